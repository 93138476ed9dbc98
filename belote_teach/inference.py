"""How likely a sampled deal makes the cards the other players played (opponent modelling).

A sample (each player's hand when the card play began, ``players.sample_hands``) is weighed by
the product, over each card another player played with a choice, of the chance that a sensible
player holding that sample's hand would have played it. The model sees what that player saw
then: his hand in the sample, the cards played before, who was winning the trick. Each legal
card gets a rough worth in points: a master led is cashed, a lower card led may be lost (its
points), a trump led draws trumps for the takers; a card that does not win gives its points to
the side that wins, a sure winner takes the trick, a master is kept under the partner's sure
trick and other points are given to it. The chance is a softmax of those worths
(``TEMPERATURE``) mixed with a uniform choice (``FLOOR``), so that an odd card never rules a
sample out. The seat's own cards say nothing of the hidden hands; only the view is read.

>>> from .cards import parse_cards
>>> from .deal import Deal
>>> hands = {"N": "AD 7S 8S 9S 10S JS QS KS", "W": "QD KD JH KH QH AS AC KC",
...          "S": "9H 7H 8H 10H AH 10C 8C 9C", "E": "7D 8D 9D 10D JD 7C JC QC"}
>>> deal = Deal.from_hands(hands, leader="E", trump="H", taker="N")
>>> deal.play("7C")                   # East leads a small club
>>> plays = Plays(deal.view("S"), deal.game)
>>> real = {seat: mask_of(parse_cards(cards)) for seat, cards in hands.items()}
>>> swapped = {**real, "E": mask_of(parse_cards("7D 8D 9D 10D JD 7C JC AC")),
...            "W": mask_of(parse_cards("QD KD JH KH QH AS QC KC"))}
>>> plays.log_weight(real) > plays.log_weight(swapped)    # with the ace he would have cashed it
True
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from .cards import DECK, mask_of
from .deal import Game, SeatView
from .play import ruling, winning_position
from .playout import power_table
from .seats import Seat
from .trump import ALL_TRUMP_CODE
from .values import ABOVE_IN_PLAIN_ORDER, ABOVE_IN_TRUMP_ORDER, SUIT_MASKS, point_table

__all__ = ["DRAW", "FLOOR", "OVERTAKE", "TEMPERATURE", "Plays", "Step", "card_steps"]

TEMPERATURE = 2.0
"""Knob: the model's softness in points: a card worth this many points less than another is e
times less likely. How well the weighed samples place the hidden cards (``bench/inference.py``:
the mean log chance of each hidden card's true hand on the fixed positions of 30 deals, 120
samples; uniform -0.890 nats a card classic, -0.903 coinche): 2 points with ``FLOOR`` 0.3 gained
0.035 and 0.033, 3 points 0.030 and 0.029, 5 points with ``FLOOR`` 0.1 0.020 and 0.019; the gain
grows with the tricks played (classic trick 2: 0.014, trick 7: 0.111)."""
DRAW = 12.0
"""What a trump lead is worth to the takers while the others may hold trumps (a lead of a trump
by a defender: minus half of it and its points). Without it the leads misled the samples (the
gain above from the leads alone: -0.010 nats a card, with it +0.006, classic)."""
OVERTAKE = 5.0
"""What overtaking the partner's sure trick is worth (minus): a waste of a high card."""
FLOOR = 0.3
"""Knob: the share of a uniform choice among the legal cards in each card's chance, so that an
odd card costs a sample at most a factor of this over the legal cards' count. With 0.1 (3 points)
the gain above fell from 0.030 to 0.025 nats a card, with 0.03 it turned into a loss: people
play odd cards."""


Step = tuple[Seat, int, int, int, bool, int, int, bool]
"""A card played as everyone saw it: (seat, card, the led suit or -1 for a lead, the card winning
the trick before it, is that the seat's partner's, the points on the table, the cards seen before
it (a mask: played, or face up on the table), was it the trick's last card)."""


def card_steps(view: SeatView, game: Game) -> list[Step]:
    """The cards played so far in ``view``, in order, each as everyone saw it (``Step``)."""
    assert view.contract is not None
    code = view.contract.trump.code
    values = point_table(view.contract.trump, game.rules.all_trump_values)
    players = game.table.players
    seen = mask_of(view.table)
    steps: list[Step] = []
    plays = [play for trick in view.tricks for play in trick.plays] + list(view.trick)
    for start in range(0, len(plays), players):
        trick = plays[start:start + players]
        for i, (seat, card) in enumerate(trick):
            cards = [c.index for _, c in trick[:i]]
            win = winning_position(cards, code) if cards else -1
            steps.append((seat, card.index, cards[0] >> 3 if cards else -1, cards[win] if cards else -1,
                          bool(cards) and trick[win][0] == game.table.partner(seat),
                          sum(values[c] for c in cards), seen | mask_of(DECK[c] for c in cards), i == players - 1))
        seen |= mask_of(card for _, card in trick)
    return steps


class Plays:
    """The cards the other players played, as ``view`` shows them, ready to weigh samples."""

    def __init__(self, view: SeatView, game: Game) -> None:
        assert view.contract is not None
        trump = view.contract.trump
        self.code = code = trump.code
        self.rules = game.rules
        self.values = point_table(trump, game.rules.all_trump_values)
        self.powers = power_table(code)
        self.above = [(ABOVE_IN_TRUMP_ORDER if code == ALL_TRUMP_CODE or c >> 3 == code else ABOVE_IN_PLAIN_ORDER)[c]
                      for c in range(32)]
        self.plays = card_steps(view, game)
        self.me = view.seat
        taker = view.contract.taker
        self.takers = {seat: view.sides.of(seat) == view.sides.of(taker) for seat in view.seats}
        self.trumps = SUIT_MASKS[code] if code < 4 else 0
        self.pack = mask_of(DECK[c] for c in game.table.pack)

    def log_weight(self, hands: Mapping[Seat, int]) -> float:
        """The log of the chance, up to a constant, that players holding ``hands`` when the card
        play began played the other seats' cards seen (``-inf``: a card they could not play)."""
        now = dict(hands)
        total = 0.0
        code, rules, powers, values, above, pack = self.code, self.rules, self.powers, self.values, self.above, self.pack
        takers, trumps = self.takers, self.trumps
        for seat, card, led, best, ours, points, seen, last in self.plays:
            hand = now[seat]
            now[seat] = hand & ~(1 << card)
            if seat == self.me:
                continue
            outside = pack & ~(seen | hand)
            if led >= 0:
                legal = ruling(hand, led, best, ours, code, rules)[0]
                row = powers[led]
                sure_mate = ours and (last or not outside & above[best])
            else:
                legal = hand
                sure_mate = False
            if not legal >> card & 1:
                return -math.inf
            if not legal & (legal - 1) or (ours and not sure_mate):
                continue  # no choice; or the partner's trick may still be lost: too many sensible cards
            worths = []
            mine = 0.0
            count = 0
            bits = legal
            while bits:
                low = bits & -bits
                c = low.bit_length() - 1
                bits ^= low
                value = values[c]
                if led < 0:
                    if c >> 3 == code:  # a trump lead: the takers draw trumps, the defenders rarely lead one
                        worth = DRAW if takers[seat] and outside & trumps else -value - DRAW / 2
                    else:
                        worth = value if not outside & above[c] else -value
                elif sure_mate:
                    if row[c] > row[best]:
                        worth = -OVERTAKE
                    elif code < 4 and c >> 3 == code and value >= 10:
                        worth = -value  # a trump honour wasted
                    else:
                        worth = value if last or outside & above[c] else -value  # a master kept
                elif row[c] > row[best]:
                    worth = points + value if last or not outside & above[c] else points / 2
                else:
                    worth = -value
                worths.append(worth)
                if c == card:
                    mine = worth
                count += 1
            top = max(worths)
            norm = sum(math.exp((w - top) / TEMPERATURE) for w in worths)
            chance = (1 - FLOOR) * math.exp((mine - top) / TEMPERATURE) / norm + FLOOR / count
            total += math.log(chance)
        return total
