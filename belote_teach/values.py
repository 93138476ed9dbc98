"""Card orders and card points per trump mode and value system (rules reference: the cards, card values).

Tables are indexed by rank in sequence order: 7 8 9 10 J Q K A.

>>> from .cards import parse_card
>>> [card_points(parse_card(c), Trump.HEARTS) for c in ("JH", "9H", "JS", "AS")]
[20, 14, 2, 11]
>>> card_points(parse_card("AS"), Trump.NO_TRUMP), card_points(parse_card("JS"), Trump.ALL_TRUMP)
(19, 13)
>>> card_points(parse_card("QS"), Trump.ALL_TRUMP, "pagat")
1
>>> sum(point_table(Trump.CLUBS, "ffb2015")), sum(point_table(Trump.ALL_TRUMP, "ffb2016"))
(152, 248)
"""

from __future__ import annotations

from functools import cache

from .cards import Card
from .trump import Trump

#                     7  8  9 10  J  Q  K  A
TRUMP_STRENGTH = (0, 1, 6, 4, 7, 2, 3, 5)  # J 9 A 10 K Q 8 7
PLAIN_STRENGTH = (0, 1, 2, 6, 3, 4, 5, 7)  # A 10 K Q J 9 8 7

TRUMP_POINTS = (0, 0, 14, 10, 20, 3, 4, 11)
PLAIN_POINTS = (0, 0, 0, 10, 2, 3, 4, 11)
NO_TRUMP_POINTS = (0, 0, 0, 10, 2, 3, 4, 19)
ALL_TRUMP_POINTS = {
    "ffb2015": (0, 0, 9, 5, 13, 2, 3, 6),
    "pagat": (0, 0, 9, 5, 14, 1, 3, 6),
    "ffb2016": TRUMP_POINTS,
}
LAST_TRICK_BONUS = 10
DEAL_TOTAL = 162


@cache
def point_table(trump: Trump, all_trump_values: str = "ffb2015") -> tuple[int, ...]:
    """Points of each of the 32 cards (by ``Card.index``) in this mode."""
    if trump is Trump.NO_TRUMP:
        return NO_TRUMP_POINTS * 4
    if trump is Trump.ALL_TRUMP:
        return ALL_TRUMP_POINTS[all_trump_values] * 4
    return tuple((TRUMP_POINTS if suit == trump.code else PLAIN_POINTS)[rank] for suit in range(4) for rank in range(8))


def card_points(card: Card, trump: Trump, all_trump_values: str = "ffb2015") -> int:
    return point_table(trump, all_trump_values)[card.index]


def _above(strength: tuple[int, ...]) -> tuple[int, ...]:
    """For each card index, the mask of same-suit cards ranking above it."""
    return tuple(
        sum(1 << (suit * 8 + other) for other in range(8) if strength[other] > strength[rank])
        for suit in range(4)
        for rank in range(8)
    )


ABOVE_IN_TRUMP_ORDER = _above(TRUMP_STRENGTH)
ABOVE_IN_PLAIN_ORDER = _above(PLAIN_STRENGTH)
SUIT_MASKS = tuple(0xFF << (8 * suit) for suit in range(4))
