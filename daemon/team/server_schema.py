"""The team server's schema: numbered migrations of the PostgreSQL tables.

`kenning_schema_version` holds one row per applied migration. `migrate`
applies the missing ones in one transaction under an advisory lock, so two
laptops joining at once never run a migration twice. A server whose schema
is newer than this kenning knows is refused with the fix (upgrade kenning).

Every shared row carries `seq`, taken from one sequence by a trigger under a
per-team advisory lock held until the writer commits (m002): within a team,
seq order is commit order, so a reader pages by seq and never skips a row
(m001 also stamped transaction ids; they restart on another cluster, so a
restored server hid new rows below old cursors: m002 drops them). The same
trigger stamps `member` with the role PostgreSQL authenticated, and
row-level security lets a role write and delete only its own rows (an admin
any). `kenning_server` names the server (a random id, an epoch): see
team/proof.py for how a laptop proves the server still holds what it synced.
"""

from __future__ import annotations

from collections.abc import Callable

import psycopg

__all__ = [
    "ADMIN_ROLE",
    "MEMBER_GRANTS",
    "MEMBER_ROLE",
    "MIGRATIONS",
    "PULLED",
    "SERVER_SCHEMA_VERSION",
    "grant",
    "migrate",
    "server_version",
]

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


#: the roles `kenning team init` grants to (docs/team.md: the SQL an admin runs)
MEMBER_ROLE = "kenning_member"
ADMIN_ROLE = "kenning_admin"
#: the tables a replica pulls, each with the column that keys a row
PULLED: dict[str, str] = {
    "rules": "content_hash",
    "events": "event_id",
    "tombstones": "tombstone_id",
    "toxic": "content_hash",
    "retired": "content_hash",
    "removals": "origin",
}
#: the first key of the per-team advisory lock writers hold ("kenn")
_WRITE_LOCK = 0x6B656E6E


def _m002_identity_roles_and_order(cur: psycopg.Cursor[tuple[object, ...]]) -> None:
    """The server's identity and epoch, rows stamped by the engine, row-level security.

    - `kenning_server`: one row, a random id written here and an epoch, so a
      laptop knows the server it syncs with is the one it last synced with
      (a server reset to empty has another id; `kenning_restored` moves the
      epoch when a member finds the server lost rows, or an admin restored it).
    - Every shared row's `member` is the role PostgreSQL authenticated
      (`current_user`, set by a trigger whatever the client sent), and its
      `seq` is taken under a per-team advisory lock held to commit: within a
      team, seq order is commit order, so a reader paging by seq never skips
      a row (the transaction ids of m001 are dropped: they restart on another
      cluster, and a restored server hid new rows below old cursors).
    - Row-level security: everyone reads, a member writes and deletes only
      rows that carry their role; an admin (`kenning_admin`, or the tables'
      owner) deletes any and retires any rule (`retired`). A mark's weight is
      in (0, 1]; a row's time is never later than the server's clock.
    - `members.token`: written with each upload, so a laptop can prove the
      server still holds its last upload.
    """
    pulled_old = ("rules", "events", "tombstones", "toxic", "removals")
    drops = "\n".join(
        f"DROP INDEX IF EXISTS {t}_pull; ALTER TABLE {t} DROP COLUMN IF EXISTS txid;"
        f" CREATE INDEX {t}_seq ON {t} (team_id, seq);"
        for t in pulled_old
    )
    cur.execute(
        f"""
        CREATE TABLE kenning_server (
            one boolean PRIMARY KEY DEFAULT true CHECK (one),
            id uuid NOT NULL,
            epoch bigint NOT NULL DEFAULT 1 CHECK (epoch > 0),
            created_at timestamptz NOT NULL DEFAULT now()
        );
        INSERT INTO kenning_server (id) VALUES (gen_random_uuid());
        {drops}
        ALTER TABLE members ADD COLUMN token uuid;
        ALTER TABLE removals ADD COLUMN member text NOT NULL DEFAULT current_user;
        CREATE TABLE retired (
            team_id bigint NOT NULL REFERENCES teams ON DELETE CASCADE,
            content_hash text NOT NULL,
            reason text NOT NULL,
            member text NOT NULL DEFAULT current_user,
            machine text NOT NULL,
            origin uuid NOT NULL,
            created_at timestamptz NOT NULL,
            seq {_SEQ},
            PRIMARY KEY (team_id, content_hash)
        );
        CREATE INDEX retired_seq ON retired (team_id, seq);
        -- marks a forger could weigh at will: bounded (a heavier one counts 1, one
        -- of no weight, or none at all, goes)
        UPDATE events SET weight = 1 WHERE weight > 1 AND weight < 'Infinity';
        DELETE FROM events WHERE NOT (weight > 0 AND weight <= 1);
        ALTER TABLE events ADD CONSTRAINT events_weight CHECK (weight > 0 AND weight <= 1);

        CREATE FUNCTION kenning_stamp() RETURNS trigger LANGUAGE plpgsql
        SET search_path FROM CURRENT AS $$
        BEGIN
            -- one writer per team from its first row to its commit: seq order is
            -- commit order, so a reader paging by seq never skips a row
            PERFORM pg_advisory_xact_lock({_WRITE_LOCK}, (NEW.team_id % 2147483647)::integer);
            NEW.seq := nextval('kenning_seq');
            -- a removal names whose rows replicas drop: an admin's may name anyone
            IF TG_TABLE_NAME <> 'removals' OR NOT kenning_is_admin() THEN
                NEW.member := current_user;
            END IF;
            NEW.created_at := least(NEW.created_at, now());
            RETURN NEW;
        END $$;
        CREATE FUNCTION kenning_member_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            NEW.member := current_user;
            RETURN NEW;
        END $$;
        CREATE TRIGGER members_stamp BEFORE INSERT OR UPDATE ON members
            FOR EACH ROW EXECUTE FUNCTION kenning_member_stamp();

        CREATE FUNCTION kenning_is_admin() RETURNS boolean LANGUAGE sql STABLE
        SET search_path FROM CURRENT AS $$
            SELECT pg_has_role(current_user, c.relowner, 'MEMBER')
                OR coalesce((SELECT pg_has_role(current_user, r.oid, 'MEMBER')
                             FROM pg_roles r WHERE r.rolname = '{ADMIN_ROLE}'), false)
            FROM pg_class c WHERE c.oid = 'rules'::regclass
        $$;
        -- a member found the server lost rows (or an admin restored it): every
        -- laptop re-uploads and pulls again; the sequence moves past what the
        -- caller saw (by at most a billion), so no seq a replica holds is reused
        CREATE FUNCTION kenning_restored(seen bigint) RETURNS bigint LANGUAGE plpgsql
        SECURITY DEFINER SET search_path FROM CURRENT AS $$
        DECLARE
            moved bigint;
            last bigint;
        BEGIN
            UPDATE kenning_server SET epoch = epoch + 1 RETURNING epoch INTO moved;
            SELECT last_value INTO last FROM kenning_seq;
            IF seen > last THEN
                PERFORM setval('kenning_seq', least(seen, last + 1000000000));
            END IF;
            RETURN moved;
        END $$;
        REVOKE ALL ON FUNCTION kenning_restored(bigint) FROM PUBLIC;
        """
    )
    for table in PULLED:
        cur.execute(
            f"CREATE TRIGGER {table}_stamp BEFORE INSERT ON {table}"
            " FOR EACH ROW EXECUTE FUNCTION kenning_stamp()"
        )
    for table in (*PULLED, "members"):
        cur.execute(
            f"""
            ALTER TABLE {table} ALTER COLUMN member SET DEFAULT current_user;
            ALTER TABLE {table} ENABLE ROW LEVEL SECURITY;
            CREATE POLICY kenning_read ON {table} FOR SELECT USING (true);
            CREATE POLICY kenning_delete ON {table} FOR DELETE
                USING (member = current_user OR kenning_is_admin());
            """
        )
    own = "member = current_user"
    others_rule = (
        "EXISTS (SELECT 1 FROM rules r WHERE r.team_id = {0}.team_id"
        " AND r.content_hash = {0}.content_hash AND r.member <> current_user)"
    )
    checks = {
        "rules": own,
        "events": own,
        "tombstones": own,
        "removals": own,
        # forgetting another member's rule hides it for everyone only for an admin
        "toxic": f"{own} AND (kenning_is_admin() OR NOT {others_rule.format('toxic')})",
        # retiring a rule for the team: its author, or an admin
        "retired": f"{own} AND (kenning_is_admin() OR NOT {others_rule.format('retired')})",
        "members": own,
    }
    for table, check in checks.items():
        cur.execute(f"CREATE POLICY kenning_write ON {table} FOR INSERT WITH CHECK ({check})")
    cur.execute(
        f"CREATE POLICY kenning_touch ON members FOR UPDATE USING ({own}) WITH CHECK ({own})"
    )


#: the numbered migrations, in order; never edit one that has shipped
MIGRATIONS: list[tuple[str, Callable[[psycopg.Cursor[tuple[object, ...]]], None]]] = [
    ("m001_team_tables", _m001_team_tables),
    ("m002_identity_roles_and_order", _m002_identity_roles_and_order),
]
SERVER_SCHEMA_VERSION = len(MIGRATIONS)

#: what a member's role may do (docs/team.md lists the same; a test holds them equal)
MEMBER_GRANTS = (
    "GRANT SELECT ON teams, members, rules, events, tombstones, toxic, retired, removals,"
    " kenning_server, kenning_schema_version TO {member}",
    "GRANT INSERT ON teams, members, rules, events, tombstones, toxic, retired, removals"
    " TO {member}",
    "GRANT UPDATE (machine, last_seen, token) ON members TO {member}",
    "GRANT DELETE ON members, rules, events, tombstones, toxic, retired TO {member}",
    "GRANT USAGE ON SEQUENCE kenning_seq, teams_id_seq TO {member}",
    "GRANT EXECUTE ON FUNCTION kenning_restored(bigint) TO {member}",
)


def grant(conn: psycopg.Connection[tuple[object, ...]]) -> list[str]:
    """Grant the member role what a member needs on this database's kenning
    tables; returns the roles granted to (none when the role does not exist).

    The roles are the admin's to create (docs/team.md: `kenning_admin` is a
    member of `kenning_member`, so admins get these too). Idempotent.
    """
    done: list[str] = []
    with conn.transaction(), conn.cursor() as cur:
        cur.execute("SELECT to_regrole(%s) IS NOT NULL", (MEMBER_ROLE,))
        row = cur.fetchone()
        if row and row[0]:
            for statement in MEMBER_GRANTS:
                cur.execute(statement.format(member=MEMBER_ROLE))
            done.append(MEMBER_ROLE)
    return done


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

    A server already at this version is only read (no privilege beyond a
    member's is needed); applying migrations takes the privileges of the
    tables' owner (the admin: `kenning team init`).

    Raises:
        RuntimeError: the server's schema is newer than this kenning (the
            caller turns it into a `TeamServerError` with the fix).
    """
    applied: list[str] = []
    current = server_version(conn)
    if current > SERVER_SCHEMA_VERSION:
        raise RuntimeError(
            f"the team server's schema is version {current}; "
            f"this kenning knows {SERVER_SCHEMA_VERSION}"
        )
    if current == SERVER_SCHEMA_VERSION:
        return applied  # up to date: a member's role needs no CREATE to join
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
