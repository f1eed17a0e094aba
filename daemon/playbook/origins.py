"""Rules shared with the playbook from outside this store and repository: the seam.

`Playbook.load` merges three origins: the stored rules, the repository's
`.kenning/playbook.yaml`, and the rules a team shares (the replica of
daemon/team/, when a team is joined). The team package sits above the
playbook (its view shapes the team's rules with the playbook's curation and
cache age), so the playbook does not import it: whoever builds a playbook
hands in a `SharedSource` (`team.view.team_view`), as `Playbook.load(...,
shared=...)` or `PlaybookCache(..., shared=...)`. The operations layer, the
language server and the CLI do; a caller below the team package (retrieval,
the session audit) takes a loaded playbook or the source from its own caller.
Without one, the playbook is the store's rules and the repository's.

`SharedRules` is what the playbook reads of one such view; its fields are the
ones `scored.score_all` scores with (see team/view.py for how they are kept).
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol

from kenning.daemon.core.models import Rule, Tombstone
from kenning.daemon.core.scoring import EventView, ScoreBreakdown
from kenning.daemon.store.db import Store
from kenning.daemon.store.feedback_summary import Summary

if TYPE_CHECKING:
    from kenning.daemon.core.config import Settings

__all__ = ["SharedRules", "SharedSource"]


class SharedRules(Protocol):
    """One view of the shared rules, at the moment it was asked for."""

    #: the shared rules not held here (a local rule with the same text wins)
    rules: list[Rule]
    tombstones: list[Tombstone]
    #: every mark on each rule the team marked (by the id it has here), this
    #: store's included, folded: the rule is scored from this alone
    summaries: dict[str, Summary]
    #: the maturity the marks earn, of each rule held here the team also holds
    #: (by id): shown in place of the stored one, so every laptop shows the same
    maturities: dict[str, str]
    #: the score of each marked shared rule (by id) at the moment asked for
    scores: dict[str, ScoreBreakdown]
    #: the scored shared rules of earlier loads, kept by the view for the
    #: playbook to reuse while rule and score are the same objects
    memo: dict[str, Any]
    plain: dict[str, Any]

    def events_of(self, rule_id: str) -> list[EventView]:
        """Every mark on one rule, this store's included (when its summary cannot serve)."""
        ...


class SharedSource(Protocol):
    """Reads the shared rules of a store as of `now` (None: nothing shared)."""

    def __call__(
        self, store: Store, settings: Settings, now: datetime, *, exact: bool = False
    ) -> SharedRules | None:
        """`exact`: every score at `now` (a moment was asked for), never a patched view."""
        ...
