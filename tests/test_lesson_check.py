"""The teachers' page shows ``check``'s report on its example lesson computed at build time, in the
page's language, exactly as the command prints it (``check-report``, sphinxext/lesson_check.py)."""

import html
import io
import re

import pytest

from belote_teach import cli
from belote_teach.sphinxext.lesson_check import check_report_text

from .conftest import ROOT
from .test_sphinxext import build

TEACHERS = (ROOT / "book" / "teachers.md").read_text(encoding="utf-8")
BLOCK = re.search(r"```\{check-report\} (\S+)\n(.*?)```", TEACHERS, re.S)


def printed(tmp_path, monkeypatch, name, text, *options):
    """What the command prints for a file ``name`` holding ``text``, run in the file's folder."""
    (tmp_path / name).write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    out = io.StringIO()
    cli.main(["check", *options, name], out, io.StringIO())
    return out.getvalue().rstrip("\n")


def test_the_teachers_page_checks_its_example_lesson_with_the_block():
    assert BLOCK is not None, "book/teachers.md shows check's report with a check-report block"
    assert "```text\nlesson.yaml:" not in TEACHERS, "a report written by hand, in English, is left"


@pytest.mark.parametrize("lang", ["en", "nl", "fr", "de"])
@pytest.mark.parametrize("answers", [False, True])
def test_the_report_is_what_the_command_prints(tmp_path, monkeypatch, lang, answers):
    name, text = BLOCK.group(1), BLOCK.group(2)
    options = ["--lang", lang, *(["--answers"] if answers else [])]
    assert check_report_text(text, name, lang, answers) == printed(tmp_path, monkeypatch, name, text, *options)
    fine = text.replace("expect: JH 9H 8C", "expect: JH 9H").replace("S:7S", "S:AS")
    assert check_report_text(fine, name, lang, answers) == printed(tmp_path, monkeypatch, name, fine, *options)


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_built_page_shows_the_lesson_and_the_report_in_its_language(tmp_path, monkeypatch, lang):
    name, text = BLOCK.group(1), BLOCK.group(2)
    (tmp_path / "site").mkdir()
    status, output, page = build(tmp_path / "site", f"# Teachers\n\n```{{check-report}} {name}\n{text}```\n", lang)
    assert status == 0, output
    blocks = [html.unescape(re.sub(r"<[^>]+>", "", block)).rstrip("\n")
              for block in re.findall(r"<pre>(.*?)</pre>", page, re.S)]
    command = printed(tmp_path, monkeypatch, name, text, "--lang", lang)
    assert blocks == [text.rstrip("\n"), command]
    english = printed(tmp_path, monkeypatch, name, text, "--lang", "en")
    assert command.count("\n") == english.count("\n") == 1 and command != english
