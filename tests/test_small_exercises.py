"""Exercises at a table of two or three (rules reference: two and three players): every kind that applies is drawn from a
small deal, answered per player and checked here against the small table's engine; the kinds
that are four-player only refuse with a clear message, also in a set file."""

import pytest
from bs4 import BeautifulSoup

from belote_teach import cli
from belote_teach.bidding import Contract
from belote_teach.cards import mask_of
from belote_teach.declarations import compare_declarations, find_in_mask
from belote_teach.errors import InvalidInput
from belote_teach.exercises import KINDS, REGISTRY, Exercise, generate
from belote_teach.exercises.sets import SetError, parse_set
from belote_teach.play import legal_cards, trick_winner
from belote_teach.render.handout_html import answer_room
from belote_teach.render.quiz import quiz_html
from belote_teach.rules import Rules
from belote_teach.seats import Sides, order_from, table_seats
from belote_teach.small.ending import small_match_outcome
from belote_teach.small.scoring import score_small
from belote_teach.trump import Trump
from belote_teach.values import LAST_TRICK_BONUS, point_table
from belote_teach.widgets import exercise as widget

TABLES = ("nl23+players=2", "nl23")
SMALL_KINDS = ("which-cards", "trick-winner", "trick-points", "declarations", "deal-score", "card-value", "match-end")
FOUR_ONLY = ("bid", "auction", "best-card", "take-or-pass", "how-high")


def test_every_kind_is_either_drawn_or_refused_at_a_small_table():
    assert set(SMALL_KINDS) | set(FOUR_ONLY) == set(KINDS)
    assert [kind for kind in KINDS if REGISTRY[kind].refuse(Rules.coerce("nl23"))] == list(FOUR_ONLY)


def engine_answer(made, rules):
    """The answer computed here from the engine's functions, apart from the exercise's own code."""
    seats = table_seats(rules.players)
    position = made.to_dict()
    if made.kind == "which-cards":
        return " ".join(str(c) for c in legal_cards(made.hand, made.trick, trump=made.trump, player="S", rules=rules))
    if made.kind == "trick-winner":
        return trick_winner(made.trick, trump=made.trump, rules=rules)
    if made.kind == "trick-points":
        table = point_table(made.trump)
        return str(sum(table[c.index] for _, c in made.trick) + (LAST_TRICK_BONUS if made.last_trick else 0))
    if made.kind == "declarations":
        held = dict(made.hands)
        announced = [(s, d) for s in order_from(made.leader, seats, rules.play_direction)
                     for d in find_in_mask(mask_of(held.get(s, ())), made.trump, rules)]
        outcome = compare_declarations(announced, made.trump, rules, taker=made.taker, sides=Sides.alone(seats))
        return f"{outcome.winner} {outcome.points[outcome.winner]}" if outcome.winner else "none"
    if made.kind == "deal-score":
        sheet = score_small(rules, Contract(position["taker"], Trump.parse(position["trump"])), position["points"],
                            position["tricks"], declarations=position.get("declarations"),
                            belote=position.get("belote"))
        kind = "made" if sheet.made else "reserve" if sheet.tie else "failed"
        return " ".join([kind, *(str(sheet.score[s]) for s in seats)])
    if made.kind == "match-end":
        winner = small_match_outcome(rules, position["totals"], made_by=position.get("made-by")).winner
        return winner or "none"
    return str(point_table(made.trump)[made.card.index])  # card-value


def seats_named(made):
    """Every seat the exercise's position names."""
    data = made.to_dict()
    named = {seat for seat, _ in getattr(made, "trick", ())} | {seat for seat, _ in getattr(made, "hands", ())}
    for key in ("player", "leader", "taker", "made-by"):
        if data.get(key):
            named.add(data[key])
    for key in ("points", "tricks", "totals", "declarations", "belote"):
        named |= set(data.get(key, {}))
    return named


@pytest.mark.parametrize("rules_text", TABLES)
@pytest.mark.parametrize("kind", SMALL_KINDS)
def test_every_applicable_kind_is_drawn_from_a_small_table_and_answered_as_the_engine_does(kind, rules_text):
    rules = Rules.coerce(rules_text)
    seats = table_seats(rules.players)
    for level in (1, 2, 3):
        for seed in (1, 2):
            made = generate(kind, level, seed, rules_text)
            assert made.rules == rules and made.level == level
            assert seats_named(made) <= set(seats), f"{kind}: a seat away from the table in {made.to_dict()}"
            assert made.answer_key == engine_answer(made, rules)
            assert made.check(made.answer_key).correct
            assert Exercise.from_dict(made.to_dict()) == made
            if kind in ("declarations", "deal-score", "match-end"):  # answered per player, never a team
                assert not {"NS", "EW"} & set(made.answer_key.split())
                assert {option.value for f in made.fields() for option in f.options} >= set(seats) or \
                    [f.name for f in made.fields()][1:] == list(seats)


def test_a_small_table_exercise_explains_a_wrong_answer():
    made = generate("deal-score", 3, 1, "nl23")
    wrong = {"made": "failed", "failed": "made", "reserve": "made"}[made.outcome]
    feedback = made.check(" ".join([wrong, *made.answer_key.split()[1:]]))
    assert not feedback.correct and feedback.rules[0] == made.outcome
    roem = generate("declarations", 2, 1, "nl23+players=2")
    other = next(s for s in ("N", "S") if s != roem.answer[0])
    assert not roem.check(f"{other} {roem.answer[1]}").correct


@pytest.mark.parametrize("rules_text", TABLES)
@pytest.mark.parametrize("kind", SMALL_KINDS)
def test_small_table_exercises_render_as_quiz_handout_and_widget(kind, rules_text):
    made = generate(kind, 2, 5, rules_text)
    page = BeautifulSoup(quiz_html([made], f"small-{kind}", "fr"), "html.parser")
    assert page.select("input") and page.select_one("[data-kind]")["data-answer"] == made.answer_key
    position = page.select_one(".belote-position").get_text(" ")
    assert "Nord–Sud" not in position and "Est–Ouest" not in position
    for lang in ("en", "nl", "fr", "de"):
        assert "sheet-" in answer_room(made, lang)
    shown = widget(kind, lang="de", level=2, seed=5, rules=rules_text)
    answer = shown.exercise.answer
    if shown.exercise.fields():
        shown.choose(shown.exercise.answer_key)
    else:
        shown.choose(*answer) if isinstance(answer, tuple | list) else shown.choose(answer)
    shown.check()
    assert shown.right == 1, shown.feedback_text


@pytest.mark.parametrize("kind", FOUR_ONLY)
def test_four_player_kinds_refuse_a_small_table_clearly(kind):
    with pytest.raises(InvalidInput, match=f"^{kind} exercises are for four players; nl23 is for three"):
        generate(kind, 1, 1, "nl23")
    with pytest.raises(InvalidInput, match="is for two"):
        generate(kind, 1, 1, "nl23+players=2")
    four = generate(kind, 1, 1).to_dict()  # under the kind's own rules
    with pytest.raises(InvalidInput, match="are for four players"):
        Exercise.from_dict({**four, "rules": "nl23"})


def test_a_set_under_nl23_says_file_and_line_for_four_player_kinds():
    text = ("title: Small\npreset: nl23\nexercises:\n  - kind: bid\n    level: 1\n    seed: 2\n"
            "  - kind: trick-winner\n    level: 1\n    seed: 2\n")
    with pytest.raises(SetError) as caught:
        parse_set(text, "small.yaml")
    assert str(caught.value).splitlines() == ["small.yaml:4: bid exercises are for four players; nl23 is for three"]


def test_a_set_reads_small_table_positions_per_player():
    text = ("title: Small\npreset: nl23\nexercises:\n"
            "  - kind: deal-score\n    taker: S\n    trump: H\n    points: {E: 75, S: 58, W: 7}\n"
            "    tricks: {E: 5, S: 3, W: 1}\n    expect: failed 130 0 10\n"
            "  - kind: declarations\n    trump: S\n    hands: {E: QH KH AH, W: 7C 8C 9C 10C}\n    expect: W 50\n"
            "  - kind: match-end\n    totals: {E: 710, S: 650, W: 690}\n    expect: E\n"
            "  - kind: trick-winner\n    trump: H\n    trick: 'E:AS W:7S S:8H'\n    expect: S\n")
    lesson = parse_set(text, "small.yaml")
    assert [entry.exercise.answer_key for entry in lesson.entries] == ["failed 130 0 10", "W 50", "E", "S"]
    with pytest.raises(SetError) as caught:
        parse_set(text.replace("{E: 710, S: 650, W: 690}", "{NS: 710, EW: 650}"), "small.yaml")
    assert str(caught.value).splitlines() == ["small.yaml:15: totals: 'NS' is not at the table: expected one of E S W"]


def test_checking_the_auction_drill_under_nl23_prints_file_line_messages(capsys):
    assert cli.main(["check", "--rules", "nl23", "exercises/sets/auction-drill.yaml"]) != 0
    captured = capsys.readouterr()
    lines = (captured.out + captured.err).strip().splitlines()
    assert lines and all(line.startswith("exercises/sets/auction-drill.yaml:") for line in lines), lines
    assert "exercises/sets/auction-drill.yaml:6: bid exercises are for four players; nl23 is for three" \
        in lines
    assert "Traceback" not in captured.out + captured.err
