"""The forty-first held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is secrets in
the source code of many languages and the ways code builds a string: what
an agent reads, writes or diffs in code. Shapes matter more than vendors.

Its parts: `bench/secret_kinds_heldout41_lit.py` (the literal forms of the
long tail of languages, from raw strings and heredocs to COBOL, Prolog,
contracts and build languages; and the value makers), `_built.py`
(strings built by code: concatenation, joins, formats, arrays of chars and
bytes, escaped, reversed, rot13'd, base64 and hex decoded at run time),
`_where.py` (code where an agent meets it: diffs, merge conflicts, `git
show`/`blame`/`log -p`, review comments, notebook JSON, commented-out
lines, docstrings, fixtures and mocks, decompiled and minified code, stack
frames with locals) and `_chat.py` (people pointing at a line in languages
held-out 36 to 40 did not use, and split values); its look-alikes are in
`bench/secret_kinds_heldout41_look.py` and `_look2.py`.
"""

from __future__ import annotations

from bench.secret_kinds import SESSION_PLACES8, Kind, Sample, samples
from bench.secret_kinds_heldout41_built import BUILT_KINDS
from bench.secret_kinds_heldout41_chat import CHAT_KINDS
from bench.secret_kinds_heldout41_lit import LIT_KINDS
from bench.secret_kinds_heldout41_look import LOOK_ALIKES
from bench.secret_kinds_heldout41_where import WHERE_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout41_samples"]

KINDS: tuple[Kind, ...] = (
    *LIT_KINDS,
    *BUILT_KINDS,
    *WHERE_KINDS,
    *CHAT_KINDS,
)

assert len({kind.name for kind in KINDS}) == len(KINDS), "a kind's name is written twice"


def heldout41_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the forty-first held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout41", SESSION_PLACES8)
