"""Quizzes and live exercises in a real browser (Debian's Chromium), served from 127.0.0.1, every
other request aborted: the feedback shown is the engine's, in each language, and progress is kept."""

import json
import time

import pytest
from playwright.sync_api import expect

from belote_teach.exercises import KINDS, REGISTRY, Exercise
from belote_teach.i18n import LANGUAGES

LIVE_VARIANTS = {name: kind.live for name, kind in REGISTRY.items() if kind.live}

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
    count = len(KINDS) + sum(len(rules) for rules in LIVE_VARIANTS.values())
    assert links.count() == count
    for i in range(count):
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
        page.locator('a.belote-live[data-kind="which-cards"]:not([data-rules])').click()
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


def actions(exercise, response):
    """How a reader answers ``response`` in the question's form: the inputs to tick (``check``, a CSS
    selector inside the question) and the numbers to type (``fill``, a selector and its text)."""
    response = exercise.read(response)
    if exercise.fields():
        values = exercise.field_values(response)
        for spec in exercise.fields():
            value = values.get(spec.name)
            if spec.form == "number":
                yield "fill", f'input[data-part="{spec.name}"]', str(value)
            elif value is not None:
                for item in value if isinstance(value, list) else [value]:
                    yield "check", f'fieldset[data-part="{spec.name}"] input[value="{item}"]'
    elif exercise.kind == "which-cards":
        for card in response:
            yield "check", f'input[value="{card}"]'
    elif exercise.kind == "trick-winner":
        yield "check", f'input[value="{response}"]'
    elif exercise.kind == "trick-points":
        yield "fill", 'input[data-part="points"]', str(response)
    elif exercise.kind == "declarations":
        yield "check", f'input[value="{response[0] or "none"}"]'
        yield "fill", 'input[data-part="points"]', str(response[1])
    else:
        yield "check", f'input[value="{response[0]}"]'
        yield "fill", 'input[data-part="NS"]', str(response[1])
        yield "fill", 'input[data-part="EW"]', str(response[2])


def fill(question, exercise, response):
    """Answer a quiz question as a reader does, through Playwright: click the cards, seats, teams and
    options (each visible and enabled first), type the numbers."""
    for action, selector, *text in actions(exercise, response):
        if action == "check":
            question.locator(selector).check()
        else:
            question.locator(selector).fill(*text)


ANSWER_ALL = """plans => plans.map(({index, steps}) => {  // every question of the page answered in one call
  const question = document.querySelectorAll('section.belote-quiz li.belote-question')[index];
  const usable = el => el && el.checkVisibility({visibilityProperty: true}) && !el.disabled;
  for (const [action, selector, text] of steps) {
    const input = question.querySelector(selector);
    if (!usable(input)) return `${selector}: not there, hidden or disabled`;
    if (action === 'check') { if (!input.checked) input.click(); }
    else { input.focus(); input.value = text; input.dispatchEvent(new Event('input', {bubbles: true})); }
  }
  const button = question.querySelector('.belote-check');
  if (!usable(button)) return 'the check button is hidden or disabled';
  button.click();
  const shown = selector => { const el = question.querySelector(selector); return !!el && el.checkVisibility(); };
  if (shown('.belote-right') && !shown('.belote-wrong')) return 'right';
  return shown('.belote-wrong') ? question.querySelector('.belote-wrong').innerText.slice(0, 160) : 'no verdict shown';
})"""
"""Each question's steps (``actions``) done on its inputs, which a reader could reach (shown, enabled),
then its Check button; the verdict shown. Playwright's own clicks and keys answer the questions of the
other tests: this one reads every question of the guide, so it answers a page in one round trip."""


PAGES = [f"book/{name}" for name in ("intro", "start-here", "cards", "dealing-and-bidding", "card-play",
                                     "tricks-and-points", "declarations", "scoring", "match", "variants", "house-rules",
                                     "strategy", "quick-reference", "glossary", "history")]


@pytest.mark.parametrize(("lang", "name"), [(lang, name) for lang in LANGUAGES for name in PAGES])
def test_every_quiz_question_of_the_guide_takes_its_right_answer_in_the_browser(offline_page, server, lang, name):
    """The form of every question, filled with the engine's answer, gives the page's "right"."""
    page = offline_page
    page.goto(f"{server}/{lang}/{name}.html")
    found = page.eval_on_selector_all("section.belote-quiz li.belote-question", "qs => qs.map(q => q.dataset.exercise)")
    assert found, name
    exercises = [Exercise.from_dict(json.loads(data)) for data in found]
    plans = [{"index": i, "steps": list(actions(e, e.answer))} for i, e in enumerate(exercises)]
    verdicts = page.evaluate(ANSWER_ALL, plans)
    wrong = [f"#{i + 1} {e.answer_key}: {v}" for i, (e, v) in enumerate(zip(exercises, verdicts, strict=True)) if v != "right"]
    assert not wrong, f"{lang} {name}: {wrong}"
    assert page.outside == []


WRONG = {
    "card-value": lambda e: next((int(r.subject) for r in e.anticipated()), e.answer + 1),
    "bid": lambda e: [str(c) for c in e.choices() if c not in e.answer][:1] + [str(c) for c in e.answer][1:],
    "auction": lambda e: "thrown-in" if e.answer else "N S",
    "match-end": lambda e: "none" if e.answer else "NS",
}


@pytest.mark.parametrize(("lang", "name"), [(lang, name) for lang in LANGUAGES for name in
                                            ("book/cards", "book/dealing-and-bidding", "book/match", "book/variants")])
def test_a_wrong_answer_to_the_new_kinds_shows_the_engines_reasons(offline_page, server, lang, name):
    """Each wrong answer shows "not quite", the engine's answer, and exactly the reasons the engine
    gives for that answer (those shown after every check, and those of the reader's mistakes)."""
    page = offline_page
    page.goto(f"{server}/{lang}/{name}.html")
    questions = page.locator("section.belote-quiz li.belote-question")
    checked = 0
    for i in range(questions.count()):
        question = questions.nth(i)
        exercise = Exercise.from_dict(json.loads(question.get_attribute("data-exercise")))
        if exercise.kind not in WRONG:
            continue
        wrong = exercise.read(WRONG[exercise.kind](exercise))
        fill(question, exercise, wrong)
        question.locator(".belote-check").click()
        assert question.locator(".belote-wrong").is_visible() and not question.locator(".belote-right").is_visible()
        assert exercise.answer_text(lang) in question.locator(".belote-wrong").inner_text()
        shown = set(question.locator(".belote-explanation li:visible").all_inner_texts())
        expected = {r.message(lang) for r in exercise.reasons() if not r.subject}
        expected |= {r.message(lang) for r in exercise.mistakes(wrong)}
        assert shown == expected, f"{lang} {name} #{i + 1}"
        checked += 1
    assert checked >= 2
    assert page.outside == []
