"""HTML elements that escape by default: text and attribute values are escaped unless they are
``Markup`` (HTML this package made), so no caller places ``escape()`` by hand.

>>> print(el("p", "Tom & <Jerry>", class_="sheet-note"))
<p class="sheet-note">Tom &amp; &lt;Jerry&gt;</p>
>>> print(el("li", el("h2", "Exercise 1"), Markup("<svg/>"), data_kind="bid", hidden=True, title=None))
<li data-kind="bid" hidden><h2>Exercise 1</h2><svg/></li>
>>> print(el("span", class_="sheet-box"))
<span class="sheet-box"></span>
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape


class Markup(str):
    """HTML already made: ``el`` puts it in as it is."""

    __slots__ = ()




def html(value: object) -> Markup:
    """``value`` as HTML: ``Markup`` as it is, anything else escaped (quotes too); an iterable of
    children is joined.

    >>> html("a < b"), html(["x", Markup("<br>")])
    ('a &lt; b', 'x<br>')
    """
    if isinstance(value, Markup):
        return value
    if isinstance(value, str):
        return Markup(escape(value))
    if isinstance(value, Iterable):
        return Markup("".join(html(item) for item in value))
    return Markup(escape(str(value)))


def attributes(values: dict[str, object]) -> Markup:
    """`` name="value"`` pairs: a trailing ``_`` is dropped (``class_``), ``_`` inside becomes ``-``
    (``data_kind``); ``None`` and ``False`` leave the attribute out, ``True`` writes it bare."""
    parts = []
    for key, value in values.items():
        name = key.rstrip("_").replace("_", "-")
        if value is None or value is False:
            continue
        parts.append(f" {name}" if value is True else f' {name}="{escape(str(value))}"')
    return Markup("".join(parts))


def el(tag: str, *children: object, **attrs: object) -> Markup:
    """One element: ``<tag attrs>children</tag>``, children escaped unless ``Markup``."""
    return Markup(f"<{tag}{attributes(attrs)}>{html(children)}</{tag}>")
