"""Which rules are relevant to a line of code: scope, then shared words.

A rule is a candidate for a line when it is in scope for the file (workspace,
language, framework, the file glob of its verification) and shares at least
one informative token with the line: an identifier, an imported module, or
the word under the cursor. Tokens come from the rule's text, its tags and
the literal words of its verification regex.

`RuleIndex` keeps an inverted index token → rules, so a hover costs
O(tokens on the line × rules per token), not O(rules): with 10,000 rules a
hover scores a few hundred candidates at most. Tokens carried by more than
`MAX_DF_SHARE` of a large playbook say nothing about a line and are dropped
from the index (they would make every hover noisy and slow).

Nothing here imports the LSP libraries: it works on plain strings and the
engine's `ScoredBullet`, and is unit-tested without a server.
"""

from __future__ import annotations

import heapq
import math
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from kenning.daemon.models import Bullet, BulletState, Maturity, Scope, glob_matches
from kenning.daemon.playbook import ScoredBullet

__all__ = [
    "DocContext",
    "Match",
    "RuleIndex",
    "file_imports",
    "in_scope",
    "language_of",
    "line_tokens",
    "rule_tokens",
]

#: a token shared by more than this share of the rules (in a playbook of at
#: least `_MIN_RULES_FOR_DF`) is not indexed
MAX_DF_SHARE = 0.05
_MIN_RULES_FOR_DF = 200

_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_CAMEL_PART = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")
_REGEX_ESCAPES = re.compile(r"\\[a-zA-Z]")

# English glue and keywords of common languages: they match everything
_STOP_TEXT = """
    a an and are as at be been but by can do does doing done for from has have how if in
    into is it its not of on or so than that the then there these this those to too use
    used uses using via was we were what when where which while who why will with you your
    always never avoid prefer instead should must only all any each every more most other
    some such same new old get set make like just also before after over under out off
    def class return import from self cls none true false null nil let var const function
    func fn pub mut impl struct enum type interface package public private protected static
    void int str bool float string else elif for while try except catch finally raise throw
    throws async await yield lambda pass break continue case switch default with end begin
    require include module export exports this super new delete typeof instanceof
"""
_STOP = frozenset(_STOP_TEXT.split())

_EXT_LANG = {
    ".py": "python",
    ".pyi": "python",
    ".js": "javascript",
    ".mjs": "javascript",
    ".cjs": "javascript",
    ".jsx": "javascriptreact",
    ".ts": "typescript",
    ".tsx": "typescriptreact",
    ".go": "go",
    ".rs": "rust",
    ".rb": "ruby",
    ".java": "java",
    ".kt": "kotlin",
    ".c": "c",
    ".h": "c",
    ".cc": "cpp",
    ".cpp": "cpp",
    ".hpp": "cpp",
    ".cs": "csharp",
    ".sh": "shellscript",
    ".bash": "shellscript",
    ".lua": "lua",
    ".sql": "sql",
    ".md": "markdown",
    ".yaml": "yaml",
    ".yml": "yaml",
    ".toml": "toml",
    ".json": "json",
    ".html": "html",
    ".css": "css",
    ".php": "php",
    ".swift": "swift",
}

_LANG_ALIASES = {
    "py": "python",
    "python3": "python",
    "js": "javascript",
    "node": "javascript",
    "ts": "typescript",
    "sh": "shellscript",
    "bash": "shellscript",
    "shell": "shellscript",
    "golang": "go",
    "rs": "rust",
    "c++": "cpp",
    "cs": "csharp",
    "c#": "csharp",
    "rb": "ruby",
    "yml": "yaml",
}

_IMPORT_PATTERNS = [
    re.compile(r"^\s*import\s+([\w.]+(?:\s*,\s*[\w.]+)*)\s*$"),  # python `import a, b.c`
    re.compile(r"^\s*from\s+([\w.]+)\s+import\b"),  # python `from a import b`
    re.compile(r"""\bfrom\s+['"]([^'"]+)['"]"""),  # js/ts `import x from "y"`
    re.compile(r"""^\s*import\s+['"]([^'"]+)['"]"""),  # js side-effect import, go
    re.compile(r"""\brequire\s*\(?\s*['"]([^'"]+)['"]"""),  # node, ruby
    re.compile(r"^\s*use\s+([\w:]+)"),  # rust, php
    re.compile(r"^\s*extern\s+crate\s+(\w+)"),
    re.compile(r"""^\s*#\s*include\s*[<"]([^>"]+)[>"]"""),  # c, c++
    re.compile(r"^\s*import\s+(?:static\s+)?([\w.]+)\s*;"),  # java, kotlin
]
_IMPORT_HINT = re.compile(r"\b(?:import|from|require|use|include|crate)\b")
_IMPORT_LINES = re.compile(
    r"^[ \t]*(?:import|from|use|extern|#[ \t]*include|const|let|var|require)\b[^\n]*$",
    re.MULTILINE,
)


def _norm(token: str) -> str:
    """Lower case and a crude plural strip, the same on both sides of a match."""
    t = token.lower()
    if len(t) > 4 and t.endswith("ies"):
        return t[:-3] + "y"
    if len(t) > 4 and t.endswith("s") and not t.endswith("ss"):
        return t[:-1]
    return t


def _useful(token: str) -> bool:
    return len(token) >= 3 and token not in _STOP and not token.isdigit()


def _add(out: dict[str, float], token: str, weight: float) -> None:
    t = _norm(token)
    if _useful(t) and out.get(t, 0.0) < weight:
        out[t] = weight


def _ident_tokens(text: str, out: dict[str, float], whole: float, part: float) -> None:
    for m in _IDENT.finditer(text):
        word = m.group(0)
        _add(out, word, whole)
        pieces = [p for chunk in word.split("_") for p in _CAMEL_PART.findall(chunk)]
        if len(pieces) > 1:
            for piece in pieces:
                _add(out, piece, part)


def imports_on(line: str) -> list[str]:
    """Module names imported by this line (any common language), as written."""
    if not _IMPORT_HINT.search(line):
        return []
    found: list[str] = []
    for pattern in _IMPORT_PATTERNS:
        m = pattern.search(line)
        if m:
            found += [part.strip() for part in m.group(1).split(",") if part.strip()]
    return found


def _module_words(module: str) -> list[str]:
    return [w for w in re.split(r"[^A-Za-z0-9_]+", module) if w]


def line_tokens(line: str, cursor_word: str | None = None) -> dict[str, float]:
    """Token → weight for a line: imports 2, the word under the cursor 2, identifiers 1."""
    out: dict[str, float] = {}
    _ident_tokens(line, out, 1.0, 0.5)
    for module in imports_on(line):
        for word in _module_words(module):
            _add(out, word, 2.0)
    if cursor_word:
        _ident_tokens(cursor_word, out, 2.0, 1.0)
    return out


def rule_tokens(bullet: Bullet) -> dict[str, float]:
    """Token → weight for a rule: regex literals 2, tags 1.5, words of its text 1."""
    out: dict[str, float] = {}
    _ident_tokens(bullet.content, out, 1.0, 0.5)
    for tag in bullet.tags:
        for word in _module_words(tag):
            _add(out, word, 1.5)
    if bullet.verification is not None:
        literal = _REGEX_ESCAPES.sub(" ", bullet.verification.regex)
        for word in _IDENT.findall(literal):
            _add(out, word, 2.0)
    return out


def file_imports(text: str) -> frozenset[str]:
    """Every word of every module imported in `text` (lower case): frameworks in use."""
    words: set[str] = set()
    for m in _IMPORT_LINES.finditer(text):
        for module in imports_on(m.group(0)):
            words.update(w.lower() for w in _module_words(module))
    return frozenset(words)


def language_of(path: str, language_id: str | None) -> str | None:
    """The editor's language id, normalised; guessed from the extension when missing."""
    if language_id:
        lang = language_id.lower()
        return _LANG_ALIASES.get(lang, lang)
    return _EXT_LANG.get(Path(path).suffix.lower())


@dataclass(frozen=True)
class DocContext:
    """What matching needs to know about the file a line comes from."""

    rel_path: str
    language: str | None
    workspace: Path | None
    imports: frozenset[str] = field(default_factory=frozenset)


def in_scope(bullet: Bullet, ctx: DocContext) -> bool:
    """Whether a rule applies to this file at all (before looking at any line)."""
    v = bullet.verification
    if v is not None and v.glob and not glob_matches(v.glob, ctx.rel_path):
        return False
    key = (bullet.scope_key or "").strip()
    if not key:
        return True
    if bullet.scope == Scope.WORKSPACE:
        ws = ctx.workspace
        return ws is not None and key in (str(ws), ws.name)
    if bullet.scope == Scope.LANGUAGE:
        return ctx.language is not None and _LANG_ALIASES.get(key.lower(), key.lower()) == (
            ctx.language
        )
    if bullet.scope == Scope.FRAMEWORK:
        return key.lower() in ctx.imports
    return True


@dataclass(frozen=True)
class Match:
    """A rule relevant to a line, with why."""

    rule: ScoredBullet
    relevance: float
    tokens: tuple[str, ...]


class RuleIndex:
    """An inverted index token → rules over the active rules of a playbook."""

    def __init__(self, rules: Iterable[ScoredBullet]) -> None:
        live = [
            sb
            for sb in rules
            if sb.bullet.state == BulletState.ACTIVE and sb.bullet.maturity != Maturity.DEPRECATED
        ]
        postings: dict[str, list[tuple[int, float]]] = defaultdict(list)
        tokens: list[frozenset[str]] = []
        for pos, sb in enumerate(live):
            weights = rule_tokens(sb.bullet)
            tokens.append(frozenset(weights))
            for token, weight in weights.items():
                postings[token].append((pos, weight))
        n = len(live)
        cap = max(1, int(n * MAX_DF_SHARE)) if n >= _MIN_RULES_FOR_DF else n
        self._rules = live
        self._tokens = tokens
        # trusted rules first among equally relevant ones; harm pushes down
        self._trust = [1.0 + 0.1 * max(-5.0, min(5.0, sb.score.effective)) for sb in live]
        # idf folded into each posting's weight: the hover loop is one multiply-add
        self._postings: dict[str, list[tuple[int, float]]] = {}
        for token, hits in postings.items():
            if len(hits) <= cap:
                idf = math.log(1.0 + n / len(hits))
                self._postings[token] = [(pos, weight * idf) for pos, weight in hits]
        self.dropped_tokens = len(postings) - len(self._postings)

    def __len__(self) -> int:
        return len(self._rules)

    def relevant(
        self,
        line: str,
        ctx: DocContext,
        *,
        cursor_word: str | None = None,
        limit: int = 3,
    ) -> list[Match]:
        """The rules most relevant to `line`, best first; [] when nothing is."""
        return self.rank(line_tokens(line, cursor_word), ctx, limit=limit)

    def rank(self, tokens: Mapping[str, float], ctx: DocContext, *, limit: int) -> list[Match]:
        """Score the rules sharing `tokens` and keep the `limit` best in scope."""
        scores: dict[int, float] = {}
        get = scores.get
        for token, line_weight in tokens.items():
            for pos, weight in self._postings.get(token, ()):
                scores[pos] = get(pos, 0.0) + weight * line_weight
        if not scores:
            return []
        trust = self._trust
        ranked = [(score * trust[pos], pos) for pos, score in scores.items()]
        # most candidates are never shown: sort a few more than needed (some may
        # be out of scope), and all of them only when those fall short
        take = limit * 4 + 8
        out = self._pick(heapq.nlargest(take, ranked), tokens, ctx, limit)
        if len(out) < limit and len(ranked) > take:
            out = self._pick(ranked, tokens, ctx, limit)
        return out

    def _pick(
        self,
        ranked: list[tuple[float, int]],
        tokens: Mapping[str, float],
        ctx: DocContext,
        limit: int,
    ) -> list[Match]:
        rules = self._rules
        ranked = sorted(ranked, key=lambda item: (-item[0], rules[item[1]].bullet.id))
        out: list[Match] = []
        for relevance, pos in ranked:
            sb = rules[pos]
            if in_scope(sb.bullet, ctx):
                shared = tuple(sorted(self._tokens[pos].intersection(tokens)))
                out.append(Match(sb, relevance, shared))
                if len(out) >= limit:
                    break
        return out


def by_id(rules: Sequence[ScoredBullet]) -> dict[str, ScoredBullet]:
    """Rules keyed by id."""
    return {sb.bullet.id: sb for sb in rules}
