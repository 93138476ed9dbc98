"""The engine's one exception family: every bad input is a ``ValueError``.

>>> issubclass(IllegalPlay, InvalidInput) and issubclass(InvalidInput, ValueError)
True
"""


class InvalidInput(ValueError):
    """Input the engine cannot accept; the message names the problem and what is expected."""


class IllegalPlay(InvalidInput):
    """A card the rules forbid here; the message is the localized reason."""
