"""Whole numbers written by people: the digits 0-9 only, and not too many of them.

``str.isdigit`` also says yes to ``²``, ``¹⁰⁰`` and Arabic-Indic ``٣``, which ``int`` then refuses
or silently reads; every number a teacher or learner types goes through ``whole`` instead.

>>> whole("35"), whole(" 7 "), whole("-20", signed=True)
(35, 7, -20)
>>> whole("²"), whole("٣"), whole("1.5"), whole("-20"), whole("9" * 10)
(None, None, None, None, None)
>>> foreign_digits("¹⁰⁰"), foreign_digits("100"), foreign_digits("JH")
(True, False, False)
"""

from __future__ import annotations

import re

MAX_DIGITS = 9
"""A lesson's numbers (points, totals, seeds, targets) fit in nine digits."""

_WHOLE = re.compile(rf"-?[0-9]{{1,{MAX_DIGITS}}}", re.ASCII)


def whole(text: str, *, signed: bool = False) -> int | None:
    """The number ``text`` writes with 0-9 (a ``-`` first when ``signed``), or None."""
    text = text.strip()
    if not _WHOLE.fullmatch(text) or (text.startswith("-") and not signed):
        return None
    return int(text)


def foreign_digits(text: str) -> bool:
    """Whether ``text`` holds a digit that is not 0-9 (superscripts, other scripts' digits)."""
    return any(char.isdigit() and not ("0" <= char <= "9") for char in text)


def digit_count(text: str) -> int:
    """How many 0-9 digits ``text`` holds."""
    return sum("0" <= char <= "9" for char in text)
