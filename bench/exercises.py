"""Exercise figures: generation speed per kind, the weight of a chapter page with its quiz, the size
of the JupyterLite site, and the time until a live exercise answers in the browser.

Run: make bench (after make site), or .venv/bin/python bench/exercises.py. Reads _build/site as
`make site` left it; serves it on 127.0.0.1 and aborts any other request.
"""

import functools
import gzip
import http.server
import re
import threading
import time
from pathlib import Path

from belote_teach.exercises import KINDS, LEVELS, generate

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "_build" / "site"
CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                  "--disable-sync", "--no-first-run"]


def generation():
    print("generating exercises (mean of 30 seeds, classic rules):")
    for kind in KINDS:
        times = []
        for level in LEVELS:
            start = time.perf_counter()
            for seed in range(30):
                generate(kind, level, seed)
            times.append((time.perf_counter() - start) / 30 * 1000)
        print(f"  {kind:13} " + "  ".join(f"level {level} {ms:5.1f} ms" for level, ms in zip(LEVELS, times, strict=True)))


def page_weight(lang="en", page="book/card-play"):
    """The page as a first-time reader loads it: the HTML and every local script, style and picture it names."""
    html_path = SITE / lang / f"{page}.html"
    html = html_path.read_text(encoding="utf-8")
    total = raw_gzip = 0
    files = [html_path]
    for ref in re.findall(r'(?:src|href)="([^"#?]+)(?:\?[^"]*)?"', html):
        target = (html_path.parent / ref).resolve()
        if target.suffix in {".js", ".css", ".svg", ".woff2"} and target.is_file():
            files.append(target)
    for path in dict.fromkeys(files):
        data = path.read_bytes()
        total += len(data)
        raw_gzip += len(gzip.compress(data))
    quiz = re.search(r'<section class="belote-quiz".*?</section>', html, re.S)
    quiz_bytes = len(quiz.group(0).encode()) if quiz else 0
    script = (SITE / lang / "_static" / "quiz" / "belote-quiz.js").stat().st_size
    print(f"quiz page {lang}/{page}.html: HTML {len(html.encode()) / 1024:.0f} KiB (quiz {quiz_bytes / 1024:.0f} KiB, "
          f"quiz script {script / 1024:.1f} KiB); with its scripts and styles {total / 1024:.0f} KiB raw, "
          f"{raw_gzip / 1024:.0f} KiB gzip ({len(files)} files)")


def lite_size():
    lite = SITE / "lite"
    size = sum(path.stat().st_size for path in lite.rglob("*") if path.is_file())
    print(f"JupyterLite site (one copy for four languages): {size / 2**20:.0f} MiB")


def live_exercise(lang="en"):
    from playwright.sync_api import sync_playwright

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(SITE)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    outside = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_FLAGS)
        page = browser.new_page()
        page.set_default_timeout(120_000)
        page.route("**/*", lambda route: route.continue_() if route.request.url.startswith((base, "data:", "blob:"))
                   else (outside.append(route.request.url), route.abort()))
        start = time.perf_counter()
        page.goto(f"{base}/lite/notebooks/index.html?path={lang}/which-cards.ipynb")
        page.wait_for_selector(".jp-Notebook .jp-CodeCell")
        opened = time.perf_counter() - start
        page.click(".jp-CodeCell .jp-InputArea-editor")
        page.keyboard.press("Shift+Enter")
        page.locator(".belote-w-card").first.wait_for()
        shown = time.perf_counter() - start
        page.locator(".belote-w-card").first.click()
        page.locator(".jupyter-button.mod-primary").click()
        page.locator(".belote-w-verdict").wait_for()
        answered = time.perf_counter() - start
        browser.close()
    server.shutdown()
    print(f"live exercise ({lang}/which-cards.ipynb, cold browser): notebook shown {opened:.1f} s, cards shown "
          f"{shown:.1f} s, engine's feedback {answered:.1f} s after opening; requests outside the site: {len(outside)}")


def main():
    generation()
    for lang in ("en", "fr"):
        page_weight(lang)
    lite_size()
    live_exercise()


if __name__ == "__main__":
    main()
