"""The reader's rules on every page (render/house_rules.py): the chooser on every page of every language,
each page's blocks under every four-player preset (what the engine computes, or a visible note), the
choice kept across pages and shared in the address, within the budgets (a choice fetches one file of at
most 100 KB; the chosen rules show at most 300 ms after the page has loaded), and axe finds nothing
serious in the chooser or the notes.
"""

from __future__ import annotations

import gzip
import json
import shutil

import pytest
from bs4 import BeautifulSoup, Tag

from belote_teach import notation
from belote_teach.errors import InvalidInput
from belote_teach.exercises import REGISTRY, Exercise
from belote_teach.i18n import LANGUAGES
from belote_teach.plausible import contract_problem, match_problem
from belote_teach.record import fresh_deal, replay, replay_match, replay_under
from belote_teach.render.guide import ScoreInput
from belote_teach.render.house_rules import LABEL, OWN, PRESETS, chooser, follows, note, versions
from belote_teach.render.html import preset_name
from belote_teach.rules import Rules

from .axe import DESKTOP, PHONE, run
from .conftest import ROOT, built_page, keep_offline
from .guide_checks import (
    check_auction,
    check_deal,
    check_declarations,
    check_match,
    check_match_end,
    check_score,
    check_trick,
    check_which_card,
    record,
    toc_pages,
)
from .test_sphinxext import build as build_page

CHOICE_BUDGET = 100 * 1000
"""Bytes (gzip) a choice may fetch on one page."""
SHOWN_WITHIN = 300
"""Milliseconds after the page's load event by which the chosen rules show."""


def check_question(question: Tag) -> None:
    """A quiz question's answer and reasons are the engine's for the position and rules it states (the
    position rebuilt without its stored answer, which the engine computes again)."""
    data = {key: value for key, value in json.loads(question["data-exercise"]).items() if key != "answer"}
    exercise = Exercise.from_dict(data)
    assert question["data-rules"] == exercise.rules.name and question["data-answer"] == exercise.answer_key
    shown = [item.get("data-rule") for item in question.select(".belote-explanation li")]
    assert shown == [reason.rule for reason in (*exercise.anticipated(), *exercise.reasons())]


CHECKS = {"belote-which-card": check_which_card, "belote-trick": check_trick, "belote-auction": check_auction,
          "belote-declarations": check_declarations, "belote-deal": check_deal, "belote-score": check_score,
          "belote-match": check_match, "belote-match-end": check_match_end, "belote-question": check_question}
"""The blocks that follow the reader's preset, and the engine's check of each."""
SWAPPED = ", ".join(f"figure.{kind}" for kind in CHECKS if kind != "belote-question") + ", li.belote-question"
"""How a block computed under another preset starts."""


def result(block: Tag) -> object:
    """What a block shows as its result, read from its HTML: the reader's rules note when it changes."""
    kind = block["class"][0]
    if kind == "belote-which-card":
        return [choice["data-card"] for choice in block.select("[data-card][data-legal='true']")]
    if kind == "belote-trick":
        return block["data-winner"], block["data-points"]
    if kind == "belote-question":
        return block["data-answer"]
    return block.get("data-outcome") or (block["data-contract"], block["data-outcome-kind"], block["data-score"])


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


# -- on a minimal project ----------------------------------------------------------------------------------

FOLLOWING = """# Blocks

:::{auction}
:seed: 6
:dealer: N
:::

:::{auction}
:deal: first-deal
:::

:::{declarations}
:trump: H
:hands: N: 7S 8S 9S JD | E: 10C JC QC KC | S: 9H 10H JH QH KH AH | W: 7D 8D 10D
:::

:::{declarations}
:rules: coinche
:trump: no-trump
:hands: N: 9S 9H 9D 9C | E: 7C 8C 10C
:::

:::{deal} first-deal
:::

:::{score-sheet}
:deal: first-deal
:::

:::{score-sheet}
:rules: coinche
:contract: N 100 H x2
:points: NS 104 EW 58
:declarations: NS 20
:::

:::{match-end}
:totals: NS 1010 EW 1002
:made-by: EW
:::

:::{quiz}
- kind: which-cards
  question: Which cards may South play?
  trump: S
  trick: N:AD W:JS
  hand: 7S 8C KH
  player: S
- kind: declarations
  trump: H
  hands:
    N: 7S 8S 9S
    E: QH KH AH
:::
"""
"""One block of each kind that follows the reader's preset, each computed again under some other preset."""


def fragments(tmp_path, page: str) -> tuple[BeautifulSoup, dict[str, dict[str, dict[str, str]]]]:
    """``page`` built as the index of a minimal project (the guide's deal records beside it): the page,
    and its blocks under each preset."""
    shutil.copytree(ROOT / "book" / "deals", tmp_path / "book" / "deals", ignore=shutil.ignore_patterns("*.py"))
    status, output, html = build_page(tmp_path, page)
    assert status == 0, output
    files = {preset: json.loads((tmp_path / "out" / f"index.rules-{preset}.json").read_text(encoding="utf-8"))
             for preset in PRESETS}
    assert all(file["rules"] == preset for preset, file in files.items())
    return BeautifulSoup(html, "html.parser"), {preset: file["blocks"] for preset, file in files.items()}


def test_each_kind_of_block_under_another_preset_is_what_the_engine_computes_under_it(tmp_path):
    page, under = fragments(tmp_path, FOLLOWING)
    blocks = {block["data-house-block"]: block for block in page.select("[data-house-block]")}
    assert [block["class"][0] for block in blocks.values()] == [
        "belote-auction", "belote-auction", "belote-declarations", "belote-declarations", "belote-deal",
        "belote-score", "belote-score", "belote-match-end", "belote-question", "belote-question"]
    swapped: dict[str, set[str]] = {}
    for preset, entries in under.items():
        for number, block in blocks.items():
            entry = entries.get(number)
            assert (entry is None) == (block["data-rules"] == preset), (number, preset)
            if entry is None or "html" not in entry:
                continue
            new = BeautifulSoup(entry["html"], "html.parser").select_one(SWAPPED)
            assert new["data-rules"] == preset and new["class"] == block["class"]
            CHECKS[new["class"][0]](new)  # the engine's own functions under the preset, from the block's data
            assert ("note" in entry) == (result(new) != result(block)), (number, preset)
            assert new.select_one("figcaption, div.belote-prompt") is None  # the page keeps its own
            swapped.setdefault(new["class"][0], set()).add(preset)
    assert set(swapped) == {block["class"][0] for block in blocks.values()}
    assert any('data-house-note="changed"' in entry.get("note", "") for entries in under.values()
               for entry in entries.values() if "html" in entry)


IMPOSSIBLE = [
    (":::{declarations}\n:rules: coinche\n:trump: no-trump\n:hands: N: 9S 9H 9D 9C | E: 7C 8C 10C\n:::", "classic",
     lambda preset: contract_problem(preset, "no-trump")),
    (":::{auction}\n:deal: surcoinche\n:::", "bga",
     lambda preset: applied(fresh_deal(record("surcoinche"), Rules.coerce(preset)),
                            [str(call) for _, call in replay(record("surcoinche")).calls])),
    (":::{deal} no-trump\n:::", "classic", lambda preset: replay_under(record("no-trump"), Rules.coerce(preset))),
    (":::{score-sheet}\n:rules: coinche\n:contract: N 100 H x2\n:points: NS 104 EW 58\n:::", "classic",
     lambda preset: ScoreInput("N 100 H x2", "NS 104 EW 58", "", "", "", 0).problem(Rules.coerce(preset))),
    (":::{match} match\n:::", "coinche", lambda preset: replay_match(record("match"), Rules.coerce(preset))),
    (":::{match-end}\n:totals: NS 940 EW 1012\n:made-by: NS\n:::", "coinche",
     lambda preset: match_problem(Rules.coerce(preset), notation.read_score("NS 940 EW 1012"), made_by="NS")),
    (":::{quiz}\n- kind: card-value\n  preset: coinche\n  trump: all-trump\n  card: JD\n:::", "classic",
     lambda preset: Exercise.from_dict({"kind": "card-value", "rules": preset, "trump": "all-trump", "card": "JD"})),
    (":::{live-exercise} how-high\n:::", "classic", lambda preset: REGISTRY["how-high"].refuse(Rules.coerce(preset))),
]
"""Blocks that state a preset, one other preset under which they cannot happen, and the engine's refusal."""


def applied(deal, calls):
    for call in calls:
        deal.apply(call)
    return deal


def refused(attempt) -> bool:
    """Whether the engine refuses: a problem in words, or bad input."""
    try:
        return bool(attempt())
    except InvalidInput:
        return True


@pytest.mark.parametrize(("block", "preset", "engine"), IMPOSSIBLE)
def test_a_block_that_cannot_happen_under_a_preset_says_so(tmp_path, block, preset, engine):
    page, under = fragments(tmp_path, f"# Blocks\n\n{block}\n")
    (number,) = {tag["data-house-block"] for tag in page.select("[data-house-block]")}
    assert refused(lambda: engine(preset))
    assert under[preset][number] == {"note": note("cannot", "en", preset, stated_rules(page.select_one("[data-house-block]")))}
    for other in PRESETS:  # under a preset the engine accepts, the block has a version (or runs in the page)
        entry = under[other].get(number)
        if not refused(lambda other=other: engine(other)):
            assert entry is None or "html" in entry, other


# -- the built site ----------------------------------------------------------------------------------------

def stated_rules(block) -> str:
    """The rules a numbered block states: its own, or those a live exercise runs under (its kind's
    unless it names others)."""
    if "belote-live-exercise" in block["class"]:
        return block.get("data-rules") or REGISTRY[block["data-kind"]].rules
    return block["data-rules"]


def starts_under(block, preset: str) -> bool:
    """Whether a live exercise starts under the reader's ``preset`` in the page (no fragment entry)."""
    return preset in block.get("data-house-presets", "").split()


def expected_note(block) -> str:
    """The note on a block without a version under the reader's preset: a block that states a plain
    preset cannot happen under it; a switch or another table keeps its rules."""
    return "cannot" if follows(stated_rules(block)) and "belote-switch" not in block["class"] else "kept"


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
        for figure in page.select(f"{SWAPPED}, .belote-live-exercise"):
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
                assert (entry is None) == (rules == preset or starts_under(block, preset)), (name, number, preset)
                if entry is None:
                    continue
                if "html" not in entry:
                    assert f'data-house-note="{expected_note(block)}"' in entry["note"], (name, number, preset)
                    assert preset_name(preset, lang) in entry["note"]
                    continue
                new = BeautifulSoup(entry["html"], "html.parser").select_one(SWAPPED)
                assert new["data-rules"] == preset and new["class"] == block["class"], (name, number)
                CHECKS[new["class"][0]](new)
                assert ("note" in entry) == (result(new) != result(block)), (name, number, preset)
                followed += 1
    assert followed >= 300


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
        if starts_under(tag, preset):  # a live exercise: it starts under the preset when pressed
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


def tag_of(locator) -> Tag:
    return BeautifulSoup(locator.evaluate("element => element.outerHTML"), "html.parser").select_one("[data-house-block]")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_coinche_reaches_score_sheets_quiz_questions_and_auctions_and_holds_on_another_chapter(fresh, server, lang):
    """On the variants chapter a contrée score sheet and quiz question become the engine's under coinche
    (a note says the result changed); the question takes the engine's answer; axe finds nothing serious
    in the swapped blocks; on the bidding chapter, reached next, the auctions follow coinche too."""
    context = fresh()
    page = context.new_page()
    goto(page, f"{server}/{lang}/book/variants.html", "")
    page.locator("select[data-house-rules]").select_option("coinche")
    page.wait_for_function("() => window.houseRulesShown === 'coinche'")
    check_blocks(page, "coinche")
    sheet = page.locator("figure.belote-score[data-rules='coinche'][data-house-block]").filter(
        has=page.locator(":scope > [data-house-note='changed']"))
    assert sheet.count() == 1 and tag_of(sheet)["data-outcome"] != ""
    check_score(tag_of(sheet))
    question = page.locator("li.belote-question[data-rules='coinche']").filter(
        has=page.locator(":scope > [data-house-note='changed']"))
    assert question.count() == 1
    check_question(tag_of(question))
    data = {key: value for key, value in json.loads(question.get_attribute("data-exercise")).items() if key != "answer"}
    outcome, ns, ew = Exercise.from_dict(data).answer_key.split()
    assert question.locator(":scope > div.belote-prompt").count() == 1  # the author's question stays
    question.locator(f'input[type="radio"][value="{outcome}"]').check()
    question.locator('input[data-part="NS"]').fill(ns)
    question.locator('input[data-part="EW"]').fill(ew)
    question.locator(".belote-check").click()
    assert question.locator(".belote-right").is_visible() and not question.locator(".belote-wrong").is_visible()
    serious, _ = run(page, server, pictures_read=True)
    assert serious == [], serious

    goto(page, f"{server}/{lang}/book/dealing-and-bidding.html", "coinche")  # another chapter: the choice holds
    assert page.locator("select[data-house-rules]").input_value() == "coinche"
    check_blocks(page, "coinche")
    auctions = page.locator("figure.belote-auction[data-rules='coinche'][data-house-block]")
    assert auctions.count() >= 2
    for number in range(auctions.count()):
        check_auction(tag_of(auctions.nth(number)))
    assert page.locator("li.belote-question > [data-house-note='cannot']").count() >= 1  # a take-or-pass question
    assert context.outside == []


def test_a_live_exercise_starts_under_the_readers_preset_when_its_kind_has_them(fresh, server):
    """The page's script only forwards the choice the engine listed for the block at build time: under
    contrée both bidding exercises run under it; under classic the how-high one keeps its coinche and says why."""
    context = fresh()
    page = context.new_page()
    page.set_default_timeout(60_000)
    goto(page, f"{server}/en/book/dealing-and-bidding.html?rules=contree", "contree")
    for kind in ("bid", "how-high"):
        block = page.locator(f'.belote-live-exercise[data-kind="{kind}"]')
        assert "contree" in block.get_attribute("data-house-presets").split()
        block.locator("button[data-start]").click()
        page.wait_for_function(f"() => document.querySelector('.belote-live-exercise[data-kind=\"{kind}\"]').dataset.shown === '1'")
        assert block.get_attribute("data-runs-under") == "contree"
    page.locator("select[data-house-rules]").select_option("classic")
    page.wait_for_function("() => window.houseRulesShown === 'classic'")
    block = page.locator('.belote-live-exercise[data-kind="how-high"]')
    assert block.locator(":scope > [data-house-note='cannot']").is_visible()
    block.locator("button[data-next]").click()
    page.wait_for_function("() => document.querySelector('.belote-live-exercise[data-kind=\"how-high\"]').dataset.shown === '2'")
    assert block.get_attribute("data-runs-under") == REGISTRY["how-high"].rules == "coinche"
    bid = page.locator('.belote-live-exercise[data-kind="bid"]')
    bid.locator("button[data-next]").click()
    page.wait_for_function("() => document.querySelector('.belote-live-exercise[data-kind=\"bid\"]').dataset.shown === '2'")
    assert bid.get_attribute("data-runs-under") == "classic"
    assert context.outside == []


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
