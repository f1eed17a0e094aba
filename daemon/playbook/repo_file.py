"""The repository's playbook file, `.kenning/playbook.yaml`, and cass-memory imports.

A repo may commit team rules in `.kenning/playbook.yaml`; they are merged over
the global playbook (see `playbook.py`). The file holds rules and tombstones
only: personal feedback events stay in the local database, keyed by rule id,
so marking a team rule never dirties the repository.

Writing is deterministic so the file diffs cleanly in review: keys in a fixed
order, rules and tombstones sorted by id, defaults left out, and loading then
saving a file this module wrote gives the same bytes. Writes are atomic (temp
file + `os.replace`).

A file that cannot be read (bad YAML, unknown keys, invalid values) raises
`PlaybookFileError` naming the file, the line and the fix, after a copy is
saved to the backups folder; nothing in the database is touched.

Secrets written by hand into the file (a token pasted into a rule) are
redacted as the file is read, the same fields `curate` redacts when a rule is
added: every reader (`context`, `playbook list/get`, MCP, the language server,
exports, the audit) sees the marker, and the next save of the file writes it.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
import threading
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kenning.daemon.core.errors import PlaybookFileError
from kenning.daemon.core.inputs import error_message, parse_event, parse_rule, parse_tombstone
from kenning.daemon.core.models import (
    FeedbackEvent,
    FeedbackKind,
    Rule,
    Tombstone,
    rule_dump,
    tombstone_dump,
)
from kenning.daemon.core.paths import repo_playbook_path

if TYPE_CHECKING:
    import yaml

__all__ = [
    "FORMAT_VERSION",
    "CassImport",
    "RepoPlaybook",
    "detect_format",
    "dump_repo_playbook",
    "import_cass_playbook",
    "load_repo_playbook",
    "read_cass_playbook",
    "read_playbook_file",
    "repo_playbook_path",
    "save_repo_playbook",
]

#: 2: the rules are listed under `rules:` (format 1 said `bullets:`, still read)
FORMAT_VERSION = 2
_HEADER = (
    "# kenning team playbook: rules shared through this repository.\n"
    "# Edit with `kenning playbook add --repo`; feedback stays personal (not in this file).\n"
)
# keys kept even when they hold their default: a reader of the file needs them
_ALWAYS = frozenset({"id", "content", "category", "kind", "type", "state", "maturity"})


@dataclass
class RepoPlaybook:
    """The team rules of one repository (empty when the file does not exist)."""

    rules: list[Rule]
    tombstones: list[Tombstone]
    path: Path
    mtime: float | None = None
    exists: bool = False

    def get(self, rule_id: str) -> Rule | None:
        return next((b for b in self.rules if b.id == rule_id), None)


# -- writing --------------------------------------------------------------------


def _compact(data: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in data.items():
        if key in _ALWAYS or value not in (None, [], {}, False):
            out[key] = _compact(value) if isinstance(value, dict) else value
    return out


def _rule_data(rule: Rule) -> dict[str, Any]:
    data = rule_dump(rule)
    del data["origin"]
    data["created_at"] = _iso(rule.created_at)
    data["updated_at"] = _iso(rule.updated_at)
    compact = _compact(data)
    if not compact.get("provenance"):
        compact.pop("provenance", None)
    if compact.get("scope") == "global":
        compact.pop("scope")
    return compact


def _loader() -> Any:
    """libyaml's loader when PyYAML was built with it (several times faster); the
    dumper stays the pure-Python one so the bytes written never depend on the build.
    yaml is imported here, not at the top: a command that reads no playbook file
    (`kenning playbook add` in a folder without one) does not pay for it."""
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _iso(moment: datetime) -> str:
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat().replace("+00:00", "Z")


def dump_repo_playbook(rules: list[Rule], tombstones: list[Tombstone]) -> str:
    """The text of a playbook file: deterministic for the same rules, whatever their order."""
    doc = {
        "version": FORMAT_VERSION,
        "rules": [_rule_data(b) for b in sorted(rules, key=lambda b: b.id)],
        "tombstones": [
            _compact({**tombstone_dump(t), "created_at": _iso(t.created_at)})
            for t in sorted(tombstones, key=lambda t: t.id)
        ],
    }
    import yaml

    body = yaml.safe_dump(
        doc, sort_keys=False, allow_unicode=True, default_flow_style=False, width=100
    )
    return _HEADER + body


def save_repo_playbook(
    repo_root: Path, rules: list[Rule], tombstones: list[Tombstone] | None = None
) -> Path:
    """Write `.kenning/playbook.yaml` atomically; returns its path.

    Saving what `load_repo_playbook` read gives a byte-identical file.
    """
    path = repo_playbook_path(repo_root)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = dump_repo_playbook(rules, tombstones or [])
    fd, tmp = tempfile.mkstemp(prefix=".playbook.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


# -- reading ----------------------------------------------------------------------


def _backup(path: Path, text: bytes, backups: Path) -> Path:
    """Copy a corrupt file aside once per distinct content (reloads do not pile up copies)."""
    from kenning.daemon.core.private import private_dir, private_file

    private_dir(backups)
    digest = hashlib.sha256(text).hexdigest()[:10]
    target = backups / f"{path.parent.parent.name}.{path.name}.{digest}.corrupt"
    if not target.exists():
        shutil.copy2(path, target)
        private_file(target)
    return target


class _LazyRoot:
    """The YAML node tree of a file, composed only when an error needs a line number."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._node: yaml.Node | None = None

    def node(self) -> yaml.Node | None:
        if self._node is None:
            import yaml

            self._node = yaml.compose(self.text, Loader=yaml.SafeLoader)
        return self._node


def _node_line(root: _LazyRoot, loc: tuple[Any, ...]) -> int | None:
    """1-based line of the YAML node at `loc` (keys and indexes), as deep as it exists.

    A mapping key gives the line of the key; a list index the line of the item.
    """
    import yaml

    top = root.node()
    if top is None:
        return None
    node: yaml.Node = top
    line = node.start_mark.line + 1
    for part in loc:
        if isinstance(node, yaml.MappingNode):
            match = next((kv for kv in node.value if kv[0].value == part), None)
            if match is None:
                break
            line = match[0].start_mark.line + 1
            node = match[1]
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int):
            if part >= len(node.value):
                break
            node = node.value[part]
            line = node.start_mark.line + 1
        else:
            break
    return line


def _fail(path: Path, raw: bytes, backups: Path, line: int | None, what: str) -> PlaybookFileError:
    saved = _backup(path, raw, backups)
    where = f"{path}:{line}" if line else str(path)
    return PlaybookFileError(
        f"{where}: {what}. A copy was saved to {saved}; the database was not touched.",
        fix=f"correct line {line or 1} of {path} (or restore it with `git checkout -- {path}`); "
        "commands keep working on your global playbook meanwhile",
    )


def load_repo_playbook(repo_root: Path, *, backups: Path | None = None) -> RepoPlaybook:
    """Read the team playbook of a repository (empty when there is none).

    Args:
        repo_root: the repository folder (holding `.kenning/`).
        backups: where a corrupt file is copied; default `Paths.backups`.

    Raises:
        PlaybookFileError: the file is not valid YAML or not a valid playbook;
            the message names the file, the line and the fix.
    """
    return read_playbook_file(repo_playbook_path(repo_root), backups=backups)


def read_playbook_file(path: Path, *, backups: Path | None = None) -> RepoPlaybook:
    """Read a kenning playbook file at any path (see `load_repo_playbook`).

    Raises:
        PlaybookFileError: the file is not valid YAML or not a valid playbook.
    """
    from kenning.daemon.core.files import NotRegularFileError, read_regular

    try:
        raw = read_regular(path)  # a FIFO in its place must not block a commit
        mtime = path.stat().st_mtime
    except FileNotFoundError:
        return RepoPlaybook([], [], path)
    except NotRegularFileError as exc:
        raise PlaybookFileError(
            str(exc), fix=f"replace {path} with a regular file (`git checkout -- {path}`)"
        ) from exc
    key = str(path.absolute())
    with _PARSED_LOCK:
        known = _PARSED.get(key)
    if known is not None and known[0] == raw and known[1] == mtime:
        team = known[2]  # unchanged since it was read: a copy of the lists, same rules
        return RepoPlaybook(list(team.rules), list(team.tombstones), path, mtime, True)
    team = _parse_playbook(path, raw, mtime, backups)
    with _PARSED_LOCK:
        _PARSED[key] = (raw, mtime, team)
        while len(_PARSED) > _PARSED_KEEP:
            del _PARSED[next(iter(_PARSED))]
    return RepoPlaybook(list(team.rules), list(team.tombstones), path, mtime, True)


#: the last files read, by path: (bytes, mtime, parsed). A long-lived reader
#: (daemon, language server) reloads its playbook every minute (scores decay,
#: see `PlaybookCache`); an unchanged team file is not parsed, validated and
#: redacted again. Keyed by the bytes, not only the mtime: an edit within the
#: mtime's resolution is still seen. A file that fails is never kept.
_PARSED: dict[str, tuple[bytes, float, RepoPlaybook]] = {}
_PARSED_KEEP = 16
_PARSED_LOCK = threading.Lock()


def _parse_playbook(path: Path, raw: bytes, mtime: float, backups: Path | None) -> RepoPlaybook:
    """Parse, validate and redact the bytes of a playbook file (see `read_playbook_file`)."""
    import yaml

    if backups is None:
        from kenning.daemon.core.config import resolve_paths

        backups = resolve_paths().backups
    try:
        text = raw.decode("utf-8")
        data = yaml.load(text, Loader=_loader())
    except UnicodeDecodeError as exc:
        raise _fail(path, raw, backups, None, f"not UTF-8 text ({exc.reason})") from exc
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(exc, "problem", None) or str(exc)
        raise _fail(path, raw, backups, line, f"not valid YAML ({problem})") from exc
    if data is None:
        return RepoPlaybook([], [], path, mtime, True)
    root = _LazyRoot(text)
    if not isinstance(data, dict):
        raise _fail(path, raw, backups, 1, "the file must be a mapping with a `rules:` list")
    unknown = sorted(set(data) - {"version", "rules", "bullets", "tombstones"})
    if unknown:
        line = _node_line(root, (unknown[0],))
        raise _fail(path, raw, backups, line, f"unknown top-level key {unknown[0]!r}")
    # format 1 listed the rules under `bullets:`: read either, never both
    key = "bullets" if "bullets" in data else "rules"
    if "bullets" in data and "rules" in data:
        line = _node_line(root, ("bullets",))
        what = "both `rules:` and `bullets:` (format 1's name for `rules:`); keep one"
        raise _fail(path, raw, backups, line, what)
    version = data.get("version", FORMAT_VERSION)
    if not isinstance(version, int) or version > FORMAT_VERSION:
        line = _node_line(root, ("version",))
        raise _fail(
            path, raw, backups, line, f"format version {version!r} is newer than this kenning"
        )
    fallback = datetime.fromtimestamp(mtime, UTC)
    rules = _validate_items(data.get(key), key, path, raw, backups, root, fallback, repo=True)
    tombstones = _validate_items(
        data.get("tombstones"), "tombstones", path, raw, backups, root, fallback, repo=False
    )
    return RepoPlaybook(
        [_redacted_rule(b) for b in rules if isinstance(b, Rule)],
        [_redacted_tombstone(t) for t in tombstones if isinstance(t, Tombstone)],
        path,
        mtime,
        True,
    )


def _redact(text: str) -> str:
    from kenning.daemon.safety.sanitize import (
        default_sanitizer,  # the built-in rules: no settings on this path
    )

    return default_sanitizer().redact(text)


def _redacted_rule(rule: Rule) -> Rule:
    """The rule with secrets redacted in its text fields (the same object when it has none)."""
    update: dict[str, Any] = {}  # the fields to replace
    content = _redact(rule.content)
    if content != rule.content:
        update["content"] = content
    if rule.pinned_reason and (reason := _redact(rule.pinned_reason)) != rule.pinned_reason:
        update["pinned_reason"] = reason
    prov = rule.provenance
    reasoning = _redact(prov.reasoning) if prov.reasoning else prov.reasoning
    evidence = [_redact(e) for e in prov.evidence]
    if reasoning != prov.reasoning or evidence != prov.evidence:
        update["provenance"] = replace(prov, reasoning=reasoning, evidence=evidence)
    return replace(rule, **update) if update else rule


def _redacted_tombstone(tombstone: Tombstone) -> Tombstone:
    reason = _redact(tombstone.reason)
    replacement = _redact(tombstone.replacement) if tombstone.replacement else None
    if reason == tombstone.reason and replacement == tombstone.replacement:
        return tombstone
    return replace(tombstone, reason=reason, replacement=replacement)


def _validate_items(
    items: Any,
    key: str,
    path: Path,
    raw: bytes,
    backups: Path,
    root: _LazyRoot,
    fallback: datetime,
    *,
    repo: bool,
) -> list[Rule | Tombstone]:
    from pydantic import ValidationError

    if items is None:
        return []
    if not isinstance(items, list):
        raise _fail(path, raw, backups, _node_line(root, (key,)), f"`{key}` must be a list")
    out: list[Rule | Tombstone] = []
    seen: set[str] = set()
    for index, item in enumerate(items):
        if not isinstance(item, dict):
            line = _node_line(root, (key, index))
            raise _fail(path, raw, backups, line, f"{key}[{index}] must be a mapping")
        # a hand-written rule without timestamps gets the file's time, so that
        # loading twice gives the same rule (and saving does not churn)
        data = {"created_at": fallback, **item}
        if repo:
            data = {"updated_at": data["created_at"], **data, "origin": "repo"}
        try:
            model: Rule | Tombstone = parse_rule(data) if repo else parse_tombstone(data)
        except ValidationError as exc:
            err = exc.errors()[0]
            loc = (key, index, *err["loc"])
            dotted = ".".join(str(p) for p in err["loc"])
            line = _node_line(root, loc)
            message = error_message(err)
            if message == "unknown key":  # which keys there are: the fix
                fields = Rule.__dataclass_fields__ if repo else Tombstone.__dataclass_fields__
                message = f"unknown key; the keys are {', '.join(fields)}"
            raise _fail(
                path, raw, backups, line, f"{key}[{index}] key `{dotted}`: {message}"
            ) from exc
        if model.id in seen:
            line = _node_line(root, (key, index))
            raise _fail(path, raw, backups, line, f"duplicate id {model.id!r} in `{key}`")
        seen.add(model.id)
        out.append(model)
    return out


# -- cass-memory import ---------------------------------------------------------------


@dataclass
class CassImport:
    """What a cass-memory `playbook.yaml` holds, mapped to kenning's models."""

    rules: list[Rule]
    events: list[FeedbackEvent]
    tombstones: list[Tombstone]
    #: fields with no kenning equivalent, by name, with how often they were dropped
    dropped: dict[str, int] = field(default_factory=dict)


_CAMEL = {
    "scopeKey": "scope_key",
    "searchPointer": "search_pointer",
    "pinnedReason": "pinned_reason",
    "createdAt": "created_at",
    "updatedAt": "updated_at",
    "helpfulCount": "helpful_count",
    "harmfulCount": "harmful_count",
    "feedbackEvents": "feedback_events",
    "helpfulEvents": "helpful_events",
    "harmfulEvents": "harmful_events",
    "sourceSessions": "source_sessions",
    "sourceAgents": "source_agents",
    "confidenceDecayHalfLifeDays": "confidence_decay_half_life_days",
    "derivedFrom": "derived_from",
    "deprecationReason": "deprecation_reason",
    "replacedBy": "replaced_by",
    "deprecatedPatterns": "deprecated_patterns",
    "deprecatedAt": "deprecated_at",
    "keyEvidence": "key_evidence",
    "diaryIds": "diary_ids",
    "sessionPath": "session_path",
    "isNegative": "is_negative",
    "promotedAt": "promoted_at",
    "lastValidatedAt": "last_validated_at",
    "effectiveScore": "effective_score",
}
# what cass writes but kenning does not keep (derived, cached or tool-specific)
_CASS_DROPPED = frozenset(
    {
        "is_negative",
        "promoted_at",
        "last_validated_at",
        "embedding",
        "effective_score",
        "deprecated_at",
        "replaced_by",
    }
)
# cass's default half-life; mapped to "use the configured one"
_CASS_DEFAULT_HALF_LIFE = 90


def _snake(data: dict[str, Any]) -> dict[str, Any]:
    return {_CAMEL.get(k, k): v for k, v in data.items()}


def read_cass_playbook(path: Path, *, backups: Path | None = None) -> CassImport:
    """Map a cass-memory `playbook.yaml` (camelCase or snake_case keys) to kenning.

    Rules keep their ids (marks recorded elsewhere still apply), feedback
    events become events (counts without events become that many undated-
    at-creation events), `deprecated` rules are retired, `deprecatedPatterns`
    become tombstones. Fields with no equivalent are counted in `dropped`.

    Raises:
        PlaybookFileError: the file is not YAML or a rule is invalid (file and line named).
    """
    import yaml

    raw = path.read_bytes()
    if backups is None:
        from kenning.daemon.core.config import resolve_paths

        backups = resolve_paths().backups
    try:
        text = raw.decode("utf-8")
        data = yaml.load(text, Loader=_loader())
    except (UnicodeDecodeError, yaml.YAMLError) as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        raise _fail(path, raw, backups, line, f"not valid YAML ({exc})") from exc
    if not isinstance(data, dict) or not isinstance(data.get("bullets", []), list):
        raise _fail(path, raw, backups, 1, "expected a mapping with a `bullets:` list")
    root = _LazyRoot(text)
    result = CassImport([], [], [])
    for index, item in enumerate(data.get("bullets") or []):
        try:
            if not isinstance(item, dict):
                raise ValueError("must be a mapping")
            rule, events = _cass_rule(_snake(item), result.dropped)
        except (ValueError, TypeError) as exc:  # a ValidationError too
            line = _node_line(root, ("bullets", index))
            raise _fail(path, raw, backups, line, f"bullets[{index}]: {exc}") from exc
        result.rules.append(rule)
        result.events.extend(events)
    top = _snake(data)
    for index, item in enumerate(top.get("deprecated_patterns") or []):
        try:
            result.tombstones.append(_cass_tombstone(_snake(item)))
        except (ValueError, TypeError, KeyError) as exc:  # a ValidationError too
            line = _node_line(root, ("deprecatedPatterns", index)) or _node_line(
                root, ("deprecated_patterns", index)
            )
            raise _fail(path, raw, backups, line, f"deprecatedPatterns[{index}]: {exc}") from exc
    return result


_CASS_TOP = frozenset({"schema_version", "deprecatedPatterns", "deprecated_patterns", "metadata"})
# snake_case keys kenning's own format shares are not evidence of a cass file
_SHARED = {"scope_key", "created_at", "updated_at", "search_pointer", "pinned_reason"}
_CASS_RULE = frozenset(_CAMEL) | (frozenset(_CAMEL.values()) - _SHARED)


def detect_format(path: Path) -> str:
    """ "cass" for a cass-memory playbook, else "kenning" (unreadable files: "kenning",
    whose reader then reports the error with its line)."""
    import yaml

    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=_loader())
    except (OSError, UnicodeDecodeError, yaml.YAMLError):
        return "kenning"
    if not isinstance(data, dict):
        return "kenning"
    if _CASS_TOP & set(data):
        return "cass"
    for item in data.get("bullets") or []:
        if isinstance(item, dict) and _CASS_RULE & set(item):
            return "cass"
    return "kenning"


def import_cass_playbook(path: Path) -> list[Rule]:
    """The rules of a cass-memory `playbook.yaml` (see `read_cass_playbook` for the rest)."""
    return read_cass_playbook(path).rules


def _cass_events(
    rule_id: str, item: dict[str, Any], created: datetime
) -> tuple[list[FeedbackEvent], int, int]:
    seen: set[tuple[str, str]] = set()
    events: list[FeedbackEvent] = []
    for key in ("feedback_events", "helpful_events", "harmful_events"):
        for raw in item.get(key) or []:
            ev = _snake(raw)
            kind = ev.get("type") or ("harmful" if key == "harmful_events" else "helpful")
            stamp = str(ev.get("timestamp", ""))
            if (kind, stamp) in seen:
                continue  # cass mirrors events in its legacy lists
            seen.add((kind, stamp))
            reason = " — ".join(str(ev[k]) for k in ("reason", "context") if ev.get(k)) or None
            events.append(
                parse_event(
                    {
                        "rule_id": rule_id,
                        "kind": FeedbackKind(kind),
                        "reason": reason,
                        "session_id": ev.get("session_path"),
                        "created_at": stamp or created,
                    }
                )
            )
    helpful = sum(e.kind == FeedbackKind.HELPFUL for e in events)
    harmful = len(events) - helpful
    return events, helpful, harmful


def _cass_rule(item: dict[str, Any], dropped: dict[str, int]) -> tuple[Rule, list[FeedbackEvent]]:
    from kenning.daemon.store.rule_rows import rule_id_for

    content = str(item.get("content") or "").strip()
    if not content:
        raise ValueError("a rule needs `content`")
    rule_id = str(item.get("id") or rule_id_for(content))
    created = item.get("created_at") or datetime.now(UTC)
    deprecated = bool(item.get("deprecated"))
    derived = _snake(item.get("derived_from") or {})
    reasoning_parts = [str(item["reasoning"])] if item.get("reasoning") else []
    if item.get("deprecation_reason"):
        reasoning_parts.append(f"deprecated: {item['deprecation_reason']}")
    half_life = item.get("confidence_decay_half_life_days")
    verification = None
    v = item.get("verification")
    if isinstance(v, dict):
        if v.get("type", "regex") == "regex" and v.get("pattern"):
            verification = {"regex": v["pattern"], "mode": v.get("mode", "absent")}
        else:
            dropped["verification"] = dropped.get("verification", 0) + 1
    scope = item.get("scope", "global")
    scope_key = item.get("scope_key") or (item.get("workspace") if scope == "workspace" else None)
    state = "retired" if deprecated else item.get("state", "active")
    rule = parse_rule(
        {
            "id": rule_id,
            "content": content,
            "category": item.get("category") or "general",
            "tags": list(item.get("tags") or []),
            "scope": scope,
            "scope_key": scope_key,
            "kind": item.get("kind", "stack_pattern"),
            "type": item.get("type", "rule"),
            "state": state,
            "maturity": "deprecated" if deprecated else item.get("maturity", "candidate"),
            "pinned": bool(item.get("pinned", False)),
            "pinned_reason": item.get("pinned_reason"),
            "search_pointer": item.get("search_pointer"),
            "verification": verification,
            "provenance": {
                "sessions": list(item.get("source_sessions") or []),
                "agents": list(item.get("source_agents") or []),
                "reasoning": "\n".join(reasoning_parts) or None,
                "evidence": list(derived.get("key_evidence") or []),
            },
            "created_at": created,
            "updated_at": item.get("updated_at") or created,
            "half_life_days": None if half_life in (None, _CASS_DEFAULT_HALF_LIFE) else half_life,
        }
    )
    events, helpful, harmful = _cass_events(rule.id, item, rule.updated_at)
    # counts without matching events (older cass files): one event per count,
    # dated at the rule's last update, the best time the file still knows
    for kind, have, want in (
        (FeedbackKind.HELPFUL, helpful, item.get("helpful_count") or 0),
        (FeedbackKind.HARMFUL, harmful, item.get("harmful_count") or 0),
    ):
        for _ in range(max(0, int(want) - have)):
            events.append(FeedbackEvent(rule_id=rule.id, kind=kind, created_at=rule.updated_at))
    known = {
        "id", "content", "category", "tags", "scope", "scope_key", "workspace", "kind", "type",
        "state", "maturity", "pinned", "pinned_reason", "search_pointer", "verification",
        "source_sessions", "source_agents", "reasoning", "created_at", "updated_at",
        "confidence_decay_half_life_days", "deprecated", "deprecation_reason", "helpful_count",
        "harmful_count", "feedback_events", "helpful_events", "harmful_events", "derived_from",
    }  # fmt: skip
    for key in item:
        if key in _CASS_DROPPED or key not in known:
            dropped[key] = dropped.get(key, 0) + 1
    if derived.get("diary_ids"):
        dropped["derived_from.diary_ids"] = dropped.get("derived_from.diary_ids", 0) + 1
    return rule, events


def _cass_tombstone(item: dict[str, Any]) -> Tombstone:
    from kenning.daemon.store.rule_rows import tombstone_id_for

    pattern = str(item["pattern"])
    return parse_tombstone(
        {
            "id": tombstone_id_for(pattern),
            "pattern": pattern,
            "reason": str(item.get("reason") or "deprecated in cass-memory"),
            "replacement": item.get("replacement"),
            "created_at": item.get("deprecated_at") or datetime.now(UTC),
        }
    )
