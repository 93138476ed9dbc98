"""Exercises as ipywidgets, in Jupyter and in the browser (JupyterLite): the engine checks every answer.

    from belote_teach.widgets import exercise
    exercise("which-cards", lang="nl", level=2)     # the last line of a notebook cell shows it

The learner clicks cards (pictures on toggle buttons), or picks a seat, a team, an outcome, or
types points; **Check** asks the engine and shows its reasons; **Next** draws a new exercise; the
score counts exercises right at the first try, the streak those in a row. Everything is a native
button or field, so it works with the keyboard (Tab, Space, Enter). ipywidgets is imported only here.

For tests and scripts the same actions are methods: ``choose(...)``, ``check()``, ``next()``.

``play(preset, level, lang=...)`` is a whole match against the engine's computer players (South's
calls and cards as buttons, hints, the review), on the play page's own ``web.session.Session``.
"""

from __future__ import annotations

import base64
import random
from collections.abc import Callable, Sequence
from typing import Any

from .cards import Card, parse_card
from .errors import InvalidInput
from .exercises import REGISTRY, Answer, Exercise, generate, kind_of
from .exercises.base import Field, compose
from .exercises.scoring import OUTCOMES
from .i18n import Lang, Msg, check_language
from .render import quiz
from .render.element import Markup, el
from .render.svg import card_svg
from .scoring import TEAM_NAME
from .seats import SIDES, seat_name

_C = "widget"
NEXT = Msg(_C, "Next", "button: a new exercise")
LEVEL = Msg(_C, "Level {level}")
SCORE = Msg(_C, "Score: {right} of {done} right at the first try · Streak: {streak}")
CHOOSE_FIRST = Msg(_C, "Choose your answer first.")
SELECTED = Msg(_C, "{card}, chosen", "a card button once the learner has chosen it")

STYLE = """<style>
.belote-w-card {{ width: 78px !important; height: 124px !important; padding: 96px 2px 2px 2px !important;
  background-repeat: no-repeat !important; background-position: center 6px !important;
  background-size: 60px 84px !important; line-height: 1.1 !important; white-space: normal !important; }}
.belote-w-card.mod-active {{ outline: 3px solid #1a5fb4 !important; transform: translateY(-6px); }}
.belote-w-card:focus {{ outline: 3px dashed #1a5fb4 !important; }}
.belote-w-feedback ul {{ margin: .2em 0 .4em 1.2em; padding: 0; }}
{cards}
</style>"""


def _ipywidgets() -> Any:
    import ipywidgets

    return ipywidgets


def _card_css(card: Card, lang: Lang) -> str:
    data = base64.b64encode(card_svg(card, lang).encode()).decode()
    return f'.belote-w-{card} {{ background-image: url("data:image/svg+xml;base64,{data}") !important; }}'


def _short(card: Card, lang: Lang) -> str:
    return f"{card.rank.letter(lang)}{card.suit.symbol}"


class ExerciseWidget:
    """One exercise at a time from ``source(level, number)``, with check, next, score and streak."""

    def __init__(self, source: Callable[[int, int], Exercise], *, lang: Lang = "en", level: int = 1,
                 levels: Sequence[int] = (1, 2, 3)) -> None:
        check_language(lang)
        w = _ipywidgets()
        self.source, self.lang, self.level = source, lang, level
        self.number = 0
        self.right = self.done = self.streak = 0
        self.checked = False
        self.exercise: Exercise = source(level, 0)
        self.style = w.HTML()
        self.title = w.HTML()
        self.position = w.HTML()
        self.answer_box = w.VBox()
        self.check_button = w.Button(description=quiz.CHECK(lang), button_style="primary", tooltip=quiz.CHECK(lang))
        self.next_button = w.Button(description=NEXT(lang), tooltip=NEXT(lang))
        self.levels = w.ToggleButtons(options=[(LEVEL(lang, level=n), n) for n in levels], value=level)
        self.feedback = w.HTML()
        self.feedback.add_class("belote-w-feedback")
        self.status = w.HTML()
        self.check_button.on_click(lambda _: self.check())
        self.next_button.on_click(lambda _: self.next())
        self.levels.observe(self._level_changed, names="value")
        self.box = w.VBox([self.style, self.levels, self.title, self.position, self.answer_box,
                           w.HBox([self.check_button, self.next_button]), self.feedback, self.status])
        self.controls: dict[str, Any] = {}
        self._show()

    # ----- what the learner does -----

    def choose(self, *answer: object) -> None:
        """Set the answer as a learner would: cards or a seat to click, points, a team, an outcome.

        ``choose("JH", "9H")``, ``choose("E")``, ``choose(35)``, ``choose("NS", 20)``, ``choose("made", 95, 87)``.
        """
        exercise, controls = self.exercise, self.controls
        if exercise.fields():  # a described form: the answer (or its key) read into each field
            values = exercise.field_values(exercise.read(answer[0] if len(answer) == 1 else list(answer)))
            for spec in exercise.fields():
                self._set(spec, values.get(spec.name))
        else:
            _CHOOSE[REGISTRY[exercise.kind].answer](exercise, controls, answer)

    def response(self) -> object | None:
        """The learner's answer as the exercise reads it (``None``: nothing chosen yet)."""
        exercise, controls = self.exercise, self.controls
        described = exercise.fields()
        if described:
            values = {spec.name: self._get(spec) for spec in described}
            if described[0].form == "radio" and values[described[0].name] is None:
                return None
            return compose(described, values)
        return _READ[REGISTRY[exercise.kind].answer](exercise, controls)

    def check(self) -> None:
        """Ask the engine; the first check of an exercise counts for the score and the streak."""
        response = self.response()
        if response is None:
            self.feedback.value = el("p", CHOOSE_FIRST(self.lang))
            return
        try:
            feedback = self.exercise.check(response)
        except InvalidInput as error:
            self.feedback.value = el("p", str(error))
            return
        if not self.checked:
            self.checked = True
            self.done += 1
            if feedback.correct:
                self.right += 1
                self.streak += 1
            else:
                self.streak = 0
        mark = "✓" if feedback.correct else "✗"
        reasons = feedback.reasons if not feedback.correct else feedback.reasons[:4]
        items = [el("li", reason.message(self.lang), data_rule=reason.rule) for reason in reasons]
        self.feedback.value = Markup(
            el("p", el("b", f"{mark} {feedback.verdict(self.lang)}"), class_="belote-w-verdict",
               data_correct=str(feedback.correct).lower())
            + el("ul", items))
        self._status()

    def next(self) -> None:
        """A new exercise at the current level."""
        self.number += 1
        self.exercise = self.source(self.level, self.number)
        self.checked = False
        self._show()

    # ----- drawing -----

    @property
    def feedback_text(self) -> str:
        """The feedback as plain text (for tests)."""
        import re
        from html import unescape

        return " ".join(unescape(re.sub(r"<[^>]+>", " ", self.feedback.value)).split())

    def _level_changed(self, change: dict[str, Any]) -> None:
        self.level = int(change["new"])
        self.next()

    def _status(self) -> None:
        self.status.value = el("p", SCORE(self.lang, right=self.right, done=self.done, streak=self.streak))

    def _card_button(self, card: Card, description: str, tooltip: str) -> Any:
        button = _ipywidgets().ToggleButton(value=False, description=description, tooltip=tooltip)
        button.add_class("belote-w-card")
        button.add_class(f"belote-w-{card}")
        return button

    def _show(self) -> None:
        lang, exercise = self.lang, self.exercise
        cards: list[Card] = []
        self.controls = {}
        if exercise.fields():
            self.answer_box.children = [self._field(spec) for spec in exercise.fields()]
        else:
            cards = self._draw(REGISTRY[exercise.kind].answer)
        self.style.value = STYLE.format(cards="\n".join(_card_css(card, lang) for card in cards))
        self.title.value = el("h3", exercise.title(lang))
        self.position.value = quiz.position_html(exercise, lang)
        self.feedback.value = ""
        self._status()

    def _draw(self, form: Answer) -> list[Card]:
        """The controls of a drawn answer form (``Kind.answer``); the cards whose pictures they show."""
        w, lang, exercise = _ipywidgets(), self.lang, self.exercise
        cards: list[Card] = []
        if form is Answer.CARDS:
            cards = list(exercise.hand)  # type: ignore[attr-defined]
            for card in cards:
                button = self._card_button(card, _short(card, lang), card.name(lang))
                button.observe(self._marker(button, card), names="value")
                self.controls[str(card)] = button
            self.answer_box.children = [w.HTML(el("p", quiz.CHOOSE_CARDS(lang))),
                                        w.HBox(list(self.controls.values()))]
        elif form is Answer.SEAT:
            for seat, card in exercise.trick:  # type: ignore[attr-defined]
                cards.append(card)
                button = self._card_button(card, seat_name(seat, lang), f"{seat_name(seat, lang)}: {card.name(lang)}")
                button.observe(self._single(seat), names="value")
                self.controls[seat] = button
            self.answer_box.children = [w.HTML(el("p", quiz.CHOOSE_WINNER(lang))),
                                        w.HBox(list(self.controls.values()))]
        elif form is Answer.POINTS:
            self.controls["points"] = w.BoundedIntText(value=0, min=0, max=999, description=quiz.POINTS_LABEL(lang))
            self.answer_box.children = [self.controls["points"]]
        elif form is Answer.TEAM_POINTS:
            self.controls["team"] = w.ToggleButtons(
                options=[(TEAM_NAME["NS"](lang), "NS"), (TEAM_NAME["EW"](lang), "EW"), (quiz.NOBODY(lang), "none")],
                value=None, description="")
            self.controls["points"] = w.BoundedIntText(value=0, min=0, max=999,
                                                       description=quiz.DECLARATION_POINTS(lang),
                                                       style={"description_width": "initial"})
            self.answer_box.children = [w.HTML(el("p", quiz.TEAM_LABEL(lang))), self.controls["team"],
                                        self.controls["points"]]
        else:
            assert form is Answer.OUTCOME_SCORES, form
            self.controls["outcome"] = w.ToggleButtons(options=[(msg(lang), key) for key, msg in OUTCOMES.items()],
                                                       value=None)
            for side in SIDES:
                self.controls[side] = w.BoundedIntText(value=0, min=0, max=9999,
                                                       description=quiz.SCORE_OF(lang, team=TEAM_NAME[side](lang)),
                                                       style={"description_width": "initial"})
            self.answer_box.children = [w.HTML(el("p", quiz.OUTCOME_LABEL(lang))),
                                        self.controls["outcome"], self.controls["NS"], self.controls["EW"]]
        return cards

    def _field(self, spec: Field) -> Any:
        """The widgets of one field of a described form: toggle buttons, several toggles, or a number."""
        w, lang = _ipywidgets(), self.lang
        label = w.HTML(el("p", spec.label(lang)))
        if spec.form == "number":
            self.controls[spec.name] = w.BoundedIntText(value=0, min=0, max=9999, description=spec.label(lang),
                                                        style={"description_width": "initial"})
            return self.controls[spec.name]
        if spec.form == "radio":
            self.controls[spec.name] = w.ToggleButtons(
                options=[(option.label(lang), option.value) for option in spec.options], value=None)
            return w.VBox([label, self.controls[spec.name]])
        buttons = []
        for option in spec.options:
            name = option.label(lang)
            button = w.ToggleButton(value=False, description=name, tooltip=name)
            button.observe(self._ticked(button, name), names="value")
            self.controls[f"{spec.name}:{option.value}"] = button
            buttons.append(button)
        return w.VBox([label, w.HBox(buttons, layout=w.Layout(flex_flow="row wrap"))])

    def _get(self, spec: Field) -> object:
        if spec.form == "checkbox":
            return [option.value for option in spec.options if self.controls[f"{spec.name}:{option.value}"].value]
        value = self.controls[spec.name].value
        return str(value) if spec.form == "number" else value

    def _set(self, spec: Field, value: object) -> None:
        if spec.form == "checkbox":
            chosen = {str(item) for item in value} if isinstance(value, list | tuple) else set()
            for option in spec.options:
                self.controls[f"{spec.name}:{option.value}"].value = option.value in chosen
        elif spec.form == "number":
            self.controls[spec.name].value = int(str(value or 0))
        elif value is not None:
            self.controls[spec.name].value = str(value)

    @staticmethod
    def _ticked(button: Any, name: str) -> Callable[[dict[str, Any]], None]:
        """A chosen option says so in words (✓), not by colour alone."""

        def mark(change: dict[str, Any]) -> None:
            button.description = f"✓ {name}" if change["new"] else name

        return mark

    def _marker(self, button: Any, card: Card) -> Callable[[dict[str, Any]], None]:
        """A chosen card says so in words (✓), not by colour alone."""

        def mark(change: dict[str, Any]) -> None:
            short = _short(card, self.lang)
            button.description = f"✓ {short}" if change["new"] else short
            button.tooltip = SELECTED(self.lang, card=card.name(self.lang)) if change["new"] else card.name(self.lang)

        return mark

    def _single(self, seat: str) -> Callable[[dict[str, Any]], None]:
        """Choosing one seat's card releases the others; the chosen one is marked ✓."""

        def choose(change: dict[str, Any]) -> None:
            button = self.controls[seat]
            name = seat_name(seat, self.lang)  # type: ignore[arg-type]
            button.description = f"✓ {name}" if change["new"] else name
            if change["new"]:
                for other, control in self.controls.items():
                    if other != seat and control.value:
                        control.value = False

        return choose

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.box._repr_mimebundle_(**kwargs)


Controls = dict[str, Any]


def _choose_cards(exercise: Any, controls: Controls, answer: tuple[object, ...]) -> None:
    wanted = {parse_card(str(card)) for card in answer}
    for card in exercise.hand:
        controls[str(card)].value = card in wanted


def _choose_seat(exercise: Any, controls: Controls, answer: tuple[object, ...]) -> None:
    controls[str(answer[0])].value = True


def _choose_points(exercise: Any, controls: Controls, answer: tuple[object, ...]) -> None:
    controls["points"].value = int(str(answer[0]))


def _choose_team_points(exercise: Any, controls: Controls, answer: tuple[object, ...]) -> None:
    controls["team"].value = str(answer[0])
    controls["points"].value = int(str(answer[1])) if len(answer) > 1 else 0


def _choose_outcome_scores(exercise: Any, controls: Controls, answer: tuple[object, ...]) -> None:
    controls["outcome"].value = str(answer[0])
    controls["NS"].value, controls["EW"].value = int(str(answer[1])), int(str(answer[2]))


def _read_cards(exercise: Any, controls: Controls) -> object | None:
    return [str(card) for card in exercise.hand if controls[str(card)].value]


def _read_seat(exercise: Any, controls: Controls) -> object | None:
    chosen = [seat for seat, _ in exercise.trick if controls[seat].value]
    return chosen[0] if chosen else None


def _read_points(exercise: Any, controls: Controls) -> object | None:
    return int(controls["points"].value)


def _read_team_points(exercise: Any, controls: Controls) -> object | None:
    team = controls["team"].value
    return None if team is None else (None if team == "none" else team, int(controls["points"].value))


def _read_outcome_scores(exercise: Any, controls: Controls) -> object | None:
    outcome = controls["outcome"].value
    return None if outcome is None else (outcome, int(controls["NS"].value), int(controls["EW"].value))


_CHOOSE: dict[str, Callable[[Any, Controls, tuple[object, ...]], None]] = {
    Answer.CARDS: _choose_cards, Answer.SEAT: _choose_seat, Answer.POINTS: _choose_points,
    Answer.TEAM_POINTS: _choose_team_points, Answer.OUTCOME_SCORES: _choose_outcome_scores,
}
_READ: dict[str, Callable[[Any, Controls], object | None]] = {
    Answer.CARDS: _read_cards, Answer.SEAT: _read_seat, Answer.POINTS: _read_points,
    Answer.TEAM_POINTS: _read_team_points, Answer.OUTCOME_SCORES: _read_outcome_scores,
}
"""How a learner's answer is set and read for each drawn answer form (``Kind.answer``): the kinds
that describe theirs (``Exercise.fields``) need none."""


def exercise(kind: str = "which-cards", *, lang: Lang = "en", level: int = 1, seed: int | None = None,
             rules: str | None = None) -> ExerciseWidget:
    """Generated exercises of one kind, one after another (``seed``: the first one's; default random),
    under ``rules`` (default: the kind's own, ``Kind.rules``)."""
    start = random.randrange(10**6) if seed is None else seed
    kind_of(kind)  # an unknown kind is refused before any widget is made
    return ExerciseWidget(lambda level, number: generate(kind, level, start + number, rules), lang=lang, level=level)


def exercise_set(exercises: Sequence[Exercise], *, lang: Lang = "en") -> ExerciseWidget:
    """The exercises of a set (``load_set(...).exercises``), in order, then again from the start."""
    if not exercises:
        raise InvalidInput("an exercise set needs at least one exercise")
    return ExerciseWidget(lambda level, number: exercises[number % len(exercises)], lang=lang, levels=(1,))


# ----- a whole deal against the computer players -----

class PlayWidget:
    """A match of the learner (South) against the engine's computer players, drawn from the play
    page's own ``web.session.Session`` (the same game loop, the same states): the auction's calls and
    the cards are buttons; a forbidden card is refused with the engine's reason; **Hint** and, after
    the deal, **Review the deal** ask the double-dummy solver (tables of four only).

    For tests and scripts the same actions are methods: ``act("pass")``, ``act("JH")``, ``hint()``,
    ``review()``, ``next()``, ``start()``.
    """

    def __init__(self, preset: str = "classic", level: str = "beginner", *, lang: Lang = "en",
                 seed: int | None = None) -> None:
        from .web.labels import LABELS, rules_label
        from .web.session import LEVELS, PRESET_NAMES

        check_language(lang)
        w = _ipywidgets()
        self.lang, self.seed, self.labels = lang, seed, {key: msg(lang) for key, msg in LABELS.items()}
        label = self.labels
        if preset not in PRESET_NAMES:
            raise InvalidInput(f"unknown rules {preset!r}: expected one of {', '.join(PRESET_NAMES)}")
        self.presets = w.Dropdown(options=[(rules_label(name, lang), name) for name in PRESET_NAMES], value=preset,
                                  description=label["rules"], style={"description_width": "initial"})
        self.levels = w.ToggleButtons(options=[(label[name], name) for name in LEVELS], value=level,
                                      description=label["level"], style={"description_width": "initial"})
        self.deal_button = w.Button(description=label["start"], button_style="primary", tooltip=label["start"])
        self.style, self.match, self.table, self.reason, self.hint_text = (w.HTML() for _ in range(5))
        self.result, self.review_text, self.log = w.HTML(), w.HTML(), w.HTML()
        self.calls, self.hand = w.HBox(layout=w.Layout(flex_flow="row wrap")), w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.hint_button = w.Button(description=label["hint"], tooltip=label["hint"])
        self.review_button = w.Button(description=label["review"], tooltip=label["review"])
        self.next_button = w.Button(description=label["next"], tooltip=label["next"])
        self.deal_button.on_click(lambda _: self.start())
        self.hint_button.on_click(lambda _: self.hint())
        self.review_button.on_click(lambda _: self.review())
        self.next_button.on_click(lambda _: self.next())
        self.call_buttons: dict[str, Any] = {}
        self.card_buttons: dict[str, Any] = {}
        self.lines: list[str] = []
        self.box = w.VBox([self.style, w.HBox([self.presets, self.levels, self.deal_button]), self.match, self.table,
                           self.calls, self.hand, self.reason, w.HBox([self.hint_button]), self.hint_text, self.result,
                           w.HBox([self.review_button, self.next_button]), self.review_text, self.log])
        self.start()

    # ----- what the learner does -----

    def start(self) -> None:
        """A new match under the chosen rules and level."""
        from .web.session import Session

        self.session = Session(self.presets.value, self.levels.value, self.lang, self.seed)
        self.lines = []
        self._draw(self.session.run(0))

    def act(self, text: str) -> None:
        """South's call or card (``pass``, ``100 H``, ``declare``, ``JH``); the computer players then
        play until South's next turn. A forbidden card is refused with the engine's reason."""
        state = self.session.choose(text)
        if "refused" in state:
            refused = state["refused"]
            self.reason.value = el("p", f"✕ {refused['reason']}", class_="belote-w-reason", data_rule=refused["rule"])
            return
        self.reason.value = ""
        self._say(state["log_from"], state["log"])
        self._draw(self.session.run(0))

    def hint(self) -> None:
        """The best card(s) with every hand known (double-dummy)."""
        hint = self.session.hint()
        self.hint_text.value = el("p", hint["text"], " ", hint["reason"])

    def review(self) -> None:
        """After the deal: each of South's cards against the best one, what it cost, and the rest of
        the deal under best play (all double-dummy)."""
        review = self.session.review()
        rows = []
        for row in review["rows"]:
            lines = [el("details", el("summary", row[f"{key}_title"]),
                        el("ol", [el("li", trick["text"], data_trick=trick["trick"]) for trick in row[key]]))
                     for key in ("line", "played_line") if key in row]
            why = [el("p", row[key], **{f"data_review_{key}": True}) for key in ("reason", "known") if row[key]]
            rows.append(el("li", el("p", row["text"]), why, lines, data_cost=row["cost"]))
        self.review_text.value = Markup(el("p", review["note"]) + el("ol", rows, class_="belote-w-review"))

    def next(self) -> None:
        """The next deal of the match."""
        self.review_text.value = ""
        self._draw(self.session.next_deal())
        self._draw(self.session.run(0))

    # ----- drawing -----

    @property
    def state(self) -> dict[str, Any]:
        return self._state

    def _say(self, start: int, lines: Sequence[str]) -> None:
        """The deal's log: the first ``start`` lines kept (fewer after an undo, none in a new deal), then ``lines``."""
        self.lines = [*self.lines[:start], *lines]
        self.log.value = Markup(el("h4", self.labels["log"])
                                + el("ol", [el("li", line) for line in self.lines], class_="belote-w-log"))

    def _draw(self, state: dict[str, Any]) -> None:
        w, lang, label = _ipywidgets(), self.lang, self.labels
        self._state = state
        self._say(state["log_from"], state["log"])
        self.match.value = el("p", state["match_line"])
        seats = " · ".join(f"{state['names'][seat]}: {state['hand_labels'][seat]}"
                           for seat in state["seats"] if seat != "S")
        # the session's pictures are SVG it drew (render.svg), sent as text in its state
        contract = state["contract"] or Markup((state["retourne"] or {}).get("svg", ""))
        table = Markup("".join(card["svg"] for card in state.get("table", [])))
        self.table.value = el("section", el("p", seats), el("p", contract), el("div", Markup(state["trick_svg"])),
                              el("div", table), aria_label=label["table"])
        self.call_buttons = {}
        for call in state["calls"]:
            button = w.Button(description=call["label"], tooltip=call["label"])
            button.on_click(lambda _, text=call["call"]: self.act(text))
            self.call_buttons[call["call"]] = button
        self.calls.children = list(self.call_buttons.values())
        mine = state["turn"] == "S" and state["phase"] == "play"
        self.card_buttons = {}
        for card in state["hand"]:
            forbidden = mine and not card["legal"]
            short = _short(Card.parse(card["card"]), lang)
            button = w.Button(description=f"✕ {short}" if forbidden else short,
                              tooltip=f"{card['name']} ({label['forbidden']})" if forbidden else card["name"],
                              disabled=not mine)
            button.add_class("belote-w-card")
            button.add_class(f"belote-w-{card['card']}")
            button.on_click(lambda _, text=card["card"]: self.act(text))
            self.card_buttons[card["card"]] = button
        self.hand.children = list(self.card_buttons.values())
        self.style.value = STYLE.format(cards="\n".join(_card_css(Card.parse(card["card"]), lang)
                                                        for card in state["hand"]))
        self.hint_button.disabled = not mine
        self.hint_text.value = "" if not mine else self.hint_text.value
        over = state["phase"] == "over"
        self.review_button.disabled = not (over and not state["thrown_in"])
        self.next_button.disabled = not over or state["match_over"]
        if over:
            score = {f"data-{who.lower()}": points for who, points in state["score"].items()}
            self.result.value = Markup(el("div", state.get("match_text", ""), class_="belote-w-score", **score)
                                       + el("ul", [el("li", line) for line in state["breakdown"]]))
        else:
            self.result.value = ""

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.box._repr_mimebundle_(**kwargs)


def play(preset: str = "classic", level: str = "beginner", *, lang: Lang = "en", seed: int | None = None) -> PlayWidget:
    """A whole match against the computer players, South's cards as buttons (the last line of a cell
    shows it): ``play("coinche", "strong", lang="fr")``."""
    return PlayWidget(preset, level, lang=lang, seed=seed)
