"""A wide table's scroll box: reachable with the keyboard (Tab, then the arrow keys) and named."""

from __future__ import annotations

from ..i18n import Lang, Msg
from .element import Markup, el

SCROLL_LABEL = Msg("site", "Table, scrolls sideways", "accessible name of the box around a wide table")


def scroll_box(content: str, lang: Lang = "en") -> Markup:
    """``content`` (HTML: the table) in a horizontally scrolling box that the keyboard can focus.

    >>> scroll_box(el("table"), "en")
    '<div class="belote-scroll" tabindex="0" role="region" aria-label="Table, scrolls sideways"><table></table></div>'
    """
    return el("div", Markup(content), class_="belote-scroll", tabindex="0", role="region", aria_label=SCROLL_LABEL(lang))
