"""The play page's Python side: one match of the learner (South) against the computer players —
three at a table of four, one or two at a table of two or three (``nl23``, rules reference: two and three players).

The page's Web Worker runs this module in the site's own Pyodide and talks to it through
``handle(request_json) -> reply_json``. Every reply is a JSON-able state drawn by the page as it
is: the learner's cards with ``legal`` and, for a forbidden card, the engine's reason and rule;
the calls allowed; what the computer players did; the score sheet; hints and the review.

>>> session = Session("classic", "beginner", "fr", seed=3)
>>> state = session.run(0)         # the computer players speak until it is South's turn
>>> state["turn"], state["phase"], [call["label"] for call in state["calls"]]
('S', 'bidding', ['je prends', 'je passe'])
>>> state = session.choose("pass")
>>> while state["phase"] != "over":
...     state = session.choose(state["legal"][0] if state["legal"] else "pass") if state["turn"] == "S" \\
...         else session.run(0)
>>> Deal.from_json(state["record"]).result().score == {"NS": state["score"]["NS"], "EW": state["score"]["EW"]}
True

The page is machine-readable (for tests and tools): calls are ``button[data-call]``; the learner's
cards ``button[data-card="JH"]`` with ``data-legal="true|false"``; a refusal's reason is in
``[data-reason]``; when a deal ends ``[data-deal-record]`` holds ``to_json()`` and ``[data-score]``
carries one attribute per key of the deal's score, lower case: ``data-ns`` and ``data-ew`` at a
table of four, one per player at a table of two or three (``data-e``, ``data-s``, ``data-w``; or
``data-n``, ``data-s``). The root ``.belote-play`` has ``data-players`` (2, 3 or 4), ``data-phase``,
``data-turn``, and ``data-busy`` while a hint or the review is being computed.

The auction: the dealer is named at the table (``[data-dealer]``), the turned card beside its
picture (``[data-contract][data-turned]``), and in the coinche auction the bid to beat and its
bidder (``[data-high-bid]``, its call in ``data-high-bid`` and its seat in ``data-bidder``). Its
bids are chosen by height (``[data-height]``, ``[data-height-down]``, ``[data-height-up]``) and
trump (``[data-suits] button[data-call]``). The hint advises a call (``advice``: the call of
highest expected score, and why in words); the review weighs South's calls against it too
(``[data-review-calls] li``: ``data-call``, ``data-advised``, ``data-cost`` in expected points).

>>> session = Session("coinche", "beginner", "en", seed=3)
>>> state = session.run(0)
>>> state["high_bid"]["text"], state["dealer_text"], session.hint()["text"]
('Bid to beat: 80 clubs by West.', 'Dealer: East.', 'Advised call: 90 no trumps.')

At a table of three the scores are per player; hints and the review work at every table (the
solver plays the learner's own points against every other player):

>>> session = Session("nl23", "beginner", "en", seed=5)
>>> state = session.run(0)
>>> state["seats"], state["match_line"]
(['E', 'S', 'W'], 'Match, to 700: East 0, South 0, West 0.')

Undo takes moves back on the deal itself (``Deal.push`` / ``pop``), not through its record.

The reader's own rules (the page's rules chooser, ``render.house_rules``: a preset and switches) become a choice
of the rules menu, named by the engine (``{"op": "rules", "rules": text, "lang": …}``, ``rules_choice``); the next
match starts under them.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

from ..actions import ACCEPT, DECLARE, SMOUS, Action, Bid, PlayCard, parse_action
from ..advice import CallAdvice, advise, best_call
from ..bidding import CoincheAuction, Contract
from ..cards import Card
from ..deal import Deal, Game, SeatView
from ..declarations import Declaration
from ..errors import InvalidInput
from ..explain import explain_play
from ..hindsight import Verdict, judge
from ..i18n import Lang, Msg, check_language, speaking
from ..match import Match
from ..outcomes import verdict
from ..players import Beginner, Player, Strong
from ..render.svg import card_svg, trick_svg
from ..rules import Rules
from ..seats import TEAM_NAME, Seat, parse_seat, seat_name
from ..solver import LineTrick, card_values
from .labels import rules_label

LEARNER: Seat = "S"
LEVELS = ("beginner", "strong")
PRESET_NAMES = ("classic", "coinche", "contree", "bga", "nl23", "nl23+players=2")

_C = "play page"
PLAYS = Msg(_C, "{seat} plays: {card}.")
CALLS = Msg(_C, "{seat}: {call}.")
WINS = Msg(_C, "{seat} wins the trick ({points} point).", plural="{seat} wins the trick ({points} points).")
DECLARES = Msg(_C, "{seat} announces: {declarations}.")
SMALL_DECLARES = Msg("small play page", "{seat} announces: {declarations}.", "two or three players (Dutch: roem)")
SAYS = Msg(_C, "{seat} says “{word}”.")
YOUR_TURN = Msg(_C, "Your turn.")
HAND_SIZE = Msg(_C, "{count} card", "how many cards a player holds", plural="{count} cards")
STATUS_CALL = Msg(_C, "Your call: choose it below the table.")
STATUS_CARD = Msg(_C, "Your turn: play a card from your hand.")
STATUS_OTHERS = Msg(_C, "The computer players are playing…")
STATUS_OVER = Msg(_C, "The deal is over: the score sheet is below.")
STATUS_MATCH_OVER = Msg(_C, "The match is over: choose the rules and deal to start a new one.")
BEST_ONE = Msg(_C, "Best card with every hand known (double-dummy): {card}.")
BEST_ANY = Msg(_C, "Any of these, all as good with every hand known (double-dummy): {cards}.")
ALL_EQUAL = Msg(_C, "Here every card you may play is worth the same.")
NEXT_BEST = Msg(_C, "The next best, {card}, would cost {points} point.", "points: a number",
                plural="The next best, {card}, would cost {points} points.")
NEXT_BEST_WHY = Msg(_C, "The next best, {card}, would cost {points} point: {reason}", "reason: a sentence",
                    plural="The next best, {card}, would cost {points} points: {reason}")
COSTS = Msg(_C, "{card}: costs {points} point, double-dummy.", plural="{card}: costs {points} points, double-dummy.")
COSTS_NOTHING = Msg(_C, "{card}: as good as the best card, double-dummy.")
REVIEW_NOTE = Msg(_C, "The review judges every card with every hand known (double-dummy). When you played you saw "
                      "only your own hand and the cards played: where that changes the verdict, it says so.")
REVIEW_BEST = Msg(_C, "Trick {number}: your {played} was the best card.")
REVIEW_EQUAL = Msg(_C, "Trick {number}: your {played} was one of the best cards, all equal: {best}.")
REVIEW_COST = Msg(_C, "Trick {number}: your {played} cost {points} point; the best: {best}.",
                  plural="Trick {number}: your {played} cost {points} points; the best: {best}.")
LINE_TITLE = Msg(_C, "The rest of the deal under best play, double-dummy (every hand known), after {card}:")
LINE_PLAYED = Msg(_C, "The rest of the deal under best play after your {card}:")
LINE_TRICK = Msg(_C, "Trick {number}: {plays}. {seat} wins it ({points} point).",
                 plural="Trick {number}: {plays}. {seat} wins it ({points} points).")
LINE_PLAY = Msg(_C, "{seat} {card}", "one card of a trick in the review's best line: the seat and the card")
MATCH_OVER = Msg(_C, "The match is over: {team} win, {ns} to {ew}.")
MATCH_OVER_ALONE = Msg(_C, "The match is over: {player} wins with {points} points.")
MATCH_ALONE = Msg(_C, "Match, to {target}: {scores}.")
SCORE = Msg(_C, "{player} {points}", "one side's total in the match line: a player, or a team")
SHOWS = Msg(_C, "{seat} shows: {declarations}.")
RUN_TOP = Msg(_C, "{declaration} (top card: {rank})", "two or three players announce a run by its kind and top card")
DEALER = Msg(_C, "Dealer: {seat}.", "the player who dealt this deal")
TURNED = Msg(_C, "Turned card: {card}.", "the card turned face up for the auction (the retourne)")
HIGH_BID = Msg(_C, "Bid to beat: {contract}.", "coinche auction: the highest bid so far and its bidder, e.g. 100 hearts by West")
NO_BID = Msg(_C, "No bid yet.", "coinche auction: nobody has bid")
HEIGHT_CAPOT = Msg(_C, "capot", "a coinche bid's height: to win every trick")
HEIGHT_GENERALE = Msg(_C, "generale", "a coinche bid's height: the bidder alone wins every trick")
ADVISED = Msg(_C, "Advised call: {call}.", "the auction's hint: the call of highest expected score")
REVIEW_CALL_BEST = Msg(_C, "Auction: your call, {call}, was the advised call (expected score {score}).")
REVIEW_CALL_COST = Msg(_C, "Auction: your call, {call}, expected score {mine}; the advised call, {best}, {score}: "
                           "{points} point more.",
                       "the expected scores are signed numbers such as +164",
                       plural="Auction: your call, {call}, expected score {mine}; the advised call, {best}, {score}: "
                              "{points} points more.")

RULE_SECTIONS = {
    "lead-free": "play-leading",
    "must-follow-suit": "play-following",
    "must-trump": "play-trumping",
    "partner-master-free": "play-partner",
    "must-overtrump": "play-overtrumping",
    "cannot-overtrump": "play-overtrumping",
    "must-undertrump": "play-undertrumping",
    "undertrump-not-required": "play-undertrumping",
    "no-trump-left": "play-trump-lead",
    "trump-lead-partner-free": "play-trump-lead",
    "must-climb": "play-all-trumps",
    "cannot-climb": "play-all-trumps",
    "all-trump-partner-free": "play-all-trumps",
    "all-trump-void": "play-all-trumps",
    "void-free": "play-no-trumps",
    "void-no-trump": "play-trumping",
}
"""Each rule id and the section of the card-play chapter that explains it, by the section's label in
``book/card-play.md`` (``(play-following)=``): an id that stays when a heading is reworded or translated."""


def rule_href(rule: str) -> str:
    """The guide's section of ``rule``, relative to the play page (``book/``)."""
    return f"card-play.html#{RULE_SECTIONS.get(rule, 'play-following')}"


class Session:
    """A match of the learner (South) against ``level`` computer players under ``preset``."""

    def __init__(self, preset: str = "classic", level: str = "beginner", lang: Lang = "en",
                 seed: int | None = None) -> None:
        check_language(lang)
        if level not in LEVELS:
            raise InvalidInput(f"unknown level {level!r}: expected one of {', '.join(LEVELS)}")
        self.lang: Lang = lang
        self.level = level
        self.rng = random.Random(seed)
        game = Game.coerce(preset)
        self.seats = game.table.seats
        self.match = Match(game, rng=self.rng, first_dealer=self.rng.choice(self.seats))
        match = self.match
        kind = Strong if level == "strong" else Beginner
        self.players: dict[Seat, Player] = {seat: kind(match.game, self.rng.randrange(2**32)) for seat in self.seats
                                            if seat != LEARNER}
        self.deal: Deal = match.new_deal()
        self.lines: list[tuple[int, str]] = []
        """The deal's log: each line with the number of actions the deal had when it was said."""
        self.sent = 0
        """How many lines of ``lines`` the page holds (each state carries the lines after them)."""

    # ----- moves -----

    def run(self, limit: int = 1) -> dict[str, Any]:
        """Let the computer players make up to ``limit`` moves (0: until it is the learner's turn)."""
        moves = 0
        while self.deal.to_play not in (None, LEARNER) and (limit <= 0 or moves < limit):
            seat = self.deal.to_play
            assert seat is not None
            self._apply(self.players[seat](self.deal.view(seat)))
            moves += 1
        return self.state()

    def choose(self, text: str) -> dict[str, Any]:
        """The learner's call or card (``pass``, ``100 H``, ``declare``, ``JH``); a forbidden card is
        refused with the engine's reason."""
        if self.deal.to_play != LEARNER:
            raise InvalidInput("it is not South's turn")
        action = parse_action(text)
        if isinstance(action, PlayCard) and self.deal.phase == "play":
            verdict = self._verdicts().get(action.card)
            if verdict is not None and not verdict["legal"]:
                return {**self.state(), "refused": verdict}
            said = PlayCard(action.card, True)
            action = said if said in self.deal.legal_actions() else action
        if action not in self.deal.legal_actions():
            raise InvalidInput(f"{text!r} is not allowed now")
        self._apply(action)
        return self.state()

    def _apply(self, action: Action) -> None:
        deal, lang = self.deal, self.lang
        seat = deal.to_play
        assert seat is not None
        tricks = len(deal.tricks)
        announced = len(deal.announced)
        deal.push(action)
        name = seat_name(seat, lang)
        if isinstance(action, PlayCard):
            if action.announce:
                self._say(SAYS(lang, seat=name, word=deal.belote_calls[-1][2](lang)))
            self._say(PLAYS(lang, seat=name, card=action.card.name(lang)))
        elif len(deal.announced) > announced:
            by_top = deal.game.variant.runs_by_top_card
            found = ", ".join(_announced(d, lang, by_top) for _, d in deal.announced[announced:])
            self._say((DECLARES if len(deal.seats) == 4 else SMALL_DECLARES)(lang, seat=name, declarations=found))
        elif action is not DECLARE:
            self._say(CALLS(lang, seat=name, call=action.name(lang)))
        if len(deal.tricks) > tricks:
            trick = deal.tricks[-1]
            self._say(WINS(lang, seat=seat_name(trick.winner, lang), points=trick.points, count=trick.points))
            by_top = deal.game.variant.runs_by_top_card
            shown = deal.view(LEARNER).shown if by_top and len(deal.tricks) == 1 else ()
            if shown:  # rules reference: two and three players: the best roem's cards are shown after trick one
                self._say(SHOWS(lang, seat=seat_name(shown[0][0], lang),
                                declarations=", ".join(d.describe(lang) for _, d in shown)))
        if deal.is_over:
            self.match.record(deal)

    def _say(self, line: str) -> None:
        """Add a line to the deal's log, marked with the deal's actions so far."""
        self.lines.append((len(self.deal.history), line))

    def next_deal(self) -> dict[str, Any]:
        if not self.deal.is_over:
            raise InvalidInput("the deal is not over")
        if self.match.is_over:
            raise InvalidInput("the match is over")
        self.deal = self.match.new_deal()
        self.lines, self.sent = [], 0
        return self.state()

    def undo(self) -> dict[str, Any]:
        """Take back the learner's last card (and the computer moves after it), on the deal itself."""
        deal = self.deal
        history = deal.history
        last = next((i for i in range(len(history) - 1, -1, -1)
                     if history[i][0] == LEARNER and isinstance(history[i][1], PlayCard)), None)
        if last is None or deal.is_over or len(history) - last > deal.pushed:
            return {**self.state(), "undone": False}
        while len(deal.history) > last:
            deal.pop()
        self.lines = [(mark, line) for mark, line in self.lines if mark <= last]  # the log as it was then
        self.sent = min(self.sent, len(self.lines))
        return {**self.state(), "undone": True}

    # ----- hints and review -----

    def hint(self) -> dict[str, Any]:
        """The best card(s) with every hand known, why the next best is worse (in one line), and what
        each card costs: the page shows the costs without asking again."""
        deal, lang = self.deal, self.lang
        if deal.phase == "bidding" and deal.to_play == LEARNER and _advisable(deal.view(LEARNER)):
            return self._call_hint()
        if deal.phase != "play" or deal.to_play != LEARNER:
            raise InvalidInput("a hint is given for South's call or card only")
        values = card_values(deal)
        top = max(values.values())
        best = [c for c, v in values.items() if v == top]
        names = ", ".join(c.name(lang) for c in best)
        text = BEST_ONE(lang, card=names) if len(best) == 1 else BEST_ANY(lang, cards=names)
        others = [c for c in values if values[c] < top]
        if not others:
            reason = ALL_EQUAL(lang)
        else:
            second = max(others, key=lambda c: values[c])  # first in hand order among equals
            verdict = judge(deal, second, values)
            cost = verdict.cost
            why = verdict.reason(lang)
            reason = (NEXT_BEST_WHY(lang, card=second.name(lang), points=cost, count=cost, reason=why) if why
                      else NEXT_BEST(lang, card=second.name(lang), points=cost, count=cost))
        costs = {str(c): top - v for c, v in values.items()}
        return {"best": [str(c) for c in best], "values": {str(c): v for c, v in values.items()}, "costs": costs,
                "cost_texts": {str(c): COSTS(lang, card=c.name(lang), points=top - v, count=top - v) if top - v
                               else COSTS_NOTHING(lang, card=c.name(lang)) for c, v in values.items()},
                "text": text, "reason": reason}

    def _call_hint(self) -> dict[str, Any]:
        """The auction's hint: the call of highest expected score (``advice``), why in words, and what
        every legal call is expected to score."""
        lang = self.lang
        advice = _advice(self.deal.view(LEARNER), self.deal.rules)
        best = best_call(advice)
        return {"call": str(best.call), "best": [str(best.call)], "text": ADVISED(lang, call=best.call.name(lang)),
                "reason": best.explain(lang), "scores": {str(one.call): round(one.score) for one in advice}}

    def review(self) -> dict[str, Any]:
        """Each of South's cards judged with every hand known (``hindsight.judge``): what it cost against
        the best cards (equal cards all named), why when it cost ``COSTLY`` points or more and what
        South could have known then, and the rest of the deal under best play after his card when it
        was as good as the best, else after the best card (and after his own card as well)."""
        deal = self.deal
        if not deal.is_over or not self._reviewable():
            raise InvalidInput("the review comes after a deal that was played")
        replay = deal.clone()
        actions: list[Action] = []
        while replay.pushed:  # back to the deal's first action, on a copy
            actions.append(replay.pop())
        rows: list[dict[str, Any]] = []
        calls: list[dict[str, Any]] = []
        lang = self.lang
        for action in reversed(actions):
            seat = replay.to_play
            if seat == LEARNER and isinstance(action, PlayCard) and replay.phase == "play":
                rows.append(self._review_row(judge(replay, action.card), len(replay.tricks) + 1))
            elif seat == LEARNER and replay.phase == "bidding" and _advisable(view := replay.view(LEARNER)):
                calls += self._review_call(action, _advice(view, replay.rules))
            replay.push(action)
        return {"note": REVIEW_NOTE(lang), "rows": rows, "calls": calls}

    def _review_call(self, action: Action, advice: list[CallAdvice]) -> list[dict[str, Any]]:
        """One of South's calls against the advised call: their expected scores and the difference
        (nothing for a call the advice does not weigh)."""
        lang = self.lang
        best = best_call(advice)
        mine = next((one for one in advice if one.call == action), None)
        if mine is None:
            return []
        cost = round(best.score) - round(mine.score)
        if cost <= 0:
            text = REVIEW_CALL_BEST(lang, call=action.name(lang), score=f"{round(mine.score):+d}")
        else:
            text = REVIEW_CALL_COST(lang, call=action.name(lang), mine=f"{round(mine.score):+d}",
                                    best=best.call.name(lang), score=f"{round(best.score):+d}", points=cost, count=cost)
        return [{"call": str(action), "advised": str(best.call), "cost": max(cost, 0), "mine": round(mine.score),
                 "score": round(best.score), "text": text, "reason": best.explain(lang)}]

    def _reviewable(self) -> bool:
        """A played deal has a review; a deal thrown in has one of its auction (at a table of four)."""
        return not self.deal.thrown_in or len(self.seats) == 4

    def _review_row(self, verdict: Verdict, number: int) -> dict[str, Any]:
        lang = self.lang
        played, best, cost = verdict.card, verdict.best, verdict.cost
        names = ", ".join(c.name(lang) for c in best)
        if cost:
            text = REVIEW_COST(lang, number=number, played=played.name(lang), points=cost, count=cost, best=names)
        elif len(best) > 1:
            text = REVIEW_EQUAL(lang, number=number, played=played.name(lang), best=names)
        else:
            text = REVIEW_BEST(lang, number=number, played=played.name(lang))
        shown = played if not cost else best[0]
        row: dict[str, Any] = {
            "trick": number, "played": str(played), "best": [str(c) for c in best], "cost": cost, "text": text,
            "reason": verdict.reason(lang), "known": verdict.known(lang),
            "line_title": LINE_TITLE(lang, card=shown.name(lang)),
            "line": [self._line_trick(trick, number + i) for i, trick in enumerate(verdict.line)],
        }
        if verdict.played_line:
            row["played_line_title"] = LINE_PLAYED(lang, card=played.name(lang))
            row["played_line"] = [self._line_trick(trick, number + i) for i, trick in enumerate(verdict.played_line)]
        return row

    def _line_trick(self, trick: LineTrick, number: int) -> dict[str, Any]:
        """One trick of a principal line, as data and as a sentence in the session's language."""
        lang = self.lang
        plays = ", ".join(LINE_PLAY(lang, seat=seat_name(seat, lang), card=card.name(lang)) for seat, card in trick.plays)
        return {"trick": number, "plays": [{"seat": seat, "card": str(card)} for seat, card in trick.plays],
                "winner": trick.winner, "points": trick.points,
                "text": LINE_TRICK(lang, number=number, plays=plays, seat=seat_name(trick.winner, lang),
                                   points=trick.points, count=trick.points)}

    # ----- the state the page draws -----

    def _verdicts(self) -> dict[Card, dict[str, Any]]:
        deal = self.deal
        if deal.phase != "play" or deal.to_play != LEARNER or deal.contract is None:
            return {}
        verdicts = explain_play(deal.hand(LEARNER), list(deal.view(LEARNER).trick), trump=deal.contract.trump, player=LEARNER,
                                rules=deal.rules)
        return {v.card: {"card": str(v.card), "legal": v.allowed, "rule": v.rule, "reason": v.message(self.lang),
                         "href": rule_href(v.rule)} for v in verdicts}

    def state(self) -> dict[str, Any]:
        deal, lang = self.deal, self.lang
        view = deal.view(LEARNER)
        verdicts = self._verdicts()
        hand = [{"card": str(card), "name": card.name(lang), "svg": card_svg(card, lang),
                 "legal": verdicts[card]["legal"] if verdicts else False,
                 "reason": verdicts[card]["reason"] if verdicts else "",
                 "rule": verdicts[card]["rule"] if verdicts else "",
                 "href": verdicts[card]["href"] if verdicts else ""} for card in view.hand]
        turn = deal.to_play == LEARNER
        calls = [a for a in view.legal if not isinstance(a, PlayCard)] if turn else []
        state: dict[str, Any] = {
            "phase": deal.phase,
            "turn": deal.to_play,
            "dealer": deal.dealer,
            "hand": hand,
            "legal": [str(c) for c, v in verdicts.items() if v["legal"]] if turn else [],
            "calls": [_call(a, lang) for a in calls],
            "retourne": _card(view.retourne, lang) if view.retourne is not None and deal.contract is None else None,
            "turned": TURNED(lang, card=view.retourne.name(lang)) if view.retourne is not None and deal.contract is None
            else "",
            "dealer_text": DEALER(lang, seat=seat_name(deal.dealer, lang)),
            "high_bid": self._high_bid(),
            "can_hint": turn and (deal.phase == "play" or (deal.phase == "bidding" and _advisable(view))),
            "contract": deal.contract.describe(lang) if deal.contract is not None else None,
            "trick_svg": trick_svg(view.trick or (view.tricks[-1].plays if view.tricks else ()), lang,
                                   to_play=deal.to_play if view.trick or not view.tricks else None),
            "hand_sizes": dict(view.hand_sizes),
            "hand_labels": {seat: HAND_SIZE(lang, count=size) for seat, size in view.hand_sizes.items()},
            "status": self._status(),
            "totals": dict(self.match.totals),
            "match_line": self._match_line(),
            "target": self.match.game.rules.match_target,
            "seats": list(self.seats),
            "names": {seat: seat_name(seat, lang) for seat in self.seats},
            "can_undo": any(s == LEARNER and isinstance(a, PlayCard) for s, a in deal.history) and not deal.is_over,
            # the cards face up beside the trick once the contract is made: the retourne (or the 7), the second card
            "table": [_card(card, lang) for card in view.table] if deal.contract is not None else [],
        }
        if turn and self.lines[-1:] != [(len(deal.history), YOUR_TURN(lang))]:
            self._say(YOUR_TURN(lang))
        # each state carries the log's lines after the first ``log_from``, which the page keeps (fewer after
        # an undo, none in a new deal); the page holds every line of the deal after drawing it
        state["log_from"], state["log"] = self.sent, [line for _, line in self.lines[self.sent:]]
        self.sent = len(self.lines)
        if deal.is_over:
            result = deal.result()
            state |= {"record": deal.to_json(), "score": dict(result.score), "breakdown": result.breakdown(lang),
                      "thrown_in": deal.thrown_in, "reviewable": self._reviewable(), "match_over": self.match.is_over, "verdict": verdict(result, lang)}
            winner, totals = self.match.winner, self.match.totals
            if winner is not None and not self.match.game.sides.partnerships:
                alone = parse_seat(winner)
                state["match_text"] = MATCH_OVER_ALONE(lang, player=seat_name(alone, lang), points=totals[alone])
            elif winner is not None:
                state["match_text"] = MATCH_OVER(lang, team=TEAM_NAME[winner](lang), ns=totals["NS"], ew=totals["EW"])
        return state

    def _high_bid(self) -> dict[str, Any] | None:
        """The coinche auction's bid to beat and its bidder (``None`` in another auction or once it is over)."""
        deal, lang = self.deal, self.lang
        auction = deal.auction
        if deal.phase != "bidding" or not isinstance(auction, CoincheAuction):
            return None
        if auction.bid is None or auction.bidder is None:
            return {"call": "", "seat": "", "text": NO_BID(lang)}
        standing = Contract(auction.bidder, auction.bid.trump, auction.bid.value, auction.multiplier)
        return {"call": str(auction.bid), "seat": auction.bidder, "multiplier": auction.multiplier,
                "text": HIGH_BID(lang, contract=standing.describe(lang))}

    def _status(self) -> str:
        """What the page waits for, in a word: South's call or card, the computer players, the next deal."""
        deal, lang = self.deal, self.lang
        if deal.is_over:
            return STATUS_MATCH_OVER(lang) if self.match.is_over else STATUS_OVER(lang)
        if deal.to_play != LEARNER:
            return STATUS_OTHERS(lang)
        cards = any(isinstance(action, PlayCard) for action in deal.view(LEARNER).legal)
        return STATUS_CARD(lang) if cards else STATUS_CALL(lang)

    def _match_line(self) -> str:
        """The match so far: each side's total (the teams, or each player at a table of two or three)."""
        lang, totals, sides = self.lang, self.match.totals, self.match.game.sides
        scores = ", ".join(SCORE(lang, player=sides.name(side, lang), points=totals[side]) for side in sides)
        return MATCH_ALONE(lang, target=self.match.game.rules.match_target, scores=scores)


def _announced(declaration: Declaration, lang: Lang, by_top: bool) -> str:
    """What the table hears: the kind, and at a table of two or three the top card of a run (rules reference: two and three players)."""
    if by_top and declaration.kind != "carre":
        return RUN_TOP(lang, declaration=declaration.name(lang), rank=declaration.rank.name_in(lang))
    return declaration.name(lang)


def _advisable(view: SeatView) -> bool:
    """Whether the auction's advice weighs this seat's calls: at a table of four, without Smous."""
    return len(view.seats) == 4 and view.phase == "bidding" and SMOUS not in view.legal and ACCEPT not in view.legal


def _advice(view: SeatView, rules: Rules) -> list[CallAdvice]:
    """Every legal call of the seat of ``view`` weighed (``advice.advise``)."""
    return advise(view.hand, rules=rules, dealer=view.dealer, calls=[a for _, a in view.calls],
                  retourne=view.retourne)


def _call(action: Action, lang: Lang) -> dict[str, Any]:
    """A call as the page draws it; a coinche bid also by its height and its trump, for the compact chooser."""
    call: dict[str, Any] = {"call": str(action), "label": action.name(lang), "bid": isinstance(action, Bid)}
    if isinstance(action, Bid):
        value = action.value
        call["height"] = str(value)
        call["height_label"] = (HEIGHT_CAPOT(lang) if value == "capot" else HEIGHT_GENERALE(lang) if value == "generale"
                                else str(value))
        call["trump_label"] = action.trump.name_in(lang)
    return call


def _card(card: Card, lang: Lang) -> dict[str, str]:
    return {"card": str(card), "name": card.name(lang), "svg": card_svg(card, lang)}


def rules_choice(text: str, lang: Lang) -> dict[str, str]:
    """The reader's own rules as a choice of the rules menu: the engine's spelling and their name in ``lang``.

    >>> rules_choice("classic + undertrump=discard", "nl")["rules"]
    'classic+undertrump=discard'
    >>> rules_choice("classic+undertrump=discard", "fr")["name"] == rules_label("classic+undertrump=discard", "fr")
    True
    """
    with speaking(lang):
        rules = Rules.parse(text).name
    return {"rules": rules, "name": rules_label(rules, lang)}


# ----- the worker's entry point -----

SESSIONS: dict[str, Session] = {}


def handle(request: str) -> str:
    """One request of the page, as JSON: ``{"op": "rules" | "new" | "run" | "choose" | "hint" | "review" | "undo" |
    "next", …}``; the reply is JSON (``{"error": …}`` for a bad request)."""
    try:
        data: Mapping[str, Any] = json.loads(request)
        op = data.get("op")
        if op == "rules":
            reply: Any = rules_choice(str(data.get("rules", "")), data.get("lang", "en"))
        elif op == "new":
            SESSIONS["page"] = Session(data.get("preset", "classic"), data.get("level", "beginner"),
                                       data.get("lang", "en"), data.get("seed"))
            reply = SESSIONS["page"].state()
        else:
            session = SESSIONS.get("page")
            if session is None:
                raise InvalidInput("no game: start one with op new")
            if op == "run":
                reply = session.run(int(data.get("limit", 1)))
            elif op == "choose":
                reply = session.choose(str(data["action"]))
            elif op == "hint":
                reply = session.hint()
            elif op == "review":
                reply = session.review()
            elif op == "undo":
                reply = session.undo()
            elif op == "next":
                reply = session.next_deal()
            else:
                raise InvalidInput(f"unknown op {op!r}")
        return json.dumps(reply, ensure_ascii=False)
    except (InvalidInput, KeyError, ValueError) as error:
        return json.dumps({"error": str(error)}, ensure_ascii=False)

