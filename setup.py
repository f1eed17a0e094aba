"""The packages of the wheel, found rather than listed (the rest is in pyproject.toml).

`kenning` is a namespace over three top-level folders: `[tool.setuptools.package-dir]`
installs daemon/ as `kenning.daemon`, lsp/ as `kenning.lsp`, hooks/ as `kenning.hooks`.
setuptools' `packages.find` names a package by its folder (`daemon.api`), which would
install a top-level `daemon` (the name belongs to python-daemon) and leave the mapping
unused; so each folder's packages are found here, with setuptools' own `find_packages`,
and named under the folder's `kenning.` name. A new subpackage (a folder with an
`__init__.py`) is in the next wheel with nothing to edit; tests/test_packaging.py holds
every folder of Python files to having one, and test_wheel.py builds and installs the wheel.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from setuptools import find_packages, setup

ROOT = Path(__file__).resolve().parent


def package_dirs(root: Path = ROOT) -> dict[str, str]:
    """Installed name → folder, as `[tool.setuptools.package-dir]` maps them."""
    pyproject = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    mapping: dict[str, str] = pyproject["tool"]["setuptools"]["package-dir"]
    return mapping


def kenning_packages(root: Path = ROOT) -> list[str]:
    """Every package of the wheel: each mapped folder and the packages found inside it."""
    found: list[str] = []
    for name, folder in package_dirs(root).items():
        found.append(name)
        found += [f"{name}.{sub}" for sub in find_packages(str(root / folder))]
    return sorted(found)


if __name__ == "__main__":  # run by the build backend; imported by the tests
    setup(packages=kenning_packages())
