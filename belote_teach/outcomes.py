"""Why a deal was made or failed, in words: the condition the score turned on (``DealScore.decided_by``)
with the totals it compared, at a table of four, or at a table of two or three the outcome for the
taker. The play page's score sheet and the scoring exercises say it the same way.

>>> from .bidding import Contract
>>> from .scoring import score_deal
>>> from .trump import Trump
>>> result = score_deal("coinche", Contract("N", Trump.HEARTS, 80), {"NS": 91, "EW": 71}, declarations={"EW": 50})
>>> print(verdict(result, "en"))     # 91 reaches the bid, but the takers must also beat the defence
The takers have 91, enough for their bid of 80 but no more than the defence's 121: dedans, the defence scores the contract.
"""

from __future__ import annotations

from .i18n import Lang, Msg
from .scoring import DealScore
from .small.record import outcome_kind

_C = "exercise"
OUTCOME_REASONS: dict[str, Msg] = {
    "takers-higher": Msg(_C, "The takers have more than the defence, {takers} against {defence}: the contract is made."),
    "takers-lower": Msg(_C, "The takers have less than the defence, {takers} against {defence}: dedans, the defence "
                            "scores everything."),
    "totals-equal": Msg(_C, "Both teams have the same total, {takers}: litige."),
    "totals-equal-dedans": Msg(_C, "Both teams have the same total, {takers}, and under these rules a tie is a failed "
                                   "contract: dedans."),
    "bid-reached": Msg(_C, "The takers have {takers}, enough for their bid of {bid}: the contract is made."),
    "bid-reached-defence-beaten": Msg(_C, "The takers have {takers}, enough for their bid of {bid} and more than the "
                                          "defence's {defence}: the contract is made."),
    "bid-missed": Msg(_C, "The takers have {takers}, less than their bid of {bid}: dedans, the defence scores the "
                          "contract."),
    "defence-not-beaten": Msg(_C, "The takers have {takers}, enough for their bid of {bid} but no more than the "
                                  "defence's {defence}: dedans, the defence scores the contract."),
    "bid-missed-defence-not-beaten": Msg(_C, "The takers have {takers}, less than their bid of {bid} and no more than "
                                             "the defence's {defence}: dedans, the defence scores the contract."),
    "capot-won": Msg(_C, "The takers won every trick, as their capot bid promised: the contract is made."),
    "capot-lost": Msg(_C, "The takers did not win every trick, as their capot bid promised: dedans."),
    "capot": Msg(_C, "The takers won all eight tricks: capot."),
}
"""Four players: the condition that decided the deal (``DealScore.decided_by``), then a classic capot."""

SMALL_OUTCOME_REASONS: dict[str, Msg] = {
    "made": Msg("small score", "The taker scores more than each other player: everyone scores his own points."),
    "failed": Msg(_C, "Another player scores more than the taker: the taker scores nothing and his points go to "
                      "the player with the highest total."),
    "reserve": Msg(_C, "A tie for the highest total: the taker's points go into the reserve, for the winner of "
                       "the next deal."),
}
"""Two or three players: the taker's outcome (``small.record.outcome_kind``)."""


def verdict(result: DealScore, lang: Lang) -> str:
    """The condition that decided the deal, with the totals it compared ('' for a deal thrown in)."""
    contract = result.contract
    if result.thrown_in or contract is None:
        return ""
    if not result.sides.partnerships:
        return SMALL_OUTCOME_REASONS[outcome_kind(result)](lang)
    takers = result.sides.of(contract.taker)
    won_all = result.made and result.capot == takers and contract.bid not in ("capot", "generale")
    decided = "capot" if won_all else result.decided_by
    return OUTCOME_REASONS[decided](lang, takers=result.judged[takers], defence=result.judged[result.sides.other(takers)],
                                    bid=contract.bid)
