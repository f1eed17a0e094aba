"""The lessons of one session, read from its trace: corrections, conventions, fixes, reverts.

Each lesson carries the situation it applies to (languages, file globs,
command families, words of the session's task), so that a later task worded
as a job finds it:

- **convention / correction / guardrail / workflow**: what the person said
  that holds beyond the task at hand. Only the person's own words count
  (`Said.human`: never the agent's, a tool's, a client's injected blocks,
  an expanded template or another agent's handoff). The judge
  (daemon/learning/judge.py) decides which turns are durable and which of
  their sentences state the lesson, and of which kind; statements.py makes
  each one whole (the remedy kept with a prohibition, the reason that
  follows) and reads the scope the person meant ("in every project", "in
  this repo", "for *.tsx files"). A turn the judge finds only maybe durable
  is kept *tentative*: reflection makes it a proposal to review, active only
  when the person says it again in another session. It is *confirmed* when the work after it
  succeeded (the next runs pass, or none fails); a correction also carries
  what the agent did differently next (`uv add x` rather than `pip install x`).
- **error_fix**: an error met and what fixed it (daemon/learning/fix_lessons.py).
- **revert**: a change (edits, a dependency bump) undone by `git checkout --`,
  `git revert`, `git reset --hard`, `/undo` or an edit putting the old text
  back, after failures or with the user's reason; it becomes an anti-pattern
  naming the change and the reason.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, cast

from kenning.daemon.core.command_line import is_look as _is_look
from kenning.daemon.learning.changes.reader import (
    changed_identifiers,
    command_change,
)
from kenning.daemon.learning.conventions import (
    addresses_person,
    corrects_choice,
    on_my_act,
    states_convention,
    under_rules,
)
from kenning.daemon.learning.fix_lessons import describe_change, fixes, pasted_fixed
from kenning.daemon.learning.gates import (
    asked_about,
    asks,
    binding,
    describes,
    file_task,
    floats,
    for_now,
    guarding,
    holds_beyond,
    next_step,
    procedure,
    proposes,
    refusal,
    rejects,
    reports,
    says_nothing,
    standing,
    task_things,
    tells_agent,
)
from kenning.daemon.learning.judge import Judge, SentenceVerdict, TurnInput, TurnVerdict, pick
from kenning.daemon.learning.lesson import (
    SAID_KINDS,
    Lesson,
    LessonKind,
    digest,
    languages_of,
    norm,
    path_globs,
    short_command,
    task_terms,
    trace_root,
)
from kenning.daemon.learning.pasted_text import (
    AgentWords,
    agent_report,
    data_like,
    expository,
    pasted_output,
    pasted_under,
    transcript,
    word_count,
)
from kenning.daemon.learning.rule_words import statement_words
from kenning.daemon.learning.slips import slip
from kenning.daemon.learning.statements import (
    Statement,
    clean_rule,
    is_correction_opener,
    lesson_form,
    reason_text,
    rule_statements,
    sentences,
    stated_scope,
    statement_spans,
    whole_correction,
)
from kenning.daemon.learning.trace import Edited, Event, Ran, Reverted, Said, Trace

__all__ = [
    "SAID_KINDS",
    "Lesson",
    "LessonKind",
    "extract_lessons",
    "human_turns",
    "languages_of",
    "pasted_fixed",
    "task_terms",
    "usable_sentences",
]


#: the kinds of lesson a person states (the judge's durable kinds)
#: sentences from which a turn is a long text, where describing is not instructing
LONG_TURN_SENTENCES = 5
#: sentences of a turn the judge reads at most (a paste is cut into many)
MAX_SENTENCES = 40
#: the lessons a session keeps (sure, doubted); a long one's turns of the person per one more
MAX_LESSONS = 12
TURNS_PER_LESSON = 4
#: a learned rule's text stays short: explanations are added only while it fits
log = logging.getLogger(__name__)
#: commands that change dependencies (a change a revert can undo)
_DEP_CHANGE = re.compile(
    r"^(?:\S*/)?(?:pip3?|uv|poetry|pdm|pipenv|npm|pnpm|yarn|bun|cargo|go|bundle|gem|composer|"
    r"dotnet|mix|ncu|npm-check-updates)\s.*\b(?:add|install|i|up|update|upgrade|bump|remove|"
    r"rm|get|lock|sync)\b"
)
#: errors of the world, not of the code: a re-run that passes learns nothing from them
#: errors that are slips in the code at hand: a rule only when they recur


def _reason(events: list[Event], start: int, end: int) -> tuple[str, int] | None:
    """The user's words around a revert that say why (the closest to it)."""
    best: tuple[str, int] | None = None
    for k in range(max(0, start), min(len(events), end + 3)):
        ev = events[k]
        if isinstance(ev, Said) and ev.human and k > start:
            # a heading, a log line or a line of paths and values is no reason
            why = reason_text("\n".join(p for p in sentences(ev.text) if not data_like(p)))
            if why:
                best = (why, ev.idx)
                if k >= end:
                    break
    return best


#: a script a command line runs by its path (`python3 scripts/clock.py`, `bash x.sh`)
_SCRIPT = re.compile(r"[\w./~-]+\.(?:py|sh|js|mjs|cjs|ts|rb|pl|php|ps1)\b")


def _about_change(run: Ran, names: set[str]) -> bool:
    """Whether a failed run can be the failure of an edit of the files `names`: any run of
    the project's tools is, but a script of its own that names none of them (the line, or
    its output) failed for its own reasons."""
    scripts = {s.rsplit("/", 1)[-1] for s in _SCRIPT.findall(run.step or run.command)}
    if not scripts or scripts & names:
        return True
    return any(name in run.command or name in run.output for name in names)


def _reverts(trace: Trace, root: str) -> tuple[list[Lesson], set[int]]:
    """Changes undone after failures or with the user's reason: anti-patterns."""
    events = trace.events
    said = {e.idx: e.text for e in events if isinstance(e, Said)}
    out: list[Lesson] = []
    claimed: set[int] = set()
    last_revert = -1
    for k, ev in enumerate(events):
        if not isinstance(ev, Reverted):
            continue
        window = events[last_revert + 1 : k]
        base = last_revert + 1
        last_revert = k
        edits = [  # edits whose text the log kept: an edit without it names no change
            (n, Edited(e.idx, [c for c in e.changes if c.old or c.new]))
            for n, e in enumerate(window)
            if isinstance(e, Edited) and any(c.old or c.new for c in e.changes)
        ]
        if ev.how == "/undo":
            edits = edits[-1:]
        elif ev.paths:
            wanted = {p.rsplit("/", 1)[-1] for p in ev.paths}
            edits = [
                (n, Edited(e.idx, [c for c in e.changes if c.path.rsplit("/", 1)[-1] in wanted]))
                for n, e in edits
            ]
            edits = [(n, e) for n, e in edits if e.changes]
        deps = [
            (n, e)
            for n, e in enumerate(window)
            if isinstance(e, Ran) and not e.failed and _DEP_CHANGE.search(e.command)
            and not _is_look(e.command)
        ]  # fmt: skip
        if ev.how == "edit put back":
            edits = [(n, e) for n, e in edits if e.idx < ev.idx]
        first = min([n for n, _ in edits] + [n for n, _ in deps], default=None)
        if first is None:
            continue
        fails = [e for e in window[first:] if isinstance(e, Ran) and e.failed and e.error]
        if edits and not deps:
            # a script of its own failing after a config's edit is not the edit's failure
            names = {c.path.rsplit("/", 1)[-1] for _, e in edits for c in e.changes}
            fails = [f for f in fails if _about_change(f, names)]
        reason = _reason(events, base + first, k)
        if not fails and (reason is None or not binding(said.get(reason[1], reason[0]))):
            # an experiment put back, nothing learned; or the person's message holds no word
            # that binds the work ("I have the AppImage in Downloads", a pasted setting): a
            # new order of the task, not a reason to avoid the change
            continue
        changes = [c for _, e in edits for c in e.changes]
        what = [describe_change(c) for c in changes[:1]]
        what += [f"run `{short_command(e.command, 6)}`" for _, e in deps[:1]]
        files = [c.path for c in changes[:3]]
        where = path_globs(files, root)
        text = "AVOID: " + " and ".join(what)
        if where:
            text += f" (in {', '.join(where[:2])})"
        if reason is not None:
            text += f" — {reason[0].rstrip('.')}"
            claimed.add(reason[1])
        if fails:
            err = fails[0].error
            assert err is not None
            text += (
                f"; `{short_command(fails[0].command)}` then failed with `{err.describe()[:100]}`"
            )
        cmds = [short_command(e.command, 2) for _, e in deps[:1]] + [
            short_command(f.command, 2) for f in fails[:1]
        ]
        idents = [w for c in changes[:2] for w in changed_identifiers(c)][:8]
        # a change undone after a slip of its own (an undefined name it left, a test's
        # expectation), with no reason from the person, is a fact about this code: learned
        # when it recurs
        after_slip = reason is None and any(
            f.error is not None and slip(f.command, f.error) for f in fails[:1]
        )
        out.append(
            Lesson(
                kind="revert",
                text=text[:420].rstrip(".") + ".",
                key=digest("revert", norm(" ".join(what)), *where),
                idx=ev.idx,
                confirmed=bool(fails) or reason is not None,
                general=True,
                tentative=after_slip,
                evidence=[ev.how[:200]] + ([reason[0][:200]] if reason else []),
                error=fails[0].error.describe()[:200] if fails and fails[0].error else None,
                error_key=fails[0].error.key if fails and fails[0].error else None,
                fix=None,
                languages=languages_of(files, cmds),
                files=where,
                commands=cmds,
                terms=idents,
            )
        )
    return out, claimed


def _outcome_after(events: list[Event], k: int) -> bool:
    """Whether the work after event `k` (up to the next user words) went well."""
    runs = []
    for ev in events[k + 1 :]:
        if isinstance(ev, Said) and ev.role == "user":
            break
        if isinstance(ev, Ran) and not _is_look(ev.command):
            runs.append(ev)
    if not runs:
        later = [e for e in events[k + 1 :] if isinstance(e, Ran) and not _is_look(e.command)]
        return not later or not later[-1].failed
    return not runs[-1].failed


def _next_outcome(events: list[Event], k: int) -> bool | None:
    """Whether the agent's runs after event `k`, up to the person's next words, passed."""
    runs = []
    for ev in events[k + 1 :]:
        if isinstance(ev, Said) and ev.human:
            break
        if isinstance(ev, Ran) and not _is_look(ev.command):
            runs.append(ev)
    return None if not runs else not runs[-1].failed


def human_turns(trace: Trace) -> list[tuple[int, Said, TurnInput]]:
    """The person's turns of a session (event index, words, what the judge reads of them).

    Only `human` words are turns; the agent acted before a turn when it ran or
    changed something since the person last spoke.
    """
    events = trace.events
    found: list[tuple[int, Said, bool]] = []
    acted = False
    for k, ev in enumerate(events):
        if not isinstance(ev, Said):
            acted = True
            continue
        if ev.human:
            found.append((k, ev, acted))
            acted = False
    n = len(found)
    return [
        (k, ev, TurnInput(ev.text, i, n, acted, _next_outcome(events, k)))
        for i, (k, ev, acted) in enumerate(found)
    ]


@dataclass(frozen=True)
class _Stated:
    """A statement of a turn with the kind the judge gave it."""

    statement: Statement
    kind: str
    confidence: float | None
    tentative: bool
    where: str


def _kind_of(turn: TurnVerdict, parts: list[SentenceVerdict], st: Statement) -> str:
    """The durable kind of a statement.

    A statement that forbids is a guardrail; one that opens by correcting what
    the agent just did ("no, …") a correction; one that sets a procedure for
    every time a workflow (the form of the words: the labels hold too few
    guardrails and workflows to teach them); otherwise the turn's and the
    sentences' learned verdicts tell a convention from a correction.
    """
    form = lesson_form(st.text)
    if form == "guardrail":
        return form
    if st.correction or rejects(st.text) or corrects_choice(st.text):
        return "correction"
    if guarding(st.text):
        return "guardrail"  # "I don't want you to add any tables": what must not be done
    if form is not None:
        return form
    if procedure(st.text) or on_my_act(st.text):
        # "修改代码后，必须更新文件头", "when I run the release script, tag the commit": a step
        # tied to another, or to the person's own act, in any script
        return "workflow"

    def score(k: int) -> float:
        return turn.lesson_probs[k] + sum(p.lesson_probs[k] for p in parts) / max(1, len(parts))

    return max(("convention", "correction"), key=lambda kind: score(SAID_KINDS.index(kind)))


def _among(picked: set[int]) -> Callable[[int, str, bool], bool]:
    """`statement_spans`' choice: the sentences the judge picked."""
    return lambda i, _sentence, _correction: i in picked


def _agent_words(trace: Trace) -> AgentWords:
    """What the agent and its tools wrote, marked at each of the person's turns."""
    words = AgentWords()
    for k, ev in enumerate(trace.events):
        if isinstance(ev, Said):
            if ev.human:
                words.mark(k)
            else:
                words.add(ev.text)
    return words


def _own_words(
    turns: list[tuple[int, Said, TurnInput]], agent: AgentWords
) -> list[tuple[int, Said, TurnInput]]:
    """The person's turns without the sentences the agent wrote before them (its answer or
    plan pasted back), and without a turn that opens as an agent's report
    (`pasted_text.agent_report`): the judge reads only what the person wrote (a turn of
    nothing else is no turn)."""
    out = []
    for k, ev, turn in turns:
        if agent_report(turn.text):
            continue  # another agent's answer pasted whole ("Found the bug! …")
        asked = asked_about(turn.text)  # a brief pasted under a question about it: not theirs
        if asked != turn.text:
            turn = replace(turn, text=asked)
        parts = sentences(turn.text)
        mine = [p for p in parts if not agent.said(p, k)]
        if len(mine) < len(parts):
            if not mine:
                continue
            turn = replace(turn, text="\n".join(mine))
        out.append((k, ev, turn))
    return out


#: the kinds of turn whose sentences the practice head does not read (a paste, a client command)
_NO_PRACTICE = frozenset({"pasted", "command"})


def usable_sentences(
    parts: Sequence[str], *, file_tasks: bool = False, facts: bool = False
) -> list[int]:
    """The sentences of a turn (cut into `parts`) that may state a lesson.

    Data (a log line, settings) and an order to do something to a named file now
    state no lesson (and this task's next step, `gates.next_step`, is picked by none,
    though it stays beside the statement it was said with); in a long text (pasted docs,
    an answer copied back) neither does a sentence that describes rather than instructs,
    while a short turn may state a convention as a fact ("money is integer cents"), and so
    may a line under a heading that names the person's rules (`under_rules`). With
    `file_tasks`, a sentence naming a file is kept (a guardrail names the file it protects);
    with `facts` (a turn the judge is sure states a lesson), so is a sentence of a long text
    whose form is a convention's ("the virtual environment is located at .venv", "as few
    dependencies as possible": `conventions.states_convention`), though it describes.
    """
    long = len(parts) >= LONG_TURN_SENTENCES
    output = pasted_output(list(parts))  # a terminal session pasted before the person's words
    # an error report pasted under its headings, a recording's words between timestamps
    printed = pasted_under(list(parts)) | transcript(list(parts))
    ruled = under_rules(list(parts)) if long else set()
    return [
        i
        for i, p in enumerate(parts)
        if i >= output
        and i not in printed
        and 2 <= word_count(p) <= 80
        and not data_like(p)
        and (file_tasks or not file_task(p))
        and (not asks(p) or rejects(p) or proposes(p))
        and not reports(p)
        and not describes(p)
        and not says_nothing(p)
        and not (long and expository(p) and i not in ruled and not (facts and states_convention(p)))
    ]


def _formed(parts: Sequence[str]) -> bool:
    """Whether a statement holds a sentence of a guardrail's or a workflow's form
    (`gates.guarding`, `gates.procedure`): sure whichever path drew it, as `_by_form`'s are."""
    return any(guarding(p) or procedure(p) for p in parts)


def marked_sentences(parts: list[str], ruled: set[int] | None = None) -> set[int]:
    """The sentences of a turn (cut into `parts`) the person marked as holding beyond the
    task, whatever the judge makes of the turn: always / never / from now on
    (`gates.standing`), a refusal, a question that rejects the agent's choice or puts up a
    practice (`gates.proposes`), a Chinese
    sentence that tells the agent what it must do (`gates.tells_agent`), a convention's form
    (`conventions.states_convention`), or a line under a heading that names rules
    (`conventions.under_rules`; `ruled` when the caller has them already)."""
    return {
        i
        for i, p in enumerate(parts)
        if standing(p)
        or refusal(p)
        or rejects(p)
        or corrects_choice(p)
        or proposes(p)
        or tells_agent(p)
        or states_convention(p)
    } | (under_rules(parts) if ruled is None else ruled)


def _pointed_at(parts: Sequence[str], marked: set[int], usable: Sequence[int]) -> set[int]:
    """The sentences a marked sentence that says nothing alone points at ("From now on that
    is how we split it. You write the migration and I apply it."; "OK, from now on:
    …"): the usable sentence after it, else the one before it, holds what it says holds."""
    out: set[int] = set()
    for i in marked:
        if says_nothing(parts[i]):
            nearest = [j for j in (i + 1, i - 1) if j in usable]
            out |= set(nearest[:1])
    return out


def _judged(judge: Judge, turns: list[tuple[int, Said, TurnInput]]) -> dict[int, list[_Stated]]:
    """Event index → the statements the judge finds in that turn (two batches in all)."""
    if not turns:
        return {}
    verdicts = judge.turns([t for _, _, t in turns])
    # (event, turn, verdict, sentences, marked, the lines under a rules heading, usable,
    # the sentences to judge: None for all)
    maybe: list[
        tuple[
            int, TurnInput, TurnVerdict, list[str], set[int], set[int], list[int], list[int] | None
        ]
    ]
    maybe = []
    for (k, _, turn), v in zip(turns, verdicts, strict=True):
        parts = sentences(turn.text)[:MAX_SENTENCES] or [turn.text.strip()]
        # a sentence that says its practice holds beyond the task (always, never, from
        # now on, next time…) is a lesson whatever the judge makes of its turn
        # (and so is one that refuses a practice: "I don't want…", "don't use…", rejects
        # what the agent chose: "why X and not Y?", tells it in Chinese what it must do, or
        # whose form is a convention's: how to talk to the person, a practice opened by its
        # situation, `conventions.states_convention`)
        ruled = under_rules(parts)
        marked = marked_sentences(parts, ruled)
        # in a turn the judge is sure of, a fact stated in a convention's form is the
        # person's convention, not a description pasted from elsewhere
        usable = usable_sentences(parts, facts=v.durable >= judge.durable_threshold)
        marked |= _pointed_at(parts, marked, usable)
        if v.durable >= judge.tentative_threshold or marked:
            maybe.append((k, turn, v, parts, marked, ruled, usable, None))
        elif usable and v.kind not in _NO_PRACTICE:
            # a practice said in the middle of a task: the practice head reads each usable
            # sentence alone (and only those are embedded)
            maybe.append((k, turn, v, parts, marked, ruled, usable, usable))
    judged = judge.sentences(
        [(m[1], m[3]) for m in maybe], only=[m[7] for m in maybe]
    )  # fmt: skip
    out: dict[int, list[_Stated]] = {}
    for (k, turn, v, parts, marked, ruled, usable, _), said in zip(maybe, judged, strict=True):
        if not usable:
            continue
        if v.durable >= judge.tentative_threshold:
            # the judge's likeliest sentences, and every one the person marked as holding
            # (a brief that lists several practices states several lessons)
            picked = pick(said, judge.sentence_threshold, usable) | (marked & set(usable))
        else:
            # in a turn the judge doubts: the sentences the person marked as holding, and
            # those the practice head finds a lesson alone (kept tentative: learned once the
            # person says it again in another session)
            alone = {i for i in usable if said[i].practice >= judge.practice_threshold}
            picked = (marked | alone) & set(usable)
        # this task's next step ("Then you try it.") is no statement of its own, but stays
        # beside one as what it was said with (so reflection sees the order for the task)
        picked = {i for i in picked if not next_step(parts[i])}
        if not picked:
            continue
        # a sentence the gates reject is no part of a statement either: not the remedy
        # said before a prohibition, not the reason after it ("Revise scripts/x.sh. It
        # should not call y.sh" states no lesson of the revision)
        # how the agent is to talk to the person is a statement alone, neither the remedy nor
        # the reason of another ("Reply in German. The build is broken, fix it first.")
        manner = {i for i in picked if addresses_person(parts[i])}
        kept = [p if i in usable and i not in manner else "" for i, p in enumerate(parts)]
        spans = statement_spans(kept, _among(picked - manner), after_agent=turn.after_agent)
        short = all(len(st.text.split()) < 8 for st in spans)
        if turn.after_agent and is_correction_opener(parts[0]) and short:
            # "no, that loads every row at once. find_each, in batches of 1000": a short
            # remedy with no verb of its own is the correction's message whole
            whole = whole_correction(parts)
            spans = [whole] if whole is not None else spans
        spans += [Statement(clean_rule(parts[i]), parts[i], False, i, i + 1) for i in manner]
        # a sentence whose form is a convention's binds the work by that form
        conventional = {i for i in picked if states_convention(parts[i])} | (ruled & picked)
        for st in sorted(spans, key=lambda x: x.first):
            kind = _kind_of(v, said[st.first : st.end], st)
            # the scope is read from the statement, or from a short turn as a whole
            # ("Everywhere, please: …" before the rule itself)
            where = " ".join(parts[st.first : st.end] if len(parts) > 3 else parts)
            # unsure of the turn, sure of a statement that says it holds beyond the task;
            # and words with nothing that binds the work (no should, never, prefer, our,
            # here…: "Rebuild the image and rerun the smoke test") are an instruction for now,
            # learned only once the person says them again in another session; so are
            # words that say they hold for now ("hold the release branch until we say so"). A
            # doubted statement for every case that names no object of the code at hand
            # ("retry each flaky download twice") is how to work: not tentative; nor one of a
            # guardrail's or a workflow's form, as `_by_form` draws it
            tentative = (
                (
                    v.durable < judge.durable_threshold
                    and not marked & set(range(st.first, st.end))
                    and not (holds_beyond(st.text) and not task_things(st.text))
                    and not _formed(parts[st.first : st.end])
                )
                or not (
                    st.correction or binding(where) or conventional & set(range(st.first, st.end))
                )
                or for_now(st.text)
            )
            out.setdefault(k, []).append(_Stated(st, kind, round(v.durable, 4), tentative, where))
    return out


def _patterned(turns: list[tuple[int, Said, TurnInput]]) -> dict[int, list[_Stated]]:
    """The hand-written patterns' statements, when no judge can be loaded."""
    out: dict[int, list[_Stated]] = {}
    for k, _, turn in turns:
        for st in rule_statements(turn.text, after_agent=turn.after_agent):
            if (
                data_like(st.text)
                or file_task(st.text)
                or asks(st.text)
                or reports(st.text)
                or describes(st.text)
                or next_step(st.text)
                or says_nothing(st.text)
            ):
                continue  # the same gates as the judge's path
            kind = "correction" if st.correction else "convention"
            out.setdefault(k, []).append(_Stated(st, kind, None, False, st.evidence))
    return out


def _by_form(
    turns: list[tuple[int, Said, TurnInput]], found: dict[int, list[_Stated]]
) -> dict[int, list[_Stated]]:
    """`found` with the guardrails and workflows stated by the form of the words that the
    judge left out (`gates.guarding`: "do not modify the vendored driver", "don't start a full
    rebuild without asking"; `gates.procedure`: "run the unit tests after each change"),
    each made whole like the judge's statements. The labels hold too few guardrails and
    workflows to teach the judge them; these forms state one about half the time."""
    out = {k: list(v) for k, v in found.items()}
    for k, _, turn in turns:
        parts = sentences(turn.text)[:MAX_SENTENCES]
        taken = {
            i for said in found.get(k, ()) for i in range(said.statement.first, said.statement.end)
        }
        usable = set(usable_sentences(parts, file_tasks=True))
        own = {i for i in usable - taken if not next_step(parts[i])}
        guards = {i for i in own if guarding(parts[i])}
        steps = {i for i in own if procedure(parts[i])}
        if not guards | steps:
            continue
        kept = [p if i in usable else "" for i, p in enumerate(parts)]
        for st in statement_spans(kept, _among(guards | steps), after_agent=turn.after_agent):
            span = set(range(st.first, st.end))
            if taken & span:
                continue
            kind = "guardrail" if guards & span else "workflow"
            where = " ".join(parts[st.first : st.end])
            out.setdefault(k, []).append(_Stated(st, kind, None, False, where))
    return out


#: a line of a brief that opens with an emphasis label ("**Trigger:** …", "* **Specific
#: Change:** …", "3. __Scope__: …")
_LABELLED = re.compile(
    r"^\s*(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*|__)[^*_\n]{1,40}?(?::\s*(?:\*\*|__)|(?:\*\*|__)\s*:)",
    re.M,
)
#: labelled items from which a turn is a brief: the specification of the task at hand
BRIEF_ITEMS = 3


def brief(turn: str) -> bool:
    """Whether a turn is a feature brief: several items that open with an emphasis label
    ("**Trigger:** …", "**Deliverable:** …", "**Emphasis:** …"), a specification of the
    task at hand, whose "must" and "every time" are that feature's, not standing rules."""
    return len(_LABELLED.findall(turn)) >= BRIEF_ITEMS


def _in_brief(turn: str, kind: str, statement: str) -> bool:
    """A statement that is only maybe durable whatever the judge made of it: an item of a
    feature brief (`brief`) that is no guardrail ("**Preserve Data:** do not alter
    `store.ts`", "Do NOT use floating tiles" hold beyond the feature)."""
    return brief(turn) and kind != "guardrail" and not guarding(statement)


def _statements(trace: Trace, root: str, claimed: set[int], judge: Judge | None) -> list[Lesson]:
    events = trace.events
    turns = [t for t in human_turns(trace) if t[1].idx not in claimed]
    turns = _own_words(turns, _agent_words(trace))
    # an idea put to the agent for its opinion ("…, how does that sound?") states no practice
    turns = [t for t in turns if not floats(sentences(t[2].text))]
    found = _judged(judge, turns) if judge is not None else _patterned(turns)
    found = _by_form(turns, found)
    out: list[Lesson] = []
    for k, ev, turn in turns:
        stated = found.get(k)
        if not stated:
            continue
        # the turn's orders of work on a named file now ("create `x.sh` in scripts/, …")
        parts = sentences(turn.text)[:MAX_SENTENCES]
        orders = {i for i, p in enumerate(parts) if file_task(p)}
        before = next(
            (e for e in reversed(events[:k]) if isinstance(e, Ran) and not _is_look(e.command)),
            None,
        )
        later = [
            e for e in events[k + 1 : k + 12] if isinstance(e, Ran) and not _is_look(e.command)
        ]
        # what the agent did differently: the first run of another program than before's
        # (`uv add x` after `pip install x`, not the `pip uninstall x` that cleans up)
        prog = before.family.split()[0] if before is not None else None
        after = next((e for e in later if e.family.split()[0] != prog), later[0] if later else None)
        nearby = [
            c.path
            for e in events[max(0, k - 4) : k + 6]
            if isinstance(e, Edited)
            for c in e.changes
        ]
        for said in stated:
            st = said.statement
            # the rule keeps the statement, not the question, hedge or order around it
            text = statement_words(st)
            correction = said.kind == "correction"
            if correction and before is not None and after is not None:
                changed = command_change(before.command, after.command)
                if changed is None and before.family.split()[0] != after.family.split()[0]:
                    now, then = short_command(after.command, 5), short_command(before.command, 5)
                    changed = f"`{now}` rather than `{then}`"
                # what the agent did instead is part of the lesson only when the person's
                # words name its program ("use uv" and `uv add x` rather than `pip install x`)
                named = {e.family.split()[0].lower() for e in (before, after) if e.family.split()}
                said_words = set(re.findall(r"[\w.+-]+", text.lower()))
                if changed is not None and named & said_words and len(text) + len(changed) < 300:
                    text = f"{text.rstrip('.')} ({changed})."
            cmds = [short_command(e.command, 2) for e in (before, after) if e is not None]
            scope = stated_scope(said.where)
            files = path_globs(nearby, root)
            if scope.glob and scope.glob not in files:
                files = [scope.glob, *files][:4]
            langs = languages_of(nearby, cmds)
            if scope.language and scope.language not in langs:
                langs = [scope.language, *langs]
            out.append(
                Lesson(
                    kind=cast("LessonKind", said.kind),
                    text=text,
                    key=digest("said", norm(st.text)),
                    idx=ev.idx,
                    confirmed=_outcome_after(events, k),
                    general=True,
                    evidence=[st.evidence],
                    languages=langs,
                    files=files,
                    commands=cmds if correction else [],
                    terms=[],
                    scope=cast("Any", scope.where),
                    scope_key=scope.language,
                    confidence=said.confidence,
                    # learned when said again in another session
                    tentative=said.tentative or _in_brief(turn.text, said.kind, st.text),
                    turn=_turn_digest(ev.text, st.evidence),
                    beside_task=bool(orders - set(range(st.first, st.end))),
                )
            )
    return out


def _turn_digest(turn: str, stated: str) -> str | None:
    """The digest of a turn that holds more than the statement (None: the turn is the
    statement, so saying it again is saying the lesson again)."""
    whole = norm(turn)
    if len(whole) <= len(norm(stated)) + 40:
        return None
    return digest("turn", whole)


_FLAG = re.compile(r"(?<![\w-])--?[a-z][\w-]{3,}")


def _said_already(fix: Lesson, stated: list[Lesson]) -> bool:
    """A fix whose remedy the user stated in the same session is that statement's lesson."""
    flags = set(_FLAG.findall(fix.fix or ""))
    return any(flag in st.text for st in stated for flag in flags)


def _judge_or_none(judge: Judge | None) -> Judge | None:
    if judge is not None:
        return judge
    from kenning.daemon.learning.judge import default_judge

    try:
        return default_judge()
    except (OSError, ValueError) as exc:  # no usable weights: the patterns, as before the judge
        log.warning("learning with the hand-written patterns: %s", exc)
        return None


def extract_lessons(trace: Trace, judge: Judge | None = None) -> list[Lesson]:
    """Every lesson of a session, in the order they happened (at most `MAX_LESSONS` sure
    ones and as many tentative ones; past the cap, a long session's binding ones).

    Args:
        trace: the session's trace.
        judge: decides which of the person's words are lessons (default: the
            default configuration's, `judge.default_judge`).
    """
    root = trace_root(trace)
    reverts, claimed = _reverts(trace, root)
    stated = _statements(trace, root, claimed, _judge_or_none(judge))
    fixed = [f for f in fixes(trace, root) if not _said_already(f, stated)]
    lessons = reverts + fixed + stated
    terms = task_terms(trace.task)
    seen: set[str] = set()
    out: list[Lesson] = []
    for lesson in sorted(lessons, key=lambda x: x.idx):
        if lesson.key in seen:
            continue
        seen.add(lesson.key)
        extra = [t for t in terms if t not in lesson.terms]
        out.append(lesson.model_copy(update={"terms": (lesson.terms + extra)[:16]}))
    # the doubted lessons have room of their own: each is at most a proposal for the person
    # to review until it is said again, so the sure ones leave them no slot to take
    # a long session (a history of many tasks) keeps more: one per `TURNS_PER_LESSON` turns
    # of the person, of those whose words hold beyond the task or take a convention's form
    said = sum(ev.human for ev in trace.events if isinstance(ev, Said))
    sure = [x for x in out if not x.tentative]
    more = [x for x in sure[MAX_LESSONS:] if holds_beyond(x.text) or states_convention(x.text)]
    sure = sure[:MAX_LESSONS] + more[: max(0, said // TURNS_PER_LESSON - MAX_LESSONS)]
    maybe = [x for x in out if x.tentative][:MAX_LESSONS]
    return sorted(sure + maybe, key=lambda x: x.idx)
