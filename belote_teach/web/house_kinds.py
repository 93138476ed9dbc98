"""The blocks of whole deals, quiz questions and live exercises, drawn from their inputs (``web.house``).

Each ``draw`` function is what the guide's directive draws (``sphinxext.guide``, ``sphinxext.quiz``):
under the rules it states (``None``: a record's own), under each preset at build time, and under the
reader's own rules in the page, from the same inputs: the directive's options and, for a block that
reads a record (``book/deals``), the record's text in ``record`` (the page cannot read source files).

>>> spec = {"seed": "7", "dealer": "S", "calls": "pass pass pass pass"}
>>> figure, deal = auction(spec, "classic+undertrump=discard", "en")
>>> deal.rules.name, deal.thrown_in, DRAW["auction"](spec, "coinche", "en")[1]
('classic+undertrump=discard', False, 'thrown-in')
>>> DRAW["auction"]({**spec, "calls": " ".join(["pass"] * 8)}, "coinche", "en") is None  # four passes end it
True
>>> DRAW["match"]({"record": "{}", "name": "m"}, "coinche", "en") is None  # not a match record
True
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from .. import notation, record
from ..deal import Deal
from ..errors import InvalidInput
from ..exercises import REGISTRY, Exercise
from ..i18n import Lang
from ..plausible import deal_problem, match_record_problem
from ..record import Walkthrough, replay
from ..render import guide, switchboard
from ..render import quiz as render_quiz
from ..render.guide import small
from ..render.html import Figure
from ..rules import Rules
from ..scoring import DealScore

Spec = Mapping[str, Any]
Drawn = tuple[str, str] | None
"""A block's HTML and its result in words (``render.house_rules.versions``); ``None``: it cannot happen."""


def result_of(figure: Figure) -> str:
    """What a block shows as its result (the reader's rules note a change of it): its ``data-outcome``,
    or a whole deal's contract, outcome and score."""
    return switchboard.attribute(figure.start, "data-outcome") or " ".join(
        switchboard.attribute(figure.start, name) for name in ("data-contract", "data-outcome-kind", "data-score"))


def read_tricks(text: str) -> list[int] | None:
    """``1-3`` or ``4 6`` to trick numbers; empty: all.

    >>> read_tricks("1-3, 7"), read_tricks("")
    ([1, 2, 3, 7], None)
    """
    numbers_: list[int] = []
    for part in text.replace(",", " ").split():
        first, _, last = part.partition("-")
        if not first.isdigit() or (last and not last.isdigit()):
            raise InvalidInput(f"tricks {text!r}: expected numbers such as 1-3 or 4 6")
        numbers_ += range(int(first), int(last or first) + 1)
    return numbers_ or None


def _rules(rules: str | None) -> Rules | None:
    return Rules.coerce(rules) if rules else None


def auction(spec: Spec, rules: str | None, lang: Lang) -> tuple[Figure, Deal]:
    """An auction: a record's calls from its deal (``deal``, ``record``), or ``calls`` on a deal dealt from
    ``seed`` by ``dealer`` under ``rules`` (classic when none)."""
    show_hands = str(spec.get("hands", "no")).strip() == "yes"
    if spec.get("deal"):
        text = str(spec["record"])
        deal = record.fresh_deal(text, _rules(rules))
        calls = [str(action) for _, action in replay(text).calls]
        source = {"data-deal": str(spec["deal"])}
    else:
        if not spec.get("seed") or not spec.get("dealer"):
            raise InvalidInput("auction needs :seed: and :dealer: (or :deal:, a record)")
        value = str(spec.get("generale-value") or "")
        deal = record.seeded_deal(rules or "classic", int(spec["seed"]), str(spec["dealer"]).strip(),
                                  int(value) if value else None)
        calls = notation.read_calls(str(spec.get("calls", "")))
        source = {"data-seed": str(spec["seed"])}
    return guide.auction_figure(deal, calls, lang=lang, show_hands=show_hands, source=source), deal


def deal(spec: Spec, rules: str | None, lang: Lang) -> tuple[Figure, Walkthrough]:
    """A whole deal walked through (``record``, ``name``, ``parts``, ``tricks``), replayed under ``rules``.

    >>> from belote_teach import Deal
    >>> played = Deal.from_hands({"N": "JH 9H AH 10H KH QH 8H 7H", "E": "AS 10S KS QS JS 9S 8S 7S",
    ...                           "S": "AD 10D KD QD JD 9D 8D 7D", "W": "AC 10C KC QC JC 9C 8C 7C"},
    ...                          leader="N", trump="H", taker="N")
    >>> while not played.is_over:
    ...     played.play(played.legal_cards()[0])
    >>> spec = {"record": played.to_json(), "name": "hearts", "deal": "hearts"}
    >>> deal(spec, None, "en")[1].result.score, DRAW["deal"](spec, "classic+declarations=off", "en")[1]
    ({'NS': 472, 'EW': 0}, 'N H made NS 272 EW 0')
    >>> score_sheet(spec, "classic+declarations=off", "en")[1].score  # the same record as a score sheet
    {'NS': 272, 'EW': 0}
    """
    text = str(spec["record"])
    parts = str(spec.get("parts", "deal auction hands tricks score")).split()
    walk = replay(text if rules is None else record.replay_under(text, Rules.coerce(rules)).to_json())
    tricks, name = read_tricks(str(spec.get("tricks", ""))), str(spec["name"])
    if not walk.result.sides.partnerships:  # each for himself: the score sheet per player
        return small.small_walkthrough_figure(walk, lang=lang, parts=parts, name=name, tricks=tricks), walk
    return guide.walkthrough_figure(walk, lang=lang, parts=parts, tricks=tricks, name=name), walk


def score_sheet(spec: Spec, rules: str | None, lang: Lang) -> tuple[Figure, DealScore, str | None]:
    """A score sheet of four players: a record (``deal``, ``record``) replayed under ``rules`` (its own when
    none), or the figures of the directive's options under ``rules`` (classic when none); and its problem.

    >>> spec = {"contract": "N 100 H x2", "points": "NS 104 EW 58"}
    >>> score_sheet(spec, "coinche", "en")[1].score, DRAW["score-sheet"](spec, "classic", "en")  # no bids in classic
    ({'NS': 520, 'EW': 0}, None)
    """
    if spec.get("deal"):
        replayed = record.replay_under(str(spec["record"]), _rules(rules))
        result, checked, source = replayed.result(), replayed.rules, {"data-deal": str(spec["deal"])}
        problem = deal_problem(replayed)
    else:
        checked = Rules.coerce(rules or "classic")
        inputs = switchboard.score_input({key: str(value) for key, value in spec.items()})
        result, source, problem = inputs.score(checked), inputs.attributes(), inputs.problem(checked)
    return guide.score_figure(result, checked, lang, source), result, problem


def match(spec: Spec, rules: str | None, lang: Lang) -> tuple[Figure, str | None]:
    """A match record (``record``, ``name``) replayed under ``rules`` (its own when none), and its problem."""
    text, checked = str(spec["record"]), _rules(rules)
    return guide.match_figure(text, rules=checked, lang=lang, name=str(spec["name"])), match_record_problem(text, checked)


def question(spec: Spec, rules: str, lang: Lang) -> Drawn:
    """A quiz question (``exercise``: its position, ``question``: its id) under ``rules``: its HTML without the
    author's question, which the page keeps, and the engine's answer."""
    exercise = Exercise.from_dict({**spec["exercise"], "rules": rules})
    return render_quiz.quiz_question(exercise, str(spec["question"]), lang).html(), exercise.answer_key


def live(spec: Spec, rules: str, lang: Lang) -> Drawn:
    """A live exercise of the kind ``exercise``: no HTML (it starts under ``rules`` in the page), or ``None``
    when its kind has no exercise under them.

    >>> live({"exercise": "how-high"}, "coinche+undertrump=required", "en"), live({"exercise": "how-high"}, "classic", "en")
    (('', ''), None)
    """
    return None if REGISTRY[str(spec["exercise"])].refuse(Rules.coerce(rules)) else ("", "")


def drawn(draw: Callable[[Spec, str, Lang], Drawn], spec: Spec, rules: str, lang: Lang) -> Drawn:
    """``draw`` under ``rules``; ``None`` when the engine refuses the position there."""
    try:
        return draw(spec, rules, lang)
    except (InvalidInput, ValueError, KeyError):
        return None


def _html(figure: Figure, problem: str | None) -> Drawn:
    return None if problem else (figure.start + figure.body + figure.end, result_of(figure))


def _auction(spec: Spec, rules: str, lang: Lang) -> Drawn:
    return _html(auction(spec, rules, lang)[0], None)


def _deal(spec: Spec, rules: str, lang: Lang) -> Drawn:
    figure, walk = deal(spec, rules, lang)
    return _html(figure, deal_problem(walk.deal))


def _score_sheet(spec: Spec, rules: str, lang: Lang) -> Drawn:
    figure, _, problem = score_sheet(spec, rules, lang)
    return _html(figure, problem)


def _match(spec: Spec, rules: str, lang: Lang) -> Drawn:
    return _html(*match(spec, rules, lang))


DRAW: dict[str, Callable[[Spec, str, Lang], Drawn]] = {
    kind: partial(drawn, draw) for kind, draw in (("auction", _auction), ("deal", _deal), ("score-sheet", _score_sheet),
                                                  ("match", _match), ("question", question), ("live", live))}
"""The kinds drawn here, each as ``web.house.DRAW`` wants it: the HTML and result, or ``None``."""


def exercise_spec(exercise: Exercise, question_id: str) -> dict[str, Any]:
    """A quiz question's inputs: its position without its answer (computed again under other rules), its id.

    >>> from belote_teach.exercises import CardValue
    >>> spec = exercise_spec(CardValue.make("JS", trump="all-trump", rules="coinche"), "q/1")
    >>> question(spec, "contree", "en")[1], drawn(question, spec, "classic", "en")  # no all-trumps in classic
    ('13', None)
    """
    data = {key: value for key, value in exercise.to_dict().items() if key not in ("answer", "rules")}
    return {"kind": "question", "exercise": json.loads(json.dumps(data)), "question": question_id}
