"""The strong player's samples weighed by how likely they make the other players' cards (``inference``)."""

from __future__ import annotations

import math
import random

from belote_teach import inference
from belote_teach.cards import DECK, mask_of, parse_cards
from belote_teach.deal import Deal
from belote_teach.inference import Plays
from belote_teach.players import Beginner, _bid_floors, _fits_bids, likely_hands, sample_hands
from tests.test_players import _start_hands

LOW_SPADES = mask_of(parse_cards("7S 8S 9S QS KS JS"))


def _ten_under_the_ace(east: str, west: str) -> Deal:
    """West leads the ace of spades, South drops his ten under it: East next, then North."""
    deal = Deal.from_hands({"W": west, "S": "10S 7D 9D JD KD 8C 10C QC",
                            "E": east, "N": "AD 7H 8H 9H 10H JH QH KH"},
                           leader="W", trump="H", taker="N")
    deal.play("AS")
    deal.play("10S")
    return deal


def test_a_ten_given_to_the_opponents_ace_makes_a_lower_card_of_the_suit_unlikely() -> None:
    """South put his ten under West's ace: he had no cheaper spade, most likely. Weighed, North's
    samples give South a lower spade far less often than drawn alone (the prior: most hands of
    seven more cards hold one), and the samples kept (a quarter of those drawn) less often too."""
    deal = _ten_under_the_ace(east="7S 8S QS AH 9C JC KC AC", west="AS KS JS 9S 8D 10D QD 7C")
    deal.play("7S")
    view = deal.view("N")
    drawn = sample_hands(view, deal.game, random.Random(3), 300)
    kept = likely_hands(view, deal.game, random.Random(3), 300)

    def share(samples: list[dict]) -> float:
        return sum(bool(hands["S"] & LOW_SPADES) for hands in samples) / len(samples)

    weights = [math.exp(Plays(view, deal.game).log_weight(hands)) for hands in drawn]
    weighed = sum(w for w, hands in zip(weights, drawn, strict=True) if hands["S"] & LOW_SPADES) / sum(weights)
    assert share(drawn) > 0.8
    assert weighed < 0.65
    assert len(kept) == 300 and share(kept) < share(drawn) - 0.1


def test_the_weights_read_the_view_only() -> None:
    """Two deals that differ only in cards North cannot see: the same weights, the same samples kept."""
    first = _ten_under_the_ace(east="7S 8S QS AH 9C JC KC AC", west="AS KS JS 9S 8D 10D QD 7C")
    second = _ten_under_the_ace(east="7S 8S QS AH 7C JC KC AC", west="AS KS JS 9S 8D 10D QD 9C")
    view = first.view("N")
    assert view == second.view("N") and first.hand_mask("E") != second.hand_mask("E")
    samples = sample_hands(view, first.game, random.Random(5), 40)
    assert [Plays(view, first.game).log_weight(h) for h in samples] == \
        [Plays(second.view("N"), second.game).log_weight(h) for h in samples]
    assert likely_hands(view, first.game, random.Random(5), 10) == likely_hands(second.view("N"), second.game,
                                                                               random.Random(5), 10)


def test_an_odd_card_never_rules_the_true_hands_out() -> None:
    """Deals played by beginners (and a random card now and then): for every seat at every card,
    each card another player chose costs the true hands at most ``FLOOR`` over its legal cards'
    count, and a card the sample could not have played rules it out."""
    checked = 0
    for seed in range(6):
        deal = Deal.new("classic", rng=random.Random(seed))
        rng = random.Random(seed)
        players = {seat: Beginner(deal.game, seed) for seat in deal.seats}
        while not deal.is_over:
            if deal.phase == "play":
                start = _start_hands(deal)
                for seat in deal.seats:
                    plays = Plays(deal.view(seat), deal.game)
                    choices = sum(1 for other, *_ in plays.plays if other != seat)
                    assert plays.log_weight(start) >= choices * math.log(inference.FLOOR / 8)
                    checked += 1
                if deal.tricks or deal.trick:
                    seat, card = (deal.trick or deal.tricks[-1].plays)[-1]
                    wrong = dict(start)
                    other = next(s for s in deal.seats if s != seat and deal.hand_mask(s))
                    spare = DECK[deal.hand_mask(other).bit_length() - 1]
                    wrong[seat] = start[seat] & ~card.bit | spare.bit
                    wrong[other] = start[other] & ~spare.bit | card.bit
                    witness = next(s for s in deal.seats if s not in (seat, other))
                    assert Plays(deal.view(witness), deal.game).log_weight(wrong) == -math.inf
            action = players[deal.to_play](deal.view(deal.to_play))
            deal.apply(rng.choice(deal.legal_actions()) if deal.phase == "play" and rng.random() < 0.2 else action)
    assert checked > 150


def test_the_samples_kept_fit_the_bids() -> None:
    """Coinche auctions of beginners, a card played: the samples kept give the bidders the strength
    their bids suggest (``_fits_bids``) far more often than samples drawn without the bids."""
    fits = {"kept": 0, "free": 0}
    tried = 0
    for seed in range(30):
        deal = Deal.new("coinche", rng=random.Random(seed))
        players = {seat: Beginner(deal.game, seed) for seat in deal.seats}
        while not deal.is_over and (deal.phase != "play" or not (deal.trick or deal.tricks)):
            deal.apply(players[deal.to_play](deal.view(deal.to_play)))
        if deal.is_over:
            continue
        view = deal.view(deal.to_play)
        floors = _bid_floors(view)
        if not floors:
            continue
        kept = likely_hands(view, deal.game, random.Random(seed), 20)
        free = sample_hands(view, deal.game, random.Random(seed), 20, bid_tries=0)
        fits["kept"] += sum(_fits_bids(hands, floors, view) for hands in kept)
        fits["free"] += sum(_fits_bids(hands, floors, view) for hands in free)
        tried += 20
    assert tried >= 200
    assert fits["kept"] >= 0.9 * tried and fits["free"] < 0.8 * fits["kept"]
