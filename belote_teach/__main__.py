"""``python -m belote_teach``: the ``belote-teach`` command (see ``belote_teach.cli``)."""

from .cli import run

if __name__ == "__main__":
    run()
