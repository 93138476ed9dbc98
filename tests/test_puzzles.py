"""Puzzles: South to play, one clear answer the solver proves, every card's cost, the line after it."""

from __future__ import annotations

import pytest

from belote_teach.errors import InvalidInput
from belote_teach.puzzles import LEVELS, make_puzzle, puzzles
from belote_teach.seats import team
from belote_teach.solver import card_values, solve
from tests.test_solver import after, exhaustive, exhaustive_made, play_line, team_points

# a first seed for each kind and level from which the search for a puzzle is short
STARTS = [("contract", 1, 31), ("contract", 2, 159), ("contract", 3, 96), ("points", 1, 9), ("points", 2, 21),
          ("points", 3, 4)]


@pytest.mark.parametrize(("kind", "level", "seed"), STARTS)
def test_puzzle_has_one_clear_answer(kind, level, seed) -> None:
    [puzzle] = puzzles(kind, level, 1, seed=seed, tries=40)
    deal = puzzle.deal
    assert deal.to_play == puzzle.seat == "S"
    assert puzzle.tricks_left == LEVELS[level].tricks_left
    legal = deal.legal_cards()
    assert len(legal) >= 3 and set(puzzle.values) == set(legal)
    assert puzzle.values == card_values(deal)
    takers = deal.contract.team == team("S")
    if kind == "points":
        assert set(puzzle.answer) == {c for c, v in puzzle.values.items() if v == max(puzzle.values.values())}
    else:
        assert set(puzzle.answer) == {c for c, made in puzzle.makes.items() if made == takers}
    wrong = [c for c in legal if c not in puzzle.answer]
    assert wrong and min(puzzle.cost(c) for c in wrong) >= LEVELS[level].margin
    assert len({puzzle.values[c] for c in puzzle.answer}) == 1
    # the line after the answer, played out, scores the answer's value
    replay = play_line(deal, puzzle.line)
    assert puzzle.line[0].plays[len(deal.trick)] == ("S", puzzle.answer[0])
    assert replay.result().card_points[team("S")] == puzzle.values[puzzle.answer[0]]
    assert replay.result().made == puzzle.makes[puzzle.answer[0]]
    # a wrong card is explained by its line
    after = puzzle.line_after(wrong[0])
    assert after[0].plays[len(deal.trick)] == ("S", wrong[0])
    assert make_puzzle(kind, level, puzzle.seed) == puzzle


@pytest.mark.parametrize("kind", ["contract", "points"])
def test_level_one_answers_match_the_exhaustive_search(kind) -> None:
    [puzzle] = puzzles(kind, 1, 1, seed=31)
    for card in puzzle.values:
        child = after(puzzle.deal, card)
        assert puzzle.values[card] == team_points(exhaustive(child), True, int(child.rules.capot_value))
        assert puzzle.makes[card] == exhaustive_made(child)


def test_rejected_positions_and_bad_input() -> None:
    assert any(make_puzzle("contract", 1, seed) is None for seed in range(5))
    with pytest.raises(InvalidInput, match="puzzle kind"):
        make_puzzle("best", 1, 0)  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="puzzle level"):
        make_puzzle("points", 4, 0)


def test_coinche_puzzle() -> None:
    [puzzle] = puzzles("contract", 2, 1, seed=0, rules="coinche")
    assert puzzle.deal.rules.name == "coinche" and puzzle.makes == solve(puzzle.deal).makes
