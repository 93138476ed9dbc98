"""Card play: which cards may be played, who wins a trick, what it is worth (rules reference: card play).

>>> legal_cards("JH 9H AS 8C", "E:10S N:7S", trump="H")
[Card.parse('AS')]
>>> legal_cards("JH 9H 8C", "E:7S N:10S", trump="H")  # West, void: the opponent North holds the trick
[Card.parse('JH'), Card.parse('9H')]
>>> legal_cards("JH 9H 8C", "E:10S N:7S", trump="H")  # West's partner East holds it: free
[Card.parse('JH'), Card.parse('9H'), Card.parse('8C')]
>>> trick_winner("E:10S N:7S W:JH S:AS", trump="H"), trick_points("E:10S N:7S W:JH S:AS", trump="H")
('W', 41)

The core works on bit masks (one bit a card, ``Card.index``) so that simulations
stay fast; the public functions check their input and speak in cards and seats.
"""

from __future__ import annotations

from .cards import Card
from .errors import InvalidInput
from .position import HandInput, Position, TrickInput, read_trick
from .rules import Rules
from .seats import Seat
from .table import Table
from .trump import ALL_TRUMP_CODE, NO_TRUMP_CODE, Trump
from .values import ABOVE_IN_TRUMP_ORDER, PLAIN_STRENGTH, SUIT_MASKS, TRUMP_STRENGTH, point_table

# Rulings: the branch of the card-play procedure (rules reference: card play) that decides a position. Each is also the
# rule id of the allowed cards' verdicts (forbidden ones may cite must-follow-suit).
LEAD_FREE = "lead-free"
MUST_FOLLOW_SUIT = "must-follow-suit"
VOID_FREE = "void-free"
ALL_TRUMP_VOID = "all-trump-void"
NO_TRUMP_LEFT = "no-trump-left"
VOID_NO_TRUMP = "void-no-trump"
PARTNER_MASTER_FREE = "partner-master-free"
TRUMP_LEAD_PARTNER_FREE = "trump-lead-partner-free"
MUST_TRUMP = "must-trump"
MUST_OVERTRUMP = "must-overtrump"
CANNOT_OVERTRUMP = "cannot-overtrump"
MUST_UNDERTRUMP = "must-undertrump"
UNDERTRUMP_NOT_REQUIRED = "undertrump-not-required"
MUST_CLIMB = "must-climb"
CANNOT_CLIMB = "cannot-climb"
ALL_TRUMP_PARTNER_FREE = "all-trump-partner-free"

RULINGS = (
    LEAD_FREE,
    MUST_FOLLOW_SUIT,
    VOID_FREE,
    ALL_TRUMP_VOID,
    NO_TRUMP_LEFT,
    VOID_NO_TRUMP,
    PARTNER_MASTER_FREE,
    TRUMP_LEAD_PARTNER_FREE,
    MUST_TRUMP,
    MUST_OVERTRUMP,
    CANNOT_OVERTRUMP,
    MUST_UNDERTRUMP,
    UNDERTRUMP_NOT_REQUIRED,
    MUST_CLIMB,
    CANNOT_CLIMB,
    ALL_TRUMP_PARTNER_FREE,
)


def beats(card: int, best: int, trump: int) -> bool:
    """Does card index ``card`` beat ``best``, the card now winning the trick?"""
    suit, best_suit = card >> 3, best >> 3
    if suit == best_suit:
        order = TRUMP_STRENGTH if suit == trump or trump == ALL_TRUMP_CODE else PLAIN_STRENGTH
        return order[card & 7] > order[best & 7]
    return suit == trump


def winning_position(indices: list[int] | tuple[int, ...], trump: int) -> int:
    """Position in the trick (0–3) of the card that wins it so far (rules reference: card play)."""
    position = 0
    for i in range(1, len(indices)):
        if beats(indices[i], indices[position], trump):
            position = i
    return position


def ruling(hand: int, led: int, best: int, partner_wins: bool, trump: int, rules: Rules) -> tuple[int, str, int]:
    """The card-play procedure (rules reference: card play) on masks: ``(legal mask, ruling, card to beat or -1)``.

    ``hand`` is a mask, ``led`` the led suit (-1 when leading), ``best`` the index of
    the card winning the trick, ``trump`` a ``Trump.code``.
    """
    if led < 0:
        return hand, LEAD_FREE, -1
    follow = hand & SUIT_MASKS[led]
    if trump == NO_TRUMP_CODE:
        return (follow, MUST_FOLLOW_SUIT, -1) if follow else (hand, VOID_FREE, -1)
    if trump == ALL_TRUMP_CODE:
        if not follow:
            return hand, ALL_TRUMP_VOID, -1
        if partner_wins and rules.all_trump_climb == "partner_exception":
            return follow, ALL_TRUMP_PARTNER_FREE, best
        higher = follow & ABOVE_IN_TRUMP_ORDER[best]
        return (higher, MUST_CLIMB, best) if higher else (follow, CANNOT_CLIMB, best)

    trumps = hand & SUIT_MASKS[trump]
    top = best if best >> 3 == trump else -1
    over = trumps & ABOVE_IN_TRUMP_ORDER[top] if top >= 0 else trumps
    if led == trump:
        if not follow:
            return hand, NO_TRUMP_LEFT, -1
        if partner_wins and rules.trump_lead_partner == "free":
            return follow, TRUMP_LEAD_PARTNER_FREE, top
        return (over, MUST_OVERTRUMP, top) if over else (follow, CANNOT_OVERTRUMP, top)
    if follow:
        return follow, MUST_FOLLOW_SUIT, -1
    if not trumps:
        return hand, VOID_NO_TRUMP, -1
    if partner_wins and rules.void_partner_winning == "free":
        if rules.partner_ruffed_only_trumps == "must_overtrump" and hand == trumps and top >= 0 and over:
            return over, MUST_OVERTRUMP, top
        return hand, PARTNER_MASTER_FREE, best
    if top < 0:
        return trumps, MUST_TRUMP, -1
    if over:
        return over, MUST_OVERTRUMP, top
    if rules.undertrump == "required":
        return trumps, MUST_UNDERTRUMP, top
    return hand, UNDERTRUMP_NOT_REQUIRED, top


def rule_position(position: Position) -> tuple[int, str, int, Seat | None]:
    """Apply ``ruling`` to a checked position; also returns the seat holding the trick."""
    indices = [card.index for _, card in position.trick]
    hand = 0
    for card in position.hand:
        hand |= card.bit
    trump = position.trump.code
    if not indices:
        return hand, LEAD_FREE, -1, None
    win = winning_position(indices, trump)
    winner = position.trick[win][0]
    partner_wins = winner == Table.of(position.rules).partner(position.player)  # rules reference: two and three players: no partners at two or three
    legal, why, to_beat = ruling(hand, indices[0] >> 3, indices[win], partner_wins, trump, position.rules)
    return legal, why, to_beat, winner


def legal_cards(
    hand: HandInput,
    trick: TrickInput,
    *,
    trump: Trump | str,
    player: str | None = None,
    rules: Rules | str = "classic",
) -> list[Card]:
    """The cards of ``hand`` that ``player`` may play to ``trick``, in hand order.

    ``trick`` lists ``(seat, card)`` in play order (or ``"E:AS N:8S"``); ``player``
    defaults to the next seat in the rules' direction of play.

    >>> legal_cards("7H 8H AS", "N:JH W:AH", trump="H", player="S")  # partner holds: no need to beat
    [Card.parse('7H'), Card.parse('8H')]
    >>> legal_cards("7H 8H 9H", "N:JH W:AH", trump="H", player="S", rules="classic")
    [Card.parse('7H'), Card.parse('8H'), Card.parse('9H')]
    >>> legal_cards("7H 9H AS", "N:KS", trump="H", player="S", rules="nl23+players=2")  # two players: N is an opponent
    [Card.parse('AS')]
    >>> legal_cards("7H 9H 8C", "N:KS", trump="H", player="S", rules="nl23+players=2")
    [Card.parse('7H'), Card.parse('9H')]
    """
    position = Position.read(hand, trick, trump=trump, player=player, rules=rules)
    legal = rule_position(position)[0]
    return [card for card in position.hand if legal >> card.index & 1]


def trick_winner(trick: TrickInput, *, trump: Trump | str, rules: Rules | str = "classic") -> Seat:
    """The seat whose card wins (or, for an unfinished trick, now holds) the trick.

    >>> trick_winner("N:AS W:10S S:7H", trump="no-trump")
    'N'
    >>> trick_winner("N:AS W:10S S:7H", trump="H")
    'S'
    """
    checked = Rules.coerce(rules)
    plays = read_trick(trick, direction=checked.play_direction, players=checked.players)
    if not plays:
        raise InvalidInput("the trick is empty: nobody holds it yet")
    return plays[winning_position([card.index for _, card in plays], Trump.parse(trump).code)][0]


def trick_points(trick: TrickInput, *, trump: Trump | str, rules: Rules | str = "classic") -> int:
    """Card points in the trick under the rules' values (no last-trick bonus).

    >>> trick_points("N:JS W:9S S:AS E:10S", trump="all-trump")
    33
    >>> trick_points("N:JS W:9S S:AS E:10S", trump="all-trump", rules=Rules().replace(all_trump_values="pagat"))
    34
    """
    checked = Rules.coerce(rules)
    values = point_table(Trump.parse(trump), checked.all_trump_values)
    return sum(values[card.index] for _, card in read_trick(trick, max_cards=checked.players, direction=checked.play_direction,
                                                              players=checked.players))
