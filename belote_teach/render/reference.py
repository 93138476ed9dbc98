"""The rules reference page's generated tables: each topic's switches with their options, the presets
that play each option and where it comes from; the presets side by side; the sources in words.

Everything here is read from ``rules`` (options, defaults, presets) and ``rulebook`` (which switches a
preset uses, the sources, the guide's own choices), so the page cannot drift from the engine.

>>> figure = switch_table("card-play", "en")
>>> 'data-switch="undertrump"' in figure.body and "Pagat" in figure.body
True
>>> "not used" in preset_table("en").body
True
"""

from __future__ import annotations

from ..i18n import Lang, Msg, capitalized
from ..rulebook import GUIDE_CHOICES, OPTION_SOURCES, PRESET_NOTES, SOURCES, TOPICS, not_used_by, preset_tables, uses
from ..rules import SWITCHES, Rules
from .element import Markup, el
from .guide.base import data_table, figure_start
from .html import NOTE_SEPARATOR, Figure, table_name
from .scroll import scroll_box
from .switch_names import SWITCH_LABELS, VALUE_NAMES
from .switchboard import listed, option_name, preset_names

_C = "rules reference"
SWITCH_HEAD = Msg(_C, "switch")
OPTION_HEAD = Msg(_C, "option")
PRESETS_HEAD = Msg(_C, "presets")
SOURCES_HEAD = Msg(_C, "sources")
DEFAULT = Msg(_C, "default", "marks the option the engine uses when a rule set does not set the switch")
NOT_USED = Msg(_C, "not used", "a switch that changes nothing under a preset")
NOT_USED_BY = Msg(_C, "Not used by {presets}.")
NONE = Msg(_C, "none: a house rule", "no preset plays this option")
TARGET_SOURCES = Msg(_C, "1000: a Dutch guide to classic Belote and a card-game site; 501, a short match: the same "
                         "Dutch guide; 500 for two players and 700 (or 1000) for three: a Dutch page on Belote for "
                         "two, three or four players", "the sources of the match target's values")
CHOICE_MARK = Msg(_C, "this guide's choice", "a value of the preset table chosen by the guide")
SWITCH_ROW = Msg(_C, "switch", "the first column of the preset table")


def _sources(switch: str, option: str, lang: Lang) -> str:
    return NOTE_SEPARATOR(lang).join(SOURCES[key](lang) for key in OPTION_SOURCES.get((switch, option), ()))


def _options(switch: str) -> list[object]:
    if SWITCHES[switch]:
        return list(SWITCHES[switch])
    values: list[object] = []
    for _, _, rules in preset_tables():
        if getattr(rules, switch) not in values:
            values.append(getattr(rules, switch))
    return values


def switch_head(switch: str, lang: Lang) -> list[object]:
    """A switch's row header: its name in words, and under it the name a rules text uses (``--rules``).

    >>> print(*switch_head("undertrump", "de"))
    Untertrumpfen <br> <code>undertrump</code>
    """
    return [SWITCH_LABELS[switch](lang), Markup("<br>"), el("code", switch)]


def switch_table(topic: str, lang: Lang = "en") -> Figure:
    """Every switch of a topic of the rules reference (``rulebook.TOPICS``): each option by its reader's name
    and engine value, the default marked, the presets that play it, its sources; and the presets in which the
    switch changes nothing."""
    if topic not in TOPICS:
        raise KeyError(topic)
    default = Rules()
    rows = []
    for switch in TOPICS[topic]:
        options = _options(switch)
        unused = [table_name(name, players, lang) for name, players in not_used_by(switch)]
        head = switch_head(switch, lang)
        if unused:
            head.append(el("p", NOT_USED_BY(lang, presets=listed(unused, lang)), class_="belote-reference-unused"))
        for position, option in enumerate(options):
            mark = [" ", el("em", f"({DEFAULT(lang)})")] if option == getattr(default, switch) else []
            if switch in VALUE_NAMES:
                sources = TARGET_SOURCES(lang) if position == 0 else ""
            else:
                sources = _sources(switch, str(option), lang)
            cells = [el("td", capitalized(option_name(switch, option, lang)), " ", el("code", str(option)), *mark),
                     el("td", ", ".join(preset_names(switch, option, lang)) or NONE(lang)), el("td", sources)]
            if position == 0:
                cells.insert(0, el("th", head, scope="row", rowspan=str(len(options))))
            rows.append(el("tr", cells, data_switch=switch, data_option=str(option),
                           data_default=str(option == getattr(default, switch)).lower()))
    header = el("tr", [el("th", capitalized(msg(lang)), scope="col")
                       for msg in (SWITCH_HEAD, OPTION_HEAD, PRESETS_HEAD, SOURCES_HEAD)])
    body = scroll_box(data_table(header, rows, "belote-reference"), lang)
    return Figure(figure_start("rules-switches", {"data-topic": topic}), body)


def preset_table(lang: Lang = "en") -> Figure:
    """Every switch under every preset at every table it is played at: the value, or "not used"."""
    tables = preset_tables()
    header = el("tr", el("th", capitalized(SWITCH_ROW(lang)), scope="col"),
                [el("th", table_name(name, players if name == "nl23" else None, lang), scope="col") for name, players, _
                 in tables])
    rows = []
    for topic in TOPICS.values():
        for switch in topic:
            cells = [el("th", switch_head(switch, lang), scope="row")]
            for name, players, rules in tables:
                where = {"data_preset": name, "data_players": str(players), "data_value": str(getattr(rules, switch))}
                if not uses(rules, switch):
                    cells.append(el("td", el("em", NOT_USED(lang)), data_used="false", **where))
                    continue
                value: list[object] = [el("code", str(getattr(rules, switch)))]
                if (name, switch) in GUIDE_CHOICES:
                    value += [" ", el("em", f"({CHOICE_MARK(lang)})")]
                cells.append(el("td", value, data_used="true", **where))
            rows.append(el("tr", cells, data_switch=switch))
    notes = el("dl", [Markup(el("dt", table_name(name, None, lang)) + el("dd", PRESET_NOTES[name](lang)))
                      for name, _ in dict.fromkeys((name, None) for name, _, _ in tables)],
               class_="belote-reference-presets")
    body = Markup(notes + scroll_box(data_table(header, rows, "belote-reference"), lang))
    return Figure(figure_start("rules-presets", {"data-presets": " ".join(name for name, _, _ in tables)}), body)


def sources_list(lang: Lang = "en") -> Figure:
    """The sources the rules come from, in words."""
    items = [el("li", capitalized(msg(lang)), data_source=key) for key, msg in SOURCES.items()
             if key not in ("guide", "some-tables", "online-rooms", "french-practice", "contree-tables")]
    return Figure(figure_start("rules-sources", {}), el("ul", items))
