"""Bidding exercises of the coinche auction: how high, and in which trump? Answered by the hand evaluation.

The position is a take-or-pass one under rules with the coinche auction (coinche, contrée): the
dealer, the calls so far and the eight cards of the player to speak. Every legal call is offered: a
pass, each bid from the lowest allowed up in each trump (the height and the trump chosen apart), and
a coinche or surcoinche when allowed. The answer is the call of highest expected score
(``advice.advise``); a generated exercise's answer beats every other call by a margin that shrinks
with the level.

>>> made = HowHigh.make("", dealer="W", rules="coinche", hand="JH 9H 8H AS 7S 8D 9C 7C")
>>> made.player, made.answer_key, len(made.offered())
('S', '80 H', 61)
>>> made.check("90 H").messages("en")[0]   # doctest: +ELLIPSIS
'90 hearts: your team makes it 9 times in ten. Your jack of hearts, ...'
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Self

from .. import messages
from ..actions import PASS, Action, Bid, parse_action
from ..bidding import CoincheAuction, bid_ladder
from ..cards import Card, parse_cards
from ..deal import Deal
from ..errors import InvalidInput
from ..i18n import Msg, capitalized, say
from ..rules import Rules
from ..trump import Trump
from .auction import TRUMP_FIELD, _calls, bid_value_label
from .base import Exercise, Field, Kind, Option, Reason, register, text
from .bidding_choice import CALL_FIELD, TakeOrPass, _named
from .generate import ATTEMPTS
from .sets import Fields, _Reader
from .sets import _seat as _yaml_seat

if TYPE_CHECKING:
    from yaml import Node

_C = "exercise"
HEIGHT_WEIGHED = Msg(_C, "{call}: your team makes it {count} time in ten. {advice}",
                     "a bid of a how-high exercise, the chance it is made and what the hand evaluation says of it",
                     plural="{call}: your team makes it {count} times in ten. {advice}")
RUNNER_UP = Msg(_C, "{best} is worth about {margin} points more on average than the next best call, {other} "
                    "(expected score {score}).", "a how-high exercise: the answer against the second best call")
MARGINS = {1: 15.0, 2: 6.0, 3: 6.0}
"""A generated exercise's best call beats every other legal call by this much expected score, by level
(level 2: by less than level 1's margin, a closer choice)."""
PASSES = 1 / 3
"""At the opening (levels 1 and 2) a position whose answer is a pass is kept this often: the heights are the topic."""


def coinche_only(rules: Rules) -> str | None:
    """Why ``rules`` give no how-high exercise (``None``: they give one): heights are the coinche auction's."""
    if rules.auction == "coinche":
        return None
    return say(messages.HEIGHTS_IN_COINCHE, kind=HowHigh.kind, rules=rules.name)


@dataclass(frozen=True, slots=True, kw_only=True)
class HowHigh(TakeOrPass):
    """How high, and in which trump, is the bid worth most with this hand (or a pass, a coinche)?
    The answer: the legal call of highest expected score."""

    kind: ClassVar[str] = "how-high"

    def __post_init__(self) -> None:
        refused = coinche_only(self.rules)
        if refused:
            raise InvalidInput(refused)
        TakeOrPass.__post_init__(self)
        if not self._bids():
            raise InvalidInput(say(messages.NO_BID_LEFT))

    @property
    def standing(self) -> Bid | None:
        """The last bid so far (``None``: nobody has bid yet)."""
        assert isinstance(self.machine, CoincheAuction)
        return self.machine.bid

    def _bids(self) -> list[Bid]:
        return [call for call in self.machine.legal() if isinstance(call, Bid)]

    def _trumps(self) -> list[Trump]:
        return [mode for mode in Trump if any(bid.trump is mode for bid in self._bids())]

    def offered(self) -> tuple[Action, ...]:
        """Every legal call: a pass, each bid allowed in each trump, a coinche or surcoinche."""
        return tuple(self.machine.legal())

    def read(self, response: object) -> Action:
        call = parse_action(response) if isinstance(response, str) else response
        if call in self.offered():
            return call
        ladder = bid_ladder(self.rules)
        if isinstance(call, Bid) and call.value not in ladder:
            raise InvalidInput(say(messages.NOT_A_HEIGHT, call=response, value=call.value,
                                   heights=", ".join(map(str, ladder))))
        trumps = self._trumps()
        if isinstance(call, Bid) and call.trump not in trumps:
            raise InvalidInput(say(messages.TRUMP_NOT_BID, call=response, rules=self.rules.name,
                                   trumps=", ".join(mode.value for mode in trumps)))
        if isinstance(call, Bid) and self.standing is not None and call.value in ladder:
            low = min(self._bids(), key=lambda bid: ladder.index(bid.value))
            raise InvalidInput(say(messages.NOT_ABOVE, call=response, bid=str(self.standing), low=low.value))
        bids = self._bids()
        words = [str(one) for one in self.offered() if not isinstance(one, Bid)]
        heights = f"{bids[0].value} … {bids[-1].value} ({', '.join(mode.value for mode in trumps)})"
        summary = [*words[:1], heights, *words[1:]]
        raise InvalidInput(say(messages.NOT_OFFERED, calls=response, offered=", ".join(summary)))

    def _reason(self, call: Action) -> Reason:
        one = self.weighed(call)
        if isinstance(call, Bid):
            chance = round(10 * one.made)
            return Reason("expected-score", text(HEIGHT_WEIGHED, call=_named(call), count=chance,
                                                 advice=one.explain), str(call))
        return TakeOrPass._reason(self, call)

    def _runner_up(self) -> Action | None:
        answer = self.answer
        others = [call for call in self.offered() if call != answer]
        return max(others, key=lambda call: self.weighed(call).score) if others else None

    def reasons(self) -> tuple[Reason, ...]:
        """What the answer is worth, and by how much it beats the next best call."""
        answer, other = self.answer, self._runner_up()
        if other is None:
            return (self._reason(answer),)
        margin = round(self.weighed(answer).score - self.weighed(other).score)
        score = f"{round(self.weighed(other).score):+d}"
        compared = Reason("expected-score", text(RUNNER_UP, best=_named(answer), margin=margin, other=other.name,
                                                 score=score), str(other))
        return (self._reason(answer), compared)

    def fields(self) -> tuple[Field, ...]:
        """The call (a pass, coinche or surcoinche alone; or a bid's height) and the bid's trump."""
        bids = self._bids()
        heights = [value for value in bid_ladder(self.rules) if any(bid.value == value for bid in bids)]
        calls = [Option(str(call), _named(call), alone=True) for call in self.offered() if not isinstance(call, Bid)]
        first = [option for option in calls if option.value == str(PASS)]
        options = (*first, *(Option(str(value), bid_value_label(value)) for value in heights),
                   *(option for option in calls if option not in first))
        trump = Field("trump", "radio", TRUMP_FIELD,
                      tuple(Option(mode.value, _named_mode(mode)) for mode in self._trumps()))
        return (Field("call", "radio", CALL_FIELD, options), trump)

    def field_values(self, answer: object) -> dict[str, object]:
        if isinstance(answer, Bid):
            return {"call": str(answer.value), "trump": answer.trump.value}
        return {"call": str(answer)}

    @classmethod
    def from_position(cls, data: Mapping[str, Any], rules: Rules, **provenance: Any) -> Self:
        if data.get("dealer") in (None, ""):
            raise InvalidInput(say(messages.NEEDS_KEY, kind=cls.kind, key="'dealer'"))
        return cls.make(data.get("calls") or (), dealer=str(data["dealer"]), rules=rules,
                        hand=str(data.get("hand", "")), **provenance)


def _named_mode(mode: Trump) -> Any:
    return lambda lang: capitalized(mode.name_in(lang))


def _hand(reader: _Reader, node: Node) -> tuple[Card, ...] | None:
    """``hand``: the cards of the player to speak, read at their own line."""
    written = reader.cards(node, "hand")
    return None if written is None else reader.attempt(node, lambda: tuple(parse_cards(written)), "hand: ")


def _build(reader: _Reader, node: Node, fields: Fields, rules: Rules, question: str | None) -> Exercise | None:
    hand_node = fields["hand"][1]
    dealer, calls, hand = _yaml_seat(reader, fields, "dealer"), _calls(reader, fields), _hand(reader, hand_node)
    if dealer is None or calls is None or hand is None:
        return None
    try:
        return HowHigh.make(calls, dealer=dealer, rules=rules, hand=hand, question=question)
    except InvalidInput as error:  # a hand of the wrong size, or calls that cannot be made
        bad_hand = len(hand) != 8 or len(set(hand)) != len(hand)
        reader.problem(hand_node if bad_hand else fields["calls"][1] if "calls" in fields else node, str(error))
        return None


def _fits(level: int, made: HowHigh, rng: random.Random) -> bool:
    """Level 1: the opening (nobody has bid yet), the answer ahead by 15 points or more; level 2: the
    opening, ahead by 6 to 15; level 3: after a bid (a partner's to raise, an opponent's to beat or
    coinche), ahead by 6 or more. A pass at the opening is kept one time in three (``PASSES``)."""
    if PASS not in made.machine.legal():
        return False  # the dealer's forced bid: no height to choose
    margin = made.margin()
    if level == 3:
        return made.standing is not None and margin >= MARGINS[3]
    if made.answer == PASS and rng.random() >= PASSES:
        return False
    return made.standing is None and MARGINS[level] <= margin < (MARGINS[1] if level == 2 else float("inf"))


def _auctions(rng: random.Random, rules: Rules) -> Iterator[Iterator[tuple[Deal, list[Action]]]]:
    """Seeded deals, one after another, each as the positions of its auction played by beginners: the
    deal and the calls so far before each call (stop taking a deal's positions to go to the next deal)."""
    from ..players import Beginner

    def positions(deal: Deal) -> Iterator[tuple[Deal, list[Action]]]:
        players = {seat: Beginner(deal.game, 0) for seat in deal.seats}
        calls: list[Action] = []
        while deal.phase == "bidding" and not deal.is_over:
            yield deal, list(calls)
            seat = deal.to_play
            assert seat is not None
            calls.append(players[seat](deal.view(seat)))
            deal.apply(calls[-1])

    for _ in range(ATTEMPTS):
        yield positions(Deal.new(rules, rng=random.Random(rng.getrandbits(32))))


def _generate(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    """The first position of the seeded deals' auctions that fits the level (``_fits``)."""
    refused = coinche_only(rules)
    if refused:
        raise InvalidInput(refused)
    for auction in _auctions(rng, rules):
        for deal, calls in auction:
            standing = getattr(deal.auction, "bid", None) is not None
            if standing and level != 3:
                break  # levels 1 and 2: the opening is past
            if standing != (level == 3):
                continue
            seat = deal.to_play
            assert seat is not None
            try:
                made = HowHigh.make(calls, dealer=deal.dealer, rules=rules, hand=tuple(deal.hand(seat)), level=level,
                                    **provenance)
            except InvalidInput:
                break  # nobody may bid any more after a coinche
            if _fits(level, made, rng):
                return made
    raise InvalidInput(say(messages.NOT_FOUND, kind="how-high", level=level, rules=rules.name))


register(Kind("how-high", Msg("exercise kind", "How high do you bid?"), HowHigh, ("dealer", "calls", "hand"),
              ("dealer", "hand"), _build, _generate, picture="calls-hand", tables=(4,),
              finds="the hand evaluation advises", expect_form="calls", rules="coinche", needs=coinche_only))
