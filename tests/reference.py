"""A plain transliteration of the rules reference's card play (legal cards, trick winner) on card objects, for checking the fast engine.

Deliberately written the slow, obvious way: no masks, no tables shared with the engine.
"""

TRUMP_ORDER = ["J", "9", "A", "10", "K", "Q", "8", "7"]
PLAIN_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
PARTNER = {"N": "S", "S": "N", "E": "W", "W": "E"}


def _rank(card):
    return str(card)[:-1]


def _suit(card):
    return str(card)[-1]


def _stronger(a, b, order):
    return order.index(_rank(a)) < order.index(_rank(b))


def current_winner(trick, trump):
    led = _suit(trick[0][1])
    if trump in "SHDC" and any(_suit(c) == trump for _, c in trick):
        candidates, order = [p for p in trick if _suit(p[1]) == trump], TRUMP_ORDER
    else:
        candidates = [p for p in trick if _suit(p[1]) == led]
        order = TRUMP_ORDER if trump == "all-trump" else PLAIN_ORDER
    best = candidates[0]
    for play in candidates[1:]:
        if _stronger(play[1], best[1], order):
            best = play
    return best


def legal_cards(hand, trick, trump, me, rules):
    if not trick:
        return list(hand)
    led = _suit(trick[0][1])
    follow = [c for c in hand if _suit(c) == led]
    w_seat, _w_card = current_winner(trick, trump)
    mate_w = w_seat == PARTNER[me]
    if trump == "no-trump":
        return follow or list(hand)
    if trump == "all-trump":
        if not follow:
            return list(hand)
        if mate_w and rules.all_trump_climb == "partner_exception":
            return follow
        best = max((c for _, c in trick if _suit(c) == led), key=lambda c: -TRUMP_ORDER.index(_rank(c)))
        higher = [c for c in follow if _stronger(c, best, TRUMP_ORDER)]
        return higher or follow
    trumps = [c for c in hand if _suit(c) == trump]
    trick_trumps = [c for _, c in trick if _suit(c) == trump]
    top = max(trick_trumps, key=lambda c: -TRUMP_ORDER.index(_rank(c))) if trick_trumps else None
    over = [c for c in trumps if top is None or _stronger(c, top, TRUMP_ORDER)]
    if led == trump:
        if not follow:
            return list(hand)
        if mate_w and rules.trump_lead_partner == "free":
            return follow
        return over or follow
    if follow:
        return follow
    if not trumps:
        return list(hand)
    if mate_w and rules.void_partner_winning == "free":
        if (rules.partner_ruffed_only_trumps == "must_overtrump" and list(hand) == trumps
                and top is not None and over):
            return over
        return list(hand)
    if top is None:
        return trumps
    if over:
        return over
    return trumps if rules.undertrump == "required" else list(hand)


def trick_tuples(tricks):
    """The engine's finished tricks (``trick.Trick``) as plain ``(seats, card indices, winner)`` tuples."""
    return [(trick.seats, [card.index for card in trick.cards], trick.winner) for trick in tricks]
