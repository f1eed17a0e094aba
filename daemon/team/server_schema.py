"""The team server's schema: numbered migrations of the PostgreSQL tables.

`kenning_schema_version` holds one row per applied migration. `migrate`
applies the missing ones in one transaction under an advisory lock, so two
laptops joining at once never run a migration twice. A server whose schema
is newer than this kenning knows is refused with the fix (upgrade kenning).

Every shared row carries `seq` (from one sequence) and `txid`, the id of the
transaction that wrote it. Readers pull in (txid, seq) order and only rows
whose transaction ended before every transaction still running
(`pg_snapshot_xmin`): a writer that took a lower `seq` but commits later can
never be skipped, because while it runs its txid is at least that horizon.
"""

from __future__ import annotations

from collections.abc import Callable

import psycopg

__all__ = ["MIGRATIONS", "SERVER_SCHEMA_VERSION", "migrate", "server_version"]

#: an advisory lock key of our own ("kenning" in ASCII)
_LOCK_KEY = 0x6B656E6E696E67

_TXID = "bigint NOT NULL DEFAULT (pg_current_xact_id()::text::bigint)"
_SEQ = "bigint NOT NULL DEFAULT nextval('kenning_seq')"


def _m001_team_tables(cur: psycopg.Cursor[tuple[object, ...]]) -> None:
    cur.execute(
        f"""
        CREATE SEQUENCE kenning_seq;
        CREATE TABLE teams (
            id bigserial PRIMARY KEY,
            name text NOT NULL UNIQUE,
            created_at timestamptz NOT NULL DEFAULT now()
        );
        CREATE TABLE members (
            team_id bigint NOT NULL REFERENCES teams ON DELETE CASCADE,
            origin uuid NOT NULL,
            member text NOT NULL,
            machine text NOT NULL,
            joined_at timestamptz NOT NULL DEFAULT now(),
            last_seen timestamptz NOT NULL DEFAULT now(),
            PRIMARY KEY (team_id, origin)
        );
        CREATE TABLE rules (
            team_id bigint NOT NULL REFERENCES teams ON DELETE CASCADE,
            content_hash text NOT NULL,
            rule_id text NOT NULL,
            content text NOT NULL,
            category text NOT NULL,
            tags jsonb NOT NULL,
            scope text NOT NULL,
            kind text NOT NULL,
            type text NOT NULL,
            verification jsonb,
            evidence jsonb NOT NULL DEFAULT '[]',
            member text NOT NULL,
            machine text NOT NULL,
            origin uuid NOT NULL,
            created_at timestamptz NOT NULL,
            seq {_SEQ},
            txid {_TXID},
            PRIMARY KEY (team_id, content_hash)
        );
        CREATE INDEX rules_pull ON rules (team_id, txid, seq);
        CREATE TABLE events (
            team_id bigint NOT NULL REFERENCES teams ON DELETE CASCADE,
            event_id uuid NOT NULL,
            rule_hash text NOT NULL,
            kind text NOT NULL CHECK (kind IN ('helpful', 'harmful')),
            weight double precision NOT NULL,
            source text NOT NULL,
            member text NOT NULL,
            machine text NOT NULL,
            origin uuid NOT NULL,
            created_at timestamptz NOT NULL,
            seq {_SEQ},
            txid {_TXID},
            PRIMARY KEY (team_id, event_id)
        );
        CREATE INDEX events_pull ON events (team_id, txid, seq);
        CREATE TABLE tombstones (
            team_id bigint NOT NULL REFERENCES teams ON DELETE CASCADE,
            tombstone_id text NOT NULL,
            pattern text NOT NULL,
            is_regex boolean NOT NULL,
            reason text NOT NULL,
            replacement text,
            member text NOT NULL,
            machine text NOT NULL,
            origin uuid NOT NULL,
            created_at timestamptz NOT NULL,
            seq {_SEQ},
            txid {_TXID},
            PRIMARY KEY (team_id, tombstone_id)
        );
        CREATE INDEX tombstones_pull ON tombstones (team_id, txid, seq);
        CREATE TABLE toxic (
            team_id bigint NOT NULL REFERENCES teams ON DELETE CASCADE,
            content_hash text NOT NULL,
            content text NOT NULL,
            reason text NOT NULL,
            member text NOT NULL,
            machine text NOT NULL,
            origin uuid NOT NULL,
            created_at timestamptz NOT NULL,
            seq {_SEQ},
            txid {_TXID},
            PRIMARY KEY (team_id, content_hash)
        );
        CREATE INDEX toxic_pull ON toxic (team_id, txid, seq);
        -- a member's data deleted (`kenning team leave --delete-my-data`): replicas
        -- drop every row of that origin when they pull this row
        CREATE TABLE removals (
            team_id bigint NOT NULL REFERENCES teams ON DELETE CASCADE,
            origin uuid NOT NULL,
            created_at timestamptz NOT NULL DEFAULT now(),
            seq {_SEQ},
            txid {_TXID},
            PRIMARY KEY (team_id, seq)
        );
        CREATE INDEX removals_pull ON removals (team_id, txid, seq);
        """
    )


#: the numbered migrations, in order; never edit one that has shipped
MIGRATIONS: list[tuple[str, Callable[[psycopg.Cursor[tuple[object, ...]]], None]]] = [
    ("m001_team_tables", _m001_team_tables),
]
SERVER_SCHEMA_VERSION = len(MIGRATIONS)


def server_version(conn: psycopg.Connection[tuple[object, ...]]) -> int:
    """The schema version of the server (0 when kenning never ran there)."""
    with conn.cursor() as cur:
        cur.execute("SELECT to_regclass('kenning_schema_version') IS NOT NULL")
        row = cur.fetchone()
        if not row or not row[0]:
            return 0
        cur.execute("SELECT coalesce(max(version), 0) FROM kenning_schema_version")
        found = cur.fetchone()
        return int(str(found[0])) if found else 0


def migrate(conn: psycopg.Connection[tuple[object, ...]]) -> list[str]:
    """Apply the missing migrations in one transaction; returns their names.

    Raises:
        RuntimeError: the server's schema is newer than this kenning (the
            caller turns it into a `TeamServerError` with the fix).
    """
    applied: list[str] = []
    with conn.transaction(), conn.cursor() as cur:
        cur.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK_KEY,))
        cur.execute(
            "CREATE TABLE IF NOT EXISTS kenning_schema_version ("
            " version integer PRIMARY KEY, name text NOT NULL,"
            " applied_at timestamptz NOT NULL DEFAULT now())"
        )
        current = server_version(conn)
        if current > SERVER_SCHEMA_VERSION:
            raise RuntimeError(
                f"the team server's schema is version {current}; "
                f"this kenning knows {SERVER_SCHEMA_VERSION}"
            )
        for number, (name, step) in enumerate(MIGRATIONS, start=1):
            if number <= current:
                continue
            step(cur)
            cur.execute(
                "INSERT INTO kenning_schema_version (version, name) VALUES (%s, %s)",
                (number, name),
            )
            applied.append(name)
    return applied
