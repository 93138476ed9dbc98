"""Score sheets and whole deals walked through, trick by trick (and trick one step by step)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from html import escape

from ...actions import Action, PlayCard
from ...bidding import CONTRACT, THROWN_IN
from ...deal import Deal
from ...declarations import Declaration
from ...errors import InvalidInput
from ...i18n import Lang, Msg
from ...notation import contract_text, read_contract, read_score, score_text
from ...record import TrickStep, Walkthrough
from ...rules import Rules
from ...scoring import TEAM_NAME, DealScore, outcome_name, score_deal
from ...seats import SIDES, Seat, next_seat, seat_name
from ...values import point_table
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
TRICK_WON = Msg(_C, "{seat} wins it: {points} points.")
TRICK_WON_LAST = Msg(_C, "{seat} wins it: {points} card points + {bonus} for the last trick = {total}.")
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
    lines = "".join(f"<li>{escape(text)}</li>" for text in result.breakdown(lang))
    heads = "".join(f'<th scope="col">{escape(TEAM_NAME[side](lang))}</th>' for side in SIDES)
    rows = ""
    if result.unrounded != result.score:
        cells = "".join(f"<td>{result.unrounded[side]}</td>" for side in SIDES)
        rows += f'<tr><th scope="row">{escape(BEFORE_ROUNDING(lang))}</th>{cells}</tr>'
    cells = "".join(f'<td data-team="{side}"><strong>{result.score[side]}</strong></td>' for side in SIDES)
    rows += f'<tr class="belote-score-total"><th scope="row">{escape(SCORE_ROW(lang))}</th>{cells}</tr>'
    body = (
        f'<p class="belote-context">{" · ".join(escape(t) for t in context)} · '
        f'{"".join(f"<span class=belote-badge>{escape(t)}</span>" for t in tags)}</p>'
        f'<ol class="belote-breakdown">{lines}</ol>'
        f'<table class="belote-table-data belote-score-table"><thead><tr><th scope="col">'
        f"{escape(TEAM_HEAD(lang))}</th>{heads}</tr></thead><tbody>{rows}</tbody></table>"
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
    sections = [f'<p class="belote-context">{escape(RULES(lang, rules=preset_name(walk.rules, lang)))} · '
                f"{escape(DEALER(lang, seat=seat_name(walk.dealer, lang)))}</p>"]
    coinche = walk.retourne is None
    if "deal" in parts:
        count = len(walk.first_hands["N"])
        sections.append(_section(DEAL_HEAD(lang, count=count), compass(walk.first_hands, lang, {walk.dealer: [TAG_DEALER]}, None)
                                 + (f'<p class="belote-turned">{escape(TURNED(lang, card=""))}'
                                    f"{card_html(walk.retourne, lang)}</p>" if walk.retourne else "")))
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
        items = "".join(_trick_item(step, walk, lang) for step in shown)
        sections.append(_section(TRICKS_HEAD(lang), f'<ol class="belote-deal-tricks">{items}</ol>'))
    if "score" in parts:
        lines = "".join(f"<li>{escape(text)}</li>" for text in walk.result.breakdown(lang))
        sections.append(_section(SCORE_HEAD(lang), f'<ol class="belote-breakdown">{lines}</ol>'))
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


def _section(title: str, content: str) -> str:
    return f'<section class="belote-deal-part"><p class="belote-part-title">{escape(title)}</p>{content}</section>'


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


def _trick_item(step: TrickStep, walk: Walkthrough, lang: Lang) -> str:
    assert walk.contract is not None
    table = point_table(walk.contract.trump, walk.rules.all_trump_values)
    addition = " + ".join(str(table[card.index]) for _, card in step.plays)
    winner = seat_name(step.winner, lang)
    if step.bonus:
        won = TRICK_WON_LAST(lang, seat=winner, points=f"{addition} = {step.card_points}", bonus=step.bonus,
                             total=step.points)
    else:
        won = TRICK_WON(lang, seat=winner, points=f"{addition} = {step.card_points}")
    notes = "".join(
        paragraph("announce", ANNOUNCES(lang, seat=seat_name(seat, lang),
                                        declarations=", ".join(f"{d.describe(lang)} ({d.points})" for d in ds)))
        for seat, ds in _by_seat(step.announced).items()
    )
    notes += "".join(paragraph("announce", SAYS(lang, seat=seat_name(seat, lang), word=word(lang), card=card.name(lang)))
                     for seat, card, word in step.belote)
    ns, ew = team_points(step.running, lang)
    return (
        f'<li class="belote-deal-trick" data-number="{step.number}" data-trick="{step.text}" '
        f'data-winner="{step.winner}" data-points="{step.points}" data-running="{score_text(step.running)}">'
        f'<p class="belote-part-title">{escape(TRICK_N(lang, number=step.number))}</p>'
        f'<div class="belote-table">{trick_svg(step.plays, lang)}</div>{notes}'
        f'{paragraph("winner", won)}{paragraph("running", RUNNING(lang, ns=ns, ew=ew))}</li>'
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
    items = "".join(
        f'<li data-seat="{seat}" data-action="{escape(str(action))}">'
        f"{escape(EVENT(lang, seat=seat_name(seat, lang), action=_event_name(action, lang)))}</li>"
        for seat, action in events
    )
    text = " ".join(f"{seat}:{action}" for seat, action in events)
    values = {"data-deal": name, "data-rules": deal.rules.name, "data-events": text, "data-outcome": text}
    body = (f'<p class="belote-context">{escape(RULES(lang, rules=preset_name(deal.rules, lang)))}</p>'
            f'<p class="belote-part-title">{escape(FIRST_TRICK_HEAD(lang))}</p><ol class="belote-events">{items}</ol>')
    return Figure(figure_start("first-trick", values), body)


def _event_name(action: Action, lang: Lang) -> str:
    if isinstance(action, PlayCard):
        return action.card.name(lang)
    return action.name(lang)
