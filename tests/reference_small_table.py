"""Plain transliterations of rules reference: card play without partners and rules reference: two and three players (scoring for two and three players).

Written the slow, obvious way from the text of the rules reference on card texts such as ``"JH"``; shares no
table or helper with the engine (card values, runs and the comparison of declarations come from
``reference_deal``, the tests' own transliteration of rules reference: card values–declarations).
"""

from . import reference_deal as ref

TRUMP_ORDER = ["J", "9", "A", "10", "K", "Q", "8", "7"]  # high to low
PLAIN_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]


def rank(card):
    return card[:-1]


def suit(card):
    return card[-1]


def beats(card, best, trump):
    """Does ``card`` beat ``best`` (the card now holding the trick)? rules reference: card play for a suit contract."""
    if suit(card) == suit(best):
        order = TRUMP_ORDER if suit(card) == trump else PLAIN_ORDER
        return order.index(rank(card)) < order.index(rank(best))
    return suit(card) == trump


def holder(trick, trump):
    """Position in ``trick`` (a list of cards) of the card holding it."""
    best = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[best], trump):
            best = i
    return best


def legal(hand, trick, trump, undertrump="required"):
    """rules reference: card play with ``team_game = false``: every other player is an opponent (suit contracts only)."""
    if not trick:
        return sorted(hand)
    led = suit(trick[0])
    follow = [c for c in hand if suit(c) == led]
    trumps = [c for c in hand if suit(c) == trump]
    trick_trumps = [c for c in trick if suit(c) == trump]
    if trick_trumps:
        top = trick_trumps[0]
        for c in trick_trumps:
            if TRUMP_ORDER.index(rank(c)) < TRUMP_ORDER.index(rank(top)):
                top = c
        over = [c for c in trumps if TRUMP_ORDER.index(rank(c)) < TRUMP_ORDER.index(rank(top))]
    else:
        top = None
        over = trumps
    if led == trump:
        if not follow:
            return sorted(hand)
        return sorted(over or follow)
    if follow:
        return sorted(follow)
    if not trumps:
        return sorted(hand)
    if top is None:
        return sorted(trumps)
    if over:
        return sorted(over)
    return sorted(trumps) if undertrump == "required" else sorted(hand)


def roem_winner(announced, trump, rules, taker):
    """``announced``: ``[(seat, declaration)]`` in announcement order (``reference_deal`` declarations).
    The one player with the best declaration scores all of his; returns (player or None, points)."""
    order = rules.sequence_top_card_order
    best = {}
    for seat, declaration in announced:
        if seat not in best or ref.compare(declaration, best[seat], trump, order) > 0:
            best[seat] = declaration
    if not best:
        return None, {}
    leaders = []
    for seat, declaration in best.items():
        if all(ref.compare(declaration, best[other], trump, order) >= 0 for other in best if other != seat):
            leaders.append(seat)
    if len(leaders) == 1:
        winner = leaders[0]
    elif rules.equal_sequence_tie == "first_announced":
        winner = next(seat for seat, d in announced if seat in leaders and ref.compare(d, best[seat], trump, order) == 0)
    elif rules.equal_sequence_tie == "taker_team" and taker in leaders:
        winner = taker
    else:
        winner = None
    points = {}
    for seat, declaration in announced:
        points[seat] = points.get(seat, 0) + (declaration[1] if seat == winner else 0)
    return winner, points


def rounded(x, rounding):
    return ref.rounded(x, rounding)


def score(rules, taker, points, tricks, declared, stuk, reserve=0):
    """rules reference: two and three players, read literally, with the engine readings of the report:

    - bonuses are part of each player's total: +100 for all the tricks; for each player without a
      trick, 100 shared equally by the players with tricks;
    - a non-taker without a trick whose declarations and stuk would give him the highest total of
      the deal (more than every other player, not only the taker) scores nothing for them;
    - a tie takes all the taker's points into the reserve, added to the reserve already waiting.

    Returns (scores, made, tie, receiver, reserve put aside).
    """
    seats = list(points)
    total_tricks = sum(tricks.values())
    with_tricks = [s for s in seats if tricks[s] > 0]
    bonus = {s: 0 for s in seats}
    for s in seats:
        if tricks[s] == total_tricks:
            bonus[s] += 100
        if tricks[s] == 0:
            for w in with_tricks:
                bonus[w] += 100 // len(with_tricks)
    declared = {s: declared.get(s, 0) for s in seats}
    stuk = {s: stuk.get(s, 0) for s in seats}

    def counted(s):
        x = points[s] + bonus[s]
        if rules.declarations_count_for_contract == "yes":
            x += declared[s]
        if rules.belote_counts_for_contract == "yes":
            x += stuk[s]
        return x

    totals = {s: counted(s) for s in seats}
    for s in seats:
        if s != taker and tricks[s] == 0 and declared[s] + stuk[s] > 0 and all(
                totals[s] > totals[o] for o in seats if o != s):
            declared[s] = 0
            stuk[s] = 0
    own = {s: points[s] + declared[s] + stuk[s] + bonus[s] for s in seats}
    others = [s for s in seats if s != taker]
    highest = max(counted(s) for s in others)
    scores = {s: 0 for s in seats}
    made, tie, receiver, aside = False, False, None, 0
    if counted(taker) > highest:
        made = True
        for s in seats:
            scores[s] = own[s]
        scores[taker] += reserve
    else:
        for s in others:
            scores[s] = own[s]
        best = [s for s in others if counted(s) == highest]
        if highest > counted(taker) and len(best) == 1:
            receiver = best[0]
            scores[receiver] += own[taker] + reserve
        else:
            tie = True
            aside = reserve + own[taker]
    return {s: rounded(v, rules.rounding) for s, v in scores.items()}, made, tie, receiver, aside
