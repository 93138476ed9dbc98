"""Names inserted into sentences take their grammar, counts their plural: checked in what the engine and
the command print (not in catalog text), and every form a translation asks is one the engine knows."""

import re
import string
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from belote_teach.cards import DECK, card_names, parse_card, parse_cards
from belote_teach.cli import main
from belote_teach.deal import Deal
from belote_teach.errors import IllegalPlay
from belote_teach.exercises.card_value import CardValue
from belote_teach.exercises.play import TrickPoints, WhichCards
from belote_teach.i18n import GRAMMAR, LANGUAGES, filled
from belote_teach.publish.catalogs import TRANSLATED, declared_messages, forms, read_catalog
from belote_teach.render.handout_html import marks_text
from belote_teach.render.house_rules import PRESETS
from belote_teach.render.html import which_card
from belote_teach.web.labels import LABELS

GERMAN_ACCUSATIVE = {"J": "den {suit}-Buben", "Q": "die {suit}-Dame", "K": "den {suit}-König", "A": "das {suit}-Ass",
                     "10": "die {suit}-Zehn", "9": "die {suit}-Neun", "8": "die {suit}-Acht", "7": "die {suit}-Sieben"}
GERMAN_SUITS = {"S": "Pik", "H": "Herz", "D": "Karo", "C": "Kreuz"}


def which_cards(hand, trick="E:7S N:10S", trump="H"):
    return WhichCards.make(hand, trick, trump=trump)


def test_german_names_the_allowed_cards_in_the_accusative_with_their_article():
    assert which_cards("JH 9H 8C").answer_text("de") == "du darfst den Herz-Buben und die Herz-Neun spielen"
    assert which_cards("AS KH 8C").answer_text("de") == "du darfst das Pik-Ass spielen"
    for card in DECK:  # every card, alone: the accusative of its rank, with the article of its gender
        rank, suit = str(card)[:-1], str(card)[-1]
        assert format(card.name("de"), "acc") == GERMAN_ACCUSATIVE[rank].format(suit=GERMAN_SUITS[suit])


def test_german_engine_refusal_puts_the_card_in_the_accusative():
    deal = Deal.from_hands({"N": "JH 9H 7S 10S KD QD 8C 7C", "E": "AS KS QS JS 9D 8D 7D AD",
                            "S": "AH 10H KH QH 8H 7H 8S 9S", "W": "JD 10D AC KC QC JC 10C 9C"},
                           leader="N", trump="H", taker="S")
    with pytest.raises(IllegalPlay) as refused:
        deal.play("JC")
    assert refused.value.message("de") == "Nord hat den Kreuz-Buben nicht."
    assert refused.value.message("nl") == "Noord heeft de klaverboer niet."
    assert refused.value.message("fr") == "Nord n’a pas le valet de trèfle."


def test_a_question_names_the_card_as_its_sentence_needs():
    question = {lang: CardValue.make("JH", trump="S").prompt(lang) for lang in LANGUAGES}
    assert question["de"] == "Wie viele Punkte ist der Herz-Bube wert?"
    assert question["fr"] == "Combien de points vaut le valet de cœur\u00a0?"
    assert question["nl"] == "Hoeveel punten is de hartenboer waard?"
    assert CardValue.make("AS", trump="S").prompt("fr") == "Combien de points vaut l’as de pique\u00a0?"  # elided


def test_dutch_cards_carry_their_article_and_the_prose_compound():
    assert which_cards("JH 9H 8C").answer_text("nl") == "je mag de hartenboer en de hartennegen spelen"
    assert which_cards("AD 8C", trick="E:7S N:10S", trump="D").answer_text("nl") == "je mag de ruitenaas spelen"
    clubs = [card.name("nl") for card in DECK if card.suit.value == "C"]
    assert all(name.startswith("klaver") and not name.startswith("klaveren") for name in clubs), clubs
    assert "klaverboer" in clubs and "klavernegen" in clubs


def test_lists_of_cards_join_with_the_languages_and():
    cards = parse_cards("JH AS 10D")
    assert format(card_names(cards, "fr"), "the") == "le valet de cœur, l’as de pique et le dix de carreau"
    assert format(card_names(cards, "nl"), "of") == "van de hartenboer, van de schoppenaas en van de ruitentien"
    assert card_names(cards, "en") == "jack of hearts, ace of spades, ten of diamonds"  # bare: as before


def test_a_seat_after_de_is_elided_in_french():
    assert filled("la main {seat:of}", "fr", {"seat": "Ouest"}) == "la main d’Ouest"
    assert filled("la main {seat:of}", "fr", {"seat": "Sud"}) == "la main de Sud"
    assert filled("das Blatt {seat:of}", "de", {"seat": "Süd"}) == "das Blatt von Süd"


@pytest.mark.parametrize(("lang", "zero", "two"), [("fr", "0 point", "2 points"), ("nl", "0 punten", "2 punten"),
                                                     ("de", "0 Punkte", "2 Punkte"), ("en", "0 points", "2 points")])
def test_trick_points_answer_takes_the_plural_of_its_count(lang, zero, two):
    assert TrickPoints.make("N:7S W:8S S:9S E:7D", trump="H").answer_text(lang) == zero
    assert TrickPoints.make("N:7S W:8S S:QS E:7D", trump="H").answer_text(lang).endswith(f"3 {two.split()[1]}")


@pytest.mark.parametrize(("lang", "one", "many"), [("nl", "1 punt", "3 punten"), ("fr", "1 point", "3 points"),
                                                     ("de", "1 Punkt", "3 Punkte"), ("en", "1 mark", "3 marks")])
def test_handout_marks_take_their_plural(lang, one, many):
    assert (marks_text(1, lang), marks_text(3, lang)) == (one, many)


ONE_EXERCISE = "title: One\nexercises:\n  - kind: trick-winner\n    trump: H\n    trick: N:7S W:8S S:9S E:10S\n"


@pytest.mark.parametrize(("lang", "count"), [("en", "1 exercise"), ("nl", "1 oefening"), ("fr", "1 exercice"),
                                             ("de", "1 Übung")])
def test_the_command_counts_one_exercise_in_the_singular(lang, count, tmp_path, capsys):
    lesson = tmp_path / "one.yaml"
    lesson.write_text(ONE_EXERCISE, encoding="utf-8")
    assert main(["check", "--lang", lang, str(lesson)]) == 0
    assert f": OK, {count} (" in capsys.readouterr().out


def spec_uses(text):
    """The fields of ``text`` that ask a word form (``{card:acc}``; not a number's format such as ``{code:04X}``)."""
    return [(name, spec) for _, name, spec, _ in string.Formatter().parse(text) if name and spec and spec.isalpha()]


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_form_a_translation_asks_is_known_and_renders(lang):
    """``{card:acc}`` in a msgstr: the form is one of GRAMMAR (a capital for a sentence's start), and the
    message renders with a real card in it."""
    catalog = read_catalog(lang)
    used = []
    for msg in declared_messages():
        entry = catalog.get(msg.text, context=msg.context)
        for text in forms(entry.string):
            for name, spec in spec_uses(text):
                assert spec.lower() in GRAMMAR, f"{msg.context}: {msg.text}: unknown form {{{name}:{spec}}}"
                used.append((msg, name))
    assert used, f"{lang}: no translation asks a form"
    card = parse_card("JH")
    for msg, _ in used:
        fields = {name: card.name(lang) for _, name, _, _ in string.Formatter().parse(msg.plural or msg.text) if name}
        fields |= {"cards": card_names([card, parse_card("AS")], lang), "count": 2}
        assert not re.search(r"\{\w+(:\w+)?\}", msg(lang, **fields)), msg.text


def test_french_que_is_elided_before_a_vowel(tmp_path, capsys):
    assert filled("plus {seat:que}", "fr", {"seat": "Ouest"}) == "plus qu’Ouest"
    assert filled("plus {seat:que}", "fr", {"seat": "Nord"}) == "plus que Nord"
    assert filled("plus {card:que}", "fr", {"card": parse_card("AS").name("fr")}) == "plus que l’as de pique"
    lesson = tmp_path / "lesson.yaml"
    lesson.write_text("title: T\nexercises:\n  - kind: which-cards\n    trump: H\n    trick: N:9D W:7S\n"
                      "    hands:\n      N: 9D 10D\n      W: 8H 9C\n      S: AS KS\n", encoding="utf-8")
    assert main(["check", "--lang", "fr", str(lesson)]) == 1
    assert capsys.readouterr().out == (f"{lesson}:5: trick\u00a0: Ouest joue 7♠, qu’Ouest n’a pas en main (8♥ 9♣)\n")


def test_declarations_take_the_article_of_their_gender(tmp_path, capsys):
    from belote_teach.declarations import find_declarations

    tierce, carre = find_declarations("QH KH AH", "S")[0], find_declarations("JH JS JD JC", "S")[0]
    assert [format(tierce.named(lang), "the") for lang in ("de", "fr", "nl")] == [
        "die Terz D♥ K♥ A♥", "la tierce D♥ R♥ A♥", "de tierce V♥ H♥ A♥"]
    assert [format(carre.named(lang), form) for lang, form in (("de", "dat"), ("fr", "of"), ("nl", "the"))] == [
        "dem Carré aus Buben", "du carré de valets", "het carré boeren"]
    lesson = tmp_path / "lesson.yaml"
    lesson.write_text("title: T\npreset: nl23\nexercises:\n  - kind: declarations\n    trump: S\n"
                      "    hands: {E: QH KH AH, W: 7C 8C 9C 10C}\n", encoding="utf-8")
    said = {}
    for lang in ("de", "fr", "nl"):
        assert main(["check", "--answers", "--lang", lang, str(lesson)]) == 0
        said[lang] = capsys.readouterr().out.splitlines()[2].strip()
    assert said == {"de": "Die beste Meldung von West, die Quart 7♣ 8♣ 9♣ 10♣, ist mehr wert als die Terz D♥ K♥ A♥.",
                    "fr": "La meilleure annonce d’Ouest, le cinquante 7♣ 8♣ 9♣ 10♣, vaut plus que la tierce D♥ R♥ A♥.",
                    "nl": "De hoogste roem van West, de vijftig 7♣ 8♣ 9♣ 10♣, is meer waard dan de tierce V♥ H♥ A♥."}


RULES_ARTICLES = {"en": ("the ", "the ", "the ", "of the "), "de": ("die ", "die ", "den ", "der "),
                  "fr": ("les ", "les ", "les ", "des "), "nl": ("de ", "de ", "de ", "van de ")}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rule_set_has_its_forms_with_the_article_of_a_plural(lang):
    """``{rules:the}`` … ``{rules:of}`` for every preset: the article of a plural noun phrase in the form's case,
    then the name (German "den klassischen Regeln", French "des règles de la coinche"); switches follow."""
    from belote_teach.render.html import PRESET_NAMES, preset_name

    for preset in PRESET_NAMES:
        name = preset_name(preset, lang)
        for form, article in zip(("the", "acc", "dat", "of"), RULES_ARTICLES[lang], strict=True):
            text = format(name, form)
            assert text.startswith(article) and name.lower()[:6] in text.lower(), (preset, form, text)
        switched = preset_name(f"{preset}+undertrump=discard", lang)
        assert format(switched, "dat") == format(name, "dat") + str(switched).removeprefix(str(name))


def rules_notes(lang):
    """The chooser's three notes, as the page's script swaps them in (``house_rules.fragment``)."""
    from bs4 import BeautifulSoup

    from belote_teach.render.house_rules import Block, Version, fragment

    blocks = [Block(0, "classic", {"coinche": Version("<figure></figure>", True)}), Block(1, "classic", {"coinche": None}),
              Block(2, "nl23", {})]
    return {kind: BeautifulSoup(entry["note"], "html.parser").get_text()
            for kind, entry in zip(("changed", "cannot", "kept"), fragment(blocks, "coinche", lang).values(), strict=True)}


def test_the_rules_choosers_notes_name_the_rule_sets_in_their_sentences_grammar():
    assert rules_notes("de") == {
        "changed": "Die Coinche-Regeln, die du gewählt hast, ändern dieses Beispiel. Der Text drumherum beschreibt die "
                   "klassischen Regeln.",
        "cannot": "Nach den Coinche-Regeln, die du gewählt hast, kann dieses Beispiel nicht vorkommen. Es wird nach den "
                  "klassischen Regeln gezeigt.",
        "kept": "Dieses Beispiel folgt nicht den Coinche-Regeln, die du gewählt hast, sondern den niederländischen "
                "Regeln für zwei oder drei."}
    assert rules_notes("fr") == {
        "changed": "Les règles de la coinche que tu as choisies changent cet exemple. Le texte qui l’entoure décrit les "
                   "règles de la belote classique.",
        "cannot": "Cet exemple ne peut pas se produire avec les règles de la coinche que tu as choisies. Il est montré "
                  "avec les règles de la belote classique.",
        "kept": "Cet exemple ne suit pas les règles de la coinche que tu as choisies\u00a0: il suit les règles "
                "néerlandaises à deux ou à trois."}
    assert rules_notes("nl") == {
        "changed": "De regels van coinche die je gekozen hebt, veranderen dit voorbeeld. De tekst eromheen beschrijft de "
                   "klassieke regels.",
        "cannot": "Met de regels van coinche die je gekozen hebt, kan dit voorbeeld niet voorkomen. Het staat hier "
                  "volgens de klassieke regels.",
        "kept": "Dit voorbeeld volgt niet de regels van coinche die je gekozen hebt, maar de Nederlandse regels voor "
                "twee of drie."}


@pytest.mark.parametrize(("lang", "said"), [
    ("de", "Dieses Arbeitsblatt folgt den Regeln der Spieleseite (BGA); die Datei nennt die klassischen Regeln."),
    ("fr", "Cette fiche suit les règles du site de jeu (BGA)\u00a0; le fichier indique les règles de la belote classique."),
    ("nl", "Dit blad volgt de regels van de spelsite (BGA); het bestand noemt de klassieke regels."),
])
def test_a_handout_under_other_rules_names_both_rule_sets_with_their_article(lang, said, tmp_path, capsys):
    from bs4 import BeautifulSoup

    out = tmp_path / "sheet.html"
    drill = Path(__file__).parents[1] / "exercises" / "sets" / "card-play-drill.yaml"
    assert main(["handout", str(drill), "--lang", lang, "--rules", "bga", "--html",
                 "-o", str(out)]) == 0
    capsys.readouterr()
    assert BeautifulSoup(out.read_text(encoding="utf-8"), "html.parser").select_one(".sheet-note").get_text() == said


RULES_IN_PAGES = {  # page: a sentence of it in each language, with the rule set in its grammar
    "book/card-play": {"de": "Es geht von den klassischen Regeln aus, außer ein Beispiel nennt andere Regeln.",
                       "fr": "Il suit les règles de la belote classique, sauf si un exemple en nomme d’autres.",
                       "nl": "Het gaat uit van de klassieke regels, tenzij een voorbeeld andere regels noemt."},
    "book/declarations": {"de": "Die klassischen Regeln kennen keinen Kontrakt Ohne Trumpf",
                          "fr": "Avec les règles de la belote classique et de la coinche, elle la garde",
                          "nl": "Volgens de klassieke regels en de regels van coinche houdt dat team haar"},
    "book/house-rules": {"de": "Ihre Beispiele gehen von den niederländischen Regeln für zwei oder drei aus",
                         "fr": "Leurs exemples partent des règles néerlandaises à deux ou à trois",
                         "nl": "Hun voorbeelden gaan uit van de Nederlandse regels voor twee of drie",
                         "en": "Their examples start from the Dutch rules for two or three,"},
    "book/small-table": {"de": "Dieses Kapitel folgt den niederländischen Regeln für zwei oder drei, nah am Klaverjas.",
                         "fr": "Ce chapitre suit les règles néerlandaises à deux ou à trois, proches du klaverjas.",
                         "nl": "Dit hoofdstuk volgt de Nederlandse regels voor twee of drie, die dicht bij het "
                               "klaverjassen liggen."},
    "book/variants": {"de": "Die Regeln der Spieleseite (BGA) richten sich nach einer beliebten Spieleseite.",
                      "fr": "Les règles du site de jeu (BGA) reprennent celles d’un site de jeu populaire.",
                      "nl": "De regels van de spelsite (BGA) komen van een populaire spelsite.",
                      "en": "The game-site rules (BGA) follow a popular game site."},
}
RULES_WORKAROUNDS = {  # a rule set's bare name where a sentence needs its article: what the forms replace
    "de": ("Regelsatz „klassisch“", "Regelsatz „niederländische", "Regeln der „Coinche“"),
    "nl": ("regelset ‘klassiek’", "de regels klassiek", "de regels Nederlandse regels"),
    "en": ("rules rules", "(BGA) rules", "two or three rules"),
}


def rendered_text(path):
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")
    for element in soup.select("script, style, svg"):
        element.decompose()
    return re.sub(r"\s+([,.;:])", r"\1", re.sub(r"\s+", " ", soup.get_text(" ")))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_pages_name_rule_sets_with_the_grammar_of_their_sentence(site, lang):
    """The book's ``{rules}`classic:dat``` role, on the built pages: the sentences say "den klassischen Regeln",
    and no page keeps the bare name where the sentence needs its article."""
    for page, sentences in RULES_IN_PAGES.items():
        if lang in sentences:
            assert sentences[lang] in rendered_text(site / lang / f"{page}.html"), (page, lang)
    found = [(path.name, bad) for path in sorted((site / lang).glob("**/*.html"))
             for bad in RULES_WORKAROUNDS.get(lang, ()) if bad in rendered_text(path)]
    found += [(path.name, bad) for preset in PRESETS for path in sorted((site / lang).glob(f"**/*.rules-{preset}.json"))
              for bad in RULES_WORKAROUNDS.get(lang, ()) if bad in swapped_text(path)]
    assert not found


def swapped_text(path):
    """The text of a page's blocks and passages as the reader's rules swap them in (a fragment file)."""
    import json

    from bs4 import BeautifulSoup

    pieces = [piece for entry in json.loads(path.read_text(encoding="utf-8"))["blocks"].values() for piece in entry.values()]
    soup = BeautifulSoup("".join(pieces), "html.parser")
    for element in soup.select("script, style, svg"):
        element.decompose()
    return re.sub(r"\s+([,.;:])", r"\1", re.sub(r"\s+", " ", soup.get_text(" ")))


@pytest.mark.parametrize(("lang", "line"), [("en", "These exercises follow the Dutch rules for two or three."),
                                            ("de", "Diese Übungen folgen den niederländischen Regeln für zwei oder drei."),
                                            ("fr", "Ces exercices suivent les règles néerlandaises à deux ou à trois."),
                                            ("nl", "Deze oefeningen volgen de Nederlandse regels voor twee of drie.")])
def test_a_notebook_under_other_rules_names_them_in_its_sentence(site, lang, line):
    import json

    notebook = json.loads((site / "lite" / "files" / lang / "which-cards-nl23.ipynb").read_text(encoding="utf-8"))
    assert "".join(notebook["cells"][1]["source"]) == line


NAMES_IN_PAGES = {  # the issue's findings on the built pages: a card, a team and a bid in their sentence's grammar
    ("de", "book/intro"): "Wenn ein Bild sagt, dass du den Herz-Buben spielen darfst,",
    ("de", "book/dealing-and-bidding"): "Mit der Herz-Acht statt der Neun sind es etwa",
    ("de", "book/declarations"): "Das Team Nord-Süd bekommt alle seine Meldungen:",
    ("de", "book/scoring"): "Beste Meldung: Nord-Süd; ihre Meldungen zählen",
    ("nl", "book/small-table"): "Hoogste roem: Zuid. Alleen zijn roem telt;",
    ("nl", "book/declarations"): "Het team Noord-Zuid scoort al zijn meldingen:",
    ("nl", "book/intro"): "Als een diagram zegt dat je de hartenboer mag spelen,",
    ("fr", "book/dealing-and-bidding"): "Sud a le valet de cœur, le neuf de cœur, l’as de pique, le sept de pique",
    ("fr", "book/exercises"): "À combien enchéris-tu ?",  # (a no-break space, read as a space)
}


@pytest.mark.parametrize(("lang", "page"), sorted(NAMES_IN_PAGES))
def test_pages_give_cards_and_teams_the_grammar_of_their_sentence(site, lang, page):
    assert NAMES_IN_PAGES[lang, page] in rendered_text(site / lang / f"{page}.html")


COUNTED_WRONG = re.compile(r"(?<![\d.,])1 (kaarten|punten|slagen|oefeningen|cartes|points|plis|exercices|Karten|Punkte|"
                           r"Stiche|Übungen)\b|(?<![\d.,])0 (cartes|points|plis)\b")


@pytest.mark.parametrize("lang", ("nl", "fr", "de"))
def test_no_page_counts_one_in_the_plural(site, lang):
    """"1 kaarten", "1 cartes", "1 Karten" (the issue's finding); French puts 0 in the singular too."""
    found = [(path.name, match.group()) for path in sorted((site / lang).glob("**/*.html"))
             for match in COUNTED_WRONG.finditer(rendered_text(path))]
    assert not found
    assert COUNTED_WRONG.search("Sie zählt 1 Punkte.") and not COUNTED_WRONG.search("11 Punkte, 2,1 Punkte, 1 Punkt")


@pytest.mark.parametrize(("lang", "words"), [("de", "(erfüllt: Nord-Süd 230, Ost-West 50)"),
                                             ("fr", "(rempli\u00a0: Nord-Sud 230, Est-Ouest 50)"),
                                             ("nl", "(gehaald: Noord-Zuid 230, Oost-West 50)")])
def test_the_commands_outcome_words_are_in_the_teachers_language(lang, words, capsys):
    """``check --answers`` gives a deal's outcome as the lesson writes it, then in words: "made 230 50 (erfüllt: …)",
    not "made 95 67" alone."""
    lesson = Path(__file__).parents[1] / "exercises" / "sets" / "lesson-coinche-scoring.yaml"
    assert main(["check", "--answers", "--lang", lang, str(lesson)]) == 0
    assert f"{lesson}:41: deal-score: made 230 50 {words}" in capsys.readouterr().out.splitlines()


@pytest.mark.parametrize(("lang", "verb"), [("fr", "Sud dit\u00a0: "), ("nl", "Zuid zegt: "), ("de", "Süd sagt an: ")])
def test_a_calls_answer_says_the_call_not_a_declaration(lang, verb):
    """The answer of take-or-pass and how-high names a call (French une enchère: "Sud dit : je passe", never
    "Sud annonce", which is a declaration's verb)."""
    from belote_teach.exercises.bid_height import HowHigh
    from belote_teach.exercises.bidding_choice import TakeOrPass

    assert HowHigh.make("", dealer="W", rules="coinche", hand="JH 9H 8H AS 7S 8D 9C 7C").answer_text(lang).startswith(verb)
    assert TakeOrPass.make(dealer="W", hand="JH 9H AS 7S 8D", turned="7H").answer_text(lang).startswith(verb)


def test_a_cards_verdict_agrees_with_carte_in_french():
    """A card's verdict qualifies *carte*, feminine: "Huit de trèfle : interdite", never "interdit", in the
    which-card block, a which-cards exercise's reason and the play page (a French feminine adjective ends in -e)."""
    figure = BeautifulSoup(which_card("7H 8C KD", "N:AS W:JH", trump="H", lang="fr").html(), "html.parser")
    words = {verdict.strong.get_text(): verdict.get_text() for verdict in figure.select(".belote-verdict")}
    assert len(words) == 2  # allowed and forbidden
    wrong = which_cards("7H JH 8C", "N:AS W:9H").check("7H JH").messages("fr")[0]
    words[wrong.split("\u00a0: ")[1].split(".")[0]] = wrong
    words[LABELS["forbidden"]("fr")] = "play page"
    assert all(word.endswith("e") for word in words), words
