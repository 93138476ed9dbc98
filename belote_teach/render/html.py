"""HTML of the guide's engine-computed examples: inline cards, "which card?" figures, complete tricks.

Pure functions of the engine (no Sphinx, no docutils): the book's Sphinx extension, and later
quizzes and printed handouts, all draw examples through here, so one position always looks the
same and carries the same machine-readable attributes. Every label is an engine ``Msg``
(translated in ``belote_teach/locale``); text written by a teacher is HTML-escaped.

>>> figure = which_card("JH 9H 8C", "E:7S N:10S", trump="H", lang="nl")
>>> figure.start
'<figure class="belote-which-card" data-rules="classic" data-trump="H" data-player="W" data-trick="E:7S N:10S">'
>>> [(c.card, c.allowed) for c in figure.choices]
[('JH', True), ('9H', True), ('8C', False)]
>>> 'data-card="8C" data-legal="false"' in figure.body and "verboden" in figure.body
True
>>> trick_figure("E:7S N:10S W:9H S:AS", trump="H").start
'<figure class="belote-trick" data-trick="E:7S N:10S W:9H S:AS" data-trump="H" data-rules="classic" data-winner="W" data-points="35">'
>>> print(trick_figure("E:7S N:10S W:9H S:AS", trump="H", lang="de").html("Ein <Beispiel>"))  # doctest: +ELLIPSIS
<figure ...><figcaption class="belote-caption">Ein &lt;Beispiel&gt;</figcaption>...West gewinnt den Stich...0 + 10 + 14 + 11 = 35...</figure>
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card, parse_card, parse_cards
from ..errors import InvalidInput
from ..explain import ALLOWED_LABEL, FORBIDDEN_LABEL, NONE_LABEL, Verdict, explain_play
from ..i18n import GRAMMAR, Lang, Msg, Named, capitalized
from ..notation import trick_text
from ..play import trick_points, trick_winner
from ..position import HandInput, Position, TrickInput, read_trick
from ..rules import Rules, split_rules
from ..seats import seat_name
from ..trump import Trump
from ..values import point_table
from .element import Markup, attributes, el, html, start_tag
from .svg import card_svg, trick_svg

_C = "figure"  # gettext context of the figure labels

NOTE_SEPARATOR = Msg(_C, "; ", "between two changed rules in a rule set's name (French: a no-break space before ;)")
CARD_LABEL = Msg(_C, "{card}:", "a card's name before 'allowed' or 'forbidden' (French: a no-break space before the colon)")
RULES = Msg(_C, "Rules: {rules}")
TRUMP = Msg(_C, "Trump: {trump}")
TO_PLAY = Msg(_C, "{seat} to play", "e.g. South to play")
LEADS = Msg(_C, "{seat} leads: the trick is empty.")
HOLDS = Msg(_C, "{seat} holds the trick so far.")
HAND = Msg(_C, "Hand of {seat}")
WINS = Msg(_C, "{seat} wins the trick.")
POINTS = Msg(_C, "Points: {sum} = {total}", "card points of a trick, e.g. 11 + 0 + 2 + 10 = 23")
ANSWER = Msg(_C, "Allowed cards: {cards}", "summary under a which-card figure")

PRESET_NAMES: dict[str, Msg] = {
    "classic": Msg("rules preset", "classic", "a preset of the rules reference"),
    "coinche": Msg("rules preset", "coinche", "a preset of the rules reference"),
    "contree": Msg("rules preset", "contrée", "a preset of the rules reference"),
    "bga": Msg("rules preset", "game-site rules (BGA)", "a preset of the rules reference"),
    "nl23": Msg("rules preset", "Dutch rules for two or three", "a preset of the rules reference: three players, or two"),
}
_RULES_FORM_CONTEXTS = {
    "the": ("rule set with article", "the rule set as a subject: German die klassischen Regeln, French les règles "
                                     "de la coinche, Dutch de klassieke regels"),
    "acc": ("rule set with article, accusative", "the rule set as an object (German accusative: die Coinche-Regeln); "
                                                 "other languages as 'rule set with article'"),
    "dat": ("rule set with article, dative", "after nach, mit, unter … (German dative: den klassischen Regeln); "
                                             "other languages as 'rule set with article'"),
    "of": ("rule set with article, of", "'of the rules' (German genitive der klassischen Regeln, French des règles "
                                        "de la coinche, Dutch van de klassieke regels)"),
}
_RULES_IN_TEXT = {"classic": "the classic rules", "coinche": "the coinche rules", "contree": "the contrée rules",
                  "bga": "the game-site rules (BGA)", "nl23": "the Dutch rules for two or three"}
RULES_FORMS: dict[str, dict[str, Msg]] = {
    form: {preset: Msg(context, f"of {english}" if form == "of" else english, f"{note}; the preset '{preset}'")
           for preset, english in _RULES_IN_TEXT.items()}
    for form, (context, note) in _RULES_FORM_CONTEXTS.items()
}
"""A preset's name in running text, with its article in each grammatical form (``i18n.GRAMMAR``), one entry
per preset: "{rules:dat}" is "den Coinche-Regeln", "{rules:the}" "les règles de la belote classique"."""


class RulesName(Named):
    """A rule set's name (``preset_name``) that a translation can ask in a form: ``{rules:the}``; the
    switches it changes follow in brackets, whatever the form."""

    preset: str
    changes: str
    lang: str

    def forms(self, form: str) -> str:
        return RULES_FORMS[form][self.preset](self.lang) + self.changes


TABLE_PLAYERS: dict[int, Msg] = {
    3: Msg("rules preset", "three players", "after a preset played at several tables, e.g. Dutch rules … — three players"),
    2: Msg("rules preset", "two players", "after a preset played at several tables, e.g. Dutch rules … — two players"),
}


def table_name(preset: str, players: int | None, lang: Lang = "en") -> str:
    """A preset's name, and the table meant when it is played at several (``rulebook.Table``).

    >>> table_name("nl23", 2, "en"), table_name("coinche", None, "fr")
    ('Dutch rules for two or three — two players', 'coinche')
    """
    name = PRESET_NAMES[preset](lang)
    return f"{name} — {TABLE_PLAYERS[players](lang)}" if players else name

SWITCH_NAMES: dict[tuple[str, str], Msg] = {
    ("undertrump", "required"): Msg("rule switch", "undertrumping required"),
    ("undertrump", "discard"): Msg("rule switch", "no undertrumping required"),
    ("trump_lead_partner", "must_overtrump"): Msg("rule switch", "on a trump lead, beat even your partner's trump"),
    ("trump_lead_partner", "free"): Msg("rule switch", "on a trump lead, any trump when your partner holds the trick"),
    ("void_partner_winning", "free"): Msg("rule switch", "no duty to trump when your partner holds the trick"),
    ("void_partner_winning", "must_trump"): Msg("rule switch", "trump even when your partner holds the trick"),
    ("partner_ruffed_only_trumps", "free"): Msg("rule switch", "only trumps left: any trump over your partner's"),
    ("partner_ruffed_only_trumps", "must_overtrump"): Msg(
        "rule switch", "only trumps left: beat your partner's trump if you can"
    ),
    ("all_trump_climb", "always"): Msg("rule switch", "in all trumps, beat even your partner's card"),
    ("all_trump_climb", "partner_exception"): Msg(
        "rule switch", "in all trumps, no need to beat your partner's card"
    ),
}
"""Readers' names of the card-play switches (rules reference: card play); other switches show as ``name=value``."""

SITE_LABELS = {
    "search": Msg("site", "Search this book…", "placeholder of the site's search field"),
    "languages": Msg("site", "This page in other languages", "label of the language switcher"),
    "choose": Msg("site", "Choose your language", "title of the site's language picker page"),
}
LANGUAGE_NAMES = {"en": "English", "nl": "Nederlands", "fr": "Français", "de": "Deutsch"}
"""Each language named in itself (autonyms are not translated)."""

SWITCH_VALUES: dict[str, Msg] = {}
"""The switches that take any value (``match_target``), each one message with ``{value}``: filled by
``switch_names`` as ``SWITCH_NAMES``."""


def preset_name(rules: str | Rules, lang: Lang = "en") -> RulesName:
    """A rule set's name for readers: the preset, then each overridden switch; a sentence asks it in a
    form (``{rules:the}``, ``{rules:dat}``…: ``RULES_FORMS``), a label or a list shows it bare.

    >>> preset_name("contree", "fr"), preset_name("classic", "de")
    ('contrée', 'klassisch')
    >>> print(preset_name("coinche+all_trump_climb=partner_exception", "en"))
    coinche (in all trumps, no need to beat your partner's card)
    >>> from . import switch_names  # names every option of every switch
    >>> print(preset_name("classic+undertrump=discard+fail_value=162+bid", "en"))
    classic (no undertrumping required; a failed bid gives the defence 162 + the bid)
    >>> print(preset_name("classic+match_target=501", "nl"))
    klassiek (de partij gaat tot 501 punten)
    >>> "{0:dat} / {1:the} / {2:of}".format(preset_name("coinche", "de"), preset_name("classic", "fr"), preset_name("nl23", "nl"))
    'den Coinche-Regeln / les règles de la belote classique / van de Nederlandse regels voor twee of drie'
    >>> format(preset_name("classic+undertrump=discard", "de"), "dat")
    'den klassischen Regeln (kein Untertrumpfzwang)'
    """
    checked = Rules.coerce(rules)
    preset, *changes = split_rules(checked.name)
    notes = []
    for change in changes:
        switch, _, value = change.partition("=")
        known = SWITCH_NAMES.get((switch, value))
        valued = SWITCH_VALUES.get(switch)
        notes.append(known(lang) if known else valued(lang, value=value) if valued else change)
    suffix = f" ({NOTE_SEPARATOR(lang).join(notes)})" if notes else ""
    name = RulesName(PRESET_NAMES[preset](lang) + suffix)
    name.preset, name.changes, name.lang = preset, suffix, lang
    return name


def rules_html(rules: str | Rules, lang: Lang = "en", form: str = "") -> Markup:
    """A rule set's name in running text, marked with its id, in the form its sentence asks (the role
    ``{rules}`coinche:dat``` in a German page gives "den Coinche-Regeln"; ``i18n.GRAMMAR``).

    >>> rules_html("coinche", "nl")
    '<span class="belote-rules" data-rules="coinche">coinche</span>'
    >>> rules_html("classic", "de", "The")
    '<span class="belote-rules" data-rules="classic">Die klassischen Regeln</span>'
    """
    if form and form.lower() not in GRAMMAR:
        raise InvalidInput(f"unknown form {form!r} of a rule set: expected one of {', '.join(GRAMMAR)} (or capitalized)")
    return el("span", format(preset_name(rules, lang), form), class_="belote-rules", data_rules=Rules.coerce(rules).name)


def trump_label(trump: Trump, lang: Lang = "en") -> str:
    """"Trump: hearts", or the mode's own name in no trumps and all trumps.

    >>> trump_label(Trump.HEARTS, "fr"), trump_label(Trump.NO_TRUMP, "nl")
    ('Atout\xa0: cœur', 'Zonder troef')
    """
    if trump.suit is not None:
        return TRUMP(lang, trump=trump.name_in(lang))
    return capitalized(trump.name_in(lang))


def card_html(card: Card | str, lang: Lang = "en", form: str = "") -> Markup:
    """An inline card: a small picture then its name (the name is the text alternative), in the grammatical
    form its sentence asks (``i18n.GRAMMAR``: the role ``{card}`JH:acc``` in a German page gives "den
    Herz-Buben").

    >>> card_html("JH", "fr")  # doctest: +ELLIPSIS
    '<span class="belote-card" data-card="JH"><svg ... aria-hidden="true"...</svg> <span class="belote-card-name">valet de cœur</span></span>'
    >>> card_html("JH", "de", "acc")  # doctest: +ELLIPSIS
    '<span ...<span class="belote-card-name">den Herz-Buben</span></span>'
    """
    if form and form.lower() not in GRAMMAR:
        raise InvalidInput(f"unknown form {form!r} of a card: expected one of {', '.join(GRAMMAR)} (or capitalized)")
    card = parse_card(card)
    name = card.name(lang)
    picture = Markup(card_svg(card, lang, width=24).replace(' role="img"', ' aria-hidden="true" focusable="false"', 1))
    return el("span", picture, " ", el("span", format(name, form), class_="belote-card-name"), class_="belote-card",
              data_card=card)


@dataclass(frozen=True, slots=True)
class Choice:
    """One card of the hand in a which-card figure."""

    card: str
    allowed: bool
    rule: str
    reason: str


@dataclass(frozen=True, slots=True)
class Figure:
    """A rendered example: ``start`` + an optional caption + ``body`` + ``end``.

    Kept in parts so that a document processor can put its own (translated) caption
    between them; ``html(caption)`` joins them with a plain-text caption.
    """

    start: str
    body: str
    end: str = "</figure>"
    choices: tuple[Choice, ...] = ()

    def html(self, caption: str | None = None) -> Markup:
        return html([Markup(self.start), caption_html(caption), Markup(self.body), Markup(self.end)])


def caption_html(caption: str | None) -> Markup:
    return el("figcaption", caption, class_="belote-caption") if caption else Markup()


def _choice_html(verdict: Verdict, reason: str, lang: Lang) -> Markup:
    allowed = verdict.allowed
    label = (ALLOWED_LABEL if allowed else FORBIDDEN_LABEL)(lang)
    verdict_text = el(
        "span",
        el("span", "✓" if allowed else "✗", class_="belote-mark", aria_hidden="true"),
        " ", CARD_LABEL(lang, card=capitalized(verdict.card.name(lang))), " ", el("strong", label),
        class_="belote-verdict",
    )
    return el(
        "li",
        el("span", card_svg(verdict.card, lang), class_="belote-choice-card"),
        el("span", verdict_text, " ", el("span", reason, class_="belote-reason"), class_="belote-choice-text"),
        class_=f"belote-choice belote-{'allowed' if allowed else 'forbidden'}", data_card=verdict.card,
        data_legal=str(allowed).lower(), data_rule=verdict.rule,
    )


def context_line(*texts: str) -> Markup:
    """The line above a figure: rules, trump and the like, joined by middle dots."""
    return el("p", " · ".join(texts), class_="belote-context")


def which_card(
    hand: HandInput,
    trick: TrickInput,
    *,
    trump: Trump | str,
    player: str | None = None,
    rules: str | Rules = "classic",
    lang: Lang = "en",
) -> Figure:
    """The position (rules, trump, trick so far) and every card of the hand marked allowed or
    forbidden, by a mark, a word and styling, with its localized reason."""
    rules = Rules.coerce(rules)
    position = Position.read(hand, trick, trump=trump, player=player, rules=rules)
    verdicts = explain_play(position.hand, position.trick, trump=position.trump, player=position.player, rules=rules)
    seat = position.player
    context = [
        RULES(lang, rules=preset_name(rules, lang)),
        trump_label(position.trump, lang),
        TO_PLAY(lang, seat=seat_name(seat, lang)),
    ]
    if position.trick:
        holder = trick_winner(position.trick, trump=position.trump, rules=rules)
        state = HOLDS(lang, seat=seat_name(holder, lang))
        picture = el("div", trick_svg(position.trick, lang, to_play=seat), class_="belote-table")
    else:
        state, picture = LEADS(lang, seat=seat_name(seat, lang)), Markup()
    choices = tuple(Choice(str(v.card), v.allowed, v.rule, v.message(lang)) for v in verdicts)
    allowed = [v.card.name(lang) for v in verdicts if v.allowed]
    items = [_choice_html(v, c.reason, lang) for v, c in zip(verdicts, choices, strict=True)]
    body = html([
        context_line(*context),
        picture,
        el("p", state, class_="belote-state"),
        el("p", HAND(lang, seat=seat_name(seat, lang)), class_="belote-hand-label"),
        el("ul", items, class_="belote-hand"),
        el("p", ANSWER(lang, cards=", ".join(allowed) or NONE_LABEL(lang)), class_="belote-answer"),
    ])
    start = start_tag(
        "figure",
        {
            "class": "belote-which-card",
            "data-rules": rules.name,
            "data-trump": position.trump.value,
            "data-player": seat,
            "data-trick": trick_text(position.trick),
        },
    )
    return Figure(start, body, choices=choices)


def trick_figure(trick: TrickInput, *, trump: Trump | str, rules: str | Rules = "classic", lang: Lang = "en") -> Figure:
    """A complete trick: the cards by seat, who wins it and its points with the sum written out."""
    checked = Rules.coerce(rules)
    plays = read_trick(trick, direction=checked.play_direction)
    mode = Trump.parse(trump)
    if len(plays) != 4:
        raise InvalidInput(f"a complete trick has four cards, not {len(plays)}: {trick_text(plays)}")
    winner = trick_winner(plays, trump=mode, rules=checked)
    total = trick_points(plays, trump=mode, rules=checked)
    values = point_table(mode, checked.all_trump_values)
    addition = " + ".join(str(values[card.index]) for _, card in plays)
    body = html([
        context_line(RULES(lang, rules=preset_name(rules, lang)), trump_label(mode, lang)),
        el("div", trick_svg(plays, lang), class_="belote-table"),
        el("p", WINS(lang, seat=seat_name(winner, lang)), class_="belote-winner"),
        el("p", POINTS(lang, sum=addition, total=total), class_="belote-points"),
    ])
    start = start_tag(
        "figure",
        {
            "class": "belote-trick",
            "data-trick": trick_text(plays),
            "data-trump": mode.value,
            "data-rules": checked.name,
            "data-winner": winner,
            "data-points": str(total),
        },
    )
    return Figure(start, body)


def disagreement(
    expected: HandInput,
    hand: HandInput,
    trick: TrickInput,
    *,
    trump: Trump | str,
    player: str | None = None,
    rules: str | Rules = "classic",
) -> str | None:
    """``None`` when the engine allows exactly ``expected``; otherwise what differs and why.

    >>> disagreement("JH 9H", "JH 9H 8C", "E:7S N:10S", trump="H") is None
    True
    >>> print(disagreement("JH 9H 8C", "JH 9H 8C", "E:7S N:10S", trump="H"))
    expected JH 9H 8C but the engine allows JH 9H because 8C: You have no spades and an opponent holds the trick: you must trump.
    """
    verdicts = explain_play(hand, trick, trump=trump, player=player, rules=Rules.coerce(rules))
    wanted = {str(card) for card in parse_cards(expected)}
    held = {str(v.card) for v in verdicts}
    strangers = sorted(wanted - held)
    if strangers:
        return f"expected {' '.join(strangers)} to be allowed, but they are not in the hand {' '.join(sorted(held))}"
    allowed = [str(v.card) for v in verdicts if v.allowed]
    if set(allowed) == wanted:
        return None
    expected_text = " ".join(str(v.card) for v in verdicts if str(v.card) in wanted) or "nothing"
    why = "; ".join(f"{v.card}: {v.message('en')}" for v in verdicts if (str(v.card) in wanted) != v.allowed)
    return f"expected {expected_text} but the engine allows {' '.join(allowed)} because {why}"


def language_links(pagename: str, current: Lang, languages: list[str] | tuple[str, ...]) -> list[tuple[str, str]]:
    """``(language, relative link)`` to the same page in every language of a site laid out as
    ``<root>/<lang>/<page>.html``.

    >>> language_links("book/card-play", "nl", ["en", "nl"])
    [('en', '../../en/book/card-play.html'), ('nl', '../../nl/book/card-play.html')]
    """
    up = "../" * (pagename.count("/") + 1)
    return [(lang, f"{up}{lang}/{pagename}.html") for lang in languages]


def language_switcher(links: list[tuple[str, str]], current: Lang) -> Markup:
    """The language switcher: every language by its code, the current one marked."""
    items = []
    for lang, href in links:
        name = LANGUAGE_NAMES.get(lang, lang)
        if lang == current:
            items.append(el("span", lang.upper(), class_="belote-language", aria_current="page", lang=lang, title=name))
        else:
            items.append(el("a", lang.upper(), class_="belote-language", href=href, hreflang=lang, lang=lang, title=name))
    return el("nav", items, class_="belote-languages", aria_label=SITE_LABELS["languages"](current))


def alternate_links(links: list[tuple[str, str]]) -> Markup:
    """``<link rel="alternate">`` to each language's page, one a line (HTML void elements, as Sphinx writes them)."""
    return html(Markup(f"<link{attributes({'rel': 'alternate', 'hreflang': lang, 'href': href})} />\n")
                for lang, href in links)


def language_picker(languages: list[str] | tuple[str, ...], start: str = "index.html") -> str:
    """The site's root page: goes to the reader's browser language (English otherwise) and links all four."""
    items = html(el("li", el("a", LANGUAGE_NAMES.get(lang, lang), href=f"{lang}/{start}", hreflang=lang, lang=lang))
                 for lang in languages)
    titles = html(" · ".join(SITE_LABELS["choose"](lang) for lang in languages))
    known = ", ".join(f'"{lang}"' for lang in languages)
    return f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Belote</title>
<link rel="icon" href="{languages[0]}/_static/favicon.svg" type="image/svg+xml">
<script>
(function () {{
  var known = [{known}];
  if (/[?&]choose/.test(location.search)) return;
  var wanted = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || "en"]);
  for (var i = 0; i < wanted.length; i++) {{
    var code = String(wanted[i]).toLowerCase().split("-")[0];
    if (known.indexOf(code) >= 0) {{ location.replace(code + "/{start}"); return; }}
  }}
  location.replace("{languages[0]}/{start}");
}})();
</script>
<style>body{{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem}}
li{{font-size:1.3rem;margin:.6rem 0}}</style>
</head>
<body>
<main>
<h1>Belote</h1>
<p>{titles}</p>
<ul>{items}</ul>
</main>
</body>
</html>
"""
