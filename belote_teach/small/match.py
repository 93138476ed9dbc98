"""A match of two or three players: deals until a player reaches the target (rules reference: the match, two and three players).

Scores are per player; the dealer's turn passes to the next player; a tie's reserve goes to the
winner of the next deal that has one (a thrown-in deal leaves it waiting).

>>> import random
>>> from belote_teach.simulate import random_agent
>>> match = SmallMatch("nl23+players=2", rng=random.Random(5), first_dealer="S")
>>> winner = match.play(random_agent(random.Random(6)))
>>> winner == match.winner and match.totals[winner] >= 500 and set(match.totals) == {"N", "S"}
True
>>> small_match_winner("nl23", {"E": 710, "S": 700, "W": 690})                 # only East is over 700
'E'
>>> small_match_outcome("nl23", {"E": 710, "S": 750, "W": 690})                # the rule id that decides
MatchOutcome(winner='S', rule='higher-total')
>>> small_match_winner("nl23", {"E": 720, "S": 720, "W": 100}) is None         # equal: one more deal
True
>>> small_match_winner("nl23+both_over_target=takers_win", {"E": 720, "S": 750, "W": 100}, made_by="E")
'E'
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from ..actions import Action
from ..deal import Game
from ..errors import InvalidInput
from ..i18n import Msg
from ..match import ENDINGS, MatchOutcome
from ..rules import Rules
from ..seats import Seat, next_player, parse_seat, table_seats
from .deal import SmallDeal
from .scoring import SmallScore

MAX_DEALS = 10_000


SMALL_ENDINGS: dict[str, Msg] = {
    "nobody-over": ENDINGS["nobody-over"],
    "one-over": Msg("small score", "{player} reaches {target} and wins the match."),
    "takers-first": Msg("small score", "Several players reach {target}: the taker of the last deal made his "
                                       "contract and counts first. {player} wins the match."),
    "higher-total": Msg("small score", "Several players reach {target}: the highest total wins. {player} wins the match."),
    "equal-totals": Msg("small score", "Several players reach {target} with the same highest total: one more deal."),
}
"""Each ending's rule id (rules reference: the match, per player; two and three players) and the sentence that says it; the ids
are ``match.ENDINGS``'s."""


def small_match_outcome(rules: Rules | str, totals: Mapping[str, int], *, made_by: Seat | None = None) -> MatchOutcome:
    """Who has won after a deal (``None``: play on) and the rule id of ``SMALL_ENDINGS`` that decides.

    One player over the target wins. Several: under ``takers_win`` a taker who made his contract
    and is over wins; otherwise the highest total, and equal highest totals mean one more deal.

    >>> small_match_outcome("nl23+players=2", {"N": 480, "S": 450})
    MatchOutcome(winner=None, rule='nobody-over')
    >>> small_match_outcome("nl23", {"E": 720, "S": 720, "W": 100})
    MatchOutcome(winner=None, rule='equal-totals')
    """
    checked = Rules.coerce(rules)
    over = [seat for seat, total in totals.items() if total >= checked.match_target]
    if not over:
        return MatchOutcome(None, "nobody-over")
    if len(over) == 1:
        return MatchOutcome(parse_seat(over[0]), "one-over")  # type: ignore[arg-type]
    if checked.both_over_target == "takers_win" and made_by in over:
        return MatchOutcome(made_by, "takers-first")  # type: ignore[arg-type]
    top = max(totals[seat] for seat in over)
    leaders = [seat for seat in over if totals[seat] == top]
    if len(leaders) > 1:
        return MatchOutcome(None, "equal-totals")
    return MatchOutcome(parse_seat(leaders[0]), "higher-total")  # type: ignore[arg-type]


def small_match_winner(rules: Rules | str, totals: Mapping[str, int], *, made_by: Seat | None = None) -> Seat | None:
    """Who has won after a deal, or ``None`` to play on (``small_match_outcome``'s winner)."""
    return small_match_outcome(rules, totals, made_by=made_by).winner  # type: ignore[return-value]


class SmallMatch:
    """Running totals per player, the dealer's rotation, the reserve and the winner."""

    def __init__(self, rules: Game | Rules | str = "nl23", *, rng: random.Random | int | None = None,
                 first_dealer: Seat | str | None = None, **options: Any) -> None:
        self.game = Game.coerce(rules, **options)
        self.seats = table_seats(self.game.rules.players)
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        self.dealer: Seat = parse_seat(first_dealer) if first_dealer is not None else self.rng.choice(self.seats)
        if self.dealer not in self.seats:
            raise InvalidInput(f"the first dealer {self.dealer} is not at the table: expected one of {' '.join(self.seats)}")
        self.totals: dict[str, int] = dict.fromkeys(self.seats, 0)
        self.reserve = 0
        self.results: list[SmallScore] = []
        self.winner: Seat | None = None

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def new_deal(self) -> SmallDeal:
        if self.is_over:
            raise InvalidInput("the match is over")
        return SmallDeal.new(self.game, rng=self.rng, dealer=self.dealer, reserve=self.reserve)

    def record(self, deal: SmallDeal | SmallScore) -> None:
        """Add a finished deal to the score sheet; the deal passes to the next player (rules reference: the table)."""
        result = deal.result() if isinstance(deal, SmallDeal) else deal
        self.results.append(result)
        for seat in self.seats:
            self.totals[seat] += result.score[seat]
        self.reserve = result.reserve
        self.dealer = next_player(self.dealer, self.seats, self.game.rules.play_direction)
        made_by = result.contract.taker if result.contract is not None and result.made else None
        self.winner = small_match_winner(self.game.rules, self.totals, made_by=made_by)

    def play(self, agent: Callable[[SmallDeal], Action]) -> Seat:
        for _ in range(MAX_DEALS):
            deal = self.new_deal()
            while not deal.is_over:
                deal.apply(agent(deal))
            self.record(deal)
            if self.winner is not None:
                return self.winner
        raise InvalidInput(f"no winner after {MAX_DEALS} deals")
