"""A teacher's handout: an exercise-set file checked by the engine, then written as A4 HTML or PDF.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> out = folder / "sheet.html"
>>> made = make_handout("exercises/sets/card-play-drill.yaml", out, lang="de", html=True)
>>> made.exercises, made.lang, out.read_text(encoding="utf-8").count('class="sheet-exercise"')
(11, 'de', 11)
>>> make_handout("exercises/sets/card-play-drill.yaml", folder / "x.html", lang="xx", html=True)
Traceback (most recent call last):
...
belote_teach.exercises.sets.SetError: exercises/sets/card-play-drill.yaml:6: language 'xx': expected one of the set's languages: en, nl, fr, de
>>> sorted(path.name for path in folder.iterdir())
['sheet.html']

The file is checked first: nothing is written when it has a problem, and the output file is
written whole (a temporary file renamed) or not at all.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from .. import messages
from ..exercises.sets import ExerciseSet, Problem, SetError, load_set
from ..i18n import Lang
from ..rules import Rules


@dataclass(frozen=True, slots=True)
class Handout:
    """What was written."""

    path: Path
    lang: str
    rules: str
    exercises: int
    pages: int | None
    notes: tuple[Problem, ...]


def read_lesson(source: str | Path, lang: Lang | None = None, rules: Rules | str | None = None) -> tuple[ExerciseSet, str]:
    """Load and check a set; the language must be one of the set's (default: its first)."""
    lesson = load_set(source, rules)
    chosen = lang or lesson.languages[0]
    if chosen not in lesson.languages:
        raise SetError([Problem(str(source), lesson.languages_line,
                                f"language {chosen!r}: expected one of the set's languages: "
                                f"{', '.join(lesson.languages)}")])
    return lesson, chosen


def make_handout(source: str | Path, out: str | Path, *, lang: Lang | None = None, rules: Rules | str | None = None,
                 html: bool = False) -> Handout:
    """Check ``source`` and write its handout to ``out`` (PDF through Chromium, or ``html``).

    Raises ``SetError`` (nothing written) when the set has a problem, ``PrintError`` when the
    output cannot be made.
    """
    from ..render.handout_html import handout_html
    from .printing import PrintError, pdf_pages, print_html, write_atomically

    lesson, chosen = read_lesson(source, lang, rules)
    out = Path(out)
    if _same_file(out, Path(source)):
        raise PrintError(messages.OUTPUT_IS_INPUT.format(out=out))
    _check_replaceable(out)
    document = handout_html(lesson, chosen, page_numbers=html)
    if html:
        write_atomically(out, functools.partial(_write_text, text=document))
        pages = None
    else:
        print_html(document, out, lang=chosen, title=lesson.title_in(chosen))
        pages = pdf_pages(out)
    return Handout(out, chosen, lesson.rules.name, len(lesson.entries), pages, lesson.notes)


def _same_file(out: Path, source: Path) -> bool:
    """Whether writing ``out`` would replace ``source``: the same path, a link to it, or a hard link."""
    try:
        return out.resolve() == source.resolve() or (out.exists() and out.samefile(source))
    except OSError:
        return False


def _check_replaceable(out: Path) -> None:
    """An existing ``out`` is replaced through a new file beside it: a file whose folder takes no
    new files (``/proc/version``) is not a regular writable file, whatever its mode says."""
    import os
    import tempfile

    from .printing import PrintError

    folder = out.parent if str(out.parent) else Path(".")
    if not out.exists() or not folder.is_dir():
        return  # a new file, or no folder: the printing reports what is wrong with the path
    try:
        handle, name = tempfile.mkstemp(dir=folder, prefix=".belote-teach-", suffix=".probe")
    except OSError as error:
        raise PrintError(messages.OUTPUT_NOT_WRITABLE.format(out=out, folder=folder,
                                                             reason=error.strerror or error)) from None
    os.close(handle)
    os.unlink(name)


def _write_text(path: Path, *, text: str) -> None:
    path.write_text(text, encoding="utf-8")
