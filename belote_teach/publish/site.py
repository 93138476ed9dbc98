"""Build, translate and serve the guide: one MyST source, one static site per language.

``python -m belote_teach.publish.site build``       every language into ``_build/site/<lang>/`` + the picker page
``python -m belote_teach.publish.site build nl``    one language
``python -m belote_teach.publish.site gettext``     refresh ``book/locales/<lang>/LC_MESSAGES/*.po`` (sphinx-intl)
``python -m belote_teach.publish.site serve``       serve ``_build/site`` on http://127.0.0.1:8000/

Each language is a separate Jupyter Book 1 build of the same source (``_config.yml``) with a
few overrides: ``language``, its own doctrees and its own execution cache. The builds run in
parallel processes (one per core) and treat warnings, including nitpicky ones, as errors. Each
process speaks its page language by default (``BELOTE_TEACH_LANG``), so that the pages' Python
examples, run at build time (sphinxext/examples.py), print the engine's text in that language.
A development tool: nothing here is imported by the engine.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import os
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from ..i18n import LANGUAGE_VARIABLE, LANGUAGES
from ..render.html import language_picker

ROOT = Path.cwd()
BUILD = Path("_build")
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != "en")


UNUSED_EXTENSIONS = ("sphinx_thebe",)
"""Jupyter Book defaults this site does not use; sphinx_thebe would name a CDN in every page."""

EXAMPLES = "belote_teach.sphinxext.examples"
"""Runs the pages' Python examples in the build's language (added here: only the site builder sets it)."""


def overrides(lang: str, build: Path, root: Path = ROOT) -> dict[str, object]:
    """What differs between the language builds (and the default extensions we drop)."""
    from jupyter_book.config import get_final_config

    config, _ = get_final_config(user_yaml=root / "_config.yml", cli_config={"latex_individualpages": False})
    return {
        "extensions": [*(name for name in config["extensions"] if name not in UNUSED_EXTENSIONS), EXAMPLES],
        "language": lang,
        "nb_execution_cache_path": str((build / "cache" / lang).resolve()),
        "latex_individualpages": False,
    }


def build_language(lang: str, root: Path = ROOT, build: Path = BUILD, *, builder: str = "html") -> int:
    """Build one language in this process (``-n -W --keep-going``); returns Sphinx's status."""
    from jupyter_book.sphinx import build_sphinx

    os.environ[LANGUAGE_VARIABLE] = lang  # the engine's default language in this process: the page's
    build = (root / build).resolve()
    out = build / ("gettext" if builder == "gettext" else f"site/{lang}")
    shutil.rmtree(out, ignore_errors=True)  # no stale page of a removed or excluded source survives
    status = build_sphinx(
        str(root.resolve()),
        str(out),
        path_config=str(root.resolve() / "_config.yml"),
        noconfig=True,
        confoverrides=overrides(lang, build, root.resolve()),
        doctreedir=str(build / "doctrees" / (builder if builder == "gettext" else lang)),
        builder=builder,
        warningiserror=True,
        keep_going=True,
        quiet=True,
    )
    return status if isinstance(status, int) else 1


def build(languages: tuple[str, ...] = LANGUAGES, root: Path = ROOT, build: Path = BUILD, jobs: int = 0) -> dict[str, float]:
    """Build languages in parallel subprocesses; returns seconds per language. Raises on failure."""
    jobs = jobs or os.cpu_count() or 1

    def one(lang: str) -> float:
        start = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "belote_teach.publish.site", "_one", lang, "--build", str(build)],
            cwd=root,
            capture_output=True,
            text=True,
            check=False,
        )
        output = (done.stdout + done.stderr).strip()
        if done.returncode:
            raise SystemExit(f"the {lang} build failed:\n{output}")
        if output:
            print(f"[{lang}] {output}")
        return time.perf_counter() - start

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        times = dict(zip(languages, pool.map(one, languages), strict=True))
    site = root / build / "site"
    (site / "index.html").write_text(language_picker(LANGUAGES), encoding="utf-8")
    for lang in languages:
        language_stub(site / lang)
    return times


def language_stub(folder: Path, start: str = "book/intro.html") -> None:
    """Replace Jupyter Book's bare redirect ``<lang>/index.html`` by a page in that language: its
    ``lang``, the first page's title, a main landmark and a visible link; script (or, without
    script, a meta refresh) goes on to the first page unless the address asks to ``?stay``."""
    import re

    title = re.search(r"<title>(.*?)</title>", (folder / start).read_text(encoding="utf-8"), re.S)
    name = title[1].split(" &#8212; ")[0].strip() if title else "Belote"
    (folder / "index.html").write_text(f"""<!DOCTYPE html>
<html lang="{folder.name}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{name} &#8212; Belote</title>
<noscript><meta http-equiv="Refresh" content="0; url={start}"></noscript>
<script>if (!/[?&]stay/.test(location.search)) location.replace("{start}");</script>
<link rel="icon" href="_static/favicon.svg" type="image/svg+xml">
</head>
<body>
<main>
<h1>Belote</h1>
<p><a href="{start}">{name}</a></p>
</main>
</body>
</html>
""", encoding="utf-8")


def gettext(root: Path = ROOT, build: Path = BUILD) -> None:
    """Extract the English messages (.pot) and merge them into every language's .po files."""
    status = build_language("en", root, build, builder="gettext")
    if status:
        raise SystemExit("the gettext build failed")
    from sphinx_intl.commands import main as sphinx_intl

    # The theme's labels (sphinx.pot: our template overrides) live in the hand-kept sphinx.po
    # beside the page catalogs, with the theme labels its own catalogs miss: not merged here.
    (root / build / "gettext" / "sphinx.pot").unlink(missing_ok=True)

    arguments = ["update", "-p", str(build / "gettext"), "-d", "book/locales", "-w", "0", "--no-obsolete"]
    for lang in TRANSLATED:
        arguments += ["-l", lang]
    sphinx_intl(arguments, standalone_mode=False)
    drop_obsolete(root / "book" / "locales")


def drop_obsolete(locales: Path) -> None:
    """Remove the ``#~`` entries sphinx-intl keeps when a catalog has no other change."""
    from babel.messages.pofile import read_po, write_po

    for path in sorted(locales.glob("*/LC_MESSAGES/**/*.po")):
        with path.open("rb") as file:
            catalog = read_po(file)
        if catalog.obsolete:
            with path.open("wb") as file:
                write_po(file, catalog, width=0, ignore_obsolete=True)
            print(f"Dropped {len(catalog.obsolete)} obsolete: {path}")


def serve(root: Path = ROOT, build: Path = BUILD, port: int = 8000) -> None:
    site = root / build / "site"
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(site))
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as server:
        print(f"Serving the guide on http://127.0.0.1:{port}/  (Ctrl+C stops)", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m belote_teach.publish.site", description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["build", "gettext", "serve", "_one"])
    parser.add_argument("languages", nargs="*", default=list(LANGUAGES))
    parser.add_argument("--build", default=str(BUILD), help="build folder (default _build)")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--builder", default="html", help="Sphinx builder of `_one` (html or gettext)")
    args = parser.parse_args(argv)
    folder = Path(args.build)
    unknown = sorted(set(args.languages) - set(LANGUAGES))
    if unknown:
        parser.error(f"unknown language {unknown[0]!r}: expected one of {', '.join(LANGUAGES)}")
    if args.command == "_one":
        sys.exit(build_language(args.languages[0], build=folder, builder=args.builder))
    if args.command == "build":
        start = time.perf_counter()
        times = build(tuple(args.languages), build=folder)
        each = ", ".join(f"{lang} {seconds:.1f} s" for lang, seconds in times.items())
        print(f"built {folder / 'site'} in {time.perf_counter() - start:.1f} s ({each})")
    elif args.command == "gettext":
        gettext(build=folder)
    else:
        serve(build=folder, port=args.port)


if __name__ == "__main__":
    main()
