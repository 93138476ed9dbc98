"""Accessibility of the built site in a real browser (Debian's Chromium, offline): axe-core finds no
serious or critical violation, every text of the card and trick pictures has AA contrast in light and
dark mode, a quiz card has one accessible name, and a chapter page stays light.

axe-core is the npm package ``axe-core@AXE_VERSION`` that ``make axe`` installs into
``.venv/node`` (``make test`` does it first). Its colour-contrast rule takes most of its time and
depends on the colour mode, not on the language, so the matrix is: every page of every language at
desktop width with every rule but colour contrast; every page in English with colour contrast in
light and dark mode; and, with every rule, a sample of pages (a chapter, the house rules, the quick
reference and the glossary, with their wide tables) at phone width (390 px) in dark mode in every
language and in light mode in English.
"""

from __future__ import annotations

import pytest

from belote_teach.i18n import LANGUAGES
from bench.page_weight import weigh

from .conftest import ROOT
from .guide_checks import toc_pages

AXE_VERSION = "4.14.1"
AXE = ROOT / ".venv" / "node" / "node_modules" / "axe-core" / "axe.min.js"
PAGES = [*toc_pages(), "search", "genindex"]
SAMPLE = ["book/card-play", "book/house-rules", "book/quick-reference", "book/glossary"]
DESKTOP, PHONE = 1280, 390
RULES = {
    "all": {},
    "structure": {"rules": {"color-contrast": {"enabled": False}}},
    "contrast": {"runOnly": {"type": "rule", "values": ["color-contrast"]}},
}
"""The axe-core rules a run checks: all of them, all but colour contrast, or colour contrast alone."""
MATRIX = [
    *[(lang, "light", DESKTOP, PAGES, "structure") for lang in LANGUAGES],
    ("en", "light", DESKTOP, PAGES, "contrast"),
    ("en", "dark", DESKTOP, PAGES, "contrast"),
    ("en", "light", PHONE, SAMPLE, "all"),
    *[(lang, "dark", PHONE, SAMPLE, "all") for lang in LANGUAGES],
]
CHAPTER_BUDGET = 400 * 1000
"""Bytes a chapter page may transfer (gzip) before the reader opens a live part."""


@pytest.fixture(scope="session")
def axe_script():
    if not AXE.exists():
        pytest.fail(f"{AXE} is missing: run `make axe` (npm install axe-core@{AXE_VERSION}; make test does it)")
    return str(AXE)


def serious_violations(page, axe_script, rules: str = "all") -> list[str]:
    """axe-core's serious and critical findings on the open page (``RULES[rules]``), one line each."""
    page.add_script_tag(path=axe_script)
    version = page.evaluate("axe.version")
    assert version == AXE_VERSION, f"axe-core {version} is installed, the tests want {AXE_VERSION}"
    options = {"resultTypes": ["violations"], **RULES[rules]}
    result = page.evaluate("options => axe.run(document, options)", options)
    return [
        f"{violation['id']} ({violation['impact']}): {node['target']} {node['failureSummary']}"
        for violation in result["violations"] if violation["impact"] in ("serious", "critical")
        for node in violation["nodes"]
    ]


@pytest.fixture
def open_page(browser, server):
    """A function opening a site path in a fresh page of the given colour mode and width."""
    contexts = []

    def open_(path: str, mode: str = "light", width: int = DESKTOP):
        context = browser.new_context(color_scheme=mode, viewport={"width": width, "height": 900})
        contexts.append(context)
        outside: list[str] = []
        context.route("**/*", lambda route: route.continue_() if route.request.url.startswith(server)
                      else (outside.append(route.request.url), route.abort()))
        page = context.new_page()
        page.goto(f"{server}/{path}")
        page.wait_for_load_state("load")
        page.outside = outside
        return page

    yield open_
    for context in contexts:
        context.close()


@pytest.mark.parametrize(("lang", "mode", "width", "pages", "rules"), MATRIX,
                         ids=[f"{lang}-{mode}-{width}px-{'every-page' if pages is PAGES else 'sample'}-{rules}"
                              for lang, mode, width, pages, rules in MATRIX])
def test_axe_finds_no_serious_violation(open_page, server, axe_script, lang, mode, width, pages, rules):
    page = open_page("index.html?choose", mode, width)  # the language picker
    found = {"index.html": serious_violations(page, axe_script, rules)}
    for name in pages:
        page.goto(f"{server}/{lang}/{name}.html")
        page.wait_for_load_state("load")
        theme = page.evaluate("document.documentElement.dataset.theme")
        assert theme == mode, f"{name}: the page is in {theme} mode, not {mode}"
        found[f"{lang}/{name}"] = serious_violations(page, axe_script, rules)
    assert page.outside == []
    bad = {name: problems for name, problems in found.items() if problems}
    assert not bad, f"{mode} mode, {width} px wide, {rules} rules: {bad}"


PLAY_STATES = [(mode, width) for mode in ("light", "dark") for width in (DESKTOP, PHONE)]


@pytest.mark.parametrize(("mode", "width"), PLAY_STATES, ids=[f"{mode}-{width}px" for mode, width in PLAY_STATES])
def test_the_play_page_with_its_table_drawn_has_no_serious_violation(open_page, axe_script, mode, width):
    """The play page once the engine drew a deal (hand, calls, seats, trick, log), every axe rule."""
    page = open_page("fr/book/play.html?delay=0&seed=2", mode, width)
    page.wait_for_selector(".belote-play[data-ready='true']", state="attached", timeout=60_000)
    page.locator("button[data-start]").click()
    page.wait_for_function("() => document.querySelector('.belote-play').dataset.turn === 'S'", timeout=30_000)
    assert page.locator("button[data-card]").count() == 8  # the hand is drawn
    assert serious_violations(page, axe_script) == [] and page.outside == []


CONTRAST = """() => {
  const channel = c => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const rgba = text => { const v = text.match(/[\\d.]+/g).map(Number); return v.length > 3 ? v : [...v, 1]; };
  const over = (top, bottom) => top.slice(0, 3).map((c, i) => c * top[3] + bottom[i] * (1 - top[3]));
  const grey = (c, amount) => {  // CSS grayscale(amount) on sRGB values
    const y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    return c.map(v => v + (y - v) * amount);
  };
  const page = el => {  // the first opaque background behind an HTML element
    for (let node = el; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour[3] > 0) return colour.slice(0, 3);
    }
    return [255, 255, 255];
  };
  const results = [];
  for (const text of document.querySelectorAll('svg text')) {
    const svg = text.closest('svg');
    if (!svg.getClientRects().length) continue;
    const card = text.parentElement.querySelector(':scope > rect');
    const behind = page(svg.parentElement);
    const cardFill = card && getComputedStyle(card).fill !== 'none' ? over(rgba(getComputedStyle(card).fill), behind) : behind;
    let fg = over(rgba(getComputedStyle(text).fill), cardFill), bg = cardFill, opacity = 1, gray = 0;
    for (let node = svg; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      opacity *= Number(style.opacity);
      const match = style.filter.match(/grayscale\\(([\\d.]+)\\)/);
      if (match) gray = Math.max(gray, Number(match[1]));
    }
    fg = grey(fg, gray); bg = grey(bg, gray);
    fg = over([...fg, opacity], behind); bg = over([...bg, opacity], behind);
    const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
    results.push({text: text.textContent, ratio: (light + 0.05) / (dark + 0.05), where: svg.getAttribute('aria-label') || svg.closest('[id]')?.id || ''});
  }
  return results;
}"""


@pytest.mark.parametrize("mode", ["light", "dark"])
@pytest.mark.parametrize("name", ["book/card-play", "book/tricks-and-points", "book/start-here"])
def test_every_text_of_the_pictures_has_aa_contrast(open_page, mode, name):
    page = open_page(f"en/{name}.html", mode)
    texts = page.evaluate(CONTRAST)
    assert len(texts) > 20, f"{name}: only {len(texts)} picture texts"
    low = [f"{t['text']!r} in {t['where']}: {t['ratio']:.2f}:1" for t in texts if t["ratio"] < 4.5]
    assert not low, f"{mode} mode, below 4.5:1: {low}"


def test_a_quiz_card_has_one_accessible_name(open_page):
    page = open_page("en/book/card-play.html")
    cards = page.locator(".belote-quiz fieldset.belote-cards label.belote-option")
    assert cards.count() >= 4
    for index in range(cards.count()):
        card = cards.nth(index)
        name = card.locator(".belote-option-name").inner_text()
        assert card.locator("svg").get_attribute("aria-hidden") == "true"
        snapshot = card.aria_snapshot()  # the control, named once, then the label's own text
        assert f'"{name}"' in snapshot and "img" not in snapshot, f"one name, no picture: {snapshot}"
        assert page.get_by_role(card.locator("input").get_attribute("type"), name=name, exact=True).count() >= 1


def test_a_chapter_page_transfers_at_most_400_kb(browser, server, site):
    weight = weigh(browser, server, "en/book/card-play.html", site)
    assert weight.compressed <= CHAPTER_BUDGET, sorted(weight.files, key=lambda file: -file[2])[:5]
    loaded = " ".join(name for name, _, _ in weight.files)
    assert "fontawesome" not in loaded and "pyodide" not in loaded and "require" not in loaded



@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_built_pages_carry_the_fixes(site, lang):
    """Without a browser: no icon font, named toggles and scroll boxes, a main landmark on the picker."""
    from bs4 import BeautifulSoup

    assert BeautifulSoup((site / "index.html").read_text(encoding="utf-8"), "html.parser").select_one("main h1")
    assert not (site / lang / "_static" / "scripts" / "fontawesome.js").exists()
    boxes = 0
    for name in toc_pages():
        html = (site / lang / f"{name}.html").read_text(encoding="utf-8")
        assert "fontawesome" not in html, name
        page = BeautifulSoup(html, "html.parser")
        for summary in page.select("nav summary"):
            if not summary.get_text(strip=True):  # an icon: named after the chapter it opens
                chapter = summary.parent.find_previous_sibling("a").get_text(strip=True)
                label = summary.get("aria-label", "")
                assert label.endswith(chapter) and len(label) <= len(chapter) + 20, f"{name}: {label!r}"
        for box in page.select(".belote-scroll"):
            assert box.get("tabindex") == "0" and box.get("role") == "region" and box.get("aria-label"), name
            boxes += 1
    assert boxes >= 5
