# belote-teach: every set-up step lives here, so that one command does it all on a fresh machine.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: test lint translations bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check --upgrade pip==25.3
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[dev]'
	touch $@

## make test: install what is needed, then run every check (lint, types, tests, doctests)
test: $(STAMP) lint
	$(PY) -m pytest -n 2 -q

lint: $(STAMP)
	$(VENV)/bin/ruff check belote_teach tests bench
	$(VENV)/bin/mypy

## make translations: refresh the gettext catalogs from the source strings
translations: $(STAMP)
	$(PY) -m belote_teach.catalogs

## make bench: print the engine's figures
bench: $(STAMP)
	$(PY) bench/engine.py

clean:
	rm -rf $(VENV) _build
