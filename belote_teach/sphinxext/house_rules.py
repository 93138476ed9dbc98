"""Sphinx glue of the reader's rules (``render.house_rules``): the chooser in every page's header, each
rules-dependent block numbered, and each page's blocks under every four-player preset written beside
the page as ``PAGE.rules-PRESET.json``, and what each block needs to be computed again under the
reader's own rules (``PAGE.rules-inputs.json``, read by ``web.house`` in the page): what
``templates/belote-house-rules.js``, inline after the chooser (so that the file is fetched while the
page is still read), fetches and swaps in. The directive ``rules-form`` puts the form for "my own
rules" (``render.house_form``) on the switchboard page.

Under "my own rules" the page computes, once, every page of its language (``rules-pages.json`` at the
language's root lists them with each page's ``key``) and keeps the fragments in the browser; a page
reads its own by its ``key`` (``data-key``), which changes with the page's inputs and the engine.
"""

from __future__ import annotations

import functools
import hashlib
import json
from pathlib import Path, PurePosixPath
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from ..i18n import Lang, Msg
from ..render import house_form, house_rules
from ..render.element import Markup
from ..render.switchboard import attribute

TEMPLATE = "belote-house-rules.html"
BLOCK = "data-house-block"
INDEX = "rules-pages.json"
"""At each language's root: the pages with a ``PAGE.rules-inputs.json`` and their keys (``page_key``)."""

_C = "house rules"
EVERY_PAGE = Msg(_C, "Computing your rules for the other pages: {done}/{total}…",
                 "after the reader's own rules are shown on this page, while the engine computes every other page "
                 "of the guide once (kept in the browser, so that they open at once); done, total: numbers of pages")
EVERY_PAGE_DONE = Msg(_C, "Every page now shows your rules.", "once the engine has computed every page of the guide "
                      "under the reader's own rules")


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


def engine(pagename: str) -> dict[str, str]:
    """Where the page's script finds the site's engine for "my own rules" (as the live exercises do)."""
    from importlib import metadata

    from .play import LITE

    up = "../" * pagename.count("/")
    wheel = f"belote_teach-{metadata.version('belote-teach')}-py3-none-any.whl"
    return {"worker": f"{up}_static/play/play-worker.js", "pyodide": f"{up}../{LITE}", "wheel": f"{up}../{LITE}{wheel}"}


def dumped(data: object) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def write(path: Path, data: object) -> None:
    path.write_text(dumped(data), encoding="utf-8")


@functools.cache
def engine_hash() -> str:
    """A digest of the package's code and catalogs: what draws a page's blocks in the reader's browser."""
    root = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*")):
        if path.suffix in {".py", ".mo"} and "__pycache__" not in path.parts:
            digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def page_key(lang: str, inputs: str) -> str:
    """The key of a page's fragments under "my own rules" in the reader's browser: it changes with the
    page's inputs (``PAGE.rules-inputs.json``, as written), its language and the engine.

    >>> page_key("en", '{"inputs":[]}') == page_key("en", '{"inputs":[]}') != page_key("fr", '{"inputs":[]}')
    True
    """
    return hashlib.sha256(f"{engine_hash()}\0{lang}\0{inputs}".encode()).hexdigest()[:16]


def labels(lang: Lang) -> dict[str, str]:
    """The status line's words while (and once) every page is computed under the reader's own rules."""
    return {"every_label": EVERY_PAGE(lang, done="{done}", total="{total}"), "done_label": EVERY_PAGE_DONE(lang)}


def page_context(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    lang = str(app.config.language or "en")
    found = blocks_of(doctree) if doctree is not None else []
    blocks = [house_rules.Block(int(node["house_block"]), rules, node.get("house_versions") or {}) for node, rules in found]
    page = PurePosixPath(pagename).name
    inputs = dumped({"inputs": [{"number": int(node["house_block"]), "rules": rules, **(node.get("house_inputs") or {})}
                                for node, rules in found]})
    where = {**engine(pagename), "index": "../" * pagename.count("/") + INDEX, "path": pagename,
             "key": page_key(lang, inputs), **labels(lang)} if blocks else engine(pagename)
    context["belote_house_rules"] = house_rules.chooser(lang, page, len(blocks), where)
    if not blocks or app.builder.format != "html":
        return
    folder = Path(app.outdir) / PurePosixPath(pagename).parent
    folder.mkdir(parents=True, exist_ok=True)
    for preset in house_rules.PRESETS:
        write(folder / f"{page}.rules-{preset}.json", {"rules": preset, "blocks": house_rules.fragment(blocks, preset, lang)})
    (folder / f"{page}.rules-inputs.json").write_text(inputs, encoding="utf-8")  # "my own rules": web.house, in the page


def write_index(app: Sphinx, exception: Exception | None) -> None:
    """``rules-pages.json``: every page of the language with inputs for "my own rules", and its key."""
    if exception is not None or app.builder.format != "html":
        return
    out, lang = Path(app.outdir), str(app.config.language or "en")
    suffix = ".rules-inputs.json"
    pages = {path.relative_to(out).as_posix()[:-len(suffix)]: page_key(lang, path.read_text(encoding="utf-8"))
             for path in sorted(out.rglob(f"*{suffix}"))}
    write(out / INDEX, {"pages": pages})


class RulesFormDirective(SphinxDirective):
    """``{rules-form}``: the switchboard page's form for "my own rules" (``render.house_form``)."""

    def run(self) -> list[nodes.Node]:
        return [nodes.raw("", house_form.form(str(self.env.config.language or "en")), format="html")]


def setup(app: Sphinx) -> None:
    app.add_directive("rules-form", RulesFormDirective)
    app.connect("doctree-resolved", number_blocks)
    app.connect("html-page-context", page_context)
    app.connect("build-finished", write_index)
