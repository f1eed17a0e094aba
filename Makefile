# The commands of the README:
#   make start   set everything up from nothing, then `kenning setup`: the default store,
#                the daemon, the doctor
#   make test    set everything up from nothing, install the system tools the suite
#                drives where it can (.ci/system-deps), lint and run the whole suite
#   make check   the quick loop: lint, types and the tests that start no daemon,
#                editor, PostgreSQL or embedding model
# All create .venv, install kenning with every extra (every surface works) and make
# the offline embedding model available; re-running them skips what is done.

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# one embedding model per user and machine (~/.cache/kenning/models on Linux),
# for `make start` and for every test's throw-away KENNING_HOME alike; an
# exported KENNING_MODELS_DIR puts it elsewhere
KENNING_MODELS_DIR ?= $(shell $(BIN)/python -c 'from kenning.daemon.retrieval.embedding.embedder import default_models_dir; print(default_models_dir())' 2>/dev/null)
export KENNING_MODELS_DIR
MODEL_STAMP := $(VENV)/.model-installed
# where `make test` kept its own copy before: moved, not downloaded again
OLD_TEST_MODELS := $(VENV)/kenning-models

.PHONY: start test check lint pytest system-deps setup clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev,team]'
	touch $(STAMP)

setup: $(STAMP)

# `kenning models install` is idempotent; the stamp only skips its start-up
$(MODEL_STAMP): $(STAMP)
	@if [ -d $(OLD_TEST_MODELS) ] && [ ! -e "$(KENNING_MODELS_DIR)" ]; then \
		mkdir -p "$$(dirname "$(KENNING_MODELS_DIR)")" && \
		mv $(OLD_TEST_MODELS) "$(KENNING_MODELS_DIR)" && \
		echo "moved $(OLD_TEST_MODELS) to $(KENNING_MODELS_DIR)"; fi
	$(BIN)/kenning models install
	touch $(MODEL_STAMP)

# `kenning setup`: the store, the model (installed already: only checked), the daemon,
# the doctor and what to set up next, as after a `pipx install` or `uv tool install`
start: setup $(MODEL_STAMP)
	$(BIN)/kenning setup

build/typecheck/kenning: 
	mkdir -p build/typecheck/kenning
	ln -sfn ../../../daemon build/typecheck/kenning/daemon
	ln -sfn ../../../lsp build/typecheck/kenning/lsp
	ln -sfn ../../../hooks build/typecheck/kenning/hooks

lint: setup build/typecheck/kenning
	$(BIN)/python -m ruff check .
	$(BIN)/python -m ruff format --check .
	$(BIN)/python -m mypy -p kenning
	$(BIN)/python -m mypy tests bench
	$(BIN)/lint-imports

# Neovim, Emacs with eglot, PostgreSQL, Node.js: installed as root with apt-get,
# otherwise named; their tests are then skipped by name (and fail when CI is set)
system-deps:
	@bash .ci/system-deps

# the suite runs in PYTEST_WORKERS processes (pytest-xdist), a test file each at a time
# (--dist loadfile: a module's shared fixture, such as a generated corpus, is made once);
# every test has its own KENNING_HOME, and the session's PostgreSQL cluster is one per
# worker. PYTEST_WORKERS=0 runs it in this process alone.
PYTEST_WORKERS ?= 2
XDIST := -n $(PYTEST_WORKERS) --dist loadfile
# bytecode is written (__pycache__, git-ignored) even where the environment says not to:
# without it each of the suite's thousands of `kenning` processes compiles kenning's
# modules again (~0.1 s each) and each worker rewrites every test module's asserts (~10 s)
unexport PYTHONDONTWRITEBYTECODE

pytest: setup $(MODEL_STAMP) system-deps
	$(BIN)/python -m pytest $(XDIST) $(PYTEST_ARGS)

test: lint pytest

# tests marked slow (real model, big inputs), needs (a system tool) or daemon (a
# daemon process) run only in `make test`
FAST_TESTS := not slow and not needs and not daemon

check: lint $(MODEL_STAMP)
	$(BIN)/python -m pytest -q $(XDIST) -m "$(FAST_TESTS)" $(PYTEST_ARGS)

clean:
	rm -rf $(VENV) build
