"""Recompute every block of the rules guide with the engine, from the data-* attributes of the built
HTML alone: what a page shows must be what the engine computes for the inputs it names."""

from __future__ import annotations

import random

import yaml
from bs4 import Tag

from belote_teach import (
    Deal,
    Game,
    compare_declarations,
    find_declarations,
    legal_cards,
    notation,
    parse_card,
    trick_points,
    trick_winner,
)
from belote_teach import record as records
from belote_teach.cards import DECK, Rank
from belote_teach.match import match_winner
from belote_teach.record import replay
from belote_teach.render import guide
from belote_teach.render.numbers import number
from belote_teach.rulebook import SOURCES, TOPICS
from belote_teach.rules import SWITCHES, Rules
from belote_teach.small import score_small
from belote_teach.trump import Trump
from belote_teach.values import point_table

from .conftest import ROOT
from .reference import trick_tuples
from .reference_rules import FIXED_AT_FOUR, PRESET_TABLE, rows

DEALS = ROOT / "book" / "deals"


def toc_pages() -> list[str]:
    """Every page of _toc.yml, in order (the root first)."""
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    pages = [toc["root"]]

    def walk(entries: list[dict[str, object]]) -> None:
        for entry in entries:
            if "file" in entry:
                pages.append(str(entry["file"]))
            walk(entry.get("sections", []))  # type: ignore[arg-type]
            walk(entry.get("chapters", []))  # type: ignore[arg-type]

    walk(toc.get("parts", []))
    walk(toc.get("chapters", []))
    return pages


def record(name: str) -> str:
    return (DEALS / f"{name}.json").read_text(encoding="utf-8")


def check_card_order(figure: Tag) -> None:
    rows = figure.select("tr[data-order]")
    assert rows
    for row in rows:
        assert row["data-ranks"] == " ".join(r.value for r in guide.ORDERS[row["data-order"]])
        assert [td["data-rank"] for td in row.select("td[data-rank]")] == row["data-ranks"].split()


def check_card_values(figure: Tag) -> None:
    rows = figure.select("tr[data-mode]")
    assert rows
    for row in rows:
        mode = row["data-mode"]
        trump = Trump.HEARTS if mode in ("H", "plain") else Trump.parse(mode)
        suit = "S" if mode == "plain" else "H"
        table = point_table(trump, row["data-values"])
        for cell in row.select("td[data-rank]"):
            card = cell["data-rank"] + suit
            assert int(cell["data-points"]) == table[parse_card(card).index], (mode, card)
            assert cell.get_text(strip=True) == cell["data-points"]
        total = sum(int(c["data-points"]) for c in row.select("td[data-rank]"))
        assert int(row.select_one("td[data-suit-total]")["data-suit-total"]) == total
    for line in figure.select("li[data-total]"):
        values = line["data-values"]
        trump = Trump.HEARTS if line["data-mode"] == "suit" else Trump.parse(line["data-mode"])
        assert int(line["data-total"]) == sum(point_table(trump, values)) + 10
        assert line["data-total"] in line.get_text()


def check_rank_letters(figure: Tag) -> None:
    for row in figure.select("tr[data-rank]"):
        rank = Rank(row["data-rank"])
        for cell in row.select("td[lang]"):
            assert cell["data-letter"] == rank.letter(cell["lang"])


def auction_deal(figure: Tag) -> tuple[Deal, list[str]]:
    rules = Rules.coerce(figure["data-rules"])
    calls = [cell["data-call"] for cell in figure.select("td[data-call]")]  # "80 H" holds a space
    assert figure["data-calls"] == " ".join(f'{c["data-seat"]}:{c["data-call"]}' for c in figure.select("td[data-call]"))
    if figure.get("data-deal"):  # the record's deal, under the rules the figure names (the reader's, maybe)
        deal = records.fresh_deal(record(figure["data-deal"]), rules)
    else:
        generale = 500 if rules.generale == "on" else None
        deal = Deal.new(Game(rules, generale_value=generale), rng=random.Random(int(figure["data-seed"])),
                        dealer=figure["data-dealer"])
    return deal, calls


def check_auction(figure: Tag) -> None:
    deal, calls = auction_deal(figure)
    for call in calls:
        deal.apply(call)
    assert deal.rules.name == Rules.coerce(figure["data-rules"]).name
    assert figure["data-dealer"] == deal.dealer
    state = "thrown-in" if deal.thrown_in else "contract" if deal.contract else "open"
    assert figure["data-state"] == state
    assert figure["data-contract"] == notation.contract_text(deal.contract)
    if state == "contract":
        assert figure["data-leader"] == deal.leader
    if state == "open":
        assert figure["data-to-play"] == deal.to_play
        assert figure["data-legal"] == " ".join(str(a) for a in deal.legal_actions())


def check_declarations(figure: Tag) -> None:
    hands = notation.read_hands(figure["data-hands"])
    trump, rules = figure["data-trump"], Rules.coerce(figure["data-rules"])
    announced = []
    for seat, cards in hands.items():
        found = find_declarations(cards, trump, rules)
        item = figure.select_one(f'li[data-seat="{seat}"]')
        assert item["data-found"] == ", ".join(str(d) for d in found)
        announced += [(seat, d) for d in found]
    outcome = compare_declarations(announced, trump, rules, taker=figure["data-taker"] or None)
    assert figure["data-winner"] == (outcome.winner or "none")
    assert figure["data-points"] == notation.score_text(outcome.points)


def check_deal(figure: Tag) -> None:
    walk = replay(record(figure["data-deal"]))
    if walk.rules.name != figure["data-rules"]:  # the record replayed under the reader's rules
        walk = replay(records.replay_under(record(figure["data-deal"]), Rules.coerce(figure["data-rules"])).to_json())
    assert figure["data-score"] == notation.score_text(walk.result.score)
    assert figure["data-contract"] == notation.contract_text(walk.contract)
    items = figure.select("li.belote-deal-trick")
    assert [item["data-number"] for item in items] == figure["data-tricks"].split()
    for item in items:
        trick = item["data-trick"]
        mode = walk.contract.trump
        assert item["data-winner"] == trick_winner(trick, trump=mode, rules=walk.rules)
        bonus = 10 if item["data-number"] == "8" else 0
        assert int(item["data-points"]) == trick_points(trick, trump=mode, rules=walk.rules) + bonus
        step = walk.tricks[int(item["data-number"]) - 1]
        assert item["data-running"] == notation.score_text(step.running)
    for item in figure.select('[data-seat][data-hand]'):
        held = {str(c) for c in (walk.hands.get(item["data-seat"]) or ())} | {str(c) for c in walk.first_hands[item["data-seat"]]}
        assert set(item["data-hand"].split()) <= held


def check_score(figure: Tag) -> None:
    rules = Rules.coerce(figure["data-rules"])
    if figure.get("data-deal"):
        result = records.replay_under(record(figure["data-deal"]), rules).result()
    else:
        inputs = guide.ScoreInput(figure["data-input-contract"], figure["data-input-points"],
                                  figure["data-input-declarations"], figure["data-input-belote"],
                                  figure["data-input-capot"], int(figure["data-input-reserve"]))
        result = inputs.score(rules)
    assert figure["data-score"] == notation.score_text(result.score)
    assert figure["data-unrounded"] == notation.score_text(result.unrounded)
    assert figure["data-made"] == str(result.made).lower()
    assert figure["data-litige"] == str(result.litige).lower()
    assert figure["data-capot"] == (result.capot or "none")
    assert figure["data-reserve"] == str(result.reserve)
    shown = [cell.get_text(strip=True) for cell in figure.select(".belote-score-total td")]
    assert shown == [str(result.score["NS"]), str(result.score["EW"])]


def check_match(figure: Tag) -> None:
    rules = Rules.coerce(figure["data-rules"])
    totals = {"NS": 0, "EW": 0}
    rows = figure.select("tr[data-number]")
    import json

    deals = json.loads(record(figure["data-match"]))["deals"]
    winner = None
    for row, item in zip(rows, deals, strict=False):
        deal = Deal.from_json(records.with_rules(json.dumps(item), rules))
        result = deal.result()
        for side in totals:
            totals[side] += result.score[side]
        assert row["data-score"] == notation.score_text(result.score)
        assert row["data-totals"] == notation.score_text(totals)
        taker = result.contract.team if result.contract and not result.litige else None
        winner = match_winner(rules, totals, made_by=taker if result.made else None,
                              failed_by=None if result.made else taker)
    assert len(rows) == int(figure["data-deals"])
    assert figure["data-winner"] == (winner or "none")
    assert figure["data-totals"] == notation.score_text(totals)


def check_match_end(figure: Tag) -> None:
    rules = Rules.coerce(figure["data-rules"])
    winner = match_winner(rules, notation.read_score(figure["data-totals"]), made_by=figure["data-made-by"] or None,
                          failed_by=figure["data-failed-by"] or None)
    assert figure["data-winner"] == (winner or "none")


def check_first_trick(figure: Tag) -> None:
    deal = records.replay_under(record(figure["data-deal"]), Rules.coerce(figure["data-rules"]))
    calls = len(deal.auction.calls) if deal.auction else 0
    events, cards = [], 0
    for seat, action in deal.history[calls:]:
        if cards == 4 and str(action) not in ("declare", "pass"):
            break  # the first card of trick two
        events.append(f"{seat}:{action}")
        cards += str(action) not in ("declare", "pass")
    assert figure["data-events"] == " ".join(events)
    assert cards == 4


def check_which_card(figure: Tag) -> None:
    choices = figure.select("[data-card][data-legal]")
    hand = " ".join(choice["data-card"] for choice in choices)
    legal = legal_cards(hand, figure["data-trick"], trump=figure["data-trump"], player=figure["data-player"],
                        rules=Rules.coerce(figure["data-rules"]))
    assert [c["data-card"] for c in choices if c["data-legal"] == "true"] == [str(c) for c in legal]


def check_trick(figure: Tag) -> None:
    rules, trump = Rules.coerce(figure["data-rules"]), figure["data-trump"]
    assert figure["data-winner"] == trick_winner(figure["data-trick"], trump=trump, rules=rules)
    assert figure["data-points"] == str(trick_points(figure["data-trick"], trump=trump, rules=rules))


def check_switch(figure: Tag) -> None:
    base = Rules.coerce(figure["data-rules"])
    switch = figure["data-switch"]
    columns = figure.select(":scope > .belote-switch-options > .belote-switch-option")
    assert [c["data-option"] for c in columns] == figure["data-options"].split()
    for column in columns:
        option = column["data-option"]
        value: object = int(option) if switch in ("min_bid", "capot_bid_value", "match_target", "players") else option
        inner = column.select_one("figure")
        assert inner["data-rules"] == base.replace(**{switch: value}).name
    outcomes = {column["data-outcome"] for column in columns}
    assert len(outcomes) == len(columns) or len(outcomes) > 1, f"{switch}: every option gives the same result"


def players(text: str) -> dict[str, int]:
    """``E 30 S 130 W 30`` as the small-table figures write it."""
    words = text.split()
    return {seat: int(points) for seat, points in zip(words[::2], words[1::2], strict=True)}


def check_small_deal(figure: Tag) -> None:
    """Two or three players: the record replayed by the engine gives every trick and the score shown."""
    deal = Deal.from_json(record(figure["data-deal"]))
    result = deal.result()
    assert players(figure["data-score"]) == result.score
    assert figure["data-contract"] == notation.contract_text(deal.contract)
    items = figure.select("li.belote-deal-trick")
    assert [item["data-number"] for item in items] == figure["data-tricks"].split()
    running = dict.fromkeys(deal.seats, 0)
    for number_, (seats, cards, winner) in enumerate(trick_tuples(deal.tricks), 1):
        trick = " ".join(f"{seat}:{DECK[card]}" for seat, card in zip(seats, cards, strict=True))
        points = trick_points(trick, trump=deal.contract.trump, rules=deal.rules) + (10 if number_ == 9 else 0)
        running[winner] += points
        item = figure.select_one(f'li.belote-deal-trick[data-number="{number_}"]')
        if item is None:
            continue
        assert item["data-trick"] == trick
        assert item["data-winner"] == winner == trick_winner(trick, trump=deal.contract.trump, rules=deal.rules)
        assert int(item["data-points"]) == points
        assert players(item["data-running"]) == running
    shown = [cell.get_text(strip=True) for cell in figure.select(".belote-score-total td")]
    assert shown == [str(result.score[seat]) for seat in deal.seats]


def check_small_score(figure: Tag) -> None:
    rules = Rules.coerce(figure["data-rules"])
    if figure.get("data-deal"):
        result = Deal.from_json(record(figure["data-deal"])).result()
    else:
        optional = {name: players(figure[f"data-input-{name}"]) or None for name in ("declarations", "belote")}
        result = score_small(rules, notation.read_contract(figure["data-input-contract"]),
                             players(figure["data-input-points"]), players(figure["data-input-tricks"]),
                             reserve=int(figure["data-input-reserve"]), **optional)
    assert players(figure["data-score"]) == result.score
    assert players(figure["data-unrounded"]) == result.unrounded
    assert figure["data-made"] == str(result.made).lower()
    assert figure["data-tie"] == str(result.tie).lower()
    assert figure["data-receiver"] == (result.receiver or "")
    assert figure["data-reserve"] == str(result.reserve)
    shown = [cell.get_text(strip=True) for cell in figure.select(".belote-score-total td")]
    assert shown == [str(result.score[seat]) for seat in result.seats]


def check_rules_switches(figure: Tag) -> None:
    """A topic's switches: every option of each, the default marked, in the topic the rules reference gives it."""
    topic = figure["data-topic"]
    rows = figure.select("tr[data-switch]")
    assert {row["data-switch"] for row in rows} == set(TOPICS[topic])
    for row in rows:
        switch, option = row["data-switch"], row["data-option"]
        assert not SWITCHES[switch] or option in [str(o) for o in SWITCHES[switch]], (switch, option)
        assert (row["data-default"] == "true") == (option == str(getattr(Rules(), switch)))


def check_rules_presets(figure: Tag) -> None:
    """The preset table as the rules specification gives it (tests/reference_rules.py): each preset's value,
    "not used" where it has a dash."""
    header, table = rows(PRESET_TABLE)
    shown = {(cell["data-preset"], cell["data-players"], row["data-switch"]): cell
             for row in figure.select("tr[data-switch]") for cell in row.select("td[data-preset]")}
    assert {switch for _, _, switch in shown} == {row[0] for row in table}
    for (preset, players, switch), cell in shown.items():
        spec = next(row[header.index(preset)] for row in table if row[0] == switch)
        if " or " not in spec and "p)" in spec:
            parts = dict(part.rstrip(")").split(" (") [::-1] for part in spec.split(" / "))
            spec = parts.get(f"{players}p", "—")
        used = cell["data-used"] == "true"
        if spec.startswith("—"):
            assert not used, (preset, players, switch)
        else:
            if " or " not in spec:
                assert cell["data-value"] == spec.split(" (")[0], (preset, players, switch)
            assert used or (switch in FIXED_AT_FOUR and players == "4") or (switch == "three_player_deck" and players == "2")


def check_rules_sources(figure: Tag) -> None:
    assert {item["data-source"] for item in figure.select("li[data-source]")} <= set(SOURCES)


CHECKS = {
    "rules-switches": check_rules_switches,
    "rules-presets": check_rules_presets,
    "rules-sources": check_rules_sources,
    "card-order": check_card_order,
    "card-values": check_card_values,
    "rank-letters": check_rank_letters,
    "auction": check_auction,
    "declarations": check_declarations,
    "deal": check_deal,
    "score": check_score,
    "match": check_match,
    "match-end": check_match_end,
    "first-trick": check_first_trick,
    "which-card": check_which_card,
    "trick": check_trick,
    "switch": check_switch,
    "small-deal": check_small_deal,
    "small-score": check_small_score,
}


def check_value(span: Tag) -> None:
    spec = span["data-value"]
    words = spec.split()
    if words[0] == "deal":
        expected = records.deal_number(replay(record(words[1])), words[2:])
    elif words[0] == "match":
        lines, _, _, _ = records.replay_match(record(words[1]))
        expected = records.match_number(lines, words[2:])
    else:
        expected = number(spec)
    assert span.get_text(strip=True) == str(expected), spec

