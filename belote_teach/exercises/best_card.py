"""Card-play puzzles (``best-card``): South to play, which card makes the contract, or wins the most points?

The position is a deal in its card play with every hand shown; the answer is the double-dummy
solver's (``belote_teach.solver``: every player plays perfectly, all hands known). A wrong card is
explained by what it costs (points, and whether the contract is still made) and by the line the
solver then plays. Generated puzzles come from ``belote_teach.puzzles`` at three levels; a
teacher's puzzle gives the hands at the start of the deal, the contract and the cards played.

>>> exercise = generate_best_card(1, "points", 9)
>>> exercise.answer_key, exercise.goal, exercise.tricks_left
('AD', 'points', 3)
>>> exercise.check("AD").correct
True
>>> print(exercise.check("7D").messages("en")[0])
Seven of diamonds costs 43 points: North–South end with 7 card points instead of 50, and the contract is made all the same.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from .. import messages, puzzles
from ..bidding import Contract
from ..cards import Card, parse_card
from ..deal import Deal, Game
from ..declarations import BELOTE_DONE, BELOTE_POINTS, BELOTE_SAID, KING, QUEEN, belote_suits
from ..errors import InvalidInput
from ..i18n import Lang, Msg, capitalized
from ..messages import say
from ..plausible import deal_problem, history_problem
from ..position import Play
from ..rules import Rules
from ..scoring import TEAM_NAME
from ..seats import SEATS, Seat, parse_seat, seat_name, team
from ..solver import LineTrick, principal_line, solve
from .base import Exercise, Field, Kind, Option, Reason, possible, register, text
from .sets import Fields, _hands, _Reader, _seat, _trump

if TYPE_CHECKING:
    from yaml import Node

Goal = Literal["contract", "points"]
GOALS: tuple[Goal, ...] = ("contract", "points")
SEAT: Seat = "S"

_C = "best-card"
MAKE = Msg(_C, "South to play: which card makes the contract?")
BEAT = Msg(_C, "South to play: which card beats the contract?")
MOST = Msg(_C, "South to play: which card wins the most points?")
CARD = Msg(_C, "The card South plays")
SAME = Msg(_C, "{cards} (the solver values them the same)", "several equivalent cards, e.g. the seven or eight of a suit")
VALUE = Msg(_C, "{card}: {team} end with {points} card points, and the contract is {outcome}.",
            "the solver's value of the right card")
COST = Msg(_C, "{card} costs {cost} point: {team} end with {points} card points instead of {best}, and the "
               "contract is {outcome}.", "what a wrong card costs, with all hands known",
           plural="{card} costs {cost} points: {team} end with {points} card points instead of {best}, and the "
                  "contract is {outcome}.")
MADE = Msg(_C, "made", "the contract is …")
STILL_MADE = Msg(_C, "made all the same", "the contract is … (after a wrong card)")
FAILED = Msg(_C, "not made", "the contract is …")
LINE = Msg(_C, "With all hands known, the solver plays on: {tricks}", "the principal line after the right card")
LINE_AFTER = Msg(_C, "After {card}, with all hands known: {tricks}", "the principal line after a wrong card")
TRICK = Msg(_C, "{plays}, won by {seat} ({points})", "one trick of a line; plays: e.g. South ace of diamonds, West …")
PLAY = Msg(_C, "{seat} {card}", "one card of a trick in a line, e.g. South ace of diamonds")


def answer_first(cards: set[Card]) -> Card:
    return min(cards, key=lambda card: card.index)


def _card_name(card: Card, lang: Lang) -> str:
    return card.name(lang)


def _line_text(line: tuple[LineTrick, ...], lang: Lang) -> str:
    return " · ".join(TRICK(lang, plays=", ".join(PLAY(lang, seat=seat_name(seat, lang), card=card.name(lang))
                                                   for seat, card in trick.plays),
                           seat=seat_name(trick.winner, lang), points=trick.points) for trick in line)


@dataclass(frozen=True, slots=True, kw_only=True)
class BestCard(Exercise):
    """South to play in ``deal``; ``goal``: make (or, in defence, beat) the contract, or win the most
    points. ``values``: South's team's final card points after each legal card; ``makes``: the contract
    made after it; ``answer``: the right card, or the cards the solver proves equivalent."""

    kind: ClassVar[str] = "best-card"
    deal: Deal = field(compare=False, repr=False)
    goal: Goal = "contract"
    record: str = field(default="", repr=False)
    values: dict[Card, int] = field(default_factory=dict, compare=False, repr=False)
    makes: dict[Card, bool] = field(default_factory=dict, compare=False, repr=False)
    right: tuple[Card, ...] = field(default=(), compare=False)
    line: tuple[LineTrick, ...] = field(default=(), compare=False, repr=False)
    lines: dict[Card, tuple[LineTrick, ...]] = field(default_factory=dict, compare=False, repr=False)
    """The solver's line after each wrong card, solved once when first asked for."""

    @classmethod
    def make(cls, deal: Deal, *, goal: str = "contract", rules: Rules | None = None, **provenance: Any) -> BestCard:
        """The puzzle of ``deal`` (South to play), answered by the solver."""
        if goal not in GOALS:
            raise InvalidInput(say(messages.GOAL_EXPECTED, goal=repr(goal)))
        if deal.phase != "play" or deal.to_play != SEAT:
            raise InvalidInput(say(messages.SOUTH_TO_PLAY, seat=deal.to_play or say(messages.NOBODY)))
        possible(deal_problem(deal))
        solution = solve(deal)
        assert deal.contract is not None
        takers = deal.contract.team == team(SEAT)
        if goal == "points":
            right = set(solution.best)
        else:
            right = {card for card, made in solution.makes.items() if made == takers}
        if not right:
            raise InvalidInput(say(messages.NO_CARD_MAKES if takers else messages.NO_CARD_BEATS))
        if len(set(solution.values.values())) == 1:
            raise InvalidInput(say(messages.SAME_POINTS, count=len(solution.values), points=solution.values[answer_first(right)]))
        if len(right) == len(solution.values) and goal == "contract":
            raise InvalidInput(say(messages.EVERY_CARD_MAKES if takers else messages.EVERY_CARD_BEATS))
        answer = tuple(sorted(right, key=lambda card: card.index))
        line = solution.line if answer[0] in solution.best else principal_line(deal, answer[0])
        return cls(rules=rules or deal.rules, deal=deal, goal=goal, record=deal.to_json(), values=solution.values,
                   makes=solution.makes, right=answer, line=line, **provenance)

    # ----- the position -----

    @property
    def contract(self) -> Contract:
        assert self.deal.contract is not None
        return self.deal.contract

    @property
    def player(self) -> Seat:
        return SEAT

    @property
    def trick(self) -> tuple[Play, ...]:
        return self.deal.trick

    @property
    def hands(self) -> tuple[tuple[Seat, tuple[Card, ...]], ...]:
        """Every seat's cards now (at South's turn)."""
        return tuple((seat, tuple(self.deal.hand(seat))) for seat in self.deal.seats)

    @property
    def tricks_left(self) -> int:
        return self.deal.tricks_in_deal - len(self.deal.tricks)

    @property
    def points_so_far(self) -> dict[str, int]:
        return dict(self.deal.points)

    @property
    def takers(self) -> bool:
        return self.contract.team == team(SEAT)

    @property
    def extras(self) -> dict[str, int]:
        """What counts for each team besides the card points when the contract is judged: its declarations
        that count, and its belote (announced, or the trump king and queen still in one hand)."""
        deal = self.deal
        extras = dict(deal.declarations().points)
        for (seat, _), status in deal.belote.items():
            if status in (BELOTE_SAID, BELOTE_DONE):
                extras[team(seat)] += BELOTE_POINTS
        for seat in SEATS:
            held = deal.hand_mask(seat)
            for suit in belote_suits(self.contract.trump):
                if (seat, suit) not in deal.belote and all(held >> (8 * suit + rank) & 1 for rank in (KING, QUEEN)):
                    extras[team(seat)] += BELOTE_POINTS
        return extras

    @property
    def with_declarations(self) -> bool:
        """Are declarations played in this puzzle? (A teacher's puzzle is played without them.)"""
        return self.deal.game.with_declarations

    # ----- the answer -----

    @property
    def answer(self) -> tuple[Card, ...]:
        return self.right

    def read(self, response: object) -> tuple[Card, ...]:
        parts = response if isinstance(response, tuple | list) else [response]
        words = " ".join(str(part) for part in parts).split()
        cards = tuple(parse_card(word) for word in words)
        if not cards:
            raise InvalidInput(say(messages.CHOOSE_A_CARD))
        for card in cards:
            if card not in self.values:
                legal = " ".join(str(c) for c in self.values)
                raise InvalidInput(say(messages.SOUTH_CANNOT_PLAY, card=card, legal=legal))
        return self.right if set(cards) <= set(self.right) else cards[:1]

    def key(self, answer: object) -> str:
        return " ".join(str(card) for card in answer)  # type: ignore[attr-defined]

    def describe(self, answer: object, lang: Lang = "en") -> str:
        cards = list(answer)  # type: ignore[call-overload]
        if len(cards) == 1:
            return _card_name(cards[0], lang)
        return SAME(lang, cards=" / ".join(_card_name(card, lang) for card in cards))

    def _outcome(self, card: Card, lang: Lang, wrong: bool) -> str:
        if self.makes[card]:
            return (STILL_MADE if wrong and self.makes[self.right[0]] else MADE)(lang)
        return FAILED(lang)

    def _team(self, lang: Lang) -> str:
        return TEAM_NAME[team(SEAT)](lang)

    def reasons(self) -> tuple[Reason, ...]:
        card = self.right[0]
        value = text(VALUE, card=lambda lang: capitalized(self.describe(self.right, lang)), team=self._team,
                     points=self.values[card], outcome=lambda lang: self._outcome(card, lang, False))
        line = text(LINE, tricks=lambda lang: _line_text(self.line, lang))
        return (Reason("solver-value", value, self.key(self.right)), Reason("solver-line", line))

    def _cost(self, card: Card) -> tuple[Reason, Reason]:
        best = self.values[self.right[0]]
        cost = text(COST, card=lambda lang: capitalized(_card_name(card, lang)), cost=abs(best - self.values[card]), count=abs(best - self.values[card]),
                    team=self._team, points=self.values[card], best=best,
                    outcome=lambda lang: self._outcome(card, lang, True))
        if card not in self.lines:
            self.lines[card] = principal_line(self.deal, card)
        after = self.lines[card]
        line = text(LINE_AFTER, card=lambda lang: _card_name(card, lang), tricks=lambda lang: _line_text(after, lang))
        return Reason("solver-cost", cost, str(card)), Reason("solver-line", line, str(card))

    def mistakes(self, response: Any) -> tuple[Reason, ...]:
        return self._cost(response[0])

    def anticipated(self) -> tuple[Reason, ...]:
        return tuple(reason for card in self.values if card not in self.right for reason in self._cost(card))

    def prompt(self, lang: Lang = "en") -> str:
        if self.goal == "points":
            return MOST(lang)
        return (MAKE if self.takers else BEAT)(lang)

    def fields(self) -> tuple[Field, ...]:
        answer = self.key(self.right)
        options = tuple(Option(answer if card in self.right else str(card),
                               lambda lang, card=card: capitalized(_card_name(card, lang)))  # type: ignore[misc]
                        for card in self.values)
        return (Field("card", "radio", CARD, options),)

    def field_values(self, answer: object) -> dict[str, object]:
        return {"card": self.key(answer)}

    # ----- stored form -----

    def position(self) -> dict[str, Any]:
        return {"goal": self.goal, "deal": json.loads(self.record)}

    @classmethod
    def from_position(cls, data: Mapping[str, Any], rules: Rules, **provenance: Any) -> Exercise:
        deal = Deal.from_json(json.dumps(data.get("deal")))
        return cls.make(deal, goal=str(data.get("goal", "contract")), rules=rules, **provenance)


def deal_of(hands: Mapping[Seat, list[str]], *, leader: Seat, trump: str, taker: Seat, rules: Rules,
            played: tuple[Play, ...] = (), bid: int | str | None = None) -> Deal:
    """A deal from its start (every seat's eight cards, no declarations) and the cards played so far."""
    deal = Deal.from_hands({str(seat): cards for seat, cards in hands.items()}, leader=leader, trump=trump, taker=taker, rules=Game(rules, declarations=False),
                           bid=bid)  # type: ignore[arg-type]  # Deal checks the bid (Mapping is invariant in its key)
    for seat, card in played:
        if deal.to_play != seat:
            raise InvalidInput(say(messages.PLAYED_OUT_OF_TURN, seat=seat, card=card, expected=deal.to_play))
        deal.play(card, announce=False)
    return deal


GENERATOR_TRIES = 10_000


def generate_best_card(level: int, goal: Goal, start: int = 0, rules: Rules | str = "classic",
                       **provenance: Any) -> BestCard:
    """The first puzzle of ``goal`` at ``level`` from the deal seeds ``start``, ``start + 1``, …

    Some kinds are rare (about one seed in a hundred gives a level-1 contract puzzle), so the search
    goes on far enough that no start seed comes back empty in practice."""
    checked = Rules.coerce(rules)
    found = puzzles.puzzles(goal, level, 1, seed=start, rules=checked, tries=GENERATOR_TRIES)
    if not found:
        raise InvalidInput(say(messages.NOT_FOUND, kind="best-card", level=level, rules=checked.name))
    return BestCard.make(found[0].deal, goal=goal, rules=checked, level=level, **provenance)


def _generate(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    goal = rng.choice(GOALS)
    return generate_best_card(level, goal, rng.randrange(10_000), rules, **provenance)


def _played(reader: _Reader, fields: Fields) -> tuple[Play, ...] | None:
    """``played``: every card played so far, in the order of play, as ``seat:card`` (``W:JH S:8D E:7H N:8H …``)."""
    if "played" not in fields:
        return ()
    node = fields["played"][1]
    words = reader.cards(node, "played")
    if words is None:
        return None

    def read() -> tuple[Play, ...]:
        plays = []
        for word in words.split():
            seat, colon, card = word.partition(":")
            if not colon:
                raise InvalidInput(say(messages.PLAY_EXPECTED, text=repr(word)))
            plays.append((parse_seat(seat), parse_card(card)))
        return tuple(plays)

    result: tuple[Play, ...] | None = reader.attempt(node, read, "played: ")
    return result


def _read(reader: _Reader, node: Node, fields: Fields, rules: Rules, question: str | None) -> Exercise | None:
    trump, hands = _trump(reader, fields, rules), _hands(reader, fields)
    leader, taker = _seat(reader, fields, "leader"), _seat(reader, fields, "taker")
    played = _played(reader, fields)
    goal = reader.scalar(fields["goal"][1], "goal") if "goal" in fields else "contract"
    bid: int | str | None = None
    if "bid" in fields:
        bid_text = reader.scalar(fields["bid"][1], "bid")
        bid = int(bid_text) if bid_text is not None and bid_text.isdigit() else bid_text
    if None in (trump, hands, leader, taker, played, goal):
        return None
    assert hands is not None and leader is not None and taker is not None and played is not None
    cards = {seat: [str(card) for card in held] for seat, (_, held) in hands.items()}

    def build() -> Exercise:
        tricks = [list(played[start:start + 4]) for start in range(0, len(played), 4)]
        possible(history_problem(rules, str(trump), tricks))  # a card of a suit its player showed out of
        deal = deal_of(cards, leader=leader, trump=str(trump), taker=taker, rules=rules, played=played, bid=bid)
        return BestCard.make(deal, goal=str(goal), rules=rules, question=question)

    result: Exercise | None = reader.attempt(fields["played"][1] if "played" in fields else fields["hands"][0], build)
    return result


register(Kind("best-card", Msg("exercise kind", "Which card is best?"), BestCard,
              ("trump", "hands", "leader", "taker", "bid", "played", "goal"), ("trump", "hands", "leader", "taker"),
              _read, _generate, picture="deal", finds="the solver finds", tables=(4,), expect_form="cards"))
