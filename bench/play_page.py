"""The play page in Chromium, cold cache: time until South's first choice can be made, the
computer's moves (beginner, strong) measured in the Worker, and the page's weight before Pyodide.

Needs the built site (``make site`` and ``python -m belote_teach.publish.lite build``).

    .venv/bin/python bench/play_page.py [--deals 2] [--rules nl23]    (hints: four-player rules only)
    .venv/bin/python bench/play_page.py --starts 5 [--against OTHER_SITE …]   (South's first choice only, cold
        cache, five times; with another built site, the two interleaved: before and after a change, same run)
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import statistics
import threading
import time
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright

from belote_teach.publish.printing import CHROMIUM, CHROMIUM_FLAGS

SITE = Path(__file__).resolve().parents[1] / "_build" / "site"
PYODIDE = "/lite/static/pyodide/"


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


def serve(site: Path = SITE) -> str:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}"


def until_south(page: Page) -> str:
    page.wait_for_function("() => { const r = document.querySelector('.belote-play');"
                           " return r.dataset.phase === 'over' || r.dataset.turn === 'S'; }", timeout=120_000)
    return str(page.locator(".belote-play").get_attribute("data-phase"))


def play(page: Page, hints: list[float]) -> None:
    """South passes (or makes the first call allowed) and plays his first legal card; asks one hint
    at his first card (timed in ``hints``)."""
    asked = False
    while (phase := until_south(page)) != "over":
        before = int(page.locator(".belote-play").get_attribute("data-states") or 0)
        if phase == "play" and page.locator('button[data-card][data-legal="true"]').count():
            if not asked and page.locator("button[data-hint]").is_enabled():
                asked = True
                start = time.perf_counter()
                page.locator("button[data-hint]").click()
                page.wait_for_selector("[data-hint-text][data-best]", state="attached", timeout=120_000)
                hints.append(time.perf_counter() - start)
                page.evaluate("document.querySelector('[data-hint-text]').removeAttribute('data-best')")
            page.locator('button[data-card][data-legal="true"]').first.click()
        else:
            passing = page.locator('button[data-call="pass"]')
            (passing if passing.count() else page.locator("button[data-call]").first).click()
        page.wait_for_function(f"() => Number(document.querySelector('.belote-play').dataset.states) > {before}")


def first_choice(browser: Browser, base: str, lang: str, rules: str) -> tuple[float, float, dict[str, float]]:
    """A fresh profile (cold cache) opens the play page, deals as soon as the engine is ready (beginners):
    the seconds until the engine is ready, until South's first choice, and the Worker's phases."""
    context = browser.new_context()
    page = context.new_page()
    start = time.perf_counter()
    page.goto(f"{base}/{lang}/book/play.html?delay=0&seed=1")
    page.wait_for_selector(".belote-play[data-ready='true']", state="attached", timeout=120_000)
    ready = time.perf_counter() - start
    page.select_option("select[name=preset]", rules)
    page.locator("button[data-start]").click()
    until_south(page)
    first = time.perf_counter() - start
    phases = page.evaluate("window.beloteTimings.phases")
    if "at" in phases:  # when the Worker started, from the page's navigation start
        phases["at"] -= page.evaluate("performance.timeOrigin")
    context.close()
    return ready, first, phases


def starts(browser: Browser, args: argparse.Namespace) -> None:
    """South's first choice, cold cache, ``args.starts`` times per site, the sites interleaved."""
    sites = {"this site": serve()} | {other: serve(Path(other)) for other in args.against}
    firsts: dict[str, list[float]] = {name: [] for name in sites}
    begun: dict[str, list[float]] = {name: [] for name in sites}
    readies: dict[str, list[float]] = {name: [] for name in sites}
    for _ in range(args.starts):
        for name, base in sites.items():
            ready, first, phases = first_choice(browser, base, args.lang, args.rules)
            readies[name].append(ready)
            firsts[name].append(first)
            begun[name].append(phases.get("at", float("nan")))
            print(f"{name}: ready {ready:.2f} s, first choice {first:.2f} s; Worker (started at, phases): "
                  + ", ".join(f"{key} {value / 1000:.2f} s" for key, value in phases.items()), flush=True)
    for name in sites:
        print(f"{name}: South's first choice, median of {args.starts}: {statistics.median(firsts[name]):.2f} s "
              f"(engine ready {statistics.median(readies[name]):.2f} s, Worker started "
              f"{statistics.median(begun[name]) / 1000:.2f} s after the navigation began)")
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2, help="deals per level for the move times")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--rules", default="classic", help="a preset of the page's menu (nl23, nl23+players=2, …)")
    parser.add_argument("--starts", type=int, default=0, help="only South's first choice, this many times")
    parser.add_argument("--against", action="append", default=[],
                        help="another built site (a copy of _build/site) timed in the same run (may be repeated)")
    args = parser.parse_args()
    base = serve()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        if args.starts:
            starts(browser, args)
            browser.close()
            return
        for level in ("beginner", "strong"):
            context = browser.new_context()  # a fresh profile: cold cache
            page = context.new_page()
            weights: dict[str, int] = {}
            page.on("response", lambda response, weights=weights: weights.__setitem__(response.url, len(response.body())))
            start = time.perf_counter()
            page.goto(f"{base}/{args.lang}/book/play.html?delay=0&seed=1")
            page.wait_for_selector(".belote-play[data-ready='true']", state="attached", timeout=120_000)
            ready = time.perf_counter() - start
            page.select_option("select[name=preset]", args.rules)
            page.select_option("select[name=level]", level)
            page.locator("button[data-start]").click()
            until_south(page)
            first = time.perf_counter() - start
            before = sum(size for url, size in weights.items() if PYODIDE not in url)
            pyodide = sum(size for url, size in weights.items() if PYODIDE in url)
            print(f"{level}: engine ready {ready:.2f} s, South's first choice {first:.2f} s after opening the page "
                  f"(cold cache); page before Pyodide {before / 1024:.0f} KiB, Pyodide and wheel "
                  f"{pyodide / 2**20:.1f} MiB")
            phases = page.evaluate("window.beloteTimings.phases")
            print(f"{level}: in the Worker, Pyodide {phases['pyodide'] / 1000:.2f} s, wheel {phases['wheel'] / 1000:.2f} s, "
                  f"import {phases['import'] / 1000:.2f} s; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
            hints: list[float] = []
            for deal in range(args.deals):
                play(page, hints)
                if deal == 0 and not page.locator("button[data-review]").is_hidden():
                    start = time.perf_counter()
                    page.locator("button[data-review]").click()
                    page.wait_for_selector("[data-review-list] li", state="attached", timeout=300_000)
                    print(f"{level}: review of a deal {time.perf_counter() - start:.2f} s")
                if deal + 1 < args.deals and page.locator("button[data-next]").is_enabled():
                    page.locator("button[data-next]").click()
                    page.wait_for_function("() => document.querySelector('.belote-play').dataset.phase !== 'over'")
            moves = [move["ms"] / 1000 for move in page.evaluate("window.beloteTimings.moves")]
            print(f"{level}: {len(moves)} computer moves in the Worker: median {statistics.median(moves):.3f} s, "
                  f"90th percentile {sorted(moves)[int(0.9 * len(moves))]:.3f} s, max {max(moves):.3f} s")
            if hints:
                print(f"{level}: hint at South's first card (a full-deal double-dummy solve): "
                      + ", ".join(f"{h:.2f} s" for h in hints))
            context.close()
        browser.close()


if __name__ == "__main__":
    main()
