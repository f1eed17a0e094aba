"""Second development set of the labelled learning corpus (written as a held-out set,
then used to develop the extractors; the held-out set is scenarios_test.py).

Six projects in stacks the dev half does not use much: a Rust ledger service
(cargo, clippy, sqlx, tokio), a Postgres warehouse schema migrated with
flyway and psql, infra/CI scripts (GitHub Actions, bash, shellcheck, Docker
compose, make), a Kotlin/Spring orders service (gradle, JUnit), a Rails
shop (bundle, rspec, rubocop) and a small Python/TypeScript app. Sessions
are written the way agents work: the lesson is one moment inside ordinary
work, among reads, builds, one-off asks and chit-chat.

These files are data. They are not tuned to any extractor: keep it that way.

The scenarios live in one module per project (`dev2_<project>.py`, a long
project in two: `dev2_<project>_more.py`); this module gathers them in order.
"""

from __future__ import annotations

from . import (
    dev2_infra,
    dev2_infra_more,
    dev2_ledger,
    dev2_ledger_more,
    dev2_orders,
    dev2_orders_more,
    dev2_shopfront,
    dev2_shopfront_more,
    dev2_tally,
    dev2_warehouse,
)
from .model import Scenario

__all__ = ["SCENARIOS", "SPLIT"]

SPLIT = "dev"

SCENARIOS: list[Scenario] = [
    *dev2_ledger.SCENARIOS,
    *dev2_ledger_more.SCENARIOS,
    *dev2_warehouse.SCENARIOS,
    *dev2_infra.SCENARIOS,
    *dev2_infra_more.SCENARIOS,
    *dev2_orders.SCENARIOS,
    *dev2_orders_more.SCENARIOS,
    *dev2_shopfront.SCENARIOS,
    *dev2_shopfront_more.SCENARIOS,
    *dev2_tally.SCENARIOS,
]
