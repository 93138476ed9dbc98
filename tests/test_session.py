"""The play page's Python side (belote_teach.web.session), without a browser: a whole match through
``handle``, refusals with the engine's reasons, undo, hints and the review."""

import json

import pytest

from belote_teach.actions import PlayCard, parse_action
from belote_teach.advice import advise, best_call
from belote_teach.deal import Deal
from belote_teach.explain import explain_play
from belote_teach.hindsight import COSTLY
from belote_teach.seats import seat_name
from belote_teach.values import LAST_TRICK_BONUS, point_table
from belote_teach.web.session import (
    ADVISED,
    DEALER,
    RULE_SECTIONS,
    STATUS_CARD,
    STATUS_OTHERS,
    STATUS_OVER,
    Session,
    handle,
)


def ask(**request):
    return json.loads(handle(json.dumps(request)))


def south_move(state):
    calls = [call["call"] for call in state["calls"]]
    if state["phase"] == "play":
        return "declare" if "declare" in calls else state["legal"][-1]
    return "pass" if "pass" in calls else calls[0]


@pytest.mark.parametrize("preset", ["classic", "contree"])
def test_a_whole_match_through_handle_adds_up(preset):
    state = ask(op="new", preset=preset, level="beginner", lang="nl", seed=11)
    scores = []
    while True:
        if state["phase"] == "over":
            assert Deal.from_json(state["record"]).result().score == state["score"]
            scores.append(state["score"])
            if state["match_over"]:
                break
            state = ask(op="next")
        elif state["turn"] == "S":
            state = ask(op="choose", action=south_move(state))
        else:
            state = ask(op="run", limit=0)
        assert "error" not in state, state
    assert {side: sum(score[side] for score in scores) for side in ("NS", "EW")} == state["totals"]
    assert max(state["totals"].values()) >= state["target"]
    assert "De partij is uit" in state["match_text"]


def test_a_forbidden_card_is_refused_with_the_engines_reason_and_nothing_is_played():
    session = Session("classic", "beginner", "de", seed=2)
    for _ in range(200):
        state = session.run(0)
        forbidden = [card for card in state["hand"] if state["phase"] == "play" and not card["legal"]]
        if forbidden:
            break
        session.choose(south_move(state))
    else:
        pytest.fail("no forbidden card in this deal")
    deal = session.deal
    assert deal.contract is not None
    verdict = next(v for v in explain_play(deal.hand("S"), list(deal.view("S").trick), trump=deal.contract.trump,
                                           player="S", rules=deal.rules) if str(v.card) == forbidden[0]["card"])
    history = len(deal.history)
    refused = session.choose(forbidden[0]["card"])["refused"]
    assert (refused["reason"], refused["rule"]) == (verdict.message("de"), verdict.rule)
    assert refused["href"] == f"card-play.html#{RULE_SECTIONS[verdict.rule]}"
    assert len(session.deal.history) == history


def test_undo_takes_back_the_last_card_and_the_review_covers_every_card():
    session = Session("coinche", "beginner", "en", seed=4)
    state = session.run(0)
    while state["phase"] != "over":
        if state["turn"] == "S" and state["phase"] == "play" and len(state["hand"]) == 6:
            hand = [card["card"] for card in state["hand"]]
            session.choose(state["legal"][0])
            undone = session.undo()
            assert undone["undone"] and [card["card"] for card in undone["hand"]] == hand
            state = session.run(0)
        state = session.choose(south_move(state)) if state["turn"] == "S" else session.run(0)
    if state["thrown_in"]:
        pytest.skip("the deal was thrown in")
    reply = session.review()
    review = reply["rows"]
    assert "every hand known" in reply["note"]
    played = [str(action.card) for seat, text in json.loads(state["record"])["actions"]
              if seat == "S" and isinstance(action := parse_action(text), PlayCard)]
    assert [row["played"] for row in review] == played and len(played) == 8
    assert all(row["cost"] >= 0 and (row["cost"] == 0) == (row["played"] in row["best"]) for row in review)
    total = sum(session.deal.points.values())
    for row in review:  # the whole principal line: every remaining trick, after the best card
        line = row["line"]
        assert [trick["trick"] for trick in line] == list(range(row["trick"], 9))
        assert all(len(trick["plays"]) == 4 and trick["winner"] in "NESW" for trick in line)
        shown = row["played"] if row["cost"] == 0 else row["best"][0]  # the learner's own card when it was as good
        assert {"seat": "S", "card": shown} in line[0]["plays"]
        assert (row["reason"] != "") == (row["cost"] >= COSTLY) and ("played_line" in row) == (row["cost"] >= COSTLY)
        before = sum(points for _, points in _trick_points(session.deal)[:row["trick"] - 1])
        assert before + sum(trick["points"] for trick in line) == total
        assert line[-1]["text"].startswith("Trick 8: ") and "double-dummy" in row["line_title"]


def _trick_points(deal):
    """Each trick's winner and card points (the last trick's bonus included), from the engine's replay."""
    rows = []
    for i, trick in enumerate(deal.tricks):
        values = point_table(deal.contract.trump, deal.rules.all_trump_values)
        last = i == deal.tricks_in_deal - 1
        rows.append((trick.winner, sum(values[card.index] for card in trick.cards) + (LAST_TRICK_BONUS if last else 0)))
    return rows


@pytest.mark.parametrize(("preset", "seats"), [("nl23", ["E", "S", "W"]), ("nl23+players=2", ["N", "S"])])
def test_a_whole_small_table_match_scores_each_player(preset, seats):
    """Two or three players: per-player scores, the engine's replay agrees, the match line names each player;
    hints and the review work as at four (the solver plays South's own points against the others)."""
    state = ask(op="new", preset=preset, level="beginner", lang="fr", seed=8)
    assert state["seats"] == seats
    assert set(state["names"]) == set(seats) and set(state["hand_sizes"]) == set(seats)
    scores, phases = [], set()
    while True:
        phases.add(state["phase"])
        if state["phase"] == "over":
            replayed = Deal.from_json(state["record"])
            assert replayed.result().score == state["score"] and set(state["score"]) == set(seats)
            assert state["breakdown"] == replayed.result().breakdown("fr")
            scores.append(state["score"])
            if not state["thrown_in"]:
                review = ask(op="review")["rows"]
                tricks = replayed.tricks_in_deal
                assert len(review) == tricks and all(row["cost"] >= 0 for row in review)
                for row in review:
                    assert [trick["trick"] for trick in row["line"]] == list(range(row["trick"], tricks + 1))
                    assert all(len(trick["plays"]) == len(seats) for trick in row["line"])
            if state["match_over"]:
                break
            state = ask(op="next")
        elif state["turn"] == "S":
            if state["phase"] == "play":
                hint = ask(op="hint")
                assert hint["best"] and set(hint["best"]) <= set(state["legal"]), hint
                assert max(hint["values"].values()) == hint["values"][hint["best"][0]] <= 162
            state = ask(op="choose", action=south_move(state))
        else:
            state = ask(op="run", limit=0)
        assert "error" not in state, state
        assert all(name in state["match_line"] for name in state["names"].values())
    assert {seat: sum(score[seat] for score in scores) for seat in seats} == state["totals"]
    assert "play" in phases and max(state["totals"].values()) >= state["target"]
    assert "La partie est finie" in state["match_text"]


def test_a_small_table_refuses_a_forbidden_card_with_the_reason_and_undoes():
    session = Session("nl23", "beginner", "de", seed=3)
    refused = undone = False
    for _ in range(300):
        state = session.run(0)
        if state["phase"] == "over":
            session.next_deal()
            continue
        if state["phase"] == "play" and state["turn"] == "S":
            deal = session.deal
            assert sorted(state["legal"]) == sorted(str(c) for c in deal.legal_cards())
            forbidden = [card for card in state["hand"] if not card["legal"]]
            if forbidden and not refused:
                history = len(deal.history)
                reply = session.choose(forbidden[0]["card"])["refused"]
                assert reply["reason"] and len(session.deal.history) == history
                refused = True
            if state["can_undo"] and not undone:
                hand = [card["card"] for card in state["hand"]]
                session.choose(state["legal"][0])
                assert session.undo()["undone"] and [c["card"] for c in session.state()["hand"]] == hand
                undone = True
                continue
        session.choose(south_move(session.state()))
        if refused and undone:
            break
    assert refused and undone


def test_each_state_carries_only_the_lines_since_the_last_one():
    """The page appends every state's log: a line must come once (South's call, the others' calls)."""
    session = Session("classic", "beginner", "en", seed=3)
    lines = list(session.run(0)["log"])
    for _ in range(3):
        state = session.choose("pass") if session.deal.to_play == "S" else session.run(1)
        lines += state["log"]
        if state["phase"] != "bidding":
            break
    names = {"N": "North", "E": "East", "S": "South", "W": "West"}
    assert [line for line in lines if line.endswith(": pass.")] == [f"{names[seat]}: pass."
                                                                   for seat, _ in session.deal.history]


def test_the_log_follows_undo_and_a_new_deal():
    """Each state says from which line on the page replaces its log (``log_from``): an undo takes back the
    lines of the moves it undid, a new deal starts an empty log."""
    session = Session("classic", "beginner", "en", seed=3)
    log: list[str] = []

    def draw(state):
        del log[state["log_from"]:]
        log.extend(state["log"])
        return state

    state = draw(session.run(0))
    while not (state["phase"] == "play" and state["turn"] == "S" and state["can_undo"]):
        state = draw(session.choose(south_move(state)) if state["turn"] == "S" else session.run(0))
    before = list(log)
    card = state["legal"][0]
    state = draw(session.choose(card))
    state = draw(session.run(0))
    assert any(line.startswith("South plays") for line in log[len(before):])
    state = draw(session.undo())
    assert state["undone"] and log == before  # the trick taken back is gone from the log, once
    assert state["status"] == STATUS_CARD("en") and state["hand_labels"]["N"] == f"{state['hand_sizes']['N']} cards"
    while state["phase"] != "over":
        state = draw(session.choose(south_move(state)) if state["turn"] == "S" else session.run(1))
        assert state["status"] in (STATUS_CARD("en"), STATUS_OTHERS("en"), STATUS_OVER("en")) or state["phase"] != "play"
    assert state["status"] == STATUS_OVER("en")
    state = draw(session.next_deal())
    assert state["log_from"] == 0 and log == state["log"] and not any("plays" in line for line in log)


def test_the_hint_gives_every_cost_and_a_reason_in_one_reply():
    session = Session("classic", "beginner", "de", seed=5)
    state = session.run(0)
    while not (state["phase"] == "play" and state["turn"] == "S" and len(state["legal"]) > 1):
        state = session.choose(south_move(state)) if state["turn"] == "S" else session.run(0)
    hint = session.hint()
    top = max(hint["values"].values())
    assert hint["costs"] == {card: top - value for card, value in hint["values"].items()}
    assert set(hint["costs"]) == set(state["legal"]) and set(hint["cost_texts"]) == set(state["legal"])
    assert hint["best"] == [card for card, cost in hint["costs"].items() if cost == 0]
    assert hint["reason"] and hint["text"].startswith(("Beste Karte", "Jede dieser"))


def test_a_failed_contract_says_which_condition_failed():
    """The verdict names the condition the deal turned on, with the totals it compared."""
    for seed in range(40):
        session = Session("classic", "beginner", "en", seed=seed)
        state = session.run(0)
        while state["phase"] != "over":
            state = session.choose(south_move(state)) if state["turn"] == "S" else session.run(0)
        if state["thrown_in"]:
            assert state["verdict"] == ""
            continue
        result = Deal.from_json(state["record"]).result()
        assert state["verdict"]
        if not result.made:  # the totals compared are in the sentence
            assert str(result.judged[result.sides.of(result.contract.taker)]) in state["verdict"], state["verdict"]
            return
    pytest.fail("no failed contract in 40 deals")


def advice_for_south(deal):
    """The engine's advice for South's call, from his own view (``advice.advise``)."""
    view = deal.view("S")
    return advise(view.hand, rules=deal.rules, dealer=view.dealer, calls=[a for _, a in view.calls],
                  retourne=view.retourne)


@pytest.mark.parametrize(("preset", "lang"), [("coinche", "fr"), ("classic", "de"), ("contree", "en")])
def test_the_auction_hint_is_the_advised_call_in_words(preset, lang):
    session = Session(preset, "beginner", lang, seed=3)
    state = session.run(0)
    assert state["phase"] == "bidding" and state["turn"] == "S" and state["can_hint"]
    hint = session.hint()
    best = best_call(advice_for_south(session.deal))
    assert hint["call"] == str(best.call) and hint["best"] == [str(best.call)]
    assert hint["text"] == ADVISED(lang, call=best.call.name(lang))
    assert hint["reason"] == best.explain(lang) != ""
    assert hint["call"] in [call["call"] for call in state["calls"]]
    assert hint["scores"][hint["call"]] == max(hint["scores"].values())


def test_the_coinche_auction_shows_the_bid_to_beat_the_dealer_and_the_bids_by_height():
    session = Session("coinche", "beginner", "nl", seed=3)
    state = session.run(0)
    auction = session.deal.auction
    assert auction.bid is not None  # West opened before South: the bid to beat is his
    assert state["high_bid"]["call"] == str(auction.bid) and state["high_bid"]["seat"] == auction.bidder
    assert seat_name(auction.bidder, "nl") in state["high_bid"]["text"]
    assert state["dealer_text"] == DEALER("nl", seat=seat_name(session.deal.dealer, "nl"))
    bids = [call for call in state["calls"] if call["bid"]]
    assert bids and all(call["call"] == f"{call['height']} {call['call'].split()[1]}" for call in bids)
    heights = {call["height"] for call in bids}
    assert len(heights) * 6 == len(bids)  # every height in every trump mode: one row of six per height
    state = session.choose(bids[0]["call"])
    assert state["high_bid"]["call"] == bids[0]["call"] and state["high_bid"]["seat"] == "S"  # South's bid stands
    assert "Zuid" in state["high_bid"]["text"]
    assert Session("classic", "beginner", "en", seed=3).run(0)["high_bid"] is None  # no bids to beat there


def test_the_review_weighs_each_of_souths_calls_against_the_advised_call():
    session = Session("coinche", "beginner", "en", seed=3)
    state = session.run(0)
    asked = []
    while state["phase"] != "over":
        if state["turn"] != "S":
            state = session.run(0)
            continue
        if state["phase"] == "bidding":
            advice = advice_for_south(session.deal)
            asked.append((south_move(state), advice))
        state = session.choose(south_move(state))
    review = session.review()
    assert [row["call"] for row in review["calls"]] == [call for call, _ in asked]
    for row, (call, advice) in zip(review["calls"], asked, strict=True):
        best = best_call(advice)
        mine = next(one for one in advice if str(one.call) == call)
        assert row["advised"] == str(best.call) and row["cost"] == round(best.score) - round(mine.score)
        assert row["reason"] == best.explain("en") and str(row["cost"]) in row["text"]


def test_a_deal_thrown_in_has_a_review_of_its_auction():
    for seed in range(40):
        session = Session("classic", "beginner", "en", seed=seed)
        state = session.run(0)
        while state["phase"] == "bidding":
            state = session.choose("pass") if state["turn"] == "S" else session.run(0)
        if session.deal.thrown_in:
            break
    else:
        pytest.skip("no deal thrown in among 40 seeds")
    assert state["reviewable"]
    review = session.review()
    assert review["rows"] == [] and len(review["calls"]) >= 2  # South passed in both rounds
    assert all(row["call"] == "pass" for row in review["calls"])
