"""Page weight: what a reader's browser downloads for one page of the built site, per page type.

Run: .venv/bin/python bench/page_weight.py [LANG] [-v]  (after `make site`; needs /usr/bin/chromium).

Each page opens in a fresh Chromium context (a cold cache) from a local server, is scrolled to its
end and left until the network is idle, without opening a live part. Every file it requested is
counted as a static host serves it: text files (HTML, CSS, JS, SVG, JSON…) gzip-compressed at
level 6, files that are compressed already (fonts, images, wasm, zip) as they are.
"""

from __future__ import annotations

import functools
import gzip
import http.server
import re
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote, urlsplit

from playwright.sync_api import Browser, sync_playwright

from belote_teach.publish.printing import CHROMIUM, CHROMIUM_FLAGS

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "_build" / "site"
PAGE_TYPES = {
    "chapter": "book/card-play",
    "quiz-heavy page": "book/tricks-and-points",
    "exercises": "book/exercises",
    "house rules": "book/house-rules",
    "index": "index",
}
"""One page of each kind (the quiz-heavy page has the most quiz questions of the chapters)."""
NOT_CHAPTERS = ("book/play",)
"""Pages of the table of contents that are not read as chapters: the play page starts the engine."""
COMPRESSIBLE = {".html", ".css", ".js", ".mjs", ".json", ".svg", ".txt", ".map", ".ipynb", ".xml", ".inv"}


@dataclass
class Weight:
    """The files one page loaded: ``(path, raw bytes, gzip bytes)`` each."""

    files: list[tuple[str, int, int]] = field(default_factory=list)

    @property
    def raw(self) -> int:
        return sum(raw for _, raw, _ in self.files)

    @property
    def compressed(self) -> int:
        return sum(packed for _, _, packed in self.files)


def served_size(path: Path) -> tuple[int, int]:
    """A file's size as stored and as a static host sends it (gzip for text).

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     text = Path(folder) / "a.css"
    ...     _ = text.write_text("a{color:red}" * 100)
    ...     raw, packed = served_size(text)
    >>> raw, packed < 100
    (1200, True)
    """
    data = path.read_bytes()
    if path.suffix.lower() in COMPRESSIBLE:
        return len(data), len(gzip.compress(data, compresslevel=6, mtime=0))
    return len(data), len(data)


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


@contextmanager
def serve(site: Path = SITE) -> Iterator[str]:
    """The site on a free local port; yields its base URL."""
    handler = functools.partial(_Quiet, directory=str(site))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()


def weigh(browser: Browser, base: str, path: str, site: Path = SITE) -> Weight:
    """Open ``base/path`` with a cold cache and weigh every file it loads (outside requests fail the weighing)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    urls: list[str] = []
    context.on("request", lambda request: urls.append(request.url))
    page = context.new_page()
    page.goto(f"{base}/{path}", wait_until="networkidle")
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    page.wait_for_load_state("networkidle")
    page.wait_for_timeout(300)
    context.close()
    weight = Weight()
    for url in urls:
        if url.startswith(("data:", "blob:", "about:")):
            continue
        if not url.startswith(base):
            raise AssertionError(f"{path} requested {url}, outside the site")
        local = site / unquote(urlsplit(url).path).lstrip("/")
        if local.is_dir():
            local = local / "index.html"
        if not local.is_file():
            raise AssertionError(f"{path} requested {url}, which the site does not have")
        weight.files.append((str(local.relative_to(site)), *served_size(local)))
    return weight


def chapters(root: Path = ROOT) -> list[str]:
    """The chapter pages of ``_toc.yml`` (every page but ``NOT_CHAPTERS``), in order.

    >>> pages = chapters()
    >>> pages[0], "book/card-play" in pages, "book/play" in pages
    ('book/intro', True, False)
    """
    import yaml

    toc = yaml.safe_load((root / "_toc.yml").read_text(encoding="utf-8"))
    pages = [toc["root"]]

    def walk(entries: list[dict[str, object]]) -> None:
        for entry in entries:
            if "file" in entry:
                pages.append(str(entry["file"]))
            for key in ("sections", "chapters"):
                walk(entry.get(key, []))  # type: ignore[arg-type]

    walk(toc.get("parts", []))
    return [page for page in pages if page not in NOT_CHAPTERS]


TAG = re.compile(r"<(link|script|img)\b([^>]*)>", re.I)
LOADED_LINKS = {"stylesheet", "preload", "modulepreload", "icon"}


def assets(html: str) -> set[str]:
    """The files a page's HTML makes the browser load: style sheets, scripts, images, preloads (not the
    pages it links with ``<link rel="alternate">``, ``next`` and the like).

    >>> sorted(assets('<link rel="stylesheet" href="a.css"><link rel="next" href="b.html">'
    ...               '<script src="c.js?v=1"></script><img alt="" src="d.svg">'))
    ['a.css', 'c.js', 'd.svg']
    """
    found = set()
    for tag, attributes in TAG.findall(html):
        values = dict(re.findall(r'([\w-]+)="([^"]*)"', attributes))
        rel = set(values.get("rel", "").lower().split())
        url = values.get("href" if tag.lower() == "link" else "src")
        if url and (tag.lower() != "link" or rel & LOADED_LINKS):
            found.add(url.split("#")[0].split("?")[0])
    return found


def static_weight(site: Path, path: str) -> int:
    """Compressed bytes of a page and of the files its HTML names (``assets``): a quick estimate to
    find the heaviest page, which ``weigh`` then measures in the browser."""
    page = site / path
    total = served_size(page)[1]
    for href in assets(page.read_text(encoding="utf-8")):
        local = (page.parent / unquote(href)).resolve()
        if local.is_file() and site.resolve() in local.parents:
            total += served_size(local)[1]
    return total


def heaviest_chapter(site: Path, lang: str) -> str:
    """The chapter page of ``lang`` with the most to download (by ``static_weight``, which orders the
    pages as ``weigh`` does: the files a page's scripts fetch are the same on every chapter)."""
    return max(chapters(), key=lambda name: static_weight(site, f"{lang}/{name}.html"))


def main() -> None:
    lang = sys.argv[1] if len(sys.argv) > 1 else "en"
    with serve() as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        print(f"page weight as a reader meets it ({lang}, cold cache, gzip level 6 for text):")
        types = {**PAGE_TYPES, "heaviest chapter": heaviest_chapter(SITE, lang)} if lang != "root" else {"picker": "index"}
        for kind, page in types.items():
            path = "index.html?choose" if page == "index" and lang == "root" else f"{lang}/{page}.html"
            weight = weigh(browser, base, path)
            print(f"  {kind:16} {page + '.html':28} {len(weight.files):3} requests  "
                  f"{weight.compressed / 1024:7.1f} KiB compressed  {weight.raw / 1024:7.1f} KiB raw")
            if "-v" in sys.argv:
                for name, raw, packed in sorted(weight.files, key=lambda file: -file[2]):
                    print(f"      {packed / 1024:7.1f} / {raw / 1024:7.1f} KiB  {name}")
        browser.close()


if __name__ == "__main__":
    main()
