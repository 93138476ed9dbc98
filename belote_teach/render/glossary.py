"""The game's words in English, French, Dutch and German, side by side (rules reference: glossary).

Each term has a key (``trump``), its words in the four languages (fixed: the glossary shows all
four in every language) and a short definition (an engine ``Msg``, translated). The guide's
``gloss`` role writes the term in the page's language and links it to the glossary's row.

The glossary is also the project's **term base**: the first word of each language is the one every
catalog (the book's and the engine's) uses for that term, and ``REFUSED`` names, per language, the
variants a catalog must not use (a test reads every catalog for them). ``OTHER_TERMS`` adds the
guide's recurring words that are not game terms (rules engine, preset, …), ``REGISTER`` and ``QUOTES``
each language's register and quotation marks; ``term_note`` writes all of it as the header comment
that opens every catalog of the language.

>>> TERMS["trump"].word("nl"), TERMS["jack-of-trumps"].words["fr"]
('troef', 'valet d’atout')
>>> table = glossary_table("de")
>>> 'id="gloss-trump" data-term="trump"' in table and "Trumpf" in table
True
>>> refused("nl")["team"]
('ploeg', 'ploegen')
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import InvalidInput
from ..i18n import LANGUAGES, Lang, Msg
from .element import Markup, el
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
    _term("deal", "deal", "donne, mène", "spel, gift", "Spiel",
          "One hand of play: the deal, the auction, eight tricks and the score."),
    _term("match", "match", "partie", "partij", "Partie", "Deals played until a team reaches the target."),
    _term("team", "team", "équipe", "team", "Team",
          "Two partners sitting opposite each other: they win tricks and score together."),
    _term("suit", "suit", "couleur", "kleur", "Farbe", "Spades, hearts, diamonds or clubs."),
    _term("trick", "trick", "pli, levée", "slag", "Stich", "Four cards, one from each player, won by one of them."),
    _term("trump", "trump", "atout", "troef", "Trumpf", "The suit chosen in the auction: any trump beats any other card."),
    _term("all-trumps", "all trumps", "tout atout (TA)", "alles troef", "Alles Trumpf",
          "A contract in which every suit ranks like a trump suit, and nobody can trump."),
    _term("no-trumps", "no trumps", "sans atout (SA)", "zonder troef", "Ohne Trumpf",
          "A contract without a trump suit: the highest card of the suit led wins."),
    _term("jack-of-trumps", "jack of trumps", "valet d’atout", "troefboer, jas", "Trumpfbube (Jass: Puur)",
          "The highest trump and the most valuable card."),
    _term("nine-of-trumps", "nine of trumps", "neuf d’atout", "troefnegen, nel", "Trumpfneun (Jass: Nell)",
          "The second highest trump."),
    _term("lead", "to lead", "entamer", "uitkomen", "ausspielen", "To play the first card of a trick."),
    _term("follow", "to follow suit", "fournir", "bekennen", "bedienen", "To play a card of the suit that was led."),
    _term("ruff", "to trump", "couper", "troeven", "trumpfen, stechen",
          "To play a trump on a plain suit that you cannot follow."),
    _term("overtrump", "to overtrump", "surcouper\u00a0; monter (sur un atout)", "overtroeven", "übertrumpfen",
          "To play a trump higher than the highest trump in the trick."),
    _term("undertrump", "to undertrump", "sous-couper", "ondertroeven", "untertrumpfen",
          "To play a lower trump because you cannot overtrump."),
    _term("discard", "to discard", "se défausser", "afgooien, weggooien", "abwerfen",
          "To play a card that can neither follow nor trump."),
    _term("partner-master", "partner holds the trick", "partenaire maître", "maat heeft de slag",
          "Partner hält den Stich", "Your partner's card is winning the trick so far."),
    _term("retourne", "turned card", "retourne", "gedraaide kaart (retourne)", "aufgedeckte Karte",
          "The card turned face up after the first deal: its suit is offered as trump."),
    _term("second-round", "second round", "deuxième tour", "tweede ronde", "zweite Runde",
          "The classic auction's second round, when nobody took the turned card: a player may name a trump suit."),
    _term("talon", "talon", "talon", "talon, stapel", "Talon", "The cards left face down after the first deal."),
    _term("take", "to take", "prendre", "nemen", "nehmen", "To accept a trump and with it the contract."),
    _term("pass", "to pass", "passer", "passen", "passen", "To decline to take or to bid."),
    _term("taker", "taker", "preneur", "nemer (klaverjassen: troefmaker)", "Nehmer",
          "The player who took the contract."),
    _term("takers", "taking team", "preneurs (équipe preneuse, attaque)", "nemers", "Angreifer",
          "The taker and his partner: they must score more than the defence."),
    _term("defence", "defence", "défense", "verdedigers", "Verteidiger", "The two players against the takers."),
    _term("bid", "bid", "enchère", "bod", "Gebot", "In coinche: a number of points and a trump mode."),
    _term("contract", "contract", "contrat", "contract", "Kontrakt",
          "What the auction decides: the taker, the trump mode and, in coinche, the bid."),
    _term("coinche", "coinche", "coinche (contre)", "coinche (coinchen)", "Kontra",
          ("The defence doubles the contract: the value of the deal is doubled for the team that wins it; "
           "belote and declarations are never doubled.")),
    _term("surcoinche", "surcoinche", "surcoinche", "surcoinche (surcoinchen)", "Re",
          "The takers double again after a coinche."),
    _term("declaration", "declaration", "annonce", "melding (klaverjassen: roem)", "Meldung (Jass: Weis)",
          "A run or a carré in one hand, announced on the first trick for points."),
    _term("run", "run (sequence)", "suite, séquence", "reeks, straat", "Folge",
          "Three or more cards of one suit that follow each other in sequence order."),
    _term("tierce", "tierce", "tierce", "tierce, straat van drie", "Terz (Jass: Dreiblatt)", "A run of three cards."),
    _term("cinquante", "cinquante", "cinquante (un cinquante, quarante)", "vijftig, vier op een rij", "Quart (Jass: Vierblatt)",
          "A run of four cards."),
    _term("cent", "cent", "cent, quinte", "quinte, straat van vijf", "Quint (Jass: Fünfblatt)",
          "A run of five cards or more."),
    _term("carre", "carré", "carré", "carré, vierling", "Carré (Jass: vier Gleiche)",
          "Four cards of the same rank (not sevens or eights)."),
    _term("belote", "belote-rebelote", "belote-rebelote (belote, rebelote)", "belote-rebelote (klaverjassen: stuk)",
          "Belote-Rebelote (Jass: Stöck)", "King and queen of trumps in one hand, announced as they are played."),
    _term("last-trick", "last-trick bonus", "dix de der", "laatste slag", "letzter Stich",
          "The points for winning the last trick."),
    _term("capot", "capot", "capot", "capot (klaverjassen: pit, mars)", "Capot (Jass: Match)",
          "One team wins all eight tricks."),
    _term("dedans", "dedans (failed contract)", "dedans, chute", "nat", "Kontrakt verloren",
          "The takers fail: the defence scores the deal."),
    _term("litige", "litige (tie)", "litige", "gelijkspel; punten in reserve", "Gleichstand",
          "Equal totals: the takers' points wait for the winner of the next deal."),
    _term("generale", "generale", "générale", "generale", "Générale", "A coinche contract in which the bidder alone wins every trick."),
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


def glossary_table(lang: Lang = "en") -> Markup:
    """The glossary: one row a term, its words in English, French, Dutch and German, its meaning."""
    codes = ("en", "fr", "nl", "de")
    meaning = TERM_HEAD(lang)[:1].upper() + TERM_HEAD(lang)[1:]
    head = el("tr", [el("th", LANGUAGE_NAMES[code], scope="col", lang=code) for code in codes],
              el("th", meaning, scope="col"))
    rows = [
        el("tr", [el("td", entry.words[code], lang=code) for code in codes], el("td", entry.definition(lang)),
           id=anchor(entry.key), data_term=entry.key)
        for entry in GLOSSARY
    ]
    table = el("table", el("thead", head), el("tbody", rows), class_="belote-table-data belote-glossary",
               data_languages=" ".join(LANGUAGES))
    return scroll_box(table, lang)


OTHER_TERMS: dict[str, dict[str, str]] = {
    "rules-engine": {"en": "rules engine", "fr": "moteur de règles", "nl": "programma", "de": "Regelprogramm"},
    "rule-switch": {"en": "rule switch", "fr": "réglage", "nl": "instelling", "de": "Schalter"},
    "preset": {"en": "preset", "fr": "jeu de règles", "nl": "regelset", "de": "Regelsatz"},
    "house-rule": {"en": "house rule", "fr": "règle maison", "nl": "huisregel", "de": "Hausregel"},
    "round": {"en": "round (of the auction)", "fr": "tour", "nl": "ronde", "de": "Runde"},
    "call": {"en": "call", "fr": "enchère", "nl": "bieding", "de": "Ansage"},
    "score-sheet": {"en": "score sheet", "fr": "feuille de marque", "nl": "scoreblad", "de": "Punkteblatt"},
    "double-dummy": {"en": "double dummy (all hands known)", "fr": "à cartes ouvertes", "nl": "met open kaarten",
                     "de": "bei offenen Karten"},
    "bidding": {"en": "bidding (the auction)", "fr": "enchères", "nl": "bieden", "de": "Bieten"},
    "solver": {"en": "solver (double dummy)", "fr": "solveur", "nl": "oplosser", "de": "Solver"},
    "review": {"en": "review of the deal", "fr": "analyse de la donne", "nl": "nabespreking", "de": "Nachbesprechung"},
    "computer-level": {"en": "level of the computer players", "fr": "Niveau de l’ordinateur", "nl": "niveau van de computer",
                       "de": "Stärke der Computerspieler"},
    "card-name": {"en": "card names (jack of clubs)", "fr": "valet de trèfle", "nl": "klaverboer, klavernegen",
                  "de": "Kreuz-Bube"},
    "follows-rules": {"en": "this chapter follows the … rules", "fr": "ce chapitre suit les … règles",
                      "nl": "dit hoofdstuk volgt de … regels", "de": "dieses Kapitel folgt den … Regeln"},
    "all-three": {"en": "all three players", "fr": "les trois joueurs", "nl": "alle drie de spelers",
                  "de": "alle drei Spieler"},
    "footer-by": {"en": "By belote-teach", "fr": "Par belote-teach", "nl": "Door belote-teach", "de": "Von belote-teach"},
}
"""Recurring words of the guide that are not game terms of the glossary table, in the term base too."""

REGISTER = {"fr": "tu", "nl": "je", "de": "du"}
"""How each language speaks to the reader: one register throughout, engine and book."""

QUOTES = {
    "fr": "« … » with U+00A0 inside; U+00A0 before : ; ! ?; apostrophe ’",
    "nl": "‘…’ for quoted words and calls (“…” inside a quotation); apostrophe ’",
    "de": "„…“ (‚…‘ inside a quotation); apostrophe ’",
}
"""Each language's quotation marks and spacing, checked in the rendered HTML by tests/test_typography.py."""

REFUSED: dict[str, dict[str, tuple[str, ...]]] = {
    # Dutch Belote texts (a Dutch guide to classic Belote) say coinchen / surcoinchen (never doubleren, not even "doubleer dus") and
    # capot; roem is the klaverjas word.
    "nl": {
        "coinche": ("doublet", "gedoubleerd", "doubleren", "doubleer", "doubleert", "doubleerde"),
        "surcoinche": ("redoublet", "geredoubleerd", "redoubleren", "redoubleer", "redoubleert", "redoubleerde"),
        "team": ("ploeg", "ploegen"),
        "capot": ("kapot",),
        "declaration": ("roem",),
        "double-dummy": ("double dummy", "double-dummy"),
        "score-sheet": ("scorebriefje",),
        # A run of four is a vijftig (vier op een rij) at a Dutch table, not the French quarante; a rule
        # switch reads as an instelling (schakelaar is technical); the rules engine is het programma.
        "cinquante": ("quarante",),
        "rule-switch": ("schakelaar", "schakelaars"),
        "rules-engine": ("spelregelprogramma",),
        # Cards take the prose's compound (klaverboer, klavernegen); a chapter "volgt de regels"; "alle drie
        # de spelers" (issue 28).
        "card-name": tuple(f"klaveren{rank}" for rank in ("boer", "vrouw", "heer", "aas", "tien", "negen", "acht",
                                                          "zeven")),
        "follows-rules": ("speelt de … regels",),
        "all-three": ("alle drie spelers",),
    },
    # French: pisser is table slang for to discard (se défausser); there are three rounds, so not
    # "second"; le cinquante (un nombre) is masculine. A rule switch is a réglage and its values are its
    # options (the house-rules page needs both words side by side, so option cannot name the switch).
    # A call of the auction is une enchère: une annonce is a declaration. The solver plays à cartes
    # ouvertes (not à quatre jeux ouverts).
    "fr": {
        "discard": ("pisser", "pisse", "pisses", "pissé"),
        "double-dummy": ("à quatre jeux ouverts", "à jeux ouverts"),
        "second-round": ("second tour", "seconde tour"),
        "cinquante": ("une cinquante", "la cinquante"),
        # issue 28: the review of a deal is l'analyse de la donne; the play page's level menu; the verb of a
        # chapter that follows rules.
        "review": ("la revue",),
        "computer-level": ("Joueurs de l’ordinateur", "Joueurs de l'ordinateur"),
        "follows-rules": ("joue les … règles",),
        # issue 28, round two: how high you bid is a question of enchère (annoncer is to declare).
        "bid": ("combien annonces-tu", "combien tu annonces"),
    },
    # German Belote writes Capot; the rules engine is das Regelprogramm. The taker is der Nehmer (der
    # Spieler is every player); his team are die Angreifer, the others die Verteidiger, both plural nouns
    # (not angreifendes/verteidigendes Team, not die Verteidigung); a rule switch is ein Schalter. The
    # phrases refused for the taker are the ways "Spieler" was written for him (the small-table score).
    "de": {
        "taker": ("(Spieler)", "Punkte des Spielers", "Gleichstand mit dem Spieler", "als der Spieler"),
        "double-dummy": ("Double Dummy", "Double-Dummy"),
        "score-sheet": ("Schreibzettel",),
        "capot": ("Kapot",),
        "rules-engine": ("Regel-Engine", "Engine"),
        "takers": ("angreifende Team", "angreifenden Team", "angreifendes Team"),
        "defence": ("verteidigende Team", "verteidigenden Team", "verteidigendes Team", "Verteidigung"),
        "rule-switch": ("Regeleinstellung", "Regeleinstellungen"),
        # issue 28: the preset is ein Regelsatz; bidding is Bieten (Reizen is Skat's word); the solver is der
        # Solver (or Lösungsprogramm); the footer says "Von belote-teach"; a chapter folgt den Regeln.
        "preset": ("Regelwerk", "Regelwerks", "Regelwerke", "Regelwerken"),
        "bidding": ("Reizen", "Reizung", "reizt", "gereizt"),
        "solver": ("Löser", "Lösers"),
        "footer-by": ("Durch belote-teach",),
        "follows-rules": ("spielt die … Regeln",),
    },
}
"""The term base's refused variants: per language, per term key, words no catalog may use.

Only words wrong wherever they stand are refused; a word in *italics* is a word mentioned (the
glossary's "*roem* for meldingen"), not used, and the test lets it pass."""


OWN_WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    # The Dutch game for two and three players (a Dutch page) says roem: its engine messages (contexts
    # "small …") and its chapter (catalog small-table) keep the game's own word, roem and never
    # melding, on both sides (decided for issue 16; term_note states it in every Dutch catalog).
    "nl": {"roem": ("small", "small-table")},
}
"""Where a refused variant is the game's own word: per language, the variant and the catalog contexts
(a ``msgctxt`` prefix, or a book catalog's name) in which it stands rightly."""


REFUSED_IN: dict[str, dict[str, tuple[str, str, tuple[str, ...]]]] = {
    # The small table follows its Dutch source's words (issue 28): troefmaker, never nemer, in its engine
    # messages (contexts "small …") and its chapter (catalog small-table).
    "nl": {"nemer": ("taker", "troefmaker", ("small", "small-table")),
           "nemers": ("taker", "troefmaker", ("small", "small-table")),
           # and roem, never melding, in its engine messages (the chapter's pages name the declarations
           # chapter, Meldingen, in their navigation)
           "melding": ("declaration", "roem", ("small",)),
           "meldingen": ("declaration", "roem", ("small",))},
}
"""Variants refused only in some places: per language, the variant, its term key, the word to write there
and the catalog contexts (a ``msgctxt`` prefix, or a book catalog's name) where it must not stand."""


def refused_here(lang: Lang, context: str, catalog: str) -> dict[str, tuple[str, ...]]:
    """The variants refused in one catalog entry: everywhere (``refused``, less the game's own words
    there) and in this place only (``REFUSED_IN``), by term key.

    >>> "nemer" in refused_here("nl", "small score", "belote_teach")["taker"], "taker" in refused_here("nl", "score", "x")
    (True, False)
    """
    found = {key: tuple(v for v in variants if not own_word(lang, v, context, catalog))
             for key, variants in refused(lang).items()}
    for variant, (key, _, places) in REFUSED_IN.get(lang, {}).items():
        if any(context.startswith(place) or catalog == place for place in places):
            found[key] = (*found.get(key, ()), variant)
    return {key: variants for key, variants in found.items() if variants}


def variant_pattern(variant: str) -> str:
    """The regular expression of a refused variant, as a whole word; ``…`` stands for up to three words.

    >>> import re
    >>> bool(re.search(variant_pattern("spielt die … Regeln"), "Es spielt die niederländischen Regeln."))
    True
    """
    parts = [re.escape(part.strip()) for part in variant.split("…")]
    return r"(?<!\w)" + r"(?:\s+\S+){0,3}\s+".join(parts) + r"(?!\w)"


def own_word(lang: Lang, variant: str, context: str, catalog: str) -> bool:
    """Whether ``variant``, refused in ``lang``, is the game's own word in this context or catalog.

    >>> own_word("nl", "roem", "small score", "belote_teach"), own_word("nl", "roem", "score", "scoring")
    (True, False)
    """
    places = OWN_WORDS.get(lang, {}).get(variant, ())
    return any(context.startswith(place) or catalog == place for place in places)


def write_instead(lang: Lang, key: str, variant: str) -> str:
    """What to write instead of a refused ``variant`` of term ``key``: the place's own word for a variant
    refused in some places only (``REFUSED_IN``), else the term base's word.

    >>> write_instead("nl", "taker", "nemer"), write_instead("nl", "rule-switch", "schakelaar")
    ('troefmaker', 'instelling')
    """
    local = REFUSED_IN.get(lang, {}).get(variant)
    return local[1] if local is not None and local[0] == key else term_word(key, lang)


def term_word(key: str, lang: Lang) -> str:
    """The term base's word for ``key``: a glossary term's first word, or one of ``OTHER_TERMS``.

    >>> term_word("rules-engine", "de"), term_word("taker", "de")
    ('Regelprogramm', 'Nehmer')
    """
    if key in OTHER_TERMS:
        return OTHER_TERMS[key][lang]
    return term(key).word(lang)


def term_note(lang: Lang) -> str:
    """The term base of ``lang`` as a catalog's header comment (each catalog of the language opens with it).

    >>> print(term_note("de").splitlines()[1])
    # Register: du. Quotes: „…“ (‚…‘ inside a quotation); apostrophe ’
    """
    words = [f"{entry.words['en']} = {entry.word(lang)}" for entry in GLOSSARY if entry.word(lang) != "—"]
    words += [f"{names['en']} = {names[lang]}" for names in OTHER_TERMS.values()]
    lines = [f"# Term base ({LANGUAGE_NAMES[lang]}): belote_teach/render/glossary.py, the one word for each term.",
             f"# Register: {REGISTER[lang]}. Quotes: {QUOTES[lang]}"]
    line = "# Words:"
    for item in words:
        if len(line) + len(item) + 2 > 100:
            lines.append(line + ";")
            line = "#"
        line += (" " if line.endswith(":") or line == "#" else "; ") + item
    lines.append(line + ".")
    lines.append("# Refused (a word in *italics* is mentioned, not used):")
    lines += [f"# - {', '.join(variants)}: write {term_word(key, lang)}" for key, variants in refused(lang).items()]
    lines += [f"# - {variant} in msgctxt or catalog {', '.join(place + '…' for place in places)}: write {word}"
              for variant, (_, word, places) in REFUSED_IN.get(lang, {}).items()]
    for variant, places in OWN_WORDS.get(lang, {}).items():
        key = next(key for key, variants in refused(lang).items() if variant in variants)
        lines.append(f"# Own word: {variant} (not {term_word(key, lang)}) in msgctxt or catalog "
                     f"{', '.join(place + '…' for place in places)}: the game's own word there.")
    return "\n".join(lines) + "\n"


def refused(lang: Lang) -> dict[str, tuple[str, ...]]:
    """The variants refused in ``lang``'s catalogs, by term key (empty for English, the source)."""
    return REFUSED.get(lang, {})
