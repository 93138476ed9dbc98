"""Lessons made for a teacher: exercises drawn by the engine, written out as a lesson file to read and edit.

``generated_lesson`` draws ``count`` exercises of the kinds and level asked for (from seeded
random deals, as ``generate`` does) and writes each one's position out in full, in the notation
of the lesson's first language, with the engine's answer under ``expect``; ``belote-teach check``
accepts the file as it is, and keeps checking it when the teacher edits a position. The same
arguments write the same file.

>>> text = generated_lesson(["trick-winner", "card-value"], level=2, count=3, rules="classic", languages=("fr",), seed=7)
>>> print(text.split("exercises:")[0])  # doctest: +ELLIPSIS
# ...
title: Fiche d’exercices, niveau 2
preset: classic
languages: [fr]
cards: fr
<BLANKLINE>
>>> lesson = parse_set(text, "lesson.yaml")
>>> [entry.exercise.kind for entry in lesson.entries], all(entry.expect for entry in lesson.entries)
(['trick-winner', 'trick-winner', 'card-value'], True)
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Mapping, Sequence
from typing import Any

from .. import messages
from ..errors import InvalidInput
from ..i18n import Lang, Msg
from ..messages import say
from ..rules import Rules
from ..spelling import Spelling, spelling
from .base import LEVELS, Exercise, kind_of
from .generate import generate
from .lesson_yaml import quoted
from .sets import MAX_OF_KIND, SetError, parse_set
from .spelled import KEY_FORMS, write_answer, write_position

_C = "lesson file"
TITLE = Msg(_C, "Practice sheet, level {level}", "the title of a lesson the engine made; the teacher edits it")
MADE_BY = Msg(_C, "Made by belote-teach generate ({kinds}; level {level}; {rules}; seed {seed}).",
              "a comment at the top of a lesson file the engine made")
EDIT_NOTE = Msg(_C, "Every expect is the rules engine's answer. Edit the positions as you like: belote-teach check "
                    "says when an expect no longer holds.", "a comment at the top of a lesson file the engine made")
DRAWN = Msg(_C, "level {level}, drawn from seed {seed}", "a comment beside one exercise of a lesson file")

TRIES = 20
"""Seeds tried for one exercise before giving up: a drawn position that reads back as another
exercise, or that is already in the lesson, is drawn again."""

_PLAIN = re.compile(r"^[^\s\"'#&*!|>%@`\[\]{},?:-][^\"#\[\]{}]*$")
_SPECIAL = frozenset({"true", "false", "yes", "no", "on", "off", "null", "~"})


def yaml_value(value: object) -> str:
    """One value as a lesson writes it: plain when it reads back the same, quoted otherwise.

    >>> yaml_value("O:V♠ N:10♥"), yaml_value("Séance 3 : atouts"), yaml_value(True), yaml_value({"NS": 38, "EW": 124})
    ('O:V♠ N:10♥', '"Séance 3 : atouts"', 'true', '{NS: 38, EW: 124}')
    """
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{yaml_value(key)}: {yaml_value(item)}" for key, item in value.items()) + "}"
    text = str(value)
    plain = _PLAIN.match(text) and ": " not in text and not text.endswith(":") and text.lower() not in _SPECIAL
    return text if plain else quoted(text)


def _best_card_position(position: Mapping[str, Any]) -> dict[str, Any]:
    """A best-card puzzle's deal record as a lesson writes it: the hands at the start of the card
    play, the contract, and every card played so far (declarations are not counted in a lesson)."""
    record = position["deal"]
    start = record["start"]
    data: dict[str, Any] = {"hands": dict(start["hands"]), "leader": start["leader"], "trump": start["trump"],
                            "taker": start["taker"]}
    if start.get("bid") is not None:
        data["bid"] = start["bid"]
    played = [f"{seat}:{str(action).rstrip('!')}" for seat, action in record["actions"] if action != "declare"]
    if played:
        data["played"] = " ".join(played)
    data["goal"] = position["goal"]
    return data


def exercise_lines(exercise: Exercise, notation: Spelling, expect: str | None = None,
                   comment: str | None = None) -> list[str]:
    """One exercise as the lines of a lesson (``  - kind: …``), its position in ``notation``."""
    position = exercise.position()
    if exercise.kind == "best-card":
        position = _best_card_position(position)
    position = {key: value for key, value in position.items() if value not in (None, "", False, {})}
    written = write_position(position, notation)
    lines = [f"  - kind: {exercise.kind}" + (f"  # {comment}" if comment else "")]
    for key, value in written.items():
        if isinstance(value, Mapping) and isinstance(KEY_FORMS.get(key), tuple) and KEY_FORMS[key][1] is not None:
            lines.append(f"    {key}:")
            lines += [f"      {yaml_value(seat)}: {yaml_value(cards)}" for seat, cards in value.items()]
        else:
            lines.append(f"    {key}: {yaml_value(value)}")
    if expect is not None:
        lines.append(f"    expect: {yaml_value(expect)}")
    return lines


def _head(languages: Sequence[Lang], level: int, rules: Rules, notation: str) -> list[str]:
    if len(languages) == 1:
        title = [f"title: {yaml_value(TITLE(languages[0], level=level))}"]
    else:
        title = ["title:", *(f"  {lang}: {yaml_value(TITLE(lang, level=level))}" for lang in languages)]
    return [*title, f"preset: {rules.name}", f"languages: [{', '.join(languages)}]", f"cards: {notation}"]


def generated_lesson(kinds: Sequence[str], *, level: int, count: int, rules: Rules | str = "classic",
                     languages: Sequence[Lang] = ("en",), seed: int = 1) -> str:
    """A lesson file of ``count`` exercises of ``kinds`` (split evenly, in that order) at ``level``,
    positions written out, answers computed; the same arguments give the same text."""
    checked = Rules.coerce(rules)
    specs = [kind_of(kind) for kind in kinds]
    if level not in LEVELS:
        raise InvalidInput(say(messages.UNKNOWN_LEVEL, level=repr(level)))
    for spec in specs:
        refused = spec.refuse(checked)
        if refused:
            raise InvalidInput(refused)
    shares = [count // len(specs) + (1 if index < count % len(specs) else 0) for index in range(len(specs))]
    for spec, share in zip(specs, shares, strict=True):
        if share > MAX_OF_KIND.get(spec.name, share):
            raise InvalidInput(say(messages.TOO_MANY_OF_KIND, limit=MAX_OF_KIND[spec.name], kind=spec.name))
    lang = languages[0]
    notation = spelling(lang)
    head = _head(languages, level, checked, lang)
    rng = random.Random(f"belote-teach/generate/{','.join(kinds)}/{level}/{checked.name}/{seed}")
    comment = [f"# {MADE_BY(lang, kinds=', '.join(kinds), level=level, rules=checked.name, seed=seed)}",
               f"# {EDIT_NOTE(lang)}"]
    body: list[str] = []
    seen: set[str] = set()
    for spec, share in zip(specs, shares, strict=True):
        for _ in range(share):
            body += _one(spec.name, level, checked, rng, head, notation, seen, lang)
    text = "\n".join([*comment, *head, "exercises:", *body]) + "\n"
    parse_set(text, "<generated>")  # what check will say: nothing
    return text


def _one(kind: str, level: int, rules: Rules, rng: random.Random, head: list[str], notation: Spelling,
         seen: set[str], lang: Lang) -> list[str]:
    """One exercise drawn, written out and read back: the lines it takes in the lesson, its answer
    computed from what is written (a position already in the lesson is drawn again)."""
    for _ in range(TRIES):
        seed = rng.randrange(1_000_000)
        exercise = generate(kind, level, seed, rules)
        lines = exercise_lines(exercise, notation, comment=DRAWN(lang, level=level, seed=seed))
        try:
            written = parse_set("\n".join([*head, "exercises:", *lines]) + "\n", "<generated>").entries[0].exercise
        except SetError:
            continue  # a position that makes no exercise as written (a best-card puzzle without a best card)
        key = json.dumps(written.to_dict(), sort_keys=True, default=str)
        if key in seen:
            continue
        seen.add(key)
        expect = write_answer(kind, written.answer_key, notation)
        return exercise_lines(exercise, notation, expect=expect, comment=DRAWN(lang, level=level, seed=seed))
    raise InvalidInput(say(messages.NO_NEW, kind=kind, level=level, rules=rules.name, tries=TRIES))
