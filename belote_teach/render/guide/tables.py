"""The card orders, rank letters and card values tables."""

from __future__ import annotations

from collections.abc import Sequence

from ...cards import DECK, Rank, Suit
from ...errors import InvalidInput
from ...i18n import Lang, Msg, capitalized
from ...trump import Trump
from ...values import LAST_TRICK_BONUS, PLAIN_STRENGTH, TRUMP_STRENGTH, point_table
from ..element import Markup, el, html
from ..html import LANGUAGE_NAMES, Figure
from ..scroll import scroll_box
from .base import _C, data_table, figure_start

ORDER_NAMES = {
    "trump": Msg(_C, "trump order", "J 9 A 10 K Q 8 7"),
    "plain": Msg(_C, "plain order", "A 10 K Q J 9 8 7"),
    "sequence": Msg(_C, "sequence order (declarations)", "A K Q J 10 9 8 7"),
}
ORDER_USE = {
    "trump": Msg(_C, "trumps in a suit contract; every suit in all trumps"),
    "plain": Msg(_C, "the other suits; every suit in no trumps"),
    "sequence": Msg(_C, "runs of declarations, in every suit"),
}
HIGH_TO_LOW = Msg(_C, "high → low")
USED_FOR = Msg(_C, "used for")
ORDER_HEAD = Msg(_C, "order")
CARD_HEAD = Msg(_C, "card")
PER_SUIT = Msg(_C, "per suit")
MODE_NAMES = {
    "trump": Msg(_C, "trump suit"),
    "plain": Msg(_C, "other suits"),
    "no-trump": Msg(_C, "no trumps, every suit"),
    "all-trump": Msg(_C, "all trumps, every suit ({system})"),
}
SYSTEM_NAMES = {"ffb2015": "FFB 2015", "pagat": "Pagat", "ffb2016": "FFB 2016"}
TOTAL_SUIT = Msg(_C, "Suit contract: {formula}")
TOTAL_NT = Msg(_C, "No trumps: {formula}")
TOTAL_AT = Msg(_C, "All trumps ({system}): {formula}")
TOTAL_AT_SCALED = Msg(_C, "All trumps ({system}): {formula}, scaled to {total}")


ORDERS = {
    "trump": tuple(sorted(Rank, key=lambda r: -TRUMP_STRENGTH[r.index])),
    "plain": tuple(sorted(Rank, key=lambda r: -PLAIN_STRENGTH[r.index])),
    "sequence": tuple(reversed(Rank)),
}


def card_order_table(orders: Sequence[str], lang: Lang = "en") -> Figure:
    """The orders of the ranks (rules reference: the cards), high to low, each with what it is used for."""
    unknown = [o for o in orders if o not in ORDERS]
    if unknown or not orders:
        raise InvalidInput(f"unknown card order {unknown[0] if unknown else ''!r}: expected trump, plain or sequence")
    rows = []
    for name in orders:
        ranks = ORDERS[name]
        cells = [el("td", el("strong", r.letter(lang)), " ", el("span", f"({r.name_in(lang)})", class_="belote-rank-name"),
                    data_rank=r.value) for r in ranks]
        rows.append(el("tr", el("th", ORDER_NAMES[name](lang), scope="row"), cells, el("td", ORDER_USE[name](lang)),
                       data_order=name, data_ranks=" ".join(r.value for r in ranks)))
    head = el(
        "tr",
        el("th", capitalized(ORDER_HEAD(lang)), scope="col"),
        el("th", capitalized(HIGH_TO_LOW(lang)), scope="col", colspan="8"),
        el("th", capitalized(USED_FOR(lang)), scope="col"),
    )
    body = scroll_box(data_table(head, rows), lang)
    return Figure(figure_start("card-order", {"data-orders": " ".join(orders)}), body)


def rank_letters_table(lang: Lang = "en") -> Figure:
    """The corner letters of the court cards and the ace in English, French, Dutch and German (rules reference: the cards)."""
    codes = ("en", "fr", "nl", "de")
    head = el("tr", [el("th", LANGUAGE_NAMES[code], scope="col", lang=code) for code in codes])
    rows = [
        el("tr", [el("td", el("strong", rank.letter(code)), " ", rank.name_in(code), lang=code,
                     data_letter=rank.letter(code)) for code in codes], data_rank=rank.value)
        for rank in (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
    ]
    return Figure(figure_start("rank-letters", {"data-languages": " ".join(codes)}), data_table(head, rows))



VALUE_RANKS = ORDERS["trump"]


def _mode(column: str) -> tuple[str, Trump, str]:
    """``trump``, ``plain``, ``no-trump`` or ``all-trump:SYSTEM`` to (kind, trump mode, value system)."""
    kind, _, system = column.partition(":")
    if kind in ("trump", "plain"):
        return kind, Trump.HEARTS, "ffb2015"
    if kind == "no-trump":
        return kind, Trump.NO_TRUMP, "ffb2015"
    if kind == "all-trump":
        system = system or "ffb2015"
        if system not in SYSTEM_NAMES:
            raise InvalidInput(f"unknown all-trump values {system!r}: expected one of {', '.join(SYSTEM_NAMES)}")
        return kind, Trump.ALL_TRUMP, system
    raise InvalidInput(f"unknown mode {column!r}: expected trump, plain, no-trump or all-trump:SYSTEM")


def _values(kind: str, mode: Trump, system: str) -> list[int]:
    table = point_table(mode, system)
    suit = Suit.HEARTS if kind == "trump" else Suit.SPADES
    return [table[DECK[suit.index * 8 + rank.index].index] for rank in VALUE_RANKS]


def card_values_table(modes: Sequence[str], lang: Lang = "en") -> Figure:
    """Card points in each mode and value system (rules reference: card values), and why each deal holds its total."""
    rows, totals = [], []
    for column in modes:
        kind, mode, system = _mode(column)
        values = _values(kind, mode, system)
        label = MODE_NAMES[kind](lang, system=SYSTEM_NAMES[system])
        cells = [el("td", points, data_rank=rank.value, data_points=points)
                 for rank, points in zip(VALUE_RANKS, values, strict=True)]
        rows.append(el(
            "tr", el("th", capitalized(label), scope="row"), cells,
            el("td", el("strong", sum(values)), data_suit_total=sum(values)),
            data_mode=mode.value if kind != "plain" else "plain", data_values=system,
        ))
        totals += _total_line(kind, mode, system, lang)
    head = el("tr", el("th", capitalized(CARD_HEAD(lang)), scope="col"),
              [el("th", r.letter(lang), scope="col") for r in VALUE_RANKS], el("th", PER_SUIT(lang), scope="col"))
    body = html([scroll_box(data_table(head, rows), lang), el("ul", totals, class_="belote-totals") if totals else ""])
    return Figure(figure_start("card-values", {"data-modes": " ".join(modes)}), body)


def _total_line(kind: str, mode: Trump, system: str, lang: Lang) -> list[Markup]:
    if kind == "plain":
        return []
    if kind == "trump":
        trump, plain = sum(_values("trump", mode, system)), sum(_values("plain", mode, system))
        others = len(Suit) - 1
        total = trump + others * plain + LAST_TRICK_BONUS
        text = TOTAL_SUIT(lang, formula=f"{trump} + {others} × {plain} + {LAST_TRICK_BONUS} = {total}")
    else:
        each = sum(_values(kind, mode, system))
        total = len(Suit) * each + LAST_TRICK_BONUS
        formula = f"{len(Suit)} × {each} + {LAST_TRICK_BONUS} = {total}"
        if kind == "no-trump":
            text = TOTAL_NT(lang, formula=formula)
        elif total != 162:
            text = TOTAL_AT_SCALED(lang, system=SYSTEM_NAMES[system], formula=formula, total=162)
        else:
            text = TOTAL_AT(lang, system=SYSTEM_NAMES[system], formula=formula)
    return [el("li", text, data_mode=mode.value if kind != "trump" else "suit", data_values=system, data_total=total)]
