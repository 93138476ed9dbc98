"""The engine's one exception family: every bad input is a ``ValueError``.

>>> issubclass(IllegalPlay, InvalidInput) and issubclass(InvalidInput, ValueError)
True
>>> error = IllegalPlay("not now", localized=lambda lang: {"en": "not now", "nl": "nu niet"}[lang])
>>> str(error), error.message("nl")
('not now', 'nu niet')
"""

from __future__ import annotations

from collections.abc import Callable


class InvalidInput(ValueError):
    """Input the engine cannot accept; the message names the problem and what is expected."""


class IllegalPlay(InvalidInput):
    """A card, call or announcement the rules forbid here; the message is the localized reason.

    ``message(lang)`` gives the same reason in another language.
    """

    def __init__(self, text: str, *, localized: Callable[[str], str] | None = None) -> None:
        super().__init__(text)
        self._localized = localized

    def message(self, lang: str = "en") -> str:
        return self._localized(lang) if self._localized is not None else str(self)
