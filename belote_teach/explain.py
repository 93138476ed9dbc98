"""Why each card may or may not be played: one ``Verdict`` per card, with a localized reason.

>>> verdicts = explain_play("JH 9H AS 8C", "E:10S N:7S", trump="H")
>>> [(str(v.card), v.allowed, v.rule) for v in verdicts]
[('JH', False, 'must-follow-suit'), ('9H', False, 'must-follow-suit'), ('AS', True, 'must-follow-suit'), ('8C', False, 'must-follow-suit')]
>>> verdicts[0].message("en")
'You must follow suit: you hold spades, the led suit.'
>>> verdicts[2].message("fr")
'Cette carte fournit à la couleur demandée (pique).'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from . import play
from .cards import DECK, Card, Suit
from .i18n import Lang, Msg
from .position import HandInput, Position, TrickInput
from .rules import Rules
from .seats import Seat
from .table import Table
from .trump import Trump

_C = "reason"  # gettext context of every reason message
ALLOWED_LABEL = Msg("figure", "allowed", "beside a card the player may play (French: agrees with carte, autorisée)")
FORBIDDEN_LABEL = Msg("figure", "forbidden", "beside a card the player may not play (French: agrees with carte, interdite)")
NONE_LABEL = Msg("figure", "none")

ALLOWED: dict[str, Msg] = {
    play.LEAD_FREE: Msg(_C, "You lead this trick: any card may be played."),
    play.MUST_FOLLOW_SUIT: Msg(_C, "This card follows the led suit ({suit})."),
    play.VOID_FREE: Msg(_C, "You have no {suit}, and in no trumps nothing more is required: any card may be played."),
    play.ALL_TRUMP_VOID: Msg(_C, "You have no {suit}, and in all trumps nobody can trump: any card may be played."),
    play.NO_TRUMP_LEFT: Msg(_C, "Trumps were led and you have none: any card may be played."),
    play.VOID_NO_TRUMP: Msg(_C, "You have neither {suit} nor a trump: any card may be played."),
    play.PARTNER_MASTER_FREE: Msg(
        _C, "You have no {suit}, but your partner holds the trick: you need not trump, any card may be played."
    ),
    play.TRUMP_LEAD_PARTNER_FREE: Msg(
        _C, "Trumps were led and your partner holds the trick: under these rules any trump may be played."
    ),
    play.MUST_TRUMP: Msg(
        _C, "You have no {suit} and an opponent holds the trick: you must trump, and this card is a trump."
    ),
    play.MUST_OVERTRUMP: Msg(_C, "This trump beats the highest trump in the trick ({to_beat}), as you must."),
    play.CANNOT_OVERTRUMP: Msg(
        _C, "None of your trumps beats the highest trump in the trick ({to_beat}): any trump may be played."
    ),
    play.MUST_UNDERTRUMP: Msg(
        _C, "None of your trumps beats the highest trump in the trick ({to_beat}), but you must still play a trump."
    ),
    play.UNDERTRUMP_NOT_REQUIRED: Msg(
        _C,
        "None of your trumps beats the highest trump in the trick ({to_beat}); under these rules you need not "
        "undertrump: any card may be played.",
    ),
    play.MUST_CLIMB: Msg(_C, "This card beats the best card of the led suit ({to_beat}), as you must in all trumps."),
    play.CANNOT_CLIMB: Msg(
        _C,
        "None of your cards beats the best card of the led suit ({to_beat}): any card of the led suit may be played.",
    ),
    play.ALL_TRUMP_PARTNER_FREE: Msg(
        _C,
        "Your partner holds the trick: under these rules you need not beat the best card ({to_beat}); any card "
        "of the led suit may be played.",
    ),
}
FORBIDDEN: dict[str, Msg] = {
    play.MUST_FOLLOW_SUIT: Msg(_C, "You must follow suit: you hold {suit}, the led suit."),
    play.MUST_TRUMP: Msg(_C, "You have no {suit} and an opponent holds the trick: you must trump."),
    play.MUST_OVERTRUMP: Msg(
        _C, "You must overtrump: play a trump higher than the highest one in the trick ({to_beat})."
    ),
    play.MUST_UNDERTRUMP: Msg(
        _C,
        "None of your trumps beats the highest trump in the trick ({to_beat}), but you must still play a trump: "
        "you may not discard.",
    ),
    play.MUST_CLIMB: Msg(_C, "In all trumps you must beat the best card of the led suit ({to_beat}) when you can."),
}
# Under some switches a duty applies although the partner holds the trick: say so.
ALLOWED_PARTNER: dict[str, Msg] = {
    play.MUST_TRUMP: Msg(
        _C,
        "You have no {suit}: under these rules you must trump even when your partner holds the trick, "
        "and this card is a trump.",
    ),
    play.MUST_OVERTRUMP: Msg(_C, "This trump beats your partner's ({to_beat}), as these rules require."),
    play.MUST_CLIMB: Msg(
        _C, "This card beats your partner's ({to_beat}): in all trumps you must climb even over your partner."
    ),
}
FORBIDDEN_PARTNER: dict[str, Msg] = {
    play.MUST_TRUMP: Msg(
        _C, "You have no {suit}: under these rules you must trump even when your partner holds the trick."
    ),
    play.MUST_OVERTRUMP: Msg(_C, "Under these rules you must beat even your partner's trump ({to_beat}) when you can."),
    play.MUST_CLIMB: Msg(
        _C, "In all trumps you must beat the best card of the led suit ({to_beat}) when you can, even your partner's."
    ),
}


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether ``card`` may be played, the rule that decides it and the data its message needs."""

    card: Card
    allowed: bool
    rule: str
    led: Suit | None
    to_beat: Card | None
    winner: Seat | None
    partner_wins: bool
    trump: Trump

    def message(self, lang: Lang = "en") -> str:
        """The reason in ``lang``: en, nl, fr or de."""
        table = (ALLOWED_PARTNER if self.allowed else FORBIDDEN_PARTNER) if self.partner_wins else {}
        template = table.get(self.rule) or (ALLOWED if self.allowed else FORBIDDEN)[self.rule]
        return template(
            lang,
            card=self.card.name(lang),
            suit=self.led.name_in(lang) if self.led else "",
            to_beat=self.to_beat.name(lang) if self.to_beat else "",
        )


def explain_play(
    hand: HandInput,
    trick: TrickInput,
    *,
    trump: Trump | str,
    player: str | None = None,
    rules: Rules | str = "classic",
) -> list[Verdict]:
    """A verdict for every card of ``hand``, in hand order (arguments as ``legal_cards``).

    >>> verdicts = explain_play("9H 7H 8C", "N:AS W:10H", trump="H", player="S")
    >>> [(str(v.card), v.rule) for v in verdicts if not v.allowed]
    [('7H', 'must-overtrump'), ('8C', 'must-overtrump')]
    >>> verdicts[2].message("de")
    'Du musst übertrumpfen: Spiel einen höheren Trumpf als den höchsten im Stich (Herz-Zehn).'
    """
    position = Position.read(hand, trick, trump=trump, player=player, rules=rules)
    legal, ruling, to_beat, winner = play.rule_position(position)
    led = position.trick[0][1].suit if position.trick else None
    partner_wins = winner is not None and winner == Table.of(position.rules).partner(position.player)
    return verdicts(position.hand, led, (legal, ruling, to_beat), winner, partner_wins, position.trump)


def verdicts(
    hand: Sequence[Card],
    led: Suit | None,
    ruled: tuple[int, str, int],
    winner: Seat | None,
    partner_wins: bool,
    trump: Trump,
) -> list[Verdict]:
    """A verdict for each card of ``hand`` from ``play.ruling``'s ``(legal mask, ruling, card to beat)``."""
    legal, ruling, to_beat = ruled
    holds_led_suit = led is not None and any(card.suit is led for card in hand)
    beat = DECK[to_beat] if to_beat >= 0 else None
    result = []
    for card in hand:
        allowed = bool(legal >> card.index & 1)
        rule = ruling
        if not allowed and holds_led_suit and card.suit is not led:
            rule = play.MUST_FOLLOW_SUIT
        result.append(Verdict(card, allowed, rule, led, beat, winner, partner_wins, trump))
    return result


assert set(ALLOWED) == set(play.RULINGS), "every ruling needs a message for its allowed cards"
