"""The bulk path (``playout``) against the state machine: the same cards give the same score sheet."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_teach.cards import DECK
from belote_teach.deal import Deal
from belote_teach.errors import InvalidInput
from belote_teach.game import Game
from belote_teach.playout import Choose, at_random, lowest, play_hands, play_out, power_table
from belote_teach.rules import FOUR_PLAYER_PRESETS
from belote_teach.simulate import random_agent
from belote_teach.trump import Trump

from .conftest import examples

TABLES = (*FOUR_PLAYER_PRESETS, "nl23", "nl23+players=2", "nl23+three_player_deck=24")


def recording(rng: random.Random, cards: list[int]) -> Choose:
    """A random chooser that notes every card it plays."""

    def choose(legal: int) -> int:
        card = rng.choice([c for c in range(32) if legal >> c & 1])
        cards.append(card)
        return card

    return choose


def replayed(deal: Deal, cards: list[int]) -> Deal:
    """``deal`` with ``cards`` played through the state machine, every announcement made."""
    deal = deal.clone()
    for card in cards:
        while deal.phase == "announcing":
            deal.declare(True)
        deal.play(DECK[card])
    while deal.phase == "announcing":
        deal.declare(True)
    assert deal.is_over
    return deal


def dealt(rng: random.Random, preset: str) -> Deal:
    """A deal of ``preset`` through its auction (random calls), then a few random cards."""
    agent = random_agent(rng)
    while True:
        deal = Deal.new(preset, rng=rng)
        while deal.phase not in ("play", "over"):
            deal.apply(agent(deal))
        if deal.phase == "play":
            break
    for _ in range(rng.randrange(deal.table.tricks * deal.table.players // 2)):
        if deal.phase == "announcing":
            deal.declare(rng.random() < 0.5)
        else:
            deal.play(rng.choice(deal.legal_cards()), announce=rng.random() < 0.8)
    return deal


@settings(max_examples=examples(150), deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(TABLES))
def test_playout_scores_as_the_state_machine(seed: int, preset: str) -> None:
    """From any point of the card play (announcements made or forgotten so far), the bulk path's
    score sheet is the state machine's after the same cards, every player then announcing all he may."""
    rng = random.Random(seed)
    deal = dealt(rng, preset)
    before = deal.to_json()
    cards: list[int] = []
    score = play_out(deal, recording(rng, cards))
    assert deal.to_json() == before  # the deal given is not changed
    assert score == replayed(deal, cards).result()


@settings(max_examples=examples(100), deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(TABLES))
def test_play_hands_is_from_hands_then_play_out(seed: int, preset: str) -> None:
    rng = random.Random(seed)
    game = Game.coerce(preset)
    table = game.table
    pack = list(table.pack)
    rng.shuffle(pack)
    size = table.hand_size
    hands = {seat: sum(1 << c for c in pack[i * size:(i + 1) * size]) for i, seat in enumerate(table.seats)}
    leader, taker, trump = rng.choice(table.seats), rng.choice(table.seats), rng.choice(list(Trump))
    bid = 80 if game.rules.auction == "coinche" else None
    deal = Deal.from_hands({seat: [DECK[c] for c in range(32) if mask >> c & 1] for seat, mask in hands.items()},
                           leader=leader, trump=trump, taker=taker, rules=game, bid=bid)
    assert deal.contract is not None
    cards: list[int] = []
    score = play_hands(game, hands, deal.contract, leader, recording(random.Random(seed), cards))
    assert score == replayed(deal, cards).result()
    assert score == play_out(deal, recording(random.Random(seed), []))


def test_power_table_orders_as_the_rules() -> None:
    from belote_teach.play import beats

    for trump in range(6):
        power = power_table(trump)
        for led in range(4):
            for best in range(led * 8, led * 8 + 8):
                for card in range(32):
                    if card != best:
                        assert (power[led][card] > power[led][best]) == beats(card, best, trump), (trump, best, card)


def test_choosers_play_legal_cards() -> None:
    rng = random.Random(3)
    choose = at_random(rng)
    for mask in (1, 0b1010, 0xFF00FF, (1 << 32) - 1, 1 << 31):
        drawn = {choose(mask) for _ in range(400)}
        assert drawn == {c for c in range(32) if mask >> c & 1}  # every legal card, nothing else
        assert lowest(mask) == min(drawn)


def test_needs_the_card_play() -> None:
    with pytest.raises(InvalidInput, match="card play"):
        play_out(Deal.new("classic", rng=1))
