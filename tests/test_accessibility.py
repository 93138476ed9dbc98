"""Accessibility of the built site in a real browser (Debian's Chromium, offline): axe-core finds no
serious or critical violation on any page, every text of the pictures has AA contrast in light and
dark mode, a quiz card has one accessible name, and every language's heaviest chapter stays light.

axe-core is the npm package ``axe-core@AXE_VERSION`` that ``make axe`` installs into
``.venv/node`` (``make test`` does it first). The matrix is whole: every page of every language
(and the root language picker, and each language's root page) in light and dark mode at desktop
(1280 px) and phone (390 px) width, with every rule. Each page loads once; the colour mode
(the browser's ``prefers-color-scheme``, which the theme follows in its ``data-theme`` attribute)
and the width change in place, and axe runs in each of the four states. One test per language,
so that pytest-xdist spreads them.
"""

from __future__ import annotations

import pytest

from belote_teach.i18n import LANGUAGES
from bench.page_weight import heaviest_chapter, weigh

from .conftest import ROOT
from .guide_checks import toc_pages

AXE_VERSION = "4.14.1"
AXE = ROOT / ".venv" / "node" / "node_modules" / "axe-core" / "axe.min.js"
PAGES = [*toc_pages(), "search", "genindex"]
DESKTOP, PHONE = 1280, 390
STATES = [("light", DESKTOP), ("dark", DESKTOP), ("dark", PHONE), ("light", PHONE)]
"""The four states of every page, in an order that changes one thing at a time."""
CHAPTER_BUDGET = 400 * 1000
"""Bytes a chapter page may transfer (gzip) before the reader opens a live part."""
SETTLED = """async () => {  // wait for the CSS transitions a colour change starts (finite ones)
  const running = document.getAnimations().filter(a => a.effect && a.effect.getComputedTiming().endTime !== Infinity);
  await Promise.all(running.map(a => a.finished.catch(() => null)));
}"""


@pytest.fixture(scope="session")
def axe_script():
    if not AXE.exists():
        pytest.fail(f"{AXE} is missing: run `make axe` (npm install axe-core@{AXE_VERSION}; make test does it)")
    return str(AXE)


def serious_violations(page, axe_script) -> list[str]:
    """axe-core's serious and critical findings on the open page (every rule), one line each."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.add_script_tag(path=axe_script)
    version = page.evaluate("axe.version")
    assert version == AXE_VERSION, f"axe-core {version} is installed, the tests want {AXE_VERSION}"
    result = page.evaluate("options => axe.run(document, options)", {"resultTypes": ["violations"]})
    return [
        f"{violation['id']} ({violation['impact']}): {node['target']} {node['failureSummary']}"
        for violation in result["violations"] if violation["impact"] in ("serious", "critical")
        for node in violation["nodes"]
    ]


def switch(page, mode: str, width: int) -> None:
    """Put the open page in colour ``mode`` at ``width`` px without reloading it; a theme page follows
    the mode in ``<html data-theme>`` (checked)."""
    page.emulate_media(color_scheme=mode)
    themed = page.evaluate("document.documentElement.dataset.mode !== undefined")
    if page.viewport_size["width"] != width:
        page.set_viewport_size({"width": width, "height": 900})
        if themed:  # the theme makes scroll boxes focusable 300 ms after a resize (debounced)
            page.wait_for_timeout(400)
    if themed:
        page.wait_for_function("mode => document.documentElement.dataset.theme === mode", arg=mode, timeout=5_000)
    page.evaluate(SETTLED)


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


CONTRAST = """() => {
  const channel = c => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const rgba = text => { const v = text.match(/[\\d.]+/g).map(Number); return v.length > 3 ? v : [...v, 1]; };
  const over = (top, bottom) => top.slice(0, 3).map((c, i) => c * top[3] + bottom[i] * (1 - top[3]));
  const grey = (c, amount) => {  // CSS grayscale(amount) on sRGB values
    const y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    return c.map(v => v + (y - v) * amount);
  };
  const behind = el => {  // the colour behind an HTML element: its backgrounds composed from the page up
    const layers = [];
    for (let node = el; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    return layers.reverse().reduce((bottom, top) => over(top, bottom), [255, 255, 255]);
  };
  const shown = el => el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden';
  const effects = el => {  // opacity and grayscale() of the element and its ancestors
    let opacity = 1, gray = 0;
    for (let node = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      opacity *= Number(style.opacity);
      const match = style.filter.match(/grayscale\\(([\\d.]+)\\)/);
      if (match) gray = Math.max(gray, Number(match[1]));
    }
    return [opacity, gray];
  };
  const ratio = (fg, bg, page, [opacity, gray]) => {
    fg = grey(fg, gray); bg = grey(bg, gray);
    fg = over([...fg, opacity], page); bg = over([...bg, opacity], page);
    const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  };
  const results = [];
  for (const text of document.querySelectorAll('svg text')) {  // card letters, seat labels, the turn mark
    const svg = text.closest('svg');
    if (!shown(svg) || !text.textContent.trim()) continue;
    const card = text.parentElement.querySelector(':scope > rect');
    const page = behind(svg.parentElement);
    const cardFill = card && getComputedStyle(card).fill !== 'none' ? over(rgba(getComputedStyle(card).fill), page) : page;
    const fg = over(rgba(getComputedStyle(text).fill), cardFill);
    results.push({text: text.textContent, ratio: ratio(fg, cardFill, page, effects(svg)),
                  where: svg.getAttribute('aria-label') || svg.closest('[id]')?.id || ''});
  }
  const pictures = 'figure[class*="belote-"], .belote-compass, .belote-play-table, .belote-hand-picture';
  for (const el of document.querySelectorAll(`:is(${pictures}) *:not(svg, svg *)`)) {  // HTML text in pictures
    const own = [...el.childNodes].some(node => node.nodeType === 3 && node.textContent.trim());
    if (!own || !shown(el)) continue;
    const page = behind(el.parentElement);
    const bg = behind(el);
    const fg = over(rgba(getComputedStyle(el).color), bg);
    results.push({text: el.textContent.trim().slice(0, 40), ratio: ratio(fg, bg, page, effects(el)),
                  where: el.closest(pictures).className});
  }
  return results;
}"""
"""Every text of the pictures (SVG text on its card or the page; HTML text inside a picture) and its
contrast ratio, after the opacity and grayscale() filters of its ancestors."""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_in_every_state_has_no_serious_axe_violation_and_aa_pictures(browser, server, axe_script, lang):
    """axe-core, every rule, on every page of ``lang`` (and its root page; the picker with English)
    in the four states; in both colour modes every text of the pictures has 4.5:1 contrast."""
    context = browser.new_context(color_scheme=STATES[0][0], viewport={"width": STATES[0][1], "height": 900})
    outside: list[str] = []
    context.route("**/*", lambda route: route.continue_() if route.request.url.startswith(server)
                  else (outside.append(route.request.url), route.abort()))
    page = context.new_page()
    paths = [*(["index.html?choose"] if lang == LANGUAGES[0] else []), f"{lang}/index.html?stay",
             *(f"{lang}/{name}.html" for name in PAGES)]
    found: dict[str, list[str]] = {}
    low: list[str] = []
    texts = 0
    try:
        for path in paths:
            page.goto(f"{server}/{path}", wait_until="load")
            assert page.url == f"{server}/{path}", f"{path} went on to {page.url}"
            for mode, width in STATES:
                switch(page, mode, width)
                found[f"{path} {mode} {width}px"] = serious_violations(page, axe_script)
                if width == DESKTOP:
                    pictures = page.evaluate(CONTRAST)
                    texts += len(pictures)
                    low += [f"{path} {mode}: {t['text']!r} in {t['where']}: {t['ratio']:.2f}:1"
                            for t in pictures if t["ratio"] < 4.5]
            page.set_viewport_size({"width": STATES[0][1], "height": 900})  # the next page loads in the first state
            page.emulate_media(color_scheme=STATES[0][0])
    finally:
        context.close()
    assert outside == []
    bad = {state: problems for state, problems in found.items() if problems}
    assert not bad, f"serious or critical axe findings: {bad}"
    assert texts > 2000, f"only {texts} picture texts in {lang}"
    assert not low, f"picture texts below 4.5:1: {low}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_play_page_with_its_table_drawn_has_no_serious_violation(open_page, axe_script, lang):
    """The play page once the engine drew a deal (hand, calls, seats, trick, log), every axe rule, in
    the four states (one deal, switched in place)."""
    page = open_page(f"{lang}/book/play.html?delay=0&seed=2", *STATES[0])
    page.wait_for_selector(".belote-play[data-ready='true']", state="attached", timeout=60_000)
    page.locator("button[data-start]").click()
    page.wait_for_function("() => document.querySelector('.belote-play').dataset.turn === 'S'", timeout=30_000)
    assert page.locator("button[data-card]").count() == 8  # the hand is drawn
    found = {}
    for mode, width in STATES:
        switch(page, mode, width)
        found[f"{mode} {width}px"] = serious_violations(page, axe_script)
        if width == DESKTOP:
            low = [t for t in page.evaluate(CONTRAST) if t["ratio"] < 4.5]
            assert not low, f"{mode}: picture texts below 4.5:1: {low}"
    assert not {state: problems for state, problems in found.items() if problems}, found
    assert page.outside == []


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


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_heaviest_chapter_page_transfers_at_most_400_kb(browser, server, site, lang):
    """Everything the heaviest chapter page of the language loads (cold cache) before a live part opens."""
    name = heaviest_chapter(site, lang)
    weight = weigh(browser, server, f"{lang}/{name}.html", site)
    assert weight.compressed <= CHAPTER_BUDGET, (name, sorted(weight.files, key=lambda file: -file[2])[:5])
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


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_style_sheet_names_a_missing_file(site, lang):
    """Every ``url()`` of the site's style sheets (the theme's Font Awesome fonts are gone) exists: no 404."""
    import re

    sheets = sorted((site / lang / "_static").rglob("*.css"))
    assert any(sheet.name == "pydata-sphinx-theme.css" for sheet in sheets)
    missing = [
        f"{sheet.relative_to(site)}: {url}"
        for sheet in sheets
        for url in re.findall(r"url\(\s*['\"]?([^'\")]+)", sheet.read_text(encoding="utf-8"))
        if not url.startswith(("data:", "#")) and not (sheet.parent / url.split("?")[0].split("#")[0]).is_file()
    ]
    assert not missing, missing


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_language_root_page_has_a_language_a_title_a_landmark_and_a_link(site, lang):
    from bs4 import BeautifulSoup

    page = BeautifulSoup((site / lang / "index.html").read_text(encoding="utf-8"), "html.parser")
    intro = BeautifulSoup((site / lang / "book" / "intro.html").read_text(encoding="utf-8"), "html.parser")
    assert page.html["lang"] == lang
    assert page.title.get_text() == intro.title.get_text()
    assert page.select_one("main h1") and page.select_one("main a[href='book/intro.html']").get_text(strip=True)
    assert page.select_one("meta[http-equiv=Refresh]")["content"] == "0; url=book/intro.html"  # without script
