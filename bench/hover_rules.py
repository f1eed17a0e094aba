"""The rules of the hover-quality set (`bench/hover_corpus.py`): text, tags and kind of each."""

from __future__ import annotations

#: id, text, tags, kind ("rule" or "anti")
RULES: list[tuple[str, str, list[str], str]] = [
    # python tooling and libraries
    (
        "r-pytest",
        "Run pytest with -x --ff while fixing a failing test; the whole suite takes minutes.",
        ["python", "pytest"],
        "rule",
    ),
    (
        "r-api-keys",
        "Never hard-code API keys or tokens in source: read them from environment variables.",
        ["security", "secrets"],
        "anti",
    ),
    (
        "r-pickle",
        "Never unpickle untrusted data: pickle.loads runs arbitrary code; use json for "
        "anything that comes from the network.",
        ["python", "pickle", "security"],
        "anti",
    ),
    (
        "r-shell-true",
        "Call subprocess.run with a list of arguments and never shell=True on user input.",
        ["python", "subprocess", "security"],
        "anti",
    ),
    (
        "r-requests-timeout",
        "Always pass timeout= to requests.get and requests.post: without it a call waits forever.",
        ["python", "requests"],
        "rule",
    ),
    (
        "r-utcnow",
        "datetime.utcnow() is deprecated and naive: use datetime.now(UTC).",
        ["python", "datetime"],
        "rule",
    ),
    (
        "r-mutable-default",
        "No mutable default arguments (def f(items=[])): default to None and build the "
        "list inside.",
        ["python"],
        "anti",
    ),
    (
        "r-sqlite-wal",
        "Open sqlite3 connections with PRAGMA journal_mode=WAL and a busy_timeout, or concurrent "
        "writers fail with 'database is locked'.",
        ["python", "sqlite3", "sqlite"],
        "rule",
    ),
    (
        "r-sql-params",
        "Never build SQL with f-strings or concatenation: pass parameters to cursor.execute.",
        ["sql", "security"],
        "anti",
    ),
    (
        "r-logging",
        "Library code logs through logging.getLogger(__name__), never print().",
        ["python", "logging"],
        "rule",
    ),
    (
        "r-pathlib",
        "Prefer pathlib.Path over os.path.join for file paths.",
        ["python", "pathlib"],
        "rule",
    ),
    (
        "r-taskgroup",
        "Use asyncio.TaskGroup rather than a bare asyncio.gather so a failing task cancels "
        "its siblings.",
        ["python", "asyncio"],
        "rule",
    ),
    (
        "r-pydantic-v2",
        "Pydantic v2: call model_dump() and model_validate(), not .dict() and parse_obj().",
        ["python", "pydantic"],
        "rule",
    ),
    (
        "r-mypy",
        "Run mypy --strict before committing; CI fails on any type error.",
        ["python", "mypy"],
        "rule",
    ),
    (
        "r-ruff",
        "Format with ruff format, not black; ruff check --fix for lint.",
        ["python", "ruff", "black"],
        "rule",
    ),
    (
        "r-uv",
        "Install packages with uv pip install inside the venv, never sudo pip install.",
        ["python", "pip", "uv"],
        "rule",
    ),
    (
        "r-re-compile",
        "Compile regular expressions once at module level with re.compile, not inside a loop.",
        ["python", "regex"],
        "rule",
    ),
    (
        "r-sleep-tests",
        "Tests wait on events, never on time.sleep: sleeps make the suite slow and flaky.",
        ["python", "testing"],
        "anti",
    ),
    (
        "r-iterrows",
        "Do not loop over a big DataFrame with iterrows(): vectorise, or use itertuples().",
        ["python", "pandas"],
        "anti",
    ),
    (
        "r-yaml-module",
        "ModuleNotFoundError: No module named 'yaml' → pip install pyyaml (the package name "
        "differs from the import).",
        ["python", "pyyaml", "modulenotfounderror"],
        "rule",
    ),
    (
        "r-alembic",
        "Generate migrations with alembic revision --autogenerate and read them before upgrade.",
        ["python", "alembic", "migration"],
        "rule",
    ),
    # javascript / typescript
    (
        "r-ts-any",
        "Avoid the any type in TypeScript: use unknown and narrow it.",
        ["typescript"],
        "anti",
    ),
    (
        "r-await-foreach",
        "Do not await inside Array.forEach: use for...of or Promise.all with map.",
        ["javascript", "typescript"],
        "anti",
    ),
    (
        "r-fetch-ok",
        "fetch() does not reject on HTTP errors: check response.ok before response.json().",
        ["javascript", "typescript", "fetch"],
        "rule",
    ),
    (
        "r-useeffect",
        "List every dependency in the useEffect dependency array (react-hooks/exhaustive-deps).",
        ["typescript", "react", "useeffect"],
        "rule",
    ),
    (
        "r-npm-ci",
        "Use npm ci in CI, not npm install: it installs exactly package-lock.json.",
        ["npm", "ci"],
        "rule",
    ),
    (
        "r-zod",
        "Validate request bodies with a zod schema (Schema.parse) at the handler boundary.",
        ["typescript", "zod"],
        "rule",
    ),
    (
        "r-localstorage",
        "Never keep auth tokens in localStorage: use an httpOnly cookie.",
        ["javascript", "security"],
        "anti",
    ),
    (
        "r-jest-mocks",
        "Reset jest mocks between tests: jest.resetAllMocks() in afterEach.",
        ["jest", "testing"],
        "rule",
    ),
    (
        "r-moment",
        "moment is deprecated in this repo: format dates with date-fns.",
        ["javascript", "moment", "date-fns"],
        "rule",
    ),
    (
        "r-console-log",
        "Remove console.log before committing; use the logger module.",
        ["javascript", "typescript"],
        "rule",
    ),
    (
        "r-json-bigint",
        "JSON.parse loses precision on 64-bit ids: send ids as strings.",
        ["javascript", "json"],
        "rule",
    ),
    # go
    (
        "r-go-wrap",
        'Wrap errors with fmt.Errorf("...: %w", err) so errors.Is and errors.As still work.',
        ["go", "errors"],
        "rule",
    ),
    (
        "r-go-rows-close",
        "defer rows.Close() right after checking the error of db.Query.",
        ["go", "database/sql"],
        "rule",
    ),
    (
        "r-go-ctx",
        "Pass ctx context.Context as the first parameter; never store a context in a struct.",
        ["go", "context"],
        "rule",
    ),
    (
        "r-go-race",
        "Run go test -race ./... before pushing concurrency changes.",
        ["go", "testing"],
        "rule",
    ),
    (
        "r-go-default-client",
        "Never use http.DefaultClient in production: build an http.Client with a Timeout.",
        ["go", "net/http"],
        "anti",
    ),
    (
        "r-go-waitgroup",
        "Call wg.Add before starting the goroutine, not inside it, or Wait can return early.",
        ["go", "sync", "goroutine"],
        "rule",
    ),
    # rust
    (
        "r-rust-unwrap",
        "No unwrap() in library code: return a Result and use ?, or expect() with a reason.",
        ["rust"],
        "anti",
    ),
    (
        "r-clippy",
        "Run cargo clippy -- -D warnings before committing.",
        ["rust", "cargo", "clippy"],
        "rule",
    ),
    (
        "r-tokio-blocking",
        "Never call std::thread::sleep or blocking I/O in a tokio task: use tokio::time::sleep "
        "or spawn_blocking.",
        ["rust", "tokio"],
        "anti",
    ),
    (
        "r-serde-camel",
        'Structs sent to the frontend carry #[serde(rename_all = "camelCase")].',
        ["rust", "serde"],
        "rule",
    ),
    # sql
    (
        "r-select-star",
        "No SELECT * in application queries: name the columns.",
        ["sql"],
        "anti",
    ),
    (
        "r-index-concurrently",
        "Create indexes CONCURRENTLY in Postgres migrations so the table is not locked.",
        ["sql", "postgres", "migration"],
        "rule",
    ),
    (
        "r-is-null",
        "Compare with IS NULL, never = NULL (it is never true).",
        ["sql"],
        "anti",
    ),
    (
        "r-timestamptz",
        "Store times as timestamptz, not timestamp without time zone.",
        ["sql", "postgres"],
        "rule",
    ),
    # shell, containers, ci
    (
        "r-set-euo",
        "Start bash scripts with set -euo pipefail.",
        ["shell", "bash"],
        "rule",
    ),
    (
        "r-curl-fail",
        "Use curl -fsSL in scripts so an HTTP error fails the step.",
        ["shell", "curl"],
        "rule",
    ),
    (
        "r-rm-rf",
        'Never rm -rf a variable path without guarding it: rm -rf "${BUILD_DIR:?}".',
        ["shell", "bash"],
        "anti",
    ),
    (
        "r-docker-latest",
        "Pin Docker base images to a version tag, never :latest.",
        ["docker", "dockerfile"],
        "anti",
    ),
    (
        "r-gha-pin",
        "Pin GitHub Actions to a commit SHA in uses:, not a moving tag like @v4 or @main.",
        ["github-actions", "yaml", "ci"],
        "rule",
    ),
    (
        "r-k8s-limits",
        "Every Kubernetes container sets resources.requests and resources.limits.",
        ["kubernetes", "yaml"],
        "rule",
    ),
    (
        "r-gha-secrets",
        "Read secrets in workflows as ${{ secrets.NAME }}; never paste a token into the YAML.",
        ["github-actions", "secrets"],
        "rule",
    ),
    (
        "r-git-force",
        "Never git push --force to main; use --force-with-lease on your own branch.",
        ["git"],
        "anti",
    ),
    (
        "r-redis-keys",
        "Never run KEYS * on the production Redis: iterate with SCAN.",
        ["redis"],
        "anti",
    ),
    (
        "r-compose-v2",
        "Use docker compose (v2), not the old docker-compose binary.",
        ["docker", "compose"],
        "rule",
    ),
]
