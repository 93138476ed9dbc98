"""A hand's value measured directly: the unseen cards dealt at random, each layout played out.

``solver_average(hand, trump)`` is what the fitted model of ``evaluation`` stands for: the final
card points of the taker's team (tricks and the last trick's 10; a capot counts the rules'
``capot_value``), averaged over layouts of the cards the taker does not see, each layout played
out double dummy from its first card (``solver.card_values``: about a second of processor time a
deal in pure Python, seconds for the hardest).

>>> solved_points(layout("JH 9H AH 10H KH QH 8H 7H", "S", random.Random(1)), "H")   # all eight trumps
(250, 'takers')
>>> solver_average("JH 9H AH 10H KH QH 8H 7H", "H", layouts=2) >= 250
True
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Literal

from .cards import DECK, Card, mask_of, parse_cards
from .deal import Deal, Game
from .errors import InvalidInput
from .rules import Rules
from .seats import SEATS, Seat, parse_seat, team
from .solver import card_values
from .trump import Trump
from .values import DEAL_TOTAL

Sweep = Literal["takers", "defence", ""]
"""Who won every trick of a layout."""


def layout(hand: str | Iterable[Card | str], taker: Seat | str, rng: random.Random) -> dict[Seat, int]:
    """The four hands of a deal (bit masks): ``hand`` in the taker's, completed to eight cards, and
    the other cards dealt at random to the others.

    >>> hands = layout("JH 9H AS", "S", random.Random(3))
    >>> [hands[seat].bit_count() for seat in SEATS], hands["S"] & mask_of(parse_cards("JH 9H AS")) != 0
    ([8, 8, 8, 8], True)
    """
    seat = parse_seat(taker)
    known = mask_of(parse_cards(hand) if isinstance(hand, str) else [Card.parse(c) if isinstance(c, str) else c
                                                                        for c in hand])
    if known.bit_count() > 8:
        raise InvalidInput(f"a hand holds eight cards at most, not {known.bit_count()}")
    unseen = [c for c in range(32) if not known >> c & 1]
    rng.shuffle(unseen)
    hands = dict.fromkeys(SEATS, 0)
    hands[seat] = known
    for card in unseen:
        hands[next(s for s in SEATS if hands[s].bit_count() < 8)] |= 1 << card
    return hands


def solved_points(hands: dict[Seat, int], trump: Trump | str, *, rules: Rules | str = "coinche", taker: Seat | str = "S",
                  leader: Seat | str = "W") -> tuple[int, Sweep]:
    """The taker's team's final card points on these hands under double-dummy play (a capot counts
    ``capot_value``) and who won every trick (``""``: nobody). Declarations are left out
    (``Game(declarations=False)``); belote does not change card points."""
    game = Game(Rules.coerce(rules), declarations=False)
    if game.table.players != 4:
        raise InvalidInput(f"the hand evaluation is for four players; {game.rules.name} is for {game.table.players}")
    bid = game.rules.min_bid if game.rules.auction == "coinche" else None
    deal = Deal.from_hands({seat: [DECK[c] for c in range(32) if hands[seat] >> c & 1] for seat in SEATS},
                           leader=parse_seat(leader), trump=Trump.parse(trump), taker=parse_seat(taker), rules=game, bid=bid)
    best = max(card_values(deal).values())  # the leader's team's points
    ours = team(parse_seat(leader)) == team(parse_seat(taker))
    capot = int(game.rules.capot_value)
    if best > DEAL_TOTAL:
        return (capot, "takers") if ours else (0, "defence")
    if best == 0:  # (a team that wins only tricks of no points, never the last, has 0 too: ignored)
        return (0, "defence") if ours else (capot, "takers")
    return (best, "") if ours else (DEAL_TOTAL - best, "")


def solver_average(hand: str | Iterable[Card | str], trump: Trump | str, *, rules: Rules | str = "coinche",
                   taker: Seat | str = "S", leader: Seat | str = "W", layouts: int = 8, seed: int = 0) -> float:
    """The taker's team's final card points averaged over ``layouts`` random layouts of the unseen
    cards (``solved_points``); the same arguments give the same average."""
    rng = random.Random(f"belote-teach/layouts/{seed}")
    total = 0
    for _ in range(layouts):
        total += solved_points(layout(hand, taker, rng), trump, rules=rules, taker=taker, leader=leader)[0]
    return total / layouts
