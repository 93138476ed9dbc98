"""The guide's directives and roles on a minimal MyST project: an ``expect`` that the engine
contradicts, or a bad input, fails the build with ``file:line: …``; good pages build in any language."""

import shutil

import pytest

from .conftest import ROOT
from .test_sphinxext import build as build_page


def build(tmp_path, page, language="en"):
    """test_sphinxext's minimal project, with the guide's deal records in book/deals."""
    shutil.copytree(ROOT / "book" / "deals", tmp_path / "book" / "deals", ignore=shutil.ignore_patterns("*.py"))
    return build_page(tmp_path, page, language)


@pytest.mark.parametrize(
    ("block", "message"),
    [
        (":::{score-sheet}\n:deal: first-deal\n:expect: made NS 130 EW 72\n:::",
         "index.md:5: expected made NS 130 EW 72 but the engine scores made NS 133 EW 69"),
        (":::{score-sheet}\n:contract: N H\n:points: NS 81 EW 81\n:expect: dedans NS 0 EW 162\n:::",
         "index.md:5: expected dedans NS 0 EW 162 but the engine scores litige NS 0 EW 81"),
        (":::{declarations}\n:trump: H\n:hands: N: 8S 9S 10S | E: 8C 9C 10C\n:expect: NS 20\n:::",
         "index.md:5: expected NS 20 to score declarations but the engine gives none"),
        (":::{auction}\n:seed: 6\n:dealer: N\n:calls: pass take\n:expect: W H\n:::",
         "index.md:5: expected the auction to end in W H but the engine gives S H"),
        (":::{deal} first-deal\n:parts: score\n:expect: NS 133 EW 70\n:::",
         "index.md:5: expected NS 133 EW 70 but the engine scores made NS 133 EW 69"),
        (":::{match} match\n:expect: EW\n:::", "index.md:5: expected EW to win but the engine gives NS"),
        (":::{match-end}\n:totals: NS 1010 EW 1050\n:expect: NS\n:::",
         "index.md:5: expected NS to win but the engine gives EW"),
    ],
)
def test_an_expectation_the_engine_contradicts_fails_the_build(tmp_path, block, message):
    status, output, _ = build(tmp_path, f"# Test\n\nSome text.\n\n{block}\n")
    assert status != 0
    assert message in output, output


@pytest.mark.parametrize(
    ("page", "message"),
    [
        (":::{deal} no-such-deal\n:::", "index.md:3: no record 'no-such-deal'"),
        ("The total is {value}`deal-totl`.", "index.md:3: ERROR: unknown value 'deal-totl'"),
        ("A {gloss}`trumpp`.", "index.md:3: ERROR: unknown glossary term 'trumpp'"),
        (":::{switch} undertrump\n:show: which-card\n:trump: H\n:hand: 7H 8H\n:trick: W:AS\n:::",
         "index.md:3: every option of undertrump gives the same result here (7H 8H)"),
        (":::{switch} undertrumps\n:show: which-card\n:::", "index.md:3: unknown rule switch 'undertrumps'"),
        (":::{card-values}\n:modes: all-trump:ffb2017\n:::", "index.md:3: unknown all-trump values 'ffb2017'"),
        (":::{score-sheet}\n:contract: N H\n:points: NS 81 WE 81\n:::", "index.md:3: 'NS 81 WE 81': expected team"),
        (":::{auction}\n:seed: 6\n:dealer: N\n:calls: H\n:::", "index.md:3: West cannot call hearts now"),
        (":::{trick} W:7S N:10S E:9H S:AS\n:trump: H\n:::",
         "index.md:3: N cannot play right after W: play goes counter-clockwise (N → W → S → E), so S plays next"),
        (":::{trick} N:7S W:10S S:9H E:AS\n:rules: classic+play_direction=cw\n:trump: H\n:::",
         "index.md:3: W cannot play right after N: play goes clockwise (N → E → S → W), so E plays next"),
        (":::{which-card}\n:trump: H\n:trick: N:AS E:7S\n:hand: 7H 8C\n:::",
         "index.md:3: E cannot play right after N: play goes counter-clockwise (N → W → S → E), so W plays next"),
        (":::{switch} undertrump\n:show: trick\n:trick: N:7S E:10S S:9H W:AS\n:trump: H\n:::",
         "index.md:3: E cannot play right after N"),
        (":::{quiz}\n- kind: trick-points\n  trump: H\n  trick: N:7S E:10S S:9H W:AS\n:::",
         "index.md:6: trick: E cannot play right after N"),
    ],
)
def test_bad_input_is_reported_where_it_is(tmp_path, page, message):
    status, output, _ = build(tmp_path, f"# Test\n\n{page}\n")
    assert status != 0
    assert message in output, output


EVERYTHING = """# Test

A deal holds {value}`deal-total` points; the jack of trumps is worth {points}`JH H`; North and South scored
{value}`deal first-deal score NS`; the match ended at {value}`match match total EW`. Trumps: {gloss}`trump`.

:::{card-order}
:::

:::{card-values}
:modes: trump plain no-trump all-trump:ffb2015 all-trump:pagat all-trump:ffb2016
:::

:::{rank-letters}
:::

:::{auction}
:deal: round-two
:expect: W H
:::

:::{declarations}
:trump: H
:hands: N: 7H 8H 9H | E: JS JH JD JC
:expect: EW 200
:::

:::{deal} first-deal
:expect: NS 133 EW 69
:::

:::{score-sheet}
:deal: litige
:rules: classic+litige=dedans
:expect: dedans NS 0 EW 162
:::

:::{match} match
:rules: classic+both_over_target=takers_win
:expect: EW
:::

:::{switch} declaration_timing
:show: first-trick
:deal: first-deal
:::

## Glossary

:::{glossary-table}
:::
"""


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_block_builds_in_any_language(tmp_path, language):
    status, output, html = build(tmp_path, EVERYTHING, language)
    assert status == 0, output
    assert 'data-value="deal-total">162<' in html and 'data-value="points JH H">20<' in html
    assert 'class="belote-gloss reference internal" href="#gloss-trump"' in html
    assert ('Trumpf' if language == "de" else ">trump<") in html
    for kind in ("card-order", "card-values", "rank-letters", "auction", "declarations", "deal", "score", "match",
                 "switch", "first-trick"):
        assert f'class="belote-{kind}"' in html, kind
