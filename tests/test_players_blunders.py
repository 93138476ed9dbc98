"""The strong player's gross blunders, as positions: each card a strong player of the last release
played there costs 10 points or more with every hand known (``solver.card_values``), and the
strong player now never plays it, whatever its seed. Its decision uses its own view only."""

from __future__ import annotations

import pytest

from belote_teach.deal import Deal
from belote_teach.hindsight import COSTLY
from belote_teach.players import Strong
from belote_teach.solver import card_values

SEEDS = range(4)

POSITIONS = {
    # East took diamonds with 8D 9D; his AS and AC are the highest of their suits and the defence
    # holds five trumps: cash them before a defender runs out of spades or clubs.
    "cash the masters": ({"N": "9S 10H JD AD 9C 10C QC 7H", "E": "8S AS QH 8D 9D 7C AC AH",
                          "S": "10S JS 9H JH 7D JC KC 8H", "W": "7S QS KS 10D QD KD 8C KH"},
                         "E", "D", "E", "classic", "AH 7H KH 8H"),
    # West leads the jack of trumps, which nothing can beat, not even North after South: South
    # throws the king (4 points), not the nine of trumps (14).
    "no points under a sure trick, classic": (
        {"N": "8S 7H 8H JH QH AH 8D 9C", "E": "7S 9S 9H KH 7C 10C QC KC",
         "S": "JS QS 10H 9D 10D KD 8C JC", "W": "10S KS AS 7D JD QD AD AC"}, "W", "D", "W", "classic", "JD"),
    "no points under a sure trick, coinche": (
        {"N": "8S 7H 8H JH QH AH 8D 9C", "E": "7S 9S 9H KH 7C 10C QC KC",
         "S": "JS QS 10H 9D 10D KD 8C JC", "W": "10S KS AS 7D JD QD AD AC"}, "W", "D", "W", "coinche", "JD"),
    # The same with the ace of trumps (11 points) under West's jack; South keeps the eight.
    "no ace under the jack of trumps": (
        {"N": "9S 10S QS 9H QH KD AD QC", "E": "7S KS 9D 10D 8C 9C 10C KC",
         "S": "8S 8H AH 8D JD 7C JC AC", "W": "JS AS 7H 10H JH KH 7D QD"}, "W", "H", "W", "coinche", "JH"),
    # South's 9S (the jack of trumps is gone) wins trick two whatever North holds: East, with no
    # spade, discards a club, not a ten.
    "no ten under a sure trump": (
        {"N": "7S AS 8H JH AH 7C 10C AC", "E": "10H 7D 9D 10D 8C 9C JC KC",
         "S": "9S JS 7H 8D JD KD AD QC", "W": "8S 10S QS KS 9H QH KH QD"}, "S", "S", "S", "classic",
        "JS 7D 7S 8S 9S"),
    # The taker's first lead: a small trump while the jack and the ace of trumps are out costs 18 to
    # 31 points; the played-out samples liked it (``no_loose_trump_lead``).
    "no loose trump lead, clubs": (
        {"N": "9S 8H 10H 8D QD KD 10C QC", "E": "10S AS 7H 7D 9D JD JC AC",
         "S": "7S QS 9H AH 7C 8C 9C KC", "W": "8S JS KS JH QH KH 10D AD"}, "S", "C", "S", "classic", ""),
    "no loose trump lead, diamonds": (
        {"N": "9S 8H 9H 8D 9C 10C JC KC", "E": "8S JS QS AH 10D QD 8C QC",
         "S": "7S AS 7H 10H QH JD AD 7C", "W": "10S KS JH KH 7D 9D KD AC"}, "W", "D", "W", "classic", ""),
    "no loose trump lead, spades": (
        {"N": "KS 9H JH QH KH 7D 8D QD", "E": "9S JS 7H 8H 9D 10D KD AC",
         "S": "7S 8S 10S AS 10H AH 7C QC", "W": "QS JD AD 8C 9C 10C JC KC"}, "S", "S", "S", "classic", ""),
    # South took diamonds with 9D but the jack out. The rollouts' taker used to lead his top trump
    # from three trumps or more, into the jack; the strong player then led the 7H (17 points less
    # than AS or JC) with half of twelve seeds.
    "a master before trumps into the jack": (
        {"N": "9S QS 8H KH 10D 9C 10C AC", "E": "8S 10S JS QH 8D JD 8C KC",
         "S": "AS 7H 7D 9D QD KD AD JC", "W": "7S KS 9H 10H JH AH 7C QC"}, "S", "D", "S", "classic", ""),
    # North took clubs with JC 8C 7C, the nine and the ace out: his 7D lead costs 106 points (a third
    # of twelve seeds before); an ace, the jack of trumps or the QS do not.
    "no small diamond from the taker": (
        {"N": "QS 9H AH 7D AD 7C 8C JC", "E": "8S 10S JS KS 8H QH 9D 10D",
         "S": "9S AS 10H KH JD 9C KC AC", "W": "7S 7H JH 8D QD KD 10C QC"}, "N", "C", "N", "classic", ""),
}


def _position(name: str) -> Deal:
    hands, leader, trump, taker, rules, plays = POSITIONS[name]
    deal = Deal.from_hands(hands, leader=leader, trump=trump, taker=taker, rules=rules, declarations=False,
                           bid=80 if rules != "classic" else None)
    for card in plays.split():
        deal.play(card)
    return deal


@pytest.mark.parametrize("name", POSITIONS)
def test_the_strong_player_avoids_the_blunder(name: str) -> None:
    deal = _position(name)
    seat = deal.to_play
    assert seat is not None
    values = card_values(deal)
    best = max(values.values())
    blunders = {card for card, value in values.items() if best - value >= COSTLY}
    assert blunders  # the position has a card that costs 10 points or more
    for seed in SEEDS:
        card = Strong(deal.game, seed)(deal.view(seat)).card  # type: ignore[union-attr]
        assert card not in blunders, (name, seed, str(card), best - values[card])
