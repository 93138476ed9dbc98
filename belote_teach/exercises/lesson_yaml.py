"""The YAML a lesson may use, checked before PyYAML composes it: plain values, indented lists and
mappings, one level of ``[ ]`` / ``{ }``, and nothing else.

A lesson never needs anchors and aliases (the way to an alias "bomb" or a self-referencing
value), tags (``!!python/…``), flow collections inside flow collections, deep nesting, control
characters, huge values or thousands of entries; each is refused with its line before anything
is built. The check walks PyYAML's event stream (``yaml.parse``, which keeps every mark and
stops at the first refusal) — the same parser that then composes the nodes, so line numbers
agree; PyYAML is imported only when a lesson is read (the engine runs in Pyodide without it).

>>> first_refusal("title: &t Drill\\nexercises: []\\n")
(1, 'an anchor (&t): remove it; a lesson uses no anchors or aliases')
>>> first_refusal("a: [1]\\nb: [[2]]\\n")
(2, "a list or mapping in brackets inside another: write the outer one as an indented block (one '- item' or 'key: value' a line)")
>>> first_refusal("title: Drill\\nlanguages: [en, fr]\\npoints: {NS: 95, EW: 67}\\n") is None
True
>>> first_refusal('exercises: []\\ntitle: "A \\\\ud800 B"\\n')[0]
2
"""

from __future__ import annotations

import re

from .. import messages
from ..messages import say

MAX_BYTES = 256 * 1024
"""A lesson file's size: a 200-exercise lesson in four languages takes well under half of it."""
MAX_EXERCISES = 200
MAX_ITEMS = 500
"""Entries in any one list or mapping."""
MAX_DEPTH = 6
"""Levels of lists and mappings: set → exercises → exercise → hands → a hand's cards is five."""
MAX_BRACKETS = 32
"""``[`` and ``{`` open at once, counted over the raw text before PyYAML sees it (its scanner is
quadratic in the depth of brackets: 2,000 of them take seconds)."""
MAX_TEXT = 2000
"""Characters of one value (a question is a few sentences)."""

_BAD = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff\ufffe\uffff"
                  "\ud800-\udfff]|\r(?!\n)")
"""What a lesson may not hold: control characters, odd line breaks, text-direction marks, a
byte-order mark inside, non-characters, and lone surrogates (a ``\\ud800`` escape: no UTF-8 for it)."""
_BRACKET = re.compile(r"[\[\]{}]")


def _character_kind(char: str) -> str:
    if char in "\r\x85\u2028\u2029":
        return "break"
    if "\u202a" <= char <= "\u202e" or "\u2066" <= char <= "\u2069":
        return "bidi"
    if char == "\ufeff":
        return "bom"
    if "\ud800" <= char <= "\udfff":
        return "surrogate"
    return "noncharacter" if char in "\ufffe\uffff" else "control"


def bad_character(text: str) -> tuple[int, str] | None:
    """The first character a lesson may not hold, as (line, message).

    >>> bad_character("title: x\\nexercises:\\x00\\n")
    (2, 'column 11: a control character (U+0000): remove it; a lesson is plain text')
    >>> bad_character("a: b\\r\\nc: d\\r\\n") is None
    True
    """
    match = _BAD.search(text)
    if match is None:
        return None
    start = match.start()
    breaks = text.count("\n", 0, start)
    column = start - (text.rfind("\n", 0, start) + 1) + 1
    char = match.group()[0]
    what = say(messages.CHARACTER_KINDS[_character_kind(char)])
    return 1 + breaks, say(messages.BAD_CHARACTER, column=column, what=what, code=ord(char))


def _brackets(text: str) -> int | None:
    """The line where more than ``MAX_BRACKETS`` brackets are open at once, if any."""
    depth = 0
    for match in _BRACKET.finditer(text):
        depth = depth + 1 if match.group() in "[{" else max(depth - 1, 0)
        if depth > MAX_BRACKETS:
            return text.count("\n", 0, match.start()) + 1
    return None


def first_refusal(text: str) -> tuple[int, str] | None:
    """The first thing in ``text`` a lesson may not hold, as (line, message), or None.

    YAML syntax errors are left to the composer, which reports them with its own words.
    """
    import yaml

    if len(text) > MAX_BYTES:
        return 1, say(messages.TOO_BIG, size=len(text.encode("utf-8", "surrogatepass")), limit=MAX_BYTES)
    found = bad_character(text)
    if found is not None:
        return found
    line = _brackets(text)
    if line is not None:
        return line, say(messages.BRACKETS, limit=MAX_BRACKETS)
    open_collections: list[list[int]] = []  # [flow style, events seen, events allowed] of each open collection
    loader = yaml.SafeLoader(text)
    try:
        while loader.check_event():
            event = loader.get_event()  # type: ignore[no-untyped-call]  # the stubs leave it untyped
            mark = event.start_mark
            line = 1 if mark is None else mark.line + 1
            if isinstance(event, yaml.CollectionEndEvent):
                open_collections.pop()
                continue
            if not isinstance(event, yaml.NodeEvent):
                continue
            if open_collections:
                open_collections[-1][1] += 1
                if open_collections[-1][1] > open_collections[-1][2]:
                    return line, say(messages.TOO_MANY_ITEMS, limit=MAX_ITEMS)
            if isinstance(event, yaml.AliasEvent):
                return line, say(messages.ALIAS, name=event.anchor)
            if event.anchor is not None:
                return line, say(messages.ANCHOR, name=event.anchor)
            tag = getattr(event, "tag", None)
            if tag is not None:
                return line, say(messages.TAG, tag=tag.replace("tag:yaml.org,2002:", "!!"))
            if isinstance(event, yaml.ScalarEvent):
                if len(event.value) > MAX_TEXT:
                    return line, say(messages.TOO_LONG, length=len(event.value), limit=MAX_TEXT)
                match = _BAD.search(event.value)
                if match is not None:  # written as an escape in a quoted value ("\a", "\x1b", "\ud800")
                    char = match.group()[0]
                    if _character_kind(char) == "surrogate":
                        return line, say(messages.SURROGATE_ESCAPE, code=ord(char))
                    what = say(messages.CHARACTER_KINDS[_character_kind(char)])
                    return line, say(messages.BAD_ESCAPE, what=what, code=ord(char))
            elif isinstance(event, yaml.CollectionStartEvent):
                if event.flow_style and any(flow for flow, _, _ in open_collections):
                    return line, say(messages.NESTED_FLOW)
                if len(open_collections) >= MAX_DEPTH:
                    return line, say(messages.TOO_DEEP, limit=MAX_DEPTH)
                entries = 2 * MAX_ITEMS if isinstance(event, yaml.MappingStartEvent) else MAX_ITEMS  # key and value
                open_collections.append([bool(event.flow_style), 0, entries])
    except yaml.YAMLError:
        return None
    except ValueError:  # PyYAML's chr() of an escape beyond Unicode ("\U00110000")
        return loader.get_mark().line + 1, say(messages.BEYOND_UNICODE)
    finally:
        loader.dispose()
    return None


# ----- YAML's syntax errors a teacher meets, explained with the fix written out -----

_KEY_VALUE = re.compile(r"^(\s*(?:-\s+)?)([A-Za-z][\w-]*):[ \t]+(.*?)\s*$")


def quoted(text: str) -> str:
    """``text`` as a quoted YAML value: in double quotes, else single quotes, else escaped.

    >>> print(quoted("Séance 3 : quelle carte ?"), quoted('Le "valet"'), quoted("l'as " + '"maître"'))
    "Séance 3 : quelle carte ?" 'Le "valet"' "l'as \\"maître\\""
    """
    if '"' not in text and "\\" not in text:
        return f'"{text}"'
    if "'" not in text:
        return f"'{text}'"
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _unquoted(value: str) -> str:
    """A value that went wrong in quotes, with its outer quote marks taken off (``'l'as'`` → ``l'as``)."""
    if len(value) >= 2 and value[0] in "\"'" and value[-1] == value[0]:
        return value[1:-1]
    return value


def pitfall(problem: str, context: str, line: int, context_line: int, text: str) -> tuple[int, str] | None:
    """The syntax error PyYAML reports (``problem``, ``context``, both 1-based lines) as a teacher's
    mistake, its line and the fix written out, or ``None`` for the others.

    >>> pitfall("mapping values are not allowed here", "", 1, 1, "title: Séance 3 : quelle carte ?")
    (1, 'title: a colon followed by a space inside a text starts a new key for YAML: put the text in quotes: title: "Séance 3 : quelle carte ?"')
    >>> pitfall("found character '\\\\t' that cannot start any token", "while scanning for the next token", 2, 2, "a: b\\n\\tc: d")
    (2, 'a tab character: indent with spaces, never with tabs')
    """
    lines = text.splitlines()
    written = lines[line - 1] if 0 < line <= len(lines) else ""
    match = _KEY_VALUE.match(written)
    if problem.startswith("mapping values are not allowed"):
        if match:
            prefix, key, value = match.groups()
            return line, say(messages.COLON_IN_TEXT, key=key, fixed=f"{prefix.strip()} {key}: {quoted(value)}".strip())
        return line, say(messages.COLON_IN_TEXT_ANYWHERE)
    if "expected a single document" in context + problem:
        return line, say(messages.TWO_DOCUMENTS)
    if "'\\t'" in problem or "tab" in problem.split("found", 1)[-1]:
        return line, say(messages.TAB)
    if "end of stream" in problem and "quoted scalar" in context:
        return context_line, say(messages.UNCLOSED_QUOTE)
    start = re.search(r"found character '(.)' that cannot start any token", problem)
    if start or "scanning an alias" in context or "scanning an anchor" in context:
        if match:
            prefix, key, value = match.groups()
            fixed = f"{prefix.strip()} {key}: {quoted(value)}".strip()
            return line, say(messages.BAD_START, key=key, char=value[:1], fixed=fixed)
        return None
    if "expected <block end>, but found '<scalar>'" in problem and match and match.group(3)[:1] in "\"'":
        prefix, key, value = match.groups()
        fixed = f"{prefix.strip()} {key}: {quoted(_unquoted(value))}".strip()
        return line, say(messages.QUOTE_INSIDE, key=key, fixed=fixed)
    if "flow sequence" in context or "flow mapping" in context:
        return context_line, say(messages.UNCLOSED_BRACKET)
    if "expected <block end>" in problem or "did not find expected" in problem:
        return line, say(messages.INDENTATION)
    return None
