"""Shuffling and dealing (rules reference: the auction, the coinche auction): packets from eldest in play order.

Cards are ``Card.index`` numbers and hands bit masks, as in the play core.

>>> from belote_teach.cards import DECK, cards_of
>>> deck = tuple(range(32))                   # an unshuffled pack: 7♠ 8♠ … A♣
>>> hands, retourne, talon = deal_retourne(deck, "N")
>>> [str(c) for c in cards_of(hands["W"])], str(DECK[retourne]), len(talon)   # West is eldest (ccw)
(['7S', '8S', '9S', 'JH', 'QH'], 'JD', 11)
>>> full = complete(hands, retourne, talon, taker="E", dealer="N")
>>> [len(cards_of(full[seat])) for seat in SEATS], DECK[retourne] in cards_of(full["E"])
([8, 8, 8, 8], True)
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .seats import SEATS, Seat, next_seat

RETOURNE_PACKETS = (3, 2)
COINCHE_PACKETS = (3, 2, 3)
TAKER_COMPLETION = 2
OTHERS_COMPLETION = 3


def shuffled(rng: random.Random) -> tuple[int, ...]:
    """The 32 card indices in a random order drawn from ``rng``."""
    deck = list(range(32))
    rng.shuffle(deck)
    return tuple(deck)


def play_order(first: Seat, direction: str = "ccw") -> list[Seat]:
    """The four seats in play order, starting with ``first``.

    >>> play_order("N"), play_order("N", "cw")
    (['N', 'W', 'S', 'E'], ['N', 'E', 'S', 'W'])
    """
    order = [first]
    for _ in range(3):
        order.append(next_seat(order[-1], direction))
    return order


def _deal_packets(deck: Sequence[int], dealer: Seat, packets: Sequence[int], direction: str) -> tuple[dict[Seat, int], int]:
    hands: dict[Seat, int] = dict.fromkeys(SEATS, 0)
    order = play_order(next_seat(dealer, direction), direction)
    position = 0
    for size in packets:
        for seat in order:
            for card in deck[position:position + size]:
                hands[seat] |= 1 << card
            position += size
    return hands, position


def deal_retourne(
    deck: Sequence[int], dealer: Seat, direction: str = "ccw"
) -> tuple[dict[Seat, int], int, tuple[int, ...]]:
    """Classic deal: 3 then 2 cards each from eldest, the next card turned up, 11 left as talon."""
    hands, position = _deal_packets(deck, dealer, RETOURNE_PACKETS, direction)
    return hands, deck[position], tuple(deck[position + 1:])


def complete(
    hands: dict[Seat, int], retourne: int, talon: Sequence[int], *, taker: Seat, dealer: Seat, direction: str = "ccw"
) -> dict[Seat, int]:
    """The completion (rules reference: the auction): the taker gets the turned card and 2 more, the others 3 each, from eldest in play order."""
    full = dict(hands)
    full[taker] |= 1 << retourne
    position = 0
    for seat in play_order(next_seat(dealer, direction), direction):
        size = TAKER_COMPLETION if seat == taker else OTHERS_COMPLETION
        for card in talon[position:position + size]:
            full[seat] |= 1 << card
        position += size
    return full


def deal_coinche(deck: Sequence[int], dealer: Seat, direction: str = "ccw") -> dict[Seat, int]:
    """Coinche deal: all 32 cards, 3-2-3 from eldest; no turned card."""
    return _deal_packets(deck, dealer, COINCHE_PACKETS, direction)[0]
