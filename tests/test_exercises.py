"""The exercise model and its generators: answers come from the engine, feedback explains them in
every language, JSON round-trips, and a seed gives the same exercise everywhere."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_teach import legal_cards, trick_points, trick_winner
from belote_teach.errors import InvalidInput
from belote_teach.exercises import (
    KINDS,
    LEVELS,
    REGISTRY,
    DealScoring,
    Declarations,
    Exercise,
    TrickPoints,
    TrickWinner,
    WhichCards,
    generate,
)
from belote_teach.exercises.play import which_card_topics
from belote_teach.i18n import LANGUAGES
from belote_teach.rules import Rules

from .conftest import examples


def test_which_cards_answer_is_the_engines_and_a_wrong_choice_gets_its_reason():
    exercise = WhichCards.make("7H JH 8C", "N:AS W:9H", trump="H")
    assert list(exercise.answer) == legal_cards("7H JH 8C", "N:AS W:9H", trump="H")
    wrong = exercise.check("7H JH")
    assert not wrong.correct and wrong.rules[0] == "must-overtrump"
    assert wrong.messages("en")[0].startswith("Seven of hearts: forbidden. You must overtrump")
    assert exercise.check(["JH"]).correct
    assert exercise.check("jh").verdict("de") == "Richtig!"
    with pytest.raises(InvalidInput, match="AS not in the hand"):
        exercise.check("AS")


def test_trick_winner_explains_the_chosen_card_and_the_winner():
    exercise = TrickWinner.make("N:AS W:10S S:7H E:KS", trump="H")
    assert exercise.answer == trick_winner("N:AS W:10S S:7H E:KS", trump="H") == "S"
    feedback = exercise.check("N")
    assert feedback.rules[:2] == ("trumped", "highest-trump")
    assert feedback.reasons[0].subject == "N"
    assert "Nord (as de pique) fournit" in feedback.messages("fr")[0]
    no_trump = TrickWinner.make("N:AS W:10S S:7H E:KS", trump="no-trump", rules="coinche")
    assert no_trump.answer == "N" and no_trump.check("S").rules[0] == "off-suit-no-trump"


def test_trick_points_sum_is_written_out_and_the_last_trick_counts():
    exercise = TrickPoints.make("N:JH W:7H S:AD E:10D", trump="H", last_trick=True)
    assert exercise.answer == trick_points("N:JH W:7H S:AD E:10D", trump="H") + 10 == 51
    feedback = exercise.check(41)
    assert feedback.rules == ("last-trick", "trump-values")
    assert feedback.messages("en")[1] == (
        "Card values with hearts as trumps: jack of hearts (trump) 20 + seven of hearts (trump) 0 + "
        "ace of diamonds 11 + ten of diamonds 10 = 41."
    )
    assert exercise.check("51").correct


@pytest.mark.parametrize(
    ("hands", "trump", "answer", "rule"),
    [
        ({"N": "QH KH AH", "E": "8C 9C 10C"}, "S", ("NS", 20), "higher-top-card"),
        ({"S": "JS JH JD JC", "W": "8D 9D 10D JD QD"}, "H", None, None),
        ({"N": "8H 9H 10H", "E": "8C 9C 10C"}, "D", (None, 0), "equal-runs-cancel"),
        ({"N": "8H 9H 10H", "E": "8C 9C 10C"}, "H", ("NS", 20), "trump-run"),
        ({"N": "9S 9H 9D 9C", "E": "10C JC QC KC AC"}, "H", ("NS", 150), "higher-points"),
        ({"N": "AS AH AD AC", "E": "10C JC QC KC 9C"}, "H", ("NS", 100), "carre-beats-run"),
        ({"N": "8H 9H 10H JH", "S": "QS KS AS", "W": "7D 8D 9D 10D"}, "C", ("NS", 70), "higher-top-card"),
        ({"E": "QS KS AS"}, "C", ("EW", 20), "only-team"),
        ({"E": "QS KS"}, "C", (None, 0), "no-declarations"),
    ],
)
def test_declarations_answers_and_the_deciding_step(hands, trump, answer, rule):
    if answer is None:  # a card twice across hands
        with pytest.raises(InvalidInput, match="card JD is given twice"):
            Declarations.make(hands, trump=trump)
        return
    exercise = Declarations.make(hands, trump=trump)
    assert exercise.answer == answer
    assert exercise.reasons()[0].rule == rule


def test_declarations_tie_switches_need_and_use_the_taker():
    rules = "classic+equal_sequence_tie=taker_team"
    with pytest.raises(InvalidInput, match="needs the taker"):
        Declarations.make({"N": "8H 9H 10H", "E": "8C 9C 10C"}, trump="D", rules=rules)
    exercise = Declarations.make({"N": "8H 9H 10H", "E": "8C 9C 10C"}, trump="D", rules=rules, taker="W")
    assert exercise.answer == ("EW", 20) and exercise.reasons()[0].rule == "equal-runs-taker"
    first = Declarations.make({"N": "8H 9H 10H", "E": "8C 9C 10C"}, trump="D", leader="E",
                              rules="classic+equal_sequence_tie=first_announced")
    assert first.answer == ("EW", 20) and first.reasons()[0].rule == "equal-runs-first"


@pytest.mark.parametrize(
    ("arguments", "answer"),
    [  # rules reference: scoring worked examples
        ({"points": {"NS": 95, "EW": 67}, "declarations": {"NS": 20}}, ("made", 115, 67)),
        ({"points": {"NS": 75, "EW": 87}, "belote": {"NS": 20}}, ("made", 95, 87)),
        ({"points": {"NS": 81, "EW": 81}}, ("litige", 0, 81)),
        ({"points": {"NS": 162, "EW": 0}, "capot": "NS", "belote": {"EW": 20}}, ("capot", 252, 20)),
        ({"points": {"NS": 104, "EW": 58}, "rules": "coinche", "bid": 100}, ("made", 200, 60)),
        ({"points": {"NS": 70, "EW": 92}, "rules": "coinche", "bid": 120, "multiplier": 2, "belote": {"NS": 20}},
         ("dedans", 20, 560)),
    ],
)
def test_deal_score_follows_the_worked_examples(arguments, answer):
    exercise = DealScoring.make(taker="N", trump="H" if "bid" not in arguments else "S", **arguments)
    assert exercise.answer == answer
    assert exercise.check(" ".join(map(str, answer))).correct
    wrong = exercise.check(("dedans" if answer[0] != "dedans" else "made", answer[1], answer[2]))
    assert not wrong.correct and wrong.rules[0] == answer[0]
    assert any(line.startswith("Score:") for line in wrong.messages("en"))


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        ({"points": {"NS": 100, "EW": 67}}, "add up to 162"),
        ({"points": {"NS": 95, "EW": 67}, "capot": "NS"}, "capot NS: a team that wins every trick"),
        ({"points": {"NS": 95, "EW": 67}, "declarations": {"NS": 20, "EW": 50}}, "only one team scores"),
        ({"points": {"NS": 95, "EW": 67}, "belote": {"NS": 20, "EW": 20}}, "belote: 20 for each"),
        ({"points": {"NS": 95, "EW": 67}, "bid": 100}, "a classic contract has no bid"),
        ({"points": {"NS": 95, "EW": 67}, "rules": "coinche", "bid": 85}, "bid 85: expected one of 80, 90"),
        ({"points": {"NS": 95, "EW": 67}, "rules": "coinche", "bid": 80, "multiplier": 3}, "multiplier 3"),
        ({"points": {"NS": 95, "XY": 67}}, "unknown team 'XY'"),
    ],
)
def test_deal_score_refuses_impossible_deals(arguments, message):
    with pytest.raises(InvalidInput, match=message):
        DealScoring.make(taker="N", trump="H", **arguments)


def test_every_kind_and_level_generates_and_round_trips_through_json():
    for kind in KINDS:
        for level in LEVELS:
            for rules in ("classic", "coinche", "bga"):
                if REGISTRY[kind].refuse(Rules.coerce(rules)):
                    continue
                exercise = generate(kind, level, seed=3, rules=rules)
                assert (exercise.kind, exercise.level, exercise.seed) == (kind, level, 3)
                data = json.loads(json.dumps(exercise.to_dict()))
                assert Exercise.from_dict(data) == exercise
                assert data["answer"] == exercise.answer_key
                for lang in LANGUAGES:
                    assert exercise.check(exercise.answer).correct
                    assert all(exercise.check(exercise.answer).messages(lang))
                    assert exercise.title(lang)


def test_a_stored_answer_that_disagrees_with_the_engine_is_refused():
    data = WhichCards.make("7H JH 8C", "N:AS W:9H", trump="H").to_dict()
    data["answer"] = "7H JH"
    with pytest.raises(InvalidInput, match="disagrees with the engine, whose answer is 'JH'"):
        Exercise.from_dict(data)
    with pytest.raises(InvalidInput, match="unknown exercise kind 'who-wins'"):
        Exercise.from_dict({"kind": "who-wins"})


def test_generate_refuses_unknown_arguments():
    with pytest.raises(InvalidInput, match="unknown exercise kind"):
        generate("bidding")
    with pytest.raises(InvalidInput, match="unknown level 4"):
        generate("which-cards", 4)
    with pytest.raises(InvalidInput, match="seed -1"):
        generate("which-cards", 1, -1)


@settings(max_examples=examples(60), deadline=None)
@given(level=st.sampled_from(LEVELS), seed=st.integers(0, 10**6), rules=st.sampled_from(["classic", "coinche", "bga"]))
def test_which_cards_positions_forbid_a_card_for_the_levels_topic(level, seed, rules):
    exercise = generate("which-cards", level, seed, rules)
    topics = {ruling for _, ruling, _ in which_card_topics(level, exercise.rules)}
    forbidden = [v for v in exercise.verdicts if not v.allowed]
    assert forbidden and any(v.rule in topics for v in forbidden)
    assert exercise.player == "S" and len(exercise.hand) >= 3 and exercise.trick
    assert list(exercise.answer) == legal_cards(exercise.hand, exercise.trick, trump=exercise.trump, player="S",
                                                rules=exercise.rules)


@settings(max_examples=examples(40), deadline=None)
@given(kind=st.sampled_from(KINDS), level=st.sampled_from(LEVELS), seed=st.integers(0, 10**6))
def test_same_seed_same_exercise_and_every_wrong_answer_is_explained(kind, level, seed):
    exercise = generate(kind, level, seed)
    assert generate(kind, level, seed) == exercise
    assert Exercise.from_dict(exercise.to_dict()) == exercise
    wrong = {
        "which-cards": lambda e: [c for c in e.hand if c not in e.answer][:1] or list(e.hand),
        "trick-winner": lambda e: next(seat for seat, _ in e.trick if seat != e.answer),
        "trick-points": lambda e: e.answer + 1,
        "declarations": lambda e: ("EW" if e.answer[0] == "NS" else "NS", e.answer[1] + 10),
        "deal-score": lambda e: ("litige" if e.answer[0] != "litige" else "made", e.answer[1], e.answer[2] + 10),
        "card-value": lambda e: e.answer + 1,
        "bid": lambda e: [str(c) for c in e.choices() if c not in e.answer][:1] or [],
        "auction": lambda e: "thrown-in" if e.answer else "N H",
        "match-end": lambda e: "none" if e.answer else "EW",
        "best-card": lambda e: next(str(card) for card in e.values if card not in e.answer),
        "take-or-pass": lambda e: next(str(call) for call in e.offered() if call != e.answer),
        "how-high": lambda e: next(str(call) for call in e.offered() if call != e.answer),
    }[kind](exercise)
    feedback = exercise.check(wrong)
    assert not feedback.correct and feedback.reasons
    for lang in LANGUAGES:
        assert all(message.strip() for message in feedback.messages(lang))


def test_generated_exercises_fit_their_levels():
    for seed in range(15):
        winner = generate("trick-winner", 2, seed)
        assert any(card.suit is winner.trump.suit for _, card in winner.trick)
        assert winner.trick[0][1].suit is not winner.trump.suit
        one = generate("declarations", 1, seed)
        assert len({seat in ("N", "S") for seat, _ in one.hands}) == 1
        three = generate("declarations", 3, seed)
        assert three.reasons()[0].rule not in ("higher-points", "only-team")
        assert generate("trick-points", 1, seed).reasons()[0].rule == "trump-values"
        simple = generate("deal-score", 1, seed)
        assert simple.declarations == (0, 0) and simple.belote == (0, 0) and simple.outcome in ("made", "dedans")
