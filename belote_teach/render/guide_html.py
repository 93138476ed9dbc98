"""HTML of the rules guide's engine-computed blocks: card tables, auctions, declarations, whole
deals walked through, score sheets and match sheets.

Pure functions of the engine, like ``render.html``: every figure carries machine-readable
``data-*`` attributes (so tests recompute it with the engine), pictures of cards carry their
names as text alternatives, and every label is an engine ``Msg``.

>>> table = card_order_table(("trump", "plain"), "de")
>>> 'data-order="trump" data-ranks="J 9 A 10 K Q 8 7"' in table.start + table.body
True
>>> auction = auction_figure(seeded_deal("classic", 3, "N"), ["take"], lang="fr")
>>> 'data-contract="W S"' in auction.start and "Ouest prend à pique" in auction.body
True
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from html import escape

from ..actions import DECLARE, Action, Bid, Declare, PlayCard, parse_action
from ..bidding import Contract
from ..cards import DECK, Card, Rank, Suit, cards_of, parse_cards
from ..deal import Deal, Game
from ..declarations import (
    BELOTE_DONE,
    BELOTE_POINTS,
    Declaration,
    DeclarationOutcome,
    compare_declarations,
    find_declarations,
    strength,
)
from ..errors import InvalidInput
from ..i18n import Lang, Msg
from ..match import match_winner
from ..rules import Rules
from ..scoring import TEAM_NAME, DealScore, other, score_deal
from ..seats import SEATS, Seat, next_seat, parse_seat, seat_name, team
from ..trump import Trump
from ..values import LAST_TRICK_BONUS, PLAIN_STRENGTH, TRUMP_STRENGTH, point_table
from .html import (
    LANGUAGE_NAMES,
    RULES,
    Figure,
    _attributes,
    capitalized,
    card_html,
    preset_name,
    read_rules,
    trump_label,
)
from .replay import TrickStep, Walkthrough, read_record
from .scroll import scroll_box
from .svg import CARD_HEIGHT, CARD_WIDTH, HAND_LABEL, card_body, trick_svg

_C = "guide"

# ----- labels -----

DEALER = Msg(_C, "Dealer: {seat}")
TURNED = Msg(_C, "Turned card: {card}")
CONTRACT = Msg(_C, "Contract: {contract}")
TAG_DEALER = Msg(_C, "dealer", "tag beside a seat's name")
TAG_TAKER = Msg(_C, "taker", "tag beside a seat's name: the player who took the contract")
DEAL_HEAD = Msg(_C, "The deal: {count} cards each", "heading of a deal walk-through's first hands")
HANDS_HEAD = Msg(_C, "The hands at the start of play")
AUCTION_HEAD = Msg(_C, "The auction")
ROUND = Msg(_C, "Round {number}", "a row of calls in an auction table")
THROWN_IN = Msg(_C, "Everybody passed: the cards are thrown in, and the next dealer deals.")
LEADS_FIRST = Msg(_C, "{seat} leads to the first trick.")
TO_SPEAK = Msg(_C, "{seat} to speak. Allowed calls: {calls}.")
BID_RANGE = Msg(_C, "a bid from {low} up to capot, in {modes}", "allowed calls of the coinche auction")
BID_RANGE_GENERALE = Msg(_C, "a bid from {low} up to generale, in {modes}", "allowed calls of the coinche auction")
ORDER = Msg(_C, "Order of play: {seats}")
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
OUTCOME = {
    "made": Msg(_C, "made", "outcome of a deal: the takers made their contract"),
    "dedans": Msg(_C, "dedans", "outcome of a deal: the contract failed"),
    "litige": Msg(_C, "litige", "outcome of a deal: equal totals"),
    "thrown-in": Msg(_C, "thrown in", "outcome of a deal: everybody passed"),
}
CAPOT_TAG = Msg(_C, "capot", "outcome of a deal: one team won every trick")
SCORE_ROW = Msg(_C, "Score")
BEFORE_ROUNDING = Msg(_C, "Before rounding")
TEAM_HEAD = Msg(_C, "Team")

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

MATCH_DEAL = Msg(_C, "deal", "column of a match sheet: the deal's number")
MATCH_CONTRACT = Msg(_C, "contract", "column of a match sheet")
MATCH_RESULT = Msg(_C, "result")
MATCH_TOTAL = Msg(_C, "total {team}")
MATCH_RESERVE = Msg(_C, "reserve")
MATCH_WON = Msg(_C, "{team} reach {target} and win the match.")
MATCH_HIGHER = Msg(_C, "Both teams reach {target}: the higher total wins. {team} win the match.")
MATCH_TAKERS = Msg(_C, "Both teams reach {target}: the takers of the last deal count first. {team} win the match.")
MATCH_FALL = Msg(_C, "Both teams reach {target}, the defence through the takers' failed contract: {team} win the match.")
MATCH_EQUAL = Msg(_C, "Both teams reach {target} with equal totals: one more deal.")
MATCH_ON = Msg(_C, "Nobody has reached {target}: play on.")
FIRST_TRICK_HEAD = Msg(_C, "Trick one, step by step")
EVENT = Msg(_C, "{seat}: {action}", "one step of a deal, e.g. North: announce declarations")


# ----- helpers -----


def figure_start(kind: str, values: Mapping[str, str]) -> str:
    return "<figure" + _attributes({"class": f"belote-{kind}", **values}) + ">"


def paragraph(css: str, text: str) -> str:
    return f'<p class="belote-{css}">{escape(text)}</p>'


def score_text(score: Mapping[str, int]) -> str:
    """``NS 133 EW 69``: a pair of team figures as the data attributes and ``expect`` write them."""
    return f"NS {score['NS']} EW {score['EW']}"


def read_score(text: str) -> dict[str, int]:
    """``NS 133 EW 69`` (either order; a missing team is 0) back to a mapping.

    >>> read_score("EW 20 NS 0"), read_score("NS 50")
    ({'NS': 0, 'EW': 20}, {'NS': 50, 'EW': 0})
    """
    words = text.replace(",", " ").split()
    if len(words) % 2:
        raise InvalidInput(f"{text!r}: expected team and points pairs, e.g. NS 133 EW 69")
    result = {"NS": 0, "EW": 0}
    for side, points in zip(words[::2], words[1::2], strict=True):
        if side.upper() not in result or not points.lstrip("-").isdigit():
            raise InvalidInput(f"{text!r}: expected team and points pairs, e.g. NS 133 EW 69")
        result[side.upper()] = int(points)
    return result


def team_points(score: Mapping[str, int], lang: Lang) -> tuple[str, str]:
    return (f"{TEAM_NAME['NS'](lang)} {score['NS']}", f"{TEAM_NAME['EW'](lang)} {score['EW']}")


def contract_text(contract: Contract | None) -> str:
    """The canonical text of a contract: ``S H``, ``W 100 all-trump x2``; empty when thrown in.

    >>> contract_text(Contract("W", Trump.ALL_TRUMP, 100, 2)), contract_text(Contract("S", Trump.HEARTS))
    ('W 100 all-trump x2', 'S H')
    """
    if contract is None:
        return ""
    parts: list[str] = [contract.taker]
    if contract.bid is not None:
        parts.append(str(contract.bid))
    parts.append(contract.trump.value)
    if contract.multiplier > 1:
        parts.append(f"x{contract.multiplier}")
    return " ".join(parts)


def read_contract(text: str) -> Contract:
    """The reverse of ``contract_text``.

    >>> read_contract("E 120 S x2")
    Contract(taker='E', trump=<Trump.SPADES: 'S'>, bid=120, multiplier=2)
    """
    words = text.split()
    if not words:
        raise InvalidInput("empty contract: expected the taker and the trump, e.g. N H or N 100 H x2")
    taker = parse_seat(words[0])
    multiplier = 1
    if len(words) > 1 and words[-1].lower().startswith("x") and words[-1][1:].isdigit():
        multiplier = int(words[-1][1:])
        words = words[:-1]
    bid: int | str | None = None
    if len(words) == 3:
        bid = int(words[1]) if words[1].isdigit() else words[1]
        if bid not in ("capot", "generale") and not isinstance(bid, int):
            raise InvalidInput(f"contract {text!r}: the bid must be a number, capot or generale")
    elif len(words) != 2:
        raise InvalidInput(f"contract {text!r}: expected the taker and the trump, e.g. N H or N 100 H x2")
    return Contract(taker, Trump.parse(words[-1]), bid, multiplier)  # type: ignore[arg-type]


def display_order(cards: Iterable[Card], trump: Trump | None = None) -> list[Card]:
    """Cards as a player holds them: suits apart (colours alternating), each from high to low."""
    suits = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)

    def key(card: Card) -> tuple[int, int, int]:
        trump_like = trump is Trump.ALL_TRUMP or (trump is not None and trump.suit is card.suit)
        order = TRUMP_STRENGTH if trump_like else PLAIN_STRENGTH
        first = 0 if trump is not None and trump.suit is card.suit else 1
        return (first, suits.index(card.suit), -order[card.rank.index])

    return sorted(cards, key=key)


def hands_text(hands: Mapping[Seat, Sequence[Card]]) -> str:
    """``N=JH 9H;E=…``: hands as a data attribute writes them."""
    return ";".join(f"{seat}={' '.join(str(c) for c in cards)}" for seat, cards in hands.items())


def read_hands(text: str) -> dict[Seat, list[Card]]:
    """``N: JH 9H | E: AS`` (or ``N=JH 9H;E=AS``) to cards by seat, in the order given.

    >>> {seat: [str(c) for c in cards] for seat, cards in read_hands("N: JH 9H | E: AS").items()}
    {'N': ['JH', '9H'], 'E': ['AS']}
    """
    hands: dict[Seat, list[Card]] = {}
    for part in text.replace(";", "|").split("|"):
        if not part.strip():
            continue
        seat_text, sep, cards_text = part.replace("=", ":").partition(":")
        if not sep:
            raise InvalidInput(f"hand {part.strip()!r}: expected SEAT: cards, e.g. N: JH 9H")
        seat = parse_seat(seat_text)
        if seat in hands:
            raise InvalidInput(f"seat {seat} is given two hands")
        hands[seat] = parse_cards(cards_text)
    seen: set[Card] = set()
    for held in hands.values():
        for card in held:
            if card in seen:
                raise InvalidInput(f"card {card} is dealt twice")
            seen.add(card)
    return hands


FAN_STEP = 26  # each card shows its corner index: rank letter and suit


def fan_svg(cards: Sequence[Card], lang: Lang = "en") -> str:
    """A hand as a player holds it: cards overlapping, each corner index visible, named in the label."""
    body = "".join(card_body(card, lang, x=i * FAN_STEP) for i, card in enumerate(cards))
    width = CARD_WIDTH + FAN_STEP * max(len(cards) - 1, 0) if cards else 0
    label = escape(HAND_LABEL(lang, cards=", ".join(card.name(lang) for card in cards)))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{CARD_HEIGHT}" '
            f'viewBox="0 0 {width} {CARD_HEIGHT}" role="img" aria-label="{label}"><title>{label}</title>{body}</svg>')


def compass(hands: Mapping[Seat, Sequence[Card]], lang: Lang, tags: Mapping[Seat, list[Msg]], trump: Trump | None) -> str:
    """Four hands around the table: North at the top, South at the bottom."""
    cells = []
    for seat in SEATS:
        cards = display_order(hands.get(seat, ()), trump)
        marks = "".join(f' <span class="belote-tag">{escape(tag(lang))}</span>' for tag in tags.get(seat, []))
        cells.append(
            f'<div class="belote-seat belote-seat-{seat}" data-seat="{seat}" '
            f'data-hand="{" ".join(str(c) for c in cards)}">'
            f'<p class="belote-seat-name">{escape(seat_name(seat, lang))}{marks}</p>'
            f'<div class="belote-hand-picture">{fan_svg(cards, lang)}</div></div>'
        )
    return f'<div class="belote-compass">{"".join(cells)}</div>'


# ----- card orders and values -----

ORDERS = {
    "trump": tuple(sorted(Rank, key=lambda r: -TRUMP_STRENGTH[r.index])),
    "plain": tuple(sorted(Rank, key=lambda r: -PLAIN_STRENGTH[r.index])),
    "sequence": tuple(reversed(Rank)),
}


def card_order_table(orders: Sequence[str], lang: Lang = "en") -> Figure:
    """The orders of the ranks (RULES.md §2.3), high to low, each with what it is used for."""
    unknown = [o for o in orders if o not in ORDERS]
    if unknown or not orders:
        raise InvalidInput(f"unknown card order {unknown[0] if unknown else ''!r}: expected trump, plain or sequence")
    rows = []
    for name in orders:
        ranks = ORDERS[name]
        cells = "".join(f'<td data-rank="{r.value}"><strong>{escape(r.letter(lang))}</strong> '
                        f'<span class="belote-rank-name">({escape(r.name_in(lang))})</span></td>' for r in ranks)
        rows.append(
            f'<tr data-order="{name}" data-ranks="{" ".join(r.value for r in ranks)}">'
            f'<th scope="row">{escape(ORDER_NAMES[name](lang))}</th>{cells}'
            f"<td>{escape(ORDER_USE[name](lang))}</td></tr>"
        )
    head = (
        f'<tr><th scope="col">{escape(capitalized(ORDER_HEAD(lang)))}</th>'
        f'<th scope="col" colspan="8">{escape(capitalized(HIGH_TO_LOW(lang)))}</th>'
        f'<th scope="col">{escape(capitalized(USED_FOR(lang)))}</th></tr>'
    )
    body = scroll_box(f'<table class="belote-table-data"><thead>{head}</thead><tbody>{"".join(rows)}</tbody></table>', lang)
    return Figure(figure_start("card-order", {"data-orders": " ".join(orders)}), body)


def rank_letters_table(lang: Lang = "en") -> Figure:
    """The corner letters of the court cards and the ace in English, French, Dutch and German (RULES.md §2.2)."""
    codes = ("en", "fr", "nl", "de")
    head = "".join(f'<th scope="col" lang="{code}">{escape(LANGUAGE_NAMES[code])}</th>' for code in codes)
    rows = []
    for rank in (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE):
        cells = "".join(f'<td lang="{code}" data-letter="{escape(rank.letter(code))}"><strong>{escape(rank.letter(code))}'
                        f"</strong> {escape(rank.name_in(code))}</td>" for code in codes)
        rows.append(f'<tr data-rank="{rank.value}">{cells}</tr>')
    body = (f'<table class="belote-table-data"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>')
    return Figure(figure_start("rank-letters", {"data-languages": " ".join(codes)}), body)


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
    """Card points in each mode and value system (RULES.md §5), and why each deal holds its total."""
    rows, totals = [], []
    for column in modes:
        kind, mode, system = _mode(column)
        values = _values(kind, mode, system)
        label = MODE_NAMES[kind](lang, system=SYSTEM_NAMES[system])
        cells = "".join(
            f'<td data-rank="{rank.value}" data-points="{points}">{points}</td>' for rank, points in zip(VALUE_RANKS, values, strict=True)
        )
        rows.append(
            f'<tr data-mode="{mode.value if kind != "plain" else "plain"}" data-values="{system}">'
            f'<th scope="row">{escape(capitalized(label))}</th>{cells}<td data-suit-total="{sum(values)}">'
            f"<strong>{sum(values)}</strong></td></tr>"
        )
        totals += _total_line(kind, mode, system, lang)
    head = "".join(f'<th scope="col">{escape(r.letter(lang))}</th>' for r in VALUE_RANKS)
    body = (
        scroll_box(f'<table class="belote-table-data"><thead><tr><th scope="col">'
                   f"{escape(capitalized(CARD_HEAD(lang)))}</th>{head}<th scope=\"col\">{escape(PER_SUIT(lang))}</th></tr>"
                   f'</thead><tbody>{"".join(rows)}</tbody></table>', lang)
        + (f'<ul class="belote-totals">{"".join(totals)}</ul>' if totals else "")
    )
    return Figure(figure_start("card-values", {"data-modes": " ".join(modes)}), body)


def _total_line(kind: str, mode: Trump, system: str, lang: Lang) -> list[str]:
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
    return [f'<li data-mode="{mode.value if kind != "trump" else "suit"}" data-values="{system}" data-total="{total}">'
            f"{escape(text)}</li>"]


# ----- the auction -----


def seeded_deal(rules: str | Rules, seed: int, dealer: str, generale_value: int | None = None) -> Deal:
    """A deal dealt from a seed, as the ``auction`` directive draws it (``generale_value``: what a
    generale is worth, required by the engine when ``generale = on``; RULES.md records no value)."""
    checked = read_rules(rules)
    value = generale_value if checked.generale == "on" else None
    return Deal.new(Game(checked, generale_value=value), rng=random.Random(seed), dealer=parse_seat(dealer))


def read_calls(text: str) -> list[str]:
    """Calls as a page writes them: separated by commas (``80 H, coinche``), or by spaces when
    every call is one word (``pass pass take``).

    >>> read_calls("90 S, pass, 100 H"), read_calls("pass take")
    (['90 S', 'pass', '100 H'], ['pass', 'take'])
    """
    if "," in text:
        return [call.strip() for call in text.split(",") if call.strip()]
    return text.split()


def apply_calls(deal: Deal, calls: Iterable[str | Action]) -> Deal:
    for call in calls:
        deal.apply(call)
    return deal


def auction_figure(
    deal: Deal,
    calls: Sequence[str | Action] = (),
    *,
    lang: Lang = "en",
    show_hands: bool = False,
    source: Mapping[str, str] | None = None,
) -> Figure:
    """The auction of ``deal`` after ``calls``: the turned card, a table of calls by round, and the
    outcome: the contract and who leads, everybody passed, or who speaks next and what they may call."""
    if deal.phase != "bidding" or deal.history:
        raise InvalidInput("the auction block needs a deal before its first call")
    first_hands = {seat: list(cards_of(deal.hands[seat])) for seat in SEATS}
    apply_calls(deal, calls)
    made = tuple(deal.auction.calls) if deal.auction is not None else ()
    body = auction_body(deal, made, first_hands if show_hands else None, lang)
    state = "thrown-in" if deal.thrown_in else "contract" if deal.contract is not None else "open"
    values = {
        **(source or {}),
        "data-rules": deal.rules.name,
        "data-dealer": deal.dealer,
        "data-calls": " ".join(f"{seat}:{action}" for seat, action in made),
        "data-state": state,
        "data-contract": contract_text(deal.contract),
        "data-leader": deal.leader if deal.contract is not None else "",
        "data-to-play": deal.to_play if state == "open" and deal.to_play else "",
        "data-legal": " ".join(str(a) for a in deal.legal_actions()) if state == "open" else "",
    }
    values["data-outcome"] = " ".join(values[k] for k in ("data-state", "data-contract", "data-leader",
                                                           "data-to-play", "data-legal") if values[k])
    return Figure(figure_start("auction", values), body)


def auction_body(deal: Deal, calls: Sequence[tuple[Seat, Action]], hands: Mapping[Seat, Sequence[Card]] | None,
                 lang: Lang) -> str:
    direction = deal.rules.play_direction
    eldest = next_seat(deal.dealer, direction)
    order = [eldest]
    for _ in range(3):
        order.append(next_seat(order[-1], direction))
    context = [RULES(lang, rules=preset_name(deal.rules, lang)), DEALER(lang, seat=seat_name(deal.dealer, lang))]
    parts = [f'<p class="belote-context">{" · ".join(escape(t) for t in context)}</p>',
             paragraph("order", ORDER(lang, seats=" → ".join(seat_name(s, lang) for s in order)))]
    if hands is not None:
        parts.append(compass(hands, lang, {deal.dealer: [TAG_DEALER]}, None))
    if deal.retourne is not None:
        parts.append(f'<p class="belote-turned">{escape(TURNED(lang, card=""))}{card_html(DECK[deal.retourne], lang)}</p>')
    parts.append(calls_table(calls, order, lang))
    if deal.thrown_in:
        parts.append(paragraph("outcome", THROWN_IN(lang)))
    elif deal.contract is not None:
        parts.append(paragraph("outcome", CONTRACT(lang, contract=deal.contract.describe(lang))))
        parts.append(paragraph("outcome", LEADS_FIRST(lang, seat=seat_name(deal.leader, lang))))
    elif deal.to_play is not None:
        names = calls_summary(deal.legal_actions(), lang)
        parts.append(paragraph("outcome", TO_SPEAK(lang, seat=seat_name(deal.to_play, lang), calls=names)))
    return "".join(parts)


def calls_summary(actions: Sequence[Action], lang: Lang) -> str:
    """The allowed calls in words; a long run of bids is summed up as its range and its trump modes."""
    bids = [a for a in actions if isinstance(a, Bid)]
    if len(bids) <= 6:
        return ", ".join(a.name(lang) for a in actions)
    others = [a.name(lang) for a in actions if not isinstance(a, Bid)]
    modes = list(dict.fromkeys(b.trump for b in bids))
    top = BID_RANGE_GENERALE if any(b.value == "generale" for b in bids) else BID_RANGE
    return ", ".join([*others, top(lang, low=bids[0].value, modes=", ".join(m.name_in(lang) for m in modes))])


def calls_table(calls: Sequence[tuple[Seat, Action]], order: Sequence[Seat], lang: Lang) -> str:
    """The calls in rounds: one row a round, one column a seat, from eldest in play order."""
    rows: list[list[str]] = []
    last = len(order)
    for seat, action in calls:
        column = order.index(seat)
        if column <= last:
            rows.append([""] * len(order))
        rows[-1][column] = f'<td data-seat="{seat}" data-call="{escape(str(action))}">{escape(action.name(lang))}</td>'
        last = column
    head = "".join(f'<th scope="col">{escape(seat_name(seat, lang))}</th>' for seat in order)
    body = "".join(
        f'<tr><th scope="row">{escape(ROUND(lang, number=i + 1))}</th>{"".join(cell or "<td></td>" for cell in row)}</tr>'
        for i, row in enumerate(rows)
    )
    return (f'<table class="belote-table-data belote-calls"><thead><tr><td></td>{head}</tr></thead>'
            f"<tbody>{body}</tbody></table>")


# ----- declarations -----


def why_best(first: Declaration, second: Declaration | None, trump: Trump, rules: Rules) -> str | None:
    """Which step of RULES.md §6.5 decides between two teams' best declarations (None: equal)."""
    if second is None:
        return "alone"
    a, b = strength(first, trump, rules), strength(second, trump, rules)
    if a == b:
        return None
    step = next(i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y)
    if step == 0:
        return "points"
    if step == 1:
        return "carre"
    if step == 2:
        return "carre-rank" if first.kind == "carre" else "length"
    return "top" if step == 3 else "trump"


def declarations_figure(
    hands: Mapping[Seat, Sequence[Card]],
    *,
    trump: Trump | str,
    rules: str | Rules = "classic",
    taker: Seat | None = None,
    lang: Lang = "en",
) -> tuple[Figure, DeclarationOutcome]:
    """Each player's declarations, the two teams' best compared, who scores how much (RULES.md §6).
    Announcements follow the order in which the hands are given (the play order of trick one)."""
    checked = read_rules(rules)
    mode = Trump.parse(trump)
    found = {seat: find_declarations(cards, mode, checked) for seat, cards in hands.items()}
    announced = [(seat, d) for seat, ds in found.items() for d in ds]
    outcome = compare_declarations(announced, mode, checked, taker=taker)
    items = []
    for seat, cards in hands.items():
        mine = found[seat]
        text = (FOUND(lang, declarations=", ".join(f"{d.describe(lang)} ({d.points})" for d in mine))
                if mine else FOUND_NONE(lang))
        tags = f' <span class="belote-tag">{escape(TAG_TAKER(lang))}</span>' if seat == taker else ""
        items.append(
            f'<li class="belote-declarer" data-seat="{seat}" data-found="{escape(", ".join(str(d) for d in mine))}">'
            f'<p class="belote-seat-name">{escape(seat_name(seat, lang))} · {escape(TEAM_NAME[team(seat)](lang))}{tags}</p>'
            f'<div class="belote-hand-picture">{fan_svg(display_order(cards, mode), lang)}</div>'
            f'<p class="belote-found">{escape(text)}</p></li>'
        )
    best: dict[str, Declaration] = {}
    for side in ("NS", "EW"):
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
    context = " · ".join(escape(t) for t in (RULES(lang, rules=preset_name(checked, lang)), trump_label(mode, lang)))
    body = (
        f'<p class="belote-context">{context}</p><ul class="belote-declarers">{"".join(items)}</ul>'
        + "".join(paragraph("outcome", line) for line in lines)
    )
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


# ----- score sheets -----


def outcome_name(result: DealScore) -> str:
    if result.thrown_in:
        return "thrown-in"
    return "made" if result.made else "litige" if result.litige else "dedans"


def score_figure(result: DealScore, rules: Rules, lang: Lang = "en", source: Mapping[str, str] | None = None) -> Figure:
    """A deal's score sheet: the engine's breakdown, then each team's score (before and after rounding)."""
    name = outcome_name(result)
    tags = [OUTCOME[name](lang)] + ([CAPOT_TAG(lang)] if result.capot else [])
    context = [RULES(lang, rules=preset_name(rules, lang))]
    lines = "".join(f"<li>{escape(text)}</li>" for text in result.breakdown(lang))
    heads = "".join(f'<th scope="col">{escape(TEAM_NAME[side](lang))}</th>' for side in ("NS", "EW"))
    rows = ""
    if result.unrounded != result.score:
        cells = "".join(f"<td>{result.unrounded[side]}</td>" for side in ("NS", "EW"))
        rows += f'<tr><th scope="row">{escape(BEFORE_ROUNDING(lang))}</th>{cells}</tr>'
    cells = "".join(f'<td data-team="{side}"><strong>{result.score[side]}</strong></td>' for side in ("NS", "EW"))
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


# ----- whole deals -----


def with_rules(text: str, rules: Rules | None) -> str:
    """A deal record with its rules replaced (the same cards and actions under other switches)."""
    if rules is None:
        return text
    record = read_record(text)
    record["rules"] = {"name": rules.name, **rules.switches()}
    record.pop("score", None)
    return json.dumps(record, ensure_ascii=False)


def fresh_deal(text: str, rules: Rules | None = None) -> Deal:
    """A record's deal before its first action (optionally under other rules)."""
    record = read_record(with_rules(text, rules))
    record.pop("actions", None)
    record.pop("score", None)
    return Deal.from_json(json.dumps(record))


def replay_under(text: str, rules: Rules | None = None) -> Deal:
    """Replay a record's calls and cards under ``rules``, every player announcing whatever these
    rules let him announce, when they let him (declarations and belote): the same cards, retimed.

    >>> from belote_teach import Deal
    >>> deal = Deal.from_hands({"N": "JH 9H AH 10H KH QH 8H 7H", "E": "AS 10S KS QS JS 9S 8S 7S",
    ...                         "S": "AD 10D KD QD JD 9D 8D 7D", "W": "AC 10C KC QC JC 9C 8C 7C"},
    ...                        leader="N", trump="H", taker="N")
    >>> while not deal.is_over:
    ...     deal.play(deal.legal_cards()[0])
    >>> replay_under(deal.to_json(), Rules().replace(declarations="off")).result().score
    {'NS': 272, 'EW': 0}
    """
    actions = read_record(text).get("actions", [])
    deal = fresh_deal(text, rules)
    for _, text_action in actions:
        action = parse_action(text_action)
        if isinstance(action, Declare):
            continue
        while deal.phase == "announcing" or (deal.phase == "play" and DECLARE in deal.legal_actions()):
            deal.apply(DECLARE)
        if isinstance(action, PlayCard):
            said = PlayCard(action.card, True)
            action = said if said in deal.legal_actions() else PlayCard(action.card)
        deal.apply(action)
    while deal.phase == "announcing":
        deal.apply(DECLARE)
    if not deal.is_over:
        raise InvalidInput("the deal record stops before the end of the deal")
    return deal


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


def deal_number(walk: Walkthrough, fields: Sequence[str]) -> int:
    """A number of a replayed deal, named by fields (the ``value`` role's ``deal NAME …``):
    ``score NS``, ``unrounded NS``, ``card-points NS``, ``declarations NS``, ``belote NS``,
    ``judged NS`` (the total that decides the contract), ``tricks NS`` (tricks won), ``reserve``,
    ``bid``, ``trick N points`` / ``card-points`` / ``bonus``, ``running N NS``."""
    result = walk.result
    head, *rest = [*fields, ""][:3]
    side = rest[0].upper() if rest and rest[0].upper() in ("NS", "EW") else ""
    outcome = walk.deal.declarations()
    belotes = {"NS": 0, "EW": 0}
    for (seat, _), status in walk.deal.belote.items():
        belotes[team(seat)] += BELOTE_POINTS if status == BELOTE_DONE else 0
    table: dict[str, Mapping[str, int]] = {
        "score": result.score, "unrounded": result.unrounded, "card-points": result.card_points,
        "declarations": outcome.points, "belote": belotes, "tricks": walk.won,
    }
    if head in table and side:
        return int(table[head][side])
    if head == "judged" and side:
        rules = walk.rules
        total = result.card_points[side]
        total += outcome.points[side] if rules.declarations_count_for_contract == "yes" else 0
        return total + (belotes[side] if rules.belote_counts_for_contract == "yes" else 0)
    if head == "reserve" and len(fields) == 1:
        return result.reserve
    if head == "bid" and len(fields) == 1 and walk.contract is not None and isinstance(walk.contract.bid, int):
        return walk.contract.bid
    if head in ("trick", "running") and len(fields) == 3 and fields[1].isdigit():
        number = int(fields[1])
        if not 1 <= number <= len(walk.tricks):
            raise InvalidInput(f"the deal has no trick {number}")
        step = walk.tricks[number - 1]
        if head == "running" and fields[2].upper() in step.running:
            return step.running[fields[2].upper()]
        named = {"points": step.points, "card-points": step.card_points, "bonus": step.bonus}
        if head == "trick" and fields[2] in named:
            return named[fields[2]]
    raise InvalidInput(f"unknown number of a deal: {' '.join(fields)!r} (expected e.g. score NS, trick 3 points)")


# ----- the match -----


@dataclass(frozen=True, slots=True)
class MatchLine:
    number: int
    dealer: Seat
    result: DealScore
    totals: dict[str, int]
    reserve: int


def replay_match(text: str, rules: Rules | None = None) -> tuple[list[MatchLine], Rules, str | None, Msg]:
    """Replay a match record deal by deal (optionally under other match switches); returns the
    sheet's lines, the rules, the winner and the sentence that says why."""
    record = read_record(text)
    if record.get("format") != "belote-teach match":
        raise InvalidInput('not a match record: expected "format": "belote-teach match"')
    lines: list[MatchLine] = []
    totals = {"NS": 0, "EW": 0}
    reserve = 0
    checked: Rules | None = rules
    winner: str | None = None
    why = MATCH_ON
    for number, item in enumerate(record["deals"], start=1):
        deal = Deal.from_json(with_rules(json.dumps(item), rules))
        checked = deal.rules
        if deal.reserve != reserve:
            raise InvalidInput(f"deal {number} of the match starts with a reserve of {deal.reserve}, not {reserve}")
        result = deal.result()
        for side in totals:
            totals[side] += result.score[side]
        reserve = result.reserve
        lines.append(MatchLine(number, deal.dealer, result, dict(totals), reserve))
        decided = result.contract is not None and not result.litige
        taker = result.contract.team if decided and result.contract else None
        made_by, failed_by = (taker, None) if result.made else (None, taker)
        winner = match_winner(deal.rules, totals, made_by=made_by, failed_by=failed_by)
        over = [side for side in totals if totals[side] >= deal.rules.match_target]
        if len(over) == 2:
            why = (MATCH_FALL if failed_by else MATCH_TAKERS if winner == made_by and
                   deal.rules.both_over_target == "takers_win" else MATCH_HIGHER if winner else MATCH_EQUAL)
        elif over:
            why = MATCH_WON
        if winner is not None:
            break
    if checked is None:
        raise InvalidInput("the match record holds no deal")
    return lines, checked, winner, why


def match_number(lines: Sequence[MatchLine], fields: Sequence[str]) -> int:
    """A number of a replayed match (``match NAME …``): ``deals``, ``total NS`` (at the end),
    ``before-last NS`` (the totals before the last deal), ``score N NS``,
    ``totals N NS``, ``reserve N``."""
    if list(fields) == ["deals"]:
        return len(lines)
    if len(fields) == 2 and fields[0] in ("total", "before-last") and fields[1].upper() in ("NS", "EW"):
        line = lines[-1] if fields[0] == "total" else lines[-2]
        return line.totals[fields[1].upper()]
    if len(fields) >= 2 and fields[1].isdigit() and 1 <= int(fields[1]) <= len(lines):
        line = lines[int(fields[1]) - 1]
        if fields[0] == "reserve" and len(fields) == 2:
            return line.reserve
        if len(fields) == 3 and fields[2].upper() in ("NS", "EW"):
            if fields[0] == "score":
                return line.result.score[fields[2].upper()]
            if fields[0] == "totals":
                return line.totals[fields[2].upper()]
    raise InvalidInput(f"unknown number of a match: {' '.join(fields)!r} (expected e.g. total NS, score 3 EW)")


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
        rows.append(
            f'<tr data-number="{line.number}" data-score="{score_text(result.score)}" '
            f'data-totals="{score_text(line.totals)}" data-reserve="{line.reserve}">'
            f"<td>{line.number}</td><td>{escape(seat_name(line.dealer, lang))}</td><td>{escape(contract)}</td>"
            f"<td>{escape(tags)}</td><td>{result.score['NS']}</td><td>{result.score['EW']}</td>"
            f"<td><strong>{line.totals['NS']}</strong></td><td><strong>{line.totals['EW']}</strong></td>"
            + (f"<td>{line.reserve or ''}</td>" if reserves else "") + "</tr>"
        )
    final = lines[-1].totals
    verdict = why(lang, target=checked.match_target, team=TEAM_NAME[winner](lang) if winner else "")
    body = (
        f'<p class="belote-context">{escape(RULES(lang, rules=preset_name(checked, lang)))}</p>'
        + scroll_box('<table class="belote-table-data belote-match-table"><thead><tr>'
                     + "".join(f'<th scope="col">{escape(capitalized(h))}</th>' for h in heads)
                     + f'</tr></thead><tbody>{"".join(rows)}</tbody></table>', lang)
        + paragraph("outcome", verdict)
    )
    values = {"data-match": name, "data-rules": checked.name, "data-winner": winner or "none",
              "data-totals": score_text(final), "data-deals": str(len(lines))}
    values["data-outcome"] = f"{values['data-winner']} {values['data-totals']}"
    return Figure(figure_start("match", values), body)


def match_end_figure(totals: Mapping[str, int], *, rules: Rules, made_by: str | None = None,
                     failed_by: str | None = None, lang: Lang = "en") -> Figure:
    """Who wins after a deal with these totals (RULES.md §8), and why."""
    points = {"NS": totals["NS"], "EW": totals["EW"]}
    winner = match_winner(rules, points, made_by=made_by, failed_by=failed_by)  # type: ignore[arg-type]
    over = [side for side in points if points[side] >= rules.match_target]
    if len(over) == 2:
        why = (MATCH_FALL if failed_by else MATCH_TAKERS if winner == made_by and rules.both_over_target == "takers_win"
               else MATCH_HIGHER if winner else MATCH_EQUAL)
    else:
        why = MATCH_WON if over else MATCH_ON
    ns, ew = team_points(points, lang)
    verdict = why(lang, target=rules.match_target, team=TEAM_NAME[winner](lang) if winner else "")
    body = (f'<p class="belote-context">{escape(RULES(lang, rules=preset_name(rules, lang)))}</p>'
            f"{paragraph('totals', f'{ns} · {ew}')}{paragraph('outcome', verdict)}")
    values = {"data-rules": rules.name, "data-totals": score_text(points), "data-made-by": made_by or "",
              "data-failed-by": failed_by or "", "data-winner": winner or "none"}
    values["data-outcome"] = values["data-winner"]
    return Figure(figure_start("match-end", values), body)
