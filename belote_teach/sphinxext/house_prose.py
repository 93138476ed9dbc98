"""Sphinx glue of the passages that state a rule (``render.house_prose``): the directives ``states`` and
``otherwise``.

::

    ::::{states} undertrump=required
    If you cannot overtrump, you must still play a lower trump.

    :::{otherwise} undertrump=discard
    If you cannot overtrump, you may play any card.
    :::
    ::::

``states`` takes the claims (``switch=value`` as the engine names them, or ``rules=classic`` for a
passage naming the page's rules with ``{rules}``) and ``:rules:``, the rules the page follows (classic
by default); the build fails with ``file:line:`` when the engine disagrees with a claim. ``otherwise``
(optional, inside ``states``) is the passage for other values. Both contents are ordinary paragraphs,
translated with the page. The passage is a numbered block (``sphinxext.house_rules``) whose versions
under the other presets are made from its HTML as it is written out, for the page's fragment files.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective
from sphinx.writers.html5 import HTML5Translator

from ..errors import InvalidInput
from ..render import house_prose

logger = logging.getLogger(__name__)


class belote_states(nodes.General, nodes.Element):  # docutils names node classes in lower case
    """A passage stating a rule: ``rules``, ``claims``, ``start`` (its start tag)."""


class belote_otherwise(nodes.General, nodes.Element):
    """The passage for other values of its ``claims``; written into the fragment files, not the page."""


class ClaimDirective(SphinxDirective):
    has_content = True
    required_arguments = 1
    final_argument_whitespace = True

    def fail(self, message: str) -> list[nodes.Node]:
        """Report an authoring error as ``file:line: message`` (the build fails under -W)."""
        source, line = self.get_source_info()
        with contextlib.suppress(ValueError):
            source = str(Path(source).resolve().relative_to(Path(self.env.srcdir).resolve()))
        logger.error(f"{source}:{line}: {message}", type="belote", subtype="states")
        return []

    def claims(self) -> dict[str, str]:
        return house_prose.claims(self.arguments[0])


class StatesDirective(ClaimDirective):
    """A passage and the rule switches it states, checked against the engine."""

    option_spec: ClassVar[dict[str, Any]] = {"rules": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        rules = self.options.get("rules", "classic").strip()
        try:
            stated = self.claims()
        except InvalidInput as error:
            return self.fail(str(error))
        problem = house_prose.claim_problem(rules, stated)
        named = any(f"{{rules}}`{rules}{end}" in line for line in self.content for end in "`:")  # {rules}`classic:the`
        if not problem and house_prose.RULES in stated and not named:
            problem = f"the passage claims rules={rules} but names no {{rules}}`{rules}`"
        if problem:
            return self.fail(problem)
        node = belote_states(rules=rules, claims=stated, start=house_prose.start(rules, stated))
        self.set_source_info(node)
        self.state.nested_parse(self.content, self.content_offset, node)
        if any("start" in inner.attributes for inner in node.findall(nodes.Element, include_self=False)):
            return self.fail("a passage holds prose only: put the example after it")
        for other in node.findall(belote_otherwise):
            problem = other_problem(rules, stated, other["claims"])
            if problem:
                return self.fail(problem)
        return [node]


def other_problem(rules: str, stated: dict[str, str], claimed: dict[str, str]) -> str:
    """Why an ``otherwise`` cannot stand in a passage: a switch the passage does not state, a value the
    engine does not know, or no value other than the page's; ``""`` when it can."""
    for switch, said in claimed.items():
        if switch not in stated or switch == house_prose.RULES:
            return f"otherwise names {switch}, which the passage does not state as a switch"
        problem = house_prose.value_problem(rules, switch, said)
        if problem:
            return problem
    if not house_prose.changes(claimed, rules):
        return f"otherwise states what the passage states under {rules}: expected other values"
    return ""


class OtherwiseDirective(ClaimDirective):
    """The passage for other values of the switches its ``states`` names."""

    def run(self) -> list[nodes.Node]:
        try:
            claimed = self.claims()
        except InvalidInput as error:
            return self.fail(str(error))
        node = belote_otherwise(claims=claimed)
        self.set_source_info(node)
        self.state.nested_parse(self.content, self.content_offset, node)
        return [node]


def lone_otherwise(app: Sphinx, doctree: nodes.document) -> None:
    """An ``otherwise`` outside a ``states`` would never be shown: a build error."""
    for node in doctree.findall(belote_otherwise):
        if not isinstance(node.parent, belote_states):
            logger.error(f"{node.source}:{node.line}: otherwise belongs inside a states directive",
                         type="belote", subtype="states")
            node.parent.remove(node)


def visit_states(self: HTML5Translator, node: belote_states) -> None:
    self.body.append(node["start"])
    node["from"] = len(self.body)


def depart_states(self: HTML5Translator, node: belote_states) -> None:
    html = "".join(self.body[node["from"]:])
    self.body.append("</div>")
    alternatives = [(other["claims"], other["html"]) for other in node.findall(belote_otherwise)]
    lang = str(self.config.language or "en")
    node["house_versions"] = house_prose.passage_versions(node["rules"], node["claims"], html, alternatives, lang)
    node["house_inputs"] = {"kind": "states", "claims": node["claims"], "html": html,  # "my own rules": web.house
                            "alternatives": [list(pair) for pair in alternatives]}


def visit_otherwise(self: HTML5Translator, node: belote_otherwise) -> None:
    node["from"] = len(self.body)


def depart_otherwise(self: HTML5Translator, node: belote_otherwise) -> None:
    node["html"] = "".join(self.body[node["from"]:])
    del self.body[node["from"]:]


def skip(self: Any, node: nodes.Node) -> None:
    raise nodes.SkipNode


def setup(app: Sphinx) -> None:
    for node, html in ((belote_states, (visit_states, depart_states)), (belote_otherwise, (visit_otherwise, depart_otherwise))):
        app.add_node(node, html=html, latex=(skip, None), text=(skip, None), man=(skip, None), texinfo=(skip, None))
    app.add_directive("states", StatesDirective)
    app.add_directive("otherwise", OtherwiseDirective)
    app.connect("doctree-read", lone_otherwise)
