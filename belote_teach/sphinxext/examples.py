"""The pages' Python examples, run at build time so that their output is the engine's, in the page's language.

Each page's ```` ```python ```` blocks are doctests (pytest runs them in English). The guide builds
each language in its own process with ``BELOTE_TEACH_LANG`` set (publish/site.py), so an example
that prints engine text (``deal.contract.describe()``) prints it in the page's language: this
transform runs the examples of a page in one namespace, in order, and writes the real output under it.
The English build also checks the written output: a difference is a build warning (an error).

>>> run_examples(">>> x = 1 + 1\\n>>> x, print('a')\\n(3, None)\\n")
(">>> x = 1 + 1\\n>>> x, print('a')\\na\\n(2, None)\\n", ["x, print('a')"])
"""

from __future__ import annotations

import contextlib
import doctest
import io
import traceback

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.transforms import SphinxTransform
from sphinx.util import logging

from ..i18n import default_language

logger = logging.getLogger(__name__)


def run_examples(text: str, namespace: dict[str, object] | None = None) -> tuple[str, list[str]]:
    """The doctest ``text`` with each example's expected output replaced by its real one, and the
    sources whose output differed from the written one. The examples run in ``namespace`` (a page's
    blocks share one, as in pytest's doctest of the page)."""
    parser, checker = doctest.DocTestParser(), doctest.OutputChecker()
    namespace = {} if namespace is None else namespace
    out, differ = [], []
    for part in parser.parse(text):
        if isinstance(part, str):
            out.append(part)
            continue
        got = _run(part, namespace)
        if not checker.check_output(part.want, got, doctest.ELLIPSIS) and not (
            part.exc_msg is not None and got.startswith("Traceback")
        ):
            differ.append(part.source.strip())
        lines = part.source.rstrip("\n").split("\n")
        indent = " " * part.indent
        out.append("".join(f"{indent}{'>>> ' if i == 0 else '... '}{line}\n" for i, line in enumerate(lines)))
        out.append("".join(f"{indent}{line}\n" if line else "<BLANKLINE>\n" for line in got.rstrip("\n").split("\n"))
                   if got.strip() else "")
    return "".join(out), differ


def _run(example: doctest.Example, namespace: dict[str, object]) -> str:
    """What the interactive interpreter prints for one example (a raised exception as doctest writes it)."""
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        try:
            exec(compile(example.source, "<example>", "single"), namespace)
        except Exception as error:
            last = traceback.format_exception_only(type(error), error)[-1]
            buffer.write("Traceback (most recent call last):\n  ...\n" + last)
    return buffer.getvalue()


class RunExamples(SphinxTransform):
    """Replace the output of every doctest block with what the engine prints in this build's language."""

    default_priority = 400

    def apply(self, **kwargs: object) -> None:
        lang, namespace = default_language(), dict[str, object]()
        for block in self.document.findall(nodes.literal_block):
            text = block.astext()
            if block.get("language") not in ("python", "pycon", "default", None) or not text.lstrip().startswith(">>> "):
                continue
            written, differ = run_examples(text, namespace)
            for source in differ if lang == "en" else []:
                logger.warning("example %r prints something else than the page says", source, location=block)
            block.children = [nodes.Text(written)]
            block.rawsource = written


def setup(app: Sphinx) -> dict[str, object]:
    app.add_transform(RunExamples)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
