"""axe-core in the browser tests: the script, its colour rules, and the states every page is checked in.

axe-core is the npm package ``axe-core@AXE_VERSION`` that ``make axe`` installs into ``.venv/node``
(``make test`` does it first). The test server serves it at ``AXE_URL``, so that the browser compiles it
once and takes it from its cache on every other page.

Colour mode only recolours a page of this site: ``layout_signature`` proves it page by page (the same
elements, attributes, boxes and visibility in light and dark mode at one width). So every axe rule runs
once at each width, in one colour mode, and the rules about colour (axe's ``cat.color`` tag: contrast,
links told apart from text) run in the other colour mode too: every rule in every state where it can
find something.
"""

from __future__ import annotations

from .conftest import ROOT

AXE_VERSION = "4.14.1"
AXE = ROOT / ".venv" / "node" / "node_modules" / "axe-core" / "axe.min.js"
AXE_URL = "/_tests/axe.min.js"
DESKTOP, PHONE = 1280, 390
PICTURES = 'figure[class*="belote-"], .belote-compass, .belote-play-table, .belote-hand-picture'
"""The project's pictures: their texts (and every SVG text) have a contrast check of their own
(``test_accessibility.CONTRAST``), which axe's colour-contrast rule then skips."""
STATES = [("light", DESKTOP, "every rule"), ("dark", DESKTOP, "colour"), ("dark", PHONE, "every rule"),
          ("light", PHONE, "colour")]
"""The four states of every page, in an order that changes one thing at a time, and the axe rules that
run in each: every rule once at each width, the colour rules in the other colour mode."""

SETTLED = """() => {  // the CSS transitions a colour change starts (finite ones), taken to their end state at once
  for (const a of document.getAnimations()) if (a.effect && a.effect.getComputedTiming().endTime !== Infinity) a.finish();
}"""

LAYOUT = """() => {  // every element: its tag, attributes, box and visibility, hashed (FNV-1a)
  let hash = 2166136261;
  const add = text => { for (let i = 0; i < text.length; i++) { hash ^= text.charCodeAt(i); hash = Math.imul(hash, 16777619); } };
  for (const el of document.querySelectorAll('*')) {
    const box = el.getBoundingClientRect(), style = getComputedStyle(el);
    const shown = el.getClientRects().length > 0 && style.visibility !== 'hidden';
    // the theme writes the mode on <html data-theme>; inline styles show in the boxes
    const attributes = [...el.attributes].filter(a => a.name !== 'style' && !(el === document.documentElement && a.name === 'data-theme'));
    add(`${el.tagName} ${attributes.map(a => a.name + '=' + a.value).join(' ')} ${shown ? [box.x, box.y, box.width, box.height].map(Math.round).join(' ') : 'hidden'};`);
  }
  return hash >>> 0;
}"""
"""A hash of the page's structure and layout: equal in two colour modes when the mode only recolours."""


def inject(page, server: str) -> None:
    """Load axe-core into the open page (once), from the test server, and check its version."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.add_script_tag(url=server + AXE_URL)
    version = page.evaluate("axe.version")
    assert version == AXE_VERSION, f"axe-core {version} is installed, the tests want {AXE_VERSION}"


def run(page, server: str, rules: list[str] | None = None, pictures_read: bool = False) -> tuple[list[str], list[str]]:
    """axe-core on the open page: every rule, or only ``rules``; with ``pictures_read`` (the caller reads
    the pictures' texts itself) its colour-contrast rule skips them. Returns the serious and critical
    findings, one line each, and the ids of the rules that ran."""
    inject(page, server)
    selector = f"*:not(svg *, :is({PICTURES}) *)" if pictures_read else "*"
    page.evaluate("selector => axe.configure({rules: [{id: 'color-contrast', selector}]})", selector)
    options: dict[str, object] = {"resultTypes": ["violations"]}
    if rules is not None:
        options["runOnly"] = {"type": "rule", "values": rules}
    result = page.evaluate("options => axe.run(document, options)", options)
    ran = [rule["id"] for kind in ("violations", "passes", "incomplete", "inapplicable") for rule in result[kind]]
    serious = [
        f"{violation['id']} ({violation['impact']}): {node['target']} {node['failureSummary']}"
        for violation in result["violations"] if violation["impact"] in ("serious", "critical")
        for node in violation["nodes"]
    ]
    return serious, ran


def serious_violations(page, server: str) -> list[str]:
    """axe-core's serious and critical findings on the open page, every rule."""
    return run(page, server)[0]


def colour_rules(page, server: str, ran: list[str]) -> list[str]:
    """Of the rules that ran, those about colour (axe's ``cat.color`` tag)."""
    inject(page, server)
    tagged = set(page.evaluate("axe.getRules(['cat.color']).map(rule => rule.ruleId)"))
    return sorted(rule for rule in ran if rule in tagged)


SCROLL_BOXES_FOCUSABLE = """() => [...document.querySelectorAll(
    'pre, .nboutput > .output_area, .cell_output > .output, .jp-RenderedHTMLCommon, .pst-scrollable-table-container')]
  .every(box => box.tabIndex === (box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight ? 0 : -1))"""
"""The theme's scroll boxes are focusable exactly when they scroll: what its (debounced) resize handler sets."""


def switch(page, mode: str, width: int) -> None:
    """Put the open page in colour ``mode`` at ``width`` px without reloading it. A theme page follows the
    mode in ``<html data-theme>`` and, after a resize, makes the boxes that scroll focusable (each box's
    ``tabindex``): both are awaited, and the colour transitions."""
    page.emulate_media(color_scheme=mode)
    themed = page.evaluate("document.documentElement.dataset.mode !== undefined")
    if page.viewport_size["width"] != width:
        page.set_viewport_size({"width": width, "height": 900})
    if themed:
        page.wait_for_function("mode => document.documentElement.dataset.theme === mode", arg=mode, timeout=5_000)
        page.wait_for_function(SCROLL_BOXES_FOCUSABLE, timeout=5_000)
    page.evaluate(SETTLED)


def check_every_state(page, server: str, contrast=None) -> tuple[dict[str, list[str]], int, list[str]]:
    """axe-core in the four states of the open page (``STATES``), the layout proved equal in both colour
    modes at each width; with ``contrast`` (a function of the page) the picture texts are read in every
    state, and axe's colour-contrast rule skips them. Returns the findings by state, the number of picture texts
    read and those below 4.5:1."""
    found: dict[str, list[str]] = {}
    layouts: dict[int, int] = {}
    colour: list[str] = []
    texts, low = 0, []
    inject(page, server)  # its script element is part of the layout compared
    for mode, width, which in STATES:
        switch(page, mode, width)
        layout = page.evaluate(LAYOUT)
        if which == "every rule":
            found[f"{mode} {width}px"], ran = run(page, server, pictures_read=contrast is not None)
            colour = colour_rules(page, server, ran)
            layouts[width] = layout
        else:
            assert layout == layouts[width], f"{mode} mode changes more than colours at {width}px: run every rule"
            found[f"{mode} {width}px"], _ = run(page, server, colour, pictures_read=contrast is not None)
        if contrast is not None:
            pictures = contrast(page)
            texts += len(pictures)
            low += [f"{mode}: {t['text']!r} in {t['where']}: {t['ratio']:.2f}:1" for t in pictures if t["ratio"] < 4.5]
    assert colour, "axe ran no colour rule"
    return {state: problems for state, problems in found.items() if problems}, texts, low
