"""The table a game is played at: who sits where, who scores together, how the cards are dealt
(rules reference: the table, the auction, the coinche auction, two and three players). The rules choose it (``Table.of``); everything
above the table (the deal, the match, the solver, the players) asks it instead of counting players.

Four players sit N E S W in two partnerships; two face each other (North and South); three sit
East, South and West, the North seat left empty. South is always at the table. Play order is the
four-seat order with the empty seats skipped. At a table of two or three each plays for himself.

>>> four, three, two = (Table.of(Rules.coerce(r)) for r in ("classic", "nl23", "nl23+players=2"))
>>> four.seats, list(four.sides), four.partner("N"), four.hand_size
(('N', 'E', 'S', 'W'), ['NS', 'EW'], 'S', 8)
>>> three.seats, list(three.sides), three.partner("E"), three.hand_size, len(three.pack)
(('E', 'S', 'W'), ['E', 'S', 'W'], None, 9, 32)
>>> short = Table.of(Rules.coerce("nl23+three_player_deck=24"))
>>> short.hand_size, len(short.pack), two.order_from("S")
(8, 24, ['S', 'N'])

Cards are ``Card.index`` numbers and hands bit masks, as in the play core. A deal plan deals in
packets from eldest in play order, turns up the retourne (when the plan has one) and, once a
contract is made, completes the hands from the stock:

>>> from belote_teach.cards import DECK, cards_of
>>> deck = tuple(range(32))                   # an unshuffled pack: 7♠ 8♠ … A♣
>>> first = four.first_deal(deck, "N")        # classic: 3 then 2 each from West (eldest, ccw)
>>> [str(c) for c in cards_of(first.hands["W"])], str(DECK[first.retourne])
(['7S', '8S', '9S', 'JH', 'QH'], 'JD')
>>> full = four.complete(first.hands, deck, first.retourne, taker="E", dealer="N")
>>> [len(cards_of(full.hands[seat])) for seat in four.seats], DECK[first.retourne] in cards_of(full.hands["E"])
([8, 8, 8, 8], True)
>>> nl = two.first_deal(deck, "S")            # two players: 3 and 3 each, then the retourne
>>> [len(cards_of(nl.hands[s])) for s in two.seats], str(DECK[nl.retourne])
([6, 6], 'JH')
>>> nine = two.complete(nl.hands, deck, nl.retourne, taker="N", dealer="S")
>>> [len(cards_of(nine.hands[s])) for s in two.seats], str(DECK[nine.upturned])   # the last card turned up
([9, 9], 'AC')
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from .cards import DECK
from .rules import Rules
from .seats import SIDES, Seat, Sides, next_player, order_from, partner, table_seats

RETOURNE_PACKETS = (3, 2)
COINCHE_PACKETS = (3, 2, 3)
NL_PACKETS = (3, 3)
COMPLETION = 3
"""Cards each player gets from the stock once the contract is made (the taker one fewer when he
takes the retourne into his hand)."""
NL_COMPLETION = COMPLETION
OTHERS_COMPLETION = COMPLETION
TAKER_COMPLETION = COMPLETION - 1
FULL_PACK = tuple(range(32))
SHORT_DECK = tuple(card.index for card in DECK if card.rank.value not in ("7", "8"))
"""The 24-card pack of ``three_player_deck = 24``: the 7s and 8s removed."""


@dataclass(frozen=True, slots=True)
class DealPlan:
    """How the cards are dealt: ``packets`` from eldest; a ``retourne`` turned up or not; after the
    auction each player gets ``completion`` cards from the stock, the taker taking the retourne in
    place of one of them (``retourne_to_taker``) or the retourne staying on the table with the last
    card of the stock turned up beside it (``upturned``, rules reference: two and three players)."""

    packets: tuple[int, ...]
    retourne: bool = True
    completion: int = COMPLETION
    retourne_to_taker: bool = True
    upturned: bool = False


CLASSIC_PLAN = DealPlan(RETOURNE_PACKETS)
COINCHE_PLAN = DealPlan(COINCHE_PACKETS, retourne=False, completion=0)
NL_PLAN = DealPlan(NL_PACKETS, retourne_to_taker=False, upturned=True)


@dataclass(frozen=True, slots=True)
class Dealt:
    """The hands (bit masks by seat) after a step of the deal, with the cards turned up (-1: none)."""

    hands: Mapping[Seat, int]
    retourne: int = -1
    upturned: int = -1


@dataclass(frozen=True, slots=True)
class Table:
    """The seats, the sides that score together, the pack, the hand size and the deal plan."""

    seats: tuple[Seat, ...]
    sides: Sides
    pack: tuple[int, ...]
    hand_size: int
    plan: DealPlan

    @classmethod
    def of(cls, rules: Rules) -> Table:
        """The table these rules are played at: the one place that reads ``players`` and
        ``three_player_deck`` (one ``Table`` per rules, kept)."""
        return _table_of(rules)

    @classmethod
    def _of(cls, rules: Rules) -> Table:
        seats = table_seats(rules.players)
        if rules.players == 4:
            plan = COINCHE_PLAN if rules.auction == "coinche" else CLASSIC_PLAN
            return cls(seats, SIDES, FULL_PACK, 8, plan)
        alone = Sides.alone(seats)
        if rules.players == 3 and rules.three_player_deck == "24":  # the 24-card form (rules reference: two and three players): the classic deal with three players
            return cls(seats, alone, SHORT_DECK, 8, CLASSIC_PLAN)
        return cls(seats, alone, FULL_PACK, sum(NL_PACKETS) + NL_COMPLETION, NL_PLAN)

    @property
    def tricks(self) -> int:
        """Tricks in a deal: one per card in hand."""
        return self.hand_size

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def partnerships(self) -> bool:
        """Do players score in partnerships (four players), or each for himself?"""
        return self.sides.partnerships

    def partner(self, seat: Seat) -> Seat | None:
        """The seat's partner, or ``None`` when each plays for himself (rules reference: two and three players: no partner exemptions)."""
        return partner(seat) if self.partnerships else None

    def side(self, seat: Seat) -> str:
        """The side ``seat`` scores for: its team, or the seat itself."""
        return self.sides.of(seat)

    def next(self, seat: Seat, direction: str = "ccw") -> Seat:
        """The player who plays after ``seat``."""
        return next_player(seat, self.seats, direction)

    def order_from(self, first: Seat, direction: str = "ccw") -> list[Seat]:
        """Every player in play order, starting with ``first``."""
        return order_from(first, self.seats, direction)

    def shuffled(self, rng: random.Random) -> tuple[int, ...]:
        """The pack in a random order drawn from ``rng``."""
        deck = list(self.pack)
        rng.shuffle(deck)
        return tuple(deck)

    def _packets(self, deck: Sequence[int], dealer: Seat, packets: Sequence[int], start: int,
                 direction: str) -> tuple[dict[Seat, int], int]:
        hands = dict.fromkeys(self.seats, 0)
        position = start
        for size in packets:
            for seat in self.order_from(self.next(dealer, direction), direction):
                for card in deck[position:position + size]:
                    hands[seat] |= 1 << card
                position += size
        return hands, position

    def first_deal(self, deck: Sequence[int], dealer: Seat, direction: str = "ccw") -> Dealt:
        """The packets from eldest, then the retourne when the plan turns one up."""
        hands, position = self._packets(deck, dealer, self.plan.packets, 0, direction)
        return Dealt(hands, deck[position] if self.plan.retourne else -1)

    def complete(self, hands: Mapping[Seat, int], deck: Sequence[int], retourne: int, *, taker: Seat, dealer: Seat,
                 direction: str = "ccw") -> Dealt:
        """The hands completed once ``taker`` took the contract (rules reference: the auction, two and three players): the stock is
        dealt from eldest, the retourne to the taker (or left on the table, the last card turned up)."""
        plan = self.plan
        full = dict(hands)
        position = sum(plan.packets) * len(self.seats) + 1
        if plan.retourne_to_taker:
            full[taker] |= 1 << retourne
        for seat in self.order_from(self.next(dealer, direction), direction):
            size = plan.completion - (seat == taker and plan.retourne_to_taker)
            for card in deck[position:position + size]:
                full[seat] |= 1 << card
            position += size
        return Dealt(full, retourne, deck[-1] if plan.upturned else -1)


@cache
def _table_of(rules: Rules) -> Table:
    return Table._of(rules)


def hand_size(rules: Rules) -> int:
    """Cards in a hand at the start of play: eight with four players or the 24-card pack, else nine.

    >>> hand_size(Rules.coerce("nl23")), hand_size(Rules.coerce("nl23+three_player_deck=24")), hand_size(Rules())
    (9, 8, 8)
    """
    return Table.of(rules).hand_size
