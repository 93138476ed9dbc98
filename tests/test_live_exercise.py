"""Live exercises in the chapter pages: the engine (``web/exercise.py``) draws and checks them in the
page's worker; the page's script only shows its HTML and sends the reader's choices."""

import json
from html import escape

import pytest
from bs4 import BeautifulSoup

from belote_teach.exercises import LEVELS, REGISTRY, generate
from belote_teach.exercises.base import WRONG
from belote_teach.web.exercise import LABELS, form_name, handle

from .axe import serious_violations
from .test_accessibility import axe_script  # noqa: F401 (a fixture)

ENGINE = ("pyodide", "play-worker.js", ".whl")
"""What a page requests once its engine starts (and never before)."""


def new(kind, level, lang, seed=7, block="b", rules=None):
    reply = json.loads(handle(json.dumps({"op": "new", "block": block, "kind": kind, "level": level, "lang": lang,
                                          "seed": seed, "rules": rules})))
    assert "error" not in reply, reply
    return reply, generate(kind, level, seed, rules)


def form_for(html, exercise, response, name):
    """The form a reader fills with ``response``, as the page's script sends it: only inputs that
    the engine's HTML holds (a missing one fails)."""
    soup = BeautifulSoup(html, "html.parser")
    form = {}

    def choose(key, value):
        assert soup.select_one(f'input[name="{key}"][value="{value}"]'), (key, value)
        form.setdefault(key, []).append(str(value))

    def type_in(key, value):
        assert soup.select_one(f'input[type="number"][name="{key}"]'), key
        form[key] = [str(value)]

    answer = exercise.read(response)
    if exercise.fields():
        values = exercise.field_values(answer)
        for spec in exercise.fields():
            value = values.get(spec.name)
            if spec.form == "number":
                type_in(f"{name}-{spec.name}", value)
            elif value is not None:
                for item in value if isinstance(value, list) else [value]:
                    choose(f"{name}-{spec.name}", item)
        return form
    kind = REGISTRY[exercise.kind].answer
    if kind == "cards":
        for card in answer:
            choose(name, card)
    elif kind in ("seat", "points"):
        (choose if kind == "seat" else type_in)(name, answer)
    elif kind == "team-points":
        choose(name, answer[0] or "none")
        type_in(f"{name}-points", answer[1])
    else:
        choose(name, answer[0])
        type_in(f"{name}-NS", answer[1])
        type_in(f"{name}-EW", answer[2])
    return form


def check(form, block="b"):
    return json.loads(handle(json.dumps({"op": "check", "block": block, "form": form})))


@pytest.mark.parametrize("kind", list(REGISTRY))
def test_every_kind_drawn_for_the_page_takes_the_engines_answer_from_its_form(kind):
    for level in LEVELS:
        reply, exercise = new(kind, level, "fr", seed=4)  # seed 4: a level-3 best-card puzzle comes quickly
        assert "data-answer" not in reply["html"] and "belote-explanation" not in reply["html"]  # no answer in the page
        right = check(form_for(reply["html"], exercise, exercise.answer, form_name("b")))
        assert right["correct"] and right["html"].startswith('<p class="belote-right"><span class="belote-mark"')
        for reason in exercise.reasons():
            assert escape(reason.message("fr")) in right["html"]


def test_a_wrong_card_gets_the_engines_reason_in_the_pages_language():
    reply, exercise = new("which-cards", 1, "de", seed=11)
    forbidden = next(verdict for verdict in exercise.verdicts if not verdict.allowed)
    wrong = check(form_for(reply["html"], exercise, [str(forbidden.card)], form_name("b")))
    assert not wrong["correct"] and "✗" in wrong["html"] and "Nicht ganz." in wrong["html"]
    assert escape(forbidden.message("de")) in wrong["html"]
    assert check({})["html"] == f'<p class="belote-incomplete">{LABELS["incomplete"]("de")}</p>'


def test_bad_requests_get_an_error_not_a_traceback():
    assert "unknown exercise kind 'bidding'" in handle('{"op": "new", "kind": "bidding"}')
    assert "level 9" in handle('{"op": "new", "kind": "bid", "level": 9}')
    assert "no exercise in block 'nowhere'" in handle('{"op": "check", "block": "nowhere"}')
    assert "expected new or check" in handle('{"op": "undo"}')


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_a_chapter_starts_its_live_exercise_only_when_asked(offline_page, server, axe_script, lang):  # noqa: F811
    """Nothing of the engine loads with the page; the button starts it, the engine draws the
    exercise, explains a wrong card in the page's language (axe finds nothing serious in it),
    accepts the right ones (keyboard), and Next draws another."""
    page = offline_page
    page.set_default_timeout(60_000)
    requests = []
    page.context.on("request", lambda request: requests.append(request.url))
    page.goto(f"{server}/{lang}/book/card-play.html", wait_until="networkidle")
    block = page.locator('.belote-live-exercise[data-kind="which-cards"]')
    start = block.locator("button[data-start]")
    assert start.inner_text() == LABELS["start"](lang, title=REGISTRY["which-cards"].title(lang))
    assert block.locator("a.belote-live").get_attribute("href") == f"../../lite/notebooks/index.html?path={lang}/which-cards.ipynb"
    assert not [url for url in requests if any(part in url for part in ENGINE)], "the engine loaded before the press"
    block.locator("select[data-level]").select_option("2")
    start.click()
    page.wait_for_function("() => document.querySelector('.belote-live-exercise').dataset.shown === '1'")
    assert [url for url in requests if "pyodide" in url] and not block.locator("[data-start]").is_visible()
    exercise = generate("which-cards", 2, int(block.get_attribute("data-seed")))
    assert exercise.prompt(lang) == page.evaluate("document.activeElement.textContent")  # focus on the question
    forbidden = next(verdict for verdict in exercise.verdicts if not verdict.allowed)
    block.locator(f'input[value="{forbidden.card}"]').check()
    block.get_by_role("button", name=LABELS["next"](lang)).wait_for()
    block.locator('button[type="submit"]').click()
    feedback = block.locator("[data-feedback]")
    assert feedback.get_attribute("aria-live") == "polite"
    feedback.locator(".belote-wrong").wait_for()
    assert feedback.locator(".belote-wrong").inner_text().startswith(f"✗ {WRONG(lang)}")
    assert forbidden.message(lang) in feedback.inner_text()
    assert serious_violations(page, server) == []
    block.locator(f'input[value="{forbidden.card}"]').focus()
    page.keyboard.press("Space")
    for card in exercise.answer:
        block.locator(f'input[value="{card}"]').focus()
        page.keyboard.press("Space")
    block.locator('button[type="submit"]').focus()
    page.keyboard.press("Enter")
    feedback.locator(".belote-right").wait_for()
    assert feedback.locator(".belote-right").inner_text().strip().startswith("✓")
    block.locator("button[data-next]").click()
    page.wait_for_function("() => document.querySelector('.belote-live-exercise').dataset.shown === '2'")
    assert feedback.inner_text() == "" and block.get_attribute("data-failed") is None
    assert page.outside == []
