"""The reader's rules on every page: the chooser, and each page's blocks under every four-player preset.

Every page of the guide carries a chooser (``select[data-house-rules]``): the blocks as each one
states its rules, or one of the four-player presets. At build time each block whose rules are a
four-player preset (which-card, trick, auction, declarations, whole deal, score sheet, match, match
end, quiz question) is computed again under every other one (``Version``), or said impossible there;
a live exercise starts under the reader's preset in the page. Switches shown on purpose and two- and
three-player examples keep their rules and say so on the block when the reader's differ. A page's
blocks under one preset go into one small JSON file beside the page
(``fragment``): the page's script (``sphinxext/templates/belote-house-rules.js``) fetches it and swaps prepared
HTML, with no rule logic of its own.

>>> print(note("kept", "fr", "coinche", "classic"))  # doctest: +ELLIPSIS
<p class="belote-house-note" data-house-note="kept" role="note">Cet exemple ne suit pas les règles de la coinche que tu as choisies...belote classique.</p>
>>> follows("coinche"), follows("classic+undertrump=discard"), follows("nl23")
(True, False, False)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..i18n import Lang, Msg
from ..rules import FOUR_PLAYER_PRESETS
from .element import Markup, el
from .html import preset_name

_C = "house rules"

LABEL = Msg(_C, "Your rules", "label of the rules chooser at the top of every page")
OWN = Msg(_C, "each example's own", "first option of the rules chooser: every example under the rules it states")
MINE = Msg(_C, "my own rules: {rules}", "option of the rules chooser: a preset and switches the reader chose "
           "(on the switchboard page, or in the address); rules: their name, e.g. classic (one may discard)")
COMPUTING = Msg(_C, "Computing the examples under your rules…",
                "while the engine loads in the page and computes the page's examples under the reader's own rules")
NOTES = {
    "changed": Msg(_C, "{rules:The} you chose change this example. The text around it describes {written:the}.",
                   "on an example computed again under the reader's rules, whose result differs; rules, written: "
                   "rule set names such as coinche"),
    "cannot": Msg(_C, "This example cannot happen under {rules:the} you chose. It is shown under {written:the}.",
                  "on an example that no deal under the reader's rules can produce (a no-trumps contract under classic)"),
    "kept": Msg(_C, "This example does not follow {rules:the} you chose. It is shown under {written:the}.",
                "on an example that stays under the rules it states (auctions, whole deals, a switch shown on purpose)"),
}

PRESETS: tuple[str, ...] = FOUR_PLAYER_PRESETS
"""The presets a reader may choose: those of the four-player game, which every page is about."""
SELECT_ID = "belote-house-rules"


def follows(rules: str) -> bool:
    """Whether a block under ``rules`` is computed again under the reader's preset: a plain four-player
    preset (a block under ``classic+undertrump=discard`` shows that switch on purpose and keeps it)."""
    return rules in PRESETS


def chooser(lang: Lang, page: str, blocks: int, engine: Mapping[str, str] | None = None) -> Markup:
    """The chooser: a labelled select; ``page`` names the fragment files beside the page
    (``page.rules-coinche.json``), ``blocks`` how many blocks they hold (none: nothing to fetch);
    ``engine``: where the page's script finds the engine for "my own rules" (``worker``, ``pyodide``,
    ``wheel``), and a status line that says it is computing, or the engine's refusal of the text."""
    options = [el("option", OWN(lang), value="")]
    options += [el("option", preset_name(name, lang), value=name) for name in PRESETS]
    where = {f"data_{key}": value for key, value in (engine or {}).items()}
    return el("div",
              el("label", LABEL(lang), for_=SELECT_ID), " ",
              el("select", options, id=SELECT_ID, data_house_rules=True, data_page=page, data_blocks=str(blocks),
                 data_mine_label=MINE(lang, rules="{rules}"), data_computing_label=COMPUTING(lang), **where),
              " ", el("span", class_="belote-house-status", data_house_status=True, role="status"),
              class_="belote-house-rules")


def note(kind: str, lang: Lang, chosen: str, written: str) -> Markup:
    """The visible note on a block that the reader's rules change, cannot produce, or do not reach."""
    text = NOTES[kind](lang, rules=preset_name(chosen, lang), written=preset_name(written, lang))
    return el("p", text, class_="belote-house-note", data_house_note=kind, role="note")


@dataclass(frozen=True)
class Version:
    """A block computed under one preset: its figure's HTML (without its caption or its author's
    question, which the page keeps; empty: the block stays, e.g. a live exercise, which starts under the
    preset in the page), whether its result differs from the block as the page states it,
    and the note to show then when the block has its own (a passage of prose, ``render.house_prose``)."""

    html: str
    differs: bool
    note: str = ""


@dataclass(frozen=True)
class Block:
    """A rules-dependent block of a page: its number (``data-house-block``), the rules it states, and
    its versions under the other presets (``None``: it cannot happen under that preset); ``versions``
    is empty for a block that keeps its rules."""

    number: int
    rules: str
    versions: Mapping[str, Version | None]


def versions(rules: str, render: Callable[[str], tuple[str, str] | None]) -> dict[str, Version | None]:
    """``render(preset)`` (the figure's HTML, its result in words; ``None`` when the position cannot happen)
    under each preset other than ``rules``; nothing when the block keeps its rules."""
    if not follows(rules):
        return {}
    made = {name: render(name) for name in dict.fromkeys((rules, *PRESETS))}
    own = made[rules]
    if own is None:
        return {}
    return {name: None if got is None else Version(got[0], got[1] != own[1])
            for name, got in made.items() if name != rules}


def fragment(blocks: list[Block], chosen: str, lang: Lang) -> dict[str, dict[str, str]]:
    """What the page's script swaps in under the preset ``chosen``: per block number, the block's new
    HTML (with a note when the result changed), or a note alone; blocks already under ``chosen``, and
    blocks whose version has no HTML (a live exercise, which starts under ``chosen`` in the page), are
    left out.

    >>> block = Block(0, "classic", {"coinche": Version("<figure></figure>", True), "contree": None, "bga": None})
    >>> sorted(fragment([block], "coinche", "en")["0"]), sorted(fragment([block], "bga", "en")["0"])
    (['html', 'note'], ['note'])
    >>> fragment([block], "classic", "en"), "den Coinche-Regeln" in fragment([Block(1, "nl23", {})], "coinche", "de")["1"]["note"]
    ({}, True)
    >>> fragment([Block(2, "classic", {"coinche": Version("", False)})], "coinche", "en")
    {}
    """
    out: dict[str, dict[str, str]] = {}
    for block in blocks:
        if block.rules == chosen:
            continue
        if chosen not in block.versions:
            out[str(block.number)] = {"note": note("kept", lang, chosen, block.rules)}
            continue
        version = block.versions[chosen]
        if version is None:
            out[str(block.number)] = {"note": note("cannot", lang, chosen, block.rules)}
        else:
            entry = {"html": version.html} if version.html else {}
            if version.differs:
                entry["note"] = version.note or note("changed", lang, chosen, block.rules)
            if entry:
                out[str(block.number)] = entry
    return out
