"""Exercise-set files: the ready sets load, and every malformed file is refused with file:line and
what is expected, never a traceback."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from belote_teach.errors import InvalidInput
from belote_teach.exercises import Exercise, SetError, load_set, parse_set
from belote_teach.exercises.sets import parse_exercises

from .conftest import ROOT

SETS = sorted((ROOT / "exercises" / "sets").glob("*.yaml"))


def test_there_are_ready_sets():
    assert len(SETS) >= 2


@pytest.mark.parametrize("path", SETS, ids=lambda path: path.name)
def test_ready_sets_load_and_agree_with_the_engine(path):
    exercise_set = load_set(path)
    assert exercise_set.title and exercise_set.entries
    kinds = {entry.exercise.kind for entry in exercise_set.entries}
    assert len(kinds) >= 2
    for entry in exercise_set.entries:
        assert entry.expect in (None, entry.exercise.answer_key)
    data = json.loads(json.dumps(exercise_set.to_dict()))
    for stored, entry in zip(data["exercises"], exercise_set.entries, strict=True):
        assert stored["line"] == entry.line
        assert Exercise.from_dict(stored) == entry.exercise


HEAD = "title: Drill\nexercises:\n"

MALFORMED = [
    # (file text, expected "line: message" part)
    ("", "1: the file is empty"),
    ("title: [unclosed\n", "1: a list in brackets that is not closed"),
    ("- a\n- b\n", "1: an exercise set must be a mapping"),
    ("exercises:\n  - kind: trick-winner\n    trump: H\n    trick: E:7S N:10S W:9H S:AS\n", "1: the set needs a title"),
    ("title: Drill\n", "1: the set needs exercises"),
    ("title: Drill\ntitel: x\nexercises: []\n", "2: unknown key 'titel': expected one of title"),
    ("title: Drill\nexercises: []\n", "2: exercises: expected a list of exercises"),
    ("title: Drill\npreset: clasic\nexercises:\n  - kind: trick-winner\n    level: 1\n    seed: 1\n",
     "2: preset: unknown rules preset 'clasic': expected one of classic, coinche, contree, bga, nl23"),
    ("title: Drill\npreset: classic+undertrump=maybe\nexercises:\n  - kind: trick-winner\n    seed: 1\n",
     "2: preset: rule switch undertrump = 'maybe' is not allowed"),
    ("title: Drill\nlanguages: [en, es]\nexercises:\n  - kind: trick-winner\n    seed: 1\n",
     "2: unknown language 'es': expected one of en, nl, fr, de"),
    ("title: Drill\ntitle: Again\nexercises:\n  - kind: trick-winner\n    seed: 1\n", "2: an exercise set: 'title' is given twice"),
    (HEAD + "  - trump: H\n", "3: the exercise needs a kind"),
    (HEAD + "  - kind: who-wins\n", "3: unknown kind 'who-wins': expected one of which-cards, trick-winner"),
    (HEAD + "  - just text\n", "3: an exercise must be a mapping"),
    (HEAD + "  - kind: trick-winner\n    trick: E:7S N:10S W:9H S:AS\n", "3: the trick-winner exercise needs 'trump'"),
    (HEAD + "  - kind: trick-winner\n    trump: H\n    trick: E:7S N:10S W:9H S:AS\n    hand: JH\n",
     "6: unknown key 'hand' for a trick-winner exercise"),
    (HEAD + "  - kind: trick-winner\n    trump: X\n    trick: E:7S N:10S W:9H S:AS\n", "4: trump: unknown trump 'X'"),
    (HEAD + "  - kind: trick-winner\n    trump: H\n    trick: E:7S N:10S W:9H\n",
     "5: trick: a complete trick has four cards, not 3"),
    (HEAD + "  - kind: trick-winner\n    trump: H\n    trick: E:7S N:10S E:9H S:AS\n", "5: trick: seat E plays twice"),
    (HEAD + "  - kind: trick-winner\n    trump: H\n    trick: E:7S N:7S W:9H S:AS\n", "5: trick: card 7S is twice in the trick"),
    (HEAD + "  - kind: trick-winner\n    trump: H\n    trick: W:7S E:10S N:9H S:AS\n",
     "5: trick: E cannot play right after W: play goes counter-clockwise (N → W → S → E), so S plays next"),
    (HEAD + "  - kind: trick-winner\n    trump: H\n    trick: W:7S N:1S W:9H S:AS\n", "5: trick: unknown card '1S'"),
    (HEAD + "  - kind: trick-winner\n    trump: H\n    trick: E:7S N:10S W:9H S:AS\n    expect: N\n",
     "6: expected N but the engine's answer is W: The ten of spades (North) follows suit, but the trick was trumped"),
    (HEAD + "  - kind: trick-winner\n    trump: H\n    trick: E:7S N:10S W:9H S:AS\n    expect: X\n",
     "6: expect: unknown seat 'X'"),
    (HEAD + "  - kind: which-cards\n    trump: H\n    trick: E:7S N:10S\n    hand: JH 9H 8C\n    expect: JH 9H 8C\n",
     "7: expected JH 9H 8C but the engine allows JH 9H: Eight of clubs: forbidden. You have no spades and an opponent "
     "holds the trick: you must trump."),
    (HEAD + "  - kind: which-cards\n    trump: H\n    trick: E:7S N:10S\n    hand: JH 9H 8C\n    expect: AS\n",
     "7: expect: AS not in the hand JH 9H 8C"),
    (HEAD + "  - kind: which-cards\n    trump: H\n    trick: W:7S\n    hand: JH 9H 7S\n",
     "6: card 7S is given twice: each card is in the pack once"),
    (HEAD + "  - kind: which-cards\n    trump: H\n    hand: 7S 8S 9S 10S JS QS KS AS 7H\n",
     "5: hand: 9 cards: a hand has at most eight"),
    (HEAD + "  - kind: which-cards\n    trump: H\n    trick: W:7S\n", "3: the which-cards exercise needs 'hand'"),
    (HEAD + "  - kind: which-cards\n    trump: H\n    trick: W:7S\n    player: W\n    hand: AS\n",
     "6: player: seat W has already played to this trick"),
    (HEAD + "  - kind: which-cards\n    trump: H\n    trick: W:7S\n    player: Q\n    hand: AS\n", "6: player: unknown seat 'Q'"),
    (HEAD + "  - kind: which-cards\n    trump: H\n    trick: N:7S W:8S\n    hands:\n      N: 7S 9D\n      W: 8S\n"
     "      S: AS KS\n", "6: hands: wrong hand sizes (N 2, W 1, S 2)"),
    (HEAD + "  - kind: which-cards\n    trump: H\n    trick: N:7S W:8S\n    hands:\n      N: 7S 9D\n      W: 8S 7D\n",
     "6: hands: give the hand of S too"),
    (HEAD + "  - kind: which-cards\n    trump: H\n    trick: N:7S W:8H\n    hands:\n      N: 7S 9D\n      W: 8H 8S\n"
     "      S: AS KS\n", "5: trick: an impossible trick under classic: W may not play the 8H (You must follow suit: "
     "you hold spades, the led suit.)"),
    (HEAD + "  - kind: which-cards\n    trump: H\n    trick: N:7S W:8H\n    hands:\n      N: 9D 10D\n      W: 8H 9C\n"
     "      S: AS KS\n", "5: trick: N plays the 7S, which is not in N's hand 9D 10D"),
    (HEAD + "  - kind: which-cards\n    trump: H\n    trick: N:7S\n    hands:\n      N: 7S 9D\n      W: 8H 9D\n",
     "6: card 9D is given twice"),
    (HEAD + "  - kind: which-cards\n    trump: H\n    trick: N:7S\n    hands:\n      N: 7S 9D\n      N: 8H 8S\n"
     "      W: AS KS\n", "8: hands: 'N' is given twice"),
    (HEAD + "  - kind: which-cards\n    trump: H\n    trick: N:7S\n    hand: AS KS\n    hands:\n      N: 7S 9D\n"
     "      W: AS QS\n", "6: hand: AS KS is not W's hand in 'hands' (AS QS)"),
    (HEAD + "  - kind: which-cards\n    trump: H\n    hand: AS\n    trick: W:7S\n    level: 2\n",
     "7: level: only a generated exercise has a level"),
    (HEAD + "  - kind: which-cards\n    seed: 3\n    trump: H\n", "5: trump: a generated exercise (with a seed) takes no "
     "position"),
    (HEAD + "  - kind: which-cards\n    seed: three\n", "4: seed: expected a whole number from 0 up, not 'three'"),
    (HEAD + "  - kind: which-cards\n    seed: 3\n    level: 5\n", "5: level 5: expected 1, 2 or 3"),
    (HEAD + "  - kind: trick-points\n    trump: H\n    trick: E:7S N:10S W:9H S:AS\n    last-trick: maybe\n",
     "6: last-trick: expected true or false"),
    (HEAD + "  - kind: trick-points\n    trump: H\n    trick: E:7S N:10S W:9H S:AS\n    expect: lots\n",
     "6: expect: a number of points is a whole number, not 'lots'"),
    (HEAD + "  - kind: declarations\n    trump: S\n    hands:\n      N: 7S 8S 9S 10S JS QS KS AS 7H\n",
     "6: hands: N holds 9 cards: a hand has at most eight"),
    (HEAD + "  - kind: declarations\n    trump: S\n    hands:\n      N: 7S 8S 9S 10S JS QS KS AS\n      E: 7H 8H 9H 10H JH QH KH AH\n"
     "      S: 7D 8D 9D 10D JD QD KD AD\n      W: 7C 8C 9C 10C JC QC KC AC\n      X: 7S\n", "10: hands: unknown seat 'X'"),
    (HEAD + "  - kind: declarations\n    trump: S\n    hands:\n      N: 7S 8S 9S 10S JS QS KS AS\n      E: 7H 8H 9H 10H JH QH KH AH\n"
     "      S: 7D 8D 9D 10D JD QD KD AD\n      W: 7C 8C 9C 10C JC QC KC AC 7S\n",
     "9: hands: W holds 9 cards"),
    (HEAD + "  - kind: declarations\n    trump: S\n    hands:\n      N: 7S 8S 9S 10S JS QS KS AS\n      E: 7H 8H 9H 10H JH QH KH AH\n"
     "      S: 7D 8D 9D 10D JD QD KD AD\n      W: 7C 8C 9C 10C JC QC KC AC 7S\n",
     "5: the exercise holds 33 cards: a pack has only 32"),
    (HEAD + "  - kind: declarations\n    trump: S\n    hands: QH KH AH\n", "5: hands must be a mapping"),
    (HEAD + "  - kind: declarations\n    trump: S\n    hands:\n      N: QH KH AH\n      E: 8C 9C 10C\n    expect: EW 20\n",
     "8: expected EW 20 but the engine's answer is NS 20: Two runs of the same length"),
    (HEAD + "  - kind: declarations\n    trump: S\n    hands:\n      N: QH KH AH\n    expect: North\n",
     "7: expect: a declarations answer is a team and its points"),
    ("title: Drill\npreset: classic+equal_sequence_tie=taker_team\nexercises:\n  - kind: declarations\n    trump: S\n"
     "    hands:\n      N: QH KH AH\n", "4: under equal_sequence_tie = taker_team the exercise needs 'taker'"),
    (HEAD + "  - kind: deal-score\n    taker: N\n    trump: H\n    points: {NS: 100, EW: 67}\n",
     "6: card points 100 + 67 = 167: the two teams' card points add up to 162"),
    (HEAD + "  - kind: deal-score\n    taker: N\n    trump: H\n    points: {NS: 95, EW: 67}\n    belote: {NS: 20, EW: 20}\n",
     "7: belote: 20 for each king and queen of trumps in one hand, at most 20"),
    (HEAD + "  - kind: deal-score\n    taker: N\n    trump: H\n    points: {NS: 95, EW: 67}\n    capot: NS\n",
     "7: capot NS: a team that wins every trick has all 162 card points"),
    (HEAD + "  - kind: deal-score\n    taker: N\n    trump: H\n    points: {NS: 95, EW: 67}\n    capot: North\n",
     "7: capot: expected the team that won every trick, NS or EW, not 'North'"),
    (HEAD + "  - kind: deal-score\n    taker: N\n    trump: H\n    points: {NS: 95, EW: 67}\n    bid: 100\n",
     "7: a classic contract has no bid"),
    (HEAD + "  - kind: deal-score\n    preset: coinche\n    taker: N\n    trump: H\n    points: {NS: 95, EW: 67}\n",
     "3: a contract under coinche needs its 'bid'"),
    (HEAD + "  - kind: deal-score\n    preset: coinche\n    taker: N\n    trump: H\n    bid: 95\n    points: {NS: 95, EW: 67}\n",
     "7: bid 95: expected one of 80, 90"),
    (HEAD + "  - kind: deal-score\n    taker: N\n    trump: H\n    points: {NS: 95, WE: 67}\n",
     "6: points: unknown team 'WE': expected NS or EW"),
    (HEAD + "  - kind: deal-score\n    taker: N\n    trump: H\n    points: {NS: 95, EW: -67}\n",
     "6: points: EW: expected a whole number from 0 up, not '-67'"),
    (HEAD + "  - kind: deal-score\n    taker: N\n    trump: H\n    points: {NS: 95, EW: 67}\n    expect: {outcome: made, NS: 95, EW: 67}\n",
     "7: expected made 95 67 but the engine's answer is made 95 67"[:0] + "7: "),
    (HEAD + "  - kind: deal-score\n    taker: N\n    trump: H\n    points: {NS: 60, EW: 102}\n    expect: {outcome: made, NS: 60, EW: 102}\n",
     "7: expected made 60 102 but the engine's answer is dedans 0 162: The takers have less than the defence, 60 against 102"),
    (HEAD + "  - kind: deal-score\n    taker: N\n    trump: H\n    points: {NS: 60, EW: 102}\n    expect: {outcome: won, NS: 1, EW: 2}\n",
     "7: expect: a deal-score answer is an outcome (made, dedans, litige, capot)"),
    (HEAD + "  - kind: card-value\n    card: JH\n", "3: the card-value exercise needs 'trump'"),
    (HEAD + "  - kind: card-value\n    card: JX\n    trump: H\n", "4: card: unknown card 'JX'"),
    (HEAD + "  - kind: card-value\n    card: JH\n    trump: H\n    expect: 2\n",
     "6: expected 2 but the engine's answer is 20: The jack of hearts is a trump: as a plain card it would be worth 2"),
    (HEAD + "  - kind: bid\n    turned: KS\n", "3: the bid exercise needs 'dealer'"),
    (HEAD + "  - kind: bid\n    dealer: N\n", "3: the classic auction needs the turned card ('turned') under classic"),
    (HEAD + "  - kind: bid\n    dealer: N\n    turned: KS\n    calls: pass, H\n",
     "6: calls: call 2: South cannot call hearts now; the calls allowed are: take, pass."),
    (HEAD + "  - kind: bid\n    dealer: N\n    turned: KS\n    calls: pass take\n",
     "6: calls: the auction is over after these calls: nobody is left to speak"),
    (HEAD + "  - kind: bid\n    dealer: N\n    turned: KS\n    calls: pass pass pass pass\n    expect: take, pass\n",
     "7: expected take, pass but the engine allows pass, H, D, C: Take: forbidden. The turned card can be taken only in round one"),
    (HEAD + "  - kind: bid\n    dealer: N\n    turned: KS\n    expect: double\n", "6: expect: unknown action 'double'"),
    (HEAD + "  - kind: bid\n    preset: coinche\n    dealer: N\n    turned: KS\n", "6: turned: the coinche auction has no turned card"),
    (HEAD + "  - kind: auction\n    dealer: N\n    turned: KS\n    calls: [pass, pass]\n",
     "6: calls: the auction is not over: E is still to speak"),
    (HEAD + "  - kind: auction\n    preset: coinche\n    dealer: N\n    calls: [90 S, 80 H]\n",
     "6: calls: call 2: South cannot call 80 hearts now"),
    (HEAD + "  - kind: auction\n    preset: coinche\n    dealer: N\n    calls: [90 S, coinche, pass, pass]\n    expect: W 90 S\n",
     "7: expected W 90 S but the engine's answer is W 90 S x2: South coinched"),
    (HEAD + "  - kind: match-end\n    totals: {NS: 1010, EW: 1002}\n    failed-by: North\n",
     "5: failed-by: expected the team that took the last deal, NS or EW, not 'North'"),
    (HEAD + "  - kind: match-end\n    totals: {NS: 1010, EW: 1002}\n    made-by: NS\n    failed-by: EW\n",
     "6: failed-by: the last deal's takers made their contract (made-by) or failed it (failed-by), not both"),
    (HEAD + "  - kind: match-end\n    totals: {NS: 1010, XY: 1002}\n", "4: totals: unknown team 'XY'"),
    (HEAD + "  - kind: match-end\n    totals: {NS: 1010, EW: 1002}\n    failed-by: NS\n    expect: NS\n",
     "6: expected NS but the engine's answer is EW: North–South reached 1000 too, but only one team can win"),
]


@pytest.mark.parametrize(("text", "expected"), MALFORMED, ids=lambda value: value.split("\n")[-2][:40] if "\n" in value else value[:40])
def test_malformed_sets_are_refused_with_file_and_line(tmp_path, text, expected):
    path = tmp_path / "lesson.yaml"
    path.write_text(text, encoding="utf-8")
    if expected.endswith(": "):  # a set that is right after all
        assert load_set(path).entries
        return
    with pytest.raises(SetError) as caught:
        load_set(path)
    error = caught.value
    assert isinstance(error, InvalidInput)
    assert f"{path}:{expected}" in str(error), str(error)
    assert all(problem.file == str(path) for problem in error.problems)
    assert "Traceback" not in str(error)


def test_all_problems_of_a_file_are_reported_at_once():
    text = HEAD + "  - kind: who-wins\n  - kind: trick-winner\n    trump: X\n    trick: W:7S\n"
    with pytest.raises(SetError) as caught:
        parse_set(text, "two.yaml")
    assert [str(problem) for problem in caught.value.problems] == [
        "two.yaml:3: unknown kind 'who-wins': expected one of which-cards, trick-winner, trick-points, declarations, "
        "deal-score, card-value, bid, auction, match-end, best-card, take-or-pass, how-high",
        "two.yaml:5: trump: unknown trump 'X': expected a suit (S H D C or ♠ ♥ ♦ ♣), 'no-trump' or 'all-trump'",
    ]


def test_a_missing_file_is_reported_without_a_traceback(tmp_path):
    with pytest.raises(SetError, match=r"missing\.yaml:1: no such file"):
        load_set(tmp_path / "missing.yaml")


def test_a_list_of_exercises_reports_lines_of_the_page_it_is_in():
    entries = parse_exercises("- kind: trick-points\n  trump: H\n  trick: E:7S N:10S W:9H S:AS\n", "page.md", 20)
    assert entries[0].line == 20 and entries[0].exercise.answer == 35
    with pytest.raises(SetError, match=r"page\.md:22: trick: a complete trick"):
        parse_exercises("- kind: trick-points\n  trump: H\n  trick: W:7S\n", "page.md", 20)


def test_the_engine_core_imports_without_pyyaml():
    """PyYAML is imported by the set loader only: the engine and the exercise model run without it (Pyodide)."""
    code = (
        "import sys; sys.modules['yaml'] = None\n"
        "import belote_teach, belote_teach.exercises as ex\n"
        "assert ex.generate('which-cards', 1, 1).answer\n"
        "try:\n    ex.parse_set('title: x')\nexcept ImportError:\n    print('no yaml')\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False, cwd=Path(ROOT))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "no yaml"


@pytest.mark.parametrize(("preset", "right", "wrong", "expected"), [
    ("classic", "N:7S W:10S S:9H E:AS", "N:7S E:10S S:9H W:AS", "E cannot play right after N: play goes "
     "counter-clockwise (N → W → S → E), so W plays next"),
    ("classic+play_direction=cw", "N:7S E:10S S:9H W:AS", "N:7S W:10S S:9H E:AS", "W cannot play right after N: "
     "play goes clockwise (N → E → S → W), so E plays next"),
])
def test_a_trick_out_of_the_direction_of_play_is_refused_at_its_line(tmp_path, preset, right, wrong, expected):
    path = tmp_path / "lesson.yaml"
    text = f"title: Drill\npreset: {preset}\nexercises:\n  - kind: trick-winner\n    trump: H\n    trick: {{}}\n"
    path.write_text(text.format(right), encoding="utf-8")
    assert load_set(path).entries[0].exercise.answer == "S"
    path.write_text(text.format(wrong), encoding="utf-8")
    with pytest.raises(SetError, match=f"{path}:6: trick: {expected}$".replace("(", r"\(").replace(")", r"\)")):
        load_set(path)
