"""What a hand is worth before the card play: the card points its team can expect with a trump.

``expected_points(hand, trump)`` is the final card points of the taker's team (tricks and the
last trick's 10; a capot counts the rules' ``capot_value``; declarations and belote left out),
from the taker's hand alone, as the double-dummy solver plays the deal out over layouts of the
cards he does not see. It is a model fitted offline to such solved layouts
(``bench/hand_model.py``; the coefficients are ``evaluation_model``): a sum of what each feature
of the hand brings (the jack of trumps, the nine, a side ace guarding its ten, a void …), one set
of weights per trump mode (a suit, no trumps, all trumps) and per number of cards known (eight in
the coinche auction; six in the classic auction, five and the turned card, before the last three
are dealt). ``outlook`` adds the spread of the outcomes around that mean and the chance of a
capot, from which the advice weighs every contract (``advice``).

>>> round(expected_points("JH 9H AH 10H AS AD KS 7C", "H"))   # a capot likely: counted at 250
196
>>> round(expected_points("7H 8H QS JS 8D 9D 7C 8C", "H"))
30
>>> view = outlook("JH 9H AH AS 10S 8D", "H", rules="classic", taker="S", leader="W")
>>> round(view.points), view.chance(82) > 0.99, round(view.capot, 2)
(134, True, 0.31)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from . import evaluation_model
from .cards import Card, mask_of, parse_cards
from .errors import InvalidInput
from .rules import Rules
from .seats import Seat, order_from, parse_seat
from .trump import ALL_TRUMP_CODE, NO_TRUMP_CODE, Trump
from .values import DEAL_TOTAL

KNOWN = (6, 8)
"""Cards a bidder may know: six in the classic auction (five and the turned card), eight in coinche."""
SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(8)


def _suits(mask: int) -> list[int]:
    """The hand's ranks in each suit, as bytes (bit ``rank``)."""
    return [mask >> (8 * suit) & 0xFF for suit in range(4)]


def _has(byte: int, rank: int) -> int:
    return byte >> rank & 1


def _suit_trump(mask: int, trump: int) -> list[float]:
    suits = _suits(mask)
    mine = suits[trump]
    count = mine.bit_count()
    sides = [byte for suit, byte in enumerate(suits) if suit != trump]
    voids = sum(1 for byte in sides if not byte)
    return [
        *(_has(mine, rank) for rank in (JACK, NINE, ACE, TEN, KING, QUEEN, EIGHT, SEVEN)),
        max(count - 2, 0), max(count - 4, 0), _has(mine, JACK) * _has(mine, NINE),
        sum(_has(byte, ACE) for byte in sides),
        sum(_has(byte, ACE) * _has(byte, TEN) for byte in sides),
        sum(_has(byte, TEN) * (1 - _has(byte, ACE)) * (byte.bit_count() >= 2) for byte in sides),
        sum(_has(byte, TEN) * (byte.bit_count() == 1) for byte in sides),
        sum(_has(byte, KING) * (_has(byte, ACE) | _has(byte, TEN)) for byte in sides),
        voids, voids * (count >= 2),
        sum(1 for byte in sides if byte.bit_count() == 1 and not _has(byte, ACE)),
        sum(max(byte.bit_count() - 4, 0) for byte in sides),
    ]


def _no_trump(mask: int) -> list[float]:
    suits = _suits(mask)
    return [
        sum(_has(byte, ACE) for byte in suits),
        sum(_has(byte, ACE) * _has(byte, TEN) for byte in suits),
        sum(_has(byte, ACE) * _has(byte, TEN) * _has(byte, KING) for byte in suits),
        sum(_has(byte, TEN) * (1 - _has(byte, ACE)) * (byte.bit_count() >= 2) for byte in suits),
        sum(_has(byte, KING) * (1 - _has(byte, ACE)) * (byte.bit_count() >= 3) for byte in suits),
        sum(_has(byte, ACE) * max(byte.bit_count() - 3, 0) for byte in suits),
        sum(max(byte.bit_count() - 3, 0) for byte in suits),
        sum(1 for byte in suits if not byte),
        sum(1 for byte in suits if byte.bit_count() == 1 and not _has(byte, ACE)),
    ]


def _all_trump(mask: int) -> list[float]:
    suits = _suits(mask)
    return [
        sum(_has(byte, JACK) for byte in suits),
        sum(_has(byte, JACK) * _has(byte, NINE) for byte in suits),
        sum(_has(byte, NINE) * (1 - _has(byte, JACK)) * (byte.bit_count() >= 2) for byte in suits),
        sum(_has(byte, ACE) * _has(byte, JACK) * _has(byte, NINE) for byte in suits),
        sum(_has(byte, ACE) for byte in suits),
        sum(_has(byte, TEN) for byte in suits),
        sum(max(byte.bit_count() - 2, 0) * _has(byte, JACK) for byte in suits),
        sum(max(byte.bit_count() - 2, 0) for byte in suits),
        sum(1 for byte in suits if not byte),
    ]


MODE_NAMES = ("suit", "no-trump", "all-trump")
FEATURE_NAMES: dict[str, tuple[str, ...]] = {
    "suit": ("trump J", "trump 9", "trump A", "trump 10", "trump K", "trump Q", "trump 8", "trump 7",
             "trumps beyond 2", "trumps beyond 4", "trump J and 9", "side aces", "side A-10", "side 10 guarded",
             "side 10 alone", "side K with A or 10", "voids", "voids with 2+ trumps", "side singletons",
             "side cards beyond 4"),
    "no-trump": ("aces", "A-10", "A-10-K", "10 guarded", "K guarded twice", "cards beyond 3 under an ace",
                 "cards beyond 3", "voids", "singletons"),
    "all-trump": ("jacks", "J-9", "9 guarded", "J-9-A", "aces", "tens", "cards beyond 2 under a jack",
                  "cards beyond 2", "voids"),
}
"""The features of each trump mode, in the order of the model's weights (after the shared ones)."""
SHARED = ("constant", "second to play", "third to play", "fourth to play", "undertrump required")
"""The features every mode shares: the taker's place in the first trick and the undertrump rule."""


def mode_of(trump: Trump) -> str:
    return "no-trump" if trump.code == NO_TRUMP_CODE else "all-trump" if trump.code == ALL_TRUMP_CODE else "suit"


def features(mask: int, trump: Trump, place: int, undertrump_required: bool) -> list[float]:
    """The model's inputs for a hand (a bit mask of the cards known), in the order of ``SHARED``
    then ``FEATURE_NAMES[mode]``. ``place``: 0 when the taker leads the first trick, 1 to 3 when
    he plays second to fourth.

    >>> features(mask_of(parse_cards("JH 9H AS")), Trump.HEARTS, 1, False)[:8]   # second to play; J, 9 of trumps
    [1, 1, 0, 0, 0, 1, 1, 0]
    """
    shared: list[float] = [1, int(place == 1), int(place == 2), int(place == 3), int(undertrump_required)]
    if trump.code == NO_TRUMP_CODE:
        return shared + _no_trump(mask)
    if trump.code == ALL_TRUMP_CODE:
        return shared + _all_trump(mask)
    return shared + _suit_trump(mask, trump.code)


@dataclass(frozen=True, slots=True)
class Outlook:
    """What a hand promises its team with a trump: the mean of the team's card points when no
    side wins every trick (``plain``), their spread (standard deviation over layouts), the
    chance that the team wins every trick (``capot``) and that the other team does
    (``capot_against``), and the capot's value under the rules (252 or 250).

    >>> view = Outlook(100.0, 20.0, 0.0, 0.0, 252)
    >>> view.expected, round(view.chance(100), 2), round(view.chance(82), 2)
    (100.0, 0.51, 0.82)
    """

    plain: float
    spread: float
    capot: float
    capot_against: float
    capot_value: int

    @property
    def points(self) -> float:
        """The mean card points, a capot counted as the 162 its tricks hold."""
        return (1 - self.capot - self.capot_against) * self.plain + self.capot * DEAL_TOTAL

    @property
    def expected(self) -> float:
        """The mean final card points, a capot counted at its value."""
        return (1 - self.capot - self.capot_against) * self.plain + self.capot * self.capot_value

    def chance(self, at_least: float) -> float:
        """The chance that the team takes at least ``at_least`` card points (a capot counted as 162)."""
        if at_least <= 0:
            return 1.0
        if at_least > DEAL_TOTAL:
            return 0.0
        plain = 1 - self.capot - self.capot_against
        return self.capot + plain * self._above(at_least - 0.5) / max(self._above(-0.5) - self._above(DEAL_TOTAL), 1e-12)

    def shifted(self, points: float) -> Outlook:
        """The outlook of the same hand when the other hands are known to bring ``points`` more
        (or fewer) than hands dealt at random: the mean moves, the capot chances follow it."""
        if not points:
            return self
        return outlook_of(self.points + points, self.spread, self.capot_value)

    def outcomes(self, steps: int = 33) -> list[tuple[int, str, float]]:
        """The team's card points as a few outcomes (points, who won every trick: ``"us"``,
        ``"them"`` or ``""``) and their chances, adding up to one: 0 to 162 in ``steps`` steps.

        >>> outcomes = Outlook(120.0, 20.0, 0.1, 0.0, 252).outcomes()
        >>> round(sum(chance for *_, chance in outcomes), 6), outcomes[-2][:2]
        (1.0, (162, 'us'))
        """
        width = DEAL_TOTAL / (steps - 1)
        plain = 1 - self.capot - self.capot_against
        total = max(self._above(-0.5) - self._above(DEAL_TOTAL), 1e-12)
        result: list[tuple[int, str, float]] = []
        for i in range(steps):
            low = -0.5 if i == 0 else width * (i - 0.5)
            high = DEAL_TOTAL if i == steps - 1 else width * (i + 0.5)
            result.append((round(width * i), "", plain * (self._above(low) - self._above(high)) / total))
        result.append((DEAL_TOTAL, "us", self.capot))
        result.append((0, "them", self.capot_against))
        return result

    def _above(self, points: float) -> float:
        return 0.5 * math.erfc((points - self.plain) / (self.spread * math.sqrt(2)))


def outlook_of(points: float, spread: float, capot_value: int) -> Outlook:
    """The outlook of a mean of ``points`` card points (a capot counted as 162) and a spread: the
    capot chances from the fitted curve of ``evaluation_model`` (the same for either team).

    >>> view = outlook_of(150.0, 15.0, 252)
    >>> round(view.points, 6), view.capot > 0.1 > view.capot_against
    (150.0, True)
    """
    mean = min(max(points, 0.0), float(DEAL_TOTAL))
    a, b = evaluation_model.CAPOT_CURVE
    capot = 1 / (1 + math.exp(-(a + b * (mean - DEAL_TOTAL) / 10)))
    against = 1 / (1 + math.exp(-(a + b * (-mean) / 10)))
    capot, against = min(capot, mean / DEAL_TOTAL), min(against, 1 - mean / DEAL_TOTAL)
    rest = 1 - capot - against
    plain = (mean - capot * DEAL_TOTAL) / rest if rest > 1e-9 else mean
    return Outlook(min(max(plain, 0.0), float(DEAL_TOTAL)), spread, capot, against, capot_value)


def place_of(taker: Seat, leader: Seat, rules: Rules) -> int:
    """0 when the taker leads the first trick, 1 to 3 when he plays second to fourth.

    >>> place_of("S", "W", Rules.preset("classic")), place_of("S", "W", Rules.preset("classic").replace(play_direction="cw"))
    (1, 3)
    """
    return order_from(leader, ("N", "E", "S", "W"), rules.play_direction).index(taker)


def _mask(hand: str | Iterable[Card | str] | int) -> int:
    if isinstance(hand, int):
        return hand
    cards = parse_cards(hand) if isinstance(hand, str) else [Card.parse(c) if isinstance(c, str) else c for c in hand]
    mask = mask_of(cards)
    if mask.bit_count() != len(cards):
        raise InvalidInput("a card is given twice in the hand")
    return mask


def outlook(hand: str | Iterable[Card | str] | int, trump: Trump | str, *, rules: Rules | str = "coinche",
            taker: Seat | str = "S", leader: Seat | str = "W") -> Outlook:
    """The outlook of ``hand`` (six cards known, or eight) for its team with ``trump``, whether
    the team takes or defends (double dummy, the card play is the same)."""
    checked = Rules.coerce(rules)
    if checked.players != 4:
        raise InvalidInput(f"the hand evaluation is for four players; {checked.name} is for {checked.players}")
    mask = _mask(hand)
    known = mask.bit_count()
    if known not in KNOWN:
        raise InvalidInput(f"the hand evaluation needs the six cards a classic bidder knows (five and the turned "
                           f"card) or a whole hand of eight, not {known}")
    mode = Trump.parse(trump)
    place = place_of(parse_seat(taker), parse_seat(leader), checked)
    inputs = features(mask, mode, place, checked.undertrump == "required")
    weights, spreads = evaluation_model.MODELS[f"{mode_of(mode)}/{known}"]
    mean = tempered(_dot(weights, inputs))
    return outlook_of(mean, _spread(spreads, mean), int(checked.capot_value))


def weight(model: str, feature: str) -> float:
    """The fitted points a feature brings its team in a model (``suit/8``: a suit trump, eight cards
    known), the feature named as in ``SHARED`` and ``FEATURE_NAMES``.

    >>> round(weight("suit/8", "trump J")) > round(weight("suit/8", "trump 9")) > 0
    True
    """
    names = (*SHARED, *FEATURE_NAMES[model.split("/")[0]])
    if model not in evaluation_model.MODELS or feature not in names:
        raise InvalidInput(f"unknown model or feature {model!r} {feature!r}: expected one of "
                           f"{', '.join(evaluation_model.MODELS)} and one of {', '.join(names)}")
    return evaluation_model.MODELS[model][0][names.index(feature)]


KNEE = 40.0
"""How far from the top of the 162 points the fitted sum of weights starts to overshoot …"""
SLOPE = 0.85
"""… and how much of what it adds beyond counts (``bench/hand_model.py fit`` prints the check)."""


def tempered(mean: float) -> float:
    """The fitted sum of weights, tempered in its last ``KNEE`` points: the solved deals show a
    linear sum overshooting where hands are rare, the strongest.

    >>> tempered(100.0), round(tempered(162.0), 1)
    (100.0, 156.0)
    """
    top = DEAL_TOTAL - KNEE
    return top + (mean - top) * SLOPE if mean > top else mean


def expected_points(hand: str | Iterable[Card | str], trump: Trump | str, *, rules: Rules | str = "coinche",
                    taker: Seat | str = "S", leader: Seat | str = "W") -> float:
    """The final card points the taker's team can expect with ``trump``, from the taker's hand alone
    (see the module's text); six cards for a classic bidder (five and the turned card) or eight."""
    return outlook(hand, trump, rules=rules, taker=taker, leader=leader).expected


def _dot(weights: Sequence[float], inputs: Sequence[float]) -> float:
    return sum(w * x for w, x in zip(weights, inputs, strict=True))


def _spread(table: Sequence[tuple[float, float]], mean: float) -> float:
    """The spread at ``mean``, interpolated in the fitted (mean, spread) table."""
    if mean <= table[0][0]:
        return table[0][1]
    for (x0, y0), (x1, y1) in pairwise(table):
        if mean <= x1:
            return y0 + (y1 - y0) * (mean - x0) / (x1 - x0)
    return table[-1][1]
