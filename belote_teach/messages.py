"""Messages of the teachers' tools that guard against bad and hostile input: every problem of a
lesson file (``file:line: what is wrong and what is expected``) and what the command refuses to
write to, in one place.

The problems of a lesson are ``Msg`` entries, spoken in the language ``problems_in`` chooses
(``belote-teach check --lang fr``), English otherwise; ``say`` renders one. That language is the
engine's one ambient language (``i18n.speaking``): the engine's refusals a lesson meets most (an
unknown card, trump, seat, preset …) are declared beside the code that raises them and rendered
with ``i18n.say`` in it; its other refusals quoted in a problem stay English.

>>> say(TOO_DEEP, limit=6)
'nested more than 6 levels deep: a lesson needs lists and mappings only a few levels deep'
>>> with problems_in("fr"):
...     say(UTF16)
'texte UTF-16\xa0: enregistre le fichier en UTF-8'
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from .i18n import Msg, default_language, naming, say, speaking

__all__ = ["card_word", "language", "notation_in", "problems_in", "say", "seat_word", "shown"]

_NOTATION: ContextVar[str] = ContextVar("problem_notation", default="en")


def language() -> str:
    """The language of the problems being written: the ambient language (``problems_in``)."""
    return default_language()


SEAT_FIELDS = frozenset({"seat", "previous", "expected"})
"""The fields of a message that quote one seat (``order`` quotes several: ``N → W → S → E``)."""


@contextmanager
def notation_in(notation: str) -> Iterator[None]:
    """Name the cards and seats of the problems written inside the block in ``notation`` (a lesson's
    ``cards``), the engine's refusals quoted in them included (``i18n.naming``).

    >>> from .cards import distinct_mask, parse_cards
    >>> with problems_in("fr"), notation_in("fr"):
    ...     distinct_mask(parse_cards("JS JS"))
    Traceback (most recent call last):
    ...
    belote_teach.errors.InvalidInput: la carte V♠ est donnée deux fois
    """
    token = _NOTATION.set(notation)
    try:
        with naming(_lesson_names):
            yield
    finally:
        _NOTATION.reset(token)


def _lesson_names(field: str, value: object) -> object:
    """A card or seat quoted in a problem, as the lesson names it (``card_word``, ``seat_word``)."""
    from .cards import Card
    from .seats import SEATS

    if isinstance(value, Card):
        return card_word(value)
    if field in SEAT_FIELDS and value in SEATS:
        return seat_word(str(value))
    if field == "order" and isinstance(value, str):
        return " → ".join(seat_word(seat) if seat in SEATS else seat for seat in value.split(" → "))
    return value


def refusal(error: Exception) -> str:
    """An engine refusal quoted in a problem, in the problems' language: an ``IllegalPlay`` (a card or
    call the rules forbid) carries its reason in every language; the others are worded when raised."""
    from .errors import IllegalPlay

    return error.message(language()) if isinstance(error, IllegalPlay) else str(error)


_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")


def shown(text: str) -> str:
    r"""``text`` with control characters, odd line breaks and text-direction marks escaped, for a terminal
    (a file name or a lesson's value quoted in a problem).

    >>> print(shown("lesson\x1b[31m\n.yaml"))
    lesson\x1b[31m\n.yaml
    """
    return _CONTROL.sub(lambda match: match.group().encode("unicode_escape").decode("ascii"), text)


def seat_word(seat: str) -> str:
    """A seat in a problem: its letter in English (``W``), its name in the other languages
    (``Ouest``), and in English too when the lesson writes in another notation (``West``).

    >>> with problems_in("fr"):
    ...     seat_word("W")
    'Ouest'
    >>> seat_word("W")
    'W'
    """
    if language() == "en" and _NOTATION.get() == "en":
        return seat
    from .seats import seat_name

    return seat_name(seat, language())  # type: ignore[arg-type]


def card_word(card: object) -> str:
    """A card in a problem: as the lesson writes it (``cards:``), else as the problems' language
    does (``7♠`` in French, ``7S`` in English).

    >>> from .cards import parse_card
    >>> with problems_in("de"):
    ...     card_word(parse_card("JS"))
    'B♠'
    >>> card_word(parse_card("JS"))
    'JS'
    """
    from .spelling import spelling

    notation = _NOTATION.get()
    return spelling(notation if notation != "en" else language()).card(card)  # type: ignore[arg-type]


@contextmanager
def problems_in(lang: str) -> Iterator[None]:
    """Write the problems of the lessons read inside the block in ``lang``: the engine's one ambient
    language (``i18n.speaking``), cards and seats named as ``card_word`` and ``seat_word`` say."""
    with speaking(lang), naming(_lesson_names):
        yield


_L = "lesson"
# ----- reading a lesson file -----
TOO_BIG = Msg(_L, "the file is {size} bytes: a lesson is at most {limit} bytes; split it into several files")
NOT_A_FILE = Msg(_L, "{what}, not a regular file: expected the path of an exercise-set file (.yaml)",
                 "what: a symbolic link, a named pipe, …")
UTF16 = Msg(_L, "UTF-16 text: save the file as UTF-8")
BAD_CHARACTER = Msg(_L, "column {column}: {what} (U+{code:04X}): remove it; a lesson is plain text",
                    "what: a control character, …")
BAD_ESCAPE = Msg(_L, "{what} (U+{code:04X}) written as an escape in a quoted value: remove it; a lesson is plain text")
CHARACTER_KINDS = {
    "control": Msg(_L, "a control character"),
    "break": Msg(_L, "a line break other than \\n or \\r\\n"),
    "bidi": Msg(_L, "an invisible text-direction mark"),
    "bom": Msg(_L, "a byte-order mark away from the file's start"),
    "noncharacter": Msg(_L, "a non-character"),
    "surrogate": Msg(_L, "half of a UTF-16 surrogate pair, which is not a character"),
}
SURROGATE_ESCAPE = Msg(_L, "\\u{code:04x} written as an escape in a quoted value is half of a UTF-16 surrogate pair, "
                           "not a character: write the character itself (😀, or \"\\U0001F600\", not "
                           "\"\\ud83d\\ude00\"), or remove it")
BEYOND_UNICODE = Msg(_L, "an escape in a quoted value beyond U+10FFFF, the last code point of Unicode: write the "
                         "character itself, or remove the escape")
ALIAS = Msg(_L, "an alias (*{name}): write the value out in full; a lesson uses no anchors or aliases")
ANCHOR = Msg(_L, "an anchor (&{name}): remove it; a lesson uses no anchors or aliases")
TAG = Msg(_L, "a tag ({tag}): remove it; a lesson uses plain values, lists and mappings")
NESTED_FLOW = Msg(_L, "a list or mapping in brackets inside another: write the outer one as an indented block "
                      "(one '- item' or 'key: value' a line)")
TOO_DEEP = Msg(_L, "nested more than {limit} levels deep: a lesson needs lists and mappings only a few levels deep")
BRACKETS = Msg(_L, "brackets nested more than {limit} deep: a lesson needs at most one level of [ ] or {{ }}")
TOO_MANY_ITEMS = Msg(_L, "more than {limit} entries in one list or mapping: a lesson needs far fewer; split it")
TOO_MANY_EXERCISES = Msg(_L, "exercises: more than {limit} exercises: split the lesson into several files")
TOO_MANY_OF_KIND = Msg(_L, "more than {limit} {kind} exercises in one file: each is solved by a search that takes up "
                           "to a few seconds; split the lesson into several files", "kind: an exercise kind, best-card")
TOO_LONG = Msg(_L, "a value of {length} characters: at most {limit}; shorten it")
NOT_ASCII_DIGITS = Msg(_L, "{what}: {text} is written with digits other than 0-9: write the number with 0-9",
                       "what: a key of the lesson (seed, level…), kept as written")
TOO_MANY_DIGITS = Msg(_L, "{what}: a number of {digits} digits: at most {limit} digits")
NO_SUCH_FILE = Msg(_L, "no such file: expected the path of an exercise-set file (.yaml)")
A_FOLDER = Msg(_L, "a folder, not a file: expected the path of an exercise-set file (.yaml)")
PERMISSION = Msg(_L, "cannot read the file: permission denied")
CANNOT_READ = Msg(_L, "cannot read the file: {reason}", "the reason is the system's, in English")
NOT_UTF8 = Msg(_L, "not UTF-8 text (byte 0x{byte:02x}): save the file as UTF-8")
NOT_YAML = Msg(_L, "not valid YAML: {problem}", "the problem is PyYAML's, in English")
COLON_IN_TEXT = Msg(_L, "{key}: a colon followed by a space inside a text starts a new key for YAML: put the text in "
                        "quotes: {fixed}", "key: a key of the lesson (title…); fixed: the line written right, keep it")
COLON_IN_TEXT_ANYWHERE = Msg(_L, "a colon followed by a space inside a text starts a new key for YAML: put the text "
                                 "in quotes (\"…\")")
TWO_DOCUMENTS = Msg(_L, "a second document starts here (after a line '---'): a lesson file holds one; remove the line and "
                          "what follows it, or put it in a file of its own")
TAB = Msg(_L, "a tab character: indent with spaces, never with tabs")
UNCLOSED_QUOTE = Msg(_L, "a text in quotes that is never closed: end it with the same quote mark on this line")
BAD_START = Msg(_L, "{key}: a text cannot start with {char} in YAML: put it in quotes: {fixed}",
                "char: the character, such as @ or *; fixed: the line written right, keep it")
QUOTE_INSIDE = Msg(_L, "{key}: a quote mark inside a text in the same quotes ends it early: write it {fixed}",
                   "fixed: the line written right, keep it")
UNCLOSED_BRACKET = Msg(_L, "a list in brackets that is not closed on its line ([ … ]), or that holds a colon: close "
                           "it, and put a text holding ': ' in quotes")
INDENTATION = Msg(_L, "the indentation does not line up: start the keys of one exercise (or one mapping) in the same "
                      "column, and each '- ' of a list too, with spaces")
LESSON_FILE_KINDS = {
    "link": Msg(_L, "a symbolic link"),
    "fifo": Msg(_L, "a named pipe (FIFO)"),
    "char": Msg(_L, "a character device"),
    "block": Msg(_L, "a block device"),
    "socket": Msg(_L, "a socket"),
    "other": Msg(_L, "a special file"),
}
"""What a path that is not a regular file is, in ``NOT_A_FILE`` and an output's ``OUTPUT_KIND``."""

# ----- the shape of a lesson (keys and values are quoted as written: {what} is a key such as 'title') -----
NOT_MAPPING = Msg(_L, "{what} must be a mapping of keys to values (key: value)",
                  "what: a key, or 'an exercise set' / 'an exercise' (SET_WHAT, EXERCISE_WHAT)")
SET_WHAT = Msg(_L, "an exercise set")
EXERCISE_WHAT = Msg(_L, "an exercise")
PLAIN_KEY = Msg(_L, "{what}: a key must be a plain word")
KEY_TWICE = Msg(_L, "{what}: {key} is given twice (first on line {line})")
ANY_KEY_TWICE = Msg(_L, "{key} is given twice: give each key once")
SINGLE_VALUE = Msg(_L, "{what}: expected a single value")
EMPTY_TEXT = Msg(_L, "{what}: empty: expected a text, or one per language ({languages})")
UNKNOWN_TEXT_LANGUAGE = Msg(_L, "{what}: unknown language {lang}: expected one of {languages}")
EMPTY_IN_LANGUAGE = Msg(_L, "{what}: {lang}: empty: expected the text in this language")
MISSING_LANGUAGES = Msg(_L, "{what}: no text in {missing}: give one for every language of the set ({languages}), "
                            "or a single text for all")
NOT_WHOLE = Msg(_L, "{what}: expected a whole number from 0 up, not {text}")
EMPTY_FILE = Msg(_L, "the file is empty: expected title, preset, languages and exercises")
KEYED = Msg(_L, "{key}: {error}", "key: a key of the lesson (trick, hands: N…); error: what the engine refused")
UNKNOWN_KEY = Msg(_L, "unknown key {key}: expected one of {keys}")
NEEDS_TITLE = Msg(_L, "the set needs a title: add 'title: …'")
NEEDS_EXERCISES = Msg(_L, "the set needs exercises: add 'exercises:' and a list of exercises")
NO_EXERCISES = Msg(_L, "no exercises: expected a list of exercises, each starting with '- kind: …'")
NO_LANGUAGES = Msg(_L, "languages: empty: expected at least one of {languages}")
UNKNOWN_LANGUAGE = Msg(_L, "unknown language {lang}: expected one of {languages}")
UNKNOWN_NOTATION = Msg(_L, "cards: unknown notation {notation}: expected one of {notations} (the language the cards, "
                           "seats and teams are written in)")
LANGUAGE_TWICE = Msg(_L, "languages: {lang} is given twice: list each language once")
NOT_A_LIST = Msg(_L, "exercises: expected a list of exercises, each starting with '- kind: …'")
NEEDS_KIND = Msg(_L, "the exercise needs a kind: add 'kind: …', one of {kinds}")
UNKNOWN_KIND = Msg(_L, "unknown kind {kind}: expected one of {kinds}")
UNKNOWN_KIND_KEY = Msg(_L, "unknown key {key} for a {kind} exercise: expected one of {keys}")
LEVEL_WITHOUT_SEED = Msg(_L, "level: only a generated exercise has a level: add a seed, or remove it")
NEEDS_KEY = Msg(_L, "the {kind} exercise needs {key}")
SEED_AND_POSITION = Msg(_L, "{key}: a generated exercise (with a seed) takes no position: remove the seed, or the "
                            "position")
BAD_LEVEL = Msg(_L, "level {level}: expected 1, 2 or 3")
TOO_MANY_MARKS = Msg(_L, "marks: {marks}: an exercise is worth at most {limit} marks")
WRONG_EXPECT = Msg(_L, "expected {key} but {finder} {answer}: {reasons}",
                   "key, answer: answers as a lesson writes them (or NOTHING); finder: FINDS")
UNDER_RULES = Msg(_L, "under {rules}, {message}", "a note: rules is a preset such as coinche")
NOTHING = Msg(_L, "nothing", "no answer")
FINDS = {
    "the engine's answer is": Msg(_L, "the engine's answer is"),
    "the engine allows": Msg(_L, "the engine allows"),
    "the solver finds": Msg(_L, "the solver finds"),
    "the hand evaluation advises": Msg(_L, "the hand evaluation advises"),
}
"""What finds the answer of each kind (``Kind.finds``), in ``WRONG_EXPECT``."""
EXPECT_HINTS = {
    "not-last-trick": Msg(_L, "If it is the deal's last trick, say so: add 'last-trick: true' to the exercise."),
}
"""What to change in the lesson when a teacher's ``expect`` makes a known mistake (by the mistake's rule)."""

# ----- positions -----
SEAT_TWICE = Msg(_L, "hands: seat {seat} is given twice")
HAND_TOO_BIG = Msg(_L, "hands: {seat} holds {count} cards: a hand has at most {most}", "most: HAND_WORDS")
HAND_WORDS = {8: Msg(_L, "eight", "cards in a hand"), 9: Msg(_L, "nine", "cards in a hand")}
TOO_MANY_CARDS = Msg(_L, "the exercise holds {total} cards: a pack has only 32")
CARD_TWICE = Msg(_L, "{error}: each card is in the pack once", "error: the engine's own words, in English")
HAND_SIZES = Msg(_L, "hands: wrong hand sizes ({sizes}): at the start of a trick every player holds the same number "
                     "of cards")
MISSING_HANDS = Msg(_L, "hands: give the hand of {seats} too (the seats in the trick and the player)")
NOT_IN_HAND = Msg(_L, "trick: {seat} plays the {card}, which is not in {seat}'s hand {hand}")
IMPOSSIBLE_TRICK = Msg(_L, "trick: an impossible trick under {rules}: {seat} may not play the {card} ({reason})")
UNKNOWN_TEAM = Msg(_L, "{key}: unknown team {team}: expected NS or EW")
SAME_POINTS = Msg(_L, "every card South may play ({count}) ends with the same card points ({points}): a puzzle needs a "
                      "best card; play on to a position where the choice matters")
EVERY_CARD_MAKES = Msg(_L, "every card South may play makes the contract: a puzzle needs a best card; ask for the most "
                           "points (goal: points), or play on to a position where the choice matters")
EVERY_CARD_BEATS = Msg(_L, "every card South may play beats the contract: a puzzle needs a best card; ask for the most "
                           "points (goal: points), or play on to a position where the choice matters")

# ----- the engine's checks of an exercise (raised by the exercise kinds, said in the problems' language) -----
NOT_IN_THE_HAND = Msg(_L, "{cards} not in the hand {hand}", "an expected answer names cards the player does not hold")
CARDS_EXPECTED = Msg(_L, "a which-cards answer is a list of cards, not {value}")
POINTS_EXPECTED = Msg(_L, "a number of points is a whole number, not {value}")
TRICK_SIZE = Msg(_L, "a complete trick has {players} cards, not {count}: {trick}",
                 "players: PLAYER_WORDS; trick: the cards given, or NOTHING")
TRICK_SIZE_KEY = Msg(_L, "trick: a complete trick has {players} cards, not {count}", "players: PLAYER_WORDS")
PLAYER_WORDS = {2: Msg(_L, "two", "cards in a trick, players at a table"), 3: Msg(_L, "three", "cards in a trick"),
                4: Msg(_L, "four", "cards in a trick")}
NEEDS_HAND = Msg(_L, "the which-cards exercise needs 'hand' (the player's cards) or 'hands' (every seat's)",
                 "keep 'hand' and 'hands': keys of the lesson")
ALREADY_PLAYED = Msg(_L, "player: seat {seat} has already played to this trick")
NOT_THAT_HAND = Msg(_L, "hand: {hand} is not {seat}'s hand in 'hands' ({held})", "keep 'hands': a key of the lesson")
HAND_SIZE = Msg(_L, "hand: {count} cards: a hand has at most {most}", "most: HAND_WORDS")
LAST_TRICK_BOOL = Msg(_L, "last-trick: expected true or false", "keep last-trick, true and false: words of the lesson")
LAST_TRICK_VALUE = Msg(_L, "last-trick is true or false, not {value}", "keep last-trick, true and false: words of the lesson")
NO_CARD_FROM = Msg(_L, "{seat} has no card in the trick")
HOLDS_TOO_MANY = Msg(_L, "{seat} holds {count} cards: a hand has at most {most}", "most: HAND_WORDS")
NEEDS_TAKER = Msg(_L, "under equal_sequence_tie = taker_team the exercise needs the taker",
                  "keep equal_sequence_tie = taker_team: a rule switch as a lesson writes it")
NEEDS_TAKER_KEY = Msg(_L, "under equal_sequence_tie = taker_team the exercise needs 'taker'",
                      "keep equal_sequence_tie = taker_team and 'taker': what a lesson writes")
DECLARATIONS_EXPECTED = Msg(_L, "a declarations answer is a team and its points (NS 20, EW 50) or none, not {value}",
                            "keep NS, EW and none: what a lesson writes")
TEAM_EXPECTED = Msg(_L, "{what}: unknown team {team}, expected NS or EW")
WHOLE_POINTS = Msg(_L, "{what}: points are whole numbers from 0 up, not {value}")
CARD_POINTS_TOTAL = Msg(_L, "card points {ns} + {ew} = {sum}: the two teams' card points add up to {total}")
CAPOT_TEAM = Msg(_L, "capot: expected NS or EW, not {value}", "keep capot, NS and EW: what a lesson writes")
CAPOT_POINTS = Msg(_L, "capot {team}: a team that wins every trick has all {total} card points")
ONE_TEAM_DECLARES = Msg(_L, "declarations: only one team scores declarations (the one with the best)")
BELOTE_POINTS = Msg(_L, "belote: 20 for each king and queen of trumps in one hand, at most {most} in {mode}, not {ns} "
                        "and {ew}", "mode: hearts, no trumps …")
CLASSIC_NO_BID = Msg(_L, "a classic contract has no bid and no multiplier: bids for points and the coinche belong to "
                         "the coinche auction")
BID_EXPECTED = Msg(_L, "bid {bid}: expected one of {bids}")
MULTIPLIER_EXPECTED = Msg(_L, "multiplier {value}: expected one of {values}")
GENERALE_TEAMS = Msg(_L, "a generale cannot be scored from team points: it needs the tricks of each player")
DEAL_SCORE_EXPECTED = Msg(_L, "a deal-score answer is an outcome ({outcomes}) and the two scores, North–South then "
                              "East–West, e.g. 'made 95 87', not {value}",
                          "keep the outcomes and 'made 95 87' as they are: what a lesson writes")
TRICKS_SMALL_ONLY = Msg(_L, "tricks: only a deal of two or three players gives each player's tricks")
CAPOT_EXPECTED = Msg(_L, "capot: expected the team that won every trick, NS or EW, not {value}")
BID_NEEDED = Msg(_L, "a contract under {rules} needs its 'bid': 80 … 160 or capot", "keep 'bid' and capot: what a lesson writes")
CALLS_PROBLEM = Msg(_L, "calls: {error}", "error: what the engine refused")
TURNED_PROBLEM = Msg(_L, "turned: {error}", "error: what the engine refused")
UNDER_RULES_PROBLEM = Msg(_L, "{error} under {rules}", "error: what the engine refused; rules: a preset")
CLASSIC_NEEDS_TURNED = Msg(_L, "the classic auction needs the turned card ('turned')", "keep 'turned': a key of the lesson")
COINCHE_NO_TURNED = Msg(_L, "the coinche auction has no turned card: remove 'turned' ({card})")
CALL_AFTER_END = Msg(_L, "call {number} ({call}): the auction is already over")
CALL_REFUSED = Msg(_L, "call {number}: {error}", "error: what the engine refused")
NOBODY_TO_SPEAK = Msg(_L, "the auction is over after these calls: nobody is left to speak")
BID_ANSWER_EXPECTED = Msg(_L, "a bid answer is a list of calls (take, pass, 90 S), not {value}",
                          "keep take, pass and 90 S: what a lesson writes")
NOT_OFFERED = Msg(_L, "{calls}: not among the calls offered ({offered})")
HEIGHTS_IN_COINCHE = Msg(_L, "{kind} exercises are for the coinche auction, where bids have a height: {rules} has the "
                              "classic auction; choose a preset such as coinche or contree",
                         "kind: an exercise kind (how-high); rules: a preset; keep coinche and contree: presets")
NO_BID_LEFT = Msg(_L, "after these calls nobody may bid any more: a how-high exercise needs a bid to choose; ask a "
                      "take-or-pass exercise instead", "keep how-high and take-or-pass: exercise kinds")
NOT_A_HEIGHT = Msg(_L, "{call}: {value} is not a bid: expected one of {heights}", "heights: 80, 90 … 160, capot")
TRUMP_NOT_BID = Msg(_L, "{call}: no bid in that trump under {rules}: expected one of {trumps}",
                    "rules: a preset; trumps: S, H, D, C, no-trump, all-trump, as a lesson writes them")
NOT_ABOVE = Msg(_L, "{call}: not above the last bid, {bid}: expected a bid from {low} up",
                "bid: as a lesson writes it (90 S)")
STILL_TO_SPEAK = Msg(_L, "the auction is not over: {seat} is still to speak")
AUCTION_ANSWER_EXPECTED = Msg(_L, "an auction answer is a contract (S H, E 90 S x2) or thrown-in, not {value}",
                              "keep S H, E 90 S x2 and thrown-in: what a lesson writes")
MATCH_END_EXPECTED = Msg(_L, "a match-end answer is the winning team, NS or EW, or none, not {value}",
                         "keep NS, EW and none: what a lesson writes")
LAST_TAKERS = Msg(_L, "{key}: expected the team that took the last deal, NS or EW, not {value}")
MADE_AND_FAILED = Msg(_L, "failed-by: the last deal's takers made their contract (made-by) or failed it (failed-by), "
                          "not both", "keep made-by and failed-by: keys of the lesson")
HAND_LENGTH = Msg(_L, "the hand of the player to speak holds {wanted} cards in this auction, not {count}")
TURNED_IN_HAND = Msg(_L, "the turned card {card} cannot be in the hand too")
CARD_TWICE_IN_HAND = Msg(_L, "a card is given twice in the hand")
PLAYED_OUT_OF_TURN = Msg(_L, "played: {seat} plays the {card}, but {expected} is to play")
PLAY_EXPECTED = Msg(_L, "{text}: expected seat:card, such as W:7S")

NOBODY = Msg(_L, "nobody", "nobody is to play")
GOAL_EXPECTED = Msg(_L, "goal {goal}: expected contract (make or beat it) or points (the most points)",
                    "keep contract and points: words of the lesson")
SOUTH_TO_PLAY = Msg(_L, "a best-card puzzle needs South to play; here {seat} is to play", "seat: a seat, or NOBODY")
NO_CARD_MAKES = Msg(_L, "no card makes it: with all hands known the contract fails whatever South plays: ask for the "
                        "most points", "a best-card puzzle for the takers")
NO_CARD_BEATS = Msg(_L, "no card beats it: with all hands known the contract is made whatever South plays: ask for "
                        "the most points", "a best-card puzzle for the defence")
CHOOSE_A_CARD = Msg(_L, "choose the card South plays")
SOUTH_CANNOT_PLAY = Msg(_L, "South cannot play the {card} here: expected one of {legal}")
FOR_FOUR = Msg(_L, "{kind} exercises are for four players; {rules} is for {players}",
               "kind: an exercise kind, such as bid; rules: a preset; players: PLAYER_WORDS")
FOR_TWO_OR_THREE = Msg(_L, "{kind} exercises are for two or three players; {rules} is for four",
                       "kind: an exercise kind; rules: a preset")
NOT_FOUND = Msg(_L, "no {kind} exercise of level {level} found under {rules}", "kind: an exercise kind; rules: a preset")
NO_NEW = Msg(_L, "no new {kind} exercise of level {level} found under {rules} in {tries} draws",
             "kind: an exercise kind; rules: a preset")
UNKNOWN_LEVEL = Msg(_L, "unknown level {level}: expected 1, 2 or 3")
SEED_EXPECTED = Msg(_L, "seed {seed}: expected a whole number from 0 up")
FIGURE_PER_PLAYER = Msg(_L, "{what}: expected a figure for each player, e.g. {{E: 40, S: 70, W: 30}}, not {value}",
                        "what: a key of the lesson (points, tricks …)")
PLAYER_DECLARATIONS_EXPECTED = Msg(_L, "a declarations answer is a player and his points ({seat} 20) or none, not "
                                       "{value}", "keep none: what a lesson writes")
ONE_PLAYER_DECLARES = Msg(_L, "declarations: only one player scores declarations (the one with the best)")
PLAYER_BELOTE = Msg(_L, "belote: 20 for the player who holds the king and queen of trumps")
TRICKS_IN_ALL = Msg(_L, "tricks: {count} in all; a deal of these rules has {dealt}")
NO_TRICK_NO_POINTS = Msg(_L, "points: {seat} won no trick and cannot have {points} card points")
PLAYER_DEAL_SCORE_EXPECTED = Msg(_L, "a deal-score answer is an outcome ({outcomes}) and each player's score, {order}, "
                                     "e.g. 'made 40 70 30', not {value}",
                                 "keep the outcomes and 'made 40 70 30': what a lesson writes; order: E then S then W "
                                 "(THEN)")
THEN = Msg(_L, "{first} then {second}", "in a list of players: E then S then W")
PLAYER_TOTALS_NEEDED = Msg(_L, "a match-end exercise needs 'totals': each player's total, {{E: 710, S: 650, W: 420}}",
                           "keep 'totals': a key of the lesson")
SMALL_FAILED_BY = Msg(_L, "failed-by: with two or three players a failed taker's points go to another player; give "
                          "made-by or nothing", "keep failed-by and made-by: keys of the lesson")
NOT_AT_TABLE = Msg(_L, "{key}: {seat} is not at the table: expected one of {seats}", "seat: as written, quoted")
NOT_AT_SMALL_TABLE = Msg(_L, "{key}: not at a table of {players} players, where each player scores for himself",
                         "key: a key of the lesson, such as failed-by or capot")
NEEDS_TRICKS = Msg(_L, "the deal-score exercise of two or three players needs 'tricks': each player's tricks",
                   "keep 'tricks': a key of the lesson")
TEAM_TOTALS_NEEDED = Msg(_L, "a match-end exercise needs 'totals': each team's total, {{NS: 1010, EW: 1002}}",
                         "keep 'totals': a key of the lesson")
LAST_DEAL_TEAM = Msg(_L, "{key}: expected a team, NS or EW, not {value}")
TOTALS_TEAM = Msg(_L, "totals: unknown team {team}, expected NS and EW")

# ----- a class set (handout --variants) -----
NOTHING_TO_DRAW = Msg(_L, "the set has no generated exercise (a level and a seed) to draw anew for each sheet: every "
                          "sheet would be the same; give some exercises a level and a seed")
TOO_MANY_PUZZLES = Msg(_L, "{count} best-card puzzles to draw for the sheets: at most {limit} (each is solved by a "
                           "search); print fewer sheets, or put fewer puzzles in the set")

# ----- writing a handout, a lesson, a quick reference (in the command's language, as its problems) -----
_W = "writing"
OUTPUT_KIND = Msg(_W, "{out}: cannot write: it is {what}, not a regular file; belote-teach writes only to a regular "
                      "file (a new one, or one it replaces)", "what: LESSON_FILE_KINDS")
OUTPUT_FOLDER = Msg(_W, "{out}: cannot write: it is a folder; give a file name")
OUTPUT_IS_INPUT = Msg(_W, "{out}: writing it would overwrite the lesson file: choose another output file")
OUTPUT_TWICE = Msg(_W, "{out}: the same file would be written twice: choose another output name")
OUTPUT_NO_FOLDER = Msg(_W, "{out}: cannot write: no folder {folder}")
OUTPUT_FAILED = Msg(_W, "{out}: cannot write: {reason}", "the reason is the system's, in English")
OUTPUT_NOT_WRITABLE = Msg(_W, "{out}: cannot write: it is not a regular writable file (its folder {folder} takes no "
                              "new files: {reason}); belote-teach writes only to a regular file (a new one, or one it "
                              "replaces)", "the reason is the system's, in English")
PRINT_FAILED = Msg(_W, "Chromium could not print the handout: {reason}", "the reason is Chromium's, in English")
NEEDS_PLAYWRIGHT = Msg(_W, "printing a PDF needs Playwright: pip install 'belote-teach[pdf]' (or write the HTML with "
                           "--html and print it from a browser)", "keep the command and --html as they are")
NO_CHROMIUM = Msg(_W, "Chromium not found at {path}: apt-get install chromium, or set BELOTE_CHROMIUM (or write the "
                      "HTML with --html and print it from a browser)", "keep the commands, BELOTE_CHROMIUM and --html")
CHROMIUM_DID_NOT_START = Msg(_W, "Chromium at {path} did not start: {reason}", "the reason is Chromium's, in English")
NOT_SELF_CONTAINED = Msg(_W, "the page asked for {address}: a handout must be self-contained",
                         "address: what the page asked to load, a web address")
REFERENCE_PAGES = Msg(_W, "{out}: the quick reference of {rules} prints on {pages} pages, not one",
                      "rules: a preset and its switches")
