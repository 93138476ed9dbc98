"""A printable A4 handout of an exercise set: the exercises with room to answer, the answer key, or both.

One self-contained HTML document (inline CSS and SVG cards, local fonts, no script, no outside
request), in one language: every label is an engine ``Msg``; the teacher's title, description and
questions are HTML-escaped. ``belote_teach.publish.handout`` prints it to PDF with Chromium.

Three copies (``COPIES``): ``student``, the exercises with room to answer and nothing of their
answers; ``key``, each question with the engine's answer and reasons; ``both``, the exercises and
then the key on a new page (CSS ``break-before: page``). Every answer is inside the element marked
``data-answer-key``, so a student copy holds none. Each exercise carries its marks (``marks``,
default 1) and the head a box for the total; ``compact`` sets the exercises in two columns.

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
>>> student = handout_html(lesson, "fr", copy="student")
>>> "data-answer" in student, "Ouest remporte le pli" in student, "Qui remporte ce pli" in student
(False, False, True)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ..errors import InvalidInput
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
MARK = Msg(_C, "Mark: {blank} / {total}", "a field to fill in on a printed handout: the pupil's total; keep both "
                                          "placeholders (blank is the line to write on)")
EXERCISE = Msg(_C, "Exercise {number}")
MARKS = Msg(_C, "{count} mark", "what an exercise is worth when marking a handout", plural="{count} marks")
TICK_CARDS = Msg(_C, "Tick every card you may play.")
TICK_WINNER = Msg(_C, "Tick the player who wins the trick.")
TICK_ONE = Msg(_C, "{label} (tick one)", "a question or a label, then how to answer it on paper: 'Who takes? "
                                        "(tick one)', 'The winner (tick one)'")
TICK_ANY = Msg(_C, "{label} (tick every one that applies)", "a question or a label, then how to answer it on paper")
WHY = Msg(_C, "Why?", "room to write the reason on a printed handout")
ANSWER_KEY = Msg(_C, "Answer key")
KEY_NOTE = Msg(_C, "Every answer and every reason on this sheet was computed by the belote-teach rules engine.")
PAGE = Msg(_C, "Page {page} of {total}", "page numbers of a printed handout; keep both placeholders")
SHEET = Msg(_C, "Sheet {number} of {total}", "one of the numbered sheets of a class set")
ALL_SHEETS = Msg(_C, "Answer key of every sheet ({count} sheet)", "the combined key of a class set",
                 plural="Answer key of every sheet ({count} sheets)")
SHEETS_NOTE = Msg(_C, "Sheets drawn from the set's kinds and levels with seed {seed}: the same seed draws the same "
                      "sheets again.", "the combined key of a class set")

COPIES = ("both", "student", "key")
"""What a handout holds: the exercises and the key, the exercises alone, or the key alone."""


CSS = """
@page { size: A4; margin: 16mm 15mm 18mm; }
html { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; font-size: 10.5pt; color: #111; }
body { margin: 0; }
@media screen { body { max-width: 182mm; margin: 8mm auto; padding: 0 6mm; } }
h1 { font-size: 17pt; margin: 0 0 2mm; }
h2 { font-size: 12pt; margin: 0; }
p { margin: 0 0 1.5mm; }
.sheet-head { border-bottom: 1.5px solid #333; padding-bottom: 3mm; margin-bottom: 4mm; }
.sheet-description { font-style: italic; }
.sheet-meta { color: #333; }
.sheet-note { border-left: 3px solid #c8102e; padding-left: 2mm; }
.sheet-fields { display: flex; gap: 8mm; margin-top: 3mm; }
.sheet-fields > span { flex: 1; border-bottom: 1px solid #555; padding-bottom: 1mm; }
.sheet-fields > span.sheet-date { flex: 0 0 40mm; }
.sheet-fields > span.sheet-mark { flex: 0 0 34mm; border-bottom: none; white-space: nowrap; }
.sheet-mark-blank { display: inline-block; min-width: 12mm; border-bottom: 1px solid #555; }
ol.sheet-exercises, ol.sheet-key-list { list-style: none; padding: 0; margin: 0; }
.sheet-exercise { break-inside: avoid; border: 1px solid #bbb; border-radius: 2mm; padding: 2.5mm 4mm;
  margin: 0 0 3.5mm; }
.sheet-exercise-head { display: flex; justify-content: space-between; align-items: baseline; gap: 4mm;
  margin: 0 0 1mm; }
.sheet-marks { font-size: 9pt; color: #333; white-space: nowrap; }
.sheet-question { font-weight: bold; }
.belote-context, .belote-state, .belote-order { color: #333; font-size: 9.5pt; }
.belote-table svg { display: block; margin: 1mm 0; width: auto; height: 40mm; }
.sheet-body { display: flex; flex-wrap: wrap; gap: 2mm 8mm; align-items: flex-start; }
.sheet-position { flex: 0 1 auto; }
.sheet-answer { flex: 1 1 75mm; }
ul.belote-hands, ul.belote-deal { margin: 1mm 0 2mm; padding-left: 5mm; }
ul.belote-hands { list-style: none; padding: 0; }
.belote-declarer { display: flex; align-items: center; gap: 3mm; margin: .5mm 0; }
.belote-declarer .belote-seat { flex: 0 0 16mm; }
.belote-declarer svg { height: 16mm; width: auto; }
table.belote-calls { border-collapse: collapse; margin: 1.5mm 0; font-size: 9.5pt; }
table.belote-calls th, table.belote-calls td { border: 1px solid #999; padding: .8mm 2.5mm; text-align: center;
  min-width: 14mm; }
table.belote-calls thead th { background: #eee; }
table.belote-calls tbody th { text-align: left; font-weight: normal; color: #333; }
.belote-turned svg { height: 14mm; width: auto; vertical-align: middle; }
.sheet-instruction { margin: 1mm 0 .5mm; }
.sheet-options { display: flex; flex-wrap: wrap; gap: 1.5mm 6mm; margin: 1mm 0 2mm; }
.sheet-option { display: inline-flex; align-items: center; gap: 1.5mm; }
.sheet-card { display: inline-flex; flex-direction: column; align-items: center; gap: 1mm; }
.sheet-box { display: inline-block; width: 4mm; height: 4mm; border: 1.2px solid #222; border-radius: .6mm; }
.sheet-blank { display: inline-block; min-width: 22mm; border-bottom: 1px solid #333; margin-left: 1.5mm; }
.sheet-line { border-bottom: 1px solid #999; height: 7mm; }
.sheet-key { break-before: page; }
.sheet-key-only .sheet-key, .sheet-class-key .sheet-key { break-before: auto; }
.sheet-key-item { break-inside: avoid; margin: 0 0 3mm; }
.sheet-key-item h2 { font-size: 11pt; }
.sheet-key-question { font-style: italic; margin: .5mm 0; }
.sheet-key-answer { font-weight: bold; }
ul.sheet-reasons { margin: .5mm 0 0; padding-left: 5mm; font-size: 9.5pt; }
.sheet-key-note { color: #333; font-size: 9pt; margin-top: 4mm; }
.sheet-class-key section.sheet-variant { margin: 0 0 4mm; }
.sheet-class-key section.sheet-variant > h2 { border-bottom: 1px solid #999; margin-bottom: 1.5mm; break-after: avoid; }
.sheet-class-key ol.sheet-key-list { columns: 2; column-gap: 6mm; font-size: 9pt; }
.sheet-class-key .sheet-key-item h2 { font-size: 9.5pt; }
.sheet-class-key ul.sheet-reasons { font-size: 8pt; }
.sheet-compact { font-size: 9pt; }
.sheet-compact h1 { font-size: 14pt; }
.sheet-compact h2 { font-size: 10pt; }
.sheet-compact ol.sheet-exercises, .sheet-compact ol.sheet-key-list { columns: 2; column-gap: 6mm; }
.sheet-compact .sheet-exercise { padding: 2mm 2.5mm; margin: 0 0 3mm; }
.sheet-compact .sheet-body { display: block; }
.sheet-compact .belote-table svg { height: 28mm; }
.sheet-compact .belote-declarer svg { height: 11mm; }
.sheet-compact .belote-declarer .belote-seat { flex-basis: 12mm; }
.sheet-compact .sheet-card svg { width: 30px; height: auto; }
.sheet-compact .sheet-line + .sheet-line { display: none; }
.sheet-compact .sheet-line { height: 6mm; }
.sheet-compact table.belote-calls th, .sheet-compact table.belote-calls td { padding: .5mm 1.2mm; min-width: 9mm; }
.sheet-compact ul.sheet-reasons { font-size: 8.5pt; }
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


def marks_text(marks: int, lang: Lang = "en") -> str:
    """What an exercise is worth: "1 mark", "3 marks".

    >>> marks_text(1, "fr"), marks_text(2, "de")
    ('1 point', '2 Punkte')
    """
    return MARKS(lang, count=marks)


def field_room(spec: Field, lang: Lang = "en") -> Markup:
    """One field of a described answer form (``Exercise.fields``) on paper: a line to fill in for a
    number, a box to tick beside each option, under the field's label and how to tick."""
    if spec.form == "number":
        return _options(_blank(spec.label(lang)), data_part=spec.name)
    how = TICK_ONE if spec.form == "radio" else TICK_ANY
    label = spec.label(lang).removesuffix(".")  # "Choose every call that is allowed (tick every one …)"
    return html([_p("sheet-instruction", how(lang, label=label)),
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
    return html([_p("sheet-instruction", TICK_ONE(lang, label=TEAM_LABEL(lang))), _options(teams),
                 _options(_blank(DECLARATION_POINTS(lang)))])


def _outcome_scores_room(exercise: Any, lang: Lang) -> Markup:
    outcomes = (_option(msg(lang)) for msg in OUTCOMES.values())
    scores = (_blank(SCORE_OF(lang, team=TEAM_NAME[side](lang))) for side in SIDES)
    return html([_p("sheet-instruction", TICK_ONE(lang, label=OUTCOME_LABEL(lang))), _options(outcomes),
                 _options(scores)])


ROOMS: dict[str, Callable[[Any, Lang], Markup]] = {
    Answer.CARDS: _cards_room, Answer.SEAT: _seat_room, Answer.POINTS: _points_room,
    Answer.TEAM_POINTS: _team_points_room, Answer.OUTCOME_SCORES: _outcome_scores_room,
}
"""Room to answer on paper for each drawn answer form (``Kind.answer``), as ``quiz.ANSWERS`` on screen."""


def _heading(number: int, entry: Entry, lang: Lang) -> Markup:
    """"Exercise 3" and what it is worth."""
    return el("div", el("h2", EXERCISE(lang, number=number)), el("span", marks_text(entry.marks, lang),
                                                                class_="sheet-marks"), class_="sheet-exercise-head")


def _exercise_html(number: int, entry: Entry, lang: Lang) -> Markup:
    exercise = entry.exercise
    answer = el("div", answer_room(exercise, lang), _p("sheet-why", WHY(lang)), el("div", class_="sheet-line"),
                el("div", class_="sheet-line"), class_="sheet-answer")
    body = el("div", el("div", Markup(position_html(exercise, lang)), class_="sheet-position"), answer,
              class_="sheet-body")
    return el("li", _heading(number, entry, lang), _p("sheet-question", entry.question(lang)), body,
              class_="sheet-exercise", id=f"exercise-{number}", data_kind=exercise.kind, data_line=entry.line,
              data_rules=exercise.rules.name, data_marks=entry.marks)


def _key_html(number: int, entry: Entry, lang: Lang, question: bool) -> Markup:
    """One exercise's answer and reasons (and, on a key printed alone, its question)."""
    exercise = entry.exercise
    reasons = el("ul", (el("li", reason.message(lang)) for reason in exercise.reasons()), class_="sheet-reasons")
    asked = _p("sheet-key-question", entry.question(lang)) if question else ""
    return el("li", _heading(number, entry, lang), asked,
              _p("sheet-key-answer", capitalized(exercise.answer_text(lang))), reasons,
              class_="sheet-key-item", data_kind=exercise.kind, data_answer=exercise.answer_key,
              data_marks=entry.marks)


def _key_list(entries: Sequence[Entry], lang: Lang, question: bool) -> Markup:
    return el("ol", (_key_html(n, entry, lang, question) for n, entry in enumerate(entries, start=1)),
              class_="sheet-key-list")


def sheet_rules(exercise_set: ExerciseSet, lang: Lang = "en") -> str:
    """The rules line of the sheet's head."""
    return RULES(lang, rules=preset_name(exercise_set.rules, lang))


def total_marks(exercise_set: ExerciseSet) -> int:
    return sum(entry.marks for entry in exercise_set.entries)


def _head(exercise_set: ExerciseSet, lang: Lang, *, fields: bool, extra: Sequence[str] = ()) -> Markup:
    title = exercise_set.title_in(lang)
    description = exercise_set.description_in(lang)
    meta = [*extra, sheet_rules(exercise_set, lang), LANGUAGE(lang, language=LANGUAGE_NAMES[lang])]
    head = [el("h1", title)]
    if description:
        head.append(_p("sheet-description", description))
    head.append(_p("sheet-meta", " · ".join(meta)))
    if exercise_set.rules.name != exercise_set.file_preset:
        head.append(_p("sheet-note", CHOSEN_RULES(lang, rules=preset_name(exercise_set.rules, lang),
                                                   file_rules=preset_name(exercise_set.file_preset, lang))))
    if fields:
        before, _, after = MARK(lang, blank="\0", total=total_marks(exercise_set)).partition("\0")
        mark = el("span", before, el("span", class_="sheet-mark-blank"), after, class_="sheet-mark")
        head.append(el("p", el("span", NAME(lang)), el("span", DATE(lang), class_="sheet-date"), mark,
                       class_="sheet-fields"))
    return el("header", head, class_="sheet-head", data_rules=exercise_set.rules.name, data_lang=lang)


def _document(title: str, lang: Lang, body: Sequence[object], *, page_numbers: bool, css_class: str) -> str:
    css = CSS + (_page_numbers_css(lang) if page_numbers else "")
    parts: list[object] = ["\n"]
    for part in body:
        parts += [part, "\n"]
    document = el("html", "\n", el("head", "\n", Markup('<meta charset="utf-8">'), "\n",
                                     Markup('<meta name="generator" content="belote-teach">'), "\n",
                                     el("title", title), "\n", el("style", Markup(css)), "\n"),
                  "\n", el("body", *parts, class_=css_class), "\n", lang=lang)
    return f"<!DOCTYPE html>\n{document}\n"


def _classes(copy: str, compact: bool, *more: str) -> str:
    return " ".join([f"sheet-{copy}" if copy != "both" else "sheet-both", *more, *(["sheet-compact"] if compact else [])])


def handout_html(exercise_set: ExerciseSet, lang: Lang = "en", *, page_numbers: bool = True, copy: str = "both",
                 compact: bool = False, sheet: tuple[int, int] | None = None) -> str:
    """The handout: ``copy`` is ``student``, ``key`` or ``both`` (``COPIES``); ``compact`` sets two
    columns; ``sheet`` numbers one sheet of a class set (its number and the count). ``page_numbers``
    adds CSS page-margin numbers for a browser's own print; the PDF route draws them with
    Chromium's footer template instead."""
    check_language(lang)
    if copy not in COPIES:
        raise InvalidInput(f"copy {copy!r}: expected one of {', '.join(COPIES)}")
    title = exercise_set.title_in(lang)
    extra = [SHEET(lang, number=sheet[0], total=sheet[1])] if sheet else []
    entries = exercise_set.entries
    body: list[object] = [_head(exercise_set, lang, fields=copy != "key", extra=extra)]
    if copy != "key":
        body.append(el("ol", (_exercise_html(n, entry, lang) for n, entry in enumerate(entries, start=1)),
                       class_="sheet-exercises"))
    if copy != "student":
        subtitle = _p("sheet-key-title", title) if copy == "both" else ""  # a key alone has the title above
        body.append(el("section", el("h1", ANSWER_KEY(lang)), subtitle, _key_list(entries, lang, question=copy == "key"),
                       _p("sheet-key-note", KEY_NOTE(lang)), class_="sheet-key", data_answer_key=True))
    return _document(title, lang, body, page_numbers=page_numbers,
                     css_class=_classes("key-only" if copy == "key" else copy, compact))


def class_key_html(sheets: Sequence[ExerciseSet], lang: Lang = "en", *, seed: int, page_numbers: bool = True,
                   compact: bool = False) -> str:
    """The one key of a class set: every numbered sheet's answers and reasons, sheet by sheet."""
    check_language(lang)
    first = sheets[0]
    title = first.title_in(lang)
    variants = [el("section", el("h2", SHEET(lang, number=number, total=len(sheets))),
                   _key_list(lesson.entries, lang, question=False), class_="sheet-variant", data_sheet=number)
                for number, lesson in enumerate(sheets, start=1)]
    key = el("section", el("h1", ANSWER_KEY(lang)), _p("sheet-key-title", ALL_SHEETS(lang, count=len(sheets))),
             variants, _p("sheet-key-note", f"{SHEETS_NOTE(lang, seed=seed)} {KEY_NOTE(lang)}"),
             class_="sheet-key", data_answer_key=True)
    return _document(title, lang, [_head(first, lang, fields=False), key], page_numbers=page_numbers,
                     css_class=_classes("key-only", compact, "sheet-class-key"))
