"""Embedders: text → unit-length float32 vectors, behind one narrow `Embedder` seam.

Two backends:

- `FastEmbedder`: an ONNX sentence model through fastembed (default
  `sentence-transformers/all-MiniLM-L6-v2`, 384 dimensions). It loads the copy
  `kenning models install` put in the models folder, offline; without one it
  falls back to fastembed's own cache (which may try to download).
- `HashingEmbedder`: deterministic feature hashing of word unigrams and
  bigrams. No model, no dependency beyond numpy: the degraded mode. It finds
  shared words, not shared meaning, so search then leans on FTS5.

`embedder_status` decides "degraded or not" without importing fastembed or
onnxruntime (`importlib.util.find_spec` plus the install manifest), so the
doctor and the git-hook path stay fast. Importing this module imports neither.

`shared_embedder` is the one way a process gets its embedder: one instance
(one model in RAM) per configuration, whichever thread asks first builds it.
A second copy of MiniLM costs ~170 MB and its own activation arena.
"""

from __future__ import annotations

import hashlib
import importlib.util
import itertools
import logging
import os
import re
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from kenning.daemon.core.config import Paths
from kenning.daemon.core.errors import EmbedError
from kenning.daemon.retrieval.embedding.text import MAX_TOKENS, cap_text, estimate_tokens

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor

    import numpy as np
    import numpy.typing as npt

    from kenning.daemon.core.config import EmbedConfig, Settings

    Vectors = npt.NDArray[np.float32]

log = logging.getLogger(__name__)

#: relocates the models folder (default: the per-user cache folder, shared by
#: every KENNING_HOME of the user, see `default_models_dir`)
MODELS_DIR_ENV = "KENNING_MODELS_DIR"
MANIFEST_NAME = "kenning-model.json"
#: the files fastembed reads from a model folder (besides the ONNX graph)
TOKENIZER_FILES = (
    "config.json",
    "special_tokens_map.json",
    "tokenizer.json",
    "tokenizer_config.json",
)
HASHING_SCHEME = "hashing-v1"


@runtime_checkable
class Embedder(Protocol):
    """Turns text into L2-normalised float32 rows of width `dim`."""

    @property
    def name(self) -> str:
        """Identifies the vector space: vectors of two names are never compared."""
        ...

    @property
    def dim(self) -> int:
        """The width of every vector."""
        ...

    def embed(self, texts: Sequence[str], *, max_tokens: int | None = None) -> Vectors:
        """Embed documents; returns an array of shape (len(texts), dim).

        `max_tokens` asks to read at most that many word pieces of each text
        (fewer than the model's own limit: a cost cap); an embedder that
        reads words, not pieces, may ignore it.
        """
        ...

    def embed_query(self, text: str) -> Vectors:
        """Embed one query; returns an array of shape (dim,)."""
        ...


def default_models_dir() -> Path:
    """The per-user models folder, one per machine and user whatever KENNING_HOME is:
    `~/.cache/kenning/models` on Linux, `~/Library/Caches/kenning/models` on macOS."""
    from platformdirs import user_cache_path

    return user_cache_path("kenning", appauthor=False) / "models"


def models_dir(
    paths: Paths, environ: Mapping[str, str] | None = None, configured: str | None = None
) -> Path:
    """Where models are installed: `KENNING_MODELS_DIR`, else `embed.models_dir` of the
    config, else the per-user `default_models_dir()`."""
    env = os.environ if environ is None else environ
    override = env.get(MODELS_DIR_ENV) or configured
    return Path(override).expanduser() if override else default_models_dir()


def model_roots(
    paths: Paths, environ: Mapping[str, str] | None = None, configured: str | None = None
) -> list[Path]:
    """Where to look for an installed model, in order: `models_dir`, then — when nothing
    relocates it — `$KENNING_HOME/models`, where kenning installed models before."""
    first = models_dir(paths, environ, configured)
    env = os.environ if environ is None else environ
    if env.get(MODELS_DIR_ENV) or configured or first == paths.models:
        return [first]
    return [first, paths.models]


def model_slug(model: str) -> str:
    """A folder name for a model id (`org/name` → `org--name`)."""
    return re.sub(r"[^A-Za-z0-9._-]+", "--", model)


def model_dir(root: Path, model: str) -> Path:
    """Where `kenning models install` puts `model` under the models folder `root`."""
    return root / model_slug(model)


# -- hashing (degraded) ----------------------------------------------------------

_WORD = re.compile(r"[a-z0-9_]+")


def _normalise(matrix: Vectors) -> Vectors:
    import numpy as np

    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    out: Vectors = (matrix / norms).astype(np.float32, copy=False)
    return out


@dataclass
class HashingEmbedder:
    """Feature hashing of word unigrams and bigrams into `dim` signed buckets.

    Deterministic across processes and machines (blake2b, not `hash()`), so
    stored vectors stay valid. Text with no words embeds to the zero vector.
    """

    dim: int = 384

    @property
    def name(self) -> str:
        return f"{HASHING_SCHEME}:{self.dim}"

    def _features(self, text: str) -> list[str]:
        words = _WORD.findall(text.lower())
        return words + [f"{a} {b}" for a, b in itertools.pairwise(words)]

    def embed(self, texts: Sequence[str], *, max_tokens: int | None = None) -> Vectors:
        import numpy as np

        # max_tokens: hashing costs little per word, so every word counts
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for feature in self._features(text):
                digest = hashlib.blake2b(feature.encode(), digest_size=8).digest()
                value = int.from_bytes(digest, "little")
                # one bit picks the sign so collisions cancel instead of pile up
                sign = 1.0 if value & 1 else -1.0
                # bigrams weigh less: they sharpen, words carry the match
                weight = 0.5 if " " in feature else 1.0
                out[row, (value >> 1) % self.dim] += sign * weight
        return _normalise(out)

    def embed_query(self, text: str) -> Vectors:
        vec: Vectors = self.embed([text])[0]
        return vec


# -- fastembed ---------------------------------------------------------------------


#: word pieces one ONNX call may hold (texts × padded length): the activations
#: of a call grow with it (attention with its square), and so does the arena
#: onnxruntime keeps afterwards; it also bounds how long a query waits for a
#: background call (see `FastEmbedder`). On the int8 graph 256 was measured
#: faster per CPU second than 1,024 (the activations stay in cache) with
#: ~50 MB less arena after a backlog; with two calls side by side (lanes) 128
#: did as many texts per CPU second as 256 and 192, and the arena of the two
#: held ~20 MB less after 2,000 texts (bench/README.md)
TOKENS_PER_CALL = 128
#: texts in one ONNX call at most (short texts: per-call overhead is shared)
TEXTS_PER_CALL = 128


def plan_calls(lengths: Sequence[int]) -> list[list[int]]:
    """Group text indexes into ONNX calls, shortest first, within `TOKENS_PER_CALL`.

    Args:
        lengths: the estimated word pieces of each text.

    Returns:
        Lists of indexes; each call's texts are padded to its longest, so
        sorting by length first wastes little on padding.
    """
    calls: list[list[int]] = []
    current: list[int] = []
    for i in sorted(range(len(lengths)), key=lambda i: lengths[i]):
        longest = max(lengths[i], 1)  # sorted: this text is the call's longest
        if current and (
            (len(current) + 1) * longest > TOKENS_PER_CALL or len(current) >= TEXTS_PER_CALL
        ):
            calls.append(current)
            current = []
        current.append(i)
    if current:
        calls.append(current)
    return calls


def _lean_session(model: Any, threads: int) -> None:
    """Give a lazily built fastembed `TextEmbedding` a lean onnxruntime session.

    For models `onnx_embed` does not run itself. fastembed 0.9 always asks
    for every graph optimisation and keeps the memory pattern; neither is a
    fastembed option, so the session is built here with
    `onnx_embed.session_options` (measured on MiniLM: ~5 % more CPU a text,
    ~90–170 MB less RSS). The tokenizer is told to stop at `MAX_TOKENS`
    pieces (fastembed uses the tokenizer config's limit, 512 for MiniLM).

    When fastembed's inside is not what this expects (another version), its
    own loading is used and the tokenizer is left as it is, with a warning.
    """
    import onnxruntime as ort

    from kenning.daemon.retrieval.embedding.onnx import session_options

    inner: Any = getattr(model, "model", None)
    try:
        path = Path(inner._model_dir) / inner.model_description.model_file
        inner._ensure_tokenizer()
        tokenizer = inner.tokenizer
    except (AttributeError, TypeError):
        # lazy_load: fastembed builds its own session on the first call
        log.warning("fastembed's model layout is not the expected one: its own session is used")
        return
    inner.model = ort.InferenceSession(
        str(path), sess_options=session_options(threads), providers=["CPUExecutionProvider"]
    )
    tokenizer.enable_truncation(max_length=MAX_TOKENS)


class _FastembedRunner:
    """fastembed's `TextEmbedding` behind the `embed(texts)` of `OnnxSentenceModel`."""

    def __init__(self, model: Any) -> None:
        self.model = model

    def embed(self, texts: list[str]) -> Vectors:
        import numpy as np

        out = list(self.model.embed(texts, batch_size=len(texts)))
        return np.asarray(out, dtype=np.float32)


class FastEmbedder:
    """A sentence model through onnxruntime, loaded on first use; safe to share between threads.

    An installed model that `onnx_embed` knows (MiniLM) runs there, without
    importing fastembed; any other goes through fastembed's `TextEmbedding`
    (which may download it into `cache_dir`).

    One onnxruntime session serves every thread (its `run` is thread-safe);
    a large `embed` is cut into calls of at most `TOKENS_PER_CALL` pieces.
    On a graph `kenning models install` converted (`quant`: int8 products,
    no weights cast per call) run by `onnx_embed`, the calls go `threads`
    at a time, one core each (`lanes`): on 2 cores two single-threaded
    calls did ~6 % more texts per CPU second than one call on two threads
    (whose threads wait for each other at every node) and kept both cores
    busy on a loaded machine. An `embed` of one call (a query) runs at
    once in its own thread, beside the lanes. Otherwise calls run one at a
    time on `threads` cores: on the published graph two calls side by side
    would each hold a copy of the dequantised weights (~90 MB), and
    onnxruntime's arena keeps what it once held; a call from another thread
    (a query during a backlog) waits for the one running.

    Args:
        model: the fastembed model id.
        threads: cores one `embed` uses (lanes, or intra-op threads of one
            call); 0 means one per core.
        model_path: a folder holding the model's files (from `models install`);
            `None` lets fastembed use its cache, which may download.
        cache_dir: fastembed's cache folder when `model_path` is `None`.
        dim: the expected width, checked after the first batch.
        quant: the conversion `kenning models install` applied to the graph
            (`model_quant.QUANT_SCHEME`), if any: it is part of `name`, so
            vectors of the converted and the published graph are never mixed.
    """

    def __init__(
        self,
        model: str,
        *,
        threads: int = 1,
        model_path: Path | None = None,
        cache_dir: Path | None = None,
        dim: int = 384,
        quant: str | None = None,
    ) -> None:
        self.model = model
        self.name = f"{model}:{quant}" if quant else model
        self.dim = dim
        self.threads = threads if threads > 0 else (os.cpu_count() or 1)
        self.model_path = model_path
        self.cache_dir = cache_dir
        self.quant = quant
        self._model: Any = None
        self._lock = threading.Lock()
        #: ONNX calls that may run side by side (set when the model is built)
        self.lanes = 1
        self._lane = threading.BoundedSemaphore(1)
        self._pool: ThreadPoolExecutor | None = None

    @property
    def loaded(self) -> bool:
        """Whether the model is in memory (a first `embed` would not wait for its load)."""
        return self._model is not None

    def load(self) -> None:
        """Load the model now (the daemon does it in the background: `ContextEngine.warming`)."""
        self._load()

    def _load(self) -> Any:
        with self._lock:  # two threads asking at once must not load two models
            if self._model is None:
                self._model = self._build()
            return self._model

    def _build(self) -> Any:
        from kenning.daemon.retrieval.embedding.onnx import OnnxSentenceModel

        if OnnxSentenceModel.fits(self.model, self.model_path):
            assert self.model_path is not None
            # more lanes than cores only add arenas
            lanes = min(self.threads, os.cpu_count() or 1) if self.quant else 1
            try:
                model = OnnxSentenceModel(
                    self.model_path, threads=self.threads // lanes, max_tokens=MAX_TOKENS
                )
            except Exception as exc:  # onnxruntime and tokenizers raise their own errors
                raise EmbedError(
                    f"cannot load the embedding model {self.model} from {self.model_path}: {exc}",
                    fix="run `kenning models install --force`, or set embed.backend = 'hashing'",
                ) from exc
            if lanes > 1:
                from concurrent.futures import ThreadPoolExecutor

                self.lanes = lanes
                self._lane = threading.BoundedSemaphore(lanes)
                self._pool = ThreadPoolExecutor(lanes, thread_name_prefix="kenning-embed-lane")
            return model
        try:
            from fastembed import TextEmbedding
        except ImportError as exc:
            raise EmbedError(
                "fastembed is not installed.",
                fix="pip install fastembed (it is a kenning dependency)",
            ) from exc
        kwargs: dict[str, Any] = {"model_name": self.model, "threads": self.threads}
        if self.model_path is not None:
            kwargs["specific_model_path"] = str(self.model_path)
        elif self.cache_dir is not None:
            kwargs["cache_dir"] = str(self.cache_dir)
        try:
            # lazy: fastembed would build its own onnxruntime session; `_lean_session`
            # builds a leaner one in its place (see there)
            fastembed_model = TextEmbedding(**kwargs, lazy_load=True)
            _lean_session(fastembed_model, self.threads)
            runner = _FastembedRunner(fastembed_model)
        except Exception as exc:  # fastembed raises ValueError, OSError, onnx errors
            where = self.model_path or "fastembed's cache"
            raise EmbedError(
                f"cannot load the embedding model {self.model} from {where}: {exc}",
                fix="run `kenning models install --force`, or set embed.backend = 'hashing'",
            ) from exc
        return runner

    def _call(self, run: Callable[[list[Any]], Vectors], items: list[Any]) -> Vectors:
        with self._lane:
            out: Vectors = run(items)
        return out

    def _run_calls(self, run: Callable[[list[Any]], Vectors], calls: list[list[Any]]) -> list[Any]:
        """Run the ONNX calls, side by side on the lanes when there are several.

        With lanes, one call (a query) runs at once in the caller's thread,
        beside whatever the lanes run: no weights are cast per call, so it
        costs only its own small activations, and a query waits for nothing.
        """
        if self._pool is None:
            return [self._call(run, items) for items in calls]
        if len(calls) < 2:
            return [run(items) for items in calls]
        return list(self._pool.map(lambda items: self._call(run, items), calls))

    def embed(self, texts: Sequence[str], *, max_tokens: int | None = None) -> Vectors:
        """Embed documents; `max_tokens` reads fewer word pieces of each than `MAX_TOKENS`.

        `max_tokens` is kept by the model `onnx_embed` runs (the installed
        MiniLM); fastembed's runner reads `MAX_TOKENS` pieces whatever it says.
        """
        import numpy as np

        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        model = self._load()
        capped = [cap_text(t) for t in texts]
        if hasattr(model, "encode"):
            # the real word pieces: calls of one length waste nothing on padding
            encoded = model.encode(capped, max_tokens)
            calls = plan_calls([len(e) for e in encoded])
            results = self._run_calls(model.embed_encoded, [[encoded[i] for i in c] for c in calls])
        else:
            calls = plan_calls([estimate_tokens(t) for t in capped])
            results = self._run_calls(model.embed, [[capped[i] for i in c] for c in calls])
        width = results[0].shape[1]
        if width != self.dim:
            raise EmbedError(
                f"the model {self.name} gives {width}-dimensional vectors, "
                f"the configuration says {self.dim}.",
                fix=f"set embed.dim = {width} in config.toml",
            )
        matrix = np.empty((len(texts), width), dtype=np.float32)
        for call, result in zip(calls, results, strict=True):
            matrix[call] = result
        return _normalise(matrix)

    def embed_query(self, text: str) -> Vectors:
        vec: Vectors = self.embed([text])[0]
        return vec


# -- choosing -----------------------------------------------------------------------


@dataclass(frozen=True)
class EmbedderStatus:
    """Which embedder `get_embedder` would build, and why; decided without importing it."""

    backend: str  # "fastembed" | "hashing"
    degraded: bool
    reason: str
    model: str
    model_path: Path | None


def read_manifest(folder: Path) -> dict[str, Any] | None:
    """The install manifest in a model folder, or `None` when absent or unreadable."""
    import json

    try:
        data = json.loads((folder / MANIFEST_NAME).read_text())
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def installed_model_path(cfg: EmbedConfig, paths: Paths) -> Path | None:
    """The folder of the installed `cfg.model` when its manifest and files are present
    (in the models folder, or where an older kenning installed it: `model_roots`)."""
    for root in model_roots(paths, configured=cfg.models_dir):
        folder = model_dir(root, cfg.model)
        manifest = read_manifest(folder)
        if manifest is None or manifest.get("model") != cfg.model:
            continue
        files = manifest.get("files") or {}
        if files and all((folder / name).is_file() for name in files):
            return folder
    return None


def quant_scheme(folder: Path | None) -> str | None:
    """The int8 conversion `kenning models install` recorded for the model in `folder`, if any."""
    manifest = read_manifest(folder) if folder is not None else None
    quant = (manifest or {}).get("quant")
    scheme = quant.get("scheme") if isinstance(quant, dict) else None
    return scheme if isinstance(scheme, str) and scheme else None


def embedder_status(settings: Settings, paths: Paths) -> EmbedderStatus:
    """Decide degraded-or-not cheaply: no fastembed/onnxruntime import, no model load."""
    cfg = settings.embed
    if cfg.backend == "hashing":
        return EmbedderStatus("hashing", True, "embed.backend is 'hashing'", cfg.model, None)
    have_libs = all(importlib.util.find_spec(m) is not None for m in ("fastembed", "onnxruntime"))
    path = installed_model_path(cfg, paths)
    if cfg.backend == "fastembed":
        # asked for explicitly: let fastembed's cache (or download) try
        if not have_libs:
            return EmbedderStatus("hashing", True, "fastembed is not installed", cfg.model, None)
        return EmbedderStatus("fastembed", False, "embed.backend is 'fastembed'", cfg.model, path)
    if not have_libs:
        return EmbedderStatus("hashing", True, "fastembed is not installed", cfg.model, None)
    if path is None:
        where = model_dir(models_dir(paths, configured=cfg.models_dir), cfg.model)
        return EmbedderStatus(
            "hashing", True, f"no installed model {cfg.model} in {where}", cfg.model, None
        )
    return EmbedderStatus("fastembed", False, f"model installed in {path}", cfg.model, path)


def embedder_name(settings: Settings, paths: Paths) -> str:
    """The `Embedder.name` `get_embedder` would give (the vectors' model), without loading it."""
    status = embedder_status(settings, paths)
    if status.backend == "hashing":
        return HashingEmbedder(dim=settings.embed.dim).name
    scheme = quant_scheme(status.model_path)
    return f"{settings.embed.model}:{scheme}" if scheme else settings.embed.model


def get_embedder(settings: Settings, paths: Paths) -> Embedder:
    """The embedder the configuration asks for (`embed.backend`), degraded when it must be.

    "auto" uses fastembed when the model is installed and hashing otherwise,
    logging why; "fastembed" always uses fastembed; "hashing" always hashes.
    """
    status = embedder_status(settings, paths)
    cfg = settings.embed
    if status.backend == "hashing":
        if cfg.backend != "hashing":
            log.warning(
                "degraded: hashing embedder (%s); fix: kenning models install", status.reason
            )
        return HashingEmbedder(dim=cfg.dim)
    return FastEmbedder(
        cfg.model,
        threads=cfg.threads,
        model_path=status.model_path,
        cache_dir=models_dir(paths, configured=cfg.models_dir) / ".fastembed-cache",
        dim=cfg.dim,
        quant=quant_scheme(status.model_path),
    )


_SHARED: dict[tuple[str, str, str, str | None, int, int], Embedder] = {}
_SHARED_LOCK = threading.Lock()


def shared_embedder(settings: Settings, paths: Paths) -> Embedder:
    """This process's embedder for the configuration: built once, then shared.

    Every caller in a process (the daemon's embed worker, its context engine,
    the CLI's search and context) goes through here, so one model sits in RAM
    however many threads ask. Keyed by what decides the vectors and the load
    (backend, model, model folder, width, threads): a changed configuration
    gets its own instance.
    """
    status = embedder_status(settings, paths)
    cfg = settings.embed
    quant = quant_scheme(status.model_path)
    key = (status.backend, cfg.model, str(status.model_path), quant, cfg.dim, cfg.threads)
    with _SHARED_LOCK:
        embedder = _SHARED.get(key)
        if embedder is None:
            embedder = get_embedder(settings, paths)
            _SHARED[key] = embedder
        return embedder
