"""The declarations block: what each hand holds, each team's best, which rule decides."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...cards import Card
from ...declarations import Declaration, DeclarationOutcome, compare_declarations, find_declarations, strength, why_best
from ...i18n import Lang, Msg
from ...notation import hands_text, score_text
from ...rules import Rules
from ...scoring import TEAM_NAME, other
from ...seats import SIDES, Seat, seat_name, team
from ...trump import Trump
from ..element import Markup, el, html
from ..html import RULES, Figure, context_line, preset_name, trump_label
from .base import _C, TAG_TAKER, display_order, fan_svg, figure_start, paragraph, tag_marks

FOUND = Msg(_C, "Found: {declarations}")
FOUND_NONE = Msg(_C, "Found: no declaration.")
BEST = Msg(_C, "Best of {team}: {declaration}")
WHY = {
    "points": Msg(_C, "It is worth more points."),
    "carre": Msg(_C, "A carré beats a run of the same value."),
    "carre-rank": Msg(_C, "Both are carrés: the higher rank wins (ace, ten, king, queen)."),
    "length": Msg(_C, "Both are runs: the longer run wins."),
    "top": Msg(_C, "Runs of the same length: the higher top card wins."),
    "trump": Msg(_C, "Same length, same top card: the run in the trump suit wins."),
    "alone": Msg(_C, "The other team has no declaration."),
}
TIE = {
    "cancel": Msg(_C, "The best runs are equal: they cancel, and neither team scores declarations."),
    "first_announced": Msg(_C, "The best runs are equal: the one announced first wins."),
    "taker_team": Msg(_C, "The best runs are equal: the takers' team wins."),
}
SCORES_DECLARATIONS = Msg(_C, "{team} score all their declarations: {points}. The other team scores none.")
NO_DECLARATIONS = Msg(_C, "Neither team has a declaration.")


def declarations_figure(
    hands: Mapping[Seat, Sequence[Card]],
    *,
    trump: Trump | str,
    rules: str | Rules = "classic",
    taker: Seat | None = None,
    lang: Lang = "en",
) -> tuple[Figure, DeclarationOutcome]:
    """Each player's declarations, the two teams' best compared, who scores how much (rules reference: declarations).
    Announcements follow the order in which the hands are given (the play order of trick one)."""
    checked = Rules.coerce(rules)
    mode = Trump.parse(trump)
    found = {seat: find_declarations(cards, mode, checked) for seat, cards in hands.items()}
    announced = [(seat, d) for seat, ds in found.items() for d in ds]
    outcome = compare_declarations(announced, mode, checked, taker=taker)
    items: list[Markup] = []
    for seat, cards in hands.items():
        mine = found[seat]
        text = (FOUND(lang, declarations=", ".join(f"{d.describe(lang)} ({d.points})" for d in mine))
                if mine else FOUND_NONE(lang))
        items.append(el(
            "li",
            el("p", f"{seat_name(seat, lang)} · {TEAM_NAME[team(seat)](lang)}",
               tag_marks([TAG_TAKER] if seat == taker else [], lang), class_="belote-seat-name"),
            el("div", fan_svg(display_order(cards, mode), lang), class_="belote-hand-picture"),
            el("p", text, class_="belote-found"),
            class_="belote-declarer", data_seat=seat, data_found=", ".join(str(d) for d in mine),
        ))
    best: dict[str, Declaration] = {}
    for side in SIDES:
        mine = [d for s, ds in found.items() if team(s) == side for d in ds]
        if mine:
            best[side] = max(mine, key=lambda d: strength(d, mode, checked))
    lines = [BEST(lang, team=TEAM_NAME[side](lang), declaration=f"{d.describe(lang)} ({d.points})")
             for side, d in best.items()]
    if not best:
        lines.append(NO_DECLARATIONS(lang))
    elif outcome.tie:
        lines.append(TIE[checked.equal_sequence_tie](lang))
    elif outcome.winner is not None:
        reason = why_best(best[outcome.winner], best.get(other(outcome.winner)), mode, checked)
        if reason:
            lines.append(WHY[reason](lang))
    if outcome.winner is not None:
        lines.append(SCORES_DECLARATIONS(lang, team=TEAM_NAME[outcome.winner](lang),
                                         points=outcome.points[outcome.winner]))
    body = html([
        context_line(RULES(lang, rules=preset_name(checked, lang)), trump_label(mode, lang)),
        el("ul", items, class_="belote-declarers"),
        [paragraph("outcome", line) for line in lines],
    ])
    values = {
        "data-rules": checked.name,
        "data-trump": mode.value,
        "data-hands": hands_text({s: list(c) for s, c in hands.items()}),
        "data-taker": taker or "",
        "data-winner": outcome.winner or "none",
        "data-points": score_text(outcome.points),
    }
    values["data-outcome"] = f"{values['data-winner']} {values['data-points']}"
    return Figure(figure_start("declarations", values), body), outcome
