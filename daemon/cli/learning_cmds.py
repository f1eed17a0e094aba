"""`kenning diary`, `reflect`, `validate`, `summaries`, `compact`: sessions become rules."""

from __future__ import annotations

from typing import Any

import click

from .main import App, emit, json_option, pass_app
from .opcall import run_op


def _describe(challenge: dict[str, Any]) -> str:
    """An error met, in a few words (diary.ErrorSignature.describe, from its JSON), and whether
    it was pasted by the person and fixed later in the session."""
    exception, message = challenge["exception"], challenge["message"]
    if not exception:
        text = str(message or "an error")
    else:
        msg = message if message != exception else ""
        text = f"{exception}: {msg}" if msg else str(exception)
    notes = [n for n, on in (("pasted", challenge.get("pasted")),
                             ("resolved", challenge.get("resolved"))) if on]  # fmt: skip
    return f"{text} ({', '.join(notes)})" if notes else text


@click.command()
@click.argument("session_id")
@click.option(
    "--no-llm", is_flag=True, help="Use the deterministic extractor even if an LLM is set."
)
@json_option
@pass_app
def diary(app: App, session_id: str, no_llm: bool) -> None:
    """Write and show the diary of one session: what it did, met, learned, ended with.

    The diary is extracted from the stored messages and tool calls without an
    LLM (same session → same diary): outcome (last test run, errors left
    unresolved, the user's closing words), accomplishments, decisions,
    errors with their signature (a failed run, or an error the person
    pasted), each marked resolved when it was fixed later in the session,
    the user's always/never/prefer statements, each error with the change
    that fixed it, files, commands, tags. With an LLM configured
    (`llm.provider`), the LLM fills the same fields; invalid
    output falls back to the extractor. It is stored (the daemon also writes
    one for every session idle `ingest.diary_idle_minutes`) and read by
    `kenning reflect`. Find session ids with `kenning sessions list`; the
    agent's own id alone (a Claude Code or Codex uuid) is enough when unique.

    \b
    Examples:
      kenning diary claude_code:5f1c2e9a-0b7d-4c1e-9a3f-2d6b8e4c1a70
      kenning diary 0199a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b --json

    JSON: {"source" (deterministic|llm), "summary" (its summary.md), "diary":
    {"session_id", "status", "status_reasons", "accomplishments", "decisions",
    "challenges": [{"exception", "command", "message", "idx", "resolved",
    "pasted"}], "preferences", "learnings": [{"error", "fix", "context",
    "files"}], "files", "commands", "tags",
    "anchors", "feedback", "tests_passed", ...}}.
    """
    data = run_op(app, "diary", {"session": session_id, "no_llm": no_llm})
    d, source = data["diary"], data["source"]

    def human() -> None:
        click.echo(f"{d['session_id']} ({d['agent']}) — {d['status']}  [{source}]")
        for r in d["status_reasons"]:
            click.echo(f"  because {r}")
        for title, items in (
            ("did", d["accomplishments"]),
            ("decided", d["decisions"]),
            ("met", [_describe(c) for c in d["challenges"]]),
            ("lessons", [f"{x['kind'].replace('_', ' ')}: {x['text']}" for x in d["lessons"]]),
        ):
            for item in items:
                click.echo(f"  {title}: {item}")
        click.echo(f"  summary: {data['summary']}")

    emit(app, data, human)


@click.command()
@click.option("--days", type=float, help="Only sessions started in the last N days.")
@click.option("--session", "session_id", help="Only this session (reflected again).")
@click.option("--dry-run", is_flag=True, help="Show the changes, write nothing.")
@click.option("--no-llm", is_flag=True, help="Deterministic only, even if an LLM is set.")
@click.option("--passes", type=click.IntRange(1, 10), default=3, show_default=True,
              help="At most this many LLM reflector passes.")  # fmt: skip
@json_option
@pass_app
def reflect(
    app: App,
    days: float | None,
    session_id: str | None,
    dry_run: bool,
    no_llm: bool,
    passes: int,
) -> None:
    """Turn new session diaries into rules, checked against evidence.

    Deterministic without an LLM: what one session teaches (a preference
    the user stated, an error fixed: "When <command> fails with <error>,
    <fix>.", a change reverted) becomes a proposal; a second session
    makes it active with every session in its provenance (the user said it
    again, in any words: one rule per lesson; the error fixed again), and
    so does a later session shown it that passed its tests; a rule shown to a session
    that then passed its tests is marked helpful automatically, one whose
    pitfall happened anyway harmful (weight `learning.auto_weight`, at most
    `learning.auto_feedback_cap` per session); `kenning: helpful b-…`
    comments are recorded. Every rule passes the evidence gate (see `kenning
    validate`) and the curator (dedup, forgotten rules, conflicts). Sessions
    are reflected once: running it again changes nothing. The daemon
    reflects on each session alone `learning.quiet_seconds` (120) after its
    last write, or at once after the agent's `/exit`, and sweeps up the rest
    every `learning.reflect_every_minutes` (60); `kenning status` says when.

    \b
    Examples:
      kenning reflect --dry-run
      kenning reflect --days 7 --json
      kenning reflect --session claude_code:5f1c2e9a-0b7d-4c1e-9a3f-2d6b8e4c1a70

    JSON: {"sessions", "dry_run", "llm_passes", "deltas": [{"action"
    (add|reinforce|promote|helpful|harmful|conflict|reject), "content",
    "rule_id", "state" (proposal|active|retired), "maturity", "sessions",
    "reason", "verdict"}]}: state and maturity as `playbook list` shows them.
    """
    params = {
        "days": days,
        "session": session_id,
        "dry_run": dry_run,
        "no_llm": no_llm,
        "passes": passes,
    }
    report = run_op(app, "reflect", params)

    def human() -> None:
        verb = "would reflect on" if dry_run else "reflected on"
        click.echo(f"{verb} {len(report['sessions'])} session(s)")
        for d in report["deltas"]:
            what = d["content"] or d["rule_id"] or ""
            words = [w for w in (d["state"], d.get("maturity")) if w]
            state = f" [{', '.join(words)}]" if words else ""
            click.echo(f"  {d['action']}{state}: {what} ({d['reason']})")
        waiting = sum(
            1 for d in report["deltas"] if d["action"] == "add" and d["state"] == "proposal"
        )
        if waiting and not dry_run:
            click.echo(f"{waiting} new proposal(s): accept or reject them with `kenning review`")

    emit(app, report, human)


@click.command()
@click.argument("rule")
@json_option
@pass_app
def validate(app: App, rule: str) -> None:
    """Run the evidence gate on a proposed rule: accept, propose, or reject.

    Sessions whose messages talk about the rule's subject are counted by
    their outcome: ended in success → supporting, in failure → contradicting.
    More contradicting than supporting: reject. Two or more supporting:
    accept. Otherwise: a proposal. Reflection runs the same gate
    before adding any rule.

    \b
    Examples:
      kenning validate "Mock the database with an in-memory SQLite in tests"
      kenning validate "Pin numpy below 2" --json

    JSON: {"rule", "verdict" (accept|proposal|reject), "supporting",
    "contradicting", "neutral"} (session ids).
    """
    ev = run_op(app, "validate", {"rule": rule})

    def human() -> None:
        label = {"accept": "accept", "proposal": "propose", "reject": "reject"}[ev["verdict"]]
        click.echo(f"{label}: {len(ev['supporting'])} supporting, "
                   f"{len(ev['contradicting'])} contradicting session(s)")  # fmt: skip
        for sid in ev["supporting"]:
            click.echo(f"  + {sid}")
        for sid in ev["contradicting"]:
            click.echo(f"  - {sid}")

    emit(app, ev, human)


@click.command()
@json_option
@pass_app
def summaries(app: App) -> None:
    """Regenerate the summary.md of every session and the cross-session facts.

    Writes KENNING_HOME/summaries/<session>/summary.md from each stored diary
    (only files whose text changed) and recomputes the facts MEMORY.md
    starts with (`kenning export memory-md` writes it). Both are projections
    of the database: deleting them loses nothing.

    JSON: {"written", "facts", "folder"}.
    """
    data = run_op(app, "summaries", {})
    emit(
        app,
        data,
        f"{data['written']} summaries written under {data['folder']}; {data['facts']} facts",
    )


@click.command()
@click.option("--days", type=float, default=180, show_default=True,
              help="Only sessions that ended more than N days ago.")  # fmt: skip
@click.option("--keep", type=click.IntRange(0), default=0, show_default=True,
              help="Spare this many of the newest eligible sessions.")  # fmt: skip
@click.option("--dry-run", is_flag=True, help="Count what would go, delete nothing.")
@json_option
@pass_app
def compact(app: App, days: float, keep: int, dry_run: bool) -> None:
    """Shrink old sessions: drop their raw tool output, keep messages and diary.

    Only sessions older than --days that already have a diary and were
    reflected on; never a session a rule's provenance or link points to (the
    evidence behind a rule stays whole). Search then finds what was said,
    not every byte a tool printed. Run `kenning reflect` first.

    \b
    Examples:
      kenning compact --dry-run
      kenning compact --days 365 --keep 100 --json

    JSON: {"sessions", "messages" (tool messages removed), "protected", "dry_run"}.
    """
    report = run_op(app, "compact", {"days": days, "keep": keep, "dry_run": dry_run})
    verb = "would drop" if dry_run else "dropped"
    emit(
        app,
        report,
        f"{verb} {report['messages']} tool messages of {len(report['sessions'])} sessions "
        f"({report['protected']} kept: rules cite them)",
    )


def register(group: click.Group) -> None:
    group.add_command(diary)
    group.add_command(reflect)
    group.add_command(validate)
    group.add_command(summaries)
    group.add_command(compact)
