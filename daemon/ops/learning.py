"""Operations of the learning loop: a session's diary, reflection on new diaries.

Both may call an LLM (`llm.provider`); the daemon answers them with its own
settings, so a caller whose KENNING_* settings differ (a test's fake LLM, a
one-off provider) is answered in its own process (ops_client).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .base import OpContext

if TYPE_CHECKING:
    from ..llm import LlmClient

__all__ = ["DiaryRequest", "ReflectRequest", "diary", "reflect"]


def _llm(ctx: OpContext, no_llm: bool, redact: Callable[[str], str]) -> LlmClient | None:
    if no_llm:
        return None
    from ..llm import get_llm

    return get_llm(ctx.settings.llm, ctx.store(), redact=redact)


@dataclass(frozen=True)
class DiaryRequest:
    """Write the diary of one session (any id `kenning sessions list` shows, or a unique part)."""

    session: str
    no_llm: bool = False


def diary(ctx: OpContext, req: DiaryRequest) -> dict[str, Any]:
    """Returns {"source" (deterministic|llm), "diary": {...}, "summary": path}."""
    from ..diary import build_diary
    from ..ingest.session_ids import find_session
    from ..summaries import summary_path, write_summaries

    store = ctx.store()
    session_id = find_session(store, req.session)["id"]
    redact = ctx.sanitizer().redact
    d, source = build_diary(store, session_id, redact=redact, llm=_llm(ctx, req.no_llm, redact))
    summaries = ctx.loaded.paths.summaries
    write_summaries(store, summaries, [session_id])
    return {
        "source": source,
        "diary": d.model_dump(mode="json"),
        "summary": str(summary_path(summaries, d.session_id)),
    }


@dataclass(frozen=True)
class ReflectRequest:
    """Turn new diaries into rules (all filters optional)."""

    days: float | None = None
    session: str | None = None
    dry_run: bool = False
    no_llm: bool = False
    passes: int = 3


def reflect(ctx: OpContext, req: ReflectRequest) -> dict[str, Any]:
    """Returns {"sessions", "dry_run", "llm_passes", "deltas": [...]}."""
    from ..errors import UsageError
    from ..reflect import reflect as run
    from ..summaries import refresh_facts, write_summaries

    if not 1 <= req.passes <= 10:
        raise UsageError(f"--passes must be 1..10, got {req.passes}", fix="--passes 3")
    store = ctx.store()
    redact = ctx.sanitizer().redact
    report = run(
        store,
        ctx.settings,
        redact=redact,
        days=req.days,
        session=req.session,
        dry_run=req.dry_run,
        llm=_llm(ctx, req.no_llm, redact),
        max_passes=req.passes,
    )
    if not req.dry_run and report.sessions:
        write_summaries(store, ctx.loaded.paths.summaries, report.sessions)
        refresh_facts(store)
    return report.to_json()
