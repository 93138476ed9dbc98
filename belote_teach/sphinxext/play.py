"""The ``play-table`` directive: the play page's table, drawn by ``web/static/play/play.js`` from the
states that ``web/session.py`` computes in a Web Worker (the site's own Pyodide, the package's wheel).

Labels are the engine's messages in the page's language; the script adds no text of its own.
"""

from __future__ import annotations

from importlib import metadata
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from ..i18n import Lang
from ..render.element import Markup, el
from ..web.labels import LABELS, rules_label
from ..web.session import LEVELS, PRESET_NAMES

STATIC = Path(__file__).resolve().parents[1] / "web" / "static"
SCRIPT = "play/play.js"
STYLE = "play/play.css"
LITE = "lite/static/pyodide/"
"""The site's own Pyodide and the package's wheel, beside the language folders (``lite.py`` builds them)."""



def _button(text: str, *flags: str, disabled: bool = False) -> Markup:
    """A button the script finds by its ``data-`` flag(s)."""
    return el("button", text, type="button", **{f"data-{flag}": True for flag in flags}, disabled=disabled)


def table_html(lang: Lang, up: str, wheel: str) -> Markup:
    """The page's table: setup form, seats, trick, hand, calls, tools, live log and result."""
    label = {key: msg(lang) for key, msg in LABELS.items()}
    presets = [el("option", rules_label(name, lang), value=name) for name in PRESET_NAMES]
    levels = [el("option", label[name], value=name) for name in LEVELS]
    seats = [el("div", class_="belote-play-seat", data_seat=seat, hidden=True) for seat in ("N", "W", "E")]
    setup = el("form",
               el("label", label["rules"], " ", el("select", presets, name="preset")), " ",
               el("label", label["level"], " ", el("select", levels, name="level")), " ",
               el("button", label["start"], type="submit", data_start=True, disabled=True),
               class_="belote-play-setup")
    result = el("section",
                el("div", data_score=True), el("p", class_="belote-play-verdict", data_verdict=True),
                el("ul", data_breakdown=True),
                el("p", _button(label["review"], "review"), " ", _button(label["next"], "next")),
                el("p", class_="belote-play-review-note", data_review_note=True, hidden=True),
                el("ol", class_="belote-play-review", data_review_calls=True, aria_label=label["review_calls"],
                   hidden=True),
                el("ol", class_="belote-play-review", data_review_list=True),
                el("textarea", data_deal_record=True, readonly=True, hidden=True),
                class_="belote-play-result", data_result=True, hidden=True)
    return el(
        "div",
        # the script moves the skip link to the top of the page: the first Tab reaches it
        el("a", label["skip"], href="#belote-play", class_="belote-play-skip", data_skip=True),
        setup,
        el("p", label["loading"], class_="belote-play-status", data_status=True, role="status"),
        el("p", data_match=True),
        el("section", seats, el("div", class_="belote-play-trick", data_trick=True),
           el("p", el("span", data_dealer=True), " ", el("span", data_high_bid=True, hidden=True),
              class_="belote-play-auction"),
           class_="belote-play-table", aria_label=label["table"]),
        el("p", class_="belote-play-contract", data_contract=True), el("p", class_="belote-play-face-up", data_face_up=True),
        el("div", el("div", class_="belote-play-calls", data_calls=True),
           el("div", el("span", label["height"], id="belote-play-height-label"), " ",
              el("button", "−", type="button", data_height_down=True, aria_label=label["lower"]),
              el("output", data_height=True, aria_labelledby="belote-play-height-label", aria_live="polite"),
              el("button", "+", type="button", data_height_up=True, aria_label=label["higher"]),
              class_="belote-play-heights", data_heights=True, hidden=True),
           el("div", class_="belote-play-calls belote-play-suits", data_suits=True),
           class_="belote-play-auction-calls", data_call_group=True, role="group", aria_label=label["calls"]),
        el("div", class_="belote-play-hand", data_hand=True, role="group", aria_label=label["hand"]),
        el("p", el("span", data_reason=True), " ", el("a", label["rule"], data_rule_link=True),
           class_="belote-play-reason", data_reason_box=True, hidden=True),
        el("p", _button(label["hint"], "hint", disabled=True), " ", _button(label["undo"], "undo", disabled=True), " ",
           el("button", label["costs"], type="button", data_costs=True, aria_pressed="false", disabled=True),
           class_="belote-play-tools"),
        el("p", label["costs_note"], class_="belote-play-costs-note", data_costs_note=True, hidden=True),
        el("p", el("span", data_hint_text=True), " ", el("span", data_hint_reason=True), " ",
           el("span", data_card_cost=True), class_="belote-play-hint",
           aria_live="polite"),
        result,
        el("h2", label["log"], class_="belote-play-log-title"),
        el("ol", class_="belote-play-log", data_log=True, aria_live="polite", aria_relevant="additions"),
        class_="belote-play", id="belote-play", tabindex="-1", data_lang=lang, data_worker=f"{up}_static/{SCRIPT.replace('play.js', 'play-worker.js')}",
        data_pyodide=f"{up}../{LITE}", data_wheel=f"{up}../{LITE}{wheel}", data_forbidden_label=label["forbidden"],
        data_rule_label=label["rule"], data_ready_label=label["ready"], data_failed_label=label["failed"],
        data_thinking_label=label["thinking"], data_dealer_label=label["dealer"],
    )


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
