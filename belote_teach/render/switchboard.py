"""The house-rules switchboard: one position computed under every option of a switch, side by side.

Every switch (rules reference: switches and presets) has a reader's name for each option (an engine ``Msg``); a
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
from html import unescape

from .. import notation, record
from ..cards import parse_cards
from ..deal import Deal
from ..errors import InvalidInput
from ..i18n import Lang, Msg, capitalized
from ..plausible import contract_problem, deal_problem, match_problem, position_problem
from ..rulebook import GUIDE_CHOICES, not_used_by, presets_using
from ..rules import SWITCHES, Rules
from ..seats import seat_name
from . import guide
from .element import Markup, el
from .html import Figure, table_name, trick_figure, which_card
from .switch_names import OPTION_NAMES, VALUE_NAMES

PRESETS_USING = Msg("guide", "Presets: {presets}", "under an option of a rule switch: the presets that use it")
NO_PRESET = Msg("guide", "No preset uses it: a house rule.")
GUIDE_CHOICE = Msg("guide", "{preset} (this guide's choice)", "a preset's value the guide chose where its sources are silent")
NOT_USED = Msg("guide", "Not used by {presets}: the switch changes nothing under these rules.",
               "under a switch's options: the presets in which it plays no part")
PRESET_LIST = Msg("guide", "{first} and {last}", "the last two names of a list, e.g. classic and coinche")

HAND_SIZE = Msg("guide", "Each player holds {count} cards.", "two or three players, after the auction shown")
EXCHANGE_OFFER = Msg("guide", "{seat} holds the seven of trumps and may exchange it for the turned card, the {card}.")

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


def listed(names: Sequence[str], lang: Lang) -> str:
    """``a, b and c`` in the language."""
    if len(names) < 2:
        return "".join(names)
    return PRESET_LIST(lang, first=", ".join(names[:-1]), last=names[-1])


def preset_names(switch: str, option: object, lang: Lang) -> list[str]:
    """The presets that play ``option`` of ``switch``, a value their sources leave open marked as the guide's choice."""
    return [GUIDE_CHOICE(lang, preset=table_name(preset, players, lang)) if (preset, switch) in GUIDE_CHOICES
            else table_name(preset, players, lang) for preset, players in presets_using(switch, option)]


def presets_note(switch: str, option: object, lang: Lang) -> str:
    """The presets that play ``option`` of ``switch``, or that no preset does."""
    names = preset_names(switch, option, lang)
    return PRESETS_USING(lang, presets=", ".join(names)) if names else NO_PRESET(lang)


def not_used_note(switch: str, lang: Lang) -> str:
    """The presets in which ``switch`` changes nothing, or ``""``."""
    names = [table_name(preset, players, lang) for preset, players in not_used_by(switch)]
    return NOT_USED(lang, presets=listed(names, lang)) if names else ""


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
    base = Rules.coerce(rules)
    known = [str(o) for o in SWITCHES[switch]]
    chosen = list(options) if options else known
    if not chosen:
        raise InvalidInput(f"switch {switch} takes any value: list the ones to compare in :options:")
    for option in chosen:
        if known and option not in known:
            raise InvalidInput(f"switch {switch} has no option {option!r}: expected one of {', '.join(known)}")
    columns = []
    for option in chosen:
        value: object = next((o for o in SWITCHES[switch] if str(o) == option), int(option) if option.isdigit() else option)
        variant = base.replace(**{switch: value})
        figure, outcome = _render(show, spec, variant, lang, load)
        columns.append(Column(option, variant, figure, outcome))
    parts = []
    for column in columns:
        note = presets_note(switch, column.option, lang)
        parts.append(el(
            "div",
            el("p", el("code", f"{switch} = {column.option}"), class_="belote-switch-name"),
            el("p", el("strong", capitalized(option_name(switch, column.option, lang))), class_="belote-switch-label"),
            el("p", note, class_="belote-switch-presets"),
            Markup(column.figure.html()),
            class_="belote-switch-option", data_option=column.option, data_outcome=column.outcome,
        ))
    start = guide.figure_start("switch", {"data-switch": switch, "data-show": show, "data-rules": base.name,
                                          "data-options": " ".join(chosen)})
    unused = not_used_note(switch, lang)
    body = el("div", parts, class_="belote-switch-options")
    if unused:
        body = Markup(body + el("p", unused, class_="belote-switch-unused"))
    return SwitchFigure(switch, tuple(columns), start, body)


def _need(spec: Mapping[str, str], *names: str) -> list[str]:
    missing = [name for name in names if not spec.get(name, "").strip()]
    if missing:
        raise InvalidInput(f"this kind of position needs :{missing[0]}:")
    return [spec[name].strip() for name in names]


def possible(problem: str | None, rules: Rules) -> None:
    """Refuse a column whose position cannot happen under its rules (``plausible``)."""
    if problem:
        raise InvalidInput(f"under {rules.name}: {problem}")


def _render(show: str, spec: Mapping[str, str], rules: Rules, lang: Lang, load: Loader | None) -> tuple[Figure, str]:
    if show == "which-card":
        trump, hand = _need(spec, "trump", "hand")
        possible(position_problem(rules, trump, parse_cards(hand)), rules)
        figure = which_card(hand, spec.get("trick", ""), trump=trump, player=spec.get("player") or None, rules=rules,
                            lang=lang)
        return figure, " ".join(choice.card for choice in figure.choices if choice.allowed)
    if show == "trick":
        trick, trump = _need(spec, "trick", "trump")
        possible(contract_problem(rules, trump), rules)
        figure = trick_figure(trick, trump=trump, rules=rules, lang=lang)
        return figure, attribute(figure.start, "data-winner") + " " + attribute(figure.start, "data-points")
    if show == "auction":
        seed, dealer = _need(spec, "seed", "dealer")
        value = spec.get("generale-value", "").strip()
        deal = record.seeded_deal(rules, int(seed), dealer, int(value) if value.isdigit() else None)
        figure = guide.auction_figure(deal, notation.read_calls(spec.get("calls", "")), lang=lang,
                                      show_hands=spec.get("hands", "") == "yes", source={"data-seed": seed})
        if not deal.table.partnerships:  # each for himself: the hand size and the trump-7 exchange
            note, outcome = small_table_note(deal, lang)
            return Figure(figure.start, figure.body + note), f"{attribute(figure.start, 'data-outcome')} {outcome}"
        return figure, attribute(figure.start, "data-outcome")
    if show == "declarations":
        hands, trump = _need(spec, "hands", "trump")
        possible(contract_problem(rules, trump), rules)
        figure, _ = guide.declarations_figure(notation.read_hands(hands), trump=trump, rules=rules,
                                              taker=spec.get("taker") or None, lang=lang)  # type: ignore[arg-type]
        return figure, attribute(figure.start, "data-outcome")
    if show == "score":
        if spec.get("deal"):
            if load is None:
                raise InvalidInput("a deal record needs a loader")
            deal = record.replay_under(load(spec["deal"]), rules)
            possible(deal_problem(deal), rules)
            result, source = deal.result(), {"data-deal": spec["deal"]}
        else:
            inputs = score_input(spec)
            possible(inputs.problem(rules), rules)
            result = inputs.score(rules)
            source = inputs.attributes()
        figure = guide.score_figure(result, rules, lang, source)
        return figure, attribute(figure.start, "data-outcome")
    if show == "first-trick":
        (name,) = _need(spec, "deal")
        if load is None:
            raise InvalidInput("a deal record needs a loader")
        replayed = record.replay_under(load(name), rules)
        possible(deal_problem(replayed), rules)
        figure = guide.first_trick_figure(replayed, lang, name)
        return figure, attribute(figure.start, "data-outcome")
    if show == "match":
        (name,) = _need(spec, "match")
        if load is None:
            raise InvalidInput("a match record needs a loader")
        figure = guide.match_figure(load(name), rules=rules, lang=lang, name=name)
        return figure, attribute(figure.start, "data-outcome")
    (totals,) = _need(spec, "totals")
    possible(match_problem(rules, notation.read_score(totals), made_by=spec.get("made-by") or None,
                           failed_by=spec.get("failed-by") or None), rules)
    figure = guide.match_end_figure(notation.read_score(totals), rules=rules, made_by=spec.get("made-by") or None,
                                    failed_by=spec.get("failed-by") or None, lang=lang)
    return figure, attribute(figure.start, "data-outcome")


def small_table_note(deal: Deal, lang: Lang) -> tuple[str, str]:
    """At a table of two or three: the cards in each hand, and the trump-seven exchange when it is offered."""
    count = len(deal.hand(deal.dealer))
    text = str(guide.paragraph("outcome", HAND_SIZE(lang, count=count)))
    outcome = f"cards {count}"
    if deal.phase == "exchange" and deal.to_play is not None and deal.retourne is not None:
        text += guide.paragraph("outcome", EXCHANGE_OFFER(lang, seat=seat_name(deal.to_play, lang),
                                                          card=deal.retourne.name(lang)))
        outcome += f" exchange {deal.to_play}"
    return text, outcome


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
