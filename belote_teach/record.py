"""Deal and match records (``Deal.to_json``) replayed: step by step for a walk-through, under
other rules for the same cards retimed, deal by deal for a match; deals dealt from a seed.

``replay(text)`` reads a JSON deal record, applies its actions one by one and keeps what a reader
follows at the table: the first hands and the turned card, every call, the contract, the hands at
the start of play, the declarations announced, each trick with its winner, its points and the
running totals, who said belote, and the score sheet.

>>> from belote_teach import Deal
>>> deal = Deal.from_hands({"N": "JH 9H AH 10H KH QH 8H 7H", "E": "AS 10S KS QS JS 9S 8S 7S",
...                         "S": "AD 10D KD QD JD 9D 8D 7D", "W": "AC 10C KC QC JC 9C 8C 7C"},
...                        leader="N", trump="H", taker="N")
>>> while not deal.is_over:
...     deal.play(deal.legal_cards()[0])
>>> walk = replay(deal.to_json())
>>> [(t.winner, t.points, t.running["NS"]) for t in walk.tricks][-2:]
[('N', 16, 108), ('N', 54, 162)]
>>> walk.result.score, [(seat, word()) for t in walk.tricks for seat, _, word in t.belote]
({'NS': 472, 'EW': 0}, [('N', 'belote'), ('N', 'rebelote')])
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .actions import DECLARE, Action, Declare, PlayCard, parse_action
from .bidding import Contract
from .cards import DECK, Card
from .deal import Deal
from .declarations import Declaration
from .errors import InvalidInput
from .game import Game
from .i18n import Msg
from .rules import Rules
from .scoring import DealScore
from .seats import SIDES, Points, Seat, parse_seat
from .trick import Trick

Plays = tuple[tuple[Seat, Card], ...]


@dataclass(frozen=True, slots=True)
class TrickStep:
    """One trick of a replayed deal (``trick``: the plays, the winner, the points), its number, each
    side's running card points after it, and the belote words and declarations heard during it."""

    number: int
    trick: Trick
    running: Points
    belote: tuple[tuple[Seat, Card, Msg], ...] = ()
    announced: tuple[tuple[Seat, Declaration], ...] = ()

    @property
    def plays(self) -> Plays:
        return self.trick.plays

    @property
    def winner(self) -> Seat:
        return self.trick.winner

    @property
    def card_points(self) -> int:
        return self.trick.card_points

    @property
    def bonus(self) -> int:
        return self.trick.bonus

    @property
    def points(self) -> int:
        return self.trick.points

    @property
    def text(self) -> str:
        return self.trick.text


@dataclass(frozen=True, slots=True)
class Walkthrough:
    """A whole deal as the guide shows it; ``deal`` is the finished (or thrown-in) ``Deal``. At a table
    of two or three, ``exchanged_by`` swapped the trump 7 and ``table`` lies face up during the play."""

    deal: Deal
    rules: Rules
    dealer: Seat
    first_hands: dict[Seat, tuple[Card, ...]]
    retourne: Card | None
    calls: tuple[tuple[Seat, Action], ...]
    contract: Contract | None
    hands: dict[Seat, tuple[Card, ...]]
    leader: Seat | None
    tricks: tuple[TrickStep, ...]
    announced: tuple[tuple[Seat, Declaration], ...]
    result: DealScore
    won: Points = field(default_factory=Points)
    exchanged_by: Seat | None = None
    table: tuple[Card, ...] = ()


def read_record(text: str) -> dict[str, Any]:
    """A record's JSON object; anything else is refused."""
    try:
        record = json.loads(text)
    except json.JSONDecodeError as error:
        raise InvalidInput(f"not a JSON deal record: {error}") from None
    if not isinstance(record, dict):
        raise InvalidInput("not a deal record: expected a JSON object")
    return record


def replay(text: str) -> Walkthrough:
    """Replay a deal record step by step (at any table); its recorded score must come out again.

    >>> replay(Deal.new("nl23", rng=1, dealer="S").to_json())
    Traceback (most recent call last):
    ...
    belote_teach.errors.InvalidInput: the deal record stops before the end of the deal
    """
    record = read_record(text)
    actions = record.get("actions", [])
    Deal.from_json(text)  # checks the record whole: format, legal actions, recorded score
    deal = Deal.from_json(json.dumps({key: value for key, value in record.items() if key not in ("actions", "score")}))
    seats, sides = deal.seats, deal.table.sides
    first = {seat: tuple(deal.hand(seat)) for seat in seats}
    hands: dict[Seat, tuple[Card, ...]] = first if deal.phase == "play" else {}
    leader: Seat | None = deal.to_play if deal.phase == "play" else None
    table: tuple[Card, ...] = ()
    tricks: list[TrickStep] = []
    belote_seen = 0
    announced_seen = 0
    running = sides.zero()
    for _, action in actions:
        phase = deal.phase
        deal.apply(action)
        if phase in ("bidding", "exchange") and deal.phase in ("announcing", "play"):
            hands = {s: tuple(deal.hand(s)) for s in seats}
            leader = deal.leader
            table = deal.view(seats[0]).table
        if len(deal.tricks) > len(tricks):
            trick = deal.tricks[-1]
            running[sides.of(trick.winner)] += trick.points
            calls = tuple((s, DECK[c], word) for s, c, word in deal.belote_calls[belote_seen:])
            news = tuple(deal.announced[announced_seen:])
            belote_seen, announced_seen = len(deal.belote_calls), len(deal.announced)
            tricks.append(TrickStep(len(tricks) + 1, trick, Points(running), calls, news))
    if not deal.is_over:
        raise InvalidInput("the deal record stops before the end of the deal")
    won = Points({side: sum(1 for t in tricks if sides.of(t.winner) == side) for side in sides})
    calls_made = tuple(deal.auction.calls) if deal.auction is not None else ()
    return Walkthrough(deal, deal.rules, deal.dealer, first, deal.retourne, calls_made, deal.contract, hands, leader,
                       tuple(tricks), tuple(deal.announced), deal.result(), won, deal.exchanged, table)


def seeded_deal(rules: str | Rules, seed: int, dealer: str, generale_value: int | None = None) -> Deal:
    """A deal dealt from a seed, as the ``auction`` directive draws it (``generale_value``: what a
    generale is worth, required by the engine when ``generale = on``; the rules record no value)."""
    checked = Rules.coerce(rules)
    value = generale_value if checked.generale == "on" else None
    return Deal.new(Game(checked, generale_value=value), rng=random.Random(seed), dealer=parse_seat(dealer))


def apply_calls(deal: Deal, calls: Iterable[str | Action]) -> Deal:
    for call in calls:
        deal.apply(call)
    return deal


def with_rules(text: str, rules: Rules | None) -> str:
    """A deal record with its rules replaced (the same cards and actions under other switches)."""
    if rules is None:
        return text
    record = read_record(text)
    record["rules"] = {"name": rules.name, **rules.switches()}
    record.pop("score", None)
    return json.dumps(record, ensure_ascii=False)


def fresh_deal(text: str, rules: Rules | None = None) -> Deal:
    """A record's deal before its first action (optionally under other rules)."""
    record = read_record(with_rules(text, rules))
    record.pop("actions", None)
    record.pop("score", None)
    return Deal.from_json(json.dumps(record))


def replay_under(text: str, rules: Rules | None = None) -> Deal:
    """Replay a record's calls and cards under ``rules``, every player announcing whatever these
    rules let him announce, when they let him (declarations and belote): the same cards, retimed.

    >>> from belote_teach import Deal
    >>> deal = Deal.from_hands({"N": "JH 9H AH 10H KH QH 8H 7H", "E": "AS 10S KS QS JS 9S 8S 7S",
    ...                         "S": "AD 10D KD QD JD 9D 8D 7D", "W": "AC 10C KC QC JC 9C 8C 7C"},
    ...                        leader="N", trump="H", taker="N")
    >>> while not deal.is_over:
    ...     deal.play(deal.legal_cards()[0])
    >>> replay_under(deal.to_json(), Rules().replace(declarations="off")).result().score
    {'NS': 272, 'EW': 0}
    """
    actions = read_record(text).get("actions", [])
    deal = fresh_deal(text, rules)
    for _, text_action in actions:
        action = parse_action(text_action)
        if isinstance(action, Declare):
            continue
        while deal.phase == "announcing" or (deal.phase == "play" and DECLARE in deal.legal_actions()):
            deal.apply(DECLARE)
        if isinstance(action, PlayCard):
            said = PlayCard(action.card, True)
            action = said if said in deal.legal_actions() else PlayCard(action.card)
        deal.apply(action)
    while deal.phase == "announcing":
        deal.apply(DECLARE)
    if not deal.is_over:
        raise InvalidInput("the deal record stops before the end of the deal")
    return deal


def deal_number(walk: Walkthrough, fields: Sequence[str]) -> int:
    """A number of a replayed deal, named by fields (the ``value`` role's ``deal NAME …``):
    ``score NS``, ``unrounded NS``, ``card-points NS``, ``declarations NS``, ``belote NS``,
    ``judged NS`` (the total that decides the contract), ``tricks NS`` (tricks won), ``reserve``,
    ``bid``, ``trick N points`` / ``card-points`` / ``bonus``, ``running N NS``."""
    result = walk.result
    head, *rest = [*fields, ""][:3]
    side = rest[0].upper() if rest and rest[0].upper() in walk.deal.table.sides else ""
    outcome = walk.deal.declarations()
    belotes = walk.deal.belote_points()
    table: dict[str, Mapping[str, int]] = {
        "score": result.score, "unrounded": result.unrounded, "card-points": result.card_points,
        "declarations": outcome.points, "belote": belotes, "tricks": walk.won,
    }
    if head in table and side:
        return int(table[head][side])
    if head == "judged" and side:
        rules = walk.rules
        total = result.card_points[side]
        total += outcome.points[side] if rules.declarations_count_for_contract == "yes" else 0
        return total + (belotes[side] if rules.belote_counts_for_contract == "yes" else 0)
    if head == "reserve" and len(fields) == 1:
        return result.reserve
    if head == "bid" and len(fields) == 1 and walk.contract is not None and isinstance(walk.contract.bid, int):
        return walk.contract.bid
    if head in ("trick", "running") and len(fields) == 3 and fields[1].isdigit():
        number = int(fields[1])
        if not 1 <= number <= len(walk.tricks):
            raise InvalidInput(f"the deal has no trick {number}")
        step = walk.tricks[number - 1]
        if head == "running" and fields[2].upper() in step.running:
            return step.running[fields[2].upper()]
        named = {"points": step.points, "card-points": step.card_points, "bonus": step.bonus}
        if head == "trick" and fields[2] in named:
            return named[fields[2]]
    raise InvalidInput(f"unknown number of a deal: {' '.join(fields)!r} (expected e.g. score NS, trick 3 points)")


@dataclass(frozen=True, slots=True)
class MatchLine:
    number: int
    dealer: Seat
    result: DealScore
    totals: Points
    reserve: int


def replay_match(text: str, rules: Rules | None = None) -> tuple[list[MatchLine], Rules, str | None, str]:
    """Replay a match record deal by deal (optionally under other match switches); returns the
    sheet's lines, the rules, the winner and the rule id of ``match.ENDINGS`` that says why."""
    record = read_record(text)
    if record.get("format") != "belote-teach match":
        raise InvalidInput('not a match record: expected "format": "belote-teach match"')
    lines: list[MatchLine] = []
    totals: dict[str, int] = {}
    reserve = 0
    checked: Rules | None = rules
    winner: str | None = None
    why = "nobody-over"
    for number, item in enumerate(record["deals"], start=1):
        deal = Deal.from_json(with_rules(json.dumps(item), rules))
        checked = deal.rules
        totals = totals or deal.table.sides.zero()
        if deal.reserve != reserve:
            raise InvalidInput(f"deal {number} of the match starts with a reserve of {deal.reserve}, not {reserve}")
        result = deal.result()
        for side in totals:
            totals[side] += result.score[side]
        reserve = result.reserve
        lines.append(MatchLine(number, deal.dealer, result, Points(totals), reserve))
        outcome = deal.game.variant.match_outcome(deal.rules, totals, result)
        winner, why = outcome.winner, outcome.rule
        if winner is not None:
            break
    if checked is None:
        raise InvalidInput("the match record holds no deal")
    return lines, checked, winner, why


def match_number(lines: Sequence[MatchLine], fields: Sequence[str]) -> int:
    """A number of a replayed match (``match NAME …``): ``deals``, ``total NS`` (at the end),
    ``before-last NS`` (the totals before the last deal), ``score N NS``,
    ``totals N NS``, ``reserve N``."""
    if list(fields) == ["deals"]:
        return len(lines)
    sides = lines[-1].result.sides if lines else SIDES
    if len(fields) == 2 and fields[0] in ("total", "before-last") and fields[1].upper() in sides:
        line = lines[-1] if fields[0] == "total" else lines[-2]
        return line.totals[fields[1].upper()]
    if len(fields) >= 2 and fields[1].isdigit() and 1 <= int(fields[1]) <= len(lines):
        line = lines[int(fields[1]) - 1]
        if fields[0] == "reserve" and len(fields) == 2:
            return line.reserve
        if len(fields) == 3 and fields[2].upper() in sides:
            if fields[0] == "score":
                return line.result.score[fields[2].upper()]
            if fields[0] == "totals":
                return line.totals[fields[2].upper()]
    raise InvalidInput(f"unknown number of a match: {' '.join(fields)!r} (expected e.g. total NS, score 3 EW)")


