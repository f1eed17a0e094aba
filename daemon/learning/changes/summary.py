"""A change phrased as the change itself: "change `x` to `y`", not "edit limiter.go".

`summarize` phrases one `Change` from a token-level diff of its changed lines
only; `summarize_all` picks the most telling one or two of a fix's changes;
`changed_identifiers` gives the words of the changed spans, for retrieval.

Everything is pure and deterministic. Inputs can be whole files or long
patches, so the line diff looks at no more than `MAX_DIFF_LINES` changed lines
per side and a phrase quotes fragments of at most `FRAGMENT` characters.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from kenning.daemon.learning.changes.change import BARE_FILES, Change, split_lines, wordset

__all__ = [
    "FRAGMENT",
    "LOCKFILES",
    "MAX_DIFF_LINES",
    "changed_identifiers",
    "dependency_added",
    "quote",
    "summarize",
    "summarize_all",
]

#: changed lines per side that the line diff looks at; the rest is not read
MAX_DIFF_LINES = 200
#: longest quoted fragment in a phrase, "…" included
FRAGMENT = 60

_COMMENT_PREFIXES: dict[str, tuple[str, ...]] = {
    ext: prefixes
    for exts, prefixes in (
        ("py sh bash zsh yml yaml toml rb r pl cfg conf txt nix tf ps1 mk", ("#",)),
        ("ini", ("#", ";")),
        (
            "go rs ts tsx js jsx mjs cjs java c h cc cpp hpp cs swift kt scala dart",
            ("//", "/*", "*"),
        ),
        ("php", ("//", "#", "/*", "*")),
        ("sql lua hs elm", ("--",)),
        ("html xml vue svelte astro md", ("<!--",)),
        ("css scss less", ("/*", "*")),
    )
    for ext in exts.split()
}
_ANY_COMMENT = ("#", "//", "-- ", "/*", "<!--")
_IMPORT = re.compile(
    r"^(?:import\b|from \S+ import\b|use \S|#include\b|using \S|@import\b|require[ (]"
    r"|(?:const|let|var) \w+ = require\(|extern crate\b|\"[\w./-]+\"$)"
)
_TRIVIAL = re.compile(r"[\s{}()\[\];,.:]*|end|fi|done|else|esac|\}\s*else\s*\{|pass")
_TOKEN = re.compile(r"\w+|\s+|[^\w\s]")
_KEY_VALUE = re.compile(r"^\s*-?\s*[\w.\-\"'\[\]]+\s*(?::|=|:=)\s")
_BARE_WORD = re.compile(r"[\w.\-'\"]+")
_ALNUM = re.compile(r"[A-Za-z0-9]")
_CHUNK = re.compile(r"\S+|\s+")
_CALL = re.compile(r"[A-Za-z_]\w*\s*\(")
_SEPARATORS = frozenset(" \t,;|&")
LOCKFILES = wordset(
    """
    package-lock.json yarn.lock pnpm-lock.yaml poetry.lock uv.lock Cargo.lock go.sum
    Gemfile.lock composer.lock bun.lockb
    """
)
_RANK_EDIT, _RANK_FILE, _RANK_IMPORT, _RANK_COMMENT, _RANK_SPACE, _RANK_NOISE = range(6)


def _comment_prefixes(path: str) -> tuple[str, ...]:
    base = path.replace("\\", "/").rsplit("/", 1)[-1]
    if base in BARE_FILES:
        return ("#",)
    ext = base.rsplit(".", 1)[-1].lower() if "." in base else ""
    return _COMMENT_PREFIXES.get(ext, _ANY_COMMENT)


def _is_comment(line: str, prefixes: tuple[str, ...]) -> bool:
    return line.startswith(prefixes) and not line.startswith(("#include", "#!", "#define", "#["))


def _is_trivial(line: str) -> bool:
    return _TRIVIAL.fullmatch(line) is not None


def _squash(lines: Iterable[str]) -> str:
    return "".join("".join(line.split()) for line in lines)


def _regions(change: Change) -> list[tuple[list[str], list[str]]]:
    """The changed runs of lines (stripped, blanks dropped), common lines left out."""
    a = [line.strip() for line in split_lines(change.old)]
    b = [line.strip() for line in split_lines(change.new)]
    top = 0
    while top < min(len(a), len(b)) and a[top] == b[top]:
        top += 1
    bottom = 0
    while bottom < min(len(a), len(b)) - top and a[-1 - bottom] == b[-1 - bottom]:
        bottom += 1
    a = a[top : len(a) - bottom][:MAX_DIFF_LINES]
    b = b[top : len(b) - bottom][:MAX_DIFF_LINES]
    regions: list[tuple[list[str], list[str]]] = []
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag != "equal":
            olds, news = [x for x in a[i1:i2] if x], [x for x in b[j1:j2] if x]
            if olds or news:
                regions.append((olds, news))
    return regions


def _focus(
    region: tuple[list[str], list[str]], prefixes: tuple[str, ...]
) -> tuple[list[str], list[str]]:
    """A region without its comment lines, when it changed code too."""
    olds, news = region
    code_olds = [line for line in olds if not _is_comment(line, prefixes)]
    code_news = [line for line in news if not _is_comment(line, prefixes)]
    return (code_olds, code_news) if code_olds or code_news else region


def _region_rank(region: tuple[list[str], list[str]], prefixes: tuple[str, ...]) -> int:
    olds, news = region
    if _squash(olds) == _squash(news):
        return _RANK_SPACE
    both = olds + news
    if all(_is_comment(line, prefixes) for line in both):
        return _RANK_COMMENT
    if all(_IMPORT.match(line) or _is_trivial(line) for line in both):
        return _RANK_IMPORT
    return _RANK_EDIT


def _cut(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def quote(text: str, limit: int) -> str:
    """A fragment quoted as code, cut to `limit` characters."""
    text = _cut(text, limit)
    return f"`` {text} ``" if "`" in text else f"`{text}`"


def _pick_line(lines: Sequence[str], prefixes: tuple[str, ...]) -> str:
    """The most telling of some lines: code, then imports, comments, closing brackets."""
    solid = [line for line in lines if not _is_trivial(line)]
    code = [line for line in solid if not _is_comment(line, prefixes)]
    body = [line for line in code if not _IMPORT.match(line)]
    return (body or code or solid or [*lines, ""])[0]


def _best_pair(
    olds: Sequence[str], news: Sequence[str], prefixes: tuple[str, ...]
) -> tuple[str, str]:
    """The old and new line most alike: the one line the region really changed.

    Comment lines are left out when code lines changed too.
    """
    code_olds = [line for line in olds if not _is_comment(line, prefixes)]
    code_news = [line for line in news if not _is_comment(line, prefixes)]
    if code_olds and code_news:
        olds, news = code_olds, code_news
    if len(olds) == len(news):
        for o, n in zip(olds, news, strict=True):
            if _squash([o]) != _squash([n]):
                return o, n
    best, pair = -1.0, (olds[0], news[0])
    for o in olds[:20]:
        for n in news[:20]:
            # a minified line can be megabytes long: its start tells enough
            matcher = difflib.SequenceMatcher(None, o[:400], n[:400], autojunk=False)
            if matcher.real_quick_ratio() > best and matcher.quick_ratio() > best:
                ratio = matcher.ratio()
                if ratio > best:
                    best, pair = ratio, (o, n)
    return pair


def _offsets(tokens: Sequence[str], at: int) -> list[int]:
    out = [at]
    for token in tokens:
        at += len(token)
        out.append(at)
    return out


def _chunk(text: str, start: int, end: int) -> tuple[int, int]:
    """A span widened to whitespace on both sides, then trimmed of it."""
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    while end < len(text) and not text[end].isspace():
        end += 1
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _clip(text: str, start: int, end: int, focus: int, limit: int) -> str:
    """`text[start:end]`, but when long, the part around `focus` (where it differs)."""
    if end - start <= limit or focus - start <= limit // 2:
        return text[start:end]
    return "…" + text[max(start, focus - limit // 4) : end]


@dataclass(frozen=True)
class _LineDiff:
    """Where two lines differ: fine-token spans and the changed tokens."""

    pure: str  # "insert", "delete" or "" (a replacement)
    a_span: tuple[int, int]
    b_span: tuple[int, int]
    a_tokens: tuple[str, ...]
    b_tokens: tuple[str, ...]


def _window(o: str, n: str) -> int:
    """Where to start reading two long lines: shortly before they first differ."""
    lo, hi = 0, min(len(o), len(n))
    while lo < hi:  # the common prefix, by halves: slices compare at C speed
        mid = (lo + hi + 1) // 2
        if o[:mid] == n[:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo - 200 if lo > 1000 else 0


def _line_diff(o: str, n: str) -> _LineDiff:
    w = _window(o, n)
    ta, tb = _TOKEN.findall(o[w : w + 2000]), _TOKEN.findall(n[w : w + 2000])
    ops = [
        op
        for op in difflib.SequenceMatcher(None, ta, tb, autojunk=False).get_opcodes()
        if op[0] != "equal"
    ]
    if not ops:
        return _LineDiff("", (0, len(o)), (0, len(n)), (), ())
    oa, ob = _offsets(ta, w), _offsets(tb, w)
    i1, j1, i2, j2 = ops[0][1], ops[0][3], ops[-1][2], ops[-1][4]
    pure = ops[0][0] if len(ops) == 1 and ops[0][0] in ("insert", "delete") else ""
    changed_a = tuple(t for op in ops for t in ta[op[1] : op[2]])
    changed_b = tuple(t for op in ops for t in tb[op[3] : op[4]])
    return _LineDiff(pure, (oa[i1], oa[i2]), (ob[j1], ob[j2]), changed_a, changed_b)


def _context(line: str, at: int, limit: int) -> str:
    """What an insertion at `at` went into: the line when short, else the word around it."""
    key = _KEY_VALUE.match(line)
    if key and at >= key.end():  # `- run: pnpm install`: the command, not the YAML around it
        line, at = line[key.end() :], at - key.end()
    if len(line) <= 48:
        return line
    point = at
    while point > 0 and line[point - 1].isspace():
        point -= 1
    start, end = _chunk(line, max(point - 1, 0), point)
    return _clip(line, start, end, point, limit).rstrip(",;")


def _balanced(text: str, start: int, end: int) -> tuple[int, int]:
    """A span without the brackets it does not open or close: `any)` gives `any`."""
    for opener, closer in ("()", "[]", "{}"):
        while end > start and text[end - 1] == closer:
            span = text[start:end]
            if span.count(closer) <= span.count(opener):
                break
            end -= 1
        while start < end and text[start] == opener:
            span = text[start:end]
            if span.count(opener) <= span.count(closer):
                break
            start += 1
    return start, end


def _weak(span: str) -> bool:
    """A span that says little alone: a bare word, a symbol, a few characters."""
    return len(span) <= 3 or bool(_BARE_WORD.fullmatch(span)) or not _ALNUM.search(span)


def _spans(o: str, n: str, diff: _LineDiff) -> tuple[int, int, int, int]:
    """The differing spans of two lines widened to whole words (and to the key of a value)."""
    a0, a1 = _balanced(o, *_chunk(o, *diff.a_span))
    b0, b1 = _balanced(n, *_chunk(n, *diff.b_span))
    while a1 > a0 and b1 > b0 and o[a1 - 1] == n[b1 - 1] == ",":  # list items: `"a",`
        a1, b1 = a1 - 1, b1 - 1
    key = _KEY_VALUE.match(o)
    if (
        key
        and a0 < a1
        and b0 < b1
        and _KEY_VALUE.match(n)
        and a0 >= key.end()
        and not _CALL.search(o[a0:a1])
    ):
        a0 = b0 = 0  # a value alone says little: keep its key (`timeout = 30`)
    elif len(o) <= FRAGMENT and len(n) <= FRAGMENT and (_weak(o[a0:a1]) or _weak(n[b0:b1])):
        a0, a1, b0, b1 = 0, len(o), 0, len(n)  # nor does a bare word: `package util`
    return a0, a1, b0, b1


def _phrase_pair(o: str, n: str, limit: int) -> str:
    """One line changed into another, as "add X to Y", "remove X from Y" or "change X to Y".

    Words first (`pip install -r` + `--no-cache-dir`), then finer tokens
    (`open(path` + `, encoding="utf-8"`): an insertion or removal bounded by
    separators is an "add" or a "remove", anything else a "change".
    """
    w = _window(o, n)
    ca, cb = _CHUNK.findall(o[w : w + 2000]), _CHUNK.findall(n[w : w + 2000])
    ops = [
        op
        for op in difflib.SequenceMatcher(None, ca, cb, autojunk=False).get_opcodes()
        if op[0] != "equal"
    ]
    if len(ops) == 1 and ops[0][0] in ("insert", "delete"):
        tag, i1, i2, j1, j2 = ops[0]
        at_a, at_b = w + len("".join(ca[:i1])), w + len("".join(cb[:j1]))
        if tag == "insert" and (core := "".join(cb[j1:j2]).strip(" \t,;|&")):
            return f"add {quote(core, limit)} to {quote(_context(o, at_a, limit), limit)}"
        if tag == "delete" and (core := "".join(ca[i1:i2]).strip(" \t,;|&")):
            return f"remove {quote(core, limit)} from {quote(_context(n, at_b, limit), limit)}"
    diff = _line_diff(o, n)
    if diff.pure == "insert":
        inserted = n[diff.b_span[0] : diff.b_span[1]]
        core = inserted.strip(" \t,;|&")
        if core and (inserted[0] in _SEPARATORS or inserted[-1] in _SEPARATORS):
            return f"add {quote(core, limit)} to {quote(_context(o, diff.a_span[0], limit), limit)}"
    if diff.pure == "delete":
        removed = o[diff.a_span[0] : diff.a_span[1]]
        core = removed.strip(" \t,;|&")
        if core and (removed[0] in _SEPARATORS or removed[-1] in _SEPARATORS):
            where = quote(_context(n, diff.b_span[0], limit), limit)
            return f"remove {quote(core, limit)} from {where}"
    a0, a1, b0, b1 = _spans(o, n, diff)
    if a0 >= a1:  # a word inserted between words
        return f"add {quote(n[b0:b1], limit)} to {quote(_context(o, diff.a_span[0], limit), limit)}"
    if b0 >= b1:
        where = quote(_context(n, diff.b_span[0], limit), limit)
        return f"remove {quote(o[a0:a1], limit)} from {where}"
    old = _clip(o, a0, a1, diff.a_span[0], limit)
    new = _clip(n, b0, b1, diff.b_span[0], limit)
    return f"change {quote(old, limit)} to {quote(new, limit)}"


def _short_path(path: str) -> str:
    parts = [p for p in path.replace("\\", "/").split("/") if p and p != "."]
    if path.startswith(("/", "~")) or re.match(r"^[A-Za-z]:[\\/]", path):
        parts = parts[-3:]
    return "/".join(parts) or "a file"


def _analyse(change: Change, limit: int) -> tuple[int, str]:
    """A change's rank (lower is more telling) and its phrase with fragments cut to `limit`."""
    base = change.path.replace("\\", "/").rsplit("/", 1)[-1]
    noise = base in LOCKFILES
    if change.deleted:
        rank = _RANK_NOISE if noise else _RANK_FILE
        return rank, f"delete {quote(_short_path(change.path), limit)}"
    prefixes = _comment_prefixes(change.path)
    if not change.old and change.moved_from and not change.new:
        old_path, new_path = _short_path(change.moved_from), _short_path(change.path)
        return _RANK_FILE, f"move {quote(old_path, limit)} to {quote(new_path, limit)}"
    if not change.old:
        lines = [line.strip() for line in split_lines(change.new[:20000])]
        first = _pick_line([x for x in lines if x and not x.startswith("#!")], prefixes)
        phrase = f"create {quote(_short_path(change.path), limit)}"
        if first:
            phrase += f" with {quote(first, limit)}"
        return (_RANK_NOISE if noise else _RANK_FILE), phrase
    regions = _regions(change)
    if not regions:
        return _RANK_NOISE, f"no change to {quote(_short_path(change.path), limit)}"
    ranked = sorted((_region_rank(r, prefixes), k) for k, r in enumerate(regions))
    rank, index = ranked[0]
    if rank == _RANK_SPACE:
        return _RANK_SPACE, f"reformat {quote(_short_path(change.path), limit)}"
    olds, news = _focus(regions[index], prefixes)
    if not olds:
        phrase = f"add {quote(_pick_line(news, prefixes), limit)}"
    elif not news:
        phrase = f"remove {quote(_pick_line(olds, prefixes), limit)}"
    else:
        phrase = _phrase_pair(*_best_pair(olds, news, prefixes), limit)
    if noise:
        rank = _RANK_NOISE
    elif base.lower().endswith((".md", ".rst", ".adoc")):
        rank = max(rank, _RANK_COMMENT)
    return rank, phrase


def _fit(build: Callable[[int], str], max_len: int) -> str:
    """The longest phrase `build` makes within `max_len`, shrinking its fragments first."""
    phrase = ""
    for limit in (FRAGMENT, 40, 24, 12):
        phrase = build(limit)
        if len(phrase) <= max_len:
            return phrase
    return phrase[: max(max_len - 1, 0)] + "…"


def summarize(change: Change, max_len: int = 120) -> str:
    """A short imperative phrase for what a change does.

    The phrase comes from a token-level diff of the changed lines only:
    common lines and indentation are left out, the differing span is widened
    to whole words, and whitespace-only, comment-only and import-only runs
    give way to any other change in the same edit.

    Args:
        change: the edit.
        max_len: the longest phrase returned; fragments shrink to fit.

    Returns:
        e.g. "change `run(config)` to `run(config.clone())`",
        "add `encoding=\"utf-8\"` to `open(path)`", "remove `…`",
        "create `path` with `first meaningful line`", "delete `path`".
    """
    return _fit(lambda limit: _analyse(change, limit)[1], max_len)


def summarize_all(changes: Sequence[Change], max_len: int = 160) -> str:
    """The most telling one or two change phrases, joined with "; ".

    Code edits come before new and deleted files, those before import-,
    comment- and whitespace-only edits and documentation; lockfiles come
    last. Equal ranks keep their order.

    Args:
        changes: the edits of one fix.
        max_len: the longest text returned.

    Returns:
        The phrases, or "" when there are no changes.
    """
    ranked = sorted(
        ((_analyse(c, FRAGMENT)[0], k, c) for k, c in enumerate(changes)),
        key=lambda item: (item[0], item[1]),
    )
    phrases: list[str] = []
    for _, _, change in ranked:
        phrase = summarize(change, max_len)
        if phrase not in phrases:
            phrases.append(phrase)
        if len(phrases) == 2:
            break
    if not phrases:
        return ""
    if len(phrases) == 2 and len(joined := f"{phrases[0]}; {phrases[1]}") <= max_len:
        return joined
    return phrases[0]


_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_STOPWORDS = wordset(
    "var let const def fn func return self this the an to of in is or and not if else for try"
)


def changed_identifiers(change: Change) -> list[str]:
    """Identifiers and words in a change's changed spans, for retrieval.

    The tokens that differ come first (`make` in a `make(…)` fix), then the
    words around them, then for added or removed lines their words. Keywords
    such as `var` or `return` are left out.

    Args:
        change: the edit.

    Returns:
        Up to 16 distinct words, in a deterministic order.
    """
    texts: list[str] = []
    if change.deleted or (not change.old and not change.new):
        texts.append(change.path.replace("\\", "/").rsplit("/", 1)[-1].rsplit(".", 1)[0])
    elif not change.old:
        prefixes = _comment_prefixes(change.path)
        lines = [x.strip() for x in split_lines(change.new[:20000])]
        texts.append(_pick_line([x for x in lines if x and not x.startswith("#!")], prefixes))
        texts.append(change.path.replace("\\", "/").rsplit("/", 1)[-1].rsplit(".", 1)[0])
    else:
        prefixes = _comment_prefixes(change.path)
        regions = _regions(change)
        order = sorted((_region_rank(r, prefixes), k) for k, r in enumerate(regions))
        for rank, k in order[:5]:
            if rank == _RANK_SPACE:
                continue
            olds, news = _focus(regions[k], prefixes)
            if olds and news:
                o, n = _best_pair(olds, news, prefixes)
                diff = _line_diff(o, n)
                a0, a1, b0, b1 = _spans(o, n, diff)
                texts.extend((*diff.b_tokens, *diff.a_tokens, n[b0:b1], o[a0:a1]))
            else:
                texts.extend((olds or news)[:5])
    out: list[str] = []
    for text in texts:
        for word in _WORD.findall(text):
            if len(word) > 1 and word.lower() not in _STOPWORDS and word not in out:
                out.append(word)
                if len(out) == 16:
                    return out
    return out


#: files that list a project's dependencies, by name (a `requirements*.txt` by its pattern)
MANIFESTS = frozenset(
    {"pyproject.toml", "setup.cfg", "setup.py", "package.json", "cargo.toml", "go.mod",
     "gemfile", "composer.json", "environment.yml", "environment.yaml", "pipfile",
     "pixi.toml", "deno.json", "pubspec.yaml", "mix.exs", "build.gradle", "build.gradle.kts"}
)  # fmt: skip
_REQUIREMENTS = re.compile(r"^requirements[\w.-]*\.(?:txt|in)$")
#: a dependency line: a package's name, then its version or nothing (`"python-multipart>=0.0.9",`,
#: `"express": "^4.19.0",`, `serde = "1"`, `github.com/x/y v1.2.0`, `gem 'rails', '~> 7'`)
_DEP_LINE = re.compile(
    r"""^\s*(?:gem\s+|implementation\s*\(?\s*|require\s+)?["']?"""
    r"""(?P<name>@?[A-Za-z][\w.-]*(?:/[\w.-]+)*)(?:\[[\w,.-]+\])?["']?"""
    r"""\s*(?:(?:[<>=!~^:]=?|==|\s)\s*["']?[\w.*^~<>=!, :'"-]*["']?)?\s*[,;]?\s*$"""
)
#: manifests that hold nothing but dependencies
_LISTS_ONLY = re.compile(r"^(?:requirements[\w.-]*\.(?:txt|in)|go\.mod|gemfile|pipfile)$")
#: where a manifest lists its dependencies
_DEP_SECTION = re.compile(
    r"dependencies|requires?\b|install_requires|\bdeps\b|implementation|packages", re.I
)


def _bare(line: str) -> str:
    """A manifest's line without the comma that only joins it to the next."""
    return line.strip().rstrip(",").strip()


_NOT_NAMES = frozenset(
    {"dependencies", "devdependencies", "require", "requires", "version", "name", "python",
     "true", "false", "null"}
)  # fmt: skip


def dependency_added(change: Change) -> str | None:
    """A change that adds one to three packages to a dependency manifest, said as that:
    "add `python-multipart` to the dependencies in `pyproject.toml`" (the version line
    itself tells a reader less than the package's name)."""
    name = change.path.replace("\\", "/").rsplit("/", 1)[-1]
    if name.lower() not in MANIFESTS and not _REQUIREMENTS.match(name.lower()):
        return None
    listing = _LISTS_ONLY.match(name.lower()) is not None
    if not listing and _DEP_SECTION.search(f"{change.old}\n{change.new}") is None:
        return None  # a setting of the manifest (`line-length = 100`), not a dependency
    old = {_bare(ln) for ln in split_lines(change.old)}
    new = {_bare(ln) for ln in split_lines(change.new)}
    added = [_bare(ln) for ln in split_lines(change.new) if _bare(ln) and _bare(ln) not in old]
    gone = [ln for ln in old if ln and ln not in new]
    if not added or len(added) > 3 or gone:
        return None
    names: list[str] = []
    for line in added:
        m = _DEP_LINE.match(line)
        if m is None or m.group("name").lower() in _NOT_NAMES:
            return None
        names.append(m.group("name"))
    listed = ", ".join(f"`{n}`" for n in names)
    return f"add {listed} to the dependencies in `{name}`"
