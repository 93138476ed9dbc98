"""Teachers' handouts and the quick reference take the site's rules text (issue 29): ``--rules`` reads
what the site's chooser offers (``?rules=coinche``) and the same text with switches
(``classic+undertrump=discard``); a bad text is refused with the engine's own message, in the
command's language, without a traceback or a ``file:line``.
"""

from __future__ import annotations

import re

import pytest
from bs4 import BeautifulSoup

from belote_teach.i18n import LANGUAGES, speaking
from belote_teach.render.house_rules import PRESETS
from belote_teach.rules import Rules

from .test_teachers import run
from .test_teachers_toolkit import locale

LESSON = "exercises/sets/card-play-drill.yaml"
TEXTS = [*PRESETS, "classic+undertrump=discard"]
"""The site's rules texts: each preset of the chooser, and a preset with a switch."""
BAD = ["clasic", "classic+undertrump=maybe", "classic+undertrump", "coinche+undertrumps=discard"]


def command(kind: str, rules: str, out) -> list[str]:
    if kind == "handout":
        return ["handout", LESSON, "--rules", rules, "--html", "--copy", "student", "-o", str(out)]
    return ["reference", "--rules", rules, "--html", "-o", str(out)]


@pytest.mark.parametrize("rules", TEXTS)
@pytest.mark.parametrize("kind", ["handout", "reference"])
def test_the_sites_rules_texts_are_read_the_same_way(kind, rules, tmp_path, monkeypatch):
    locale(monkeypatch, "en")
    out = tmp_path / "sheet.html"
    status, _, err = run(*command(kind, rules, out))
    assert status == 0, err
    page = BeautifulSoup(out.read_text(encoding="utf-8"), "html.parser")
    stated = {tag["data-rules"] for tag in page.select("[data-rules]")}
    assert Rules.coerce(rules).name in stated, stated


def refusal(text: str, lang: str) -> str:
    """The engine's own refusal of a rules text, in ``lang``."""
    with speaking(lang), pytest.raises(ValueError) as refused:
        Rules.coerce(text)
    return str(refused.value)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", ["handout", "reference"])
def test_a_bad_rules_text_is_the_engines_refusal_in_the_commands_language(kind, lang, tmp_path, monkeypatch, capsys):
    locale(monkeypatch, lang)
    for text in BAD:
        out = tmp_path / "sheet.html"
        status, printed, err = run(*command(kind, text, out))
        err += capsys.readouterr().err  # argparse writes its usage errors to sys.stderr
        assert status == 2 and not out.exists() and printed == "", (text, err)
        assert refusal(text, lang) in err, (text, err)
        assert "Traceback" not in err and not re.search(r"\.\w+:\d+:", err), err
        if lang != "en":
            assert refusal(text, "en") not in err, err
