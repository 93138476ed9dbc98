"""Sphinx glue of the reader's rules (``render.house_rules``): the chooser in every page's header, each
rules-dependent block numbered, and each page's blocks under every four-player preset written beside
the page as ``PAGE.rules-PRESET.json``: what ``templates/belote-house-rules.js``, inline after the
chooser (so that the file is fetched while the page is still read), fetches and swaps in.
"""

from __future__ import annotations

import json
from pathlib import Path, PurePosixPath
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

from ..render import house_rules
from ..render.element import Markup
from ..render.switchboard import attribute

TEMPLATE = "belote-house-rules.html"
BLOCK = "data-house-block"


def numbered(start: str, number: int) -> str:
    """The start tag(s) with the block's number on the first tag.

    >>> numbered('<figure class="belote-trick" data-rules="classic">', 3)
    '<figure class="belote-trick" data-rules="classic" data-house-block="3">'
    """
    at = start.index(">")
    return Markup(f'{start[:at]} {BLOCK}="{number}"{start[at:]}')


LIVE = '<section class="belote-live-exercise"'
"""How a live exercise's block starts (``quiz.live_html``): it runs under its ``data-rules``, its kind's own by default."""


def rules_of(node: nodes.Element) -> str:
    """The rules a block states: its own start tag's ``data-rules`` (a figure, a quiz's question), (a
    live exercise) the rules it runs under, or (a passage stating a rule, ``house_prose``) the page's;
    empty for anything else."""
    from ..exercises import REGISTRY
    from . import belote_figure
    from .house_prose import belote_states
    from .quiz import belote_question

    if isinstance(node, belote_states):
        return str(node["rules"])
    if isinstance(node, nodes.raw):
        text = node.astext()
        if not text.startswith(LIVE):
            return ""
        start = text[:text.index(">") + 1]
        return attribute(start, "data-rules") or REGISTRY[attribute(start, "data-kind")].rules
    if not isinstance(node, (belote_figure, belote_question)):
        return ""
    return attribute(str(node["start"]), "data-rules")


def blocks_of(doctree: nodes.document) -> list[tuple[nodes.Element, str]]:
    """The page's blocks that state rules, in document order, with those rules."""
    found = []
    for node in doctree.findall(nodes.Element):
        rules = rules_of(node)
        if rules:
            found.append((node, rules))
    return found


def number_blocks(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """Each rules-dependent block gets ``data-house-block="N"`` (the key of the page's fragment files)."""
    for number, (node, _) in enumerate(blocks_of(doctree)):
        if isinstance(node, nodes.raw):
            node.children = [nodes.Text(numbered(node.astext(), number))]
        else:
            node["start"] = numbered(str(node["start"]), number)
        node["house_block"] = number


def page_context(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    lang = str(app.config.language or "en")
    blocks = [house_rules.Block(int(node["house_block"]), rules, node.get("house_versions") or {})
              for node, rules in (blocks_of(doctree) if doctree is not None else [])]
    page = PurePosixPath(pagename).name
    context["belote_house_rules"] = house_rules.chooser(lang, page, len(blocks))
    if not blocks or app.builder.format != "html":
        return
    folder = Path(app.outdir) / PurePosixPath(pagename).parent
    folder.mkdir(parents=True, exist_ok=True)
    for preset in house_rules.PRESETS:
        data = {"rules": preset, "blocks": house_rules.fragment(blocks, preset, lang)}
        (folder / f"{page}.rules-{preset}.json").write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")),
                                                           encoding="utf-8")


def setup(app: Sphinx) -> None:
    app.connect("doctree-resolved", number_blocks)
    app.connect("html-page-context", page_context)
