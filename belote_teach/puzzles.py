"""Card-play puzzles the solver checks: "South to play: which card makes the contract?" and
"…which card wins the most points?", from seeded deals at three levels.

A level fixes how many tricks are left and how narrow the answer may be: at level 1 a wrong card
costs at least 20 points, at level 2 at least 8, at level 3 any point. A position is kept only when
the answer is one card (or cards the solver proves equivalent, such as the 7 and 8 of a suit with
nothing between them) and at least one other card is wrong. Each puzzle carries every card's value,
so a wrong answer is explained by what it costs, and the principal line after the answer.

>>> [puzzle] = puzzles("points", 1, 1, seed=9)   # the first seed from 9 that gives a puzzle
>>> puzzle.seed, puzzle.seat, puzzle.tricks_left, puzzle.deal.trick
(9, 'S', 3, ())
>>> {str(card): value for card, value in puzzle.values.items()}    # South's team's points after each card
{'7D': 7, '8D': 7, 'AD': 50}
>>> puzzle.answer, puzzle.cost("7D")
((Card.parse('AD'),), 43)
>>> [(trick.winner, trick.points) for trick in puzzle.line]
[('S', 20), ('E', 12), ('N', 23)]
>>> make_puzzle("points", 1, seed=9) == puzzle, make_puzzle("points", 1, seed=10)
(True, None)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Literal

from .bidding import bid_ladder
from .cards import DECK, Card
from .deal import Deal
from .errors import InvalidInput
from .play import winning_position
from .rulebook import contract_modes
from .rules import Rules
from .seats import Seat, team
from .solver import LineTrick, Solution, _Position, principal_line, solve
from .values import point_table

Kind = Literal["contract", "points"]
KINDS: tuple[Kind, ...] = ("contract", "points")


@dataclass(frozen=True, slots=True)
class Level:
    """Tricks left when South plays, and the least a wrong card must cost (in points)."""

    tricks_left: int
    margin: int


LEVELS = {1: Level(3, 20), 2: Level(4, 8), 3: Level(6, 1)}
SEAT: Seat = "S"


@dataclass(frozen=True, slots=True, eq=False)
class Puzzle:
    """South to play in ``deal``: ``answer`` are the cards that make (or, in defence, beat) the
    contract, or that win the most points; ``values`` the final points of South's team after each
    legal card; ``makes`` whether the contract is made after it; ``line`` the rest of the deal after
    the answer under best play."""

    kind: Kind
    level: int
    seed: int
    deal: Deal = field(repr=False)
    answer: tuple[Card, ...]
    values: dict[Card, int]
    makes: dict[Card, bool]
    line: tuple[LineTrick, ...] = field(repr=False)

    @property
    def seat(self) -> Seat:
        return SEAT

    @property
    def tricks_left(self) -> int:
        return self.deal.tricks_in_deal - len(self.deal.tricks)

    @property
    def takers(self) -> bool:
        """Is South's team the taking team (the question: make the contract, not beat it)?"""
        assert self.deal.contract is not None
        return self.deal.contract.team == team(SEAT)

    def cost(self, card: Card | str) -> int:
        """The points South's team loses by playing ``card`` instead of the best card."""
        return max(self.values.values()) - self.values[_card(card)]

    def line_after(self, card: Card | str) -> tuple[LineTrick, ...]:
        """The rest of the deal under best play after ``card``: how a wrong card is punished."""
        return principal_line(self.deal, _card(card))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Puzzle) and (self.kind, self.level, self.seed, self.deal.to_json()) == (
            other.kind, other.level, other.seed, other.deal.to_json())

    def __hash__(self) -> int:
        return hash((self.kind, self.level, self.seed))


def _card(card: Card | str) -> Card:
    return card if isinstance(card, Card) else Card.parse(card)


def make_puzzle(kind: Kind, level: int, seed: int, rules: Rules | str = "classic") -> Puzzle | None:
    """The puzzle of this seed, or ``None`` when its position does not teach one clear answer."""
    if kind not in KINDS:
        raise InvalidInput(f"unknown puzzle kind {kind!r}: expected one of {', '.join(KINDS)}")
    if level not in LEVELS:
        raise InvalidInput(f"unknown puzzle level {level!r}: expected 1, 2 or 3")
    deal = _position(random.Random(seed), Rules.coerce(rules), LEVELS[level].tricks_left)
    if deal is None:
        return None
    solution = solve(deal)
    answer = _answer(kind, deal, solution, LEVELS[level].margin)
    if answer is None:
        return None
    line = solution.line if answer[0] in solution.best else principal_line(deal, answer[0])
    return Puzzle(kind, level, seed, deal, answer, solution.values, solution.makes, line)


def puzzles(kind: Kind, level: int, count: int, *, seed: int = 0, rules: Rules | str = "classic",
            tries: int = 400) -> list[Puzzle]:
    """``count`` puzzles from the seeds ``seed``, ``seed + 1``, … (at most ``tries`` seeds)."""
    found: list[Puzzle] = []
    for offset in range(tries):
        puzzle = make_puzzle(kind, level, seed + offset, rules)
        if puzzle is not None:
            found.append(puzzle)
            if len(found) == count:
                break
    return found


def _answer(kind: Kind, deal: Deal, solution: Solution, margin: int) -> tuple[Card, ...] | None:
    """The answer when it is one card or one class of equivalent cards, every other card wrong by at
    least ``margin`` points (contract puzzles: every other card fails)."""
    values = solution.values
    if kind == "points":
        right = set(solution.best)
    else:
        assert deal.contract is not None
        takers = deal.contract.team == team(SEAT)
        right = {card for card, made in solution.makes.items() if made == takers}
    wrong = [card for card in values if card not in right]
    if not right or not wrong:
        return None
    classes = [{DECK[c] for c in members} for members in _Position(deal).classes()]
    if not any(right == members for members in classes):
        return None
    worst_right = min(values[card] for card in right)
    if worst_right - max(values[card] for card in wrong) < margin:
        return None
    return tuple(sorted(right, key=lambda card: card.index))


def _position(rng: random.Random, rules: Rules, tricks_left: int) -> Deal | None:
    """A seeded deal played by a plain heuristic player until South is to play with
    ``tricks_left`` tricks (counting the current one) left, or ``None`` if South misses that turn.
    The contract is one the rules can bid: no trumps and all trumps only where the auction offers them,
    a bid from the ladder."""
    cards = list(DECK)
    rng.shuffle(cards)
    hands = {seat: cards[i * 8:(i + 1) * 8] for i, seat in enumerate("NESW")}
    offered = contract_modes(rules)
    trump = rng.choice(("S", "H", "D", "C", "S", "H", "D", "C", "no-trump", "all-trump"))
    while len(trump) > 1 and trump not in offered:  # no trumps or all trumps where the auction has none
        trump = rng.choice(("S", "H", "D", "C", "S", "H", "D", "C", "no-trump", "all-trump"))
    bid = rng.choice([value for value in bid_ladder(rules) if isinstance(value, int)][:3]) \
        if rules.auction == "coinche" else None
    deal = Deal.from_hands(hands, leader=rng.choice("NESW"), trump=trump, taker=rng.choice("NESW"), rules=rules,
                           bid=bid)
    while not deal.is_over:
        while deal.phase == "announcing":
            deal.declare(True)
        if deal.to_play == SEAT and 8 - len(deal.tricks) == tricks_left:
            return deal if len(deal.legal_cards()) >= 3 else None
        if 8 - len(deal.tricks) < tricks_left:
            return None
        deal.play(_plain_choice(deal, rng))
    return None


def _plain_choice(deal: Deal, rng: random.Random) -> Card:
    """A plain player: wins the trick with its best card when it can take it from the opponents,
    else gives its cheapest card (a random one now and then)."""
    legal = deal.legal_cards()
    if rng.random() < 0.2:
        return rng.choice(legal)
    assert deal.contract is not None and deal.to_play is not None
    values = point_table(deal.contract.trump, deal.rules.all_trump_values)
    code = deal.contract.trump.code
    trick = [card.index for _, card in deal.trick]
    if trick:
        holder = deal.trick[winning_position(trick, code)][0]
        if team(holder) != team(deal.to_play):
            winners = [c for c in legal if winning_position([*trick, c.index], code) == len(trick)]
            if winners:
                return max(winners, key=lambda c: (values[c.index], c.index))
        return min(legal, key=lambda c: (values[c.index], c.index))
    return max(legal, key=lambda c: (values[c.index], c.index))
