"""A random player, for examples, property tests and benchmarks.

>>> from belote_teach.deal import Deal
>>> deal = Deal.new("coinche", rng=random.Random(1), dealer="N")
>>> agent = random_agent(random.Random(2))
>>> while not deal.is_over:
...     deal.apply(agent(deal))
>>> deal.is_over and sum(deal.result().card_points.values()) in (162, 250) or deal.thrown_in
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from .actions import DECLARE, PASS, Action, Bid, Pass, PlayCard

if TYPE_CHECKING:
    from .deal import Deal


def random_agent(rng: random.Random, *, pass_rate: float = 0.6, forget_rate: float = 0.05) -> Callable[[Deal], Action]:
    """A player who picks legal actions at random: passes at ``pass_rate`` in the auction, raises
    bids by small steps (so contracts of every size occur), and forgets an announcement at ``forget_rate``."""

    def choose(deal: Deal) -> Action:
        actions = deal.legal_actions()
        if deal.phase == "bidding":
            others = [a for a in actions if not isinstance(a, Pass)]
            if not others or (len(others) < len(actions) and rng.random() < pass_rate):
                return PASS
            bids = [a for a in others if isinstance(a, Bid)]
            if bids and rng.random() < 0.85:
                low = {bid.value for bid in bids[: 3 * 6]}
                return rng.choice([bid for bid in bids if bid.value in low])
            return rng.choice(others)
        if not any(isinstance(a, PlayCard) for a in actions) and DECLARE not in actions:
            return rng.choice(actions)  # e.g. whether to exchange the trump 7 (rules reference: two and three players)
        remember = rng.random() >= forget_rate
        if DECLARE in actions:
            return DECLARE if remember else (PASS if PASS in actions else _card(actions, rng, remember))
        return _card(actions, rng, remember)

    return choose


def _card(actions: list[Action], rng: random.Random, announce: bool) -> Action:
    cards = [a for a in actions if isinstance(a, PlayCard) and not a.announce]
    card = rng.choice(cards)
    said = PlayCard(card.card, True)
    return said if announce and said in actions else card
