"""The modules the site's workers import at start, compiled ahead (``publish/bytecode.py``, run by
``publish/lite.py`` in the site's Pyodide): here under the host's Python, on a small zipped library and a
package, and the built site's files (the standard library's zip and the wheel carry the ``.pyc``)."""

import re
import subprocess
import sys
import zipfile
from pathlib import Path

from belote_teach.publish import lite

STATIC = Path(__file__).resolve().parents[1] / "belote_teach" / "web" / "static"


def test_the_modules_imported_from_the_zip_and_the_folder_are_compiled_and_used(tmp_path):
    stdlib, site, out = tmp_path / "lib.zip", tmp_path / "site", tmp_path / "out"
    with zipfile.ZipFile(stdlib, "w") as archive:
        archive.writestr("zipped_one.py", "VALUE = 1\n")
        archive.writestr("zipped_unused.py", "VALUE = 2\n")
    (site / "pkg_b").mkdir(parents=True)
    (site / "pkg_b" / "__init__.py").write_text("")
    (site / "pkg_b" / "mod.py").write_text("import zipped_one\nVALUE = zipped_one.VALUE + 1\n")
    (site / "pkg_b" / "unused.py").write_text("VALUE = 3\n")
    script = (f"import sys; sys.path[:0] = [{str(stdlib)!r}, {str(site)!r}]\n"
              "from belote_teach.publish.bytecode import compile_started\n"
              f"print(compile_started(['pkg_b.mod'], {str(stdlib)!r}, {str(site)!r}, {str(out)!r}))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    tag = sys.implementation.cache_tag
    assert sorted(eval(done.stdout)) == ["site/pkg_b/__pycache__/__init__." + tag + ".pyc",
                                 "site/pkg_b/__pycache__/mod." + tag + ".pyc", "stdlib/zipped_one.pyc"]
    compiled = {path.relative_to(out / "stdlib").as_posix(): path.read_bytes() for path in (out / "stdlib").rglob("*.pyc")}
    lite.with_bytecode(stdlib, compiled, tmp_path / "with.zip")
    with zipfile.ZipFile(tmp_path / "with.zip") as archive:
        assert sorted(archive.namelist()) == ["zipped_one.pyc", "zipped_unused.py"]  # the compiled one without its source
    for path in (out / "site").rglob("*.pyc"):  # the package's .pyc where Python looks for them
        target = site / path.relative_to(out / "site")
        target.parent.mkdir(exist_ok=True)
        target.write_bytes(path.read_bytes())
    (site / "pkg_b" / "mod.py").write_text("VALUE = 'the source changed, the unchecked .pyc is used'\n")
    used = subprocess.run([sys.executable, "-c", f"import sys; sys.path[:0] = [{str(tmp_path / 'with.zip')!r}, "
                           f"{str(site)!r}]\nimport zipped_one, pkg_b.mod\nprint(zipped_one.__file__, pkg_b.mod.VALUE)"],
                          capture_output=True, text=True, check=True).stdout.split()
    assert used == [str(tmp_path / "with.zip" / "zipped_one.pyc"), "2"]


def test_every_module_a_page_starts_in_the_worker_is_compiled_ahead():
    scripts = [*STATIC.rglob("*.js"), *(STATIC.parents[1] / "sphinxext" / "templates").rglob("*.js")]
    started = {name for path in scripts for name in re.findall(r'"(belote_teach\.web\.\w+)"', path.read_text(encoding="utf-8"))}
    assert started and started <= set(lite.STARTS)


def test_the_built_site_carries_the_bytecode(site):
    static = site / "lite" / "static" / "pyodide"
    with zipfile.ZipFile(static / "python_stdlib.zip") as archive:
        names = set(archive.namelist())
    assert {"encodings/__init__.pyc", "zipfile/__init__.pyc", "gettext.pyc"} <= names
    assert not any(f"{name}c" in names for name in names if name.endswith(".py"))  # a compiled module without its source
    wheel = next(static.glob("belote_teach-*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        record = archive.read(next(name for name in names if name.endswith("RECORD"))).decode()
    for module in ("web/session", "web/exercise", "web/house", "deal"):
        folder, _, name = f"belote_teach/{module}".rpartition("/")
        assert f"{folder}/__pycache__/{name}.cpython-314.pyc" in names and f"{folder}/__pycache__/{name}.cpython-314.pyc," in record
