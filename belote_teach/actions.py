"""The moves of a deal: calls in the auction, announcing declarations, playing a card.

Each action has a short canonical text (used in JSON records) and a localized name.

>>> [str(parse_action(text)) for text in ("pass", "take", "h", "100 ♥", "capot NT", "coinche", "KH!", "declare")]
['pass', 'take', 'H', '100 H', 'capot no-trump', 'coinche', 'KH!', 'declare']
>>> Bid(100, Trump.HEARTS).name("fr"), COINCHE.name("de"), PlayCard(parse_card("KH"), True).name("nl")
('100 cœur', 'Kontra', 'hartenheer')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from .cards import DECK, Card, parse_card
from .errors import InvalidInput
from .i18n import Lang, Msg, say
from .trump import Trump

BidValue = int | Literal["capot", "generale"]

_C = "call"
_BID = Msg(_C, "{value} {trump}", "a coinche bid, e.g. 100 hearts")
_CAPOT = Msg(_C, "capot {trump}", "a coinche bid to win all eight tricks")
_GENERALE = Msg(_C, "generale {trump}", "a coinche bid: the bidder alone wins all eight tricks")


class _Word:
    """An action without data: its text is one word, its name one message."""

    __slots__ = ()
    text: ClassVar[str]
    msg: ClassVar[Msg]

    def __str__(self) -> str:
        return self.text

    def name(self, lang: Lang = "en") -> str:
        return self.msg(lang)


@dataclass(frozen=True, slots=True)
class Pass(_Word):
    text = "pass"
    msg = Msg(_C, "pass")


@dataclass(frozen=True, slots=True)
class Take(_Word):
    """Round one of the classic auction: take the turned card's suit as trump."""

    text = "take"
    msg = Msg(_C, "take", "round one: accept the turned card's suit as trump")


@dataclass(frozen=True, slots=True)
class Coinche(_Word):
    text = "coinche"
    msg = Msg(_C, "coinche", "the defence doubles the contract")


@dataclass(frozen=True, slots=True)
class Surcoinche(_Word):
    text = "surcoinche"
    msg = Msg(_C, "surcoinche", "the takers double again after a coinche")


@dataclass(frozen=True, slots=True)
class Declare(_Word):
    """Announce one's declarations (all of them) at the time ``declaration_timing`` sets."""

    text = "declare"
    msg = Msg(_C, "announce declarations")


@dataclass(frozen=True, slots=True)
class Smous(_Word):
    """Two players, round one (switch ``smous``): offer to play, or to have the cards dealt again."""

    text = "smous"
    msg = Msg(_C, "Smous", "two-player bid: the opponent decides whether the bidder plays or the cards are redealt")


@dataclass(frozen=True, slots=True)
class Accept(_Word):
    """Answer to a Smous: the player who offered it plays, with the turned card's suit as trump."""

    text = "accept"
    msg = Msg(_C, "let him play", "answer to a Smous: the bidder becomes the player")


@dataclass(frozen=True, slots=True)
class Redeal(_Word):
    """Answer to a Smous: the cards are thrown in and dealt again."""

    text = "redeal"
    msg = Msg(_C, "deal again", "answer to a Smous: the cards are dealt anew")


@dataclass(frozen=True, slots=True)
class Exchange(_Word):
    """Switch ``trump7_exchange``: the holder of the trump 7 swaps it for the turned card."""

    text = "exchange"
    msg = Msg(_C, "exchange the trump seven for the turned card")


@dataclass(frozen=True, slots=True)
class Choose:
    """Name the trump mode: round two (a suit), round three (no-trump, all-trump), or a dealer who must play."""

    trump: Trump

    def __str__(self) -> str:
        return self.trump.value

    def name(self, lang: Lang = "en") -> str:
        return self.trump.name_in(lang)


@dataclass(frozen=True, slots=True)
class Bid:
    """A coinche bid: a value (80 … 160, ``"capot"``, ``"generale"``) and a trump mode."""

    value: BidValue
    trump: Trump

    def __str__(self) -> str:
        return f"{self.value} {self.trump.value}"

    def name(self, lang: Lang = "en") -> str:
        trump = self.trump.name_in(lang)
        if self.value == "capot":
            return _CAPOT(lang, trump=trump)
        if self.value == "generale":
            return _GENERALE(lang, trump=trump)
        return _BID(lang, value=self.value, trump=trump)


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play a card; ``announce`` says "belote" or "rebelote" with a trump king or queen (text ``KH!``)."""

    card: Card
    announce: bool = False

    def __str__(self) -> str:
        return f"{self.card}!" if self.announce else str(self.card)

    def name(self, lang: Lang = "en") -> str:
        return self.card.name(lang)


Action = Pass | Take | Choose | Bid | Coinche | Surcoinche | Declare | PlayCard | Smous | Accept | Redeal | Exchange
PASS, TAKE, COINCHE, SURCOINCHE, DECLARE = Pass(), Take(), Coinche(), Surcoinche(), Declare()
SMOUS, ACCEPT, REDEAL, EXCHANGE = Smous(), Accept(), Redeal(), Exchange()
PLAYS = tuple(PlayCard(card) for card in DECK)
"""Playing each card (by ``Card.index``), built once: legal-action lists reuse them."""
ANNOUNCED_PLAYS = tuple(PlayCard(card, True) for card in DECK)
_WORDS: dict[str, Action] = {
    "pass": PASS,
    "take": TAKE,
    "coinche": COINCHE,
    "surcoinche": SURCOINCHE,
    "declare": DECLARE,
    "smous": SMOUS,
    "accept": ACCEPT,
    "redeal": REDEAL,
    "exchange": EXCHANGE,
}


def parse_action(text: str | Action) -> Action:
    """Read an action's canonical text (case-insensitive); an action is returned as it is.

    >>> parse_action("80 S"), parse_action("generale all-trump")
    (Bid(value=80, trump=<Trump.SPADES: 'S'>), Bid(value='generale', trump=<Trump.ALL_TRUMP: 'all-trump'>))
    >>> parse_action("double")
    Traceback (most recent call last):
    ...
    belote_teach.errors.InvalidInput: unknown action 'double': expected pass, take, a trump (H, no-trump …), a bid (100 H, capot S), coinche, surcoinche, declare, smous, accept, redeal, exchange or a card (JH, KH! to announce belote)
    """
    if not isinstance(text, str):
        return text
    words = text.strip().lower().split()
    try:
        if len(words) == 1:
            word = words[0]
            if word in _WORDS:
                return _WORDS[word]
            if word.endswith("!"):
                return PlayCard(parse_card(word[:-1]), True)
            try:
                return PlayCard(parse_card(word))
            except InvalidInput:
                return Choose(Trump.parse(word))
        if len(words) == 2:
            value: BidValue = words[0] if words[0] in ("capot", "generale") else int(words[0])  # type: ignore[assignment]
            return Bid(value, Trump.parse(words[1]))
    except (InvalidInput, ValueError):
        pass
    raise InvalidInput(say(UNKNOWN_ACTION, text=repr(text)))


UNKNOWN_ACTION = Msg("input", "unknown action {text}: expected pass, take, a trump (H, no-trump …), a bid (100 H, "
                              "capot S), coinche, surcoinche, declare, smous, accept, redeal, exchange or a card (JH, "
                              "KH! to announce belote)", "keep the calls as written (pass, take, 100 H …): what a "
                                                         "lesson writes")
