"""The game: the immutable rules of every deal of a match, and what they choose — the table
(``table.Table``: seats, sides, pack, hand size, deal plan) and the variant's hooks
(``variant.Variant``: scoring, the match's end, the belote words).

>>> Game("classic+undertrump=discard").rules == Rules.coerce("classic+undertrump=discard")
True
>>> three = Game("nl23")
>>> three.table.seats, list(three.sides), three.variant.name
(('E', 'S', 'W'), ['E', 'S', 'W'], 'individual')
>>> Game("coinche").variant.name, Game("coinche").table.plan.retourne
('partnership', False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .bidding import Auction, CoincheAuction, RetourneAuction
from .cards import Card
from .declarations import Declaration, DeclarationOutcome, compare_declarations
from .errors import InvalidInput
from .rules import Rules
from .seats import Seat, Sides
from .small.variant import INDIVIDUAL
from .table import Table
from .trump import Trump
from .variant import PARTNERSHIP, Variant


@dataclass(frozen=True, slots=True)
class Game:
    """The immutable rules of a deal: a ``Rules`` object and two options the rules reference leaves open.

    ``declarations=False`` plays without declarations (belote still scores);
    ``generale_value`` is what a generale contract is worth (required when ``generale = on``).
    The rules may be given as a text, read as every entry point reads it. ``table`` and ``variant``
    follow from the rules.
    """

    rules: Rules
    declarations: bool = True
    generale_value: int | None = None
    table: Table = field(init=False, repr=False, compare=False)
    variant: Variant = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not isinstance(self.rules, Rules):
            object.__setattr__(self, "rules", Rules.coerce(self.rules))
        if self.rules.generale == "on" and self.generale_value is None:
            raise InvalidInput("generale = on needs generale_value: the rules record no value for a generale")
        table = Table.of(self.rules)
        object.__setattr__(self, "table", table)
        object.__setattr__(self, "variant", PARTNERSHIP if table.sides.partnerships else INDIVIDUAL)

    @classmethod
    def coerce(cls, rules: Game | Rules | str, **options: Any) -> Game:
        if isinstance(rules, Game):
            return rules
        return cls(Rules.coerce(rules), **options)

    @property
    def with_declarations(self) -> bool:
        return self.declarations and self.rules.declarations == "on"

    @property
    def sides(self) -> Sides:
        """Who scores together: the two teams, or each player."""
        return self.table.sides

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.table.seats

    def auction(self, dealer: Seat, retourne: Card | None) -> Auction:
        """The auction of a deal: on the turned card (classic, and two or three players), or coinche."""
        if retourne is None:
            return CoincheAuction(self.rules, dealer)
        return RetourneAuction(self.rules, dealer, retourne, self.table.seats)

    def compare(self, announced: Sequence[tuple[Seat, Declaration]], trump: Trump, taker: Seat | None) -> DeclarationOutcome:
        """Whose declarations count, side against side."""
        return compare_declarations(announced, trump, self.rules, taker=taker, sides=self.sides)
