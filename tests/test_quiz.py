"""Kernel-free quizzes: answers and explanations computed by the engine at build time, stored in the
page; authoring errors fail the build with file:line; the author's text is escaped."""

import json

import pytest
from bs4 import BeautifulSoup

from belote_teach.exercises import KINDS, REGISTRY, Exercise, TrickWinner, WhichCards, generate
from belote_teach.i18n import LANGUAGES
from belote_teach.publish.lite import localized_notebook, under_rules
from belote_teach.render.quiz import quiz_html

from . import test_guide
from .conftest import ROOT, built_page
from .test_sphinxext import build

LIVE_VARIANTS = {name: kind.live for name, kind in REGISTRY.items() if kind.live}


def test_a_quiz_question_stores_the_engines_answer_and_every_reason():
    exercise = WhichCards.make("7H QH 8D AS", "W:AC", trump="H")
    html = BeautifulSoup(quiz_html([exercise], "drill", "nl"), "html.parser")
    question = html.select_one("li.belote-question")
    assert question["data-kind"] == "which-cards" and question["data-answer"] == "7H QH"
    assert question["data-question"] == "drill/1"
    reasons = {item["data-for"]: item.get_text() for item in question.select(".belote-explanation li")}
    for verdict in exercise.verdicts:
        assert verdict.message("nl") in reasons[str(verdict.card)]
    assert [box["value"] for box in question.select("input[type=checkbox]")] == ["7H", "QH", "8D", "AS"]
    assert "Niet helemaal" in question.select_one(".belote-wrong").get_text()


def test_trick_winner_reasons_are_keyed_by_seat():
    exercise = TrickWinner.make("N:AS W:7H S:10S E:KS", trump="H")
    question = BeautifulSoup(quiz_html([exercise], "q", "en"), "html.parser")
    assert question.select_one("li")["data-answer"] == "W"
    assert {item.get("data-for") for item in question.select(".belote-explanation li")} == {None, "N", "S", "E"}
    assert [radio["value"] for radio in question.select("input[type=radio]")] == ["N", "W", "S", "E"]


QUIZ_PAGE = """# Test

Text.

:::{{quiz}}
{body}
:::
"""


def test_a_quiz_builds_with_generated_and_written_questions(tmp_path):
    body = ("- kind: trick-points\n  question: What is it worth?\n  trump: H\n  trick: E:7S N:10S W:9H S:AS\n"
            "- kind: declarations\n  level: 2\n  seed: 1")
    status, output, html = build(tmp_path, QUIZ_PAGE.format(body=body), "fr")
    assert status == 0, output
    page = BeautifulSoup(html, "html.parser")
    questions = page.select(".belote-quiz li.belote-question")
    assert [q["data-kind"] for q in questions] == ["trick-points", "declarations"]
    assert questions[0]["data-answer"] == "35"
    assert questions[1]["data-answer"] == generate("declarations", 2, 1).answer_key
    assert "What is it worth?" in questions[0].select_one(".belote-prompt").get_text()
    assert "Quelle équipe marque ses annonces" in questions[1].select_one(".belote-prompt").get_text()
    assert page.select_one("script[src*='quiz/belote-quiz.js']")


def test_the_new_kinds_build_with_their_forms_and_answers(tmp_path):
    body = ("- kind: card-value\n  trump: H\n  card: JS\n"
            "- kind: bid\n  dealer: E\n  turned: KS\n  calls: pass pass pass pass\n"
            "- kind: auction\n  preset: coinche\n  dealer: N\n  calls: 90 S, 100 H, coinche, pass, pass\n"
            "- kind: match-end\n  totals: {NS: 1010, EW: 1002}\n  failed-by: NS")
    status, output, html = build(tmp_path, QUIZ_PAGE.format(body=body), "fr")
    assert status == 0, output
    questions = BeautifulSoup(html, "html.parser").select(".belote-quiz li.belote-question")
    assert [(q["data-kind"], q["data-answer"]) for q in questions] == [
        ("card-value", "2"), ("bid", "pass, H, D, C"), ("auction", "S 100 H x2"), ("match-end", "EW")]
    value, calls, auction, match = questions
    assert value.select_one('input[type=number][data-part="points"]') and "valet de pique" in value.get_text()
    assert calls["data-separator"] == ", " and [box["value"] for box in calls.select("input[type=checkbox]")] == [
        "take", "pass", "S", "H", "D", "C"]
    assert {item["data-for"]: item["data-allowed"] for item in calls.select(".belote-explanation li")}["take"] == "false"
    assert [part["data-part"] for part in auction.select("fieldset[data-part]")] == ["taker", "bid", "trump", "multiplier"]
    assert auction.select_one('input[value="thrown-in"]').parent["data-alone"] == "true"
    assert "Qui remporte la partie" in match.select_one(".belote-prompt").get_text()
    assert {item.get("data-for") for item in match.select(".belote-explanation li")} == {None, "NS", "none"}


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("- kind: trick-points\n  trump: H\n  trick: E:7S N:10S W:9H", "index.md:8: trick: a complete trick has four cards, not 3"),
        ("- kind: trick-winner\n  trump: H\n  trick: E:7S N:10S W:9H S:AS\n  expect: N",
         "index.md:9: expected N but the engine's answer is W"),
        ("- kind: who-wins", "index.md:6: unknown kind 'who-wins'"),
        ("- kind: which-cards\n  seed: 1\n  level: 9", "index.md:8: level 9: expected 1, 2 or 3"),
        ("- kind: bid\n  dealer: N\n  turned: KS\n  calls: pass, H", "index.md:9: calls: call 2: South cannot call hearts"),
        ("- kind: auction\n  dealer: N\n  turned: KS\n  calls: pass\n  expect: W S",
         "index.md:9: calls: the auction is not over: S is still to speak"),
        ("- kind: match-end\n  totals: {NS: 1010, EW: 1002}\n  expect: EW", "index.md:8: expected EW but the engine's answer is NS"),
    ],
)
def test_quiz_errors_are_reported_where_they_are(tmp_path, body, message):
    status, output, _ = build(tmp_path, QUIZ_PAGE.format(body=body))
    assert status != 0
    assert message in output, output


def test_author_text_in_a_quiz_is_escaped(tmp_path):
    body = "- kind: trick-winner\n  question: <script>alert(1)</script> & who wins?\n  trump: H\n  trick: E:7S N:10S W:9H S:AS"
    status, output, html = build(tmp_path, QUIZ_PAGE.format(body=body))
    assert status == 0, output
    assert "<script>alert(1)" not in html and "&lt;script&gt;alert(1)&lt;/script&gt; &amp; who wins?" in html


def test_live_exercise_links_to_the_notebook_of_the_pages_language(tmp_path):
    status, output, html = build(tmp_path, "# Test\n\n:::{live-exercise} trick-winner\n:::\n", "de")
    assert status == 0, output
    link = BeautifulSoup(html, "html.parser").select_one("a.belote-live")
    assert link["href"] == "../lite/notebooks/index.html?path=de/trick-winner.ipynb"
    assert "Wer gewinnt den Stich?" in link.get_text()
    status, output, _ = build(tmp_path, "# Test\n\n:::{live-exercise} bidding\n:::\n")
    assert status != 0 and "index.md:3: unknown exercise kind 'bidding'" in output
    status, output, html = build(tmp_path, "# Test\n\n:::{live-exercise} bid\n:rules: coinche\n:::\n", "nl")
    assert status == 0, output
    link = BeautifulSoup(html, "html.parser").select_one("a.belote-live")
    assert link["href"] == "../lite/notebooks/index.html?path=nl/bid-coinche.ipynb" and link["data-rules"] == "coinche"
    assert link.get_text() == "Open als notebook (JupyterLite): Wat mag je bieden? (coinche)"
    block = BeautifulSoup(html, "html.parser").select_one("section.belote-live-exercise")
    assert block.select_one("button[data-start]").get_text() == "Start de live-oefening: Wat mag je bieden?"
    assert block["data-rules"] == "coinche" and block["data-worker"] == "_static/play/play-worker.js"
    assert block["data-wheel"].startswith("../lite/static/pyodide/belote_teach-") and block["data-lang"] == "nl"
    status, output, _ = build(tmp_path, "# Test\n\n:::{live-exercise} trick-winner\n:rules: coinche\n:::\n")
    assert status != 0 and "index.md:3: no live trick-winner exercise under the rules 'coinche': expected one of none" in output


def test_a_notebook_under_other_rules_says_so_and_plays_them():
    source = (ROOT / "exercises" / "bid.md").read_text(encoding="utf-8")
    notebook = under_rules(localized_notebook(source, "de"), "bid", "coinche", "de")
    assert notebook.cells[1].source == "Diese Übungen folgen den Coinche-Regeln."
    assert 'exercise("bid", lang="de", rules="coinche")' in notebook.cells[-1].source
    assert set(LIVE_VARIANTS) <= set(KINDS)


CHAPTERS = test_guide.CHAPTERS
"""Every chapter ends with a quiz: none is left out."""
LIVE = {
    "book/cards": {"card-value"},
    "book/dealing-and-bidding": {"bid", "auction", "take-or-pass", "how-high"},
    "book/card-play": {"which-cards"},
    "book/tricks-and-points": {"trick-winner", "trick-points"},
    "book/declarations": {"declarations"},
    "book/scoring": {"deal-score"},
    "book/match": {"match-end"},
    "book/variants": {"bid-coinche", "auction-coinche"},
    "book/small-table": {"which-cards-nl23"},
}
"""The live exercises (notebooks) each rule chapter links to."""


def article(site, lang, page):
    return built_page(site / lang / f"{page}.html").select_one(
        "article.bd-article")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_chapter_ends_with_a_quiz_whose_answers_are_the_engines(site, lang):
    for page in ("book/intro", *CHAPTERS):
        html = article(site, lang, page)
        quizzes = html.select("section.belote-quiz")
        assert quizzes, f"{lang} {page} has no quiz"
        last_section = html.select_one("section").find_all("section", recursive=False)[-1]
        assert quizzes[-1] in last_section.select("section.belote-quiz"), f"{lang} {page}: the quiz is not at the end"
        questions = quizzes[-1].select("li.belote-question")
        assert page == "book/intro" or 3 <= len(questions) <= 6, f"{page}: {len(questions)} questions"
        for question in questions:
            exercise = Exercise.from_dict(json.loads(question["data-exercise"]))
            assert question["data-kind"] == exercise.kind and question["data-answer"] == exercise.answer_key
            shown = [item.get_text() for item in question.select(".belote-explanation li")]
            assert shown == [reason.message(lang) for reason in (*exercise.anticipated(), *exercise.reasons())]
            prompt = question.select_one(".belote-prompt").get_text(strip=True)
            assert prompt and (exercise.question or prompt == exercise.prompt(lang))


def test_every_chapter_quiz_is_the_same_in_every_language(site):
    """The same positions and answers everywhere; the questions in the page's language."""
    for page in CHAPTERS:
        seen, english = {}, []
        for lang in LANGUAGES:
            questions = article(site, lang, page).select("section.belote-quiz li.belote-question")
            seen[lang] = [(q["data-kind"], q["data-answer"], q["data-exercise"]) for q in questions]
            prompts = [q.select_one(".belote-prompt").get_text(strip=True) for q in questions]
            if lang == "en":
                english = prompts
            else:
                assert all(a != b for a, b in zip(prompts, english, strict=True)), f"{lang} {page}: a question in English"
        assert seen["nl"] == seen["fr"] == seen["de"] == seen["en"], page


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rule_chapter_links_to_its_live_exercises(site, lang):
    assert set(LIVE) == set(test_guide.RULE_CHAPTERS)
    for page, notebooks in LIVE.items():
        links = article(site, lang, page).select("a.belote-live")
        names = {link["data-kind"] + (f"-{link['data-rules']}" if link.get("data-rules") else "") for link in links}
        assert names == notebooks, page
        for link in links:
            notebook = link["href"].split("?path=")[1]
            assert link["href"].startswith("../../lite/notebooks/index.html?path=") and notebook.startswith(f"{lang}/")
            assert notebook.removeprefix(f"{lang}/").removesuffix(".ipynb") in notebooks, page
            assert (site / "lite" / "files" / notebook).exists(), f"no notebook {notebook}"


def test_the_progress_page_lists_every_quiz_in_every_language(site):
    for lang in LANGUAGES:
        html = built_page(site / lang / "book/progress.html")
        rows = html.select(".belote-progress tr[data-quiz]")
        after = CHAPTERS.index("book/strategy") + 1  # the puzzles page (Practice) comes after the chapters' strategy
        assert [row["data-quiz"] for row in rows] == ["book/intro", *CHAPTERS[:after], "book/puzzles", *CHAPTERS[after:]]
        for row in rows:
            link = row.select_one("a")["href"]
            target, anchor = link.split("#")
            page = built_page(site / lang / "book" / target)
            assert page.select_one(f"section#{anchor}")
            assert int(row["data-total"]) == len(page.select(f"section#{anchor} li.belote-question"))


def test_the_quiz_script_computes_no_rule():
    """The page only compares and shows: no card order, value or rule id lives in the script."""
    script = (ROOT / "belote_teach" / "render" / "static" / "quiz" / "belote-quiz.js").read_text(encoding="utf-8")
    for word in ("trump", "must-", "jack", '"J"', "points ="):
        assert word not in script.lower()


@pytest.mark.parametrize("lang", ["nl", "fr", "de"])
def test_notebooks_are_translated(lang):
    source = (ROOT / "exercises" / "which-cards.md").read_text(encoding="utf-8")
    english, translated = localized_notebook(source, "en"), localized_notebook(source, lang)
    prose = [cell.source for cell in translated.cells if cell.cell_type == "markdown"]
    assert prose and prose != [cell.source for cell in english.cells if cell.cell_type == "markdown"]
    assert f'lang="{lang}"' in translated.cells[-1].source
    assert json.loads(json.dumps(translated))["metadata"]["kernelspec"]["name"] == "python"

