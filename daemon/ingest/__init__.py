"""Ingestion: one connector per agent format and the incremental reader they share."""

from __future__ import annotations

__all__: list[str] = []
