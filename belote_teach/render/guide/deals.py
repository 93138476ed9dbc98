"""Score sheets and whole deals walked through, trick by trick (and trick one step by step)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from ...actions import Action, PlayCard
from ...bidding import CONTRACT, THROWN_IN
from ...deal import Deal
from ...declarations import Declaration
from ...errors import InvalidInput
from ...i18n import Lang, Msg
from ...notation import contract_text, read_contract, read_score, score_text
from ...plausible import score_problem
from ...record import TrickStep, Walkthrough
from ...rules import Rules
from ...scoring import TEAM_NAME, DealScore, outcome_name, score_deal
from ...seats import SIDES, Seat, next_seat, seat_name
from ...values import point_table
from ..element import Markup, el
from ..html import RULES, Figure, card_html, preset_name
from ..svg import trick_svg
from .auction import calls_table
from .base import (
    _C,
    CAPOT_TAG,
    DEALER,
    LEADS_FIRST,
    OUTCOME,
    TAG_DEALER,
    TAG_TAKER,
    TURNED,
    compass,
    figure_start,
    paragraph,
    team_points,
)

DEAL_HEAD = Msg(_C, "The deal: {count} cards each", "heading of a deal walk-through's first hands")
HANDS_HEAD = Msg(_C, "The hands at the start of play")
AUCTION_HEAD = Msg(_C, "The auction")
DECLARATIONS_HEAD = Msg(_C, "Declarations")
ANNOUNCES = Msg(_C, "{seat} announces: {declarations}")
NOTHING_ANNOUNCED = Msg(_C, "Nobody has a declaration to announce.")
SAYS = Msg(_C, "{seat} says “{word}” with the {card}.")
TRICKS_HEAD = Msg(_C, "The tricks")
TRICK_N = Msg(_C, "Trick {number}")
TRICK_WON = Msg(_C, "{seat} wins it: {points} point.", "points: the sum of the cards, 3 + 0 = 3",
                plural="{seat} wins it: {points} points.")
TRICK_WON_LAST = Msg(_C, "{seat} wins it: {points} card point + {bonus} for the last trick = {total}.",
                     "points: the sum of the cards, 0 + 0 = 0", plural="{seat} wins it: {points} card points + {bonus} for the last trick = {total}.")
RUNNING = Msg(_C, "Card points so far: {ns}, {ew}.")
SCORE_HEAD = Msg(_C, "The score")
SCORE_ROW = Msg(_C, "Score")
BEFORE_ROUNDING = Msg(_C, "Before rounding")
TEAM_HEAD = Msg(_C, "Team")
FIRST_TRICK_HEAD = Msg(_C, "Trick one, step by step")
EVENT = Msg(_C, "{seat}: {action}", "one step of a deal, e.g. North: announce declarations")


def score_figure(result: DealScore, rules: Rules, lang: Lang = "en", source: Mapping[str, str] | None = None) -> Figure:
    """A deal's score sheet: the engine's breakdown, then each team's score (before and after rounding)."""
    name = outcome_name(result)
    tags = [OUTCOME[name](lang)] + ([CAPOT_TAG(lang)] if result.capot else [])
    context = [RULES(lang, rules=preset_name(rules, lang))]
    heads = [el("th", TEAM_NAME[side](lang), scope="col") for side in SIDES]
    rows = []
    if result.unrounded != result.score:
        rows.append(el("tr", el("th", BEFORE_ROUNDING(lang), scope="row"),
                       [el("td", result.unrounded[side]) for side in SIDES]))
    rows.append(el("tr", el("th", SCORE_ROW(lang), scope="row"),
                   [el("td", el("strong", result.score[side]), data_team=side) for side in SIDES],
                   class_="belote-score-total"))
    body = Markup(
        el("p", " · ".join(context), " · ", [el("span", t, class_="belote-badge") for t in tags], class_="belote-context")
        + _breakdown(result, lang)
        + el("table", el("thead", el("tr", el("th", TEAM_HEAD(lang), scope="col"), heads)), el("tbody", rows),
             class_="belote-table-data belote-score-table")
    )
    values = {
        **(source or {}),
        "data-rules": rules.name,
        "data-contract": contract_text(result.contract),
        "data-outcome-kind": name,
        "data-made": str(result.made).lower(),
        "data-litige": str(result.litige).lower(),
        "data-capot": result.capot or "none",
        "data-reserve": str(result.reserve),
        "data-unrounded": score_text(result.unrounded),
        "data-score": score_text(result.score),
    }
    values["data-outcome"] = f"{name} {values['data-score']} reserve {result.reserve}"
    return Figure(figure_start("score", values), body)


@dataclass(frozen=True, slots=True)
class ScoreInput:
    """The inputs of ``score_deal`` as the ``score-sheet`` directive writes them."""

    contract: str
    points: str
    declarations: str = ""
    belote: str = ""
    capot: str = ""
    reserve: int = 0

    def score(self, rules: Rules) -> DealScore:
        capot = self.capot.strip() or None
        return score_deal(rules, read_contract(self.contract), read_score(self.points),
                          capot=capot.upper() if capot else None,
                          declarations=read_score(self.declarations) if self.declarations.strip() else None,
                          belote=read_score(self.belote) if self.belote.strip() else None, reserve=self.reserve)

    def problem(self, rules: Rules) -> str | None:
        """Why no deal under ``rules`` has these inputs (``plausible``), or ``None``."""
        capot = self.capot.strip().upper() or None
        return score_problem(rules, read_contract(self.contract), read_score(self.points),
                             declarations=read_score(self.declarations) if self.declarations.strip() else None,
                             belote=read_score(self.belote) if self.belote.strip() else None, capot=capot)

    def attributes(self) -> dict[str, str]:
        return {"data-input-contract": self.contract, "data-input-points": self.points,
                "data-input-declarations": self.declarations, "data-input-belote": self.belote,
                "data-input-capot": self.capot, "data-input-reserve": str(self.reserve)}


def walkthrough_figure(
    walk: Walkthrough,
    *,
    lang: Lang = "en",
    parts: Sequence[str] = ("deal", "auction", "hands", "tricks", "score"),
    tricks: Sequence[int] | None = None,
    name: str = "",
) -> Figure:
    """A whole deal as the table lived it: the deal, the auction, the hands, each trick with its
    winner, its points and the running totals (declarations and belote as they are announced), the score."""
    unknown = [p for p in parts if p not in PARTS]
    if unknown:
        raise InvalidInput(f"unknown part {unknown[0]!r} of a deal: expected some of {', '.join(PARTS)}")
    contract = walk.contract
    trump = contract.trump if contract else None
    taker_tags: dict[Seat, list[Msg]] = {walk.dealer: [TAG_DEALER]}
    if contract is not None:
        taker_tags.setdefault(contract.taker, []).append(TAG_TAKER)
    sections = [el("p", RULES(lang, rules=preset_name(walk.rules, lang)), " · ",
                   DEALER(lang, seat=seat_name(walk.dealer, lang)), class_="belote-context")]
    coinche = walk.retourne is None
    if "deal" in parts:
        count = len(walk.first_hands["N"])
        sections.append(_section(DEAL_HEAD(lang, count=count), compass(walk.first_hands, lang, {walk.dealer: [TAG_DEALER]}, None)
                                 + (el("p", TURNED(lang, card=""), card_html(walk.retourne, lang), class_="belote-turned")
                                    if walk.retourne else "")))
    if "auction" in parts:
        sections.append(_section(AUCTION_HEAD(lang), _auction_part(walk, lang)))
    if "hands" in parts and walk.hands and not (coinche and "deal" in parts):
        sections.append(_section(HANDS_HEAD(lang), compass(walk.hands, lang, taker_tags, trump)
                                 + (paragraph("outcome", CONTRACT(lang, contract=contract.describe(lang)))
                                    if contract else "")))
    if "declarations" in parts and contract is not None:
        announced = walk.announced
        text = "".join(
            paragraph("announce", ANNOUNCES(lang, seat=seat_name(seat, lang),
                                            declarations=", ".join(f"{d.describe(lang)} ({d.points})" for d in ds)))
            for seat, ds in _by_seat(announced).items()
        ) or paragraph("announce", NOTHING_ANNOUNCED(lang))
        sections.append(_section(DECLARATIONS_HEAD(lang), text))
    shown = [t for t in walk.tricks if tricks is None or t.number in tricks]
    if "tricks" in parts and shown:
        items = [_trick_item(step, walk, lang) for step in shown]
        sections.append(_section(TRICKS_HEAD(lang), el("ol", items, class_="belote-deal-tricks")))
    if "score" in parts:
        sections.append(_section(SCORE_HEAD(lang), _breakdown(walk.result, lang)))
    result = walk.result
    values = {
        "data-deal": name,
        "data-rules": walk.rules.name,
        "data-dealer": walk.dealer,
        "data-contract": contract_text(contract),
        "data-parts": " ".join(parts),
        "data-tricks": " ".join(str(t.number) for t in shown) if "tricks" in parts else "",
        "data-score": score_text(result.score),
        "data-outcome-kind": outcome_name(result),
    }
    return Figure(figure_start("deal", values), "".join(sections))


PARTS = ("deal", "auction", "hands", "declarations", "tricks", "score")


def _section(title: str, content: str) -> Markup:
    return el("section", el("p", title, class_="belote-part-title"), Markup(content), class_="belote-deal-part")


def _breakdown(result: DealScore, lang: Lang = "en") -> Markup:
    """The engine's score breakdown, a line an item."""
    return el("ol", [el("li", text) for text in result.breakdown(lang)], class_="belote-breakdown")


def _auction_part(walk: Walkthrough, lang: Lang) -> str:
    deal = walk.deal
    direction = walk.rules.play_direction
    order = [next_seat(walk.dealer, direction)]
    for _ in range(3):
        order.append(next_seat(order[-1], direction))
    parts = [calls_table(walk.calls, order, lang)]
    if deal.thrown_in:
        parts.append(paragraph("outcome", THROWN_IN(lang)))
    elif walk.contract is not None and walk.leader is not None:
        parts.append(paragraph("outcome", CONTRACT(lang, contract=walk.contract.describe(lang))))
        parts.append(paragraph("outcome", LEADS_FIRST(lang, seat=seat_name(walk.leader, lang))))
    return "".join(parts)


def _by_seat(announced: Iterable[tuple[Seat, Declaration]]) -> dict[Seat, list[Declaration]]:
    grouped: dict[Seat, list[Declaration]] = {}
    for seat, declaration in announced:
        grouped.setdefault(seat, []).append(declaration)
    return grouped


def _trick_item(step: TrickStep, walk: Walkthrough, lang: Lang) -> Markup:
    assert walk.contract is not None
    table = point_table(walk.contract.trump, walk.rules.all_trump_values)
    addition = " + ".join(str(table[card.index]) for _, card in step.plays)
    winner = seat_name(step.winner, lang)
    if step.bonus:
        won = TRICK_WON_LAST(lang, seat=winner, points=f"{addition} = {step.card_points}", count=step.card_points, bonus=step.bonus,
                             total=step.points)
    else:
        won = TRICK_WON(lang, seat=winner, points=f"{addition} = {step.card_points}", count=step.card_points)
    notes = [
        paragraph("announce", ANNOUNCES(lang, seat=seat_name(seat, lang),
                                        declarations=", ".join(f"{d.describe(lang)} ({d.points})" for d in ds)))
        for seat, ds in _by_seat(step.announced).items()
    ]
    notes += [paragraph("announce", SAYS(lang, seat=seat_name(seat, lang), word=word(lang), card=card.name(lang)))
              for seat, card, word in step.belote]
    ns, ew = team_points(step.running, lang)
    return el(
        "li",
        el("p", TRICK_N(lang, number=step.number), class_="belote-part-title"),
        el("div", trick_svg(step.plays, lang), class_="belote-table"),
        notes, paragraph("winner", won), paragraph("running", RUNNING(lang, ns=ns, ew=ew)),
        class_="belote-deal-trick", data_number=step.number, data_trick=step.text, data_winner=step.winner,
        data_points=step.points, data_running=score_text(step.running),
    )


def first_trick_figure(deal: Deal, lang: Lang = "en", name: str = "") -> Figure:
    """The steps of trick one of a finished deal in order, announcements included, up to the first
    card of trick two (``declaration_timing``)."""
    events: list[tuple[Seat, Action]] = []
    calls = len(deal.auction.calls) if deal.auction is not None else 0
    played = 0
    for seat, action in deal.history[calls:]:
        if played == 4 and isinstance(action, PlayCard):
            break  # trick two starts: announcements made between the tricks are kept
        events.append((seat, action))
        played += isinstance(action, PlayCard)
    items = [el("li", EVENT(lang, seat=seat_name(seat, lang), action=_event_name(action, lang)),
                data_seat=seat, data_action=action) for seat, action in events]
    text = " ".join(f"{seat}:{action}" for seat, action in events)
    values = {"data-deal": name, "data-rules": deal.rules.name, "data-events": text, "data-outcome": text}
    body = Markup(el("p", RULES(lang, rules=preset_name(deal.rules, lang)), class_="belote-context")
                  + el("p", FIRST_TRICK_HEAD(lang), class_="belote-part-title") + el("ol", items, class_="belote-events"))
    return Figure(figure_start("first-trick", values), body)


def _event_name(action: Action, lang: Lang) -> str:
    if isinstance(action, PlayCard):
        return action.card.name(lang)
    return action.name(lang)
