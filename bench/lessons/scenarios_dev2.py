"""Second development set of the labelled learning corpus (written as a held-out set,
then used to develop the extractors; the held-out set is scenarios_test.py).

Six projects in stacks the dev half does not use much: a Rust ledger service
(cargo, clippy, sqlx, tokio), a Postgres warehouse schema migrated with
flyway and psql, infra/CI scripts (GitHub Actions, bash, shellcheck, Docker
compose, make), a Kotlin/Spring orders service (gradle, JUnit), a Rails
shop (bundle, rspec, rubocop) and a small Python/TypeScript app. Sessions
are written the way agents work: the lesson is one moment inside ordinary
work, among reads, builds, one-off asks and chit-chat.

This file is data. It is not tuned to any extractor: keep it that way.
"""

from __future__ import annotations

from bench.lessons.model import Edit, Read, Run, Say, Scenario, Session, Write

__all__ = ["SCENARIOS", "SPLIT"]

SPLIT = "dev"


def _u(text: str) -> Say:
    return Say("user", text)


def _a(text: str) -> Say:
    return Say("assistant", text)


# ---------------------------------------------------------------- ledger-rs (Rust)

_POSTINGS_REPO = """use chrono::NaiveDate;
use sqlx::{PgPool, Row};

use crate::accounts::AccountId;
use crate::postings::Posting;

/// Last `limit` journal postings of an account, newest first.
pub async fn recent_postings(
    pool: &PgPool,
    account: AccountId,
    limit: i64,
) -> Result<Vec<Posting>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT id, account_id, amount_minor, currency, booked_on, memo \\
         FROM postings WHERE account_id = $1 ORDER BY booked_on DESC, id DESC LIMIT $2",
    )
    .bind(account.0)
    .bind(limit)
    .fetch_all(pool)
    .await?;
    rows.iter().map(Posting::from_row).collect()
}

pub async fn insert_posting(pool: &PgPool, p: &NewPosting) -> Result<i64, sqlx::Error> {
    let rec = sqlx::query!(
        "INSERT INTO postings (account_id, amount_minor, currency, booked_on, memo) \\
         VALUES ($1, $2, $3, $4, $5) RETURNING id",
        p.account.0,
        p.amount.minor(),
        p.currency.code(),
        p.booked_on,
        p.memo,
    )
    .fetch_one(pool)
    .await?;
    Ok(rec.id)
}
"""

_LEDGER: list[Scenario] = [
    Scenario(
        id="rs-sqlx-checked-macros",
        kind="correction",
        stack="rust",
        project="ledger-rs",
        sessions=(
            Session(
                agent="claude_code",
                day=2,
                steps=(
                    _u(
                        "Add a `postings_between(account, from, to)` to the postings repo, "
                        "the statement export needs all postings in a date range."
                    ),
                    Read("src/postings/repo.rs", _POSTINGS_REPO),
                    _a(
                        "I'll add it next to `recent_postings` and follow the same shape "
                        "(query + bind + `Posting::from_row`)."
                    ),
                    Edit(
                        "src/postings/repo.rs",
                        "pub async fn insert_posting(",
                        """pub async fn postings_between(
    pool: &PgPool,
    account: AccountId,
    from: NaiveDate,
    to: NaiveDate,
) -> Result<Vec<Posting>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT id, account_id, amount_minor, currency, booked_on, memo \\
         FROM postings WHERE account_id = $1 AND booked_on BETWEEN $2 AND $3 \\
         ORDER BY booked_on, id",
    )
    .bind(account.0)
    .bind(from)
    .bind(to)
    .fetch_all(pool)
    .await?;
    rows.iter().map(Posting::from_row).collect()
}

pub async fn insert_posting(""",
                    ),
                    Run(
                        "cargo build",
                        """   Compiling ledger-core v0.9.2 (/src/ledger-rs/crates/ledger-core)
   Compiling ledger-rs v0.9.2 (/src/ledger-rs)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 14.82s""",
                    ),
                    _u(
                        "no, that has to go through sqlx::query_as! so the SQL is checked at "
                        "compile time against the schema. recent_postings is older than the "
                        "macros, don't copy it."
                    ),
                    _a("Understood, rewriting it with `query_as!` into `Posting`."),
                    Edit(
                        "src/postings/repo.rs",
                        """    let rows = sqlx::query(
        "SELECT id, account_id, amount_minor, currency, booked_on, memo \\
         FROM postings WHERE account_id = $1 AND booked_on BETWEEN $2 AND $3 \\
         ORDER BY booked_on, id",
    )
    .bind(account.0)
    .bind(from)
    .bind(to)
    .fetch_all(pool)
    .await?;
    rows.iter().map(Posting::from_row).collect()""",
                        """    sqlx::query_as!(
        Posting,
        r#"SELECT id, account_id AS "account_id: AccountId", amount_minor,
                  currency, booked_on, memo
           FROM postings
           WHERE account_id = $1 AND booked_on BETWEEN $2 AND $3
           ORDER BY booked_on, id"#,
        account.0,
        from,
        to,
    )
    .fetch_all(pool)
    .await""",
                    ),
                    Run(
                        "cargo sqlx prepare -- --all-targets",
                        """   Compiling ledger-rs v0.9.2 (/src/ledger-rs)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 9.40s
query data written to .sqlx in the current directory; please check this into version control""",
                    ),
                    Run(
                        "cargo test postings",
                        """   Compiling ledger-rs v0.9.2 (/src/ledger-rs)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 21.07s
     Running unittests src/lib.rs (target/debug/deps/ledger_rs-3f9c1d2a7be04e11)

running 6 tests
test postings::tests::from_row_maps_currency ... ok
test postings::repo::tests::insert_then_recent ... ok
test postings::repo::tests::between_is_inclusive ... ok
test postings::repo::tests::between_orders_by_date_then_id ... ok
test postings::repo::tests::recent_respects_limit ... ok
test postings::tests::memo_is_optional ... ok

test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 41 filtered out; finished in 0.84s""",
                    ),
                    _u(
                        "good. while you're in there, the doc comment on recent_postings says "
                        "journal, make it ledger"
                    ),
                    Edit(
                        "src/postings/repo.rs",
                        "/// Last `limit` journal postings of an account, newest first.",
                        "/// Last `limit` ledger postings of an account, newest first.",
                    ),
                    _a(
                        "Done: `postings_between` now uses `query_as!` (the `.sqlx` cache is "
                        "updated, please commit it) and the doc comment says ledger."
                    ),
                ),
            ),
        ),
        lesson=(
            "Write SQL in ledger-rs with sqlx's checked macros (query!/query_as!) so it is "
            "verified against the schema at compile time, not with runtime sqlx::query + bind."
        ),
        expect=(
            ("query_as!", "query!", "compile time", "compile-time", "checked macro"),
            ("sqlx",),
        ),
        task="add a repository method that loads an account by its external reference",
    ),
    Scenario(
        id="rs-mutexguard-across-await",
        kind="error_fix",
        stack="rust",
        project="ledger-rs",
        sessions=(
            Session(
                agent="claude_code",
                day=9,
                steps=(
                    _u(
                        "The balance cache goes stale. Make it refresh itself in the "
                        "background every 30s, started from `BalanceCache::start`."
                    ),
                    Read(
                        "src/cache/balances.rs",
                        """use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use sqlx::PgPool;

use crate::accounts::AccountId;
use crate::money::Money;

#[derive(Clone)]
pub struct BalanceCache {
    inner: Arc<Mutex<HashMap<AccountId, Money>>>,
    pool: PgPool,
}

impl BalanceCache {
    pub fn new(pool: PgPool) -> Self {
        Self { inner: Arc::new(Mutex::new(HashMap::new())), pool }
    }

    pub fn get(&self, id: AccountId) -> Option<Money> {
        self.inner.lock().unwrap().get(&id).copied()
    }
}
""",
                    ),
                    Edit(
                        "src/cache/balances.rs",
                        """    pub fn get(&self, id: AccountId) -> Option<Money> {""",
                        """    pub fn start(&self) -> tokio::task::JoinHandle<()> {
        let this = self.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(std::time::Duration::from_secs(30));
            loop {
                tick.tick().await;
                let mut cache = this.inner.lock().unwrap();
                let fresh = crate::balances::load_all(&this.pool).await;
                match fresh {
                    Ok(all) => *cache = all,
                    Err(e) => tracing::warn!(error = %e, "balance refresh failed"),
                }
            }
        })
    }

    pub fn get(&self, id: AccountId) -> Option<Money> {""",
                    ),
                    Run(
                        "cargo build",
                        """   Compiling ledger-rs v0.9.2 (/src/ledger-rs)
error: future cannot be sent between threads safely
   --> src/cache/balances.rs:23:9
    |
23  | /         tokio::spawn(async move {
24  | |             let mut tick = tokio::time::interval(std::time::Duration::from_secs(30));
25  | |             loop {
26  | |                 tick.tick().await;
...   |
33  | |             }
34  | |         })
    | |__________^ future created by async block is not `Send`
    |
    = help: within `{async block@src/cache/balances.rs:23:22: 34:10}`, the trait `Send` is \
not implemented for `std::sync::MutexGuard<'_, HashMap<AccountId, Money>>`
note: future is not `Send` as this value is used across an await
   --> src/cache/balances.rs:28:69
    |
27  |                 let mut cache = this.inner.lock().unwrap();
    |                     --------- has type `std::sync::MutexGuard<'_, HashMap<AccountId, \
Money>>` which is not `Send`
28  |                 let fresh = crate::balances::load_all(&this.pool).await;
    |                                                                   ^^^^^ await occurs \
here, with `mut cache` maybe used later
note: required by a bound in `tokio::spawn`
   --> /home/dev/.cargo/registry/src/index.crates.io-6f17d22bba15001f/tokio-1.38.0/src/task/\
spawn.rs:166:21
    |
164 |     pub fn spawn<F>(future: F) -> JoinHandle<F::Output>
    |            ----- required by a bound in this function
165 |     where
166 |         F: Future + Send + 'static,
    |                     ^^^^ required by this bound in `spawn`

error: could not compile `ledger-rs` (lib) due to 1 previous error""",
                        exit_code=101,
                    ),
                    _a(
                        "The std `MutexGuard` is held across the `.await` on `load_all`. I'll "
                        "load first and only take the lock for the swap, in its own block so the "
                        "guard is dropped before the next await."
                    ),
                    Edit(
                        "src/cache/balances.rs",
                        """                let mut cache = this.inner.lock().unwrap();
                let fresh = crate::balances::load_all(&this.pool).await;
                match fresh {
                    Ok(all) => *cache = all,
                    Err(e) => tracing::warn!(error = %e, "balance refresh failed"),
                }""",
                        """                let fresh = crate::balances::load_all(&this.pool).await;
                match fresh {
                    Ok(all) => {
                        let mut cache = this.inner.lock().unwrap();
                        *cache = all;
                    }
                    Err(e) => tracing::warn!(error = %e, "balance refresh failed"),
                }""",
                    ),
                    Run(
                        "cargo build",
                        """   Compiling ledger-rs v0.9.2 (/src/ledger-rs)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 11.36s""",
                    ),
                    Run(
                        "cargo test cache",
                        """    Finished `test` profile [unoptimized + debuginfo] target(s) in 18.90s
     Running unittests src/lib.rs (target/debug/deps/ledger_rs-3f9c1d2a7be04e11)

running 3 tests
test cache::balances::tests::get_missing_is_none ... ok
test cache::balances::tests::refresh_replaces_entries ... ok
test cache::balances::tests::start_refreshes_on_tick ... ok

test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 46 filtered out; finished in 0.31s""",
                    ),
                    _u("nice, thanks"),
                ),
            ),
            Session(
                agent="codex",
                day=24,
                steps=(
                    _u(
                        "Idempotency keys pile up forever. Spawn a janitor from main that "
                        "deletes keys older than 24h every 5 minutes, in the db and in the "
                        "in-memory map."
                    ),
                    Read(
                        "src/idempotency.rs",
                        """use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use sqlx::PgPool;

#[derive(Clone, Default)]
pub struct KeyStore {
    seen: Arc<Mutex<HashMap<String, Instant>>>,
}

impl KeyStore {
    pub fn remember(&self, key: &str) -> bool {
        self.seen.lock().unwrap().insert(key.to_owned(), Instant::now()).is_none()
    }
}

pub async fn delete_key(pool: &PgPool, key: &str) -> Result<(), sqlx::Error> {
    sqlx::query!("DELETE FROM idempotency_keys WHERE key = $1", key)
        .execute(pool)
        .await?;
    Ok(())
}
""",
                    ),
                    Edit(
                        "src/idempotency.rs",
                        """pub async fn delete_key(""",
                        """pub fn spawn_janitor(store: KeyStore, pool: PgPool) {
    tokio::spawn(async move {
        let mut every = tokio::time::interval(std::time::Duration::from_secs(300));
        loop {
            every.tick().await;
            let mut seen = store.seen.lock().unwrap();
            let cutoff = std::time::Duration::from_secs(24 * 3600);
            let old: Vec<String> = seen
                .iter()
                .filter(|(_, at)| at.elapsed() > cutoff)
                .map(|(k, _)| k.clone())
                .collect();
            for key in &old {
                seen.remove(key);
                let _ = delete_key(&pool, key).await;
            }
        }
    });
}

pub async fn delete_key(""",
                    ),
                    Run(
                        "cargo check",
                        """    Checking ledger-rs v0.9.4 (/src/ledger-rs)
error: future cannot be sent between threads safely
   --> src/idempotency.rs:21:5
    |
21  | /     tokio::spawn(async move {
22  | |         let mut every = tokio::time::interval(std::time::Duration::from_secs(300));
23  | |         loop {
24  | |             every.tick().await;
...   |
36  | |         }
37  | |     });
    | |______^ future created by async block is not `Send`
    |
    = help: within `{async block@src/idempotency.rs:21:18: 37:6}`, the trait `Send` is not \
implemented for `std::sync::MutexGuard<'_, HashMap<String, Instant>>`
note: future is not `Send` as this value is used across an await
   --> src/idempotency.rs:34:48
    |
25  |             let mut seen = store.seen.lock().unwrap();
    |                 -------- has type `std::sync::MutexGuard<'_, HashMap<String, Instant>>` \
which is not `Send`
...
34  |                 let _ = delete_key(&pool, key).await;
    |                                                ^^^^^ await occurs here, with `mut seen` \
maybe used later
note: required by a bound in `tokio::spawn`

warning: `ledger-rs` (lib) generated 1 warning
error: could not compile `ledger-rs` (lib) due to 1 previous error; 1 warning emitted""",
                        exit_code=101,
                    ),
                    _a(
                        "The guard from `seen.lock()` lives across `delete_key(..).await`. "
                        "I'll collect and remove the expired keys inside a block so the guard "
                        "drops there, then do the async deletes without holding the lock."
                    ),
                    Edit(
                        "src/idempotency.rs",
                        """            let mut seen = store.seen.lock().unwrap();
            let cutoff = std::time::Duration::from_secs(24 * 3600);
            let old: Vec<String> = seen
                .iter()
                .filter(|(_, at)| at.elapsed() > cutoff)
                .map(|(k, _)| k.clone())
                .collect();
            for key in &old {
                seen.remove(key);
                let _ = delete_key(&pool, key).await;
            }""",
                        """            let cutoff = std::time::Duration::from_secs(24 * 3600);
            let old: Vec<String> = {
                let mut seen = store.seen.lock().unwrap();
                let old: Vec<String> = seen
                    .iter()
                    .filter(|(_, at)| at.elapsed() > cutoff)
                    .map(|(k, _)| k.clone())
                    .collect();
                for key in &old {
                    seen.remove(key);
                }
                old
            };
            for key in &old {
                if let Err(e) = delete_key(&pool, key).await {
                    tracing::warn!(%key, error = %e, "could not delete idempotency key");
                }
            }""",
                    ),
                    Run(
                        "cargo check && cargo test idempotency",
                        """    Checking ledger-rs v0.9.4 (/src/ledger-rs)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.12s
   Compiling ledger-rs v0.9.4 (/src/ledger-rs)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 19.44s
     Running unittests src/lib.rs (target/debug/deps/ledger_rs-0a7d55e1c9f2b381)

running 2 tests
test idempotency::tests::remember_is_once ... ok
test idempotency::tests::janitor_drops_expired ... ok

test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 53 filtered out; finished in 0.12s""",
                    ),
                    Edit(
                        "src/main.rs",
                        """    let keys = KeyStore::default();""",
                        """    let keys = KeyStore::default();
    idempotency::spawn_janitor(keys.clone(), pool.clone());""",
                    ),
                    Run(
                        "cargo build --release",
                        """   Compiling ledger-rs v0.9.4 (/src/ledger-rs)
    Finished `release` profile [optimized] target(s) in 1m 02s""",
                    ),
                    _a("The janitor is spawned from `main`; build and tests pass."),
                ),
            ),
        ),
        lesson=(
            "In tokio tasks, never hold a std::sync::MutexGuard across an .await: do the locked "
            "work in a block so the guard is dropped before awaiting (or use tokio's Mutex)."
        ),
        expect=(
            ("mutexguard", "mutex guard", "guard", "lock"),
            ("await",),
        ),
        task="spawn a background job that reloads the FX rates table into memory every minute",
    ),
    Scenario(
        id="rs-sqlx-offline-prepare",
        kind="error_fix",
        stack="rust",
        project="ledger-rs",
        sessions=(
            Session(
                agent="aider",
                day=14,
                steps=(
                    Read(
                        "src/reports/monthly.rs",
                        """use chrono::NaiveDate;
use sqlx::PgPool;

use crate::accounts::AccountId;

pub struct MonthlyTotal {
    pub month: NaiveDate,
    pub debit_minor: i64,
    pub credit_minor: i64,
}
""",
                    ),
                    _u(
                        "add a monthly_totals(pool, account, year) that sums debits and credits "
                        "per month from postings"
                    ),
                    Edit(
                        "src/reports/monthly.rs",
                        """    pub credit_minor: i64,
}
""",
                        """    pub credit_minor: i64,
}

pub async fn monthly_totals(
    pool: &PgPool,
    account: AccountId,
    year: i32,
) -> Result<Vec<MonthlyTotal>, sqlx::Error> {
    sqlx::query_as!(
        MonthlyTotal,
        r#"SELECT date_trunc('month', booked_on)::date AS "month!",
                  COALESCE(SUM(amount_minor) FILTER (WHERE amount_minor < 0), 0) AS "debit_minor!",
                  COALESCE(SUM(amount_minor) FILTER (WHERE amount_minor > 0), 0) AS "credit_minor!"
           FROM postings
           WHERE account_id = $1 AND extract(year FROM booked_on)::int = $2
           GROUP BY 1 ORDER BY 1"#,
        account.0,
        year,
    )
    .fetch_all(pool)
    .await
}
""",
                    ),
                    Run(
                        "make lint",
                        """SQLX_OFFLINE=true cargo clippy --all-targets -- -D warnings
    Checking ledger-core v0.9.3 (/src/ledger-rs/crates/ledger-core)
    Checking ledger-rs v0.9.3 (/src/ledger-rs)
error: `SQLX_OFFLINE=true` but there is no cached data for this query, run `cargo sqlx \
prepare` to update the query cache or unset `SQLX_OFFLINE`
  --> src/reports/monthly.rs:17:5
   |
17 | /     sqlx::query_as!(
18 | |         MonthlyTotal,
19 | |         r#"SELECT date_trunc('month', booked_on)::date AS "month!",
20 | |                   COALESCE(SUM(amount_minor) FILTER (WHERE amount_minor < 0), 0) AS \
"debit_minor!",
...  |
26 | |         year,
27 | |     )
   | |_____^
   |
   = note: this error originates in the macro `$crate::sqlx_macros::expand_query` which comes \
from the expansion of the macro `sqlx::query_as` (in Nightly builds, run with -Z \
macro-backtrace for more info)

error: could not compile `ledger-rs` (lib) due to 1 previous error
make: *** [Makefile:14: lint] Error 101""",
                        exit_code=2,
                    ),
                    _a(
                        "The lint target builds with `SQLX_OFFLINE=true`, so the new "
                        "`query_as!` needs its entry in the `.sqlx` query cache. Regenerate it "
                        "against your local database:\n\n"
                        "    cargo sqlx prepare -- --all-targets\n\n"
                        "and commit the new file under `.sqlx/`."
                    ),
                    Run(
                        "cargo sqlx prepare -- --all-targets",
                        """    Checking ledger-rs v0.9.3 (/src/ledger-rs)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 8.77s
query data written to .sqlx in the current directory; please check this into version control""",
                    ),
                    Run(
                        "make lint",
                        """SQLX_OFFLINE=true cargo clippy --all-targets -- -D warnings
    Checking ledger-rs v0.9.3 (/src/ledger-rs)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 7.02s""",
                    ),
                    Run(
                        "git add .sqlx src/reports/monthly.rs && git commit -m 'monthly totals "
                        "report'",
                        """[main 4be21c7] monthly totals report
 2 files changed, 41 insertions(+)
 create mode 100644 .sqlx/query-9e1f0c4b7d3a2e55f81c6a0b2d4e7f90a1b3c5d7e9f1a2b4c6d8e0f2a4b6c8d0.\
json""",
                    ),
                    _u("thanks that's all"),
                ),
            ),
            Session(
                agent="claude_code",
                day=36,
                steps=(
                    _u(
                        "Add `latest_rate(pool, base, quote)` to src/fx/rates.rs, reading the "
                        "most recent row from fx_rates. Then push, CI is what I care about."
                    ),
                    Read(
                        "src/fx/rates.rs",
                        """use rust_decimal::Decimal;
use sqlx::PgPool;

pub struct Rate {
    pub base: String,
    pub quote: String,
    pub rate: Decimal,
    pub as_of: chrono::DateTime<chrono::Utc>,
}
""",
                    ),
                    Edit(
                        "src/fx/rates.rs",
                        """    pub as_of: chrono::DateTime<chrono::Utc>,
}
""",
                        """    pub as_of: chrono::DateTime<chrono::Utc>,
}

pub async fn latest_rate(
    pool: &PgPool,
    base: &str,
    quote: &str,
) -> Result<Option<Rate>, sqlx::Error> {
    sqlx::query_as!(
        Rate,
        "SELECT base, quote, rate, as_of FROM fx_rates \\
         WHERE base = $1 AND quote = $2 ORDER BY as_of DESC LIMIT 1",
        base,
        quote,
    )
    .fetch_optional(pool)
    .await
}
""",
                    ),
                    Run(
                        "cargo test fx",
                        """   Compiling ledger-rs v0.9.5 (/src/ledger-rs)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 22.61s
     Running unittests src/lib.rs (target/debug/deps/ledger_rs-77c0e2d915ab3f04)

running 2 tests
test fx::rates::tests::latest_picks_newest ... ok
test fx::rates::tests::latest_none_for_unknown_pair ... ok

test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 58 filtered out; finished in 0.41s""",
                    ),
                    Run(
                        "git push origin HEAD && gh run watch --exit-status",
                        """To github.com:acme-fin/ledger-rs.git
   8d1e3aa..c0f7b52  fx-latest-rate -> fx-latest-rate
Refreshing run status every 3 seconds. Press Ctrl+C to quit.

X fx-latest-rate CI · 11928374650
Triggered via push less than a minute ago

JOBS
X lint in 1m12s (ID 33490011822)
  ✓ Set up job
  ✓ Run actions/checkout@v4
  ✓ Run dtolnay/rust-toolchain@1.75
  X Run cargo clippy --all-targets -- -D warnings
✓ test in 3m40s (ID 33490011907)

ANNOTATIONS
X `SQLX_OFFLINE=true` but there is no cached data for this query, run `cargo sqlx prepare` \
to update the query cache or unset `SQLX_OFFLINE`
lint: src/fx/rates.rs#L17

X Process completed with exit code 101.
lint: .github#L1""",
                        exit_code=1,
                    ),
                    _a(
                        "Tests pass locally because they hit the dev database, but CI compiles "
                        "offline and there is no `.sqlx` entry for the new query. Regenerating "
                        "the query cache."
                    ),
                    Run(
                        "cargo sqlx prepare -- --all-targets",
                        """    Checking ledger-rs v0.9.5 (/src/ledger-rs)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 9.13s
query data written to .sqlx in the current directory; please check this into version control""",
                    ),
                    Run(
                        "git add .sqlx && git commit -m 'sqlx: cache latest_rate query' && "
                        "git push origin HEAD && gh run watch --exit-status",
                        """[fx-latest-rate 1a4f9de] sqlx: cache latest_rate query
 1 file changed, 34 insertions(+)
 create mode 100644 .sqlx/query-3c5e7a9b1d2f4e6a8c0b2d4f6e8a0c2e4b6d8f0a1c3e5a7b9d1f3e5a7c9b1d3f.\
json
To github.com:acme-fin/ledger-rs.git
   c0f7b52..1a4f9de  fx-latest-rate -> fx-latest-rate

✓ fx-latest-rate CI · 11928412277
JOBS
✓ lint in 1m31s (ID 33490188350)
✓ test in 3m52s (ID 33490188431)""",
                    ),
                    _a("CI is green now: the cached query data for `latest_rate` is committed."),
                ),
            ),
        ),
        lesson=(
            "After adding or changing a sqlx query!/query_as! macro, run `cargo sqlx prepare -- "
            "--all-targets` and commit the .sqlx query cache: CI builds with SQLX_OFFLINE=true."
        ),
        expect=(
            ("sqlx prepare",),
            ("query", ".sqlx", "offline", "cache"),
        ),
        task="add a query that lists dormant accounts with no postings in 12 months",
    ),
    Scenario(
        id="rs-sqlx-08-revert",
        kind="revert",
        stack="rust",
        project="ledger-rs",
        sessions=(
            Session(
                agent="codex",
                day=20,
                steps=(
                    _u(
                        "dependabot keeps nagging about sqlx. Bump it to the latest and make "
                        "sure it builds."
                    ),
                    Read(
                        "Cargo.toml",
                        """[package]
name = "ledger-rs"
version = "0.9.3"
edition = "2021"
rust-version = "1.75"

[dependencies]
anyhow = "1"
chrono = { version = "0.4", features = ["serde"] }
rust_decimal = "1.35"
serde = { version = "1", features = ["derive"] }
sqlx = { version = "0.7.4", features = ["runtime-tokio", "tls-rustls", "postgres", "chrono", \
"rust_decimal", "macros", "migrate"] }
tokio = { version = "1.38", features = ["full"] }
tracing = "0.1"
""",
                    ),
                    Edit(
                        "Cargo.toml",
                        'sqlx = { version = "0.7.4",',
                        'sqlx = { version = "0.8.2",',
                    ),
                    Run(
                        "cargo update -p sqlx",
                        """    Updating crates.io index
     Locking 9 packages to latest compatible versions
    Updating sqlx v0.7.4 -> v0.8.2
    Updating sqlx-core v0.7.4 -> v0.8.2
    Updating sqlx-macros v0.7.4 -> v0.8.2
    Updating sqlx-macros-core v0.7.4 -> v0.8.2
    Updating sqlx-postgres v0.7.4 -> v0.8.2
      Adding hashbrown v0.14.5
    Updating rustls v0.21.12 -> v0.23.13
      Adding rustls-pki-types v1.8.0
    Updating webpki-roots v0.25.4 -> v0.26.5""",
                    ),
                    Run(
                        "cargo build",
                        """   Compiling proc-macro2 v1.0.86
   Compiling unicode-ident v1.0.12
   Compiling serde v1.0.209
error: package `sqlx-macros-core v0.8.2` cannot be built because it requires rustc 1.78.0 or \
newer, while the currently active rustc version is 1.75.0
Either upgrade to rustc 1.78.0 or newer, or use
cargo update sqlx-macros-core@0.8.2 --precise ver
where `ver` is the latest version of `sqlx-macros-core` supporting rustc 1.75.0""",
                        exit_code=101,
                    ),
                    _a(
                        "sqlx 0.8 needs rustc 1.78 and the repo pins 1.75 (`rust-version` and "
                        "rust-toolchain.toml). I can raise the toolchain to 1.78 as well; want "
                        "me to?"
                    ),
                    _u(
                        "no, revert it. the CI build image is pinned at 1.75 until platform "
                        "ships the new one, so sqlx stays on 0.7 for now. just take whatever "
                        "patch bumps there are"
                    ),
                    Run("git checkout -- Cargo.toml Cargo.lock", ""),
                    Run(
                        "cargo update -p sqlx --precise 0.7.4 && cargo update -p tokio -p serde",
                        """    Updating crates.io index
    Updating tokio v1.38.0 -> v1.38.1
    Updating serde v1.0.209 -> v1.0.210
    Updating serde_derive v1.0.209 -> v1.0.210""",
                    ),
                    Run(
                        "cargo build && cargo test -q",
                        """   Compiling serde v1.0.210
   Compiling tokio v1.38.1
   Compiling ledger-rs v0.9.3 (/src/ledger-rs)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 48.20s

running 49 tests
.................................................
test result: ok. 49 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 2.07s""",
                    ),
                    _a(
                        "Reverted the sqlx bump; sqlx stays at 0.7.4. Took the patch updates "
                        "for tokio and serde, build and tests pass."
                    ),
                ),
            ),
        ),
        lesson=(
            "Don't upgrade sqlx to 0.8 in ledger-rs: it needs rustc 1.78 and the CI image is "
            "pinned to 1.75; stay on sqlx 0.7 until the toolchain moves."
        ),
        expect=(
            ("sqlx",),
            ("0.8", "0.7", "1.75", "1.78", "toolchain", "rustc"),
        ),
        task="the security audit lists outdated crates; update the dependencies we can",
    ),
    Scenario(
        id="rs-money-minor-units",
        kind="convention",
        stack="rust",
        project="ledger-rs",
        sessions=(
            Session(
                agent="claude_code",
                day=30,
                steps=(
                    _u(
                        "Next up: transfer fees. A fee is basis points of the amount, with a "
                        "minimum per currency. Before you start: amounts in this crate are "
                        "always i64 minor units wrapped in `Money`, never f64, not even for "
                        "intermediate math. Use `Money::from_minor` and the checked ops."
                    ),
                    Read(
                        "src/money.rs",
                        """use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Money {
    minor: i64,
    currency: Currency,
}

impl Money {
    pub const fn from_minor(minor: i64, currency: Currency) -> Self {
        Self { minor, currency }
    }
    pub const fn minor(&self) -> i64 {
        self.minor
    }
    pub fn checked_add(self, other: Money) -> Option<Money> {
        (self.currency == other.currency)
            .then(|| self.minor.checked_add(other.minor))
            .flatten()
            .map(|m| Money::from_minor(m, self.currency))
    }
}
""",
                    ),
                    Run(
                        "rg -n 'fee' src/ --type rust",
                        """src/transfers/mod.rs:12:    // TODO(fees): charge a fee once pricing \
lands
src/transfers/request.rs:8:    pub fee_policy: Option<FeePolicyId>,""",
                    ),
                    Write(
                        "src/transfers/fees.rs",
                        """use crate::money::{Currency, Money};

/// A fee in basis points (1/100 of a percent) with a floor per currency.
#[derive(Debug, Clone, Copy)]
pub struct FeePolicy {
    pub bps: i64,
    pub minimum_minor: i64,
}

impl FeePolicy {
    /// The fee for `amount`, rounded half up to the minor unit; never below the minimum.
    pub fn fee_for(&self, amount: Money) -> Option<Money> {
        let scaled = amount.minor().checked_mul(self.bps)?;
        let fee = scaled.checked_add(5_000)? / 10_000;
        Some(Money::from_minor(fee.max(self.minimum_minor), amount.currency()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_half_up_in_minor_units() {
        let p = FeePolicy { bps: 25, minimum_minor: 0 };
        let fee = p.fee_for(Money::from_minor(10_002, Currency::EUR)).unwrap();
        assert_eq!(fee.minor(), 25);
    }

    #[test]
    fn applies_minimum() {
        let p = FeePolicy { bps: 10, minimum_minor: 50 };
        let fee = p.fee_for(Money::from_minor(1_000, Currency::EUR)).unwrap();
        assert_eq!(fee.minor(), 50);
    }

    #[test]
    fn overflow_is_none() {
        let p = FeePolicy { bps: 10_000, minimum_minor: 0 };
        assert!(p.fee_for(Money::from_minor(i64::MAX, Currency::EUR)).is_none());
    }
}
""",
                    ),
                    Edit(
                        "src/transfers/mod.rs",
                        "pub mod request;",
                        "pub mod fees;\npub mod request;",
                    ),
                    Run(
                        "cargo test transfers::fees",
                        """   Compiling ledger-rs v0.9.5 (/src/ledger-rs)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 17.55s
     Running unittests src/lib.rs (target/debug/deps/ledger_rs-77c0e2d915ab3f04)

running 3 tests
test transfers::fees::tests::applies_minimum ... ok
test transfers::fees::tests::overflow_is_none ... ok
test transfers::fees::tests::rounds_half_up_in_minor_units ... ok

test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 57 filtered out; finished in 0.00s""",
                    ),
                    Run(
                        "cargo clippy --all-targets -- -D warnings",
                        """    Checking ledger-rs v0.9.5 (/src/ledger-rs)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 5.88s""",
                    ),
                    _a(
                        "Added `FeePolicy::fee_for` in src/transfers/fees.rs: integer basis "
                        "points on the minor units with half-up rounding and `checked_*` "
                        "arithmetic, so overflow returns `None` instead of wrapping."
                    ),
                    _u("perfect. wire it into the transfer handler tomorrow, that's it for today"),
                ),
            ),
        ),
        lesson=(
            "Money in ledger-rs is i64 minor units in the `Money` type (Money::from_minor, "
            "checked ops); never use f64 for amounts, not even in intermediate calculations."
        ),
        expect=(
            ("i64", "minor unit", "integer", "from_minor"),
            ("f64", "float"),
        ),
        task="compute the interest accrued on savings accounts for the monthly statement",
    ),
    Scenario(
        id="rs-explore-running-balance",
        kind="none",
        stack="rust",
        project="ledger-rs",
        distractor="exploration",
        sessions=(
            Session(
                agent="aider",
                day=40,
                steps=(
                    Read(
                        "src/balances/mod.rs",
                        """use sqlx::PgPool;

use crate::accounts::AccountId;
use crate::money::Money;

pub async fn running_balance(pool: &PgPool, id: AccountId) -> Result<Money, sqlx::Error> {
    let row = sqlx::query!(
        "SELECT balance_minor, currency FROM account_balances WHERE account_id = $1",
        id.0
    )
    .fetch_one(pool)
    .await?;
    Ok(Money::from_minor(row.balance_minor, row.currency.parse().unwrap_or_default()))
}
""",
                    ),
                    _u(
                        "/ask where does account_balances get updated? is the running balance "
                        "ever recomputed from the postings, or only incremented?"
                    ),
                    Run(
                        "grep -rn account_balances src/ migrations/",
                        """src/balances/mod.rs:8:        "SELECT balance_minor, currency FROM \
account_balances WHERE account_id = $1",
migrations/20250611093000_balances.sql:1:CREATE TABLE account_balances (
migrations/20250611093000_balances.sql:9:CREATE FUNCTION bump_balance() RETURNS trigger AS $$
migrations/20250611093000_balances.sql:11:  UPDATE account_balances SET balance_minor = \
balance_minor + NEW.amount_minor
migrations/20250611093000_balances.sql:18:CREATE TRIGGER postings_bump_balance AFTER INSERT ON \
postings
migrations/20250902120000_rebuild_balances.sql:3:INSERT INTO account_balances (account_id, \
balance_minor, currency)""",
                    ),
                    Run(
                        "sed -n 1,20p migrations/20250902120000_rebuild_balances.sql",
                        """-- one-off rebuild after the March import
TRUNCATE account_balances;
INSERT INTO account_balances (account_id, balance_minor, currency)
SELECT account_id, SUM(amount_minor), MIN(currency)
FROM postings
GROUP BY account_id;""",
                    ),
                    _a(
                        "It is only incremented. An `AFTER INSERT` trigger on `postings` "
                        "(`postings_bump_balance`, in migrations/20250611093000_balances.sql) "
                        "adds each new amount to `account_balances`. Rust code never writes to "
                        "that table, it only reads it in `running_balance`.\n\n"
                        "The only full recompute is the one-off migration "
                        "20250902120000_rebuild_balances.sql, which truncates the table and sums "
                        "the postings again. Nothing does that on a schedule. Also, the trigger "
                        "covers only INSERT, so a posting that gets UPDATEd or DELETEd would "
                        "leave the balance wrong. Postings look append-only today, so that "
                        "matches how they are used."
                    ),
                    _u("/ask and the statement export, does it use the same table?"),
                    Run(
                        "grep -rn running_balance src/",
                        """src/balances/mod.rs:6:pub async fn running_balance(pool: &PgPool, id: \
AccountId) -> Result<Money, sqlx::Error> {
src/api/accounts.rs:41:    let balance = balances::running_balance(&state.pool, id).await?;""",
                    ),
                    _a(
                        "No. Only the accounts API (src/api/accounts.rs:41) calls "
                        "`running_balance`. The statement export sums postings itself through "
                        "`postings_between`, so its closing balance comes from the postings and "
                        "not from the trigger-maintained table."
                    ),
                    _u("ok, makes sense. thanks"),
                ),
            ),
        ),
        lesson="",
        expect=(),
        task="explain how the account balance shown in the API is maintained",
    ),
    Scenario(
        id="rs-flaky-crates-download",
        kind="none",
        stack="rust",
        project="ledger-rs",
        distractor="flaky",
        sessions=(
            Session(
                agent="codex",
                day=50,
                steps=(
                    _u("run the whole test suite and clippy, then tag 0.9.6 if it's green"),
                    Run(
                        "cargo test --all-targets",
                        """    Updating crates.io index
  Downloaded tower-http v0.5.2
  Downloaded hyper-util v0.1.7
warning: spurious network error (3 tries remaining): [28] Timeout was reached (Operation \
timed out after 30000 milliseconds with 0 out of 0 bytes received)
warning: spurious network error (2 tries remaining): [28] Timeout was reached (Operation \
timed out after 30000 milliseconds with 0 out of 0 bytes received)
warning: spurious network error (1 tries remaining): [28] Timeout was reached (Operation \
timed out after 30001 milliseconds with 0 out of 0 bytes received)
error: failed to download from `https://static.crates.io/crates/h2/0.4.6/download`

Caused by:
  [28] Timeout was reached (Operation timed out after 30000 milliseconds with 0 out of 0 \
bytes received)""",
                        exit_code=101,
                    ),
                    _a("The crates.io download timed out; nothing in the repo changed. Retrying."),
                    Run(
                        "cargo test --all-targets",
                        """  Downloaded h2 v0.4.6
  Downloaded 1 crate (174.3 KB) in 0.61s
   Compiling h2 v0.4.6
   Compiling hyper v1.4.1
   Compiling ledger-rs v0.9.6 (/src/ledger-rs)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 1m 37s
     Running unittests src/lib.rs (target/debug/deps/ledger_rs-c81d0e4a2f7b9a61)

running 62 tests
test result: ok. 62 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 2.51s

     Running tests/api.rs (target/debug/deps/api-5b2e8f9a01c3d7e4)

running 14 tests
test result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 4.02s""",
                    ),
                    Run(
                        "cargo clippy --all-targets -- -D warnings",
                        """    Checking ledger-rs v0.9.6 (/src/ledger-rs)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 12.74s""",
                    ),
                    Run(
                        "git status --short && git log --oneline -3",
                        """e41b0c9 (HEAD -> main, origin/main) transfers: apply fee policy
1a4f9de sqlx: cache latest_rate query
c0f7b52 fx: latest_rate""",
                    ),
                    Run(
                        "git tag -a v0.9.6 -m 'ledger-rs 0.9.6' && git push origin v0.9.6",
                        """To github.com:acme-fin/ledger-rs.git
 * [new tag]         v0.9.6 -> v0.9.6""",
                    ),
                    _a(
                        "All green: 76 tests and clippy pass (the first run only hit a crates.io "
                        "timeout). Tagged and pushed v0.9.6."
                    ),
                    _u("cool, ty"),
                ),
            ),
        ),
        lesson="",
        expect=(),
        task="cut the 0.9.7 release",
    ),
]

# ---------------------------------------------------------------- warehouse-db (Postgres, flyway)

_FLYWAY_BANNER = """Flyway OSS Edition 10.17.3 by Redgate

See release notes here: https://rd.gt/416ObMi
Database: jdbc:postgresql://localhost:5432/warehouse (PostgreSQL 15.8)"""

_WAREHOUSE: list[Scenario] = [
    Scenario(
        id="sql-flyway-layout",
        kind="correction",
        stack="sql",
        project="warehouse-db",
        sessions=(
            Session(
                agent="aider",
                day=1,
                steps=(
                    _u(
                        "we need a table for bin locations: bins with aisle, shelf, level and a "
                        "capacity in units, plus a unique constraint on aisle/shelf/level"
                    ),
                    Write(
                        "migrations/2026_11_add_bins.sql",
                        """CREATE TABLE bins (
    id        bigserial PRIMARY KEY,
    aisle     text    NOT NULL,
    shelf     integer NOT NULL,
    level     integer NOT NULL,
    capacity  integer NOT NULL CHECK (capacity > 0),
    UNIQUE (aisle, shelf, level)
);
""",
                    ),
                    _u(
                        "we're a flyway shop, nothing reads a migrations/ folder. migrations go "
                        "in db/migration as V<n>__description.sql, next free number is 42"
                    ),
                    Run(
                        "ls db/migration | tail -3",
                        """V39__pick_waves.sql
V40__pick_lines_wave_fk.sql
V41__carriers.sql""",
                    ),
                    Write(
                        "db/migration/V42__create_bins.sql",
                        """CREATE TABLE bins (
    id        bigserial PRIMARY KEY,
    aisle     text    NOT NULL,
    shelf     integer NOT NULL,
    level     integer NOT NULL,
    capacity  integer NOT NULL CHECK (capacity > 0),
    UNIQUE (aisle, shelf, level)
);
""",
                    ),
                    Run("rm migrations/2026_11_add_bins.sql && rmdir migrations", ""),
                    Run(
                        "flyway -configFiles=conf/flyway.conf migrate",
                        _FLYWAY_BANNER
                        + """
Successfully validated 42 migrations (execution time 00:00.087s)
Current version of schema "public": 41
Migrating schema "public" to version "42 - create bins"
Successfully applied 1 migration to schema "public", now at version v42 \
(execution time 00:00.041s)""",
                    ),
                    Run(
                        "psql -d warehouse -c '\\d bins'",
                        """                             Table "public.bins"
  Column  |  Type   | Collation | Nullable |             Default
----------+---------+-----------+----------+----------------------------------
 id       | bigint  |           | not null | nextval('bins_id_seq'::regclass)
 aisle    | text    |           | not null |
 shelf    | integer |           | not null |
 level    | integer |           | not null |
 capacity | integer |           | not null |
Indexes:
    "bins_pkey" PRIMARY KEY, btree (id)
    "bins_aisle_shelf_level_key" UNIQUE CONSTRAINT, btree (aisle, shelf, level)
Check constraints:
    "bins_capacity_check" CHECK (capacity > 0)""",
                    ),
                    _a(
                        "Moved it to db/migration/V42__create_bins.sql; flyway applied it and "
                        "the table is there with the unique constraint."
                    ),
                    _u("/commit"),
                ),
            ),
        ),
        lesson=(
            "warehouse-db uses flyway: new migrations go in db/migration named "
            "V<n>__description.sql with the next free version number, not in a migrations/ folder."
        ),
        expect=(
            ("db/migration",),
            ("__", "v<n>", "versioned", "flyway"),
        ),
        task="add a table that records cycle counts per bin",
    ),
    Scenario(
        id="sql-not-null-backfill",
        kind="error_fix",
        stack="sql",
        project="warehouse-db",
        sessions=(
            Session(
                agent="claude_code",
                day=6,
                steps=(
                    _u(
                        "Shipments need a carrier_code and it must be mandatory. It should be "
                        "filled from carriers via the existing carrier_id."
                    ),
                    Run(
                        "ls db/migration | tail -2",
                        """V42__create_bins.sql
V43__bins_zone.sql""",
                    ),
                    Write(
                        "db/migration/V44__shipments_carrier_code.sql",
                        """ALTER TABLE shipments ADD COLUMN carrier_code text NOT NULL;
""",
                    ),
                    Run(
                        "flyway -configFiles=conf/flyway.conf migrate",
                        _FLYWAY_BANNER
                        + """
Successfully validated 44 migrations (execution time 00:00.091s)
Current version of schema "public": 43
Migrating schema "public" to version "44 - shipments carrier code"
ERROR: Migration of schema "public" to version "44 - shipments carrier code" failed! \
Changes successfully rolled back.
ERROR: Migration V44__shipments_carrier_code.sql failed
----------------------------------------------------
SQL State  : 23502
Error Code : 0
Message    : ERROR: column "carrier_code" of relation "shipments" contains null values
Location   : db/migration/V44__shipments_carrier_code.sql \
(/src/warehouse-db/db/migration/V44__shipments_carrier_code.sql)
Line       : 1
Statement  : ALTER TABLE shipments ADD COLUMN carrier_code text NOT NULL

Caused by: Migration V44__shipments_carrier_code.sql failed
----------------------------------------------------
SQL State  : 23502
Error Code : 0
Message    : ERROR: column "carrier_code" of relation "shipments" contains null values
Caused by: org.postgresql.util.PSQLException: ERROR: column "carrier_code" of relation \
"shipments" contains null values""",
                        exit_code=1,
                    ),
                    _a(
                        "The table already has rows, so the column can't be created NOT NULL "
                        "empty. I'll add it nullable, backfill from carriers, then set NOT NULL."
                    ),
                    Edit(
                        "db/migration/V44__shipments_carrier_code.sql",
                        """ALTER TABLE shipments ADD COLUMN carrier_code text NOT NULL;
""",
                        """ALTER TABLE shipments ADD COLUMN carrier_code text;

UPDATE shipments s
SET carrier_code = c.code
FROM carriers c
WHERE c.id = s.carrier_id;

ALTER TABLE shipments ALTER COLUMN carrier_code SET NOT NULL;
""",
                    ),
                    Run(
                        "flyway -configFiles=conf/flyway.conf migrate",
                        _FLYWAY_BANNER
                        + """
Successfully validated 44 migrations (execution time 00:00.088s)
Current version of schema "public": 43
Migrating schema "public" to version "44 - shipments carrier code"
Successfully applied 1 migration to schema "public", now at version v44 \
(execution time 00:00.512s)""",
                    ),
                    Run(
                        "psql -d warehouse -Atc 'select count(*) from shipments where "
                        "carrier_code is null'",
                        "0",
                    ),
                    _a(
                        "V44 applied: every shipment has its carrier_code and the column is NOT "
                        "NULL."
                    ),
                ),
            ),
            Session(
                agent="codex",
                day=31,
                steps=(
                    _u(
                        "stock_items needs a unit of measure column `uom`, required. Everything "
                        "we have today is counted in eaches, so existing rows are 'EA'."
                    ),
                    Run(
                        "ls db/migration | tail -3",
                        """V49__dock_doors.sql
V50__pallets.sql
V51__pallet_positions.sql""",
                    ),
                    Write(
                        "db/migration/V52__stock_items_uom.sql",
                        """SET lock_timeout = '5s';

ALTER TABLE stock_items
    ADD COLUMN uom varchar(8) NOT NULL
    CHECK (uom IN ('EA', 'BOX', 'PAL', 'KG'));
""",
                    ),
                    Run(
                        "make db-test",
                        """docker compose -f docker-compose.test.yml up -d --wait db
 ✔ Container warehouse-db-test-db-1  Healthy
flyway -configFiles=conf/flyway.conf,conf/flyway.test.conf migrate
"""
                        + _FLYWAY_BANNER.replace("5432", "55432")
                        + """
Successfully validated 52 migrations (execution time 00:00.102s)
Current version of schema "public": 51
Migrating schema "public" to version "52 - stock items uom"
ERROR: Migration of schema "public" to version "52 - stock items uom" failed! Changes \
successfully rolled back.
ERROR: Migration V52__stock_items_uom.sql failed
------------------------------------------------
SQL State  : 23502
Error Code : 0
Message    : ERROR: column "uom" of relation "stock_items" contains null values
Location   : db/migration/V52__stock_items_uom.sql \
(/src/warehouse-db/db/migration/V52__stock_items_uom.sql)
Line       : 3
Statement  : ALTER TABLE stock_items
    ADD COLUMN uom varchar(8) NOT NULL
    CHECK (uom IN ('EA', 'BOX', 'PAL', 'KG'))

make: *** [Makefile:22: db-test] Error 1""",
                        exit_code=2,
                    ),
                    _a(
                        "The test database is seeded with stock_items rows, so a NOT NULL column "
                        "without a value fails. Splitting it: add the column nullable, backfill "
                        "'EA', then SET NOT NULL."
                    ),
                    Edit(
                        "db/migration/V52__stock_items_uom.sql",
                        """ALTER TABLE stock_items
    ADD COLUMN uom varchar(8) NOT NULL
    CHECK (uom IN ('EA', 'BOX', 'PAL', 'KG'));
""",
                        """ALTER TABLE stock_items
    ADD COLUMN uom varchar(8)
    CHECK (uom IN ('EA', 'BOX', 'PAL', 'KG'));

UPDATE stock_items SET uom = 'EA' WHERE uom IS NULL;

ALTER TABLE stock_items ALTER COLUMN uom SET NOT NULL;
""",
                    ),
                    Run(
                        "make db-test",
                        """docker compose -f docker-compose.test.yml up -d --wait db
 ✔ Container warehouse-db-test-db-1  Healthy
flyway -configFiles=conf/flyway.conf,conf/flyway.test.conf migrate
Successfully validated 52 migrations (execution time 00:00.097s)
Current version of schema "public": 51
Migrating schema "public" to version "52 - stock items uom"
Successfully applied 1 migration to schema "public", now at version v52 \
(execution time 00:00.064s)
psql -v ON_ERROR_STOP=1 -f tests/smoke.sql
 check              | ok
--------------------+----
 stock_items_uom    | t
 picks_have_orders  | t
(2 rows)""",
                    ),
                    _a(
                        "V52 adds `uom` in three steps (nullable, backfill 'EA', SET NOT NULL); "
                        "`make db-test` migrates and the smoke checks pass."
                    ),
                ),
            ),
        ),
        lesson=(
            "To add a required column to a table that has rows, add it nullable, backfill it with "
            "an UPDATE, then ALTER ... SET NOT NULL, in the same migration."
        ),
        expect=(
            ("backfill", "update"),
            ("not null", "required", "mandatory"),
        ),
        task="make the dock door number required on inbound deliveries",
    ),
    Scenario(
        id="sql-view-blocks-alter-type",
        kind="error_fix",
        stack="sql",
        project="warehouse-db",
        sessions=(
            Session(
                agent="aider",
                day=12,
                steps=(
                    _u("/add db/migration/V43__bins_zone.sql"),
                    _u(
                        "stock_moves.qty is an integer but we're starting to move loose goods by "
                        "weight. make it numeric(12,3), next migration"
                    ),
                    Write(
                        "db/migration/V45__stock_moves_qty_numeric.sql",
                        """ALTER TABLE stock_moves ALTER COLUMN qty TYPE numeric(12,3);
""",
                    ),
                    Run(
                        "flyway -configFiles=conf/flyway.conf migrate",
                        _FLYWAY_BANNER
                        + """
Successfully validated 45 migrations (execution time 00:00.090s)
Current version of schema "public": 44
Migrating schema "public" to version "45 - stock moves qty numeric"
ERROR: Migration of schema "public" to version "45 - stock moves qty numeric" failed! \
Changes successfully rolled back.
ERROR: Migration V45__stock_moves_qty_numeric.sql failed
-------------------------------------------------------
SQL State  : 0A000
Error Code : 0
Message    : ERROR: cannot alter type of a column used by a view or rule
  Detail: rule _RETURN on view v_stock_on_hand depends on column "qty"
Location   : db/migration/V45__stock_moves_qty_numeric.sql \
(/src/warehouse-db/db/migration/V45__stock_moves_qty_numeric.sql)
Line       : 1
Statement  : ALTER TABLE stock_moves ALTER COLUMN qty TYPE numeric(12,3)""",
                    ),
                    Run(
                        "psql -d warehouse -Atc \"select pg_get_viewdef('v_stock_on_hand', true)\"",
                        """ SELECT m.item_id,
    m.bin_id,
    sum(m.qty) AS on_hand
   FROM stock_moves m
  GROUP BY m.item_id, m.bin_id;""",
                    ),
                    _a(
                        "Postgres won't change the type of a column a view reads. The migration "
                        "has to drop `v_stock_on_hand`, alter the column, and create the view "
                        "again with the same definition:"
                    ),
                    Edit(
                        "db/migration/V45__stock_moves_qty_numeric.sql",
                        """ALTER TABLE stock_moves ALTER COLUMN qty TYPE numeric(12,3);
""",
                        """DROP VIEW v_stock_on_hand;

ALTER TABLE stock_moves ALTER COLUMN qty TYPE numeric(12,3);

CREATE VIEW v_stock_on_hand AS
SELECT m.item_id,
       m.bin_id,
       sum(m.qty) AS on_hand
FROM stock_moves m
GROUP BY m.item_id, m.bin_id;
""",
                    ),
                    Run(
                        "flyway -configFiles=conf/flyway.conf migrate",
                        _FLYWAY_BANNER
                        + """
Successfully validated 45 migrations (execution time 00:00.089s)
Current version of schema "public": 44
Migrating schema "public" to version "45 - stock moves qty numeric"
Successfully applied 1 migration to schema "public", now at version v45 \
(execution time 00:01.204s)""",
                    ),
                    Run(
                        "psql -d warehouse -c 'select * from v_stock_on_hand limit 3'",
                        """ item_id | bin_id | on_hand
---------+--------+---------
    1041 |     12 |  24.000
    1041 |     31 |   6.000
    1187 |     12 | 120.000
(3 rows)""",
                    ),
                    _u("good. /commit"),
                ),
            ),
            Session(
                agent="claude_code",
                day=45,
                steps=(
                    _u(
                        "Same loose-goods change for picking: pick_lines.qty_picked should be "
                        "numeric(12,3) too. Also rename the migration you create to something "
                        "readable, the last few were cryptic."
                    ),
                    Run(
                        "ls db/migration | tail -2",
                        """V53__stock_moves_bin_item_idx.sql
V54__dock_door_required.sql""",
                    ),
                    Write(
                        "db/migration/V55__pick_lines_qty_picked_numeric.sql",
                        """SET lock_timeout = '5s';

ALTER TABLE pick_lines ALTER COLUMN qty_picked TYPE numeric(12,3);
""",
                    ),
                    Run(
                        "make db-test",
                        """docker compose -f docker-compose.test.yml up -d --wait db
 ✔ Container warehouse-db-test-db-1  Healthy
flyway -configFiles=conf/flyway.conf,conf/flyway.test.conf migrate
Successfully validated 55 migrations (execution time 00:00.104s)
Current version of schema "public": 54
Migrating schema "public" to version "55 - pick lines qty picked numeric"
ERROR: Migration of schema "public" to version "55 - pick lines qty picked numeric" failed! \
Changes successfully rolled back.
ERROR: Migration V55__pick_lines_qty_picked_numeric.sql failed
--------------------------------------------------------------
SQL State  : 0A000
Error Code : 0
Message    : ERROR: cannot alter type of a column used by a view or rule
  Detail: rule _RETURN on view v_open_picks depends on column "qty_picked"
Location   : db/migration/V55__pick_lines_qty_picked_numeric.sql \
(/src/warehouse-db/db/migration/V55__pick_lines_qty_picked_numeric.sql)
Line       : 3
Statement  : ALTER TABLE pick_lines ALTER COLUMN qty_picked TYPE numeric(12,3)

make: *** [Makefile:22: db-test] Error 1""",
                        exit_code=2,
                    ),
                    Run(
                        "grep -rln 'VIEW v_open_picks' db/migration",
                        "db/migration/V40__pick_lines_wave_fk.sql",
                    ),
                    Read(
                        "db/migration/V40__pick_lines_wave_fk.sql",
                        """ALTER TABLE pick_lines ADD COLUMN wave_id bigint REFERENCES \
pick_waves (id);

CREATE OR REPLACE VIEW v_open_picks AS
SELECT pl.id, pl.pick_id, pl.item_id, pl.qty_ordered, pl.qty_picked, pw.released_at
FROM pick_lines pl
JOIN pick_waves pw ON pw.id = pl.wave_id
WHERE pl.qty_picked < pl.qty_ordered;
""",
                    ),
                    _a(
                        "`v_open_picks` reads `qty_picked`, so the type change is blocked. I'll "
                        "drop the view first and recreate it after the ALTER, in the same "
                        "migration."
                    ),
                    Edit(
                        "db/migration/V55__pick_lines_qty_picked_numeric.sql",
                        """ALTER TABLE pick_lines ALTER COLUMN qty_picked TYPE numeric(12,3);
""",
                        """DROP VIEW v_open_picks;

ALTER TABLE pick_lines ALTER COLUMN qty_picked TYPE numeric(12,3);

CREATE VIEW v_open_picks AS
SELECT pl.id, pl.pick_id, pl.item_id, pl.qty_ordered, pl.qty_picked, pw.released_at
FROM pick_lines pl
JOIN pick_waves pw ON pw.id = pl.wave_id
WHERE pl.qty_picked < pl.qty_ordered;
""",
                    ),
                    Run(
                        "make db-test",
                        """docker compose -f docker-compose.test.yml up -d --wait db
 ✔ Container warehouse-db-test-db-1  Healthy
flyway -configFiles=conf/flyway.conf,conf/flyway.test.conf migrate
Successfully validated 55 migrations (execution time 00:00.101s)
Current version of schema "public": 54
Migrating schema "public" to version "55 - pick lines qty picked numeric"
Successfully applied 1 migration to schema "public", now at version v55 \
(execution time 00:00.377s)
psql -v ON_ERROR_STOP=1 -f tests/smoke.sql
 check              | ok
--------------------+----
 stock_items_uom    | t
 picks_have_orders  | t
(2 rows)""",
                    ),
                    _a(
                        "V55__pick_lines_qty_picked_numeric.sql drops v_open_picks, changes the "
                        "column to numeric(12,3) and recreates the view unchanged. The test "
                        "database migrates and the smoke checks pass."
                    ),
                ),
            ),
        ),
        lesson=(
            "Postgres refuses to change a column's type while a view reads it: in the migration, "
            "DROP the dependent view, ALTER the column, then recreate the view with its definition."
        ),
        expect=(
            ("view",),
            ("drop", "recreate", "re-create"),
        ),
        task="store parcel weights as numeric kilograms instead of integer grams",
    ),
    Scenario(
        id="sql-lock-timeout-header",
        kind="convention",
        stack="sql",
        project="warehouse-db",
        sessions=(
            Session(
                agent="claude_code",
                day=18,
                steps=(
                    _u(
                        "Add a foreign key from pick_lines.item_id to stock_items. One thing "
                        "about this repo: every migration must begin with "
                        "`SET lock_timeout = '5s';`. A migration must never sit waiting on a "
                        "lock on the pick tables while the floor is working; if it can't get "
                        "the lock in 5s it should fail and we rerun it at night."
                    ),
                    Run(
                        "ls db/migration | tail -2 && head -3 "
                        "db/migration/V45__stock_moves_qty_numeric.sql",
                        """V45__stock_moves_qty_numeric.sql
V46__carriers_scac.sql
DROP VIEW v_stock_on_hand;

ALTER TABLE stock_moves ALTER COLUMN qty TYPE numeric(12,3);""",
                    ),
                    Run(
                        "psql -d warehouse -Atc 'select count(*) from pick_lines pl left join "
                        "stock_items si on si.id = pl.item_id where si.id is null'",
                        "0",
                    ),
                    Write(
                        "db/migration/V47__pick_lines_item_fk.sql",
                        """SET lock_timeout = '5s';

ALTER TABLE pick_lines
    ADD CONSTRAINT pick_lines_item_id_fkey
    FOREIGN KEY (item_id) REFERENCES stock_items (id) NOT VALID;

ALTER TABLE pick_lines VALIDATE CONSTRAINT pick_lines_item_id_fkey;
""",
                    ),
                    Run(
                        "flyway -configFiles=conf/flyway.conf migrate",
                        _FLYWAY_BANNER
                        + """
Successfully validated 47 migrations (execution time 00:00.090s)
Current version of schema "public": 46
Migrating schema "public" to version "47 - pick lines item fk"
Successfully applied 1 migration to schema "public", now at version v47 \
(execution time 00:00.233s)""",
                    ),
                    _a(
                        "V47 starts with `SET lock_timeout = '5s';`. It adds the FK as "
                        "NOT VALID and validates it in a separate statement, so the strong lock "
                        "is held only briefly. There were no orphan rows."
                    ),
                    _u("should we backfill that header into the old ones?"),
                    _a(
                        "No. Applied migrations are checksummed, so editing them makes "
                        "`flyway validate` fail. It only matters for new ones."
                    ),
                    _u("right, ok"),
                ),
            ),
        ),
        lesson=(
            "Every warehouse-db migration starts with SET lock_timeout = '5s'; so it fails fast "
            "instead of waiting on locks on the pick tables."
        ),
        expect=(("lock_timeout", "lock timeout"),),
        task="add a foreign key from stock_moves to bins",
    ),
    Scenario(
        id="sql-materialized-stock-levels-revert",
        kind="revert",
        stack="sql",
        project="warehouse-db",
        sessions=(
            Session(
                agent="codex",
                day=38,
                steps=(
                    _u(
                        "the dock screen query on stock_levels takes 2-3s at peak. can you make "
                        "it fast?"
                    ),
                    Run(
                        "psql -d warehouse -c 'explain analyze select * from stock_levels where "
                        "zone = $$D2$$'",
                        """                                   QUERY PLAN
--------------------------------------------------------------------------------
 HashAggregate  (cost=48211.40..48391.40 rows=18000 width=44) (actual \
time=2214.551..2231.007 rows=1412 loops=1)
   Group Key: m.item_id, b.zone
   ->  Hash Join  (cost=310.00..44113.90 rows=546333 width=20) (actual \
time=3.114..1790.225 rows=551208 loops=1)
         Hash Cond: (m.bin_id = b.id)
         ->  Seq Scan on stock_moves m  (cost=0.00..38122.12 rows=2181212 width=20)
 Planning Time: 0.611 ms
 Execution Time: 2233.419 ms
(7 rows)""",
                    ),
                    Write(
                        "db/migration/V53__materialize_stock_levels.sql",
                        """DROP VIEW stock_levels;

CREATE MATERIALIZED VIEW stock_levels AS
SELECT m.item_id, b.zone, sum(m.qty) AS qty
FROM stock_moves m
JOIN bins b ON b.id = m.bin_id
GROUP BY m.item_id, b.zone;

CREATE UNIQUE INDEX stock_levels_item_zone ON stock_levels (item_id, zone);
""",
                    ),
                    Run(
                        "git add db/migration/V53__materialize_stock_levels.sql && "
                        "git commit -m 'materialize stock_levels'",
                        """[main 7d0c2e1] materialize stock_levels
 1 file changed, 9 insertions(+)""",
                    ),
                    Run(
                        "make db-reset && make smoke",
                        """flyway -configFiles=conf/flyway.conf,conf/flyway.test.conf clean migrate
Successfully cleaned schema "public" (execution time 00:00.140s)
Successfully applied 53 migrations to schema "public", now at version v53 \
(execution time 00:03.811s)
psql -v ON_ERROR_STOP=1 -f tests/dock_screen.sql
psql:tests/dock_screen.sql:14: ERROR:  dock screen shows 40 for item 1041 in D2, expected 52 \
after receiving 12
CONTEXT:  PL/pgSQL function inline_code_block line 9 at RAISE
make: *** [Makefile:31: smoke] Error 3""",
                        exit_code=2,
                    ),
                    _a(
                        "The dock screen test inserts a receipt and reads stock_levels right "
                        "away. With a materialized view it sees the old number until a REFRESH. "
                        "I could refresh it from a trigger on stock_moves..."
                    ),
                    _u(
                        "no, revert that. the dock screens need live numbers, anything that can "
                        "be stale between refreshes is a no-go there. let's look at an index on "
                        "stock_moves instead"
                    ),
                    Run(
                        "git revert --no-edit HEAD",
                        """[main 9a51f08] Revert "materialize stock_levels"
 1 file changed, 9 deletions(-)
 delete mode 100644 db/migration/V53__materialize_stock_levels.sql""",
                    ),
                    Write(
                        "db/migration/V53__stock_moves_bin_item_idx.sql",
                        """SET lock_timeout = '5s';

CREATE INDEX stock_moves_bin_item_idx ON stock_moves (bin_id, item_id) INCLUDE (qty);
""",
                    ),
                    Run(
                        "make db-reset && make smoke",
                        """flyway -configFiles=conf/flyway.conf,conf/flyway.test.conf clean migrate
Successfully cleaned schema "public" (execution time 00:00.132s)
Successfully applied 53 migrations to schema "public", now at version v53 \
(execution time 00:03.694s)
psql -v ON_ERROR_STOP=1 -f tests/dock_screen.sql
DO
psql -v ON_ERROR_STOP=1 -f tests/smoke.sql
 check              | ok
--------------------+----
 picks_have_orders  | t
(1 row)""",
                    ),
                    _a(
                        "Reverted the materialized view. V53 now adds a covering index on "
                        "stock_moves (bin_id, item_id) INCLUDE (qty), so stock_levels stays a "
                        "live view. The dock screen test passes; on the test data the query "
                        "goes from 2.2s to about 180ms."
                    ),
                ),
            ),
        ),
        lesson=(
            "Don't turn stock_levels into a materialized view: the dock screens need live stock "
            "numbers and a materialized view is stale between refreshes; speed it up with indexes."
        ),
        expect=(
            ("materialized",),
            ("stock_levels", "stock levels", "live", "stale", "dock"),
        ),
        task="the stock figures on the loading-dock display are slow to load; improve that",
    ),
    Scenario(
        id="sql-question-repair-vs-baseline",
        kind="none",
        stack="sql",
        project="warehouse-db",
        distractor="question",
        sessions=(
            Session(
                agent="claude_code",
                day=52,
                steps=(
                    _u(
                        "quick question before I set up the new staging db. It's restored from a "
                        "prod dump so the schema is already there. Do I need flyway repair or "
                        "baseline?"
                    ),
                    Read(
                        "conf/flyway.conf",
                        """flyway.url=jdbc:postgresql://localhost:5432/warehouse
flyway.user=warehouse
flyway.locations=filesystem:db/migration
flyway.validateMigrationNaming=true
flyway.cleanDisabled=false
""",
                    ),
                    Run(
                        "flyway -configFiles=conf/flyway.conf info | tail -6",
                        """| Versioned | 52      | stock items uom               | SQL  | \
2026-11-02 | Success |
| Versioned | 53      | stock moves bin item idx      | SQL  | 2026-11-09 | Success |
| Versioned | 54      | dock door required            | SQL  | 2026-11-12 | Success |
| Versioned | 55      | pick lines qty picked numeric | SQL  | 2026-11-16 | Success |
+-----------+---------+-----------------------------+------+------------+---------+""",
                    ),
                    _a(
                        "Neither command, as long as the dump includes the "
                        "`flyway_schema_history` table. A pg_dump of the whole schema does "
                        "include it, and flyway then sees v55 as applied and has nothing to "
                        "do.\n\n"
                        "- `repair` fixes the history table itself: it removes failed entries "
                        "and realigns checksums after someone edited an applied migration.\n"
                        "- `baseline` is for a database that has the schema but no history "
                        "table. It records the version you give it (e.g. `-baselineVersion=55`) "
                        "as the starting point.\n\n"
                        "If the dump left out `flyway_schema_history`, you would need "
                        "`baseline` with version 55."
                    ),
                    _u("it was a schema-only dump with --exclude-table=flyway_schema_history iirc"),
                    Run(
                        'psql -h staging-db.internal -d warehouse -Atc "select '
                        "coalesce(to_regclass('flyway_schema_history')::text, 'missing')\"",
                        "missing",
                    ),
                    _a(
                        "Then run `flyway baseline -baselineVersion=55` against staging once, "
                        "and `migrate` after that works as normal."
                    ),
                    _u("great, thanks"),
                ),
            ),
        ),
        lesson="",
        expect=(),
        task="set up flyway on the new reporting replica database",
    ),
]

# ---------------------------------------------------------------- infra-scripts (shell / CI)

_INTEGRATION_YML = """name: integration
on:
  pull_request:
  push:
    branches: [main]

jobs:
  integration:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - name: Start services
        run: docker compose -f compose.ci.yml up -d db
      - name: Wait for db
        run: sleep 15
      - name: Integration tests
        run: make test-integration
        env:
          DATABASE_URL: postgres://ci:ci@localhost:5432/ci
"""

_INFRA: list[Scenario] = [
    Scenario(
        id="sh-poll-not-sleep",
        kind="correction",
        stack="shell",
        project="infra-scripts",
        sessions=(
            Session(
                agent="claude_code",
                day=3,
                steps=(
                    _u(
                        "The integration workflow fails maybe one run in five with "
                        "'connection refused' on the first test. Can you look?"
                    ),
                    Read(".github/workflows/integration.yml", _INTEGRATION_YML),
                    Run(
                        "gh run view 11873310042 --log-failed | tail -8",
                        """integration	Integration tests	2026-10-06T09:14:51.2231Z \
./scripts/run-integration.sh
integration	Integration tests	2026-10-06T09:14:52.0114Z psql: error: connection to server at \
"localhost" (127.0.0.1), port 5432 failed: Connection refused
integration	Integration tests	2026-10-06T09:14:52.0116Z 	Is the server running on that host \
and accepting TCP/IP connections?
integration	Integration tests	2026-10-06T09:14:52.0170Z make: *** [Makefile:41: \
test-integration] Error 2
integration	Integration tests	2026-10-06T09:14:52.0391Z ##[error]Process completed with \
exit code 2.""",
                    ),
                    _a(
                        "Postgres is sometimes slower than 15s to accept connections on the "
                        "shared runners. I'll give it more headroom."
                    ),
                    Edit(
                        ".github/workflows/integration.yml",
                        "        run: sleep 15",
                        "        run: sleep 45",
                    ),
                    _u(
                        "rather than sleeping longer, poll pg_isready until it answers, with a "
                        "timeout so a dead db fails the job fast. 45s of sleep on every run adds "
                        "up"
                    ),
                    Write(
                        "scripts/wait-for-pg.sh",
                        """#!/usr/bin/env bash
set -euo pipefail

host="${PGHOST:-localhost}"
port="${PGPORT:-5432}"
timeout="${WAIT_TIMEOUT:-60}"

for ((i = 0; i < timeout; i++)); do
  if pg_isready -h "$host" -p "$port" -q; then
    echo "postgres on $host:$port ready after ${i}s"
    exit 0
  fi
  sleep 1
done

echo "postgres on $host:$port not ready after ${timeout}s" >&2
exit 1
""",
                    ),
                    Run("chmod +x scripts/wait-for-pg.sh && shellcheck scripts/wait-for-pg.sh", ""),
                    Edit(
                        ".github/workflows/integration.yml",
                        """      - name: Wait for db
        run: sleep 45""",
                        """      - name: Wait for db
        run: ./scripts/wait-for-pg.sh
        env:
          WAIT_TIMEOUT: "60\"""",
                    ),
                    Run(
                        "docker compose -f compose.ci.yml up -d db && ./scripts/wait-for-pg.sh",
                        """[+] Running 2/2
 ✔ Network infra-scripts_default  Created                                              0.1s
 ✔ Container infra-scripts-db-1   Started                                              0.4s
postgres on localhost:5432 ready after 3s""",
                    ),
                    Run(
                        "git commit -am 'ci: poll pg_isready instead of sleeping' && git push && "
                        "gh run watch --exit-status",
                        """[fix-integration-wait 52ac0d4] ci: poll pg_isready instead of sleeping
 2 files changed, 21 insertions(+), 1 deletion(-)
 create mode 100755 scripts/wait-for-pg.sh
✓ fix-integration-wait integration · 11874020157
JOBS
✓ integration in 2m11s (ID 33401998120)""",
                    ),
                    _a(
                        "The job now waits with scripts/wait-for-pg.sh, which polls pg_isready "
                        "every second for up to 60s and fails with a clear message if postgres "
                        "never comes up. The run is green and the wait step took 4s."
                    ),
                    _u("👍"),
                ),
            ),
        ),
        lesson=(
            "In CI, wait for a service by polling its readiness (pg_isready, a health endpoint) "
            "with a timeout instead of a fixed sleep."
        ),
        expect=(
            ("poll", "pg_isready", "readiness", "until", "health"),
            ("sleep", "wait", "ready"),
        ),
        task="the end-to-end job has to wait for the redis service before its tests run",
    ),
    Scenario(
        id="docker-non-root-ci",
        kind="correction",
        stack="shell",
        project="infra-scripts",
        sessions=(
            Session(
                agent="codex",
                day=10,
                steps=(
                    _u(
                        "package scripts/log_shipper.py as an image so the nightly CI job can "
                        "run it. it only needs requests and boto3"
                    ),
                    Read(
                        "scripts/log_shipper.py",
                        """#!/usr/bin/env python3
\"\"\"Ship yesterday's job logs from the runners' cache to S3.\"\"\"
import os
import sys

import boto3
import requests


def main() -> int:
    bucket = os.environ["LOG_BUCKET"]
    ...
    return 0


if __name__ == "__main__":
    sys.exit(main())
""",
                    ),
                    Write(
                        "images/log-shipper/Dockerfile",
                        """FROM python:3.12-slim

WORKDIR /app
RUN pip install --no-cache-dir requests==2.32.3 boto3==1.35.24
COPY scripts/log_shipper.py /app/log_shipper.py

CMD ["python", "/app/log_shipper.py"]
""",
                    ),
                    Run(
                        "docker build -f images/log-shipper/Dockerfile -t log-shipper:dev .",
                        """#0 building with "default" instance using docker driver
#5 [1/4] FROM docker.io/library/python:3.12-slim@sha256:\
ad48727987b259854d52241fac3bc633574364867b8e20aec305e6e7f4028b26
#6 [2/4] WORKDIR /app
#7 [3/4] RUN pip install --no-cache-dir requests==2.32.3 boto3==1.35.24
#7 9.812 Successfully installed boto3-1.35.24 botocore-1.35.24 requests-2.32.3 s3transfer-0.10.2
#8 [4/4] COPY scripts/log_shipper.py /app/log_shipper.py
#9 exporting to image
#9 naming to docker.io/library/log-shipper:dev done
#9 DONE 0.4s""",
                    ),
                    _u(
                        "we can't run containers as root on the CI runners, the admission "
                        "policy rejects them. it needs its own unprivileged user, switched to "
                        "with USER before the CMD"
                    ),
                    Edit(
                        "images/log-shipper/Dockerfile",
                        """COPY scripts/log_shipper.py /app/log_shipper.py

CMD ["python", "/app/log_shipper.py"]""",
                        """COPY scripts/log_shipper.py /app/log_shipper.py

RUN useradd --system --uid 10001 --no-create-home shipper
USER 10001

CMD ["python", "/app/log_shipper.py"]""",
                    ),
                    Run(
                        "docker build -q -f images/log-shipper/Dockerfile -t log-shipper:dev . "
                        "&& docker run --rm --entrypoint id log-shipper:dev",
                        """sha256:0f3ce1a7b42d9e8d55a1f0c2b6e4d8a93c71f5e0d2b4a6c8e0f1a3b5c7d9e1f3
uid=10001(shipper) gid=65534(nogroup) groups=65534(nogroup)""",
                    ),
                    Run(
                        "make policy",
                        """conftest test --policy policy/ images/*/Dockerfile
4 tests, 4 passed, 0 warnings, 0 failures, 0 exceptions""",
                    ),
                    _a(
                        "The image now creates a system user `shipper` (uid 10001) and runs as "
                        "it. `id` in the container shows uid 10001 and the conftest policy "
                        "checks pass."
                    ),
                    _u("thx. add it to the nightly workflow tomorrow"),
                ),
            ),
        ),
        lesson=(
            "CI runners reject root containers: every image must create an unprivileged user "
            "(useradd) and switch to it with USER before CMD."
        ),
        expect=(
            ("non-root", "nonroot", "unprivileged", "useradd", "adduser", "as root"),
            ("docker", "container", "image"),
        ),
        task="build an image for the backup verification script",
    ),
    Scenario(
        id="make-no-sudo-local-bin",
        kind="convention",
        stack="shell",
        project="infra-scripts",
        sessions=(
            Session(
                agent="aider",
                day=15,
                steps=(
                    Read(
                        "Makefile",
                        """SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
SCRIPTS := $(wildcard scripts/*.sh)

.PHONY: lint test-integration

lint:
\tshellcheck $(SCRIPTS)

test-integration:
\t./scripts/run-integration.sh
""",
                    ),
                    _u(
                        "add a `tools` target that installs shellcheck and actionlint, and make "
                        "lint run actionlint on the workflows too. Never use sudo in the "
                        "Makefile, the runners don't have it: tools go into ./bin and targets "
                        "call them from there. Also every script in scripts/ begins with "
                        "`set -euo pipefail`."
                    ),
                    Edit(
                        "Makefile",
                        """SCRIPTS := $(wildcard scripts/*.sh)

.PHONY: lint test-integration

lint:
\tshellcheck $(SCRIPTS)
""",
                        """SCRIPTS := $(wildcard scripts/*.sh)
BIN := $(CURDIR)/bin
SHELLCHECK_VERSION := 0.10.0
ACTIONLINT_VERSION := 1.7.3

.PHONY: lint test-integration tools

tools: $(BIN)/shellcheck $(BIN)/actionlint

$(BIN)/shellcheck:
\tmkdir -p $(BIN)
\tcurl -fsSL https://github.com/koalaman/shellcheck/releases/download/v$(SHELLCHECK_VERSION)/\\
shellcheck-v$(SHELLCHECK_VERSION).linux.x86_64.tar.xz | tar -xJ -C $(BIN) --strip-components=1 \\
shellcheck-v$(SHELLCHECK_VERSION)/shellcheck

$(BIN)/actionlint:
\tmkdir -p $(BIN)
\tcurl -fsSL https://github.com/rhysd/actionlint/releases/download/v$(ACTIONLINT_VERSION)/\\
actionlint_$(ACTIONLINT_VERSION)_linux_amd64.tar.gz | tar -xz -C $(BIN) actionlint

lint: tools
\t$(BIN)/shellcheck $(SCRIPTS)
\t$(BIN)/actionlint
""",
                    ),
                    Edit(
                        ".gitignore",
                        "/tmp/\n",
                        "/tmp/\n/bin/\n",
                    ),
                    Run(
                        "make tools",
                        """mkdir -p /src/infra-scripts/bin
curl -fsSL https://github.com/koalaman/shellcheck/releases/download/v0.10.0/shellcheck-v0.10.0.\
linux.x86_64.tar.xz | tar -xJ -C /src/infra-scripts/bin --strip-components=1 \
shellcheck-v0.10.0/shellcheck
mkdir -p /src/infra-scripts/bin
curl -fsSL https://github.com/rhysd/actionlint/releases/download/v1.7.3/actionlint_1.7.3_linux_\
amd64.tar.gz | tar -xz -C /src/infra-scripts/bin actionlint""",
                    ),
                    Run(
                        "make lint",
                        """/src/infra-scripts/bin/shellcheck scripts/prune-artifacts.sh \
scripts/run-integration.sh scripts/wait-for-pg.sh
/src/infra-scripts/bin/actionlint""",
                    ),
                    Run(
                        "grep -L 'set -euo pipefail' scripts/*.sh",
                        "",
                    ),
                    _a(
                        "The `tools` target downloads pinned shellcheck and actionlint into "
                        "./bin with no sudo, and `lint` depends on it and calls both from "
                        "./bin. bin/ is gitignored. All scripts already begin with "
                        "`set -euo pipefail`."
                    ),
                    _u("/commit"),
                ),
            ),
        ),
        lesson=(
            "Never use sudo in the Makefile (CI runners have none): install tools into ./bin and "
            "call them from there; scripts begin with set -euo pipefail."
        ),
        expect=(
            ("sudo",),
            ("make", "./bin", "bin/"),
        ),
        task="add a make target that installs hadolint for linting the Dockerfiles",
    ),
    Scenario(
        id="sh-shellcheck-sc2086-quote",
        kind="error_fix",
        stack="shell",
        project="infra-scripts",
        sessions=(
            Session(
                agent="claude_code",
                day=5,
                steps=(
                    _u(
                        "Write scripts/prune-artifacts.sh: delete files older than N days "
                        "(default 14) under a directory given as first argument, print what it "
                        "deletes. CI runs it on the artifact cache."
                    ),
                    Write(
                        "scripts/prune-artifacts.sh",
                        """#!/usr/bin/env bash
set -euo pipefail

ARTIFACT_DIR=${1:?usage: prune-artifacts.sh DIR [DAYS]}
DAYS=${2:-14}

echo "pruning files older than $DAYS days in $ARTIFACT_DIR"
find $ARTIFACT_DIR -type f -mtime +$DAYS -print -delete
""",
                    ),
                    Run(
                        "chmod +x scripts/prune-artifacts.sh && make lint",
                        """shellcheck scripts/prune-artifacts.sh scripts/run-integration.sh

In scripts/prune-artifacts.sh line 8:
find $ARTIFACT_DIR -type f -mtime +$DAYS -print -delete
     ^-----------^ SC2086 (info): Double quote to prevent globbing and word splitting.
                                   ^---^ SC2086 (info): Double quote to prevent globbing and \
word splitting.

Did you mean:
find "$ARTIFACT_DIR" -type f -mtime +"$DAYS" -print -delete

For more information:
  https://www.shellcheck.net/wiki/SC2086 -- Double quote to prevent globbing ...
make: *** [Makefile:8: lint] Error 1""",
                        exit_code=2,
                    ),
                    _a("Quoting the expansions, as shellcheck says."),
                    Edit(
                        "scripts/prune-artifacts.sh",
                        "find $ARTIFACT_DIR -type f -mtime +$DAYS -print -delete",
                        'find "$ARTIFACT_DIR" -type f -mtime +"$DAYS" -print -delete',
                    ),
                    Run(
                        "make lint",
                        "shellcheck scripts/prune-artifacts.sh scripts/run-integration.sh",
                    ),
                    Run(
                        "mkdir -p /tmp/pa/'with space' && touch -d '20 days ago' "
                        "/tmp/pa/'with space'/old.tar && touch /tmp/pa/'with space'/new.tar && "
                        "./scripts/prune-artifacts.sh '/tmp/pa/with space'",
                        """pruning files older than 14 days in /tmp/pa/with space
/tmp/pa/with space/old.tar""",
                    ),
                    _a(
                        "scripts/prune-artifacts.sh is lint-clean and works on paths with "
                        "spaces; it deleted only the 20-day-old file."
                    ),
                    _u("can you also make the echo go to stderr? keeps stdout as just the list"),
                    Edit(
                        "scripts/prune-artifacts.sh",
                        'echo "pruning files older than $DAYS days in $ARTIFACT_DIR"',
                        'echo "pruning files older than $DAYS days in $ARTIFACT_DIR" >&2',
                    ),
                    Run(
                        "make lint",
                        "shellcheck scripts/prune-artifacts.sh scripts/run-integration.sh",
                    ),
                ),
            ),
            Session(
                agent="aider",
                day=27,
                steps=(
                    Read(
                        "scripts/sync-backups.sh",
                        """#!/usr/bin/env bash
set -euo pipefail

SRC=/var/backups/pg
""",
                    ),
                    _u(
                        "finish this: rsync SRC to the host given as $1 under /srv/backups/<our "
                        "hostname>, with --delete, and log a line with the duration"
                    ),
                    Edit(
                        "scripts/sync-backups.sh",
                        """SRC=/var/backups/pg
""",
                        """SRC=/var/backups/pg
TARGET_HOST=${1:?usage: sync-backups.sh HOST}
DEST=/srv/backups/$(hostname -s)

start=$(date +%s)
rsync -a --delete $SRC/ $TARGET_HOST:$DEST/
echo "synced $SRC to $TARGET_HOST:$DEST in $(( $(date +%s) - start ))s"
""",
                    ),
                    Run(
                        "make lint",
                        """/src/infra-scripts/bin/shellcheck scripts/prune-artifacts.sh \
scripts/run-integration.sh \
scripts/sync-backups.sh scripts/wait-for-pg.sh

In scripts/sync-backups.sh line 9:
rsync -a --delete $SRC/ $TARGET_HOST:$DEST/
                  ^--^ SC2086 (info): Double quote to prevent globbing and word splitting.
                        ^----------^ SC2086 (info): Double quote to prevent globbing and word \
splitting.
                                     ^---^ SC2086 (info): Double quote to prevent globbing and \
word splitting.

Did you mean:
rsync -a --delete "$SRC"/ "$TARGET_HOST":"$DEST"/

For more information:
  https://www.shellcheck.net/wiki/SC2086 -- Double quote to prevent globbing ...
make: *** [Makefile:31: lint] Error 1""",
                    ),
                    _a("shellcheck wants the expansions quoted:"),
                    Edit(
                        "scripts/sync-backups.sh",
                        "rsync -a --delete $SRC/ $TARGET_HOST:$DEST/",
                        'rsync -a --delete "$SRC/" "$TARGET_HOST:$DEST/"',
                    ),
                    Run(
                        "make lint",
                        """/src/infra-scripts/bin/shellcheck scripts/prune-artifacts.sh \
scripts/run-integration.sh \
scripts/sync-backups.sh scripts/wait-for-pg.sh""",
                    ),
                    Run(
                        "./scripts/sync-backups.sh backup-02",
                        "synced /var/backups/pg to backup-02:/srv/backups/ci-runner-3 in 7s",
                    ),
                    _u("/commit"),
                ),
            ),
        ),
        lesson=(
            'Double-quote variable expansions in shell scripts ("$VAR"): shellcheck SC2086 fails '
            "the lint on unquoted ones because of word splitting and globbing."
        ),
        expect=(
            ("quote", "quoting", '"$'),
            ("sc2086", "word splitting", "globbing", "variable", "expansion", "shellcheck"),
        ),
        task="write a script that compresses and rotates old nginx logs in a given directory",
    ),
    Scenario(
        id="gha-fetch-depth-tags",
        kind="error_fix",
        stack="shell",
        project="infra-scripts",
        sessions=(
            Session(
                agent="codex",
                day=8,
                steps=(
                    _u(
                        "the release workflow should stamp the version from the last git tag "
                        "into VERSION before building the tarball"
                    ),
                    Read(
                        ".github/workflows/release.yml",
                        """name: release
on:
  push:
    tags: ["v*"]

jobs:
  tarball:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - name: Build
        run: make dist
      - uses: softprops/action-gh-release@v2
        with:
          files: dist/*.tar.gz
""",
                    ),
                    Edit(
                        ".github/workflows/release.yml",
                        """      - uses: actions/checkout@v4
      - name: Build""",
                        """      - uses: actions/checkout@v4
      - name: Stamp version
        run: git describe --tags --abbrev=0 > VERSION
      - name: Build""",
                    ),
                    Run(
                        "git commit -am 'release: stamp VERSION from tag' && git push && "
                        "git tag v2.4.0-rc1 && git push origin v2.4.0-rc1",
                        """[main 0c9e4f2] release: stamp VERSION from tag
 1 file changed, 2 insertions(+)
To github.com:acme-ops/infra-scripts.git
   6b1d0a3..0c9e4f2  main -> main
 * [new tag]         v2.4.0-rc1 -> v2.4.0-rc1""",
                    ),
                    Run(
                        "sleep 60; gh run list -w release -L 1 && gh run view --log-failed $(gh "
                        "run list -w release -L 1 --json databaseId -q '.[0].databaseId')",
                        """STATUS  TITLE                          WORKFLOW  BRANCH      EVENT  \
ID           ELAPSED  AGE
X       release: stamp VERSION from tag  release   v2.4.0-rc1  push   11880042713  14s      1m
tarball	Stamp version	2026-10-11T15:02:37.4410Z ##[group]Run git describe --tags --abbrev=0 > \
VERSION
tarball	Stamp version	2026-10-11T15:02:37.4412Z git describe --tags --abbrev=0 > VERSION
tarball	Stamp version	2026-10-11T15:02:37.4602Z shell: /usr/bin/bash -e {0}
tarball	Stamp version	2026-10-11T15:02:37.4603Z ##[endgroup]
tarball	Stamp version	2026-10-11T15:02:37.4751Z fatal: No names found, cannot describe anything.
tarball	Stamp version	2026-10-11T15:02:37.4790Z ##[error]Process completed with exit code 128.""",
                        exit_code=1,
                    ),
                    _a(
                        "actions/checkout does a shallow clone with no tags by default, so "
                        "`git describe` finds nothing. Fetch the full history in that job:"
                    ),
                    Edit(
                        ".github/workflows/release.yml",
                        """      - uses: actions/checkout@v4
      - name: Stamp version""",
                        """      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
      - name: Stamp version""",
                    ),
                    Run(
                        "git commit -am 'release: full clone for git describe' && git push && "
                        "git tag -f v2.4.0-rc1 && git push -f origin v2.4.0-rc1 && gh run watch "
                        "--exit-status",
                        """[main 3ad71b8] release: full clone for git describe
 1 file changed, 2 insertions(+)
Updated tag 'v2.4.0-rc1' (was 0c9e4f2)
 + 0c9e4f2...3ad71b8 v2.4.0-rc1 -> v2.4.0-rc1 (forced update)
✓ v2.4.0-rc1 release · 11880101950
JOBS
✓ tarball in 41s (ID 33421180043)""",
                    ),
                    _a(
                        "The release job checks out with `fetch-depth: 0` and VERSION now reads "
                        "v2.4.0-rc1."
                    ),
                ),
            ),
            Session(
                agent="claude_code",
                day=35,
                steps=(
                    _u(
                        "The docs site should show a changelog. Add a step to the docs workflow "
                        "that writes the commit subjects since the previous tag to "
                        "docs/CHANGES.md."
                    ),
                    Read(
                        ".github/workflows/docs.yml",
                        """name: docs
on:
  push:
    branches: [main]
    paths: ["docs/**", "mkdocs.yml"]

jobs:
  publish:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: "3.12"
      - run: pip install mkdocs-material==9.5.39
      - run: mkdocs gh-deploy --force
""",
                    ),
                    Edit(
                        ".github/workflows/docs.yml",
                        """      - run: pip install mkdocs-material==9.5.39""",
                        """      - name: Changelog since last tag
        run: |
          prev=$(git describe --tags --abbrev=0)
          { echo "# Changes since $prev"; echo; git log --format='- %s' "$prev"..HEAD; } > \
docs/CHANGES.md
      - run: pip install mkdocs-material==9.5.39""",
                    ),
                    Run("actionlint .github/workflows/docs.yml", ""),
                    Run(
                        "git commit -am 'docs: changelog page' && git push && gh run watch "
                        "--exit-status",
                        """[main a4402fe] docs: changelog page
 1 file changed, 4 insertions(+)
X main docs · 11902266613
JOBS
X publish in 19s (ID 33458820971)
  ✓ Set up job
  ✓ Run actions/checkout@v4
  ✓ Run actions/setup-python@v5
  X Changelog since last tag

ANNOTATIONS
X Process completed with exit code 128.
publish: .github#L1""",
                        exit_code=1,
                    ),
                    Run(
                        "gh run view 11902266613 --log-failed | grep -v '##\\[group\\]' | tail -3",
                        """publish	Changelog since last tag	2026-11-07T10:31:02.1180Z shell: \
/usr/bin/bash -e {0}
publish	Changelog since last tag	2026-11-07T10:31:02.1290Z fatal: No names found, cannot \
describe anything.
publish	Changelog since last tag	2026-11-07T10:31:02.1322Z ##[error]Process completed with exit \
code 128.""",
                    ),
                    _a(
                        "Same as the release job: the default checkout is depth 1 without "
                        "tags. Setting `fetch-depth: 0` on the checkout step."
                    ),
                    Edit(
                        ".github/workflows/docs.yml",
                        """      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5""",
                        """      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
      - uses: actions/setup-python@v5""",
                    ),
                    Run(
                        "git commit -am 'docs: full history for changelog' && git push && gh run "
                        "watch --exit-status",
                        """[main e19b0c7] docs: full history for changelog
 1 file changed, 2 insertions(+)
✓ main docs · 11902310870
JOBS
✓ publish in 58s (ID 33458901234)""",
                    ),
                    _a("Green. The changelog page lists the 23 commits since v2.6.1."),
                    _u("nice"),
                ),
            ),
        ),
        lesson=(
            "Workflows that run git describe or read tags/history need actions/checkout with "
            "fetch-depth: 0; the default shallow clone has no tags."
        ),
        expect=(("fetch-depth",),),
        task="add a CI job that drafts release notes from the commits since the previous tag",
    ),
    Scenario(
        id="compose-postgres-major-revert",
        kind="revert",
        stack="shell",
        project="infra-scripts",
        sessions=(
            Session(
                agent="aider",
                day=22,
                steps=(
                    Read(
                        "compose.dev.yml",
                        """services:
  db:
    image: postgres:15.8
    environment:
      POSTGRES_PASSWORD: dev
    volumes:
      - pgdata:/var/lib/postgresql/data
    ports: ["5432:5432"]
  cache:
    image: redis:7.2
    ports: ["6379:6379"]

volumes:
  pgdata:
""",
                    ),
                    _u("bump postgres to 16 and redis to 7.4 in the dev stack"),
                    Edit("compose.dev.yml", "    image: postgres:15.8", "    image: postgres:16.4"),
                    Edit("compose.dev.yml", "    image: redis:7.2", "    image: redis:7.4"),
                    Run(
                        "docker compose -f compose.dev.yml up -d && sleep 5 && docker compose -f "
                        "compose.dev.yml ps -a",
                        """[+] Running 3/3
 ✔ db Pulled                                                                          11.2s
 ✔ Container infra-scripts-cache-1  Started                                            0.6s
 ✔ Container infra-scripts-db-1     Started                                            0.7s
NAME                    IMAGE          COMMAND                  SERVICE   STATUS
infra-scripts-cache-1   redis:7.4      "docker-entrypoint.s…"   cache     Up 5 seconds
infra-scripts-db-1      postgres:16.4  "docker-entrypoint.s…"   db        Exited (1) 4 seconds \
ago""",
                    ),
                    Run(
                        "docker compose -f compose.dev.yml logs db",
                        """db-1  |
db-1  | PostgreSQL Database directory appears to contain a database; Skipping initialization
db-1  |
db-1  | 2026-10-25 08:12:40.118 UTC [1] FATAL:  database files are incompatible with server
db-1  | 2026-10-25 08:12:40.118 UTC [1] DETAIL:  The data directory was initialized by \
PostgreSQL version 15, which is not compatible with this version 16.4 (Debian 16.4-1.pgdg120+1).""",
                    ),
                    _a(
                        "The existing `pgdata` volume was initialised by Postgres 15; 16 can't "
                        "open it. Options: drop the volume and re-seed, or dump with 15 and "
                        "restore into 16."
                    ),
                    _u("/undo"),
                    _u(
                        "everyone's dev volume is on 15 with data they care about. a major "
                        "postgres bump needs a dump/restore plan, not just a new image tag. "
                        "keep the redis bump though"
                    ),
                    Edit("compose.dev.yml", "    image: redis:7.2", "    image: redis:7.4"),
                    Run(
                        "docker compose -f compose.dev.yml up -d && docker compose -f "
                        "compose.dev.yml ps",
                        """[+] Running 2/2
 ✔ Container infra-scripts-db-1     Started                                            0.5s
 ✔ Container infra-scripts-cache-1  Running                                            0.0s
NAME                    IMAGE          COMMAND                  SERVICE   STATUS
infra-scripts-cache-1   redis:7.4      "docker-entrypoint.s…"   cache     Up 2 minutes
infra-scripts-db-1      postgres:15.8  "docker-entrypoint.s…"   db        Up 1 second""",
                    ),
                    _u("/commit"),
                ),
            ),
        ),
        lesson=(
            "Don't bump the dev stack's postgres to a new major version by changing the image "
            "tag: existing volumes are on 15 and need a dump/restore (pg_upgrade) plan."
        ),
        expect=(
            ("postgres",),
            ("major", "dump", "pg_upgrade", "image tag", "volume", "16"),
        ),
        task="refresh the image versions in the local compose stack",
    ),
    Scenario(
        id="sh-rename-tmp-var",
        kind="none",
        stack="shell",
        project="infra-scripts",
        distractor="one-off",
        sessions=(
            Session(
                agent="claude_code",
                day=40,
                steps=(
                    _u(
                        "in scripts/cleanup-runners.sh, rename `tmp` to `workdir` in "
                        "clean_cache(), it's confusing next to the real /tmp"
                    ),
                    Read(
                        "scripts/cleanup-runners.sh",
                        """#!/usr/bin/env bash
set -euo pipefail

clean_cache() {
  local tmp
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' RETURN
  docker image prune -af --filter "until=168h" > "$tmp/pruned.txt"
  wc -l < "$tmp/pruned.txt"
}

clean_cache
""",
                    ),
                    Edit(
                        "scripts/cleanup-runners.sh",
                        """  local tmp
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' RETURN
  docker image prune -af --filter "until=168h" > "$tmp/pruned.txt"
  wc -l < "$tmp/pruned.txt\"""",
                        """  local workdir
  workdir=$(mktemp -d)
  trap 'rm -rf "$workdir"' RETURN
  docker image prune -af --filter "until=168h" > "$workdir/pruned.txt"
  wc -l < "$workdir/pruned.txt\"""",
                    ),
                    Run("shellcheck scripts/cleanup-runners.sh", ""),
                    Run(
                        "git diff --stat",
                        """ scripts/cleanup-runners.sh | 10 +++++-----
 1 file changed, 5 insertions(+), 5 deletions(-)""",
                    ),
                    _a("Renamed `tmp` to `workdir` in clean_cache(); shellcheck is clean."),
                    _u(
                        "and make the first heading in README.md just 'infra-scripts', drop the "
                        "emoji"
                    ),
                    Edit("README.md", "# 🛠️ infra-scripts", "# infra-scripts"),
                    _a("Done."),
                    _u("ok cool, that's it for now"),
                ),
            ),
        ),
        lesson="",
        expect=(),
        task="tidy up the runner cleanup script",
    ),
    Scenario(
        id="gha-pin-actions-sha",
        kind="convention",
        stack="shell",
        project="infra-scripts",
        sessions=(
            Session(
                agent="codex",
                day=46,
                steps=(
                    _u(
                        "add a workflow that builds the log-shipper image and pushes it to ghcr "
                        "on tags. heads-up, since the org-wide change last week: actions are "
                        "pinned to a full commit SHA with the version in a comment after it, "
                        "tags like @v3 get rejected by the org settings"
                    ),
                    Run(
                        "grep -rn 'uses:' .github/workflows | head -6",
                        """.github/workflows/integration.yml:11:      - uses: \
actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2
.github/workflows/release.yml:10:      - uses: \
actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2
.github/workflows/release.yml:16:      - uses: \
softprops/action-gh-release@c062e08bd532815e2082a85e87e3ef29c3e6d191 # v2.0.8
.github/workflows/docs.yml:11:      - uses: \
actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2
.github/workflows/docs.yml:14:      - uses: \
actions/setup-python@f677139bbe7f9c59b41e40162b753c062f5d49a3 # v5.2.0""",
                    ),
                    Run(
                        "gh api repos/docker/login-action/git/ref/tags/v3.3.0 -q .object.sha && "
                        "gh api repos/docker/build-push-action/git/ref/tags/v6.9.0 -q .object.sha",
                        """9780b0c442fbb1117ed29e0efdff1e18412f7567
4f58ea79222b3b9dc2c8bbdd6debcef730109a75""",
                    ),
                    Write(
                        ".github/workflows/log-shipper-image.yml",
                        """name: log-shipper image
on:
  push:
    tags: ["log-shipper-v*"]

permissions:
  contents: read
  packages: write

jobs:
  image:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2
      - uses: docker/login-action@9780b0c442fbb1117ed29e0efdff1e18412f7567 # v3.3.0
        with:
          registry: ghcr.io
          username: ${{ github.actor }}
          password: ${{ secrets.GITHUB_TOKEN }}
      - uses: docker/build-push-action@4f58ea79222b3b9dc2c8bbdd6debcef730109a75 # v6.9.0
        with:
          context: .
          file: images/log-shipper/Dockerfile
          push: true
          tags: ghcr.io/acme-ops/log-shipper:${{ github.ref_name }}
""",
                    ),
                    Run("actionlint .github/workflows/log-shipper-image.yml", ""),
                    Run(
                        "git add .github/workflows/log-shipper-image.yml && git commit -m 'ci: "
                        "build and push log-shipper image on tags' && git push",
                        """[main 8b03e6f] ci: build and push log-shipper image on tags
 1 file changed, 27 insertions(+)
 create mode 100644 .github/workflows/log-shipper-image.yml""",
                    ),
                    Run(
                        "git tag log-shipper-v0.3.0 && git push origin log-shipper-v0.3.0 && "
                        "gh run watch --exit-status",
                        """ * [new tag]         log-shipper-v0.3.0 -> log-shipper-v0.3.0
✓ log-shipper-v0.3.0 log-shipper image · 11915523108
JOBS
✓ image in 1m48s (ID 33480027719)""",
                    ),
                    _a(
                        "The new workflow pins checkout, login-action and build-push-action to "
                        "full commit SHAs with the version in a trailing comment. The "
                        "log-shipper-v0.3.0 run pushed ghcr.io/acme-ops/log-shipper:"
                        "log-shipper-v0.3.0."
                    ),
                    _u("👌 ty"),
                ),
            ),
        ),
        lesson=(
            "Pin every GitHub Action to a full commit SHA with the version in a trailing comment "
            "(uses: owner/action@<sha> # vX.Y.Z); tag refs like @v3 are rejected by org policy."
        ),
        expect=(
            ("sha", "commit hash"),
            ("pin", "uses:", "action"),
        ),
        task="add a workflow that runs the shell lint on every pull request",
    ),
]

# ---------------------------------------------------------------- orders-service (Kotlin, Spring)

_GRADLE_TEST_HEAD = """> Task :orders-core:compileKotlin
> Task :orders-core:compileJava NO-SOURCE
> Task :orders-core:processResources UP-TO-DATE
> Task :orders-core:classes
> Task :orders-core:compileTestKotlin
> Task :orders-core:testClasses"""

_ORDERS: list[Scenario] = [
    Scenario(
        id="kt-constructor-injection",
        kind="correction",
        stack="kotlin",
        project="orders-service",
        sessions=(
            Session(
                agent="claude_code",
                day=4,
                steps=(
                    _u(
                        "When a refund is approved we should email the customer. Add a "
                        "RefundNotifier that renders the `refund-approved` template and sends it "
                        "through the Mailer, and call it from RefundService.approve."
                    ),
                    Read(
                        "orders-core/src/main/kotlin/com/acme/orders/refunds/RefundService.kt",
                        """package com.acme.orders.refunds

import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional

@Service
class RefundService(
    private val refunds: RefundRepository,
    private val payments: PaymentGatewayClient,
) {
    @Transactional
    fun approve(id: RefundId): Refund {
        val refund = refunds.findByIdOrThrow(id)
        payments.refund(refund.paymentId, refund.amount)
        return refunds.save(refund.copy(status = RefundStatus.APPROVED))
    }
}
""",
                    ),
                    Write(
                        "orders-core/src/main/kotlin/com/acme/orders/refunds/RefundNotifier.kt",
                        """package com.acme.orders.refunds

import com.acme.orders.mail.Mailer
import com.acme.orders.mail.TemplateRenderer
import org.springframework.beans.factory.annotation.Autowired
import org.springframework.stereotype.Component

@Component
class RefundNotifier {
    @Autowired
    lateinit var mailer: Mailer

    @Autowired
    lateinit var templates: TemplateRenderer

    fun refundApproved(refund: Refund) {
        val body = templates.render("refund-approved", mapOf("refund" to refund))
        mailer.send(to = refund.customerEmail, subject = "Your refund is on its way", html = body)
    }
}
""",
                    ),
                    Run(
                        "./gradlew :orders-core:compileKotlin -q",
                        "",
                    ),
                    _u(
                        "constructor injection, not @Autowired lateinit fields. our unit tests "
                        "build services by hand with mocks, there's no Spring context in them"
                    ),
                    _a("Right, switching RefundNotifier to constructor parameters."),
                    Edit(
                        "orders-core/src/main/kotlin/com/acme/orders/refunds/RefundNotifier.kt",
                        """import org.springframework.beans.factory.annotation.Autowired
import org.springframework.stereotype.Component

@Component
class RefundNotifier {
    @Autowired
    lateinit var mailer: Mailer

    @Autowired
    lateinit var templates: TemplateRenderer
""",
                        """import org.springframework.stereotype.Component

@Component
class RefundNotifier(
    private val mailer: Mailer,
    private val templates: TemplateRenderer,
) {""",
                    ),
                    Edit(
                        "orders-core/src/main/kotlin/com/acme/orders/refunds/RefundService.kt",
                        """    private val payments: PaymentGatewayClient,
) {""",
                        """    private val payments: PaymentGatewayClient,
    private val notifier: RefundNotifier,
) {""",
                    ),
                    Edit(
                        "orders-core/src/main/kotlin/com/acme/orders/refunds/RefundService.kt",
                        """        return refunds.save(refund.copy(status = \
RefundStatus.APPROVED))""",
                        """        val approved = refunds.save(refund.copy(status = \
RefundStatus.APPROVED))
        notifier.refundApproved(approved)
        return approved""",
                    ),
                    Write(
                        "orders-core/src/test/kotlin/com/acme/orders/refunds/RefundNotifierTest.kt",
                        """package com.acme.orders.refunds

import com.acme.orders.mail.Mailer
import com.acme.orders.mail.TemplateRenderer
import io.mockk.every
import io.mockk.mockk
import io.mockk.verify
import org.junit.jupiter.api.Test

class RefundNotifierTest {
    private val mailer = mockk<Mailer>(relaxed = true)
    private val templates = mockk<TemplateRenderer>()
    private val notifier = RefundNotifier(mailer, templates)

    @Test
    fun `sends the rendered template to the customer`() {
        every { templates.render("refund-approved", any()) } returns "<p>ok</p>"
        notifier.refundApproved(aRefund(customerEmail = "ana@example.com"))
        verify { mailer.send(to = "ana@example.com", subject = any(), html = "<p>ok</p>") }
    }
}
""",
                    ),
                    Run(
                        "./gradlew :orders-core:test --tests '*Refund*'",
                        _GRADLE_TEST_HEAD
                        + """
> Task :orders-core:test

RefundNotifierTest > sends the rendered template to the customer() PASSED
RefundServiceTest > approve refunds the payment and saves() PASSED
RefundServiceTest > approve notifies the customer() PASSED
RefundServiceTest > approve fails for unknown refund() PASSED

BUILD SUCCESSFUL in 14s
5 actionable tasks: 3 executed, 2 up-to-date""",
                    ),
                    _a(
                        "RefundNotifier takes its dependencies in the constructor. RefundService "
                        "calls it after saving, and the new test builds it by hand with mocks."
                    ),
                ),
            ),
        ),
        lesson=(
            "Use constructor injection for Spring beans in orders-service, not @Autowired "
            "lateinit fields: unit tests construct services by hand with mocks."
        ),
        expect=(
            ("constructor",),
            ("autowired", "field injection", "lateinit"),
        ),
        task="add a service that posts a Slack alert when an order is stuck in payment",
    ),
    Scenario(
        id="gradle-new-module-jvm-toolchain",
        kind="error_fix",
        stack="kotlin",
        project="orders-service",
        sessions=(
            Session(
                agent="aider",
                day=14,
                steps=(
                    _u("/add settings.gradle.kts"),
                    _u(
                        "create a new gradle module invoicing-client with a Kotlin "
                        "InvoicingClient interface and add it to the build"
                    ),
                    Edit(
                        "settings.gradle.kts",
                        """include("orders-api", "orders-core")""",
                        """include("orders-api", "orders-core", "invoicing-client")""",
                    ),
                    Write(
                        "invoicing-client/build.gradle.kts",
                        """plugins {
    kotlin("jvm")
}

dependencies {
    implementation(project(":orders-core"))
    implementation("org.springframework:spring-web")
    testImplementation(kotlin("test"))
}
""",
                    ),
                    Write(
                        "invoicing-client/src/main/kotlin/com/acme/invoicing/InvoicingClient.kt",
                        """package com.acme.invoicing

import com.acme.orders.core.OrderId

interface InvoicingClient {
    fun requestInvoice(order: OrderId): InvoiceRef
}

@JvmInline
value class InvoiceRef(val value: String)
""",
                    ),
                    Run(
                        "./gradlew :invoicing-client:build",
                        """> Task :orders-core:compileKotlin UP-TO-DATE
> Task :orders-core:jar UP-TO-DATE
> Task :invoicing-client:compileKotlin FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':invoicing-client:compileKotlin'.
> Inconsistent JVM-target compatibility detected for tasks 'compileJava' (21) and \
'compileKotlin' (17).

  Consider using JVM Toolchain: https://kotl.in/gradle/jvm/toolchain
  Learn more about JVM-target validation: https://kotl.in/gradle/jvm/target-validation

* Try:
> Run with --stacktrace option to get the stack trace.
> Run with --info or --debug option to get more log output.
> Run with --scan to get full insights.
> Get more help at https://help.gradle.org.

BUILD FAILED in 6s
4 actionable tasks: 1 executed, 3 up-to-date""",
                    ),
                    Run(
                        "grep -rn jvmToolchain --include=build.gradle.kts .",
                        """./orders-api/build.gradle.kts:11:    jvmToolchain(17)
./orders-core/build.gradle.kts:9:    jvmToolchain(17)""",
                    ),
                    _a(
                        "The other modules pin the toolchain with `jvmToolchain(17)`; without "
                        "it the new module compiles Java for the JDK gradle runs on (21) while "
                        "Kotlin targets 17. Adding the same block:"
                    ),
                    Edit(
                        "invoicing-client/build.gradle.kts",
                        """plugins {
    kotlin("jvm")
}
""",
                        """plugins {
    kotlin("jvm")
}

kotlin {
    jvmToolchain(17)
}
""",
                    ),
                    Run(
                        "./gradlew :invoicing-client:build",
                        """> Task :invoicing-client:compileKotlin
> Task :invoicing-client:compileJava NO-SOURCE
> Task :invoicing-client:jar
> Task :invoicing-client:test NO-SOURCE
> Task :invoicing-client:check UP-TO-DATE
> Task :invoicing-client:build

BUILD SUCCESSFUL in 9s
7 actionable tasks: 4 executed, 3 up-to-date""",
                    ),
                    _u("/commit"),
                ),
            ),
            Session(
                agent="claude_code",
                day=44,
                steps=(
                    _u(
                        "Carriers will call us with webhooks. Start a `carrier-webhooks` module "
                        "with a data class for the payload and a parser test; just the "
                        "skeleton for now."
                    ),
                    Read(
                        "settings.gradle.kts",
                        """rootProject.name = "orders-service"

include("orders-api", "orders-core", "invoicing-client")
""",
                    ),
                    Edit(
                        "settings.gradle.kts",
                        """include("orders-api", "orders-core", "invoicing-client")""",
                        """include("orders-api", "orders-core", "invoicing-client", \
"carrier-webhooks")""",
                    ),
                    Write(
                        "carrier-webhooks/build.gradle.kts",
                        """plugins {
    kotlin("jvm")
    kotlin("plugin.serialization")
}

dependencies {
    implementation("org.jetbrains.kotlinx:kotlinx-serialization-json:1.7.3")
    testImplementation(kotlin("test"))
}

tasks.test { useJUnitPlatform() }
""",
                    ),
                    Write(
                        "carrier-webhooks/src/main/kotlin/com/acme/carriers/TrackingEvent.kt",
                        """package com.acme.carriers

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

@Serializable
data class TrackingEvent(
    @SerialName("tracking_number") val trackingNumber: String,
    val status: String,
    @SerialName("occurred_at") val occurredAt: String,
)

private val json = Json { ignoreUnknownKeys = true }

fun parseTrackingEvent(body: String): TrackingEvent = json.decodeFromString(body)
""",
                    ),
                    Write(
                        "carrier-webhooks/src/test/kotlin/com/acme/carriers/TrackingEventTest.kt",
                        """package com.acme.carriers

import kotlin.test.Test
import kotlin.test.assertEquals

class TrackingEventTest {
    @Test
    fun `parses a carrier payload and ignores extra fields`() {
        val e = parseTrackingEvent(
            \"\"\"{"tracking_number":"1Z999","status":"DELIVERED","occurred_at":"2026-11-02T10:\
00:00Z","extra":1}\"\"\"
        )
        assertEquals("DELIVERED", e.status)
    }
}
""",
                    ),
                    Run(
                        "./gradlew :carrier-webhooks:test",
                        """> Task :carrier-webhooks:checkKotlinGradlePluginConfigurationErrors
> Task :carrier-webhooks:compileKotlin FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':carrier-webhooks:compileKotlin'.
> Inconsistent JVM-target compatibility detected for tasks 'compileJava' (21) and \
'compileKotlin' (17).

  Consider using JVM Toolchain: https://kotl.in/gradle/jvm/toolchain
  Learn more about JVM-target validation: https://kotl.in/gradle/jvm/target-validation

* Try:
> Run with --stacktrace option to get the stack trace.
> Run with --info or --debug option to get more log output.
> Run with --scan to get full insights.
> Get more help at https://help.gradle.org.

BUILD FAILED in 4s
2 actionable tasks: 2 executed""",
                        exit_code=1,
                    ),
                    _a(
                        "The new module has no toolchain, so Java defaults to the JDK 21 gradle "
                        "runs on while Kotlin targets 17 from the root config. The other "
                        "modules declare `jvmToolchain(17)`; adding it here."
                    ),
                    Edit(
                        "carrier-webhooks/build.gradle.kts",
                        """dependencies {
    implementation("org.jetbrains.kotlinx:kotlinx-serialization-json:1.7.3")""",
                        """kotlin {
    jvmToolchain(17)
}

dependencies {
    implementation("org.jetbrains.kotlinx:kotlinx-serialization-json:1.7.3")""",
                    ),
                    Run(
                        "./gradlew :carrier-webhooks:test",
                        """> Task :carrier-webhooks:compileKotlin
> Task :carrier-webhooks:compileTestKotlin
> Task :carrier-webhooks:test

TrackingEventTest > parses a carrier payload and ignores extra fields() PASSED

BUILD SUCCESSFUL in 12s
6 actionable tasks: 5 executed, 1 up-to-date""",
                    ),
                    _a(
                        "`carrier-webhooks` builds on the project toolchain (17) and the parser "
                        "test passes."
                    ),
                    _u("great, I'll take it from here"),
                ),
            ),
        ),
        lesson=(
            "Every new gradle module in orders-service needs `kotlin { jvmToolchain(17) }` in its "
            "build.gradle.kts, or compileJava and compileKotlin disagree on the JVM target."
        ),
        expect=(
            ("jvmtoolchain", "toolchain"),
            ("17", "jvm target", "jvm-target", "module"),
        ),
        task="set up a new gradle subproject for the returns portal client",
    ),
    Scenario(
        id="kt-jackson-snake-case-revert",
        kind="revert",
        stack="kotlin",
        project="orders-service",
        sessions=(
            Session(
                agent="claude_code",
                day=25,
                steps=(
                    _u(
                        "The partner integration team wants our JSON in snake_case "
                        "(order_id, created_at...). Can you switch that over?"
                    ),
                    Read(
                        "orders-api/src/main/resources/application.yml",
                        """spring:
  application:
    name: orders-api
  jackson:
    default-property-inclusion: non_null
    serialization:
      write-dates-as-timestamps: false
server:
  port: 8080
""",
                    ),
                    Edit(
                        "orders-api/src/main/resources/application.yml",
                        """  jackson:
    default-property-inclusion: non_null""",
                        """  jackson:
    property-naming-strategy: SNAKE_CASE
    default-property-inclusion: non_null""",
                    ),
                    Run(
                        "git commit -am 'api: snake_case JSON for the partner integration'",
                        """[main 5e0a9d1] api: snake_case JSON for the partner integration
 1 file changed, 1 insertion(+)""",
                    ),
                    Run(
                        "./gradlew :orders-api:test",
                        """> Task :orders-api:compileKotlin UP-TO-DATE
> Task :orders-api:processResources
> Task :orders-api:compileTestKotlin UP-TO-DATE
> Task :orders-api:test

OrderApiContractTest > GET order returns the mobile contract() FAILED
    java.lang.AssertionError: No value at JSON path "$.orderId"
        at org.springframework.test.util.JsonPathExpectationsHelper.\
evaluateJsonPath(JsonPathExpectationsHelper.java:351)
        at org.springframework.test.util.JsonPathExpectationsHelper.\
assertValue(JsonPathExpectationsHelper.java:118)
        at org.springframework.test.web.servlet.result.JsonPathResultMatchers.\
lambda$value$2(JsonPathResultMatchers.java:111)
        at com.acme.orders.api.OrderApiContractTest.GET order returns the mobile \
contract(OrderApiContractTest.kt:48)

        Caused by:
        com.jayway.jsonpath.PathNotFoundException: No results for path: $['orderId']

OrderApiContractTest > list orders is paged for the app() FAILED
    java.lang.AssertionError: No value at JSON path "$.items[0].createdAt"
        at com.acme.orders.api.OrderApiContractTest.list orders is paged for the \
app(OrderApiContractTest.kt:71)

CartApiContractTest > cart totals use camel case keys() FAILED
    java.lang.AssertionError: No value at JSON path "$.grandTotal"
        at com.acme.orders.api.CartApiContractTest.cart totals use camel case \
keys(CartApiContractTest.kt:33)

57 tests completed, 3 failed

> Task :orders-api:test FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':orders-api:test'.
> There were failing tests. See the report at: \
file:///src/orders-service/orders-api/build/reports/tests/test/index.html

BUILD FAILED in 31s""",
                        exit_code=1,
                    ),
                    _a(
                        "The contract tests for the mobile app expect camelCase keys. I could "
                        "update those expectations..."
                    ),
                    _u(
                        "undo that. the mobile app reads the very same endpoints and it's "
                        "camelCase, changing the global naming breaks every shipped app "
                        "version. snake_case only goes on the partner DTOs, put @JsonNaming on "
                        "those classes"
                    ),
                    Run(
                        "git reset --hard HEAD~1",
                        "HEAD is now at 41c7be2 refunds: notify the customer when a refund is "
                        "approved",
                    ),
                    Run(
                        "rg -l 'class Partner.*Dto' orders-api/src/main/kotlin",
                        """orders-api/src/main/kotlin/com/acme/orders/partner/PartnerOrderDto.kt
orders-api/src/main/kotlin/com/acme/orders/partner/PartnerLineDto.kt""",
                    ),
                    Edit(
                        "orders-api/src/main/kotlin/com/acme/orders/partner/PartnerOrderDto.kt",
                        """data class PartnerOrderDto(""",
                        """@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy::class)
data class PartnerOrderDto(""",
                    ),
                    Edit(
                        "orders-api/src/main/kotlin/com/acme/orders/partner/PartnerLineDto.kt",
                        """data class PartnerLineDto(""",
                        """@JsonNaming(PropertyNamingStrategies.SnakeCaseStrategy::class)
data class PartnerLineDto(""",
                    ),
                    Run(
                        "./gradlew :orders-api:test",
                        """> Task :orders-api:compileKotlin
> Task :orders-api:compileTestKotlin UP-TO-DATE
> Task :orders-api:test

BUILD SUCCESSFUL in 34s
6 actionable tasks: 3 executed, 3 up-to-date""",
                    ),
                    _a(
                        "Reverted the global setting. Only PartnerOrderDto and PartnerLineDto "
                        "serialise as snake_case now (via @JsonNaming); all 57 tests pass, the "
                        "mobile contract tests included."
                    ),
                ),
            ),
        ),
        lesson=(
            "Don't set a global Jackson property-naming-strategy (SNAKE_CASE) in orders-api: the "
            "mobile app reads camelCase; put @JsonNaming(SnakeCaseStrategy) on partner DTOs only."
        ),
        expect=(
            ("snake_case", "snake case", "snakecase", "naming strategy", "naming-strategy"),
            ("camelcase", "camel case", "mobile", "jsonnaming", "global"),
        ),
        task="expose shipment tracking details to the partner integration",
    ),
    Scenario(
        id="kt-problemdetail-domain-exceptions",
        kind="convention",
        stack="kotlin",
        project="orders-service",
        sessions=(
            Session(
                agent="codex",
                day=33,
                steps=(
                    _u(
                        "cancelling an order that already shipped currently returns 200 and does "
                        "nothing. it should be a 409. fyi, controllers here don't throw "
                        "ResponseStatusException: throw a domain exception (subclass of "
                        "OrdersException) and map it to a ProblemDetail in ApiExceptionHandler, "
                        "that's where all the error bodies come from"
                    ),
                    Read(
                        "orders-api/src/main/kotlin/com/acme/orders/api/ApiExceptionHandler.kt",
                        """package com.acme.orders.api

import com.acme.orders.core.OrderNotFoundException
import org.springframework.http.HttpStatus
import org.springframework.http.ProblemDetail
import org.springframework.web.bind.annotation.ExceptionHandler
import org.springframework.web.bind.annotation.RestControllerAdvice

@RestControllerAdvice
class ApiExceptionHandler {
    @ExceptionHandler(OrderNotFoundException::class)
    fun notFound(e: OrderNotFoundException): ProblemDetail =
        ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND, e.message ?: "order not found")
            .apply { title = "Order not found"; setProperty("orderId", e.orderId.value) }
}
""",
                    ),
                    Read(
                        "orders-core/src/main/kotlin/com/acme/orders/core/OrderService.kt",
                        """    fun cancel(id: OrderId): Order {
        val order = orders.findByIdOrThrow(id)
        if (order.status == OrderStatus.SHIPPED) return order
        return orders.save(order.copy(status = OrderStatus.CANCELLED))
    }
""",
                    ),
                    Edit(
                        "orders-core/src/main/kotlin/com/acme/orders/core/OrderService.kt",
                        """        if (order.status == OrderStatus.SHIPPED) return order""",
                        """        if (order.status == OrderStatus.SHIPPED) throw \
OrderAlreadyShippedException(id)""",
                    ),
                    Edit(
                        "orders-core/src/main/kotlin/com/acme/orders/core/Exceptions.kt",
                        """class OrderNotFoundException(val orderId: OrderId) :
    OrdersException("order ${orderId.value} not found")""",
                        """class OrderNotFoundException(val orderId: OrderId) :
    OrdersException("order ${orderId.value} not found")

class OrderAlreadyShippedException(val orderId: OrderId) :
    OrdersException("order ${orderId.value} has already shipped and can't be cancelled")""",
                    ),
                    Edit(
                        "orders-api/src/main/kotlin/com/acme/orders/api/ApiExceptionHandler.kt",
                        """            .apply { title = "Order not found"; \
setProperty("orderId", e.orderId.value) }
}""",
                        """            .apply { title = "Order not found"; \
setProperty("orderId", e.orderId.value) }

    @ExceptionHandler(OrderAlreadyShippedException::class)
    fun alreadyShipped(e: OrderAlreadyShippedException): ProblemDetail =
        ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT, e.message ?: "already shipped")
            .apply { title = "Order already shipped"; setProperty("orderId", e.orderId.value) }
}""",
                    ),
                    Edit(
                        "orders-api/src/test/kotlin/com/acme/orders/api/OrderCancelApiTest.kt",
                        """    @Test
    fun `cancel a new order`() {""",
                        """    @Test
    fun `cancel a shipped order is a conflict`() {
        givenOrder(id = "o-77", status = OrderStatus.SHIPPED)
        mvc.post("/orders/o-77/cancel").andExpect {
            status { isConflict() }
            jsonPath("$.title") { value("Order already shipped") }
            jsonPath("$.orderId") { value("o-77") }
        }
    }

    @Test
    fun `cancel a new order`() {""",
                    ),
                    Run(
                        "./gradlew :orders-api:test --tests '*OrderCancelApiTest*'",
                        """> Task :orders-core:compileKotlin
> Task :orders-api:compileKotlin
> Task :orders-api:compileTestKotlin
> Task :orders-api:test

OrderCancelApiTest > cancel a shipped order is a conflict() PASSED
OrderCancelApiTest > cancel a new order() PASSED
OrderCancelApiTest > cancel unknown order is 404() PASSED

BUILD SUCCESSFUL in 27s
9 actionable tasks: 5 executed, 4 up-to-date""",
                    ),
                    _a(
                        "Cancelling a shipped order now throws OrderAlreadyShippedException, "
                        "which ApiExceptionHandler maps to a 409 ProblemDetail with the order "
                        "id. Added an API test for it."
                    ),
                ),
            ),
        ),
        lesson=(
            "orders-service controllers never throw ResponseStatusException: throw a domain "
            "exception (OrdersException subclass) and map it to a ProblemDetail in "
            "ApiExceptionHandler."
        ),
        expect=(
            ("problemdetail", "apiexceptionhandler", "exception handler", "domain exception"),
            ("responsestatusexception", "ordersexception", "controller"),
        ),
        task="reject refund requests above the captured amount with a 422",
    ),
    Scenario(
        id="kt-resilience4j-abandoned",
        kind="none",
        stack="kotlin",
        project="orders-service",
        distractor="abandoned",
        sessions=(
            Session(
                agent="claude_code",
                day=50,
                steps=(
                    _u(
                        "Let's see what it would take to replace the hand-rolled retry loop in "
                        "PaymentGatewayClient with resilience4j."
                    ),
                    Read(
                        ""
                        ""
                        "orders-core/src/main/kotlin/com/acme/orders/payments/PaymentGatewayClient.kt",
                        """    fun refund(paymentId: PaymentId, amount: Money) {
        var attempt = 0
        while (true) {
            try {
                return http.post("/payments/${paymentId.value}/refunds", RefundRequest(amount))
            } catch (e: GatewayTimeoutException) {
                if (++attempt >= 3) throw e
                Thread.sleep(200L * attempt)
            }
        }
    }
""",
                    ),
                    Edit(
                        "orders-core/build.gradle.kts",
                        """    implementation("org.springframework:spring-web")""",
                        """    implementation("org.springframework:spring-web")
    implementation("io.github.resilience4j:resilience4j-spring-boot3:2.2.0")""",
                    ),
                    Run(
                        "./gradlew :orders-core:dependencies --configuration runtimeClasspath | "
                        "grep -c resilience4j",
                        "14",
                    ),
                    Run(
                        "./gradlew :orders-core:dependencies --configuration runtimeClasspath | "
                        "grep -E 'resilience4j-(circuitbreaker|ratelimiter|bulkhead|micrometer)' | "
                        "head -4",
                        """|    +--- io.github.resilience4j:resilience4j-circuitbreaker:2.2.0
|    +--- io.github.resilience4j:resilience4j-ratelimiter:2.2.0
|    +--- io.github.resilience4j:resilience4j-bulkhead:2.2.0
|    +--- io.github.resilience4j:resilience4j-micrometer:2.2.0""",
                    ),
                    _a(
                        "The Spring Boot starter pulls in 14 resilience4j artifacts (circuit "
                        "breaker, rate limiter, bulkhead, micrometer...). If we only want "
                        "retries, `resilience4j-retry` alone is a single small jar, and the "
                        "loop becomes a `Retry` with exponential backoff configured in "
                        "application.yml. Want me to go that way?"
                    ),
                    _u(
                        "hmm. let's leave this for now, I want to talk to Priya about the "
                        "retry budget across services before we pick anything. drop the change"
                    ),
                    Run("git checkout -- orders-core/build.gradle.kts && git status --short", ""),
                    _a("Dropped it; the working tree is clean."),
                    _u("thanks, that's all"),
                ),
            ),
        ),
        lesson="",
        expect=(),
        task="make the payment gateway client retry timeouts with backoff",
    ),
    Scenario(
        id="kt-report-week-start-bug",
        kind="none",
        stack="kotlin",
        project="orders-service",
        distractor="one-off",
        sessions=(
            Session(
                agent="codex",
                day=57,
                steps=(
                    _u(
                        "the weekly sales report run on a Monday covers the current week "
                        "instead of the previous one. can you find out why?"
                    ),
                    Read(
                        "orders-core/src/main/kotlin/com/acme/orders/reports/ReportWindow.kt",
                        """package com.acme.orders.reports

import java.time.DayOfWeek
import java.time.LocalDate
import java.time.temporal.TemporalAdjusters

object ReportWindow {
    /** Monday..Sunday of the last full week before [today]. */
    fun previousWeek(today: LocalDate): ClosedRange<LocalDate> {
        val monday = today.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY))
        return monday..monday.plusDays(6)
    }
}
""",
                    ),
                    Edit(
                        "orders-core/src/test/kotlin/com/acme/orders/reports/ReportWindowTest.kt",
                        """class ReportWindowTest {""",
                        """class ReportWindowTest {
    @Test
    fun `on a Monday the window is the week before`() {
        val w = ReportWindow.previousWeek(LocalDate.of(2026, 10, 26))
        assertEquals(LocalDate.of(2026, 10, 19), w.start)
        assertEquals(LocalDate.of(2026, 10, 25), w.endInclusive)
    }
""",
                    ),
                    Run(
                        "./gradlew :orders-core:test --tests '*ReportWindowTest*'",
                        """> Task :orders-core:compileTestKotlin
> Task :orders-core:test FAILED

ReportWindowTest > on a Monday the window is the week before() FAILED
    org.opentest4j.AssertionFailedError: expected: <2026-10-19> but was: <2026-10-26>
        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:\
151)
        at app//com.acme.orders.reports.ReportWindowTest.on a Monday the window is the week \
before(ReportWindowTest.kt:14)

ReportWindowTest > mid-week gives last full week() PASSED

2 tests completed, 1 failed

FAILURE: Build failed with an exception.

BUILD FAILED in 9s""",
                        exit_code=1,
                    ),
                    _a(
                        "`previousOrSame(MONDAY)` returns today when today is a Monday, so the "
                        "window starts at the current week. The last full week starts at the "
                        "Monday strictly before the start of this week."
                    ),
                    Edit(
                        "orders-core/src/main/kotlin/com/acme/orders/reports/ReportWindow.kt",
                        """        val monday = \
today.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY))""",
                        """        val thisWeek = \
today.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY))
        val monday = thisWeek.minusWeeks(1)""",
                    ),
                    Run(
                        "./gradlew :orders-core:test --tests '*ReportWindowTest*'",
                        """> Task :orders-core:compileKotlin
> Task :orders-core:compileTestKotlin
> Task :orders-core:test

ReportWindowTest > on a Monday the window is the week before() PASSED
ReportWindowTest > mid-week gives last full week() PASSED

BUILD SUCCESSFUL in 11s""",
                    ),
                    _a(
                        "Fixed. The window now always starts at the Monday of the week before "
                        "the current one, and there's a test for a Monday run."
                    ),
                    _u("ha, of course. thanks"),
                ),
            ),
        ),
        lesson="",
        expect=(),
        task="add a monthly variant of the sales report window",
    ),
    Scenario(
        id="kt-generated-openapi-client",
        kind="correction",
        stack="kotlin",
        project="orders-service",
        sessions=(
            Session(
                agent="aider",
                day=36,
                steps=(
                    Read(
                        "partner-client/src/generated/kotlin/com/acme/partner/model/"
                        "PartnerShipment.kt",
                        """/**
 * NOTE: This class is auto generated by OpenAPI Generator (https://openapi-generator.tech).
 * Do not edit the class manually.
 */
package com.acme.partner.model

import com.fasterxml.jackson.annotation.JsonProperty

data class PartnerShipment(
    @field:JsonProperty("shipment_id") val shipmentId: kotlin.String,
    @field:JsonProperty("status") val status: PartnerShipmentStatus,
    @field:JsonProperty("tracking_url") val trackingUrl: kotlin.String? = null,
)
""",
                    ),
                    _u("partners now send a carrier_code on shipments, add it to PartnerShipment"),
                    Edit(
                        "partner-client/src/generated/kotlin/com/acme/partner/model/"
                        "PartnerShipment.kt",
                        """    @field:JsonProperty("tracking_url") val trackingUrl: \
kotlin.String? = null,
)""",
                        """    @field:JsonProperty("tracking_url") val trackingUrl: \
kotlin.String? = null,
    @field:JsonProperty("carrier_code") val carrierCode: kotlin.String? = null,
)""",
                    ),
                    _u("/undo"),
                    _u(
                        "don't edit the generated client here, the build regenerates it and "
                        "your change is gone. the field goes into openapi/partner-api.yaml, "
                        "then ./gradlew :partner-client:openApiGenerate"
                    ),
                    Read(
                        "openapi/partner-api.yaml",
                        """components:
  schemas:
    PartnerShipment:
      type: object
      required: [shipment_id, status]
      properties:
        shipment_id:
          type: string
        status:
          $ref: "#/components/schemas/PartnerShipmentStatus"
        tracking_url:
          type: string
          format: uri
""",
                    ),
                    Edit(
                        "openapi/partner-api.yaml",
                        """        tracking_url:
          type: string
          format: uri
""",
                        """        tracking_url:
          type: string
          format: uri
        carrier_code:
          type: string
          description: SCAC or the partner's own carrier code
""",
                    ),
                    Run(
                        "./gradlew :partner-client:openApiGenerate :partner-client:build",
                        """> Task :partner-client:openApiGenerate
Successfully generated code to /src/orders-service/partner-client/src/generated
> Task :partner-client:compileKotlin
> Task :partner-client:jar
> Task :partner-client:test
> Task :partner-client:build

BUILD SUCCESSFUL in 23s
8 actionable tasks: 6 executed, 2 up-to-date""",
                    ),
                    Run(
                        "git diff --stat",
                        """ openapi/partner-api.yaml                                            \
| 3 +++
 .../kotlin/com/acme/partner/model/PartnerShipment.kt                | 3 ++-
 2 files changed, 5 insertions(+), 1 deletion(-)""",
                    ),
                    _a(
                        "`carrier_code` is in the spec and the regenerated PartnerShipment has "
                        "`carrierCode: String? = null`. The build passes."
                    ),
                    _u("/commit"),
                ),
            ),
        ),
        lesson=(
            "Never hand-edit the generated partner client (partner-client/src/generated): change "
            "openapi/partner-api.yaml and regenerate with ./gradlew "
            ":partner-client:openApiGenerate."
        ),
        expect=(
            ("openapi", "partner-api.yaml", "openapigenerate", "spec"),
            ("generated", "generate"),
        ),
        task="the partner API now returns a delivery window on shipments; expose it in our client",
    ),
]

# ---------------------------------------------------------------- shopfront-rails (Ruby on Rails)

_SHOPFRONT: list[Scenario] = [
    Scenario(
        id="rb-build-stubbed-unit-specs",
        kind="correction",
        stack="ruby",
        project="shopfront-rails",
        sessions=(
            Session(
                agent="codex",
                day=3,
                steps=(
                    _u("write specs for Cart#total_with_discounts, it has none"),
                    Read(
                        "app/models/cart.rb",
                        """class Cart < ApplicationRecord
  has_many :line_items, dependent: :destroy
  belongs_to :coupon, optional: true

  def subtotal
    line_items.sum { |li| li.unit_price_cents * li.quantity }
  end

  def total_with_discounts
    total = subtotal
    total -= coupon.discount_for(total) if coupon&.active?
    [total, 0].max
  end
end
""",
                    ),
                    Write(
                        "spec/models/cart_total_spec.rb",
                        """require "rails_helper"

RSpec.describe Cart, "#total_with_discounts" do
  let(:cart) { create(:cart) }

  before do
    create(:line_item, cart: cart, unit_price_cents: 1_250, quantity: 2)
    create(:line_item, cart: cart, unit_price_cents: 500, quantity: 1)
  end

  it "is the subtotal without a coupon" do
    expect(cart.total_with_discounts).to eq(3_000)
  end

  it "applies an active coupon" do
    cart.update!(coupon: create(:coupon, percent_off: 10))
    expect(cart.total_with_discounts).to eq(2_700)
  end

  it "never goes below zero" do
    cart.update!(coupon: create(:coupon, amount_off_cents: 5_000))
    expect(cart.total_with_discounts).to eq(0)
  end
end
""",
                    ),
                    Run(
                        "bundle exec rspec spec/models/cart_total_spec.rb",
                        """...

Finished in 1.94 seconds (files took 3.41 seconds to load)
3 examples, 0 failures
""",
                    ),
                    _u(
                        "use build_stubbed here, not create. model unit specs shouldn't touch "
                        "the database, the suite is slow enough already"
                    ),
                    Edit(
                        "spec/models/cart_total_spec.rb",
                        """  let(:cart) { create(:cart) }

  before do
    create(:line_item, cart: cart, unit_price_cents: 1_250, quantity: 2)
    create(:line_item, cart: cart, unit_price_cents: 500, quantity: 1)
  end

  it "is the subtotal without a coupon" do
    expect(cart.total_with_discounts).to eq(3_000)
  end

  it "applies an active coupon" do
    cart.update!(coupon: create(:coupon, percent_off: 10))
    expect(cart.total_with_discounts).to eq(2_700)
  end

  it "never goes below zero" do
    cart.update!(coupon: create(:coupon, amount_off_cents: 5_000))
    expect(cart.total_with_discounts).to eq(0)
  end""",
                        """  let(:line_items) do
    [
      build_stubbed(:line_item, unit_price_cents: 1_250, quantity: 2),
      build_stubbed(:line_item, unit_price_cents: 500, quantity: 1),
    ]
  end
  let(:cart) { build_stubbed(:cart, line_items: line_items) }

  it "is the subtotal without a coupon" do
    expect(cart.total_with_discounts).to eq(3_000)
  end

  it "applies an active coupon" do
    cart.coupon = build_stubbed(:coupon, percent_off: 10)
    expect(cart.total_with_discounts).to eq(2_700)
  end

  it "never goes below zero" do
    cart.coupon = build_stubbed(:coupon, amount_off_cents: 5_000)
    expect(cart.total_with_discounts).to eq(0)
  end""",
                    ),
                    Run(
                        "bundle exec rspec spec/models/cart_total_spec.rb",
                        """...

Finished in 0.04812 seconds (files took 3.38 seconds to load)
3 examples, 0 failures
""",
                    ),
                    Run(
                        "bundle exec rubocop spec/models/cart_total_spec.rb",
                        """Inspecting 1 file
.

1 file inspected, no offenses detected""",
                    ),
                    _a(
                        "The specs now use build_stubbed objects and never hit the database: "
                        "3 examples in 0.05s instead of 1.9s."
                    ),
                ),
            ),
        ),
        lesson=(
            "In shopfront-rails model unit specs, use FactoryBot build_stubbed (or build) instead "
            "of create so they don't touch the database."
        ),
        expect=(
            ("build_stubbed",),
            ("create", "database", " db"),
        ),
        task="add unit specs for the Order#shipping_cost calculation",
    ),
    Scenario(
        id="rb-find-each-batches",
        kind="correction",
        stack="ruby",
        project="shopfront-rails",
        sessions=(
            Session(
                agent="claude_code",
                day=11,
                steps=(
                    _u(
                        "We changed the loyalty rules. Write a rake task loyalty:recalculate "
                        "that runs LoyaltyPoints.recalculate(customer) for every customer and "
                        "prints a count at the end."
                    ),
                    Read(
                        "app/services/loyalty_points.rb",
                        """class LoyaltyPoints
  def self.recalculate(customer)
    points = customer.orders.completed.sum(:total_cents) / 100
    customer.update_columns(loyalty_points: points, loyalty_recalculated_at: Time.current)
  end
end
""",
                    ),
                    Write(
                        "lib/tasks/loyalty.rake",
                        """namespace :loyalty do
  desc "Recalculate loyalty points for all customers"
  task recalculate: :environment do
    count = 0
    Customer.all.each do |customer|
      LoyaltyPoints.recalculate(customer)
      count += 1
    end
    puts "recalculated #{count} customers"
  end
end
""",
                    ),
                    _u(
                        "no, that loads all 2M customers into memory at once. find_each, in "
                        "batches of 1000"
                    ),
                    Edit(
                        "lib/tasks/loyalty.rake",
                        """    Customer.all.each do |customer|""",
                        """    Customer.find_each(batch_size: 1_000) do |customer|""",
                    ),
                    Write(
                        "spec/tasks/loyalty_rake_spec.rb",
                        """require "rails_helper"
require "rake"

RSpec.describe "loyalty:recalculate" do
  before(:all) { Rails.application.load_tasks }

  it "recalculates every customer" do
    customers = create_list(:customer, 3)
    expect(LoyaltyPoints).to receive(:recalculate).exactly(3).times
    expect { Rake::Task["loyalty:recalculate"].invoke }
      .to output("recalculated 3 customers\\n").to_stdout
  end
end
""",
                    ),
                    Run(
                        "bin/rspec spec/tasks/loyalty_rake_spec.rb",
                        """Running via Spring preloader in process 48211
.

Finished in 0.41218 seconds (files took 2.9 seconds to load)
1 example, 0 failures
""",
                    ),
                    Run(
                        "time bin/rails loyalty:recalculate",
                        """recalculated 18342 customers

real	0m41.207s
user	0m22.418s
sys	0m1.903s""",
                    ),
                    _a(
                        "The task walks customers with `find_each(batch_size: 1_000)`. On the "
                        "dev copy it did 18k customers in 41s with flat memory."
                    ),
                    _u("that'll do. can you also add it to the README's list of rake tasks"),
                    Edit(
                        "README.md",
                        """- `bin/rails catalog:reindex` — rebuild the search index""",
                        """- `bin/rails catalog:reindex` — rebuild the search index
- `bin/rails loyalty:recalculate` — recompute loyalty points for every customer""",
                    ),
                ),
            ),
        ),
        lesson=(
            "Iterate over large tables (customers, orders) with find_each / in_batches, never "
            "Model.all.each, which loads every row into memory."
        ),
        expect=(("find_each", "in_batches", "batch"),),
        task="write a job that re-sends the consent email to every customer who hasn't opted in",
    ),
    Scenario(
        id="rb-pending-migration-test-db",
        kind="error_fix",
        stack="ruby",
        project="shopfront-rails",
        sessions=(
            Session(
                agent="aider",
                day=6,
                steps=(
                    _u("/add app/models/product.rb spec/models/product_spec.rb"),
                    _u(
                        "products need an archived_at timestamp and an `archived`/`active` pair "
                        "of scopes. write the migration too"
                    ),
                    Write(
                        "db/migrate/20261009121500_add_archived_at_to_products.rb",
                        """class AddArchivedAtToProducts < ActiveRecord::Migration[7.2]
  def change
    add_column :products, :archived_at, :datetime
    add_index :products, :archived_at
  end
end
""",
                    ),
                    Edit(
                        "app/models/product.rb",
                        """  has_many :variants, dependent: :destroy
""",
                        """  has_many :variants, dependent: :destroy

  scope :archived, -> { where.not(archived_at: nil) }
  scope :active, -> { where(archived_at: nil) }
""",
                    ),
                    Edit(
                        "spec/models/product_spec.rb",
                        """RSpec.describe Product do
""",
                        """RSpec.describe Product do
  describe "archive scopes" do
    it "splits archived and active products" do
      live = create(:product)
      old = create(:product, archived_at: 2.days.ago)
      expect(Product.active).to contain_exactly(live)
      expect(Product.archived).to contain_exactly(old)
    end
  end

""",
                    ),
                    Run(
                        "bundle exec rspec spec/models/product_spec.rb",
                        """An error occurred while loading ./spec/models/product_spec.rb.
Failure/Error: ActiveRecord::Migration.maintain_test_schema!

ActiveRecord::PendingMigrationError:

  Migrations are pending. To resolve this issue, run:

          bin/rails db:migrate RAILS_ENV=test

  You have 1 pending migration:

  db/migrate/20261009121500_add_archived_at_to_products.rb

# ./spec/rails_helper.rb:28:in `<top (required)>'
# ./spec/models/product_spec.rb:1:in `require'
No examples found.

Finished in 0.00003 seconds (files took 2.71 seconds to load)
0 examples, 0 failures, 1 error occurred outside of examples""",
                    ),
                    _a(
                        "The migration hasn't been run yet, so db/schema.rb is stale and the "
                        "test database can't be brought up to date. Run it in development "
                        "(that dumps schema.rb), then prepare the test DB:\n\n"
                        "    bin/rails db:migrate && bin/rails db:test:prepare"
                    ),
                    Run(
                        "bin/rails db:migrate && bin/rails db:test:prepare",
                        """== 20261009121500 AddArchivedAtToProducts: migrating \
===========================
-- add_column(:products, :archived_at, :datetime)
   -> 0.0021s
-- add_index(:products, :archived_at)
   -> 0.0049s
== 20261009121500 AddArchivedAtToProducts: migrated (0.0071s) ==================
""",
                    ),
                    Run(
                        "bundle exec rspec spec/models/product_spec.rb",
                        """........

Finished in 0.38824 seconds (files took 2.66 seconds to load)
8 examples, 0 failures
""",
                    ),
                    _u("/commit"),
                ),
            ),
            Session(
                agent="claude_code",
                day=27,
                steps=(
                    _u(
                        "Gift cards can expire. Add an expires_at column (nullable, existing "
                        "cards never expire) and make GiftCard#redeemable? false after it."
                    ),
                    Run(
                        "bin/rails g migration AddExpiresAtToGiftCards expires_at:datetime",
                        """      invoke  active_record
      create    db/migrate/20261030094210_add_expires_at_to_gift_cards.rb""",
                    ),
                    Read(
                        "app/models/gift_card.rb",
                        """class GiftCard < ApplicationRecord
  belongs_to :customer, optional: true
  monetize :balance_cents

  def redeemable?
    balance_cents.positive? && !voided?
  end
end
""",
                    ),
                    Edit(
                        "app/models/gift_card.rb",
                        """    balance_cents.positive? && !voided?""",
                        """    balance_cents.positive? && !voided? && !expired?
  end

  def expired?(at = Time.current)
    expires_at.present? && expires_at <= at""",
                    ),
                    Edit(
                        "spec/models/gift_card_spec.rb",
                        """  describe "#redeemable?" do
""",
                        """  describe "#redeemable?" do
    it "is false once expired" do
      card = build_stubbed(:gift_card, balance_cents: 5_00, expires_at: 1.minute.ago)
      expect(card).not_to be_redeemable
    end

""",
                    ),
                    Run(
                        "bin/rspec spec/models/gift_card_spec.rb",
                        """Running via Spring preloader in process 51877

An error occurred while loading ./spec/models/gift_card_spec.rb.
Failure/Error: ActiveRecord::Migration.maintain_test_schema!

ActiveRecord::PendingMigrationError:

  Migrations are pending. To resolve this issue, run:

          bin/rails db:migrate RAILS_ENV=test

  You have 1 pending migration:

  db/migrate/20261030094210_add_expires_at_to_gift_cards.rb

# ./spec/rails_helper.rb:28:in `<top (required)>'
No examples found.

Finished in 0.00004 seconds (files took 3.02 seconds to load)
0 examples, 0 failures, 1 error occurred outside of examples""",
                        exit_code=1,
                    ),
                    _a(
                        "The new migration isn't applied, so schema.rb doesn't have the column "
                        "yet. Migrating dev (which regenerates db/schema.rb) and preparing the "
                        "test database."
                    ),
                    Run(
                        "bin/rails db:migrate && bin/rails db:test:prepare",
                        """== 20261030094210 AddExpiresAtToGiftCards: migrating \
==========================
-- add_column(:gift_cards, :expires_at, :datetime)
   -> 0.0018s
== 20261030094210 AddExpiresAtToGiftCards: migrated (0.0019s) =================
""",
                    ),
                    Run(
                        "bin/rspec spec/models/gift_card_spec.rb",
                        """Running via Spring preloader in process 51877
......

Finished in 0.09113 seconds (files took 2.87 seconds to load)
6 examples, 0 failures
""",
                    ),
                    Run(
                        "git status --short",
                        """ M app/models/gift_card.rb
 M db/schema.rb
 M spec/models/gift_card_spec.rb
?? db/migrate/20261030094210_add_expires_at_to_gift_cards.rb""",
                    ),
                    _a(
                        "Added `expires_at` and `GiftCard#expired?`; redeemable? is false once a "
                        "card expires. The migration and the updated db/schema.rb are ready to "
                        "commit."
                    ),
                ),
            ),
        ),
        lesson=(
            "After adding a Rails migration, run bin/rails db:migrate (it updates db/schema.rb) "
            "and db:test:prepare before running rspec, or the suite stops with "
            "PendingMigrationError."
        ),
        expect=(
            ("db:migrate", "db:test:prepare"),
            ("rspec", "spec", "test database", "test db", "pending"),
        ),
        task="add a discontinued flag to products and hide discontinued ones from the catalogue",
    ),
    Scenario(
        id="rb-flipper-feature-flags",
        kind="convention",
        stack="ruby",
        project="shopfront-rails",
        sessions=(
            Session(
                agent="claude_code",
                day=20,
                steps=(
                    _u(
                        "Put the new one-page checkout behind a flag so we can roll it out to "
                        "staff first. We always gate features with Flipper "
                        "(`Flipper.enabled?(:flag, current_user)`), never with ENV variables or "
                        "Rails config, so ops can flip them without a deploy."
                    ),
                    Read(
                        "app/controllers/checkouts_controller.rb",
                        """class CheckoutsController < ApplicationController
  before_action :require_cart

  def show
    @checkout = Checkout.new(cart: current_cart)
    render :show
  end
end
""",
                    ),
                    Run(
                        "grep -rn 'Flipper' app config | head -5",
                        """config/initializers/flipper.rb:1:Flipper.configure do |config|
config/initializers/flipper.rb:6:Flipper.register(:staff) { |actor| actor.respond_to?(:staff?) \
&& actor.staff? }
app/views/layouts/_nav.html.erb:14:  <% if Flipper.enabled?(:gift_cards, current_user) %>""",
                    ),
                    Edit(
                        "app/controllers/checkouts_controller.rb",
                        """    @checkout = Checkout.new(cart: current_cart)
    render :show""",
                        """    @checkout = Checkout.new(cart: current_cart)
    if Flipper.enabled?(:one_page_checkout, current_user)
      render :one_page
    else
      render :show
    end""",
                    ),
                    Write(
                        "spec/requests/checkout_flag_spec.rb",
                        """require "rails_helper"

RSpec.describe "one-page checkout flag" do
  let(:user) { create(:user) }

  before do
    sign_in user
    create(:cart, :with_items, user: user)
  end

  it "renders the classic checkout when the flag is off" do
    get checkout_path
    expect(response.body).to include("data-checkout=\\"classic\\"")
  end

  it "renders the one-page checkout for enabled actors" do
    Flipper.enable_actor(:one_page_checkout, user)
    get checkout_path
    expect(response.body).to include("data-checkout=\\"one-page\\"")
  end
end
""",
                    ),
                    Run(
                        "bin/rspec spec/requests/checkout_flag_spec.rb",
                        """Running via Spring preloader in process 50213
..

Finished in 0.92577 seconds (files took 3.11 seconds to load)
2 examples, 0 failures
""",
                    ),
                    Run(
                        "bin/rails runner 'Flipper.enable_group(:one_page_checkout, :staff); "
                        "p Flipper[:one_page_checkout].enabled_groups.map(&:name)'",
                        "[:staff]",
                    ),
                    _a(
                        "The checkout picks the template with "
                        "`Flipper.enabled?(:one_page_checkout, current_user)`. In dev the "
                        "`staff` group is enabled, and the request spec covers both states."
                    ),
                    _u("lovely. what's the flipper UI path again?"),
                    _a("/admin/flipper (mounted in config/routes.rb behind the admin constraint)."),
                ),
            ),
        ),
        lesson=(
            "Gate new features in shopfront-rails with Flipper (Flipper.enabled?(:flag, actor)), "
            "never with ENV variables or Rails config."
        ),
        expect=(("flipper",),),
        task="show the new wishlist page only to beta customers",
    ),
    Scenario(
        id="rb-admin-orders-pagination",
        kind="none",
        stack="ruby",
        project="shopfront-rails",
        distractor="plain",
        sessions=(
            Session(
                agent="claude_code",
                day=33,
                steps=(
                    _u(
                        "The admin orders index renders all 40k orders. Paginate it, 50 per "
                        "page, kaminari is already in the Gemfile."
                    ),
                    Read(
                        "app/controllers/admin/orders_controller.rb",
                        """module Admin
  class OrdersController < Admin::BaseController
    def index
      @orders = Order.includes(:customer).order(created_at: :desc)
    end
  end
end
""",
                    ),
                    Edit(
                        "app/controllers/admin/orders_controller.rb",
                        """      @orders = Order.includes(:customer).order(created_at: :desc)""",
                        """      @orders = Order.includes(:customer).order(created_at: \
:desc).page(params[:page]).per(50)""",
                    ),
                    Edit(
                        "app/views/admin/orders/index.html.erb",
                        """</table>""",
                        """</table>

<%= paginate @orders %>""",
                    ),
                    Edit(
                        "spec/requests/admin/orders_spec.rb",
                        """  it "lists orders" do""",
                        """  it "shows 50 orders per page" do
    create_list(:order, 51)
    get admin_orders_path
    expect(response.body.scan("data-order-row").size).to eq(50)
    get admin_orders_path(page: 2)
    expect(response.body.scan("data-order-row").size).to eq(1)
  end

  it "lists orders" do""",
                    ),
                    Run(
                        "bin/rspec spec/requests/admin/orders_spec.rb",
                        """Running via Spring preloader in process 53310
....

Finished in 2.61 seconds (files took 3.04 seconds to load)
4 examples, 0 failures
""",
                    ),
                    Run(
                        "bundle exec rubocop app/controllers/admin/orders_controller.rb "
                        "spec/requests/admin/orders_spec.rb",
                        """Inspecting 2 files
..

2 files inspected, no offenses detected""",
                    ),
                    _a(
                        "The admin orders index is paginated at 50 per page with kaminari's "
                        "`paginate` links."
                    ),
                    _u("thanks!"),
                ),
            ),
        ),
        lesson="",
        expect=(),
        task="paginate the admin customers list",
    ),
    Scenario(
        id="rb-zeitwerk-acronym-inflection",
        kind="error_fix",
        stack="ruby",
        project="shopfront-rails",
        sessions=(
            Session(
                agent="claude_code",
                day=15,
                steps=(
                    _u(
                        "Finance wants an order's line items as a CSV download. Put the logic in "
                        "a service object, CSVOrderExporter, and give it a spec."
                    ),
                    Write(
                        "app/services/csv_order_exporter.rb",
                        """require "csv"

class CSVOrderExporter
  HEADERS = %w[sku name quantity unit_price total].freeze

  def initialize(order)
    @order = order
  end

  def call
    CSV.generate(headers: HEADERS, write_headers: true) do |csv|
      @order.line_items.each do |li|
        csv << [li.sku, li.name, li.quantity, li.unit_price.format, li.total.format]
      end
    end
  end
end
""",
                    ),
                    Write(
                        "spec/services/csv_order_exporter_spec.rb",
                        """require "rails_helper"

RSpec.describe CSVOrderExporter do
  it "writes one row per line item after the header" do
    order = create(:order, :with_line_items, line_items_count: 2)
    rows = CSV.parse(described_class.new(order).call, headers: true)
    expect(rows.size).to eq(2)
    expect(rows.headers).to eq(%w[sku name quantity unit_price total])
  end
end
""",
                    ),
                    Run(
                        "bin/rspec spec/services/csv_order_exporter_spec.rb",
                        """Running via Spring preloader in process 49120

An error occurred while loading ./spec/services/csv_order_exporter_spec.rb.
Failure/Error:
  RSpec.describe CSVOrderExporter do
    it "writes one row per line item after the header" do

NameError:
  uninitialized constant CSVOrderExporter
# ./spec/services/csv_order_exporter_spec.rb:3:in `<top (required)>'
No examples found.

Finished in 0.00003 seconds (files took 2.95 seconds to load)
0 examples, 0 failures, 1 error occurred outside of examples""",
                        exit_code=1,
                    ),
                    Run(
                        "bin/rails zeitwerk:check",
                        """Hold on, I am eager loading the application.
expected file app/services/csv_order_exporter.rb to define constant CsvOrderExporter, but \
didn't""",
                        exit_code=1,
                    ),
                    _a(
                        "Zeitwerk derives the constant from the file name: csv_order_exporter.rb "
                        "→ CsvOrderExporter. To keep `CSVOrderExporter`, CSV has to be "
                        "registered as an acronym in the inflections initializer."
                    ),
                    Read(
                        "config/initializers/inflections.rb",
                        """# Be sure to restart your server when you modify this file.

# Add new inflection rules using the following format. Inflections
# are locale specific, and you may define rules for as many different
# locales as you wish. All of these examples are active by default:
# ActiveSupport::Inflector.inflections(:en) do |inflect|
#   inflect.plural /^(ox)$/i, "\\\\1en"
#   inflect.singular /^(ox)en/i, "\\\\1"
#   inflect.irregular "person", "people"
#   inflect.uncountable %w( fish sheep )
# end

# These inflection rules are supported but not enabled by default:
# ActiveSupport::Inflector.inflections(:en) do |inflect|
#   inflect.acronym "RESTful"
# end
""",
                    ),
                    Edit(
                        "config/initializers/inflections.rb",
                        """# These inflection rules are supported but not enabled by default:
# ActiveSupport::Inflector.inflections(:en) do |inflect|
#   inflect.acronym "RESTful"
# end
""",
                        """ActiveSupport::Inflector.inflections(:en) do |inflect|
  inflect.acronym "CSV"
end
""",
                    ),
                    Run(
                        "bin/spring stop; bin/rails zeitwerk:check && bin/rspec "
                        "spec/services/csv_order_exporter_spec.rb",
                        """Spring stopped.
Hold on, I am eager loading the application.
All is good!
Running via Spring preloader in process 49377
.

Finished in 0.31841 seconds (files took 3.02 seconds to load)
1 example, 0 failures
""",
                    ),
                    _a(
                        "CSV is registered as an acronym, zeitwerk:check is clean and the "
                        "exporter spec passes."
                    ),
                    _u("ok. the controller action I'll do myself"),
                ),
            ),
            Session(
                agent="claude_code",
                day=47,
                steps=(
                    _u(
                        "warehouse wants packing slips as PDF. add PDFPackingSlip in "
                        "app/services (prawn is in the Gemfile) that renders the shipment's "
                        "address block and items; spec just checks it produces a PDF with the "
                        "order number"
                    ),
                    Write(
                        "app/services/pdf_packing_slip.rb",
                        """class PDFPackingSlip
  def initialize(shipment)
    @shipment = shipment
  end

  def render
    Prawn::Document.new(page_size: "A5") do |pdf|
      pdf.text "Packing slip — order #{@shipment.order.number}", size: 14, style: :bold
      pdf.move_down 8
      pdf.text @shipment.address.lines.join("\\n")
      pdf.move_down 12
      pdf.table([%w[SKU Item Qty]] + @shipment.items.map { |i| [i.sku, i.name, i.quantity] })
    end.render
  end
end
""",
                    ),
                    Write(
                        "spec/services/pdf_packing_slip_spec.rb",
                        """require "rails_helper"
require "pdf/inspector"

RSpec.describe PDFPackingSlip do
  it "renders the order number" do
    shipment = create(:shipment, order: create(:order, number: "R-100234"))
    text = PDF::Inspector::Text.analyze(described_class.new(shipment).render).strings
    expect(text.join(" ")).to include("R-100234")
  end
end
""",
                    ),
                    Run(
                        "bundle exec rspec spec/services/pdf_packing_slip_spec.rb",
                        """
An error occurred while loading ./spec/services/pdf_packing_slip_spec.rb.
Failure/Error:
  RSpec.describe PDFPackingSlip do
    it "renders the order number" do

NameError:
  uninitialized constant PDFPackingSlip
# ./spec/services/pdf_packing_slip_spec.rb:4:in `<top (required)>'
No examples found.

Finished in 0.00004 seconds (files took 3.3 seconds to load)
0 examples, 0 failures, 1 error occurred outside of examples""",
                        exit_code=1,
                    ),
                    Run(
                        "bin/rails zeitwerk:check",
                        """Hold on, I am eager loading the application.
expected file app/services/pdf_packing_slip.rb to define constant PdfPackingSlip, but didn't""",
                        exit_code=1,
                    ),
                    Run(
                        "sed -n 1,20p config/initializers/inflections.rb",
                        """# Be sure to restart your server when you modify this file.

ActiveSupport::Inflector.inflections(:en) do |inflect|
  inflect.acronym "CSV"
end""",
                    ),
                    _a(
                        "Zeitwerk expects PdfPackingSlip for pdf_packing_slip.rb. CSV is "
                        "already registered as an acronym for the same reason; adding PDF "
                        "next to it."
                    ),
                    Edit(
                        "config/initializers/inflections.rb",
                        """  inflect.acronym "CSV"
""",
                        """  inflect.acronym "CSV"
  inflect.acronym "PDF"
""",
                    ),
                    Run(
                        "bin/rails zeitwerk:check && bundle exec rspec "
                        "spec/services/pdf_packing_slip_spec.rb",
                        """Hold on, I am eager loading the application.
All is good!
.

Finished in 0.52107 seconds (files took 3.21 seconds to load)
1 example, 0 failures
""",
                    ),
                    _a(
                        "PDFPackingSlip loads now (PDF is an inflection acronym) and the spec "
                        "finds the order number in the rendered PDF."
                    ),
                ),
            ),
        ),
        lesson=(
            "Service classes named with an all-caps acronym (CSVOrderExporter, PDFPackingSlip) "
            "need `inflect.acronym` in config/initializers/inflections.rb, or Zeitwerk expects "
            "CsvOrderExporter and the constant is not found."
        ),
        expect=(("acronym", "inflection", "inflect"),),
        task="add a service that builds the XML product feed for the marketplace",
    ),
]

# ---------------------------------------------------------------- tally-web (Python API + TS front)

_TALLY: list[Scenario] = [
    Scenario(
        id="py-aware-datetimes",
        kind="correction",
        stack="python",
        project="tally-web",
        sessions=(
            Session(
                agent="claude_code",
                day=2,
                steps=(
                    _u(
                        "Invoices need a `paid_at` set when the payment webhook marks them paid. "
                        "Model field is already there, just the service bit plus a test."
                    ),
                    Read(
                        "tally/invoices/service.py",
                        """from datetime import datetime

from tally.invoices.models import Invoice, InvoiceStatus


def mark_paid(invoice: Invoice, reference: str) -> Invoice:
    invoice.status = InvoiceStatus.PAID
    invoice.payment_reference = reference
    invoice.save(update_fields=["status", "payment_reference"])
    return invoice
""",
                    ),
                    Edit(
                        "tally/invoices/service.py",
                        """    invoice.payment_reference = reference
    invoice.save(update_fields=["status", "payment_reference"])""",
                        """    invoice.payment_reference = reference
    invoice.paid_at = datetime.utcnow()
    invoice.save(update_fields=["status", "payment_reference", "paid_at"])""",
                    ),
                    _u(
                        "hm, utcnow() hands back a naive datetime. everything in tally is "
                        "aware, datetime.now(timezone.utc), otherwise comparing against the "
                        "due dates blows up"
                    ),
                    Edit(
                        "tally/invoices/service.py",
                        """from datetime import datetime
""",
                        """from datetime import datetime, timezone
""",
                    ),
                    Edit(
                        "tally/invoices/service.py",
                        """    invoice.paid_at = datetime.utcnow()""",
                        """    invoice.paid_at = datetime.now(timezone.utc)""",
                    ),
                    Edit(
                        "tests/invoices/test_service.py",
                        """def test_mark_paid_sets_status(invoice):""",
                        """def test_mark_paid_records_aware_timestamp(invoice):
    mark_paid(invoice, "pi_3Q9xyz")
    invoice.refresh_from_db()
    assert invoice.paid_at is not None
    assert invoice.paid_at.tzinfo is not None
    assert invoice.paid_at >= invoice.issued_at


def test_mark_paid_sets_status(invoice):""",
                    ),
                    Run(
                        "uv run pytest tests/invoices -q",
                        """.......                                                               \
   [100%]
7 passed in 1.83s""",
                    ),
                    Run(
                        "uv run ruff check tally/invoices tests/invoices",
                        "All checks passed!",
                    ),
                    _a(
                        "mark_paid sets `paid_at = datetime.now(timezone.utc)`. The new test "
                        "checks that the value is timezone-aware and compares against "
                        "issued_at without error."
                    ),
                ),
            ),
        ),
        lesson=(
            "tally uses timezone-aware datetimes: datetime.now(timezone.utc), never "
            "datetime.utcnow(), which returns naive values that break comparisons."
        ),
        expect=(
            ("now(timezone.utc", "now(utc", "aware", "timezone.utc"),
            ("utcnow", "naive"),
        ),
        task="record when each invoice reminder email was last sent",
    ),
    Scenario(
        id="ts-vitest-jsdom-environment",
        kind="error_fix",
        stack="typescript",
        project="tally-web",
        sessions=(
            Session(
                agent="codex",
                day=9,
                steps=(
                    _u(
                        "add tests for web/src/lib/recentSearches.ts, it keeps the last five "
                        "search queries in localStorage"
                    ),
                    Read(
                        "web/src/lib/recentSearches.ts",
                        """const KEY = "tally.recentSearches";
const MAX = 5;

function load(): string[] {
  const raw = localStorage.getItem(KEY);
  return raw ? (JSON.parse(raw) as string[]) : [];
}

export function remember(query: string): string[] {
  const next = [query, ...load().filter((q) => q !== query)].slice(0, MAX);
  localStorage.setItem(KEY, JSON.stringify(next));
  return next;
}

export function recent(): string[] {
  return load();
}
""",
                    ),
                    Write(
                        "web/src/lib/recentSearches.test.ts",
                        """import { beforeEach, describe, expect, it } from "vitest";

import { recent, remember } from "./recentSearches";

describe("recentSearches", () => {
  beforeEach(() => localStorage.clear());

  it("keeps the five most recent queries", () => {
    for (const q of ["a", "b", "c", "d", "e", "f"]) remember(q);
    expect(recent()).toEqual(["f", "e", "d", "c", "b"]);
  });

  it("moves a repeated query to the front", () => {
    remember("rent");
    remember("vat");
    remember("rent");
    expect(recent()).toEqual(["rent", "vat"]);
  });
});
""",
                    ),
                    Run(
                        "cd web && pnpm vitest run src/lib/recentSearches.test.ts",
                        """
 RUN  v2.1.4 /src/tally-web/web

 ❯ src/lib/recentSearches.test.ts (2 tests | 2 failed) 7ms
   × recentSearches > keeps the five most recent queries 4ms
     → localStorage is not defined
   × recentSearches > moves a repeated query to the front 1ms
     → localStorage is not defined

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/lib/recentSearches.test.ts > recentSearches > keeps the five most recent queries
ReferenceError: localStorage is not defined
 ❯ src/lib/recentSearches.test.ts:6:20
      4|
      5| describe("recentSearches", () => {
      6|   beforeEach(() => localStorage.clear());
       |                    ^
      7|
      8|   it("keeps the five most recent queries", () => {

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/2]⎯

 Test Files  1 failed (1)
      Tests  2 failed (2)
   Start at  10:14:02
   Duration  612ms (transform 41ms, setup 0ms, collect 38ms, tests 7ms, environment 0ms, \
prepare 88ms)
""",
                        exit_code=1,
                    ),
                    Run(
                        "cat web/vitest.config.ts",
                        """import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
  },
});""",
                    ),
                    _a(
                        "The suite runs in the node environment, which has no localStorage. "
                        "Rather than switch every test to a DOM, I'll opt this file into jsdom "
                        "with the per-file docblock."
                    ),
                    Edit(
                        "web/src/lib/recentSearches.test.ts",
                        """import { beforeEach, describe, expect, it } from "vitest";""",
                        """// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";""",
                    ),
                    Run(
                        "cd web && pnpm vitest run src/lib/recentSearches.test.ts",
                        """
 RUN  v2.1.4 /src/tally-web/web

 ✓ src/lib/recentSearches.test.ts (2 tests) 5ms

 Test Files  1 passed (1)
      Tests  2 passed (2)
   Start at  10:15:40
   Duration  1.04s (transform 39ms, setup 0ms, collect 36ms, tests 5ms, environment 402ms, \
prepare 91ms)
""",
                    ),
                    _a(
                        "Both tests pass with `// @vitest-environment jsdom` at the top of the "
                        "file."
                    ),
                ),
            ),
            Session(
                agent="aider",
                day=38,
                steps=(
                    Read(
                        "web/src/features/reports/savedFilters.ts",
                        """export interface ReportFilter {
  from: string;
  to: string;
  accounts: string[];
}

const key = (reportId: string) => `tally.filters.${reportId}`;

export function saveFilter(reportId: string, f: ReportFilter): void {
  localStorage.setItem(key(reportId), JSON.stringify(f));
}

export function loadFilter(reportId: string): ReportFilter | null {
  const raw = localStorage.getItem(key(reportId));
  return raw ? (JSON.parse(raw) as ReportFilter) : null;
}
""",
                    ),
                    _u("write a test file for savedFilters, round trip and the missing case"),
                    Write(
                        "web/src/features/reports/savedFilters.test.ts",
                        """import { describe, expect, it } from "vitest";

import { loadFilter, saveFilter } from "./savedFilters";

describe("savedFilters", () => {
  it("round-trips a filter per report", () => {
    const f = { from: "2026-01-01", to: "2026-03-31", accounts: ["4000", "4100"] };
    saveFilter("pnl", f);
    expect(loadFilter("pnl")).toEqual(f);
  });

  it("returns null when nothing was saved", () => {
    expect(loadFilter("balance-sheet")).toBeNull();
  });
});
""",
                    ),
                    Run(
                        "cd web && pnpm vitest run src/features/reports",
                        """
 RUN  v2.1.4 /src/tally-web/web

 ❯ src/features/reports/savedFilters.test.ts (2 tests | 2 failed) 6ms
   × savedFilters > round-trips a filter per report 4ms
     → localStorage is not defined
   × savedFilters > returns null when nothing was saved 1ms
     → localStorage is not defined
 ✓ src/features/reports/columns.test.ts (4 tests) 3ms

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/features/reports/savedFilters.test.ts > savedFilters > round-trips a filter per report
ReferenceError: localStorage is not defined
 ❯ Module.saveFilter src/features/reports/savedFilters.ts:10:3
      8|
      9| export function saveFilter(reportId: string, f: ReportFilter): void {
     10|   localStorage.setItem(key(reportId), JSON.stringify(f));
       |   ^
     11| }
 ❯ src/features/reports/savedFilters.test.ts:8:5

 Test Files  1 failed | 1 passed (2)
      Tests  2 failed | 4 passed (6)
   Start at  16:02:11
   Duration  688ms""",
                    ),
                    _a(
                        "vitest runs in the node environment here, so there's no localStorage. "
                        "This file needs the jsdom environment, like recentSearches.test.ts:"
                    ),
                    Edit(
                        "web/src/features/reports/savedFilters.test.ts",
                        """import { describe, expect, it } from "vitest";""",
                        """// @vitest-environment jsdom
import { describe, expect, it } from "vitest";""",
                    ),
                    Run(
                        "cd web && pnpm vitest run src/features/reports",
                        """
 RUN  v2.1.4 /src/tally-web/web

 ✓ src/features/reports/columns.test.ts (4 tests) 3ms
 ✓ src/features/reports/savedFilters.test.ts (2 tests) 5ms

 Test Files  2 passed (2)
      Tests  6 passed (6)
   Start at  16:03:27
   Duration  1.12s""",
                    ),
                    _u("/commit"),
                ),
            ),
        ),
        lesson=(
            "tally-web's vitest runs in the node environment: test files that use localStorage "
            "or other DOM APIs need `// @vitest-environment jsdom` at the top."
        ),
        expect=(
            ("jsdom",),
            ("vitest", "environment", "test"),
        ),
        task="write tests for the sidebar hook that remembers whether it was collapsed",
    ),
    Scenario(
        id="ts-apifetch-client",
        kind="convention",
        stack="typescript",
        project="tally-web",
        sessions=(
            Session(
                agent="aider",
                day=16,
                steps=(
                    Read(
                        "web/src/api/client.ts",
                        """import { getCsrfToken } from "./csrf";

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    credentials: "include",
    headers: { "X-CSRFToken": getCsrfToken(), Accept: "application/json", ...init.headers },
  });
  if (!res.ok) throw new ApiError(res.status, await res.text());
  return (await res.json()) as T;
}
""",
                    ),
                    Read(
                        "web/src/pages/Dashboard.tsx",
                        """import { Link } from "react-router-dom";

import { RecentInvoices } from "../components/RecentInvoices";

export function Dashboard() {
  return (
    <main className="dashboard">
      <RecentInvoices />
    </main>
  );
}
""",
                    ),
                    _u(
                        "the dashboard should list the user's saved reports (GET "
                        "/reports/saved/). just so you know, every API call in the frontend "
                        "goes through apiFetch in src/api/client.ts, it adds the CSRF header "
                        "and the base URL. a bare fetch() gets a 403 from Django"
                    ),
                    Write(
                        "web/src/api/reports.ts",
                        """import { apiFetch } from "./client";

export interface SavedReport {
  id: string;
  name: string;
  updatedAt: string;
}

export function listSavedReports(): Promise<SavedReport[]> {
  return apiFetch<SavedReport[]>("/reports/saved/");
}
""",
                    ),
                    Edit(
                        "web/src/pages/Dashboard.tsx",
                        """export function Dashboard() {
  return (
    <main className="dashboard">""",
                        """export function Dashboard() {
  const { data: saved = [] } = useQuery({ queryKey: ["saved-reports"], queryFn: listSavedReports });
  return (
    <main className="dashboard">
      <section aria-label="Saved reports">
        <h2>Saved reports</h2>
        <ul>
          {saved.map((r) => (
            <li key={r.id}>
              <Link to={`/reports/${r.id}`}>{r.name}</Link>
            </li>
          ))}
        </ul>
      </section>""",
                    ),
                    Edit(
                        "web/src/pages/Dashboard.tsx",
                        """import { Link } from "react-router-dom";""",
                        """import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";

import { listSavedReports } from "../api/reports";""",
                    ),
                    Run("cd web && pnpm tsc --noEmit", ""),
                    Run(
                        "cd web && pnpm eslint src/api src/pages/Dashboard.tsx",
                        "",
                    ),
                    _u("looks right. /commit"),
                ),
            ),
        ),
        lesson=(
            "In tally-web's frontend every API call goes through apiFetch (web/src/api/client.ts), "
            "which adds the CSRF header and base URL; a bare fetch() gets a 403."
        ),
        expect=(
            ("apifetch", "api/client", "client.ts"),
            ("fetch", "csrf"),
        ),
        task="let users delete a saved report from the dashboard",
    ),
    Scenario(
        id="py-httpx-swap-revert",
        kind="revert",
        stack="python",
        project="tally-web",
        sessions=(
            Session(
                agent="claude_code",
                day=24,
                steps=(
                    _u(
                        "The bank statement client uses requests. Move it to httpx, I'd like "
                        "the timeouts and HTTP/2."
                    ),
                    Read(
                        "tally/clients/bank.py",
                        """import requests

from tally.settings import BANK_API_URL, BANK_API_TOKEN


class BankClient:
    def __init__(self, session: requests.Session | None = None) -> None:
        self.session = session or requests.Session()
        self.session.headers["Authorization"] = f"Bearer {BANK_API_TOKEN}"

    def statements(self, account: str, since: str) -> list[dict]:
        r = self.session.get(
            f"{BANK_API_URL}/accounts/{account}/statements", params={"since": since}, timeout=10
        )
        r.raise_for_status()
        return r.json()["statements"]
""",
                    ),
                    Run(
                        "uv add 'httpx[http2]'",
                        """Resolved 58 packages in 412ms
Prepared 4 packages in 188ms
Installed 4 packages in 9ms
 + h2==4.1.0
 + hpack==4.0.0
 + httpx==0.27.2
 + hyperframe==6.0.1""",
                    ),
                    Edit(
                        "tally/clients/bank.py",
                        """import requests

from tally.settings import BANK_API_URL, BANK_API_TOKEN


class BankClient:
    def __init__(self, session: requests.Session | None = None) -> None:
        self.session = session or requests.Session()
        self.session.headers["Authorization"] = f"Bearer {BANK_API_TOKEN}"

    def statements(self, account: str, since: str) -> list[dict]:
        r = self.session.get(
            f"{BANK_API_URL}/accounts/{account}/statements", params={"since": since}, timeout=10
        )""",
                        """import httpx

from tally.settings import BANK_API_URL, BANK_API_TOKEN


class BankClient:
    def __init__(self, client: httpx.Client | None = None) -> None:
        self.client = client or httpx.Client(
            base_url=BANK_API_URL,
            http2=True,
            timeout=httpx.Timeout(10.0, connect=3.0),
            headers={"Authorization": f"Bearer {BANK_API_TOKEN}"},
        )

    def statements(self, account: str, since: str) -> list[dict]:
        r = self.client.get(f"/accounts/{account}/statements", params={"since": since})""",
                    ),
                    Run(
                        "uv run pytest tests/clients -q",
                        """FFF.                                                                  \
   [100%]
=================================== FAILURES ===================================
_______________________ test_statements_returns_entries ________________________

bank_api = <responses.RequestsMock object at 0x7f3a2c1d9e50>

    def test_statements_returns_entries(bank_api):
>       got = BankClient().statements("NL91ABNA0417164300", since="2026-01-01")

tests/clients/test_bank.py:14:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _
tally/clients/bank.py:17: in statements
    r = self.client.get(f"/accounts/{account}/statements", params={"since": since})
.venv/lib/python3.12/site-packages/httpx/_client.py:1054: in get
    return self.request(
.venv/lib/python3.12/site-packages/httpx/_transports/default.py:232: in handle_request
    with map_httpcore_exceptions():
E   httpx.ConnectError: [Errno -2] Name or service not known
=========================== short test summary info ============================
FAILED tests/clients/test_bank.py::test_statements_returns_entries - httpx.ConnectError: [Errno \
-2] Name or service not known
FAILED tests/clients/test_bank.py::test_statements_raises_on_401 - httpx.ConnectError: [Errno \
-2] Name or service not known
FAILED tests/clients/test_bank.py::test_statements_passes_since - httpx.ConnectError: [Errno -2] \
Name or service not known
3 failed, 1 passed in 0.97s""",
                        exit_code=1,
                    ),
                    _a(
                        "The fixtures mock HTTP with `responses`, which patches requests only, "
                        "so httpx goes to the network. I can rewrite them with respx..."
                    ),
                    _u(
                        "put it back. the whole suite mocks with `responses`, about 40 "
                        "fixtures across the clients, and that only patches requests. not "
                        "worth rewriting all of them for this"
                    ),
                    Run(
                        "git checkout -- tally/clients/bank.py pyproject.toml uv.lock && uv sync "
                        "-q",
                        "",
                    ),
                    Run(
                        "uv run pytest tests/clients -q",
                        """....                                                                  \
   [100%]
4 passed in 0.41s""",
                    ),
                    _a("Reverted: the bank client is back on requests and the client tests pass."),
                    _u(
                        "thanks. while you're here, bump the timeout on statements to 20s, "
                        "they're slow at month end"
                    ),
                    Edit(
                        "tally/clients/bank.py",
                        """params={"since": since}, timeout=10""",
                        """params={"since": since}, timeout=20""",
                    ),
                    Run(
                        "uv run pytest tests/clients -q",
                        """....                                                                  \
   [100%]
4 passed in 0.40s""",
                    ),
                ),
            ),
        ),
        lesson=(
            "Keep tally's HTTP clients on requests, not httpx: the test suite mocks HTTP with the "
            "`responses` library, which only patches requests."
        ),
        expect=(
            ("httpx",),
            ("requests", "responses"),
        ),
        task="add a client for the exchange-rate provider's API",
    ),
    Scenario(
        id="py-chitchat-suite-status",
        kind="none",
        stack="python",
        project="tally-web",
        distractor="chit-chat",
        sessions=(
            Session(
                agent="codex",
                day=45,
                steps=(
                    _u("morning! how's the test suite looking after Friday's merge?"),
                    Run(
                        "git log --oneline -4",
                        """a91f3c2 (HEAD -> main, origin/main) Merge pull request #212 from \
tally/reports-export
5d0e7b1 reports: csv export for P&L
c2b4e88 reports: column chooser
f77a019 invoices: reminder cadence setting""",
                    ),
                    Run(
                        "uv run pytest -q",
                        """......................................................................\
.. [ 38%]
........................................................................ [ 77%]
...........................................                              [100%]
187 passed in 14.22s""",
                    ),
                    Run("uv run ruff check .", "All checks passed!"),
                    _a(
                        "All good: 187 tests pass and ruff is clean on main after the "
                        "reports-export merge."
                    ),
                    _u("which test is the slowest these days?"),
                    Run(
                        "uv run pytest -q --durations=3 -p no:randomly | tail -5",
                        """============================= slowest 3 durations \
==============================
2.71s call     tests/reports/test_export.py::test_pnl_csv_full_year
1.02s call     tests/invoices/test_reminders.py::test_cadence_skips_weekends
0.64s setup    tests/conftest.py::db
187 passed in 14.31s""",
                    ),
                    _a(
                        "`test_pnl_csv_full_year` at 2.7s. It builds a whole year of postings; "
                        "the rest are under a second or two."
                    ),
                    _u("fine by me. ok cool, that's it for now, thanks!"),
                ),
            ),
        ),
        lesson="",
        expect=(),
        task="check that the test suite still passes on main",
    ),
    Scenario(
        id="ts-overdue-badge-colour",
        kind="none",
        stack="typescript",
        project="tally-web",
        distractor="one-off",
        sessions=(
            Session(
                agent="aider",
                day=52,
                steps=(
                    Read(
                        "web/src/components/InvoiceStatusBadge.tsx",
                        """const styles: Record<InvoiceStatus, string> = {
  draft: "bg-slate-100 text-slate-700",
  sent: "bg-sky-100 text-sky-800",
  overdue: "bg-amber-100 text-amber-800",
  paid: "bg-emerald-100 text-emerald-800",
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <span className={`rounded px-2 py-0.5 text-xs ${styles[status]}`}>{status}</span>;
}
""",
                    ),
                    _u("make the overdue badge red instead of amber, people miss it"),
                    Edit(
                        "web/src/components/InvoiceStatusBadge.tsx",
                        """  overdue: "bg-amber-100 text-amber-800",""",
                        """  overdue: "bg-red-100 text-red-800",""",
                    ),
                    _u("and bold"),
                    Edit(
                        "web/src/components/InvoiceStatusBadge.tsx",
                        """  overdue: "bg-red-100 text-red-800",""",
                        """  overdue: "bg-red-100 font-semibold text-red-800",""",
                    ),
                    Run("cd web && pnpm tsc --noEmit", ""),
                    Run(
                        "cd web && pnpm vitest run src/components",
                        """
 RUN  v2.1.4 /src/tally-web/web

 ✓ src/components/InvoiceStatusBadge.test.tsx (4 tests) 21ms
 ✓ src/components/MoneyCell.test.tsx (3 tests) 9ms

 Test Files  2 passed (2)
      Tests  7 passed (7)
   Start at  11:42:09
   Duration  1.38s""",
                    ),
                    _a(
                        "The overdue badge is now red and semi-bold; the other statuses are "
                        "unchanged."
                    ),
                    _u("perfect /commit"),
                ),
            ),
        ),
        lesson="",
        expect=(),
        task="show a tooltip with the due date on the invoice status badge",
    ),
]

SCENARIOS: list[Scenario] = [*_LEDGER, *_WAREHOUSE, *_INFRA, *_ORDERS, *_SHOPFRONT, *_TALLY]
