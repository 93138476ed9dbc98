"""Instructive exercises drawn from seeded random deals, at three levels per kind.

``generate(kind, level, seed, rules)`` shuffles and plays random legal cards with the engine
until it meets a position of the level's topic; the same arguments give the same exercise on
every machine, in every language (``random.Random`` seeded with a text is stable).

Level topics:

- ``which-cards``: 1 following suit; 2 trumping and overtrumping; 3 undertrumping, a trump lead
  (even over your partner) and climbing in all trumps. Every position has at least one forbidden
  card, forbidden by the level's topic. The player always sits South.
- ``trick-winner``: 1 nobody trumps; 2 a plain suit trumped; 3 the order of the trumps (a nine
  or jack beating an ace), no trumps and all trumps.
- ``trick-points``: 1 plain cards; 2 trumps in the trick; 3 no trumps, all trumps or the last trick.
- ``declarations``: 1 one team declares; 2 both, different values; 3 both, equal values.
- ``deal-score``: 1 no declaration, belote or capot; 2 declarations or belote; 3 litige, capot,
  or a failed contract that carries declarations (coinche rules: a coinched contract).
- ``card-value``: 1 an ace, ten, king or queen (worth the same as a trump or not); 2 a jack, nine,
  eight or seven, trump or not; 3 no trumps and all trumps where the rules have them (otherwise
  any card of a suit contract).
- ``bid`` (which calls are allowed), classic auction: 1 round one; 2 round two; 3 round three or
  the dealer's forced choice where the rules have them, otherwise late in round two. Coinche
  auction: 1 before the first bid; 2 a bid stands; 3 after a coinche, or the dealer's forced bid.
- ``auction`` (what the contract is), classic auction: 1 taken in round one; 2 a trump named in a
  later round; 3 thrown in (or the dealer's forced choice). Coinche auction: 1 one bid; 2 several
  bids; 3 coinched, surcoinched or thrown in.
- ``match-end``: 1 at most one team reaches the target; 2 both do after a made contract; 3 both do
  after a failed contract, or with equal totals.

>>> exercise = generate("which-cards", level=2, seed=1)
>>> exercise.player, exercise.level, exercise.seed, len(exercise.hand) >= 3
('S', 2, 1, True)
>>> {v.rule for v in exercise.verdicts if not v.allowed} <= {"must-trump", "must-overtrump"}
True
>>> generate("which-cards", level=2, seed=1) == exercise
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from .. import play as rulings
from ..actions import COINCHE, PASS, SURCOINCHE, Action, Bid, Pass
from ..bidding import CoincheAuction, RetourneAuction
from ..cards import DECK, Card, Rank, cards_of
from ..deal import Deal, Game
from ..declarations import BELOTE_DONE, BELOTE_POINTS
from ..errors import InvalidInput
from ..explain import explain_play
from ..position import Play
from ..rules import Rules
from ..seats import SEATS, SIDES, Seat, team
from ..simulate import random_agent
from ..trump import Trump
from .auction import AuctionResult, LegalCalls
from .base import KINDS, LEVELS, SUITS, Exercise, modes
from .card_value import CardValue
from .match_end import MatchEnd
from .play import TrickPoints, TrickWinner, WhichCards
from .scoring import DealScoring, Declarations

ATTEMPTS = 400
"""Random deals tried before giving up (every level of every preset needs far fewer)."""


def _rotate(seat: Seat, steps: int) -> Seat:
    return SEATS[(SEATS.index(seat) + steps) % 4]


def _to_south(seat: Seat) -> int:
    """Rotation steps (clockwise) that bring ``seat`` to South; partners stay opposite."""
    return (SEATS.index("S") - SEATS.index(seat)) % 4


def _random_hands(rng: random.Random) -> dict[str, list[Card]]:
    deck = list(DECK)
    rng.shuffle(deck)
    return {seat: sorted(deck[8 * i: 8 * i + 8], key=lambda c: c.index) for i, seat in enumerate(SEATS)}


def _card_play(rng: random.Random, rules: Rules, trump: Trump) -> Deal:
    """A deal at the start of the card play: random hands, leader and taker."""
    bid = None if rules.auction == "retourne" else rules.min_bid
    return Deal.from_hands(_random_hands(rng), leader=rng.choice(SEATS), trump=trump, taker=rng.choice(SEATS),
                           rules=Game(rules, declarations=False), bid=bid)


def _positions(rng: random.Random, deal: Deal) -> Iterator[tuple[Seat, tuple[Play, ...], list[Card]]]:
    """Every position of a deal played with random legal cards: (player, trick so far, hand)."""
    while not deal.is_over:
        seat = deal.to_play
        assert seat is not None
        trick = tuple(zip(deal.trick_seats, (DECK[i] for i in deal.trick), strict=True))
        yield seat, trick, cards_of(deal.hands[seat])
        deal.play(rng.choice(deal.legal_cards()), announce=False)


def _tricks(rng: random.Random, deal: Deal) -> list[tuple[int, tuple[Play, ...]]]:
    for _ in _positions(rng, deal):
        pass
    return [(number, tuple(zip(seats, (DECK[i] for i in cards), strict=True)))
            for number, (seats, cards, _) in enumerate(deal.tricks, start=1)]


Topic = tuple[tuple[Trump, ...], str, Callable[[Card, Trump], bool]]


def _plain_led(led: Card, trump: Trump) -> bool:
    return led.suit is not trump.suit


def _trump_led(led: Card, trump: Trump) -> bool:
    return led.suit is trump.suit


def _any_led(led: Card, trump: Trump) -> bool:
    return True


def which_card_topics(level: int, rules: Rules) -> list[Topic]:
    """(trump modes, ruling, condition on the led card) of each topic of a level under ``rules``."""
    available = modes(rules)
    topics: list[Topic] = []
    if level == 1:
        topics = [(SUITS, rulings.MUST_FOLLOW_SUIT, _plain_led)]
        if Trump.NO_TRUMP in available:
            topics.append(((Trump.NO_TRUMP,), rulings.MUST_FOLLOW_SUIT, _any_led))
    elif level == 2:
        topics = [(SUITS, rulings.MUST_TRUMP, _plain_led), (SUITS, rulings.MUST_OVERTRUMP, _plain_led)]
    else:
        topics = [(SUITS, rulings.MUST_OVERTRUMP, _trump_led)]
        if rules.undertrump == "required":
            topics.append((SUITS, rulings.MUST_UNDERTRUMP, _plain_led))
        if Trump.ALL_TRUMP in available:
            topics.append(((Trump.ALL_TRUMP,), rulings.MUST_CLIMB, _any_led))
    return topics


def _which_cards(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    topics = which_card_topics(level, rules)
    for _ in range(ATTEMPTS):
        trumps, ruling, condition = rng.choice(topics)
        trump = rng.choice(trumps)
        found = []
        for seat, trick, hand in _positions(rng, _card_play(rng, rules, trump)):
            if not trick or len(hand) < 3 or not condition(trick[0][1], trump):
                continue
            verdicts = explain_play(hand, trick, trump=trump, player=seat, rules=rules)
            if any(v.allowed for v in verdicts) and any(not v.allowed and v.rule == ruling for v in verdicts):
                found.append((seat, trick, hand))
        if found:
            seat, trick, hand = rng.choice(found)
            steps = _to_south(seat)
            return WhichCards.make(hand, [(_rotate(s, steps), card) for s, card in trick], trump=trump,
                                   player="S", rules=rules, level=level, **provenance)
    raise InvalidInput(f"no which-cards position of level {level} found under {rules.name}")


def _trump_cards(trick: tuple[Play, ...], trump: Trump) -> list[Card]:
    return [card for _, card in trick if card.suit is trump.suit]


def _trick_level(level: int, trick: tuple[Play, ...], trump: Trump, winner_card: Card) -> bool:
    """Does a complete trick fit a trick-winner level?"""
    led = trick[0][1].suit
    trumps = _trump_cards(trick, trump)
    off_suit = any(card.suit is not led and card.suit is not trump.suit for _, card in trick)
    if level == 1:
        return trump.suit is not None and not trumps and off_suit
    if level == 2:
        return trump.suit is not None and led is not trump.suit and bool(trumps)
    if trump.suit is None:
        return off_suit or winner_card.rank.value in ("J", "9")
    # the order of the trumps: a jack or nine beats an ace or ten of trumps
    return len(trumps) >= 2 and winner_card.rank.value in ("J", "9") and any(c.rank.value in ("A", "10") for c in trumps)


def _level_modes(level: int, rules: Rules) -> tuple[Trump, ...]:
    extra = tuple(mode for mode in modes(rules) if mode.suit is None)
    return extra + SUITS if level == 3 and extra else SUITS


def _complete_tricks(rng: random.Random, level: int, rules: Rules,
                     accept: Callable[[int, tuple[Play, ...], Trump], bool]) -> tuple[int, tuple[Play, ...], Trump]:
    for _ in range(ATTEMPTS):
        trump = rng.choice(_level_modes(level, rules))
        tricks = [(n, trick) for n, trick in _tricks(rng, _card_play(rng, rules, trump)) if accept(n, trick, trump)]
        if tricks:
            number, trick = rng.choice(tricks)
            return number, trick, trump
    raise InvalidInput(f"no trick of level {level} found under {rules.name}")


def _trick_winner(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    def accept(number: int, trick: tuple[Play, ...], trump: Trump) -> bool:
        winner = TrickWinner.make(trick, trump=trump, rules=rules)
        card = next(card for seat, card in trick if seat == winner.answer)
        return _trick_level(level, trick, trump, card)

    _, trick, trump = _complete_tricks(rng, level, rules, accept)
    return TrickWinner.make(trick, trump=trump, rules=rules, level=level, **provenance)


def _trick_points(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    def accept(number: int, trick: tuple[Play, ...], trump: Trump) -> bool:
        trumps = _trump_cards(trick, trump)
        points = TrickPoints.make(trick, trump=trump, rules=rules).answer
        if points == 0:
            return False
        if level == 1:
            return trump.suit is not None and not trumps
        if level == 2:
            return trump.suit is not None and any(c.rank.value in ("J", "9") for c in trumps)
        return trump.suit is None or (number == 8 and bool(trumps))

    number, trick, trump = _complete_tricks(rng, level, rules, accept)
    return TrickPoints.make(trick, trump=trump, rules=rules, last_trick=level == 3 and number == 8, level=level, **provenance)


def _declarations(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    for _ in range(ATTEMPTS * 10):
        trump = rng.choice(modes(rules))
        hands = _random_hands(rng)
        leader, taker = rng.choice(SEATS), rng.choice(SEATS)
        shown: dict[str, str | list[str]] = {}
        exercise = Declarations.make({seat: " ".join(map(str, cards)) for seat, cards in hands.items()}, trump=trump,
                                     rules=rules, leader=leader, taker=taker)
        for seat, found in exercise.found.items():  # only the cards of the declarations are shown
            cards = {card for declaration in found for card in declaration.cards}
            if cards:
                shown[seat] = [str(card) for card in sorted(cards, key=lambda c: c.index)]
        sides = {team(seat) for seat, found in exercise.found.items() if found}
        values = {side: max(d.points for seat, d in exercise.outcome.declared if team(seat) == side) for side in sides}
        if level == 1:
            fits = len(sides) == 1
        elif level == 2:
            fits = len(sides) == 2 and values["NS"] != values["EW"]
        else:
            fits = len(sides) == 2 and values["NS"] == values["EW"]
        if fits:
            return Declarations.make(shown, trump=trump, rules=rules, leader=leader, taker=taker, level=level, **provenance)
    raise InvalidInput(f"no declarations of level {level} found under {rules.name}")


def _played_deal(rng: random.Random, rules: Rules, declarations: bool = True) -> Deal | None:
    """A random deal played to the end by random players; ``None`` when thrown in or a generale
    (which team points cannot score)."""
    deal = Deal.new(Game(rules, declarations=declarations), rng=random.Random(rng.getrandbits(64)))
    agent = random_agent(random.Random(rng.getrandbits(64)), forget_rate=0.0)
    while not deal.is_over:
        deal.apply(agent(deal))
    contract = deal.contract
    return None if contract is None or contract.bid == "generale" else deal


def _deal_score(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    for _ in range(ATTEMPTS):
        deal = _played_deal(rng, rules, declarations=level > 1)
        if deal is None or deal.contract is None:
            continue
        contract = deal.contract
        result = deal.result()
        belote = SIDES.zero()
        for (seat, _), status in deal.belote.items():
            if status == BELOTE_DONE:
                belote[team(seat)] += BELOTE_POINTS
        declared = deal.declarations().points
        extras = any(declared.values()) or any(belote.values())
        capot = result.capot
        if rules.auction == "retourne":
            special = result.litige or capot is not None or (not result.made and extras)
        else:
            special = contract.multiplier > 1 or contract.bid == "capot" or capot is not None
        fits = {1: not extras and not special, 2: extras and not special, 3: special}[level]
        if not fits:
            continue
        exercise = DealScoring.make(taker=contract.taker, trump=contract.trump, points=deal.points, rules=rules,
                                    bid=contract.bid, multiplier=contract.multiplier, declarations=declared,
                                    belote=belote, capot=capot, level=level, **provenance)
        assert exercise.result.score == result.score, "the exercise must score as the deal did"
        return exercise
    raise InvalidInput(f"no deal of level {level} found under {rules.name}")


def _card_value(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    extra = tuple(mode for mode in modes(rules) if mode.suit is None)
    ranks: tuple[str, ...]
    if level == 3 and extra:
        trump, ranks = rng.choice(extra), ("A", "10", "K", "Q", "J", "9")
    else:
        trump = rng.choice(SUITS)
        ranks = {1: ("A", "10", "K", "Q"), 2: ("J", "9", "8", "7")}.get(level, tuple(r.value for r in Rank))
    card = rng.choice([card for card in DECK if card.rank.value in ranks])
    return CardValue.make(card, trump=trump, rules=rules, level=level, **provenance)


def _random_call(rng: random.Random, machine: RetourneAuction | CoincheAuction) -> Action:
    """A call at random: mostly passes (so that later rounds come), coinches now and then, and low bids."""
    legal = machine.legal()
    others = [call for call in legal if not isinstance(call, Pass)]
    doubles = [call for call in others if call in (COINCHE, SURCOINCHE)]
    if doubles and rng.random() < 0.35:
        return rng.choice(doubles)
    if not others or (PASS in legal and rng.random() < 0.7):
        return PASS
    bids = [call for call in others if isinstance(call, Bid)]
    if bids:
        low = {bid.value for bid in bids[: 2 * 6]}
        return rng.choice([bid for bid in bids if bid.value in low])
    return rng.choice(others)


def _auctions(rng: random.Random, rules: Rules) -> Iterator[tuple[Seat, Card | None, list[Action], RetourneAuction | CoincheAuction]]:
    """Random auctions, one after another: after every call (and before the first) the dealer,
    the turned card, the calls so far and the auction machine."""
    while True:
        dealer, turned = rng.choice(SEATS), (rng.choice(DECK) if rules.auction == "retourne" else None)
        machine = RetourneAuction(rules, dealer, turned) if turned is not None else CoincheAuction(rules, dealer)
        calls: list[Action] = []
        yield dealer, turned, list(calls), machine
        while not machine.done:
            call = _random_call(rng, machine)
            machine.apply(call)
            calls.append(call)
            yield dealer, turned, list(calls), machine


def _bid_fits(level: int, rules: Rules, machine: RetourneAuction | CoincheAuction, calls: list[Action]) -> bool:
    if machine.done:
        return False
    if isinstance(machine, RetourneAuction):
        late = rules.third_round == "ta_sa" or rules.all_pass == "dealer_plays"
        if level == 3:
            return machine.round >= 3 if late else machine.round == 2 and calls[-2:] == [PASS, PASS] and len(calls) >= 6
        return machine.round == level
    forced = machine.bidder is None and PASS not in machine.legal()
    if level == 1:
        return machine.bid is None and not forced
    if level == 2:
        return machine.bid is not None and machine.multiplier == 1
    return forced or machine.multiplier > 1


def _bid(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    for count, (dealer, turned, calls, machine) in enumerate(_auctions(rng, rules)):
        if count > ATTEMPTS * 20:
            break
        if _bid_fits(level, rules, machine, calls):
            return LegalCalls.make(calls, dealer=dealer, turned=turned, rules=rules, level=level, **provenance)
    raise InvalidInput(f"no bid position of level {level} found under {rules.name}")


def _auction_fits(level: int, machine: RetourneAuction | CoincheAuction, calls: list[Action]) -> bool:
    if not machine.done:
        return False
    contract = machine.contract
    if isinstance(machine, RetourneAuction):
        if level == 3:
            return contract is None or len(calls) > 8 + (4 if machine.rules.third_round == "ta_sa" else 0)
        return contract is not None and (len(calls) <= 4) == (level == 1) and (level == 1 or len(calls) <= 8 + 4)
    bids = [call for call in calls if isinstance(call, Bid)]
    if level == 3:
        return contract is None or contract.multiplier > 1
    return contract is not None and contract.multiplier == 1 and (len(bids) == 1) == (level == 1)


def _auction(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    for count, (dealer, turned, calls, machine) in enumerate(_auctions(rng, rules)):
        if count > ATTEMPTS * 20:
            break
        if _auction_fits(level, machine, calls):
            return AuctionResult.make(calls, dealer=dealer, turned=turned, rules=rules, level=level, **provenance)
    raise InvalidInput(f"no auction of level {level} found under {rules.name}")


def _last_deal(rng: random.Random, rules: Rules) -> tuple[dict[str, int], str | None, bool]:
    """A random deal played to the end: each team's score, the taking team, made or not."""
    while True:
        deal = _played_deal(rng, rules)
        if deal is None or deal.contract is None or deal.result().litige:
            continue
        result = deal.result()
        return dict(result.score), deal.contract.team, result.made


def _match_end(rng: random.Random, level: int, rules: Rules, **provenance: Any) -> Exercise:
    """The totals after a random deal, with totals before it drawn so that the level's case comes."""
    target, sides = rules.match_target, ("NS", "EW")
    for _ in range(ATTEMPTS):
        score, takers, made = _last_deal(rng, rules)
        if level == 1:
            over = rng.choice((None, *sides))
            if any(score[side] >= target for side in sides) or (over is not None and score[over] == 0):
                continue
            before = {side: target - 1 - rng.randrange(score[side]) if side == over
                      else target - 1 - score[side] - rng.randrange(min(300, target - score[side])) for side in sides}
        else:
            if min(score.values()) == 0 or (level == 2 and not made) or (level == 3 and made and rng.random() < 0.6):
                continue  # level 3: a failed contract (its takers kept their belote) or, less often, equal totals
            if level == 3 and made:
                total = target + rng.randrange(min(score.values()))
                before = {side: total - score[side] for side in sides}
            else:
                before = {side: target - 1 - rng.randrange(score[side]) for side in sides}
        totals = {side: before[side] + score[side] for side in sides}
        return MatchEnd.make(totals, made_by=takers if made else None, failed_by=None if made else takers,
                             rules=rules, level=level, **provenance)
    raise InvalidInput(f"no match end of level {level} found under {rules.name}")


GENERATORS: dict[str, Callable[..., Exercise]] = {
    "which-cards": _which_cards,
    "trick-winner": _trick_winner,
    "trick-points": _trick_points,
    "declarations": _declarations,
    "deal-score": _deal_score,
    "card-value": _card_value,
    "bid": _bid,
    "auction": _auction,
    "match-end": _match_end,
}


def generate(kind: str, level: int = 1, seed: int = 0, rules: Rules | str = "classic") -> Exercise:
    """An exercise of ``kind`` at ``level`` (1–3) drawn from the deal that ``seed`` shuffles."""
    if kind not in GENERATORS:
        raise InvalidInput(f"unknown exercise kind {kind!r}: expected one of {', '.join(KINDS)}")
    if level not in LEVELS:
        raise InvalidInput(f"unknown level {level!r}: expected 1, 2 or 3")
    if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
        raise InvalidInput(f"seed {seed!r}: expected a whole number from 0 up")
    checked = Rules.coerce(rules)
    rng = random.Random(f"belote-teach/{kind}/{level}/{seed}/{checked.name}")
    return GENERATORS[kind](rng, level, checked, seed=seed)
