"""belote_teach: the rules engine behind the belote-teach guide.

>>> from belote_teach import legal_cards, explain_play, trick_winner
>>> legal_cards("QH 10C 8D", "N:KS W:7H", trump="H")  # South: West trumped, so South must overtrump
[Card.parse('QH')]
"""

from .cards import DECK, Card, Rank, Suit, parse_card, parse_cards
from .errors import IllegalPlay, InvalidInput
from .explain import Verdict, explain_play
from .play import legal_cards, trick_points, trick_winner
from .render.svg import Hand, Trick
from .rules import PRESETS, Rules
from .seats import SEATS, next_seat, partner
from .trump import Trump

__all__ = [
    "DECK",
    "PRESETS",
    "SEATS",
    "Card",
    "Hand",
    "IllegalPlay",
    "InvalidInput",
    "Rank",
    "Rules",
    "Suit",
    "Trick",
    "Trump",
    "Verdict",
    "explain_play",
    "legal_cards",
    "next_seat",
    "parse_card",
    "parse_cards",
    "partner",
    "trick_points",
    "trick_winner",
]
