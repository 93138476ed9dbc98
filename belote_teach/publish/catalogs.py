"""Maintain the engine's gettext catalogs with Babel (a development tool, not used at run time).

``python -m belote_teach.publish.catalogs`` collects every declared ``Msg``, writes
``locale/belote_teach.pot``, merges it into each language's ``.po`` (keeping
existing translations) and compiles the ``.mo`` files the engine reads.
"""

from __future__ import annotations

import importlib
import io
import pkgutil
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

import belote_teach

from ..i18n import DOMAIN, LANGUAGES, LOCALE_DIR, REGISTRY, Msg
from ..render.glossary import term_note

TRANSLATED = tuple(lang for lang in LANGUAGES if lang != "en")


def declared_messages() -> list[Msg]:
    """Every ``Msg`` of the package (importing each module declares its messages)."""
    for module in pkgutil.walk_packages(belote_teach.__path__, "belote_teach."):
        if module.name != __name__:  # every module, the Sphinx glue included
            importlib.import_module(module.name)
    return sorted(REGISTRY.values(), key=lambda msg: (msg.context, msg.text))


def template() -> Catalog:
    catalog = Catalog(project="belote-teach", domain=DOMAIN, fuzzy=False)
    for msg in declared_messages():
        catalog.add(msg.text, context=msg.context, auto_comments=[msg.note] if msg.note else [])
    return catalog


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def read_catalog(lang: str) -> Catalog:
    path = po_path(lang)
    if not path.exists():
        return Catalog(locale=lang, domain=DOMAIN)
    text = path.read_text(encoding="utf-8")
    return read_po(io.StringIO(text[len(header_comment(text)):]), locale=lang)


def header_comment(text: str) -> str:
    """The translators' note that opens a catalog (its ``# `` lines before the first blank line), kept on update.

    >>> header_comment("# Terms: team = team.\\n#\\n\\nmsgid \\"A\\"\\n")
    '# Terms: team = team.\\n#\\n\\n'
    >>> header_comment('#. a note\\nmsgid "A"\\n')
    ''
    """
    head, blank, _ = text.partition("\n\n")
    lines = head.split("\n")
    return head + "\n\n" if blank and all(line == "#" or line.startswith("# ") for line in lines) else ""


def compiled(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()


def update() -> None:
    pot = template()
    LOCALE_DIR.mkdir(exist_ok=True)
    with (LOCALE_DIR / f"{DOMAIN}.pot").open("wb") as file:
        write_po(file, pot, omit_header=True, sort_output=True)
    for lang in TRANSLATED:
        catalog = read_catalog(lang)
        catalog.update(pot, no_fuzzy_matching=True)
        po_path(lang).parent.mkdir(parents=True, exist_ok=True)
        with po_path(lang).open("wb") as file:
            file.write(f"{term_note(lang)}\n".encode())  # the term base opens every catalog (render/glossary.py)
            write_po(file, catalog, omit_header=True, sort_output=True, ignore_obsolete=True)
        po_path(lang).with_suffix(".mo").write_bytes(compiled(read_catalog(lang)))
        missing = [m.id for m in read_catalog(lang) if m.id and (not m.string or m.fuzzy)]
        print(f"{lang}: {len(pot)} messages, {len(missing)} untranslated")


if __name__ == "__main__":
    update()
