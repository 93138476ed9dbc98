"""A printable A4 handout of an exercise set: the exercises with room to answer, then the answer key.

One self-contained HTML document (inline CSS and SVG cards, local fonts, no script, no outside
request), in one language: every label is an engine ``Msg``; the teacher's title, description and
questions are HTML-escaped. ``belote_teach.publish.handout`` prints it to PDF with Chromium; the answer key
starts on a new page (CSS ``break-before: page``), and each exercise is kept on one page.

>>> from belote_teach.exercises import parse_set
>>> lesson = parse_set('''
... title: Trumps <first lesson>
... exercises:
...   - kind: trick-winner
...     trump: H
...     trick: E:7S N:10S W:9H S:AS
... ''', "lesson.yaml")
>>> sheet = handout_html(lesson, "fr")
>>> "Trumps &lt;first lesson&gt;" in sheet and "<first" not in sheet
True
>>> "Qui remporte ce pli" in sheet, "Corrigé" in sheet, "Ouest remporte le pli" in sheet
(True, True, True)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..exercises import REGISTRY, Answer, Exercise
from ..exercises.base import Field
from ..exercises.scoring import OUTCOMES
from ..i18n import Lang, Msg, capitalized, check_language
from ..scoring import TEAM_NAME
from ..seats import SIDES, TEAMS, seat_name
from .element import Markup, el, html
from .html import LANGUAGE_NAMES, RULES, preset_name
from .quiz import DECLARATION_POINTS, NOBODY, OUTCOME_LABEL, POINTS_LABEL, SCORE_OF, TEAM_LABEL, position_html
from .svg import card_svg

if TYPE_CHECKING:
    from ..exercises.sets import Entry, ExerciseSet

_C = "handout"
LANGUAGE = Msg(_C, "Language: {language}", "on a printed handout, e.g. Language: Français")
CHOSEN_RULES = Msg(_C, "Rules chosen for this sheet: {rules} (the file says {file_rules}).",
                   "when the teacher prints a set under other rules than the file's")
NAME = Msg(_C, "Name:", "a field to fill in on a printed handout")
DATE = Msg(_C, "Date:", "a field to fill in on a printed handout")
EXERCISE = Msg(_C, "Exercise {number}")
TICK_CARDS = Msg(_C, "Tick every card you may play.")
TICK_WINNER = Msg(_C, "Tick the player who wins the trick.")
TICK_ONE = Msg(_C, "Tick one.")
WHY = Msg(_C, "Why?", "room to write the reason on a printed handout")
ANSWER_KEY = Msg(_C, "Answer key")
KEY_NOTE = Msg(_C, "Every answer and every reason on this sheet was computed by the belote-teach rules engine.")
PAGE = Msg(_C, "Page {page} of {total}", "page numbers of a printed handout; keep both placeholders")


CSS = """
@page { size: A4; margin: 16mm 15mm 18mm; }
html { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; font-size: 10.5pt; color: #111; }
body { margin: 0; }
h1 { font-size: 17pt; margin: 0 0 2mm; }
h2 { font-size: 12pt; margin: 0 0 1.5mm; }
p { margin: 0 0 1.5mm; }
.sheet-head { border-bottom: 1.5px solid #333; padding-bottom: 3mm; margin-bottom: 4mm; }
.sheet-description { font-style: italic; }
.sheet-meta { color: #333; }
.sheet-note { border-left: 3px solid #c8102e; padding-left: 2mm; }
.sheet-fields { display: flex; gap: 8mm; margin-top: 3mm; }
.sheet-fields span { flex: 1; border-bottom: 1px solid #555; padding-bottom: 1mm; }
.sheet-fields span:last-child { flex: 0 0 45mm; }
ol.sheet-exercises, ol.sheet-key-list { list-style: none; padding: 0; margin: 0; }
.sheet-exercise { break-inside: avoid; border: 1px solid #bbb; border-radius: 2mm; padding: 3mm 4mm;
  margin: 0 0 4mm; }
.sheet-question { font-weight: bold; }
.belote-context, .belote-state { color: #333; font-size: 9.5pt; }
.belote-table svg { display: block; margin: 1mm 0; width: auto; height: 44mm; }
.sheet-body { display: flex; flex-wrap: wrap; gap: 2mm 8mm; align-items: flex-start; }
.sheet-position { flex: 0 1 auto; }
.sheet-answer { flex: 1 1 75mm; }
ul.belote-hands, ul.belote-deal { margin: 1mm 0 2mm; padding-left: 5mm; }
ul.belote-hands { list-style: none; padding: 0; }
.belote-declarer { display: flex; align-items: center; gap: 3mm; margin: 1mm 0; }
.belote-declarer .belote-seat { flex: 0 0 18mm; }
.sheet-options { display: flex; flex-wrap: wrap; gap: 2mm 6mm; margin: 1mm 0 2mm; }
.sheet-option { display: inline-flex; align-items: center; gap: 1.5mm; }
.sheet-card { display: inline-flex; flex-direction: column; align-items: center; gap: 1mm; }
.sheet-box { display: inline-block; width: 4mm; height: 4mm; border: 1.2px solid #222; border-radius: .6mm; }
.sheet-blank { display: inline-block; min-width: 22mm; border-bottom: 1px solid #333; margin-left: 1.5mm; }
.sheet-line { border-bottom: 1px solid #999; height: 7mm; }
.sheet-key { break-before: page; }
.sheet-key-item { break-inside: avoid; margin: 0 0 3mm; }
.sheet-key-item h2 { font-size: 11pt; }
.sheet-key-answer { font-weight: bold; }
ul.sheet-reasons { margin: .5mm 0 0; padding-left: 5mm; font-size: 9.5pt; }
.sheet-key-note { color: #333; font-size: 9pt; margin-top: 4mm; }
"""


def _page_numbers_css(lang: Lang) -> str:
    """Page numbers when a browser prints the HTML itself (CSS page-margin boxes)."""
    before, _, rest = PAGE(lang, page="\0", total="\1").partition("\0")
    middle, _, after = rest.partition("\1")
    content = f"{_css_string(before)} counter(page) {_css_string(middle)} counter(pages) {_css_string(after)}"
    return "@page { @bottom-center { content: " + content + "; font: 8.5pt 'DejaVu Sans', sans-serif; color: #444; } }"


def _css_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _p(css: str, text: str) -> Markup:
    return el("p", text, class_=css)


def _options(*items: object, **attributes: object) -> Markup:
    return el("div", *items, class_="sheet-options", **attributes)


def _option(label: str) -> Markup:
    return el("span", el("span", class_="sheet-box"), " ", label, class_="sheet-option")


def _blank(label: str) -> Markup:
    return el("span", label, el("span", class_="sheet-blank"), class_="sheet-option")


def field_room(spec: Field, lang: Lang = "en") -> Markup:
    """One field of a described answer form (``Exercise.fields``) on paper: a line to fill in for a
    number, a box to tick beside each option (``Tick one.`` for a single choice)."""
    if spec.form == "number":
        return _options(_blank(spec.label(lang)), data_part=spec.name)
    instruction = f"{spec.label(lang)} {TICK_ONE(lang)}" if spec.form == "radio" else spec.label(lang)
    return html([_p("sheet-instruction", instruction),
                 _options((_option(option.label(lang)) for option in spec.options), data_part=spec.name,
                          data_form=spec.form)])


def answer_room(exercise: Exercise, lang: Lang = "en") -> Markup:
    """Boxes to tick and lines to fill in: the described form of the kinds that have one, or the
    drawn form their kind declares (``Kind.answer``)."""
    described = exercise.fields()
    if described:
        return html(field_room(spec, lang) for spec in described)
    return ROOMS[REGISTRY[exercise.kind].answer](exercise, lang)


def _cards_room(exercise: Any, lang: Lang) -> Markup:
    cards = (el("span", Markup(card_svg(card, lang, width=42)), el("span", class_="sheet-box"), class_="sheet-card")
             for card in exercise.hand)
    return html([_p("sheet-instruction", TICK_CARDS(lang)), _options(cards)])


def _seat_room(exercise: Any, lang: Lang) -> Markup:
    seats = (_option(seat_name(seat, lang)) for seat, _ in exercise.trick)
    return html([_p("sheet-instruction", TICK_WINNER(lang)), _options(seats)])


def _points_room(exercise: Any, lang: Lang) -> Markup:
    return _options(_blank(POINTS_LABEL(lang)))


def _team_points_room(exercise: Any, lang: Lang) -> Markup:
    teams = (_option(label) for label in (*(TEAM_NAME[side](lang) for side in TEAMS), NOBODY(lang)))
    return html([_p("sheet-instruction", f"{TEAM_LABEL(lang)} {TICK_ONE(lang)}"), _options(teams),
                 _options(_blank(DECLARATION_POINTS(lang)))])


def _outcome_scores_room(exercise: Any, lang: Lang) -> Markup:
    outcomes = (_option(msg(lang)) for msg in OUTCOMES.values())
    scores = (_blank(SCORE_OF(lang, team=TEAM_NAME[side](lang))) for side in SIDES)
    return html([_p("sheet-instruction", f"{OUTCOME_LABEL(lang)} {TICK_ONE(lang)}"), _options(outcomes),
                 _options(scores)])


ROOMS: dict[str, Callable[[Any, Lang], Markup]] = {
    Answer.CARDS: _cards_room, Answer.SEAT: _seat_room, Answer.POINTS: _points_room,
    Answer.TEAM_POINTS: _team_points_room, Answer.OUTCOME_SCORES: _outcome_scores_room,
}
"""Room to answer on paper for each drawn answer form (``Kind.answer``), as ``quiz.ANSWERS`` on screen."""


def _exercise_html(number: int, entry: Entry, lang: Lang) -> Markup:
    exercise = entry.exercise
    answer = el("div", answer_room(exercise, lang), _p("sheet-why", WHY(lang)), el("div", class_="sheet-line"),
                el("div", class_="sheet-line"), class_="sheet-answer")
    body = el("div", el("div", Markup(position_html(exercise, lang)), class_="sheet-position"), answer,
              class_="sheet-body")
    return el("li", el("h2", EXERCISE(lang, number=number)), _p("sheet-question", entry.question(lang)), body,
              class_="sheet-exercise", id=f"exercise-{number}", data_kind=exercise.kind, data_line=entry.line,
              data_rules=exercise.rules.name)


def _key_html(number: int, exercise: Exercise, lang: Lang) -> Markup:
    reasons = el("ul", (el("li", reason.message(lang)) for reason in exercise.reasons()), class_="sheet-reasons")
    return el("li", el("h2", EXERCISE(lang, number=number)),
              _p("sheet-key-answer", capitalized(exercise.answer_text(lang))), reasons,
              class_="sheet-key-item", data_kind=exercise.kind, data_answer=exercise.answer_key)


def sheet_rules(exercise_set: ExerciseSet, lang: Lang = "en") -> str:
    """The rules line of the sheet's head (and, when the teacher chose other rules, a note saying so)."""
    return RULES(lang, rules=preset_name(exercise_set.rules, lang))


def handout_html(exercise_set: ExerciseSet, lang: Lang = "en", *, page_numbers: bool = True) -> str:
    """The whole handout. ``page_numbers`` adds CSS page-margin numbers for a browser's own print;
    the PDF route draws them with Chromium's footer template instead."""
    check_language(lang)
    title = exercise_set.title_in(lang)
    description = exercise_set.description_in(lang)
    meta = [sheet_rules(exercise_set, lang), LANGUAGE(lang, language=LANGUAGE_NAMES[lang])]
    head = [el("h1", title)]
    if description:
        head.append(_p("sheet-description", description))
    head.append(_p("sheet-meta", " · ".join(meta)))
    if exercise_set.rules.name != exercise_set.file_preset:
        head.append(_p("sheet-note", CHOSEN_RULES(lang, rules=preset_name(exercise_set.rules, lang),
                                                   file_rules=preset_name(exercise_set.file_preset, lang))))
    head.append(el("p", el("span", NAME(lang)), el("span", DATE(lang)), class_="sheet-fields"))
    entries = exercise_set.entries
    exercises = el("ol", (_exercise_html(n, entry, lang) for n, entry in enumerate(entries, start=1)),
                   class_="sheet-exercises")
    key = el("section", el("h1", ANSWER_KEY(lang)), _p("sheet-key-title", title),
             el("ol", (_key_html(n, e.exercise, lang) for n, e in enumerate(entries, start=1)), class_="sheet-key-list"),
             _p("sheet-key-note", KEY_NOTE(lang)), class_="sheet-key")
    css = CSS + (_page_numbers_css(lang) if page_numbers else "")
    header = el("header", head, class_="sheet-head", data_rules=exercise_set.rules.name, data_lang=lang)
    document = el("html", "\n", el("head", "\n", Markup('<meta charset="utf-8">'), "\n",
                                     Markup('<meta name="generator" content="belote-teach">'), "\n",
                                     el("title", title), "\n", el("style", Markup(css)), "\n"),
                  "\n", el("body", "\n", header, "\n", exercises, "\n", key, "\n"), "\n", lang=lang)
    return f"<!DOCTYPE html>\n{document}\n"

