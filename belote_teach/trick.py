"""A finished trick as a value: who played what, who won it and what it is worth (rules reference: card play, card values).

The points are counted here and nowhere else: the cards' values under the contract's mode, and the
last-trick bonus for the last trick of the deal.

>>> from belote_teach.trump import Trump
>>> from belote_teach.values import point_table
>>> trick = Trick.played("ENWS", (Card.parse(c) for c in "QH 10H 8H AH".split()), point_table(Trump.HEARTS),
...                      Trump.HEARTS.code, last=True)
>>> trick.text, trick.winner, trick.card_points, trick.bonus, trick.points
('E:QH N:10H W:8H S:AH', 'S', 24, 10, 34)
>>> trick.cards[0], trick.seats
(Card.parse('QH'), ('E', 'N', 'W', 'S'))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .cards import Card
from .play import winning_position
from .seats import Seat
from .values import LAST_TRICK_BONUS

Play = tuple[Seat, Card]


@dataclass(frozen=True, slots=True)
class Trick:
    """One finished trick: the plays in order, the winner, its card points and its bonus (10 for the
    last trick of the deal, else 0). It draws itself in notebooks (``_repr_svg_``)."""

    plays: tuple[Play, ...]
    winner: Seat
    card_points: int
    bonus: int = 0

    @classmethod
    def played(cls, seats: Sequence[Seat], cards: Iterable[Card], values: Sequence[int], trump: int, *,
               last: bool) -> Trick:
        """The trick these seats played with these cards, valued with ``values`` (a point table)
        under trump code ``trump``; ``last``: the last trick of the deal."""
        plays = tuple(zip(seats, cards, strict=True))
        indices = [card.index for _, card in plays]
        winner = plays[winning_position(indices, trump)][0]
        return cls(plays, winner, sum(values[i] for i in indices), LAST_TRICK_BONUS if last else 0)

    @property
    def points(self) -> int:
        """What the trick gives its winner: card points and the last-trick bonus."""
        return self.card_points + self.bonus

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(seat for seat, _ in self.plays)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for _, card in self.plays)

    @property
    def mask(self) -> int:
        """The trick's cards as a bit mask."""
        mask = 0
        for _, card in self.plays:
            mask |= card.bit
        return mask

    @property
    def text(self) -> str:
        return " ".join(f"{seat}:{card}" for seat, card in self.plays)

    def _repr_svg_(self) -> str:
        from .render.svg import trick_svg

        return trick_svg(self.plays)

