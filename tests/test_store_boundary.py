"""The data-access boundary: SQL on kenning's database lives only in `kenning.daemon.store`.

Every module of kenning.daemon, kenning.lsp and kenning.hooks is parsed (never imported) and
any statement call (`.execute`, `.executemany`, `.executescript`) or SQL statement text outside
the store package is a finding. Engine code calls named repository functions instead
(`store.vectors.pending(conn, kind, limit)`), so a schema change touches one package.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import kenning.daemon
import kenning.hooks
import kenning.lsp

#: the package that owns kenning's SQLite database
STORE = "kenning.daemon.store"

#: modules that may run SQL outside the store, each with the reason. Nothing else may.
ALLOWED: dict[str, str] = {
    # the team server is PostgreSQL, a different database shared by a team, not kenning's
    # local SQLite file: its schema and queries belong to the team package
    "kenning.daemon.team.server": "SQL on the team's PostgreSQL server",
    "kenning.daemon.team.server_schema": "the team PostgreSQL server's schema",
    # connectors read another agent's own SQLite file (Cursor's state.vscdb, OpenCode's
    # opencode.db), read-only: those are transcripts to ingest, not kenning's tables
    "kenning.daemon.ingest.cursor": "reads Cursor's state.vscdb, not kenning's database",
    "kenning.daemon.ingest.opencode": "reads OpenCode's opencode.db, not kenning's database",
}

_STATEMENT_CALLS = frozenset({"execute", "executemany", "executescript"})

#: statement shapes, not single words: prose such as "select a rule" or "update the
#: playbook" does not match, "SELECT id FROM rules" does
_SQL = re.compile(
    r"\bSELECT\b[\s\S]*?\bFROM\b"
    r"|\bINSERT\s+(?:OR\s+\w+\s+)?INTO\b"
    r"|\bREPLACE\s+INTO\b"
    r"|\bUPDATE\s+\w+\s+SET\b"
    r"|\bDELETE\s+FROM\b"
    r"|\b(?:CREATE|DROP)\s+(?:VIRTUAL\s+|TEMP\s+|UNIQUE\s+)?(?:TABLE|INDEX|VIEW|TRIGGER)\b"
    # a statement, not a message naming one ("PRAGMA quick_check: 2 errors")
    r"|\bPRAGMA\s+\w+\s*(?:=|\(|;|$)",
)

_PACKAGES = (kenning.daemon, kenning.lsp, kenning.hooks)


def _modules() -> Iterator[tuple[str, Path]]:
    for package in _PACKAGES:
        root = Path(next(iter(package.__path__)))
        for path in sorted(root.rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            yield ".".join((package.__name__, *parts)), path


def _docstring(node: ast.AST) -> int | None:
    """The id of `node`'s docstring node, if it has one: prose may name a statement."""
    if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
        body = node.body
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            return id(body[0].value)
    return None


def _text(node: ast.AST) -> str | None:
    """The literal text of a string constant or f-string (its holes read as `?`)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            v.value if isinstance(v, ast.Constant) and isinstance(v.value, str) else "?"
            for v in node.values
        )
    return None


def findings(source: str) -> list[tuple[int, str]]:
    """(line, what) for each statement call and SQL text in `source`.

    One walk of the tree (the suite's slowest part was walking each tree three times):
    the docstrings and an f-string's constant parts are skipped once all are known.
    """
    tree = ast.parse(source)
    skip: set[int] = set()
    texts: list[ast.Constant | ast.JoinedStr] = []
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        doc = _docstring(node)
        if doc is not None:
            skip.add(doc)
        if isinstance(node, ast.JoinedStr):  # its constant parts are read with it
            skip.update(id(v) for v in node.values)
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in _STATEMENT_CALLS
        ):
            out.append((node.lineno, f".{node.func.attr}()"))
        if isinstance(node, ast.Constant | ast.JoinedStr):
            texts.append(node)
    for node in texts:
        if id(node) in skip:
            continue
        text = _text(node)
        if text is not None and _SQL.search(text):
            out.append((node.lineno, f"SQL text {text[:60]!r}"))
    return sorted(set(out))


@pytest.mark.slow
def test_no_sql_outside_the_store() -> None:
    offenders: list[str] = []
    for module, path in _modules():
        if module == STORE or module.startswith(STORE + ".") or module in ALLOWED:
            continue
        for line, what in findings(path.read_text(encoding="utf-8")):
            offenders.append(f"{module}:{line}: {what}")
    assert not offenders, (
        "SQL outside kenning.daemon.store: move it into a repository module there and call "
        "it by name\n" + "\n".join(offenders)
    )


def test_the_allow_list_names_real_modules_that_need_it() -> None:
    """A stale entry would silently allow SQL in a module that comes back under its name."""
    modules = dict(_modules())
    for module in ALLOWED:
        assert module in modules, f"{module} is allowed SQL but does not exist"
        assert findings(modules[module].read_text(encoding="utf-8")), (
            f"{module} holds no SQL any more: drop it from ALLOWED"
        )


def test_the_check_sees_each_form_of_sql() -> None:
    sample = '''
"""A module that runs SELECT id FROM bullets in its docstring only."""
def f(conn, store, table):
    conn.execute(QUERY)
    conn.executemany(q, rows)
    cur.executescript(script)
    store.query("SELECT count(*) FROM bullets")
    store.query(f"DELETE FROM {table} WHERE id = ?")
    x = ("INSERT OR IGNORE INTO meta(key, value) "
         "VALUES (?, ?)")
    y = "UPDATE bullets SET helpful = helpful + 1"
    z = "CREATE VIRTUAL TABLE t USING fts5(x)"
    conn.cursor().fetchone(f"PRAGMA cache_size = {kib}")
'''
    found = findings(sample)
    whats = [w for _, w in found]
    assert [w for w in whats if w.startswith(".")] == [
        ".execute()",
        ".executemany()",
        ".executescript()",
    ]
    assert len([w for w in whats if w.startswith("SQL")]) == 6
    assert all(line > 2 for line, _ in found)  # the docstring is prose


def test_the_check_leaves_prose_alone() -> None:
    prose = '''
def f():
    """Select the rules from the playbook."""
    log.info("update the playbook, then select a rule from the list")
    raise ValueError("delete the file from disk and insert the key into config")
    error = f"PRAGMA quick_check: {detail}"
'''
    assert findings(prose) == []
