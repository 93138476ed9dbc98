"""Every exercise kind goes the same way through every front end: the quiz page, the printed
handout (question, room to answer, answer key) and the notebook widget."""

import pytest
from bs4 import BeautifulSoup

from belote_teach import cli
from belote_teach.exercises import KINDS, REGISTRY, generate
from belote_teach.exercises.sets import parse_set
from belote_teach.render.handout_html import answer_room, handout_html
from belote_teach.render.quiz import quiz_html
from belote_teach.widgets import exercise

SET = "title: Every kind\npreset: classic\nexercises:\n" + "".join(
    f"  - kind: {kind}\n    level: 2\n    seed: 5\n" + (f"    preset: {REGISTRY[kind].rules}\n" if REGISTRY[kind].rules != "classic" else "")
    for kind in KINDS)
"""Every kind at level 2, each under its own rules (``Kind.rules``) where they are not the set's."""


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
        assert all(label.removesuffix(".") in room.get_text(" ") for label in labels(entry.exercise, "de"))


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


def test_the_registry_is_the_only_list_of_kinds():
    """No module but a kind's own holds a table or list of kinds (four kind names or more in one
    literal tuple, list, set or dict: the guide's figures are called "auction", "declarations" and
    "match-end" too), and the front ends draw a kind by the forms it declares, never by its class."""
    import ast
    from pathlib import Path

    from belote_teach.exercises import REGISTRY

    package = Path(__file__).resolve().parents[1] / "belote_teach"
    owners = {kind.exercise.__module__ for kind in REGISTRY.values()}
    for path in package.rglob("*.py"):
        module = ".".join(path.relative_to(package.parent).with_suffix("").parts)
        if module in owners:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            items = node.keys if isinstance(node, ast.Dict) else getattr(node, "elts", None)
            if isinstance(node, ast.Dict | ast.Tuple | ast.List | ast.Set) and items is not None:
                named = [item.value for item in items if isinstance(item, ast.Constant) and item.value in REGISTRY]
                assert len(named) <= 3, f"{module}:{node.lineno} lists kinds {named}: declare them in the kind's module"
    for front_end in ("render/quiz.py", "render/handout_html.py", "widgets.py"):
        text = (package / front_end).read_text(encoding="utf-8")
        assert "exercises.play" not in text and "isinstance(exercise" not in text, front_end


def test_every_kind_declares_what_the_front_ends_draw():
    from belote_teach.exercises import REGISTRY
    from belote_teach.render import handout_html as handout
    from belote_teach.render import quiz
    from belote_teach.widgets import _CHOOSE, _READ

    for name, kind in REGISTRY.items():
        assert kind.exercise.kind == name and set(kind.required) <= set(kind.keys), name
        assert kind.picture in quiz.PICTURES, f"{name}: no drawing of the picture {kind.picture!r}"
        if kind.answer != "fields":
            assert kind.answer in quiz.ANSWERS and kind.answer in handout.ROOMS, name
            assert kind.answer in _CHOOSE and kind.answer in _READ, name
        else:
            assert generate(name, 1, 1).fields(), f"{name}: answered by fields, but describes none"


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_reads_from_a_set_file_and_says_what_it_needs(kind):
    from belote_teach.exercises import REGISTRY, SetError

    lesson = parse_set(f"title: One\nexercises:\n  - kind: {kind}\n    level: 3\n    seed: 2\n", "one.yaml")
    assert lesson.entries[0].exercise == generate(kind, 3, 2)
    with pytest.raises(SetError) as caught:
        parse_set(f"title: One\nexercises:\n  - kind: {kind}\n", "one.yaml")
    assert str(caught.value).splitlines() == [f"one.yaml:3: the {kind} exercise needs {key!r}"
                                              for key in REGISTRY[kind].required]
