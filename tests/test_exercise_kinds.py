"""The exercise kinds of the rule chapters beyond card play: what a card is worth, which calls are
allowed, what contract an auction ends in, who wins the match. Answers are checked against plain
transliterations of the rules reference; every wrong answer is explained with a rule id in every language."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_teach import Rules
from belote_teach.actions import COINCHE, PASS, SURCOINCHE, TAKE, Bid, Choose
from belote_teach.cards import DECK
from belote_teach.deal import Deal
from belote_teach.errors import InvalidInput
from belote_teach.exercises import (
    LEVELS,
    AuctionResult,
    CardValue,
    Exercise,
    LegalCalls,
    MatchEnd,
    compose,
    generate,
)
from belote_teach.i18n import LANGUAGES
from belote_teach.notation import contract_text
from belote_teach.plausible import match_problem
from belote_teach.seats import team
from belote_teach.trump import Trump

from .conftest import examples

NEW_KINDS = ("card-value", "bid", "auction", "match-end")
RULE_SETS = ("classic", "coinche", "contree", "bga", "classic+all_pass=dealer_plays+round2_suit=any_suit",
             "coinche+all_pass=dealer_plays+overbid_after_coinche=yes+ta_sa_bids=off",
             "classic+both_over_target=takers_win+match_target=501")

# ----- rules reference: card values, typed again: rank -> points -----
TRUMP = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
NO_TRUMP = {**PLAIN, "A": 19}
ALL_TRUMP = {"ffb2015": {**TRUMP, "J": 13, "9": 9, "A": 6, "10": 5, "K": 3, "Q": 2},
             "pagat": {**TRUMP, "J": 14, "9": 9, "A": 6, "10": 5, "K": 3, "Q": 1},
             "ffb2016": TRUMP}


def reference_value(card, mode, system):
    rank = card.rank.value
    if mode == "no-trump":
        return NO_TRUMP[rank]
    if mode == "all-trump":
        return ALL_TRUMP[system][rank]
    return TRUMP[rank] if card.suit.value == mode else PLAIN[rank]


@pytest.mark.parametrize("system", ["ffb2015", "pagat", "ffb2016"])
def test_every_card_value_in_every_mode_is_the_rules(system):
    rules = Rules.preset("coinche").replace(all_trump_values=system)
    for card in DECK:
        for mode in ("S", "H", "D", "C", "no-trump", "all-trump"):
            exercise = CardValue.make(card, trump=mode, rules=rules)
            assert exercise.answer == reference_value(card, mode, system), (card, mode)
            assert exercise.check(exercise.answer).correct


@pytest.mark.parametrize(
    ("card", "trump", "response", "rule"),
    [
        ("JH", "H", 2, "counted-as-plain"),
        ("9S", "H", 14, "counted-as-trump"),
        ("AS", "no-trump", 11, "counted-as-suit-contract"),
        ("JS", "all-trump", 14, "other-value-system"),
        ("JS", "all-trump", 20, "counted-as-suit-contract"),
    ],
)
def test_a_card_value_mistake_is_named(card, trump, response, rule):
    exercise = CardValue.make(card, trump=trump, rules="coinche")
    feedback = exercise.check(response)
    assert not feedback.correct and feedback.rules[0] == rule
    assert all(feedback.messages(lang)[0] for lang in LANGUAGES)
    assert CardValue.make(card, trump=trump, rules="coinche").check(99).rules[0].endswith("-values")


# ----- rules reference: the auction and the coinche auction, typed again -----


def reference_retourne(rules, turned, calls):
    """The calls allowed after ``calls`` (all of them passes) in the classic auction."""
    passes = len(calls)
    rounds = 3 if rules.third_round == "ta_sa" else 2
    suits = [Choose(Trump(s)) for s in "SHDC"]
    if passes < 4:
        return {TAKE, PASS}
    if passes < 8:
        return {PASS, *(s for s in suits if rules.round2_suit == "any_suit" or s.trump.value != turned.suit.value)}
    if passes < 12 and rounds == 3:
        return {PASS, Choose(Trump.ALL_TRUMP), Choose(Trump.NO_TRUMP)}
    return set(suits)


@settings(max_examples=examples(80), deadline=None)
@given(rules=st.sampled_from(["classic", "bga", "classic+round2_suit=any_suit", "classic+all_pass=dealer_plays",
                              "bga+all_pass=dealer_plays"]),
       passes=st.integers(0, 12), card=st.sampled_from(DECK), dealer=st.sampled_from("NESW"))
def test_legal_calls_of_the_classic_auction_are_the_rules(rules, passes, card, dealer):
    checked = Rules.coerce(rules)
    last = 12 if checked.third_round == "ta_sa" else 8
    if passes > last or (passes == last and checked.all_pass == "redeal"):
        with pytest.raises(InvalidInput):
            LegalCalls.make(["pass"] * passes, dealer=dealer, turned=card, rules=checked)
        return
    exercise = LegalCalls.make(["pass"] * passes, dealer=dealer, turned=card, rules=checked)
    expected = reference_retourne(checked, card, ["pass"] * passes)
    assert set(exercise.answer) == expected & set(exercise.choices())
    assert exercise.check(exercise.answer_key).correct


def reference_coinche(rules, calls, seat):
    bid, bidder, multiplier = None, None, 1
    for who, call in calls:
        if isinstance(call, Bid):
            bid, bidder, multiplier = call, who, 1
        elif call == COINCHE:
            multiplier = 2
    if multiplier == 2 and rules.overbid_after_coinche == "no":
        return {SURCOINCHE, PASS}
    ladder = [rules.min_bid, *range(90, 170, 10), "capot"]
    allowed = {PASS}
    start = 0 if bid is None else ladder.index(bid.value) + 1
    allowed |= {Bid(value, mode) for value in ladder[start:] for mode in Trump}
    if rules.ta_sa_bids == "off":
        allowed = {call for call in allowed if not isinstance(call, Bid) or call.trump.suit is not None}
    if bidder is not None and multiplier == 1 and team(seat) != team(bidder):
        allowed.add(COINCHE)
    if bidder is not None and multiplier == 2 and team(seat) == team(bidder):
        allowed.add(SURCOINCHE)
    return allowed


@settings(max_examples=examples(60), deadline=None)
@given(seed=st.integers(0, 10**6), rules=st.sampled_from(["coinche", "contree", "coinche+overbid_after_coinche=yes"]))
def test_legal_calls_of_the_coinche_auction_are_the_rules(seed, rules):
    checked = Rules.coerce(rules)
    deal = Deal.new(checked, rng=random.Random(seed))
    rng = random.Random(seed)
    calls = []
    while deal.phase == "bidding":
        exercise = LegalCalls.make(calls, dealer=deal.dealer, rules=checked)
        if any(seat_call != PASS for _, seat_call in exercise.seat_calls()) or not calls:
            expected = reference_coinche(checked, exercise.seat_calls(), exercise.player)
            assert set(exercise.answer) == expected & set(exercise.choices()), (calls, exercise.answer_key)
        legal = deal.legal_actions()
        call = rng.choice([c for c in legal if c != PASS] if rng.random() < 0.4 and len(legal) > 1 else legal)
        deal.apply(call)
        calls.append(call)


@settings(max_examples=examples(60), deadline=None)
@given(seed=st.integers(0, 10**6), rules=st.sampled_from(RULE_SETS))
def test_the_contract_of_an_auction_is_the_deals(seed, rules):
    """Replayed by the exercise, the calls of a random deal end in the contract the deal plays."""
    deal = Deal.new(Rules.coerce(rules), rng=random.Random(seed))
    rng = random.Random(seed + 1)
    while deal.phase == "bidding" and not deal.is_over:
        legal = deal.legal_actions()
        deal.apply(PASS if PASS in legal and rng.random() < 0.6 else rng.choice(legal))
    calls = [call for _, call in deal.auction.calls]
    turned = deal.retourne
    exercise = AuctionResult.make(calls, dealer=deal.dealer, turned=turned, rules=deal.rules)
    assert exercise.answer_key == (contract_text(deal.contract) if deal.contract else "thrown-in")
    wrong = "thrown-in" if deal.contract else "N H"
    feedback = exercise.check(wrong)
    assert not feedback.correct and feedback.reasons
    for lang in LANGUAGES:
        assert all(feedback.messages(lang))


def test_auction_answers_and_reasons():
    classic = AuctionResult.make("pass pass pass pass pass C", dealer="N", turned="9H")
    assert classic.answer_key == "S C" and classic.reasons()[0].rule == "named-round-two"
    forced = AuctionResult.make(["pass"] * 8 + ["D"], dealer="N", turned="9H", rules="classic+all_pass=dealer_plays")
    assert forced.answer_key == "N D" and forced.reasons()[0].rule == "dealer-chose"
    surcoinche = AuctionResult.make("80 H, coinche, surcoinche", dealer="E", rules="coinche")  # North bids
    assert surcoinche.answer_key == "N 80 H x4"
    assert [r.rule for r in surcoinche.reasons()] == ["highest-bid", "surcoinched", "contract"]
    assert surcoinche.check("N 80 H x2").rules[0] == "surcoinched"
    assert surcoinche.check("thrown-in").rules[0] == "highest-bid"
    with pytest.raises(InvalidInput, match="the classic auction needs the turned card"):
        AuctionResult.make("take", dealer="N")


def test_legal_calls_reasons_name_the_rule():
    coinched = LegalCalls.make("80 H, coinche", dealer="E", rules="coinche")  # North bids, West coinches
    assert coinched.player == "S" and coinched.answer_key == "pass, surcoinche"
    rules = dict(zip([r.subject for r in coinched.reasons()], [r.rule for r in coinched.reasons()], strict=True))
    assert rules["coinche"] == "already-coinched" and rules["90 H"] == "after-coinche" and rules["surcoinche"] == "surcoinche"
    opponent = LegalCalls.make("80 H", dealer="E", rules="coinche")  # North bid, West to speak
    assert opponent.check("pass, 80 D").rules[:4] == ("not-higher", "higher-bid", "higher-bid", "coinche")
    assert opponent.check("pass, 80 D").messages("en")[0].startswith("80 diamonds: forbidden. 80 diamonds is not higher")


# ----- rules reference: the match, typed again -----


def reference_winner(target, rule, totals, made_by, failed_by):
    over = [side for side in ("NS", "EW") if totals[side] >= target]
    if not over:
        return None
    if len(over) == 1:
        return over[0]
    if failed_by:
        return "EW" if failed_by == "NS" else "NS"
    if rule == "takers_win" and made_by:
        return made_by
    if totals["NS"] == totals["EW"]:
        return None
    return max(over, key=lambda side: totals[side])


@settings(max_examples=examples(120), deadline=None)
@given(ns=st.integers(0, 1300), ew=st.integers(0, 1300), takers=st.sampled_from([None, "NS", "EW"]),
       made=st.booleans(), rule=st.sampled_from(["higher_total", "takers_win"]), target=st.sampled_from([1000, 501]))
def test_the_match_winner_is_the_rules(ns, ew, takers, made, rule, target):
    rules = Rules().replace(both_over_target=rule, match_target=target)
    made_by, failed_by = (takers, None) if made else (None, takers)
    if match_problem(rules, {"NS": ns, "EW": ew}, made_by=made_by, failed_by=failed_by):
        with pytest.raises(InvalidInput, match="cannot happen because"):  # totals no match reaches are refused
            MatchEnd.make({"NS": ns, "EW": ew}, made_by=made_by, failed_by=failed_by, rules=rules)
        return
    exercise = MatchEnd.make({"NS": ns, "EW": ew}, made_by=made_by, failed_by=failed_by, rules=rules)
    assert exercise.answer == reference_winner(target, rule, {"NS": ns, "EW": ew}, made_by, failed_by)
    for wrong in {"NS", "EW", "none"} - {exercise.answer_key}:
        feedback = exercise.check(wrong)
        assert not feedback.correct and feedback.reasons[0].subject == wrong
        assert feedback.reasons[1].rule == exercise.ending()


# ----- every new kind: generators, JSON, the answer form, explanations -----


@settings(max_examples=examples(60), deadline=None)
@given(kind=st.sampled_from(NEW_KINDS), level=st.sampled_from(LEVELS), seed=st.integers(0, 10**6),
       rules=st.sampled_from(RULE_SETS))
def test_new_kinds_generate_round_trip_and_explain_every_wrong_answer(kind, level, seed, rules):
    exercise = generate(kind, level, seed, rules)
    assert generate(kind, level, seed, rules) == exercise
    assert (exercise.kind, exercise.level, exercise.seed) == (kind, level, seed)
    data = json.loads(json.dumps(exercise.to_dict()))
    assert Exercise.from_dict(data) == exercise and data["answer"] == exercise.answer_key
    assert compose(exercise.fields(), exercise.field_values(exercise.answer)) == exercise.answer_key
    for option_field in exercise.fields():
        assert all(option.label(lang) for option in option_field.options for lang in LANGUAGES)
    wrong = {
        "card-value": lambda e: e.answer + 1,
        "bid": lambda e: [str(c) for c in e.choices() if c not in e.answer][:1] + [str(c) for c in e.answer][1:],
        "auction": lambda e: "thrown-in" if e.answer else "N S",
        "match-end": lambda e: "none" if e.answer else "NS",
    }[kind](exercise)
    feedback = exercise.check(wrong)
    assert not feedback.correct and feedback.reasons and all(reason.rule for reason in feedback.reasons)
    for lang in LANGUAGES:
        assert all(message.strip() for message in feedback.messages(lang))
        assert exercise.title(lang) and exercise.answer_text(lang)


def test_generated_positions_fit_their_levels():
    for seed in range(12):
        assert generate("card-value", 1, seed).card.rank.value in ("A", "10", "K", "Q")
        assert generate("card-value", 3, seed, "coinche").trump.suit is None
        assert generate("bid", 1, seed).machine.round == 1
        assert generate("bid", 2, seed).machine.round == 2
        assert generate("bid", 3, seed, "bga").machine.round == 3
        assert generate("bid", 1, seed, "coinche").machine.bid is None
        assert generate("bid", 3, seed, "coinche").machine.multiplier == 2
        assert generate("auction", 1, seed).rounds[-1] == 1
        assert generate("auction", 3, seed).answer is None
        three = generate("auction", 3, seed, "coinche").answer
        assert three is None or three.multiplier > 1
        assert generate("match-end", 1, seed).ending() in ("nobody-over", "one-over")
        assert generate("match-end", 2, seed).ending() in ("higher-total", "equal-totals")
        assert generate("match-end", 3, seed).ending() in ("failed-contract", "equal-totals")
