"""Print HTML to A4 PDF with Chromium (through Playwright), offline; write files whole or not at all.

``python -m belote_teach.publish.printing guide [LANG…]`` prints the built site (``make site``) into
``_build/pdf/``: the whole guide (``guide-<lang>.pdf``) and the one-page quick reference
(``quick-reference-<lang>.pdf``) of each language. ``make pdf`` runs it.

Chromium is Debian's (``/usr/bin/chromium``, or the path in ``BELOTE_CHROMIUM``): Playwright cannot
download its own browsers here. Every request outside the local server is refused, so a printed
page can never depend on the network. A development and teaching tool: nothing in the engine
imports it, and Playwright is imported only when something is printed.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import os
import stat
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from .. import messages
from ..i18n import LANGUAGES, Lang, Msg, say
from ..render.handout_html import PAGE as PAGE_NUMBER

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page, PdfMargins

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
MARGIN: PdfMargins = {"top": "14mm", "bottom": "16mm", "left": "14mm", "right": "14mm"}


class PrintError(RuntimeError):
    """Printing could not be done (no Chromium, no Playwright, an unwritable output)."""


def chromium_path() -> str:
    return os.environ.get("BELOTE_CHROMIUM", CHROMIUM)


def footer_template(lang: Lang, title: str = "") -> str:
    """Chromium's footer: the title on the left, "Page 2 of 5" on the right, in ``lang``."""
    number = escape(PAGE_NUMBER(lang, page="\0", total="\1"))
    number = number.replace("\0", '<span class="pageNumber"></span>').replace("\1", '<span class="totalPages"></span>')
    return (
        '<div style="font: 8pt \'DejaVu Sans\', sans-serif; color: #444; width: 100%; margin: 0 14mm; '
        f'display: flex; justify-content: space-between;"><span>{escape(title)}</span><span>{number}</span></div>'
    )


@contextlib.contextmanager
def browser() -> Iterator[Browser]:
    """Debian's Chromium, headless, through Playwright."""
    try:
        from playwright.sync_api import Error, sync_playwright
    except ImportError:
        raise PrintError(say(messages.NEEDS_PLAYWRIGHT)) from None
    path = chromium_path()
    if not os.path.exists(path):
        raise PrintError(say(messages.NO_CHROMIUM, path=path))
    with sync_playwright() as playwright:
        try:
            launched = playwright.chromium.launch(executable_path=path, args=CHROMIUM_FLAGS)
        except Error as error:
            raise PrintError(say(messages.CHROMIUM_DID_NOT_START, path=path, reason=error.message.splitlines()[0])) from None
        try:
            yield launched
        finally:
            with contextlib.suppress(Error):  # Chromium may be gone already (killed, crashed)
                launched.close()


def offline(page: Page, allowed: tuple[str, ...] = ()) -> list[str]:
    """Refuse every request but ``data:``/``about:`` and the ``allowed`` prefixes; returns the refused URLs."""
    refused: list[str] = []

    def route(route: Any) -> None:
        url = route.request.url
        if url.startswith(("data:", "about:", "blob:", *allowed)):
            route.continue_()
        else:
            refused.append(url)
            route.abort()

    page.route("**/*", route)
    return refused


PENDING: set[Path] = set()
"""Temporary files being written: a second signal, which cannot wait for the usual clean-up,
removes them before the command stops (``belote_teach.cli``)."""


def _carry_on() -> None:
    """Nothing stops the writing (the default ``before_rename``)."""


before_rename: Callable[[], None] = _carry_on
"""Called when the temporary file is whole, just before it replaces ``out``. The command sets it:
a signal that arrived while Chromium printed lets Chromium finish and close cleanly, then stops
here (the temporary file is removed, ``out`` untouched)."""


def check_output(out: Path) -> None:
    """Refuse to write to anything but a regular file or a new name: a symbolic link, a folder, a
    FIFO, a device or a socket is never replaced (nor written through).

    >>> check_output(Path("/dev/null"))
    Traceback (most recent call last):
    ...
    belote_teach.publish.printing.PrintError: /dev/null: cannot write: it is a character device, not a regular file; belote-teach writes only to a regular file (a new one, or one it replaces)
    """
    try:
        mode = os.lstat(out).st_mode
    except FileNotFoundError:
        return
    except OSError as error:
        raise PrintError(say(messages.OUTPUT_FAILED, out=out, reason=error.strerror or error)) from None
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise PrintError(say(messages.OUTPUT_FOLDER, out=out))
    kind = ("link" if stat.S_ISLNK(mode) else "fifo" if stat.S_ISFIFO(mode) else "char" if stat.S_ISCHR(mode) else
            "block" if stat.S_ISBLK(mode) else "socket" if stat.S_ISSOCK(mode) else "other")
    raise PrintError(say(messages.OUTPUT_KIND, out=out, what=say(messages.LESSON_FILE_KINDS[kind])))


def write_atomically(out: Path, write: Callable[[Path], None]) -> None:
    """``write`` into a temporary file beside ``out``, then rename it: ``out`` is whole or untouched.

    ``out`` must be a regular file or a new name (``check_output``, checked before writing and
    again just before the rename); the temporary file is removed on every way out: an error, an
    exception, a signal (the command turns SIGINT and SIGTERM into exceptions), a failed rename.
    """
    write_all_atomically([(Path(out), write)])


def write_all_atomically(outputs: Sequence[tuple[Path, Callable[[Path], None]]]) -> None:
    """Several files written as ``write_atomically`` writes one: every file into its temporary
    file first, then every rename; an error before the renames leaves every output untouched."""
    temporaries: list[Path] = []
    try:
        for out, _ in outputs:
            folder = out.parent if str(out.parent) else Path(".")
            if not folder.is_dir():
                raise PrintError(say(messages.OUTPUT_NO_FOLDER, out=out, folder=folder))
            check_output(out)
        for out, write in outputs:
            folder = out.parent if str(out.parent) else Path(".")
            try:
                handle, name = tempfile.mkstemp(dir=folder, prefix=f".{out.name}.", suffix=".part")
            except OSError as error:
                raise PrintError(say(messages.OUTPUT_FAILED, out=out, reason=error.strerror or error)) from None
            temporary = Path(name)
            temporaries.append(temporary)
            PENDING.add(temporary)
            os.close(handle)
            try:
                write(temporary)
            except OSError as error:
                raise PrintError(say(messages.OUTPUT_FAILED, out=out, reason=error.strerror or error)) from None
            before_rename()  # a signal while this one was written stops here, before the next
        for (out, _), temporary in zip(outputs, temporaries, strict=True):
            try:
                check_output(out)
                os.chmod(temporary, _file_mode(out))  # mkstemp makes a private file: give it an ordinary file's mode
                os.replace(temporary, out)
            except OSError as error:
                raise PrintError(say(messages.OUTPUT_FAILED, out=out, reason=error.strerror or error)) from None
    finally:
        for temporary in temporaries:
            temporary.unlink(missing_ok=True)
            PENDING.discard(temporary)


def check_targets(outs: Sequence[Path], source: Path | None = None) -> None:
    """Refuse outputs that must not be written, before anything is: the input file itself (the
    same path, a link to it or a hard link), the same output twice, and an existing file that
    cannot be replaced through a new file beside it (``check_output`` refuses the rest)."""
    seen: set[Path] = set()
    for out in outs:
        if source is not None and _same_file(out, source):
            raise PrintError(say(messages.OUTPUT_IS_INPUT, out=out))
        resolved = out.resolve()
        if resolved in seen:
            raise PrintError(say(messages.OUTPUT_TWICE, out=out))
        seen.add(resolved)
        _check_replaceable(out)


def _same_file(out: Path, source: Path) -> bool:
    """Whether writing ``out`` would replace ``source``: the same path, a link to it, or a hard link."""
    try:
        return out.resolve() == source.resolve() or (out.exists() and out.samefile(source))
    except OSError:
        return False


def _check_replaceable(out: Path) -> None:
    """An existing ``out`` is replaced through a new file beside it: a file whose folder takes no
    new files (``/proc/version``) is not a regular writable file, whatever its mode says."""
    folder = out.parent if str(out.parent) else Path(".")
    if not out.exists() or not folder.is_dir():
        return  # a new file, or no folder: the writing reports what is wrong with the path
    try:
        handle, name = tempfile.mkstemp(dir=folder, prefix=".belote-teach-", suffix=".probe")
    except OSError as error:
        raise PrintError(say(messages.OUTPUT_NOT_WRITABLE, out=out, folder=folder,
                                                             reason=error.strerror or error)) from None
    os.close(handle)
    os.unlink(name)


def write_texts(texts: Sequence[tuple[Path, str]], source: Path | None = None) -> None:
    """Text files (UTF-8) written whole or not at all, after ``check_targets``."""
    check_targets([out for out, _ in texts], source)
    write_all_atomically([(out, functools.partial(_write_text, text=text)) for out, text in texts])


def _write_text(path: Path, *, text: str) -> None:
    path.write_text(text, encoding="utf-8")


def _file_mode(out: Path) -> int:
    """The mode ``out`` has, or that a new file gets under the umask."""
    try:
        return out.stat().st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def print_all_html(documents: Sequence[tuple[str, Path, str]], *, lang: Lang, chromium: Browser | None = None,
                   footer: bool = True) -> None:
    """Print several self-contained HTML documents (each with its output and its footer's title)
    to A4 PDFs with one Chromium, all written or none (``write_all_atomically``); ``footer`` False:
    no page numbers (a one-page sheet). Chromium starts once the temporary files exist, so that a
    signal while it starts lets it start and close cleanly too."""

    def print_all() -> None:
        with contextlib.ExitStack() as stack:
            shared: list[Browser] = [chromium] if chromium is not None else []

            def write(html: str, title: str, path: Path) -> None:
                if not shared:
                    shared.append(stack.enter_context(browser()))
                _print_page(shared[0], html, path, footer_template(lang, title) if footer else None)

            write_all_atomically([(out, functools.partial(write, html, title)) for html, out, title in documents])

    if chromium is None:
        outside_event_loop(print_all)
    else:
        print_all()


def _print_page(chromium: Browser, html: str, path: Path, footer: str | None) -> None:
    from playwright.sync_api import Error

    try:
        page = chromium.new_page()
        refused = offline(page)
        page.set_content(html, wait_until="load")
        page.emulate_media(media="print")
        pdf(page, path, footer)
        page.close()
    except Error as error:  # Chromium crashed or was killed while printing
        raise PrintError(say(messages.PRINT_FAILED, reason=error.message.splitlines()[0])) from None
    if refused:
        raise PrintError(say(messages.NOT_SELF_CONTAINED, address=refused[0]))


T = TypeVar("T")


def outside_event_loop(work: Callable[[], T]) -> T:
    """Run ``work`` here, or in a worker thread when this thread runs an asyncio loop (a Jupyter
    kernel, or pytest-playwright's own browser): Playwright's sync API refuses to start inside one."""
    import asyncio

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return work()
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(work).result()


def pdf(page: Page, path: Path, footer: str | None = None) -> None:
    """Print ``page`` to an A4 PDF at ``path``; a ``footer`` template adds Chromium's footer (page numbers)."""
    if footer is None:
        page.pdf(path=str(path), format="A4", print_background=True)
    else:
        page.pdf(path=str(path), format="A4", print_background=True, display_header_footer=True,
                 header_template="<span></span>", footer_template=footer, margin=MARGIN)


def pdf_pages(path: Path) -> int:
    """The number of pages of a PDF Chromium wrote (its page objects)."""
    import re

    return len(re.findall(rb"/Type\s*/Page(?![s\w])", Path(path).read_bytes()))


# ----- the guide -----

GUIDE_CSS = """
@media print {
  .bd-header, .bd-sidebar-primary, .bd-sidebar-secondary, .bd-footer, .bd-footer-article, .prev-next-area,
  .bd-header-article, #pst-back-to-top, .header-article-items, .bd-footer-content, .skip-link,
  .belote-languages, #print-main-content, #jb-print-docs-body, .onlyprint, .belote-check, .belote-feedback, .belote-quiz-progress,
  .headerlink { display: none !important; }
  .bd-main, .bd-content, .bd-article-container, .bd-container__inner, .bd-page-width {
    max-width: none !important; width: 100% !important; padding: 0 !important; margin: 0 !important; }
  .bd-article { padding: 0 !important; }
  .bd-article h1 { display: block !important; }
  .belote-print-chapter + .belote-print-chapter { break-before: page; }
  .belote-scroll { overflow: visible !important; }
  figure, table { break-inside: avoid; }
  h1, h2, h3 { break-after: avoid; }
}
"""

ASSEMBLE = """
async (pages) => {
  const article = document.querySelector("article.bd-article");
  const chapters = [];
  for (const name of pages) {
    const response = await fetch(name);
    if (!response.ok) throw new Error(name + ": " + response.status);
    const html = new DOMParser().parseFromString(await response.text(), "text/html");
    const chapter = document.createElement("div");
    chapter.className = "belote-print-chapter";
    chapter.dataset.page = name;
    chapter.innerHTML = html.querySelector("article.bd-article").innerHTML;
    chapter.querySelectorAll(".belote-quickref").forEach((marker) => marker.remove());
    chapters.push(chapter);
  }
  article.replaceChildren(...chapters);
  return chapters.length;
}
"""
"""Runs in the first page: every chapter's article, in the order of the table of contents, in one
document (the pages share a folder, so their relative links stay right). The quick reference's
one-page print style keys on its marker, which is dropped here: in the guide it prints as a chapter."""


def toc_pages(root: Path) -> list[str]:
    """The guide's pages in reading order, from ``_toc.yml``."""
    import yaml

    toc = yaml.safe_load((root / "_toc.yml").read_text(encoding="utf-8"))
    pages = [toc["root"]]

    def walk(items: list[dict[str, Any]]) -> None:
        for item in items:
            pages.append(item["file"])
            walk(item.get("sections", []))

    for part in toc.get("parts", []):
        walk(part["chapters"])
    return pages


@contextlib.contextmanager
def serve(folder: Path) -> Iterator[str]:
    """``folder`` on 127.0.0.1 (a free port) for as long as the block runs; yields its base URL."""

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            pass

    class Server(http.server.ThreadingHTTPServer):
        def handle_error(self, request: Any, client_address: Any) -> None:
            pass

    httpd = Server(("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder)))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()


BOOK_TITLE = Msg("handout", "Belote: the rules guide", "title in the footer of the printed guide")


def print_guide(site: Path, out: Path, languages: tuple[str, ...] = LANGUAGES, root: Path = Path(".")) -> dict[str, float]:
    """Print each language's whole guide and quick reference from the built ``site`` into ``out``;
    returns the seconds each language took. The quick reference must fit one A4 page."""
    return outside_event_loop(functools.partial(_print_guide, site, out, languages, root))


def _print_guide(site: Path, out: Path, languages: tuple[str, ...], root: Path) -> dict[str, float]:
    pages = toc_pages(root)
    out.mkdir(parents=True, exist_ok=True)
    times: dict[str, float] = {}
    with serve(site) as base, browser() as chromium:
        for lang in languages:
            start = time.perf_counter()
            page = chromium.new_page()
            refused = offline(page, (base,))
            first = pages[0]
            page.goto(f"{base}/{lang}/{first}.html", wait_until="load")
            relative = [f"{base}/{lang}/{name}.html" for name in pages]
            page.evaluate(ASSEMBLE, relative)
            page.add_style_tag(content=GUIDE_CSS)
            page.emulate_media(media="print")
            page.wait_for_load_state("load")
            footer = footer_template(lang, BOOK_TITLE(lang))
            write_atomically(out / f"guide-{lang}.pdf", functools.partial(pdf, page, footer=footer))
            page.goto(f"{base}/{lang}/book/quick-reference.html", wait_until="load")
            page.emulate_media(media="print")
            quick = out / f"quick-reference-{lang}.pdf"
            write_atomically(quick, functools.partial(pdf, page, footer=None))
            page.close()
            if refused:
                raise PrintError(f"{lang}: the guide asked for {refused[0]}: it must print offline")
            if pdf_pages(quick) != 1:
                raise PrintError(f"{quick}: the quick reference prints on {pdf_pages(quick)} pages, not one")
            times[lang] = time.perf_counter() - start
    return times


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m belote_teach.publish.printing", description=__doc__.split("\n\n")[0])
    parser.add_argument("what", choices=["guide"])
    parser.add_argument("languages", nargs="*", help="en, nl, fr or de (default: all four)")
    parser.add_argument("--site", default="_build/site", help="the built site (default _build/site)")
    parser.add_argument("--out", default="_build/pdf", help="where the PDFs go (default _build/pdf)")
    args = parser.parse_args(argv)
    site, out = Path(args.site), Path(args.out)
    unknown = sorted(set(args.languages) - set(LANGUAGES))
    if unknown:
        parser.error(f"unknown language {unknown[0]!r}: expected one of {', '.join(LANGUAGES)}")
    if not (site / "index.html").exists():
        parser.exit(1, f"no built site in {site}: run `make site` first\n")
    try:
        times = print_guide(site, out, tuple(args.languages or LANGUAGES))
    except PrintError as error:
        parser.exit(1, f"{error}\n")
    for lang, seconds in times.items():
        guide, quick = out / f"guide-{lang}.pdf", out / f"quick-reference-{lang}.pdf"
        print(f"{guide} ({pdf_pages(guide)} pages, {guide.stat().st_size // 1024} KiB) and {quick} "
              f"({quick.stat().st_size // 1024} KiB) in {seconds:.1f} s")


if __name__ == "__main__":
    main()
