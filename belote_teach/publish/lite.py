"""Build the live exercises into the site: JupyterLite (Python in the browser, no server), offline.

``python -m belote_teach.publish.lite build``  writes ``_build/site/lite/`` (one copy for the four languages)

1. Pyodide's core runtime from the npm package (``npm pack pyodide@PYODIDE``), cached in ``_build/cache/lite``;
2. the pure-Python wheels the kernel imports, for Python 3.14 (pinned below, ``pip download``), and this
   package's own wheel (written here: the engine is pure Python, the build tools are left out);
   the modules the site's workers import at start (``STARTS``) compiled ahead by that Pyodide under Node
   (``bytecode.py``): their ``.pyc`` go into the wheel and beside the sources of ``python_stdlib.zip``;
3. ``pyodide-lock.json`` rewritten to list exactly those wheels, so ``import belote_teach, ipywidgets``
   loads them from the site and never from another host (``disablePyPIFallback``);
4. the learner notebooks ``exercises/*.md`` (MyST) as ``.ipynb``, one copy per language: the prose
   translated through the engine's catalogs, the widget told the language;
5. ``jupyter lite build --apps notebooks``.

Open a notebook at ``lite/notebooks/index.html?path=<lang>/<kind>.ipynb``. A development tool:
nothing here is imported by the engine; the build tools are imported inside the functions.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import io
import json
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from email.parser import Parser
from pathlib import Path
from typing import Any

from ..exercises import REGISTRY
from ..i18n import LANGUAGES, Msg

PYODIDE = "314.0.6"
"""The Pyodide that jupyterlite-pyodide-kernel 0.8.6 runs (its PYODIDE_VERSION)."""
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide.js",
                 "package.json")
PYTHON = "3.14"
WHEELS = (
    "asttokens==3.0.2",
    "comm==0.2.3",
    "decorator==5.3.1",
    "executing==2.3.0",
    "ipython==9.12.0",
    "ipython-pygments-lexers==1.1.1",
    "ipywidgets==8.1.9",
    "jedi==0.20.1",
    "jupyterlab-widgets==3.0.17",
    "matplotlib-inline==0.2.2",
    "micropip==0.11.1",
    "packaging==26.1",
    "parso==0.8.7",
    "prompt-toolkit==3.0.53",
    "pure-eval==0.2.4",
    "pygments==2.21.0",
    "stack-data==0.6.3",
    "traitlets==5.16.1",
    "wcwidth==0.9.4",
)
"""Every pure-Python wheel the in-browser kernel imports, pinned (``--no-deps``: this is the whole set)."""
STARTS = ("belote_teach.web.session", "belote_teach.web.exercise", "belote_teach.web.house")
"""The modules the site's pages run in ``play-worker.js`` (play page, live exercises, own rules)."""
_NODE = """
import { readFileSync } from "node:fs";
const [index, work] = process.argv.slice(-2);
const { loadPyodide } = await import(index + "pyodide.mjs");
const pyodide = await loadPyodide({ indexURL: index });
pyodide.mountNodeFS("/work", work);
pyodide.unpackArchive(new Uint8Array(readFileSync(work + "/package.whl")), "wheel", { extractDir: "/work/site" });
pyodide.runPython(readFileSync(work + "/bytecode.py", "utf8"));
pyodide.runPython(readFileSync(work + "/run.py", "utf8"));
"""
"""Node runs this: Pyodide, the wheel unpacked, ``bytecode.compile_started`` run (``run.py`` calls it)."""
BUILD_LAYERS = ("belote_teach/publish/", "belote_teach/sphinxext/")
"""The two layers that only run at build time (the import contracts keep the rest from importing
them): the browser wheel is the package without them."""

_C = "notebook"
NOTEBOOK_TEXT = (
    Msg(_C, "Run the cell below: press Shift+Enter, or the ▶ button. The first start takes a little while: "
            "Python is loading in your browser."),
    Msg(_C, "Click every card you may play: a chosen card is marked ✓."),
    Msg(_C, "Click the card that wins the trick."),
    Msg(_C, "Add up the card points of the trick and type the total."),
    Msg(_C, "Choose the team that scores its declarations, and type how many points."),
    Msg(_C, "Choose how the deal ends, and type what each team scores."),
    Msg(_C, "Type how many points the card is worth in this contract."),
    Msg(_C, "Every hand is shown. Choose the card South plays: the solver, which plays with all hands known, "
            "checks it and shows what a wrong card costs."),
    Msg(_C, "Click every call that the player to speak may make: a chosen call is marked ✓."),
    Msg(_C, "Choose who takes and the trump, or that the cards are thrown in."),
    Msg(_C, "Choose the team that wins the match, or that the match goes on."),
    Msg(_C, "Choose the call worth most with this hand: the hand evaluation, fitted to the solver, checks it and "
            "says what each call is worth."),
    Msg(_C, "Coinche: choose how high you bid and in which trump, or pass, or coinche. The hand evaluation, fitted to "
            "the solver, checks your call and says what each call is worth."),
    Msg(_C, "Then press Check: the rules engine tells you at once whether you are right, and why. Next gives a "
            "new exercise, and the level buttons choose how hard it is."),
)
"""The prose of the learner notebooks (``exercises/*.md``), translated with the engine's catalogs."""
RULES_LINE = Msg(_C, "These exercises follow {rules:the}.", "added to a notebook's copy under other rules; rules: a rule set, "
                 "asked in a form (README: Translating)")

ROOT = Path.cwd()


def _run(command: list[str], cwd: Path | None = None) -> None:
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    if done.returncode:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stdout}{done.stderr}")


def pyodide_core(cache: Path) -> Path:
    """Pyodide's core files from the npm registry (cached): the folder that holds them."""
    folder = cache / f"pyodide-{PYODIDE}"
    if all((folder / name).exists() for name in (*PYODIDE_FILES, "pyodide-lock.json")):
        return folder
    cache.mkdir(parents=True, exist_ok=True)
    archive = cache / f"pyodide-{PYODIDE}.tgz"
    if not archive.exists():
        _run(["npm", "pack", f"pyodide@{PYODIDE}", "--silent", "--pack-destination", str(cache.resolve())])
    folder.mkdir(exist_ok=True)
    with tarfile.open(archive) as tar:
        for name in (*PYODIDE_FILES, "pyodide-lock.json"):
            member = tar.extractfile(f"package/{name}")
            assert member is not None, name
            (folder / name).write_bytes(member.read())
    return folder


def wheels(cache: Path) -> list[Path]:
    """The pinned wheels for Python 3.14 (downloaded once, then cached)."""
    folder = cache / "wheels"
    folder.mkdir(parents=True, exist_ok=True)

    def have(spec: str) -> bool:
        name, version = spec.split("==")
        stem = re.sub(r"[-_.]+", "_", name).lower()
        return any(path.name.lower().startswith(f"{stem}-{version}-") for path in folder.glob("*.whl"))

    missing = [spec for spec in WHEELS if not have(spec)]
    if missing:
        _run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
              "--only-binary=:all:", "--python-version", PYTHON, "--platform", "any", "--implementation", "py",
              "--dest", str(folder), *missing])
    found = sorted(folder.glob("*.whl"))
    assert len(found) == len(WHEELS), [path.name for path in found]
    return found


def package_wheel(folder: Path, root: Path = ROOT, compiled: dict[str, bytes] | None = None) -> Path:
    """This package as a pure-Python wheel (engine, exercises, widgets, catalogs), written directly,
    with the ``compiled`` files (path in the wheel: bytes) if given."""
    import tomllib

    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    name, version = "belote_teach", project["version"]
    files: dict[str, bytes] = {}
    for path in sorted((root / name).rglob("*")):
        relative = path.relative_to(root).as_posix()
        if path.is_dir() or "__pycache__" in relative or relative.startswith(BUILD_LAYERS):
            continue
        if path.suffix in {".py", ".mo"} or path.name == "py.typed":
            files[relative] = path.read_bytes()
    files.update(sorted((compiled or {}).items()))
    info = f"{name}-{version}.dist-info"
    requires = "".join(f"Requires-Dist: {requirement}\n" for requirement in project.get("dependencies", []))
    files[f"{info}/METADATA"] = (f"Metadata-Version: 2.1\nName: belote-teach\nVersion: {version}\n"
                                 f"Summary: {project['description']}\n{requires}").encode()
    files[f"{info}/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: belote_teach.publish.lite\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    files[f"{info}/top_level.txt"] = f"{name}\n".encode()
    record = "".join(
        f"{path},sha256={base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b'=').decode()},{len(data)}\n"
        for path, data in files.items())
    files[f"{info}/RECORD"] = (record + f"{info}/RECORD,,\n").encode()
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{name}-{version}-py3-none-any.whl"
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for member, data in files.items():
            archive.writestr(zipfile.ZipInfo(member, (2026, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)
    target.write_bytes(buffer.getvalue())
    return target


def compile_ahead(core: Path, wheel: Path, work: Path) -> dict[str, dict[str, bytes]]:
    """The ``.pyc`` of every module ``STARTS`` import, compiled by the site's Pyodide (``core``) under
    Node: ``{"stdlib": {name in python_stdlib.zip: bytes}, "site": {path in the wheel: bytes}}``."""
    from . import bytecode

    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    shutil.copy2(wheel, work / "package.whl")
    shutil.copy2(bytecode.__file__, work / "bytecode.py")
    (work / "run.py").write_text("import sys\nsys.dont_write_bytecode = True\nsys.path.insert(0, '/work/site')\n"
                                 f"compile_started({list(STARTS)!r}, '/lib/python{PYTHON.replace('.', '')}.zip', '/work/site', '/work/out')\n",
                                 encoding="utf-8")
    _run(["node", "--input-type=module", "-e", _NODE, "--", f"{core.resolve()}/", str(work.resolve())])
    return {kind: {path.relative_to(work / "out" / kind).as_posix(): path.read_bytes()
                   for path in sorted((work / "out" / kind).rglob("*.pyc"))}
            for kind in ("stdlib", "site")}


def with_bytecode(stdlib: Path, compiled: dict[str, bytes], target: Path) -> None:
    """``python_stdlib.zip`` with each compiled module's ``.pyc`` in place of its source (zipimport imports a
    ``.pyc`` alone): the sources cost more to fetch (0.7 MB gzip) than tracebacks through the standard library gain."""
    with zipfile.ZipFile(stdlib) as source, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for info in source.infolist():
            if f"{info.filename}c" not in compiled:
                archive.writestr(info, source.read(info), zipfile.ZIP_DEFLATED)
        for name, data in compiled.items():
            archive.writestr(zipfile.ZipInfo(name, (2026, 1, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def lock(paths: list[Path], base: dict[str, Any]) -> dict[str, Any]:
    """``pyodide-lock.json`` listing exactly these wheels: what each imports and needs (in the browser)."""
    from packaging.markers import Marker
    from packaging.requirements import Requirement

    browser = {"sys_platform": "emscripten", "platform_system": "Emscripten", "python_version": PYTHON,
               "python_full_version": base["info"]["python"], "implementation_name": "cpython", "extra": ""}
    packages: dict[str, dict[str, Any]] = {}
    for path in paths:
        with zipfile.ZipFile(path) as archive:
            meta_name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
            meta = Parser().parsestr(archive.read(meta_name).decode())
            tops = {n.split("/")[0] for n in archive.namelist()}
        needs = []
        for text in meta.get_all("Requires-Dist") or []:
            requirement = Requirement(text)
            marker: Marker | None = requirement.marker
            if marker is None or marker.evaluate(browser):
                needs.append(_norm(requirement.name))
        imports = sorted(t[:-3] if t.endswith(".py") else t for t in tops
                         if not t.endswith((".dist-info", ".data")) and (t.isidentifier() or t.endswith(".py")))
        name = _norm(meta["Name"])
        packages[name] = {"name": name, "version": meta["Version"], "file_name": path.name, "install_dir": "site",
                          "sha256": hashlib.sha256(path.read_bytes()).hexdigest(), "package_type": "package",
                          "imports": imports, "depends": needs, "unvendored_tests": False}
    if "belote-teach" in packages:  # its widgets import ipywidgets lazily, which Pyodide cannot see in a cell
        packages["belote-teach"]["depends"].append("ipywidgets")
    for package in packages.values():
        package["depends"] = sorted(need for need in package["depends"] if need in packages)
    return {**base, "packages": packages}


def localized_notebook(source: str, lang: str, origin: str = "notebook") -> Any:
    """A MyST notebook as an ``.ipynb`` in ``lang``: each paragraph of prose translated (it must be a
    declared message: ``NOTEBOOK_TEXT`` or an exercise title) and the widget given ``lang``."""
    import jupytext
    import nbformat

    known = {msg.text: msg for msg in (*NOTEBOOK_TEXT, *(kind.title for kind in REGISTRY.values()))}
    notebook = jupytext.reads(source, fmt="md:myst")
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            paragraphs = []
            for paragraph in re.split(r"\n\s*\n", cell.source.strip()):
                heading, text = re.match(r"(#+ )?(.*)", paragraph.strip(), re.S).groups()  # type: ignore[union-attr]
                text = " ".join(text.split())
                if text not in known:
                    raise SystemExit(f"{origin}: this paragraph has no translation; declare it in "
                                     f"belote_teach/lite.py NOTEBOOK_TEXT, then `make translations`:\n{text}")
                paragraphs.append((heading or "") + known[text](lang))
            cell.source = "\n\n".join(paragraphs)
        elif cell.cell_type == "code":
            source_code, count = re.subn(r'lang="en"', f'lang="{lang}"', cell.source)
            if count != 1:
                raise SystemExit(f'{origin}: the code cell must say lang="en" once, for the language of each copy')
            cell.source = source_code
    notebook.metadata.pop("jupytext", None)
    notebook.metadata["kernelspec"] = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
    notebook.metadata["language_info"] = {"name": "python"}
    notebook.metadata["belote_teach"] = {"lang": lang}
    nbformat.validate(notebook)
    return notebook


def under_rules(notebook: Any, kind: str, rules: str, lang: str, origin: str = "notebook") -> Any:
    """A localized notebook's copy whose widget plays ``rules``, saying so after its title."""
    import nbformat

    from ..render.html import preset_name

    code = next(cell for cell in notebook.cells if cell.cell_type == "code")
    call = f'exercise("{kind}", lang="{lang}")'
    if code.source.count(call) != 1:
        raise SystemExit(f"{origin}: the code cell must call {call} once to have a copy under {rules} rules")
    code.source = code.source.replace(call, f'exercise("{kind}", lang="{lang}", rules="{rules}")')
    line = nbformat.v4.new_markdown_cell(RULES_LINE(lang, rules=preset_name(rules, lang)))  # type: ignore[no-untyped-call]
    notebook.cells.insert(1, line)
    nbformat.validate(notebook)
    return notebook


def notebooks(contents: Path, root: Path = ROOT) -> list[Path]:
    """``<lang>/<kind>.ipynb`` for every exercise kind and language, and ``<lang>/<kind>-<rules>.ipynb``
    for the rules each kind lists in ``Kind.live``."""
    import nbformat

    shutil.rmtree(contents, ignore_errors=True)
    written = []
    for kind in REGISTRY:
        source_path = root / "exercises" / f"{kind}.md"
        source = source_path.read_text(encoding="utf-8")
        origin = str(source_path.relative_to(root))
        for lang in LANGUAGES:
            copies = {kind: localized_notebook(source, lang, origin)}
            for rules in REGISTRY[kind].live:
                copies[f"{kind}-{rules}"] = under_rules(localized_notebook(source, lang, origin), kind, rules, lang, origin)
            for name, notebook in copies.items():
                target = contents / lang / f"{name}.ipynb"
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text(nbformat.writes(notebook), encoding="utf-8")  # type: ignore[no-untyped-call]
                written.append(target)
    return written


def build(build: Path = Path("_build"), root: Path = ROOT) -> Path:
    """Everything above, into ``<build>/site/lite``; returns that folder."""
    build = (root / build).resolve()
    cache = build / "cache" / "lite"
    lite_dir = cache / "dir"
    shutil.rmtree(lite_dir, ignore_errors=True)
    static = lite_dir / "static" / "pyodide"
    static.mkdir(parents=True)
    core = pyodide_core(cache)
    for name in PYODIDE_FILES:
        shutil.copy2(core / name, static / name)
    ours = package_wheel(cache / "ours", root)
    compiled = compile_ahead(core, ours, cache / "bytecode")
    ours = package_wheel(cache / "ours", root, compiled["site"])
    with_bytecode(core / "python_stdlib.zip", compiled["stdlib"], static / "python_stdlib.zip")
    paths = [*wheels(cache), ours]
    for path in paths:
        shutil.copy2(path, static / path.name)
    base = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))
    (static / "pyodide-lock.json").write_text(json.dumps(lock([static / p.name for p in paths], base), indent=1,
                                                         sort_keys=True), encoding="utf-8")
    settings = {"jupyter-lite-schema-version": 0, "jupyter-config-data": {
        "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": {"disablePyPIFallback": True}}}}
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(settings, indent=1), encoding="utf-8")
    contents = cache / "contents"
    notebooks(contents, root)
    output = build / "site" / "lite"
    shutil.rmtree(output, ignore_errors=True)
    jupyter_lite = Path(sys.executable).parent / "jupyter-lite"
    _run([str(jupyter_lite), "build", "--apps", "notebooks", "--no-sourcemaps", "--no-unused-shared-packages",
          "--contents", str(contents), "--output-dir", str(output), "--lite-dir", str(lite_dir)], cwd=lite_dir)
    return output


def size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m belote_teach.publish.lite", description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=["build"])
    parser.add_argument("--build", default="_build", help="build folder (default _build)")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    output = build(Path(args.build))
    print(f"built {output} in {time.perf_counter() - start:.1f} s ({size(output) / 2**20:.0f} MiB)")


if __name__ == "__main__":
    main()
