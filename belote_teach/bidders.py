"""How the strong computer player bids: the call of highest expected score (``advice``).

At a table of four, in either auction, the strong player weighs every legal call with the hand
evaluation (``advice.advise``: its own hand, the turned card, the calls so far) and makes the
best: it takes, names a suit, raises its partner, outbids the opponents, coinches and
surcoinches when the numbers say so. Elsewhere (two or three players, Smous) it has no advice
and ``strong_call`` gives ``None``: the player then keeps the beginner's simple rule.

>>> from .deal import Deal
>>> deal = Deal.new("coinche", rng=7, dealer="N")
>>> call = strong_call(deal.view(deal.to_play), deal.rules)
>>> call in deal.legal_actions()
True
>>> strong_call(Deal.new("nl23", rng=7).view("S"), "nl23") is None
True
"""

from __future__ import annotations

from .actions import ACCEPT, SMOUS, Action
from .advice import advise, best_call
from .deal import SeatView
from .rules import Rules


def strong_call(view: SeatView, rules: Rules | str) -> Action | None:
    """The call of highest expected score for the seat of ``view`` under ``rules`` (``None``: no advice here)."""
    if len(view.seats) != 4 or view.phase != "bidding" or SMOUS in view.legal or ACCEPT in view.legal:
        return None
    calls = [action for _, action in view.calls]
    advice = advise(view.hand, rules=rules, dealer=view.dealer, calls=calls, retourne=view.retourne)
    return best_call(advice).call
