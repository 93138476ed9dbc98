"""A card judged with every hand known: what it cost, and why, in words a learner reads.

``judge(deal, card)`` values every legal card of the seat to move with the double-dummy solver
(``solver.card_values``: the final card points of the mover's side under best play), says which
cards were best (several when they are worth the same) and what ``card`` cost against them. When
it cost ``COSTLY`` points or more it says why: it compares the solver's line after ``card`` with
the line after the best card (``solver.principal_line``) and names the first trick that goes the
other way (an opponent who had no card of the led suit left and trumped, or a higher card that
won it, and the tricks the other side cashed after it), else the trick where points were given
away. It adds what the player could have known from his seat when he played: a void shown in an
earlier trick, or a card still out; or that he could not know it.

>>> from .deal import Deal
>>> deal = Deal.from_hands({"N": "10D JD QC JH 7S QH 7D KS", "E": "8D JC KC 7H AS KH QD JS",
...                         "S": "KD 8C AC 8H QS 7C 9D 10S", "W": "9H 9C 10C 10H 8S AH AD 9S"},
...                        leader="E", trump="H", taker="W")
>>> for card in "7H JH 10H 8H 7S 8S QS AS KH QH AH 7C AD 9D QD 7D 9S 10S JS KS".split():
...     deal.play(card)
>>> deal.to_play, deal.hand("S"), deal.hand("W")        # South's ten of spades won trick 5: he leads
('S', [Card.parse('KD'), Card.parse('8C'), Card.parse('AC')], [Card.parse('9H'), Card.parse('9C'), Card.parse('10C')])
>>> verdict = judge(deal, "8C")
>>> verdict.cost, verdict.best
(10, (Card.parse('KD'),))
>>> print(verdict.reason("en"))
West, who had no diamonds left, trumped trick 8 with the nine of hearts.
>>> print(verdict.known("en"))
From your seat you could not know it: West had not yet shown that he had no diamonds.
>>> print(judge(deal, "AC").reason("en"))
West won trick 8 with the ten of clubs.

A card as good as the best is shown with its own line, not the solver's first best card:

>>> equal = judge(deal, "KD")
>>> equal.cost, equal.line[0].plays[0], equal.reason("en")
(0, ('S', Card.parse('KD')), '')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .cards import Card, Suit, parse_card
from .deal import Deal
from .i18n import Lang, Msg
from .seats import Seat, seat_name
from .solver import LineTrick, card_values, principal_line

COSTLY = 10
"""A card that cost this many points or more gets a reason in words."""

_C = "hindsight"
RUFFED = Msg(_C, "{seat}, who had no {suit} left, trumped trick {number} with the {card}.")
WON_WITH = Msg(_C, "{seat} won trick {number} with the {card}.")
CASHED = Msg(_C, "Then {side} won the next trick too ({cards}).", "cards: the card that won it",
             plural="Then {side} won the next {count} tricks too ({cards}).")
GAVE_POINTS = Msg(_C, "{seat} won trick {number} all the same, with {points} points more in it than after the {best}.")
MISSED_POINTS = Msg(_C, "Your side won trick {number}, but after the {best} it would have held {points} points more.")
TOTALS = Msg(_C, "After your {card} your side ends with {points} card points; after the {best}, with {best_points}.")
VOID_SHOWN = Msg(_C, "You could have known it: {seat} showed no {suit} in trick {number}.")
VOID_HIDDEN = Msg(_C, "From your seat you could not know it: {seat} had not yet shown that he had no {suit}.")
CARD_OUT = Msg(_C, "You could have counted that the {card} was still out; not who held it.")

Words = Callable[[Lang], str]
"""A text in any language."""


@dataclass(frozen=True, slots=True)
class Verdict:
    """``card`` of ``seat`` judged with every hand known.

    ``values``: each legal card's final card points for the seat's side; ``line``: the rest of the
    deal under best play after ``card`` when it was as good as the best, else after the first best
    card; ``played_line``: after ``card`` itself (computed when it cost ``COSTLY`` or more);
    ``reason`` and ``known``: why it cost points, and what the seat could have known of it."""

    seat: Seat
    card: Card
    values: dict[Card, int]
    line: tuple[LineTrick, ...]
    played_line: tuple[LineTrick, ...] = ()
    reasons: tuple[Words, ...] = ()
    notes: tuple[Words, ...] = ()

    @property
    def best(self) -> tuple[Card, ...]:
        """The best cards: every card worth the most (equal cards all count)."""
        top = max(self.values.values())
        return tuple(card for card, value in self.values.items() if value == top)

    @property
    def cost(self) -> int:
        """The points ``card`` cost against the best card."""
        return max(self.values.values()) - self.values[self.card]

    def reason(self, lang: Lang = "en") -> str:
        """Why the card cost points, in ``lang`` ('' when it cost less than ``COSTLY``)."""
        return " ".join(words(lang) for words in self.reasons)

    def known(self, lang: Lang = "en") -> str:
        """What the seat could, or could not, have known from its own view of what the reason names."""
        return " ".join(words(lang) for words in self.notes)


def judge(deal: Deal, card: Card | str, values: dict[Card, int] | None = None) -> Verdict:
    """The verdict on ``card`` for the seat to move in ``deal`` (which is left as it is); ``values``:
    ``solver.card_values(deal)`` when the caller has them already."""
    card = parse_card(card)
    seat = deal.to_play
    assert seat is not None
    values = card_values(deal) if values is None else values
    top = max(values.values())
    best = next(c for c, v in values.items() if v == top)
    line = principal_line(deal, card if values[card] == top else best)
    if top - values[card] < COSTLY:
        return Verdict(seat, card, values, line)
    played = principal_line(deal, card)
    reasons, notes = _explain(deal, seat, card, best, played, line, values)
    return Verdict(seat, card, values, line, played, reasons, notes)


def _explain(deal: Deal, seat: Seat, card: Card, best: Card, played: Sequence[LineTrick], line: Sequence[LineTrick],
             values: dict[Card, int]) -> tuple[tuple[Words, ...], tuple[Words, ...]]:
    """The reason (sentences) and the note on what ``seat`` could know, from the two lines."""
    side = deal.table.side
    ours = side(seat)
    first = len(deal.tricks) + 1
    for i, (mine, better) in enumerate(zip(played, line, strict=True)):
        if side(mine.winner) != ours and side(better.winner) == ours:  # the first trick lost that best play wins
            return _lost(deal, seat, played, i, first + i)
    lost = [(_points(better, side, ours) - _points(mine, side, ours), i) for i, (mine, better) in
            enumerate(zip(played, line, strict=True))]
    points, i = max(lost)
    number, mine = first + i, played[i]
    if points >= COSTLY // 2:
        if side(mine.winner) == ours:
            return (_words(MISSED_POINTS, number=number, best=best, points=points),), ()
        given = mine.points - line[i].points
        if given > 0:
            return (_words(GAVE_POINTS, seat=mine.winner, number=number, best=best, points=given),), ()
    return (_words(TOTALS, card=card, points=values[card], best=best, best_points=values[best]),), ()


def _lost(deal: Deal, seat: Seat, played: Sequence[LineTrick], i: int,
          number: int) -> tuple[tuple[Words, ...], tuple[Words, ...]]:
    """A trick the other side won after ``seat``'s card: how (trumped, or a higher card), the tricks
    it cashed next, and what ``seat`` could know of it when he played."""
    assert deal.contract is not None
    trick = played[i]
    winner = trick.winner
    card = dict(trick.plays)[winner]
    led = trick.plays[0][1].suit
    trump = deal.contract.trump.suit
    side = deal.table.side
    reasons: list[Words] = []
    notes: list[Words] = []
    if trump is not None and card.suit is trump and led is not trump:
        reasons.append(_words(RUFFED, seat=winner, suit=led, number=number, card=card))
        shown = _void_shown(deal, winner, led)
        notes.append(_words(VOID_SHOWN, seat=winner, suit=led, number=shown) if shown
                     else _words(VOID_HIDDEN, seat=winner, suit=led))
    else:
        reasons.append(_words(WON_WITH, seat=winner, number=number, card=card))
        notes.append(_words(CARD_OUT, card=card))
    cashed = []
    for later in played[i + 1:]:
        if side(later.winner) != side(winner):
            break
        cashed.append(dict(later.plays)[later.winner])
    if cashed:
        reasons.append(_words(CASHED, side=side(winner), count=len(cashed), cards=cashed, sides=deal.game.sides))
    return tuple(reasons), tuple(notes)


def _void_shown(deal: Deal, seat: Seat, suit: Suit) -> int | None:
    """The trick in which ``seat`` showed, before now, that he had no card of ``suit`` left (he did
    not follow it), or ``None``."""
    tricks = [trick.plays for trick in deal.tricks] + [deal.trick]
    for number, plays in enumerate(tricks, start=1):
        if plays and plays[0][1].suit is suit and any(s == seat and c.suit is not suit for s, c in plays[1:]):
            return number
    return None


def _points(trick: LineTrick, side: Callable[[Seat], str], ours: str) -> int:
    return trick.points if side(trick.winner) == ours else 0


def _words(msg: Msg, **fields: object) -> Words:
    """``msg`` with its fields named in the language it is asked in: seats, sides, cards, suits."""
    sides = fields.pop("sides", None)

    def named(value: object, lang: Lang, key: str) -> object:
        if isinstance(value, Card):
            return value.name(lang)
        if isinstance(value, Suit):
            return value.name_in(lang)
        if isinstance(value, list):
            return ", ".join(str(named(item, lang, key)) for item in value)
        if key == "side" and sides is not None:
            return sides.name(str(value), lang)  # type: ignore[attr-defined]
        if key == "seat":
            return seat_name(str(value), lang)  # type: ignore[arg-type]
        return value

    return lambda lang: msg(lang, **{key: named(value, lang, key) for key, value in fields.items()})
