"""argparse's own words (``usage:``, ``error:``, the arguments required …) in the command's language.

argparse looks its words up through ``gettext`` when it uses them (``argparse._``); inside
``argparse_in(lang)`` that lookup is the engine's catalog (context ``argparse``), so a French
teacher reads ``utilisation :`` and ``les arguments suivants sont requis``. A word this list does
not hold (a later Python's new message) stays English.

>>> with argparse_in("de"):
...     parser = argparse.ArgumentParser(prog="belote-teach")
...     _ = parser.add_argument("file")
...     print(parser.format_usage().strip())
Aufruf: belote-teach [-h] file
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from .i18n import Lang, Msg

_C = "argparse"
WORDS: dict[str, Msg] = {text: Msg(_C, text, note) for text, note in (
    ("usage: ", "the start of a usage line; keep the space at the end"),
    ("%(prog)s: error: %(message)s\n", "keep %(prog)s, %(message)s and the line break"),
    ("positional arguments", "heading of a command's help"),
    ("options", "heading of a command's help"),
    ("show this help message and exit", "help of -h"),
    ("argument %(argument_name)s: %(message)s", "keep both placeholders"),
    ("the following arguments are required: %s", "keep %s: the arguments"),
    ("unrecognized arguments: %s", "keep %s: the arguments"),
    ("expected one argument", ""),
    ("expected at most one argument", ""),
    ("expected at least one argument", ""),
    ("ambiguous option: %(option)s could match %(matches)s", "keep both placeholders"),
    ("invalid %(type)s value: %(value)r", "keep both placeholders"),
    ("invalid choice: %(value)r (choose from %(choices)s)", "keep both placeholders"),
    ("not allowed with argument %s", "keep %s: an option"),
    ("ignored explicit argument %r", "keep %r: a value"),
    ("one of the arguments %s is required", "keep %s: the options"),
    ("unexpected option string: %s", "keep %s: an option"),
)}
"""argparse's messages (Python 3.11 to 3.13 words) and their translations."""
PLURALS: dict[tuple[str, str], tuple[Msg, Msg]] = {
    ("expected %s argument", "expected %s arguments"): (
        Msg(_C, "expected %s argument", "one; keep %s: the number"),
        Msg(_C, "expected %s arguments", "more than one; keep %s: the number")),
}


def translator(lang: Lang) -> tuple[Callable[[str], str], Callable[[str, str, int], str]]:
    """``gettext`` and ``ngettext`` for argparse in ``lang``."""

    def gettext(text: str) -> str:
        msg = WORDS.get(text)
        return text if msg is None else msg(lang)

    def ngettext(singular: str, plural: str, count: int) -> str:
        pair = PLURALS.get((singular, plural))
        if pair is None:
            return singular if count == 1 else plural
        one = count == 1 or (lang == "fr" and count == 0)
        return pair[0 if one else 1](lang)

    return gettext, ngettext


@contextmanager
def argparse_in(lang: Lang) -> Iterator[None]:
    """argparse speaks ``lang`` inside the block (building a parser, parsing, printing help)."""
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    gettext, ngettext = translator(lang)
    argparse._, argparse.ngettext = gettext, ngettext  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]
