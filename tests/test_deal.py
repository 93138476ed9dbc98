"""The deal state machine and its public API: Deal.from_hands, play, result, views, clone, JSON."""

import json
import random

import pytest

from belote_teach import (
    DECK,
    Deal,
    IllegalPlay,
    InvalidInput,
    Rules,
    explain_play,
    legal_cards,
    parse_cards,
    trick_winner,
)
from belote_teach.simulate import random_agent

from . import reference_deal as ref
from .reference import trick_tuples

HANDS = {
    "N": "JH 9H 7S 10S KD QD 8C 7C",
    "E": "AS KS QS JS 9D 8D 7D AD",
    "S": "AH 10H KH QH 8H 7H 8S 9S",
    "W": "JD 10D AC KC QC JC 10C 9C",
}
ONE_SUIT = {"N": "JH 9H AH 10H KH QH 8H 7H", "E": "AS 10S KS QS JS 9S 8S 7S",
            "S": "AD 10D KD QD JD 9D 8D 7D", "W": "AC 10C KC QC JC 9C 8C 7C"}


@pytest.mark.parametrize(("changes", "message"), [
    ({"N": "JH 9H 7S 10S KD QD 8C"}, "N holds 7 cards"),
    ({"N": "JH 9H 7S 10S KD QD 8C AS"}, "card AS is dealt twice"),
    ({"N": "JH 9H 7S 10S KD QD 8C XX"}, "unknown card 'XX'"),
    ({"Q": "JH"}, "unknown seat 'Q'"),
])
def test_from_hands_checks_the_hands(changes, message):
    with pytest.raises(InvalidInput, match=message):
        Deal.from_hands({**HANDS, **changes}, leader="N", trump="H", taker="N")
    three = {seat: cards for seat, cards in HANDS.items() if seat != "W"}
    with pytest.raises(InvalidInput, match="all four seats"):
        Deal.from_hands(three, leader="N", trump="H", taker="N")


@pytest.mark.parametrize(("rules", "options", "message"), [
    ("coinche", {}, "needs its bid"),
    ("coinche", {"bid": 85}, "not on the ladder"),
    ("coinche", {"bid": 100, "multiplier": 3}, "multiplier 3"),
    ("classic", {"bid": 100}, "no bid"),
    ("classic", {"multiplier": 2}, "no bid and no multiplier"),
])
def test_from_hands_checks_the_contract(rules, options, message):
    with pytest.raises(InvalidInput, match=message):
        Deal.from_hands(HANDS, leader="N", trump="H", taker="N", rules=rules, **options)


def test_an_illegal_card_raises_illegal_play_with_the_reason_of_explain_play():
    deal = Deal.from_hands(HANDS, leader="E", trump="H", taker="S")
    deal.play("AS")
    with pytest.raises(IllegalPlay) as error:
        deal.play("JH")
    assert isinstance(error.value, InvalidInput)
    verdict = next(v for v in explain_play(deal.hand("N"), "E:AS", trump="H", player="N") if str(v.card) == "JH")
    assert str(error.value) == verdict.message("en") == "You must follow suit: you hold spades, the led suit."
    assert error.value.message("de") == verdict.message("de")
    with pytest.raises(IllegalPlay, match=r"^Je moet bekennen: je hebt schoppen"):
        deal.play("JH", lang="nl")
    assert deal.to_play == "N" and len(deal.hand("N")) == 8  # nothing changed


def test_cards_not_held_and_actions_out_of_turn():
    deal = Deal.from_hands(HANDS, leader="N", trump="H", taker="N")
    with pytest.raises(IllegalPlay, match="North does not hold the ace of spades"):
        deal.play("AS")
    with pytest.raises(IllegalPlay, match="cannot do that now"):
        deal.apply("take")
    with pytest.raises(IllegalPlay, match="nothing to announce"):
        deal.apply("JH!")
    with pytest.raises(InvalidInput, match="not over"):
        deal.result()
    bidding = Deal.new("classic", rng=1)
    with pytest.raises(InvalidInput, match="bidding phase"):
        bidding.play(bidding.hand(bidding.to_play)[0])


def test_turns_follow_the_direction_and_the_trick_winner_leads():
    for direction, second in (("ccw", "W"), ("cw", "E")):
        deal = Deal.from_hands(HANDS, leader="N", trump="H", taker="N",
                               rules=Rules().replace(play_direction=direction))
        assert deal.to_play == "N"
        deal.play("7C")
        assert deal.to_play == second
        trick = [("N", "7C")]
        while len(trick) < 4:
            card = deal.legal_cards()[0]
            trick.append((deal.to_play, str(card)))
            deal.play(card)
        assert deal.to_play == trick_winner(trick, trump="H", rules=deal.rules)


def test_legal_cards_agree_with_the_part_one_function_all_deal_long():
    rng = random.Random(11)
    for rules in ("classic", "coinche", "bga"):
        deal = Deal.new(rules, rng=rng)
        agent = random_agent(rng)
        while not deal.is_over:
            if deal.phase == "play" and deal.legal_cards():
                view = deal.view(deal.to_play)
                expected = legal_cards(view.hand, view.trick, trump=deal.contract.trump, player=deal.to_play,
                                       rules=deal.rules)
                assert deal.legal_cards() == expected
            deal.apply(agent(deal))


def test_capot_by_the_defence_in_a_whole_deal():
    # East takes in hearts, but North holds every trump: North–South win all eight tricks
    deal = Deal.from_hands(ONE_SUIT, leader="E", trump="H", taker="E")
    while not deal.is_over:
        deal.play(deal.legal_cards()[0])
    result = deal.result()
    assert result.capot == "NS" and not result.made and result.card_points == {"NS": 252, "EW": 0}
    # 252 + both North–South cents (a trump cent beats the plain ones) + North's belote
    assert result.score == {"NS": 252 + 200 + 20, "EW": 0}


def test_card_points_include_the_last_trick_and_total_162():
    deal = Deal.from_hands(HANDS, leader="N", trump="S", taker="N")
    while not deal.is_over:
        deal.play(deal.legal_cards()[-1])
    result = deal.result()
    assert sum(result.card_points.values()) == 162 and result.capot is None
    last_winner = deal.tricks[-1].winner
    points = {"NS": 0, "EW": 0}
    values = {"J": 20, "9": 14}  # spades are trumps
    plain = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}
    for _seats, cards, winner in trick_tuples(deal.tricks):
        team = "NS" if winner in "NS" else "EW"
        for c in cards:
            text = str(DECK[c])
            rank, suit = text[:-1], text[-1]
            points[team] += (values.get(rank) or plain.get(rank, 0)) if suit == "S" else plain.get(rank, 0)
    points["NS" if last_winner in "NS" else "EW"] += 10
    assert result.card_points == points


def test_reserve_from_a_litige_goes_to_the_winner_of_this_deal():
    deal = Deal.from_hands(HANDS, leader="N", trump="S", taker="N", reserve=81)
    while not deal.is_over:
        deal.play(deal.legal_cards()[0])
    result = deal.result()
    winner = "NS" if result.made else "EW"
    assert result.score[winner] - result.unrounded[winner] == 0
    assert "81 from the reserve" in next(line for line in result.breakdown() if line.startswith(
        "North–South:" if winner == "NS" else "East–West:"))


def test_clone_is_independent():
    deal = Deal.new("coinche", rng=5)
    agent = random_agent(random.Random(5))
    for _ in range(6):
        deal.apply(agent(deal))
    copy = deal.clone()
    before = deal.to_json()
    while not copy.is_over:
        copy.apply(agent(copy))
    assert deal.to_json() == before and copy.is_over and not deal.is_over


def test_a_seat_sees_its_own_hand_and_the_public_table_only():
    deal = Deal.from_hands(ONE_SUIT, leader="N", trump="D", taker="S")
    view = deal.view("E")
    assert view.hand == tuple(parse_cards("7S 8S 9S 10S JS QS KS AS"))
    assert view.hand_sizes == {"N": 8, "E": 8, "S": 8, "W": 8} and view.legal == ()
    assert deal.view("N").legal  # the player to play sees his choices
    deal.play("JH")  # North announces his cent (kind and top card, not the suit, until trick one ends)
    view = deal.view("E")
    assert [(a.seat, a.kind, a.length, a.rank.value) for a in view.announced] == [("N", "cent", 8, "A")]
    assert view.shown == () and view.trick == (("N", DECK[12]),)
    for _ in range(3):
        deal.play(deal.legal_cards()[0])
    view = deal.view("E")
    # after trick one the best team's declarations are shown: South's trump cent beats them all
    assert [seat for seat, _ in view.shown] == ["N", "S"] and len(view.tricks) == 1 and view.trick == ()
    assert "JH" not in {str(c) for c in view.hand}


def test_json_replays_exactly():
    for rules in ("classic", "coinche", "contree", "bga"):
        deal = Deal.new(rules, rng=21)
        agent = random_agent(random.Random(21))
        while not deal.is_over:
            deal.apply(agent(deal))
        text = deal.to_json()
        again = Deal.from_json(text)
        assert again.to_json() == text and again.result() == deal.result()
        assert again.result().breakdown("fr") == deal.result().breakdown("fr")
    hands = Deal.from_hands(HANDS, leader="N", trump="H", taker="N", declarations=False)
    hands.play("7C")
    assert Deal.from_json(hands.to_json()).to_json() == hands.to_json()


def test_json_refuses_records_that_do_not_replay():
    deal = Deal.new("classic", rng=3)
    agent = random_agent(random.Random(3))
    while not deal.is_over:
        deal.apply(agent(deal))
    record = json.loads(deal.to_json())
    cheat = dict(record, score={"NS": 1000, "EW": 0})
    with pytest.raises(InvalidInput, match="does not give the recorded score"):
        Deal.from_json(json.dumps(cheat))
    swapped = dict(record, actions=[["E" if s == "W" else s, a] for s, a in record["actions"]])
    with pytest.raises(InvalidInput, match="turn"):
        Deal.from_json(json.dumps(swapped))
    with pytest.raises(InvalidInput, match="not a deal record"):
        Deal.from_json('{"format": "chess"}')
    with pytest.raises(InvalidInput, match="not a JSON deal record"):
        Deal.from_json("{")


def test_a_seed_gives_the_same_deal_and_the_same_play():
    def run(seed):
        deal = Deal.new("bga", rng=seed)
        agent = random_agent(random.Random(seed))
        while not deal.is_over:
            deal.apply(agent(deal))
        return deal.to_json()

    assert run(9) == run(9) and run(9) != run(10)


def test_belote_cards_offer_announcing_or_not():
    deal = Deal.from_hands(HANDS, leader="S", trump="H", taker="S")
    actions = [str(a) for a in deal.legal_actions()]
    assert "KH" in actions and "KH!" in actions and "QH!" in actions and "AH!" not in actions


@pytest.mark.parametrize(("trump", "values"), [("all-trump", "ffb2015"), ("all-trump", "pagat"),
                                               ("all-trump", "ffb2016"), ("no-trump", "ffb2015"), ("C", "ffb2015")])
def test_each_value_system_in_a_whole_deal(trump, values):
    rules = Rules().replace(all_trump_values=values)
    deal = Deal.from_hands(HANDS, leader="W", trump=trump, taker="W", rules=rules)
    assert deal.declarations().points == {"NS": 0, "EW": 0}
    while not deal.is_over:
        deal.play(deal.legal_cards()[0])
    raw = {"NS": 0, "EW": 0}
    for _, cards, winner in trick_tuples(deal.tricks):
        raw[ref.TEAM[winner]] += sum(ref.card_value(DECK[c], trump, values) for c in cards)
    raw[ref.TEAM[deal.tricks[-1].winner]] += 10
    result = deal.result()
    if values == "ffb2016" and trump == "all-trump":
        assert sum(raw.values()) == 258
        assert result.card_points["EW"] == round(raw["EW"] * 162 / 258) and sum(result.card_points.values()) == 162
    else:
        assert sum(raw.values()) == 162 and result.card_points == raw


def test_declarations_before_the_contract_are_empty():
    assert Deal.new("classic", rng=2).declarations().points == {"NS": 0, "EW": 0}


def test_generale_needs_its_value_and_travels_in_the_json_record():
    rules = Rules.preset("coinche").replace(generale="on")
    with pytest.raises(InvalidInput, match="generale_value"):
        Deal.new(rules, rng=1)
    deal = Deal.from_deck([str(c) for c in DECK], dealer="N", rules=rules, generale_value=1000)
    for call in ("generale H", "pass", "pass", "pass"):
        deal.apply(call)
    assert deal.contract.bid == "generale" and deal.contract.taker == "W"
    while not deal.is_over:
        deal.play(deal.legal_cards()[0])
    result = deal.result()
    assert Deal.from_json(deal.to_json()).result() == result
    solo = deal.won["W"] == 8
    assert result.made == solo and result.score["NS" if solo else "EW"] == 0
    assert max(result.score.values()) >= 1000


# ----- results are values; undo restores the exact state -----

EVERY_TABLE = ("classic", "coinche", "bga", "nl23", "nl23+players=2", "nl23+three_player_deck=24")


def played(rules: str, seed: int) -> Deal:
    """A deal played to its end by random players (thrown-in deals skipped)."""
    while True:
        deal = Deal.new(rules, rng=seed)
        agent = random_agent(random.Random(seed))
        while not deal.is_over:
            deal.apply(agent(deal))
        if not deal.thrown_in:
            return deal
        seed += 1000


@pytest.mark.parametrize("rules", EVERY_TABLE)
def test_a_result_cannot_be_changed_through_its_fields(rules):
    import dataclasses

    deal = played(rules, 3)
    record = deal.to_json()
    result = deal.result()
    frozen = dict(result.score)
    for name in ("score", "card_points", "unrounded", "tricks", "bonus"):
        figures = getattr(result, name)
        with pytest.raises(TypeError):
            figures[next(iter(figures), "NS")] = 0
        with pytest.raises((TypeError, AttributeError)):
            figures.update({"NS": 0})  # type: ignore[attr-defined]
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(result, name, {})
    outcome = deal.declarations()
    with pytest.raises(TypeError):
        outcome.points[next(iter(outcome.points))] = 500
    view = deal.view(deal.seats[0])
    with pytest.raises(TypeError):
        view.hand_sizes[deal.seats[0]] = 0
    with pytest.raises(TypeError):
        deal.points[next(iter(deal.points))] = 0
    assert deal.result() is result and dict(result.score) == frozen and deal.to_json() == record
    assert Deal.from_json(record).result() == result


def state_of(deal: Deal) -> tuple:
    """Everything observable of a deal: its record, every seat's view, the legal actions, the points."""
    return (deal.to_json(), tuple(deal.view(seat) for seat in deal.seats), tuple(map(str, deal.legal_actions())),
            dict(deal.points), dict(deal.won), deal.phase, deal.to_play, deal.pushed)


@pytest.mark.parametrize("rules", EVERY_TABLE)
def test_undo_restores_the_exact_state_at_every_step(rules):
    """At every step of random deals: push an action and pop it, the deal is exactly as before;
    then all the way back to the deal as dealt, and forward again to the same end."""
    for seed in range(6):
        deal = Deal.new(rules, rng=seed)
        start = state_of(deal)
        agent = random_agent(random.Random(seed))
        actions = []
        while not deal.is_over:
            before = state_of(deal)
            action = agent(deal)
            deal.push(action)
            assert str(deal.pop()) == str(action) and state_of(deal) == before
            deal.push(action)
            actions.append(action)
        end = state_of(deal)
        undone = [deal.pop() for _ in actions]
        assert [str(a) for a in reversed(undone)] == [str(a) for a in actions] and state_of(deal) == start
        for action in actions:
            deal.push(action)
        assert state_of(deal) == end
        with pytest.raises(InvalidInput, match="nothing was pushed"):
            Deal.new(rules, rng=seed).pop()


def test_a_clone_pops_on_its_own():
    deal = Deal.new("nl23", rng=4, dealer="S")
    deal.push(deal.legal_actions()[0])
    copy = deal.clone()
    copy.push(copy.legal_actions()[0])
    copy.pop()
    copy.pop()
    assert deal.pushed == 1 and copy.pushed == 0 and len(deal.history) == 1 and not copy.history
