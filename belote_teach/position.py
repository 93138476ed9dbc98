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
direction of play (rules reference: the table).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .cards import Card, distinct_mask, mask_of, parse_card, parse_cards
from .errors import InvalidInput
from .i18n import Msg, say
from .rules import Rules
from .seats import Seat, next_player, order_from, parse_seat, table_seats
from .trump import Trump

Play = tuple[Seat, Card]
TrickInput = str | Iterable[tuple[str, str | Card]]
HandInput = str | Iterable[str | Card]


COUNT_WORDS = {2: "two", 3: "three", 4: "four"}
"""A table's number of players in words (one card each in a complete trick)."""


def read_trick(trick: TrickInput, *, max_cards: int = 4, direction: str = "ccw", players: int = 4) -> tuple[Play, ...]:
    """``"W:AS S:8S"`` or ``[("W", "AS"), ("S", card)]`` to checked ``(seat, Card)`` pairs, in the
    order of play ``direction`` (``"ccw"`` or ``"cw"``, the rules' ``play_direction``).

    With two or three ``players`` (rules reference: two and three players) the seats must be at that table, and nobody is a partner:

    >>> read_trick("N:AS S:7S", players=2)
    (('N', Card.parse('AS')), ('S', Card.parse('7S')))
    >>> read_trick("N:AS S:7S", players=3)
    Traceback (most recent call last):
    ...
    belote_teach.errors.InvalidInput: seat N is not at a table of 3 players: expected one of E S W
    """
    if isinstance(trick, str):
        pairs: list[tuple[str, str | Card]] = []
        for token in trick.replace(",", " ").split():
            seat_text, colon, card_text = token.partition(":")
            if not colon:
                raise InvalidInput(say(TRICK_ENTRY, entry=repr(token)))
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
        check_at_table(seat, players)
        if seat in seats:
            raise InvalidInput(say(SEAT_PLAYS_TWICE, seat=seat))
        if mask & card.bit:
            raise InvalidInput(say(CARD_TWICE_IN_TRICK, card=card))
        if seats:
            check_next(seats[-1], seat, direction, players)  # type: ignore[arg-type]
        seats.append(seat)
        mask |= card.bit
    return plays


def check_at_table(seat: Seat, players: int) -> None:
    if seat not in table_seats(players):
        raise InvalidInput(f"seat {seat} is not at a table of {players} players: expected one of "
                           f"{' '.join(table_seats(players))}")


def read_hand(hand: HandInput) -> tuple[Card, ...]:
    """A hand as cards; empty hands and repeated cards are refused."""
    cards = tuple(parse_cards(hand))
    if not cards:
        raise InvalidInput("the hand is empty: the player needs at least one card to play")
    distinct_mask(cards, "is twice in the hand")
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
        players = checked_rules.players
        plays = read_trick(trick, max_cards=players - 1, direction=checked_rules.play_direction, players=players)
        cards = read_hand(hand)
        hand_mask = mask_of(cards)
        for _, card in plays:
            if hand_mask & card.bit:
                raise InvalidInput(f"card {card} is both in the hand and in the trick")
        seat = parse_seat(player) if player is not None else default_player(plays, checked_rules)
        if any(seat == played for played, _ in plays):
            raise InvalidInput(f"seat {seat} has already played to this trick")
        check_at_table(seat, players)
        if plays:
            check_next(plays[-1][0], seat, checked_rules.play_direction, players)
        return cls(cards, plays, Trump.parse(trump), seat, checked_rules)


_DIRECTION = {"ccw": Msg("input", "counter-clockwise"), "cw": Msg("input", "clockwise")}
OUT_OF_ORDER = Msg("input", "{seat} cannot play right after {previous}: play goes {direction} ({order}), so {expected} "
                            "plays next", "direction: clockwise or counter-clockwise; order: N → E → S → W")
TRICK_ENTRY = Msg("input", "trick entry {entry}: expected SEAT:CARD, e.g. W:AS", "entry: as written, quoted")
SEAT_PLAYS_TWICE = Msg("input", "seat {seat} plays twice in the trick")
CARD_TWICE_IN_TRICK = Msg("input", "card {card} is twice in the trick")


def check_next(previous: Seat, seat: Seat, direction: str, players: int = 4) -> None:
    """Refuse ``seat`` playing right after ``previous`` out of the order of play (at a table of
    ``players``: empty seats are skipped).

    >>> check_next("N", "E", "cw")
    >>> check_next("N", "S", "cw")
    Traceback (most recent call last):
    ...
    belote_teach.errors.InvalidInput: S cannot play right after N: play goes clockwise (N → E → S → W), so E plays next
    >>> check_next("N", "S", "ccw", players=2)
    """
    at_table = table_seats(players)
    expected = next_player(previous, at_table, direction)
    if seat != expected:
        order = " → ".join(order_from(at_table[0], at_table, direction))
        raise InvalidInput(say(OUT_OF_ORDER, seat=seat, previous=previous, direction=say(_DIRECTION[direction]),
                               order=order, expected=expected))


def default_player(plays: Sequence[Play], rules: Rules) -> Seat:
    """Who plays next: South leads an empty trick; then the seat after the last one to play,
    in the rules' direction.

    >>> classic = Rules.preset("classic")
    >>> default_player(read_trick("N:7S"), classic), default_player(read_trick("N:7S W:8S"), classic)
    ('W', 'S')
    """
    if not plays:
        return "S"
    return next_player(plays[-1][0], table_seats(rules.players), rules.play_direction)
