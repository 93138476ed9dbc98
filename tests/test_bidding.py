"""Dealing and both auctions (rules reference: the auction), every switch of the auction on each setting."""

import random

import pytest

from belote_teach import Bid, Choose, Deal, IllegalPlay, Rules, Trump, parse_action
from belote_teach.bidding import CoincheAuction, RetourneAuction, bid_ladder
from belote_teach.cards import DECK

CLASSIC = Rules.preset("classic")
COINCHE = Rules.preset("coinche")
PACK = [str(card) for card in DECK]  # unshuffled: 7S 8S … AS 7H … AC


def calls(auction_or_deal, *texts):
    for text in texts:
        auction_or_deal.apply(parse_action(text))


def names(actions):
    return [str(a) for a in actions]


# ----- dealing -----

@pytest.mark.parametrize(("direction", "order"), [("ccw", "WSEN"), ("cw", "ESWN")])
def test_classic_deal_three_then_two_from_eldest_then_the_turned_card(direction, order):
    deal = Deal.from_deck(PACK, dealer="N", rules=CLASSIC.replace(play_direction=direction))
    # eldest (next after the dealer) gets cards 0-2 and 12-13, the next player 3-5 and 14-15 …
    for position, seat in enumerate(order):
        expected = PACK[3 * position:3 * position + 3] + PACK[12 + 2 * position:14 + 2 * position]
        assert [str(c) for c in deal.hand(seat)] == expected
    stock = 32 - sum(len(deal.hand(seat)) for seat in "NESW") - 1  # the cards left after the turned one
    assert str(deal.view("S").retourne) == PACK[20] and stock == 11
    assert deal.to_play == order[0]


@pytest.mark.parametrize("taker_position", range(4))
def test_completion_gives_the_taker_the_turned_card_and_two_others_three(taker_position):
    deal = Deal.from_deck(PACK, dealer="N")
    order = "WSEN"
    for _ in range(taker_position):
        deal.apply("pass")
    deal.apply("take")
    taker = order[taker_position]
    talon, position = PACK[21:], 0
    for seat in order:  # from eldest in play order
        size = 2 if seat == taker else 3
        dealt = talon[position:position + size]
        position += size
        hand = [str(c) for c in deal.hand(seat)]
        assert len(hand) == 8 and set(dealt) <= set(hand)
    assert PACK[20] in [str(c) for c in deal.hand(taker)]


def test_coinche_deal_three_two_three_and_no_turned_card():
    deal = Deal.from_deck(PACK, dealer="N", rules=COINCHE)
    west = [str(c) for c in deal.hand("W")]
    assert west == PACK[0:3] + PACK[12:14] + PACK[20:23]
    assert deal.view("W").retourne is None and all(len(deal.hand(s)) == 8 for s in "NESW")


def test_a_seed_deals_the_same_cards_and_the_first_dealer():
    a, b = Deal.new("classic", rng=7), Deal.new("classic", rng=random.Random(7))
    assert a.deck == b.deck and a.dealer == b.dealer
    assert Deal.new("classic", rng=8).deck != a.deck


# ----- classic auction -----

def test_round_one_take_or_pass():
    auction = RetourneAuction(CLASSIC, "N", "9H")
    assert names(auction.legal()) == ["take", "pass"]
    calls(auction, "pass", "take")
    assert auction.contract.taker == "S" and auction.contract.trump is Trump.HEARTS


@pytest.mark.parametrize(("switch", "suits"), [("other_suit", ["S", "D", "C"]), ("any_suit", ["S", "H", "D", "C"])])
def test_round_two_names_a_suit(switch, suits):
    auction = RetourneAuction(CLASSIC.replace(round2_suit=switch), "N", "9H")
    calls(auction, "pass", "pass", "pass", "pass")
    assert auction.round == 2 and auction.to_play == "W"
    assert names(auction.legal()) == [*suits, "pass"]
    calls(auction, "pass", "C")
    assert (auction.contract.taker, auction.contract.trump) == ("S", Trump.CLUBS)
    with pytest.raises(ValueError, match="over"):
        auction.apply(parse_action("pass"))


def test_round_two_refuses_the_turned_suit_with_a_localized_reason():
    auction = RetourneAuction(CLASSIC, "N", "9H")
    calls(auction, "pass", "pass", "pass", "pass")
    with pytest.raises(IllegalPlay, match="West cannot call hearts now") as error:
        auction.apply(parse_action("H"))
    assert error.value.message("fr").startswith("Ouest ne peut pas dire «\u00a0cœur\u00a0» maintenant")


@pytest.mark.parametrize(("all_pass", "third", "outcome"), [
    ("redeal", "off", "thrown in"),
    ("dealer_plays", "off", "dealer"),
    ("redeal", "ta_sa", "thrown in"),
    ("dealer_plays", "ta_sa", "dealer"),
])
def test_everybody_passes(all_pass, third, outcome):
    rules = CLASSIC.replace(all_pass=all_pass, third_round=third)
    deal = Deal.from_deck(PACK, dealer="E", rules=rules)
    rounds = 3 if third == "ta_sa" else 2
    for round_number in range(rounds):
        if round_number == 2:
            assert names(deal.legal_actions()) == ["all-trump", "no-trump", "pass"]
        for _ in range(4):
            deal.apply("pass")
    if outcome == "thrown in":
        assert deal.is_over and deal.thrown_in and deal.result().score == {"NS": 0, "EW": 0}
        assert deal.result().breakdown("nl")[0].startswith("Iedereen past")
    else:
        assert deal.to_play == "E" and names(deal.legal_actions()) == ["S", "H", "D", "C"]
        deal.apply("H")  # the dealer may even choose the turned suit
        assert deal.contract.taker == "E" and deal.phase == "play"


def test_third_round_all_trump_or_no_trump():
    deal = Deal.from_deck(PACK, dealer="N", rules=CLASSIC.replace(third_round="ta_sa"))
    for _ in range(8):
        deal.apply("pass")
    calls(deal, "pass", "no-trump")
    assert deal.contract.trump is Trump.NO_TRUMP and deal.contract.taker == "S"
    assert len(deal.hand("S")) == 8


@pytest.mark.parametrize(("first_lead", "leader"), [("eldest", "W"), ("dealer", "N")])
def test_first_lead(first_lead, leader):
    for rules in (CLASSIC, COINCHE):
        deal = Deal.from_deck(PACK, dealer="N", rules=rules.replace(first_lead=first_lead))
        calls(deal, "take" if rules is CLASSIC else "80 H", *([] if rules is CLASSIC else ["pass"] * 3))
        assert deal.phase == "play" and deal.to_play == leader


# ----- coinche auction -----

@pytest.mark.parametrize(("min_bid", "first"), [(80, [80, 90, 100]), (82, [82, 90, 100])])
def test_min_bid_and_steps_of_ten_to_160_then_capot(min_bid, first):
    ladder = bid_ladder(COINCHE.replace(min_bid=min_bid))
    assert list(ladder[:3]) == first and ladder[-2:] == (160, "capot")


@pytest.mark.parametrize(("setting", "modes"), [("on", 6), ("off", 4)])
def test_ta_sa_bids(setting, modes):
    auction = CoincheAuction(COINCHE.replace(ta_sa_bids=setting), "N")
    bids = [a for a in auction.legal() if isinstance(a, Bid)]
    assert len(bids) == modes * 10  # 80 … 160 and capot
    assert (Bid(80, Trump.ALL_TRUMP) in bids) == (setting == "on")


@pytest.mark.parametrize("setting", ["off", "on"])
def test_generale_is_a_bid_above_capot_only_when_on(setting):
    auction = CoincheAuction(COINCHE.replace(generale=setting), "N")
    calls(auction, "capot S")
    legal = names(auction.legal())
    assert ("generale S" in legal) == (setting == "on") and "capot H" not in legal


def test_bids_must_rise_and_the_trump_mode_does_not_rank():
    auction = CoincheAuction(COINCHE, "N")
    calls(auction, "100 C")
    with pytest.raises(IllegalPlay):
        auction.apply(parse_action("100 S"))
    calls(auction, "pass", "110 S")  # a player who passed may bid again later
    assert auction.bid == Bid(110, Trump.SPADES) and auction.bidder == "E"


def test_three_passes_after_a_bid_end_the_auction_and_four_first_passes_redeal():
    auction = CoincheAuction(COINCHE, "N")
    calls(auction, "pass", "90 D", "pass", "pass")
    assert not auction.done
    calls(auction, "pass")
    assert auction.contract.bid == 90 and auction.contract.taker == "S"
    auction = CoincheAuction(COINCHE, "N")
    calls(auction, "pass", "pass", "pass", "pass")
    assert auction.done and auction.thrown_in and auction.contract is None


def test_coinche_all_pass_dealer_plays():
    auction = CoincheAuction(COINCHE.replace(all_pass="dealer_plays"), "N")
    calls(auction, "pass", "pass", "pass", "pass")
    assert auction.to_play == "N" and names(auction.legal())[:2] == ["80 S", "80 H"]
    calls(auction, "80 no-trump")
    assert auction.contract.bid == 80 and auction.contract.trump is Trump.NO_TRUMP


def test_only_the_defence_coinches_and_only_the_bidders_surcoinche():
    auction = CoincheAuction(COINCHE, "N")
    calls(auction, "100 H")  # West bids
    assert "coinche" in names(auction.legal())  # South: defence
    calls(auction, "pass")
    assert "coinche" not in names(auction.legal())  # East: West's partner
    calls(auction, "pass", "coinche")  # North coinches
    assert auction.to_play == "W" and names(auction.legal()) == ["surcoinche", "pass"]


@pytest.mark.parametrize(("multipliers", "surcoinched"), [("x2x4", 4), ("x2x3", 3)])
def test_multipliers(multipliers, surcoinched):
    auction = CoincheAuction(COINCHE.replace(multipliers=multipliers), "N")
    calls(auction, "100 H", "coinche", "surcoinche")
    assert auction.done and auction.contract.multiplier == surcoinched
    auction = CoincheAuction(COINCHE.replace(multipliers=multipliers), "N")
    calls(auction, "100 H", "coinche", "pass", "pass")
    assert auction.done and auction.contract.multiplier == 2


def test_after_a_coinche_only_the_bidding_team_speaks_once_each():
    auction = CoincheAuction(COINCHE, "N")
    calls(auction, "90 S", "100 H", "coinche")  # West 90, South 100, East coinches
    assert auction.to_play == "N"
    with pytest.raises(IllegalPlay):
        auction.apply(parse_action("110 H"))  # overbid_after_coinche = no
    calls(auction, "pass")
    assert auction.to_play == "S"  # West, East's partner, is skipped
    calls(auction, "surcoinche")
    assert auction.contract.multiplier == 4 and auction.contract.taker == "S"


def test_overbid_after_coinche_yes_cancels_the_coinche():
    auction = CoincheAuction(COINCHE.replace(overbid_after_coinche="yes"), "N")
    calls(auction, "100 H", "coinche")  # West bids, South coinches
    assert "110 H" in names(auction.legal()) and "surcoinche" in names(auction.legal())
    calls(auction, "pass", "110 S")  # East passes, North (South's partner) overbids: the coinche is gone
    assert auction.multiplier == 1 and "coinche" in names(auction.legal())
    calls(auction, "pass", "pass", "pass")
    assert auction.contract.bid == 110 and auction.contract.multiplier == 1
    auction = CoincheAuction(COINCHE.replace(overbid_after_coinche="yes"), "N")
    calls(auction, "100 H", "coinche", "pass", "pass", "pass")
    assert auction.contract.multiplier == 2


def test_a_whole_coinche_auction_through_the_deal():
    deal = Deal.from_deck(PACK, dealer="N", rules=COINCHE)
    calls(deal, "80 S", "pass", "pass", "coinche", "pass", "pass")
    assert deal.contract.multiplier == 2 and deal.contract.taker == "W" and deal.phase == "play"
    assert [(s, str(a)) for s, a in deal.view("N").calls] == [
        ("W", "80 S"), ("S", "pass"), ("E", "pass"), ("N", "coinche"), ("W", "pass"), ("E", "pass")]


def test_call_names_in_every_language():
    assert [parse_action(t).name("fr") for t in ("pass", "take", "coinche", "surcoinche")] == [
        "je passe", "je prends", "coinche", "surcoinche"]
    assert [parse_action(t).name("de") for t in ("pass", "take", "coinche", "surcoinche", "capot H")] == [
        "passe", "ich nehme", "Kontra", "Re", "Capot Herz"]
    assert [parse_action(t).name("nl") for t in ("coinche", "surcoinche", "120 D")] == [
        "coinche", "surcoinche", "120 ruiten"]
    assert Choose(Trump.NO_TRUMP).name("nl") == "zonder troef"
