"""Second dev split of the learning corpus: tally-web (Python API + TS front).

Data, not tuned to any extractor."""

from __future__ import annotations

from .model import Edit, Read, Run, Scenario, Session, Write
from .model import assistant as _a
from .model import user as _u

SCENARIOS: list[Scenario] = [
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
