"""The play page in a real browser (Debian's Chromium), every request outside 127.0.0.1 aborted:
whole deals through the page in every language and with each preset, replayed by the engine to
the same score; a forbidden card shows the engine's reason; the keyboard alone plays; the hint's
costs, the review's costs and reasons, the log after undo; a phone's width.

Pyodide starts once per language in this module (``tables``: one started page per language, 3–5 s
of processor time each); each test starts its own match through the page itself (the rules, the
level, ``data-seed`` and Deal), so no test depends on another."""

import json
import re

import pytest
from playwright.sync_api import expect

from belote_teach.actions import PlayCard, parse_action
from belote_teach.advice import advise, best_call
from belote_teach.cards import Card
from belote_teach.deal import Deal
from belote_teach.explain import explain_play
from belote_teach.hindsight import COSTLY, judge
from belote_teach.i18n import LANGUAGES
from belote_teach.rules import FOUR_PLAYER_PRESETS
from belote_teach.seats import seat_name
from belote_teach.web.labels import LABELS
from belote_teach.web.session import ADVISED, DEALER, HIGH_BID, STATUS_CARD, TURNED

from .axe import serious_violations
from .conftest import keep_offline

PAGE = "book/play.html"
START_TIMEOUT = 60_000
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}


class Tables:
    """One play page per language, opened (and its engine started) the first time a test asks for it."""

    def __init__(self, browser, server):
        self.browser, self.server, self.pages = browser, server, {}

    def __call__(self, lang):
        if lang not in self.pages:
            context = self.browser.new_context(viewport=DESKTOP)
            page = context.new_page()
            page.outside, page.errors = [], []
            keep_offline(context, page.outside)
            page.on("pageerror", lambda error: page.errors.append(str(error)))
            page.goto(f"{self.server}/{lang}/{PAGE}?delay=0")
            expect(page.locator(".belote-play[data-ready='true']")).to_be_attached(timeout=START_TIMEOUT)
            self.pages[lang] = page
        page = self.pages[lang]
        page.set_viewport_size(DESKTOP)
        del page.errors[:]
        return page

    def close(self):
        for page in self.pages.values():
            page.context.close()


@pytest.fixture(scope="module")
def tables(browser, server):
    opened = Tables(browser, server)
    yield opened
    opened.close()


def open_table(tables, lang, preset, level="beginner", seed=1):
    """The language's started page with a new match: ``preset``, ``level``, dealt from ``seed``."""
    page = tables(lang)
    page.locator(".belote-play").evaluate(f"root => {{ root.dataset.seed = '{seed}'; }}")
    page.select_option("select[name=preset]", preset)
    page.select_option("select[name=level]", level)
    before = states(page)
    page.locator("button[data-start]").click()
    wait_after(page, before)
    return page


def states(page):
    return int(page.locator(".belote-play").get_attribute("data-states") or 0)


def wait_after(page, before):
    """Wait for the page to draw a new state after ``before`` states."""
    page.wait_for_function(f"() => Number(document.querySelector('.belote-play').dataset.states) > {before}")


def south_to_act(page):
    """Wait until the page waits for South (or the deal is over); returns the phase."""
    page.wait_for_function("() => { const r = document.querySelector('.belote-play');"
                           " return r.dataset.phase === 'over' || r.dataset.turn === 'S'; }", timeout=30_000)
    return page.locator(".belote-play").get_attribute("data-phase")


def play_deal(page, *, refuse_once=False):
    """Pass in the auction (or the first call when passing is not allowed), play the first legal card."""
    refused = None
    while (phase := south_to_act(page)) != "over":
        before = states(page)
        if phase == "play" and page.locator("button[data-card]").count():
            forbidden = page.locator('button[data-card][data-legal="false"]')
            if refuse_once and refused is None and forbidden.count():
                forbidden.first.click()
                reason = page.locator("[data-reason]")
                expect(reason).not_to_be_empty()
                refused = (forbidden.first.get_attribute("data-card"), reason.inner_text(),
                           reason.get_attribute("data-rule"), page.locator("[data-rule-link]").get_attribute("href"))
            declare = page.locator('button[data-call="declare"]')
            if declare.count():
                declare.click()
                wait_after(page, before)
                continue
            page.locator('button[data-card][data-legal="true"]').first.click()
        else:
            calls = page.locator("button[data-call]")
            passing = page.locator('button[data-call="pass"]')
            (passing if passing.count() else calls.first).click()
        wait_after(page, before)
    record = page.locator("[data-deal-record]").input_value()
    score = page.locator("[data-score]").evaluate("element => Object.assign({}, element.dataset)")
    return record, {who.upper(): int(points) for who, points in score.items() if who != "score"}, refused


def south_verdicts(record):
    """Replay the page's record: the engine's verdict (``hindsight.judge``) on each of South's cards."""
    data = json.loads(record)
    deal = Deal.from_json(json.dumps({key: value for key, value in data.items() if key != "score"} | {"actions": []}))
    verdicts = []
    for seat, action in data["actions"]:
        if seat == "S" and deal.phase == "play" and isinstance(card := parse_action(action), PlayCard):
            verdicts.append(judge(deal, card.card))
        deal.apply(action)
    return verdicts


def first_forbidden(record):
    """Replay the page's record: South's first forbidden card in hand order, and its verdict."""
    data = json.loads(record)
    deal = Deal.from_json(json.dumps({key: value for key, value in data.items() if key != "score"} | {"actions": []}))
    for seat, action in data["actions"]:
        if seat == "S" and deal.phase == "play":
            assert deal.contract is not None
            verdicts = explain_play(deal.hand("S"), list(deal.view("S").trick), trump=deal.contract.trump,
                                    player="S", rules=deal.rules)
            forbidden = [v for v in verdicts if not v.allowed]
            if forbidden:
                return forbidden[0]
        deal.apply(action)
    raise AssertionError("the record has no forbidden card for South")


@pytest.mark.parametrize(("lang", "preset"), list(zip(LANGUAGES, FOUR_PLAYER_PRESETS, strict=True)))
def test_a_whole_deal_through_the_page_replays_to_the_same_score(tables, lang, preset):
    page = open_table(tables, lang, preset)
    errors = page.errors
    record, score, refused = play_deal(page, refuse_once=True)
    deal = Deal.from_json(record)
    assert deal.rules.name == preset and deal.is_over
    assert deal.result().score == score  # data-ns and data-ew
    assert page.locator("[data-breakdown] li").all_inner_texts() == deal.result().breakdown(lang)
    if refused is not None:  # the reason is the engine's, in the page's language, with its rule
        card, reason, rule, href = refused
        verdict = first_forbidden(record)
        assert (card, reason, rule) == (str(verdict.card), verdict.message(lang), verdict.rule)
        assert href.startswith("card-play.html#")
    assert errors == [] and page.outside == []


def test_a_forbidden_card_is_refused_with_the_engines_reason(tables):
    page = open_table(tables, "nl", "classic", seed=4)
    while south_to_act(page) != "over":
        forbidden = page.locator('button[data-card][data-legal="false"]')
        if forbidden.count():
            break
        before = states(page)
        legal = page.locator('button[data-card][data-legal="true"]')
        (legal.first if legal.count() else page.locator('button[data-call]').last).click()
        wait_after(page, before)
    assert forbidden.count(), "no forbidden card came up in this deal"
    card = forbidden.first.get_attribute("data-card")
    hand = page.locator("button[data-card]").evaluate_all("cards => cards.map(c => c.dataset.card)")
    forbidden.first.click()
    reason = page.locator("[data-reason]")
    expect(reason).not_to_be_empty()
    # the engine, asked the same question, gives the same Dutch reason
    trick_label = page.locator("[data-trick] svg").get_attribute("aria-label")
    assert card in hand and trick_label
    assert "niet toegestaan" in forbidden.first.get_attribute("aria-label")
    assert page.locator("button[data-card]").count() == len(hand)  # nothing was played
    assert page.outside == []


def test_the_keyboard_alone_plays_a_card_and_the_live_region_tells_it(tables):
    page = open_table(tables, "en", "coinche", seed=2)
    page.set_viewport_size(PHONE)
    while (phase := south_to_act(page)) == "bidding":
        before = states(page)
        page.locator('button[data-call="pass"]').focus()
        page.keyboard.press("Enter")
        wait_after(page, before)
    assert phase == "play"
    declare = page.locator('button[data-call="declare"]')
    if declare.count():
        declare.focus()
        page.keyboard.press("Enter")
    hand = page.locator("[data-hand]").bounding_box()
    assert hand is not None and hand["x"] >= 0 and hand["x"] + hand["width"] <= 390  # the hand fits at 390 px
    page.locator("button[data-card][tabindex='0']").focus()
    cards = page.locator("button[data-card]")
    legal = [cards.nth(i).get_attribute("data-legal") == "true" for i in range(cards.count())]
    at = [cards.nth(i).get_attribute("tabindex") for i in range(cards.count())].index("0")
    assert legal[at]  # the card in the Tab order is a legal one
    target = len(legal) - 1 - legal[::-1].index(True)  # the last legal card: the arrow keys move there
    for _ in range((target - at) % len(legal)):
        page.keyboard.press("ArrowRight")
    name = cards.nth(target).get_attribute("aria-label")
    before = page.locator("[data-hand] button").count()
    page.keyboard.press("Enter")
    expect(page.locator("[data-log]")).to_contain_text(f"South plays: {name}.")
    assert page.locator("[data-log]").get_attribute("aria-live") == "polite"
    assert page.locator("[data-hand] button").count() == before - 1
    assert page.outside == []


def test_hint_review_and_undo(tables):
    page = open_table(tables, "fr", "classic", seed=5)
    while south_to_act(page) == "bidding":
        before = states(page)
        passing = page.locator('button[data-call="pass"]')
        (passing if passing.count() else page.locator("button[data-call]").first).click()
        wait_after(page, before)
    page.evaluate("""() => {  // record what the status says, and whether Hint is disabled, at each change
        const status = document.querySelector('[data-status]'), hint = document.querySelector('[data-hint]');
        window.said = [];
        new MutationObserver(() => said.push([status.textContent, hint.disabled]))
            .observe(status, { childList: true, characterData: true, subtree: true });
    }""")
    page.locator("button[data-hint]").click()
    hint = page.locator("[data-hint-text]")
    expect(hint).to_contain_text("cartes ouvertes")
    best = hint.get_attribute("data-best").split()
    said = page.evaluate("() => window.said")
    assert [LABELS["thinking"]("fr"), True] in said and said[-1] == [STATUS_CARD("fr"), False]  # "thinking…", then done
    assert page.locator("[data-status]").get_attribute("role") == "status"
    toggle = page.locator("button[data-costs]")  # the costs on the cards, for touch and keyboard
    toggle.click()
    legal = page.locator("button[data-card][data-legal='true']")
    badges = page.locator("[data-hand] .belote-play-cost")
    expect(badges).to_have_count(legal.count())
    assert toggle.get_attribute("aria-pressed") == "true"
    assert page.locator(f"button[data-card='{best[0]}'] .belote-play-cost").get_attribute("data-cost") == "0"
    assert all("cartes ouvertes" in legal.nth(i).get_attribute("aria-label") for i in range(legal.count()))
    toggle.click()
    expect(badges).to_have_count(0)
    assert toggle.get_attribute("aria-pressed") == "false"
    page.locator("button[data-card][data-legal='true']").first.hover()  # its cost, from the hint already given
    expect(page.locator("[data-card-cost]")).to_contain_text("cartes ouvertes")
    expect(page.locator("[data-hint-reason]")).not_to_be_empty()
    count = page.locator("button[data-card]").count()
    log = page.locator("[data-log] li").all_inner_texts()
    before = states(page)
    page.locator(f"button[data-card='{best[0]}']").click()
    wait_after(page, before)
    south_to_act(page)
    assert len(page.locator("[data-log] li").all_inner_texts()) > len(log)
    before = states(page)
    page.locator("button[data-undo]").click()
    wait_after(page, before)
    expect(page.locator("button[data-card]")).to_have_count(count)
    assert page.locator("[data-log] li").all_inner_texts() == log  # the trick taken back is gone from the log
    record, _, _ = play_deal(page)
    page.locator("button[data-review]").click()
    rows = page.locator("[data-review-list] > li")
    expect(rows).to_have_count(8)
    assert "Pli 1" in rows.first.locator("p").first.inner_text()
    expect(page.locator("[data-review-note]")).to_contain_text("cartes ouvertes")
    rows.first.locator("summary").first.click()  # the principal line, trick by trick, in the page's language
    line = rows.first.locator("details").first.locator(".belote-play-line li")
    expect(line).to_have_count(8)
    assert line.last.inner_text().startswith("Pli 8") and line.last.is_visible()
    # each row's cost is the engine's verdict on South's card; a costly card has its reason in words
    verdicts = south_verdicts(record)
    assert [int(cost) for cost in rows.evaluate_all("rows => rows.map(r => r.dataset.cost)")] == [v.cost for v in verdicts]
    for i, verdict in enumerate(verdicts):
        reason = rows.nth(i).locator("[data-review-reason]")
        if verdict.cost >= COSTLY:
            assert reason.inner_text() == verdict.reason("fr") != ""
        else:
            expect(reason).to_have_count(0)
    assert page.outside == []


@pytest.mark.parametrize(("lang", "preset", "seats"), [("nl", "nl23", ["E", "S", "W"]), ("de", "nl23+players=2", ["N", "S"])])
def test_a_whole_small_table_deal_through_the_page_replays_to_the_same_score(tables, lang, preset, seats):
    """Two or three players: the seats present, one score attribute per player (data-e, data-s, …),
    the engine's score sheet, a hint naming legal cards and the review of every South card."""
    page = open_table(tables, lang, preset, seed=3)
    errors = page.errors
    while south_to_act(page) != "play":
        before = states(page)
        passing = page.locator('button[data-call="pass"]')
        (passing if passing.count() else page.locator("button[data-call]").first).click()
        wait_after(page, before)
    shown = page.locator("[data-seat]:visible").evaluate_all("boxes => boxes.map(b => b.dataset.seat)")
    assert sorted(shown) == [seat for seat in seats if seat != "S"]
    page.locator("button[data-hint]").click()
    hint = page.locator("[data-hint-text]")
    expect(hint).not_to_be_empty()
    legal = page.locator("button[data-card][data-legal='true']").evaluate_all("cards => cards.map(c => c.dataset.card)")
    assert set(hint.get_attribute("data-best").split()) <= set(legal)
    record, score, _ = play_deal(page)
    deal = Deal.from_json(record)
    assert type(deal) is Deal and deal.rules.name == preset and deal.is_over
    assert set(score) == set(seats) and deal.result().score == score
    assert page.locator("[data-breakdown] li").all_inner_texts() == deal.result().breakdown(lang)
    if not deal.thrown_in:
        page.locator("button[data-review]").click()
        rows = page.locator("[data-review-list] > li")
        expect(rows).to_have_count(deal.tricks_in_deal)
    assert errors == [] and page.outside == []


def active(page):
    """The focused element's data-* attributes and tag (``tag``)."""
    return page.evaluate("() => Object.assign({ tag: document.activeElement.tagName }, document.activeElement.dataset)")


def test_the_skip_link_then_the_keyboard_alone_plays_whole_tricks(tables):
    """The skip link is the page's first stop for Tab and leads to the table (Deal three Tabs on); after
    Deal and after each card the focus stays in the play, on a legal card when South is to play, and the
    only card in the Tab order is that one."""
    page = tables("en")
    page.locator(".belote-play").evaluate("root => { root.dataset.seed = '6'; }")
    page.select_option("select[name=preset]", "classic")
    page.select_option("select[name=level]", "beginner")
    first = page.evaluate("""() => [...document.querySelectorAll('a[href], button, select, input, textarea, [tabindex]')]
        .find(e => e.tabIndex >= 0 && !e.disabled && !e.closest('[hidden]')).dataset.skip""")
    assert first == ""  # the skip link (data-skip) comes first
    page.locator("[data-skip]").focus()
    page.keyboard.press("Enter")
    tabs = 0
    while active(page).get("start") is None:
        page.keyboard.press("Tab")
        tabs += 1
        assert tabs <= 3, active(page)
    before = states(page)
    page.keyboard.press("Enter")
    wait_after(page, before)
    played = []
    while len(played) < 3 and (phase := south_to_act(page)) != "over":
        focus = active(page)
        before = states(page)
        if phase == "bidding":
            assert "call" in focus, focus  # the focus is on the calls
            while active(page).get("call") != "pass":
                page.keyboard.press("Tab")
        else:
            assert focus.get("legal") == "true", focus  # on a legal card
            assert page.locator("[data-hand] button[tabindex='0']").count() == 1
            played.append(page.evaluate("() => document.activeElement.getAttribute('aria-label')"))
        page.keyboard.press("Enter")
        wait_after(page, before)
    assert len(played) == 3
    log = page.locator("[data-log]").inner_text()
    assert all(f"South plays: {name}." in log for name in played)
    assert page.errors == [] and page.outside == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_phone_shows_the_table_without_sideways_scroll(tables, lang):
    """At 390 px: no sideways scroll (the rules menu wraps or shortens), and during the auction and
    the play the table, the calls and the hand fit on one screen together."""
    page = open_table(tables, lang, "nl23", seed=2)  # the longest menu option
    page.set_viewport_size(PHONE)
    width = "() => document.documentElement.scrollWidth"
    assert page.evaluate(width) <= PHONE["width"]
    seen = set()
    while (phase := south_to_act(page)) != "over" and len(seen) < 2:
        seen.add(phase)
        assert page.evaluate(width) <= PHONE["width"], phase
        top = page.locator(".belote-play-table").bounding_box()
        bottom = page.locator("[data-hand]").bounding_box()
        calls = page.locator("[data-calls]").bounding_box()
        assert bottom["y"] + bottom["height"] - top["y"] <= PHONE["height"], phase
        assert top["y"] <= calls["y"] <= bottom["y"] + bottom["height"]
        before = states(page)
        legal = page.locator('button[data-card][data-legal="true"]')
        if phase == "play" and legal.count():
            legal.first.click()
        else:
            passing = page.locator('button[data-call="pass"]')
            (passing if passing.count() else page.locator("button[data-call]").first).click()
        wait_after(page, before)
    assert seen == {"bidding", "play"}
    assert page.errors == [] and page.outside == []


def south_advice(record):
    """Replay the page's record: each of South's calls with the engine's advice at that moment."""
    data = json.loads(record)
    deal = Deal.from_json(json.dumps({key: value for key, value in data.items() if key != "score"} | {"actions": []}))
    advised = []
    for seat, action in data["actions"]:
        if seat == "S" and deal.phase == "bidding":
            view = deal.view("S")
            advised.append((action, advise(view.hand, rules=deal.rules, dealer=view.dealer,
                                           calls=[a for _, a in view.calls], retourne=view.retourne)))
        deal.apply(action)
    return advised


WATCH_HIGH_BID = """() => {  // every bid to beat the page shows: its call, its bidder and its text
    const high = document.querySelector('[data-high-bid]');
    window.highBids = [];
    new MutationObserver(() => highBids.push([high.dataset.highBid, high.dataset.bidder, high.textContent]))
        .observe(high, { attributes: true, childList: true, characterData: true, subtree: true });
}"""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_coinche_auction_on_a_phone_hint_compact_calls_bid_to_beat_and_review(tables, server, lang):
    """At 390 px in the coinche auction: at most 16 call buttons visible (a height chooser, one button per
    trump, pass and coinche), the hint names the engine's advised call and why, the keyboard chooses a
    height and bids, the bid to beat and its bidder are shown at the table, and the review weighs South's
    calls against the advice; no serious accessibility finding."""
    page = open_table(tables, lang, "coinche", seed=3)
    page.set_viewport_size(PHONE)
    assert south_to_act(page) == "bidding"
    group = page.locator("[data-call-group]")
    every_bid = page.evaluate("() => document.querySelectorAll('[data-suits] button').length")
    visible = group.locator("button:visible")
    assert 6 <= visible.count() <= 16 and every_bid == 6  # one height's trumps at a time, not the whole ladder
    assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
    dealer = page.locator("[data-dealer]").inner_text()
    assert dealer in [DEALER(lang, seat=seat_name(seat, lang)) for seat in "NESW"]
    page.locator("button[data-hint]").click()
    hint = page.locator("[data-hint-text]")
    expect(hint).to_have_attribute("data-best", re.compile(r"."))
    advised = hint.get_attribute("data-best")
    marked = group.locator(f'button[data-call="{advised}"]')
    expect(marked).to_be_visible()
    assert marked.get_attribute("data-best") == "true"
    hint_text, reason = hint.inner_text(), page.locator("[data-hint-reason]").inner_text()
    page.evaluate("() => window.scrollTo(0, 0)")  # the theme's back-to-top button (not the play page's) hides at the top
    expect(page.locator("#pst-back-to-top")).to_be_hidden()
    assert serious_violations(page, server) == []
    # the keyboard alone: the height chooser one step up (Enter on +, then the arrow key), then a trump
    height = page.locator("[data-height]")
    before_height = height.get_attribute("data-value")
    page.locator("[data-height-up]").focus()
    page.keyboard.press("Enter")
    page.keyboard.press("ArrowUp")
    chosen = height.get_attribute("data-value")
    assert chosen != before_height
    suits = page.locator("[data-suits] button[data-call]")
    calls = suits.evaluate_all("buttons => buttons.map(b => b.dataset.call)")
    assert calls and all(call.startswith(f"{chosen} ") for call in calls)
    page.evaluate(WATCH_HIGH_BID)
    before = states(page)
    suits.first.focus()
    page.keyboard.press("Enter")
    wait_after(page, before)
    record, _, _ = play_deal(page)
    deal = Deal.from_json(record)
    south = seat_name("S", lang)
    shown = page.evaluate("() => window.highBids")
    assert [calls[0], "S"] in [entry[:2] for entry in shown]  # South's bid, the bid to beat at the table
    text = next(entry[2] for entry in shown if entry[:2] == [calls[0], "S"])
    assert south in text and text.startswith(HIGH_BID(lang, contract="").split(":")[0])
    # the hint was the engine's advice for that moment, in words
    advice = south_advice(record)
    first_call, first_advice = advice[0]
    best = best_call(first_advice)
    assert first_call == calls[0] and advised == str(best.call)
    assert hint_text == ADVISED(lang, call=best.call.name(lang)) and reason == best.explain(lang)
    # the review: each of South's calls, the advised call and the difference in expected points
    if not deal.thrown_in:
        page.locator("button[data-review]").click()
        rows = page.locator("[data-review-calls] > li")
        expect(rows).to_have_count(len(advice))
        for i, (call, weighed) in enumerate(advice):
            best = best_call(weighed)
            mine = next(one for one in weighed if str(one.call) == call)
            row = rows.nth(i)
            assert (row.get_attribute("data-call"), row.get_attribute("data-advised")) == (call, str(best.call))
            assert int(row.get_attribute("data-cost")) == max(round(best.score) - round(mine.score), 0)
            assert best.explain(lang) in row.inner_text()
    assert page.errors == [] and page.outside == []


def test_the_turned_card_and_the_dealer_are_named_in_words(tables):
    page = open_table(tables, "nl", "classic", seed=3)
    assert south_to_act(page) == "bidding"
    contract = page.locator("[data-contract]")
    turned = Card.parse(contract.get_attribute("data-turned"))
    assert contract.locator("span").first.inner_text() == TURNED("nl", card=turned.name("nl"))
    dealer = page.locator("[data-dealer]").inner_text()
    seat = next(seat for seat in "NESW" if dealer == DEALER("nl", seat=seat_name(seat, "nl")))
    if seat != "S":  # the dealer's seat says so beside his name
        assert page.locator(f'[data-seat="{seat}"]').inner_text().endswith(LABELS["dealer"]("nl"))
    assert page.locator("[data-high-bid]").is_hidden()  # the classic auction has no bid to beat
    page.locator("button[data-hint]").click()  # the hint advises take or pass
    expect(page.locator("[data-hint-text]")).to_have_attribute("data-best", re.compile(r"^(take|pass)$"))
    assert page.errors == [] and page.outside == []
