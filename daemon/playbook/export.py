"""Projections of the playbook into files agents read.

- AGENTS.md / CLAUDE.md: a managed section between markers; text outside the
  markers is never touched.
- `.cursor/rules/kenning.mdc`: the same body as a Cursor rule file.
- MEMORY.md: the global projection (top rules and pitfalls).

Output is deterministic in the database state: rules are ranked by maturity,
then by raw helpful − harmful counts, then id — not by the decayed score,
which moves every day and would rewrite the file with nothing new in it. Every
projection is capped (agents load only about 200 lines / 25 KB of memory
files) and sanitized again before it is written.
"""

from __future__ import annotations

import os
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from kenning.daemon.core.models import Maturity, Rule
from kenning.daemon.playbook.book import Playbook, ScoredRule
from kenning.daemon.playbook.checks import Situation, applies

BEGIN = (
    "<!-- kenning:begin — managed by kenning; change rules with `kenning playbook`, not here -->"
)
END = "<!-- kenning:end -->"
MAX_LINES = 200
MAX_BYTES = 25 * 1024
PROTOCOL = (
    'Before a task, run `kenning context "<task>" --json` for the rules and past sessions '
    "that apply; after using a rule, run `kenning mark <id> --helpful` (or `--harmful "
    '--reason "..."`).'
)
_MATURITY_RANK = {
    Maturity.PROVEN: 0,
    Maturity.ESTABLISHED: 1,
    Maturity.CANDIDATE: 2,
    Maturity.DEPRECATED: 3,
}


@dataclass(frozen=True)
class ExportResult:
    path: Path
    changed: bool
    rules: int
    pitfalls: int
    truncated: int


def _rank(sb: ScoredRule) -> tuple[int, int, str]:
    counts = sb.score.helpful_count - 4 * sb.score.harmful_count
    return (_MATURITY_RANK.get(sb.rule.maturity, 9), -counts, sb.rule.id)


def applies_to(rule: Rule, repo_root: Path | None) -> bool:
    """Whether a rule belongs in this repository's files (not another workspace's).

    The rule-check engine decides (`applies`), in the repository as a whole:
    no file, language or task narrows the section, so every language's rules
    stay in it; only another workspace's rules are left out.
    """
    return applies(rule, Situation(workspace=repo_root, repository=repo_root))


def _line(rule: Rule) -> str:
    text = " ".join(rule.content.split())
    team = " (team)" if rule.origin == "team" else ""  # shared through `kenning team`
    return f"- [{rule.id}] {text}{team}"


def render_section(
    playbook: Playbook, repo_root: Path | None, *, top: int = 50, sanitize: object = None
) -> tuple[str, int, int, int]:
    """The managed section's body: (markdown, rules, pitfalls, left out)."""
    chosen = [sb for sb in playbook.active() if applies_to(sb.rule, repo_root)]
    chosen.sort(key=_rank)
    rules = [sb for sb in chosen if not sb.rule.is_anti_pattern]
    pitfalls = [sb for sb in chosen if sb.rule.is_anti_pattern]
    left_out = max(0, len(rules) - top) + max(0, len(pitfalls) - top)
    rules, pitfalls = rules[:top], pitfalls[:top]

    lines = ["## Rules learned by kenning", "", PROTOCOL, ""]
    by_category: dict[str, list[ScoredRule]] = defaultdict(list)
    for sb in rules:
        by_category[sb.rule.category or "general"].append(sb)
    for category in sorted(by_category):
        lines += [f"### {category}", ""]
        lines += [_line(sb.rule) for sb in by_category[category]]
        lines.append("")
    if pitfalls:
        lines += ["### Pitfalls", ""]
        lines += [_line(sb.rule) for sb in pitfalls]
        lines.append("")
    if not rules and not pitfalls:
        lines += ['(no rules yet: add one with `kenning playbook add "..."`)', ""]
    body = "\n".join(lines)
    if sanitize is not None:
        body = str(sanitize.redact(body))  # type: ignore[attr-defined]
    body, cut = _cap(body.splitlines(), MAX_LINES - 2, MAX_BYTES - len(BEGIN) - len(END) - 4)
    return body, len(rules), len(pitfalls), left_out + cut


def _cap(lines: list[str], max_lines: int, max_bytes: int) -> tuple[str, int]:
    """Keep whole rule lines within both limits; say how many were cut."""
    kept: list[str] = []
    size = 0
    cut = 0
    for line in lines:
        cost = len(line.encode()) + 1
        if len(kept) >= max_lines - 1 or size + cost > max_bytes - 80:
            cut += 1 if line.startswith("- [") else 0
            continue
        kept.append(line)
        size += cost
    if cut:
        kept.append(f"(… {cut} more: `kenning playbook list`)")
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
) -> ExportResult:
    """Write (or with `check`, only compare) the managed section of `target`."""
    body, rules, pitfalls, truncated = render_section(
        playbook, repo_root, top=top, sanitize=sanitize
    )
    changed = _update(target, splice(_current(target), body), check=check)
    return ExportResult(target, changed, rules, pitfalls, truncated)


def export_cursor_rules(
    playbook: Playbook,
    target: Path,
    repo_root: Path | None,
    *,
    top: int = 50,
    sanitize: object = None,
    check: bool = False,
) -> ExportResult:
    """Write `.cursor/rules/kenning.mdc`: front matter, then the rules (whole file is ours)."""
    body, rules, pitfalls, truncated = render_section(
        playbook, repo_root, top=top, sanitize=sanitize
    )
    text = (
        "---\ndescription: Rules learned by kenning from past agent sessions\n"
        "globs:\nalwaysApply: true\n---\n\n" + body
    )
    changed = _update(target, text, check=check)
    return ExportResult(target, changed, rules, pitfalls, truncated)


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
    capped."""
    chosen = sorted(playbook.active(), key=_rank)
    rules = [sb for sb in chosen if not sb.rule.is_anti_pattern][:top]
    pitfalls = [sb for sb in chosen if sb.rule.is_anti_pattern][:top]
    lines = ["# kenning memory", "", PROTOCOL, ""]
    known = [f"- {fact}" for fact in facts][:40]  # facts first: the cap cuts rules, not them
    if known:
        lines += ["## Facts", "", *known, ""]
    lines += ["## Top rules", ""]
    for sb in rules:
        b = sb.rule
        where = f" ({b.scope.value}: {b.scope_key})" if b.scope_key else ""
        lines.append(_line(b) + where)
    if pitfalls:
        lines += ["", "## Pitfalls", ""]
        lines += [_line(sb.rule) for sb in pitfalls]
    body = "\n".join(lines) + "\n"
    if sanitize is not None:
        body = str(sanitize.redact(body))  # type: ignore[attr-defined]
    text, _cut = _cap(body.splitlines(), MAX_LINES, MAX_BYTES)
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
    return ExportResult(target, changed, rules, len(playbook.anti_patterns()), 0)
