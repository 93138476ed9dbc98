"""The Sphinx extension on a minimal MyST project: authoring errors fail the build with file:line."""

import contextlib
import io

import pytest
from sphinx.cmd.build import build_main

CONF = 'extensions = ["myst_parser", "belote_teach.sphinxext"]\nmyst_enable_extensions = ["colon_fence"]\n'


def build(tmp_path, page, language="en"):
    """Build ``page`` as the index of a minimal project, as ``sphinx -n -W --keep-going`` does, in this
    process (Sphinx restores docutils' registries after each build); returns the status, what Sphinx
    printed and the HTML."""
    (tmp_path / "conf.py").write_text(CONF + f"language = {language!r}\n", encoding="utf-8")
    (tmp_path / "index.md").write_text(page, encoding="utf-8")
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(printed):
        status = build_main(["-b", "html", "-n", "-W", "--keep-going", "-q", "--no-color", str(tmp_path),
                             str(tmp_path / "out")])
    html = tmp_path / "out" / "index.html"
    return status, printed.getvalue(), html.read_text(encoding="utf-8") if html.exists() else ""


WRONG = """# Test

Some text.

:::{which-card}
:trump: H
:trick: E:7S N:10S
:hand: JH 9H 8C
:expect: JH 9H 8C
:::
"""


def test_expect_that_disagrees_with_the_engine_fails_the_build(tmp_path):
    status, output, _ = build(tmp_path, WRONG)
    assert status != 0
    assert (
        "index.md:5: expected JH 9H 8C but the engine allows JH 9H because 8C: "
        "You have no spades and an opponent holds the trick: you must trump." in output
    )


def test_expect_that_agrees_builds_and_marks_every_card(tmp_path):
    status, output, html = build(tmp_path, WRONG.replace(":expect: JH 9H 8C", ":expect: 9H JH"), "de")
    assert status == 0, output
    assert 'data-rules="classic" data-trump="H" data-player="W" data-trick="E:7S N:10S"' in html
    assert 'data-card="8C" data-legal="false"' in html and "verboten" in html


@pytest.mark.parametrize(
    ("page", "message"),
    [
        ("{card}`1S`", "index.md:3: ERROR: unknown card '1S'"),
        (":::{which-card}\n:trump: H\n:hand: JH JH\n:::", "index.md:3: card JH is twice in the hand"),
        (":::{which-card}\n:hand: JH\n:::", "index.md:3: which-card needs a :trump: option"),
        (":::{trick} E:AS N:8S\n:trump: H\n:::", "index.md:3: a complete trick has four cards, not 2"),
        (":::{which-card}\n:rules: clasic\n:trump: H\n:hand: JH\n:::", "unknown rules preset 'clasic'"),
    ],
)
def test_bad_input_is_reported_where_it_is(tmp_path, page, message):
    status, output, _ = build(tmp_path, f"# Test\n\n{page}\n")
    assert status != 0
    assert message in output


def test_teacher_text_is_escaped(tmp_path):
    page = "# Test\n\n:::{trick} E:7S N:10S W:9H S:AS\n:trump: H\n:caption: <script>alert(1)</script> & {card}`JH`\n:::\n"
    status, output, html = build(tmp_path, page)
    assert status == 0, output
    assert "<script>alert(1)" not in html and "&lt;script&gt;alert(1)&lt;/script&gt; &amp;" in html
    assert '<figcaption class="belote-caption">' in html and 'data-card="JH"' in html
