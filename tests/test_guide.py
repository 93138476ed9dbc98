"""The rules guide as built: every chapter in every language with the same examples, every block
recomputed by the engine from its data-* attributes, engine numbers in prose, glossary links,
no orphan page and no broken internal link."""

import itertools
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest

from belote_teach.i18n import LANGUAGES
from belote_teach.render import glossary
from belote_teach.rules import SWITCHES

from . import guide_checks
from .conftest import ROOT, built_page

PAGES = guide_checks.toc_pages()
CHAPTERS = [
    "book/start-here", "book/cards", "book/dealing-and-bidding", "book/card-play", "book/tricks-and-points",
    "book/declarations", "book/scoring", "book/match", "book/variants", "book/small-table", "book/house-rules",
    "book/strategy",
    "book/quick-reference", "book/glossary", "book/history",
]
RULE_CHAPTERS = ["book/cards", "book/dealing-and-bidding", "book/card-play", "book/tricks-and-points",
                 "book/declarations", "book/scoring", "book/match", "book/variants", "book/small-table"]


def soup(site, lang, page):
    return built_page(site / lang / f"{page}.html")


def article(site, lang, page):
    return soup(site, lang, page).select_one("article.bd-article")


def test_the_table_of_contents_holds_every_chapter_and_every_page():
    assert PAGES[0] == "book/intro"
    assert set(CHAPTERS) <= set(PAGES)
    sources = {str(path.relative_to(ROOT).with_suffix("")) for path in (ROOT / "book").glob("*.md")}
    assert sources == set(PAGES), f"not in _toc.yml: {sorted(sources - set(PAGES))}; missing: {sorted(set(PAGES) - sources)}"


def ending(site, lang, page):
    """A built page's article, its elements in document order, and its last paragraph (outside quizzes)."""
    body = article(site, lang, page)
    paragraphs = [p for p in body.find_all("p") if not p.find_parent(class_="belote-quiz")]
    assert paragraphs, f"{lang}/{page}.html has no paragraph"
    return body, body.find_all(True), paragraphs[-1]


def links(paragraph):
    return {link["href"].split("#")[0] for link in paragraph.select("a[href]")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_ends_by_saying_what_to_read_next(site, lang):
    """The learner's path, as built in every language: each page's last paragraph, after its quiz and
    live exercise, links the next page (the last page links the start)."""
    wrong = []
    for page, after in [*itertools.pairwise(PAGES), (PAGES[-1], "book/start-here")]:
        _, _, last = ending(site, lang, page)
        if f"{after.removeprefix('book/')}.html" not in links(last):
            wrong.append(f"{page} ends with {last.get_text(' ', strip=True)!r}, not a link to {after}")
    assert not wrong, wrong


NO_LIVE_EXERCISE = {"book/start-here": "its quiz is the first one", "book/house-rules": "no live exercise has table options"}
"""Chapters of the path that end with a quiz but need no live exercise after it, and why."""
PATH_CHAPTERS = ["book/start-here", *RULE_CHAPTERS, "book/house-rules", "book/strategy"]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("page", PATH_CHAPTERS)
def test_every_chapter_ends_with_its_quiz_its_exercise_the_next_page_and_the_play_page(site, lang, page):
    """The learner's path, as built: a chapter's quiz, then its live exercises, then a last paragraph
    that links the next page and the play page."""
    body, elements, last = ending(site, lang, page)
    where = {id(element): index for index, element in enumerate(elements)}
    quizzes = body.select("section.belote-quiz")
    assert quizzes, f"{lang}/{page}.html has no quiz"
    after = PAGES[PAGES.index(page) + 1].removeprefix("book/")
    assert {"play.html", f"{after}.html"} <= links(last), \
        f"{lang}/{page}.html ends with {last.get_text(' ', strip=True)!r}: not a link to {after} and to the play page"
    assert where[id(quizzes[-1])] < where[id(last)], f"{lang}/{page}.html: its last paragraph comes before its quiz"
    if page not in NO_LIVE_EXERCISE:
        live = [where[id(link)] for link in body.select("a.belote-live")]
        assert any(where[id(quizzes[-1])] < index < where[id(last)] for index in live), \
            f"{lang}/{page}.html has no live exercise between its quiz and its last paragraph"


def test_where_to_start_links_the_play_page():
    start = (ROOT / "book/intro.md").read_text(encoding="utf-8").split("## Where to start", 1)[1].split("\n## ", 1)[0]
    assert "](play.md)" in start, "intro.md: 'Where to start' does not link the play page"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_is_built_and_reachable_from_the_navigation(site, lang):
    nav = soup(site, lang, "book/intro").select_one("nav.bd-docs-nav")
    linked = {urlparse(a["href"]).path for a in nav.select("a[href]")}
    for page in PAGES[1:]:
        assert (site / lang / f"{page}.html").exists(), f"{lang}: {page} not built"
        assert f"{Path(page).name}.html" in {Path(p).name for p in linked}, f"{lang}: {page} is an orphan"


def example_signature(html):
    """What each example shows, language aside: its kind and its engine data."""
    keys = ("data-rules", "data-trump", "data-trick", "data-hands", "data-deal", "data-seed", "data-calls",
            "data-score", "data-switch", "data-options", "data-outcome", "data-winner", "data-points", "data-modes",
            "data-orders", "data-match", "data-totals", "data-player", "data-contract")
    return [(figure["class"][0], tuple(figure.get(key, "") for key in keys)) for figure in html.select("figure")]


@pytest.mark.parametrize("page", CHAPTERS)
def test_every_chapter_shows_the_same_examples_in_every_language(site, page):
    english = example_signature(article(site, "en", page))
    for lang in LANGUAGES[1:]:
        assert example_signature(article(site, lang, page)) == english, f"{lang} {page}"
    values = [span["data-value"] for span in article(site, "en", page).select(".belote-value")]
    for lang in LANGUAGES[1:]:
        assert [span["data-value"] for span in article(site, lang, page).select(".belote-value")] == values


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_block_agrees_with_the_engine(site, lang):
    counts: dict[str, int] = {}
    for page in PAGES:
        for figure in article(site, lang, page).select("figure"):
            kind = figure["class"][0].removeprefix("belote-")
            check = guide_checks.CHECKS.get(kind) or (guide_checks.check_first_trick if kind == "first-trick" else None)
            assert check is not None, f"{page}: no check for figure {kind}"
            try:
                check(figure)
            except AssertionError as error:
                raise AssertionError(f"{lang} {page}: {kind} {dict(figure.attrs)}: {error}") from None
            counts[kind] = counts.get(kind, 0) + 1
    assert set(counts) >= {"card-order", "card-values", "rank-letters", "auction", "declarations", "deal", "score",
                           "match", "match-end", "switch", "first-trick", "which-card", "trick"}, counts


@pytest.mark.parametrize("lang", LANGUAGES)
def test_numbers_in_prose_are_the_engines(site, lang):
    seen = 0
    for page in PAGES:
        for span in article(site, lang, page).select(".belote-value"):
            guide_checks.check_value(span)
            seen += 1
    assert seen > 100


@pytest.mark.parametrize("page", CHAPTERS)
def test_no_number_is_typed_by_hand_in_the_source(page):
    """Prose, headings and captions state numbers through roles and directives only."""
    text = (ROOT / f"{page}.md").read_text(encoding="utf-8")
    text = re.sub(r"```.*?```", "", text, flags=re.DOTALL)  # doctests
    in_quiz = False
    for number, line in enumerate(text.splitlines(), 1):
        if re.match(r"^[:`]{3,}", line):
            in_quiz = line.startswith(":::{quiz}")
            continue  # fences
        if in_quiz and not re.match(r"^\s*-?\s*question:", line):
            continue  # a quiz's YAML body: positions are inputs; its questions are prose
        if re.match(r"^:(?!caption:)[\w-]+:", line) or line.startswith("<div"):
            continue  # directive options (inputs, not prose)
        prose = re.sub(r"\{[\w-]+\}`[^`]*`|\]\([^)]*\)|\(([\w-]+)\)=|^\d+\. ", "", line)  # roles, links, list numbers
        assert not re.search(r"\d", prose), f"{page}.md:{number}: a number typed by hand: {line!r}"


def test_every_rule_chapter_names_its_preset_and_compares_presets(site):
    for page in RULE_CHAPTERS:
        html = article(site, "en", page)
        first = html.select_one("p")
        assert first.select_one(".belote-rules"), f"{page}: the first paragraph names the preset it assumes"
        rules = {figure["data-rules"] for figure in html.select("figure[data-rules]")}
        presets = {name.split("+")[0] for name in rules}
        assert len(rules) > 1 or len(presets) > 1 or html.select("figure.belote-switch"), f"{page}: no comparison"


def test_the_switchboard_shows_every_switch(site):
    shown = {figure["data-switch"] for figure in article(site, "en", "book/house-rules").select("figure.belote-switch")}
    assert shown == set(SWITCHES), f"missing: {sorted(set(SWITCHES) - shown)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_glossary_terms_link_to_their_row_and_show_the_pages_language(site, lang):
    table = article(site, lang, "book/glossary").select_one("table.belote-glossary")
    rows = {row["id"] for row in table.select("tr[id]")}
    assert rows == {glossary.anchor(term.key) for term in glossary.GLOSSARY}
    links = 0
    for page in PAGES:
        for link in article(site, lang, page).select("a.belote-gloss"):
            target = urlparse(link["href"])
            assert target.fragment in rows and Path(target.path or f"{page}.html").name in ("glossary.html", ""), link
            links += 1
    assert links > 20


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_internal_link_is_broken(site, lang):
    folder = site / lang
    ids: dict[Path, set[str]] = {}
    for path in sorted(folder.rglob("*.html")):
        if "_static" in path.parts:
            continue
        html = built_page(path)
        for link in html.select("a[href]"):
            href = link["href"]
            if re.match(r"^(https?:|mailto:|javascript:|data:)", href) or href.startswith("//"):
                continue
            parts = urlparse(href)
            target = (path.parent / unquote(parts.path)).resolve() if parts.path else path
            if target.is_dir():
                target = target / "index.html"
            assert target.exists(), f"{path.relative_to(site)}: broken link {href}"
            if parts.fragment and target.suffix == ".html":
                if target not in ids:
                    page = built_page(target)
                    ids[target] = {node["id"] for node in page.select("[id]")}
                assert parts.fragment in ids[target], f"{path.relative_to(site)}: no #{parts.fragment} in {href}"


def test_the_deal_records_are_reproduced_from_their_seeds():
    done = subprocess.run([sys.executable, "book/deals/make_deals.py", "--check"], cwd=ROOT, capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
