"""HTML of exercises: the position of each kind, and kernel-free quiz questions (no Sphinx).

A quiz question carries everything the page needs: ``data-kind``, the engine's answer in
``data-answer`` (the exercise's ``answer_key``) and every localized explanation, computed at build
time. The page's small script (``static/quiz/belote-quiz.js``) only reads the reader's choice,
compares it with ``data-answer`` and shows the stored explanations: no rule is computed in the page.

>>> from belote_teach.exercises import WhichCards
>>> question = quiz_question(WhichCards.make("7S AS JH 8C", "W:10S", trump="H"), "intro/1", lang="fr")
>>> question.start  # doctest: +ELLIPSIS
'<li class="belote-question" id="q-intro-1" data-question="intro/1" data-kind="which-cards" data-answer="7S AS" data-rules="classic" data-exercise="{&quot;kind&quot;:&quot;which-cards&quot;,...}">'
>>> 'data-for="JH"' in question.body and "Tu dois fournir" in question.body
True
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..exercises import REGISTRY, Answer, Exercise
from ..exercises.base import CHOICE_SEPARATOR, ENGINE_ANSWER, RIGHT, WRONG, Field
from ..exercises.scoring import OUTCOMES
from ..i18n import Lang, Msg, capitalized
from ..scoring import TEAM_NAME
from ..seats import SIDES, TEAMS, next_seat, seat_name
from .element import Markup, el, html, start_tag
from .guide import DEALER, ORDER, TURNED, calls_table
from .html import HOLDS, LEADS, RULES, TO_PLAY, card_html, preset_name, trump_label
from .scroll import scroll_box
from .svg import card_svg, hand_svg, trick_svg

_C = "quiz"
CHECK = Msg(_C, "Check", "button: compare my answer with the engine's")
CHOOSE_CARDS = Msg(_C, "Select every card you may play.")
CHOOSE_WINNER = Msg(_C, "Choose the player who wins the trick.")
POINTS_LABEL = Msg(_C, "Points")
TEAM_LABEL = Msg(_C, "Which team scores its declarations?")
NOBODY = Msg(_C, "Nobody")
DECLARATION_POINTS = Msg(_C, "Points for declarations")
OUTCOME_LABEL = Msg(_C, "How does the deal end?")
SCORE_OF = Msg(_C, "Score of {team}")
QUIZ = Msg(_C, "Quiz", "label of a quiz at the end of a chapter")
PROGRESS = Msg(_C, "Answered: {answered} of {total}. Stars: {stars} of {most}.",
               "filled in by the page's script; keep the four placeholders")
STAR_LABEL = Msg(_C, "{stars} of {most} stars")
PLAYED = Msg(_C, "{seat}: {card}", "a seat and the card it played")
CONTRACT = Msg("figure", "Contract: {contract}")
CARD_POINTS = Msg("figure", "Card points, last trick included: {ns}, {ew}")
DECLARED = Msg("figure", "Declarations scored: {team} {points}")
NO_DECLARATION = Msg("figure", "No declarations scored")
BELOTE = Msg("figure", "Belote-rebelote: {team} {points}")
CAPOT = Msg("figure", "{team} won every trick.")
HAND_OF = Msg("figure", "{seat}: {cards}", "a seat and its cards in a declarations exercise")
LAST_TRICK = Msg("figure", "The last trick of the deal")
NO_CALL = Msg("figure", "Nobody has spoken yet.")
TARGET = Msg("figure", "The match is played to {target} points.")
TOTALS = Msg("figure", "Totals after the last deal: {ns}, {ew}")
LAST_MADE = Msg("figure", "In the last deal {team} took and made their contract.")
LAST_FAILED = Msg("figure", "In the last deal {team} took and failed their contract.")
WON_SO_FAR = Msg("figure", "Card points won so far: {ns}, {ew}")
ALL_HANDS = Msg("figure", "Every hand is shown: the solver plays with all hands known (double dummy).")
EXTRAS = Msg("figure", "Declarations and belote, which count for the contract besides the card points: {ns}, {ew}",
             "a card-play puzzle: the belote includes a trump king and queen still held in one hand")
NO_DECLARATIONS = Msg("figure", "This puzzle is played without declarations; belote counts.",
                      "a card-play puzzle set by a teacher")
STARS = 3
"""Stars a quiz gives: all three when every question is right at the first try."""


def _p(css: str, text: str) -> Markup:
    return el("p", text, class_=css)


def _team(side: str, lang: Lang) -> str:
    return TEAM_NAME[side](lang)


def _lines(lines: list[str]) -> Markup:
    """Lines of text as a list of the position (``belote-deal``)."""
    return el("ul", [el("li", line) for line in lines], class_="belote-deal")


def _table(picture: Markup) -> Markup:
    return el("div", picture, class_="belote-table")


def _hands(exercise: Any, lang: Lang) -> Markup:
    """Each seat's cards, one line per seat."""
    return el("ul", [el("li", el("span", seat_name(seat, lang), class_="belote-seat"), " ", hand_svg(cards, lang),
                        class_="belote-declarer", data_seat=seat)
                     for seat, cards in exercise.hands], class_="belote-hands")


def position_html(exercise: Exercise, lang: Lang = "en") -> Markup:
    """The position an exercise asks about, without the answer: rules, trump, cards, drawn by the
    picture its kind declares (``Kind.picture``)."""
    rules = RULES(lang, rules=preset_name(exercise.rules, lang))
    worded = exercise.worded(lang)
    if worded:
        return _lines([rules, *worded])
    return PICTURES[REGISTRY[exercise.kind].picture](exercise, rules, lang)


def _hand_trick_html(exercise: Any, rules: str, lang: Lang) -> Markup:
    """The trick so far and who holds it (or who leads), for the player to play."""
    context = [rules, trump_label(exercise.trump, lang), TO_PLAY(lang, seat=seat_name(exercise.player, lang))]
    if exercise.trick:
        from ..play import trick_winner

        holder = trick_winner(exercise.trick, trump=exercise.trump, rules=exercise.rules)
        state = _table(trick_svg(exercise.trick, lang)) + _p("belote-state", HOLDS(lang, seat=seat_name(holder, lang)))
    else:
        state = _p("belote-state", LEADS(lang, seat=seat_name(exercise.player, lang)))
    return Markup(_p("belote-context", " · ".join(context)) + state)


def _trick_html(exercise: Any, rules: str, lang: Lang) -> Markup:
    """A complete trick (the last of the deal, said so)."""
    context = [rules, trump_label(exercise.trump, lang)]
    if getattr(exercise, "last_trick", False):
        context.append(LAST_TRICK(lang))
    return Markup(_p("belote-context", " · ".join(context)) + _table(trick_svg(exercise.trick, lang)))


def _hands_html(exercise: Any, rules: str, lang: Lang) -> Markup:
    """Each seat's cards, one line per seat."""
    return Markup(_p("belote-context", f"{rules} · {trump_label(exercise.trump, lang)}") + _hands(exercise, lang))


def _card_html(exercise: Any, rules: str, lang: Lang) -> Markup:
    return Markup(_p("belote-context", " · ".join([rules, trump_label(exercise.trump, lang)]))
                  + _table(card_svg(exercise.card, lang)))


def _match_lines_html(exercise: Any, rules: str, lang: Lang) -> Markup:
    points = exercise.points
    lines = [rules, TARGET(lang, target=exercise.rules.match_target),
             TOTALS(lang, ns=f"{_team('NS', lang)} {points['NS']}", ew=f"{_team('EW', lang)} {points['EW']}")]
    if exercise.made_by or exercise.failed_by:
        message = LAST_MADE if exercise.made_by else LAST_FAILED
        lines.append(message(lang, team=_team(str(exercise.made_by or exercise.failed_by), lang)))
    return _lines(lines)


def _deal_lines_html(exercise: Any, rules: str, lang: Lang) -> Markup:
    lines = [rules, CONTRACT(lang, contract=exercise.contract.describe(lang))]
    lines.append(CARD_POINTS(lang, ns=f"{_team('NS', lang)} {exercise.points[0]}",
                             ew=f"{_team('EW', lang)} {exercise.points[1]}"))
    declared = [(side, points) for side, points in zip(TEAMS, exercise.declarations, strict=True) if points]
    lines += [DECLARED(lang, team=_team(side, lang), points=points) for side, points in declared] or [
        NO_DECLARATION(lang)]
    lines += [BELOTE(lang, team=_team(side, lang), points=points)
              for side, points in zip(TEAMS, exercise.belote, strict=True) if points]
    if exercise.capot:
        lines.append(CAPOT(lang, team=_team(exercise.capot, lang)))
    return _lines(lines)


def _auction_html(exercise: Any, rules: str, lang: Lang) -> Markup:
    """The dealer, the order of play, the turned card and the calls so far (never the outcome)."""
    direction = exercise.rules.play_direction
    order = [next_seat(exercise.dealer, direction)]
    for _ in range(3):
        order.append(next_seat(order[-1], direction))
    parts = [_p("belote-context", " · ".join([rules, DEALER(lang, seat=seat_name(exercise.dealer, lang))])),
             _p("belote-order", ORDER(lang, seats=" → ".join(seat_name(seat, lang) for seat in order)))]
    if exercise.turned is not None:
        parts.append(el("p", TURNED(lang, card=""), card_html(exercise.turned, lang), class_="belote-turned"))
    if exercise.calls:
        parts.append(scroll_box(calls_table(exercise.seat_calls(), order, lang), lang))
    else:
        parts.append(_p("belote-state", NO_CALL(lang)))
    return html(parts)


def _auction_hand_html(exercise: Any, rules: str, lang: Lang) -> Markup:
    """The auction so far and the hand of the player to speak."""
    return Markup(_auction_html(exercise, rules, lang) + _hands(exercise, lang))


def _choice(kind: str, name: str, value: str, label: object, **attrs: object) -> Markup:
    """An option: a checkbox or radio button and its label (text, or ``Markup`` with a picture)."""
    return el("label", start_tag("input", {"type": kind, "name": name, "value": value}), " ", label,
              class_="belote-option", **attrs)


def _number(name: str, label: str, part: str) -> Markup:
    control = start_tag("input", {"type": "number", "inputmode": "numeric", "min": "0", "step": "1", "name": name,
                                  "data-part": part})
    return el("label", el("span", label), " ", control, class_="belote-number")


def _inputs(*controls: object) -> Markup:
    return el("div", controls, class_="belote-inputs")


def _fieldset(legend: str, options: list[Markup], css: str = "belote-inputs", **attrs: object) -> Markup:
    return el("fieldset", el("legend", legend), options, class_=css, **attrs)


def field_html(spec: Field, name: str, lang: Lang = "en") -> Markup:
    """One field of a described answer form (``Exercise.fields``): its ``data-part`` is the field's
    name; an ``alone`` option carries ``data-alone``."""
    if spec.form == "number":
        return _inputs(_number(f"{name}-{spec.name}", spec.label(lang), spec.name))
    kind = "checkbox" if spec.form == "checkbox" else "radio"
    options = [_choice(kind, f"{name}-{spec.name}", option.value, option.label(lang), data_value=option.value,
                       data_alone="true" if option.alone else None)
               for option in spec.options]
    return _fieldset(spec.label(lang), options, data_part=spec.name, data_form=kind)


def inputs_html(exercise: Exercise, name: str, lang: Lang = "en") -> Markup:
    """The form controls for an answer; ``name`` keeps radio groups of different questions apart.
    A kind answered by fields draws them; the others by the form they declare (``Kind.answer``)."""
    described = exercise.fields()
    if described:
        return html(field_html(spec, name, lang) for spec in described)
    return ANSWERS[REGISTRY[exercise.kind].answer](exercise, name, lang)


def _pictured(card: Any, text: str, lang: Lang) -> Markup:
    """An option's label: the card's picture (decorative) and its words."""
    return Markup(card_svg(card, lang, decorative=True) + el("span", text, class_="belote-option-name"))


def _cards_input(exercise: Any, name: str, lang: Lang) -> Markup:
    options = [_choice("checkbox", name, str(card), _pictured(card, capitalized(card.name(lang)), lang), data_card=card)
               for card in exercise.hand]
    return _fieldset(CHOOSE_CARDS(lang), options, "belote-inputs belote-cards")


def _seat_input(exercise: Any, name: str, lang: Lang) -> Markup:
    options = [_choice("radio", name, seat, _pictured(card, PLAYED(lang, seat=seat_name(seat, lang), card=card.name(lang)),
                                                      lang), data_seat=seat)
               for seat, card in exercise.trick]
    return _fieldset(CHOOSE_WINNER(lang), options, "belote-inputs belote-cards")


def _points_input(exercise: Any, name: str, lang: Lang) -> Markup:
    return _inputs(_number(name, POINTS_LABEL(lang), "points"))


def _team_points_input(exercise: Any, name: str, lang: Lang) -> Markup:
    teams = [_choice("radio", name, side, label) for side, label in
             (("NS", _team("NS", lang)), ("EW", _team("EW", lang)), ("none", NOBODY(lang)))]
    return Markup(_fieldset(TEAM_LABEL(lang), teams) + _inputs(_number(name + "-points", DECLARATION_POINTS(lang), "points")))


def _outcome_scores_input(exercise: Any, name: str, lang: Lang) -> Markup:
    outcomes = [_choice("radio", name, outcome, msg(lang)) for outcome, msg in OUTCOMES.items()]
    scores = [_number(f"{name}-{side}", SCORE_OF(lang, team=_team(side, lang)), side) for side in SIDES]
    return Markup(_fieldset(OUTCOME_LABEL(lang), outcomes) + _inputs(scores))


def _deal_html(exercise: Any, rules: str, lang: Lang) -> Markup:
    """A deal in its card play with every hand shown (a double-dummy puzzle): the contract, the
    points won so far, each seat's cards and the trick on the table."""
    points, extras = exercise.points_so_far, exercise.extras
    context = [rules, CONTRACT(lang, contract=exercise.contract.describe(lang)),
               TO_PLAY(lang, seat=seat_name(exercise.player, lang))]
    return html([
        _p("belote-context", " · ".join(context)),
        _p("belote-state", WON_SO_FAR(lang, ns=f"{_team('NS', lang)} {points['NS']}",
                                      ew=f"{_team('EW', lang)} {points['EW']}")),
        _p("belote-state", EXTRAS(lang, ns=f"{_team('NS', lang)} {extras['NS']}", ew=f"{_team('EW', lang)} {extras['EW']}"))
        if any(extras.values()) else Markup(),
        Markup() if exercise.with_declarations else _p("belote-state", NO_DECLARATIONS(lang)),
        _p("belote-state", ALL_HANDS(lang)),
        _hands(exercise, lang),
        _table(trick_svg(exercise.trick, lang)) if exercise.trick else Markup(),
    ])


PICTURES: dict[str, Callable[[Any, str, Lang], Markup]] = {
    "hand-trick": _hand_trick_html, "trick": _trick_html, "hands": _hands_html, "card": _card_html,
    "calls": _auction_html, "calls-hand": _auction_hand_html, "deal-lines": _deal_lines_html, "match-lines": _match_lines_html, "deal": _deal_html,
}
"""How each picture a kind declares (``Kind.picture``) is drawn: position, rules, trump."""
ANSWERS: dict[str, Callable[[Any, str, Lang], Markup]] = {
    Answer.CARDS: _cards_input, Answer.SEAT: _seat_input, Answer.POINTS: _points_input,
    Answer.TEAM_POINTS: _team_points_input, Answer.OUTCOME_SCORES: _outcome_scores_input,
}
"""The drawn answer forms (``Kind.answer``) of the kinds that do not describe theirs with ``fields``."""


def explanation_html(exercise: Exercise, lang: Lang = "en") -> Markup:
    """Every reason, each marked with what it is about: ``data-for`` a card or seat whose wrong
    choice it explains, or ``data-always`` (shown after every check)."""
    items = []
    form = REGISTRY[exercise.kind].answer
    several = any(spec.form == "checkbox" for spec in exercise.fields())
    for reason in (*exercise.anticipated(), *exercise.reasons()):
        text = reason.message(lang)
        if several:
            allowed = reason.subject in exercise.answer_key.split(CHOICE_SEPARATOR)
            items.append(el("li", text, data_for=reason.subject, data_allowed=str(allowed).lower(), data_rule=reason.rule))
        elif exercise.fields() and reason.subject and reason.subject != exercise.answer_key:
            items.append(el("li", text, data_for=reason.subject, data_rule=reason.rule))
        elif form is Answer.CARDS:
            allowed = reason.subject in exercise.answer_key.split()
            items.append(el("li", text, data_for=reason.subject, data_allowed=str(allowed).lower(), data_rule=reason.rule))
        elif form is Answer.SEAT and reason.subject != exercise.answer:
            items.append(el("li", text, data_for=reason.subject, data_rule=reason.rule))
        else:
            items.append(el("li", text, data_always="true", data_rule=reason.rule))
    return el("ul", items, class_="belote-explanation", hidden=True)


END = Markup("</li>")
"""The end of a question."""


@dataclass(frozen=True, slots=True)
class Question:
    """A rendered quiz question: ``start`` + the prompt + ``body`` + ``end`` (kept apart so that a
    document processor can put a translated prompt of the author's between them)."""

    start: Markup
    prompt: Markup
    body: Markup
    end: Markup = END

    def html(self) -> Markup:
        return Markup(self.start + self.prompt + self.body + self.end)


def _verdict(css: str, mark: str, *words: str) -> Markup:
    return el("p", el("span", mark, class_="belote-mark", aria_hidden="true"), " ", " ".join(words), class_=css,
              hidden=True)


def quiz_question(exercise: Exercise, question_id: str, lang: Lang = "en") -> Question:
    """One question of a quiz; ``question_id`` (e.g. ``book/card-play/2``) keys the reader's progress."""
    anchor = "q-" + "".join(c if c.isalnum() else "-" for c in question_id)
    several = any(spec.form == "checkbox" for spec in exercise.fields())
    start = start_tag("li", {
        "class": "belote-question", "id": anchor, "data-question": question_id, "data-kind": exercise.kind,
        "data-answer": exercise.answer_key, "data-separator": CHOICE_SEPARATOR if several else None,
        "data-rules": exercise.rules.name,
        "data-exercise": json.dumps(exercise.to_dict(), ensure_ascii=False, separators=(",", ":")),
    })
    prompt = Markup() if exercise.question else _p("belote-prompt", exercise.prompt(lang))
    verdicts = Markup(_verdict("belote-right", "✓", RIGHT(lang))
                      + _verdict("belote-wrong", "✗", WRONG(lang), ENGINE_ANSWER(lang, answer=exercise.answer_text(lang))))
    body = html([
        el("div", position_html(exercise, lang), class_="belote-position"),
        inputs_html(exercise, anchor, lang),
        el("p", el("button", CHECK(lang), type="button", class_="belote-check")),
        el("div", verdicts, explanation_html(exercise, lang), class_="belote-feedback", role="status",
           aria_live="polite"),
    ])
    return Question(start, prompt, body)


def quiz_start(quiz_id: str, lang: Lang = "en") -> Markup:
    anchor = "quiz-" + "".join(c if c.isalnum() else "-" for c in quiz_id)
    return Markup(start_tag("section", {"class": "belote-quiz", "id": anchor, "data-quiz": quiz_id,
                                        "aria-label": QUIZ(lang)})
                  + start_tag("ol", {"class": "belote-questions"}))


def quiz_end(lang: Lang = "en") -> Markup:
    template = PROGRESS(lang, answered="{answered}", total="{total}", stars="{stars}", most=STARS)
    progress = el("p", class_="belote-quiz-progress", aria_live="polite", data_template=template)
    return Markup("</ol>" + progress + "</section>")


def quiz_html(exercises: list[Exercise], quiz_id: str, lang: Lang = "en") -> Markup:
    """A whole quiz without Sphinx (author prompts as plain, escaped paragraphs)."""
    parts = [quiz_start(quiz_id, lang)]
    for number, exercise in enumerate(exercises, start=1):
        question = quiz_question(exercise, f"{quiz_id}/{number}", lang)
        prompt = _p("belote-prompt", exercise.question) if exercise.question else question.prompt
        parts.append(Markup(question.start + prompt + question.body + question.end))
    parts.append(quiz_end(lang))
    return html(parts)


OVERVIEW_CHAPTER = Msg(_C, "Chapter")
OVERVIEW_QUESTIONS = Msg(_C, "Questions")
OVERVIEW_ANSWERED = Msg(_C, "Answered")
OVERVIEW_STARS = Msg(_C, "Stars")
NOT_STARTED = Msg(_C, "not started")
FORGET = Msg(_C, "Forget my answers", "button: clear the progress kept in this browser")


def progress_html(quizzes: list[tuple[str, str, str, int]], lang: Lang = "en") -> Markup:
    """The overview of every quiz: ``(quiz id, title, link, number of questions)``; the page's
    script fills in what this browser remembers."""
    star_label = STAR_LABEL(lang, stars="{stars}", most=STARS)
    rows = [el("tr",
               el("th", el("a", title, href=link), scope="row"),
               el("td", total),
               el("td", NOT_STARTED(lang), class_="belote-answered"),
               el("td", el("span", "☆" * STARS, aria_hidden="true"), class_="belote-stars", data_label=star_label),
               data_quiz=quiz_id, data_total=total)
            for quiz_id, title, link, total in quizzes]
    heads = [el("th", head(lang), scope="col")
             for head in (OVERVIEW_CHAPTER, OVERVIEW_QUESTIONS, OVERVIEW_ANSWERED, OVERVIEW_STARS)]
    return el("div",
              el("table", el("thead", el("tr", heads)), el("tbody", rows)),
              el("p", el("button", FORGET(lang), type="button", class_="belote-forget")),
              class_="belote-progress", data_most=STARS)
