"""Second dev split of the learning corpus: ledger-rs (Rust), part 2 of 2.

Data, not tuned to any extractor."""

from __future__ import annotations

from .model import Edit, Read, Run, Scenario, Session, Write
from .model import assistant as _a
from .model import user as _u

SCENARIOS: list[Scenario] = [
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
