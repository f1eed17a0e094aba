# ruff: noqa: E501
"""Dev scenarios of `billing-api` where something breaks: recurring errors and reverted changes."""

from __future__ import annotations

from .dev_billing import TESTS_OK, A, P, U
from .model import Edit, Read, Run, Scenario, Session
from .outputs import Fail, git_status, pytest_fail, pytest_ok, uv_sync

PG_DOWN = """tests/conftest.py:31: in engine
    conn = engine.connect()
.venv/lib/python3.12/site-packages/sqlalchemy/engine/base.py:3278: in connect
    return self._connection_cls(self)
.venv/lib/python3.12/site-packages/psycopg/connection.py:748: in connect
    raise last_ex.with_traceback(None)
E   sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: connection to server at "127.0.0.1", port 5432 failed: Connection refused
E   \tIs the server running on that host and accepting TCP/IP connections?
E   (Background on this error at: https://sqlalche.me/e/20/e3q8)"""

PG_SHORT = (
    "sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: "
    'connection to server at "127.0.0.1", port 5432 failed: Connection refused'
)

COMPOSE_UP = """[+] Running 2/2
 ✔ Network billing-api_default       Created                                   0.1s
 ✔ Container billing-api-postgres-1  Started                                   0.4s
"""

ORM_MODE_FAIL = """ImportError while loading conftest '/srv/billing-api/tests/conftest.py'.
tests/conftest.py:12: in <module>
    from app.main import app
app/main.py:5: in <module>
    from app.api import invoices, payments
app/api/invoices.py:6: in <module>
    from app.schemas import InvoiceOut
app/schemas.py:18: in <module>
    class InvoiceOut(BaseModel):
.venv/lib/python3.12/site-packages/pydantic/_internal/_model_construction.py:113: in __new__
    config_wrapper = ConfigWrapper.for_model(bases, namespace, kwargs)
E   pydantic.errors.PydanticUserError: `orm_mode` is not a valid config option. Did you mean `from_attributes`?
E
E   For further information visit https://errors.pydantic.dev/2.9/u/config-key-removed
"""

WEBHOOK_TESTS = (
    "test_signature_rejected",
    "test_event_is_idempotent",
    "test_unknown_event_type_ignored",
    "test_invoice_paid_event",
    "test_payment_failed_event",
    "test_replay_window",
)

NOT_UP_TO_DATE = """INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.
INFO  [alembic.runtime.migration] Will assume transactional DDL.
ERROR [alembic.util.messaging] Target database is not up to date.
  FAILED: Target database is not up to date.
"""

CUSTOMER_MODEL = """class Customer(Base):
    __tablename__ = "customers"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str]
    email: Mapped[str] = mapped_column(unique=True)
"""

ASYNC_ENV_FAIL = """Traceback (most recent call last):
  File "/srv/billing-api/.venv/bin/alembic", line 8, in <module>
    sys.exit(main())
  File "/srv/billing-api/migrations/env.py", line 61, in run_migrations_online
    asyncio.run(run_async_migrations(connectable))
  File "/usr/lib/python3.12/asyncio/runners.py", line 190, in run
    raise RuntimeError(
RuntimeError: asyncio.run() cannot be called from a running event loop
sys:1: RuntimeWarning: coroutine 'run_async_migrations' was never awaited
"""


SCENARIOS = [
    Scenario(
        id="py-postgres-compose",
        kind="error_fix",
        stack="python",
        project=P,
        lesson="When the test suite cannot connect to Postgres on 5432, start it with `docker compose up -d postgres`.",
        expect=(
            ("compose up", "docker compose", "docker-compose"),
            ("postgres", "database", "5432", "db"),
        ),
        task="write an integration test for the partial refund flow",
        sessions=(
            Session(
                "claude_code",
                12,
                (
                    U("test_payments is missing a case for captures on a voided invoice. Add one."),
                    Read(
                        "tests/test_payments.py",
                        """def test_capture_marks_invoice_paid(client, make_invoice):
    inv = make_invoice(amount_cents=1200)
    resp = client.post(f"/payments/{inv.id}/capture")
    assert resp.status_code == 200
    assert client.get(f"/invoices/{inv.id}").json()["status"] == "paid"
""",
                    ),
                    Edit(
                        "tests/test_payments.py",
                        '    assert client.get(f"/invoices/{inv.id}").json()["status"] == "paid"\n',
                        '    assert client.get(f"/invoices/{inv.id}").json()["status"] == "paid"\n\n\n'
                        "def test_capture_on_void_invoice_is_rejected(client, make_invoice):\n"
                        '    inv = make_invoice(amount_cents=1200, status="void")\n'
                        '    resp = client.post(f"/payments/{inv.id}/capture")\n'
                        "    assert resp.status_code == 409\n",
                    ),
                    Run(
                        "uv run pytest -q tests/test_payments.py",
                        pytest_fail(
                            [("tests/test_payments.py", "EE")],
                            [
                                Fail(f"tests/test_payments.py::{t}", PG_DOWN, PG_SHORT, error=True)
                                for t in (
                                    "test_capture_marks_invoice_paid",
                                    "test_capture_on_void_invoice_is_rejected",
                                )
                            ],
                            1.31,
                        ),
                        1,
                    ),
                    A(
                        "The tests can't reach Postgres on 127.0.0.1:5432: the database container isn't "
                        "running. Starting it."
                    ),
                    Run("docker compose up -d postgres", COMPOSE_UP),
                    Run(
                        "uv run pytest -q tests/test_payments.py",
                        pytest_fail(
                            [("tests/test_payments.py", ".F")],
                            [
                                Fail(
                                    "tests/test_payments.py::test_capture_on_void_invoice_is_rejected",
                                    "    def test_capture_on_void_invoice_is_rejected(client, make_invoice):\n"
                                    '        inv = make_invoice(amount_cents=1200, status="void")\n'
                                    '        resp = client.post(f"/payments/{inv.id}/capture")\n'
                                    ">       assert resp.status_code == 409\nE       assert 200 == 409\n"
                                    "E        +  where 200 = <Response [200 OK]>.status_code\n\n"
                                    "tests/test_payments.py:14: AssertionError",
                                    "assert 200 == 409",
                                )
                            ],
                            0.88,
                        ),
                        1,
                    ),
                    A(
                        "Now a real failure: capture doesn't check the invoice status. Adding the guard."
                    ),
                    Edit(
                        "app/services/payments.py",
                        "    invoice = repo.get(invoice_id)\n",
                        '    invoice = repo.get(invoice_id)\n    if invoice.status == "void":\n'
                        '        raise InvoiceStateError("cannot capture a void invoice")\n',
                    ),
                    Run(
                        "uv run pytest -q tests/test_payments.py",
                        pytest_ok([("tests/test_payments.py", "..")], 0.81),
                    ),
                    A("Added the test and the guard in `capture`; the payment tests pass."),
                ),
            ),
            Session(
                "codex",
                31,
                (
                    U(
                        "run the webhook tests and fix whatever is broken, CI is red on test_webhooks"
                    ),
                    Run(
                        "uv run pytest -q tests/test_webhooks.py",
                        pytest_fail(
                            [("tests/test_webhooks.py", "EEEEEE")],
                            [
                                Fail(
                                    f"tests/test_webhooks.py::{t}",
                                    PG_DOWN.replace("conftest.py:31", "conftest.py:33"),
                                    PG_SHORT,
                                    error=True,
                                )
                                for t in WEBHOOK_TESTS
                            ],
                            1.07,
                        ),
                        1,
                    ),
                    A(
                        "Every test errors in setup: Postgres at 127.0.0.1:5432 refuses connections. "
                        "Bringing the database up first."
                    ),
                    Run("docker compose up -d postgres", COMPOSE_UP.replace("Created", "Created ")),
                    Run(
                        "uv run pytest -q tests/test_webhooks.py",
                        pytest_fail(
                            [("tests/test_webhooks.py", ".....F")],
                            [
                                Fail(
                                    "tests/test_webhooks.py::test_event_is_idempotent",
                                    ">       assert count_events(session, evt_id) == 1\nE       assert 2 == 1\n\n"
                                    "tests/test_webhooks.py:58: AssertionError",
                                    "assert 2 == 1",
                                )
                            ],
                            0.96,
                        ),
                        1,
                    ),
                    Read(
                        "app/webhooks/receiver.py",
                        """def receive(session: Session, event: dict) -> None:
    session.add(WebhookEvent(event_id=event["id"], payload=event))
    session.commit()
""",
                    ),
                    Edit(
                        "app/webhooks/receiver.py",
                        '    session.add(WebhookEvent(event_id=event["id"], payload=event))\n',
                        '    if session.scalar(select(WebhookEvent).where(WebhookEvent.event_id == event["id"])):\n'
                        '        return\n    session.add(WebhookEvent(event_id=event["id"], payload=event))\n',
                    ),
                    Run(
                        "uv run pytest -q tests/test_webhooks.py",
                        pytest_ok([("tests/test_webhooks.py", "......")], 0.52),
                    ),
                    A(
                        "The red CI run was the idempotency test: duplicate deliveries were stored "
                        "twice. `receive` now skips an event id it has already stored. Locally the "
                        "database container also had to be started (`docker compose up -d postgres`)."
                    ),
                ),
            ),
        ),
    ),
    Scenario(
        id="py-pydantic-stay-v1",
        kind="revert",
        stack="python",
        project=P,
        lesson="Don't upgrade pydantic past 1.x in billing-api: the billing models depend on orm_mode.",
        expect=(
            ("pydantic",),
            ("upgrad", "bump", "pin", "stay on", "past", "keep", "don't", "avoid"),
            ("1.x", "v1", "<2", "2.x", "v2", "orm_mode", "pydantic 1", "pydantic 2"),
        ),
        task="refresh the project's dependencies to pick up this month's security fixes",
        sessions=(
            Session(
                "claude_code",
                18,
                (
                    U(
                        "dependabot says there are new versions of fastapi and pydantic. Bump them and "
                        "make sure things still pass."
                    ),
                    Run(
                        "uv lock --upgrade-package fastapi --upgrade-package pydantic",
                        "Resolved 61 packages in 1.02s\nUpdated fastapi v0.99.1 -> v0.115.4\n"
                        "Updated pydantic v1.10.18 -> v2.9.2\nAdded pydantic-core v2.23.4\n",
                    ),
                    Run(
                        "uv sync",
                        uv_sync(
                            [
                                "- pydantic==1.10.18",
                                "+ pydantic==2.9.2",
                                "+ pydantic-core==2.23.4",
                                "- fastapi==0.99.1",
                                "+ fastapi==0.115.4",
                            ],
                            61,
                        ),
                    ),
                    Run("uv run pytest -q", ORM_MODE_FAIL, 4),
                    A(
                        "pydantic 2 removed `orm_mode`; our schemas use it in every `Config`. I can "
                        "migrate them to `model_config = ConfigDict(from_attributes=True)` and replace "
                        "`from_orm` with `model_validate`."
                    ),
                    Read(
                        "app/schemas.py",
                        """class InvoiceOut(BaseModel):
    id: int
    number: str
    amount_cents: int
    status: str

    class Config:
        orm_mode = True
""",
                    ),
                    U(
                        "undo that, the billing models depend on orm_mode and the partner SDK pins "
                        "pydantic 1. Stay on 1.x for now."
                    ),
                    Run(
                        "git checkout -- pyproject.toml uv.lock && uv sync",
                        uv_sync(
                            [
                                "- pydantic==2.9.2",
                                "- pydantic-core==2.23.4",
                                "+ pydantic==1.10.18",
                                "- fastapi==0.115.4",
                                "+ fastapi==0.99.1",
                            ],
                            60,
                        ),
                    ),
                    Run("uv run pytest -q", TESTS_OK),
                    A(
                        "Reverted: pyproject.toml and uv.lock are back to pydantic 1.10.18 / fastapi "
                        "0.99.1 and the suite passes."
                    ),
                    Run("git status", git_status("main")),
                ),
            ),
        ),
    ),
    Scenario(
        id="py-alembic-upgrade-before-autogenerate",
        kind="error_fix",
        stack="python",
        project=P,
        lesson="alembic `Target database is not up to date`: run `alembic upgrade head` before `revision --autogenerate`.",
        expect=(("upgrade head",), ("autogenerate", "revision", "not up to date", "migration")),
        task="generate a migration for the new tax_region column",
        sessions=(
            Session(
                "aider",
                13,
                (
                    Read("app/models.py", ""),
                    U("add an index on invoices.customer_id and generate the migration"),
                    A("Adding `index=True` to the column."),
                    Edit(
                        "app/models.py",
                        '    customer_id: Mapped[int] = mapped_column(ForeignKey("customers.id"))\n',
                        '    customer_id: Mapped[int] = mapped_column(ForeignKey("customers.id"), index=True)\n',
                    ),
                    Run(
                        'uv run alembic revision --autogenerate -m "invoices customer_id index"',
                        NOT_UP_TO_DATE,
                    ),
                    Run(
                        "uv run alembic upgrade head",
                        "INFO  [alembic.runtime.migration] Running upgrade 3f5a8b2c6d71 -> 7c1d2e9a4b10, payments refunded_at\n",
                    ),
                    Run(
                        'uv run alembic revision --autogenerate -m "invoices customer_id index"',
                        "INFO  [alembic.autogenerate.compare] Detected added index 'ix_invoices_customer_id' on '('customer_id',)'\n"
                        "  Generating migrations/versions/b2e4f61d0c35_invoices_customer_id_index.py ...  done\n",
                    ),
                    U("looks right, thanks"),
                ),
            ),
            Session(
                "claude_code",
                38,
                (
                    U(
                        "Customers need a preferred_language for the invoice emails (en, de, fr), default en. "
                        "Model + migration please."
                    ),
                    Read("app/models.py", CUSTOMER_MODEL),
                    Edit(
                        "app/models.py",
                        "    email: Mapped[str] = mapped_column(unique=True)\n",
                        "    email: Mapped[str] = mapped_column(unique=True)\n"
                        '    preferred_language: Mapped[str] = mapped_column(String(2), server_default="en")\n',
                    ),
                    Run(
                        'uv run alembic revision --autogenerate -m "customer preferred language"',
                        NOT_UP_TO_DATE,
                        255,
                    ),
                    A(
                        "Alembic refuses to autogenerate: my local database is behind the latest revision. "
                        "Upgrading it to head first, then generating."
                    ),
                    Run(
                        "uv run alembic upgrade head",
                        "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\n"
                        "INFO  [alembic.runtime.migration] Will assume transactional DDL.\n"
                        "INFO  [alembic.runtime.migration] Running upgrade 9a0c3d2e1f44 -> e5d7c9b1a203, dunning stage\n",
                    ),
                    Run(
                        'uv run alembic revision --autogenerate -m "customer preferred language"',
                        "INFO  [alembic.autogenerate.compare] Detected added column 'customers.preferred_language'\n"
                        "  Generating migrations/versions/0d8e2a7f5c19_customer_preferred_language.py ...  done\n",
                    ),
                    Run(
                        "uv run alembic upgrade head && uv run alembic downgrade -1 && uv run alembic upgrade head",
                        "INFO  [alembic.runtime.migration] Running upgrade e5d7c9b1a203 -> 0d8e2a7f5c19, customer preferred language\n"
                        "INFO  [alembic.runtime.migration] Running downgrade 0d8e2a7f5c19 -> e5d7c9b1a203, customer preferred language\n"
                        "INFO  [alembic.runtime.migration] Running upgrade e5d7c9b1a203 -> 0d8e2a7f5c19, customer preferred language\n",
                    ),
                    Run("uv run pytest -q", TESTS_OK),
                    A(
                        "Added `customers.preferred_language` (2 chars, server default 'en') with "
                        "migration 0d8e2a7f5c19; it round-trips and the suite passes."
                    ),
                ),
            ),
        ),
    ),
    Scenario(
        id="py-alembic-env-stays-sync",
        kind="revert",
        stack="python",
        project=P,
        lesson="Keep alembic's migrations/env.py on the synchronous engine; switching it to an async engine broke migrations and was reverted.",
        expect=(("env.py", "alembic", "migration"), ("async",)),
        task="run the schema migrations from the new deploy job",
        sessions=(
            Session(
                "aider",
                24,
                (
                    Read("migrations/env.py", ""),
                    Read("app/db.py", ""),
                    U(
                        "app/db.py moved to the async engine last week. make migrations/env.py use "
                        "the same async engine so we have one config"
                    ),
                    A(
                        "I'll switch env.py to `async_engine_from_config` and run migrations through "
                        "`connection.run_sync`."
                    ),
                    Edit(
                        "migrations/env.py",
                        '    connectable = engine_from_config(\n        config.get_section(config.config_ini_section), prefix="sqlalchemy."\n    )\n',
                        '    connectable = async_engine_from_config(\n        config.get_section(config.config_ini_section), prefix="sqlalchemy."\n    )\n'
                        "    asyncio.run(run_async_migrations(connectable))\n",
                    ),
                    Run("uv run alembic upgrade head", ASYNC_ENV_FAIL),
                    Run(
                        "uv run pytest -q tests/test_migrations.py",
                        pytest_fail(
                            [("tests/test_migrations.py", "F.")],
                            [
                                Fail(
                                    "tests/test_migrations.py::test_upgrade_downgrade_roundtrip",
                                    "E   RuntimeError: asyncio.run() cannot be called from a running event loop\n\n"
                                    "migrations/env.py:61: RuntimeError",
                                    "RuntimeError: asyncio.run() cannot be called from a running event loop",
                                )
                            ],
                            0.8,
                        ),
                    ),
                    U("/undo"),
                    U(
                        "let's not. env.py stays on the sync engine, the test harness and the deploy job "
                        "both call alembic from inside an event loop"
                    ),
                    Run(
                        "uv run pytest -q tests/test_migrations.py",
                        pytest_ok([("tests/test_migrations.py", "..")], 0.7),
                    ),
                    A(
                        "Understood, env.py is back on `engine_from_config` and the migration tests pass."
                    ),
                ),
            ),
        ),
    ),
]
