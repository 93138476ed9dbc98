"""The rules guide in a real browser (Debian's Chromium through Playwright, offline): the quick reference
prints on one A4 page. (That every chapter of every language loads without a console error and lays out
its article is checked on the same page load as its accessibility, in ``test_accessibility``.)"""

import re

import pytest

from belote_teach.i18n import LANGUAGES


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
