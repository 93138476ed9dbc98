"""The reader's rules on every page (render/house_rules.py): the chooser on every page of every language,
each page's blocks under every four-player preset (what the engine computes, or a visible note), the
choice kept across pages and shared in the address, within the budgets (a choice fetches one file of at
most 100 KB; the chosen rules show at most 300 ms after the page has loaded), and axe finds nothing
serious in the chooser or the notes.
"""

from __future__ import annotations

import gzip
import json

import pytest
from bs4 import BeautifulSoup

from belote_teach.i18n import LANGUAGES
from belote_teach.render.house_rules import LABEL, OWN, PRESETS, chooser, note, versions
from belote_teach.render.html import preset_name

from .axe import DESKTOP, PHONE, run
from .conftest import built_page, keep_offline
from .guide_checks import check_trick, check_which_card, toc_pages

CHOICE_BUDGET = 100 * 1000
"""Bytes (gzip) a choice may fetch on one page."""
SHOWN_WITHIN = 300
"""Milliseconds after the page's load event by which the chosen rules show."""
CHECKS = {"belote-which-card": check_which_card, "belote-trick": check_trick}
"""The blocks that follow the reader's preset, and the engine's check of each."""


# -- without a build ---------------------------------------------------------------------------------------

def test_the_chooser_is_a_labelled_select_of_the_four_player_presets():
    page = BeautifulSoup(chooser("nl", "card-play", 3), "html.parser")
    select = page.select_one("select[data-house-rules]")
    assert page.select_one(f"label[for={select['id']}]").get_text() == LABEL("nl") == "Jouw regels"
    assert [option["value"] for option in select.select("option")] == ["", *PRESETS]
    assert [option.get_text() for option in select.select("option")][1:] == [preset_name(p, "nl") for p in PRESETS]
    assert "nl23" not in PRESETS and select["data-page"] == "card-play" and select["data-blocks"] == "3"


def test_a_block_under_a_switch_keeps_its_rules_and_says_so():
    calls: list[str] = []
    assert versions("classic+undertrump=discard", lambda preset: calls.append(preset) or ("", "")) == {}
    assert calls == []
    made = versions("classic", lambda preset: None if preset == "bga" else (f"<figure>{preset}</figure>", preset == "coinche"))
    assert made["bga"] is None and made["coinche"].differs and not made["contree"].differs and "classic" not in made


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_the_notes_are_translated(lang):
    for kind in ("changed", "cannot", "kept"):
        english = note(kind, "en", "coinche", "classic")
        assert note(kind, lang, "coinche", "classic") != english
        assert preset_name("coinche", lang) in note(kind, lang, "coinche", "classic")
    assert OWN(lang) != OWN("en")


# -- the built site ----------------------------------------------------------------------------------------

def stated_rules(block) -> str:
    """The rules a numbered block states: its own, its first question's (a quiz), or those a live
    exercise runs under (classic unless it names others)."""
    if "belote-live-exercise" in block["class"]:
        return block.get("data-rules") or "classic"
    return block.get("data-rules") or block.select_one("[data-rules]")["data-rules"]


PAGES = [*toc_pages(), "search", "genindex"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_has_the_chooser_in_its_language(site, lang):
    for name in PAGES:
        page = built_page(site / lang / f"{name}.html")
        selects = page.select("select[data-house-rules]")
        assert len(selects) == 1, name
        assert page.select_one(f"label[for={selects[0]['id']}]").get_text() == LABEL(lang), name
        assert [option.get_text() for option in selects[0].select("option")] == [
            OWN(lang), *(preset_name(p, lang) for p in PRESETS)], name


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_pages_blocks_under_each_preset_are_the_engines_or_say_why_not(site, lang):
    """Every block that states rules is numbered; each fragment file is at most 100 KB (gzip) and holds,
    for every block under other rules, the block the engine computes under the preset or a note."""
    followed = 0
    for name in toc_pages():
        path = site / lang / f"{name}.html"
        page = built_page(path)
        blocks = {block["data-house-block"]: block for block in page.select("[data-house-block]")}
        assert page.select_one("select[data-house-rules]")["data-blocks"] == str(len(blocks)), name
        for figure in page.select("figure.belote-which-card, figure.belote-trick, .belote-quiz, .belote-live-exercise"):
            assert figure.find_parent(attrs={"data-house-block": True}) or figure.has_attr("data-house-block"), name
        for preset in PRESETS:
            file = path.with_name(f"{path.stem}.rules-{preset}.json")
            assert file.exists() == bool(blocks), file
            if not blocks:
                continue
            assert len(gzip.compress(file.read_bytes(), 6)) <= CHOICE_BUDGET, file
            entries = json.loads(file.read_text(encoding="utf-8"))["blocks"]
            for number, block in blocks.items():
                if "belote-states" in block["class"]:
                    continue  # a passage of prose: tests/test_house_prose.py
                rules = stated_rules(block)
                entry = entries.get(number)
                assert (entry is None) == (rules == preset), (name, number, preset)
                if entry is None:
                    continue
                if "html" not in entry:
                    assert 'data-house-note="' in entry["note"] and preset_name(preset, lang) in entry["note"]
                    continue
                new = BeautifulSoup(entry["html"], "html.parser").select_one("figure")
                assert new["data-rules"] == preset and new["class"] == block["class"], (name, number)
                CHECKS[new["class"][0]](new)
                followed += 1
    assert followed > 40


# -- in a browser ------------------------------------------------------------------------------------------

SHOWN_AT = """new MutationObserver((changes, observer) => {
  for (const change of changes) if (change.target.matches && change.target.matches('select[data-house-rules][data-shown]')) {
    window.houseRulesShownAt = performance.now(); window.houseRulesShown = change.target.getAttribute('data-shown');
  }
}).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-shown']});"""
"""Records when the page's script shows a choice (before the page's own scripts run)."""


@pytest.fixture
def fresh(browser, server):
    """A function opening a path of the site in a new browser context (empty storage) at ``width``."""
    contexts = []

    def open_(width: int = DESKTOP):
        context = browser.new_context(viewport={"width": width, "height": 900})
        contexts.append(context)
        context.outside = []
        keep_offline(context, context.outside, allowed=(server,))
        context.add_init_script(SHOWN_AT)
        return context

    yield open_
    for context in contexts:
        context.close()


def goto(page, url: str, shown: str) -> None:
    page.goto(url)
    page.wait_for_load_state("load")
    page.wait_for_function("shown => window.houseRulesShown === shown", arg=shown, timeout=10_000)


def check_blocks(page, preset: str) -> int:
    """Every block that follows the preset is the engine's under it; every other block that states other
    rules carries a visible note. Returns how many blocks follow."""
    followed = 0
    for block in page.locator("[data-house-block]").all():
        html = block.evaluate("element => element.outerHTML")
        tag = BeautifulSoup(html, "html.parser").select_one("[data-house-block]")
        if "belote-states" in tag["class"]:
            continue  # a passage of prose: tests/test_house_prose.py
        rules = stated_rules(tag)
        if rules == preset:
            if tag["class"][0] in CHECKS:
                CHECKS[tag["class"][0]](tag)
                followed += 1
            continue
        note = block.locator(":scope > [data-house-note]")
        assert note.count() == 1 and note.is_visible(), html[:200]
        assert preset_name(preset, page.evaluate("document.documentElement.lang")[:2]) in note.inner_text()
    return followed


def shown_after_load(page, times: int = 3) -> float:
    """Milliseconds from the load event to the chosen rules shown: the median of ``times`` loads of the
    page (the machine is shared: one load alone is noisy); before the load event counts as 0."""
    took = []
    for _ in range(times):
        page.reload()
        page.wait_for_function("() => window.houseRulesShownAt !== undefined && document.readyState === 'complete'")
        page.wait_for_function("() => performance.getEntriesByType('navigation')[0].loadEventEnd > 0")
        took.append(max(0.0, page.evaluate(
            "window.houseRulesShownAt - performance.getEntriesByType('navigation')[0].loadEventEnd")))
    return sorted(took)[len(took) // 2]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_choice_holds_on_the_next_page_and_every_block_follows_it(fresh, server, lang):
    context = fresh()
    page = context.new_page()
    fetched: list[str] = []
    page.on("request", lambda request: fetched.append(request.url) if ".rules-" in request.url else None)
    goto(page, f"{server}/{lang}/book/tricks-and-points.html", "")
    chooser_ = page.get_by_role("combobox", name=LABEL(lang), exact=True)
    chooser_.focus()  # keyboard: the select takes focus and changes with the arrow keys
    assert page.evaluate("document.activeElement.matches('select[data-house-rules]')")
    page.keyboard.press("ArrowDown")
    page.wait_for_function("() => window.houseRulesShown === 'classic'")
    chooser_.select_option("coinche")
    page.wait_for_function("() => window.houseRulesShown === 'coinche'")
    assert fetched == [f"{server}/{lang}/book/tricks-and-points.rules-{preset}.json" for preset in ("classic", "coinche")]
    assert "rules=coinche" in page.url
    check_blocks(page, "coinche")

    goto(page, f"{server}/{lang}/book/card-play.html", "coinche")  # another chapter, reached without ?rules
    assert page.locator("select[data-house-rules]").input_value() == "coinche"
    assert check_blocks(page, "coinche") >= 10
    assert page.locator("[data-house-note='changed']").count() >= 1  # the undertrump example changes
    assert shown_after_load(page) <= SHOWN_WITHIN
    assert context.outside == []

    page.locator("select[data-house-rules]").select_option("")  # back to each example's own rules
    page.wait_for_function("() => window.houseRulesShown === ''")
    assert page.locator("[data-house-note]").count() == 0
    assert page.locator("figure.belote-which-card").first.get_attribute("data-rules") == "classic"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_shared_address_opens_with_its_rules(fresh, server, lang):
    page = fresh().new_page()
    goto(page, f"{server}/{lang}/book/card-play.html?rules=contree", "contree")
    assert page.locator("select[data-house-rules]").input_value() == "contree"
    assert check_blocks(page, "contree") >= 10
    assert shown_after_load(page) <= SHOWN_WITHIN
    goto(page, f"{server}/{lang}/book/strategy.html", "contree")  # kept for the next page too
    goto(page, f"{server}/{lang}/book/play.html", "contree")  # the play page's next match starts under them
    assert page.locator("form.belote-play-setup select[name=preset]").input_value() == "contree"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_axe_finds_nothing_serious_in_the_chooser_and_its_notes(fresh, server, lang):
    for width in (DESKTOP, PHONE):
        page = fresh(width).new_page()
        goto(page, f"{server}/{lang}/book/card-play.html?rules=bga", "bga")
        assert page.locator("[data-house-note]").count() >= 1
        serious, _ = run(page, server, pictures_read=True)
        assert serious == [], (width, serious)
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        assert page.locator("select[data-house-rules]").is_visible()
