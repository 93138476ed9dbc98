"""Computer players: legal actions only, decisions from the seat's view alone, strong beats beginner."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from belote_teach.deal import Deal, Game
from belote_teach.players import Beginner, Strong, rebuild, sample_hands
from belote_teach.rules import FOUR_PLAYER_PRESETS
from belote_teach.seats import SEATS

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
            if all(other.hands[s] == first.hands[s] for s in SEATS):
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
    hands = dict(deal.hands)
    for trick_seats, cards, _ in deal.tricks:
        for seat, card in zip(trick_seats, cards, strict=True):
            hands[seat] |= 1 << card
    for seat, card in zip(deal.trick_seats, deal.trick, strict=True):
        hands[seat] |= 1 << card
    return hands


def test_bidding_decides_from_the_own_hand_only() -> None:
    """Two packs that give the player to speak the same cards (and the same turned card): same call."""
    compared = 0
    for preset in ("classic", "coinche"):
        for seed in range(20):
            deal = Deal.new(preset, rng=random.Random(seed))
            seat = deal.to_play
            assert seat is not None and deal.deck is not None
            keep = deal.hands[seat] | (1 << deal.retourne if deal.retourne is not None else 0)
            loose = [i for i, card in enumerate(deal.deck) if not keep >> card & 1]
            cards = [deal.deck[i] for i in loose]
            random.Random(seed).shuffle(cards)
            deck = list(deal.deck)
            for i, card in zip(loose, cards, strict=True):
                deck[i] = card
            other = Deal.from_deck(deck, dealer=deal.dealer, rules=deal.game)
            assert other.view(seat) == deal.view(seat) and other.hands != deal.hands
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
            assert hands[deal.contract.taker] >> deal.retourne & 1
            replayed = rebuild(view, deal.game, hands)
            assert [(s, d.kind, d.rank) for s, d in replayed.announced] == [(s, d.kind, d.rank) for s, d in deal.announced]
            for s in SEATS:
                assert replayed.hands[s].bit_count() == deal.hands[s].bit_count()
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


def test_a_player_refuses_to_act_out_of_turn() -> None:
    deal = Deal.new("classic", rng=random.Random(1))
    idle = next(seat for seat in SEATS if seat != deal.to_play)
    with pytest.raises(ValueError, match="nothing to do"):
        Beginner(Game.coerce("classic"))(deal.view(idle))
