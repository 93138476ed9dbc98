"""Match sheets and who wins the match."""

from __future__ import annotations

from collections.abc import Mapping

from ...i18n import Lang, Msg, capitalized
from ...match import ENDINGS, match_outcome
from ...notation import score_text
from ...record import replay_match
from ...rules import Rules
from ...scoring import TEAM_NAME, outcome_name
from ...seats import TEAMS, seat_name
from ..element import Markup, el
from ..html import RULES, Figure, preset_name
from ..scroll import scroll_box
from .base import _C, CAPOT_TAG, OUTCOME, TAG_DEALER, figure_start, paragraph, team_points

MATCH_DEAL = Msg(_C, "deal", "column of a match sheet: the deal's number")
MATCH_CONTRACT = Msg(_C, "contract", "column of a match sheet")
MATCH_RESULT = Msg(_C, "result")
MATCH_TOTAL = Msg(_C, "total {team}")
MATCH_RESERVE = Msg(_C, "reserve")


def match_figure(text: str, *, rules: Rules | None = None, lang: Lang = "en", name: str = "") -> Figure:
    """A match sheet: each deal's contract, result and scores, the running totals, the reserve, the winner."""
    lines, checked, winner, why = replay_match(text, rules)
    reserves = any(line.reserve for line in lines)  # the reserve column only when a litige left one
    heads = [MATCH_DEAL(lang), TAG_DEALER(lang), MATCH_CONTRACT(lang),
             MATCH_RESULT(lang), TEAM_NAME["NS"](lang), TEAM_NAME["EW"](lang),
             MATCH_TOTAL(lang, team=TEAM_NAME["NS"](lang)), MATCH_TOTAL(lang, team=TEAM_NAME["EW"](lang)),
             *([MATCH_RESERVE(lang)] if reserves else [])]
    rows = []
    for line in lines:
        result = line.result
        contract = result.contract.describe(lang) if result.contract else "—"
        tags = OUTCOME[outcome_name(result)](lang) + (f", {CAPOT_TAG(lang)}" if result.capot else "")
        cells = [el("td", line.number), el("td", seat_name(line.dealer, lang)), el("td", contract), el("td", tags),
                 [el("td", result.score[side]) for side in TEAMS],
                 [el("td", el("strong", line.totals[side])) for side in TEAMS],
                 el("td", line.reserve or "") if reserves else ""]
        rows.append(el("tr", cells, data_number=line.number, data_score=score_text(result.score),
                       data_totals=score_text(line.totals), data_reserve=line.reserve))
    final = lines[-1].totals
    verdict = ENDINGS[why](lang, target=checked.match_target, team=TEAM_NAME[winner](lang) if winner else "")
    table = el("table", el("thead", el("tr", [el("th", capitalized(h), scope="col") for h in heads])),
               el("tbody", rows), class_="belote-table-data belote-match-table")
    body = Markup(el("p", RULES(lang, rules=preset_name(checked, lang)), class_="belote-context")
                  + scroll_box(table, lang) + paragraph("outcome", verdict))
    values = {"data-match": name, "data-rules": checked.name, "data-winner": winner or "none",
              "data-totals": score_text(final), "data-deals": str(len(lines))}
    values["data-outcome"] = f"{values['data-winner']} {values['data-totals']}"
    return Figure(figure_start("match", values), body)


def match_end_figure(totals: Mapping[str, int], *, rules: Rules, made_by: str | None = None,
                     failed_by: str | None = None, lang: Lang = "en") -> Figure:
    """Who wins after a deal with these totals (rules reference: the match), and why."""
    points: dict[str, int] = {side: totals[side] for side in TEAMS}
    outcome = match_outcome(rules, points, made_by=made_by, failed_by=failed_by)  # type: ignore[arg-type]
    winner = outcome.winner
    ns, ew = team_points(points, lang)
    verdict = outcome.message(lang, rules, lambda side: TEAM_NAME[side](lang))
    body = Markup(el("p", RULES(lang, rules=preset_name(rules, lang)), class_="belote-context")
                  + paragraph("totals", f"{ns} · {ew}") + paragraph("outcome", verdict))
    values = {"data-rules": rules.name, "data-totals": score_text(points), "data-made-by": made_by or "",
              "data-failed-by": failed_by or "", "data-winner": winner or "none"}
    values["data-outcome"] = values["data-winner"]
    return Figure(figure_start("match-end", values), body)
