"""Rule sets: every switch in one frozen object, and the presets (rules reference: switches and presets).

>>> classic = Rules.preset("classic")
>>> classic.undertrump, Rules.preset("coinche").undertrump
('required', 'discard')
>>> Rules.coerce("coinche").capot_value
'250'
>>> Rules.coerce("classic+undertrump=discard").undertrump
'discard'
>>> classic.replace(undertrump="discard").name
'classic+undertrump=discard'
>>> Rules.preset("clasic")
Traceback (most recent call last):
...
belote_teach.errors.InvalidInput: unknown rules preset 'clasic': expected one of classic, coinche, contree, bga, nl23

``nl23`` is a Dutch page's game for three players; ``players = 2`` makes it the two-player game, whose
Smous and target follow the player count (rules reference: switches and presets):

>>> two = Rules.preset("nl23").replace(players=2)
>>> two.name, two.smous, two.match_target, Rules.preset("nl23").match_target
('nl23+players=2', 'on', 500, 700)
>>> Rules.preset("nl23").replace(players=4)
Traceback (most recent call last):
...
belote_teach.errors.InvalidInput: rules nl23+players=4: nl23 is the game for two or three players; four players play classic
"""

from __future__ import annotations

import dataclasses
import typing
from dataclasses import dataclass, field
from typing import Literal

from .digits import whole
from .errors import InvalidInput
from .i18n import Msg, say


@dataclass(frozen=True, slots=True)
class Rules:
    """One configuration: a preset plus overrides. Defaults are the switches' defaults (rules reference)."""

    name: str = field(default="default", compare=False)
    play_direction: Literal["ccw", "cw"] = "ccw"
    auction: Literal["retourne", "coinche"] = "retourne"
    round2_suit: Literal["other_suit", "any_suit"] = "other_suit"
    all_pass: Literal["redeal", "dealer_plays"] = "redeal"
    third_round: Literal["off", "ta_sa"] = "off"
    first_lead: Literal["eldest", "dealer"] = "eldest"
    min_bid: Literal[80, 82] = 80
    ta_sa_bids: Literal["on", "off"] = "on"
    generale: Literal["off", "on"] = "off"
    multipliers: Literal["x2x4", "x2x3"] = "x2x4"
    overbid_after_coinche: Literal["no", "yes"] = "no"
    undertrump: Literal["required", "discard"] = "required"
    trump_lead_partner: Literal["must_overtrump", "free"] = "must_overtrump"
    void_partner_winning: Literal["free", "must_trump"] = "free"
    partner_ruffed_only_trumps: Literal["free", "must_overtrump"] = "free"
    all_trump_climb: Literal["always", "partner_exception"] = "always"
    all_trump_values: Literal["ffb2015", "pagat", "ffb2016"] = "ffb2015"
    declarations: Literal["on", "off"] = "on"
    declaration_timing: Literal["first_trick", "before_second_trick", "before_first_trick"] = "first_trick"
    sequence_top_card_order: Literal["natural", "trick_rank"] = "natural"
    equal_sequence_tie: Literal["cancel", "first_announced", "taker_team"] = "cancel"
    capot_takes_defence_declarations: Literal["no", "yes"] = "no"
    belote_order: Literal["any", "king_first"] = "any"
    belote_on_failure: Literal["holder_keeps", "prenable"] = "holder_keeps"
    belote_counts_for_contract: Literal["yes", "no"] = "yes"
    nt_carre_values: Literal["standard", "ffb"] = "standard"
    capot_value: Literal["252", "250", "162"] = "252"
    litige: Literal["carry_over", "dedans"] = "carry_over"
    contract_condition: Literal["reach_and_beat", "reach"] = "reach_and_beat"
    declarations_count_for_contract: Literal["yes", "no"] = "yes"
    success_score: Literal["made_plus_bid", "bid_only"] = "made_plus_bid"
    fail_value: Literal["160+bid", "162+bid", "160", "bid"] = "160+bid"
    capot_bid_value: Literal[500, 250] = 500
    rounding: Literal["none", "r5up", "r6up"] = "none"
    match_target: int = 1000
    both_over_target: Literal["higher_total", "takers_win"] = "higher_total"
    players: Literal[4, 3, 2] = 4
    three_player_deck: Literal["24", "32", "nl"] = "24"
    smous: Literal["off", "on"] = "off"
    trump7_exchange: Literal["off", "on"] = "off"

    def __post_init__(self) -> None:
        for name, options in SWITCHES.items():
            value = getattr(self, name)
            if options and value not in options:
                choices = ", ".join(str(option) for option in options)
                raise InvalidInput(say(SWITCH_VALUE, name=name, value=repr(value), choices=choices))
        if not isinstance(self.match_target, int) or isinstance(self.match_target, bool) or self.match_target <= 0:
            raise InvalidInput(say(TARGET_VALUE, value=repr(self.match_target)))
        problem = _table_problem(self)
        if problem:
            raise InvalidInput(f"rules {self.name}: {problem}")

    @classmethod
    def preset(cls, name: str) -> Rules:
        """The named preset (rules reference: switches and presets)."""
        overrides = PRESETS.get(name)
        if overrides is None:
            raise InvalidInput(say(UNKNOWN_PRESET, name=repr(name), presets=", ".join(PRESETS)))
        return cls(name=name, **overrides)  # type: ignore[arg-type]

    @classmethod
    def coerce(cls, rules: Rules | str) -> Rules:
        """Accept a ``Rules`` object or a rules text (a preset, optionally ``+switch=value``)."""
        if isinstance(rules, Rules):
            return rules
        if isinstance(rules, str):
            return _PRESET_CACHE.get(rules) or cls.parse(rules)
        raise InvalidInput(f"unknown rules {rules!r}: expected a preset name or a Rules object")

    @classmethod
    def parse(cls, text: str) -> Rules:
        """A preset, optionally with switches overridden: ``classic+undertrump=discard``.

        >>> Rules.parse("classic+trump_lead_partner=free").trump_lead_partner
        'free'
        >>> Rules.parse("classic+trump_lead_partner=free").name
        'classic+trump_lead_partner=free'
        >>> Rules.parse("coinche+capot_value=252+min_bid=82").capot_value, Rules.parse("coinche+min_bid=82").min_bid
        ('252', 82)
        >>> Rules.parse("coinche+fail_value=162+bid+rounding=none").fail_value
        '162+bid'
        >>> Rules.parse("classic+undertrump")
        Traceback (most recent call last):
        ...
        belote_teach.errors.InvalidInput: rules 'classic+undertrump': expected preset+switch=value, e.g. classic+undertrump=discard
        """
        preset, *changes = split_rules(text)
        switches: dict[str, object] = {}
        for change in changes:
            name, equals, value = change.partition("=")
            if not equals:
                raise InvalidInput(say(RULES_SYNTAX, text=repr(text)))
            options = SWITCHES.get(name.strip(), ())
            number = whole(value) if all(isinstance(option, int) for option in options) else None  # capot_value is text
            switches[name.strip()] = value.strip() if number is None else number
        if not switches:
            return _PRESET_CACHE.get(preset) or cls.preset(preset)
        return cls.preset(preset).replace(**switches)

    def replace(self, **switches: object) -> Rules:
        """A copy with some switches changed; the name records the overrides."""
        unknown = sorted(set(switches) - set(SWITCHES))
        if unknown:
            raise InvalidInput(say(UNKNOWN_SWITCH, name=repr(unknown[0]), switches=", ".join(SWITCHES)))
        following = BY_PLAYERS.get(self.name.partition("+")[0], {})
        moved: dict[str, object] = {}
        if "players" in switches and self.players in following:  # values that follow the player count
            for key, value in following.get(switches["players"], {}).items():  # type: ignore[call-overload]
                if getattr(self, key) == following[self.players][key]:
                    moved[key] = value
        # the name records a switch given here when it differs from what the rules would hold without it
        changed = [f"{key}={value}" for key, value in switches.items() if moved.get(key, getattr(self, key)) != value]
        name = "+".join([self.name, *changed])
        return dataclasses.replace(self, name=name, **{**moved, **switches})  # type: ignore[arg-type]

    def switches(self) -> dict[str, object]:
        """Every switch and its value (the name left out)."""
        return {name: getattr(self, name) for name in SWITCHES}


def split_rules(text: str) -> list[str]:
    """A rules text's preset, then its changes (an option may hold a "+" itself: fail_value=160+bid).

    >>> split_rules("coinche+fail_value=160+bid+undertrump=discard")
    ['coinche', 'fail_value=160+bid', 'undertrump=discard']
    """
    preset, *parts = [part.strip() for part in text.strip().split("+")]
    changes: list[str] = []
    for part in parts:
        if changes and "=" not in part:
            changes[-1] += "+" + part
        else:
            changes.append(part)
    return [preset, *changes]


def _options(annotation: object) -> tuple[object, ...]:
    return typing.get_args(annotation) if typing.get_origin(annotation) is Literal else ()


UNKNOWN_PRESET = Msg("input", "unknown rules preset {name}: expected one of {presets}", "name: as written, quoted")
UNKNOWN_SWITCH = Msg("input", "unknown rule switch {name}: expected one of {switches}", "name: as written, quoted")
SWITCH_VALUE = Msg("input", "rule switch {name} = {value} is not allowed: expected one of {choices}",
                   "name: a switch such as undertrump; value: as written, quoted")
TARGET_VALUE = Msg("input", "rule switch match_target = {value}: expected a positive whole number",
                   "keep match_target: the switch's name")
RULES_SYNTAX = Msg("input", "rules {text}: expected preset+switch=value, e.g. classic+undertrump=discard",
                   "keep preset+switch=value and classic+undertrump=discard: what a lesson writes")
"""The refusals of a lesson's preset, spoken in its problems' language (``messages.say``)."""

SWITCHES: dict[str, tuple[object, ...]] = {
    name: _options(hint) for name, hint in typing.get_type_hints(Rules).items() if name != "name"
}
"""Every switch and its options (empty for a free integer such as ``match_target``)."""

PRESETS: dict[str, dict[str, object]] = {
    "classic": {},
    "coinche": {
        "auction": "coinche",
        "undertrump": "discard",
        "capot_value": "250",
        "nt_carre_values": "ffb",
        "rounding": "r5up",
    },
    "contree": {
        "auction": "coinche",
        "undertrump": "discard",
        "capot_value": "250",
        "nt_carre_values": "ffb",
        "rounding": "r5up",
        "contract_condition": "reach",
        "belote_on_failure": "prenable",
    },
    "bga": {"third_round": "ta_sa", "undertrump": "discard"},
    "nl23": {
        "players": 3,
        "three_player_deck": "nl",
        "round2_suit": "any_suit",
        "all_pass": "dealer_plays",
        "first_lead": "dealer",
        "declaration_timing": "before_first_trick",
        "sequence_top_card_order": "trick_rank",
        "rounding": "r5up",
        "match_target": 700,
        "trump7_exchange": "on",
    },
}
"""Each preset's departures from the switches' defaults (rules reference: switches and presets)."""

BY_PLAYERS: dict[str, dict[int, dict[str, object]]] = {
    "nl23": {3: {"smous": "off", "match_target": 700}, 2: {"smous": "on", "match_target": 500}},
}
"""Preset values that depend on the player count (rules reference: 500 for two players, 700 for three; Smous for two):
``replace(players=…)`` moves them along unless they were overridden."""


def _table_problem(rules: Rules) -> str:
    """Why these switches cannot be played together at the table they describe (rules reference: two and three players), or ``""``."""
    small = rules.players != 4
    if rules.name.partition("+")[0] == "nl23" and not small:
        return "nl23 is the game for two or three players; four players play classic"
    if rules.players == 3 and rules.three_player_deck == "32":
        return ("three_player_deck = 32 is not offered: the rules this guide follows do not record how its two-card talon "
                "is used; expected 24 or nl")
    if not small and (rules.smous == "on" or rules.trump7_exchange == "on"):
        return "smous and trump7_exchange belong to the two- and three-player game: expected players = 2 or 3"
    if rules.smous == "on" and rules.players != 2:
        return "smous = on needs players = 2: Smous is a bid of the two-player game"
    if small and rules.auction == "coinche":
        return f"players = {rules.players} plays the classic auction: auction = coinche is for four players"
    if small and rules.third_round == "ta_sa":
        return (f"players = {rules.players}: the rules record no third round (all trumps, no trumps) for two or "
                "three players; expected third_round = off")
    return ""

FOUR_PLAYER_PRESETS: tuple[str, ...] = tuple(name for name, switches in PRESETS.items() if switches.get("players", 4) == 4)
"""The presets of the four-player game (``nl23`` is for two or three players)."""

_PRESET_CACHE = {name: Rules(name=name, **overrides) for name, overrides in PRESETS.items()}  # type: ignore[arg-type]
