"""How a deal of two or three players ended, and a score sheet from its notation (rules reference: two and three players).

>>> read_small_score("S H", "E 75 S 58 W 7", "E 5 S 3 W 1", rules="nl23").score
{'E': 130, 'S': 0, 'W': 10}
>>> outcome_kind(read_small_score("S H", "E 75 S 58 W 7", "E 5 S 3 W 1", rules="nl23"))
'failed'
"""

from __future__ import annotations

from ..errors import InvalidInput
from ..notation import read_contract, read_players
from ..rules import Rules
from ..scoring import DealScore
from ..table import Table
from .scoring import score_small

OUTCOME_KINDS = ("made", "failed", "reserve", "thrown-in")
"""How a deal of two or three ends: the taker beat each player; another player got his points;
a tie put them in the reserve; nobody took."""


def outcome_kind(result: DealScore) -> str:
    """One of ``OUTCOME_KINDS`` for a scored deal.

    >>> from belote_teach.bidding import Contract
    >>> from belote_teach.trump import Trump
    >>> outcome_kind(score_small("nl23", Contract("S", Trump.HEARTS), {"E": 60, "S": 60, "W": 42},
    ...                          {"E": 3, "S": 4, "W": 2}))
    'reserve'
    """
    if result.thrown_in:
        return "thrown-in"
    return "made" if result.made else "reserve" if result.tie else "failed"


def read_small_score(contract: str, points: str, tricks: str, declarations: str = "", belote: str = "",
                     reserve: int = 0, *, rules: Rules | str = "nl23") -> DealScore:
    """Score a deal written in the notation (``S H``; ``E 40 S 70 W 30`` per player): every player
    at the table needs his card points.

    >>> read_small_score("S H", "S 70 W 30", "S 5 W 4", rules="nl23")
    Traceback (most recent call last):
    ...
    belote_teach.errors.InvalidInput: points 'S 70 W 30': expected one figure for each of E S W
    """
    checked = Rules.coerce(rules)
    seats = Table.of(checked).seats
    card_points = read_players(points)
    if set(card_points) != set(seats):
        raise InvalidInput(f"points {points!r}: expected one figure for each of {' '.join(seats)}")
    return score_small(checked, read_contract(contract), card_points, read_players(tricks),
                       declarations=read_players(declarations) or None, belote=read_players(belote) or None,
                       reserve=reserve)
