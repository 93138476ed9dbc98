"""The guide's blocks for two and three players (rules reference: two and three players): a whole deal walked through and
the individual score sheet, every figure per player, as HTML. The engine reads the notation and
replays the record (``belote_teach.notation``, ``belote_teach.record``).

>>> figure = small_score_figure(SmallScoreInput("S H", "E 75 S 58 W 7", "E 5 S 3 W 1").score(Rules.coerce("nl23")),
...                             Rules.coerce("nl23"))
>>> 'data-outcome="failed E 130 S 0 W 10 reserve 0"' in figure.start
True
>>> players_text({"E": 40, "S": 70, "W": 30}), read_players("N 0 S 310")
('E 40 S 70 W 30', {'N': 0, 'S': 310})
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ...bidding import CONTRACT
from ...declarations import Declaration
from ...errors import InvalidInput
from ...i18n import Lang, Msg
from ...notation import contract_text, read_contract
from ...notation import players_text as players_text
from ...notation import read_players as read_players
from ...plausible import score_problem
from ...record import TrickStep, Walkthrough
from ...rules import Rules
from ...scoring import DealScore
from ...seats import Seat, next_player, order_from, parse_seat, seat_name
from ...small.record import outcome_kind as outcome_kind
from ...small.record import read_small_score
from ...values import point_table
from ..element import Markup, el, html
from ..html import RULES, Figure, card_html, preset_name
from ..svg import trick_svg
from .auction import calls_table
from .base import _C, DEALER, LEADS_FIRST, OUTCOME, TAG_DEALER, TURNED, compass, figure_start, paragraph
from .deals import (
    AUCTION_HEAD,
    BEFORE_ROUNDING,
    DEAL_HEAD,
    HANDS_HEAD,
    NOTHING_ANNOUNCED,
    PARTS,
    SAYS,
    SCORE_HEAD,
    SCORE_ROW,
    TRICK_N,
    TRICK_WON,
    TRICK_WON_LAST,
    TRICKS_HEAD,
)

PLAYER_HEAD = Msg(_C, "Player", "head of a score table's first column: two or three players, each for himself")
SMALL_OUTCOME = {
    "made": OUTCOME["made"],
    "failed": Msg(_C, "the taker's points to {seat}", "outcome of a deal of two or three players"),
    "reserve": Msg(_C, "reserve", "outcome of a deal of two or three players: the taker's points wait"),
    "thrown-in": OUTCOME["thrown-in"],
}
EXCHANGED = Msg(_C, "{seat} exchanges the seven of trumps for the turned card.")
ON_TABLE = Msg(_C, "Face up on the table, out of play: {cards}.")
_S = "small guide"  # the small table's own words (Dutch: roem, troefmaker), apart from the four-player walk-through's
BEST_ROEM = Msg(_S, "Best declaration: {seat}. Only his count; he shows them after trick one.")
NO_ROEM = Msg(_S, "No declaration counts.")
SMALL_DECLARATIONS_HEAD = Msg(_S, "Declarations", "heading of a small-table walk-through's declarations")
SMALL_ANNOUNCES = Msg(_S, "{seat} announces: {declarations}")
SMALL_TAG_TAKER = Msg(_S, "taker", "tag beside a seat's name at the small table: the player who took the contract")
RUNNING_PLAYERS = Msg(_C, "Card points so far: {points}.")


@dataclass(frozen=True, slots=True)
class SmallScoreInput:
    """The inputs of ``score_small`` as the ``score-sheet`` directive writes them for two or three players."""

    contract: str
    points: str
    tricks: str
    declarations: str = ""
    belote: str = ""
    reserve: int = 0

    def score(self, rules: Rules) -> DealScore:
        return read_small_score(self.contract, self.points, self.tricks, self.declarations, self.belote,
                                self.reserve, rules=rules)

    def problem(self, rules: Rules) -> str | None:
        """Why no deal under ``rules`` has these inputs (``plausible``), or ``None``."""
        return score_problem(rules, read_contract(self.contract), read_players(self.points),
                             declarations=read_players(self.declarations), belote=read_players(self.belote),
                             tricks=read_players(self.tricks))

    def attributes(self) -> dict[str, str]:
        return {"data-input-contract": self.contract, "data-input-points": self.points,
                "data-input-tricks": self.tricks, "data-input-declarations": self.declarations,
                "data-input-belote": self.belote, "data-input-reserve": str(self.reserve)}


def _score_table(result: DealScore, lang: Lang) -> Markup:
    heads = [el("th", seat_name(seat, lang), scope="col") for seat in result.seats]
    rows = []
    if result.unrounded != result.score:
        rows.append(el("tr", el("th", BEFORE_ROUNDING(lang), scope="row"),
                       [el("td", result.unrounded[seat]) for seat in result.seats]))
    rows.append(el("tr", el("th", SCORE_ROW(lang), scope="row"),
                   [el("td", el("strong", result.score[seat]), data_player=seat) for seat in result.seats],
                   class_="belote-score-total"))
    return el("table", el("thead", el("tr", el("th", PLAYER_HEAD(lang), scope="col"), heads)), el("tbody", rows),
              class_="belote-table-data belote-score-table")


def _breakdown(result: DealScore, lang: Lang) -> Markup:
    return el("ol", [el("li", text) for text in result.breakdown(lang)], class_="belote-breakdown")


def small_score_figure(result: DealScore, rules: Rules, lang: Lang = "en",
                       source: Mapping[str, str] | None = None) -> Figure:
    """One deal's individual score sheet: the engine's breakdown, then each player's score."""
    kind = outcome_kind(result)
    tag = SMALL_OUTCOME[kind](lang, seat=seat_name(result.receiver, lang) if result.receiver else "")
    body = Markup(el("p", RULES(lang, rules=preset_name(rules, lang)), " · ", el("span", tag, class_="belote-badge"),
                     class_="belote-context") + _breakdown(result, lang) + _score_table(result, lang))
    values = {
        **(source or {}),
        "data-rules": rules.name,
        "data-contract": contract_text(result.contract),
        "data-outcome-kind": kind,
        "data-made": str(result.made).lower(),
        "data-tie": str(result.tie).lower(),
        "data-receiver": result.receiver or "",
        "data-reserve": str(result.reserve),
        "data-unrounded": players_text(result.unrounded),
        "data-score": players_text(result.score),
    }
    values["data-outcome"] = f"{kind} {values['data-score']} reserve {result.reserve}"
    return Figure(figure_start("small-score", values), body)


def _section(title: str, *content: Markup | list[Markup]) -> Markup:
    return el("section", el("p", title, class_="belote-part-title"), content, class_="belote-deal-part")


def _named(points: Mapping[str, int], lang: Lang) -> str:
    return ", ".join(f"{seat_name(parse_seat(seat), lang)} {value}" for seat, value in points.items())


def _by_seat(announced: Sequence[tuple[Seat, Declaration]]) -> dict[Seat, list[Declaration]]:
    grouped: dict[Seat, list[Declaration]] = {}
    for seat, declaration in announced:
        grouped.setdefault(seat, []).append(declaration)
    return grouped


def small_walkthrough_figure(walk: Walkthrough, *, lang: Lang = "en",
                             parts: Sequence[str] = ("deal", "auction", "hands", "declarations", "tricks", "score"),
                             tricks: Sequence[int] | None = None, name: str = "") -> Figure:
    """A whole deal of two or three players as the table lived it (``parts`` as the four-player walk-through)."""
    unknown = [p for p in parts if p not in PARTS]
    if unknown:
        raise InvalidInput(f"unknown part {unknown[0]!r} of a deal: expected some of {', '.join(PARTS)}")
    deal, result = walk.deal, walk.deal.result()
    contract, rules = deal.contract, deal.rules
    sections = [el("p", RULES(lang, rules=preset_name(rules, lang)), " · ", DEALER(lang, seat=seat_name(deal.dealer, lang)),
                   class_="belote-context")]
    dealer_tag = {deal.dealer: [TAG_DEALER]}
    if "deal" in parts:
        assert walk.retourne is not None  # the Dutch deal and the 24-card one both turn a card up
        count = len(walk.first_hands[deal.dealer])
        sections.append(_section(DEAL_HEAD(lang, count=count), compass(walk.first_hands, lang, dealer_tag, None),
                                 el("p", TURNED(lang, card=""), card_html(walk.retourne, lang), class_="belote-turned")))
    if "auction" in parts:
        order = order_from(next_player(deal.dealer, deal.seats, rules.play_direction), deal.seats, rules.play_direction)
        text = [calls_table(deal.auction.calls if deal.auction else [], order, lang)]
        if contract is not None:
            text.append(paragraph("outcome", CONTRACT(lang, contract=contract.describe(lang))))
            if walk.exchanged_by:
                text.append(paragraph("outcome", EXCHANGED(lang, seat=seat_name(walk.exchanged_by, lang))))
            text.append(paragraph("outcome", LEADS_FIRST(lang, seat=seat_name(deal.tricks[0].plays[0][0], lang))))
        sections.append(_section(AUCTION_HEAD(lang), text))
    if "hands" in parts and walk.hands and contract is not None:
        tags: dict[Seat, list[Msg]] = {deal.dealer: [TAG_DEALER]}
        tags.setdefault(contract.taker, []).append(SMALL_TAG_TAKER)
        table = ", ".join(card.name(lang) for card in walk.table)
        sections.append(_section(HANDS_HEAD(lang), compass(walk.hands, lang, tags, contract.trump),
                                 paragraph("turned", ON_TABLE(lang, cards=table))))
    if "declarations" in parts and contract is not None:
        grouped = _by_seat(deal.announced)
        said = [paragraph("announce", SMALL_ANNOUNCES(lang, seat=seat_name(seat, lang), declarations=", ".join(
            f"{d.describe(lang)} ({d.points})" for d in ds))) for seat, ds in grouped.items()]
        if grouped:
            best = deal.declarations().winner
            said.append(paragraph("outcome", BEST_ROEM(lang, seat=seat_name(parse_seat(best), lang)) if best else NO_ROEM(lang)))
        sections.append(_section(SMALL_DECLARATIONS_HEAD(lang), said or paragraph("announce", NOTHING_ANNOUNCED(lang))))
    shown = [t for t in walk.tricks if tricks is None or t.number in tricks]
    if "tricks" in parts and shown:
        items = [_trick_item(step, walk, lang) for step in shown]
        sections.append(_section(TRICKS_HEAD(lang), el("ol", items, class_="belote-deal-tricks")))
    if "score" in parts:
        sections.append(_section(SCORE_HEAD(lang), _breakdown(result, lang), _score_table(result, lang)))
    values = {
        "data-deal": name,
        "data-rules": rules.name,
        "data-dealer": deal.dealer,
        "data-contract": contract_text(contract),
        "data-parts": " ".join(parts),
        "data-tricks": " ".join(str(t.number) for t in shown) if "tricks" in parts else "",
        "data-score": players_text(result.score),
        "data-outcome-kind": outcome_kind(result),
    }
    return Figure(figure_start("small-deal", values), html(sections))


def _trick_item(step: TrickStep, walk: Walkthrough, lang: Lang) -> Markup:
    contract = walk.deal.contract
    assert contract is not None
    table = point_table(contract.trump)
    addition = " + ".join(str(table[card.index]) for _, card in step.plays)
    winner = seat_name(step.winner, lang)
    if step.bonus:
        won = TRICK_WON_LAST(lang, seat=winner, points=f"{addition} = {step.card_points}", count=step.card_points, bonus=step.bonus,
                             total=step.points)
    else:
        won = TRICK_WON(lang, seat=winner, points=f"{addition} = {step.card_points}", count=step.card_points)
    notes = [paragraph("announce", SAYS(lang, seat=seat_name(seat, lang), word=word(lang), card=card.name(lang)))
             for seat, card, word in step.belote]
    return el(
        "li",
        el("p", TRICK_N(lang, number=step.number), class_="belote-part-title"),
        el("div", trick_svg(step.plays, lang), class_="belote-table"),
        notes, paragraph("winner", won), paragraph("running", RUNNING_PLAYERS(lang, points=_named(step.running, lang))),
        class_="belote-deal-trick", data_number=step.number, data_trick=step.text, data_winner=step.winner,
        data_points=step.points, data_running=players_text(step.running),
    )
