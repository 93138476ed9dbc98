"""The term base (render/glossary.py): no catalog of a language uses a variant it refuses."""

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from belote_teach.catalogs import TRANSLATED, po_path
from belote_teach.render.glossary import REFUSED, TERMS, refused

ROOT = Path(__file__).resolve().parents[1]


def catalogs(lang):
    return [po_path(lang), *sorted((ROOT / "book" / "locales" / lang / "LC_MESSAGES").glob("**/*.po"))]


def uses(text, variant):
    return re.search(rf"(?<!\w){re.escape(variant)}(?!\w)", text, flags=re.IGNORECASE) is not None


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_catalog_uses_a_refused_variant(lang):
    found = []
    for path in catalogs(lang):
        with path.open("rb") as file:
            catalog = read_po(file)
        for message in catalog:
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            for key, variants in refused(lang).items():
                for variant in variants:
                    if any(uses(string, variant) for string in strings if string):
                        word = TERMS[key].word(lang) if key in TERMS else key
                        found.append(f"{path.relative_to(ROOT)}:{message.lineno}: {variant!r} is refused for "
                                     f"{key!r}: write {word!r}")
    assert not found, "\n".join(found)


def test_refused_variants_name_known_terms_and_never_the_chosen_word():
    for lang, terms in REFUSED.items():
        for key, variants in terms.items():
            assert key in TERMS, f"{lang}: {key!r} is not a glossary term"
            assert TERMS[key].word(lang).lower() not in {v.lower() for v in variants}, (lang, key)


def test_the_matcher_finds_whole_words_only():
    assert uses("Ze doubleren het bod.", "doubleren")
    assert not uses("Ze doubleerden", "doubleren")
    assert uses("« Kapot »", "Kapot") and not uses("kapotgemaakt", "kapot")
