"""Accessibility of the built site in a real browser (Debian's Chromium, offline): axe-core finds no
serious or critical violation on any page, every text of the pictures has AA contrast in light and
dark mode, a quiz card has one accessible name, and every language's heaviest chapter stays light.

The matrix is whole: every page of every language (and the root language picker, and each language's
root page) in light and dark mode at desktop (1280 px) and phone (390 px) width, every axe rule where
it can find something (``tests/axe.py``: colour mode only recolours these pages, which each test
proves). One test per language and page, so that pytest-xdist spreads them; each page loads once, into
one browser tab per worker, and the same load also shows that the page logs no console error, lays
out its chapter and does not scroll sideways on a phone (no screenshot: the checks say what a picture
would show).
"""

from __future__ import annotations

import json

import pytest

from belote_teach.i18n import LANGUAGES
from bench.page_weight import heaviest_chapter, weigh

from .axe import AXE, AXE_VERSION, DESKTOP, PHONE, PICTURES, STATES, check_every_state
from .conftest import built_page, keep_offline
from .guide_checks import toc_pages

CHAPTERS = toc_pages()
PAGES = [*CHAPTERS, "search", "genindex"]
CHAPTER_BUDGET = 400 * 1000
"""Bytes a chapter page may transfer (gzip) before the reader opens a live part."""


def paths(lang: str) -> list[str]:
    """The pages of ``lang`` the matrix opens: its root page and every page (the picker with English)."""
    return [*(["index.html?choose"] if lang == LANGUAGES[0] else []), f"{lang}/index.html?stay",
            *(f"{lang}/{name}.html" for name in PAGES)]


MATRIX = [(lang, path) for lang in LANGUAGES for path in paths(lang)]


@pytest.fixture(scope="session")
def axe_script():
    if not AXE.exists():
        pytest.fail(f"{AXE} is missing: run `make axe` (npm install axe-core@{AXE_VERSION}; make test does it)")
    return str(AXE)


@pytest.fixture(scope="module")
def tab(browser, server, axe_script):
    """One tab per worker that the matrix's pages load into in turn, every request outside the site
    aborted (``tab.outside``) and every console error kept (``tab.errors``, cleared by each test)."""
    context = browser.new_context(color_scheme=STATES[0][0], viewport={"width": STATES[0][1], "height": 900})
    page = context.new_page()
    page.outside, page.errors = [], []
    keep_offline(context, page.outside, allowed=(server,))
    page.on("console", lambda message: page.errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    yield page
    context.close()


@pytest.fixture
def open_page(browser, server):
    """A function opening a site path in a fresh page of the given colour mode and width."""
    contexts = []

    def open_(path: str, mode: str = "light", width: int = DESKTOP):
        context = browser.new_context(color_scheme=mode, viewport={"width": width, "height": 900})
        contexts.append(context)
        outside: list[str] = []
        keep_offline(context, outside, allowed=(server,))
        page = context.new_page()
        page.goto(f"{server}/{path}")
        page.wait_for_load_state("load")
        page.outside = outside
        return page

    yield open_
    for context in contexts:
        context.close()


SVG_TEXTS = """() => [...document.querySelectorAll('svg text')]
  .filter(text => text.textContent.trim() && text.closest('svg').getClientRects().length).length"""
"""The texts of the pictures a reader sees (the contrast check reads each, in both colour modes)."""

def picture_contrast(page) -> list[dict[str, object]]:
    """Every text of the open page's pictures with its contrast ratio (``CONTRAST``), at least one for
    each SVG text a reader sees: a check that reads nothing would prove nothing."""
    texts = page.evaluate(CONTRAST.replace("PICTURES", json.dumps(PICTURES)))
    assert len(texts) >= page.evaluate(SVG_TEXTS), "the contrast check skipped texts of the pictures"
    return texts


LAID_OUT = """() => {  // the chapter is drawn: its article and its one title take room on the page
  const article = document.querySelector('article.bd-article'), titles = article ? article.querySelectorAll('h1') : [];
  const box = article && article.getBoundingClientRect(), title = titles[0] && titles[0].getBoundingClientRect();
  return {titles: titles.length, width: box ? box.width : 0, height: box ? box.height : 0, title: title ? title.height : 0};
}"""


WIDER = """() => {  // how wide the page is, and the first elements sticking out to the right (not in a scroll box)
  const width = document.documentElement.clientWidth;
  const inside = e => { for (let p = e.parentElement; p; p = p.parentElement) {
    if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(p).overflowX)) return true; } return false; };
  const out = [...document.body.querySelectorAll('*')].filter(e => e.getBoundingClientRect().right > width + 1 && !inside(e))
    .slice(0, 5).map(e => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`);
  return {scroll: document.documentElement.scrollWidth, width, out};
}"""


CONTRAST = """() => {
  const channel = c => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const rgba = text => { const v = text.match(/[\\d.]+/g).map(Number); return v.length > 3 ? v : [...v, 1]; };
  const over = (top, bottom) => top.slice(0, 3).map((c, i) => c * top[3] + bottom[i] * (1 - top[3]));
  const grey = (c, amount) => {  // CSS grayscale(amount) on sRGB values
    const y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    return c.map(v => v + (y - v) * amount);
  };
  const memo = f => { const seen = new Map(); return el => { if (!seen.has(el)) seen.set(el, f(el)); return seen.get(el); }; };
  const behind = memo(el => {  // the colour behind an HTML element: its backgrounds composed from the page up
    const layers = [];
    for (let node = el; node; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    return layers.reverse().reduce((bottom, top) => over(top, bottom), [255, 255, 255]);
  });
  const shown = memo(el => el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden');
  const effects = memo(el => {  // opacity and grayscale() of the element and its ancestors
    let opacity = 1, gray = 0;
    for (let node = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      opacity *= Number(style.opacity);
      const match = style.filter.match(/grayscale\\(([\\d.]+)\\)/);
      if (match) gray = Math.max(gray, Number(match[1]));
    }
    return [opacity, gray];
  });
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
  const pictures = PICTURES;
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
contrast ratio, after the opacity and grayscale() filters of its ancestors: axe's colour-contrast rule
skips these texts (``tests/axe.py``)."""


@pytest.mark.parametrize(("lang", "path"), MATRIX, ids=[path for _, path in MATRIX])
def test_a_page_in_every_state_has_no_serious_axe_violation_aa_pictures_and_no_console_error(tab, server, lang, path):
    """axe-core on the page in its four states (every rule at each width, the colour rules in both
    modes); in both colour modes every text of its pictures has 4.5:1 contrast; on a phone it does not
    scroll sideways; it logs no console error; a chapter declares its language and lays out its article
    with one title."""
    page = tab
    page.errors.clear()
    page.set_viewport_size({"width": STATES[0][1], "height": 900})  # each page loads in the first state
    page.emulate_media(color_scheme=STATES[0][0])
    page.goto(f"{server}/{path}", wait_until="load")
    assert page.url == f"{server}/{path}", f"{path} went on to {page.url}"
    if page.locator(".belote-play").count():  # its engine starts by itself: checked once ready, not as its status changes
        page.wait_for_selector(".belote-play[data-ready='true']", state="attached", timeout=60_000)
    name = path.split("/", 1)[1].removesuffix(".html") if "/" in path else path
    if name in CHAPTERS:
        assert page.locator("html").get_attribute("lang") == lang
        laid_out = page.evaluate(LAID_OUT)
        assert laid_out["titles"] == 1 and laid_out["width"] > 300 and laid_out["height"] > 300 and laid_out["title"] > 0, \
            f"{path} is not laid out: {laid_out}"
    bad, _, low = check_every_state(page, server, contrast=picture_contrast)
    assert not bad, f"serious or critical axe findings: {bad}"
    assert not low, f"picture texts below 4.5:1: {low}"
    assert page.viewport_size["width"] == PHONE  # the last state: a phone
    wide = page.evaluate(WIDER)
    assert wide["scroll"] <= wide["width"], f"{path} scrolls sideways on a phone: {wide}"
    assert page.errors == [], f"{path}: {page.errors}"
    assert page.outside == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_matrix_opens_every_page_of_the_site(site, lang):
    built = {path.relative_to(site).as_posix() for path in (site / lang).rglob("*.html") if "_static" not in path.parts}
    opened = {path.split("?")[0] for path in paths(lang)}
    assert f"{lang}/book/play.html" in built and built <= opened, sorted(built - opened)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_play_page_with_its_table_drawn_has_no_serious_violation(open_page, server, lang):
    """The play page once the engine drew a deal (hand, calls, seats, trick, log), in the four states
    (one deal, switched in place), pictures at 4.5:1 in both modes."""
    page = open_page(f"{lang}/book/play.html?delay=0&seed=2", STATES[0][0], STATES[0][1])
    page.wait_for_selector(".belote-play[data-ready='true']", state="attached", timeout=60_000)
    page.locator("button[data-start]").click()
    page.wait_for_function("() => document.querySelector('.belote-play').dataset.turn === 'S'", timeout=30_000)
    assert page.locator("button[data-card]").count() == 8  # the hand is drawn
    bad, _, low = check_every_state(page, server, contrast=picture_contrast)
    assert not bad, bad
    assert not low, f"picture texts below 4.5:1: {low}"
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

    assert built_page(site / "index.html").select_one("main h1")
    assert not (site / lang / "_static" / "scripts" / "fontawesome.js").exists()
    boxes = 0
    for name in toc_pages():
        html = (site / lang / f"{name}.html").read_text(encoding="utf-8")
        assert "fontawesome" not in html, name
        page = built_page(site / lang / f"{name}.html")
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

    page = built_page(site / lang / "index.html")
    intro = built_page(site / lang / "book" / "intro.html")
    assert page.html["lang"] == lang
    assert page.title.get_text() == intro.title.get_text()
    assert page.select_one("main h1") and page.select_one("main a[href='book/intro.html']").get_text(strip=True)
    assert page.select_one("meta[http-equiv=Refresh]")["content"] == "0; url=book/intro.html"  # without script
