"""Shared by the error-signature tests: the signature of an output, asserted to exist."""

from __future__ import annotations

from kenning.daemon.learning.errors.signature import ErrorSig, error_signature


def sig(command: str | None, output: str) -> ErrorSig:
    found = error_signature(command, output)
    assert found is not None, output
    return found


def key(command: str | None, output: str) -> str:
    return sig(command, output).key
