"""Instructive exercises drawn from seeded random deals, at three levels per kind.

``generate(kind, level, seed, rules)`` shuffles and plays random legal cards with the engine
until it meets a position of the level's topic; the same arguments give the same exercise on
every machine, in every language (``random.Random`` seeded with a text is stable).

Level topics:

- ``which-cards``: 1 following suit; 2 trumping and overtrumping; 3 undertrumping, a trump lead
  (even over your partner) and climbing in all trumps. Every position has at least one forbidden
  card, forbidden by the level's topic. The player always sits South.
- ``trick-winner``: 1 nobody trumps; 2 a plain suit trumped; 3 the order of the trumps (a nine
  or jack beating an ace), no trumps and all trumps.
- ``trick-points``: 1 plain cards; 2 trumps in the trick; 3 no trumps, all trumps or the last trick.
- ``declarations``: 1 one team declares; 2 both, different values; 3 both, equal values.
- ``deal-score``: 1 no declaration, belote or capot; 2 declarations or belote; 3 litige, capot,
  or a failed contract that carries declarations (coinche rules: a coinched contract).
- ``card-value``: 1 an ace, ten, king or queen (worth the same as a trump or not); 2 a jack, nine,
  eight or seven, trump or not; 3 no trumps and all trumps where the rules have them (otherwise
  any card of a suit contract).
- ``bid`` (which calls are allowed), classic auction: 1 round one; 2 round two; 3 round three or
  the dealer's forced choice where the rules have them, otherwise late in round two. Coinche
  auction: 1 before the first bid; 2 a bid stands; 3 after a coinche, or the dealer's forced bid.
- ``auction`` (what the contract is), classic auction: 1 taken in round one; 2 a trump named in a
  later round; 3 thrown in (or the dealer's forced choice). Coinche auction: 1 one bid; 2 several
  bids; 3 coinched, surcoinched or thrown in.
- ``match-end``: 1 at most one team reaches the target; 2 both do after a made contract; 3 both do
  after a failed contract, or with equal totals.

>>> exercise = generate("which-cards", level=2, seed=1)
>>> exercise.player, exercise.level, exercise.seed, len(exercise.hand) >= 3
('S', 2, 1, True)
>>> {v.rule for v in exercise.verdicts if not v.allowed} <= {"must-trump", "must-overtrump"}
True
>>> generate("which-cards", level=2, seed=1) == exercise
True
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from .. import messages
from ..cards import DECK, Card
from ..deal import Deal, Game
from ..errors import InvalidInput
from ..i18n import say
from ..position import Play
from ..rules import Rules
from ..seats import SEATS, Seat
from ..simulate import random_agent
from ..trump import Trump
from .base import LEVELS, Exercise, kind_of

ATTEMPTS = 400
"""Random deals tried before giving up (every level of every preset needs far fewer)."""


def _rotate(seat: Seat, steps: int) -> Seat:
    return SEATS[(SEATS.index(seat) + steps) % 4]


def _to_south(seat: Seat) -> int:
    """Rotation steps (clockwise) that bring ``seat`` to South; partners stay opposite."""
    return (SEATS.index("S") - SEATS.index(seat)) % 4


def _random_hands(rng: random.Random) -> dict[str, list[Card]]:
    deck = list(DECK)
    rng.shuffle(deck)
    return {seat: sorted(deck[8 * i: 8 * i + 8], key=lambda c: c.index) for i, seat in enumerate(SEATS)}


def _card_play(rng: random.Random, rules: Rules, trump: Trump) -> Deal:
    """A deal at the start of the card play: random hands, leader and taker."""
    bid = None if rules.auction == "retourne" else rules.min_bid
    return Deal.from_hands(_random_hands(rng), leader=rng.choice(SEATS), trump=trump, taker=rng.choice(SEATS),
                           rules=Game(rules, declarations=False), bid=bid)


def _positions(rng: random.Random, deal: Deal) -> Iterator[tuple[Seat, tuple[Play, ...], list[Card]]]:
    """Every position of a deal played with random legal cards: (player, trick so far, hand)."""
    while not deal.is_over:
        seat = deal.to_play
        assert seat is not None
        yield seat, deal.trick, deal.hand(seat)
        deal.play(rng.choice(deal.legal_cards()), announce=False)


def _tricks(rng: random.Random, deal: Deal) -> list[tuple[int, tuple[Play, ...]]]:
    for _ in _positions(rng, deal):
        pass
    return [(number, trick.plays) for number, trick in enumerate(deal.tricks, start=1)]


def _played_deal(rng: random.Random, rules: Rules, declarations: bool = True) -> Deal | None:
    """A random deal played to the end by random players; ``None`` when thrown in or a generale
    (which team points cannot score)."""
    deal = Deal.new(Game(rules, declarations=declarations), rng=random.Random(rng.getrandbits(64)))
    agent = random_agent(random.Random(rng.getrandbits(64)), forget_rate=0.0)
    while not deal.is_over:
        deal.apply(agent(deal))
    contract = deal.contract
    return None if contract is None or contract.bid == "generale" else deal


Spot = tuple[Seat, tuple[Play, ...], list[Card], list[Card]]
"""A position of the card play: the player, the trick so far, his hand and the cards the engine allows."""


def small_deal(rng: random.Random, rules: Rules, spots: list[Spot] | None = None, *,
               to_the_end: bool = True) -> Deal | None:
    """A random deal of two or three players (rules reference: two and three players) played to the end (or to its first
    card) by random players who announce every declaration; ``None`` when thrown in. ``spots``
    collects each card-play position.

    >>> deal = small_deal(random.Random(3), Rules.coerce("nl23+players=2"))
    >>> deal.seats, len(deal.tricks), deal.is_over          # nine tricks; the stock's other cards are out of play
    (('N', 'S'), 9, True)
    """
    deal = Deal.new(Game(rules), rng=random.Random(rng.getrandbits(64)))
    agent = random_agent(random.Random(rng.getrandbits(64)), forget_rate=0.0)
    while not deal.is_over and (to_the_end or deal.phase != "play"):
        seat = deal.to_play
        assert seat is not None
        if spots is not None and deal.phase == "play" and deal.legal_cards():
            spots.append((seat, deal.trick, deal.hand(seat), deal.legal_cards()))
        deal.apply(agent(deal))
    return None if deal.contract is None else deal


def generate(kind: str, level: int = 1, seed: int = 0, rules: Rules | str | None = None) -> Exercise:
    """An exercise of ``kind`` at ``level`` (1–3) drawn from the deal that ``seed`` shuffles, under
    ``rules`` (by default the kind's own, ``Kind.rules``: classic but for ``how-high``)."""
    spec = kind_of(kind)
    rules = spec.rules if rules is None else rules
    if level not in LEVELS:
        raise InvalidInput(say(messages.UNKNOWN_LEVEL, level=repr(level)))
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise InvalidInput(say(messages.SEED_EXPECTED, seed=repr(seed)))
    checked = Rules.coerce(rules)
    refused = spec.refuse(checked)
    if refused:
        raise InvalidInput(refused)
    rng = random.Random(f"belote-teach/{kind}/{level}/{seed}/{checked.name}")
    return spec.at(checked).generate(rng, level, checked, seed=seed)
