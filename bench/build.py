"""Site build figures: clean build time per language and in total, rebuild time after editing one
page, and the weight of each chapter page.

Run: make bench  (or .venv/bin/python bench/build.py). Works on a copy of the book in a temporary
folder, so the repository and its _build/ are left alone.
"""

import gzip
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("en", "nl", "fr", "de")
CHAPTERS = ("book/intro", "book/start-here", "book/card-play", "book/declarations", "book/scoring", "book/variants",
            "book/house-rules", "book/glossary")


def run(folder, *arguments):
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "belote_teach.publish.site", *arguments], cwd=folder, check=True,
                   stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def copy_of_the_book(into):
    for name in ("_config.yml", "_toc.yml"):
        shutil.copy2(ROOT / name, into / name)
    shutil.copytree(ROOT / "book", into / "book", ignore=shutil.ignore_patterns("*.mo"))


def main():
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        copy_of_the_book(folder)
        print("clean build, one language at a time:")
        for lang in LANGUAGES:
            seconds = run(folder, "build", lang, "--build", f"_one_{lang}")
            print(f"  {lang}: {seconds:5.1f} s")
        total = run(folder, "build", "--build", "_build")
        print(f"clean four-language build (make site, parallel): {total:5.1f} s")
        unchanged = run(folder, "build", "--build", "_build")
        print(f"rebuild, nothing changed:                       {unchanged:5.1f} s")
        page = folder / "book" / "card-play.md"
        page.write_text(page.read_text(encoding="utf-8") + "\nA sentence added by bench/build.py.\n", encoding="utf-8")
        edited = run(folder, "build", "--build", "_build")
        print(f"rebuild after editing book/card-play.md:        {edited:5.1f} s")
        site = folder / "_build" / "site"
        print("weight of each chapter page (HTML alone, raw / gzip; shared _static/ not counted):")
        for chapter in CHAPTERS:
            sizes = []
            for lang in LANGUAGES:
                data = (site / lang / f"{chapter}.html").read_bytes()
                sizes.append(f"{lang} {len(data) / 1024:5.0f}/{len(gzip.compress(data)) / 1024:3.0f} KiB")
            print(f"  {chapter:19} " + "  ".join(sizes))
        static = sum(path.stat().st_size for path in (site / "en" / "_static").rglob("*") if path.is_file())
        print(f"shared assets per language (_static/): {static / 1024 / 1024:.1f} MiB")


if __name__ == "__main__":
    main()
