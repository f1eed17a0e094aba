"""The team's PostgreSQL server: every statement kenning runs there.

Connections take a libpq URL or a service name (`service=acme`), so TLS and
authentication are Postgres's own (`sslmode`, roles, `.pgpass`,
`pg_service.conf`); each member connects as their own role, and the server
stamps every row with it (server_schema.py). Uploads go through COPY into a
temporary table and one `INSERT … ON CONFLICT DO NOTHING`, keyed by (team,
content hash) for rules and (team, event id) for events: sending a row
twice, or two laptops sending the same rule at once, leaves one row. Pulls
read pages in seq order (gap-free for readers, see server_schema.py).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
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

# they import psycopg too: after the check
from .server_schema import PULLED, grant, migrate, server_version

__all__ = [
    "Check",
    "TeamServer",
    "open_server",
    "redact_url",
    "scrub",
    "strip_password",
    "url_has_password",
]

Row = tuple[Any, ...]
Conn = psycopg.Connection[tuple[Any, ...]]

#: the columns a member uploads per table (who wrote it is the server's to
#: say: `member` is the role it authenticated), with the SQL cast of each from text
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
    "retired": (
        (
            ("content_hash", "text"),
            ("reason", "text"),
            ("created_at", "timestamptz"),
        ),
        "team_id, content_hash",
    ),
}
#: the rows of these tables that hide another member's rule for everyone are
#: an admin's to write (row-level security refuses them, server_schema.py):
#: left out of the upload, so the rest of the batch goes in
_ADMIN_ONLY = (
    " WHERE kenning_is_admin() OR NOT EXISTS (SELECT 1 FROM rules r WHERE r.team_id = %s"
    " AND r.content_hash = s.content_hash AND r.member <> current_user)"
)

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
    "retired": f"content_hash, reason, member, machine, origin::text, {_ISO}",
    "removals": "origin::text, member",
}
#: a store's own marks come back to it (so every laptop scores a rule from the
#: same marks, team/view.py); its other rows never do
_OWN_COME_BACK = frozenset({"events"})

# -- passwords: never echoed, never stored ------------------------------------------

#: `scheme://user:password@` (to take the password out of a URL)
_URL_PASSWORD = re.compile(r"(?P<head>[A-Za-z][\w+.-]*://[^\s:/@]*):(?P<pw>[^\s@/]*)@")
#: `user:password@` anywhere (to scrub a message: a mistyped scheme too, and a
#: password holding `@` or `/` whole)
_ANY_PASSWORD = re.compile(r"(?<![^\s/\"'=])(?P<head>[^\s:/@'\"]*):(?P<pw>(?!/)[^\s'\"]*)@")
#: `password=...` in a key/value string or a query (quoted or not)
_KV_PASSWORD = re.compile(
    r"(?P<head>\bpassword\s*=\s*)(?P<pw>'(?:[^'\\]|\\.)*'|[^\s&]*)", re.IGNORECASE
)


def scrub(text: str) -> str:
    """`text` with every password of a connection string in it replaced by `***`."""
    text = _ANY_PASSWORD.sub(lambda m: f"{m['head']}:***@", text)
    return _KV_PASSWORD.sub(lambda m: f"{m['head']}***", text)


def url_has_password(url: str) -> bool:
    """Does this URL or connection string carry a password?"""
    return scrub(url) != url


def strip_password(url: str) -> str:
    """The URL or connection string without its password (libpq then takes it
    from ~/.pgpass, the service file or PGPASSWORD)."""
    url = _URL_PASSWORD.sub(lambda m: f"{m['head']}@", url)
    url = re.sub(r"([?&])password=[^&]*&?", r"\1", url, flags=re.IGNORECASE)
    url = re.sub(r"[?&]$", "", url)
    url = re.sub(r"\s*\bpassword\s*=\s*('(?:[^'\\]|\\.)*'|\S*)", "", url, flags=re.I).strip()
    return _ANY_PASSWORD.sub(lambda m: f"{m['head']}@", url)  # what a mistyped one still holds


def redact_url(url: str) -> str:
    """The URL without its password, for messages and `team status`.

    Never echoes a password, even of a string libpq cannot read (a mistyped
    scheme): the text is scrubbed, not parsed.
    """
    return scrub(url)


def _server_error(exc: psycopg.Error, url: str) -> TeamServerError:
    text = str(exc).strip()
    detail = text.splitlines()[0] if text else type(exc).__name__
    detail = scrub(detail.replace(url, redact_url(url)))
    fix = (
        "check the server is up and the URL (`kenning team status`); local work goes on "
        "and is uploaded at the next `kenning team sync`"
    )
    if "password" in detail.lower() or "authentication" in detail.lower():
        fix = (
            "kenning never stores a password: give libpq yours in ~/.pgpass "
            "(host:port:database:user:password, mode 0600), a service in "
            "~/.pg_service.conf, or PGPASSWORD (docs/team.md)"
        )
    elif isinstance(exc, psycopg.errors.InsufficientPrivilege):
        fix = (
            "your role lacks a privilege kenning needs: ask the team's admin to run "
            "`kenning team init URL` and to grant you kenning_member (docs/team.md)"
        )
    return TeamServerError(f"the team server {redact_url(url)} failed: {detail}", fix=fix)


@dataclass(frozen=True)
class Check:
    """What the server says of itself and of this store, read at a sync's start."""

    #: the server's random id (made when kenning's schema was), and its epoch
    server_id: str
    epoch: int
    #: the token this store's last upload left on its member row (None: no row)
    token: str | None
    #: is the last row this store pulled still there (None: no row to look for)?
    anchor_held: bool | None


class TeamServer:
    """One open connection to the team server."""

    def __init__(self, conn: Conn, url: str) -> None:
        self.conn = conn
        self.url = url

    # -- the schema, teams and members --------------------------------------------------

    def migrate(self) -> list[str]:
        """Bring the server schema up to date (see server_schema.migrate).

        Raises:
            TeamServerError: the schema is newer than this kenning, or older and
                this role may not upgrade it (the admin's `kenning team init`).
        """
        try:
            return migrate(self.conn)
        except RuntimeError as exc:
            raise TeamServerError(
                f"{exc}.", fix="upgrade kenning on this machine (`pip install -U kenning`)"
            ) from exc
        except psycopg.errors.InsufficientPrivilege as exc:
            found = server_version(self.conn)
            raise TeamServerError(
                f"the team server's kenning schema is at version {found} and this role "
                f"({self.role()}) may not create or upgrade it.",
                fix="ask the team's admin to run `kenning team init URL` once (docs/team.md)",
            ) from exc

    def grant(self) -> list[str]:
        """Grant the member role its privileges (server_schema.grant)."""
        return grant(self.conn)

    def role(self) -> str:
        """The role PostgreSQL authenticated this connection as (the member's name)."""
        with self.conn.cursor() as cur:
            cur.execute("SELECT current_user::text")
            row = cur.fetchone()
        return str(row[0]) if row else ""

    def is_admin(self) -> bool:
        """May this role retire any member's rule for the team (server_schema.py)?"""
        with self.conn.cursor() as cur:
            cur.execute("SELECT kenning_is_admin()")
            row = cur.fetchone()
        return bool(row and row[0])

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

    def touch_member(
        self, cur: psycopg.Cursor[Row], team: int, prov: Sequence[str], token: str | None = None
    ) -> None:
        """Record this store as a member's machine (`prov`: machine, origin); with
        `token`, the token of the upload in this transaction (team/proof.py)."""
        machine, origin = prov
        cur.execute(
            "INSERT INTO members (team_id, origin, machine, token) VALUES (%s, %s, %s, %s)"
            " ON CONFLICT (team_id, origin) DO UPDATE SET last_seen = now(),"
            " machine = excluded.machine, token = coalesce(excluded.token, members.token)",
            (team, origin, machine, token),
        )

    def register(self, team: int, prov: Sequence[str]) -> None:
        with self.conn.transaction(), self.conn.cursor() as cur:
            self.touch_member(cur, team, prov)

    # -- what the server holds -------------------------------------------------------

    def check(self, team: int, origin: str, anchor: Sequence[Any] | None) -> Check:
        """The server's id and epoch, this store's upload token, and whether the
        last row this store pulled is still there (`anchor`: table, seq, key,
        origin, member), or was removed with its member's data."""
        held: bool | None = None
        with self.conn.transaction(), self.conn.cursor() as cur:
            cur.execute("SELECT id::text, epoch FROM kenning_server")
            server = cur.fetchone()
            cur.execute(
                "SELECT token::text FROM members WHERE team_id = %s AND origin = %s::uuid",
                (team, origin),
            )
            member = cur.fetchone()
            if anchor is not None:
                table, seq, key, row_origin, row_member = anchor
                column = PULLED[str(table)]  # a fixed table name, never the caller's text
                cur.execute(
                    f"SELECT EXISTS (SELECT 1 FROM {table} WHERE team_id = %s AND seq = %s"
                    f" AND {column}::text = %s) OR EXISTS (SELECT 1 FROM removals"
                    " WHERE team_id = %s AND origin = %s::uuid AND member = %s)",
                    (team, seq, key, team, row_origin, row_member),
                )
                found = cur.fetchone()
                held = bool(found and found[0])
        assert server is not None
        return Check(str(server[0]), int(server[1]), member[0] if member else None, held)

    def restored(self, seen: int) -> int:
        """Tell every member the server lost rows: the epoch moves (every laptop then
        re-uploads and pulls again) and the sequence passes `seen`; the new epoch."""
        with self.conn.transaction(), self.conn.cursor() as cur:
            cur.execute("SELECT kenning_restored(%s)", (seen,))
            row = cur.fetchone()
        assert row is not None
        return int(row[0])

    # -- uploads -----------------------------------------------------------------

    def push(
        self,
        table: str,
        team: int,
        prov: Sequence[str],
        rows: Sequence[dict[str, Any]],
        token: str | None = None,
    ) -> int:
        """Upload rows of one table in one transaction; returns how many were new.

        `token` is left on this store's member row in the same transaction, so
        the server holding it proves it holds this upload (team/proof.py).
        """
        columns, key = _PUSH[table]
        names = [c for c, _ in columns]
        staging = f"kenning_in_{table}"
        with self.conn.transaction(), self.conn.cursor() as cur:
            self.touch_member(cur, team, prov, token)
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
            params: tuple[Any, ...] = (team, *prov)
            where = ""
            if table in ("toxic", "retired"):
                where = _ADMIN_ONLY
                params = (*params, team)
            cur.execute(
                f"INSERT INTO {table} (team_id, machine, origin, {', '.join(names)})"
                f" SELECT %s, %s, %s::uuid, {selected} FROM {staging} s{where}"
                f" ON CONFLICT ({key}) DO NOTHING",
                params,
            )
            return max(cur.rowcount, 0)

    # -- downloads ---------------------------------------------------------------

    @contextmanager
    def snapshot(self) -> Iterator[None]:
        """One repeatable-read transaction, so the pages of every table agree."""
        with self.conn.transaction(), self.conn.cursor() as cur:
            cur.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
            yield

    def page(
        self, table: str, team: int, after: int, limit: int, origin: str
    ) -> tuple[list[Row], int]:
        """Rows of a table past seq `after`, in seq order, each ending with its
        seq; and the new cursor.

        Rows `origin` (the pulling store) uploaded itself are left out (it has
        them), except its marks (`_OWN_COME_BACK`).
        """
        mine = (
            ""
            if table == "removals" or table in _OWN_COME_BACK
            else " AND (origin <> %(origin)s::uuid OR member <> current_user)"
        )
        with self.conn.cursor() as cur:
            cur.execute(
                f"SELECT {_PULL[table]}, seq FROM {table}"
                f" WHERE team_id = %(team)s AND seq > %(seq)s{mine}"
                " ORDER BY seq LIMIT %(limit)s",
                {"team": team, "seq": after, "limit": limit, "origin": origin},
            )
            rows = cur.fetchall()
        if not rows:
            return [], after
        return rows, int(rows[-1][-1])

    def waiting(self, team: int, cursors: dict[str, int], origin: str) -> dict[str, int]:
        """How many rows of each table this replica has not pulled yet."""
        out: dict[str, int] = {}
        with self.conn.transaction(), self.conn.cursor() as cur:
            for table, after in cursors.items():
                mine = (
                    ""
                    if table in _OWN_COME_BACK
                    else " AND (origin <> %s::uuid OR member <> current_user)"
                )
                cur.execute(
                    f"SELECT count(*) FROM {table} WHERE team_id = %s AND seq > %s{mine}",
                    (team, after) if not mine else (team, after, origin),
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
                " (SELECT count(*) FROM retired WHERE team_id = %(t)s),"
                " (SELECT count(DISTINCT member) FROM members WHERE team_id = %(t)s),"
                " (SELECT count(*) FROM members WHERE team_id = %(t)s)",
                {"t": team},
            )
            row = cur.fetchone()
        assert row is not None
        keys = ("rules", "events", "tombstones", "toxic", "retired", "members", "machines")
        return {k: int(v) for k, v in zip(keys, row, strict=True)}

    def delete_origin(self, team: int, origin: str) -> dict[str, int]:
        """Delete every row this role uploaded from one store, and tell the replicas
        to drop them too (row-level security keeps other members' rows)."""
        deleted: dict[str, int] = {}
        with self.conn.transaction(), self.conn.cursor() as cur:
            cur.execute("INSERT INTO removals (team_id, origin) VALUES (%s, %s)", (team, origin))
            for table in ("events", "rules", "tombstones", "toxic", "retired", "members"):
                cur.execute(
                    f"DELETE FROM {table} WHERE team_id = %s AND origin = %s"
                    " AND member = current_user",
                    (team, origin),
                )
                deleted[table] = max(cur.rowcount, 0)
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
            failed a statement (the message never shows a password).
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
