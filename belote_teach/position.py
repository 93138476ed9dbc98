"""Reading and checking a card-play position: a hand, the trick so far, the player.

Everything the public play functions accept goes through here, so every bad input
gets one clear ``InvalidInput`` message.

>>> read_trick("W:AS S:8s")
(('W', Card.parse('AS')), ('S', Card.parse('8S')))
>>> read_trick([("N", "JH"), ("E", "9H")])
Traceback (most recent call last):
...
belote_teach.errors.InvalidInput: E cannot play right after N: play goes counter-clockwise (N → W → S → E), so W plays next
>>> read_trick("N:JH E:9H", direction="cw")[1]
('E', Card.parse('9H'))

Every card of a trick is played by the seat after the one before, in the rules'
direction of play (RULES.md §2.5).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .cards import Card, mask_of, parse_card, parse_cards
from .dealing import play_order
from .errors import InvalidInput
from .rules import Rules
from .seats import Seat, next_seat, parse_seat
from .trump import Trump

Play = tuple[Seat, Card]
TrickInput = str | Iterable[tuple[str, str | Card]]
HandInput = str | Iterable[str | Card]


def read_trick(trick: TrickInput, *, max_cards: int = 4, direction: str = "ccw") -> tuple[Play, ...]:
    """``"W:AS S:8S"`` or ``[("W", "AS"), ("S", card)]`` to checked ``(seat, Card)`` pairs, in the
    order of play ``direction`` (``"ccw"`` or ``"cw"``, the rules' ``play_direction``)."""
    if isinstance(trick, str):
        pairs: list[tuple[str, str | Card]] = []
        for token in trick.replace(",", " ").split():
            seat_text, colon, card_text = token.partition(":")
            if not colon:
                raise InvalidInput(f"trick entry {token!r}: expected SEAT:CARD, e.g. W:AS")
            pairs.append((seat_text, card_text))
    else:
        pairs = []
        for entry in trick:
            if isinstance(entry, str) or len(entry) != 2:
                raise InvalidInput(f"trick entry {entry!r}: expected a (seat, card) pair")
            pairs.append((entry[0], entry[1]))
    plays = tuple((parse_seat(seat), parse_card(card)) for seat, card in pairs)
    if len(plays) > max_cards:
        raise InvalidInput(
            f"the trick holds {len(plays)} cards: four cards already complete a trick"
            if max_cards == 3
            else f"the trick holds {len(plays)} cards: a trick has at most four"
        )
    seats: list[str] = []
    mask = 0
    for seat, card in plays:
        if seat in seats:
            raise InvalidInput(f"seat {seat} plays twice in the trick")
        if mask & card.bit:
            raise InvalidInput(f"card {card} is twice in the trick")
        if seats:
            check_next(seats[-1], seat, direction)  # type: ignore[arg-type]
        seats.append(seat)
        mask |= card.bit
    return plays


def read_hand(hand: HandInput) -> tuple[Card, ...]:
    """A hand as cards; empty hands and repeated cards are refused."""
    cards = tuple(parse_cards(hand))
    if not cards:
        raise InvalidInput("the hand is empty: the player needs at least one card to play")
    mask = 0
    for card in cards:
        if mask & card.bit:
            raise InvalidInput(f"card {card} is twice in the hand")
        mask |= card.bit
    return cards


@dataclass(frozen=True, slots=True)
class Position:
    """A checked position: ``player`` holds ``hand`` and plays next to ``trick``."""

    hand: tuple[Card, ...]
    trick: tuple[Play, ...]
    trump: Trump
    player: Seat
    rules: Rules

    @classmethod
    def read(
        cls,
        hand: HandInput,
        trick: TrickInput,
        *,
        trump: Trump | str,
        player: str | None = None,
        rules: Rules | str = "classic",
    ) -> Position:
        checked_rules = Rules.coerce(rules)
        plays = read_trick(trick, max_cards=3, direction=checked_rules.play_direction)
        cards = read_hand(hand)
        hand_mask = mask_of(cards)
        for _, card in plays:
            if hand_mask & card.bit:
                raise InvalidInput(f"card {card} is both in the hand and in the trick")
        seat = parse_seat(player) if player is not None else default_player(plays, checked_rules)
        if any(seat == played for played, _ in plays):
            raise InvalidInput(f"seat {seat} has already played to this trick")
        if plays:
            check_next(plays[-1][0], seat, checked_rules.play_direction)
        return cls(cards, plays, Trump.parse(trump), seat, checked_rules)


_ORDER = {direction: " → ".join(play_order("N", direction)) for direction in ("ccw", "cw")}
_DIRECTION = {"ccw": "counter-clockwise", "cw": "clockwise"}


def check_next(previous: Seat, seat: Seat, direction: str) -> None:
    """Refuse ``seat`` playing right after ``previous`` out of the order of play.

    >>> check_next("N", "E", "cw")
    >>> check_next("N", "S", "cw")
    Traceback (most recent call last):
    ...
    belote_teach.errors.InvalidInput: S cannot play right after N: play goes clockwise (N → E → S → W), so E plays next
    """
    expected = next_seat(previous, direction)
    if seat != expected:
        raise InvalidInput(f"{seat} cannot play right after {previous}: play goes {_DIRECTION[direction]} "
                           f"({_ORDER[direction]}), so {expected} plays next")


def default_player(plays: Sequence[Play], rules: Rules) -> Seat:
    """Who plays next: South leads an empty trick; then the seat after the last one to play,
    in the rules' direction.

    >>> classic = Rules.preset("classic")
    >>> default_player(read_trick("N:7S"), classic), default_player(read_trick("N:7S W:8S"), classic)
    ('W', 'S')
    """
    if not plays:
        return "S"
    return next_seat(plays[-1][0], rules.play_direction)
