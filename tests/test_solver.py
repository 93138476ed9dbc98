"""The double-dummy solver against a plain exhaustive search, its invariants, and colver under coinche."""

from __future__ import annotations

import random
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_teach.cards import DECK, Card
from belote_teach.deal import Deal
from belote_teach.errors import InvalidInput
from belote_teach.rules import FOUR_PLAYER_PRESETS, Rules
from belote_teach.rules import SWITCHES as _SWITCH_OPTIONS
from belote_teach.solver import LineTrick, _Position, card_values, principal_line, solve

from .conftest import examples

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


def after(deal: Deal, card: Card) -> Deal:
    """A copy of ``deal`` after ``card``, every announcement made."""
    child = deal.clone()
    child.play(card)
    while child.phase == "announcing":
        child.declare(True)
    return child


def exhaustive(deal: Deal) -> int:
    """North–South's card points minus East–West's at the end, both sides playing perfectly."""
    if deal.is_over:
        points = deal.result().card_points
        return points["NS"] - points["EW"]
    outcomes = [exhaustive(after(deal, card)) for card in deal.legal_cards()]
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
    outcomes = [exhaustive_made(after(deal, card)) for card in deal.legal_cards()]
    takers = deal.to_play in (("N", "S") if deal.contract.team == "NS" else ("E", "W"))
    return any(outcomes) if takers else all(outcomes)


def random_endgame(rng: random.Random, tricks_left: int, *, declarations: bool = False, preset: str | None = None,
                   mode: str | None = None, switches: dict[str, str] | None = None) -> Deal:
    """A random deal, played at random until ``tricks_left`` tricks remain, plus 0–3 cards of the next
    trick; the preset, mode and card-play switches are drawn at random unless given."""
    preset = preset or rng.choice(sorted(FOUR_PLAYER_PRESETS))
    if switches is None:
        switches = {name: rng.choice(options) for name, options in CARD_PLAY_SWITCHES.items() if rng.random() < 0.4}
    rules = Rules.coerce(preset).replace(**switches)
    cards = list(DECK)
    rng.shuffle(cards)
    hands = {seat: cards[i * 8:(i + 1) * 8] for i, seat in enumerate("NESW")}
    bid = rng.choice((80, 90, 100, 110, 120)) if rules.auction == "coinche" else None
    deal = Deal.from_hands(hands, leader=rng.choice("NESW"), trump=mode or rng.choice(MODES),
                           taker=rng.choice("NESW"), rules=rules, bid=bid, declarations=declarations)
    target = 32 - 4 * tricks_left + rng.randrange(4)
    while deal.phase == "announcing":
        deal.declare(True)
    while len(deal.tricks) * 4 + len(deal.trick) < target:
        deal.play(rng.choice(deal.legal_cards()))
        while deal.phase == "announcing":
            deal.declare(True)
    return deal


def seeded(*parts: object) -> random.Random:
    """A generator seeded by the test's parameters (stable across runs, unlike ``hash``)."""
    return random.Random(zlib.crc32(repr(parts).encode()))


def check_against_exhaustive(deal: Deal) -> None:
    values = card_values(deal)
    assert set(values) == set(deal.legal_cards())
    capot = int(deal.rules.capot_value)
    ns = deal.to_play in ("N", "S")
    for card in deal.legal_cards():
        assert values[card] == team_points(exhaustive(after(deal, card)), ns, capot), (deal.to_json(), card)


def play_line(deal: Deal, line: tuple[LineTrick, ...]) -> Deal:
    """A copy of ``deal`` with the principal line played to the end (its first trick may have begun)."""
    played = deal.clone()
    for i, trick in enumerate(line):
        for seat, card in trick.plays[len(deal.trick) if i == 0 else 0:]:
            assert played.to_play == seat
            played.play(card)
            while played.phase == "announcing":
                played.declare(True)
    assert played.is_over
    return played


# ----- exact against the exhaustive search -----

# every preset × every mode × both (or all) settings of each card-play switch, a few seeded endgames each
SETTINGS = [(name, option) for name, options in CARD_PLAY_SWITCHES.items() for option in options]
GRID = [(preset, mode, setting) for preset in FOUR_PLAYER_PRESETS for mode in MODES for setting in SETTINGS]


def grid_id(preset: str, mode: str, setting: tuple[str, str]) -> str:
    return f"{preset}-{mode}-{setting[0]}={setting[1]}"


def check_equivalent_cards(deal: Deal) -> None:
    """The solver's classes of equivalent cards: after any card of a class, the next player's cards
    keep the same values (and, through ``check_against_exhaustive``, the class members share one)."""
    classes = _Position(deal).classes()
    assert sorted(c for members in classes for c in members) == sorted(c.index for c in deal.legal_cards())
    for members in classes:
        if len(members) < 2:
            continue
        children = [after(deal, DECK[card]) for card in members]
        if children[0].is_over:
            continue
        first = card_values(children[0])
        for child in children[1:]:
            assert card_values(child) == first, (deal.to_json(), [str(DECK[c]) for c in members])


def test_grid_covers_every_preset_mode_and_switch() -> None:
    assert {p for p, _, _ in GRID} == set(FOUR_PLAYER_PRESETS) == {"classic", "coinche", "contree", "bga"}
    assert {m for _, m, _ in GRID} == set(MODES)
    assert {(p, m) for p, m, _ in GRID} == {(p, m) for p in FOUR_PLAYER_PRESETS for m in MODES}
    for name, options in CARD_PLAY_SWITCHES.items():
        assert {option for _, _, (n, option) in GRID if n == name} == set(options)
        assert set(options) == set(_SWITCH_OPTIONS[name])  # every setting the rules offer


@pytest.mark.parametrize(("preset", "mode", "setting"), GRID, ids=[grid_id(*g) for g in GRID])
def test_values_match_exhaustive_search(preset: str, mode: str, setting: tuple[str, str]) -> None:
    rng = seeded(preset, mode, setting)
    for _ in range(2):
        deal = random_endgame(rng, 3, preset=preset, mode=mode, switches=dict([setting]))
        check_against_exhaustive(deal)
        check_equivalent_cards(deal)


@pytest.mark.parametrize("preset", FOUR_PLAYER_PRESETS)
@pytest.mark.parametrize("mode", MODES)
def test_four_tricks_left(preset: str, mode: str) -> None:
    rng = seeded("four", preset, mode)
    deal = random_endgame(rng, 4, preset=preset, mode=mode, switches={})
    while len(deal.trick) < 3:  # three cards on the table keep the exhaustive search small
        deal.play(rng.choice(deal.legal_cards()))
    check_against_exhaustive(deal)
    check_equivalent_cards(deal)


@settings(max_examples=examples(25), deadline=None)
@given(st.integers(0, 2**32))
def test_values_match_exhaustive_search_property(seed: int) -> None:
    rng = random.Random(seed)
    check_against_exhaustive(random_endgame(rng, rng.choice((1, 2, 3))))


@pytest.mark.parametrize("preset", FOUR_PLAYER_PRESETS)
@pytest.mark.parametrize("mode", MODES)
def test_contract_view_matches_exhaustive_search(preset: str, mode: str) -> None:
    rng = seeded("contract", preset, mode)
    for tricks_left in (2, 3):
        deal = random_endgame(rng, tricks_left, preset=preset, mode=mode, declarations=True)
        makes = solve(deal).makes
        for card in deal.legal_cards():
            assert makes[card] == exhaustive_made(after(deal, card)), (deal.to_json(), card)


# ----- invariants -----


@pytest.mark.parametrize("preset", FOUR_PLAYER_PRESETS)
@pytest.mark.parametrize("mode", MODES)
def test_best_line_keeps_the_value_and_the_teams_add_up(preset: str, mode: str) -> None:
    rng = seeded("invariants", preset, mode)
    for tricks_left in (3, 4, 5):
        check_invariants(random_endgame(rng, tricks_left, preset=preset, mode=mode))


@settings(max_examples=examples(20), deadline=None)
@given(st.integers(0, 2**32), st.sampled_from((3, 4)))
def test_best_line_keeps_the_value_and_the_teams_add_up_property(seed: int, tricks_left: int) -> None:
    check_invariants(random_endgame(random.Random(seed), tricks_left))


def check_invariants(deal: Deal) -> None:
    """The best value tops every card's; after the best card the value stays (or the other team's
    completes it to 162 or the capot); the principal line scores the value."""
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
    line_deal = play_line(deal, solution.line)
    assert line_deal.result().card_points[("NS" if deal.to_play in ("N", "S") else "EW")] == solution.value
    assert [t.winner for t in solution.line] == [t.winner for t in line_deal.tricks[len(deal.tricks):]]


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
    north_south_won = any(trick.winner in ("N", "S") for trick in deal.tricks)
    for card, points in card_values(deal).items():
        north_south = scores[to_colver(card.index)]
        if ns:
            assert points == (250 if north_south == 252 else north_south), (deal.to_json(), card)
        elif north_south == 0:  # East–West took every card point: a capot unless North–South won a trick
            assert points in ((162,) if north_south_won else (162, 250)), (deal.to_json(), card)
        else:
            assert points == (0 if north_south == 252 else 162 - north_south), (deal.to_json(), card)


def test_generale_needs_the_taker_alone() -> None:
    # North can win every trick himself by leading the jack; the seven lets South's forced ace win one
    rules = Rules.coerce("coinche").replace(generale="on")
    deal = Deal.from_hands({"N": "AS 7H 8H 9H 10H JH QH KH", "E": "KS 7D 8D 9D 10D JD QD KD",
                            "S": "7S 8S 9S 10S JS QS AH AD", "W": "7C 8C 9C 10C JC QC KC AC"},
                           leader="N", trump="H", taker="N", rules=rules, bid="generale", generale_value=500)
    makes = solve(deal).makes
    assert makes[Card.parse("JH")] and not makes[Card.parse("7H")]


# ----- two and three players: the mover's own points, every other player against him -----

SMALL_TABLES = ("nl23", "nl23+players=2", "nl23+three_player_deck=24")
SMALL_SWITCHES = {"undertrump": ("required", "discard"), "play_direction": ("ccw", "cw")}


def exhaustive_alone(deal: Deal, me: str) -> int:
    """``me``'s final card points (last trick included) when he plays for the most and every other
    player, together, for the least: the plain reference for a table of two or three."""
    if deal.is_over:
        return deal.result().card_points[me]
    outcomes = [exhaustive_alone(after(deal, card), me) for card in deal.legal_cards()]
    return max(outcomes) if deal.to_play == me else min(outcomes)


def random_small_endgame(rng: random.Random, rules: str, tricks_left: int, switches: dict[str, str]) -> Deal:
    """Random hands at a table of two or three (nine cards each, eight with the 24-card pack; the rest
    of the pack out of play), a random suit contract, played at random until ``tricks_left`` tricks
    remain plus 0 to 2 cards of the next trick."""
    checked = Rules.coerce(rules).replace(**switches)
    game = Deal.new(checked, rng=0).game
    table = game.table
    pack = [DECK[c] for c in table.pack]
    rng.shuffle(pack)
    size = table.hand_size
    hands = {seat: pack[i * size:(i + 1) * size] for i, seat in enumerate(table.seats)}
    deal = Deal.from_hands(hands, leader=rng.choice(table.seats), trump=rng.choice("SHDC"),
                           taker=rng.choice(table.seats), rules=checked, declarations=False)
    target = (size - tricks_left) * table.players + rng.randrange(table.players)
    while len(deal.tricks) * table.players + len(deal.trick) < target:
        deal.play(rng.choice(deal.legal_cards()))
    return deal


SMALL_GRID = [(rules, name, option) for rules in SMALL_TABLES for name, options in SMALL_SWITCHES.items()
              for option in options]


@pytest.mark.parametrize(("rules", "name", "option"), SMALL_GRID, ids=[f"{r}-{n}={o}" for r, n, o in SMALL_GRID])
def test_small_table_values_match_exhaustive_search(rules: str, name: str, option: str) -> None:
    """card_values at two and three players: each legal card → the mover's own final card points with
    every other player against him, exactly as the plain exhaustive search finds them."""
    rng = seeded("small", rules, name, option)
    for tricks_left in (2, 3, 3):
        deal = random_small_endgame(rng, rules, tricks_left, {name: option})
        me = deal.to_play
        values = card_values(deal)
        assert list(values) == deal.legal_cards()
        for card in deal.legal_cards():
            assert values[card] == exhaustive_alone(after(deal, card), me), (deal.to_json(), card)
        check_equivalent_cards(deal)


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(SMALL_TABLES))
def test_small_table_line_scores_the_value(seed: int, rules: str) -> None:
    """The principal line at two or three: played out, the mover ends with the best card's value, and
    the line never lets the others take more than the search allows."""
    rng = random.Random(seed)
    deal = random_small_endgame(rng, rules, rng.choice((2, 3, 4)), {})
    me = deal.to_play
    solution = solve(deal)
    assert solution.seat == me and solution.value == max(solution.values.values())
    played = play_line(deal, solution.line)
    assert played.result().card_points[me] == solution.value
    assert [t.winner for t in solution.line] == [t.winner for t in played.tricks[len(deal.tricks):]]
    assert principal_line(deal, solution.best[0]) == solution.line
