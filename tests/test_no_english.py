"""No English left in ``belote-teach check`` and ``handout`` in Dutch, French and German.

Every bad lesson the tests know (the corpus of ``tests/scenarios/bad``, the malformed sets of
``test_exercise_sets`` and the impossible ones of ``test_plausible``) is checked in English and in
each other language; every problem line must be in that language: beyond its ``file:line:``, the
values quoted from the lesson and the lesson's own words (keys, card letters, ``made 95 87``), no run
of three English words of the English line may be left in it.
"""

import io
import re

import pytest

from belote_teach import cli

from .conftest import ROOT
from .test_exercise_sets import MALFORMED
from .test_plausible import HEAD as PLAUSIBLE_HEAD
from .test_plausible import IMPOSSIBLE_SETS

BAD = sorted((ROOT / "tests" / "scenarios" / "bad").glob("*.yaml"))
QUOTED = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"|„[^“]*“|«[^»]*»|‘[^’]*’")
RUN = re.compile(r"(?:[A-Za-z]{2,}|a)(?: (?:[A-Za-z]{2,}|a)){2,}")


def english_left(english: str, translated: str) -> list[str]:
    """The runs of three English words of ``english`` (a problem without its ``file:line:``, quoted
    values left out) that ``translated`` still holds.

    >>> english_left("not valid YAML: expected a single document", "kein gültiges YAML: expected a single document")
    ['expected a single document']
    >>> english_left("unknown key 'hint': expected one of kind, preset", "unbekannter Schlüssel 'hint': erwartet wird kind, preset")
    []
    """
    words_in = " " + " ".join(re.findall(r"[^\W\d_]+", QUOTED.sub(" ", translated))) + " "
    left = []
    for run in RUN.findall(QUOTED.sub(" | ", english)):
        words = run.split()
        for start in range(len(words) - 2):
            three = " ".join(words[start:start + 3])
            if f" {three} " in words_in:
                left.append(run)
                break
    return left


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    status = cli.main(list(argv), out, err)
    return status, out.getvalue() + err.getvalue()


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    folder = tmp_path_factory.mktemp("corpus")
    files = [str(path) for path in BAD]
    texts = [text for text, expected in MALFORMED if not expected.endswith(": ")]
    texts += [PLAUSIBLE_HEAD + text for text, _ in IMPOSSIBLE_SETS]
    for number, text in enumerate(texts):
        path = folder / f"lesson-{number}.yaml"
        path.write_text(text, encoding="utf-8")
        files.append(str(path))
    return files


def problems(files, lang):
    """Each file's problem lines, their ``file:line:`` left out."""
    status, out = run("check", "--lang", lang, *files)
    assert status == 1
    found: dict[str, list[str]] = {}
    for line in out.splitlines():
        name = next(name for name in files if line.startswith(name + ":"))
        found.setdefault(name, []).append(re.sub(r"^\d+:\s*", "", line[len(name) + 1:]))
    return found


@pytest.fixture(scope="module")
def english(corpus):
    return problems(corpus, "en")


@pytest.mark.parametrize("lang", ["nl", "fr", "de"])
def test_no_problem_of_a_bad_lesson_is_left_in_english(corpus, english, lang):
    translated = problems(corpus, lang)
    assert translated.keys() == english.keys()
    left = []
    for name, lines in english.items():
        assert len(translated[name]) == len(lines), (name, translated[name], lines)
        for line, other in zip(lines, translated[name], strict=True):
            found = english_left(line, other)
            if found:
                left.append(f"{name}: {other} (English: {found})")
    assert not left, "\n".join(left)


def test_the_corpus_reaches_the_refusals_the_issue_names(english):
    every = "\n".join(line for lines in english.values() for line in lines)
    for refusal in ("trick: a complete trick has four cards, not 3", "calls: unknown action",
                    "rule switch undertrump = 'yes' is not allowed", "goal 'tricks': expected contract",
                    "a best-card puzzle needs South to play", "exercises are for four players",
                    "cannot happen because", "only one player scores declarations", "a second document starts here"):
        assert refusal in every, refusal


@pytest.mark.parametrize(("lang", "locale"), [("nl", "nl_NL.UTF-8"), ("fr", "fr_FR.UTF-8"), ("de", "de_DE.UTF-8")])
def test_handout_says_its_own_lines_and_the_problems_in_the_locales_language(lang, locale, monkeypatch, tmp_path):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    lesson = str(ROOT / "tests" / "scenarios" / "bad" / "best-card-unknown-goal.yaml")
    monkeypatch.setenv("LANG", "C.UTF-8")
    _, english_text = run("handout", lesson, "--html", "-o", str(tmp_path / "sheet.html"))
    monkeypatch.setenv("LANG", locale)
    status, text = run("handout", lesson, "--html", "-o", str(tmp_path / "sheet.html"))
    assert status == 1 and not list(tmp_path.iterdir())
    lines = [line.removeprefix(lesson + ":") for line in text.splitlines()]
    english_lines = [line.removeprefix(lesson + ":") for line in english_text.splitlines()]
    assert len(lines) == len(english_lines) == 2
    for line, other in zip(english_lines, lines, strict=True):
        assert other != line and not english_left(line, other), other
