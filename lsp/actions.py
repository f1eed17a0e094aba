"""Code actions (cheap: built from diagnostics and the line) and the commands behind them.

    kenning.markHelpful  [ruleId, uri?]          a helpful mark, in the real store
    kenning.markHarmful  [ruleId, uri?, reason?] asks for a reason when none is given

A client that does not declare `window.showMessage` (eglot, Helix) cannot be
asked why a rule is harmful, so it is offered one "Mark b-123 harmful: <reason>"
action per reason instead: the editor's code-action menu is the prompt.
    kenning.explain      [ruleId, uri?]          provenance, evidence, score arithmetic
    kenning.addRule      [uri, range]            the selection becomes a proposed rule
    kenning.acceptProposal [ruleId, uri?]        the proposal becomes an active rule
    kenning.rejectProposal [ruleId, uri?, reason?] retired, never proposed again
    kenning.reload                               re-read the playbook and settings
    kenning.restart                              reload, reopen the database, re-ask settings

"Ignore b-123 on this line" is a plain edit (no command): it appends the
pragma in the file's comment syntax, or adds the id to a pragma already there.
"Rewrite as `uv add httpx` (b-123)" is a plain edit too: where a rule's
derived check found a command the rule states the remedy for, and its
arguments map (`Finding.replacement`, core/derived.py), the command is
replaced; the lines of the range are checked again by the same engine, so
the action does not depend on the client sending the diagnostic back.
A proposal the hover shows on the line (`KenningServer.proposals_at`) gets
"kenning: accept b-123 as rule" and "kenning: reject proposal b-123": the
review operations of `kenning review` (daemon/ops/review.py).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from lsprotocol import types
from pygls.uris import from_fs_path

from kenning.daemon.core.config import resolve_paths
from kenning.daemon.core.errors import KenningError, UsageError
from kenning.daemon.core.models import (
    FeedbackKind,
)
from kenning.daemon.core.private import write_private
from kenning.daemon.playbook.checks import check_text
from kenning.daemon.playbook.pragmas import file_ignores, pragma_comment

from .documents import DocInfo, to_client_col
from .protocol import invalid_params
from .render import explain_markdown

if TYPE_CHECKING:
    from kenning.daemon.ops import OpContext

    from .server import KenningServer

T = TypeVar("T")

__all__ = ["HARMFUL_REASONS", "code_actions", "pragma_edit", "register", "rewrites"]

log = logging.getLogger(__name__)

#: offered by `window/showMessageRequest`, or as one code action each when the
#: client cannot show that request
HARMFUL_REASONS = ("Wrong for this code", "Outdated", "Misleading or too vague")
_PRAGMA_LIST = re.compile(r"kenning:\s*ignore\[([^\]]*)\]")
MAX_DRAFT_CHARS = 1000
#: lines of a range checked again for rewrites (a whole-file selection offers none)
MAX_REWRITE_LINES = 200
#: characters of a line checked again for a rewrite
MAX_REWRITE_CHARS = 16 * 1024


def pragma_text(language: str | None, rule_id: str) -> str:
    """The comment silencing `rule_id` on a line, in the language's comment syntax."""
    return pragma_comment(language or "", rule_id)


def pragma_edit(info: DocInfo, line_no: int, rule_id: str, encoding: str) -> types.TextEdit:
    """The edit that silences `rule_id` on `line_no` (extending an existing pragma)."""
    line = info.line(line_no)
    existing = _PRAGMA_LIST.search(line)
    if existing is not None:
        at = existing.end(1)
        ids = existing.group(1).strip()
        text = f", {rule_id}" if ids else rule_id
    else:
        at = len(line)
        text = ("  " if line.strip() else "") + pragma_text(info.ctx.language, rule_id)
    pos = types.Position(line=line_no, character=to_client_col(line, at, encoding))
    return types.TextEdit(range=types.Range(start=pos, end=pos), new_text=text)


def _wanted(only: list[str] | None, kind: str) -> bool:
    return not only or any(kind == k or kind.startswith(k + ".") for k in only)


def code_actions(ls: KenningServer, params: types.CodeActionParams) -> list[types.CodeAction]:
    """Actions for the rules on the range: from kenning diagnostics, then the line's rules."""
    uri = params.text_document.uri
    info = ls.doc(uri)
    only = [str(k) for k in params.context.only] if params.context.only else None
    out: list[types.CodeAction] = []
    seen: set[tuple[str, int]] = set()
    quick = types.CodeActionKind.QuickFix
    if _wanted(only, quick):
        out += rewrites(ls, info, uri, params.range, params.context.diagnostics)
    for diag in params.context.diagnostics:
        if diag.source != "kenning" or not isinstance(diag.code, str):
            continue
        rule_id = diag.code
        if rule_id == "file-too-large":
            continue
        if _wanted(only, quick) and (rule_id, diag.range.start.line) not in seen:
            edit = pragma_edit(info, diag.range.start.line, rule_id, ls.encoding)
            out.append(
                types.CodeAction(
                    title=f"Ignore {rule_id} on this line",
                    kind=quick,
                    diagnostics=[diag],
                    edit=types.WorkspaceEdit(changes={uri: [edit]}),
                )
            )
        seen.add((rule_id, diag.range.start.line))
    ids = [str(d.code) for d in params.context.diagnostics if _ours(d)]
    ids += [m.rule.rule.id for m in ls.matches_at(info, params.range.start.line)]
    if _wanted(only, quick):
        can_ask = _can_ask(ls)
        for rule_id in dict.fromkeys(ids):
            args = [rule_id, uri]
            out.append(_command(f"Mark {rule_id} helpful", "kenning.markHelpful", args))
            if can_ask:
                out.append(_command(f"Mark {rule_id} harmful…", "kenning.markHarmful", args))
            else:
                out += [
                    _command(
                        f"Mark {rule_id} harmful: {reason}", "kenning.markHarmful", [*args, reason]
                    )
                    for reason in HARMFUL_REASONS
                ]
            out.append(_command(f"Explain {rule_id}", "kenning.explain", args))
        for match in ls.proposals_at(info, params.range.start.line):
            args = [match.rule.rule.id, uri]
            pid = match.rule.rule.id
            out.append(_command(f"kenning: accept {pid} as rule", "kenning.acceptProposal", args))
            out.append(_command(f"kenning: reject proposal {pid}", "kenning.rejectProposal", args))
    rng = params.range
    inside = rng.start.line < len(info.lines)  # a range past the end selects nothing
    if rng.start != rng.end and inside and _wanted(only, types.CodeActionKind.Refactor):
        out.append(
            _command(
                "Add a rule from this selection",
                "kenning.addRule",
                [uri, _range_json(rng)],
                kind=types.CodeActionKind.Refactor,
            )
        )
    return out


def rewrites(
    ls: KenningServer,
    info: DocInfo,
    uri: str,
    rng: types.Range,
    diagnostics: Sequence[types.Diagnostic],
) -> list[types.CodeAction]:
    """ "Rewrite as `…`" for each finding on the range's lines whose rule states the remedy."""
    last = min(rng.end.line, len(info.lines) - 1)
    if last - rng.start.line >= MAX_REWRITE_LINES:
        return []
    ruleset = ls.rules_for(info)
    if ruleset is None:
        return []
    out: list[types.CodeAction] = []
    situation = info.ctx.situation
    silenced: set[str] | None = None
    for n in range(rng.start.line, last + 1):
        line = info.line(n, MAX_REWRITE_CHARS)
        for f in check_text(ruleset.checks, line, situation).findings:
            if f.replacement is None:
                continue
            if silenced is None:  # `ignore-file` pragmas, read once, only when a rewrite is found
                text = ls.workspace.get_text_document(uri).source
                silenced = file_ignores(text.splitlines()) if "kenning:" in text else set()
            if f.rule_id in silenced:
                continue
            span = types.Range(
                start=types.Position(line=n, character=to_client_col(line, f.start, ls.encoding)),
                end=types.Position(line=n, character=to_client_col(line, f.end, ls.encoding)),
            )
            same = [d for d in diagnostics if d.code == f.rule_id and d.range.start.line == n]
            out.append(
                types.CodeAction(
                    title=f"Rewrite as `{f.replacement}` ({f.rule_id})",
                    kind=types.CodeActionKind.QuickFix,
                    diagnostics=same or None,
                    is_preferred=True,
                    edit=types.WorkspaceEdit(
                        changes={uri: [types.TextEdit(range=span, new_text=f.replacement)]}
                    ),
                )
            )
    return out


def _ours(diag: types.Diagnostic) -> bool:
    return diag.source == "kenning" and isinstance(diag.code, str) and diag.code != "file-too-large"


def _range_json(rng: types.Range) -> dict[str, Any]:
    return {
        "start": {"line": rng.start.line, "character": rng.start.character},
        "end": {"line": rng.end.line, "character": rng.end.character},
    }


def _command(
    title: str,
    command: str,
    args: list[Any],
    kind: str = types.CodeActionKind.QuickFix,
) -> types.CodeAction:
    return types.CodeAction(
        title=title,
        kind=kind,
        command=types.Command(title=title, command=command, arguments=args),
    )


# -- commands ------------------------------------------------------------------


def _rule_and_root(ls: KenningServer, args: tuple[Any, ...]) -> tuple[str, Path | None]:
    if not args or not isinstance(args[0], str):
        raise UsageError(
            "the command needs a rule id as its first argument",
            fix='call it with arguments ["b-123"] (and the document uri second)',
        )
    root = ls.first_root()
    if len(args) > 1 and isinstance(args[1], str) and args[1]:
        root = ls.doc(args[1]).root
    return args[0], root


def _op_context(ls: KenningServer, root: Path | None) -> OpContext:
    """The operations' context for files under `root` (its config, the server's store)."""
    from kenning.daemon.ops import OpContext

    # the rule book's playbook cache: an operation reads the playbooks hover already holds
    return OpContext(
        ls.rulebook.config_for(root),
        lambda: ls.rulebook.store,
        source="process",
        warm=False,
        playbooks=ls.rulebook.playbooks,
    )


def _mark(
    ls: KenningServer, rule_id: str, root: Path | None, kind: FeedbackKind, reason: str | None
) -> dict[str, Any]:
    """The `mark` operation (daemon/ops/): the same JSON as `kenning mark --json`."""
    from kenning.daemon.ops import run

    params = {"id": rule_id, "kind": kind.value, "reason": reason}
    result = run(_op_context(ls, root), "mark", {**params, "cwd": str(root) if root else None})
    ls.say(
        f"kenning: marked {rule_id} {kind.value} (score {result['score']['effective']:.2f}, "
        f"{result['new_maturity']})"
    )
    ls.refresh_all()
    return result


def _review(
    ls: KenningServer, rule_id: str, root: Path | None, verdict: str, reason: str | None
) -> dict[str, Any]:
    """The `review.accept` or `review.reject` operation: the JSON of `kenning review accept`."""
    from kenning.daemon.ops import run

    ctx = _op_context(ls, root)
    if verdict == "accept":
        params: dict[str, Any] = {"ids": [rule_id], "cwd": str(root) if root else None}
        result = run(ctx, "review.accept", params)
    else:
        result = run(ctx, "review.reject", {"ids": [rule_id], "reason": reason})
    for left in result["skipped"]:
        ls.say(
            f"kenning: {left['id']} is {left['state']}: {left['why']}", types.MessageType.Warning
        )
    if result["rules"]:
        done = "accepted as an active rule" if verdict == "accept" else "rejected for good"
        ls.say(f"kenning: {rule_id} {done} (undo: `kenning review undo`)")
    ls.refresh_all()
    return result


def _explain(ls: KenningServer, rule_id: str, root: Path | None) -> dict[str, Any]:
    """The `why` operation (daemon/ops/), shown as markdown; retired rules are explained too."""
    from kenning.daemon.ops import run

    params = {"id": rule_id, "cwd": str(root) if root else None}
    text = explain_markdown(run(_op_context(ls, root), "why", params))
    shown = _show(ls, rule_id, text)
    return {"id": rule_id, "markdown": text, "shown": shown}


def _show(ls: KenningServer, rule_id: str, text: str) -> str:
    """Open `text` as a document when the client can; else a message. Returns how."""
    caps = ls.client_capabilities.window
    if caps is not None and caps.show_document is not None and caps.show_document.support:
        path = resolve_paths().home / "lsp" / f"{rule_id}.md"
        write_private(path, text)
        ls.window_show_document(types.ShowDocumentParams(uri=from_fs_path(str(path)) or ""))
        return "document"
    first = " ".join(line for line in text.splitlines()[:12] if line and line != "```")
    ls.say(first)
    return "message"


def register(server: KenningServer) -> None:
    """Register the code action provider and every `kenning.*` command.

    Command handlers take `ls: Any`: pygls resolves their annotations at call
    time, in this module, where `KenningServer` exists for the type checker only.
    """

    @server.feature(
        types.TEXT_DOCUMENT_CODE_ACTION,
        types.CodeActionOptions(
            code_action_kinds=[types.CodeActionKind.QuickFix, types.CodeActionKind.Refactor]
        ),
    )
    def on_code_action(ls: KenningServer, params: types.CodeActionParams) -> list[types.CodeAction]:
        return code_actions(ls, params)

    @server.command("kenning.markHelpful")
    def mark_helpful(ls: Any, *args: Any) -> dict[str, Any]:
        rule_id, root = _arguments(lambda: _rule_and_root(ls, args))
        return _guard(ls, lambda: _mark(ls, rule_id, root, FeedbackKind.HELPFUL, None))

    @server.command("kenning.markHarmful")
    async def mark_harmful(ls: Any, *args: Any) -> dict[str, Any]:
        rule_id, root = _arguments(lambda: _rule_and_root(ls, args))
        reason = args[2] if len(args) > 2 and isinstance(args[2], str) and args[2] else None
        if reason is None:
            reason = await _ask_reason(ls, rule_id)
            if reason is None:
                return {"id": rule_id, "cancelled": True}
        return _guard(ls, lambda: _mark(ls, rule_id, root, FeedbackKind.HARMFUL, reason))

    @server.command("kenning.explain")
    def explain(ls: Any, *args: Any) -> dict[str, Any]:
        rule_id, root = _arguments(lambda: _rule_and_root(ls, args))
        return _guard(ls, lambda: _explain(ls, rule_id, root))

    @server.command("kenning.acceptProposal")
    def accept_proposal(ls: Any, *args: Any) -> dict[str, Any]:
        rule_id, root = _arguments(lambda: _rule_and_root(ls, args))
        return _guard(ls, lambda: _review(ls, rule_id, root, "accept", None))

    @server.command("kenning.rejectProposal")
    def reject_proposal(ls: Any, *args: Any) -> dict[str, Any]:
        rule_id, root = _arguments(lambda: _rule_and_root(ls, args))
        reason = args[2] if len(args) > 2 and isinstance(args[2], str) and args[2] else None
        return _guard(
            ls, lambda: _review(ls, rule_id, root, "reject", reason or "rejected in the editor")
        )

    @server.command("kenning.addRule")
    def add_rule(ls: Any, *args: Any) -> dict[str, Any]:
        uri, rng = _arguments(lambda: _add_rule_arguments(ls, args))
        return _guard(ls, lambda: _add_rule(ls, uri, rng))

    @server.command("kenning.reload")
    def reload(ls: Any, *args: Any) -> dict[str, Any]:
        ls.reset(reopen=False)
        ls.refresh_all()
        return {"reloaded": True}

    @server.command("kenning.restart")
    async def restart(ls: Any, *args: Any) -> dict[str, Any]:
        ls.reset(reopen=True)
        ls.load_base()
        ls.recompute_settings()
        await ls.fetch_client_config()
        ls.refresh_all()
        return {"restarted": True}


def _arguments(parse: Callable[[], T]) -> T:
    """Parse a command's arguments; unusable ones are answered -32602 (Invalid Params)."""
    try:
        return parse()
    except UsageError as exc:
        raise invalid_params(exc.message, exc.fix) from exc


def _guard(ls: KenningServer, fn: Any) -> dict[str, Any]:
    """Run a command; a refused operation becomes a message and an error result."""
    try:
        result: dict[str, Any] = fn()
    except KenningError as exc:
        ls.say(
            f"kenning: {exc.message}" + (f" Fix: {exc.fix}" if exc.fix else ""),
            types.MessageType.Error,
        )
        return {"error": exc.to_json()}
    return result


def _can_ask(ls: KenningServer) -> bool:
    """Whether the client declared `window.showMessage` (it shows showMessageRequest)."""
    caps = ls.client_capabilities.window
    return caps is not None and caps.show_message is not None


async def _ask_reason(ls: KenningServer, rule_id: str) -> str | None:
    if not _can_ask(ls):
        return "marked harmful from the editor"
    answer = await ls.window_show_message_request_async(
        types.ShowMessageRequestParams(
            type=types.MessageType.Info,
            message=f"Why is {rule_id} harmful here?",
            actions=[types.MessageActionItem(title=t) for t in (*HARMFUL_REASONS, "Cancel")],
        )
    )
    if answer is None or answer.title == "Cancel":
        return None
    return answer.title


def _add_rule_arguments(ls: KenningServer, args: tuple[Any, ...]) -> tuple[str, types.Range]:
    usage = UsageError(
        "kenning.addRule needs the document uri and the selected range",
        fix='call it with arguments ["file:///…", {"start": {…}, "end": {…}}]',
    )
    if len(args) < 2 or not isinstance(args[0], str) or not isinstance(args[1], dict):
        raise usage
    try:
        return args[0], ls.protocol._converter.structure(args[1], types.Range)
    except Exception as exc:  # cattrs: a negative line, a missing field, a wrong type
        raise usage from exc


def _add_rule(ls: KenningServer, uri: str, rng: types.Range) -> dict[str, Any]:
    from kenning.daemon.ops import run

    info = ls.doc(uri)
    text = ls.workspace.get_text_document(uri).text_in_client_range(rng)
    content = " ".join(text.split())[:MAX_DRAFT_CHARS]
    if not content:
        raise UsageError("the selection is empty", fix="select the text of the rule first")
    params = {
        "content": content,
        "scope": "language" if info.ctx.language else "global",
        "scope_key": info.ctx.language,
        "state": "proposal",
        "agent": "lsp",
        "evidence": [f"{info.ctx.rel_path}:{rng.start.line + 1}"],
        "cwd": str(info.root) if info.root else None,
    }
    result = run(_op_context(ls, info.root), "playbook.add", params)
    rule_id = result["id"]
    ls.say(
        f"kenning: {result['action']} proposed rule {rule_id}: accept or reject it with "
        f"`kenning review`"
    )
    shown = _explain(ls, rule_id, info.root)["shown"]
    return {**result, "state": result["rule"]["state"], "shown": shown}
