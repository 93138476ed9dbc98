"""Exercise-set files: exercises written by hand in YAML, checked by the engine line by line.

A set (the format is documented in ``exercises/README.md``)::

    title: Trumping drill
    preset: classic                # a rules preset, optionally +switch=value (default: each kind's own,
                                   # classic but for how-high's coinche)
    languages: [en, fr]            # optional: the default is all four
    exercises:
      - kind: which-cards
        trump: H
        trick: E:AS N:9H
        hand: 7H JH 8C
        expect: JH                 # optional: the teacher's answer, checked against the engine
      - kind: trick-winner
        level: 2                   # a generated exercise: a level and a seed, no position
        seed: 7

Reading uses PyYAML's pure-Python loader (``yaml.compose``, imported here and in ``lesson_yaml``
only) to keep the line of every value: each problem is reported as ``file:line: what is wrong and
what is expected``, all of them at once, in a ``SetError`` (an ``InvalidInput``). Before composing,
``lesson_yaml`` refuses what a lesson never needs (anchors and aliases, tags, nested brackets,
control characters) and bounds its size, depth and number of entries; numbers are written with
the digits 0-9 (``belote_teach.digits``).

>>> exercise_set = parse_set('''
... title: Drill
... exercises:
...   - kind: trick-points
...     trump: H
...     trick: E:7S N:10S W:9H S:AS
...     expect: 35
... ''', "drill.yaml")
>>> exercise_set.title, [entry.exercise.answer for entry in exercise_set.entries]
('Drill', [35])
>>> parse_set("title: Drill\\nexercises:\\n  - kind: trick-points\\n    trump: H\\n    trick: E:7S N:10S W:9H S:AS\\n"
...           "    expect: 25\\n", "drill.yaml")
Traceback (most recent call last):
...
belote_teach.exercises.sets.SetError: drill.yaml:6: expected 25 but the engine's answer is 35: Card values with hearts as trumps: seven of spades 0 + ten of spades 10 + nine of hearts (trump) 14 + ace of spades 11 = 35.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import messages
from ..cards import Card, distinct_mask, parse_cards
from ..digits import MAX_DIGITS, digit_count, foreign_digits, whole
from ..errors import InvalidInput
from ..explain import explain_play
from ..i18n import LANGUAGES
from ..messages import card_word, say, seat_word
from ..position import Play, read_trick
from ..rules import Rules
from ..seats import SIDES, Seat, parse_seat
from ..spelling import NOTATIONS, Spelling, spelling
from .base import LEVELS, REGISTRY, Exercise, Kind
from .generate import generate
from .lesson_yaml import MAX_BYTES, MAX_EXERCISES, first_refusal, pitfall
from .spelled import respell, write_answer

MAX_OF_KIND = {"best-card": 12}
"""Exercises of a costly kind in one file (or one quiz): a best-card puzzle is solved double dummy,
up to a few seconds for a level-3 or a whole written deal (a generated one searches up to 10,000
deals), so that ``check`` of any lesson ends within about half a minute."""

if TYPE_CHECKING:
    from yaml import Node

TOP_KEYS = ("title", "description", "preset", "languages", "cards", "marks", "exercises")
COMMON_KEYS = ("kind", "preset", "question", "expect", "marks", "level", "seed")
MAX_MARKS = 100
"""What one exercise may be worth on a sheet (``marks``)."""
@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong in a file, where it is."""

    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"

    def to_dict(self) -> dict[str, Any]:
        return {"file": self.file, "line": self.line, "message": self.message}


class SetError(InvalidInput):
    """Everything wrong in an exercise-set file, one ``file:line: message`` a line, by line."""

    def __init__(self, problems: list[Problem] | tuple[Problem, ...]) -> None:
        self.problems = tuple(sorted(problems, key=lambda problem: problem.line))  # in the order of the file
        super().__init__("\n".join(map(str, self.problems)))


Texts = tuple[tuple[str, str], ...]
"""A teacher's text in each language: ``(("en", "Trumps"), ("fr", "Les atouts"))``."""


def _in(texts: Texts, lang: str) -> str | None:
    return next((text for language, text in texts if language == lang), None)


@dataclass(frozen=True, slots=True)
class Entry:
    """One exercise of a set: where it is written and the teacher's expected answer (its key).

    ``questions``: the teacher's question in each language, when written per language (the
    exercise's ``question`` is then the text of the set's first language). ``marks``: what it is
    worth on a sheet."""

    exercise: Exercise
    line: int
    expect: str | None = None
    questions: Texts = ()
    marks: int = 1
    """What the exercise is worth when a sheet is marked (``marks``, default the set's, else 1)."""

    def question(self, lang: str) -> str:
        """The teacher's question in ``lang``, or the exercise's own (default: the usual one in ``lang``)."""
        return _in(self.questions, lang) or self.exercise.title(lang)


@dataclass(frozen=True, slots=True)
class ExerciseSet:
    """A checked exercise set: every exercise built and its answer computed by the engine."""

    title: str
    rules: Rules
    languages: tuple[str, ...]
    entries: tuple[Entry, ...]
    source: str = "<string>"
    description: str | None = None
    file_preset: str = "classic"
    """The rules the file itself names (``rules`` differs when the caller chose others)."""
    notes: tuple[Problem, ...] = ()
    """Remarks that do not make the set wrong: under rules the caller chose, a teacher's ``expect``
    that the engine now answers differently."""
    languages_line: int = 1
    """Where the file lists its languages (1 when it does not)."""
    titles: Texts = ()
    descriptions: Texts = ()
    """The title and description in each language, when written per language."""
    notation: str = "en"
    """The notation of its cards, seats and teams (``cards``: en, fr, nl or de)."""

    def title_in(self, lang: str) -> str:
        return _in(self.titles, lang) or self.title

    def description_in(self, lang: str) -> str | None:
        return _in(self.descriptions, lang) or self.description

    @property
    def exercises(self) -> tuple[Exercise, ...]:
        return tuple(entry.exercise for entry in self.entries)

    def to_dict(self) -> dict[str, Any]:
        """The set with every exercise and the engine's answers, as JSON-ready data."""
        return {
            "title": self.title,
            "description": self.description,
            "preset": self.rules.name,
            "languages": list(self.languages),
            "source": self.source,
            "exercises": [{"line": entry.line, **entry.exercise.to_dict()} for entry in self.entries],
        }


class _Reader:
    """Walks the composed YAML nodes, collecting problems with their lines."""

    def __init__(self, source: str, first_line: int = 1) -> None:
        self.source = source
        self.offset = first_line - 1
        self.problems: list[Problem] = []
        self.notes: list[Problem] = []
        self.chosen_rules: Rules | None = None
        self.named_rules = True
        """Whether the set (or the command) names its rules: if not, each kind is drawn under its own (``Kind.rules``)."""
        self.languages: tuple[str, ...] = LANGUAGES
        self.marks = 1
        """What an exercise is worth unless it says (the set's ``marks``)."""
        self.spelling = spelling("en")
        """The set's notation (``cards``)."""

    def marks_of(self, node: Node) -> int | None:
        """``marks``: a whole number from 0 to ``MAX_MARKS``."""
        number = self.integer(node, "marks")
        if number is not None and number > MAX_MARKS:
            self.problem(node, say(messages.TOO_MANY_MARKS, marks=number, limit=MAX_MARKS))
            return None
        return number

    def line(self, node: Node) -> int:
        return int(node.start_mark.line) + 1 + self.offset

    def problem(self, node: Node | int, message: str) -> None:
        line = node if isinstance(node, int) else self.line(node)
        self.problems.append(Problem(self.source, line, message))

    def mapping(self, node: Node, what: str) -> dict[str, tuple[Node, Node]] | None:
        import yaml

        if not isinstance(node, yaml.MappingNode):
            self.problem(node, say(messages.NOT_MAPPING, what=what))
            return None
        result: dict[str, tuple[Node, Node]] = {}
        for key, value in node.value:
            if not isinstance(key, yaml.ScalarNode):
                self.problem(key, say(messages.PLAIN_KEY, what=what))
                continue
            if key.value in result:
                self.problem(key, say(messages.KEY_TWICE, what=what, key=repr(key.value),
                                         line=self.line(result[key.value][0])))
                continue
            result[str(key.value)] = (key, value)
        return result

    def scalar(self, node: Node, what: str) -> str | None:
        import yaml

        if not isinstance(node, yaml.ScalarNode) or node.tag == "tag:yaml.org,2002:null":
            self.problem(node, say(messages.SINGLE_VALUE, what=what))
            return None
        return str(node.value).strip()

    def texts(self, node: Node, what: str) -> Texts | None:
        """A teacher's text: one for every language, or a mapping from each language of the set to its text."""
        import yaml

        if not isinstance(node, yaml.MappingNode):
            text = self.scalar(node, what)
            if text == "":
                self.problem(node, say(messages.EMPTY_TEXT, what=what, languages=", ".join(self.languages)))
            return None if not text else tuple((lang, text) for lang in self.languages)
        mapping = self.mapping(node, what)
        if mapping is None:
            return None
        texts = []
        for lang, (key_node, value) in mapping.items():
            if lang not in LANGUAGES:
                self.problem(key_node, say(messages.UNKNOWN_TEXT_LANGUAGE, what=what, lang=repr(lang),
                                               languages=", ".join(self.languages)))
                return None
            text = self.scalar(value, f"{what}: {lang}")
            if not text:
                if text == "":
                    self.problem(value, say(messages.EMPTY_IN_LANGUAGE, what=what, lang=lang))
                return None
            texts.append((lang, text))
        missing = [lang for lang in self.languages if lang not in mapping]
        if missing:
            self.problem(node, say(messages.MISSING_LANGUAGES, what=what, missing=", ".join(missing),
                                   languages=", ".join(self.languages)))
            return None
        return tuple((lang, text) for lang, text in texts if lang in self.languages)

    def integer(self, node: Node, what: str) -> int | None:
        text = self.scalar(node, what)
        if text is None:
            return None
        number = whole(text)
        if number is None:
            self.problem(node, self.not_a_number(text, what) or say(messages.NOT_WHOLE, what=what, text=repr(text)))
        return number

    def not_a_number(self, text: str, what: str) -> str | None:
        """Why digits that are not a lesson's number are refused: other digits than 0-9, or too many."""
        if foreign_digits(text):
            return say(messages.NOT_ASCII_DIGITS, what=what, text=repr(text))
        if digit_count(text) > MAX_DIGITS and text.strip().lstrip("-").isdigit():
            return say(messages.TOO_MANY_DIGITS, what=what, digits=digit_count(text), limit=MAX_DIGITS)
        return None

    def cards(self, node: Node, what: str) -> str | None:
        """Cards as a text (``JH 9H``) or a list (``[JH, 9H]``)."""
        import yaml

        if isinstance(node, yaml.SequenceNode):
            parts = [self.scalar(item, what) for item in node.value]
            return None if None in parts else " ".join(part for part in parts if part)
        if isinstance(node, yaml.ScalarNode) and node.tag == "tag:yaml.org,2002:null":
            return ""
        return self.scalar(node, what)

    def plain(self, node: Node) -> Any:
        """A node as plain Python: scalars as text (whole numbers as ``int``), lists, mappings."""
        import yaml

        if isinstance(node, yaml.SequenceNode):
            return [self.plain(item) for item in node.value]
        if isinstance(node, yaml.MappingNode):
            keys = [str(key.value) for key, _ in node.value]
            twice = next((key for key, _ in node.value if keys.count(str(key.value)) > 1), None)
            if twice is not None:
                self.problem(twice, say(messages.ANY_KEY_TWICE, key=repr(twice.value)))
            return {str(key.value): self.plain(value) for key, value in node.value}
        text = str(node.value).strip()
        if node.tag == "tag:yaml.org,2002:null":
            return None
        if node.tag == "tag:yaml.org,2002:bool":
            return text.lower() in ("true", "yes", "on")
        refused = self.not_a_number(text, "expect")
        if refused:
            self.problem(node, refused)
            return None
        number = whole(text, signed=True)
        return text if number is None else number

    def attempt(self, node: Node | int, action: Callable[[], Any], what: str = "") -> Any:
        """Run ``action``; an ``InvalidInput`` becomes a problem at ``node``."""
        try:
            return action()
        except SetError as error:
            self.problems.extend(error.problems)
        except InvalidInput as error:
            keyed = what.endswith(": ")  # "trick: ": the key of the value refused
            refused = messages.refusal(error)
            self.problem(node, say(messages.KEYED, key=what[:-2], error=refused) if keyed else f"{what}{refused}")
        return None


def _compose(text: str, reader: _Reader) -> Node | None:
    import yaml

    refused = first_refusal(text.removeprefix("\ufeff"))
    if refused is not None:
        reader.problem(refused[0] + reader.offset, refused[1])
        return None
    try:
        return yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = int(mark.line) + 1 if mark is not None else 1
        context_line = int(error.context_mark.line) + 1 if error.context_mark is not None else line
        explained = pitfall(error.problem or "", error.context or "", line, context_line, text)
        if explained is not None:
            reader.problem(explained[0] + reader.offset, explained[1])
        else:
            problem = " ".join(part for part in (error.context, error.problem) if part)
            reader.problem(line + reader.offset, say(messages.NOT_YAML, problem=problem))
    except yaml.YAMLError as error:
        reader.problem(1 + reader.offset, say(messages.NOT_YAML, problem=error))
    return None


def parse_set(text: str, source: str = "<string>", rules: Rules | str | None = None) -> ExerciseSet:
    """Read and check an exercise set; every problem is raised at once as a ``SetError``.

    ``rules`` (a preset, optionally ``+switch=value``) replaces the set's own preset, not that of
    an exercise naming its own: the engine answers under them, and a teacher's ``expect`` that
    then differs is a note (``ExerciseSet.notes``), not a problem.
    """
    reader = _Reader(source)
    reader.chosen_rules = None if rules is None else Rules.coerce(rules)
    root = _compose(text, reader)
    if root is None:
        if not reader.problems:
            reader.problem(1, say(messages.EMPTY_FILE))
        raise SetError(reader.problems)
    fields = reader.mapping(root, say(messages.SET_WHAT))
    if fields is None:
        raise SetError(reader.problems)
    for key, (key_node, _) in fields.items():
        if key not in TOP_KEYS:
            reader.problem(key_node, say(messages.UNKNOWN_KEY, key=repr(key), keys=", ".join(TOP_KEYS)))
    reader.spelling = _notation(reader, fields.get("cards"))
    with messages.notation_in(reader.spelling.lang):
        return _read_set(reader, root, fields)


def _read_set(reader: _Reader, root: Node, fields: dict[str, tuple[Node, Node]]) -> ExerciseSet:
    languages = reader.languages = _languages(reader, fields.get("languages"))
    titles: Texts | None = None
    if "title" in fields:
        titles = reader.texts(fields["title"][1], "title")
    else:
        reader.problem(root, say(messages.NEEDS_TITLE))
    descriptions = reader.texts(fields["description"][1], "description") if "description" in fields else ()
    if "marks" in fields:
        marks = reader.marks_of(fields["marks"][1])
        reader.marks = 1 if marks is None else marks
    file_rules = Rules.preset("classic")
    if "preset" in fields:
        node = fields["preset"][1]
        name = reader.scalar(node, "preset")
        if name is not None:
            file_rules = reader.attempt(node, lambda: Rules.coerce(name), "preset: ") or file_rules
    set_rules = reader.chosen_rules or file_rules
    reader.named_rules = reader.chosen_rules is not None or "preset" in fields
    entries: list[Entry] = []
    if "exercises" not in fields:
        reader.problem(root, say(messages.NEEDS_EXERCISES))
    else:
        entries = _entries(reader, fields["exercises"][1], set_rules)
    if reader.problems:
        raise SetError(reader.problems)
    assert titles and descriptions is not None
    languages_line = reader.line(fields["languages"][0]) if "languages" in fields else 1
    return ExerciseSet(titles[0][1], set_rules, languages, tuple(entries), reader.source,
                       descriptions[0][1] if descriptions else None, file_rules.name, tuple(reader.notes),
                       languages_line, titles, descriptions, reader.spelling.lang)


def _notation(reader: _Reader, item: tuple[Node, Node] | None) -> Spelling:
    """``cards``: the notation the set writes its cards, seats and teams in (default English)."""
    if item is None:
        return spelling("en")
    name = reader.scalar(item[1], "cards")
    if name is not None and name.lower() not in NOTATIONS:
        reader.problem(item[1], say(messages.UNKNOWN_NOTATION, notation=repr(name), notations=", ".join(NOTATIONS)))
    return spelling(name.lower() if name is not None and name.lower() in NOTATIONS else "en")


def load_set(path: str | Path, rules: Rules | str | None = None) -> ExerciseSet:
    """Read an exercise-set file (UTF-8); ``rules`` as in ``parse_set``."""
    return parse_set(read_text(path), str(path), rules)


def read_text(path: str | Path) -> str:
    """A file's text (UTF-8, a byte-order mark allowed); what keeps it from being read is a ``SetError``."""
    path = Path(path)
    try:
        data = _read_bytes(path)
    except _NotAFile as error:
        problem = say(messages.NOT_A_FILE, what=say(messages.LESSON_FILE_KINDS[str(error)]))
    except FileNotFoundError:
        problem = say(messages.NO_SUCH_FILE)
    except IsADirectoryError:
        problem = say(messages.A_FOLDER)
    except PermissionError:
        problem = say(messages.PERMISSION)
    except OSError as error:
        problem = say(messages.CANNOT_READ, reason=error.strerror or error)
    else:
        if len(data) > MAX_BYTES:
            raise SetError([Problem(str(path), 1, say(messages.TOO_BIG, size=_size(path, data), limit=MAX_BYTES))])
        if data.startswith((b"\xff\xfe", b"\xfe\xff")):
            raise SetError([Problem(str(path), 1, say(messages.UTF16))])
        try:
            return data.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            line = data[: error.start].count(b"\n") + 1
            raise SetError([Problem(str(path), line, say(messages.NOT_UTF8, byte=data[error.start]))]) from None
    raise SetError([Problem(str(path), 1, problem)])


class _NotAFile(OSError):
    """The path is a FIFO, a device or a socket (its kind in ``messages.LESSON_FILE_KINDS``)."""


def _read_bytes(path: Path) -> bytes:
    """At most ``MAX_BYTES`` + 1 bytes of a regular file. A FIFO or a device is refused without
    waiting for a writer (the file is opened non-blocking) or reading forever (``/dev/zero``)."""
    import os
    import stat

    handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(handle, "rb") as file:
        mode = os.fstat(handle).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(path)
        if not stat.S_ISREG(mode):
            kind = ("fifo" if stat.S_ISFIFO(mode) else "char" if stat.S_ISCHR(mode) else
                    "block" if stat.S_ISBLK(mode) else "socket" if stat.S_ISSOCK(mode) else "other")
            raise _NotAFile(kind)
        return file.read(MAX_BYTES + 1)


def _size(path: Path, data: bytes) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return len(data)


def parse_exercises(text: str, source: str = "<string>", first_line: int = 1,
                    rules: Rules | str = "classic") -> list[Entry]:
    """A YAML list of exercises alone (the body of a page's ``quiz`` directive), its first line
    being line ``first_line`` of ``source``."""
    reader = _Reader(source, first_line)
    root = _compose(text, reader)
    entries = [] if root is None else _entries(reader, root, Rules.coerce(rules))
    if root is None and not reader.problems:
        reader.problem(first_line, say(messages.NO_EXERCISES))
    if reader.problems:
        raise SetError(reader.problems)
    return entries


def _languages(reader: _Reader, item: tuple[Node, Node] | None) -> tuple[str, ...]:
    import yaml

    if item is None:
        return LANGUAGES
    node = item[1]
    values = node.value if isinstance(node, yaml.SequenceNode) else [node]
    if not values:
        reader.problem(node, say(messages.NO_LANGUAGES, languages=", ".join(LANGUAGES)))
    languages = []
    for value in values:
        lang = reader.scalar(value, "languages")
        if lang is None:
            continue
        if lang not in LANGUAGES:
            reader.problem(value, say(messages.UNKNOWN_LANGUAGE, lang=repr(lang), languages=", ".join(LANGUAGES)))
        elif lang in languages:
            reader.problem(value, say(messages.LANGUAGE_TWICE, lang=repr(lang)))
        else:
            languages.append(lang)
    return tuple(languages) or LANGUAGES


def _entries(reader: _Reader, node: Node, rules: Rules) -> list[Entry]:
    import yaml

    if not isinstance(node, yaml.SequenceNode) or not node.value:
        reader.problem(node, say(messages.NOT_A_LIST))
        return []
    if len(node.value) > MAX_EXERCISES:
        reader.problem(node.value[MAX_EXERCISES], say(messages.TOO_MANY_EXERCISES, limit=MAX_EXERCISES))
        return []
    costly = _beyond_limit(node.value)
    if costly is not None:
        reader.problem(costly[0], say(messages.TOO_MANY_OF_KIND, limit=MAX_OF_KIND[costly[1]], kind=costly[1]))
        return []
    entries = []
    for item in node.value:
        entry = _entry(reader, item, rules)
        if entry is not None:
            entries.append(entry)
    return entries


def _beyond_limit(items: list[Node]) -> tuple[Node, str] | None:
    """The first exercise of a kind beyond its ``MAX_OF_KIND``, counted before any is built, and its kind."""
    import yaml

    counts = dict.fromkeys(MAX_OF_KIND, 0)
    for item in items:
        if not isinstance(item, yaml.MappingNode):
            continue
        kind = next((str(value.value).strip() for key, value in item.value
                     if isinstance(key, yaml.ScalarNode) and key.value == "kind" and isinstance(value, yaml.ScalarNode)),
                    None)
        if kind in counts:
            counts[kind] += 1
            if counts[kind] > MAX_OF_KIND[kind]:
                return item, kind
    return None


def _entry(reader: _Reader, node: Node, set_rules: Rules) -> Entry | None:
    before = len(reader.problems)
    fields = reader.mapping(node, say(messages.EXERCISE_WHAT))
    if fields is None:
        return None
    if "kind" not in fields:
        reader.problem(node, say(messages.NEEDS_KIND, kinds=", ".join(REGISTRY)))
        return None
    name = reader.scalar(fields["kind"][1], "kind")
    if name not in REGISTRY:
        if name is not None:
            reader.problem(fields["kind"][1], say(messages.UNKNOWN_KIND, kind=repr(name), kinds=", ".join(REGISTRY)))
        return None
    kind = REGISTRY[name]
    allowed = COMMON_KEYS + kind.keys
    for key, (key_node, _) in fields.items():
        if key not in allowed:
            reader.problem(key_node, say(messages.UNKNOWN_KIND_KEY, key=repr(key), kind=kind.name, keys=", ".join(allowed)))
    if not reader.spelling.native:
        respell(reader, fields, kind.name, reader.spelling)
    rules = set_rules if reader.named_rules else Rules.coerce(kind.rules)
    if "preset" in fields:
        preset_node = fields["preset"][1]
        name = reader.scalar(preset_node, "preset")
        if name is not None:
            rules = reader.attempt(preset_node, lambda: Rules.coerce(name), "preset: ") or set_rules
    refused = kind.refuse(rules)
    if refused:
        reader.problem(fields["preset"][1] if "preset" in fields else fields["kind"][1], refused)
        return None
    questions = reader.texts(fields["question"][1], "question") if "question" in fields else ()
    question = questions[0][1] if questions else None
    exercise = _generated(reader, node, kind, fields, rules, question) if "seed" in fields else None
    if "seed" not in fields:
        if "level" in fields:
            reader.problem(fields["level"][0], say(messages.LEVEL_WITHOUT_SEED))
        missing = [key for key in kind.required if key not in fields]
        for key in missing:
            reader.problem(node, say(messages.NEEDS_KEY, kind=kind.name, key=repr(key)))
        if not missing and len(reader.problems) == before:
            exercise = kind.at(rules).build(reader, node, fields, rules, question)
    if exercise is None or len(reader.problems) != before:
        return None
    marks = reader.marks_of(fields["marks"][1]) if "marks" in fields else reader.marks
    expect = None
    if "expect" in fields:
        expect = _expected(reader, fields["expect"][1], exercise)
    if marks is None:
        return None
    return Entry(exercise, reader.line(node), expect, questions or (), marks)


def _generated(reader: _Reader, node: Node, kind: Kind, fields: dict[str, tuple[Node, Node]], rules: Rules,
               question: str | None) -> Exercise | None:
    given = [key for key in kind.keys if key in fields]
    if given:
        reader.problem(fields[given[0]][0], say(messages.SEED_AND_POSITION, key=given[0]))
        return None
    seed = reader.integer(fields["seed"][1], "seed")
    level = reader.integer(fields["level"][1], "level") if "level" in fields else 1
    if level is not None and level not in LEVELS:
        reader.problem(fields["level"][1], say(messages.BAD_LEVEL, level=level))
        return None
    if seed is None or level is None:
        return None
    exercise: Exercise | None = reader.attempt(node, lambda: generate(kind.name, level, seed, rules))
    if exercise is not None and question:
        exercise = dataclasses.replace(exercise, question=question)
    return exercise


def _expected(reader: _Reader, node: Node, exercise: Exercise) -> str | None:
    before = len(reader.problems)
    written = reader.plain(node)
    if len(reader.problems) != before:
        return None
    response = reader.attempt(node, lambda: exercise.read(written), "expect: ")
    if len(reader.problems) != before:  # (an answer may read as None: no winner of the match yet)
        return None
    key = exercise.key(response)
    if key != exercise.answer_key:
        feedback = exercise.check(response)
        lang = messages.language()
        mistakes = exercise.mistakes(response)
        reasons = [reason.message(lang) for reason in mistakes] or feedback.messages(lang)
        reasons += [say(messages.EXPECT_HINTS[reason.rule]) for reason in mistakes if reason.rule in messages.EXPECT_HINTS]
        finds = REGISTRY[exercise.kind].finds
        finder = say(messages.FINDS[finds]) if finds in messages.FINDS else finds
        written = functools.partial(write_answer, exercise.kind, spelling=reader.spelling)
        message = say(messages.WRONG_EXPECT, key=written(key) if key else say(messages.NOTHING), finder=finder,
                      answer=written(exercise.answer_key) if exercise.answer_key else say(messages.NOTHING),
                      reasons=" ".join(reasons))
        if reader.chosen_rules is not None:  # the teacher's answer was for the file's own rules
            reader.notes.append(Problem(reader.source, reader.line(node),
                                        say(messages.UNDER_RULES, rules=exercise.rules.name, message=message)))
            return None
        reader.problem(node, message)
        return None
    return key


# ----- one builder per kind: each value is checked at its own line -----

Fields = dict[str, tuple["Node", "Node"]]


def _trump(reader: _Reader, fields: Fields, rules: Rules | None = None) -> str | None:
    """The ``trump`` of an entry; with ``rules``, also a mode their auction can end in (``plausible``)."""
    from ..plausible import contract_problem
    from ..trump import Trump

    node = fields["trump"][1]
    text = reader.scalar(node, "trump")
    if text is None:
        return None
    mode = reader.attempt(node, lambda: Trump.parse(text), "trump: ")
    problem = contract_problem(rules, mode) if rules is not None and mode is not None else None
    if problem:
        reader.problem(node, problem)
        return None
    return None if mode is None else str(mode.value)


def _seat(reader: _Reader, fields: Fields, key: str) -> Seat | None:
    node = fields[key][1]
    text = reader.scalar(node, key)
    return None if text is None else reader.attempt(node, lambda: parse_seat(text), f"{key}: ")


def _trick(reader: _Reader, fields: Fields, rules: Rules) -> tuple[Play, ...] | None:
    if "trick" not in fields:
        return ()
    node = fields["trick"][1]
    text = reader.cards(node, "trick")
    return None if text is None else reader.attempt(node, lambda: read_trick(text, max_cards=rules.players, direction=rules.play_direction,
                                                                 players=rules.players), "trick: ")


def _hand_cards(reader: _Reader, node: Node, what: str) -> list[Card] | None:
    text = reader.cards(node, what)
    return None if text is None else reader.attempt(node, lambda: parse_cards(text), f"{what}: ")


HAND_WORDS = {8: "eight", 9: "nine"}


def _hands(reader: _Reader, fields: Fields, most: int = 8) -> dict[Seat, tuple[int, list[Card]]] | None:
    """``hands``: each seat's cards (at most ``most``), with the line they are on."""
    node = fields["hands"][1]
    mapping = reader.mapping(node, "hands")
    if mapping is None:
        return None
    hands: dict[Seat, tuple[int, list[Card]]] = {}
    for key, (key_node, value) in mapping.items():
        seat: Seat | None = reader.attempt(key_node, functools.partial(parse_seat, key), "hands: ")
        if seat is None:
            continue
        if seat in hands:
            reader.problem(key_node, say(messages.SEAT_TWICE, seat=seat_word(seat)))
            continue
        cards = _hand_cards(reader, value, f"hands: {seat}")
        if cards is not None:
            if len(cards) > most:
                reader.problem(value, say(messages.HAND_TOO_BIG, seat=seat_word(seat), count=len(cards),
                                           most=say(messages.HAND_WORDS[most])))
            hands[seat] = (reader.line(value), cards)
    return hands


def _count_cards(reader: _Reader, node: Node, groups: list[list[Card]]) -> bool:
    """A pack has 32 cards, each once: report more, and any card given twice."""
    total = sum(len(group) for group in groups)
    if total > 32:
        reader.problem(node, say(messages.TOO_MANY_CARDS, total=total))
        return False
    try:
        distinct_mask(card for group in groups for card in group)
    except InvalidInput as error:
        reader.problem(node, say(messages.CARD_TWICE, error=error))
        return False
    return True


def _check_trick_with_hands(reader: _Reader, fields: Fields, trick: tuple[Play, ...], trump: str, rules: Rules,
                            hands: dict[Seat, tuple[int, list[Card]]], player: Seat | None) -> bool:
    """With every seat's hand at the start of the trick: equal sizes, each card played from its
    player's hand, and each legal when it was played."""
    node = fields["hands"][0]
    sizes = {seat: len(cards) for seat, (_, cards) in hands.items()}
    if len(set(sizes.values())) > 1:
        listed = ", ".join(f"{seat_word(seat)} {size}" for seat, size in sizes.items())
        reader.problem(node, say(messages.HAND_SIZES, sizes=listed))
        return False
    needed = [seat for seat, _ in trick] + ([player] if player else [])
    missing = [seat for seat in needed if seat not in hands]
    if missing:
        reader.problem(node, say(messages.MISSING_HANDS, seats=" ".join(map(seat_word, missing))))
        return False
    if not _count_cards(reader, node, [cards for _, cards in hands.values()]):
        return False
    trick_node = fields["trick"][1]
    for number, (seat, card) in enumerate(trick):
        held = hands[seat][1]
        if card not in held:
            reader.problem(trick_node, say(messages.NOT_IN_HAND, seat=seat_word(seat), card=card_word(card),
                                           hand=" ".join(map(card_word, held))))
            return False
        verdict = next(v for v in explain_play(held, trick[:number], trump=trump, player=seat, rules=rules)
                       if v.card == card)
        if not verdict.allowed:
            reader.problem(trick_node, say(messages.IMPOSSIBLE_TRICK, rules=rules.name, seat=seat_word(seat), card=card_word(card),
                                           reason=verdict.message(messages.language())))
            return False
    return True


def _team_points(reader: _Reader, fields: Fields, key: str) -> dict[str, int] | None:
    if key not in fields:
        return {}
    node = fields[key][1]
    mapping = reader.mapping(node, key)
    if mapping is None:
        return None
    result: dict[str, int] = {}
    for side, (side_node, value) in mapping.items():
        if side not in SIDES:
            reader.problem(side_node, say(messages.UNKNOWN_TEAM, key=key, team=repr(side)))
            return None
        points = reader.integer(value, f"{key}: {side}")
        if points is None:
            return None
        result[side] = points
    return result

