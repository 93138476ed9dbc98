"""Every exercise kind goes the same way through every front end: the quiz page, the printed
handout (question, room to answer, answer key) and the notebook widget."""

import pytest
from bs4 import BeautifulSoup

from belote_teach import cli
from belote_teach.exercises import KINDS, generate
from belote_teach.exercises.sets import parse_set
from belote_teach.render.handout_html import answer_room, handout_html
from belote_teach.render.quiz import quiz_html
from belote_teach.widgets import exercise

SET = "title: Every kind\npreset: classic\nexercises:\n" + "".join(
    f"  - kind: {kind}\n    level: 2\n    seed: 5\n" for kind in KINDS)


def labels(exercise_, lang):
    """What a reader must be offered to answer: every option of every described field."""
    return [spec.label(lang) for spec in exercise_.fields()] + [
        option.label(lang) for spec in exercise_.fields() for option in spec.options]


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_makes_a_quiz_question_with_the_engines_answer(kind):
    made = generate(kind, 2, 5)
    page = BeautifulSoup(quiz_html([made], f"every-{kind}", "fr"), "html.parser")
    question = page.select_one("[data-kind]")
    assert question is not None and question["data-kind"] == kind
    assert page.select("input"), f"{kind}: the quiz offers no control to answer with"
    text = page.get_text(" ")
    assert all(label in text for label in labels(made, "fr"))


def test_every_kind_prints_on_a_handout_with_its_answer_in_the_key():
    lesson = parse_set(SET)
    page = BeautifulSoup(handout_html(lesson, "de"), "html.parser")
    printed = page.select("li.sheet-exercise")
    keys = page.select("li.sheet-key-item")
    assert [item["data-kind"] for item in printed] == list(KINDS)
    assert [item["data-answer"] for item in keys] == [entry.exercise.answer_key for entry in lesson.entries]
    for item, entry in zip(printed, lesson.entries, strict=True):
        room = item.select_one(".sheet-answer")
        assert room.select(".sheet-box, .sheet-blank"), f"{entry.exercise.kind}: no room to answer"
        assert all(label in room.get_text(" ") for label in labels(entry.exercise, "de"))


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_has_room_to_answer_in_every_language(kind):
    made = generate(kind, 1, 3)
    for lang in ("en", "nl", "fr", "de"):
        assert "sheet-" in answer_room(made, lang)


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_runs_as_a_widget_that_accepts_the_engines_answer(kind):
    widget = exercise(kind, lang="de", level=2, seed=5)
    made = widget.exercise
    if made.fields():
        widget.choose(made.answer_key)
    else:
        answer = made.answer
        widget.choose(*answer) if isinstance(answer, tuple | frozenset | list) else widget.choose(answer)
    widget.check()
    assert widget.right == 1, f"{kind}: {widget.feedback_text}"


def test_the_auction_drill_prints_as_a_handout(tmp_path, capsys):
    out = tmp_path / "drill.html"
    assert cli.main(["handout", "exercises/sets/auction-drill.yaml", "--html", "-o", str(out)]) == 0
    page = BeautifulSoup(out.read_text(encoding="utf-8"), "html.parser")
    assert {item["data-kind"] for item in page.select("li.sheet-exercise")} == {"bid", "auction", "card-value",
                                                                               "match-end"}
