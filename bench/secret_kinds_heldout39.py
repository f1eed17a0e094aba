"""The thirty-ninth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is secrets
baked into artefacts, caches, state and histories: what a person finds, and
then pastes, greps, cats or diffs, after a tool persisted a secret somewhere
it was never meant to be. Shapes matter more than vendors here.

Its parts: `bench/secret_kinds_heldout39_built.py` (built and shipped code:
bundles, source maps, decompiled apps, binaries), `_state.py` (state files,
caches, credential files, browser storage, IDE workspaces; and the value
makers), `_hist.py` (shell, git and REPL histories, swap files, crash
reports), `_os.py` (registry, plists, systemd, cron, `/etc`, Docker layers,
Helm releases), `_ser.py` (serialisation formats as written to disk) and
`_chat.py` (chat in languages no earlier set used, and split values); its
look-alikes are in `bench/secret_kinds_heldout39_look.py` and `_look2.py`.
"""

from __future__ import annotations

from bench.secret_kinds import SESSION_PLACES8, Kind, Sample, samples
from bench.secret_kinds_heldout39_built import BUILT_KINDS
from bench.secret_kinds_heldout39_chat import CHAT_KINDS
from bench.secret_kinds_heldout39_hist import HIST_KINDS
from bench.secret_kinds_heldout39_look import LOOK_ALIKES
from bench.secret_kinds_heldout39_os import OS_KINDS
from bench.secret_kinds_heldout39_ser import SER_KINDS
from bench.secret_kinds_heldout39_state import STATE_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout39_samples"]

KINDS: tuple[Kind, ...] = (
    *BUILT_KINDS,
    *STATE_KINDS,
    *HIST_KINDS,
    *OS_KINDS,
    *SER_KINDS,
    *CHAT_KINDS,
)

assert len({kind.name for kind in KINDS}) == len(KINDS), "a kind's name is written twice"


def heldout39_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the thirty-ninth held-out half; the same on every
    run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout39", SESSION_PLACES8)
