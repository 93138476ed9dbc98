"""Cards, hands and tricks draw themselves as accessible SVG."""

import xml.etree.ElementTree as ET

import pytest

from belote_teach import DECK, Hand, Trick, parse_card
from belote_teach.render.svg import card_svg

NS = {"svg": "http://www.w3.org/2000/svg"}


@pytest.mark.parametrize("lang", ["en", "nl", "fr", "de"])
def test_every_card_is_valid_svg_with_a_localized_text_alternative(lang):
    for card in DECK:
        root = ET.fromstring(card_svg(card, lang))
        assert root.get("role") == "img" and root.get("aria-label") == card.name(lang)
        assert root.find("svg:title", NS).text == card.name(lang)


def test_cards_are_60_px_wide_by_default_and_scale():
    root = ET.fromstring(card_svg(parse_card("JH")))
    assert root.get("width") == "60" and root.get("viewBox") == "0 0 60 84"
    assert ET.fromstring(card_svg(parse_card("JH"), width=120)).get("width") == "120"


def test_suits_differ_in_shape_not_only_in_colour():
    shapes = {}
    for card in ("AS", "AH", "AD", "AC"):
        root = ET.fromstring(card_svg(parse_card(card)))
        shapes[card] = "".join(ET.tostring(e, encoding="unicode") for e in root.iter() if e.tag.endswith("path"))
    assert len(set(shapes.values())) == 4


def test_four_colour_deck_gives_each_suit_its_colour():
    def fill(card, four):
        return ET.fromstring(card_svg(parse_card(card), four_colour=four)).find("svg:g", NS).get("fill")

    assert len({fill(c, True) for c in ("AS", "AH", "AD", "AC")}) == 4
    assert len({fill(c, False) for c in ("AS", "AH", "AD", "AC")}) == 2


def test_hand_and_trick_draw_themselves_in_notebooks():
    hand = ET.fromstring(Hand.parse("JH 9H AS")._repr_svg_())
    assert hand.get("aria-label") == "Hand: jack of hearts, nine of hearts, ace of spades"
    assert len(hand.findall("svg:g", NS)) == 3
    trick = ET.fromstring(Trick.parse("W:AS S:8S").svg("fr"))
    assert trick.get("aria-label") == "Pli\u00a0: Ouest\u00a0: as de pique\u00a0; Sud\u00a0: huit de pique"
    assert parse_card("QS")._repr_svg_().startswith("<svg")
