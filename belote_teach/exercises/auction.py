"""Auction exercises: which calls the next player may make (``bid``), and what contract an auction
ends in (``auction``), in the classic auction on a turned card and in the coinche auction.

The position is the rules, the dealer, the turned card (classic auction only) and the calls so far,
from the eldest hand on; the engine's auction machine replays them and answers.

>>> calls = LegalCalls.make("pass pass pass pass", dealer="N", turned="KS")
>>> calls.player, calls.answer_key
('W', 'pass, H, D, C')
>>> feedback = calls.check("take, pass, S, H, D, C")
>>> feedback.rules[:2]
('take-round-one-only', 'round-two-other-suit')
>>> AuctionResult.make("90 S, 100 H, coinche, pass, pass", dealer="N", rules="coinche").answer_key
'S 100 H x2'
>>> AuctionResult.make("pass " * 8, dealer="E", turned="7C").answer_key
'thrown-in'
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from ..cards import DECK
from .base import Kind, register
from .generate import ATTEMPTS
from .sets import Fields, _Reader
from .sets import _seat as _yaml_seat

if TYPE_CHECKING:
    from yaml import Node

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from .. import messages
from ..actions import (
    COINCHE,
    PASS,
    SURCOINCHE,
    TAKE,
    Action,
    Bid,
    Choose,
    Coinche,
    Pass,
    Surcoinche,
    Take,
    parse_action,
)
from ..bidding import CONTRACT, THROWN_IN, CoincheAuction, Contract, RetourneAuction, bid_ladder
from ..cards import Card, parse_card
from ..errors import InvalidInput
from ..explain import ALLOWED_LABEL, FORBIDDEN_LABEL
from ..i18n import Lang, Msg, capitalized, say
from ..notation import contract_text, read_calls, read_contract
from ..rules import Rules
from ..seats import SEATS, Seat, parse_seat, seat_name
from ..trump import Trump
from .base import CHOICE_SEPARATOR, SUITS, Exercise, Field, Option, Reason, modes, text

_C = "exercise"
CALLS_PROMPT = Msg(_C, "{seat} is to speak: which of these calls are allowed? Choose all of them.")
CONTRACT_PROMPT = Msg(_C, "The auction is over. Who takes, and what is the contract?")
MAY_CALL = Msg(_C, "{seat} may call: {calls}", "the answer of a which-calls exercise")
NOTHING = Msg(_C, "nothing", "no call of the list is allowed")
NO_CONTRACT = Msg(_C, "nobody takes: the cards are thrown in", "the answer of an auction exercise")
CALL_VERDICT = Msg(_C, "{call}: {verdict}. {reason}", "e.g. Take: forbidden. Only in round one …")
CALLS_FIELD = Msg("quiz", "Choose every call that is allowed.")
TAKER_FIELD = Msg("quiz", "Who takes?")
BID_CHOICES = 4
"""Bids offered as the contract's, at least (the auction's own, then their neighbours on the ladder)."""
THROWN_IN_OPTION = Msg("quiz", "Nobody: the cards are thrown in")
BID_FIELD = Msg("quiz", "Which bid is the contract?")
TRUMP_FIELD = Msg("quiz", "Which trump?")
MULTIPLIER_FIELD = Msg("quiz", "Coinched?")
NOT_COINCHED = Msg("quiz", "not coinched")
COINCHED = Msg("quiz", "coinched (×{multiplier})")
SURCOINCHED = Msg("quiz", "surcoinched (×{multiplier})")
CAPOT_BID = Msg("quiz", "capot", "a coinche bid: every trick")
GENERALE_BID = Msg("quiz", "generale", "a coinche bid: every trick by the bidder alone")

CALL_REASONS: dict[str, Msg] = {
    # the classic auction
    "take-turned": Msg(_C, "In round one {seat} may take the turned card: its suit, {suit}, becomes trump."),
    "take-round-one-only": Msg(_C, "The turned card can be taken only in round one."),
    "may-pass": Msg(_C, "{seat} may pass."),
    "dealer-must-choose": Msg(_C, "Everybody passed in every round: the dealer must now choose a trump suit and "
                                  "may not pass."),
    "suit-in-round-two": Msg(_C, "In round one only the turned card's suit is on offer; naming a suit waits for "
                                 "round two."),
    "round-two-suit": Msg(_C, "In round two {seat} may name {trump} as trump."),
    "round-two-any-suit": Msg(_C, "Under these rules round two allows any suit, even the turned card's, {trump}."),
    "round-two-other-suit": Msg(_C, "Everybody refused {trump} in round one: round two needs another suit."),
    "modes-in-round-three": Msg(_C, "All trumps and no trumps can be chosen only in round three, after two rounds "
                                    "of passes."),
    "round-three-mode": Msg(_C, "In round three {seat} may choose {trump}."),
    "round-three-modes-only": Msg(_C, "Round three offers only all trumps and no trumps."),
    "dealer-chooses-suit": Msg(_C, "The dealer must choose a trump, and it must be a suit."),
    # the coinche auction
    "first-bid": Msg(_C, "Nobody has bid yet: any bid from {low} up is allowed, in any trump."),
    "higher-bid": Msg(_C, "{call} is higher than the last bid, {bid}."),
    "not-higher": Msg(_C, "{call} is not higher than the last bid, {bid}: each bid must rise in points; a "
                          "change of trump does not count."),
    "after-coinche": Msg(_C, "After a coinche the bidding team may only surcoinche or pass."),
    "dealer-must-bid": Msg(_C, "Everybody passed: the dealer must bid, and only the lowest bid, {low}."),
    "coinche": Msg(_C, "{seat} may coinche the opponents' bid, {bid}."),
    "nothing-to-coinche": Msg(_C, "Nobody has bid yet: there is nothing to coinche."),
    "coinche-own-team": Msg(_C, "The last bid, {bid}, is by {seat}'s own team: only the opponents may coinche it."),
    "already-coinched": Msg(_C, "The bid is already coinched."),
    "surcoinche": Msg(_C, "The opponents coinched: {seat}, of the bidding team, may surcoinche."),
    "surcoinche-needs-coinche": Msg(_C, "Only a coinched bid can be surcoinched."),
    "surcoinche-bidders-only": Msg(_C, "Only the bidding team may surcoinche."),
}
END_REASONS: dict[str, Msg] = {
    "took-round-one": Msg(_C, "In round one {seat} took the turned card: {trump} are trumps."),
    "named-round-two": Msg(_C, "In round two {seat} named {trump}."),
    "chose-round-three": Msg(_C, "In round three {seat} chose {trump}."),
    "dealer-chose": Msg(_C, "Everybody passed in every round, so the dealer, {seat}, had to choose: {trump}."),
    "highest-bid": Msg(_C, "The last and highest bid, {bid} by {seat}, is the contract."),
    "dealer-bid": Msg(_C, "Everybody passed, so the dealer, {seat}, had to bid: {bid}."),
    "coinched": Msg(_C, "{seat} coinched: the deal counts double."),
    "surcoinched": Msg(_C, "{seat} surcoinched: the deal counts {multiplier} times."),
}


def _seat(seat: Seat) -> Any:
    return lambda lang: seat_name(seat, lang)


def _capitalized(name: Any) -> Any:
    return lambda lang: capitalized(name(lang))


def read_call_list(calls: str | Iterable[str | Action]) -> tuple[Action, ...]:
    """Calls as text (``90 S, pass`` or ``pass pass take``) or as a list."""
    if isinstance(calls, str) and "," not in calls and len(calls.split()) == 2:
        try:  # one bid alone: 90 S
            return (parse_action(calls),)
        except InvalidInput:
            pass
    items = read_calls(calls) if isinstance(calls, str) else list(calls)
    return tuple(parse_action(item) for item in items)



def _blamed(error: InvalidInput, blame: str) -> InvalidInput:
    """``error`` marked with what the lesson got wrong ("rules", "turned"), whatever language it is said in."""
    error.blame = blame  # type: ignore[attr-defined]
    return error

@dataclass(frozen=True, slots=True, kw_only=True)
class _AuctionExercise(Exercise):
    """The rules, the dealer, the turned card (classic auction) and the calls so far, replayed."""

    dealer: Seat
    turned: Card | None = None
    calls: tuple[Action, ...] = ()
    machine: RetourneAuction | CoincheAuction = field(init=False, repr=False, compare=False)
    rounds: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        rules = self.rules
        machine: RetourneAuction | CoincheAuction
        if rules.auction == "retourne":
            if self.turned is None:
                raise _blamed(InvalidInput(say(messages.CLASSIC_NEEDS_TURNED)), "rules")
            machine = RetourneAuction(rules, self.dealer, self.turned)
        else:
            if self.turned is not None:
                raise _blamed(InvalidInput(say(messages.COINCHE_NO_TURNED, card=self.turned)), "turned")
            machine = CoincheAuction(rules, self.dealer)
        rounds = []
        for number, call in enumerate(self.calls, start=1):
            if machine.done:
                raise InvalidInput(say(messages.CALL_AFTER_END, number=number, call=call))
            rounds.append(getattr(machine, "round", 0))
            try:
                machine.apply(call)
            except InvalidInput as error:
                raise InvalidInput(say(messages.CALL_REFUSED, number=number, error=messages.refusal(error))) from None
        object.__setattr__(self, "machine", machine)
        object.__setattr__(self, "rounds", tuple(rounds))

    @classmethod
    def make(cls, calls: str | Iterable[str | Action] = (), *, dealer: str, turned: Card | str | None = None,
             rules: Rules | str = "classic", **provenance: Any) -> Self:
        return cls(rules=Rules.coerce(rules), dealer=parse_seat(dealer),
                   turned=parse_card(turned) if turned is not None else None, calls=read_call_list(calls), **provenance)

    def position(self) -> dict[str, Any]:
        data: dict[str, Any] = {"dealer": self.dealer}
        if self.turned is not None:
            data["turned"] = str(self.turned)
        data["calls"] = ", ".join(map(str, self.calls))
        return data

    @classmethod
    def from_position(cls, data: Mapping[str, Any], rules: Rules, **provenance: Any) -> Self:
        if data.get("dealer") in (None, ""):
            raise InvalidInput(say(messages.NEEDS_KEY, kind=data.get('kind', 'auction'), key="'dealer'"))
        turned = data.get("turned")
        return cls.make(data.get("calls") or (), dealer=str(data["dealer"]), turned=str(turned) if turned else None,
                        rules=rules, **provenance)

    def seat_calls(self) -> tuple[tuple[Seat, Action], ...]:
        return tuple(self.machine.calls)


@dataclass(frozen=True, slots=True, kw_only=True)
class LegalCalls(_AuctionExercise):
    """Which of the offered calls may the player to speak make? The answer: the allowed ones, in
    the order offered (``choices``; by default every call of the round, or a few bids around the last one)."""

    kind: ClassVar[str] = "bid"

    def __post_init__(self) -> None:
        _AuctionExercise.__post_init__(self)
        if self.machine.done:
            raise InvalidInput(say(messages.NOBODY_TO_SPEAK))

    @property
    def player(self) -> Seat:
        assert self.machine.to_play is not None
        return self.machine.to_play

    @property
    def legal(self) -> list[Action]:
        return self.machine.legal()

    def choices(self) -> tuple[Action, ...]:
        """The calls offered: every call of the classic auction that these rules know, or in the
        coinche auction pass, coinche, surcoinche and a few bids around the last one."""
        rules, machine = self.rules, self.machine
        if isinstance(machine, RetourneAuction):
            extra = (Choose(Trump.ALL_TRUMP), Choose(Trump.NO_TRUMP)) if rules.third_round == "ta_sa" else ()
            return (TAKE, PASS, *(Choose(suit) for suit in SUITS), *extra)
        available = tuple(mode for mode in modes(rules))
        ladder = bid_ladder(rules)
        if machine.bid is None:
            bids = [Bid(ladder[0], available[0]), Bid(ladder[0], available[1]), Bid(ladder[1], available[2])]
        else:
            value, mode = machine.bid.value, machine.bid.trump
            other = available[(available.index(mode) + 1) % len(available)]
            bids = [Bid(value, other)]
            higher = ladder.index(value) + 1
            if higher < len(ladder):
                bids += [Bid(ladder[higher], mode), Bid(ladder[higher], other)]
        return (PASS, *bids, COINCHE, SURCOINCHE)

    @property
    def answer(self) -> tuple[Action, ...]:
        legal = self.legal
        return tuple(call for call in self.choices() if call in legal)

    def read(self, response: object) -> tuple[Action, ...]:
        if isinstance(response, str):
            text = response.strip()
            if not text or text.lower() == "none":
                items: list[Any] = []
            elif "," in text:
                items = [part.strip() for part in text.split(",") if part.strip()]
            else:
                try:
                    items = [parse_action(text)]
                except InvalidInput:
                    items = text.split()
        elif isinstance(response, list | tuple | set | frozenset):
            items = list(response)
        elif isinstance(response, Pass | Take | Choose | Bid | Coinche | Surcoinche):
            items = [response]
        else:
            raise InvalidInput(say(messages.BID_ANSWER_EXPECTED, value=repr(response)))
        chosen = {parse_action(item) for item in items}
        offered = self.choices()
        strangers = [str(call) for call in chosen if call not in offered]
        if strangers:
            raise InvalidInput(say(messages.NOT_OFFERED, calls=", ".join(strangers), offered=", ".join(map(str, offered))))
        return tuple(call for call in offered if call in chosen)

    def key(self, answer: object) -> str:
        return CHOICE_SEPARATOR.join(str(call) for call in answer)  # type: ignore[attr-defined]

    def describe(self, answer: object, lang: Lang = "en") -> str:
        names = [call.name(lang) for call in answer] or [NOTHING(lang)]  # type: ignore[attr-defined]
        return MAY_CALL(lang, seat=seat_name(self.player, lang), calls=", ".join(names))

    def _rule(self, call: Action, allowed: bool) -> tuple[str, dict[str, Any]]:
        """Why the engine allows or forbids ``call`` here: the rule id and the message's fields."""
        machine, seat = self.machine, self.player
        fields: dict[str, Any] = {"seat": _seat(seat), "call": _capitalized(call.name)}
        if isinstance(machine, RetourneAuction):
            number = machine.round
            turned = Trump(machine.retourne.suit.value)
            fields.update(suit=turned.name_in, trump=turned.name_in)
            if isinstance(call, Choose):
                fields["trump"] = call.trump.name_in
            if call == TAKE:
                return ("take-turned" if allowed else "take-round-one-only"), fields
            if call == PASS:
                return ("may-pass" if allowed else "dealer-must-choose"), fields
            assert isinstance(call, Choose)
            if number == 4:
                return ("dealer-must-choose" if allowed else "dealer-chooses-suit"), fields
            if call.trump.suit is None:
                if number == 3:
                    return ("round-three-mode" if allowed else "round-three-modes-only"), fields
                return "modes-in-round-three", fields
            if number == 1:
                return "suit-in-round-two", fields
            if number == 3:
                return "round-three-modes-only", fields
            if allowed:
                return ("round-two-any-suit" if call.trump is turned else "round-two-suit"), fields
            return "round-two-other-suit", fields
        bid = machine.bid
        low = bid_ladder(self.rules)[0]
        forced = machine.bidder is None and PASS not in self.legal
        restricted = machine.multiplier > 1 and self.rules.overbid_after_coinche == "no"
        fields.update(low=low, bid=bid.name if bid is not None else "")
        if call == PASS:
            return ("may-pass" if allowed else "dealer-must-bid"), fields
        if isinstance(call, Bid):
            if forced:
                return "dealer-must-bid", fields
            if allowed:
                return ("first-bid" if bid is None else "higher-bid"), fields
            return ("after-coinche" if restricted else "not-higher"), fields
        if call == COINCHE:
            if allowed:
                return "coinche", fields
            if bid is None:
                return "nothing-to-coinche", fields
            return ("already-coinched" if machine.multiplier > 1 else "coinche-own-team"), fields
        if allowed:
            return "surcoinche", fields
        if machine.multiplier == 1:
            return "surcoinche-needs-coinche", fields
        return "surcoinche-bidders-only", fields

    def _reason(self, call: Action) -> Reason:
        allowed = call in self.legal
        rule, fields = self._rule(call, allowed)
        return Reason(rule, text(CALL_VERDICT, call=_capitalized(call.name), verdict=ALLOWED_LABEL if allowed else FORBIDDEN_LABEL,
                                 reason=text(CALL_REASONS[rule], **fields)), str(call))

    def reasons(self) -> tuple[Reason, ...]:
        """Why each forbidden call is forbidden, then why the allowed ones are allowed."""
        legal = self.legal
        offered = sorted(self.choices(), key=lambda call: call in legal)
        return tuple(self._reason(call) for call in offered)

    def mistakes(self, response: Any) -> tuple[Reason, ...]:
        legal = self.legal
        return tuple(self._reason(call) for call in self.choices() if (call in response) != (call in legal))

    def prompt(self, lang: Lang = "en") -> str:
        return CALLS_PROMPT(lang, seat=seat_name(self.player, lang))

    def fields(self) -> tuple[Field, ...]:
        options = tuple(Option(str(call), _capitalized(call.name)) for call in self.choices())
        return (Field("calls", "checkbox", CALLS_FIELD, options),)

    def field_values(self, answer: object) -> dict[str, object]:
        return {"calls": [str(call) for call in answer]}  # type: ignore[attr-defined]


def multiplier_label(multiplier: int) -> Any:
    if multiplier == 1:
        return NOT_COINCHED
    message = COINCHED if multiplier == 2 else SURCOINCHED
    return lambda lang: message(lang, multiplier=multiplier)


def bid_value_label(value: object) -> Any:
    if value == "capot":
        return CAPOT_BID
    if value == "generale":
        return GENERALE_BID
    return lambda lang: str(value)


@dataclass(frozen=True, slots=True, kw_only=True)
class AuctionResult(_AuctionExercise):
    """A finished auction: what is the contract (taker, trump; bid and multiplier in coinche), or
    are the cards thrown in? The answer: a ``Contract`` or ``None``."""

    kind: ClassVar[str] = "auction"

    def __post_init__(self) -> None:
        _AuctionExercise.__post_init__(self)
        if not self.machine.done:
            seat = self.machine.to_play
            raise InvalidInput(say(messages.STILL_TO_SPEAK, seat=seat))

    @property
    def answer(self) -> Contract | None:
        return self.machine.contract

    def read(self, response: object) -> Contract | None:
        if response is None or isinstance(response, Contract):
            return response
        if not isinstance(response, str):
            raise InvalidInput(say(messages.AUCTION_ANSWER_EXPECTED, value=repr(response)))
        if response.strip().lower().replace(" ", "-") in ("thrown-in", "none", "nobody"):
            return None
        return read_contract(response)

    def key(self, answer: object) -> str:
        return contract_text(answer) if answer is not None else "thrown-in"  # type: ignore[arg-type]

    def describe(self, answer: object, lang: Lang = "en") -> str:
        return answer.describe(lang) if isinstance(answer, Contract) else NO_CONTRACT(lang)

    def _ending(self) -> Reason:
        """The call that decided the contract, or everybody passing."""
        machine = self.machine
        contract = machine.contract
        if contract is None:
            return Reason("thrown-in", text(THROWN_IN))
        fields: dict[str, Any] = {"seat": _seat(contract.taker), "trump": contract.trump.name_in}
        if isinstance(machine, RetourneAuction):
            number = self.rounds[-1]
            rule = {1: "took-round-one", 2: "named-round-two", 3: "chose-round-three"}.get(number, "dealer-chose")
            return Reason(rule, text(END_REASONS[rule], **fields))
        assert contract.bid is not None
        fields["bid"] = Bid(contract.bid, contract.trump).name
        bids = [c for _, c in self.seat_calls() if isinstance(c, Bid)]
        forced = len(self.calls) == 5 and len(bids) == 1 and isinstance(self.calls[4], Bid)  # four passes first
        rule = "dealer-bid" if forced else "highest-bid"
        return Reason(rule, text(END_REASONS[rule], **fields))

    def _multiplier(self) -> Reason | None:
        contract = self.machine.contract
        if contract is None or contract.multiplier == 1:
            return None
        word = COINCHE if contract.multiplier == 2 else SURCOINCHE
        seat = next(s for s, c in reversed(self.seat_calls()) if c == word)
        rule = "coinched" if word == COINCHE else "surcoinched"
        return Reason(rule, text(END_REASONS[rule], seat=_seat(seat),
                                 multiplier=contract.multiplier))

    def reasons(self) -> tuple[Reason, ...]:
        contract = self.machine.contract
        reasons = [self._ending()]
        coinched = self._multiplier()
        if coinched is not None:
            reasons.append(coinched)
        if contract is not None:
            reasons.append(Reason("contract", text(CONTRACT, contract=contract.describe)))
        return tuple(reasons)

    def mistakes(self, response: Any) -> tuple[Reason, ...]:
        contract = self.machine.contract
        if (response is None) != (contract is None) or response.taker != contract.taker:  # type: ignore[union-attr]
            return (self._ending(),)
        coinched = self._multiplier()
        if response.multiplier != contract.multiplier and coinched is not None:  # type: ignore[union-attr]
            return (coinched,)
        return (self._ending(),)

    def prompt(self, lang: Lang = "en") -> str:
        return CONTRACT_PROMPT(lang)

    def fields(self) -> tuple[Field, ...]:
        rules = self.rules
        seats = tuple(Option(seat, _seat(seat)) for seat in SEATS)
        taker = Field("taker", "radio", TAKER_FIELD, (*seats, Option("thrown-in", THROWN_IN_OPTION, alone=True)))
        trump = Field("trump", "radio", TRUMP_FIELD, tuple(Option(mode.value, _capitalized(mode.name_in))
                                                           for mode in modes(rules)))
        if rules.auction == "retourne":
            return (taker, trump)
        bid = Field("bid", "radio", BID_FIELD, tuple(Option(str(value), bid_value_label(value))
                                                      for value in self.bid_choices()))
        top = 4 if rules.multipliers == "x2x4" else 3
        multiplier = Field("multiplier", "radio", MULTIPLIER_FIELD,
                           tuple(Option(f"x{m}" if m > 1 else "", _capitalized(multiplier_label(m))) for m in (1, 2, top)))
        return (taker, bid, trump, multiplier)

    def bid_choices(self) -> tuple[object, ...]:
        """The bids offered as the contract's: every bid of the auction and, up to ``BID_CHOICES``,
        its neighbours on the ladder, in the ladder's order (one box would give the answer away).

        >>> AuctionResult.make("pass, pass, 90 S, pass, pass, pass", dealer="N", rules="coinche").bid_choices()
        (80, 90, 100, 110)
        """
        ladder = bid_ladder(self.rules)
        made = {call.value for call in self.calls if isinstance(call, Bid)}
        top = max((ladder.index(value) for value in made), default=0)
        offered = set(made)
        for step in range(1, len(ladder)):
            for index in (top - step, top + step):
                if len(offered) < BID_CHOICES and 0 <= index < len(ladder):
                    offered.add(ladder[index])
        return tuple(value for value in ladder if value in offered)

    def field_values(self, answer: object) -> dict[str, object]:
        if not isinstance(answer, Contract):
            return {"taker": "thrown-in"}
        values: dict[str, object] = {"taker": answer.taker, "trump": answer.trump.value}
        if answer.bid is not None:
            values["bid"] = str(answer.bid)
            values["multiplier"] = f"x{answer.multiplier}" if answer.multiplier > 1 else ""
        return values


def _calls(reader: _Reader, fields: Fields) -> tuple[Any, ...] | None:
    """``calls``: a text (``90 S, pass`` or ``pass pass take``) or a list of calls."""
    import yaml

    if "calls" not in fields:
        return ()
    node = fields["calls"][1]
    if isinstance(node, yaml.SequenceNode):
        parts = [reader.scalar(item, "calls") for item in node.value]
        text = None if None in parts else ", ".join(part for part in parts if part)
    else:
        text = reader.cards(node, "calls")
    if text is None:
        return None
    result: tuple[Any, ...] | None = reader.attempt(node, lambda: read_call_list(text), "calls: ")
    return result


def read_turned(reader: _Reader, fields: Fields) -> tuple[bool, Card | None]:
    """``turned``: whether it was read well, and the card (``None`` when the entry has none)."""
    if "turned" not in fields:
        return True, None
    node = fields["turned"][1]
    text = reader.scalar(node, "turned")
    card = None if text is None else reader.attempt(node, lambda: parse_card(text), "turned: ")
    return card is not None, card


def _auction_position(cls: type[LegalCalls] | type[AuctionResult]) -> Callable[..., Exercise | None]:
    def build(reader: _Reader, node: Node, fields: Fields, rules: Rules, question: str | None) -> Exercise | None:
        dealer = _yaml_seat(reader, fields, "dealer")
        read, turned = read_turned(reader, fields)
        if not read:
            return None
        calls = _calls(reader, fields)
        if dealer is None or calls is None:
            return None
        try:
            return cls.make(calls, dealer=dealer, turned=turned, rules=rules, question=question)
        except InvalidInput as error:
            message = str(error)
            if getattr(error, "blame", None) == "rules":
                reader.problem(node, say(messages.UNDER_RULES_PROBLEM, error=message, rules=rules.name))
            elif getattr(error, "blame", None) == "turned":
                reader.problem(fields["turned"][1], say(messages.TURNED_PROBLEM, error=message))
            else:
                where = fields["calls"][1] if "calls" in fields else node
                reader.problem(where, say(messages.CALLS_PROBLEM, error=message))
            return None

    return build


def _random_call(rng: random.Random, machine: RetourneAuction | CoincheAuction) -> Action:
    """A call at random: mostly passes (so that later rounds come), coinches now and then, and low bids."""
    legal = machine.legal()
    others = [call for call in legal if not isinstance(call, Pass)]
    doubles = [call for call in others if call in (COINCHE, SURCOINCHE)]
    if doubles and rng.random() < 0.35:
        return rng.choice(doubles)
    if not others or (PASS in legal and rng.random() < 0.7):
        return PASS
    bids = [call for call in others if isinstance(call, Bid)]
    if bids:
        low = {bid.value for bid in bids[: 2 * 6]}
        return rng.choice([bid for bid in bids if bid.value in low])
    return rng.choice(others)


def _auctions(rng: random.Random, rules: Rules) -> Iterator[tuple[Seat, Card | None, list[Action], RetourneAuction | CoincheAuction]]:
    """Random auctions, one after another: after every call (and before the first) the dealer,
    the turned card, the calls so far and the auction machine."""
    while True:
        dealer, turned = rng.choice(SEATS), (rng.choice(DECK) if rules.auction == "retourne" else None)
        machine = RetourneAuction(rules, dealer, turned) if turned is not None else CoincheAuction(rules, dealer)
        calls: list[Action] = []
        yield dealer, turned, list(calls), machine
        while not machine.done:
            call = _random_call(rng, machine)
            machine.apply(call)
            calls.append(call)
            yield dealer, turned, list(calls), machine


def _bid_fits(level: int, rules: Rules, machine: RetourneAuction | CoincheAuction, calls: list[Action]) -> bool:
    if machine.done:
        return False
    if isinstance(machine, RetourneAuction):
        late = rules.third_round == "ta_sa" or rules.all_pass == "dealer_plays"
        if level == 3:
            return machine.round >= 3 if late else machine.round == 2 and calls[-2:] == [PASS, PASS] and len(calls) >= 6
        return machine.round == level
    forced = machine.bidder is None and PASS not in machine.legal()
    if level == 1:
        return machine.bid is None and not forced
    if level == 2:
        return machine.bid is not None and machine.multiplier == 1
    return forced or machine.multiplier > 1


def _generate_bid(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    for count, (dealer, turned, calls, machine) in enumerate(_auctions(rng, rules)):
        if count > ATTEMPTS * 20:
            break
        if _bid_fits(level, rules, machine, calls):
            return LegalCalls.make(calls, dealer=dealer, turned=turned, rules=rules, level=level, **provenance)
    raise InvalidInput(say(messages.NOT_FOUND, kind="bid", level=level, rules=rules.name))


def _auction_fits(level: int, machine: RetourneAuction | CoincheAuction, calls: list[Action]) -> bool:
    if not machine.done:
        return False
    contract = machine.contract
    if isinstance(machine, RetourneAuction):
        if level == 3:
            return contract is None or len(calls) > 8 + (4 if machine.rules.third_round == "ta_sa" else 0)
        return contract is not None and (len(calls) <= 4) == (level == 1) and (level == 1 or len(calls) <= 8 + 4)
    bids = [call for call in calls if isinstance(call, Bid)]
    if level == 3:
        return contract is None or contract.multiplier > 1
    return contract is not None and contract.multiplier == 1 and (len(bids) == 1) == (level == 1)


def _generate_auction(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    for count, (dealer, turned, calls, machine) in enumerate(_auctions(rng, rules)):
        if count > ATTEMPTS * 20:
            break
        if _auction_fits(level, machine, calls):
            return AuctionResult.make(calls, dealer=dealer, turned=turned, rules=rules, level=level, **provenance)
    raise InvalidInput(say(messages.NOT_FOUND, kind="auction", level=level, rules=rules.name))


register(Kind("bid", Msg("exercise kind", "Which calls may you make?"), LegalCalls, ("dealer", "turned", "calls"),
              ("dealer",), _auction_position(LegalCalls), _generate_bid, picture="calls", live=("coinche",),
              finds="the engine allows", tables=(4,), expect_form="calls"))
register(Kind("auction", Msg("exercise kind", "What is the contract?"), AuctionResult, ("dealer", "turned", "calls"),
              ("dealer", "calls"), _auction_position(AuctionResult), _generate_auction, picture="calls",
              live=("coinche",), tables=(4,), expect_form="contract"))
