"""Solver speed: the median time to value every root card of random full deals (8 tricks to go),
ours against colver (a Rust double-dummy engine, FFB coinche rules) on the same deals in the same run,
then the same for trick-5 positions (4 tricks to go); then full deals at three and two players. The values must agree (colver counts a capot 252).
Times are CPU times (``time.process_time``): other work on the machine inflates them less than wall
time, but a busy machine still slows both engines; the median node count does not depend on the load.

Run: make bench  (or .venv/bin/python bench/solver.py [deals]); colver is in the ``bench`` extra.
``--pyodide`` also times a full-deal and a trick-5 hint inside the site's own Pyodide
(bench/pyodide_hint.py; build the site's lite part first: ``python -m belote_teach.publish.lite build``).
"""

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from belote_teach import DECK, Deal
from belote_teach.solver import _Position, _raw_values

COLVER_RANK = (0, 1, 2, 6, 3, 4, 5, 7)  # colver orders a suit 7 8 9 J Q K 10 A
COLVER_SEATS = ("N", "W", "S", "E")  # colver's player k plays after k - 1: counter-clockwise from North


def to_colver(card):
    return (card >> 3) * 8 + COLVER_RANK[card & 7]


def random_position(rng, played):
    """The same deal for both engines: hands, trump, takers, dealer; ``played`` random cards already played."""
    cards = list(range(32))
    rng.shuffle(cards)
    hands = {seat: cards[i * 8:(i + 1) * 8] for i, seat in enumerate(COLVER_SEATS)}
    trump, team, dealer = rng.randrange(4), rng.randrange(2), rng.randrange(4)
    deal = Deal.from_hands({s: [DECK[c] for c in h] for s, h in hands.items()},
                           leader=COLVER_SEATS[(dealer + 1) % 4], trump="SHDC"[trump], taker="NE"[team],
                           rules="coinche", bid=80, declarations=False)
    moves = []
    for _ in range(played):
        card = rng.choice(deal.legal_cards())
        deal.play(card)
        moves.append(card.index)
    return deal, (dealer, [[to_colver(c) for c in hands[seat]] for seat in COLVER_SEATS], trump, team, moves)


def ours(deal):
    start = time.process_time()
    position = _Position(deal)
    raw = _raw_values(position)
    elapsed = time.process_time() - start
    return elapsed, position.search.nodes, {c: position.team_points(v, True) for c, v in raw.items()}


def theirs(colver, setup):
    dealer, hands, trump, team, moves = setup
    env = colver.Env.deal_with_hands(dealer, hands)
    env.set_contract(trump, 80, team, 0)
    env.set_phase_playing()
    for card in moves:
        env.step(to_colver(card))
    start = time.process_time()
    scores = env.solve_scores()["scores"]
    elapsed = time.process_time() - start
    back = {to_colver(c): c for c in range(32)}
    return elapsed, {back[c]: (250 if v == 252 else v) for c, v in scores}


def compare(label, count, played, colver):
    rng = random.Random(2026)
    our_times, their_times, nodes, counts, disagree = [], [], [], [], 0
    for _ in range(count):
        deal, setup = random_position(rng, played)
        elapsed, searched, values = ours(deal)
        our_times.append(elapsed)
        nodes.append(searched / elapsed)
        counts.append(searched)
        if colver is not None:
            their_elapsed, their_values = theirs(colver, setup)
            their_times.append(their_elapsed)
            disagree += values != their_values
    mine = statistics.median(our_times)
    line = f"{label}: ours median {mine * 1000:.1f} ms (max {max(our_times) * 1000:.0f} ms, " \
           f"{statistics.median(counts):.0f} nodes, {statistics.median(nodes) / 1000:.0f}k nodes/s)"
    if colver is not None:
        other = statistics.median(their_times)
        line += f"; colver median {other * 1000:.1f} ms; ratio {mine / other:.1f}x; values disagree on {disagree}"
    print(line)


def small_tables(count):
    """Two and three players (no colver counterpart): the mover's own points against the others,
    every root card valued on random full deals (nine tricks to go)."""
    for rules in ("nl23", "nl23+players=2"):
        rng = random.Random(2026)
        times, counts = [], []
        for _ in range(count):
            table = Deal.new(rules, rng=0).table
            pack = list(table.pack)
            rng.shuffle(pack)
            size = table.hand_size
            hands = {seat: [DECK[c] for c in pack[i * size:(i + 1) * size]] for i, seat in enumerate(table.seats)}
            deal = Deal.from_hands(hands, leader=rng.choice(table.seats), trump="SHDC"[rng.randrange(4)],
                                   taker=rng.choice(table.seats), rules=rules, declarations=False)
            start = time.process_time()
            position = _Position(deal)
            _raw_values(position)
            times.append(time.process_time() - start)
            counts.append(position.search.nodes)
        print(f"{rules}, full deal (9 tricks to go): median {statistics.median(times) * 1000:.1f} ms "
              f"(max {max(times) * 1000:.0f} ms, {statistics.median(counts):.0f} nodes)")


def main():
    count = int(next((a for a in sys.argv[1:] if a.isdigit()), "15"))
    try:
        import colver
    except ImportError:
        colver = None
        print("colver is not installed (pip install -e '.[bench]'): timing ours only")
    print(f"{count} random deals, coinche rules, every root card valued (CPU time)")
    compare("full deal (8 tricks to go)", count, 0, colver)
    compare("trick 5 (4 tricks to go)", count, 16, colver)
    small_tables(count)
    if "--pyodide" in sys.argv:
        from pyodide_hint import main as pyodide_main

        pyodide_main()


if __name__ == "__main__":
    main()
