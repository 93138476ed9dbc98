"""Seats at the table, partnerships and the direction of play (rules reference: the table).

Seats are compass points as drawn on screen, North at the top. Play goes
counter-clockwise by default (to the right-hand neighbour): N → W → S → E.

>>> next_seat("N", "ccw"), next_seat("N", "cw")
('W', 'E')
>>> partner("E"), team("W")
('W', 'EW')
>>> seat_name("S", "de")
'Süd'
>>> SIDES.of("S"), SIDES.other("NS"), SIDES.zero()
('NS', 'EW', {'NS': 0, 'EW': 0})
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from .errors import InvalidInput
from .i18n import Lang, Msg, say

Seat = Literal["N", "E", "S", "W"]
Team = Literal["NS", "EW"]
SEATS: tuple[Seat, ...] = ("N", "E", "S", "W")
_CLOCKWISE = {"N": "E", "E": "S", "S": "W", "W": "N"}
_COUNTER_CLOCKWISE = {after: before for before, after in _CLOCKWISE.items()}
_NAMES = {seat: Msg("seat", name) for seat, name in {"N": "North", "E": "East", "S": "South", "W": "West"}.items()}


UNKNOWN_SEAT = Msg("input", "unknown seat {text}: expected one of N E S W", "text: as written, quoted")
UNKNOWN_TEAM = Msg("input", "unknown team {text}: expected {teams}", "teams: NS or EW (joined by OR)")
OR = Msg("input", " or ", "between two teams: NS or EW")


def parse_seat(value: object) -> Seat:
    if isinstance(value, str) and value in _NAMES:
        return value  # type: ignore[return-value]
    seat = value.strip().upper() if isinstance(value, str) else None
    if seat not in _NAMES:
        raise InvalidInput(say(UNKNOWN_SEAT, text=repr(value)))
    return seat  # type: ignore[return-value]


def next_seat(seat: Seat, direction: str = "ccw") -> Seat:
    """The seat that plays after ``seat``."""
    return (_COUNTER_CLOCKWISE if direction == "ccw" else _CLOCKWISE)[seat]  # type: ignore[return-value]


def partner(seat: Seat) -> Seat:
    return _CLOCKWISE[_CLOCKWISE[seat]]  # type: ignore[return-value]


@dataclass(frozen=True, slots=True)
class Sides:
    """Who scores together: each side's name and its seats. Four players: the partnerships
    ``NS`` and ``EW`` (``SIDES``); a side is a plain string (``"NS"``), so records and score
    dicts read as before, and a game of individual scoring is a ``Sides`` of one seat each.

    >>> alone = Sides((("N", ("N",)), ("E", ("E",)), ("S", ("S",))))
    >>> list(alone), alone.of("E"), alone.zero()
    (['N', 'E', 'S'], 'E', {'N': 0, 'E': 0, 'S': 0})
    >>> alone.other("N")
    Traceback (most recent call last):
    ...
    belote_teach.errors.InvalidInput: 'other side' needs exactly two sides, not 3
    """

    members: tuple[tuple[str, tuple[Seat, ...]], ...]
    _by_seat: dict[str, Team] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_seat = {seat: name for name, seats in self.members for seat in seats}
        object.__setattr__(self, "_by_seat", by_seat)

    def __iter__(self) -> Iterator[Team]:
        return (name for name, _ in self.members)  # type: ignore[misc]

    def __len__(self) -> int:
        return len(self.members)

    def __contains__(self, side: object) -> bool:
        return any(name == side for name, _ in self.members)

    @property
    def partnerships(self) -> bool:
        """Do seats score together (teams), or each for himself?"""
        return any(len(seats) > 1 for _, seats in self.members)

    def of(self, seat: Seat) -> Team:
        """The side that ``seat`` scores for."""
        return self._by_seat[seat]

    def seats(self, side: str) -> tuple[Seat, ...]:
        """The seats of ``side``."""
        return next(seats for name, seats in self.members if name == side)

    def other(self, side: str) -> Team:
        """The opposing side (two sides only)."""
        if len(self.members) != 2:
            raise InvalidInput(f"'other side' needs exactly two sides, not {len(self.members)}")
        return next(name for name, _ in self.members if name != side)  # type: ignore[misc]

    def zero(self) -> dict[str, int]:
        """A score of 0 for every side, in order."""
        return {name: 0 for name, _ in self.members}

    @classmethod
    def alone(cls, seats: Sequence[Seat]) -> Sides:
        """One side for each seat, named by the seat: the individual game of two or three players.

        >>> list(Sides.alone(("N", "S"))), Sides.alone(("N", "S")).name("S", "fr")
        (['N', 'S'], 'Sud')
        """
        return cls(tuple((seat, (seat,)) for seat in seats))

    def name(self, side: str, lang: Lang = "en") -> str:
        """The side's name in ``lang``: the team (``North–South``) or the player (``South``)."""
        seats = self.seats(side)
        return TEAM_NAME[side](lang) if len(seats) > 1 else seat_name(seats[0], lang)

    def read(self, value: object) -> Team:
        """A side's name as written (any case); anything else is refused."""
        side = value.strip().upper() if isinstance(value, str) else value
        if side not in self:
            raise InvalidInput(say(UNKNOWN_TEAM, text=repr(value), teams=say(OR).join(self)))
        return side  # type: ignore[return-value]


TEAM_NAME: dict[str, Msg] = {"NS": Msg("team", "North–South"), "EW": Msg("team", "East–West")}
"""The partnerships' names (score sheets, the match, the play page)."""
SIDES = Sides((("NS", ("N", "S")), ("EW", ("E", "W"))))
"""The two partnerships of the four-player game."""
TEAMS: tuple[Team, ...] = tuple(SIDES)
_PARTNERSHIP: dict[str, Team] = {seat: SIDES.of(seat) for seat in SEATS}


class Points(Mapping[str, int]):
    """Points per side (or per seat), read-only: the figures of a result cannot be changed through it.
    It reads, compares and prints as the ``dict`` it was made from.

    >>> score = Points({"NS": 90, "EW": 72})
    >>> score, score["NS"], score == {"NS": 90, "EW": 72}, dict(score)
    ({'NS': 90, 'EW': 72}, 90, True, {'NS': 90, 'EW': 72})
    >>> score["NS"] = 0
    Traceback (most recent call last):
    ...
    TypeError: 'Points' object does not support item assignment
    """

    __slots__ = ("_items",)

    def __init__(self, items: Mapping[Any, int] | Iterable[tuple[Any, int]] = ()) -> None:
        self._items: dict[str, int] = dict(items)

    def __getitem__(self, key: str) -> int:
        return self._items[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __repr__(self) -> str:
        return repr(self._items)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Mapping):
            return self._items == dict(other.items())
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self._items.items()))


def team(seat: Seat) -> Team:
    """The partnership of ``seat``."""
    return _PARTNERSHIP[seat]


def seat_name(seat: Seat, lang: Lang = "en") -> str:
    return _NAMES[seat](lang)


def table_seats(players: int) -> tuple[Seat, ...]:
    """The seats of ``players`` players, in the four-seat order N E S W."""
    seats: dict[int, tuple[Seat, ...]] = {2: ("N", "S"), 3: ("E", "S", "W"), 4: SEATS}
    return seats[players]


def next_player(seat: Seat, seats: Sequence[Seat], direction: str = "ccw") -> Seat:
    """The player who plays after ``seat`` at a table with ``seats``."""
    after = next_seat(seat, direction)
    while after not in seats:
        after = next_seat(after, direction)
    return after


def order_from(first: Seat, seats: Sequence[Seat], direction: str = "ccw") -> list[Seat]:
    """Every player in play order, starting with ``first``."""
    order = [first]
    while len(order) < len(seats):
        order.append(next_player(order[-1], seats, direction))
    return order


def play_order(first: Seat, direction: str = "ccw") -> list[Seat]:
    """The four seats in play order, starting with ``first``.

    >>> play_order("N"), play_order("N", "cw")
    (['N', 'W', 'S', 'E'], ['N', 'E', 'S', 'W'])
    """
    return order_from(first, SEATS, direction)
