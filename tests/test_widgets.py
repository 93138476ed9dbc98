"""The ipywidgets front end: in this process, and in real kernels that run every learner notebook
(nbclient), a wrong choice gives the engine's reason and a right one advances the score."""

import os
import sys
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

from belote_teach.deal import Deal
from belote_teach.errors import InvalidInput
from belote_teach.exercises import KINDS, REGISTRY, generate
from belote_teach.exercises.sets import load_set
from belote_teach.explain import explain_play
from belote_teach.i18n import LANGUAGES
from belote_teach.publish.lite import localized_notebook, under_rules
from belote_teach.widgets import exercise, exercise_set, play

from .conftest import ROOT

LIVE_VARIANTS = {name: kind.live for name, kind in REGISTRY.items() if kind.live}

NOTEBOOKS = ROOT / "exercises"


def test_which_cards_widget_explains_a_wrong_card_and_counts_a_right_answer():
    widget = exercise("which-cards", lang="de", level=2, seed=1)
    expected = generate("which-cards", 2, 1)
    assert widget.exercise == expected
    forbidden = next(v for v in expected.verdicts if not v.allowed)
    widget.choose(*expected.answer, forbidden.card)
    widget.check_button.click()
    assert "Nicht ganz" in widget.feedback_text and forbidden.message("de") in widget.feedback_text
    assert (widget.right, widget.done, widget.streak) == (0, 1, 0)
    widget.next_button.click()
    widget.choose(*widget.exercise.answer)
    widget.check()
    assert "Richtig!" in widget.feedback_text
    assert (widget.right, widget.done, widget.streak) == (1, 2, 1)
    assert "1 von 2" in widget.status.value


def test_cards_are_buttons_with_their_picture_and_a_mark_when_chosen():
    widget = exercise("which-cards", lang="fr", seed=4)
    card = widget.exercise.hand[0]
    button = widget.controls[str(card)]
    assert f"belote-w-{card}" in button._dom_classes and "data:image/svg+xml;base64," in widget.style.value
    button.value = True
    assert button.description.startswith("✓") and "choisie" in button.tooltip


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_checks_right_and_wrong_answers(kind):
    widget = exercise(kind, lang="nl", level=3, seed=2)
    answer = widget.exercise.answer
    wrong = {
        "which-cards": lambda: widget.choose(),
        "trick-winner": lambda: widget.choose(next(s for s, _ in widget.exercise.trick if s != answer)),
        "trick-points": lambda: widget.choose(answer + 1),
        "declarations": lambda: widget.choose("none" if answer[0] else "NS", 20),
        "deal-score": lambda: widget.choose("litige" if answer[0] != "litige" else "made", 1, 2),
        "card-value": lambda: widget.choose(answer + 1),
        "bid": lambda: widget.choose(next(c for c in widget.exercise.choices() if c not in answer)),
        "auction": lambda: widget.choose("thrown-in" if answer else "N H"),
        "match-end": lambda: widget.choose("none" if answer else "EW"),
        "best-card": lambda: widget.choose(next(c for c in widget.exercise.values if c not in answer)),
        "take-or-pass": lambda: widget.choose(next(str(c) for c in widget.exercise.offered() if c != answer)),
        "how-high": lambda: widget.choose(next(str(c) for c in widget.exercise.offered() if c != answer)),
    }[kind]
    wrong()
    widget.check()
    assert "Niet helemaal" in widget.feedback_text and widget.streak == 0
    widget.next()
    answer = widget.exercise.answer
    if kind == "which-cards":
        widget.choose(*answer)
    elif kind in ("trick-winner", "trick-points"):
        widget.choose(answer)
    elif kind == "best-card":  # one card of the best (equivalent cards are one answer)
        widget.choose(answer[0])
    elif kind == "declarations":
        widget.choose(answer[0] or "none", answer[1])
    elif kind == "deal-score":
        widget.choose(*answer)
    else:  # a described form: the answer's key is read into its fields
        widget.choose(widget.exercise.answer_key)
    widget.check()
    assert "Goed zo!" in widget.feedback_text and (widget.right, widget.done) == (1, 2)


def test_nothing_chosen_asks_for_an_answer_and_changing_level_draws_a_new_exercise():
    widget = exercise("trick-winner", lang="en", seed=3)
    widget.check()
    assert widget.feedback_text == "Choose your answer first." and widget.done == 0
    widget.levels.value = 3
    assert widget.exercise.level == 3


def test_a_set_runs_in_order():
    exercises = load_set(ROOT / "exercises" / "sets" / "scoring-drill.yaml").exercises
    widget = exercise_set(exercises, lang="en")
    assert widget.exercise == exercises[0]
    widget.next()
    assert widget.exercise == exercises[1]


@pytest.fixture(scope="module")
def kernel():
    """The kernel that nbclient starts is this environment's Python (its `python` on PATH)."""
    old = os.environ.get("PATH", "")
    os.environ["PATH"] = str(Path(sys.executable).parent) + os.pathsep + old
    yield
    os.environ["PATH"] = old


DRIVE = {
    # appended to the notebook: drive the widget that the last cell displayed (IPython keeps it in `_`)
    "which-cards": "w = _\nex = w.exercise\nbad = next(v for v in ex.verdicts if not v.allowed)\nw.choose(bad.card)",
    "trick-winner": "w = _\nex = w.exercise\nw.choose(next(s for s, _c in ex.trick if s != ex.answer))",
    "trick-points": "w = _\nex = w.exercise\nw.choose(ex.answer + 10)",
    "declarations": "w = _\nex = w.exercise\nw.choose('EW' if ex.answer[0] == 'NS' else 'NS', ex.answer[1] + 20)",
    "deal-score": "w = _\nex = w.exercise\nw.choose('litige' if ex.answer[0] != 'litige' else 'made', 1, 2)",
    "card-value": "w = _\nex = w.exercise\nw.choose(ex.answer + 1)",
    "bid": "w = _\nex = w.exercise\nw.choose(next(c for c in ex.choices() if c not in ex.answer))",
    "auction": "w = _\nex = w.exercise\nw.choose('thrown-in' if ex.answer else 'N H')",
    "match-end": "w = _\nex = w.exercise\nw.choose('none' if ex.answer else 'EW')",
    "best-card": "w = _\nex = w.exercise\nw.choose(next(c for c in ex.values if c not in ex.answer))",
    "take-or-pass": "w = _\nex = w.exercise\nw.choose(next(str(c) for c in ex.offered() if c != ex.answer))",
    "how-high": "w = _\nex = w.exercise\nw.choose(next(str(c) for c in ex.offered() if c != ex.answer))",
}
RIGHT = {
    "which-cards": "w.choose(*w.exercise.answer)",
    "trick-winner": "w.choose(w.exercise.answer)",
    "trick-points": "w.choose(w.exercise.answer)",
    "declarations": "w.choose(w.exercise.answer[0] or 'none', w.exercise.answer[1])",
    "deal-score": "w.choose(*w.exercise.answer)",
    "card-value": "w.choose(w.exercise.answer_key)",
    "bid": "w.choose(w.exercise.answer_key)",
    "auction": "w.choose(w.exercise.answer_key)",
    "match-end": "w.choose(w.exercise.answer_key)",
    "best-card": "w.choose(w.exercise.answer[0])",
    "take-or-pass": "w.choose(w.exercise.answer_key)",
    "how-high": "w.choose(w.exercise.answer_key)",
}


@pytest.mark.parametrize(("kind", "lang"), [(kind, LANGUAGES[i % 4]) for i, kind in enumerate(KINDS)])
def test_every_notebook_runs_and_its_widget_answers_in_the_kernel(kernel, kind, lang):
    notebook = localized_notebook((NOTEBOOKS / f"{kind}.md").read_text(encoding="utf-8"), lang)
    code = (
        f"{DRIVE[kind]}\nw.check_button.click()\n"
        "import json\nfirst = dict(text=w.feedback_text, right=w.right, done=w.done, reason=ex.check(w.response()).messages("
        f"{lang!r})[0])\n"
        "w.next_button.click()\n"
        f"{RIGHT[kind]}\nw.check_button.click()\n"
        "print(json.dumps(dict(first=first, text=w.feedback_text, right=w.right, done=w.done, streak=w.streak)))"
    )
    notebook.cells.append(nbformat.v4.new_code_cell(code))
    NotebookClient(notebook, kernel_name="python3", timeout=120, resources={"metadata": {"path": str(ROOT)}}).execute()
    shown = notebook.cells[-2].outputs
    assert any("application/vnd.jupyter.widget-view+json" in output.get("data", {}) for output in shown)
    import json

    result = json.loads(notebook.cells[-1].outputs[0]["text"])
    first = result["first"]
    reason = " ".join(first["reason"].split())  # feedback_text folds every space, the non-breaking ones too
    assert reason in first["text"], "the wrong choice is explained with the engine's reason"
    assert (first["right"], first["done"]) == (0, 1)
    assert (result["right"], result["done"], result["streak"]) == (1, 2, 1), "the right answer advances the score"


@pytest.mark.parametrize("kind", sorted(LIVE_VARIANTS))
def test_the_notebooks_under_other_rules_run_their_rules(kernel, kind):
    for rules in LIVE_VARIANTS[kind]:
        source = (NOTEBOOKS / f"{kind}.md").read_text(encoding="utf-8")
        notebook = under_rules(localized_notebook(source, "fr"), kind, rules, "fr")
        notebook.cells.append(nbformat.v4.new_code_cell(
            "w = _\nkey = w.exercise.answer_key\nw.choose(key) if w.exercise.fields() else w.choose(*key.split())\n"
            "w.check_button.click()\n"
            "print(w.exercise.kind, w.exercise.rules.name, w.right, w.done)"))
        NotebookClient(notebook, kernel_name="python3", timeout=120, resources={"metadata": {"path": str(ROOT)}}).execute()
        assert notebook.cells[-1].outputs[0]["text"].split() == [kind, rules, "1", "1"]


# ----- play(): a whole deal against the computer players -----

def _click_through(widget, *, refuse=True):
    """Click calls and cards as a learner would until the deal ends; a forbidden card is tried first."""
    refused = []
    while widget.state["phase"] != "over":
        state = widget.state
        assert state["turn"] == "S"
        if state["calls"]:
            button = widget.call_buttons.get("pass") or next(iter(widget.call_buttons.values()))
            button.click()
            continue
        deal = widget.session.deal
        forbidden = [card for card in state["hand"] if not card["legal"]]
        if refuse and forbidden:
            history = len(deal.history)
            button = widget.card_buttons[forbidden[0]["card"]]
            assert button.description.startswith("✕")
            verdict = next(v for v in explain_play(deal.hand("S"), list(deal.view("S").trick), trump=deal.contract.trump,
                                                   player="S", rules=deal.rules) if str(v.card) == forbidden[0]["card"])
            button.click()
            assert verdict.message(widget.lang) in widget.reason.value and len(widget.session.deal.history) == history
            refused.append(verdict.rule)
        widget.card_buttons[state["legal"][-1]].click()
    return refused


@pytest.mark.parametrize(("preset", "level", "lang"), [("classic", "beginner", "de"), ("coinche", "strong", "fr")])
def test_play_widget_plays_a_whole_deal_that_the_engine_replays_to_the_same_score(preset, level, lang):
    widget = play(preset, level, lang=lang, seed=6)
    assert widget.presets.value == preset and widget.levels.value == level
    refused = _click_through(widget)
    state = widget.state
    deal = Deal.from_json(state["record"])
    assert deal.is_over and deal.rules.name == preset and deal.result().score == state["score"]
    for side, points in state["score"].items():
        assert f'data-{side.lower()}="{points}"' in widget.result.value
    assert all(line in widget.result.value for line in deal.result().breakdown(lang))
    assert refused and widget.hint_button.disabled and not widget.next_button.disabled
    assert widget.review_button.disabled == deal.thrown_in


def test_play_widget_hints_reviews_with_the_principal_line_and_deals_again():
    widget = play("classic", "beginner", lang="nl", seed=3)
    while widget.state["phase"] != "play":
        (widget.call_buttons.get("pass") or next(iter(widget.call_buttons.values()))).click()
    assert not widget.hint_button.disabled
    widget.hint_button.click()
    assert "open kaarten" in widget.hint_text.value
    _click_through(widget, refuse=False)
    if widget.state["thrown_in"]:
        pytest.skip("the deal was thrown in")
    widget.review_button.click()
    review = widget.session.review()["rows"]
    assert widget.review_text.value.count("data-cost=") == 8 and "Slag 8:" in widget.review_text.value
    assert widget.review_text.value.count("<details>") == 8 + sum("played_line" in row for row in review)
    assert widget.review_text.value.count("data-review-reason") == sum(bool(row["reason"]) for row in review)
    widget.next_button.click()
    assert widget.state["phase"] != "over" and widget.review_text.value == ""
    widget.presets.value = "nl23"
    widget.deal_button.click()
    assert widget.state["seats"] == ["E", "S", "W"]
    while widget.state["phase"] not in ("play", "over"):  # hints at a table of three too
        (widget.call_buttons.get("pass") or next(iter(widget.call_buttons.values()))).click()
    if widget.state["phase"] == "play":
        assert not widget.hint_button.disabled
        widget.hint_button.click()
        assert "open kaarten" in widget.hint_text.value
    _click_through(widget, refuse=False)
    assert Deal.from_json(widget.state["record"]).result().score == widget.state["score"]


def test_play_refuses_unknown_rules_with_a_clear_message():
    with pytest.raises(InvalidInput, match="unknown rules 'klassiek'"):
        play("klassiek")
