"""Fidelity on real agent logs: are the person's words stored as theirs, once, and nothing else?

Needs the real-log corpus (67 sessions that people committed to public
repositories): the folder named by `$KENNING_REAL_LOGS`, else `shared/real-logs`
beside the project's folder. Without it the scenario says so and reports
nothing else (the logs are never copied into the project).

Each log file is placed where its agent writes it in a throwaway home
(`corpus.tsv` in the corpus gives each file's original path: Claude Code,
Codex and Gemini CLI files below the home as they were; Aider and SpecStory
files in a git repository under `~/code`, which the config names in
`ingest.project_folders`; the Cline task under VS Code's global storage). Two
files with the same place (four people's `~/.claude/history.jsonl`) go to two
homes. A real `kenning ingest` runs once per home (a subprocess, with the
scenario's `KENNING_HOME`), then the store is read with sqlite3, read-only.

The labels (`bench/fidelity_labels.tsv`, written by reading every file) are
checked against the files first: a label whose hash does not match the turn
it names makes its file an error row, not a silent miss. Scoring is in
`bench/fidelity_match.py`; turns are read by `bench/fidelity_turns.py`.

Per agent (the corpus folder: `claude-history` and `codex-history` are the
prompt logs `history.jsonl`), the rows give: human turns stored as the
person's, non-human text among the person's messages, lost turns, duplicated
turns, titles that are not the person's words, each with the target of
issue 24. Which messages count as the person's is said in every row: the
`origin` column of `messages` when the store has it (`origin='human'`), else
`role='user'` as the stand-in.

`python -m bench.fidelity_bench` prints the same as a markdown table.
"""

from __future__ import annotations

import csv
import hashlib
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson

from .fidelity_match import Label, Score, StoredMessage, Turn, read_labels, score_scope
from .fidelity_turns import read_turns

BENCH_DIR = Path(__file__).resolve().parent
LABELS = BENCH_DIR / "fidelity_labels.tsv"
ENV = "KENNING_REAL_LOGS"
#: variables that would point an agent's connector at a real folder of this machine
_AGENT_ENV = (
    "CLAUDE_CONFIG_DIR",
    "CODEX_HOME",
    "GEMINI_HOME",
    "XDG_CONFIG_HOME",
    "XDG_DATA_HOME",
    "APPDATA",
    "CASS_AIDER_DATA_ROOT",
    "OPENCODE_SQLITE_DB",
    "OPENCODE_STORAGE_ROOT",
)
_CLINE_TASKS = ".config/Code/User/globalStorage/saoudrizwan.claude-dev/tasks"
TARGETS = {
    "human turns stored as human": "≥ 99.5 %",
    "non-human among human messages": "≤ 1 %",
    "lost turns": "0",
    "duplicated turns": "0",
    "titles not the human's words": "0",
}


def real_logs() -> Path | None:
    """The real-log folder: `$KENNING_REAL_LOGS`, else `shared/real-logs` beside the project."""
    configured = os.environ.get(ENV)
    folder = Path(configured) if configured else BENCH_DIR.parent.parent / "shared" / "real-logs"
    return folder if folder.is_dir() else None


#: what a bench on the real logs says when they are not here
MISSING = f"real logs not found: set {ENV} or put them in shared/real-logs beside the project"


def missing_row() -> list[dict[str, Any]]:
    """The single note row of a real-log scenario run without the logs."""
    return [{"name": "skipped", "what": MISSING}]


@dataclass(frozen=True)
class Placed:
    """A log file and where it was put: which home, and its path there."""

    rel: str
    home: int
    path: Path


def _corpus_paths(root: Path) -> dict[str, tuple[str, str]]:
    """local name → (repository, original path), from the corpus's `corpus.tsv`."""
    table = root / "corpus.tsv"
    if not table.is_file():
        return {}
    with table.open(encoding="utf-8", newline="") as fh:
        return {r["local_name"]: (r["repo"], r["path"]) for r in csv.DictReader(fh, delimiter="\t")}


def target(rel: str, repo: str, original: str) -> str:
    """Where an agent writes this file, relative to a home folder."""
    folder, _, name = rel.partition("/")
    if folder in ("aider", "specstory"):
        return f"code/{repo.replace('/', '__')}/{original}"
    if folder == "cline":
        task = hashlib.sha256(rel.encode()).hexdigest()[:12]
        return f"{_CLINE_TASKS}/{task}/{Path(original).name or name}"
    if folder == "claude-history":
        return ".claude/history.jsonl"
    if folder == "codex-history":
        return ".codex/history.jsonl"
    return original


def placements(root: Path, rels: list[str], homes: Path) -> list[Placed]:
    """Where `place` puts each file: its agent's place, in the first home where it is free."""
    corpus = _corpus_paths(root)
    taken: list[set[str]] = []
    placed = []
    for rel in rels:
        repo, original = corpus.get(rel, (rel.split("__")[0], Path(rel).name))
        where = target(rel, repo, original)
        home = next((i for i, used in enumerate(taken) if where not in used), len(taken))
        if home == len(taken):
            taken.append(set())
        taken[home].add(where)
        placed.append(Placed(rel, home, homes / f"home{home}" / where))
    return placed


def place(root: Path, rels: list[str], homes: Path) -> list[Placed]:
    """Copy each file to its agent's place, in the first home where that place is free."""
    placed = placements(root, rels, homes)
    for p in placed:
        p.path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(root / p.rel, p.path)
    in_projects = {p.path.parent for p in placed if p.rel.startswith(("aider/", "specstory/"))}
    for folder in in_projects:
        top = next(a for a in (folder, *folder.parents) if a.parent.name == "code")
        if not (top / ".git").exists():
            subprocess.run(["git", "init", "-q", str(top)], check=True)
    return placed


def ingest(
    homes: Path, count: int, kenning_home: Path, env: Mapping[str, str] | None = None
) -> list[dict[str, Any]]:
    """Run `kenning ingest --json` once per home; their reports (`env`: variables to add)."""
    kenning_home.mkdir(parents=True, exist_ok=True)
    folders = [str(homes / f"home{i}" / "code") for i in range(count)]
    config = "[ingest]\nproject_folders = [" + ", ".join(orjson.dumps(f).decode() for f in folders)
    (kenning_home / "config.toml").write_text(config + "]\n", encoding="utf-8")
    exe = shutil.which("kenning", path=str(Path(sys.executable).parent)) or "kenning"
    reports = []
    for i in range(count):
        child = {k: v for k, v in os.environ.items() if k not in _AGENT_ENV}
        child.update(
            HOME=str(homes / f"home{i}"),
            KENNING_HOME=str(kenning_home),
            KENNING_DAEMON__AUTOSTART="false",
            **(env or {}),
        )
        proc = subprocess.run(
            [exe, "ingest", "--json"], env=child, capture_output=True, text=True, timeout=1800
        )
        if proc.returncode != 0:
            raise RuntimeError(f"kenning ingest failed ({proc.returncode}): {proc.stderr[-500:]}")
        reports.append(orjson.loads(proc.stdout))
    return reports


@dataclass
class Stored:
    """What the store holds, by source file: messages and session titles."""

    messages: dict[str, list[StoredMessage]]
    titles: dict[str, list[str | None]]
    reader: str


def read_store(db: Path) -> Stored:
    """The stored sessions and messages, read-only; `origin` when the schema has it."""
    conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        columns = {r[1] for r in conn.execute("PRAGMA table_info(messages)")}
        human = "m.origin = 'human'" if "origin" in columns else "m.role = 'user'"
        messages: dict[str, list[StoredMessage]] = defaultdict(list)
        rows = conn.execute(
            f"SELECT s.source_path, {human}, m.text FROM messages m "
            "JOIN sessions s ON s.id = m.session_id ORDER BY s.source_path, m.session_id, m.idx"
        )
        for source, is_human, text in rows:
            messages[str(Path(source).resolve())].append(StoredMessage(bool(is_human), text or ""))
        titles: dict[str, list[str | None]] = defaultdict(list)
        for source, title in conn.execute("SELECT source_path, title FROM sessions"):
            titles[str(Path(source).resolve())].append(title)
    finally:
        conn.close()
    reader = "origin='human'" if "origin" in columns else "role='user' (no origin column yet)"
    return Stored(dict(messages), dict(titles), reader)


def check_labels(root: Path, labels: list[Label]) -> tuple[dict[str, list[Turn]], list[str]]:
    """The labelled turns of each file, with their texts; and the files whose labels are off."""
    by_file: dict[str, list[Label]] = defaultdict(list)
    for label in labels:
        by_file[label.file].append(label)
    turns: dict[str, list[Turn]] = {}
    bad = []
    for rel, mine in sorted(by_file.items()):
        if not (root / rel).is_file():
            bad.append(f"{rel}: missing")
            continue
        read = read_turns(root, rel)
        wrong = [x for x in mine if x.turn >= len(read) or read[x.turn].hash != x.sha256_16]
        if wrong or len(read) != len(mine):
            bad.append(f"{rel}: {len(wrong)} labels differ, {len(read)} turns for {len(mine)}")
            continue
        turns[rel] = [Turn(x.origin, read[x.turn].text, bool(x.copy_of)) for x in mine]
    return turns, bad


def scopes(labels: list[Label]) -> list[set[str]]:
    """Files linked by `copy_of` belong together (union-find over the labels)."""
    parent: dict[str, str] = {}

    def find(x: str) -> str:
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for label in labels:
        find(label.file)
        if label.copy_of:
            parent[find(label.file)] = find(label.copy_of.rsplit("#", 1)[0])
    groups: dict[str, set[str]] = defaultdict(set)
    for f in parent:
        groups[find(f)].add(f)
    return sorted(groups.values(), key=min)


def measure(root: Path, work: Path) -> tuple[dict[str, Score], str, list[str]]:
    """Place, ingest and score every labelled file; per agent, the reader used and the errors."""
    labels = read_labels(LABELS)
    turns, bad = check_labels(root, labels)
    placed = {p.rel: p for p in place(root, sorted(turns), work / "homes")}
    ingest(work / "homes", 1 + max(p.home for p in placed.values()), work / "kenning")
    stored = read_store(work / "kenning" / "kenning.db")
    per_agent: dict[str, Score] = defaultdict(Score)
    for group in scopes([x for x in labels if x.file in turns]):
        files = sorted(group)
        keys = [str(placed[f].path.resolve()) for f in files]
        score = score_scope(
            [t for f in files for t in turns[f]],
            [m for k in keys for m in stored.messages.get(k, [])],
            [t for k in keys for t in stored.titles.get(k, [])],
        )
        per_agent[files[0].split("/", 1)[0]].add(score)
    return dict(per_agent), stored.reader, bad


def _pct(part: int, whole: int) -> float | None:
    return round(100 * part / whole, 2) if whole else None


def rows_for(per_agent: dict[str, Score], reader: str) -> list[dict[str, Any]]:
    """One row per agent and measure, in the runner's shape."""
    rows: list[dict[str, Any]] = []
    for agent, s in sorted(per_agent.items()):
        measures: list[tuple[str, float | None, str, dict[str, Any]]] = [
            (
                "human turns stored as human",
                _pct(s.stored_as_human, s.human_turns),
                "%",
                {"stored": s.stored_as_human, "labelled": s.human_turns},
            ),
            (
                "non-human among human messages",
                _pct(s.not_human_words, s.human_messages),
                "%",
                {"not_human": s.not_human_words, "human_messages": s.human_messages},
            ),
            ("lost turns", s.lost, "turns", {}),
            ("duplicated turns", s.duplicates, "turns", {}),
            (
                "titles not the human's words",
                s.titles_not_human,
                "titles",
                {"titles": s.titles, "untitled": s.untitled},
            ),
        ]
        for what, value, unit, extra in measures:
            row: dict[str, Any] = {"name": agent, "what": what, "unit": unit}
            if value is not None:  # a share of nothing (no message at all) is left blank
                row["value"] = value
            row.update(target=TARGETS[what], **extra)
            if what != "lost turns" and not what.startswith("titles"):
                row["human_is"] = reader  # the measures that depend on who the store says spoke
            rows.append(row)
    return rows


def run() -> list[dict[str, Any]]:
    """Measure fidelity on the real logs; a single note row when they are not here."""
    root = real_logs()
    if root is None:
        return missing_row()
    with tempfile.TemporaryDirectory(prefix="kenning-fidelity-") as tmp:
        per_agent, reader, bad = measure(root, Path(tmp))
    rows = rows_for(per_agent, reader)
    rows += [{"name": "labels", "what": "do not match", "error": msg} for msg in bad]
    return rows


def markdown(rows: list[dict[str, Any]]) -> str:
    """The rows as one table: an agent per line, a measure per column."""
    by_agent: dict[str, dict[str, Any]] = defaultdict(dict)
    for r in rows:
        if "target" in r:
            by_agent[r["name"]][r["what"]] = r
    if not by_agent:
        return "\n".join(f"{r['name']}: {r.get('what')} {r.get('error', '')}" for r in rows)
    head = list(TARGETS)
    lines = [
        "| agent | human turns | " + " | ".join(head) + " |",
        "|---|--:|" + "--:|" * len(head),
        "| target | | " + " | ".join(TARGETS[h] for h in head) + " |",
    ]
    for agent, got in sorted(by_agent.items()):
        cells = []
        for h in head:
            r = got[h]
            v = f"{r['value']}" if "value" in r else "–"
            if h == "human turns stored as human":
                v += f" % ({r['stored']})"
            elif h == "non-human among human messages":
                v += f" % ({r['not_human']} of {r['human_messages']})"
            elif h.startswith("titles"):
                v += f" of {r['titles']}"
            cells.append(v)
        labelled = got["human turns stored as human"]["labelled"]
        lines.append(f"| {agent} | {labelled} | " + " | ".join(cells) + " |")
    reader = next(iter(by_agent.values()))["duplicated turns"]["human_is"]
    errors = [f"- {r['error']}" for r in rows if "error" in r]
    return "\n".join([*lines, "", f"Messages counted as the person's: {reader}.", *errors]) + "\n"


if __name__ == "__main__":
    print(markdown(run()), end="")
