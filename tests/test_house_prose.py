"""The guide's sentences that state a rule follow the reader's rules (render/house_prose.py, the
``states`` directive): every marked passage states what the engine has under its page's rules, a
preset with other values gets the author's version or a visible note in the engine's words, a wrong
claim fails the build with ``file:line:``, and in a browser, in every language, choosing coinche on
the card-play chapter shows its opening under coinche, marked in words (not colour alone), with
nothing serious for axe.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from belote_teach.i18n import GRAMMAR, LANGUAGES
from belote_teach.render.house_prose import CHANGED, NOTED, changes, claim_problem, claims, passage_versions
from belote_teach.render.house_rules import PRESETS, Block, fragment
from belote_teach.render.html import preset_name, rules_html
from belote_teach.render.switch_names import OPTION_NAMES
from belote_teach.rules import Rules

from .axe import DESKTOP, PHONE, run
from .conftest import built_page

BOOK = Path(__file__).resolve().parent.parent / "book"
STATES = re.compile(r"^:{3,}\{states\} (?P<claims>.+)$((?:\n:rules: (?P<rules>\S+))?)", re.MULTILINE)


def marked() -> list[tuple[str, int, str, dict[str, str]]]:
    """Every marked passage of the book: its file, line, rules and claims."""
    found = []
    for path in sorted(BOOK.glob("*.md")):
        text = path.read_text(encoding="utf-8")
        for match in STATES.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            found.append((path.name, line, match["rules"] or "classic", claims(match["claims"])))
    return found


MARKED = marked()


def test_the_book_marks_the_passages_the_presets_change():
    pages = {name for name, *_ in MARKED}
    assert {"card-play.md", "scoring.md", "dealing-and-bidding.md", "start-here.md"} <= pages
    switches = {switch for *_, stated in MARKED for switch in stated}
    assert {"rules", "auction", "belote_on_failure", "third_round", "contract_condition"} <= switches


@pytest.mark.parametrize(("name", "line", "rules", "stated"), MARKED, ids=[f"{n}:{line}" for n, line, *_ in MARKED])
def test_each_marked_passage_states_the_engines_value(name, line, rules, stated):
    """The claim is the engine's under the page's rules: this fails as soon as a preset changes."""
    for switch, said in stated.items():
        if switch == "rules":
            assert said == Rules.coerce(rules).name
        else:
            assert str(getattr(Rules.coerce(rules), switch)) == said, (name, line, switch)
    assert claim_problem(rules, stated) == ""


@pytest.mark.parametrize(("name", "line", "rules", "stated"), MARKED, ids=[f"{n}:{line}" for n, line, *_ in MARKED])
def test_each_preset_with_other_values_gets_a_version_or_a_note(name, line, rules, stated):
    made = passage_versions(rules, stated, "<p>x</p>", [], "fr")
    assert set(made) == set(PRESETS) - {rules}
    for preset, version in made.items():
        changed = changes(stated, preset)
        assert version is not None and version.differs == bool(changed or "rules" in stated), (name, preset)
        if changed:
            for switch, said in changed.items():
                assert OPTION_NAMES[(switch, said)]("fr") in version.note, (name, preset, switch)
    if not any(changes(stated, preset) for preset in PRESETS) and "rules" not in stated:
        pytest.fail(f"{name}:{line}: no preset changes what this passage states: it needs no mark")


def test_a_wrong_claim_is_the_engines_refusal():
    assert "undertrump = required under classic" in claim_problem("classic", {"undertrump": "discard"})
    assert "unknown rule switch 'undertrumps'" in claim_problem("classic", {"undertrumps": "discard"})
    assert "expected one of required, discard" in claim_problem("classic", {"undertrump": "yes"})
    assert "names the coinche rules" in claim_problem("classic", {"rules": "coinche"})
    with pytest.raises(ValueError, match="expected switch=value"):
        claims("undertrump")


def test_the_authors_version_the_reader_rules_or_a_note():
    stated = {"undertrump": "required"}
    own = [({"undertrump": "discard"}, "<p>Tu peux te défausser.</p>")]
    made = passage_versions("classic", stated, "<p>Tu dois sous-couper.</p>", own, "fr")
    assert "Tu peux te défausser." in made["coinche"].html and 'data-rules="coinche"' in made["coinche"].html
    assert CHANGED("fr", rules=preset_name("coinche", "fr")) in made["coinche"].note
    plain = passage_versions("classic", stated, "<p>Tu dois sous-couper.</p>", [], "fr")["bga"]
    assert plain.html == "" and NOTED("fr", rules=preset_name("bga", "fr"), settings=OPTION_NAMES[("undertrump", "discard")]("fr")) in plain.note
    named = passage_versions("classic", {"rules": "classic"}, f"<p>{rules_html('classic', 'de')}</p>", [], "de")
    assert rules_html("contree", "de") in named["contree"].html and rules_html("classic", "de") not in named["contree"].html
    small = passage_versions("nl23", {"rounding": "r5up"}, "<p>x</p>", [], "en")  # the game of two or three
    assert set(small) == set(PRESETS) and fragment([Block(0, "nl23", small)], "classic", "en") == {}
    block = Block(4, "classic", passage_versions("classic", {"belote_on_failure": "holder_keeps"}, "<p>x</p>", [], "nl"))
    assert fragment([block], "coinche", "nl") == {} and 'role="note"' in fragment([block], "contree", "nl")["4"]["note"]


# -- the build -------------------------------------------------------------------------------------------------------

def test_a_claim_the_engine_does_not_have_fails_the_build_at_its_line(tmp_path):
    from tests.test_sphinxext import build

    page = "# T\n\nSome text.\n\n:::{states} undertrump=discard\nYou may discard.\n:::\n"
    status, output, _ = build(tmp_path, page)
    assert status != 0
    assert "index.md:5: the passage states undertrump = discard, but the engine has undertrump = required under classic" in output
    assert "Traceback" not in output


@pytest.mark.parametrize(("page", "message"), [
    ("# T\n\n:::{states} rules=classic\nNo role here.\n:::\n", "names no {rules}`classic`"),
    ("# T\n\n::::{states} undertrump=required\nYou must.\n\n:::{otherwise} undertrump=required\nSame.\n:::\n::::\n",
     "otherwise states what the passage states"),
    ("# T\n\n::::{states} undertrump=required\nYou must.\n\n:::{otherwise} capot_value=250\nOther.\n:::\n::::\n",
     "otherwise names capot_value"),
    ("# T\n\n:::{otherwise} undertrump=discard\nAlone.\n:::\n", "otherwise belongs inside a states directive"),
])
def test_a_badly_marked_passage_fails_the_build(tmp_path, page, message):
    from tests.test_sphinxext import build

    status, output, _ = build(tmp_path, page)
    assert status != 0 and message in output, output


def test_a_passage_and_its_version_are_written_out(tmp_path):
    from tests.test_sphinxext import build

    page = ("# T\n\n::::{states} undertrump=required\nYou must undertrump.\n\n:::{otherwise} undertrump=discard\n"
            "You may discard.\n:::\n::::\n")
    status, output, html = build(tmp_path, page)
    assert status == 0, output
    passage = BeautifulSoup(html, "html.parser").select_one("div.belote-states[data-house-block]")
    assert passage.get_text().strip() == "You must undertrump." and "You may discard" not in html
    coinche = json.loads((tmp_path / "out" / "index.rules-coinche.json").read_text(encoding="utf-8"))
    entry = coinche["blocks"][passage["data-house-block"]]
    assert "You may discard." in entry["html"] and "You must" not in entry["html"] and 'role="note"' in entry["note"]


# -- the built site and a browser ---------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_marked_passage_of_the_site_has_its_versions(site, lang):
    for name in sorted({name for name, *_ in MARKED}):
        path = site / lang / "book" / name.replace(".md", ".html")
        passages = built_page(path).select("div.belote-states[data-house-block]")
        assert len(passages) == sum(1 for n, *_ in MARKED if n == name), name
        for preset in PRESETS:
            blocks = json.loads(path.with_name(f"{path.stem}.rules-{preset}.json").read_text(encoding="utf-8"))["blocks"]
            for passage in passages:
                stated = claims(passage["data-states"])
                entry = blocks.get(passage["data-house-block"])
                if passage["data-rules"] == preset or not (changes(stated, preset) or "rules" in stated):
                    assert entry is None, (name, preset)
                    continue
                assert preset_name(preset, lang) in entry["note"] and 'role="note"' in entry["note"], (name, preset)


def opening(page):
    return page.locator("div.belote-states[data-house-block]").first


SHOWN = "shown => document.querySelector('select[data-house-rules]').getAttribute('data-shown') === shown"


@pytest.fixture
def opened(browser, server):
    """A function opening a path of the site in a new browser context (empty storage) at ``width`` and
    waiting until the page shows the rules ``shown``."""
    contexts = []

    def open_(path: str, shown: str, width: int = DESKTOP):
        context = browser.new_context(viewport={"width": width, "height": 900})
        contexts.append(context)
        page = context.new_page()
        page.goto(f"{server}/{path}")
        page.wait_for_function(SHOWN, arg=shown)
        return page

    yield open_
    for context in contexts:
        context.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_coinche_on_card_play_shows_the_openings_coinche_version_marked_in_words(opened, server, lang):
    page = opened(f"{lang}/book/card-play.html", "")
    written = opening(page).inner_text()
    assert preset_name("classic", lang) in written
    page.locator("select[data-house-rules]").select_option("coinche")
    page.wait_for_function(SHOWN, arg="coinche")
    passage = opening(page)
    assert passage.get_attribute("data-rules") == "coinche"
    named = passage.locator(".belote-rules")
    forms = {format(preset_name("coinche", lang), form) for form in ("", *GRAMMAR, *(f.capitalize() for f in GRAMMAR))}
    assert named.get_attribute("data-rules") == "coinche" and named.inner_text() in forms
    note = passage.locator(":scope > [data-house-note='passage']")
    assert note.count() == 1 and note.is_visible() and note.get_attribute("role") == "note"
    assert note.inner_text() == CHANGED(lang, rules=preset_name("coinche", lang))  # words, not colour alone
    assert page.get_by_role("note").filter(has_text=preset_name("coinche", lang)).count() >= 1  # screen readers
    serious, _ = run(page, server, pictures_read=True)
    assert serious == [], serious
    page.locator("select[data-house-rules]").select_option("")
    page.wait_for_function(SHOWN, arg="")
    assert opening(page).inner_text() == written and opening(page).locator("[data-house-note]").count() == 0

    phone = opened(f"{lang}/book/card-play.html?rules=coinche", "coinche", PHONE)  # laid out for a phone from the start
    assert opening(phone).locator(":scope > [data-house-note='passage']").is_visible()
    serious, _ = run(phone, server, pictures_read=True)
    assert serious == [], serious


@pytest.mark.parametrize("lang", LANGUAGES)
def test_contree_on_scoring_shows_the_authors_version_and_the_engines_notes(opened, lang):
    page = opened(f"{lang}/book/scoring.html?rules=contree", "contree")
    prenable = OPTION_NAMES[("belote_on_failure", "prenable")](lang)
    texts = page.locator("div.belote-states > [data-house-note='passage']").all_inner_texts()
    assert any(prenable in text for text in texts), texts
    assert page.locator("div.belote-states[data-states='belote_on_failure=prenable']").count() == 1
