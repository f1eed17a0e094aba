"""Migrations 006 to 012: the indexes grown since, and the team: deferred full-text
indexing (m006), Codex ids and watched projects (m008), feedback summaries (m009), the
team replica (m010), the trigram index (m011), team summaries (m012).

`STEPS` lists them in the order they run (the package's `migrations` runs the
eras in turn); never edit one that has shipped.
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kenning.daemon.store.migrations import Schema

__all__ = ["STEPS"]


def m006_fts_deferred(db: Schema) -> None:
    # Ingestion indexes the messages a transaction inserted with one
    # INSERT ... SELECT before COMMIT instead of one trigger call per row
    # (measured: ~68 -> ~39 us of CPU per stored message). While the writer's
    # transaction holds a row in `fts_deferred`, the triggers leave rows with
    # id > `above` (the rows this transaction added) alone; the writer indexes
    # them, with their final values, and deletes the row before COMMIT. Other
    # connections never see the row (it is never committed), so every other
    # writer keeps the per-row triggers.
    db.executescript(
        """
        CREATE TABLE fts_deferred (above INTEGER NOT NULL);

        DROP TRIGGER messages_ai;
        DROP TRIGGER messages_ad;
        DROP TRIGGER messages_au;
        CREATE TRIGGER messages_ai AFTER INSERT ON messages
        WHEN NOT EXISTS (SELECT 1 FROM fts_deferred WHERE new.id > above) BEGIN
            INSERT INTO messages_fts(rowid, text, role, author)
            VALUES (new.id, new.text, new.role, coalesce(new.author, ''));
        END;
        CREATE TRIGGER messages_ad AFTER DELETE ON messages
        WHEN NOT EXISTS (SELECT 1 FROM fts_deferred WHERE old.id > above) BEGIN
            INSERT INTO messages_fts(messages_fts, rowid, text, role, author)
            VALUES ('delete', old.id, old.text, old.role, coalesce(old.author, ''));
        END;
        CREATE TRIGGER messages_au AFTER UPDATE ON messages
        WHEN NOT EXISTS (SELECT 1 FROM fts_deferred WHERE old.id > above) BEGIN
            INSERT INTO messages_fts(messages_fts, rowid, text, role, author)
            VALUES ('delete', old.id, old.text, old.role, coalesce(old.author, ''));
            INSERT INTO messages_fts(rowid, text, role, author)
            VALUES (new.id, new.text, new.role, coalesce(new.author, ''));
        END;
        """
    )


def m007_drop_messages_created(db: Schema) -> None:
    # No query reads messages by `created_at` through this index (time
    # filters compare coalesce(m.created_at, s.started_at, ...), which no
    # index serves; newest-first search walks the FTS5 rowids), yet keeping it
    # cost ingestion a third of its page writes: rows of many sessions land
    # all over it. Measured on the bench corpus (251,738 messages): 2.9 -> 1.9
    # GB written by the writer, about a tenth of its CPU.
    db.executescript("DROP INDEX IF EXISTS messages_created;")


#: the end of a Codex rollout's name: `rollout-<time>-<session uuid>`
_UUID_GLOB = "-".join("[0-9a-fA-F]" * n for n in (8, 4, 4, 4, 12))


def m008_codex_ids_and_projects(db: Schema) -> None:
    # Codex sessions were named by their file path below `sessions/`; they are
    # now named by Codex's own session id (the uuid that ends the file name,
    # = session_meta.id). Each renamed session keeps its old id as an alias,
    # so ids quoted before (summaries, notes, scripts) still resolve; every
    # table with a `session_id` column follows the rename.
    db.executescript(
        """
        CREATE TABLE IF NOT EXISTS session_aliases (
            alias TEXT PRIMARY KEY,
            session_id TEXT NOT NULL
        );
        CREATE INDEX IF NOT EXISTS session_aliases_session ON session_aliases(session_id);
        -- project folders added with `kenning watch PATH`
        CREATE TABLE IF NOT EXISTS watched_projects (
            path TEXT PRIMARY KEY,
            added_at TEXT NOT NULL
        );
        """
    )
    conn = db.conn
    rows = conn.execute(
        "SELECT id, substr(native_id, -36) FROM sessions WHERE agent = 'codex' "
        "AND substr(native_id, -36) GLOB ? AND length(native_id) > 36",
        (_UUID_GLOB,),
    ).fetchall()
    if not rows:
        return
    tables = [
        name
        for (name,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'sessions' "
            "AND sql NOT LIKE 'CREATE VIRTUAL%'"
        )
        if any(col[1] == "session_id" for col in conn.execute(f'PRAGMA table_info("{name}")'))
        and name != "session_aliases"
    ]
    columns = [col[1] for col in conn.execute("PRAGMA table_info(sessions)")]
    copied = ", ".join("?" if c in ("id", "native_id") else c for c in columns)
    for old, native in rows:
        new = f"codex:{native.lower()}"
        if conn.execute("SELECT 1 FROM sessions WHERE id = ?", (new,)).fetchone():
            continue  # already there (read again under the new id): keep both
        params = [new if c == "id" else native.lower() for c in columns if c in ("id", "native_id")]
        names = ", ".join(columns)
        conn.execute(
            f"INSERT INTO sessions ({names}) SELECT {copied} FROM sessions WHERE id = ?",
            (*params, old),
        )
        for table in tables:
            conn.execute(
                f'UPDATE OR IGNORE "{table}" SET session_id = ? WHERE session_id = ?', (new, old)
            )
        conn.execute("UPDATE sessions SET parent_id = ? WHERE parent_id = ?", (new, old))
        conn.execute("DELETE FROM sessions WHERE id = ?", (old,))
        conn.execute(
            "INSERT OR REPLACE INTO session_aliases (alias, session_id) VALUES (?, ?)", (old, new)
        )


def m009_feedback_summary(db: Schema) -> None:
    # Each rule's feedback as of its last event (daemon/store/feedback_summary.py):
    # the playbook loads one row per rule instead of every event. Triggers
    # mark a rule dirty on any change of its events, whoever writes them, so a
    # stale row is never read as current; the rows start dirty and are
    # computed here with the default half-life.
    db.executescript(
        """
        CREATE TABLE IF NOT EXISTS feedback_summary (
            bullet_id TEXT PRIMARY KEY,
            half_life_days REAL,
            at TEXT,
            helpful REAL NOT NULL,
            harmful REAL NOT NULL,
            helpful_count INTEGER NOT NULL,
            harmful_count INTEGER NOT NULL,
            last_helpful_at TEXT
        );
        CREATE TABLE IF NOT EXISTS feedback_dirty (bullet_id TEXT PRIMARY KEY);
        CREATE TRIGGER IF NOT EXISTS feedback_dirty_i AFTER INSERT ON feedback_events BEGIN
            INSERT OR IGNORE INTO feedback_dirty (bullet_id) VALUES (new.bullet_id);
        END;
        CREATE TRIGGER IF NOT EXISTS feedback_dirty_d AFTER DELETE ON feedback_events BEGIN
            INSERT OR IGNORE INTO feedback_dirty (bullet_id) VALUES (old.bullet_id);
        END;
        CREATE TRIGGER IF NOT EXISTS feedback_dirty_u AFTER UPDATE ON feedback_events BEGIN
            INSERT OR IGNORE INTO feedback_dirty (bullet_id) VALUES (old.bullet_id);
            INSERT OR IGNORE INTO feedback_dirty (bullet_id) VALUES (new.bullet_id);
        END;
        INSERT OR IGNORE INTO feedback_dirty (bullet_id)
            SELECT DISTINCT bullet_id FROM feedback_events;
        """
    )
    from kenning.daemon.core.scoring import DEFAULT_HALF_LIFE_DAYS
    from kenning.daemon.store.feedback_summary import refresh

    refresh(db.conn, DEFAULT_HALF_LIFE_DAYS)


def m010_team_replica(db: Schema) -> None:
    # The local side of `kenning team` (daemon/team/): the link to one team on
    # a PostgreSQL server, the sync cursors, and a replica of what the other
    # members shared, so every command works with the server down. Pending
    # uploads need no outbox of their own: they are the local rows past the
    # upload cursors, and a cursor moves only after the server has committed.
    db.executescript(
        """
        CREATE TABLE IF NOT EXISTS team_link (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            url TEXT NOT NULL,
            team TEXT NOT NULL,
            member TEXT NOT NULL,
            machine TEXT NOT NULL,
            share_evidence INTEGER NOT NULL DEFAULT 0,
            interval_s REAL NOT NULL DEFAULT 60,
            joined_at TEXT NOT NULL,
            last_sync_at TEXT,
            last_error TEXT,
            last_error_at TEXT
        );
        -- what identifies this store's rows on the server (stable across leave/join,
        -- so an event uploaded twice keeps one id)
        INSERT OR IGNORE INTO meta (key, value) VALUES ('team_origin', lower(
            hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2)
            || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2)
            || '-' || hex(randomblob(6))));
        -- (a, b): upload cursors use a = the last local row id sent; download
        -- cursors are (a, b) = (txid, seq) of the last server row applied
        CREATE TABLE IF NOT EXISTS team_cursors (
            name TEXT PRIMARY KEY,
            a INTEGER NOT NULL,
            b INTEGER NOT NULL DEFAULT 0
        );
        -- content hashes / tombstone ids this store has uploaded
        CREATE TABLE IF NOT EXISTS team_shared (
            kind TEXT NOT NULL,
            key TEXT NOT NULL,
            PRIMARY KEY (kind, key)
        ) WITHOUT ROWID;
        -- keyed by the server's seq, which also anchors the full-text index
        CREATE TABLE IF NOT EXISTS team_rules (
            seq INTEGER PRIMARY KEY,
            content_hash TEXT NOT NULL UNIQUE,
            rule_id TEXT NOT NULL,
            content TEXT NOT NULL,
            category TEXT NOT NULL,
            tags TEXT NOT NULL,
            scope TEXT NOT NULL,
            kind TEXT NOT NULL,
            type TEXT NOT NULL,
            verification TEXT,
            evidence TEXT NOT NULL DEFAULT '[]',
            member TEXT NOT NULL,
            machine TEXT NOT NULL,
            origin TEXT NOT NULL,
            created_at TEXT NOT NULL
        );
        CREATE INDEX IF NOT EXISTS team_rules_id ON team_rules(rule_id);
        -- the briefing finds team rules by words like global ones (bullets_fts);
        -- filled a page at a time by team/local.py (a trigger per row costs 4x)
        CREATE VIRTUAL TABLE IF NOT EXISTS team_rules_fts USING fts5(
            id UNINDEXED, content, category, tags, tokenize = 'porter unicode61'
        );
        CREATE TRIGGER IF NOT EXISTS team_rules_fts_ad AFTER DELETE ON team_rules BEGIN
            DELETE FROM team_rules_fts WHERE rowid = old.seq;
        END;
        -- keyed by the server's seq (unique, and nearly ascending as pulled, so a
        -- first pull of a million marks appends instead of inserting at random
        -- uuids); the pull cursor moves with each page, so no event comes twice
        CREATE TABLE IF NOT EXISTS team_events (
            seq INTEGER PRIMARY KEY,
            event_id TEXT NOT NULL,
            rule_hash TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('helpful', 'harmful')),
            weight REAL NOT NULL,
            source TEXT NOT NULL,
            member TEXT NOT NULL,
            machine TEXT NOT NULL,
            origin TEXT NOT NULL,
            created_at TEXT NOT NULL
        );
        CREATE TABLE IF NOT EXISTS team_tombstones (
            id TEXT PRIMARY KEY,
            pattern TEXT NOT NULL,
            is_regex INTEGER NOT NULL,
            reason TEXT NOT NULL,
            replacement TEXT,
            member TEXT NOT NULL,
            machine TEXT NOT NULL,
            origin TEXT NOT NULL,
            created_at TEXT NOT NULL,
            seq INTEGER NOT NULL
        );
        CREATE TABLE IF NOT EXISTS team_toxic (
            content_hash TEXT PRIMARY KEY,
            content TEXT NOT NULL,
            reason TEXT NOT NULL,
            member TEXT NOT NULL,
            machine TEXT NOT NULL,
            origin TEXT NOT NULL,
            created_at TEXT NOT NULL,
            seq INTEGER NOT NULL
        );
        """
    )


def m011_messages_trigram(db: Schema) -> None:
    # unicode61 indexes a run of Japanese, Chinese or Thai (scripts written
    # without spaces) as one token, so no word inside it can be found. A
    # trigram FTS5 index (SQLite >= 3.34) finds any substring of three or
    # more characters. It holds only the messages with such text (their text
    # is stored twice, the rest not at all) and is kept by its own per-row
    # triggers: the GLOB that picks the rows is cheap beside indexing.
    # Without the trigram tokenizer the table is left out and search falls
    # back to unicode61 (search.py checks for the table).
    from kenning.daemon.core.scripts import NOSPACE_GLOB

    try:
        db.execute("CREATE VIRTUAL TABLE messages_trigram USING fts5(text, tokenize = 'trigram')")
    except sqlite3.OperationalError:  # no such tokenizer: SQLite < 3.34
        return
    glob = NOSPACE_GLOB.replace("'", "''")
    db.executescript(
        f"""
        INSERT INTO messages_trigram(rowid, text)
            SELECT id, text FROM messages WHERE text GLOB '{glob}';
        CREATE TRIGGER messages_trigram_ai AFTER INSERT ON messages
        WHEN new.text GLOB '{glob}' BEGIN
            INSERT INTO messages_trigram(rowid, text) VALUES (new.id, new.text);
        END;
        CREATE TRIGGER messages_trigram_ad AFTER DELETE ON messages
        WHEN old.text GLOB '{glob}' BEGIN
            DELETE FROM messages_trigram WHERE rowid = old.id;
        END;
        CREATE TRIGGER messages_trigram_au AFTER UPDATE OF text ON messages
        WHEN old.text GLOB '{glob}' OR new.text GLOB '{glob}' BEGIN
            DELETE FROM messages_trigram WHERE rowid = old.id;
            INSERT INTO messages_trigram(rowid, text)
                SELECT new.id, new.text WHERE new.text GLOB '{glob}';
        END;
        """
    )


def m012_team_summary(db: Schema) -> None:
    # The team's marks on each rule folded into one row (daemon/store/team_summary.py),
    # kept as each pulled page is applied: a cold process reads one row per
    # marked rule instead of a million marks. The index finds one rule's marks
    # (a rule computed again after a member's data left, `why`, a rule scored
    # from its marks), computed here from the replica with the default half-life.
    db.executescript(
        """
        CREATE TABLE IF NOT EXISTS team_summary (
            rule_hash TEXT PRIMARY KEY,
            half_life_days REAL,
            at TEXT,
            helpful REAL NOT NULL,
            harmful REAL NOT NULL,
            helpful_count INTEGER NOT NULL,
            harmful_count INTEGER NOT NULL,
            last_helpful_at TEXT
        );
        CREATE INDEX IF NOT EXISTS team_events_rule ON team_events(rule_hash);
        """
    )
    from kenning.daemon.store.team_summary import rebuild

    rebuild(db.conn, stamp=False)  # m014 adds the stamps


#: this era's migrations, in the order they run
STEPS = (
    m006_fts_deferred,
    m007_drop_messages_created,
    m008_codex_ids_and_projects,
    m009_feedback_summary,
    m010_team_replica,
    m011_messages_trigram,
    m012_team_summary,
)
