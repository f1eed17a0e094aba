"""Second dev split of the learning corpus: ledger-rs (Rust), part 1 of 2.

Data, not tuned to any extractor."""

from __future__ import annotations

from .model import Edit, Read, Run, Scenario, Session
from .model import assistant as _a
from .model import user as _u

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


SCENARIOS: list[Scenario] = [
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
]
