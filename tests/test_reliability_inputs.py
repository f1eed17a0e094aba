"""Reliability: broken or hostile input must not silently turn a check off.

Real parts only: a real git repository with the installed hook, a real
SQLite file with bytes overwritten, the real `kenning lsp` process spoken to
in raw JSON-RPC over its pipes (pytest-lsp's client would refuse to send
params that do not fit the protocol). Each case list is counted, so a
dropped case shows in the test names.
"""

from __future__ import annotations

import os
import selectors
import subprocess
import time
from pathlib import Path
from typing import Any

import orjson
import pytest

from .conftest import KENNING
from .gitrepo import Repo

SECRET = "AKIAIOSFODNN7EXAMPLE"

# -- a bad repo config must not turn off secret blocking --------------------------

#: (name, bytes of .kenning/config.toml or None for a folder, what the note names)
BAD_REPO_CONFIGS: list[tuple[str, bytes | None, str]] = [
    ("typo-key", b"[audit]\nblok = []\n", "audit.blok"),
    ("bad-value", b"[audit]\nblock = ['sekret']\n", "audit.block"),
    ("bad-type", b"[audit]\nblock = 'secret'\n", "audit.block"),
    ("unknown-section", b"[nonsense]\nx = 1\n", "nonsense"),
    ("bad-number", b"[lsp]\nmax_hover_rules = -4\n", "lsp.max_hover_rules"),
    ("bad-toml", b"[audit\nblock = [\n", "not valid TOML"),
    ("not-utf8", b"[audit]\n# caf\xe9\n", "not UTF-8"),
    ("utf16-bom", "[audit]\nblock = []\n".encode("utf-16"), "not UTF-8"),
    ("folder", None, "is a folder"),
    ("hostile-off", b"[audit]\nblock = []\n", "cannot turn off secret blocking"),
]


@pytest.fixture(scope="module")
def hooked_repo(tmp_path_factory: pytest.TempPathFactory) -> Repo:
    repo = Repo(tmp_path_factory.mktemp("hooked") / "repo")
    repo.write("README.md", "hello\n")
    repo.commit("init")
    subprocess.run([KENNING, "hooks", "install"], cwd=repo.path, check=True, capture_output=True)
    return repo


@pytest.mark.parametrize(
    ("content", "named"),
    [pytest.param(c, n, id=name) for name, c, n in BAD_REPO_CONFIGS],
)
def test_a_bad_repo_config_still_blocks_secrets(
    hooked_repo: Repo, content: bytes | None, named: str
) -> None:
    repo = hooked_repo
    target = repo.path / ".kenning" / "config.toml"
    if target.is_dir():
        target.rmdir()
    target.unlink(missing_ok=True)
    target.parent.mkdir(exist_ok=True)
    if content is None:
        target.mkdir()
    else:
        target.write_bytes(content)
    repo.write("settings.py", f'AWS_KEY = "{SECRET}"\n')
    repo.git("add", "settings.py")
    proc = repo.git("commit", "-m", "leak", check=False)
    assert proc.returncode == 1, proc.stderr  # blocked, not "internal error, commit allowed"
    assert "[secret]" in proc.stderr and "internal error" not in proc.stderr
    assert str(target) in proc.stderr and named in proc.stderr  # which file, which key
    assert SECRET not in proc.stderr
    repo.git("reset", "-q")


# -- LSP: every request is answered, even with params that do not fit ---------------


class RawLsp:
    """The real `kenning lsp` process, spoken to in raw JSON-RPC over its pipes."""

    def __init__(self, env: dict[str, str]) -> None:
        self.proc = subprocess.Popen(
            [KENNING, "lsp"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=env,
        )
        assert self.proc.stdout is not None
        self._sel = selectors.DefaultSelector()
        self._sel.register(self.proc.stdout, selectors.EVENT_READ)
        self._buf = b""

    def send(self, message: dict[str, Any]) -> None:
        body = orjson.dumps({"jsonrpc": "2.0", **message})
        assert self.proc.stdin is not None
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
        self.proc.stdin.flush()

    def _next(self, deadline: float) -> dict[str, Any] | None:
        assert self.proc.stdout is not None
        while True:
            head, sep, rest = self._buf.partition(b"\r\n\r\n")
            if sep:
                length = next(
                    int(line.split(b":")[1])
                    for line in head.split(b"\r\n")
                    if line.lower().startswith(b"content-length")
                )
                if len(rest) >= length:
                    self._buf = rest[length:]
                    message: dict[str, Any] = orjson.loads(rest[:length])
                    return message
            left = deadline - time.monotonic()
            if left <= 0 or not self._sel.select(left):
                return None
            chunk = os.read(self.proc.stdout.fileno(), 65536)
            if not chunk:
                return None
            self._buf += chunk

    def answer(self, msg_id: Any, timeout: float = 10.0) -> dict[str, Any]:
        """The response to request `msg_id` (other messages are skipped)."""
        deadline = time.monotonic() + timeout
        while (message := self._next(deadline)) is not None:
            if "method" not in message and message.get("id") == msg_id:
                return message
        raise AssertionError(f"no answer to request {msg_id!r} within {timeout}s")

    def close(self) -> None:
        self.proc.kill()
        self.proc.wait(timeout=10)
        self._sel.close()
        for pipe in (self.proc.stdin, self.proc.stdout):
            if pipe is not None:
                pipe.close()


def _pos(line: Any, character: Any) -> dict[str, Any]:
    return {"line": line, "character": character}


def _bad_requests(uri: str) -> list[tuple[str, str, Any]]:
    doc = {"uri": uri}
    rng = {"start": _pos(-1, 0), "end": _pos(0, 0)}
    ctx: dict[str, Any] = {"diagnostics": []}
    return [
        ("hover-string", "textDocument/hover", "x"),
        ("hover-null", "textDocument/hover", None),
        ("hover-list", "textDocument/hover", [1, 2]),
        ("hover-no-position", "textDocument/hover", {"textDocument": doc}),
        (
            "hover-negative-line",
            "textDocument/hover",
            {"textDocument": doc, "position": _pos(-1, 0)},
        ),
        (
            "hover-negative-char",
            "textDocument/hover",
            {"textDocument": doc, "position": _pos(0, -5)},
        ),
        (
            "hover-huge",
            "textDocument/hover",
            {"textDocument": doc, "position": _pos(10**12, 10**12)},
        ),
        ("hover-float", "textDocument/hover", {"textDocument": doc, "position": _pos("one", 0)}),
        ("action-string", "textDocument/codeAction", "x"),
        (
            "action-negative",
            "textDocument/codeAction",
            {"textDocument": doc, "range": rng, "context": ctx},
        ),
        ("command-string", "workspace/executeCommand", "x"),
        ("command-no-name", "workspace/executeCommand", {"arguments": []}),
    ]


def test_lsp_answers_every_request_with_unreadable_params(
    tmp_path: Path, kenning_home: Path
) -> None:
    root = tmp_path / "ws"
    (root / ".git").mkdir(parents=True)
    uri = (root / "app.py").as_uri()
    lsp = RawLsp({**os.environ, "KENNING_HOME": str(kenning_home)})
    try:
        lsp.send(
            {
                "id": 1,
                "method": "initialize",
                "params": {"processId": None, "rootUri": root.as_uri(), "capabilities": {}},
            }
        )
        assert "result" in lsp.answer(1)
        lsp.send({"method": "initialized", "params": {}})
        lsp.send(
            {
                "method": "textDocument/didOpen",
                "params": {
                    "textDocument": {
                        "uri": uri,
                        "languageId": "python",
                        "version": 1,
                        "text": "x = 1\n",
                    }
                },
            }
        )
        cases = _bad_requests(uri)
        for n, (name, method, params) in enumerate(cases):
            msg_id = f"bad-{n}"
            lsp.send({"id": msg_id, "method": method, "params": params})
            error = lsp.answer(msg_id).get("error")
            assert error is not None and error["code"] == -32602, (name, error)
            assert method in error["message"]
        # a malformed notification gets no answer and breaks nothing
        lsp.send({"method": "textDocument/didChange", "params": "x"})
        # valid positions past the end of the document are answered normally
        lsp.send(
            {
                "id": "edge",
                "method": "textDocument/hover",
                "params": {"textDocument": {"uri": uri}, "position": _pos(2**31 - 1, 2**31 - 1)},
            }
        )
        assert lsp.answer("edge") == {"jsonrpc": "2.0", "id": "edge", "result": None}
        lsp.send({"id": "end", "method": "shutdown"})
        assert "error" not in lsp.answer("end")
    finally:
        lsp.close()
    assert len(cases) == 12
