"""Belote for two and three players (rules reference: two and three players): each player on his own, scored individually.

The four-player ``Deal`` hands a rule set with ``players`` = 2 or 3 to ``SmallDeal``, which keeps the
same protocol (``to_play``, ``legal_actions``, ``apply``, ``view``, ``clone``, ``result``, JSON):

>>> import random
>>> from belote_teach import Deal
>>> deal = Deal.new("nl23", rng=random.Random(1), dealer="S")
>>> type(deal).__name__, deal.seats, deal.to_play, [str(a) for a in deal.legal_actions()]
('SmallDeal', ('E', 'S', 'W'), 'E', ['take', 'pass'])

Modules: ``table`` (seats and the deal), ``auction`` (Smous), ``scoring`` (the individual score
sheet), ``deal`` (the state machine), ``match`` (to the target).
"""

from .deal import SmallDeal, SmallView
from .match import SmallMatch
from .scoring import SmallScore, score_small

__all__ = ["SmallDeal", "SmallMatch", "SmallScore", "SmallView", "score_small"]
