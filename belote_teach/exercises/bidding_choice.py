"""Bidding exercises: take or pass (and in coinche, how high), answered by the hand evaluation.

The position is an auction exercise's (the rules, the dealer, the turned card in the classic
auction, the calls so far) and the hand of the player to speak; the answer is the call of highest
expected score among those offered (``advice.advise``): in the classic auction every legal call, in
the coinche auction a pass, bids in one trump at three heights, and a coinche when it is allowed.
A generated exercise's answer is unique by a margin of expected score that shrinks with the level.

>>> made = TakeOrPass.make("", dealer="W", turned="9H", hand="JH AS 7S 8D 9C")
>>> made.player, made.answer_key, [str(call) for call in made.offered()]
('S', 'take', ['take', 'pass'])
>>> made.check("pass").messages("en")[0]   # doctest: +ELLIPSIS
'Pass: nobody scores for now, ...'
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Self

from .. import messages
from ..actions import COINCHE, PASS, Action, Bid, Choose, Take, parse_action
from ..advice import CallAdvice, advise
from ..bidding import CoincheAuction, bid_ladder
from ..cards import Card, parse_cards
from ..deal import Deal
from ..errors import InvalidInput
from ..i18n import Lang, Msg, capitalized, say
from ..rules import Rules
from ..seats import Seat, seat_name
from .auction import _AuctionExercise, _calls, read_turned
from .base import Exercise, Field, Kind, Option, Reason, register, text
from .generate import ATTEMPTS
from .sets import Fields, _Reader
from .sets import _seat as _yaml_seat

if TYPE_CHECKING:
    from yaml import Node

_C = "exercise"
CALL_FIELD = Msg("quiz", "Your call")
ADVISED = Msg(_C, "{seat} calls: {call}", "the answer of a take-or-pass exercise")
CALL_WEIGHED = Msg(_C, "{call}: {advice}", "a call of a take-or-pass exercise and what the hand evaluation says of it")
MARGINS = {1: 80.0, 2: 40.0, 3: 15.0}
"""A generated exercise's best call beats every other offered by this much expected score, by level."""
HEIGHTS = 3
"""Bids offered in the coinche auction, in one trump."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TakeOrPass(_AuctionExercise):
    """Which call is worth most with this hand? The answer: the offered call of highest expected score."""

    kind: ClassVar[str] = "take-or-pass"
    hand: tuple[Card, ...]
    advice: tuple[CallAdvice, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        _AuctionExercise.__post_init__(self)
        if self.machine.done:
            raise InvalidInput(say(messages.NOBODY_TO_SPEAK))
        wanted = 5 if self.turned is not None else 8
        if len(self.hand) != wanted:
            raise InvalidInput(say(messages.HAND_LENGTH, wanted=wanted, count=len(self.hand)))
        if self.turned is not None and self.turned in self.hand:
            raise InvalidInput(say(messages.TURNED_IN_HAND, card=self.turned))
        advice = advise(self.hand, rules=self.rules, dealer=self.dealer, calls=self.calls, retourne=self.turned)
        object.__setattr__(self, "advice", tuple(advice))

    @classmethod
    def make(cls, calls: Any = (), *, dealer: str, turned: Card | str | None = None,
             rules: Rules | str = "classic", hand: str | tuple[Card, ...] = (), **provenance: Any) -> Self:
        cards = tuple(parse_cards(hand)) if isinstance(hand, str) else tuple(hand)
        if len(set(cards)) != len(cards):
            raise InvalidInput(say(messages.CARD_TWICE_IN_HAND))
        base = _AuctionExercise.make.__func__(cls, calls, dealer=dealer, turned=turned, rules=rules,  # type: ignore[attr-defined]
                                              hand=cards, **provenance)
        return base  # type: ignore[no-any-return]

    @property
    def player(self) -> Seat:
        assert self.machine.to_play is not None
        return self.machine.to_play

    @property
    def hands(self) -> tuple[tuple[Seat, tuple[Card, ...]], ...]:
        """The one hand shown: the player's to speak."""
        return ((self.player, self.hand),)

    def offered(self) -> tuple[Action, ...]:
        """Every legal call of the classic auction; in coinche a pass, three heights in the trump
        the advice likes best, and a coinche when allowed."""
        legal = self.machine.legal()
        if not isinstance(self.machine, CoincheAuction):
            return tuple(legal)
        bids = [one for one in self.advice if isinstance(one.call, Bid) and isinstance(one.call.value, int)]
        if not bids:
            return tuple(call for call in legal if not isinstance(call, Bid))
        top = max(bids, key=lambda one: one.score).call
        assert isinstance(top, Bid)
        ladder = [value for value in bid_ladder(self.rules) if isinstance(value, int)
                  and Bid(value, top.trump) in legal]
        at = ladder.index(top.value)  # type: ignore[arg-type]
        start = max(0, min(at - 1, len(ladder) - HEIGHTS))
        heights = [Bid(value, top.trump) for value in ladder[start:start + HEIGHTS:]]
        return (PASS, *heights, *((COINCHE,) if COINCHE in legal else ()))

    def weighed(self, call: Action) -> CallAdvice:
        return next(one for one in self.advice if one.call == call)

    @property
    def answer(self) -> Action:
        offered = self.offered()
        return max(offered, key=lambda call: self.weighed(call).score)

    def margin(self) -> float:
        """How much more the answer is worth than the next best call offered."""
        scores = sorted((self.weighed(call).score for call in self.offered()), reverse=True)
        return scores[0] - scores[1] if len(scores) > 1 else float("inf")

    def read(self, response: object) -> Action:
        call = parse_action(response) if isinstance(response, str) else response
        if call not in self.offered():
            raise InvalidInput(say(messages.NOT_OFFERED, calls=response, offered=", ".join(map(str, self.offered()))))
        return call

    def key(self, answer: object) -> str:
        return str(answer)

    def describe(self, answer: object, lang: Lang = "en") -> str:
        return ADVISED(lang, seat=seat_name(self.player, lang), call=self.read(answer).name(lang))

    def _reason(self, call: Action) -> Reason:
        one = self.weighed(call)
        if isinstance(call, Bid | Take | Choose):  # the words of the other calls name them already
            return Reason("expected-score", text(CALL_WEIGHED, call=_named(call), advice=one.explain), str(call))
        return Reason("expected-score", one.explain, str(call))

    def reasons(self) -> tuple[Reason, ...]:
        """Why the answer is worth most; after a pass, also what the best other call would bring."""
        answer = self.answer
        if answer != PASS:
            return (self._reason(answer),)
        others = [call for call in self.offered() if call != PASS]
        best = max(others, key=lambda call: self.weighed(call).score) if others else None
        return (self._reason(answer), *((self._reason(best),) if best is not None else ()))

    def mistakes(self, response: Any) -> tuple[Reason, ...]:
        return (self._reason(response),)

    def anticipated(self) -> tuple[Reason, ...]:
        return tuple(self._reason(call) for call in self.offered() if call != self.answer)

    def fields(self) -> tuple[Field, ...]:
        options = tuple(Option(str(call), call.name) for call in self.offered())
        return (Field("call", "radio", CALL_FIELD, options),)

    def field_values(self, answer: object) -> dict[str, object]:
        return {"call": str(answer)}

    def position(self) -> dict[str, Any]:
        return {**_AuctionExercise.position(self), "hand": " ".join(map(str, self.hand))}

    @classmethod
    def from_position(cls, data: Mapping[str, Any], rules: Rules, **provenance: Any) -> Self:
        if data.get("dealer") in (None, ""):
            raise InvalidInput(say(messages.NEEDS_KEY, kind="take-or-pass", key="'dealer'"))
        turned = data.get("turned")
        return cls.make(data.get("calls") or (), dealer=str(data["dealer"]), turned=str(turned) if turned else None,
                        rules=rules, hand=str(data.get("hand", "")), **provenance)


def _named(call: Action) -> Callable[[Lang], str]:
    return lambda lang: capitalized(call.name(lang))


def _build(reader: _Reader, node: Node, fields: Fields, rules: Rules, question: str | None) -> Exercise | None:
    dealer = _yaml_seat(reader, fields, "dealer")
    read, turned = read_turned(reader, fields)
    if not read:
        return None
    hand_node = fields["hand"][1]
    hand_text = reader.cards(hand_node, "hand")
    calls = _calls(reader, fields)
    if dealer is None or calls is None or hand_text is None:
        return None
    hand = reader.attempt(hand_node, lambda: tuple(parse_cards(hand_text)), "hand: ")
    if hand is None:
        return None
    try:
        return TakeOrPass.make(calls, dealer=dealer, turned=turned, rules=rules, hand=hand, question=question)
    except InvalidInput as error:
        reader.problem(node, str(error))
        return None


def _generate(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    """A seeded deal, its auction played by beginners up to a call; the first position whose
    answer is unique by the level's margin (level 1: the opening call; 2 and 3: later calls too)."""
    from ..players import Beginner

    for _ in range(ATTEMPTS * 4):
        deal = Deal.new(rules, rng=random.Random(rng.getrandbits(32)))
        players = {seat: Beginner(deal.game, 0) for seat in deal.seats}
        calls: list[Action] = []
        while deal.phase == "bidding" and not deal.is_over:
            seat = deal.to_play
            assert seat is not None
            if level == 1 or calls:
                made = TakeOrPass.make(calls, dealer=deal.dealer, turned=deal.retourne, rules=rules,
                                       hand=tuple(deal.hand(seat)), level=level, **provenance)
                if made.margin() >= MARGINS[level]:
                    return made
                if level == 1:
                    break
            call = players[seat](deal.view(seat))
            calls.append(call)
            deal.apply(call)
    raise InvalidInput(say(messages.NOT_FOUND, kind="take-or-pass", level=level, rules=rules.name))


register(Kind("take-or-pass", Msg("exercise kind", "Take or pass: which call is worth most?"), TakeOrPass,
              ("dealer", "turned", "calls", "hand"), ("dealer", "hand"), _build, _generate, picture="calls-hand",
              tables=(4,), finds="the hand evaluation advises", expect_form="calls"))
