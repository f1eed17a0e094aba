"""The checks a rule carries for what it rules out, derived from what it names.

A rule that names a command, a library or a function it rules out ("Use uv,
not pip: `uv add httpx` rather than `pip install httpx`", "never use
`requests`, use `httpx`", "don't call `os.system`") can check itself: the
forbidden form is a pattern, in the files where that form can appear. The
things a rule names, and on which side, are read once, by
`core/named.named` (the reader learning's sameness compares lessons
with); this module turns what is ruled out into RE2 patterns:

- **a command** (a program the tables know, with the subcommand and flags
  the rule writes): at command position only, the start of a line or of a
  step (`&&`, `;`, `|`, `$(`, a backtick, `RUN`, `run:`, a YAML list item, a
  Makefile recipe's `@`/`-`, `sudo`, `python -m`), in shell scripts,
  Makefiles, Dockerfiles, YAML and Markdown (where a list item's dash and a
  quote do not lead a command: prose is not flagged). "use uv, not pip" so
  flags `pip install x` and `pip freeze`, never `uv pip install` (uv's pip
  interface), `pipx`, or the word pip in a sentence. A rule naming only the
  program forbids any use of it; a rule naming a subcommand or a flag
  (`git push -f`) only that.
- **a library** (`LIBRARIES`: the Python, JavaScript and Rust ones the
  extractor knows): its import in code of its language, and its line in a
  manifest (requirements files, `pyproject.toml`, `package.json`,
  `Cargo.toml`).
- **a function or attribute** written dotted or as a call (`os.system`,
  `eval()`): a use in code (not `x.os.system`, not `literal_eval`).

A rule that only prescribes ("Always use `uv add`"), names something on both
sides, or rules out a plain word, a file or a number carries no check; nor
does a thing ruled out only in some circumstance ("do not retry
`requests.post` without a timeout", "never run `pip install` outside the
venv"): a pattern cannot see the circumstance, and would flag every use.

Where the rule states the remedy as a command ("`uv add httpx` rather than
`pip install httpx`", "use `uv add` instead of `pip install`"), the check
carries it (`Remedy`): a hit whose arguments are plain words maps through
(`pip install rich` → `uv add rich`); with a flag (`pip install -r req.txt`),
or more than one command prescribed, no rewrite is offered, only the finding.

A rule's derivation is stored with its row when it is written
(`store/rule_derivations.py`, migration m024), encoded by `encode` and read
back by `decode`, so the checks of 100,000 rules are built from the few rows
that derive something instead of reading every rule's clauses. Each stored
derivation carries `VERSION`, a digest of the code that made it (this module,
`named` and `command_line`): a row of another version is derived again, never
trusted.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

import orjson

from kenning.daemon.core import command_line
from kenning.daemon.core import named as named_module
from kenning.daemon.core.command_line import PROGRAMS

from .named import TOOLS, may_rule_out, named, prose

__all__ = [
    "LIBRARIES",
    "VERSION",
    "DerivedCheck",
    "Remedy",
    "decode",
    "derive",
    "encode",
    "rewrite",
    "stored",
]

#: libraries a rule may rule out, by the language that imports them (a subset of
#: `named.TOOLS`: the rest are programs)
LIBRARIES: dict[str, frozenset[str]] = {
    "python": frozenset(
        str.split(
            """pydantic fastapi django flask sqlalchemy alembic celery httpx requests aiohttp
            urllib3 respx pandas polars numpy unittest loguru structlog"""
        )
    ),
    "javascript": frozenset(
        str.split(
            "react vue svelte angular drizzle typeorm knex zod trpc graphql axios winston pino"
        )
    ),
    "rust": frozenset(str.split("tokio serde sqlx diesel axum actix anyhow thiserror")),
}
_LIBRARY_NAMES = frozenset().union(*LIBRARIES.values())
_KNOWN_PROGRAMS = (TOOLS - _LIBRARY_NAMES) | PROGRAMS

#: files where a command is written at the start of a line or a step
_SHELLISH = frozenset({"shell", "makefile", "dockerfile", "yaml", "powershell"})
_MARKDOWN = frozenset({"markdown"})
_CODE = {
    "python": frozenset({"python"}),
    "javascript": frozenset({"javascript", "typescript", "vue", "svelte"}),
    "rust": frozenset({"rust"}),
}
_CODE_ANY = frozenset(
    str.split("python javascript typescript go rust java kotlin ruby php c cpp csharp swift scala")
)
_EXTENSIONS = frozenset(
    str.split(
        "py ts tsx js jsx go rs sql rb java kt toml yaml yml json lock sh env cfg ini tf md txt"
    )
)

#: a step's start: the line's, or after a separator, a substitution or a backtick
_STEP = r"(?:^|[;&|(`]|\$\()[ \t]*"
#: what may come before a command in a shell script, a Makefile, a Dockerfile, CI YAML
_SHELL_LEAD = (
    r"(?:^|[;&|(`\"']|\$\()[ \t]*(?:(?:[@-]+|\$|!)[ \t]*|"
    r"(?:RUN|CMD|run:|script:|sudo|exec|time|env|nohup|command|then|do|else)[ \t]+)*"
)
#: in Markdown: a prompt, not a list item's dash or a quote (prose)
_MARKDOWN_LEAD = _STEP + r"(?:\$[ \t]*|(?:sudo|exec|time|env|nohup|command)[ \t]+)*"
#: one argument of a command (up to a separator, a comment, a quote or a backtick)
_ARG = r"[ \t]+[^\s;&|#`\"']+"
_END = r"(?:[ \t;&|#)`\"']|$)"
_SUB = re.compile(r"[a-z][a-z0-9:_-]*")
_DOTTED = re.compile(r"[a-z_]\w*(?:\.[a-z_]\w*)+")
_CALL = re.compile(r"[a-z_]\w*")
#: words after a program's name that end the mention ("not pip here", "the docker-compose
#: binary"): the program is ruled out whatever it runs
_GLUE = frozenset(
    str.split(
        """here in for anymore directly at all or and to on with binary command cli tool
        itself any either anywhere again please commands"""
    )
)
#: words in the sentence of a ruled-out thing that make the rule conditional
_CONDITION = re.compile(
    r"\b(?:without|unless|when|whenever|if|before|after|until|while|except|outside|inside|"
    r"only|once|twice)\b",
    re.I,
)
_SENTENCE_END = re.compile(r"[.;!?](?:\s|$)|\n|\s+but\s+", re.I)


def _conditional(text: str, thing: str) -> bool:
    """Whether the sentence that names `thing` narrows the rule to some circumstance
    ("… without a timeout", "… outside the venv": the venv is no thing ruled out either)."""
    at = text.lower().find(thing.lower())
    if at < 0:
        return False
    start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, at)), default=0)
    end = _SENTENCE_END.search(text, at + len(thing))
    return _CONDITION.search(text[start : end.start() if end else len(text)]) is not None


@dataclass(frozen=True, slots=True)
class Remedy:
    """A command the rule prescribes for one it rules out: heads, as words."""

    forbidden: tuple[str, ...]  # ("pip", "install")
    prescribed: tuple[str, ...]  # ("uv", "add")
    #: whether the rule's example had arguments (`pip install httpx`): a hit needs one
    with_args: bool


@dataclass(frozen=True, slots=True)
class DerivedCheck:
    """One check derived from a rule: a pattern whose group `hit` is the offending text."""

    regex: str
    #: the file languages it runs in (`language_key` names)
    languages: frozenset[str]
    #: what it looks for: "command", "import", "dependency" or "call"
    what: str
    #: a file glob it is narrowed to (a manifest), or None
    glob: str | None = None
    #: whether it runs on text that is no file (an agent's message, in the session audit)
    on_text: bool = False
    remedies: tuple[Remedy, ...] = ()
    #: text every match contains (the program, the library, the function's name): a text
    #: without it is not searched
    literal: str | None = None


def _words(span: str) -> list[str]:
    return span.split()


def _program(word: str) -> str | None:
    name = word.rsplit("/", 1)[-1].lower()
    return name if name in _KNOWN_PROGRAMS else None


def _command_pattern(program: str, heads: list[tuple[str, ...]] | None, lead: str) -> str:
    """A command of `program` at command position; `heads`: (sub, flags…) forms, or None: any."""
    prog = r"(?:python[0-9.]*[ \t]+-m[ \t]+)?(?:[\w.~-]*/)*" + re.escape(program)
    if program[-1].isalpha():
        prog += r"(?:[0-9]+(?:\.[0-9]+)?)?"  # pip3, pip3.12
    if heads is None:
        body = prog + f"(?:{_ARG})+"
        return f"{lead}(?P<hit>{body}){_END}"
    forms = []
    for head in heads:
        sub, flags = head[0], head[1:]
        form = prog + (r"[ \t]+" + re.escape(sub) if sub else "")
        for flag in flags:
            form += f"(?:{_ARG})*?" + r"[ \t]+" + re.escape(flag) + r"(?:=[^\s;&|#`]*)?"
        forms.append(form + f"(?:{_ARG})*")
    return f"{lead}(?P<hit>{'|'.join(forms)}){_END}"


def _head(words: list[str]) -> tuple[str, ...]:
    """(subcommand or "", flags…) of a command span's words after its program."""
    rest = words[1:]
    sub = rest[0] if rest and _SUB.fullmatch(rest[0]) else ""
    flags = tuple(w for w in rest if w.startswith("-"))
    return (sub, *flags)


def _remedy(forbidden: list[str], prescribed: list[str]) -> Remedy | None:
    """The mapping from one command example to another, when it is safe to apply."""
    n = 0
    while (
        n < min(len(forbidden), len(prescribed)) - 1
        and forbidden[-1 - n] == prescribed[-1 - n]
        and not forbidden[-1 - n].startswith("-")
    ):
        n += 1
    f_head, p_head = forbidden[: len(forbidden) - n], prescribed[: len(prescribed) - n]
    # the forbidden head is the program and at most its subcommand: what a hit starts with
    if len(f_head) > 2 or any(w.startswith("-") for w in f_head):
        return None
    if len(f_head) == 2 and not _SUB.fullmatch(f_head[1]):
        return None
    return Remedy(tuple(f_head), tuple(p_head), with_args=n > 0)


def _said(words: str, program: str) -> tuple[str, ...] | None:
    """How prose names a program it rules out: `()` alone ("not pip", "not black;"), a
    command with its flags ("never git push --force to main": push, --force), or None
    when what follows may be an argument or a noun ("never pip this")."""
    m = re.search(rf"(?<![\w-]){re.escape(program)}(?![\w-])(.*)", words)
    if m is None:
        return None
    rest = m.group(1).split()
    first = rest[0].rstrip(",.;:!?)") if rest else ""
    if not first or first in _GLUE or not first[0].isalnum() or first != rest[0]:
        return ()  # nothing after it, a word that ends the mention, or the clause's end
    flags = []
    for word in rest[1:]:
        if not word.startswith("-"):
            break
        flags.append(word.rstrip(",.;:"))
    if _SUB.fullmatch(rest[0]) and flags:
        return (rest[0], *flags)
    return None


def _commands(text: str) -> list[DerivedCheck]:
    n = named(text)
    by_program: dict[str, list[tuple[str, ...]] | None] = {}
    examples: dict[str, list[list[str]]] = {}
    prescribed: list[list[str]] = []
    for span, ruled_out in n.spans:
        words = _words(span)
        program = _program(words[0]) if words else None
        if program is None or (len(words) == 1 and program in _LIBRARY_NAMES):
            continue
        if not ruled_out:
            prescribed.append(words)
            continue
        if program in n.prescribed:
            continue  # named on both sides ("`uv pip install` not `pip install`": pip)
        if _conditional(text, span):
            continue
        head = _head(words)
        forms = by_program.setdefault(program, [])
        if forms is not None:
            forms.append(head)
        examples.setdefault(program, []).append(words)
    spoken = prose(text).lower()
    for thing in n.forbidden:
        if " " not in thing and thing in _KNOWN_PROGRAMS and thing not in _LIBRARY_NAMES:
            # a program ruled out in words ("not pip"), not only as a span's program
            said = _said(spoken, thing)
            if said is not None and not _conditional(spoken, thing):
                forms = by_program.get(thing, [])
                if said == ():
                    by_program[thing] = None  # any use of it
                elif forms is not None:
                    by_program[thing] = [*forms, said]
        elif " " in thing and not thing.startswith("-") and not _conditional(text, thing):
            program, _, sub = thing.partition(" ")
            if program in _KNOWN_PROGRAMS and program not in by_program:
                by_program[program] = [(sub,)]
    out = []
    for program, heads in sorted(by_program.items(), key=lambda kv: kv[0]):
        if heads is not None:
            heads = sorted(set(heads))
        remedies: tuple[Remedy, ...] = ()
        if len(prescribed) == 1:
            found = [_remedy(ex, prescribed[0]) for ex in examples.get(program, [])]
            remedies = tuple(r for r in found if r is not None)
        out.append(
            DerivedCheck(
                _command_pattern(program, heads, _SHELL_LEAD),
                _SHELLISH,
                "command",
                on_text=True,
                remedies=remedies,
                literal=program,
            )
        )
        out.append(
            DerivedCheck(
                _command_pattern(program, heads, _MARKDOWN_LEAD),
                _MARKDOWN,
                "command",
                remedies=remedies,
                literal=program,
            )
        )
    return out


def _library(name: str, language: str) -> list[DerivedCheck]:
    return [replace(check, literal=name) for check in _library_checks(name, language)]


def _library_checks(name: str, language: str) -> list[DerivedCheck]:
    lib = re.escape(name)
    code = _CODE[language]
    if language == "python":
        return [
            DerivedCheck(
                rf"^[ \t]*(?P<hit>(?:import|from)[ \t]+{lib})(?:[ \t.,]|$)",
                code,
                "import",
                on_text=True,
            ),
            DerivedCheck(
                rf"^[ \t]*(?P<hit>{lib})(?:[ \t]*(?:[<>=!~;\[@]|$))",
                frozenset({"pip-requirements"}),
                "dependency",
            ),
            DerivedCheck(
                rf"^[ \t]*[\"'](?P<hit>{lib})(?:[<>=!~;\[ \"'])",
                frozenset({"toml"}),
                "dependency",
                glob="pyproject.toml",
            ),
        ]
    if language == "javascript":
        return [
            DerivedCheck(
                r"(?:\bfrom[ \t]+|\brequire\([ \t]*|\bimport\(?[ \t]*)"
                rf"[\"'](?P<hit>{lib})(?:/[^\"']*)?[\"']",
                code,
                "import",
                on_text=True,
            ),
            DerivedCheck(
                rf"^[ \t]*\"(?P<hit>{lib})\"[ \t]*:",
                frozenset({"json"}),
                "dependency",
                glob="package.json",
            ),
        ]
    return [
        DerivedCheck(
            rf"^[ \t]*(?:pub[ \t]+)?(?:use|extern[ \t]+crate)[ \t]+(?P<hit>{lib})\b",
            code,
            "import",
            on_text=True,
        ),
        DerivedCheck(
            rf"^[ \t]*(?P<hit>{lib})[ \t]*=",
            frozenset({"toml"}),
            "dependency",
            glob="Cargo.toml",
        ),
    ]


def _identifier(thing: str, text: str) -> DerivedCheck | None:
    """A dotted name or a call the rule rules out, as a use in code."""
    if _DOTTED.fullmatch(thing) and thing.rsplit(".", 1)[-1] not in _EXTENSIONS:
        # the reader keeps two parts (`os.path` of `os.path.join`): the text has them all
        whole = re.search(re.escape(thing) + r"(?:\.[A-Za-z_]\w*)*", text, re.I)
        thing = whole.group(0) if whole is not None else thing
        called = re.search(re.escape(thing) + r"\s*\(", text) is not None
        tail = r"[ \t]*\(" if called else r"\b"
    elif _CALL.fullmatch(thing) and re.search(rf"\b{re.escape(thing)}\(\)", text):
        tail = r"[ \t]*\("
    else:
        return None
    name = r"[ \t]*\.[ \t]*".join(re.escape(part) for part in thing.split("."))
    return DerivedCheck(
        rf"(?:^|[^\w.])(?P<hit>{name}){tail}",
        _CODE_ANY,
        "call",
        on_text=True,
        literal=thing.rsplit(".", 1)[-1],
    )


@lru_cache(maxsize=8192)
def derive(text: str) -> tuple[DerivedCheck, ...]:
    """The checks a rule's text derives (none when it rules nothing checkable out).

    Args:
        text: the rule's content.
    """
    if not may_rule_out(text):
        return ()  # most rules: one search, not the reading of every clause
    n = named(text)
    if not n.forbidden and not any(out for _, out in n.spans):
        return ()
    out = _commands(text)
    for thing in sorted(n.forbidden):
        if _conditional(text, thing):
            continue
        for language, names in LIBRARIES.items():
            if thing in names:
                out += _library(thing, language)
        if thing not in TOOLS:
            check = _identifier(thing, text)
            if check is not None:
                out.append(check)
    unique = {check.regex: check for check in out}  # `os.path` and `path.join`: one check
    return tuple(unique.values())


def rewrite(remedies: tuple[Remedy, ...], hit: str) -> str | None:
    """The hit (`pip install rich`) rewritten by the remedy whose head it starts with.

    None when no remedy fits, or the arguments may not map (a flag, an option's
    value, none where the rule's example had some).
    """
    words = hit.split()
    runner = 0
    if len(words) > 2 and words[1] == "-m" and words[0].startswith("python"):
        runner = 2  # `python -m pip install x`
    for remedy in remedies:
        head = remedy.forbidden
        body = words[runner:]
        program = body[0].rsplit("/", 1)[-1] if body else ""
        if not program.startswith(head[0]) or program.rstrip("0123456789.") != head[0]:
            continue
        if tuple(body[1 : len(head)]) != head[1:]:
            continue
        args = body[len(head) :]
        if any(a.startswith("-") for a in args) or (remedy.with_args and not args):
            return None
        return " ".join([*remedy.prescribed, *args])
    return None


def _code_digest() -> str:
    """A digest of the code a derivation depends on: the files of this module, of
    `named` and of `command_line` (the programs it knows). Any change to them, even
    a comment's, makes every stored derivation stale: recomputed, never trusted."""
    digest = hashlib.sha256()
    for module in (__file__, named_module.__file__, command_line.__file__):
        try:
            digest.update(Path(module or "").read_bytes())
        except OSError:  # no file to read (a zip import): its name, as a last resort
            digest.update(str(module).encode())
    return "d1-" + digest.hexdigest()[:16]


#: the version a stored derivation is of (the codec's scheme and the code's digest)
VERSION = _code_digest()


def encode(checks: tuple[DerivedCheck, ...]) -> str | None:
    """A derivation as the text stored with its rule (None: it derives nothing)."""
    if not checks:
        return None
    return orjson.dumps(
        [
            [
                c.regex,
                sorted(c.languages),
                c.what,
                c.glob,
                c.on_text,
                [[list(r.forbidden), list(r.prescribed), r.with_args] for r in c.remedies],
                c.literal,
            ]
            for c in checks
        ]
    ).decode()


@lru_cache(maxsize=4096)
def decode(text: str | None) -> tuple[DerivedCheck, ...]:
    """A derivation stored by `encode`, as `derive` returned it (the same stored text
    decoded once: many rules rule out the same thing, and the checks are immutable)."""
    if not text:
        return ()
    return tuple(
        DerivedCheck(
            regex,
            frozenset(languages),
            what,
            glob,
            on_text,
            tuple(Remedy(tuple(f), tuple(p), with_args) for f, p, with_args in remedies),
            literal,
        )
        for regex, languages, what, glob, on_text, remedies, literal in orjson.loads(text)
    )


def stored(content: str) -> str | None:
    """What is stored with a rule of this text: its encoded derivation (None: none)."""
    return encode(derive(content))
