"""The term base on the built site: no page of a language uses a word the term base refuses, and no theme
label is left in English (site tier: reads _build/site/<lang>)."""

import re

import pytest

from belote_teach.publish.catalogs import TRANSLATED
from belote_teach.render.glossary import own_word, refused_here, variant_pattern, write_instead

THEME_ENGLISH = ("Link to this heading", "By belote-teach", "Back to top")


def page_text(path, lang):
    """The words a reader of ``lang`` reads on a page: without scripts, styles and code, without passages in
    another language (the glossary's other columns), without words in italics (mentioned, not used) and without
    the glossary's word cells (the term base itself, which names the words of klaverjassen and Jass beside the
    guide's: "melding (klaverjassen: roem)")."""
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
    for element in soup.select("script, style, code, pre, em, i, svg"):
        element.decompose()
    for element in soup.select(".belote-glossary td[lang]"):
        element.decompose()
    for element in soup.select("[lang]"):
        if element.name != "html" and not element["lang"].startswith(lang):
            element.decompose()
    text = soup.get_text(" ")
    titles = " ".join(str(element.get(name, "")) for element in soup.find_all(True)
                      for name in ("title", "aria-label", "alt") if element.get(name))
    return re.sub(r"\s+", " ", f"{text} {titles}")


def refused_on(text, lang, page):
    """The refused variants ``text`` uses, with their term key: the page's name stands for a book catalog's
    (small-table.html: small-table), so the game's own words and the words refused in one place apply."""
    found = []
    for key, variants in refused_here(lang, "", page).items():
        for variant in variants:
            if not own_word(lang, variant, "", page) and re.search(variant_pattern(variant), text, re.IGNORECASE):
                found.append((variant, key))
    return found


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_built_page_uses_a_refused_word_or_an_english_theme_label(site, lang):
    pages = sorted((site / lang).glob("**/*.html"))
    assert pages, f"no pages in {site / lang}"
    problems = []
    for path in pages:
        text = page_text(path, lang)
        problems += [f"{path.relative_to(site)}: {variant!r} is refused for {key!r}: write {write_instead(lang, key, variant)!r}"
                     for variant, key in refused_on(text, lang, path.stem)]
        problems += [f"{path.relative_to(site)}: English theme label {label!r}" for label in THEME_ENGLISH
                     if label in text]
    assert not problems, "\n".join(problems)


def test_the_page_reader_leaves_out_other_languages_and_mentions(tmp_path):
    page = tmp_path / "glossary.html"
    page.write_text('<html lang="nl"><body><p>Een straat van vier heet <em>quarante</em> in Frankrijk.</p>'
                    '<table><tr><td lang="fr">quarante</td><td lang="nl">vijftig</td></tr></table>'
                    '<table class="belote-glossary"><tr><td lang="nl">melding (klaverjassen: roem)</td>'
                    '<td>Een reeks, gemeld voor punten.</td></tr></table>'
                    '<a class="headerlink" title="Link naar deze kop">#</a></body></html>', encoding="utf-8")
    text = page_text(page, "nl")
    assert "quarante" not in text and "vijftig" in text and "Link naar deze kop" in text
    assert "roem" not in text and "Een reeks, gemeld voor punten." in text
    assert refused_on("Deze schakelaar speelt de Nederlandse regels.", "nl", "house-rules") == [
        ("schakelaar", "rule-switch"), ("speelt de … regels", "follows-rules")]
    assert refused_on("De nemer speelt.", "nl", "small-table") == [("nemer", "taker")]
    assert refused_on("De nemer speelt.", "nl", "scoring") == []
