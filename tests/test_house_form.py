"""The switchboard page's form for "my own rules" (issue 29): each switch by its name in words in every
language, in groups a player knows (every switch once), each menu's first option naming the preset's own
value; on the built page it opens on the reader's own rules, fits a phone and passes axe."""

from __future__ import annotations

import re

import pytest
from bs4 import BeautifulSoup

from belote_teach.i18n import LANGUAGES
from belote_teach.render.house_form import AS_PRESET, GROUPS, START, as_preset, choosable, form, grouped
from belote_teach.render.house_rules import PRESETS
from belote_teach.render.reference import NOT_USED
from belote_teach.render.switch_names import SWITCH_LABELS
from belote_teach.render.switchboard import option_name
from belote_teach.rulebook import TOPICS, uses
from belote_teach.rules import SWITCHES, Rules

from .axe import DESKTOP, PHONE, run
from .test_house_own import ENGINE
from .test_house_rules import fresh  # noqa: F401  (a fixture)

CHOOSABLE = [switch for switch in SWITCHES if len(choosable(switch)) > 1]


def test_every_switch_has_a_short_name_in_words_in_every_language():
    assert set(SWITCH_LABELS) == set(SWITCHES)
    for lang in LANGUAGES:
        names = [SWITCH_LABELS[switch](lang) for switch in SWITCHES]
        assert len(set(names)) == len(names), lang  # no two switches read alike
        for switch, name in zip(SWITCHES, names, strict=True):
            assert "_" not in name and name != switch and name[0].isupper(), (lang, switch, name)
            assert len(name) <= 60 and not name.endswith("."), (lang, name)  # a label, not a sentence


def test_the_groups_hold_every_topic_once_and_so_every_switch():
    topics = [topic for _, held in GROUPS.values() for topic in held]
    assert sorted(topics) == sorted(TOPICS)
    menus = [switch for switches in grouped().values() for switch in switches]
    assert sorted(menus) == sorted(CHOOSABLE) and all(grouped().values())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_form_labels_each_switch_in_words_in_its_group(lang):
    page = BeautifulSoup(form(lang), "html.parser")
    groups = page.select("fieldset.belote-house-group")
    assert [group["data-group"] for group in groups] == list(GROUPS)
    for group in groups:
        legend = group.find("legend", recursive=False)
        assert legend.get_text() == GROUPS[group["data-group"]][0](lang)
        assert [menu["name"] for menu in group.select("select[data-switch]")] == grouped()[group["data-group"]]
    shown = page.get_text(" ")
    assert not re.search(r"\b(" + "|".join(s for s in SWITCHES if "_" in s) + r")\b", shown)  # no engine id
    assert page.select_one("label[for=belote-house-form-preset]").get_text() == START(lang)
    for menu in page.select("select[data-switch]"):
        switch = menu["name"]
        assert page.select_one(f"label[for={menu['id']}]").get_text() == SWITCH_LABELS[switch](lang)
        keep, *options = menu.select("option")
        assert [o["value"] for o in options] == choosable(switch)
        assert [o.get_text() for o in options] == [option_name(switch, o["value"], lang) for o in options]
        assert keep["value"] == "" and keep.get_text() == keep[f"data-as-{PRESETS[0]}"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_menus_first_option_names_the_presets_own_value(lang):
    page = BeautifulSoup(form(lang), "html.parser")
    for menu in page.select("select[data-switch]"):
        switch, keep = menu["name"], menu.select_one("option")
        for preset in PRESETS:
            rules = Rules.preset(preset)
            value = option_name(switch, getattr(rules, switch), lang) if uses(rules, switch) else NOT_USED(lang)
            assert keep[f"data-as-{preset}"] == as_preset(preset, switch, lang) == AS_PRESET(lang, option=value)
    assert as_preset("coinche", "undertrump", lang) != as_preset("classic", "undertrump", lang)


# -- on the built page, in a browser ----------------------------------------------------------------------

def page_of(fresh, server, lang, query="", width=DESKTOP):  # noqa: F811
    page = fresh(width).new_page()
    page.goto(f"{server}/{lang}/book/house-rules.html{query}")
    page.wait_for_load_state("load")
    return page


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_form_opens_on_the_readers_own_rules_from_the_address(fresh, server, lang):  # noqa: F811
    rules = "coinche+undertrump=required+fail_value=162+bid"  # a value with a "+" of its own
    page = page_of(fresh, server, lang, f"?rules={rules}")
    page.wait_for_function("shown => window.houseRulesShown === shown", arg=rules, timeout=ENGINE)  # the engine's
    form_ = page.locator("form[data-house-form]")
    chosen = {menu.get_attribute("name"): menu.input_value() for menu in form_.locator("select").all()}
    assert {name: value for name, value in chosen.items() if value} == {
        "preset": "coinche", "undertrump": "required", "fail_value": "162+bid"}
    keep = form_.locator("select[name=rounding] option").first
    assert keep.inner_text() == as_preset("coinche", "rounding", lang)  # the preset's own value, named
    form_.get_by_label(START(lang), exact=True).select_option("classic")
    assert keep.inner_text() == as_preset("classic", "rounding", lang)
    form_.get_by_label(SWITCH_LABELS["undertrump"](lang), exact=True).select_option("discard")
    form_.get_by_label(SWITCH_LABELS["fail_value"](lang), exact=True).select_option("")
    form_.locator("button[type=submit]").press("Enter")  # keyboard: one switch changed, the others kept
    page.wait_for_function("shown => window.houseRulesShown === shown", arg="classic+undertrump=discard",
                           timeout=ENGINE)
    page.goto(f"{page.url.split('?')[0]}")  # the page again, its address bare: the rules come from storage
    page.wait_for_load_state("load")
    assert form_.locator("select[name=preset]").input_value() == "classic"
    assert form_.locator("select[name=undertrump]").input_value() == "discard"
    assert form_.locator("select[name=fail_value]").input_value() == ""

    again = page_of(fresh, server, lang, "?rules=contree")  # a plain preset: the form opens on it
    again.wait_for_function("() => window.houseRulesShown === 'contree'", timeout=10_000)
    assert again.locator("form[data-house-form] select[name=preset]").input_value() == "contree"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_form_fits_a_phone_and_axe_finds_nothing_serious(fresh, server, lang):  # noqa: F811
    for width in (PHONE, DESKTOP):
        page = page_of(fresh, server, lang, width=width)
        form_ = page.locator("form[data-house-form]")
        form_.scroll_into_view_if_needed()
        assert page.evaluate("document.documentElement.scrollWidth") <= width, (lang, width)
        boxes = [menu.bounding_box() for menu in form_.locator("select[data-switch]").all()]
        assert len({round(box["width"]) for box in boxes}) == 1  # one width for every menu
        assert all(box["x"] >= 0 and box["x"] + box["width"] <= width for box in boxes)
        serious, _ = run(page, server, pictures_read=True)
        assert serious == [], (lang, width, serious)
