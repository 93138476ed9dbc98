"""The how-high kind (coinche and contrée): the height and trump of the bid worth most, answered by
the hand evaluation over every legal call, unique by a margin at three levels, in lessons with
``file:line`` problems, in quizzes and live exercises."""

import json

import pytest
from bs4 import BeautifulSoup

from belote_teach import messages
from belote_teach.actions import PASS, Bid
from belote_teach.advice import advise, best_call
from belote_teach.errors import InvalidInput
from belote_teach.exercises import Exercise, HowHigh, SetError, generate, parse_set
from belote_teach.exercises.bid_height import MARGINS
from belote_teach.render.quiz import quiz_html
from belote_teach.web.exercise import form_name, handle

POSITION = ("  - kind: how-high\n    preset: coinche\n    dealer: N\n    calls: pass, 80 D\n"
            "    hand: 7S JS 7H JH KH 8D AD AC\n    expect: {expect}\n")
"""West passed and South bid 80 diamonds: East, with the jack and king of hearts and two side aces, bids 90 hearts."""


def lesson(expect: str, entry: str = POSITION) -> str:
    return "title: Bidding\nexercises:\n" + entry.format(expect=expect)


def problems(text: str) -> list[str]:
    with pytest.raises(SetError) as caught:
        parse_set(text, "lesson.yaml")
    return str(caught.value).splitlines()


@pytest.mark.parametrize("rules", ["coinche", "contree"])
@pytest.mark.parametrize("level", [1, 2, 3])
def test_generated_exercises_are_the_evaluations_call_unique_by_the_levels_margin(rules, level):
    for seed in range(3):
        made = generate("how-high", level, seed, rules)
        assert generate("how-high", level, seed, rules) == made  # the same seed, the same exercise
        every = advise(made.hand, rules=rules, dealer=made.dealer, calls=made.calls)
        assert made.offered() == tuple(one.call for one in every)  # every legal call is offered
        assert made.answer == best_call(every).call
        scores = sorted((one.score for one in every), reverse=True)
        margin = scores[0] - scores[1]
        assert margin >= MARGINS[level] and made.margin() == margin
        assert PASS in made.machine.legal()  # never the dealer's forced bid: a height to choose
        if level == 3:
            assert made.standing is not None
        else:
            assert made.standing is None and (level == 1 or margin < MARGINS[1])
        assert made.check(made.answer_key).correct
        wrong = next(str(call) for call in made.offered() if call != made.answer)
        feedback = made.check(wrong)
        assert not feedback.correct and all(feedback.messages("nl"))


def test_the_explanation_gives_the_evaluations_numbers_and_the_next_best_call():
    made = HowHigh.make("pass, 80 D", dealer="N", rules="coinche", hand="7S JS 7H JH KH 8D AD AC")
    assert (made.player, made.answer) == ("E", Bid(90, made.answer.trump)) and made.answer_key == "90 H"
    answer, other = made.weighed(made.answer), made.weighed(Bid(100, made.answer.trump))
    first, second = made.check(made.answer_key).messages("en")
    assert first == f"90 hearts: your team makes it {round(10 * answer.made)} times in ten. {answer.explain('en')}"
    assert second == (f"90 hearts is worth about {round(answer.score - other.score)} points more on average than the "
                      f"next best call, 100 hearts (expected score {round(other.score):+d}).")
    assert made.check("100 H").messages("de")[0].startswith("100 Herz: Dein Team erfüllt es ")


def test_the_answer_form_chooses_a_height_and_a_trump_or_a_call_alone():
    made = HowHigh.make("pass, 80 D", dealer="N", rules="coinche", hand="7S JS 7H JH KH 8D AD AC")
    call, trump = made.fields()
    assert [option.value for option in call.options] == ["pass", "90", "100", "110", "120", "130", "140", "150", "160",
                                                        "capot", "coinche"]
    assert [option.value for option in call.options if option.alone] == ["pass", "coinche"]
    assert [option.value for option in trump.options] == ["S", "H", "D", "C", "no-trump", "all-trump"]
    assert made.field_values(made.answer) == {"call": "90", "trump": "H"}
    assert made.field_values(PASS) == {"call": "pass"}


def test_a_teachers_expect_is_checked_against_the_evaluation_with_file_and_line():
    entry = parse_set(lesson("90 H"), "lesson.yaml").entries[0]
    assert (entry.expect, entry.exercise.rules.name, entry.line) == ("90 H", "coinche", 3)
    wrong = problems(lesson("100 H"))
    assert len(wrong) == 1 and wrong[0].startswith("lesson.yaml:8: expected 100 H but the hand evaluation advises "
                                                   "90 H: 100 hearts: your team makes it ")
    with messages.problems_in("fr"):
        french = problems(lesson("pass"))
    assert french[0].startswith("lesson.yaml:8: attendu pass mais l’évaluation de la main conseille 90 H\u00a0: ")


@pytest.mark.parametrize(("expect", "preset", "message"), [
    ("85 H", "coinche", "lesson.yaml:8: expect: 85 H: 85 is not a bid: expected one of 80, 90, 100, 110, 120, 130, "
                        "140, 150, 160, capot"),
    ("80 H", "coinche", "lesson.yaml:8: expect: 80 H: not above the last bid, 80 D: expected a bid from 90 up"),
    ("90 no-trump", "coinche+ta_sa_bids=off", "lesson.yaml:8: expect: 90 no-trump: no bid in that trump under "
                                              "coinche+ta_sa_bids=off: expected one of S, H, D, C"),
    ("take", "coinche", "lesson.yaml:8: expect: take: not among the calls offered (pass, 90 … capot (S, H, D, C, "
                        "no-trump, all-trump), coinche)"),
    ("90 H", "classic", "lesson.yaml:4: how-high exercises are for the coinche auction, where bids have a height: "
                        "classic has the classic auction; choose a preset such as coinche or contree"),
])
def test_a_bad_answer_or_preset_is_refused_with_file_and_line(expect, preset, message):
    assert problems(lesson(expect, POSITION.replace("preset: coinche", f"preset: {preset}"))) == [message]


def test_a_set_names_its_rules_or_draws_how_high_under_coinche():
    unnamed = "title: Bidding\nexercises:\n  - kind: how-high\n    level: 2\n    seed: 4\n"
    assert parse_set(unnamed, "lesson.yaml").entries[0].exercise == generate("how-high", 2, 4, "coinche")
    assert problems(unnamed.replace("exercises:", "preset: classic\nexercises:")) == [
        "lesson.yaml:4: how-high exercises are for the coinche auction, where bids have a height: classic has the "
        "classic auction; choose a preset such as coinche or contree"]
    short = POSITION.replace("7S JS 7H JH KH 8D AD AC", "7S JS 7H JH KH")
    assert problems(lesson("90 H", short)) == [
        "lesson.yaml:7: the hand of the player to speak holds 8 cards in this auction, not 5"]
    with messages.problems_in("de"):
        german = problems(unnamed.replace("exercises:", "preset: bga\nexercises:"))
    assert german == ["lesson.yaml:4: how-high-Übungen gehören zum Bieten beim Coinche, wo ein Gebot eine Höhe hat: "
                      "bga hat das klassische Bieten; wähle einen Regelsatz wie coinche oder contree"]


def test_the_classic_auction_and_a_finished_bidding_are_refused():
    with pytest.raises(InvalidInput, match=r"^how-high exercises are for the coinche auction"):
        generate("how-high", 1, 1, "classic")
    data = generate("how-high", 1, 1).to_dict()
    with pytest.raises(InvalidInput, match=r"^how-high exercises are for the coinche auction"):
        Exercise.from_dict({**data, "rules": "bga"})
    assert Exercise.from_dict(data) == generate("how-high", 1, 1)
    with pytest.raises(InvalidInput, match="nobody may bid any more"):
        HowHigh.make("90 S, coinche", dealer="W", rules="coinche+overbid_after_coinche=no",
                     hand="7S JS 7H JH KH 8D AD AC")


def test_a_quiz_question_holds_the_answer_form_and_every_wrong_calls_explanation():
    made = generate("how-high", 3, 1)
    page = BeautifulSoup(quiz_html([made], "how-high", "fr"), "html.parser")
    question = page.select_one('li.belote-question[data-kind="how-high"]')
    assert question["data-answer"] == made.answer_key and question["data-rules"] == "coinche"
    for name, value in made.field_values(made.answer).items():
        assert question.select_one(f'input[type="radio"][name$="-{name}"][value="{value}"]'), (name, value)
    explained = {item["data-for"] for item in question.select(".belote-explanation li[data-for]")}
    assert explained == {str(call) for call in made.offered() if call != made.answer}


def test_the_live_exercise_draws_under_coinche_and_checks_the_form():
    reply = json.loads(handle(json.dumps({"op": "new", "block": "h", "kind": "how-high", "level": 2, "seed": 6,
                                          "lang": "nl"})))
    made = generate("how-high", 2, 6)
    assert "data-answer" not in reply["html"] and made.rules.name == "coinche"
    name = form_name("h")
    form = {f"{name}-{key}": [value] for key, value in made.field_values(made.answer).items()}
    assert json.loads(handle(json.dumps({"op": "check", "block": "h", "form": form})))["correct"]
    wrong = {f"{name}-call": ["pass"]} if made.answer != PASS else {f"{name}-call": ["90"], f"{name}-trump": ["S"]}
    checked = json.loads(handle(json.dumps({"op": "check", "block": "h", "form": wrong})))
    assert not checked["correct"] and "Niet helemaal" in checked["html"]
