"""Can it happen? Checks that a position or a record is reachable under the rules it names.

The engine computes whatever it is given; these checks refuse what no real deal can produce, each
as ``"… cannot happen because …"`` (``None`` when it can): a contract the rules cannot bid, card
points no set of tricks holds, declarations no hands hold, match totals no deal leads to, a card of
a suit its player has already shown out of. The guide's build, the exercise kinds and the teachers'
``check`` call them on every block, exercise and file.

>>> contract_problem("classic", "no-trump")
'a no-trumps contract cannot happen under the classic rules because their auction offers only suit contracts'
>>> contract_problem("bga", "no-trump") is None, contract_problem("coinche", "H", bid=85)
(True, 'a bid of 85 cannot happen under the coinche rules because the bids are 80, 90, 100, 110, 120, 130, 140, 150, 160, capot')
>>> print(card_points_problem("nl23+players=2", "H", {"N": 0, "S": 162}, tricks={"N": 0, "S": 9}))
card points N 0, S 162 cannot happen because two players hold 18 of the 32 cards: their tricks hold at most 156 card points in hearts
>>> print(match_problem("classic", {"NS": 1030, "EW": 1002}, failed_by="NS"))
totals NS 1030, EW 1002 after NS failed their contract cannot happen because failed takers score at most their belote (20): NS had already reached 1000 before that deal, and the match was over
>>> match_problem("classic", {"NS": 1010, "EW": 1002}, failed_by="NS") is None
True
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from functools import cache

from .bidding import Contract, bid_ladder
from .cards import DECK, Card
from .deal import Deal
from .declarations import BELOTE_POINTS, CARRE_NT_FFB, CARRE_STANDARD, CENT, RUN_POINTS
from .i18n import Msg, default_language, say
from .play import winning_position
from .rulebook import contract_modes
from .rules import Rules
from .scoring import fail_value, round_score
from .seats import Seat, seat_name, team
from .trump import Trump
from .values import LAST_TRICK_BONUS, point_table

_C = "impossible"
CANNOT = Msg(_C, "{what} cannot happen because {why}",
             "what: what a position or record gives (a noun phrase below); why: a whole clause below")
CANNOT_UNDER = Msg(_C, "{what} cannot happen under the {rules} rules because {why}", "rules: a preset, such as classic")
_MODE_WORD = {Trump.NO_TRUMP: Msg(_C, "a no-trumps contract"), Trump.ALL_TRUMP: Msg(_C, "an all-trumps contract")}
_TABLE = {2: Msg(_C, "two players", "at a table of two"), 3: Msg(_C, "three players", "at a table of three")}
BID_OR_COINCHE = Msg(_C, "a bid or a coinche")
NO_BID = Msg(_C, "a contract without a bid")
A_BID = Msg(_C, "a bid of {bid}")
A_MULTIPLIER = Msg(_C, "a multiplier of {multiplier}")
CARD_POINTS = Msg(_C, "card points {points}", "points: sides and figures, N 0, S 162")
TRICKS = Msg(_C, "tricks {points}", "points: players and tricks, E 5, S 3, W 1")
DECLARATIONS = Msg(_C, "declarations {points}", "points: sides and figures, NS 30, EW 0")
BELOTE = Msg(_C, "belote {points}", "points: sides and figures, NS 20, EW 20")
TOTALS = Msg(_C, "totals {points}", "points: sides and figures, NS 1030, EW 1002")
AFTER = {("made", 2): Msg(_C, "{text} after {side} made their contract", "text: TOTALS; side: a team, NS"),
         ("made", 1): Msg(_C, "{text} after {side} made his contract", "text: TOTALS; side: a player, E"),
         ("failed", 2): Msg(_C, "{text} after {side} failed their contract", "text: TOTALS; side: a team, NS"),
         ("failed", 1): Msg(_C, "{text} after {side} failed his contract", "text: TOTALS; side: a player, E")}
DECLARED = Msg(_C, "{player}'s {declaration}", "declaration: its name and cards, tierce Q♥ K♥ A♥")
CARD_IN_TRICK = Msg(_C, "{player}'s {card} in trick {number}")
A_HAND = Msg(_C, "{player}'s hand")
HAND_OF = Msg(_C, "a hand of {count} cards")
SMALL_SUITS = Msg(_C, "a table of two or three plays only suit contracts")
TA_SA_OFF = Msg(_C, "its bids name only a suit (ta_sa_bids = off)", "keep ta_sa_bids = off: a rule switch")
SUITS_ONLY = Msg(_C, "their auction offers only suit contracts")
ON_A_TURNED_CARD = Msg(_C, "their auction is on a turned card: a contract names only its taker and its trump")
EVERY_BID = Msg(_C, "every contract is a bid")
LADDER = Msg(_C, "the bids are {ladder}")
MULTIPLIERS = Msg(_C, "a contract counts {multipliers}", "multipliers: ×1, ×2, ×4")
NEGATIVE_POINTS = Msg(_C, "card points are never negative")
DEAL_TOTAL = Msg(_C, "the card points of a deal add up to {full}")
CAPOT = Msg(_C, "{capot} won every trick: they hold all {full} card points", "capot: a team, NS")
NO_SET = Msg(_C, "no set of tricks holds {value} card points in {mode}", "mode: hearts, no trumps …")
HOLD_SOME = Msg(_C, "{table} hold {cards} of the {deck} cards", "table: two players / three players")
HOLD_ALL = Msg(_C, "{table} hold all {deck} cards", "table: two players / three players")
BOUND = {"most": Msg(_C, "{hold}: their tricks hold at most {points} card points in {mode}", "hold: HOLD_SOME or HOLD_ALL"),
         "least": Msg(_C, "{hold}: their tricks hold at least {points} card points in {mode}", "hold: HOLD_SOME or HOLD_ALL"),
         "not": Msg(_C, "{hold}: their tricks hold not {points} card points in {mode}", "hold: HOLD_SOME or HOLD_ALL")}
PLAY_TRICKS = Msg(_C, "{table} play {size} tricks", "table: two players / three players")
NO_TRICK = Msg(_C, "a player without a trick has no card points")
TRICKS_HOLD = Msg(_C, "{won} tricks of {players} cards cannot hold {value} card points")
WITHOUT_DECLARATIONS = Msg(_C, "they are played without declarations", "they: the rules")
HAND_DECLARES = {2: Msg(_C, "no hand of a team declares {value}: runs are worth 20, 50 or 100, carrés 100, 150 or 200"),
                 1: Msg(_C, "no hand of a player declares {value}: runs are worth 20, 50 or 100, carrés 100, 150 or 200")}
NO_BELOTE = Msg(_C, "there is no belote in no trumps")
BELOTE_WORTH = Msg(_C, "each king and queen of trumps in one hand is worth {belote}: at most {most} in {mode}",
                   "mode: hearts, all trumps …")
NOT_HELD = Msg(_C, "{player} does not hold the {card}")
NEGATIVE_SCORES = Msg(_C, "scores are never negative")
TENS = Msg(_C, "under the {rules} rules every deal's score is rounded to tens", "rules: a preset")
AT_LEAST = Msg(_C, "{side} score at least {least} in that deal", "side: a team (NS) or a player (E)")
MATCH_OVER = Msg(_C, "failed takers score at most their belote ({most}): {side} had already reached {target} before "
                     "that deal, and the match was over", "side: a team (NS) or a player (E)")
SHOWED_OUT = Msg(_C, "{player} showed out of {suit} in trick {shown}")
HOLDS_SHOWN = Msg(_C, "it holds the {card}, and {player} showed out of {suit} in trick {shown}", "it: the hand")
EACH_HOLDS = Msg(_C, "each player holds {size}")
"""What cannot happen and why, in the problems' language (``i18n.say``): the guide's build says it in
the page's language, ``check --lang fr`` in French."""


def _cannot(what: str, why: str, rules: Rules | None = None) -> str:
    if rules is None:
        return say(CANNOT, what=what, why=why)
    return say(CANNOT_UNDER, what=what, rules=rules.name, why=why)


def _mode(mode: Trump) -> str:
    return mode.name_in(default_language())


def _points_text(points: Mapping[str, int]) -> str:
    return ", ".join(f"{side} {value}" for side, value in points.items())


def contract_problem(rules: Rules | str, trump: Trump | str, *, bid: object = None, multiplier: int = 1,
                     complete: bool = False) -> str | None:
    """A contract the auction of ``rules`` cannot end in: a trump mode it does not offer, a bid off
    its ladder, a bid or a coinche in the classic auction, a multiplier it does not have; when the
    contract is ``complete`` (a score sheet), a coinche contract without its bid."""
    rules = Rules.coerce(rules)
    mode = Trump.parse(trump)
    modes = contract_modes(rules)
    if mode in _MODE_WORD and mode.value not in modes:
        if rules.players != 4:
            why = say(SMALL_SUITS)
        elif rules.auction == "coinche":
            why = say(TA_SA_OFF)
        else:
            why = say(SUITS_ONLY)
        return _cannot(say(_MODE_WORD[mode]), why, rules)
    if rules.auction == "retourne":
        if bid is not None or multiplier != 1:
            return _cannot(say(BID_OR_COINCHE), say(ON_A_TURNED_CARD), rules)
        return None
    if bid is None:
        if not complete:
            return None
        return _cannot(say(NO_BID), say(EVERY_BID), rules)
    ladder = bid_ladder(rules)
    if bid not in ladder:
        return _cannot(say(A_BID, bid=bid), say(LADDER, ladder=", ".join(map(str, ladder))), rules)
    allowed = (1, 2, 4 if rules.multipliers == "x2x4" else 3)
    if multiplier not in allowed:
        return _cannot(say(A_MULTIPLIER, multiplier=multiplier),
                       say(MULTIPLIERS, multipliers=", ".join(f"×{m}" for m in allowed)), rules)
    return None


# ----- card points -----

@cache
def _subset_sums(values: tuple[int, ...]) -> tuple[frozenset[int], ...]:
    """For each number of cards ``n``, every sum of ``n`` of these card values."""
    sums: list[set[int]] = [{0}] + [set() for _ in values]
    for value in values:
        for count in range(len(values), 0, -1):
            sums[count] |= {total + value for total in sums[count - 1]}
    return tuple(frozenset(found) for found in sums)


def _deck(rules: Rules) -> tuple[int, ...]:
    short = rules.players == 3 and rules.three_player_deck == "24"
    return tuple(card.index for card in DECK if not (short and card.rank.value in ("7", "8")))


def _hand_size(rules: Rules) -> int:
    return 8 if rules.players == 4 or (rules.players == 3 and rules.three_player_deck == "24") else 9


def _reachable(values: tuple[int, ...], cards: int, points: int, last: bool | None) -> bool:
    """Do ``cards`` of these values (with the last trick's bonus if ``last``; either if None) make ``points``?"""
    if cards < 0 or cards >= len(_subset_sums(values)):
        return False
    options = (True, False) if last is None else (last,)
    return any(points - LAST_TRICK_BONUS * won in _subset_sums(values)[cards] for won in options)


def card_points_problem(rules: Rules | str, trump: Trump | str, points: Mapping[str, int], *,
                        capot: str | None = None, tricks: Mapping[str, int] | None = None) -> str | None:
    """Card points (last trick included, before a capot's value) that no set of tricks holds: with four
    players each team's tricks; with two or three the cards in play (the rest of the pack is out of play),
    each player's tricks (``tricks``: how many each won)."""
    rules = Rules.coerce(rules)
    mode = Trump.parse(trump)
    values_all = point_table(mode, rules.all_trump_values)
    deck = _deck(rules)
    values = tuple(values_all[index] for index in deck)
    text = say(CARD_POINTS, points=_points_text(points))
    if any(value < 0 for value in points.values()):
        return _cannot(text, say(NEGATIVE_POINTS))
    if rules.players == 4:
        full = sum(values) + LAST_TRICK_BONUS
        if sum(points.values()) != full:
            return _cannot(text, say(DEAL_TOTAL, full=full))
        for side, value in points.items():
            if capot is not None and (side == capot) != (value == full):
                return _cannot(text, say(CAPOT, capot=capot, full=full))
            if not any(_reachable(values, 4 * won, value, None if 0 < won < 8 else won == 8) for won in range(9)):
                return _cannot(text, say(NO_SET, value=value, mode=_mode(mode)))
        return None
    size = _hand_size(rules)
    in_play = rules.players * size
    out = len(deck) - in_play
    total = sum(points.values())
    table = say(_TABLE[rules.players])
    if not _reachable(values, in_play, total, True):
        held = sorted(values, reverse=True)
        top, bottom = sum(held[:in_play]) + LAST_TRICK_BONUS, sum(held[-in_play:]) + LAST_TRICK_BONUS
        hold = (say(HOLD_SOME, table=table, cards=in_play, deck=len(deck)) if out
                else say(HOLD_ALL, table=table, deck=len(deck)))
        bound, limit = ("most", top) if total > top else ("least", bottom) if total < bottom else ("not", total)
        return _cannot(text, say(BOUND[bound], hold=hold, points=limit, mode=_mode(mode)))
    if tricks is not None:
        if sum(tricks.values()) != size:
            return _cannot(say(TRICKS, points=_points_text(tricks)), say(PLAY_TRICKS, table=table, size=size))
        for seat, value in points.items():
            won = tricks.get(seat, 0)
            if not _reachable(values, rules.players * won, value, None if 0 < won < size else won == size):
                why = (say(NO_TRICK) if won == 0
                       else say(TRICKS_HOLD, won=won, players=rules.players, value=value))
                return _cannot(text, why)
    return None


# ----- declarations and belote -----

@cache
def _declaration_totals(cards: int, carres: tuple[int, ...], hands: int) -> frozenset[int]:
    """What ``hands`` hands of ``cards`` cards (one player, or two partners) can declare together: runs
    (of 3, 4, or 5 cards and more, no card in two runs) and carrés of different ranks (``carres``: each
    rank's value; a card may be in a carré and a run)."""
    runs: set[tuple[int, int]] = {(0, 0)}  # (points, cards used) of one hand's runs
    for _ in range(cards // 3):
        runs |= {(points + value, used + length) for points, used in runs
                 for length, value in ((3, RUN_POINTS[3]), (4, RUN_POINTS[4]), (5, CENT)) if used + length <= cards}
    ranks = [rank for rank, value in enumerate(carres) if value]
    carre_sets = [frozenset(chosen) for chosen in ((), *((r,) for r in ranks),
                                                   *((r, q) for r in ranks for q in ranks if r < q))
                  if 4 * len(chosen) <= cards]
    per_hand = {(points + sum(carres[rank] for rank in chosen), chosen) for points, _ in runs for chosen in carre_sets}
    if hands == 1:
        return frozenset(points for points, _ in per_hand)
    return frozenset(a + b for a, mine in per_hand for b, theirs in per_hand if not mine & theirs)


def declarations_problem(rules: Rules | str, trump: Trump | str, declared: Mapping[str, int],
                         belote: Mapping[str, int] | None = None) -> str | None:
    """Declaration points a team (two hands) or a player (one hand) cannot hold, and belote that does not
    exist in this mode (one king and queen of trumps; one for each suit in all trumps; none in no trumps)."""
    rules = Rules.coerce(rules)
    mode = Trump.parse(trump)
    carres = CARRE_NT_FFB if mode is Trump.NO_TRUMP and rules.nt_carre_values == "ffb" else CARRE_STANDARD
    hands = 2 if rules.players == 4 else 1
    possible = _declaration_totals(_hand_size(rules), tuple(carres), hands)
    for value in declared.values():
        if value and rules.declarations == "off":
            return _cannot(say(DECLARATIONS, points=_points_text(declared)), say(WITHOUT_DECLARATIONS), rules)
        if value not in possible:
            return _cannot(say(DECLARATIONS, points=_points_text(declared)), say(HAND_DECLARES[hands], value=value))
    if belote:
        most = {Trump.NO_TRUMP: 0, Trump.ALL_TRUMP: 4}.get(mode, 1) * BELOTE_POINTS
        text = say(BELOTE, points=_points_text(belote))
        if any(value % BELOTE_POINTS or value < 0 for value in belote.values()) or sum(belote.values()) > most:
            why = (say(NO_BELOTE) if most == 0 else
                   say(BELOTE_WORTH, belote=BELOTE_POINTS, most=most, mode=_mode(mode)))
            return _cannot(text, why)
    return None


def announced_problem(hands: Mapping[Seat, Iterable[Card]], announced: Iterable[tuple[Seat, object]]) -> str | None:
    """A declaration announced by a player who does not hold its cards (``announced``: seat and a
    ``Declaration``, whose ``cards`` are checked against the seat's hand at the start of the play)."""
    held = {seat: set(cards) for seat, cards in hands.items()}
    for seat, declaration in announced:
        missing = [card for card in getattr(declaration, "cards", ()) if card not in held.get(seat, set())]
        if missing:
            lang = default_language()
            player = seat_name(seat, lang)
            named = declaration.describe(lang) if hasattr(declaration, "describe") else str(declaration)
            return _cannot(say(DECLARED, player=player, declaration=named),
                           say(NOT_HELD, player=player, card=missing[0].name(lang)))
    return None


# ----- the match -----

Bounds = tuple[int, float]


def _deal_bounds(rules: Rules, sides: Sequence[str], made_by: str | None, failed_by: str | None) -> dict[str, Bounds]:
    """The least and most each side can score in the last deal, given who made or failed the contract."""
    bounds: dict[str, Bounds] = dict.fromkeys(sides, (0, float("inf")))
    takers = failed_by or made_by
    if takers is None:
        return bounds
    if rules.players != 4:  # a troefmaker who made it scores his points; one who failed scores nothing
        bounds[takers] = (round_score(LAST_TRICK_BONUS, rules.rounding), float("inf")) if made_by else (0, 0)
        return bounds
    defence = next(side for side in sides if side != takers)
    belote = 0 if rules.belote_on_failure == "prenable" else BELOTE_POINTS * (
        4 if "all-trump" in contract_modes(rules) else 1)
    if rules.auction == "retourne":
        fall, made = 162, 82
    else:
        lowest = int(bid_ladder(rules)[0])
        fall, made = fail_value(lowest, rules), 2 * lowest if rules.success_score == "made_plus_bid" else lowest
    if failed_by is not None:
        bounds[takers] = (0, round_score(belote, rules.rounding))
        bounds[defence] = (round_score(fall, rules.rounding), float("inf"))
    else:
        bounds[takers] = (round_score(made, rules.rounding), float("inf"))
    return bounds


def match_problem(rules: Rules | str, totals: Mapping[str, int], *, made_by: str | None = None,
                  failed_by: str | None = None) -> str | None:
    """Totals after a deal (each team's, or each player's at a table of two or three) that no match
    reaches: before that deal everybody was below the target (or the leaders level above it, playing one
    more deal), and the deal gave each side what its outcome allows."""
    rules = Rules.coerce(rules)
    target = rules.match_target
    text = say(TOTALS, points=_points_text(totals))
    for side, verb in ((made_by, "made"), (failed_by, "failed")):
        if side is not None:
            text = say(AFTER[verb, 2 if len(side) == 2 else 1], text=text, side=side)
    if any(value < 0 for value in totals.values()):
        return _cannot(text, say(NEGATIVE_SCORES))
    if rules.rounding != "none" and any(value % 10 for value in totals.values()):
        return _cannot(text, say(TENS, rules=rules.name))
    bounds = _deal_bounds(rules, list(totals), made_by, failed_by)
    before = {side: (max(0.0, totals[side] - most), totals[side] - least) for side, (least, most) in bounds.items()}
    short = [side for side, (low, high) in before.items() if high < low]
    if short:
        return _cannot(text, say(AT_LEAST, side=short[0], least=bounds[short[0]][0]))
    if all(low <= target - 1 for low, _ in before.values()):
        return None
    over = [side for side, (low, _) in before.items() if low > target - 1]
    leaders_level = max(max(low for low, _ in before.values()), target) <= min(high for _, high in before.values())
    if leaders_level:
        return None  # the totals were level over the target: one more deal
    side = over[0]  # only failed takers' score is bounded above: they had already reached the target
    return _cannot(text, say(MATCH_OVER, most=int(bounds[side][1]), side=side, target=target))


# ----- the play -----

def history_problem(rules: Rules | str, trump: Trump | str, tricks: Sequence[Sequence[tuple[Seat, Card]]],
                    hands: Mapping[Seat, Iterable[Card]] | None = None) -> str | None:
    """A card of a suit its player has shown out of in an earlier trick (he did not follow it, or did not
    trump when the rules made him), played later or held in ``hands`` (the hands after these tricks)."""
    rules = Rules.coerce(rules)
    mode = Trump.parse(trump)
    trump_suit = mode.suit
    void: dict[Seat, dict[str, int]] = {}
    for number, trick in enumerate(tricks, start=1):
        if not trick:
            continue
        led = trick[0][1].suit
        for position, (seat, card) in enumerate(trick):
            shown = void.get(seat, {})
            if card.suit.value in shown:
                lang = default_language()
                player = seat_name(seat, lang)
                return _cannot(say(CARD_IN_TRICK, player=player, card=card.name(lang), number=number),
                               say(SHOWED_OUT, player=player, suit=card.suit.name_in(lang), shown=shown[card.suit.value]))
            if position == 0 or card.suit == led:
                continue
            shown = void.setdefault(seat, {})
            shown.setdefault(led.value, number)
            if trump_suit is not None and card.suit != trump_suit and _had_to_trump(rules, mode, trick[:position], seat):
                shown.setdefault(trump_suit.value, number)
    for seat, cards in (hands or {}).items():
        for card in cards:
            if card.suit.value in void.get(seat, {}):
                lang = default_language()
                player = seat_name(seat, lang)
                return _cannot(say(A_HAND, player=player),
                               say(HOLDS_SHOWN, card=card.name(lang), player=player, suit=card.suit.name_in(lang),
                                   shown=void[seat][card.suit.value]))
    return None


def _had_to_trump(rules: Rules, mode: Trump, before: Sequence[tuple[Seat, Card]], seat: Seat) -> bool:
    """Would a player void in the led plain suit have had to trump, had he held a trump? (Not when he may
    discard rather than undertrump a trump already in the trick, nor when his partner holds the trick.)"""
    if rules.undertrump == "discard" and any(card.suit == mode.suit for _, card in before):
        return False
    if rules.players != 4:
        return True  # nobody is a partner
    holder = before[winning_position([card.index for _, card in before], mode.code)][0]
    return team(holder) != team(seat) or rules.void_partner_winning == "must_trump"


# ----- whole positions -----

def position_problem(rules: Rules | str, trump: Trump | str, hand: Sequence[Card] = ()) -> str | None:
    """A card-play position: a contract the rules can bid, a hand no bigger than the table deals."""
    rules = Rules.coerce(rules)
    size = _hand_size(rules)
    if len(hand) > size:
        return _cannot(say(HAND_OF, count=len(hand)), say(EACH_HOLDS, size=size), rules)
    return contract_problem(rules, trump)


def score_problem(rules: Rules | str, contract: Contract, points: Mapping[str, int], *,
                  declarations: Mapping[str, int] | None = None, belote: Mapping[str, int] | None = None,
                  capot: str | None = None, tricks: Mapping[str, int] | None = None) -> str | None:
    """A score sheet's inputs: the contract, the card points (and each player's tricks at a table of two
    or three), the declarations and the belote."""
    return (contract_problem(rules, contract.trump, bid=contract.bid, multiplier=contract.multiplier, complete=True)
            or card_points_problem(rules, contract.trump, points, capot=capot, tricks=tricks)
            or declarations_problem(rules, contract.trump, declarations or {}, belote))


def deal_problem(deal: Deal) -> str | None:
    """A deal as the engine played it (four players, or two or three): its contract, its card points, its
    declarations in the hands that announced them, and no card of a suit its player had shown out of."""
    contract = deal.contract
    if contract is None:
        return None
    seats: tuple[Seat, ...] = deal.seats
    tricks = [list(trick.plays) for trick in deal.tricks]
    current = list(deal.trick)
    start = {seat: [card for trick in [*tricks, current] for played, card in trick if played == seat] + list(deal.hand(seat))
             for seat in seats}
    won = deal.won if not deal.table.partnerships and deal.is_over else None
    return (contract_problem(deal.rules, contract.trump, bid=contract.bid, multiplier=contract.multiplier,
                             complete=True)
            or history_problem(deal.rules, contract.trump, [*tricks, current] if current else tricks,
                               {seat: deal.hand(seat) for seat in seats})
            or announced_problem(start, deal.declarations().declared)
            or (card_points_problem(deal.rules, contract.trump, deal.points, tricks=won) if deal.is_over else None))


def match_record_problem(text: str, rules: Rules | None = None) -> str | None:
    """A match record (optionally replayed under other match switches) with a deal no match plays: one
    after the deal that ended it, or a deal that cannot happen itself."""
    from .record import read_record, replay_match, with_rules

    lines, _, winner, _ = replay_match(text, rules)
    deals = read_record(text)["deals"]
    if winner is not None and len(deals) > len(lines):
        return (f"deal {len(lines) + 1} of the match cannot happen because the match ended after deal {len(lines)}, "
                f"won by {winner}")
    for number, item in enumerate(deals[:len(lines)], start=1):
        problem = deal_problem(Deal.from_json(with_rules(json.dumps(item), rules)))
        if problem:
            return f"deal {number} of the match: {problem}"
    return None
