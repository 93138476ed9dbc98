"""The hooks where the games of the engine differ, with the four-player game's answers.

One deal, one match and one solver serve every table; what differs between the partnership game
of four (rules reference: scoring, the match) and the individual game of two or three (rules reference: two and three players) is a handful of hooks, as
python-chess's variants override a few methods of one board: how a deal is scored, when a match
ends, what a player says with the trump king and queen, how a deal thrown in is written down. The
game of two or three overrides them in ``small.variant``; ``Game`` picks the variant of its table.

>>> from belote_teach.bidding import Contract
>>> from belote_teach.trump import Trump
>>> result = PARTNERSHIP.score(Rules(), Contract("N", Trump.HEARTS), {"NS": 95, "EW": 67},
...                            {"N": 5, "E": 2, "S": 1, "W": 0}, None, {"NS": 0, "EW": 0}, 0, None)
>>> result.score, result.made
({'NS': 95, 'EW': 67}, True)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .bidding import Contract
from .declarations import DeclarationOutcome
from .endings import ENDINGS, MatchOutcome, deal_outcome, match_outcome
from .i18n import Msg
from .rules import Rules
from .scoring import DealScore, Line, score_deal
from .seats import SIDES, Points, Sides


class Variant:
    """The four-player game: partnerships, ``score_deal``, ``match_outcome``, belote and rebelote."""

    name = "partnership"
    endings: Mapping[str, Msg] = ENDINGS
    """The sentence of each way a match ends (``MatchOutcome.rule`` → message)."""
    runs_by_top_card = False
    """Does a player announce a run by its kind and top card (rules reference: two and three players), or by its kind only?"""

    def score(self, rules: Rules, contract: Contract, points: Mapping[str, int], won: Mapping[Any, int],
              declarations: DeclarationOutcome | None, belote: Mapping[str, int], reserve: int,
              generale_value: int | None) -> DealScore:
        """Score a deal played to its end: ``points`` per side, ``won`` tricks per seat, the declarations
        compared, belote per side and the reserve waiting for this deal's winner."""
        tricks = sum(won.values())
        capot: str | None = next((seat for seat, count in won.items() if count == tricks), None)
        if capot is None:
            capot = next((side for side in SIDES if sum(won[seat] for seat in SIDES.seats(side)) == tricks), None)
        return score_deal(rules, contract, points, capot=capot, declarations=declarations, belote=belote,
                          reserve=reserve, generale_value=generale_value)

    def thrown_in(self, sides: Sides, reserve: int, line: Line) -> DealScore:
        """The score sheet of a deal thrown in: nobody scores, the reserve waits."""
        zero = Points(sides.zero())
        return DealScore(None, zero, zero, False, False, None, reserve, zero, (line,), thrown_in=True, sides=sides)

    def match_outcome(self, rules: Rules, totals: Mapping[str, int], result: DealScore) -> MatchOutcome:
        """Who has won the match after ``result`` (``None``: play on), and the rule that decides."""
        made_by, failed_by = deal_outcome(result)
        return match_outcome(rules, totals, made_by=made_by, failed_by=failed_by)

    def word(self, word: Msg) -> Msg:
        """What a player says with the trump king or queen (``declarations.BELOTE`` or ``REBELOTE``)."""
        return word


PARTNERSHIP = Variant()
