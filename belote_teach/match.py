"""A match: deals until a team reaches the target (rules reference: the match), with the litige reserve carried.

>>> match = Match("classic", rng=random.Random(5), first_dealer="N")
>>> winner = match.play(random_agent(random.Random(6)))
>>> winner == match.winner and match.totals[winner] >= 1000 and match.is_over
True
>>> match_winner(Rules(), {"NS": 1010, "EW": 1050}, made_by="NS")   # both over: the higher total wins
'EW'
>>> match_winner(Rules().replace(both_over_target="takers_win"), {"NS": 1010, "EW": 1050}, made_by="NS")
'NS'
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .actions import Action
from .deal import Deal, Game
from .errors import InvalidInput
from .i18n import Lang, Msg
from .rules import Rules
from .scoring import DealScore, other
from .seats import SEATS, SIDES, TEAMS, Seat, Team, next_seat, parse_seat
from .simulate import random_agent

__all__ = ["ENDINGS", "Agent", "Match", "MatchOutcome", "deal_outcome", "match_outcome", "match_winner", "random_agent"]

Agent = Callable[[Deal], Action]
MAX_DEALS = 10_000


ENDINGS: dict[str, Msg] = {
    "nobody-over": Msg("guide", "Nobody has reached {target}: play on."),
    "one-over": Msg("guide", "{team} reach {target} and win the match."),
    "failed-contract": Msg("guide", "Both teams reach {target}, the defence through the takers' failed contract: "
                                    "{team} win the match."),
    "takers-first": Msg("guide", "Both teams reach {target}: the takers of the last deal count first. "
                                 "{team} win the match."),
    "higher-total": Msg("guide", "Both teams reach {target}: the higher total wins. {team} win the match."),
    "equal-totals": Msg("guide", "Both teams reach {target} with equal totals: one more deal."),
}
"""Each ending's rule id (rules reference: the match) and the sentence that says it."""


@dataclass(frozen=True, slots=True)
class MatchOutcome:
    """Who has won after a deal (``None``: play on) and the rule id of ``ENDINGS`` that decides."""

    winner: Team | None
    rule: str

    def message(self, lang: Lang, rules: Rules, team_name: Callable[[Team], str]) -> str:
        """The sentence that says it, with the target and the winner's name."""
        winner = team_name(self.winner) if self.winner else ""
        return ENDINGS[self.rule](lang, target=rules.match_target, team=winner)


def match_outcome(
    rules: Rules | str,
    totals: Mapping[str, int],
    *,
    made_by: Team | None = None,
    failed_by: Team | None = None,
) -> MatchOutcome:
    """Who has won after a deal, and why (rules reference: the match).

    ``made_by`` / ``failed_by``: the taking team of the last deal if it made / failed its contract.
    Both teams over the target: a defence that got there through a failed contract wins (rules reference: the match);
    otherwise ``both_over_target`` decides (``takers_win`` counts a made contract's takers first),
    and equal totals mean one more deal.

    >>> match_outcome("classic", {"NS": 1000, "EW": 1000})
    MatchOutcome(winner=None, rule='equal-totals')
    >>> match_outcome("classic", {"NS": 1010, "EW": 1002}, failed_by="NS")
    MatchOutcome(winner='EW', rule='failed-contract')
    >>> match_outcome("classic", {"NS": 1030, "EW": 2}).rule, match_outcome("classic", {"NS": 3, "EW": 2}).rule
    ('one-over', 'nobody-over')
    """
    checked = Rules.coerce(rules)
    over = [side for side in TEAMS if totals[side] >= checked.match_target]
    if len(over) < 2:
        return MatchOutcome(over[0], "one-over") if over else MatchOutcome(None, "nobody-over")
    if failed_by is not None:
        return MatchOutcome(other(failed_by), "failed-contract")
    if checked.both_over_target == "takers_win" and made_by is not None:
        return MatchOutcome(made_by, "takers-first")
    first, second = TEAMS
    if totals[first] == totals[second]:
        return MatchOutcome(None, "equal-totals")
    return MatchOutcome(first if totals[first] > totals[second] else second, "higher-total")


def match_winner(
    rules: Rules | str,
    totals: Mapping[str, int],
    *,
    made_by: Team | None = None,
    failed_by: Team | None = None,
) -> Team | None:
    """Who has won after a deal, or ``None`` to play on (``match_outcome``'s winner).

    >>> match_winner("classic", {"NS": 1000, "EW": 1000}) is None
    True
    >>> match_winner("classic", {"NS": 1010, "EW": 1002}, failed_by="NS")
    'EW'
    """
    return match_outcome(rules, totals, made_by=made_by, failed_by=failed_by).winner


def deal_outcome(result: DealScore) -> tuple[Team | None, Team | None]:
    """The taking team of a finished deal as ``(made_by, failed_by)``: who made or failed the
    contract (neither for a deal thrown in or a litige)."""
    decided = result.contract is not None and not result.litige
    taker = result.contract.team if decided and result.contract else None
    return (taker, None) if result.made else (None, taker)


class Match:
    """Running totals, the dealer's rotation, the litige reserve and the winner.

    With ``players`` = 2 or 3 (rules reference: two and three players) the match is a ``small.SmallMatch``, totals per player:

    >>> Match("nl23+players=2", rng=1).totals
    {'N': 0, 'S': 0}
    """

    def __new__(cls, rules: Game | Rules | str = "classic", **options: Any) -> Match:
        game = Game.coerce(rules, **{k: v for k, v in options.items() if k not in ("rng", "first_dealer")})
        if game.rules.players != 4:
            from .small.match import SmallMatch

            return SmallMatch(game, **options)  # type: ignore[return-value]
        return super().__new__(cls)

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
        self.dealer: Seat = parse_seat(first_dealer) if first_dealer is not None else self.rng.choice(SEATS)
        self.totals = SIDES.zero()
        self.reserve = 0
        self.results: list[DealScore] = []
        self.winner: Team | None = None

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
        for side in TEAMS:
            self.totals[side] += result.score[side]
        self.reserve = result.reserve
        self.dealer = next_seat(self.dealer, self.game.rules.play_direction)
        made_by, failed_by = deal_outcome(result)
        self.winner = match_winner(self.game.rules, self.totals, made_by=made_by, failed_by=failed_by)

    def play(self, agent: Agent) -> Team:
        """Play deals with ``agent`` choosing every action until the match is won."""
        for _ in range(MAX_DEALS):
            deal = self.new_deal()
            while not deal.is_over:
                deal.apply(agent(deal))
            self.record(deal)
            if self.winner is not None:
                return self.winner
        raise InvalidInput(f"no winner after {MAX_DEALS} deals")
