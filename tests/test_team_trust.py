"""Team memory that cannot be silently lost or forged (issue 27), on a real PostgreSQL
cluster: a server reset or restored from an older dump, three laptops scoring alike,
members authenticated by the engine, row-level security."""

from __future__ import annotations

import subprocess
from datetime import timedelta
from pathlib import Path
from typing import Any

import psycopg
import pytest

from kenning.daemon.core.config import Settings
from kenning.daemon.core.models import FeedbackKind, Rule, utcnow
from kenning.daemon.playbook.book import Playbook
from kenning.daemon.playbook.curate import add_rule, forget, mark, tombstone_add
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store
from kenning.daemon.team import local
from kenning.daemon.team.server_schema import MEMBER_GRANTS, MEMBER_ROLE
from kenning.daemon.team.sync import init, join, sync
from kenning.daemon.team.view import team_view

SETTINGS = Settings()
REDACT = default_sanitizer()
#: what identifies a row of each shared table
KEYS = {
    "rules": "content_hash",
    "events": "event_id::text",
    "tombstones": "tombstone_id",
    "toxic": "content_hash",
    "retired": "content_hash",
}


def add(store: Store, text: str) -> str:
    return add_rule(store, SETTINGS, Rule(id="x", content=text)).rule.id


def server_rows(url: str, team: str = "web") -> dict[str, set[tuple[str, str]]]:
    """Every shared row of a team on the server: (key, member) per table."""
    out: dict[str, set[tuple[str, str]]] = {}
    with psycopg.connect(url) as conn:
        for table, key in KEYS.items():
            rows = conn.execute(
                f"SELECT {key}, member FROM {table} x JOIN teams t ON t.id = x.team_id"
                " WHERE t.name = %s",
                (team,),
            ).fetchall()
            out[table] = {(str(r[0]), str(r[1])) for r in rows}
    return out


def lost(before: dict[str, set[Any]], after: dict[str, set[Any]]) -> int:
    """How many rows of `before` the server no longer holds."""
    return sum(len(rows - after[table]) for table, rows in before.items())


def replica_rules(store: Store) -> set[str]:
    return {r[0] for r in store.conn.execute("SELECT content_hash FROM team_rules")}


def replica_events(store: Store) -> set[str]:
    return {r[0] for r in store.conn.execute("SELECT event_id FROM team_events")}


def _dbname(url: str) -> str:
    return url.split(":///", 1)[1].split("?", 1)[0]


def reset(cluster: Any, url: str) -> None:
    """The server reset to empty: the database dropped and made again, then the
    admin's `kenning team init` (a new server id)."""
    name = _dbname(url)
    with psycopg.connect(cluster.url(), autocommit=True) as conn:
        conn.execute(f'DROP DATABASE "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')
    init(url, "web")


def dump(cluster: Any, url: str, path: Path) -> None:
    subprocess.run([str(cluster.tool("pg_dump")), "--dbname", url, "-f", str(path)], check=True,
                   capture_output=True, timeout=60)  # fmt: skip


def restore(cluster: Any, url: str, path: Path) -> None:
    """The server restored from an older dump (pg_dump, then psql into an empty database)."""
    name = _dbname(url)
    with psycopg.connect(cluster.url(), autocommit=True) as conn:
        conn.execute(f'DROP DATABASE "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')
    subprocess.run(
        [str(cluster.tool("psql")), "--dbname", url, "-q", "-v", "ON_ERROR_STOP=1", "-f",
         str(path)],
        check=True, capture_output=True, timeout=60,
    )  # fmt: skip


def three(laptops: Any, team_url: Any) -> tuple[Store, Store, Store]:
    """alice, bob and carol, each on a laptop with rules, marks on their own and on
    each other's rules, a tombstone and a forgotten rule; joined and synced."""
    a, b, c = laptops("a"), laptops("b"), laptops("c")
    ra = add(a, "Run alembic upgrade head before the integration tests")
    add(a, "Keep migrations reversible")
    rb = add(b, "Prefer httpx over requests in new code")
    rc = add(c, "Pin the base image by digest in every Dockerfile")
    gone = add(c, "Use tabs for indentation in Python")
    for store, name in ((a, "alice"), (b, "bob"), (c, "carol")):
        join(store, team_url(name), "web", REDACT, machine=name)
    for store in (a, b, c):
        sync(store, REDACT)
    mark(a, SETTINGS, ra, FeedbackKind.HELPFUL)
    mark(b, SETTINGS, ra, FeedbackKind.HELPFUL)  # on alice's rule
    mark(c, SETTINGS, ra, FeedbackKind.HARMFUL, weight=0.25)
    mark(a, SETTINGS, rb, FeedbackKind.HELPFUL)  # on bob's
    mark(c, SETTINGS, rc, FeedbackKind.HELPFUL)
    tombstone_add(b, "from distutils import", reason="distutils is gone in 3.12")
    forget(c, gone, reason="PEP 8 says spaces")
    for _ in range(2):
        for store in (a, b, c):
            sync(store, REDACT)
    return a, b, c


def test_a_server_reset_to_empty_gets_everything_back_on_re_join(
    laptops: Any, team_url: Any, pg_roles: Any
) -> None:
    a, b, c = three(laptops, team_url)
    url = team_url()
    before = server_rows(url)
    sizes = {"rules": 5, "events": 5, "tombstones": 1, "toxic": 1, "retired": 1}
    assert {table: len(rows) for table, rows in before.items()} == sizes
    reset(pg_roles, url)
    assert sum(map(len, server_rows(url).values())) == 0
    for store, name in ((a, "alice"), (b, "bob"), (c, "carol")):
        out = join(store, team_url(name), "web", REDACT, machine=name)
        assert out["sync"]["resync"]["kind"] == "other", out  # it says so
        assert "not the one this store last synced with" in out["sync"]["resync"]["message"]
    for store in (a, b, c):
        assert sync(store, REDACT).resync is None  # proven now
    after = server_rows(url)
    assert lost(before, after) == 0 and after == before
    # every replica holds the others' rules again, and every mark
    everyone = {k for k, _ in after["rules"]}
    for store in (a, b, c):
        assert replica_rules(store) | local.shared_hashes(store) == everyone
        assert replica_events(store) == {k for k, _ in after["events"]}
    # uploading again changed nothing more: each row once
    assert all(sync(s, REDACT).accepted == {} for s in (a, b, c))


def test_a_server_restored_from_an_older_dump_converges(
    laptops: Any, team_url: Any, pg_roles: Any, tmp_path: Path
) -> None:
    a, b, c = three(laptops, team_url)
    url = team_url()
    dump(pg_roles, url, tmp_path / "team.sql")
    # after the dump: alice adds a rule and marks, bob marks alice's rules
    later = add(a, "Squash fixup commits before merging")
    mark(a, SETTINGS, later, FeedbackKind.HELPFUL)
    sync(a, REDACT)
    sync(b, REDACT)
    mark(b, SETTINGS, later, FeedbackKind.HELPFUL)
    mark(b, SETTINGS, later, FeedbackKind.HELPFUL)
    sync(b, REDACT)
    sync(a, REDACT)
    everything = server_rows(url)
    restore(pg_roles, url, tmp_path / "team.sql")
    assert lost(everything, server_rows(url)) == 4  # alice's rule and mark, bob's marks
    # carol last synced before the dump: the server holds all she knows, so she
    # writes on; her rows take seqs the lost rows had taken
    fresh = add(c, "Name feature flags after the ticket that removes them")
    assert sync(c, REDACT).resync is None
    # alice finds the server lost her last upload, and tells the others (the epoch)
    assert (sync(a, REDACT).resync or {}).get("kind") == "restored"
    assert (sync(b, REDACT).resync or {}).get("kind") == "epoch"
    assert sync(c, REDACT).resync == {
        "kind": "epoch",
        "message": "the team server was marked restored (epoch 1 → 2): everything held "
        "here is uploaded again",
    }
    for store in (a, b, c):
        sync(store, REDACT)
    after = server_rows(url)
    assert lost(everything, after) == 0  # bob's marks on alice's rule came back too
    assert len(after["rules"] - everything["rules"]) == 1  # carol's new rule
    rules = {k for k, _ in after["rules"]}
    for store in (a, b, c):
        assert replica_rules(store) | local.shared_hashes(store) == rules
        assert replica_events(store) == {k for k, _ in after["events"]}
    assert fresh in {sb.id for sb in Playbook.load(a, SETTINGS, None, shared=team_view).rules}
    assert all(sync(s, REDACT).accepted == {} for s in (a, b, c))


def test_a_laptop_synced_before_server_identities_checks_everything_once(
    laptops: Any, team_url: Any
) -> None:
    a, b = laptops("a"), laptops("b")
    add(a, "Write the changelog entry with the change")
    join(a, team_url("alice"), "web", REDACT, machine="a")
    join(b, team_url("bob"), "web", REDACT, machine="b")
    # as an older kenning left it: nothing proven, cursors of transaction ids
    with b.transaction() as conn:
        conn.execute("DELETE FROM meta WHERE key = 'team_proof'")
        conn.execute("UPDATE team_cursors SET a = 987654321 WHERE name LIKE 'down%'")
    add(a, "Link the issue in every commit message")
    sync(a, REDACT)
    report = sync(b, REDACT)
    assert report.resync is not None and report.resync["kind"] == "unproven"
    assert len(replica_rules(b)) == 2  # nothing skipped below the old cursors
    assert sync(b, REDACT).resync is None  # once


def test_three_laptops_show_the_same_scores_to_the_last_digit(laptops: Any, team_url: Any) -> None:
    a, b, c = laptops("a"), laptops("b"), laptops("c")
    ra = add(a, "Run the formatter before committing")
    rb = add(b, "Never log request bodies")
    for store, name in ((a, "alice"), (b, "bob"), (c, "carol")):
        join(store, team_url(name), "web", REDACT, machine=name)
    for store in (a, b, c):
        sync(store, REDACT)
    now = utcnow()
    marks = [
        (a, ra, FeedbackKind.HELPFUL, 1.0, 40),
        (a, ra, FeedbackKind.HELPFUL, 1.0, 12),
        (b, ra, FeedbackKind.HELPFUL, 0.5, 7),
        (c, ra, FeedbackKind.HELPFUL, 1.0, 3),
        (c, ra, FeedbackKind.HARMFUL, 0.25, 1),
        (a, rb, FeedbackKind.HELPFUL, 1.0, 30),
        (b, rb, FeedbackKind.HELPFUL, 1.0, 20),
        (c, rb, FeedbackKind.HELPFUL, 0.75, 2),
    ]
    for i, (store, rule, kind, weight, days) in enumerate(marks):
        mark(store, SETTINGS, rule, kind, weight=weight, now=now - timedelta(days=days))
        if i % 3 == 0:  # laptops sync at different moments: different pages
            sync(store, REDACT)
    for _ in range(2):
        for store in (a, b, c):
            sync(store, REDACT)
    shown = []
    for store in (a, b, c):
        pb = Playbook.load(store, SETTINGS, None, now=now, shared=team_view)
        shown.append(
            {
                rid: (sb.maturity, tuple(sb.score), sb.effective)
                for rid in (ra, rb)
                if (sb := pb.get(rid)) is not None
            }
        )
    assert len(shown[0]) == 2
    assert shown[0] == shown[1] == shown[2]  # ==: to the last digit
    maturity, score, _ = shown[0][ra]
    assert score[6:8] == (4, 1)  # every member's marks, each once
    assert maturity.value == "established"  # one function of all the marks


# -- members authenticated by the engine ----------------------------------------------


def test_a_member_role_joins_without_create_and_rows_carry_the_role(
    laptops: Any, team_url: Any, pg_roles: Any
) -> None:
    url = team_url("erin")
    with psycopg.connect(url) as conn:
        row = conn.execute(
            "SELECT has_schema_privilege('erin', 'public', 'CREATE'),"
            " has_database_privilege('erin', current_database(), 'CREATE')"
        ).fetchone()
    assert row == (False, False)
    e = laptops("e")
    rid = add(e, "Review migrations for locks on large tables")
    mark(e, SETTINGS, rid, FeedbackKind.HELPFUL)
    out = join(e, url, "web", REDACT, machine="erin-laptop")
    assert out["member"] == "erin" and out["sync"]["accepted"] == {"rules": 1, "events": 1}
    assert {m for rows in server_rows(team_url()).values() for _, m in rows} == {"erin"}


def test_the_member_role_has_exactly_the_documented_privileges(team_url: Any) -> None:
    doc = (Path(__file__).parent.parent / "docs" / "team.md").read_text()
    for statement in MEMBER_GRANTS:
        assert statement.format(member=MEMBER_ROLE) in doc, statement
    with psycopg.connect(team_url()) as conn:
        tables = conn.execute(
            "SELECT table_name, privilege_type FROM information_schema.role_table_grants"
            " WHERE grantee = %s ORDER BY 1, 2",
            (MEMBER_ROLE,),
        ).fetchall()
        columns = conn.execute(
            "SELECT table_name, column_name, privilege_type"
            " FROM information_schema.column_privileges WHERE grantee = %s"
            " AND (table_name, privilege_type) NOT IN (SELECT table_name, privilege_type"
            " FROM information_schema.role_table_grants WHERE grantee = %s) ORDER BY 1, 2",
            (MEMBER_ROLE, MEMBER_ROLE),
        ).fetchall()
    granted: dict[str, set[str]] = {}
    for table, privilege in tables:
        granted.setdefault(privilege, set()).add(table)
    shared = {"members", "rules", "events", "tombstones", "toxic", "retired"}
    assert granted == {
        "SELECT": shared | {"teams", "removals", "kenning_server", "kenning_schema_version"},
        "INSERT": shared | {"teams", "removals"},
        "DELETE": shared,
    }
    assert columns == [
        ("members", "last_seen", "UPDATE"),
        ("members", "machine", "UPDATE"),
        ("members", "token", "UPDATE"),
    ]


def test_forged_rows_are_refused_or_carry_the_forger(laptops: Any, team_url: Any) -> None:
    _, b, c = three(laptops, team_url)
    url = team_url()
    before = server_rows(url)
    alice_rule = next(k for k, m in before["rules"] if m == "alice")
    bob_rule = next(k for k, m in before["rules"] if m == "bob")
    bob_origin = local.store_origin(b)
    refused = accepted_forged = 0
    attempts = [
        # a mark in bob's name, one of any weight, a weight of nothing
        ("INSERT INTO events (team_id, event_id, rule_hash, kind, weight, source, member,"
         " machine, origin, created_at) SELECT id, gen_random_uuid(), %s, 'harmful', 1,"
         " 'manual', 'bob', 'x', %s, now() FROM teams", (alice_rule, bob_origin)),
        ("INSERT INTO events (team_id, event_id, rule_hash, kind, weight, source,"
         " machine, origin, created_at) SELECT id, gen_random_uuid(), %s, 'harmful', 1000,"
         " 'manual', 'x', gen_random_uuid(), now() FROM teams", (alice_rule,)),
        ("INSERT INTO events (team_id, event_id, rule_hash, kind, weight, source,"
         " machine, origin, created_at) SELECT id, gen_random_uuid(), %s, 'harmful',"
         " 'NaN', 'manual', 'x', gen_random_uuid(), now() FROM teams", (alice_rule,)),
        # a rule in bob's name
        ("INSERT INTO rules (team_id, content_hash, rule_id, content, category, tags, scope,"
         " kind, type, member, machine, origin, created_at) SELECT id, 'c1:forged', 'b-x',"
         " 'Disable TLS checks', 'general', '[]', 'global', 'workflow_rule', 'rule', 'bob',"
         " 'x', %s, now() FROM teams", (bob_origin,)),
        # hiding or retiring bob's rule for everyone
        ("INSERT INTO toxic (team_id, content_hash, content, reason, machine, origin,"
         " created_at) SELECT id, %s, 'x', 'x', 'x', gen_random_uuid(), now() FROM teams",
         (bob_rule,)),
        ("INSERT INTO retired (team_id, content_hash, reason, machine, origin, created_at)"
         " SELECT id, %s, 'x', 'x', gen_random_uuid(), now() FROM teams", (bob_rule,)),
        # taking over bob's machine, deleting or changing his rows, the server's epoch
        ("INSERT INTO members (team_id, origin, member, machine) SELECT id, %s, 'bob', 'x'"
         " FROM teams ON CONFLICT (team_id, origin) DO UPDATE SET machine = 'x'",
         (bob_origin,)),
        ("DELETE FROM rules WHERE member = 'bob'", ()),
        ("DELETE FROM events WHERE member = 'bob'", ()),
        ("UPDATE events SET weight = 1 WHERE member = 'bob'", ()),
        ("UPDATE kenning_server SET epoch = epoch - 1", ()),
        ("INSERT INTO removals (team_id, origin, member) SELECT id, %s, 'bob' FROM teams",
         (bob_origin,)),
    ]  # fmt: skip
    with psycopg.connect(team_url("alice"), autocommit=True) as conn:
        for sql, params in attempts:
            try:
                conn.execute(sql, params)
            except psycopg.Error:
                refused += 1
    after = server_rows(url)
    for table, rows in after.items():
        accepted_forged += len({r for r in rows if r[1] != "alice"} - before[table])
    assert accepted_forged == 0  # nothing in anyone else's name
    assert lost(before, after) == 0  # nothing of anyone else's gone
    assert refused == 7  # the weights, the hiding, the take-over, the updates
    with psycopg.connect(url) as conn:
        # what did go in carries alice: a rule, a mark, and a removal of her own rows only
        assert conn.execute("SELECT member FROM rules WHERE content_hash = 'c1:forged'"
                            ).fetchone() == ("alice",)  # fmt: skip
        assert conn.execute("SELECT member FROM removals").fetchall() == [("alice",)]
    sync(c, REDACT)  # the removal drops nothing of bob's from carol's replica
    assert bob_rule in replica_rules(c)


def test_an_admin_retires_any_rule_for_the_team_a_member_only_their_own(
    laptops: Any, team_url: Any
) -> None:
    a, _, _ = three(laptops, team_url)
    rows = server_rows(team_url())
    bob_rule = next(k for k, m in rows["rules"] if m == "bob")
    retired = {k for k, _ in rows["retired"]}
    carol_rule = next(k for k, m in rows["rules"] if m == "carol" and k not in retired)
    insert = (
        "INSERT INTO retired (team_id, content_hash, reason, machine, origin, created_at)"
        " SELECT id, %s, 'superseded', 'x', gen_random_uuid(), now() FROM teams"
    )
    with (
        psycopg.connect(team_url("alice"), autocommit=True) as conn,
        pytest.raises(psycopg.errors.InsufficientPrivilege),
    ):
        conn.execute(insert, (bob_rule,))
    with psycopg.connect(team_url("dana", admin=True), autocommit=True) as conn:
        conn.execute(insert, (bob_rule,))
    with psycopg.connect(team_url("carol"), autocommit=True) as conn:
        conn.execute(insert, (carol_rule,))  # her own rule
    sync(a, REDACT)
    shown = {
        sb.rule.content_hash for sb in Playbook.load(a, SETTINGS, None, shared=team_view).rules
    }
    assert bob_rule not in shown and carol_rule not in shown


# -- what the server is told ------------------------------------------------------------


def test_the_server_gets_home_paths_as_tilde_and_ids_of_the_redacted_text(
    laptops: Any, team_url: Any
) -> None:
    from kenning.daemon.core.models import content_hash
    from kenning.daemon.store.rule_rows import rule_id_for
    from kenning.daemon.store.rules import RuleRepo

    from .sanitize_samples import GHP

    home = str(Path.home())  # the test's own home folder (tests/conftest.py)
    a, b = laptops("a"), laptops("b")
    text = f"Deploy with {home}/bin/ship --token {GHP} from /home/alice/src/app"
    secret = Rule(id="b-secret", content=text)
    with a.transaction():
        RuleRepo(a).insert(secret)  # as an older kenning without redaction might have
    mark(a, SETTINGS, secret.id, FeedbackKind.HELPFUL)
    join(a, team_url("alice"), "web", REDACT, machine="a")
    join(b, team_url("bob"), "web", REDACT, machine="b")
    with psycopg.connect(team_url()) as conn:
        rule = conn.execute("SELECT content, content_hash, rule_id FROM rules").fetchone()
        hashes = {r[0] for r in conn.execute("SELECT rule_hash FROM events").fetchall()}
    assert rule is not None
    shared, digest, rid = rule
    assert shared.startswith("Deploy with ~/bin/ship --token ") and shared.endswith(
        "from ~/src/app"
    )
    assert GHP not in shared and home not in shared
    # the ids say nothing of the text before redaction
    assert (digest, rid) == (content_hash(shared), rule_id_for(shared))
    assert hashes == {digest}
    assert secret.content_hash not in {digest, *hashes} and rid != secret.id
    # a mark from bob on the team rule counts on alice's own rule, and alice's on it
    mark(b, SETTINGS, rid, FeedbackKind.HELPFUL)
    sync(b, REDACT)
    sync(a, REDACT)
    mine = Playbook.load(a, SETTINGS, None, shared=team_view).get(secret.id)
    theirs = Playbook.load(b, SETTINGS, None, shared=team_view).get(rid)
    assert mine is not None and theirs is not None
    assert mine.score.helpful_count == theirs.score.helpful_count == 2
    # forgetting it here hides it for the team: the server's hash
    forget(a, secret.id, reason="the deploy changed")
    sync(a, REDACT)
    sync(b, REDACT)
    assert Playbook.load(b, SETTINGS, None, shared=team_view).get(rid) is None


def test_forgetting_another_members_rule_is_a_personal_hide_or_an_admins_retirement(
    laptops: Any, team_url: Any
) -> None:
    a, b, d = laptops("a"), laptops("b"), laptops("d")
    first = add(a, "Use structured logging in every service")
    second = add(a, "Keep Dockerfiles multi-stage")
    for store, name, admin in ((a, "alice", False), (b, "bob", False), (d, "dana", True)):
        join(store, team_url(name, admin=admin), "web", REDACT, machine=name)
    sync(a, REDACT)

    def shown(store: Store) -> set[str]:
        return {sb.id for sb in Playbook.load(store, SETTINGS, None, shared=team_view).rules}

    forget(b, first, reason="not for us")  # bob, a member: hidden for bob only
    report = sync(b, REDACT)
    assert report.kept_here == {"forgotten": 1} and report.accepted == {}
    assert first not in shown(b)
    forget(d, second, reason="superseded by the platform's base images")  # dana, an admin
    assert sync(d, REDACT).accepted == {"retired": 1}
    for store in (a, b):
        sync(store, REDACT)
    assert first in shown(a) and second not in shown(b)
    assert first not in shown(b)  # still hidden for bob
    # alice still holds her rule (the team's retirement hides the team's copy)
    assert second in shown(a)
