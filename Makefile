# The two commands of the README:
#   make start   set everything up from nothing, init the default store, start the daemon
#   make test    set everything up from nothing and run the whole test suite
# Both create .venv, install kenning with its dependencies and make the
# offline embedding model available; re-running them skips what is done.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# the embedding model for tests lives beside the venv, shared by every test's
# throw-away KENNING_HOME through KENNING_MODELS_DIR (downloaded once)
TEST_MODELS := $(CURDIR)/$(VENV)/kenning-models
MODEL_STAMP := $(VENV)/.model-installed
TEST_MODEL_STAMP := $(VENV)/.test-model-installed

.PHONY: start test lint pytest setup clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

setup: $(STAMP)

# `kenning models install` is idempotent; the stamps only skip its start-up
$(MODEL_STAMP): $(STAMP)
	$(BIN)/kenning models install
	touch $(MODEL_STAMP)

$(TEST_MODEL_STAMP): $(STAMP)
	KENNING_MODELS_DIR=$(TEST_MODELS) $(BIN)/kenning models install
	touch $(TEST_MODEL_STAMP)

start: setup $(MODEL_STAMP)
	$(BIN)/kenning init
	$(BIN)/kenning daemon start
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

pytest: setup $(TEST_MODEL_STAMP)
	KENNING_MODELS_DIR=$(TEST_MODELS) $(BIN)/python -m pytest $(PYTEST_ARGS)

test: lint pytest

clean:
	rm -rf $(VENV) build
