"""The switch index and the preset table of the rules specification, typed again by hand.

The engine's ``Rules`` (defaults, options, presets) and ``rulebook.uses`` ("not used") are checked
against these tables; the guide's rules reference page is generated from the engine, so this
transcription is what keeps both honest. "—" marks a switch a preset does not use.
"""

SWITCH_INDEX = """
| Switch | Options | Default |
|---|---|---|
| `play_direction` | ccw, cw | ccw |
| `auction` | retourne, coinche | retourne |
| `round2_suit` | other_suit, any_suit | other_suit |
| `all_pass` | redeal, dealer_plays | redeal |
| `third_round` | off, ta_sa | off |
| `first_lead` | eldest, dealer | eldest |
| `min_bid` | 80, 82 | 80 |
| `ta_sa_bids` | on, off | on |
| `generale` | off, on | off |
| `multipliers` | x2x4, x2x3 | x2x4 |
| `overbid_after_coinche` | no, yes | no |
| `undertrump` | required, discard | required |
| `trump_lead_partner` | must_overtrump, free | must_overtrump |
| `void_partner_winning` | free, must_trump | free |
| `partner_ruffed_only_trumps` | free, must_overtrump | free |
| `all_trump_climb` | always, partner_exception | always |
| `all_trump_values` | ffb2015, pagat, ffb2016 | ffb2015 |
| `declarations` | on, off | on |
| `declaration_timing` | first_trick, before_second_trick, before_first_trick | first_trick |
| `sequence_top_card_order` | natural, trick_rank | natural |
| `equal_sequence_tie` | cancel, first_announced, taker_team | cancel |
| `capot_takes_defence_declarations` | no, yes | no |
| `belote_order` | any, king_first | any |
| `belote_on_failure` | holder_keeps, prenable | holder_keeps |
| `belote_counts_for_contract` | yes, no | yes |
| `nt_carre_values` | standard, ffb | standard |
| `capot_value` | 252, 250, 162 | 252 |
| `litige` | carry_over, dedans | carry_over |
| `contract_condition` | reach_and_beat, reach | reach_and_beat |
| `declarations_count_for_contract` | yes, no | yes |
| `success_score` | made_plus_bid, bid_only | made_plus_bid |
| `fail_value` | 160+bid, 162+bid, 160, bid | 160+bid |
| `capot_bid_value` | 500, 250 | 500 |
| `rounding` | none, r5up, r6up | none |
| `match_target` | integer | 1000 |
| `both_over_target` | higher_total, takers_win | higher_total |
| `players` | 4, 3, 2 | 4 |
| `three_player_deck` | 24, 32, nl | 24 |
| `smous` | off, on | off |
| `trump7_exchange` | off, on | off |
"""

PRESET_TABLE = """
| Switch | classic | coinche | contree | bga | nl23 |
|---|---|---|---|---|---|
| `players` | 4 | 4 | 4 | 4 | 2 or 3 |
| `play_direction` | ccw | ccw | ccw | ccw | ccw |
| `auction` | retourne | coinche | coinche | retourne | retourne |
| `round2_suit` | other_suit | — | — | other_suit | any_suit |
| `all_pass` | redeal | redeal | redeal | redeal | dealer_plays |
| `third_round` | off | — | — | ta_sa | off |
| `first_lead` | eldest | eldest | eldest | eldest | dealer |
| `min_bid` | — | 80 | 80 | — | — |
| `ta_sa_bids` | — | on | on | — | — |
| `generale` | — | off | off | — | — |
| `multipliers` | — | x2x4 | x2x4 | — | — |
| `overbid_after_coinche` | — | no | no | — | — |
| `undertrump` | required | discard | discard | discard | required |
| `trump_lead_partner` | must_overtrump | must_overtrump | must_overtrump | must_overtrump | — |
| `void_partner_winning` | free | free | free | free | — |
| `partner_ruffed_only_trumps` | free | free | free | free | — |
| `all_trump_climb` | — | always | always | always | — |
| `all_trump_values` | — | ffb2015 | ffb2015 | ffb2015 | — |
| `declarations` | on | on | on | on | on |
| `declaration_timing` | first_trick | first_trick | first_trick | first_trick | before_first_trick |
| `sequence_top_card_order` | natural | natural | natural | natural | trick_rank |
| `equal_sequence_tie` | cancel | cancel | cancel | cancel | cancel |
| `capot_takes_defence_declarations` | no | no | no | no | — |
| `belote_order` | any | any | any | any | any |
| `belote_on_failure` | holder_keeps | holder_keeps | prenable | holder_keeps | — (the taker scores nothing) |
| `belote_counts_for_contract` | yes | yes | yes | yes | yes |
| `nt_carre_values` | — | ffb | ffb | standard | — |
| `capot_value` | 252 | 250 | 250 | 252 | — (+100 for every trick) |
| `litige` | carry_over | — | — | carry_over | — (reserve) |
| `contract_condition` | — | reach_and_beat | reach | — | — |
| `declarations_count_for_contract` | yes | yes | yes | yes | yes |
| `success_score` | — | made_plus_bid | made_plus_bid | — | — |
| `fail_value` | — | 160+bid | 160+bid | — | — |
| `capot_bid_value` | — | 500 | 500 | — | — |
| `rounding` | none | r5up | r5up | none | r5up |
| `match_target` | 1000 | 1000 | 1000 | 1000 | 500 (2p) / 700 (3p) |
| `both_over_target` | higher_total | higher_total | higher_total | higher_total | higher_total |
| `three_player_deck` | — | — | — | — | nl |
| `smous` | off | — | — | off | on (2p) |
| `trump7_exchange` | off | — | — | off | on |
"""

FIXED_AT_FOUR = {"smous", "trump7_exchange"}
"""Switches the table gives a value at four players although they change nothing there: the engine refuses
them ``on`` without two or three players."""


def rows(table):
    """A markdown table's header and rows, as lists of cell texts (backquotes dropped)."""
    lines = [line for line in table.strip().splitlines() if line.startswith("|")]
    cells = [[cell.strip().strip("`") for cell in line.strip("|").split("|")] for line in lines]
    return cells[0], cells[2:]
