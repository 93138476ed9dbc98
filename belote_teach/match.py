"""A match: deals until a side reaches the target (rules reference: the match), with the litige reserve carried;
at a table of two or three each player is a side (rules reference: two and three players). How it ends: ``endings``.

>>> match = Match("classic", rng=random.Random(5), first_dealer="N")
>>> winner = match.play(random_agent(random.Random(6)))
>>> winner == match.winner and match.totals[winner] >= 1000 and match.is_over
True
>>> match = Match("nl23+players=2", rng=random.Random(5), first_dealer="S")
>>> winner = match.play(random_agent(random.Random(6)))
>>> winner == match.winner and match.totals[winner] >= 500 and set(match.totals) == {"N", "S"}
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from .actions import Action
from .deal import Deal
from .endings import ENDINGS, MatchOutcome, deal_outcome, match_outcome, match_winner
from .errors import InvalidInput
from .game import Game
from .rules import Rules
from .scoring import DealScore
from .seats import Seat, parse_seat
from .simulate import random_agent

__all__ = ["ENDINGS", "Agent", "Match", "MatchOutcome", "deal_outcome", "match_outcome", "match_winner", "random_agent"]

Agent = Callable[[Deal], Action]
MAX_DEALS = 10_000


class Match:
    """Running totals per side, the dealer's rotation, the litige reserve and the winner.

    >>> Match("nl23+players=2", rng=1).totals
    {'N': 0, 'S': 0}
    """

    def __init__(
        self,
        rules: Game | Rules | str = "classic",
        *,
        rng: random.Random | int | None = None,
        first_dealer: Seat | str | None = None,
        **options: Any,
    ) -> None:
        self.game = Game.coerce(rules, **options)
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)
        seats = self.game.table.seats
        self.dealer: Seat = parse_seat(first_dealer) if first_dealer is not None else self.rng.choice(seats)
        if self.dealer not in seats:
            raise InvalidInput(f"the first dealer {self.dealer} is not at the table: expected one of {' '.join(seats)}")
        self.totals: dict[str, int] = self.game.sides.zero()
        self.reserve = 0
        self.results: list[DealScore] = []
        self.winner: str | None = None
        self.outcome: MatchOutcome | None = None

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.game.table.seats

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def new_deal(self) -> Deal:
        """The next deal: dealt by the current dealer from the match's ``rng``, with the reserve."""
        if self.is_over:
            raise InvalidInput("the match is over")
        return Deal.new(self.game, rng=self.rng, dealer=self.dealer, reserve=self.reserve)

    def record(self, deal: Deal | DealScore) -> None:
        """Add a finished deal to the score sheet; the deal passes to the next dealer (rules reference: the table)."""
        result = deal.result() if isinstance(deal, Deal) else deal
        self.results.append(result)
        for side in self.totals:
            self.totals[side] += result.score[side]
        self.reserve = result.reserve
        self.dealer = self.game.table.next(self.dealer, self.game.rules.play_direction)
        self.outcome = self.game.variant.match_outcome(self.game.rules, self.totals, result)
        self.winner = self.outcome.winner

    def play(self, agent: Agent) -> str:
        """Play deals with ``agent`` choosing every action until the match is won."""
        for _ in range(MAX_DEALS):
            deal = self.new_deal()
            while not deal.is_over:
                deal.apply(agent(deal))
            self.record(deal)
            if self.winner is not None:
                return self.winner
        raise InvalidInput(f"no winner after {MAX_DEALS} deals")
