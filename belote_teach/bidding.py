"""The auction that decides the contract (rules reference: the auction, the coinche auction).

Both auctions are small mutable machines: ``to_play``, ``legal()``, ``apply(action)``,
``done``; the result is ``contract`` (or ``thrown_in`` when the cards are redealt).

>>> auction = RetourneAuction(Rules(), dealer="N", retourne=parse_card("9H"))
>>> auction.to_play, [str(a) for a in auction.legal()]
('W', ['take', 'pass'])
>>> for call in ("pass", "pass", "take"):
...     auction.apply(parse_action(call))
>>> auction.contract
Contract(taker='E', trump=<Trump.HEARTS: 'H'>, bid=None, multiplier=1)

>>> auction = CoincheAuction(Rules.preset("coinche"), dealer="N")
>>> for call in ("90 S", "100 H", "coinche", "pass", "pass"):
...     auction.apply(parse_action(call))
>>> auction.contract      # West bid 90, South 100, East coinched; North and South passed
Contract(taker='S', trump=<Trump.HEARTS: 'H'>, bid=100, multiplier=2)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Self

from .actions import ACCEPT, COINCHE, PASS, REDEAL, SMOUS, SURCOINCHE, TAKE, Action, Bid, BidValue, Choose, parse_action
from .cards import Card, Suit, parse_card
from .errors import IllegalPlay, InvalidInput
from .i18n import Lang, Msg, language
from .rules import Rules
from .seats import SEATS, Seat, Team, next_player, next_seat, seat_name, team
from .trump import Trump

_C = "contract"
_CLASSIC = Msg(_C, "{taker} takes: {trump}", "a classic contract: the taker and the trump mode (a suit, no trumps, all trumps)")
_COINCHE_CONTRACT = Msg(_C, "{bid} by {taker}")
_COINCHED = Msg(_C, "{contract}, coinched (×{multiplier})")
_SURCOINCHED = Msg(_C, "{contract}, surcoinched (×{multiplier})")
CONTRACT = Msg("guide", "Contract: {contract}")
THROWN_IN = Msg("guide", "Everybody passed: the cards are thrown in, and the next dealer deals.")
_NOT_LEGAL = Msg("error", "{seat} cannot call {call} now; the calls allowed are: {allowed}.")

SUITS = tuple(Trump(suit.value) for suit in Suit)
MODES = (*SUITS, Trump.ALL_TRUMP, Trump.NO_TRUMP)


@dataclass(frozen=True, slots=True)
class Contract:
    """A contract (rules reference: the coinche auction): the taker, the trump mode, the bid (coinche only) and the multiplier."""

    taker: Seat
    trump: Trump
    bid: BidValue | None = None
    multiplier: int = 1

    @property
    def team(self) -> Team:
        return team(self.taker)

    def describe(self, lang: Lang | None = None) -> str:
        """The contract as a scorer writes it (in the default language when ``lang`` is None).

        >>> Contract("N", Trump.HEARTS).describe("nl"), Contract("W", Trump.ALL_TRUMP).describe("fr")
        ('Noord neemt: harten', 'Ouest prend à tout atout')
        >>> Contract("E", Trump.SPADES, 120, 2).describe("en")
        '120 spades by East, coinched (×2)'
        """
        lang = language(lang)
        taker = seat_name(self.taker, lang)
        if self.bid is None:
            return _CLASSIC(lang, taker=taker, trump=self.trump.name_in(lang))
        text = _COINCHE_CONTRACT(lang, bid=Bid(self.bid, self.trump).name(lang), taker=taker)
        if self.multiplier == 2:
            return _COINCHED(lang, contract=text, multiplier=2)
        if self.multiplier > 2:
            return _SURCOINCHED(lang, contract=text, multiplier=self.multiplier)
        return text


def refuse(seat: Seat, action: Action, allowed: list[Action]) -> IllegalPlay:
    """The error for a call that is not among the legal ones, localized on demand."""

    def localized(lang: Lang) -> str:
        return _NOT_LEGAL(lang, seat=seat_name(seat, lang), call=action.name(lang),
                          allowed=", ".join(a.name(lang) for a in allowed))

    return IllegalPlay(localized("en"), localized=localized)


class _Auction:
    """What both auctions share: whose turn it is, the calls so far, checking a call, the outcome."""

    __slots__ = ("calls", "contract", "dealer", "rules", "seats", "thrown_in", "to_play")

    def __init__(self, rules: Rules | str, dealer: Seat, seats: Sequence[Seat] = SEATS) -> None:
        self.rules = Rules.coerce(rules)
        self.dealer = dealer
        self.seats = tuple(seats)
        self.to_play: Seat | None = next_player(dealer, self.seats, self.rules.play_direction)
        self.calls: list[tuple[Seat, Action]] = []
        self.contract: Contract | None = None
        self.thrown_in = False

    @property
    def done(self) -> bool:
        return self.to_play is None

    def legal(self) -> list[Action]:
        raise NotImplementedError

    def apply(self, action: Action | str) -> None:
        """Make the call of the player to speak; a call not allowed now raises ``IllegalPlay``."""
        action = parse_action(action)
        seat = self.to_play
        if seat is None:
            raise InvalidInput("the auction is over")
        allowed = self.legal()
        if action not in allowed:
            raise refuse(seat, action, allowed)
        self.calls.append((seat, action))
        self._call(seat, action)

    def _call(self, seat: Seat, action: Action) -> None:
        raise NotImplementedError

    def clone(self) -> Self:
        other = object.__new__(type(self))
        for cls in type(self).__mro__:
            for name in getattr(cls, "__slots__", ()):
                setattr(other, name, getattr(self, name))
        other.calls = list(self.calls)
        return other


class RetourneAuction(_Auction):
    """Classic auction: round one on the turned card, round two another suit, optional round three
    (rules reference: the auction), at a table of ``seats``. With two players and ``smous = on`` (rules reference: two and three players) a player may
    offer *Smous* in round one instead of taking; his opponent then lets him play (the turned card's
    suit is trump) or has the cards dealt again.

    >>> auction = RetourneAuction(Rules.coerce("nl23+players=2"), "N", "9H", ("N", "S"))
    >>> auction.to_play, [str(a) for a in auction.legal()]
    ('S', ['take', 'smous', 'pass'])
    >>> auction.apply("smous")
    >>> auction.to_play, [str(a) for a in auction.legal()]
    ('N', ['accept', 'redeal'])
    >>> auction.apply("accept")
    >>> auction.contract
    Contract(taker='S', trump=<Trump.HEARTS: 'H'>, bid=None, multiplier=1)
    """

    __slots__ = ("_passes", "retourne", "round", "smous_by")

    def __init__(self, rules: Rules | str, dealer: Seat, retourne: Card | str, seats: Sequence[Seat] = SEATS) -> None:
        super().__init__(rules, dealer, seats)
        self.retourne = parse_card(retourne)
        self.round = 1  # 1, 2, 3 (no-trump / all-trump), or 4: the dealer must choose (all_pass = dealer_plays)
        self._passes = 0
        self.smous_by: Seat | None = None

    def legal(self) -> list[Action]:
        if self.to_play is None:
            return []
        if self.smous_by is not None:
            return [ACCEPT, REDEAL]
        if self.round == 1:
            return [TAKE, SMOUS, PASS] if self.rules.smous == "on" and len(self.seats) == 2 else [TAKE, PASS]
        if self.round == 2:
            retourne = Trump(self.retourne.suit.value)
            allowed = [Choose(t) for t in SUITS if t is not retourne or self.rules.round2_suit == "any_suit"]
            return [*allowed, PASS]
        if self.round == 3:
            return [Choose(Trump.ALL_TRUMP), Choose(Trump.NO_TRUMP), PASS]
        return [Choose(t) for t in SUITS]

    def _call(self, seat: Seat, action: Action) -> None:
        if isinstance(action, Choose):
            self._close(Contract(seat, action.trump))
        elif action == TAKE:
            self._close(Contract(seat, Trump(self.retourne.suit.value)))
        elif action == SMOUS:
            self.smous_by = seat
            self.to_play = next_player(seat, self.seats, self.rules.play_direction)
        elif action == ACCEPT:
            assert self.smous_by is not None
            self._close(Contract(self.smous_by, Trump(self.retourne.suit.value)))
        elif action == REDEAL:
            self.thrown_in, self.to_play = True, None
        else:
            self._passes += 1
            self.to_play = next_player(seat, self.seats, self.rules.play_direction)
            if self._passes == len(self.seats):
                self._next_round()

    def _close(self, contract: Contract) -> None:
        self.contract = contract
        self.to_play = None

    def _next_round(self) -> None:
        self._passes = 0
        if self.round == 1 or (self.round == 2 and self.rules.third_round == "ta_sa"):
            self.round += 1
        elif self.rules.all_pass == "dealer_plays":
            self.round = 4
            self.to_play = self.dealer
        else:
            self.thrown_in = True
            self.to_play = None


def bid_ladder(rules: Rules) -> tuple[BidValue, ...]:
    """The bid values in rising order (rules reference: the coinche auction): ``min_bid`` … 160 by tens, capot, then generale if on.

    >>> bid_ladder(Rules.preset("coinche").replace(min_bid=82))[:3]
    (82, 90, 100)
    """
    values: list[BidValue] = [rules.min_bid]
    values += range((rules.min_bid // 10 + 1) * 10, 161, 10)
    values.append("capot")
    if rules.generale == "on":
        values.append("generale")
    return tuple(values)


@cache
def _bids(ladder: tuple[BidValue, ...], modes: tuple[Trump, ...]) -> tuple[Bid, ...]:
    """Every bid of the ladder in every mode, rising, built once per rule set."""
    return tuple(Bid(value, mode) for value in ladder for mode in modes)


class CoincheAuction(_Auction):
    """Coinche / contrée auction (rules reference: the coinche auction): bids that rise, coinche and surcoinche, the end rules."""

    __slots__ = ("_forced", "_ladder", "_modes", "_passes", "_restricted", "bid", "bidder", "multiplier")

    def __init__(self, rules: Rules | str, dealer: Seat) -> None:
        super().__init__(rules, dealer)
        self.bid: Bid | None = None
        self.bidder: Seat | None = None
        self.multiplier = 1
        self._ladder = bid_ladder(self.rules)
        self._modes = MODES if self.rules.ta_sa_bids == "on" else SUITS
        self._passes = 0
        self._forced = False  # everyone passed and all_pass = dealer_plays: the dealer must bid
        self._restricted: list[Seat] | None = None  # after a coinche (overbid_after_coinche = no)

    def legal(self) -> list[Action]:
        seat = self.to_play
        if seat is None:
            return []
        if self._restricted is not None:
            return [SURCOINCHE, PASS]
        if self._forced:
            return [Bid(self.rules.min_bid, mode) for mode in self._modes]
        actions: list[Action] = [PASS]
        start = 0 if self.bid is None else self._ladder.index(self.bid.value) + 1
        actions += _bids(self._ladder, self._modes)[start * len(self._modes):]
        if self.bidder is not None:
            ours = team(seat) == team(self.bidder)
            if self.multiplier == 1 and not ours:
                actions.append(COINCHE)
            elif self.multiplier == 2 and ours:
                actions.append(SURCOINCHE)
        return actions

    def _call(self, seat: Seat, action: Action) -> None:
        direction = self.rules.play_direction
        if isinstance(action, Bid):
            self.bid, self.bidder, self.multiplier, self._passes = action, seat, 1, 0
            if self._forced:
                self._close()
                return
        elif action == COINCHE:
            self.multiplier, self._passes = 2, 0
            if self.rules.overbid_after_coinche == "no":
                first = next_seat(seat, direction)
                self._restricted = [first, next_seat(next_seat(first, direction), direction)]
                self.to_play = first
                return
        elif action == SURCOINCHE:
            self.multiplier = 4 if self.rules.multipliers == "x2x4" else 3
            self._close()
            return
        else:
            self._passes += 1
            if self._restricted is not None:
                self._restricted.pop(0)
                if not self._restricted:
                    self._close()
                else:
                    self.to_play = self._restricted[0]
                return
            if self.bidder is None and self._passes == 4:
                if self.rules.all_pass == "redeal":
                    self.thrown_in = True
                    self.to_play = None
                else:
                    self._forced = True
                    self.to_play = self.dealer
                return
            if self.bidder is not None and self._passes == 3:
                self._close()
                return
        self.to_play = next_seat(seat, direction)

    def _close(self) -> None:
        assert self.bid is not None and self.bidder is not None
        self.contract = Contract(self.bidder, self.bid.trump, self.bid.value, self.multiplier)
        self.to_play = None

    def clone(self) -> Self:
        other = super().clone()
        other._restricted = None if self._restricted is None else list(self._restricted)
        return other


Auction = RetourneAuction | CoincheAuction
