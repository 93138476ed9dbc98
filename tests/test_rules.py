"""Rule presets are exactly RULES.md §10.2's table; defaults are §10.1's."""

import re
from pathlib import Path

import pytest

from belote_teach import Rules
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
