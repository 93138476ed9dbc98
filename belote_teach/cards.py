"""Suits, ranks and cards: the 32-card Belote pack.

Canonical text is the rank then the suit letter (``JH``, ``10D``); input also
accepts ``T`` for ten, lower case and the suit symbols ``♠♥♦♣``.

>>> card = parse_card("jh")
>>> card, str(card)
(Card.parse('JH'), 'JH')
>>> parse_cards("T♦, as 7c")
[Card.parse('10D'), Card.parse('AS'), Card.parse('7C')]
>>> card.name("nl"), card.name("fr"), card.name("de")
('hartenboer', 'valet de cœur', 'Herz-Bube')
>>> len(DECK)
32
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum

from .errors import InvalidInput
from .i18n import Lang, Msg, Named, say


class Suit(Enum):
    """A suit; its value is the canonical letter."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def index(self) -> int:
        """Position 0–3, used for bit masks (8 bits a suit)."""
        return _SUIT_INDEX[self]

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOL[self]

    def name_in(self, lang: Lang = "en") -> str:
        """The suit's name, as in "you hold no hearts".

        >>> Suit.HEARTS.name_in("fr"), Suit.CLUBS.name_in("nl")
        ('cœur', 'klaveren')
        """
        return _SUIT_NAME[self](lang)

    @classmethod
    def parse(cls, text: str) -> Suit:
        """``S``/``♠`` (any case) to a suit.

        >>> Suit.parse("♦")
        <Suit.DIAMONDS: 'D'>
        """
        suit = _SUIT_TOKENS.get(text.strip().upper())
        if suit is None:
            raise InvalidInput(say(UNKNOWN_SUIT, text=repr(text)))
        return suit


class Rank(Enum):
    """A rank; its value is the canonical text. Declared in sequence order."""

    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "10"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    ACE = "A"

    @property
    def index(self) -> int:
        """Position 0–7 in sequence order (7 8 9 10 J Q K A), used for runs and bit masks."""
        return _RANK_INDEX[self]

    def name_in(self, lang: Lang = "en") -> str:
        """The rank's name, as in "the jack".

        >>> Rank.JACK.name_in("nl"), Rank.NINE.name_in("de")
        ('boer', 'Neun')
        """
        return _RANK_NAME[self](lang)

    def letter(self, lang: Lang = "en") -> str:
        """The index letter printed in the corner of a card (rules reference: the cards).

        >>> [Rank.JACK.letter(lang) for lang in ("en", "fr", "nl", "de")]
        ['J', 'V', 'B', 'B']
        """
        letter = _RANK_LETTER.get(self)
        return letter(lang) if letter else self.value


_SUIT_INDEX = {suit: i for i, suit in enumerate(Suit)}
_RANK_INDEX = {rank: i for i, rank in enumerate(Rank)}
_SUIT_SYMBOL = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SUIT_TOKENS = {s.value: s for s in Suit} | {sym: s for s, sym in _SUIT_SYMBOL.items()}
_RANK_TOKENS = {r.value: r for r in Rank} | {"T": Rank.TEN}


_ENGLISH_SUITS = {Suit.SPADES: "spades", Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds", Suit.CLUBS: "clubs"}
_ENGLISH_RANKS = {
    Rank.SEVEN: "seven",
    Rank.EIGHT: "eight",
    Rank.NINE: "nine",
    Rank.TEN: "ten",
    Rank.JACK: "jack",
    Rank.QUEEN: "queen",
    Rank.KING: "king",
    Rank.ACE: "ace",
}
_SUIT_NAME = {suit: Msg("suit", name) for suit, name in _ENGLISH_SUITS.items()}
_RANK_NAME = {rank: Msg("rank", name) for rank, name in _ENGLISH_RANKS.items()}
_SUIT_IN_CARD = {suit: Msg("suit in card name", name) for suit, name in _ENGLISH_SUITS.items()}
_RANK_IN_CARD = {rank: Msg("rank in card name", name) for rank, name in _ENGLISH_RANKS.items()}
_RANK_LETTER = {
    rank: Msg("rank letter", rank.value, "corner index of the card")
    for rank in (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
}
_CARD_NAME = Msg("card name", "{rank} of {suit}", "Dutch joins them (hartenboer), German hyphenates (Herz-Bube)")
_FORM_CONTEXTS = {
    "the": ("card with article", "the card as a subject: German nominative (der Herz-Bube), Dutch de …, French le/la/l’"),
    "acc": ("card with article, accusative", "the card as an object: German accusative (den Herz-Buben); "
                                             "other languages as 'card with article'"),
    "dat": ("card with article, dative", "the card after mit, von, nach …: German dative (dem Herz-Buben); "
                                         "other languages as 'card with article'"),
    "of": ("card with article, of", "'of the card': German genitive (des Herz-Buben), French du/de la/de l’, "
                                    "Dutch van de …"),
}
_CARD_FORMS = {
    form: {rank: Msg(context, f"{'of ' if form == 'of' else ''}the {name} of {{suit}}",
                     f"{note}; suit: the suit as in card names")
           for rank, name in _ENGLISH_RANKS.items()}
    for form, (context, note) in _FORM_CONTEXTS.items()
}
"""A card's name with its article in each grammatical form (``i18n.GRAMMAR``), one entry per rank:
the rank's gender chooses the article (der Bube, die Dame, das Ass; le valet, la dame, l’as)."""


class CardName(Named):
    """A card's name (``Card.name``) that a translation can ask in a form: ``{card:acc}``."""

    card: Card
    lang: str

    def forms(self, form: str) -> str:
        suit = _SUIT_IN_CARD[self.card.suit](self.lang)
        return _CARD_FORMS[form][self.card.rank](self.lang, suit=suit)


class CardNames(Named):
    """Cards named in a list (``card_names``): bare, "hartenboer, schoppenaas"; in a form, each card in it
    and the last joined with the language's "and": ``{cards:acc}`` "den Herz-Buben und das Pik-Ass"."""

    cards: tuple[Card, ...]
    lang: str

    def forms(self, form: str) -> str:
        names = [card.name(self.lang).forms(form) for card in self.cards]
        if len(names) < 2:
            return "".join(names)
        return _AND(self.lang, cards=", ".join(names[:-1]), last=names[-1])


_AND = Msg("card list", "{cards} and {last}", "a list of cards, each in the form the sentence asks: the jack of hearts, "
                                              "the nine of hearts and the ace of spades")


def card_names(cards: Iterable[Card], lang: Lang = "en") -> CardNames:
    """The cards' names in a list, for a sentence that may ask them in a form (``i18n.GRAMMAR``).

    >>> hand = card_names(parse_cards("JH AS 10D"), "de")
    >>> hand, "du darfst {0:acc} spielen".format(hand)
    ('Herz-Bube, Pik-Ass, Karo-Zehn', 'du darfst den Herz-Buben, das Pik-Ass und die Karo-Zehn spielen')
    """
    held = tuple(cards)
    names = CardNames(", ".join(card.name(lang) for card in held))
    names.cards, names.lang = held, lang
    return names


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card. Cards compare by value; ``index`` is ``suit * 8 + rank`` (0–31).

    >>> Card(Suit.HEARTS, Rank.JACK).index, Card.parse("7S").bit
    (12, 1)
    """

    suit: Suit
    rank: Rank
    index: int = field(init=False, repr=False, compare=False)
    bit: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        index = self.suit.index * 8 + self.rank.index
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "bit", 1 << index)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other.index == self.index

    def __hash__(self) -> int:
        return self.index

    def __str__(self) -> str:
        return self.rank.value + self.suit.value

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def name(self, lang: Lang = "en") -> CardName:
        """The card's name in the game's own words; a sentence asks it in a form (``i18n.GRAMMAR``).

        >>> Card.parse("AS").name("en"), Card.parse("10D").name("de")
        ('ace of spades', 'Karo-Zehn')
        >>> jack = Card.parse("JH")
        >>> "{0:acc} / {1:the} / {2:of}".format(jack.name("de"), jack.name("nl"), Card.parse("AS").name("fr"))
        'den Herz-Buben / de hartenboer / de l’as de pique'
        """
        name = CardName(_CARD_NAME(lang, rank=_RANK_IN_CARD[self.rank](lang), suit=_SUIT_IN_CARD[self.suit](lang)))
        name.card, name.lang = self, lang
        return name

    @staticmethod
    def parse(text: str) -> Card:
        return parse_card(text)

    def svg(self, lang: Lang = "en", **options: object) -> str:
        """The card as an SVG picture with a text alternative (see ``render.svg``)."""
        from .render.svg import card_svg

        return card_svg(self, lang, **options)  # type: ignore[arg-type]

    def _repr_svg_(self) -> str:
        return self.svg()


DECK: tuple[Card, ...] = tuple(Card(suit, rank) for suit in Suit for rank in Rank)
"""The 32 cards, ordered by ``index``."""

_BY_TEXT = {str(card): card for card in DECK}
_TOKEN = re.compile(r"^(10|[2-9TJQKA])([SHDC♠♥♦♣])$")


def parse_card(text: str | Card) -> Card:
    """Read one card (``JH``, ``10d``, ``T♦``); an unknown token raises ``InvalidInput``.

    >>> parse_card("QS")
    Card.parse('QS')
    >>> parse_card("1S")
    Traceback (most recent call last):
    ...
    belote_teach.errors.InvalidInput: unknown card '1S': expected a rank (7 8 9 10 J Q K A, T for ten) then a suit (S H D C or ♠ ♥ ♦ ♣), e.g. JH or 10D
    """
    if isinstance(text, Card):
        return text
    token = str(text).strip().upper()
    match = _TOKEN.match(token)
    rank = _RANK_TOKENS.get(match.group(1)) if match else None
    if match is None or rank is None:
        raise InvalidInput(say(UNKNOWN_CARD, text=repr(text)))
    suit = _SUIT_TOKENS[match.group(2)]
    return DECK[suit.index * 8 + rank.index]


def parse_cards(text: str | Iterable[str | Card]) -> list[Card]:
    """Read cards separated by spaces or commas (or take an iterable of cards/tokens).

    >>> parse_cards("JH, 9h  AS")
    [Card.parse('JH'), Card.parse('9H'), Card.parse('AS')]
    >>> parse_cards("")
    []
    """
    if isinstance(text, str):
        return [parse_card(token) for token in re.split(r"[\s,]+", text.strip()) if token]
    return [token if isinstance(token, Card) else parse_card(token) for token in text]


def cards_of(mask: int) -> list[Card]:
    """The cards whose bits are set in ``mask``, by index.

    >>> cards_of(0b101)
    [Card.parse('7S'), Card.parse('9S')]
    """
    return [card for card in DECK if mask >> card.index & 1]


def mask_of(cards: Iterable[Card]) -> int:
    """The bit mask of a collection of cards."""
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


def indices_of(mask: int) -> list[int]:
    """The card indices in a bit mask, low to high (the inverse of ``mask_of``, as indices).

    >>> indices_of(mask_of(parse_cards("AS 7S JH")))
    [0, 7, 12]
    >>> [DECK[index] for index in _]
    [Card.parse('7S'), Card.parse('AS'), Card.parse('JH')]
    """
    indices = []
    while mask:
        low = mask & -mask
        indices.append(low.bit_length() - 1)
        mask ^= low
    return indices


_GIVEN_TWICE = "is given twice"
UNKNOWN_SUIT = Msg("input", "unknown suit {text}: expected one of S H D C (or ♠ ♥ ♦ ♣)", "text: as written, quoted")
UNKNOWN_CARD = Msg("input", "unknown card {text}: expected a rank (7 8 9 10 J Q K A, T for ten) then a suit "
                            "(S H D C or ♠ ♥ ♦ ♣), e.g. JH or 10D", "text: as written, quoted; keep the letters")
CARD_TWICE = Msg("input", "card {card} is given twice", "card: JH, 10D…")
"""The refusals a lesson's reader meets most, spoken in its problems' language (``messages.say``)."""


def distinct_mask(cards: Iterable[Card], twice: str = _GIVEN_TWICE) -> int:
    """The bit mask of cards that must each appear once: the one check of a card given twice
    (``twice`` words the refusal for the caller: ``is dealt twice``, ``is twice in the hand`` …).

    >>> distinct_mask(parse_cards("7S 9S"))
    5
    >>> distinct_mask(parse_cards("7S 9S 7S"), "is twice in the hand")
    Traceback (most recent call last):
    ...
    belote_teach.errors.InvalidInput: card 7S is twice in the hand
    """
    mask = 0
    for card in cards:
        if mask & card.bit:
            raise InvalidInput(say(CARD_TWICE, card=card) if twice == _GIVEN_TWICE else f"card {card} {twice}")
        mask |= card.bit
    return mask
