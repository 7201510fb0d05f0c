# rulekit: set-up, lessons, tests, benchmarks.
#
#   make lab     JupyterLab on the Korean start page (ko/00_start_here.ipynb) of the learner's working
#                copy work/, both editions (ko/ and en/); the first run copies notebooks/ there, later runs
#                bring in updates and keep the lessons the learner edited (tools/workcopy.py)
#   make test      the fast tier (about 5 minutes on two cores): every rule, property, bot and drawing
#                  test (exhaustive click tests on a sample of positions), the docstring examples, the
#                  Korean edition of every notebook executed (nbval; the English edition's code is the
#                  same and its narrative and links are checked), every notebook validated, one handout;
#                  prints its time at the end
#   make test-all  the deep tier (what CI runs): everything in make test, plus the deep tests (every
#                  sampled position, whole bot games checked for reference cycles, the strength matches),
#                  every notebook of both editions executed and printed as a handout, and the browser
#                  journeys in Chromium
#   make reference  the rule reference page of every game, both editions (notebooks/{ko,en}/<game>/reference.ipynb)
#   make handouts   every lesson executed and rendered to a printable, self-contained HTML page per
#                   language, under handouts/<lang>/ (with an index.html each)
#   make index      the lists of notebooks in both start pages and in the README
#   make bench   speed figures
#   make lint    ruff, then mypy on rulekit and widgets (settings in pyproject.toml)
#
# Each target first makes sure .venv exists and holds the kit (editable) with its lab and test
# extras; that step is skipped while pyproject.toml is unchanged since the last install.

SHELL := /bin/bash

# The first Python 3.11+ on PATH (override: make test PYTHON=/path/to/python3.12).
ifndef PYTHON
PYTHON := $(shell for p in python3 python3.14 python3.13 python3.12 python3.11; do \
	command -v $$p >/dev/null 2>&1 && $$p -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null \
	&& { echo $$p; break; }; done)
endif
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.rulekit-installed
# pytest-xdist workers; notebooks run their cells in one worker each (--dist loadscope).
JOBS ?= 2
PYTEST_ARGS ?=
# e.g. make bench BENCH_ARGS="--sweep-budget 600" runs the 10,000-game sweeps in full instead of extrapolating.
BENCH_ARGS ?=

.PHONY: help venv lab test test-all bench lint reference handouts present index clean-venv

help:
	@echo "make lab       open the lessons in JupyterLab on the Korean start page, in the working copy work/"
	@echo "               (copied from notebooks/ on the first run; later runs bring in updates, keep your edits)"
	@echo "make test      the fast tier (~5 min): rules, properties, bots, drawing (sampled clicks), doctests,"
	@echo "               the Korean notebooks executed, every notebook validated, one handout; prints its time"
	@echo "make test-all  the deep tier (CI): all of make test, the deep tests and every sample, both editions"
	@echo "               executed and printed as handouts, the browser journeys (needs Chromium)"
	@echo "make reference  write every game's rule reference page, in both editions"
	@echo "make handouts  a printable page per lesson and language, under handouts/"
	@echo "make index  list every notebook in the start pages and the README"
	@echo "make bench  print the speed figures in a few minutes (BENCH_ARGS=--strength adds the search bot's strength table: 1-2 CPU-hours)"
	@echo "make lint   ruff check, then mypy on rulekit and widgets"

venv: $(STAMP)

$(STAMP): pyproject.toml
	@if [ -z "$(PYTHON)" ]; then \
		echo "rulekit needs Python 3.11 or newer; none found on PATH (python3 is: $$(python3 --version 2>&1))." >&2; \
		echo "Install one, or run: make $(MAKECMDGOALS) PYTHON=/path/to/python3.11" >&2; exit 1; fi
	@if ! $(BIN)/python -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then \
		echo "Creating $(VENV) with $$($(PYTHON) --version)"; \
		rm -rf $(VENV) && $(PYTHON) -m venv $(VENV); fi
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[lab,test]'
	@touch $@

# The lessons open with the side bars folded away (binder/workspace.json), so a board gets the whole
# width; the workspace is kept in .venv and imported only the first time.  JupyterLab's news prompt is
# turned off (binder/overrides.json, the lab's settings overrides).  The lessons run in a working copy,
# work/ (git ignores it; tools/workcopy.py brings it up to date and keeps the learner's edits), served
# from its root so both editions and the links between them work; outputs never land in the checkout.
WORKSPACES := $(VENV)/workspaces
LAB_SETTINGS := $(VENV)/share/jupyter/lab/settings
WORK := work
# e.g. make lab LAB_ARGS="--no-browser --port 8890"
LAB_ARGS ?=

lab: $(STAMP)
	$(BIN)/python tools/workcopy.py --work $(WORK)
	@mkdir -p $(LAB_SETTINGS) && cp binder/overrides.json $(LAB_SETTINGS)/overrides.json
	@[ -n "$$(ls $(WORKSPACES) 2>/dev/null)" ] || $(BIN)/jupyter lab workspaces import \
		--LabWorkspaceImportApp.workspaces_dir=$(WORKSPACES) binder/workspace.json
	$(BIN)/jupyter lab $$( [ "$$(id -u)" = 0 ] && echo --allow-root ) --LabApp.workspaces_dir=$(WORKSPACES) \
		--ServerApp.root_dir=$(WORK) $(LAB_ARGS) $(WORK)/ko/00_start_here.ipynb

# Both tiers: the tests, the docstring examples of the kit, its tools and the test helpers.  Tiers are
# chosen by tests/conftest.py (--tier; markers deep and browser); pytest's exit status (5 when nothing
# ran) is make's.
# Byte code is written even where the environment says not to (PYTHONDONTWRITEBYTECODE): every worker
# and notebook kernel then reads the compiled kit and pytest's rewritten test modules instead of compiling
# them again (6 s of each worker's start-up).
TEST_PATHS := tests rulekit widgets tools
PYTEST := PYTHONDONTWRITEBYTECODE= $(BIN)/python -m pytest -n $(JOBS) --dist loadscope --doctest-modules

# The fast tier executes the Korean edition of the notebooks (nbval, one kernel a worker, reset between
# notebooks: tests/notebook_kernel.py): the English code is the same (tests/test_editions.py), and the
# deep tier executes both editions once each, as handouts.
test: $(STAMP)
	@start=$$(date +%s); \
	$(PYTEST) --tier fast --notebooks-one-kernel --nbval-cell-timeout=600 $(TEST_PATHS) notebooks/ko $(PYTEST_ARGS); \
	status=$$?; echo "make test (fast tier): $$(( $$(date +%s) - start )) s, exit status $$status"; exit $$status

test-all: $(STAMP)
	@start=$$(date +%s); \
	RULEKIT_HANDOUT_JOBS=$(JOBS) $(PYTEST) --tier all $(TEST_PATHS) $(PYTEST_ARGS); \
	status=$$?; echo "make test-all (deep tier): $$(( $$(date +%s) - start )) s, exit status $$status"; exit $$status

bench: $(STAMP)
	$(BIN)/python tests/benchmarks/run.py $(BENCH_ARGS)

# Generated from rulekit/data/<game>/rules.json and glossary.json; tests/test_reference.py fails when a
# committed page is out of date.
reference: $(STAMP)
	$(BIN)/python -m rulekit.reference notebooks

index: $(STAMP)
	$(BIN)/python tools/lesson_index.py

# HANDOUT_ARGS="--lang ko --only golden_ankh/" builds a part; tests/test_handouts.py builds one lesson
# per language in the fast tier and every notebook in the deep tier.
HANDOUT_ARGS ?=
handouts: $(STAMP)
	$(BIN)/python -m widgets.handout --out handouts --jobs $(JOBS) $(HANDOUT_ARGS)

# The presentation view (Voilà, widgets/present.py), e.g. PRESENT_ARGS="--lang en --lesson golden_ankh/05_adjacency.ipynb"
PRESENT_ARGS ?=
present: $(STAMP)
	$(BIN)/python -m widgets.present $(PRESENT_ARGS)

lint: $(STAMP)
	$(BIN)/ruff check rulekit widgets tests tools
	$(BIN)/mypy

clean-venv:
	rm -rf $(VENV)
