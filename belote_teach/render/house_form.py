"""The switchboard page's form for "my own rules": a four-player preset and any switches, drawn from the
engine's switch list with each option's reader's name (``switchboard.option_name``). The page's script
(``sphinxext/templates/belote-house-rules.js``) joins the choices into a rules text
(``classic+undertrump=discard``) and hands it to the rules chooser; the engine checks it.

>>> html = form("fr")
>>> 'name="undertrump"' in html, "sous-coupe non obligatoire" in html, 'name="players"' in html
(True, True, False)
"""

from __future__ import annotations

from ..i18n import Lang, Msg
from ..rulebook import uses
from ..rules import SWITCHES, Rules
from .element import Markup, el
from .house_rules import PRESETS
from .html import preset_name
from .switchboard import option_name

_C = "house rules"
TITLE = Msg(_C, "My own rules", "title of the form that composes the reader's own rules from a preset and switches")
START = Msg(_C, "Start from", "label of the form's preset menu: the preset the reader's own rules change")
AS_PRESET = Msg(_C, "as the preset", "first option of each switch's menu: the switch keeps the preset's value")
APPLY = Msg(_C, "Use these rules on every page", "button of the form: the rules chooser then holds these rules")


def choosable(switch: str) -> list[str]:
    """The options of ``switch`` the form offers: those of a switch that some four-player preset plays
    (``rulebook.uses``; the table's size stays four, as every page's presets); none for a free number.

    >>> choosable("undertrump"), choosable("players"), choosable("smous"), choosable("match_target")
    (['required', 'discard'], [], [], [])
    """
    if switch == "players" or not any(uses(Rules.preset(name), switch) for name in PRESETS):
        return []
    return [str(option) for option in SWITCHES[switch]]


def form(lang: Lang) -> Markup:
    """The form: the preset, then one menu per switch with more than one option to choose."""
    presets = el("select", [el("option", preset_name(name, lang), value=name) for name in PRESETS],
                 id="belote-house-form-preset", name="preset")
    rows = [el("p", el("label", START(lang), for_="belote-house-form-preset"), " ", presets)]
    for switch in SWITCHES:
        options = choosable(switch)
        if len(options) < 2:
            continue
        field = f"belote-house-form-{switch}"
        menu = [el("option", AS_PRESET(lang), value="")]
        menu += [el("option", option_name(switch, option, lang), value=option) for option in options]
        rows.append(el("p", el("label", el("code", switch), for_=field), " ",
                       el("select", menu, id=field, name=switch, data_switch=True)))
    rows.append(el("p", el("button", APPLY(lang), type="submit", class_="belote-check")))
    return el("form", el("fieldset", el("legend", TITLE(lang)), rows), class_="belote-house-form", data_house_form=True)
