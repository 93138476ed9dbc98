"""Who scores declarations ("roem") when every player is on his own (rules reference: two and three players, declarations).

Only the single best declaration at the table is compared; its holder scores all of his own
declarations and nobody else scores any. Equal best runs (rules reference: declarations step 7, ``equal_sequence_tie``):
``cancel`` — nobody scores; ``first_announced`` — the first announced of them; ``taker_team`` —
the taker if his run is one of them, otherwise nobody (engine reading: no team to favour).

>>> from belote_teach.declarations import find_declarations
>>> from belote_teach.rules import Rules
>>> nl23 = Rules.preset("nl23")
>>> tierce, fifty = find_declarations("QH KH AH", "S")[0], find_declarations("7C 8C 9C 10C", "S")[0]
>>> outcome = compare_roem([("E", tierce), ("S", fifty)], "S", nl23)
>>> outcome.winner, outcome.points
('S', {'E': 0, 'S': 50})
>>> same = find_declarations("QD KD AD", "S")[0]
>>> compare_roem([("E", tierce), ("W", same)], "S", nl23).winner is None       # equal plain runs cancel
True
>>> compare_roem([("E", tierce), ("W", same)], "S", nl23.replace(equal_sequence_tie="taker_team"), taker="W").winner
'W'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..declarations import Declaration, strength
from ..rules import Rules
from ..seats import Seat
from ..trump import Trump


@dataclass(frozen=True, slots=True)
class RoemOutcome:
    """``winner``: the player whose declarations count (``None``: nobody); ``points`` per player who announced."""

    winner: Seat | None
    points: dict[str, int]
    declared: tuple[tuple[Seat, Declaration], ...]
    tie: bool = False

    def of(self, seat: str) -> list[Declaration]:
        return [d for s, d in self.declared if s == seat]


def compare_roem(
    announced: Sequence[tuple[Seat, Declaration]],
    trump: Trump | str,
    rules: Rules | str,
    *,
    taker: Seat | None = None,
) -> RoemOutcome:
    """Compare every player's best declaration; ``announced`` is in the order of announcing."""
    mode, checked = Trump.parse(trump), Rules.coerce(rules)
    best: dict[Seat, tuple[tuple[int, ...], int]] = {}
    for order, (seat, declaration) in enumerate(announced):
        key = (strength(declaration, mode, checked), -order)
        if seat not in best or key > best[seat]:
            best[seat] = key
    top = max((key[0] for key in best.values()), default=None)
    leaders = [seat for seat, key in best.items() if key[0] == top]
    winner: Seat | None = leaders[0] if len(leaders) == 1 else None
    tie = len(leaders) > 1
    if tie and checked.equal_sequence_tie == "first_announced":
        winner = sorted(leaders, key=lambda seat: best[seat][1])[-1]
    elif tie and checked.equal_sequence_tie == "taker_team" and taker is not None and taker in leaders:
        winner = taker
    points: dict[str, int] = {seat: 0 for seat, _ in announced}
    if winner is not None:
        points[winner] = sum(d.points for seat, d in announced if seat == winner)
    return RoemOutcome(winner, points, tuple(announced), tie)
