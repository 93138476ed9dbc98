"""Where two and three players sit and how their cards are dealt (rules reference: two and three players).

South is always at the table (the learner of the play page sits there). Two players face each
other, North and South; three sit East, South and West, the North seat left empty. Play order is
the four-seat order with the empty seats skipped.

>>> from belote_teach.seats import next_player, order_from, table_seats
>>> table_seats(2), table_seats(3)
(('N', 'S'), ('E', 'S', 'W'))
>>> next_player("S", ("E", "S", "W")), next_player("S", ("E", "S", "W"), "cw")
('E', 'W')
>>> order_from("W", ("E", "S", "W"))
['W', 'S', 'E']

The Dutch deal (``nl``): six cards each, the retourne, later three more each and the last card of
the stock turned up; the 24-card deal: five each, the retourne, the taker 2 more and the others 3.

>>> from belote_teach.cards import cards_of
>>> deck = tuple(range(32))
>>> hands, retourne = deal_six(deck, "S", ("N", "S"))
>>> [len(cards_of(hands[s])) for s in ("N", "S")], str(DECK[retourne])
([6, 6], 'JH')
>>> full, upturned = complete_nine(hands, deck, "S", ("N", "S"))
>>> [len(cards_of(full[s])) for s in ("N", "S")], str(DECK[upturned])
([9, 9], 'AC')
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..cards import DECK
from ..rules import Rules
from ..seats import Seat, next_player, order_from

NL_PACKETS = (3, 3)
NL_COMPLETION = 3
SHORT_PACKETS = (3, 2)
SHORT_DECK = tuple(card.index for card in DECK if card.rank.value not in ("7", "8"))
"""The 24-card pack of ``three_player_deck = 24``: the 7s and 8s removed."""


def hand_size(rules: Rules) -> int:
    """Cards in a hand at the start of play: eight with four players or the 24-card pack, else nine.

    >>> hand_size(Rules.coerce("nl23")), hand_size(Rules.coerce("nl23+three_player_deck=24")), hand_size(Rules())
    (9, 8, 8)
    """
    short = rules.players == 3 and rules.three_player_deck == "24"
    return 8 if rules.players == 4 or short else 8 + NL_COMPLETION // 3


def shuffled(rng: random.Random, short: bool) -> tuple[int, ...]:
    """The pack (32 cards, or the 24 of the short pack) in a random order drawn from ``rng``."""
    deck = list(SHORT_DECK if short else range(32))
    rng.shuffle(deck)
    return tuple(deck)


def _packets(deck: Sequence[int], dealer: Seat, seats: Sequence[Seat], packets: Sequence[int],
             direction: str) -> tuple[dict[Seat, int], int]:
    hands = dict.fromkeys(seats, 0)
    position = 0
    for size in packets:
        for seat in order_from(next_player(dealer, seats, direction), seats, direction):
            for card in deck[position:position + size]:
                hands[seat] |= 1 << card
            position += size
    return hands, position


def deal_six(deck: Sequence[int], dealer: Seat, seats: Sequence[Seat], direction: str = "ccw") -> tuple[dict[Seat, int], int]:
    """The Dutch deal (rules reference: two and three players): three and three cards each from eldest, then the retourne."""
    hands, position = _packets(deck, dealer, seats, NL_PACKETS, direction)
    return hands, deck[position]


def complete_nine(hands: dict[Seat, int], deck: Sequence[int], dealer: Seat, seats: Sequence[Seat],
                  direction: str = "ccw") -> tuple[dict[Seat, int], int]:
    """The Dutch completion (rules reference: two and three players): three more cards each from eldest; the last card of the stock is turned up.

    The retourne stays on the table and the rest of the stock is out of play.
    """
    full = dict(hands)
    position = sum(NL_PACKETS) * len(seats) + 1
    for seat in order_from(next_player(dealer, seats, direction), seats, direction):
        for card in deck[position:position + NL_COMPLETION]:
            full[seat] |= 1 << card
        position += NL_COMPLETION
    return full, deck[-1]


def deal_five(deck: Sequence[int], dealer: Seat, seats: Sequence[Seat], direction: str = "ccw") -> tuple[dict[Seat, int], int]:
    """The 24-card deal (rules reference: two and three players): the classic deal with three players, three and two each (15 cards), then the retourne."""
    hands, position = _packets(deck, dealer, seats, SHORT_PACKETS, direction)
    return hands, deck[position]


def complete_eight(hands: dict[Seat, int], deck: Sequence[int], retourne: int, *, taker: Seat, dealer: Seat,
                   seats: Sequence[Seat], direction: str = "ccw") -> dict[Seat, int]:
    """The completion with three players (rules reference: the auction): the taker gets the retourne and 2 more, the others 3; eight cards each."""
    full = dict(hands)
    full[taker] |= 1 << retourne
    position = sum(SHORT_PACKETS) * len(seats) + 1
    for seat in order_from(next_player(dealer, seats, direction), seats, direction):
        size = 2 if seat == taker else 3
        for card in deck[position:position + size]:
            full[seat] |= 1 << card
        position += size
    return full
