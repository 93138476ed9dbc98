"""A hostile teacher (issue 18): no input, command line, pipe or signal gives a traceback, and a
handout never replaces what is not a regular file. The corpus of hostile lessons is in
``tests/scenarios/bad/`` (checked by ``test_teachers``); here are the classes a file cannot hold:
sizes, devices and FIFOs, signals while Chromium prints, closed pipes, odd file names."""

import io
import json
import os
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belote_teach import cli
from belote_teach.digits import whole
from belote_teach.errors import InvalidInput
from belote_teach.exercises import SetError, load_set, parse_set
from belote_teach.exercises.lesson_yaml import MAX_BRACKETS, MAX_BYTES
from belote_teach.exercises.play import read_points
from belote_teach.exercises.scoring import DealScoring, Declarations
from belote_teach.exercises.sets import MAX_OF_KIND, parse_exercises
from belote_teach.publish.handout import make_handout
from belote_teach.publish.printing import PrintError, write_atomically

from .conftest import CHROMIUM, ROOT, examples
from .test_teachers import english_locale, needs, run  # noqa: F401  (english_locale: autouse)

SCRIPT = str(Path(sys.executable).parent / "belote-teach")
LESSON = ROOT / "exercises" / "sets" / "auction-drill.yaml"
HEAD = "title: Drill\nexercises:\n"


def problems(text, tmp_path, name="lesson.yaml"):
    """What ``check`` prints for a file holding ``text``, without the file name."""
    path = tmp_path / name
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    status, out, err = run("check", str(path))
    assert status == 1 and err == "", (out, err)
    return [line.removeprefix(f"{path}:") for line in out.splitlines()]


# ----- numbers: only the digits 0-9 -----

FOREIGN = ["²", "¹⁰⁰", "٣", "३", "２", "৭", "𝟗"]
"""Superscripts, Arabic-Indic, Devanagari, full-width, Bengali and mathematical digits."""

PLACES = [
    ("  - kind: trick-winner\n    seed: {n}\n", "4: seed: "),
    ("  - kind: trick-winner\n    seed: 1\n    level: {n}\n", "5: level: "),
    ("  - kind: trick-points\n    trump: H\n    trick: E:7S N:10S W:9H S:AS\n    expect: {n}\n", "6: expect: "),
    ("  - kind: deal-score\n    taker: N\n    trump: H\n    points: {{NS: {n}, EW: 67}}\n", "6: points: NS: "),
    ("  - kind: deal-score\n    preset: coinche\n    taker: N\n    trump: H\n    bid: {n}\n    points: {{NS: 95, EW: 67}}\n",
     "7: bid: "),
    ("  - kind: deal-score\n    taker: N\n    trump: H\n    points: {{NS: 95, EW: 67}}\n    multiplier: {n}\n", "7: multiplier: "),
    ("  - kind: match-end\n    totals: {{NS: 1030, EW: {n}}}\n", "4: totals: EW: "),
]


@pytest.mark.parametrize("digits", FOREIGN)
@pytest.mark.parametrize(("body", "where"), PLACES, ids=lambda value: value.split(":")[1].strip() if ":" in value else value)
def test_digits_other_than_ascii_are_refused_with_a_message(digits, body, where, tmp_path):
    found = problems(HEAD + body.format(n=digits), tmp_path)
    assert found == [f"{where}{digits!r} is written with digits other than 0-9: write the number with 0-9"]


@pytest.mark.parametrize("digits", FOREIGN)
def test_the_engine_readers_refuse_foreign_digits_as_invalid_input(digits):
    for read in (read_points, Declarations.read.__get__(None, Declarations)):
        with pytest.raises((InvalidInput, TypeError, AttributeError)) as caught:
            read(f"NS {digits}" if read is not read_points else digits)
        assert isinstance(caught.value, InvalidInput) or read is not read_points
    assert whole(digits) is None
    status, _, _ = run("check", "--rules", f"coinche+min_bid={digits}", "x.yaml")
    assert status == 2


def test_deal_score_answers_with_foreign_digits_are_refused():
    exercise = DealScoring.make(taker="N", trump="H", points={"NS": 95, "EW": 67})
    for text in ("made ٩٥ 67", "made 95 ²", "made 9999999999 67"):
        with pytest.raises(InvalidInput):
            exercise.read(text)
    assert exercise.read("made 95 67") == ("made", 95, 67)


def test_a_huge_number_is_refused_before_python_converts_it(tmp_path):
    assert problems(HEAD + "  - kind: trick-winner\n    seed: " + "9" * 30 + "\n", tmp_path) == [
        "4: seed: a number of 30 digits: at most 9 digits"]
    assert problems(HEAD + "  - kind: trick-winner\n    seed: " + "9" * 5000 + "\n", tmp_path) == [
        "4: a value of 5000 characters: at most 2000; shorten it"]


# ----- YAML that explodes: aliases, depth, size -----


def test_an_alias_bomb_and_deep_nesting_are_refused_in_a_small_process(tmp_path):
    """Refused before anything is composed: in a process limited to 1 GiB and a minute."""
    bomb = "".join(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}" if i else "x"] * 9) + "]\n" for i in range(12))
    files = {
        "bomb.yaml": bomb + HEAD,
        "loop.yaml": HEAD + "  - kind: card-value\n    card: JH\n    trump: H\n    expect: &x [*x]\n",
        "brackets.yaml": HEAD + "  - kind: card-value\n    card: JH\n    trump: H\n    expect: " + "[" * 100_000 + "]" * 100_000,
        "blocks.yaml": "".join("  " * depth + "- \n" for depth in range(400)),
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    code = ("import resource, sys; resource.setrlimit(resource.RLIMIT_AS, (2**30, 2**30)); "
            "from belote_teach.cli import run; sys.argv[0] = 'belote-teach'; run()")
    done = subprocess.run([sys.executable, "-c", code, "check", *sorted(files)], cwd=tmp_path, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 1 and done.stderr == ""
    assert done.stdout.splitlines() == [
        "blocks.yaml:7: nested more than 6 levels deep: a lesson needs lists and mappings only a few levels deep",
        "bomb.yaml:1: an anchor (&a0): remove it; a lesson uses no anchors or aliases",
        f"brackets.yaml:6: brackets nested more than {MAX_BRACKETS} deep: a lesson needs at most one level of [ ] or {{ }}",
        "loop.yaml:6: an anchor (&x): remove it; a lesson uses no anchors or aliases",
    ]


def test_a_file_larger_than_a_lesson_is_refused_unread(tmp_path):
    big = tmp_path / "big.yaml"
    big.write_bytes(b"title: x\n" + b"# padding\n" * (MAX_BYTES // 10 + 1))
    assert problems(big.read_bytes(), tmp_path, "big.yaml") == [
        f"1: the file is {big.stat().st_size} bytes: a lesson is at most {MAX_BYTES} bytes; split it into several files"]
    with pytest.raises(SetError, match="a lesson is at most"):
        parse_set("title: x\n" + "#" * MAX_BYTES)


@given(st.text(max_size=400))
@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_any_text_is_a_set_or_a_set_error(text):
    try:
        parse_set(text, "any.yaml")
    except SetError as error:
        assert error.problems and all(problem.file == "any.yaml" and problem.line >= 1 for problem in error.problems)


SMALL_TABLE = ["preset: nl23\n", "preset: nl23+players=2\n", "    preset: nl23\n", "    preset: nl23+players=2\n"]
ESCAPES = ['title: "A \\ud800 B"\n', '    question: "\\uD83D\\uDE00?"\n', '"\\udc00"', '"\\U00110000"', '"\\U0001F600"']
GENERATED = [f"  - kind: {kind}\n    level: {level}\n    seed: 3\n" for kind in
             ("which-cards", "trick-winner", "trick-points", "declarations", "deal-score", "card-value", "bid", "auction",
              "match-end") for level in (1, 3)]
FRAGMENTS = st.sampled_from(SMALL_TABLE + ESCAPES + GENERATED + [
    "title: Drill\n", "exercises:\n", "  - kind: trick-winner\n", "  - kind: bid\n", "    dealer: N\n", "    trump: H\n",
    "    trick: E:7S N:10S W:9H S:AS\n", "    seed: 3\n", "    level: 2\n", "    expect: ", "[", "]", "{", "}", "&a ", "*a",
    "!!str ", "²", "٣", "-1", "'", '"', "\t", "\r\n", "\x00", "\ufeff", "\u202e", ": ", "- ", "? ", "---\n", "null", "true",
    "    hands:\n      N: 7S 9D\n", "    calls: [pass, pass]\n", "    totals: {NS: 1010, EW: 1002}\n", "languages: [en, en]\n",
])


@given(st.lists(FRAGMENTS, max_size=30).map("".join))
@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_any_mix_of_lesson_fragments_is_a_set_or_a_set_error(text):
    try:
        parse_set(text, "mix.yaml")
    except SetError as error:
        assert error.problems


# ----- inputs that are not regular files -----


def test_a_fifo_a_device_and_a_folder_as_input_are_refused_without_waiting(tmp_path):
    fifo = tmp_path / "lesson.yaml"
    os.mkfifo(fifo)  # nobody writes to it: reading must not wait
    done = subprocess.run([SCRIPT, "check", str(fifo), "/dev/zero", str(tmp_path)], capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 1 and done.stderr == ""
    assert done.stdout.splitlines() == [
        f"{fifo}:1: a named pipe (FIFO), not a regular file: expected the path of an exercise-set file (.yaml)",
        "/dev/zero:1: a character device, not a regular file: expected the path of an exercise-set file (.yaml)",
        f"{tmp_path}:1: a folder, not a file: expected the path of an exercise-set file (.yaml)",
    ]


def test_the_same_file_named_twice_or_through_a_link_is_checked_once(tmp_path, monkeypatch):
    monkeypatch.chdir(ROOT)
    link = tmp_path / "link.yaml"
    link.symlink_to(ROOT / "exercises" / "sets" / "lesson-trumps.yaml")
    status, out, _ = run("check", "exercises/sets/lesson-trumps.yaml", "./exercises/sets/lesson-trumps.yaml", str(link))
    assert status == 0 and out.splitlines() == ["exercises/sets/lesson-trumps.yaml: OK, 7 exercises (classic; en, nl, fr, de)"]


def test_file_names_with_spaces_accents_and_bytes_that_are_not_utf8(tmp_path):
    folder = tmp_path / "leçons de belote"
    folder.mkdir()
    lesson = folder / "première leçon.yaml"
    lesson.write_bytes((ROOT / "exercises" / "sets" / "lesson-trumps.yaml").read_bytes())
    raw = os.fsencode(folder) + b"/\xff lesson.yaml"
    with open(raw, "wb") as file:
        file.write(b"title: x\n")
    done = subprocess.run([os.fsencode(SCRIPT), b"check", os.fsencode(lesson), raw], capture_output=True, timeout=60,
                          check=False)
    assert done.returncode == 1 and done.stderr == b""
    lines = done.stdout.decode("utf-8").splitlines()  # the undecodable byte comes out as \udcff, readable
    assert lines == [f"{lesson}: OK, 7 exercises (classic; en, nl, fr, de)",
                     f"{folder}/\\udcff lesson.yaml:1: the set needs exercises: add 'exercises:' and a list of exercises"]
    out = folder / "feuille d'exercices.html"
    status, text, _ = run("handout", str(lesson), "--lang", "fr", "-o", str(out))
    assert status == 0 and out.exists() and text.startswith(f"wrote {out} ")


# ----- the command line -----


@pytest.mark.parametrize(("argv", "message"), [
    (["-o", ""], "argument -o/--output: expected a file name, not an empty text"),
    (["-o", "  "], "argument -o/--output: expected a file name, not an empty text"),
    (["-o", "-"], "argument -o/--output: the output is written to a file, not to standard output ('-')"),
    (["-o", "sheets/"], "argument -o/--output: sheets/: a folder; expected a file name (e.g. sheets/sheet.pdf)"),
    (["--rules", "coinche+min_bid=²"], "argument --rules: rule switch min_bid = '²' is not allowed: expected one of 80, 82"),
    (["--lang", ""], "argument --lang: invalid choice: ''"),
])
def test_a_wrong_handout_command_line_is_a_usage_error(argv, message, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    status, out, _ = run("handout", str(LESSON), "--html", *argv)
    err = capsys.readouterr().err
    assert status == 2 and out == ""
    assert err.startswith("usage: belote-teach handout") and message in err.splitlines()[-1]
    assert list(tmp_path.iterdir()) == [], "nothing is written for a wrong command line"


def test_output_that_cannot_be_encoded_is_escaped_not_a_crash(tmp_path):
    lesson = tmp_path / "leçon–1.yaml"
    lesson.write_text("title: x\n", encoding="utf-8")
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    done = subprocess.run([SCRIPT, "check", str(lesson)], capture_output=True, text=True, env=env, timeout=60,
                          check=False)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stdout.startswith(str(tmp_path) + "/le\\xe7on\\u20131.yaml:1: ")


def test_a_full_disk_on_stdout_is_one_message():
    with open("/dev/full", "w") as full:
        done = subprocess.run([SCRIPT, "check", str(LESSON)], stdout=full, stderr=subprocess.PIPE, text=True,
                              timeout=60, check=False)
    assert done.returncode == 1
    assert done.stderr == "belote-teach: cannot write the output: No space left on device\n"


# ----- a closed pipe -----


def test_stdout_closed_early_ends_quietly_with_the_status_of_sigpipe():
    process = subprocess.Popen([SCRIPT, "check", "--answers", str(LESSON)], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE)
    process.stdout.close()  # the reader went away before the first line
    _, err = process.communicate(timeout=60)
    assert process.returncode == 128 + signal.SIGPIPE and err == b""


def test_check_piped_into_head_shows_one_line_and_no_broken_pipe(tmp_path):
    copies = []
    for number in range(60):  # more than a pipe holds, so that head closes it while check still writes
        copy = tmp_path / f"lesson-{number}.yaml"
        copy.write_bytes(LESSON.read_bytes())
        copies.append(str(copy))
    done = subprocess.run(["bash", "-c", f'"{SCRIPT}" check --answers "$@" | head -1; echo "status ${{PIPESTATUS[0]}}" >&2',
                           "bash", *copies], capture_output=True, text=True, timeout=120, check=False)
    assert done.stdout == f"{copies[0]}: OK, 10 exercises (classic; en, nl, fr, de)\n"
    assert done.stderr == f"status {128 + signal.SIGPIPE}\n"


# ----- output only to a regular file -----


def test_a_handout_is_never_written_to_a_fifo_a_link_a_folder_or_a_hard_link_of_its_input(tmp_path):
    target = tmp_path / "last-week.html"
    target.write_text("last week's sheet", encoding="utf-8")
    link, fifo, folder = tmp_path / "link.html", tmp_path / "fifo.html", tmp_path / "folder.html"
    link.symlink_to(target)
    os.mkfifo(fifo)
    folder.mkdir()
    lesson = tmp_path / "lesson.yaml"
    lesson.write_bytes(LESSON.read_bytes())
    hard = tmp_path / "hard.html"
    os.link(lesson, hard)
    expected = {
        link: f"{link}: cannot write: it is a symbolic link, not a regular file; belote-teach writes only to a regular "
              "file (a new one, or one it replaces)",
        fifo: f"{fifo}: cannot write: it is a named pipe (FIFO), not a regular file; belote-teach writes only to a "
              "regular file (a new one, or one it replaces)",
        folder: f"{folder}: cannot write: it is a folder; give a file name",
        hard: f"{hard}: writing it would overwrite the lesson file: choose another output file",
    }
    before = sorted(path.name for path in tmp_path.iterdir())
    for out, message in expected.items():
        status, text, err = run("handout", str(lesson), "--html", "-o", str(out))
        assert (status, text, err) == (1, "", f"belote-teach handout: {message}\n")
    assert sorted(path.name for path in tmp_path.iterdir()) == before
    assert link.is_symlink() and stat.S_ISFIFO(fifo.lstat().st_mode) and folder.is_dir()
    assert target.read_text(encoding="utf-8") == "last week's sheet" and hard.read_bytes() == LESSON.read_bytes()


@pytest.mark.skipif(os.geteuid() != 0, reason="making a device node needs root")
def test_a_device_is_never_replaced_even_as_root(tmp_path):
    null = tmp_path / "null"
    os.mknod(null, stat.S_IFCHR | 0o666, os.makedev(1, 3))  # a second /dev/null, in the test's own folder
    status, _, err = run("handout", str(LESSON), "--html", "-o", str(null))
    assert status == 1 and "it is a character device, not a regular file" in err
    assert stat.S_ISCHR(null.lstat().st_mode) and sorted(p.name for p in tmp_path.iterdir()) == ["null"]


def test_the_temporary_file_goes_on_every_way_out(tmp_path, monkeypatch):
    out = tmp_path / "sheet.html"
    out.write_text("old", encoding="utf-8")

    def fail_rename(source, target):
        raise OSError(28, "No space left on device")

    def interrupted(path):
        path.write_text("half", encoding="utf-8")
        raise KeyboardInterrupt

    def replaced_by_a_link(path):
        path.write_text("new", encoding="utf-8")
        out.unlink()
        out.symlink_to(tmp_path / "elsewhere")  # the target changed while the sheet was written

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", fail_rename)
        with pytest.raises(PrintError, match="No space left on device"):
            write_atomically(out, lambda path: path.write_text("new", encoding="utf-8"))
    with pytest.raises(KeyboardInterrupt):
        write_atomically(out, interrupted)
    assert [p.name for p in tmp_path.iterdir()] == ["sheet.html"] and out.read_text(encoding="utf-8") == "old"
    with pytest.raises(PrintError, match="symbolic link"):
        write_atomically(out, replaced_by_a_link)
    assert [p.name for p in tmp_path.iterdir()] == ["sheet.html"] and out.is_symlink()


def test_a_malicious_title_is_escaped_everywhere_on_the_sheet(tmp_path):
    lesson = tmp_path / "lesson.yaml"
    lesson.write_text('title: {en: "<script>alert(1)</script>", fr: "\\" onload=\\"x"}\nlanguages: [en, fr]\n'
                      "description: <img src=x onerror=alert(2)>\nexercises:\n  - kind: card-value\n    card: JH\n"
                      "    trump: H\n    question: {en: '</li><iframe>', fr: '&amp; <b>'}\n", encoding="utf-8")
    for lang in ("en", "fr"):
        made = make_handout(lesson, tmp_path / f"sheet-{lang}.html", lang=lang, html=True)
        html = made.path.read_text(encoding="utf-8")
        assert not any(tag in html for tag in ("<script", "<img", "<iframe", "<b>", '" onload'))
    html = (tmp_path / "sheet-fr.html").read_text(encoding="utf-8")
    assert "&amp;amp; &lt;b&gt;" in html and "&quot; onload=&quot;x" in html


# ----- signals while Chromium prints -----


def descendants(pid):
    """The processes below ``pid`` (Linux /proc), as {pid: command name}."""
    parents = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
                parents[int(entry.name)] = (int(fields[1]), (entry / "comm").read_text().strip())
            except (OSError, IndexError, ValueError):
                continue
    found, frontier = {}, [pid]
    while frontier:
        parent = frontier.pop()
        for child, (ppid, name) in parents.items():
            if ppid == parent and child not in found:
                found[child] = name
                frontier.append(child)
    return found


def renderers(pids):
    """The Chromium renderers (the processes that draw a page) among ``pids``."""
    found = []
    for pid in pids:
        try:
            if b"--type=renderer" in Path(f"/proc/{pid}/cmdline").read_bytes():
                found.append(pid)
        except OSError:
            continue
    return found


def processes_using(folder):
    """Processes whose command line names ``folder`` (Chromium's profile is in the test's TMPDIR)."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and str(folder).encode() in (entry / "cmdline").read_bytes():
                found.append(int(entry.name))
        except OSError:
            continue
    return found


@pytest.mark.parametrize(("number", "how"), [(signal.SIGINT, "once"), (signal.SIGTERM, "once"), (signal.SIGINT, "group"),
                                             (signal.SIGTERM, "twice")], ids=["SIGINT", "SIGTERM", "ctrl-c", "SIGTERM-twice"])
def test_a_signal_while_chromium_prints_stops_cleanly(number, how, tmp_path, request):
    """SIGINT or SIGTERM to the command (or Ctrl-C: SIGINT to its whole process group, Chromium
    too; or a second signal that will not wait) while Chromium prints: one note, 130 or 143, the
    old sheet untouched, no temporary file, no Chromium profile left and no Chromium running."""
    needs(CHROMIUM)
    temporary = Path(tempfile.mkdtemp(prefix="bt-", dir="/tmp"))  # short: Chromium's socket path has a limit
    request.addfinalizer(lambda: shutil.rmtree(temporary, ignore_errors=True))
    target = tmp_path / "sheet.pdf"
    target.write_text("last week's sheet", encoding="utf-8")
    process = subprocess.Popen([SCRIPT, "handout", str(LESSON), "-o", str(target)], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, start_new_session=True,
                               env={**os.environ, "TMPDIR": str(temporary)})
    deadline = time.monotonic() + 60
    while not renderers(descendants(process.pid)):  # the page exists: Chromium is printing
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "Chromium never opened the page"
        time.sleep(0.05)
    if how == "group":
        os.killpg(process.pid, number)
    else:
        process.send_signal(number)
    if how == "twice":
        time.sleep(0.05)
        process.send_signal(number)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 128 + number, (out, err)
    assert (out, err) == ("", f"belote-teach: stopped by {signal.Signals(number).name}: no handout written\n")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["sheet.pdf"]
    assert target.read_text(encoding="utf-8") == "last week's sheet"
    deadline = time.monotonic() + 10
    while processes_using(temporary) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert processes_using(temporary) == [], "Chromium outlived the command"
    left = [path.name for path in temporary.iterdir()]
    if how != "once":  # Chromium itself got the signal, or was left to its driver: its own scratch folder may stay
        left = [name for name in left if not name.startswith("org.chromium.Chromium.")]
    assert left == [], "a temporary file or Chromium's profile was left behind"


def test_a_signal_while_chromium_prints_a_class_set_stops_before_any_sheet_is_written(tmp_path, request):
    """A class set prints several PDFs: SIGINT while Chromium prints stops after the sheet being
    printed, before the next and before any rename: no sheet, no key, no temporary file."""
    needs(CHROMIUM)
    temporary = Path(tempfile.mkdtemp(prefix="bt-", dir="/tmp"))
    request.addfinalizer(lambda: shutil.rmtree(temporary, ignore_errors=True))
    old = tmp_path / "class-1.pdf"
    old.write_text("last week's sheet", encoding="utf-8")
    process = subprocess.Popen([SCRIPT, "handout", str(LESSON), "--variants", "6", "-o", str(tmp_path / "class.pdf")],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
                               env={**os.environ, "TMPDIR": str(temporary)})
    deadline = time.monotonic() + 120
    while not renderers(descendants(process.pid)):
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "Chromium never opened the page"
        time.sleep(0.05)
    started = time.monotonic()
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert (process.returncode, out, err) == (130, "", "belote-teach: stopped by SIGINT: no handout written\n")
    assert time.monotonic() - started < 20, "the command printed every sheet before it stopped"
    assert sorted(path.name for path in tmp_path.iterdir()) == ["class-1.pdf"]
    assert old.read_text(encoding="utf-8") == "last week's sheet"


def test_in_process_main_keeps_its_streams(tmp_path):
    """``main`` (what tests and tools call) writes to the streams it is given, nothing else."""
    out, err = io.StringIO(), io.StringIO()
    assert cli.main(["check", str(LESSON)], out, err) == 0 and err.getvalue() == ""
    assert load_set(LESSON).entries and out.getvalue().endswith("OK, 10 exercises (classic; en, nl, fr, de)\n")


# ----- the small table and escapes, through the whole command -----

KINDS = ["which-cards", "trick-winner", "trick-points", "declarations", "deal-score", "card-value", "bid", "auction",
         "match-end", "best-card"]
WRITTEN = [
    "  - kind: trick-points\n    trump: H\n    trick: E:7S N:10S W:9H S:AS\n",
    "  - kind: which-cards\n    trump: H\n    trick: E:AS N:9H\n    hand: 7H JH 8C\n",
    "  - kind: card-value\n    card: JH\n    trump: H\n",
    "  - kind: match-end\n    totals: {NS: 1010, EW: 1002}\n",
    "  - kind: deal-score\n    taker: N\n    trump: H\n    points: {NS: 95, EW: 67}\n",
    "  - kind: bid\n    dealer: N\n    turned: JH\n",
]
PRESETS = ["classic", "coinche", "nl23", "nl23+players=2", "nl23+players=3"]
TITLES = ["Drill", '"A \\ud800 B"', '"\\uD83D\\uDE00 smile"', '"\\U00110000"', '"\\U0001F600 smile"', '"\\x1b[31m"']
EXERCISE = st.one_of(
    st.builds(lambda kind, level, seed: f"  - kind: {kind}\n    level: {level}\n    seed: {seed}\n",
              st.sampled_from(KINDS), st.sampled_from([1, 2, 3]), st.integers(0, 50))
    .filter(lambda text: "best-card" not in text or "level: 1" in text),  # a level-3 puzzle takes a second
    st.sampled_from(WRITTEN),
    st.builds(lambda body, preset: body + f"    preset: {preset}\n", st.sampled_from(WRITTEN), st.sampled_from(PRESETS)),
)
A_LESSON = st.builds(
    lambda title, preset, exercises: f"title: {title}\n" + (f"preset: {preset}\n" if preset else "") + "exercises:\n"
    + "".join(exercises),
    st.sampled_from(TITLES), st.sampled_from([None, *PRESETS]), st.lists(EXERCISE, min_size=1, max_size=3))
@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return tmp_path_factory.mktemp("lessons")


@given(A_LESSON, st.sampled_from([[], ["--rules", "nl23"], ["--rules", "nl23+players=2"], ["--rules", "coinche"],
                                ["--rules", "nl23+players=5"]]))
@settings(max_examples=examples(150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_any_lesson_under_any_rules_small_tables_included_is_checked_without_a_traceback(folder, text, rules):
    """Generated and written exercises, small-table presets (in the file, per exercise, ``--rules``),
    surrogate and out-of-range escapes: exit 0, 1 or 2, and every line is ``file:line: …`` or OK."""
    path = folder / "lesson.yaml"
    path.write_text(text, encoding="utf-8")
    status, out, _ = run("check", *rules, str(path))  # an exception here would be a traceback
    assert status in (0, 1, 2), (status, out)
    if status == 2:
        assert rules[-1:] == ["nl23+players=5"] and out == ""
        return
    lines = out.splitlines()
    assert lines, text
    for line in lines:
        assert line.startswith(f"{path}:") and (line.startswith(f"{path}: OK, ") or
                                                line.removeprefix(f"{path}:").split(":")[0].isdigit()), line
    assert (status == 0) == lines[-1].startswith(f"{path}: OK, ")


def test_a_lone_surrogate_never_reaches_the_sheet(tmp_path):
    """The audit's case: ``check`` passed, then ``handout --html`` crashed writing the surrogate."""
    lesson = tmp_path / "lesson.yaml"
    lesson.write_text('title: "A \\ud800 B"\nexercises:\n  - kind: card-value\n    card: JH\n    trump: H\n',
                      encoding="utf-8")
    assert run("check", str(lesson))[:2] == (1, f"{lesson}:1: \\ud800 written as an escape in a quoted value is half "
                                                "of a UTF-16 surrogate pair, not a character: write the character "
                                                'itself (😀, or "\\U0001F600", not "\\ud83d\\ude00"), or remove it\n')
    status, out, err = run("handout", str(lesson), "--html", "-o", str(tmp_path / "sheet.html"))
    assert (status, out) == (1, "") and err.endswith(f"{lesson}: no handout written\n")
    assert sorted(path.name for path in tmp_path.iterdir()) == ["lesson.yaml"]
    with pytest.raises(SetError, match="surrogate"):
        parse_set("title: A \ud800 B\nexercises: []\n")  # a text (not a file) holding one, unescaped


def test_best_card_puzzles_are_bounded_before_any_is_solved(tmp_path):
    """Thirteen level-3 puzzles would take about twenty seconds: refused at once, naming the limit."""
    lesson = HEAD + "".join(f"  - kind: best-card\n    level: 3\n    seed: {seed}\n" for seed in range(MAX_OF_KIND["best-card"] + 1))
    started = time.process_time()
    assert problems(lesson, tmp_path) == [
        f"{2 + 3 * MAX_OF_KIND['best-card'] + 1}: more than {MAX_OF_KIND['best-card']} best-card exercises in one file: "
        "each is solved by a search that takes up to a few seconds; split the lesson into several files"]
    assert time.process_time() - started < 2
    with pytest.raises(SetError, match="more than 12 best-card"):
        parse_exercises(lesson.removeprefix(HEAD), "page.md", 10)


# ----- start-up, command line and file names -----

STARTUP = """
import builtins, os, signal, sys
from belote_teach import cli
real_import = builtins.__import__
number, sent = int(sys.argv[1]), []
def importing(name, globals=None, locals=None, fromlist=(), level=0):
    if not sent and (level or name.startswith("belote_teach.")):  # the command's first import of its own modules
        sent.append(os.kill(os.getpid(), number))
    return real_import(name, globals, locals, fromlist, level)
builtins.__import__ = importing
sys.argv = ["belote-teach", *sys.argv[2:]]
cli.run()
"""


@pytest.mark.parametrize("command", [["check", str(LESSON)], ["handout", str(LESSON), "--html", "-o", "sheet.html"]],
                         ids=["check", "handout"])
@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_signal_during_start_up_is_one_note_and_the_conventional_status(number, command, tmp_path):
    """The signal arrives as ``run`` imports what the command needs (the exercises, the printing):
    the handlers are already there: 130 or 143, one line, no traceback, nothing written."""
    done = subprocess.run([sys.executable, "-c", STARTUP, str(int(number)), *command], capture_output=True, text=True,
                          cwd=ROOT if command[0] == "check" else tmp_path, timeout=60, check=False,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 128 + number, done.stderr
    assert (done.stdout, done.stderr) == ("", f"belote-teach: stopped by {signal.Signals(number).name}"
                                              f"{': no handout written' if command[0] == 'handout' else ''}\n")
    assert list(tmp_path.iterdir()) == []


def test_an_empty_file_name_is_a_usage_error(capsys):
    assert run("check", "")[0] == 2 and run("handout", "", "--html")[0] == 2
    assert capsys.readouterr().err.splitlines()[-1] == (
        "belote-teach handout: error: argument FILE: expected a file name, not an empty text")


def test_control_characters_in_a_file_name_are_shown_escaped(tmp_path):
    lesson = tmp_path / "a\x1b[2J\nb\u202e.yaml"
    lesson.write_text("title: x\n", encoding="utf-8")
    status, out, _ = run("check", str(lesson))
    assert status == 1 and out == (f"{tmp_path}/a\\x1b[2J\\nb\\u202e.yaml:1: the set needs exercises: add "
                                   "'exercises:' and a list of exercises\n")
    status, _, err = run("handout", str(lesson), "--html", "-o", str(tmp_path / "s\x07.html"))
    assert status == 1 and "\x1b" not in err and err.endswith(f"{tmp_path}/a\\x1b[2J\\nb\\u202e.yaml: no handout written\n")


@pytest.mark.skipif(not Path("/proc/version").is_file(), reason="Linux /proc")
def test_a_system_file_is_not_a_regular_writable_file():
    status, out, err = run("handout", str(LESSON), "--html", "-o", "/proc/version")
    assert (status, out) == (1, "")
    assert err.startswith("belote-teach handout: /proc/version: cannot write: it is not a regular writable file (its "
                          "folder /proc takes no new files: ")


@pytest.mark.parametrize("argv", [["check", "--rules", "x" * 40_000, "x.yaml"], ["check", "--lang", "x" * 40_000, "x.yaml"],
                                  ["check", "--rules", "classic+" + "x" * 150, "x.yaml"],
                                  ["handout", str(LESSON), "-o", "x" * 40_000 + "/"]],
                         ids=["rules", "lang", "switch", "output"])
def test_a_long_wrong_value_is_not_echoed_in_full(argv, capsys):
    assert run(*argv)[0] == 2
    last = capsys.readouterr().err.splitlines()[-1]
    assert len(last) < 300 and ("xxxxxxxxxx…" in last or "a rules text of 40000 characters" in last), last


def test_json_escapes_c1_controls_and_direction_marks_in_file_names(tmp_path):
    lesson = tmp_path / "a\x9b2J\u202eb\x1b.yaml"
    lesson.write_text("title: x\n", encoding="utf-8")
    status, out, _ = run("check", "--json", str(lesson))
    assert status == 1 and not any(char in out for char in "\x9b\u202e\x1b")
    assert json.loads(out)["files"][0]["file"] == str(lesson)
