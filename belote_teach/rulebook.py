"""The rules reference as data: which switches a rule set uses, which presets play each option,
where each option comes from, and the choices the guide made where its sources are silent.

The guide's rules reference page (``book/rules-reference.md``) and the switch figures are generated
from these tables and from ``rules.PRESETS``; the code's comments cite that page by its sections
(``TOPICS``).

A switch a rule set does not use changes nothing in it: ``min_bid`` without bids for points,
``litige`` where a tie is judged against the bid, the partner rules without partners.

>>> uses("classic", "min_bid"), uses("coinche", "min_bid"), uses("coinche", "litige")
(False, True, False)
>>> uses("nl23", "void_partner_winning"), uses("bga", "all_trump_values"), uses("classic", "all_trump_values")
(False, True, False)
>>> presets_using("min_bid", 80)
[('coinche', None), ('contree', None)]
>>> presets_using("smous", "on"), presets_using("match_target", 700), presets_using("undertrump", "required")
([('nl23', 2)], [('nl23', 3)], [('classic', None), ('nl23', None)])
>>> not_used_by("smous")
[('classic', None), ('coinche', None), ('contree', None), ('bga', None), ('nl23', 3)]
"""

from __future__ import annotations

from .i18n import Msg
from .rules import PRESETS, SWITCHES, Rules

_C = "rules reference"

TOPICS: dict[str, tuple[str, ...]] = {
    "table": ("players", "play_direction"),
    "auction": ("auction", "round2_suit", "all_pass", "third_round", "first_lead"),
    "coinche-auction": ("min_bid", "ta_sa_bids", "generale", "multipliers", "overbid_after_coinche"),
    "card-play": ("undertrump", "trump_lead_partner", "void_partner_winning", "partner_ruffed_only_trumps",
                  "all_trump_climb"),
    "card-values": ("all_trump_values",),
    "declarations": ("declarations", "declaration_timing", "sequence_top_card_order", "equal_sequence_tie",
                     "capot_takes_defence_declarations", "nt_carre_values", "belote_order", "belote_on_failure",
                     "belote_counts_for_contract"),
    "scoring": ("capot_value", "litige", "contract_condition", "declarations_count_for_contract", "success_score",
                "fail_value", "capot_bid_value", "rounding"),
    "match": ("match_target", "both_over_target"),
    "small-table": ("three_player_deck", "smous", "trump7_exchange"),
}
"""The sections of the rules reference and the switches each one lists (every switch once)."""

_COINCHE_ONLY = {"min_bid", "ta_sa_bids", "generale", "multipliers", "overbid_after_coinche", "contract_condition",
                 "success_score", "fail_value", "capot_bid_value"}
_PARTNERS = {"trump_lead_partner", "void_partner_winning", "partner_ruffed_only_trumps", "capot_takes_defence_declarations",
             "belote_on_failure", "capot_value"}
_DECLARING = {"declaration_timing", "sequence_top_card_order", "equal_sequence_tie", "capot_takes_defence_declarations",
              "nt_carre_values", "declarations_count_for_contract"}


def uses(rules: Rules | str, switch: str) -> bool:
    """Does ``switch`` change anything under ``rules``? (A preset marks the others "not used".)"""
    rules = Rules.coerce(rules)
    if switch not in SWITCHES:
        raise KeyError(switch)
    four = rules.players == 4
    coinche = rules.auction == "coinche"
    if switch in _DECLARING and rules.declarations == "off":
        return False
    if switch in _COINCHE_ONLY:
        return coinche
    if switch in _PARTNERS:
        return four
    if switch in ("round2_suit", "third_round"):
        return not coinche
    if switch == "litige":
        return four and not coinche
    if switch in ("all_trump_climb", "all_trump_values"):
        return "all-trump" in contract_modes(rules)
    if switch == "nt_carre_values":
        return "no-trump" in contract_modes(rules)
    if switch == "three_player_deck":
        return rules.players == 3
    if switch == "smous":
        return rules.players == 2
    if switch == "trump7_exchange":
        return not four
    return True


def contract_modes(rules: Rules | str) -> tuple[str, ...]:
    """The trump modes a contract can have: ``suit``, and ``all-trump`` and ``no-trump`` when the third round
    or the coinche bids offer them (never at a table of two or three).

    >>> contract_modes("classic"), contract_modes("bga"), contract_modes("coinche+ta_sa_bids=off")
    (('suit',), ('suit', 'all-trump', 'no-trump'), ('suit',))
    """
    rules = Rules.coerce(rules)
    offered = rules.players == 4 and (
        (rules.auction == "coinche" and rules.ta_sa_bids == "on")
        or (rules.auction == "retourne" and rules.third_round == "ta_sa"))
    return ("suit", "all-trump", "no-trump") if offered else ("suit",)


Table = tuple[str, int | None]
"""A preset, and the number of players when only one of the tables it is played at is meant."""


def preset_tables() -> list[tuple[str, int, Rules]]:
    """Every preset at every table it is played at: ``nl23`` for three and for two."""
    tables: list[tuple[str, int, Rules]] = []
    for name in PRESETS:
        rules = Rules.preset(name)
        tables.append((name, rules.players, rules))
        if name == "nl23":
            tables.append((name, 2, rules.replace(players=2)))
    return tables


def _tables(matching: list[tuple[str, int]]) -> list[Table]:
    counts: dict[str, int] = {}
    for name, _, _ in preset_tables():
        counts[name] = counts.get(name, 0) + 1
    found: list[Table] = []
    for name, players in matching:
        every = sum(1 for other, _ in matching if other == name) == counts[name]
        table: Table = (name, None if every else players)
        if table not in found:
            found.append(table)
    return found


def presets_using(switch: str, option: object) -> list[Table]:
    """The presets that use ``switch`` and set it to ``option``."""
    return _tables([(name, players) for name, players, rules in preset_tables()
                    if uses(rules, switch) and str(getattr(rules, switch)) == str(option)])


def not_used_by(switch: str) -> list[Table]:
    """The presets in which ``switch`` changes nothing."""
    return _tables([(name, players) for name, players, rules in preset_tables() if not uses(rules, switch)])


SOURCES: dict[str, Msg] = {
    "dutch-guide": Msg(_C, "a Dutch guide to classic Belote"),
    "dutch-small": Msg(_C, "a Dutch page on Belote for two, three or four players"),
    "game-site": Msg(_C, "the rules page of a card-game site"),
    "pagat-belote": Msg(_C, "Pagat's page on Belote"),
    "pagat-coinche": Msg(_C, "Pagat's page on Coinche"),
    "ffb-belote": Msg(_C, "the French Belote Federation's rules of Belote"),
    "ffb-coinche-2015": Msg(_C, "the French Belote Federation's coinche rules of 2015"),
    "ffb-coinche-2016": Msg(_C, "the French Belote Federation's coinche rules of 2016"),
    "wikipedia": Msg(_C, "the French Wikipedia"),
    "klaverjas-amsterdam": Msg(_C, "Klaverjas as played in Amsterdam"),
    "klaverjas-rotterdam": Msg(_C, "Klaverjas as played in Rotterdam"),
    "french-practice": Msg(_C, "common French practice"),
    "contree-tables": Msg(_C, "contrée rule sets"),
    "online-rooms": Msg(_C, "some online rooms"),
    "some-tables": Msg(_C, "some tables"),
    "guide": Msg(_C, "this guide's choice, where the sources are silent"),
}
"""The sources of the rules, named in words."""

_SOURCES_TEXT = """
play_direction ccw: dutch-guide game-site pagat-belote french-practice
play_direction cw: some-tables
auction retourne: dutch-guide game-site pagat-belote ffb-belote
auction coinche: ffb-coinche-2015 ffb-coinche-2016 pagat-coinche wikipedia
round2_suit other_suit: dutch-guide pagat-belote
round2_suit any_suit: dutch-small
all_pass redeal: dutch-guide game-site pagat-belote
all_pass dealer_plays: dutch-small
third_round off: dutch-guide pagat-belote ffb-belote
third_round ta_sa: game-site
first_lead eldest: dutch-guide game-site pagat-belote
first_lead dealer: dutch-small
min_bid 80: ffb-coinche-2015 ffb-coinche-2016 pagat-coinche
min_bid 82: dutch-guide
ta_sa_bids on: ffb-coinche-2015 ffb-coinche-2016 pagat-coinche
ta_sa_bids off: some-tables
generale off: ffb-coinche-2015 pagat-coinche
generale on: some-tables
multipliers x2x4: dutch-guide french-practice
multipliers x2x3: online-rooms
overbid_after_coinche no: guide
overbid_after_coinche yes: some-tables
undertrump required: pagat-belote ffb-belote dutch-small
undertrump discard: ffb-coinche-2015 ffb-coinche-2016 game-site
trump_lead_partner must_overtrump: pagat-belote french-practice
trump_lead_partner free: dutch-guide
void_partner_winning free: dutch-guide pagat-belote ffb-belote klaverjas-amsterdam
void_partner_winning must_trump: klaverjas-rotterdam
partner_ruffed_only_trumps free: pagat-belote dutch-guide
partner_ruffed_only_trumps must_overtrump: some-tables
all_trump_climb always: ffb-coinche-2015 pagat-coinche
all_trump_climb partner_exception: some-tables
all_trump_values ffb2015: ffb-coinche-2015 game-site
all_trump_values pagat: pagat-coinche wikipedia
all_trump_values ffb2016: ffb-coinche-2016
declarations on: dutch-guide dutch-small pagat-belote ffb-belote
declarations off: ffb-belote some-tables
declaration_timing first_trick: french-practice
declaration_timing before_second_trick: dutch-guide
declaration_timing before_first_trick: dutch-small
sequence_top_card_order natural: dutch-guide pagat-belote
sequence_top_card_order trick_rank: dutch-small
equal_sequence_tie cancel: ffb-belote
equal_sequence_tie first_announced: pagat-belote
equal_sequence_tie taker_team: dutch-guide
capot_takes_defence_declarations no: pagat-belote dutch-guide
capot_takes_defence_declarations yes: some-tables
nt_carre_values standard: pagat-coinche game-site
nt_carre_values ffb: ffb-coinche-2015 ffb-coinche-2016
belote_order any: game-site dutch-guide french-practice
belote_order king_first: dutch-guide
belote_on_failure holder_keeps: dutch-guide pagat-belote ffb-coinche-2015
belote_on_failure prenable: contree-tables
belote_counts_for_contract yes: dutch-guide ffb-coinche-2015
belote_counts_for_contract no: online-rooms
capot_value 252: pagat-belote dutch-guide game-site
capot_value 250: french-practice
capot_value 162: some-tables
litige carry_over: pagat-belote game-site
litige dedans: dutch-guide french-practice
contract_condition reach_and_beat: ffb-coinche-2015
contract_condition reach: contree-tables
declarations_count_for_contract yes: dutch-guide french-practice
declarations_count_for_contract no: some-tables
success_score made_plus_bid: french-practice
success_score bid_only: some-tables
fail_value 160+bid: french-practice
fail_value 162+bid: some-tables
fail_value 160: some-tables
fail_value bid: some-tables
capot_bid_value 500: french-practice
capot_bid_value 250: some-tables
rounding none: ffb-belote dutch-guide
rounding r5up: dutch-guide dutch-small
rounding r6up: some-tables
match_target 1000: dutch-guide game-site
both_over_target higher_total: guide
both_over_target takers_win: dutch-guide
players 4: dutch-guide pagat-belote ffb-belote
players 3: dutch-guide dutch-small
players 2: dutch-small
three_player_deck 24: some-tables
three_player_deck 32: some-tables
three_player_deck nl: dutch-small
smous off: dutch-guide pagat-belote
smous on: dutch-small
trump7_exchange off: dutch-guide pagat-belote
trump7_exchange on: dutch-small
"""


def _read_sources(text: str) -> dict[tuple[str, str], tuple[str, ...]]:
    table: dict[tuple[str, str], tuple[str, ...]] = {}
    for row in text.strip().splitlines():
        head, _, keys = row.partition(":")
        switch, option = head.split()
        table[(switch, option)] = tuple(keys.split())
    return table


OPTION_SOURCES = _read_sources(_SOURCES_TEXT)
"""The sources that hold each option, by ``(switch, option)`` (``match_target``: the listed values only)."""

PRESET_NOTES: dict[str, Msg] = {
    "classic": Msg(_C, "Classic Belote on a turned card, as Pagat's page on Belote describes it; equal plain runs "
                       "cancel, as in the French Belote Federation's rules."),
    "coinche": Msg(_C, "Coinche after the French Belote Federation's rules of 2015 for the play, the all-trump values "
                       "and the contract; where the sources disagree on the score, the common tournament form."),
    "contree": Msg(_C, "Coinche with the two differences of contrée: reaching the bid is enough, and the team that "
                       "wins the deal takes the belote."),
    "bga": Msg(_C, "The rules of a card-game site: classic Belote with a third round for all trumps and no trumps, "
                   "and no duty to undertrump."),
    "nl23": Msg(_C, "A Dutch page's game for two or three players, close to Klaverjas: each player on his own."),
}
"""What each preset is and where it comes from, in words."""

GUIDE_CHOICES: frozenset[tuple[str, str]] = frozenset({
    ("coinche", "rounding"), ("contree", "rounding"),
    ("coinche", "overbid_after_coinche"), ("contree", "overbid_after_coinche"),
    ("nl23", "equal_sequence_tie"), ("nl23", "rounding"),
})
"""A preset's values that are this guide's choice, because its sources are silent or leave a detail open."""
