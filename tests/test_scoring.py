"""Deal scoring (rules reference: scoring) and the match (rules reference: the match): every branch and switch, with the sums worked by hand.

Each case gives the inputs a scorer has (card points, declarations and belote per team) and the
score sheet worked out by hand from the rules reference; the engine and the plain reference must both give it.
"""

import pytest

from belote_teach import Contract, Rules, Trump, score_deal
from belote_teach.match import Match, match_winner

from . import reference_deal as ref

CLASSIC = Rules.preset("classic")
COINCHE = Rules.preset("coinche")
NONE = COINCHE.replace(rounding="none")


def check(rules, points, expected, *, taker="N", trump="H", bid=None, multiplier=1, capot=None, d=None, b=None,
          reserve=0, generale_value=None, litige=False, made=None):
    contract = Contract(taker, Trump.parse(trump), bid, multiplier)
    result = score_deal(rules, contract, points, capot=capot, declarations=d, belote=b, reserve=reserve,
                        generale_value=generale_value)
    assert result.score == expected
    assert result.litige == litige
    if made is not None:
        assert result.made == made
    team_capot = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}.get(capot, capot)
    solo = capot if capot in ("N", "E", "S", "W") else None
    scores, _, ref_made, ref_litige, aside = ref.score(rules, taker, trump, points, team_capot, solo, d, b, bid,
                                                      multiplier, reserve, generale_value)
    assert (scores, ref_made, ref_litige, aside) == (result.score, result.made, result.litige, result.reserve)
    for lang in ("en", "nl", "fr", "de"):
        lines = result.breakdown(lang)
        assert lines and all(lines)
    return result


# ----- rules reference: scoring, the worked examples -----

def test_example_1_made_with_a_declaration():
    check(CLASSIC, {"NS": 95, "EW": 67}, {"NS": 115, "EW": 67}, d={"NS": 20}, made=True)


def test_example_2_belote_counts_for_the_contract_or_not():
    check(CLASSIC, {"NS": 75, "EW": 87}, {"NS": 95, "EW": 87}, b={"NS": 20}, made=True)  # 95 > 87
    no = CLASSIC.replace(belote_counts_for_contract="no")
    check(no, {"NS": 75, "EW": 87}, {"NS": 20, "EW": 162}, b={"NS": 20}, made=False)  # 75 < 87: dedans


def test_example_3_litige():
    result = check(CLASSIC, {"NS": 81, "EW": 81}, {"NS": 0, "EW": 81}, litige=True)
    assert result.reserve == 81 and not result.made
    assert "81 points of the takers go into the reserve, for the winner of the next deal." in result.breakdown()


def test_example_4_capot_by_the_takers_defence_keeps_its_belote():
    result = check(CLASSIC, {"NS": 162, "EW": 0}, {"NS": 252, "EW": 20}, capot="NS", b={"EW": 20})
    assert result.capot == "NS" and result.card_points == {"NS": 252, "EW": 0}


def test_example_5_coinche_made_and_rounded():
    result = check(COINCHE, {"NS": 104, "EW": 58}, {"NS": 200, "EW": 60}, bid=100, made=True)
    assert result.unrounded == {"NS": 204, "EW": 58}  # 104 + 100; rounding r5up after the outcome


def test_example_6_coinched_contract_fails():
    check(COINCHE, {"NS": 90, "EW": 72}, {"NS": 20, "EW": 560}, trump="S", bid=120, multiplier=2, b={"NS": 20},
          made=False)  # 90 + 20 = 110 < 120: (160 + 120) × 2


# ----- classic branches -----

def test_dedans_with_declarations_on_both_sides():
    # takers: 50 card points + cinquante (the best declaration); defence 112 + a tierce that does not count
    d = {"NS": 50, "EW": 0}
    check(CLASSIC, {"NS": 50, "EW": 112}, {"NS": 0, "EW": 212}, d=d, made=False)  # 100 < 112: 162 + 50
    # the defence holds the best declaration: only its own counts
    check(CLASSIC, {"NS": 70, "EW": 92}, {"NS": 0, "EW": 212}, d={"NS": 0, "EW": 50}, made=False)  # 162 + 50


def test_belote_kept_after_a_fall_or_taken():
    check(CLASSIC, {"NS": 60, "EW": 102}, {"NS": 20, "EW": 162}, b={"NS": 20}, made=False)  # 80 < 102
    prenable = CLASSIC.replace(belote_on_failure="prenable")
    check(prenable, {"NS": 60, "EW": 102}, {"NS": 0, "EW": 182}, b={"NS": 20}, made=False)


def test_capot_by_the_defence():
    check(CLASSIC, {"NS": 0, "EW": 162}, {"NS": 20, "EW": 252}, capot="EW", b={"NS": 20}, made=False)
    prenable = CLASSIC.replace(belote_on_failure="prenable")
    check(prenable, {"NS": 0, "EW": 162}, {"NS": 0, "EW": 272}, capot="EW", b={"NS": 20}, made=False)


@pytest.mark.parametrize(("value", "points"), [("252", 252), ("250", 250), ("162", 162)])
def test_capot_value(value, points):
    check(CLASSIC.replace(capot_value=value), {"NS": 162, "EW": 0}, {"NS": points, "EW": 0}, capot="NS")
    check(CLASSIC.replace(capot_value=value), {"NS": 0, "EW": 162}, {"NS": 0, "EW": max(162, points)}, capot="EW")


@pytest.mark.parametrize(("setting", "expected"), [("no", {"NS": 252, "EW": 20}), ("yes", {"NS": 272, "EW": 0})])
def test_capot_takes_defence_declarations(setting, expected):
    rules = CLASSIC.replace(capot_takes_defence_declarations=setting)
    check(rules, {"NS": 162, "EW": 0}, expected, capot="NS", d={"EW": 20})


def test_prenable_belote_against_a_capot():
    rules = CLASSIC.replace(belote_on_failure="prenable")
    check(rules, {"NS": 162, "EW": 0}, {"NS": 272, "EW": 0}, capot="NS", b={"EW": 20})
    check(rules, {"NS": 100, "EW": 62}, {"NS": 100, "EW": 82}, b={"EW": 20})  # made, no capot: EW keeps it


def test_litige_carried_over_then_won_or_lost():
    first = check(CLASSIC, {"NS": 81, "EW": 81}, {"NS": 0, "EW": 81}, litige=True)
    # next deal East takes and makes it: East–West add the reserve
    check(CLASSIC, {"NS": 62, "EW": 100}, {"NS": 62, "EW": 181}, taker="E", reserve=first.reserve, made=True)
    # or East fails: the reserve goes to the defence, North–South
    check(CLASSIC, {"NS": 100, "EW": 62}, {"NS": 243, "EW": 0}, taker="E", reserve=81, made=False)  # 162 + 81
    # a second litige adds its takers' points to the same reserve
    again = check(CLASSIC, {"NS": 81, "EW": 81}, {"NS": 81, "EW": 0}, taker="E", reserve=81, litige=True)
    assert again.reserve == 81 + 81


def test_litige_switch_dedans():
    check(CLASSIC.replace(litige="dedans"), {"NS": 81, "EW": 81}, {"NS": 0, "EW": 162}, made=False)


def test_litige_with_belote_the_holder_scores_it_at_once_and_it_stays_out_of_the_reserve():
    # takers 71 + belote 20 = 91 against 91: NS score their belote now, 71 wait in the reserve
    result = check(CLASSIC, {"NS": 71, "EW": 91}, {"NS": 20, "EW": 91}, b={"NS": 20}, litige=True)
    assert result.reserve == 71


def test_declarations_count_for_contract_classic():
    no = CLASSIC.replace(declarations_count_for_contract="no")
    check(CLASSIC, {"NS": 76, "EW": 86}, {"NS": 96, "EW": 86}, d={"NS": 20}, made=True)  # 96 > 86
    check(no, {"NS": 76, "EW": 86}, {"NS": 0, "EW": 182}, d={"NS": 20}, made=False)  # 76 < 86: 162 + 20


@pytest.mark.parametrize(("rounding", "expected"), [
    ("none", {"NS": 95, "EW": 67}), ("r5up", {"NS": 100, "EW": 70}), ("r6up", {"NS": 90, "EW": 70}),
])
def test_rounding(rounding, expected):
    check(CLASSIC.replace(rounding=rounding), {"NS": 95, "EW": 67}, expected)


def test_all_trump_ffb2016_scales_card_points_to_162():
    rules = CLASSIC.replace(all_trump_values="ffb2016")
    # 150 of 258 raw points × 162 / 258 = 94.19 → 94; the defence gets 162 − 94 = 68
    result = check(rules, {"NS": 150, "EW": 108}, {"NS": 94, "EW": 68}, trump="all-trump")
    assert result.card_points == {"NS": 94, "EW": 68}
    # the same raw points in another value system are taken as they are
    check(CLASSIC, {"NS": 100, "EW": 62}, {"NS": 100, "EW": 62}, trump="all-trump")
    # a capot is not scaled
    check(rules, {"NS": 258, "EW": 0}, {"NS": 252, "EW": 0}, trump="all-trump", capot="NS")


# ----- coinche branches -----

@pytest.mark.parametrize(("multiplier", "multipliers", "expected"), [
    (2, "x2x4", 520), (4, "x2x4", 1040), (3, "x2x3", 780),
])
def test_coinche_made_with_coinche_and_surcoinche(multiplier, multipliers, expected):
    rules = NONE.replace(multipliers=multipliers)
    # 100 bid made (104 ≥ 100, 104 > 58): the takers score (160 + 100) × M; the defence nothing
    check(rules, {"NS": 104, "EW": 58}, {"NS": expected, "EW": 0}, bid=100, multiplier=multiplier, made=True)
    # with declarations on both sides the winner takes them all; belote stays with its holder
    check(rules, {"NS": 104, "EW": 58}, {"NS": expected + 50, "EW": 20}, bid=100, multiplier=multiplier,
          d={"NS": 50}, b={"EW": 20}, made=True)


def test_coinche_failed_with_surcoinche():
    check(NONE, {"NS": 90, "EW": 72}, {"NS": 20, "EW": 1120}, trump="S", bid=120, multiplier=4, b={"NS": 20})
    contree = Rules.preset("contree").replace(rounding="none")  # belote prenable: the defence takes it
    check(contree, {"NS": 90, "EW": 72}, {"NS": 0, "EW": 1140}, trump="S", bid=120, multiplier=4, b={"NS": 20})


def test_coinche_failed_at_m1_keeps_declarations_with_the_defence():
    # 100 bid: 70 + 20 (tierce) = 90 < 100 — the defence scores 160 + 100 + the takers' 20
    check(NONE, {"NS": 70, "EW": 92}, {"NS": 0, "EW": 280}, bid=100, d={"NS": 20}, made=False)


@pytest.mark.parametrize(("condition", "made", "expected"), [
    ("reach_and_beat", False, {"NS": 0, "EW": 240}),  # 81 ≥ 80 but not > 81: 160 + 80
    ("reach", True, {"NS": 161, "EW": 81}),  # reaching is enough: 81 + 80
])
def test_contract_condition(condition, made, expected):
    rules = NONE.replace(contract_condition=condition)
    check(rules, {"NS": 81, "EW": 81}, expected, bid=80, made=made)


@pytest.mark.parametrize(("setting", "made", "expected"), [
    ("yes", True, {"NS": 240, "EW": 72}),  # 90 + 50 = 140 ≥ 100: 90 + 100 + 50
    ("no", False, {"NS": 0, "EW": 310}),  # 90 < 100: 160 + 100 + 50
])
def test_declarations_count_for_contract_coinche(setting, made, expected):
    rules = NONE.replace(declarations_count_for_contract=setting)
    check(rules, {"NS": 90, "EW": 72}, expected, bid=100, d={"NS": 50}, made=made)


@pytest.mark.parametrize(("setting", "made", "expected"), [
    ("yes", True, {"NS": 210, "EW": 72}),  # 90 + 20 = 110 ≥ 100 and > 72: 90 + 100 + 20
    ("no", False, {"NS": 20, "EW": 260}),  # 90 < 100: 160 + 100; the holder keeps his belote
])
def test_belote_counts_for_contract_coinche(setting, made, expected):
    rules = NONE.replace(belote_counts_for_contract=setting)
    check(rules, {"NS": 90, "EW": 72}, expected, bid=100, b={"NS": 20}, made=made)


@pytest.mark.parametrize(("setting", "expected"), [
    ("made_plus_bid", {"NS": 204, "EW": 58}), ("bid_only", {"NS": 100, "EW": 58}),
])
def test_success_score(setting, expected):
    check(NONE.replace(success_score=setting), {"NS": 104, "EW": 58}, expected, bid=100)


@pytest.mark.parametrize(("setting", "value"), [("160+bid", 280), ("162+bid", 282), ("160", 160), ("bid", 120)])
def test_fail_value(setting, value):
    check(NONE.replace(fail_value=setting), {"NS": 90, "EW": 72}, {"NS": 0, "EW": value}, bid=120)
    check(NONE.replace(fail_value=setting), {"NS": 90, "EW": 72}, {"NS": 0, "EW": 2 * value}, bid=120, multiplier=2)


def test_unbid_capot_in_coinche_counts_capot_value_card_points():
    # 250 (coinche preset) + 100 bid
    check(NONE, {"NS": 162, "EW": 0}, {"NS": 350, "EW": 0}, bid=100, capot="NS", made=True)


@pytest.mark.parametrize(("value", "multiplier"), [(500, 1), (250, 1), (500, 2)])
def test_capot_bid(value, multiplier):
    rules = NONE.replace(capot_bid_value=value)
    check(rules, {"NS": 162, "EW": 0}, {"NS": value * multiplier, "EW": 0}, bid="capot", capot="NS",
          multiplier=multiplier, made=True)
    # seven tricks are not enough: the defence scores the capot value
    check(rules, {"NS": 150, "EW": 12}, {"NS": 0, "EW": value * multiplier}, bid="capot", multiplier=multiplier,
          made=False)


def test_generale_needs_the_bidder_alone_to_win_every_trick():
    rules = NONE.replace(generale="on")
    check(rules, {"NS": 162, "EW": 0}, {"NS": 1000, "EW": 0}, bid="generale", capot="N", generale_value=1000,
          made=True)
    # the team won every trick, but South took one of them: the generale fails
    check(rules, {"NS": 162, "EW": 0}, {"NS": 0, "EW": 1000}, bid="generale", capot="NS", generale_value=1000,
          made=False)
    with pytest.raises(ValueError, match="generale_value"):
        score_deal(rules, Contract("N", Trump.HEARTS, "generale"), {"NS": 162, "EW": 0}, capot="N")


def test_breakdown_lines_in_four_languages():
    result = score_deal(COINCHE, Contract("N", Trump.HEARTS, 100), {"NS": 104, "EW": 58})
    assert result.breakdown("en")[-4:] == [
        "North–South: 104 card points + 100 for the bid = 204.",
        "East–West: 58 card points = 58.",
        "Rounded to the nearest ten: North–South 200, East–West 60.",
        "Score: North–South 200, East–West 60.",
    ]
    assert result.breakdown("fr")[-1] == "Marque\u00a0: Nord-Sud 200, Est-Ouest 60."
    assert result.breakdown("nl")[0] == "Contract: 100 harten door Noord."
    assert result.breakdown("de")[-1] == "Ergebnis: Nord-Süd 200, Ost-West 60."


# ----- the match, rules reference: the match -----

@pytest.mark.parametrize(("totals", "made_by", "failed_by", "higher", "takers"), [
    ({"NS": 990, "EW": 1001}, None, None, "EW", "EW"),  # only one team over
    ({"NS": 1010, "EW": 1050}, "NS", None, "EW", "NS"),  # both over, takers made: takers_win counts them first
    ({"NS": 1050, "EW": 1010}, "EW", None, "NS", "EW"),
    ({"NS": 1030, "EW": 1030}, None, None, None, None),  # equal totals, a litige: one more deal
    ({"NS": 1030, "EW": 1030}, "NS", None, None, "NS"),
    ({"NS": 1040, "EW": 1010}, None, "NS", "EW", "EW"),  # rules reference: the match: the defence got there through a fall
    ({"NS": 500, "EW": 600}, "NS", None, None, None),
])
def test_match_winner(totals, made_by, failed_by, higher, takers):
    assert match_winner(CLASSIC, totals, made_by=made_by, failed_by=failed_by) == higher
    rules = CLASSIC.replace(both_over_target="takers_win")
    assert match_winner(rules, totals, made_by=made_by, failed_by=failed_by) == takers


@pytest.mark.parametrize("target", [1000, 501])
def test_match_target_and_the_reserve(target):
    match = Match(CLASSIC.replace(match_target=target), rng=1, first_dealer="N")
    litige = score_deal(CLASSIC, Contract("N", Trump.HEARTS), {"NS": 81, "EW": 81})
    match.record(litige)
    assert match.totals == {"NS": 0, "EW": 81} and match.reserve == 81 and match.dealer == "W"
    deal = match.new_deal()
    assert deal.reserve == 81 and deal.dealer == "W"
    won = score_deal(CLASSIC, Contract("E", Trump.SPADES), {"NS": 62, "EW": 100}, reserve=match.reserve)
    match.record(won)
    assert match.totals == {"NS": 62, "EW": 262} and match.reserve == 0 and not match.is_over
    while not match.is_over:
        match.record(score_deal(CLASSIC, Contract("E", Trump.SPADES), {"NS": 62, "EW": 100}))
    assert match.winner == "EW" and target <= match.totals["EW"] < target + 100
    with pytest.raises(ValueError, match="over"):
        match.new_deal()
