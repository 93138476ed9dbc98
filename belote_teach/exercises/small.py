"""Exercises at a table of two or three (rules reference: two and three players): every player on his own, so the answers
name a player, never a team. The kinds are the four-player ones (``declarations``, ``deal-score``,
``match-end``); their modules hand a rule set with ``players`` = 2 or 3 to these classes, which
the engine answers with the individual game's pieces (``compare_declarations`` with one side per
player, ``score_small``, ``small_match_outcome``).

>>> roem = SmallDeclarations.make({"E": "QH KH AH", "W": "7C 8C 9C 10C"}, trump="S", rules="nl23", leader="S")
>>> roem.answer_key, roem.check("E 20").rules[0]
('W 50', 'higher-points')
>>> sheet = SmallDealScoring.make(taker="S", trump="H", points={"E": 75, "S": 58, "W": 7},
...                               tricks={"E": 5, "S": 3, "W": 1}, rules="nl23")
>>> sheet.answer_key, [spec.name for spec in sheet.fields()]
('failed 130 0 10', ['outcome', 'E', 'S', 'W'])
>>> SmallMatchEnd.make({"N": 510, "S": 480}, rules="nl23+players=2").answer_key
'N'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, cast

from .. import messages
from ..bidding import Contract
from ..cards import Card, distinct_mask, mask_of, parse_cards
from ..declarations import Declaration, DeclarationOutcome, compare_declarations, find_in_mask, strength
from ..digits import whole
from ..errors import InvalidInput
from ..i18n import Lang, Msg, say
from ..match import MatchOutcome
from ..outcomes import SMALL_OUTCOME_REASONS as OUTCOME_REASONS
from ..plausible import contract_problem, match_problem, score_problem
from ..position import check_at_table
from ..rules import Rules
from ..scoring import DealScore
from ..seats import Seat, Sides, order_from, parse_seat, seat_name, table_seats
from ..small.ending import SMALL_ENDINGS, small_match_outcome
from ..small.record import outcome_kind
from ..small.scoring import named, score_small
from ..table import hand_size
from ..trump import Trump
from .base import Exercise, Field, Option, Reason, possible, text
from .scoring import COMPARISON, NOTHING_SCORED, OUTCOMES

_C = "small exercise"  # the small table's own words (Dutch: roem), apart from the four-player exercises
PLAYER_SCORES = Msg(_C, "{player} scores {points} for declarations", "two or three players: the answer of a declarations exercise")
NOBODY_SCORES = Msg(_C, "nobody scores declarations", "the answer of a declarations exercise when none count")
WHO_SCORES = Msg("quiz", "Who scores his declarations?", "two or three players, each for himself")
NOBODY = Msg("quiz", "Nobody")
DECLARATION_POINTS = Msg("quiz", "Points for declarations")
OUTCOME_LABEL = Msg("quiz", "How does the deal end?")
SCORE_OF = Msg("quiz", "Score of {player}", "two or three players: a number field for one player's score")
WINNER_FIELD = Msg("quiz", "The winner")
PLAY_ON_OPTION = Msg("quiz", "Nobody yet: play on")
CONTRACT = Msg("figure", "Contract: {contract}")
TARGET = Msg("figure", "The match is played to {target} points.")
NO_DECLARATION = Msg("figure", "No declarations scored")
CARD_POINTS = Msg("small score", "Card points (last trick included): {points}.")
TRICKS = Msg("small score", "Tricks won: {tricks}.")
DECLARED = Msg("small score", "Declarations: {player} {points}.")
STUK = Msg("small score", "Belote (trump king and queen): {player} {points}.")
ANNOUNCED = Msg("small score", "Declarations of {player}: {declarations}.")
TOTALS = Msg("figure", "Totals after the last deal: {totals}", "two or three players, e.g. East 710, South 650")
LAST_MADE = Msg("figure", "In the last deal {player} took and made his contract.")
DEAL_ANSWER = Msg(_C, "{outcome}: {scores}", "two or three players: the answer of a deal-score exercise")
WINS_MATCH = Msg(_C, "{player} wins the match", "two or three players: the answer of a match-end exercise")
PLAY_ON = Msg(_C, "nobody yet: the match goes on", "the answer of a match-end exercise")

SMALL_OUTCOMES: dict[str, Msg] = {
    "made": OUTCOMES["made"],
    "failed": Msg("deal outcome", "failed: the taker's points go to another player", "two or three players"),
    "reserve": Msg("deal outcome", "tie: the taker's points go into the reserve", "two or three players"),
}
ROEM_REASONS: dict[str, Msg] = {
    "only-player": Msg(_C, "Only {player} has declarations."),
    "higher-points": Msg(_C, "The best declaration of {player}, the {best}, is worth more than the {other}."),
    "equal-runs-first": Msg(_C, "The best runs are equal: {player} announced first, so his declarations count."),
    "equal-runs-taker": Msg(_C, "The best runs are equal: the taker, {player}, wins."),
    "declarations-scored": Msg(_C, "{player} scores all his declarations, and nobody else scores any: {points}."),
    "no-declaration": Msg(_C, "{player} has no declaration."),
}


def _name(seat: Seat) -> Any:
    return lambda lang: seat_name(seat, lang)


def _score_of(seat: Seat) -> Any:
    return lambda lang: SCORE_OF(lang, player=seat_name(seat, lang))


def _at_table(seat: object, rules: Rules, what: str) -> Seat:
    checked = parse_seat(seat)
    try:
        check_at_table(checked, rules.players)
    except InvalidInput as error:
        raise InvalidInput(say(messages.KEYED, key=what, error=error)) from None
    return checked


def _then(seats: tuple[str, ...]) -> str:
    """The players in their order, ``E then S then W``, each named as the problem's language does."""
    from ..messages import seat_word

    text = seat_word(seats[0])
    for seat in seats[1:]:
        text = say(messages.THEN, first=text, second=seat_word(seat))
    return text


def _per_player(values: Mapping[str, int] | None, rules: Rules, what: str) -> tuple[int, ...]:
    """A figure for each player at the table, in its order (a missing player is 0)."""
    if values is not None and not isinstance(values, Mapping):
        raise InvalidInput(say(messages.FIGURE_PER_PLAYER, what=what, value=repr(values)))
    given: dict[Seat, int] = {}
    for seat, points in (values or {}).items():
        if isinstance(points, bool) or not isinstance(points, int) or points < 0:
            raise InvalidInput(say(messages.WHOLE_POINTS, what=what, value=repr(points)))
        given[_at_table(seat, rules, what)] = points
    return tuple(given.get(seat, 0) for seat in table_seats(rules.players))


def _nobody(value: object) -> bool:
    return value is None or (isinstance(value, str) and value.strip().lower() in ("none", "nobody", ""))


@dataclass(frozen=True, slots=True, kw_only=True)
class SmallDeclarations(Exercise):
    """Each player's cards and the trump: whose declarations count, and how many points? Only the
    player with the best declaration scores (rules reference: two and three players). The answer: ``(player or None, points)``."""

    kind: ClassVar[str] = "declarations"
    trump: Trump
    hands: tuple[tuple[Seat, tuple[Card, ...]], ...]
    leader: Seat
    taker: Seat | None = None
    outcome: DeclarationOutcome = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        possible(contract_problem(self.rules, self.trump))
        most = hand_size(self.rules)
        for seat, cards in self.hands:
            _at_table(seat, self.rules, "hands")
            if len(cards) > most:
                raise InvalidInput(say(messages.HOLDS_TOO_MANY, seat=seat, count=len(cards),
                                         most=say(messages.HAND_WORDS[most]) if most in messages.HAND_WORDS else most))
        distinct_mask(card for _, cards in self.hands for card in cards)
        _at_table(self.leader, self.rules, "leader")
        if self.taker is not None:
            _at_table(self.taker, self.rules, "taker")
        if self.rules.equal_sequence_tie == "taker_team" and self.taker is None:
            raise InvalidInput(say(messages.NEEDS_TAKER))
        found = self.found
        order = order_from(self.leader, table_seats(self.rules.players), self.rules.play_direction)
        announced = [(seat, d) for seat in order for d in found.get(seat, [])]
        object.__setattr__(self, "outcome", compare_declarations(announced, self.trump, self.rules, taker=self.taker,
                                                                 sides=Sides.alone(table_seats(self.rules.players))))

    @classmethod
    def make(cls, hands: Mapping[str, str | list[str]], *, trump: Trump | str, rules: Rules | str = "nl23",
             leader: str | None = None, taker: str | None = None, **provenance: Any) -> SmallDeclarations:
        checked = Rules.coerce(rules)
        seats = table_seats(checked.players)
        given = {_at_table(seat, checked, "hands"): tuple(parse_cards(cards)) for seat, cards in hands.items()}
        return cls(rules=checked, trump=Trump.parse(trump), hands=tuple((s, given[s]) for s in seats if s in given),
                   leader=parse_seat(leader) if leader is not None else seats[0],
                   taker=parse_seat(taker) if taker is not None else None, **provenance)

    @property
    def found(self) -> dict[Seat, list[Declaration]]:
        """Each player's declarations, best first."""
        return {seat: find_in_mask(mask_of(cards), self.trump, self.rules) for seat, cards in self.hands}

    @property
    def answer(self) -> tuple[Seat | None, int]:
        winner = self.outcome.winner
        return (parse_seat(winner) if winner else None), self.outcome.points[winner] if winner else 0

    def read(self, response: object) -> tuple[Seat | None, int]:
        words: list[object] = []
        if isinstance(response, str):
            words = list(response.replace(",", " ").split())
        elif isinstance(response, tuple | list):
            words = list(response)
        if (len(words) == 1 and _nobody(words[0])) or (not words and response is None):
            return None, 0
        if len(words) == 2 and isinstance(words[0], str):
            points = words[1] if isinstance(words[1], int) and not isinstance(words[1], bool) else whole(str(words[1]))
            if points is not None:
                return _at_table(words[0], self.rules, "player"), points
        raise InvalidInput(say(messages.PLAYER_DECLARATIONS_EXPECTED, seat=table_seats(self.rules.players)[-1],
                                 value=repr(response)))

    def key(self, answer: object) -> str:
        seat, points = cast(tuple[str | None, int], answer)
        return f"{seat} {points}" if seat else "none"

    def describe(self, answer: object, lang: Lang = "en") -> str:
        seat, points = cast(tuple[Seat | None, int], answer)
        return PLAYER_SCORES(lang, player=seat_name(seat, lang), points=points) if seat else NOBODY_SCORES(lang)

    def _best(self) -> list[tuple[tuple[int, ...], Seat, Declaration]]:
        """Each declaring player's best declaration, strongest first."""
        best: dict[Seat, tuple[tuple[int, ...], Declaration]] = {}
        for seat, d in self.outcome.declared:
            key = strength(d, self.trump, self.rules)
            if seat not in best or key > best[seat][0]:
                best[seat] = (key, d)
        return sorted(((key, seat, d) for seat, (key, d) in best.items()), key=lambda item: item[0], reverse=True)

    def _comparison(self) -> Reason:
        ranked, winner = self._best(), self.outcome.winner
        if not ranked:
            return Reason("no-declarations", text(COMPARISON["no-declarations"]))
        if len(ranked) == 1:
            return Reason("only-player", text(ROEM_REASONS["only-player"], player=_name(ranked[0][1])), ranked[0][1])
        (high, seat, best), (low, _, other) = ranked[0], ranked[1]
        if self.outcome.tie:
            if winner is None:
                return Reason("equal-runs-cancel", text(COMPARISON["equal-runs-cancel"], best=best.named,
                                                        other=other.named))
            rule = "equal-runs-taker" if self.rules.equal_sequence_tie == "taker_team" else "equal-runs-first"
            return Reason(rule, text(ROEM_REASONS[rule], player=_name(parse_seat(winner))), winner)
        step = next(i for i, (a, b) in enumerate(zip(high, low, strict=True)) if a != b)
        rule = ("higher-points", "carre-beats-run", "higher-carre" if best.kind == "carre" else "longer-run",
                "higher-top-card")[step] if step < 4 else "trump-run"
        message = ROEM_REASONS[rule] if rule == "higher-points" else COMPARISON[rule]
        return Reason(rule, text(message, player=_name(seat), best=best.named, other=other.named), seat)

    def _player_line(self, seat: Seat) -> Reason:
        mine = self.outcome.of(seat)
        if not mine:
            return Reason("player-declarations", text(ROEM_REASONS["no-declaration"], player=_name(seat)), seat)

        def listed(lang: Lang) -> str:
            return ", ".join(f"{d.describe(lang)} ({d.points})" for _, d in mine)

        return Reason("player-declarations", text(ANNOUNCED, player=_name(seat), declarations=listed), seat)

    def reasons(self) -> tuple[Reason, ...]:
        winner, points = self.answer
        scored = (Reason("declarations-scored", text(ROEM_REASONS["declarations-scored"], player=_name(winner),
                                                     points=points), winner)
                  if winner else Reason("declarations-scored", text(NOTHING_SCORED)))
        return (self._comparison(), *(self._player_line(seat) for seat, _ in self.hands), scored)

    def mistakes(self, response: Any) -> tuple[Reason, ...]:
        if response[0] == self.answer[0]:  # the right player, the wrong sum
            return (self.reasons()[-1],)
        return (self._comparison(),)

    def fields(self) -> tuple[Field, ...]:
        options = (*(Option(seat, _name(seat)) for seat in table_seats(self.rules.players)),
                   Option("none", NOBODY, alone=True))
        return (Field("player", "radio", WHO_SCORES, options), Field("points", "number", DECLARATION_POINTS))

    def field_values(self, answer: object) -> dict[str, object]:
        seat, points = cast(tuple[Seat | None, int], answer)
        return {"player": seat or "none", "points": points if seat else None}

    def position(self) -> dict[str, Any]:
        data: dict[str, Any] = {"trump": self.trump.value,
                                "hands": {seat: " ".join(map(str, cards)) for seat, cards in self.hands},
                                "leader": self.leader}
        if self.taker is not None:
            data["taker"] = self.taker
        return data

    @classmethod
    def from_position(cls, data: Mapping[str, Any], rules: Rules, **provenance: Any) -> SmallDeclarations:
        hands = data.get("hands")
        if not isinstance(hands, Mapping) or not hands or not data.get("trump"):
            raise InvalidInput(say(messages.NEEDS_KEY, kind="declarations", key="'trump', 'hands'"))
        return cls.make(hands, trump=data["trump"], rules=rules, leader=data.get("leader"), taker=data.get("taker"),
                        **provenance)


@dataclass(frozen=True, slots=True, kw_only=True)
class SmallDealScoring(Exercise):
    """A finished deal of two or three: the contract and, per player, card points (last trick
    included), tricks, the declarations he scores, his belote. How does it end (made, failed,
    reserve) and what does each player score? The answer: ``(outcome, score per player)``."""

    kind: ClassVar[str] = "deal-score"
    contract: Contract
    points: tuple[int, ...]
    tricks: tuple[int, ...]
    declarations: tuple[int, ...]
    belote: tuple[int, ...]
    result: DealScore = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        seats = self.seats
        _at_table(self.contract.taker, self.rules, "taker")
        possible(contract_problem(self.rules, self.contract.trump))
        if sum(1 for points in self.declarations if points) > 1:
            raise InvalidInput(say(messages.ONE_PLAYER_DECLARES))
        if any(points not in (0, 20) for points in self.belote):
            raise InvalidInput(say(messages.PLAYER_BELOTE))
        dealt = hand_size(self.rules)
        if sum(self.tricks) != dealt:
            raise InvalidInput(say(messages.TRICKS_IN_ALL, count=sum(self.tricks), dealt=dealt))
        for seat, points, won in zip(seats, self.points, self.tricks, strict=True):
            if won == 0 and points:
                raise InvalidInput(say(messages.NO_TRICK_NO_POINTS, seat=seat, points=points))
        possible(score_problem(self.rules, self.contract, dict(zip(seats, self.points, strict=True)),
                               declarations=dict(zip(seats, self.declarations, strict=True)),
                               belote=dict(zip(seats, self.belote, strict=True)),
                               tricks=dict(zip(seats, self.tricks, strict=True))))
        result = score_small(self.rules, self.contract, dict(zip(seats, self.points, strict=True)),
                             dict(zip(seats, self.tricks, strict=True)),
                             declarations=dict(zip(seats, self.declarations, strict=True)),
                             belote=dict(zip(seats, self.belote, strict=True)))
        object.__setattr__(self, "result", result)

    @property
    def seats(self) -> tuple[Seat, ...]:
        return table_seats(self.rules.players)

    @classmethod
    def make(cls, *, taker: str, trump: Trump | str, points: Mapping[str, int], tricks: Mapping[str, int],
             rules: Rules | str = "nl23", declarations: Mapping[str, int] | None = None,
             belote: Mapping[str, int] | None = None, **provenance: Any) -> SmallDealScoring:
        checked = Rules.coerce(rules)
        return cls(rules=checked, contract=Contract(parse_seat(taker), Trump.parse(trump)),
                   points=_per_player(points, checked, "points"), tricks=_per_player(tricks, checked, "tricks"),
                   declarations=_per_player(declarations, checked, "declarations"),
                   belote=_per_player(belote, checked, "belote"), **provenance)

    @property
    def outcome(self) -> str:
        return outcome_kind(self.result)

    @property
    def answer(self) -> tuple[object, ...]:
        return (self.outcome, *(self.result.score[seat] for seat in self.seats))

    def read(self, response: object) -> tuple[object, ...]:
        values: list[object] = []
        if isinstance(response, str):
            words = response.replace(",", " ").split()
            values = [words[0].lower(), *(whole(word) for word in words[1:])] if words else []
        elif isinstance(response, Mapping):
            values = [response.get("outcome"), *(response.get(seat) for seat in self.seats)]
        elif isinstance(response, tuple | list):
            values = list(response)
        if (len(values) == len(self.seats) + 1 and values[0] in SMALL_OUTCOMES
                and all(isinstance(v, int) and not isinstance(v, bool) for v in values[1:])):
            return tuple(values)
        raise InvalidInput(say(messages.PLAYER_DEAL_SCORE_EXPECTED, outcomes=", ".join(SMALL_OUTCOMES),
                                 order=_then(self.seats), value=repr(response)))

    def key(self, answer: object) -> str:
        return " ".join(map(str, cast(tuple[object, ...], answer)))

    def describe(self, answer: object, lang: Lang = "en") -> str:
        outcome, *scores = cast(tuple[Any, ...], answer)
        return DEAL_ANSWER(lang, outcome=SMALL_OUTCOMES[outcome](lang),
                           scores=named(dict(zip(self.seats, scores, strict=True)))(lang))

    def reasons(self) -> tuple[Reason, ...]:
        return (Reason(self.outcome, text(OUTCOME_REASONS[self.outcome])),
                *(Reason("score-sheet", line) for line in self.result.lines))

    def mistakes(self, response: Any) -> tuple[Reason, ...]:
        return (self.reasons()[0],) if response[0] != self.outcome else ()

    def fields(self) -> tuple[Field, ...]:
        options = tuple(Option(name, msg) for name, msg in SMALL_OUTCOMES.items())
        scores = tuple(Field(seat, "number", _score_of(seat)) for seat in self.seats)
        return (Field("outcome", "radio", OUTCOME_LABEL, options), *scores)

    def field_values(self, answer: object) -> dict[str, object]:
        outcome, *scores = cast(tuple[Any, ...], answer)
        return {"outcome": outcome, **dict(zip(self.seats, scores, strict=True))}

    def worded(self, lang: Lang = "en") -> tuple[str, ...]:
        seats = self.seats

        def per_player(values: tuple[int, ...]) -> str:
            return named(dict(zip(seats, values, strict=True)))(lang)

        said = [DECLARED(lang, player=seat_name(s, lang), points=p)
                for s, p in zip(seats, self.declarations, strict=True) if p]
        said += [STUK(lang, player=seat_name(s, lang), points=p) for s, p in zip(seats, self.belote, strict=True) if p]
        return (CONTRACT(lang, contract=self.contract.describe(lang)), CARD_POINTS(lang, points=per_player(self.points)),
                TRICKS(lang, tricks=per_player(self.tricks)), *(said or [NO_DECLARATION(lang)]))

    def position(self) -> dict[str, Any]:
        data: dict[str, Any] = {"taker": self.contract.taker, "trump": self.contract.trump.value,
                                "points": dict(zip(self.seats, self.points, strict=True)),
                                "tricks": dict(zip(self.seats, self.tricks, strict=True))}
        for name in ("declarations", "belote"):
            given = {seat: p for seat, p in zip(self.seats, getattr(self, name), strict=True) if p}
            if given:
                data[name] = given
        return data

    @classmethod
    def from_position(cls, data: Mapping[str, Any], rules: Rules, **provenance: Any) -> SmallDealScoring:
        for name in ("taker", "trump", "points", "tricks"):
            if data.get(name) in (None, ""):
                raise InvalidInput(say(messages.NEEDS_KEY, kind="deal-score", key=repr(name)))
        return cls.make(taker=data["taker"], trump=data["trump"], points=data["points"], tricks=data["tricks"],
                        rules=rules, declarations=data.get("declarations"), belote=data.get("belote"), **provenance)


@dataclass(frozen=True, slots=True, kw_only=True)
class SmallMatchEnd(Exercise):
    """Each player's total after a deal (and the taker, if he made his contract): who wins the
    match (rules reference: the match, per player; two and three players)? The answer: a player, or ``None`` to play on."""

    kind: ClassVar[str] = "match-end"
    totals: tuple[int, ...]
    made_by: Seat | None = None

    def __post_init__(self) -> None:
        if self.made_by is not None:
            _at_table(self.made_by, self.rules, "made-by")
        possible(match_problem(self.rules, dict(zip(self.seats, self.totals, strict=True)), made_by=self.made_by))

    @property
    def seats(self) -> tuple[Seat, ...]:
        return table_seats(self.rules.players)

    @classmethod
    def make(cls, totals: Mapping[str, int], *, made_by: str | None = None, rules: Rules | str = "nl23",
             **provenance: Any) -> SmallMatchEnd:
        checked = Rules.coerce(rules)
        return cls(rules=checked, totals=_per_player(totals, checked, "totals"),
                   made_by=parse_seat(made_by) if made_by else None, **provenance)

    @property
    def points(self) -> dict[str, int]:
        return dict(zip(self.seats, self.totals, strict=True))

    @property
    def outcome(self) -> MatchOutcome:
        return small_match_outcome(self.rules, self.points, made_by=self.made_by)

    @property
    def answer(self) -> Seat | None:
        return self.outcome.winner  # type: ignore[return-value]

    def read(self, response: object) -> Seat | None:
        return None if _nobody(response) else _at_table(response, self.rules, "winner")

    def key(self, answer: object) -> str:
        return str(answer) if answer else "none"

    def describe(self, answer: object, lang: Lang = "en") -> str:
        return WINS_MATCH(lang, player=seat_name(cast(Seat, answer), lang)) if answer else PLAY_ON(lang)

    def reasons(self) -> tuple[Reason, ...]:
        outcome = self.outcome
        winner = cast(Seat | None, outcome.winner)
        return (Reason(outcome.rule, text(SMALL_ENDINGS[outcome.rule], target=self.rules.match_target,
                                          player=_name(winner) if winner else "",
                                          team=_name(winner) if winner else "")),)

    def mistakes(self, response: Any) -> tuple[Reason, ...]:
        return self.reasons()

    def fields(self) -> tuple[Field, ...]:
        options = (*(Option(seat, _name(seat)) for seat in self.seats), Option("none", PLAY_ON_OPTION))
        return (Field("winner", "radio", WINNER_FIELD, options),)

    def field_values(self, answer: object) -> dict[str, object]:
        return {"winner": self.key(answer)}

    def worded(self, lang: Lang = "en") -> tuple[str, ...]:
        shown = (TARGET(lang, target=self.rules.match_target), TOTALS(lang, totals=named(self.points)(lang)))
        return (*shown, LAST_MADE(lang, player=seat_name(self.made_by, lang))) if self.made_by else shown

    def position(self) -> dict[str, Any]:
        data: dict[str, Any] = {"totals": self.points}
        if self.made_by:
            data["made-by"] = self.made_by
        return data

    @classmethod
    def from_position(cls, data: Mapping[str, Any], rules: Rules, **provenance: Any) -> SmallMatchEnd:
        totals = data.get("totals")
        if not isinstance(totals, Mapping) or not totals:
            raise InvalidInput(say(messages.PLAYER_TOTALS_NEEDED))
        if data.get("failed-by"):
            raise InvalidInput(say(messages.SMALL_FAILED_BY))
        return cls.make(totals, made_by=data.get("made-by"), rules=rules, **provenance)
