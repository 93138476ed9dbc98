"""Write the guide's whole deals (``book/deals/*.json``) from seeds, reproducibly.

Each record is a seed (the shuffled pack), the dealer, the rules, and a simple player who bids
and plays sensibly (below); a few auctions are partly scripted (a coinche, a surcoinche). The
``deal`` and ``score-sheet`` directives replay the JSON records with the engine, so a page can
only show what the engine computes. ``SPECS`` records, for each deal, which seed was chosen and
what it shows; ``--search`` finds seeds for a spec's condition.

    python book/deals/make_deals.py                 write every record
    python book/deals/make_deals.py --check         exit 1 when a record differs from its spec
    python book/deals/make_deals.py --search NAME   list seeds that satisfy NAME's condition
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from belote_teach import Deal, Rules
from belote_teach.actions import DECLARE, EXCHANGE, PASS, SURCOINCHE, Action, Bid, Choose, Coinche, PlayCard, Take
from belote_teach.cards import DECK, Card, Rank
from belote_teach.match import Match
from belote_teach.play import beats, winning_position
from belote_teach.seats import Seat, team
from belote_teach.trump import Trump
from belote_teach.values import PLAIN_STRENGTH, TRUMP_STRENGTH, point_table

HERE = Path(__file__).resolve().parent

# ----- a sensible player -----

TRUMP_WEIGHT = {Rank.JACK: 3.5, Rank.NINE: 2.5, Rank.ACE: 1.5, Rank.TEN: 1.2}


def suit_strength(cards: list[Card], suit: str) -> float:
    """A rough worth of a hand with ``suit`` as trump: high trumps, length, plain aces and tens."""
    worth = 0.0
    for card in cards:
        if card.suit.value == suit:
            worth += TRUMP_WEIGHT.get(card.rank, 0.8)
        elif card.rank is Rank.ACE:
            worth += 1.2
        elif card.rank is Rank.TEN and any(c.suit is card.suit and c.rank is Rank.ACE for c in cards):
            worth += 0.8
    return worth


def high_trump(cards: list[Card], suit: str) -> bool:
    return any(c.suit.value == suit and c.rank in (Rank.JACK, Rank.NINE) for c in cards)


def mode_strength(cards: list[Card], mode: Trump) -> float:
    if mode is Trump.ALL_TRUMP:
        return sum({Rank.JACK: 2.5, Rank.NINE: 1.5, Rank.ACE: 0.7}.get(c.rank, 0.0) for c in cards)
    if mode is Trump.NO_TRUMP:
        return sum({Rank.ACE: 2.0, Rank.TEN: 0.7}.get(c.rank, 0.0) for c in cards)
    return suit_strength(cards, mode.value)


def bid_classic(deal: Deal, legal: list[Action]) -> Action:
    view = deal.view(deal.to_play or "N")
    cards = list(view.hand)
    retourne = view.retourne
    assert retourne is not None
    if Take() in legal:
        with_card = [*cards, retourne]
        if suit_strength(with_card, retourne.suit.value) >= 6 and high_trump(with_card, retourne.suit.value):
            return Take()
        return PASS
    choices = [a for a in legal if isinstance(a, Choose)]
    if not choices:
        return PASS
    scored = sorted(choices, key=lambda a: mode_strength(cards, a.trump), reverse=True)
    best = scored[0]
    if PASS not in legal:  # the dealer must choose
        return best
    if best.trump in (Trump.ALL_TRUMP, Trump.NO_TRUMP):
        return best if mode_strength(cards, best.trump) >= 4.5 else PASS
    if mode_strength(cards, best.trump) >= 5 and high_trump(cards, best.trump.value):
        return best
    return PASS


def estimate(cards: list[Card], mode: Trump) -> int:
    """A points estimate for a coinche bid in ``mode`` (eight cards in hand)."""
    return int(20 + 9 * mode_strength(cards, mode)) // 10 * 10


def bid_coinche(deal: Deal, legal: list[Action], coincher: Seat | None, surcoinche: bool) -> Action:
    seat = deal.to_play
    assert seat is not None
    if SURCOINCHE in legal:
        return SURCOINCHE if surcoinche else PASS
    if any(isinstance(a, Coinche) for a in legal) and seat == coincher:
        return next(a for a in legal if isinstance(a, Coinche))
    bids = [a for a in legal if isinstance(a, Bid) and isinstance(a.value, int)]
    if not bids:
        return PASS
    view = deal.view(seat)
    cards = list(view.hand)
    last = next((a for s, a in reversed(view.calls) if isinstance(a, Bid)), None)
    last_seat = next((s for s, a in reversed(view.calls) if isinstance(a, Bid)), None)
    if last is not None and last_seat is not None and team(last_seat) == team(seat):
        return PASS  # the partner holds the bid: leave it
    offered = list(dict.fromkeys(b.trump for b in bids))  # in the ladder's order: no set, no hash order
    modes = sorted(offered, key=lambda m: estimate(cards, m), reverse=True)
    for mode in modes:
        value = min(estimate(cards, mode), 160)
        wanted = Bid(value, mode)
        if wanted in legal:
            return wanted
    if PASS in legal:
        return PASS
    return bids[0]  # a forced bid (everyone passed, the dealer must bid)


def strength_in_play(card: Card, trump: Trump) -> int:
    """The card's rank in play (higher wins within a suit): trump order for trumps and all-trump."""
    trump_like = trump is Trump.ALL_TRUMP or (trump.suit is card.suit)
    return (TRUMP_STRENGTH if trump_like else PLAIN_STRENGTH)[card.rank.index]


def play_card(deal: Deal, legal: list[Action]) -> Action:
    seat = deal.to_play
    assert seat is not None and deal.contract is not None
    if DECLARE in legal:
        return DECLARE
    view = deal.view(seat)
    trump = deal.contract.trump
    values = point_table(trump, deal.rules.all_trump_values)
    cards = [a.card for a in legal if isinstance(a, PlayCard) and not a.announce]
    played = {card for trick in view.tricks for card in trick.cards} | {card for _, card in view.trick}

    def announced(card: Card) -> Action:
        said = PlayCard(card, True)
        return said if said in legal else PlayCard(card)

    def master(card: Card) -> bool:  # no unseen card of its suit ranks higher
        return all(strength_in_play(other, trump) < strength_in_play(card, trump)
                   for other in _unseen(view.hand, played) if other.suit is card.suit)

    def cheap(card: Card) -> tuple[int, int, int]:
        is_trump = trump.suit is card.suit
        return (int(is_trump), values[card.index], strength_in_play(card, trump))

    if not view.trick:
        trumps = [c for c in cards if trump.suit is c.suit]
        takers = same_side(deal, deal.contract.taker, seat)
        unseen_trumps = [c for c in _unseen(view.hand, played) if trump.suit is c.suit]
        if takers and trumps and unseen_trumps:
            best = max(trumps, key=lambda c: strength_in_play(c, trump))
            if master(best):
                return announced(best)
        winners = [c for c in cards if master(c) and trump.suit is not c.suit]
        if winners:
            return announced(max(winners, key=lambda c: values[c.index]))
        return announced(min(cards, key=cheap))
    indices = [card.index for _, card in view.trick]
    best = winning_position(indices, trump.code)
    holder = view.trick[best][0]
    if holder != seat and same_side(deal, holder, seat) and (len(view.trick) == 3 or master(view.trick[best][1])):
        plain = [c for c in cards if trump.suit is not c.suit and not master(c)] or cards
        return announced(max(plain, key=lambda c: (values[c.index], -strength_in_play(c, trump))))
    winning = [c for c in cards if beats(c.index, indices[best], trump.code)]
    if winning:
        return announced(min(winning, key=lambda c: (strength_in_play(c, trump) + 10 * int(trump.suit is c.suit))))
    return announced(min(cards, key=cheap))


def same_side(deal: Deal, one: Seat, other: Seat) -> bool:
    """Partners with four players; at a table of two or three each player is on his own."""
    return one == other if deal.rules.players < 4 else team(one) == team(other)


def _unseen(hand: tuple[Card, ...], played: set[Card]) -> list[Card]:
    return [card for card in DECK if card not in played and card not in hand]


def sensible(coincher: Seat | None = None, surcoinche: bool = False) -> Callable[[Deal], Action]:
    def choose(deal: Deal) -> Action:
        legal = deal.legal_actions()
        if deal.phase == "bidding":
            if deal.rules.auction == "coinche":
                return bid_coinche(deal, legal, coincher, surcoinche)
            return bid_classic(deal, legal)
        if deal.phase == "announcing":
            return DECLARE
        if deal.phase == "exchange":  # two or three players: the trump seven for the turned card
            return EXCHANGE
        return play_card(deal, legal)

    return choose


# ----- the guide's deals -----


@dataclass(frozen=True)
class Spec:
    """One deal of the guide: what it shows, its seed, and the condition the seed was chosen for."""

    about: str
    rules: str
    seed: int
    dealer: Seat
    want: Callable[[Deal], bool]
    coincher: Seat | None = None
    surcoinche: bool = False
    reserve: int = 0
    options: dict[str, Any] = field(default_factory=dict)


def rules_of(text: str) -> Rules:
    preset, *changes = text.split("+")
    switches = dict(change.split("=") for change in changes)
    return Rules.preset(preset).replace(**switches) if switches else Rules.preset(preset)


def play_deal(spec: Spec, seed: int | None = None) -> Deal:
    deal = Deal.new(Rules.coerce(spec.rules), rng=spec.seed if seed is None else seed, dealer=spec.dealer,
                    reserve=spec.reserve)
    agent = sensible(spec.coincher, spec.surcoinche)
    while not deal.is_over:
        deal.apply(agent(deal))
    return deal


def calls(deal: Deal) -> list[str]:
    return [str(a) for _, a in (deal.auction.calls if deal.auction else [])]


def belote_said(deal: Deal) -> bool:
    return bool(deal.belote_calls)


def declared(deal: Deal, side: str | None = None) -> bool:
    return any(side is None or team(seat) == side for seat, _ in deal.announced)


def first_deal(deal: Deal) -> bool:
    result = deal.result()
    return (calls(deal)[-1:] == ["take"] and len(calls(deal)) <= 3 and result.made and not result.capot
            and belote_said(deal) and declared(deal) and deal.declarations().winner == result.contract.team
            if result.contract else False)


SPECS: dict[str, Spec] = {
    "first-deal": Spec("A first whole deal: taken in round one, a declaration and belote, contract made.",
                       "classic", 6, "N", first_deal),
    "round-two": Spec("Everybody passes the turned card; a trump is named in round two.",
                      "classic", 2, "E",
                      lambda d: 4 < len(calls(d)) <= 8 and d.contract is not None and d.result().made),
    "thrown-in": Spec("Everybody passes twice: the cards are thrown in.", "classic", 4, "S",
                      lambda d: d.thrown_in),
    "third-round": Spec("Game-site rules: a third round, in which a player chooses all trumps or no trumps.",
                        "bga", 5, "W",
                        lambda d: len(calls(d)) > 8 and d.contract is not None and d.contract.trump.suit is None),
    "dedans": Spec("The takers fall: dedans.", "classic", 1, "N",
                   lambda d: d.contract is not None and not d.result().made and not d.result().litige
                   and not d.result().capot and declared(d)),
    "litige": Spec("Equal totals: litige, the takers' points wait for the next deal.", "classic", 220, "N",
                   lambda d: d.contract is not None and d.result().litige),
    "capot": Spec("One team wins every trick: capot.", "classic", 7, "W",
                  lambda d: d.contract is not None and d.result().capot == d.contract.team),
    "coinche-made": Spec("Coinche: a bid made, with rounding.", "coinche", 1, "N",
                         lambda d: d.contract is not None and d.result().made and d.result().score
                         != d.result().unrounded and d.contract.multiplier == 1),
    "coinche-failed": Spec("Coinche: a coinched bid that fails.", "coinche", 5, "N",
                           lambda d: d.contract is not None and not d.result().made and d.contract.multiplier == 2,
                           coincher="E"),
    "surcoinche": Spec("Coinche: a surcoinched bid that is made.", "coinche", 4, "S",
                       lambda d: d.contract is not None and d.result().made and d.contract.multiplier == 4,
                       coincher="N", surcoinche=True),
    "coinche-reach": Spec("Coinche: the bid is reached but the defence scores more (made under contrée rules).",
                          "coinche", 3, "N",
                          lambda d: d.contract is not None and not d.result().made and d.contract.multiplier == 1
                          and d.result().unrounded[d.contract.team] == 0),
    "no-trump": Spec("Coinche: a no-trump contract, with a carré of aces.", "coinche", 87, "W",
                     lambda d: d.contract is not None and d.contract.trump is Trump.NO_TRUMP),
    "two-belotes": Spec("Coinche, all trumps: two belotes in one hand.", "coinche", 265, "E",
                        lambda d: d.contract is not None and d.contract.trump is Trump.ALL_TRUMP
                        and any(sum(seat == s for s, _, _ in d.belote_calls) >= 4 for seat in "NESW")),
    "all-trump": Spec("Coinche: an all-trump contract.", "coinche", 8, "E",
                      lambda d: d.contract is not None and d.contract.trump is Trump.ALL_TRUMP),
    "small-table": Spec("Three players (Dutch rules): the seven of trumps exchanged, roem and stuk, the taker "
                        "highest.", "nl23", 60, "S", lambda d: small_walk(d)),
}


def small_walk(deal: Deal) -> bool:
    """A three-player deal worth walking through: an exchange, roem, stuk, and the taker beats both."""
    result = deal.result()
    history = [str(action) for _, action in deal.history]
    return (result.contract is not None and result.made and "exchange" in history and bool(deal.announced)
            and bool(deal.belote_calls) and all(result.tricks.values()))


def record(name: str) -> str:
    return play_deal(SPECS[name]).to_json()


def match_record(seed: int = 24, dealer: Seat = "N") -> str:
    """A whole classic match played by four sensible players: one deal record per line of the sheet."""
    match = Match("classic", rng=seed, first_dealer=dealer)
    agent = sensible()
    deals = []
    while not match.is_over:
        deal = match.new_deal()
        while not deal.is_over:
            deal.apply(agent(deal))
        match.record(deal)
        deals.append(json.loads(deal.to_json()))
    return json.dumps({"format": "belote-teach match", "version": 1, "seed": seed, "first_dealer": dealer,
                       "winner": match.winner, "totals": match.totals, "deals": deals}, ensure_ascii=False)


def outputs() -> dict[str, str]:
    files = {f"{name}.json": record(name) for name in SPECS}
    files["match.json"] = match_record()
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--search", metavar="NAME")
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--count", type=int, default=2000)
    args = parser.parse_args(argv)
    if args.search:
        spec = SPECS[args.search]
        found = [seed for seed in range(args.start, args.start + args.count) if spec.want(play_deal(spec, seed))]
        print(args.search, found[:20])
        return 0
    status = 0
    for name, text in outputs().items():
        if name != "match.json" and not SPECS[name[:-5]].want(Deal.from_json(text)):
            print(f"{name}: seed {SPECS[name[:-5]].seed} no longer shows: {SPECS[name[:-5]].about}")
            status = 1
        path = HERE / name
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text + "\n":
                print(f"{path.name} differs from its spec: run python book/deals/make_deals.py")
                status = 1
        else:
            path.write_text(text + "\n", encoding="utf-8")
    return status


if __name__ == "__main__":
    sys.exit(main())
