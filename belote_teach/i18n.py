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
import string
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
        return filled(translated, language(lang), fields) if fields else translated


GRAMMAR = ("the", "acc", "dat", "of", "que")
"""The grammatical forms a translation may ask of an inserted name, as a format spec: ``{card:acc}``.

``the``: with the definite article, as a subject (German nominative: "der Herz-Bube"; Dutch "de
ruitenaas"; French "le valet de cœur", "l’as de pique"); ``acc``: as the object of a verb (German
"den Herz-Buben"); ``dat``: after a preposition that takes the dative (German "mit dem Herz-Buben");
``of``: "of the …" (German genitive "des Herz-Buben"; French "du valet", "de l’as", "de la dame";
Dutch "van de ruitenaas"). A card's forms are catalog entries (context ``card with article…``, one
per rank: the rank's gender decides the article); a seat, team or player is a plain name and only
``of`` changes it (French "d’Ouest", "de Sud"; Dutch "van Zuid"; German "von Süd"); a rule set's forms
are catalog entries per preset (``render.html.RulesName``: "den klassischen Regeln"). ``{card}``
alone is the bare name, as before; a capital asks the form at a sentence's start (``{card:The}``:
"Der Herz-Bube"). ``que`` is French: "que" before the name, elided before a vowel ("qu’Ouest", "que
Nord"; a card with its article, "que le valet de cœur"); the other languages do not ask it.

>>> from .cards import parse_card
>>> filled("{seat} spielt {card:acc}; mit {card:dat}.", "de", {"seat": "Süd", "card": parse_card("JH").name("de")})
'Süd spielt den Herz-Buben; mit dem Herz-Buben.'
>>> filled("la main {seat:of}, la valeur {card:of}", "fr", {"seat": "Ouest", "card": parse_card("AS").name("fr")})
'la main d’Ouest, la valeur de l’as de pique'
>>> filled("plus {seat:que}, plus {other:que}, plus {card:que}", "fr", {"seat": "Ouest", "other": "Nord", "card": parse_card("AS").name("fr")})
'plus qu’Ouest, plus que Nord, plus que l’as de pique'
"""

_OF = {"en": "of {}", "nl": "van {}", "de": "von {}"}


class Named(str):
    """A name inserted into a sentence that knows its grammatical forms (``GRAMMAR``): ``format(name,
    "acc")``. It is a ``str`` everywhere else (joined, compared, written to JSON as its bare text)."""

    def forms(self, form: str) -> str:  # a plain name: see GRAMMAR
        return str(self)

    def __format__(self, spec: str) -> str:
        if spec.lower() == "que":  # French: que before the name with its article
            return _cased(_que(self.forms("the")), spec)
        if spec.lower() in GRAMMAR:
            return _cased(self.forms(spec.lower()), spec)
        return str.__format__(str(self), spec)


def _cased(text: str, spec: str) -> str:
    """A form asked with a capital (``{card:The}``, a sentence's start) begins with a capital."""
    return text[:1].upper() + text[1:] if spec[:1].isupper() else text


_VOWELS = "aeiouyéèêâîôûh"


def _que(text: str) -> str:
    """French ``que`` before ``text``, elided before a vowel or a mute h."""
    return f"qu’{text}" if text[:1].lower() in _VOWELS else f"que {text}"


def _plain_form(text: str, form: str, lang: str) -> str:
    """A seat, team or player's form: only ``of`` (French elides ``de`` before a vowel) and French ``que``
    change it."""
    if form == "que":
        return _que(text)
    if form != "of":
        return text
    if lang == "fr":
        return f"d’{text}" if text[:1].lower() in _VOWELS else f"de {text}"
    return _OF.get(lang, "{}").format(text)


class _Grammar(string.Formatter):
    def __init__(self, lang: str) -> None:
        self.lang = lang

    def format_field(self, value: object, format_spec: str) -> str:
        form = format_spec.lower()
        if form in GRAMMAR and not isinstance(value, Named):  # a Named value formats its own forms
            return _cased(_plain_form(str(value), form, self.lang), format_spec)
        return format(value, format_spec)


def filled(text: str, lang: str, fields: dict[str, object]) -> str:
    """``text`` (a translation) with its fields filled in, each in the form it asks (``GRAMMAR``)."""
    if ":" not in text:  # no format spec: str.format is enough (and quicker)
        return text.format(**fields)
    return _Grammar(lang).vformat(text, (), fields)


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
    return filled(text, default_language(), fields) if fields else text
