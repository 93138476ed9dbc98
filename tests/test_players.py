"""Computer players: legal actions only, decisions from the seat's view alone, strong beats beginner."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from belote_teach import players
from belote_teach.actions import PASS, PlayCard
from belote_teach.cards import DECK, Card
from belote_teach.deal import Deal, Game, SeatView
from belote_teach.errors import InvalidInput
from belote_teach.players import (
    Beginner,
    Strong,
    _plays,
    excluded_cards,
    possible,
    rebuild,
    sample_hands,
    sensible_cards,
)
from belote_teach.rules import FOUR_PLAYER_PRESETS
from belote_teach.seats import SEATS
from belote_teach.solver import Valuer, card_values
from belote_teach.trump import Trump

sys.path.insert(0, str(Path(__file__).parents[1] / "bench"))
from players import duplicate, interval


@pytest.mark.parametrize("preset", FOUR_PLAYER_PRESETS)  # two and three players: test_small_table
def test_players_play_only_legal_actions(preset: str) -> None:
    for seed in range(25):
        deal = Deal.new(preset, rng=random.Random(seed))
        players = {seat: (Strong(deal.game, seed, samples=2) if seat in "NS" and seed % 5 == 0
                          else Beginner(deal.game, seed)) for seat in SEATS}
        while not deal.is_over:
            seat = deal.to_play
            assert seat is not None
            action = players[seat](deal.view(seat))
            assert action in deal.legal_actions()
            deal.apply(action)
        assert Deal.from_json(deal.to_json()).result() == deal.result()


def _advance(deal: Deal, cards: int) -> Deal:
    players = {seat: Beginner(deal.game, 0) for seat in SEATS}
    played = 0
    while not deal.is_over and (deal.phase != "play" or played < cards):
        played += deal.phase == "play"
        seat = deal.to_play
        assert seat is not None
        deal.apply(players[seat](deal.view(seat)))
    return deal


@pytest.mark.parametrize(("preset", "cards"), [("classic", 0), ("classic", 9), ("coinche", 14), ("bga", 22)])
def test_same_view_same_decision_whatever_the_hidden_cards(preset: str, cards: int) -> None:
    tested = 0
    for seed in range(40):
        deal = _advance(Deal.new(preset, rng=random.Random(seed)), cards)
        seat = deal.to_play
        if deal.phase != "play" or seat is None:
            continue
        view = deal.view(seat)
        first = rebuild(view, deal.game, {s: 0 for s in SEATS} | _start_hands(deal))
        for hands in sample_hands(view, deal.game, random.Random(seed), 3):
            other = rebuild(view, deal.game, hands)
            if all(other.hand_mask(s) == first.hand_mask(s) for s in SEATS):
                continue
            assert other.view(seat) == first.view(seat)
            for level in (Beginner, Strong):
                kwargs = {"samples": 3} if level is Strong else {}
                assert level(deal.game, 9, **kwargs)(other.view(seat)) == level(deal.game, 9, **kwargs)(first.view(seat))
            tested += 1
        if tested >= 4:
            break
    assert tested >= 4


def _start_hands(deal: Deal) -> dict:
    hands = {seat: deal.hand_mask(seat) for seat in deal.seats}
    for trick in deal.tricks:
        for seat, card in trick.plays:
            hands[seat] |= card.bit
    for seat, card in deal.trick:
        hands[seat] |= card.bit
    return hands


def test_bidding_decides_from_the_own_hand_only() -> None:
    """Two packs that give the player to speak the same cards (and the same turned card): same call."""
    compared = 0
    for preset in ("classic", "coinche"):
        for seed in range(20):
            deal = Deal.new(preset, rng=random.Random(seed))
            seat = deal.to_play
            assert seat is not None and deal.deck is not None
            keep = deal.hand_mask(seat) | (deal.retourne.bit if deal.retourne is not None else 0)
            loose = [i for i, card in enumerate(deal.deck) if not keep >> card & 1]
            cards = [deal.deck[i] for i in loose]
            random.Random(seed).shuffle(cards)
            deck = list(deal.deck)
            for i, card in zip(loose, cards, strict=True):
                deck[i] = card
            other = Deal.from_deck(deck, dealer=deal.dealer, rules=deal.game)
            assert other.view(seat) == deal.view(seat) and any(other.hand_mask(s) != deal.hand_mask(s) for s in SEATS)
            assert Beginner(deal.game)(other.view(seat)) == Beginner(deal.game)(deal.view(seat))
            compared += 1
    assert compared == 40


def test_samples_keep_what_the_seat_saw() -> None:
    """Voids shown, the retourne in the taker's hand, announced declarations: every sample agrees."""
    checked = 0
    for seed in range(60):
        deal = _advance(Deal.new("classic", rng=random.Random(seed)), 12)
        seat = deal.to_play
        if deal.phase != "play" or seat is None:
            continue
        view = deal.view(seat)
        start = _start_hands(deal)
        for hands in sample_hands(view, deal.game, random.Random(seed), 5):
            assert hands[seat] == start[seat]
            assert deal.contract is not None and deal.retourne is not None
            assert hands[deal.contract.taker] & deal.retourne.bit
            replayed = rebuild(view, deal.game, hands)
            assert [(s, d.kind, d.rank) for s, d in replayed.announced] == [(s, d.kind, d.rank) for s, d in deal.announced]
            for s in SEATS:
                assert replayed.hand_mask(s).bit_count() == deal.hand_mask(s).bit_count()
            checked += 1
    assert checked > 100


def test_strong_beats_beginner_over_duplicate_deals() -> None:
    """A small duplicate match (bench/players.py plays a bigger one, on the scores): the strong pair's
    mean lead in card points has a 95% interval above zero."""
    differences = []
    seed = 0
    while len(differences) < 30:
        result = duplicate("classic", seed, samples=6, card_points=True)
        seed += 1
        if result is not None:
            differences.append((result[0] + result[1]) / 2)
    mean, low, _ = interval(differences)
    assert low > 0, (mean, low)


def test_the_duplicate_match_files_each_table_under_its_contract() -> None:
    """bench/players.py splits the margin by who took and whether the takers made it: the tables
    filed add up to the deal's two differences, one table for each seating."""
    contracts: dict[str, list[int]] = {}
    result = None
    seed = 0
    while result is None:
        result = duplicate("classic", seed, samples=2, contracts=contracts)
        seed += 1
    assert set(contracts) <= {"strong made", "strong failed", "beginner made", "beginner failed"}
    assert sum(len(tables) for tables in contracts.values()) == 2
    assert sorted(difference for tables in contracts.values() for difference in tables) == sorted(result)


def test_the_same_seed_gives_the_same_calls_whatever_the_hash_seed() -> None:
    """A tie between the best suits of a coinche bid is broken in the calls' order, not a set's:
    the same deal and seed give the same call in every process (``PYTHONHASHSEED``)."""
    import subprocess

    code = ("import random; from belote_teach.deal import Deal; from belote_teach.players import Beginner\n"
            "calls = []\n"
            "for seed in (67, 157, 177, 250, 337):  # deals with two suits as good for the bid\n"
            "    deal = Deal.new('coinche', rng=seed)\n"
            "    players = {s: Beginner(deal.game, random.Random(seed)) for s in deal.seats}\n"
            "    while deal.phase == 'bidding' and not deal.is_over:\n"
            "        call = players[deal.to_play](deal.view(deal.to_play))\n"
            "        calls.append(str(call))\n"
            "        deal.apply(call)\n"
            "print(calls)")
    runs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**__import__("os").environ, "PYTHONHASHSEED": str(hash_seed)}).stdout
            for hash_seed in (1, 2, 3)}
    assert len(runs) == 1


def test_a_player_refuses_to_act_out_of_turn() -> None:
    deal = Deal.new("classic", rng=random.Random(1))
    idle = next(seat for seat in SEATS if seat != deal.to_play)
    with pytest.raises(ValueError, match="nothing to do"):
        Beginner(Game.coerce("classic"))(deal.view(idle))


# ----- tables of two and three -----

SMALL = ["nl23", "nl23+players=2", "nl23+three_player_deck=24"]


@pytest.mark.parametrize("rules", SMALL)
def test_small_table_players_play_only_legal_actions(rules: str) -> None:
    """Smous offered and answered, the trump 7 exchanged, roem announced, nine tricks: every action is legal."""
    seen: set[str] = set()
    for seed in range(30):
        deal = Deal.new(rules, rng=random.Random(seed))
        level = Strong if seed % 3 == 0 else Beginner
        players = {seat: level(deal.game, seed) for seat in deal.seats}
        while not deal.is_over:
            seat = deal.to_play
            assert seat is not None
            action = players[seat](deal.view(seat))
            assert action in deal.legal_actions()
            seen.add(deal.phase if deal.phase != "bidding" else str(action))
            deal.apply(action)
        assert Deal.from_json(deal.to_json()).result() == deal.result()
    assert {"play", "take"} <= seen
    if rules == "nl23+players=2":
        assert "smous" in seen


def _swap_hidden(deal: Deal, seat: str, rng: random.Random) -> Deal | None:
    """The same deal with two cards ``seat`` cannot see changing places in the pack (another player's
    hand, the stock), every action replayed (``None`` when a replayed action is no longer legal)."""
    view = deal.view(seat)
    held = 0
    for s in deal.seats:
        held |= deal.hand_mask(s)
    visible = sum(card.bit for card in view.table) | deal.hand_mask(seat) | (view.retourne.bit if view.retourne else 0)
    gone = sum(trick.mask for trick in deal.tricks) | sum(card.bit for _, card in deal.trick)
    stock = [c for c in deal.table.pack if not (held | visible | gone) >> c & 1]
    places = {s: [c for c in range(32) if deal.hand_mask(s) >> c & 1 and not visible >> c & 1]
              for s in deal.seats if s != seat} | {"stock": stock}
    owners = [owner for owner, cards in places.items() if cards]
    if len(owners) < 2:
        return None
    a, b = rng.sample(owners, 2)
    x, y = rng.choice(places[a]), rng.choice(places[b])
    record = json.loads(deal.to_json())
    pack = [str(card) for card in record["deck"]]
    i, j = pack.index(str(DECK[x])), pack.index(str(DECK[y]))
    pack[i], pack[j] = pack[j], pack[i]
    record["deck"] = pack
    try:
        return Deal.from_json(json.dumps(record))
    except InvalidInput:
        return None


@pytest.mark.parametrize("rules", SMALL[:2])
def test_small_table_same_view_same_decision_whatever_the_hidden_cards(rules: str) -> None:
    compared = 0
    for seed in range(40):
        deal = Deal.new(rules, rng=random.Random(seed))
        players = {seat: Beginner(deal.game, 0) for seat in deal.seats}
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 20)):
            if deal.is_over:
                break
            seat = deal.to_play
            assert seat is not None
            deal.apply(players[seat](deal.view(seat)))
        seat = deal.to_play
        if seat is None or deal.phase != "play":
            continue
        other = _swap_hidden(deal, seat, rng)
        if other is None or all(other.hand_mask(s) == deal.hand_mask(s) for s in deal.seats) \
                or other.view(seat) != deal.view(seat):
            continue
        for level in (Beginner, Strong):
            assert level(deal.game, 3)(other.view(seat)) == level(deal.game, 3)(deal.view(seat))
        compared += 1
    assert compared >= 10


# ----- what the sampler infers (excluded_cards, possible) -----

CARD_PLAY_SWITCHES = ["classic+undertrump=discard", "classic+trump_lead_partner=free",
                      "classic+void_partner_winning=must_trump", "classic+partner_ruffed_only_trumps=must_overtrump",
                      "classic+all_trump_climb=partner_exception", "coinche+partner_ruffed_only_trumps=must_overtrump"]


def _play_part(view: SeatView) -> tuple:
    """What a seat sees of the card play (a rebuilt deal has no auction)."""
    return (view.hand, view.hand_sizes, view.trick, view.tricks, view.announced, view.shown, view.belote, view.legal,
            view.to_play)


def _random_play(rules: str, seed: int) -> Deal:
    """A deal bid by beginners and played with random legal cards (to reach every ruling)."""
    deal = Deal.new(rules, rng=random.Random(seed))
    rng = random.Random(seed)
    bidder = Beginner(deal.game, seed)
    while not deal.is_over and deal.phase != "play":
        seat = deal.to_play
        assert seat is not None
        deal.apply(bidder(deal.view(seat)))
    return deal if not deal.is_over else Deal.new(rules, rng=rng)


@pytest.mark.parametrize("rules", [*FOUR_PLAYER_PRESETS, *CARD_PLAY_SWITCHES, *SMALL])
def test_the_true_hands_are_always_possible_and_samples_never_contradict_the_view(rules: str) -> None:
    """At every card of random deals, for every seat: the real hands pass the sampler's inferences,
    and every sample replays to exactly the view the seat has."""
    checked = 0
    for seed in range(12):
        deal = _random_play(rules, seed)
        if deal.phase != "play":
            continue
        rng = random.Random(seed)
        while not deal.is_over:
            if deal.phase == "play":
                start = _start_hands(deal)
                for seat in deal.seats:
                    view = deal.view(seat)
                    assert possible(view, deal.game, start), (rules, seed, seat, deal.history)
                    if rng.random() < 0.1:
                        for hands in sample_hands(view, deal.game, rng, 2):
                            assert _play_part(rebuild(view, deal.game, hands).view(seat)) == _play_part(view)
                            assert possible(view, deal.game, hands)
                    checked += 1
            actions = deal.legal_actions()
            deal.apply(rng.choice([a for a in actions if a is not PASS] or actions) if deal.phase == "play"
                       else Beginner(deal.game, 0)(deal.view(deal.to_play)))
    assert checked > (300 if deal.table.partnerships else 150)


def test_a_discard_over_an_opponents_trump_leaves_trumps_possible_under_coinche() -> None:
    """Coinche: South holds 7H and AH and discards 7D over West's JH (no undertrumping): East's samples
    still give South hearts, and the real hands are among them; in classic South would have had to
    undertrump, so there the discard shows South has no trump."""
    hands = {"N": "KS AS QS 10S 9S 8S 7C 8C", "W": "JH 9H 9C 10C JC QC KC AC",
             "S": "7H AH 7D 8D 9D 10D JD QD", "E": "7S JS 8H 10H QH KH KD AD"}
    for rules, hearts in (("coinche", True), ("classic", False)):
        deal = Deal.from_hands(hands, leader="N", trump="H", taker="W", rules=rules, bid=80 if hearts else None)
        deal.apply(PlayCard(Card.parse("KS")))
        deal.apply(PlayCard(Card.parse("JH")))
        if hearts:
            deal.apply(PlayCard(Card.parse("7D")))
            view = deal.view("E")
            samples = sample_hands(view, deal.game, random.Random(1), 30)
            assert len(samples) == 30 and any(s["S"] & (Card.parse("7H").bit | Card.parse("AH").bit)
                                              for s in samples)
            assert possible(view, deal.game, _start_hands(deal))
            assert excluded_cards(_plays(view), Trump.HEARTS, deal.rules)["S"] >> Card.parse("AH").index & 1 == 0
        else:
            assert Card.parse("7D") not in deal.legal_cards()


def test_a_partners_trick_no_one_left_can_beat_is_not_ruffed() -> None:
    """East, the last to play, showed no trump (he discarded on North's jack of trumps), so North's
    AS wins trick two whatever the unseen trumps are: South, free to discard, keeps his trumps. The
    unseen cards alone (a trump is still out) would have let him ruff."""
    hands = {"N": "JH AS KS QS 7D 8D 9D 10D", "W": "7H 7S 9H 10H QH 9C 10C JD",
             "S": "8H KH AH AD KD QD AC KC", "E": "8S 9S 10S JS 7C 8C JC QC"}
    deal = Deal.from_hands(hands, leader="N", trump="H", taker="N", rules="classic", declarations=False)
    assert deal.table.order_from("N", deal.rules.play_direction)[-1] == "E"
    for card in ("JH", "7H", "8H", "7C", "AS", "7S"):
        deal.play(card)
    view = deal.view("S")
    legal = deal.legal_cards()
    assert Card.parse("KH") in legal
    assert [str(c) for c in sensible_cards(view, legal, deal.game)] == ["QD", "KD", "AD", "KC", "AC"]


def test_no_points_under_the_opponents_sure_trick_even_with_the_partner_still_to_play() -> None:
    """West leads the jack of trumps: nobody can beat it, not even North, who plays after South. South,
    with no trump, throws a card worth nothing rather than an ace or a ten."""
    hands = {"W": "JH 7H 8H 9S 10S JS QS KS", "N": "9H 10H QH KH AH 7S 8S 7D",
             "S": "AS AD 10D KD AC 10C 7C 8C", "E": "8D 9D JD QD 9C JC QC KC"}
    deal = Deal.from_hands(hands, leader="W", trump="H", taker="W", rules="coinche", bid=80, declarations=False)
    order = deal.table.order_from("W", deal.rules.play_direction)
    assert order.index("S") < order.index("N")   # North, South's partner, plays after him
    deal.play("JH")
    while deal.to_play != "S":
        deal.play(deal.legal_cards()[0])
    assert [str(c) for c in sensible_cards(deal.view("S"), deal.legal_cards(), deal.game)] == ["KD", "7C", "8C"]


# A real classic deal (beginners, seed 9): South took spades; after four tricks he leads the 10D, East
# throws the JC, and North, void in diamonds, may ruff; West still has to follow with 8D JD, below the ten.
REAL_DEAL = {"N": "10S JH 8C 10C 8S QD QH QS", "E": "10H QC AC 7S 7D 9H 9D JC",
             "S": "8H KH KC AS KD AH 9S 10D", "W": "8D JD 7C 9C JS AD 7H KS"}
REAL_PLAYS = "AS 7S 8S JS AD KD 7D QD 7H AH 9H QH 9S 9D QS KS 10D JC"


def _real_deal(plays: int) -> Deal:
    deal = Deal.from_hands(REAL_DEAL, leader="S", trump="S", taker="S", rules="classic", declarations=False)
    for card in REAL_PLAYS.split()[:plays]:
        deal.play(card)
    return deal


def test_the_strong_player_does_not_ruff_his_partners_sure_trick_in_a_real_deal() -> None:
    deal = _real_deal(18)
    assert deal.to_play == "N" and Card.parse("10S") in deal.legal_cards()
    values = card_values(deal)
    assert max(values.values()) - values[Card.parse("10S")] >= 10  # the ruff costs North–South 14 points
    for seed in range(4):
        action = Strong(deal.game, seed)(deal.view("N"))
        assert isinstance(action, PlayCard) and action.card.suit.value != "S", (seed, action)


class Counting(Valuer):
    """The solver, counting the deals it values."""

    def __init__(self) -> None:
        super().__init__()
        self.deals = 0

    def __call__(self, deal: Deal) -> dict[Card, int]:
        self.deals += 1
        return super().__call__(deal)


def test_the_strong_player_solves_from_the_trick_it_is_told_within_its_budget() -> None:
    third, second = _real_deal(8), _real_deal(4)
    assert sum(third.view("W").hand_sizes.values()) == 24 > players.SOLVED_CARDS
    assert not Strong(third.game).solving(third.view("W"))
    assert Strong(third.game, solved_cards=24).solving(third.view("W"))
    assert not Strong(second.game, solved_cards=24).solving(second.view("W"))
    for budget, solved in ((1, 1), (10**9, 5)):
        solve = Counting()
        Strong(third.game, 1, samples=5, solve=solve, budget=budget)(third.view("W"))
        assert solve.deals == solved and solve.nodes > 0


def test_among_equal_totals_the_strong_player_plays_the_cheapest_card() -> None:
    """Every sample values North's cards alike (a stand-in solver): of JH 8C 10C (the ruff left out),
    the eight, worth nothing, not the first in hand order."""
    deal = _real_deal(18)
    action = Strong(deal.game, 0, solve=lambda d: dict.fromkeys(d.legal_cards(), 0))(deal.view("N"))
    assert isinstance(action, PlayCard) and str(action.card) == "8C"
