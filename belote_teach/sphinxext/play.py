"""The ``play-table`` directive: the play page's table, drawn by ``web/static/play/play.js`` from the
states that ``web/session.py`` computes in a Web Worker (the site's own Pyodide, the package's wheel).

Labels are the engine's messages in the page's language; the script adds no text of its own.
"""

from __future__ import annotations

from html import escape
from importlib import metadata
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from ..i18n import Lang
from ..render.html import preset_name
from ..web.labels import LABELS
from ..web.session import LEVELS, PRESET_NAMES

STATIC = Path(__file__).resolve().parents[1] / "web" / "static"
SCRIPT = "play/play.js"
STYLE = "play/play.css"
LITE = "lite/static/pyodide/"
"""The site's own Pyodide and the package's wheel, beside the language folders (``lite.py`` builds them)."""



def table_html(lang: Lang, up: str, wheel: str) -> str:
    """The page's table: setup form, seats, trick, hand, calls, tools, live log and result."""
    label = {key: escape(msg(lang)) for key, msg in LABELS.items() if key != "cards"}
    presets = "".join(f'<option value="{name}">{escape(rules_label(name, lang))}</option>' for name in PRESET_NAMES)
    levels = "".join(f'<option value="{name}">{label[name]}</option>' for name in LEVELS)
    seats = "".join(f'<div class="belote-play-seat" data-seat="{seat}" hidden></div>' for seat in ("N", "W", "E"))
    templates = f' data-cards-label="{escape(LABELS["cards"](lang))}" data-thinking-label="{label["thinking"]}"'
    return (
        f'<div class="belote-play" data-lang="{lang}" data-worker="{up}_static/{SCRIPT.replace("play.js", "play-worker.js")}" '
        f'data-pyodide="{up}../{LITE}" data-wheel="{up}../{LITE}{wheel}" data-forbidden-label="{label["forbidden"]}" '
        f'data-rule-label="{label["rule"]}" data-ready-label="{label["ready"]}" data-failed-label="{label["failed"]}"'
        f'{templates}>'
        f'<form class="belote-play-setup"><label>{label["rules"]} <select name="preset">{presets}</select></label> '
        f'<label>{label["level"]} <select name="level">{levels}</select></label> '
        f'<button type="submit" data-start disabled>{label["start"]}</button></form>'
        f'<p class="belote-play-status" data-status role="status">{label["loading"]}</p>'
        f'<p data-match></p>'
        f'<section class="belote-play-table" aria-label="{label["table"]}">{seats}'
        f'<div class="belote-play-trick" data-trick></div></section>'
        f'<p class="belote-play-contract" data-contract></p><p class="belote-play-face-up" data-face-up></p>'
        f'<div class="belote-play-calls" data-calls role="group" aria-label="{label["calls"]}"></div>'
        f'<div class="belote-play-hand" data-hand role="group" aria-label="{label["hand"]}"></div>'
        f'<p class="belote-play-reason" data-reason-box hidden><span data-reason></span> <a data-rule-link>{label["rule"]}</a></p>'
        f'<p class="belote-play-tools"><button type="button" data-hint disabled>{label["hint"]}</button> '
        f'<button type="button" data-undo disabled>{label["undo"]}</button></p>'
        f'<p class="belote-play-hint" data-hint-text></p><p class="belote-play-no-hints" data-no-hints hidden></p>'
        f'<section class="belote-play-result" data-result hidden><div data-score></div><ul data-breakdown></ul>'
        f'<p><button type="button" data-review>{label["review"]}</button> '
        f'<button type="button" data-next>{label["next"]}</button></p><ol data-review-list></ol>'
        f'<textarea data-deal-record readonly hidden></textarea></section>'
        f'<h2 class="belote-play-log-title">{label["log"]}</h2>'
        f'<ol class="belote-play-log" data-log aria-live="polite" aria-relevant="additions"></ol>'
        "</div>"
    )


def rules_label(name: str, lang: Lang) -> str:
    """A choice of the rules menu: the preset's name, and at a small table how many play.

    >>> rules_label("nl23+players=2", "fr")
    'règles néerlandaises à deux ou à trois (S001) — deux joueurs'
    """
    if not name.startswith("nl23"):
        return preset_name(name, lang)
    return f"{preset_name('nl23', lang)} — {LABELS['two' if name.endswith('players=2') else 'three'](lang)}"


class PlayTableDirective(SphinxDirective):
    """``{play-table}``: the whole play page's table, in the page's language."""

    def run(self) -> list[nodes.Node]:
        version = metadata.version("belote-teach")
        lang: Lang = str(self.env.config.language or "en")
        up = "../" * self.env.docname.count("/")
        html = table_html(lang, up, f"belote_teach-{version}-py3-none-any.whl")
        return [nodes.raw("", html, format="html")]


def configure(app: Sphinx, config: Any) -> None:
    config.html_static_path = [*config.html_static_path, str(STATIC)]


def page_assets(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    if doctree is not None and "belote-play" in str(context.get("body", "")):
        app.add_js_file(SCRIPT, loading_method="defer")
        app.add_css_file(STYLE)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("play-table", PlayTableDirective)
    app.connect("config-inited", configure)
    app.connect("html-page-context", page_assets)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
