"""Names inserted into sentences take their grammar, counts their plural: checked in what the engine and
the command print (not in catalog text), and every form a translation asks is one the engine knows."""

import re
import string

import pytest

from belote_teach.cards import DECK, card_names, parse_card, parse_cards
from belote_teach.cli import main
from belote_teach.deal import Deal
from belote_teach.errors import IllegalPlay
from belote_teach.exercises.card_value import CardValue
from belote_teach.exercises.play import TrickPoints, WhichCards
from belote_teach.i18n import GRAMMAR, LANGUAGES, filled
from belote_teach.publish.catalogs import TRANSLATED, declared_messages, forms, read_catalog
from belote_teach.render.handout_html import marks_text

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
