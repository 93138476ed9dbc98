"""Scoring exercises: which team scores its declarations and how much; how a finished deal is scored.

>>> exercise = Declarations.make({"N": "QH KH AH", "E": "8C 9C 10C"}, trump="S")
>>> exercise.answer, exercise.answer_key
(('NS', 20), 'NS 20')
>>> exercise.check("EW 20").rules
('higher-top-card', 'team-declarations', 'team-declarations', 'declarations-scored')
>>> deal = DealScoring.make(taker="N", trump="H", points={"NS": 75, "EW": 87}, belote={"NS": 20})
>>> deal.answer_key, deal.check("dedans 0 162").rules[0]
('made 95 87', 'made')
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .base import Answer, Kind, modes, register
from .generate import ATTEMPTS, _played_deal, _random_hands
from .sets import Fields, _count_cards, _hands, _Reader, _seat, _team_points, _trump

if TYPE_CHECKING:
    from yaml import Node

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, cast

from .. import messages
from ..bidding import Contract, bid_ladder
from ..cards import Card, distinct_mask, mask_of, parse_cards
from ..declarations import Declaration, DeclarationOutcome, compare_declarations, find_in_mask, strength
from ..digits import whole
from ..errors import InvalidInput
from ..i18n import Lang, Msg, say
from ..outcomes import OUTCOME_REASONS
from ..plausible import contract_problem, score_problem
from ..rules import Rules
from ..scoring import TEAM_NAME, DealScore, score_deal
from ..seats import SEATS, SIDES, TEAMS, Seat, Team, parse_seat, play_order, seat_name, team
from ..trump import Trump
from ..values import DEAL_TOTAL
from .base import Exercise, Reason, possible, text

_C = "exercise"
DECLARATIONS_PROMPT = Msg(_C, "Which team scores its declarations, and how many points?")
DEAL_PROMPT = Msg(_C, "How does this deal end, and what does each team score?")
NOBODY = Msg(_C, "nobody scores declarations", "the answer of a declarations exercise when none count")
TEAM_SCORES = Msg(_C, "{team} score {points} for declarations", "the answer of a declarations exercise")
DEAL_ANSWER = Msg(_C, "{outcome}: {ns}, {ew}", "the answer of a deal-score exercise, e.g. made: North–South 95, …")
TEAM_POINTS = Msg(_C, "{team} {points}", "a team and its score, e.g. North–South 95")
TEAM_DECLARES = Msg(_C, "{team} declare {declarations}.", "the list of a team's declarations with their seats")
TEAM_DECLARES_NOTHING = Msg(_C, "{team} have no declaration.")
DECLARED_BY = Msg(_C, "{declaration} ({seat}, {points})", "e.g. tierce Q♥ K♥ A♥ (North, 20)")
SCORED = Msg(_C, "{team} score all their declarations, both partners': {points}.")
NOTHING_SCORED = Msg(_C, "No declarations count in this deal.")

OUTCOMES: dict[str, Msg] = {
    "made": Msg("deal outcome", "made", "the contract is made"),
    "dedans": Msg("deal outcome", "dedans", "the contract fails"),
    "litige": Msg("deal outcome", "litige", "equal totals: the takers' points wait for the next deal"),
    "capot": Msg("deal outcome", "capot", "the takers win all eight tricks"),
}

COMPARISON: dict[str, Msg] = {
    "no-declarations": Msg(_C, "Nobody has a declaration."),
    "only-team": Msg(_C, "Only {team} have declarations."),
    "higher-points": Msg(_C, "The best declaration of {team}, the {best}, is worth more than the {other}."),
    "carre-beats-run": Msg(_C, "The {best} and the {other} are worth the same, and a carré beats a run."),
    "higher-carre": Msg(
        _C, "Two carrés of equal value: the {best} wins, as the higher rank (aces, tens, kings, queens)."
    ),
    "longer-run": Msg(_C, "Two runs of equal value: the longer one wins, the {best}."),
    "higher-top-card": Msg(_C, "Two runs of the same length: the {best} wins, with the higher top card."),
    "trump-run": Msg(_C, "Two runs with the same top card: the {best} wins, because it is in trumps."),
    "equal-runs-cancel": Msg(_C, "The best runs, the {best} and the {other}, are equal: they cancel each other."),
    "equal-runs-first": Msg(_C, "The best runs are equal: {team} announced first, so their declarations count."),
    "equal-runs-taker": Msg(_C, "The best runs are equal: the takers' team, {team}, wins."),
}


def _team_name(side: str) -> Any:
    return TEAM_NAME[side]


@dataclass(frozen=True, slots=True, kw_only=True)
class Declarations(Exercise):
    """Each seat's cards (those of its declarations, or a whole hand) and the trump: which team
    scores its declarations, and how many points? The answer: ``(team or None, points)``.

    Declarations are announced in play order from ``leader``; ``taker`` matters only under
    ``equal_sequence_tie = taker_team``.
    """

    kind: ClassVar[str] = "declarations"
    trump: Trump
    hands: tuple[tuple[Seat, tuple[Card, ...]], ...]
    leader: Seat = "N"
    taker: Seat | None = None
    outcome: DeclarationOutcome = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        possible(contract_problem(self.rules, self.trump))
        for seat, cards in self.hands:
            if len(cards) > 8:
                raise InvalidInput(say(messages.HOLDS_TOO_MANY, seat=seat, count=len(cards), most=messages.HAND_WORDS[8]()))
        distinct_mask(card for _, cards in self.hands for card in cards)
        if self.rules.equal_sequence_tie == "taker_team" and self.taker is None:
            raise InvalidInput(say(messages.NEEDS_TAKER))
        found = self.found
        announced = [(seat, d) for seat in play_order(self.leader, self.rules.play_direction) for d in found[seat]]
        outcome = compare_declarations(announced, self.trump, self.rules, taker=self.taker)
        object.__setattr__(self, "outcome", outcome)

    @classmethod
    def make(cls, hands: Mapping[str, str | list[str]], *, trump: Trump | str, rules: Rules | str = "classic",
             leader: str = "N", taker: str | None = None, **provenance: Any) -> Declarations:
        seats = {parse_seat(seat): tuple(parse_cards(cards)) for seat, cards in hands.items()}
        ordered = tuple((seat, seats[seat]) for seat in SEATS if seat in seats)
        return cls(rules=Rules.coerce(rules), trump=Trump.parse(trump), hands=ordered, leader=parse_seat(leader),
                   taker=parse_seat(taker) if taker is not None else None, **provenance)

    @property
    def found(self) -> dict[Seat, list[Declaration]]:
        """Each seat's declarations, best first."""
        held = dict(self.hands)
        return {seat: find_in_mask(mask_of(held.get(seat, ())), self.trump, self.rules) for seat in SEATS}

    @property
    def answer(self) -> tuple[Team | None, int]:
        winner = self.outcome.winner
        return (SIDES.read(winner) if winner else None), self.outcome.points[winner] if winner else 0

    def read(self, response: object) -> tuple[Team | None, int]:
        if isinstance(response, str):
            words = response.replace(",", " ").split()
            if len(words) == 1 and words[0].lower() in ("none", "nobody"):
                return None, 0
            if len(words) == 2 and words[0].upper() in SIDES and whole(words[1]) is not None:
                return words[0].upper(), whole(words[1])  # type: ignore[return-value]
        elif isinstance(response, tuple | list) and len(response) == 2:
            side: object = response[0]
            points: object = response[1]
            if side is None or (isinstance(side, str) and side.lower() in ("none", "nobody")):
                return None, 0
            if isinstance(side, str) and side.upper() in SIDES and isinstance(points, int) \
                    and not isinstance(points, bool):
                return side.upper(), points  # type: ignore[return-value]
        raise InvalidInput(say(messages.DECLARATIONS_EXPECTED, value=repr(response)))

    def key(self, answer: object) -> str:
        side, points = cast(tuple[str | None, int], answer)
        return f"{side} {points}" if side else "none"

    def describe(self, answer: object, lang: Lang = "en") -> str:
        side, points = cast(tuple[str | None, int], answer)
        return TEAM_SCORES(lang, team=TEAM_NAME[side](lang), points=points) if side else NOBODY(lang)

    def _best(self, side: str) -> tuple[tuple[int, ...], Declaration] | None:
        mine = [d for seat, d in self.outcome.declared if team(seat) == side]
        if not mine:
            return None
        best = max(mine, key=lambda d: strength(d, self.trump, self.rules))
        return strength(best, self.trump, self.rules), best

    def _comparison(self) -> Reason:
        ns, ew = self._best("NS"), self._best("EW")
        winner = self.outcome.winner
        if ns is None and ew is None:
            return Reason("no-declarations", text(COMPARISON["no-declarations"]))
        if ns is None or ew is None:
            side = "EW" if ns is None else "NS"
            return Reason("only-team", text(COMPARISON["only-team"], team=_team_name(side)), side)
        if winner is None or self.outcome.tie:
            if winner is None:
                rule = "equal-runs-cancel"
            else:
                rule = "equal-runs-taker" if self.rules.equal_sequence_tie == "taker_team" else "equal-runs-first"
            return Reason(rule, text(COMPARISON[rule], best=ns[1].named, other=ew[1].named,
                                     team=_team_name(winner) if winner else ""), winner or "")
        (high, best), (_, other) = (ns, ew) if winner == "NS" else (ew, ns)
        low = (ew if winner == "NS" else ns)[0]
        step = next(i for i, (a, b) in enumerate(zip(high, low, strict=True)) if a != b)
        if step == 0:
            rule = "higher-points"
        elif step == 1:
            rule = "carre-beats-run"
        elif step == 2:
            rule = "higher-carre" if best.kind == "carre" else "longer-run"
        else:
            rule = "higher-top-card" if step == 3 else "trump-run"
        return Reason(rule, text(COMPARISON[rule], team=_team_name(winner), best=best.named, other=other.named),
                      winner)

    def _team_line(self, side: str) -> Reason:
        mine = self.outcome.of(side)
        if not mine:
            return Reason("team-declarations", text(TEAM_DECLARES_NOTHING, team=_team_name(side)), side)

        def listed(lang: Lang) -> str:
            return ", ".join(DECLARED_BY(lang, declaration=d.describe(lang), seat=seat_name(seat, lang),
                                        points=d.points) for seat, d in mine)

        return Reason("team-declarations", text(TEAM_DECLARES, team=_team_name(side), declarations=listed), side)

    def reasons(self) -> tuple[Reason, ...]:
        winner = self.outcome.winner
        scored = (Reason("declarations-scored", text(SCORED, team=_team_name(winner), points=self.answer[1]), winner)
                  if winner else Reason("declarations-scored", text(NOTHING_SCORED)))
        return (self._comparison(), self._team_line("NS"), self._team_line("EW"), scored)

    def mistakes(self, response: Any) -> tuple[Reason, ...]:
        if response[0] == self.answer[0]:  # the right team, the wrong sum
            return (self.reasons()[-1],)
        return (self._comparison(),)

    def prompt(self, lang: Lang = "en") -> str:
        return DECLARATIONS_PROMPT(lang)

    def position(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "trump": self.trump.value,
            "hands": {seat: " ".join(map(str, cards)) for seat, cards in self.hands},
            "leader": self.leader,
        }
        if self.taker is not None:
            data["taker"] = self.taker
        return data

    @classmethod
    def from_position(cls, data: Mapping[str, Any], rules: Rules, **provenance: Any) -> Exercise:
        hands = data.get("hands")
        if not isinstance(hands, Mapping) or not hands:
            raise InvalidInput(say(messages.NEEDS_KEY, kind="declarations", key="'hands'"))
        trump = data.get("trump")
        if not trump:
            raise InvalidInput(say(messages.NEEDS_KEY, kind="declarations", key="'trump'"))
        return cls.make(hands, trump=trump, rules=rules, leader=data.get("leader") or "N", taker=data.get("taker"),
                        **provenance)


def _points(values: Mapping[str, int] | None, what: str) -> tuple[int, int]:
    values = dict(values or {})
    unknown = sorted(set(values) - set(TEAMS))
    if unknown:
        raise InvalidInput(say(messages.TEAM_EXPECTED, what=what, team=repr(unknown[0])))
    result = (values.get("NS", 0), values.get("EW", 0))
    for points in result:
        if isinstance(points, bool) or not isinstance(points, int) or points < 0:
            raise InvalidInput(say(messages.WHOLE_POINTS, what=what, value=repr(points)))
    return result


@dataclass(frozen=True, slots=True, kw_only=True)
class DealScoring(Exercise):
    """A finished deal as the scorer sees it: the contract, each team's card points (last trick
    included), the declarations each team scores, belote-rebelote, a capot. How does the deal end
    (made, dedans, litige, capot) and what does each team score? The answer: ``(outcome, NS, EW)``.
    """

    kind: ClassVar[str] = "deal-score"
    contract: Contract
    points: tuple[int, int]
    declarations: tuple[int, int] = (0, 0)
    belote: tuple[int, int] = (0, 0)
    capot: Team | None = None
    result: DealScore = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._validate()
        result = score_deal(self.rules, self.contract, {"NS": self.points[0], "EW": self.points[1]},
                            capot=self.capot, declarations={"NS": self.declarations[0], "EW": self.declarations[1]},
                            belote={"NS": self.belote[0], "EW": self.belote[1]})
        object.__setattr__(self, "result", result)

    def _validate(self) -> None:
        rules, contract = self.rules, self.contract
        total = 258 if contract.trump is Trump.ALL_TRUMP and rules.all_trump_values == "ffb2016" else DEAL_TOTAL
        if sum(self.points) != total:
            raise _refusal(("points",), messages.CARD_POINTS_TOTAL, ns=self.points[0], ew=self.points[1],
                           sum=sum(self.points), total=total)
        if self.capot is not None:
            if self.capot not in SIDES:
                raise _refusal(("capot",), messages.CAPOT_TEAM, value=repr(self.capot))
            if self.points[TEAMS.index(self.capot)] != total:
                raise _refusal(("capot",), messages.CAPOT_POINTS, team=self.capot, total=total)
        if all(self.declarations):
            raise _refusal(("declarations",), messages.ONE_TEAM_DECLARES)
        belote_cap = {Trump.NO_TRUMP: 0, Trump.ALL_TRUMP: 80}.get(contract.trump, 20)
        if any(points % 20 for points in self.belote) or sum(self.belote) > belote_cap:
            raise _refusal(("belote",), messages.BELOTE_POINTS, most=belote_cap, mode=contract.trump.name_in(),
                           ns=self.belote[0], ew=self.belote[1])
        if rules.auction == "retourne":
            if contract.bid is not None or contract.multiplier != 1:
                raise _refusal(("bid", "multiplier"), messages.CLASSIC_NO_BID)
        else:
            if contract.bid not in bid_ladder(rules):
                raise _refusal(("bid",), messages.BID_EXPECTED, bid=repr(contract.bid),
                               bids=", ".join(map(str, bid_ladder(rules))))
            allowed = (1, 2, 4 if rules.multipliers == "x2x4" else 3)
            if contract.multiplier not in allowed:
                raise _refusal(("multiplier",), messages.MULTIPLIER_EXPECTED, value=repr(contract.multiplier),
                               values=", ".join(map(str, allowed)))
            if contract.bid == "generale":
                raise _refusal(("bid",), messages.GENERALE_TEAMS)
        possible(score_problem(rules, contract, dict(zip(TEAMS, self.points, strict=True)),
                               declarations=dict(zip(TEAMS, self.declarations, strict=True)),
                               belote=dict(zip(TEAMS, self.belote, strict=True)), capot=self.capot))

    @classmethod
    def make(
        cls,
        *,
        taker: str,
        trump: Trump | str,
        points: Mapping[str, int],
        rules: Rules | str = "classic",
        bid: int | str | None = None,
        multiplier: int = 1,
        declarations: Mapping[str, int] | None = None,
        belote: Mapping[str, int] | None = None,
        capot: str | None = None,
        **provenance: Any,
    ) -> DealScoring:
        number = whole(bid) if isinstance(bid, str) else None
        bid_value = bid if number is None else number
        contract = Contract(parse_seat(taker), Trump.parse(trump), bid_value, multiplier)  # type: ignore[arg-type]
        return cls(rules=Rules.coerce(rules), contract=contract, points=_points(points, "points"),
                   declarations=_points(declarations, "declarations"), belote=_points(belote, "belote"),
                   capot=capot, **provenance)  # type: ignore[arg-type]

    @property
    def outcome(self) -> str:
        result = self.result
        if result.made:
            return "capot" if result.capot == self.contract.team else "made"
        return "litige" if result.litige else "dedans"

    @property
    def answer(self) -> tuple[str, int, int]:
        return self.outcome, self.result.score["NS"], self.result.score["EW"]

    def read(self, response: object) -> tuple[str, int, int]:
        if isinstance(response, str):
            words = response.replace(",", " ").split()
            ns_points, ew_points = (whole(word) for word in words[1:]) if len(words) == 3 else (None, None)
            if words and words[0].lower() in OUTCOMES and ns_points is not None and ew_points is not None:
                return words[0].lower(), ns_points, ew_points
        else:
            values: list[object] = []
            if isinstance(response, Mapping):
                values = [response.get("outcome"), response.get("NS"), response.get("EW")]
            elif isinstance(response, tuple | list) and len(response) == 3:
                values = list(response)
            outcome, ns, ew = values or (None, None, None)
            if isinstance(outcome, str) and outcome in OUTCOMES and all(
                    isinstance(value, int) and not isinstance(value, bool) for value in (ns, ew)):
                return outcome, cast(int, ns), cast(int, ew)
        raise InvalidInput(say(messages.DEAL_SCORE_EXPECTED, outcomes=", ".join(OUTCOMES), value=repr(response)))

    def key(self, answer: object) -> str:
        return " ".join(map(str, cast(tuple[str, int, int], answer)))

    def describe(self, answer: object, lang: Lang = "en") -> str:
        outcome, ns, ew = cast(tuple[str, int, int], answer)
        return DEAL_ANSWER(lang, outcome=OUTCOMES[outcome](lang), ns=TEAM_POINTS(lang, team=TEAM_NAME["NS"](lang),
                           points=ns), ew=TEAM_POINTS(lang, team=TEAM_NAME["EW"](lang), points=ew))

    def reasons(self) -> tuple[Reason, ...]:
        """The condition that decided the outcome, with the totals it compared, then the score sheet."""
        outcome, result = self.outcome, self.result
        decided = "capot" if outcome == "capot" and self.contract.bid != "capot" else result.decided_by
        takers = self.contract.team
        fields = {"takers": result.judged[takers], "defence": result.judged[SIDES.other(takers)],
                  "bid": self.contract.bid}
        lines = tuple(Reason("score-sheet", line) for line in result.lines)
        return (Reason(outcome, text(OUTCOME_REASONS[decided], **fields)), *lines)

    def mistakes(self, response: Any) -> tuple[Reason, ...]:
        if response[0] != self.outcome:
            return (self.reasons()[0],)
        return ()

    def prompt(self, lang: Lang = "en") -> str:
        return DEAL_PROMPT(lang)

    def position(self) -> dict[str, Any]:
        contract = self.contract
        data: dict[str, Any] = {"taker": contract.taker, "trump": contract.trump.value}
        if contract.bid is not None:
            data["bid"] = contract.bid
            data["multiplier"] = contract.multiplier
        data["points"] = {"NS": self.points[0], "EW": self.points[1]}
        for name in ("declarations", "belote"):
            values = getattr(self, name)
            if any(values):
                data[name] = {side: points for side, points in zip(TEAMS, values, strict=True) if points}
        if self.capot:
            data["capot"] = self.capot
        return data

    @classmethod
    def from_position(cls, data: Mapping[str, Any], rules: Rules, **provenance: Any) -> Exercise:
        if "tricks" in data:
            raise InvalidInput(say(messages.TRICKS_SMALL_ONLY))
        for name in ("taker", "trump", "points"):
            if data.get(name) in (None, ""):
                raise InvalidInput(say(messages.NEEDS_KEY, kind="deal-score", key=repr(name)))
        return cls.make(taker=data["taker"], trump=data["trump"], points=data["points"], rules=rules,
                        bid=data.get("bid"), multiplier=data.get("multiplier", 1),
                        declarations=data.get("declarations"), belote=data.get("belote"), capot=data.get("capot"),
                        **provenance)


def _read_declarations(reader: _Reader, node: Node, fields: Fields, rules: Rules, question: str | None) -> Exercise | None:
    trump = _trump(reader, fields, rules)
    hands = _hands(reader, fields)
    leader = _seat(reader, fields, "leader") if "leader" in fields else "N"
    taker = _seat(reader, fields, "taker") if "taker" in fields else None
    if trump is None or hands is None or leader is None or ("taker" in fields and taker is None):
        return None
    hands_node = fields["hands"][0]
    if not _count_cards(reader, hands_node, [cards for _, cards in hands.values()]):
        return None
    if rules.equal_sequence_tie == "taker_team" and taker is None:
        reader.problem(node, say(messages.NEEDS_TAKER_KEY))
        return None
    cards: dict[str, str | list[str]] = {seat: [str(c) for c in held] for seat, (_, held) in hands.items()}

    def build() -> Exercise:
        return Declarations.make(cards, trump=trump, rules=rules, leader=leader, taker=taker, question=question)

    result: Exercise | None = reader.attempt(hands_node, build)
    return result


def _read_deal_score(reader: _Reader, node: Node, fields: Fields, rules: Rules, question: str | None) -> Exercise | None:
    if "tricks" in fields:
        reader.problem(fields["tricks"][0], say(messages.TRICKS_SMALL_ONLY))
        return None
    trump = _trump(reader, fields, rules)
    taker = _seat(reader, fields, "taker")
    points = _team_points(reader, fields, "points")
    declarations = _team_points(reader, fields, "declarations")
    belote = _team_points(reader, fields, "belote")
    bid: int | str | None = None
    if "bid" in fields:
        bid_text = reader.scalar(fields["bid"][1], "bid")
        refused = None if bid_text is None else reader.not_a_number(bid_text, "bid")
        if refused:
            reader.problem(fields["bid"][1], refused)
            return None
        number = None if bid_text is None else whole(bid_text)
        bid = bid_text if number is None else number
    multiplier = reader.integer(fields["multiplier"][1], "multiplier") if "multiplier" in fields else 1
    capot = reader.scalar(fields["capot"][1], "capot") if "capot" in fields else None
    if None in (trump, taker, points, declarations, belote, multiplier):
        return None
    if capot is not None and capot not in SIDES:
        reader.problem(fields["capot"][1], say(messages.CAPOT_EXPECTED, value=repr(capot)))
        return None
    if rules.auction == "coinche" and bid is None:
        reader.problem(node, say(messages.BID_NEEDED, rules=rules.name))
        return None

    try:
        return DealScoring.make(taker=taker, trump=trump, points=points, rules=rules, bid=bid,  # type: ignore[arg-type]
                                multiplier=multiplier, declarations=declarations, belote=belote,  # type: ignore[arg-type]
                                capot=capot, question=question)
    except InvalidInput as error:
        message = str(error)
        blamed = next((key for key in getattr(error, "blame", ()) if key in fields), None) or next(
            (key for prefix, key in BLAME if message.startswith(prefix) and key in fields), "points")
        reader.problem(fields[blamed][1], message)
        return None


def _refusal(blame: tuple[str, ...], msg: Msg, **fields: object) -> InvalidInput:
    """A deal-score refusal in the problems' language, with the keys of the lesson it is reported at (the
    first one the exercise gives)."""
    error = InvalidInput(say(msg, **fields))
    error.blame = blame  # type: ignore[attr-defined]
    return error


BLAME = (("card points", "points"), ("capot", "capot"), ("declarations", "declarations"), ("belote", "belote"),
         ("a no-trumps", "trump"), ("an all-trumps", "trump"), ("a bid or a coinche", "bid"),
         ("a multiplier", "multiplier"), ("a bid of", "bid"), ("a contract without a bid", "taker"),
         ("a classic contract", "bid"), ("a classic contract", "multiplier"), ("bid", "bid"), ("a generale", "bid"),
         ("multiplier", "multiplier"))
"""Which key a deal-score error is reported at, by the start of its message (the engine's refusals, in
English; the exercise's own say where with ``_refusal``)."""


def _generate_declarations(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    for _ in range(ATTEMPTS * 10):
        trump = rng.choice(modes(rules))
        hands = _random_hands(rng)
        leader, taker = rng.choice(SEATS), rng.choice(SEATS)
        shown: dict[str, str | list[str]] = {}
        exercise = Declarations.make({seat: " ".join(map(str, cards)) for seat, cards in hands.items()}, trump=trump,
                                     rules=rules, leader=leader, taker=taker)
        for seat, found in exercise.found.items():  # only the cards of the declarations are shown
            cards = {card for declaration in found for card in declaration.cards}
            if cards:
                shown[seat] = [str(card) for card in sorted(cards, key=lambda c: c.index)]
        sides = {team(seat) for seat, found in exercise.found.items() if found}
        values = {side: max(d.points for seat, d in exercise.outcome.declared if team(seat) == side) for side in sides}
        if level == 1:
            fits = len(sides) == 1
        elif level == 2:
            fits = len(sides) == 2 and values["NS"] != values["EW"]
        else:
            fits = len(sides) == 2 and values["NS"] == values["EW"]
        if fits:
            return Declarations.make(shown, trump=trump, rules=rules, leader=leader, taker=taker, level=level, **provenance)
    raise InvalidInput(say(messages.NOT_FOUND, kind="declarations", level=level, rules=rules.name))


def _generate_deal_score(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    for _ in range(ATTEMPTS):
        deal = _played_deal(rng, rules, declarations=level > 1)
        if deal is None or deal.contract is None:
            continue
        contract = deal.contract
        result = deal.result()
        belote = deal.belote_points()
        declared = deal.declarations().points
        extras = any(declared.values()) or any(belote.values())
        capot = result.capot
        if rules.auction == "retourne":
            special = result.litige or capot is not None or (not result.made and extras)
        else:
            special = contract.multiplier > 1 or contract.bid == "capot" or capot is not None
        fits = {1: not extras and not special, 2: extras and not special, 3: special}[level]
        if not fits:
            continue
        exercise = DealScoring.make(taker=contract.taker, trump=contract.trump, points=deal.points, rules=rules,
                                    bid=contract.bid, multiplier=contract.multiplier, declarations=declared,
                                    belote=belote, capot=capot, level=level, **provenance)
        assert exercise.result.score == result.score, "the exercise must score as the deal did"
        return exercise
    raise InvalidInput(say(messages.NOT_FOUND, kind="deal-score", level=level, rules=rules.name))


register(Kind("declarations", Msg("exercise kind", "Who scores the declarations?"), Declarations,
              ("trump", "hands", "leader", "taker"), ("trump", "hands"), _read_declarations, _generate_declarations,
              picture="hands", answer=Answer.TEAM_POINTS))
register(Kind("deal-score", Msg("exercise kind", "How is the deal scored?"), DealScoring,
              ("taker", "trump", "bid", "multiplier", "points", "declarations", "belote", "capot", "tricks"),
              ("taker", "trump", "points"), _read_deal_score, _generate_deal_score, picture="deal-lines",
              answer=Answer.OUTCOME_SCORES, expect_form=("result", "result")))
