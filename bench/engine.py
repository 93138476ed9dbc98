"""Engine throughput: µs per legal_cards call; deals per second through the bulk path (``playout``:
bit masks, random cards, the score sheet) by trump mode; whole deals per second through the state
machine (deal, bid, declare, play, score); then whole deals by the bulk path (``play_hands``) against
belote-cli (pure Python) and colver (Rust) on the same task in the same run: shuffle and deal, a
contract, 32 random legal cards (one draw of ``random()`` each, alike for all three), the score
sheet. The ratios are per round, their median reported (a busy machine slows all three alike).

Run: make bench  (or .venv/bin/python bench/engine.py); belote-cli and colver are in the ``bench`` extra.
"""

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from belote_teach import DECK, Deal, Rules, legal_cards, parse_cards
from belote_teach.bidding import Contract
from belote_teach.game import Game
from belote_teach.play import ruling, winning_position
from belote_teach.playout import at_random, play_hands
from belote_teach.simulate import random_agent
from belote_teach.trump import Trump

POSITIONS = [
    (parse_cards("7H JH 8C AD KS QS"), [("N", DECK[7]), ("W", DECK[15])], "H"),
    (parse_cards("7S 9S AS 10D"), [("N", DECK[3])], "all-trump"),
    (parse_cards("7C 8C 9C 10C JC QC KC AC"), [], "no-trump"),
    (parse_cards("8H 9D 10S JC"), [("W", DECK[0]), ("S", DECK[12]), ("E", DECK[8])], "S"),
]


def per_call(function, repeat):
    start = time.perf_counter()
    for _ in range(repeat):
        for hand, trick, trump in POSITIONS:
            function(hand, trick, trump)
    return (time.perf_counter() - start) / (repeat * len(POSITIONS)) * 1e6


def whole_deals(preset, count, seed=1):
    """Deals per second: shuffle and deal, the auction, declarations, eight tricks and the score sheet,
    every action chosen by the random player through ``legal_actions`` and ``apply``."""
    rng = random.Random(seed)
    agent = random_agent(rng)
    start = time.perf_counter()
    for _ in range(count):
        deal = Deal.new(preset, rng=rng)
        while not deal.is_over:
            deal.apply(agent(deal))
        deal.result()
    return count / (time.perf_counter() - start)


def bulk_deals(count, seed=1, preset="coinche", modes="SHDC"):
    """Deals per second through ``play_hands``: dealt at random, a random contract in one of ``modes``
    (80 under coinche rules), random cards, scored."""
    game = Game.coerce(preset)
    bid = 80 if game.rules.auction == "coinche" else None
    rng = random.Random(seed)
    choose = at_random(rng)
    contracts = [Contract(taker, Trump(mode), bid) for taker in "NESW" for mode in modes]
    deck = [1 << c for c in range(32)]
    start = time.process_time()
    for _ in range(count):
        rng.shuffle(deck)
        hands = {"N": sum(deck[0:8]), "E": sum(deck[8:16]), "S": sum(deck[16:24]), "W": sum(deck[24:32])}
        play_hands(game, hands, contracts[int(rng.random() * len(contracts))], "NESW"[int(rng.random() * 4)], choose)
    return count / (time.process_time() - start)


def belote_cli_deals(count, seed=1):
    """belote-cli: deal, the first player takes the turned card's suit, random cards, ``score_round``."""
    from belote import game, scoring

    rng = random.Random(seed)
    start = time.process_time()
    for _ in range(count):
        state = game.start_round(game.new_game(), rng)
        state = game.place_bid(state, state.up_card.suit)
        while state.phase == game.Phase.PLAYING:
            legal = game.legal_cards(state, state.turn)
            state = game.play_card(state, legal[int(rng.random() * len(legal))])
        scoring.score_round(state)
    return count / (time.process_time() - start)


def colver_deals(count, seed=1):
    """colver: ``Env.deal``, a random 80 contract, random cards through ``step``, ``rewards``."""
    import colver

    rng = random.Random(seed)
    start = time.process_time()
    for i in range(count):
        env = colver.Env.deal(seed=seed * count + i)
        env.set_contract(int(rng.random() * 4), 80, int(rng.random() * 2), 0)
        env.set_phase_playing()
        while not env.is_terminal():
            legal = env.legal_actions()
            env.step(legal[int(rng.random() * len(legal))])
        env.rewards()
    return count / (time.process_time() - start)


def compare_whole_deals(count, rounds=5):
    """The bulk path against belote-cli and colver, ``rounds`` interleaved rounds of ``count`` deals."""
    others = {}
    for name, module, run in (("belote-cli", "belote", belote_cli_deals), ("colver", "colver", colver_deals)):
        try:
            __import__(module)
            others[name] = run
        except ImportError:
            print(f"{name} is not installed (pip install -e '.[bench]'): no ratio against it")
    rates = {"ours": [], **{name: [] for name in others}}
    ratios = {name: [] for name in others}
    for k in range(rounds):
        ours = bulk_deals(count, seed=k + 1)
        rates["ours"].append(ours)
        for name, run in others.items():
            theirs = run(count, seed=k + 1)
            rates[name].append(theirs)
            ratios[name].append(ours / theirs)
    line = f"whole deals, play + scoring (coinche, bulk path): {statistics.median(rates['ours']):8.0f} deals/s"
    for name in others:
        line += (f"; {name} {statistics.median(rates[name]):.0f} deals/s, "
                 f"ratio {statistics.median(ratios[name]):.1f}x")
    print(line + f" (median of {rounds} rounds, CPU time)")


def main():
    rules = Rules.preset("classic")
    api = per_call(lambda h, t, tr: legal_cards(h, t, trump=tr, rules=rules), 5000)
    print(f"legal_cards (public API, checked input): {api:6.2f} µs per call")
    core_positions = []
    for hand, trick, trump in POSITIONS:
        mask = sum(c.bit for c in hand)
        idx = [c.index for _, c in trick]
        core_positions.append((mask, idx, Trump.parse(trump).code))
    start, repeat = time.perf_counter(), 50000
    for _ in range(repeat):
        for mask, idx, code in core_positions:
            if idx:
                win = winning_position(idx, code)
                ruling(mask, idx[0] >> 3, idx[win], False, code, rules)
    core = (time.perf_counter() - start) / (repeat * len(core_positions)) * 1e6
    print(f"legal cards (bit-mask core):             {core:6.2f} µs per call")
    for mode, label in (("H", "hearts"), ("no-trump", "no-trump"), ("all-trump", "all-trump")):
        rate = bulk_deals(3000, preset="classic", modes=(mode,))
        print(f"bulk path, played and scored ({label:9}): {rate:8.0f} deals/s")
    for preset in ("classic", "coinche", "contree", "bga"):
        rate = whole_deals(preset, 3000)
        print(f"whole deals, state machine ({preset:7}):  {rate:8.0f} deals/s")
    for preset in ("nl23", "nl23+players=2", "nl23+three_player_deck=24"):  # rules reference: two and three players: two and three players
        rate = whole_deals(preset, 3000)
        print(f"whole deals ({preset:25}): {rate:8.0f} deals/s")
    compare_whole_deals(1000)


if __name__ == "__main__":
    main()
