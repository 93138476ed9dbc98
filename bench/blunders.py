"""How often each level's card costs 10 points or more, judged with every hand known.

Deals are played out (strong players on one side, beginners on the other, then the other way
round, as in ``bench/players.py``); before each card the double-dummy solver values every legal
card of the seat to play (``solver.card_values``: its side's final card points under best play
from there), and the card played costs the best value minus its own. A card costing
``hindsight.COSTLY`` (10) points or more is a blunder. Prints, per level, the cards judged, the
share of blunders (95% interval) and the mean cost, the strong level's blunders by trick and by kind
(lead, follow, ruff, discard), and the worst blunders found.

    .venv/bin/python bench/blunders.py [--deals 40] [--preset classic] [--samples N] [--solved N]

Fixed positions, for quick comparisons of the strong player: ``--save-positions FILE`` keeps every
strong card with a choice (the deal before it, every legal card's value); ``--positions FILE``
replays only the strong player's decision on each of them (no deal played, no solve: the values are
stored) and prints the same shares and the moves' processor time.

    .venv/bin/python bench/blunders.py --strong-only --save-positions /tmp/classic.json
    .venv/bin/python bench/blunders.py --positions /tmp/classic.json

The ceiling of sampling, ``--ceiling N`` with ``--positions``: on the positions of the first
``--max-trick`` tricks, a strong player that solves each of ``N`` samples of the hidden hands
double-dummy (``solver.Valuer``; far too slow for a move) and, on the very same samples, the strong
player's played-out values (``Lean.rollout``). What the first still gets wrong no better rollout
mends: what the seat cannot know, the noise of a few samples, and the faults of choosing by
perfect-information samples at all; the gap between the two is what a better rollout may win.
``--cache FILE`` keeps the solved samples (they take minutes), so that a changed rollout is judged
again in seconds.

    .venv/bin/python bench/blunders.py --positions /tmp/classic.json --ceiling 30 --cache /tmp/ceiling.json

Measured on the strong player's positions of 30 deals (seeds from 1000), tricks 1–3, 30 samples each
(about 4 s of solving a position): solved, 26 of 269 cost 10 points or more in classic (9.7%, 95%
interval 6.1–13.2%) and 33 of 266 in coinche (12.4%, 8.4–16.4%); played out on the same samples 29
and 33 (31 and 36 with the rollouts before ``Lean``'s trump and gift rules). The first three tricks
alone then give about 2.7% of all the strong cards (976 in classic), above the 2.5% the issue asks:
no rollout brings a player that sums perfect-information samples under it.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import time
from typing import Any

from belote_teach.actions import PlayCard
from belote_teach.cards import Card
from belote_teach.deal import Deal, Game
from belote_teach.hindsight import COSTLY
from belote_teach.players import (
    ROLLOUT_SAMPLES,
    SAMPLES,
    SOLVE_BUDGET,
    SOLVED_TRICKS,
    Beginner,
    Lean,
    Player,
    Strong,
    View,
    rebuild,
    sample_hands,
)
from belote_teach.seats import SEATS, team
from belote_teach.solver import Valuer, card_values

ROLLOUTS = ROLLOUT_SAMPLES
"""``--rollouts``: the hidden deals played out before the solved tricks."""
BUDGET = SOLVE_BUDGET
"""``--budget``: the solver's positions a move (``players.SOLVE_BUDGET``)."""
DUMP: list[dict[str, object]] | None = None
"""With ``--dump FILE``: every strong blunder (the deal before the card as JSON, the card, its cost)."""
POSITIONS: list[dict[str, object]] | None = None
"""With ``--save-positions FILE``: every strong card with a choice (the deal before it, the values)."""


def judged(preset: str, seed: int, strong_side: str, samples: int, solved: int,
           costs: dict[str, list[int]], worst: list[tuple[int, str]], levels: tuple[str, ...] = ("strong", "beginner"),
           by_trick: dict[int, list[int]] | None = None, by_kind: dict[str, list[int]] | None = None) -> bool:
    """Play one deal and add each card's cost to ``costs[level]``; ``False`` if it was thrown in."""
    game = Game.coerce(preset)
    deal = Deal.new(game, rng=random.Random(seed))
    players: dict[str, Player] = {
        seat: Strong(game, random.Random(seed * 4 + i), samples=samples,
                     solved_cards=solved * game.table.players, rollouts=ROLLOUTS, budget=BUDGET)
        if team(seat) == strong_side else Beginner(game, random.Random(seed * 4 + i)) for i, seat in enumerate(SEATS)}
    while not deal.is_over:
        seat = deal.to_play
        assert seat is not None
        action = players[seat](deal.view(seat))
        level = "strong" if team(seat) == strong_side else "beginner"
        if level not in levels:
            pass
        elif isinstance(action, PlayCard) and deal.phase == "play" and len(deal.legal_cards()) == 1:
            costs[level].append(0)  # a forced card costs nothing
        elif isinstance(action, PlayCard) and deal.phase == "play":
            values = card_values(deal)
            cost = max(values.values()) - values[action.card]
            costs[level].append(cost)
            costs[f"{level} with a choice"].append(cost)
            if by_trick is not None and level == "strong":
                by_trick.setdefault(len(deal.tricks) + 1, []).append(cost)
            if by_kind is not None and level == "strong":
                by_kind.setdefault(kind(deal, action.card), []).append(cost)
            if level == "strong" and POSITIONS is not None:
                POSITIONS.append({"json": deal.to_json(), "seed": seed, "played": str(action.card),
                                  "values": {str(c): v for c, v in values.items()}})
            if cost >= COSTLY and level == "strong" and DUMP is not None:
                DUMP.append({"json": deal.to_json(), "card": str(action.card), "cost": cost, "seed": seed,
                             "values": {str(c): v for c, v in values.items()}})
            if cost >= COSTLY and level == "strong":
                worst.append((cost, f"seed {seed}, trick {len(deal.tricks) + 1}, {seat} played {action.card} "
                                    f"(best {', '.join(str(c) for c, v in values.items() if v == max(values.values()))})"))
        deal.apply(action)
    return not deal.thrown_in


def kind(deal: Deal, card: Card) -> str:
    """What the card does in its trick: a lead, a follow (the led suit), a ruff (a trump on another
    suit) or a discard."""
    if not deal.trick:
        return "lead"
    assert deal.contract is not None
    suit = card.index >> 3
    if suit == deal.trick[0][1].index >> 3:
        return "follow"
    return "ruff" if suit == deal.contract.trump.code else "discard"


def replay_positions(path: str, samples: int, solved: int, repeat: int = 1, max_trick: int = 8) -> None:
    """The strong player's card on each stored position (``--positions``): the share costing
    ``COSTLY`` or more, by trick and kind, and the moves' processor time. ``repeat``: each position
    decided that many times, each with other samples (a seed per time: less noise from the draws);
    ``max_trick``: the positions of the first tricks only."""
    with open(path, encoding="utf-8") as stored:
        positions = json.load(stored)
    costs: list[int] = []
    by_trick: dict[int, list[int]] = {}
    by_kind: dict[str, list[int]] = {}
    moves: list[float] = []
    changed = 0
    for number, position in [(n + k * len(positions), p) for k in range(repeat) for n, p in enumerate(positions)]:
        deal = Deal.from_json(position["json"])
        seat = deal.to_play
        assert seat is not None
        if len(deal.tricks) >= max_trick:
            continue
        player = Strong(deal.game, random.Random(number), samples=samples, solved_cards=solved * deal.table.players,
                        rollouts=ROLLOUTS, budget=BUDGET)
        start = time.process_time()
        action = player(deal.view(seat))
        moves.append(time.process_time() - start)
        assert isinstance(action, PlayCard)
        values = position["values"]
        cost = max(values.values()) - values[str(action.card)]
        changed += str(action.card) != position["played"]
        costs.append(cost)
        by_trick.setdefault(len(deal.tricks) + 1, []).append(cost)
        by_kind.setdefault(kind(deal, action.card), []).append(cost)
    p, half = share(costs)
    moves.sort()
    times = f" ({repeat} times each)" if repeat > 1 else ""
    print(f"{path}: {len(costs)} positions{times}, {samples} samples, {ROLLOUTS} rollouts, budget {BUDGET}, solved from {solved} tricks "
          f"before the end; {p:.1%} cost ≥ {COSTLY} points (95% interval {max(0.0, p - half):.1%}–{p + half:.1%}), "
          f"mean cost {statistics.fmean(costs):.2f}; {changed} cards other than the stored player's")
    print("by trick: " + ", ".join(f"{trick}: {sum(c >= COSTLY for c in found)}/{len(found)}"
                                   for trick, found in sorted(by_trick.items())))
    print("by kind: " + ", ".join(f"{name}: {sum(c >= COSTLY for c in found)}/{len(found)}"
                                  for name, found in sorted(by_kind.items())))
    print(f"moves: processor time median {moves[len(moves) // 2]:.3f} s, "
          f"95th percentile {moves[int(len(moves) * 0.95)]:.3f} s, slowest {moves[-1]:.3f} s")


class Given(Strong):
    """A strong player whose samples' values are given (``found``): its decision alone."""

    def __init__(self, deal: Deal, found: list[dict[Card, int]], *, solved: bool) -> None:
        super().__init__(deal.game, 0, solve=(lambda _: {}) if solved else None, solved_cards=0)
        self.found = found

    def _sample_values(self, view: View, legal: object) -> list[dict[Card, int]]:
        return self.found


def ceiling(path: str, samples: int, max_trick: int, cache_path: str | None, cached_only: bool = False) -> None:
    """``--ceiling``: on each position of the first ``max_trick`` tricks, ``samples`` hidden deals
    (``sample_hands``, the replay's seed) solved double-dummy, and the same deals played out: each
    player's card and its cost, the share costing ``COSTLY`` or more for both; ``cached_only``: the
    positions already in the cache only (while a long run fills it)."""
    with open(path, encoding="utf-8") as stored:
        positions = json.load(stored)
    cache: dict[str, list[dict[str, Any]]] = {}  # a position's number → its samples: hands, values
    if cache_path:
        try:
            with open(cache_path, encoding="utf-8") as kept:
                cache = json.load(kept)
        except FileNotFoundError:
            pass
    exact: list[int] = []
    played: list[int] = []
    by_trick: dict[int, list[tuple[int, int]]] = {}
    by_kind: dict[str, list[tuple[int, int]]] = {}
    solving = 0.0
    start = time.process_time()
    for number, position in enumerate(positions):
        deal = Deal.from_json(position["json"])
        if len(deal.tricks) >= max_trick:
            continue
        seat = deal.to_play
        assert seat is not None
        view = deal.view(seat)
        key = str(number)
        if key not in cache and cached_only:
            continue
        if key not in cache:
            began = time.process_time()
            valuer = Valuer()
            drawn: list[dict[str, Any]] = []
            for hands in sample_hands(view, deal.game, random.Random(number), samples):
                sample = rebuild(view, deal.game, hands)
                drawn.append({"hands": [sample.hand_mask(s) for s in deal.seats],
                              "values": {str(c): v for c, v in valuer(sample).items()}})
            solving += time.process_time() - began
            cache[key] = drawn
            if cache_path and len(cache) % 10 == 0:  # kept as it goes: a long run may be stopped
                with open(cache_path + ".part", "w", encoding="utf-8") as out:
                    json.dump(cache, out)
                os.replace(cache_path + ".part", cache_path)
        drawn = cache[key]
        legal = deal.legal_cards()
        solved = [{Card.parse(c): v for c, v in sample["values"].items()} for sample in drawn]
        rolled = Lean(view, deal.game).played_out(view, [dict(zip(deal.seats, sample["hands"], strict=True))
                                                         for sample in drawn], legal)
        values = position["values"]
        cards = [Given(deal, solved, solved=True).card(view), Given(deal, rolled, solved=False).card(view)]
        pair = (max(values.values()) - values[str(cards[0])], max(values.values()) - values[str(cards[1])])
        exact.append(pair[0])
        played.append(pair[1])
        by_trick.setdefault(len(deal.tricks) + 1, []).append(pair)
        by_kind.setdefault(kind(deal, cards[0]), []).append(pair)
    if cache_path and not cached_only:
        with open(cache_path, "w", encoding="utf-8") as out:
            json.dump(cache, out)
    print(f"{path}: {len(exact)} positions in tricks 1–{max_trick}, {samples} samples each; "
          f"{time.process_time() - start:.0f} s processor time ({solving:.0f} s solving)")
    for name, costs in (("solved samples (the ceiling)", exact), ("played-out samples (Lean.rollout)", played)):
        p, half = share(costs)
        print(f"{name}: {sum(c >= COSTLY for c in costs)} cost ≥ {COSTLY} points, {p:.1%} "
              f"(95% interval {max(0.0, p - half):.1%}–{p + half:.1%}), mean cost {statistics.fmean(costs):.2f}")
    for label, table in (("by trick", by_trick), ("by kind of the solved card", by_kind)):
        print(f"{label} (solved/played out): " + ", ".join(
            f"{name}: {sum(a >= COSTLY for a, _ in found)}/{sum(b >= COSTLY for _, b in found)} of {len(found)}"
            for name, found in sorted(table.items())))


def share(costs: list[int]) -> tuple[float, float]:
    """The share of blunders and the half-width of its 95% interval (normal approximation)."""
    p = sum(cost >= COSTLY for cost in costs) / len(costs)
    return p, 1.96 * (p * (1 - p) / len(costs)) ** 0.5


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--samples", type=int, default=SAMPLES)
    parser.add_argument("--solved", type=int, default=SOLVED_TRICKS, help="tricks from the end solved double-dummy")
    parser.add_argument("--seed", type=int, default=1000, help="first deal's seed (bench/players.py starts at 0)")
    parser.add_argument("--rollouts", type=int, default=ROLLOUT_SAMPLES, help="hidden deals played out a card")
    parser.add_argument("--budget", type=int, default=SOLVE_BUDGET, help="solver positions a move")
    parser.add_argument("--dump", help="write every strong blunder to this JSON file (the deal before the card)")
    parser.add_argument("--strong-only", action="store_true", help="judge the strong level's cards only (half the time)")
    parser.add_argument("--save-positions", help="write every strong card with a choice to this JSON file")
    parser.add_argument("--positions", help="replay the strong player's decision on the positions of this file")
    parser.add_argument("--repeat", type=int, default=1, help="--positions: decide each this many times, other samples")
    parser.add_argument("--ceiling", type=int, help="with --positions: this many samples solved, against played out")
    parser.add_argument("--max-trick", type=int, help="--positions: the first tricks' positions only (--ceiling: 3)")
    parser.add_argument("--cache", help="--ceiling: the solved samples kept in this JSON file")
    parser.add_argument("--cached-only", action="store_true", help="--ceiling: only the positions in --cache")
    args = parser.parse_args()
    start = time.process_time()
    global DUMP, ROLLOUTS, POSITIONS, BUDGET
    DUMP = [] if args.dump else None
    POSITIONS = [] if args.save_positions else None
    ROLLOUTS = args.rollouts
    BUDGET = args.budget
    if args.positions and args.ceiling:
        ceiling(args.positions, args.ceiling, args.max_trick or 3, args.cache, args.cached_only)
        return
    if args.positions:
        replay_positions(args.positions, args.samples, args.solved, args.repeat, args.max_trick or 8)
        return
    levels = ("strong",) if args.strong_only else ("strong", "beginner")
    costs: dict[str, list[int]] = {name: [] for level in levels for name in (level, f"{level} with a choice")}
    by_trick: dict[int, list[int]] = {}
    by_kind: dict[str, list[int]] = {}
    worst: list[tuple[int, str]] = []
    played, seed = 0, args.seed
    while played < args.deals:
        if all(judged(args.preset, seed, side, args.samples, args.solved, costs, worst, levels, by_trick, by_kind) for side in ("NS", "EW")):
            played += 1
        seed += 1
    print(f"preset {args.preset}, {played} deals (each played twice, seats swapped), {args.samples} samples, "
          f"{args.rollouts} rollouts, budget {args.budget} nodes, "
          f"solved from {args.solved} tricks before the end, {time.process_time() - start:.0f} s processor time")
    for level, found in costs.items():
        p, half = share(found)
        print(f"{level}: {len(found)} cards, {p:.1%} cost ≥ {COSTLY} points "
              f"(95% interval {max(0.0, p - half):.1%}–{p + half:.1%}), mean cost {statistics.fmean(found):.2f}")
    print("strong, cards with a choice by trick: " + ", ".join(
        f"{trick}: {sum(c >= COSTLY for c in found)}/{len(found)}" for trick, found in sorted(by_trick.items())))
    print("strong, cards with a choice by kind: " + ", ".join(
        f"{name}: {sum(c >= COSTLY for c in found)}/{len(found)}" for name, found in sorted(by_kind.items())))
    if args.save_positions:
        with open(args.save_positions, "w", encoding="utf-8") as out:
            json.dump(POSITIONS, out)
    if args.dump:
        with open(args.dump, "w", encoding="utf-8") as out:
            json.dump(DUMP, out)
    for cost, what in sorted(worst, reverse=True)[:8]:
        print(f"  strong blunder, {cost} points: {what}")


if __name__ == "__main__":
    main()
