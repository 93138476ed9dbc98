"""The quick reference of any rules printed on one A4 page (``belote-teach reference``), without the site.

The page is the one the guide shows (``render.quick_reference``), for the preset and switches
asked for, in one language: a PDF printed by Chromium, or the HTML itself. It is written whole
or not at all, and must fit one page.

>>> import tempfile, pathlib
>>> out = pathlib.Path(tempfile.mkdtemp()) / "reference.html"
>>> make_reference("coinche+undertrump=required", "de", out, html=True) is None
True
>>> "Kurzübersicht" in out.read_text(encoding="utf-8")
True
"""

from __future__ import annotations

from pathlib import Path

from .. import messages
from ..i18n import Lang, say
from ..render.html import preset_name
from ..render.quick_reference import TITLE, quick_reference_document
from ..rules import Rules
from .printing import PrintError, check_targets, pdf_pages, print_all_html, write_texts


def make_reference(rules: Rules | str, lang: Lang, out: str | Path, *, html: bool = False) -> int | None:
    """Write the quick reference of ``rules`` in ``lang`` to ``out``; the PDF's pages (``None`` for HTML)."""
    checked = Rules.coerce(rules)
    document = quick_reference_document(checked, lang)
    out = Path(out)
    if html:
        write_texts([(out, document)])
        return None
    check_targets([out])
    print_all_html([(document, out, f"{TITLE(lang)} · {preset_name(checked, lang)}")], lang=lang, footer=False)
    pages = pdf_pages(out)
    if pages != 1:  # a teacher's page must not spill over: the tests print every preset
        raise PrintError(say(messages.REFERENCE_PAGES, out=out, rules=checked.name, pages=pages))
    return pages
