"""Projections of the learning loop: a `summary.md` per session, facts for MEMORY.md.

Both are regenerated from the store (diaries, rules), never edited by hand:
deleting the folder loses nothing. Facts are cross-session knowledge (how a
workspace runs its tests, what the user asked for more than once, which error
came back in several sessions), kept in the `facts` table and rendered first
in MEMORY.md by daemon/playbook/export.py.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter, defaultdict
from pathlib import Path

import orjson

from kenning.daemon.core.models import to_iso, utcnow
from kenning.daemon.core.private import write_private
from kenning.daemon.learning.diary import Diary
from kenning.daemon.store import learning as learning_rows
from kenning.daemon.store.db import Store
from kenning.daemon.store.sessions import SessionRepo

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
MAX_FACTS = 40


def summary_path(folder: Path, session_id: str) -> Path:
    """Where a session's summary.md lives: one folder per session, safe characters only."""
    return folder / _UNSAFE.sub("_", session_id) / "summary.md"


def render_summary(diary: Diary) -> str:
    """The markdown summary of one session's diary."""
    lines = [f"# {diary.title or diary.session_id}", ""]
    lines.append(f"- session: `{diary.session_id}` ({diary.agent})")
    if diary.workspace:
        lines.append(f"- workspace: `{diary.workspace}`")
    if diary.started_at:
        lines.append(f"- when: {diary.started_at} → {diary.ended_at or '?'}")
    reasons = "; ".join(diary.status_reasons)
    lines.append(f"- outcome: **{diary.status}**" + (f" ({reasons})" if reasons else ""))
    lines.append(f"- messages: {diary.message_count}")

    def section(title: str, items: list[str]) -> None:
        if items:
            lines.extend(["", f"## {title}", "", *(f"- {i}" for i in items)])

    section("Accomplishments", diary.accomplishments)
    section("Decisions", diary.decisions)
    section("Challenges", [c.describe() + (f" (`{c.command}`)" if c.command else "")
                           + (" — pasted" if c.pasted else "")
                           + (" — resolved" if c.resolved else "")
                           for c in diary.challenges])  # fmt: skip
    section("Preferences stated", diary.preferences)
    section("Lessons", [f"{x.kind.replace('_', ' ')}: {x.text}" for x in diary.lessons])
    section("Files", [f"`{f}`" for f in diary.files])
    section("Commands", [f"`{c}`" for c in diary.commands])
    if diary.tags:
        lines.extend(["", "Tags: " + ", ".join(diary.tags)])
    return "\n".join(lines) + "\n"


def write_summaries(store: Store, folder: Path, sessions: list[str] | None = None) -> list[Path]:
    """Write the summary.md of every diarised session (or those given); returns what changed."""
    repo = SessionRepo(store)
    if sessions is None:
        rows = [(sid, data) for sid, data, _ in repo.diaries()]
    else:  # a few sessions (the daemon's): their diaries alone are read
        found = ((sid, repo.diary_json(sid)) for sid in sorted(set(sessions)))
        rows = [(sid, data) for sid, data in found if data is not None]
    changed: list[Path] = []
    for sid, data in rows:
        path = summary_path(folder, sid)
        text = render_summary(Diary.model_validate_json(data))
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        write_private(path, text)  # what sessions did is private: 0600 in a 0700 folder
        changed.append(path)
    return changed


def compute_facts(store: Store) -> list[tuple[str, str | None, list[str]]]:
    """Cross-session facts from every diary: (text, workspace, sessions), deterministic order."""
    tests: dict[str, Counter[str]] = defaultdict(Counter)
    test_sessions: dict[tuple[str, str], list[str]] = defaultdict(list)
    prefs: dict[tuple[str | None, str], list[str]] = defaultdict(list)
    errors: dict[str, list[str]] = defaultdict(list)
    error_text: dict[str, str] = {}
    fixes: dict[str, str] = {}
    for sid, data, _ in SessionRepo(store).diaries():
        d = Diary.model_validate_json(data)
        ws = d.workspace or ""
        for cmd in {c for c in d.commands if _is_test(c)}:
            fam = " ".join(cmd.split()[:2])
            tests[ws][fam] += 1
            test_sessions[(ws, fam)].append(sid)
        for p in d.preferences:
            prefs[(d.workspace, p.strip().rstrip(".").lower())].append(sid)
        for lesson in d.lessons:
            if lesson.kind == "error_fix" and lesson.error_key and lesson.error:
                errors[lesson.error_key].append(sid)
                error_text.setdefault(lesson.error_key, lesson.error)
                fixes.setdefault(lesson.error_key, lesson.fix or "")
    facts: list[tuple[str, str | None, list[str]]] = []
    for ws in sorted(tests):
        fam, n = sorted(tests[ws].items(), key=lambda kv: (-kv[1], kv[0]))[0]
        if n >= 2 and ws:
            facts.append((f"In `{ws}` the tests run with `{fam}` ({n} sessions).", ws,
                          test_sessions[(ws, fam)]))  # fmt: skip
    for (pws, pref), sids in sorted(prefs.items(), key=lambda kv: (kv[0][0] or "", kv[0][1])):
        if len(sids) >= 2:
            where = f"In `{pws}`, the" if pws else "The"
            facts.append((f'{where} user said {len(sids)} times: "{pref}".', pws, sids))
    for key, sids in sorted(errors.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        if len(sids) >= 2:
            fix = f"; what fixed it: {fixes[key]}" if fixes.get(key) else ""
            facts.append(
                (f"`{error_text[key]}` was met and fixed in {len(sids)} sessions{fix}.", None, sids)
            )
    return facts[:MAX_FACTS]


def _is_test(command: str) -> bool:
    from kenning.daemon.learning.diary import _TEST_CMD

    return bool(_TEST_CMD.search(command))


def refresh_facts(store: Store) -> int:
    """Recompute the facts table from the diaries; returns how many facts there are."""
    facts = compute_facts(store)
    now = to_iso(utcnow())
    rows = [
        (
            "f-" + hashlib.sha256(text.encode()).hexdigest()[:10],
            text,
            ws,
            orjson.dumps(sids).decode(),
            len(sids),
            now,
        )
        for text, ws, sids in facts
    ]
    with store.transaction() as conn:
        learning_rows.replace_facts(conn, rows)
    return len(rows)


def fact_lines(store: Store) -> list[str]:
    """The stored facts as MEMORY.md lines (most-supported first); [] on an old schema."""
    try:
        return learning_rows.facts_by_support(store)
    except Exception:  # the table arrives with m005; an unmigrated file has none
        return []


def rule_links(store: Store, rule_id: str) -> list[dict[str, str | None]]:
    """The sessions a rule is linked to (supports/contradicts/…) with their diary's gist."""
    try:
        rows = SessionRepo(store).rule_links(rule_id)
    except Exception:  # an unmigrated file has no links
        return []
    out: list[dict[str, str | None]] = []
    for sid, relation, status, data in rows:
        summary = None
        if data:
            d = Diary.model_validate_json(data)
            lessons = [x.text for x in d.lessons[:1]]
            summary = "; ".join([*d.accomplishments[:2], *lessons])
        out.append({"session_id": sid, "relation": relation, "status": status, "summary": summary})
    return out
