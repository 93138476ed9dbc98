"""Whole deals at speed: the rest of a card play on bit masks, scored by the deal's own scorer.

For bulk play (random playouts, rollouts, the bench), where ``Deal.play`` would check each card and
record actions, tricks and history: each player plays the card ``choose`` picks from his legal cards
(a mask → a card index; at random by default) and announces all he may (his declarations,
belote and rebelote). The score sheet is the one ``Deal.result()`` gives after the same cards.

>>> import random
>>> from .deal import Deal
>>> deal = Deal.from_hands({"N": "JH 9H AH 10H KH QH 8H 7H", "E": "AS 10S KS QS JS 9S 8S 7S",
...                         "S": "AD 10D KD QD JD 9D 8D 7D", "W": "AC 10C KC QC JC 9C 8C 7C"},
...                        leader="N", trump="H", taker="N")
>>> score = play_out(deal, rng=random.Random(1))   # North wins every trick, whatever the others play
>>> score.card_points["NS"], score.made, deal.phase  # the deal given is left as it was
(252, True, 'play')
>>> play_out(deal, lowest).card_points == play_out(deal, lowest).card_points
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from .declarations import (
    BELOTE_DONE,
    BELOTE_NONE,
    BELOTE_POINTS,
    KING,
    QUEEN,
    belote_step,
    belote_suits,
    belote_word,
    find_in_mask,
)
from .errors import InvalidInput
from .play import ruling
from .scoring import DealScore
from .trump import ALL_TRUMP_CODE
from .values import LAST_TRICK_BONUS, PLAIN_STRENGTH, SUIT_MASKS, TRUMP_STRENGTH, point_table

if TYPE_CHECKING:
    from .bidding import Contract
    from .deal import Deal
    from .game import Game
    from .seats import Seat
    from .table import Table

Choose = Callable[[int], int]
"""A player for bulk play: his legal cards (a mask) → the card he plays (an index)."""



@cache
def power_table(trump: int) -> tuple[tuple[int, ...], ...]:
    """``power[led][card]``: a card beats the one winning the trick when its power is higher (0: a
    discard, neither the led suit nor a trump).

    >>> power = power_table(1)                     # hearts trump, spades led
    >>> power[0][8 + 4] > power[0][7] > power[0][0] > power[0][16]   # JH > AS > 7S > 7D (a discard)
    True
    """
    rows = []
    for led in range(4):
        row = []
        for card in range(32):
            suit, rank = card >> 3, card & 7
            if trump == ALL_TRUMP_CODE:
                row.append(8 + TRUMP_STRENGTH[rank] if suit == led else 0)
            elif suit == trump:
                row.append(16 + TRUMP_STRENGTH[rank])
            else:
                row.append(8 + PLAIN_STRENGTH[rank] if suit == led else 0)
        rows.append(tuple(row))
    return tuple(rows)


def lowest(legal: int) -> int:
    """A ``Choose`` for tests and examples: the legal card of lowest index."""
    return (legal & -legal).bit_length() - 1


def at_random(rng: random.Random) -> Choose:
    """A ``Choose`` that plays a legal card drawn by ``rng``."""
    draw = rng.random

    def choose(legal: int) -> int:
        for _ in range(int(draw() * legal.bit_count())):
            legal &= legal - 1
        return (legal & -legal).bit_length() - 1

    return choose


def play_out(deal: Deal, choose: Choose | None = None, *, rng: random.Random | int | None = None) -> DealScore:
    """The score sheet after the rest of ``deal``'s card play, each card picked by ``choose`` (by
    default at random, drawn by ``rng``); ``deal`` itself is not changed."""
    if deal.phase not in ("play", "announcing") or deal.contract is None:
        raise InvalidInput(f"a playout needs a deal in its card play; this one is in its {deal.phase} phase")
    tricks = deal.tricks
    trick = deal.trick
    state = _Played(
        hands={seat: deal.hand_mask(seat) for seat in deal.seats},
        played=len(tricks),
        trick=[card.index for _, card in trick],
        trick_seats=[seat for seat, _ in trick],
        won=dict(deal.won),
        points=dict(deal.points),
        belote=dict(deal.belote),
        announced=[*deal.announced, *((seat, d) for seat in deal.table.order_from(
            tricks[0].plays[0][0] if tricks else trick[0][0] if trick else deal.leader, deal.rules.play_direction)
            if seat in deal.found and seat not in deal.decided for d in deal.found[seat])],
    )
    leader = trick[0][0] if trick else deal.leader
    return _finish(deal.game, deal.contract, state, leader, _chooser(choose, rng), deal.reserve)


def play_hands(game: Game, hands: Mapping[Seat, int], contract: Contract, leader: Seat, choose: Choose | None = None,
               *, rng: random.Random | int | None = None, reserve: int = 0) -> DealScore:
    """The score sheet of a whole card play from ``hands`` (a mask per seat, unchecked: the bulk path)
    under ``contract``, ``leader`` to lead trick one; as ``Deal.from_hands(...)`` then ``play_out``."""
    announced = []
    if game.with_declarations:
        for seat in game.table.order_from(leader, game.rules.play_direction):
            announced += [(seat, d) for d in find_in_mask(hands[seat], contract.trump, game.rules)]
    zero: dict[str, int] = dict.fromkeys(game.table.seats, 0)
    state = _Played(hands=dict(hands), played=0, trick=[], trick_seats=[], won=zero, points=game.table.sides.zero(),
                    belote={}, announced=announced)
    return _finish(game, contract, state, leader, _chooser(choose, rng), reserve)


def _chooser(choose: Choose | None, rng: random.Random | int | None) -> Choose:
    if choose is not None:
        return choose
    return at_random(rng if isinstance(rng, random.Random) else random.Random(rng))


class _Played:
    """Where a playout starts: hands, tricks finished, the trick on the table, belote progress and
    the declarations announced (or to be announced)."""

    __slots__ = ("announced", "belote", "hands", "played", "points", "trick", "trick_seats", "won")

    def __init__(self, *, hands: dict[Seat, int], played: int, trick: list[int], trick_seats: list[Seat],
                 won: dict[str, int], points: dict[str, int], belote: dict[tuple[Seat, int], int],
                 announced: list[Any]) -> None:
        self.hands, self.played, self.trick, self.trick_seats = hands, played, trick, trick_seats
        self.won, self.points, self.belote, self.announced = won, points, belote, announced


@cache
def _seating(table: Table, direction: str) -> tuple[tuple[int, ...], tuple[int, ...], tuple[str, ...]]:
    """The table by seat number (``table.seats`` order): the next player, the partner (-1: none), the side."""
    seats = table.seats
    following = tuple(seats.index(table.next(seat, direction)) for seat in seats)
    partner = tuple(-1 if (mate := table.partner(seat)) is None else seats.index(mate) for seat in seats)
    return following, partner, tuple(table.side(seat) for seat in seats)


def _finish(game: Game, contract: Contract, state: _Played, leader: Seat, choose: Choose, reserve: int) -> DealScore:
    rules, table = game.rules, game.table
    seats = table.seats
    code = contract.trump.code
    values = point_table(contract.trump, rules.all_trump_values)
    power = power_table(code)
    following, partner, side = _seating(table, rules.play_direction)
    belote_in = belote_suits(contract.trump)
    free_follow = code != ALL_TRUMP_CODE  # following a plain suit is the whole duty
    hands = [state.hands[seat] for seat in seats]
    won = [0] * len(seats)
    belote = state.belote
    players, total = len(seats), table.tricks
    trick = state.trick
    seat = following[seats.index(state.trick_seats[-1])] if trick else seats.index(leader)
    if trick:
        led = trick[0] >> 3
        powers = power[led]
        best, holder = trick[0], seats.index(state.trick_seats[0])
        for card, player in zip(trick, state.trick_seats, strict=True):
            if powers[card] > powers[best]:
                best, holder = card, seats.index(player)
        count, trick_points = len(trick), sum(values[c] for c in trick)
    else:
        led, powers, best, holder, count, trick_points = 0, power[0], -1, seat, 0, 0
    played = state.played
    points = state.points
    suit_masks = SUIT_MASKS
    while played < total:
        hand = hands[seat]
        if count:
            legal = hand & suit_masks[led]
            if not legal or led == code or not free_follow:
                legal = ruling(hand, led, best, holder == partner[seat], code, rules)[0]
            card = choose(legal)
            if powers[card] > powers[best]:
                best, holder = card, seat
        else:
            card = choose(hand)
            led, best, holder = card >> 3, card, seat
            powers = power[led]
        if card >> 3 in belote_in and (card & 7 == KING or card & 7 == QUEEN):
            key = (seats[seat], card >> 3)
            status = belote.get(key, BELOTE_NONE)
            word = belote_word(status, card, hand, rules)
            if word is not None:
                belote[key] = belote_step(status, word, True)
        hands[seat] = hand ^ 1 << card
        trick_points += values[card]
        count += 1
        if count < players:
            seat = following[seat]
            continue
        played += 1
        won[holder] += 1
        points[side[holder]] += trick_points + (LAST_TRICK_BONUS if played == total else 0)
        seat, count, trick_points = holder, 0, 0
    belote_points = table.sides.zero()
    for (player, _), status in belote.items():
        if status == BELOTE_DONE:
            belote_points[table.side(player)] += BELOTE_POINTS
    declarations = game.compare(state.announced, contract.trump, contract.taker)
    tricks = {seat: state.won[seat] + won[i] for i, seat in enumerate(seats)}
    return game.variant.score(rules, contract, points, tricks, declarations, belote_points, reserve,
                              game.generale_value)
