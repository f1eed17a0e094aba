"""The held-out split of the labelled learning corpus.

Seven projects in stacks the dev splits do not use: a .NET clinic portal
(ASP.NET Core, EF Core, xUnit), a Laravel venue-booking app (composer,
artisan, phpunit, phpstan), Terraform for an edge platform (tflint, S3
state with DynamoDB locks, Atlantis), a Kotlin Android field-notes app
(gradle, Compose, Room), an Elixir/Phoenix rota app (mix, Ecto,
LiveView), a Django survey service (poetry, celery) and a parcel-tracking
monorepo (npm workspaces, express, zod, jest, plus a Go router service
with sqlc). The lesson of each scenario is one moment inside ordinary
work, among reads, builds, one-off asks and chit-chat.

These files are data for a fair test: they are not tuned to any extractor and
the people tuning the learning code do not read it. Keep it that way.

The scenarios live in one module per project (`heldout_<project>.py`, a long
project in two: `heldout_<project>_more.py`); this module gathers them in order.
"""

from __future__ import annotations

from . import (
    heldout_clinic,
    heldout_edge,
    heldout_edge_more,
    heldout_fieldnotes,
    heldout_parcel,
    heldout_rota,
    heldout_survey,
    heldout_venue,
    heldout_venue_more,
)
from .model import Scenario

__all__ = ["SCENARIOS", "SPLIT"]

SPLIT = "test"

SCENARIOS: list[Scenario] = [
    *heldout_clinic.SCENARIOS,
    *heldout_venue.SCENARIOS,
    *heldout_venue_more.SCENARIOS,
    *heldout_edge.SCENARIOS,
    *heldout_edge_more.SCENARIOS,
    *heldout_fieldnotes.SCENARIOS,
    *heldout_rota.SCENARIOS,
    *heldout_survey.SCENARIOS,
    *heldout_parcel.SCENARIOS,
]
