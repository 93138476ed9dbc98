"""The built four-language site: same pages everywhere, translated through and through, every
example as the engine computes it, nothing loaded from outside."""

import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from filelock import FileLock

from belote_teach import legal_cards, trick_points, trick_winner
from belote_teach.i18n import LANGUAGES
from belote_teach.play import RULINGS
from belote_teach.render.html import SITE_LABELS
from belote_teach.rules import Rules

from .conftest import ROOT, built_page
from .guide_checks import toc_pages

TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]
LOCALES = ROOT / "book" / "locales"
CHAPTERS = toc_pages()  # every page of the guide, from _toc.yml


def pages(site, lang):
    folder = site / lang
    return sorted(str(path.relative_to(folder)) for path in folder.rglob("*.html") if "_static" not in path.parts)


def soup(site, lang, page):
    return built_page(site / lang / f"{page}.html")


def test_every_language_has_the_same_pages(site):
    english = pages(site, "en")
    assert {f"{page}.html" for page in CHAPTERS} <= set(english)
    for lang in TRANSLATED:
        assert pages(site, lang) == english, f"{lang} differs from en"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_pages_declare_their_language_and_search_in_it(site, lang):
    for page in [*CHAPTERS, "search"]:
        html = soup(site, lang, page)
        assert html.html["lang"] == lang, page
        field = html.select_one("form.bd-search input[name=q]")
        assert field["placeholder"] == SITE_LABELS["search"](lang), page
    assert "language_data.js" in (site / lang / "search.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", TRANSLATED)
def test_theme_labels_are_translated(site, lang):
    english, translated = soup(site, "en", "book/card-play"), soup(site, lang, "book/card-play")
    for selector, attribute in [
        ("a[href=\"#main-content\"]", None),
        ("button.primary-toggle.btn", "title"),
        ("button.secondary-toggle.btn", "title"),
        ("button.primary-toggle.pst-navbar-icon", "aria-label"),
        ("nav.bd-docs-nav", "aria-label"),
        ("#pst-back-to-top", None),
        ("button.theme-switch-button", "aria-label"),
    ]:
        def label(html, selector=selector, attribute=attribute):
            node = html.select_one(selector)
            assert node is not None, selector
            return node[attribute] if attribute else node.get_text(" ", strip=True)

        assert label(translated) != label(english), f"{lang}: {selector} is still in English"


def prose(html):
    """The teacher-written text blocks of the article: headings, paragraphs, list items, captions."""
    article = html.select_one("article.bd-article")
    for block in article.select("h1, h2, h3, p, li"):
        if block.find_parent("figure") and not block.find_parent("figcaption"):
            continue  # engine-made text inside a figure: covered by the engine catalogs' tests
        if block.name == "li" and block.find("p"):
            continue
        words = "".join(text for text in block.find_all(string=True) if not text.find_parent("code"))
        if not re.search(r"[A-Za-z]{3}", words):
            continue  # only code (a key, a command, a value as typed): the same in every language
        text = " ".join(block.get_text(" ", strip=True).replace("#", " ").split())
        if re.search(r"[A-Za-z]{3}", text):
            yield text


# Headings that are the game's own word in that language too (rules reference: glossary glossary), not untranslated text.
LOANWORDS = {"nl": {"Carrés", "Belote-rebelote"}, "fr": {"Belote-rebelote"}, "de": {"Carrés"}}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_paragraph_is_left_in_english(site, lang):
    for page in CHAPTERS:
        english = set(prose(soup(site, "en", page))) - LOANWORDS[lang]
        left = [text for text in prose(soup(site, lang, page)) if text in english]
        assert not left, f"{lang} {page}: still in English: {left}"


def catalogs():
    return sorted(LOCALES.glob("*/LC_MESSAGES/**/*.po"))


def test_every_language_has_a_catalog_for_every_page():
    for lang in TRANSLATED:
        for page in CHAPTERS:
            assert (LOCALES / lang / "LC_MESSAGES" / f"{page}.po").exists(), f"{lang}: {page}.po missing"


@pytest.mark.parametrize("path", catalogs(), ids=lambda path: str(path.relative_to(LOCALES)))
def test_every_book_message_is_translated(path):
    with path.open("rb") as file:
        catalog = read_po(file)
    bad = [m.id for m in catalog if m.id and (not m.string or m.fuzzy)]
    assert not bad, f"{path.relative_to(ROOT)}: untranslated or fuzzy (translate, then drop the fuzzy flag): {bad}"
    stale = [m.id for m in catalog.obsolete.values()]
    assert not stale, f"{path.relative_to(ROOT)}: obsolete entries left: {stale}"


@pytest.fixture(scope="session")
def templates(tmp_path_factory):
    """The English messages of the current source, extracted by Sphinx's gettext builder once per run:
    the pytest-xdist workers share one build (the first to take the lock builds it, ~20 s)."""
    build = tmp_path_factory.getbasetemp().parent / "gettext"  # the run's temporary folder, shared by the workers
    with FileLock(f"{build}.lock"):
        if not (build / "built").exists():
            done = subprocess.run(
                [sys.executable, "-m", "belote_teach.publish.site", "_one", "en", "--builder", "gettext",
                 "--build", str(build)],
                cwd=ROOT,
                capture_output=True,
                text=True,
                check=False,
            )
            assert done.returncode == 0, done.stdout + done.stderr
            (build / "built").touch()
    return build / "gettext"


@pytest.mark.parametrize("page", CHAPTERS)
def test_catalogs_hold_every_message_of_the_source(templates, page):
    with (templates / f"{page}.pot").open("rb") as file:
        wanted = {m.id for m in read_po(file) if m.id}
    for lang in TRANSLATED:
        with (LOCALES / lang / "LC_MESSAGES" / f"{page}.po").open("rb") as file:
            held = {m.id for m in read_po(file) if m.id}
        assert wanted <= held, f"{lang} {page}: run `make translations`, then translate: {sorted(wanted - held)}"


@pytest.mark.parametrize("page", CHAPTERS)
def test_numbers_in_prose_come_from_the_engine(templates, page):
    """Prose states no number by hand: values come through roles and directives."""
    with (templates / f"{page}.pot").open("rb") as file:
        for message in read_po(file):
            text = re.sub(r"\{[\w-]+\}`[^`]*`|\]\([^)]*\)|`[^`]*`", "", message.id or "")  # inline code: input syntax
            assert not re.search(r"\d", text), f"{page}: a number typed by hand: {message.id!r}"


def figures(site, lang, page, kind):
    return soup(site, lang, page).select(f"figure.belote-{kind}")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_which_card_figures_show_what_the_engine_allows(site, lang):
    count = 0
    for page in CHAPTERS:
        for figure in figures(site, lang, page, "which-card"):
            choices = figure.select("[data-card]")
            hand = " ".join(choice["data-card"] for choice in choices)
            legal = legal_cards(
                hand,
                figure["data-trick"],
                trump=figure["data-trump"],
                player=figure["data-player"],
                rules=Rules.coerce(figure["data-rules"]),
            )
            assert [c["data-card"] for c in choices if c["data-legal"] == "true"] == [str(c) for c in legal]
            for choice in choices:  # more than colour: a mark, a word and a reason on every card
                assert choice.select_one(".belote-mark").get_text(strip=True) in "✓✗"
                assert choice.select_one(".belote-verdict strong").get_text(strip=True)
                assert choice.select_one(".belote-reason").get_text(strip=True)
            count += 1
    assert count >= 10


@pytest.mark.parametrize("lang", LANGUAGES)
def test_trick_figures_show_the_engines_winner_and_points(site, lang):
    tricks = figures(site, lang, "book/card-play", "trick")
    assert len(tricks) >= 3
    for figure in tricks:
        rules, trump = Rules.coerce(figure["data-rules"]), figure["data-trump"]
        assert figure["data-winner"] == trick_winner(figure["data-trick"], trump=trump, rules=rules)
        points = trick_points(figure["data-trick"], trump=trump, rules=rules)
        assert figure["data-points"] == str(points)
        assert figure.select_one(".belote-points").get_text().endswith(f"= {points}")


def test_the_chapter_covers_every_branch_of_the_legal_play_procedure(site):
    chapter = soup(site, "en", "book/card-play")
    shown = {card["data-rule"] for card in chapter.select('figure.belote-which-card [data-legal="true"]')}
    assert shown == set(RULINGS), f"no example for {sorted(set(RULINGS) - shown)}"
    assert chapter.select_one("article .belote-rules[data-rules=classic]"), "the chapter names the preset it assumes"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_play_pages_rule_links_reach_their_section(site, lang):
    """A refused card links to the section of the card-play chapter that explains its rule, by the
    section's label (web.session.RULE_SECTIONS): every label is an id of that page in every language."""
    from belote_teach.web.session import RULE_SECTIONS, rule_href

    page = soup(site, lang, "book/card-play")
    ids = {tag["id"] for tag in page.find_all(id=True)}
    assert set(RULE_SECTIONS) == set(RULINGS) and set(RULE_SECTIONS.values()) <= ids
    assert all(rule_href(rule).split("#")[1] in ids for rule in RULINGS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_switcher_links_every_page_to_itself_in_every_language(site, lang):
    for page in pages(site, lang):
        html = built_page(site / lang / page)
        switcher = html.select_one("nav.belote-languages")
        if switcher is None:
            assert html.select_one("meta[http-equiv=Refresh]"), f"{lang}/{page} has no language switcher"
            continue
        for link in switcher.select("a[hreflang]"):
            target = (site / lang / page).parent / link["href"]
            assert target.resolve() == (site / link["hreflang"] / page).resolve()
            assert target.exists()


def test_root_page_links_all_four_languages(site):
    html = built_page(site / "index.html")
    assert [a["hreflang"] for a in html.select("a[hreflang]")] == list(LANGUAGES)
    for link in html.select("a[hreflang]"):
        assert (site / link["href"]).exists()


def test_nothing_is_loaded_from_outside_the_site(site):
    """No script, style, font or picture names another host (links to read elsewhere are fine)."""
    for path in site.rglob("*"):
        if path.suffix not in {".html", ".css", ".js"}:
            continue
        if path.suffix == ".html":
            html = built_page(path)
            for tag, attribute in [("script", "src"), ("link", "href"), ("img", "src"), ("iframe", "src")]:
                for node in html.find_all(tag):
                    value = node.get(attribute) or ""
                    if tag == "link" and "stylesheet" not in node.get("rel", []) and "preload" not in node.get("rel", []):
                        continue
                    assert not re.match(r"(https?:)?//", value), f"{path.relative_to(site)} loads {value}"
        else:
            text = path.read_text(encoding="utf-8", errors="replace")
            assert not re.search(r"""@import\s+url\(\s*["']?https?://|url\(\s*["']?https?://""", text), path


def test_doctests_of_the_pages_are_collected():
    """The code examples in the pages are doctests (pytest collects book/*.md with --doctest-glob)."""
    assert ">>> " in Path(ROOT / "book" / "card-play.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_parts_of_the_table_of_contents_are_translated(site, lang):
    def captions(language):
        page = soup(site, language, "book/cards")
        return [span.get_text(strip=True) for span in page.select(".bd-sidebar-primary .caption-text")]

    english, translated = captions("en"), captions(lang)
    assert len(english) == len(translated) >= 4
    assert not set(english) & set(translated), f"{lang}: parts left in English: {set(english) & set(translated)}"
