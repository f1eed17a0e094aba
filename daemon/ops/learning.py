"""Operations of the learning loop: diary, reflect, validate, summaries, compact.

`diary` and `reflect` may call an LLM (`llm.provider`); the daemon answers
them with its own settings, so a caller whose KENNING_* settings differ (a
test's fake LLM, a one-off provider) is answered in its own process
(core/client.py). `validate` (the evidence gate, a read), `summaries` (files
under KENNING_HOME and the facts table) and `compact` (a write over old
sessions) go to the daemon too when one runs: it owns the store's writer, and
KENNING_HOME, where summaries are written, is the same for both.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .base import OpContext

if TYPE_CHECKING:
    from kenning.daemon.learning.judge import Judge
    from kenning.daemon.learning.llm import LlmClient

__all__ = [
    "CompactRequest",
    "DiaryRequest",
    "ReflectRequest",
    "SummariesRequest",
    "ValidateRequest",
    "compact",
    "diary",
    "reflect",
    "summaries",
    "validate",
]


def _llm(ctx: OpContext, no_llm: bool, redact: Callable[[str], str]) -> LlmClient | None:
    if no_llm:
        return None
    from kenning.daemon.learning.llm import get_llm

    return get_llm(ctx.settings.llm, ctx.store(), redact=redact)


def _judge(ctx: OpContext) -> Judge | None:
    """The judge of the configuration (None: no weights; learning falls back to the patterns)."""
    from kenning.daemon.learning.judge import judge_for

    try:
        return judge_for(ctx.settings, ctx.loaded.paths)
    except (OSError, ValueError):
        return None


@dataclass(frozen=True)
class DiaryRequest:
    """Write the diary of one session (any id `kenning sessions list` shows, or a unique part)."""

    session: str
    no_llm: bool = False


def diary(ctx: OpContext, req: DiaryRequest) -> dict[str, Any]:
    """Returns {"source" (deterministic|llm), "diary": {...}, "summary": path}."""
    from kenning.daemon.learning.diary import build_diary
    from kenning.daemon.learning.summaries import summary_path, write_summaries

    from ..ingest.session_ids import find_session

    store = ctx.store()
    session_id = find_session(store, req.session)["id"]
    redact = ctx.sanitizer().redact
    d, source = build_diary(
        store, session_id, redact=redact, llm=_llm(ctx, req.no_llm, redact), judge=_judge(ctx)
    )
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
    from kenning.daemon.core.errors import UsageError
    from kenning.daemon.learning.reflect import reflect as run
    from kenning.daemon.learning.summaries import refresh_facts, write_summaries

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
        embedder=ctx.engine().sentence_model(),
        judge=_judge(ctx),
    )
    if not req.dry_run and report.sessions:
        write_summaries(store, ctx.loaded.paths.summaries, report.sessions)
        refresh_facts(store)
    return report.to_json()


@dataclass(frozen=True)
class ValidateRequest:
    """A proposed rule for the evidence gate."""

    rule: str


def validate(ctx: OpContext, req: ValidateRequest) -> dict[str, Any]:
    """The gate's verdict and the sessions behind it (daemon/learning/validate.py).

    Returns:
        {"rule", "verdict" (accept|proposal|reject), "supporting", "contradicting",
        "neutral"} (session ids).
    """
    from kenning.daemon.core.errors import UsageError
    from kenning.daemon.learning.validate import evaluate

    if not req.rule.strip():
        raise UsageError(
            "the rule to validate is empty.", fix='kenning validate "Use httpx, not requests"'
        )
    return evaluate(ctx.store(), req.rule).to_json()


@dataclass(frozen=True)
class SummariesRequest:
    """Regenerate every session's summary.md and the cross-session facts."""


def summaries(ctx: OpContext, req: SummariesRequest) -> dict[str, Any]:
    """Only summaries whose text changed are written.

    Returns:
        {"written": files written, "facts": facts kept, "folder": where summaries live}.
    """
    from kenning.daemon.learning.summaries import refresh_facts, write_summaries

    store = ctx.store()
    folder = ctx.loaded.paths.summaries
    written = write_summaries(store, folder)
    facts = refresh_facts(store)
    return {"written": len(written), "facts": facts, "folder": str(folder)}


@dataclass(frozen=True)
class CompactRequest:
    """Drop the raw tool output of old, reflected sessions no rule cites."""

    days: float = 180
    keep: int = 0
    dry_run: bool = False


def compact(ctx: OpContext, req: CompactRequest) -> dict[str, Any]:
    """daemon/store/compact.py's pass.

    Returns:
        {"sessions", "messages" (tool messages removed), "protected", "dry_run"}.
    """
    from kenning.daemon.core.errors import UsageError
    from kenning.daemon.store.compact import compact as run

    if req.keep < 0:
        raise UsageError(f"keep must be 0 or more, got {req.keep}", fix="--keep 100")
    return run(ctx.store(), days=req.days, keep=req.keep, dry_run=req.dry_run).to_json()
