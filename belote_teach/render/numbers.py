"""Every number the guide states in prose, computed from the engine (the ``value`` and ``points`` roles).

A page writes ``{value}`deal-total``` instead of typing the number: the role looks the name up
here, so the number is the engine's in every language. Names with parameters:

- ``rule PRESET SWITCH``: a switch's value in a preset (``rule coinche capot_value`` → 250);
- ``points CARD MODE [VALUES]`` (also the ``points`` role): a card's points
  (``points JH H`` → 20, ``points QS all-trump pagat`` → 1);
- ``hand-points PRESET TRUMP CARD…``: the card points a hand's team can expect with that trump, a
  capot counted as 162 (the hand evaluation; South to speak, West to lead);
- ``enough PRESET TRUMP CARD…``: the highest bid that hand's team makes more often than not;
- ``weight MODEL FEATURE``: what a feature of the hand evaluation brings (``weight suit/8 trump-J``).

>>> number("deal-total"), number("card-total"), number("capot-bonus")
(162, 152, 90)
>>> number("rule coinche capot_value"), number("points JS all-trump"), number("points AS no-trump")
(250, 13, 19)
>>> number("hand-points coinche H JH 9H 8H AS 7S 8D 9C 7C"), number("enough coinche H JH 9H 8H AS 7S 8D 9C 7C")
(108, 100)
>>> number("deal-totl")
Traceback (most recent call last):
...
belote_teach.errors.InvalidInput: unknown value 'deal-totl': expected one of cards, suits, ranks, players, hand, tricks, … (see belote_teach/render/numbers.py)
"""

from __future__ import annotations

import functools
from collections.abc import Callable

from ..advice import highest_bid
from ..bidding import bid_ladder
from ..cards import DECK, Rank, Suit, parse_card
from ..declarations import BELOTE_POINTS, CARRE_NT_FFB, CARRE_STANDARD, CENT, RUN_POINTS
from ..errors import InvalidInput
from ..evaluation import outlook, weight
from ..rules import SWITCHES, Rules
from ..scoring import ALL_TRUMP_FFB2016_TOTAL, fail_value
from ..seats import SEATS
from ..small.scoring import ALL_TRICKS_BONUS
from ..table import COINCHE_PACKETS, NL_COMPLETION, NL_PACKETS, OTHERS_COMPLETION, RETOURNE_PACKETS, TAKER_COMPLETION
from ..trump import Trump
from ..values import DEAL_TOTAL, LAST_TRICK_BONUS, point_table

FULL_PACK = 52
"""An ordinary pack: the Belote pack is what is left without its 2s to 6s (rules reference: the cards)."""
SHORT_MATCH = 501
"""The short game's target in a Dutch guide (rules reference: the match); any integer is a valid ``match_target``."""

NL23_RECORDED = {"nl-target-3-long": 1000, "nl-target-4": 1000, "nl-target-4-long": 1500}
"""The longer targets of the Dutch page for two or three (rules reference: two and three players), recorded but not a preset's value."""


def _nl23() -> dict[str, Callable[[], int]]:
    """The game for two or three (rules reference: two and three players) from the engine: six cards, three more, nine tricks, the bonus, the targets."""
    hand = sum(NL_PACKETS)
    return {"nl-hand": lambda: hand, "nl-more": lambda: NL_COMPLETION, "nl-tricks": lambda: hand + NL_COMPLETION,
            "nl-bonus": lambda: ALL_TRICKS_BONUS,
            "nl-target-2": lambda: int(Rules.coerce("nl23+players=2").match_target),
            "nl-target-3": lambda: int(Rules.coerce("nl23").match_target),
            "nl-in-play-2": lambda: 2 * (hand + NL_COMPLETION), "nl-in-play-3": lambda: 3 * (hand + NL_COMPLETION)}


def _suit_total(trump: Trump, suit: Suit, values: str = "ffb2015") -> int:
    table = point_table(trump, values)
    return sum(table[card.index] for card in DECK if card.suit is suit)


def _classic(switch: str) -> Callable[[], int]:
    return lambda: int(str(getattr(Rules.preset("classic"), switch)))


def _multipliers(option: str) -> tuple[int, int]:
    """``x2x4`` → (2, 4): the coinche and surcoinche multipliers an option names."""
    coinche, surcoinche = option.removeprefix("x").split("x")
    return int(coinche), int(surcoinche)


_FIRST_HAND = sum(RETOURNE_PACKETS)
_CARRE = {rank: CARRE_STANDARD[rank.index] for rank in Rank}

NUMBERS: dict[str, Callable[[], int]] = {
    "cards": lambda: len(DECK),
    "suits": lambda: len(Suit),
    "ranks": lambda: len(Rank),
    "players": lambda: len(SEATS),
    "hand": lambda: len(DECK) // len(SEATS),
    "tricks": lambda: len(DECK) // len(SEATS),
    "full-pack": lambda: FULL_PACK,
    "removed": lambda: FULL_PACK - len(DECK),
    "first-packet": lambda: RETOURNE_PACKETS[0],
    "second-packet": lambda: RETOURNE_PACKETS[1],
    "first-hand": lambda: _FIRST_HAND,
    "dealt-first": lambda: _FIRST_HAND * len(SEATS),
    "talon": lambda: len(DECK) - _FIRST_HAND * len(SEATS) - 1,
    "taker-more": lambda: TAKER_COMPLETION,
    "others-more": lambda: OTHERS_COMPLETION,
    "coinche-packet-1": lambda: COINCHE_PACKETS[0],
    "coinche-packet-2": lambda: COINCHE_PACKETS[1],
    "coinche-packet-3": lambda: COINCHE_PACKETS[2],
    "deal-total": lambda: DEAL_TOTAL,
    "card-total": lambda: DEAL_TOTAL - LAST_TRICK_BONUS,
    "last-trick": lambda: LAST_TRICK_BONUS,
    "half": lambda: DEAL_TOTAL // 2,
    "majority": lambda: DEAL_TOTAL // 2 + 1,
    "trump-suit": lambda: _suit_total(Trump.HEARTS, Suit.HEARTS),
    "plain-suit": lambda: _suit_total(Trump.HEARTS, Suit.SPADES),
    "nt-suit": lambda: _suit_total(Trump.NO_TRUMP, Suit.SPADES),
    "at-suit": lambda: _suit_total(Trump.ALL_TRUMP, Suit.SPADES),
    "ffb2016-raw": lambda: ALL_TRUMP_FFB2016_TOTAL,
    "jack-nine": lambda: point_table(Trump.HEARTS)[parse_card("JH").index] + point_table(Trump.HEARTS)[parse_card("9H").index],
    "belote": lambda: BELOTE_POINTS,
    "tierce": lambda: RUN_POINTS[3],
    "cinquante": lambda: RUN_POINTS[4],
    "cent": lambda: CENT,
    "tierce-cards": lambda: min(RUN_POINTS),
    "cinquante-cards": lambda: max(RUN_POINTS),
    "cent-cards": lambda: max(RUN_POINTS) + 1,
    "carre-jacks": lambda: _CARRE[Rank.JACK],
    "carre-nines": lambda: _CARRE[Rank.NINE],
    "carre": lambda: _CARRE[Rank.ACE],
    "nt-carre-aces": lambda: CARRE_NT_FFB[Rank.ACE.index],
    "nt-carre-tens": lambda: CARRE_NT_FFB[Rank.TEN.index],
    "capot": _classic("capot_value"),
    "capot-bonus": lambda: int(Rules.preset("classic").capot_value) - DEAL_TOTAL,
    "capot-flat": lambda: int(Rules.preset("coinche").capot_value),
    "target": _classic("match_target"),
    "short-target": lambda: SHORT_MATCH,
    "min-bid": lambda: int(bid_ladder(Rules.preset("coinche"))[0]),
    "min-bid-82": lambda: int(bid_ladder(Rules.preset("coinche").replace(min_bid=82))[0]),
    "second-bid-82": lambda: int(bid_ladder(Rules.preset("coinche").replace(min_bid=82))[1]),
    "max-bid": lambda: max(v for v in bid_ladder(Rules.preset("coinche")) if isinstance(v, int)),
    "bid-step": lambda: int(bid_ladder(Rules.preset("coinche"))[1]) - int(bid_ladder(Rules.preset("coinche"))[0]),
    "fail-base": lambda: fail_value(0, Rules.preset("coinche")),
    "capot-bid": lambda: Rules.preset("coinche").capot_bid_value,
    "capot-bid-low": lambda: min(int(str(v)) for v in SWITCHES["capot_bid_value"]),
    "coinche-x": lambda: _multipliers("x2x4")[0],
    "surcoinche-x": lambda: _multipliers(Rules.preset("coinche").multipliers)[1],
    "surcoinche-x3": lambda: _multipliers("x2x3")[1],
}
"""The named numbers; each computed from the engine's tables and presets (or the rules reference's records)."""
NUMBERS.update({name: functools.partial(int, value) for name, value in NL23_RECORDED.items()})
NUMBERS.update(_nl23())


def number(spec: str) -> int:
    """The number a ``value`` role names (see the module docstring)."""
    words = spec.split()
    if not words:
        raise InvalidInput("empty value: name a number, e.g. deal-total")
    if words[0] == "rule" and len(words) == 3:
        preset, switch = words[1], words[2]
        if switch not in SWITCHES:
            raise InvalidInput(f"unknown rule switch {switch!r}: expected one of {', '.join(SWITCHES)}")
        value = getattr(Rules.preset(preset), switch)
        if not str(value).isdigit():
            raise InvalidInput(f"rule {preset} {switch} is {value!r}, not a number")
        return int(str(value))
    if words[0] == "points" and len(words) in (3, 4):
        return card_points_of(*words[1:])
    if words[0] in ("hand-points", "enough") and len(words) >= 9:
        preset, trump, cards = words[1], words[2], " ".join(words[3:])
        if words[0] == "hand-points":
            return round(outlook(cards, trump, rules=preset).points)
        bid = highest_bid(cards, trump, rules=preset)
        if bid is None:
            raise InvalidInput(f"value {spec!r}: that hand makes no bid more often than not")
        return bid
    if words[0] == "weight" and len(words) == 3:
        return round(weight(words[1], words[2].replace("-", " ")))
    if len(words) == 1 and words[0] in NUMBERS:
        return NUMBERS[words[0]]()
    names = ", ".join(list(NUMBERS)[:6])
    raise InvalidInput(f"unknown value {spec!r}: expected one of {names}, … (see belote_teach/render/numbers.py)")


def card_points_of(card: str, mode: str, values: str = "ffb2015") -> int:
    """``points JH H`` → 20: a card's points in a trump mode (and all-trump value system)."""
    options = SWITCHES["all_trump_values"]
    if values not in options:
        raise InvalidInput(f"unknown all-trump values {values!r}: expected one of {', '.join(map(str, options))}")
    return point_table(Trump.parse(mode), values)[parse_card(card).index]
