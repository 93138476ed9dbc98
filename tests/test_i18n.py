"""Every engine message is translated into nl, fr and de, and the compiled catalogs are current."""

import gettext
import io
import re
import string
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from belote_teach.i18n import LANGUAGES
from belote_teach.publish.catalogs import (
    TRANSLATED,
    compiled,
    declared_messages,
    forms,
    message_text,
    po_path,
    read_catalog,
)

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def messages():
    return declared_messages()


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_has_a_translation(lang, messages):
    catalog = read_catalog(lang)
    missing = []
    for msg in messages:
        entry = catalog.get(msg.text, context=msg.context)
        if entry is None or not all(forms(entry.string)) or entry.fuzzy:
            missing.append(f"{msg.context}: {msg.text}")
        elif msg.plural and (entry.id != (msg.text, msg.plural) or len(entry.string) != catalog.num_plurals):
            missing.append(f"{msg.context}: {msg.text} (plural forms: {catalog.num_plurals} expected)")
        elif not msg.plural and isinstance(entry.id, tuple):
            missing.append(f"{msg.context}: {msg.text} (no longer plural)")
    assert not missing, f"{lang}: untranslated (run `make translations`, then translate): {missing}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_catalog_holds_no_stale_messages(lang, messages):
    declared = {(m.context, m.text) for m in messages}
    stale = [(m.context, m.id) for m in read_catalog(lang) if m.id and (m.context, message_text(m.id)) not in declared]
    assert not stale, f"{lang}: messages no longer in the code: {stale}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_keep_the_placeholders(lang, messages):
    catalog = read_catalog(lang)
    for msg in messages:
        fields = {name for _, name, _, _ in string.Formatter().parse(msg.text) if name}
        plural = {name for _, name, _, _ in string.Formatter().parse(msg.plural or msg.text) if name}
        for translated in forms(catalog.get(msg.text, context=msg.context).string):  # a singular may omit {count}
            assert fields - {"count"} <= {name for _, name, _, _ in string.Formatter().parse(translated) if name} \
                <= plural, msg.text


def entries(mo_bytes):
    """The translations held by a compiled catalog, without its header."""
    catalog = gettext.GNUTranslations(io.BytesIO(mo_bytes))._catalog
    return {key: value for key, value in catalog.items() if key}


@pytest.mark.parametrize("lang", TRANSLATED)
def test_compiled_catalog_is_current(lang):
    mo = po_path(lang).with_suffix(".mo")
    assert entries(mo.read_bytes()) == entries(compiled(read_catalog(lang))), "run `make translations` to recompile"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_reasons_are_not_left_in_english(lang, messages):
    catalog = read_catalog(lang)
    for msg in messages:
        if msg.context == "reason":
            assert catalog.get(msg.text, context="reason").string != msg.text
            assert not re.search(r"\b(you|must|trick|trump)\b", catalog.get(msg.text, context="reason").string)


FRENCH_CATALOGS = [po_path("fr"), *sorted((ROOT / "book" / "locales" / "fr").glob("LC_MESSAGES/**/*.po"))]
MARKUP = re.compile(r"`[^`]*`|\]\([^)]*\)|https?://\S+")


@pytest.mark.parametrize("path", FRENCH_CATALOGS, ids=lambda path: path.name)
def test_french_puts_a_non_breaking_space_before_high_punctuation(path):
    """« Tu dois fournir : … » — French typography, with U+00A0 so the mark never starts a line."""
    with path.open("rb") as file:
        catalog = read_po(file)
    bad = [
        text for m in catalog if m.id for text in forms(m.string)
        if re.search(r"(?:[^\s\u00a0\u202f(]| )[:;!?](?:\s|$)", MARKUP.sub("", text))
    ]
    assert not bad, f"{path.name}: {bad[:3]}"


def test_plural_messages_take_each_languages_form_from_gettext():
    """``Msg(…, plural=…)`` picks the form by the catalog's ``Plural-Forms``: French puts 0 and 1 in
    the singular, Dutch, German and English only 1."""
    from belote_teach.i18n import Msg

    plural = [msg for msg in declared_messages() if msg.plural]
    assert plural, "no plural message is declared"
    cards = Msg("play page", "{count} card", plural="{count} cards")
    assert [cards("en", count=n) for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert [cards("fr", count=n) for n in (0, 1, 2)] == ["0 carte", "1 carte", "2 cartes"]
    assert [cards("nl", count=n) for n in (0, 1, 2)] == ["0 kaarten", "1 kaart", "2 kaarten"]
    assert [cards("de", count=n) for n in (0, 1, 2)] == ["0 Karten", "1 Karte", "2 Karten"]
    for lang in LANGUAGES:  # every plural message of the engine has a real plural in every language
        def said(msg, count, lang=lang):
            fields = {name for _, name, _, _ in string.Formatter().parse(msg.plural) if name}
            return msg(lang, **{name: "x" for name in fields} | {"count": count})

        assert [msg.text for msg in plural if said(msg, 1) == said(msg, 2)] == [], lang
    with pytest.raises(TypeError, match="count="):
        cards("en")


def examples(site, lang, page):
    """The Python examples of a built page (its ``>>>`` code blocks), as text."""
    from bs4 import BeautifulSoup

    path = site / lang / "book" / f"{page}.html"
    html = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
    return "\n".join(pre.get_text() for pre in html.select("pre") if ">>> " in pre.get_text())


@pytest.mark.parametrize("lang", ["en", *TRANSLATED])
def test_the_pages_examples_print_the_engine_text_in_the_page_language(site, lang):
    """Built in a process whose default language is the page's, the examples print what the engine says in it."""
    from belote_teach import Deal, find_declarations

    deal = Deal.from_json((ROOT / "book" / "deals" / "first-deal.json").read_text(encoding="utf-8"))
    start, declarations = examples(site, lang, "start-here"), examples(site, lang, "declarations")
    assert f"('{deal.contract.describe(lang)}', {{'NS': 133, 'EW': 69}})" in start
    carre = find_declarations("QS QH QD QC", "S")[0]
    assert f"('{carre.describe(lang)}', 100)" in declarations
    if lang != "en":
        assert "South takes" not in start and "carré of queens" not in declarations


def test_a_message_without_a_language_speaks_the_process_default(monkeypatch):
    from belote_teach import Contract, Trump

    monkeypatch.setenv("BELOTE_TEACH_LANG", "de")
    assert Contract("S", Trump.HEARTS).describe() == Contract("S", Trump.HEARTS).describe("de") == "Süd spielt Herz"
    monkeypatch.setenv("BELOTE_TEACH_LANG", "xx")
    with pytest.raises(Exception, match="BELOTE_TEACH_LANG='xx': expected one of en, nl, fr, de"):
        Contract("S", Trump.HEARTS).describe()
    monkeypatch.delenv("BELOTE_TEACH_LANG")
    assert Contract("S", Trump.HEARTS).describe() == "South takes: hearts"
