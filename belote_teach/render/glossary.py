"""The game's words in English, French, Dutch and German, side by side (RULES.md §11).

Each term has a key (``trump``), its words in the four languages (fixed: the glossary shows all
four in every language) and a short definition (an engine ``Msg``, translated). The guide's
``gloss`` role writes the term in the page's language and links it to the glossary's row.

>>> TERMS["trump"].word("nl"), TERMS["jack-of-trumps"].words["fr"]
('troef', "valet d'atout")
>>> table = glossary_table("de")
>>> 'id="gloss-trump" data-term="trump"' in table and "Trumpf" in table
True
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from ..errors import InvalidInput
from ..i18n import LANGUAGES, Lang, Msg
from .html import LANGUAGE_NAMES
from .scroll import scroll_box

_C = "glossary"


@dataclass(frozen=True, slots=True)
class Term:
    key: str
    words: dict[str, str]
    definition: Msg

    def word(self, lang: Lang) -> str:
        """The term in running text: the first of the language's words."""
        return self.words[lang].split(";")[0].split(",")[0].split(" (")[0].strip()


def _term(key: str, en: str, fr: str, nl: str, de: str, definition: str) -> Term:
    return Term(key, {"en": en, "fr": fr, "nl": nl, "de": de}, Msg(_C, definition, f"definition of '{en}'"))


GLOSSARY: tuple[Term, ...] = (
    _term("dealer", "dealer", "donneur", "deler", "Geber", "The player who shuffles and deals this deal."),
    _term("eldest", "eldest hand", "premier à parler", "voorhand", "Vorhand",
          "The player after the dealer in play order: first to speak and, in the classic game, first to lead."),
    _term("cut", "to cut the pack", "couper", "afnemen", "abheben",
          "To split the shuffled pack in two before the deal; the player before the dealer does it."),
    _term("deal", "deal", "donne, mène", "spel, gift", "Spiel, Runde",
          "One hand of play: the deal, the auction, eight tricks and the score."),
    _term("match", "match", "partie", "partij", "Partie", "Deals played until a team reaches the target."),
    _term("suit", "suit", "couleur", "kleur", "Farbe", "Spades, hearts, diamonds or clubs."),
    _term("trick", "trick", "pli, levée", "slag", "Stich", "Four cards, one from each player, won by one of them."),
    _term("trump", "trump", "atout", "troef", "Trumpf", "The suit chosen in the auction: any trump beats any other card."),
    _term("all-trumps", "all trumps", "tout atout (TA)", "alles troef", "Alles Trumpf",
          "A contract in which every suit ranks like a trump suit, and nobody can trump."),
    _term("no-trumps", "no trumps", "sans atout (SA)", "zonder troef", "Ohne Trumpf",
          "A contract without a trump suit: the highest card of the suit led wins."),
    _term("jack-of-trumps", "jack of trumps", "valet d'atout", "troefboer, jas", "Trumpfbube (Jass: Puur)",
          "The highest trump and the most valuable card."),
    _term("nine-of-trumps", "nine of trumps", "neuf d'atout", "troefnegen, nel", "Trumpfneun (Jass: Nell)",
          "The second highest trump."),
    _term("lead", "to lead", "entamer", "uitkomen", "ausspielen", "To play the first card of a trick."),
    _term("follow", "to follow suit", "fournir", "bekennen", "bedienen", "To play a card of the suit that was led."),
    _term("ruff", "to trump", "couper", "troeven", "trumpfen, stechen",
          "To play a trump on a plain suit that you cannot follow."),
    _term("overtrump", "to overtrump", "surcouper; monter (sur un atout)", "overtroeven", "übertrumpfen",
          "To play a trump higher than the highest trump in the trick."),
    _term("undertrump", "to undertrump", "sous-couper, pisser", "ondertroeven", "untertrumpfen",
          "To play a lower trump because you cannot overtrump."),
    _term("discard", "to discard", "se défausser", "afgooien, weggooien", "abwerfen",
          "To play a card that can neither follow nor trump."),
    _term("partner-master", "partner holds the trick", "partenaire maître", "maat heeft de slag",
          "Partner hält den Stich", "Your partner's card is winning the trick so far."),
    _term("retourne", "turned card", "retourne", "retourne, gedraaide kaart", "aufgedeckte Karte",
          "The card turned face up after the first deal: its suit is offered as trump."),
    _term("talon", "talon", "talon", "talon, stapel", "Talon", "The cards left face down after the first deal."),
    _term("take", "to take", "prendre", "nemen", "nehmen", "To accept a trump and with it the contract."),
    _term("pass", "to pass", "passer", "passen", "passen", "To decline to take or to bid."),
    _term("taker", "taker", "preneur", "nemer; troefmaker, speler", "Spieler",
          "The player who took the contract."),
    _term("takers", "taking team", "équipe preneuse (attaque)", "nemers", "angreifendes Team",
          "The taker and his partner: they must score more than the defence."),
    _term("defence", "defence", "défense", "verdedigers", "verteidigendes Team", "The two players against the takers."),
    _term("bid", "bid", "enchère", "bod", "Gebot", "In coinche: a number of points and a trump mode."),
    _term("contract", "contract", "contrat", "contract", "Kontrakt",
          "What the auction decides: the taker, the trump mode and, in coinche, the bid."),
    _term("coinche", "coinche", "coinche (contre)", "doublet", "Kontra",
          "The defence doubles the contract: it doubles the score."),
    _term("surcoinche", "surcoinche", "surcoinche", "redoublet", "Re",
          "The takers double again after a coinche."),
    _term("declaration", "declaration", "annonce", "melding, roem", "Meldung (Jass: Weis)",
          "A run or a carré in one hand, announced on the first trick for points."),
    _term("run", "run (sequence)", "suite, séquence", "reeks, straat", "Folge",
          "Three or more cards of one suit that follow each other in sequence order."),
    _term("tierce", "tierce", "tierce", "tierce, straat van drie", "Terz (Jass: Dreiblatt)", "A run of three cards."),
    _term("cinquante", "cinquante", "cinquante (quarante)", "quarante, straat van vier", "Quart (Jass: Vierblatt)",
          "A run of four cards."),
    _term("cent", "cent", "cent, quinte", "quinte, straat van vijf", "Quint (Jass: Fünfblatt)",
          "A run of five cards or more."),
    _term("carre", "carré", "carré", "carré, vierling", "Carré (Jass: vier Gleiche)",
          "Four cards of the same rank (not sevens or eights)."),
    _term("belote", "belote-rebelote", "belote, rebelote", "belote-rebelote; stuk (stuk, brok)",
          "Belote-Rebelote (Jass: Stöck)", "King and queen of trumps in one hand, announced as they are played."),
    _term("last-trick", "last-trick bonus", "dix de der", "laatste slag", "letzter Stich",
          "The points for winning the last trick."),
    _term("capot", "capot", "capot", "kapot; pit, mars (klaverjassen)", "Kapot (Jass: Match)",
          "One team wins all eight tricks."),
    _term("dedans", "dedans (failed contract)", "dedans, chute", "nat", "Kontrakt verloren",
          "The takers fail: the defence scores the deal."),
    _term("litige", "litige (tie)", "litige", "gelijkspel; punten in reserve", "Gleichstand",
          "Equal totals: the takers' points wait for the winner of the next deal."),
    _term("generale", "generale", "générale", "—", "—", "A coinche contract in which the bidder alone wins every trick."),
    _term("smous", "Smous", "—", "smous", "—",
          "In the Dutch two-player game: an offer to play or to have the cards dealt again."),
)
TERMS = {term.key: term for term in GLOSSARY}
TERM_HEAD = Msg(_C, "meaning", "column of the glossary table")


def term(key: str) -> Term:
    found = TERMS.get(key.strip())
    if found is None:
        raise InvalidInput(f"unknown glossary term {key!r}: expected one of {', '.join(TERMS)}")
    return found


def anchor(key: str) -> str:
    return f"gloss-{key}"


def glossary_table(lang: Lang = "en") -> str:
    """The glossary: one row a term, its words in English, French, Dutch and German, its meaning."""
    head = "".join(f'<th scope="col" lang="{code}">{escape(LANGUAGE_NAMES[code])}</th>' for code in ("en", "fr", "nl", "de"))
    rows = []
    for entry in GLOSSARY:
        cells = "".join(f'<td lang="{code}">{escape(entry.words[code])}</td>' for code in ("en", "fr", "nl", "de"))
        rows.append(f'<tr id="{anchor(entry.key)}" data-term="{entry.key}">{cells}'
                    f"<td>{escape(entry.definition(lang))}</td></tr>")
    meaning = escape(TERM_HEAD(lang)[:1].upper() + TERM_HEAD(lang)[1:])
    return scroll_box(f'<table class="belote-table-data belote-glossary" data-languages="'
                      f'{" ".join(LANGUAGES)}"><thead><tr>{head}<th scope="col">{meaning}</th></tr></thead>'
                      f'<tbody>{"".join(rows)}</tbody></table>', lang)
