"""Legal play under every card-play switch of rules reference: card play, on each setting, in every trump mode."""

import pytest

from belote_teach import InvalidInput, Rules, explain_play, legal_cards, parse_cards, trick_points, trick_winner
from belote_teach.exercises import TrickPoints, TrickWinner, WhichCards
from belote_teach.play import RULINGS
from belote_teach.position import Position
from belote_teach.render.html import trick_figure
from belote_teach.rules import SWITCHES

CLASSIC = Rules.preset("classic")

# (switches, trump, trick, player, hand, legal cards, rule id of the allowed cards)
CASES = [
    # leading and following
    ({}, "H", "", "S", "7S JH 8C", "7S JH 8C", "lead-free"),
    ({}, "H", "N:AS", "W", "7S KS JH 8C", "7S KS", "must-follow-suit"),
    ({}, "no-trump", "N:10S", "W", "7S AS JH", "7S AS", "must-follow-suit"),
    ({}, "no-trump", "N:10S", "W", "JH 8C", "JH 8C", "void-free"),
    ({}, "H", "N:AS", "W", "AD 8C", "AD 8C", "void-no-trump"),
    # void, an opponent holds the trick: trump, overtrump, undertrump
    ({}, "H", "N:AS", "W", "7H JH 8C", "7H JH", "must-trump"),
    ({}, "H", "N:AS W:9H", "S", "7H JH 8C", "JH", "must-overtrump"),
    ({"undertrump": "required"}, "H", "N:AS W:JH", "S", "7H 8C", "7H", "must-undertrump"),
    ({"undertrump": "discard"}, "H", "N:AS W:JH", "S", "7H 8C", "7H 8C", "undertrump-not-required"),
    ({"undertrump": "discard"}, "H", "N:AS W:9H", "S", "7H JH 8C", "JH", "must-overtrump"),
    ({"undertrump": "discard"}, "no-trump", "N:AS W:9H", "S", "7H 8C", "7H 8C", "void-free"),
    ({"undertrump": "required"}, "all-trump", "N:AS W:9H", "S", "7H 8C", "7H 8C", "all-trump-void"),
    # trump led
    ({}, "H", "N:AH", "W", "9H 8H AS", "9H", "must-overtrump"),
    ({}, "H", "N:JH", "W", "9H 8H AS", "9H 8H", "cannot-overtrump"),
    ({}, "H", "N:JH", "W", "AS 8C", "AS 8C", "no-trump-left"),
    ({"trump_lead_partner": "must_overtrump"}, "H", "N:AH W:7H", "S", "9H 8H AS", "9H", "must-overtrump"),
    ({"trump_lead_partner": "free"}, "H", "N:AH W:7H", "S", "9H 8H AS", "9H 8H", "trump-lead-partner-free"),
    ({"trump_lead_partner": "free"}, "H", "N:AH W:9H", "S", "JH 8H AS", "JH", "must-overtrump"),
    # void in a plain suit, partner holds the trick
    ({"void_partner_winning": "free"}, "H", "N:AS W:7S", "S", "7H JH 8C", "7H JH 8C", "partner-master-free"),
    ({"void_partner_winning": "must_trump"}, "H", "N:AS W:7S", "S", "7H JH 8C", "7H JH", "must-trump"),
    ({"void_partner_winning": "must_trump"}, "H", "E:AS N:9H W:7S", "S", "7H JH 8C", "JH", "must-overtrump"),
    ({"void_partner_winning": "must_trump"}, "no-trump", "N:AS W:7S", "S", "7H 8C", "7H 8C", "void-free"),
    # partner has trumped and holds the trick; the player holds only trumps
    ({"partner_ruffed_only_trumps": "free"}, "H", "E:AS N:9H W:7S", "S", "7H JH", "7H JH", "partner-master-free"),
    ({"partner_ruffed_only_trumps": "must_overtrump"}, "H", "E:AS N:9H W:7S", "S", "7H JH", "JH", "must-overtrump"),
    ({"partner_ruffed_only_trumps": "must_overtrump"}, "H", "E:AS N:JH W:7S", "S", "7H 8H", "7H 8H",
     "partner-master-free"),
    ({"partner_ruffed_only_trumps": "must_overtrump"}, "H", "E:AS N:9H W:7S", "S", "7H JH 8C", "7H JH 8C",
     "partner-master-free"),
    # all-trump: climbing in the led suit, never ruffing
    ({}, "all-trump", "N:AS", "W", "7S JS 9S 8H", "JS 9S", "must-climb"),
    ({}, "all-trump", "N:JS", "W", "7S AS 8H", "7S AS", "cannot-climb"),
    ({}, "all-trump", "N:JS", "W", "8H 9D", "8H 9D", "all-trump-void"),
    ({"all_trump_climb": "always"}, "all-trump", "N:AS W:7S", "S", "JS 8S 7H", "JS", "must-climb"),
    ({"all_trump_climb": "partner_exception"}, "all-trump", "N:AS W:7S", "S", "JS 8S 7H", "JS 8S",
     "all-trump-partner-free"),
    ({"all_trump_climb": "partner_exception"}, "all-trump", "N:AS W:9S", "S", "JS 8S 7H", "JS", "must-climb"),
    ({"all_trump_climb": "partner_exception"}, "H", "N:AS W:7S", "S", "JS 8S 7H", "JS 8S", "must-follow-suit"),
    # in plain suits there is never a duty to beat (4.1-7), in every mode
    ({}, "D", "N:AS W:10S", "S", "7S KS", "7S KS", "must-follow-suit"),
]


@pytest.mark.parametrize(("switches", "trump", "trick", "player", "hand", "expected", "rule"), CASES)
def test_legal_cards_and_ruling(switches, trump, trick, player, hand, expected, rule):
    rules = CLASSIC.replace(**switches)
    assert legal_cards(hand, trick, trump=trump, player=player, rules=rules) == parse_cards(expected)
    verdicts = explain_play(hand, trick, trump=trump, player=player, rules=rules)
    assert [v.card for v in verdicts if v.allowed] == parse_cards(expected)
    assert {v.rule for v in verdicts if v.allowed} == {rule}


def test_every_switch_setting_of_card_play_is_exercised():
    exercised = {(name, value) for switches, *_ in CASES for name, value in switches.items()}
    for name in ("undertrump", "trump_lead_partner", "void_partner_winning", "partner_ruffed_only_trumps",
                 "all_trump_climb"):
        assert {(name, option) for option in SWITCHES[name]} <= exercised, name


def test_every_ruling_is_reached():
    assert {case[-1] for case in CASES} == set(RULINGS)


def test_presets_differ_where_rules_md_says():
    # unable to overtrump an opponent: classic forces a lower trump, coinche lets the player discard
    position = {"hand": "7H 8C", "trick": "N:AS W:JH", "trump": "H", "player": "S"}
    assert legal_cards(**position, rules="classic") == parse_cards("7H")
    assert legal_cards(**position, rules="coinche") == parse_cards("7H 8C")
    assert legal_cards(**position, rules="bga") == parse_cards("7H 8C")


def test_forbidden_cards_cite_the_rule_they_break():
    verdicts = explain_play("9H 7H AS 8C", "N:AH", trump="H", player="W")
    assert [(str(v.card), v.allowed, v.rule) for v in verdicts] == [
        ("9H", True, "must-overtrump"),
        ("7H", False, "must-overtrump"),
        ("AS", False, "must-follow-suit"),
        ("8C", False, "must-follow-suit"),
    ]
    seven = verdicts[1]
    assert seven.to_beat == parse_cards("AH")[0] and seven.led.value == "H" and seven.winner == "N"


def test_partner_variants_of_messages_say_that_the_partner_holds_the_trick():
    rules = CLASSIC.replace(partner_ruffed_only_trumps="must_overtrump")
    verdicts = explain_play("7H JH", "E:AS N:9H W:7S", trump="H", player="S", rules=rules)
    assert verdicts[0].partner_wins and not verdicts[0].allowed
    assert "partner" in verdicts[0].message("en") and "maat" in verdicts[0].message("nl")
    assert "partenaire" in verdicts[0].message("fr") and "Partner" in verdicts[0].message("de")


@pytest.mark.parametrize(("direction", "second"), [("ccw", "W"), ("cw", "E")])
def test_direction_of_play_decides_who_plays_second(direction, second):
    rules = CLASSIC.replace(play_direction=direction)
    assert Position.read("7S", "N:AS", trump="H", rules=rules).player == second
    # then the leader's partner, then the last seat, whatever the direction
    assert Position.read("7S", f"N:AS {second}:8H", trump="H", rules=rules).player == "S"
    last = "E" if second == "W" else "W"
    assert Position.read("7S", f"N:AS {second}:8H S:9H", trump="H", rules=rules).player == last


ORDERS = {"ccw": "NWSE", "cw": "NESW"}


@pytest.mark.parametrize("direction", ["ccw", "cw"])
def test_a_trick_out_of_the_direction_of_play_is_refused_everywhere_with_the_expected_seat(direction):
    rules = CLASSIC.replace(play_direction=direction)
    other = CLASSIC.replace(play_direction="cw" if direction == "ccw" else "ccw")
    order = ORDERS[direction]
    cards = ("7S", "10S", "9H", "AS")
    right = " ".join(f"{seat}:{card}" for seat, card in zip(order, cards, strict=True))
    assert trick_winner(right, trump="H", rules=rules) == order[2]
    assert trick_points(right, trump="H", rules=rules) == 35
    assert legal_cards("7H 8C", right.rsplit(" ", 1)[0], trump="H", rules=rules)  # the fourth seat to play
    wrong = right.replace(f"{order[1]}:", "X:").replace(f"{order[3]}:", f"{order[1]}:").replace("X:", f"{order[3]}:")
    message = (f"{order[3]} cannot play right after N: play goes "
               f"{'counter-clockwise' if direction == 'ccw' else 'clockwise'} ({' → '.join(order)}), "
               f"so {order[1]} plays next")
    for read in (lambda: trick_winner(wrong, trump="H", rules=rules),
                 lambda: trick_points(wrong, trump="H", rules=rules),
                 lambda: legal_cards("7H 8C", wrong.rsplit(" ", 1)[0], trump="H", rules=rules),
                 lambda: explain_play("7H 8C", wrong.rsplit(" ", 1)[0], trump="H", rules=rules),
                 lambda: TrickWinner.make(wrong, trump="H", rules=rules),
                 lambda: TrickPoints.make(wrong, trump="H", rules=rules),
                 lambda: WhichCards.make("7H 8C", wrong.rsplit(" ", 1)[0], trump="H", rules=rules),
                 lambda: trick_figure(wrong, trump="H", rules=rules)):
        with pytest.raises(InvalidInput) as error:
            read()
        assert str(error.value) == message
    # the right trick of one direction is the wrong one of the other
    with pytest.raises(InvalidInput, match=f"so {ORDERS[other.play_direction][1]} plays next"):
        trick_winner(right, trump="H", rules=other)


@pytest.mark.parametrize("direction", ["ccw", "cw"])
def test_the_player_must_be_the_next_seat_in_the_direction_of_play(direction):
    rules = CLASSIC.replace(play_direction=direction)
    order = ORDERS[direction]
    assert legal_cards("7H 8C", f"N:AS {order[1]}:7S", trump="H", player="S", rules=rules)
    with pytest.raises(InvalidInput, match=f"{order[3]} cannot play right after {order[1]}: .* so S plays next"):
        legal_cards("7H 8C", f"N:AS {order[1]}:7S", trump="H", player=order[3], rules=rules)
