"""The live exercises of the chapter pages, run in the page: what the engine (a Web Worker with the
site's own Pyodide and this package's wheel, ``static/play/play-worker.js``) answers to the page's
script (``static/live/live-exercise.js``), which only inserts the HTML made here and sends the
reader's choices.

A request is JSON: ``{"op": "new", "block": …, "kind": …, "level": 1, "rules": "classic", "lang": "fr"}``
draws an exercise (``generate``, a random seed unless ``seed`` is given; no ``rules``: the kind's own)
and replies with its HTML (position and answer form, drawn by ``render.quiz``: never the answer) and the
rules it is under; ``{"op": "check", "block": …,
"form": {input name: [values]}}`` reads the form, lets the engine check it and replies with the
verdict and the reasons, in the page's language.

>>> reply = json.loads(handle('{"op": "new", "block": "b", "kind": "trick-points", "lang": "de", "seed": 3}'))
>>> reply["seed"], reply["rules"], "data-part=\\"points\\"" in reply["html"]
(3, 'classic', True)
>>> points = EXERCISES["b"][0].answer
>>> json.loads(handle(json.dumps({"op": "check", "block": "b", "form": {"live-b": [str(points)]}})))["correct"]
True
>>> json.loads(handle('{"op": "check", "block": "b", "form": {}}'))["html"]
'<p class="belote-incomplete">Beantworte zuerst die Frage, dann prüfe.</p>'
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

from ..errors import InvalidInput
from ..exercises import REGISTRY, Answer, Exercise, compose, generate
from ..i18n import Lang, Msg
from ..render.element import Markup, el
from ..render.quiz import inputs_html, position_html

_C = "live exercise"
LABELS = {
    "start": Msg(_C, "Start the live exercise: {title}", "button: loads the engine in the page, then shows an exercise"),
    "level": Msg(_C, "Level"),
    "next": Msg(_C, "Next exercise"),
    "notebook": Msg(_C, "Open as a notebook (JupyterLite): {title}", "a link to the same exercise in JupyterLite"),
    "notebook-rules": Msg(_C, "Open as a notebook (JupyterLite): {title} ({rules})",
                          "a link to the exercise under other rules in JupyterLite"),
    "incomplete": Msg(_C, "Answer the question first, then check."),
}
"""The live exercise's own words (the directive writes the page's ones; ``handle`` uses ``incomplete``)."""
EXERCISES: dict[str, tuple[Exercise, Lang]] = {}
"""The exercise shown in each block of the page, with the page's language."""


def form_name(block: str) -> str:
    """The name of a block's inputs (radio groups of two blocks stay apart)."""
    return "live-" + "".join(c if c.isalnum() else "-" for c in block)


def exercise_html(exercise: Exercise, block: str, lang: Lang) -> Markup:
    """The question, the position and the answer form (``render.quiz``); never the answer."""
    return Markup(el("p", exercise.prompt(lang), class_="belote-prompt", tabindex="-1")
                  + el("div", position_html(exercise, lang), class_="belote-position")
                  + inputs_html(exercise, form_name(block), lang))


def response(exercise: Exercise, name: str, form: Mapping[str, Any]) -> str:
    """The reader's answer, written like ``Exercise.answer_key``, from the form's values: the
    inputs that ``render.quiz.inputs_html`` names, ``{input name: [values]}``.

    >>> exercise = generate("declarations", level=1, seed=2)
    >>> response(exercise, "x", {"x": ["NS"], "x-points": [" 20 "]}), response(exercise, "x", {"x": ["none"]})
    ('NS 20', 'none')
    """
    def one(key: str) -> str:
        values = form.get(key) or []
        return str(values[0]).strip() if values else ""

    described = exercise.fields()
    if described:
        return compose(described, {spec.name: one(f"{name}-{spec.name}") if spec.form == "number"
                                   else form.get(f"{name}-{spec.name}") for spec in described})
    answer = REGISTRY[exercise.kind].answer
    if answer is Answer.CARDS:
        return " ".join(str(value) for value in form.get(name) or [])
    if answer is Answer.TEAM_POINTS:
        return one(name) if one(name) in ("none", "") else f"{one(name)} {one(name + '-points')}"
    if answer is Answer.OUTCOME_SCORES:
        return f"{one(name)} {one(name + '-NS')} {one(name + '-EW')}"
    return one(name)  # a seat, or points


def feedback_html(exercise: Exercise, given: str, lang: Lang) -> tuple[bool, Markup]:
    """The engine's verdict (a mark and words, never colour alone) and its reasons."""
    try:
        if not given.strip():
            raise InvalidInput("no answer")
        feedback = exercise.check(given)
    except InvalidInput:
        return False, el("p", LABELS["incomplete"](lang), class_="belote-incomplete")
    css, mark = ("belote-right", "✓") if feedback.correct else ("belote-wrong", "✗")
    verdict = el("p", el("span", mark, class_="belote-mark", aria_hidden="true"), " ", feedback.verdict(lang), class_=css)
    return feedback.correct, Markup(verdict + el("ul", [el("li", line) for line in feedback.messages(lang)],
                                                 class_="belote-explanation"))


def handle(request: str) -> str:
    """One request of the page, as JSON (``op`` ``new`` or ``check``); the reply is JSON
    (``{"error": …}`` for a bad request)."""
    try:
        data: Mapping[str, Any] = json.loads(request)
        block = str(data.get("block", "live"))
        if data.get("op") == "new":
            lang = str(data.get("lang", "en"))
            seed = data.get("seed")
            seed = random.randrange(1_000_000) if seed is None else seed
            rules = data.get("rules")  # none: the kind's own (Kind.rules)
            exercise = generate(str(data.get("kind")), int(data.get("level", 1)), seed, str(rules) if rules else None)
            EXERCISES[block] = (exercise, lang)
            reply: dict[str, Any] = {"html": exercise_html(exercise, block, lang), "seed": seed, "rules": exercise.rules.name}
        elif data.get("op") == "check":
            if block not in EXERCISES:
                raise InvalidInput(f"no exercise in block {block!r}: draw one with op new")
            exercise, lang = EXERCISES[block]
            form = data.get("form") or {}
            correct, html = feedback_html(exercise, response(exercise, form_name(block), form), lang)
            reply = {"correct": correct, "html": html}
        else:
            raise InvalidInput(f"unknown op {data.get('op')!r}: expected new or check")
        return json.dumps(reply, ensure_ascii=False)
    except (InvalidInput, KeyError, TypeError, ValueError) as error:
        return json.dumps({"error": str(error)}, ensure_ascii=False)
