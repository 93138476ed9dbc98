"""Advice for the auction: what every legal call is worth, from the bidder's own hand.

``expected_points(hand, trump)`` is the hand evaluation (``evaluation``): the final card points
the team can expect with that trump, from the bidder's hand alone. ``advise`` weighs every legal
call of the current auction: the contract that would stand if the auction ended with it, the
team's expected card points in its trump and its expected score under the rules' scoring (the
team's score minus the other team's, averaged over the outcomes of the card play), in words a
learner understands. A pass in front of no bid counts 0: the cards go to another bidder or are
thrown in. In the coinche auction a partner's bid in a trump shows what his hand adds (his opening
bid above 81, or how far he raised ours) and the opponents' bid in it what theirs take away.

>>> advice = advise("JH 9H 8H AS 7S 8D 9C 7C", rules="coinche", dealer="W")   # South speaks first
>>> [str(one.call) for one in advice[:3]], len(advice)
(['pass', '80 S', '80 H'], 61)
>>> best = best_call(advice)
>>> str(best.call), best.explain("en")
('80 H', 'Your jack of hearts, nine of hearts and ace of spades: about 124 points with hearts, enough for 120 but not for 130. Expected score: +164 for your team.')
>>> best_call(advise("JH AS 7S 8D 9C", rules="classic", dealer="W", retourne="9H")).explain("fr")
'Tes cartes fortes, valet de cœur, neuf de cœur et as de pique\xa0: environ 131 points à cœur. Ton équipe réussit le contrat 9 fois sur dix. Score attendu\xa0: +114 pour ton équipe.'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from .actions import COINCHE, SURCOINCHE, Action, Bid, Choose, Take
from .bidding import Auction, CoincheAuction, Contract, RetourneAuction
from .cards import Card, parse_card, parse_cards
from .errors import InvalidInput
from .evaluation import Outlook, expected_points, outlook
from .i18n import Lang, Msg
from .rules import Rules
from .scoring import score_deal
from .seats import Seat, Team, next_seat, team
from .trump import ALL_TRUMP_CODE, NO_TRUMP_CODE, Trump
from .values import DEAL_TOTAL

__all__ = ["CallAdvice", "advise", "best_call", "expected_points", "highest_bid"]

AVERAGE = DEAL_TOTAL / 2
"""What a hand dealt at random brings its team: half the card points."""
SHOWN = (-60.0, 60.0)
"""How far the bids of the others may move a team's outlook from the bidder's hand alone."""

_C = "advice"
_HOLDING = Msg(_C, "Your {cards}: about {points} points with {trump}.",
               "the cards that count in the bidder's hand, then the card points his team can expect")
_NOTHING = Msg(_C, "No card that counts much: about {points} points with {trump}.")
_PARTNER = Msg(_C, "Your partner's bids add about {partner}.")
_OPPONENTS = Msg(_C, "The opponents' bids take about {opponents} away.")
_ENOUGH = Msg(_C, "enough for {low} but not for {high}", "a coinche bid: the highest bid the team makes more often than not")
_ENOUGH_TOP = Msg(_C, "enough for {low}")
_SHORT = Msg(_C, "not enough for {low}")
_WITH = Msg(_C, "{holding}, {enough}.", "joins the holding sentence (without its full stop) and whether it is enough")
_MADE = Msg(_C, "Your team makes the contract {count} time in ten.",
             plural="Your team makes the contract {count} times in ten.")
_PASS_OPEN = Msg(_C, "Pass: nobody scores for now, another player may take or the cards are thrown in.")
_STANDS = Msg(_C, "Pass: {contract} stands; it is made {count} time in ten.",
              plural="Pass: {contract} stands; it is made {count} times in ten.")
_DOUBLED = Msg(_C, "{contract}: the takers fail {count} time in ten.",
               plural="{contract}: the takers fail {count} times in ten.")
_SCORE = Msg(_C, "Expected score: {score} for your team.", "the team's score minus the other team's, on average")
_LIST = Msg(_C, "{cards} and {last}", "a list of cards: the jack of hearts, the nine of hearts and the ace of spades")


@dataclass(frozen=True, slots=True)
class CallAdvice:
    """One legal call weighed: the contract standing if the auction ended with it (``None``: no
    contract yet), the team's expected card points in its trump (a capot counted as 162), the
    chance that contract is made, the team's expected score (its score minus the other team's)
    and the words that explain it (``explain(lang)``)."""

    call: Action
    contract: Contract | None
    points: float
    made: float
    score: float
    words: tuple[Msg, ...]
    fields: tuple[tuple[str, object], ...] = ()

    def explain(self, lang: Lang = "en") -> str:
        """The advice in words, in ``lang``."""
        fields = _local(dict(self.fields), lang)
        return " ".join(word(lang, **fields) for word in self.words)


def _auction(rules: Rules, dealer: Seat, calls: Iterable[Action | str], retourne: Card | None) -> Auction:
    if rules.players != 4:
        raise InvalidInput(f"the bidding advice is for four players; {rules.name} is for {rules.players}")
    if rules.auction == "coinche":
        auction: Auction = CoincheAuction(rules, dealer)
    else:
        if retourne is None:
            raise InvalidInput("the classic auction needs the turned card (retourne)")
        auction = RetourneAuction(rules, dealer, retourne)
    for call in calls:
        auction.apply(call)
    if auction.done:
        raise InvalidInput("the auction is over: there is no call to advise")
    return auction


def advise(hand: str | Iterable[Card | str], *, rules: Rules | str = "coinche", dealer: Seat = "W",
           calls: Sequence[Action | str] = (), retourne: Card | str | None = None) -> list[CallAdvice]:
    """Every legal call of the auction after ``calls`` (dealt by ``dealer``), weighed for the
    player to speak, whose ``hand`` it is (eight cards in coinche; five in the classic auction,
    with the turned card ``retourne``), in the order of the legal calls. The same arguments give
    the same advice."""
    checked = Rules.coerce(rules)
    turned = parse_card(retourne) if isinstance(retourne, str) else retourne
    auction = _auction(checked, dealer, calls, turned)
    seat = auction.to_play
    assert seat is not None
    cards = parse_cards(hand) if isinstance(hand, str) else [parse_card(c) if isinstance(c, str) else c for c in hand]
    known = [*cards, turned] if isinstance(auction, RetourneAuction) and turned is not None else cards
    leader = dealer if checked.first_lead == "dealer" else next_seat(dealer, checked.play_direction)
    views: dict[Trump, tuple[Outlook, float, float]] = {}  # each trump's outlook, and what the bids showed

    def view(trump: Trump) -> tuple[Outlook, float, float]:
        if trump not in views:
            alone = outlook(known, trump, rules=checked, taker=seat, leader=leader)
            partner, opponents = _shown(auction.calls, seat, trump)
            views[trump] = (alone.shifted(partner + opponents), partner, opponents)
        return views[trump]

    return [_weigh(call, auction, seat, known, checked, view) for call in auction.legal()]


def highest_bid(hand: str | Iterable[Card | str], trump: Trump | str, *, rules: Rules | str = "coinche",
                taker: Seat = "S", leader: Seat = "W") -> int | None:
    """The highest bid in ``trump`` the taker's team makes more often than not, from his hand alone
    (``None``: not even the lowest).

    >>> highest_bid("JH 9H 8H AS 7S 8D 9C 7C", "H"), highest_bid("7H 8H QS JS 8D 9D 7C 8C", "H")
    (100, None)
    """
    checked = Rules.coerce(rules)
    hope = outlook(hand, trump, rules=checked, taker=taker, leader=leader)
    return _enough(checked, Contract(taker, Trump.parse(trump), checked.min_bid), hope)[0]


def best_call(advice: Sequence[CallAdvice]) -> CallAdvice:
    """The call of highest expected score; on a tie the first (a pass, a lower bid)."""
    return max(advice, key=lambda one: one.score)


def _weigh(call: Action, auction: Auction, seat: Seat, known: Sequence[Card], rules: Rules,
           view: Callable[[Trump], tuple[Outlook, float, float]]) -> CallAdvice:
    after = auction.clone()
    after.apply(call)
    contract = _standing(after)
    if contract is None:
        return CallAdvice(call, None, 0.0, 0.0, 0.0, (_PASS_OPEN,))
    hope, partner, opponents = view(contract.trump)
    ours = team(seat)
    takes = contract.team == ours
    score = _expected_score(rules, contract, ours, hope)
    made = _made_chance(rules, contract, hope, takes)
    fields: dict[str, object] = {"trump": contract.trump.name_in, "points": round(hope.points),
                                 "score": f"{round(score):+d}", "chance": round(10 * made),
                                 "contract": contract.describe, "partner": round(partner),
                                 "opponents": round(-opponents)}
    words: list[Msg] = []
    if isinstance(call, Bid | Take | Choose):
        key = _key_cards(known, contract.trump)
        fields["cards"] = _listed(key)
        holding = _HOLDING if key else _NOTHING
        if contract.bid is None:
            words += [holding, _MADE]
        else:
            low, high = _enough(rules, Contract(contract.taker, contract.trump, rules.min_bid), hope)
            enough = _SHORT if low is None else _ENOUGH if high is not None else _ENOUGH_TOP
            fields.update(low=low or rules.min_bid, high=high)
            fields["holding"] = _part(holding, fields)
            fields["enough"] = _part(enough, fields)
            words.append(_WITH)
        words += [_PARTNER] if partner else []
        words += [_OPPONENTS] if opponents else []
    elif call in (COINCHE, SURCOINCHE):
        words.append(_DOUBLED)
        fields["chance"] = round(10 * (1 - made))
    else:
        words.append(_STANDS)
    words.append(_SCORE)
    fields["count"] = fields["chance"]  # the plural of "… times in ten"
    return CallAdvice(call, contract, hope.points, made, score, tuple(words), tuple(fields.items()))


def _part(msg: Msg, fields: dict[str, object]) -> Callable[[Lang], str]:
    """A sentence inside another, without its full stop."""
    known = dict(fields)
    return lambda lang: msg(lang, **_local(known, lang)).rstrip(".")


def _local(fields: dict[str, object], lang: Lang) -> dict[str, object]:
    return {name: value(lang) if callable(value) else value for name, value in fields.items()}


def _standing(auction: Auction) -> Contract | None:
    """The contract if the auction ended now (``None``: nobody has taken)."""
    if auction.contract is not None:
        return auction.contract
    if isinstance(auction, CoincheAuction) and auction.bid is not None and auction.bidder is not None:
        return Contract(auction.bidder, auction.bid.trump, auction.bid.value, auction.multiplier)
    return None


def _shown(calls: Sequence[tuple[Seat, Action]], seat: Seat, trump: Trump) -> tuple[float, float]:
    """What the partner's and the opponents' bids in ``trump`` show their hands bring, above or
    below a hand dealt at random: the partner's last bid there above 81 (or above our own bid he
    raised), the opponents' highest bid there below."""
    partner = opponents = 0.0
    ours: int | None = None
    for bidder, action in calls:
        if not isinstance(action, Bid) or action.trump is not trump:
            continue
        value = _as_points(action.value)
        if bidder == seat:
            ours = value
        elif team(bidder) == team(seat):
            partner = value - (ours if ours is not None else AVERAGE)
        else:
            opponents = min(opponents, AVERAGE - value)
    low, high = SHOWN
    return min(max(partner, low), high), min(max(opponents, low), high)


def _as_points(value: object) -> int:
    return value if isinstance(value, int) else DEAL_TOTAL


def _expected_score(rules: Rules, contract: Contract, ours: Team, hope: Outlook) -> float:
    return sum(chance * _score(rules, contract, ours, points, sweep)
               for points, sweep, chance in hope.outcomes() if chance > 0)


@cache
def _score(rules: Rules, contract: Contract, ours: Team, points: int, sweep: str) -> int:
    """Our score minus theirs under the rules' scoring, for our card points and who won every trick."""
    theirs: Team = "EW" if ours == "NS" else "NS"
    total = DEAL_TOTAL
    if contract.trump is Trump.ALL_TRUMP and rules.all_trump_values == "ffb2016":
        total, points = 258, round(points * 258 / DEAL_TOTAL)
    capot = ours if sweep == "us" else theirs if sweep == "them" else None
    result = score_deal(rules, contract, {ours: points, theirs: total - points}, capot=capot)
    return int(result.score[ours]) - int(result.score[theirs])


def _made_chance(rules: Rules, contract: Contract, hope: Outlook, ours_takes: bool) -> float:
    """The chance the contract is made (its takers score it)."""
    ours = contract.team
    made = sum(chance for points, sweep, chance in hope.outcomes()
               if chance > 0 and _score(rules, contract, ours, points if ours_takes else DEAL_TOTAL - points,
                                        _mirrored(sweep, ours_takes)) > 0)
    return made


def _mirrored(sweep: str, ours_takes: bool) -> str:
    if ours_takes or not sweep:
        return sweep
    return "them" if sweep == "us" else "us"


@cache
def _enough(rules: Rules, contract: Contract, hope: Outlook) -> tuple[int | None, int | None]:
    """The highest bid in the contract's trump the team makes more often than not under the
    rules' scoring, and the next one (``None``: none)."""
    values = [v for v in range(rules.min_bid, 161) if v == rules.min_bid or v % 10 == 0]
    made = [v for v in values
            if _made_chance(rules, Contract(contract.taker, contract.trump, v), hope, True) >= 0.5]
    if not made:
        return None, None
    low = made[-1]
    higher = [v for v in values if v > low]
    return low, higher[0] if higher else None


def _key_cards(cards: Sequence[Card], trump: Trump) -> list[Card]:
    """The cards a learner counts first: the trumps' jack, nine, ace and ten, and the side aces
    (all trumps: the jacks and nines; no trumps: the aces and tens)."""
    code = trump.code

    def counts(card: Card) -> bool:
        rank = card.rank.value
        if code == ALL_TRUMP_CODE:
            return rank in ("J", "9")
        if code == NO_TRUMP_CODE:
            return rank in ("A", "10")
        return rank in ("J", "9", "A", "10") if card.index >> 3 == code else rank == "A"

    order = {"J": 0, "9": 1, "A": 2, "10": 3}
    return sorted((c for c in cards if counts(c)),
                  key=lambda c: (c.index >> 3 != code, c.index >> 3, order[c.rank.value]))


def _listed(cards: Sequence[Card]) -> object:
    def text(lang: Lang) -> str:
        names = [card.name(lang) for card in cards]
        if len(names) < 2:
            return "".join(names)
        return _LIST(lang, cards=", ".join(names[:-1]), last=names[-1])

    return text

