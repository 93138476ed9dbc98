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

import dataclasses
import random
from dataclasses import dataclass
from pathlib import Path

from .. import messages
from ..exercises import generate
from ..exercises.sets import Entry, ExerciseSet, Problem, SetError, load_set
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
                 html: bool = False, copy: str = "both", compact: bool = False) -> Handout:
    """Check ``source`` and write its handout to ``out`` (PDF through Chromium, or ``html``): the
    ``copy`` ``student``, ``key`` or ``both``, in two columns when ``compact``.

    Raises ``SetError`` (nothing written) when the set has a problem, ``PrintError`` when the
    output cannot be made.
    """
    from ..render.handout_html import handout_html
    from .printing import check_targets

    lesson, chosen = read_lesson(source, lang, rules)
    out = Path(out)
    check_targets([out], Path(source))
    document = handout_html(lesson, chosen, page_numbers=html, copy=copy, compact=compact)
    pages = _write([(document, out, lesson.title_in(chosen))], chosen, html)
    return Handout(out, chosen, lesson.rules.name, len(lesson.entries), pages, lesson.notes)


@dataclass(frozen=True, slots=True)
class ClassSet:
    """What ``make_class_set`` wrote: the numbered sheets and their combined key."""

    sheets: tuple[Path, ...]
    key: Path
    lang: str
    rules: str
    exercises: int
    pages: int | None
    notes: tuple[Problem, ...]


MAX_SHEETS = 60
"""Sheets of one class set."""
MAX_DRAWN_PUZZLES = 48
"""Best-card puzzles drawn for one class set, every sheet counted (each is solved double dummy)."""


def sheet_paths(out: Path, count: int) -> tuple[list[Path], Path]:
    """``NAME.pdf`` → ``NAME-1.pdf`` … ``NAME-N.pdf`` and ``NAME-key.pdf``.

    >>> sheet_paths(Path("class/trumps.html"), 2)
    ([PosixPath('class/trumps-1.html'), PosixPath('class/trumps-2.html')], PosixPath('class/trumps-key.html'))
    """
    return ([out.with_name(f"{out.stem}-{number}{out.suffix}") for number in range(1, count + 1)],
            out.with_name(f"{out.stem}-key{out.suffix}"))


def draw_sheets(lesson: ExerciseSet, count: int, seed: int) -> list[ExerciseSet]:
    """``count`` sheets of ``lesson``: each generated exercise (a level and a seed) drawn anew from
    its kind and level, under its rules, a different one on every sheet; a written position stays
    as written. The same ``seed`` draws the same sheets."""
    drawn = [index for index, entry in enumerate(lesson.entries) if entry.exercise.seed is not None]
    if not drawn:
        raise SetError([Problem(lesson.source, 1, messages.say(messages.NOTHING_TO_DRAW))])
    puzzles = sum(lesson.entries[index].exercise.kind == "best-card" for index in drawn) * count
    if puzzles > MAX_DRAWN_PUZZLES:
        raise SetError([Problem(lesson.source, lesson.entries[drawn[0]].line,
                                messages.say(messages.TOO_MANY_PUZZLES, count=puzzles, limit=MAX_DRAWN_PUZZLES))])
    rng = random.Random(f"belote-teach/class-set/{seed}")
    seen: dict[int, set[str]] = {index: set() for index in drawn}
    sheets = []
    for _ in range(count):
        entries = list(lesson.entries)
        for index in drawn:
            entries[index] = _redrawn(entries[index], rng, seen[index])
        sheets.append(dataclasses.replace(lesson, entries=tuple(entries)))
    return sheets


def _redrawn(entry: Entry, rng: random.Random, seen: set[str]) -> Entry:
    """``entry``'s exercise drawn anew (a position no other sheet has, when there is one)."""
    exercise = entry.exercise
    assert exercise.level is not None
    for _ in range(20):
        fresh = generate(exercise.kind, exercise.level, rng.randrange(1_000_000), exercise.rules)
        key = str(sorted(fresh.position().items(), key=str))
        if key not in seen:
            break
    seen.add(key)
    if exercise.question:
        fresh = dataclasses.replace(fresh, question=exercise.question)
    return dataclasses.replace(entry, exercise=fresh, expect=None)


def make_class_set(source: str | Path, out: str | Path, *, count: int, seed: int = 1, lang: Lang | None = None,
                   rules: Rules | str | None = None, html: bool = False, compact: bool = False) -> ClassSet:
    """Check ``source`` and write ``count`` numbered student sheets drawn from it (``draw_sheets``)
    and one key of every sheet, all of them or none."""
    from ..render.handout_html import class_key_html, handout_html
    from .printing import check_targets

    lesson, chosen = read_lesson(source, lang, rules)
    sheets = draw_sheets(lesson, count, seed)
    paths, key = sheet_paths(Path(out), count)
    check_targets([*paths, key], Path(source))
    title = lesson.title_in(chosen)
    documents = [(handout_html(sheet, chosen, page_numbers=html, copy="student", compact=compact,
                               sheet=(number, count)), path, f"{title} · {number}/{count}")
                 for number, (sheet, path) in enumerate(zip(sheets, paths, strict=True), start=1)]
    documents.append((class_key_html(sheets, chosen, seed=seed, page_numbers=html, compact=compact), key, title))
    pages = _write(documents, chosen, html)
    return ClassSet(tuple(paths), key, chosen, lesson.rules.name, len(lesson.entries), pages, lesson.notes)


def _write(documents: list[tuple[str, Path, str]], lang: str, html: bool) -> int | None:
    """Write the documents (HTML as it is, or printed to PDF), all or none; the PDFs' pages in all."""
    from .printing import pdf_pages, print_all_html, write_texts

    if html:
        write_texts([(out, text) for text, out, _ in documents])
        return None
    print_all_html(documents, lang=lang)
    return sum(pdf_pages(out) for _, out, _ in documents)
