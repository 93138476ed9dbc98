"""Deals of two or three players read back: a record replayed step by step, a score sheet from its
notation, and how a deal ended (rules reference: two and three players).

``small_replay(text)`` is ``record.replay`` for a table of two or three: the first six cards and
the retourne, who exchanged the trump 7, the hands at the start of play, the cards left face up,
each trick (a ``record.TrickStep``, running totals per player) and the score sheet.

>>> from belote_teach.simulate import random_agent
>>> import random
>>> deal = SmallDeal.new("nl23+players=2", rng=4, dealer="N")
>>> agent = random_agent(random.Random(2))
>>> while not deal.is_over:
...     deal.apply(agent(deal))
>>> walk = small_replay(deal.to_json())
>>> len(walk.tricks), walk.tricks[-1].running == deal.points, outcome_kind(walk.deal.result()) in OUTCOME_KINDS
(9, True, True)
>>> read_small_score("S H", "E 75 S 58 W 7", "E 5 S 3 W 1", rules="nl23").score
{'E': 130, 'S': 0, 'W': 10}
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from ..actions import Exchange
from ..cards import DECK, Card
from ..errors import InvalidInput
from ..notation import read_contract, read_players
from ..record import TrickStep, read_record
from ..rules import Rules
from ..seats import Seat, table_seats
from ..values import LAST_TRICK_BONUS, point_table
from .deal import SmallDeal
from .scoring import SmallScore, score_small

OUTCOME_KINDS = ("made", "failed", "reserve", "thrown-in")
"""How a deal of two or three ends: the taker beat each player; another player got his points;
a tie put them in the reserve; nobody took."""


def outcome_kind(result: SmallScore) -> str:
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
                     reserve: int = 0, *, rules: Rules | str = "nl23") -> SmallScore:
    """Score a deal written in the notation (``S H``; ``E 40 S 70 W 30`` per player): every player
    at the table needs his card points.

    >>> read_small_score("S H", "S 70 W 30", "S 5 W 4", rules="nl23")
    Traceback (most recent call last):
    ...
    belote_teach.errors.InvalidInput: points 'S 70 W 30': expected one figure for each of E S W
    """
    checked = Rules.coerce(rules)
    seats = table_seats(checked.players)
    card_points = read_players(points)
    if set(card_points) != set(seats):
        raise InvalidInput(f"points {points!r}: expected one figure for each of {' '.join(seats)}")
    return score_small(checked, read_contract(contract), card_points, read_players(tricks),
                       declarations=read_players(declarations) or None, belote=read_players(belote) or None,
                       reserve=reserve)


@dataclass(frozen=True, slots=True)
class SmallWalk:
    """A deal of two or three players replayed: what the table saw, step by step."""

    deal: SmallDeal
    first_hands: dict[Seat, tuple[Card, ...]]
    retourne: Card
    exchanged_by: Seat | None
    hands: dict[Seat, tuple[Card, ...]]
    table: tuple[Card, ...]
    tricks: tuple[TrickStep, ...]


def small_replay(text: str) -> SmallWalk:
    """Replay a record of two or three players; its recorded score must come out again.

    >>> small_replay(SmallDeal.new("nl23", rng=1, dealer="S").to_json())
    Traceback (most recent call last):
    ...
    belote_teach.errors.InvalidInput: the deal record stops before the end of the deal
    """
    record = read_record(text)
    SmallDeal.from_json(text)  # the record whole: format, legal actions, recorded score
    deal = SmallDeal.from_json(json.dumps({k: v for k, v in record.items() if k not in ("actions", "score")}))
    first = {seat: tuple(deal.hand(seat)) for seat in deal.seats}
    exchanged: Seat | None = None
    hands: dict[Seat, tuple[Card, ...]] = {}
    table: tuple[Card, ...] = ()
    tricks: list[TrickStep] = []
    running: dict[str, int] = dict.fromkeys(deal.seats, 0)
    said = 0
    for seat, action in record.get("actions", []):
        before = deal.phase
        deal.apply(action)
        if isinstance(deal.history[-1][1], Exchange):
            exchanged = seat
        if before in ("bidding", "exchange") and deal.phase in ("announcing", "play"):
            hands = {s: tuple(deal.hand(s)) for s in deal.seats}
            table = deal.view(deal.seats[0]).table
        if len(deal.tricks) > len(tricks):
            seats, cards, winner = deal.tricks[-1]
            assert deal.contract is not None
            values = point_table(deal.contract.trump)
            bonus = LAST_TRICK_BONUS if len(deal.tricks) == deal.tricks_in_deal else 0
            points = sum(values[c] for c in cards)
            running[winner] += points + bonus
            calls = tuple((s, DECK[c], word) for s, c, word in deal.belote_calls[said:])
            said = len(deal.belote_calls)
            tricks.append(TrickStep(len(tricks) + 1, tuple(zip(seats, (DECK[c] for c in cards), strict=True)),
                                    winner, points, bonus, dict(running), calls))
    if not deal.is_over:
        raise InvalidInput("the deal record stops before the end of the deal")
    return SmallWalk(deal, first, DECK[deal.retourne], exchanged, hands, table, tuple(tricks))
