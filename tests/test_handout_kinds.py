"""Every shipped exercise set prints as a handout in every language, whatever kinds it holds: the
question and the room to answer on the sheet, the engine's answer and reasons in the answer key
(HTML read back with BeautifulSoup for every language, a PDF read back with pdftotext)."""

import pytest
from bs4 import BeautifulSoup

from belote_teach.exercises import KINDS, load_set
from belote_teach.i18n import LANGUAGES
from belote_teach.publish.handout import make_handout
from belote_teach.render.handout_html import ANSWER_KEY, EXERCISE, handout_html
from belote_teach.render.html import capitalized

from .conftest import CHROMIUM, ROOT
from .test_teachers import needs, norm, pdf_text

SETS = sorted((ROOT / "exercises" / "sets").glob("*.yaml"))


def text(node):
    return norm(node.get_text(" "))


def test_the_shipped_sets_hold_every_exercise_kind():
    kinds = {entry.exercise.kind for path in SETS for entry in load_set(path).entries}
    assert kinds == set(KINDS)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("path", SETS, ids=lambda path: path.stem)
def test_every_shipped_set_prints_as_html_in_every_language(path, lang):
    lesson = load_set(path)
    sheet = BeautifulSoup(handout_html(lesson, lang), "html.parser")
    exercises, keys = sheet.select(".sheet-exercise"), sheet.select(".sheet-key-item")
    assert len(exercises) == len(keys) == len(lesson.entries)
    assert text(sheet.select_one(".sheet-key h1")) == norm(ANSWER_KEY(lang))
    for number, (entry, item, key) in enumerate(zip(lesson.entries, exercises, keys, strict=True), start=1):
        exercise = entry.exercise
        assert item["data-kind"] == key["data-kind"] == exercise.kind
        assert text(item.h2) == text(key.h2) == norm(EXERCISE(lang, number=number))
        assert text(item.select_one(".sheet-question")) == norm(entry.question(lang))
        room = item.select_one(".sheet-answer")
        assert room.select(".sheet-box") or room.select(".sheet-blank"), "no room to answer"
        for spec in exercise.fields():  # a described form: every field and option on paper
            part = room.select_one(f'[data-part="{spec.name}"]')
            assert part is not None, spec.name
            assert norm(spec.label(lang).removesuffix(".")) in text(room)  # on paper: "label (tick one)"
            options = [text(option) for option in part.select(".sheet-option")]
            if spec.form == "number":
                assert options == [norm(spec.label(lang))] and part.select(".sheet-blank")
            else:
                assert options == [norm(option.label(lang)) for option in spec.options]
                assert len(part.select(".sheet-box")) == len(spec.options)
        assert key["data-answer"] == exercise.answer_key
        assert text(key.select_one(".sheet-key-answer")) == norm(capitalized(exercise.answer_text(lang)))
        reasons = [text(reason) for reason in key.select(".sheet-reasons li")]
        assert reasons == [norm(reason.message(lang)) for reason in exercise.reasons()]
        assert not any(reason in text(item) for reason in reasons), "a reason leaked onto the sheet"


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_the_auction_drill_prints_as_a_pdf_with_its_answer_key(lang, tmp_path):
    needs(CHROMIUM)
    needs("pdftotext")
    source = ROOT / "exercises" / "sets" / "auction-drill.yaml"
    lesson = load_set(source)
    made = make_handout(source, tmp_path / "sheet.pdf", lang=lang)
    assert made.exercises == len(lesson.entries) and sorted(p.name for p in tmp_path.iterdir()) == ["sheet.pdf"]
    pages = pdf_text(tmp_path / "sheet.pdf")
    heading = norm(ANSWER_KEY(lang))
    start = next(index for index, page in enumerate(pages) if page.startswith(heading))
    sheet, key = " ".join(pages[:start]), " ".join(pages[start:])
    for entry in lesson.entries:
        exercise = entry.exercise
        assert norm(entry.question(lang)) in sheet
        for spec in exercise.fields():
            assert norm(spec.label(lang).removesuffix(".")) in sheet
            for option in spec.options:
                assert norm(option.label(lang)) in sheet
        assert norm(capitalized(exercise.answer_text(lang))) in key
        for reason in exercise.reasons():
            assert norm(reason.message(lang)) in key
