"""belote_teach: the rules engine behind the belote-teach guide.

>>> from belote_teach import legal_cards, explain_play, trick_winner
>>> legal_cards("QH 10C 8D", "N:KS W:7H", trump="H")  # South: West trumped, so South must overtrump
[Card.parse('QH')]
"""

from typing import TYPE_CHECKING

from .actions import Action, Bid, Choose, PlayCard, parse_action
from .bidding import Contract
from .cards import DECK, Card, Rank, Suit, parse_card, parse_cards
from .deal import Deal, Game, SeatView
from .declarations import Declaration, compare_declarations, find_declarations
from .errors import IllegalPlay, InvalidInput
from .explain import Verdict, explain_play
from .match import Match
from .play import legal_cards, trick_points, trick_winner
from .rules import PRESETS, Rules
from .scoring import DealScore, score_deal
from .seats import SEATS, next_seat, partner
from .small import SmallScore
from .trump import Trump

SmallDeal = Deal
"""The deal of two or three players is the one ``Deal`` (an alias kept from the engine's first version)."""
SmallMatch = Match
"""The match of two or three players is the one ``Match`` (an alias kept from the engine's first version)."""

if TYPE_CHECKING:  # for type checkers; at run time __getattr__ below imports them when asked for
    from .render.svg import Hand, Trick



def __getattr__(name: str) -> object:
    """``Hand`` and ``Trick``, the pictures of ``render.svg``, imported when first asked for: the
    engine imports nothing above it at module level."""
    if name in ("Hand", "Trick"):
        from .render import svg

        return getattr(svg, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "DECK",
    "PRESETS",
    "SEATS",
    "Action",
    "Bid",
    "Card",
    "Choose",
    "Contract",
    "Deal",
    "DealScore",
    "Declaration",
    "Game",
    "Hand",
    "IllegalPlay",
    "InvalidInput",
    "Match",
    "PlayCard",
    "Rank",
    "Rules",
    "SeatView",
    "SmallDeal",
    "SmallMatch",
    "SmallScore",
    "Suit",
    "Trick",
    "Trump",
    "Verdict",
    "compare_declarations",
    "explain_play",
    "find_declarations",
    "legal_cards",
    "next_seat",
    "parse_action",
    "parse_card",
    "parse_cards",
    "partner",
    "score_deal",
    "trick_points",
    "trick_winner",
]
