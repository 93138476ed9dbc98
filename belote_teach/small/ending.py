"""How a match of two or three players ends (rules reference: the match, two and three players): the first player over the target
wins; several over it: the taker who made his contract counts first under ``takers_win``, otherwise
the highest total, and equal highest totals mean one more deal.

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

from collections.abc import Mapping

from ..endings import ENDINGS, MatchOutcome
from ..i18n import Msg
from ..rules import Rules
from ..seats import Seat, parse_seat

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
