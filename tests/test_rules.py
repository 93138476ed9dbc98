"""Rule presets are exactly the preset table of the rules specification; defaults are its switch index;
a switch a preset does not use ("—") is one ``rulebook.uses`` says changes nothing there."""

import re

import pytest
from hypothesis import assume, example, given
from hypothesis import strategies as st

from belote_teach import InvalidInput, Rules
from belote_teach.rulebook import not_used_by, presets_using, uses
from belote_teach.rules import PRESETS, SWITCHES

from .reference_rules import FIXED_AT_FOUR, PRESET_TABLE, SWITCH_INDEX, rows


def as_switch_value(name, cell):
    options = SWITCHES[name]
    for option in options:
        if str(option) == cell:
            return option
    return int(cell) if name == "match_target" else cell


def test_defaults_are_the_switch_index():
    _, index = rows(SWITCH_INDEX)
    defaults = Rules()
    assert {row[0] for row in index} == set(SWITCHES)
    for name, options, default in index:
        assert getattr(defaults, name) == as_switch_value(name, default), name
        listed = [option.strip() for option in options.split(",")]
        if SWITCHES[name]:
            assert [str(o) for o in SWITCHES[name]] == listed, name


def cell_for(cell, players):
    """A preset's cell for a player count: ``500 (2p) / 700 (3p)`` is 500 for two players;
    ``on (2p)`` is "not used" for three; ``2 or 3`` names the player counts themselves."""
    if " or " in cell:
        return str(players) if str(players) in cell.split(" or ") else None
    parts = dict(re.fullmatch(r"(.*) \((\d)p\)", part).groups()[::-1] for part in cell.split(" / ")) if "p)" in cell else {}
    if parts:
        return parts.get(str(players), "—")
    return re.sub(r" \(.*", "", cell)


def preset_tables(preset):
    """The preset at each table of its column, with that column."""
    header, table = rows(PRESET_TABLE)
    column = header.index(preset)
    base = Rules.preset(preset)
    counts = [int(n) for n in next(row[column] for row in table if row[0] == "players").split(" or ")]
    for players in counts:
        yield players, (base if base.players == players else base.replace(players=players)), [
            (row[0], cell_for(row[column], players)) for row in table]


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_presets_match_the_table(preset):
    for players, rules, cells in preset_tables(preset):
        for name, cell in cells:
            assert cell is not None, (preset, name, players)
            if cell.startswith("—"):  # not used by the preset: the default stands
                assert getattr(rules, name) == getattr(Rules(), name), (preset, players, name)
            else:
                assert getattr(rules, name) == as_switch_value(name, cell), (preset, players, name)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_switches_a_preset_does_not_use_are_the_tables_dashes(preset):
    for players, rules, cells in preset_tables(preset):
        for name, cell in cells:
            if cell.startswith("—"):
                assert not uses(rules, name), (preset, players, name)
            elif not uses(rules, name):  # a value given for a switch that cannot change anything at this table
                assert (name in FIXED_AT_FOUR and players == 4) or (name == "three_player_deck" and players == 2), \
                    (preset, players, name)


def test_presets_using_an_option_are_those_that_use_the_switch():
    assert presets_using("min_bid", 80) == [("coinche", None), ("contree", None)]
    assert presets_using("litige", "carry_over") == [("classic", None), ("bga", None)]
    assert presets_using("void_partner_winning", "free") == [("classic", None), ("coinche", None), ("contree", None),
                                                             ("bga", None)]
    assert presets_using("match_target", 500) == [("nl23", 2)] and presets_using("smous", "off") == []
    assert not_used_by("all_trump_values") == [("classic", None), ("nl23", None)]
    assert not_used_by("play_direction") == []


def test_a_switch_turned_off_by_another_is_not_used():
    assert uses("classic", "declaration_timing") and not uses("classic+declarations=off", "declaration_timing")
    assert uses("classic+third_round=ta_sa", "all_trump_values") and not uses("coinche+ta_sa_bids=off", "nt_carre_values")
    assert uses("nl23+players=2", "smous") and not uses("nl23", "smous") and uses("nl23", "three_player_deck")


def test_nl23_is_three_players_and_two_by_a_switch():
    three, two = Rules.preset("nl23"), Rules.coerce("nl23+players=2")
    assert (three.players, three.smous, three.match_target) == (3, "off", 700)
    assert (two.players, two.smous, two.match_target, two.name) == (2, "on", 500, "nl23+players=2")
    assert two.replace(players=3) == three                       # the values follow the count both ways
    assert three.replace(match_target=1000).replace(players=2).match_target == 1000   # an override stays


@pytest.mark.parametrize(("text", "expected"), [
    ("nl23+players=4", "nl23 is the game for two or three players"),
    ("nl23+three_player_deck=32", "three_player_deck = 32 is not offered"),
    ("classic+smous=on", "smous and trump7_exchange belong to the two- and three-player game"),
    ("classic+trump7_exchange=on", "expected players = 2 or 3"),
    ("nl23+smous=on", "smous = on needs players = 2"),
    ("coinche+players=3", "auction = coinche is for four players"),
    ("bga+players=2", "expected third_round = off"),
    ("nl23+players=5", "rule switch players = 5 is not allowed: expected one of 4, 3, 2"),
])
def test_tables_the_engine_cannot_play_are_refused(text, expected):
    with pytest.raises(InvalidInput, match=re.escape(expected)):
        Rules.coerce(text)


def test_every_new_switch_on_both_settings_is_a_valid_rule_set():
    assert Rules.coerce("classic+players=3").three_player_deck == "24"
    assert Rules.coerce("nl23+three_player_deck=24").players == 3
    assert Rules.coerce("nl23+players=2+smous=off").smous == "off"
    assert Rules.coerce("nl23+trump7_exchange=off").trump7_exchange == "off"
    assert Rules.coerce("classic+players=2").players == 2


def test_preset_names_and_overrides():
    coinche = Rules.coerce("coinche")
    assert coinche.name == "coinche" and Rules.coerce(coinche) is coinche
    assert coinche.replace(undertrump="required").name == "coinche+undertrump=required"
    assert coinche.replace(undertrump="required") == Rules.preset("classic").replace(
        **{k: v for k, v in coinche.switches().items() if k != "undertrump"})


@st.composite
def rule_sets(draw):
    """A preset with some switches changed to one of their options (combinations the rules refuse,
    such as a third round at a table of three, are drawn again)."""
    rules = Rules.preset(draw(st.sampled_from(sorted(PRESETS))))
    chosen = draw(st.lists(st.sampled_from([name for name, options in SWITCHES.items() if options]),
                           unique=True, max_size=5))
    try:
        return rules.replace(**{name: draw(st.sampled_from(SWITCHES[name])) for name in chosen})
    except InvalidInput:
        assume(False)


@given(rule_sets())
@example(Rules.preset("nl23").replace(players=2, smous="off"))  # smous follows the player count unless given
def test_the_rules_text_reads_back_as_the_same_rules(rules):
    assert Rules.parse(rules.name) == rules and Rules.parse(rules.name).name == rules.name
    assert Rules.coerce(rules.name) == rules


def test_a_deal_and_a_match_take_the_rules_text():
    from belote_teach import Deal, Match

    assert Deal.new("classic+undertrump=discard").rules.undertrump == "discard"
    assert Match("coinche+match_target=2000", rng=1).game.rules.match_target == 2000


@pytest.mark.parametrize("text, message", [
    ("classic+undertrump", "expected preset+switch=value"),
    ("clasic+undertrump=discard", "unknown rules preset 'clasic'"),
    ("classic+undertrump=sometimes", "rule switch undertrump = 'sometimes' is not allowed"),
    ("classic+undertrum=discard", "unknown rule switch 'undertrum'"),
])
def test_a_wrong_rules_text_says_what_is_expected(text, message):
    with pytest.raises(InvalidInput, match=re.escape(message)):
        Rules.parse(text)
