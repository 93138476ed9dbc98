"""Sphinx glue of the rules guide's blocks (HTML from ``render.guide``, ``render.switchboard``,
``render.glossary``); registered by ``belote_teach.sphinxext.setup``.

Directives (every one takes ``:caption:``, translated with the page; ``:expect:`` where listed
fails the build with ``file:line: expected … but the engine …`` when the engine disagrees):

- ``card-order`` (``:orders:`` trump plain sequence): the orders of the ranks;
- ``rank-letters``: the corner letters of J Q K A in the four languages;
- ``card-values`` (``:modes:`` trump plain no-trump all-trump:ffb2015 …): card points and deal totals;
- ``auction`` (``:rules:``, ``:seed:`` + ``:dealer:``, or ``:deal:`` a record; ``:calls:`` (comma-separated when a call has a space: ``80 H, coinche``), ``:hands:``
  yes/no, ``:expect:`` a contract such as ``S H``, ``thrown-in`` or ``open``);
- ``declarations`` (``:rules:``, ``:trump:``, ``:hands:`` ``N: … | E: …`` in announcing order,
  ``:taker:``, ``:expect:`` ``NS 20`` or ``none``);
- ``deal`` NAME (a record in ``book/deals``; ``:parts:`` deal auction hands declarations tricks score,
  ``:tricks:`` ``1-3``, ``:expect:`` the score ``NS 133 EW 69``): a whole deal walked through;
- ``score-sheet`` (``:deal:`` a record, optionally replayed under other ``:rules:``; or ``:rules:``,
  ``:contract:`` ``N H`` / ``N 100 H x2``, ``:points:``, ``:declarations:``, ``:belote:``, ``:capot:``,
  ``:reserve:``; ``:expect:`` ``[made|dedans|litige] NS … EW …``; two or three players: every figure
  per player, ``:points:`` ``E 40 S 70 W 30``, ``:tricks:``, ``:expect:`` ``[made|failed|reserve] E … S … W …``);
- ``match`` NAME (``:rules:`` to replay under other match switches, ``:expect:`` the winner);
- ``match-end`` (``:totals:``, ``:made-by:``, ``:failed-by:``, ``:rules:``, ``:expect:``);
- ``switch`` SWITCH (``:show:`` which-card, trick, auction, declarations, score, first-trick, match,
  match-end; ``:rules:`` the base preset; ``:options:``; the chosen kind's options): every option side by side;
- ``rules-switches`` TOPIC, ``rules-presets``, ``rules-sources``: the rules reference's tables, generated from
  ``rules`` and ``rulebook``;
- ``glossary-table``: the four-language glossary, each row a link target;
- ``quick-reference`` (``:rules:``): the sections of the one-page quick reference of those rules
  (``render.quick_reference``, the page ``belote-teach reference`` prints).

The blocks of a position under a plain four-player preset (``auction``, ``declarations``, ``deal``,
``score-sheet``, ``match``, ``match-end``) are computed again under every other preset for the reader's
rules (``ReaderRulesDirective``, ``render.house_rules``) by ``web.house`` from the directive's options (and the
record's text), as the page computes them under the reader's own rules; a ``switch`` keeps the rules it compares.

Roles: ``{value}`deal-total``` (see ``render.numbers``; also ``deal NAME FIELD…`` and
``match NAME FIELD…``), ``{points}`JH H``` and ``{gloss}`trump``` / ``{gloss}`trumps <trump>```.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

from docutils import nodes
from docutils.parsers.rst import directives
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxDirective, SphinxRole

from .. import notation, record
from ..deal import Deal, read_record
from ..errors import InvalidInput
from ..game import Game
from ..i18n import Lang
from ..plausible import contract_problem, deal_problem, match_problem
from ..record import replay
from ..render import glossary, guide, numbers, quick_reference, reference, switchboard
from ..render import house_rules as choosable
from ..render.element import el
from ..render.guide import small
from ..render.html import Figure
from ..rulebook import TOPICS
from ..rules import Rules
from ..scoring import DealScore, outcome_name
from ..seats import parse_seat
from ..web import house, house_kinds
from . import ExampleDirective, belote_figure, language

NAME = re.compile(r"^[a-z0-9][a-z0-9-]*$")


def record_path(env: Any, name: str) -> Path:
    if not NAME.match(name):
        raise InvalidInput(f"record name {name!r}: expected lower-case letters, digits and hyphens (a file in book/deals)")
    path: Path = Path(str(env.srcdir)) / str(env.config.belote_deals) / f"{name}.json"
    if not path.exists():
        raise InvalidInput(f"no record {name!r}: {path.relative_to(env.srcdir)} does not exist")
    return path


def loader(env: Any, docname: str) -> Callable[[str], str]:
    """Reads a record by name and makes the page depend on it (a changed record rebuilds the page)."""

    def load(name: str) -> str:
        path = record_path(env, name)
        env.note_dependency(str(path))
        return path.read_text(encoding="utf-8")

    return load


def message_of(error: Exception) -> str:
    """The error's message for the author (a KeyError's repr quotes dropped)."""
    return f"unknown name {error.args[0]!r}" if isinstance(error, KeyError) else str(error)


class GuideDirective(ExampleDirective):
    """Shared by the guide's directives: the figure node, the record loader, expectations."""

    def load(self, name: str) -> str:
        return loader(self.env, self.env.docname)(name.strip())

    def emit(self, figure: Figure) -> list[nodes.Node]:
        node = belote_figure(start=figure.start, body=figure.body, end=figure.end)
        node["house_versions"] = self.house_versions(figure)
        spec = self.house_spec()
        if spec:
            node["house_inputs"] = spec
        self.set_source_info(node)
        return self.caption(node)

    def house_versions(self, figure: Figure) -> dict[str, choosable.Version | None]:
        """The block under the reader's other presets (``render.house_rules``): none, it keeps what it shows."""
        return {}

    def house_spec(self) -> dict[str, str] | None:
        """What ``web.house`` needs to draw the block again in the page (``PAGE.rules-inputs.json``); none here."""
        return None

    def rules(self) -> str:
        return str(self.options.get("rules", "classic")).strip()

    def run(self) -> list[nodes.Node]:
        try:
            figure, problem = self.render()
        except (InvalidInput, ValueError, KeyError) as error:
            return self.fail(message_of(error))
        if problem:
            return self.fail(problem)
        return self.emit(figure)

    def render(self) -> tuple[Figure, str | None]:
        raise NotImplementedError

    def expected(self) -> str | None:
        text = self.options.get("expect")
        return " ".join(str(text).split()) if text is not None else None


class ReaderRulesDirective(GuideDirective):
    """A block computed again under each four-player preset when it states a plain one (the reader's
    rules, ``render.house_rules``): ``under(None)`` is the block as written, ``:expect:`` checked;
    ``under(preset)`` the same position under that preset, a problem when it cannot happen there."""

    def render(self) -> tuple[Figure, str | None]:
        return self.under(None)

    def under(self, preset: str | None) -> tuple[Figure, str | None]:
        raise NotImplementedError

    def wanted(self, preset: str | None) -> str | None:
        """``:expect:``, for the block as written only (under another preset the result may differ)."""
        return self.expected() if preset is None else None

    house_kind = ""
    """The kind that ``web.house`` draws again from the block's options (``house_spec``): under each preset
    at build time, and in the page under the reader's own rules."""

    def house_spec(self) -> dict[str, str]:
        return {"kind": self.house_kind, **{key: str(value).strip() for key, value in self.options.items()
                                            if key not in ("rules", "caption", "expect")}}

    def house_versions(self, figure: Figure) -> dict[str, choosable.Version | None]:
        return house.versions(self.house_spec(), switchboard.attribute(figure.start, "data-rules"), language(self.env))


class RecordDirective(ReaderRulesDirective):
    """A block that reads a record (``book/deals``), named by its argument or its ``:deal:`` option: the
    record's text goes into its inputs (``record``, ``name``), which is all ``web.house_kinds`` reads."""

    def record_name(self) -> str | None:
        return self.arguments[0].strip() if self.arguments else (str(self.options["deal"]).strip()
                                                                 if "deal" in self.options else None)

    def house_spec(self) -> dict[str, str]:
        spec = super().house_spec()
        name = self.record_name()
        return {**spec, "name": name, "record": self.load(name)} if name else spec


class CardOrderDirective(GuideDirective):
    option_spec: ClassVar[dict[str, Any]] = {"orders": directives.unchanged, "caption": directives.unchanged}

    def render(self) -> tuple[Figure, str | None]:
        orders = str(self.options.get("orders", "trump plain sequence")).split()
        return guide.card_order_table(orders, language(self.env)), None


class RankLettersDirective(GuideDirective):
    option_spec: ClassVar[dict[str, Any]] = {"caption": directives.unchanged}

    def render(self) -> tuple[Figure, str | None]:
        return guide.rank_letters_table(language(self.env)), None


class CardValuesDirective(GuideDirective):
    option_spec: ClassVar[dict[str, Any]] = {"modes": directives.unchanged, "caption": directives.unchanged}

    def render(self) -> tuple[Figure, str | None]:
        modes = str(self.options.get("modes", "trump plain no-trump all-trump:ffb2015")).split()
        return guide.card_values_table(modes, language(self.env)), None


class AuctionDirective(RecordDirective):
    house_kind = "auction"
    option_spec: ClassVar[dict[str, Any]] = {
        "rules": directives.unchanged,
        "seed": directives.nonnegative_int,
        "dealer": directives.unchanged,
        "deal": directives.unchanged,
        "calls": directives.unchanged,
        "hands": directives.unchanged,
        "generale-value": directives.nonnegative_int,
        "caption": directives.unchanged,
        "expect": directives.unchanged,
    }

    def under(self, preset: str | None) -> tuple[Figure, str | None]:
        figure, deal = house_kinds.auction(self.house_spec(), preset if "deal" in self.options else preset or self.rules(),
                                           language(self.env))
        wanted = self.wanted(preset)
        if wanted is None:
            return figure, None
        got = notation.contract_text(deal.contract) or ("thrown-in" if deal.thrown_in else "open")
        problem = None if wanted == got else f"expected the auction to end in {wanted} but the engine gives {got}"
        return figure, problem


class DeclarationsDirective(ReaderRulesDirective):
    house_kind = "declarations"
    option_spec: ClassVar[dict[str, Any]] = {
        "rules": directives.unchanged,
        "trump": directives.unchanged_required,
        "hands": directives.unchanged_required,
        "taker": directives.unchanged,
        "caption": directives.unchanged,
        "expect": directives.unchanged,
    }

    def under(self, preset: str | None) -> tuple[Figure, str | None]:
        for required in ("trump", "hands"):
            if required not in self.options:
                raise InvalidInput(f"declarations needs a :{required}: option")
        taker = str(self.options.get("taker", "")).strip() or None
        rules = preset or self.rules()
        problem = contract_problem(rules, str(self.options["trump"]).strip())
        if problem:
            return Figure("", ""), problem
        figure, outcome = guide.declarations_figure(
            notation.read_hands(str(self.options["hands"])), trump=str(self.options["trump"]).strip(),
            rules=rules, taker=parse_seat(taker) if taker else None, lang=language(self.env))
        wanted = self.wanted(preset)
        if wanted is None:
            return figure, None
        got = f"{outcome.winner} {outcome.points[outcome.winner]}" if outcome.winner else "none"
        problem = None if wanted == got else f"expected {wanted} to score declarations but the engine gives {got}"
        return figure, problem


class DealDirective(RecordDirective):
    house_kind = "deal"
    required_arguments = 1
    option_spec: ClassVar[dict[str, Any]] = {
        "parts": directives.unchanged,
        "tricks": directives.unchanged,
        "caption": directives.unchanged,
        "expect": directives.unchanged,
    }

    def under(self, preset: str | None) -> tuple[Figure, str | None]:
        figure, walk = house_kinds.deal(self.house_spec(), preset, language(self.env))
        wanted = _score_problem if walk.result.sides.partnerships else _small_problem  # each for himself: per player
        return figure, deal_problem(walk.deal) or wanted(self.wanted(preset), walk.result)


def individual_record(text: str) -> bool:
    """A record of the individual game (rules reference: two and three players)."""
    return not read_record(text)[1].sides.partnerships


def _small_problem(wanted: str | None, result: DealScore) -> str | None:
    """``:expect:`` for two or three players: ``[made|failed|reserve] E 30 S 130 W 30``."""
    if wanted is None:
        return None
    words = wanted.split()
    kind = small.outcome_kind(result)
    got = f"{kind} {small.players_text(result.score)}"
    if words and words[0] in small.SMALL_OUTCOME and words[0] != kind:
        return f"expected {wanted} but the engine scores {got}"
    expected = small.read_players(" ".join(words[1:] if words and words[0] in small.SMALL_OUTCOME else words))
    return None if expected == result.score else f"expected {wanted} but the engine scores {got}"


def _score_problem(wanted: str | None, result: DealScore) -> str | None:
    if wanted is None:
        return None
    words = wanted.split()
    kind = outcome_name(result)
    if words and words[0] in guide.OUTCOME:
        if words[0] != kind:
            return f"expected {wanted} but the engine scores {kind} {notation.score_text(result.score)}"
        words = words[1:]
    expected = notation.read_score(" ".join(words))
    if expected != result.score:
        return f"expected {wanted} but the engine scores {kind} {notation.score_text(result.score)}"
    return None


SCORE_OPTIONS = ("contract", "points", "declarations", "belote", "capot", "reserve")
SMALL_OPTIONS = ("tricks",)


class ScoreSheetDirective(RecordDirective):
    house_kind = "score-sheet"
    option_spec: ClassVar[dict[str, Any]] = {
        "deal": directives.unchanged,
        "rules": directives.unchanged,
        **{name: directives.unchanged for name in (*SCORE_OPTIONS, *SMALL_OPTIONS)},
        "caption": directives.unchanged,
        "expect": directives.unchanged,
    }

    def under(self, preset: str | None) -> tuple[Figure, str | None]:
        lang = language(self.env)
        if preset is None and (not Game.coerce(self.rules()).sides.partnerships or ("deal" in self.options and individual_record(
                self.load(str(self.options["deal"]))))):
            return self.render_small(lang)
        rules = preset or (self.rules() if "rules" in self.options or "deal" not in self.options else None)
        figure, result, problem = house_kinds.score_sheet(self.house_spec(), rules, lang)
        return figure, problem or _score_problem(self.wanted(preset), result)

    def render_small(self, lang: Lang) -> tuple[Figure, str | None]:
        """Two or three players: ``:points:`` and ``:tricks:`` per player (``E 40 S 70 W 30``)."""
        if "deal" in self.options:
            name = str(self.options["deal"]).strip()
            deal = Deal.from_json(self.load(name))
            result, checked, source = deal.result(), deal.rules, {"data-deal": name}
            problem = deal_problem(deal)
            if problem:
                raise InvalidInput(problem)
        else:
            checked = Rules.coerce(self.rules())
            for required in ("contract", "points", "tricks"):
                if required not in self.options:
                    raise InvalidInput(f"a score sheet of two or three players needs :{required}:")
            reserve = str(self.options.get("reserve", "0")).strip()
            if not reserve.isdigit():
                raise InvalidInput(f"reserve {reserve!r}: expected a whole number")
            text = {k: str(self.options.get(k, "")).strip() for k in ("contract", "points", "tricks", "declarations",
                                                                      "belote")}
            inputs = small.SmallScoreInput(**text, reserve=int(reserve))
            problem = inputs.problem(checked)
            if problem:
                raise InvalidInput(problem)
            result, source = inputs.score(checked), inputs.attributes()
        if result.sides.partnerships:
            raise InvalidInput("this score sheet is not a deal of two or three players")
        return small.small_score_figure(result, checked, lang, source), _small_problem(self.expected(), result)


class MatchDirective(RecordDirective):
    house_kind = "match"
    required_arguments = 1
    option_spec: ClassVar[dict[str, Any]] = {
        "rules": directives.unchanged,
        "caption": directives.unchanged,
        "expect": directives.unchanged,
    }

    def under(self, preset: str | None) -> tuple[Figure, str | None]:
        rules = preset or (self.rules() if "rules" in self.options else None)
        figure, problem = house_kinds.match(self.house_spec(), rules, language(self.env))
        return figure, problem or _winner_problem(self.wanted(preset), figure)


def _winner_problem(wanted: str | None, figure: Figure) -> str | None:
    if wanted is None:
        return None
    got = switchboard.attribute(figure.start, "data-winner")
    return None if wanted == got else f"expected {wanted} to win but the engine gives {got}"


class MatchEndDirective(ReaderRulesDirective):
    house_kind = "match-end"
    option_spec: ClassVar[dict[str, Any]] = {
        "rules": directives.unchanged,
        "totals": directives.unchanged_required,
        "made-by": directives.unchanged,
        "failed-by": directives.unchanged,
        "caption": directives.unchanged,
        "expect": directives.unchanged,
    }

    def under(self, preset: str | None) -> tuple[Figure, str | None]:
        if "totals" not in self.options:
            raise InvalidInput("match-end needs :totals:, e.g. NS 1010 EW 1050")
        totals, rules = notation.read_score(str(self.options["totals"])), Rules.coerce(preset or self.rules())
        made_by = str(self.options.get("made-by", "")).strip() or None
        failed_by = str(self.options.get("failed-by", "")).strip() or None
        figure = guide.match_end_figure(totals, rules=rules, made_by=made_by, failed_by=failed_by, lang=language(self.env))
        problem = match_problem(rules, totals, made_by=made_by, failed_by=failed_by)
        return figure, problem or _winner_problem(self.wanted(preset), figure)


SPEC_OPTIONS = ("trump", "trick", "hand", "player", "seed", "dealer", "calls", "hands", "generale-value", "taker", "deal",
                "match",
                "totals", "made-by", "failed-by", *SCORE_OPTIONS)


class SwitchDirective(GuideDirective):
    required_arguments = 1
    option_spec: ClassVar[dict[str, Any]] = {
        "show": directives.unchanged_required,
        "rules": directives.unchanged,
        "options": directives.unchanged,
        **{name: directives.unchanged for name in SPEC_OPTIONS},
        "caption": directives.unchanged,
    }

    def render(self) -> tuple[Figure, str | None]:
        if "show" not in self.options:
            raise InvalidInput(f"switch needs :show:, one of {', '.join(switchboard.SHOW)}")
        spec = {name: str(self.options[name]) for name in SPEC_OPTIONS if name in self.options}
        result = switchboard.switch_figure(
            self.arguments[0].strip(), str(self.options["show"]).strip(), spec, rules=self.rules(),
            options=str(self.options.get("options", "")).split() or None, lang=language(self.env),
            load=loader(self.env, self.env.docname))
        outcomes = {column.outcome for column in result.columns}
        if len(result.columns) > 1 and len(outcomes) == 1:
            return result.figure(), (f"every option of {result.switch} gives the same result here "
                                     f"({outcomes.pop()}): choose a position where the switch changes something")
        return result.figure(), None


class RulesSwitchesDirective(GuideDirective):
    """``rules-switches TOPIC``: the switches of one topic of the rules reference (``rulebook.TOPICS``)."""

    required_arguments = 1
    option_spec: ClassVar[dict[str, Any]] = {"caption": directives.unchanged}

    def render(self) -> tuple[Figure, str | None]:
        topic = self.arguments[0].strip()
        if topic not in TOPICS:
            raise InvalidInput(f"unknown topic {topic!r}: expected one of {', '.join(TOPICS)}")
        return reference.switch_table(topic, language(self.env)), None


class RulesPresetsDirective(GuideDirective):
    """``rules-presets``: every switch under every preset, with what each preset is."""

    option_spec: ClassVar[dict[str, Any]] = {"caption": directives.unchanged}

    def render(self) -> tuple[Figure, str | None]:
        return reference.preset_table(language(self.env)), None


class RulesSourcesDirective(GuideDirective):
    """``rules-sources``: the sources of the rules, in words."""

    option_spec: ClassVar[dict[str, Any]] = {"caption": directives.unchanged}

    def render(self) -> tuple[Figure, str | None]:
        return reference.sources_list(language(self.env)), None


class GlossaryTableDirective(SphinxDirective):
    """The glossary; each row is a link target ``gloss-KEY`` for the ``gloss`` role."""

    def run(self) -> list[nodes.Node]:
        std = self.env.get_domain("std")
        for entry in glossary.GLOSSARY:
            std.note_hyperlink_target(glossary.anchor(entry.key), self.env.docname,  # type: ignore[attr-defined]
                                      glossary.anchor(entry.key), entry.word(language(self.env)))
        node = nodes.raw("", glossary.glossary_table(language(self.env)), format="html")
        self.set_source_info(node)
        return [node]


class QuickReferenceDirective(SphinxDirective):
    """The quick reference's sections (each a section of the page, in its table of contents)."""

    option_spec: ClassVar[dict[str, Callable[[str], Any]]] = {"rules": directives.unchanged_required}

    def run(self) -> list[nodes.Node]:
        try:
            sections = quick_reference.quick_reference_sections(self.options.get("rules", "classic"),
                                                                language(self.env))
        except InvalidInput as error:
            raise self.error(message_of(error)) from None
        made: list[nodes.Node] = []
        for section in sections:
            node = nodes.section(ids=[section.key], names=[nodes.fully_normalize_name(section.heading)])
            node += nodes.title(section.heading, section.heading)
            node += nodes.raw("", section.html, format="html")
            self.set_source_info(node)
            self.state.document.note_implicit_target(node, node)
            made.append(node)
        return made


class ValueRole(SphinxRole):
    """``{value}`deal-total``` → the engine's number, marked with its name."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        spec = " ".join(self.text.split())
        try:
            words = spec.split()
            if words and words[0] in ("deal", "match") and len(words) >= 3:
                value = record_value(self.env, words)
            else:
                value = str(numbers.number(spec))
        except (InvalidInput, ValueError, KeyError) as error:
            return [], [self.inliner.reporter.error(message_of(error), line=self.lineno)]
        html = el("span", value, class_="belote-value", data_value=spec)
        return [nodes.raw(self.rawtext, html, format="html", belote=True)], []


def record_value(env: Any, words: list[str]) -> str:
    """``deal NAME FIELD…`` or ``match NAME FIELD…``: a number of a whole deal or match record."""
    text = loader(env, env.docname)(words[1])
    if words[0] == "match":
        lines, _, _, _ = record.replay_match(text)
        return str(record.match_number(lines, words[2:]))
    return str(record.deal_number(replay(text), words[2:]))


class PointsRole(SphinxRole):
    """``{points}`JH H``` → the card's points in that mode (``QS all-trump pagat``: with a value system)."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        spec = " ".join(self.text.split())
        try:
            value = numbers.number(f"points {spec}")
        except (InvalidInput, ValueError) as error:
            return [], [self.inliner.reporter.error(message_of(error), line=self.lineno)]
        html = el("span", value, class_="belote-value", data_value=f"points {spec}")
        return [nodes.raw(self.rawtext, html, format="html", belote=True)], []


EXPLICIT = re.compile(r"^(.*?)\s*<([a-z0-9-]+)>$", re.DOTALL)


class GlossRole(SphinxRole):
    """``{gloss}`trump``` → the term in the page's language, linked to its glossary row."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        match = EXPLICIT.match(self.text.strip())
        key = match.group(2) if match else self.text.strip()
        try:
            entry = glossary.term(key)
        except InvalidInput as error:
            return [], [self.inliner.reporter.error(str(error), line=self.lineno)]
        text = match.group(1) if match and match.group(1) else entry.word(language(self.env))
        reference = addnodes.pending_xref(self.rawtext, refdomain="std", reftype="ref", refexplicit=True,
                                          reftarget=glossary.anchor(entry.key), refwarn=True,
                                          refdoc=self.env.docname)
        reference += nodes.inline(text, text)
        self.set_source_info(reference)
        return [reference], []


def mark_glossary_links(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """Resolved ``gloss`` references keep a class of their own (Sphinx rebuilds their inner node)."""
    for node in doctree.findall(nodes.reference):
        target = str(node.get("refuri", "")).partition("#")[2] or str(node.get("refid", ""))
        if target.startswith("gloss-"):
            node["classes"].append("belote-gloss")


def setup(app: Sphinx) -> None:
    app.add_config_value("belote_deals", "book/deals", "env")
    for name, directive in {
        "card-order": CardOrderDirective,
        "card-values": CardValuesDirective,
        "rank-letters": RankLettersDirective,
        "auction": AuctionDirective,
        "declarations": DeclarationsDirective,
        "deal": DealDirective,
        "score-sheet": ScoreSheetDirective,
        "match": MatchDirective,
        "match-end": MatchEndDirective,
        "switch": SwitchDirective,
        "rules-switches": RulesSwitchesDirective,
        "rules-presets": RulesPresetsDirective,
        "rules-sources": RulesSourcesDirective,
        "glossary-table": GlossaryTableDirective,
        "quick-reference": QuickReferenceDirective,
    }.items():
        app.add_directive(name, directive)
    app.add_role("value", ValueRole())
    app.add_role("points", PointsRole())
    app.add_role("gloss", GlossRole())
    app.add_css_file("belote-guide.css")
    app.connect("doctree-resolved", mark_glossary_links)
