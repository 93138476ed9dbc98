"""The ``check-report`` block: an example lesson and what ``belote-teach check`` says of it, in the
page's language, computed at build time.

::

    :::{check-report} lesson.yaml
    title: Trumps
    exercises:
      - kind: trick-winner
        trump: H
        trick: E:7S N:10S W:9H S:7S
    :::

shows the lesson (YAML, as written) and the command's report on a file of that name (the option
``answers`` adds each answer and its reasons, as ``--answers`` does). The lines are those the command
prints (``exercises.check_report``), so the teachers' page never shows a report in another language
than its own, nor one the engine would not give.
"""

from __future__ import annotations

from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective

from ..exercises.check_report import check_lines, report


def check_report_text(text: str, name: str, lang: str, answers: bool = False) -> str:
    """What ``belote-teach check --lang LANG [--answers] NAME`` prints for a file ``NAME`` holding ``text``.

    >>> print(check_report_text("title: T\\nexercises:\\n  - kind: card-value\\n    card: JH\\n    trump: H\\n", "t.yaml", "de"))
    t.yaml: OK, 1 Übung (classic; en, nl, fr, de)
    """
    return "\n".join(check_lines(report([name], lang, texts={name: text}), lang, answers))


class CheckReportDirective(SphinxDirective):
    """``check-report NAME``: the lesson in the content, then the command's report on it."""

    required_arguments = 1
    has_content = True
    option_spec: ClassVar[dict[str, Any]] = {"answers": directives.flag}

    def run(self) -> list[nodes.Node]:
        name = self.arguments[0]
        text = "\n".join(self.content) + "\n"
        lang = str(self.env.config.language or "en")
        printed = check_report_text(text, name, lang, "answers" in self.options)
        lesson = nodes.literal_block(text, text, language="yaml")
        output = nodes.literal_block(printed, printed, language="text", classes=["belote-check-report"])
        return [lesson, output]


def setup(app: Sphinx) -> None:
    app.add_directive("check-report", CheckReportDirective)
