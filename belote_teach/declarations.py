"""Declarations (runs and carrés) and belote-rebelote (rules reference: declarations).

>>> [str(d) for d in find_declarations("7H 8H 9H JS JH JD JC AS", "S")]
['carré of jacks (200)', 'tierce 7H-9H (20)']
>>> find_declarations("QS KS AS JS 10S 9S 8S 7S", "H")[0].name("fr")   # a run of eight is still one cent
'cent'
>>> outcome = compare_declarations([("N", find_declarations("QH KH AH", "S")[0]),
...                                 ("E", find_declarations("8C 9C 10C", "S")[0])], "S")
>>> outcome.winner, outcome.points
('NS', {'NS': 20, 'EW': 0})
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from .cards import DECK, Card, Rank, Suit, distinct_mask, parse_cards
from .errors import InvalidInput
from .i18n import Lang, Msg, Named, language
from .rules import Rules
from .seats import SIDES, Points, Seat, Sides
from .trump import ALL_TRUMP_CODE, NO_TRUMP_CODE, Trump
from .values import PLAIN_STRENGTH, TRUMP_STRENGTH

Kind = Literal["tierce", "cinquante", "cent", "carre"]

RUN_POINTS = {3: 20, 4: 50}
CENT = 100
BELOTE_POINTS = 20
#                  7  8    9   10    J  Q    K    A   (sequence order)
CARRE_STANDARD = (0, 0, 150, 100, 200, 100, 100, 100)
CARRE_NT_FFB = (0, 0, 100, 150, 100, 100, 100, 200)  # rules reference: declarations: Aces 200, Tens 150, others 100
RANK_MASKS = tuple(sum(1 << (suit * 8 + rank) for suit in range(4)) for rank in range(8))
KING, QUEEN = Rank.KING.index, Rank.QUEEN.index

_C = "declaration"
_KIND_NAME: dict[str, Msg] = {
    "tierce": Msg(_C, "tierce", "run of three cards, 20 points"),
    "cinquante": Msg(_C, "cinquante", "run of four cards, 50 points"),
    "cent": Msg(_C, "cent", "run of five or more cards, 100 points"),
}
_CARRE_NAME = {
    Rank.JACK: Msg(_C, "carré of jacks"),
    Rank.NINE: Msg(_C, "carré of nines"),
    Rank.ACE: Msg(_C, "carré of aces"),
    Rank.TEN: Msg(_C, "carré of tens"),
    Rank.KING: Msg(_C, "carré of kings"),
    Rank.QUEEN: Msg(_C, "carré of queens"),
}
_FORM_NOTES = {"the": "as a subject", "acc": "as an object (German accusative)",
               "dat": "after a dative preposition (German dative)", "of": "'of the …' (German genitive, French du/de la)"}
_FORM_CONTEXT = {"the": "", "acc": ", accusative", "dat": ", dative", "of": ", of"}
_DECLARATION_FORMS: dict[str, dict[str, Msg]] = {
    form: {kind: Msg(f"declaration with article{_FORM_CONTEXT[form]}, {kind}", "of the {name}" if form == "of" else "the {name}",
                     f"{form}: the declaration {note}; name: the {kind} and its cards, such as {example}")
           for kind, example in (("tierce", "tierce Q♥ K♥ A♥"), ("cinquante", "cinquante 7♠ 8♠ 9♠ 10♠"),
                                 ("cent", "cent 10♦ J♦ Q♦ K♦ A♦"), ("carre", "carré of jacks"))}
    for form, note in _FORM_NOTES.items()
}
"""A declaration's forms (``i18n.GRAMMAR``): one catalog entry per kind, whose gender decides the article
(la tierce, le cinquante; die Terz, das Carré; het carré)."""


class DeclarationName(Named):
    """A declaration's name and cards (``Declaration.named``) that a translation can ask in a form:
    ``{best:the}`` "die Terz D♥ K♥ A♥", "le carré de valets"."""

    kind: str
    lang: str

    def forms(self, form: str) -> str:
        return _DECLARATION_FORMS[form][self.kind](self.lang, name=str(self))


BELOTE = Msg("announcement", "belote", "said when playing the first of trump king and queen")
REBELOTE = Msg("announcement", "rebelote", "said when playing the second of trump king and queen")
BELOTE_REBELOTE = Msg("announcement", "belote-rebelote", "the 20 points for trump king and queen in one hand")


@dataclass(frozen=True, slots=True)
class Declaration:
    """One run or carré in a hand; ``cards`` low to high in sequence order (runs) or by suit (carrés)."""

    kind: Kind
    cards: tuple[Card, ...]
    points: int

    @property
    def is_run(self) -> bool:
        return self.kind != "carre"

    @property
    def top(self) -> Card:
        """The run's highest card in sequence order (a carré: its first card)."""
        return self.cards[-1] if self.is_run else self.cards[0]

    @property
    def rank(self) -> Rank:
        """The top rank of a run, the rank of a carré: what a player names when announcing."""
        return self.top.rank

    @property
    def suit(self) -> Suit | None:
        return self.top.suit if self.is_run else None

    def name(self, lang: Lang | None = None) -> str:
        """ "tierce", "carré of jacks", … in ``lang`` (the default language when None)."""
        return _CARRE_NAME[self.rank](lang) if self.kind == "carre" else _KIND_NAME[self.kind](lang)

    def describe(self, lang: Lang | None = None) -> str:
        """The name and the cards, as a scorer notes it: ``tierce Q♥ K♥ A♥`` (default language when None).

        >>> find_declarations("QH KH AH", "S")[0].describe("fr")
        'tierce D♥ R♥ A♥'
        """
        lang = language(lang)
        if self.kind == "carre":
            return self.name(lang)
        return " ".join([self.name(lang), *(card.rank.letter(lang) + card.suit.symbol for card in self.cards)])

    def named(self, lang: Lang | None = None) -> DeclarationName:
        """``describe`` as a name a sentence can ask in a form: ``{best:the}``.

        >>> format(find_declarations("QH KH AH", "S")[0].named("de"), "the")
        'die Terz D♥ K♥ A♥'
        """
        lang = language(lang)
        name = DeclarationName(self.describe(lang))
        name.kind, name.lang = self.kind, lang
        return name

    def __str__(self) -> str:
        if self.kind == "carre":
            return f"{self.name('en')} ({self.points})"  # engine notation, the same in every process
        return f"{self.kind} {self.cards[0]}-{self.cards[-1]} ({self.points})"


def carre_points(rank: Rank | int, trump: Trump, rules: Rules | str = "classic") -> int:
    """What four cards of ``rank`` are worth (0: four 8s or 7s are no declaration).

    >>> carre_points(Rank.ACE, Trump.NO_TRUMP, "coinche"), carre_points(Rank.ACE, Trump.NO_TRUMP, "classic")
    (200, 100)
    """
    index = rank.index if isinstance(rank, Rank) else rank
    if trump is Trump.NO_TRUMP and Rules.coerce(rules).nt_carre_values == "ffb":
        return CARRE_NT_FFB[index]
    return CARRE_STANDARD[index]


def _runs(byte: int) -> tuple[tuple[int, int], ...]:
    """The runs of three cards or more in one suit's byte of a hand: ``(first rank, end rank)``, low first."""
    runs = []
    rank = 0
    while rank < 8:
        if not byte >> rank & 1:
            rank += 1
            continue
        end = rank
        while end < 8 and byte >> end & 1:
            end += 1
        if end - rank >= 3:
            runs.append((rank, end))
        rank = end
    return tuple(runs)


RUNS = tuple(_runs(byte) for byte in range(256))
"""Each suit's byte of a hand → its runs of three cards or more (``_runs``, computed once)."""


def find_in_mask(hand: int, trump: Trump, rules: Rules) -> list[Declaration]:
    """``find_declarations`` on a bit mask (the engine's fast path)."""
    found: list[Declaration] = []
    for rank in range(7, -1, -1):
        if hand & RANK_MASKS[rank] == RANK_MASKS[rank]:
            points = carre_points(rank, trump, rules)
            if points:
                found.append(Declaration("carre", tuple(DECK[s * 8 + rank] for s in range(4)), points))
    for suit in range(4):
        for rank, end in RUNS[hand >> (8 * suit) & 0xFF]:
            length = end - rank
            cards = tuple(DECK[suit * 8 + r] for r in range(rank, end))
            kind: Kind = "tierce" if length == 3 else "cinquante" if length == 4 else "cent"
            found.append(Declaration(kind, cards, RUN_POINTS.get(length, CENT)))
    if len(found) > 1:
        found.sort(key=lambda d: strength(d, trump, rules), reverse=True)
    return found


def find_declarations(
    hand: str | Iterable[str | Card], trump: Trump | str, rules: Rules | str = "classic"
) -> list[Declaration]:
    """Every declaration in ``hand`` (rules reference: declarations), best first; a card may be in a carré and a run.

    >>> [str(d) for d in find_declarations("9S 10S JS QS KS 9H 9D 9C", "no-trump")]
    ['carré of nines (150)', 'cent 9S-KS (100)']
    >>> find_declarations("7S 7H 7D 7C 8S 8H 8D 8C", "H")    # four 7s and four 8s are worth nothing
    []
    """
    mask = distinct_mask(parse_cards(hand), "is twice in the hand")
    return find_in_mask(mask, Trump.parse(trump), Rules.coerce(rules))


def strength(declaration: Declaration, trump: Trump, rules: Rules) -> tuple[int, ...]:
    """Sort key of the comparison's steps 1–6 (rules reference: declarations): a higher key wins; equal keys are a tie (step 7).

    >>> jacks, run = find_declarations("JS JH JD JC", "S")[0], find_declarations("9H 10H JH QH KH", "S")[0]
    >>> strength(jacks, Trump.SPADES, Rules()) > strength(run, Trump.SPADES, Rules())
    True
    """
    if declaration.kind == "carre":
        return (declaration.points, 1, PLAIN_STRENGTH[declaration.rank.index], 0, 0)
    suit = declaration.top.suit.index
    is_trump = suit == trump.code
    if rules.sequence_top_card_order == "natural":
        top = declaration.top.rank.index
    else:  # the card's rank in play: the run's highest card in its order, trumps above plain cards
        order = TRUMP_STRENGTH if is_trump or trump.code == ALL_TRUMP_CODE else PLAIN_STRENGTH
        top = max(order[card.rank.index] for card in declaration.cards) + (8 if is_trump else 0)
    return (declaration.points, 0, len(declaration.cards), top, int(is_trump))


@dataclass(frozen=True, slots=True)
class DeclarationOutcome:
    """Who scores declarations (rules reference: declarations, two and three players): ``winner`` is a side (a team, or a player at a table
    of two or three) or ``None`` (nothing announced, or equal best runs cancel); ``points`` per side."""

    winner: str | None
    points: Points
    declared: tuple[tuple[Seat, Declaration], ...]
    tie: bool = False
    sides: Sides = field(default=SIDES, repr=False, compare=False)

    def of(self, side: str) -> list[tuple[Seat, Declaration]]:
        """The declarations announced by one side, in announcement order."""
        return [(seat, d) for seat, d in self.declared if self.sides.of(seat) == side]


def compare_declarations(
    announced: Sequence[tuple[Seat, Declaration]],
    trump: Trump | str,
    rules: Rules | str = "classic",
    *,
    taker: Seat | None = None,
    sides: Sides = SIDES,
) -> DeclarationOutcome:
    """Compare the sides' best declarations; the better side scores all of its own (rules reference: declarations). With
    one side per player (``Sides.alone``, rules reference: two and three players) only the single best declaration at the table counts.

    ``announced`` lists ``(seat, declaration)`` in the order they were announced. Equal best runs
    (``equal_sequence_tie``): ``cancel`` — nobody scores; ``first_announced`` — the first announced of
    them; ``taker_team`` — the taker's side if its run is one of them (otherwise nobody).

    >>> a = find_declarations("8H 9H 10H", "S")[0]
    >>> b = find_declarations("8C 9C 10C", "S")[0]
    >>> compare_declarations([("N", a), ("E", b)], "S").points          # equal plain runs cancel
    {'NS': 0, 'EW': 0}
    >>> compare_declarations([("N", a), ("E", b)], "S", Rules().replace(equal_sequence_tie="taker_team"),
    ...                      taker="E").winner
    'EW'
    >>> alone = Sides.alone(("E", "S", "W"))
    >>> fifty = find_declarations("7C 8C 9C 10C", "S")[0]
    >>> compare_declarations([("E", a), ("S", fifty)], "S", "nl23", sides=alone).points
    {'E': 0, 'S': 50, 'W': 0}
    """
    mode = Trump.parse(trump)
    checked = Rules.coerce(rules)
    best: dict[str, tuple[tuple[int, ...], int]] = {}
    for order, (seat, declaration) in enumerate(announced):
        key = (strength(declaration, mode, checked), -order)
        side = sides.of(seat)
        if side not in best or key > best[side]:
            best[side] = key
    top = max((key[0] for key in best.values()), default=None)
    leaders = [side for side, key in best.items() if key[0] == top]
    winner: str | None = leaders[0] if len(leaders) == 1 else None
    tie = len(leaders) > 1
    if tie and checked.equal_sequence_tie == "first_announced":
        winner = max(leaders, key=lambda side: best[side][1])
    elif tie and checked.equal_sequence_tie == "taker_team":
        if taker is None:
            raise InvalidInput("equal_sequence_tie = taker_team needs the taker")
        winner = sides.of(taker) if sides.of(taker) in leaders else None
    points = sides.zero()
    if winner is not None:
        points[winner] = sum(d.points for seat, d in announced if sides.of(seat) == winner)
    return DeclarationOutcome(winner, Points(points), tuple(announced), tie, sides)


def belote_suits(trump: Trump) -> tuple[int, ...]:
    """Suits (indices) whose king and queen make a belote: the trump suit, all four in all-trump, none in no-trump.

    >>> belote_suits(Trump.HEARTS), belote_suits(Trump.ALL_TRUMP), belote_suits(Trump.NO_TRUMP)
    ((1,), (0, 1, 2, 3), ())
    """
    if trump.code == NO_TRUMP_CODE:
        return ()
    if trump.code == ALL_TRUMP_CODE:
        return (0, 1, 2, 3)
    return (trump.code,)


# Belote progress of one player in one suit (rules reference: declarations).
BELOTE_NONE, BELOTE_SAID, BELOTE_DONE, BELOTE_LOST = 0, 1, 2, 3


def belote_word(status: int, card: int, hand: int, rules: Rules) -> Msg | None:
    """What the player may say when playing card index ``card`` from ``hand`` (a mask holding it).

    ``status`` is his belote progress in that suit; ``None`` means there is nothing to announce.
    """
    rank = card & 7
    if rank not in (KING, QUEEN):
        return None
    if status == BELOTE_SAID:
        return REBELOTE
    if status != BELOTE_NONE:
        return None
    other = card + (QUEEN - KING if rank == KING else KING - QUEEN)
    if not hand >> other & 1:
        return None
    if rules.belote_order == "king_first" and rank != KING:
        return None
    return BELOTE


def belote_step(status: int, word: Msg | None, announce: bool) -> int:
    """The player's progress after playing a king or queen, announcing or not."""
    if word is None:
        return status
    if not announce:
        return BELOTE_LOST
    return BELOTE_SAID if word is BELOTE else BELOTE_DONE


def why_best(first: Declaration, second: Declaration | None, trump: Trump, rules: Rules) -> str | None:
    """Which step of the comparison (rules reference: declarations) decides between two teams' best declarations (None: equal).

    >>> tierce = find_declarations("7S 8S 9S AH AD KC 10C 8H", "H")[0]
    >>> carre = find_declarations("JS JH JD JC 10S 9H 8D 7C", "H")[0]
    >>> why_best(carre, tierce, Trump.HEARTS, Rules()), why_best(tierce, None, Trump.HEARTS, Rules())
    ('points', 'alone')
    """
    if second is None:
        return "alone"
    a, b = strength(first, trump, rules), strength(second, trump, rules)
    if a == b:
        return None
    step = next(i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y)
    if step == 0:
        return "points"
    if step == 1:
        return "carre"
    if step == 2:
        return "carre-rank" if first.kind == "carre" else "length"
    return "top" if step == 3 else "trump"
