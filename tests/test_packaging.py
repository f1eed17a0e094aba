"""What pyproject.toml declares matches the tree: its packages, and what the code imports.

setup.py finds the wheel's packages (a folder of modules without an __init__.py would
be left out of the wheel, and the editable install used here would not notice;
tests/test_wheel.py builds and installs the wheel itself); a module imported but not
declared works only while another package happens to pull it in.
"""

from __future__ import annotations

import ast
import functools
import importlib.metadata
import importlib.util
import os
import re
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
#: the installed name of each top-level folder (`[tool.setuptools.package-dir]`)
FOLDERS = {folder: name for name, folder in PYPROJECT["tool"]["setuptools"]["package-dir"].items()}
#: extras for developing kenning, not for using it: the package may not import them
DEV_EXTRAS = {"dev"}
#: declared distributions no module imports, and why they are declared anyway
NOT_IMPORTED = {
    # onnxruntime's MatMulNBits quantiser (daemon/retrieval/embedding/quant.py) imports
    # onnx_ir without declaring it
    "onnx-ir": "imported by onnxruntime.quantization at `kenning models install`",
    "pip": "run as `python -m pip download` by `kenning models install`",
}
#: the only modules that import psycopg (the `team` extra) when they are imported
PSYCOPG_MODULES = {"kenning.daemon.team.server", "kenning.daemon.team.server_schema"}


def _normalise(name: str) -> str:
    """A distribution's name as PEP 503 compares it."""
    return re.sub(r"[-_.]+", "-", name).lower()


def _requirement_name(requirement: str) -> str:
    match = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", requirement.strip())
    assert match, requirement
    return _normalise(match.group(0))


def _declared() -> dict[str, str]:
    """Each declared distribution → where (`dependencies` or `extra NAME`)."""
    project = PYPROJECT["project"]
    out = {_requirement_name(r): "dependencies" for r in project["dependencies"]}
    for extra, requirements in project.get("optional-dependencies", {}).items():
        if extra not in DEV_EXTRAS:
            out.update({_requirement_name(r): f"extra {extra}" for r in requirements})
    return out


def _sources() -> Iterator[tuple[str, Path]]:
    """(module name, file) of every module of the package."""
    for folder, package in FOLDERS.items():
        for path in sorted((ROOT / folder).rglob("*.py")):
            parts = path.relative_to(ROOT / folder).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            yield ".".join((package, *parts)), path


@functools.cache
def _third_party_imports() -> dict[str, set[str]]:
    """Each top-level module imported anywhere in the package (lazy imports too) → its files.

    Parsed once per process (~3 CPU-s): two tests read it, neither changes it.
    """
    found: dict[str, set[str]] = {}
    for _, path in _sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                if top not in sys.stdlib_module_names and top != "kenning":
                    found.setdefault(top, set()).add(str(path.relative_to(ROOT)))
    return found


def _setup_script() -> ModuleType:
    """setup.py as a module (its `setup()` runs only as a script, for the build backend)."""
    spec = importlib.util.spec_from_file_location("kenning_setup_script", ROOT / "setup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _packages_on_disk() -> set[str]:
    """Every folder with an __init__.py under daemon/, lsp/ and hooks/, by its installed name."""
    found = set()
    for folder, package in FOLDERS.items():
        for init in (ROOT / folder).rglob("__init__.py"):
            parts = init.parent.relative_to(ROOT / folder).parts
            found.add(".".join((package, *parts)))
    return found


def test_the_wheel_finds_every_package_folder() -> None:
    """setup.py finds the packages (none is listed by hand): all of them, named under kenning."""
    assert "packages" not in PYPROJECT["tool"]["setuptools"], (
        "[tool.setuptools] packages would override the packages setup.py finds: drop it"
    )
    found = _setup_script().kenning_packages()
    assert found == sorted(_packages_on_disk())
    assert all(name.startswith("kenning.") for name in found), "a top-level package"


def test_every_folder_of_python_files_is_a_package() -> None:
    """A folder of modules without __init__.py would be a namespace package: not found, so
    not in the wheel (while the editable install used here would still import it)."""
    loose = sorted(
        str(folder.relative_to(ROOT))
        for top in FOLDERS
        for folder in {path.parent for path in (ROOT / top).rglob("*.py")}
        if not (folder / "__init__.py").is_file()
    )
    assert loose == [], "add an __init__.py to these folders"


@pytest.mark.slow
def test_every_imported_module_is_declared() -> None:
    declared = _declared()
    owners = importlib.metadata.packages_distributions()
    undeclared = {}
    for module, files in sorted(_third_party_imports().items()):
        dists = {_normalise(d) for d in owners.get(module, [])}
        assert dists, f"{module} (imported by {sorted(files)}) is not installed"
        if not dists & declared.keys():
            undeclared[module] = (sorted(dists), sorted(files))
    assert undeclared == {}, "declare these in pyproject.toml (dependencies or an extra)"


@pytest.mark.slow
def test_every_declared_distribution_is_imported() -> None:
    owners = importlib.metadata.packages_distributions()
    imported = {
        _normalise(dist) for module in _third_party_imports() for dist in owners.get(module, [])
    }
    unused = sorted(set(_declared()) - imported - set(NOT_IMPORTED))
    assert unused == [], "declared in pyproject.toml, imported nowhere: drop them"
    assert set(NOT_IMPORTED) <= set(_declared()), "NOT_IMPORTED names a dropped dependency"


def test_the_team_extra_holds_psycopg() -> None:
    assert _declared()["psycopg"] == "extra team"


def _shadow_psycopg(tmp_path: Path) -> dict[str, str]:
    """An environment whose `import psycopg` fails as if the `team` extra were not installed."""
    shadow = tmp_path / "no-psycopg" / "psycopg"
    shadow.mkdir(parents=True)
    (shadow / "__init__.py").write_text(
        "raise ModuleNotFoundError(\"No module named 'psycopg'\", name='psycopg')\n"
    )
    path = os.pathsep.join(filter(None, [str(shadow.parent), os.environ.get("PYTHONPATH")]))
    return {**os.environ, "PYTHONPATH": path}


@pytest.mark.slow
def test_only_the_team_server_modules_need_psycopg(tmp_path: Path) -> None:
    """Every other module imports without psycopg (in a fresh interpreter)."""
    modules = sorted(name for name, _ in _sources() if name not in PSYCOPG_MODULES)
    script = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "assert 'psycopg' not in sys.modules or sys.modules['psycopg'] is None\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", script],
        env=_shadow_psycopg(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr


@pytest.mark.slow
def test_team_join_without_psycopg_names_the_extra(kenning: Any, tmp_path: Path) -> None:
    url = "postgresql://nobody@localhost/none"
    result = kenning("team", "join", url, "--json", env=_shadow_psycopg(tmp_path))
    assert result.code != 0
    error = result.json()["error"]
    assert "psycopg" in error["message"]
    assert error["fix"] == "pip install 'kenning[team]'"


@pytest.mark.parametrize("extra", sorted(set(PYPROJECT["project"]["optional-dependencies"])))
def test_make_installs_every_extra(extra: str) -> None:
    """`make start` and `make test` install kenning with every extra: every surface works."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    installs = re.findall(r"pip install [^\n]*-e '\.\[([a-z,]+)\]'", makefile)
    assert installs, "the Makefile installs kenning with `pip install -e '.[…]'`"
    assert all(extra in spec.split(",") for spec in installs), installs
