"""Declarations (rules reference: declarations) and belote-rebelote (rules reference: declarations), each switch on every setting."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_teach import DECK, Deal, Rules, compare_declarations, find_declarations
from belote_teach.actions import DECLARE
from belote_teach.declarations import carre_points
from belote_teach.rules import SWITCHES

from . import reference_deal as ref
from .conftest import examples

CLASSIC = Rules.preset("classic")


def found(hand, trump="S", rules=CLASSIC):
    return sorted((d.kind, d.points, [str(c) for c in d.cards]) for d in find_declarations(hand, trump, rules))


@settings(max_examples=examples(400), deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=0, max_size=8, unique=True),
       st.sampled_from(["S", "H", "no-trump", "all-trump"]), st.sampled_from(["standard", "ffb"]))
def test_finding_matches_the_plain_reference(hand, trump, nt_carre_values):
    rules = CLASSIC.replace(nt_carre_values=nt_carre_values)
    expected = sorted(ref.find_declarations(hand, trump, nt_carre_values))
    assert found(hand, trump, rules) == expected


@settings(max_examples=examples(400), deadline=None)
@given(st.permutations(DECK), st.sampled_from(["S", "H", "no-trump", "all-trump"]),
       st.sampled_from(SWITCHES["sequence_top_card_order"]), st.sampled_from(SWITCHES["equal_sequence_tie"]),
       st.sampled_from("NESW"), st.lists(st.sampled_from("NESW"), unique=True))
def test_comparison_matches_the_plain_reference(deck, trump, top_order, tie, taker, order):
    rules = CLASSIC.replace(sequence_top_card_order=top_order, equal_sequence_tie=tie)
    hands = {seat: deck[8 * i:8 * i + 8] for i, seat in enumerate("NESW")}
    announced = [(seat, d) for seat in order for d in find_declarations(hands[seat], trump, rules)]
    plain = [(seat, d) for seat in order for d in ref.find_declarations(hands[seat], trump)]
    outcome = compare_declarations(announced, trump, rules, taker=taker)
    assert (outcome.winner, outcome.points) == ref.declaration_winner(plain, trump, rules, taker)


@pytest.mark.parametrize(("hand", "expected"), [
    ("7S 8S 9S", [("tierce", 20, ["7S", "8S", "9S"])]),
    ("QH KH AH JH", [("cinquante", 50, ["JH", "QH", "KH", "AH"])]),
    ("9D 10D JD QD KD", [("cent", 100, ["9D", "10D", "JD", "QD", "KD"])]),
    # a run longer than five is one cent, never split (rules reference: declarations)
    ("7C 8C 9C 10C JC QC KC AC", [("cent", 100, ["7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC"])]),
    # two runs in one suit with a gap
    ("7S 8S 9S JS QS KS", [("tierce", 20, ["7S", "8S", "9S"]), ("tierce", 20, ["JS", "QS", "KS"])]),
    # runs use sequence order A K Q J 10 9 8 7 even in trumps: J-9-A is no run
    ("JS 9S AS", []),
    # a card may be in a carré and a run at once (rules reference: declarations)
    ("QS QH QD QC KS AS", [("carre", 100, ["QS", "QH", "QD", "QC"]), ("tierce", 20, ["QS", "KS", "AS"])]),
    ("7S 7H 7D 7C 8S 8H 8D 8C", []),
])
def test_runs_and_carres(hand, expected):
    assert found(hand) == sorted(expected)


@pytest.mark.parametrize(("rank", "standard", "ffb"), [
    ("J", 200, 100), ("9", 150, 100), ("A", 100, 200), ("10", 100, 150), ("K", 100, 100), ("Q", 100, 100),
])
def test_carre_values_per_mode_and_nt_carre_values(rank, standard, ffb):
    hand = " ".join(rank + s for s in "SHDC")
    for trump in ("S", "all-trump"):
        for setting in ("standard", "ffb"):  # the switch only re-prices no-trump
            assert found(hand, trump, CLASSIC.replace(nt_carre_values=setting))[0][1] == standard
    assert found(hand, "no-trump", CLASSIC.replace(nt_carre_values="standard"))[0][1] == standard
    assert found(hand, "no-trump", CLASSIC.replace(nt_carre_values="ffb"))[0][1] == ffb
    assert carre_points(DECK[0].rank, "no-trump") == 0  # four sevens


def winner(announced, trump="S", rules=CLASSIC, taker="N"):
    pairs = [(seat, find_declarations(hand, trump, rules)[0]) for seat, hand in announced]
    outcome = compare_declarations(pairs, trump, rules, taker=taker)
    plain = [(seat, max(ref.find_declarations(hand.split(), trump, rules.nt_carre_values), key=lambda d: d[1]))
             for seat, hand in announced]
    assert (outcome.winner, outcome.points) == ref.declaration_winner(plain, trump, rules, taker)
    return outcome.winner


@pytest.mark.parametrize(("north", "east", "trump", "expected", "step"), [
    ("7H 8H 9H 10H", "QC KC AC", "S", "NS", "1: more points"),
    ("JS JH JD JC", "8H 9H 10H JH QH KH", "S", "NS", "1: 200 beats 100"),
    ("AS AH AD AC", "9H 10H JH QH KH", "S", "NS", "2: a carré beats a run at equal points"),
    ("AS AH AD AC", "10S 10H 10D 10C", "S", "NS", "3: aces beat tens"),
    ("KS KH KD KC", "10S 10H 10D 10C", "S", "EW", "3: tens beat kings"),
    ("QS QH QD QC", "KS KH KD KC", "S", "EW", "3: kings beat queens"),
    ("7H 8H 9H 10H JH QH", "10C JC QC KC AC", "S", "NS", "4: the longer cent wins"),
    ("7H 8H 9H", "8C 9C 10C", "S", "EW", "5: the higher top card wins"),
    ("8S 9S 10S", "8C 9C 10C", "S", "NS", "6: a trump run beats a plain one"),
    ("8S 9S 10S", "8C 9C 10C", "all-trump", None, "6 is skipped in all-trump: equal runs cancel"),
    ("8S 9S 10S", "8C 9C 10C", "no-trump", None, "6 is skipped in no-trump: equal runs cancel"),
    ("8H 9H 10H", "8C 9C 10C", "S", None, "7: equal plain runs cancel"),
])
def test_comparison_steps(north, east, trump, expected, step):
    assert winner([("N", north), ("E", east)], trump) == expected, step


def test_sequence_top_card_order():
    # trumps spades: N holds 9-10-J of trumps (J of trumps high in play), E holds Q-K-A of clubs
    pair = [("N", "9S 10S JS"), ("E", "QC KC AC")]
    assert winner(pair, "S", CLASSIC.replace(sequence_top_card_order="natural")) == "EW"
    assert winner(pair, "S", CLASSIC.replace(sequence_top_card_order="trick_rank")) == "NS"
    # in plain suits the highest card in play of 9-10-J is the ten, of 10-J-Q the ten as well: equal
    pair = [("N", "9H 10H JH"), ("E", "10C JC QC")]
    assert winner(pair, "S", CLASSIC.replace(sequence_top_card_order="natural")) == "EW"
    assert winner(pair, "S", CLASSIC.replace(sequence_top_card_order="trick_rank")) is None


@pytest.mark.parametrize(("tie", "taker", "expected"), [
    ("cancel", "N", None), ("cancel", "E", None),
    ("first_announced", "N", "EW"), ("first_announced", "E", "EW"),
    ("taker_team", "N", "NS"), ("taker_team", "E", "EW"),
])
def test_equal_sequence_tie(tie, taker, expected):
    rules = CLASSIC.replace(equal_sequence_tie=tie)
    # East announces first (he played first to trick one), then North
    assert winner([("E", "8C 9C 10C"), ("N", "8H 9H 10H")], "S", rules, taker) == expected


def test_the_best_team_scores_all_its_declarations_and_the_other_none():
    pairs = [(seat, d) for seat, hand in [("N", "8H 9H 10H"), ("S", "QD KD AD JD"), ("E", "9C 10C JC QC KC")]
             for d in find_declarations(hand, "S")]
    outcome = compare_declarations(pairs, "S")
    assert outcome.winner == "EW" and outcome.points == {"NS": 0, "EW": 100}
    pairs.append(("W", find_declarations("JS JH JD JC", "S")[0]))
    assert compare_declarations(pairs, "S").points == {"NS": 0, "EW": 300}


# ----- belote-rebelote in play -----

HANDS = {  # K and Q: North of hearts and spades, South of clubs, West of diamonds; East leads
    "N": "KH QH KS QS 7C 8C 9C 7D",
    "E": "AH 10H JH 9H AS 10S JS 9S",
    "S": "8H 7H 8S 7S 10C JC QC KC",
    "W": "AC AD 10D JD QD KD 8D 9D",
}


def play_out(deal, announce=True, order=None):
    """Play the deal to its end, preferring the cards in ``order`` when legal."""
    order = order or []
    while not deal.is_over:
        legal = deal.legal_cards()
        preferred = [c for c in legal if str(c) in order]
        card = min(preferred, key=lambda c: order.index(str(c))) if preferred else legal[0]
        deal.play(card, announce=announce)
    return deal.result()


@pytest.mark.parametrize(("trump", "announce", "belote"), [
    ("H", True, {"North–South": 20}), ("H", False, {}), ("S", True, {"North–South": 20}),
    ("D", True, {"East–West": 20}), ("C", True, {"North–South": 20}), ("no-trump", True, {}),
    ("all-trump", True, {"North–South": 60, "East–West": 20}), ("all-trump", False, {}),
])
def test_belote_per_mode_and_announcement(trump, announce, belote):
    deal = Deal.from_hands(HANDS, leader="E", trump=trump, taker="N", declarations=False)
    result = play_out(deal, announce)
    calls = [line for line in result.breakdown("en") if line.startswith("Belote-rebelote")]
    assert calls == [f"Belote-rebelote: {side} {points}." for side, points in belote.items()]


def test_up_to_four_belotes_in_all_trump():
    hands = {"N": "KS QS KH QH KD QD KC QC", "E": "AS 10S JS 9S 8S 7S AH 10H",
             "S": "JH 9H 8H 7H AD 10D JD 9D", "W": "8D 7D AC 10C JC 9C 8C 7C"}
    result = play_out(Deal.from_hands(hands, leader="N", trump="all-trump", taker="N", declarations=False))
    assert any(line == "Belote-rebelote: North–South 80." for line in result.breakdown())


@pytest.mark.parametrize(("order", "first", "points"), [("any", "QH", 20), ("any", "KH", 20),
                                                       ("king_first", "KH", 20), ("king_first", "QH", 0)])
def test_belote_order(order, first, points):
    rules = CLASSIC.replace(belote_order=order)
    deal = Deal.from_hands(HANDS, leader="N", trump="H", taker="N", rules=rules, declarations=False)
    deal.play(first)
    result = play_out(deal)
    assert sum(1 for line in result.breakdown() if line.startswith("Belote-rebelote")) == (points > 0)


def test_forgetting_rebelote_loses_the_belote():
    deal = Deal.from_hands(HANDS, leader="N", trump="H", taker="N", declarations=False)
    deal.play("KH", announce=True)
    assert deal.view("E").belote == (("N", DECK[14], "belote"),)
    result = play_out(deal, announce=False)
    assert not any(line.startswith("Belote-rebelote") for line in result.breakdown())


def test_belote_split_between_partners_does_not_count():
    hands = dict(HANDS, N="KH 8H KS QS 7C 8C 9C 7D", S="QH 7H 8S 7S 10C JC QC KC")
    deal = Deal.from_hands(hands, leader="E", trump="H", taker="N", declarations=False)
    assert not any(line.startswith("Belote-rebelote") for line in play_out(deal).breakdown())


# ----- announcing in play: timing, forgetting, the switch -----

DECLARING = {  # North: tierce of hearts; East: cinquante of clubs; South: carré of nines; West: nothing
    "N": "QH KH AH 7S 10S QS 8D 10D",
    "E": "JC QC KC AC 8S JS 7D JD",
    "S": "9S 9H 9D 9C KS 7H QD 7C",
    "W": "AS 8H 10H JH KD AD 8C 10C",
}


def test_declarations_announced_on_trick_one_count_for_their_team():
    deal = Deal.from_hands(DECLARING, leader="N", trump="D", taker="N")
    lines = play_out(deal).breakdown("en")
    assert "Declarations of North–South: tierce Q♥ K♥ A♥, carré of nines." in lines
    assert "Declarations of East–West: cinquante J♣ Q♣ K♣ A♣." in lines
    assert "Best declaration: North–South, whose declarations count 170." in lines
    assert deal.declarations().points == {"NS": 170, "EW": 0}


def test_a_player_who_forgets_does_not_declare():
    deal = Deal.from_hands(DECLARING, leader="N", trump="D", taker="N")
    deal.play(deal.legal_cards()[0])  # North announces his tierce
    deal.play(deal.legal_cards()[0])  # West has nothing to announce
    deal.play(deal.legal_cards()[0], announce=False)  # South forgets his carré
    deal.play(deal.legal_cards()[0])  # East announces his cinquante
    assert [s for s, _ in deal.declarations().declared] == ["N", "E"]
    assert DECLARE not in deal.legal_actions()  # too late for South now
    play_out(deal)
    assert deal.declarations().winner == "EW" and deal.declarations().points == {"NS": 0, "EW": 50}


@pytest.mark.parametrize("switch", [("declarations", "off"), None])
def test_declarations_off(switch):
    rules = CLASSIC.replace(**dict([switch])) if switch else CLASSIC
    deal = Deal.from_hands(DECLARING, leader="N", trump="D", taker="N", rules=rules,
                           declarations=switch is not None)
    assert DECLARE not in deal.legal_actions()
    result = play_out(deal)
    assert not any("eclaration" in line for line in result.breakdown())


@pytest.mark.parametrize("timing", ["first_trick", "before_first_trick", "before_second_trick"])
def test_declaration_timing(timing):
    rules = CLASSIC.replace(declaration_timing=timing)
    deal = Deal.from_hands(DECLARING, leader="N", trump="D", taker="N", rules=rules)
    if timing == "before_first_trick":
        assert deal.phase == "announcing" and deal.to_play == "N"
        assert [str(a) for a in deal.legal_actions()] == ["declare", "pass"]
        with pytest.raises(ValueError, match="declare"):
            deal.play("7S")
        announcers = []
        while deal.phase == "announcing":  # North, South, East: the holders, in play order from the leader
            announcers.append(deal.to_play)
            deal.declare(True)
        assert announcers == ["N", "S", "E"] and len(deal.view("W").announced) == 3
    else:
        assert (DECLARE in deal.legal_actions()) == (timing == "first_trick")
    for _ in range(4):
        deal.play(deal.legal_cards()[0])
    if timing == "before_second_trick":
        assert deal.phase == "announcing"
        while deal.phase == "announcing":
            deal.declare(deal.to_play != "S")  # South forgets
    play_out(deal)
    expected = {"first_trick": ["N", "S", "E"], "before_first_trick": ["N", "S", "E"], "before_second_trick": ["N", "E"]}
    assert [s for s, _ in deal.declarations().declared] == expected[timing]
