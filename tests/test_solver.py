"""The double-dummy solver against a plain exhaustive search, its invariants, and colver under coinche."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_teach.cards import DECK, Card
from belote_teach.deal import Deal
from belote_teach.errors import InvalidInput
from belote_teach.rules import FOUR_PLAYER_PRESETS, Rules
from belote_teach.solver import card_values, principal_line, solve

MODES = ("S", "H", "D", "C", "no-trump", "all-trump")
CARD_PLAY_SWITCHES = {
    "undertrump": ("required", "discard"),
    "trump_lead_partner": ("must_overtrump", "free"),
    "void_partner_winning": ("free", "must_trump"),
    "partner_ruffed_only_trumps": ("free", "must_overtrump"),
    "all_trump_climb": ("always", "partner_exception"),
    "all_trump_values": ("ffb2015", "pagat", "ffb2016"),
    "capot_value": ("252", "250", "162"),
    "play_direction": ("ccw", "cw"),
}


# ----- the plain reference: every card of every line, through the Deal's own API -----


def exhaustive(deal: Deal) -> int:
    """North–South's card points minus East–West's at the end, both sides playing perfectly."""
    if deal.is_over:
        points = deal.result().card_points
        return points["NS"] - points["EW"]
    outcomes = []
    for card in deal.legal_cards():
        child = deal.clone()
        child.play(card)
        while child.phase == "announcing":
            child.declare(True)
        outcomes.append(exhaustive(child))
    return max(outcomes) if deal.to_play in ("N", "S") else min(outcomes)


def team_points(difference: int, north_south: bool, capot: int) -> int:
    """A team's card points from the difference (a capot is the only way past ±162)."""
    ns = capot if difference > 162 else 0 if difference < -162 else (difference + 162) // 2
    ew = capot if difference < -162 else 0 if difference > 162 else 162 - ns
    return ns if north_south else ew


def exhaustive_made(deal: Deal) -> bool:
    """Does the contract come out made when the takers play to make it and the defence to beat it?"""
    if deal.is_over:
        return deal.result().made
    assert deal.contract is not None
    outcomes = []
    for card in deal.legal_cards():
        child = deal.clone()
        child.play(card)
        while child.phase == "announcing":
            child.declare(True)
        outcomes.append(exhaustive_made(child))
    takers = deal.to_play in (("N", "S") if deal.contract.team == "NS" else ("E", "W"))
    return any(outcomes) if takers else all(outcomes)


def random_endgame(rng: random.Random, tricks_left: int, *, declarations: bool = False) -> Deal:
    """A random deal under a random preset, mode and card-play switches, played at random until
    ``tricks_left`` tricks remain, plus 0–3 cards of the next trick."""
    preset = rng.choice(sorted(FOUR_PLAYER_PRESETS))
    switches = {name: rng.choice(options) for name, options in CARD_PLAY_SWITCHES.items() if rng.random() < 0.4}
    rules = Rules.coerce(preset).replace(**switches)
    cards = list(DECK)
    rng.shuffle(cards)
    hands = {seat: cards[i * 8:(i + 1) * 8] for i, seat in enumerate("NESW")}
    bid = rng.choice((80, 90, 100, 110, 120)) if rules.auction == "coinche" else None
    deal = Deal.from_hands(hands, leader=rng.choice("NESW"), trump=rng.choice(MODES), taker=rng.choice("NESW"),
                           rules=rules, bid=bid, declarations=declarations)
    target = 32 - 4 * tricks_left + rng.randrange(4)
    while deal.phase == "announcing":
        deal.declare(True)
    while len(deal.tricks) * 4 + len(deal.trick) < target:
        deal.play(rng.choice(deal.legal_cards()))
        while deal.phase == "announcing":
            deal.declare(True)
    return deal


def check_against_exhaustive(deal: Deal) -> None:
    values = card_values(deal)
    assert set(values) == set(deal.legal_cards())
    capot = int(deal.rules.capot_value)
    ns = deal.to_play in ("N", "S")
    for card in deal.legal_cards():
        child = deal.clone()
        child.play(card)
        while child.phase == "announcing":
            child.declare(True)
        assert values[card] == team_points(exhaustive(child), ns, capot), (deal.to_json(), card)


# ----- exact against the exhaustive search -----


@pytest.mark.parametrize("seed", range(60))
def test_values_match_exhaustive_search(seed: int) -> None:
    rng = random.Random(seed)
    check_against_exhaustive(random_endgame(rng, rng.choice((2, 2, 3))))


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32))
def test_values_match_exhaustive_search_property(seed: int) -> None:
    rng = random.Random(seed)
    check_against_exhaustive(random_endgame(rng, rng.choice((1, 2, 3))))


@pytest.mark.parametrize("seed", range(4))
def test_four_tricks_left(seed: int) -> None:
    rng = random.Random(1000 + seed)
    deal = random_endgame(rng, 4)
    while len(deal.trick) < 3:  # three cards on the table keep the exhaustive search small
        deal.play(rng.choice(deal.legal_cards()))
    check_against_exhaustive(deal)


@pytest.mark.parametrize("seed", range(30))
def test_contract_view_matches_exhaustive_search(seed: int) -> None:
    rng = random.Random(500 + seed)
    deal = random_endgame(rng, rng.choice((2, 3)), declarations=True)
    makes = solve(deal).makes
    for card in deal.legal_cards():
        child = deal.clone()
        child.play(card)
        while child.phase == "announcing":
            child.declare(True)
        assert makes[card] == exhaustive_made(child), (deal.to_json(), card)


# ----- invariants -----


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from((3, 4)))
def test_best_line_keeps_the_value_and_the_teams_add_up(seed: int, tricks_left: int) -> None:
    deal = random_endgame(random.Random(seed), tricks_left)
    solution = solve(deal)
    assert solution.value == max(solution.values.values())
    assert all(solution.value >= v for v in solution.values.values())
    capot = int(deal.rules.capot_value)
    # solving after the best card keeps the value; the other team's value completes it to 162 or the capot
    child = deal.clone()
    child.play(solution.best[0])
    if not child.is_over:
        after = solve(child)
        same_team = (child.to_play in ("N", "S")) == (deal.to_play in ("N", "S"))
        if same_team:
            assert after.value == solution.value
        else:
            assert after.value + solution.value in (162, capot)
            if after.value + solution.value != 162:
                assert 0 in (after.value, solution.value)
    # the principal line played out scores exactly the value
    line_deal = deal.clone()
    for trick in solution.line:
        for seat, card in trick.plays[len(line_deal.trick) if trick is solution.line[0] else 0:]:
            assert line_deal.to_play == seat
            line_deal.play(card)
            while line_deal.phase == "announcing":
                line_deal.declare(True)
    assert line_deal.is_over
    assert line_deal.result().card_points[("NS" if deal.to_play in ("N", "S") else "EW")] == solution.value
    assert [t.winner for t in solution.line] == [w for _, _, w in line_deal.tricks[len(deal.tricks):]]


def test_equivalent_cards_have_one_value() -> None:
    # South holds 7S 8S 9S with no other spade left between them: one card for the search, three values
    deal = Deal.from_hands({"N": "AS 10S KS JH 9H 7D 8D 7C", "E": "QS JS AH 10H KH 9D 10D 8C",
                            "S": "7S 8S 9S QH 8H AD KD 9C", "W": "7H JD QD AC 10C KC QC JC"},
                           leader="S", trump="H", taker="N")
    values = card_values(deal)
    assert values[Card.parse("7S")] == values[Card.parse("8S")] == values[Card.parse("9S")]
    check_seven = deal.clone()
    check_seven.play("7S")
    check_nine = deal.clone()
    check_nine.play("9S")
    assert card_values(check_seven) == card_values(check_nine)


def test_capot_and_line() -> None:
    deal = Deal.from_hands({"N": "AS 7H 8H 9H 10H JH QH KH", "E": "KS 7D 8D 9D 10D JD QD KD",
                            "S": "7S 8S 9S 10S JS QS AH AD", "W": "7C 8C 9C 10C JC QC KC AC"},
                           leader="N", trump="H", taker="N", rules="coinche", bid="capot")
    solution = solve(deal)
    assert solution.value == 250 and solution.making
    line = principal_line(deal, solution.best[0])
    assert len(line) == 8 and {t.winner for t in line} <= {"N", "S"}


def test_not_in_card_play() -> None:
    deal = Deal.new("classic", rng=random.Random(3), dealer="N")
    with pytest.raises(InvalidInput, match="card play"):
        card_values(deal)


# ----- a second reference: colver (Rust) under FFB coinche -----

_COLVER_RANK = (0, 1, 2, 6, 3, 4, 5, 7)  # colver orders a suit 7 8 9 J Q K 10 A
_COLVER_SEATS = ("N", "W", "S", "E")  # colver's player k plays after k - 1: counter-clockwise from North


@pytest.mark.parametrize("seed", range(25))
def test_coinche_values_match_colver(seed: int) -> None:
    colver = pytest.importorskip("colver")
    rng = random.Random(seed)
    cards = list(range(32))
    rng.shuffle(cards)
    hands = {seat: cards[i * 8:(i + 1) * 8] for i, seat in enumerate(_COLVER_SEATS)}
    trump, team, dealer = rng.randrange(4), rng.randrange(2), rng.randrange(4)

    def to_colver(card: int) -> int:
        return (card >> 3) * 8 + _COLVER_RANK[card & 7]

    env = colver.Env.deal_with_hands(dealer, [[to_colver(c) for c in hands[seat]] for seat in _COLVER_SEATS])
    env.set_contract(trump, 80, team, 0)
    env.set_phase_playing()
    deal = Deal.from_hands({s: [DECK[c] for c in h] for s, h in hands.items()},
                           leader=_COLVER_SEATS[(dealer + 1) % 4], trump="SHDC"[trump], taker="NE"[team],
                           rules="coinche", bid=80, declarations=False)
    for _ in range(16 + rng.randrange(8)):
        card = rng.choice(deal.legal_cards())
        env.step(to_colver(card.index))
        deal.play(card)
    theirs = {to_colver(c.index) for c in deal.legal_cards()}
    scores = dict(env.solve_scores()["scores"])  # North–South's card points; colver counts a capot 252
    assert set(scores) == theirs
    ns = deal.to_play in ("N", "S")
    north_south_won = any(w in ("N", "S") for _, _, w in deal.tricks)
    for card, points in card_values(deal).items():
        north_south = scores[to_colver(card.index)]
        if ns:
            assert points == (250 if north_south == 252 else north_south), (deal.to_json(), card)
        elif north_south == 0:  # East–West took every card point: a capot unless North–South won a trick
            assert points in ((162,) if north_south_won else (162, 250)), (deal.to_json(), card)
        else:
            assert points == (0 if north_south == 252 else 162 - north_south), (deal.to_json(), card)
