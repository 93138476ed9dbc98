"""Card-play exercises: which cards may be played, who wins a trick, what a trick is worth.

>>> exercise = WhichCards.make("JH 9H 8C", "E:7S N:10S", trump="H")
>>> exercise.player, exercise.answer_key
('W', 'JH 9H')
>>> feedback = exercise.check("JH 9H 8C")
>>> feedback.correct, feedback.rules[0]
(False, 'must-trump')
>>> print(feedback.messages("nl")[0])
Klaveracht: verboden. Je hebt geen schoppen en een tegenstander heeft de slag: je moet troeven.
>>> TrickWinner.make("E:7S N:10S W:9H S:AS", trump="H").check("S").messages("en")[0]
'The ace of spades (South) follows suit, but the trick was trumped: a trump beats every card of another suit.'
>>> TrickPoints.make("E:7S N:10S W:9H S:AS", trump="H").answer
35
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from .. import messages
from .. import play as rulings
from ..table import hand_size
from .base import REGISTRY, SUITS, Answer, Kind, modes, register, register_individual
from .generate import ATTEMPTS, _card_play, _positions, _rotate, _to_south, _tricks, small_deal
from .sets import (
    Fields,
    _check_trick_with_hands,
    _count_cards,
    _hand_cards,
    _hands,
    _Reader,
    _trick,
    _trump,
)
from .sets import _seat as _yaml_seat

if TYPE_CHECKING:
    from yaml import Node

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..cards import Card, card_names, parse_cards
from ..digits import whole
from ..errors import InvalidInput
from ..explain import ALLOWED_LABEL, FORBIDDEN_LABEL, NONE_LABEL, Verdict, explain_play
from ..i18n import Lang, Msg, capitalized, say
from ..notation import trick_text
from ..plausible import contract_problem, position_problem
from ..play import trick_winner, winning_position
from ..position import HandInput, Play, Position, TrickInput, read_trick
from ..rules import Rules
from ..seats import Seat, parse_seat, seat_name
from ..trump import ALL_TRUMP_CODE, NO_TRUMP_CODE, Trump
from ..values import LAST_TRICK_BONUS, point_table
from .base import Exercise, Reason, possible, text

_C = "exercise"
CARD_VERDICT = Msg(_C, "{card}: {verdict}. {reason}", "e.g. Eight of clubs: forbidden. You must follow suit …")
ALLOWED_CARDS = Msg(_C, "you may play {cards}", "the answer of a which-cards exercise")
WHICH_PROMPT = Msg(_C, "You are {seat} and it is your turn: which cards may you play? Choose all of them.")
WINNER_PROMPT = Msg(_C, "Who wins this trick?")
POINTS_PROMPT = Msg(_C, "How many card points is this trick worth?")
POINTS_PROMPT_LAST = Msg(_C, "This is the last trick of the deal. How many points does it bring?")
WINS = Msg(_C, "{seat} wins the trick", "the answer of a trick-winner exercise")
POINTS = Msg(_C, "{points} point", "the answer of a trick-points exercise", plural="{points} points")

WINNER_REASONS: dict[str, Msg] = {
    "highest-trump": Msg(_C, "The {card} ({seat}) wins: it is the highest trump in the trick."),
    "highest-of-led-suit": Msg(
        _C, "The {card} ({seat}) wins: nobody trumped, so the highest card of the led suit ({suit}) wins."
    ),
    "no-trump-led-suit": Msg(
        _C, "The {card} ({seat}) wins: in no trumps the highest card of the led suit ({suit}) wins."
    ),
    "all-trump-led-suit": Msg(
        _C,
        "The {card} ({seat}) wins: in all trumps the highest card of the led suit ({suit}) wins, in the order "
        "of the trumps.",
    ),
}
LOSER_REASONS: dict[str, Msg] = {
    "off-suit": Msg(_C, "The {card} ({seat}) cannot win: it is neither of the led suit ({suit}) nor a trump."),
    "off-suit-no-trump": Msg(
        _C, "The {card} ({seat}) cannot win: only the led suit ({suit}) can win this trick."
    ),
    "trumped": Msg(
        _C,
        "The {card} ({seat}) follows suit, but the trick was trumped: a trump beats every card of another suit.",
    ),
    "lower-trump": Msg(
        _C, "The {card} ({seat}) is a trump, but the {best} is higher: trumps rank jack, nine, ace, ten, king, "
        "queen, eight, seven."
    ),
    "lower-card": Msg(
        _C, "The {card} ({seat}) follows suit, but the {best} is higher: ace, ten, king, queen, jack, nine, eight, "
        "seven."
    ),
    "lower-card-all-trump": Msg(
        _C, "The {card} ({seat}) follows suit, but the {best} is higher: in all trumps every suit ranks jack, "
        "nine, ace, ten, king, queen, eight, seven."
    ),
}
POINT_REASONS: dict[str, Msg] = {
    "trump-values": Msg(
        _C, "Card values with {trump} as trumps: {sum} = {total}.", "e.g. … with hearts as trumps: 0 + 10 + 14 = 24"
    ),
    "no-trump-values": Msg(_C, "Card values in no trumps (the ace is worth the most): {sum} = {total}."),
    "all-trump-values": Msg(_C, "Card values in all trumps: {sum} = {total}."),
    "last-trick": Msg(_C, "The last trick brings {bonus} more: {points} + {bonus} = {total}."),
}
TRUMP_MARK = Msg(_C, "{card} (trump)", "a card in a sum of card values that is a trump")
NOT_LAST_TRICK = Msg(_C, "Only the last trick of the deal brings {bonus} more, and this is not the last trick.",
                     "a learner added the last trick's bonus to another trick")
VALUE = Msg(_C, "{card} {points}", "one term of a sum of card values, e.g. ace of spades 11")


def _card(card: Card) -> Any:
    return card.name


def _seat(seat: Seat) -> Any:
    return lambda lang: seat_name(seat, lang)


@dataclass(frozen=True, slots=True, kw_only=True)
class WhichCards(Exercise):
    """Which cards of ``hand`` may ``player`` play to ``trick``? The answer: the allowed cards, in hand order."""

    kind: ClassVar[str] = "which-cards"
    trump: Trump
    trick: tuple[Play, ...]
    hand: tuple[Card, ...]
    player: Seat
    verdicts: tuple[Verdict, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        possible(position_problem(self.rules, self.trump, self.hand))
        position = Position(self.hand, self.trick, self.trump, self.player, self.rules)
        checked = Position.read(position.hand, position.trick, trump=self.trump, player=self.player, rules=self.rules)
        verdicts = explain_play(checked.hand, checked.trick, trump=self.trump, player=self.player, rules=self.rules)
        object.__setattr__(self, "verdicts", tuple(verdicts))

    @classmethod
    def make(
        cls,
        hand: HandInput,
        trick: TrickInput = "",
        *,
        trump: Trump | str,
        player: str | None = None,
        rules: Rules | str = "classic",
        **provenance: Any,
    ) -> WhichCards:
        """From the usual engine inputs (``player`` defaults to the next seat)."""
        position = Position.read(hand, trick, trump=trump, player=player, rules=Rules.coerce(rules))
        return cls(rules=position.rules, trump=position.trump, trick=position.trick, hand=position.hand,
                   player=position.player, **provenance)

    @property
    def answer(self) -> tuple[Card, ...]:
        return tuple(v.card for v in self.verdicts if v.allowed)

    def read(self, response: object) -> tuple[Card, ...]:
        if isinstance(response, str | Card):
            cards = parse_cards([response] if isinstance(response, Card) else response)
        elif isinstance(response, list | tuple | set | frozenset):
            cards = parse_cards(response)
        else:
            raise InvalidInput(say(messages.CARDS_EXPECTED, value=repr(response)))
        chosen = set(cards)
        strangers = [card for card in cards if card not in self.hand]
        if strangers:
            raise InvalidInput(say(messages.NOT_IN_THE_HAND, cards=" ".join(map(messages.card_word, strangers)),
                                   hand=" ".join(map(messages.card_word, self.hand))))
        return tuple(card for card in self.hand if card in chosen)

    def key(self, answer: object) -> str:
        return " ".join(str(card) for card in answer)  # type: ignore[attr-defined]

    def describe(self, answer: object, lang: Lang = "en") -> str:
        cards = list(answer)  # type: ignore[call-overload]
        return ALLOWED_CARDS(lang, cards=card_names(cards, lang) if cards else NONE_LABEL(lang))

    def _reason(self, verdict: Verdict) -> Reason:
        card = verdict.card
        return Reason(
            verdict.rule,
            text(CARD_VERDICT, card=lambda lang: capitalized(card.name(lang)),
                 verdict=ALLOWED_LABEL if verdict.allowed else FORBIDDEN_LABEL, reason=verdict.message),
            str(card),
        )

    def reasons(self) -> tuple[Reason, ...]:
        """Why each forbidden card is forbidden, then why the allowed ones are allowed."""
        ordered = sorted(self.verdicts, key=lambda v: v.allowed)
        return tuple(self._reason(v) for v in ordered)

    def mistakes(self, response: Any) -> tuple[Reason, ...]:
        """Each card the response got wrong: chosen but forbidden, or allowed but left out."""
        return tuple(self._reason(v) for v in self.verdicts if (v.card in response) != v.allowed)

    def prompt(self, lang: Lang = "en") -> str:
        return WHICH_PROMPT(lang, seat=seat_name(self.player, lang))

    def position(self) -> dict[str, Any]:
        return {"trump": self.trump.value, "trick": trick_text(self.trick), "hand": " ".join(map(str, self.hand)),
                "player": self.player}

    @classmethod
    def from_position(cls, data: Mapping[str, Any], rules: Rules, **provenance: Any) -> WhichCards:
        return cls.make(data.get("hand", ""), data.get("trick") or "", trump=_required(data, "trump"),
                        player=data.get("player"), rules=rules, **provenance)


def _required(data: Mapping[str, Any], name: str) -> Any:
    if data.get(name) in (None, ""):
        raise InvalidInput(say(messages.NEEDS_KEY, kind=data.get('kind', ''), key=repr(name)))
    return data[name]


def _most(size: int) -> str:
    """A hand's largest size in words ("eight"), in the problems' language."""
    word = messages.HAND_WORDS.get(size)
    return word() if word else str(size)


def read_complete_trick(trick: TrickInput, rules: Rules) -> tuple[Play, ...]:
    plays = read_trick(trick, max_cards=rules.players, direction=rules.play_direction, players=rules.players)
    if len(plays) != rules.players:  # one card from each player (rules reference: two and three players: two or three at a small table)
        raise InvalidInput(say(messages.TRICK_SIZE, players=messages.PLAYER_WORDS[rules.players](), count=len(plays),
                               trick=trick_text(plays) or say(messages.NOTHING)))
    return plays


@dataclass(frozen=True, slots=True, kw_only=True)
class _CompleteTrick(Exercise):
    trump: Trump
    trick: tuple[Play, ...]

    def _check_trick(self) -> None:
        read_complete_trick(self.trick, self.rules)

    def position(self) -> dict[str, Any]:
        return {"trump": self.trump.value, "trick": trick_text(self.trick)}


@dataclass(frozen=True, slots=True, kw_only=True)
class TrickWinner(_CompleteTrick):
    """Who wins this complete trick? The answer: a seat."""

    kind: ClassVar[str] = "trick-winner"

    def __post_init__(self) -> None:
        possible(contract_problem(self.rules, self.trump))
        self._check_trick()

    @classmethod
    def make(cls, trick: TrickInput, *, trump: Trump | str, rules: Rules | str = "classic",
             **provenance: Any) -> TrickWinner:
        checked = Rules.coerce(rules)
        return cls(rules=checked, trump=Trump.parse(trump), trick=read_complete_trick(trick, checked), **provenance)

    @property
    def answer(self) -> Seat:
        return trick_winner(self.trick, trump=self.trump, rules=self.rules)

    def read(self, response: object) -> Seat:
        seat = parse_seat(response)
        if seat not in {played for played, _ in self.trick}:
            raise InvalidInput(say(messages.NO_CARD_FROM, seat=seat))
        return seat

    def key(self, answer: object) -> str:
        return str(answer)

    def describe(self, answer: object, lang: Lang = "en") -> str:
        return WINS(lang, seat=seat_name(answer, lang))  # type: ignore[arg-type]

    def _best(self) -> Play:
        return self.trick[winning_position([card.index for _, card in self.trick], self.trump.code)]

    def _winner_reason(self) -> Reason:
        seat, card = self._best()
        led = self.trick[0][1].suit
        if self.trump.code == NO_TRUMP_CODE:
            rule = "no-trump-led-suit"
        elif self.trump.code == ALL_TRUMP_CODE:
            rule = "all-trump-led-suit"
        else:
            rule = "highest-trump" if card.suit is self.trump.suit else "highest-of-led-suit"
        return Reason(rule, text(WINNER_REASONS[rule], card=_card(card), seat=_seat(seat), suit=led.name_in), seat)

    def _loser_reason(self, seat: Seat) -> Reason:
        card = next(card for played, card in self.trick if played == seat)
        best = self._best()[1]
        led = self.trick[0][1].suit
        trump_suit = self.trump.suit
        if card.suit is not led and card.suit is not trump_suit:
            rule = "off-suit" if trump_suit is not None else "off-suit-no-trump"
        elif card.suit is trump_suit and best.suit is trump_suit:
            rule = "lower-trump"
        elif best.suit is not led:
            rule = "trumped"
        else:
            rule = "lower-card-all-trump" if self.trump.code == ALL_TRUMP_CODE else "lower-card"
        return Reason(rule, text(LOSER_REASONS[rule], card=_card(card), seat=_seat(seat), suit=led.name_in,
                                 best=_card(best)), seat)

    def reasons(self) -> tuple[Reason, ...]:
        """Why the winner wins, then why each other card does not."""
        winner = self.answer
        return (self._winner_reason(), *(self._loser_reason(seat) for seat, _ in self.trick if seat != winner))

    def mistakes(self, response: Any) -> tuple[Reason, ...]:
        return (self._loser_reason(response),)

    def prompt(self, lang: Lang = "en") -> str:
        return WINNER_PROMPT(lang)

    @classmethod
    def from_position(cls, data: Mapping[str, Any], rules: Rules, **provenance: Any) -> TrickWinner:
        return cls.make(_required(data, "trick"), trump=_required(data, "trump"), rules=rules, **provenance)


def read_points(response: object) -> int:
    """A number of points, given as a whole number or its text."""
    if isinstance(response, bool):
        raise InvalidInput(say(messages.POINTS_EXPECTED, value=repr(response)))
    if isinstance(response, int):
        return response
    if isinstance(response, str) and whole(response, signed=True) is not None:
        return whole(response, signed=True)  # type: ignore[return-value]
    raise InvalidInput(say(messages.POINTS_EXPECTED, value=repr(response)))


class PointsAnswer:
    """An answer that is a number of points: read, written and described."""

    __slots__ = ()

    def read(self, response: object) -> int:
        return read_points(response)

    def key(self, answer: object) -> str:
        return str(answer)

    def describe(self, answer: object, lang: Lang = "en") -> str:
        return POINTS(lang, points=answer, count=answer)


@dataclass(frozen=True, slots=True, kw_only=True)
class TrickPoints(PointsAnswer, _CompleteTrick):
    """How many card points is this complete trick worth (``last_trick``: plus the last-trick bonus)?"""

    kind: ClassVar[str] = "trick-points"
    last_trick: bool = False

    def __post_init__(self) -> None:
        possible(contract_problem(self.rules, self.trump))
        self._check_trick()

    @classmethod
    def make(cls, trick: TrickInput, *, trump: Trump | str, rules: Rules | str = "classic", last_trick: bool = False,
             **provenance: Any) -> TrickPoints:
        checked = Rules.coerce(rules)
        return cls(rules=checked, trump=Trump.parse(trump), trick=read_complete_trick(trick, checked),
                   last_trick=last_trick, **provenance)

    @property
    def values(self) -> tuple[int, ...]:
        table = point_table(self.trump, self.rules.all_trump_values)
        return tuple(table[card.index] for _, card in self.trick)

    @property
    def answer(self) -> int:
        return sum(self.values) + (LAST_TRICK_BONUS if self.last_trick else 0)

    def reasons(self) -> tuple[Reason, ...]:
        if self.trump.code == NO_TRUMP_CODE:
            rule = "no-trump-values"
        elif self.trump.code == ALL_TRUMP_CODE:
            rule = "all-trump-values"
        else:
            rule = "trump-values"
        plays = [card for _, card in self.trick]
        values = self.values

        def terms(lang: Lang) -> str:
            return " + ".join(
                VALUE(lang, card=TRUMP_MARK(lang, card=card.name(lang)) if card.suit is self.trump.suit
                      else card.name(lang), points=points)
                for card, points in zip(plays, values, strict=True)
            )

        total = sum(values)
        reasons = [Reason(rule, text(POINT_REASONS[rule], trump=self.trump.name_in, sum=terms, total=total))]
        if self.last_trick:
            reasons.append(Reason("last-trick", text(POINT_REASONS["last-trick"], bonus=LAST_TRICK_BONUS,
                                                     points=total, total=total + LAST_TRICK_BONUS)))
        return tuple(reasons)

    def mistakes(self, response: Any) -> tuple[Reason, ...]:
        if self.last_trick and response == sum(self.values):
            return (self.reasons()[-1],)
        if not self.last_trick and response == sum(self.values) + LAST_TRICK_BONUS:
            return (Reason("not-last-trick", text(NOT_LAST_TRICK, bonus=LAST_TRICK_BONUS)),)
        return ()

    def prompt(self, lang: Lang = "en") -> str:
        return (POINTS_PROMPT_LAST if self.last_trick else POINTS_PROMPT)(lang)

    def position(self) -> dict[str, Any]:
        return {**_CompleteTrick.position(self), "last-trick": self.last_trick}

    @classmethod
    def from_position(cls, data: Mapping[str, Any], rules: Rules, **provenance: Any) -> TrickPoints:
        last = data.get("last-trick", False)
        if not isinstance(last, bool):
            raise InvalidInput(say(messages.LAST_TRICK_VALUE, value=repr(last)))
        return cls.make(_required(data, "trick"), trump=_required(data, "trump"), rules=rules, last_trick=last,
                        **provenance)


def _read_which_cards(reader: _Reader, node: Node, fields: Fields, rules: Rules, question: str | None) -> Exercise | None:
    trump, trick = _trump(reader, fields, rules), _trick(reader, fields, rules)
    player = _yaml_seat(reader, fields, "player") if "player" in fields else None
    hand = _hand_cards(reader, fields["hand"][1], "hand") if "hand" in fields else None
    hands = _hands(reader, fields, hand_size(rules)) if "hands" in fields else None
    if trump is None or trick is None or ("player" in fields and player is None):
        return None
    if "hand" not in fields and "hands" not in fields:
        reader.problem(node, say(messages.NEEDS_HAND))
        return None
    if player is not None and any(seat == player for seat, _ in trick):
        reader.problem(fields["player"][1], say(messages.ALREADY_PLAYED, seat=player))
        return None
    if hands is not None:
        seat = player or reader.attempt(fields["hands"][0], lambda: _next_player(trick, rules))
        if seat is None or not _check_trick_with_hands(reader, fields, trick, trump, rules, hands, seat):
            return None
        held = hands[seat][1]
        if hand is not None and set(hand) != set(held):
            reader.problem(fields["hand"][1], say(messages.NOT_THAT_HAND, hand=" ".join(map(messages.card_word, hand)),
                                                  seat=seat, held=" ".join(map(messages.card_word, held))))
            return None
        hand, player = hand or held, seat
    if hand is None:
        return None
    hand_node = fields["hand"][1] if "hand" in fields else fields["hands"][0]
    if len(hand) > hand_size(rules):
        reader.problem(hand_node, say(messages.HAND_SIZE, count=len(hand), most=_most(hand_size(rules))))
        return None
    if not _count_cards(reader, hand_node, [hand, [card for _, card in trick]]):
        return None
    result: Exercise | None = reader.attempt(
        hand_node, lambda: WhichCards.make(hand, trick, trump=trump, player=player, rules=rules, question=question))
    return result


def _next_player(trick: tuple[Play, ...], rules: Rules) -> Seat:
    from ..position import default_player

    return default_player(trick, rules)


def _complete(reader: _Reader, fields: Fields, rules: Rules) -> tuple[str, tuple[Play, ...]] | None:
    trump, trick = _trump(reader, fields, rules), _trick(reader, fields, rules)
    if trump is None or trick is None:
        return None
    if len(trick) != rules.players:
        reader.problem(fields["trick"][1], say(messages.TRICK_SIZE_KEY, players=messages.PLAYER_WORDS[rules.players](), count=len(trick)))
        return None
    if "hands" in fields:
        hands = _hands(reader, fields, hand_size(rules))
        if hands is None or not _check_trick_with_hands(reader, fields, trick, trump, rules, hands, None):
            return None
    return trump, trick


def _read_trick_winner(reader: _Reader, node: Node, fields: Fields, rules: Rules, question: str | None) -> Exercise | None:
    position = _complete(reader, fields, rules)
    if position is None:
        return None
    result: Exercise | None = reader.attempt(
        fields["trick"][1], lambda: TrickWinner.make(position[1], trump=position[0], rules=rules, question=question))
    return result


def _read_trick_points(reader: _Reader, node: Node, fields: Fields, rules: Rules, question: str | None) -> Exercise | None:
    import yaml

    position = _complete(reader, fields, rules)
    last = False
    if "last-trick" in fields:
        value = fields["last-trick"][1]
        if not isinstance(value, yaml.ScalarNode) or value.tag != "tag:yaml.org,2002:bool":
            reader.problem(value, say(messages.LAST_TRICK_BOOL))
            return None
        last = reader.plain(value)
    if position is None:
        return None
    result: Exercise | None = reader.attempt(
        fields["trick"][1],
        lambda: TrickPoints.make(position[1], trump=position[0], rules=rules, last_trick=last, question=question))
    return result


Topic = tuple[tuple[Trump, ...], str, Callable[[Card, Trump], bool]]


def _plain_led(led: Card, trump: Trump) -> bool:
    return led.suit is not trump.suit


def _trump_led(led: Card, trump: Trump) -> bool:
    return led.suit is trump.suit


def _any_led(led: Card, trump: Trump) -> bool:
    return True


def which_card_topics(level: int, rules: Rules) -> list[Topic]:
    """(trump modes, ruling, condition on the led card) of each topic of a level under ``rules``."""
    available = modes(rules)
    topics: list[Topic] = []
    if level == 1:
        topics = [(SUITS, rulings.MUST_FOLLOW_SUIT, _plain_led)]
        if Trump.NO_TRUMP in available:
            topics.append(((Trump.NO_TRUMP,), rulings.MUST_FOLLOW_SUIT, _any_led))
    elif level == 2:
        topics = [(SUITS, rulings.MUST_TRUMP, _plain_led), (SUITS, rulings.MUST_OVERTRUMP, _plain_led)]
    else:
        topics = [(SUITS, rulings.MUST_OVERTRUMP, _trump_led)]
        if rules.undertrump == "required":
            topics.append((SUITS, rulings.MUST_UNDERTRUMP, _plain_led))
        if Trump.ALL_TRUMP in available:
            topics.append(((Trump.ALL_TRUMP,), rulings.MUST_CLIMB, _any_led))
    return topics


def _fits(level: int, rules: Rules, ruling: str, trick: tuple[Play, ...], hand: list[Card], trump: Trump,
          seat: Seat) -> bool:
    verdicts = explain_play(hand, trick, trump=trump, player=seat, rules=rules)
    return any(v.allowed for v in verdicts) and any(not v.allowed and v.rule == ruling for v in verdicts)


def _generate_which_cards(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    topics = which_card_topics(level, rules)
    for _ in range(ATTEMPTS):
        trumps, ruling, condition = rng.choice(topics)
        trump = rng.choice(trumps)
        found = []
        for seat, trick, hand in _positions(rng, _card_play(rng, rules, trump)):
            if not trick or len(hand) < 3 or not condition(trick[0][1], trump):
                continue
            if _fits(level, rules, ruling, trick, hand, trump, seat):
                found.append((seat, trick, hand))
        if found:
            seat, trick, hand = rng.choice(found)
            steps = _to_south(seat)
            return WhichCards.make(hand, [(_rotate(s, steps), card) for s, card in trick], trump=trump,
                                   player="S", rules=rules, level=level, **provenance)
    raise InvalidInput(say(messages.NOT_FOUND, kind="which-cards", level=level, rules=rules.name))


def _small_which_cards(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    """A position of a deal of two or three players where South is to play (rules reference: two and three players);
    the answer must be the cards the small table's engine lets him play."""
    topics = which_card_topics(level, rules)
    for _ in range(ATTEMPTS):
        _, ruling, condition = rng.choice(topics)
        spots: list[tuple[Seat, tuple[Play, ...], list[Card], list[Card]]] = []
        deal = small_deal(rng, rules, spots)
        if deal is None or deal.contract is None:
            continue
        trump = deal.contract.trump
        found = [(trick, hand, legal) for seat, trick, hand, legal in spots
                 if seat == "S" and trick and len(hand) >= 3 and condition(trick[0][1], trump)
                 and _fits(level, rules, ruling, trick, hand, trump, seat)]
        if found:
            trick, hand, legal = rng.choice(found)
            exercise = WhichCards.make(hand, trick, trump=trump, player="S", rules=rules, level=level, **provenance)
            assert set(exercise.answer) == set(legal), "the exercise must allow what the deal allowed"
            return exercise
    raise InvalidInput(say(messages.NOT_FOUND, kind="which-cards", level=level, rules=rules.name))


def _trump_cards(trick: tuple[Play, ...], trump: Trump) -> list[Card]:
    return [card for _, card in trick if card.suit is trump.suit]


def _trick_level(level: int, trick: tuple[Play, ...], trump: Trump, winner_card: Card) -> bool:
    """Does a complete trick fit a trick-winner level?"""
    led = trick[0][1].suit
    trumps = _trump_cards(trick, trump)
    off_suit = any(card.suit is not led and card.suit is not trump.suit for _, card in trick)
    if level == 1:
        return trump.suit is not None and not trumps and off_suit
    if level == 2:
        return trump.suit is not None and led is not trump.suit and bool(trumps)
    if trump.suit is None:
        return off_suit or winner_card.rank.value in ("J", "9")
    # the order of the trumps: a jack or nine beats an ace or ten of trumps
    return len(trumps) >= 2 and winner_card.rank.value in ("J", "9") and any(c.rank.value in ("A", "10") for c in trumps)


def _level_modes(level: int, rules: Rules) -> tuple[Trump, ...]:
    extra = tuple(mode for mode in modes(rules) if mode.suit is None)
    return extra + SUITS if level == 3 and extra else SUITS


Accept = Callable[[bool, tuple[Play, ...], Trump], bool]
Check = Callable[[tuple[Play, ...], Trump, Seat, int], None]
Tricks = Callable[[random.Random, int, Rules, Check], tuple[Trump, list[tuple[bool, tuple[Play, ...]]]] | None]
"""Where complete tricks come from: the trump and each trick (and whether it is the deal's last), or
``None`` to draw again."""


def _chosen_hands_tricks(rng: random.Random, level: int, rules: Rules,
                         check: Check) -> tuple[Trump, list[tuple[bool, tuple[Play, ...]]]]:
    """Four players: random hands under a trump mode of the level, played at random."""
    trump = rng.choice(_level_modes(level, rules))
    return trump, [(n == 8, trick) for n, trick in _tricks(rng, _card_play(rng, rules, trump))]


def _dealt_tricks(rng: random.Random, level: int, rules: Rules,
                  check: Check) -> tuple[Trump, list[tuple[bool, tuple[Play, ...]]]] | None:
    """Two or three players: a whole deal under their rules, each trick checked against the engine's
    winner and points."""
    deal = small_deal(rng, rules)
    if deal is None or deal.contract is None:
        return None
    trump = deal.contract.trump
    tricks = []
    for played in deal.tricks:
        check(played.plays, trump, played.winner, played.card_points)
        tricks.append((played.bonus > 0, played.plays))
    return trump, tricks


def _complete_tricks(rng: random.Random, level: int, rules: Rules, accept: Accept, check: Check = lambda *_: None,
                     source: Tricks = _chosen_hands_tricks) -> tuple[bool, tuple[Play, ...], Trump]:
    """A complete trick that ``accept(last, trick, trump)`` takes, from the tricks ``source`` draws."""
    for _ in range(ATTEMPTS):
        drawn = source(rng, level, rules, check)
        if drawn is None:
            continue
        trump, tricks = drawn
        tricks = [(last_one, trick) for last_one, trick in tricks if accept(last_one, trick, trump)]
        if tricks:
            last_one, trick = rng.choice(tricks)
            return last_one, trick, trump
    raise InvalidInput(say(messages.NOT_FOUND, kind="trick-winner", level=level, rules=rules.name))


def _generate_trick_winner(rng: random.Random, level: int, rules: Rules, *, source: Tricks = _chosen_hands_tricks,
                           **provenance: Any) -> Exercise:
    def accept(last: bool, trick: tuple[Play, ...], trump: Trump) -> bool:
        winner = TrickWinner.make(trick, trump=trump, rules=rules)
        card = next(card for seat, card in trick if seat == winner.answer)
        return _trick_level(level, trick, trump, card)

    def check(trick: tuple[Play, ...], trump: Trump, winner: Seat, points: int) -> None:
        assert TrickWinner.make(trick, trump=trump, rules=rules).answer == winner, "the deal's winner"

    _, trick, trump = _complete_tricks(rng, level, rules, accept, check, source)
    return TrickWinner.make(trick, trump=trump, rules=rules, level=level, **provenance)


def _generate_trick_points(rng: random.Random, level: int, rules: Rules, *, source: Tricks = _chosen_hands_tricks,
                           **provenance: Any) -> Exercise:
    def accept(last: bool, trick: tuple[Play, ...], trump: Trump) -> bool:
        trumps = _trump_cards(trick, trump)
        points = TrickPoints.make(trick, trump=trump, rules=rules).answer
        if points == 0:
            return False
        if level == 1:
            return trump.suit is not None and not trumps
        if level == 2:
            return trump.suit is not None and any(c.rank.value in ("J", "9") for c in trumps)
        return trump.suit is None or (last and bool(trumps))

    def check(trick: tuple[Play, ...], trump: Trump, winner: Seat, points: int) -> None:
        assert TrickPoints.make(trick, trump=trump, rules=rules).answer == points, "the deal's card points"

    last, trick, trump = _complete_tricks(rng, level, rules, accept, check, source)
    return TrickPoints.make(trick, trump=trump, rules=rules, last_trick=level == 3 and last, level=level, **provenance)


register(Kind("which-cards", Msg("exercise kind", "Which cards may you play?"), WhichCards,
              ("trump", "trick", "hand", "player", "hands"), ("trump",), _read_which_cards, _generate_which_cards,
              picture="hand-trick", answer=Answer.CARDS, finds="the engine allows", live=("nl23",),
              expect_form="cards"))
register(Kind("trick-winner", Msg("exercise kind", "Who wins the trick?"), TrickWinner, ("trump", "trick", "hands"),
              ("trump", "trick"), _read_trick_winner, _generate_trick_winner, picture="trick", answer=Answer.SEAT,
              expect_form="seat"))
register(Kind("trick-points", Msg("exercise kind", "What is the trick worth?"), TrickPoints,
              ("trump", "trick", "last-trick", "hands"), ("trump", "trick"), _read_trick_points, _generate_trick_points,
              picture="trick", answer=Answer.POINTS))

# two or three players: the same kinds, drawn from whole deals of their own game (rules reference: two and three players)
register_individual(dataclasses.replace(REGISTRY["which-cards"], generate=_small_which_cards))
register_individual(dataclasses.replace(REGISTRY["trick-winner"],
                                        generate=functools.partial(_generate_trick_winner, source=_dealt_tricks)))
register_individual(dataclasses.replace(REGISTRY["trick-points"],
                                        generate=functools.partial(_generate_trick_points, source=_dealt_tricks)))
