"""The text notation of tricks, hands, calls, contracts and team scores, read and written.

One notation for the book's directives, the exercise sets, the records and the figures' data
attributes; each reader refuses bad text with an ``InvalidInput`` that says what is expected.

>>> read_contract(contract_text(read_contract("W 100 all-trump x2")))
Contract(taker='W', trump=<Trump.ALL_TRUMP: 'all-trump'>, bid=100, multiplier=2)
>>> score_text(read_score("EW 20 NS 133"))
'NS 133 EW 20'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .bidding import Contract
from .cards import Card, distinct_mask, parse_cards
from .digits import whole
from .errors import InvalidInput
from .i18n import Msg, say
from .seats import SEATS, SIDES, TEAMS, Seat, parse_seat
from .trump import Trump


def trick_text(plays: Sequence[tuple[str, Card]]) -> str:
    """The canonical text of a trick: ``E:AS N:8S``.

    >>> trick_text([("E", Card.parse("AS")), ("N", Card.parse("8S"))])
    'E:AS N:8S'
    """
    return " ".join(f"{seat}:{card}" for seat, card in plays)


def score_text(score: Mapping[str, int]) -> str:
    """``NS 133 EW 69``: a pair of team figures as the data attributes and ``expect`` write them.

    >>> score_text({"EW": 69, "NS": 133})
    'NS 133 EW 69'
    """
    return " ".join(f"{side} {score[side]}" for side in TEAMS)


def read_score(text: str) -> dict[str, int]:
    """``NS 133 EW 69`` (either order; a missing team is 0) back to a mapping.

    >>> read_score("EW 20 NS 0"), read_score("NS 50")
    ({'NS': 0, 'EW': 20}, {'NS': 50, 'EW': 0})
    >>> read_score("NS")
    Traceback (most recent call last):
    ...
    belote_teach.errors.InvalidInput: 'NS': expected team and points pairs, e.g. NS 133 EW 69
    """
    words = text.replace(",", " ").split()
    if len(words) % 2:
        raise InvalidInput(f"{text!r}: expected team and points pairs, e.g. NS 133 EW 69")
    result = SIDES.zero()
    for side, points in zip(words[::2], words[1::2], strict=True):
        if side.upper() not in result or not points.lstrip("-").isdigit():
            raise InvalidInput(f"{text!r}: expected team and points pairs, e.g. NS 133 EW 69")
        result[side.upper()] = int(points)
    return result


def players_text(score: Mapping[str, int]) -> str:
    """``E 40 S 70 W 30``: one figure per player of a table of two or three, in the order of the table.

    >>> players_text({"W": 30, "E": 40, "S": 70})
    'E 40 S 70 W 30'
    """
    return " ".join(f"{seat} {score[seat]}" for seat in SEATS if seat in score)


def read_players(text: str) -> dict[str, int]:
    """``E 40 S 70 W 30`` (any order) back to a mapping in the order of the table; digits 0-9 only.

    >>> read_players("S 310 N 0")
    {'N': 0, 'S': 310}
    >>> read_players("E ² S 70")
    Traceback (most recent call last):
    ...
    belote_teach.errors.InvalidInput: 'E ² S 70': expected player and points pairs, e.g. E 40 S 70 W 30
    """
    words = text.replace(",", " ").split()
    numbers = [whole(points, signed=True) for points in words[1::2]]
    if len(words) % 2 or None in numbers:
        raise InvalidInput(f"{text!r}: expected player and points pairs, e.g. E 40 S 70 W 30")
    found: dict[str, int] = {}
    for seat, points in zip(words[::2], numbers, strict=True):
        name = parse_seat(seat)
        if name in found:
            raise InvalidInput(f"{text!r}: {name} is given twice; expected one figure per player")
        found[name] = points  # type: ignore[assignment]
    return {seat: found[seat] for seat in SEATS if seat in found}


def contract_text(contract: Contract | None) -> str:
    """The canonical text of a contract: ``S H``, ``W 100 all-trump x2``; empty when thrown in.

    >>> contract_text(Contract("W", Trump.ALL_TRUMP, 100, 2)), contract_text(Contract("S", Trump.HEARTS))
    ('W 100 all-trump x2', 'S H')
    """
    if contract is None:
        return ""
    parts: list[str] = [contract.taker]
    if contract.bid is not None:
        parts.append(str(contract.bid))
    parts.append(contract.trump.value)
    if contract.multiplier > 1:
        parts.append(f"x{contract.multiplier}")
    return " ".join(parts)


def read_contract(text: str) -> Contract:
    """The reverse of ``contract_text``.

    >>> read_contract("E 120 S x2")
    Contract(taker='E', trump=<Trump.SPADES: 'S'>, bid=120, multiplier=2)
    >>> read_contract("E twenty S")
    Traceback (most recent call last):
    ...
    belote_teach.errors.InvalidInput: contract 'E twenty S': the bid must be a number, capot or generale
    """
    words = text.split()
    if not words:
        raise InvalidInput(say(EMPTY_CONTRACT))
    taker = parse_seat(words[0])
    multiplier = 1
    if len(words) > 1 and words[-1].lower().startswith("x") and words[-1][1:].isdigit():
        multiplier = int(words[-1][1:])
        words = words[:-1]
    bid: int | str | None = None
    if len(words) == 3:
        bid = int(words[1]) if words[1].isdigit() else words[1]
        if bid not in ("capot", "generale") and not isinstance(bid, int):
            raise InvalidInput(say(CONTRACT_BID, text=repr(text)))
    elif len(words) != 2:
        raise InvalidInput(say(CONTRACT_WORDS, text=repr(text)))
    return Contract(taker, Trump.parse(words[-1]), bid, multiplier)  # type: ignore[arg-type]


EMPTY_CONTRACT = Msg("input", "empty contract: expected the taker and the trump, e.g. N H or N 100 H x2",
                    "keep N H and N 100 H x2: contracts as a lesson writes them")
CONTRACT_BID = Msg("input", "contract {text}: the bid must be a number, capot or generale",
                   "keep capot and generale: words of a lesson")
CONTRACT_WORDS = Msg("input", "contract {text}: expected the taker and the trump, e.g. N H or N 100 H x2",
                     "keep N H and N 100 H x2: contracts as a lesson writes them")
"""The refusals of a contract a lesson writes (an auction's ``expect``), in the problems' language."""


def hands_text(hands: Mapping[Seat, Sequence[Card]]) -> str:
    """``N=JH 9H;E=…``: hands as a data attribute writes them.

    >>> hands_text(read_hands("N: JH 9H | E: AS"))
    'N=JH 9H;E=AS'
    """
    return ";".join(f"{seat}={' '.join(str(c) for c in cards)}" for seat, cards in hands.items())


def read_hands(text: str) -> dict[Seat, list[Card]]:
    """``N: JH 9H | E: AS`` (or ``N=JH 9H;E=AS``) to cards by seat, in the order given.

    >>> {seat: [str(c) for c in cards] for seat, cards in read_hands("N: JH 9H | E: AS").items()}
    {'N': ['JH', '9H'], 'E': ['AS']}
    >>> read_hands("N: JH 9H | E: 9H")
    Traceback (most recent call last):
    ...
    belote_teach.errors.InvalidInput: card 9H is dealt twice
    """
    hands: dict[Seat, list[Card]] = {}
    for part in text.replace(";", "|").split("|"):
        if not part.strip():
            continue
        seat_text, sep, cards_text = part.replace("=", ":").partition(":")
        if not sep:
            raise InvalidInput(f"hand {part.strip()!r}: expected SEAT: cards, e.g. N: JH 9H")
        seat = parse_seat(seat_text)
        if seat in hands:
            raise InvalidInput(f"seat {seat} is given two hands")
        hands[seat] = parse_cards(cards_text)
    distinct_mask((card for held in hands.values() for card in held), "is dealt twice")
    return hands


def read_calls(text: str) -> list[str]:
    """Calls as a page writes them: separated by commas (``80 H, coinche``), or by spaces when
    every call is one word (``pass pass take``).

    >>> read_calls("90 S, pass, 100 H"), read_calls("pass take")
    (['90 S', 'pass', '100 H'], ['pass', 'take'])
    """
    if "," in text:
        return [call.strip() for call in text.split(",") if call.strip()]
    return text.split()
