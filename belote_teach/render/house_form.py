"""The switchboard page's form for "my own rules": a four-player preset and any switches, drawn from the
engine's switch list. Each switch is a menu labelled with its name in words (``switch_names.SWITCH_LABELS``)
whose options are their readers' names (``switchboard.option_name``), in a few groups a player knows
(``GROUPS``, made of the rules reference's topics, ``rulebook.TOPICS``). A menu's first option keeps the
preset's value and names it first ("no undertrumping required — as the preset"): the build writes that name
under every preset (``data-as-PRESET``), and the page's script (``sphinxext/templates/belote-house-rules.js``)
shows the one of the chosen preset, opens the form on the reader's own rules, and joins the choices into a
rules text (``classic+undertrump=discard``) for the rules chooser; the engine checks it.

>>> html = form("fr")
>>> 'name="undertrump"' in html, "sous-coupe non obligatoire" in html, 'name="players"' in html
(True, True, False)
>>> "<legend>Le jeu de la carte</legend>" in html, "<label for=\\"belote-house-form-undertrump\\">Sous-coupe</label>" in html
(True, True)
>>> as_preset("coinche", "undertrump", "en"), as_preset("classic", "min_bid", "en")
('no undertrumping required — as the preset', 'not used — as the preset')
"""

from __future__ import annotations

from ..i18n import Lang, Msg
from ..rulebook import TOPICS, uses
from ..rules import SWITCHES, Rules
from .element import Markup, el
from .house_rules import PRESETS
from .html import preset_name
from .reference import NOT_USED
from .switch_names import SWITCH_LABELS
from .switchboard import option_name

_C = "house rules"
TITLE = Msg(_C, "My own rules", "title of the form that composes the reader's own rules from a preset and switches")
START = Msg(_C, "Start from", "label of the form's preset menu: the preset the reader's own rules change")
AS_PRESET = Msg(_C, "{option} — as the preset", "first option of each switch's menu: the switch keeps the preset's "
                "value, named first so that a narrow menu still shows it; option: that value in words, e.g. "
                "undertrumping required, or: not used")
APPLY = Msg(_C, "Use these rules on every page", "button of the form: the rules chooser then holds these rules")

GROUPS: dict[str, tuple[Msg, tuple[str, ...]]] = {
    "table-and-bidding": (Msg(_C, "The table and the bidding", "a group of the form's menus"),
                          ("table", "auction", "coinche-auction", "small-table")),
    "card-play": (Msg(_C, "Card play", "a group of the form's menus: the rules of playing a card"), ("card-play",)),
    "declarations": (Msg(_C, "Declarations and belote", "a group of the form's menus"), ("declarations",)),
    "scoring": (Msg(_C, "Points and scoring", "a group of the form's menus: card values, the score, the match"),
                ("card-values", "scoring", "match")),
}
"""The form's groups, each a heading and the rules reference's topics whose switches it holds (every topic once)."""


def choosable(switch: str) -> list[str]:
    """The options of ``switch`` the form offers: those of a switch that some four-player preset plays
    (``rulebook.uses``; the table's size stays four, as every page's presets); none for a free number.

    >>> choosable("undertrump"), choosable("players"), choosable("smous"), choosable("match_target")
    (['required', 'discard'], [], [], [])
    """
    if switch == "players" or not any(uses(Rules.preset(name), switch) for name in PRESETS):
        return []
    return [str(option) for option in SWITCHES[switch]]


def grouped() -> dict[str, list[str]]:
    """Each group's switches with options to choose, in the rules reference's order.

    >>> grouped()["card-play"][:2]
    ['undertrump', 'trump_lead_partner']
    """
    return {key: [switch for topic in topics for switch in TOPICS[topic] if len(choosable(switch)) > 1]
            for key, (_, topics) in GROUPS.items()}


def as_preset(preset: str, switch: str, lang: Lang) -> str:
    """A menu's first option under ``preset``: its value in words, or that the preset does not use the switch."""
    rules = Rules.preset(preset)
    value = option_name(switch, getattr(rules, switch), lang) if uses(rules, switch) else NOT_USED(lang)
    return AS_PRESET(lang, option=value)


def menu(switch: str, lang: Lang) -> Markup:
    """One switch: its name in words above a menu of its options."""
    field = f"belote-house-form-{switch}"
    keep = el("option", as_preset(PRESETS[0], switch, lang), value="",
              **{f"data_as_{name}": as_preset(name, switch, lang) for name in PRESETS})
    options = [el("option", option_name(switch, option, lang), value=option) for option in choosable(switch)]
    return el("div", el("label", SWITCH_LABELS[switch](lang), for_=field),
              el("select", keep, options, id=field, name=switch, data_switch=True), class_="belote-house-field")


def form(lang: Lang) -> Markup:
    """The form: the preset, then each group of switches, one menu per switch with more than one option to choose."""
    presets = el("select", [el("option", preset_name(name, lang), value=name) for name in PRESETS],
                 id="belote-house-form-preset", name="preset")
    rows = [el("div", el("label", START(lang), for_="belote-house-form-preset"), presets, class_="belote-house-field")]
    for key, switches in grouped().items():
        if switches:
            rows.append(el("fieldset", el("legend", GROUPS[key][0](lang)), [menu(switch, lang) for switch in switches],
                           class_="belote-house-group", data_group=key))
    rows.append(el("p", el("button", APPLY(lang), type="submit", class_="belote-check")))
    return el("form", el("fieldset", el("legend", TITLE(lang)), rows), class_="belote-house-form", data_house_form=True)
