"""A labelled set for hover quality: realistic rules and code lines that truly need them.

`RULES` are the kind of rules kenning learns from sessions: tool usage, error
fixes, conventions, anti-patterns, each with the situation tags reflection
gives it (languages, tools, terms). `FILES` are code in seven languages; each
line ends with ` ⇒ ` and the ids of the rules that truly apply to it, or `-`
when none does. Many lines are traps: a rule's common word used as an
identifier (`data`, `run`, `keys`, `client`), inside a URL, a string or a
comment, as a substring or another form of the word.

The lines alternate between a development half (tuning) and a test half
(reporting): `split("dev")`, `split("test")`.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["FILES", "RULES", "Line", "lines", "split"]

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

_PY = r"""
import os ⇒ -
import pickle ⇒ r-pickle
import yaml ⇒ r-yaml-module
import subprocess ⇒ r-shell-true
import requests ⇒ r-requests-timeout
import sqlite3 ⇒ r-sqlite-wal
import logging ⇒ r-logging
import asyncio ⇒ r-taskgroup
import re ⇒ r-re-compile
import pandas as pd ⇒ r-iterrows
from datetime import datetime, timezone ⇒ r-utcnow
from pathlib import Path ⇒ r-pathlib
from pydantic import BaseModel ⇒ r-pydantic-v2
API_KEY = "sk-live-4f9a8b7c6d5e" ⇒ r-api-keys
api_key = os.environ["OPENAI_API_KEY"] ⇒ r-api-keys
BASE_URL = "https://example.com/api/v2/users" ⇒ -
resp = requests.get(f"{BASE_URL}/api/orders") ⇒ r-requests-timeout
resp = requests.post(url, json=payload, timeout=10) ⇒ r-requests-timeout
data = json.loads(body) ⇒ -
data = pickle.loads(blob) ⇒ r-pickle
obj = pickle.load(fh) ⇒ r-pickle
for key in data.keys(): ⇒ -
result = subprocess.run(["git", "status"], capture_output=True) ⇒ r-shell-true
subprocess.run(cmd, shell=True, check=True) ⇒ r-shell-true
subprocess.run(["pytest", "-x", "tests/"]) ⇒ r-pytest r-shell-true
def run(self, data): ⇒ -
runner.run(job) ⇒ -
# run the migrations first, then seed the data ⇒ -
now = datetime.utcnow() ⇒ r-utcnow
now = datetime.now(timezone.utc) ⇒ -
created_at: datetime = Field(default_factory=utcnow) ⇒ -
def add_item(item, items=[]): ⇒ r-mutable-default
def merge(a, b, seen=None): ⇒ -
conn = sqlite3.connect(db_path) ⇒ r-sqlite-wal
conn.execute("PRAGMA journal_mode=WAL") ⇒ r-sqlite-wal
cur.execute(f"SELECT * FROM users WHERE id = {user_id}") ⇒ r-sql-params r-select-star
cur.execute("SELECT name FROM users WHERE id = ?", (user_id,)) ⇒ r-sql-params
executor.submit(task) ⇒ -
print(f"loaded {len(rows)} rows") ⇒ r-logging
log = logging.getLogger(__name__) ⇒ r-logging
logger.info("saved %s", path) ⇒ -
path = os.path.join(root, "config", name) ⇒ r-pathlib
config_path = Path.home() / ".config" / "app" ⇒ r-pathlib
results = await asyncio.gather(*tasks) ⇒ r-taskgroup
async with asyncio.TaskGroup() as tg: ⇒ r-taskgroup
task = tg.create_task(fetch_one(url)) ⇒ -
payload = user.dict() ⇒ r-pydantic-v2
payload = user.model_dump() ⇒ r-pydantic-v2
cfg = Settings.parse_obj(raw) ⇒ r-pydantic-v2
class User(BaseModel): ⇒ -
model = load_model(weights_path) ⇒ -
pattern = re.compile(r"\d+") ⇒ r-re-compile
if re.match(r"^v\d+", tag): ⇒ r-re-compile
time.sleep(0.5) ⇒ r-sleep-tests
started = time.monotonic() ⇒ -
for idx, row in df.iterrows(): ⇒ r-iterrows
for row in rows: ⇒ -
frame = pd.DataFrame(records) ⇒ -
config = yaml.safe_load(fh) ⇒ r-yaml-module
keys = sorted(mapping) ⇒ -
token = request.headers.get("Authorization") ⇒ -
headers = {"Authorization": f"Bearer {API_TOKEN}"} ⇒ r-api-keys
secret = "hunter2" ⇒ r-api-keys
user_data = serialize(user) ⇒ -
# see https://docs.python.org/3/library/pickle.html ⇒ -
def test_login(client, db): ⇒ -
@pytest.mark.parametrize("n", [1, 2, 3]) ⇒ r-pytest
def test_timeout_is_applied(): ⇒ -
response = client.get("/api/health") ⇒ -
timeout = settings.request_timeout ⇒ -
op.create_index("ix_users_email", "users", ["email"]) ⇒ -
"""

_TS = r"""
import { z } from "zod"; ⇒ r-zod
import moment from "moment"; ⇒ r-moment
import { format } from "date-fns"; ⇒ r-moment
import React, { useEffect, useState } from "react"; ⇒ r-useeffect
const API_KEY = "pk_live_51Hxx9"; ⇒ r-api-keys
const apiKey = process.env.STRIPE_API_KEY; ⇒ r-api-keys
const res = await fetch("/api/users"); ⇒ r-fetch-ok
const res = await fetch(`${base}/api/orders/${id}`); ⇒ r-fetch-ok
if (!res.ok) throw new Error(`HTTP ${res.status}`); ⇒ r-fetch-ok
const body = await res.json(); ⇒ r-fetch-ok
const data = JSON.parse(text); ⇒ r-json-bigint
const data = await loadData(); ⇒ -
let value: any = input; ⇒ r-ts-any
function handle(event: unknown) { ⇒ -
const anyOf = schemas.filter(Boolean); ⇒ -
if (items.some((x) => x.done)) { ⇒ -
items.forEach(async (item) => { await save(item); }); ⇒ r-await-foreach
for (const item of items) { ⇒ -
await Promise.all(items.map(save)); ⇒ r-await-foreach
useEffect(() => { load(id); }, []); ⇒ r-useeffect
const [count, setCount] = useState(0); ⇒ -
const effect = computeEffect(state); ⇒ -
const User = z.object({ name: z.string() }); ⇒ r-zod
const input = UserSchema.parse(req.body); ⇒ r-zod
const parsed = parseInt(raw, 10); ⇒ -
localStorage.setItem("token", jwt); ⇒ r-localstorage
const theme = localStorage.getItem("theme"); ⇒ r-localstorage
const tokens = tokenize(source); ⇒ -
afterEach(() => { jest.resetAllMocks(); }); ⇒ r-jest-mocks
jest.mock("../db"); ⇒ r-jest-mocks
const mockUser = { id: 1, name: "Ada" }; ⇒ -
const when = moment(date).format("YYYY-MM-DD"); ⇒ r-moment
const label = format(date, "yyyy-MM-dd"); ⇒ -
console.log("user", user); ⇒ r-console-log
logger.info({ user }, "loaded"); ⇒ -
const keys = Object.keys(obj); ⇒ -
for (const key of Object.keys(headers)) { ⇒ -
const client = new ApiClient({ baseUrl: "https://api.example.com" }); ⇒ -
export async function runJob(data: Job) { ⇒ -
const result = await run(data); ⇒ -
// TODO: run the tests before committing ⇒ -
router.get("/api/keys", listKeys); ⇒ -
const secretKey = process.env.JWT_SECRET; ⇒ r-api-keys
const id = BigInt(row.id).toString(); ⇒ -
const url = new URL("/docs/api", origin); ⇒ -
"scripts": { "test": "jest --runInBand" }, ⇒ -
const fetcher = (url: string) => fetch(url).then((r) => r.json()); ⇒ r-fetch-ok
export const handler = async (req: Request) => { ⇒ -
"""

_GO = r"""
import "database/sql" ⇒ r-go-rows-close
import "net/http" ⇒ r-go-default-client
func (s *Store) Get(ctx context.Context, id string) (*User, error) { ⇒ r-go-ctx
type Server struct { ctx context.Context; db *sql.DB } ⇒ r-go-ctx
func handle(w http.ResponseWriter, r *http.Request) { ⇒ -
return nil, fmt.Errorf("load user %s: %w", id, err) ⇒ r-go-wrap
return fmt.Errorf("load user: %v", err) ⇒ r-go-wrap
if errors.Is(err, sql.ErrNoRows) { ⇒ r-go-wrap
if err != nil { ⇒ -
return err ⇒ -
rows, err := db.QueryContext(ctx, "SELECT id, name FROM users") ⇒ r-go-rows-close
rows, err := db.Query("SELECT id FROM users WHERE org = $1", org) ⇒ r-go-rows-close
defer rows.Close() ⇒ r-go-rows-close
for rows.Next() { ⇒ -
resp, err := http.DefaultClient.Do(req) ⇒ r-go-default-client
resp, err := http.Get("https://example.com/api/status") ⇒ r-go-default-client
client := &http.Client{Timeout: 10 * time.Second} ⇒ r-go-default-client
client := NewClient(cfg) ⇒ -
data, err := io.ReadAll(resp.Body) ⇒ -
var data []byte ⇒ -
wg.Add(1) ⇒ r-go-waitgroup
go func() { defer wg.Done(); work(item) }() ⇒ r-go-waitgroup
var wg sync.WaitGroup ⇒ r-go-waitgroup
func (r *Runner) Run(ctx context.Context) error { ⇒ r-go-ctx
keys := make([]string, 0, len(m)) ⇒ -
apiKey := "sk_test_26PHem9AhJZvU623DfE1x4sd" ⇒ r-api-keys
apiKey := os.Getenv("API_KEY") ⇒ r-api-keys
url := fmt.Sprintf("%s/api/v1/items", base) ⇒ -
log.Printf("listening on %s", addr) ⇒ -
value, ok := cache.Load(key) ⇒ -
// Close releases the pool ⇒ -
func (p *Pool) Close() error { ⇒ -
t.Run("empty input", func(t *testing.T) { ⇒ -
func TestParse(t *testing.T) { ⇒ -
"""

_RS = r"""
use serde::{Deserialize, Serialize}; ⇒ r-serde-camel
use tokio::time::sleep; ⇒ r-tokio-blocking
let cfg = std::fs::read_to_string(path).unwrap(); ⇒ r-rust-unwrap
let port: u16 = env::var("PORT")?.parse()?; ⇒ -
let port = args.port.unwrap_or(8080); ⇒ -
let user = users.get(&id).expect("user exists after insert"); ⇒ r-rust-unwrap
std::thread::sleep(Duration::from_millis(50)); ⇒ r-tokio-blocking
tokio::time::sleep(Duration::from_secs(1)).await; ⇒ r-tokio-blocking
let handle = tokio::task::spawn_blocking(move || compress(buf)); ⇒ r-tokio-blocking
#[serde(rename_all = "camelCase")] ⇒ r-serde-camel
#[derive(Debug, Serialize, Deserialize)] ⇒ r-serde-camel
let name = user.name.clone(); ⇒ -
let keys: Vec<_> = map.keys().collect(); ⇒ -
let data = fs::read(&path)?; ⇒ -
pub fn run(config: Config) -> Result<(), Error> { ⇒ -
let api_key = std::env::var("API_KEY")?; ⇒ r-api-keys
let url = format!("{}/api/v1/jobs", base); ⇒ -
let client = reqwest::Client::new(); ⇒ -
// cargo clippy complains about this needless borrow ⇒ r-clippy
impl Drop for Connection { ⇒ -
let sleep_ms = retry.backoff(attempt); ⇒ -
let rows = sqlx::query("SELECT * FROM jobs").fetch_all(&pool).await?; ⇒ r-select-star
match result { Ok(v) => v, Err(e) => return Err(e.into()) } ⇒ -
let value = maybe.unwrap(); ⇒ r-rust-unwrap
"""

_SQL = r"""
SELECT * FROM orders WHERE customer_id = 42; ⇒ r-select-star
SELECT id, total FROM orders WHERE shipped_at IS NULL; ⇒ r-is-null
SELECT id FROM users WHERE deleted_at = NULL; ⇒ r-is-null
CREATE INDEX idx_orders_customer ON orders (customer_id); ⇒ r-index-concurrently
CREATE INDEX CONCURRENTLY idx_users_email ON users (email); ⇒ r-index-concurrently
CREATE TABLE events (id bigserial PRIMARY KEY, created_at timestamp NOT NULL); ⇒ r-timestamptz
ALTER TABLE events ADD COLUMN seen_at timestamptz; ⇒ r-timestamptz
INSERT INTO api_keys (owner, hash) VALUES ($1, $2); ⇒ -
UPDATE users SET data = $1 WHERE id = $2; ⇒ -
SELECT count(*) FROM sessions; ⇒ -
DELETE FROM runs WHERE finished_at < now() - interval '30 days'; ⇒ -
-- keys are rotated monthly by the ops job ⇒ -
SELECT key, value FROM settings WHERE scope = 'global'; ⇒ -
PRAGMA journal_mode=WAL; ⇒ r-sqlite-wal
PRAGMA busy_timeout = 5000; ⇒ r-sqlite-wal
CREATE UNIQUE INDEX users_email ON users (lower(email)); ⇒ r-index-concurrently
SELECT o.* FROM orders o JOIN users u ON u.id = o.user_id; ⇒ r-select-star
"""

_SH = r"""
#!/usr/bin/env bash ⇒ -
set -euo pipefail ⇒ r-set-euo
set -e ⇒ r-set-euo
curl -fsSL https://example.com/install.sh | sh ⇒ r-curl-fail
curl https://example.com/api/keys -o keys.json ⇒ r-curl-fail
rm -rf "$BUILD_DIR/" ⇒ r-rm-rf
rm -rf "${BUILD_DIR:?}/dist" ⇒ r-rm-rf
rm -f out.log ⇒ -
pytest -x --ff tests/ ⇒ r-pytest
python -m pytest tests/test_api.py ⇒ r-pytest
mypy --strict src ⇒ r-mypy
ruff format . ⇒ r-ruff
black . ⇒ r-ruff
pip install -r requirements.txt ⇒ r-uv
sudo pip install awscli ⇒ r-uv
uv pip install -e '.[dev]' ⇒ r-uv
npm install ⇒ r-npm-ci
npm ci ⇒ r-npm-ci
npm run build ⇒ -
go test -race ./... ⇒ r-go-race
go build ./cmd/server ⇒ -
cargo clippy -- -D warnings ⇒ r-clippy
cargo build --release ⇒ -
git push --force origin main ⇒ r-git-force
git push origin feature/login ⇒ -
docker-compose up -d ⇒ r-compose-v2
docker compose up -d db ⇒ r-compose-v2
redis-cli KEYS 'session:*' ⇒ r-redis-keys
redis-cli SCAN 0 MATCH 'session:*' ⇒ r-redis-keys
alembic revision --autogenerate -m "add users" ⇒ r-alembic
alembic upgrade head ⇒ r-alembic
export API_KEY=sk-live-123456 ⇒ r-api-keys
echo "running the data import" ⇒ -
for f in data/*.csv; do wc -l "$f"; done ⇒ -
KEYS_DIR=/etc/app/keys ⇒ -
"""

_YAML = r"""
- uses: actions/checkout@v4 ⇒ r-gha-pin
- uses: actions/setup-python@8d9ed9ac5c53483de85588cdf95a591a75ab9f55 ⇒ r-gha-pin
  run: npm install ⇒ r-npm-ci
  run: pytest -x ⇒ r-pytest
  run: echo "deploying the api" ⇒ -
  OPENAI_API_KEY: ${{ secrets.OPENAI_API_KEY }} ⇒ r-gha-secrets r-api-keys
  GITHUB_TOKEN: ghp_16C7e42F292c6912E7710c838347Ae178B4a ⇒ r-api-keys r-gha-secrets
image: postgres:latest ⇒ r-docker-latest
image: redis:7.2-alpine ⇒ r-docker-latest
resources: ⇒ r-k8s-limits
  limits: { cpu: "500m", memory: 256Mi } ⇒ r-k8s-limits
  containers: ⇒ -
name: run tests ⇒ -
data: ⇒ -
  api_url: https://example.com/api ⇒ -
keys: [a, b, c] ⇒ -
timeout-minutes: 10 ⇒ -
"""

_DOCKER = r"""
FROM python:latest ⇒ r-docker-latest
FROM node:20.11-alpine AS build ⇒ r-docker-latest
RUN pip install --no-cache-dir -r requirements.txt ⇒ r-uv
RUN npm ci --omit=dev ⇒ r-npm-ci
COPY data/ /app/data/ ⇒ -
CMD ["python", "-m", "app.run"] ⇒ -
"""

#: (path, the editor's language id, annotated text)
FILES: list[tuple[str, str, str]] = [
    ("app/service.py", "python", _PY),
    ("web/src/client.ts", "typescript", _TS),
    ("internal/store/users.go", "go", _GO),
    ("src/worker.rs", "rust", _RS),
    ("db/queries.sql", "sql", _SQL),
    ("scripts/release.sh", "shellscript", _SH),
    (".github/workflows/ci.yml", "yaml", _YAML),
    ("Dockerfile", "dockerfile", _DOCKER),
]


@dataclass(frozen=True)
class Line:
    """One labelled line: where it is, its text, the rules that truly apply to it."""

    path: str
    language: str
    text: str
    truth: frozenset[str]
    half: str


def lines() -> list[Line]:
    """Every labelled line; even positions in a file are `dev`, odd ones `test`."""
    known = {rule_id for rule_id, *_ in RULES}
    out: list[Line] = []
    for path, language, text in FILES:
        for pos, raw in enumerate(x for x in text.splitlines() if x.strip()):
            code, sep, label = raw.rpartition(" ⇒ ")
            if not sep:
                raise ValueError(f"{path}: no ' ⇒ ' label on {raw!r}")
            truth = frozenset() if label.strip() == "-" else frozenset(label.split())
            if truth - known:
                raise ValueError(f"{path}: unknown rule ids {sorted(truth - known)}")
            out.append(Line(path, language, code, truth, "dev" if pos % 2 == 0 else "test"))
    return out


def split(half: str) -> list[Line]:
    """The `dev` or `test` half."""
    return [x for x in lines() if x.half == half]
