"""Rule presets are exactly RULES.md §10.2's table; defaults are §10.1's."""

import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from belote_teach import InvalidInput, Rules
from belote_teach.rules import PRESETS, SWITCHES

RULES_MD = Path(__file__).resolve().parents[2] / "shared" / "RULES.md"


def markdown_table(heading):
    """Rows of the first table after ``heading`` in RULES.md, as lists of cell texts."""
    text = RULES_MD.read_text(encoding="utf-8")
    section = text[text.index(heading):]
    rows = []
    for line in section.splitlines()[1:]:
        if line.startswith("|"):
            rows.append([cell.strip().strip("`") for cell in line.strip("|").split("|")])
        elif rows:
            break
    return rows[0], rows[2:]


pytestmark = pytest.mark.skipif(not RULES_MD.exists(), reason="../shared/RULES.md is beside the project in CI")


def as_switch_value(name, cell):
    options = SWITCHES[name]
    for option in options:
        if str(option) == cell:
            return option
    return int(cell) if name == "match_target" else cell


def test_defaults_are_the_switch_index():
    _, rows = markdown_table("### 10.1 Switch index")
    defaults = Rules()
    assert {row[0] for row in rows} == set(SWITCHES) | {"players", "three_player_deck", "smous", "trump7_exchange"}
    for name, _, options, default in rows:
        if name in SWITCHES:
            assert getattr(defaults, name) == as_switch_value(name, default), name
            listed = [option.strip() for option in options.split(",")]
            if SWITCHES[name]:
                assert [str(o) for o in SWITCHES[name]] == listed, name


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_presets_match_the_table(preset):
    header, rows = markdown_table("### 10.2 Presets")
    column = header.index(preset)
    rules = Rules.preset(preset)
    for row in rows:
        name, cell = row[0], row[column]
        if name not in SWITCHES:
            continue
        if cell.startswith("—"):  # not set by the preset: the §10.1 default applies
            assert getattr(rules, name) == getattr(Rules(), name), (preset, name)
        else:
            assert getattr(rules, name) == as_switch_value(name, re.sub(r" \(.*", "", cell)), (preset, name)


def test_preset_names_and_overrides():
    coinche = Rules.coerce("coinche")
    assert coinche.name == "coinche" and Rules.coerce(coinche) is coinche
    assert coinche.replace(undertrump="required").name == "coinche+undertrump=required"
    assert coinche.replace(undertrump="required") == Rules.preset("classic").replace(
        **{k: v for k, v in coinche.switches().items() if k != "undertrump"})


@st.composite
def rule_sets(draw):
    """A preset with some switches changed to one of their options."""
    rules = Rules.preset(draw(st.sampled_from(sorted(PRESETS))))
    chosen = draw(st.lists(st.sampled_from([name for name, options in SWITCHES.items() if options]),
                           unique=True, max_size=5))
    return rules.replace(**{name: draw(st.sampled_from(SWITCHES[name])) for name in chosen})


@given(rule_sets())
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
