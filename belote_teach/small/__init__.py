"""Belote for two and three players (rules reference: two and three players): the hooks where the individual game differs from
the four-player one, for the one ``Deal`` and ``Match`` of every table (``Game`` picks them).

Modules: ``scoring`` (the individual score sheet), ``ending`` (each player's match end), ``variant``
(the hooks: scoring, the match end, *stuk* and *brok*), ``record`` (a score sheet from its notation,
how a deal ended). Smous and the trump-7 exchange are rules switches of the one auction and deal.

>>> import random
>>> from belote_teach import Deal
>>> deal = Deal.new("nl23", rng=random.Random(1), dealer="S")
>>> type(deal).__name__, deal.seats, deal.to_play, [str(a) for a in deal.legal_actions()]
('Deal', ('E', 'S', 'W'), 'E', ['take', 'pass'])

The names of the engine's first version stay as aliases: ``SmallScore`` is ``DealScore`` and
``SmallAuction`` ``RetourneAuction`` (here); ``belote_teach.SmallDeal`` is ``Deal`` and
``belote_teach.SmallMatch`` ``Match``.
"""

from ..bidding import RetourneAuction
from ..scoring import DealScore
from .ending import SMALL_ENDINGS, small_match_outcome, small_match_winner
from .scoring import score_small

SmallScore = DealScore
SmallAuction = RetourneAuction

__all__ = ["SMALL_ENDINGS", "SmallAuction", "SmallScore", "score_small", "small_match_outcome", "small_match_winner"]
