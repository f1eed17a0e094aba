# ruff: noqa: E501
"""Dev scenarios of `billing-api`: a FastAPI + SQLAlchemy + alembic service run with uv."""

from __future__ import annotations

from .model import Edit, Read, Run, Say, Scenario, Session, Write
from .outputs import git_commit, pytest_ok, uv_sync

P = "billing-api"


def U(text: str) -> Say:
    return Say("user", text)


def A(text: str) -> Say:
    return Say("assistant", text)


TESTS_OK = pytest_ok(
    [("tests/test_health.py", ".."), ("tests/test_invoices.py", "............"),
     ("tests/test_payments.py", ".........."), ("tests/test_webhooks.py", "......")],
    2.84, warnings=1,
)  # fmt: skip

INVOICE_API = """from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy.orm import Session

from app.db import get_session
from app.repositories.invoices import InvoiceRepository
from app.schemas import InvoiceOut

router = APIRouter(prefix="/invoices", tags=["invoices"])


@router.get("/{invoice_id}", response_model=InvoiceOut)
def get_invoice(invoice_id: int, session: Session = Depends(get_session)) -> InvoiceOut:
    invoice = InvoiceRepository(session).get(invoice_id)
    if invoice is None:
        raise HTTPException(status_code=404, detail="invoice not found")
    return InvoiceOut.from_orm(invoice)
"""

REPO = """from sqlalchemy import select
from sqlalchemy.orm import Session

from app.models import Invoice


class InvoiceRepository:
    def __init__(self, session: Session) -> None:
        self.session = session

    def get(self, invoice_id: int) -> Invoice | None:
        return self.session.get(Invoice, invoice_id)
"""


SCHEMAS = """from pydantic import BaseModel, Extra


class InvoiceOut(BaseModel):
    id: int
    number: str
    amount_cents: int
    status: str

    class Config:
        orm_mode = True


class InvoiceCreate(BaseModel):
    customer_id: int
    lines: list["LineIn"]

    class Config:
        extra = Extra.forbid
"""

NOTES_TEST = """def test_note_is_created(client, make_customer):
    c = make_customer()
    assert client.post(f"/customers/{c.id}/notes", json={"body": "VIP"}).status_code == 201


def test_unknown_field_is_rejected(client, make_customer):
    c = make_customer()
    resp = client.post(f"/customers/{c.id}/notes", json={"body": "x", "pined": True})
    assert resp.status_code == 422
"""


SCENARIOS = [
    Scenario(
        id="py-uv-add-not-pip",
        kind="correction",
        stack="python",
        project=P,
        lesson="Add dependencies with `uv add` (it updates pyproject.toml and uv.lock), not pip install.",
        expect=(("uv add",), ("pip", "dependenc", "package", "librar")),
        task="bring in python-dateutil so we can parse the partner's settlement timestamps",
        sessions=(
            Session(
                "claude_code",
                2,
                (
                    U(
                        "The webhook retries should back off with jitter. Can you add that to "
                        "app/webhooks/sender.py? Use tenacity if it makes it simpler."
                    ),
                    Read(
                        "app/webhooks/sender.py",
                        """import httpx

from app.settings import settings


def send(url: str, payload: dict) -> httpx.Response:
    with httpx.Client(timeout=settings.webhook_timeout) as client:
        resp = client.post(url, json=payload)
        resp.raise_for_status()
        return resp
""",
                    ),
                    A("I'll add tenacity and wrap `send` with an exponential backoff with jitter."),
                    Run(
                        "pip install tenacity",
                        """Collecting tenacity
  Downloading tenacity-9.0.0-py3-none-any.whl.metadata (1.2 kB)
Downloading tenacity-9.0.0-py3-none-any.whl (28 kB)
Installing collected packages: tenacity
Successfully installed tenacity-9.0.0
""",
                    ),
                    U(
                        "no, use uv here: `uv add tenacity`. pip puts it in the venv but not in "
                        "pyproject or the lock, and CI won't have it."
                    ),
                    A(
                        "Right, sorry. Removing it and adding it through uv so pyproject.toml and "
                        "uv.lock both get it."
                    ),
                    Run(
                        "pip uninstall -y tenacity && uv add tenacity",
                        """Found existing installation: tenacity 9.0.0
Uninstalling tenacity-9.0.0:
  Successfully uninstalled tenacity-9.0.0
"""
                        + uv_sync(["+ tenacity==9.0.0"], 61),
                    ),
                    Edit(
                        "app/webhooks/sender.py",
                        "import httpx\n\nfrom app.settings import settings\n\n\ndef send(",
                        "import httpx\nfrom tenacity import retry, stop_after_attempt, wait_random_exponential\n\n"
                        "from app.settings import settings\n\n\n@retry(wait=wait_random_exponential(multiplier=0.5, max=30), "
                        "stop=stop_after_attempt(5), reraise=True)\ndef send(",
                    ),
                    Run(
                        "uv run pytest -q tests/test_webhooks.py",
                        pytest_ok([("tests/test_webhooks.py", "......")], 0.41),
                    ),
                    Run(
                        "git diff --stat",
                        """ app/webhooks/sender.py |  5 ++++-
 pyproject.toml         |  1 +
 uv.lock                | 12 ++++++++++++
 3 files changed, 17 insertions(+), 1 deletion(-)
""",
                    ),
                    A(
                        "Done: `send` now retries up to 5 times with randomized exponential backoff "
                        "(max 30 s). tenacity is in pyproject.toml and uv.lock."
                    ),
                    U("great, commit it"),
                    Run(
                        'git commit -am "webhooks: retry with jittered backoff"',
                        git_commit("main", "webhooks: retry with jittered backoff", 3, 17, 1),
                    ),
                ),
            ),
        ),
    ),
    Scenario(
        id="py-repository-layer",
        kind="correction",
        stack="python",
        project=P,
        lesson="Queries go through the repository layer (app/repositories); no raw SQL in API handlers.",
        expect=(("repositor",), ("handler", "endpoint", "route", "sql", "quer", "api")),
        task="add a new endpoint that lists the credit notes of a customer",
        sessions=(
            Session(
                "claude_code",
                5,
                (
                    U(
                        "Add GET /invoices/overdue?days=30 returning invoices past due by more than N days."
                    ),
                    Read("app/api/invoices.py", INVOICE_API),
                    Read("app/repositories/invoices.py", REPO),
                    A("I'll add the route with a query on due_date."),
                    Edit(
                        "app/api/invoices.py",
                        'router = APIRouter(prefix="/invoices", tags=["invoices"])\n',
                        'router = APIRouter(prefix="/invoices", tags=["invoices"])\n\n\n'
                        '@router.get("/overdue", response_model=list[InvoiceOut])\n'
                        "def overdue(days: int = 30, session: Session = Depends(get_session)) -> list[InvoiceOut]:\n"
                        "    rows = session.execute(\n"
                        "        text(\"SELECT * FROM invoices WHERE status = 'open' AND due_date < now() - make_interval(days => :d)\"),\n"
                        '        {"d": days},\n'
                        "    ).mappings()\n"
                        "    return [InvoiceOut(**r) for r in rows]\n",
                    ),
                    Run(
                        "uv run pytest -q tests/test_invoices.py",
                        pytest_ok([("tests/test_invoices.py", "............")], 0.93),
                    ),
                    A(
                        "Added `GET /invoices/overdue` with a `days` parameter; the existing invoice tests pass."
                    ),
                    U(
                        "we can't have raw SQL in handlers. It has to go through the repository layer, "
                        "put the query in InvoiceRepository and call that from the route."
                    ),
                    A(
                        "Understood: moving the query into `InvoiceRepository.overdue()` using "
                        "SQLAlchemy select, and the route just calls it."
                    ),
                    Edit(
                        "app/repositories/invoices.py",
                        "    def get(self, invoice_id: int) -> Invoice | None:\n        return self.session.get(Invoice, invoice_id)\n",
                        "    def get(self, invoice_id: int) -> Invoice | None:\n        return self.session.get(Invoice, invoice_id)\n\n"
                        "    def overdue(self, days: int) -> list[Invoice]:\n"
                        "        cutoff = date.today() - timedelta(days=days)\n"
                        '        stmt = select(Invoice).where(Invoice.status == "open", Invoice.due_date < cutoff)\n'
                        "        return list(self.session.scalars(stmt.order_by(Invoice.due_date)))\n",
                    ),
                    Edit(
                        "app/api/invoices.py",
                        "    rows = session.execute(\n"
                        "        text(\"SELECT * FROM invoices WHERE status = 'open' AND due_date < now() - make_interval(days => :d)\"),\n"
                        '        {"d": days},\n'
                        "    ).mappings()\n"
                        "    return [InvoiceOut(**r) for r in rows]\n",
                        "    invoices = InvoiceRepository(session).overdue(days)\n"
                        "    return [InvoiceOut.from_orm(i) for i in invoices]\n",
                    ),
                    Write(
                        "tests/test_invoices_overdue.py",
                        """from datetime import date, timedelta


def test_overdue_lists_open_invoices_past_due(client, make_invoice):
    make_invoice(due_date=date.today() - timedelta(days=45), status="open")
    make_invoice(due_date=date.today() - timedelta(days=5), status="open")
    make_invoice(due_date=date.today() - timedelta(days=90), status="paid")
    resp = client.get("/invoices/overdue?days=30")
    assert resp.status_code == 200
    assert len(resp.json()) == 1
""",
                    ),
                    Run(
                        "uv run pytest -q",
                        pytest_ok(
                            [
                                ("tests/test_health.py", ".."),
                                ("tests/test_invoices.py", "............"),
                                ("tests/test_invoices_overdue.py", "."),
                                ("tests/test_payments.py", ".........."),
                                ("tests/test_webhooks.py", "......"),
                            ],
                            3.02,
                        ),
                    ),
                    Run("uv run ruff check app tests", "All checks passed!\n"),
                    A(
                        "The query now lives in `InvoiceRepository.overdue`, the route calls it, and "
                        "there's a test for the overdue filter. Full suite and ruff pass."
                    ),
                ),
            ),
        ),
    ),
    Scenario(
        id="py-alembic-reversible",
        kind="convention",
        stack="python",
        project=P,
        lesson="Alembic migrations in billing-api must be reversible: every revision gets a working downgrade().",
        expect=(("downgrade", "reversible", "revers"), ("migration", "alembic", "revision")),
        task="add a column for the dunning stage on invoices",
        sessions=(
            Session(
                "claude_code",
                9,
                (
                    U(
                        "Add a nullable refunded_at timestamp to payments, with a migration. "
                        "In this repo migrations are reversible, so write the downgrade too and "
                        "check it actually runs."
                    ),
                    Read(
                        "app/models.py",
                        """class Payment(Base):
    __tablename__ = "payments"

    id: Mapped[int] = mapped_column(primary_key=True)
    invoice_id: Mapped[int] = mapped_column(ForeignKey("invoices.id"))
    amount_cents: Mapped[int]
    captured_at: Mapped[datetime | None]
""",
                    ),
                    Edit(
                        "app/models.py",
                        "    captured_at: Mapped[datetime | None]\n",
                        "    captured_at: Mapped[datetime | None]\n    refunded_at: Mapped[datetime | None]\n",
                    ),
                    Run(
                        'uv run alembic revision --autogenerate -m "payments refunded_at"',
                        "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\n"
                        "INFO  [alembic.runtime.migration] Will assume transactional DDL.\n"
                        "INFO  [alembic.autogenerate.compare] Detected added column 'payments.refunded_at'\n"
                        "  Generating migrations/versions/7c1d2e9a4b10_payments_refunded_at.py ...  done\n",
                    ),
                    Read(
                        "migrations/versions/7c1d2e9a4b10_payments_refunded_at.py",
                        '''"""payments refunded_at

Revision ID: 7c1d2e9a4b10
Revises: 3f5a8b2c6d71
"""
from alembic import op
import sqlalchemy as sa

revision = "7c1d2e9a4b10"
down_revision = "3f5a8b2c6d71"


def upgrade() -> None:
    op.add_column("payments", sa.Column("refunded_at", sa.DateTime(timezone=True), nullable=True))


def downgrade() -> None:
    op.drop_column("payments", "refunded_at")
''',
                    ),
                    A("Autogenerate produced both directions. Checking the round trip."),
                    Run(
                        "uv run alembic upgrade head && uv run alembic downgrade -1 && uv run alembic upgrade head",
                        "INFO  [alembic.runtime.migration] Running upgrade 3f5a8b2c6d71 -> 7c1d2e9a4b10, payments refunded_at\n"
                        "INFO  [alembic.runtime.migration] Running downgrade 7c1d2e9a4b10 -> 3f5a8b2c6d71, payments refunded_at\n"
                        "INFO  [alembic.runtime.migration] Running upgrade 3f5a8b2c6d71 -> 7c1d2e9a4b10, payments refunded_at\n",
                    ),
                    Run(
                        "uv run pytest -q tests/test_payments.py",
                        pytest_ok([("tests/test_payments.py", "..........")], 0.77),
                    ),
                    A(
                        "Migration 7c1d2e9a4b10 adds `payments.refunded_at`; upgrade → downgrade → "
                        "upgrade runs cleanly and the payment tests pass."
                    ),
                    Run(
                        "git status --short",
                        " M app/models.py\n?? migrations/versions/7c1d2e9a4b10_payments_refunded_at.py\n",
                    ),
                ),
            ),
        ),
    ),
    Scenario(
        id="py-plain-invoice-repr",
        kind="none",
        stack="python",
        project=P,
        distractor="plain",
        lesson="",
        expect=(),
        task="add a created_by field to the audit log entries",
        sessions=(
            Session(
                "claude_code",
                4,
                (
                    U(
                        "Debugging is painful because invoices print as <Invoice object at 0x...>. "
                        "Give Invoice a useful __repr__."
                    ),
                    Read(
                        "app/models.py",
                        """class Invoice(Base):
    __tablename__ = "invoices"

    id: Mapped[int] = mapped_column(primary_key=True)
    number: Mapped[str] = mapped_column(unique=True)
    customer_id: Mapped[int] = mapped_column(ForeignKey("customers.id"))
    amount_cents: Mapped[int]
    status: Mapped[str] = mapped_column(default="open")
""",
                    ),
                    Edit(
                        "app/models.py",
                        '    status: Mapped[str] = mapped_column(default="open")\n',
                        '    status: Mapped[str] = mapped_column(default="open")\n\n'
                        "    def __repr__(self) -> str:\n"
                        '        return f"Invoice(id={self.id}, number={self.number!r}, status={self.status!r})"\n',
                    ),
                    Run("uv run pytest -q", TESTS_OK),
                    Run(
                        'git add app/models.py && git commit -m "models: readable Invoice repr"',
                        git_commit("main", "models: readable Invoice repr", 1, 3, 0),
                    ),
                    A(
                        "Invoice now prints as `Invoice(id=12, number='INV-2026-0012', status='open')`."
                    ),
                    U("nice"),
                    Run(
                        "git log --oneline -3",
                        f"{'a41c9e2'} models: readable Invoice repr\n"
                        "9d03b7e payments: idempotent capture\n51f2c0a invoices: overdue endpoint\n",
                    ),
                ),
            ),
        ),
    ),
    Scenario(
        id="py-money-integer-cents",
        kind="correction",
        stack="python",
        project=P,
        lesson="Money in billing-api is integer cents (`*_cents: int`), never float or Decimal euros.",
        expect=(("cents",), ("int", "float", "decimal")),
        task="add a discount amount to the invoice line model",
        sessions=(
            Session(
                "aider",
                8,
                (
                    Read("app/models.py", ""),
                    Read("app/schemas.py", ""),
                    U(
                        "invoice lines need a tax amount. add tax to InvoiceLine and fill it in "
                        "app/services/tax.py from the rate"
                    ),
                    A("I'll add a `tax` column and compute it as `amount * rate`."),
                    Edit(
                        "app/models.py",
                        "    amount_cents: Mapped[int]\n    description: Mapped[str]\n",
                        "    amount_cents: Mapped[int]\n    description: Mapped[str]\n    tax: Mapped[float]\n",
                    ),
                    Edit(
                        "app/services/tax.py",
                        "def apply_tax(line: InvoiceLine, rate: Decimal) -> None:\n    ...\n",
                        "def apply_tax(line: InvoiceLine, rate: Decimal) -> None:\n"
                        "    line.tax = float(line.amount_cents / 100 * float(rate))\n",
                    ),
                    U(
                        "no, not a float of euros. money is integer cents everywhere in this codebase: "
                        "tax_cents: int, rounded half-up from the Decimal"
                    ),
                    A(
                        "Right: a `tax_cents` integer column, computed with Decimal and rounded half-up."
                    ),
                    Edit(
                        "app/models.py",
                        "    tax: Mapped[float]\n",
                        "    tax_cents: Mapped[int] = mapped_column(default=0)\n",
                    ),
                    Edit(
                        "app/services/tax.py",
                        "    line.tax = float(line.amount_cents / 100 * float(rate))\n",
                        "    exact = Decimal(line.amount_cents) * rate\n"
                        "    line.tax_cents = int(exact.quantize(Decimal(1), rounding=ROUND_HALF_UP))\n",
                    ),
                    Run(
                        "uv run pytest -q tests/test_invoices.py",
                        pytest_ok([("tests/test_invoices.py", "............")], 0.9),
                    ),
                    U("also rename the variable `exact` to `raw_tax`, reads better"),
                    Edit(
                        "app/services/tax.py",
                        "    exact = Decimal(line.amount_cents) * rate\n"
                        "    line.tax_cents = int(exact.quantize(Decimal(1), rounding=ROUND_HALF_UP))\n",
                        "    raw_tax = Decimal(line.amount_cents) * rate\n"
                        "    line.tax_cents = int(raw_tax.quantize(Decimal(1), rounding=ROUND_HALF_UP))\n",
                    ),
                    Run("uv run pytest -q", TESTS_OK),
                ),
            ),
        ),
    ),
    Scenario(
        id="py-schemas-forbid-extra",
        kind="convention",
        stack="python",
        project=P,
        lesson="Request schemas in billing-api forbid unknown fields (Config: extra = Extra.forbid).",
        expect=(("extra",), ("forbid",)),
        task="add a request body for updating a customer's billing address",
        sessions=(
            Session(
                "codex",
                11,
                (
                    U(
                        'Add POST /customers/{id}/notes taking {"body": str, "pinned": bool}. Heads-up: '
                        "our request models forbid extra fields, so a typo'd key is a 422 rather than "
                        "silently ignored. Follow what InvoiceCreate does."
                    ),
                    Run("sed -n '1,120p' app/schemas.py", SCHEMAS),
                    Run(
                        'rg -n "APIRouter" app/api',
                        'app/api/invoices.py:9:router = APIRouter(prefix="/invoices", tags=["invoices"])\n'
                        'app/api/customers.py:8:router = APIRouter(prefix="/customers", tags=["customers"])\n',
                    ),
                    Edit(
                        "app/schemas.py",
                        "class InvoiceCreate(BaseModel):",
                        "class NoteIn(BaseModel):\n    body: str\n    pinned: bool = False\n\n"
                        "    class Config:\n        extra = Extra.forbid\n\n\nclass InvoiceCreate(BaseModel):",
                    ),
                    Edit(
                        "app/api/customers.py",
                        'router = APIRouter(prefix="/customers", tags=["customers"])\n',
                        'router = APIRouter(prefix="/customers", tags=["customers"])\n\n\n'
                        '@router.post("/{customer_id}/notes", status_code=201)\n'
                        "def add_note(customer_id: int, note: NoteIn, session: Session = Depends(get_session)) -> dict:\n"
                        "    created = CustomerRepository(session).add_note(customer_id, note.body, note.pinned)\n"
                        '    return {"id": created.id}\n',
                    ),
                    Write("tests/test_customer_notes.py", NOTES_TEST),
                    Run(
                        "uv run pytest -q tests/test_customer_notes.py",
                        pytest_ok([("tests/test_customer_notes.py", "..")], 0.44),
                    ),
                    Run("uv run mypy app", "Success: no issues found in 31 source files\n"),
                    A(
                        "POST /customers/{id}/notes is in; `NoteIn` forbids extra fields like "
                        "`InvoiceCreate`, and a test checks that a misspelt key gets a 422."
                    ),
                ),
            ),
        ),
    ),
    Scenario(
        id="py-plain-pagination",
        kind="none",
        stack="python",
        project=P,
        distractor="plain",
        lesson="",
        expect=(),
        task="add sorting by due date to the invoice list",
        sessions=(
            Session(
                "codex",
                27,
                (
                    U(
                        "GET /invoices returns everything. Add limit/offset pagination, default 50, max 200."
                    ),
                    Run("sed -n '1,120p' app/api/invoices.py", INVOICE_API),
                    Run("sed -n '1,120p' app/repositories/invoices.py", REPO),
                    Edit(
                        "app/repositories/invoices.py",
                        "    def get(self, invoice_id: int) -> Invoice | None:\n",
                        "    def page(self, limit: int, offset: int) -> list[Invoice]:\n"
                        "        stmt = select(Invoice).order_by(Invoice.id).limit(limit).offset(offset)\n"
                        "        return list(self.session.scalars(stmt))\n\n"
                        "    def get(self, invoice_id: int) -> Invoice | None:\n",
                    ),
                    Edit(
                        "app/api/invoices.py",
                        '@router.get("/{invoice_id}", response_model=InvoiceOut)\n',
                        '@router.get("", response_model=list[InvoiceOut])\n'
                        "def list_invoices(limit: int = Query(50, le=200), offset: int = 0,\n"
                        "                  session: Session = Depends(get_session)) -> list[InvoiceOut]:\n"
                        "    return [InvoiceOut.from_orm(i) for i in InvoiceRepository(session).page(limit, offset)]\n\n\n"
                        '@router.get("/{invoice_id}", response_model=InvoiceOut)\n',
                    ),
                    Run(
                        "uv run pytest -q tests/test_invoices.py",
                        pytest_ok([("tests/test_invoices.py", "..............")], 1.01),
                    ),
                    Run("uv run ruff check app", "All checks passed!\n"),
                    A(
                        "`GET /invoices` now takes `limit` (default 50, max 200) and `offset`, ordered by id."
                    ),
                    U("perfect"),
                ),
            ),
        ),
    ),
]
