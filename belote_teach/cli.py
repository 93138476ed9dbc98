"""The ``belote-teach`` command: check lessons, print handouts and class sets, make lessons, print the quick reference.

::

    belote-teach check FILE…  [--json] [--answers] [--lang LANG] [--rules RULES]
    belote-teach handout FILE [--lang LANG] [--rules RULES] [-o OUT] [--html] [--copy student|key|both] [--compact]
                              [--variants N [--seed S]]
    belote-teach generate --kinds K1,K2 [--level N] [--count N] [--rules RULES] [--lang L1,L2] [--seed S] -o FILE
    belote-teach reference [--rules RULES] [--lang LANG] [-o OUT] [--html]
    belote-teach --version

``check`` reads every file, builds every exercise and computes its answer with the engine. Each
problem is one line ``file:line: what is wrong and what is expected``, in the order of the file;
a file that is right gets one line ``file: OK, …`` (with ``--answers``, also each exercise's
answer, in the file's notation, and reasons). ``--json`` prints one JSON document instead (see
``report``). ``--rules`` checks under other rules than the files' own presets: a teacher's
``expect`` that then disagrees is a note, not a problem.

``handout`` writes an A4 handout of one set in one of its languages: a PDF printed by Chromium,
or with ``--html`` (or an ``-o`` ending in ``.html``) the HTML itself; ``--copy student`` leaves
out every answer, ``--copy key`` is the answers alone. ``--variants N`` writes N numbered student
sheets (``NAME-1.pdf`` …), each generated exercise drawn anew, and their one key
(``NAME-key.pdf``). ``generate`` writes a lesson file of exercises drawn by the engine, positions
written out and answers computed (``exercises.lesson_writer``); ``reference`` prints the one-page
quick reference of any rules (``render.quick_reference``). Nothing is written when the set has a
problem, and every output is written whole or not at all.

The command's own lines (``OK, 8 exercises``, notes, ``wrote …``, its usage errors, its help and
argparse's own words) are in the language of ``check --lang``, else of the environment's locale
(``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` as gettext reads them: ``fr_FR.UTF-8`` is
French; any language other than en, nl, fr or de is English). The problems of a file
(``file:line: …``) are in that language too (``belote_teach.messages``, and the engine's refusals a
lesson meets most: an unknown card, a bad preset …; README's teachers' section lists what stays
English). Control characters in a file name are shown escaped (``\\x1b``).

Exit status: 0 all is well; 1 a file has a problem (or an output could not be written); 2 the
command line is wrong; 130 and 143 stopped by SIGINT (Ctrl-C) and SIGTERM, with a one-line note
on stderr; 141 standard output closed early (``check … | head -1``: no note, as for any tool a
closed pipe stops). Never a traceback: ``run`` turns the signals into an exception that every
clean-up sees (the temporary files are removed, the targets left untouched), and a second signal
stops at once after removing the temporary files.

>>> main(["check", "--lang", "en", "exercises/sets/scoring-drill.yaml"])
exercises/sets/scoring-drill.yaml: OK, 8 exercises (classic; en, nl, fr, de)
0
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, TextIO

from .i18n import LANGUAGES, Msg
from .messages import shown
from .rules import Rules

MAX_ECHO = 60
"""Characters of a wrong command-line value shown back in its error (the rest is counted)."""
MAX_RULES = 200
"""Characters of a ``--rules`` text: a preset and a few switches take far fewer."""

_C = "command"
PAGES = Msg(_C, "{count} page", plural="{count} pages")
NO_HANDOUT = Msg(_C, "{file}: no handout written")
WROTE = Msg(_C, "wrote {path} ({exercises}, {language}, {rules}; {pages}{size} KiB)",
            "belote-teach handout: pages is '12 pages, ' or empty")
NO_FILE = Msg(_C, "{file}: nothing written", "generate and reference: the output was not written")
WROTE_SET = Msg(_C, "wrote {first} … {last} and the key {key} ({sheets} sheet of {exercises}, {language}, {rules}; "
                    "{pages}{size} KiB)", "belote-teach handout --variants: pages is '42 pages, ' or empty",
                plural="wrote {first} … {last} and the key {key} ({sheets} sheets of {exercises}, {language}, {rules}; "
                       "{pages}{size} KiB)")
WROTE_LESSON = Msg(_C, "wrote {path} ({exercises}, {rules}; {languages}): check it with belote-teach check {path}",
                   "belote-teach generate")
WROTE_REFERENCE = Msg(_C, "wrote {path} (quick reference, {language}, {rules}; {pages}{size} KiB)",
                      "belote-teach reference: pages is '1 page, ' or empty")
STOPPED = Msg(_C, "{prog}: stopped by {signal}", "a signal name: SIGINT, SIGTERM")
STOPPED_UNWRITTEN = Msg(_C, "{prog}: stopped by {signal}: no handout written", "a signal name: SIGINT, SIGTERM")
STOPPED_NOTHING = Msg(_C, "{prog}: stopped by {signal}: nothing written", "a signal name: SIGINT, SIGTERM")
CANNOT_WRITE = Msg(_C, "{prog}: cannot write the output: {reason}", "the reason is the system's, in English")
EMPTY_NAME = Msg(_C, "expected a file name, not an empty text", "a usage error")
STDOUT_OUTPUT = Msg(_C, "the output is written to a file, not to standard output ('-')", "a usage error")
OUTPUT_FOLDER = Msg(_C, "{text}: a folder; expected a file name (e.g. {example})", "a usage error")
RULES_TOO_LONG = Msg(_C, "a rules text of {length} characters: at most {limit} (a preset and its switches, such as "
                         "coinche+min_bid=90)", "a usage error")
BAD_LANGUAGE = Msg(_C, "invalid choice: {text} (choose from {choices})", "a usage error, as argparse words it")
BAD_KIND = Msg(_C, "unknown kind {text}: expected kinds separated by commas, among {kinds}, or all", "a usage error")
BAD_NUMBER = Msg(_C, "{text}: expected a whole number from {low} to {high}", "a usage error")
VARIANTS_COPY = Msg(_C, "--variants writes student sheets and one key for them all: leave out --copy {copy}",
                    "a usage error")
SEED_ALONE = Msg(_C, "--seed draws the sheets of --variants: add --variants N, or leave out --seed", "a usage error")
VERSION = Msg(_C, "show the program's version and exit", "help of --version")
COPIES_HELP = {
    "both": Msg(_C, "both: the exercises, then the answer key on its own pages (the default)", "help of --copy"),
    "student": Msg(_C, "student: the exercises with room to answer, and no answer anywhere", "help of --copy"),
    "key": Msg(_C, "key: each question with the engine's answer and reasons", "help of --copy"),
}

_H = "command help"
HELP = {
    "prog": Msg(_H, "Check Belote lessons with the rules engine, print handouts and class sets, make lessons, and print "
                    "the quick reference of any rules."),
    "check": Msg(_H, "check lesson files and compute their answers"),
    "check-description": Msg(_H, "Check lesson files (exercise sets in YAML); every problem as file:line: message."),
    "files": Msg(_H, "lesson files (YAML)"),
    "json": Msg(_H, "print one JSON document (for tools)"),
    "answers": Msg(_H, "also list each exercise's answer and reasons"),
    "check-lang": Msg(_H, "language of the answers, the reasons and the command's own lines (default: the locale's)"),
    "check-rules": Msg(_H, "check under these rules instead of the files' presets"),
    "handout": Msg(_H, "write an A4 handout (PDF or HTML) of one lesson, or a class set of numbered sheets"),
    "handout-description": Msg(_H, "Write an A4 handout of a lesson: the exercises with room to answer, the answer key "
                                   "with the engine's reasons, or both; or, with --variants, numbered sheets drawn "
                                   "anew and one key for them all."),
    "file": Msg(_H, "a lesson file (YAML)"),
    "sheet-lang": Msg(_H, "the sheet's language: one of the lesson's (default: its first)"),
    "sheet-rules": Msg(_H, "print under these rules instead of the lesson's preset (the sheet says so)"),
    "output": Msg(_H, "output file, a new one or a regular file it replaces (default: FILE's name + -LANG.pdf/.html); "
                      "a link, folder, FIFO or device is refused"),
    "html": Msg(_H, "write the HTML instead of a PDF"),
    "copy": Msg(_H, "what the sheet holds: {choices}"),
    "compact": Msg(_H, "set the exercises in two columns (fewer pages)"),
    "variants": Msg(_H, "write N numbered student sheets, OUT's name + -1 … -N, each generated exercise drawn anew, and "
                        "one key for them all (OUT's name + -key)"),
    "seed": Msg(_H, "the seed the sheets are drawn from (the same seed, the same sheets; default 1)"),
    "generate": Msg(_H, "write a lesson file of exercises drawn by the engine"),
    "generate-description": Msg(_H, "Write a lesson file of exercises drawn from random deals by the engine: each "
                                    "position written out and its answer computed, ready to edit, print or check."),
    "kinds": Msg(_H, "the kinds of exercise, separated by commas ({kinds}), or all"),
    "level": Msg(_H, "the level, 1 (first steps) to 3 (the fine points); default 1"),
    "count": Msg(_H, "how many exercises (default 10), split evenly among the kinds"),
    "generate-rules": Msg(_H, "the rules: a preset, optionally with switches (default classic)"),
    "generate-lang": Msg(_H, "the lesson's languages, separated by commas; the first also writes its cards "
                             "(default: the locale's)"),
    "generate-seed": Msg(_H, "the seed the exercises are drawn from (the same seed, the same lesson; default 1)"),
    "lesson-output": Msg(_H, "the lesson file to write (.yaml)"),
    "reference": Msg(_H, "print the one-page quick reference of any rules (PDF or HTML)"),
    "reference-description": Msg(_H, "Print the one-page quick reference of a preset and its house rules, in one "
                                     "language, as the guide prints it."),
    "reference-rules": Msg(_H, "the rules: a preset, optionally +switch=value… (default classic)"),
    "reference-lang": Msg(_H, "the reference's language (default: the locale's)"),
    "reference-output": Msg(_H, "output file (default: quick-reference-LANG.pdf/.html); a link, folder, FIFO or device "
                                "is refused"),
}
"""The command's help, in its language (``belote-teach -h``, ``belote-teach handout -h`` …)."""

_LANG: list[str] = ["en"]
"""The language of the command's own lines, once known (``run`` and ``main`` set it)."""


def environment_language(environ: Mapping[str, str] | None = None) -> str:
    """The language of the locale, as gettext finds it: ``LANGUAGE`` (a list: its first of en, nl,
    fr, de) unless the locale is C, then ``LC_ALL``, ``LC_MESSAGES``, ``LANG``; English otherwise.

    >>> environment_language({"LANG": "fr_FR.UTF-8"}), environment_language({"LC_ALL": "de_AT", "LANG": "nl_BE"})
    ('fr', 'de')
    >>> environment_language({"LANGUAGE": "es:nl", "LANG": "es_ES.UTF-8"}), environment_language({"LANG": "C.UTF-8"})
    ('nl', 'en')
    """
    environ = os.environ if environ is None else environ
    locale = next((environ[name] for name in ("LC_ALL", "LC_MESSAGES", "LANG") if environ.get(name)), "")
    if locale.split(".")[0] in ("C", "POSIX"):  # GNU gettext ignores LANGUAGE in the C locale
        return "en"
    for name in [*environ.get("LANGUAGE", "").split(":"), locale]:
        lang = name.split("_")[0].split(".")[0].split("@")[0].lower()
        if lang in LANGUAGES:
            return lang
    return "en"


def _argv_language(argv: list[str]) -> str | None:
    """The ``--lang`` of a ``check`` command line, when it names one of the languages (``handout``'s
    is the sheet's language: its own lines stay in the locale's)."""
    if argv[:1] != ["check"]:
        return None
    for index, word in enumerate(argv):
        value = argv[index + 1] if word == "--lang" and index + 1 < len(argv) else word.removeprefix("--lang=")
        if (word == "--lang" or word.startswith("--lang=")) and value in LANGUAGES:
            return value
    return None


_JSON_UNSAFE = re.compile("[\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def clipped(text: str) -> str:
    """A value for an error message: quoted, escaped, and cut after ``MAX_ECHO`` characters.

    >>> clipped("x" * 1000)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (1000 characters)"
    """
    if len(text) <= MAX_ECHO:
        return shown(repr(text))
    return f"{shown(repr(text[:MAX_ECHO]))[:-1]}…{repr(text)[-1]} ({len(text)} characters)"


def _rules_option(text: str) -> str:
    if len(text) > MAX_RULES:
        raise argparse.ArgumentTypeError(RULES_TOO_LONG(_LANG[0], length=len(text), limit=MAX_RULES))
    from .i18n import speaking

    try:
        with speaking(_LANG[0]):  # the engine's refusal in the command's language
            return Rules.coerce(text).name
    except ValueError as error:  # InvalidInput, and any engine refusal of a switch's value
        raise argparse.ArgumentTypeError(shown(str(error).replace(repr(text), clipped(text)))) from None


def _lang_option(text: str) -> str:
    if text not in LANGUAGES:
        raise argparse.ArgumentTypeError(BAD_LANGUAGE(_LANG[0], text=clipped(text), choices=", ".join(LANGUAGES)))
    return text


def _file_option(text: str) -> str:
    """A file to read: an empty text is a wrong command line, not a file."""
    if not text:
        raise argparse.ArgumentTypeError(EMPTY_NAME(_LANG[0]))
    return text


def _output_option(text: str) -> str:
    """``-o``: a file name; an empty text, ``-`` or a name ending in a slash are wrong command lines."""
    if not text.strip():
        raise argparse.ArgumentTypeError(EMPTY_NAME(_LANG[0]))
    if text == "-":
        raise argparse.ArgumentTypeError(STDOUT_OUTPUT(_LANG[0]))
    if text.endswith(("/", os.sep)):
        folder = shown(text if len(text) <= MAX_ECHO else text[:MAX_ECHO] + "…")
        raise argparse.ArgumentTypeError(OUTPUT_FOLDER(_LANG[0], text=folder, example=f"{folder.rstrip('/')}/sheet.pdf"))
    return text


def parser() -> argparse.ArgumentParser:
    """The command line, its help in the command's language (``_LANG``; argparse's own words too,
    under ``cli_words.argparse_in``)."""
    from .exercises import KINDS
    from .publish.handout import MAX_SHEETS
    from .render.handout_html import COPIES

    lang = _LANG[0]

    def say(name: str, **fields: object) -> str:
        return HELP[name](lang, **fields).replace("%", "%%")  # argparse formats help with %

    languages = "{" + ",".join(LANGUAGES) + "}"
    main_parser = argparse.ArgumentParser(prog="belote-teach", description=say("prog"))
    main_parser.add_argument("--version", action="version", version=f"belote-teach {version()}",
                             help=VERSION(lang).replace("%", "%%"))
    commands = main_parser.add_subparsers(dest="command", required=True, metavar="{check,handout,generate,reference}")
    _SUBPARSERS.clear()
    check = commands.add_parser("check", help=say("check"), description=say("check-description"))
    check.add_argument("files", nargs="+", metavar="FILE", type=_file_option, help=say("files"))
    check.add_argument("--json", action="store_true", help=say("json"))
    check.add_argument("--answers", action="store_true", help=say("answers"))
    check.add_argument("--lang", type=_lang_option, metavar=languages, help=say("check-lang"))
    check.add_argument("--rules", type=_rules_option, help=say("check-rules"))
    handout = commands.add_parser("handout", help=say("handout"), description=say("handout-description"))
    handout.add_argument("file", metavar="FILE", type=_file_option, help=say("file"))
    handout.add_argument("--lang", type=_lang_option, metavar=languages, help=say("sheet-lang"))
    handout.add_argument("--rules", type=_rules_option, help=say("sheet-rules"))
    handout.add_argument("-o", "--output", metavar="OUT", type=_output_option, help=say("output"))
    handout.add_argument("--html", action="store_true", help=say("html"))
    handout.add_argument("--copy", choices=COPIES, help=say("copy", choices="; ".join(
        COPIES_HELP[copy](lang) for copy in COPIES)))
    handout.add_argument("--compact", action="store_true", help=say("compact"))
    handout.add_argument("--variants", metavar="N", type=_number_option(1, MAX_SHEETS), help=say("variants"))
    handout.add_argument("--seed", metavar="S", type=_number_option(0, MAX_SEED), help=say("seed"))
    generate = commands.add_parser("generate", help=say("generate"), description=say("generate-description"))
    generate.add_argument("--kinds", required=True, type=_kinds_option, help=say("kinds", kinds=", ".join(KINDS)))
    generate.add_argument("--level", metavar="N", type=_number_option(1, 3), default=1, help=say("level"))
    generate.add_argument("--count", metavar="N", type=_number_option(1, MAX_COUNT), default=10, help=say("count"))
    generate.add_argument("--rules", type=_rules_option, default="classic", help=say("generate-rules"))
    generate.add_argument("--lang", type=_languages_option, metavar="L[,L…]", help=say("generate-lang"))
    generate.add_argument("--seed", metavar="S", type=_number_option(0, MAX_SEED), default=1, help=say("generate-seed"))
    generate.add_argument("-o", "--output", metavar="FILE", required=True, type=_output_option, help=say("lesson-output"))
    reference = commands.add_parser("reference", help=say("reference"), description=say("reference-description"))
    reference.add_argument("--rules", type=_rules_option, default="classic", help=say("reference-rules"))
    reference.add_argument("--lang", type=_lang_option, metavar=languages, help=say("reference-lang"))
    reference.add_argument("-o", "--output", metavar="OUT", type=_output_option, help=say("reference-output"))
    reference.add_argument("--html", action="store_true", help=say("html"))
    _SUBPARSERS.update(check=check, handout=handout, generate=generate, reference=reference)
    return main_parser


_SUBPARSERS: dict[str, argparse.ArgumentParser] = {}
"""Each command's parser, once ``parser`` has built them: a usage error that needs two options
(``--variants`` with ``--copy key``) is reported by its command's parser."""


MAX_COUNT = 200
MAX_SEED = 999_999_999


def version() -> str:
    """The installed package's version."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed

    try:
        return installed("belote-teach")
    except PackageNotFoundError:  # pragma: no cover - run from a source tree that is not installed
        return "unknown"


def _number_option(low: int, high: int) -> Any:
    """A whole number from ``low`` to ``high`` (digits 0-9 only)."""

    def read(text: str) -> int:
        from .digits import whole

        number = whole(text)
        if number is None or not low <= number <= high:
            raise argparse.ArgumentTypeError(BAD_NUMBER(_LANG[0], text=clipped(text), low=low, high=high))
        return number

    return read


def _kinds_option(text: str) -> list[str]:
    from .exercises import KINDS

    if text.strip() == "all":
        return list(KINDS)
    kinds = [kind.strip() for kind in text.split(",") if kind.strip()]
    unknown = [kind for kind in kinds if kind not in KINDS] or ([] if kinds else [text])
    if unknown:
        raise argparse.ArgumentTypeError(BAD_KIND(_LANG[0], text=clipped(unknown[0]), kinds=", ".join(KINDS)))
    return list(dict.fromkeys(kinds))


def _languages_option(text: str) -> list[str]:
    languages = [_lang_option(lang.strip()) for lang in text.split(",") if lang.strip()]
    if not languages:
        raise argparse.ArgumentTypeError(BAD_LANGUAGE(_LANG[0], text=clipped(text), choices=", ".join(LANGUAGES)))
    return list(dict.fromkeys(languages))


def report(files: list[str], lang: str = "en", rules: str | None = None) -> dict[str, Any]:
    """The JSON document of ``check --json`` (``exercises.check_report.report``)."""
    from .exercises.check_report import report as checked

    return checked(files, lang, rules)


def _exercises(count: int, lang: str) -> str:
    from .exercises.check_report import exercises

    return exercises(count, lang)


def _check(args: argparse.Namespace, out: TextIO) -> int:
    lang = _LANG[0]
    data = report(args.files, lang, args.rules)
    if args.json:  # JSON escapes C0 controls itself; C1 controls (CSI) and direction marks too, here
        text = json.dumps(data, ensure_ascii=False, indent=2)
        out.write(_JSON_UNSAFE.sub(lambda match: f"\\u{ord(match.group()):04x}", text) + "\n")
        return 0 if data["ok"] else 1
    from .exercises.check_report import check_lines

    for line in check_lines(data, lang, args.answers):
        print(line, file=out)
    return 0 if data["ok"] else 1


def _unwritten(command: str) -> Msg | None:
    """The note of a command stopped before it wrote its files (``None``: ``check`` writes none)."""
    return {"handout": STOPPED_UNWRITTEN, "generate": STOPPED_NOTHING, "reference": STOPPED_NOTHING}.get(command)


def _writing(command: str, args: argparse.Namespace, err: TextIO, work: Callable[[], int]) -> int:
    """Run a command that writes files: a lesson's problems, an output that cannot be written and
    the signals end it with their note, and nothing half-written."""
    unwritten = _unwritten(command)
    try:
        from .errors import InvalidInput
        from .exercises.sets import SetError
        from .messages import problems_in
        from .publish import printing
    except Stopped as stop:  # a signal at start-up
        stop.unwritten = unwritten
        raise
    printing.before_rename = _stop_if_signalled
    lang = _LANG[0]
    try:
        with problems_in(lang):  # a lesson's problems in the command's language
            return work()
    except SetError as error:
        for problem in error.problems:
            print(shown(str(problem)), file=err)
        print(shown(NO_HANDOUT(lang, file=args.file) if command == "handout" else NO_FILE(lang, file=args.output)),
              file=err)
        return 1
    except printing.PrintError as error:
        if _STOPPING:  # Chromium stopped by the same Ctrl-C: the note says so
            stopped = Stopped(_STOPPING[0])
            stopped.unwritten = unwritten
            raise stopped from None
        print(shown(f"belote-teach {command}: {error}"), file=err)
        return 1
    except InvalidInput as error:  # no exercise of a kind under the rules asked for
        print(shown(f"belote-teach {command}: {error}"), file=err)
        print(shown(NO_FILE(lang, file=args.output)), file=err)
        return 1
    except Stopped as stop:
        stop.unwritten = unwritten
        raise


def _pages(count: int | None, lang: str) -> str:
    """``12 pages, `` for a PDF, nothing for HTML."""
    return "" if count is None else PAGES(lang, count=count) + ", "


def _html_output(args: argparse.Namespace) -> bool:
    return bool(args.html) or (args.output or "").lower().endswith((".html", ".htm"))


def _handout(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    def work() -> int:
        from .publish.handout import make_class_set, make_handout, read_lesson

        lang = _LANG[0]
        source = Path(args.file)
        html = _html_output(args)
        if args.output:
            target = Path(args.output)
        else:
            _, sheet = read_lesson(source, args.lang, args.rules)
            target = Path(f"{source.stem}-{sheet}{'.html' if html else '.pdf'}")
        if args.variants:
            made_set = make_class_set(source, target, count=args.variants, seed=1 if args.seed is None else args.seed,
                                      lang=args.lang, rules=args.rules, html=html, compact=args.compact)
            _notes(made_set.notes, err)
            size = sum(path.stat().st_size for path in (*made_set.sheets, made_set.key))
            print(shown(WROTE_SET(lang, first=str(made_set.sheets[0]), last=str(made_set.sheets[-1]),
                                  key=str(made_set.key), sheets=len(made_set.sheets), count=len(made_set.sheets),
                                  exercises=_exercises(made_set.exercises, lang), language=made_set.lang,
                                  rules=made_set.rules, pages=_pages(made_set.pages, lang), size=size // 1024)),
                  file=out)
            return 0
        made = make_handout(source, target, lang=args.lang, rules=args.rules, html=html, copy=args.copy or "both",
                            compact=args.compact)
        _notes(made.notes, err)
        print(shown(WROTE(lang, path=str(made.path), exercises=_exercises(made.exercises, lang), language=made.lang,
                          rules=made.rules, pages=_pages(made.pages, lang), size=made.path.stat().st_size // 1024)),
              file=out)
        return 0

    return _writing("handout", args, err, work)


def _notes(notes: Sequence[Any], err: TextIO) -> None:
    from .exercises.check_report import NOTE

    for note in notes:
        print(shown(NOTE(_LANG[0], place=f"{note.file}:{note.line}", message=note.message)), file=err)


def _generate(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    def work() -> int:
        from .exercises import KINDS, REGISTRY
        from .exercises.lesson_writer import generated_lesson
        from .publish.printing import write_texts
        from .rules import Rules

        lang = _LANG[0]
        languages = args.lang or [lang]
        kinds = args.kinds
        if kinds == list(KINDS):  # --kinds all: every kind the rules have (how-high only with the coinche auction)
            kinds = [kind for kind in kinds if not REGISTRY[kind].refuse(Rules.coerce(args.rules))]
        text = generated_lesson(kinds, level=args.level, count=args.count, rules=args.rules, languages=languages,
                                seed=args.seed)
        target = Path(args.output)
        write_texts([(target, text)])
        print(shown(WROTE_LESSON(lang, path=str(target), exercises=_exercises(args.count, lang), rules=args.rules,
                                 languages=", ".join(languages))), file=out)
        return 0

    return _writing("generate", args, err, work)


def _reference(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    def work() -> int:
        from .publish.reference import make_reference

        lang = _LANG[0]
        sheet = args.lang or lang
        html = _html_output(args)
        target = Path(args.output or f"quick-reference-{sheet}{'.html' if html else '.pdf'}")
        pages = make_reference(args.rules, sheet, target, html=html)
        print(shown(WROTE_REFERENCE(lang, path=str(target), language=sheet, rules=args.rules,
                                    pages=_pages(pages, lang), size=target.stat().st_size // 1024)), file=out)
        return 0

    return _writing("reference", args, err, work)


def main(argv: list[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Run the command; returns the exit status (``sys.exit(main())`` in the console script)."""
    out, err = out or sys.stdout, err or sys.stderr
    argv = sys.argv[1:] if argv is None else list(argv)
    _LANG[0] = _argv_language(argv) or environment_language()
    _UNWRITTEN[0] = _unwritten(argv[0] if argv else "")  # a signal from here on: the note of the command
    from .cli_words import argparse_in

    with argparse_in(_LANG[0]):
        args = parser().parse_args(argv)
        if args.command == "handout" and args.variants and args.copy not in (None, "student"):
            _SUBPARSERS["handout"].error(VARIANTS_COPY(_LANG[0], copy=args.copy))
        if args.command == "handout" and args.seed is not None and not args.variants:
            _SUBPARSERS["handout"].error(SEED_ALONE(_LANG[0]))
    if args.command == "check":
        _LANG[0] = args.lang = args.lang or _LANG[0]
        return _check(args, out)
    return {"handout": _handout, "generate": _generate, "reference": _reference}[args.command](args, out, err)


class Stopped(BaseException):
    """SIGINT or SIGTERM arrived: raised where the command is, so that every clean-up runs."""

    def __init__(self, number: int) -> None:
        super().__init__(number)
        self.number = number
        self.unwritten: Msg | None = None
        """Set by the command that was stopped when the note should say what it did not write
        (``handout``: no handout written; ``generate``, ``reference``: nothing written)."""


_UNWRITTEN: list[Msg | None] = [None]
"""The note of the command that runs, when it is stopped before its files are written (``main`` sets it)."""


def _note(number: int, unwritten: Msg | None = None) -> str:
    return (unwritten or STOPPED)(_LANG[0], prog="belote-teach", signal=signal.Signals(number).name)


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
        _write_note(_note(_STOPPING[0], _UNWRITTEN[0] if pending else None))
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
    """The console script: ``main`` with the signals, pipes and output errors of a real terminal.

    The signal handlers come first, before the command imports what it needs (the exercises, the
    pictures, the printing): a Ctrl-C at start-up is the same one-line note as later."""
    for number in (signal.SIGINT, signal.SIGTERM):
        if signal.getsignal(number) != signal.SIG_IGN:  # a signal the caller ignores stays ignored (nohup, &)
            signal.signal(number, _on_signal)
    _LANG[0] = _argv_language(sys.argv[1:] if argv is None else argv) or environment_language()
    try:
        for stream in (sys.stdout, sys.stderr):  # a file name that is not UTF-8, a terminal that is not
            if stream is not None and hasattr(stream, "reconfigure"):
                stream.reconfigure(errors="backslashreplace")
        status = main(argv)
        if sys.stdout is not None:
            sys.stdout.flush()
    except Stopped as stop:
        _write_note(_note(stop.number, stop.unwritten or _UNWRITTEN[0]))
        status = 128 + stop.number
    except BrokenPipeError:
        _quiet_stdout()
        status = 128 + signal.SIGPIPE
    except OSError as error:  # standard output on a full disk, and the like
        _quiet_stdout()
        _write_note(CANNOT_WRITE(_LANG[0], prog="belote-teach", reason=error.strerror or error))
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
