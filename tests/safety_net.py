"""Safety net for engine refactors: replay recorded and seeded deals and write everything observable.

Run it on the code before a change (``capture``), then on the changed code (``compare``): every
deal's ``to_json()``, score sheet (in English and French), the legal actions and each seat's view at
every step, the walk-throughs of the guide's records, matches and solver values must come out the
same, byte for byte.

    .venv/bin/python tests/safety_net.py capture /tmp/golden      # on the original code
    .venv/bin/python tests/safety_net.py compare /tmp/golden      # on the changed code

What it drives: every ``book/deals/*.json`` record (replayed, and walked through as the guide shows
it), ``DEALS`` seeded deals per rule set (classic, coinche, contree, bga; nl23 with three and with
two players; the 24-card three-player form) played half by a random agent and half by beginners
deciding from their own view, chosen hands for four, matches per rule set, and the solver's card
values on seeded endgames. Only the engine's public calls are used, so that old and new code both run it.
It runs itself with ``PYTHONHASHSEED=0``: the original beginners broke some ties in the iteration
order of a set (the coinche bid's suit), so the capture of that code depends on the hash seed.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import sys
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from belote_teach import DECK, Deal, Match  # noqa: E402
from belote_teach.players import Beginner  # noqa: E402
from belote_teach.simulate import random_agent  # noqa: E402

RULE_SETS = ("classic", "coinche", "contree", "bga", "nl23", "nl23+players=2", "nl23+three_player_deck=24")
DEALS = 300
MATCHES = 6
HANDS = 100
ENDGAMES = 40


def show(value: Any) -> Any:
    """A JSON-able, order-stable picture of an engine value (cards, actions, contracts, dataclasses)."""
    if isinstance(value, Mapping):
        return {str(k): show(v) for k, v in value.items()}
    if hasattr(value, "plays") and hasattr(value, "winner"):  # a finished trick: its plays, as the tuples it replaced
        return show(value.plays)
    if isinstance(value, list | tuple):
        return [show(v) for v in value]
    if value is None or isinstance(value, bool | int | str):
        return value
    return str(value)


VIEW_FIELDS = ("seat", "phase", "dealer", "to_play", "hand", "hand_sizes", "retourne", "calls", "contract", "trick",
               "tricks", "announced", "shown", "belote", "legal")


def view_of(deal: Any, seat: str) -> dict[str, Any]:
    view = deal.view(seat)
    picture = {name: show(getattr(view, name)) for name in VIEW_FIELDS}
    table = getattr(view, "table", None)
    if table is not None and table != () and len(view.hand_sizes) < 4:  # the small table's cards face up
        picture["table"] = show(table)
    if view.result is not None:
        picture["result"] = show(view.result.score)
    return picture


def seats_of(deal: Any) -> tuple[str, ...]:
    return tuple(getattr(deal, "seats", None) or deal.view(deal.to_play or deal.dealer).hand_sizes)


def result_of(deal: Any) -> dict[str, Any]:
    result = deal.result()
    picture = {name: show(getattr(result, name)) for name in ("score", "card_points", "unrounded", "made", "litige",
                                                                "reserve", "thrown_in", "contract")}
    picture["breakdown_en"] = result.breakdown("en")
    picture["breakdown_fr"] = result.breakdown("fr")
    teams = set(result.score) == {"NS", "EW"}  # the fields the four-player and the small score sheet each had
    for name in ("capot",) if teams else ("tricks", "bonus", "receiver", "tie"):
        picture[name] = show(getattr(result, name))
    return picture


def drive(deal: Any, choose: Callable[[Any], Any]) -> dict[str, Any]:
    """Play ``deal`` to its end; record each step's legal actions, the mover's view and the action."""
    steps = []
    seats = seats_of(deal)
    while not deal.is_over:
        seat = deal.to_play
        action = choose(deal)
        steps.append([seat, [str(a) for a in deal.legal_actions()], view_of(deal, seat), str(action)])
        deal.apply(action)
    views = {seat: view_of(deal, seat) for seat in seats}
    copy = Deal.from_json(deal.to_json())
    return {"json": deal.to_json(), "result": result_of(deal), "steps": steps, "final_views": views,
            "replayed": copy.to_json() == deal.to_json() and show(copy.result().score) == show(deal.result().score)}


def beginners(rules: str, seed: int) -> Callable[[Any], Any]:
    players: dict[str, Any] = {}

    def choose(deal: Any) -> Any:
        seat = deal.to_play
        if seat not in players:
            players[seat] = Beginner(deal.game, random.Random(seed * 7 + len(players)))
        return players[seat](deal.view(seat))

    return choose


def seeded_deals(rules: str) -> Iterator[tuple[str, dict[str, Any]]]:
    for seed in range(DEALS):
        deal = Deal.new(rules, rng=seed)
        agent = random_agent(random.Random(seed + 1000)) if seed % 2 else beginners(rules, seed)
        yield f"{rules}/seed{seed}", drive(deal, agent)


def chosen_hands() -> Iterator[tuple[str, dict[str, Any]]]:
    for seed in range(HANDS):
        rng = random.Random(seed)
        rules = rng.choice(("classic", "coinche", "contree", "bga"))
        cards = list(DECK)
        rng.shuffle(cards)
        hands = {seat: cards[i * 8:(i + 1) * 8] for i, seat in enumerate("NESW")}
        coinche = rules in ("coinche", "contree")
        deal = Deal.from_hands(hands, leader=rng.choice("NESW"), trump=rng.choice(("S", "H", "D", "C", "no-trump",
                                                                                   "all-trump")),
                               taker=rng.choice("NESW"), rules=rules, bid=rng.choice((80, 100, 120)) if coinche else None,
                               multiplier=rng.choice((1, 2)) if coinche else 1, declarations=bool(seed % 3))
        yield f"hands/{seed}", drive(deal, random_agent(random.Random(seed)))


def matches(rules: str) -> Iterator[tuple[str, dict[str, Any]]]:
    for seed in range(MATCHES):
        match = Match(rules, rng=random.Random(seed))
        agent = random_agent(random.Random(seed + 50))
        deals = []
        winner = None
        while winner is None:
            deal = match.new_deal()
            while not deal.is_over:
                deal.apply(agent(deal))
            match.record(deal)
            deals.append(deal.to_json())
            winner = match.winner
        yield f"match/{rules}/{seed}", {"winner": winner, "totals": show(match.totals), "reserve": match.reserve,
                                        "deals": deals}


def book_records() -> Iterator[tuple[str, dict[str, Any]]]:
    from belote_teach import record

    for path in sorted((ROOT / "book" / "deals").glob("*.json")):
        text = path.read_text(encoding="utf-8")
        if json.loads(text).get("format") == "belote-teach match":
            lines, rules, winner, why = record.replay_match(text)
            yield f"book/{path.name}", {"lines": [[line.number, line.dealer, show(line.result.score),
                                                   show(line.totals), line.reserve] for line in lines],
                                        "rules": rules.name, "winner": winner, "why": why}
            continue
        deal = Deal.from_json(text)
        picture: dict[str, Any] = {"json": deal.to_json(), "result": result_of(deal),
                                   "views": {seat: view_of(deal, seat) for seat in seats_of(deal)}}
        if deal.rules.players == 4:
            walk = record.replay(text)
            picture["walk"] = [[t.number, t.text, t.winner, t.card_points, t.bonus, show(t.running),
                                show(t.belote), show(t.announced)] for t in walk.tricks]
            picture["walk_hands"] = show(walk.hands)
            picture["walk_first"] = show(walk.first_hands)
            picture["walk_won"] = show(walk.won)
        else:
            try:
                from belote_teach.small.record import small_replay
            except ImportError:  # the unified engine: one walk-through for every table
                small_replay = record.replay  # type: ignore[assignment]
            walk = small_replay(text)
            picture["walk"] = [[t.number, t.text, t.winner, t.card_points, t.bonus, show(t.running),
                                show(t.belote)] for t in walk.tricks]
            picture["walk_hands"] = show(walk.hands)
            picture["walk_first"] = show(walk.first_hands)
            picture["walk_table"] = show(walk.table)
        yield f"book/{path.name}", picture


def endgames() -> Iterator[tuple[str, dict[str, Any]]]:
    from belote_teach.solver import card_values, solve

    for seed in range(ENDGAMES):
        rng = random.Random(seed)
        deal = Deal.new(rng.choice(("classic", "coinche", "bga")), rng=seed)
        agent = random_agent(random.Random(seed))
        while not deal.is_over and (deal.phase != "play" or len(deal.tricks) < 5):
            deal.apply(agent(deal))
        if deal.is_over:
            continue
        solution = solve(deal)
        yield f"solver/{seed}", {"json": deal.to_json(), "values": show(card_values(deal)),
                                 "makes": show(solution.makes),
                                 "line": [[show(t.plays), t.winner, t.points] for t in solution.line]}


def everything() -> Iterator[tuple[str, dict[str, Any]]]:
    yield from book_records()
    for rules in RULE_SETS:
        yield from seeded_deals(rules)
        yield from matches(rules)
    yield from chosen_hands()
    yield from endgames()


def main(argv: list[str]) -> int:
    if os.environ.get("PYTHONHASHSEED") != "0":  # the computer players break some ties in set order: fix it
        os.execve(sys.executable, [sys.executable, *argv], {**os.environ, "PYTHONHASHSEED": "0"})
    if len(argv) != 3 or argv[1] not in ("capture", "compare"):
        print(__doc__)
        return 2
    folder = Path(argv[2])
    folder.mkdir(parents=True, exist_ok=True)
    golden = folder / "golden.jsonl"
    if argv[1] == "capture":
        with golden.open("w", encoding="utf-8") as out:
            count = 0
            for name, picture in everything():
                out.write(json.dumps([name, picture], ensure_ascii=False, sort_keys=True) + "\n")
                count += 1
        print(f"captured {count} items into {golden} (sha256 {hashlib.sha256(golden.read_bytes()).hexdigest()[:16]})")
        return 0
    expected = {}
    for line in golden.read_text(encoding="utf-8").splitlines():
        name, picture = json.loads(line)
        expected[name] = json.dumps(picture, ensure_ascii=False, sort_keys=True)
    seen: set[str] = set()
    differ: list[str] = []
    for name, picture in everything():
        seen.add(name)
        if expected.get(name) != json.dumps(picture, ensure_ascii=False, sort_keys=True):
            differ.append(name)
    missing = sorted(set(expected) - seen)
    print(f"compared {len(seen)} items against {len(expected)} captured: {len(differ)} differ, {len(missing)} missing")
    for name in [*differ, *missing][:20]:
        print("  differs:" if name in differ else "  missing:", name)
    return 1 if differ or missing else 0

if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
