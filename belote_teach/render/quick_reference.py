"""The one-page quick reference of any rules: the game, the cards, dealing and bidding, card play,
declarations and scoring, as the rules set them, in one language.

Every sentence is an engine ``Msg`` chosen by the rules' switches, every number the engine's own
(card values, packets, bids, bonuses, targets), and the card tables are the guide's
(``guide.card_order_table``, ``guide.card_values_table``). The guide's page *Quick reference*
shows the classic rules with the ``quick-reference`` directive; ``belote-teach reference`` prints
it for any preset and house rules (``quick_reference_document``: one self-contained HTML page,
two columns on A4).

>>> sections = quick_reference_sections("coinche", "en")
>>> [section.key for section in sections]
['the-game', 'the-cards', 'dealing-and-bidding', 'playing-a-card', 'declarations', 'scoring']
>>> "the dealer deals all the cards" in sections[2].html.lower(), "capot" in sections[5].html
(True, True)
>>> "Quick reference" in quick_reference_document("classic+undertrump=discard", "en")
True
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..bidding import bid_ladder
from ..cards import Rank
from ..declarations import BELOTE_POINTS, CARRE_NT_FFB, CARRE_STANDARD, CENT, RUN_POINTS
from ..exercises.base import modes
from ..i18n import Lang, Msg, check_language
from ..rules import Rules
from ..small.scoring import ALL_TRICKS_BONUS, NO_TRICK_AWARD
from ..table import (
    COINCHE_PACKETS,
    NL_COMPLETION,
    NL_PACKETS,
    OTHERS_COMPLETION,
    RETOURNE_PACKETS,
    SHORT_DECK,
    TAKER_COMPLETION,
    hand_size,
)
from ..trump import Trump
from ..values import DEAL_TOTAL, LAST_TRICK_BONUS
from . import switch_names  # noqa: F401  (every switch's reader's name, for the rules line)
from .element import Markup, el
from .guide import card_order_table, card_values_table
from .html import RULES, preset_name

_C = "quick reference"
TITLE = Msg(_C, "Quick reference")
INTRO = Msg(_C, "The whole game on one page: print it and keep it on the table.")
HEADINGS = {
    "the-game": Msg(_C, "The game"),
    "the-cards": Msg(_C, "The cards"),
    "dealing-and-bidding": Msg(_C, "Dealing and bidding"),
    "playing-a-card": Msg(_C, "Playing a card"),
    "declarations": Msg(_C, "Declarations"),
    "scoring": Msg(_C, "Scoring"),
}

# ----- the game -----
TEAMS = Msg(_C, "{players} players, partners opposite; {cards} cards, seven to ace.")
ALONE = Msg(_C, "{players} players, each for himself; {cards} cards, {lowest} to ace.",
            "lowest: the lowest rank of the pack, seven or nine")
DIRECTION = {"ccw": Msg(_C, "Play goes counter-clockwise."), "cw": Msg(_C, "Play goes clockwise.")}
TARGET_TEAM = Msg(_C, "The first team to reach {target} points wins the match.")
TARGET_PLAYER = Msg(_C, "The first player to reach {target} points wins the match.")
BOTH_OVER = {
    "higher_total": Msg(_C, "Both over {target} after the same deal: the defence wins if the contract failed, otherwise "
                            "the higher total (equal: one more deal)."),
    "takers_win": Msg(_C, "Both over {target} after the same deal: the takers win if they made their contract, the "
                          "defence if it failed."),
}
SEVERAL_OVER = {
    "higher_total": Msg(_C, "Several players over {target} after the same deal: the highest total wins (equal: one "
                            "more deal)."),
    "takers_win": Msg(_C, "Several players over {target} after the same deal: the taker wins if he made his contract "
                          "and is over, otherwise the highest total (equal: one more deal)."),
}

# ----- the cards -----
LAST_TRICK = Msg(_C, "The last trick adds {bonus}: every deal is worth {total}.")

# ----- dealing and bidding: the classic auction -----
DEAL_TURN = Msg(_C, "The dealer deals {first} + {second} cards each and turns up the next card.")
ROUND_ONE = Msg(_C, "Round one: take the turned card's suit as trump, or pass.")
ROUND_TWO = {"other_suit": Msg(_C, "Round two: name another suit, or pass."),
             "any_suit": Msg(_C, "Round two: name any suit, or pass.")}
ROUND_THREE = Msg(_C, "Round three: all trumps or no trumps, or pass.")
ALL_PASS = {"redeal": Msg(_C, "Nobody takes: the next dealer deals again."),
            "dealer_plays": Msg(_C, "Nobody takes: the dealer must play and chooses the trump.")}
COMPLETION = Msg(_C, "The taker gets the turned card and {taker} more; the others {others} each.")
NINE_COMPLETION = Msg(_C, "Then {more} more cards each; the last card of the stock is turned up.")
SMOUS = Msg(_C, "Two players: instead of taking you may offer Smous; the other player decides whether you play or the "
                "cards are dealt again.")
EXCHANGE = Msg(_C, "When the turned card's suit becomes trump, the player who holds its seven among his first cards "
                   "may exchange it for the turned card.")
FIRST_LEAD = {"eldest": Msg(_C, "The player after the dealer leads first; the winner of a trick leads to the next."),
              "dealer": Msg(_C, "The dealer leads first; the winner of a trick leads to the next.")}

# ----- dealing and bidding: the coinche auction -----
DEAL_ALL = Msg(_C, "The dealer deals all the cards, {packets} each; no card is turned up.",
               "packets: 3 + 2 + 3")
BIDS = Msg(_C, "From the player after the dealer, each passes or bids {low} to {high} in steps of {step}, or capot, "
               "naming {modes}: each bid beats the last.", "modes: a suit, or a suit, no trumps or all trumps")
BIDS_FROM = Msg(_C, "From the player after the dealer, each passes or bids {low}, then {second} to {high} in steps of "
                    "{step}, or capot, naming {modes}: each bid beats the last.", "modes: a suit, or a suit, no trumps or "
                                                                                  "all trumps")
BID_SUIT = Msg(_C, "a suit")
BID_MODES = Msg(_C, "a suit, no trumps or all trumps")
GENERALE = Msg(_C, "Above capot: generale, the bidder alone wins every trick.")
COINCHE = Msg(_C, "An opponent of the last bidder may coinche (×{coinche}); the bidders may then surcoinche "
                  "(×{surcoinche}).")
AFTER_COINCHE = {"no": Msg(_C, "After a coinche only the bidders speak again: surcoinche or pass."),
                 "yes": Msg(_C, "After a coinche a higher bid is still allowed: it cancels the coinche.")}
END_AUCTION = Msg(_C, "Three passes after a bid end the auction: the last bid is the contract.")
COINCHE_ALL_PASS = {"redeal": Msg(_C, "Four passes at the start: the next dealer deals again."),
                    "dealer_plays": Msg(_C, "Four passes at the start: the dealer must bid.")}

# ----- playing a card -----
FOLLOW = Msg(_C, "Follow suit if you can.")
TRUMP_LEAD = {"must_overtrump": Msg(_C, "On a trump lead, beat the highest trump if you can, even your partner's."),
              "free": Msg(_C, "On a trump lead, beat the highest trump if you can, unless your partner holds the "
                              "trick.")}
TRUMP_LEAD_ALONE = Msg(_C, "On a trump lead, beat the highest trump if you can.")
PARTNER_HOLDS = {"free": Msg(_C, "You cannot follow and your partner holds the trick: play any card."),
                 "must_trump": Msg(_C, "You cannot follow: trump even when your partner holds the trick, and "
                                       "overtrump if you can.")}
ONLY_TRUMPS = Msg(_C, "Your partner has trumped and you hold only trumps: beat his trump if you can.")
OPPONENT_HOLDS = {"required": Msg(_C, "An opponent holds the trick and you cannot follow: trump; overtrump an "
                                      "opponent's trump if you can; otherwise play a lower trump."),
                  "discard": Msg(_C, "An opponent holds the trick and you cannot follow: trump; overtrump an "
                                     "opponent's trump if you can; if you cannot, play any card.")}
ALONE_VOID = {"required": Msg(_C, "You cannot follow: trump, and overtrump if you can; otherwise play a lower "
                                  "trump."),
              "discard": Msg(_C, "You cannot follow: trump, and overtrump if you can; if you cannot, play any card.")}
NOTHING = Msg(_C, "No card of the suit and no trump: any card.")
NO_TRUMPS_PLAY = Msg(_C, "No trumps: follow suit if you can; nothing more.")
ALL_TRUMPS_PLAY = {"always": Msg(_C, "All trumps: follow suit and beat the highest card of the suit if you can, even "
                                     "your partner's; no suit can trump."),
                   "partner_exception": Msg(_C, "All trumps: follow suit and beat the highest card of the suit if you "
                                                "can, unless your partner holds the trick; no suit can trump.")}

# ----- declarations -----
NO_DECLARATIONS = Msg(_C, "No declarations: only belote-rebelote counts.")
RUNS = Msg(_C, "Runs in the sequence order, ace down to seven: tierce {tierce}, cinquante {cinquante}, cent {cent}.")
CARRES = Msg(_C, "Carrés: jacks {jacks}, nines {nines}, aces, tens, kings, queens {others}.")
NT_CARRES = Msg(_C, "In no trumps: four aces {aces}, four tens {tens}, the others {others}.")
TIMING = {"first_trick": Msg(_C, "Announce them as you play to the first trick."),
          "before_second_trick": Msg(_C, "Announce them before the second trick."),
          "before_first_trick": Msg(_C, "Announce them before the first trick: the kind and the top card, not the "
                                        "suit.")}
BEST_TEAM = Msg(_C, "Only the team with the best declaration scores, all of its declarations.")
BEST_PLAYER = Msg("small quick reference", "Only the player with the best declaration scores, all of his declarations.")
TOP_CARD = {"natural": Msg(_C, "Runs of the same length: the higher top card in the sequence order wins."),
            "trick_rank": Msg(_C, "Runs of the same length: the top card higher in play wins.")}
TIE = {"cancel": Msg(_C, "Still equal: nobody scores declarations."),
       "first_announced": Msg(_C, "Still equal: the run announced first wins."),
       "taker_team": Msg(_C, "Still equal: the takers' run wins.")}
CAPOT_TAKES = Msg(_C, "A capot takes the defence's declarations too.")
BELOTE = {"any": Msg(_C, "Belote-rebelote, the king and queen of trumps in one hand: {points}."),
          "king_first": Msg(_C, "Belote-rebelote, the king and queen of trumps in one hand, the king played first: "
                                "{points}.")}
_S = "small quick reference"  # two or three players: the small table's own words (Dutch: roem, stuk)
SMALL_BELOTE = {"any": Msg(_S, "Belote-rebelote, the king and queen of trumps in one hand: {points}."),
                "king_first": Msg(_S, "Belote-rebelote, the king and queen of trumps in one hand, the king played "
                                      "first: {points}.")}
BELOTE_KEPT = {"holder_keeps": Msg(_C, "Its team keeps it even when the contract fails."),
               "prenable": Msg(_C, "It goes to the team that wins the deal.")}

# ----- scoring -----
ADD_UP = Msg(_C, "The takers add card points, declarations and belote; so does the defence.")
NOT_COUNTED = {"declarations": Msg(_C, "Declarations do not count when the totals are compared."),
               "belote": Msg(_C, "Belote does not count when the totals are compared.")}
MADE = Msg(_C, "Takers higher: each team scores its points.")
DEDANS = Msg(_C, "Takers lower (dedans): the defence scores {total} and every declaration; the takers keep their "
                 "belote.")
DEDANS_PRENABLE = Msg(_C, "Takers lower (dedans): the defence scores {total}, every declaration and the belote.")
LITIGE = {"carry_over": Msg(_C, "Equal (litige): the defence scores its points; the takers' points go to the winner "
                                "of the next deal."),
          "dedans": Msg(_C, "Equal: the contract fails, as when the takers are lower.")}
CAPOT = {"252": Msg(_C, "Capot, every trick: {points}."),
         "250": Msg(_C, "Capot, every trick: {points}."),
         "162": Msg(_C, "Capot, every trick: {points}, no bonus.")}
CONTRACT = {"reach_and_beat": Msg(_C, "The bidders must reach their bid and outscore the defence, with card points, "
                                      "declarations and belote."),
            "reach": Msg(_C, "The bidders must reach their bid, with card points, declarations and belote.")}
BID_MADE = {"made_plus_bid": Msg(_C, "Made: the bidders score their points plus the bid; the defence its points."),
            "bid_only": Msg(_C, "Made: the bidders score the bid; the defence its points.")}
FAILED = {"160+bid": Msg(_C, "Failed: the defence scores 160 + the bid and every declaration."),
          "162+bid": Msg(_C, "Failed: the defence scores 162 + the bid and every declaration."),
          "160": Msg(_C, "Failed: the defence scores 160 and every declaration."),
          "bid": Msg(_C, "Failed: the defence scores the bid and every declaration.")}
BELOTE_ON_FAILURE = {"holder_keeps": Msg(_C, "The bidders keep their belote."),
                     "prenable": Msg(_C, "The belote goes to the defence too.")}
MULTIPLIED = {"160+bid": Msg(_C, "Coinched or surcoinched: the side that wins the deal scores (160 + the bid) × the "
                                "multiplier, and every declaration."),
              "162+bid": Msg(_C, "Coinched or surcoinched: the side that wins the deal scores (162 + the bid) × the "
                                 "multiplier, and every declaration."),
              "160": Msg(_C, "Coinched or surcoinched: the side that wins the deal scores 160 × the multiplier, and "
                             "every declaration."),
              "bid": Msg(_C, "Coinched or surcoinched: the side that wins the deal scores the bid × the multiplier, "
                             "and every declaration.")}
CAPOT_BID = Msg(_C, "A capot bid is worth {points} (times the multiplier); an unbid capot counts {unbid} card points.")
ROUNDING = {"r5up": Msg(_C, "Each deal's scores are rounded to the nearest ten, 5 up."),
            "r6up": Msg(_C, "Each deal's scores are rounded to the nearest ten, 5 down.")}
ALONE_SCORES = Msg("small quick reference", "Each player scores his card points, his declarations if they are the best, and his belote.")
TAKER_MUST = Msg(_C, "The taker must score more than each other player; otherwise he scores nothing and his points "
                     "go to the highest.")
TAKER_TIE = Msg(_C, "A tie with the taker: his points wait for the winner of the next deal.")
EVERY_TRICK = Msg(_C, "Every trick: {points} more; for each player without a trick, the others share {award}.")


@dataclass(frozen=True, slots=True)
class Section:
    """One section of the quick reference: its key (the heading's id), heading and HTML body."""

    key: str
    heading: str
    html: Markup


def _list(*items: str) -> Markup:
    return el("ul", [el("li", item) for item in items if item])


def _game(rules: Rules, lang: Lang) -> Markup:
    target = rules.match_target
    if rules.players == 4:
        first = TEAMS(lang, players=4, cards=32)
        end = TARGET_TEAM(lang, target=target)
    else:
        short = rules.players == 3 and rules.three_player_deck == "24"
        cards = len(SHORT_DECK) if short else 32
        lowest = (Rank.NINE if short else Rank.SEVEN).name_in(lang)
        first = ALONE(lang, players=rules.players, cards=cards, lowest=lowest)
        end = TARGET_PLAYER(lang, target=target)
    over = (BOTH_OVER if rules.players == 4 else SEVERAL_OVER)[rules.both_over_target](lang, target=target)
    return _list(f"{first} {DIRECTION[rules.play_direction](lang)}", end, over)


def _cards(rules: Rules, lang: Lang) -> Markup:
    columns = ["trump", "plain"]
    available = modes(rules)
    if Trump.NO_TRUMP in available:
        columns.append("no-trump")
    if Trump.ALL_TRUMP in available:
        columns.append(f"all-trump:{rules.all_trump_values}")
    tables = card_order_table(["trump", "plain"], lang).html() + card_values_table(columns, lang).html()
    return Markup(tables + el("p", LAST_TRICK(lang, bonus=LAST_TRICK_BONUS, total=DEAL_TOTAL)))


def _bidding(rules: Rules, lang: Lang) -> Markup:
    if rules.auction == "coinche":
        ladder = bid_ladder(rules)
        numbers = [value for value in ladder if isinstance(value, int)]
        multipliers = rules.multipliers.removeprefix("x").split("x")
        items = [DEAL_ALL(lang, packets=" + ".join(map(str, COINCHE_PACKETS))),
                 _bids(numbers, (BID_MODES if rules.ta_sa_bids == "on" else BID_SUIT)(lang), lang),
                 GENERALE(lang) if rules.generale == "on" else "",
                 COINCHE(lang, coinche=multipliers[0], surcoinche=multipliers[1]),
                 AFTER_COINCHE[rules.overbid_after_coinche](lang), END_AUCTION(lang),
                 COINCHE_ALL_PASS[rules.all_pass](lang), FIRST_LEAD[rules.first_lead](lang)]
        return _list(*items)
    nine = rules.players != 4 and hand_size(rules) == 9
    packets = NL_PACKETS if nine else RETOURNE_PACKETS  # the 24-card form deals as the classic game
    items = [DEAL_TURN(lang, first=packets[0], second=packets[1]), ROUND_ONE(lang),
             SMOUS(lang) if rules.smous == "on" and rules.players == 2 else "",
             ROUND_TWO[rules.round2_suit](lang), ROUND_THREE(lang) if rules.third_round == "ta_sa" else "",
             ALL_PASS[rules.all_pass](lang), EXCHANGE(lang) if rules.trump7_exchange == "on" else "",
             NINE_COMPLETION(lang, more=NL_COMPLETION) if nine else
             COMPLETION(lang, taker=TAKER_COMPLETION, others=OTHERS_COMPLETION),
             FIRST_LEAD[rules.first_lead](lang)]
    return _list(*items)


def _bids(numbers: list[int], named: str, lang: Lang) -> str:
    """The bid ladder in words: ``80 to 160 in steps of 10``, or ``82, then 90 to 160`` when its
    first step is shorter."""
    step = numbers[-1] - numbers[-2]
    if numbers[1] - numbers[0] == step:
        return BIDS(lang, low=numbers[0], high=numbers[-1], step=step, modes=named)
    return BIDS_FROM(lang, low=numbers[0], second=numbers[1], high=numbers[-1], step=step, modes=named)


def _play(rules: Rules, lang: Lang) -> Markup:
    available = modes(rules)
    if rules.players != 4:  # everyone for himself: no partner to spare (rules reference: card play, team_game false)
        items = [f"{FOLLOW(lang)} {TRUMP_LEAD_ALONE(lang)}", ALONE_VOID[rules.undertrump](lang), NOTHING(lang)]
    else:
        partner = PARTNER_HOLDS[rules.void_partner_winning](lang)
        if rules.void_partner_winning == "free" and rules.partner_ruffed_only_trumps == "must_overtrump":
            partner += " " + ONLY_TRUMPS(lang)
        items = [f"{FOLLOW(lang)} {TRUMP_LEAD[rules.trump_lead_partner](lang)}", partner,
                 OPPONENT_HOLDS[rules.undertrump](lang), NOTHING(lang)]
    if Trump.NO_TRUMP in available:
        items.append(NO_TRUMPS_PLAY(lang))
    if Trump.ALL_TRUMP in available:
        items.append(ALL_TRUMPS_PLAY[rules.all_trump_climb](lang))
    return el("ol", [el("li", item) for item in items])


def _declarations(rules: Rules, lang: Lang) -> Markup:
    said = BELOTE if rules.players == 4 else SMALL_BELOTE
    belote = " ".join([said[rules.belote_order](lang, points=BELOTE_POINTS),
                       BELOTE_KEPT[rules.belote_on_failure](lang) if rules.players == 4 else ""]).strip()
    if rules.declarations == "off":
        return _list(NO_DECLARATIONS(lang), belote)
    carre = {rank: CARRE_STANDARD[rank.index] for rank in Rank}
    nt = ""
    if rules.nt_carre_values == "ffb" and Trump.NO_TRUMP in modes(rules):
        nt = NT_CARRES(lang, aces=CARRE_NT_FFB[Rank.ACE.index], tens=CARRE_NT_FFB[Rank.TEN.index],
                       others=CARRE_NT_FFB[Rank.KING.index])
    best = BEST_TEAM(lang) if rules.players == 4 else BEST_PLAYER(lang)
    ties = f"{TOP_CARD[rules.sequence_top_card_order](lang)} {TIE[rules.equal_sequence_tie](lang)}"
    return _list(RUNS(lang, tierce=RUN_POINTS[3], cinquante=RUN_POINTS[4], cent=CENT),
                 f"{CARRES(lang, jacks=carre[Rank.JACK], nines=carre[Rank.NINE], others=carre[Rank.ACE])} {nt}".strip(),
                 f"{TIMING[rules.declaration_timing](lang)} {best}", ties,
                 CAPOT_TAKES(lang) if rules.capot_takes_defence_declarations == "yes" and rules.players == 4 else "",
                 belote)


def _scoring(rules: Rules, lang: Lang) -> Markup:
    rounding = ROUNDING[rules.rounding](lang) if rules.rounding in ROUNDING else ""
    if rules.players != 4:
        return _list(ALONE_SCORES(lang), TAKER_MUST(lang), TAKER_TIE(lang),
                     EVERY_TRICK(lang, points=ALL_TRICKS_BONUS, award=NO_TRICK_AWARD), rounding)
    uncounted = " ".join(NOT_COUNTED[name](lang) for name, switch in (
        ("declarations", rules.declarations_count_for_contract), ("belote", rules.belote_counts_for_contract))
        if switch == "no")
    capot = int(rules.capot_value)
    if rules.auction == "coinche":
        items = [f"{CONTRACT[rules.contract_condition](lang)} {uncounted}".strip(), BID_MADE[rules.success_score](lang),
                 f"{FAILED[rules.fail_value](lang)} {BELOTE_ON_FAILURE[rules.belote_on_failure](lang)}",
                 MULTIPLIED[rules.fail_value](lang), CAPOT_BID(lang, points=rules.capot_bid_value, unbid=capot), rounding]
        return _list(*items)
    dedans = (DEDANS_PRENABLE if rules.belote_on_failure == "prenable" else DEDANS)(lang, total=DEAL_TOTAL)
    return _list(f"{ADD_UP(lang)} {uncounted}".strip(), MADE(lang), dedans, LITIGE[rules.litige](lang),
                 CAPOT[rules.capot_value](lang, points=capot), rounding)


_BODIES: dict[str, Callable[[Rules, Lang], Markup]] = {
    "the-game": _game, "the-cards": _cards, "dealing-and-bidding": _bidding, "playing-a-card": _play,
    "declarations": _declarations, "scoring": _scoring,
}


def quick_reference_sections(rules: Rules | str, lang: Lang = "en") -> list[Section]:
    """The sections of the quick reference of ``rules`` in ``lang``."""
    check_language(lang)
    checked = Rules.coerce(rules)
    return [Section(key, HEADINGS[key](lang), body(checked, lang)) for key, body in _BODIES.items()]


CSS = """
@page { size: A4; margin: 10mm 11mm; }
html { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; font-size: 8.6pt; line-height: 1.25;
  color: #111; }
body { margin: 0; }
@media screen { body { max-width: 188mm; margin: 8mm auto; padding: 0 6mm; } }
h1 { font-size: 14pt; margin: 0 0 1mm; }
.quickref-rules { margin: 0 0 2.5mm; color: #333; }
.quickref-body { columns: 2; column-gap: 6mm; }
section { break-inside: avoid; margin: 0 0 2mm; }
h2 { font-size: 10pt; margin: 0 0 .8mm; border-bottom: 1px solid #999; }
ul, ol { margin: 0; padding-left: 4.5mm; }
li { margin: 0 0 .5mm; }
p { margin: .8mm 0; }
figure { margin: 0 0 1.2mm; }
.belote-scroll { overflow: visible; }
table { border-collapse: collapse; width: 100%; margin: 0 0 1mm; }
th, td { border: 1px solid #bbb; padding: .3mm .8mm; text-align: center; }
th[scope="row"] { text-align: left; font-weight: normal; }
.belote-rank-name { display: none; }
.belote-card-order td:last-child, .belote-card-order th:last-child { display: none; }
ul.belote-totals { padding-left: 4.5mm; }
"""


def quick_reference_document(rules: Rules | str, lang: Lang = "en") -> str:
    """The quick reference as one self-contained HTML page (A4, two columns), for print."""
    checked = Rules.coerce(rules)
    sections = quick_reference_sections(checked, lang)
    body = [el("h1", TITLE(lang)),
            el("p", f"{INTRO(lang)} {RULES(lang, rules=preset_name(checked, lang))}", class_="quickref-rules"),
            el("div", [el("section", el("h2", section.heading), section.html, id=section.key) for section in sections],
               class_="quickref-body")]
    document = el("html", "\n", el("head", Markup('<meta charset="utf-8">'),
                                     Markup('<meta name="generator" content="belote-teach">'),
                                     el("title", f"{TITLE(lang)} · {preset_name(checked, lang)}"),
                                     el("style", Markup(CSS))),
                  "\n", el("body", *body, class_="belote-quickref", data_rules=checked.name), "\n", lang=lang)
    return f"<!DOCTYPE html>\n{document}\n"
