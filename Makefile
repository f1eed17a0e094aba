# The two commands of the README:
#   make start   set everything up from nothing and run kenning on the default store
#   make test    set everything up from nothing and run the whole test suite
# Both create .venv, install kenning with its dependencies and make the
# offline embedding model available; re-running them skips what is done.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: start test lint pytest setup clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

setup: $(STAMP)

start: setup
	$(BIN)/kenning init
	$(BIN)/kenning doctor

build/typecheck/kenning: 
	mkdir -p build/typecheck/kenning
	ln -sfn ../../../daemon build/typecheck/kenning/daemon
	ln -sfn ../../../lsp build/typecheck/kenning/lsp
	ln -sfn ../../../hooks build/typecheck/kenning/hooks

lint: setup build/typecheck/kenning
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy -p kenning
	$(BIN)/mypy tests bench

pytest: setup
	$(BIN)/python -m pytest $(PYTEST_ARGS)

test: lint pytest

clean:
	rm -rf $(VENV) build
