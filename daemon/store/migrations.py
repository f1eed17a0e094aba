"""Numbered schema migrations of the kenning database.

Each `mNNN_*` function runs once, in a transaction, recorded by sqlite-utils
`Migrations`; an existing file is upgraded in place on open. Never edit a
migration that has shipped: add the next number.

Numbers are reserved per area so work can land in any order:
m001 playbook, m002 sessions, m003 embeddings, m004 LLM usage, m005+ learning loop;
m008 Codex session ids and watched project folders; m009 feedback summaries;
m010 the team replica (daemon/team/); m011 the trigram index (search);
m017 the log of which rule each playbook change touched; m019 partial reads;
m022 the trigram triggers' cheaper test; m023 the hover's stored rule terms.
"""

from __future__ import annotations

import sqlite3

from sqlite_utils import Database
from sqlite_utils.migrations import Migrations

migrations = Migrations("kenning")


@migrations()
def m001_playbook(db: Database) -> None:
    db.executescript(
        """
        CREATE TABLE bullets (
            id TEXT PRIMARY KEY,
            content TEXT NOT NULL,
            content_hash TEXT NOT NULL,
            category TEXT NOT NULL DEFAULT 'general',
            tags TEXT NOT NULL DEFAULT '[]',
            scope TEXT NOT NULL DEFAULT 'global',
            scope_key TEXT,
            kind TEXT NOT NULL,
            type TEXT NOT NULL,
            state TEXT NOT NULL,
            maturity TEXT NOT NULL,
            pinned INTEGER NOT NULL DEFAULT 0,
            pinned_reason TEXT,
            search_pointer TEXT,
            verification TEXT,
            provenance TEXT NOT NULL DEFAULT '{}',
            half_life_days REAL,
            origin TEXT NOT NULL DEFAULT 'global',
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE INDEX bullets_hash ON bullets(content_hash);
        CREATE INDEX bullets_state ON bullets(state);

        -- append-only: rows are never updated; undo appends nothing, it deletes
        -- the events an operation added (recorded in oplog)
        CREATE TABLE feedback_events (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            bullet_id TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('helpful', 'harmful')),
            weight REAL NOT NULL DEFAULT 1.0,
            source TEXT NOT NULL DEFAULT 'manual',
            reason TEXT,
            session_id TEXT,
            created_at TEXT NOT NULL
        );
        CREATE INDEX feedback_bullet ON feedback_events(bullet_id, created_at);

        CREATE TABLE tombstones (
            id TEXT PRIMARY KEY,
            pattern TEXT NOT NULL,
            is_regex INTEGER NOT NULL DEFAULT 0,
            reason TEXT NOT NULL,
            replacement TEXT,
            created_at TEXT NOT NULL
        );

        CREATE TABLE toxic (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            content TEXT NOT NULL,
            content_hash TEXT NOT NULL,
            reason TEXT NOT NULL,
            bullet_id TEXT,
            created_at TEXT NOT NULL
        );
        CREATE INDEX toxic_hash ON toxic(content_hash);

        CREATE TABLE conflicts (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            bullet_a TEXT NOT NULL,
            bullet_b TEXT NOT NULL,
            reason TEXT NOT NULL,
            created_at TEXT NOT NULL,
            UNIQUE (bullet_a, bullet_b)
        );

        -- operation log for `kenning undo`: enough to revert each operation
        CREATE TABLE oplog (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            op TEXT NOT NULL,
            summary TEXT NOT NULL,
            undo TEXT NOT NULL,
            undone INTEGER NOT NULL DEFAULT 0,
            created_at TEXT NOT NULL
        );

        -- a monotonic counter bumped by every playbook write, so long-lived
        -- readers (daemon, LSP) know cheaply when to reload
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        INSERT INTO meta (key, value) VALUES ('playbook_version', '0');
        CREATE TRIGGER bullets_version_i AFTER INSERT ON bullets BEGIN
            UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'playbook_version';
        END;
        CREATE TRIGGER bullets_version_u AFTER UPDATE ON bullets BEGIN
            UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'playbook_version';
        END;
        CREATE TRIGGER bullets_version_d AFTER DELETE ON bullets BEGIN
            UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'playbook_version';
        END;
        CREATE TRIGGER feedback_version_i AFTER INSERT ON feedback_events BEGIN
            UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'playbook_version';
        END;
        CREATE TRIGGER feedback_version_d AFTER DELETE ON feedback_events BEGIN
            UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'playbook_version';
        END;
        CREATE TRIGGER tombstones_version_i AFTER INSERT ON tombstones BEGIN
            UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'playbook_version';
        END;
        CREATE TRIGGER tombstones_version_d AFTER DELETE ON tombstones BEGIN
            UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'playbook_version';
        END;
        """
    )


@migrations()
def m002_sessions(db: Database) -> None:
    db.executescript(
        """
        CREATE TABLE sessions (
            id TEXT PRIMARY KEY,              -- '<agent>:<native id>'
            agent TEXT NOT NULL,
            native_id TEXT NOT NULL,
            source_path TEXT NOT NULL,
            workspace TEXT,
            git_branch TEXT,
            title TEXT,
            parent_id TEXT,
            started_at TEXT,
            ended_at TEXT,
            message_count INTEGER NOT NULL DEFAULT 0,
            updated_at TEXT NOT NULL
        );
        CREATE INDEX sessions_agent ON sessions(agent);
        CREATE INDEX sessions_workspace ON sessions(workspace);
        CREATE INDEX sessions_source ON sessions(source_path);

        CREATE TABLE messages (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
            key TEXT NOT NULL,                -- stable key inside the session
            idx INTEGER NOT NULL,
            role TEXT NOT NULL,
            author TEXT,
            model TEXT,
            text TEXT NOT NULL,
            tool_calls TEXT,                  -- JSON list of ToolCall, sanitized
            created_at TEXT,
            source_line INTEGER,
            content_hash TEXT NOT NULL,
            UNIQUE (session_id, key)
        );
        CREATE INDEX messages_session ON messages(session_id, idx);
        CREATE INDEX messages_created ON messages(created_at);

        -- full-text index over messages: role and author are indexed with the
        -- text because queries like "user said" or a model name help recall
        CREATE VIRTUAL TABLE messages_fts USING fts5(
            text, role, author, content='messages', content_rowid='id',
            tokenize = 'porter unicode61'
        );
        CREATE TRIGGER messages_ai AFTER INSERT ON messages BEGIN
            INSERT INTO messages_fts(rowid, text, role, author)
            VALUES (new.id, new.text, new.role, coalesce(new.author, ''));
        END;
        CREATE TRIGGER messages_ad AFTER DELETE ON messages BEGIN
            INSERT INTO messages_fts(messages_fts, rowid, text, role, author)
            VALUES ('delete', old.id, old.text, old.role, coalesce(old.author, ''));
        END;
        CREATE TRIGGER messages_au AFTER UPDATE ON messages BEGIN
            INSERT INTO messages_fts(messages_fts, rowid, text, role, author)
            VALUES ('delete', old.id, old.text, old.role, coalesce(old.author, ''));
            INSERT INTO messages_fts(rowid, text, role, author)
            VALUES (new.id, new.text, new.role, coalesce(new.author, ''));
        END;

        -- one row per source file (or SQLite database) an agent wrote
        CREATE TABLE ingest_checkpoints (
            source_path TEXT PRIMARY KEY,
            agent TEXT NOT NULL,
            device INTEGER,
            inode INTEGER,
            size INTEGER NOT NULL DEFAULT 0,
            mtime_ns INTEGER NOT NULL DEFAULT 0,
            head_hash TEXT,                   -- hash of the first bytes: detects rewrites
            offset INTEGER NOT NULL DEFAULT 0, -- JSONL: byte after the last complete line
            state TEXT,                       -- connector-specific JSON (e.g. replay state)
            sessions INTEGER NOT NULL DEFAULT 0,
            messages INTEGER NOT NULL DEFAULT 0,
            skipped INTEGER NOT NULL DEFAULT 0,
            last_error TEXT,
            updated_at TEXT NOT NULL
        );

        -- what could not be read, counted per agent and reason (kenning status)
        CREATE TABLE ingest_skips (
            agent TEXT NOT NULL,
            reason TEXT NOT NULL,
            count INTEGER NOT NULL DEFAULT 0,
            first_source TEXT,
            first_detail TEXT,
            last_at TEXT NOT NULL,
            PRIMARY KEY (agent, reason)
        );
        """
    )


@migrations()
def m003_embeddings(db: Database) -> None:
    db.executescript(
        """
        -- one vector per (thing, model): bytes of float32, beside the content
        -- hash of the text it was computed from, so unchanged text is never
        -- re-embedded and changed text is
        CREATE TABLE embeddings (
            kind TEXT NOT NULL CHECK (kind IN ('message', 'bullet', 'diary')),
            ref_id TEXT NOT NULL,
            content_hash TEXT NOT NULL,
            model TEXT NOT NULL,
            dim INTEGER NOT NULL,
            vector BLOB NOT NULL,
            created_at TEXT NOT NULL,
            PRIMARY KEY (kind, ref_id, model)
        );

        -- full-text index over rules. It keeps its own copy of the text keyed
        -- by bullet id: bullets has a TEXT primary key, so its rowid may be
        -- renumbered by VACUUM and cannot anchor an external-content index
        CREATE VIRTUAL TABLE bullets_fts USING fts5(
            id UNINDEXED, content, category, tags, tokenize = 'porter unicode61'
        );
        INSERT INTO bullets_fts(id, content, category, tags)
            SELECT id, content, category, tags FROM bullets;
        CREATE TRIGGER bullets_fts_ai AFTER INSERT ON bullets BEGIN
            INSERT INTO bullets_fts(id, content, category, tags)
            VALUES (new.id, new.content, new.category, new.tags);
        END;
        CREATE TRIGGER bullets_fts_ad AFTER DELETE ON bullets BEGIN
            DELETE FROM bullets_fts WHERE id = old.id;
        END;
        CREATE TRIGGER bullets_fts_au AFTER UPDATE OF id, content, category, tags ON bullets
        BEGIN
            DELETE FROM bullets_fts WHERE id = old.id;
            INSERT INTO bullets_fts(id, content, category, tags)
            VALUES (new.id, new.content, new.category, new.tags);
        END;
        """
    )


@migrations()
def m004_llm_usage(db: Database) -> None:
    db.executescript(
        """
        -- one row per LLM call, for the daily and monthly budget caps
        CREATE TABLE llm_usage (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            provider TEXT NOT NULL,
            model TEXT NOT NULL,
            purpose TEXT NOT NULL,
            input_tokens INTEGER NOT NULL DEFAULT 0,
            output_tokens INTEGER NOT NULL DEFAULT 0,
            cost_usd REAL NOT NULL DEFAULT 0,
            exempt INTEGER NOT NULL DEFAULT 0,
            ok INTEGER NOT NULL DEFAULT 1,
            created_at TEXT NOT NULL
        );
        CREATE INDEX llm_usage_created ON llm_usage(created_at);
        """
    )


@migrations()
def m005_learning(db: Database) -> None:
    db.executescript(
        """
        -- one diary per session (daemon/learning/diary.py): the JSON of a Diary
        CREATE TABLE diaries (
            session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
            json TEXT NOT NULL,
            status TEXT NOT NULL,
            source TEXT NOT NULL CHECK (source IN ('deterministic', 'llm')),
            -- consolidation cursor: the last message idx summarised, so a long
            -- session growing is summarised incrementally
            last_idx INTEGER NOT NULL DEFAULT -1,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE INDEX diaries_updated ON diaries(updated_at);

        -- sessions whose diary reflection has consumed, at which diary version
        CREATE TABLE reflected_sessions (
            session_id TEXT PRIMARY KEY,
            diary_updated_at TEXT NOT NULL,
            reflected_at TEXT NOT NULL
        );

        -- rule <-> session links: why a rule is believed
        CREATE TABLE rule_links (
            bullet_id TEXT NOT NULL,
            session_id TEXT NOT NULL,
            relation TEXT NOT NULL
                CHECK (relation IN ('supports', 'contradicts', 'elaborates', 'similar')),
            note TEXT,
            created_at TEXT NOT NULL,
            PRIMARY KEY (bullet_id, session_id, relation)
        );
        CREATE INDEX rule_links_session ON rule_links(session_id);

        -- which rule was shown where (context, hover, export), for automatic feedback
        CREATE TABLE surfaced_rules (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            bullet_id TEXT NOT NULL,
            session_id TEXT,
            workspace TEXT,
            place TEXT NOT NULL,
            created_at TEXT NOT NULL
        );
        CREATE INDEX surfaced_session ON surfaced_rules(session_id);
        CREATE INDEX surfaced_workspace ON surfaced_rules(workspace, created_at);

        -- feedback the learning loop recorded (auto, inline): one per
        -- (session, rule, source), so re-reading a session adds nothing
        CREATE TABLE learned_feedback (
            session_id TEXT NOT NULL,
            bullet_id TEXT NOT NULL,
            source TEXT NOT NULL,
            kind TEXT NOT NULL,
            event_id INTEGER,
            reason TEXT NOT NULL,
            created_at TEXT NOT NULL,
            PRIMARY KEY (session_id, bullet_id, source)
        );

        -- semantic memory: cross-session facts for MEMORY.md
        CREATE TABLE facts (
            id TEXT PRIMARY KEY,
            text TEXT NOT NULL,
            workspace TEXT,
            sessions TEXT NOT NULL,           -- JSON list of session ids
            count INTEGER NOT NULL DEFAULT 1,
            updated_at TEXT NOT NULL
        );
        """
    )


@migrations()
def m006_fts_deferred(db: Database) -> None:
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


@migrations()
def m007_drop_messages_created(db: Database) -> None:
    # No query reads messages by `created_at` through this index (time
    # filters compare coalesce(m.created_at, s.started_at, ...), which no
    # index serves; newest-first search walks the FTS5 rowids), yet keeping it
    # cost ingestion a third of its page writes: rows of many sessions land
    # all over it. Measured on the bench corpus (251,738 messages): 2.9 -> 1.9
    # GB written by the writer, about a tenth of its CPU.
    db.executescript("DROP INDEX IF EXISTS messages_created;")


#: the end of a Codex rollout's name: `rollout-<time>-<session uuid>`
_UUID_GLOB = "-".join("[0-9a-fA-F]" * n for n in (8, 4, 4, 4, 12))


@migrations()
def m008_codex_ids_and_projects(db: Database) -> None:
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


@migrations()
def m009_feedback_summary(db: Database) -> None:
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


@migrations()
def m010_team_replica(db: Database) -> None:
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


@migrations()
def m011_messages_trigram(db: Database) -> None:
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


@migrations()
def m012_team_summary(db: Database) -> None:
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


@migrations()
def m013_team_curation(db: Database) -> None:
    # The local curator's rules applied to the team's rules as they arrive
    # (daemon/team/curation.py): a team rule repeating a rule held here in
    # other words names the rule it repeats (`same_as`) and is shown as that
    # one, its marks counted there. Each applied page of rules leaves its seq
    # range in `team_uncurated` (in the page's transaction, so a crash loses
    # none); the sync curates them after the rules and drops the ranges. Rules
    # held before this migration wait as one range.
    db.executescript(
        """
        ALTER TABLE team_rules ADD COLUMN same_as TEXT;
        CREATE INDEX IF NOT EXISTS team_rules_same_as ON team_rules(same_as)
            WHERE same_as IS NOT NULL;
        CREATE TABLE IF NOT EXISTS team_uncurated (lo INTEGER NOT NULL, hi INTEGER NOT NULL);
        INSERT INTO team_uncurated (lo, hi)
            SELECT min(seq), max(seq) FROM team_rules HAVING count(*) > 0;
        """
    )


@migrations()
def m014_team_summary_clock(db: Database) -> None:
    # A long-lived reader (daemon, language server) keeps the team's summaries
    # and re-reads only the rows a pull changed (store/team_summary.py `changed_since`):
    # reading all 100k of them was a fifth of each briefing after a sync. Each
    # write of a summary stamps it with the next value of `meta.team_summary_clock`.
    db.executescript(
        """
        ALTER TABLE team_summary ADD COLUMN changed INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX IF NOT EXISTS team_summary_changed ON team_summary(changed);
        INSERT OR IGNORE INTO meta (key, value) VALUES ('team_summary_clock', '0');
        """
    )


@migrations()
def m015_message_origin(db: Database) -> None:
    # Who wrote a message's words (issue 24): `human`, `agent`, `tool`,
    # `injected`, `expansion` or `handoff`, decided by each connector from its
    # format's markers (daemon/ingest/origins.py). Rows stored before get what
    # their role implies; a source read again gets its markers' answer.
    # Learning and titles read only `human` rows. The full-text index holds no
    # origin: the `fts_deferred` row (m006) keeps its update trigger from
    # re-indexing every message for a column it does not hold.
    db.executescript(
        """
        ALTER TABLE messages ADD COLUMN origin TEXT;
        DELETE FROM fts_deferred;
        INSERT INTO fts_deferred (above) VALUES (-1);
        UPDATE messages SET origin = CASE role
            WHEN 'user' THEN 'human'
            WHEN 'assistant' THEN 'agent'
            WHEN 'tool' THEN 'tool'
            ELSE 'injected' END;
        DELETE FROM fts_deferred;
        CREATE INDEX IF NOT EXISTS messages_human ON messages(session_id, idx)
            WHERE origin = 'human';
        """
    )


@migrations()
def m016_rule_proposals(db: Database) -> None:
    # A learned rule that waits for evidence or a person was a `draft`; it is a
    # `proposal` now (issue 26), the word every surface shows.
    db.executescript("UPDATE bullets SET state = 'proposal' WHERE state = 'draft';")


@migrations()
def m017_team_trust(db: Database) -> None:
    # Team memory that proves what it holds (issue 27, daemon/team/proof.py):
    # `team_retired` replicates the rules their author or an admin retired for
    # the team; `team_aliases` names the server's hash of a rule whose text
    # redaction changed (a secret, a home path: the server keys it by the
    # redacted text); the event-id index finds a mark pulled again after the
    # server was restored, and the own marks that came back from the server.
    db.executescript(
        """
        CREATE TABLE IF NOT EXISTS team_retired (
            content_hash TEXT PRIMARY KEY,
            reason TEXT NOT NULL,
            member TEXT NOT NULL,
            machine TEXT NOT NULL,
            origin TEXT NOT NULL,
            created_at TEXT NOT NULL,
            seq INTEGER NOT NULL
        );
        CREATE TABLE IF NOT EXISTS team_aliases (
            local_hash TEXT PRIMARY KEY,
            server_hash TEXT NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX IF NOT EXISTS team_events_event ON team_events(event_id);
        """
    )


#: how many changes `playbook_changes` keeps (store/db.py `Store.playbook_changes`)
CHANGES_KEPT = 1024


def _logged_bump(name: str, event: str, table: str, rule_id: str, when: str = "") -> str:
    """Trigger `name` again: it bumps `meta.playbook_version` and logs the rule it touched."""
    return f"""
        DROP TRIGGER IF EXISTS {name};
        CREATE TRIGGER {name} AFTER {event} ON {table} BEGIN
            UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'playbook_version';
            INSERT INTO playbook_changes (version, rule_id)
                SELECT CAST(value AS INTEGER), {rule_id} FROM meta
                WHERE key = 'playbook_version'{when};
            DELETE FROM playbook_changes WHERE version <= (
                SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'playbook_version'
            ) - {CHANGES_KEPT};
        END;
    """


@migrations()
def m018_playbook_changes(db: Database) -> None:
    # Which rule each bump of `playbook_version` was for (issue 28): a reader
    # holding a playbook (the daemon's shared cache, the language server)
    # re-reads those rules instead of every rule. One row per bump, the last
    # CHANGES_KEPT; a bump without its row (tombstones, a team sync, an id
    # changed by an update) leaves a gap, which readers answer with a whole load.
    db.executescript(
        "CREATE TABLE IF NOT EXISTS playbook_changes "
        "(version INTEGER PRIMARY KEY, rule_id TEXT NOT NULL);"
        + _logged_bump("bullets_version_i", "INSERT", "bullets", "NEW.id")
        + _logged_bump("bullets_version_u", "UPDATE", "bullets", "NEW.id", " AND OLD.id = NEW.id")
        + _logged_bump("bullets_version_d", "DELETE", "bullets", "OLD.id")
        + _logged_bump("feedback_version_i", "INSERT", "feedback_events", "NEW.bullet_id")
        + _logged_bump("feedback_version_d", "DELETE", "feedback_events", "OLD.bullet_id")
    )


@migrations()
def m019_partial_reads(db: Database) -> None:
    # A source read in slices (`ingest.base.READ_CHUNK_BYTES`) whose reading
    # stopped between two slices (the file deleted or truncated under the
    # reader, the daemon stopped, the disk full) leaves its sessions with only
    # their first messages (issue 27). `partial` marks the checkpoint (so the
    # source is read again, even unchanged) and its sessions (so no diary,
    # summary or reflection treats them as whole) until a read reaches its end.
    db.executescript(
        "ALTER TABLE ingest_checkpoints ADD COLUMN partial INTEGER NOT NULL DEFAULT 0;"
        "ALTER TABLE sessions ADD COLUMN partial INTEGER NOT NULL DEFAULT 0;"
    )


@migrations()
def m020_odd_rules_index(db: Database) -> None:
    # The duplicate and conflict checks of a new rule find its look-alikes
    # through bullets_fts, plus every live rule whose words the FTS tokens may
    # not spell (an apostrophe, text outside ASCII): a partial index holds just
    # those, so `add` no longer reads every rule's text (~0.2 s at 100,000
    # rules). Its WHERE is `store/lookalikes._ODD`, word for word: SQLite uses
    # a partial index only for a query that repeats its condition.
    db.execute(
        "CREATE INDEX IF NOT EXISTS bullets_odd ON bullets(state) WHERE "
        "(instr(content, '''') > 0 OR length(CAST(content AS BLOB)) <> length(content))"
    )


@migrations()
def m021_rule_keys(db: Database) -> None:
    # A briefing without the daemon (a cold `kenning context`, issue 28) reads
    # the weights of the task's words and the scoped rules from here instead of
    # loading the whole playbook: per live rule the keys it is about
    # (`rule_keys`, with a digest of the text they were computed from), per key
    # how many live rules have it (`rule_key_counts`), and in `meta` the
    # playbook version they were counted at. Filled lazily by
    # the first cold briefing and patched from `playbook_changes` after that
    # (store/rule_keys.py). The partial index holds the scoped live rules,
    # which the briefing groups by scope and key; its WHERE is
    # `rule_keys._SCOPED`, word for word.
    db.executescript(
        "CREATE TABLE IF NOT EXISTS rule_keys "
        "(rule_id TEXT PRIMARY KEY, origin TEXT NOT NULL, counted INTEGER NOT NULL, "
        "keys TEXT NOT NULL, digest TEXT NOT NULL) WITHOUT ROWID;"
        "CREATE INDEX IF NOT EXISTS rule_keys_repo ON rule_keys(origin) WHERE origin = 'repo';"
        "CREATE TABLE IF NOT EXISTS rule_key_counts "
        "(key TEXT PRIMARY KEY, df INTEGER NOT NULL) WITHOUT ROWID;"
        "CREATE INDEX IF NOT EXISTS bullets_scoped ON bullets(scope, scope_key) "
        "WHERE scope <> 'global' AND state IN ('active', 'proposal');"
    )


@migrations()
def m022_trigram_ascii_first(db: Database) -> None:
    # The m011 triggers ran their GLOB over every message's text, a third of
    # the ingest writer's CPU; a text of ASCII only holds none of those
    # scripts, and its byte count tells so first (`core.scripts.nospace_sql`).
    # The same rows are picked: the index needs no rebuild.
    from kenning.daemon.core.scripts import nospace_sql

    exists = db.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'trigger' AND name = 'messages_trigram_ai'"
    ).fetchone()
    if exists is None:  # no trigram index (SQLite < 3.34): m011 made no triggers
        return
    old, new = nospace_sql("old.text"), nospace_sql("new.text")
    db.executescript(
        f"""
        DROP TRIGGER messages_trigram_ai;
        DROP TRIGGER messages_trigram_ad;
        DROP TRIGGER messages_trigram_au;
        CREATE TRIGGER messages_trigram_ai AFTER INSERT ON messages
        WHEN {new} BEGIN
            INSERT INTO messages_trigram(rowid, text) VALUES (new.id, new.text);
        END;
        CREATE TRIGGER messages_trigram_ad AFTER DELETE ON messages
        WHEN {old} BEGIN
            DELETE FROM messages_trigram WHERE rowid = old.id;
        END;
        CREATE TRIGGER messages_trigram_au AFTER UPDATE OF text ON messages
        WHEN {old} OR {new} BEGIN
            DELETE FROM messages_trigram WHERE rowid = old.id;
            INSERT INTO messages_trigram(rowid, text)
                SELECT new.id, new.text WHERE {new};
        END;
        """
    )


@migrations()
def m023_rule_hover_terms(db: Database) -> None:
    # The language server's hover index (lsp/matching.py) weighs each live
    # rule's terms; computing them is text analysis (~9 s of CPU at 100,000
    # rules, issue 28). Per rule: its terms as the hover computes them
    # (lsp/stored_terms.py encodes them) and a digest of what they were
    # computed from (text, tags, check regex, the terms' version). Filled by
    # the first hover that misses a rule; a changed rule is found by its
    # digest and written again (store/hover_terms.py).
    db.executescript(
        "CREATE TABLE IF NOT EXISTS rule_hover_terms "
        "(rule_id TEXT PRIMARY KEY, digest TEXT NOT NULL, terms TEXT NOT NULL) WITHOUT ROWID;"
    )
