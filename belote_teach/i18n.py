"""The engine's user-facing strings, translated with gettext catalogs.

Every string is declared once as a ``Msg`` (context + English text); the English
text is the message id and ``locale/<lang>/LC_MESSAGES/belote_teach.po`` holds the
Dutch, French and German translations, compiled to ``.mo`` beside it
(``python -m belote_teach.publish.catalogs`` refreshes both). A message called without a language
speaks the one ambient language: the language of the block it runs in (``speaking``: the teachers'
``check --lang fr`` reads a lesson in French), else ``BELOTE_TEACH_LANG`` if set (the guide builds
each language in its own process with it), else English. ``say`` renders an engine refusal in it.

>>> Msg("suit", "hearts")("nl")
'harten'
>>> CARDS = Msg("play page", "{count} card", plural="{count} cards")   # gettext's plural forms
>>> CARDS("en", count=1), CARDS("fr", count=0), CARDS("nl", count=0), CARDS("de", count=5)
('1 card', '0 carte', '0 kaarten', '5 Karten')
>>> Msg("suit", "hearts")("xx")
Traceback (most recent call last):
...
belote_teach.errors.InvalidInput: unknown language 'xx': expected one of en, nl, fr, de
"""

from __future__ import annotations

import gettext as _gettext
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Literal

from .errors import InvalidInput

Lang = Literal["en", "nl", "fr", "de"] | str
LANGUAGES: tuple[str, ...] = ("en", "nl", "fr", "de")
DOMAIN = "belote_teach"
LOCALE_DIR = Path(__file__).parent / "locale"
LANGUAGE_VARIABLE = "BELOTE_TEACH_LANG"
"""The environment variable that sets the default language of a process (unset: English)."""

REGISTRY: dict[tuple[str, str], Msg] = {}
"""Every declared message by (context, text): the catalogs must translate exactly these."""


@cache
def translations(lang: Lang) -> _gettext.NullTranslations:
    """The catalog for ``lang`` (English is the source text: no catalog needed)."""
    check_language(lang)
    if lang == "en":
        return _gettext.NullTranslations()
    return _gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang])


_SPEAKING: ContextVar[str | None] = ContextVar("belote_teach_language", default=None)


def default_language() -> Lang:
    """The language of messages called without one: the block's (``speaking``), else
    ``$BELOTE_TEACH_LANG``, else English.

    >>> os.environ["BELOTE_TEACH_LANG"] = "fr"; default_language(), Msg("suit", "hearts")()
    ('fr', 'cœur')
    >>> del os.environ["BELOTE_TEACH_LANG"]; default_language()
    'en'
    """
    spoken = _SPEAKING.get()
    if spoken is not None:
        return spoken
    lang = os.environ.get(LANGUAGE_VARIABLE) or "en"
    if lang not in LANGUAGES:
        raise InvalidInput(f"{LANGUAGE_VARIABLE}={lang!r}: expected one of {', '.join(LANGUAGES)}")
    return lang


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Speak ``lang`` as the default language inside the block.

    >>> with speaking("de"):
    ...     Msg("suit", "hearts")()
    'Herz'
    """
    check_language(lang)
    token = _SPEAKING.set(lang)
    try:
        yield
    finally:
        _SPEAKING.reset(token)


def language(lang: Lang | None) -> Lang:
    """``lang``, or the default language when it is None."""
    return default_language() if lang is None else lang


def check_language(lang: object) -> None:
    if lang not in LANGUAGES:
        raise InvalidInput(f"unknown language {lang!r}: expected one of {', '.join(LANGUAGES)}")


@dataclass(frozen=True, slots=True)
class Msg:
    """A translatable message; call it with a language (and fields for ``{placeholders}``).

    A message that depends on a number has an English ``plural`` as well (``"{count} card"``,
    ``plural="{count} cards"``) and is called with that number as ``count``: gettext picks the
    language's form (``ngettext``: each catalog's ``Plural-Forms`` rule, ``0 carte`` in French,
    ``0 kaarten`` in Dutch), and its ``.po`` entry holds one translation per form (``msgstr[0]``,
    ``msgstr[1]``). Never build a plural by hand (``"1 card" if n == 1 else …``).
    """

    context: str
    text: str
    note: str = field(default="", compare=False)
    plural: str = ""
    """The English plural of ``text``; empty: the message has one form."""

    def __post_init__(self) -> None:
        REGISTRY.setdefault((self.context, self.text), self)

    def __call__(self, lang: Lang | None = None, **fields: object) -> str:
        catalog = translations(language(lang))
        if self.plural:
            count = fields.get("count")
            if not isinstance(count, int):
                raise TypeError(f"the message {self.text!r} has plural forms: call it with count=<an int>")
            translated = catalog.npgettext(self.context, self.text, self.plural, count)
        else:
            translated = catalog.pgettext(self.context, self.text)
        return translated.format(**fields) if fields else translated


def capitalized(text: str) -> str:
    """The text with its first letter made upper case (the rest kept).

    >>> capitalized("ruiten vrouw")
    'Ruiten vrouw'
    """
    return text[:1].upper() + text[1:]


Names = Callable[[str, object], object]
"""How a block names what a message quotes: ``names(field, value)`` gives the value to print."""

_NAMES: ContextVar[Names | None] = ContextVar("belote_teach_names", default=None)


@contextmanager
def naming(names: Names) -> Iterator[None]:
    """Inside the block, ``say`` passes each field of a message through ``names(field, value)``: the
    lesson checker names cards and seats as the teacher writes them (``messages.notation_in``), the
    engine quoting them needs to know nothing of that.

    >>> with naming(lambda field, value: value.upper() if field == "text" else value):
    ...     say(Msg("error", "unknown card {text}"), text="'vp'")
    "unknown card 'VP'"
    """
    token = _NAMES.set(names)
    try:
        yield
    finally:
        _NAMES.reset(token)


def say(msg: Msg, **fields: object) -> str:
    """``msg`` in the default language, its fields filled in (and named as the block says, ``naming``):
    how the engine words a refusal.

    >>> with speaking("fr"):
    ...     say(Msg("suit", "hearts"))
    'cœur'
    """
    text = msg()
    names = _NAMES.get()
    if names is not None:
        fields = {name: names(name, value) for name, value in fields.items()}
    return text.format(**fields) if fields else text
