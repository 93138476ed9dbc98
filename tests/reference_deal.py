"""Plain transliterations of rules reference: card values–scoring on card texts, for checking the engine's deal code.

Written the slow, obvious way from the text of the rules reference; shares no table or helper with the engine.
"""

SEQUENCE = ["7", "8", "9", "10", "J", "Q", "K", "A"]
TRUMP_ORDER = ["J", "9", "A", "10", "K", "Q", "8", "7"]  # high to low
PLAIN_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
SUITS = "SHDC"

# rules reference: card values
TRUMP_VALUES = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_VALUES = {"J": 2, "9": 0, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
NO_TRUMP_VALUES = {"J": 2, "9": 0, "A": 19, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
ALL_TRUMP_VALUES = {
    "ffb2015": {"J": 13, "9": 9, "A": 6, "10": 5, "K": 3, "Q": 2, "8": 0, "7": 0},
    "pagat": {"J": 14, "9": 9, "A": 6, "10": 5, "K": 3, "Q": 1, "8": 0, "7": 0},
    "ffb2016": {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0},
}


def rank(card):
    return str(card)[:-1]


def suit(card):
    return str(card)[-1]


def card_value(card, trump, all_trump_values="ffb2015"):
    if trump == "no-trump":
        return NO_TRUMP_VALUES[rank(card)]
    if trump == "all-trump":
        return ALL_TRUMP_VALUES[all_trump_values][rank(card)]
    return (TRUMP_VALUES if suit(card) == trump else PLAIN_VALUES)[rank(card)]


# rules reference: declarations
def find_declarations(hand, trump, nt_carre_values="standard"):
    """``[(kind, points, cards)]``: runs of 3, 4, 5+ in sequence order, and carrés."""
    hand = [str(c) for c in hand]
    found = []
    for s in SUITS:
        held = sorted(SEQUENCE.index(rank(c)) for c in hand if suit(c) == s)
        runs, current = [], []
        for index in held:
            if current and index == current[-1] + 1:
                current.append(index)
            else:
                if len(current) >= 3:
                    runs.append(current)
                current = [index]
        if len(current) >= 3:
            runs.append(current)
        for run in runs:
            kind, points = {3: ("tierce", 20), 4: ("cinquante", 50)}.get(len(run), ("cent", 100))
            found.append((kind, points, [SEQUENCE[i] + s for i in run]))
    for r in ["J", "9", "A", "10", "K", "Q"]:
        if all(r + s in hand for s in SUITS):
            if trump == "no-trump" and nt_carre_values == "ffb":
                points = {"A": 200, "10": 150}.get(r, 100)
            else:
                points = {"J": 200, "9": 150}.get(r, 100)
            found.append(("carre", points, [r + s for s in SUITS]))
    return found


# rules reference: declarations
def _top_in_play(cards, trump):
    """The run's highest card by its rank in play, trumps above plain cards (for ``trick_rank``)."""
    def key(c):
        if trump == "all-trump" or suit(c) == trump:
            return (1 if suit(c) == trump else 0, -TRUMP_ORDER.index(rank(c)))
        return (0, -PLAIN_ORDER.index(rank(c)))
    return key(max(cards, key=key))


def compare(a, b, trump, top_order="natural"):
    """1 if declaration ``a`` beats ``b``, -1 if ``b`` beats ``a``, 0 if they are equal (rules reference: declarations steps 1–6)."""
    (kind_a, points_a, cards_a), (kind_b, points_b, cards_b) = a, b
    if points_a != points_b:  # 1
        return 1 if points_a > points_b else -1
    if (kind_a == "carre") != (kind_b == "carre"):  # 2
        return 1 if kind_a == "carre" else -1
    if kind_a == "carre":  # 3: A > 10 > K > Q (then J > 9 for no-trump ffb carrés, all worth 100)
        order = ["A", "10", "K", "Q", "J", "9"]
        return 1 if order.index(rank(cards_a[0])) < order.index(rank(cards_b[0])) else -1
    if len(cards_a) != len(cards_b):  # 4
        return 1 if len(cards_a) > len(cards_b) else -1
    if top_order == "natural":  # 5
        top_a, top_b = SEQUENCE.index(rank(cards_a[-1])), SEQUENCE.index(rank(cards_b[-1]))
    else:
        top_a, top_b = _top_in_play(cards_a, trump), _top_in_play(cards_b, trump)
    if top_a != top_b:
        return 1 if top_a > top_b else -1
    trump_a, trump_b = suit(cards_a[0]) == trump, suit(cards_b[0]) == trump  # 6 (never true in AT / NT)
    if trump_a != trump_b:
        return 1 if trump_a else -1
    return 0


TEAM = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}


def declaration_winner(announced, trump, rules, taker):
    """``announced``: ``[(seat, declaration)]`` in announcement order. Returns (team or None, points)."""
    best = {}
    for seat, declaration in announced:
        side = TEAM[seat]
        if side not in best or compare(declaration, best[side][1], trump, rules.sequence_top_card_order) > 0:
            best[side] = (seat, declaration)
    if not best:
        return None, {"NS": 0, "EW": 0}
    if len(best) == 1:
        winner = next(iter(best))
    else:
        verdict = compare(best["NS"][1], best["EW"][1], trump, rules.sequence_top_card_order)
        if verdict:
            winner = "NS" if verdict > 0 else "EW"
        elif rules.equal_sequence_tie == "cancel":
            winner = None
        elif rules.equal_sequence_tie == "taker_team":
            winner = TEAM[taker]
        else:  # first_announced: the tied run that was announced earlier
            first = [i for i, (s, d) in enumerate(announced)
                     if compare(d, best["NS"][1], trump, rules.sequence_top_card_order) == 0]
            winner = TEAM[announced[first[0]][0]]
    points = {"NS": 0, "EW": 0}
    if winner:
        points[winner] = sum(d[1] for s, d in announced if TEAM[s] == winner)
    return winner, points


# rules reference: scoring
def other(side):
    return "EW" if side == "NS" else "NS"


def rounded(x, rounding):
    if rounding == "none":
        return x
    tens, units = divmod(x, 10)
    if rounding == "r5up":
        return (tens + (units >= 5)) * 10
    return (tens + (units >= 6)) * 10


def capot_takes(s, rules, A, capot, d, b):
    """After a takers' capot: rules reference: declarations (the defence's declarations) and belote prenable (rules reference: declarations)."""
    D = other(A)
    if rules.capot_takes_defence_declarations == "yes" and capot == A:
        s[A] += d[D]
        s[D] -= d[D]
    if rules.belote_on_failure == "prenable" and capot == A:
        s[A] += b[D]
        s[D] -= b[D]


def score(rules, taker, trump, raw, capot=None, solo=None, d=None, b=None, bid=None, multiplier=1,
          reserve=0, generale_value=None):
    """Scores per rules reference: scoring (with the engine readings noted in the report). Returns
    (scores, card points, made, litige, reserve put aside)."""
    d = {"NS": 0, "EW": 0, **(d or {})}
    b = {"NS": 0, "EW": 0, **(b or {})}
    A = TEAM[taker]
    D = other(A)
    # rules reference: scoring / card values
    p = dict(raw)
    if capot:
        p[capot], p[other(capot)] = int(rules.capot_value), 0
    elif trump == "all-trump" and rules.all_trump_values == "ffb2016":
        exact = raw[A] * 162 / 258
        p[A] = int(exact) + (1 if exact - int(exact) >= 0.5 else 0)
        p[D] = 162 - p[A]

    def total(side):
        return (p[side] + (d[side] if rules.declarations_count_for_contract == "yes" else 0)
                + (b[side] if rules.belote_counts_for_contract == "yes" else 0))

    s = {"NS": 0, "EW": 0}
    litige = False
    put_aside = 0
    if bid is None:
        TA, TD = total(A), total(D)
        made = TA > TD
        if TA == TD and rules.litige == "carry_over":
            litige = True
            s[D] = p[D] + d[D] + b[D]
            s[A] = b[A]
            put_aside = reserve + p[A] + d[A]
        elif made:
            s[A] = p[A] + d[A] + b[A]
            s[D] = p[D] + d[D] + b[D]
            capot_takes(s, rules, A, capot, d, b)
            s[A] += reserve
        else:
            s[D] = max(162, p[D]) + d[A] + d[D] + b[D]
            s[A] = b[A]
            if rules.belote_on_failure == "prenable":
                s[D] += b[A]
                s[A] = 0
            s[D] += reserve
    else:
        XA, XD = total(A), total(D)
        if bid == "capot":
            made = capot == A
            value = rules.capot_bid_value
        elif bid == "generale":
            made = solo == taker
            value = generale_value
        else:
            made = bid <= XA and (rules.contract_condition == "reach" or XA > XD)
            value = None
        if multiplier == 1:
            if made:
                if value is not None:
                    s[A] = value + d[A] + b[A]
                elif rules.success_score == "made_plus_bid":
                    s[A] = p[A] + bid + d[A] + b[A]
                else:
                    s[A] = bid + d[A] + b[A]
                s[D] = p[D] + d[D] + b[D]
                capot_takes(s, rules, A, capot, d, b)
            else:
                fail = value if value is not None else {
                    "160+bid": 160 + bid, "162+bid": 162 + bid, "160": 160, "bid": bid}[rules.fail_value]
                s[D] = fail + d[A] + d[D] + b[D]
                s[A] = b[A]
                if rules.belote_on_failure == "prenable":
                    s[D] += b[A]
                    s[A] = 0
        else:
            W = A if made else D
            L = other(W)
            fail = value if value is not None else {
                "160+bid": 160 + bid, "162+bid": 162 + bid, "160": 160, "bid": bid}[rules.fail_value]
            s[W] = fail * multiplier + d["NS"] + d["EW"] + b[W]
            s[L] = b[L]
            if rules.belote_on_failure == "prenable":
                s[W] += b[L]
                s[L] = 0
        s[A if made else D] += reserve
    return ({side: rounded(s[side], rules.rounding) for side in s}, p, made, litige, put_aside)
