"""Bad input raises InvalidInput (a ValueError) whose message names the problem."""

import pytest

from belote_teach import InvalidInput, Rules, explain_play, legal_cards, trick_points, trick_winner

BAD_POSITIONS = [
    ({"hand": "JH QX", "trick": ""}, r"unknown card 'QX'"),
    ({"hand": "JH JH", "trick": ""}, r"card JH is twice in the hand"),
    ({"hand": "JH 9H", "trick": "N:AS W:AS"}, r"card AS is twice in the trick"),
    ({"hand": "JH AS", "trick": "N:AS"}, r"card AS is both in the hand and in the trick"),
    ({"hand": "JH", "trick": "N:AS N:7S"}, r"seat N plays twice in the trick"),
    ({"hand": "JH", "trick": "N:AS W:7S", "player": "W"}, r"seat W has already played"),
    ({"hand": "JH", "trick": "N:AS W:7S S:8S E:9S"}, r"four cards already complete a trick"),
    ({"hand": "JH", "trick": "N:AS", "rules": "clasic"}, r"unknown rules preset 'clasic'"),
    ({"hand": "JH", "trick": "", "trump": "Z"}, r"unknown trump 'Z'"),
    ({"hand": "JH", "trick": "Q:AS"}, r"unknown seat 'Q'"),
    ({"hand": "JH", "trick": "NAS"}, r"expected SEAT:CARD"),
    ({"hand": "", "trick": ""}, r"the hand is empty"),
    ({"hand": "JH", "trick": "N:AS S:7S"}, r"S cannot play right after N"),
    ({"hand": "JH", "trick": "N:AS", "player": "S"}, r"S cannot play right after N"),
]


@pytest.mark.parametrize(("arguments", "message"), BAD_POSITIONS)
@pytest.mark.parametrize("function", [legal_cards, explain_play])
def test_bad_positions_name_the_problem(function, arguments, message):
    arguments = {"trump": "H", **arguments}
    with pytest.raises(InvalidInput, match=message) as error:
        function(**arguments)
    assert isinstance(error.value, ValueError)


def test_trick_functions_refuse_bad_tricks():
    with pytest.raises(InvalidInput, match="at most four"):
        trick_points("N:AS W:7S S:8S E:9S N:10S", trump="H")
    with pytest.raises(InvalidInput, match="the trick is empty"):
        trick_winner("", trump="H")
    with pytest.raises(InvalidInput, match="unknown rules preset"):
        trick_winner("N:AS", trump="H", rules="nope")


def test_rules_refuse_unknown_switches_and_values():
    with pytest.raises(InvalidInput, match="unknown rule switch 'undertrumps'"):
        Rules().replace(undertrumps="discard")
    with pytest.raises(InvalidInput, match="undertrump = 'sometimes' is not allowed: expected one of required, discard"):
        Rules(undertrump="sometimes")
    with pytest.raises(InvalidInput, match="match_target"):
        Rules(match_target=0)


def test_unknown_language():
    verdict = explain_play("JH", "", trump="H")[0]
    with pytest.raises(InvalidInput, match="unknown language 'es'"):
        verdict.message("es")
