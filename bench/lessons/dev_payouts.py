# ruff: noqa: E501
"""Dev scenarios of `payouts-worker`: a Celery worker sending payouts through a bank API (httpx)."""

from __future__ import annotations

from .model import Edit, Read, Run, Say, Scenario, Session, Write
from .outputs import Fail, git_commit, git_status, pytest_fail, pytest_ok

P = "payouts-worker"


def U(text: str) -> Say:
    return Say("user", text)


def A(text: str) -> Say:
    return Say("assistant", text)


SUITE = [("tests/test_bank_client.py", "........"), ("tests/test_payouts.py", "..............."),
         ("tests/test_schedule.py", "......"), ("tests/test_statements.py", "....")]  # fmt: skip
SUITE_OK = pytest_ok(SUITE, 1.97)

TASKS = """import structlog

from payouts.bank import BankClient
from payouts.celery_app import app
from payouts.repo import PayoutRepo

log = structlog.get_logger(__name__)


@app.task(bind=True, autoretry_for=(BankUnavailable,), retry_backoff=True, max_retries=6)
def send_payout(self, payout_id: int) -> None:
    payout = PayoutRepo().get(payout_id)
    BankClient().transfer(payout.account_id, payout.amount_cents, payout.reference)
    PayoutRepo().mark_sent(payout_id)
    log.info("payout_sent", payout_id=payout_id, amount_cents=payout.amount_cents)
"""


def _mypy(errors: list[tuple[str, int, str, str]], files: int) -> str:
    lines = [f"{path}:{line}: error: {msg}  [{code}]" for path, line, msg, code in errors]
    n = len(errors)
    return (
        "\n".join(lines)
        + f"\nFound {n} error{'s' * (n > 1)} in 1 file (checked {files} source files)\n"
    )


def _ruff_i001(path: str, line: int) -> str:
    return f"""{path}:{line}:1: I001 [*] Import block is un-sorted or un-formatted
   |
{line:<3}| / from payouts.repo import PayoutRepo
{line + 1:<3}| | import structlog
{line + 2:<3}| | from payouts.bank import BankClient, BankUnavailable
   | |_______________________________________________^ I001
   |
   = help: Organize imports

Found 1 error.
[*] 1 fixable with the `--fix` option.
"""


SCENARIOS = [
    Scenario(
        id="py-structlog-key-values",
        kind="correction",
        stack="python",
        project=P,
        lesson='Log with structlog events and key-value fields (log.info("event", key=value)), not print or f-strings.',
        expect=(("structlog", "log.info", "key-value", "key=value", "keyword"), ("log",)),
        task="log when a payout is retried after the bank times out",
        sessions=(
            Session(
                "codex",
                7,
                (
                    U(
                        "When a payout is rejected by the bank (status 422) we silently drop it. Mark it "
                        "failed with the bank's reason and leave a trace we can grep."
                    ),
                    Run("sed -n '1,120p' payouts/tasks.py", TASKS),
                    Run(
                        'rg -n "class BankRejected" payouts',
                        "payouts/bank.py:14:class BankRejected(Exception):\n",
                    ),
                    Edit(
                        "payouts/tasks.py",
                        "    BankClient().transfer(payout.account_id, payout.amount_cents, payout.reference)\n",
                        "    try:\n        BankClient().transfer(payout.account_id, payout.amount_cents, payout.reference)\n"
                        "    except BankRejected as exc:\n        PayoutRepo().mark_failed(payout_id, reason=exc.reason)\n"
                        '        print(f"payout {payout_id} rejected by bank: {exc.reason}")\n        return\n',
                    ),
                    Run(
                        "uv run pytest -q tests/test_payouts.py",
                        pytest_ok([("tests/test_payouts.py", "...............")], 0.61),
                    ),
                    A(
                        "Rejected payouts are marked failed with the bank's reason and a line is printed."
                    ),
                    U(
                        "no print in the worker, nobody sees stdout there. Use the structlog logger like "
                        "the rest of the file, event name plus fields, not an f-string."
                    ),
                    A(
                        'Switching to `log.warning("payout_rejected", payout_id=..., reason=...)` so the '
                        "fields are searchable."
                    ),
                    Edit(
                        "payouts/tasks.py",
                        '        print(f"payout {payout_id} rejected by bank: {exc.reason}")\n',
                        '        log.warning("payout_rejected", payout_id=payout_id, reason=exc.reason)\n',
                    ),
                    Edit(
                        "tests/test_payouts.py",
                        "def test_send_payout_marks_sent(",
                        "def test_rejected_payout_is_marked_failed(bank, payout, caplog_structlog):\n"
                        '    bank.reject_next(reason="IBAN closed")\n    send_payout(payout.id)\n'
                        '    assert repo.get(payout.id).status == "failed"\n'
                        '    assert caplog_structlog[-1]["event"] == "payout_rejected"\n\n\n'
                        "def test_send_payout_marks_sent(",
                    ),
                    Run(
                        "uv run pytest -q tests/test_payouts.py",
                        pytest_ok([("tests/test_payouts.py", "................")], 0.66),
                    ),
                    Run("uv run ruff check payouts tests", "All checks passed!\n"),
                    A(
                        "Done: `payout_rejected` is logged through structlog with payout_id and reason, "
                        "and a test covers the rejected path."
                    ),
                ),
            ),
        ),
    ),
    Scenario(
        id="py-httpx-explicit-timeout",
        kind="convention",
        stack="python",
        project=P,
        lesson="Every outbound HTTP call (httpx) in payouts-worker sets an explicit timeout.",
        expect=(("timeout",), ("httpx", "http", "client", "request", "call")),
        task="fetch the bank's FX rates before converting foreign-currency payouts",
        sessions=(
            Session(
                "claude_code",
                10,
                (
                    U(
                        "We need to pull the daily statement from the bank's /statements endpoint and "
                        "store the lines. Always set an explicit timeout on httpx calls in this worker, "
                        "we had a payout run hang for 40 minutes on a dead socket."
                    ),
                    Read(
                        "payouts/bank.py",
                        """import httpx

from payouts.settings import settings


class BankUnavailable(Exception):
    pass


class BankClient:
    def __init__(self) -> None:
        self.http = httpx.Client(base_url=settings.bank_url, timeout=httpx.Timeout(10.0, connect=3.0))
""",
                    ),
                    A(
                        "The existing client already uses `httpx.Timeout(10.0, connect=3.0)`; I'll reuse it "
                        "and give the statement download its own longer read timeout."
                    ),
                    Edit(
                        "payouts/bank.py",
                        "        self.http = httpx.Client(base_url=settings.bank_url, timeout=httpx.Timeout(10.0, connect=3.0))\n",
                        "        self.http = httpx.Client(base_url=settings.bank_url, timeout=httpx.Timeout(10.0, connect=3.0))\n\n"
                        "    def statement(self, day: date) -> list[dict]:\n"
                        '        resp = self.http.get("/statements", params={"date": day.isoformat()},\n'
                        "                             timeout=httpx.Timeout(60.0, connect=3.0))\n"
                        '        resp.raise_for_status()\n        return resp.json()["lines"]\n',
                    ),
                    Write(
                        "payouts/statements.py",
                        """from datetime import date

from payouts.bank import BankClient
from payouts.repo import StatementRepo


def import_statement(day: date) -> int:
    lines = BankClient().statement(day)
    return StatementRepo().upsert_lines(day, lines)
""",
                    ),
                    Write(
                        "tests/test_statements.py",
                        """from datetime import date

from payouts.statements import import_statement


def test_import_statement_upserts_lines(bank):
    bank.statement_lines = [{"id": "L1", "amount_cents": 500}, {"id": "L2", "amount_cents": -120}]
    assert import_statement(date(2026, 9, 10)) == 2
    assert import_statement(date(2026, 9, 10)) == 0
""",
                    ),
                    Run(
                        "uv run pytest -q tests/test_statements.py",
                        pytest_ok([("tests/test_statements.py", ".")], 0.35),
                    ),
                    Run("uv run mypy payouts", "Success: no issues found in 14 source files\n"),
                    A(
                        "`BankClient.statement()` downloads a day's statement with a 60 s read / 3 s "
                        "connect timeout; `import_statement` upserts the lines and is idempotent."
                    ),
                    U("thanks, that's all for today"),
                ),
            ),
        ),
    ),
    Scenario(
        id="py-mypy-optional-guard",
        kind="error_fix",
        stack="python",
        project=P,
        lesson="mypy `union-attr` on an Optional lookup: check for None (and raise) before using the attribute.",
        expect=(("none",), ("union-attr", "optional", "mypy", "check", "guard")),
        task="look up the beneficiary's bank account before creating the transfer",
        sessions=(
            Session(
                "claude_code",
                14,
                (
                    U(
                        "Include the beneficiary name in the transfer reference (bank wants it since Monday)."
                    ),
                    Read(
                        "payouts/transfers.py",
                        """def build_transfer(payout: Payout) -> Transfer:
    account = AccountRepo().find(payout.account_id)
    return Transfer(iban=account.iban, amount_cents=payout.amount_cents, reference=payout.reference)
""",
                    ),
                    Edit(
                        "payouts/transfers.py",
                        "    return Transfer(iban=account.iban, amount_cents=payout.amount_cents, reference=payout.reference)\n",
                        '    reference = f"{payout.reference} {account.holder_name}"[:140]\n'
                        "    return Transfer(iban=account.iban, amount_cents=payout.amount_cents, reference=reference)\n",
                    ),
                    Run(
                        "uv run mypy payouts",
                        _mypy(
                            [
                                (
                                    "payouts/transfers.py",
                                    9,
                                    'Item "None" of "Account | None" has no attribute "holder_name"',
                                    "union-attr",
                                ),
                                (
                                    "payouts/transfers.py",
                                    10,
                                    'Item "None" of "Account | None" has no attribute "iban"',
                                    "union-attr",
                                ),
                            ],
                            14,
                        ),
                        1,
                    ),
                    A(
                        "`AccountRepo.find` returns `Account | None`. Guarding it: a payout whose account "
                        "is gone should fail loudly rather than send to None."
                    ),
                    Edit(
                        "payouts/transfers.py",
                        "    account = AccountRepo().find(payout.account_id)\n",
                        "    account = AccountRepo().find(payout.account_id)\n    if account is None:\n"
                        "        raise UnknownAccount(payout.account_id)\n",
                    ),
                    Run("uv run mypy payouts", "Success: no issues found in 14 source files\n"),
                    Run("uv run pytest -q", SUITE_OK),
                    A(
                        "The reference now ends with the holder name (cut at 140 chars); an unknown "
                        "account raises `UnknownAccount`, which also fixed the two mypy errors."
                    ),
                ),
            ),
            Session(
                "claude_code",
                40,
                (
                    U(
                        "The scheduler should skip payouts whose beneficiary has been blocked by "
                        "compliance. There's a `blocked` flag on Beneficiary now."
                    ),
                    Read(
                        "payouts/schedule.py",
                        """def due_payouts(today: date) -> list[Payout]:
    out = []
    for payout in PayoutRepo().scheduled_for(today):
        out.append(payout)
    return out
""",
                    ),
                    Edit(
                        "payouts/schedule.py",
                        "    for payout in PayoutRepo().scheduled_for(today):\n        out.append(payout)\n",
                        "    for payout in PayoutRepo().scheduled_for(today):\n"
                        "        beneficiary = BeneficiaryRepo().find(payout.beneficiary_id)\n"
                        "        if beneficiary.blocked:\n            continue\n        out.append(payout)\n",
                    ),
                    Run(
                        "uv run mypy payouts",
                        _mypy(
                            [
                                (
                                    "payouts/schedule.py",
                                    12,
                                    'Item "None" of "Beneficiary | None" has no attribute "blocked"',
                                    "union-attr",
                                )
                            ],
                            15,
                        ),
                        1,
                    ),
                    A(
                        "`BeneficiaryRepo.find` can return None; adding an explicit check before reading "
                        "`blocked`."
                    ),
                    Edit(
                        "payouts/schedule.py",
                        "        beneficiary = BeneficiaryRepo().find(payout.beneficiary_id)\n",
                        "        beneficiary = BeneficiaryRepo().find(payout.beneficiary_id)\n"
                        "        if beneficiary is None:\n            raise UnknownBeneficiary(payout.beneficiary_id)\n",
                    ),
                    Run("uv run mypy payouts", "Success: no issues found in 15 source files\n"),
                    Run(
                        "uv run pytest -q tests/test_schedule.py",
                        pytest_ok([("tests/test_schedule.py", "......")], 0.29),
                    ),
                    A(
                        "Blocked beneficiaries are skipped; a missing one raises `UnknownBeneficiary`. "
                        "mypy and the schedule tests pass."
                    ),
                ),
            ),
        ),
    ),
    Scenario(
        id="py-ruff-isort-fix",
        kind="error_fix",
        stack="python",
        project=P,
        lesson="ruff I001 (un-sorted imports): run `ruff check --fix` rather than reordering imports by hand.",
        expect=(("--fix", "ruff format"), ("import", "i001", "sort")),
        task="split the payout scheduler into its own module",
        sessions=(
            Session(
                "codex",
                16,
                (
                    U("move BankUnavailable handling into tasks.py so the retry is visible there"),
                    Run("sed -n '1,40p' payouts/tasks.py", TASKS),
                    Edit(
                        "payouts/tasks.py",
                        "import structlog\n\nfrom payouts.bank import BankClient\nfrom payouts.celery_app import app\nfrom payouts.repo import PayoutRepo\n",
                        "from payouts.repo import PayoutRepo\nimport structlog\nfrom payouts.bank import BankClient, BankUnavailable\n"
                        "from payouts.celery_app import app\n",
                    ),
                    Run("uv run ruff check payouts", _ruff_i001("payouts/tasks.py", 1), 1),
                    A("Import order is off after the edit. Letting ruff sort it."),
                    Run(
                        "uv run ruff check --fix payouts", "Found 1 error (1 fixed, 0 remaining).\n"
                    ),
                    Run(
                        "uv run pytest -q tests/test_payouts.py",
                        pytest_ok([("tests/test_payouts.py", "...............")], 0.58),
                    ),
                    Run(
                        "git diff --stat",
                        " payouts/tasks.py | 5 +++--\n 1 file changed, 3 insertions(+), 2 deletions(-)\n",
                    ),
                    A(
                        "BankUnavailable is imported in tasks.py next to the retry policy; ruff fixed the "
                        "import order."
                    ),
                ),
            ),
            Session(
                "aider",
                35,
                (
                    Read("payouts/statements.py", ""),
                    U(
                        "import_statement should skip lines we already reconciled. use ReconciledRepo"
                    ),
                    A("I'll filter out reconciled line ids before upserting."),
                    Edit(
                        "payouts/statements.py",
                        "from payouts.bank import BankClient\nfrom payouts.repo import StatementRepo\n",
                        "from payouts.repo import StatementRepo\nfrom payouts.bank import BankClient\n"
                        "from payouts.reconcile import ReconciledRepo\n",
                    ),
                    Edit(
                        "payouts/statements.py",
                        "    lines = BankClient().statement(day)\n",
                        "    done = ReconciledRepo().line_ids(day)\n"
                        '    lines = [l for l in BankClient().statement(day) if l["id"] not in done]\n',
                    ),
                    Run("uv run ruff check payouts", _ruff_i001("payouts/statements.py", 3), 1),
                    Run(
                        "uv run ruff check --fix payouts", "Found 1 error (1 fixed, 0 remaining).\n"
                    ),
                    Run(
                        "uv run pytest -q tests/test_statements.py",
                        pytest_ok([("tests/test_statements.py", "..")], 0.31),
                    ),
                    U("good"),
                ),
            ),
        ),
    ),
    Scenario(
        id="py-celery-retries-not-tenacity",
        kind="revert",
        stack="python",
        project=P,
        lesson="Retries in payouts-worker tasks go through Celery (autoretry_for / retry_backoff), not tenacity.",
        expect=(("celery", "autoretry", "retry_backoff", "self.retry"), ("tenacity", "retr")),
        task="make the statement download retry when the bank API answers 503",
        sessions=(
            Session(
                "claude_code",
                26,
                (
                    U(
                        "Bank returns 503 during their maintenance window and the payout fails. Make "
                        "transfer() retry a few times."
                    ),
                    Read(
                        "payouts/bank.py",
                        """class BankClient:
    def transfer(self, account_id: int, amount_cents: int, reference: str) -> str:
        resp = self.http.post("/transfers", json={"account": account_id, "amount": amount_cents,
                                                  "reference": reference})
        if resp.status_code == 503:
            raise BankUnavailable()
        resp.raise_for_status()
        return resp.json()["id"]
""",
                    ),
                    Run(
                        "uv add tenacity",
                        "Resolved 38 packages in 288ms\nInstalled 1 package in 4ms\n + tenacity==9.0.0\n",
                    ),
                    Edit(
                        "payouts/bank.py",
                        "    def transfer(self,",
                        "    @retry(retry=retry_if_exception_type(BankUnavailable), wait=wait_exponential(max=60),\n"
                        "           stop=stop_after_attempt(6))\n    def transfer(self,",
                    ),
                    Run(
                        'git commit -am "bank: retry transfers on 503"',
                        git_commit("main", "bank: retry transfers on 503", 3, 9, 0),
                    ),
                    Run(
                        "uv run pytest -q",
                        pytest_fail(
                            [*SUITE[:1], ("tests/test_payouts.py", "....F.........."), *SUITE[2:]],
                            [
                                Fail(
                                    "tests/test_payouts.py::test_bank_down_requeues_task",
                                    "    def test_bank_down_requeues_task(bank, payout, celery_worker):\n"
                                    "        bank.fail_with(503)\n        result = send_payout.delay(payout.id)\n"
                                    ">       assert result.state == \"RETRY\"\nE       AssertionError: assert 'PENDING' == 'RETRY'\n"
                                    "E         - RETRY\nE         + PENDING\n\ntests/test_payouts.py:88: AssertionError",
                                    "AssertionError: assert 'PENDING' == 'RETRY'",
                                )
                            ],
                            64.12,
                        ),
                        1,
                    ),
                    A(
                        "The task now blocks for about a minute inside tenacity instead of handing the "
                        "retry to Celery, so the requeue test fails and the suite took 64 s."
                    ),
                    U(
                        "revert it. Retries are Celery's job here (autoretry_for on the task with "
                        "backoff), we don't want a worker slot sleeping inside tenacity."
                    ),
                    Run(
                        "git reset --hard HEAD~1",
                        "HEAD is now at 5be02d1 statements: skip reconciled lines\n",
                    ),
                    Run(
                        "uv sync",
                        "Resolved 37 packages in 201ms\nUninstalled 1 package in 3ms\n - tenacity==9.0.0\n",
                    ),
                    Run("uv run pytest -q", SUITE_OK),
                    A(
                        "Reset to before the tenacity commit. `send_payout` already has "
                        "`autoretry_for=(BankUnavailable,)` with `retry_backoff=True`, so a 503 requeues "
                        "the task with backoff."
                    ),
                ),
            ),
        ),
    ),
    Scenario(
        id="payouts-flaky-sandbox",
        kind="none",
        stack="python",
        project=P,
        distractor="flaky",
        lesson="",
        expect=(),
        task="add a test for the payout status webhook",
        sessions=(
            Session(
                "codex",
                20,
                (
                    U("run the full suite before I cut the release"),
                    Run(
                        "uv run pytest -q",
                        pytest_fail(
                            [("tests/test_bank_client.py", "...F...."), *SUITE[1:]],
                            [
                                Fail(
                                    "tests/test_bank_client.py::test_sandbox_roundtrip",
                                    ".venv/lib/python3.12/site-packages/httpx/_transports/default.py:72: in map_httpcore_exceptions\n"
                                    "    raise mapped_exc(message) from exc\n"
                                    "E   httpx.ConnectTimeout: timed out",
                                    "httpx.ConnectTimeout: timed out",
                                )
                            ],
                            12.4,
                        ),
                        1,
                    ),
                    A(
                        "One failure: the sandbox round-trip test timed out connecting to the bank's "
                        "sandbox. Nothing in our code changed since the last green run; re-running once "
                        "to see whether it's the network."
                    ),
                    Run(
                        "uv run pytest -q tests/test_bank_client.py",
                        pytest_ok([("tests/test_bank_client.py", "........")], 1.12),
                    ),
                    Run("uv run pytest -q", SUITE_OK),
                    A(
                        "Green on the re-run: the sandbox was slow to accept the connection. The suite "
                        "passes; ok to release."
                    ),
                    U("cool, tagging it"),
                    Run(
                        "git tag v0.14.0 && git push origin v0.14.0",
                        "To github.com:acme/payouts-worker.git\n * [new tag]         v0.14.0 -> v0.14.0\n",
                    ),
                ),
            ),
        ),
    ),
    Scenario(
        id="payouts-one-off-wording",
        kind="none",
        stack="python",
        project=P,
        distractor="one-off",
        lesson="",
        expect=(),
        task="add a CSV export of last month's payouts",
        sessions=(
            Session(
                "aider",
                29,
                (
                    Read("payouts/notify.py", ""),
                    U("change the email subject to say 'queued' instead of 'pending'"),
                    A("Updated the subject line."),
                    Edit(
                        "payouts/notify.py",
                        'SUBJECT = "Your payout is pending"',
                        'SUBJECT = "Your payout is queued"',
                    ),
                    Run(
                        "uv run pytest -q tests/test_payouts.py",
                        pytest_ok([("tests/test_payouts.py", "...............")], 0.6),
                    ),
                    U("and make the amount bold in the html template"),
                    A("Wrapped the amount in `<strong>`."),
                    Edit(
                        "payouts/templates/payout_queued.html",
                        "<p>Amount: {{ amount }}</p>",
                        "<p>Amount: <strong>{{ amount }}</strong></p>",
                    ),
                    U("cool, thanks"),
                ),
            ),
        ),
    ),
]

_ = git_status
