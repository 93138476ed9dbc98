"""Handout figures: the time to check a lesson, to write its HTML and to print its PDF in each
language, and the sizes and page counts of what is written; a class set of 20 sheets (HTML and
PDF), a generated lesson of every kind, and the quick reference of each preset.

Run: make bench, or .venv/bin/python bench/handout.py (needs /usr/bin/chromium).
"""

import tempfile
import time
from pathlib import Path

from belote_teach.exercises import KINDS, load_set
from belote_teach.exercises.lesson_writer import generated_lesson
from belote_teach.i18n import LANGUAGES
from belote_teach.publish.handout import make_class_set, make_handout
from belote_teach.publish.reference import make_reference
from belote_teach.rules import PRESETS

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


def toolkit() -> None:
    with tempfile.TemporaryDirectory() as folder:
        lesson = Path(folder) / "every-kind.yaml"
        start = time.perf_counter()
        lesson.write_text(generated_lesson(list(KINDS), level=2, count=20, languages=("fr",), seed=1), encoding="utf-8")
        print(f"generate: 20 exercises of every kind, written out and answered, in {time.perf_counter() - start:.1f} s")
        drawn = Path(folder) / "drawn.yaml"
        drawn.write_text("title: Drawn\nexercises:\n" + "".join(
            f"  - kind: {kind}\n    level: 2\n    seed: {seed}\n" for seed, kind in enumerate(KINDS) if kind != "best-card"),
            encoding="utf-8")
        for html in (True, False):
            start = time.perf_counter()
            made = make_class_set(drawn, Path(folder) / f"class.{'html' if html else 'pdf'}", count=20, html=html)
            size = sum(path.stat().st_size for path in (*made.sheets, made.key)) // 1024
            print(f"class set: 20 sheets of {made.exercises} exercises and their key, {'HTML' if html else 'PDF'}, "
                  f"{made.pages or '-'} pages, {size} KiB in {time.perf_counter() - start:.1f} s")
        for preset in PRESETS:
            start = time.perf_counter()
            make_reference(preset, "fr", Path(folder) / f"{preset}.pdf")
            print(f"reference {preset}: one page in {time.perf_counter() - start:.1f} s (Chromium started each time)")


if __name__ == "__main__":
    main()
    toolkit()
