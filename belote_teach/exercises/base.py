"""What every exercise kind shares: reasons, feedback, the JSON form and its registry.

An exercise is a position, the rules it is played under, and the engine's answer, computed when
the exercise is made (never typed). ``check(response)`` compares a learner's response with that
answer and returns a ``Feedback``: right or wrong, the engine's answer, and the reasons (rule id
and localized message) that explain it, in any language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar, Literal

from .. import messages
from ..errors import InvalidInput
from ..i18n import Lang, Msg, say
from ..rulebook import contract_modes
from ..rules import Rules
from ..table import Table
from ..trump import Trump

Text = Callable[[Lang], str]
"""A message of the engine, rendered in the language asked for."""

_C = "exercise"
RIGHT = Msg(_C, "Right!", "feedback on a right answer")
WRONG = Msg(_C, "Not quite.", "feedback on a wrong answer")
ENGINE_ANSWER = Msg(_C, "The answer: {answer}", "the engine's answer after a wrong try")


@dataclass(frozen=True, slots=True)
class Reason:
    """One line of an explanation: the rule that decides it, what it is about (a card, a seat,
    a team or nothing) and its message in every language."""

    rule: str
    text: Text = field(compare=False, repr=False)
    subject: str = ""

    def message(self, lang: Lang = "en") -> str:
        return self.text(lang)


def possible(problem: str | None) -> None:
    """Refuse a position no real deal can produce: ``problem`` is the ``plausible`` check's
    "… cannot happen because …", or ``None``."""
    if problem:
        raise InvalidInput(problem)


def text(msg: Msg, **fields: object) -> Text:
    """``msg`` with its fields, each a value or a function of the language."""

    def render(lang: Lang) -> str:
        return msg(lang, **{key: value(lang) if callable(value) else value for key, value in fields.items()})

    return render


@dataclass(frozen=True, slots=True)
class Feedback:
    """The engine's verdict on one response.

    ``answer`` is the engine's answer (the same form as ``Exercise.answer``), ``reasons`` explain
    it; on a wrong response they first explain what was wrong in it.
    """

    correct: bool
    answer: object
    response: object
    reasons: tuple[Reason, ...]
    answer_text: Text = field(compare=False, repr=False)

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule ids of the reasons, in order."""
        return tuple(reason.rule for reason in self.reasons)

    def messages(self, lang: Lang = "en") -> list[str]:
        """The explanation, one line per reason, in ``lang``."""
        return [reason.message(lang) for reason in self.reasons]

    def verdict(self, lang: Lang = "en") -> str:
        """"Right!", or "Not quite." followed by the engine's answer."""
        if self.correct:
            return RIGHT(lang)
        return f"{WRONG(lang)} {ENGINE_ANSWER(lang, answer=self.answer_text(lang))}"


LEVELS = (1, 2, 3)
SUITS = (Trump.SPADES, Trump.HEARTS, Trump.DIAMONDS, Trump.CLUBS)


def modes(rules: Rules) -> tuple[Trump, ...]:
    """The trump modes a contract can have under ``rules``: no and all trumps only where the
    auction offers them (coinche bids, or the third round)."""
    extra = len(contract_modes(rules)) > 1
    return (*SUITS, Trump.NO_TRUMP, Trump.ALL_TRUMP) if extra else SUITS


class Answer(StrEnum):
    """How a kind is answered: by the ``fields`` it describes (``Exercise.fields()``), or by a form the
    front ends draw for it. Front ends branch on these members, not on words; each is also its
    word in set files and pages (``Answer.CARDS == "cards"``).

    >>> Answer("team-points") is Answer.TEAM_POINTS, [str(a) for a in Answer][:2]
    (True, ['fields', 'cards'])
    """

    FIELDS = "fields"
    CARDS = "cards"
    """Tick the cards allowed."""
    SEAT = "seat"
    """Choose a seat by its card in the trick."""
    POINTS = "points"
    """A number of points."""
    TEAM_POINTS = "team-points"
    """A team (or nobody) and its points."""
    OUTCOME_SCORES = "outcome-scores"
    """How the deal ends and each team's score."""


@dataclass(frozen=True, slots=True)
class Kind:
    """Everything about one exercise kind, declared once in its module (``register``).

    ``title`` is the default question; ``keys`` the position keys of a teacher's YAML entry, of which
    ``required`` must be given; ``build(reader, node, fields, rules, question)`` reads such an entry
    (``sets``), ``generate(rng, level, rules, **provenance)`` draws one from a seeded deal. The front
    ends draw a kind by what it declares, never by its class: ``picture`` names how its position is
    drawn (``hand-trick``, ``trick``, ``hands``, ``card``, ``calls``, ``deal-lines``, ``match-lines``,
    ``deal``) and ``answer`` how it is answered (an ``Answer``: ``FIELDS``, ``Exercise.fields()``; or
    a drawn form: ``CARDS``, ``SEAT``, ``POINTS``, ``TEAM_POINTS``, ``OUTCOME_SCORES``). ``live``: rules under which
    the live notebook has a copy (``<lang>/<kind>-<rules>.ipynb``); ``finds``: how an ``expect`` that
    disagrees is answered in a set file (``the engine allows``, ``the solver finds``); ``tables``:
    the numbers of players it has positions for (``refuse`` says why another table gets none);
    ``expect_form``: what its answer holds, to read and write it in a lesson's notation (a form of
    ``spelling.FORMS``: ``cards``, ``seat``, ``calls``, ``contract``, ``result``; a pair for an
    answer that may be a mapping of its keys' form to its values'). ``rules``: the preset it is drawn
    under when none is named (``generate``, the widget, the live exercise); ``needs``: why rules whose
    table it has still give it no exercise (``how-high``: the coinche auction), or ``None``.
    """

    name: str
    title: Msg
    exercise: type[Exercise]
    keys: tuple[str, ...]
    required: tuple[str, ...]
    build: Callable[..., Exercise | None] = field(repr=False)
    generate: Callable[..., Exercise] = field(repr=False)
    picture: str
    answer: Answer = Answer.FIELDS
    live: tuple[str, ...] = ()
    finds: str = "the engine's answer is"
    tables: tuple[int, ...] = (2, 3, 4)
    expect_form: str | tuple[str, str] = "result"
    rules: str = "classic"
    needs: Callable[[Rules], str | None] | None = field(default=None, repr=False)

    def at(self, rules: Rules) -> Kind:
        """This kind as the table of ``rules`` asks it: at a table of two or three, where each plays for
        himself, the individual game's own form of the kind when one is registered (``INDIVIDUAL``).

        >>> kind_of("deal-score").at(Rules.coerce("nl23")).exercise.__name__
        'SmallDealScoring'
        >>> kind_of("deal-score").at(Rules.coerce("classic")) is kind_of("deal-score")
        True
        """
        if Table.of(rules).partnerships:
            return self
        return INDIVIDUAL.get(self.name, self)

    def refuse(self, rules: Rules) -> str | None:
        """Why this kind has no exercise under ``rules`` (``None``: it has).

        >>> print(REGISTRY["bid"].refuse(Rules.coerce("nl23")))
        bid exercises are for four players; nl23 is for three
        >>> REGISTRY["trick-winner"].refuse(Rules.coerce("nl23+players=2")) is None
        True
        """
        problem = self.needs(rules) if self.needs is not None and rules.players in self.tables else None
        if problem:
            return problem
        if rules.players in self.tables:
            return None
        if 4 in self.tables:  # a kind of the four-player game: the table has two or three
            return say(messages.FOR_FOUR, kind=self.name, rules=rules.name,
                       players=say(messages.PLAYER_WORDS[rules.players]))
        return say(messages.FOR_TWO_OR_THREE, kind=self.name, rules=rules.name)


REGISTRY: dict[str, Kind] = {}
"""Every exercise kind, in the order the package imports their modules: the only list of kinds."""
INDIVIDUAL: dict[str, Kind] = {}
"""The kinds the individual game of two or three players asks in its own form, by name (``Kind.at``):
the same name, keys, picture and answer, its own exercise class, reader and generator."""


def register(kind: Kind) -> Kind:
    """Declare a kind (its module calls this once)."""
    if kind.name in REGISTRY or kind.exercise.kind != kind.name:
        raise ValueError(f"exercise kind {kind.name!r}: registered twice, or its class says {kind.exercise.kind!r}")
    REGISTRY[kind.name] = kind
    return kind


def register_individual(kind: Kind) -> Kind:
    """Declare the individual game's form of a registered kind (its module calls this once)."""
    if kind.name not in REGISTRY or kind.name in INDIVIDUAL or kind.exercise.kind != kind.name:
        raise ValueError(f"exercise kind {kind.name!r}: not registered yet, registered twice for two or three "
                         f"players, or its class says {kind.exercise.kind!r}")
    INDIVIDUAL[kind.name] = kind
    return kind


def kinds() -> tuple[str, ...]:
    """The names of every registered kind."""
    return tuple(REGISTRY)


def kind_of(name: object) -> Kind:
    """The registered kind ``name`` (``InvalidInput`` naming the known ones when there is none)."""
    found = REGISTRY.get(str(name))
    if found is None:
        raise InvalidInput(f"unknown exercise kind {name!r}: expected one of {', '.join(REGISTRY)}")
    return found

CHOICE_SEPARATOR = ", "
"""Between the values of a multiple choice in an answer key (a call such as ``80 H`` holds a space)."""


@dataclass(frozen=True, slots=True)
class Option:
    """One choice of an answer field: its value in the answer key and its label; choosing an
    ``alone`` option is the whole answer (``thrown-in``: no taker, no trump)."""

    value: str
    label: Text = field(compare=False, repr=False)
    alone: bool = False


@dataclass(frozen=True, slots=True)
class Field:
    """One part of an answer form: a single choice (``radio``), several (``checkbox``) or a
    whole number (``number``). The parts of an answer key are the fields' values in order."""

    name: str
    form: Literal["radio", "checkbox", "number"]
    label: Text = field(compare=False, repr=False)
    options: tuple[Option, ...] = ()


def compose(fields: Sequence[Field], values: Mapping[str, object]) -> str:
    """The answer key that a form with these values gives: what the quiz page's script and the
    widgets build from a reader's choices (a checkbox field's values in the order of its options).

    >>> yes = Field("calls", "checkbox", str, (Option("take", str), Option("pass", str)))
    >>> compose([yes], {"calls": ["pass", "take"]})
    'take, pass'
    """
    for spec in fields:
        chosen = _chosen(values.get(spec.name))
        alone = [option.value for option in spec.options if option.alone and option.value in chosen]
        if alone:
            return alone[0]
    parts = []
    for spec in fields:
        chosen = _chosen(values.get(spec.name))
        if spec.form == "checkbox":
            parts.append(CHOICE_SEPARATOR.join(option.value for option in spec.options if option.value in chosen))
        else:
            parts.append(" ".join(chosen))
    return " ".join(" ".join(parts).split())


def _chosen(value: object) -> list[str]:
    if value is None or value == "":
        return []
    if isinstance(value, list | tuple | set | frozenset):
        return [str(item) for item in value]
    return [str(value)]


@dataclass(frozen=True, slots=True, kw_only=True)
class Exercise:
    """A position of one kind, its rules and the engine's answer.

    ``question`` is an author's own wording of the question (``prompt`` gives the default one);
    ``level`` and ``seed`` say where a generated exercise came from.
    """

    kind: ClassVar[str] = ""
    rules: Rules
    question: str | None = None
    level: int | None = None
    seed: int | None = None

    # ----- what each kind provides -----

    @property
    def answer(self) -> object:
        """The engine's answer."""
        raise NotImplementedError

    def read(self, response: object) -> object:
        """A learner's response in the answer's form (``InvalidInput`` when it cannot be one)."""
        raise NotImplementedError

    def key(self, answer: object) -> str:
        """An answer as a short canonical text: the pages' ``data-answer``."""
        raise NotImplementedError

    def describe(self, answer: object, lang: Lang = "en") -> str:
        """An answer in words."""
        raise NotImplementedError

    def reasons(self) -> tuple[Reason, ...]:
        """Why the engine's answer is right."""
        raise NotImplementedError

    def mistakes(self, response: Any) -> tuple[Reason, ...]:
        """What is wrong in a (read) wrong response; reasons then follow."""
        raise NotImplementedError

    def prompt(self, lang: Lang = "en") -> str:
        """The default question."""
        return REGISTRY[self.kind].title(lang)

    def anticipated(self) -> tuple[Reason, ...]:
        """The explanations of likely wrong answers that ``reasons`` does not give, each with the
        wrong answer's key as its subject (a page stores them ahead of the reader's answer)."""
        return ()

    def fields(self) -> tuple[Field, ...]:
        """The answer form, for the kinds that describe it (empty: the front ends draw their own)."""
        return ()

    def worded(self, lang: Lang = "en") -> tuple[str, ...]:
        """The position in words, a line each, for an exercise that words its own (a table of two or
        three, whose figures are per player); empty: the front ends draw its kind's picture."""
        return ()

    def field_values(self, answer: object) -> dict[str, object]:
        """An answer as the values of ``fields()``: ``compose(fields(), field_values(a)) == key(a)``."""
        raise NotImplementedError

    def position(self) -> dict[str, Any]:
        """The position as JSON-ready fields (without kind, rules and answer)."""
        raise NotImplementedError

    @classmethod
    def from_position(cls, data: Mapping[str, Any], rules: Rules, **provenance: Any) -> Exercise:
        raise NotImplementedError

    # ----- shared -----

    @property
    def answer_key(self) -> str:
        return self.key(self.answer)

    def answer_text(self, lang: Lang = "en") -> str:
        return self.describe(self.answer, lang)

    def title(self, lang: Lang = "en") -> str:
        """The author's question, or the default one in ``lang``."""
        return self.question or self.prompt(lang)

    def check(self, response: object) -> Feedback:
        """Compare a response with the engine's answer.

        A wrong response gets the reasons for what is wrong in it first, then the others.
        """
        given = self.read(response)
        correct = self.key(given) == self.answer_key
        reasons = self.reasons()
        if not correct:
            wrong = self.mistakes(given)
            reasons = wrong + tuple(reason for reason in reasons if reason not in wrong)
        return Feedback(correct, self.answer, given, reasons, self.answer_text)

    def to_dict(self) -> dict[str, Any]:
        """The exercise as JSON-ready data; ``Exercise.from_dict`` rebuilds it."""
        data: dict[str, Any] = {"kind": self.kind, "rules": self.rules.name, **self.position()}
        for name in ("question", "level", "seed"):
            if getattr(self, name) is not None:
                data[name] = getattr(self, name)
        data["answer"] = self.answer_key
        return data

    @staticmethod
    def from_dict(data: Mapping[str, Any]) -> Exercise:
        """Rebuild an exercise from ``to_dict``; the engine recomputes the answer, and a stored
        answer must agree with it."""
        if not isinstance(data, Mapping):
            raise InvalidInput(f"an exercise must be a mapping, not {type(data).__name__}")
        spec = kind_of(data.get("kind"))
        rules = Rules.coerce(str(data.get("rules", "classic")))
        refused = spec.refuse(rules)
        if refused:
            raise InvalidInput(refused)
        cls = spec.at(rules).exercise
        provenance = {name: data.get(name) for name in ("question", "level", "seed")}
        exercise = cls.from_position(data, rules, **provenance)
        stored = data.get("answer")
        if stored is not None and exercise.key(exercise.read(stored)) != exercise.answer_key:
            raise InvalidInput(
                f"the stored answer {stored!r} disagrees with the engine, whose answer is "
                f"{exercise.answer_key!r}: {' '.join(exercise.check(stored).messages('en'))}"
            )
        return exercise


def exercise_from_dict(data: Mapping[str, Any]) -> Exercise:
    """``Exercise.from_dict``, as a function."""
    return Exercise.from_dict(data)
