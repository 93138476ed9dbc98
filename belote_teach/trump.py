"""The trump mode of a deal: one suit, no-trump or all-trump.

>>> Trump.parse("h"), Trump.parse("♠"), Trump.parse("no-trump")
(<Trump.HEARTS: 'H'>, <Trump.SPADES: 'S'>, <Trump.NO_TRUMP: 'no-trump'>)
>>> Trump.HEARTS.suit, Trump.ALL_TRUMP.suit
(<Suit.HEARTS: 'H'>, None)
>>> Trump.ALL_TRUMP.name_in("fr")
'tout atout'
"""

from __future__ import annotations

from enum import Enum

from .cards import Suit
from .errors import InvalidInput
from .i18n import Lang, Msg, say


class Trump(Enum):
    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"
    NO_TRUMP = "no-trump"
    ALL_TRUMP = "all-trump"

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or ``None`` in no-trump and all-trump."""
        return Suit(self.value) if len(self.value) == 1 else None

    @property
    def code(self) -> int:
        """0–3 for a suit (its ``Suit.index``), 4 for no-trump, 5 for all-trump."""
        return _CODE[self]

    def name_in(self, lang: Lang = "en") -> str:
        """ "hearts", "no trumps", … in the chosen language."""
        if self.suit is not None:
            return self.suit.name_in(lang)
        return _MODE_NAME[self](lang)

    @classmethod
    def parse(cls, value: Trump | Suit | str) -> Trump:
        """A suit letter or symbol, ``no-trump``/``NT``, ``all-trump``/``AT``, or a ``Suit``."""
        if isinstance(value, Trump):
            return value
        known = _ALIASES.get(value) if isinstance(value, str) else None
        if known is not None:
            return known
        if isinstance(value, Suit):
            return cls(value.value)
        if not isinstance(value, str):
            raise InvalidInput(say(UNKNOWN_TRUMP, text=repr(value)))
        token = value.strip().lower().replace("_", "-").replace(" ", "-")
        mode = _ALIASES.get(token)
        if mode is not None:
            return mode
        try:
            return cls(Suit.parse(token).value)
        except InvalidInput:
            raise InvalidInput(say(UNKNOWN_TRUMP, text=repr(value))) from None


UNKNOWN_TRUMP = Msg("input", "unknown trump {text}: expected a suit (S H D C or ♠ ♥ ♦ ♣), 'no-trump' or 'all-trump'",
                    "text: as written, quoted; keep no-trump and all-trump as they are (what a lesson writes)")
_ALIASES = {
    "no-trump": Trump.NO_TRUMP,
    "no-trumps": Trump.NO_TRUMP,
    "nt": Trump.NO_TRUMP,
    "all-trump": Trump.ALL_TRUMP,
    "all-trumps": Trump.ALL_TRUMP,
    "at": Trump.ALL_TRUMP,
}
_ALIASES.update({mode.value: mode for mode in Trump} | {mode.value.lower(): mode for mode in Trump})
_CODE = {mode: i for i, mode in enumerate(Trump)}
_MODE_NAME = {Trump.NO_TRUMP: Msg("trump mode", "no trumps"), Trump.ALL_TRUMP: Msg("trump mode", "all trumps")}
NO_TRUMP_CODE = 4
ALL_TRUMP_CODE = 5
