"""One deal for two or three players as a state machine (rules reference: two and three players).

Phases: ``bidding`` (with Smous for two), ``exchange`` (the holder of the trump 7 may swap it for
the retourne), ``announcing`` (roem before trick one), ``play``, ``over``. The protocol is the
four-player ``Deal``'s: ``to_play``, ``legal_actions``, ``apply``, ``view``, ``clone``, ``is_over``,
``result``, ``to_json`` / ``from_json``.

Engine readings where the rules reference (two and three players) is open: the exchange is offered whenever the retourne's suit
becomes trump (taken, named in round two, Smous accepted, or the dealer's forced choice), to the
holder of the trump 7 among the six cards, before the three more cards are dealt; a 7 that comes
with them cannot be exchanged. Declarations are announced in play order from the leader
(``declaration_timing``); the best player's declared cards are shown after trick one. The belote
words are *stuk* and *brok* in Dutch.

>>> deal = SmallDeal.new("nl23+players=2", rng=random.Random(7), dealer="N")
>>> deal.seats, deal.to_play, [str(a) for a in deal.legal_actions()]
(('N', 'S'), 'S', ['take', 'smous', 'pass'])
>>> deal.apply("take")
>>> deal.phase, [len(deal.hand(s)) for s in deal.seats], deal.view("S").table
('play', [9, 9], (Card.parse('AD'), Card.parse('JD')))
>>> from belote_teach.simulate import random_agent
>>> agent = random_agent(random.Random(8))
>>> while not deal.is_over:
...     deal.apply(agent(deal))
>>> len(deal.tricks), SmallDeal.from_json(deal.to_json()).result() == deal.result()
(9, True)
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from ..actions import (
    DECLARE,
    EXCHANGE,
    PASS,
    Action,
    Declare,
    Exchange,
    Pass,
    PlayCard,
    parse_action,
)
from ..bidding import Contract
from ..cards import DECK, Card, cards_of, parse_card
from ..deal import Announced, Game, TrickTaking, finish_record, read_record, record_of, replay
from ..declarations import (
    BELOTE,
    BELOTE_DONE,
    BELOTE_NONE,
    BELOTE_POINTS,
    Declaration,
    belote_step,
    belote_suits,
    belote_word,
    find_in_mask,
)
from ..errors import IllegalPlay, InvalidInput
from ..explain import verdicts
from ..i18n import Lang, Msg
from ..play import LEAD_FREE, ruling, winning_position
from ..rules import Rules
from ..scoring import line
from ..seats import Seat, next_player, order_from, parse_seat, seat_name, table_seats
from ..values import LAST_TRICK_BONUS, point_table
from .auction import SmallAuction
from .roem import RoemOutcome, compare_roem
from .scoring import SmallScore, score_small
from .table import (
    SHORT_DECK,
    complete_eight,
    complete_nine,
    deal_five,
    deal_six,
    shuffled,
)

Phase = Literal["bidding", "exchange", "announcing", "play", "over"]
SEVEN = 0  # rank index of the 7 in a suit (sequence order)

_THROWN_IN = Msg("score", "Everybody passed: the cards are thrown in and the next dealer deals again.")
_REFUSED = Msg("small score", "The Smous is refused: the cards are thrown in and the next dealer deals again.")
_NOT_NOW = Msg("error", "{seat} cannot do that now; the actions allowed are: {allowed}.")
_NOT_HELD = Msg("error", "{seat} does not hold the {card}.")
_NOTHING_TO_ANNOUNCE = Msg("error", "{seat} has nothing to announce with {card}.")
STUK = Msg("small announcement", "belote", "two or three players, trump king or queen played first (Dutch: stuk)")
BROK = Msg("small announcement", "rebelote", "two or three players, the second of trump king and queen (Dutch: brok)")


def _error(msg: Msg, **fields: object) -> IllegalPlay:
    render = line(msg, **fields)
    return IllegalPlay(render("en"), localized=render)


@dataclass(frozen=True, slots=True)
class SmallView:
    """What one player may see: his hand, the cards face up on the table, calls, tricks, announcements."""

    seat: Seat
    seats: tuple[Seat, ...]
    phase: Phase
    dealer: Seat
    to_play: Seat | None
    hand: tuple[Card, ...]
    hand_sizes: dict[Seat, int]
    retourne: Card | None
    table: tuple[Card, ...]
    calls: tuple[tuple[Seat, Action], ...]
    contract: Contract | None
    trick: tuple[tuple[Seat, Card], ...]
    tricks: tuple[tuple[tuple[Seat, Card], ...], ...]
    announced: tuple[Announced, ...]
    shown: tuple[tuple[Seat, Declaration], ...]
    belote: tuple[tuple[Seat, Card, str], ...]
    legal: tuple[Action, ...]
    result: SmallScore | None = field(default=None, repr=False)


class SmallDeal(TrickTaking):
    """The state of one deal of two or three players; build it with ``new``, ``from_deck`` or ``from_json``."""

    def __init__(self, game: Game, dealer: Seat, reserve: int = 0) -> None:
        rules = game.rules
        if rules.players == 4:
            raise InvalidInput("SmallDeal is the game of two or three players: these rules have players = 4")
        self.game, self.rules, self.reserve = game, rules, reserve
        self.seats = table_seats(rules.players)
        if dealer not in self.seats:
            raise InvalidInput(f"the dealer {dealer} is not at the table: expected one of {' '.join(self.seats)}")
        self.dealer = dealer
        self.short = rules.players == 3 and rules.three_player_deck == "24"
        self.deck: tuple[int, ...] = ()
        self.seed: int | None = None
        self.hands: dict[Seat, int] = dict.fromkeys(self.seats, 0)
        self.retourne = -1
        self.face_up = -1  # the card lying where the retourne was turned: the retourne or the exchanged 7
        self.upturned = -1
        self.auction: SmallAuction | None = None
        self.contract: Contract | None = None
        self.phase: Phase = "bidding"
        self.to_play: Seat | None = None
        self.history: list[tuple[Seat, Action]] = []
        self.leader: Seat = dealer
        self.trick: list[int] = []
        self.trick_seats: list[Seat] = []
        self.tricks: list[tuple[tuple[Seat, ...], tuple[int, ...], Seat]] = []
        self.won: dict[str, int] = dict.fromkeys(self.seats, 0)
        self.points: dict[str, int] = dict.fromkeys(self.seats, 0)
        self.found: dict[Seat, list[Declaration]] = {}
        self.announced: list[tuple[Seat, Declaration]] = []
        self.decided: set[Seat] = set()
        self.queue: list[Seat] = []
        self.belote: dict[tuple[Seat, int], int] = {}
        self.belote_calls: list[tuple[Seat, int, Msg]] = []
        self._code = -1
        self._values: tuple[int, ...] = ()
        self._result: SmallScore | None = None

    # ----- construction -----

    @classmethod
    def new(cls, rules: Game | Rules | str = "nl23", *, rng: random.Random | int | None = None,
            dealer: Seat | str | None = None, reserve: int = 0, **options: Any) -> SmallDeal:
        """Shuffle with ``rng`` (a ``random.Random`` or a seed) and deal; the dealer is drawn when not given."""
        game = Game.coerce(rules, **options)
        generator = rng if isinstance(rng, random.Random) else random.Random(rng)
        seats = table_seats(game.rules.players)
        seat = parse_seat(dealer) if dealer is not None else generator.choice(seats)
        short = game.rules.players == 3 and game.rules.three_player_deck == "24"
        deal = cls.from_deck(shuffled(generator, short), dealer=seat, rules=game, reserve=reserve)
        deal.seed = rng if isinstance(rng, int) else None
        return deal

    @classmethod
    def from_deck(cls, deck: Iterable[int | Card | str], *, dealer: Seat | str, rules: Game | Rules | str = "nl23",
                  reserve: int = 0, **options: Any) -> SmallDeal:
        """Deal a pack in this order (32 cards, or the 24 of ``three_player_deck = 24``); the auction starts."""
        deal = cls(Game.coerce(rules, **options), parse_seat(dealer), reserve)
        order = tuple(c if isinstance(c, int) else parse_card(c).index for c in deck)
        expected = sorted(SHORT_DECK) if deal.short else list(range(32))
        if sorted(order) != expected:
            raise InvalidInput(f"the pack must hold each of the {len(expected)} cards of these rules once")
        deal.deck = order
        direction = deal.rules.play_direction
        if deal.short:
            deal.hands, deal.retourne = deal_five(order, deal.dealer, deal.seats, direction)
        else:
            deal.hands, deal.retourne = deal_six(order, deal.dealer, deal.seats, direction)
        deal.face_up = deal.retourne
        deal.auction = SmallAuction(deal.rules, deal.dealer, DECK[deal.retourne], deal.seats)
        deal.to_play = deal.auction.to_play
        return deal

    # ----- the state machine -----

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def thrown_in(self) -> bool:
        return self.phase == "over" and self.contract is None

    @property
    def tricks_in_deal(self) -> int:
        """Nine tricks (eight with the 24-card pack)."""
        return 8 if self.short else 9

    def legal_actions(self) -> list[Action]:
        seat = self.to_play
        if seat is None:
            return []
        if self.phase == "bidding":
            assert self.auction is not None
            return self.auction.legal()
        if self.phase in ("exchange", "announcing"):
            return [EXCHANGE if self.phase == "exchange" else DECLARE, PASS]
        return self._card_actions(seat)

    def apply(self, action: Action | str) -> None:
        """Apply one action of the player to play (an ``Action`` or its text: ``smous``, ``exchange``, ``KH!`` …)."""
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
                self.hands[seat] = self.hands[seat] & ~(1 << seven) | 1 << self.retourne
                self.face_up = seven
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

    def clone(self) -> SmallDeal:
        """An independent copy."""
        other = SmallDeal.__new__(SmallDeal)
        other.__dict__.update(self.__dict__)
        for name in ("hands", "won", "points", "belote"):
            setattr(other, name, dict(getattr(self, name)))
        for name in ("history", "trick", "trick_seats", "tricks", "announced", "queue", "belote_calls"):
            setattr(other, name, list(getattr(self, name)))
        other.decided = set(self.decided)
        other.auction = self.auction.clone() if self.auction is not None else None
        return other

    # ----- the card-play API -----

    def legal_cards(self) -> list[Card]:
        if self.phase != "play" or self.to_play is None:
            return []
        return cards_of(self._legal_mask(self.to_play))

    def play(self, card: Card | str, *, announce: bool = True, lang: Lang = "en") -> None:
        """Play ``card`` for the player to play (announcing roem on trick one and belote, as ``Deal.play``).

        >>> deal = SmallDeal.new("nl23", rng=3, dealer="S")
        >>> deal.apply("take")
        >>> while deal.phase != "play":
        ...     deal.apply("pass")
        >>> deal.to_play, deal.legal_cards() == deal.hand("S")          # the dealer leads
        ('S', True)
        """
        seat = self.to_play
        if self.phase != "play" or seat is None:
            raise InvalidInput(f"no card can be played now: the deal is in its {self.phase} phase")
        index = parse_card(card).index
        hand = self.hands[seat]
        if not hand >> index & 1:
            raise _error(_NOT_HELD, seat=lambda lg: seat_name(seat, lg), card=DECK[index].name)
        legal = self._ruling(seat)
        if not legal[0] >> index & 1:
            led = DECK[self.trick[0]].suit
            winner = self.trick_seats[winning_position(self.trick, self._code)]
            verdict = next(v for v in verdicts(cards_of(hand), led, legal, winner, False, self._trump)
                           if v.card.index == index)
            raise IllegalPlay(verdict.message(lang), localized=verdict.message)
        self._play_announcing(seat, index, hand, announce)

    def declarations(self) -> RoemOutcome:
        """The announcements so far and whose declarations count."""
        if self.contract is None:
            return RoemOutcome(None, {}, ())
        return compare_roem(self.announced, self._trump, self.rules, taker=self.contract.taker)

    def result(self) -> SmallScore:
        """The score sheet of the finished deal."""
        if self.phase != "over":
            raise InvalidInput("the deal is not over yet: no result")
        if self._result is None:
            self._result = self._score()
        return self._result

    # ----- internals -----

    def _next(self, seat: Seat) -> Seat:
        return next_player(seat, self.seats, self.rules.play_direction)

    def _refuse(self, seat: Seat) -> IllegalPlay:
        allowed = self.legal_actions()
        return _error(_NOT_NOW, seat=lambda lg: seat_name(seat, lg),
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
        self.contract = auction.contract
        self._code = self.contract.trump.code
        self._values = point_table(self.contract.trump)
        seven = self._code * 8 + SEVEN
        holder = next((s for s in self.seats if self.hands[s] >> seven & 1), None)
        if self.rules.trump7_exchange == "on" and self.retourne >> 3 == self._code and holder is not None:
            self.phase, self.to_play = "exchange", holder  # rules reference: two and three players: before the three more cards
        else:
            self._complete()

    def _complete(self) -> None:
        assert self.contract is not None
        direction = self.rules.play_direction
        if self.short:
            self.hands = complete_eight(self.hands, self.deck, self.retourne, taker=self.contract.taker,
                                        dealer=self.dealer, seats=self.seats, direction=direction)
            self.face_up = -1  # the taker holds the retourne
        else:
            self.hands, self.upturned = complete_nine(self.hands, self.deck, self.dealer, self.seats, direction)
        self.phase = "play"
        self.leader = self.to_play = self.dealer if self.rules.first_lead == "dealer" else self._next(self.dealer)
        if self.game.with_declarations:
            self.found = {s: found for s in self.seats if (found := find_in_mask(self.hands[s], self._trump, self.rules))}
        if self.found and self.rules.declaration_timing == "before_first_trick":
            self._open_round()

    def _open_round(self) -> None:
        first = self.tricks[0][0][0] if self.tricks else self.leader
        self.queue = [s for s in order_from(first, self.seats, self.rules.play_direction)
                      if s in self.found and s not in self.decided]
        if self.queue:
            self.phase, self.to_play = "announcing", self.queue[0]

    def _ruling(self, seat: Seat) -> tuple[int, str, int]:
        hand = self.hands[seat]
        if not self.trick:
            return hand, LEAD_FREE, -1
        best = self.trick[winning_position(self.trick, self._code)]
        return ruling(hand, self.trick[0] >> 3, best, False, self._code, self.rules)  # nobody is a partner

    def _legal_mask(self, seat: Seat) -> int:
        return self._ruling(seat)[0]

    def _belote_word(self, seat: Seat, index: int, hand: int) -> Msg | None:
        if index >> 3 not in belote_suits(self._trump):
            return None
        return belote_word(self.belote.get((seat, index >> 3), BELOTE_NONE), index, hand, self.rules)

    def _play(self, seat: Seat, action: PlayCard) -> None:
        index = action.card.index
        hand = self.hands[seat]
        if not self._legal_mask(seat) >> index & 1:
            raise self._refuse(seat)
        word = self._belote_word(seat, index, hand)
        if action.announce and word is None:
            raise _error(_NOTHING_TO_ANNOUNCE, seat=lambda lg: seat_name(seat, lg), card=action.card.name)
        if word is not None:
            key = (seat, index >> 3)
            self.belote[key] = belote_step(self.belote.get(key, BELOTE_NONE), word, action.announce)
            if action.announce:
                self.belote_calls.append((seat, index, STUK if word is BELOTE else BROK))
        if not self.tricks and seat in self.found and self.rules.declaration_timing == "first_trick":
            self.decided.add(seat)
        self.history.append((seat, action))
        self.hands[seat] = hand & ~(1 << index)
        self.trick.append(index)
        self.trick_seats.append(seat)
        if len(self.trick) < len(self.seats):
            self.to_play = self._next(seat)
            return
        winner = self.trick_seats[winning_position(self.trick, self._code)]
        points = sum(self._values[card] for card in self.trick)
        self.tricks.append((tuple(self.trick_seats), tuple(self.trick), winner))
        self.won[winner] += 1
        self.trick, self.trick_seats = [], []
        self.leader = self.to_play = winner
        last = len(self.tricks) == self.tricks_in_deal
        self.points[winner] += points + (LAST_TRICK_BONUS if last else 0)
        if last:
            self.phase, self.to_play = "over", None
        elif len(self.tricks) == 1 and self.found and self.rules.declaration_timing == "before_second_trick":
            self._open_round()

    def _score(self) -> SmallScore:
        if self.contract is None:
            zero: dict[str, int] = dict.fromkeys(self.seats, 0)
            refused = self.auction is not None and self.auction.smous_by is not None
            return SmallScore(None, self.seats, dict(zero), dict(zero), dict(zero), dict(zero), False, False, None,
                              self.reserve, dict(zero), (line(_REFUSED if refused else _THROWN_IN),), thrown_in=True)
        belote: dict[str, int] = dict.fromkeys(self.seats, 0)
        for (seat, _), status in self.belote.items():
            if status == BELOTE_DONE:
                belote[seat] += BELOTE_POINTS
        return score_small(self.rules, self.contract, self.points, self.won, declarations=self.declarations(),
                           belote=belote, reserve=self.reserve)

    # ----- what one player sees -----

    def view(self, seat: Seat | str) -> SmallView:
        """What ``seat`` may see now.

        >>> view = SmallDeal.new("nl23", rng=3, dealer="S").view("S")
        >>> len(view.hand), view.hand_sizes, view.table == (view.retourne,), view.legal
        (6, {'E': 6, 'S': 6, 'W': 6}, True, ())
        """
        me = parse_seat(seat)
        if me not in self.seats:
            raise InvalidInput(f"{me} is not at the table: expected one of {' '.join(self.seats)}")
        shown: tuple[tuple[Seat, Declaration], ...] = ()
        if self.tricks and self.announced:  # rules reference: two and three players: the best declaration's cards are shown after trick one
            outcome = self.declarations()
            shown = tuple((outcome.winner, d) for d in outcome.of(outcome.winner)) if outcome.winner else ()
        table = tuple(DECK[c] for c in (self.face_up, self.upturned) if c >= 0)
        return SmallView(
            seat=me,
            seats=self.seats,
            phase=self.phase,
            dealer=self.dealer,
            to_play=self.to_play,
            hand=tuple(cards_of(self.hands[me])),
            hand_sizes={s: self.hands[s].bit_count() for s in self.seats},
            retourne=DECK[self.retourne],
            table=table,
            calls=tuple(self.auction.calls) if self.auction is not None else (),
            contract=self.contract,
            trick=tuple(zip(self.trick_seats, (DECK[c] for c in self.trick), strict=True)),
            tricks=tuple(tuple(zip(seats, (DECK[c] for c in cards), strict=True)) for seats, cards, _ in self.tricks),
            announced=tuple(Announced(s, d.kind, len(d.cards), d.rank, d.points) for s, d in self.announced),
            shown=shown,
            belote=tuple((s, DECK[c], word("en")) for s, c, word in self.belote_calls),
            legal=tuple(self.legal_actions()) if self.to_play == me else (),
            result=self.result() if self.phase == "over" else None,
        )

    # ----- JSON -----

    def to_json(self) -> str:
        """The deal as JSON (the four-player record's format): rules, the pack, every action."""
        record = record_of(self.game, self.dealer, self.reserve, self.seed)
        record["deck"] = [str(DECK[c]) for c in self.deck]
        return finish_record(record, self.history, self.result().score if self.phase == "over" else None)

    @classmethod
    def from_json(cls, text: str) -> SmallDeal:
        """Rebuild a deal from ``to_json`` by replaying its actions; a recorded score must come out again."""
        return cls.from_record(*read_record(text))

    @classmethod
    def from_record(cls, record: dict[str, Any], game: Game) -> SmallDeal:
        if "deck" not in record:
            raise InvalidInput("a deal record of two or three players needs its pack: expected \"deck\"")
        deal = cls.from_deck(record["deck"], dealer=record["dealer"], rules=game, reserve=record.get("reserve", 0))
        replay(deal, record)
        return deal

    def __repr__(self) -> str:
        return f"<SmallDeal {self.rules.name} dealer={self.dealer} phase={self.phase} to_play={self.to_play}>"

