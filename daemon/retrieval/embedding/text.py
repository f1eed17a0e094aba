"""What text goes into the embedding model: capped, worth embedding, each text once.

The model's cost grows with the number of word pieces (and its attention with
their square), so the text is cut before it is tokenised:

- `cap_text` keeps the first `MAX_CHARS` characters. The model reads at most
  `MAX_TOKENS` word pieces anyway (all-MiniLM-L6-v2 was trained on 128-piece
  inputs), so the rest only costs tokenizer time and memory.
- `worth_embedding` says whether a tool's output carries meaning a vector can
  find. The rule, applied to the capped text of messages whose role is
  `tool` only (a person's or an agent's words are always embedded):

  1. fewer than `MIN_WORDS` words (runs of three or more letters): numbers,
     short paths, hashes, punctuation, `3 passed in 0.2s`;
  2. runs of `LONG_RUN` or more non-space characters (base64, minified
     JSON, a data URI) make up at least half of the text;
  3. the words cover under a third of the non-space characters (hex dumps,
     tables of numbers, listings of ids).

  A skipped output stays in the full-text index: `kenning search` still finds
  its words, only the semantic side leaves it out.
- `tool_text` is what is embedded of a tool output that is: each line once
  (a log repeating a line, a progress line redrawn, says it once), and the
  model reads `TOOL_MAX_TOKENS` word pieces of it, not `MAX_TOKENS`. Tool
  outputs were 58 % of the word pieces the model ran on the bench corpus
  (code and listings, ~2.5 characters a piece: most filled the 128);
  96 pieces made the model run ~17 % more texts per CPU second, and the
  vectors of the outputs it shortened stayed at cosine 0.94 on average to
  the 128-piece ones (64 pieces: +44 %, but 0.85, and a tenth below 0.68).
  The full text stays in the full-text index.
- `text_digest` names a capped text, so identical texts (the same tool output
  in a hundred sessions) are embedded once (`vectors.embed_pending`).
"""

from __future__ import annotations

import hashlib
import re

__all__ = [
    "LONG_RUN",
    "MAX_CHARS",
    "MAX_TOKENS",
    "MIN_WORDS",
    "TOOL_MAX_TOKENS",
    "cap_text",
    "estimate_tokens",
    "text_digest",
    "tool_text",
    "worth_embedding",
]

#: characters kept of a text before tokenising: ~4 characters a word piece in
#: English prose, fewer in code, so the model's `MAX_TOKENS` are still filled
MAX_CHARS = 1024
#: word pieces the model reads (the tokenizer truncates there)
MAX_TOKENS = 128
#: word pieces the model reads of a tool output (see the module docstring)
TOOL_MAX_TOKENS = 96
#: characters of a tool output `tool_text` looks at for distinct lines
TOOL_SCAN_CHARS = 8 * MAX_CHARS
#: a tool output with fewer words than this (of 3+ letters) is not embedded
MIN_WORDS = 3
#: a run of non-space characters this long is a blob, not words
LONG_RUN = 200

_WORD = re.compile(r"[^\W\d_]{3,}")
_RUN = re.compile(rf"\S{{{LONG_RUN},}}")
_SPACE = re.compile(r"\s")


def cap_text(text: str) -> str:
    """The part of `text` the model reads: its first `MAX_CHARS` characters."""
    return text[:MAX_CHARS]


def estimate_tokens(text: str) -> int:
    """A cheap upper guess of the word pieces of a capped text, for sizing batches."""
    return min(MAX_TOKENS, 2 + len(text) // 3)


def worth_embedding(text: str, role: str | None = None) -> bool:
    """Whether `text` (already capped) should get a vector; only `tool` outputs are judged."""
    if role != "tool":
        return bool(text.strip())
    words = _WORD.findall(text)
    if len(words) < MIN_WORDS:
        return False
    solid = len(text) - len(_SPACE.findall(text))
    blobs = sum(len(m) for m in _RUN.findall(text))
    if blobs * 2 >= solid:
        return False
    return sum(len(w) for w in words) * 3 >= solid


def tool_text(text: str) -> str:
    """What is embedded of a tool output: each of its lines once, in order, then capped.

    Lines are compared without their surrounding spaces; blank lines are dropped
    (the tokenizer reads a line break as a space). Only the first
    `TOOL_SCAN_CHARS` characters are looked at.
    """
    head = text[:TOOL_SCAN_CHARS]
    if "\n" not in head:
        return cap_text(head)
    seen: set[str] = set()
    kept: list[str] = []
    for line in head.splitlines():
        key = line.strip()
        if key and key not in seen:
            seen.add(key)
            kept.append(line)
    return cap_text("\n".join(kept))


def text_digest(text: str) -> str:
    """A short content name of a capped text, tagged with its scheme."""
    data = text.encode("utf-8", "surrogatepass")
    return "t1:" + hashlib.blake2b(data, digest_size=16).hexdigest()
