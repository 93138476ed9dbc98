"""Sphinx glue for the guide: engine-computed cards, which-card figures and tricks in MyST pages.

Add ``belote_teach.sphinxext`` to the extensions. It provides

- the role ``{card}`JH```: the card's picture and its name in the build's language;
- the role ``{rules}`coinche```: a rules preset's name in the build's language;
- the directive ``which-card`` (options ``rules``, ``trump``, ``trick``, ``hand``, ``player``,
  ``caption``, ``expect``): the position and every card of the hand, allowed or forbidden, with
  its reason; when ``expect`` differs from the engine the build reports
  ``file:line: expected … but the engine allows … because …`` as an error;
- the directive ``trick`` (argument: the four cards, options ``trump``, ``rules``, ``caption``):
  a complete trick, its winner and its points with the sum written out;
- the directives ``states`` and ``otherwise``: a passage and the rule switches it states, checked
  against the engine and shown under the reader's rules (``sphinxext.house_prose``);
- per language: the search field's text, a language switcher on every page (to the same page
  in the other languages) and ``<link rel="alternate" hreflang>`` tags.

All HTML comes from ``belote_teach.render.html``; this module only moves it into docutils.
The caption is a real paragraph of the document, so it is extracted and translated with the page.
"""

from __future__ import annotations

import contextlib
import hashlib
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective, SphinxRole
from sphinx.writers.html5 import HTML5Translator

from ..cards import parse_cards
from ..errors import InvalidInput
from ..plausible import contract_problem, position_problem
from ..render import html as render
from ..render.element import start_tag
from ..web import house
from . import house_prose, lesson_check, quiz, theme, toc_captions
from . import house_rules as house_rules_glue

logger = logging.getLogger(__name__)
STATIC = Path(__file__).resolve().parent.parent / "render" / "static"
TEMPLATES = Path(__file__).resolve().parent / "templates"


class belote_figure(nodes.General, nodes.Element):  # docutils names node classes in lower case
    """A rendered example; its children (the caption paragraph) go into ``<figcaption>``."""


def visit_figure(self: HTML5Translator, node: belote_figure) -> None:
    for raw in list(node.findall(nodes.raw)):  # the caption is teacher text: its HTML shows as text
        if not raw.get("belote"):
            raw.replace_self(nodes.Text(raw.astext()))
    self.body.append(node["start"])
    if node.children:
        self.body.append(start_tag("figcaption", {"class": "belote-caption"}))


def depart_figure(self: HTML5Translator, node: belote_figure) -> None:
    if node.children:
        self.body.append("</figcaption>")
    self.body.append(node["body"] + node["end"])


def skip(self: Any, node: nodes.Node) -> None:
    raise nodes.SkipNode


def language(env: Any) -> str:
    return str(env.config.language or "en")


class CardRole(SphinxRole):
    """``{card}`JH``` → the card's picture and localized name; ``{card}`JH:acc``` names it in a grammatical
    form (``i18n.GRAMMAR``: "den Herz-Buben" in German, "de hartenboer" for ``:the`` in Dutch)."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        card, _, form = self.text.strip().partition(":")
        try:
            html = render.card_html(card, language(self.env), form)
        except InvalidInput as error:
            return [], [self.inliner.reporter.error(str(error), line=self.lineno)]
        return [nodes.raw(self.rawtext, html, format="html", belote=True)], []


class RulesRole(SphinxRole):
    """``{rules}`coinche``` → the preset's name, marked with its id; ``{rules}`coinche:dat``` names it in a
    grammatical form (``i18n.GRAMMAR``: "den Coinche-Regeln" in German, "les règles de la coinche" for ``:the``)."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        rules, _, form = self.text.strip().partition(":")
        try:
            html = render.rules_html(rules, language(self.env), form)
        except InvalidInput as error:
            return [], [self.inliner.reporter.error(str(error), line=self.lineno)]
        return [nodes.raw(self.rawtext, html, format="html", belote=True)], []


class ExampleDirective(SphinxDirective):
    """Shared by both directives: the caption paragraph and error reporting."""

    def caption(self, node: belote_figure) -> list[nodes.Node]:
        text = self.options.get("caption")
        if not text:
            return [node]
        inline, messages = self.state.inline_text(text, self.lineno)
        paragraph = nodes.paragraph(text, "", *inline)
        paragraph.source, paragraph.line = self.get_source_info()
        node += paragraph
        return [node, *messages]

    def where(self) -> str:
        source, line = self.get_source_info()
        with contextlib.suppress(ValueError):
            source = str(Path(source).resolve().relative_to(Path(self.env.srcdir).resolve()))
        return f"{source}:{line}"

    def fail(self, message: str) -> list[nodes.Node]:
        """Report an authoring error as ``file:line: message`` (the build fails under -W)."""
        logger.error(f"{self.where()}: {message}", type="belote", subtype="example")
        return []


class WhichCardDirective(ExampleDirective):
    """Which cards may the player play? Every card of the hand, allowed or forbidden, with its reason."""

    has_content = False
    option_spec: ClassVar[dict[str, Any]] = {
        "rules": directives.unchanged,
        "trump": directives.unchanged_required,
        "trick": directives.unchanged,
        "hand": directives.unchanged_required,
        "player": directives.unchanged,
        "caption": directives.unchanged,
        "expect": directives.unchanged,
    }

    def run(self) -> list[nodes.Node]:
        for required in ("hand", "trump"):
            if required not in self.options:
                return self.fail(f"which-card needs a :{required}: option")
        rules = self.options.get("rules", "classic").strip()
        position: dict[str, Any] = {
            "trump": self.options["trump"].strip(),
            "player": self.options.get("player", "").strip() or None,
            "rules": rules,
        }
        hand, trick = self.options["hand"], self.options.get("trick", "")
        try:
            problem = position_problem(rules, position["trump"], parse_cards(hand))
            if problem:
                return self.fail(problem)
            figure = render.which_card(hand, trick, lang=language(self.env), **position)
            if "expect" in self.options:
                problem = render.disagreement(self.options["expect"], hand, trick, **position)
                if problem:
                    return self.fail(problem)
        except InvalidInput as error:
            return self.fail(str(error))
        node = belote_figure(start=figure.start, body=figure.body, end=figure.end)
        spec = {"kind": "which-card", "trump": position["trump"], "hand": hand, "trick": trick, "player": position["player"]}
        node["house_inputs"] = spec
        node["house_versions"] = house.versions(spec, rules, language(self.env))
        self.set_source_info(node)
        return self.caption(node)


class TrickDirective(ExampleDirective):
    """A complete trick: ``E:AS N:8S W:JS S:10S``, its winner and its points."""

    required_arguments = 1
    final_argument_whitespace = True
    option_spec: ClassVar[dict[str, Any]] = {
        "rules": directives.unchanged,
        "trump": directives.unchanged_required,
        "caption": directives.unchanged,
    }

    def run(self) -> list[nodes.Node]:
        if "trump" not in self.options:
            return self.fail("trick needs a :trump: option")
        try:
            rules = self.options.get("rules", "classic").strip()
            problem = contract_problem(rules, self.options["trump"].strip())
            if problem:
                return self.fail(problem)
            figure = render.trick_figure(
                self.arguments[0],
                trump=self.options["trump"].strip(),
                rules=self.options.get("rules", "classic").strip(),
                lang=language(self.env),
            )
        except InvalidInput as error:
            return self.fail(str(error))
        node = belote_figure(start=figure.start, body=figure.body, end=figure.end)
        spec = {"kind": "trick", "trump": self.options["trump"].strip(), "trick": self.arguments[0]}
        node["house_inputs"] = spec
        node["house_versions"] = house.versions(spec, rules, language(self.env))
        self.set_source_info(node)
        return self.caption(node)


def configure(app: Sphinx, config: Any) -> None:
    """Per-language theme settings: the search text and the switcher in the article header."""
    config.html_static_path = [*config.html_static_path, str(STATIC)]
    config.html_favicon = config.html_favicon or str(STATIC / "favicon.svg")  # no request for /favicon.ico
    if config.html_theme != "sphinx_book_theme":
        return  # the site's theme; other themes get the examples without the switcher
    lang = str(config.language or "en")
    options = dict(config.html_theme_options or {})
    options["search_bar_text"] = render.SITE_LABELS["search"](lang)
    # without a default mode the theme logs "Got invalid theme mode" in every reader's console
    config.html_context = {"default_mode": "auto", **(config.html_context or {})}
    header = list(options.get("article_header_end") or ["article-header-buttons.html"])
    if "belote-languages.html" not in header:
        header.insert(0, "belote-languages.html")
    if house_rules_glue.TEMPLATE not in header:
        header.insert(0, house_rules_glue.TEMPLATE)
    options["article_header_end"] = header
    config.html_theme_options = options
    config.templates_path = [str(TEMPLATES), *config.templates_path]  # before the themes: our overrides win


def page_context(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    lang = str(app.config.language or "en")
    links = render.language_links(pagename, lang, app.config.belote_languages)
    context["belote_languages"] = render.language_switcher(links, lang)
    context["metatags"] = context.get("metatags", "") + render.alternate_links(links)


def engine_digest() -> str:
    """A digest of the engine's code and catalogs: when it changes, every page is read again
    (Sphinx alone would keep pages whose source did not change, with outdated examples)."""
    package = Path(__file__).resolve().parent.parent
    digest = hashlib.sha256()
    for path in sorted(package.rglob("*")):
        if path.suffix in {".py", ".mo", ".css", ".html"} and "__pycache__" not in path.parts:
            digest.update(path.relative_to(package).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def setup(app: Sphinx) -> dict[str, Any]:
    from . import guide

    app.add_config_value("belote_languages", ["en", "nl", "fr", "de"], "html")
    app.add_config_value("belote_engine_digest", engine_digest(), "env")
    app.add_node(
        belote_figure,
        html=(visit_figure, depart_figure),
        latex=(skip, None),
        text=(skip, None),
        man=(skip, None),
        texinfo=(skip, None),
    )
    app.add_role("card", CardRole())
    app.add_role("rules", RulesRole())
    app.add_directive("which-card", WhichCardDirective)
    app.add_directive("trick", TrickDirective)
    app.connect("config-inited", configure)
    app.connect("html-page-context", page_context)
    app.add_css_file("belote.css")
    guide.setup(app)  # the rules guide's blocks and roles (sphinxext/guide.py)
    lesson_check.setup(app)  # the teachers' page: an example lesson and check's report on it, in the page's language
    quiz.setup(app)  # quizzes, their progress overview, links to the live exercises
    toc_captions.setup(app)  # the parts of the table of contents, in the page's language
    house_rules_glue.setup(app)  # the reader's rules: the chooser, the blocks under every preset
    house_prose.setup(app)  # the passages that state a rule, under the reader's rules
    theme.setup(app)  # the theme without its icon font, unused assets and unnamed toggles
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
