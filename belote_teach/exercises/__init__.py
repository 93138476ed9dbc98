"""Exercises checked by the engine: one registry of kinds (``Kind``), generators at three levels, exercise-set files.

Every exercise holds its position, its rules and the engine's answer, computed when it is made;
``check`` gives the learner a ``Feedback`` with the engine's reasons in any language. Pure
Python, no I/O: it runs in Jupyter, in the browser (Pyodide) and at the guide's build time.

>>> from belote_teach.exercises import WhichCards, generate, Exercise
>>> exercise = WhichCards.make("7S AS JH 8C", "W:10S", trump="H")
>>> exercise.answer_key
'7S AS'
>>> feedback = exercise.check("AS JH")
>>> feedback.correct, feedback.verdict("en")
(False, 'Not quite. The answer: you may play seven of spades, ace of spades')
>>> print(feedback.messages("de")[0])
Pik-Sieben: erlaubt. Diese Karte bedient die ausgespielte Farbe (Pik).
>>> Exercise.from_dict(exercise.to_dict()) == exercise
True
>>> generate("trick-points", level=1, seed=4).kind
'trick-points'

Exercise-set files (YAML, see ``sets``) are read with ``load_set``; PyYAML is imported only then.
"""

# each kind module registers its kinds on import: this order is the order of ``KINDS``
from .play import TrickPoints, TrickWinner, WhichCards  # isort: skip
from .scoring import DealScoring, Declarations  # isort: skip
from .card_value import CardValue  # isort: skip
from .auction import AuctionResult, LegalCalls  # isort: skip
from .match_end import MatchEnd  # isort: skip
from .best_card import BestCard  # isort: skip
from .bidding_choice import TakeOrPass  # isort: skip
from .bid_height import HowHigh  # isort: skip
from . import small_deals  # noqa: F401  # isort: skip  # the individual game's forms of the kinds (Kind.at)
from .base import (
    LEVELS,
    REGISTRY,
    Answer,
    Exercise,
    Feedback,
    Field,
    Kind,
    Option,
    Reason,
    compose,
    exercise_from_dict,
    kind_of,
)
from .generate import generate

KINDS: tuple[str, ...] = tuple(REGISTRY)
"""Every exercise kind, from the registry (``Kind`` says what each one needs)."""

__all__ = [
    "KINDS",
    "LEVELS",
    "REGISTRY",
    "Answer",
    "AuctionResult",
    "BestCard",
    "CardValue",
    "DealScoring",
    "Declarations",
    "Exercise",
    "ExerciseSet",
    "Feedback",
    "Field",
    "HowHigh",
    "Kind",
    "LegalCalls",
    "MatchEnd",
    "Option",
    "Problem",
    "Reason",
    "SetError",
    "TakeOrPass",
    "TrickPoints",
    "TrickWinner",
    "WhichCards",
    "compose",
    "exercise_from_dict",
    "generate",
    "kind_of",
    "load_set",
    "parse_set",
]


def __getattr__(name: str) -> object:
    """The set loader (and PyYAML with it) is imported on first use only."""
    if name in ("ExerciseSet", "Problem", "SetError", "load_set", "parse_set"):
        from . import sets

        return getattr(sets, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
