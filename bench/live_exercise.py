"""A chapter's live exercise in Chromium, cold cache: time from pressing "Start the live exercise"
to the first exercise shown (the worker starts the site's Pyodide, unpacks the wheel, the engine
draws the exercise), what the press downloads, and the time of "Next" once the engine runs.

Needs the built site (``make site``, with ``python -m belote_teach.publish.lite build``).

    .venv/bin/python bench/live_exercise.py [--runs 2] [--page book/card-play] [--lang en]

Measured 2026-12-02 on the shared 2-core machine (load average about 10): press to first exercise
median 18.0 s (Pyodide 13.7 s, wheel 0.06 s, import 1.8 s), 13.1 MiB downloaded by the press, Next
184 ms; the chapter before the press: 168.9 KiB gzip in 27 requests (167.1 KiB, 26 without it).
"""

from __future__ import annotations

import argparse
import statistics
import time

from page_weight import SITE, serve  # beside this script
from playwright.sync_api import sync_playwright

from belote_teach.publish.printing import CHROMIUM, CHROMIUM_FLAGS

SHOWN = "n => Number(document.querySelector('.belote-live-exercise').dataset.shown) === n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=2, help="cold starts to measure")
    parser.add_argument("--page", default="book/card-play")
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()
    starts, nexts, phases, sizes = [], [], [], []
    with serve(SITE) as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        for _ in range(args.runs):
            context = browser.new_context()  # a fresh profile: cold cache
            page = context.new_page()
            page.goto(f"{base}/{args.lang}/{args.page}.html", wait_until="networkidle")
            loaded: list[int] = []
            context.on("response", lambda response, loaded=loaded: loaded.append(len(response.body())))
            start = time.perf_counter()
            page.locator(".belote-live-exercise button[data-start]").first.click()
            page.wait_for_function(SHOWN, arg=1, timeout=120_000)
            starts.append(time.perf_counter() - start)
            sizes.append(sum(loaded))
            phases.append(page.evaluate("window.beloteLiveTimings.phases"))
            start = time.perf_counter()
            page.locator(".belote-live-exercise button[data-next]").first.click()
            page.wait_for_function(SHOWN, arg=2, timeout=120_000)
            nexts.append(time.perf_counter() - start)
            context.close()
        browser.close()
    print(f"live exercise on {args.lang}/{args.page}.html, cold cache, {args.runs} runs:")
    print(f"  press to first exercise: median {statistics.median(starts):.1f} s (each: "
          f"{', '.join(f'{s:.1f}' for s in starts)})")
    for name in ("pyodide", "wheel", "import"):
        print(f"    worker {name:8} median {statistics.median(p[name] for p in phases) / 1000:.2f} s")
    print(f"  downloaded by the press: {statistics.median(sizes) / 2**20:.1f} MiB (uncompressed bodies)")
    print(f"  Next (a new exercise, engine running): median {statistics.median(nexts) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
