"""The team's PostgreSQL server: every statement kenning runs there.

Connections take a libpq URL or a service name (`service=acme`), so TLS and
authentication are Postgres's own (`sslmode`, roles, `.pgpass`,
`pg_service.conf`). Uploads go through COPY into a temporary table and one
`INSERT … ON CONFLICT DO NOTHING`, keyed by (team, content hash) for rules
and (team, event id) for events: sending a row twice, or two laptops sending
the same rule at once, leaves one row. Pulls read pages in (txid, seq) order
below the snapshot's xmin (see server_schema.py).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from typing import Any

import orjson

from kenning.daemon.core.errors import TeamError, TeamServerError

try:
    import psycopg
except ModuleNotFoundError as exc:  # the `team` extra is not installed
    raise TeamError(
        "team memory needs psycopg (PostgreSQL's driver), which is not installed.",
        fix="pip install 'kenning[team]'",
    ) from exc

from .server_schema import migrate  # it imports psycopg too: after the check

__all__ = ["TeamServer", "open_server", "redact_url"]

Row = tuple[Any, ...]
Conn = psycopg.Connection[tuple[Any, ...]]

#: the columns a member uploads per table (provenance is added by the server
#: side of the statement), with the SQL cast of each from text
_PUSH: dict[str, tuple[tuple[tuple[str, str], ...], str]] = {
    "rules": (
        (
            ("content_hash", "text"),
            ("rule_id", "text"),
            ("content", "text"),
            ("category", "text"),
            ("tags", "jsonb"),
            ("scope", "text"),
            ("kind", "text"),
            ("type", "text"),
            ("verification", "jsonb"),
            ("evidence", "jsonb"),
            ("created_at", "timestamptz"),
        ),
        "team_id, content_hash",
    ),
    "events": (
        (
            ("event_id", "uuid"),
            ("rule_hash", "text"),
            ("kind", "text"),
            ("weight", "double precision"),
            ("source", "text"),
            ("created_at", "timestamptz"),
        ),
        "team_id, event_id",
    ),
    "tombstones": (
        (
            ("tombstone_id", "text"),
            ("pattern", "text"),
            ("is_regex", "boolean"),
            ("reason", "text"),
            ("replacement", "text"),
            ("created_at", "timestamptz"),
        ),
        "team_id, tombstone_id",
    ),
    "toxic": (
        (
            ("content_hash", "text"),
            ("content", "text"),
            ("reason", "text"),
            ("created_at", "timestamptz"),
        ),
        "team_id, content_hash",
    ),
}

_ISO = """to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')"""
#: what a replica pulls per table, in the column order of local.apply_pulled
_PULL = {
    "rules": "content_hash, rule_id, content, category, tags::text, scope, kind, type,"
    f" verification::text, evidence::text, member, machine, origin::text, {_ISO}",
    "events": "event_id::text, rule_hash, kind, weight, source, member, machine, origin::text,"
    f" {_ISO}",
    "tombstones": "tombstone_id, pattern, is_regex::int, reason, replacement, member, machine,"
    f" origin::text, {_ISO}",
    "toxic": f"content_hash, content, reason, member, machine, origin::text, {_ISO}",
    "removals": "origin::text",
}


def redact_url(url: str) -> str:
    """The URL without its password, for messages and `team status`."""
    try:
        info = psycopg.conninfo.conninfo_to_dict(url)
    except psycopg.ProgrammingError:
        return "<unreadable connection string>"
    if "password" not in info:
        return url
    if "://" in url:
        head, _, rest = url.partition("://")
        cred, at, host = rest.rpartition("@")
        if at and ":" in cred:
            return f"{head}://{cred.split(':', 1)[0]}:***@{host}"
    info["password"] = "***"
    return " ".join(f"{k}={v}" for k, v in info.items())


def _server_error(exc: psycopg.Error, url: str) -> TeamServerError:
    detail = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return TeamServerError(
        f"the team server {redact_url(url)} failed: {detail}",
        fix="check the server is up and the URL (`kenning team status`); local work goes on "
        "and is uploaded at the next `kenning team sync`",
    )


class TeamServer:
    """One open connection to the team server."""

    def __init__(self, conn: Conn, url: str) -> None:
        self.conn = conn
        self.url = url

    # -- teams and members ------------------------------------------------------

    def migrate(self) -> list[str]:
        """Bring the server schema up to date (see server_schema.migrate)."""
        try:
            return migrate(self.conn)
        except RuntimeError as exc:
            raise TeamServerError(
                f"{exc}.", fix="upgrade kenning on this machine (`pip install -U kenning`)"
            ) from exc

    def team_id(self, name: str, *, create: bool = False) -> int | None:
        """The id of a team by name (created when asked), or None."""
        with self.conn.transaction(), self.conn.cursor() as cur:
            if create:
                cur.execute(
                    "INSERT INTO teams (name) VALUES (%s) ON CONFLICT (name) DO NOTHING", (name,)
                )
            cur.execute("SELECT id FROM teams WHERE name = %s", (name,))
            row = cur.fetchone()
        return int(row[0]) if row else None

    def touch_member(self, cur: psycopg.Cursor[Row], team: int, prov: Sequence[str]) -> None:
        member, machine, origin = prov
        cur.execute(
            "INSERT INTO members (team_id, origin, member, machine) VALUES (%s, %s, %s, %s)"
            " ON CONFLICT (team_id, origin) DO UPDATE SET last_seen = now(),"
            " member = excluded.member, machine = excluded.machine",
            (team, origin, member, machine),
        )

    def register(self, team: int, prov: Sequence[str]) -> None:
        with self.conn.transaction(), self.conn.cursor() as cur:
            self.touch_member(cur, team, prov)

    # -- uploads -----------------------------------------------------------------

    def push(
        self, table: str, team: int, prov: Sequence[str], rows: Sequence[dict[str, Any]]
    ) -> int:
        """Upload rows of one table in one transaction; returns how many were new."""
        columns, key = _PUSH[table]
        names = [c for c, _ in columns]
        staging = f"kenning_in_{table}"
        with self.conn.transaction(), self.conn.cursor() as cur:
            self.touch_member(cur, team, prov)
            if not rows:
                return 0
            cur.execute(
                f"CREATE TEMP TABLE {staging} ({', '.join(f'{c} text' for c in names)})"
                " ON COMMIT DROP"
            )
            with cur.copy(f"COPY {staging} ({', '.join(names)}) FROM STDIN") as copy:
                for row in rows:
                    copy.write_row([_text(row[c]) for c in names])
            selected = ", ".join(f"s.{c}::{cast}" for c, cast in columns)
            cur.execute(
                f"INSERT INTO {table} (team_id, member, machine, origin, {', '.join(names)})"
                f" SELECT %s, %s, %s, %s::uuid, {selected} FROM {staging} s"
                f" ON CONFLICT ({key}) DO NOTHING",
                (team, *prov),
            )
            return max(cur.rowcount, 0)

    # -- downloads ---------------------------------------------------------------

    @contextmanager
    def snapshot(self) -> Iterator[int]:
        """A repeatable-read transaction; yields the xmin horizon pulls stop below."""
        with self.conn.transaction(), self.conn.cursor() as cur:
            cur.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
            cur.execute("SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint")
            row = cur.fetchone()
            assert row is not None
            yield int(row[0])

    def page(
        self, table: str, team: int, horizon: int, after: tuple[int, int], limit: int, origin: str
    ) -> tuple[list[Row], tuple[int, int]]:
        """Rows of a table past `after` (txid, seq), below `horizon`, each ending with its
        seq; and the new cursor.

        Rows `origin` (the pulling store) uploaded itself are left out: it has them.
        """
        mine = "" if table == "removals" else " AND origin <> %(origin)s::uuid"
        with self.conn.cursor() as cur:
            cur.execute(
                f"SELECT {_PULL[table]}, txid, seq FROM {table}"
                " WHERE team_id = %(team)s AND txid < %(horizon)s"
                f" AND (txid, seq) > (%(txid)s, %(seq)s){mine}"
                " ORDER BY txid, seq LIMIT %(limit)s",
                {"team": team, "horizon": horizon, "txid": after[0], "seq": after[1],
                 "limit": limit, "origin": origin},
            )  # fmt: skip
            rows = cur.fetchall()
        if not rows:
            return [], after
        last = rows[-1]
        return [(*r[:-2], r[-1]) for r in rows], (int(last[-2]), int(last[-1]))

    def waiting(
        self, team: int, cursors: dict[str, tuple[int, int]], origin: str
    ) -> dict[str, int]:
        """How many rows of each table this replica has not pulled yet."""
        out: dict[str, int] = {}
        with self.conn.transaction(), self.conn.cursor() as cur:
            for table, after in cursors.items():
                cur.execute(
                    f"SELECT count(*) FROM {table} WHERE team_id = %s AND (txid, seq) > (%s, %s)"
                    " AND origin <> %s::uuid",
                    (team, after[0], after[1], origin),
                )
                row = cur.fetchone()
                out[table] = int(row[0]) if row else 0
        return out

    def counts(self, team: int) -> dict[str, int]:
        """The team's size: rules, events, tombstones, toxic entries, members, machines."""
        with self.conn.transaction(), self.conn.cursor() as cur:
            cur.execute(
                "SELECT (SELECT count(*) FROM rules WHERE team_id = %(t)s),"
                " (SELECT count(*) FROM events WHERE team_id = %(t)s),"
                " (SELECT count(*) FROM tombstones WHERE team_id = %(t)s),"
                " (SELECT count(*) FROM toxic WHERE team_id = %(t)s),"
                " (SELECT count(DISTINCT member) FROM members WHERE team_id = %(t)s),"
                " (SELECT count(*) FROM members WHERE team_id = %(t)s)",
                {"t": team},
            )
            row = cur.fetchone()
        assert row is not None
        keys = ("rules", "events", "tombstones", "toxic", "members", "machines")
        return {k: int(v) for k, v in zip(keys, row, strict=True)}

    def delete_origin(self, team: int, origin: str) -> dict[str, int]:
        """Delete every row one store uploaded, and tell the replicas to drop them too."""
        deleted: dict[str, int] = {}
        with self.conn.transaction(), self.conn.cursor() as cur:
            for table in ("events", "rules", "tombstones", "toxic", "members"):
                cur.execute(
                    f"DELETE FROM {table} WHERE team_id = %s AND origin = %s", (team, origin)
                )
                deleted[table] = max(cur.rowcount, 0)
            cur.execute("INSERT INTO removals (team_id, origin) VALUES (%s, %s)", (team, origin))
        return deleted

    def close(self) -> None:
        self.conn.close()


def _text(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, (list, dict)):
        return orjson.dumps(value).decode()
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


@contextmanager
def open_server(url: str, *, connect_timeout: int = 5) -> Iterator[TeamServer]:
    """Connect to the team server; psycopg errors become `TeamServerError`.

    Raises:
        TeamServerError: the server cannot be reached, refused the login, or
            failed a statement (the message names the server without its password).
    """
    try:
        conn: Conn = psycopg.connect(
            url, autocommit=True, connect_timeout=connect_timeout, application_name="kenning"
        )
    except psycopg.Error as exc:
        raise _server_error(exc, url) from exc
    server = TeamServer(conn, url)
    try:
        yield server
    except psycopg.Error as exc:
        raise _server_error(exc, url) from exc
    finally:
        with suppress(psycopg.Error):  # a dead connection closes anyway
            conn.close()
