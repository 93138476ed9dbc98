"""The best-card puzzle kind: the solver's answer, what a wrong card costs, teachers' sets, handouts, widgets."""

import pytest
from bs4 import BeautifulSoup

from belote_teach.exercises import BestCard, SetError, generate, parse_set
from belote_teach.exercises.best_card import generate_best_card
from belote_teach.puzzles import puzzles
from belote_teach.render.handout_html import handout_html
from belote_teach.render.quiz import quiz_html
from belote_teach.solver import solve
from belote_teach.widgets import exercise as widget


def teachers_yaml(puzzle: BestCard, expect: str | None = None, goal: str | None = None) -> str:
    """The puzzle written as a teacher would: the hands at the start, the contract and every card played."""
    deal, start = puzzle.deal, puzzle.deal.start
    plays = [f"{seat}:{card}" for trick in deal.tricks for seat, card in trick.plays]
    plays += [f"{seat}:{card}" for seat, card in deal.trick]
    hands = "".join(f"      {seat}: {cards}\n" for seat, cards in start["hands"].items())
    return ("title: Endings\nexercises:\n  - kind: best-card\n"
            f"    trump: {start['trump']}\n    leader: {start['leader']}\n    taker: {start['taker']}\n"
            f"    hands:\n{hands}    played: {' '.join(plays)}\n    goal: {goal or puzzle.goal}\n"
            + (f"    expect: {expect}\n" if expect else ""))


@pytest.mark.parametrize(("level", "goal", "start"), [(1, "points", 9), (1, "contract", 31), (2, "points", 21)])
def test_the_answer_is_the_solvers(level, goal, start):
    puzzle = generate_best_card(level, goal, start)
    [found] = puzzles(goal, level, 1, seed=start)
    solution = solve(puzzle.deal)
    assert puzzle.values == solution.values and set(puzzle.answer) == set(found.answer)
    best = max(solution.values.values())
    if goal == "points":
        assert all(solution.values[card] == best for card in puzzle.answer)
    assert all(puzzle.check(str(card)).correct for card in puzzle.answer)
    for card in solution.values:
        if card not in puzzle.answer:
            feedback = puzzle.check(str(card))
            assert not feedback.correct
            cost, line = feedback.messages("en")[:2]
            assert f"costs {abs(solution.values[puzzle.answer[0]] - solution.values[card])} points" in cost
            assert "with all hands known" in line
            assert ("made all the same" in cost) == (solution.makes[card] and solution.makes[puzzle.answer[0]])


def test_a_wrong_card_is_explained_in_every_language():
    puzzle = generate_best_card(1, "points", 9)
    feedback = puzzle.check("7D")
    assert "kost 43 punten" in feedback.messages("nl")[0]
    assert "coûte 43 points\u00a0:" in feedback.messages("fr")[0]
    assert "kostet 43 Punkte" in feedback.messages("de")[0]
    assert puzzle.prompt("de") == "Süd ist am Zug: Welche Karte bringt die meisten Punkte?"


def test_a_teachers_puzzle_is_checked_by_the_solver_at_its_line():
    puzzle = generate_best_card(1, "points", 9)
    lesson = parse_set(teachers_yaml(puzzle, expect="AD"), "endings.yaml")
    made = lesson.entries[0].exercise
    assert made.answer_key == "AD" and made.values == puzzle.values and made.kind == "best-card"
    with pytest.raises(SetError) as caught:
        parse_set(teachers_yaml(puzzle, expect="7D"), "endings.yaml")
    message = str(caught.value)
    assert message.startswith("endings.yaml:14: expected 7D but the solver finds AD: Seven of diamonds costs 43 points")


def test_a_teachers_puzzle_with_an_impossible_play_or_goal_is_refused():
    puzzle = generate_best_card(1, "points", 9)
    text = teachers_yaml(puzzle)
    with pytest.raises(SetError) as caught:
        parse_set(text.replace("goal: points", "goal: tricks"), "endings.yaml")
    assert "endings.yaml:" in str(caught.value) and "goal 'tricks'" in str(caught.value)
    first = text.split("played: ")[1].split()[0]
    wrong_seat = {"N": "E", "E": "S", "S": "W", "W": "N"}[first[0]] + first[1:]
    with pytest.raises(SetError) as caught:
        parse_set(text.replace(f"played: {first}", f"played: {wrong_seat}"), "endings.yaml")
    assert "endings.yaml:12:" in str(caught.value) and "is to play" in str(caught.value)


def test_handouts_print_puzzles_with_the_answer_key():
    puzzle = generate_best_card(1, "points", 9)
    lesson = parse_set(teachers_yaml(puzzle), "endings.yaml")
    page = BeautifulSoup(handout_html(lesson, "fr"), "html.parser")
    item = page.select_one("li.sheet-exercise")
    assert item["data-kind"] == "best-card" and len(item.select(".sheet-box")) == len(puzzle.values)
    assert "à cartes ouvertes" in item.get_text(" ")  # the term base's double dummy
    key = page.select_one("li.sheet-key-item")
    assert key["data-answer"] == "AD" and "As de carreau" in key.get_text(" ")


def test_the_quiz_page_holds_the_solvers_answer_and_each_wrong_cards_cost():
    puzzle = generate("best-card", 1, 4)
    page = BeautifulSoup(quiz_html([puzzle], "puzzles", "en"), "html.parser")
    question = page.select_one("[data-kind=best-card]")
    assert question["data-answer"] == puzzle.answer_key
    wrong = [card for card in puzzle.values if card not in puzzle.answer]
    assert {item["data-for"] for item in page.select("[data-for]")} == {str(card) for card in wrong}
    assert len(page.select("input[type=radio]")) == len(puzzle.values)


def test_the_widget_takes_a_puzzle():
    shown = widget("best-card", lang="nl", level=1, seed=3)
    wrong = next(card for card in shown.exercise.values if card not in shown.exercise.answer)
    shown.choose(str(wrong))
    shown.check()
    assert shown.right == 0 and "kost" in shown.feedback_text
    shown.next()
    shown.choose(shown.exercise.answer_key)
    shown.check()
    assert shown.right == 1
