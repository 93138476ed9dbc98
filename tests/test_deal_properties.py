"""Invariants over many random whole deals and matches, under every preset with random switch settings.

Each finished deal is re-scored from its record alone (the tricks and the actions) with the plain
reference of rules reference: card values–scoring in ``reference_deal``, and must replay exactly from its JSON.
"""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from belote_teach import DECK, Deal, Match, Rules
from belote_teach.actions import Declare, PlayCard
from belote_teach.rules import FOUR_PLAYER_PRESETS, SWITCHES
from belote_teach.simulate import random_agent

from . import reference_deal as ref
from .conftest import examples
from .reference import trick_tuples

DEAL_SWITCHES = [
    # rules reference: the auction
    "round2_suit", "all_pass", "third_round", "first_lead", "min_bid", "ta_sa_bids", "multipliers",
    "overbid_after_coinche", "play_direction",
    # rules reference: card play–card values
    "undertrump", "all_trump_values", "void_partner_winning",
    # rules reference: declarations
    "declarations", "declaration_timing", "sequence_top_card_order", "equal_sequence_tie",
    "capot_takes_defence_declarations", "belote_order", "belote_on_failure", "belote_counts_for_contract",
    "nt_carre_values",
    # rules reference: scoring
    "capot_value", "litige", "contract_condition", "declarations_count_for_contract", "success_score",
    "fail_value", "capot_bid_value", "rounding",
]


rules_strategy = st.builds(
    lambda preset, choices, keep: Rules.preset(preset).replace(**{k: v for k, v in choices.items() if k in keep}),
    st.sampled_from(FOUR_PLAYER_PRESETS),
    st.fixed_dictionaries({name: st.sampled_from(SWITCHES[name]) for name in DEAL_SWITCHES}),
    st.sets(st.sampled_from(DEAL_SWITCHES)),
)


def finish(deal, seed):
    agent = random_agent(random.Random(seed), forget_rate=0.1)
    while not deal.is_over:
        deal.apply(agent(deal))
    return deal


def rescore(deal):
    """Score the finished deal again from its tricks and actions only, with the plain reference."""
    rules, contract = deal.rules, deal.contract
    trump = contract.trump.value
    raw = {"NS": 0, "EW": 0}
    tricks_won = {"N": 0, "E": 0, "S": 0, "W": 0}
    start_hands = {"N": [], "E": [], "S": [], "W": []}
    for seats, cards, winner in trick_tuples(deal.tricks):
        side = ref.TEAM[winner]
        raw[side] += sum(ref.card_value(DECK[c], trump, rules.all_trump_values) for c in cards)
        tricks_won[winner] += 1
        for seat, c in zip(seats, cards, strict=True):
            start_hands[seat].append(str(DECK[c]))
    raw[ref.TEAM[deal.tricks[-1].winner]] += 10
    full = 248 if trump == "all-trump" and rules.all_trump_values == "ffb2016" else 152
    assert sum(raw.values()) == full + 10
    capot = next((side for side in ("NS", "EW")
                  if sum(n for s, n in tricks_won.items() if ref.TEAM[s] == side) == 8), None)
    solo = next((s for s, n in tricks_won.items() if n == 8), None)

    # declarations: the seats that announced, in the order they did
    announced = []
    if deal.game.with_declarations:
        for seat, action in deal.history:
            if isinstance(action, Declare):
                announced += [(seat, d) for d in ref.find_declarations(start_hands[seat], trump, rules.nt_carre_values)]
    _, declared = ref.declaration_winner(announced, trump, rules, contract.taker)

    # belote: K and Q of a belote suit from one hand, both announced, in the allowed order
    belote = {"NS": 0, "EW": 0}
    suits = {"no-trump": "", "all-trump": "SHDC"}.get(trump, trump)
    for seat in "NESW":
        for s in suits:
            plays = [(str(a.card), a.announce) for who, a in deal.history
                     if who == seat and isinstance(a, PlayCard) and str(a.card) in ("K" + s, "Q" + s)]
            in_order = rules.belote_order == "any" or plays[0][0] == "K" + s if plays else False
            if len(plays) == 2 and all(said for _, said in plays) and in_order:
                belote[ref.TEAM[seat]] += 20
    return ref.score(rules, contract.taker, trump, raw, capot, solo, declared, belote, contract.bid,
                     contract.multiplier, deal.reserve, deal.game.generale_value), capot, declared


@settings(max_examples=examples(600), deadline=None)
@given(rules_strategy, st.integers(0, 2**32), st.sampled_from([0, 0, 81]))
def test_random_deals_score_as_the_rules_say_and_replay(rules, seed, reserve):
    deal = finish(Deal.new(rules, rng=seed, reserve=reserve), seed)
    result = deal.result()
    again = Deal.from_json(deal.to_json())
    assert again.result() == result and again.to_json() == deal.to_json()
    if deal.thrown_in:
        assert result.score == {"NS": 0, "EW": 0} and result.reserve == reserve
        return
    played = sorted(c for _, cards, _ in trick_tuples(deal.tricks) for c in cards)
    assert played == list(range(32)) and len(deal.tricks) == 8
    (scores, points, made, litige, aside), capot, declared = rescore(deal)
    # card points total 162, except a capot (rules reference: card values, scoring)
    assert result.capot == capot
    if capot:
        assert result.card_points == {capot: int(rules.capot_value), ref.other(capot): 0}
    else:
        assert sum(result.card_points.values()) == 162
    assert result.card_points == points
    assert deal.declarations().points == declared
    assert (result.score, result.made, result.litige, result.reserve) == (scores, made, litige, aside)
    if rules.rounding != "none":
        assert all(v % 10 == 0 for v in result.score.values())


@settings(max_examples=examples(40), deadline=None)
@given(rules_strategy, st.sampled_from([1000, 501, 300]), st.sampled_from(["higher_total", "takers_win"]),
       st.integers(0, 2**32))
def test_random_matches_reach_the_target_and_end(rules, target, both, seed):
    rules = rules.replace(match_target=target, both_over_target=both)
    match = Match(rules, rng=seed)
    winner = match.play(random_agent(random.Random(seed)))
    totals = match.totals
    assert totals[winner] >= target
    assert sum(r.score["NS"] for r in match.results) == totals["NS"]
    loser = "EW" if winner == "NS" else "NS"
    if totals[loser] >= target and both == "higher_total":
        last = match.results[-1]
        failed = last.contract and not last.made and not last.litige
        assert totals[winner] > totals[loser] or failed
