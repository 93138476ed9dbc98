"""The rules guide in a real browser (Debian's Chromium through Playwright, offline): every chapter in
every language renders without a console error, and the quick reference prints on one A4 page."""

import re

import pytest

from belote_teach.i18n import LANGUAGES

from .guide_checks import toc_pages

PAGES = toc_pages()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_chapter_renders_without_console_errors(offline_page, server, lang, tmp_path):
    page = offline_page
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    for name in PAGES:
        page.goto(f"{server}/{lang}/{name}.html")
        page.wait_for_load_state("load")
        assert page.locator("html").get_attribute("lang") == lang
        assert page.locator("article.bd-article h1").count() == 1, name
        picture = tmp_path / f"{lang}-{name.replace('/', '-')}.png"
        page.screenshot(path=str(picture), full_page=True)
        assert picture.stat().st_size > 10_000, f"{name}: an empty screenshot"
        assert errors == [], f"{lang} {name}: {errors}"
    assert page.outside == []


def pdf_pages(data: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?![s\w])", data))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_quick_reference_prints_on_one_a4_page(offline_page, server, lang):
    page = offline_page
    page.goto(f"{server}/{lang}/book/quick-reference.html")
    page.wait_for_load_state("load")
    page.emulate_media(media="print")
    assert page.locator(".bd-sidebar-primary").is_hidden()
    pdf = page.pdf(format="A4", print_background=True)
    assert pdf_pages(pdf) == 1, f"{lang}: the quick reference prints on {pdf_pages(pdf)} pages"
    assert page.outside == []
