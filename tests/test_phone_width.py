"""Every page of the site, in every language, on a phone 390 px wide: no sideways scroll.

One browser page visits them all (no Pyodide: its files are refused here, so no page starts the
engine; the play page's table while a deal is played is checked in ``test_play_page.py``)."""

import pytest

from belote_teach.i18n import LANGUAGES

PHONE = {"width": 390, "height": 844}

WIDER = """() => {
  const width = document.documentElement.clientWidth;
  // the elements sticking out to the right that do not scroll inside a box of their own
  const inside = (e) => { for (let p = e.parentElement; p; p = p.parentElement) {
    const x = getComputedStyle(p).overflowX; if (x === 'auto' || x === 'scroll' || x === 'hidden') return true; }
    return false; };
  const out = [...document.body.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > width + 1
    && !inside(e)).slice(0, 5).map((e) => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`);
  return { scroll: document.documentElement.scrollWidth, width, out };
}"""


@pytest.fixture(scope="module")
def phone(browser):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    page.outside = []

    def route(route):
        url = route.request.url
        if url.startswith(("http://127.0.0.1:", "data:", "blob:", "about:")) and "/lite/" not in url:
            route.continue_()
        else:
            if "/lite/" not in url:
                page.outside.append(url)
            route.abort()

    context.route("**/*", route)
    yield page
    context.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_page_scrolls_sideways_on_a_phone(phone, server, site, lang):
    pages = sorted(path.relative_to(site / lang).as_posix() for path in (site / lang).rglob("*.html")
                   if "_static" not in path.parts)
    assert len(pages) > 20 and "book/play.html" in pages
    pages = [f"{lang}/{name}" for name in pages] + (["index.html"] if lang == "en" else [])  # and the language picker
    wide = []
    for name in pages:
        phone.goto(f"{server}/{name}", wait_until="load")
        found = phone.evaluate(WIDER)
        if found["scroll"] > found["width"]:
            wide.append(f"{name}: {found['scroll']} px ({', '.join(found['out'])})")
    assert not wide, f"{lang}: pages wider than {PHONE['width']} px:\n" + "\n".join(wide)
    assert phone.outside == []
