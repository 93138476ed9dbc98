"""For teachers: `belote-teach check` and `belote-teach handout` on scenario files, the printed handouts
(text read back with pdftotext), the printed guide (`make pdf`) and the teachers' page."""

import io
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from belote_teach import cli
from belote_teach.exercises import Exercise, load_set
from belote_teach.i18n import LANGUAGES, capitalized
from belote_teach.publish.handout import make_handout
from belote_teach.publish.printing import pdf_pages, print_guide, toc_pages
from belote_teach.render import handout_html as handout_html_module
from belote_teach.render.handout_html import ANSWER_KEY, CHOSEN_RULES, EXERCISE, PAGE, handout_html
from belote_teach.render.html import LANGUAGE_NAMES, RULES, preset_name

from .conftest import CHROMIUM, ROOT, built_page

BAD = sorted((ROOT / "tests" / "scenarios" / "bad").glob("*.yaml"))
LESSONS = [ROOT / "exercises" / "sets" / "lesson-trumps.yaml", ROOT / "exercises" / "sets" / "lesson-coinche-scoring.yaml"]


LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture(autouse=True)
def english_locale(monkeypatch):
    """The command speaks the locale's language: these tests read its English (CI's C.UTF-8)."""
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


def current_umask():
    umask = os.umask(0)
    os.umask(umask)
    return umask


def run(*argv):
    """The command in this process: (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    try:
        status = cli.main(list(argv), out, err)
    except SystemExit as stop:  # argparse: a wrong command line
        status = stop.code
    return status, out.getvalue(), err.getvalue()


def expected_problems(path):
    """The ``# expect: LINE: MESSAGE`` header of a malformed scenario file, or, for a file whose
    bytes cannot hold one (UTF-16), the ``LINE: MESSAGE`` lines of its sidecar ``NAME.yaml.expect``."""
    sidecar = path.with_name(path.name + ".expect")
    if sidecar.exists():
        return sidecar.read_text(encoding="utf-8").splitlines()
    text = path.read_bytes().decode("utf-8-sig", errors="replace")
    return [line.removeprefix("# expect: ") for line in text.splitlines() if line.startswith("# expect: ")]


def needs(program):
    if shutil.which(program) is None and not os.path.exists(program):
        if os.environ.get("CI"):
            pytest.fail(f"{program} is missing (make test installs it)")
        pytest.skip(f"{program} is missing: apt-get install -y chromium poppler-utils")


# ----- check: the malformed corpus -----


def test_the_corpus_has_at_least_thirty_files_each_with_its_own_message():
    assert len(BAD) >= 30
    messages = [tuple(expected_problems(path)) for path in BAD]
    assert all(messages), [path.name for path, found in zip(BAD, messages, strict=True) if not found]
    assert len(set(messages)) == len(messages), "two files of the corpus expect the same problem"


@pytest.mark.parametrize("path", BAD, ids=lambda path: path.stem)
def test_a_malformed_file_is_refused_with_its_line_and_message_and_nothing_is_written(path, tmp_path, monkeypatch):
    monkeypatch.chdir(ROOT)
    name = str(path.relative_to(ROOT))
    status, out, err = run("check", name)
    assert status == 1
    assert out.splitlines() == [f"{name}:{problem}" for problem in expected_problems(path)]
    assert "Traceback" not in out + err
    folder = tmp_path / "out"
    folder.mkdir()
    for option in ([], ["--html"]):
        status, out, err = run("handout", name, "-o", str(folder / "sheet.pdf"), *option)
        assert status == 1
        assert err.splitlines() == [f"{name}:{problem}" for problem in expected_problems(path)] + [
            f"{name}: no handout written"]
        assert out == ""
        assert list(folder.iterdir()) == [], "a file was written for an invalid set"


# ----- check: exit status, text and JSON -----


def test_check_answers_ok_for_the_ready_sets_and_lists_answers(monkeypatch):
    monkeypatch.chdir(ROOT)
    names = [str(path.relative_to(ROOT)) for path in LESSONS]
    status, out, _ = run("check", *names)
    assert status == 0
    assert out.splitlines() == [
        "exercises/sets/lesson-trumps.yaml: OK, 7 exercises (classic; en, nl, fr, de)",
        "exercises/sets/lesson-coinche-scoring.yaml: OK, 5 exercises (coinche; en, nl, fr, de)",
    ]
    status, out, _ = run("check", "--answers", "--lang", "nl", names[0])
    lesson = load_set(names[0])
    assert status == 0
    for entry in lesson.entries:
        assert f"{names[0]}:{entry.line}: {entry.exercise.kind}: {entry.exercise.answer_key}" in out
        for reason in entry.exercise.reasons():
            assert f"    {reason.message('nl')}" in out


def test_check_fails_when_any_file_fails_and_reports_every_file(monkeypatch, tmp_path):
    monkeypatch.chdir(ROOT)
    status, out, _ = run("check", "exercises/sets/lesson-trumps.yaml", "tests/scenarios/bad/short-trick.yaml",
                         str(tmp_path / "missing.yaml"), str(tmp_path))
    assert status == 1
    assert out.splitlines() == [
        "exercises/sets/lesson-trumps.yaml: OK, 7 exercises (classic; en, nl, fr, de)",
        "tests/scenarios/bad/short-trick.yaml:6: trick: a complete trick has four cards, not 3",
        f"{tmp_path / 'missing.yaml'}:1: no such file: expected the path of an exercise-set file (.yaml)",
        f"{tmp_path}:1: a folder, not a file: expected the path of an exercise-set file (.yaml)",
    ]


@pytest.mark.parametrize("argv", [["check"], ["check", "--rules", "classic+undertrump=maybe", "x.yaml"],
                                  ["check", "--lang", "es", "x.yaml"], ["handout"], ["print", "x.yaml"]])
def test_a_wrong_command_line_exits_with_status_two(argv, capsys):
    status, _, _ = run(*argv)
    assert status == 2
    assert "usage: belote-teach" in capsys.readouterr().err


def test_rules_chosen_on_the_command_line_turn_a_disagreeing_expect_into_a_note(monkeypatch):
    monkeypatch.chdir(ROOT)
    status, out, _ = run("check", "--rules", "bga", "exercises/sets/card-play-drill.yaml")
    assert status == 0
    assert out.splitlines()[0].startswith("exercises/sets/card-play-drill.yaml:26: note: under bga, expected 7H 9H but "
                                          "the engine allows 7H 9H 8C: Eight of clubs: allowed.")
    assert out.splitlines()[-1] == "exercises/sets/card-play-drill.yaml: OK, 11 exercises (bga; en, nl, fr, de)"


def test_check_json_has_the_documented_shape(monkeypatch):
    monkeypatch.chdir(ROOT)
    out = io.StringIO()
    status = cli.main(["check", "--json", "--lang", "de", "exercises/sets/lesson-coinche-scoring.yaml",
                       "tests/scenarios/bad/wrong-expected-cards.yaml"], out)
    data = json.loads(out.getvalue())
    assert status == 1
    assert set(data) == {"version", "ok", "problems", "files"} and data["version"] == 1
    assert data["ok"] is False and data["problems"] == 1
    good, bad = data["files"]
    keys = {"file", "ok", "title", "description", "preset", "languages", "cards", "exercises", "problems", "notes"}
    assert set(good) == keys and set(bad) == keys
    assert good["ok"] is True and good["preset"] == "coinche" and good["problems"] == []
    lesson = load_set("exercises/sets/lesson-coinche-scoring.yaml")
    assert good["title"] == lesson.title_in("de") == "Lektion 2: ein Coinche-Spiel zählen"
    assert len(good["exercises"]) == len(lesson.entries)
    for stored, entry in zip(good["exercises"], lesson.entries, strict=True):
        assert stored["line"] == entry.line and stored["expect"] == entry.expect
        assert stored["questions"]["de"] == entry.question("de") if entry.questions else "questions" not in stored
        assert Exercise.from_dict(stored) == entry.exercise  # the stored answer agrees with the engine
        assert stored["answer_text"] == entry.exercise.answer_text("de")
        assert stored["reasons"] == [{"rule": r.rule, "text": r.message("de")} for r in entry.exercise.reasons()]
    assert bad["ok"] is False and bad["title"] is None and bad["exercises"] == []
    assert bad["problems"] == [{"file": "tests/scenarios/bad/wrong-expected-cards.yaml", "line": 8, "message": (
        "erwartet JH 9H 8C, aber das Regelprogramm erlaubt JH 9H: Kreuz-Acht: verboten. Du hast kein Pik und ein "
        "Gegner hält den Stich: Du musst trumpfen.")}]


def test_the_console_script_and_python_m_never_show_a_traceback(tmp_path):
    binary = tmp_path / "binary.yaml"
    binary.write_bytes(bytes(range(256)))
    script = Path(sys.executable).parent / "belote-teach"
    assert script.exists(), "the console script is installed with the package"
    for command in ([str(script)], [sys.executable, "-m", "belote_teach"]):
        done = subprocess.run([*command, "check", str(binary), str(tmp_path)], capture_output=True, text=True,
                              cwd=ROOT, check=False)
        assert done.returncode == 1
        assert done.stdout.splitlines() == [
            f"{binary}:2: not UTF-8 text (byte 0x80): save the file as UTF-8",
            f"{tmp_path}:1: a folder, not a file: expected the path of an exercise-set file (.yaml)",
        ]
        assert "Traceback" not in done.stderr
    done = subprocess.run([sys.executable, "-m", "belote_teach", "check", "exercises/sets/lesson-trumps.yaml"],
                          capture_output=True, text=True, cwd=ROOT, check=False)
    assert done.returncode == 0 and done.stdout.endswith("OK, 7 exercises (classic; en, nl, fr, de)\n")


# ----- check in the teacher's language (issue 16) -----

NBSP = "\u00a0"


@pytest.mark.parametrize(("environment", "line"), [
    ({"LC_ALL": "fr_FR.UTF-8"}, f"exercises/sets/scoring-drill.yaml{NBSP}: OK, 8 exercices (classic{NBSP}; en, nl, fr, de)"),
    ({"LANG": "fr"}, f"exercises/sets/scoring-drill.yaml{NBSP}: OK, 8 exercices (classic{NBSP}; en, nl, fr, de)"),
    ({"LANG": "nl_BE.UTF-8"}, "exercises/sets/scoring-drill.yaml: OK, 8 oefeningen (classic; en, nl, fr, de)"),
    ({"LC_MESSAGES": "de_DE.UTF-8", "LANG": "fr_FR.UTF-8"},
     "exercises/sets/scoring-drill.yaml: OK, 8 Übungen (classic; en, nl, fr, de)"),
    ({"LANGUAGE": "es:nl", "LANG": "es_ES.UTF-8"}, "exercises/sets/scoring-drill.yaml: OK, 8 oefeningen (classic; en, nl, fr, de)"),
    ({"LANG": "es_ES.UTF-8"}, "exercises/sets/scoring-drill.yaml: OK, 8 exercises (classic; en, nl, fr, de)"),
    ({"LC_ALL": "C", "LANGUAGE": "fr"}, "exercises/sets/scoring-drill.yaml: OK, 8 exercises (classic; en, nl, fr, de)"),
])
def test_check_speaks_the_language_of_the_locale(environment, line, monkeypatch):
    monkeypatch.chdir(ROOT)
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    assert run("check", "exercises/sets/scoring-drill.yaml") == (0, line + "\n", "")


def test_check_lang_overrides_the_locale_and_also_sets_the_answers_language(monkeypatch):
    monkeypatch.chdir(ROOT)
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")
    status, out, _ = run("check", "--answers", "--lang", "de", "exercises/sets/lesson-trumps.yaml")
    lesson = load_set("exercises/sets/lesson-trumps.yaml")
    assert status == 0 and out.splitlines()[0] == "exercises/sets/lesson-trumps.yaml: OK, 7 Übungen (classic; en, nl, fr, de)"
    assert f"    {lesson.entries[0].exercise.reasons()[0].message('de')}" in out.splitlines()
    status, out, _ = run("check", "--lang=en", "exercises/sets/lesson-trumps.yaml")
    assert out == "exercises/sets/lesson-trumps.yaml: OK, 7 exercises (classic; en, nl, fr, de)\n"


def test_notes_summaries_and_usage_errors_are_in_the_locales_language(monkeypatch, tmp_path, capsys):
    monkeypatch.chdir(ROOT)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    _, out, _ = run("check", "--rules", "bga", "exercises/sets/card-play-drill.yaml")
    assert out.splitlines()[0].startswith(f"exercises/sets/card-play-drill.yaml:26{NBSP}: remarque{NBSP}: en bga{NBSP}: "
                                          f"attendu ")
    assert out.splitlines()[-1].endswith(f"OK, 11 exercices (bga{NBSP}; en, nl, fr, de)")
    status, out, err = run("handout", "tests/scenarios/bad/short-trick.yaml", "--html", "-o", str(tmp_path / "x.html"))
    assert status == 1 and err.splitlines()[-1] == f"tests/scenarios/bad/short-trick.yaml{NBSP}: aucune fiche écrite"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    status, out, _ = run("handout", "exercises/sets/scoring-drill.yaml", "--lang", "nl", "-o", str(tmp_path / "x.html"))
    assert status == 0 and out.startswith(f"{tmp_path / 'x.html'} geschrieben (8 Übungen, nl, classic; ")
    capsys.readouterr()
    assert run("handout", "exercises/sets/scoring-drill.yaml", "-o", "-")[0] == 2
    assert capsys.readouterr().err.splitlines()[-1].endswith(
        "belote-teach handout: Fehler: Argument -o/--output: die Ausgabe wird in eine Datei geschrieben, nicht in die "
        "Standardausgabe ('-')")


@pytest.mark.parametrize(("option", "environment", "lines"), [
    (["--lang", "fr"], {"LANG": "C.UTF-8"}, [
        f"tests/scenarios/bad/empty.yaml:1: le fichier est vide{NBSP}: attendu title, preset, languages et exercises",
        f"tests/scenarios/bad/alias-bomb.yaml:2: une ancre (&a){NBSP}: supprime-la{NBSP}; une leçon n’utilise ni "
        "ancres ni alias"]),
    ([], {"LANG": "de_DE.UTF-8"}, [
        "tests/scenarios/bad/empty.yaml:1: die Datei ist leer: erwartet werden title, preset, languages und exercises",
        "tests/scenarios/bad/alias-bomb.yaml:2: ein Anker (&a): entferne ihn; eine Lektion verwendet keine Anker oder "
        "Aliasse"]),
    (["--lang", "nl"], {"LANG": "de_DE.UTF-8"}, [
        "tests/scenarios/bad/empty.yaml:1: het bestand is leeg: verwacht title, preset, languages en exercises",
        "tests/scenarios/bad/alias-bomb.yaml:2: een anker (&a): verwijder het; een les gebruikt geen ankers of "
        "aliassen"]),
])
def test_the_problems_of_a_bad_lesson_are_in_the_teachers_language(option, environment, lines, monkeypatch):
    monkeypatch.chdir(ROOT)
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    status, out, _ = run("check", *option, "tests/scenarios/bad/empty.yaml", "tests/scenarios/bad/alias-bomb.yaml")
    assert status == 1 and out.splitlines() == lines


@pytest.mark.parametrize(("name", "lang", "line"), [
    ("unknown-card", "fr", f"6: trick{NBSP}: carte inconnue '1S'{NBSP}: attendu une hauteur (7 8 9 10 J Q K A, T pour dix) "
                           "puis une couleur (S H D C ou ♠ ♥ ♦ ♣), par exemple JH ou 10D"),
    ("bad-switch", "de", "3: preset: Schalter undertrump = 'sometimes' ist nicht erlaubt: erwartet wird einer von "
                         "required, discard"),
    ("expected-unknown-seat", "nl", "7: expect: onbekende plaats 'X': verwacht een van N E S W"),
    ("card-twice-in-trick", "de", "6: trick: die Karte 7♠ ist zweimal im Stich"),
])
def test_the_engines_refusals_a_lesson_meets_most_are_in_the_teachers_language(name, lang, line, monkeypatch):
    monkeypatch.chdir(ROOT)
    path = f"tests/scenarios/bad/{name}.yaml"
    assert run("check", "--lang", lang, path)[:2] == (1, f"{path}:{line}\n")
    assert run("check", "--lang", "en", path)[1] == "".join(f"{path}:{problem}\n" for problem in
                                                            expected_problems(ROOT / path))


def test_the_problems_of_a_bad_lesson_stay_english_by_default_and_in_json_follow_lang(monkeypatch):
    monkeypatch.chdir(ROOT)
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert run("check", "tests/scenarios/bad/empty.yaml")[1] == (
        "tests/scenarios/bad/empty.yaml:1: the file is empty: expected title, preset, languages and exercises\n")
    assert cli.report(["tests/scenarios/bad/empty.yaml"], "fr")["files"][0]["problems"] == [
        {"file": "tests/scenarios/bad/empty.yaml", "line": 1,
         "message": f"le fichier est vide{NBSP}: attendu title, preset, languages et exercises"}]
    with pytest.raises(Exception, match="the file is empty"):  # the language of a check does not linger
        load_set("tests/scenarios/bad/empty.yaml")


def test_the_command_speaks_the_locales_language_from_its_environment():
    environment = {**{k: v for k, v in os.environ.items() if k not in LOCALE_VARIABLES}, "LC_ALL": "fr_FR.UTF-8"}
    done = subprocess.run([sys.executable, "-m", "belote_teach", "check", "exercises/sets/scoring-drill.yaml"],
                          capture_output=True, text=True, cwd=ROOT, env=environment, check=False)
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout == f"exercises/sets/scoring-drill.yaml{NBSP}: OK, 8 exercices (classic{NBSP}; en, nl, fr, de)\n"


# ----- handout -----


def test_the_handout_html_is_self_contained_and_escapes_the_teachers_text(tmp_path):
    lesson = tmp_path / "lesson.yaml"
    lesson.write_text("title: <script>alert(1)</script> & co\ndescription: 'Trumps <b>first</b>'\nlanguages: [nl]\n"
                      "exercises:\n  - kind: trick-winner\n    question: Wie wint <i>deze</i> slag?\n    trump: H\n"
                      "    trick: E:7S N:10S W:9H S:AS\n", encoding="utf-8")
    out = tmp_path / "sheet.html"
    status, text, _ = run("handout", str(lesson), "-o", str(out))
    assert status == 0 and text.startswith(f"wrote {out} (1 exercise, nl, classic; ")
    html = out.read_text(encoding="utf-8")
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; co" in html and "<script" not in html
    assert "Trumps &lt;b&gt;first&lt;/b&gt;" in html and "Wie wint &lt;i&gt;deze&lt;/i&gt; slag?" in html
    assert not re.search(r"<(link|img|iframe)\b|\b(src|href)=|url\(|@import", html), "the handout is self-contained"
    assert html.count("<svg") == 1 and html.count("<title>ruitenzeven</title>") == 0 and 'lang="nl"' in html
    assert sorted(path.name for path in tmp_path.iterdir()) == ["lesson.yaml", "sheet.html"]
    assert out.stat().st_mode & 0o777 == 0o666 & ~current_umask()


def test_the_teachers_texts_can_be_written_per_language(tmp_path):
    lesson = tmp_path / "lesson.yaml"
    lesson.write_text("title: {en: Trumps, fr: Les atouts}\nlanguages: [en, fr]\nexercises:\n  - kind: trick-winner\n"
                      "    question:\n      en: Who wins?\n      fr: Qui gagne ?\n    trump: H\n    trick: E:7S N:10S W:9H S:AS\n"
                      "  - kind: trick-points\n    question: Same for all\n    trump: H\n    trick: E:7S N:10S W:9H S:AS\n",
                      encoding="utf-8")
    exercise_set = load_set(lesson)
    assert exercise_set.title == "Trumps" and exercise_set.title_in("fr") == "Les atouts"
    first, second = exercise_set.entries
    assert first.exercise.question == "Who wins?" and first.question("fr") == "Qui gagne ?"
    assert second.question("fr") == second.question("en") == "Same for all"
    html = handout_html(exercise_set, "fr")
    assert "<title>Les atouts</title>" in html and "Qui gagne ?" in html and "Who wins?" not in html


def test_the_language_must_be_one_of_the_sets(tmp_path):
    lesson = tmp_path / "lesson.yaml"
    lesson.write_text("title: Drill\nlanguages: [en, fr]\nexercises:\n  - kind: trick-winner\n    seed: 3\n",
                      encoding="utf-8")
    status, out, err = run("handout", str(lesson), "--lang", "de", "--html", "-o", str(tmp_path / "sheet.html"))
    assert status == 1 and out == ""
    assert err.splitlines() == [f"{lesson}:2: language 'de': expected one of the set's languages: en, fr",
                                f"{lesson}: no handout written"]
    assert not (tmp_path / "sheet.html").exists()
    status, out, _ = run("handout", str(lesson), "--html", "-o", str(tmp_path / "sheet.html"))
    assert status == 0 and ", en, classic;" in out  # the default: the set's first language


def test_an_invalid_set_leaves_an_existing_output_untouched_and_a_missing_folder_is_an_error(tmp_path, monkeypatch):
    monkeypatch.chdir(ROOT)
    old = tmp_path / "sheet.html"
    old.write_text("last week's sheet", encoding="utf-8")
    status, _, _ = run("handout", "tests/scenarios/bad/out-of-turn.yaml", "-o", str(old))
    assert status == 1 and old.read_text(encoding="utf-8") == "last week's sheet"
    status, out, err = run("handout", "exercises/sets/lesson-trumps.yaml", "-o", str(tmp_path / "no" / "sheet.html"))
    assert status == 1 and out == ""
    assert err == f"belote-teach handout: {tmp_path / 'no' / 'sheet.html'}: cannot write: no folder {tmp_path / 'no'}\n"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["sheet.html"]
    lesson = tmp_path / "lesson.yaml"
    lesson.write_text("title: Drill\nexercises:\n  - kind: trick-winner\n    seed: 3\n", encoding="utf-8")
    status, _, err = run("handout", str(lesson), "--html", "-o", str(lesson))
    assert status == 1 and "would overwrite the lesson file" in err
    assert lesson.read_text(encoding="utf-8").startswith("title: Drill")


def test_rules_chosen_for_the_sheet_are_stated_on_it(tmp_path, monkeypatch):
    monkeypatch.chdir(ROOT)
    out = tmp_path / "sheet.html"
    status, _, err = run("handout", "exercises/sets/card-play-drill.yaml", "--lang", "fr", "--rules", "bga", "-o",
                         str(out))
    assert status == 0
    assert err.startswith("exercises/sets/card-play-drill.yaml:26: note: under bga, expected 7H 9H")
    html = BeautifulSoup(out.read_text(encoding="utf-8"), "html.parser")
    assert html.select_one("header")["data-rules"] == "bga"
    note = CHOSEN_RULES("fr", rules=preset_name("bga", "fr"), file_rules=preset_name("classic", "fr"))
    assert html.select_one(".sheet-note").get_text() == note
    rules = {item["data-rules"] for item in html.select(".sheet-exercise")}
    assert rules == {"bga", "coinche"}  # an exercise that names its own preset keeps it


def norm(text):
    """Text as pdftotext gives it back: every run of spaces (no-break ones too) a single space."""
    return " ".join(str(text).split())


def pdf_text(path):
    """The PDF's text, one string per page, whitespace made single spaces."""
    done = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True, check=True)
    pages = done.stdout.decode("utf-8").split("\f")
    return [" ".join(page.split()) for page in pages if page.strip()]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_printed_handout_in_each_language_holds_the_questions_and_the_engines_answer_key(lang, tmp_path):
    needs(CHROMIUM)
    needs("pdftotext")
    source = LESSONS[LANGUAGES.index(lang) % 2]
    out = tmp_path / f"sheet-{lang}.pdf"
    status, text, err = run("handout", str(source), "--lang", lang, "--rules", "classic" if source == LESSONS[0]
                            else "coinche", "-o", str(out))
    assert status == 0, err
    assert out.read_bytes().startswith(b"%PDF") and [path.name for path in tmp_path.iterdir()] == [out.name]
    lesson = load_set(source)
    pages = pdf_text(out)
    assert text.strip().endswith(f"{len(pages)} pages, {out.stat().st_size // 1024} KiB)")
    assert pdf_pages(out) == len(pages) >= 2
    first = pages[0]
    assert norm(lesson.title_in(lang)) in first and norm(lesson.description_in(lang)) in first and norm(RULES(lang, rules=preset_name(lesson.rules, lang))) in first
    assert LANGUAGE_NAMES[lang] in first
    for number, page in enumerate(pages, start=1):
        assert norm(PAGE(lang, page=number, total=len(pages))) in page, f"no page number on page {number}"
    key_heading = norm(ANSWER_KEY(lang))
    key_start = next(index for index, page in enumerate(pages) if page.startswith(key_heading))
    sheet, key = " ".join(pages[:key_start]), " ".join(pages[key_start:])
    assert key_heading not in sheet, "the answer key starts on its own page"
    for number, entry in enumerate(lesson.entries, start=1):
        exercise = entry.exercise
        assert norm(entry.question(lang)) in sheet, entry.question(lang)
        assert f"{norm(EXERCISE(lang, number=number))} " in sheet and f"{norm(EXERCISE(lang, number=number))} " in key
        assert norm(capitalized(exercise.answer_text(lang))) in key
        for reason in exercise.reasons():
            assert norm(reason.message(lang)) in key, reason.message(lang)
            assert norm(reason.message(lang)) not in sheet, "the reasons are in the answer key only"


def test_the_handout_in_html_is_the_same_sheet_with_css_page_numbers():
    lesson = load_set(LESSONS[0])
    printed, browser = handout_html(lesson, "de", page_numbers=False), handout_html(lesson, "de")
    numbers = handout_html_module._page_numbers_css("de")
    assert numbers == ('@page { @bottom-center { content: "Seite " counter(page) " von " counter(pages) ""; '
                       "font: 8.5pt 'DejaVu Sans', sans-serif; color: #444; } }")
    assert "counter(page)" not in printed and browser.replace(numbers, "") == printed


# ----- make pdf -----


def test_the_printed_guide_holds_every_page_and_the_quick_reference_fits_one_page(site, tmp_path):
    needs(CHROMIUM)
    needs("pdftotext")
    times = print_guide(site, tmp_path, ("en",), root=ROOT)
    assert sorted(path.name for path in tmp_path.iterdir()) == ["guide-en.pdf", "quick-reference-en.pdf"]
    assert set(times) == {"en"}
    assert pdf_pages(tmp_path / "quick-reference-en.pdf") == 1
    pages = pdf_text(tmp_path / "guide-en.pdf")
    assert len(pages) > len(toc_pages(ROOT)) and PAGE("en", page=2, total=len(pages)) in pages[1]
    text = " ".join(pages)
    for name in toc_pages(ROOT):
        title = built_page(site / "en" / f"{name}.html")
        heading = " ".join(title.select_one("article.bd-article h1").get_text().replace("#", "").split())
        assert heading in text, f"{name}: {heading!r} missing from the printed guide"


# ----- the teachers' page -----


def test_the_teachers_page_offers_both_lessons_in_every_language(site):
    for lang in LANGUAGES:
        article = built_page(site / lang / "book" / "teachers.html").select_one("article.bd-article")
        links = {Path(a["href"]).name: a["href"] for a in article.select("a.download")}
        assert set(links) == {path.name for path in LESSONS}, lang
        for path in LESSONS:
            served = (site / lang / "book" / links[path.name]).resolve()
            assert served.read_bytes() == path.read_bytes()
        assert article.get_text().count("belote-teach check") >= 1


def test_a_handout_prints_where_an_event_loop_runs(page, tmp_path):
    """Inside a running asyncio loop (pytest-playwright's here, a Jupyter kernel's for a teacher)
    the PDF is printed from a worker thread: Playwright's sync API refuses to start in the loop."""
    needs(CHROMIUM)
    page.set_content("<p>a browser of pytest-playwright is running</p>")
    made = make_handout(LESSONS[1], tmp_path / "sheet.pdf", lang="en")
    assert made.pages == pdf_pages(tmp_path / "sheet.pdf") >= 2
