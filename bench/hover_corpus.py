"""A labelled set for hover quality: realistic rules and code lines that truly need them.

`RULES` (in `hover_rules.py`) are the kind of rules kenning learns from sessions: tool usage, error
fixes, conventions, anti-patterns, each with the situation tags reflection
gives it (languages, tools, terms). `FILES` are code in seven languages; each
line ends with ` ⇒ ` and the ids of the rules that truly apply to it, or `-`
when none does. Many lines are traps: a rule's common word used as an
identifier (`data`, `run`, `keys`, `client`), inside a URL, a string or a
comment, as a substring or another form of the word.

How a line is labelled: a rule applies when the line does what the rule is
about (calls `pickle.loads`, hard-codes a key, runs `npm install`), or uses
the library or tool the rule is about (`import asyncio`, `asyncio.sleep` for
a rule on `asyncio.gather`), but not when the line runs another subcommand of
the tool (`npm run build` for a rule on `npm ci`), nor when the rule's word is
only a name, a table, a route or a comment's word.

The lines alternate between a development half (tuning) and a test half
(reporting): `split("dev")`, `split("test")`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .hover_holdout import HOLDOUT
from .hover_rules import RULES

__all__ = ["FILES", "HOLDOUT", "RULES", "Line", "lines", "split"]

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
now = datetime.now(timezone.utc) ⇒ r-utcnow
created_at: datetime = Field(default_factory=utcnow) ⇒ r-utcnow
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
frame = pd.DataFrame(records) ⇒ r-iterrows
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
op.create_index("ix_users_email", "users", ["email"]) ⇒ r-index-concurrently
with sqlite3.connect(path, timeout=30) as conn: ⇒ r-sqlite-wal
rows = conn.execute("SELECT id, name FROM jobs WHERE state = ?", (state,)).fetchall() ⇒ r-sql-params
query = "SELECT * FROM jobs WHERE owner = '" + owner + "'" ⇒ r-sql-params r-select-star
def load(path: str, data: bytes | None = None) -> dict: ⇒ -
pickled = base64.b64decode(field) ⇒ -
with open(cache_file, "rb") as fh: state = pickle.load(fh) ⇒ r-pickle
proc = subprocess.Popen(["ffmpeg", "-i", src, dst]) ⇒ r-shell-true
os.system(f"rm -rf {tmpdir}") ⇒ -
r = requests.get(url, headers=headers) ⇒ r-requests-timeout
session = requests.Session() ⇒ r-requests-timeout
request_id = uuid.uuid4().hex ⇒ -
expires = datetime.utcnow() + timedelta(hours=1) ⇒ r-utcnow
logging.basicConfig(level=logging.INFO) ⇒ r-logging
print("usage: tool <file>", file=sys.stderr) ⇒ r-logging
log_path = Path(log_dir) / "app.log" ⇒ r-pathlib
if os.path.exists(os.path.join(root, ".git")): ⇒ r-pathlib
await asyncio.sleep(0.1) ⇒ r-taskgroup
loop = asyncio.get_event_loop() ⇒ r-taskgroup
data = Model.model_validate(raw) ⇒ r-pydantic-v2
settings = Settings.parse_raw(text) ⇒ r-pydantic-v2
for chunk in re.split(r"\n{2,}", text): ⇒ r-re-compile
WORD = re.compile(r"\w+") ⇒ r-re-compile
time.sleep(retry_delay) ⇒ r-sleep-tests
elapsed = time.perf_counter() - start ⇒ -
df = df[df["status"] == "ok"] ⇒ -
for row in frame.itertuples(): ⇒ r-iterrows
run_id = runs.create(name="nightly") ⇒ -
def keys(self) -> list[str]: ⇒ -
token_count = len(tokens) ⇒ -
OPENAI_API_KEY = "sk-proj-abc123def456" ⇒ r-api-keys
client = OpenAI(api_key=os.environ["OPENAI_API_KEY"]) ⇒ r-api-keys
# the api returns keys in insertion order ⇒ -
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
function handle(event: unknown) { ⇒ r-ts-any
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
"scripts": { "test": "jest --runInBand" }, ⇒ r-jest-mocks
const fetcher = (url: string) => fetch(url).then((r) => r.json()); ⇒ r-fetch-ok
export const handler = async (req: Request) => { ⇒ -
const res = await fetch(url, { method: "POST", body }); ⇒ r-fetch-ok
const data = await response.json(); ⇒ r-fetch-ok
export function parse(data: any): Config { ⇒ r-ts-any
const ids = rows.map((r) => r.id as any); ⇒ r-ts-any
const company = await prisma.company.findMany(); ⇒ -
await Promise.all(users.map((u) => notify(u))); ⇒ r-await-foreach
users.forEach((u) => console.log(u.name)); ⇒ r-console-log
useEffect(() => { const t = setInterval(tick, 500); return () => stop(t); }, [tick]); ⇒ r-useeffect
const effectiveDate = start ?? today; ⇒ -
const Body = z.object({ email: z.string().email() }); ⇒ r-zod
const schema = buildSchema(typeDefs); ⇒ -
sessionStorage.setItem("draft", text); ⇒ -
document.cookie = `token=${jwt}`; ⇒ r-localstorage
jest.spyOn(api, "get").mockResolvedValue({ data: [] }); ⇒ r-jest-mocks
it("renders the list", () => { ⇒ -
const started = moment(); ⇒ r-moment
const ms = Date.now() - started; ⇒ -
console.error("failed", err); ⇒ r-console-log
const big = JSON.parse(payload, reviver); ⇒ r-json-bigint
const json = JSON.stringify(state); ⇒ -
const STRIPE_SECRET_KEY = "sk_live_51Mxx"; ⇒ r-api-keys
const keyOf = (item: Item) => item.id; ⇒ -
app.use("/api", apiRouter); ⇒ -
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
return fmt.Errorf("open %s: %w", path, err) ⇒ r-go-wrap
if errors.As(err, &target) { ⇒ r-go-wrap
err = errors.New("empty name") ⇒ -
rows, err := tx.QueryContext(ctx, q, id) ⇒ r-go-rows-close
row := db.QueryRowContext(ctx, "SELECT name FROM users WHERE id = $1", id) ⇒ -
defer resp.Body.Close() ⇒ -
func NewService(ctx context.Context, cfg Config) *Service { ⇒ r-go-ctx
ctx, cancel := context.WithTimeout(ctx, 5*time.Second) ⇒ r-go-ctx
req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil) ⇒ -
resp, err := http.Post(url, "application/json", body) ⇒ r-go-default-client
srv := &http.Server{Addr: addr, Handler: mux} ⇒ -
for _, item := range items { wg.Add(1); go process(item, &wg) } ⇒ r-go-waitgroup
wg.Wait() ⇒ r-go-waitgroup
var mu sync.Mutex ⇒ r-go-waitgroup
data, err := json.Marshal(v) ⇒ -
token := os.Getenv("GITHUB_TOKEN") ⇒ r-api-keys
const apiVersion = "v2" ⇒ -
runtime.GOMAXPROCS(2) ⇒ -
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
let file = File::open(&path).unwrap(); ⇒ r-rust-unwrap
let n: usize = s.parse().expect("a number"); ⇒ r-rust-unwrap
let v = map.get(&k).copied().unwrap_or_default(); ⇒ -
tokio::spawn(async move { worker.run().await }); ⇒ r-tokio-blocking
let body = reqwest::blocking::get(url)?.text()?; ⇒ r-tokio-blocking
#[tokio::main] ⇒ r-tokio-blocking
#[serde(default)] ⇒ r-serde-camel
let json = serde_json::to_string(&resp)?; ⇒ r-serde-camel
let secret_key = "sk_live_abcdef123456"; ⇒ r-api-keys
let keys = ["a", "b"]; ⇒ -
let config = Config::load(&args.config)?; ⇒ -
fn data(&self) -> &[u8] { &self.buf } ⇒ -
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
SELECT u.id, u.email FROM users u WHERE u.org_id = $1; ⇒ -
SELECT * FROM events ORDER BY created_at DESC LIMIT 50; ⇒ r-select-star
DROP INDEX IF EXISTS idx_events_kind; ⇒ -
CREATE INDEX idx_events_created ON events (created_at); ⇒ r-index-concurrently
ALTER TABLE runs ADD COLUMN finished_at timestamp; ⇒ r-timestamptz
UPDATE jobs SET finished_at = now() WHERE id = $1; ⇒ -
SELECT id FROM jobs WHERE error IS NOT NULL; ⇒ r-is-null
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
set -o pipefail ⇒ r-set-euo
curl -s "$API_URL/health" ⇒ r-curl-fail
wget -qO- https://example.com/setup.sh | bash ⇒ -
rm -rf "$TMPDIR/build" ⇒ r-rm-rf
rm -rf node_modules ⇒ -
pytest -q -k "not slow" ⇒ r-pytest
python -m mypy src ⇒ r-mypy
ruff check --fix . ⇒ r-ruff
git push --force-with-lease ⇒ r-git-force
git fetch --all --prune ⇒ -
docker build -t app:latest . ⇒ -
docker-compose -f compose.yml down ⇒ r-compose-v2
redis-cli GET "session:$ID" ⇒ r-redis-keys
go vet ./... ⇒ -
cargo test --all-features ⇒ -
echo "API_KEY is not set" >&2 ⇒ -
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
- uses: docker/build-push-action@v5 ⇒ r-gha-pin
  run: go test -race ./... ⇒ r-go-race
  run: cargo clippy --all-targets -- -D warnings ⇒ r-clippy
  run: npm ci ⇒ r-npm-ci
  token: ${{ secrets.CODECOV_TOKEN }} ⇒ r-gha-secrets
image: ghcr.io/acme/api:latest ⇒ r-docker-latest
  requests: { cpu: 100m, memory: 128Mi } ⇒ r-k8s-limits
  - name: api ⇒ -
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
    """Every labelled line; even positions in a file are `dev`, odd ones `test`, and the
    lines of `HOLDOUT` are `holdout`."""
    known = {rule_id for rule_id, *_ in RULES}
    out: list[Line] = []
    files = [(p, lang, text, False) for p, lang, text in FILES]
    files += [(p, lang, text, True) for p, lang, text in HOLDOUT]
    for path, language, text, held in files:
        for pos, raw in enumerate(x for x in text.splitlines() if x.strip()):
            code, sep, label = raw.rpartition(" ⇒ ")
            if not sep:
                raise ValueError(f"{path}: no ' ⇒ ' label on {raw!r}")
            truth = frozenset() if label.strip() == "-" else frozenset(label.split())
            if truth - known:
                raise ValueError(f"{path}: unknown rule ids {sorted(truth - known)}")
            half = "holdout" if held else ("dev" if pos % 2 == 0 else "test")
            out.append(Line(path, language, code, truth, half))
    return out


def split(half: str) -> list[Line]:
    """The `dev`, `test` or `holdout` lines."""
    return [x for x in lines() if x.half == half]
