"""The theme made light and accessible: no icon font, only the assets a page uses, named toggles.

- Font Awesome's script (1.5 MB) is not loaded (``templates/static/webpack-macros.html``) and its
  web font never used: the dozen icons the theme shows are inline SVG masks (``belote-icons.css``);
  the build leaves both out of the site, and the theme's ``@font-face`` rules that name them out of
  its style sheet (no request can fail).
- A page loads the style and script of an extension only when its body uses them (code blocks,
  sphinx-design, toggles, notebook cells).
- The sidebar's icon-only ``<summary>`` (it opens a chapter's sections) gets a name in the page's
  language.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.locale import _

ICON_STYLE = "belote-icons.css"
UNUSED_FILES = ("scripts/fontawesome.js", "scripts/fontawesome.js.map", "scripts/fontawesome.js.LICENSE.txt",
                "vendor/fontawesome")
"""What the site no longer loads, removed from ``_static`` after the build."""
THEME_STYLE = "styles/pydata-sphinx-theme.css"
FONT_FACE = re.compile(r"@font-face\{[^}]*vendor/fontawesome[^}]*\}")
CODE, DESIGN, CELLS = ('class="highlight"',), ('class="sd-',), ('class="cell',)
TOGGLES = ('class="toggle', "admonition dropdown")
ASSETS: dict[str, tuple[str, ...]] = {
    "copybutton.js": CODE,
    "clipboard.min.js": CODE,
    "copybutton.css": CODE,
    "pygments.css": CODE,
    "design-tabs.js": DESIGN,
    "sphinx-design.min.css": DESIGN,
    "togglebutton.js": TOGGLES,
    "togglebutton.css": TOGGLES,
    "mystnb.": CELLS,
}
"""An asset (its file name or the start of it) and the marks in a page's body that it is used."""
INLINE = (("toggleHint", TOGGLES), ("togglebutton", TOGGLES), ("toggleOpenOnPrint", TOGGLES))
"""Inline scripts of those extensions (a word of their code) and the same marks."""


def needed(name: str, body: str) -> bool:
    """Whether the asset ``name`` belongs on a page whose body is ``body``.

    >>> needed("copybutton.js", '<p>no code</p>'), needed("copybutton.js", '<div class="highlight">')
    (False, True)
    >>> needed("belote.css", '')
    True
    """
    marks = next((marks for start, marks in ASSETS.items() if name.startswith(start)), None)
    return marks is None or any(mark in body for mark in marks)


def inline_needed(code: str, body: str) -> bool:
    """Whether an inline script (``code``) belongs on the page: those of unused extensions do not.

    >>> inline_needed("let toggleHintShow = 'Click to show';", "<p></p>"), inline_needed("var x;", "")
    (False, True)
    """
    marks = next((marks for word, marks in INLINE if word in code), None)
    return marks is None or any(mark in body for mark in marks)


def prune_assets(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    """Drop the styles and scripts this page does not use (in place: Sphinx restores them per page)."""
    if doctree is None:
        return  # generated pages (search, index) keep everything
    body = str(context.get("body", ""))
    context["css_files"][:] = [css for css in context["css_files"] if needed(Path(css.filename).name, body)]
    context["script_files"][:] = [
        script for script in context["script_files"]
        if needed(Path(script.filename or "").name, body) and inline_needed(str(script.attributes.get("body", "")), body)
    ]


SUMMARY = re.compile(r'(<a class="[^"]*\breference internal\b[^>]*>)([^<]*)(</a>\s*<details[^>]*>\s*)<summary>')


def name_toggles(html: str, label: Callable[[str], str]) -> str:
    """Give each icon-only ``<summary>`` of the navigation the name ``label(title of its chapter)``.

    >>> nav = ('<li><a class="reference internal" href="c.html">Cards</a></li>'
    ...        '<li><a class="current reference internal" href="#">Variants</a><details open><summary><span>')
    >>> name_toggles(nav, lambda title: f"Sections of {title}").split("</li>")[1]
    '<li><a class="current reference internal" href="#">Variants</a><details open><summary aria-label="Sections of Variants"><span>'
    """
    from html import escape, unescape

    def named(match: re.Match[str]) -> str:
        title = unescape(match[2]).strip()
        return f'{match[1]}{match[2]}{match[3]}<summary aria-label="{escape(label(title))}">'

    return SUMMARY.sub(named, html)


def page_context(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    toctree = context.get("generate_toctree_html")
    if toctree is not None:
        def generate_toctree_html(*args: Any, **kwargs: Any) -> str:
            return name_toggles(str(toctree(*args, **kwargs)), lambda title: _("Sections of %(page)s") % {"page": title})

        context["generate_toctree_html"] = generate_toctree_html
    prune_assets(app, pagename, templatename, context, doctree)


def without_icon_fonts(css: str) -> str:
    """The style sheet without the ``@font-face`` rules of the removed Font Awesome fonts.

    >>> without_icon_fonts('a{b:c}@font-face{font-family:FA;src:url(../vendor/fontawesome/webfonts/x.woff2)}.fa{d:e}')
    'a{b:c}.fa{d:e}'
    """
    return FONT_FACE.sub("", css)


def remove_unused(app: Sphinx, exception: Exception | None) -> None:
    if exception is None and app.builder.format == "html":
        static = Path(app.outdir) / "_static"
        for name in UNUSED_FILES:
            path = static / name
            if path.is_dir():
                shutil.rmtree(path)
            else:
                path.unlink(missing_ok=True)
        style = static / THEME_STYLE
        if style.is_file():
            style.write_text(without_icon_fonts(style.read_text(encoding="utf-8")), encoding="utf-8")


def setup(app: Sphinx) -> None:
    app.add_css_file(ICON_STYLE)
    app.connect("html-page-context", page_context, priority=900)  # after the extensions that add assets
    app.connect("build-finished", remove_unused)
