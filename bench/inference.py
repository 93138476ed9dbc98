"""How well the weighed samples place the hidden cards (``inference.Plays``), on stored positions.

For every other position of a ``bench/blunders.py --save-positions`` file with a card played: the
seat's samples (``players.sample_hands``), each weighed by how likely it makes the other players'
cards; for each hidden card, the chance the samples give its true hand (uniform and weighed,
smoothed). Prints the mean log chance a hidden card, uniform and weighed (higher is better), the
gain by trick and the weights' effective sample share.

    .venv/bin/python bench/inference.py /tmp/classic.json [--samples 120] [--temperature 2] [--floor 0.3]
"""

from __future__ import annotations

import argparse
import json
import math
import random

from belote_teach import inference
from belote_teach.cards import mask_of
from belote_teach.deal import Deal
from belote_teach.inference import Plays
from belote_teach.players import _plays, sample_hands


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("positions")
    parser.add_argument("--samples", type=int, default=120)
    parser.add_argument("--temperature", type=float, default=inference.TEMPERATURE)
    parser.add_argument("--floor", type=float, default=inference.FLOOR)
    args = parser.parse_args()
    inference.TEMPERATURE, inference.FLOOR = args.temperature, args.floor
    with open(args.positions, encoding="utf-8") as stored:
        positions = json.load(stored)[::2]
    uniform = weighed = 0.0
    cards = 0
    shares: list[float] = []
    by_trick: dict[int, list[float]] = {}
    for number, position in enumerate(positions):
        deal = Deal.from_json(position["json"])
        seat = deal.to_play
        assert seat is not None
        view = deal.view(seat)
        plays = _plays(view)
        if not plays:
            continue
        samples = sample_hands(view, deal.game, random.Random(number), args.samples)
        found = Plays(view, deal.game)
        logs = [found.log_weight(hands) for hands in samples]
        weights = [math.exp(x - max(logs)) for x in logs]
        total = sum(weights)
        shares.append(total ** 2 / sum(w * w for w in weights) / len(weights))
        start = {s: deal.hand_mask(s) for s in deal.seats}
        for s, card in plays:
            start[s] |= card.bit
        known = mask_of(card for _, card in plays) | deal.hand_mask(seat)
        trick = by_trick.setdefault(len(view.tricks) + 1, [0.0, 0.0, 0])
        for card in range(32):
            if known >> card & 1:
                continue
            owner = next(s for s in deal.seats if start[s] >> card & 1)
            held = [owner_holds(hands, owner, card) for hands in samples]
            u = math.log((sum(held) + 0.5) / (len(samples) + 1.5))
            w = math.log((sum(x for x, h in zip(weights, held, strict=True) if h) + 0.5 * total / len(weights))
                         / (total * (1 + 1.5 / len(weights))))
            uniform += u
            weighed += w
            cards += 1
            trick[0] += u
            trick[1] += w
            trick[2] += 1
    print(f"{args.positions}: {cards} hidden cards, {args.samples} samples, temperature {args.temperature}, "
          f"floor {args.floor}: uniform {uniform / cards:.4f}, weighed {weighed / cards:.4f} nats a card "
          f"(gain {(weighed - uniform) / cards:+.4f}); effective sample share {sum(shares) / len(shares):.2f}")
    print("gain by trick: " + ", ".join(f"{t}: {(w - u) / n:+.4f}" for t, (u, w, n) in sorted(by_trick.items())))


def owner_holds(hands: dict, owner: str, card: int) -> bool:
    return bool(hands[owner] >> card & 1)


if __name__ == "__main__":
    main()
