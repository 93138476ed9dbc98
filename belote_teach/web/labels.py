"""The play page's own labels (the ``play-table`` directive writes them into the page in its language).

They live here, beside the session, so that the engine's catalogs collect them (``publish.catalogs``
skips ``sphinxext``, which needs Sphinx).

>>> LABELS["thinking"]("de").startswith("Ich denke nach")
True
"""

from __future__ import annotations

from ..i18n import Lang, Msg
from ..render.html import preset_name

_C = "play page"
LABELS = {
    "rules": Msg(_C, "Rules"),
    "level": Msg(_C, "Computer players"),
    "beginner": Msg(_C, "beginner"),
    "strong": Msg(_C, "strong"),
    "start": Msg(_C, "Deal"),
    "loading": Msg(_C, "Loading the engine in your browser…"),
    "ready": Msg(_C, "Ready: choose the rules and the level, then deal."),
    "hand": Msg(_C, "Your hand (South)"),
    "calls": Msg(_C, "Your call"),
    "hint": Msg(_C, "Hint"),
    "undo": Msg(_C, "Undo my last card"),
    "review": Msg(_C, "Review the deal"),
    "next": Msg(_C, "Next deal"),
    "table": Msg(_C, "The table"),
    "log": Msg(_C, "What happened"),
    "forbidden": Msg(_C, "not allowed", "beside a card the player may not play (French: agrees with carte)"),
    "rule": Msg(_C, "The rule in the guide"),
    "failed": Msg(_C, "The engine could not start in this browser."),
    "three": Msg(_C, "three players"),
    "two": Msg(_C, "two players"),
    "skip": Msg(_C, "Skip to the card table"),
    "costs": Msg(_C, "Show what each card costs"),
    "costs_note": Msg(_C, "With the costs shown, each of your cards carries the points it would cost (0: as good as the best)."),
    "thinking": Msg(_C, "Thinking… (solving the deal with every hand known can take a few seconds)"),
    "height": Msg(_C, "Bid", "the coinche auction's height chooser: the number of points bid"),
    "lower": Msg(_C, "Lower bid", "a button: the height chooser one step down"),
    "higher": Msg(_C, "Higher bid", "a button: the height chooser one step up"),
    "dealer": Msg(_C, "dealer", "beside a seat's name: this player dealt"),
    "review_calls": Msg(_C, "Your calls in the auction"),
}


def rules_label(name: str, lang: Lang) -> str:
    """A choice of the rules menu: the preset's name, and at a small table how many play.

    >>> rules_label("nl23+players=2", "fr")
    'règles néerlandaises à deux ou à trois — deux joueurs'
    """
    if not name.startswith("nl23"):
        return preset_name(name, lang)
    return f"{preset_name('nl23', lang)} — {LABELS['two' if name.endswith('players=2') else 'three'](lang)}"
