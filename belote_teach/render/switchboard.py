"""The house-rules switchboard: one position computed under every option of a switch, side by side.

Every switch of RULES.md §10.1 has a reader's name for each option (an engine ``Msg``); a
``switch_figure`` renders the same position (a which-card, a trick, an auction, declarations,
a score sheet, trick one of a whole deal, or the end of a match) once per option, each column
marked with its option, the presets that use it, and ``data-outcome``: what the engine computed.

>>> figure = switch_figure("undertrump", "which-card", {"trump": "H", "trick": "N:AS W:JH", "hand": "7H 8C KD"})
>>> [(c.option, c.outcome) for c in figure.columns]
[('required', '7H'), ('discard', '7H 8C KD')]
>>> option_name("rounding", "r5up", "fr")
'arrondi à la dizaine, 5 vers le haut'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from html import escape, unescape

from ..errors import InvalidInput
from ..i18n import Lang, Msg
from ..rules import PRESETS, SWITCHES, Rules
from . import guide_html as guide
from .html import PRESET_NAMES, SWITCH_NAMES, Figure, capitalized, read_rules, trick_figure, which_card

_C = "rule switch"

OPTION_NAMES: dict[tuple[str, str], Msg] = {
    **SWITCH_NAMES,
    ("play_direction", "ccw"): Msg(_C, "play goes counter-clockwise (to the right)"),
    ("play_direction", "cw"): Msg(_C, "play goes clockwise (to the left)"),
    ("auction", "retourne"): Msg(_C, "classic auction on a turned card"),
    ("auction", "coinche"): Msg(_C, "coinche auction: bids for points"),
    ("round2_suit", "other_suit"): Msg(_C, "round two: another suit only"),
    ("round2_suit", "any_suit"): Msg(_C, "round two: any suit"),
    ("all_pass", "redeal"): Msg(_C, "everybody passes: the next dealer deals again"),
    ("all_pass", "dealer_plays"): Msg(_C, "everybody passes: the dealer must play"),
    ("third_round", "off"): Msg(_C, "two rounds of bidding"),
    ("third_round", "ta_sa"): Msg(_C, "a third round for all trumps or no trumps"),
    ("first_lead", "eldest"): Msg(_C, "eldest leads to the first trick"),
    ("first_lead", "dealer"): Msg(_C, "the dealer leads to the first trick"),
    ("ta_sa_bids", "on"): Msg(_C, "bids may name all trumps or no trumps"),
    ("ta_sa_bids", "off"): Msg(_C, "bids name a suit"),
    ("generale", "off"): Msg(_C, "no generale"),
    ("generale", "on"): Msg(_C, "a generale may be bid above capot"),
    ("multipliers", "x2x4"): Msg(_C, "coinche ×2, surcoinche ×4"),
    ("multipliers", "x2x3"): Msg(_C, "coinche ×2, surcoinche ×3"),
    ("overbid_after_coinche", "no"): Msg(_C, "after a coinche: surcoinche or pass"),
    ("overbid_after_coinche", "yes"): Msg(_C, "after a coinche a higher bid is still allowed"),
    ("declarations", "on"): Msg(_C, "with declarations"),
    ("declarations", "off"): Msg(_C, "without declarations (belote still counts)"),
    ("declaration_timing", "first_trick"): Msg(_C, "declarations announced while playing to trick one"),
    ("declaration_timing", "before_second_trick"): Msg(_C, "declarations announced after trick one"),
    ("declaration_timing", "before_first_trick"): Msg(_C, "declarations announced before trick one"),
    ("sequence_top_card_order", "natural"): Msg(_C, "runs of equal length: the higher top card in sequence order"),
    ("sequence_top_card_order", "trick_rank"): Msg(_C, "runs of equal length: the top card's rank in play"),
    ("equal_sequence_tie", "cancel"): Msg(_C, "equal runs cancel"),
    ("equal_sequence_tie", "first_announced"): Msg(_C, "equal runs: the first announced wins"),
    ("equal_sequence_tie", "taker_team"): Msg(_C, "equal runs: the takers win"),
    ("capot_takes_defence_declarations", "no"): Msg(_C, "a capot leaves the defence its declarations"),
    ("capot_takes_defence_declarations", "yes"): Msg(_C, "a capot takes the defence's declarations"),
    ("belote_order", "any"): Msg(_C, "belote: king or queen first"),
    ("belote_order", "king_first"): Msg(_C, "belote: only with the king first"),
    ("belote_on_failure", "holder_keeps"): Msg(_C, "belote stays with its holder's team"),
    ("belote_on_failure", "prenable"): Msg(_C, "belote goes to the team that wins the deal"),
    ("belote_counts_for_contract", "yes"): Msg(_C, "belote counts toward the contract"),
    ("belote_counts_for_contract", "no"): Msg(_C, "belote does not count toward the contract"),
    ("nt_carre_values", "standard"): Msg(_C, "carrés in no trumps: the usual values"),
    ("nt_carre_values", "ffb"): Msg(_C, "carrés in no trumps: aces and tens worth more"),
    ("litige", "carry_over"): Msg(_C, "a tie is carried over to the next deal"),
    ("litige", "dedans"): Msg(_C, "a tie counts as a failed contract"),
    ("contract_condition", "reach_and_beat"): Msg(_C, "reach the bid and outscore the defence"),
    ("contract_condition", "reach"): Msg(_C, "reaching the bid is enough"),
    ("declarations_count_for_contract", "yes"): Msg(_C, "declarations count toward the contract"),
    ("declarations_count_for_contract", "no"): Msg(_C, "declarations do not count toward the contract"),
    ("success_score", "made_plus_bid"): Msg(_C, "a made bid scores the points made plus the bid"),
    ("success_score", "bid_only"): Msg(_C, "a made bid scores the bid only"),
    ("fail_value", "160+bid"): Msg(_C, "a failed bid gives the defence 160 + the bid"),
    ("fail_value", "162+bid"): Msg(_C, "a failed bid gives the defence 162 + the bid"),
    ("fail_value", "160"): Msg(_C, "a failed bid gives the defence 160"),
    ("fail_value", "bid"): Msg(_C, "a failed bid gives the defence the bid"),
    ("rounding", "none"): Msg(_C, "exact points"),
    ("rounding", "r5up"): Msg(_C, "rounded to the nearest ten, 5 up"),
    ("rounding", "r6up"): Msg(_C, "rounded to the nearest ten, 5 down"),
    ("both_over_target", "higher_total"): Msg(_C, "both teams over the target: the higher total wins"),
    ("both_over_target", "takers_win"): Msg(_C, "both teams over the target: the takers win"),
}
VALUE_NAMES: dict[str, Msg] = {
    "min_bid": Msg(_C, "lowest bid: {value}"),
    "all_trump_values": Msg(_C, "all-trump card values: {value}"),
    "capot_value": Msg(_C, "a capot is worth {value} card points"),
    "capot_bid_value": Msg(_C, "a capot bid is worth {value}"),
    "match_target": Msg(_C, "the match is played to {value} points"),
}
"""Switches whose options are numbers or names: one message with the value."""
PRESETS_USING = Msg("guide", "Presets: {presets}", "under an option of a rule switch: the presets that use it")
NO_PRESET = Msg("guide", "No preset uses it: a house rule.")

SHOW = ("which-card", "trick", "auction", "declarations", "score", "first-trick", "match-end", "match")


def option_name(switch: str, option: object, lang: Lang = "en") -> str:
    """The reader's name of one option of a switch."""
    key = (switch, str(option))
    if key in OPTION_NAMES:
        return OPTION_NAMES[key](lang)
    if switch in VALUE_NAMES:
        value = guide.SYSTEM_NAMES.get(str(option), str(option))
        return VALUE_NAMES[switch](lang, value=value)
    raise InvalidInput(f"no reader's name for {switch} = {option}")


def presets_using(switch: str, option: object) -> list[str]:
    return [name for name in PRESETS if str(getattr(Rules.preset(name), switch)) == str(option)]


@dataclass(frozen=True, slots=True)
class Column:
    option: str
    rules: Rules
    figure: Figure
    outcome: str


@dataclass(frozen=True, slots=True)
class SwitchFigure:
    switch: str
    columns: tuple[Column, ...]
    html_start: str
    html_body: str

    def figure(self) -> Figure:
        return Figure(self.html_start, self.html_body)


Loader = Callable[[str], str]
"""Reads a deal or match record by name (the Sphinx glue resolves it in ``book/deals``)."""


def switch_figure(
    switch: str,
    show: str,
    spec: Mapping[str, str],
    *,
    rules: str | Rules = "classic",
    options: Sequence[str] | None = None,
    lang: Lang = "en",
    load: Loader | None = None,
) -> SwitchFigure:
    """The position ``spec`` shown as ``show`` once per option of ``switch`` (all options by default)."""
    if switch not in SWITCHES:
        raise InvalidInput(f"unknown rule switch {switch!r}: expected one of {', '.join(SWITCHES)}")
    if show not in SHOW:
        raise InvalidInput(f"unknown kind of position {show!r}: expected one of {', '.join(SHOW)}")
    base = read_rules(rules)
    known = [str(o) for o in SWITCHES[switch]]
    chosen = list(options) if options else known
    if not chosen:
        raise InvalidInput(f"switch {switch} takes any value: list the ones to compare in :options:")
    for option in chosen:
        if known and option not in known:
            raise InvalidInput(f"switch {switch} has no option {option!r}: expected one of {', '.join(known)}")
    columns = []
    for option in chosen:
        value: object = int(option) if option.isdigit() and switch in ("min_bid", "capot_bid_value", "match_target") else option
        variant = base.replace(**{switch: value})
        figure, outcome = _render(show, spec, variant, lang, load)
        columns.append(Column(option, variant, figure, outcome))
    parts = []
    for column in columns:
        using = presets_using(switch, column.option)
        names = ", ".join(PRESET_NAMES[name](lang) for name in using)
        note = PRESETS_USING(lang, presets=names) if using else NO_PRESET(lang)
        parts.append(
            f'<div class="belote-switch-option" data-option="{escape(column.option)}" '
            f'data-outcome="{escape(column.outcome)}"><p class="belote-switch-name"><code>{escape(switch)} = '
            f"{escape(column.option)}</code></p><p class=\"belote-switch-label\"><strong>"
            f"{escape(capitalized(option_name(switch, column.option, lang)))}</strong></p>"
            f'<p class="belote-switch-presets">{escape(note)}</p>{column.figure.html()}</div>'
        )
    start = guide.figure_start("switch", {"data-switch": switch, "data-show": show, "data-rules": base.name,
                                          "data-options": " ".join(chosen)})
    return SwitchFigure(switch, tuple(columns), start, f'<div class="belote-switch-options">{"".join(parts)}</div>')


def _need(spec: Mapping[str, str], *names: str) -> list[str]:
    missing = [name for name in names if not spec.get(name, "").strip()]
    if missing:
        raise InvalidInput(f"this kind of position needs :{missing[0]}:")
    return [spec[name].strip() for name in names]


def _render(show: str, spec: Mapping[str, str], rules: Rules, lang: Lang, load: Loader | None) -> tuple[Figure, str]:
    if show == "which-card":
        trump, hand = _need(spec, "trump", "hand")
        figure = which_card(hand, spec.get("trick", ""), trump=trump, player=spec.get("player") or None, rules=rules,
                            lang=lang)
        return figure, " ".join(choice.card for choice in figure.choices if choice.allowed)
    if show == "trick":
        trick, trump = _need(spec, "trick", "trump")
        figure = trick_figure(trick, trump=trump, rules=rules, lang=lang)
        return figure, attribute(figure.start, "data-winner") + " " + attribute(figure.start, "data-points")
    if show == "auction":
        seed, dealer = _need(spec, "seed", "dealer")
        deal = guide.seeded_deal(rules, int(seed), dealer)
        figure = guide.auction_figure(deal, spec.get("calls", "").split(), lang=lang,
                                      show_hands=spec.get("hands", "") == "yes", source={"data-seed": seed})
        return figure, attribute(figure.start, "data-outcome")
    if show == "declarations":
        hands, trump = _need(spec, "hands", "trump")
        figure, _ = guide.declarations_figure(guide.read_hands(hands), trump=trump, rules=rules,
                                              taker=spec.get("taker") or None, lang=lang)  # type: ignore[arg-type]
        return figure, attribute(figure.start, "data-outcome")
    if show == "score":
        if spec.get("deal"):
            if load is None:
                raise InvalidInput("a deal record needs a loader")
            result = guide.replay_under(load(spec["deal"]), rules).result()
            source = {"data-deal": spec["deal"]}
        else:
            inputs = score_input(spec)
            result = inputs.score(rules)
            source = inputs.attributes()
        figure = guide.score_figure(result, rules, lang, source)
        return figure, attribute(figure.start, "data-outcome")
    if show == "first-trick":
        (name,) = _need(spec, "deal")
        if load is None:
            raise InvalidInput("a deal record needs a loader")
        figure = guide.first_trick_figure(guide.replay_under(load(name), rules), lang)
        return figure, attribute(figure.start, "data-outcome")
    if show == "match":
        (name,) = _need(spec, "match")
        if load is None:
            raise InvalidInput("a match record needs a loader")
        figure = guide.match_figure(load(name), rules=rules, lang=lang, name=name)
        return figure, attribute(figure.start, "data-outcome")
    (totals,) = _need(spec, "totals")
    figure = guide.match_end_figure(guide.read_score(totals), rules=rules, made_by=spec.get("made-by") or None,
                                    failed_by=spec.get("failed-by") or None, lang=lang)
    return figure, attribute(figure.start, "data-outcome")


def score_input(spec: Mapping[str, str]) -> guide.ScoreInput:
    contract, points = _need(spec, "contract", "points")
    reserve = spec.get("reserve", "").strip() or "0"
    if not reserve.isdigit():
        raise InvalidInput(f"reserve {reserve!r}: expected a whole number")
    return guide.ScoreInput(contract, points, spec.get("declarations", "").strip(), spec.get("belote", "").strip(),
                            spec.get("capot", "").strip(), int(reserve))


def attribute(start: str, name: str) -> str:
    """The value of one attribute in a figure's start tag (empty when absent)."""
    marker = f' {name}="'
    at = start.find(marker)
    if at < 0:
        return ""
    end = start.index('"', at + len(marker))
    return unescape(start[at + len(marker):end])
