"""Double-dummy solver: the value of every legal card when all four hands are known.

``card_values(deal)`` maps each legal card of the seat to move to the final card points of
that seat's team under perfect play by both sides: the points of the whole deal (tricks
already won included) plus 10 for the last trick; a team that wins every trick scores the
rules' ``capot_value`` and the other team 0. Under all-trump ``ffb2016`` values a team's
points are its card points as the scorer writes them (``DealScore.card_points``): the raw
points of 258 scaled to 162 through the takers' figure, so that the two teams still add up
to 162.

>>> from belote_teach.deal import Deal
>>> deal = Deal.from_hands({"N": "JH 9H AS 10S KS 7D 8D 7C", "E": "AH 10H QS JS AD 10D 8C 9C",
...                         "S": "KH QH 9S 8S KD QD JD AC", "W": "8H 7H 7S 9D 10C KC QC JC"},
...                        leader="N", trump="H", taker="N")
>>> for _ in range(16):              # four tricks to go, West to lead
...     deal.play(deal.legal_cards()[-1])
>>> deal.hand("W"), deal.points
([Card.parse('7S'), Card.parse('7H'), Card.parse('10C'), Card.parse('JC')], {'NS': 41, 'EW': 27})
>>> card_values(deal)                # East–West's final points after each card
{Card.parse('7S'): 65, Card.parse('7H'): 65, Card.parse('10C'): 70, Card.parse('JC'): 78}
>>> solution = solve(deal)
>>> solution.best, solution.making   # the takers still make it if West leads a seven
((Card.parse('JC'),), (Card.parse('7S'), Card.parse('7H')))
>>> [(trick.winner, trick.points) for trick in solution.line]
[('N', 30), ('N', 13), ('W', 13), ('E', 38)]

The search (``Search``) works on the engine's bit masks: alpha-beta over the cards with a
transposition table at trick boundaries (key: the cards still out, as each card's owner never changes
within a deal, the leader and who may still win every trick), equivalent cards searched once, leads ordered the table's best first, then the
masters, low cards to the partner's masters, the cheapest, a suit the opponents can trump last, and
follows by what they give the trick (the third seat's last cutting card first), bounds from the points still out and from the sure trumps (the top run
of trumps one side holds wins whatever trick it falls in), the last two tricks by nested loops
with the same window, and each root card's value pinned by null-window tests (outward steps from
the previous card's value, then bisection). Nodes are kept cheap: each follower's cards to search come
from one table look-up (its hand, the low cards out, its seat, the suit led, the best card so far and
who played it), the points still out are passed down the search and the sure trumps read from a table.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from .cards import DECK, Card, indices_of
from .errors import InvalidInput
from .play import ruling
from .playout import power_table
from .rules import Rules
from .scoring import scaled_points
from .seats import SEATS, Seat
from .table import Table
from .trump import ALL_TRUMP_CODE
from .values import LAST_TRICK_BONUS, SUIT_MASKS, TRUMP_STRENGTH, point_table

if TYPE_CHECKING:
    from .deal import Deal

INF = 1 << 20
_SEAT_INDEX = {seat: i for i, seat in enumerate(SEATS)}  # N 0, E 1, S 2, W 3 at every table (empty seats hold 0)
_BOTH = 3  # capot flags: bit 0 the maximising side may still win every trick, bit 1 the other side


def _keep_table() -> tuple[tuple[int, ...], ...]:
    """``KEEP[mine][others]`` for the three lowest ranks 7 8 9 of a suit (bits 0–2): the cards of
    ``mine`` to search, one per run of cards with no card of ``others`` between them."""
    table = []
    for mine in range(8):
        row = []
        for others in range(8):
            keep, run = 0, False
            for rank in range(3):
                if mine >> rank & 1:
                    if not run:
                        keep |= 1 << rank
                    run = True
                elif others >> rank & 1:
                    run = False
            row.append(keep)
        table.append(tuple(row))
    return tuple(table)


_KEEP = _keep_table()


@cache
def _tables(trump: int, values: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...],
                                                          tuple[tuple[int, ...], ...]]:
    """For a trump code and point table: ``power[led][card]`` (a card beats the best so far when its
    power is higher), the zero-point low ranks of each suit (bits), and each suit's points by byte."""
    zero_ranks = tuple(3 if trump in (suit, ALL_TRUMP_CODE) else 7 for suit in range(4))
    suit_points = tuple(tuple(sum(values[suit * 8 + r] for r in range(8) if byte >> r & 1) for byte in range(256))
                        for suit in range(4))
    return power_table(trump), zero_ranks, suit_points


@cache
def _sure_table(trump_values: tuple[int, ...]) -> dict[int, tuple[int, int]]:
    """``trumps out << 8 | side 1's trumps`` (rank bits) → ``(points, sure)``: the top run of trumps still
    out that one side holds wins every trick it is played to, so its points go to that side; ``sure`` is 1
    for side 1, 2 for side 0, 0 when no trump is out."""
    order = sorted(range(8), key=lambda r: -TRUMP_STRENGTH[r])  # J 9 A 10 K Q 8 7
    table = {}
    for out in range(256):
        ones = out
        while True:  # every subset of the trumps out
            points, holder = 0, 0
            for rank in order:
                if out >> rank & 1:
                    owner = 1 if ones >> rank & 1 else 2
                    if holder and owner != holder:
                        break
                    holder = owner
                    points += trump_values[rank]
            table[out << 8 | ones] = (points, holder)
            if not ones:
                break
            ones = (ones - 1) & out
    return table


@cache
def _tops(trump: int) -> tuple[tuple[int, ...], ...]:
    """For each suit, its byte of cards still out → the strongest of them (a bit of the 32-card mask)."""
    power = _tables(trump, (0,) * 32)[0]
    return tuple(tuple(1 << max(indices_of(byte << suit * 8), key=power[suit].__getitem__) if byte else 0
                       for byte in range(256)) for suit in range(4))


class Search:
    """Double-dummy alpha-beta on masks for one contract; values are the points of side 1.

    Seats are numbered in the order of the rules' table (``Table.seats``: N E S W at four, E S W at
    three, N S at two); ``side[seat]`` is 1 for the maximising side, ``values`` the card points,
    ``last`` the last-trick bonus and ``bonus`` what sweeping every trick adds (taken away when
    the other side sweeps). Partners come from the table (none at two or three: every other player
    is an opponent). The transposition table lives as long as the object.

    >>> from belote_teach.cards import mask_of, parse_cards
    >>> hands = [mask_of(parse_cards(h)) for h in ("AS", "7S", "10S", "8S")]  # N E S W, one trick left
    >>> from belote_teach.trump import Trump
    >>> search = Search(Rules(), 1, point_table(Trump.HEARTS), (1, 0, 1, 0), bonus=1)
    >>> search.value(hands, 0, [], [], _BOTH)   # 21 card points, 10 for the last trick, 1 for the sweep
    32
    """

    def __init__(self, rules: Rules, trump: int, values: tuple[int, ...], side: tuple[int, ...], *,
                 last: int = LAST_TRICK_BONUS, bonus: int = 0, direction: str | None = None) -> None:
        self.rules, self.trump, self.values, self.side = rules, trump, values, side
        self.last, self.bonus = last, bonus
        table = Table.of(rules)
        turn = direction or rules.play_direction
        self.players = table.players
        self.next = tuple(SEATS.index(table.next(seat, turn)) if seat in table.seats else i
                          for i, seat in enumerate(SEATS))
        self.mate = tuple(SEATS.index(mate) if (mate := table.partner(seat)) is not None else -1 for seat in SEATS)
        self.table: dict[int, tuple[int, int, int]] = {}  # cards out << 4 | leader << 2 | flags → (lower, upper, best)
        self.hands = [0, 0, 0, 0]  # by SEATS index; an empty seat's hand stays 0
        self.own = [0, 0, 0, 0, 0]  # the cards each seat held when first searched, then side 1's
        self.power, self.zero_ranks, self.suit_points = _tables(trump, values)
        self._build()

    def _build(self) -> None:
        rules, trump, values, side, last, bonus = self.rules, self.trump, self.values, self.side, self.last, self.bonus
        nxt, power, hands, table, suit_points = self.next, self.power, self.hands, self.table, self.suit_points
        zero_ranks, mate = self.zero_ranks, self.mate
        players = self.players
        last_to_play = players - 1  # the trick is complete when this many cards follow the lead
        opponents = tuple(tuple(i for i in range(4) if side[i] != side[seat] and nxt[i] != i) for seat in range(4))
        keep = _KEEP
        suit_masks = SUIT_MASKS
        all_trump = trump == ALL_TRUMP_CODE  # following may mean climbing
        zeros = sum(zero_ranks[suit] << (suit * 8) for suit in range(4))
        lead_order: dict[int, list[int]] = {}  # (masters, cards) → the lead order
        follow_order: dict[int, list[int]] = {}
        replies: dict[int, list[int]] = {}  # a follower's position in a trick → its cards to search, in order

        dropped: dict[int, int] = {}

        def distinct_of(legal: int, others: int) -> int:
            """Drop equivalent cards: of a run of the suit's zero-point cards with no other card out
            (``others``, zero-point cards only; this trick's included) between them, keep one (what to drop
            cached by the low cards)."""
            low = legal & zeros
            key = low << 32 | others
            drop = dropped.get(key)
            if drop is None:
                drop = 0
                for suit in range(4):
                    shift = suit << 3
                    mine = low >> shift & 7
                    if mine & (mine - 1):
                        drop |= (mine & ~keep[mine][others >> shift & 7]) << shift
                dropped[key] = drop
            return legal & ~drop

        if not any(values):  # sweeps only (a generale): any two cards of a suit with nothing between are one
            zeros = (1 << 32) - 1
            strength_order = tuple(
                tuple(sorted(range(suit * 8, suit * 8 + 8), key=lambda c: power[c >> 3][c])) for suit in range(4))

            def distinct_of(legal: int, others: int) -> int:
                kept = 0
                for suit in range(4):
                    if not legal & SUIT_MASKS[suit]:
                        continue
                    run = False
                    for card in strength_order[suit]:
                        if legal >> card & 1:
                            if not run:
                                kept |= 1 << card
                            run = True
                        elif others >> card & 1:
                            run = False
                return kept

        def distinct(legal: int, seat: int, played: int) -> int:
            """``distinct_of`` for ``seat`` from the hands and this trick's cards."""
            return distinct_of(legal, (hands[0] | hands[1] | hands[2] | hands[3] | played) & ~hands[seat] & zeros)

        legal_cache = _Legal(trump, rules)
        ordered = _Bits().__getitem__

        last_tricks: dict[int, tuple[int, int]] = {}  # the last trick's four cards << 2 | its leader → (points, side)
        self._by_owners = (table, last_tricks, replies)  # cleared when another deal starts (the tables keyed by
        # the cards out are valid while each card's owner stays; the replies, keyed by whole hands, only grow)
        own = self.own  # each seat's cards (the owners never change within a deal), then side 1's
        killer_c = [32] * 9  # by cards left: the third seat's last card to cut (32: none)
        top0, top1, top2, top3 = _tops(trump)
        trump_shift = trump * 8 if trump < 4 else -1
        trump_values = values[trump * 8:trump * 8 + 8] if trump < 4 else ()
        sure_table = _sure_table(tuple(trump_values)) if trump_shift >= 0 else {}
        count = 0

        def nodes() -> int:
            return count

        self._nodes = nodes

        def points_of(out: int) -> int:
            """The card points of the cards in ``out``."""
            return (suit_points[0][out & 255] + suit_points[1][out >> 8 & 255] + suit_points[2][out >> 16 & 255]
                    + suit_points[3][out >> 24])

        self._points_of = points_of

        def two_left(leader: int, flags: int, alpha: int, beta: int, out: int) -> int:
            """Value of the last two tricks (fail-soft alpha-beta, no ordering, no table)."""
            a = leader
            b = nxt[a]
            c = nxt[b]
            d = nxt[c]
            ha, hb, hc, hd = own[a] & out, own[b] & out, own[c] & out, own[d] & out
            side_a, side_b, side_c, side_d = side[a], side[b], side[c], side[d]
            sweep1, sweep0 = bonus if flags & 1 else 0, bonus if flags & 2 else 0
            value_a = -INF if side_a else INF
            al, be = alpha, beta
            for card_a in ordered(ha):
                led = card_a >> 3
                powers = power[led]
                follow_mask = suit_masks[led]
                value_b = -INF if side_b else INF
                alb, beb = al, be
                legal = hb & follow_mask
                if not legal or led == trump or all_trump:
                    legal = legal_cache[hb << 8 | card_a << 3 | led << 1 | (a == mate[b])]
                for card_b in ordered(legal):
                    best2, holder2 = (card_b, b) if powers[card_b] > powers[card_a] else (card_a, a)
                    value_c = -INF if side_c else INF
                    alc, bec = alb, beb
                    legal = hc & follow_mask
                    if not legal or led == trump or all_trump:
                        legal = legal_cache[hc << 8 | best2 << 3 | led << 1 | (holder2 == mate[c])]
                    played2 = out ^ (1 << card_a | 1 << card_b)
                    for card_c in ordered(legal):
                        best3, holder3 = (card_c, c) if powers[card_c] > powers[best2] else (best2, holder2)
                        value_d = -INF if side_d else INF
                        points = values[card_a] + values[card_b] + values[card_c]
                        legal = hd & follow_mask
                        if not legal or led == trump or all_trump:
                            legal = legal_cache[hd << 8 | best3 << 3 | led << 1 | (holder3 == mate[d])]
                        played3 = played2 ^ 1 << card_c
                        for card_d in ordered(legal):
                            winner = d if powers[card_d] > powers[best3] else holder3
                            left = played3 ^ 1 << card_d
                            key = left << 2 | winner
                            result = last_tricks.get(key)
                            if result is None:  # the last trick plays itself
                                seat = winner
                                last_card = (own[seat] & left).bit_length() - 1
                                last_powers = power[last_card >> 3]
                                top, taker, won = last_card, seat, values[last_card] + last
                                for _ in range(3):
                                    seat = nxt[seat]
                                    last_card = (own[seat] & left).bit_length() - 1
                                    won += values[last_card]
                                    if last_powers[last_card] > last_powers[top]:
                                        top, taker = last_card, seat
                                result = last_tricks[key] = (won, side[taker])
                            won, last_side = result
                            if side[winner]:
                                v = points + values[card_d] + (won + sweep1 if last_side else 0)
                            else:
                                v = won if last_side else -sweep0
                            if side_d:
                                if v > value_d:
                                    value_d = v
                                    if v >= bec:
                                        break
                            elif v < value_d:
                                value_d = v
                                if v <= alc:
                                    break
                        if side_c:
                            if value_d > value_c:
                                value_c = value_d
                                if value_c > alc:
                                    alc = value_c
                                    if alc >= bec:
                                        break
                        elif value_d < value_c:
                            value_c = value_d
                            if value_c < bec:
                                bec = value_c
                                if alc >= bec:
                                    break
                    if side_b:
                        if value_c > value_b:
                            value_b = value_c
                            if value_b > alb:
                                alb = value_b
                                if alb >= beb:
                                    break
                    elif value_c < value_b:
                        value_b = value_c
                        if value_b < beb:
                            beb = value_b
                            if alb >= beb:
                                break
                if side_a:
                    if value_b > value_a:
                        value_a = value_b
                        if value_a > al:
                            al = value_a
                            if al >= be:
                                break
                elif value_b < value_a:
                    value_a = value_b
                    if value_a < be:
                        be = value_a
                        if al >= be:
                            break
            return value_a

        def follow_cards(mask: int, led: int, best: int, ours: bool) -> list[int]:
            """The cards of ``mask`` by what each gives our side if the trick ended now, best first."""
            powers = power[led]
            to_beat = powers[best]
            return sorted(ordered(mask), key=lambda c: -values[c] if ours or powers[c] > to_beat else values[c])

        def reply(key: int, seat: int, hand: int, others: int, led: int, best: int, holder: int) -> list[int]:
            """A follower's cards to search, in order (equivalent cards once), kept under ``key``."""
            legal = hand & suit_masks[led]
            if not legal or led == trump or all_trump:
                legal = legal_cache[hand << 8 | best << 3 | led << 1 | (holder == mate[seat])]
            zero = legal & zeros
            mask = distinct_of(legal, others) if zero & (zero - 1) else legal
            ours = side[holder] == side[seat]
            order_key = mask << 12 | led << 8 | best << 1 | ours
            cards = follow_order.get(order_key)
            if cards is None:
                cards = follow_order[order_key] = follow_cards(mask, led, best, ours)
            replies[key] = cards
            return cards

        def lead_list(leader: int, hand: int, out: int) -> list[int]:
            """The leader's cards to search: masters first, richest first; then low to the partner's
            masters; then the cheapest; a suit the opponents can trump last."""
            zero = hand & zeros
            mask = distinct_of(hand, out & ~hand & zeros) if zero & (zero - 1) else hand
            tops = top0[out & 255] | top1[out >> 8 & 255] | top2[out >> 16 & 255] | top3[out >> 24]
            masters = mask & tops
            held = tops & own[mate[leader]] & out if mate[leader] >= 0 else 0  # the partner's masters
            ruffed = 0  # bit 8 × suit: a plain suit an opponent can trump (void in it, trumps left)
            if trump_shift >= 0:
                for seat in opponents[leader]:
                    opponent = own[seat] & out
                    if opponent >> trump_shift & 255:
                        x = opponent | opponent >> 4
                        x |= x >> 2
                        ruffed |= ~(x | x >> 1) & 0x01010101
                ruffed &= ~(1 << trump_shift)
            order_key = ((ruffed << 32 | held) << 32 | masters) << 32 | mask
            cards = lead_order.get(order_key)
            if cards is None:
                cards = lead_order[order_key] = sorted(
                    ordered(mask), key=lambda c: (4096 if ruffed >> (c & 24) & 1 else 0) + (
                        -64 - values[c] if masters >> c & 1
                        else 32 * values[c] + power[c >> 3][c] - (1024 if held & suit_masks[c >> 3] else 0)))
            return cards

        def trick(leader: int, flags: int, alpha: int, beta: int, out: int, pts: int) -> int:
            """Value of the tricks still to play (``out``: the cards in the hands), ``leader`` to lead:
            the whole trick in nested loops, with the same window at every seat."""
            nonlocal count
            count += 1
            key = out << 4 | leader << 2 | flags
            entry = table.get(key)
            if entry is not None:
                lo, hi, first = entry
                if lo >= beta:
                    return lo
                if hi <= alpha or lo == hi:
                    return hi
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
                hand = own[leader] & out
            else:
                hand = own[leader] & out
                if not hand & (hand - 1):  # one card each (never in the table): the last trick plays itself
                    seat, best, holder, won = leader, -1, -1, last
                    powers = power[hand.bit_length() - 1 >> 3]
                    for _ in range(players):
                        card = (own[seat] & out).bit_length() - 1
                        won += values[card]
                        if best < 0 or powers[card] > powers[best]:
                            best, holder = card, seat
                        seat = nxt[seat]
                    if side[holder]:
                        return won + (bonus if flags & 1 else 0)
                    return -bonus if flags & 2 else 0
                top = pts + last + (bonus if flags & 1 else 0)
                bottom = -bonus if flags & 2 else 0
                if trump_shift >= 0:  # the sure trumps: their points and one trick at least
                    trumps = out >> trump_shift & 255
                    if trumps:
                        points, holder = sure_table[trumps << 8 | (own[4] & out) >> trump_shift & 255]
                        if holder == 1:
                            bottom = points
                        else:
                            top = top - points - (bonus if flags & 1 else 0)
                if top <= alpha:
                    return top
                if bottom >= beta:
                    return bottom
                lo, hi, first = bottom, top, -1
            alpha0, beta0 = alpha, beta
            if players == 4 and hand.bit_count() == 2:  # the last two tricks: nested loops, no table inside
                g, best_card = two_left(leader, flags, alpha, beta, out), -1
            else:
                maximise = side[leader]
                depth = hand.bit_count()
                cards = lead_list(leader, hand, out)
                if first >= 0 and cards[0] != first:
                    cards = [first, *(c for c in cards if c != first)]
                best_card = cards[0]
                g = -INF if maximise else INF
                # the followers: at four, the whole trick in nested loops (no call until the next trick); at
                # two or three, each follower in turn (``follow``)
                b = nxt[leader]
                c = nxt[b]
                d = nxt[c]
                side_b, side_c, side_d = side[b], side[c], side[d]
                hb, hc, hd = own[b] & out, own[c] & out, own[d] & out
                low_out = out & zeros  # a follower's equivalent cards: no other card out between them
                others_b, others_c, others_d = low_out & ~hb, low_out & ~hc, low_out & ~hd
                init_b, init_c, init_d = -INF if side_b else INF, -INF if side_c else INF, -INF if side_d else INF
                # a follower's cards to search by one table look-up: its hand, the other low cards out and its
                # seat, then the suit led, the best card so far and who played it
                hand_b = ((hb << 32 | others_b) << 2 | b) << 7
                hand_c = ((hc << 32 | others_c) << 2 | c) << 9
                hand_d = ((hd << 32 | others_d) << 2 | d) << 9
                for card in cards:
                    if players != 4:
                        bit = 1 << card
                        hands[leader] = hand ^ bit
                        v = follow(nxt[leader], 1, card >> 3, card, leader, values[card], leader, flags, bit, alpha,
                                   beta)
                        hands[leader] = hand
                    else:
                        bit_a = 1 << card
                        led = card >> 3
                        powers = power[led]
                        # second seat (an opponent of the leader: the trick is theirs to take)
                        key_b = hand_b | card << 2 | leader
                        cards_b = replies.get(key_b)
                        if cards_b is None:
                            cards_b = reply(key_b, b, hb, others_b, led, card, leader)
                        led_c = hand_c | led << 7
                        led_d = hand_d | led << 7
                        count += 1
                        gb = init_b
                        rest1 = out ^ bit_a
                        alb, beb = alpha, beta
                        power_a = powers[card]
                        for card_b in cards_b:
                            if powers[card_b] > power_a:
                                best2, holder2 = card_b, b
                            else:
                                best2, holder2 = card, leader
                            # third seat
                            key_c = led_c | best2 << 2 | holder2
                            cards_c = replies.get(key_c)
                            if cards_c is None:
                                cards_c = reply(key_c, c, hc, others_c, led, best2, holder2)
                            rest2 = rest1 ^ 1 << card_b
                            k = killer_c[depth]
                            if k != cards_c[0] and k in cards_c:
                                cards_c = [k, *[x for x in cards_c if x != k]]
                            count += 1
                            gc = init_c
                            alc, bec = alb, beb
                            power_2 = powers[best2]
                            points2 = values[card] + values[card_b]
                            for card_c in cards_c:
                                if powers[card_c] > power_2:
                                    best3, holder3 = card_c, c
                                else:
                                    best3, holder3 = best2, holder2
                                # fourth seat: each card ends the trick
                                key_d = led_d | best3 << 2 | holder3
                                cards_d = replies.get(key_d)
                                if cards_d is None:
                                    cards_d = reply(key_d, d, hd, others_d, led, best3, holder3)
                                gd = init_d
                                ald, bed = alc, bec
                                power_3 = powers[best3]
                                points3 = points2 + values[card_c]
                                rest = rest2 ^ 1 << card_c
                                count += 1
                                for card_d in cards_d:
                                    won = points3 + values[card_d]
                                    if powers[card_d] > power_3:
                                        if side_d:
                                            v = won + trick(d, flags & 1, ald - won, bed - won, rest ^ 1 << card_d, pts - won)
                                        else:
                                            v = trick(d, flags & 2, ald, bed, rest ^ 1 << card_d, pts - won)
                                    elif side[holder3]:
                                        v = won + trick(holder3, flags & 1, ald - won, bed - won, rest ^ 1 << card_d, pts - won)
                                    else:
                                        v = trick(holder3, flags & 2, ald, bed, rest ^ 1 << card_d, pts - won)
                                    if side_d:
                                        if v > gd:
                                            gd = v
                                            if gd > ald:
                                                ald = gd
                                                if gd >= bed:
                                                    break
                                    elif v < gd:
                                        gd = v
                                        if gd < bed:
                                            bed = gd
                                            if gd <= ald:
                                                break
                                if side_c:
                                    if gd > gc:
                                        gc = gd
                                        if gc > alc:
                                            alc = gc
                                            if gc >= bec:
                                                killer_c[depth] = card_c
                                                break
                                elif gd < gc:
                                    gc = gd
                                    if gc < bec:
                                        bec = gc
                                        if gc <= alc:
                                            killer_c[depth] = card_c
                                            break
                            if side_b:
                                if gc > gb:
                                    gb = gc
                                    if gb > alb:
                                        alb = gb
                                        if gb >= beb:
                                            break
                            elif gc < gb:
                                gb = gc
                                if gb < beb:
                                    beb = gb
                                    if gb <= alb:
                                        break
                        v = gb
                    if maximise:
                        if v > g:
                            g, best_card = v, card
                            if g > alpha:
                                alpha = g
                                if g >= beta:
                                    break
                    elif v < g:
                        g, best_card = v, card
                        if g < beta:
                            beta = g
                            if g <= alpha:
                                break
            if g <= alpha0:
                hi = min(hi, g)
            elif g >= beta0:
                lo = max(lo, g)
            else:
                lo = hi = g
            table[key] = (lo, hi, best_card)
            return g

        def follow(seat: int, n: int, led: int, best: int, holder: int, points: int, leader: int, flags: int,
                   played: int, alpha: int, beta: int) -> int:
            """Value with ``n`` cards of the trick played, ``seat`` to play."""
            nonlocal count
            count += 1
            hand = hands[seat]
            legal = hand & suit_masks[led]
            if not legal or led == trump or all_trump:  # else following a plain suit is the whole duty
                legal = legal_cache[hand << 8 | best << 3 | led << 1 | (holder == mate[seat])]
            zero = legal & zeros
            mask = distinct(legal, seat, played) if zero & (zero - 1) else legal
            mine = side[seat]
            powers = power[led]
            to_beat = powers[best]
            ours = side[holder] == mine
            order_key = mask << 12 | led << 8 | best << 1 | ours
            cards = follow_order.get(order_key)
            if cards is None:
                cards = follow_order[order_key] = follow_cards(mask, led, best, ours)
            g = -INF if mine else INF
            for card in cards:
                bit = 1 << card
                if powers[card] > to_beat:
                    new_best, new_holder = card, seat
                else:
                    new_best, new_holder = best, holder
                hands[seat] = hand ^ bit
                if n == last_to_play:
                    won = points + values[card]
                    if not hand ^ bit:  # the last trick
                        won += last
                        gets = side[new_holder]
                        v = (won if gets else 0) + (bonus if (flags & (1 if gets else 2)) else 0) * (1 if gets else -1)
                    else:
                        out = hands[0] | hands[1] | hands[2] | hands[3]
                        pts = points_of(out)
                        if side[new_holder]:
                            v = won + trick(new_holder, flags & 1, alpha - won, beta - won, out, pts)
                        else:
                            v = trick(new_holder, flags & 2, alpha, beta, out, pts)
                else:
                    v = follow(nxt[seat], n + 1, led, new_best, new_holder, points + values[card], leader, flags,
                               played | bit, alpha, beta)
                hands[seat] = hand
                if mine:
                    if v > g:
                        g = v
                        if g > alpha:
                            alpha = g
                            if g >= beta:
                                break
                elif v < g:
                    g = v
                    if g < beta:
                        beta = g
                        if g <= alpha:
                            break
            return g

        self._trick = trick
        self._follow = follow

    @property
    def nodes(self) -> int:
        """Positions searched so far: trick starts and each follower's turn."""
        return self._nodes()

    def value(self, hands: list[int], leader: int, trick: list[int], seats: list[int], flags: int,
              alpha: int = -INF, beta: int = INF) -> int:
        """The value of the rest of the deal (side 1's points from now on, capot bonus included)
        from a trick with ``trick`` cards played by ``seats`` (``leader`` led it)."""
        own = self.own
        held = [*hands]
        for card, seat in zip(trick, seats, strict=True):
            held[seat] |= 1 << card
        known = own[0] | own[1] | own[2] | own[3]
        if any(hand & known & ~own[i] for i, hand in enumerate(held)):  # another deal: the tables keyed
            for cached in self._by_owners:                              # by the cards out start again
                cached.clear()
            own[:] = [0] * 5
        for i, hand in enumerate(held):
            own[i] |= hand
        own[4] = sum(hand for i, hand in enumerate(own[:4]) if self.side[i])
        self.hands[:] = hands
        out = hands[0] | hands[1] | hands[2] | hands[3]
        if not trick:
            return self._trick(leader, flags, alpha, beta, out, self._points_of(out))
        led = trick[0] >> 3
        powers = self.power[led]
        holder_at = 0
        for i in range(1, len(trick)):
            if powers[trick[i]] > powers[trick[holder_at]]:
                holder_at = i
        played = 0
        for card in trick:
            played |= 1 << card
        points = sum(self.values[card] for card in trick)
        seat = self.next[seats[-1]]
        return self._follow(seat, len(trick), led, trick[holder_at], seats[holder_at], points, leader, flags,
                            played, alpha, beta)


# ----- the deal's view -----


@dataclass(frozen=True, slots=True)
class LineTrick:
    """One trick of a principal line: the plays (the first trick may start mid-trick, with the cards
    already on the table), who wins it and its card points (last trick included)."""

    plays: tuple[tuple[Seat, Card], ...]
    winner: Seat
    points: int


@dataclass(frozen=True, slots=True)
class Solution:
    """Every legal card of ``seat`` valued (its team's final card points), the best ones, the contract
    view and the principal line after the best card."""

    seat: Seat
    values: dict[Card, int]
    makes: dict[Card, bool]
    line: tuple[LineTrick, ...]

    @property
    def value(self) -> int:
        return max(self.values.values())

    @property
    def best(self) -> tuple[Card, ...]:
        top = self.value
        return tuple(card for card, v in self.values.items() if v == top)

    @property
    def making(self) -> tuple[Card, ...]:
        """The cards that still make the contract."""
        return tuple(card for card, made in self.makes.items() if made)


class _Position:
    """A deal's play state on masks, with the search and the conversion to a side's points.

    Side 1 of the search (the maximising side): North–South at a table of four, whoever is to move;
    at a table of two or three, the player to move, every other player against him (with
    ``search``, the sides of that search: a line keeps the first mover's point of view)."""

    def __init__(self, deal: Deal, search: Search | None = None) -> None:
        if deal.phase != "play" or deal.to_play is None or deal.contract is None:
            raise InvalidInput(f"the solver needs a deal in its card play; this one is in its {deal.phase} phase")
        self.deal = deal
        rules, contract = deal.rules, deal.contract
        self.rules = rules
        self.trump = contract.trump
        self.values = point_table(contract.trump, rules.all_trump_values)
        self.total = sum(self.values) + LAST_TRICK_BONUS
        self.partnerships = deal.table.partnerships
        self.ffb2016 = (contract.trump.code == ALL_TRUMP_CODE and rules.all_trump_values == "ffb2016"
                        and self.partnerships)
        self.capot = int(rules.capot_value)
        self.taker_ns = contract.taker in ("N", "S")
        self.players = deal.table.players
        self.hands = [deal.hand_mask(seat) if seat in deal.seats else 0 for seat in SEATS]
        self.trick = [card.index for _, card in deal.trick]
        self.seats = [_SEAT_INDEX[s] for s, _ in deal.trick]
        self.leader = self.seats[0] if self.seats else _SEAT_INDEX[deal.to_play]
        self.seat = _SEAT_INDEX[deal.to_play]
        if search is None:
            side = (1, 0, 1, 0) if self.partnerships else tuple(int(i == self.seat) for i in range(4))
            search = Search(rules, contract.trump.code, self.values, side, bonus=1 if self.partnerships else 0)
        self.search = search
        self.side = search.side
        won_by = {self.side[_SEAT_INDEX[trick.winner]] for trick in deal.tricks}
        self.flags = (0 if 0 in won_by else 1) | (0 if 1 in won_by else 2)  # who may still win every trick
        self.so_far = sum(trick.points for trick in deal.tricks if self.side[_SEAT_INDEX[trick.winner]])

    @property
    def maximising(self) -> bool:
        """Is the player to move on side 1 (whose points the search values)?"""
        return bool(self.side[self.seat])

    def points(self, v: int) -> int:
        """The final card points of the player to move's side from the search value of the whole deal:
        his team's at a table of four, his own at a table of two or three."""
        if self.partnerships:
            return self.team_points(v, self.maximising)
        assert self.maximising, "at a table of two or three the search values the mover's own points"
        return v

    def ns_points(self, v: int) -> int:
        """North–South's final card points from the search value of the whole deal."""
        if v > self.total:
            return self.capot
        if v < 0:
            return 0
        if not self.ffb2016:
            return v
        return scaled_points(v) if self.taker_ns else 162 - scaled_points(self.total - v)

    def team_points(self, v: int, ns: bool) -> int:
        if not ns:
            if v > self.total:
                return 0
            if v < 0:
                return self.capot
            return 162 - self.ns_points(v) if self.ffb2016 else self.total - v
        return self.ns_points(v)

    def legal(self) -> int:
        return self.deal.legal_mask()

    def classes(self) -> list[list[int]]:
        """The legal cards in classes of equivalent cards: a run of a suit's zero-point cards with
        no other hand's card (nor a card of this trick) between them is one class."""
        legal = self.legal()
        others = 0
        for i, hand in enumerate(self.hands):
            others |= 0 if i == self.seat else hand
        for card in self.trick:
            others |= 1 << card
        classes: list[list[int]] = []
        for suit in range(4):
            run: list[int] = []
            for card in range(suit * 8, suit * 8 + 8):
                zero = card & 7 < 3 and self.search.zero_ranks[suit] >> (card & 7) & 1
                if legal >> card & 1:
                    if zero and run:
                        run.append(card)
                        continue
                    if run:
                        classes.append(run)
                    run = [card] if zero else []
                    if not zero:
                        classes.append([card])
                elif others >> card & 1 or not zero:
                    if run:
                        classes.append(run)
                    run = []
            if run:
                classes.append(run)
        return classes

    def child(self, card: int, alpha: int, beta: int) -> int:
        """The search value of the whole deal (side 1's points, capot as a bonus) after ``card``."""
        hands = list(self.hands)
        hands[self.seat] ^= 1 << card
        trick, seats = [*self.trick, card], [*self.seats, self.seat]
        search = self.search
        flags = self.flags
        so_far = self.so_far
        if len(trick) < self.players:
            return so_far + search.value(hands, self.leader, trick, seats, flags, alpha - so_far, beta - so_far)
        powers = search.power[trick[0] >> 3]
        win = max(range(len(trick)), key=lambda i: powers[trick[i]])
        winner = seats[win]
        won = sum(self.values[c] for c in trick)
        if not hands[0] | hands[1] | hands[2] | hands[3]:
            won += LAST_TRICK_BONUS
        ours = self.side[winner]
        flags &= 1 if ours else 2
        so_far += won if ours else 0
        if not hands[0] | hands[1] | hands[2] | hands[3]:
            return so_far + (search.bonus if flags & 1 else -search.bonus if flags & 2 else 0)
        return so_far + search.value(hands, winner, [], [], flags, alpha - so_far, beta - so_far)

    def exact(self, card: int, guess: int) -> int:
        """The value after ``card`` by null-window tests: from ``guess``, steps growing outward
        until the value is bracketed, then bisection (the fail-soft bounds narrow it further)."""
        lower, upper = -1, self.total + 1
        beta = min(max(guess, lower + 1), upper)
        step = 8
        while lower < upper:
            g = self.child(card, beta - 1, beta)
            if g >= beta:
                lower = g
                beta = min(g + step, upper) if upper - lower > 2 * step else (lower + upper + 1) // 2
            else:
                upper = g
                beta = max(g - step + 1, lower + 1) if upper - lower > 2 * step else (lower + upper + 1) // 2
            step *= 2
        return lower


class _Bits(dict[int, list[int]]):
    """Mask → its card indices, low to high, computed once per mask."""

    def __missing__(self, mask: int) -> list[int]:
        cards = self[mask] = indices_of(mask)
        return cards


class _Legal(dict[int, int]):
    """``key`` (hand << 8 | best << 3 | led << 1 | partner wins) → the legal cards, by the engine's
    ``ruling``, computed once per key."""

    def __init__(self, trump: int, rules: Rules) -> None:
        super().__init__()
        self.trump, self.rules = trump, rules

    def __missing__(self, key: int) -> int:
        legal = self[key] = ruling(key >> 8, key >> 1 & 3, key >> 3 & 31, bool(key & 1), self.trump, self.rules)[0]
        return legal


def _raw_values(position: _Position) -> dict[int, int]:
    """Each legal card index → the search value of the whole deal (side 1's points, capot bonus)."""
    raw: dict[int, int] = {}
    guess = position.so_far + (position.total - position.so_far) // 2
    for members in position.classes():
        v = position.exact(members[0], guess)
        guess = v
        for card in members:
            raw[card] = v
    return raw


def card_values(deal: Deal) -> dict[Card, int]:
    """Each legal card of the seat to move → its side's final card points under perfect play: its
    team's at a table of four, its own at a table of two or three, where every other player plays
    against it (the two others together at three).

    >>> from belote_teach.deal import Deal
    >>> deal = Deal.from_hands({"N": "AS 7H 8H 9H 10H JH QH KH", "E": "KS 7D 8D 9D 10D JD QD KD",
    ...                         "S": "7S 8S 9S 10S JS QS AH AD", "W": "7C 8C 9C 10C JC QC KC AC"},
    ...                        leader="N", trump="H", taker="N")
    >>> card_values(deal)[Card.parse("JH")]   # North-South win every trick: capot
    252
    >>> three = Deal.from_hands({"E": "JH 9H AH 7S 8S 9S 7D 8D 9D", "S": "10H KH QH AS 10S KS 10D KD QD",
    ...                          "W": "8H 7H AD JD JS QS AC 10C KC"}, leader="S", trump="H", taker="S", rules="nl23", declarations=False)
    >>> values = card_values(three)    # South's own card points after each card, East and West against him
    >>> max(values, key=values.get), values[Card.parse("10D")], values[Card.parse("10H")]
    (Card.parse('10D'), 46, 35)
    """
    return Valuer()(deal)


class Valuer:
    """``card_values`` for many deals of one contract with the same seat to move (a player's
    samples of the hidden hands): one search for all, so its tables are built once and ``nodes``
    counts the positions searched over every deal so far (the tables keyed by the cards out start
    again with each other deal).

    >>> from belote_teach.deal import Deal
    >>> valuer = Valuer()
    >>> deal = Deal.from_hands({"N": "AS 7H 8H 9H 10H JH QH KH", "E": "KS 7D 8D 9D 10D JD QD KD",
    ...                         "S": "7S 8S 9S 10S JS QS AH AD", "W": "7C 8C 9C 10C JC QC KC AC"},
    ...                        leader="N", trump="H", taker="N")
    >>> valuer(deal) == card_values(deal), valuer.nodes > 0
    (True, True)
    """

    def __init__(self) -> None:
        self.search: Search | None = None

    def __call__(self, deal: Deal) -> dict[Card, int]:
        position = _Position(deal, self.search)
        self.search = position.search
        return {DECK[c]: position.points(v) for c, v in sorted(_raw_values(position).items())}

    @property
    def nodes(self) -> int:
        return 0 if self.search is None else self.search.nodes


def solve(deal: Deal) -> Solution:
    """Card values, the contract view and the principal line after the best card.

    ``makes[card]``: is the contract made after ``card`` and best play? Each card's line is played
    out on a copy of the deal, every player announcing what he may (declarations, belote), and the
    deal's own scorer judges it. A points contract is made or not by the takers' points, so the best
    line for points is the best line for the contract; a capot bid needs the capot, which the points
    search values above every other result; a generale (the taker alone wins every trick) has its own
    search. One approximation: under ``belote_order = king_first`` (in no preset) the line is chosen
    for points, and a belote it loses by playing the queen first is not sought back. At a table of two
    or three the line is the mover's best for his own card points against all the others; whether the
    taker beats each other player is judged on that line (the others do not play it to beat him)."""
    position = _Position(deal)
    raw = _raw_values(position)
    values = {DECK[c]: position.points(v) for c, v in sorted(raw.items())}
    makes: dict[Card, bool] = {}
    lines: dict[int, tuple[LineTrick, ...]] = {}
    judged: dict[int, bool] = {}
    for card in sorted(raw):
        if raw[card] not in judged:
            finished, line = _play_out(deal, position, card, raw[card])
            judged[raw[card]] = finished.result().made
            lines[raw[card]] = line
        makes[DECK[card]] = judged[raw[card]]
    if deal.contract is not None and deal.contract.bid == "generale":
        makes = _generale(deal, position)
    best_raw = max(raw.values()) if position.maximising else min(raw.values())
    return Solution(deal.to_play, values, makes, lines[best_raw])  # type: ignore[arg-type]


def principal_line(deal: Deal, card: Card | str | None = None) -> tuple[LineTrick, ...]:
    """The rest of the deal under best play (after ``card`` when given), trick by trick.

    >>> from belote_teach.deal import Deal
    >>> deal = Deal.from_hands({"N": "AS 7H 8H 9H 10H JH QH KH", "E": "KS 7D 8D 9D 10D JD QD KD",
    ...                         "S": "7S 8S 9S 10S JS QS AH AD", "W": "7C 8C 9C 10C JC QC KC AC"},
    ...                        leader="N", trump="H", taker="N")
    >>> line = principal_line(deal, "JH")
    >>> len(line), {trick.winner for trick in line}, line[0].plays[:2]
    (8, {'N'}, (('N', Card.parse('JH')), ('W', Card.parse('7C'))))
    """
    position = _Position(deal)
    raw = _raw_values(position)
    if card is None:
        up = position.maximising
        index = (max if up else min)(raw, key=lambda c: (raw[c], -c) if up else (raw[c], c))
    else:
        index = Card.parse(card).index if isinstance(card, str) else card.index
        if index not in raw:
            raise InvalidInput(f"{DECK[index]} is not a legal card for {deal.to_play} now")
    return _play_out(deal, position, index, raw[index])[1]


def _play_out(deal: Deal, position: _Position, card: int, target: int) -> tuple[Deal, tuple[LineTrick, ...]]:
    """Play ``card`` then, at each turn, a card keeping the value ``target`` (announcing declarations
    and belote as a player who knows the rules does); returns the finished deal and its tricks."""
    copy = deal.clone()
    first_trick: list[tuple[Seat, Card]] = list(deal.trick)
    tricks: list[LineTrick] = []
    current = first_trick
    done = len(deal.tricks)
    index = card
    while True:
        seat = copy.to_play
        assert seat is not None
        copy.play(DECK[index])
        current.append((seat, DECK[index]))
        while copy.phase == "announcing":
            copy.declare(True)
        if len(copy.tricks) > done:
            finished = copy.tricks[-1]
            tricks.append(LineTrick(tuple(current), finished.winner, finished.points))
            current, done = [], len(copy.tricks)
        if copy.is_over:
            return copy, tuple(tricks)
        index = _next_card(_Position(copy, position.search), target)


def _next_card(position: _Position, target: int) -> int:
    """A legal card whose value is ``target`` (the value of the position under best play)."""
    for members in position.classes():
        v = position.child(members[0], target - 1, target + 1)
        if v == target:
            return members[0]
    raise AssertionError("no card keeps the value: the search is inconsistent")


def _generale(deal: Deal, position: _Position) -> dict[Card, bool]:
    """A generale contract is made only when the taker himself wins every trick."""
    assert deal.contract is not None
    taker = _SEAT_INDEX[deal.contract.taker]
    side = tuple(1 if i == taker else 0 for i in range(4))
    search = Search(deal.rules, position.trump.code, (0,) * 32, side, last=0, bonus=1)
    swept = all(_SEAT_INDEX[trick.winner] == taker for trick in deal.tricks)
    flags = 1 if swept else 0
    makes: dict[Card, bool] = {}
    for card in indices_of(position.legal()):
        hands = list(position.hands)
        hands[position.seat] ^= 1 << card
        trick, seats = [*position.trick, card], [*position.seats, position.seat]
        if len(trick) == position.players:
            powers = search.power[trick[0] >> 3]
            winner = seats[max(range(len(trick)), key=lambda i: powers[trick[i]])]
            f = flags if winner == taker else 0
            v = 1 if f and not any(hands) else (search.value(hands, winner, [], [], f, 0, 1) if any(hands) else 0)
        else:
            v = search.value(hands, position.leader, trick, seats, flags, 0, 1)
        makes[DECK[card]] = flags == 1 and v >= 1
    return makes

