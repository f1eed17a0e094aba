"""What the generated sessions say: workspaces, code, tool output and the story of a session.

A session is a list of agent-neutral `Event`s (a prompt, a reply, a tool call,
its result); bench/corpus_formats.py writes them in each agent's on-disk format.
Text comes from small pools rendered with `str.format` so generation stays fast
(the generator must write tens of MB/s): every choice goes through the
session's own `random.Random`, which makes a session a pure function of its seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from .corpus_secrets import Secret

__all__ = ["Event", "Lang", "Rng", "Workspace", "make_workspaces", "story"]


class Rng(random.Random):
    """random.Random with a cheaper `choice` and `randrange` (a third of the generator's time).

    Both are slightly biased for huge ranges, which does not matter here, and are
    still pure functions of the seed.
    """

    def choice(self, seq: Any) -> Any:
        return seq[int(self.random() * len(seq))]

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        if stop is None:
            start, stop = 0, start
        return start + int(self.random() * (stop - start))


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


NOUNS = _words(
    """invoice session cache token retry config parser queue webhook report upload schedule metric
    ledger account order payment search index tenant user audit export import billing quota router
    handler migration snapshot backup notifier throttle pool worker job batch stream event
    profile"""
)
VERBS = _words(
    """get load parse validate fetch compute render flush sync resolve build apply merge refresh
    normalize encode decode schedule retry cancel close open update delete create"""
)
ERRORS = {
    "python": (
        "AttributeError: 'NoneType' object has no attribute '{noun}'",
        "KeyError: '{noun}_id'",
        "TypeError: {func}() missing 1 required positional argument: '{noun}'",
        "ValueError: invalid literal for int() with base 10: ''",
        "AssertionError: assert 3 == 4",
        "sqlite3.OperationalError: no such column: {noun}",
    ),
    "typescript": (
        "TypeError: Cannot read properties of undefined (reading '{noun}')",
        "AssertionError: expected 3 to equal 4",
        "ReferenceError: {func} is not defined",
        "Error: Request failed with status code 500",
    ),
    "rust": (
        "called `Option::unwrap()` on a `None` value",
        "assertion `left == right` failed\n  left: 3\n right: 4",
        "index out of bounds: the len is 0 but the index is 0",
    ),
    "go": (
        "panic: runtime error: invalid memory address or nil pointer dereference",
        "expected 3, got 4",
        "context deadline exceeded",
    ),
}
MODELS = {
    "claude": (
        "claude-sonnet-4-5-20250929",
        "claude-opus-4-1-20250805",
        "claude-haiku-4-5-20251001",
    ),
    "codex": ("gpt-5-codex", "gpt-5", "gpt-5.1-codex"),
    "gemini": ("gemini-2.5-pro", "gemini-2.5-flash", "gemini-3-pro-preview"),
    "aider": ("anthropic/claude-sonnet-4-5", "openai/gpt-5", "deepseek/deepseek-chat"),
}

PROMPTS = (
    "the {test} test is failing after the {noun} refactor, can you look?",
    "add a {noun} option to {file} and cover it with a test",
    "why does {func} return nothing when the {noun} list is empty?",
    "refactor {func} in {file} so it doesn't hit the database twice",
    "run the tests and fix whatever is broken",
    "{func} is slow on large inputs, profile it and make it faster",
    "write a migration that adds a {noun}_id column and backfill it",
    "can you explain what {file} does and who calls {func}?",
    "bump the {noun} dependency and fix the breakage",
    "commit this with a good message",
    "the CI job fails on {file} but passes locally. here's the log:\n{trace}",
    "rename {func} to {verb}_{noun}_v2 everywhere",
    "add retries with exponential backoff around {func}",
    "please review {file}, I think there's a race in {func}",
    "bu testi düzelt: {test}",
    "почему падает {test}? раньше работало",
    "请修复 {func} 中的错误，并补充测试",
    "corrige el fallo en {file} cuando el {noun} es nulo",
    "ok, now do the same for {noun}",
    "looks good. also update the changelog",
)
NARRATION = (
    "I'll start by reading {file} to see how {func} is used.",
    "Let me run the test suite first to see what fails.",
    "Let me search for callers of {func}.",
    "Now I'll update {file}.",
    "Running the tests again to confirm the fix.",
    "Let me check the git status before committing.",
)
ANALYSIS = (
    "The failure comes from {func}: it assumes the {noun} is always set, but the fixture passes an "
    "empty value, so the lookup falls through and returns nothing.",
    "{test} fails because {func} now returns a list instead of a dict after the {noun} refactor. "
    "I'll keep the old shape at the boundary and convert inside.",
    "The error is raised inside {func}. The {noun} cache is read before it is filled on a cold "
    "start; the fix is to load it lazily on first use.",
    "There are two problems here: the {noun} id is parsed as a string, and the retry loop never "
    "resets its counter. I'll fix both and add a regression test.",
    "This is an off-by-one in the pagination of {func}: the last page is dropped when the count is "
    "an exact multiple of the page size.",
)
SUMMARY = (
    "Done. {func} now handles an empty {noun} and {test} passes; the full suite is green ({n} "
    "passed).",
    "All {n} tests pass. Summary of the changes:\n\n- `{file}`: guard against a missing {noun} in "
    "`{func}`\n- added a regression test for the empty case\n- no behaviour change otherwise",
    "Fixed and committed. The root cause was the {noun} lookup in `{func}`; I added a test so it "
    "cannot come back.",
    "I've made the change in `{file}`. I did not touch the public API. Want me to also update the "
    "docs for `{func}`?",
)


@dataclass(frozen=True)
class Lang:
    """A language profile: how its files, tests and failures look."""

    name: str
    ext: str
    src: str  # source path template with {noun}
    test_file: str  # test path template with {noun}
    test_cmd: str


LANGS = (
    Lang("python", "py", "src/{pkg}/{noun}.py", "tests/test_{noun}.py", "pytest -q"),
    Lang("typescript", "ts", "src/{noun}.ts", "src/{noun}.test.ts", "npm test --silent"),
    Lang("rust", "rs", "src/{noun}.rs", "tests/{noun}.rs", "cargo test"),
    Lang(
        "go", "go", "internal/{noun}/{noun}.go", "internal/{noun}/{noun}_test.go", "go test ./..."
    ),
)
REPOS = _words(
    """acme-api web-dashboard search-indexer infra-tools billing-service data-pipeline
    mobile-backend auth-gateway ml-training docs-site payments-core chat-server scheduler ledger
    cli-tools metrics-agent image-resizer feature-flags notification-hub geo-router reporting
    inventory"""
)


@dataclass(frozen=True)
class Workspace:
    """A repository the agents work in."""

    name: str
    path: str
    lang: Lang
    nouns: tuple[str, ...]
    branches: tuple[str, ...]


#: repositories not written in Python (the first of each kind comes early in REPOS)
_LANG_OF = {
    "web-dashboard": "typescript",
    "docs-site": "typescript",
    "chat-server": "typescript",
    "search-indexer": "rust",
    "image-resizer": "rust",
    "ledger": "rust",
    "infra-tools": "go",
    "metrics-agent": "go",
    "geo-router": "go",
    "scheduler": "go",
}


def make_workspaces(rng: random.Random, count: int, home: str) -> list[Workspace]:
    """`count` workspaces with distinct names under `home`."""
    out = []
    for i in range(count):
        name = REPOS[i % len(REPOS)] + ("" if i < len(REPOS) else f"-{i // len(REPOS)}")
        nouns = tuple(rng.sample(NOUNS, 12))
        branches = ("main", *(f"feat/{n}-{v}" for n, v in zip(nouns[:3], VERBS, strict=False)))
        lang = next((x for x in LANGS if x.name == _LANG_OF.get(REPOS[i % len(REPOS)])), LANGS[0])
        out.append(Workspace(name, f"{home}/src/{name}", lang, nouns, branches))
    return out


@dataclass(slots=True)
class Event:
    """One step of a session, before any agent's format is applied.

    `tool` is one of shell, test, read, edit, grep (a call or its result);
    `args` uses neutral keys: command, path, old, new, pattern.
    """

    kind: str  # prompt | reply | call | result
    text: str
    at_ms: int
    tool: str = ""
    args: dict[str, Any] = field(default_factory=dict)
    is_error: bool = False
    exit_code: int = 0
    secret_ids: tuple[int, ...] = ()


class _Ctx:
    """The mutable state of one session being written: clock, names, pending secrets."""

    def __init__(
        self, rng: random.Random, ws: Workspace, start_ms: int, secrets: list[Secret]
    ) -> None:
        self.rng = rng
        self.ws = ws
        self.now = start_ms
        self.secrets = secrets
        self.events: list[Event] = []

    def slots(self) -> dict[str, str]:
        r, ws = self.rng, self.ws
        noun, verb = r.choice(ws.nouns), r.choice(VERBS)
        lang = ws.lang
        func = f"{verb}{noun.title()}" if lang.name == "typescript" else f"{verb}_{noun}"
        file = lang.src.format(pkg=ws.name.replace("-", "_"), noun=noun)
        test = f"test_{verb}_{noun}_{r.choice(('empty', 'roundtrip', 'retry', 'large'))}"
        return {
            "noun": noun,
            "verb": verb,
            "func": func,
            "file": file,
            "test": test,
            "n": str(r.randrange(40, 900)),
            "trace": "",
        }

    def add(self, kind: str, text: str, gap_ms: int, **kw: Any) -> Event:
        self.now += gap_ms
        ev = Event(kind, text, self.now, **kw)
        self.events.append(ev)
        return ev

    def secret_text(self) -> tuple[str, tuple[int, ...]]:
        """A line carrying the next pending secret, or ("", ()) when none is left."""
        if not self.secrets:
            return "", ()
        s = self.secrets.pop()
        host = self.rng.choice(("db.prod.internal", "10.0.3.17", "pg-main.internal"))
        env = s.kind.upper()
        if s.carrier == "url":
            line = f"DATABASE_URL=postgres://app_user:{s.text}@{host}:5432/{self.ws.name}"
        elif s.carrier == "header":
            line = f'curl -H "Authorization: Bearer {s.text}" https://api.internal/v1/{env.lower()}'
        elif s.carrier == "assign":
            line = f'{s.kind}="{s.text}"' if s.kind == "password" else f"{s.kind} = {s.text}"
        elif s.carrier == "pem":
            line = s.text
        elif s.carrier == "raw":
            line = f"maps_key: {s.text}"
        else:
            line = f"export {env}_TOKEN={s.text}"
        return line, (s.id,)


_CODE_POOLS: dict[str, list[str]] = {}


def _code_pool(ws: Workspace) -> list[str]:
    """256 lines of code in the workspace's language, built once per process."""
    pool = _CODE_POOLS.get(ws.path)
    if pool is None:
        r = random.Random(ws.path)  # a function of the workspace only: output stays deterministic
        pool = []
        lang = ws.lang.name
        for i in range(256):
            n, v = r.choice(ws.nouns), r.choice(VERBS)
            if lang == "python":
                pool.append(f"    {n}_{i} = self._{n}s.get(key) or {v}_{n}({n}, retries={i % 7})")
            elif lang == "typescript":
                pool.append(f"  const {n}{i} = await this.{n}Repo.{v}({{ id, retries: {i % 7} }});")
            elif lang == "rust":
                pool.append(f"    let {n}_{i} = self.{n}s.{v}(&key).cloned().unwrap_or_default();")
            else:
                pool.append(f"\t{n}{i}, err := s.{n}Store.{v.title()}(ctx, key) // retry {i % 7}")
        pool += pool  # so any window of up to 256 lines is one slice
        _CODE_POOLS[ws.path] = pool
    return pool


def _code(r: random.Random, ctx: _Ctx, lines: int) -> str:
    pool = _code_pool(ctx.ws)
    start = r.randrange(0, 256)
    return "\n".join(pool[start : start + min(lines, 256)])


_PASS = {
    "python": "{dots}\n{n} passed in {secs}s",
    "typescript": " ✓ {tf} ({n} tests) {ms}ms\n\n Test Files  1 passed\n Tests  {n} passed",
    "rust": "running {n} tests\ntest result: ok. {n} passed; 0 failed; 0 ignored",
    "go": "ok  \t{ws}/internal/{noun}\t{secs}s",
}
_FAIL = {
    "python": (
        "{dots}F\n============================== FAILURES ==============================\n"
        "____________________________ {test} ____________________________\n\n"
        "    def {test}():\n>       assert {func}([]) == []\n{file}:{line}: in {func}\n"
        "    return self._{noun}s[key].{noun}\nE   {err}\n\nFAILED {tf}::{test} - {err1}\n"
        "1 failed, {m} passed in {secs}s"
    ),
    "typescript": (
        " ❯ {tf} ({n} tests | 1 failed)\n   × {test}\n     → {err}\n\n FAIL  {tf} > {test}\n"
        "{err}\n ❯ {file}:{line}:{col}\n\n Tests  1 failed | {m} passed"
    ),
    "rust": (
        "running {n} tests\ntest {test} ... FAILED\n\nfailures:\n\n---- {test} stdout ----\n"
        "thread '{test}' panicked at {file}:{line}:{col}:\n{err}\nnote: run with "
        "`RUST_BACKTRACE=1` environment variable to display a backtrace\n\n"
        "test result: FAILED. {m} passed; 1 failed; 0 ignored"
    ),
    "go": (
        "--- FAIL: {test} ({secs}s)\n    {tf}:{line}: {err}\ngoroutine 7 [running]:\n"
        "{ws}/internal/{noun}.{func}(0x0)\n\t{path}/{file}:{line} +0x1d\nFAIL\t{ws}/internal/"
        "{noun}\t{secs}s"
    ),
}


def _test_output(r: random.Random, ctx: _Ctx, fail: bool, sl: dict[str, str]) -> str:
    """What the workspace's test runner prints, failing once or passing."""
    lang = ctx.ws.lang
    n = int(sl["n"])
    err = r.choice(ERRORS[lang.name]).format(**sl)
    values = {
        **sl,
        "dots": "." * r.randrange(10, 90),
        "secs": f"{r.uniform(0.01, 40):.2f}",
        "ms": str(r.randrange(20, 900)),
        "line": str(r.randrange(5, 400)),
        "col": str(r.randrange(1, 40)),
        "m": str(n - 1),
        "err": err,
        "err1": err.split("\n")[0],
        "tf": lang.test_file.format(noun=sl["noun"]),
        "ws": ctx.ws.name,
        "path": ctx.ws.path,
    }
    return (_FAIL if fail else _PASS)[lang.name].format(**values)


def _call(ctx: _Ctx, tool: str, sl: dict[str, str], fail: bool = False) -> None:
    """A tool call and its result."""
    r, ws = ctx.rng, ctx.ws
    # only read, edit and shell carry secrets, so a popped secret is always placed
    secret, sids = "", tuple[int, ...]()
    if tool in ("read", "edit", "shell") and r.random() < 0.3:
        secret, sids = ctx.secret_text()
    if tool == "test":
        cmd = ws.lang.test_cmd
        ctx.add(
            "call",
            r.choice(("Run the test suite", "Run tests")),
            r.randrange(2_000, 30_000),
            tool="test",
            args={"command": cmd},
        )
        out = _test_output(r, ctx, fail, sl)
        ctx.add(
            "result",
            out,
            r.randrange(500, 120_000),
            tool="test",
            is_error=fail,
            exit_code=1 if fail else 0,
        )
    elif tool == "read":
        path = f"{ws.path}/{sl['file']}"
        ctx.add(
            "call",
            f"Read {sl['file']}",
            r.randrange(1_000, 15_000),
            tool="read",
            args={"path": path},
        )
        lines = _code(r, ctx, r.randrange(4, 40)).split("\n")
        body = "\n".join(f"{i + 1:>6}\t{line}" for i, line in enumerate(lines))
        if secret:
            body += f"\n{len(lines) + 1:>6}\t{secret}"
        ctx.add("result", body, r.randrange(50, 500), tool="read", secret_ids=sids)
        sids = ()
    elif tool == "edit":
        old = _code(r, ctx, r.randrange(1, 6))
        new = old.replace("retries=", "retries=max_retries or ").replace("get(", "get_or_load(")
        if secret:
            new += f"\n# {secret}"
        ctx.add(
            "call",
            f"Update {sl['file']}",
            r.randrange(3_000, 40_000),
            tool="edit",
            args={"path": f"{ws.path}/{sl['file']}", "old": old, "new": new},
            secret_ids=sids,
        )
        sids = ()
        ctx.add(
            "result",
            f"The file {ws.path}/{sl['file']} has been updated.",
            r.randrange(20, 300),
            tool="edit",
        )
    elif tool == "grep":
        ctx.add(
            "call",
            f"Search for {sl['func']}",
            r.randrange(1_000, 10_000),
            tool="grep",
            args={"pattern": sl["func"], "path": ws.path},
        )
        hits = [
            f"{ws.lang.src.format(pkg=ws.name, noun=r.choice(ws.nouns))}:{r.randrange(1, 500)}:"
            f"    {sl['func']}({r.choice(ws.nouns)})"
            for _ in range(r.randrange(1, 12))
        ]
        ctx.add("result", "\n".join(hits), r.randrange(50, 800), tool="grep")
    else:
        cmd = r.choice(
            (
                "git status --short",
                "git diff --stat",
                "ls -la",
                f"git log --oneline -n {sl['n']}",
                "make lint",
                f"rg -n TODO {sl['file']}",
            )
        )
        out = f" M {sl['file']}\n?? {ws.lang.test_file.format(noun=sl['noun'])}"
        if secret:
            cmd = f"{secret.splitlines()[0]} && {cmd}" if secret.startswith("export") else cmd
            out = f"{out}\n{secret}"
        ctx.add(
            "call",
            "Inspect the working tree",
            r.randrange(1_000, 20_000),
            tool="shell",
            args={"command": cmd},
            secret_ids=sids,
        )
        ctx.add("result", out, r.randrange(30, 3_000), tool="shell", secret_ids=sids)


def story(
    rng: random.Random,
    ws: Workspace,
    start_ms: int,
    target: int,
    secrets: list[Secret],
    long_line: int = 0,
) -> list[Event]:
    """The events of one session: about `target` messages, carrying every secret given.

    Args:
        rng: the session's own generator.
        ws: the workspace it runs in.
        start_ms: epoch milliseconds of the first prompt.
        target: wanted number of events (writers turn each into 0–2 messages).
        secrets: secrets to place; all are placed, extra text is added if needed.
        long_line: when > 0, one tool result is a single line of about this many bytes.
    """
    ctx = _Ctx(rng, ws, start_ms, list(secrets))
    r = rng
    while len(ctx.events) < target or ctx.secrets:
        sl = ctx.slots()
        prompt = r.choice(PROMPTS)
        if "{trace}" in prompt:
            sl["trace"] = _test_output(r, ctx, True, ctx.slots())
        text = prompt.format(**sl)
        sids: tuple[int, ...] = ()
        if ctx.secrets and r.random() < 0.5:
            line, sids = ctx.secret_text()
            text = f"{text}\nuse these for staging:\n{line}"
        ctx.add("prompt", text, r.randrange(10_000, 900_000), secret_ids=sids)
        if r.random() < 0.7:
            ctx.add("reply", r.choice(NARRATION).format(**sl), r.randrange(1_000, 8_000))
        for _ in range(r.randrange(1, 5)):
            _call(ctx, r.choice(("read", "grep", "shell", "read", "edit")), sl)
        if r.random() < 0.6:  # the usual test-fail-fix-pass loop
            _call(ctx, "test", sl, fail=True)
            ctx.add("reply", r.choice(ANALYSIS).format(**sl), r.randrange(2_000, 20_000))
            _call(ctx, "edit", sl)
            _call(ctx, "test", sl, fail=False)
        if long_line:
            chunk = _code(r, ctx, 30).replace("\n", " ")
            big = (chunk * (long_line // max(1, len(chunk)) + 1))[:long_line]
            ctx.add(
                "call",
                "Show the bundle",
                2_000,
                tool="shell",
                args={"command": "cat dist/app.min.js"},
            )
            ctx.add("result", big, 300, tool="shell")
            long_line = 0
        ctx.add("reply", r.choice(SUMMARY).format(**sl), r.randrange(2_000, 30_000))
    return ctx.events
