"""Computer players that decide from their own seat's view only (``Deal.view(seat)``).

A player is called with a ``SeatView`` and returns a legal action, at any table. ``Beginner``
follows a sensible heuristic in both auctions and the card play; ``Strong`` bids from the hand
evaluation (``bidders``; like the beginner at a table of two or three) and plays by perfect-information Monte Carlo: it samples the hidden hands consistent with what its
seat saw (``sample_hands``: at a table of two or three also which unseen cards stayed in the
stock) and solves each sample double-dummy (``solver.Valuer``: its team's points, or at a
table of two or three its own against every other player).

>>> deal = Deal.new("coinche", rng=random.Random(7), dealer="N")
>>> seats = {seat: Beginner(deal.game, random.Random(1)) for seat in deal.seats}
>>> while not deal.is_over:
...     deal.apply(seats[deal.to_play](deal.view(deal.to_play)))
>>> deal.is_over
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence

from .actions import (
    ACCEPT,
    DECLARE,
    EXCHANGE,
    PASS,
    REDEAL,
    SMOUS,
    SURCOINCHE,
    Action,
    Bid,
    Choose,
    Coinche,
    PlayCard,
    Take,
)
from .bidders import strong_call
from .bidding import Contract
from .cards import DECK, Card, Rank, indices_of, mask_of
from .deal import Deal, Game, SeatView
from .declarations import RANK_MASKS, find_in_mask
from .errors import InvalidInput
from .inference import Plays, card_steps
from .play import beats, ruling, winning_position
from .playout import power_table
from .rules import Rules
from .seats import Seat, team
from .solver import Valuer
from .table import Table
from .trump import ALL_TRUMP_CODE, NO_TRUMP_CODE, Trump
from .values import LAST_TRICK_BONUS, PLAIN_STRENGTH, SUIT_MASKS, TRUMP_STRENGTH, point_table

__all__ = ["Beginner", "CardValues", "Player", "Strong", "agent", "play_out", "rollout_values", "sample_hands"]

View = SeatView
"""What a player decides from: its own seat's view (at any table)."""
CardValues = Callable[[Deal], Mapping[Card, int]]
"""A double-dummy solver: the best points the side to play can get with each legal card."""

TAKE_STRENGTH = 56
"""Round one and two of the classic auction: take with at least this hand strength."""
TA_SA_STRENGTH = 70
SAMPLES = 10
"""Knob: at most this many hidden deals the strong player imagines and solves for a move once
``SOLVED_TRICKS`` are left, fewer when they use up ``SOLVE_BUDGET`` (each solve values every legal
card). 40 instead of 10 avoided no more costly cards (``bench/blunders.py --positions``) and made
the slow moves three times slower (``bench/players.py`` prints the moves' processor time,
``bench/play_page.py`` the browser's: keep a move at most 0.2 s there at the 95th percentile)."""
SOLVE_BUDGET = 100_000
"""Knob: a move solves its samples one after another until the solver has searched this many
positions (``solver.Valuer.nodes``; about 0.15 s of native processor time, two to three times
more in Pyodide), or ``SAMPLES`` are solved: a move takes at most the budget plus one sample's
solve. A sample of 20 cards takes about 3,500 positions, of 24 about 14,000 (medians)."""
SOLVED_TRICKS = 5
"""Knob: the strong player solves its samples double-dummy (``solver.Valuer``) from this many
tricks before the end, and plays them out before that (``Lean.rollout``). From six tricks (24
cards, about seven samples within the budget) the costly cards were as many within the noise
(``bench/blunders.py``) and a move took four to five times longer at the 95th percentile; a sample of 28
cards costs about a tenth of a second, too much for a few samples in a move."""
SOLVED_CARDS = SOLVED_TRICKS * 4
"""… which at a table of four is 20 cards in hand."""
ROLLOUT_SAMPLES = 30
"""Knob: before ``SOLVED_TRICKS``, how many hidden deals the strong player imagines and plays out
once per legal card (``Lean.rollout``, on masks: far cheaper than a solve)."""
CASH_MARGIN = 3
"""Knob: when the samples are played out (not solved), a sure master is cashed if it is at most this
many points a sample below the best card (the rollouts' noise is larger)."""
COINCHE_MARGIN = 30
"""A defender coinches when the takers' bid is this far above what he thinks they can make."""


class Player:
    """A computer player for one seat: ``player(view)`` is its next action (always legal)."""

    def __init__(self, game: Game | str, rng: random.Random | int | None = None) -> None:
        self.game = Game.coerce(game)
        self.rules = self.game.rules
        self.rng = rng if isinstance(rng, random.Random) else random.Random(rng)

    def __call__(self, view: View) -> Action:
        if not view.legal:
            raise InvalidInput(f"{view.seat} has nothing to do now: it is {view.to_play}'s turn")
        if view.phase == "bidding":
            action = self.call(view)
        elif view.phase == "exchange":
            action = EXCHANGE  # the trump 7 for the retourne, a better trump
        elif view.phase == "announcing" or DECLARE in view.legal:
            action = DECLARE  # announce every declaration
        else:
            action = self.with_belote(view, self.card(view))
        assert action in view.legal, (action, view.legal)
        return action

    def call(self, view: View) -> Action:
        if (view.retourne is not None and SMOUS in view.legal) or ACCEPT in view.legal:
            return _smous_call(view)
        if view.retourne is not None:
            return _classic_call(view)
        return _coinche_call(view, self.rules.min_bid)

    def card(self, view: View) -> Card:
        raise NotImplementedError

    @staticmethod
    def with_belote(view: View, card: Card) -> PlayCard:
        """Play ``card``, saying belote or rebelote when it may be said."""
        said = PlayCard(card, True)
        return said if said in view.legal else PlayCard(card)


class Beginner(Player):
    """Leads masters, draws trumps for the takers, follows cheaply, wins with the cheapest
    winning card, gives points to the partner when he holds the trick."""

    def card(self, view: View) -> Card:
        return heuristic_card(view, self.rules.all_trump_values)


class Strong(Player):
    """Perfect-information Monte Carlo: up to ``samples`` hidden deals consistent with the view (and
    with the bids, ``sample_hands``; the likelier the other players' cards make one, the likelier it
    is chosen, ``likely_hands``), each valued double-dummy by ``solve`` (the solver,
    ``solver.Valuer``: one search for all the samples of a move) once at most ``solved_cards``
    cards are left (``SOLVED_TRICKS`` tricks at the table), until the solver has searched
    ``budget`` positions; the best total wins, the cheapest card among equal totals. Before that,
    ``rollouts`` hidden deals each played out once per legal card on masks (``Lean.rollout``: a
    full-deal solve takes a tenth of a second or more, too long for a move in the browser). Never a
    gross blunder it can see from its seat (``sensible_cards``), and while the samples are played
    out, no taker's lead of a trump below the highest still out (``no_loose_trump_lead``)."""

    def __init__(self, game: Game | str, rng: random.Random | int | None = None, *, samples: int = SAMPLES,
                 solve: CardValues | None = None, solved_cards: int | None = None,
                 rollouts: int = ROLLOUT_SAMPLES, budget: int = SOLVE_BUDGET) -> None:
        super().__init__(game, rng)
        self.samples = samples
        self.budget = budget
        self.rollouts = rollouts
        self.solve = solve
        self.solved_cards = solved_cards if solved_cards is not None else SOLVED_TRICKS * self.game.table.players

    def call(self, view: View) -> Action:
        return strong_call(view, self.rules) or super().call(view)

    def card(self, view: View) -> Card:
        legal = _legal_cards(view)
        if len(legal) == 1:
            return legal[0]
        candidates = sensible_cards(view, legal, self.game)
        if not self.solving(view):
            candidates = no_loose_trump_lead(view, candidates)
        if len(candidates) == 1:
            return candidates[0]
        totals = dict.fromkeys(legal, 0)
        regret = dict.fromkeys(legal, 0)
        found = self._sample_values(view, legal)
        count = len(found)
        for values in found:
            top = max(values.values())
            for card, value in values.items():
                totals[card] += value
                regret[card] = max(regret[card], top - value)
        assert view.contract is not None
        code = view.contract.trump.code
        points = point_table(view.contract.trump, self.rules.all_trump_values)
        # the best total; among equals the cheapest card (fewest points, a plain card before a trump, the lowest)
        best = max(candidates, key=lambda card: (totals[card], -points[card.index],
                                                 card.index >> 3 != code and code != ALL_TRUMP_CODE,
                                                 -_order(card.index, code)))
        # a sure master no sample regrets, or within CASH_MARGIN of the best on average when the
        # samples are played out: cash it before it can be ruffed
        margin = 0 if self.solving(view) else CASH_MARGIN * count
        cash = [card for card in candidates if not view.trick and _master(view, card)
                and (regret[card] == 0 or totals[card] >= totals[best] - margin)]
        return max(cash, key=lambda card: totals[card]) if cash else best

    def solving(self, view: View) -> bool:
        """Are the samples solved double-dummy now (else played out)?"""
        return self.solve is not None or sum(view.hand_sizes.values()) <= self.solved_cards

    def _sample_values(self, view: View, legal: Sequence[Card]) -> Sequence[Mapping[Card, int]]:
        """Each sample's value of every legal card: solved double-dummy near the end, else played out
        on masks (``Lean``)."""
        if self.solving(view):
            solve = self.solve or Valuer()
            counted = solve if isinstance(solve, Valuer) else None  # it counts its positions: a budget
            spent = counted.nodes if counted else 0
            found = []
            for hands in likely_hands(view, self.game, self.rng, self.samples):
                found.append(solve(rebuild(view, self.game, hands)))
                if counted and counted.nodes - spent >= self.budget:
                    break
            return found
        return Lean(view, self.game).played_out(view, likely_hands(view, self.game, self.rng, self.rollouts), legal)


def sensible_cards(view: View, legal: Sequence[Card], game: Game) -> list[Card]:
    """``legal`` without the gross blunders a player can see from his seat: ruffing or overtaking his
    partner's sure winner when he is free not to, and putting points under a trick the opponents will
    win when a card 10 points cheaper that also loses it is legal. Leads are all kept.

    >>> deal = Deal.from_hands({"N": "AD 7S 8S 9S 10S JS QS KS", "W": "QD KD JH KH QH AS AC KC",
    ...                         "S": "9H 7H 8H 10H AH 7C 8C 9C", "E": "7D 8D 9D 10D JD 10C JC QC"},
    ...                        leader="E", trump="H", taker="N")
    >>> for card in ("7D", "AD", "QD"):   # South, last, may discard: North's ace wins; he does not ruff it
    ...     deal.play(card)
    >>> [str(c) for c in sensible_cards(deal.view("S"), deal.legal_cards(), deal.game)]
    ['7C', '8C', '9C']
    >>> deal = Deal.from_hands({"W": "AC KC QC JC 7D 8D 9D 10D", "S": "8C 7S 8S 9S 10S JS QS KS",
    ...                         "E": "9C AS JD QD KD AD 7H 8H", "N": "10C 7C 9H 10H JH QH KH AH"},
    ...                        leader="W", trump="H", taker="N")
    >>> for card in ("AC", "8C", "9C"):   # North, last under West's ace: not his ten
    ...     deal.play(card)
    >>> [str(c) for c in sensible_cards(deal.view("N"), deal.legal_cards(), deal.game)]
    ['7C']
    """
    if not view.trick or view.contract is None:
        return list(legal)
    code = view.contract.trump.code
    values = point_table(view.contract.trump, game.rules.all_trump_values)
    cards = [card.index for _, card in view.trick]
    win = winning_position(cards, code)
    best, holder = cards[win], view.trick[win][0]
    after = game.table.order_from(view.seat, game.rules.play_direction)[1:len(view.hand_sizes) - len(cards)]
    under = [card for card in legal if not beats(card.index, best, code)]
    if not under:
        return list(legal)
    ours = [seat for seat in after if view.sides.of(seat) == view.side]
    theirs = [seat for seat in after if view.sides.of(seat) != view.side]
    if view.sides.of(holder) == view.side and not _may_beat(view, game, best, theirs):
        return under  # the partner's trick: never ruff or overtake it
    if view.sides.of(holder) != view.side and not _may_beat(view, game, best, ours):
        cheapest = min(values[card.index] for card in under)  # the opponents win it unless we do
        return [card for card in legal if card not in under or values[card.index] < cheapest + 10]
    return list(legal)


def no_loose_trump_lead(view: View, cards: Sequence[Card]) -> list[Card]:
    """``cards`` without the takers' leads of a trump that is not the highest still out, when another
    card may be led: the played-out samples (``Lean``) rate such a lead too well, and it is the
    strong player's most frequent costly lead early in a classic deal (``bench/blunders.py``).
    Not a lead, or every card a trump: ``cards`` unchanged.

    >>> deal = Deal.from_hands({"S": "7S QS 9H AH 7C 8C 9C KC", "W": "8S 9S 10S 7H 8H JH 10C AC",
    ...                         "N": "JS AS 10H KH 7D 8D 9D JC", "E": "KS QH 10D JD QD KD AD QC"},
    ...                        leader="S", trump="C", taker="S")
    >>> [str(c) for c in no_loose_trump_lead(deal.view("S"), deal.legal_cards())]  # JC and AC are out
    ['7S', 'QS', '9H', 'AH']
    """
    if view.trick or view.contract is None or view.sides.of(view.contract.taker) != view.side:
        return list(cards)
    code = view.contract.trump.code
    if code >= 4:
        return list(cards)
    outside = _outside(view)
    trumps = range(code * 8, code * 8 + 8)
    kept = [card for card in cards if card.index >> 3 != code
            or not any(outside >> other & 1 and beats(other, card.index, code) for other in trumps)]
    return kept or list(cards)


def _may_beat(view: View, game: Game, card: int, seats: Sequence[Seat]) -> bool:
    """Might one of ``seats`` (still to play to this trick) beat ``card`` with a card he may hold:
    unseen, and not one the rules would have made him play already (``excluded_cards``)? A card
    of the led suit above it, or a trump above it if he may have none of the led suit."""
    if not seats:
        return False
    assert view.contract is not None
    code = view.contract.trump.code
    outside = _outside(view)
    excluded = excluded_cards(_plays(view), view.contract.trump, game.rules)
    led = view.trick[0][1].index >> 3
    power = power_table(code)[led]
    above = 0
    for other in range(32):
        if power[other] > power[card]:
            above |= 1 << other
    return any(outside & ~excluded[seat] & above for seat in seats)


def _outside(view: View) -> int:
    """The cards (a mask) nobody has played and the seat does not hold: in the other hands (or a stock)."""
    gone = mask_of(card for trick in view.tricks for card in trick.cards) | mask_of(card for _, card in view.trick)
    return ~(gone | mask_of(view.hand) | mask_of(view.table)) & 0xFFFFFFFF


def _master(view: View, card: Card) -> bool:
    """A plain (not trump) card above every card of its suit still out: it wins the trick it leads
    unless someone ruffs it."""
    assert view.contract is not None
    code = view.contract.trump.code
    if code < 4 and card.index >> 3 == code:
        return False
    outside = _outside(view)
    suit = card.index & ~7
    return not any(outside >> other & 1 and beats(other, card.index, code) for other in range(suit, suit + 8))


def agent(players: Mapping[Seat, Player]) -> Callable[[Deal], Action]:
    """A ``Match``/``Deal`` agent: each seat's player decides from that seat's view."""

    def choose(deal: Deal) -> Action:
        seat = deal.to_play
        assert seat is not None
        return players[seat](deal.view(seat))

    return choose


def play_out(deal: Deal, players: Mapping[Seat, Player]) -> Deal:
    """Play ``deal`` to its end with ``players`` and return it."""
    choose = agent(players)
    while not deal.is_over:
        deal.apply(choose(deal))
    return deal


def rollout_values(deal: Deal) -> dict[Card, int]:
    """A cheap stand-in for a double-dummy solver: each legal card, then the deal played out by
    beginners; the card points the side to play wins from now on.

    >>> deal = Deal.from_hands({"N": "JH 9H AH 10H KH QH 8H 7H", "E": "AS 10S KS QS JS 9S 8S 7S",
    ...                         "S": "AD 10D KD QD JD 9D 8D 7D", "W": "AC 10C KC QC JC 9C 8C 7C"},
    ...                        leader="N", trump="H", taker="N")
    >>> rollout_values(deal)[Card.parse("JH")]     # North wins every trick, the last one's 10 included
    162
    """
    seat = deal.to_play
    assert seat is not None and deal.phase == "play"
    side = deal.table.side(seat)
    players = {s: Beginner(deal.game, 0) for s in deal.seats}
    values: dict[Card, int] = {}
    for card in deal.legal_cards():
        copy = deal.clone()
        copy.apply(Player.with_belote(copy.view(seat), card))
        play_out(copy, players)
        values[card] = copy.points[side] - deal.points[side]
    return values


# ----- lean rollouts: a sample's card play on masks -----


class Lean:
    """A sample's card play on bit masks, for the strong player's rollouts: seats numbered in
    ``table.seats`` order, every player playing ``card`` (a beginner's play by a player who sees
    every hand of the sample). ``rollout`` is about a hundred times cheaper than the same play
    through ``Deal`` (``rollout_values``).

    >>> deal = Deal.from_hands({"N": "JH 9H AH 10H KH QH 8H 7H", "E": "AS 10S KS QS JS 9S 8S 7S",
    ...                         "S": "AD 10D KD QD JD 9D 8D 7D", "W": "AC 10C KC QC JC 9C 8C 7C"},
    ...                        leader="N", trump="H", taker="N")
    >>> lean = Lean(deal.view("N"), deal.game)
    >>> lean.rollout([deal.hand_mask(s) for s in deal.seats], [], [], 0, 0, Card.parse("7H").index)
    252
    """

    def __init__(self, view: View, game: Game) -> None:
        assert view.contract is not None
        table, rules = game.table, game.rules
        self.rules = rules
        self.seats = table.seats
        self.players = len(self.seats)
        self.tricks = table.tricks
        self.following = [self.seats.index(table.next(seat, rules.play_direction)) for seat in self.seats]
        self.mine = [view.sides.of(seat) == view.side for seat in self.seats]
        takers = view.sides.of(view.contract.taker)
        self.takers = [view.sides.of(seat) == takers for seat in self.seats]
        self.partner = [-1 if (mate := table.partner(seat)) is None else self.seats.index(mate) for seat in self.seats]
        self.code = code = view.contract.trump.code
        self.values = point_table(view.contract.trump, rules.all_trump_values)
        self.power = power_table(code)
        self.trump_mask = SUIT_MASKS[code] if code < 4 else 0
        self.order = [_order(card, code) for card in range(32)]
        self.cheap = [(self.values[c], c >> 3 == code or code == ALL_TRUMP_CODE, self.order[c]) for c in range(32)]
        self.capot = int(rules.capot_value)
        self.so_far = sum(trick.points for trick in view.tricks if view.sides.of(trick.winner) == view.side)
        winners = {view.sides.of(trick.winner) == view.side for trick in view.tricks}
        # who may still win every trick (a capot: at a table of four only, as the solver counts it)
        self.sweep = ((False not in winners) | (True not in winners) << 1) if table.partnerships else 0

    def played_out(self, view: View, samples: Sequence[Mapping[Seat, int]], legal: Sequence[Card]) -> list[dict[Card, int]]:
        """Each sample's value of every ``legal`` card of ``view``'s seat (``rollout``): a sample is each
        player's hand (bit masks; the cards played already are taken out)."""
        seats = self.seats
        gone = mask_of(card for _, card in _plays(view))
        trick = [card.index for _, card in view.trick]
        trick_seats = [seats.index(seat) for seat, _ in view.trick]
        me, played = seats.index(view.seat), len(view.tricks)
        found = []
        for hands in samples:
            now = [hands[seat] & ~gone for seat in seats]
            found.append({card: self.rollout(now, trick, trick_seats, played, me, card.index) for card in legal})
        return found

    def rollout(self, hands: list[int], trick: list[int], seats: list[int], played: int, seat: int, card: int) -> int:
        """The deciding seat's side's final card points (as ``solver.card_values`` counts them: the
        last trick's 10 and the capot included) when ``seat`` plays ``card`` and then every player
        plays ``card``'s choice. ``hands``: each seat's
        cards now (not changed); ``trick``, ``seats``: the cards on the table and who played them;
        ``played``: the tricks finished."""
        hands = list(hands)
        trick, seats = list(trick), list(seats)
        values, power, following, rules, code, partner = (self.values, self.power, self.following, self.rules,
                                                          self.code, self.partner)
        won, sweep = self.so_far, self.sweep
        while True:
            if card < 0:
                hand = hands[seat]
                if trick:
                    powers = power[trick[0] >> 3]
                    win = max(range(len(trick)), key=lambda i: powers[trick[i]])
                    legal = ruling(hand, trick[0] >> 3, trick[win], seats[win] == partner[seat], code, rules)[0]
                else:
                    legal = hand
                card = self.card(hands, seat, legal, trick, seats)
            hands[seat] ^= 1 << card
            trick.append(card)
            seats.append(seat)
            card = -1
            if len(trick) < self.players:
                seat = following[seat]
                continue
            powers = power[trick[0] >> 3]
            seat = seats[max(range(len(trick)), key=lambda i: powers[trick[i]])]
            played += 1
            if self.mine[seat]:
                won += sum(values[c] for c in trick) + (LAST_TRICK_BONUS if played == self.tricks else 0)
                sweep &= 1
            else:
                sweep &= 2
            if played >= self.tricks or not any(hands):
                return self.capot if sweep & 1 else 0 if sweep & 2 else won
            trick, seats = [], []

    def card(self, hands: list[int], seat: int, legal: int, trick: list[int], seats: list[int]) -> int:
        """A rollout player's card: like ``Beginner``, but a master is a card no opponent can beat
        with the cards he holds, and on the partner's sure trick the most valuable card that is not
        the master of a plain suit (that one wins a trick of its own later: on the fixed positions
        of ``_lead``, 116 → 106 costly cards classic, 124 → 122 coinche)."""
        cards = indices_of(legal)
        if len(cards) == 1:
            return cards[0]
        if not trick:
            return self._lead(hands, seat, cards)
        values, code, cheap, order, mine = self.values, self.code, self.cheap, self.order, self.mine
        side = mine[seat]
        after = []
        s = seat
        for _ in range(self.players - len(trick) - 1):
            s = self.following[s]
            if mine[s] != side:
                after.append(hands[s])
        led = trick[0] >> 3
        powers = self.power[led]
        win = max(range(len(trick)), key=lambda i: powers[trick[i]])
        best = trick[win]
        led_mask = SUIT_MASKS[led]

        def beaten(card: int) -> bool:
            """Can an opponent still to play beat ``card`` (following, or void and trumping)?"""
            p = powers[card]
            for hand in after:
                pool = hand & led_mask or hand
                if any(powers[c] > p for c in indices_of(pool)):
                    return True
            return False

        if mine[seats[win]] == side and not beaten(best):
            gifts = [c for c in cards if powers[c] <= powers[best]] or cards
            plain = [c for c in gifts if not (code < 4 and c >> 3 == code and values[c] >= 10)] or gifts
            others = sum(hands) - hands[seat]  # the hands hold no card in common
            return max(plain, key=lambda c: (not self._master(others, c), values[c], -order[c]))
        winners = [c for c in cards if powers[c] > powers[best]]
        if winners:
            sure = [c for c in winners if not beaten(c)]
            if sure:
                return min(sure, key=cheap.__getitem__)
            if sum(values[c] for c in trick) >= 10 or (code < 4 and winners[0] >> 3 == code):
                return min(winners, key=cheap.__getitem__)
        return min(cards, key=cheap.__getitem__)

    def _master(self, others: int, card: int) -> bool:
        """Is ``card`` a plain card above every card of its suit in ``others`` (the other hands)?"""
        order = self.order
        return card >> 3 != self.code and not any(order[o] > order[card]
                                                  for o in indices_of(others & SUIT_MASKS[card >> 3]))

    def _lead(self, hands: list[int], seat: int, cards: list[int]) -> int:
        """The takers draw trumps with their top trump only while nobody else holds a higher one;
        then the masters no opponent can ruff, then the cheapest plain card. Leading the top trump
        from three trumps or a low trump into a higher one, as before, the strong player's cards of
        tricks 1–3 on the fixed positions cost 10 points or more 128 times in 1,076 (classic) and
        144 in 1,064 (coinche), 116 and 124 without (``bench/blunders.py --positions FILE
        --max-trick 3 --repeat 4``)."""
        code, cheap, order, mine, trump_mask = self.code, self.cheap, self.order, self.mine, self.trump_mask
        side = mine[seat]
        others = 0
        for s in range(self.players):
            if s != seat:
                others |= hands[s]
        opponents = [hands[s] for s in range(self.players) if mine[s] != side]
        ruffers = [hand for hand in opponents if hand & trump_mask]
        trumps = [c for c in cards if c >> 3 == code]
        if trumps and ruffers and self.takers[seat]:
            top = max(trumps, key=order.__getitem__)
            if not any(order[c] > order[top] for c in indices_of(others & trump_mask)):
                return top
        masters = [c for c in cards if self._master(others, c) and all(hand & SUIT_MASKS[c >> 3] for hand in ruffers)]
        if masters:
            return max(masters, key=lambda c: (self.values[c], order[c]))
        plain = [c for c in cards if c >> 3 != code] or cards
        return min(plain, key=cheap.__getitem__)


# ----- bidding -----

def _cards(view: View) -> list[int]:
    return [card.index for card in view.hand]


def strength(cards: Sequence[int], trump: Trump, all_trump_values: str = "ffb2015") -> int:
    """A rough count of the points a hand brings in ``trump``: its trumps' points and length, its aces
    and guarded tens. Round about 80 is a hand worth bidding alone.

    >>> from .cards import parse_cards
    >>> strength([c.index for c in parse_cards("JH 9H AH 10H KH AS 7C 8D")], Trump.HEARTS)
    120
    """
    values = point_table(trump, all_trump_values)
    total = 0
    for suit in range(4):
        held = [c for c in cards if c >> 3 == suit]
        ranks = {c & 7 for c in held}
        if trump.code == suit or trump.code == ALL_TRUMP_CODE:
            total += sum(values[c] for c in held) + 10 * len(held)
            if trump.code == ALL_TRUMP_CODE:
                total -= 10 * len(held) - (12 if Rank.JACK.index in ranks else 0)
        else:
            ace, ten = Rank.ACE.index in ranks, Rank.TEN.index in ranks
            total += 11 * ace + 10 * (ten and (ace or len(held) >= 3))
            if trump.code == NO_TRUMP_CODE:
                total += 8 * ace + 6 * (ace and ten) + 3 * len(held) * ace
    return total


def _classic_call(view: View) -> Action:
    legal = view.legal
    cards = _cards(view)
    assert view.retourne is not None
    if Take() in legal:
        trump = Trump(view.retourne.suit.value)
        return Take() if strength([*cards, view.retourne.index], trump) >= TAKE_STRENGTH else PASS
    choices = [a for a in legal if isinstance(a, Choose)]
    if not choices:
        return PASS
    best = max(choices, key=lambda a: strength(cards, a.trump))
    forced = PASS not in legal
    # round two: three more cards come; round three (all/no trump) asks for more
    needed = TA_SA_STRENGTH if best.trump.suit is None else TAKE_STRENGTH - 6
    return best if forced or strength(cards, best.trump) >= needed else PASS


SMOUS_MARGIN = 8
"""Two players, round one: offer Smous with a hand this close below ``TAKE_STRENGTH``."""


def _smous_call(view: View) -> Action:
    """Two players (rules reference: two and three players): offer Smous with a hand just short of taking; answer an offer by letting
    the opponent play when one's own trumps would stop him, else have the cards dealt again.

    >>> deal = Deal.new("nl23+players=2", rng=random.Random(7), dealer="N")
    >>> str(_smous_call(deal.view("S")))
    'take'
    """
    assert view.retourne is not None
    trump = Trump(view.retourne.suit.value)
    cards = _cards(view)
    if ACCEPT in view.legal:
        return ACCEPT if strength(cards, trump) >= TAKE_STRENGTH - 2 * SMOUS_MARGIN else REDEAL
    held = strength([*cards, view.retourne.index], trump)
    return Take() if held >= TAKE_STRENGTH else SMOUS if held >= TAKE_STRENGTH - SMOUS_MARGIN else PASS


def _coinche_call(view: View, min_bid: int) -> Action:
    legal = view.legal
    cards = _cards(view)
    bids = [a for a in legal if isinstance(a, Bid)]
    if PASS not in legal:  # forced to bid: the best mode
        return max(bids, key=lambda b: strength(cards, b.trump))
    last = _last_bid(view)
    if SURCOINCHE in legal:
        return PASS
    ours = last is not None and team(last[0]) == team(view.seat)
    if last is not None and not ours and any(isinstance(a, Coinche) for a in legal):
        bid = last[1]
        if isinstance(bid.value, int) and strength(cards, bid.trump) <= 15 and _defence(cards, bid.trump) \
                >= bid.value - 162 + COINCHE_MARGIN + 80:
            return next(a for a in legal if isinstance(a, Coinche))
    modes = list(dict.fromkeys(b.trump for b in bids))  # in the calls' order: ties never depend on hashing
    if not modes:
        return PASS
    mode = max(modes, key=lambda m: strength(cards, m))
    estimate = strength(cards, mode)
    if ours and last is not None:
        if last[1].trump is not mode or last[0] == view.seat:
            return PASS
        estimate = _as_int(last[1].value) + sum(11 for c in cards if c & 7 == Rank.ACE.index and c >> 3 != mode.code)
    value = max(min_bid, estimate // 10 * 10)
    if estimate < min_bid:
        return PASS
    wanted = [b for b in bids if b.trump is mode and isinstance(b.value, int) and b.value <= value]
    return wanted[-1] if wanted else PASS


def _as_int(value: object) -> int:
    return value if isinstance(value, int) else 250


def _defence(cards: Sequence[int], trump: Trump) -> int:
    """What a defender's hand may take against ``trump``: its aces, tens and trump honours."""
    return sum(point_table(trump)[c] for c in cards if (c & 7) in (Rank.ACE.index, Rank.TEN.index, Rank.JACK.index,
                                                                     Rank.NINE.index))


def _last_bid(view: View) -> tuple[Seat, Bid] | None:
    for seat, action in reversed(view.calls):
        if isinstance(action, Bid):
            return seat, action
    return None


# ----- card play -----

def _legal_cards(view: View) -> list[Card]:
    seen: list[Card] = []
    for action in view.legal:
        if isinstance(action, PlayCard) and action.card not in seen:
            seen.append(action.card)
    return seen


def _order(card: int, code: int) -> int:
    trumps = card >> 3 == code or code == ALL_TRUMP_CODE
    return (TRUMP_STRENGTH if trumps else PLAIN_STRENGTH)[card & 7]


def _mate(view: View) -> Seat | None:
    """The seat's partner; nobody at a table of two or three."""
    return view.partner


def heuristic_card(view: View, all_trump_values: str = "ffb2015") -> Card:
    """The beginner's card (see ``Beginner``), from the view alone; at a table of two or three,
    each for himself (the cards face up on the table are out of play)."""
    assert view.contract is not None
    code = view.contract.trump.code
    values = point_table(view.contract.trump, all_trump_values)
    legal = [card.index for card in _legal_cards(view)]
    gone = mask_of(card for trick in view.tricks for card in trick.cards) | mask_of(card for _, card in view.trick)
    gone |= mask_of(view.table)
    mine = mask_of(view.hand)
    outside = ~(gone | mine) & 0xFFFFFFFF

    def master(card: int) -> bool:
        """No card still out in other hands beats it in its suit."""
        return not any(outside >> other & 1 and beats(other, card, code) and other >> 3 == card >> 3
                       for other in range(card & ~7, (card & ~7) + 8))

    def cheap(card: int) -> tuple[int, int, int]:
        return values[card], card >> 3 == code or code == ALL_TRUMP_CODE, _order(card, code)

    if not view.trick:
        return DECK[_lead(view, legal, master, cheap, outside, code)]
    cards = [card.index for _, card in view.trick]
    win = winning_position(cards, code)
    best = cards[win]
    partner_holds = view.trick[win][0] == _mate(view)
    last = len(cards) == len(view.hand_sizes) - 1
    if partner_holds and (last or master(best)):
        gifts = [c for c in legal if not beats(c, best, code) or c >> 3 == best >> 3]
        plain = [c for c in gifts if not (code < 4 and c >> 3 == code and values[c] >= 10)] or gifts or legal
        return DECK[max(plain, key=lambda c: (values[c] if not master(c) or last else -1, -_order(c, code)))]
    winners = [c for c in legal if beats(c, best, code)]
    if winners:
        sure = [c for c in winners if last or master(c)]
        if sure:
            return DECK[min(sure, key=cheap) if last else max(sure, key=lambda c: values[c])]
        if sum(values[c] for c in cards) >= 10 or (code < 4 and winners[0] >> 3 == code):
            return DECK[min(winners, key=cheap)]
    return DECK[min(legal, key=cheap)]


def _lead(view: View, legal: list[int], master: Callable[[int], bool],
          cheap: Callable[[int], tuple[int, int, int]], outside: int, code: int) -> int:
    assert view.contract is not None
    taker = view.contract.taker
    takers = view.sides.of(taker) == view.side
    if code < 4:
        trumps = [c for c in legal if c >> 3 == code]
        if takers and trumps and outside & SUIT_MASKS[code]:
            top = max(trumps, key=lambda c: _order(c, code))
            return top if master(top) or len(trumps) >= 3 else min(trumps, key=cheap)
    masters = [c for c in legal if master(c) and (code >= 4 or c >> 3 != code)]
    if masters:
        return max(masters, key=lambda c: _order(c, code))
    plain = [c for c in legal if code >= 4 or c >> 3 != code] or legal
    return min(plain, key=cheap)


# ----- sampling the hidden hands -----

def _plays(view: SeatView) -> list[tuple[Seat, Card]]:
    return [play for trick in view.tricks for play in trick.plays] + list(view.trick)


def first_leader(view: SeatView, game: Game) -> Seat:
    direction = game.rules.play_direction
    return view.dealer if game.rules.first_lead == "dealer" else game.table.next(view.dealer, direction)


def sample_hands(view: SeatView, game: Game, rng: random.Random, count: int, *,
                 tries: int = 200, bid_tries: int | None = None) -> list[dict[Seat, int]]:
    """Up to ``count`` sets of the hands as they were when the card play began (bit masks, one per
    player at the table), consistent with ``view``: the seat's own cards, the cards played (and the
    cards a player cannot have held, ``excluded_cards``), the retourne in the hand that took it, the
    cards face up on the table out of play, the declarations announced or shown and belote. At a
    table of two or three the unseen cards not in a hand stayed in the stock. Each sample replays
    the cards played legally. The bids weigh too: for the first ``BID_TRIES`` (or ``bid_tries``)
    tries a sample a bidder's hand must have the strength his bid suggests (``BID_SLACK``). Same
    view and ``rng`` state: same samples.

    >>> deal = Deal.new("nl23", rng=3, dealer="S")
    >>> deal.apply("take")
    >>> while deal.phase != "play":
    ...     deal.apply(deal.legal_actions()[0])
    >>> [hands] = sample_hands(deal.view("S"), deal.game, random.Random(1), 1)
    >>> hands["S"] == deal.hand_mask("S"), [hands[s].bit_count() for s in deal.seats]
    (True, [9, 9, 9])
    """
    known = _Known(view, game)
    bids = _bid_floors(view)
    fitting = (BID_TRIES if bid_tries is None else bid_tries) * count
    samples: list[dict[Seat, int]] = []
    for attempt in range(tries * count):
        if len(samples) == count:
            break
        hands = _fill(known, rng)
        if hands is None or (attempt < fitting and not _fits_bids(hands, bids, view)):
            continue  # the first tries for the hands the bids suggest, then any hand the play allows
        if _consistent(hands, known, game):
            samples.append(hands)
    return samples


def likely_hands(view: SeatView, game: Game, rng: random.Random, count: int) -> list[dict[Seat, int]]:
    """``count`` samples chosen among ``CANDIDATES`` times as many drawn without the bids
    (``sample_hands``), the likelier the cards the other players played make a sample
    (``inference.Plays``) and the better its hands fit the bids (``BID_MISS``), the likelier it is
    chosen: a weighted draw without replacement (Efraimidis and Spirakis' keys, ``random() **
    (1 / weight)``), so no sample is valued twice. Nothing played yet: ``sample_hands``. At most
    as many tries as ``sample_hands`` takes for ``count`` samples (a position few deals fit).

    >>> deal = Deal.from_hands({"N": "AD 7S 8S 9S 10S JS QS KS", "W": "QD KD JH KH QH AS AC KC",
    ...                         "S": "9H 7H 8H 10H AH 10C 8C 9C", "E": "7D 8D 9D 10D JD 7C JC QC"},
    ...                        leader="E", trump="H", taker="N")
    >>> deal.play("7C")    # East leads a small club: he would have cashed the ace of clubs
    >>> ace = Card.parse("AC").bit
    >>> def share(samples): return sum(bool(hands["E"] & ace) for hands in samples) / len(samples)
    >>> view = deal.view("S")
    >>> share(likely_hands(view, deal.game, random.Random(1), 200)) < share(sample_hands(view, deal.game, random.Random(1), 200))
    True
    """
    if not _plays(view):
        return sample_hands(view, game, rng, count)
    drawn = sample_hands(view, game, rng, count * CANDIDATES, tries=200 // CANDIDATES, bid_tries=0)
    plays, bids = Plays(view, game), _bid_floors(view)
    # the largest random() ** (1 / weight) first, that is the smallest log(-log(random())) - log(weight)
    keys = [math.log(-math.log(rng.random() or 5e-324)) - plays.log_weight(hands)
            + (0 if _fits_bids(hands, bids, view) else BID_MISS) for hands in drawn]
    order = sorted(range(len(drawn)), key=keys.__getitem__)
    return [drawn[i] for i in order[:count]]


BID_MISS = 6.0
"""``likely_hands``: a sample whose hands do not fit the bids (``_fits_bids``) weighs e to the
power of this less (400 times): of the samples kept after the auctions of 30 coinche deals 219
in 220 fit (with 3: 205, and the same costly cards within one). Drawing the samples without the
bids and weighing them instead of drawing again until they fit (``BID_TRIES``, five draws a
sample kept at coinche) made ``likely_hands`` twice as fast at coinche (18 to 10 ms for 30
samples); drawn again until they fit, the coinche positions below gave 279 costly cards instead
of 303 but the moves took 0.058 s at the 95th percentile instead of 0.040."""
CANDIDATES = 4
"""Knob: ``likely_hands`` draws this many samples for each one it keeps. On the fixed positions of
30 deals a preset (``bench/blunders.py --positions … --repeats 6``, each decided six times, on a
loaded machine) the cards costing 10 points or more went from 270 to 257 of 3,738 classic (tricks
4 to 7: 103 to 84) and from 309 to 303 of 3,882 coinche, the mean cost from 2.28 to 1.95 and
from 2.67 to 2.65 points; the moves' 95th percentile from 0.036 to 0.041 s classic, 0.040 s
both coinche. Strong against beginner (``bench/players.py``, classic, the same 600 deals, with
``Lean``'s rules): +21.7 points a deal [+16.6, +26.9] against +16.2 [+10.9, +21.4] with 1."""


BID_TRIES = 4
"""``sample_hands`` draws this many tries a sample for hands that fit the bids, then takes any."""
BID_SLACK = 30
"""A bidder's hand is drawn with a ``strength`` at least his bid minus this (coinche; classic: the
taker's hand at least ``TAKE_STRENGTH`` minus this in the trump he named)."""


def _bid_floors(view: SeatView) -> list[tuple[Seat, Trump, int]]:
    """What the auction says of the hidden hands: (seat, trump, the least ``strength`` his hand had
    in it). The taker of a classic auction; each coinche bid that does not raise the partner's suit."""
    floors: list[tuple[Seat, Trump, int]] = []
    if view.contract is None:
        return floors
    last: dict[str, Trump] = {}
    for seat, action in view.calls:
        if isinstance(action, Bid) and isinstance(action.value, int):
            side = view.sides.of(seat)
            if last.get(side) is not action.trump:
                floors.append((seat, action.trump, action.value - BID_SLACK))
            last[side] = action.trump
        elif isinstance(action, (Take, Choose)) and view.retourne is not None:
            floors.append((seat, view.contract.trump, TAKE_STRENGTH - BID_SLACK))
    return [(seat, trump, floor) for seat, trump, floor in floors if seat != view.seat]


def _fits_bids(hands: Mapping[Seat, int], floors: Sequence[tuple[Seat, Trump, int]], view: SeatView) -> bool:
    return all(strength(indices_of(hands[seat]), trump) >= floor for seat, trump, floor in floors)


def possible(view: SeatView, game: Game, hands: Mapping[Seat, int]) -> bool:
    """Could ``hands`` (each player's hand when the card play began) be the deal ``view`` shows?
    Exactly the hands ``sample_hands`` may draw."""
    known = _Known(view, game)
    held = 0
    for seat in view.seats:
        held |= hands[seat]
    return (all(hands[seat] & known.fixed[seat] == known.fixed[seat] and not hands[seat] & known.excluded[seat]
                and hands[seat].bit_count() == known.size for seat in view.seats)
            and not held & known.out
            and _consistent(dict(hands), known, game))


class _Known:
    """What ``view`` tells of the hands: cards known in each (``fixed``), all of those (``taken``),
    the cards out of play (``out``: face up on the table), the cards each cannot hold, the
    declarations announced, the hand size and the pack."""

    def __init__(self, view: SeatView, game: Game) -> None:
        assert view.contract is not None
        self.trump = view.contract.trump
        self.seats = view.seats
        self.size = game.table.hand_size
        self.pack = mask_of(DECK[c] for c in game.table.pack)
        plays = _plays(view)
        fixed = dict.fromkeys(view.seats, 0)
        for seat, card in plays:
            fixed[seat] |= card.bit
        fixed[view.seat] |= mask_of(view.hand)
        if view.retourne is not None and view.retourne not in view.table:  # the retourne went into a hand
            fixed[view.exchanged or view.contract.taker] |= view.retourne.bit
        for seat, declaration in view.shown:
            fixed[seat] |= mask_of(declaration.cards)
        for seat, card, _ in view.belote:
            other = card.index + (1 if card.rank is Rank.QUEEN else -1)
            fixed[seat] |= card.bit | 1 << other
        self.fixed = fixed
        self.taken = 0
        for mask in fixed.values():
            self.taken |= mask
        self.out = mask_of(view.table)
        self.excluded = excluded_cards(plays, self.trump, game.rules)
        self.steps = card_steps(view, game)
        self.announced: dict[Seat, list[tuple[str, int, Rank]]] = {}
        for item in view.announced:
            self.announced.setdefault(item.seat, []).append((item.kind, item.length, item.rank))


def excluded_cards(plays: Sequence[tuple[Seat, Card]], trump: Trump, rules: Rules) -> dict[Seat, int]:
    """Cards (a mask) each seat cannot hold, learnt from the engine's own ruling (``play.ruling``): a
    card ``h`` is excluded when the card the seat played would have been illegal with ``h`` in hand,
    asked of the engine with the hypothetical hands {played, h} and {played, h, y} for every unseen
    ``y``. The rules are monotone in the hand except where the whole hand counts (a hand of trumps
    only, ``partner_ruffed_only_trumps``), which one more card undoes: so these hands decide, and no
    hand that could really have been held is excluded. Under ``undertrump=discard`` a discard over an
    opponent's higher trump says nothing about the seat's trumps:

    >>> from .cards import parse_cards
    >>> from .rules import Rules
    >>> trick = list(zip("NWS", parse_cards("KS 9H 7D"), strict=True))   # W trumps North's king, S discards
    >>> coinche = excluded_cards(trick, Trump.HEARTS, Rules.coerce("coinche"))["S"]
    >>> [str(c) for c in DECK if coinche >> c.index & 1]    # no spade, not the JH; lower trumps possible
    ['7S', '8S', '9S', '10S', 'JS', 'QS', 'AS', 'JH']
    >>> classic = excluded_cards(trick, Trump.HEARTS, Rules.coerce("classic"))["S"]
    >>> len([c for c in DECK if classic >> c.index & 1])    # must undertrump: no spade, no heart at all
    14
    """
    table = Table.of(rules)
    players = table.players
    excluded = dict.fromkeys(table.seats, 0)
    code = trump.code
    gone = 0
    for start in range(0, len(plays), players):
        seats = [seat for seat, _ in plays[start:start + players]]
        cards = [card.index for _, card in plays[start:start + players]]
        size = table.hand_size - start // players  # cards in each hand when this trick began
        for i in range(1, len(cards)):
            seat, card = seats[i], cards[i]
            win = winning_position(cards[:i], code)
            led, best, mate = cards[0] >> 3, cards[win], seats[win] == table.partner(seat)

            def allowed(hand: int, card: int = card, led: int = led, best: int = best, mate: bool = mate) -> bool:
                return bool(ruling(hand | 1 << card, led, best, mate, code, rules)[0] >> card & 1)

            seen = gone | mask_of(DECK[c] for c in cards[:i + 1])
            unseen = [c for c in table.pack if not seen >> c & 1]
            for h in unseen:
                if allowed(1 << h) or (size >= 3 and any(allowed(1 << h | 1 << y) for y in unseen if y != h)):
                    continue
                excluded[seat] |= 1 << h
        gone |= mask_of(DECK[c] for c in cards)
    return excluded


def _fill(known: _Known, rng: random.Random) -> dict[Seat, int] | None:
    """The hands completed at random from the cards nobody is known to hold (``None``: a dead end).
    A card goes to a player with room who may hold it; at a table with a stock (two or three
    players, the Dutch deal) it may also stay in the stock, each place weighted by its room."""
    hands, taken, voids = dict(known.fixed), known.taken, known.excluded
    for seat, items in known.announced.items():
        for kind, length, rank in items:
            options = _declaration_masks(kind, length, rank)
            options = [m for m in options if not m & taken & ~hands[seat] and not m & voids[seat] & ~hands[seat]
                       and not m & known.out]
            if not options:
                return None
            mask = rng.choice(options)
            hands[seat] |= mask
            taken |= mask
    free = [c for c in range(32) if known.pack >> c & 1 and not (taken | known.out) >> c & 1]
    rng.shuffle(free)
    room = {seat: known.size - hands[seat].bit_count() for seat in known.seats}
    if any(r < 0 for r in room.values()):
        return None
    stock = len(free) - sum(room.values())
    if stock < 0:
        return None
    for card in free:
        allowed = [s for s in known.seats if room[s] > 0 and not voids[s] >> card & 1]
        if stock:
            places: list[Seat | None] = [*allowed, None]
            place = rng.choices(places, weights=[*(room[s] for s in allowed), stock])[0]
        elif allowed:
            place = rng.choice(allowed)
        else:
            return None
        if place is None:
            stock -= 1
            continue
        hands[place] |= 1 << card
        room[place] -= 1
    return hands


def _declaration_masks(kind: str, length: int, rank: Rank) -> list[int]:
    if kind == "carre":
        return [RANK_MASKS[rank.index]]
    low = rank.index - length + 1
    if low < 0:
        return []
    run = sum(1 << r for r in range(low, rank.index + 1))
    return [run << (8 * suit) for suit in range(4)]


def _consistent(hands: dict[Seat, int], known: _Known, game: Game) -> bool:
    """Do ``hands`` announce what was announced, and make every card played legal when it was
    played (the engine's ``ruling`` on masks, as ``Deal.play`` asks it; ``rebuild`` replays the
    same)?"""
    if game.with_declarations:
        for seat, items in known.announced.items():
            found = sorted((d.kind, len(d.cards), d.rank.index) for d in find_in_mask(hands[seat], known.trump, game.rules))
            if found != sorted((k, n, r.index) for k, n, r in items):
                return False
    now = dict(hands)
    code, rules = known.trump.code, game.rules
    for seat, index, led, best, partner_wins, *_ in known.steps:
        legal = ruling(now[seat], led, best, partner_wins, code, rules)[0] if led >= 0 else now[seat]
        if not legal >> index & 1:
            return False
        now[seat] ^= 1 << index
    return True


def rebuild(view: SeatView, game: Game, hands: Mapping[Seat, int]) -> Deal:
    """The deal ``view`` shows, with these starting hands: the same cards played, the same
    announcements, up to the seat's own turn. Raises ``ValueError`` if a play would be illegal."""
    contract: Contract | None = view.contract
    assert contract is not None
    deal = Deal.from_hands({seat: [DECK[c] for c in range(32) if hands[seat] >> c & 1] for seat in view.seats},
                           leader=first_leader(view, game), trump=contract.trump, taker=contract.taker,
                           rules=game, bid=contract.bid, multiplier=contract.multiplier)
    announcers = {item.seat for item in view.announced}
    said = {(seat, card) for seat, card, _ in view.belote}

    def announce_round(now: bool) -> None:
        """The announcements before a card; ``now``: up to the decision the view waits for, if any."""
        while deal.phase == "announcing" and not (now and deal.to_play == view.to_play and view.phase == "announcing"):
            deal.apply(DECLARE if deal.to_play in announcers else PASS)

    for seat, card in _plays(view):
        announce_round(False)
        if deal.to_play != seat:
            raise InvalidInput(f"replay: {seat} played out of turn")
        if seat in announcers and DECLARE in deal.legal_actions():
            deal.apply(DECLARE)
        deal.apply(PlayCard(card, (seat, card) in said))
    announce_round(True)
    if deal.to_play == view.seat and view.seat in announcers and DECLARE in deal.legal_actions():
        deal.apply(DECLARE)  # the seat has announced already and is about to play its card
    return deal
