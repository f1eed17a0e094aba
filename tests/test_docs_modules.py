"""docs/architecture/modules.md names every module of the three packages, and only those.

The tree is walked on disk (nothing is imported): every module of `daemon/`, `lsp/` and
`hooks/` must be a row of the module map, in the table of its package, and every row of
those tables must name a module that exists. A module added, moved or deleted without
its line in the map fails here, so the map cannot drift from the tree again.

The map's shape: a `## daemon/<package>/: …` (or `## lsp/: …`, `## hooks/: …`)
heading, then a table whose first cell names modules relative to that package in
backquotes (`errors/signature` in `daemon/learning/`). Other sections (the moves of the
reorganisation) are history and are not read as current modules.
"""

from __future__ import annotations

import pkgutil
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAP = ROOT / "docs" / "architecture" / "modules.md"
#: the source folders and the packages they install as
PACKAGES = {"daemon": "kenning.daemon", "lsp": "kenning.lsp", "hooks": "kenning.hooks"}

_HEADING = re.compile(r"^## ((?:daemon|lsp|hooks)(?:/[a-z_]+)*)/:")
_NAME = re.compile(r"`([a-z_][a-z0-9_/]*)`")


def tree_modules() -> set[str]:
    """Every module of the three packages on disk, dotted; packages by their `__init__`."""
    found: set[str] = set()

    def walk(folder: Path, dotted: str) -> None:
        found.add(f"{dotted}.__init__")
        for info in pkgutil.iter_modules([str(folder)]):
            if info.ispkg:
                walk(folder / info.name, f"{dotted}.{info.name}")
            else:
                found.add(f"{dotted}.{info.name}")

    for folder, dotted in PACKAGES.items():
        walk(ROOT / folder, dotted)
    return found


def map_rows() -> dict[str, int]:
    """The modules the map's package tables name, dotted, with the line naming each."""
    rows: dict[str, int] = {}
    package: str | None = None
    for number, line in enumerate(MAP.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("## ") or line.startswith("# "):
            heading = _HEADING.match(line)
            package = None
            if heading:
                top, *rest = heading.group(1).split("/")
                package = ".".join([PACKAGES[top], *rest])
            continue
        if package is None or not line.startswith("| `"):
            continue
        first_cell = line.split("|")[1]
        for name in _NAME.findall(first_cell):
            dotted = f"{package}.{name.replace('/', '.')}"
            assert dotted not in rows, f"modules.md:{number}: {name} listed twice"
            rows[dotted] = number
    return rows


def test_the_map_reads_some_rows() -> None:
    # a parser that finds nothing would make the two tests below pass vacuously
    rows = map_rows()
    assert "kenning.daemon.store.db" in rows
    assert "kenning.lsp.server" in rows
    assert "kenning.hooks.install" in rows
    assert "kenning.daemon.learning.errors.signature" in rows
    assert len(rows) > 150


def test_every_module_is_in_the_map() -> None:
    # a package's `__init__` is listed only where it holds more than a docstring
    missing = sorted(m for m in tree_modules() - set(map_rows()) if not m.endswith(".__init__"))
    assert not missing, (
        "modules missing from docs/architecture/modules.md (one line each, in their "
        f"package's table): {missing}"
    )


def test_every_module_in_the_map_exists() -> None:
    tree = tree_modules()
    gone = sorted(f"{m} (line {n})" for m, n in map_rows().items() if m not in tree)
    assert not gone, f"docs/architecture/modules.md names modules that do not exist: {gone}"
