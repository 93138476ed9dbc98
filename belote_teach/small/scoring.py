"""The individual score sheet of a deal for two or three players (rules reference: two and three players).

Each player's total is his card points (last trick included), his declarations if his were the
best, his stuk (belote) and the bonuses: +100 for the player who wins every trick, and for each
player without a trick 100 shared by the players who won tricks. The taker must score more than
**each** other player:

- he does: everyone scores his own total;
- another player scores more: the taker scores nothing and his total goes to the player with the
  highest total;
- a tie with the taker, or between the players entitled to his total: the taker's total goes into
  the reserve, for the winner of the next deal (the taker if he succeeds, otherwise the player who
  receives his points).

A non-taker who won no trick keeps his declarations and stuk unless, with them, he would score
more than the taker (engine reading of "unless they would win him the game"): then they count
for nothing. Scores are then rounded (``rounding``).

>>> from belote_teach.bidding import Contract
>>> from belote_teach.trump import Trump
>>> south = Contract("S", Trump.HEARTS)
>>> sheet = score_small("nl23", south, {"E": 40, "S": 70, "W": 30}, {"E": 3, "S": 4, "W": 2})
>>> sheet.made, sheet.score                      # 70 beats 40 and 30: everyone scores his own
(True, {'E': 40, 'S': 70, 'W': 30})
>>> sheet = score_small("nl23", south, {"E": 75, "S": 58, "W": 7}, {"E": 5, "S": 3, "W": 1})
>>> sheet.made, sheet.receiver, sheet.score      # East 75 beats the taker: he also gets his 58
(False, 'E', {'E': 130, 'S': 0, 'W': 10})
>>> print(sheet.breakdown("en")[-5])
East: 75 card points + 58 of the taker's points = 133.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..bidding import Contract
from ..declarations import DeclarationOutcome
from ..errors import InvalidInput
from ..i18n import Lang, Msg
from ..rules import Rules
from ..scoring import DealScore, Line, line, round_score
from ..seats import Points, Seat, Sides, parse_seat, seat_name

ALL_TRICKS_BONUS = 100
NO_TRICK_AWARD = 100

_C = "small score"
_CONTRACT = Msg("score", "Contract: {contract}.")
_CARD_POINTS = Msg(_C, "Card points (last trick included): {points}.")
_TRICKS = Msg(_C, "Tricks won: {tricks}.")
_ANNOUNCED = Msg(_C, "Declarations of {player}: {declarations}.")
_BEST = Msg(_C, "Best declaration: {player}, whose declarations count {points}.")
_CANCEL = Msg("score", "The best runs are equal: they cancel, and no declarations count.")
_TIE_FIRST = Msg(_C, "The best runs are equal: {player} announced first and his declarations count {points}.")
_TIE_TAKER = Msg(_C, "The best runs are equal: the taker, {player}, wins and his declarations count {points}.")
_DECLARED_POINTS = Msg(_C, "Declarations: {player} {points}.")
_STUK = Msg(_C, "Belote (trump king and queen): {player} {points}.")
_ALL_TRICKS = Msg(_C, "{player} won every trick: {points} points more.")
_NO_TRICK = Msg(_C, "{player} won no trick: {players} share {points}.")
_NO_TRICK_ONE = Msg(_C, "{player} won no trick: {players} gets {points}.", "two players, or one player won every trick")
_VOID = Msg(_C, "{player} won no trick and would have the highest total of the deal with his declarations: they "
                "count for nothing.")
_TEST = Msg(_C, "{taker} (taker) {total} against {others}.")
_MADE = Msg(_C, "The taker scores more than each other player: everyone scores his own points.")
_FAILED = Msg(_C, "{player} scores more than the taker: the taker scores nothing and his {points} points go to {player}.")
_TIE = Msg(_C, "A tie with the taker: his {points} points go into the reserve, for the winner of the next deal.")
_TIE_RECEIVERS = Msg(_C, "{players} tie for the taker's points: his {points} points go into the reserve, for the winner of the next deal.")
_SCORE_LINE = Msg("score", "{team}: {parts} = {total}.")
_NOTHING = Msg("score", "{team}: 0.")
_ROUNDED = Msg(_C, "Rounded to the nearest ten: {scores}.")
_TOTAL = Msg(_C, "Score: {scores}.")
_AND = Msg(_C, "{first} and {second}", "two players, e.g. East and West")
_PART_CARDS = Msg("score", "{points} card points")
_PART_DECLARATIONS = Msg("small score", "{points} for declarations")
_PART_BELOTE = Msg(_C, "{points} for belote", "the trump king and queen of one player (Dutch: stuk)")
_PART_ALL_TRICKS = Msg(_C, "{points} for winning every trick")
_PART_NO_TRICK = Msg(_C, "{points} for the players without a trick")
_PART_TAKER = Msg(_C, "{points} of the taker's points")
_PART_RESERVE = Msg("score", "{points} from the reserve")


SmallScore = DealScore
"""The score sheet of a deal for two or three players is the four players' ``DealScore``, per player."""


def named(values: Mapping[str, int]) -> Line:
    """``South 80, West 50`` in the chosen language."""
    return lambda lang: ", ".join(f"{seat_name(parse_seat(seat), lang)} {points}" for seat, points in values.items())


def player(seat: Seat) -> Line:
    return lambda lang: seat_name(seat, lang)


def players(seats: list[Seat]) -> Line:
    """One or two players' names: ``East`` or ``East and West``."""
    if len(seats) == 1:
        return player(seats[0])
    return line(_AND, first=player(seats[0]), second=player(seats[1]))


def _per_seat(values: Mapping[str, int] | None, seats: tuple[Seat, ...], what: str) -> dict[str, int]:
    result: dict[str, int] = dict.fromkeys(seats, 0)
    for key, points in (values or {}).items():
        if key not in result:
            raise InvalidInput(f"{what}: {key!r} is not at the table, expected one of {' '.join(seats)}")
        result[key] = points
    return result


def score_small(
    rules: Rules | str,
    contract: Contract,
    points: Mapping[str, int],
    tricks: Mapping[str, int],
    *,
    declarations: Mapping[str, int] | DeclarationOutcome | None = None,
    belote: Mapping[str, int] | None = None,
    reserve: int = 0,
) -> SmallScore:
    """Score one deal: ``points`` and ``tricks`` per player (in table order), the declarations each
    player scores after the comparison (a mapping or the ``DeclarationOutcome``), the belote (stuk) each
    announced, and a ``reserve`` left by an earlier tie for the winner of this deal.

    One worked example per branch (three players unless two are named; South takes):

    >>> from belote_teach.trump import Trump
    >>> south = Contract("S", Trump.HEARTS)
    >>> # a tie with the taker: 60 each; his 60 wait in the reserve, the others score now
    >>> tie = score_small("nl23", south, {"E": 60, "S": 60, "W": 20}, {"E": 3, "S": 4, "W": 2})
    >>> tie.tie, tie.score, tie.reserve
    (True, {'E': 60, 'S': 0, 'W': 20}, 60)
    >>> # East and West tie above the taker: the taker's 30 go into the reserve
    >>> split = score_small("nl23", south, {"E": 60, "S": 30, "W": 50}, {"E": 4, "S": 2, "W": 3}, belote={"W": 10})
    >>> split.tie, split.receiver, split.score, split.reserve
    (True, None, {'E': 60, 'S': 0, 'W': 60}, 30)
    >>> # the next deal's winner takes the reserve: South makes it and adds the 60
    >>> score_small("nl23", south, {"E": 40, "S": 70, "W": 30}, {"E": 3, "S": 4, "W": 2}, reserve=60).score
    {'E': 40, 'S': 130, 'W': 30}
    >>> # South wins every trick (two players): +100, and 100 for North's empty hand
    >>> score_small("nl23+players=2", south, {"N": 0, "S": 105}, {"N": 0, "S": 9}).score
    {'N': 0, 'S': 310}
    >>> # West wins no trick: East and South share 100; West's tierce stays, he does not beat South
    >>> score_small("nl23", south, {"E": 52, "S": 66, "W": 0}, {"E": 4, "S": 5, "W": 0}, declarations={"W": 20}).score
    {'E': 100, 'S': 120, 'W': 20}
    >>> # ... and a carré of kings (100) lifts him above South, but not above East: it counts
    >>> lifted = score_small("nl23", south, {"E": 82, "S": 46, "W": 0}, {"E": 5, "S": 4, "W": 0}, declarations={"W": 100})
    >>> lifted.score, lifted.receiver
    ({'E': 230, 'S': 0, 'W': 100}, 'E')
    >>> # ... but a carré of jacks (200) would give him the highest total of the deal: it counts for nothing
    >>> score_small("nl23", south, {"E": 52, "S": 66, "W": 0}, {"E": 4, "S": 5, "W": 0}, declarations={"W": 200}).score
    {'E': 100, 'S': 120, 'W': 0}
    """
    rules = Rules.coerce(rules)
    seats = tuple(parse_seat(seat) for seat in points)
    taker = contract.taker
    if taker not in seats:
        raise InvalidInput(f"the taker {taker} is not at the table: {' '.join(seats)}")
    cards = _per_seat(points, seats, "card points")
    won = _per_seat(tricks, seats, "tricks")
    outcome = declarations if isinstance(declarations, DeclarationOutcome) else None
    declared = _per_seat(outcome.points if outcome else declarations, seats, "declarations")  # type: ignore[arg-type]
    stuk = _per_seat(belote, seats, "belote")
    lines: list[Line] = [line(_CONTRACT, contract=contract.describe), line(_CARD_POINTS, points=named(cards)),
                         line(_TRICKS, tricks=named(won))]
    lines += _roem_lines(outcome, declared, rules)
    lines += [line(_STUK, player=player(seat), points=stuk[seat]) for seat in seats if stuk[seat]]

    # rules reference: two and three players: bonuses
    total_tricks = sum(won.values())
    all_tricks: dict[str, int] = dict.fromkeys(seats, 0)
    no_trick: dict[str, int] = dict.fromkeys(seats, 0)
    winners = [seat for seat in seats if won[seat]]
    for seat in seats:
        if won[seat] == total_tricks:
            all_tricks[seat] = ALL_TRICKS_BONUS
            lines.append(line(_ALL_TRICKS, player=player(seat), points=ALL_TRICKS_BONUS))
        if not won[seat]:
            shared = _NO_TRICK if len(winners) > 1 else _NO_TRICK_ONE
            lines.append(line(shared, player=player(seat), players=players(winners), points=NO_TRICK_AWARD))
            for other in winners:
                no_trick[other] += NO_TRICK_AWARD // len(winners)

    def judged(seat: Seat) -> int:
        total = cards[seat] + all_tricks[seat] + no_trick[seat]
        total += declared[seat] if rules.declarations_count_for_contract == "yes" else 0
        total += stuk[seat] if rules.belote_counts_for_contract == "yes" else 0
        return total

    before = {seat: judged(seat) for seat in seats}
    for seat in seats:  # a trickless non-taker's roem never wins him the deal: the highest total, not only the taker's
        if seat != taker and not won[seat] and declared[seat] + stuk[seat] and all(
                before[seat] > before[other] for other in seats if other != seat):
            declared[seat] = stuk[seat] = 0
            lines.append(line(_VOID, player=player(seat)))

    own: dict[str, int] = {seat: cards[seat] + declared[seat] + stuk[seat] + all_tricks[seat] + no_trick[seat] for seat in seats}
    others = [seat for seat in seats if seat != taker]
    lines.append(line(_TEST, taker=player(taker), total=judged(taker),
                      others=named({seat: judged(seat) for seat in others})))
    top = max(judged(seat) for seat in others)
    highest = [seat for seat in others if judged(seat) == top]
    made = judged(taker) > top
    receiver: Seat | None = highest[0] if not made and len(highest) == 1 and top > judged(taker) else None
    tie = not made and receiver is None
    if made:
        lines.append(line(_MADE))
    elif receiver is not None:
        lines.append(line(_FAILED, player=player(receiver), points=own[taker]))
    elif top == judged(taker):
        lines.append(line(_TIE, points=own[taker]))
    else:
        lines.append(line(_TIE_RECEIVERS, players=players(highest), points=own[taker]))

    sheet: dict[Seat, list[tuple[Msg, int]]] = {seat: [] for seat in seats}
    for seat in seats:
        if seat == taker and not made:
            continue
        for msg, value in ((_PART_CARDS, cards[seat]), (_PART_DECLARATIONS, declared[seat]), (_PART_BELOTE, stuk[seat]),
                           (_PART_ALL_TRICKS, all_tricks[seat]), (_PART_NO_TRICK, no_trick[seat])):
            sheet[seat].append((msg, value))
    if receiver is not None:
        sheet[receiver].append((_PART_TAKER, own[taker]))
    deal_winner = taker if made else receiver
    if deal_winner is not None:
        sheet[deal_winner].append((_PART_RESERVE, reserve))
    reserve_out = reserve + own[taker] if tie else 0
    unrounded: dict[str, int] = {seat: sum(value for _, value in sheet[seat]) for seat in seats}
    lines += [_sheet_line(seat, sheet[seat], unrounded[seat]) for seat in seats]
    score: dict[str, int] = {seat: round_score(unrounded[seat], rules.rounding) for seat in seats}
    if score != unrounded:
        lines.append(line(_ROUNDED, scores=named(score)))
    lines.append(line(_TOTAL, scores=named(score)))
    bonus: dict[str, int] = {seat: all_tricks[seat] + no_trick[seat] for seat in seats}
    return DealScore(contract, Points(score), Points(cards), made, tie, None, reserve_out, Points(unrounded), tuple(lines),
                     tricks=Points(won), bonus=Points(bonus), receiver=receiver, sides=Sides.alone(seats))


def _sheet_line(seat: Seat, parts: list[tuple[Msg, int]], total: int) -> Line:
    shown = [(msg, value) for msg, value in parts if value]
    if not shown:
        return line(_NOTHING, team=player(seat))

    def joined(lang: Lang) -> str:
        return " + ".join(msg(lang, points=value) for msg, value in shown)

    return line(_SCORE_LINE, team=player(seat), parts=joined, total=total)


def _roem_lines(outcome: DeclarationOutcome | None, declared: dict[str, int], rules: Rules) -> list[Line]:
    if outcome is None:
        return [line(_DECLARED_POINTS, player=player(parse_seat(seat)), points=points)
                for seat, points in declared.items() if points]
    lines: list[Line] = []
    for seat in dict.fromkeys(seat for seat, _ in outcome.declared):
        names = [d.describe for _, d in outcome.of(seat)]
        lines.append(line(_ANNOUNCED, player=player(seat),
                          declarations=lambda lang, names=names: ", ".join(name(lang) for name in names)))
    if outcome.winner is None:
        if outcome.tie:
            lines.append(line(_CANCEL))
    else:
        msg = _BEST if not outcome.tie else _TIE_TAKER if rules.equal_sequence_tie == "taker_team" else _TIE_FIRST
        lines.append(line(msg, player=player(parse_seat(outcome.winner)), points=outcome.points[outcome.winner]))
    return lines
