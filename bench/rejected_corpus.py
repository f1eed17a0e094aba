"""Pairs of rules for the rejected-proposal check by meaning (`python -m bench rejected`).

`SAME`: one lesson said twice in other words (what a person may say again in a
later session after rejecting the first wording). `DIFFERENT`: two rules on a
related subject that say different things (what must still be learned after
the first was rejected). `OPPOSITE`: a rule and its contrary (the opposite of
a rejected rule may be exactly what the person wants). The dev pairs chose
`curation.rejected_meaning_threshold`; the holdout pairs were written after
the threshold was chosen, before their scores were seen.

Each pair is (the rejected proposal, the later statement).
"""

from __future__ import annotations

__all__ = ["DEV_DIFFERENT", "DEV_SAME", "HOLDOUT_DIFFERENT", "HOLDOUT_SAME", "OPPOSITE"]

Pair = tuple[str, str]

DEV_SAME: list[Pair] = [
    ("We use uv here, not pip.", "Always use `uv add` in this repo instead of pip install."),
    (
        "Always use httpx instead of requests in this repo.",
        "Please use httpx rather than the requests library.",
    ),
    ("Never commit directly to main.", "Don't push commits straight to the main branch."),
    ("Run the tests with pytest -q before committing.", "Before you commit, run pytest -q."),
    ("Use pnpm, not npm, in this project.", "This project uses pnpm; don't use npm."),
    ("Prefer pathlib over os.path.", "Use pathlib.Path instead of the os.path functions."),
    (
        "Don't add type: ignore comments; fix the types instead.",
        "Never silence mypy with a type: ignore, fix the type error.",
    ),
    ("Use ruff for formatting, not black.", "We format with ruff format here; black is not used."),
    (
        "Log with the logging module, never print.",
        "Don't use print for logging, use logging.getLogger.",
    ),
    ("Use f-strings instead of .format().", "Prefer f-strings over str.format calls."),
    (
        "Don't mock the database in tests; use a real SQLite file.",
        "Tests must use a real sqlite database, no mocks of it.",
    ),
    ("Store every timestamp in UTC.", "Dates are always saved as UTC in the database."),
    ("Don't use any in TypeScript.", "Avoid the any type in our TypeScript code."),
    ("Always run go vet before pushing.", "Run go vet every time before you push."),
    (
        "Write commit messages in the imperative mood.",
        "Commit messages should be imperative: 'Add X', not 'Added X'.",
    ),
    ("Keep functions under 50 lines.", "Functions should stay shorter than fifty lines."),
    (
        "Use docker compose, not docker-compose.",
        "It's `docker compose` with a space now, never the old docker-compose binary.",
    ),
    (
        "Always add a CHANGELOG entry for user-visible changes.",
        "Every change users can see needs an entry in CHANGELOG.md.",
    ),
    (
        "Don't use relative imports in this package.",
        "Use absolute imports only, no relative imports here.",
    ),
    (
        "Use yarn, not npm, to install dependencies.",
        "Install packages with yarn here rather than npm install.",
    ),
    (
        "Never hard-code secrets; read them from the environment.",
        "Secrets go in environment variables, never in the code.",
    ),
    (
        "Run migrations with alembic upgrade head, not by hand.",
        "Apply database migrations through alembic upgrade head only.",
    ),
    ("Use snake_case for database column names.", "Column names in the database are snake_case."),
    (
        "Prefer composition over inheritance in the services layer.",
        "In services, compose objects rather than subclassing.",
    ),
    (
        "Use React Testing Library, not Enzyme.",
        "Write component tests with React Testing Library; Enzyme is deprecated here.",
    ),
    (
        "Always use `make test` to run the test suite.",
        "Run the suite through make test, not pytest directly.",
    ),
    ("Don't catch bare Exception.", "Never write `except Exception:` without re-raising."),
    ("Use tabs for indentation in the Makefile.", "Makefile recipes must be indented with tabs."),
    ("Put new API routes under app/api/v2.", "New endpoints go in the app/api/v2 folder."),
    (
        "Use poetry to manage dependencies.",
        "Dependencies are managed with poetry here; add them with poetry add.",
    ),
]

DEV_DIFFERENT: list[Pair] = [
    ("We use uv here, not pip.", "Pin every dependency version in pyproject.toml."),
    ("We use uv here, not pip.", "Use uv run to run scripts, not python directly."),
    ("Always use httpx instead of requests in this repo.", "Set a timeout on every httpx request."),
    ("Never commit directly to main.", "Squash commits before merging a pull request."),
    ("Run the tests with pytest -q before committing.", "Mark slow tests with @pytest.mark.slow."),
    ("Use pnpm, not npm, in this project.", "Run pnpm install --frozen-lockfile in CI."),
    ("Prefer pathlib over os.path.", "Open files with an explicit encoding='utf-8'."),
    ("Don't add type: ignore comments; fix the types instead.", "Run mypy in strict mode."),
    ("Use ruff for formatting, not black.", "Lines are at most 100 characters long."),
    (
        "Log with the logging module, never print.",
        "Log at debug level inside loops and at info elsewhere.",
    ),
    (
        "Use f-strings instead of .format().",
        "Use %-style arguments in logging calls, not f-strings.",
    ),
    (
        "Don't mock the database in tests; use a real SQLite file.",
        "Each test gets its own temporary directory.",
    ),
    ("Store every timestamp in UTC.", "Show times to the user in their local time zone."),
    ("Don't use any in TypeScript.", "Enable strictNullChecks in tsconfig.json."),
    ("Always run go vet before pushing.", "Run go test -race before pushing."),
    (
        "Write commit messages in the imperative mood.",
        "Keep the first line of a commit message under 72 characters.",
    ),
    ("Keep functions under 50 lines.", "Keep modules under 800 lines."),
    ("Use docker compose, not docker-compose.", "Pin base images by digest in Dockerfiles."),
    (
        "Always add a CHANGELOG entry for user-visible changes.",
        "Bump the version in pyproject.toml when releasing.",
    ),
    ("Don't use relative imports in this package.", "Sort imports with ruff's isort rules."),
    (
        "Use yarn, not npm, to install dependencies.",
        "Commit the yarn.lock file with every dependency change.",
    ),
    (
        "Never hard-code secrets; read them from the environment.",
        "Rotate the API keys every 90 days.",
    ),
    (
        "Run migrations with alembic upgrade head, not by hand.",
        "Never edit a migration that has been released.",
    ),
    ("Use snake_case for database column names.", "Use camelCase for JSON keys in the API."),
    (
        "Prefer composition over inheritance in the services layer.",
        "Services must not import from the web layer.",
    ),
    ("Use React Testing Library, not Enzyme.", "Use Playwright for end-to-end tests."),
    ("Always use `make test` to run the test suite.", "Run `make lint` before pushing."),
    (
        "Don't catch bare Exception.",
        "Raise typed errors from the library, translate them in the CLI.",
    ),
    (
        "Use tabs for indentation in the Makefile.",
        "Use four spaces for indentation in Python files.",
    ),
    ("Put new API routes under app/api/v2.", "Version the API in the URL path."),
    ("Use poetry to manage dependencies.", "Use pip-tools to compile requirements.txt."),
    ("Always use httpx instead of requests in this repo.", "Use aiohttp for the websocket client."),
    ("Never commit directly to main.", "Never force-push to a shared branch."),
    (
        "Run the tests with pytest -q before committing.",
        "Run the tests with pytest -x to stop at the first failure.",
    ),
]

HOLDOUT_SAME: list[Pair] = [
    ("Use black with a line length of 100.", "Format code with black, line length 100."),
    ("Don't use lodash; write plain JavaScript.", "Avoid pulling in lodash, vanilla JS is fine."),
    (
        "Always use async/await instead of .then chains.",
        "Prefer async and await over promise .then() chains.",
    ),
    (
        "Use the logger from app.log, not logging directly.",
        "Get loggers through app.log instead of calling logging yourself.",
    ),
    (
        "Use cargo clippy before committing Rust code.",
        "Run clippy on the Rust code before each commit.",
    ),
    ("Keep secrets out of the repository.", "Never commit secrets to the repo."),
    ("Use Decimal for money, never float.", "Amounts of money are Decimal values, not floats."),
    ("Write docstrings in Google style.", "Docstrings follow the Google docstring format."),
    ("Don't use global variables.", "Avoid module-level mutable globals."),
    (
        "Use pydantic models for request bodies.",
        "Request payloads are validated with pydantic models.",
    ),
    ("Run npm ci in CI, not npm install.", "CI must install with npm ci rather than npm install."),
    ("Use UUIDs for primary keys.", "Primary keys are UUIDs, not auto-increment integers."),
    ("Don't reformat files you did not change.", "Leave the formatting of untouched files alone."),
    ("Use gofmt on every Go file.", "Go files must be formatted with gofmt."),
    (
        "Prefer dataclasses over plain dicts for records.",
        "Model records as dataclasses rather than dicts.",
    ),
    ("Always branch off develop, not main.", "New branches start from develop instead of main."),
    (
        "Use Tailwind classes instead of custom CSS.",
        "Style components with Tailwind utility classes, no hand-written CSS.",
    ),
    ("Put fixtures in conftest.py.", "Shared pytest fixtures belong in conftest.py."),
    ("Use the `just` task runner, not make.", "Run tasks with just; we don't use make anymore."),
    ("Answer in English in code comments.", "Code comments are written in English."),
]

HOLDOUT_DIFFERENT: list[Pair] = [
    ("Use black with a line length of 100.", "Use isort with the black profile."),
    ("Don't use lodash; write plain JavaScript.", "Don't use moment.js; use date-fns."),
    ("Always use async/await instead of .then chains.", "Handle every rejected promise."),
    ("Use the logger from app.log, not logging directly.", "Log request ids with every message."),
    ("Use cargo clippy before committing Rust code.", "Run cargo fmt before committing Rust code."),
    ("Keep secrets out of the repository.", "Keep generated files out of the repository."),
    ("Use Decimal for money, never float.", "Round money to two decimals only when displaying it."),
    ("Write docstrings in Google style.", "Every public function needs type annotations."),
    ("Don't use global variables.", "Don't use wildcard imports."),
    ("Use pydantic models for request bodies.", "Return 422 for invalid request bodies."),
    ("Run npm ci in CI, not npm install.", "Cache node_modules between CI runs."),
    ("Use UUIDs for primary keys.", "Add an index on every foreign key."),
    ("Don't reformat files you did not change.", "Keep pull requests under 400 changed lines."),
    ("Use gofmt on every Go file.", "Wrap errors with fmt.Errorf and %w in Go."),
    (
        "Prefer dataclasses over plain dicts for records.",
        "Make dataclasses frozen unless they must change.",
    ),
    ("Always branch off develop, not main.", "Delete branches after they are merged."),
    ("Use Tailwind classes instead of custom CSS.", "Use the design system's colour tokens."),
    ("Put fixtures in conftest.py.", "Name test files test_<module>.py."),
    ("Use the `just` task runner, not make.", "Run `just lint` before pushing."),
    ("Answer in English in code comments.", "Comments explain why, not what."),
]

OPPOSITE: list[Pair] = [
    ("Use pip to install packages.", "Never use pip to install packages."),
    ("Always mock the database in tests.", "Don't mock the database in tests."),
    ("Use print for debugging output.", "AVOID: Use print for debugging output."),
    (
        "Commit directly to main for small fixes.",
        "Never commit directly to main, even small fixes.",
    ),
    ("Use relative imports inside the package.", "Avoid relative imports inside the package."),
    ("Run the tests in parallel with pytest -n auto.", "Never run the tests in parallel."),
]
