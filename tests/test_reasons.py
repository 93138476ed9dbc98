"""Reasons that decide: over random deals of every preset, the condition each explanation names holds,
and changing only that condition changes the outcome (a deal's score, a card's refusal, a match's end)."""

import random

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from belote_teach import Deal, Rules, explain_play, score_deal
from belote_teach.bidding import Contract, bid_ladder
from belote_teach.declarations import BELOTE_DONE, BELOTE_POINTS
from belote_teach.exercises import DealScoring
from belote_teach.match import match_outcome
from belote_teach.outcomes import SMALL_OUTCOME_REASONS
from belote_teach.outcomes import verdict as stated_verdict
from belote_teach.plausible import match_problem
from belote_teach.seats import SIDES, seat_name, team
from belote_teach.simulate import random_agent
from belote_teach.small.record import outcome_kind
from belote_teach.small.scoring import score_small
from belote_teach.values import PLAIN_STRENGTH, TRUMP_STRENGTH

from .conftest import examples

FOUR = ["classic", "coinche", "contree", "bga", "classic+litige=dedans", "coinche+declarations_count_for_contract=no",
        "classic+belote_counts_for_contract=no", "coinche+success_score=bid_only", "contree+belote_on_failure=holder_keeps"]
SMALL = ["nl23", "nl23+players=2"]


def played(rules, seed):
    deal = Deal.new(rules, rng=random.Random(seed))
    agent = random_agent(random.Random(seed + 1))
    while not deal.is_over:
        deal.apply(agent(deal))
    return deal


def inputs(deal):
    """What the deal gave each team, as ``score_deal`` takes it."""
    belote = SIDES.zero()
    for (seat, _), status in deal.belote.items():
        if status == BELOTE_DONE:
            belote[team(seat)] += BELOTE_POINTS
    return dict(deal.points), deal.declarations(), belote


def rescored(deal, *, rules=None, bid=None, points=None, capot="same"):
    raw, declared, belote = inputs(deal)
    contract = deal.contract
    if bid is not None:
        contract = Contract(contract.taker, contract.trump, bid, contract.multiplier)
    result = deal.result()
    return score_deal(rules or deal.rules, contract, points or raw, declarations=declared, belote=belote,
                      capot=result.capot if capot == "same" else capot)


def moved(points, takers, amount):
    """The card points with ``amount`` moved from the defence to the takers (negative: the other way)."""
    defence = SIDES.other(takers)
    changed = dict(points)
    changed[takers] += amount
    changed[defence] -= amount
    assume(min(changed.values()) >= 0)
    return changed


PHRASES = {
    "takers-higher": "more than the defence", "takers-lower": "less than the defence",
    "totals-equal": "same total", "totals-equal-dedans": "a tie is a failed contract",
    "bid-reached": "enough for their bid", "bid-reached-defence-beaten": "and more than the defence",
    "bid-missed": "less than their bid", "defence-not-beaten": "but no more than the defence",
    "bid-missed-defence-not-beaten": "less than their bid of", "capot-won": "as their capot bid promised",
    "capot-lost": "did not win every trick",
}


@settings(max_examples=examples(150), deadline=None)
@given(rules=st.sampled_from(FOUR), seed=st.integers(0, 10**6))
def test_a_deals_stated_reason_holds_and_decides_it(rules, seed):
    deal = played(rules, seed)
    assume(deal.contract is not None and deal.contract.bid != "generale")
    result, contract = deal.result(), deal.contract
    takers = contract.team
    ta, td = result.judged[takers], result.judged[SIDES.other(takers)]
    reason, bid = result.decided_by, contract.bid
    raw = dict(deal.points)
    ladder = [value for value in bid_ladder(deal.rules) if isinstance(value, int)]
    # the condition named holds …
    holds = {
        "takers-higher": ta > td, "takers-lower": ta < td, "totals-equal": ta == td, "totals-equal-dedans": ta == td,
        "capot-won": result.capot == takers, "capot-lost": result.capot != takers,
    }
    if isinstance(bid, int):
        reach = deal.rules.contract_condition == "reach"
        holds.update({"bid-reached": ta >= bid and reach, "bid-reached-defence-beaten": ta >= bid and ta > td and not reach,
                      "bid-missed": ta < bid and (reach or ta > td), "defence-not-beaten": ta >= bid and ta <= td and not reach,
                      "bid-missed-defence-not-beaten": ta < bid and ta <= td and not reach})
    assert holds[reason], (reason, ta, td, bid)
    # … the explanation says it …
    exercise = DealScoring.make(taker=contract.taker, trump=contract.trump, points=raw, rules=deal.rules, bid=bid,
                                multiplier=contract.multiplier, declarations=deal.declarations().points,
                                belote=inputs(deal)[2], capot=result.capot)
    if exercise.outcome != "capot" or bid == "capot":
        assert PHRASES[reason] in exercise.reasons()[0].message("en"), (reason, exercise.reasons()[0].message("en"))
    # … and changing that condition alone changes the outcome
    if reason in ("capot-won", "capot-lost"):
        flipped = rescored(deal, capot=None if result.capot == takers else takers)
        assert flipped.made != result.made
        return
    assume(result.capot is None)
    if reason == "takers-higher":
        assert not rescored(deal, points=moved(raw, takers, -((ta - td) // 2 + 1))).made
    elif reason == "takers-lower":
        assert rescored(deal, points=moved(raw, takers, (td - ta) // 2 + 1)).made
    elif reason in ("totals-equal", "totals-equal-dedans"):
        assert rescored(deal, points=moved(raw, takers, 1)).made and not result.made
    elif reason in ("bid-reached", "bid-reached-defence-beaten"):
        higher = [value for value in ladder if value > ta]
        assume(higher)
        assert not rescored(deal, bid=higher[0]).made
    elif reason == "bid-missed":
        lower = [value for value in ladder if value <= ta]
        assume(lower)
        assert rescored(deal, bid=lower[-1]).made
    elif reason == "defence-not-beaten":
        assert rescored(deal, rules=deal.rules.replace(contract_condition="reach")).made
    elif reason == "bid-missed-defence-not-beaten":  # both named: either alone is not enough
        lower = [value for value in ladder if value <= ta]
        assume(lower)
        reach = deal.rules.replace(contract_condition="reach")
        assert not rescored(deal, bid=lower[-1]).made and not rescored(deal, rules=reach).made
        assert rescored(deal, rules=reach, bid=lower[-1]).made


def stated_totals(result):
    """The totals the score sheet compares, as it states them: ``South (taker) 44 against East 68, West 26.``"""
    line = next(line for line in result.breakdown("en") if " (taker) " in line)
    total, others = line.rstrip(".").split(" (taker) ")[1].split(" against ")
    pairs = [other.rsplit(" ", 1) for other in others.split(", ")]
    return int(total), {name: int(points) for name, points in pairs}


@settings(max_examples=examples(120), deadline=None)
@given(rules=st.sampled_from(SMALL), seed=st.integers(0, 10**6))
def test_a_small_tables_stated_outcome_holds_and_decides_it(rules, seed):
    """Two or three players: the taker made it (above each other player), failed (one player above him)
    or left his points in the reserve (a tie), as the sheet's own totals say; and card points moved
    between the taker and the player he is compared with, and nothing else, change that outcome (when
    card points can close the gap)."""
    deal = played(rules, seed)
    assume(deal.contract is not None)
    result, taker = deal.result(), deal.contract.taker
    kind = outcome_kind(result)
    taker_total, others = stated_totals(result)
    best = max(others.values())
    leaders = list(others.values()).count(best)
    holds = {"made": taker_total > best, "failed": best > taker_total and leaders == 1,
             "reserve": best == taker_total or (best > taker_total and leaders > 1)}
    assert holds[kind] and sum(holds.values()) == 1, (kind, taker_total, others)
    assert stated_verdict(result, "en") == SMALL_OUTCOME_REASONS[kind]("en")  # what the play page says

    def outcome(points):
        return outcome_kind(score_small(deal.rules, deal.contract, points, deal.won, declarations=deal.declarations(),
                                        belote=deal.belote_points(), reserve=deal.reserve))

    assert outcome(dict(deal.points)) == kind  # the deal's own inputs score the same
    # the player the condition names: the one with the highest total beside the taker
    rival = next(seat for seat in deal.points if seat != taker and seat_name(seat, "en") == max(others, key=others.get))
    # card points moved from the one ahead close the gap twice as fast, unless his declarations and belote outweigh them
    gap = taker_total - others[seat_name(rival, "en")]
    assume(abs(gap) < 2 * deal.points[taker if gap > 0 else rival])
    outcomes = {outcome(dict(deal.points, **{taker: deal.points[taker] - k, rival: deal.points[rival] + k}))
                for k in range(-deal.points[rival], deal.points[taker] + 1)}
    assert kind in outcomes and len(outcomes) >= 2, (kind, outcomes)


def beats(card, best, trump, all_trump):
    """Does ``card`` beat ``best`` (both of one suit) in the order of its suit?"""
    order = TRUMP_STRENGTH if all_trump or card.suit.value == trump else PLAIN_STRENGTH
    return order[card.rank.index] > order[best.rank.index]


@settings(max_examples=examples(120), deadline=None)
@given(rules=st.sampled_from([*FOUR, *SMALL, "classic+void_partner_winning=must_trump",
                              "coinche+all_trump_climb=partner_exception", "classic+trump_lead_partner=free"]),
       seed=st.integers(0, 10**6), stop=st.integers(1, 30))
def test_a_refused_cards_stated_reason_holds_and_decides_it(rules, seed, stop):
    deal = Deal.new(rules, rng=random.Random(seed))
    agent = random_agent(random.Random(seed + 1))
    while not deal.is_over and not (deal.phase == "play" and len(deal.tricks) * 4 + len(deal.trick) >= stop):
        deal.apply(agent(deal))
    assume(not deal.is_over and deal.phase == "play" and deal.trick)
    seat, trump = deal.to_play, deal.contract.trump
    hand = deal.hand(seat)
    trick = " ".join(f"{s}:{card}" for s, card in deal.trick)
    played = [card for _, card in deal.trick]
    led = played[0].suit
    kwargs = {"trump": trump.value, "player": seat, "rules": deal.rules}
    all_trump = trump.value == "all-trump"
    for verdict in explain_play(" ".join(map(str, hand)), trick, **kwargs):
        if verdict.allowed:
            continue
        card = verdict.card
        follow = [c for c in hand if c.suit == led]
        trumps = [c for c in hand if trump.suit is not None and c.suit == trump.suit]
        played_trumps = [c for c in played if trump.suit is not None and c.suit == trump.suit]
        rule = verdict.rule
        if rule == "must-follow-suit":
            assert follow and card.suit != led
            without = [c for c in hand if c.suit != led]
        elif rule == "must-trump":
            assert not follow and trumps and card not in trumps
            without = [c for c in hand if c not in trumps]
        elif rule == "must-overtrump":
            top = max(played_trumps, key=lambda c: TRUMP_STRENGTH[c.rank.index]) if played_trumps else None
            over = [c for c in trumps if top is None or beats(c, top, trump.value, False)]
            assert over and card not in over
            without = [c for c in hand if c not in over]
        elif rule == "must-undertrump":
            assert trumps and card not in trumps and not follow
            without = [c for c in hand if c not in trumps]
        elif rule == "must-climb":
            best = max((c for c in played if c.suit == led), key=lambda c: TRUMP_STRENGTH[c.rank.index])
            higher = [c for c in follow if beats(c, best, trump.value, all_trump)]
            assert higher and card not in higher
            without = [c for c in hand if c not in higher]
        else:
            raise AssertionError(f"a refusal names {rule}")
        if card not in without:
            without.append(card)
        again = next(v for v in explain_play(" ".join(map(str, without)), trick, **kwargs) if v.card == card)
        assert again.allowed or again.rule != rule, (rule, str(card), trick)


@settings(max_examples=examples(200), deadline=None)
@given(ns=st.integers(0, 1300), ew=st.integers(0, 1300), takers=st.sampled_from(["NS", "EW"]), made=st.booleans(),
       rule=st.sampled_from(["higher_total", "takers_win"]))
def test_a_match_ends_for_the_stated_reason(ns, ew, takers, made, rule):
    rules = Rules().replace(both_over_target=rule)
    totals = {"NS": ns, "EW": ew}
    made_by, failed_by = (takers, None) if made else (None, takers)
    assume(match_problem(rules, totals, made_by=made_by, failed_by=failed_by) is None)
    outcome = match_outcome(rules, totals, made_by=made_by, failed_by=failed_by)
    over = [side for side in totals if totals[side] >= rules.match_target]
    if outcome.rule == "failed-contract":
        assert len(over) == 2 and failed_by and outcome.winner != failed_by
        assert match_outcome(rules, totals).rule != "failed-contract"
    elif outcome.rule == "takers-first":
        assert len(over) == 2 and rule == "takers_win" and outcome.winner == made_by
        assert match_outcome(rules.replace(both_over_target="higher_total"), totals, made_by=made_by).rule != "takers-first"
    elif outcome.rule == "higher-total":
        assert len(over) == 2 and totals[outcome.winner] > totals[SIDES.other(outcome.winner)]
        level = dict.fromkeys(totals, max(totals.values()))
        assert match_outcome(rules, level, made_by=made_by).rule != "higher-total"
    elif outcome.rule == "one-over":
        assert over == [outcome.winner]
    else:
        assert outcome.winner is None


def test_takers_who_miss_their_bid_are_told_so_not_that_they_have_less_than_the_defence():
    # the answer key: coinche takers with 95 against 67 who bid 100 (their tierce not counted)
    exercise = DealScoring.make(taker="N", trump="H", points={"NS": 95, "EW": 67}, rules="coinche+declarations_count_for_contract=no",
                                bid=100, declarations={"NS": 20})
    assert exercise.result.decided_by == "bid-missed"
    message = exercise.reasons()[0].message("en")
    assert message.startswith("The takers have 95, less than their bid of 100") and "than the defence" not in message
    assert "minder dan hun bod van 100" in exercise.reasons()[0].message("nl")
    assert "moins que leur enchère de 100" in exercise.reasons()[0].message("fr")
    assert "weniger als ihr Gebot von 100" in exercise.reasons()[0].message("de")
    # reaching the bid but not outscoring the defence is the other reason, and contrée lets it pass
    reach = DealScoring.make(taker="S", trump="C", points={"NS": 83, "EW": 79}, rules="coinche", bid=80,
                             declarations={"EW": 20})
    assert reach.result.decided_by == "defence-not-beaten" and not reach.result.made
    assert "enough for their bid of 80 but no more than the defence's 99" in reach.reasons()[0].message("en")
    assert score_deal("contree", Contract("S", reach.contract.trump, 80), {"NS": 83, "EW": 79},
                      declarations={"EW": 20}).made
    # a classic tie, carried over or counted as a fall
    tie = DealScoring.make(taker="N", trump="H", points={"NS": 81, "EW": 81})
    assert tie.result.decided_by == "totals-equal" and "same total, 81" in tie.reasons()[0].message("en")
    fall = DealScoring.make(taker="N", trump="H", points={"NS": 81, "EW": 81}, rules="classic+litige=dedans")
    assert fall.result.decided_by == "totals-equal-dedans" and "a tie is a failed contract" in fall.reasons()[0].message("en")


def test_a_hint_names_what_a_card_costs_and_whether_the_contract_holds():
    """The solver's reasons: a wrong card's stated cost is what it loses against the best card, and the
    contract is said to fail exactly when that card, and only such a card, loses it."""
    from belote_teach.exercises.best_card import generate_best_card

    for level, goal, start, rules in [(1, "points", 9, "classic"), (1, "contract", 31, "classic"), (2, "points", 21, "bga"),
                                      (1, "points", 131, "coinche")]:
        puzzle = generate_best_card(level, goal, start, rules)
        best = puzzle.values[puzzle.right[0]]
        for card, value in puzzle.values.items():
            if card in puzzle.right:
                continue
            message = puzzle.check(str(card)).messages("en")[0]
            assert f"costs {best - value} points" in message and f"with {value} card points" in message
            assert ("not made" in message) == (not puzzle.makes[card])
