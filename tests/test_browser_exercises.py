"""Quizzes and live exercises in a real browser (Debian's Chromium), served from 127.0.0.1, every
other request aborted: the feedback shown is the engine's, in each language, and progress is kept."""

import json
import time

import pytest
from playwright.sync_api import expect

from belote_teach.exercises import Exercise
from belote_teach.i18n import LANGUAGES

CHAPTER = "book/card-play.html"


def first_which_cards(page):
    question = page.locator('section.belote-quiz li.belote-question[data-kind="which-cards"]').first
    exercise = Exercise.from_dict(json.loads(question.get_attribute("data-exercise")))
    return question, exercise


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_quiz_question_answered_wrong_then_right_shows_the_engines_feedback(offline_page, server, lang):
    page = offline_page
    page.goto(f"{server}/{lang}/{CHAPTER}")
    question, exercise = first_which_cards(page)
    forbidden = next(v for v in exercise.verdicts if not v.allowed)
    question.locator(f'input[value="{forbidden.card}"]').check()
    question.locator(".belote-check").click()
    wrong = question.locator(".belote-wrong")
    assert wrong.is_visible() and not question.locator(".belote-right").is_visible()
    assert exercise.answer_text(lang) in wrong.inner_text()
    shown = question.locator(".belote-explanation li:visible").all_inner_texts()
    mistakes = exercise.mistakes(exercise.read([forbidden.card]))  # the card chosen wrongly, the cards missed
    assert sorted(shown) == sorted(reason.message(lang) for reason in mistakes)
    assert forbidden.message(lang) in " ".join(shown)
    # the keyboard alone: Space toggles a card, Enter on the button checks
    question.locator(f'input[value="{forbidden.card}"]').focus()
    page.keyboard.press("Space")
    for card in exercise.answer:
        question.locator(f'input[value="{card}"]').focus()
        page.keyboard.press("Space")
    question.locator(".belote-check").focus()
    page.keyboard.press("Enter")
    assert question.locator(".belote-right").is_visible() and not wrong.is_visible()
    assert question.locator(".belote-right").inner_text().strip().startswith("✓")
    assert page.outside == []


def test_progress_is_kept_after_a_reload_and_shown_on_the_overview(offline_page, server):
    page = offline_page
    page.goto(f"{server}/fr/{CHAPTER}")
    question, exercise = first_which_cards(page)
    for card in exercise.answer:
        question.locator(f'input[value="{card}"]').check()
    question.locator(".belote-check").click()
    total = page.locator("section.belote-quiz li.belote-question").count()
    progress = page.locator(".belote-quiz-progress")
    assert progress.inner_text() == f"Répondu\u00a0: 1 sur {total}. Étoiles\u00a0: 0 sur 3."
    page.reload()
    assert page.locator(".belote-quiz-progress").inner_text() == f"Répondu\u00a0: 1 sur {total}. Étoiles\u00a0: 0 sur 3."
    page.goto(f"{server}/nl/book/progress.html")  # the same progress in every language
    row = page.locator('.belote-progress tr[data-quiz="book/card-play"]')
    assert row.locator(".belote-answered").inner_text() == f"1 / {total}"
    assert "0 van 3 sterren" in row.locator(".belote-stars").inner_text()
    page.locator(".belote-forget").click()
    page.reload()
    assert page.locator('.belote-progress tr[data-quiz="book/card-play"] .belote-answered').inner_text() == "nog niet begonnen"
    assert page.outside == []


def test_the_exercises_page_links_the_live_notebooks_of_its_language(offline_page, server):
    page = offline_page
    page.goto(f"{server}/de/book/exercises.html")
    links = page.locator("a.belote-live")
    assert links.count() == 5
    for i in range(5):
        href = links.nth(i).get_attribute("href")
        assert href.startswith("../../lite/notebooks/index.html?path=de/")
    assert page.outside == []


def run_the_cell(page):
    """Shift+Enter in the code cell, again if the notebook was not ready to take it yet."""
    page.wait_for_selector(".jp-Notebook .jp-CodeCell")
    prompt = page.locator(".jp-CodeCell .jp-InputPrompt").first
    for _ in range(6):
        try:
            dialog = page.locator(".jp-Dialog .jp-mod-accept")
            if dialog.count():  # a kernel chooser, should JupyterLite ask: take the notebook's own kernel
                dialog.first.click(timeout=5_000)
            page.click(".jp-CodeCell .jp-InputArea-editor", timeout=10_000)
            page.keyboard.press("Shift+Enter")
            # "[*]" once queued or running, "[1]" once done
            page.wait_for_function("p => /\\[(\\*|\\d+)\\]/.test(p.textContent)", arg=prompt.element_handle(),
                                   timeout=10_000)
            return
        except Exception:  # the notebook did not take the keyboard yet
            continue
    raise AssertionError("the notebook never ran its cell")


def test_a_live_exercise_answers_in_the_browser(offline_page, server):
    """JupyterLite starts Python in the page; the widget shows cards; a click and Check give the
    engine's feedback (allow a minute for the kernel)."""
    page = offline_page
    page.set_default_timeout(90_000)
    start = time.perf_counter()
    page.goto(f"{server}/en/book/exercises.html")
    with page.expect_navigation():
        page.locator('a.belote-live[data-kind="which-cards"]').click()
    run_the_cell(page)
    cards = page.locator(".belote-w-card")
    cards.first.wait_for()
    count = cards.count()
    assert count >= 3
    cards.first.click()
    expect(cards.first).to_contain_text("✓", timeout=60_000)  # the kernel marks the chosen card
    page.locator(".jupyter-button.mod-primary").click()
    verdict = page.locator(".belote-w-verdict")
    verdict.wait_for()
    text = verdict.inner_text()
    assert text.startswith(("✓ Right!", "✗ Not quite. The answer: you may play"))
    reasons = page.locator(".belote-w-feedback li").all_inner_texts()
    assert reasons and all(": allowed. " in r or ": forbidden. " in r for r in reasons)
    assert "Score: " in page.locator(".widget-html", has_text="Streak").last.inner_text()
    print(f"live exercise answered {time.perf_counter() - start:.1f} s after opening the page")
    assert page.outside == []
