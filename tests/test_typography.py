"""Each language's typography in the rendered HTML (`_build/site/<lang>/`, built by `python -m belote_teach.publish.site build`).

The conventions (stated in the catalogs' header comments too):

- French: typographic apostrophe ’, guillemets « … » with a no-break space (U+00A0 or U+202F) inside,
  a no-break space before : ; ! ?; never straight ' or ".
- German: „…“ (and ‚…‘ inside), apostrophe ’; never straight " or '.
- Dutch: ‘…’ for quoted words and calls (“…” inside a quotation), apostrophe ’ (z’n, auto’s); never straight " or '.

The visible text is read (code, pre, kbd, samp, script, style and math are skipped), and the text
alternatives a screen reader speaks: the ``aria-label``, ``title`` and ``alt`` attributes (card and
trick pictures included).
"""

import re
from pathlib import Path

import pytest
from bs4 import BeautifulSoup, NavigableString

from belote_teach.publish.catalogs import TRANSLATED

SKIPPED = {"code", "pre", "kbd", "samp", "script", "style", "math", "svg", "template", "textarea"}
NBSP = "\u00a0\u202f"

RULES: dict[str, list[tuple[str, re.Pattern[str]]]] = {
    "fr": [
        ("straight apostrophe (write ’)", re.compile(r"\w'|'\w")),
        ('straight double quote (write « … »)', re.compile(r'"')),
        ("no no-break space before : ; ! ?", re.compile(rf"[^\s{NBSP}(\[/:]([;!?]|:(?=\s|$))")),
        ("plain space before : ; ! ? (write U+00A0)", re.compile(r" [:;!?](?=\s|$)")),
        ("« without a no-break space after it", re.compile(rf"«(?![{NBSP}])")),
        ("» without a no-break space before it", re.compile(rf"(?<![{NBSP}])»")),
    ],
    "de": [
        ('straight double quote (write „…“)', re.compile(r'"')),
        ("straight apostrophe (write ’)", re.compile(r"\w'|'\w")),
        ("English or French quotes (write „…“)", re.compile(r"[«»]|“(?=\w)")),
    ],
    "nl": [
        ("straight double quote (write ‘…’)", re.compile(r'"')),
        ("straight apostrophe (write ’)", re.compile(r"\w'|'\w")),
        ("German or French quotes (write ‘…’)", re.compile(r"[„«»]")),
    ],
}


def visible_text(html: str, lang: str) -> list[str]:
    """The page's text nodes in ``lang`` a reader sees (no code or scripts), each whitespace-normalised.

    A node's language is its nearest ``lang`` attribute: the glossary's German cells on the French
    page follow German typography, not French.

    >>> visible_text('<p>Il l\\'a dit <code>"x"</code> <span lang="de">„ja“</span></p><script>a = "b";</script>', "fr")
    ["Il l'a dit"]
    """
    soup = BeautifulSoup(html, "html.parser")
    texts = []
    for node in soup.find_all(string=True):
        if type(node) is not NavigableString:
            continue
        parents = list(node.parents)
        if any(parent.name in SKIPPED or "highlight" in (parent.get("class") or []) for parent in parents):
            continue
        declared = next((parent.get("lang") for parent in parents if parent.get("lang")), lang)
        if not str(declared).startswith(lang):
            continue
        text = re.sub(r"[ \t\r\n]+", " ", str(node)).strip()
        if text:
            texts.append(text)
    return texts


SPOKEN = ("aria-label", "title", "alt")


def spoken_text(html: str, lang: str) -> list[str]:
    """The ``aria-label``, ``title`` and ``alt`` attributes in ``lang`` (nearest ``lang`` attribute, the element's own included).

    >>> spoken_text('<svg aria-label="Pli : as; Ouest"><title>x</title></svg><p lang="de" title="Ja">', "fr")
    ['Pli : as; Ouest']
    """
    soup = BeautifulSoup(html, "html.parser")
    texts = []
    for node in soup.find_all(lambda tag: any(tag.has_attr(name) for name in SPOKEN)):
        if any(parent.name in ("script", "style", "template") for parent in node.parents):
            continue
        declared = next((tag.get("lang") for tag in [node, *node.parents] if tag.get("lang")), lang)
        if not str(declared).startswith(lang):
            continue
        for name in SPOKEN:
            text = re.sub(r"[ \t\r\n]+", " ", str(node.get(name) or "")).strip()
            if text:
                texts.append(text)
    return texts


def problems(lang: str, text: str) -> list[str]:
    """The typography rules of ``lang`` that ``text`` breaks.

    >>> problems("fr", "Contrat: 80 cœur")
    ['no no-break space before : ; ! ?']
    >>> problems("fr", "Contrat\\u00a0: l’as «\\u00a0coinche\\u00a0»")
    []
    >>> problems("de", 'Er sagt "Belote".'), problems("nl", "Hij zegt ‘belote’.")
    (['straight double quote (write „…“)'], [])
    """
    return [name for name, pattern in RULES[lang] if pattern.search(text)]


def pages(site: Path, lang: str) -> list[Path]:
    folder = site / lang
    return sorted(path for path in folder.rglob("*.html") if "_static" not in path.parts and "_sources" not in path.parts)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_rendered_pages_follow_the_language_typography(site, lang):
    found = []
    for page in pages(site, lang):
        for text in visible_text(page.read_text(encoding="utf-8"), lang):
            for rule in problems(lang, text):
                found.append(f"{page.relative_to(site)}: {rule}: {text[:160]}")
    assert not found, f"{len(found)} typography problems:\n" + "\n".join(found)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_text_alternatives_follow_the_language_typography(site, lang):
    """What a screen reader speaks: the trick pictures' labels (« Pli : Nord : … ; Ouest : … »), titles, alts."""
    found, labels = [], 0
    for page in pages(site, lang):
        for text in spoken_text(page.read_text(encoding="utf-8"), lang):
            labels += 1
            for rule in problems(lang, text):
                found.append(f"{page.relative_to(site)}: {rule}: {text[:160]}")
    assert labels > 100, f"only {labels} labels read: the pages have lost their text alternatives?"
    assert not found, f"{len(found)} typography problems in text alternatives:\n" + "\n".join(found)
