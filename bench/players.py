"""Strong against beginner over duplicate deals: the same cards played twice, seats swapped.

Each deal is dealt once and played twice: strong players North–South against beginners
East–West, then the other way round. The difference of a deal is the strong pair's score minus
the beginners', averaged over both seatings; thrown-in deals count as no deal.

The strong player solves its samples double-dummy once ``--solved`` cards or fewer are left in
the hands (``players.SOLVED_CARDS``); the slowest of its moves is printed in processor time.

    .venv/bin/python bench/players.py [--deals 200] [--preset classic] [--samples 10] [--solved 20] [--rollouts 30]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import defaultdict
from typing import ClassVar

from belote_teach.cards import Card
from belote_teach.deal import Deal, Game
from belote_teach.players import ROLLOUT_SAMPLES, SAMPLES, SOLVED_CARDS, Beginner, Player, Strong, View, play_out
from belote_teach.seats import SEATS, Seat, team


class Timed(Strong):
    """A strong player that keeps the processor time of each card it chooses (``MOVES``)."""

    MOVES: ClassVar[list[float]] = []

    def card(self, view: View) -> Card:
        start = time.process_time()
        try:
            return super().card(view)
        finally:
            self.MOVES.append(time.process_time() - start)


def seating(game: Game, strong_side: str, seed: int, samples: int, solved: int = SOLVED_CARDS,
            rollouts: int = ROLLOUT_SAMPLES) -> dict[Seat, Player]:
    return {seat: Timed(game, random.Random(seed * 4 + i), samples=samples, solved_cards=solved, rollouts=rollouts)
            if team(seat) == strong_side
            else Beginner(game, random.Random(seed * 4 + i)) for i, seat in enumerate(SEATS)}


def duplicate(preset: str, seed: int, samples: int, *, card_points: bool = False,
              solved: int = SOLVED_CARDS, rollouts: int = ROLLOUT_SAMPLES,
              contracts: dict[str, list[int]] | None = None) -> tuple[int, int] | None:
    """The strong pair's score minus the beginners' with strong North–South, then with strong
    East–West (``card_points``: the card points won instead); ``None`` if the deal is thrown in.
    ``contracts`` gathers each table's difference under its contract's kind: ``"strong made"``,
    ``"beginner failed"`` … (who took, and whether the takers made it)."""
    game = Game.coerce(preset)
    scores = []
    kinds = []
    for side in ("NS", "EW"):
        deal = play_out(Deal.new(game, rng=random.Random(seed)), seating(game, side, seed, samples, solved, rollouts))
        if deal.thrown_in:
            return None
        result = deal.result()
        score = deal.points if card_points else result.score
        other = "EW" if side == "NS" else "NS"
        scores.append(score[side] - score[other])
        assert deal.contract is not None
        kinds.append(f"{'strong' if team(deal.contract.taker) == side else 'beginner'} "
                     f"{'made' if result.made else 'failed'}")
    if contracts is not None:
        for kind, difference in zip(kinds, scores, strict=True):
            contracts.setdefault(kind, []).append(difference)
    return scores[0], scores[1]


def interval(differences: list[float]) -> tuple[float, float, float]:
    """Mean and its 95% interval (normal approximation)."""
    mean = statistics.fmean(differences)
    half = 1.96 * statistics.stdev(differences) / len(differences) ** 0.5
    return mean, mean - half, mean + half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--samples", type=int, default=SAMPLES)
    parser.add_argument("--solved", type=int, default=SOLVED_CARDS)
    parser.add_argument("--rollouts", type=int, default=ROLLOUT_SAMPLES, help="hidden deals played out a card")
    parser.add_argument("--seed", type=int, default=0, help="first deal's seed")
    parser.add_argument("--progress", action="store_true", help="print the running mean every ten deals")
    args = parser.parse_args()
    start = time.perf_counter()
    ns: list[int] = []
    ew: list[int] = []
    diffs: list[float] = []
    contracts: dict[str, list[int]] = defaultdict(list)
    seed = args.seed
    while len(diffs) < args.deals:
        result = duplicate(args.preset, seed, args.samples, solved=args.solved, rollouts=args.rollouts,
                           contracts=contracts)
        seed += 1
        if result is None:
            continue
        ns.append(result[0])
        ew.append(result[1])
        diffs.append((result[0] + result[1]) / 2)
        if args.progress and len(diffs) % 10 == 0:
            print(f"{len(diffs)} deals: {interval(diffs)[0]:+.1f} a deal, differences {diffs}", flush=True)
    mean, low, high = interval(diffs)
    moves = sorted(Timed.MOVES)
    print(f"preset {args.preset}, {args.samples} samples a card, solved from {args.solved} cards, {args.rollouts} "
          f"rollouts before, {len(diffs)} deals "
          f"({seed - args.seed - len(diffs)} thrown in skipped), {time.perf_counter() - start:.0f} s")
    print(f"strong NS vs beginner EW: strong − beginner {statistics.fmean(ns):+.1f} points a deal")
    print(f"beginner NS vs strong EW: strong − beginner {statistics.fmean(ew):+.1f} points a deal")
    print(f"mean difference {mean:+.1f} points a deal, 95% interval [{low:+.1f}, {high:+.1f}]"
          f" — {'excludes' if low > 0 or high < 0 else 'includes'} zero")
    print(f"the {2 * len(diffs)} tables by contract (strong − beginner a deal from each kind, its tables, their mean):")
    for kind in ("strong made", "strong failed", "beginner made", "beginner failed"):
        tables = contracts[kind]
        share = sum(tables) / 2 / len(diffs)
        print(f"  {kind}: {share:+.1f} a deal, {len(tables)} tables"
              + (f", {statistics.fmean(tables):+.1f} each" if tables else ""))
    print(f"strong moves: {len(moves)}, processor time median {moves[len(moves) // 2]:.3f} s, "
          f"95th percentile {moves[int(len(moves) * 0.95)]:.3f} s, slowest {moves[-1]:.3f} s")


if __name__ == "__main__":
    main()
