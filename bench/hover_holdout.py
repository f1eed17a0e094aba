"""The holdout lines of the hover-quality set: written after the matcher was tuned.

Same format and labelling principle as `hover_corpus.py`; they were never used
to tune the matcher, so their precision and recall are the honest figure.
"""

from __future__ import annotations

__all__ = ["HOLDOUT"]

_HOLD_PY = r"""
import pickle as pkl ⇒ r-pickle
from requests.adapters import HTTPAdapter ⇒ r-requests-timeout
from subprocess import check_output ⇒ r-shell-true
out = check_output("git log -1", shell=True) ⇒ r-shell-true
blob = pkl.dumps(state) ⇒ r-pickle
payload = json.dumps(data) ⇒ -
def run_migrations(data_dir): ⇒ -
keys = [k for k in config if k.startswith("feature_")] ⇒ -
resp = requests.put(url, data=body, timeout=5) ⇒ r-requests-timeout
stamp = datetime.utcnow().isoformat() ⇒ r-utcnow
log.warning("retrying %s", url) ⇒ -
print(json.dumps(result, indent=2)) ⇒ r-logging
base = os.path.dirname(__file__) ⇒ r-pathlib
async with asyncio.timeout(10): ⇒ r-taskgroup
user = User.parse_obj(payload) ⇒ r-pydantic-v2
item = Item(**row) ⇒ -
for m in re.finditer(r"\d+", text): ⇒ r-re-compile
time.sleep(1) ⇒ r-sleep-tests
sleep_seconds = backoff(attempt) ⇒ -
df.apply(score, axis=1) ⇒ r-iterrows
conn.execute("PRAGMA busy_timeout = 5000") ⇒ r-sqlite-wal
db = sqlite3.connect(":memory:") ⇒ r-sqlite-wal
cursor.execute("DELETE FROM runs WHERE id = %s" % run_id) ⇒ r-sql-params
# TODO: switch to pathlib once we drop 3.7 ⇒ -
api_url = f"{host}/api/v1" ⇒ -
AWS_SECRET_ACCESS_KEY = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" ⇒ r-api-keys
"""

_HOLD_TS = r"""
import axios from "axios"; ⇒ -
const { data } = await axios.get("/api/items"); ⇒ -
const response = await fetch(endpoint); ⇒ r-fetch-ok
const value = input as any; ⇒ r-ts-any
const anything = pick(options); ⇒ -
for (const file of files) await upload(file); ⇒ -
files.forEach(async (f) => await upload(f)); ⇒ r-await-foreach
useEffect(() => { subscribe(); }, [subscribe]); ⇒ r-useeffect
const parsed = Settings.safeParse(env); ⇒ r-zod
localStorage.setItem("accessToken", token); ⇒ r-localstorage
const apiKey = "AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY"; ⇒ r-api-keys
beforeEach(() => jest.clearAllMocks()); ⇒ r-jest-mocks
const d = moment.utc(ts); ⇒ r-moment
console.log(`listening on ${port}`); ⇒ r-console-log
const logger = pino(); ⇒ -
const n = JSON.parse(body).count; ⇒ r-json-bigint
const keys = new Set(Object.keys(a)); ⇒ -
"""

_HOLD_GO = r"""
if err := db.Ping(); err != nil { return fmt.Errorf("ping: %w", err) } ⇒ r-go-wrap
return nil, err ⇒ -
rows, err := s.db.Query(query, args...) ⇒ r-go-rows-close
defer rows.Close() ⇒ r-go-rows-close
func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) { ⇒ -
func fetchUser(ctx context.Context, id int64) (*User, error) { ⇒ r-go-ctx
client := http.DefaultClient ⇒ r-go-default-client
var wg sync.WaitGroup ⇒ r-go-waitgroup
go func() { wg.Add(1); defer wg.Done(); run() }() ⇒ r-go-waitgroup
data := make(map[string]string) ⇒ -
key := fmt.Sprintf("user:%d", id) ⇒ -
"""

_HOLD_RS = r"""
let conf: Config = toml::from_str(&text).unwrap(); ⇒ r-rust-unwrap
let first = items.first().cloned().unwrap_or_else(Item::default); ⇒ -
std::thread::sleep(Duration::from_secs(2)); ⇒ r-tokio-blocking
let out = tokio::task::spawn_blocking(move || parse(&buf)).await?; ⇒ r-tokio-blocking
#[serde(rename_all = "camelCase")] ⇒ r-serde-camel
let data = resp.bytes().await?; ⇒ -
"""

_HOLD_SQL = r"""
SELECT * FROM audit_log WHERE actor = $1; ⇒ r-select-star
SELECT count(*) FROM users WHERE invited_by IS NULL; ⇒ r-is-null
CREATE INDEX CONCURRENTLY idx_audit_actor ON audit_log (actor); ⇒ r-index-concurrently
ALTER TABLE sessions ALTER COLUMN expires_at TYPE timestamptz; ⇒ r-timestamptz
SELECT key FROM api_tokens WHERE revoked = false; ⇒ -
"""

_HOLD_SH = r"""
set -euo pipefail ⇒ r-set-euo
curl -o out.json "$URL" ⇒ r-curl-fail
rm -rf "$OUT_DIR" ⇒ r-rm-rf
pytest tests/unit -x ⇒ r-pytest
npm install --save-dev typescript ⇒ r-npm-ci
npm test ⇒ -
git push -f ⇒ r-git-force
git status --short ⇒ -
cargo clippy ⇒ r-clippy
go test ./... ⇒ r-go-race
docker compose logs -f api ⇒ r-compose-v2
echo "keys rotated" ⇒ -
"""

_HOLD_YAML = r"""
- uses: actions/cache@v3 ⇒ r-gha-pin
  run: pip install -r requirements.txt ⇒ r-uv
  NPM_TOKEN: ${{ secrets.NPM_TOKEN }} ⇒ r-gha-secrets
image: nginx:latest ⇒ r-docker-latest
  limits: { memory: 512Mi } ⇒ r-k8s-limits
  data: config.json ⇒ -
"""

#: written after the matcher was tuned and never used to tune it: the honest figure
HOLDOUT: list[tuple[str, str, str]] = [
    ("app/jobs.py", "python", _HOLD_PY),
    ("web/src/api.ts", "typescript", _HOLD_TS),
    ("internal/api/users.go", "go", _HOLD_GO),
    ("src/config.rs", "rust", _HOLD_RS),
    ("db/audit.sql", "sql", _HOLD_SQL),
    ("scripts/ci.sh", "shellscript", _HOLD_SH),
    (".github/workflows/deploy.yml", "yaml", _HOLD_YAML),
]
