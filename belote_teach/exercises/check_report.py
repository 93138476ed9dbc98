"""What ``belote-teach check`` reports on lesson files: the JSON document of ``--json`` and the lines
the command prints (``file:line: problem``, ``file: OK, …``, with ``--answers`` each answer and its
reasons), in the problems' language.

The command (``cli``) prints these lines; the guide's ``check-report`` block (``sphinxext``) shows
the same lines for an example lesson, computed at build time in the page's language.

>>> print("\\n".join(check_lines(report(["exercises/sets/scoring-drill.yaml"], "de"), "de")))
exercises/sets/scoring-drill.yaml: OK, 8 Übungen (classic; en, nl, fr, de)
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from typing import Any

from ..i18n import Msg
from ..messages import shown

JSON_VERSION = 1

_C = "command"
OK = Msg(_C, "{file}: OK, {exercises} ({preset}; {languages})", "belote-teach check: a file that is right")
EXERCISES = Msg(_C, "{count} exercise", plural="{count} exercises")
IN_WORDS = Msg(_C, "{answer} ({words})", "check --answers: the answer as a lesson writes it (its words, such as made "
                                         "or take, stay as they are), then in words")
NOTE = Msg(_C, "{place}: note: {message}", "place is file:line; the message is already translated")

def exercises(count: int, lang: str) -> str:
    """``8 exercises`` in ``lang``."""
    return EXERCISES(lang, count=count)


def report(files: list[str], lang: str = "en", rules: str | None = None,
           texts: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The JSON document of ``check --json``::

        {"version": 1, "ok": bool, "problems": int,
         "files": [{"file": str, "ok": bool, "title": str | null, "description": str | null,
                    "preset": str | null, "languages": [str], "cards": str | null, "exercises": [EXERCISE],
                    "problems": [PROBLEM], "notes": [PROBLEM]}]}
        PROBLEM  = {"file": str, "line": int, "message": str}
        EXERCISE = {"line": int, "kind": str, "rules": str, <the position's fields>, "question"?: str,
                    "level"?: int, "seed"?: int, "answer": str, "expect": str | null,
                    "questions"?: {LANG: str},
                    "answer_text": str, "reasons": [{"rule": str, "text": str}]}

    ``answer`` is the engine's answer in the form of ``expect``, in the engine's notation (``cards``
    names the notation the file writes its cards in: en, fr, nl or de); ``answer_text``, the reasons and,
    when the teacher wrote them per language, ``title`` and ``description`` are in ``lang``;
    ``question`` is the teacher's question (in the set's first language), ``questions`` the
    question in every language when written per language. A file with problems has ``title``
    null and no exercises. ``texts`` gives the text of a file by its name instead of reading it
    (the guide's example lessons).
    """
    from ..messages import problems_in
    from .sets import SetError, load_set, parse_set

    results = []
    for name in _once(files):
        entry: dict[str, Any] = {"file": name, "ok": True, "title": None, "description": None, "preset": None,
                                 "languages": [], "cards": None, "exercises": [], "problems": [], "notes": []}
        try:
            with problems_in(lang):
                lesson = parse_set(texts[name], name, rules) if texts and name in texts else load_set(name, rules)
        except SetError as error:
            entry["ok"] = False
            entry["problems"] = [problem.to_dict() for problem in error.problems]
        else:
            entry.update(title=lesson.title_in(lang), description=lesson.description_in(lang), preset=lesson.rules.name,
                         cards=lesson.notation,
                         languages=list(lesson.languages), notes=[note.to_dict() for note in lesson.notes])
            entry["exercises"] = [
                {"line": item.line, **item.exercise.to_dict(), "expect": item.expect,
                 **({"questions": dict(item.questions)} if item.questions else {}),
                 "answer_text": item.exercise.answer_text(lang),
                 "reasons": [{"rule": reason.rule, "text": reason.message(lang)} for reason in item.exercise.reasons()]}
                for item in lesson.entries
            ]
        results.append(entry)
    total = sum(len(entry["problems"]) for entry in results)
    return {"version": JSON_VERSION, "ok": total == 0, "problems": total, "files": results}


def _once(files: list[str]) -> list[str]:
    """The files, each once: the same file named twice (or through a link) is checked once."""
    seen: set[tuple[int, int] | str] = set()
    kept = []
    for name in files:
        try:
            info = os.stat(name)
            key: tuple[int, int] | str = (info.st_dev, info.st_ino)
        except (OSError, ValueError):
            key = name
        if key not in seen:
            seen.add(key)
            kept.append(name)
    return kept


def check_lines(data: Mapping[str, Any], lang: str, answers: bool = False) -> Iterable[str]:
    """The lines ``check`` prints for ``report``'s document: each problem and note, each file that is
    right, with ``answers`` each exercise's answer (in the file's notation) and its reasons."""
    from ..spelling import spelling
    from .spelled import write_answer

    for entry in data["files"]:
        for problem in entry["problems"]:
            yield shown(f"{problem['file']}:{problem['line']}: {problem['message']}")
        for note in entry["notes"]:
            yield shown(NOTE(lang, place=f"{note['file']}:{note['line']}", message=note["message"]))
        if entry["ok"]:
            yield shown(OK(lang, file=entry["file"], exercises=exercises(len(entry["exercises"]), lang),
                           preset=entry["preset"], languages=", ".join(entry["languages"])))
            if answers:
                for item in entry["exercises"]:
                    answer = write_answer(item["kind"], item["answer"], spelling(entry["cards"]))
                    if lang != "en":  # the lesson's words (made, take, none …) stay as written: say them too
                        answer = IN_WORDS(lang, answer=answer, words=item["answer_text"])
                    yield shown(f"{entry['file']}:{item['line']}: {item['kind']}: {answer}")
                    for reason in item["reasons"]:
                        yield f"    {reason['text']}"
