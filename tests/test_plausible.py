"""Nothing that cannot happen: every plausibility rule refuses a hand-made impossible example with
``file:line`` (in the guide's build and in a teacher's file), and everything the generators draw passes."""

import random
import subprocess
import sys

import pytest

from belote_teach import Deal, Rules
from belote_teach.cards import DECK
from belote_teach.exercises import REGISTRY, SetError, generate, parse_set
from belote_teach.exercises.best_card import generate_best_card
from belote_teach.plausible import (
    card_points_problem,
    contract_problem,
    deal_problem,
    declarations_problem,
    history_problem,
    match_problem,
    position_problem,
)
from belote_teach.puzzles import make_puzzle
from belote_teach.rulebook import contract_modes
from belote_teach.simulate import random_agent

from .test_best_card import teachers_yaml

CONF = 'extensions = ["myst_parser", "belote_teach.sphinxext"]\nmyst_enable_extensions = ["colon_fence"]\n'

IMPOSSIBLE_PAGE = [
    ("# Impossible\n", None),
    (":::{which-card}\n:rules: classic\n:trump: no-trump\n:trick: W:10S\n:hand: 7S AS\n:::\n",
     "a no-trumps contract cannot happen under the classic rules because their auction offers only suit contracts"),
    (":::{trick} E:AS N:9S W:JS S:10S\n:rules: classic\n:trump: all-trump\n:::\n",
     "an all-trumps contract cannot happen under the classic rules"),
    (":::{declarations}\n:rules: classic\n:trump: no-trump\n:hands: N: AS AH AD AC | E: JS JH JD JC\n:::\n",
     "a no-trumps contract cannot happen under the classic rules"),
    (":::{score-sheet}\n:rules: coinche\n:contract: N 85 H\n:points: NS 105 EW 57\n:::\n",
     "a bid of 85 cannot happen under the coinche rules because the bids are 80, 90"),
    (":::{score-sheet}\n:rules: classic\n:contract: N H\n:points: NS 1 EW 161\n:::\n",
     "card points NS 1, EW 161 cannot happen because no set of tricks holds 1 card points in hearts"),
    (":::{score-sheet}\n:rules: nl23+players=2\n:contract: S H\n:points: N 0 S 162\n:tricks: N 0 S 9\n:::\n",
     "card points N 0, S 162 cannot happen because two players hold 18 of the 32 cards: their tricks hold at most 156"),
    (":::{score-sheet}\n:rules: classic\n:contract: N H\n:points: NS 95 EW 67\n:declarations: NS 30\n:::\n",
     "declarations NS 30, EW 0 cannot happen because no hand of a team declares 30"),
    (":::{score-sheet}\n:rules: classic\n:contract: N no-trump\n:points: NS 95 EW 67\n:belote: NS 20\n:::\n",
     "a no-trumps contract cannot happen under the classic rules"),
    (":::{match-end}\n:rules: classic\n:totals: NS 1030 EW 1002\n:failed-by: NS\n:::\n",
     "totals NS 1030, EW 1002 after NS failed their contract cannot happen because failed takers score at most their "
     "belote (20): NS had already reached 1000 before that deal"),
    (":::{switch} undertrump\n:show: which-card\n:rules: classic\n:trump: all-trump\n:trick: N:AS W:JS\n:hand: 7S 8C KD\n:::\n",
     "under classic: an all-trumps contract cannot happen"),
]


def test_every_impossible_block_stops_the_build_at_its_line(tmp_path):
    page, expected, line = "", [], 1
    for text, message in IMPOSSIBLE_PAGE:
        if message:
            expected.append(f"index.md:{line}: {message}")
        page += text + "\n"
        line += text.count("\n") + 1
    (tmp_path / "conf.py").write_text(CONF + "language = 'en'\n", encoding="utf-8")
    (tmp_path / "index.md").write_text(page, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "sphinx", "-b", "html", "-n", "-W", "--keep-going", "-q",
                           str(tmp_path), str(tmp_path / "out")], capture_output=True, text=True, check=False)
    output = done.stdout + done.stderr
    assert done.returncode != 0
    for message in expected:
        assert message in output, (message, output)


HEAD = "title: Lesson\nexercises:\n"
IMPOSSIBLE_SETS = [
    ("  - kind: which-cards\n    trump: no-trump\n    trick: W:10S\n    hand: 7S AS JH\n",
     "lesson.yaml:4: a no-trumps contract cannot happen under the classic rules because"),
    ("  - kind: trick-points\n    trump: all-trump\n    trick: E:AS N:9S W:JS S:10S\n",
     "lesson.yaml:4: an all-trumps contract cannot happen under the classic rules because"),
    ("  - kind: card-value\n    trump: no-trump\n    card: AS\n",
     "lesson.yaml:4: a no-trumps contract cannot happen under the classic rules because"),
    ("  - kind: declarations\n    trump: all-trump\n    hands:\n      N: 9S 10S JS\n      E: 10C JC QC\n",
     "lesson.yaml:4: an all-trumps contract cannot happen under the classic rules because"),
    ("  - kind: deal-score\n    taker: N\n    trump: H\n    points: {NS: 1, EW: 161}\n",
     "lesson.yaml:6: card points NS 1, EW 161 cannot happen because no set of tricks holds 1 card points"),
    ("  - kind: deal-score\n    taker: N\n    trump: H\n    points: {NS: 95, EW: 67}\n    declarations: {NS: 30}\n",
     "lesson.yaml:7: declarations NS 30, EW 0 cannot happen because no hand of a team declares 30"),
    ("  - kind: deal-score\n    preset: coinche\n    taker: N\n    trump: H\n    bid: 85\n    points: {NS: 95, EW: 67}\n",
     "lesson.yaml:7: bid 85: expected one of 80, 90"),
    ("  - kind: deal-score\n    preset: nl23+players=2\n    taker: S\n    trump: H\n    points: {N: 0, S: 162}\n"
     "    tricks: {N: 0, S: 9}\n",
     "lesson.yaml:7: card points N 0, S 162 cannot happen because two players hold 18 of the 32 cards"),
    ("  - kind: deal-score\n    preset: nl23\n    taker: S\n    trump: no-trump\n    points: {E: 40, S: 82, W: 40}\n"
     "    tricks: {E: 3, S: 4, W: 2}\n",
     "lesson.yaml:6: a no-trumps contract cannot happen under the nl23 rules because a table of two or three plays only "
     "suit contracts"),
    ("  - kind: match-end\n    totals: {NS: 1030, EW: 1002}\n    failed-by: NS\n",
     "lesson.yaml:4: totals NS 1030, EW 1002 after NS failed their contract cannot happen because failed takers score"),
    ("  - kind: match-end\n    preset: coinche\n    totals: {NS: 1027, EW: 1025}\n    made-by: EW\n",
     "cannot happen because under the coinche rules every deal's score is rounded to tens"),
    ("  - kind: match-end\n    preset: nl23\n    totals: {E: 715, S: 640, W: 300}\n",
     "cannot happen because under the nl23 rules every deal's score is rounded to tens"),
]


@pytest.mark.parametrize(("entry", "message"), IMPOSSIBLE_SETS, ids=lambda value: value[:40])
def test_an_impossible_exercise_in_a_teachers_file_is_refused_at_its_line(entry, message):
    with pytest.raises(SetError) as caught:
        parse_set(HEAD + entry, "lesson.yaml")
    assert message in str(caught.value)


def test_a_card_of_a_suit_its_player_showed_out_of_is_refused_at_its_line():
    puzzle = generate_best_card(1, "points", 9)
    text = teachers_yaml(puzzle)
    plays = text.split("played: ")[1].split("\n")[0].split()
    tricks = [plays[start:start + 4] for start in range(0, len(plays), 4)]
    for number, trick in enumerate(tricks):  # a player who did not follow the led suit …
        led = trick[0][-1]
        out = next((play for play in trick[1:] if play[-1] != led), None)
        later = [i for i, play in enumerate(plays[4 * (number + 1):], start=4 * (number + 1))
                 if out and play.split(":")[0] == out.split(":")[0]]
        if out and later:
            break
    else:
        pytest.fail("no player showed out in this puzzle")
    seat = out.split(":")[0]
    held = next(c for c in DECK if c.suit.value == led and f":{c}" not in " ".join(plays[:later[0]]))
    plays[later[0]] = f"{seat}:{held}"  # … plays that suit later
    with pytest.raises(SetError) as caught:
        parse_set(text.replace(text.split("played: ")[1].split("\n")[0], " ".join(plays)), "endings.yaml")
    assert "endings.yaml:12:" in str(caught.value) and "showed out of" in str(caught.value)


def test_the_rules_agree_on_what_can_happen():
    assert contract_problem("bga", "all-trump") is None and contract_problem("coinche", "no-trump") is None
    assert "ta_sa_bids = off" in contract_problem("coinche+ta_sa_bids=off", "no-trump")
    assert "without a bid" in contract_problem("coinche", "H", complete=True)
    assert "a bid or a coinche" in contract_problem("classic", "H", bid=80)
    assert "multiplier of 4" in contract_problem("coinche+multipliers=x2x3", "H", bid=80, multiplier=4)
    assert contract_problem("coinche+min_bid=82", "H", bid=82) is None
    assert "bids are 82, 90" in contract_problem("coinche+min_bid=82", "H", bid=80)
    assert card_points_problem("classic", "H", {"NS": 162, "EW": 0}) is None  # every trick, or one worth nothing
    assert "hold all 162" in card_points_problem("classic", "H", {"NS": 100, "EW": 62}, capot="NS")
    assert card_points_problem("nl23", "H", {"E": 70, "S": 92, "W": 0}, tricks={"E": 4, "S": 5, "W": 0}) is None
    assert "without a trick" in card_points_problem("nl23", "H", {"E": 70, "S": 82, "W": 10}, tricks={"E": 4, "S": 5, "W": 0})
    assert "play 9 tricks" in card_points_problem("nl23", "H", {"E": 70, "S": 82, "W": 10}, tricks={"E": 4, "S": 4, "W": 0})
    assert card_points_problem("nl23+three_player_deck=24", "H", {"E": 70, "S": 82, "W": 10}) is None
    assert declarations_problem("classic", "H", {"NS": 400}) is None  # a carré of jacks and one of nines, a cinquante
    assert "no belote in no trumps" in declarations_problem("coinche", "no-trump", {}, {"NS": 20})
    assert declarations_problem("coinche", "all-trump", {}, {"NS": 40, "EW": 20}) is None
    assert "at most 20" in declarations_problem("classic", "H", {}, {"NS": 20, "EW": 20})
    assert "without declarations" in declarations_problem("classic+declarations=off", "H", {"NS": 20})
    assert match_problem("classic", {"NS": 1010, "EW": 1002}, failed_by="NS") is None
    assert match_problem("classic", {"NS": 1000, "EW": 1000}) is None  # level over the target: one more deal
    assert "at least 162" in match_problem("classic", {"NS": 0, "EW": 100}, failed_by="NS")
    assert "NS score at least 240 in that deal" in match_problem("coinche", {"NS": 200, "EW": 30}, failed_by="EW")
    assert match_problem("classic", {"NS": 1200, "EW": 30}, failed_by="EW") is None  # 1038 before: not over
    assert "hand of 9 cards" in position_problem("classic", "H", [DECK[i] for i in range(9)])


def test_a_void_shown_in_one_trick_holds_in_the_next():
    def tricks(*texts):
        return [[(play[0], DECK[[str(c) for c in DECK].index(play[2:])]) for play in text.split()] for text in texts]

    assert "West showed out of spades in trick 1" in history_problem("classic", "H", tricks("N:AS W:7C S:8S E:9S",
                                                                                          "N:KS W:7S S:QS E:JS"))
    # West discarded on an opponent's trick: he has no trump either
    assert "West showed out of hearts in trick 1" in history_problem("classic", "H", tricks("N:AS W:7C S:8S E:9S",
                                                                                          "N:7H W:8H S:9H E:10H"))
    # … but not under his partner's trick, nor where he may discard rather than undertrump an opponent's trump
    assert history_problem("classic", "H", tricks("E:AS S:8S W:7C N:9S", "E:7H S:8H W:9H N:10H")) is None
    assert history_problem("coinche", "H", tricks("N:AS E:JH S:7C W:8S", "N:7H E:8H S:9H W:10H")) is None
    assert "South showed out of hearts in trick 1" in history_problem("classic", "H", tricks("N:AS E:JH S:7C W:8S",
                                                                                           "N:7H E:8H S:9H W:10H"))
    assert "West's hand cannot happen" in history_problem("classic", "H", tricks("N:AS W:7C S:8S E:9S"),
                                                          {"W": [c for c in DECK if str(c) == "7S"]})


PRESETS = ("classic", "coinche", "contree", "bga", "nl23", "nl23+players=2", "classic+players=3",
           "coinche+ta_sa_bids=off", "coinche+min_bid=82", "classic+third_round=ta_sa")


@pytest.mark.parametrize("rules", PRESETS)
def test_every_exercise_the_generators_draw_can_happen(rules):
    for kind, spec in REGISTRY.items():
        if kind == "best-card" or spec.refuse(Rules.coerce(rules)):
            continue
        for level in (1, 2, 3):
            exercise = generate(kind, level, level, rules)  # the exercise kinds refuse what cannot happen …
            trump = getattr(exercise, "trump", None) or getattr(getattr(exercise, "contract", None), "trump", None)
            if trump is not None:  # … and their contracts are the rules' own
                assert contract_problem(exercise.rules, trump) is None, (kind, level, rules)
                assert trump.suit is not None or trump.value in contract_modes(exercise.rules)


@pytest.mark.parametrize(("rules", "seeds"), [("classic", range(40)), ("bga", range(40)), ("coinche", (131, 193)),
                                             ("coinche+min_bid=82", (131,))])
def test_every_puzzle_is_a_position_of_its_rules(rules, seeds):
    found = 0
    for seed in seeds:
        puzzle = make_puzzle("points", 1, seed, rules)
        if puzzle is None:
            continue
        found += 1
        contract = puzzle.deal.contract
        assert contract.trump.suit is not None or contract.trump.value in contract_modes(rules)
        assert deal_problem(puzzle.deal) is None
        if contract.bid is not None:
            assert contract_problem(rules, contract.trump, bid=contract.bid, complete=True) is None
    assert found


def test_a_puzzle_shows_the_declarations_and_belote_that_decide_its_contract():
    puzzle = generate_best_card(1, "contract", 31)
    extras = puzzle.extras
    deal = puzzle.deal
    finished = deal.clone()
    while not finished.is_over:  # whatever is played, what is already declared and announced counts
        finished.play(finished.legal_cards()[0])
    declared = finished.declarations().points
    assert all(extras[side] >= declared[side] for side in extras)


@pytest.mark.parametrize("rules", ["classic", "coinche", "contree", "bga", "nl23", "nl23+players=2"])
def test_random_deals_of_every_preset_can_happen(rules):
    for seed in range(40):
        deal = Deal.new(rules, rng=random.Random(seed))
        agent = random_agent(random.Random(seed))
        while not deal.is_over:
            deal.apply(agent(deal))
        assert deal_problem(deal) is None, (rules, seed)
