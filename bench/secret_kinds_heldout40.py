"""The fortieth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is secrets in
transit and markup, and text mangled on the way: what a person pastes after
a secret went through a medium that changed its form. Shapes matter more
than vendors here.

Its parts: `bench/secret_kinds_heldout40_mail.py` (raw MIME, quoted-printable
and base64 parts, `.eml` and mbox, ICS and vCard, SMS and push texts, chat
exports and IRC and Matrix logs; and the value makers), `_markup.py` (HTML,
wikis, Confluence, LaTeX, RTF, `.docx` runs, PDF text, spreadsheets),
`_mangle.py` (smart quotes, odd spaces, soft hyphens, fullwidth forms,
homoglyphs in names, OCR, dictation, mail wrapping and reply chains),
`_enc.py` (transport encodings layered, `data:` URIs, QR payloads, deep,
magic and reset links) and `_chat.py` (chat in languages no earlier set
used, and split values); its look-alikes are in
`bench/secret_kinds_heldout40_look.py` and `_look2.py`.
"""

from __future__ import annotations

from bench.secret_kinds import SESSION_PLACES8, Kind, Sample, samples
from bench.secret_kinds_heldout40_chat import CHAT_KINDS
from bench.secret_kinds_heldout40_enc import ENC_KINDS
from bench.secret_kinds_heldout40_look import LOOK_ALIKES
from bench.secret_kinds_heldout40_mail import MAIL_KINDS
from bench.secret_kinds_heldout40_mangle import MANGLE_KINDS
from bench.secret_kinds_heldout40_markup import MARKUP_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout40_samples"]

KINDS: tuple[Kind, ...] = (
    *MAIL_KINDS,
    *MARKUP_KINDS,
    *MANGLE_KINDS,
    *ENC_KINDS,
    *CHAT_KINDS,
)

assert len({kind.name for kind in KINDS}) == len(KINDS), "a kind's name is written twice"


def heldout40_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the fortieth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout40", SESSION_PLACES8)
