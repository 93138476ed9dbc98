"""Strong against beginner on whole deals with the auction: duplicate deals, teams swapped.

Each deal is dealt once and played twice from its first call: strong players North–South against
beginners East–West, then the other way round. The strong players bid from the hand evaluation
(``belote_teach.bidders``), the beginners by their simple rule. The difference of a deal is the
strong pair's score minus the beginners', averaged over both seatings (a deal thrown in scores 0);
the script prints its mean with a 95% interval, and for each level how many contracts it took and
made, its coinches, and its bids' mean value (coinche auction).

    .venv/bin/python bench/bidding.py [--deals 100] [--preset coinche] [--samples 6]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

from players import interval  # bench/players.py: the mean and its 95% interval

from belote_teach.actions import COINCHE, Bid
from belote_teach.deal import Deal, Game
from belote_teach.players import Beginner, Player, Strong, play_out
from belote_teach.seats import SEATS, Seat, team


def seating(game: Game, strong_side: str, seed: int, samples: int) -> dict[Seat, Player]:
    return {seat: Strong(game, random.Random(seed * 4 + i), samples=samples) if team(seat) == strong_side
            else Beginner(game, random.Random(seed * 4 + i)) for i, seat in enumerate(SEATS)}


def play(preset: str, seed: int, samples: int, tally: Counter[str]) -> float:
    """The strong pair's score minus the beginners', averaged over both seatings of deal ``seed``."""
    game = Game.coerce(preset)
    differences = []
    for side in ("NS", "EW"):
        deal = play_out(Deal.new(game, rng=random.Random(seed)), seating(game, side, seed, samples))
        for seat, call in deal.view("N").calls:
            level = "strong" if team(seat) == side else "beginner"
            if call == COINCHE:
                tally[f"{level} coinches"] += 1
            elif isinstance(call, Bid) and isinstance(call.value, int):
                tally[f"{level} bids"] += 1
                tally[f"{level} bid points"] += call.value
        if deal.thrown_in:
            tally["thrown in"] += 1
            differences.append(0)
            continue
        result = deal.result()
        assert result.contract is not None
        level = "strong" if result.contract.team == side else "beginner"
        tally[f"{level} contracts"] += 1
        tally[f"{level} made"] += result.made
        other = "EW" if side == "NS" else "NS"
        differences.append(result.score[side] - result.score[other])
    return statistics.fmean(differences)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--preset", default="coinche")
    parser.add_argument("--samples", type=int, default=6)
    args = parser.parse_args()
    start = time.perf_counter()
    tally: Counter[str] = Counter()
    differences = [play(args.preset, seed, args.samples, tally) for seed in range(args.deals)]
    mean, low, high = interval(differences)
    print(f"preset {args.preset}, whole deals with the auction, {args.deals} duplicate deals (both seatings; "
          f"{tally['thrown in']} of {2 * args.deals} thrown in, scored 0), {args.samples} samples a card, "
          f"{time.perf_counter() - start:.0f} s")
    print(f"strong − beginner: mean {mean:+.1f} points a deal, 95% interval [{low:+.1f}, {high:+.1f}]"
          f" — {'excludes' if low > 0 or high < 0 else 'includes'} zero")
    for level in ("strong", "beginner"):
        taken, made = tally[f"{level} contracts"], tally[f"{level} made"]
        bids = tally[f"{level} bids"]
        mean_bid = f", bids {bids} of mean value {tally[f'{level} bid points'] / bids:.0f}" if bids else ""
        print(f"{level}: {taken} contracts taken, {made} made ({100 * made / max(taken, 1):.0f}%), "
              f"{tally[f'{level} coinches']} coinches{mean_bid}")


if __name__ == "__main__":
    main()
