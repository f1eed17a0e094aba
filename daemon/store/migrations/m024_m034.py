"""Migrations from 024: each rule's stored derivation (m024).

`STEPS` lists them in the order they run (the package's `migrations` runs the
eras in turn); never edit one that has shipped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kenning.daemon.store.migrations.m013_m023 import logged_bump
from kenning.daemon.store.rule_derivations import BATCH, CHECKED, rederive

if TYPE_CHECKING:
    from kenning.daemon.store.migrations import Schema

__all__ = ["STEPS"]

#: the columns a rule's text and facts are written in: an update of one of them
#: is a change of the playbook (the derivation's own columns are not)
_RULE_COLUMNS = (
    "id, content, content_hash, category, tags, scope, scope_key, kind, type, state, "
    "maturity, pinned, pinned_reason, search_pointer, verification, provenance, "
    "half_life_days, origin, created_at, updated_at"
)


def m024_rule_derivations(db: Schema) -> None:
    # The checks a rule derives from what it rules out (core/derived.py) were
    # derived again by every process that built a playbook's checks: ~3 s at
    # 100,000 rules, paid by the language server's first open and by every
    # `kenning audit` without a daemon (issue 28). Each row now keeps its
    # derivation (`derived`: encoded checks, NULL when it derives none) and the
    # version of the code that made it (`derived_v`), written with the row
    # (store/rules.py); rows of another version are derived again when read
    # (store/rule_derivations.py). `bullets_checked` holds just the rows that
    # carry a check (derived or written); its WHERE is `rule_derivations.CHECKED`,
    # word for word. `bullets_derived_v` finds the stale rows without a scan.
    # The update trigger of m018 fires only on the rule's own columns, so a
    # derivation written again is no change of the playbook. A text changed
    # by a writer that left its derivation as it was (a kenning from before
    # this migration, beside this one) makes the row stale (`derived_v` NULL):
    # it is derived again when read. (The trigger cannot tell such a writer
    # from this one writing a text whose derivation did not change, which
    # goes stale too and is derived again, to the same, once.) Existing rows
    # are derived here, a batch at a time.
    db.executescript(
        "ALTER TABLE bullets ADD COLUMN derived TEXT;"
        "ALTER TABLE bullets ADD COLUMN derived_v TEXT;"
        + logged_bump(
            "bullets_version_u",
            f"UPDATE OF {_RULE_COLUMNS}",
            "bullets",
            "NEW.id",
            " AND OLD.id = NEW.id",
        )
        + """
        CREATE TRIGGER IF NOT EXISTS bullets_derived_stale AFTER UPDATE OF content ON bullets
        WHEN NEW.content IS NOT OLD.content AND NEW.derived IS OLD.derived
            AND NEW.derived_v IS OLD.derived_v
        BEGIN
            UPDATE bullets SET derived_v = NULL WHERE id = NEW.id;
        END;
        """
    )
    rederive(db.conn, BATCH)
    db.executescript(
        f"CREATE INDEX IF NOT EXISTS bullets_checked ON bullets(state) WHERE {CHECKED};"
        "CREATE INDEX IF NOT EXISTS bullets_derived_v ON bullets(derived_v);"
    )


#: this era's migrations, in the order they run
STEPS = (m024_rule_derivations,)
