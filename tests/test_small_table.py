"""Belote for two and three players (rules reference: two and three players): every rule as a worked example, the switches
on both settings, and whole random deals checked against the plain reference of rules reference: two and three players."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_teach import DECK, Deal, IllegalPlay, InvalidInput, Match, Rules
from belote_teach.actions import Declare, PlayCard
from belote_teach.seats import next_player, order_from, table_seats
from belote_teach.simulate import random_agent

from . import reference_deal as ref
from . import reference_small_table as small
from .conftest import examples
from .reference import trick_tuples

ALL = [str(card) for card in DECK]


def nl_deck(dealer, seats, first, retourne, more, upturned, direction="ccw"):
    """A 32-card pack that deals ``first`` (six cards a seat), the ``retourne``, ``more`` (three a seat)
    and turns up ``upturned`` last (rules reference: two and three players, -5); the other cards are out of play."""
    order = order_from(next_player(dealer, seats, direction), seats, direction)
    deck = []
    for packet in (0, 1):
        for seat in order:
            deck += first[seat].split()[3 * packet:3 * packet + 3]
    deck.append(retourne)
    for seat in order:
        deck += more[seat].split()
    rest = [c for c in ALL if c not in deck and c != upturned]
    return [*deck, *rest, upturned]


def finish(deal, seed, forget=0.1):
    agent = random_agent(random.Random(seed), forget_rate=forget)
    while not deal.is_over:
        deal.apply(agent(deal))
    return deal


THREE = {"E": "7H 8H 9S 10S JS QS", "S": "JH 9H AH KC QC 7C", "W": "AS KS 8S 7S AC 10C"}
THREE_MORE = {"E": "10H QH KH", "S": "AD 10D JD", "W": "9C JC 8C"}


def three_player_deal(rules="nl23", dealer="S", **options):
    """South deals; East is eldest. The retourne is the K of diamonds, the Q of diamonds is turned up last."""
    return Deal.from_deck(nl_deck(dealer, ("E", "S", "W"), THREE, "KD", THREE_MORE, "QD"), dealer=dealer,
                               rules=rules, **options)


# ----- the deal, rules reference: two and three players -----

def test_six_cards_and_the_retourne_then_nine_and_a_second_card_turned_up():
    deal = three_player_deal()
    view = deal.view("S")
    assert view.seats == ("E", "S", "W") and view.hand_sizes == {"E": 6, "S": 6, "W": 6}
    assert str(view.retourne) == "KD" and [str(c) for c in view.table] == ["KD"]
    deal.apply("take")  # East takes diamonds
    view = deal.view("S")
    assert view.hand_sizes == {"E": 9, "S": 9, "W": 9}
    assert [str(c) for c in view.table] == ["KD", "QD"]          # the retourne stays on the table
    assert all("KD" not in map(str, deal.hand(s)) for s in deal.seats)
    assert sorted(map(str, deal.hand("S"))) == sorted(["JH", "9H", "AH", "KC", "QC", "7C", "AD", "10D", "JD"])


def test_two_players_sit_north_and_south_and_three_east_south_west():
    assert table_seats(2) == ("N", "S") and table_seats(3) == ("E", "S", "W")
    two = Deal.new("nl23+players=2", rng=4)
    assert type(two) is Deal and two.seats == ("N", "S") and two.dealer in ("N", "S")
    with pytest.raises(InvalidInput, match="W is not at the table"):
        two.view("W")
    with pytest.raises(InvalidInput, match="the dealer N is not at the table"):
        Deal.new("nl23", dealer="N")


def test_the_24_card_pack_deals_five_then_eight_with_the_retourne_to_the_taker():
    deal = Deal.new("nl23+three_player_deck=24", rng=11, dealer="S")
    assert sorted(deal.deck) == sorted(c.index for c in DECK if c.rank.value not in "78")
    assert deal.view("S").hand_sizes == {"E": 5, "S": 5, "W": 5}
    while deal.phase == "bidding":
        deal.apply(deal.legal_actions()[0])
    taker = deal.contract.taker
    assert deal.retourne in deal.hand(taker) and deal.view("S").table == ()
    assert deal.view("S").hand_sizes == {"E": 8, "S": 8, "W": 8}
    finish(deal, 1)
    assert len(deal.tricks) == 8 and sum(deal.result().card_points.values()) == 162


def test_32_card_three_player_deck_is_not_offered():
    with pytest.raises(InvalidInput, match="not offered"):
        Deal.new("nl23+three_player_deck=32")


# ----- bidding, rules reference: two and three players -----

def test_round_one_the_retourne_suit_round_two_any_suit_then_the_dealer_must_play():
    deal = three_player_deal()
    assert [str(a) for a in deal.legal_actions()] == ["take", "pass"]
    for _ in range(3):
        deal.apply("pass")
    assert [str(a) for a in deal.legal_actions()] == ["S", "H", "D", "C", "pass"]   # any suit, diamonds too
    for _ in range(3):
        deal.apply("pass")
    assert deal.to_play == "S" and [str(a) for a in deal.legal_actions()] == ["S", "H", "D", "C"]
    deal.apply("H")
    assert deal.contract.taker == "S" and deal.contract.trump.value == "H"


def test_other_suit_and_redeal_on_both_settings():
    deal = three_player_deal("nl23+round2_suit=other_suit+all_pass=redeal")
    for _ in range(3):
        deal.apply("pass")
    assert "D" not in [str(a) for a in deal.legal_actions()]
    for _ in range(3):
        deal.apply("pass")
    assert deal.thrown_in and deal.result().score == {"E": 0, "S": 0, "W": 0}
    assert deal.result().breakdown("nl") == ["Iedereen past: de kaarten gaan terug en de volgende deler deelt opnieuw."]


def test_smous_two_players_only_accepted_or_redealt():
    first = {"N": "7H 8H 9S 10S JS QS", "S": "JH 9H AH KC QC 7C"}
    more = {"N": "10H QH KH", "S": "AD 10D KD"}
    deck = nl_deck("N", ("N", "S"), first, "KS", more, "QD")
    deal = Deal.from_deck(deck, dealer="N", rules="nl23+players=2")
    assert [str(a) for a in deal.legal_actions()] == ["take", "smous", "pass"]
    deal.apply("smous")
    assert deal.to_play == "N" and [str(a) for a in deal.legal_actions()] == ["accept", "redeal"]
    accepted = deal.clone()
    accepted.apply("accept")
    assert accepted.contract.taker == "S" and accepted.contract.trump.value == "S"
    deal.apply("redeal")
    assert deal.thrown_in
    assert deal.result().breakdown("en") == ["The Smous is refused: the cards are thrown in and the next dealer deals again."]
    off = Deal.from_deck(deck, dealer="N", rules="nl23+players=2+smous=off")
    assert "smous" not in [str(a) for a in off.legal_actions()]
    with pytest.raises(IllegalPlay):
        off.apply("smous")
    off.apply("pass")
    assert "smous" not in [str(a) for a in off.legal_actions()]   # nor in round two


# ----- the trump-7 exchange, rules reference: two and three players -----

def test_the_holder_of_the_trump_seven_may_exchange_it_for_the_retourne():
    first = {"E": "7D 8H 9S 10S JS QS", "S": "JH 9H AH KC QC 7C", "W": "AS KS 8S 7S AC 10C"}
    deck = nl_deck("S", ("E", "S", "W"), first, "KD", THREE_MORE, "QD")
    deal = Deal.from_deck(deck, dealer="S", rules="nl23")
    deal.apply("pass")
    deal.apply("take")                                       # South takes diamonds; East holds the 7
    assert deal.phase == "exchange" and deal.to_play == "E"
    assert [str(a) for a in deal.legal_actions()] == ["exchange", "pass"]
    kept = deal.clone()
    deal.apply("exchange")
    assert "KD" in map(str, deal.hand("E")) and "7D" not in map(str, deal.hand("E"))
    assert [str(c) for c in deal.view("W").table] == ["7D", "QD"] and len(deal.hand("E")) == 9
    kept.apply("pass")
    assert "7D" in map(str, kept.hand("E")) and [str(c) for c in kept.view("W").table] == ["KD", "QD"]
    # another suit named in round two: no exchange; the switch off: none either
    other = Deal.from_deck(deck, dealer="S", rules="nl23")
    for call in ("pass", "pass", "pass", "H"):
        other.apply(call)
    assert other.phase != "exchange"
    off = Deal.from_deck(deck, dealer="S", rules="nl23+trump7_exchange=off")
    off.apply("pass")
    off.apply("take")
    assert off.phase != "exchange"


# ----- roem and stuk, rules reference: two and three players -----

@pytest.mark.parametrize(("order", "best"), [("trick_rank", None), ("natural", "E")])
def test_roem_is_announced_before_trick_one_by_kind_and_top_card_and_shown_after_it(order, best):
    deal = three_player_deal(f"nl23+sequence_top_card_order={order}")
    deal.apply("pass")
    deal.apply("pass")
    deal.apply("take")                                       # West takes diamonds; South deals and leads
    assert deal.phase == "announcing" and deal.to_play == "E"   # from the leader, in play order; South has none
    while deal.phase == "announcing":
        deal.apply("declare")
    view = deal.view("S")
    assert {(a.seat, a.kind, a.length, a.rank.value) for a in view.announced} == {("E", "cinquante", 4, "Q"),
                                                                                  ("W", "cinquante", 4, "J")}
    assert view.shown == ()                                   # no cards shown before trick one
    for _ in range(3):
        deal.play(deal.legal_cards()[0])
    # 9♠–Q♠ against 8♣–J♣: by the rank in play both tops are tens (equal: they cancel); by sequence Q > J
    assert deal.declarations().winner == best
    assert {seat for seat, _ in deal.view("S").shown} == ({best} if best else set())
    assert deal.declarations().points == {"E": 50 if best else 0, "S": 0, "W": 0}


def test_stuk_and_brok_are_said_in_play():
    deal = three_player_deal()
    for call in ("pass", "pass", "pass", "pass", "H"):         # South names hearts; East holds K♥ Q♥
        deal.apply(call)
    while deal.phase == "announcing":
        deal.apply("pass")
    while not deal.is_over:
        queen = [a for a in deal.legal_actions() if isinstance(a, PlayCard) and a.announce]
        deal.apply(queen[0] if queen else deal.legal_actions()[-1])
    words = [(seat, str(card), word) for seat, card, word in deal.view("S").belote]
    assert [w for _, _, w in words] == ["belote", "rebelote"] and {s for s, _, _ in words} == {"E"}
    from belote_teach.small.variant import BROK, STUK

    assert (STUK("nl"), BROK("nl")) == ("stuk", "brok")
    assert deal.result().breakdown("nl")[3] == "Stuk (troefheer en troefvrouw): Oost 20."


# ----- play without partners, rules reference: two and three players -----

def test_north_and_south_are_opponents_with_two_players():
    # South leads a spade; North, void, must trump although North and South are "partners" on a four-seat table
    first = {"N": "JD 9D 8H 9H 10H QH", "S": "AS 10S KS QS 7H JH"}
    more = {"N": "7C 8C 9C", "S": "AC 10C KC"}
    deal = Deal.from_deck(nl_deck("S", ("N", "S"), first, "KD", more, "QC"), dealer="S", rules="nl23+players=2")
    deal.apply("take")                                       # North takes diamonds; South, the dealer, leads
    while deal.phase == "announcing":
        deal.apply("pass")
    deal.play("AS")
    assert [str(c) for c in deal.legal_cards()] == ["9D", "JD"]
    with pytest.raises(IllegalPlay) as error:
        deal.play("8H", lang="nl")
    assert "troeven" in str(error.value) and "maat" not in str(error.value)


def test_undertrump_is_compulsory_and_switchable():
    # West deals and leads a heart; South (eldest, the taker) trumps with the jack; East, void, holds lower trumps
    first = {"S": "JD 8S 9S 10S JS QS", "E": "9D 7D KC QC 7C 8C", "W": "AH KH QH 7S AC 10C"}
    more = {"S": "AS KS 8D", "E": "JC 9C AD", "W": "10H 9H 8H"}
    deck = nl_deck("W", ("E", "S", "W"), first, "KD", more, "QD")
    for rule, expected in (("required", ["7D", "9D", "AD"]), ("discard", None)):
        deal = Deal.from_deck(deck, dealer="W", rules=f"nl23+undertrump={rule}")
        deal.apply("take")                                   # South takes diamonds
        deal.apply("pass")                                   # East keeps his 7 of trumps
        while deal.phase == "announcing":
            deal.apply("pass")
        deal.play("AH")
        deal.play("JD")
        legal = [str(c) for c in deal.legal_cards()]
        assert legal == (expected or [str(c) for c in deal.hand("E")]), rule


# ----- nine tricks, scoring, rules reference: two and three players -----

def test_nine_tricks_last_one_worth_ten_and_every_dealt_card_played_once():
    deal = finish(Deal.new("nl23", rng=5, dealer="W"), 5)
    assert len(deal.tricks) == 9
    played = [c for _, cards, _ in trick_tuples(deal.tricks) for c in cards]
    assert len(played) == len(set(played)) == 27
    values = sum(ref.card_value(DECK[c], deal.contract.trump.value) for c in played)
    assert sum(deal.result().card_points.values()) == values + 10


def test_score_breakdown_in_every_language():
    deal = finish(Deal.new("nl23", rng=12, dealer="S"), 12)
    for lang in ("en", "nl", "fr", "de"):
        lines = deal.result().breakdown(lang)
        assert len(lines) > 4 and all(lines)
    assert deal.result().breakdown("de")[-1].startswith("Ergebnis: ")


@pytest.mark.parametrize(("points", "tricks", "declared", "expected"), [
    # taker highest: everyone his own
    ({"E": 30, "S": 90, "W": 40}, {"E": 2, "S": 5, "W": 2}, {}, ({"E": 30, "S": 90, "W": 40}, True, False, None, 0)),
    # another higher: the taker's points to the highest
    ({"E": 90, "S": 40, "W": 30}, {"E": 5, "S": 2, "W": 2}, {}, ({"E": 130, "S": 0, "W": 30}, False, False, "E", 0)),
    # a tie with the taker: the reserve
    ({"E": 70, "S": 70, "W": 20}, {"E": 4, "S": 4, "W": 1}, {}, ({"E": 70, "S": 0, "W": 20}, False, True, None, 70)),
    # a tie between the receivers: the reserve
    ({"E": 60, "S": 40, "W": 60}, {"E": 4, "S": 2, "W": 3}, {}, ({"E": 60, "S": 0, "W": 60}, False, True, None, 40)),
    # declarations make the taker: 60 + 50 > 70
    ({"E": 70, "S": 60, "W": 30}, {"E": 4, "S": 4, "W": 1}, {"S": 50}, ({"E": 70, "S": 110, "W": 30}, True, False, None, 0)),
    # all the tricks: +100 all-tricks and 100 for each of the two trickless players
    ({"E": 0, "S": 162, "W": 0}, {"E": 0, "S": 9, "W": 0}, {}, ({"E": 0, "S": 460, "W": 0}, True, False, None, 0)),
    # a trickless non-taker keeps a small roem; the 200 that would beat the taker counts for nothing
    ({"E": 50, "S": 112, "W": 0}, {"E": 4, "S": 5, "W": 0}, {"W": 20}, ({"E": 100, "S": 160, "W": 20}, True, False, None, 0)),
    ({"E": 50, "S": 62, "W": 0}, {"E": 4, "S": 5, "W": 0}, {"W": 200}, ({"E": 100, "S": 110, "W": 0}, True, False, None, 0)),
])
def test_every_scoring_branch_against_the_reference(points, tricks, declared, expected):
    from belote_teach.bidding import Contract
    from belote_teach.small import score_small
    from belote_teach.trump import Trump

    rules = Rules.preset("nl23")
    sheet = score_small(rules, Contract("S", Trump.HEARTS), points, tricks, declarations=declared)
    assert (sheet.score, sheet.made, sheet.tie, sheet.receiver, sheet.reserve) == expected
    assert small.score(rules, "S", points, tricks, declared, {}) == expected


def test_rounding_on_both_settings():
    from belote_teach.bidding import Contract
    from belote_teach.small import score_small
    from belote_teach.trump import Trump

    args = (Contract("S", Trump.HEARTS), {"E": 35, "S": 85, "W": 42}, {"E": 2, "S": 5, "W": 2})
    assert score_small("nl23", *args).score == {"E": 40, "S": 90, "W": 40}
    assert score_small("nl23+rounding=none", *args).score == {"E": 35, "S": 85, "W": 42}


# ----- the match, rules reference: two and three players -----

@pytest.mark.parametrize(("rules", "target", "seats"), [("nl23", 700, {"E", "S", "W"}),
                                                        ("nl23+players=2", 500, {"N", "S"})])
def test_match_targets_and_the_dealer_turns_among_the_players(rules, target, seats):
    match = Match(rules, rng=3, first_dealer="S")
    winner = match.play(random_agent(random.Random(3)))
    assert match.game.rules.match_target == target and match.totals[winner] >= target
    assert set(match.totals) == seats
    for seat in seats:
        assert match.totals[seat] == sum(r.score[seat] for r in match.results)


# ----- JSON -----

def test_json_replays_exactly_and_refuses_a_changed_record():
    deal = finish(Deal.new("nl23+players=2", rng=21), 21)
    text = deal.to_json()
    again = Deal.from_json(text)
    assert type(again) is Deal and again.to_json() == text and again.result() == deal.result()
    record = json.loads(text)
    record["score"] = {seat: points + 10 for seat, points in record["score"].items()}
    with pytest.raises(InvalidInput, match="does not give the recorded score"):
        Deal.from_json(json.dumps(record))


# ----- whole random deals -----

TABLES = ["nl23", "nl23+players=2", "nl23+three_player_deck=24", "classic+players=3", "classic+players=2"]
SWITCHES = {
    "round2_suit": ["other_suit", "any_suit"],
    "all_pass": ["redeal", "dealer_plays"],
    "first_lead": ["eldest", "dealer"],
    "play_direction": ["ccw", "cw"],
    "undertrump": ["required", "discard"],
    "declarations": ["on", "off"],
    "declaration_timing": ["first_trick", "before_second_trick", "before_first_trick"],
    "sequence_top_card_order": ["natural", "trick_rank"],
    "equal_sequence_tie": ["cancel", "first_announced", "taker_team"],
    "belote_order": ["any", "king_first"],
    "belote_counts_for_contract": ["yes", "no"],
    "declarations_count_for_contract": ["yes", "no"],
    "rounding": ["none", "r5up", "r6up"],
    "trump7_exchange": ["off", "on"],
}
tables = st.builds(
    lambda table, choices, keep: Rules.coerce(table).replace(**{k: v for k, v in choices.items() if k in keep}),
    st.sampled_from(TABLES),
    st.fixed_dictionaries({name: st.sampled_from(options) for name, options in SWITCHES.items()}),
    st.sets(st.sampled_from(sorted(SWITCHES))),
)


def rescore(deal):
    """The deal scored again from its tricks and actions only, with the plain reference."""
    rules, contract = deal.rules, deal.contract
    trump = contract.trump.value
    points = {seat: 0 for seat in deal.seats}
    tricks = {seat: 0 for seat in deal.seats}
    start = {seat: [] for seat in deal.seats}
    for seats, cards, _ in trick_tuples(deal.tricks):
        texts = [str(DECK[c]) for c in cards]
        winner = seats[small.holder(texts, trump)]
        points[winner] += sum(ref.card_value(c, trump) for c in texts)
        tricks[winner] += 1
        for seat, card in zip(seats, texts, strict=True):
            start[seat].append(card)
    points[winner] += 10
    announced = []
    if deal.game.with_declarations:
        for seat, action in deal.history:
            if isinstance(action, Declare):
                announced += [(seat, d) for d in ref.find_declarations(start[seat], trump)]
    _, declared = small.roem_winner(announced, trump, rules, contract.taker)
    stuk = {seat: 0 for seat in deal.seats}
    for seat in deal.seats:
        plays = [(str(a.card), a.announce) for who, a in deal.history
                 if who == seat and isinstance(a, PlayCard) and str(a.card) in ("K" + trump, "Q" + trump)]
        in_order = rules.belote_order == "any" or (plays and plays[0][0] == "K" + trump)
        if len(plays) == 2 and all(said for _, said in plays) and in_order:
            stuk[seat] = 20
    return small.score(rules, contract.taker, points, tricks, declared, stuk, deal.reserve), points


@settings(max_examples=examples(300), deadline=None)
@given(tables, st.integers(0, 2**32), st.sampled_from([0, 0, 60]))
def test_random_deals_follow_the_rules_score_as_the_reference_and_replay(rules, seed, reserve):
    deal = Deal.new(rules, rng=seed, reserve=reserve)
    agent = random_agent(random.Random(seed), forget_rate=0.1)
    dealt = None
    while not deal.is_over:
        actions = deal.legal_actions()
        assert actions, deal.phase                               # someone always has a legal action
        if deal.phase == "play":
            if dealt is None:
                dealt = {seat: {str(c) for c in deal.hand(seat)} for seat in deal.seats}
            trick = [str(card) for _, card in deal.trick]
            hand = [str(c) for c in deal.hand(deal.to_play)]
            expected = small.legal(hand, trick, deal.contract.trump.value, rules.undertrump)
            assert sorted(str(c) for c in deal.legal_cards()) == expected
        deal.apply(agent(deal))
    result = deal.result()
    again = Deal.from_json(deal.to_json())
    assert again.to_json() == deal.to_json() and again.result() == result
    if deal.thrown_in:
        assert set(result.score.values()) == {0} and result.reserve == reserve
        return
    short = deal.table.hand_size == 8
    hand_size = 8 if short else 9
    assert len(deal.tricks) == hand_size
    assert all(len(cards) == hand_size for cards in dealt.values())
    for seat in deal.seats:                                      # every dealt card played once, by its holder
        assert sorted(str(DECK[c]) for seats, cards, _ in trick_tuples(deal.tricks) for s, c in zip(seats, cards, strict=True)
                      if s == seat) == sorted(dealt[seat])
    (scores, made, tie, receiver, aside), points = rescore(deal)
    assert result.card_points == points
    if short:
        assert sum(points.values()) == 162
    assert (result.score, result.made, result.tie, result.receiver, result.reserve) == (scores, made, tie, receiver, aside)


# ----- the public play functions at a small table -----

def test_legal_cards_explain_and_trick_winner_know_there_are_no_partners():
    from belote_teach import explain_play, legal_cards, trick_points, trick_winner

    # three players: East holds the trick with a trump, West (a "partner" on four seats) must overtrump
    assert [str(c) for c in legal_cards("AH 9D 7D", "S:10S E:8D", trump="D", rules="nl23")] == ["9D"]
    verdict = next(v for v in explain_play("AH 9D 7D", "S:10S E:8D", trump="D", rules="nl23") if str(v.card) == "AH")
    assert not verdict.allowed and "partner" not in verdict.message("en")
    assert trick_winner("S:10S E:8D W:9D", trump="D", rules="nl23") == "W"
    assert trick_points("S:10S E:8D W:9D", trump="D", rules="nl23") == 24
    with pytest.raises(InvalidInput, match="seat N is not at a table of 3 players"):
        legal_cards("AH", "N:10S", trump="D", rules="nl23")
    with pytest.raises(InvalidInput, match="already played"):
        legal_cards("AH", "S:10S E:8D", trump="D", player="E", rules="nl23")


@settings(max_examples=examples(300), deadline=None)
@given(st.sampled_from(["nl23", "nl23+players=2", "nl23+undertrump=discard"]), st.integers(0, 2**32))
def test_legal_cards_at_a_small_table_are_section_4_3_without_partners(rules, seed):
    from belote_teach import legal_cards

    rng = random.Random(seed)
    checked = Rules.coerce(rules)
    seats = table_seats(checked.players)
    cards = rng.sample(ALL, 9 + len(seats) - 1)
    trump = rng.choice("SHDC")
    leader = rng.choice(seats)
    order = order_from(leader, seats)
    trick = list(zip(order[:rng.randrange(len(seats))], cards[9:], strict=False))
    hand = cards[:rng.randint(1, 9)]
    text = " ".join(f"{seat}:{card}" for seat, card in trick)
    got = sorted(str(c) for c in legal_cards(" ".join(hand), text, trump=trump, rules=checked,
                                             player=order[len(trick)]))
    assert got == small.legal(hand, [card for _, card in trick], trump, checked.undertrump)


def test_the_reserve_waits_through_a_thrown_in_deal_and_goes_to_the_next_winner():
    from belote_teach.bidding import Contract
    from belote_teach.small import score_small
    from belote_teach.trump import Trump

    match = Match("nl23", rng=1, first_dealer="S")
    tie = score_small("nl23", Contract("S", Trump.HEARTS), {"E": 60, "S": 60, "W": 20}, {"E": 3, "S": 4, "W": 2})
    match.record(tie)
    assert match.reserve == 60 and match.totals == {"E": 60, "S": 0, "W": 20} and match.dealer == "E"
    thrown = Deal.from_deck(nl_deck("E", ("E", "S", "W"), THREE, "KD", THREE_MORE, "QD"), dealer="E",
                                 rules="nl23+all_pass=redeal", reserve=match.reserve)
    for _ in range(6):
        thrown.apply("pass")
    match.record(thrown)
    assert match.reserve == 60                                   # a thrown-in deal does not settle it
    failed = score_small("nl23", Contract("W", Trump.SPADES), {"E": 90, "S": 30, "W": 40}, {"E": 5, "S": 2, "W": 2},
                         reserve=match.reserve)
    match.record(failed)                                         # East beats the taker: his 40 and the reserve
    assert failed.winner == "E" and failed.score["E"] == 190 and match.reserve == 0


def test_one_deal_and_one_match_at_every_table():
    assert type(Match("nl23", rng=2)) is Match and Match("nl23", rng=2).seats == ("E", "S", "W")
    three = Deal.from_deck(ALL, dealer="S", rules="nl23")
    assert type(three) is Deal and three.seats == ("E", "S", "W") and three.view("S").hand_sizes == {"E": 6, "S": 6, "W": 6}
    four = Deal.new("classic", rng=1)
    assert type(four) is Deal and four.seats == ("N", "E", "S", "W") and four.table.partnerships
    with pytest.raises(InvalidInput, match="the pack must hold each of the 24 cards"):
        Deal.from_deck(ALL, dealer="S", rules="nl23+three_player_deck=24")
