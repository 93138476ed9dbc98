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
from html import escape
from typing import Any

from ..exercises import REGISTRY, Exercise
from ..exercises.base import CHOICE_SEPARATOR, ENGINE_ANSWER, RIGHT, WRONG, Field
from ..exercises.scoring import OUTCOMES
from ..i18n import Lang, Msg, capitalized
from ..scoring import TEAM_NAME
from ..seats import SIDES, TEAMS, next_seat, seat_name
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
STARS = 3
"""Stars a quiz gives: all three when every question is right at the first try."""


def _p(css: str, text: str) -> str:
    return f'<p class="{css}">{escape(text)}</p>'


def _team(side: str, lang: Lang) -> str:
    return TEAM_NAME[side](lang)


def position_html(exercise: Exercise, lang: Lang = "en") -> str:
    """The position an exercise asks about, without the answer: rules, trump, cards, drawn by the
    picture its kind declares (``Kind.picture``)."""
    rules = RULES(lang, rules=preset_name(exercise.rules, lang))
    worded = exercise.worded(lang)
    if worded:
        return '<ul class="belote-deal">' + "".join(f"<li>{escape(line)}</li>" for line in (rules, *worded)) + "</ul>"
    return PICTURES[REGISTRY[exercise.kind].picture](exercise, rules, lang)


def _hand_trick_html(exercise: Any, rules: str, lang: Lang) -> str:
    """The trick so far and who holds it (or who leads), for the player to play."""
    context = [rules, trump_label(exercise.trump, lang), TO_PLAY(lang, seat=seat_name(exercise.player, lang))]
    html = _p("belote-context", " · ".join(context))
    if exercise.trick:
        from ..play import trick_winner

        holder = trick_winner(exercise.trick, trump=exercise.trump, rules=exercise.rules)
        html += f'<div class="belote-table">{trick_svg(exercise.trick, lang)}</div>'
        html += _p("belote-state", HOLDS(lang, seat=seat_name(holder, lang)))
    else:
        html += _p("belote-state", LEADS(lang, seat=seat_name(exercise.player, lang)))
    return html


def _trick_html(exercise: Any, rules: str, lang: Lang) -> str:
    """A complete trick (the last of the deal, said so)."""
    context = [rules, trump_label(exercise.trump, lang)]
    if getattr(exercise, "last_trick", False):
        context.append(LAST_TRICK(lang))
    return _p("belote-context", " · ".join(context)) + f'<div class="belote-table">{trick_svg(exercise.trick, lang)}</div>'


def _hands_html(exercise: Any, rules: str, lang: Lang) -> str:
    """Each seat's cards, one line per seat."""
    html = _p("belote-context", f"{rules} · {trump_label(exercise.trump, lang)}")
    items = "".join(
        f'<li class="belote-declarer" data-seat="{seat}"><span class="belote-seat">{escape(seat_name(seat, lang))}'
        f"</span> {hand_svg(cards, lang)}</li>"
        for seat, cards in exercise.hands
    )
    return html + f'<ul class="belote-hands">{items}</ul>'


def _card_html(exercise: Any, rules: str, lang: Lang) -> str:
    html = _p("belote-context", " · ".join([rules, trump_label(exercise.trump, lang)]))
    return html + f'<div class="belote-table">{card_svg(exercise.card, lang)}</div>'


def _match_lines_html(exercise: Any, rules: str, lang: Lang) -> str:
    points = exercise.points
    lines = [rules, TARGET(lang, target=exercise.rules.match_target),
             TOTALS(lang, ns=f"{_team('NS', lang)} {points['NS']}", ew=f"{_team('EW', lang)} {points['EW']}")]
    if exercise.made_by or exercise.failed_by:
        message = LAST_MADE if exercise.made_by else LAST_FAILED
        lines.append(message(lang, team=_team(str(exercise.made_by or exercise.failed_by), lang)))
    return '<ul class="belote-deal">' + "".join(f"<li>{escape(line)}</li>" for line in lines) + "</ul>"


def _deal_lines_html(exercise: Any, rules: str, lang: Lang) -> str:
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
    return '<ul class="belote-deal">' + "".join(f"<li>{escape(line)}</li>" for line in lines) + "</ul>"


def _auction_html(exercise: Any, rules: str, lang: Lang) -> str:
    """The dealer, the order of play, the turned card and the calls so far (never the outcome)."""
    direction = exercise.rules.play_direction
    order = [next_seat(exercise.dealer, direction)]
    for _ in range(3):
        order.append(next_seat(order[-1], direction))
    html = _p("belote-context", " · ".join([rules, DEALER(lang, seat=seat_name(exercise.dealer, lang))]))
    html += _p("belote-order", ORDER(lang, seats=" → ".join(seat_name(seat, lang) for seat in order)))
    if exercise.turned is not None:
        html += f'<p class="belote-turned">{escape(TURNED(lang, card=""))}{card_html(exercise.turned, lang)}</p>'
    if exercise.calls:
        return html + scroll_box(calls_table(exercise.seat_calls(), order, lang), lang)
    return html + _p("belote-state", NO_CALL(lang))


def _choice(kind: str, name: str, value: str, label_html: str, extra: str = "") -> str:
    return (f'<label class="belote-option"{extra}><input type="{kind}" name="{escape(name)}" value="{escape(value)}">'
            f" {label_html}</label>")


def _number(name: str, label: str, part: str) -> str:
    return (f'<label class="belote-number"><span>{escape(label)}</span> <input type="number" inputmode="numeric" '
            f'min="0" step="1" name="{escape(name)}" data-part="{part}"></label>')


def field_html(spec: Field, name: str, lang: Lang = "en") -> str:
    """One field of a described answer form (``Exercise.fields``): its ``data-part`` is the field's
    name; an ``alone`` option carries ``data-alone``."""
    if spec.form == "number":
        return f'<div class="belote-inputs">{_number(f"{name}-{spec.name}", spec.label(lang), spec.name)}</div>'
    kind = "checkbox" if spec.form == "checkbox" else "radio"
    options = "".join(
        _choice(kind, f"{name}-{spec.name}", option.value, escape(option.label(lang)),
                f' data-value="{escape(option.value)}"' + (' data-alone="true"' if option.alone else ""))
        for option in spec.options)
    return (f'<fieldset class="belote-inputs" data-part="{spec.name}" data-form="{kind}">'
            f"<legend>{escape(spec.label(lang))}</legend>{options}</fieldset>")


def inputs_html(exercise: Exercise, name: str, lang: Lang = "en") -> str:
    """The form controls for an answer; ``name`` keeps radio groups of different questions apart.
    A kind answered by fields draws them; the others by the form they declare (``Kind.answer``)."""
    described = exercise.fields()
    if described:
        return "".join(field_html(spec, name, lang) for spec in described)
    return ANSWERS[REGISTRY[exercise.kind].answer](exercise, name, lang)


def _cards_input(exercise: Any, name: str, lang: Lang) -> str:
    options = "".join(
        _choice("checkbox", name, str(card), f'{card_svg(card, lang, decorative=True)}<span class="belote-option-name">'
                f"{escape(capitalized(card.name(lang)))}</span>", f' data-card="{card}"')
        for card in exercise.hand)
    return f'<fieldset class="belote-inputs belote-cards"><legend>{escape(CHOOSE_CARDS(lang))}</legend>{options}</fieldset>'


def _seat_input(exercise: Any, name: str, lang: Lang) -> str:
    options = "".join(
        _choice("radio", name, seat, f'{card_svg(card, lang, decorative=True)}<span class="belote-option-name">'
                f"{escape(PLAYED(lang, seat=seat_name(seat, lang), card=card.name(lang)))}</span>",
                f' data-seat="{seat}"')
        for seat, card in exercise.trick)
    return f'<fieldset class="belote-inputs belote-cards"><legend>{escape(CHOOSE_WINNER(lang))}</legend>{options}</fieldset>'


def _points_input(exercise: Any, name: str, lang: Lang) -> str:
    return f'<div class="belote-inputs">{_number(name, POINTS_LABEL(lang), "points")}</div>'


def _team_points_input(exercise: Any, name: str, lang: Lang) -> str:
    teams = "".join(_choice("radio", name, side, escape(label)) for side, label in
                    (("NS", _team("NS", lang)), ("EW", _team("EW", lang)), ("none", NOBODY(lang))))
    return (f'<fieldset class="belote-inputs"><legend>{escape(TEAM_LABEL(lang))}</legend>{teams}</fieldset>'
            f'<div class="belote-inputs">{_number(name + "-points", DECLARATION_POINTS(lang), "points")}</div>')


def _outcome_scores_input(exercise: Any, name: str, lang: Lang) -> str:
    outcomes = "".join(_choice("radio", name, outcome, escape(msg(lang))) for outcome, msg in OUTCOMES.items())
    scores = "".join(_number(f"{name}-{side}", SCORE_OF(lang, team=_team(side, lang)), side) for side in SIDES)
    return (f'<fieldset class="belote-inputs"><legend>{escape(OUTCOME_LABEL(lang))}</legend>{outcomes}</fieldset>'
            f'<div class="belote-inputs">{scores}</div>')


def _deal_html(exercise: Any, rules: str, lang: Lang) -> str:
    """A deal in its card play with every hand shown (a double-dummy puzzle): the contract, the
    points won so far, each seat's cards and the trick on the table."""
    points = exercise.points_so_far
    context = [rules, CONTRACT(lang, contract=exercise.contract.describe(lang)),
               TO_PLAY(lang, seat=seat_name(exercise.player, lang))]
    html = _p("belote-context", " · ".join(context))
    html += _p("belote-state", WON_SO_FAR(lang, ns=f"{_team('NS', lang)} {points['NS']}",
                                          ew=f"{_team('EW', lang)} {points['EW']}"))
    html += _p("belote-state", ALL_HANDS(lang))
    items = "".join(
        f'<li class="belote-declarer" data-seat="{seat}"><span class="belote-seat">{escape(seat_name(seat, lang))}'
        f"</span> {hand_svg(cards, lang)}</li>"
        for seat, cards in exercise.hands
    )
    html += f'<ul class="belote-hands">{items}</ul>'
    if exercise.trick:
        html += f'<div class="belote-table">{trick_svg(exercise.trick, lang)}</div>'
    return html


PICTURES: dict[str, Callable[[Any, str, Lang], str]] = {
    "hand-trick": _hand_trick_html, "trick": _trick_html, "hands": _hands_html, "card": _card_html,
    "calls": _auction_html, "deal-lines": _deal_lines_html, "match-lines": _match_lines_html, "deal": _deal_html,
}
"""How each picture a kind declares (``Kind.picture``) is drawn: position, rules, trump."""
ANSWERS: dict[str, Callable[[Any, str, Lang], str]] = {
    "cards": _cards_input, "seat": _seat_input, "points": _points_input, "team-points": _team_points_input,
    "outcome-scores": _outcome_scores_input,
}
"""The drawn answer forms (``Kind.answer``) of the kinds that do not describe theirs with ``fields``."""


def explanation_html(exercise: Exercise, lang: Lang = "en") -> str:
    """Every reason, each marked with what it is about: ``data-for`` a card or seat whose wrong
    choice it explains, or ``data-always`` (shown after every check)."""
    items = []
    form = REGISTRY[exercise.kind].answer
    several = any(spec.form == "checkbox" for spec in exercise.fields())
    form = REGISTRY[exercise.kind].answer
    for reason in (*exercise.anticipated(), *exercise.reasons()):
        text = escape(reason.message(lang))
        if several:
            allowed = reason.subject in exercise.answer_key.split(CHOICE_SEPARATOR)
            items.append(f'<li data-for="{escape(reason.subject)}" data-allowed="{str(allowed).lower()}" '
                         f'data-rule="{reason.rule}">{text}</li>')
        elif exercise.fields() and reason.subject and reason.subject != exercise.answer_key:
            items.append(f'<li data-for="{escape(reason.subject)}" data-rule="{reason.rule}">{text}</li>')
        elif form == "cards":
            allowed = reason.subject in exercise.answer_key.split()
            items.append(f'<li data-for="{reason.subject}" data-allowed="{str(allowed).lower()}" '
                         f'data-rule="{reason.rule}">{text}</li>')
        elif form == "seat" and reason.subject != exercise.answer:
            items.append(f'<li data-for="{reason.subject}" data-rule="{reason.rule}">{text}</li>')
        else:
            items.append(f'<li data-always="true" data-rule="{reason.rule}">{text}</li>')
    return f'<ul class="belote-explanation" hidden>{"".join(items)}</ul>'


@dataclass(frozen=True, slots=True)
class Question:
    """A rendered quiz question: ``start`` + the prompt + ``body`` + ``end`` (kept apart so that a
    document processor can put a translated prompt of the author's between them)."""

    start: str
    prompt: str
    body: str
    end: str = "</li>"

    def html(self) -> str:
        return self.start + self.prompt + self.body + self.end


def quiz_question(exercise: Exercise, question_id: str, lang: Lang = "en") -> Question:
    """One question of a quiz; ``question_id`` (e.g. ``book/card-play/2``) keys the reader's progress."""
    anchor = "q-" + "".join(c if c.isalnum() else "-" for c in question_id)
    several = any(spec.form == "checkbox" for spec in exercise.fields())
    start = (f'<li class="belote-question" id="{anchor}" data-question="{escape(question_id)}" '
             f'data-kind="{exercise.kind}" data-answer="{escape(exercise.answer_key)}" '
             + (f'data-separator="{CHOICE_SEPARATOR}" ' if several else "")
             + f'data-rules="{escape(exercise.rules.name)}" '
             f'data-exercise="{escape(json.dumps(exercise.to_dict(), ensure_ascii=False, separators=(",", ":")))}">')
    prompt = "" if exercise.question else _p("belote-prompt", exercise.prompt(lang))
    verdicts = (
        f'<p class="belote-right" hidden><span class="belote-mark" aria-hidden="true">✓</span> {escape(RIGHT(lang))}</p>'
        f'<p class="belote-wrong" hidden><span class="belote-mark" aria-hidden="true">✗</span> {escape(WRONG(lang))} '
        f"{escape(ENGINE_ANSWER(lang, answer=exercise.answer_text(lang)))}</p>"
    )
    body = (
        f'<div class="belote-position">{position_html(exercise, lang)}</div>'
        f"{inputs_html(exercise, anchor, lang)}"
        f'<p><button type="button" class="belote-check">{escape(CHECK(lang))}</button></p>'
        f'<div class="belote-feedback" role="status" aria-live="polite">{verdicts}'
        f"{explanation_html(exercise, lang)}</div>"
    )
    return Question(start, prompt, body)


def quiz_start(quiz_id: str, lang: Lang = "en") -> str:
    anchor = "quiz-" + "".join(c if c.isalnum() else "-" for c in quiz_id)
    return (f'<section class="belote-quiz" id="{anchor}" data-quiz="{escape(quiz_id)}" '
            f'aria-label="{escape(QUIZ(lang))}"><ol class="belote-questions">')


def quiz_end(lang: Lang = "en") -> str:
    template = escape(PROGRESS(lang, answered="{answered}", total="{total}", stars="{stars}", most=STARS))
    return f'</ol><p class="belote-quiz-progress" aria-live="polite" data-template="{template}"></p></section>'


def quiz_html(exercises: list[Exercise], quiz_id: str, lang: Lang = "en") -> str:
    """A whole quiz without Sphinx (author prompts as plain, escaped paragraphs)."""
    parts = [quiz_start(quiz_id, lang)]
    for number, exercise in enumerate(exercises, start=1):
        question = quiz_question(exercise, f"{quiz_id}/{number}", lang)
        prompt = _p("belote-prompt", exercise.question) if exercise.question else question.prompt
        parts.append(question.start + prompt + question.body + question.end)
    parts.append(quiz_end(lang))
    return "".join(parts)


OVERVIEW_CHAPTER = Msg(_C, "Chapter")
OVERVIEW_QUESTIONS = Msg(_C, "Questions")
OVERVIEW_ANSWERED = Msg(_C, "Answered")
OVERVIEW_STARS = Msg(_C, "Stars")
NOT_STARTED = Msg(_C, "not started")
FORGET = Msg(_C, "Forget my answers", "button: clear the progress kept in this browser")


def progress_html(quizzes: list[tuple[str, str, str, int]], lang: Lang = "en") -> str:
    """The overview of every quiz: ``(quiz id, title, link, number of questions)``; the page's
    script fills in what this browser remembers."""
    rows = "".join(
        f'<tr data-quiz="{escape(quiz_id)}" data-total="{total}"><th scope="row"><a href="{escape(link)}">'
        f'{escape(title)}</a></th><td>{total}</td><td class="belote-answered">{escape(NOT_STARTED(lang))}</td>'
        f'<td class="belote-stars" data-label="{escape(STAR_LABEL(lang, stars="{stars}", most=STARS))}">'
        f"<span aria-hidden=\"true\">{'☆' * STARS}</span></td></tr>"
        for quiz_id, title, link, total in quizzes
    )
    return (
        f'<div class="belote-progress" data-most="{STARS}"><table><thead><tr><th scope="col">{escape(OVERVIEW_CHAPTER(lang))}'
        f'</th><th scope="col">{escape(OVERVIEW_QUESTIONS(lang))}</th><th scope="col">{escape(OVERVIEW_ANSWERED(lang))}'
        f'</th><th scope="col">{escape(OVERVIEW_STARS(lang))}</th></tr></thead><tbody>{rows}</tbody></table>'
        f'<p><button type="button" class="belote-forget">{escape(FORGET(lang))}</button></p></div>'
    )
