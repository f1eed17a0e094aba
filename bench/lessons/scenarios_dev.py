"""The dev split of the labelled learning corpus: Python, TypeScript and Go projects.

Four projects: `billing-api` (FastAPI, SQLAlchemy, alembic, uv), `storefront`
(Next.js, Prisma, pnpm, vitest), `ratelimit` (Go) and `payouts-worker`
(Python, Celery, httpx). The scenarios live in one module per project
(`dev_<project>.py`), recurring errors and reverts of the three largest in
`dev_<project>_breaks.py`.
"""

from __future__ import annotations

from . import (
    dev_billing,
    dev_billing_breaks,
    dev_payouts,
    dev_ratelimit,
    dev_ratelimit_breaks,
    dev_storefront,
    dev_storefront_breaks,
)
from .model import Scenario

SPLIT = "dev"

SCENARIOS: list[Scenario] = [
    *dev_billing.SCENARIOS,
    *dev_billing_breaks.SCENARIOS,
    *dev_storefront.SCENARIOS,
    *dev_storefront_breaks.SCENARIOS,
    *dev_ratelimit.SCENARIOS,
    *dev_ratelimit_breaks.SCENARIOS,
    *dev_payouts.SCENARIOS,
]
