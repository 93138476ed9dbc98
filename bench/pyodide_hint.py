"""The solver inside the site's own Pyodide (headless Chromium): the median time of a full-deal hint
(every card of the opening lead valued) and of a trick-5 hint (4 tricks to go). Goals: 3 s and 0.3 s.

A bare page loads ``lite/static/pyodide/pyodide.js``, unpacks this package's wheel and imports it
(DESIGN.md). Run: make bench, or .venv/bin/python bench/pyodide_hint.py [--pyodide-dir DIR] (also
``bench/solver.py --pyodide``); DIR defaults to ``_build/site/lite/static/pyodide`` (``make site`` writes it).
"""

import functools
import http.server
import json
import shutil
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
         "--disable-sync", "--no-first-run"]
DEALS = 9

PROGRAM = f"""
import json, random, statistics, time
from belote_teach import DECK, Deal
from belote_teach.solver import card_values

def position(rng, played):
    cards = list(range(32))
    rng.shuffle(cards)
    hands = {{seat: [DECK[c] for c in cards[i * 8:(i + 1) * 8]] for i, seat in enumerate("NWSE")}}
    deal = Deal.from_hands(hands, leader=rng.choice("NESW"), trump=rng.choice("SHDC"), taker=rng.choice("NE"),
                           rules="coinche", bid=80, declarations=False)
    for _ in range(played):
        deal.play(rng.choice(deal.legal_cards()))
    return deal

def median_hint(played):
    rng = random.Random(2026)
    times = []
    for _ in range({DEALS}):
        deal = position(rng, played)
        start = time.perf_counter()
        card_values(deal)
        times.append(time.perf_counter() - start)
    return statistics.median(times), max(times)

json.dumps({{"full": median_hint(0), "trick5": median_hint(16)}})
"""

PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>solver in Pyodide</title>
<script src="pyodide/pyodide.js"></script></head><body><script>
window.run = async (program) => {
  const pyodide = await loadPyodide({indexURL: "pyodide/"});
  const wheel = await (await fetch("belote_teach-0.1.0-py3-none-any.whl")).arrayBuffer();
  pyodide.unpackArchive(wheel, "wheel");
  return pyodide.runPython(program);
};
</script></body></html>"""


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def package_wheel(folder):
    try:
        from belote_teach.lite import package_wheel as build
    except ImportError:  # the build tools may live in a publish package
        from belote_teach.publish.lite import package_wheel as build  # type: ignore[no-redef]
    return build(folder, ROOT)


def main():
    args = sys.argv[1:]
    source = Path(args[args.index("--pyodide-dir") + 1]) if "--pyodide-dir" in args else \
        ROOT / "_build/site/lite/static/pyodide"
    if not (source / "pyodide.js").exists():
        print(f"Pyodide: {source}/pyodide.js is missing: run make site (or python -m belote_teach.publish.site build, "
              "then python -m belote_teach.publish.lite build) first")
        return
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder:
        site = Path(folder)
        (site / "pyodide").mkdir()
        for path in source.iterdir():
            if not path.name.endswith(".whl"):
                shutil.copy(path, site / "pyodide" / path.name)
        package_wheel(site)
        (site / "index.html").write_text(PAGE, encoding="utf-8")
        handler = functools.partial(Quiet, directory=folder)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
                page = browser.new_page()
                page.route("**/*", lambda route: route.continue_() if route.request.url.startswith(
                    f"http://127.0.0.1:{server.server_port}/") else route.abort())
                page.goto(f"http://127.0.0.1:{server.server_port}/index.html")
                result = json.loads(page.evaluate("program => window.run(program)", PROGRAM))
                browser.close()
        finally:
            server.shutdown()
    (full, full_max), (trick5, trick5_max) = result["full"], result["trick5"]
    print(f"Pyodide ({DEALS} deals): full-deal hint median {full:.2f} s (max {full_max:.2f} s, goal 3 s); "
          f"trick-5 hint median {trick5 * 1000:.0f} ms (max {trick5_max * 1000:.0f} ms, goal 300 ms)")


if __name__ == "__main__":
    main()
