"""What each key of a lesson holds, for reading and writing it in a notation (``cards: fr``).

A set that names its notation has every card, suit, seat and team of its positions and answers
read through ``belote_teach.spelling`` before the kinds build them; answers and positions are
written back in it (``check --answers``, ``generate``). ``KEY_FORMS`` says what each position key
holds (the forms of ``spelling.FORMS``), each kind's ``Kind.expect_form`` what its answer holds; a
mapping key such as ``hands`` holds seats (or teams) with their values.

>>> from belote_teach.spelling import spelling
>>> write_position({"trump": "H", "trick": "W:7C", "hand": "JH 8S", "player": "S"}, spelling("fr"))
{'trump': '♥', 'trick': 'O:7♣', 'hand': 'V♥ 8♠', 'player': 'S'}
>>> write_answer("trick-winner", "W", spelling("nl")), write_answer("auction", "S 100 H x2", spelling("fr"))
('W', 'S 100 ♥ x2')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..spelling import Spelling
from .base import REGISTRY

if TYPE_CHECKING:
    from yaml import Node

    from .sets import _Reader

Form = str | tuple[str, str | None]
"""A form of ``spelling.FORMS``, or a mapping: (the form of its keys, the form of its values or None)."""

KEY_FORMS: dict[str, Form] = {
    "hand": "cards", "card": "cards", "turned": "cards",
    "trick": "plays", "played": "plays",
    "trump": "trump",
    "player": "seat", "leader": "seat", "taker": "seat", "dealer": "seat",
    "made-by": "side", "failed-by": "side", "capot": "side",
    "calls": "calls",
    "hands": ("side", "cards"),
    "points": ("side", None), "declarations": ("side", None), "belote": ("side", None), "totals": ("side", None),
    "tricks": ("side", None),
}
"""What each position key holds; the keys not listed (``bid``, ``multiplier``, ``goal``,
``last-trick``) hold numbers and words, the same in every notation."""
PLAIN_KEYS = frozenset({"bid", "multiplier", "goal", "last-trick"})

def respell(reader: _Reader, fields: Mapping[str, tuple[Node, Node]], kind: str, spelling: Spelling) -> None:
    """Rewrite the position and the ``expect`` of one exercise from ``spelling`` to the engine's
    notation, in place (each value keeps its line); a value that is not in the notation is a problem."""
    for key, (_, value) in fields.items():
        form = REGISTRY[kind].expect_form if key == "expect" else KEY_FORMS.get(key)
        if form is not None:
            _respell(reader, value, form, spelling, key)


def _respell(reader: _Reader, node: Node, form: Form, spelling: Spelling, key: str) -> None:
    import yaml

    if isinstance(node, yaml.MappingNode) and isinstance(form, tuple):
        keys, values = form
        for key_node, value in node.value:
            _respell(reader, key_node, keys, spelling, key)
            if values is not None:
                _respell(reader, value, values, spelling, key)
    elif isinstance(node, yaml.SequenceNode):
        for item in node.value:
            _respell(reader, item, form, spelling, key)
    elif isinstance(node, yaml.ScalarNode) and node.tag != "tag:yaml.org,2002:null":
        shape = form if isinstance(form, str) else form[0]
        read = reader.attempt(node, lambda: spelling.read(str(node.value), shape), f"{key}: ")
        if read is not None:
            node.value = read


def write_position(position: Mapping[str, Any], spelling: Spelling) -> dict[str, Any]:
    """An exercise's position (``Exercise.position()``) with its cards, seats and teams in ``spelling``."""
    return {key: _write(value, KEY_FORMS.get(key), spelling) for key, value in position.items()}


def write_answer(kind: str, answer: str, spelling: Spelling) -> str:
    """An answer key (``Exercise.answer_key``) in ``spelling``."""
    return str(_write(answer, REGISTRY[kind].expect_form, spelling))


def _write(value: Any, form: Form | None, spelling: Spelling) -> Any:
    if form is None or isinstance(value, bool | int):
        return value
    if isinstance(value, Mapping):
        keys, values = form if isinstance(form, tuple) else (form, form)
        return {_write(key, keys, spelling): _write(item, values, spelling) for key, item in value.items()}
    return spelling.write(str(value), form if isinstance(form, str) else form[0])
