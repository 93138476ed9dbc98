"""One deal as a state machine: dealing, the auction, declarations, eight tricks, the score.

``Game`` holds the immutable rules; a ``Deal`` is the mutable, cloneable state. In every
phase a deal says whose turn it is (``to_play``), which actions are legal, applies one,
and says when it is over. A deal is dealt from a ``random.Random`` and replays exactly
from its JSON record.

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
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from .actions import ANNOUNCED_PLAYS, DECLARE, PASS, PLAYS, Action, BidValue, Declare, Pass, PlayCard, parse_action
from .bidding import Auction, CoincheAuction, Contract, RetourneAuction, bid_ladder
from .cards import DECK, Card, Rank, cards_of, distinct_mask, mask_of, parse_card, parse_cards
from .dealing import complete, deal_coinche, deal_retourne, play_order, shuffled
from .declarations import (
    BELOTE_DONE,
    BELOTE_NONE,
    BELOTE_POINTS,
    Declaration,
    DeclarationOutcome,
    belote_step,
    belote_suits,
    belote_word,
    compare_declarations,
    find_in_mask,
)
from .errors import IllegalPlay, InvalidInput
from .explain import explain_play
from .i18n import Lang, Msg
from .play import ruling, winning_position
from .rules import Rules
from .scoring import DealScore, line, score_deal
from .seats import SEATS, SIDES, Seat, next_seat, parse_seat, partner, seat_name, team
from .trump import Trump
from .values import LAST_TRICK_BONUS, point_table

Phase = Literal["bidding", "announcing", "play", "over"]
FORMAT = "belote-teach deal"
VERSION = 1

_THROWN_IN = Msg("score", "Everybody passed: the cards are thrown in and the next dealer deals again.")
_NOTHING_TO_ANNOUNCE = Msg("error", "{seat} has nothing to announce with {card}.")
_NOT_HELD = Msg("error", "{seat} does not hold the {card}.", "French and German may write: … does not hold this card: {card}")
_NOT_NOW = Msg("error", "{seat} cannot do that now; the actions allowed are: {allowed}.")


@dataclass(frozen=True, slots=True)
class Game:
    """The immutable rules of a deal: a ``Rules`` object and two options the rules reference leaves open.

    ``declarations=False`` plays without declarations (belote still scores);
    ``generale_value`` is what a generale contract is worth (required when ``generale = on``).
    The rules may be given as a text, read as every entry point reads it:

    >>> Game("classic+undertrump=discard").rules == Rules.coerce("classic+undertrump=discard")
    True
    """

    rules: Rules
    declarations: bool = True
    generale_value: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.rules, Rules):
            object.__setattr__(self, "rules", Rules.coerce(self.rules))
        if self.rules.generale == "on" and self.generale_value is None:
            raise InvalidInput("generale = on needs generale_value: the rules record no value for a generale")

    @classmethod
    def coerce(cls, rules: Game | Rules | str, **options: Any) -> Game:
        if isinstance(rules, Game):
            return rules
        return cls(Rules.coerce(rules), **options)

    @property
    def with_declarations(self) -> bool:
        return self.declarations and self.rules.declarations == "on"

    def new_deal(self, rng: random.Random | int | None = None, *, dealer: Seat | None = None, reserve: int = 0) -> Deal:
        return Deal.new(self, rng=rng, dealer=dealer, reserve=reserve)


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
    """What one seat may see: its own hand, the public cards and calls, announcements, the score."""

    seat: Seat
    phase: Phase
    dealer: Seat
    to_play: Seat | None
    hand: tuple[Card, ...]
    hand_sizes: dict[Seat, int]
    retourne: Card | None
    calls: tuple[tuple[Seat, Action], ...]
    contract: Contract | None
    trick: tuple[tuple[Seat, Card], ...]
    tricks: tuple[tuple[tuple[Seat, Card], ...], ...]
    announced: tuple[Announced, ...]
    shown: tuple[tuple[Seat, Declaration], ...]
    belote: tuple[tuple[Seat, Card, str], ...]
    legal: tuple[Action, ...]
    result: DealScore | None = field(default=None, repr=False)


class TrickTaking:
    """What the deals of four players (``Deal``) and of two or three (``SmallDeal``) share in the card
    play: a seat's hand, the declarations of trick one, the card actions and the belote words."""

    __slots__ = ()
    rules: Rules
    contract: Contract | None
    hands: dict[Seat, int]
    tricks: list[tuple[tuple[Seat, ...], tuple[int, ...], Seat]]
    found: dict[Seat, list[Declaration]]
    decided: set[Seat]
    announced: list[tuple[Seat, Declaration]]

    def apply(self, action: Action | str) -> None:
        raise NotImplementedError

    def _legal_mask(self, seat: Seat) -> int:
        raise NotImplementedError

    def _belote_word(self, seat: Seat, index: int, hand: int) -> Msg | None:
        raise NotImplementedError

    def hand(self, seat: Seat | str) -> list[Card]:
        return cards_of(self.hands[parse_seat(seat)])

    @property
    def _trump(self) -> Trump:
        assert self.contract is not None
        return self.contract.trump

    def _card_actions(self, seat: Seat) -> list[Action]:
        """In the card play: declare (on trick one), then every legal card, and with the trump king or
        queen that makes a belote word, the card announced."""
        actions: list[Action] = [DECLARE] if self._may_declare(seat) else []
        hand = self.hands[seat]
        for index in _indices(self._legal_mask(seat)):
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
        return (not self.tricks and seat in self.found and seat not in self.decided
                and self.rules.declaration_timing == "first_trick")

    def _announce(self, seat: Seat, yes: bool) -> None:
        self.decided.add(seat)
        if yes:
            self.announced += [(seat, d) for d in self.found[seat]]


class Deal(TrickTaking):
    """The state of one deal. Build it with ``Deal.new`` (dealt at random), ``Deal.from_hands``
    (card play on chosen hands) or ``Deal.from_json``."""

    __slots__ = (
        "_belote_suits",
        "_code",
        "_result",
        "_values",
        "announced",
        "auction",
        "belote",
        "belote_calls",
        "contract",
        "dealer",
        "decided",
        "deck",
        "found",
        "game",
        "hands",
        "history",
        "leader",
        "phase",
        "points",
        "queue",
        "reserve",
        "retourne",
        "rules",
        "seed",
        "start",
        "talon",
        "to_play",
        "trick",
        "trick_seats",
        "tricks",
        "won",
    )

    def __init__(self, game: Game, dealer: Seat, reserve: int = 0) -> None:
        if game.rules.players != 4:
            raise InvalidInput(f"rules {game.rules.name} are for {game.rules.players} players: deal them with Deal.new, "
                               "Deal.from_json or belote_teach.small.SmallDeal")
        self.game = game
        self.rules = game.rules
        self.dealer = dealer
        self.reserve = reserve
        self.deck: tuple[int, ...] | None = None
        self.start: dict[str, Any] | None = None
        self.seed: int | None = None
        self.hands: dict[Seat, int] = dict.fromkeys(SEATS, 0)
        self.retourne: int | None = None
        self.talon: tuple[int, ...] = ()
        self.auction: Auction | None = None
        self.contract: Contract | None = None
        self.phase: Phase = "bidding"
        self.to_play: Seat | None = None
        self.history: list[tuple[Seat, Action]] = []
        self.leader: Seat = dealer
        self.trick: list[int] = []
        self.trick_seats: list[Seat] = []
        self.tricks: list[tuple[tuple[Seat, ...], tuple[int, ...], Seat]] = []
        self.won: dict[Seat, int] = dict.fromkeys(SEATS, 0)
        self.points = SIDES.zero()
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
        if game.rules.players != 4:  # rules reference: two and three players: two or three players, the same protocol in its own machine
            from .small.deal import SmallDeal

            return SmallDeal.new(game, rng=rng, dealer=dealer, reserve=reserve)  # type: ignore[return-value]
        seed = rng if isinstance(rng, int) else None
        generator = rng if isinstance(rng, random.Random) else random.Random(rng)
        seat = parse_seat(dealer) if dealer is not None else generator.choice(SEATS)
        deal = cls.from_deck(shuffled(generator), dealer=seat, rules=game, reserve=reserve)
        deal.seed = seed
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
        """Deal a pack in this order (card indices, cards or their texts); the auction starts."""
        order = tuple(c if isinstance(c, int) else parse_card(c).index for c in deck)
        if sorted(order) != list(range(32)):
            raise InvalidInput("the pack must hold each of the 32 cards once")
        deal = cls(Game.coerce(rules, **options), parse_seat(dealer), reserve)
        deal.deck = order
        direction = deal.rules.play_direction
        if deal.rules.auction == "coinche":
            deal.hands = deal_coinche(order, deal.dealer, direction)
            deal.auction = CoincheAuction(deal.rules, deal.dealer)
        else:
            deal.hands, deal.retourne, deal.talon = deal_retourne(order, deal.dealer, direction)
            deal.auction = RetourneAuction(deal.rules, deal.dealer, DECK[deal.retourne])
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
        """Start the card play directly: ``hands`` maps each seat to its eight cards.

        Coinche rules need the contract's ``bid`` (80 … 160, ``"capot"``, ``"generale"``) and
        ``multiplier`` (1; 2 coinched; 4, or 3 under ``x2x3``, surcoinched).
        ``reserve``: points a litige left for the winner of this deal.

        >>> deal = Deal.from_hands({"N": "JH 9H AH 10H KH QH 8H 7H", "E": "AS 10S KS QS JS 9S 8S 7S",
        ...                         "S": "AD 10D KD QD JD 9D 8D 7D", "W": "AC 10C KC QC JC 9C 8C 7C"},
        ...                        leader="W", trump="S", taker="E", rules="coinche", bid=100, multiplier=2)
        >>> deal.to_play, deal.contract.describe()
        ('W', '100 spades by East, coinched (×2)')
        """
        game = Game.coerce(rules, declarations=declarations, generale_value=generale_value)
        checked = _read_hands(hands)
        lead, taker_seat, mode = parse_seat(leader), parse_seat(taker), Trump.parse(trump)
        _check_contract(game.rules, bid, multiplier)
        direction = game.rules.play_direction
        dealer = lead if game.rules.first_lead == "dealer" else next(s for s in SEATS if next_seat(s, direction) == lead)
        deal = cls(game, dealer, reserve)
        deal.hands = checked
        deal.start = {
            "hands": {seat: " ".join(str(c) for c in cards_of(mask)) for seat, mask in checked.items()},
            "leader": lead,
            "trump": mode.value,
            "taker": taker_seat,
            "bid": bid,
            "multiplier": multiplier,
        }
        deal._start_play(Contract(taker_seat, mode, bid, multiplier), lead)
        return deal

    # ----- the state machine -----

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def thrown_in(self) -> bool:
        """All players passed and the cards are redealt (``all_pass = redeal``)."""
        return self.phase == "over" and self.contract is None

    def legal_actions(self) -> list[Action]:
        """Every action the player to play may take now (calls, announcing, cards)."""
        seat = self.to_play
        if seat is None:
            return []
        if self.phase == "bidding":
            assert self.auction is not None
            return self.auction.legal()
        if self.phase == "announcing":
            return [DECLARE, PASS]
        return self._card_actions(seat)

    def apply(self, action: Action | str) -> None:
        """Apply one action of the player to play (an ``Action`` or its text: ``pass``, ``100 H``, ``KH!`` …)."""
        action = parse_action(action)
        seat = self.to_play
        if seat is None:
            raise InvalidInput("the deal is over: no action can be applied")
        if self.phase == "bidding":
            assert self.auction is not None
            self.auction.apply(action)
            self.history.append((seat, action))
            self._after_call()
        elif self.phase == "announcing":
            if not isinstance(action, Declare | Pass):
                raise self._refuse(seat)
            self.history.append((seat, action))
            self._announce(seat, isinstance(action, Declare))
            self.queue.pop(0)
            if self.queue:
                self.to_play = self.queue[0]
            else:
                self.phase = "play"
                self.to_play = self.leader
        elif isinstance(action, Declare):
            if not self._may_declare(seat):
                raise self._refuse(seat)
            self.history.append((seat, action))
            self._announce(seat, True)
        elif isinstance(action, PlayCard):
            self._play(seat, action)
        else:
            raise self._refuse(seat)

    def clone(self) -> Deal:
        """An independent copy: apply actions to it without touching this deal."""
        other = Deal.__new__(Deal)
        for name in Deal.__slots__:
            setattr(other, name, getattr(self, name))
        other.hands = dict(self.hands)
        other.auction = self.auction.clone() if self.auction is not None else None
        other.history = list(self.history)
        other.trick = list(self.trick)
        other.trick_seats = list(self.trick_seats)
        other.tricks = list(self.tricks)
        other.won = dict(self.won)
        other.points = dict(self.points)
        other.announced = list(self.announced)
        other.decided = set(self.decided)
        other.queue = list(self.queue)
        other.belote = dict(self.belote)
        other.belote_calls = list(self.belote_calls)
        return other

    # ----- the card-play API -----

    def legal_cards(self) -> list[Card]:
        """The cards the player to play may play now (empty outside the card play)."""
        if self.phase != "play" or self.to_play is None:
            return []
        return [DECK[i] for i in _indices(self._legal_mask(self.to_play))]

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
        hand = self.hands[seat]
        if not hand >> index & 1:
            raise _error(_NOT_HELD, lang, seat=lambda lg: seat_name(seat, lg), card=DECK[index].name)
        if not self._legal_mask(seat) >> index & 1:
            trick = list(zip(self.trick_seats, (DECK[i] for i in self.trick), strict=True))
            verdict = next(v for v in explain_play(cards_of(hand), trick, trump=self._trump, player=seat,
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
        """The announcements so far and which team's declarations count."""
        if self.contract is None:
            return DeclarationOutcome(None, SIDES.zero(), ())
        return compare_declarations(self.announced, self._trump, self.rules, taker=self.contract.taker)

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
        contract = auction.contract
        direction = self.rules.play_direction
        if self.retourne is not None:
            self.hands = complete(self.hands, self.retourne, self.talon, taker=contract.taker, dealer=self.dealer,
                                  direction=direction)
        eldest = next_seat(self.dealer, direction)
        self._start_play(contract, self.dealer if self.rules.first_lead == "dealer" else eldest)

    def _start_play(self, contract: Contract, leader: Seat) -> None:
        self.contract = contract
        self.phase = "play"
        self.leader = self.to_play = leader
        self._code = contract.trump.code
        self._values = point_table(contract.trump, self.rules.all_trump_values)
        self._belote_suits = belote_suits(contract.trump)
        if self.game.with_declarations:
            self.found = {seat: found for seat in SEATS if (found := find_in_mask(self.hands[seat], contract.trump,
                                                                                 self.rules))}
        if self.found and self.rules.declaration_timing == "before_first_trick":
            self._open_round()

    def _open_round(self) -> None:
        first = self.tricks[0][0][0] if self.tricks else self.leader  # play order of trick one
        order = play_order(first, self.rules.play_direction)
        self.queue = [seat for seat in order if seat in self.found and seat not in self.decided]
        if self.queue:
            self.phase = "announcing"
            self.to_play = self.queue[0]

    def _legal_mask(self, seat: Seat) -> int:
        hand = self.hands[seat]
        trick = self.trick
        if not trick:
            return hand
        win = winning_position(trick, self._code)
        return ruling(hand, trick[0] >> 3, trick[win], self.trick_seats[win] == partner(seat), self._code,
                      self.rules)[0]

    def _belote_word(self, seat: Seat, index: int, hand: int) -> Msg | None:
        if index >> 3 not in self._belote_suits:
            return None
        return belote_word(self.belote.get((seat, index >> 3), BELOTE_NONE), index, hand, self.rules)

    def _play(self, seat: Seat, action: PlayCard) -> None:
        index = action.card.index
        hand = self.hands[seat]
        if not self._legal_mask(seat) >> index & 1:
            raise self._refuse(seat)
        word = self._belote_word(seat, index, hand)
        if action.announce and word is None:
            raise _error(_NOTHING_TO_ANNOUNCE, "en", seat=lambda lg: seat_name(seat, lg), card=action.card.name)
        if word is not None:
            key = (seat, index >> 3)
            self.belote[key] = belote_step(self.belote.get(key, BELOTE_NONE), word, action.announce)
            if action.announce:
                self.belote_calls.append((seat, index, word))
        if len(self.tricks) == 0 and seat in self.found and self.rules.declaration_timing == "first_trick":
            self.decided.add(seat)
        self.history.append((seat, action))
        self.hands[seat] = hand & ~(1 << index)
        self.trick.append(index)
        self.trick_seats.append(seat)
        if len(self.trick) < 4:
            self.to_play = next_seat(seat, self.rules.play_direction)
            return
        cards = tuple(self.trick)
        seats = tuple(self.trick_seats)
        winner = seats[winning_position(cards, self._code)]
        values = self._values
        points = values[cards[0]] + values[cards[1]] + values[cards[2]] + values[cards[3]]
        self.tricks.append((seats, cards, winner))
        self.won[winner] += 1
        self.trick, self.trick_seats = [], []
        self.leader = self.to_play = winner
        if len(self.tricks) == 8:
            points += LAST_TRICK_BONUS
        self.points[team(winner)] += points
        if len(self.tricks) == 8:
            self.phase, self.to_play = "over", None
        elif len(self.tricks) == 1 and self.found and self.rules.declaration_timing == "before_second_trick":
            self._open_round()

    def _score(self) -> DealScore:
        if self.contract is None:
            return DealScore(None, SIDES.zero(), SIDES.zero(), False, False, None, self.reserve,
                             SIDES.zero(), (line(_THROWN_IN),), thrown_in=True)
        belote = SIDES.zero()
        for (seat, _), status in self.belote.items():
            if status == BELOTE_DONE:
                belote[team(seat)] += BELOTE_POINTS
        capot: str | None = None
        for seat in SEATS:
            if self.won[seat] == 8:
                capot = seat
        if capot is None:
            for side in SIDES:
                if sum(self.won[s] for s in SEATS if team(s) == side) == 8:
                    capot = side
        return score_deal(self.rules, self.contract, self.points, capot=capot, declarations=self.declarations(),
                          belote=belote, reserve=self.reserve, generale_value=self.game.generale_value)

    # ----- what one seat sees -----

    def view(self, seat: Seat | str) -> SeatView:
        """What ``seat`` may see now: its hand, the calls, the cards played, what was announced.

        >>> deal = Deal.new("classic", rng=random.Random(3), dealer="N")
        >>> view = deal.view("S")
        >>> len(view.hand), view.hand_sizes["W"], view.retourne, view.legal
        (5, 5, Card.parse('7S'), ())
        """
        me = parse_seat(seat)
        calls = tuple(self.auction.calls) if self.auction is not None else ()
        completed = tuple(tuple(zip(seats, (DECK[c] for c in cards), strict=True)) for seats, cards, _ in self.tricks)
        announced = tuple(Announced(s, d.kind, len(d.cards), d.rank, d.points) for s, d in self.announced)
        shown: tuple[tuple[Seat, Declaration], ...] = ()
        if self.tricks and self.announced:  # rules reference: declarations: the best team's cards are shown after trick one
            outcome = self.declarations()
            shown = tuple(outcome.of(outcome.winner)) if outcome.winner else ()
        return SeatView(
            seat=me,
            phase=self.phase,
            dealer=self.dealer,
            to_play=self.to_play,
            hand=tuple(cards_of(self.hands[me])),
            hand_sizes={s: self.hands[s].bit_count() for s in SEATS},
            retourne=DECK[self.retourne] if self.retourne is not None else None,
            calls=calls,
            contract=self.contract,
            trick=tuple(zip(self.trick_seats, (DECK[c] for c in self.trick), strict=True)),
            tricks=completed,
            announced=announced,
            shown=shown,
            belote=tuple((s, DECK[c], word("en")) for s, c, word in self.belote_calls),
            legal=tuple(self.legal_actions()) if self.to_play == me else (),
            result=self.result() if self.phase == "over" else None,
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
        if game.rules.players != 4:  # rules reference: two and three players: two or three players
            from .small.deal import SmallDeal

            return SmallDeal.from_record(record, game)  # type: ignore[return-value]
        if "deck" in record:
            deal = cls.from_deck(record["deck"], dealer=record["dealer"], rules=game, reserve=record.get("reserve", 0))
        else:
            start = record["start"]
            deal = cls.from_hands(start["hands"], leader=start["leader"], trump=start["trump"], taker=start["taker"],
                                  rules=game, bid=start.get("bid"), multiplier=start.get("multiplier", 1),
                                  reserve=record.get("reserve", 0))
        replay(deal, record)
        return deal

    def __repr__(self) -> str:
        return f"<Deal {self.rules.name} dealer={self.dealer} phase={self.phase} to_play={self.to_play}>"


class Replayable(Protocol):
    """What replaying a record needs of a deal (four players or fewer)."""

    seed: int | None

    @property
    def to_play(self) -> Seat | None: ...

    @property
    def is_over(self) -> bool: ...

    def apply(self, action: Action | str) -> None: ...

    def result(self) -> Scored: ...


class Scored(Protocol):
    @property
    def score(self) -> dict[str, int]: ...


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


def finish_record(record: dict[str, Any], history: Iterable[tuple[Seat, Action]], score: dict[str, int] | None) -> str:
    """The record as JSON, with every action and the score of a finished deal."""
    record["actions"] = [[seat, str(action)] for seat, action in history]
    if score is not None:
        record["score"] = score
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


def replay(deal: Replayable, record: dict[str, Any]) -> None:
    """Apply the recorded actions to a freshly dealt ``deal``; a recorded score must come out again."""
    deal.seed = record.get("seed")
    for seat, action in record.get("actions", []):
        if seat != deal.to_play:
            raise InvalidInput(f"action {action!r} is recorded for {seat}, but it is {deal.to_play}'s turn")
        deal.apply(action)
    if "score" in record and (not deal.is_over or deal.result().score != record["score"]):
        raise InvalidInput("the replayed deal does not give the recorded score")


def _indices(mask: int) -> list[int]:
    result = []
    while mask:
        low = mask & -mask
        result.append(low.bit_length() - 1)
        mask ^= low
    return result


def _error(msg: Msg, lang: Lang, **fields: Any) -> IllegalPlay:
    def localized(language: Lang) -> str:
        return msg(language, **{k: v(language) if callable(v) else v for k, v in fields.items()})

    return IllegalPlay(localized(lang), localized=localized)


def _read_hands(hands: Mapping[str, str | Iterable[str | Card]]) -> dict[Seat, int]:
    masks: dict[Seat, int] = {}
    dealt: list[Card] = []
    for key, cards in hands.items():
        seat = parse_seat(key)
        parsed = parse_cards(cards)
        if len(parsed) != 8:
            raise InvalidInput(f"{seat} holds {len(parsed)} cards: a deal starts with eight in each hand")
        dealt += parsed
        distinct_mask(dealt, "is dealt twice")
        masks[seat] = mask_of(parsed)
    if set(masks) != set(SEATS):
        raise InvalidInput("hands: give the cards of all four seats N, E, S, W")
    return {seat: masks[seat] for seat in SEATS}


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

