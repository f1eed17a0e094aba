"""The wheel, built and installed as a user installs it, then run in a fresh home.

Everything else in the suite runs the editable install, which imports straight from
the source tree and so would not notice a module the wheel leaves out (as the wheel
once left out `kenning.daemon.ops`). Here the wheel is built from a copy of the
project (nothing is written into the tree), installed with pip into a new venv, and
`kenning --version`, `kenning setup --no-daemon` and `kenning doctor` run from that
venv for a new user: a new HOME, no KENNING_* setting but the models folder (so the
model installed once is not built again).

Offline: the build uses the setuptools of the running environment
(`--no-build-isolation`; pyproject's dev extra holds the version the build needs), the
wheel is installed with `--no-deps --no-index` (by this environment's pip, through
`--python`: the venv is made without one), and its dependencies are the ones already
installed here, reached through a `.pth` line per site-packages folder. A plain path:
the editable install's own `.pth` hook there is not run, so `kenning` can only come
from the wheel, which the test checks.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
#: each source folder → where the wheel puts it (`[tool.setuptools.package-dir]`)
FOLDERS = {
    folder: name.replace(".", "/")
    for name, folder in PYPROJECT["tool"]["setuptools"]["package-dir"].items()
}
#: this environment's pip, quiet about its own version
PIP = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--no-input"]
#: what a fresh clone would not hold, and the tests, benches and editor set-ups
SKIPPED = shutil.ignore_patterns(
    ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".mypy_cache", ".ruff_cache",
    ".pytest_cache", ".hypothesis", "node_modules", "tests", "bench", "editors",
)  # fmt: skip


def _run(
    cmd: list[str], *, cwd: Path | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, cwd=cwd, env=env)
    assert proc.returncode == 0, f"{cmd} exited {proc.returncode}:\n{proc.stdout}{proc.stderr}"
    return proc


def _build_wheel(tmp_path: Path) -> Path:
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=SKIPPED)
    dist = tmp_path / "dist"
    build = ["wheel", "--no-deps", "--no-build-isolation", "--wheel-dir", str(dist), "."]
    _run([*PIP, *build], cwd=source)
    (wheel,) = dist.glob("kenning-*.whl")
    return wheel


def _source_files() -> set[str]:
    """Every file the wheel must carry, by its path in the wheel: modules, py.typed and the
    data files pyproject names (the judge's and the token scorer's weights)."""
    found = set()
    for folder, package in FOLDERS.items():
        for path in (ROOT / folder).rglob("*"):
            data = path.name in ("py.typed", "scored_weights.json")
            wanted = path.suffix in (".py", ".npz") or data
            if wanted and path.is_file() and "__pycache__" not in path.parts:
                found.add(f"{package}/{path.relative_to(ROOT / folder).as_posix()}")
    return found


def _venv_with_our_dependencies(tmp_path: Path) -> Path:
    """A new venv without pip whose dependencies are this environment's, through a .pth."""
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    python = venv / "bin" / "python"
    purelib = _run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"])
    ours = [p for p in sys.path if Path(p).name == "site-packages" and Path(p).is_dir()]
    assert sysconfig.get_paths()["purelib"] in ours
    Path(purelib.stdout.strip(), "zz_dependencies.pth").write_text("\n".join(ours) + "\n")
    return venv


@pytest.mark.slow
def test_the_wheel_installs_and_runs_in_a_fresh_home(tmp_path: Path, model_root: Path) -> None:
    wheel = _build_wheel(tmp_path)
    names = set(zipfile.ZipFile(wheel).namelist())
    shipped = {n for n in names if not n.startswith("kenning-")}  # less the .dist-info
    assert shipped == _source_files(), "the wheel and the source tree differ"

    venv = _venv_with_our_dependencies(tmp_path)
    python, kenning = venv / "bin" / "python", venv / "bin" / "kenning"
    _run([*PIP, "--python", str(python), "install", "--no-deps", "--no-index", str(wheel)])
    assert kenning.is_file()
    where = _run([str(python), "-c", "import kenning.daemon.ops as m; print(m.__file__)"])
    assert Path(where.stdout.strip()).is_relative_to(venv), "kenning came from elsewhere"

    home = tmp_path / "new-user"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("KENNING_", "PYTHON"))}
    env |= {"HOME": str(home), "KENNING_MODELS_DIR": str(model_root)}
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    version = _run([str(kenning), "--version"], env=env, cwd=home)
    assert version.stdout.startswith("kenning, version ")
    setup = _run([str(kenning), "setup", "--no-daemon"], env=env, cwd=home)
    assert "ok  store: created:" in setup.stdout and str(home) in setup.stdout
    assert "already installed" in setup.stdout  # the model of KENNING_MODELS_DIR
    doctor = _run([str(kenning), "doctor"], env=env, cwd=home)
    assert "ok  store:" in doctor.stdout and "BROKEN" not in doctor.stdout
