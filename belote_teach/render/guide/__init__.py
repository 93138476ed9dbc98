"""HTML of the rules guide's engine-computed blocks: card tables, auctions, declarations, whole
deals walked through, score sheets and match sheets.

Pure functions of the engine, like ``render.html``: every figure carries machine-readable
``data-*`` attributes (so tests recompute it with the engine), pictures of cards carry their
names as text alternatives, and every label is an engine ``Msg``.

>>> table = card_order_table(("trump", "plain"), "de")
>>> 'data-order="trump" data-ranks="J 9 A 10 K Q 8 7"' in table.start + table.body
True
>>> from belote_teach.record import seeded_deal
>>> auction = auction_figure(seeded_deal("classic", 3, "N"), ["take"], lang="fr")
>>> 'data-contract="W S"' in auction.start and "Ouest prend à pique" in auction.body
True
"""

from __future__ import annotations

from .auction import (
    BID_RANGE,
    BID_RANGE_GENERALE,
    ORDER,
    ROUND,
    TO_SPEAK,
    auction_body,
    auction_figure,
    calls_summary,
    calls_table,
)
from .base import (
    CAPOT_TAG,
    DEALER,
    FAN_STEP,
    LEADS_FIRST,
    OUTCOME,
    TAG_DEALER,
    TAG_TAKER,
    TURNED,
    compass,
    display_order,
    fan_svg,
    figure_start,
    paragraph,
    team_points,
)
from .deals import (
    ANNOUNCES,
    AUCTION_HEAD,
    BEFORE_ROUNDING,
    DEAL_HEAD,
    DECLARATIONS_HEAD,
    EVENT,
    FIRST_TRICK_HEAD,
    HANDS_HEAD,
    NOTHING_ANNOUNCED,
    PARTS,
    RUNNING,
    SAYS,
    SCORE_HEAD,
    SCORE_ROW,
    TEAM_HEAD,
    TRICK_N,
    TRICK_WON,
    TRICK_WON_LAST,
    TRICKS_HEAD,
    ScoreInput,
    first_trick_figure,
    score_figure,
    walkthrough_figure,
)
from .declarations import BEST, FOUND, FOUND_NONE, NO_DECLARATIONS, SCORES_DECLARATIONS, TIE, WHY, declarations_figure
from .match import MATCH_CONTRACT, MATCH_DEAL, MATCH_RESERVE, MATCH_RESULT, MATCH_TOTAL, match_end_figure, match_figure
from .tables import (
    CARD_HEAD,
    HIGH_TO_LOW,
    MODE_NAMES,
    ORDER_HEAD,
    ORDER_NAMES,
    ORDER_USE,
    ORDERS,
    PER_SUIT,
    SYSTEM_NAMES,
    TOTAL_AT,
    TOTAL_AT_SCALED,
    TOTAL_NT,
    TOTAL_SUIT,
    USED_FOR,
    VALUE_RANKS,
    card_order_table,
    card_values_table,
    rank_letters_table,
)

__all__ = ["ANNOUNCES", "AUCTION_HEAD", "BEFORE_ROUNDING", "BEST", "BID_RANGE", "BID_RANGE_GENERALE", "CAPOT_TAG", "CARD_HEAD", "DEALER", "DEAL_HEAD", "DECLARATIONS_HEAD", "EVENT", "FAN_STEP", "FIRST_TRICK_HEAD", "FOUND", "FOUND_NONE", "HANDS_HEAD", "HIGH_TO_LOW", "LEADS_FIRST", "MATCH_CONTRACT", "MATCH_DEAL", "MATCH_RESERVE", "MATCH_RESULT", "MATCH_TOTAL", "MODE_NAMES", "NOTHING_ANNOUNCED", "NO_DECLARATIONS", "ORDER", "ORDERS", "ORDER_HEAD", "ORDER_NAMES", "ORDER_USE", "OUTCOME", "PARTS", "PER_SUIT", "ROUND", "RUNNING", "SAYS", "SCORES_DECLARATIONS", "SCORE_HEAD", "SCORE_ROW", "SYSTEM_NAMES", "TAG_DEALER", "TAG_TAKER", "TEAM_HEAD", "TIE", "TOTAL_AT", "TOTAL_AT_SCALED", "TOTAL_NT", "TOTAL_SUIT", "TO_SPEAK", "TRICKS_HEAD", "TRICK_N", "TRICK_WON", "TRICK_WON_LAST", "TURNED", "USED_FOR", "VALUE_RANKS", "WHY", "ScoreInput", "auction_body", "auction_figure", "calls_summary", "calls_table", "card_order_table", "card_values_table", "compass", "declarations_figure", "display_order", "fan_svg", "figure_start", "first_trick_figure", "match_end_figure", "match_figure", "paragraph", "rank_letters_table", "score_figure", "team_points", "walkthrough_figure"]
