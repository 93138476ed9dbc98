"""The ``belote-teach`` command: check exercise-set files, print handouts.

::

    belote-teach check FILE…  [--json] [--answers] [--lang LANG] [--rules RULES]
    belote-teach handout FILE [--lang LANG] [--rules RULES] [-o OUT] [--html]

``check`` reads every file, builds every exercise and computes its answer with the engine. Each
problem is one line ``file:line: what is wrong and what is expected``; a file that is right gets
one line ``file: OK, …`` (with ``--answers``, also each exercise's answer and reasons). ``--json``
prints one JSON document instead (see ``report``). ``--rules`` checks under other rules than the
files' own presets: a teacher's ``expect`` that then disagrees is a note, not a problem.

``handout`` writes an A4 handout of one set in one of its languages: a PDF printed by Chromium,
or with ``--html`` (or an ``-o`` ending in ``.html``) the HTML itself. Nothing is written when
the set has a problem.

Exit status: 0 all is well; 1 a file has a problem (or, for ``handout``, the sheet could not be
written); 2 the command line is wrong; 130 and 143 stopped by SIGINT (Ctrl-C) and SIGTERM, with
a one-line note on stderr; 141 standard output closed early (``check … | head -1``: no note, as
for any tool a closed pipe stops). Never a traceback: ``run`` turns the signals into an exception
that every clean-up sees (the handout's temporary file is removed, the target left untouched),
and a second signal stops at once after removing the temporary file.

>>> main(["check", "exercises/sets/scoring-drill.yaml"])
exercises/sets/scoring-drill.yaml: OK, 8 exercises (classic; en, nl, fr, de)
0
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
from pathlib import Path
from typing import Any, TextIO

from . import messages
from .i18n import LANGUAGES
from .rules import Rules

JSON_VERSION = 1


def _rules_option(text: str) -> str:
    try:
        return Rules.coerce(text).name
    except ValueError as error:  # InvalidInput, and any engine refusal of a switch's value
        raise argparse.ArgumentTypeError(str(error)) from None


def _output_option(text: str) -> str:
    """``-o``: a file name; an empty text, ``-`` or a name ending in a slash are wrong command lines."""
    if not text.strip():
        raise argparse.ArgumentTypeError(messages.EMPTY_OUTPUT.removeprefix("argument -o/--output: "))
    if text == "-":
        raise argparse.ArgumentTypeError(messages.STDOUT_OUTPUT.removeprefix("argument -o/--output: "))
    if text.endswith(("/", os.sep)):
        raise argparse.ArgumentTypeError(f"{text}: a folder; expected a file name (e.g. {text.rstrip('/')}/sheet.pdf)")
    return text


def parser() -> argparse.ArgumentParser:
    main_parser = argparse.ArgumentParser(
        prog="belote-teach", description="Check Belote exercise-set files with the rules engine and print handouts.")
    commands = main_parser.add_subparsers(dest="command", required=True, metavar="{check,handout}")
    check = commands.add_parser("check", help="check exercise-set files and compute their answers",
                                description="Check exercise-set files; every problem as file:line: message.")
    check.add_argument("files", nargs="+", metavar="FILE", help="exercise-set files (YAML)")
    check.add_argument("--json", action="store_true", help="print one JSON document (for tools)")
    check.add_argument("--answers", action="store_true", help="also list each exercise's answer and reasons")
    check.add_argument("--lang", choices=LANGUAGES, default="en", help="language of answers and reasons (default en)")
    check.add_argument("--rules", type=_rules_option, help="check under these rules instead of the files' presets")
    handout = commands.add_parser("handout", help="write an A4 handout (PDF or HTML) of one set",
                                  description="Write an A4 handout of an exercise set: the exercises with room to "
                                              "answer, then the answer key with the engine's reasons.")
    handout.add_argument("file", metavar="FILE", help="an exercise-set file (YAML)")
    handout.add_argument("--lang", choices=LANGUAGES, help="the sheet's language: one of the set's (default: its first)")
    handout.add_argument("--rules", type=_rules_option,
                         help="print under these rules instead of the set's preset (the sheet says so)")
    handout.add_argument("-o", "--output", metavar="OUT", type=_output_option,
                         help="output file, a new one or a regular file it replaces (default: FILE's name + "
                              "-LANG.pdf/.html); a link, folder, FIFO or device is refused")
    handout.add_argument("--html", action="store_true", help="write the HTML instead of a PDF")
    return main_parser


def report(files: list[str], lang: str = "en", rules: str | None = None) -> dict[str, Any]:
    """The JSON document of ``check --json``::

        {"version": 1, "ok": bool, "problems": int,
         "files": [{"file": str, "ok": bool, "title": str | null, "description": str | null,
                    "preset": str | null, "languages": [str], "exercises": [EXERCISE],
                    "problems": [PROBLEM], "notes": [PROBLEM]}]}
        PROBLEM  = {"file": str, "line": int, "message": str}
        EXERCISE = {"line": int, "kind": str, "rules": str, <the position's fields>, "question"?: str,
                    "level"?: int, "seed"?: int, "answer": str, "expect": str | null,
                    "questions"?: {LANG: str},
                    "answer_text": str, "reasons": [{"rule": str, "text": str}]}

    ``answer`` is the engine's answer in the form of ``expect``; ``answer_text``, the reasons and,
    when the teacher wrote them per language, ``title`` and ``description`` are in ``lang``;
    ``question`` is the teacher's question (in the set's first language), ``questions`` the
    question in every language when written per language. A file with problems has ``title``
    null and no exercises.
    """
    from .exercises.sets import SetError, load_set

    results = []
    for name in _once(files):
        entry: dict[str, Any] = {"file": name, "ok": True, "title": None, "description": None, "preset": None,
                                 "languages": [], "exercises": [], "problems": [], "notes": []}
        try:
            lesson = load_set(name, rules)
        except SetError as error:
            entry["ok"] = False
            entry["problems"] = [problem.to_dict() for problem in error.problems]
        else:
            entry.update(title=lesson.title_in(lang), description=lesson.description_in(lang), preset=lesson.rules.name,
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


def _check(args: argparse.Namespace, out: TextIO) -> int:
    data = report(args.files, args.lang, args.rules)
    if args.json:
        json.dump(data, out, ensure_ascii=False, indent=2)
        out.write("\n")
        return 0 if data["ok"] else 1
    for entry in data["files"]:
        for problem in entry["problems"]:
            print(f"{problem['file']}:{problem['line']}: {problem['message']}", file=out)
        for note in entry["notes"]:
            print(f"{note['file']}:{note['line']}: note: {note['message']}", file=out)
        if entry["ok"]:
            count = len(entry["exercises"])
            print(f"{entry['file']}: OK, {count} exercise{'s' * (count != 1)} "
                  f"({entry['preset']}; {', '.join(entry['languages'])})", file=out)
            if args.answers:
                for item in entry["exercises"]:
                    print(f"{entry['file']}:{item['line']}: {item['kind']}: {item['answer']}", file=out)
                    for reason in item["reasons"]:
                        print(f"    {reason['text']}", file=out)
    return 0 if data["ok"] else 1


def _handout(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .exercises.sets import SetError
    from .publish.handout import make_handout
    from .publish.printing import PrintError

    source = Path(args.file)
    html = args.html or (args.output or "").lower().endswith((".html", ".htm"))
    try:
        if args.output:
            target = Path(args.output)
        else:
            from .publish.handout import read_lesson

            _, lang = read_lesson(source, args.lang, args.rules)
            target = Path(f"{source.stem}-{lang}{'.html' if html else '.pdf'}")
        made = make_handout(source, target, lang=args.lang, rules=args.rules, html=html)
    except SetError as error:
        for problem in error.problems:
            print(problem, file=err)
        print(f"{source}: no handout written", file=err)
        return 1
    except PrintError as error:
        if _STOPPING:  # Chromium stopped by the same Ctrl-C: the note says so
            stopped = Stopped(_STOPPING[0])
            stopped.what = messages.NOT_WRITTEN
            raise stopped from None
        print(f"belote-teach handout: {error}", file=err)
        return 1
    except Stopped as stop:
        stop.what = messages.NOT_WRITTEN
        raise
    for note in made.notes:
        print(f"{note.file}:{note.line}: note: {note.message}", file=err)
    pages = f"{made.pages} page{'s' * (made.pages != 1)}, " if made.pages is not None else ""
    size = made.path.stat().st_size
    print(f"wrote {made.path} ({made.exercises} exercises, {made.lang}, {made.rules}; {pages}{size // 1024} KiB)",
          file=out)
    return 0


def main(argv: list[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run the command; returns the exit status (``sys.exit(main())`` in the console script)."""
    out, err = out or sys.stdout, err or sys.stderr
    args = parser().parse_args(argv)
    if args.command == "check":
        return _check(args, out)
    return _handout(args, out, err)


class Stopped(BaseException):
    """SIGINT or SIGTERM arrived: raised where the command is, so that every clean-up runs."""

    def __init__(self, number: int) -> None:
        super().__init__(number)
        self.number = number
        self.what = ""
        """Added to the note by the command that was stopped (``handout``: no handout written)."""


def _note(number: int, what: str = "") -> str:
    return messages.STOPPED.format(prog="belote-teach", signal=signal.Signals(number).name, what=what)


def _on_signal(number: int, frame: object) -> None:
    """The first signal raises ``Stopped`` where the command is, or, while a sheet is being
    written (Chromium printing), once it is whole and before it replaces the target: Chromium
    finishes and closes cleanly. A second signal (a print or clean-up that hangs) stops at once,
    removing the temporary files being written."""
    printing = sys.modules.get("belote_teach.publish.printing")
    pending: set[Path] = getattr(printing, "PENDING", set())
    if _STOPPING:
        for path in list(pending):
            path.unlink(missing_ok=True)
        _write_note(_note(_STOPPING[0], messages.NOT_WRITTEN if pending else ""))
        os._exit(128 + _STOPPING[0])
    _STOPPING.append(number)
    if pending:
        return
    raise Stopped(number)


def _stop_if_signalled() -> None:
    """``printing.before_rename``: a signal that arrived while the sheet was written stops here."""
    if _STOPPING:
        raise Stopped(_STOPPING[0])


_STOPPING: list[int] = []


def _write_note(text: str) -> None:
    try:
        if sys.stderr is not None:
            sys.stderr.write(text + "\n")
            sys.stderr.flush()
    except (OSError, ValueError):
        pass


def _quiet_stdout() -> None:
    """After a closed pipe: standard output goes nowhere, so that the flush at exit fails no more."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


def run(argv: list[str] | None = None) -> None:
    """The console script: ``main`` with the signals, pipes and output errors of a real terminal."""
    for stream in (sys.stdout, sys.stderr):  # a file name that is not UTF-8, a terminal that is not
        if stream is not None and hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")
    from .publish import printing

    printing.before_rename = _stop_if_signalled
    for number in (signal.SIGINT, signal.SIGTERM):
        if signal.getsignal(number) != signal.SIG_IGN:  # a signal the caller ignores stays ignored (nohup, &)
            signal.signal(number, _on_signal)
    try:
        status = main(argv)
        if sys.stdout is not None:
            sys.stdout.flush()
    except Stopped as stop:
        _write_note(_note(stop.number, stop.what))
        status = 128 + stop.number
    except BrokenPipeError:
        _quiet_stdout()
        status = 128 + signal.SIGPIPE
    except OSError as error:  # standard output on a full disk, and the like
        _quiet_stdout()
        _write_note(f"belote-teach: cannot write the output: {error.strerror or error}")
        status = 1
    if _STOPPING and status != 128 + _STOPPING[0]:  # a signal that arrived as another error surfaced
        _write_note(_note(_STOPPING[0]))
        status = 128 + _STOPPING[0]
    if _STOPPING:  # Playwright's futures that Chromium's end left unread are not news after the note
        import logging

        logging.getLogger("asyncio").disabled = True
    sys.exit(status)


if __name__ == "__main__":
    run()
