"""One rules text, ``classic+undertrump=discard``, is read the same way by every entry point."""

import json

from belote_teach import Deal, Game, Match, cli
from belote_teach.exercises.sets import parse_set
from belote_teach.play import legal_cards
from belote_teach.rules import Rules

TEXT = "classic+undertrump=discard"
EXPECTED = Rules.parse(TEXT)
# West trumped with the jack; South has no spades and only a lower trump: he may discard only under this switch
POSITION = {"hand": "8H 8C", "trick": "N:7S W:JH", "trump": "H", "player": "S"}


def test_the_switch_matters_in_the_position():
    assert [str(c) for c in legal_cards(**POSITION, rules="classic")] == ["8H"]
    assert [str(c) for c in legal_cards(**POSITION, rules=EXPECTED)] == ["8H", "8C"]


def test_legal_cards_reads_the_text():
    assert legal_cards(**POSITION, rules=TEXT) == legal_cards(**POSITION, rules=EXPECTED)


def test_game_reads_the_text():
    assert Game(TEXT).rules == EXPECTED and Game(TEXT) == Game(EXPECTED)


def test_deal_new_reads_the_text():
    assert Deal.new(TEXT, rng=1).rules == EXPECTED


def test_match_reads_the_text():
    assert Match(TEXT, rng=1).game.rules == EXPECTED


def test_a_sets_preset_reads_the_text():
    lesson = parse_set(f"title: T\npreset: {TEXT}\nexercises:\n  - kind: which-cards\n    trump: H\n"
                       "    trick: 'N:7S W:JH'\n    hand: 8H 8C\n    player: S\n    expect: 8H 8C\n", "t.yaml")
    assert lesson.entries[0].exercise.rules == EXPECTED


def test_the_command_lines_rules_option_reads_the_text(tmp_path, capsys):
    path = tmp_path / "t.yaml"
    path.write_text("title: T\npreset: classic\nexercises:\n  - kind: which-cards\n    trump: H\n"
                    "    trick: 'N:7S W:JH'\n    hand: 8H 8C\n    player: S\n", encoding="utf-8")
    assert cli.main(["check", "--json", "--rules", TEXT, str(path)]) == 0
    document = json.loads(capsys.readouterr().out)
    exercise = document["files"][0]["exercises"][0]
    assert Rules.coerce(exercise["rules"]) == EXPECTED and exercise["answer"] == "8H 8C"


def test_the_which_card_directive_reads_the_text(tmp_path):
    from tests.test_sphinxext import build

    page = f"# T\n\n:::{{which-card}}\n:rules: {TEXT}\n:trump: H\n:trick: N:7S W:JH\n:hand: 8H 8C\n:expect: 8H 8C\n:::\n"
    status, output, html = build(tmp_path, page)
    assert status == 0, output
    assert f'data-rules="{TEXT}"' in html and 'data-card="8C" data-legal="true"' in html
