"""Seats at the table, partnerships and the direction of play (RULES.md §2.4–2.5).

Seats are compass points as drawn on screen, North at the top. Play goes
counter-clockwise by default (to the right-hand neighbour): N → W → S → E.

>>> next_seat("N", "ccw"), next_seat("N", "cw")
('W', 'E')
>>> partner("E"), team("W")
('W', 'EW')
>>> seat_name("S", "de")
'Süd'
"""

from __future__ import annotations

from typing import Literal

from .errors import InvalidInput
from .i18n import Lang, Msg

Seat = Literal["N", "E", "S", "W"]
Team = Literal["NS", "EW"]
SEATS: tuple[Seat, ...] = ("N", "E", "S", "W")
_CLOCKWISE = {"N": "E", "E": "S", "S": "W", "W": "N"}
_COUNTER_CLOCKWISE = {after: before for before, after in _CLOCKWISE.items()}
_NAMES = {seat: Msg("seat", name) for seat, name in {"N": "North", "E": "East", "S": "South", "W": "West"}.items()}


def parse_seat(value: object) -> Seat:
    if isinstance(value, str) and value in _NAMES:
        return value  # type: ignore[return-value]
    seat = value.strip().upper() if isinstance(value, str) else None
    if seat not in _NAMES:
        raise InvalidInput(f"unknown seat {value!r}: expected one of N E S W")
    return seat  # type: ignore[return-value]


def next_seat(seat: Seat, direction: str = "ccw") -> Seat:
    """The seat that plays after ``seat``."""
    return (_COUNTER_CLOCKWISE if direction == "ccw" else _CLOCKWISE)[seat]  # type: ignore[return-value]


def partner(seat: Seat) -> Seat:
    return _CLOCKWISE[_CLOCKWISE[seat]]  # type: ignore[return-value]


def team(seat: Seat) -> Team:
    return "NS" if seat in ("N", "S") else "EW"


def seat_name(seat: Seat, lang: Lang = "en") -> str:
    return _NAMES[seat](lang)
