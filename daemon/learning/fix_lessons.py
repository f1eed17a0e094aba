"""Error-fix lessons: an error met and what fixed it.

- From the agent's runs: a run failed with an error (its signature from the
  real error line, daemon/learning/errors/signature.py) and a later run of
  the same tool passed; the fix is the change in between
  (daemon/learning/changes/reader.py: the Edit / patch / SEARCH-REPLACE
  summarised, or the command that made the difference). Passing again with
  nothing changed is flaky, not a lesson; a span that holds a revert is the
  revert's lesson (lessons.py), never a fix. *Confirmed* when the passing
  run verifies the fix; *general* when the error is not a slip local to the
  code at hand (an undefined name, a typo, an assertion about this code's
  values) — a slip becomes a rule only by recurring.
- From what the person pasted: an error's output followed by a change that
  held (the error not pasted again).
- From what the person reported in words: the agent's account of its cause
  and fix (told_lessons.py), when the fix held.

Which errors are slips and which fixes a tool's routine: slips.py.
"""

from __future__ import annotations

import logging
import re

from kenning.daemon.core.command_line import (
    bare_step,
    command_steps,
    is_bookkeeping,
    is_check,
    passed_before,
    remote_command,
    work_steps,
)
from kenning.daemon.core.command_line import is_look as _is_look
from kenning.daemon.learning.changes.reader import (
    Change,
    changed_identifiers,
    command_change,
    summarize,
)
from kenning.daemon.learning.changes.summary import dependency_added
from kenning.daemon.learning.errors.paths import climbed_back, path_retried
from kenning.daemon.learning.errors.signature import ErrorSig, errors_named, family_of, tool_of
from kenning.daemon.learning.errors.tools import tool_hint
from kenning.daemon.learning.errors.wording import error_phrase, failed_command, shell_named
from kenning.daemon.learning.lesson import (
    MAX_RULE_CHARS,
    Lesson,
    digest,
    languages_of,
    norm,
    path_globs,
    short_command,
)
from kenning.daemon.learning.slips import SLIP, autofixed, slip, test_slip, unnamed
from kenning.daemon.learning.told_lessons import (
    MAX_TOLD,
    NO_TOOL,
    STILL,
    agent_turn,
    told_lesson,
    user_said,
)
from kenning.daemon.learning.trace import (
    Edited,
    Event,
    Ran,
    Reverted,
    Said,
    Trace,
    command_family,
)
from kenning.daemon.retrieval.concepts import TASK_STOP

__all__ = ["describe_change", "fixes", "pasted_fixed"]

log = logging.getLogger(__name__)
_TRANSIENT = re.compile(
    r"timed? ?out|timeout|ECONNRESET|ECONNREFUSED|connection (?:reset|refused|aborted)|"
    r"temporar(?:y|ily)|rate limit|429|502|503|504|network|ETIMEDOUT|EAI_AGAIN|"
    r"could not resolve|TLS handshake|flaky",
    re.I,
)


def _relevance(change: Change, error: ErrorSig | None, output: str) -> int:
    """How much a change is about the error: its file or identifiers named in the output."""
    score = 0
    name = change.path.rsplit("/", 1)[-1]
    if name and name in output:
        score += 2
    text = f"{error.message if error else ''}\n{output[-4000:]}".lower()
    for ident in changed_identifiers(change)[:12]:
        if len(ident) > 2 and ident.lower() in text:
            score += 1
    return score


def _best_changes(edits: list[Edited], error: ErrorSig | None, output: str) -> list[Change]:
    changes = [c for e in edits for c in e.changes]
    if not changes:
        return []
    ranked = sorted(enumerate(changes), key=lambda p: (-_relevance(p[1], error, output), -p[0]))
    return [c for _, c in ranked[:2]]


_TRIVIAL = re.compile(r"^[\s{}()\[\];,.:'\"`-]*$|^\s*(?:#|//|--(?!\s*\w+:)|/\*|\*)")


def _added_block(change: Change) -> str | None:
    """The lines a change adds, squashed, when it adds a small block rather than edits a line."""
    old = {ln.strip() for ln in change.old.splitlines()}
    added = [ln.strip() for ln in change.new.splitlines() if ln.strip() and ln.strip() not in old]
    removed = [ln for ln in change.old.splitlines() if ln.strip() and ln not in change.new]
    if len(added) < 2 or len(removed) > 1:
        return None
    meaningful = [ln for ln in added if not _TRIVIAL.match(ln)]
    if not meaningful:
        return None
    squashed = " ".join(added)
    if len(squashed) <= 90:
        return f"add `{squashed}`"
    picked = [ln if len(ln) <= 70 else ln[:69] + "…" for ln in meaningful[:2]]
    return "add " + " and ".join(f"`{ln}`" for ln in picked)


def _new_file(change: Change) -> str | None:
    """A new file by the line that says most about it (the one its name speaks of)."""
    if change.old.strip() or not change.new.strip():
        return None
    name = change.path.rsplit("/", 1)[-1]
    topic = [w for w in re.findall(r"[a-z]{4,}", name.lower()) if w not in ("test", "spec")]
    lines = [ln.strip() for ln in change.new.splitlines()[:80] if ln.strip()]
    lines = [ln for ln in lines if not _TRIVIAL.match(ln)]
    if not lines or not topic:
        return None
    best = max(lines, key=lambda ln: (sum(w in ln.lower() for w in topic), -lines.index(ln)))
    best = best if len(best) <= 70 else best[:69] + "…"
    return f"create `{name}` with `{best}`"


def describe_change(change: Change) -> str:
    """A change as a short imperative: the block it adds, else its smallest differing span."""
    return (
        dependency_added(change) or _new_file(change) or _added_block(change) or summarize(change)
    )


#: a model's reasoning written into its reply (Aider's `<thinking-content-…>`, `<think>`), and
#: the bold titles of reasoning summaries (Codex): not what the agent told the person
_REASONING = re.compile(
    r"<(think(?:ing)?(?:-content-[0-9a-f]+)?)>.*?(?:</\1>|\Z)|^\s*\*\*[^*\n]{1,120}\*\*\s*$",
    re.S | re.M,
)


#: the agent telling how the work goes ("re-running now", "Build in progress", "I'll monitor
#: it"), not what was wrong
_PROGRESS = re.compile(
    r"\b(?:re-?run(?:ning)?|running (?:it |them |the \w+ )?again|in progress|"
    r"i[’']ll (?:monitor|check|wait|watch|keep)|(?:still|now) (?:running|building|waiting)|"
    r"retrying|trying again|underway|passed|passes|succeeded|started|finished|completed|"
    r"pushed|committed|deployed|merged)\b",
    re.I,
)
#: words that say what was wrong, kept whatever else the sentence says
_CAUSE_WORDS = re.compile(
    r"\b(?:because|caused|missing|not found|wrong|needs?|requires?|instead|error|fail\w*|"
    r"no such|cannot|can[’']t|doesn[’']t|isn[’']t|not)\b",
    re.I,
)


def _progress(sentence: str) -> bool:
    """A sentence that only reports how the work goes."""
    return _PROGRESS.search(sentence) is not None and _CAUSE_WORDS.search(sentence) is None


#: where a sentence ends: a space after . ! ?, or the full stop of a script without spaces
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])\s*")


def _diagnosis(span: list[Event]) -> str | None:
    """The agent's own words about the error before it passed (its first sentence or two)."""
    for ev in span:
        if isinstance(ev, Said) and ev.role == "user":
            return None  # the user took over: their words are their own lesson
        if isinstance(ev, Said) and ev.role == "assistant":
            prose = _REASONING.sub("", ev.text).split("```", 1)[0].split("<<<<<<<", 1)[0]
            first = _SENTENCE_END.split(" ".join(prose.split()))
            # a sentence that leads into what the rule does not keep (a list, a block, the
            # next check: "Running the unit tests for a fuller check:") says nothing alone
            first = [x for x in first if not x.rstrip().endswith((":", "："))]
            kept = ["; ".join(c for c in x.split("; ") if not _progress(c)) for x in first]
            text = " ".join([x for x in kept if x][:2]).strip()
            if len(text) >= 20:
                return text if len(text) <= 220 else text[:219] + "…"
    return None


def _fix_key(err: ErrorSig, general: bool, where: list[str], fix: str, commands: list[Ran]) -> str:
    """Which lessons are one: the same error (a slip only where it was fixed), or any error of
    one tool that the same command fixed (`pnpm prisma generate` after a schema change)."""
    if commands:
        return digest("run", err.family, commands[0].family)
    if general:
        return err.key
    return digest(err.key, *(where[:1] or [norm(fix)]))


def _remedy(
    span: list[Event], error: ErrorSig, output: str, fam: str | None
) -> tuple[str, list[Change], list[Ran]] | None:
    """What was done about an error in `span`: (the fix, its changes, the helper runs), or None.

    The first thing done is the fix: a command (go generate, a migration, an
    install) or the edits, the most relevant to the error first. A helper is
    named by the step of its line that did the work, never the `cd` before it;
    a step that only checks (another test run, a build, a lint) or records
    the work (`git commit`, `gh pr create`) is no helper.
    """
    edits = [e for e in span if isinstance(e, Edited)]
    helpers = [
        e
        for e in span
        if isinstance(e, Ran) and not e.failed and not _is_look(e.command)
        and (fam is None or fam not in e.families) and not _is_look(e.step or e.command)
        and not is_check(e.step or e.command) and not is_bookkeeping(e.step or e.command)
    ]  # fmt: skip
    acted = next((e for e in span if isinstance(e, Edited) or e in helpers), None)
    if isinstance(acted, Edited) and not any(c.old or c.new for e in edits for c in e.changes):
        return None  # edited, but the log kept no text of the edits: no change to name
    edits = [Edited(e.idx, [c for c in e.changes if c.old or c.new]) for e in edits]
    best = _best_changes(edits, error, output) if not isinstance(acted, Ran) else []
    if best:
        fix = " and ".join(describe_change(c) for c in best)
        after = [h for h in helpers if h.idx > min(e.idx for e in edits)]
        if after:  # the change and the command that made it take effect
            fix += f", then run `{short_command(after[0].step or after[0].command, 6)}`"
        return fix, best, helpers
    if helpers:
        steps = [short_command(h.step or h.command, 6) for h in helpers[:2]]
        return "run `" + "`, then `".join(steps) + "` first", [], helpers
    return None


def _stems(text: str) -> set[str]:
    return {w[:5] for w in re.findall(r"[a-z][a-z0-9_]{3,}", text.lower()) if w not in TASK_STOP}


def _speaks_of(words: str, about: str) -> bool:
    """The agent's words name something of the error, the command, the fix or the failing
    output (a word of four letters or more, compared by its first five): an explanation,
    not its progress report ("Both repos pushed. Here's the summary")."""
    return bool(_stems(words) & _stems(about))


def _fix_rule(
    when: str,
    err: ErrorSig,
    fix: str,
    where: list[str],
    extras: list[str],
) -> str:
    """The rule's text: when, the error, the fix, where; then what explains it while it fits."""
    text = f"{when} `{error_phrase(err.describe(), err.code)[:140]}`, {fix}"
    where = [w for w in where if f"`{w.rsplit('/', 1)[-1]}`" not in fix]  # not said twice
    if where:
        text += f" (in {', '.join(where[:2])})"
    text = text.rstrip(".") + "."
    for extra in extras:
        if len(text) + len(extra) + 1 > MAX_RULE_CHARS:
            break
        text = f"{text} {extra}"
    return text.rstrip(".") + "."


def _fix_lesson(
    events: list[Event], i: int, j: int, root: str, *, passed: Ran | None, left: str | None = None
) -> Lesson | None:
    """The lesson of the failure at `i` that was gone by `j` (a pass, or another error);
    `left` is the step that made the difference when the passing line is the failing one
    again (`_persisted`)."""
    fail = events[i]
    assert isinstance(fail, Ran) and fail.error is not None
    fam = fail.family
    span = events[i + 1 : j]
    said = _diagnosis(span)
    if any(isinstance(e, Reverted) for e in span):
        return None  # undone, not fixed: the revert is the lesson
    err = fail.error
    done = _remedy(span, err, fail.output, fam)
    best: list[Change] = []
    helpers: list[Ran] = []
    dropped = _token_dropped(fail, passed)
    again = events[j] if passed is None else None  # the same work, failing otherwise now
    chained = dropped or _chained_fix(fail, passed) or _program_swapped(fail, passed)
    chained = chained or (_put_first(fail, again) if isinstance(again, Ran) else None)
    if left is not None:
        if _TRANSIENT.search(f"{err.code or ''} {err.message}"):
            return None  # the network came back, whatever ran in between
        fix = chained = f"run `{short_command(left, 6)}` first"
    elif done is not None and (chained is None or done[1]):
        fix, best, helpers = done
    elif chained is not None:
        # the passing line ran the fix itself before the work (`mv a b && x`), or was
        # written without the token the error quoted
        fix = chained
    else:
        if passed is None or _TRANSIENT.search(f"{err.code or ''} {err.message}"):
            return None  # nothing changed (or the network came back): flaky, not a lesson
        if _remote(fail.command) != _remote(passed.command):
            return None  # one ran on another machine: the lines differ in where, not in how
        changed = command_change(fail.command, passed.command)
        if changed is None or _narrowed(fail.command, passed.command):
            return None
        fix = changed
    err = _named_error(fail, fix) or err
    files = [c.path for c in best]
    where = path_globs(files, root)
    # what failed by its words (errors/wording.py), and the shell when only one prints the error
    shell = shell_named(err.tool, err.code, err.message)
    failed = failed_command(short_command(fail.step or fail.command, 40, fam, chars=2000))
    when = f"When `{failed}` fails{f' in {shell}' if shell else ''} with"
    # then what explains it, as long as the rule stays short: the tool's own hint, the
    # agent's diagnosis, and how it summed up what made the run pass
    extras: list[str] = []
    hint = tool_hint(fail.output)
    if hint and hint.lower() not in f"{err.describe()} {fix}".lower():
        extras.append(f"The tool says: {hint.rstrip('.')}.")
    about = f"{fail.step or fail.command} {err.describe()} {fix} {fail.output[-4000:]}"
    # the agent's words are of the work when the fix is only how the line was written
    syntax = fix in (dropped, _program_swapped(fail, passed)) or left is not None
    if said and not syntax and _speaks_of(said, about):
        extras.append(said)
    if passed is not None and not syntax:
        summed = _diagnosis(events[j + 1 : j + 4])
        known = set(norm(f"{when} {err.describe()} {fix} {said or ''}").split())
        if (
            summed
            and summed != said
            and not set(norm(summed).split()) <= known
            and _speaks_of(summed, about)
        ):
            extras.append(summed)
    text = _fix_rule(when, err, fix, where, extras)
    if dropped is not None and fix == dropped:
        # the shell refused how the line was written: the lesson is the shell's, whatever the
        # line went on to run (not "when `npm install …` fails")
        token = fix.split("`")[-2]
        text = f"{shell or 'This shell'} does not take `{token}` (`{_said(err)}`): {fix}."
    elif chained is not None and chained == _program_swapped(fail, passed):
        # what the machine lacks is the lesson, not the one-off script it was asked to run
        missing, instead = fix.split("`")[3], fix.split("`")[1]
        text = (
            f"`{missing}` is missing here (`{_said(err)}`): run `{instead}` instead of `{missing}`."
        )
    idents = [w for c in best for w in changed_identifiers(c)][:8]
    commands = [fam] + [h.family for h in helpers[:2]]
    general = SLIP.search(f"{err.code or ''} {err.message}") is None and not test_slip(
        fail.command, err
    )
    after = passed.command if passed is not None else ""
    retried = not (best or helpers) and (
        path_retried(err.describe(), fail.command, after) or climbed_back(fail.command, after)
    )
    return Lesson(
        kind="error_fix",
        text=text,
        key=_fix_key(err, general, where, fix, helpers if not best else []),
        idx=fail.idx,
        confirmed=True,  # the next run of the tool no longer met this error
        general=general,
        # a slip fixed by editing the code is learned when it recurs; one fixed by a command
        # alone (an install, a generator) is about the environment, whatever its message (a
        # path not there, named otherwise by the next line, or a line run again after a `cd` only
        # up the tree, is a slip: errors/paths.py)
        # (so is an error that names nothing but the runner's verdict, fixed by an edit or by
        # the tool's own autofix: what it found is not said, only that it found something)
        tentative=((slip(fail.command, err) or unnamed(err)) and not (helpers and not best))
        or retried
        or (unnamed(err) and autofixed(fail.command, helpers, bool(best), fix)),
        evidence=[err.describe()[:200]],
        error=err.describe()[:200],
        error_key=err.key,
        fix=fix,
        languages=languages_of(files, [fam]),
        files=where,
        commands=commands,
        terms=idents,
    )


def _named_error(fail: Ran, fix: str) -> ErrorSig | None:
    """The error of the failed run that its fix names by code, when the fix does not name the
    one printed first (`errors_named`); a slip only when the fix names nothing else."""
    if fail.error is None:
        return None
    named = errors_named(fail.step or fail.command, fail.output, fix, fail.error)
    return next((e for e in named if not slip(fail.command, e)), named[0] if named else None)


def _pasted_outcome(events: list[Event], i: int) -> tuple[list[Event], bool | None]:
    """The agent's turn after the error pasted at `i`, and whether what it did held.

    The turn runs to the person's next words. It did not hold (False) when
    it was undone, a run in it met the error again, or the person then
    pastes the same error again or says it did not help; it held (True) when
    a run of the error's tool (any run, when the paste names none) passed in
    it or the person moved on; None when the session ended unverified.
    """
    said = events[i]
    assert isinstance(said, Said) and said.error is not None
    err = said.error
    k = i + 1
    while k < len(events) and not user_said(events[k]):
        k += 1
    span = events[i + 1 : k]
    runs = [e for e in span if isinstance(e, Ran) and not _is_look(e.command)]
    if any(isinstance(e, Reverted) for e in span) or any(
        r.failed and r.error is not None and r.error.key == err.key for r in runs
    ):
        return span, False
    nxt = events[k] if k < len(events) else None
    if isinstance(nxt, Said) and (
        (nxt.error is not None and nxt.error.key == err.key) or STILL.search(nxt.text[:400])
    ):
        return span, False  # pasted again, or "still failing"
    tool = None if err.tool in NO_TOOL else err.tool
    if any(not r.failed and (tool is None or family_of(tool_of(r.command)) == err.family)
           for r in runs):  # fmt: skip
        return span, True
    return span, True if nxt is not None else None


def pasted_fixed(events: list[Event], i: int) -> bool:
    """Did the agent act on the error the person pasted at `i`, and did that hold?

    Acting is an edit or a command that did something (not one that only
    looks around); holding is `_pasted_outcome`'s: a passing run of its tool,
    or the person moving on without pasting it again or saying it still fails.
    """
    span, held = _pasted_outcome(events, i)
    acted = any(
        isinstance(e, Edited) or (isinstance(e, Ran) and not _is_look(e.command)) for e in span
    )
    return acted and held is True


def _pasted_lesson(events: list[Event], i: int, root: str) -> Lesson | None:
    """The lesson of an error the person pasted at `i`, fixed by the agent's turn after it.

    Its change (the edits, else the commands that worked) is the fix, unless
    it did not hold (`_pasted_outcome`). It is *confirmed* when it held: a run
    passed after it or the person moved on without pasting it again; a
    session that ends right after the change leaves it a proposal.
    """
    said = events[i]
    assert isinstance(said, Said) and said.error is not None
    err = said.error
    span, held = _pasted_outcome(events, i)
    if held is False:
        return None
    done = _remedy(span, err, said.text, None)
    if done is None:
        return None  # explained, not changed
    fix, best, helpers = done
    tool = None if err.tool in NO_TOOL else err.tool
    files = [c.path for c in best]
    where = path_globs(files, root)
    when = f"When `{tool}` fails with" if tool else "On"
    extras = [d for d in [_diagnosis(span)] if d]
    text = _fix_rule(when, err, fix, where, extras)
    general = SLIP.search(f"{err.code or ''} {err.message}") is None
    return Lesson(
        kind="error_fix",
        text=text,
        key=_fix_key(err, general, where, fix, helpers if not best else []),
        idx=said.idx,
        confirmed=held is True,
        general=general,
        tentative=slip(err.tool or "", err),
        evidence=[err.describe()[:200]],
        error=err.describe()[:200],
        error_key=err.key,
        fix=fix,
        languages=languages_of(files, [tool] if tool else []),
        files=where,
        commands=([tool] if tool else []) + [h.family for h in helpers[:2]],
        terms=[w for c in best for w in changed_identifiers(c)][:8],
    )


def _chained_fix(fail: Ran, passed: Ran | None) -> str | None:
    """The step the passing command line ran before the work that the failing one did not
    (`mv ~/themes/A\\ B ~/themes/a-b && theme-set a-b`): the fix, whatever ran in between."""
    if passed is None or len(work_steps(passed.command)) <= len(work_steps(fail.command)):
        return None
    changed = command_change(fail.command, passed.command)
    ran_first = changed is not None and changed.startswith("run `") and changed.endswith(" first")
    return changed if ran_first else None


def _put_first(fail: Ran, retried: Ran) -> str | None:
    """The same work retried, failing otherwise now, after steps put before it that passed
    and that the failing line did not run (`git config --global http.version HTTP/1.1 &&
    git clone …` after `git clone …` broke in HTTP/2's framing): those steps dealt with the
    first error, whatever stops the work now. A step that leaves nothing behind, removes
    something, only looks or checks, is none; nor is anything when the first error was the
    network's."""
    if fail.error is None or _TRANSIENT.search(f"{fail.error.code or ''} {fail.error.message}"):
        return None
    if " ".join(fail.step.split()) != " ".join(retried.step.split()):
        return None  # other work: the error changed with it
    ran = {" ".join(st.split()) for st in _own_steps(fail.command)}
    new = [
        st for st in passed_before(retried.command, retried.step)
        if " ".join(st.split()) not in ran and (st.split() or [""])[0] not in _CLEARS_WAY
        and not (_is_look(st) or is_check(st) or is_bookkeeping(st))
    ]  # fmt: skip
    if not new:
        return None
    return "run `" + "`, then `".join(short_command(st, 6) for st in new[:2]) + "` first"


def _own_steps(command: str) -> list[str]:
    """The steps of a line, those of its remote command when it runs on another host."""
    steps = command_steps(command)
    remote = remote_command(steps[0]) if len(steps) == 1 else None
    return command_steps(remote) if remote else steps


def _token_dropped(fail: Ran, passed: Ran | None) -> str | None:
    """A token of the failing line that its error quotes and the passing line no longer holds
    (PowerShell's `The token '&&' is not a valid statement separator`): the fix is the line
    written without it, whatever else the two lines share."""
    if passed is None or fail.error is None:
        return None
    for token in re.findall(r"'([^'\s\w]{1,4})'", fail.error.message):
        if token in fail.command and token not in passed.command:
            if token == "&&" and ";" in passed.command:
                return "use `;` instead of `&&` between the commands"
            return f"write the command line without `{token}`"
    return None


#: steps that leave nothing behind for a later line (a folder changed into, a message, a pause)
_LEAVES_NOTHING = frozenset(
    {"cd", "pushd", "popd", "Set-Location", "sl", "Push-Location", "echo", "printf", "true", ":",
     "Write-Host", "Write-Output", "sleep", "Start-Sleep", "clear", "cls", "alias"}
)  # fmt: skip
#: steps that leave nothing behind, or only clear the way for the work run again (the
#: folder a failed clone left, removed)
_CLEARS_WAY = _LEAVES_NOTHING | {"rm", "rmdir", "rd", "del", "Remove-Item", "ri"}


def _same_line(a: str, b: str) -> bool:
    """Two lines that do the same work: the same working steps, word for word, and no two
    folders changed into (`cd app && x` is `x` run again where the agent already was)."""
    steps = [[" ".join(st.split()) for st in work_steps(line)] for line in (a, b)]
    places = [{st for st in command_steps(line) if st.split()[:1] == ["cd"]} for line in (a, b)]
    return steps[0] == steps[1] and not (places[0] and places[1] and places[0] != places[1])


def _persisted(events: list[Event], i: int, j: int) -> tuple[int, str | None] | None:
    """The passing line at `j` is one that had failed before, word for word (at `k`, the
    first of the failures since the tool last passed), and no edit came since: what it did
    differently is not in the line, it was left behind by a step run in between — a
    setting, a login, an install — that passed, even at the head of a line that went on to
    fail (`gh auth setup-git && git push`). Returns `k` and the last such step (None when
    nothing was left behind: the line passed on its own), or None when the passing line
    repeats no failed one or the code changed."""
    passed = events[j]
    assert isinstance(passed, Ran)
    fam = passed.family
    since = max(
        (n for n in range(i) if isinstance(e := events[n], Ran) and not e.failed
         and fam in e.families),
        default=-1,
    )  # fmt: skip
    k = next(
        (
            n
            for n in range(since + 1, i)
            if isinstance(e := events[n], Ran) and e.failed and e.family == fam
            and _same_line(e.command, passed.command)
        ),
        None,
    )  # fmt: skip
    if k is None or any(isinstance(e, Edited) for e in events[k + 1 : j]):
        return None  # no such line, or the code changed since: the edits are the fix
    redone = set(passed.families)
    left: str | None = None
    for e in events[k + 1 : j]:
        if not isinstance(e, Ran) or _is_look(e.command):
            continue
        steps = passed_before(e.command, e.step) if e.failed else command_steps(e.command)
        for step in steps:
            if (
                (step.split() or [""])[0] in _LEAVES_NOTHING or _is_look(step) or is_check(step)
                or is_bookkeeping(step) or command_family(step) in redone
            ):  # fmt: skip
                continue
            left = step
    return k, left


def _remote(command: str) -> bool:
    """Whether a step of the line runs its work on another host (`ssh host "…"`)."""
    return any(remote_command(st) is not None for st in command_steps(command))


def _narrowed(before: str, after: str) -> bool:
    """The command only ran fewer things (a test file, a filter): not a fix."""
    a, b = before.split(), after.split()
    if len(b) <= len(a) or b[: len(a)] != a:
        return False
    return all(not t.startswith("--") or t in ("-k", "--run", "-run") for t in b[len(a) :])


#: where a shell says an error came from (`/bin/bash: line 1: `), not what the error is
_SHELL_PLACE = re.compile(r"^(?:/\S*/)?(?:ba|z|da|fi)?sh:\s*(?:line \d+:\s*)?")


def _said(err: ErrorSig) -> str:
    """An error as a reader names it: its first clause, without where the shell said it."""
    text = error_phrase(_SHELL_PLACE.sub("", err.describe()), err.code).split("; ", 1)[0]
    return text if len(text) <= 120 else text[:119] + "…"


#: an error that says the program itself is missing (`python: command not found`,
#: `'python' is not recognized as an internal or external command`)
_NO_PROGRAM = re.compile(
    r"command not found|not found|is not recognized|no such file or directory|not installed|"
    r"ENOENT|cannot find|could not find|unknown command",
    re.I,
)


def _program_swapped(fail: Event, passed: Ran | None) -> str | None:
    """The passing line is the failing one with another program in front (`python3 - <<PY`
    after `python: command not found`): the fix is to run that program instead, whatever
    the rest of a one-off script says."""
    if not isinstance(fail, Ran) or passed is None or fail.error is None or passed.failed:
        return None
    before = bare_step(fail.step or fail.command).split("\n", 1)[0].split()
    after = bare_step(passed.step or passed.command).split("\n", 1)[0].split()
    if not before or not after or before[0] == after[0] or before[1:] != after[1:]:
        return None
    program = before[0].rsplit("/", 1)[-1]
    message = f"{fail.error.code or ''} {fail.error.message}"
    if _NO_PROGRAM.search(message) is None or program not in message:
        return None
    return f"run `{after[0]}` instead of `{before[0]}`"


#: the agent asking the person to run a command themselves (it cannot: a password, a
#: fingerprint, an interactive prompt, a terminal of their own)
_HAND_OVER = re.compile(
    r"\b(?:run (?:this|these|it|them|the following|that)\b|in (?:your|a) (?:own |real )?"
    r"terminal|yourself|you(?:[’']ll| will)? (?:need to|have to) run|please run|can you run|"
    r"you can run)|\bon your (?:side|end)\b|"
    r"在(?:你的|您的)?终端|自己运行|手动运行|nel tuo terminale|esegui tu",
    re.I,
)


def _handed_lesson(events: list[Event], i: int) -> Lesson | None:
    """The lesson of a run that failed where only the person can run it: the agent's next
    words hand the same command to them ("Run this in your terminal: `sudo pacman -S …`")
    and did not try it again, and the person went on without the error coming back.

    The remedy is the hand-over itself: a fact about the agent's environment (a `sudo`
    that cannot prompt, a login that needs a browser), learned like any other fix.
    """
    fail = events[i]
    assert isinstance(fail, Ran) and fail.error is not None
    step = " ".join(bare_step(fail.step or fail.command).split("\n", 1)[0].split())
    if len(step) < 6 or _TRANSIENT.search(f"{fail.error.code or ''} {fail.error.message}"):
        return None  # a run that timed out can run here: handing it over is no lesson
    span, nxt = agent_turn(events, i)
    if nxt is None or STILL.search(nxt.text[:400]) is not None:
        return None
    if nxt.error is not None and nxt.error.key == fail.error.key:
        return None  # the person pastes the same error: it did not work for them either
    if any(isinstance(e, Ran) and " ".join((e.step or e.command).split()) == step for e in span):
        return None  # the agent tried it again itself
    handed = [
        e
        for e in span
        if isinstance(e, Said)
        and e.role == "assistant"
        and step in " ".join(e.text.split())
        and _HAND_OVER.search(e.text) is not None
    ]
    if not handed:
        return None
    err = fail.error
    fam = fail.family
    short = short_command(step, 6)
    fix = f"ask the person to run `{short}` in their own terminal"
    program = step.split()[0].rsplit("/", 1)[-1]
    text = f"`{program}` cannot run in the agent's shell (`{_said(err)}`): {fix}."
    return Lesson(
        kind="error_fix",
        text=text,
        key=err.key,
        idx=fail.idx,
        confirmed=True,  # the person went on without meeting it again
        general=True,
        evidence=[err.describe()[:200]],
        error=err.describe()[:200],
        error_key=err.key,
        fix=fix,
        languages=languages_of([], [fam]),
        files=[],
        commands=[fam],
        terms=[],
    )


def fixes(trace: Trace, root: str) -> list[Lesson]:
    """Errors that went away: a later run of the same tool passed, or failed otherwise; and
    errors the person pasted that the agent's change dealt with (`_pasted_lesson`)."""
    events = trace.events
    out: list[Lesson] = []
    open_fail: dict[str, int] = {}
    for j, ev in enumerate(events):
        if not isinstance(ev, Ran) or _is_look(ev.command):
            continue
        fam = ev.family
        if ev.failed:
            i = open_fail.pop(fam, None)
            if i is not None:
                prev = events[i]
                assert isinstance(prev, Ran) and prev.error is not None
                if ev.error is not None and ev.error.key == prev.error.key:
                    open_fail[fam] = j  # the same error again: what comes next is the fix
                    continue
                # the error changed: what was done in between dealt with the first one
                lesson = _fix_lesson(events, i, j, root, passed=None)
                if lesson is not None:
                    out.append(lesson)
            if ev.error is not None:
                open_fail[fam] = j
            continue
        swapped = [f for f, i in open_fail.items() if _program_swapped(events[i], ev)]
        for step in [*ev.families, *swapped]:
            i = open_fail.pop(step, None)
            if i is None:
                continue
            returned = _persisted(events, i, j)
            if returned is not None and returned[1] is None:
                continue  # back to a line that had failed, nothing left between: no fix
            if returned is not None:
                lesson = _fix_lesson(events, returned[0], j, root, passed=ev, left=returned[1])
            else:
                lesson = _fix_lesson(events, i, j, root, passed=ev)
            if lesson is not None:
                out.append(lesson)
    fixed = {x.idx for x in out}
    # the person reporting a run the session then fixed ("What's wrong? Fix" after Aider's
    # `/run`): that run's lesson is the fix, not a second one from their words
    reported = {e.error.key for e in events if isinstance(e, Ran) and e.error and e.idx in fixed}
    for i, ev in enumerate(events):
        if isinstance(ev, Ran) and ev.failed and ev.error is not None and ev.idx not in fixed:
            handed = _handed_lesson(events, i)
            if handed is not None:
                out.append(handed)
                fixed.add(ev.idx)
    out.sort(key=lambda x: x.idx)
    told = 0
    for i, ev in enumerate(events):
        if not (isinstance(ev, Said) and ev.human) or (ev.error and ev.error.key in reported):
            continue
        pasted = _pasted_lesson(events, i, root) if ev.error is not None else None
        if pasted is None and told < MAX_TOLD:
            pasted = told_lesson(events, i, root)
            told += pasted is not None
        if pasted is not None:
            out.append(pasted)
    return out
