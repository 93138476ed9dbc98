"""Shared by the guide's blocks: labels, the figure's start, hands as a fan of cards and round the table."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from ...cards import Card, Suit
from ...i18n import Lang, Msg
from ...scoring import TEAM_NAME
from ...seats import SEATS, TEAMS, Seat, seat_name
from ...trump import Trump
from ...values import PLAIN_STRENGTH, TRUMP_STRENGTH
from ..element import Markup, el, html, start_tag
from ..svg import CARD_HEIGHT, CARD_WIDTH, HAND_LABEL, card_body, svg_picture

_C = "guide"

DEALER = Msg(_C, "Dealer: {seat}")
TURNED = Msg(_C, "Turned card: {card}")
TAG_DEALER = Msg(_C, "dealer", "tag beside a seat's name")
TAG_TAKER = Msg(_C, "taker", "tag beside a seat's name: the player who took the contract")
LEADS_FIRST = Msg(_C, "{seat} leads to the first trick.")
OUTCOME = {
    "made": Msg(_C, "made", "outcome of a deal: the takers made their contract"),
    "dedans": Msg(_C, "dedans", "outcome of a deal: the contract failed"),
    "litige": Msg(_C, "litige", "outcome of a deal: equal totals"),
    "thrown-in": Msg(_C, "thrown in", "outcome of a deal: everybody passed"),
}
CAPOT_TAG = Msg(_C, "capot", "outcome of a deal: one team won every trick")


def figure_start(kind: str, values: Mapping[str, str]) -> Markup:
    return start_tag("figure", {"class": f"belote-{kind}", **values})


def paragraph(css: str, text: str) -> Markup:
    return el("p", text, class_=f"belote-{css}")


def data_table(head: Markup, rows: Sequence[Markup], css: str = "") -> Markup:
    """A data table: one header row, then the rows."""
    return el("table", el("thead", head), el("tbody", rows), class_=f"belote-table-data{css and ' ' + css}")


def team_points(score: Mapping[str, int], lang: Lang) -> tuple[str, str]:
    ns, ew = (f"{TEAM_NAME[side](lang)} {score[side]}" for side in TEAMS)
    return ns, ew


def display_order(cards: Iterable[Card], trump: Trump | None = None) -> list[Card]:
    """Cards as a player holds them: suits apart (colours alternating), each from high to low."""
    suits = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)

    def key(card: Card) -> tuple[int, int, int]:
        trump_like = trump is Trump.ALL_TRUMP or (trump is not None and trump.suit is card.suit)
        order = TRUMP_STRENGTH if trump_like else PLAIN_STRENGTH
        first = 0 if trump is not None and trump.suit is card.suit else 1
        return (first, suits.index(card.suit), -order[card.rank.index])

    return sorted(cards, key=key)


FAN_STEP = 26  # each card shows its corner index: rank letter and suit


def fan_svg(cards: Sequence[Card], lang: Lang = "en") -> Markup:
    """A hand as a player holds it: cards overlapping, each corner index visible, named in the label."""
    body = [card_body(card, lang, x=i * FAN_STEP) for i, card in enumerate(cards)]
    width = CARD_WIDTH + FAN_STEP * max(len(cards) - 1, 0) if cards else 0
    return svg_picture(width, CARD_HEIGHT, HAND_LABEL(lang, cards=", ".join(card.name(lang) for card in cards)), body)


def compass(hands: Mapping[Seat, Sequence[Card]], lang: Lang, tags: Mapping[Seat, list[Msg]], trump: Trump | None) -> Markup:
    """The hands around the table: North at the top, South at the bottom (empty seats left out)."""
    cells = []
    for seat in (s for s in SEATS if s in hands):
        cards = display_order(hands.get(seat, ()), trump)
        cells.append(el(
            "div",
            el("p", seat_name(seat, lang), tag_marks(tags.get(seat, []), lang), class_="belote-seat-name"),
            el("div", fan_svg(cards, lang), class_="belote-hand-picture"),
            class_=f"belote-seat belote-seat-{seat}", data_seat=seat, data_hand=" ".join(str(c) for c in cards),
        ))
    return el("div", cells, class_="belote-compass")


def tag_marks(tags: Iterable[Msg], lang: Lang) -> Markup:
    """The tags beside a seat's name (dealer, taker), each after a space."""
    return html([" ", el("span", tag(lang), class_="belote-tag")] for tag in tags)
