"""SVG pictures of cards, hands and tricks, each with a text alternative in the chosen language.

Suits are drawn as shapes (no font glyphs), so they are told apart without colour
and stay crisp at any size; ``four_colour=True`` gives diamonds and clubs their own colours.

>>> from belote_teach.cards import parse_card
>>> svg = card_svg(parse_card("JH"), "nl")
>>> 'aria-label="hartenboer"' in svg and "<title>hartenboer</title>" in svg
True
>>> 'aria-label="Stich: Nord: Pik-Ass; West: Pik-Acht"' in Trick.parse("N:AS W:8S").svg("de")
True
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..cards import Card, Suit, parse_cards
from ..i18n import Lang, Msg
from ..position import Play, TrickInput, read_trick
from ..seats import Seat, seat_name
from .element import Markup, el, empty

CARD_WIDTH = 60
CARD_HEIGHT = 84
GAP = 6

# Suit shapes in a 100 × 100 box.
_SHAPES = {suit: Markup(shape) for suit, shape in {
    Suit.HEARTS: '<path d="M50 90C20 65 0 45 10 25C18 8 42 8 50 28C58 8 82 8 90 25C100 45 80 65 50 90Z"/>',
    Suit.DIAMONDS: '<path d="M50 4L86 50L50 96L14 50Z"/>',
    Suit.SPADES: (
        '<path d="M50 6C80 34 100 48 90 66C82 80 62 80 55 68L62 94H38L45 68C38 80 18 80 10 66C0 48 20 34 50 6Z"/>'
    ),
    Suit.CLUBS: (
        '<circle cx="50" cy="28" r="19"/><circle cx="27" cy="58" r="19"/><circle cx="73" cy="58" r="19"/>'
        '<path d="M45 50L38 94H62L55 50Z"/>'
    ),
}.items()}
_TWO_COLOURS = {Suit.SPADES: "#111111", Suit.CLUBS: "#111111", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#c8102e"}
_FOUR_COLOURS = {Suit.SPADES: "#111111", Suit.CLUBS: "#13753a", Suit.HEARTS: "#c8102e", Suit.DIAMONDS: "#1f5bc4"}

HAND_LABEL = Msg("picture", "Hand: {cards}")
TRICK_LABEL = Msg("picture", "Trick: {plays}")
PLAY_LABEL = Msg("picture", "{seat}: {card}")
PLAY_SEPARATOR = Msg("picture", "; ", "between two plays of a trick's text alternative (French: a no-break space before ;)")


FONT = "DejaVu Sans, Arial, sans-serif"


def _shape(suit: Suit, x: float, y: float, size: float) -> Markup:
    return el("g", _SHAPES[suit], transform=f"translate({x:g} {y:g}) scale({size / 100:g})")


def card_body(card: Card, lang: Lang = "en", *, four_colour: bool = False, x: float = 0, y: float = 0) -> Markup:
    """The card's drawing (no outer ``<svg>``), placed at ``(x, y)``, titled with its name."""
    colour = (_FOUR_COLOURS if four_colour else _TWO_COLOURS)[card.suit]
    letter = card.rank.letter(lang)
    return el(
        "g",
        el("title", card.name(lang)),
        empty("rect", x="0.5", y="0.5", width=CARD_WIDTH - 1, height=CARD_HEIGHT - 1, rx="5",
              fill="#ffffff", stroke="#555555"),
        el("text", letter, x="5", y="19", font_family=FONT, font_size=17 if len(letter) == 1 else 14,
           font_weight="bold"),
        _shape(card.suit, 5, 23, 13),
        _shape(card.suit, 17, 34, 36),
        transform=f"translate({x:g} {y:g})", fill=colour,
    )


def svg_picture(width: float, height: float, label: str, *body: object, scale: float = 1,
                decorative: bool = False) -> Markup:
    """The outer ``<svg>``: ``width`` × ``height`` drawn ``scale`` times as large, named ``label`` (its
    ``<title>`` too), or hidden from assistive technology when ``decorative``."""
    size = {"width": f"{width * scale:g}", "height": f"{height * scale:g}", "viewBox": f"0 0 {width:g} {height:g}"}
    if decorative:
        return el("svg", *body, xmlns="http://www.w3.org/2000/svg", **size, aria_hidden="true", focusable="false")
    return el("svg", el("title", label), *body, xmlns="http://www.w3.org/2000/svg", **size, role="img",
              aria_label=label)


def card_svg(card: Card, lang: Lang = "en", *, four_colour: bool = False, width: float = CARD_WIDTH,
             decorative: bool = False) -> Markup:
    """One card, ``width`` pixels wide (the drawing scales; 60 px is its design size). A ``decorative``
    card is hidden from assistive technology: for a picture beside the card's name (a quiz option).

    >>> from belote_teach.cards import parse_card
    >>> svg = card_svg(parse_card("JH"), decorative=True)
    >>> 'aria-hidden="true"' in svg, 'aria-label' in svg, 'role=' in svg
    (True, False, False)
    """
    body = card_body(card, lang, four_colour=four_colour)
    return svg_picture(CARD_WIDTH, CARD_HEIGHT, card.name(lang), body, scale=width / CARD_WIDTH, decorative=decorative)


def hand_svg(cards: Iterable[Card], lang: Lang = "en", *, four_colour: bool = False) -> Markup:
    """Cards side by side, labelled "Hand: …" with every card's name."""
    cards = list(cards)
    body = [card_body(card, lang, four_colour=four_colour, x=i * (CARD_WIDTH + GAP)) for i, card in enumerate(cards)]
    width = max(len(cards) * (CARD_WIDTH + GAP) - GAP, 0)
    return svg_picture(width, CARD_HEIGHT, HAND_LABEL(lang, cards=", ".join(card.name(lang) for card in cards)), body)


_SPOTS = {"N": (1, 0), "W": (0, 1), "E": (2, 1), "S": (1, 2)}


def trick_svg(plays: Iterable[Play], lang: Lang = "en", *, four_colour: bool = False, to_play: Seat | None = None) -> Markup:
    """A trick as a cross: each card in front of its seat, its seat labelled with the order of play
    (1 leads); ``to_play`` marks the empty place of the player whose turn it is.

    >>> svg = trick_svg(Trick.parse("N:7S W:9S").plays, "fr", to_play="S")
    >>> "1 · Nord" in svg and "2 · Ouest" in svg and "stroke-dasharray" in svg
    True
    """
    plays = list(plays)
    cell_w, cell_h = CARD_WIDTH + 2 * GAP, CARD_HEIGHT / 2 + 18
    body: list[Markup] = []

    def place(seat: Seat, caption: str) -> tuple[float, float, Markup]:
        column, row = _SPOTS[seat]
        x, y = column * cell_w + GAP, row * cell_h + 14
        return x, y, el("text", caption, x=f"{x + CARD_WIDTH / 2:g}", y=f"{y - 3:g}", text_anchor="middle",
                        font_size="11", font_family=FONT, fill="currentColor")

    for order, (seat, card) in enumerate(plays, start=1):
        x, y, caption = place(seat, f"{order} · {seat_name(seat, lang)}")
        body += [caption, card_body(card, lang, four_colour=four_colour, x=x, y=y)]
    if to_play is not None and all(seat != to_play for seat, _ in plays):
        x, y, caption = place(to_play, seat_name(to_play, lang))
        body += [
            caption,
            empty("rect", x=f"{x + 0.5:g}", y=f"{y + 0.5:g}", width=CARD_WIDTH - 1, height=CARD_HEIGHT - 1, rx="5",
                  fill="none", stroke="currentColor", stroke_dasharray="4 3"),
            el("text", "?", x=f"{x + CARD_WIDTH / 2:g}", y=f"{y + CARD_HEIGHT / 2 + 8:g}", text_anchor="middle",
               font_size="24", font_family=FONT, fill="currentColor"),
        ]
    label = TRICK_LABEL(
        lang,
        plays=PLAY_SEPARATOR(lang).join(PLAY_LABEL(lang, seat=seat_name(seat, lang), card=card.name(lang)) for seat, card in plays),
    )
    return svg_picture(3 * cell_w, 2 * cell_h + CARD_HEIGHT + 16, label, body)


@dataclass(frozen=True, slots=True)
class Hand:
    """A player's cards, drawn in notebooks.

    >>> Hand.parse("JH 9H").cards
    (Card.parse('JH'), Card.parse('9H'))
    """

    cards: tuple[Card, ...]

    @classmethod
    def parse(cls, text: str | Iterable[str | Card]) -> Hand:
        return cls(tuple(parse_cards(text)))

    def svg(self, lang: Lang = "en", *, four_colour: bool = False) -> Markup:
        return hand_svg(self.cards, lang, four_colour=four_colour)

    def _repr_svg_(self) -> str:
        return self.svg()


@dataclass(frozen=True, slots=True)
class Trick:
    """Cards played to a trick, in play order, drawn in notebooks."""

    plays: tuple[Play, ...]

    @classmethod
    def parse(cls, text: TrickInput, *, direction: str = "ccw") -> Trick:
        return cls(read_trick(text, direction=direction))

    def svg(self, lang: Lang = "en", *, four_colour: bool = False) -> Markup:
        return trick_svg(self.plays, lang, four_colour=four_colour)

    def _repr_svg_(self) -> str:
        return self.svg()
