# belote-teach: every set-up step lives here, so that one command does it all on a fresh machine.
PYTHON ?= python3
# Python may cache compiled modules (__pycache__) even where the environment says not to: every test process,
# site build and command the tests start would otherwise compile the package and its libraries again
unexport PYTHONDONTWRITEBYTECODE
VENV := .venv
PY := $(VENV)/bin/python
UV := $(VENV)/bin/uv
STAMP := $(VENV)/.installed
AXE_CORE := axe-core@4.14.1
# pytest-xdist workers for make test (the browser tests wait on Chromium and Pyodide: more workers than cores)
WORKERS ?= 2
AXE := $(VENV)/node/node_modules/axe-core/axe.min.js

.PHONY: test check lint site book translations bench clean browser pdf axe lock

## the virtual environment: uv (pinned, from PyPI) installs the project and its extras at the versions of
## requirements.lock (every package, transitive ones too); `make lock` writes that file again
$(STAMP): pyproject.toml requirements.lock
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check uv==0.13.9
	$(UV) pip install --quiet --compile-bytecode --python $(PY) --constraint requirements.lock -e '.[dev,book,lite]'
	touch $@

lock: $(STAMP)
	$(UV) pip compile --quiet pyproject.toml --extra dev --extra book --extra lite --extra bench \
	  --python-version 3.11 -o requirements.lock

## make test: install what is needed, then run every check: lint and types, the four-language site build,
## every unit, property, doc, notebook and browser test (the set-up steps run side by side, then pytest-xdist)
test:
	@$(MAKE) --no-print-directory -j4 --output-sync=target browser axe lint site
	$(PY) -m pytest -n $(WORKERS) -q

## make check: the fast tier for the edit-test loop: lint and types, then every test that needs no browser,
## no Jupyter kernel and no site build (markers set from the fixtures a test uses), property tests with a
## tenth of their examples (hypothesis profile dev)
check: $(STAMP) lint
	$(PY) -m pytest -n 2 -q -m "not browser and not site and not kernel" --hypothesis-profile=dev

## the browser tests drive Debian's Chromium (Playwright cannot download browsers here); the handout
## tests read printed PDFs back with pdftotext (poppler-utils)
browser:
	@[ -x /usr/bin/chromium ] && [ -x /usr/bin/pdftotext ] || { \
	  [ "$$(id -u)" -eq 0 ] || { echo "install Chromium first: sudo apt-get install -y chromium poppler-utils"; exit 1; }; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium poppler-utils >/dev/null; }

## make axe: the accessibility checker the browser tests inject into every page (npm, into .venv/node)
axe: $(AXE)

$(AXE): Makefile
	npm install --no-save --no-package-lock --no-audit --no-fund --silent --prefix $(VENV)/node $(AXE_CORE)
	touch $@

lint: $(STAMP)
	$(VENV)/bin/ruff check belote_teach tests bench book
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports --no-logo --no-cache

## make site: build the guide in en, nl, fr and de into _build/site/ (warnings are errors)
site: $(STAMP)
	$(PY) -m belote_teach.publish.site build
	$(PY) -m belote_teach.publish.lite build

## make book: build the whole site, then serve it on http://127.0.0.1:8000/
book: site
	$(PY) -m belote_teach.publish.site serve

## make pdf: print the whole guide and the one-page quick reference of each language into _build/pdf/
pdf: site browser
	$(PY) -m belote_teach.publish.printing guide

## make translations: refresh the gettext catalogs (engine, then the book's .pot/.po via sphinx-intl)
translations: $(STAMP)
	$(PY) -m belote_teach.publish.catalogs
	$(PY) -m belote_teach.publish.site gettext

## make bench: print the test suite's wall time by tier, the engine's, the solver's (also in Pyodide: builds the site first if needed), the site build's,
## the computer players' and the play page's and live exercises' figures (Chromium, cold cache)
bench: $(STAMP)
	$(UV) pip install --quiet --python $(PY) --constraint requirements.lock -e '.[bench]'
	test -f _build/site/lite/static/pyodide/pyodide.js || $(MAKE) site
	$(PY) bench/suite.py
	$(PY) bench/engine.py
	$(PY) bench/solver.py
	$(PY) bench/pyodide_hint.py
	$(PY) bench/build.py
	$(PY) bench/exercises.py
	$(PY) bench/handout.py
	$(PY) bench/page_weight.py
	$(PY) bench/players.py
	$(PY) bench/blunders.py --preset classic
	$(PY) bench/blunders.py --preset coinche
	$(PY) bench/bidding.py --preset coinche --deals 100
	$(PY) bench/bidding.py --preset classic --deals 100
	$(PY) bench/play_page.py
	$(PY) bench/live_exercise.py
	$(PY) bench/house_rules.py

clean:
	rm -rf $(VENV) _build
