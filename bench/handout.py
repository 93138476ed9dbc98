"""Handout figures: the time to check a lesson, to write its HTML and to print its PDF in each
language, and the sizes and page counts of what is written.

Run: make bench, or .venv/bin/python bench/handout.py (needs /usr/bin/chromium).
"""

import tempfile
import time
from pathlib import Path

from belote_teach.exercises import load_set
from belote_teach.i18n import LANGUAGES
from belote_teach.publish.handout import make_handout

ROOT = Path(__file__).resolve().parents[1]
LESSONS = sorted((ROOT / "exercises" / "sets").glob("lesson-*.yaml"))


def main() -> None:
    for lesson in LESSONS:
        start = time.perf_counter()
        for _ in range(20):
            exercise_set = load_set(lesson)
        checked = (time.perf_counter() - start) / 20
        print(f"{lesson.name}: {len(exercise_set.entries)} exercises, checked in {checked * 1000:.0f} ms")
        with tempfile.TemporaryDirectory() as folder:
            for lang in LANGUAGES:
                start = time.perf_counter()
                html = make_handout(lesson, Path(folder) / f"sheet-{lang}.html", lang=lang, html=True)
                html_time = time.perf_counter() - start
                start = time.perf_counter()
                pdf = make_handout(lesson, Path(folder) / f"sheet-{lang}.pdf", lang=lang)
                pdf_time = time.perf_counter() - start
                print(f"  {lang}: HTML {html.path.stat().st_size // 1024} KiB in {html_time * 1000:.0f} ms; "
                      f"PDF {pdf.pages} pages, {pdf.path.stat().st_size // 1024} KiB in {pdf_time:.1f} s "
                      "(Chromium started each time)")


if __name__ == "__main__":
    main()
