"""The reader's own rules (issue 29, "my own rules"): a preset and switches, composed on the switchboard
page's form or given in the address (``?rules=classic+undertrump=discard``), computed in the page by the
engine (``web/house.py`` in the site's own Pyodide) into the same fragments the build writes for the
presets; an invalid text gets the engine's message, in the page's language.
"""

from __future__ import annotations

import json

import pytest
from bs4 import BeautifulSoup

from belote_teach.i18n import LANGUAGES, speaking
from belote_teach.render.house_form import choosable, form
from belote_teach.render.house_rules import COMPUTING, LABEL, MINE, PRESETS, chooser
from belote_teach.render.html import preset_name
from belote_teach.render.switchboard import option_name
from belote_teach.rules import SWITCHES, Rules
from belote_teach.sphinxext import house_rules as house_rules_glue
from belote_teach.web import house

from . import test_house_rules
from .axe import run
from .guide_checks import check_which_card
from .test_house_rules import CHECKS
from .test_sphinxext import build as build_page

PAGE = """# Blocks

:::{which-card}
:trump: H
:trick: N:AS W:JH
:hand: 7H 8C KD
:::

:::{which-card}
:rules: coinche
:trump: S
:trick: E:9S N:JS
:hand: 7S 10S AH 8D
:::

:::{which-card}
:rules: classic+undertrump=discard
:trump: H
:trick: N:AS W:JH
:hand: 7H 8C KD
:::

:::{trick} E:AS N:8S W:JS S:10S
:trump: S
:::

:::{trick} E:AS N:8S W:JS S:10S
:trump: all-trump
:rules: bga
:::

:::{score-sheet}
:rules: coinche
:contract: N 100 H x2
:points: NS 104 EW 58
:::

:::{declarations}
:rules: classic
:trump: S
:hands: N: QS QH QD QC JH KH | E: 7C 9C | S: 8D 10D | W: 8S 10S
:::

:::{declarations}
:rules: bga
:trump: no-trump
:hands: N: 9S 9H 9D 9C | E: 7C 8C 10C
:::

:::{match-end}
:totals: NS 940 EW 1012
:made-by: NS
:::
"""
OWN = "classic+undertrump=discard"
fresh = test_house_rules.fresh
"""A new browser context per call (the fixture of test_house_rules)."""


def built(tmp_path, lang: str) -> tuple[list[dict], dict[str, dict]]:
    """PAGE built in ``lang``: its blocks' inputs and its fragment under each preset, as the build wrote them."""
    status, output, _ = build_page(tmp_path, PAGE, lang)
    assert status == 0, output
    out = tmp_path / "out"
    inputs = json.loads((out / "index.rules-inputs.json").read_text(encoding="utf-8"))["inputs"]
    return inputs, {preset: json.loads((out / f"index.rules-{preset}.json").read_text(encoding="utf-8"))["blocks"]
                    for preset in PRESETS}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_page_computes_a_preset_as_the_build_did(tmp_path, lang):
    """The two paths cannot drift: under each preset, web.house gives every which-card and trick block (and
    every block under a switch: the "kept" note) exactly what the build wrote."""
    inputs, written = built(tmp_path, lang)
    assert [spec.get("kind") for spec in inputs] == ["which-card", "which-card", "which-card", "trick", "trick", None,
                                                     "declarations", "declarations", "match-end"]
    for preset in PRESETS:
        mine = house.fragment(inputs, preset, lang)
        assert mine["rules"] == preset and mine["name"] == preset_name(preset, lang)
        for spec in inputs:
            number = str(spec["number"])
            if spec.get("kind") is None:  # a score sheet: computed at build time only; here it keeps its rules
                assert spec["rules"] == preset or 'data-house-note="kept"' in mine["blocks"][number]["note"]
                continue
            assert mine["blocks"].get(number) == written[preset].get(number), (preset, number)
    assert any("html" in entry for entries in written.values() for entry in entries.values())
    assert any(set(entries.get("7", {})) == {"note"} for entries in written.values())  # no no-trumps under classic


def test_own_rules_with_a_switch_give_the_engines_legal_cards(tmp_path):
    inputs, _ = built(tmp_path, "en")
    mine = house.fragment(inputs, "classic + undertrump=discard", "en")
    assert mine["rules"] == OWN and mine["name"] == preset_name(OWN, "en")
    blocks = mine["blocks"]
    first = BeautifulSoup(blocks["0"]["html"], "html.parser").select_one("figure.belote-which-card")
    assert first["data-rules"] == OWN
    check_which_card(first)  # the engine's legal cards under the switch, from the figure's own data
    assert [c["data-card"] for c in first.select("[data-legal='true']")] == ["7H", "8C", "KD"]
    assert 'data-house-note="changed"' in blocks["0"]["note"]  # classic makes one undertrump: the result changed
    second = BeautifulSoup(blocks["1"]["html"], "html.parser").select_one("figure.belote-which-card")
    check_which_card(second)
    assert "2" not in blocks  # the block under these very rules stays as it is
    assert 'data-house-note="kept"' in blocks["5"]["note"]  # a score sheet keeps its rules, visibly
    assert house.fragment(inputs, "classic+undertrump=required", "en")["rules"] == "classic"  # a preset's own value


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_invalid_rules_text_gets_the_engines_message_in_the_language(lang):
    for text in ("classic+undertrump", "clasic", "classic+undertrump=maybe", "classic+nonsense=1"):
        reply = json.loads(house.handle(json.dumps({"inputs": [], "rules": text, "lang": lang})))
        with speaking(lang), pytest.raises(Exception) as refused:
            Rules.parse(text)
        assert reply == {"error": str(refused.value)}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_form_offers_the_engines_switches_by_their_names(lang):
    page = BeautifulSoup(form(lang), "html.parser")
    assert [o["value"] for o in page.select("select[name=preset] option")] == list(PRESETS)
    menus = page.select("select[data-switch]")
    assert sorted(menu["name"] for menu in menus) == sorted(s for s in SWITCHES if choosable(s))  # in groups
    assert {"undertrump", "void_partner_winning", "min_bid"} <= {menu["name"] for menu in menus}
    assert not {"players", "smous", "match_target"} & {menu["name"] for menu in menus}
    for menu in menus:
        assert page.select_one(f"label[for={menu['id']}]") is not None
        options = menu.select("option")
        assert [o["value"] for o in options[1:]] == [str(option) for option in SWITCHES[menu["name"]]]
        assert [o.get_text() for o in options[1:]] == [option_name(menu["name"], o["value"], lang) for o in options[1:]]
        for option in options[1:]:  # whatever the form composes, the engine accepts
            Rules.parse(f"{PRESETS[0]}+{menu['name']}={option['value']}")
    chosen = BeautifulSoup(chooser(lang, "card-play", 2, {"worker": "w.js"}), "html.parser").select_one("select")
    assert chosen["data-mine-label"] == MINE(lang, rules="{rules}") and chosen["data-computing-label"] == COMPUTING(lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_page_computes_each_built_pages_presets_as_the_build_did(site, lang):
    """On the built guide's chapters: web.house under each preset is what the build wrote."""
    kinds = set()
    for name in ("card-play", "tricks-and-points", "declarations", "match"):
        path = site / lang / "book" / f"{name}.html"
        inputs = json.loads(path.with_name(f"{name}.rules-inputs.json").read_text(encoding="utf-8"))["inputs"]
        drawn = [spec for spec in inputs if spec.get("kind")]
        kinds |= {spec["kind"] for spec in drawn}
        for preset in PRESETS:
            written = json.loads(path.with_name(f"{name}.rules-{preset}.json").read_text(encoding="utf-8"))["blocks"]
            mine = house.fragment(inputs, preset, lang)["blocks"]
            for spec in drawn:
                assert mine.get(str(spec["number"])) == written.get(str(spec["number"])), (name, preset, spec["number"])
    assert kinds == {*house.DRAW, house.PASSAGE}


# -- in a browser ------------------------------------------------------------------------------------------

ENGINE = 180_000
"""Milliseconds the page may take to load the engine (Pyodide, the wheel) on a loaded, shared machine."""


def goto(page, url: str, shown: str) -> None:
    """Open ``url`` and wait until the page shows ``shown`` (the engine may have to load first)."""
    page.goto(url)
    page.wait_for_function("shown => window.houseRulesShown === shown", arg=shown, timeout=ENGINE)


def requests_of(context) -> list:
    found: list = []
    context.on("requestfinished", lambda request: found.append(request))
    return found


def check_own_blocks(page, rules: str, kind: str = "belote-which-card") -> int:
    """Every block of ``kind`` (which-card, trick) on the page is the engine's under ``rules``: its legal
    cards, or its winner and points; a block under a switch shown on purpose keeps it, with a visible note."""
    checked = 0
    for block in page.locator(f"figure.{kind}[data-house-block]").all():
        tag = BeautifulSoup(block.evaluate("element => element.outerHTML"), "html.parser").select_one("figure")
        if tag["data-rules"] != rules:
            assert block.locator(":scope > [data-house-note]").count() == 1
            continue
        CHECKS[kind](tag)
        checked += 1
    return checked


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_own_rules_from_the_address_are_computed_in_the_page_and_hold(fresh, server, lang):
    context = fresh()
    fetched = requests_of(context)
    page = context.new_page()
    page.goto(f"{server}/{lang}/book/card-play.html?rules={OWN}")
    page.wait_for_function("shown => window.houseRulesShown === shown", arg=OWN, timeout=ENGINE)
    assert check_own_blocks(page, OWN) >= 10
    assert page.locator("[data-house-note='changed']").count() >= 1
    chooser_ = page.get_by_role("combobox", name=LABEL(lang), exact=True)
    assert chooser_.input_value() == OWN
    assert chooser_.locator("option:checked").inner_text() == MINE(lang, rules=preset_name(OWN, lang))
    assert f"rules={OWN}" in page.url
    took = page.evaluate("window.beloteHouseTimings.shown - window.beloteHouseTimings.chosen")
    size = sum(request.sizes()["responseBodySize"] for request in fetched)
    print(f"\n{lang}: own rules shown {took:.0f} ms after the choice; {size / 1e6:.2f} MB fetched by the page")
    assert any("pyodide" in request.url for request in fetched)
    assert context.outside == []

    goto(page, f"{server}/{lang}/book/tricks-and-points.html", OWN)  # another page: the choice holds
    assert check_own_blocks(page, OWN, "belote-trick") >= 1


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_invalid_address_shows_the_engines_message_and_each_examples_rules(fresh, server, lang):
    page = fresh().new_page()
    page.goto(f"{server}/{lang}/book/card-play.html?rules=classic+undertrump")
    status = page.locator("select[data-house-rules] ~ [data-house-status]")
    with speaking(lang), pytest.raises(Exception) as refused:
        Rules.parse("classic+undertrump")
    page.wait_for_function("text => document.querySelector('[data-house-status]').textContent === text",
                           arg=str(refused.value), timeout=ENGINE)
    assert status.is_visible()
    assert page.evaluate("window.houseRulesShown") == ""
    assert page.locator("[data-house-note]").count() == 0 and page.locator("option[data-mine]").count() == 0
    assert "rules=" not in page.url and page.evaluate("localStorage.getItem('belote-house-rules')") is None


def test_a_plain_preset_fetches_no_engine(fresh, server):
    context = fresh()
    fetched = requests_of(context)
    page = context.new_page()
    goto(page, f"{server}/nl/book/card-play.html?rules=coinche", "coinche")
    page.wait_for_load_state("networkidle")
    assert not [r.url for r in fetched if "pyodide" in r.url or r.url.endswith(".whl") or "worker" in r.url]


@pytest.mark.parametrize("lang", ["en", "nl"])
def test_the_switchboard_form_composes_own_rules_for_every_page(fresh, server, lang):
    context = fresh()
    page = context.new_page()
    goto(page, f"{server}/{lang}/book/house-rules.html", "")
    form_ = page.locator("form[data-house-form]")
    form_.locator("select[name=preset]").select_option("coinche")
    form_.locator("select[name=void_partner_winning]").select_option("must_trump")
    form_.locator("button[type=submit]").press("Enter")  # keyboard
    rules = "coinche+void_partner_winning=must_trump"
    page.wait_for_function("shown => window.houseRulesShown === shown", arg=rules, timeout=ENGINE)
    serious, _ = run(page, server, pictures_read=True)
    assert serious == []
    goto(page, f"{server}/{lang}/book/card-play.html", rules)  # the chooser holds them on another page
    assert check_own_blocks(page, rules) >= 10


# -- computed once for every page, kept in the browser --------------------------------------------------------

ENGINE_FILES = ("pyodide", ".whl", "play-worker.js")
"""What the page fetches only when it starts the engine."""


def engine_requests(fetched: list) -> list[str]:
    return [request.url for request in fetched if any(name in request.url for name in ENGINE_FILES)]


def choose_everywhere(page, server: str, lang: str = "en") -> None:
    """Own rules from the address on a chapter; wait until the page has computed and kept every page."""
    page.goto(f"{server}/{lang}/book/tricks-and-points.html?rules={OWN}")
    page.wait_for_function("shown => window.houseRulesShown === shown", arg=OWN, timeout=ENGINE)
    page.wait_for_function("() => window.beloteHouseTimings.everyPage", timeout=ENGINE)
    pages = json.loads(page.evaluate("fetch('../rules-pages.json').then(r => r.text())"))["pages"]
    assert page.evaluate("window.beloteHouseTimings.everyPage.pages") == len(pages) >= 10
    page.wait_for_function("text => document.querySelector('[data-house-status]').textContent === text",
                           arg=house_rules_glue.EVERY_PAGE_DONE(lang), timeout=ENGINE)  # then it goes


@pytest.mark.parametrize("lang", ["en", "de"])
def test_own_rules_chosen_once_open_every_other_page_without_the_engine(fresh, server, lang):
    context = fresh()
    page = context.new_page()
    choose_everywhere(page, server, lang)
    fetched = requests_of(context)
    goto(page, f"{server}/{lang}/book/card-play.html", OWN)  # no ?rules: the choice held in the browser
    assert page.evaluate("window.beloteHouseTimings.stored")
    assert check_own_blocks(page, OWN) >= 10  # the engine's legal cards under the switch
    assert page.locator("[data-house-note='changed']").count() >= 1
    assert page.locator("option[data-mine]:checked").inner_text() == MINE(lang, rules=preset_name(OWN, lang))
    page.wait_for_load_state("networkidle")
    assert engine_requests(fetched) == []
    assert not [request.url for request in fetched if ".rules-" in request.url or "rules-pages" in request.url]
    assert context.outside == []


def test_entries_of_another_build_are_ignored(fresh, server):
    """A stored fragment whose key is not the page's (an earlier build) is computed again by the engine."""
    context = fresh()
    page = context.new_page()
    choose_everywhere(page, server)
    page.evaluate("""() => new Promise((resolve) => {
      indexedDB.open('belote-house-rules').onsuccess = (event) => {
        const store = event.target.result.transaction('fragments', 'readwrite').objectStore('fragments');
        store.openCursor().onsuccess = (found) => {
          const cursor = found.target.result;
          if (!cursor) return resolve();
          cursor.update({...cursor.value, key: 'an-earlier-build'});
          cursor.continue();
        };
      };
    })""")
    fetched = requests_of(context)
    goto(page, f"{server}/en/book/card-play.html", OWN)
    assert not page.evaluate("window.beloteHouseTimings.stored")
    assert engine_requests(fetched)
    assert check_own_blocks(page, OWN) >= 10


def test_without_storage_each_page_computes_its_own(fresh, server):
    context = fresh()
    context.add_init_script("Object.defineProperty(window, 'indexedDB', {get() { throw new Error('private'); }})")
    fetched = requests_of(context)
    page = context.new_page()
    goto(page, f"{server}/en/book/card-play.html?rules={OWN}", OWN)
    assert check_own_blocks(page, OWN) >= 10
    assert engine_requests(fetched)
    page.wait_for_timeout(500)
    assert page.evaluate("window.beloteHouseTimings.everyPage") is None
    assert not [request.url for request in fetched if "rules-pages" in request.url]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_language_lists_every_page_with_inputs_and_its_key(site, lang):
    """``rules-pages.json`` names every page that has inputs for "my own rules", with the key the page
    carries (``data-key``): the key of its inputs as written, in its language."""
    root = site / lang
    listed = json.loads((root / house_rules_glue.INDEX).read_text(encoding="utf-8"))["pages"]
    written = sorted(path.relative_to(root).as_posix().removesuffix(".rules-inputs.json")
                     for path in root.rglob("*.rules-inputs.json"))
    assert sorted(listed) == written and len(written) >= 10
    for name, key in listed.items():
        chooser_ = BeautifulSoup((root / f"{name}.html").read_text(encoding="utf-8"), "html.parser").select_one(
            "select[data-house-rules]")
        assert chooser_["data-key"] == key, name
        assert chooser_["data-path"] == name and (root / name).parent.joinpath(chooser_["data-index"]).resolve() == (
            root / house_rules_glue.INDEX).resolve()
        inputs = (root / f"{name}.rules-inputs.json").read_text(encoding="utf-8")
        assert key == house_rules_glue.page_key(lang, inputs)
