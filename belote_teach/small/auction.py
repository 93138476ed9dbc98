"""The auction at a table of two or three (rules reference: two and three players): the classic rounds, and Smous.

Round one takes the turned card's suit or passes; round two names a suit (``round2_suit``); when
everybody passed twice the dealer must choose (``all_pass = dealer_plays``). With two players and
``smous = on`` a player may offer *Smous* in round one instead of taking; his opponent then lets
him play (the turned card's suit is trump) or has the cards dealt again.

>>> from belote_teach.rules import Rules
>>> auction = SmallAuction(Rules.coerce("nl23+players=2"), "N", "9H", ("N", "S"))
>>> auction.to_play, [str(a) for a in auction.legal()]
('S', ['take', 'smous', 'pass'])
>>> auction.apply("smous")
>>> auction.to_play, [str(a) for a in auction.legal()]
('N', ['accept', 'redeal'])
>>> auction.apply("accept")
>>> auction.contract
Contract(taker='S', trump=<Trump.HEARTS: 'H'>, bid=None, multiplier=1)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import ACCEPT, PASS, REDEAL, SMOUS, Action
from ..bidding import Contract, RetourneAuction
from ..cards import Card
from ..rules import Rules
from ..seats import Seat, next_player
from ..trump import Trump


class SmallAuction(RetourneAuction):
    """``RetourneAuction`` with the players at the table and the Smous offer."""

    __slots__ = ("seats", "smous_by")

    def __init__(self, rules: Rules | str, dealer: Seat, retourne: Card | str, seats: Sequence[Seat]) -> None:
        super().__init__(rules, dealer, retourne)
        self.seats = tuple(seats)
        self.smous_by: Seat | None = None
        self.to_play = next_player(dealer, self.seats, self.rules.play_direction)

    def legal(self) -> list[Action]:
        if self.to_play is None:
            return []
        if self.smous_by is not None:
            return [ACCEPT, REDEAL]
        actions = super().legal()
        if self.round == 1 and self.rules.smous == "on" and len(self.seats) == 2:
            actions.insert(1, SMOUS)
        return actions

    def _call(self, seat: Seat, action: Action) -> None:
        if action == SMOUS:
            self.smous_by = seat
            self.to_play = next_player(seat, self.seats, self.rules.play_direction)
        elif action == ACCEPT:
            assert self.smous_by is not None
            self._close(Contract(self.smous_by, Trump(self.retourne.suit.value)))
        elif action == REDEAL:
            self.thrown_in, self.to_play = True, None
        elif action == PASS:
            self._passes += 1
            self.to_play = next_player(seat, self.seats, self.rules.play_direction)
            if self._passes == len(self.seats):
                self._next_round()
        else:
            super()._call(seat, action)
