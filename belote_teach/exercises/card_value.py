"""What one card is worth: in a suit contract (a trump or a plain card), in no trumps, in all trumps.

>>> exercise = CardValue.make("JH", trump="H")
>>> exercise.answer, exercise.check(2).rules[0]
(20, 'counted-as-plain')
>>> print(exercise.check(2).messages("en")[0])
The jack of hearts is a trump: as a plain card it would be worth 2, but as a trump it is worth 20.
>>> CardValue.make("AS", trump="no-trump", rules="coinche").answer, CardValue.make("JS", trump="all-trump", rules="coinche").answer
(19, 13)
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..cards import DECK
from .base import SUITS, Kind, modes, register
from .sets import Fields, _Reader, _trump

if TYPE_CHECKING:
    from yaml import Node

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from .. import messages
from ..cards import Card, Rank, parse_card
from ..errors import InvalidInput
from ..i18n import Lang, Msg, say
from ..plausible import contract_problem
from ..rules import Rules
from ..trump import Trump
from ..values import (
    ALL_TRUMP_POINTS,
    DEAL_TOTAL,
    PLAIN_POINTS,
    PLAIN_STRENGTH,
    TRUMP_POINTS,
    TRUMP_STRENGTH,
    point_table,
)
from .base import Exercise, Field, Reason, possible, text
from .play import VALUE, PointsAnswer

_C = "exercise"
VALUE_PROMPT = Msg(_C, "How many points is the {card} worth?")
POINTS_FIELD = Msg("quiz", "Points")
VALUE_REASONS: dict[str, Msg] = {
    "trump-values": Msg(_C, "The {card} is a trump: the trumps count {values}."),
    "plain-values": Msg(_C, "The {card} is not a trump ({trump} are trumps): a plain suit counts {values}."),
    "no-trump-values": Msg(_C, "In no trumps every suit counts {values}."),
    "all-trump-values": Msg(_C, "In all trumps every suit counts {values}."),
    "all-trump-scaled": Msg(
        _C, "These rules keep the usual trump values in all trumps, then scale each team's points down so that "
        "the deal is worth {total}."
    ),
}
MISTAKES: dict[str, Msg] = {
    "counted-as-trump": Msg(
        _C, "The {card} is not a trump here: as a trump it would be worth {other}, but as a plain card it is worth "
        "{points}."
    ),
    "counted-as-plain": Msg(
        _C, "The {card} is a trump: as a plain card it would be worth {other}, but as a trump it is worth {points}."
    ),
    "counted-as-suit-contract": Msg(
        _C, "{other} is what the {card} is worth in a suit contract; in {mode} it is worth {points}."
    ),
    "other-value-system": Msg(
        _C, "{other} is the {card}'s value under another system of all-trump values; these rules count {points}."
    ),
}


@dataclass(frozen=True, slots=True, kw_only=True)
class CardValue(PointsAnswer, Exercise):
    """How many points is ``card`` worth when ``trump`` is the contract's mode? The answer: a number."""

    kind: ClassVar[str] = "card-value"
    card: Card
    trump: Trump

    @classmethod
    def make(cls, card: Card | str, *, trump: Trump | str, rules: Rules | str = "classic", **provenance: Any) -> CardValue:
        return cls(rules=Rules.coerce(rules), card=parse_card(card), trump=Trump.parse(trump), **provenance)

    def __post_init__(self) -> None:
        possible(contract_problem(self.rules, self.trump))

    def value_in(self, trump: Trump, system: str | None = None) -> int:
        return point_table(trump, system or self.rules.all_trump_values)[self.card.index]

    @property
    def answer(self) -> int:
        return self.value_in(self.trump)

    def _name(self, lang: Lang) -> str:
        return self.card.name(lang)

    def _values(self, trump_order: bool, table: tuple[int, ...]) -> Any:
        """Each rank and its value, from the highest card in play to the lowest."""
        strength = TRUMP_STRENGTH if trump_order else PLAIN_STRENGTH
        ranks = sorted(Rank, key=lambda rank: -strength[rank.index])

        def listed(lang: Lang) -> str:
            return ", ".join(VALUE(lang, card=rank.name_in(lang), points=table[rank.index]) for rank in ranks)

        return listed

    def reasons(self) -> tuple[Reason, ...]:
        trump, suit = self.trump, self.card.suit
        if trump is Trump.NO_TRUMP:
            rule, trump_order = "no-trump-values", False
        elif trump is Trump.ALL_TRUMP:
            rule, trump_order = "all-trump-values", True
        else:
            rule, trump_order = ("trump-values", True) if suit is trump.suit else ("plain-values", False)
        row = point_table(trump, self.rules.all_trump_values)[suit.index * 8: suit.index * 8 + 8]
        reasons = [Reason(rule, text(VALUE_REASONS[rule], card=self._name, trump=trump.name_in,
                                     values=self._values(trump_order, row)))]
        if trump is Trump.ALL_TRUMP and self.rules.all_trump_values == "ffb2016":
            reasons.append(Reason("all-trump-scaled", text(VALUE_REASONS["all-trump-scaled"], total=DEAL_TOTAL)))
        return tuple(reasons)

    def mistakes(self, response: Any) -> tuple[Reason, ...]:
        """A value the card has elsewhere: as a trump, as a plain card, in a suit contract, or under
        another system of all-trump values."""
        points, trump, rank = self.answer, self.trump, self.card.rank.index
        if response == points:
            return ()
        fields: dict[str, Any] = {"card": self._name, "points": points, "other": response, "mode": trump.name_in}
        if trump.suit is self.card.suit:
            rule = "counted-as-plain" if response == PLAIN_POINTS[rank] else ""
        elif trump.suit is not None:
            rule = "counted-as-trump" if response == TRUMP_POINTS[rank] else ""
        elif response in (TRUMP_POINTS[rank], PLAIN_POINTS[rank]):
            rule = "counted-as-suit-contract"
        elif trump is Trump.ALL_TRUMP and response in {table[rank] for table in ALL_TRUMP_POINTS.values()}:
            rule = "other-value-system"
        else:
            return ()
        return (Reason(rule, text(MISTAKES[rule], **fields), str(response)),) if rule else ()

    def anticipated(self) -> tuple[Reason, ...]:
        """The card's value as a trump, as a plain card, and under the other all-trump systems."""
        rank = self.card.rank.index
        others = dict.fromkeys([TRUMP_POINTS[rank], PLAIN_POINTS[rank], *(t[rank] for t in ALL_TRUMP_POINTS.values())])
        return tuple(reason for value in others for reason in self.mistakes(value))

    def prompt(self, lang: Lang = "en") -> str:
        return VALUE_PROMPT(lang, card=self.card.name(lang))

    def fields(self) -> tuple[Field, ...]:
        return (Field("points", "number", POINTS_FIELD),)

    def field_values(self, answer: object) -> dict[str, object]:
        return {"points": str(answer)}

    def position(self) -> dict[str, Any]:
        return {"card": str(self.card), "trump": self.trump.value}

    @classmethod
    def from_position(cls, data: Mapping[str, Any], rules: Rules, **provenance: Any) -> CardValue:
        for name in ("card", "trump"):
            if data.get(name) in (None, ""):
                raise InvalidInput(say(messages.NEEDS_KEY, kind="card-value", key=repr(name)))
        return cls.make(str(data["card"]), trump=data["trump"], rules=rules, **provenance)


def _read_card_value(reader: _Reader, node: Node, fields: Fields, rules: Rules, question: str | None) -> Exercise | None:
    trump = _trump(reader, fields, rules)
    card_node = fields["card"][1]
    card_text = reader.scalar(card_node, "card")
    card = None if card_text is None else reader.attempt(card_node, lambda: parse_card(card_text), "card: ")
    if trump is None or card is None:
        return None
    result: Exercise | None = reader.attempt(
        card_node, lambda: CardValue.make(card, trump=trump, rules=rules, question=question))
    return result


def _generate_card_value(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    extra = tuple(mode for mode in modes(rules) if mode.suit is None)
    ranks: tuple[str, ...]
    if level == 3 and extra:
        trump, ranks = rng.choice(extra), ("A", "10", "K", "Q", "J", "9")
    else:
        trump = rng.choice(SUITS)
        ranks = {1: ("A", "10", "K", "Q"), 2: ("J", "9", "8", "7")}.get(level, tuple(r.value for r in Rank))
    card = rng.choice([card for card in DECK if card.rank.value in ranks])
    return CardValue.make(card, trump=trump, rules=rules, level=level, **provenance)


register(Kind("card-value", Msg("exercise kind", "What is the card worth?"), CardValue, ("card", "trump"),
              ("card", "trump"), _read_card_value, _generate_card_value, picture="card"))
