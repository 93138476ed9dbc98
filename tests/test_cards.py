"""Cards: parsing, canonical text, the deck, localized names."""

import pytest

from belote_teach import DECK, Card, InvalidInput, Rank, Suit, parse_card, parse_cards


@pytest.mark.parametrize("text", ["JH", "jh", "J♥", "j♥", " JH "])
def test_jack_of_hearts_in_every_spelling(text):
    assert parse_card(text) == Card(Suit.HEARTS, Rank.JACK)


@pytest.mark.parametrize("text", ["10D", "TD", "td", "10♦", "T♦"])
def test_ten_accepts_t(text):
    card = parse_card(text)
    assert str(card) == "10D" and card.rank is Rank.TEN


def test_canonical_text_round_trips_for_the_whole_deck():
    assert len(DECK) == 32 and len(set(DECK)) == 32
    assert [parse_card(str(card)) for card in DECK] == list(DECK)
    assert sorted(card.index for card in DECK) == list(range(32))


@pytest.mark.parametrize("text", ["1S", "6H", "JX", "", "JHH", "10", "♥J", "AS,"])
def test_unknown_tokens_are_refused_with_the_token_named(text):
    with pytest.raises(InvalidInput, match="unknown card"):
        parse_card(text)


def test_parse_cards_splits_on_spaces_and_commas():
    assert [str(c) for c in parse_cards("JH,9h  T♠ ,7c")] == ["JH", "9H", "10S", "7C"]
    assert parse_cards(["JH", parse_card("9H")]) == parse_cards("JH 9H")
    with pytest.raises(InvalidInput, match="'XX'"):
        parse_cards("JH XX")


@pytest.mark.parametrize(
    ("card", "lang", "name"),
    [
        ("JH", "en", "jack of hearts"), ("JH", "nl", "hartenboer"), ("JH", "fr", "valet de cœur"),
        ("JH", "de", "Herz-Bube"), ("AS", "nl", "schoppenaas"), ("QC", "fr", "dame de trèfle"),
        ("KD", "de", "Karo-König"), ("9C", "nl", "klavernegen"), ("10D", "fr", "dix de carreau"),
        ("7S", "de", "Pik-Sieben"),
    ],
)
def test_localized_card_names_use_the_games_words(card, lang, name):
    assert parse_card(card).name(lang) == name


def test_every_card_has_a_distinct_name_in_every_language():
    for lang in ("en", "nl", "fr", "de"):
        assert len({card.name(lang) for card in DECK}) == 32


@pytest.mark.parametrize(("lang", "letters"), [("en", "JQKA"), ("fr", "VDRA"), ("nl", "BVHA"), ("de", "BDKA")])
def test_corner_letters_follow_rules_md(lang, letters):
    ranks = (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
    assert "".join(rank.letter(lang) for rank in ranks) == letters
