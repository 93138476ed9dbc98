"""Who wins the match: the two totals after a deal, and whether that deal's takers made or failed
their contract (rules reference: the match).

>>> exercise = MatchEnd.make({"NS": 1010, "EW": 1002}, failed_by="NS")
>>> exercise.answer_key, exercise.reasons()[0].rule
('EW', 'failed-contract')
>>> exercise.prompt("de")
'Wer gewinnt die Partie?'
>>> print(exercise.check("NS").messages("en")[0])
North–South reached 1000 too, but only one team can win: East–West.
>>> MatchEnd.make({"NS": 940, "EW": 912}).answer_key
'none'
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .base import Kind, register
from .generate import ATTEMPTS, _played_deal
from .sets import Fields, _Reader, _team_points

if TYPE_CHECKING:
    from yaml import Node

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from .. import messages
from ..errors import InvalidInput
from ..i18n import Lang, Msg, say
from ..match import ENDINGS, MatchOutcome, match_outcome
from ..plausible import match_problem
from ..rules import Rules
from ..scoring import TEAM_NAME
from ..seats import SIDES, TEAMS, Team
from .base import Exercise, Field, Option, Reason, possible, text

_C = "exercise"
WINS_MATCH = Msg(_C, "{team} win the match", "the answer of a match-end exercise")
PLAY_ON = Msg(_C, "nobody yet: the match goes on", "the answer of a match-end exercise")
WINNER_FIELD = Msg("quiz", "The winner")
PLAY_ON_OPTION = Msg("quiz", "Nobody yet: play on")
CHOICES: dict[str, Msg] = {
    "below-target": Msg(_C, "{team} have {points}, fewer than the target, {target}."),
    "over-but-lose": Msg(_C, "{team} reached {target} too, but only one team can win: {winner}."),
    "over-but-tied": Msg(_C, "{team} reached {target}, but {other} have the same total: nobody has won yet."),
    "match-over": Msg(_C, "{team} reached {target}: the match is over."),
}


@dataclass(frozen=True, slots=True, kw_only=True)
class MatchEnd(Exercise):
    """The totals after a deal, and the team that took it and made (``made_by``) or failed
    (``failed_by``) its contract: who wins the match? The answer: a team, or ``None`` to play on."""

    kind: ClassVar[str] = "match-end"
    totals: tuple[int, int]
    made_by: Team | None = None
    failed_by: Team | None = None

    def __post_init__(self) -> None:
        for points in self.totals:
            if isinstance(points, bool) or not isinstance(points, int) or points < 0:
                raise InvalidInput(say(messages.WHOLE_POINTS, what="totals", value=repr(points)))
        for name in ("made_by", "failed_by"):
            value = getattr(self, name)
            if value is not None and value not in TEAMS:
                raise InvalidInput(say(messages.LAST_DEAL_TEAM, key=name.replace('_', '-'), value=repr(value)))
        if self.made_by is not None and self.failed_by is not None:
            raise InvalidInput(say(messages.MADE_AND_FAILED))
        possible(match_problem(self.rules, dict(zip(TEAMS, self.totals, strict=True)), made_by=self.made_by,
                               failed_by=self.failed_by))

    @classmethod
    def make(cls, totals: Mapping[str, int], *, made_by: str | None = None, failed_by: str | None = None,
             rules: Rules | str = "classic", **provenance: Any) -> MatchEnd:
        unknown = sorted(set(totals) - set(TEAMS))
        if unknown:
            raise InvalidInput(say(messages.TOTALS_TEAM, team=repr(unknown[0])))
        return cls(rules=Rules.coerce(rules), totals=(totals.get("NS", 0), totals.get("EW", 0)),
                   made_by=made_by, failed_by=failed_by, **provenance)  # type: ignore[arg-type]

    @property
    def points(self) -> dict[str, int]:
        return dict(zip(TEAMS, self.totals, strict=True))

    @property
    def outcome(self) -> MatchOutcome:
        return match_outcome(self.rules, self.points, made_by=self.made_by, failed_by=self.failed_by)

    @property
    def answer(self) -> Team | None:
        return self.outcome.winner

    def read(self, response: object) -> Team | None:
        if response is None:
            return None
        if isinstance(response, str):
            word = response.strip()
            if word.lower() in ("none", "nobody", ""):
                return None
            if word.upper() in TEAMS:
                return word.upper()  # type: ignore[return-value]
        raise InvalidInput(say(messages.MATCH_END_EXPECTED, value=repr(response)))

    def key(self, answer: object) -> str:
        return str(answer) if answer else "none"

    def describe(self, answer: object, lang: Lang = "en") -> str:
        return WINS_MATCH(lang, team=TEAM_NAME[str(answer)](lang)) if answer else PLAY_ON(lang)

    def ending(self) -> str:
        """Which rule of the match's end (rules reference: the match) decides: the rule id of the main reason."""
        return self.outcome.rule

    def _fields(self) -> dict[str, Any]:
        winner = self.answer
        return {"target": self.rules.match_target, "winner": TEAM_NAME[winner] if winner else "",
                "team": TEAM_NAME[winner] if winner else ""}

    def _choice(self, side: str) -> Reason | None:
        """Why choosing ``side`` (a team or ``none``) is wrong; ``None`` when it is the answer."""
        winner = self.answer
        if side == self.key(winner):
            return None
        fields = self._fields()
        if side == "none":
            rule = "match-over"
        else:
            fields.update(team=TEAM_NAME[side], points=self.points[side], other=TEAM_NAME[SIDES.other(side)])
            if self.points[side] < self.rules.match_target:
                rule = "below-target"
            else:
                rule = "over-but-tied" if winner is None else "over-but-lose"
        return Reason(rule, text(CHOICES[rule], **fields), side)

    def reasons(self) -> tuple[Reason, ...]:
        """The rule that decides, then why each other choice is wrong."""
        rule = self.ending()
        main = Reason(rule, text(ENDINGS[rule], **self._fields()))
        others = [self._choice(side) for side in (*TEAMS, "none")]
        return (main, *(reason for reason in others if reason is not None))

    def mistakes(self, response: Any) -> tuple[Reason, ...]:
        reason = self._choice(self.key(response))
        return (reason,) if reason is not None else ()

    def fields(self) -> tuple[Field, ...]:
        options = (*(Option(side, TEAM_NAME[side]) for side in TEAMS), Option("none", PLAY_ON_OPTION))
        return (Field("winner", "radio", WINNER_FIELD, options),)

    def field_values(self, answer: object) -> dict[str, object]:
        return {"winner": self.key(answer)}

    def position(self) -> dict[str, Any]:
        data: dict[str, Any] = {"totals": self.points}
        if self.made_by:
            data["made-by"] = self.made_by
        if self.failed_by:
            data["failed-by"] = self.failed_by
        return data

    @classmethod
    def from_position(cls, data: Mapping[str, Any], rules: Rules, **provenance: Any) -> Exercise:
        totals = data.get("totals")
        if not isinstance(totals, Mapping) or not totals:
            raise InvalidInput(say(messages.TEAM_TOTALS_NEEDED))
        return cls.make(totals, made_by=data.get("made-by"), failed_by=data.get("failed-by"), rules=rules, **provenance)


def _read_match_end(reader: _Reader, node: Node, fields: Fields, rules: Rules, question: str | None) -> Exercise | None:
    totals = _team_points(reader, fields, "totals")
    sides: dict[str, str | None] = {}
    for key in ("made-by", "failed-by"):
        sides[key] = reader.scalar(fields[key][1], key) if key in fields else None
        if sides[key] is not None and sides[key] not in SIDES:
            reader.problem(fields[key][1], say(messages.LAST_TAKERS, key=key, value=repr(sides[key])))
            return None
    if totals is None:
        return None
    if sides["made-by"] and sides["failed-by"]:
        reader.problem(fields["failed-by"][0], say(messages.MADE_AND_FAILED))
        return None
    result: Exercise | None = reader.attempt(
        fields["totals"][1], lambda: MatchEnd.make(totals, made_by=sides["made-by"], failed_by=sides["failed-by"],
                                                   rules=rules, question=question))
    return result


def _last_deal(rng: random.Random, rules: Rules) -> tuple[dict[str, int], str | None, bool]:
    """A random deal played to the end: each team's score, the taking team, made or not."""
    while True:
        deal = _played_deal(rng, rules)
        if deal is None or deal.contract is None or deal.result().litige:
            continue
        result = deal.result()
        return dict(result.score), deal.contract.team, result.made


def tens(rules: Rules, points: int) -> int:
    """``points`` as a total can be under ``rules``: rounded down to tens when every deal's score is rounded
    (the earlier totals drawn below the target stay below it, those drawn above it stay above)."""
    return points if rules.rounding == "none" else points // 10 * 10


def _generate_match_end(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    """The totals after a random deal, with totals before it drawn so that the level's case comes."""
    target, sides = rules.match_target, ("NS", "EW")
    for _ in range(ATTEMPTS):
        score, takers, made = _last_deal(rng, rules)
        if level == 1:
            over = rng.choice((None, *sides))
            if any(score[side] >= target for side in sides) or (over is not None and score[over] == 0):
                continue
            before = {side: target - 1 - rng.randrange(score[side]) if side == over
                      else target - 1 - score[side] - rng.randrange(min(300, target - score[side])) for side in sides}
        else:
            if min(score.values()) == 0 or (level == 2 and not made) or (level == 3 and made and rng.random() < 0.6):
                continue  # level 3: a failed contract (its takers kept their belote) or, less often, equal totals
            if level == 3 and made:
                total = target + tens(rules, rng.randrange(min(score.values())))
                before = {side: total - score[side] for side in sides}
            else:
                before = {side: target - 1 - rng.randrange(score[side]) for side in sides}
        totals = {side: tens(rules, before[side]) + score[side] for side in sides}
        return MatchEnd.make(totals, made_by=takers if made else None, failed_by=None if made else takers,
                             rules=rules, level=level, **provenance)
    raise InvalidInput(say(messages.NOT_FOUND, kind="match-end", level=level, rules=rules.name))


register(Kind("match-end", Msg("exercise kind", "Who wins the match?"), MatchEnd, ("totals", "made-by", "failed-by"),
              ("totals",), _read_match_end, _generate_match_end, picture="match-lines"))
