"""Readers' names of every rule switch and of every option of each (rules reference: switches and presets), as
engine messages: ``SWITCH_LABELS`` names a switch ("Undertrumping"), ``OPTION_NAMES`` each of its options.

Importing this module also gives ``render.html.preset_name`` these names, so that a rule set such
as ``classic+litige=dedans`` reads "classic (a tie counts as a failed contract)" in every language.

>>> from .html import preset_name
>>> preset_name("classic+litige=dedans", "en")
'classic (a tie counts as a failed contract)'
"""

from __future__ import annotations

from ..i18n import Msg
from .html import SWITCH_NAMES, SWITCH_VALUES

_C = "rule switch"

OPTION_NAMES: dict[tuple[str, str], Msg] = {
    **SWITCH_NAMES,
    ("min_bid", "80"): Msg(_C, "lowest bid: 80"),
    ("min_bid", "82"): Msg(_C, "lowest bid: 82"),
    ("all_trump_values", "ffb2015"): Msg(_C, "all-trump card values of the FFB, 2015"),
    ("all_trump_values", "pagat"): Msg(_C, "all-trump card values of Pagat"),
    ("all_trump_values", "ffb2016"): Msg(_C, "all-trump card values of the FFB, 2016 (scaled)"),
    ("capot_value", "252"): Msg(_C, "a capot is worth 252 card points"),
    ("capot_value", "250"): Msg(_C, "a capot is worth 250 card points"),
    ("capot_value", "162"): Msg(_C, "a capot is worth 162 card points, no bonus"),
    ("capot_bid_value", "500"): Msg(_C, "a capot bid is worth 500"),
    ("capot_bid_value", "250"): Msg(_C, "a capot bid is worth 250"),
    ("play_direction", "ccw"): Msg(_C, "play goes counter-clockwise (to the right)"),
    ("play_direction", "cw"): Msg(_C, "play goes clockwise (to the left)"),
    ("auction", "retourne"): Msg(_C, "classic auction on a turned card"),
    ("auction", "coinche"): Msg(_C, "coinche auction: bids for points"),
    ("round2_suit", "other_suit"): Msg(_C, "round two: another suit only"),
    ("round2_suit", "any_suit"): Msg(_C, "round two: any suit"),
    ("all_pass", "redeal"): Msg(_C, "everybody passes: the next dealer deals again"),
    ("all_pass", "dealer_plays"): Msg(_C, "everybody passes: the dealer must play"),
    ("third_round", "off"): Msg(_C, "two rounds of bidding"),
    ("third_round", "ta_sa"): Msg(_C, "a third round for all trumps or no trumps"),
    ("first_lead", "eldest"): Msg(_C, "eldest leads to the first trick"),
    ("first_lead", "dealer"): Msg(_C, "the dealer leads to the first trick"),
    ("ta_sa_bids", "on"): Msg(_C, "bids may name all trumps or no trumps"),
    ("ta_sa_bids", "off"): Msg(_C, "bids name a suit"),
    ("generale", "off"): Msg(_C, "no generale"),
    ("generale", "on"): Msg(_C, "a generale may be bid above capot"),
    ("multipliers", "x2x4"): Msg(_C, "coinche ×2, surcoinche ×4"),
    ("multipliers", "x2x3"): Msg(_C, "coinche ×2, surcoinche ×3"),
    ("overbid_after_coinche", "no"): Msg(_C, "after a coinche: surcoinche or pass"),
    ("overbid_after_coinche", "yes"): Msg(_C, "after a coinche a higher bid is still allowed"),
    ("declarations", "on"): Msg(_C, "with declarations"),
    ("declarations", "off"): Msg(_C, "without declarations (belote still counts)"),
    ("declaration_timing", "first_trick"): Msg(_C, "declarations announced while playing to trick one"),
    ("declaration_timing", "before_second_trick"): Msg(_C, "declarations announced after trick one"),
    ("declaration_timing", "before_first_trick"): Msg(_C, "declarations announced before trick one"),
    ("sequence_top_card_order", "natural"): Msg(_C, "runs of equal length: the higher top card in sequence order"),
    ("sequence_top_card_order", "trick_rank"): Msg(_C, "runs of equal length: the top card's rank in play"),
    ("equal_sequence_tie", "cancel"): Msg(_C, "equal runs cancel"),
    ("equal_sequence_tie", "first_announced"): Msg(_C, "equal runs: the first announced wins"),
    ("equal_sequence_tie", "taker_team"): Msg(_C, "equal runs: the takers win"),
    ("capot_takes_defence_declarations", "no"): Msg(_C, "a capot leaves the defence its declarations"),
    ("capot_takes_defence_declarations", "yes"): Msg(_C, "a capot takes the defence's declarations"),
    ("belote_order", "any"): Msg(_C, "belote: king or queen first"),
    ("belote_order", "king_first"): Msg(_C, "belote: only with the king first"),
    ("belote_on_failure", "holder_keeps"): Msg(_C, "belote stays with its holder's team"),
    ("belote_on_failure", "prenable"): Msg(_C, "belote goes to the team that wins the deal"),
    ("belote_counts_for_contract", "yes"): Msg(_C, "belote counts toward the contract"),
    ("belote_counts_for_contract", "no"): Msg(_C, "belote does not count toward the contract"),
    ("nt_carre_values", "standard"): Msg(_C, "carrés in no trumps: the usual values"),
    ("nt_carre_values", "ffb"): Msg(_C, "carrés in no trumps: aces and tens worth more"),
    ("litige", "carry_over"): Msg(_C, "a tie is carried over to the next deal"),
    ("litige", "dedans"): Msg(_C, "a tie counts as a failed contract"),
    ("contract_condition", "reach_and_beat"): Msg(_C, "reach the bid and outscore the defence"),
    ("contract_condition", "reach"): Msg(_C, "reaching the bid is enough"),
    ("declarations_count_for_contract", "yes"): Msg(_C, "declarations count toward the contract"),
    ("declarations_count_for_contract", "no"): Msg(_C, "declarations do not count toward the contract"),
    ("success_score", "made_plus_bid"): Msg(_C, "a made bid scores the points made plus the bid"),
    ("success_score", "bid_only"): Msg(_C, "a made bid scores the bid only"),
    ("fail_value", "160+bid"): Msg(_C, "a failed bid gives the defence 160 + the bid"),
    ("fail_value", "162+bid"): Msg(_C, "a failed bid gives the defence 162 + the bid"),
    ("fail_value", "160"): Msg(_C, "a failed bid gives the defence 160"),
    ("fail_value", "bid"): Msg(_C, "a failed bid gives the defence the bid"),
    ("rounding", "none"): Msg(_C, "exact points"),
    ("rounding", "r5up"): Msg(_C, "rounded to the nearest ten, 5 up"),
    ("rounding", "r6up"): Msg(_C, "rounded to the nearest ten, 5 down"),
    ("both_over_target", "higher_total"): Msg(_C, "both teams over the target: the higher total wins"),
    ("both_over_target", "takers_win"): Msg(_C, "both teams over the target: the takers win"),
    ("players", "4"): Msg(_C, "four players in two teams"),
    ("players", "3"): Msg(_C, "three players, each for himself"),
    ("players", "2"): Msg(_C, "two players"),
    ("three_player_deck", "24"): Msg(_C, "three players: 24 cards, the 7s and 8s removed"),
    ("three_player_deck", "32"): Msg(_C, "three players: 32 cards and a two-card talon (not offered)"),
    ("three_player_deck", "nl"): Msg(_C, "three players: 32 cards, nine each (Dutch rules)"),
    ("smous", "off"): Msg(_C, "no Smous"),
    ("smous", "on"): Msg(_C, "two players: Smous may be offered instead of taking"),
    ("trump7_exchange", "off"): Msg(_C, "no exchange of the trump seven"),
    ("trump7_exchange", "on"): Msg(_C, "the trump seven may be exchanged for the turned card"),
}
VALUE_NAMES: dict[str, Msg] = {
    "match_target": Msg(_C, "the match is played to {value} points"),
}
"""Switches that take any value: one message with the value."""

_L = "a rule switch's name in words: the label above the menu of its options"
SWITCH_LABELS: dict[str, Msg] = {
    "play_direction": Msg(_C, "Direction of play", _L),
    "auction": Msg(_C, "Kind of auction", _L),
    "round2_suit": Msg(_C, "Suit named in round two", _L),
    "all_pass": Msg(_C, "When everybody passes", _L),
    "third_round": Msg(_C, "Third round of bidding", _L),
    "first_lead": Msg(_C, "Lead to the first trick", _L),
    "min_bid": Msg(_C, "Lowest bid", _L),
    "ta_sa_bids": Msg(_C, "Bids in all trumps and no trumps", _L),
    "generale": Msg(_C, "Generale", _L),
    "multipliers": Msg(_C, "Coinche and surcoinche", _L + " (what each multiplies the score by)"),
    "overbid_after_coinche": Msg(_C, "Bidding on after a coinche", _L),
    "undertrump": Msg(_C, "Undertrumping", _L),
    "trump_lead_partner": Msg(_C, "Trumps led and your partner winning", _L),
    "void_partner_winning": Msg(_C, "Partner winning and you have no card of the suit led", _L),
    "partner_ruffed_only_trumps": Msg(_C, "Partner has trumped and you hold only trumps", _L),
    "all_trump_climb": Msg(_C, "Beating the trick in all trumps", _L),
    "all_trump_values": Msg(_C, "Card values in all trumps", _L),
    "declarations": Msg(_C, "Declarations", _L),
    "declaration_timing": Msg(_C, "When declarations are made", _L),
    "sequence_top_card_order": Msg(_C, "Runs of equal length", _L),
    "equal_sequence_tie": Msg(_C, "Equal runs", _L),
    "capot_takes_defence_declarations": Msg(_C, "The defence's declarations after a capot", _L),
    "belote_order": Msg(_C, "Belote: which card first", _L + " (the king or the queen of trumps played first)"),
    "belote_on_failure": Msg(_C, "Belote when the contract fails", _L),
    "belote_counts_for_contract": Msg(_C, "Belote and the contract", _L),
    "nt_carre_values": Msg(_C, "Carrés in no trumps", _L),
    "capot_value": Msg(_C, "Value of a capot", _L),
    "litige": Msg(_C, "A tie", _L + " (both teams with the same points)"),
    "contract_condition": Msg(_C, "Making the contract", _L + " (what the takers need to make it)"),
    "declarations_count_for_contract": Msg(_C, "Declarations and the contract", _L),
    "success_score": Msg(_C, "Score of a made bid", _L),
    "fail_value": Msg(_C, "Score of a failed bid", _L),
    "capot_bid_value": Msg(_C, "Value of a capot bid", _L),
    "rounding": Msg(_C, "Rounding", _L),
    "match_target": Msg(_C, "Target of the match", _L),
    "both_over_target": Msg(_C, "Both teams over the target", _L),
    "players": Msg(_C, "Number of players", _L),
    "three_player_deck": Msg(_C, "The pack for three players", _L),
    "smous": Msg(_C, "Smous", _L + " (keep Smous: the name of a two-player call)"),
    "trump7_exchange": Msg(_C, "Exchanging the trump seven", _L),
}
"""Every switch's name in words, short: a label, not a sentence (``render.house_form`` labels its menus with them)."""

SWITCH_NAMES.update(OPTION_NAMES)  # so that preset_name names every option of every switch
SWITCH_VALUES.update(VALUE_NAMES)  # and the value of every switch that takes any
