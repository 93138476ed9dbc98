"""A teacher's toolkit (issue 27): student and key copies, class sets, generated lessons, the quick
reference of any rules, cards and seats in the teacher's notation, YAML pitfalls explained, the
command's help in the teacher's language. HTML is read back with BeautifulSoup, PDFs with pdftotext."""

import os
import re
import stat
import subprocess
import sys

import pytest
from bs4 import BeautifulSoup

from belote_teach import cli
from belote_teach.cards import DECK
from belote_teach.cli_words import WORDS, argparse_in
from belote_teach.errors import InvalidInput
from belote_teach.exercises import KINDS, REGISTRY, generate, load_set, parse_set
from belote_teach.exercises.lesson_writer import generated_lesson
from belote_teach.exercises.spelled import KEY_FORMS, PLAIN_KEYS, write_answer, write_position
from belote_teach.i18n import LANGUAGES, capitalized
from belote_teach.publish.handout import draw_sheets
from belote_teach.publish.printing import pdf_pages
from belote_teach.render import quick_reference as qr
from belote_teach.render.handout_html import (
    ALL_SHEETS,
    ANSWER_KEY,
    MARK,
    SHEET,
    TICK_ONE,
    handout_html,
    marks_text,
)
from belote_teach.rules import PRESETS, Rules
from belote_teach.seats import SEATS, seat_name
from belote_teach.spelling import NOTATIONS, spelling

from .conftest import CHROMIUM, ROOT
from .test_teachers import LOCALE_VARIABLES, english_locale, needs, norm, pdf_text, run  # noqa: F401

SETS = sorted((ROOT / "exercises" / "sets").glob("*.yaml"))
EVERY_KIND = "title: Every kind\nexercises:\n" + "".join(
    f"  - kind: {kind}\n    level: 2\n    seed: {seed}\n" for seed, kind in enumerate(KINDS, start=3)) + (
    "  - kind: trick-winner\n    trump: H\n    trick: E:7S N:10S W:9H S:AS\n    marks: 3\n")
"""A lesson of every kind, drawn, and one written exercise worth 3 marks."""
NBSP = "\u00a0"


def locale(monkeypatch, lang):
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", {"en": "C.UTF-8", "fr": "fr_FR.UTF-8", "de": "de_DE.UTF-8", "nl": "nl_NL.UTF-8"}[lang])


@pytest.fixture(scope="module")
def every_kind():
    return parse_set(EVERY_KIND, "every-kind.yaml")


# ----- student and key copies -----


def answers_outside_the_key(page):
    """Every element outside ``[data-answer-key]`` that carries an answer in an attribute."""
    key = page.select_one("[data-answer-key]")
    inside = set(map(id, key.find_all(True))) if key else set()
    return [tag for tag in page.find_all(True) if id(tag) not in inside and tag.get("data-answer") is not None]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_student_copy_holds_no_answer_anywhere(every_kind, lang):
    lessons = [every_kind, *(load_set(path) for path in SETS)]
    for lesson in lessons:
        if lang not in lesson.languages:
            continue
        html = handout_html(lesson, lang, copy="student")
        page = BeautifulSoup(html, "html.parser")
        assert page.select("[data-answer-key]") == [] and "data-answer" not in html
        assert len(page.select(".sheet-exercise")) == len(lesson.entries)
        text = norm(page.get_text(" "))
        assert norm(ANSWER_KEY(lang)) not in text
        for entry in lesson.entries:  # (an answer's words may be an option's label: its reasons never are)
            for reason in entry.exercise.reasons():
                assert norm(reason.message(lang)) not in text, (entry.exercise.kind, reason.message(lang))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_answer_of_a_key_or_a_whole_handout_is_inside_the_answer_key(every_kind, lang):
    for copy in ("key", "both"):
        page = BeautifulSoup(handout_html(every_kind, lang, copy=copy), "html.parser")
        key = page.select_one("[data-answer-key]")
        assert answers_outside_the_key(page) == []
        items = key.select("[data-answer]")
        assert [item["data-answer"] for item in items] == [entry.exercise.answer_key for entry in every_kind.entries]
        for item, entry in zip(items, every_kind.entries, strict=True):
            assert norm(capitalized(entry.exercise.answer_text(lang))) in norm(item.get_text(" "))
            assert norm(marks_text(entry.marks, lang)) in norm(item.get_text(" "))
        questions = [norm(node.get_text(" ")) for node in key.select(".sheet-key-question")]
        assert questions == ([norm(entry.question(lang)) for entry in every_kind.entries] if copy == "key" else [])
        assert bool(page.select(".sheet-exercise")) == (copy == "both")


def test_marks_are_shown_per_exercise_and_totalled_in_the_head(every_kind):
    page = BeautifulSoup(handout_html(every_kind, "fr", copy="student"), "html.parser")
    marks = [int(item["data-marks"]) for item in page.select(".sheet-exercise")]
    assert marks == [1] * len(KINDS) + [3]
    assert [norm(node.get_text()) for node in page.select(".sheet-exercise .sheet-marks")][-2:] == ["1 point", "3 points"]
    before, _, after = MARK("fr", blank="\0", total=sum(marks)).partition("\0")
    assert norm(page.select_one(".sheet-mark").get_text(" ")) == norm(f"{before} {after}")
    lesson = parse_set("title: x\nmarks: 2\nexercises:\n  - kind: card-value\n    card: JH\n    trump: H\n"
                       "  - kind: card-value\n    card: 9H\n    trump: H\n    marks: 0\n", "x.yaml")
    assert [entry.marks for entry in lesson.entries] == [2, 0]


def test_the_compact_sheet_sets_two_columns():
    lesson = load_set(SETS[0])
    compact = BeautifulSoup(handout_html(lesson, "de", compact=True), "html.parser")
    assert "sheet-compact" in compact.body["class"] and ".sheet-compact ol.sheet-exercises" in compact.style.get_text()
    assert "sheet-compact" not in BeautifulSoup(handout_html(lesson, "de"), "html.parser").body["class"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_single_choice_on_paper_is_a_label_and_how_to_tick_it(every_kind, lang):
    page = BeautifulSoup(handout_html(every_kind, lang, copy="student"), "html.parser")
    instructions = [norm(node.get_text()) for node in page.select(".sheet-instruction")]
    for entry in every_kind.entries:
        for spec in entry.exercise.fields():
            if spec.form == "radio":
                assert norm(TICK_ONE(lang, label=spec.label(lang))) in instructions
    assert "La carte que joue Sud (coche une case)" in norm(handout_html(every_kind, "fr")).replace(NBSP, " ")


@pytest.mark.parametrize("kind", KINDS)
def test_no_multiple_choice_gives_the_answer_away(kind):
    """Every field of a drawn exercise offers a real choice; a contract's bid at least four."""
    for level in (1, 2, 3):
        for seed in range(4 if kind != "best-card" else 1):
            for rules in ("classic", "coinche"):
                if REGISTRY[kind].refuse(Rules.coerce(rules)):
                    continue
                exercise = generate(kind, level, seed, rules)
                for spec in exercise.fields():
                    if spec.form != "number":
                        assert len(spec.options) >= (4 if spec.name == "bid" else 2), (kind, level, seed, spec.name)


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_student_and_key_copies_print_as_pdf(lang, tmp_path):
    needs(CHROMIUM)
    needs("pdftotext")
    lesson = load_set(SETS[0])
    for copy in ("student", "key"):
        out = tmp_path / f"{copy}.pdf"
        status, _text, err = run("handout", str(SETS[0]), "--lang", lang, "--copy", copy, "-o", str(out))
        assert status == 0, err
        pages = " ".join(pdf_text(out))
        assert (norm(ANSWER_KEY(lang)) in pages) == (copy == "key")
        for entry in lesson.entries:
            assert norm(entry.question(lang)) in pages
            if copy == "key":
                assert norm(capitalized(entry.exercise.answer_text(lang))) in pages
            for reason in entry.exercise.reasons():
                assert (norm(reason.message(lang)) in pages) == (copy == "key")
    assert run("handout", str(SETS[0]), "--lang", lang, "--compact", "-o", str(tmp_path / "compact.pdf"))[0] == 0
    assert run("handout", str(SETS[0]), "--lang", lang, "-o", str(tmp_path / "plain.pdf"))[0] == 0
    assert pdf_pages(tmp_path / "compact.pdf") < pdf_pages(tmp_path / "plain.pdf")


# ----- class sets -----


def test_a_class_set_draws_each_generated_exercise_anew_and_keeps_the_written_ones(every_kind):
    sheets = draw_sheets(every_kind, 3, seed=4)
    assert sheets == draw_sheets(every_kind, 3, seed=4), "reproducible from the seed"
    assert sheets != draw_sheets(every_kind, 3, seed=5)
    for index, entry in enumerate(every_kind.entries):
        drawn = [sheet.entries[index].exercise for sheet in sheets]
        assert {exercise.kind for exercise in drawn} == {entry.exercise.kind}
        if entry.exercise.seed is None:
            assert all(exercise == entry.exercise for exercise in drawn)
        else:
            assert {exercise.level for exercise in drawn} == {entry.exercise.level}
            assert len({str(exercise.position()) for exercise in drawn}) == 3, entry.exercise.kind


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_class_set_writes_numbered_student_sheets_and_one_key(lang, tmp_path, monkeypatch):
    locale(monkeypatch, lang)
    lesson = tmp_path / "lesson.yaml"
    lesson.write_text(EVERY_KIND.replace("  - kind: best-card\n    level: 2\n    seed: 12\n", ""), encoding="utf-8")
    status, out, err = run("handout", str(lesson), "--lang", lang, "--variants", "3", "--seed", "9",
                           "-o", str(tmp_path / "class.html"))
    assert status == 0, err
    names = sorted(path.name for path in tmp_path.iterdir())
    assert names == ["class-1.html", "class-2.html", "class-3.html", "class-key.html", "lesson.yaml"]
    assert str(tmp_path / "class-1.html") in out and str(tmp_path / "class-key.html") in out
    read = load_set(lesson)
    sheets = draw_sheets(read, 3, seed=9)
    key = BeautifulSoup((tmp_path / "class-key.html").read_text(encoding="utf-8"), "html.parser")
    assert norm(ALL_SHEETS(lang, count=3)) in norm(key.get_text(" "))
    for number, sheet in enumerate(sheets, start=1):
        page = BeautifulSoup((tmp_path / f"class-{number}.html").read_text(encoding="utf-8"), "html.parser")
        assert answers_outside_the_key(page) == [] and page.select("[data-answer-key]") == []
        assert norm(SHEET(lang, number=number, total=3)) in norm(page.select_one("header").get_text(" "))
        section = key.select_one(f'[data-sheet="{number}"]')
        assert [item["data-answer"] for item in section.select("[data-answer]")] == [
            entry.exercise.answer_key for entry in sheet.entries]
    again = tmp_path / "again"
    again.mkdir()
    run("handout", str(lesson), "--lang", lang, "--variants", "3", "--seed", "9", "-o", str(again / "class.html"))
    assert all((again / name).read_bytes() == (tmp_path / name).read_bytes() for name in names if name.startswith("class"))


def test_a_class_set_prints_as_pdfs(tmp_path):
    needs(CHROMIUM)
    needs("pdftotext")
    status, out, err = run("handout", str(SETS[0]), "--variants", "2", "-o", str(tmp_path / "class.pdf"))
    lesson = load_set(SETS[0])
    if not any(entry.exercise.seed is not None for entry in lesson.entries):
        assert status == 1 and err.endswith("no handout written\n")
        return
    assert status == 0, err
    assert sorted(path.name for path in tmp_path.iterdir()) == ["class-1.pdf", "class-2.pdf", "class-key.pdf"]
    assert "2 sheets" in out and " pages, " in out


def test_a_class_set_needs_a_generated_exercise_and_writes_nothing_otherwise(tmp_path):
    lesson = tmp_path / "lesson.yaml"
    lesson.write_text("title: Written\nexercises:\n  - kind: card-value\n    card: JH\n    trump: H\n", encoding="utf-8")
    status, out, err = run("handout", str(lesson), "--variants", "4", "--html", "-o", str(tmp_path / "class.html"))
    assert (status, out) == (1, "")
    assert err.splitlines() == [
        f"{lesson}:1: the set has no generated exercise (a level and a seed) to draw anew for each sheet: every sheet "
        "would be the same; give some exercises a level and a seed", f"{lesson}: no handout written"]
    assert sorted(path.name for path in tmp_path.iterdir()) == ["lesson.yaml"]


@pytest.mark.parametrize(("argv", "message"), [
    (["--variants", "3", "--copy", "key"], "--variants writes student sheets and one key for them all: leave out --copy key"),
    (["--seed", "3"], "--seed draws the sheets of --variants: add --variants N, or leave out --seed"),
    (["--variants", "0"], "argument --variants: '0': expected a whole number from 1 to 60"),
    (["--variants", "²"], "argument --variants: '²': expected a whole number from 1 to 60"),
])
def test_a_wrong_class_set_command_line_is_a_usage_error(argv, message, tmp_path, capsys):
    status, out, _ = run("handout", str(SETS[0]), "--html", "-o", str(tmp_path / "x.html"), *argv)
    err = capsys.readouterr().err
    assert (status, out) == (2, "") and err.startswith("usage: belote-teach handout") and err.splitlines()[-1].endswith(message)
    assert list(tmp_path.iterdir()) == []


def test_a_class_set_is_written_whole_or_not_at_all(tmp_path):
    lesson = tmp_path / "lesson.yaml"
    lesson.write_text("title: Drawn\nexercises:\n  - kind: trick-winner\n    level: 1\n    seed: 1\n", encoding="utf-8")
    old = tmp_path / "old.html"
    old.write_text("last week", encoding="utf-8")
    (tmp_path / "class-2.html").symlink_to(old)
    status, _, err = run("handout", str(lesson), "--variants", "3", "--html", "-o", str(tmp_path / "class.html"))
    assert status == 1 and "class-2.html: cannot write: it is a symbolic link" in err
    assert sorted(path.name for path in tmp_path.iterdir()) == ["class-2.html", "lesson.yaml", "old.html"]
    assert old.read_text(encoding="utf-8") == "last week"
    renamed = lesson.rename(tmp_path / "class-1.yaml")
    status, _, err = run("handout", str(renamed), "--variants", "2", "--html", "-o", str(tmp_path / "class.yaml"))
    assert status == 1 and "class-1.yaml: writing it would overwrite the lesson file" in err  # sheet 1 is the lesson
    assert renamed.read_text(encoding="utf-8").startswith("title: Drawn")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["class-1.yaml", "class-2.html", "old.html"]


# ----- generate -----

GENERATE = ["generate", "--kinds", "which-cards,trick-points,declarations,auction", "--level", "2", "--count", "6",
            "--seed", "11"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_generated_lesson_passes_check_unchanged_in_every_language(lang, tmp_path, monkeypatch):
    locale(monkeypatch, lang)
    out = tmp_path / "lesson.yaml"
    status, text, err = run(*GENERATE, "--lang", lang, "-o", str(out))
    assert status == 0, err
    assert text == cli.WROTE_LESSON(lang, path=str(out), exercises=cli._exercises(6, lang), rules="classic",
                                    languages=lang) + "\n"
    written = out.read_text(encoding="utf-8")
    assert f"cards: {lang}\n" in written and "seed:" not in written.split("exercises:")[1].replace("# ", "#")
    status, checked, _ = run("check", str(out))
    assert status == 0 and checked.startswith(f"{out}") and "6" in checked
    lesson = load_set(out)
    assert [entry.exercise.kind for entry in lesson.entries] == ["which-cards"] * 2 + ["trick-points"] * 2 + [
        "declarations", "auction"]
    assert all(entry.expect is not None for entry in lesson.entries)
    for entry in lesson.entries:
        assert entry.expect == entry.exercise.answer_key  # the expect, read back in the engine's notation
        assert write_answer(entry.exercise.kind, entry.exercise.answer_key, spelling(lang)) in written


def test_a_generated_lesson_is_reproducible_from_its_seed_and_names_its_languages(tmp_path):
    first, second, other = tmp_path / "a.yaml", tmp_path / "b.yaml", tmp_path / "c.yaml"
    for path, seed in ((first, "11"), (second, "11"), (other, "12")):
        assert run(*GENERATE[:-1], seed, "--lang", "de,fr", "-o", str(path))[0] == 0
    assert first.read_bytes() == second.read_bytes() != other.read_bytes()
    lesson = load_set(first)
    assert lesson.languages == ("de", "fr") and lesson.notation == "de"
    assert lesson.title_in("fr").startswith("Fiche d’exercices") and lesson.title_in("de").startswith("Übungsblatt")


@pytest.mark.parametrize("rules", ["classic", "coinche", "bga", "nl23", "nl23+players=2"])
def test_every_kind_a_table_has_generates_a_lesson_that_check_accepts(rules):
    kinds = [kind for kind in KINDS if not REGISTRY[kind].refuse(Rules.coerce(rules))]
    for level in (1, 3):
        text = generated_lesson(kinds, level=level, count=len(kinds), rules=rules, languages=("nl",), seed=level)
        lesson = parse_set(text, "generated.yaml")
        assert [entry.exercise.kind for entry in lesson.entries] == kinds
        assert all(entry.expect for entry in lesson.entries)


@pytest.mark.parametrize(("argv", "message"), [
    (["--kinds", "which-card"], "argument --kinds: unknown kind 'which-card': expected kinds separated by commas, among"),
    (["--kinds", "bid", "--level", "4"], "argument --level: '4': expected a whole number from 1 to 3"),
    (["--kinds", "bid", "--count", "0"], "argument --count: '0': expected a whole number from 1 to 200"),
    (["--kinds", "bid", "--lang", "fr,es"], "argument --lang: invalid choice: 'es' (choose from en, nl, fr, de)"),
    (["--kinds", "bid", "--rules", "coinche+min_bid=81"], "argument --rules: rule switch min_bid = 81 is not allowed"),
])
def test_a_wrong_generate_command_line_is_a_usage_error(argv, message, tmp_path, capsys):
    status, out, _ = run("generate", *argv, "-o", str(tmp_path / "lesson.yaml"))
    err = capsys.readouterr().err
    assert (status, out) == (2, "") and err.startswith("usage: belote-teach generate") and message in err.splitlines()[-1]
    assert list(tmp_path.iterdir()) == []


def test_generate_refuses_what_the_table_cannot_have_and_writes_nothing(tmp_path):
    status, out, err = run("generate", "--kinds", "bid", "--rules", "nl23", "-o", str(tmp_path / "lesson.yaml"))
    assert (status, out) == (1, "")
    assert err.splitlines() == [f"belote-teach generate: {REGISTRY['bid'].refuse(Rules.coerce('nl23'))}",
                                f"{tmp_path / 'lesson.yaml'}: nothing written"]
    status, _, err = run("generate", "--kinds", "best-card", "--count", "13", "-o", str(tmp_path / "lesson.yaml"))
    assert status == 1 and "more than 12 best-card exercises" in err and list(tmp_path.iterdir()) == []


def test_a_generated_lesson_is_never_written_through_a_link_or_to_a_device(tmp_path):
    target = tmp_path / "target.yaml"
    target.write_text("mine", encoding="utf-8")
    link, folder = tmp_path / "link.yaml", tmp_path / "folder.yaml"
    link.symlink_to(target)
    folder.mkdir()
    for out, what in ((link, "it is a symbolic link"), (folder, "it is a folder"), (tmp_path / "no" / "x.yaml", "no folder")):
        status, text, err = run("generate", "--kinds", "card-value", "--count", "2", "-o", str(out))
        assert (status, text) == (1, "") and err == f"belote-teach generate: {out}: cannot write: {what}" + err.split(what)[1]
    assert target.read_text(encoding="utf-8") == "mine" and link.is_symlink()
    status, _, _ = run("generate", "--kinds", "card-value", "--count", "2", "-o", str(target))
    assert status == 0 and target.read_text(encoding="utf-8").startswith("# ")
    if os.geteuid() == 0:
        null = tmp_path / "null"
        os.mknod(null, stat.S_IFCHR | 0o666, os.makedev(1, 3))
        status, _, err = run("generate", "--kinds", "card-value", "-o", str(null))
        assert status == 1 and "it is a character device" in err and stat.S_ISCHR(null.lstat().st_mode)


# ----- the quick reference -----


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rules", [*PRESETS, "nl23+players=2"])
def test_the_quick_reference_of_every_preset_in_every_language(rules, lang, tmp_path):
    out = tmp_path / "reference.html"
    status, _text, err = run("reference", "--rules", rules, "--lang", lang, "-o", str(out))
    assert status == 0, err
    page = BeautifulSoup(out.read_text(encoding="utf-8"), "html.parser")
    assert page.html["lang"] == lang and page.body["data-rules"] == Rules.coerce(rules).name
    headings = [norm(node.get_text()) for node in page.select("section h2")]
    assert headings == [norm(message(lang)) for message in qr.HEADINGS.values()]
    sections = qr.quick_reference_sections(rules, lang)
    for section, node in zip(sections, page.select("section"), strict=True):
        assert norm(BeautifulSoup(section.html, "html.parser").get_text(" ")) in norm(node.get_text(" "))
    assert not re.search(r"<(link|img|script)\b|\b(src|href)=", out.read_text(encoding="utf-8"))


def test_the_quick_reference_follows_the_switches():
    def text(rules):
        return norm(" ".join(BeautifulSoup(s.html, "html.parser").get_text(" ")
                             for s in qr.quick_reference_sections(rules, "en")))

    classic, discard = text("classic"), text("classic+undertrump=discard")
    assert norm(qr.OPPONENT_HOLDS["required"]("en")) in classic and norm(qr.OPPONENT_HOLDS["required"]("en")) not in discard
    assert norm(qr.OPPONENT_HOLDS["discard"]("en")) in discard
    coinche = text("coinche+min_bid=82+multipliers=x2x3+generale=on")
    assert "bids 82, then 90 to 160 in steps of 10" in coinche and "(×3)" in coinche and norm(qr.GENERALE("en")) in coinche
    assert "bids 80 to 160 in steps of 10" in text("coinche")
    assert norm(qr.ROUND_ONE("en")) in classic and norm(qr.ROUND_ONE("en")) not in coinche
    assert "the first team to reach 1000 points" in text("bga").lower()
    assert "to reach 500 points" in text("classic+match_target=500") and "Play goes clockwise." in text(
        "classic+play_direction=cw")
    three = text("nl23")
    assert "3 players, each for himself" in three and norm(qr.ALONE_SCORES("en")) in three and "partner" not in three
    assert "24 cards, nine to ace" in text("nl23+three_player_deck=24")
    assert norm(qr.NO_DECLARATIONS("en")) in text("classic+declarations=off")
    assert "All trumps" in text("bga") and "All trumps" not in classic  # the modes the auction offers


def test_the_quick_reference_prints_on_one_page_for_every_preset(tmp_path):
    needs(CHROMIUM)
    for rules in [*PRESETS, "coinche+all_trump_values=ffb2016+generale=on+void_partner_winning=must_trump+"
                            "partner_ruffed_only_trumps=free+nt_carre_values=ffb+capot_takes_defence_declarations=yes"]:
        out = tmp_path / f"{rules[:7]}.pdf"
        status, text, err = run("reference", "--rules", rules, "--lang", "de", "-o", str(out))
        assert status == 0, err
        assert pdf_pages(out) == 1 and "1 page" in text


def test_the_guides_quick_reference_is_the_same_renderer(site):
    for lang in LANGUAGES:
        page = BeautifulSoup((site / lang / "book" / "quick-reference.html").read_text(encoding="utf-8"), "html.parser")
        article = page.select_one("article.bd-article")
        for section in qr.quick_reference_sections("classic", lang):
            node = article.select_one(f"section#{section.key}")
            assert node is not None and norm(section.heading) in norm(node.h2.get_text())
            assert norm(BeautifulSoup(section.html, "html.parser").get_text(" ")) in norm(node.get_text(" "))


# ----- the teacher's notation -----


@pytest.mark.parametrize("notation", NOTATIONS)
def test_cards_seats_and_teams_round_trip_in_every_notation(notation):
    written = spelling(notation)
    for card in DECK:
        assert written.read(written.card(card), "cards") == str(card)
        if notation != "en":  # a name as one word: schoppenboer, Pik-Bube, valet-de-pique
            assert written.read(card.name(notation).replace(" ", "-"), "cards") == str(card)
    for seat in SEATS:
        assert written.read(written.seat(seat), "seat") == seat
        if notation != "en":
            assert written.read(seat_name(seat, notation), "seat") == seat
    for side in ("NS", "EW"):
        assert written.read(written.team(side), "side") == side
    for text, form in (("S 100 H x2", "contract"), ("pass, 90 C, 100 no-trump, coinche", "calls"), ("EW 20", "result"),
                       ("W:JS N:10H S:AS", "plays"), ("thrown-in", "contract"), ("made 120 42", "result")):
        assert written.read(written.write(text, form), form) == text


def test_a_notation_reads_its_letters_symbols_and_names():
    assert spelling("fr").read("VP 10C dk AT R♦", "cards") == "JS 10H QD AC KD"
    assert spelling("de").read("BP BPi BKr Pik-Bube Herz-10 kreuzass", "cards") == "JS JS JC JS 10H AC"
    assert spelling("nl").read("BS HK VR schoppenboer klaverenaas", "cards") == "JS KC QD JS AC"
    assert spelling("fr").read("Ouest", "seat") == "W" and spelling("nl").read("zuid", "seat") == "S"
    for lang in ("fr", "nl", "de"):  # no two cards share a written form
        forms = {}
        for card in DECK:
            for form in (spelling(lang).card(card), card.name(lang).replace(" ", "-")):
                assert forms.setdefault(spelling(lang).read(form, "cards"), card) == card


@pytest.mark.parametrize(("notation", "text", "message"), [
    ("fr", "JS", "unknown card 'JS' in the French notation: expected a rank (7 8 9 10 V D R A) then a suit (P C K T or "
                 "♠ ♥ ♦ ♣), e.g. VP"),
    ("nl", "E", "unknown seat 'E' in the Dutch notation: expected one of N O Z W"),
    ("de", "X", "unknown trump 'X' in the German notation: expected a suit (P H K Kr or ♠ ♥ ♦ ♣), 'no-trump' or "
                "'all-trump'"),
])
def test_a_value_outside_the_notation_is_refused_with_what_it_expects(notation, text, message):
    form = {"JS": "cards", "E": "seat", "X": "trump"}[text]
    with pytest.raises(InvalidInput) as caught:
        spelling(notation).read(text, form)
    assert str(caught.value) == message


ENGLISH_LESSON = """title: Trumps
exercises:
  - kind: which-cards
    trump: H
    trick: E:AS N:9H
    hand: 7H JH 8C 8S
    expect: 8S
  - kind: trick-winner
    trump: D
    hands:
      E: 7S 8S
      N: 10S 9S
      W: 9D JH
      S: AS KS
    trick: E:7S N:10S W:9D S:AS
    expect: W
  - kind: deal-score
    taker: E
    trump: D
    points: {NS: 92, EW: 70}
    expect: {outcome: dedans, NS: 162, EW: 0}
  - kind: auction
    preset: coinche
    dealer: W
    calls: 80 S, pass, 90 H, coinche, pass, pass
    expect: N 90 H x2
"""


@pytest.mark.parametrize("notation", ["fr", "nl", "de"])
def test_a_lesson_in_another_notation_is_the_same_lesson(notation):
    english = parse_set(ENGLISH_LESSON, "en.yaml")
    written = spelling(notation)
    text = ENGLISH_LESSON.replace("title: Trumps\n", f"title: Trumps\ncards: {notation}\n")
    lines = []
    for line in text.splitlines():
        key, colon, value = line.partition(": ")
        name = key.strip().lstrip("- ")
        if colon and name in KEY_FORMS and isinstance(KEY_FORMS[name], str):
            line = f"{key}: {written.write(value, KEY_FORMS[name])}"
        elif colon and len(name) == 1 and name in SEATS:  # a seat's hand under hands:
            line = f"{key.replace(name, written.seat(name))}: {written.write(value, 'cards')}"
        elif colon and name == "points":
            line = f"{key}: {{{written.team('NS')}: 92, {written.team('EW')}: 70}}"
        lines.append(line)
    text = "\n".join(lines) + "\n"
    for _index, entry in enumerate(english.entries):  # each expect, written in the notation
        old = f"    expect: {entry.expect}" if entry.exercise.kind != "deal-score" else "    expect: {outcome: dedans, NS: 162, EW: 0}"
        new = (f"    expect: {write_answer(entry.exercise.kind, entry.expect, written)}" if entry.exercise.kind != "deal-score"
               else f"    expect: {{outcome: dedans, {written.team('NS')}: 162, {written.team('EW')}: 0}}")
        text = text.replace(old, new)
    translated = parse_set(text, f"{notation}.yaml")
    assert [entry.exercise for entry in translated.entries] == [entry.exercise for entry in english.entries]
    assert [entry.expect for entry in translated.entries] == [entry.expect for entry in english.entries]


def test_every_position_key_has_a_form():
    keys = {key for kind in REGISTRY.values() for key in kind.keys}
    assert keys <= set(KEY_FORMS) | PLAIN_KEYS, keys - set(KEY_FORMS) - PLAIN_KEYS
    assert write_position({"trick": "W:JS", "bid": 90}, spelling("fr")) == {"trick": "O:V♠", "bid": 90}


def test_check_answers_are_written_in_the_lessons_notation(tmp_path):
    lesson = tmp_path / "lesson.yaml"
    lesson.write_text("title: Atouts\ncards: fr\nexercises:\n  - kind: which-cards\n    trump: C\n    trick: E:AP N:9C\n"
                      "    hand: 7C VC 8T\n    expect: VC\n", encoding="utf-8")
    status, out, _ = run("check", "--answers", "--lang", "fr", str(lesson))
    assert status == 0 and f"{lesson}:4: which-cards: V♥" in out


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "6: trick: W cannot play right after E: play goes counter-clockwise (N → W → S → E), so N plays next"),
    ("fr", f"6: trick{NBSP}: Ouest ne peut pas jouer juste après Est{NBSP}: on joue dans le sens inverse des aiguilles "
           f"d’une montre (Nord → Ouest → Sud → Est), donc c’est à Nord de jouer"),
])
def test_problems_name_seats_in_the_teachers_language(lang, line, tmp_path):
    lesson = tmp_path / "lesson.yaml"
    lesson.write_text("title: x\nexercises:\n  - kind: trick-winner\n    trump: H\n    # out of turn\n"
                      "    trick: E:7S W:10S N:9H S:AS\n", encoding="utf-8")
    assert run("check", "--lang", lang, str(lesson))[1] == f"{lesson}:{line}\n"


# ----- YAML pitfalls, problems in order, the command in the teacher's language -----


@pytest.mark.parametrize(("lang", "message"), [
    ("en", "title: a colon followed by a space inside a text starts a new key for YAML: put the text in quotes: "
           'title: "Séance 3 : quelle carte ?"'),
    ("fr", f"title{NBSP}: dans un texte, un deux-points suivi d’une espace ouvre une nouvelle clé pour YAML{NBSP}: "
           f'mets le texte entre guillemets{NBSP}: title: "Séance 3 : quelle carte ?"'),
    ("de", "title: Ein Doppelpunkt mit Leerzeichen danach beginnt in einem Text für YAML einen neuen Schlüssel: setz den "
           'Text in Anführungszeichen: title: "Séance 3 : quelle carte ?"'),
    ("nl", "title: een dubbele punt met een spatie erna in een tekst begint voor YAML een nieuwe sleutel: zet de tekst "
           'tussen aanhalingstekens: title: "Séance 3 : quelle carte ?"'),
])
def test_a_colon_in_a_title_is_explained_with_the_fix_written_out(lang, message, tmp_path):
    lesson = tmp_path / "lesson.yaml"
    lesson.write_text("title: Séance 3 : quelle carte ?\nexercises: []\n", encoding="utf-8")
    assert run("check", "--lang", lang, str(lesson))[1] == f"{lesson}:1: {message}\n"
    fixed = message.rpartition("title: ")[2]
    lesson.write_text(f"title: {fixed}\nexercises:\n  - kind: card-value\n    card: JH\n    trump: H\n", encoding="utf-8")
    assert load_set(lesson).title == "Séance 3 : quelle carte ?"


def test_problems_come_in_the_order_of_the_file(tmp_path):
    lesson = tmp_path / "lesson.yaml"
    lesson.write_text("title: x\nexercises:\n  - kind: trick-points\n    trump: H\n    trick: E:7S N:10S W:9H S:AS\n"
                      "    expect: 40\n  - kind: card-value\n    card: 1S\n    trump: H\n  - kind: nothing\nlevel: 3\n",
                      encoding="utf-8")
    status, out, _ = run("check", str(lesson))
    lines = [int(line.removeprefix(f"{lesson}:").split(":")[0]) for line in out.splitlines()]
    assert status == 1 and lines == sorted(lines) and len(lines) == 4


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_commands_help_and_usage_are_in_the_locales_language(lang, monkeypatch, capsys):
    locale(monkeypatch, lang)
    for argv in (["--help"], ["handout", "--help"], ["generate", "--help"], ["reference", "--help"]):
        assert run(*argv)[0] == 0
        out = capsys.readouterr().out
        assert out.startswith(WORDS["usage: "](lang) + "belote-teach"), out[:40]
        assert WORDS["show this help message and exit"](lang) in out
    assert run("handout", "--help")[0] == 0
    assert cli.HELP["compact"](lang) in " ".join(capsys.readouterr().out.split())
    assert run("generate")[0] == 2
    err = capsys.readouterr().err
    required = WORDS["the following arguments are required: %s"](lang) % "--kinds, -o/--output"
    assert err.splitlines()[-1] == WORDS["%(prog)s: error: %(message)s\n"](lang).rstrip("\n") % {
        "prog": "belote-teach generate", "message": required}


def test_every_argparse_word_translated_is_one_argparse_uses():
    import argparse
    import inspect

    source = inspect.getsource(argparse)
    assert all(repr(text) in source or repr(text).replace("'", '"') in source for text in WORDS), [
        text for text in WORDS if repr(text) not in source and repr(text).replace("'", '"') not in source]
    with argparse_in("fr"):
        assert argparse._("usage: ") == f"utilisation{NBSP}: "
    assert argparse._("usage: ") == "usage: "


def test_version():
    done = subprocess.run([sys.executable, "-m", "belote_teach", "--version"], capture_output=True, text=True,
                          cwd=ROOT, check=False)
    assert done.returncode == 0 and re.fullmatch(r"belote-teach \d+\.\d+\.\d+\n", done.stdout)


# ----- the light install -----

WITHOUT_THE_BOOK = """
import importlib.abc, sys
class Absent(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("sphinx", "jupyter_book", "myst_nb", "myst_parser", "docutils", "sphinx_book_theme",
                                  "pydata_sphinx_theme", "ipykernel", "nbclient", "sphinx_intl", "babel", "ipywidgets",
                                  "jupyterlite_core"):
            raise ImportError(f"{name} is not installed (belote-teach[pdf])")
sys.meta_path.insert(0, Absent())
from belote_teach import cli
sys.exit(cli.main(sys.argv[1:]))
"""


def test_the_pdf_extra_is_playwright_alone_and_the_teachers_commands_need_no_more(tmp_path):
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert [requirement.split("==")[0] for requirement in project["optional-dependencies"]["pdf"]] == ["playwright"]
    needs(CHROMIUM)
    commands = [["generate", "--kinds", "all", "--count", "10", "--lang", "fr", "-o", str(tmp_path / "lesson.yaml")],
                ["check", "--answers", str(tmp_path / "lesson.yaml")],
                ["handout", str(tmp_path / "lesson.yaml"), "--copy", "student", "-o", str(tmp_path / "sheet.pdf")],
                ["reference", "--rules", "coinche", "--lang", "nl", "-o", str(tmp_path / "reference.pdf")]]
    for argv in commands:
        done = subprocess.run([sys.executable, "-c", WITHOUT_THE_BOOK, *argv], capture_output=True, text=True, cwd=ROOT,
                              timeout=300, check=False)
        assert done.returncode == 0, (argv, done.stderr)
    assert pdf_pages(tmp_path / "reference.pdf") == 1 and pdf_pages(tmp_path / "sheet.pdf") >= 2
