"""The game of two or three players as the four-player game's hooks overridden (rules reference: two and three players):
individual scoring (``score_small``), each player's own match end, *stuk* and *brok* for the trump
king and queen, and the zero tricks of a deal thrown in.

>>> from belote_teach.bidding import Contract
>>> from belote_teach.trump import Trump
>>> result = INDIVIDUAL.score(Rules.coerce("nl23"), Contract("S", Trump.HEARTS), {"E": 40, "S": 70, "W": 30},
...                           {"E": 3, "S": 4, "W": 2}, None, {"E": 0, "S": 0, "W": 0}, 0, None)
>>> result.score, result.made, INDIVIDUAL.word(BELOTE)("nl")
({'E': 40, 'S': 70, 'W': 30}, True, 'stuk')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..bidding import Contract
from ..declarations import BELOTE, DeclarationOutcome
from ..endings import MatchOutcome
from ..i18n import Msg
from ..rules import Rules
from ..scoring import DealScore, Line
from ..seats import Points, Sides
from ..variant import Variant
from .ending import SMALL_ENDINGS, small_match_outcome
from .scoring import score_small

STUK = Msg("small announcement", "belote", "two or three players, trump king or queen played first (Dutch: stuk)")
BROK = Msg("small announcement", "rebelote", "two or three players, the second of trump king and queen (Dutch: brok)")


class Individual(Variant):
    """Each player on his own (two or three players)."""

    name = "individual"
    endings = SMALL_ENDINGS
    runs_by_top_card = True

    def score(self, rules: Rules, contract: Contract, points: Mapping[str, int], won: Mapping[Any, int],
              declarations: DeclarationOutcome | None, belote: Mapping[str, int], reserve: int,
              generale_value: int | None) -> DealScore:
        return score_small(rules, contract, points, won, declarations=declarations, belote=belote, reserve=reserve)

    def thrown_in(self, sides: Sides, reserve: int, line: Line) -> DealScore:
        zero = Points(sides.zero())
        return DealScore(None, zero, zero, False, False, None, reserve, zero, (line,), thrown_in=True, tricks=zero,
                         bonus=zero, sides=sides)

    def match_outcome(self, rules: Rules, totals: Mapping[str, int], result: DealScore) -> MatchOutcome:
        made_by = result.contract.taker if result.contract is not None and result.made else None
        return small_match_outcome(rules, totals, made_by=made_by)

    def word(self, word: Msg) -> Msg:
        return STUK if word is BELOTE else BROK


INDIVIDUAL = Individual()
