"""A wide table's scroll box: reachable with the keyboard (Tab, then the arrow keys) and named."""

from __future__ import annotations

from html import escape

from ..i18n import Lang, Msg

SCROLL_LABEL = Msg("site", "Table, scrolls sideways", "accessible name of the box around a wide table")


def scroll_box(content: str, lang: Lang = "en") -> str:
    """``content`` in a horizontally scrolling box that the keyboard can focus.

    >>> scroll_box("<table></table>", "en")
    '<div class="belote-scroll" tabindex="0" role="region" aria-label="Table, scrolls sideways"><table></table></div>'
    """
    label = escape(SCROLL_LABEL(lang))
    return f'<div class="belote-scroll" tabindex="0" role="region" aria-label="{label}">{content}</div>'
