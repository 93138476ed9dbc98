"""The guide's sentences that state a rule, under the reader's rules (the ``states`` directive).

A passage of the book is marked with the rule switches it states, as the engine names them
(``undertrump=required``), or with ``rules=classic`` when it names the page's rules. The build checks
each claim against the engine (``claim_problem``). Under every other four-player preset the passage
is the author's own version for that preset's values (``otherwise``), the same passage naming the
reader's rules, or the passage with a visible note naming what those rules change, in the engine's
words for each switch setting (``render.switch_names``). Each becomes a ``house_rules.Version``, so
that the page's script swaps prepared HTML like for any other block.

>>> claims("undertrump=required rules=classic")
{'undertrump': 'required', 'rules': 'classic'}
>>> claim_problem("classic", {"undertrump": "discard"})
'the passage states undertrump = discard, but the engine has undertrump = required under classic'
>>> made = passage_versions("classic", {"undertrump": "required"}, "<p>You must undertrump.</p>", [], "en")
>>> made["contree"].html, made["contree"].note
('', '<p class="belote-house-note" data-house-note="passage" role="note">The contrée rules you chose change this passage — no undertrumping required.</p>')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..errors import InvalidInput
from ..i18n import GRAMMAR, Lang, Msg
from ..rules import Rules
from .element import Markup, el, start_tag
from .house_rules import PRESETS, Version, follows
from .html import NOTE_SEPARATOR, preset_name, rules_html
from .switch_names import OPTION_NAMES

_C = "house rules"
CHANGED = Msg(_C, "{rules:The} you chose change this passage; here it is as they have it.",
              "before a passage of the guide rewritten for the reader's rules; rules: a rule set's name such as coinche")
NOTED = Msg(_C, "{rules:The} you chose change this passage — {settings}.",
            "before a passage that states another rule than the reader's; settings: the reader's rule switches, "
            "e.g. no undertrumping required")
RULES = "rules"
"""The claim that a passage names the page's rules (``{rules}`classic```): it names the reader's instead."""


def claims(text: str) -> dict[str, str]:
    """A directive's claims: ``switch=value`` (or ``rules=preset``) separated by spaces.

    >>> claims("undertrump")
    Traceback (most recent call last):
    ...
    belote_teach.errors.InvalidInput: claim 'undertrump': expected switch=value, e.g. undertrump=required
    """
    found: dict[str, str] = {}
    for part in text.split():
        switch, equals, value = part.partition("=")
        if not equals or not switch or not value:
            raise InvalidInput(f"claim {part!r}: expected switch=value, e.g. undertrump=required")
        found[switch] = value
    if not found:
        raise InvalidInput("no claim: expected switch=value, e.g. undertrump=required")
    return found


def value(rules: str, switch: str) -> str:
    """A switch's value under a rule set, as a rules text writes it."""
    return str(getattr(Rules.coerce(rules), switch))


def value_problem(rules: str, switch: str, said: str) -> str:
    """The engine's refusal of an unknown switch or value, or ``""``."""
    try:
        Rules.parse(f"{rules}+{switch}={said}")
    except InvalidInput as error:
        return str(error)
    return ""


def claim_problem(rules: str, stated: Mapping[str, str]) -> str:
    """Why a passage under ``rules`` cannot state these claims (an unknown switch or value, a value
    the engine does not have under ``rules``), or ``""``."""
    for switch, said in stated.items():
        if switch == RULES:
            if said != Rules.coerce(rules).name:
                return f"the passage names the {said} rules, but it is under {rules}"
            continue
        problem = value_problem(rules, switch, said)
        if problem:
            return problem
        actual = value(rules, switch)
        if actual != said:
            return f"the passage states {switch} = {said}, but the engine has {switch} = {actual} under {rules}"
    return ""


def changes(stated: Mapping[str, str], preset: str) -> dict[str, str]:
    """The switches of ``stated`` that ``preset`` sets otherwise, with its values (empty: the passage holds).

    >>> changes({"undertrump": "required", "auction": "retourne"}, "bga")
    {'undertrump': 'discard'}
    """
    return {switch: value(preset, switch) for switch, said in stated.items()
            if switch != RULES and value(preset, switch) != said}


def passage_note(lang: Lang, preset: str, changed: Mapping[str, str]) -> Markup:
    """The visible note before a passage that the reader's rules change."""
    if changed:
        names = [OPTION_NAMES[(switch, said)](lang) if (switch, said) in OPTION_NAMES else f"{switch}={said}"
                 for switch, said in changed.items()]
        text = NOTED(lang, rules=preset_name(preset, lang), settings=NOTE_SEPARATOR(lang).join(names))
    else:
        text = CHANGED(lang, rules=preset_name(preset, lang))
    return el("p", text, class_="belote-house-note", data_house_note="passage", role="note")


def start(rules: str, stated: Mapping[str, str]) -> Markup:
    """The passage's start tag.

    >>> start("classic", {"undertrump": "required"})
    '<div class="belote-states" data-rules="classic" data-states="undertrump=required">'
    """
    text = " ".join(f"{switch}={said}" for switch, said in stated.items())
    return start_tag("div", {"class": "belote-states", "data-rules": rules, "data-states": text})


def renamed(html: str, rules: str, preset: str, lang: Lang) -> str:
    """A passage's names of ``rules`` (``{rules}`classic```, in whatever form its sentence asks) naming ``preset``.

    >>> renamed(rules_html("classic", "de", "dat") + " " + rules_html("classic", "de"), "classic", "coinche", "de")
    '<span class="belote-rules" data-rules="coinche">den Coinche-Regeln</span> <span class="belote-rules" data-rules="coinche">Coinche</span>'
    """
    for form in ("", *GRAMMAR, *(form.capitalize() for form in GRAMMAR)):
        html = html.replace(rules_html(rules, lang, form), rules_html(preset, lang, form))
    return html


def passage_versions(rules: str, stated: Mapping[str, str], html: str, alternatives: Sequence[tuple[Mapping[str, str], str]],
                     lang: Lang) -> dict[str, Version | None]:
    """The passage (``html``, its content) under each preset other than ``rules`` (``passage_version``);
    on a page of the two- or three-player game, which the reader's four-player rules do not reach, an
    empty version under each.

    >>> alternative = ({"undertrump": "discard"}, "<p>You may discard.</p>")
    >>> made = passage_versions("classic", {"undertrump": "required"}, "<p>You must undertrump.</p>", [alternative], "en")
    >>> made["coinche"].html
    '<div class="belote-states" data-rules="coinche" data-states="undertrump=discard"><p>You may discard.</p></div>'
    """
    if not follows(rules):
        return {preset: Version("", False) for preset in PRESETS}
    return {preset: passage_version(rules, stated, html, alternatives, lang, preset) for preset in PRESETS if preset != rules}


def passage_version(rules: str, stated: Mapping[str, str], html: str, alternatives: Sequence[tuple[Mapping[str, str], str]],
                    lang: Lang, chosen: str) -> Version:
    """The passage under the reader's rules ``chosen`` (a preset, or a rules text: "my own rules", in the
    page): an empty version where the passage holds; the author's alternative whose claims hold, or the
    passage naming the reader's rules (``rules=``), with a note; else the passage as written with a note
    naming what changes.

    >>> passage_version("classic", {"undertrump": "required"}, "<p>You must undertrump.</p>", [], "en",
    ...                 "classic+undertrump=discard").note  # doctest: +ELLIPSIS
    '<p class="belote-house-note" data-house-note="passage" role="note">The classic rules (...) you chose change this passage — ...'
    """
    changed = changes(stated, chosen)
    if not (changed or RULES in stated):
        return Version("", False)  # the passage holds: nothing to swap, nothing to say
    own = next(((claimed, text) for claimed, text in alternatives if not changes(claimed, chosen)), None)
    if own is None and RULES not in stated:
        return Version("", True, passage_note(lang, chosen, changed))
    claimed, text = own or (stated, html)
    if RULES in stated:
        text = renamed(text, rules, chosen, lang)
    shown = {switch: said for switch, said in claimed.items() if switch != RULES}
    tag = start(chosen, {**shown, RULES: chosen} if RULES in stated else shown)
    return Version(Markup(f"{tag}{text}</div>"), True, passage_note(lang, chosen, {} if own else changed))
