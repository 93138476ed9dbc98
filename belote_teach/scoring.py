"""Scoring one deal (rules reference: scoring): classic made / dedans / litige / capot, coinche contracts, rounding.

``score_deal`` takes what the tricks and announcements gave each team and returns what the
score sheet says, with the lines a scorer writes. The worked examples of the rules reference (scoring):

>>> classic = "classic"
>>> score_deal(classic, Contract("N", Trump.HEARTS), {"NS": 95, "EW": 67}, declarations={"NS": 20}).score
{'NS': 115, 'EW': 67}
>>> score_deal(classic, Contract("N", Trump.HEARTS), {"NS": 75, "EW": 87}, belote={"NS": 20}).score
{'NS': 95, 'EW': 87}
>>> rules = Rules().replace(belote_counts_for_contract="no")
>>> score_deal(rules, Contract("N", Trump.HEARTS), {"NS": 75, "EW": 87}, belote={"NS": 20}).score
{'NS': 20, 'EW': 162}
>>> tie = score_deal(classic, Contract("N", Trump.HEARTS), {"NS": 81, "EW": 81})
>>> tie.score, tie.litige, tie.reserve
({'NS': 0, 'EW': 81}, True, 81)
>>> score_deal(classic, Contract("N", Trump.HEARTS), {"NS": 162, "EW": 0}, capot="NS", belote={"EW": 20}).score
{'NS': 252, 'EW': 20}
>>> five = score_deal("coinche", Contract("N", Trump.HEARTS, 100), {"NS": 104, "EW": 58})
>>> five.score, five.unrounded
({'NS': 200, 'EW': 60}, {'NS': 204, 'EW': 58})
>>> score_deal("coinche", Contract("N", Trump.SPADES, 120, 2), {"NS": 90, "EW": 72}, belote={"NS": 20}).score
{'NS': 20, 'EW': 560}
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from .bidding import Contract
from .declarations import DeclarationOutcome
from .errors import InvalidInput
from .i18n import Lang, Msg
from .rules import Rules
from .seats import SEATS, SIDES, TEAMS, Points, Seat, Sides, Team, parse_seat, seat_name, team
from .seats import TEAM_NAME as TEAM_NAME
from .trump import Trump
from .values import DEAL_TOTAL

ALL_TRUMP_FFB2016_TOTAL = 258
Line = Callable[[Lang], str]

_C = "score"
_CONTRACT = Msg(_C, "Contract: {contract}.")
_CARD_POINTS = Msg(_C, "Card points (last trick included): {ns}, {ew}.")
_SCALED = Msg(_C, "All-trump card points, {ns_raw} and {ew_raw} out of 258, scaled to 162: {ns}, {ew}.")
_CAPOT = Msg(_C, "Capot: {team} won all eight tricks and count {points} card points; the other team 0.")
_ANNOUNCED = Msg(_C, "Declarations of {team}: {declarations}.")
_BEST = Msg(_C, "Best declaration: {team}, whose declarations count {points}.")
_CANCEL = Msg(_C, "The best runs are equal: they cancel, and no declarations count.")
_TIE_FIRST = Msg(_C, "The best runs are equal: {team} announced first and their declarations count {points}.")
_TIE_TAKERS = Msg(_C, "The best runs are equal: the takers, {team}, win and their declarations count {points}.")
_DECLARED_POINTS = Msg(_C, "Declarations: {team} {points}.")
_BELOTE = Msg(_C, "Belote-rebelote: {team} {points}.")
_TEST = Msg(_C, "{takers} (takers) {takers_total} against {defence} {defence_total}.")
_MADE = Msg(_C, "The contract is made.")
_DEDANS = Msg(_C, "The takers have less than the defence: dedans, the contract fails and the defence scores everything.")
_LITIGE = Msg(_C, "Litige: equal totals.")
_LITIGE_AS_DEDANS = Msg(_C, "Equal totals count as a failed contract under these rules: dedans.")
_BID_TEST = Msg(_C, "{takers} (takers) {takers_total} for a bid of {bid}, {defence} {defence_total}.")
_BID_MADE = Msg(_C, "The bid is reached: the contract is made.")
_BID_MADE_BEATEN = Msg(_C, "The bid is reached and the defence beaten: the contract is made.")
_BID_MISSED = Msg(_C, "The takers have less than their bid of {bid}: the contract fails and the defence scores it.")
_BID_NOT_BEATEN = Msg(_C, "The takers reach their bid but do not score more than the defence: the contract fails and "
                          "the defence scores it.")
_BID_MISSED_NOT_BEATEN = Msg(_C, "The takers have less than their bid of {bid}, and no more than the defence: the "
                                 "contract fails and the defence scores it.")
_CAPOT_MADE = Msg(_C, "{takers} won every trick: the capot contract is made.")
_CAPOT_FAILED = Msg(_C, "{takers} did not win every trick: the capot contract fails.")
_GENERALE_MADE = Msg(_C, "{taker} won every trick alone: the generale is made.")
_GENERALE_FAILED = Msg(_C, "{taker} did not win every trick alone: the generale fails.")
_TEAM_SCORE = Msg(_C, "{team}: {parts} = {total}.")
_TEAM_NOTHING = Msg(_C, "{team}: 0.")
_RESERVE_OUT = Msg(_C, "{points} points of the takers go into the reserve, for the winner of the next deal.")
_ROUNDED = Msg(_C, "Rounded to the nearest ten: {ns}, {ew}.")
_TOTAL = Msg(_C, "Score: {ns}, {ew}.")
_PART_CARDS = Msg(_C, "{points} card points")
_PART_DECLARATIONS = Msg(_C, "{points} for declarations")
_PART_BELOTE = Msg(_C, "{points} for belote")
_PART_BID = Msg(_C, "{points} for the bid")
_PART_CONTRACT = Msg(_C, "{points} for the contract")
_PART_MULTIPLIED = Msg(_C, "{points} × {multiplier} for the contract")
_PART_DEDANS = Msg(_C, "{points} for the failed contract")
_PART_RESERVE = Msg(_C, "{points} from the reserve")


def line(msg: Msg, **fields: object) -> Line:
    """A breakdown line: ``msg`` with its fields, each a value or a function of the language."""

    def render(lang: Lang) -> str:
        return msg(lang, **{key: value(lang) if callable(value) else value for key, value in fields.items()})

    return render


def team_and(side: str, points: int) -> Line:
    """``North–South 95`` in the chosen language."""
    return lambda lang: f"{TEAM_NAME[side](lang)} {points}"


def both_teams(points: Mapping[Team, int] | Mapping[str, int]) -> dict[str, Line]:
    """The ``ns`` and ``ew`` fields of a breakdown line: each team's name and points."""
    return {field: team_and(side, points[side]) for field, side in zip(("ns", "ew"), TEAMS, strict=True)}


def other(side: str) -> Team:
    """The other partnership."""
    return SIDES.other(side)


def round_score(points: int, rounding: str) -> int:
    """Rounding (rules reference: scoring): ``none``, ``r5up`` (85 → 90) or ``r6up`` (85 → 80, 86 → 90).

    >>> [round_score(p, "r5up") for p in (84, 85)], [round_score(p, "r6up") for p in (85, 86)]
    ([80, 90], [80, 90])
    """
    if rounding == "r5up":
        return (points + 5) // 10 * 10
    if rounding == "r6up":
        return (points + 4) // 10 * 10
    return points


def fail_value(bid: int, rules: Rules) -> int:
    """What a failed coinche bid gives the defence before the multiplier (switch ``fail_value``)."""
    return {"160+bid": 160 + bid, "162+bid": 162 + bid, "160": 160, "bid": bid}[rules.fail_value]


def scaled_points(raw_takers: int) -> int:
    """``ffb2016`` (rules reference: card values): the takers' all-trump points (of 258) scaled to 162, halves rounded up.

    >>> scaled_points(129), scaled_points(258)
    (81, 162)
    """
    return (raw_takers * DEAL_TOTAL * 2 + ALL_TRUMP_FFB2016_TOTAL) // (2 * ALL_TRUMP_FFB2016_TOTAL)


@dataclass(frozen=True, slots=True)
class DealScore:
    """One deal on the score sheet, every figure per side (the two teams, or each player at a table of
    two or three): an immutable value, its figures read-only ``Points``. ``score`` includes a reserve
    won; ``reserve`` is what this deal puts aside; ``litige``: the takers' points wait in the reserve
    (a tie). At a table of two or three, ``tricks`` and ``bonus`` give each player's tricks and trick
    bonuses, and ``receiver`` who got a failed taker's points.

    >>> result = score_deal("classic", Contract("N", Trump.HEARTS), {"NS": 95, "EW": 67})
    >>> result.score["NS"] = 0
    Traceback (most recent call last):
    ...
    TypeError: 'Points' object does not support item assignment
    """

    contract: Contract | None
    score: Points
    card_points: Points
    made: bool
    litige: bool
    capot: str | None
    reserve: int
    unrounded: Points
    lines: tuple[Line, ...] = field(repr=False, compare=False)
    thrown_in: bool = False
    decided_by: str = ""
    """The condition that decided the outcome (``DECIDED_BY``), e.g. ``bid-missed``."""
    judged: Points = field(default=Points(), repr=False)
    """The totals the contract was judged on (declarations and belote as the rules count them)."""
    tricks: Points = field(default=Points(), repr=False)
    bonus: Points = field(default=Points(), repr=False)
    receiver: Seat | None = None
    sides: Sides = field(default=SIDES, repr=False, compare=False)

    def __post_init__(self) -> None:
        for name in ("score", "card_points", "unrounded", "tricks", "bonus", "judged"):
            value = getattr(self, name)
            if not isinstance(value, Points):
                object.__setattr__(self, name, Points(value))

    @property
    def tie(self) -> bool:
        """The name of a litige at a table of two or three: the taker's points wait in the reserve."""
        return self.litige

    @property
    def seats(self) -> tuple[Seat, ...]:
        """The players, side by side."""
        return tuple(seat for side in self.sides for seat in self.sides.seats(side))

    @property
    def winner(self) -> str | None:
        """The side that wins this deal (and an earlier reserve): the takers who made it, else the
        side that received their points (``None``: thrown in, or a litige)."""
        if self.contract is None or self.litige:
            return None
        taker = self.sides.of(self.contract.taker)
        if self.made:
            return taker
        if self.receiver is not None:
            return self.receiver
        return self.sides.other(taker) if self.sides.partnerships else None

    def breakdown(self, lang: Lang = "en") -> list[str]:
        """The lines a scorer writes for this deal, in ``lang``."""
        return [render(lang) for render in self.lines]


@dataclass(slots=True)
class _Sheet:
    """Each team's score built up from labelled parts, for the total and the breakdown."""

    parts: dict[str, list[tuple[Msg, int, int]]] = field(default_factory=lambda: {side: [] for side in SIDES})

    def add(self, side: str, msg: Msg, points: int, multiplier: int = 1) -> None:
        if points:
            self.parts[side].append((msg, points, multiplier))

    def total(self, side: str) -> int:
        return sum(points * multiplier for _, points, multiplier in self.parts[side])

    def line(self, side: str) -> Line:
        parts = self.parts[side]
        if not parts:
            return line(_TEAM_NOTHING, team=TEAM_NAME[side])

        def joined(lang: Lang) -> str:
            return " + ".join(msg(lang, points=points, multiplier=multiplier) for msg, points, multiplier in parts)

        return line(_TEAM_SCORE, team=TEAM_NAME[side], parts=joined, total=self.total(side))


def _as_points(values: Mapping[str, int] | None, what: str) -> dict[str, int]:
    result = SIDES.zero()
    for side, points in (values or {}).items():
        if side not in result:
            raise InvalidInput(f"{what}: unknown team {side!r}, expected NS or EW")
        result[side] = points
    return result


def score_deal(
    rules: Rules | str,
    contract: Contract,
    points: Mapping[str, int],
    *,
    capot: str | None = None,
    declarations: Mapping[str, int] | DeclarationOutcome | None = None,
    belote: Mapping[str, int] | None = None,
    reserve: int = 0,
    generale_value: int | None = None,
) -> DealScore:
    """Score one deal.

    ``points``: each team's card points from its tricks, last trick included (raw: before a
    capot or the ``ffb2016`` scaling). ``capot``: the team that won all eight tricks, or the
    seat if one player won them all (a generale needs that). ``declarations``: the points each
    team scores for declarations after the comparison (a mapping, or the ``DeclarationOutcome``).
    ``belote``: belote-rebelote points each team announced. ``reserve``: points left by an
    earlier litige, for the team that wins this deal.

    One worked example for each branch (classic rules unless named; North takes in hearts):

    >>> north = Contract("N", Trump.HEARTS)
    >>> # dedans, declarations on both sides: 50 + cinquante (the best) = 100 < 112; the tierce of
    >>> # the defence does not count, the takers' cinquante goes to the defence: 162 + 50
    >>> score_deal("classic", north, {"NS": 50, "EW": 112}, declarations={"NS": 50}).score
    {'NS': 0, 'EW': 212}
    >>> # belote kept after a fall: 60 + 20 = 80 < 102
    >>> score_deal("classic", north, {"NS": 60, "EW": 102}, belote={"NS": 20}).score
    {'NS': 20, 'EW': 162}
    >>> # capot by the defence: it scores the capot value; the takers keep their belote
    >>> score_deal("classic", north, {"NS": 0, "EW": 162}, capot="EW", belote={"NS": 20}).score
    {'NS': 20, 'EW': 252}
    >>> # a litige carried over (81 in reserve), then won by East's team in the next deal: 100 + 81
    >>> tie = score_deal("classic", north, {"NS": 81, "EW": 81})
    >>> score_deal("classic", Contract("E", Trump.SPADES), {"NS": 62, "EW": 100}, reserve=tie.reserve).score
    {'NS': 62, 'EW': 181}
    >>> # coinche made, coinched (×2) and surcoinched (×4): (160 + 100) × M, the defence nothing
    >>> [score_deal("coinche", Contract("N", Trump.HEARTS, 100, m), {"NS": 104, "EW": 58}).score["NS"]
    ...  for m in (2, 4)]
    [520, 1040]
    >>> # coinche failed and surcoinched: (160 + 120) × 4 to the defence, the takers keep their belote
    >>> score_deal("coinche", Contract("N", Trump.SPADES, 120, 4), {"NS": 90, "EW": 72}, belote={"NS": 20}).score
    {'NS': 20, 'EW': 1120}
    >>> # all-trump, ffb2016 values: 150 of 258 raw points scale to 94 of 162
    >>> ffb2016 = Rules().replace(all_trump_values="ffb2016")
    >>> score_deal(ffb2016, Contract("N", Trump.ALL_TRUMP), {"NS": 150, "EW": 108}).card_points
    {'NS': 94, 'EW': 68}
    """
    rules = Rules.coerce(rules)
    taker_side, defence = contract.team, other(contract.team)
    raw = _as_points(points, "card points")
    belotes = _as_points(belote, "belote")
    outcome = declarations if isinstance(declarations, DeclarationOutcome) else None
    declared = _as_points(outcome.points if outcome else declarations, "declarations")  # type: ignore[arg-type]
    solo: Seat | None = None
    if capot in SEATS:
        solo = parse_seat(capot)
        capot = team(solo)
    if capot is not None and capot not in TEAMS:
        raise InvalidInput(f"capot: unknown team or seat {capot!r}, expected NS, EW or a seat")
    lines: list[Line] = [line(_CONTRACT, contract=contract.describe)]

    # rules reference: scoring and card values: card points after a capot or the ffb2016 scaling
    p = dict(raw)
    if capot is not None:
        p[capot], p[other(capot)] = int(rules.capot_value), 0
        lines.append(line(_CAPOT, team=TEAM_NAME[capot], points=p[capot]))
    elif contract.trump is Trump.ALL_TRUMP and rules.all_trump_values == "ffb2016":
        p[taker_side] = scaled_points(raw[taker_side])
        p[defence] = DEAL_TOTAL - p[taker_side]
        ns_raw, ew_raw = (raw[side] for side in TEAMS)
        lines.append(line(_SCALED, ns_raw=ns_raw, ew_raw=ew_raw, **both_teams(p)))
    else:
        lines.append(line(_CARD_POINTS, **both_teams(p)))
    lines += _declaration_lines(outcome, declared, rules)
    lines += [line(_BELOTE, team=TEAM_NAME[side], points=belotes[side]) for side in TEAMS if belotes[side]]

    def judged(side: str) -> int:
        total = p[side]
        total += declared[side] if rules.declarations_count_for_contract == "yes" else 0
        total += belotes[side] if rules.belote_counts_for_contract == "yes" else 0
        return total

    ta, td = judged(taker_side), judged(defence)
    sheet = _Sheet()
    reserve_out = 0
    litige = False
    multiplier = contract.multiplier
    if contract.bid is None:  # classic (rules reference: scoring)
        lines.append(line(_TEST, takers=TEAM_NAME[taker_side], takers_total=ta,
                          defence=TEAM_NAME[defence], defence_total=td))
        made = ta > td
        litige = ta == td
        decided_by = "takers-higher" if made else "totals-equal" if litige else "takers-lower"
        if made:
            lines.append(line(_MADE))
        elif litige and rules.litige == "carry_over":
            lines.append(line(_LITIGE))
        else:
            lines.append(line(_LITIGE_AS_DEDANS if litige else _DEDANS))
            decided_by = "totals-equal-dedans" if litige else decided_by
            litige = False
        contract_value = 0
        stake = max(DEAL_TOTAL, p[defence])  # what the defence scores for a fall, before declarations
    else:  # coinche (rules reference: scoring)
        made, contract_value, decided_by = _coinche_test(rules, contract, ta, td, capot, solo, generale_value, lines)
        stake = contract_value or fail_value(int(contract.bid), rules)

    if litige:  # carry_over (rules reference: scoring): the defence scores now, the takers' points wait for the next deal's winner
        sheet.add(defence, _PART_CARDS, p[defence])
        sheet.add(defence, _PART_DECLARATIONS, declared[defence])
        sheet.add(defence, _PART_BELOTE, belotes[defence])
        sheet.add(taker_side, _PART_BELOTE, belotes[taker_side])
        reserve_out = reserve + p[taker_side] + declared[taker_side]
    else:
        winner = taker_side if made else defence
        loser = other(winner)
        # belote prenable: the team that wins the deal takes the belote of a team left with nothing else
        wiped_out = not made or multiplier > 1 or capot == taker_side
        if rules.belote_on_failure == "prenable" and wiped_out:
            belotes[winner] += belotes[loser]
            belotes[loser] = 0
        if multiplier > 1:  # rules reference: scoring: the winner scores the contract value × M and every declaration
            sheet.add(winner, _PART_MULTIPLIED, stake, multiplier)
            sheet.add(winner, _PART_DECLARATIONS, sum(declared[side] for side in TEAMS))
        elif made:
            if contract.bid is None:
                sheet.add(taker_side, _PART_CARDS, p[taker_side])
            elif contract_value:
                sheet.add(taker_side, _PART_CONTRACT, contract_value)
            elif rules.success_score == "made_plus_bid":
                sheet.add(taker_side, _PART_CARDS, p[taker_side])
                sheet.add(taker_side, _PART_BID, int(contract.bid))
            else:
                sheet.add(taker_side, _PART_CONTRACT, int(contract.bid))
            taken = declared[defence] if rules.capot_takes_defence_declarations == "yes" and capot == taker_side else 0
            sheet.add(taker_side, _PART_DECLARATIONS, declared[taker_side] + taken)
            sheet.add(defence, _PART_CARDS, p[defence])
            sheet.add(defence, _PART_DECLARATIONS, declared[defence] - taken)
        else:
            sheet.add(defence, _PART_CONTRACT if contract_value else _PART_DEDANS, stake)
            sheet.add(defence, _PART_DECLARATIONS, sum(declared[side] for side in TEAMS))
        sheet.add(winner, _PART_BELOTE, belotes[winner])
        sheet.add(loser, _PART_BELOTE, belotes[loser])
        sheet.add(winner, _PART_RESERVE, reserve)

    unrounded = {side: sheet.total(side) for side in TEAMS}
    lines += [sheet.line(side) for side in TEAMS]
    if reserve_out:
        lines.append(line(_RESERVE_OUT, points=reserve_out))
    score = {side: round_score(unrounded[side], rules.rounding) for side in TEAMS}
    if score != unrounded:
        lines.append(line(_ROUNDED, **both_teams(score)))
    lines.append(line(_TOTAL, **both_teams(score)))
    return DealScore(contract, Points(score), Points(p), made, litige, capot, reserve_out, Points(unrounded), tuple(lines),
                     decided_by=decided_by, judged=Points({side: judged(side) for side in TEAMS}))


def _coinche_test(
    rules: Rules,
    contract: Contract,
    ta: int,
    td: int,
    capot: str | None,
    solo: Seat | None,
    generale_value: int | None,
    lines: list[Line],
) -> tuple[bool, int, str]:
    """The coinche contract test; returns (made, fixed contract value or 0 for a points bid, what decided)."""
    takers, defence = TEAM_NAME[contract.team], TEAM_NAME[other(contract.team)]
    if contract.bid == "capot":
        made = capot == contract.team
        lines.append(line(_CAPOT_MADE if made else _CAPOT_FAILED, takers=takers))
        return made, rules.capot_bid_value, "capot-won" if made else "capot-lost"
    if contract.bid == "generale":
        if generale_value is None:
            raise InvalidInput("a generale contract needs its value (generale_value): the rules record none")
        made = solo == contract.taker
        lines.append(line(_GENERALE_MADE if made else _GENERALE_FAILED,
                          taker=lambda lang: seat_name(contract.taker, lang)))
        return made, generale_value, "generale-won" if made else "generale-lost"
    bid = int(contract.bid)  # type: ignore[arg-type]
    reached = ta >= bid
    beaten = rules.contract_condition == "reach" or ta > td
    made = reached and beaten
    lines.append(line(_BID_TEST, takers=takers, takers_total=ta, bid=bid, defence=defence, defence_total=td))
    if made:
        reach = rules.contract_condition == "reach"
        lines.append(line(_BID_MADE if reach else _BID_MADE_BEATEN))
        return True, 0, "bid-reached" if reach else "bid-reached-defence-beaten"
    decided_by = "defence-not-beaten" if reached else "bid-missed" if beaten else "bid-missed-defence-not-beaten"
    lines.append(line({"defence-not-beaten": _BID_NOT_BEATEN, "bid-missed": _BID_MISSED,
                       "bid-missed-defence-not-beaten": _BID_MISSED_NOT_BEATEN}[decided_by], bid=bid))
    return False, 0, decided_by


def _declaration_lines(outcome: DeclarationOutcome | None, declared: dict[str, int], rules: Rules) -> list[Line]:
    if outcome is None:
        return [line(_DECLARED_POINTS, team=TEAM_NAME[side], points=declared[side]) for side in TEAMS if declared[side]]
    lines: list[Line] = []
    for side in TEAMS:
        mine = [d for _, d in outcome.of(side)]
        if mine:
            names = [d.describe for d in mine]
            lines.append(line(_ANNOUNCED, team=TEAM_NAME[side],
                              declarations=lambda lang, names=names: ", ".join(name(lang) for name in names)))
    if outcome.winner is None:
        if outcome.tie:
            lines.append(line(_CANCEL))
    elif outcome.tie:
        msg = _TIE_TAKERS if rules.equal_sequence_tie == "taker_team" else _TIE_FIRST
        lines.append(line(msg, team=TEAM_NAME[outcome.winner], points=outcome.points[outcome.winner]))
    else:
        lines.append(line(_BEST, team=TEAM_NAME[outcome.winner], points=outcome.points[outcome.winner]))
    return lines


DECIDED_BY = ("takers-higher", "takers-lower", "totals-equal", "totals-equal-dedans", "bid-reached",
              "bid-reached-defence-beaten", "bid-missed", "defence-not-beaten", "bid-missed-defence-not-beaten",
              "capot-won", "capot-lost", "generale-won", "generale-lost")
"""What can decide a deal: the classic comparison of the totals, the coinche bid (reached, and the defence
outscored when the rules ask for it), a capot or generale contract won or lost."""


def outcome_name(result: DealScore) -> str:
    """A deal's outcome as a word: ``made``, ``dedans``, ``litige`` or ``thrown-in``."""
    if result.thrown_in:
        return "thrown-in"
    return "made" if result.made else "litige" if result.litige else "dedans"
