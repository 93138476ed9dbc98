"""Fit the hand evaluation (``belote_teach.evaluation``) to solved layouts: sample, then fit.

``sample`` deals random layouts and plays each out as ``belote_teach.layouts.solved_points`` does
(every layout double dummy from its first card), appending one JSON line per
deal to ``bench/data/layouts.jsonl`` (resumable: deals already there are skipped). ``fit`` reads
that file and writes ``belote_teach/evaluation_model.py`` (the coefficients, plain Python) and
prints the fit's figures. numpy is used here only, never in the package.

Each deal has a trump mode (suits 60%, no trumps and all trumps 20% each), play rules (both
undertrump rules), a leader, six cards of each hand marked as seen (what the classic auction's
bidder knows: five and the turned card; the coinche bidder knows all eight) and a *chooser*: the
trump is chosen at random (half the deals: every seat's hand is a fair sample, for the taker's
team or the defence), or as the best for North's six seen cards (a quarter), or the best of six
deals for them (a quarter: strong hands, where high bids and capots are decided). A hand is a
sample only when its trump did not depend on the cards it does not see: all four in the first
case, North's alone in the others.

    .venv/bin/python bench/hand_model.py sample [--deals 1200] [--workers 2]
    .venv/bin/python bench/hand_model.py fit
    .venv/bin/python bench/hand_model.py validate [--hands 24] [--layouts 8]

``validate`` compares the fitted evaluation with a direct solver average on hands it never saw
(``layouts.solver_average``: each hand's unseen cards dealt ``--layouts`` times and played out),
and prints the errors and the evaluation's time a call.

Reproduce the shipped model: delete ``bench/data/layouts.jsonl``, run ``sample`` then ``fit``
(the deals are seeded by their number: the same file, the same coefficients).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

from belote_teach.advice import expected_points
from belote_teach.cards import DECK
from belote_teach.layouts import solved_points, solver_average
from belote_teach.players import strength
from belote_teach.seats import SEATS
from belote_teach.trump import Trump

DATA = Path(__file__).parent / "data" / "layouts.jsonl"
SUITS = (Trump.SPADES, Trump.HEARTS, Trump.DIAMONDS, Trump.CLUBS)
PRESETS = ("classic", "bga", "coinche", "coinche+undertrump=required")
"""The play rules of the samples: both undertrump rules (the other switches of the four-player
presets do not change the card play)."""


def _cards(mask: int) -> list[int]:
    return [c for c in range(32) if mask >> c & 1]


def _best(cards: list[int], modes: tuple[Trump, ...]) -> tuple[Trump, int]:
    return max(((mode, strength(cards, mode)) for mode in modes), key=lambda pair: pair[1])


def plan(number: int) -> dict[str, object]:
    """Deal ``number``'s hands, rules, trump, leader and chooser (seeded by the number alone)."""
    rng = random.Random(f"hand-model/{number}")
    rules = rng.choice(PRESETS)
    kind = rng.random()
    modes = SUITS if kind < 0.6 else (Trump.NO_TRUMP,) if kind < 0.8 else (Trump.ALL_TRUMP,)
    way = (0, 0, 1, 2)[number % 4]  # a random trump, the chooser's best, the best of six hands
    best: tuple[int, dict[str, int], dict[str, int], Trump] | None = None
    for _ in range(6 if way == 2 else 1):
        deck = list(range(32))
        rng.shuffle(deck)
        hands = {seat: sum(1 << c for c in deck[8 * i:8 * i + 8]) for i, seat in enumerate(SEATS)}
        seen = {seat: sum(1 << c for c in rng.sample(_cards(hands[seat]), 6)) for seat in SEATS}
        mode, score = _best(_cards(seen["N"]), modes)
        if way == 0:
            mode = rng.choice(modes)
        if best is None or score > best[0]:
            best = (score, hands, seen, mode)
    assert best is not None
    _, hands, seen, mode = best
    return {"number": number, "rules": rules, "trump": mode.value, "leader": rng.choice(SEATS),
            "chooser": None if way == 0 else "N", "hands": hands, "seen": seen}


def solve(number: int) -> dict[str, object]:
    deal = plan(number)
    points, sweep = solved_points(deal["hands"], deal["trump"], rules=deal["rules"], taker="N",  # type: ignore[arg-type]
                                  leader=deal["leader"])  # type: ignore[arg-type]
    deal["ns"] = 162 if sweep == "takers" else points  # card points, a capot counted as 162
    deal["capot"] = {"takers": "NS", "defence": "EW", "": None}[sweep]
    return deal


def sample(deals: int, workers: int) -> None:
    DATA.parent.mkdir(exist_ok=True)
    done = set()
    if DATA.exists():
        done = {json.loads(line)["number"] for line in DATA.read_text().splitlines() if line.strip()}
    todo = [n for n in range(deals) if n not in done]
    start = time.perf_counter()
    with multiprocessing.Pool(workers) as pool, DATA.open("a") as out:
        for count, deal in enumerate(pool.imap_unordered(solve, todo, chunksize=4), start=1):
            out.write(json.dumps(deal, separators=(",", ":")) + "\n")
            out.flush()
            if count % 50 == 0:
                elapsed = time.perf_counter() - start
                print(f"{count}/{len(todo)} deals, {elapsed:.0f} s", file=sys.stderr)
    print(f"sampled {len(todo)} deals in {time.perf_counter() - start:.0f} s ({workers} workers)")


def validate(hands: int, layouts: int) -> None:
    """The evaluation against the solver's average on ``hands`` seeded hands (coinche, eight cards
    known; classic, six), half with the hand's best trump, half with a trump at random."""
    errors: dict[str, list[float]] = {"coinche, 8 cards": [], "classic, 6 cards": []}
    noise: list[float] = []
    times: list[float] = []
    for number in range(hands):
        rng = random.Random(f"hand-model/validate/{number}")
        deck = list(range(32))
        rng.shuffle(deck)
        for rules, known in (("coinche", 8), ("classic", 6)):
            cards = deck[:known]
            modes = SUITS if rng.random() < 0.7 else (Trump.NO_TRUMP, Trump.ALL_TRUMP)
            mode = _best(cards, modes)[0] if number % 2 == 0 else rng.choice(modes)
            hand = [DECK[c] for c in cards]
            start = time.perf_counter()
            model = expected_points(hand, mode, rules=rules)
            times.append(time.perf_counter() - start)
            outcomes = [solver_average(hand, mode, rules=rules, layouts=1, seed=number * layouts + i)
                        for i in range(layouts)]
            direct = statistics.fmean(outcomes)
            noise.append(statistics.stdev(outcomes) / layouts ** 0.5)
            errors[f"{rules}, {known} cards"].append(model - direct)
            print(f"{number:3} {rules:8} {mode.value:9} {' '.join(map(str, hand)):30} model {model:6.1f}  "
                  f"solver {direct:6.1f} ± {noise[-1]:4.1f}", file=sys.stderr)
    for name, found in errors.items():
        rms = statistics.fmean(e * e for e in found) ** 0.5
        print(f"{name}: {len(found)} hands, model − solver average: mean {statistics.fmean(found):+.1f}, "
              f"mean absolute {statistics.fmean(abs(e) for e in found):.1f}, rms {rms:.1f} points")
    print(f"the solver average's own standard error ({layouts} layouts): median {statistics.median(noise):.1f} points")
    print(f"evaluation: median {1000 * statistics.median(times):.2f} ms a call")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("step", choices=("sample", "fit", "validate"))
    parser.add_argument("--hands", type=int, default=24)
    parser.add_argument("--layouts", type=int, default=8)
    parser.add_argument("--deals", type=int, default=1200)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    if args.step == "sample":
        sample(args.deals, args.workers)
    elif args.step == "validate":
        validate(args.hands, args.layouts)
    else:
        from fit_hand_model import fit  # numpy, only here

        fit(DATA)


if __name__ == "__main__":
    main()
