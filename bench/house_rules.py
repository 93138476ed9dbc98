"""The reader's own rules in Chromium (issue 29): a rules text chosen on one page is computed by the
engine in the page (the site's Pyodide in a worker), then for every page of the language, kept in the
browser; another page then shows them from the browser's store.

Needs the built site (``make site``). Prints, cold cache:

(a) choice → blocks swapped on the choosing page (the page opened with ``?rules=``), and the worker's phases;
(c) the time the worker takes to compute every other page of the language (after (a));
(b) a second page opened after (c), HTTP cache emptied: load event → blocks swapped, and the bytes it fetched
    beyond the same page without a choice (gzip for text, as page_weight.py counts them).

    .venv/bin/python bench/house_rules.py [--lang en] [--rules classic+undertrump=discard] [--runs 1] [-v]

Measured 2026-12-03 on the shared 2-core machine, en, 3 runs, load average about 14: (a) median 12.7 s
(Pyodide 9.1 s; 4.8 s in a run at load 4.4); (c) 0.7 s for 18 pages; (b) 40 ms after the load event,
0.0 KiB beyond the page without a choice, no engine.
"""

from __future__ import annotations

import argparse
import statistics
from urllib.parse import unquote, urlsplit

from page_weight import SITE, serve, served_size  # beside this script
from playwright.sync_api import BrowserContext, sync_playwright

from belote_teach.publish.printing import CHROMIUM, CHROMIUM_FLAGS

FIRST, SECOND = "book/card-play", "book/tricks-and-points"
SHOWN_AT = """new MutationObserver((changes) => {
  for (const change of changes) if (change.target.matches && change.target.matches('select[data-house-rules][data-shown]')) {
    window.houseRulesShownAt = performance.now(); window.houseRulesShown = change.target.getAttribute('data-shown');
  }
}).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-shown']});"""
ENGINE = 600_000
"""Milliseconds the engine may take (Pyodide, then every page) on a loaded machine."""


def fetched(context: BrowserContext) -> list[str]:
    urls: list[str] = []
    context.on("request", lambda request: urls.append(request.url))
    return urls


def weight(urls: list[str], base: str) -> int:
    """The served bytes of the site's files among ``urls``."""
    total = 0
    for url in urls:
        if url.startswith(base):
            local = SITE / unquote(urlsplit(url).path).lstrip("/")
            if local.is_file():
                total += served_size(local)[1]
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en")
    parser.add_argument("--rules", default="classic+undertrump=discard")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("-v", action="store_true", help="list what the second page fetched beyond the plain page")
    args = parser.parse_args()
    chosen, every, after, extra, phases, choosing = [], [], [], [], [], []
    with serve(SITE) as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        plain = browser.new_context()
        without = fetched(plain)
        plain.new_page().goto(f"{base}/{args.lang}/{SECOND}.html", wait_until="networkidle")
        plain.close()
        for _ in range(args.runs):
            context = browser.new_context()  # a fresh profile: cold cache, nothing stored
            context.add_init_script(SHOWN_AT)
            first = fetched(context)
            page = context.new_page()
            page.goto(f"{base}/{args.lang}/{FIRST}.html?rules={args.rules}")
            page.wait_for_function("r => window.houseRulesShown === r", arg=args.rules, timeout=ENGINE)
            timings = page.evaluate("window.beloteHouseTimings")
            chosen.append(timings["shown"] - timings["chosen"])
            phases.append(timings["phases"])
            page.wait_for_function("() => window.beloteHouseTimings.everyPage", timeout=ENGINE)
            done = page.evaluate("window.beloteHouseTimings.everyPage")
            every.append((done["ms"], done["pages"]))
            choosing.append(weight(sorted(set(first)), base))
            context.new_cdp_session(page).send("Network.clearBrowserCache")
            urls = fetched(context)
            page.goto(f"{base}/{args.lang}/{SECOND}.html")
            page.wait_for_function("r => window.houseRulesShown === r", arg=args.rules, timeout=ENGINE)
            page.wait_for_function("() => performance.getEntriesByType('navigation')[0].loadEventEnd > 0")
            after.append(page.evaluate("window.houseRulesShownAt - performance.getEntriesByType('navigation')[0].loadEventEnd"))
            assert page.evaluate("window.beloteHouseTimings.stored"), "the second page did not read its stored fragment"
            page.wait_for_load_state("networkidle")
            engine = [url for url in urls if "pyodide" in url or url.endswith(".whl") or "worker" in url]
            assert not engine, engine
            beyond = sorted(set(urls) - set(without))
            extra.append(weight(beyond, base))
            if args.v:
                print("  fetched beyond the page without a choice:", *beyond)
            context.close()
        browser.close()
    median = statistics.median
    print(f"my own rules ({args.rules}) on {args.lang}, Chromium, cold cache, {args.runs} run(s):")
    print(f"  (a) choice to blocks swapped on {FIRST}: median {median(chosen):.0f} ms "
          f"(each: {', '.join(f'{ms:.0f}' for ms in chosen)})")
    print(f"      the choosing page fetched {median(choosing) / 2**20:.2f} MiB: its page, the engine, every page's inputs "
          "(text gzipped, the wasm and zip files as they are)")
    for name in ("pyodide", "wheel", "import"):
        print(f"      worker {name:8} median {median(p[name] for p in phases):.0f} ms")
    print(f"  (c) every other page computed and kept: median {median(ms for ms, _ in every) / 1000:.1f} s "
          f"for {every[0][1]} pages")
    print(f"  (b) {SECOND}, opened next: load to blocks swapped median {median(after):.0f} ms "
          f"(negative: before the load event); fetched beyond the page without a choice: "
          f"{median(extra) / 1024:.1f} KiB; engine not started")


if __name__ == "__main__":
    main()
