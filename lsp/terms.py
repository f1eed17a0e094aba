"""A line of code and a rule as terms, each with how much it can say.

A rule about `pickle.loads` should show on `data = pickle.loads(blob)` and not
on `data = json.loads(body)`, nor on a URL ending in `/pickle.html`. So both
sides become *terms* that keep their form:

- a **chain**: a dotted, `::`, hyphenated, snake_case or camelCase name as
  written (`pickle.loads`, `date-fns`, `busy_timeout`, `getLogger`);
- a **pair**: two words that follow each other (`api key` from `API_KEY`,
  `apiKey` or the rule's "API keys"; `npm install`; `select *`);
- a **word**: an identifier or a word of the rule's text or tags;
- a **piece**: a part of a chain other than its head (`loads` of `pickle.loads`).

A line's terms also carry their **role**: code, a literal (a string holding a
single name, such as `"date-fns"` or `"pytest"`), or text (comments, URLs,
sentences in strings), which counts for little.

Common words of code and English (`data`, `run`, `keys`, `client`...) are
*generic*: they add a little to a match but never make one alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from kenning.daemon.core.languages import line_comments

__all__ = [
    "GENERIC",
    "LANGUAGE_WORDS",
    "STOP",
    "LineTerm",
    "RuleTerm",
    "line_terms",
    "norm",
    "regex_literal",
    "rule_terms",
    "text_terms",
]

# English glue and keywords of common languages: they match everything
_STOP_TEXT = """
    a an and are as at be been but by can do does doing done for from has have how if in
    into is it its not of on or so than that the then there these this those to too use
    used uses using via was we were what when where which while who why will with you your
    always never avoid prefer instead should must only all any each every more most other
    some such same old just also before after over under out off no yes
    def class return import from self cls none true false null nil let var const function
    func fn pub mut impl struct enum interface package public private protected static
    void int str bool float else elif try except catch finally raise throw
    throws async await yield lambda pass break continue case switch with end begin
    require include module export exports super typeof instanceof std crate
    mod where match loop dyn ref move unsafe extern trait self defer chan range
"""
STOP = frozenset(_STOP_TEXT.split())

# words every codebase uses for something: a match on one of them alone is noise
_GENERIC_TEXT = """
    data run runs runner api key value name names id ids item list map dict set get put post
    add new make create update delete remove insert select from where order
    file path dir folder root url uri link http https request response req res resp
    client server service handler handle config settings option options setting
    test tests testing check result results error errors err fail failed failure
    type types code line lines text string str number count size len length index
    user users account token tokens secret secrets password auth login session
    time date now timeout sleep wait start stop open close read write load save
    parse format build install update upgrade init main app application default
    object obj array vec buf buffer bytes byte body header headers status ok
    job jobs task tasks event events message messages log logs logger debug info warn
    model models schema table tables row rows column columns query queries db database
    cache env environment variable variables param params parameter parameters arg args
    argument arguments input output source target version tag tags image images
    call calls function method class struct field fields call
    first last next prev previous current old new top inside outside module
    exist exists ensure sure keep kept line whole every many few
    image container containers step steps job ci script scripts command commands
    include library code source production prod dev local remote branch
    network anything something nothing work store base json yaml toml
    db os io fs ok id tx ui fmt sys math strings level mode state kind flag flags
    ctx err req res resp cfg kwargs minute minutes seconds
"""
GENERIC = frozenset(_GENERIC_TEXT.split())

#: names of source languages: a rule tagged with one applies only to its files
LANGUAGE_WORDS = frozenset(
    [
        *("python", "javascript", "typescript", "go", "golang", "rust", "ruby", "java"),
        *("kotlin", "c", "cpp", "csharp", "php", "swift", "lua", "scala", "elixir", "dart"),
    ]
)
#: tags that say which files a rule is about rather than what is in a line
_FILE_KIND_TAGS = LANGUAGE_WORDS | {
    *("yaml", "json", "toml", "markdown", "dockerfile", "sql", "shell", "bash"),
    *("shellscript", "html", "css"),
}

_WORD = r"[A-Za-z_][A-Za-z0-9_]*"
# a name as written: words joined by `.`, `::`, `-` or `/` (not at its end)
_CHAIN = re.compile(rf"{_WORD}(?:(?:\.|::|-|/){_WORD})*|(?<![\w*])\*(?![\w*])")
_CAMEL = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+")
_URL = re.compile(r"\b[a-z][a-z0-9+.-]*://\S+|\bwww\.\S+")
_SQL_START = re.compile(
    r"^\s*(?:SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|PRAGMA|WITH)\b", re.IGNORECASE
)
_LITERAL = re.compile(r"^[\w.@/:+-]+$")
# a single name the rule quotes: `x`, 'x' or "x" (the module of an error message)
_IMPORT_LINE = re.compile(r"^\s*(?:import|from|use|require|extern crate|#\s*include)\b")
_NAMED = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?=(\s*\()?)")
_QUOTED = re.compile(r"`([^`\s]+)`|'([\w.-]+)'|\"([\w.-]+)\"")


CODE, LITERAL, TEXT, URL = "code", "literal", "text", "url"
#: what a line's term is worth by its role
ROLE_WEIGHT = {CODE: 1.0, LITERAL: 0.9, TEXT: 0.3, URL: 0.3}


@lru_cache(maxsize=1 << 16)
def norm(word: str) -> str:
    """Lower case and a crude plural strip, the same on both sides of a match."""
    t = word.lower()
    if len(t) > 4 and t.endswith("ies"):
        return t[:-3] + "y"
    if len(t) > 4 and t.endswith(("xes", "sses", "shes", "zzes")):
        return t[:-2]  # indexes, classes, hashes
    if len(t) > 3 and t.endswith("s") and not t.endswith(("ss", "us", "is")):
        return t[:-1]
    return t


def _useful(word: str) -> bool:
    return (len(word) >= 3 or word == "*") and word not in STOP and not word.isdigit()


@lru_cache(maxsize=1 << 16)
def _pairable(a: str, b: str) -> bool:
    """Two neighbours that make a pair: short words may (`rm rf`), stop words may not."""
    return (
        all((_useful(w) or (len(w) == 2 and w.isalpha() and w not in STOP)) for w in (a, b))
        and len(a) + len(b) >= 4
    )


@lru_cache(maxsize=1 << 16)
def _keep(term: str, form: str) -> bool:
    """Whether a term is worth matching: useful words, or a short name before a dot
    (`re.compile`, `wg.Add`: the module or receiver the rule names)."""
    if form == "head" and len(term) == 2:
        return term.isalpha() and term not in STOP
    if form in ("pair", "command"):
        return _pairable(*term.split(" ", 1))
    words = term.split(" ")
    return _useful(words[0]) and _useful(words[-1])


@lru_cache(maxsize=1 << 16)
def _pieces(word: str) -> tuple[str, ...]:
    """`getUserById` → get, user, by, id; `api_key` → api, key (lower case, normalised)."""
    return tuple(norm(p) for chunk in word.split("_") for p in _CAMEL.findall(chunk))


_SEPARATORS = re.compile(r"\.|::|-|/")


@lru_cache(maxsize=1 << 16)
def _parts(chain: str) -> tuple[str, ...]:
    return tuple(p for p in _SEPARATORS.split(chain) if p)


@dataclass(frozen=True)
class RuleTerm:
    """A term of a rule: its weight, whether it can make a match on its own, and whether
    the rule names it only as a call (`fetch()`, `unwrap()`): then only a call matches it."""

    weight: float
    specific: bool
    call: bool = False
    #: two words with only spaces between them (`npm ci`): a command and its subcommand
    command: bool = False


@dataclass(frozen=True)
class LineTerm:
    """A term of a line: its weight (role and form), whether it can anchor a match, and
    whether the line calls it (`fetch(url)`, not `git fetch`)."""

    weight: float
    anchors: bool
    call: bool = False
    command: bool = False
    #: a part of a longer name in code (`transaction` of `migrations_in_a_transaction`):
    #: two of them pointing at one rule make a match, one alone does not
    part: bool = False


@lru_cache(maxsize=1 << 16)
def _chain_terms(chain: str, raw: bool = True) -> tuple[tuple[str, str], ...]:
    """(term, form) for one written name: form is chain, pair, word, head or piece.
    Cached: a playbook and a file repeat the same names over and over."""
    return tuple(_chain_terms_of(chain, raw))


#: receivers code abbreviates and rules spell out
_ABBREVIATIONS = {
    "res": "response",
    "resp": "response",
    "req": "request",
    "cur": "cursor",
    "conn": "connection",
    "cfg": "config",
}


def _chain_terms_of(chain: str, raw: bool) -> Iterator[tuple[str, str]]:
    if chain == "*":
        return  # only in a pair: `select *`, `keys *`
    parts = _parts(chain)
    pieces = [p for part in parts for p in _pieces(part)]
    whole = chain.lower()
    if len(parts) > 1 or len(pieces) > 1:
        yield whole, "chain"
        short = parts[0].lower()
        if len(parts) > 1 and short in _ABBREVIATIONS:
            # `res.json()` is the `response.json()` a rule names
            yield _ABBREVIATIONS[short] + whole[len(short) :], "chain"
        if len(parts) > 1:
            yield from _with_raw(parts[0], "head", raw=True)
            for part in parts[1:]:
                yield norm(part), "tail"
        else:
            yield norm(parts[0]), "word"
        for a, b in pairwise(pieces):
            if _useful(a) and _useful(b):
                yield f"{a} {b}", "pair"
        for p in pieces:
            yield p, "piece"
    else:
        yield from _with_raw(chain, "word", raw)


def _with_raw(word: str, form: str, raw: bool) -> Iterator[tuple[str, str]]:
    """The normal form of a word, and as written when that says more: `requests` the
    library is not a generic `request`."""
    yield norm(word), form
    if raw and norm(word) in GENERIC and word.lower() not in GENERIC:
        yield word.lower(), form


def _sequence(text: str, raw: bool = True) -> Iterator[tuple[str, str]]:
    """Terms of a run of text, with pairs of neighbouring single words."""
    prev: str | None = None
    last_end = -1
    for m in _CHAIN.finditer(text):
        chain = m.group(0)
        gap = text[last_end : m.start()] if last_end >= 0 else ""
        # neighbours: only spaces between them, and both plain words
        single = norm(chain) if len(_parts(chain)) == 1 and len(_pieces(chain)) <= 1 else None
        if chain == "*":
            single = "*"
        # a command and its flags count as neighbours too: `rm -rf`, `go test -race`
        if prev and single and gap.strip(" \t-") == "" and _pairable(prev, single):
            # `npm ci`: a command and its subcommand (only spaces between them)
            yield f"{prev} {single}", "command" if gap.strip() == "" else "pair"
        yield from _chain_terms(chain, raw)
        prev = single
        last_end = m.end()


_FORM_RANK = {
    "quoted": 5,
    "chain": 4,
    "command": 3,
    "pair": 3,
    "head": 2,
    "word": 1,
    "tail": 0,
    "piece": 0,
}


def text_terms(text: str, raw: bool = False) -> dict[str, str]:
    """Term → form for prose (a rule's text): the strongest form each term takes."""
    return dict(_text_terms(text, raw))


@lru_cache(maxsize=4096)  # tags repeat across a playbook
def _text_terms(text: str, raw: bool) -> tuple[tuple[str, str], ...]:
    out: dict[str, str] = {}
    for m in _QUOTED.finditer(text):
        name = next(g for g in m.groups() if g)
        if _useful(norm(name)):
            out[name.lower()] = "quoted"
    for term, form in _sequence(text, raw):
        if _keep(term, form) and (term not in out or _FORM_RANK[form] > _FORM_RANK[out[term]]):
            out[term] = form
    return tuple(out.items())


_RULE_FORM_WEIGHT = {
    "quoted": 2.0,
    "chain": 2.0,
    "pair": 1.5,
    "command": 1.5,
    "head": 1.2,
    "word": 1.0,
    "tail": 0.4,
    "piece": 0.4,
}
#: a method name this long and not generic says enough alone (`cursor.execute`)
LONG_PIECE = 7


@lru_cache(maxsize=256)
def _rule_term(weight: float, specific: bool, call: bool, command: bool) -> RuleTerm:
    """One shared, immutable RuleTerm per combination (a playbook holds ~10 per rule)."""
    return RuleTerm(weight, specific, call, command)


def _names(text: str) -> tuple[set[str], set[str]]:
    """The names `text` calls (followed by `(`) and the ones it does not, normalised."""
    called: set[str] = set()
    plain: set[str] = set()
    for m in _NAMED.finditer(text):
        name = m.group(0)
        (called if m.group(1) is not None else plain).update((norm(name), name.lower()))
    return called, plain


_REGEX_ESCAPES = re.compile(r"\\[a-zA-Z]")


def regex_literal(regex: str | None) -> str | None:
    """The literal words of a check regex (`\\b`, `\\s` and their kind read as spaces)."""
    return None if regex is None else _REGEX_ESCAPES.sub(" ", regex)


def rule_terms(content: str, tags: list[str], regex_literal: str | None) -> dict[str, RuleTerm]:
    """Term → weight and specificity for a rule's text, tags and check regex."""
    out: dict[str, RuleTerm] = {}
    called, plain = _names(content)
    calls_only = called - plain

    def add(
        term: str, weight: float, specific: bool, quoted: bool = False, command: bool = False
    ) -> None:
        if term in GENERIC and not quoted:
            weight, specific = weight * 0.3, False
        old = out.get(term)
        if old is None or old.weight < weight:
            specific = specific or (old.specific if old else False)
            command = command or (old.command if old else False)
            out[term] = _rule_term(weight, specific, term in calls_only, command)

    for term, form in text_terms(content).items():
        part = form in ("piece", "tail")
        long_piece = form == "tail" and len(term) >= LONG_PIECE
        weight = 1.0 if long_piece else _RULE_FORM_WEIGHT[form]
        add(term, weight, not part or long_piece, form == "quoted", form == "command")
    for tag in tags:
        for term, form in text_terms(tag, raw=True).items():
            if term in _FILE_KIND_TAGS:
                continue  # a language scopes the rule, it does not match a line
            add(term, max(1.5, _RULE_FORM_WEIGHT[form]), form not in ("piece", "tail"))
    if regex_literal:
        for term, form in text_terms(regex_literal).items():
            add(term, 2.0, form != "piece")
    return out


def _segments(line: str, language: str | None) -> Iterator[tuple[str, str]]:
    """(text, role) pieces of a line: code, string literals, comments."""
    # how a comment starts, from the one table of languages (unknown: guess `#` and `//`)
    known = line_comments(language)
    comments = known or ("#", "//")
    if _SQL_START.match(line) and known is None:
        comments = ("--",)
    i, start, n = 0, 0, len(line)
    while i < n:
        ch = line[i]
        if ch in "\"'`" and not (ch == "'" and language == "rust"):
            if start < i:
                yield line[start:i], CODE
            j = i + 1
            while j < n and line[j] != ch:
                j += 2 if line[j] == "\\" else 1
            body = line[i + 1 : j]
            if _SQL_START.match(body):
                yield body, CODE
            elif "://" in body or body.startswith("/"):
                yield body, URL  # a URL or a route: `/api/keys` is not about API keys
            elif _LITERAL.match(body):
                yield body, LITERAL
            else:
                yield body, TEXT
            i = start = j + 1
            continue
        if any(line.startswith(c, i) for c in comments) and (
            i == 0 or line[i - 1] in " \t;" or not line[i - 1].isalnum()
        ):
            if ch == "#" and language == "rust":
                i += 1
                continue
            if start < i:
                yield line[start:i], CODE
            yield line[i:], TEXT
            return
        i += 1
    if start < n:
        yield line[start:], CODE


_LINE_FORM_WEIGHT = {
    "chain": 1.5,
    "pair": 1.3,
    "command": 1.3,
    "head": 1.0,
    "tail": 1.0,
    "word": 1.0,
    "piece": 0.5,
}


def line_terms(
    line: str, language: str | None = None, cursor_word: str | None = None
) -> dict[str, LineTerm]:
    """Term → weight and whether it can anchor a match, for one line of code."""
    out: dict[str, LineTerm] = {}
    called = _names(line)[0]
    importing = _IMPORT_LINE.match(line) is not None

    def add(term: str, weight: float, anchors: bool, used: bool, command: bool, part: bool) -> None:
        # `used`: called, imported or the module of a name (`serde::Serialize`):
        # what a rule that names a call (`fetch()`) is about; `git fetch` is not
        old = out.get(term)
        used = used or term in called or (old.call if old else False)
        command = command or (old.command if old else False)
        part = part or (old.part if old else False)
        if old is None or old.weight < weight:
            anchors = anchors or (old.anchors if old else False)
            out[term] = LineTerm(weight, anchors, used, command, part)
        else:
            out[term] = LineTerm(old.weight, anchors or old.anchors, used, command, part)

    for segment, role in _segments(line, language):
        urls = [m.group(0) for m in _URL.finditer(segment)] if role not in (TEXT, URL) else []
        for url in urls:
            segment = segment.replace(url, " ")
        for piece, piece_role in [(segment, role), *((u, URL) for u in urls)]:
            for term, form in _sequence(piece):
                if importing and form == "word" and len(term) == 2:
                    form = "head"  # `import re`: the module a rule on `re.compile` names
                if not _keep(term, form):
                    continue
                # in a comment or a sentence only a written name or a pair can point
                # at a rule; in a URL nothing does
                strong = form in ("chain", "pair", "command")
                if form == "tail" and len(term) >= LONG_PIECE:
                    form = "word"
                # a part of a longer name (`pickle` of `pickle_path`) is not the thing
                in_code = piece_role in (CODE, LITERAL)
                anchors = form != "piece" and (in_code or (strong and piece_role == TEXT))
                part = form == "piece" and in_code
                used = importing or form == "head"
                weight = ROLE_WEIGHT[piece_role] * _LINE_FORM_WEIGHT[form]
                add(term, weight, anchors, used, form == "command", part)
    if cursor_word:
        for term, _ in _chain_terms(cursor_word):
            if term in out:
                old = out[term]
                out[term] = LineTerm(old.weight * 1.5, old.anchors, old.call, old.command, old.part)
    return out
