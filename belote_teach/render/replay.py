"""A deal record replayed step by step, for the guide's walk-throughs and score sheets.

``replay(text)`` reads a JSON deal record (``Deal.to_json``), applies its actions one by one
and keeps what a reader follows at the table: the first hands and the turned card, every call,
the contract, the hands at the start of play, the declarations announced, each trick with its
winner, its points and the running totals, who said belote, and the score sheet.

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
from dataclasses import dataclass, field
from typing import Any

from ..actions import Action
from ..bidding import Contract
from ..cards import DECK, Card, cards_of
from ..deal import Deal
from ..declarations import Declaration
from ..errors import InvalidInput
from ..i18n import Msg
from ..rules import Rules
from ..scoring import DealScore
from ..seats import SEATS, Seat, team
from ..values import LAST_TRICK_BONUS, point_table

Plays = tuple[tuple[Seat, Card], ...]


@dataclass(frozen=True, slots=True)
class TrickStep:
    """One trick of a replayed deal: the cards, the winner, the points (last-trick bonus apart)."""

    number: int
    plays: Plays
    winner: Seat
    card_points: int
    bonus: int
    running: dict[str, int]
    belote: tuple[tuple[Seat, Card, Msg], ...] = ()
    announced: tuple[tuple[Seat, Declaration], ...] = ()

    @property
    def points(self) -> int:
        return self.card_points + self.bonus

    @property
    def text(self) -> str:
        return " ".join(f"{seat}:{card}" for seat, card in self.plays)


@dataclass(frozen=True, slots=True)
class Walkthrough:
    """A whole deal as the guide shows it; ``deal`` is the finished (or thrown-in) ``Deal``."""

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
    won: dict[str, int] = field(default_factory=dict)


def read_record(text: str) -> dict[str, Any]:
    try:
        record = json.loads(text)
    except json.JSONDecodeError as error:
        raise InvalidInput(f"not a JSON deal record: {error}") from None
    if not isinstance(record, dict):
        raise InvalidInput("not a deal record: expected a JSON object")
    return record


def replay(text: str) -> Walkthrough:
    """Replay a deal record step by step; its recorded score must come out again."""
    record = read_record(text)
    actions = record.get("actions", [])
    Deal.from_json(text)  # checks the record whole: format, legal actions, recorded score
    deal = Deal.from_json(json.dumps({key: value for key, value in record.items() if key not in ("actions", "score")}))
    first = {seat: tuple(cards_of(deal.hands[seat])) for seat in SEATS}
    retourne = DECK[deal.retourne] if deal.retourne is not None else None
    hands: dict[Seat, tuple[Card, ...]] = first if deal.phase == "play" else {}
    leader: Seat | None = deal.to_play if deal.phase == "play" else None
    tricks: list[TrickStep] = []
    belote_seen = 0
    announced_seen = 0
    running = {"NS": 0, "EW": 0}
    for _, action in actions:
        phase = deal.phase
        deal.apply(action)
        if phase == "bidding" and deal.phase != "bidding" and deal.contract is not None:
            hands = {s: tuple(cards_of(deal.hands[s])) for s in SEATS}
            leader = deal.leader
        if len(deal.tricks) > len(tricks):
            seats, cards, winner = deal.tricks[-1]
            plays = tuple(zip(seats, (DECK[c] for c in cards), strict=True))
            assert deal.contract is not None
            table = point_table(deal.contract.trump, deal.rules.all_trump_values)
            values = [table[c] for c in cards]
            bonus = LAST_TRICK_BONUS if len(deal.tricks) == 8 else 0
            running[team(winner)] += sum(values) + bonus
            calls = tuple((s, DECK[c], word) for s, c, word in deal.belote_calls[belote_seen:])
            news = tuple(deal.announced[announced_seen:])
            belote_seen, announced_seen = len(deal.belote_calls), len(deal.announced)
            tricks.append(TrickStep(len(tricks) + 1, plays, winner, sum(values), bonus, dict(running), calls, news))
    if not deal.is_over:
        raise InvalidInput("the deal record stops before the end of the deal")
    won = {side: sum(1 for t in tricks if team(t.winner) == side) for side in ("NS", "EW")}
    calls_made = tuple(deal.auction.calls) if deal.auction is not None else ()
    return Walkthrough(deal, deal.rules, deal.dealer, first, retourne, calls_made, deal.contract, hands, leader,
                       tuple(tricks), tuple(deal.announced), deal.result(), won)
