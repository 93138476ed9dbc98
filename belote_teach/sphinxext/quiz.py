"""Sphinx glue of the kernel-free quizzes and of the live exercises.

- The directive ``quiz`` (option ``name``, default the page; option ``rules``, default classic): its
  body is a YAML list of exercises in the format of ``exercises/README.md`` (positions, or a level
  and a seed). The engine computes every answer and explanation at build time; an author's
  ``question`` becomes a paragraph of the page, translated with it. Errors are ``file:line``.
- The directive ``quiz-progress``: a table of every quiz of the book, what this browser remembers
  of them (answered, stars) filled in by the page's script.
- The directive ``live-exercise`` (argument: an exercise kind): a block whose button starts the
  engine in the page (the play page's worker, ``web/exercise.py``) and shows exercises of that kind
  in the page's language, checked by the engine; and a link that opens the kind's notebook in the
  site's JupyterLite (``../lite/`` beside the languages).

HTML comes from ``belote_teach.render.quiz``; the script and style are ``_static/quiz/``, the live
exercises' script ``_static/live/`` (from ``web/static``).
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

from ..exercises import REGISTRY
from ..render import house_rules as choosable
from ..render import quiz as render
from ..render.element import Markup, el
from ..rules import Rules
from ..web import house
from ..web.house_kinds import exercise_spec

logger = logging.getLogger(__name__)
SCRIPT = "quiz/belote-quiz.js"
STYLE = "quiz/belote-quiz.css"
LITE = "lite"
"""The JupyterLite site, beside the language folders: ``_build/site/lite/``."""
LIVE_SCRIPT = "live/live-exercise.js"


class belote_quiz(nodes.General, nodes.Element):
    """A quiz: its questions are the children."""


class belote_question(nodes.General, nodes.Element):
    """A question; its children (the author's question) go between ``start`` and ``body``."""


class belote_progress(nodes.General, nodes.Element):
    """Replaced, once every page is read, by the table of all quizzes."""


def visit_quiz(self: HTML5Translator, node: belote_quiz) -> None:
    self.body.append(node["start"])


def depart_quiz(self: HTML5Translator, node: belote_quiz) -> None:
    self.body.append(node["end"])


def visit_question(self: HTML5Translator, node: belote_question) -> None:
    for raw in list(node.findall(nodes.raw)):  # the question is author text: its HTML shows as text
        if not raw.get("belote"):
            raw.replace_self(nodes.Text(raw.astext()))
    self.body.append(node["start"])
    if node.children:
        self.body.append('<div class="belote-prompt">')


def depart_question(self: HTML5Translator, node: belote_question) -> None:
    if node.children:
        self.body.append("</div>")
    self.body.append(node["prompt"] + node["body"] + node["end"])


def skip(self: Any, node: nodes.Node) -> None:
    raise nodes.SkipNode


def language(env: Any) -> str:
    return str(env.config.language or "en")


class QuizDirective(SphinxDirective):
    has_content = True
    option_spec: ClassVar[dict[str, Any]] = {"name": directives.unchanged, "rules": directives.unchanged}

    def where(self) -> str:
        source, _ = self.get_source_info()
        with contextlib.suppress(ValueError):
            source = str(Path(source).resolve().relative_to(Path(self.env.srcdir).resolve()))
        return source

    def run(self) -> list[nodes.Node]:
        from ..exercises.sets import SetError, parse_exercises

        lang = language(self.env)
        source = self.where()
        first_line = self.lineno + self.content_offset + 1  # MyST: the offset counts from the directive line
        rules = self.options.get("rules", "classic").strip()
        try:
            entries = parse_exercises("\n".join(self.content), source, first_line, rules)
        except SetError as error:
            for problem in error.problems:
                logger.error(str(problem), type="belote", subtype="quiz")
            return []
        except ValueError as error:  # an unknown preset in :rules:
            _, line = self.get_source_info()
            logger.error(f"{source}:{line}: {error}", type="belote", subtype="quiz")
            return []
        quiz_id = self.options.get("name", "").strip() or self.env.docname
        quiz = belote_quiz(start=render.quiz_start(quiz_id, lang), end=render.quiz_end(lang))
        self.set_source_info(quiz)
        messages: list[nodes.Node] = []
        for number, entry in enumerate(entries, start=1):
            question = render.quiz_question(entry.exercise, f"{quiz_id}/{number}", lang)
            node = belote_question(start=question.start, prompt=question.prompt, body=question.body, end=question.end)
            node["house_inputs"] = exercise_spec(entry.exercise, f"{quiz_id}/{number}")  # web.house_kinds.question
            node["house_versions"] = house.versions(node["house_inputs"], entry.exercise.rules.name, lang)
            node.source, node.line = self.get_source_info()[0], entry.line
            if entry.exercise.question:
                inline, problems = self.state.inline_text(entry.exercise.question, entry.line)
                paragraph = nodes.paragraph(entry.exercise.question, "", *inline)
                paragraph.source, paragraph.line = self.get_source_info()[0], entry.line
                node += paragraph
                messages += problems
            quiz += node
        quizzes = self.env.__dict__.setdefault("belote_quizzes", {})
        quizzes.setdefault(self.env.docname, []).append((quiz_id, len(entries)))
        self.env.note_dependency(__file__)
        return [quiz, *messages]


class ProgressDirective(SphinxDirective):
    has_content = False

    def run(self) -> list[nodes.Node]:
        node = belote_progress()
        self.set_source_info(node)
        return [node]


class LiveExerciseDirective(SphinxDirective):
    """``{live-exercise} which-cards``: a block that, once its button is pressed, runs the kind's
    exercises in the page (``web/exercise.py`` in the play page's worker), and a link to the kind's
    notebook in JupyterLite; option ``rules``: under other rules (``Kind.live``)."""

    required_arguments = 1
    option_spec: ClassVar[dict[str, Any]] = {"rules": directives.unchanged}

    def run(self) -> list[nodes.Node]:
        kind = self.arguments[0].strip()
        rules = self.options.get("rules", "").strip()
        source, line = self.get_source_info()
        if kind not in REGISTRY:
            logger.error(f"{source}:{line}: unknown exercise kind {kind!r}: expected one of {', '.join(REGISTRY)}",
                         type="belote", subtype="quiz")
            return []
        if rules and rules not in REGISTRY[kind].live:
            known = ", ".join(REGISTRY[kind].live) or "none"
            logger.error(f"{source}:{line}: no live {kind} exercise under the rules {rules!r}: expected one of {known}",
                         type="belote", subtype="quiz")
            return []
        depth = self.env.docname.count("/")
        presets = live_presets(kind, rules)
        html = live_html(kind, rules, language(self.env), f"{kind}-{line}", "../" * depth, presets)
        node = nodes.raw("", html, format="html")
        node["house_inputs"] = {"kind": "live", "exercise": kind}  # web.house_kinds.live
        node["house_versions"] = house.versions(node["house_inputs"], rules or REGISTRY[kind].rules, language(self.env))
        return [node]


def live_presets(kind: str, rules: str) -> tuple[str, ...]:
    """The presets a reader may choose under which a live exercise starts (``render.house_rules``): every
    four-player preset the kind has exercises under, when the block states a plain preset (or none);
    none when it states a switch or another table, which it keeps.

    >>> live_presets("how-high", ""), live_presets("which-cards", "nl23"), len(live_presets("trick-winner", "coinche"))
    (('coinche', 'contree'), (), 4)
    """
    if not choosable.follows(rules or REGISTRY[kind].rules):
        return ()
    return tuple(preset for preset in choosable.PRESETS if REGISTRY[kind].refuse(Rules.coerce(preset)) is None)


def live_html(kind: str, rules: str, lang: str, block: str, up: str, presets: tuple[str, ...] = ()) -> Markup:
    """A live exercise's block: level, start button, the form the engine fills, the notebook link.
    ``up`` leads from the page to its language's root (``_static``); the site's root is one further.
    ``presets``: those under which it starts when the reader chooses them (``data-house-presets``, read
    by ``live-exercise.js``); under any other choice it runs under its own rules."""
    from importlib import metadata

    from ..render.html import preset_name
    from ..web.exercise import LABELS
    from ..web.labels import LABELS as PLAY
    from .play import LITE as PYODIDE

    title = REGISTRY[kind].title(lang)
    name = f"{kind}-{rules}" if rules else kind
    href = f"{up}../{LITE}/notebooks/index.html?path={lang}/{name}.ipynb"
    text = (LABELS["notebook-rules"](lang, title=title, rules=preset_name(rules, lang)) if rules
            else LABELS["notebook"](lang, title=title))
    wheel = f"belote_teach-{metadata.version('belote-teach')}-py3-none-any.whl"
    levels = [el("option", level, value=level) for level in (1, 2, 3)]
    where = {"data-kind": kind, "data-lang": lang, "data-rules": rules or None}
    controls = el("p", el("label", LABELS["level"](lang), " ", el("select", levels, data_level=True)), " ",
                  el("button", LABELS["start"](lang, title=title), type="button", class_="belote-check", data_start=True))
    form = el("form",
              el("div", data_exercise=True),
              el("p", el("button", render.CHECK(lang), type="submit", class_="belote-check"), " ",
                 el("button", LABELS["next"](lang), type="button", class_="belote-check", data_next=True)),
              el("div", class_="belote-feedback", data_feedback=True, role="status", aria_live="polite"),
              class_="belote-live-form", data_form=True, hidden=True)
    return el(
        "section",
        controls,
        el("p", class_="belote-live-status", data_status=True, role="status"),
        form,
        el("p", el("a", text, class_="belote-live", href=href, **where)),
        class_="belote-live-exercise", data_block=block, **where, data_house_presets=" ".join(presets) or None,
        data_worker=f"{up}_static/play/play-worker.js",
        data_pyodide=f"{up}../{PYODIDE}", data_wheel=f"{up}../{PYODIDE}{wheel}",
        data_loading_label=PLAY["loading"](lang), data_failed_label=PLAY["failed"](lang),
        data_thinking_label=PLAY["thinking"](lang), aria_label=title,
    )


def purge(app: Sphinx, env: Any, docname: str) -> None:
    getattr(env, "belote_quizzes", {}).pop(docname, None)


def merge(app: Sphinx, env: Any, docnames: set[str], other: Any) -> None:
    quizzes = env.__dict__.setdefault("belote_quizzes", {})
    for docname, found in getattr(other, "belote_quizzes", {}).items():
        if docname in docnames:
            quizzes[docname] = found


def book_order(env: Any) -> list[str]:
    """The pages in the order of the table of contents."""
    order: list[str] = []

    def walk(docname: str) -> None:
        if docname in order:
            return
        order.append(docname)
        for child in env.toctree_includes.get(docname, []):
            walk(child)

    walk(env.config.root_doc)
    return order + sorted(set(env.found_docs) - set(order))


def resolve(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    env = app.env
    lang = language(env)
    quizzes = getattr(env, "belote_quizzes", {})
    rows = []
    for page in book_order(env):
        for quiz_id, total in quizzes.get(page, []):
            title = env.titles[page].astext() if page in env.titles else page
            anchor = "quiz-" + "".join(c if c.isalnum() else "-" for c in quiz_id)
            rows.append((quiz_id, title, f"{app.builder.get_relative_uri(docname, page)}#{anchor}", total))
    for node in list(doctree.findall(belote_progress)):
        node.replace_self(nodes.raw("", render.progress_html(rows, lang), format="html"))


def page_assets(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    """The script and style only on the pages that have a quiz or the overview (the style also
    where live exercises are linked)."""
    if doctree is None:
        return
    body = str(context.get("body", ""))
    if any(True for _ in doctree.findall(belote_quiz)) or "belote-progress" in body:
        app.add_js_file(SCRIPT, loading_method="defer")
        app.add_css_file(STYLE)
    elif "belote-live" in body:  # the live-exercise links are styled as buttons
        app.add_css_file(STYLE)
    if "belote-live-exercise" in body:  # small; the engine itself loads only when a block is started
        app.add_js_file(LIVE_SCRIPT, loading_method="defer")


def setup(app: Sphinx) -> None:
    for node, visit, depart in ((belote_quiz, visit_quiz, depart_quiz),
                                (belote_question, visit_question, depart_question)):
        app.add_node(node, html=(visit, depart), latex=(skip, None), text=(skip, None), man=(skip, None),
                     texinfo=(skip, None))
    app.add_node(belote_progress, html=(skip, None), latex=(skip, None), text=(skip, None), man=(skip, None),
                 texinfo=(skip, None))
    app.add_directive("quiz", QuizDirective)
    app.add_directive("quiz-progress", ProgressDirective)
    app.add_directive("live-exercise", LiveExerciseDirective)
    app.connect("env-purge-doc", purge)
    app.connect("env-merge-info", merge)
    app.connect("doctree-resolved", resolve)
    app.connect("html-page-context", page_assets)
