"""Small-table exercises drawn from random deals of two or three players and read from set files.

Each generator plays a ``Deal`` of two or three with random players (``generate.small_deal``) and checks the
exercise's answer against that deal: the declarations that counted, the score sheet. Levels as the
four-player kinds: ``declarations`` 1 one player declares, 2 several with different values, 3
several with equal values; ``deal-score`` 1 made without declarations, belote or bonus, 2 with
declarations or belote, 3 failed, a tie or a bonus for tricks; ``match-end`` 1 at most one player
reaches the target, 2 several do after a made contract, 3 several with equal totals or after a
failed contract.

>>> import random
>>> from belote_teach.rules import Rules
>>> made = generate_deal_score(random.Random(1), 3, Rules.coerce("nl23+players=2"))
>>> made.outcome in ("failed", "reserve") or any(made.result.bonus.values())
True
"""

from __future__ import annotations

import dataclasses
import random
from typing import TYPE_CHECKING, Any

from ..rules import Rules
from ..seats import table_seats
from ..small.record import outcome_kind
from ..table import hand_size
from .base import REGISTRY, Exercise, register_individual
from .generate import ATTEMPTS, small_deal
from .match_end import tens
from .sets import Fields, _hands, _Reader, _seat, _trump
from .small import SmallDealScoring, SmallDeclarations, SmallMatchEnd

if TYPE_CHECKING:
    from yaml import Node

from .. import messages
from ..errors import InvalidInput
from ..i18n import say


def generate_declarations(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    for _ in range(ATTEMPTS * 10):
        deal = small_deal(rng, rules)  # to the end: declarations announced on trick one are counted too
        if deal is None or deal.contract is None:
            continue
        best = {seat: max(d.points for d in found) for seat, found in deal.found.items() if found}
        top = sorted(best.values(), reverse=True)
        fits = {1: len(top) == 1, 2: len(top) > 1 and top[0] != top[1], 3: len(top) > 1 and top[0] == top[1]}[level]
        if not fits:
            continue
        shown = {seat: sorted({c for d in found for c in d.cards}, key=lambda c: c.index)
                 for seat, found in deal.found.items() if found}
        exercise = SmallDeclarations.make({seat: [str(c) for c in cards] for seat, cards in shown.items()},
                                          trump=deal.contract.trump, rules=rules, leader=deal.leader,
                                          taker=deal.contract.taker, level=level, **provenance)
        counted = deal.declarations()
        assert exercise.answer == (counted.winner, counted.points.get(counted.winner, 0) if counted.winner else 0), \
            "the exercise must score the declarations as the deal did"
        return exercise
    raise InvalidInput(say(messages.NOT_FOUND, kind="declarations", level=level, rules=rules.name))


def generate_deal_score(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> SmallDealScoring:
    for _ in range(ATTEMPTS):
        deal = small_deal(rng, rules)
        if deal is None or deal.contract is None:
            continue
        result = deal.result()
        belote = deal.belote_points()
        declared = deal.declarations().points
        extras = any(declared.values()) or any(belote.values())
        special = outcome_kind(result) != "made" or any(result.bonus.values())
        if not {1: not extras and not special, 2: extras and not special, 3: special}[level]:
            continue
        exercise = SmallDealScoring.make(taker=deal.contract.taker, trump=deal.contract.trump, points=deal.points,
                                         tricks=deal.won, rules=rules, declarations=declared, belote=belote,
                                         level=level, **provenance)
        assert exercise.result.score == result.score, "the exercise must score as the deal did"
        return exercise
    raise InvalidInput(say(messages.NOT_FOUND, kind="deal-score", level=level, rules=rules.name))


def generate_match_end(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    """The totals after a random deal, with totals before it drawn so that the level's case comes."""
    target, seats = rules.match_target, table_seats(rules.players)
    for _ in range(ATTEMPTS):
        deal = small_deal(rng, rules)
        if deal is None or deal.contract is None:
            continue
        result = deal.result()
        score, kind = result.score, outcome_kind(result)
        scoring = [seat for seat in seats if score[seat]]
        if level == 1:
            over = rng.choice((None, *scoring))
            if any(score[seat] >= target for seat in seats):
                continue
            before = {seat: target - 1 - rng.randrange(score[seat]) if seat == over
                      else target - 1 - score[seat] - rng.randrange(min(300, target - score[seat])) for seat in seats}
        else:
            if len(scoring) < 2 or kind == "reserve" or (level == 2 and kind != "made"):
                continue
            if level == 3 and kind == "made":  # equal totals over the target
                pair = rng.sample(scoring, 2)
                total = target + tens(rules, rng.randrange(min(score[seat] for seat in pair)))
                before = {seat: total - score[seat] if seat in pair else rng.randrange(target - score[seat])
                          for seat in seats}
            else:
                before = {seat: target - 1 - rng.randrange(score[seat]) if seat in scoring
                          else rng.randrange(target) for seat in seats}
        totals: dict[str, int] = {seat: tens(rules, before[seat]) + score[seat] for seat in seats}
        made_by = deal.contract.taker if kind == "made" else None
        return SmallMatchEnd.make(totals, made_by=made_by, rules=rules, level=level, **provenance)
    raise InvalidInput(say(messages.NOT_FOUND, kind="match-end", level=level, rules=rules.name))


def _player_points(reader: _Reader, fields: Fields, key: str, rules: Rules) -> dict[str, int] | None:
    """``{E: 40, S: 70, W: 30}``: a figure per player at the table."""
    if key not in fields:
        return {}
    mapping = reader.mapping(fields[key][1], key)
    if mapping is None:
        return None
    result: dict[str, int] = {}
    seats = table_seats(rules.players)
    for seat, (seat_node, value) in mapping.items():
        if seat not in seats:
            reader.problem(seat_node, say(messages.NOT_AT_TABLE, key=key, seat=repr(seat), seats=" ".join(seats)))
            return None
        points = reader.integer(value, f"{key}: {seat}")
        if points is None:
            return None
        result[seat] = points
    return result


def _four_player_keys(reader: _Reader, fields: Fields, keys: tuple[str, ...], rules: Rules) -> bool:
    for key in keys:
        if key in fields:
            reader.problem(fields[key][0], say(messages.NOT_AT_SMALL_TABLE, key=key, players=rules.players))
            return False
    return True


def read_declarations(reader: _Reader, node: Node, fields: Fields, rules: Rules, question: str | None) -> Exercise | None:
    trump, hands = _trump(reader, fields, rules), _hands(reader, fields, hand_size(rules))
    leader = _seat(reader, fields, "leader") if "leader" in fields else None
    taker = _seat(reader, fields, "taker") if "taker" in fields else None
    if trump is None or hands is None or ("leader" in fields and leader is None) or ("taker" in fields and taker is None):
        return None
    cards: dict[str, str | list[str]] = {seat: [str(c) for c in held] for seat, (_, held) in hands.items()}
    result: Exercise | None = reader.attempt(fields["hands"][0], lambda: SmallDeclarations.make(
        cards, trump=trump, rules=rules, leader=leader, taker=taker, question=question))
    return result


def read_deal_score(reader: _Reader, node: Node, fields: Fields, rules: Rules, question: str | None) -> Exercise | None:
    if not _four_player_keys(reader, fields, ("bid", "multiplier", "capot"), rules):
        return None
    if "tricks" not in fields:
        reader.problem(node, say(messages.NEEDS_TRICKS))
        return None
    trump, taker = _trump(reader, fields, rules), _seat(reader, fields, "taker")
    figures = {key: _player_points(reader, fields, key, rules) for key in ("points", "tricks", "declarations", "belote")}
    if trump is None or taker is None or any(value is None for value in figures.values()):
        return None
    result: Exercise | None = reader.attempt(fields["points"][1], lambda: SmallDealScoring.make(
        taker=taker, trump=trump, rules=rules, question=question, **figures))  # type: ignore[arg-type]
    return result


def read_match_end(reader: _Reader, node: Node, fields: Fields, rules: Rules, question: str | None) -> Exercise | None:
    if not _four_player_keys(reader, fields, ("failed-by",), rules):
        return None
    totals = _player_points(reader, fields, "totals", rules)
    made_by = _seat(reader, fields, "made-by") if "made-by" in fields else None
    if totals is None or ("made-by" in fields and made_by is None):
        return None
    result: Exercise | None = reader.attempt(fields["totals"][1], lambda: SmallMatchEnd.make(
        totals, made_by=made_by, rules=rules, question=question))
    return result


for _name, _class, _build, _generate in (
        ("declarations", SmallDeclarations, read_declarations, generate_declarations),
        ("deal-score", SmallDealScoring, read_deal_score, generate_deal_score),
        ("match-end", SmallMatchEnd, read_match_end, generate_match_end)):
    register_individual(dataclasses.replace(REGISTRY[_name], exercise=_class, build=_build, generate=_generate))
