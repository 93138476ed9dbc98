"""The reader's own rules (issue 29, "my own rules"): a preset and switches, composed on the switchboard
page's form or given in the address (``?rules=classic+undertrump=discard``), computed in the page by the
engine (``web/house.py`` in the site's own Pyodide) into the same fragments the build writes for the
presets; an invalid text gets the engine's message, in the page's language.
"""

from __future__ import annotations

import json
import shutil

import pytest
from bs4 import BeautifulSoup

from belote_teach.deal import Deal
from belote_teach.exercises import Exercise
from belote_teach.i18n import LANGUAGES, speaking
from belote_teach.render.house_form import choosable, form
from belote_teach.render.house_rules import COMPUTING, LABEL, MINE, PRESETS, chooser
from belote_teach.render.html import preset_name
from belote_teach.render.switchboard import option_name
from belote_teach.rules import SWITCHES, Rules
from belote_teach.sphinxext import house_rules as house_rules_glue
from belote_teach.web import house
from belote_teach.web.labels import rules_label

from . import test_house_rules
from .axe import run
from .conftest import ROOT
from .guide_checks import check_which_card
from .test_house_rules import CHECKS, SWAPPED, result
from .test_play_page import play_deal
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

:::{auction}
:deal: first-deal
:::

:::{deal} first-deal
:::

:::{score-sheet}
:deal: first-deal
:::

:::{match} match
:::

:::{quiz}
- kind: which-cards
  trump: S
  trick: N:AD W:JS
  hand: 7S 8C KH
  player: S
:::

:::{live-exercise} which-cards
:::
"""
KINDS = ["which-card", "which-card", "which-card", "trick", "trick", "score-sheet", "declarations", "declarations",
         "match-end", "auction", "deal", "score-sheet", "match", "question", "live"]
"""The kind of each block of PAGE, as ``web.house`` draws it."""
OWN = "classic+undertrump=discard"
fresh = test_house_rules.fresh
"""A new browser context per call (the fixture of test_house_rules)."""


def built(tmp_path, lang: str) -> tuple[list[dict], dict[str, dict], BeautifulSoup]:
    """PAGE built in ``lang`` (the guide's records beside it): its blocks' inputs and its fragment under each
    preset, as the build wrote them, and the page."""
    shutil.copytree(ROOT / "book" / "deals", tmp_path / "book" / "deals", ignore=shutil.ignore_patterns("*.py"))
    status, output, html = build_page(tmp_path, PAGE, lang)
    assert status == 0, output
    out = tmp_path / "out"
    inputs = json.loads((out / "index.rules-inputs.json").read_text(encoding="utf-8"))["inputs"]
    return inputs, {preset: json.loads((out / f"index.rules-{preset}.json").read_text(encoding="utf-8"))["blocks"]
                    for preset in PRESETS}, BeautifulSoup(html, "html.parser")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_page_computes_a_preset_as_the_build_did(tmp_path, lang):
    """The two paths cannot drift: under each preset, web.house gives every block of every kind (and every
    block under a switch: the "kept" note) exactly what the build wrote."""
    inputs, written, _ = built(tmp_path, lang)
    assert [spec.get("kind") for spec in inputs] == KINDS
    assert set(KINDS) == set(house.DRAW)
    for preset in PRESETS:
        mine = house.fragment(inputs, preset, lang)
        assert mine["rules"] == preset and mine["name"] == preset_name(preset, lang)
        for spec in inputs:
            number = str(spec["number"])
            assert mine["blocks"].get(number) == written[preset].get(number), (preset, number)
    assert any("html" in entry for entries in written.values() for entry in entries.values())
    assert any(set(entries.get("7", {})) == {"note"} for entries in written.values())  # no no-trumps under classic


def test_own_rules_with_a_switch_give_the_engines_legal_cards(tmp_path):
    inputs, _, _ = built(tmp_path, "en")
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
    assert 'data-house-note="kept"' in house.fragment(inputs, "classic", "en")["blocks"]["2"]["note"]  # visibly
    assert house.fragment(inputs, "classic+undertrump=required", "en")["rules"] == "classic"  # a preset's own value


def test_own_rules_reach_every_kind_of_block_with_the_engines_results(tmp_path):
    """Under own rules, each block that states a preset is the engine's under them, checked from the block's
    own data (auction, whole deal, score sheets, match, quiz question: answer and reasons); a note says so
    when its result changed; a live exercise has no entry (it starts under them in the page)."""
    inputs, _, page = built(tmp_path, "en")
    shown = {tag["data-house-block"]: tag for tag in page.select("[data-house-block]")}
    blocks = house.fragment(inputs, OWN, "en")["blocks"]
    swapped = []
    for spec in inputs:
        number, kind = str(spec["number"]), spec["kind"]
        if spec["rules"] == OWN or kind == "live":
            assert number not in blocks, (number, kind)
            continue
        if "html" not in blocks[number]:  # no-trumps or all-trumps: none under classic's switches either
            assert blocks[number] == {"note": test_house_rules.note("cannot", "en", OWN, spec["rules"])}
            assert house.under(spec, OWN, "en") is None
            continue
        new = BeautifulSoup(blocks[number]["html"], "html.parser").select_one(SWAPPED)
        assert new["data-rules"] == OWN and new["class"] == shown[number]["class"], number
        CHECKS[new["class"][0]](new)
        assert ("note" in blocks[number]) == (result(new) != result(shown[number])), number
        swapped.append(kind)
    assert {"auction", "deal", "score-sheet", "match", "question"} <= set(swapped)
    question = BeautifulSoup(blocks[str(KINDS.index("question"))]["html"], "html.parser").select_one("li")
    data = {**json.loads(question["data-exercise"]), "rules": OWN}
    data.pop("answer", None)
    assert question["data-answer"] == Exercise.from_dict(data).answer_key  # the engine's own, under the switch


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
    for name in ("card-play", "tricks-and-points", "declarations", "match", "dealing-and-bidding", "scoring"):
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
    goto(page, f"{server}/{lang}/book/teachers.html", OWN)  # a page without blocks names the rules as the engine did
    assert page.locator("select[data-house-rules]").get_attribute("data-blocks") == "0"
    assert page.locator("option[data-mine]:checked").inner_text() == MINE(lang, rules=preset_name(OWN, lang))
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


def test_only_the_latest_rules_text_of_a_language_is_kept(fresh, server):
    """Computing every page under a rules text forgets the language's entries under any other text
    (each is about 300 KB), not another language's."""
    context = fresh()
    page = context.new_page()
    page.goto(f"{server}/en/book/tricks-and-points.html")
    page.evaluate("""() => new Promise((resolve) => {
      const opening = indexedDB.open('belote-house-rules', 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore('fragments');
      opening.onsuccess = () => {
        const store = opening.result.transaction('fragments', 'readwrite').objectStore('fragments');
        store.put({key: 'k', reply: {}}, ['en', 'bga+declarations=off', 'book/card-play']);  // texts before
        store.put({key: 'k', reply: {}}, ['en', 'coinche+declarations=off', 'book/card-play']);  // and after it
        store.put({key: 'k', reply: {}}, ['nl', 'coinche+declarations=off', 'book/card-play']);
        store.transaction.oncomplete = () => { opening.result.close(); resolve(); };
      };
    })""")
    choose_everywhere(page, server)
    kept = page.evaluate("""() => new Promise((resolve) => {
      indexedDB.open('belote-house-rules').onsuccess = (event) => {
        const request = event.target.result.transaction('fragments').objectStore('fragments').getAllKeys();
        request.onsuccess = () => resolve(request.result);
      };
    })""")
    assert ["nl", "coinche+declarations=off", "book/card-play"] in kept
    assert {(lang, rules) for lang, rules, _ in kept} == {("en", OWN), ("nl", "coinche+declarations=off")}
    assert len(kept) >= 11


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_on_a_phone_the_status_line_takes_a_row_of_its_own(fresh, server, lang):
    """At 390 px the chooser's status line ("computing your rules for the other pages: 3/18…") sits
    under the chooser, above the page's title, and wraps: it never covers the title or widens the page."""
    page = fresh(390).new_page()
    page.goto(f"{server}/{lang}/book/card-play.html")
    title = page.locator("article h1").first.bounding_box()
    page.locator("[data-house-status]").evaluate(
        "(status, text) => { status.textContent = text; }", house_rules_glue.EVERY_PAGE(lang, done=3, total=18))
    status = page.locator("[data-house-status]").bounding_box()
    moved = page.locator("article h1").first.bounding_box()
    assert status is not None and title is not None and moved is not None
    assert status["y"] + status["height"] <= moved["y"]  # above the title, which moved down to make room
    assert status["x"] >= 0 and status["x"] + status["width"] <= 390
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


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


def own_blocks(page, rules: str) -> dict[str, int]:
    """Every block on the page that follows the reader's ``rules`` is the engine's under them (checked from its own
    data); every other block that states other rules has a visible note (a live exercise: when it keeps its own).
    Returns how many blocks of each kind follow."""
    followed: dict[str, int] = {}
    for block in page.locator("[data-house-block]").all():
        tag = BeautifulSoup(block.evaluate("element => element.outerHTML"), "html.parser").select_one("[data-house-block]")
        kind = tag["class"][0]
        if kind == "belote-states" or (kind == "belote-live-exercise" and not block.locator(":scope > [data-house-note]").count()):
            continue  # prose: tests/test_house_prose.py; a live exercise that starts under them when pressed
        if tag.get("data-rules") == rules:
            CHECKS[kind](tag)
            followed[kind] = followed.get(kind, 0) + 1
            continue
        assert block.locator(":scope > [data-house-note]").count() == 1, str(tag)[:200]
    return followed


def test_own_rules_reach_auctions_deals_quiz_questions_live_exercises_and_score_sheets(fresh, server):
    """Under own rules the bidding chapter's auctions, whole deals and quiz questions are the engine's under them;
    a question takes the engine's answer; a live exercise whose kind has them starts under them, one whose kind
    has none says so and keeps its own; on the next chapter the score sheets follow too."""
    context = fresh()
    page = context.new_page()
    page.set_default_timeout(ENGINE)
    goto(page, f"{server}/en/book/dealing-and-bidding.html?rules={OWN}", OWN)
    followed = own_blocks(page, OWN)
    assert followed.get("belote-auction", 0) >= 2 and followed.get("belote-deal", 0) >= 1, followed
    assert followed.get("belote-question", 0) >= 2, followed
    bid = page.locator('.belote-live-exercise[data-kind="bid"]')
    bid.locator("button[data-start]").click()
    page.wait_for_function("() => document.querySelector('.belote-live-exercise[data-kind=\"bid\"]').dataset.shown === '1'")
    assert bid.get_attribute("data-runs-under") == OWN
    how_high = page.locator('.belote-live-exercise[data-kind="how-high"]')
    assert how_high.locator(":scope > [data-house-note='cannot']").is_visible()
    how_high.locator("button[data-start]").click()
    page.wait_for_function("() => document.querySelector('.belote-live-exercise[data-kind=\"how-high\"]').dataset.shown === '1'")
    assert how_high.get_attribute("data-runs-under") == "coinche"

    goto(page, f"{server}/en/book/start-here.html", OWN)  # the choice holds on another chapter
    followed = own_blocks(page, OWN)
    assert followed.get("belote-score", 0) >= 1 and followed.get("belote-deal", 0) >= 1, followed
    question = page.locator(f"li.belote-question[data-rules='{OWN}'][data-kind='which-cards']")
    data = {key: value for key, value in json.loads(question.get_attribute("data-exercise")).items() if key != "answer"}
    exercise = Exercise.from_dict(data)  # the engine's answer under the reader's rules
    assert exercise.rules.name == OWN and question.get_attribute("data-answer") == exercise.answer_key
    for card in exercise.answer_key.split():
        question.locator(f'input[type="checkbox"][value="{card}"]').check()
    question.locator(".belote-check").click()
    assert question.locator(".belote-right").is_visible() and not question.locator(".belote-wrong").is_visible()
    assert context.outside == []


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_play_page_starts_its_next_match_under_own_rules(fresh, server, lang):
    """The play page's rules menu gets the reader's own rules, named in the page's language; a whole deal
    dealt there is under them (the record the page writes, replayed by the engine to the same score)."""
    context = fresh()
    page = context.new_page()
    page.goto(f"{server}/{lang}/book/play.html?rules={OWN}&delay=0")
    mine = page.locator("form.belote-play-setup select[name=preset] option[data-mine]")
    page.wait_for_function("() => document.querySelector('.belote-play').dataset.ready === 'true'", timeout=ENGINE)
    page.wait_for_function("rules => document.querySelector('form.belote-play-setup select[name=preset]').value === rules",
                           arg=OWN, timeout=ENGINE)
    assert mine.get_attribute("value") == OWN and mine.inner_text() == rules_label(OWN, lang)
    page.locator(".belote-play").evaluate("root => { root.dataset.seed = '2'; }")
    page.locator("button[data-start]").click()
    record, score, _ = play_deal(page)
    deal = Deal.from_json(record)
    assert deal.rules.name == OWN and deal.is_over and deal.result().score == score
    page.locator("select[data-house-rules]").select_option("coinche")  # a preset: the menu drops own rules
    page.wait_for_function("() => !document.querySelector('option[data-mine]')")
    assert page.locator("form.belote-play-setup select[name=preset]").input_value() == "coinche"
    assert context.outside == []
