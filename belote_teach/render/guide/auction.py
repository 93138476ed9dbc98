"""The auction block: the turned card, the calls by round, the contract or who speaks next."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...actions import Action, Bid
from ...bidding import CONTRACT, THROWN_IN
from ...cards import Card
from ...deal import Deal
from ...errors import InvalidInput
from ...i18n import Lang, Msg
from ...notation import contract_text
from ...record import apply_calls
from ...seats import Seat, seat_name
from ..element import Markup, el, html
from ..html import RULES, Figure, card_html, context_line, preset_name
from .base import _C, DEALER, LEADS_FIRST, TAG_DEALER, TURNED, compass, data_table, figure_start, paragraph

ROUND = Msg(_C, "Round {number}", "a row of calls in an auction table")
TO_SPEAK = Msg(_C, "{seat} to speak. Allowed calls: {calls}.")
BID_RANGE = Msg(_C, "a bid from {low} up to capot, in {modes}", "allowed calls of the coinche auction")
BID_RANGE_GENERALE = Msg(_C, "a bid from {low} up to generale, in {modes}", "allowed calls of the coinche auction")
ORDER = Msg(_C, "Order of play: {seats}")


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
    first_hands = {seat: deal.hand(seat) for seat in deal.seats}
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
                 lang: Lang) -> Markup:
    direction = deal.rules.play_direction
    order = deal.table.order_from(deal.table.next(deal.dealer, direction), direction)
    context = [RULES(lang, rules=preset_name(deal.rules, lang)), DEALER(lang, seat=seat_name(deal.dealer, lang))]
    parts = [context_line(*context),
             paragraph("order", ORDER(lang, seats=" → ".join(seat_name(s, lang) for s in order)))]
    if hands is not None:
        parts.append(compass(hands, lang, {deal.dealer: [TAG_DEALER]}, None))
    if deal.retourne is not None:
        parts.append(el("p", TURNED(lang, card=""), card_html(deal.retourne, lang), class_="belote-turned"))
    parts.append(calls_table(calls, order, lang))
    if deal.thrown_in:
        parts.append(paragraph("outcome", THROWN_IN(lang)))
    elif deal.contract is not None:
        parts.append(paragraph("outcome", CONTRACT(lang, contract=deal.contract.describe(lang))))
        parts.append(paragraph("outcome", LEADS_FIRST(lang, seat=seat_name(deal.leader, lang))))
    elif deal.to_play is not None:
        names = calls_summary(deal.legal_actions(), lang)
        parts.append(paragraph("outcome", TO_SPEAK(lang, seat=seat_name(deal.to_play, lang), calls=names)))
    return html(parts)


def calls_summary(actions: Sequence[Action], lang: Lang) -> str:
    """The allowed calls in words; a long run of bids is summed up as its range and its trump modes."""
    bids = [a for a in actions if isinstance(a, Bid)]
    if len(bids) <= 6:
        return ", ".join(a.name(lang) for a in actions)
    others = [a.name(lang) for a in actions if not isinstance(a, Bid)]
    modes = list(dict.fromkeys(b.trump for b in bids))
    top = BID_RANGE_GENERALE if any(b.value == "generale" for b in bids) else BID_RANGE
    return ", ".join([*others, top(lang, low=bids[0].value, modes=", ".join(m.name_in(lang) for m in modes))])


def calls_table(calls: Sequence[tuple[Seat, Action]], order: Sequence[Seat], lang: Lang) -> Markup:
    """The calls in rounds: one row a round, one column a seat, from eldest in play order."""
    rows: list[list[Markup]] = []
    last = len(order)
    for seat, action in calls:
        column = order.index(seat)
        if column <= last:
            rows.append([el("td")] * len(order))
        rows[-1][column] = el("td", action.name(lang), data_seat=seat, data_call=action)
        last = column
    head = el("tr", el("td"), [el("th", seat_name(seat, lang), scope="col") for seat in order])
    body = [el("tr", el("th", ROUND(lang, number=i + 1), scope="row"), row) for i, row in enumerate(rows)]
    return data_table(head, body, "belote-calls")
