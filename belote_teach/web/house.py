"""The reader's own rules (a preset and switches: ``classic+undertrump=discard``), computed in the page.

The build writes, beside each page, what each of its rules-dependent blocks needs to be computed
again (``PAGE.rules-inputs.json``: ``inputs``); under a preset the page reads the fragment the build
wrote, under "my own rules" its script asks this module (in the site's own Pyodide, a Web Worker:
``static/play/play-worker.js``) for the same fragment (``render.house_rules.fragment``) under the
reader's text. The build draws every block that follows the reader's rules with ``under`` too (which-card, trick,
declarations, match end here; auctions, whole deals, score sheets, matches, quiz questions and live exercises in
``web.house_kinds``), and its passages of prose with ``render.house_prose.passage_version``: one code path. A block
under rules that are not a plain preset (a switch shown on purpose, a table of two or three) gets the "kept" note.

>>> spec = {"number": 0, "rules": "classic", "kind": "which-card", "trump": "H", "trick": "N:AS W:JH", "hand": "7H 8C KD"}
>>> under(spec, "classic+undertrump=discard", "en")[1], under(spec, "classic", "en")[1]
('7H 8C KD', '7H')
>>> reply = json.loads(handle(json.dumps({"inputs": [spec], "rules": "classic+undertrump=discard", "lang": "en"})))
>>> reply["rules"], sorted(reply["blocks"]["0"])
('classic+undertrump=discard', ['html', 'note'])
>>> json.loads(handle('{"inputs": [], "rules": "clasic", "lang": "de"}'))["error"]  # doctest: +ELLIPSIS
"unbekannter Regelsatz 'clasic'..."
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .. import notation
from ..cards import parse_cards
from ..errors import InvalidInput
from ..i18n import Lang, speaking
from ..plausible import contract_problem, match_problem, position_problem
from ..render import guide, house_prose, house_rules
from ..render import html as render
from ..render.html import preset_name
from ..render.switchboard import attribute
from ..rules import Rules
from ..seats import parse_seat
from . import house_kinds

Spec = Mapping[str, Any]
"""One block's inputs: ``number``, the ``rules`` it states, and for a block drawn again here its ``kind``
(``which-card``: ``trump``, ``hand``, ``trick``, ``player``; ``trick``: ``trump``, ``trick``; ``declarations``:
``trump``, ``hands``, ``taker``; ``match-end``: ``totals``, ``made-by``, ``failed-by``: the directives' options;
the kinds of ``web.house_kinds`` name theirs)."""


def _which_card(spec: Spec, rules: str, lang: Lang) -> tuple[str, str] | None:
    if position_problem(rules, spec["trump"], parse_cards(spec["hand"])):
        return None
    figure = render.which_card(spec["hand"], spec.get("trick") or "", trump=spec["trump"],
                               player=spec.get("player") or None, rules=rules, lang=lang)
    return figure.start + figure.body + figure.end, " ".join(choice.card for choice in figure.choices if choice.allowed)


def _trick(spec: Spec, rules: str, lang: Lang) -> tuple[str, str] | None:
    if contract_problem(rules, spec["trump"]):
        return None
    figure = render.trick_figure(spec["trick"], trump=spec["trump"], rules=rules, lang=lang)
    return figure.start + figure.body + figure.end, f"{attribute(figure.start, 'data-winner')} {attribute(figure.start, 'data-points')}"


def _declarations(spec: Spec, rules: str, lang: Lang) -> tuple[str, str] | None:
    if contract_problem(rules, spec["trump"]):
        return None
    taker = spec.get("taker") or None
    figure, _ = guide.declarations_figure(notation.read_hands(spec["hands"]), trump=spec["trump"], rules=rules,
                                          taker=parse_seat(taker) if taker else None, lang=lang)
    return figure.start + figure.body + figure.end, attribute(figure.start, "data-outcome")


def _match_end(spec: Spec, rules: str, lang: Lang) -> tuple[str, str] | None:
    totals, checked = notation.read_score(spec["totals"]), Rules.coerce(rules)
    made_by, failed_by = spec.get("made-by") or None, spec.get("failed-by") or None
    if match_problem(checked, totals, made_by=made_by, failed_by=failed_by):
        return None
    figure = guide.match_end_figure(totals, rules=checked, made_by=made_by, failed_by=failed_by, lang=lang)
    return figure.start + figure.body + figure.end, attribute(figure.start, "data-outcome")


DRAW: dict[str, Callable[[Spec, str, Lang], tuple[str, str] | None]] = {
    "which-card": _which_card, "trick": _trick, "declarations": _declarations, "match-end": _match_end,
    **house_kinds.DRAW}
"""The kinds of block drawn again here (auctions, whole deals, score sheets, matches, quiz questions and live
exercises: ``web.house_kinds``)."""


PASSAGE = "states"
"""A passage of prose that states rule switches (``render.house_prose``): ``claims``, its ``html`` and the
author's ``alternatives`` (claims, html)."""


def under(spec: Spec, rules: str, lang: Lang) -> tuple[str, str] | None:
    """The block ``spec`` under ``rules``: its HTML and its result in words; ``None`` when no deal under
    those rules has this position."""
    try:
        return DRAW[spec["kind"]](spec, rules, lang)
    except InvalidInput:
        return None


def versions(spec: Spec, rules: str, lang: Lang) -> dict[str, house_rules.Version | None]:
    """The block ``spec`` under each preset other than the ``rules`` it states (the build's fragment files)."""
    return house_rules.versions(rules, lambda preset: under(spec, preset, lang))


def block(spec: Spec, chosen: str, lang: Lang) -> house_rules.Block:
    """The block under ``chosen`` (``render.house_rules.Block``); no versions (the "kept" note) for a
    block whose stated rules are not a plain preset (or of a kind not drawn here)."""
    rules = str(spec["rules"])
    versions: dict[str, house_rules.Version | None] = {}
    if spec.get("kind") == PASSAGE:
        alternatives = [(claimed, html) for claimed, html in spec["alternatives"]]
        versions[chosen] = (house_prose.passage_version(rules, spec["claims"], spec["html"], alternatives, lang, chosen)
                            if house_rules.follows(rules) else house_rules.Version("", False))
    elif spec.get("kind") in DRAW and house_rules.follows(rules):
        own = under(spec, rules, lang)
        if own is not None:
            got = under(spec, chosen, lang)
            versions[chosen] = None if got is None else house_rules.Version(got[0], got[1] != own[1])
    return house_rules.Block(int(spec["number"]), rules, versions)


def fragment(inputs: Sequence[Spec], chosen: str, lang: Lang) -> dict[str, Any]:
    """What the page swaps in under the rules text ``chosen``: the format of ``PAGE.rules-PRESET.json``
    (``rules``, ``blocks``) and the rules' name in the language (``name``). Raises ``InvalidInput``
    (in the language) for a text the engine refuses."""
    with speaking(lang):
        rules = Rules.parse(chosen).name  # the engine's spelling: a preset's own value left out
    blocks = [block(spec, rules, lang) for spec in inputs]
    return {"rules": rules, "name": str(preset_name(rules, lang)), "blocks": house_rules.fragment(blocks, rules, lang)}


def handle(request: str) -> str:
    """The worker's answer: ``{"inputs": [...], "rules": text, "lang": "fr"}`` → the fragment, or
    ``{"error": the engine's message in the language}``."""
    data = json.loads(request)
    lang = data.get("lang") or "en"
    try:
        return json.dumps(fragment(data.get("inputs") or [], str(data.get("rules") or ""), lang), ensure_ascii=False)
    except InvalidInput as error:
        return json.dumps({"error": str(error)}, ensure_ascii=False)
