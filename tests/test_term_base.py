"""The term base (render/glossary.py): no catalog of a language uses a variant it refuses, and every
catalog opens with the language's term decisions."""

import gettext
import io
import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from belote_teach.publish.catalogs import TRANSLATED, compiled, po_path
from belote_teach.render.glossary import (
    OTHER_TERMS,
    REFUSED,
    REFUSED_IN,
    TERMS,
    refused_here,
    term_note,
    term_word,
    variant_pattern,
    write_instead,
)

ROOT = Path(__file__).resolve().parents[1]
MENTION = re.compile(r"(?<![*\w])\*[^*\n]+\*(?![*\w])")


def catalogs(lang):
    return [po_path(lang), *sorted((ROOT / "book" / "locales" / lang / "LC_MESSAGES").glob("**/*.po"))]


def uses(text, variant):
    """Whether ``text`` uses ``variant`` as a whole word (``…``: up to three words); a word in *italics* is
    mentioned, not used."""
    return re.search(variant_pattern(variant), MENTION.sub("", text), flags=re.IGNORECASE) is not None


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_catalog_uses_a_refused_variant(lang):
    found = []
    for path in catalogs(lang):
        with path.open("rb") as file:
            catalog = read_po(file)
        for message in catalog:
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            for key, variants in refused_here(lang, message.context or "", path.stem).items():
                for variant in variants:
                    if any(uses(string, variant) for string in strings if string):
                        found.append(f"{path.relative_to(ROOT)}:{message.lineno}: {variant!r} is refused for "
                                     f"{key!r}: write {write_instead(lang, key, variant)!r}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_catalog_opens_with_the_term_decisions(lang):
    stale = [str(path.relative_to(ROOT)) for path in catalogs(lang)
             if not path.read_text(encoding="utf-8").startswith(term_note(lang))]
    assert not stale, f"these catalogs do not open with term_note({lang!r}):\n" + "\n".join(stale)


PLACEHOLDERS = re.compile(r"FIRST AUTHOR|FULL NAME|EMAIL@ADDRESS|YEAR-MO-DA|PACKAGE VERSION|<LL@li\.org>|"
                          r"SOME DESCRIPTIVE TITLE|\bVERSION\b|\bPROJECT\b|\bORGANIZATION\b|\bLANGUAGE\b")


def header_problems(path):
    """Placeholders or a fuzzy flag in a catalog's opening comment, its header entry or (engine) its .mo."""
    text = path.read_text(encoding="utf-8")
    head = text.split("\n\n", 1)[0]
    found = ["a blank line before the header entry (msgid \"\")"] if 'msgid ""' not in head else []
    found += ["#, fuzzy"] if "#, fuzzy" in head else []
    with path.open("rb") as file:
        catalog = read_po(file)
    found += ["a fuzzy header entry"] if catalog.fuzzy else []
    headers = {"comment": head, **dict(catalog.mime_headers)}
    mo = path.with_suffix(".mo")
    if mo.exists():
        info = gettext.GNUTranslations(io.BytesIO(mo.read_bytes())).info()
        headers |= {f".mo {name}": value for name, value in info.items()}
        found += [".mo without a header"] if not info.get("language") else []
    found += [f"{name}: {match[0]}" for name, value in headers.items() if (match := PLACEHOLDERS.search(str(value)))]
    return found


@pytest.mark.parametrize("lang", TRANSLATED)
def test_catalog_headers_are_neither_fuzzy_nor_placeholders(lang):
    found = [f"{path.relative_to(ROOT)}: {problem}" for path in catalogs(lang) for problem in header_problems(path)]
    assert not found, "\n".join(found)


def test_the_header_check_sees_babel_placeholders(tmp_path):
    path = tmp_path / "x.po"
    path.write_text('# Term base\n\nmsgid ""\nmsgstr ""\n"Project-Id-Version: PROJECT VERSION\\n"\n'
                    '"Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"\n', encoding="utf-8")
    problems = header_problems(path)
    assert {'a blank line before the header entry (msgid "")', "Project-Id-Version: PROJECT",
            "Last-Translator: FULL NAME"} <= set(problems), problems
    path.with_suffix(".mo").write_bytes(compiled(Catalog(locale="nl")))  # Babel's default header
    assert ".mo last-translator: FULL NAME" in header_problems(path)


def test_refused_variants_name_known_terms_and_never_the_chosen_word():
    for lang, terms in REFUSED.items():
        for key, variants in terms.items():
            assert key in TERMS or key in OTHER_TERMS, f"{lang}: {key!r} is not a term of the term base"
            assert term_word(key, lang).lower() not in {v.lower() for v in variants}, (lang, key)
    for lang, variants in REFUSED_IN.items():
        for variant, (key, word, places) in variants.items():
            assert key in TERMS or key in OTHER_TERMS, f"{lang}: {key!r} is not a term of the term base"
            assert places and word != variant, (lang, variant)


def test_the_decisions_of_issue_28_are_in_the_term_base():
    """One word per idea, as a native player writes it (the lead's term decisions)."""
    assert term_word("rule-switch", "nl") == "instelling" and "schakelaar" in REFUSED["nl"]["rule-switch"]
    assert "quarante" in REFUSED["nl"]["cinquante"] and TERMS["cinquante"].word("nl") == "vijftig"
    assert "klaverenboer" in REFUSED["nl"]["card-name"] and "spelregelprogramma" in REFUSED["nl"]["rules-engine"]
    assert REFUSED_IN["nl"]["nemer"] == ("taker", "troefmaker", ("small", "small-table"))
    assert {"Regelwerk", "Reizen", "Löser", "Durch belote-teach"} <= {v for vs in REFUSED["de"].values() for v in vs}
    assert {"la revue", "Joueurs de l’ordinateur", "joue les … règles"} <= {v for vs in REFUSED["fr"].values() for v in vs}
    # round two: the small table's engine messages say roem, never melding ("Beste melding: Zuid" beside "Hoogste
    # roem: Zuid"); French asks how high you bid with enchérir (une annonce is a declaration)
    assert REFUSED_IN["nl"]["melding"] == ("declaration", "roem", ("small",))
    assert "melding" in refused_here("nl", "small score", "belote_teach")["declaration"]
    assert "melding" not in refused_here("nl", "score", "belote_teach").get("declaration", ())
    assert uses("Combien annonces-tu ?", REFUSED["fr"]["bid"][0]) and not uses("Annonces-tu ta tierce ?", "combien annonces-tu")


def test_a_variant_with_an_ellipsis_spans_a_few_words():
    assert uses("Dit hoofdstuk speelt de Nederlandse regels.", "speelt de … regels")
    assert uses("Ce chapitre joue les règles classiques ; il joue les règles.", "joue les … règles")
    assert not uses("Dit hoofdstuk volgt de regels.", "speelt de … regels")
    assert not uses("Il joue les cartes, puis on lit les cinq ou six grandes règles.", "joue les … règles")


def test_the_matcher_finds_whole_words_only():
    assert uses("Ze doubleren het bod.", "doubleren")
    assert not uses("Ze doubleerden", "doubleren")
    assert uses("« Kapot »", "Kapot") and not uses("kapotgemaakt", "kapot")
    assert uses("de Kapot-Kontrakt", "Kapot")


def test_a_word_in_italics_is_mentioned_not_used():
    assert not uses("Klaverjassers zeggen *roem* voor meldingen.", "roem")
    assert uses("Hij meldt zijn roem, *stuk*.", "roem")
    assert uses("**Roem.** Elke speler", "roem")
