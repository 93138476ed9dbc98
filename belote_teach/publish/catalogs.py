"""Maintain the engine's gettext catalogs with Babel (a development tool, not used at run time).

``python -m belote_teach.publish.catalogs`` collects every declared ``Msg``, writes
``locale/belote_teach.pot``, merges it into each language's ``.po`` (keeping
existing translations) and compiles the ``.mo`` files the engine reads. Each catalog opens with
the language's term note (render/glossary.py), then a real header: project, version, translators.
"""

from __future__ import annotations

import importlib
import io
import pkgutil
from datetime import datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

import belote_teach

from ..i18n import DOMAIN, LANGUAGES, LOCALE_DIR, REGISTRY, Msg
from ..render.glossary import term_note
from ..render.html import LANGUAGE_NAMES

TRANSLATED = tuple(lang for lang in LANGUAGES if lang != "en")


def declared_messages() -> list[Msg]:
    """Every ``Msg`` of the package (importing each module declares its messages)."""
    for module in pkgutil.walk_packages(belote_teach.__path__, "belote_teach."):
        if module.name != __name__:  # every module, the Sphinx glue included
            importlib.import_module(module.name)
    return sorted(REGISTRY.values(), key=lambda msg: (msg.context, msg.text))


PROJECT = "belote-teach"
TRANSLATOR = "belote-teach translators"


def template() -> Catalog:
    catalog = Catalog(project=PROJECT, version=version(), domain=DOMAIN, fuzzy=False,
                      msgid_bugs_address="", copyright_holder=PROJECT)
    for msg in declared_messages():
        message_id = (msg.text, msg.plural) if msg.plural else msg.text  # a plural entry: msgid and msgid_plural
        catalog.add(message_id, context=msg.context, auto_comments=[msg.note] if msg.note else [])
    return catalog


def version() -> str:
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed

    try:
        return installed(PROJECT)
    except PackageNotFoundError:  # pragma: no cover - the package is installed in development
        return "0"


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def read_catalog(lang: str) -> Catalog:
    path = po_path(lang)
    if not path.exists():
        return Catalog(locale=lang, domain=DOMAIN)
    with path.open("rb") as file:
        return read_po(file, locale=lang)


def contents(catalog: Catalog) -> list[tuple[object, ...]]:
    """What a catalog says, without its header: unchanged contents keep the header's dates."""
    return [(m.context, m.id, m.string, " ".join(m.auto_comments), m.fuzzy) for m in catalog if m.id]  # notes rewrap


def written(catalog: Catalog, lang: str | None = None) -> bytes:
    """The catalog as a .po (or, without a language, .pot) file with a real header, opened by the term
    note of the language (render/glossary.py) and not rewrapped.

    >>> text = written(template(), None).decode()
    >>> text.startswith('msgid ""') and "Project-Id-Version: belote-teach " in text and "VERSION" not in text
    True
    """
    catalog.project, catalog.version, catalog.copyright_holder = PROJECT, version(), PROJECT
    catalog.msgid_bugs_address, catalog.fuzzy = "", False
    if lang:
        catalog.last_translator, catalog.language_team = TRANSLATOR, LANGUAGE_NAMES[lang]
        catalog.revision_date = catalog.revision_date if isinstance(catalog.revision_date, datetime) else catalog.creation_date
    catalog.header_comment = ""  # written below, unwrapped: the term note
    buffer = io.BytesIO()
    write_po(buffer, catalog, sort_output=True, ignore_obsolete=True)
    note = term_note(lang) if lang else ""
    return note.encode() + buffer.getvalue().removeprefix(b"\n")


def forms(string: str | tuple[str, ...] | list[str] | None) -> tuple[str, ...]:
    """A catalog entry's translations: one, or one per plural form (``msgstr[0]``, ``msgstr[1]`` …).

    >>> forms("carte"), forms(("{count} carte", "{count} cartes"))
    (('carte',), ('{count} carte', '{count} cartes'))
    """
    if string is None:
        return ()
    return tuple(string) if isinstance(string, (tuple, list)) else (string,)


def message_text(message_id: str | tuple[str, ...]) -> str:
    """The English text a ``Msg`` is declared with: a plural entry's singular ``msgid``."""
    return message_id[0] if isinstance(message_id, tuple) else message_id


def compiled(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()


BOOK_LOCALES = Path(__file__).resolve().parents[2] / "book" / "locales"


def refresh_term_notes(locales: Path = BOOK_LOCALES) -> list[Path]:
    """Open every book catalog (the pages' and the theme's ``sphinx.po``) with its language's current term
    note, as the engine's catalogs are: the comment before the header entry is replaced, nothing else.
    Returns the catalogs rewritten."""
    changed = []
    for lang in TRANSLATED:
        for path in sorted((locales / lang / "LC_MESSAGES").glob("**/*.po")):
            text = path.read_text(encoding="utf-8")
            start = text.find('msgid ""')
            if start < 0 or text.startswith(term_note(lang) + 'msgid ""'):
                continue
            path.write_text(term_note(lang) + text[start:], encoding="utf-8")
            changed.append(path)
    return changed


def update() -> None:
    pot = template()
    LOCALE_DIR.mkdir(exist_ok=True)
    pot_path = LOCALE_DIR / f"{DOMAIN}.pot"
    if pot_path.exists():
        with pot_path.open("rb") as file:
            old = read_po(file)
        if contents(old) == contents(pot):
            pot.creation_date = old.creation_date  # no new message: the file stays as it is
    pot_path.write_bytes(written(pot))
    for lang in TRANSLATED:
        catalog = read_catalog(lang)
        before = contents(catalog)
        catalog.update(pot, no_fuzzy_matching=True, update_creation_date=False)
        if contents(catalog) != before:
            catalog.creation_date = catalog.revision_date = pot.creation_date
        po_path(lang).parent.mkdir(parents=True, exist_ok=True)
        po_path(lang).write_bytes(written(catalog, lang))
        po_path(lang).with_suffix(".mo").write_bytes(compiled(read_catalog(lang)))
        missing = [m.id for m in read_catalog(lang) if m.id and (not m.string or not all(forms(m.string)) or m.fuzzy)]
        print(f"{lang}: {len(pot)} messages, {len(missing)} untranslated")
    for path in refresh_term_notes():
        print(f"{path}: term note refreshed")


if __name__ == "__main__":
    update()
