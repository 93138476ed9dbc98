"""The site in a real browser (Debian's Chromium through Playwright), served from 127.0.0.1,
with every request elsewhere aborted: what a reader sees is what the engine computes."""

import pytest

from belote_teach import legal_cards
from belote_teach.i18n import LANGUAGES
from belote_teach.rules import Rules

from .conftest import keep_offline

CHAPTER = "book/card-play.html"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_chapter_shows_exactly_the_cards_the_engine_allows(offline_page, server, lang):
    page = offline_page
    page.goto(f"{server}/{lang}/{CHAPTER}")
    assert page.locator("html").get_attribute("lang") == lang
    figures = page.locator("figure.belote-which-card")
    assert figures.count() >= 10
    for i in range(figures.count()):
        figure = figures.nth(i)
        assert figure.is_visible()
        shown = figure.evaluate(
            """f => [...f.querySelectorAll('[data-card]')].map(c => [c.dataset.card, c.dataset.legal,
                   getComputedStyle(c).borderStyle, c.querySelector('.belote-mark').innerText])"""
        )
        hand = " ".join(card for card, *_ in shown)
        allowed = legal_cards(
            hand,
            figure.get_attribute("data-trick"),
            trump=figure.get_attribute("data-trump"),
            player=figure.get_attribute("data-player"),
            rules=Rules.coerce(figure.get_attribute("data-rules")),
        )
        assert [card for card, legal, *_ in shown if legal == "true"] == [str(card) for card in allowed]
        for _card, legal, border, mark in shown:  # told apart by the frame and a mark, not colour alone
            assert (border, mark) == (("solid", "✓") if legal == "true" else ("dashed", "✗"))
    assert page.outside == []


@pytest.mark.parametrize(("lang", "other"), [("en", "nl"), ("nl", "fr"), ("fr", "de"), ("de", "en")])
def test_language_switcher_lands_on_the_same_page(offline_page, server, lang, other):
    page = offline_page
    page.goto(f"{server}/{lang}/{CHAPTER}")
    page.locator(f"nav.belote-languages a[hreflang={other}]").click()
    page.wait_for_load_state()
    assert page.url == f"{server}/{other}/{CHAPTER}"
    assert page.locator("html").get_attribute("lang") == other
    assert page.locator(f'nav.belote-languages [aria-current="page"][lang={other}]').count() == 1
    assert page.outside == []


@pytest.mark.parametrize(("locale", "lang"), [("nl-BE", "nl"), ("fr-FR", "fr"), ("de-AT", "de"), ("pt-BR", "en")])
def test_root_page_picks_the_browser_language(browser, server, locale, lang):
    context = browser.new_context(locale=locale)
    outside: list[str] = []
    keep_offline(context, outside)
    page = context.new_page()
    page.goto(f"{server}/")
    page.wait_for_url(f"{server}/{lang}/**")
    page.wait_for_load_state()
    assert page.locator("html").get_attribute("lang") == lang
    assert outside == []
    context.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_search_finds_the_chapter_in_its_language(offline_page, server, lang):
    words = {"en": "overtrump", "nl": "overtroeven", "fr": "surcouper", "de": "übertrumpfen"}
    page = offline_page
    page.goto(f"{server}/{lang}/search.html?q={words[lang]}")
    page.locator("#search-results a[href*='card-play']").first.wait_for(timeout=15000)
    assert page.outside == []
