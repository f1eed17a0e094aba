"""The sanitizer curation uses when handed none.

Every write to the playbook (`curate`, `bulk_import`) redacts the text it
stores; the sanitizer itself lives in safety/ and is imported only when a
caller hands none in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kenning.daemon.safety.redactor import Redactor

if TYPE_CHECKING:
    from kenning.daemon.core.settings import Settings

__all__ = ["redactor"]


def redactor(settings: Settings | None, sanitizer: Redactor | None) -> Redactor:
    """`sanitizer` when given; else one built from `settings.sanitize`, or the default one."""
    if sanitizer is not None:
        return sanitizer
    from kenning.daemon.safety.sanitize import Sanitizer, default_sanitizer

    if settings is None:
        return default_sanitizer()
    return Sanitizer.from_config(settings.sanitize)
