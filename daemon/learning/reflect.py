"""Reflection: diaries become rule deltas, checked by evidence, applied by the curator.

Without an LLM, deterministically (sessions in (start, id) order):

- each lesson of a session's diary (daemon/learning/lessons.py: a correction, a
  convention, an error fixed by a change, a reverted change) becomes a rule,
  or reinforces the rule of the same lesson: an error by its signature
  across sessions and agents, a user's words by their text within their
  project, a revert by its change. The rule carries the lesson's situation
  in its tags; its scope is its project (or, for an error seen in several
  projects, their language); whether it starts ACTIVE or a PROPOSAL is the
  promotion policy of docs/scoring.md §8 (`promotion_state`);
- a rule surfaced for a session that then passed its tests gets an automatic
  helpful mark; the pitfall a surfaced rule warns about happening anyway gets
  an automatic harmful one (both weigh `learning.auto_weight`, at most
  `learning.auto_feedback_cap` per session, each with its reason);
- `kenning: helpful|harmful b-… - reason` comments in a session become INLINE marks;
- a rule that contradicts a live one is added with the conflict recorded
  (the curator's conflict check).

Every proposed rule passes the evidence gate (daemon/learning/validate.py) before the
curator (an error fix, and a workflow or a guardrail the person set, by their own sessions
only, not by
the outcome of the sessions that share their words); then the curator
(daemon/playbook/curate.py: dedup, toxic block, conflicts, promotion) applies it.
Reflected sessions are recorded with their diary's version, so running reflection
again on the same input changes nothing; `dry_run` writes nothing.
With an LLM, a multi-pass reflector proposes extra rules in the same shape.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import orjson
from pydantic import BaseModel, ConfigDict, Field

from kenning.daemon.core.config import Settings
from kenning.daemon.core.errors import KenningError
from kenning.daemon.core.models import (
    Provenance,
    Rule,
    RuleKind,
    RuleState,
    RuleType,
    to_iso,
    utcnow,
)
from kenning.daemon.learning.conventions import (
    corrects_choice,
    excepts,
    prefers_over,
    states_convention,
)
from kenning.daemon.learning.deltas import Action, Delta, ReflectReport
from kenning.daemon.learning.diary import (
    Diary,
    build_diary,
    extract_stored,
    load_session,
    pending_sessions,
    sanitize_diary,
)
from kenning.daemon.learning.gates import proposes, rejects, tells_agent
from kenning.daemon.learning.grouping import (
    CATEGORY,
    REASONING,
    RULE_KIND,
    SAID,
    group_id,
    lesson_tag,
    one_off,
    promotion_state,
    recurs,
    restated,
    same_meaning,
    scope_of,
    situation_tags,
    worded,
)
from kenning.daemon.learning.judge import Judge
from kenning.daemon.learning.lessons import Lesson
from kenning.daemon.learning.session_marks import mark_sessions
from kenning.daemon.learning.statements import sentences
from kenning.daemon.learning.validate import Evidence, evaluate
from kenning.daemon.learning.validate import judge as judge_evidence
from kenning.daemon.playbook.toxic import Meaning
from kenning.daemon.retrieval.meaning import EmbeddedMeaning
from kenning.daemon.store import learning as learning_rows
from kenning.daemon.store.db import Store
from kenning.daemon.store.rules import RuleRepo
from kenning.daemon.store.sessions import SessionRepo
from kenning.daemon.store.surfaced import record_surfaced as record_surfaced  # its old home

if TYPE_CHECKING:
    from kenning.daemon.retrieval.embedding.embedder import Embedder

log = logging.getLogger(__name__)


# -- selection ----------------------------------------------------------------------


def _diary_stamps(store: Store, session: str | None = None) -> dict[str, str]:
    """Session id → when its diary last changed (no JSON read); one session's alone
    when `session` is given."""
    if session is None:
        return SessionRepo(store).diary_stamps()
    stamp = SessionRepo(store).diary_stamp(session)
    return {session: stamp} if stamp is not None else {}


def _all_diaries(store: Store) -> dict[str, tuple[Diary, str]]:
    return {
        sid: (Diary.model_validate_json(data), stamp)
        for sid, data, stamp in SessionRepo(store).diaries()
    }


def _related_diaries(store: Store, own: Diary | None) -> dict[str, Diary]:
    """The diaries a single session's reflection needs: its own and those that
    may hold one of its lessons (a lesson's group is its key: `group_id`).

    Found by the keys in the diaries' JSON, so reflecting on one session reads
    a few diaries, not every one (the daemon's quiet reflection).
    """
    if own is None:
        return {}
    keys = {lesson.key for lesson in own.lessons}
    found = {
        sid: Diary.model_validate_json(data)
        for sid, data, _ in SessionRepo(store).diaries_naming(keys)
    }
    found[own.session_id] = own
    return found


def _order(d: Diary) -> tuple[str, str]:
    return (d.started_at or "", d.session_id)


class LlmRule(BaseModel):
    model_config = ConfigDict(extra="forbid")

    content: str = Field(min_length=8, max_length=400)
    kind: Literal["convention", "workflow", "anti_pattern"] = "workflow"
    sessions: list[str] = Field(default_factory=list)


class LlmRules(BaseModel):
    model_config = ConfigDict(extra="forbid")

    rules: list[LlmRule] = Field(default_factory=list)


REFLECT_SYSTEM = (
    "You turn coding-session diaries into short, actionable rules for coding agents. "
    "Propose only rules supported by the diaries, each naming the sessions behind it. "
    "Do not repeat a rule already listed."
)


def reflect(
    store: Store,
    settings: Settings,
    *,
    redact: Callable[[str], str],
    days: float | None = None,
    session: str | None = None,
    dry_run: bool = False,
    llm: Any = None,
    max_passes: int = 3,
    idle_minutes: float | None = None,
    embedder: Embedder | None = None,
    rebuild: bool = True,
    judge: Judge | None = None,
) -> ReflectReport:
    """Reflect on the sessions not reflected yet (or one `session`).

    Args:
        store: the open database.
        settings: effective settings (curation, learning).
        redact: the sanitizer's redact function (rules and reasons go through it).
        days: only sessions started within the last N days.
        session: only this session (reflected again even if done before).
        dry_run: propose the deltas, write nothing.
        llm: an LlmClient (daemon/learning/llm.py) for the multi-pass reflector, or None.
        max_passes: at most this many LLM passes (stops early when nothing new).
        idle_minutes: only diarise sessions idle this long (the daemon: running
            sessions wait until they settle).
        embedder: the sentence model that tells whether a person's new words mean
            what a rule already says (daemon/learning/sameness.py), and whether a
            lesson means what a proposal rejected in review said (playbook/toxic.py);
            None (or the degraded hashing embedder): by words only.
        judge: decides which of the person's words are lessons in the diaries
            built here (default: `judge.default_judge()`).
        rebuild: with `session`, build its diary again first (False: the caller
            just built it, as the daemon's `quiet_pass` does with its LLM).

    With `session`, only the diaries that may share one of its lessons are
    read (`_related_diaries`), not every diary: the result is the same.
    """
    report = ReflectReport(dry_run=dry_run)
    # diaries first: missing or outdated ones are built (kept in memory on a dry run)
    if session:
        todo = [session] if rebuild or dry_run else []
    else:
        todo = pending_sessions(store, idle_minutes)
    fresh: dict[str, Diary] = {}
    for sid in todo:
        if dry_run:
            sess = load_session(store, sid)
            if sess is not None:  # sanitized like a stored one: a dry run prints it
                fresh[sid] = sanitize_diary(extract_stored(store, sess, judge), redact)
        else:
            fresh[sid] = build_diary(store, sid, redact=redact, judge=judge)[0]
    if session:
        own = fresh.get(session)
        if own is None:
            data = SessionRepo(store).diary_json(session)
            own = Diary.model_validate_json(data) if data is not None else None
        diaries = _related_diaries(store, own)
    else:
        diaries = {sid: d for sid, (d, _) in _all_diaries(store).items()}
    diaries.update(fresh)
    stamps = _diary_stamps(store, session)
    done = learning_rows.reflected_stamps(store) if session is None else {}
    cutoff = to_iso(utcnow() - timedelta(days=days)) if days is not None else None
    chosen = [
        d
        for sid, d in diaries.items()
        if (session is None or sid == session)
        and (session is not None or done.get(sid) != stamps.get(sid, ""))
        and (cutoff is None or (d.started_at or "") >= cutoff)
    ]
    chosen.sort(key=_order)
    report.sessions = [d.session_id for d in chosen]
    if not chosen:
        return report
    # a lesson meaning what a proposal rejected in review said is refused (playbook/toxic.py)
    meaning = EmbeddedMeaning(lambda: embedder) if embedder is not None else None
    _lessons(store, settings, chosen, diaries, report, dry_run, embedder, meaning)
    if llm is not None:
        _llm_passes(store, settings, chosen, report, llm, max_passes, dry_run, meaning)
    mark_sessions(store, settings, chosen, report, dry_run)
    if not dry_run:
        now = to_iso(utcnow())
        stamps = _diary_stamps(store, session)
        with store.transaction() as conn:
            learning_rows.mark_reflected(
                conn, [(d.session_id, stamps.get(d.session_id, ""), now) for d in chosen]
            )
    return report


def _live_by_hash(store: Store) -> dict[str, Rule]:
    return {b.content_hash: b for b in RuleRepo(store).list((RuleState.ACTIVE, RuleState.PROPOSAL))}


def _apply_add(
    store: Store,
    settings: Settings,
    rule: Rule,
    session_id: str,
    report: Delta,
    dry_run: bool,
    meaning: Meaning | None = None,
) -> None:
    """Add (or reinforce) through the curator; fills the delta's action and id."""
    from kenning.daemon.playbook.curate import add_rule

    if dry_run:  # the LLM's rules: by their text
        existing = _live_by_hash(store).get(rule.content_hash)
        if existing is not None:
            report.action, report.rule_id = "reinforce", existing.id
        return
    try:
        res = add_rule(store, settings, rule, session_id=session_id, meaning=meaning)
    except KenningError as exc:  # toxic: the user forgot (or rejected) a rule like it
        report.action, report.reason = "reject", f"{report.reason}; refused: {exc.message}"
        return
    report.rule_id = res.rule.id
    actions: dict[str, Action] = {"added": "add", "reinforced": "reinforce", "conflict": "conflict"}
    report.action = actions[res.action]
    if res.conflicts:
        report.reason += f"; conflicts with {', '.join(res.conflicts)}"
    _link(store, res.rule.id, rule.provenance.sessions, "supports")


def _link(store: Store, rule_id: str, sessions: list[str], relation: str) -> None:
    now = to_iso(utcnow())
    with store.transaction() as conn:
        learning_rows.link_rule(conn, rule_id, sessions, relation, now)


def _own_evidence(lesson: Lesson) -> bool:
    """A correction the person asked as a question (`gates.rejects`, `gates.proposes`) or
    said as the agent's choice being wrong (`conventions.corrects_choice`: "that is wrong, it
    should be …"), said where the agent had just gone against them; or a convention said in
    a rule's form (`conventions.states_convention`: the situation or the kind of thing it
    holds for, a measure, a default; `gates.tells_agent`: a Chinese sentence that says what
    must or must not be done, "提交前必须先跑测试"; `conventions.excepts`: a refusal that
    names its exception, "don't add a dependency unless there is no other way";
    `conventions.prefers_over`: a choice with what it is made over, "use uv run instead
    of the bare interpreter"): each is its own evidence, and the failed sessions that share
    its generic words ("use cases", "tests") say nothing against it."""
    if lesson.kind not in ("convention", "correction"):
        return False
    said = [s for e in lesson.evidence for s in sentences(e)]
    if any(states_convention(s) or tells_agent(s) or excepts(s) or prefers_over(s) for s in said):
        return True
    return lesson.kind == "correction" and any(
        rejects(s) or proposes(s) or corrects_choice(s) for s in said
    )


def _lessons(
    store: Store,
    settings: Settings,
    chosen: list[Diary],
    diaries: dict[str, Diary],
    report: ReflectReport,
    dry_run: bool,
    embedder: Embedder | None = None,
    meaning: Meaning | None = None,
) -> None:
    """Every lesson of the chosen sessions becomes (or reinforces) one rule: the rule of
    the same lesson when there is one (by its error, its change, or a person's words
    matched by meaning), else a new one."""
    groups: dict[str, list[tuple[Diary, Lesson]]] = {}
    joined: set[tuple[str, str]] = set()  # (group, session): one member per session
    for d in sorted(diaries.values(), key=_order):
        for lesson in d.lessons:
            gid = group_id(d, lesson)
            if (gid, d.session_id) not in joined:
                joined.add((gid, d.session_id))
                groups.setdefault(gid, []).append((d, lesson))
    wanted: list[str] = []
    for d in chosen:
        for lesson in d.lessons:
            gid = group_id(d, lesson)
            if gid not in wanted:
                wanted.append(gid)
    repo = RuleRepo(store)
    # every diary's outcome at once for a sweep; one session looks up the few it meets
    sessions_repo = SessionRepo(store)
    statuses = sessions_repo.diary_statuses() if len(chosen) > 1 else None
    live = repo.list((RuleState.ACTIVE, RuleState.PROPOSAL))
    by_tag: dict[str, Rule] = {}
    for b in live:
        where = b.scope_key or ""
        for t in b.tags:
            if t.startswith(("err-", "said-", "rev-")):
                by_tag.setdefault(t if t.startswith("err-") else f"{t}@{where}", b)
    exact = {g: by_tag[g] for g in wanted if g.startswith("said-") and g in by_tag}
    by_meaning = same_meaning(groups, wanted, exact, live, embedder)
    for gid in wanted:
        members = groups[gid]
        sessions = [m[0].session_id for m in members]
        # only maybe a lesson (the judge doubted it, or it holds for now) and met in one
        # session: the person's words are a proposal to review, active once said again
        maybe = all(m[1].tentative for m in members) and not recurs(members)
        first = members[0][1]
        if maybe and first.kind not in SAID:
            continue  # an error fix or a revert met once, doubted: learned when met again
        tag = lesson_tag(first)
        lookup = tag if tag.startswith("err-") else gid
        existing = by_tag.get(lookup) or by_meaning.get(gid)
        if existing is None and one_off(members, sessions_repo.named_elsewhere):
            continue  # an order about this task's objects: learned when said again
        if existing is not None and set(sessions) <= set(existing.provenance.sessions):
            continue  # nothing new since the rule was learned
        known = existing.provenance.sessions if existing is not None else []
        content = existing.content if existing else worded(members)
        # an error fix is tested by its error (did it come back: an automatic harmful mark),
        # not by the outcome of the sessions that share its words; nor is a workflow or a
        # guardrail the person set: a procedure is asked for where the work went wrong, and
        # what must not be touched is said where it was (or was about to be), so the failures
        # of the sessions that share its words are no evidence against it; nor is a
        # correction the person asked as a question right where the agent went against
        # them ("why cd and not just run from the root?", "perhaps we should keep to
        # Python for all scripts?"), nor a convention said in a rule's form: `_own_evidence`
        if first.kind in ("error_fix", "workflow", "guardrail") or _own_evidence(first):
            own = sorted(set(sessions))
            gate = Evidence(content, judge_evidence(len(own), 0), supporting=own)
        else:
            gate = evaluate(store, content, supporting=sessions, statuses=statuses)
        state = RuleState.PROPOSAL if maybe else promotion_state(members, existing)
        again = (
            state == RuleState.PROPOSAL
            and not maybe
            and first.kind in SAID
            and embedder is not None
        ) and restated(
            members,
            sessions_repo.said_naming,
            {str(r["text"]) for sid in set(sessions) for r in sessions_repo.human_messages(sid)},
            embedder,
        )
        if again:  # said again in another session, in words the judge made no lesson of
            state = RuleState.ACTIVE
        delta = Delta(
            "add",
            content,
            sessions,
            f"{REASONING[first.kind]} ({len(set(sessions) | set(known))} session(s))",
            state=state.value,
            verdict=gate.verdict,
            maturity=existing.maturity.value if existing else "candidate",
        )
        if gid in by_meaning:
            delta.reason += f"; the same lesson as {by_meaning[gid].id}, in other words"
        if again:
            delta.reason += "; said again in other words in another session"
        report.deltas.append(delta)
        if gate.verdict == "reject":
            delta.action = "reject"
            delta.reason += f"; {len(gate.contradicting)} contradicting session(s)"
            continue
        scope, scope_key = scope_of(members)
        anti = first.kind == "revert"
        kind = RULE_KIND[first.kind]
        rule = Rule(
            id="b-new",
            content=content,
            category=CATEGORY[first.kind],
            tags=situation_tags(tag, members),
            scope=scope,
            scope_key=scope_key,
            kind=kind,
            type=RuleType.ANTI_PATTERN if anti else RuleType.RULE,
            state=state,
            search_pointer=(first.error or "")[:60] or None,
            provenance=Provenance(
                sessions=sessions,
                agents=sorted({m[0].agent for m in members if m[0].agent}),
                reasoning=REASONING[first.kind],
                evidence=[e for m in members for e in m[1].evidence][:5],
            ),
        )
        if dry_run:
            if existing is not None:
                delta.action, delta.rule_id = "reinforce", existing.id
                if state == RuleState.ACTIVE and existing.state == RuleState.PROPOSAL:
                    delta.action = "promote"
                elif existing.state != RuleState.PROPOSAL:
                    delta.state = existing.state.value
            continue
        _apply_add(store, settings, rule, members[-1][0].session_id, delta, dry_run, meaning)
        if delta.rule_id is None:
            continue
        target = repo.find(delta.rule_id)
        if target is None:
            continue
        said = [lesson_tag(m[1]) for m in members if m[1].kind in SAID]
        missing = [t for t in dict.fromkeys(said) if t not in target.tags]
        if missing:  # the words it was learned from, each: found by them next time
            with store.transaction():
                target = replace(target, tags=[*target.tags, *missing])
                repo.update(target)
        by_tag[lookup] = target
        if state == RuleState.ACTIVE and target.state == RuleState.PROPOSAL:
            from kenning.daemon.playbook.curate import promote

            why = "said again in another session" if first.kind in SAID else "seen again"
            if again:
                why = "said again in other words in another session"
            target = promote(store, target.id, f"{why}: {', '.join(sessions[-2:])}")
            delta.action = "promote"
        delta.state, delta.maturity = target.state.value, target.maturity.value


def _llm_passes(
    store: Store,
    settings: Settings,
    chosen: list[Diary],
    report: ReflectReport,
    llm: Any,
    max_passes: int,
    dry_run: bool,
    meaning: Meaning | None = None,
) -> None:
    from kenning.daemon.learning.llm import LlmError

    digest = orjson.dumps(
        [d.model_dump(mode="json", exclude={"anchors", "files"}) for d in chosen[:40]]
    ).decode()
    known = {d.content for d in report.deltas}
    valid = {d.session_id for d in chosen}
    for _ in range(max_passes):
        prompt = digest + "\n\nRules already proposed:\n" + "\n".join(sorted(known))
        try:
            out = llm.complete_json(REFLECT_SYSTEM, prompt, LlmRules, purpose="reflect")
        except LlmError as exc:
            log.info("LLM reflection stopped: %s", exc)
            break
        report.llm_passes += 1
        new = [r for r in out.rules if r.content not in known]
        if not new:
            break
        for r in new:
            known.add(r.content)
            sessions = sorted(s for s in r.sessions if s in valid) or [chosen[-1].session_id]
            gate = evaluate(store, r.content, supporting=sessions)
            delta = Delta("add", r.content, sessions, "proposed by the LLM reflector")
            delta.verdict = gate.verdict
            report.deltas.append(delta)
            if gate.verdict == "reject":
                delta.action = "reject"
                continue
            # the model's reading of the sessions, not the person's words nor a verified
            # outcome: a proposal, made active by the same evidence as any other
            state = RuleState.PROPOSAL
            delta.state = state.value
            kind = {
                "convention": RuleKind.PROJECT_CONVENTION,
                "workflow": RuleKind.WORKFLOW_RULE,
                "anti_pattern": RuleKind.ANTI_PATTERN,
            }[r.kind]
            rule = Rule(
                id="b-new",
                content=r.content,
                category="reflection",
                kind=kind,
                state=state,
                provenance=Provenance(sessions=sessions, reasoning="LLM reflection"),
            )
            _apply_add(store, settings, rule, sessions[0], delta, dry_run, meaning)


def _redact_and_llm(store: Store, settings: Settings) -> tuple[Callable[[str], str], Any]:
    """The sanitizer's redact function and the configured LLM (None without one,
    or when it cannot be made: learning falls back to the deterministic path)."""
    from kenning.daemon.ingest.pipeline import make_sanitizer
    from kenning.daemon.learning.llm import LlmError, get_llm

    redact = make_sanitizer(settings).redact
    try:
        llm = get_llm(settings.llm, store, redact=redact)
    except LlmError as exc:
        log.warning("learning without the LLM: %s", exc)
        llm = None
    return redact, llm


#: the deltas that change the playbook (a `reject` changes nothing)
_CHANGES = frozenset({"add", "reinforce", "promote", "helpful", "harmful", "conflict"})


def quiet_pass(
    store: Store,
    settings: Settings,
    summaries: Path,
    session_id: str,
    *,
    project: Callable[[ReflectReport], int] | None = None,
    embedder: Embedder | None = None,
    judge: Judge | None = None,
) -> dict[str, int]:
    """What the daemon runs for one session gone quiet (or ended): that session alone.

    Its diary (with the LLM when one is configured) and summary.md when they
    are behind its messages, then reflection on it alone (`reflect(session=…)`:
    its lessons, rules and feedback, reading only the diaries that share a
    lesson with it), then the projections when the playbook changed. A
    session already reflected on at its current diary, a subagent's, or a
    partial one (ingest/pipeline.py), is left alone. The facts of MEMORY.md
    read every diary: the sweep (`scheduled_pass`) refreshes them.
    `embedder`, `judge`: as `reflect`'s.

    Returns:
        {"diaries", "reflected", "changes", "exported"}: 0 or 1 diary and
        session, the deltas that changed the playbook, the files rewritten.
    """
    from kenning.daemon.learning.summaries import write_summaries

    done = {"diaries": 0, "reflected": 0, "changes": 0, "exported": 0}
    repo = SessionRepo(store)
    if not repo.is_learnable(session_id):
        # forgotten since, a subagent's (its parent is reflected), or partial (its
        # file vanished while read: learnt from once it is read whole)
        return done
    redact, llm = _redact_and_llm(store, settings)
    if repo.diary_behind(session_id):
        build_diary(store, session_id, redact=redact, llm=llm, judge=judge)
        write_summaries(store, summaries, [session_id])
        done["diaries"] = 1
    stamp = repo.diary_stamp(session_id)
    if stamp is None or learning_rows.reflected_stamp(store, session_id) == stamp:
        return done
    report = reflect(
        store,
        settings,
        redact=redact,
        session=session_id,
        llm=llm,
        rebuild=False,
        embedder=embedder,
        judge=judge,
    )
    done["reflected"] = len(report.sessions)
    done["changes"] = sum(1 for d in report.deltas if d.action in _CHANGES)
    if done["changes"] and project is not None:
        done["exported"] = project(report)
    return done


def recent_sessions(store: Store, window_s: float) -> dict[str, float]:
    """Sessions active within the last `window_s` seconds whose diary is behind:
    id -> seconds since their last message (what the daemon's catch-up hands the
    quiet schedule; older ones are the sweep's)."""
    from kenning.daemon.core.models import parse_iso

    now = utcnow()
    since = to_iso(now - timedelta(seconds=window_s))
    ages: dict[str, float] = {}
    for sid, last in SessionRepo(store).undiarised_since(since):
        when = parse_iso(last)
        ages[sid] = max((now - when).total_seconds(), 0.0) if when is not None else 0.0
    return ages


def scheduled_pass(
    store: Store,
    settings: Settings,
    summaries: Path,
    *,
    reflect_now: bool,
    project: Callable[[ReflectReport], int] | None = None,
    embedder: Embedder | None = None,
    refresh: bool = False,
    judge: Judge | None = None,
) -> dict[str, int]:
    """What the daemon runs on its learning timer: the sweep.

    Diaries (and summary.md) for sessions idle `ingest.diary_idle_minutes`;
    when `reflect_now`, reflection over them, the facts of MEMORY.md, and the
    projections: `project(report)` rewrites the files made from the playbook
    and says how many changed (the daemon passes `ops.export.refresh_projections`,
    which runs the export operations: learning sits below them); `embedder`, the
    sentence model that matches a person's words to a rule by meaning. With
    `refresh`, the facts and projections are rewritten even when the sweep
    reflected nothing (sessions were reflected on alone since: `quiet_pass`).
    Each write is its own short transaction, so ingestion is never held up
    for long. An LLM failure falls back to the deterministic path.
    """
    from kenning.daemon.learning.summaries import refresh_facts, write_summaries

    redact, llm = _redact_and_llm(store, settings)
    idle = settings.ingest.diary_idle_minutes
    sids = pending_sessions(store, idle)
    for sid in sids:
        build_diary(store, sid, redact=redact, llm=llm, judge=judge)
    write_summaries(store, summaries, sids)
    reflected = 0
    exported = 0
    if reflect_now:
        report = reflect(
            store,
            settings,
            redact=redact,
            llm=llm,
            idle_minutes=idle,
            embedder=embedder,
            judge=judge,
        )
        reflected = len(report.sessions)
        if reflected or refresh:
            refresh_facts(store)
            exported = project(report) if project is not None else 0
    return {"diaries": len(sids), "reflected": reflected, "exported": exported}
