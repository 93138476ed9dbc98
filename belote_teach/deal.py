"""One deal as a state machine at any table: dealing, the auction, declarations, the tricks, the score.

``Game`` holds the immutable rules (and through them the table and the variant's hooks); a
``Deal`` is the mutable, cloneable state. In every phase a deal says whose turn it is
(``to_play``), which actions are legal, applies one (``apply``, or ``push`` to take it back with
``pop``), and says when it is over. A deal is dealt from a ``random.Random`` and replays exactly
from its JSON record. Four players, two or three (rules reference: two and three players): the same class, the table decides.

Card play on hands you choose (the contract already made): here every player holds one
suit; North, holding all the trumps, wins every trick.

>>> deal = Deal.from_hands({"N": "JH 9H AH 10H KH QH 8H 7H", "E": "AS 10S KS QS JS 9S 8S 7S",
...                         "S": "AD 10D KD QD JD 9D 8D 7D", "W": "AC 10C KC QC JC 9C 8C 7C"},
...                        leader="N", trump="H", taker="N")
>>> while not deal.is_over:
...     deal.play(deal.legal_cards()[0])
>>> result = deal.result()
>>> result.capot, result.made, result.card_points
('NS', True, {'NS': 252, 'EW': 0})
>>> for text in result.breakdown("en")[4:]:   # each team shows two cents; trumps beat plain runs
...     print(text)
Best declaration: North–South, whose declarations count 200.
Belote-rebelote: North–South 20.
North–South (takers) 472 against East–West 0.
The contract is made.
North–South: 252 card points + 200 for declarations + 20 for belote = 472.
East–West: 0.
Score: North–South 472, East–West 0.

A whole deal from a seed, every phase through the same calls:

>>> deal = Deal.new("classic", rng=random.Random(3), dealer="N")
>>> deal.phase, deal.to_play, [str(a) for a in deal.legal_actions()]
('bidding', 'W', ['take', 'pass'])
>>> deal.apply("take")
>>> deal.phase, deal.contract.describe("fr"), len(deal.hand("W"))
('play', 'Ouest prend à pique', 8)
>>> copy = deal.clone()
>>> from belote_teach.simulate import random_agent
>>> agent = random_agent(random.Random(4))
>>> while not copy.is_over:
...     copy.apply(agent(copy))
>>> deal.phase, copy.is_over, Deal.from_json(copy.to_json()).result() == copy.result()
('play', True, True)

Two players (``nl23+players=2``: Smous, the trump-7 exchange, nine tricks each for himself):

>>> deal = Deal.new("nl23+players=2", rng=random.Random(7), dealer="N")
>>> deal.seats, deal.to_play, [str(a) for a in deal.legal_actions()]
(('N', 'S'), 'S', ['take', 'smous', 'pass'])
>>> deal.apply("take")
>>> deal.phase, [len(deal.hand(s)) for s in deal.seats], deal.view("S").table
('play', [9, 9], (Card.parse('AD'), Card.parse('JD')))
>>> before = deal.to_json()
>>> deal.push(deal.legal_actions()[0]); str(deal.pop()), deal.to_json() == before    # undo: exactly as before
('QS', True)

Engine readings at a table of two or three where the rules reference (two and three players) is open: the exchange is offered
whenever the retourne's suit becomes trump (taken, named in round two, Smous accepted, or the
dealer's forced choice), to the holder of the trump 7 among the first cards, before the three more
cards are dealt; a 7 that comes with them cannot be exchanged. Declarations are announced in play
order from the leader (``declaration_timing``); the best player's declared cards are shown after
trick one. The belote words are *stuk* and *brok* in Dutch.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from .actions import (
    ANNOUNCED_PLAYS,
    DECLARE,
    EXCHANGE,
    PASS,
    PLAYS,
    Action,
    BidValue,
    Declare,
    Exchange,
    Pass,
    PlayCard,
    parse_action,
)
from .bidding import Auction, CoincheAuction, Contract, RetourneAuction, bid_ladder
from .cards import DECK, Card, Rank, cards_of, distinct_mask, mask_of, parse_card, parse_cards
from .declarations import (
    BELOTE_DONE,
    BELOTE_NONE,
    BELOTE_POINTS,
    Declaration,
    DeclarationOutcome,
    belote_step,
    belote_suits,
    belote_word,
    find_in_mask,
)
from .errors import IllegalPlay, InvalidInput
from .explain import explain_play
from .game import Game
from .i18n import Lang, Msg
from .play import ruling, winning_position
from .rules import Rules
from .scoring import DealScore, line
from .seats import SIDES, Points, Seat, Sides, parse_seat, seat_name
from .trick import Play, Trick
from .trump import Trump
from .values import point_table

Phase = Literal["bidding", "exchange", "announcing", "play", "over"]
FORMAT = "belote-teach deal"
VERSION = 1
SEVEN = 0
"""The rank index of the 7 in a suit (sequence order): the card of the trump-7 exchange (rules reference: two and three players)."""

_THROWN_IN = Msg("score", "Everybody passed: the cards are thrown in and the next dealer deals again.")
_REFUSED = Msg("small score", "The Smous is refused: the cards are thrown in and the next dealer deals again.")
_NOTHING_TO_ANNOUNCE = Msg("error", "{seat} has nothing to announce with {card}.")
_NOT_HELD = Msg("error", "{seat} does not hold the {card}.", "German: {card:acc} (den Herz-Buben), Dutch and French: {card:the}")
_NOT_NOW = Msg("error", "{seat} cannot do that now; the actions allowed are: {allowed}.")

__all__ = ["FORMAT", "Announced", "Deal", "Game", "Phase", "SeatView", "finish_record", "read_record", "record_of",
           "replay"]


@dataclass(frozen=True, slots=True)
class Announced:
    """What the table hears of an announcement: the kind, its length and top rank (not the suit)."""

    seat: Seat
    kind: str
    length: int
    rank: Rank
    points: int


@dataclass(frozen=True, slots=True)
class SeatView:
    """What one seat may see: its own hand, the public cards and calls, announcements, the score.

    ``seats`` are the players at the table; ``table`` the cards lying face up beside the trick
    (the retourne during the auction; at a table of two or three the retourne or the exchanged 7,
    and the last card of the stock); ``exchanged`` who swapped the trump 7 for the retourne."""

    seat: Seat
    phase: Phase
    dealer: Seat
    to_play: Seat | None
    hand: tuple[Card, ...]
    hand_sizes: Points
    retourne: Card | None
    calls: tuple[tuple[Seat, Action], ...]
    contract: Contract | None
    trick: tuple[Play, ...]
    tricks: tuple[Trick, ...]
    announced: tuple[Announced, ...]
    shown: tuple[tuple[Seat, Declaration], ...]
    belote: tuple[tuple[Seat, Card, str], ...]
    legal: tuple[Action, ...]
    result: DealScore | None = field(default=None, repr=False)
    seats: tuple[Seat, ...] = ("N", "E", "S", "W")
    table: tuple[Card, ...] = ()
    exchanged: Seat | None = None
    sides: Sides = field(default=SIDES, repr=False)

    @property
    def side(self) -> str:
        """The side the seat scores for: its team, or itself."""
        return self.sides.of(self.seat)

    @property
    def partner(self) -> Seat | None:
        """The seat's partner (``None`` at a table of two or three, where each plays for himself)."""
        return next((s for s in self.sides.seats(self.side) if s != self.seat), None)


_STATE = ("_hands", "_trick", "_trick_seats", "_tricks", "_won", "_points", "found", "announced", "decided", "queue",
          "belote", "belote_calls", "history", "auction", "contract", "phase", "to_play", "leader", "face_up",
          "upturned", "exchanged", "_code", "_values", "_belote_suits", "_result")
"""The fields an action may change: what ``clone`` copies and ``push`` saves for ``pop``."""


class Deal:
    """The state of one deal. Build it with ``Deal.new`` (dealt at random), ``Deal.from_hands``
    (card play on chosen hands), ``Deal.from_deck`` or ``Deal.from_json``."""

    __slots__ = (*_STATE, "_stack", "deck", "dealer", "game", "reserve", "retourne_index", "rules", "seed", "start",
                 "table")

    def __init__(self, game: Game, dealer: Seat, reserve: int = 0) -> None:
        self.game = game
        self.rules = game.rules
        self.table = game.table
        if dealer not in self.table.seats:
            raise InvalidInput(f"the dealer {dealer} is not at the table: expected one of {' '.join(self.table.seats)}")
        self.dealer = dealer
        self.reserve = reserve
        self.deck: tuple[int, ...] | None = None
        self.start: dict[str, Any] | None = None
        self.seed: int | None = None
        self._hands: dict[Seat, int] = dict.fromkeys(self.table.seats, 0)
        self.retourne_index = -1
        self.face_up = -1  # the card lying where the retourne was turned: the retourne, or the exchanged 7
        self.upturned = -1  # two or three players: the last card of the stock, turned up
        self.exchanged: Seat | None = None
        self.auction: Auction | None = None
        self.contract: Contract | None = None
        self.phase: Phase = "bidding"
        self.to_play: Seat | None = None
        self.history: list[tuple[Seat, Action]] = []
        self.leader: Seat = dealer
        self._trick: list[int] = []
        self._trick_seats: list[Seat] = []
        self._tricks: list[Trick] = []
        self._won: dict[Seat, int] = dict.fromkeys(self.table.seats, 0)
        self._points: dict[str, int] = self.table.sides.zero()
        self.found: dict[Seat, list[Declaration]] = {}
        self.announced: list[tuple[Seat, Declaration]] = []
        self.decided: set[Seat] = set()
        self.queue: list[Seat] = []
        self.belote: dict[tuple[Seat, int], int] = {}
        self.belote_calls: list[tuple[Seat, int, Msg]] = []
        self._code = -1
        self._values: tuple[int, ...] = ()
        self._belote_suits: tuple[int, ...] = ()
        self._result: DealScore | None = None
        self._stack: list[tuple[Any, ...]] = []

    # ----- construction -----

    @classmethod
    def new(
        cls,
        rules: Game | Rules | str = "classic",
        *,
        rng: random.Random | int | None = None,
        dealer: Seat | str | None = None,
        reserve: int = 0,
        **options: Any,
    ) -> Deal:
        """Shuffle with ``rng`` (a ``random.Random`` or a seed) and deal; the auction starts.

        The dealer is drawn from ``rng`` when not given (rules reference: the table).
        """
        game = Game.coerce(rules, **options)
        generator = rng if isinstance(rng, random.Random) else random.Random(rng)
        seat = parse_seat(dealer) if dealer is not None else generator.choice(game.table.seats)
        deal = cls.from_deck(game.table.shuffled(generator), dealer=seat, rules=game, reserve=reserve)
        deal.seed = rng if isinstance(rng, int) else None
        return deal

    @classmethod
    def from_deck(
        cls,
        deck: Iterable[int | Card | str],
        *,
        dealer: Seat | str,
        rules: Game | Rules | str = "classic",
        reserve: int = 0,
        **options: Any,
    ) -> Deal:
        """Deal a pack in this order (card indices, cards or their texts: the 32 cards, or the 24 of
        ``three_player_deck = 24``); the auction starts."""
        deal = cls(Game.coerce(rules, **options), parse_seat(dealer), reserve)
        order = tuple(c if isinstance(c, int) else parse_card(c).index for c in deck)
        pack = sorted(deal.table.pack)
        if sorted(order) != pack:
            raise InvalidInput(f"the pack must hold each of the {len(pack)} cards of these rules once")
        deal.deck = order
        dealt = deal.table.first_deal(order, deal.dealer, deal.rules.play_direction)
        deal._hands = dict(dealt.hands)
        deal.retourne_index = deal.face_up = dealt.retourne
        deal.auction = deal.game.auction(deal.dealer, DECK[dealt.retourne] if dealt.retourne >= 0 else None)
        deal.to_play = deal.auction.to_play
        return deal

    @classmethod
    def from_hands(
        cls,
        hands: Mapping[str, str | Iterable[str | Card]],
        *,
        leader: Seat | str,
        trump: Trump | str,
        taker: Seat | str,
        rules: Game | Rules | str = "classic",
        declarations: bool = True,
        bid: BidValue | None = None,
        multiplier: int = 1,
        reserve: int = 0,
        generale_value: int | None = None,
    ) -> Deal:
        """Start the card play directly: ``hands`` maps each seat at the table to its cards (eight,
        or nine in the Dutch game of two or three).

        Coinche rules need the contract's ``bid`` (80 … 160, ``"capot"``, ``"generale"``) and
        ``multiplier`` (1; 2 coinched; 4, or 3 under ``x2x3``, surcoinched).
        ``reserve``: points a litige left for the winner of this deal.

        >>> deal = Deal.from_hands({"N": "JH 9H AH 10H KH QH 8H 7H", "E": "AS 10S KS QS JS 9S 8S 7S",
        ...                         "S": "AD 10D KD QD JD 9D 8D 7D", "W": "AC 10C KC QC JC 9C 8C 7C"},
        ...                        leader="W", trump="S", taker="E", rules="coinche", bid=100, multiplier=2)
        >>> deal.to_play, deal.contract.describe()
        ('W', '100 spades by East, coinched (×2)')
        """
        game = rules if isinstance(rules, Game) else Game.coerce(rules, declarations=declarations,
                                                                  generale_value=generale_value)
        table = game.table
        checked = _read_hands(hands, table.seats, table.hand_size)
        lead, taker_seat, mode = parse_seat(leader), parse_seat(taker), Trump.parse(trump)
        for role, seat in (("leader", lead), ("taker", taker_seat)):
            if seat not in table.seats:
                raise InvalidInput(f"the {role} {seat} is not at the table: expected one of {' '.join(table.seats)}")
        _check_contract(game.rules, bid, multiplier)
        direction = game.rules.play_direction
        dealer = lead if game.rules.first_lead == "dealer" else next(s for s in table.seats
                                                                      if table.next(s, direction) == lead)
        deal = cls(game, dealer, reserve)
        deal._hands = checked
        deal.start = {
            "hands": {seat: " ".join(str(c) for c in cards_of(mask)) for seat, mask in checked.items()},
            "leader": lead,
            "trump": mode.value,
            "taker": taker_seat,
            "bid": bid,
            "multiplier": multiplier,
        }
        deal._set_contract(Contract(taker_seat, mode, bid, multiplier))
        deal._start_play(lead)
        return deal

    # ----- the table -----

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The players at the table, in the four-seat order N E S W."""
        return self.table.seats

    @property
    def tricks_in_deal(self) -> int:
        """Eight tricks (nine in the Dutch game of two or three)."""
        return self.table.tricks

    @property
    def retourne(self) -> Card | None:
        """The card turned up after the first deal (none in a coinche deal or on chosen hands)."""
        return DECK[self.retourne_index] if self.retourne_index >= 0 else None

    # ----- the state machine -----

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def thrown_in(self) -> bool:
        """All players passed (or a Smous was refused) and the cards are redealt."""
        return self.phase == "over" and self.contract is None

    def legal_actions(self) -> list[Action]:
        """Every action the player to play may take now (calls, the exchange, announcing, cards)."""
        seat = self.to_play
        if seat is None:
            return []
        if self.phase == "bidding":
            assert self.auction is not None
            return self.auction.legal()
        if self.phase == "exchange":
            return [EXCHANGE, PASS]
        if self.phase == "announcing":
            return [DECLARE, PASS]
        return self._card_actions(seat)

    def apply(self, action: Action | str) -> None:
        """Apply one action of the player to play (an ``Action`` or its text: ``pass``, ``100 H``,
        ``smous``, ``exchange``, ``KH!`` …)."""
        action = parse_action(action)
        seat = self.to_play
        if seat is None:
            raise InvalidInput("the deal is over: no action can be applied")
        if self.phase == "bidding":
            assert self.auction is not None
            self.auction.apply(action)
            self.history.append((seat, action))
            self._after_call()
        elif self.phase == "exchange" and isinstance(action, Exchange | Pass):
            self.history.append((seat, action))
            if isinstance(action, Exchange):  # the trump 7 takes the retourne's place on the table
                seven = self._code * 8 + SEVEN
                self._hands[seat] = self._hands[seat] & ~(1 << seven) | 1 << self.retourne_index
                self.face_up, self.exchanged = seven, seat
            self._complete()
        elif self.phase == "announcing" and isinstance(action, Declare | Pass):
            self.history.append((seat, action))
            self._announce(seat, isinstance(action, Declare))
            self.queue.pop(0)
            self.phase, self.to_play = ("announcing", self.queue[0]) if self.queue else ("play", self.leader)
        elif self.phase == "play" and isinstance(action, Declare) and self._may_declare(seat):
            self.history.append((seat, action))
            self._announce(seat, True)
        elif self.phase == "play" and isinstance(action, PlayCard):
            self._play(seat, action)
        else:
            raise self._refuse(seat)

    def push(self, action: Action | str) -> None:
        """``apply`` the action, keeping the state before it for ``pop``.

        >>> deal = Deal.new("classic", rng=3, dealer="N")
        >>> before = deal.to_json()
        >>> deal.push("take"); deal.phase
        'play'
        >>> str(deal.pop()), deal.to_json() == before, deal.phase
        ('take', True, 'bidding')
        """
        saved = self._state()
        self.apply(action)
        self._stack.append(saved)

    def pop(self) -> Action:
        """Take back the last action made with ``push`` and return it; the deal is exactly as before."""
        if not self._stack:
            raise InvalidInput("no action to take back: nothing was pushed")
        action = self.history[-1][1]
        self._restore(self._stack.pop())
        return action

    @property
    def pushed(self) -> int:
        """How many actions ``pop`` can take back."""
        return len(self._stack)

    def clone(self) -> Deal:
        """An independent copy (its own ``pop`` too): apply actions to it without touching this deal."""
        other = Deal.__new__(Deal)
        for name in Deal.__slots__:
            setattr(other, name, getattr(self, name))
        other._restore(self._state())
        other._stack = list(self._stack)
        return other

    def _state(self) -> tuple[Any, ...]:
        """The fields an action may change, copied."""
        return _copied(tuple(getattr(self, name) for name in _STATE))

    def _restore(self, state: tuple[Any, ...]) -> None:
        """Back to a state saved by ``_state`` (copied again: a saved state is never shared with a live deal)."""
        for name, value in zip(_STATE, _copied(state), strict=True):
            setattr(self, name, value)

    # ----- the card-play API -----

    def hand(self, seat: Seat | str) -> list[Card]:
        """The cards ``seat`` holds now."""
        return cards_of(self._hands[parse_seat(seat)])

    def hand_mask(self, seat: Seat | str) -> int:
        """The cards ``seat`` holds now, as a bit mask (bit ``Card.index``)."""
        return self._hands[parse_seat(seat)]

    def legal_mask(self) -> int:
        """The cards the player to play may play now, as a bit mask (0 outside the card play)."""
        if self.phase != "play" or self.to_play is None:
            return 0
        return self._legal_mask(self.to_play)

    def legal_cards(self) -> list[Card]:
        """The cards the player to play may play now (empty outside the card play)."""
        return cards_of(self.legal_mask())

    @property
    def trick(self) -> tuple[Play, ...]:
        """The cards played to the trick in progress, in play order."""
        return tuple(zip(self._trick_seats, (DECK[c] for c in self._trick), strict=True))

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The finished tricks, in order."""
        return tuple(self._tricks)

    @property
    def points(self) -> Points:
        """Each side's card points so far (last-trick bonus included)."""
        return Points(self._points)

    @property
    def won(self) -> Points:
        """Each player's tricks so far."""
        return Points(self._won)

    @property
    def trump(self) -> Trump:
        """The contract's trump mode (the card play only)."""
        if self.contract is None:
            raise InvalidInput("no contract yet: no trump")
        return self.contract.trump

    def play(self, card: Card | str, *, announce: bool = True, lang: Lang = "en") -> None:
        """Play ``card`` for the player to play. With ``announce`` he announces his declarations on
        trick one (``declaration_timing = first_trick``) and says belote / rebelote with the trump
        king and queen; ``announce=False`` models a player who forgets.

        An illegal card raises ``IllegalPlay`` with the reason in ``lang`` (``.message(lang)`` for others).

        >>> deal = Deal.from_hands({"N": "JH 9H 7S 10S KD QD 8C 7C", "E": "AS KS QS JS 9D 8D 7D AD",
        ...                         "S": "AH 10H KH QH 8H 7H 8S 9S", "W": "JD 10D AC KC QC JC 10C 9C"},
        ...                        leader="E", trump="H", taker="S")
        >>> deal.play("AS")
        >>> deal.play("JH")
        Traceback (most recent call last):
        ...
        belote_teach.errors.IllegalPlay: You must follow suit: you hold spades, the led suit.
        >>> deal.play("KH", lang="nl")
        Traceback (most recent call last):
        ...
        belote_teach.errors.IllegalPlay: Noord heeft de hartenheer niet.
        """
        seat = self.to_play
        if self.phase == "announcing" and seat is not None:
            raise InvalidInput(f"{seat} must first say whether to announce declarations: use declare(True or False)")
        if self.phase != "play" or seat is None:
            raise InvalidInput(f"no card can be played now: the deal is in its {self.phase} phase")
        index = parse_card(card).index
        hand = self._hands[seat]
        if not hand >> index & 1:
            raise _error(_NOT_HELD, lang, seat=lambda lg: seat_name(seat, lg), card=DECK[index].name)
        if not self._legal_mask(seat) >> index & 1:
            verdict = next(v for v in explain_play(cards_of(hand), self.trick, trump=self.trump, player=seat,
                                                   rules=self.rules) if v.card.index == index)
            raise IllegalPlay(verdict.message(lang), localized=verdict.message)
        self._play_announcing(seat, index, hand, announce)

    def declare(self, announce: bool = True) -> None:
        """In an announcement round (``before_first_trick``, ``before_second_trick``): announce or not."""
        self.apply(DECLARE if announce else PASS)

    def result(self) -> DealScore:
        """The score sheet of the finished deal."""
        if self.phase != "over":
            raise InvalidInput("the deal is not over yet: no result")
        if self._result is None:
            self._result = self._score()
        return self._result

    def declarations(self) -> DeclarationOutcome:
        """The announcements so far and which side's declarations count."""
        if self.contract is None:
            return DeclarationOutcome(None, Points(self.table.sides.zero()), (), sides=self.table.sides)
        return self.game.compare(self.announced, self.trump, self.contract.taker)

    def belote_points(self) -> Points:
        """Each side's belote-rebelote points so far (the king and queen both played, announced)."""
        points = self.table.sides.zero()
        for (seat, _), status in self.belote.items():
            if status == BELOTE_DONE:
                points[self.table.side(seat)] += BELOTE_POINTS
        return Points(points)

    # ----- internals -----

    def _refuse(self, seat: Seat) -> IllegalPlay:
        allowed = self.legal_actions()
        return _error(_NOT_NOW, "en", seat=lambda lg: seat_name(seat, lg),
                      allowed=lambda lg: ", ".join(str(a) if isinstance(a, PlayCard) else a.name(lg) for a in allowed))

    def _after_call(self) -> None:
        auction = self.auction
        assert auction is not None
        if not auction.done:
            self.to_play = auction.to_play
            return
        if auction.contract is None:
            self.phase, self.to_play = "over", None
            return
        self._set_contract(auction.contract)
        holder = self._seven_holder()
        if holder is not None:
            self.phase, self.to_play = "exchange", holder  # rules reference: two and three players: before the three more cards
        else:
            self._complete()

    def _set_contract(self, contract: Contract) -> None:
        self.contract = contract
        self._code = contract.trump.code
        self._values = point_table(contract.trump, self.rules.all_trump_values)
        self._belote_suits = belote_suits(contract.trump)

    def _seven_holder(self) -> Seat | None:
        """Who may swap the trump 7 for the retourne (``trump7_exchange``, rules reference: two and three players), if anyone."""
        if self.rules.trump7_exchange != "on" or self.retourne_index < 0 or self.retourne_index >> 3 != self._code:
            return None
        seven = self._code * 8 + SEVEN
        return next((s for s in self.table.seats if self._hands[s] >> seven & 1), None)

    def _complete(self) -> None:
        """The hands completed from the stock (when a retourne was turned), then the card play."""
        assert self.contract is not None and self.deck is not None
        direction = self.rules.play_direction
        if self.retourne_index >= 0:
            dealt = self.table.complete(self._hands, self.deck, self.retourne_index, taker=self.contract.taker,
                                        dealer=self.dealer, direction=direction)
            self._hands = dict(dealt.hands)
            self.upturned = dealt.upturned
            if self.table.plan.retourne_to_taker:
                self.face_up = -1  # the taker holds the retourne
        self._start_play(self.dealer if self.rules.first_lead == "dealer" else self.table.next(self.dealer, direction))

    def _start_play(self, leader: Seat) -> None:
        assert self.contract is not None
        self.phase = "play"
        self.leader = self.to_play = leader
        if self.game.with_declarations:
            self.found = {seat: found for seat in self.table.seats
                          if (found := find_in_mask(self._hands[seat], self.contract.trump, self.rules))}
        if self.found and self.rules.declaration_timing == "before_first_trick":
            self._open_round()

    def _open_round(self) -> None:
        first = self._tricks[0].plays[0][0] if self._tricks else self.leader  # play order of trick one
        self.queue = [seat for seat in self.table.order_from(first, self.rules.play_direction)
                      if seat in self.found and seat not in self.decided]
        if self.queue:
            self.phase, self.to_play = "announcing", self.queue[0]

    def _legal_mask(self, seat: Seat) -> int:
        hand = self._hands[seat]
        trick = self._trick
        if not trick:
            return hand
        win = winning_position(trick, self._code)
        return ruling(hand, trick[0] >> 3, trick[win], self._trick_seats[win] == self.table.partner(seat), self._code,
                      self.rules)[0]

    def _card_actions(self, seat: Seat) -> list[Action]:
        """In the card play: declare (on trick one), then every legal card, and with the trump king or
        queen that makes a belote word, the card announced."""
        actions: list[Action] = [DECLARE] if self._may_declare(seat) else []
        hand = self._hands[seat]
        legal = self._legal_mask(seat)
        while legal:
            low = legal & -legal
            index = low.bit_length() - 1
            legal ^= low
            actions.append(PLAYS[index])
            if self._belote_word(seat, index, hand) is not None:
                actions.append(ANNOUNCED_PLAYS[index])
        return actions

    def _play_announcing(self, seat: Seat, index: int, hand: int, announce: bool) -> None:
        """Play a legal card; with ``announce``, declarations first (on trick one) and the belote word."""
        if announce and self._may_declare(seat):
            self.apply(DECLARE)
        said = announce and self._belote_word(seat, index, hand) is not None
        self.apply(ANNOUNCED_PLAYS[index] if said else PLAYS[index])

    def _may_declare(self, seat: Seat) -> bool:
        return (not self._tricks and seat in self.found and seat not in self.decided
                and self.rules.declaration_timing == "first_trick")

    def _announce(self, seat: Seat, yes: bool) -> None:
        self.decided.add(seat)
        if yes:
            self.announced += [(seat, d) for d in self.found[seat]]

    def _belote_word(self, seat: Seat, index: int, hand: int) -> Msg | None:
        if index >> 3 not in self._belote_suits:
            return None
        return belote_word(self.belote.get((seat, index >> 3), BELOTE_NONE), index, hand, self.rules)

    def _play(self, seat: Seat, action: PlayCard) -> None:
        index = action.card.index
        hand = self._hands[seat]
        if not self._legal_mask(seat) >> index & 1:
            raise self._refuse(seat)
        word = self._belote_word(seat, index, hand)
        if action.announce and word is None:
            raise _error(_NOTHING_TO_ANNOUNCE, "en", seat=lambda lg: seat_name(seat, lg), card=action.card.name)
        if word is not None:
            key = (seat, index >> 3)
            self.belote[key] = belote_step(self.belote.get(key, BELOTE_NONE), word, action.announce)
            if action.announce:
                self.belote_calls.append((seat, index, self.game.variant.word(word)))
        if not self._tricks and seat in self.found and self.rules.declaration_timing == "first_trick":
            self.decided.add(seat)
        self.history.append((seat, action))
        self._hands[seat] = hand & ~(1 << index)
        self._trick.append(index)
        self._trick_seats.append(seat)
        table = self.table
        if len(self._trick) < len(table.seats):
            self.to_play = table.next(seat, self.rules.play_direction)
            return
        last = len(self._tricks) + 1 == table.tricks
        trick = Trick.played(self._trick_seats, (DECK[c] for c in self._trick), self._values, self._code, last=last)
        self._tricks.append(trick)
        self._won[trick.winner] += 1
        self._points[table.side(trick.winner)] += trick.points
        self._trick, self._trick_seats = [], []
        self.leader = self.to_play = trick.winner
        if last:
            self.phase, self.to_play = "over", None
        elif len(self._tricks) == 1 and self.found and self.rules.declaration_timing == "before_second_trick":
            self._open_round()

    def _score(self) -> DealScore:
        variant, sides = self.game.variant, self.table.sides
        if self.contract is None:
            refused = self.auction is not None and getattr(self.auction, "smous_by", None) is not None
            return variant.thrown_in(sides, self.reserve, line(_REFUSED if refused else _THROWN_IN))
        return variant.score(self.rules, self.contract, self._points, self._won, self.declarations(),
                             self.belote_points(), self.reserve, self.game.generale_value)

    # ----- what one seat sees -----

    def view(self, seat: Seat | str) -> SeatView:
        """What ``seat`` may see now: its hand, the calls, the cards played and lying face up, what
        was announced.

        >>> deal = Deal.new("classic", rng=random.Random(3), dealer="N")
        >>> view = deal.view("S")
        >>> len(view.hand), view.hand_sizes["W"], view.retourne, view.legal
        (5, 5, Card.parse('7S'), ())
        >>> view = Deal.new("nl23", rng=3, dealer="S").view("S")
        >>> len(view.hand), view.hand_sizes, view.table == (view.retourne,), view.legal
        (6, {'E': 6, 'S': 6, 'W': 6}, True, ())
        """
        me = parse_seat(seat)
        if me not in self.table.seats:
            raise InvalidInput(f"{me} is not at the table: expected one of {' '.join(self.table.seats)}")
        shown: tuple[tuple[Seat, Declaration], ...] = ()
        if self._tricks and self.announced:  # rules reference: declarations, two and three players: the best cards are shown after trick one
            outcome = self.declarations()
            shown = tuple(outcome.of(outcome.winner)) if outcome.winner else ()
        return SeatView(
            seat=me,
            phase=self.phase,
            dealer=self.dealer,
            to_play=self.to_play,
            hand=tuple(cards_of(self._hands[me])),
            hand_sizes=Points({s: self._hands[s].bit_count() for s in self.table.seats}),
            retourne=self.retourne,
            calls=tuple(self.auction.calls) if self.auction is not None else (),
            contract=self.contract,
            trick=self.trick,
            tricks=self.tricks,
            announced=tuple(Announced(s, d.kind, len(d.cards), d.rank, d.points) for s, d in self.announced),
            shown=shown,
            belote=tuple((s, DECK[c], word("en")) for s, c, word in self.belote_calls),
            legal=tuple(self.legal_actions()) if self.to_play == me else (),
            result=self.result() if self.phase == "over" else None,
            seats=self.table.seats,
            table=tuple(DECK[c] for c in (self.face_up, self.upturned) if c >= 0),
            exchanged=self.exchanged,
            sides=self.table.sides,
        )

    # ----- JSON -----

    def to_json(self) -> str:
        """The deal as JSON: rules, the pack or the hands, every action; ``from_json`` replays it."""
        record = record_of(self.game, self.dealer, self.reserve, self.seed)
        if self.deck is not None:
            record["deck"] = [str(DECK[c]) for c in self.deck]
        else:
            record["start"] = self.start
        return finish_record(record, self.history, self.result().score if self.phase == "over" else None)

    @classmethod
    def from_json(cls, text: str) -> Deal:
        """Rebuild a deal from ``to_json`` by replaying its actions; a recorded score must come out again."""
        record, game = read_record(text)
        if "deck" in record:
            deal = cls.from_deck(record["deck"], dealer=record["dealer"], rules=game, reserve=record.get("reserve", 0))
        elif "start" in record:
            start = record["start"]
            deal = cls.from_hands(start["hands"], leader=start["leader"], trump=start["trump"], taker=start["taker"],
                                  rules=game, bid=start.get("bid"), multiplier=start.get("multiplier", 1),
                                  reserve=record.get("reserve", 0))
        else:
            raise InvalidInput('a deal record needs its pack ("deck") or its hands ("start")')
        replay(deal, record)
        return deal

    def __repr__(self) -> str:
        return f"<Deal {self.rules.name} dealer={self.dealer} phase={self.phase} to_play={self.to_play}>"


def _copied(state: tuple[Any, ...]) -> tuple[Any, ...]:
    """The fields of a state with their containers copied (the auction cloned; values as they are)."""
    copies: list[Any] = []
    for value in state:
        if isinstance(value, dict | list | set):
            value = type(value)(value)
        elif isinstance(value, RetourneAuction | CoincheAuction):
            value = value.clone()
        copies.append(value)
    return tuple(copies)


def record_of(game: Game, dealer: Seat, reserve: int, seed: int | None) -> dict[str, Any]:
    """The fields a deal record starts with: format, rules, options, dealer, reserve, seed."""
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "rules": {"name": game.rules.name, **game.rules.switches()},
        "declarations": game.declarations,
        "generale_value": game.generale_value,
        "dealer": dealer,
        "reserve": reserve,
    }
    if seed is not None:
        record["seed"] = seed
    return record


def finish_record(record: dict[str, Any], history: Iterable[tuple[Seat, Action]], score: Mapping[str, int] | None) -> str:
    """The record as JSON, with every action and the score of a finished deal."""
    record["actions"] = [[seat, str(action)] for seat, action in history]
    if score is not None:
        record["score"] = dict(score)
    return json.dumps(record, ensure_ascii=False)


def read_record(text: str) -> tuple[dict[str, Any], Game]:
    """A deal record's fields and its rules, or a clear error."""
    try:
        record = json.loads(text)
    except json.JSONDecodeError as error:
        raise InvalidInput(f"not a JSON deal record: {error}") from None
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise InvalidInput(f"not a deal record: expected \"format\": \"{FORMAT}\"")
    switches = dict(record["rules"])
    name = switches.pop("name", "custom")
    return record, Game(Rules(name=name, **switches), record.get("declarations", True), record.get("generale_value"))


def replay(deal: Deal, record: Mapping[str, Any]) -> None:
    """Apply the recorded actions to a freshly dealt ``deal``; a recorded score must come out again."""
    deal.seed = record.get("seed")
    for seat, action in record.get("actions", []):
        if seat != deal.to_play:
            raise InvalidInput(f"action {action!r} is recorded for {seat}, but it is {deal.to_play}'s turn")
        deal.apply(action)
    if "score" in record and (not deal.is_over or deal.result().score != record["score"]):
        raise InvalidInput("the replayed deal does not give the recorded score")


def _error(msg: Msg, lang: Lang, **fields: Any) -> IllegalPlay:
    def localized(language: Lang) -> str:
        return msg(language, **{k: v(language) if callable(v) else v for k, v in fields.items()})

    return IllegalPlay(localized(lang), localized=localized)


def _read_hands(hands: Mapping[str, str | Iterable[str | Card]], seats: tuple[Seat, ...], size: int) -> dict[Seat, int]:
    masks: dict[Seat, int] = {}
    dealt: list[Card] = []
    for key, cards in hands.items():
        seat = parse_seat(key)
        if seat not in seats:
            raise InvalidInput(f"{seat} is not at the table: expected one of {' '.join(seats)}")
        parsed = parse_cards(cards)
        if len(parsed) != size:
            raise InvalidInput(f"{seat} holds {len(parsed)} cards: a deal starts with {size} in each hand")
        dealt += parsed
        distinct_mask(dealt, "is dealt twice")
        masks[seat] = mask_of(parsed)
    if set(masks) != set(seats):
        if len(seats) == 4:
            raise InvalidInput("hands: give the cards of all four seats N, E, S, W")
        raise InvalidInput(f"hands: give the cards of every player at the table, {' '.join(seats)}")
    return {seat: masks[seat] for seat in seats}


def _check_contract(rules: Rules, bid: BidValue | None, multiplier: int) -> None:
    if rules.auction == "retourne":
        if bid is not None or multiplier != 1:
            raise InvalidInput("a classic contract has no bid and no multiplier")
        return
    if bid is None:
        raise InvalidInput("a coinche contract needs its bid: 80 … 160, capot or generale")
    if bid not in bid_ladder(rules):
        raise InvalidInput(f"bid {bid!r} is not on the ladder of these rules: {', '.join(map(str, bid_ladder(rules)))}")
    allowed = (1, 2, 4 if rules.multipliers == "x2x4" else 3)
    if multiplier not in allowed:
        raise InvalidInput(f"multiplier {multiplier!r}: expected one of {', '.join(map(str, allowed))}")
