"""How a match ends (rules reference: the match): who has won after a deal, and the rule that decides.

>>> match_winner(Rules(), {"NS": 1010, "EW": 1050}, made_by="NS")   # both over: the higher total wins
'EW'
>>> match_winner(Rules().replace(both_over_target="takers_win"), {"NS": 1010, "EW": 1050}, made_by="NS")
'NS'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from .i18n import Lang, Msg
from .rules import Rules
from .scoring import DealScore, other
from .seats import TEAMS, Team

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
