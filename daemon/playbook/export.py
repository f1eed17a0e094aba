"""Projections of the playbook into files agents read.

- AGENTS.md / CLAUDE.md: a managed section between markers; text outside the
  markers is never touched.
- `.cursor/rules/kenning.mdc`: the same body as a Cursor rule file.
- MEMORY.md: the global projection (top rules and pitfalls).

What goes in is what a teammate would commit (docs/playbook.md, "Exports"):
active rules only — accepted by a person or made active by evidence; never
a proposal, never a deprecated rule —, each one short with its remedy
(`export_text`: an error fix as "When X, …" without the tool's hints or the
agent's words), grouped by topic, once each. Who reads the file decides the
rest (`Reader`): AGENTS.md is read by any agent, kenning or not, so it has no
rule ids and no kenning instruction; CLAUDE.md and the Cursor rules file
carry them only when that repository's MCP configuration starts kenning
(`reader_of`); MEMORY.md lives in kenning's home, so its reader has kenning.

Output is deterministic in the database state: rules are ranked by maturity,
then by raw helpful − harmful counts, then id — not by the decayed score,
which moves every day and would rewrite the file with nothing new in it. Every
projection is capped (agents load only about 200 lines / 25 KB of memory
files) and sanitized again before it is written.
"""

from __future__ import annotations

import os
import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, Protocol

import orjson

from kenning.daemon.core.models import Maturity, Rule, RuleState
from kenning.daemon.playbook.book import Playbook, ScoredRule
from kenning.daemon.playbook.checks import Situation, applies
from kenning.daemon.playbook.similarity import DuplicateIndex

__all__ = [
    "BEGIN",
    "END",
    "MAX_BYTES",
    "MAX_LINES",
    "MAX_WORDS",
    "PROTOCOL",
    "PROTOCOL_MCP",
    "ExportResult",
    "Reader",
    "applies_to",
    "export_cursor_rules",
    "export_memory",
    "export_section",
    "export_text",
    "exported_rules",
    "managed_files",
    "reader_of",
    "render_memory",
    "render_section",
    "splice",
    "write_atomic",
]

BEGIN = (
    "<!-- kenning:begin — managed by kenning; change rules with `kenning playbook`, not here -->"
)
END = "<!-- kenning:end -->"
MAX_LINES = 200
MAX_BYTES = 25 * 1024
#: a rule's line in an export is at most this many words (a code span counts as one)
MAX_WORDS = 40
#: a code span longer than this is cut in an export (an error line, a long command)
MAX_SPAN = 80
#: who reads an exported file: any agent or person (no kenning), an agent with kenning's
#: MCP server, or kenning's own user (MEMORY.md, in kenning's home)
Reader = Literal["anyone", "mcp", "cli"]
PROTOCOL = (
    'Before a task, run `kenning context "<task>" --json` for the rules and past sessions '
    "that apply; after using a rule, run `kenning mark <id> --helpful` (or `--harmful "
    '--reason "..."`).'
)
PROTOCOL_MCP = (
    "Before a task, call kenning's `context` tool with the task for the rules and past "
    "sessions that apply; after using a rule, call `mark` with its id (helpful, or harmful "
    "with a reason)."
)
_INTRO = "Conventions and fixes learned from past coding sessions in this repository."
_MATURITY_RANK = {
    Maturity.PROVEN: 0,
    Maturity.ESTABLISHED: 1,
    Maturity.CANDIDATE: 2,
    Maturity.DEPRECATED: 3,
}
#: the heading of each learned category; any other category is its own heading
_TOPIC = {
    "correction": "Conventions",
    "convention": "Conventions",
    "error-fix": "When a command fails",
    "general": "General",
}
#: a rule that tells its reader to run kenning: only for a reader who has it
_KENNING_COMMAND = re.compile(r"\bkenning\s+(?:[a-z][\w-]*)", re.I)
#: a word of a rule: non-space text and code spans (a span's spaces do not split it)
_TOKEN = re.compile(r"(?:`[^`]*`|[^\s`])+|`")
_SPAN = re.compile(r"`[^`]*`")
_SENTENCE_END = re.compile(r"[.!?][)\]\"']?$")
_ABBREV = re.compile(r"(?:^|\()(?:e\.g|i\.e|etc|vs|cf|approx)\.$", re.I)


@dataclass(frozen=True)
class ExportResult:
    path: Path
    changed: bool
    rules: int
    pitfalls: int
    truncated: int
    reader: Reader = "anyone"


def _rank(sb: ScoredRule) -> tuple[int, int, str]:
    counts = sb.score.helpful_count - 4 * sb.score.harmful_count
    return (_MATURITY_RANK.get(sb.maturity, 9), -counts, sb.id)


def applies_to(rule: Rule, repo_root: Path | None) -> bool:
    """Whether a rule belongs in this repository's files (not another workspace's).

    The rule-check engine decides (`applies`), in the repository as a whole:
    no file, language or task narrows the section, so every language's rules
    stay in it; only another workspace's rules are left out.
    """
    return applies(rule, Situation(workspace=repo_root, repository=repo_root))


def _mcp_starts_kenning(config: Path) -> bool:
    """Whether an MCP configuration file (`.mcp.json`) names a kenning server."""
    try:
        data = orjson.loads(config.read_bytes())
    except (OSError, orjson.JSONDecodeError):
        return False
    servers = data.get("mcpServers") if isinstance(data, dict) else None
    if not isinstance(servers, dict):
        return False
    for name, server in servers.items():
        if name == "kenning":
            return True
        if not isinstance(server, dict):
            continue
        words = [server.get("command"), *(server.get("args") or [])]
        if any(isinstance(w, str) and Path(w).name == "kenning" for w in words):
            return True
    return False


def reader_of(name: str, repo_root: Path | None) -> Reader:
    """Who reads an exported file (`name`: AGENTS.md, CLAUDE.md, the Cursor rule file).

    AGENTS.md is read by every agent and every teammate: "anyone". CLAUDE.md
    is read with kenning when the repository's `.mcp.json` starts kenning's
    MCP server (Claude Code reads that file), the Cursor rule file when
    `.cursor/mcp.json` does; otherwise "anyone".
    """
    if repo_root is None:
        return "anyone"
    if name == "CLAUDE.md" and _mcp_starts_kenning(repo_root / ".mcp.json"):
        return "mcp"
    if name.endswith(".mdc") and _mcp_starts_kenning(repo_root / ".cursor" / "mcp.json"):
        return "mcp"
    return "anyone"


def _short_span(span: re.Match[str]) -> str:
    token = span.group(0)
    if len(token) > MAX_SPAN + 2:
        return token[: MAX_SPAN + 1].rstrip() + "…`"
    return token


def _sentences(text: str) -> list[list[str]]:
    """The sentences of a rule, as words (a code span is never split, nor a sentence end
    read inside one)."""
    out: list[list[str]] = [[]]
    for token in _TOKEN.findall(text):
        out[-1].append(_SPAN.sub(_short_span, token))
        if _SENTENCE_END.search(token) and not _ABBREV.search(token):
            out.append([])
    return [s for s in out if s]


class _Exported(Protocol):
    """What `export_text` reads of a rule: a `Rule`, or a loaded `ScoredRule`."""

    @property
    def content(self) -> str: ...

    @property
    def category(self) -> str: ...


def export_text(rule: _Exported) -> str:
    """A rule as an export states it: short, with its remedy, nothing else.

    A learned error fix keeps its first sentence ("When `cmd` fails with
    `error`, run `fix` first.") and drops what follows it (the tool's hint,
    the agent's own words); every rule keeps whole sentences up to
    `MAX_WORDS` words, and a first sentence longer than that is cut.
    """
    sentences = _sentences(" ".join(rule.content.split()))
    if not sentences:
        return ""
    if rule.category == "error-fix":
        sentences = sentences[:1]
    kept: list[str] = []
    for sentence in sentences:
        if kept and len(kept) + len(sentence) > MAX_WORDS:
            break
        kept += sentence
    if len(kept) > MAX_WORDS:
        kept = kept[:MAX_WORDS]
        if not kept[-1].endswith("`"):
            kept[-1] = kept[-1].rstrip(".,;:—-")
        kept.append("…")
    return " ".join(kept)


def _topic(rule: Rule) -> str:
    category = rule.category or "general"
    return _TOPIC.get(category) or category.replace("-", " ").replace("_", " ").capitalize()


def exported_rules(
    playbook: Playbook,
    repo_root: Path | None,
    reader: Reader,
    *,
    memory: bool = False,
    limit: int | None = None,
) -> list[tuple[ScoredRule, str]]:
    """The rules a file carries, best first, each with its text, once each.

    Active rules only (a proposal waits for evidence or a person), never a
    deprecated one; in this repository (all, for MEMORY.md: `memory`); for a
    reader without kenning, no rule that tells to run kenning. A rule that
    says what a rule above it says (the same text, or the curator's word
    overlap) is left out. With `limit`, the list ends once it holds `limit`
    rules and `limit` pitfalls (what a capped file shows; a rule below both
    could leave out none of them).
    """
    chosen = [
        sb
        for sb in playbook.active()
        if sb.state == RuleState.ACTIVE
        and sb.maturity != Maturity.DEPRECATED
        and (memory or applies_to(sb.rule, repo_root))
    ]
    chosen.sort(key=_rank)
    out: list[tuple[ScoredRule, str]] = []
    seen: set[str] = set()
    kept = DuplicateIndex[_Line](0.8)
    shown = {True: 0, False: 0}  # pitfalls, rules
    for sb in chosen:
        if limit is not None and min(shown.values()) >= limit:
            break  # a rule past both caps hides nothing shown (it is below them all)
        text = export_text(sb)
        if not text or (reader == "anyone" and _KENNING_COMMAND.search(text)):
            continue
        key = " ".join(text.lower().split())
        if key in seen or kept.find(text) is not None:
            continue
        seen.add(key)
        kept.add(_Line(sb.id, text))
        out.append((sb, text))
        shown[sb.is_anti_pattern] += 1
    return out


@dataclass(frozen=True)
class _Line:
    id: str
    content: str


def _line(rule: Rule, text: str, reader: Reader) -> str:
    team = " (team)" if rule.origin == "team" else ""  # shared through `kenning team`
    if reader == "anyone":
        return f"- {text}{team}"
    return f"- [{rule.id}] {text}{team}"


def render_section(
    playbook: Playbook,
    repo_root: Path | None,
    *,
    top: int = 50,
    sanitize: object = None,
    reader: Reader = "anyone",
) -> tuple[str, int, int, int]:
    """The managed section's body: (markdown, rules, pitfalls, left out).

    Grouped by topic (the rule's category: conventions, fixes of failing
    commands, the categories people gave), pitfalls last.
    """
    chosen = exported_rules(playbook, repo_root, reader)
    rules = [(sb, t) for sb, t in chosen if not sb.rule.is_anti_pattern]
    pitfalls = [(sb, t) for sb, t in chosen if sb.rule.is_anti_pattern]
    left_out = max(0, len(rules) - top) + max(0, len(pitfalls) - top)
    rules, pitfalls = rules[:top], pitfalls[:top]

    lines = ["## Rules learned by kenning", ""]
    lines += [PROTOCOL_MCP if reader == "mcp" else PROTOCOL if reader == "cli" else _INTRO, ""]
    by_topic: dict[str, list[str]] = defaultdict(list)
    for sb, text in rules:
        by_topic[_topic(sb.rule)].append(_line(sb.rule, text, reader))
    for topic in sorted(by_topic, key=lambda t: (t not in _TOPIC.values(), t)):
        lines += [f"### {topic}", "", *by_topic[topic], ""]
    if pitfalls:
        lines += ["### Pitfalls", ""]
        lines += [_line(sb.rule, text, reader) for sb, text in pitfalls]
        lines.append("")
    if not rules and not pitfalls:
        empty = (
            "(no rules yet)"
            if reader == "anyone"
            else '(no rules yet: add one with `kenning playbook add "..."`)'
        )
        lines += [empty, ""]
    body = "\n".join(lines)
    if sanitize is not None:
        body = str(sanitize.redact(body))  # type: ignore[attr-defined]
    body, cut = _cap(
        body.splitlines(), MAX_LINES - 2, MAX_BYTES - len(BEGIN) - len(END) - 4, reader
    )
    return body, len(rules), len(pitfalls), left_out + cut


def _cap(lines: list[str], max_lines: int, max_bytes: int, reader: Reader) -> tuple[str, int]:
    """Keep whole rule lines within both limits; say how many were cut."""
    kept: list[str] = []
    size = 0
    cut = 0
    for line in lines:
        cost = len(line.encode()) + 1
        if len(kept) >= max_lines - 1 or size + cost > max_bytes - 80:
            cut += 1 if line.startswith("- ") else 0
            continue
        kept.append(line)
        size += cost
    if cut:
        more = "`kenning playbook list`" if reader != "anyone" else "not shown"
        kept.append(f"(… {cut} more: {more})")
    return "\n".join(kept).rstrip("\n") + "\n", cut


def splice(existing: str, body: str) -> str:
    """Put `body` between the markers of `existing`, or append a marked section."""
    block = f"{BEGIN}\n{body}{END}\n"
    start = existing.find(BEGIN)
    end = existing.find(END, start + 1) if start >= 0 else -1
    if start >= 0 and end >= 0:
        tail = existing[end + len(END) :]
        if tail.startswith("\n"):
            tail = tail[1:]
        return existing[:start] + block + tail
    if not existing:
        return block
    sep = "" if existing.endswith("\n\n") else ("\n" if existing.endswith("\n") else "\n\n")
    return existing + sep + block


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.kenning-tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def _current(path: Path) -> str:
    return path.read_text(encoding="utf-8") if path.exists() else ""


def _update(path: Path, text: str, *, check: bool) -> bool:
    """Whether `path` differs from `text`; writes it unless `check`."""
    changed = _current(path) != text
    if changed and not check:
        write_atomic(path, text)
    return changed


def export_section(
    playbook: Playbook,
    target: Path,
    repo_root: Path | None,
    *,
    top: int = 50,
    sanitize: object = None,
    check: bool = False,
    reader: Reader | None = None,
) -> ExportResult:
    """Write (or with `check`, only compare) the managed section of `target`.

    `reader`: who reads it (None: `reader_of` the file's name in `repo_root`).
    """
    who = reader or reader_of(target.name, repo_root)
    body, rules, pitfalls, truncated = render_section(
        playbook, repo_root, top=top, sanitize=sanitize, reader=who
    )
    changed = _update(target, splice(_current(target), body), check=check)
    return ExportResult(target, changed, rules, pitfalls, truncated, who)


def export_cursor_rules(
    playbook: Playbook,
    target: Path,
    repo_root: Path | None,
    *,
    top: int = 50,
    sanitize: object = None,
    check: bool = False,
    reader: Reader | None = None,
) -> ExportResult:
    """Write `.cursor/rules/kenning.mdc`: front matter, then the rules (whole file is ours)."""
    who = reader or reader_of(target.name, repo_root)
    body, rules, pitfalls, truncated = render_section(
        playbook, repo_root, top=top, sanitize=sanitize, reader=who
    )
    text = (
        "---\ndescription: Rules learned by kenning from past agent sessions\n"
        "globs:\nalwaysApply: true\n---\n\n" + body
    )
    changed = _update(target, text, check=check)
    return ExportResult(target, changed, rules, pitfalls, truncated, who)


def managed_files(repo_root: Path) -> Iterable[Path]:
    """The files of a repository that already carry a kenning section."""
    for name in ("AGENTS.md", "CLAUDE.md"):
        path = repo_root / name
        try:
            if path.is_file() and BEGIN in path.read_text(encoding="utf-8", errors="replace"):
                yield path
        except OSError:
            continue


def render_memory(
    playbook: Playbook, *, top: int = 60, sanitize: object = None, facts: Iterable[str] = ()
) -> str:
    """MEMORY.md: cross-session facts (daemon/learning/summaries.py), the best rules and pitfalls,
    capped. Its reader has kenning (the file is in kenning's home)."""
    chosen = exported_rules(playbook, None, "cli", memory=True, limit=top)
    rules = [(sb, t) for sb, t in chosen if not sb.rule.is_anti_pattern][:top]
    pitfalls = [(sb, t) for sb, t in chosen if sb.rule.is_anti_pattern][:top]
    lines = ["# kenning memory", "", PROTOCOL, ""]
    known = [f"- {fact}" for fact in facts][:40]  # facts first: the cap cuts rules, not them
    if known:
        lines += ["## Facts", "", *known, ""]
    lines += ["## Top rules", ""]
    for sb, text in rules:
        b = sb.rule
        where = f" ({b.scope.value}: {b.scope_key})" if b.scope_key else ""
        lines.append(_line(b, text, "cli") + where)
    if pitfalls:
        lines += ["", "## Pitfalls", ""]
        lines += [_line(sb.rule, text, "cli") for sb, text in pitfalls]
    body = "\n".join(lines) + "\n"
    if sanitize is not None:
        body = str(sanitize.redact(body))  # type: ignore[attr-defined]
    text, _cut = _cap(body.splitlines(), MAX_LINES, MAX_BYTES, "cli")
    return text


def export_memory(
    playbook: Playbook,
    target: Path,
    *,
    top: int = 60,
    sanitize: object = None,
    check: bool = False,
    facts: Iterable[str] = (),
) -> ExportResult:
    """Write (or with `check`, only compare) the global MEMORY.md."""
    text = render_memory(playbook, top=top, sanitize=sanitize, facts=facts)
    changed = _update(target, text, check=check)
    rules = sum(1 for line in text.splitlines() if line.startswith("- ["))
    return ExportResult(target, changed, rules, len(playbook.anti_patterns()), 0, "cli")
