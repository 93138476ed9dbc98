"""Cards, suits, seats and teams as each language writes them: a lesson's notation (``cards: fr``).

English is the engine's own notation: ``JH``, ``10D``, seats ``N E S W``, teams ``NS EW``. The
other languages write what the corner of a card shows in them, its rank letter and its suit symbol
(``V♠``: the French valet de pique), and seats and teams by their initials (French ``N E S O`` and
``NS EO``, Dutch ``N O Z W``, German ``N O S W``). Reading also takes each language's suit letters
(French ``VP``, Dutch ``BS``, German ``BP``, ``BPi`` or ``BKr``), a card's name as one word
(``schoppenboer``, ``Pik-Bube``, also ``Herz-10``) and a seat's name (``Ouest``); the suit symbols ♠♥♦♣ are read
in every notation. Words of the lesson's format (``pass``, ``no-trump``, ``capot``, ``none`` …)
and numbers are the same in all of them.

``read(text, form)`` turns a value written in a notation into the engine's text and ``write``
turns the engine's text back; ``form`` says what the value holds (``FORMS``), so that a letter
is never taken for something else (``S`` is South in a French seat, never spades):

>>> fr = spelling("fr")
>>> fr.read("O:VP N:10C", "plays"), fr.write("W:JS N:10H", "plays")
('W:JS N:10H', 'O:V♠ N:10♥')
>>> spelling("de").read("Pik-Bube Herz-10 AKr b♦", "cards"), spelling("nl").read("schoppenboer HK", "cards")
('JS 10H AC JD', 'JS KC')
>>> fr.read("E 100 C x2", "contract"), spelling("nl").write("EW 20", "result")
('E 100 H x2', 'OW 20')
>>> fr.read("W", "seat")
Traceback (most recent call last):
...
belote_teach.errors.InvalidInput: unknown seat 'W' in the French notation: expected one of N E S O
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass

from .cards import DECK, Card, Rank, Suit, parse_card
from .errors import InvalidInput
from .i18n import LANGUAGES, Lang, Msg, say
from .seats import SEATS, Seat, parse_seat, seat_name
from .trump import Trump

NOTATIONS = LANGUAGES
"""The notations a lesson may write in (``cards:``): one per language; English is the engine's."""

WORDS = frozenset({
    "pass", "take", "coinche", "surcoinche", "declare", "smous", "accept", "redeal", "exchange", "capot", "generale",
    "no-trump", "all-trump", "no-trumps", "all-trumps", "thrown-in", "none", "nobody", "made", "dedans", "litige",
    "failed", "reserve", "outcome",
})
"""Words of the lesson format, the same in every notation."""

_SUIT_LETTERS: dict[str, dict[str, Suit]] = {
    "fr": {"P": Suit.SPADES, "C": Suit.HEARTS, "K": Suit.DIAMONDS, "T": Suit.CLUBS},
    "nl": {"S": Suit.SPADES, "H": Suit.HEARTS, "R": Suit.DIAMONDS, "K": Suit.CLUBS},
    "de": {"P": Suit.SPADES, "PI": Suit.SPADES, "H": Suit.HEARTS, "HE": Suit.HEARTS, "K": Suit.DIAMONDS,
           "KA": Suit.DIAMONDS, "KR": Suit.CLUBS},
}
"""Each language's letters for the suits (French pique, cœur, carreau, trèfle; Dutch schoppen,
harten, ruiten, klaveren; German Pik, Herz, Karo, Kreuz)."""
_SEAT_LETTERS: dict[str, str] = {"fr": "NESO", "nl": "NOZW", "de": "NOSW"}
"""Each language's initials of North, East, South and West (in the engine's order N E S W)."""
_SYMBOLS = {suit.symbol: suit for suit in Suit}

_C = "input"
NOTATION_NAMES = {"en": Msg(_C, "English"), "fr": Msg(_C, "French"), "nl": Msg(_C, "Dutch"),
                  "de": Msg(_C, "German")}
"""A notation named in a problem: "in the French notation"."""
NOT_IN_NOTATION = Msg(_C, "unknown {what} {text} in the {notation} notation: expected {expected}",
                      "what: card, seat …; text: as written, quoted; notation: French, Dutch …")
WHAT = {"card": Msg(_C, "card"), "seat": Msg(_C, "seat"), "team": Msg(_C, "team", "a team of two partners: NS"),
        "trump": Msg(_C, "trump"), "word": Msg(_C, "value", "a word of a lesson: pass, capot, none …")}
CARD_EXPECTED = Msg(_C, "a rank ({ranks}) then a suit ({suits} or ♠ ♥ ♦ ♣), e.g. {example}")
ONE_OF = Msg(_C, "one of {choices}")
TRUMP_EXPECTED = Msg(_C, "a suit ({suits} or ♠ ♥ ♦ ♣), 'no-trump' or 'all-trump'",
                     "keep no-trump and all-trump as they are (what a lesson writes)")

Token = str
"""One kind of token of a value: ``card``, ``play`` (seat:card), ``seat``, ``team``, ``trump``,
``number``, ``multiplier`` (``x2``) or ``word``."""

FORMS: dict[str, tuple[Token, ...]] = {
    "cards": ("card",),
    "plays": ("play",),
    "seat": ("seat",),
    "side": ("team", "seat", "word"),
    "trump": ("trump",),
    "calls": ("number", "word", "trump"),
    "contract": ("number", "multiplier", "word", "trump"),
    "result": ("team", "seat", "number", "word"),
}
"""What the tokens of a value may be, tried in this order (``contract``: after its first token, the
taker or ``thrown-in``)."""

_SPLIT = re.compile(r"([\s,]+)")
_NUMBER = re.compile(r"^-?[0-9]+$")
_MULTIPLIER = re.compile(r"^[xX][0-9]$")


@dataclass(frozen=True, slots=True)
class Spelling:
    """One notation: how cards, suits, seats and teams are read and written."""

    lang: str

    @property
    def native(self) -> bool:
        """English: the engine's own notation, read and written as it is."""
        return self.lang == "en"

    # ----- writing -----

    def card(self, card: Card) -> str:
        """``V♠`` (French), ``JS`` (English)."""
        return str(card) if self.native else card.rank.letter(self.lang) + card.suit.symbol

    def suit(self, suit: Suit) -> str:
        return suit.value if self.native else suit.symbol

    def seat(self, seat: str) -> str:
        return seat if self.native else _SEAT_LETTERS[self.lang][SEATS.index(seat)]

    def team(self, side: str) -> str:
        return "".join(self.seat(seat) for seat in side)

    def write(self, text: str, form: str) -> str:
        """The engine's text of a value (``form`` in ``FORMS``) in this notation."""
        if self.native:
            return text
        return self._map(text, form, self._write_token)

    def _write_token(self, token: str, kinds: tuple[Token, ...]) -> str:
        for kind in kinds:
            written = _WRITERS[kind](self, token)
            if written is not None:
                return written
        return token

    # ----- reading -----

    def read(self, text: str, form: str) -> str:
        """A value written in this notation (``form`` in ``FORMS``) as the engine's text;
        ``InvalidInput`` names a token that is none of what the value may hold."""
        if self.native:
            return text
        return self._map(text, form, self._read_token)

    def _read_token(self, token: str, kinds: tuple[Token, ...]) -> str:
        for kind in kinds:
            read = _READERS[kind](self, token)
            if read is not None:
                return read
        raise InvalidInput(self._unknown(token, kinds))

    def _map(self, text: str, form: str, convert: Callable[[str, tuple[Token, ...]], str]) -> str:
        kinds = FORMS[form]
        parts = _SPLIT.split(text.strip())
        first = True
        for index, part in enumerate(parts):
            if not part or _SPLIT.fullmatch(part):
                continue
            token_kinds = ("seat", "word") if form == "contract" and first else kinds
            parts[index] = convert(part, token_kinds)
            first = False
        return "".join(parts)

    def read_card(self, token: str) -> Card | None:
        """One card in this notation (its corner, its letters or its name), or ``None``."""
        return _cards(self.lang).get(_squeeze(token))

    def read_seat(self, token: str) -> Seat | None:
        return _seats(self.lang).get(_squeeze(token))

    def _unknown(self, token: str, kinds: tuple[Token, ...]) -> str:
        """Why ``token`` is none of ``kinds``, in the problems' language."""
        suits = " ".join(letter.capitalize() if len(letter) > 1 else letter for letter in _SUIT_LETTERS[self.lang]
                         if len(letter) == 1 or letter == "KR")
        if kinds in (("card",), ("play",)):
            ranks = " ".join(rank.letter(self.lang) for rank in Rank)
            example = f"{Rank.JACK.letter(self.lang)}{next(iter(_SUIT_LETTERS[self.lang]))}"
            what, expected = "card", say(CARD_EXPECTED, ranks=ranks, suits=suits, example=example)
        elif kinds == ("seat",):
            what, expected = "seat", say(ONE_OF, choices=" ".join(_SEAT_LETTERS[self.lang]))
        elif kinds == ("trump",):
            what, expected = "trump", say(TRUMP_EXPECTED, suits=suits)
        else:
            pieces = {"seat": " ".join(_SEAT_LETTERS[self.lang]), "team": " ".join(map(self.team, ("NS", "EW"))),
                      "trump": f"{suits} ♠ ♥ ♦ ♣", "number": "0-9", "multiplier": "x2",
                      "word": " ".join(_FORM_WORDS.get(kinds, ()))}
            what, expected = "word", "; ".join(pieces[kind] for kind in kinds if pieces.get(kind))
        return say(NOT_IN_NOTATION, what=say(WHAT[what]), text=repr(token), notation=say(NOTATION_NAMES[self.lang]),
                   expected=expected)


_FORM_WORDS = {
    FORMS["side"]: ("none",),
    FORMS["calls"]: ("pass", "take", "coinche", "surcoinche", "capot", "generale", "no-trump", "all-trump"),
    FORMS["contract"]: ("capot", "generale", "no-trump", "all-trump"),
    ("seat", "word"): ("thrown-in",),
    FORMS["result"]: ("none", "made", "dedans", "litige", "failed", "reserve", "capot"),
}
"""The words each form of value may hold, named when a token is none of them."""


def _squeeze(token: str) -> str:
    """A token compared without case, hyphens or spaces: ``Pik-Bube`` and ``pikbube`` alike."""
    return token.strip().upper().replace("-", "").replace(" ", "").replace("_", "")


@functools.cache
def _cards(lang: str) -> dict[str, Card]:
    """Every way ``lang`` writes each card, squeezed: rank letter with suit letter or symbol, and the name."""
    found: dict[str, Card] = {}
    for card in DECK:
        rank = card.rank.letter(lang).upper()
        found[rank + card.suit.symbol] = card
        for letter, suit in _SUIT_LETTERS[lang].items():
            if suit is card.suit:
                found[rank + letter] = card
        found[_squeeze(card.name(lang))] = card
        found[_squeeze(card.suit.name_in(lang) + card.rank.name_in(lang))] = card  # klaverenboer beside klaverboer
        found[_squeeze(card.suit.name_in(lang)) + rank] = card  # Herz-10, schoppen10
    return found


@functools.cache
def _seats(lang: str) -> dict[str, Seat]:
    found: dict[str, Seat] = {}
    for letter, seat in zip(_SEAT_LETTERS[lang], SEATS, strict=True):
        found[letter] = seat
        found[_squeeze(seat_name(seat, lang))] = seat
    return found


def _read_play(spelling: Spelling, token: str) -> str | None:
    seat_text, colon, card_text = token.partition(":")
    if not colon:
        return None
    seat = spelling.read_seat(seat_text)
    card = spelling.read_card(card_text)
    if seat is None:
        raise InvalidInput(spelling._unknown(seat_text, ("seat",)))
    if card is None:
        raise InvalidInput(spelling._unknown(card_text, ("card",)))
    return f"{seat}:{card}"


def _read_team(spelling: Spelling, token: str) -> str | None:
    seats = [spelling.read_seat(letter) for letter in token] if len(token) == 2 else []
    if len(seats) == 2 and None not in seats:
        side = "".join(sorted(seats, key=lambda seat: "NESW".index(seat or "N")))  # type: ignore[arg-type]
        return {"NS": "NS", "EW": "EW"}.get(side)
    return None


_MODES = frozenset({"no-trump", "no-trumps", "all-trump", "all-trumps"})


def _read_trump(spelling: Spelling, token: str) -> str | None:
    if token.lower() in _MODES:
        return str(Trump.parse(token.lower()).value)
    suit = _SYMBOLS.get(token.strip()) or _SUIT_LETTERS[spelling.lang].get(_squeeze(token))
    if suit is None:
        for lang_suit in Suit:
            if _squeeze(token) == _squeeze(lang_suit.name_in(spelling.lang)):
                suit = lang_suit
    return None if suit is None else suit.value


_READERS: dict[Token, Callable[[Spelling, str], str | None]] = {
    "card": lambda spelling, token: None if (card := spelling.read_card(token)) is None else str(card),
    "play": _read_play,
    "seat": lambda spelling, token: spelling.read_seat(token),
    "team": _read_team,
    "trump": _read_trump,
    "number": lambda spelling, token: token if _NUMBER.match(token) else None,
    "multiplier": lambda spelling, token: token.lower() if _MULTIPLIER.match(token) else None,
    "word": lambda spelling, token: token.lower() if token.lower() in WORDS else None,
}
"""Each kind of token read from a notation: the engine's text, or ``None`` when it is not one."""


def _attempt(read: Callable[[str], object], token: str) -> object | None:
    try:
        return read(token)
    except (InvalidInput, ValueError):
        return None


def _write_trump(spelling: Spelling, token: str) -> str | None:
    mode = _attempt(Trump.parse, token)
    if not isinstance(mode, Trump):
        return None
    return mode.value if mode.suit is None else spelling.suit(mode.suit)


def _write_play(spelling: Spelling, token: str) -> str | None:
    seat, colon, card = token.partition(":")
    if not colon:
        return None
    return f"{spelling.seat(parse_seat(seat))}:{spelling.card(parse_card(card))}"


_WRITERS: dict[Token, Callable[[Spelling, str], str | None]] = {
    "card": lambda spelling, token: None if (card := _attempt(parse_card, token)) is None else spelling.card(card),  # type: ignore[arg-type]
    "play": _write_play,
    "seat": lambda spelling, token: spelling.seat(token) if token in SEATS else None,
    "team": lambda spelling, token: spelling.team(token) if token in ("NS", "EW") else None,
    "trump": _write_trump,
    "number": lambda spelling, token: token if _NUMBER.match(token) else None,
    "multiplier": lambda spelling, token: token if _MULTIPLIER.match(token) else None,
    "word": lambda spelling, token: token if token.lower() in WORDS else None,
}
"""Each kind of token of the engine's text written in a notation, or ``None`` when it is not one."""


def spelling(lang: Lang) -> Spelling:
    """The notation of ``lang`` (``InvalidInput`` for another language)."""
    if lang not in NOTATIONS:
        raise InvalidInput(f"unknown notation {lang!r}: expected one of {', '.join(NOTATIONS)}")
    return Spelling(lang)
