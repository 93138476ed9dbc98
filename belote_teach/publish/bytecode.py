"""Bytecode for the browser: the modules the site's workers import at start, compiled ahead of time by the
site's own Pyodide (``lite.py`` runs :func:`compile_started` in it, under Node), so that Python in the page
does not compile them from source at every start (Pyodide's ``python_stdlib.zip`` holds sources only, and
compiling them with the interpreter in WebAssembly took most of the play page's start).

Standard library only: it runs inside Pyodide, and under the host's Python in the tests.

>>> pyc(b"x = 1", "/lib/x.py")[:4] == importlib.util.MAGIC_NUMBER
True
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]
from pathlib import Path


def pyc(source: bytes, filename: str) -> bytes:
    """A ``.pyc`` of ``source``, hash-based and unchecked: Python uses it without looking at a file's time
    (the wheel's files get new times when they are unpacked) and without hashing the source again."""
    code = compile(source, filename, "exec", dont_inherit=True)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def compile_started(entries: list[str], stdlib: str, site: str, out: str) -> list[str]:
    """Import ``entries``, then write a ``.pyc`` for each module they imported from the zipped standard
    library ``stdlib`` (``/lib/python314.zip`` in Pyodide) or from the folder ``site``:
    ``out/stdlib/<name>.pyc`` to go beside the zip's ``<name>.py``, ``out/site/<folder>/__pycache__/<module>.<tag>.pyc``
    for a ``site/<folder>/<module>.py`` (``<tag>``: this Python's, ``cpython-314`` in Pyodide).
    Returns the files written, relative to ``out``."""
    import zipfile

    for entry in entries:
        importlib.import_module(entry)
    origins = sorted({origin for module in list(sys.modules.values())
                      if (origin := getattr(getattr(module, "__spec__", None), "origin", None) or "").endswith(".py")})
    written = []
    with zipfile.ZipFile(stdlib) as archive:
        zipped = set(archive.namelist())
        for origin in origins:
            inside = origin.removeprefix(stdlib + "/")
            if inside in zipped:
                source, target = archive.read(inside), f"stdlib/{inside}c"
            elif origin.startswith(site + "/"):
                folder, _, name = origin.removeprefix(site + "/").rpartition("/")
                source = Path(origin).read_bytes()
                target = f"site/{folder}{'/' if folder else ''}__pycache__/{name[:-3]}.{sys.implementation.cache_tag}.pyc"
            else:
                continue
            path = Path(out, target)
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(pyc(source, origin))
            written.append(target)
    return written
