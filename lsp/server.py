"""`kenning lsp`: the playbook's rules as hover, diagnostics and code actions.

A pygls 2 server on stdio for every file type. It reads the database
directly (the daemon need not run) and reloads rules when the playbook
changes (`rules.RuleBook`). Diagnostics are pulled when the client supports
`textDocument/diagnostic` and pushed otherwise, never both: the pull
handler is registered during `initialize` only for clients that declare
pull support, so the capability is advertised to them alone, and the push
path is off for them.

stdout is the protocol: logs go to stderr or a file (`--log-file`). Messages
are read by `transport.py`, not by pygls' loop: no input from the editor (bad
headers, huge lengths, huge documents) stops or stalls the server.
"""

from __future__ import annotations

import asyncio
import logging
import stat
import sys
import threading
from pathlib import Path
from typing import Any, BinaryIO, cast
from urllib.parse import unquote

from lsprotocol import types
from pygls.io_ import StdoutWriter
from pygls.lsp.server import LanguageServer
from pygls.uris import from_fs_path, to_fs_path

from kenning.daemon.core.config import load_config, resolve_paths
from kenning.daemon.core.errors import KenningError

from .actions import register as register_actions
from .diagnostics import check_document, diagnostic_message
from .documents import DocCache, DocInfo, from_client_col, to_client_col
from .matching import Match
from .protocol import KenningProtocol, invalid_params
from .render import hover_markdown, hover_plaintext
from .rules import RuleBook, RuleSet
from .settings import SECTION, ServerSettings, merge_client_settings
from .transport import FrameReader, serve

__all__ = ["KenningServer", "build_server", "main"]

log = logging.getLogger(__name__)

SOURCE = "kenning"
#: how often the background task looks for playbook changes (push clients, refresh)
POLL_SECONDS = 1.0
_SEVERITY = {
    "error": types.DiagnosticSeverity.Error,
    "warning": types.DiagnosticSeverity.Warning,
    "information": types.DiagnosticSeverity.Information,
    "hint": types.DiagnosticSeverity.Hint,
}
#: the most of one line a hover reads: a minified file is one line of megabytes
MAX_LINE_CHARS = 16 * 1024
_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("kenning")
    except PackageNotFoundError:
        return "0"


class KenningServer(LanguageServer):
    """The server and its state (one editor session)."""

    def __init__(self) -> None:
        super().__init__("kenning", _version(), protocol_cls=KenningProtocol)
        self.rulebook = RuleBook(resolve_paths().db)
        self.docs = DocCache()
        cast(KenningProtocol, self.protocol).before_change = self.docs.drop
        self.base = ServerSettings()
        self.options: ServerSettings = self.base
        self.init_options: Any = None
        self.client_config: Any = None
        self.pull = False
        #: the client asked for hover text in plain text, not Markdown (`contentFormat`)
        self.hover_kind = types.MarkupKind.Markdown
        self.encoding = "utf-16"
        self._debounce: dict[str, asyncio.Task[None]] = {}
        self._poller: asyncio.Task[None] | None = None
        self._broken: str | None = None
        #: `rulebook.loads` when open documents were last checked: a reload since
        #: (by a hover, or the poll) means they must be checked again
        self._checked_loads = 0

    # -- settings --------------------------------------------------------------

    def recompute_settings(self) -> None:
        """Cascade [lsp] → initializationOptions → workspace/configuration."""
        settings = self.base
        for raw in (self.init_options, self.client_config):
            if raw is None:
                continue
            settings, problems = merge_client_settings(settings, raw)
            for problem in problems:
                self.say(f"kenning: ignored a setting: {problem}", types.MessageType.Warning)
        self.options = settings
        log.info("settings: %s", settings)

    def load_base(self) -> None:
        root = self.first_root()
        # leniently: a bad key or file is skipped with a message, the rest applies
        loaded = load_config(cwd=root, lenient=True)
        for warning in loaded.warnings:
            self.say(f"kenning: {warning}", types.MessageType.Warning)
        self.base = ServerSettings.from_config(loaded.plain().lsp)

    def first_root(self) -> Path | None:
        try:
            ws = self.workspace
        except RuntimeError:
            return None
        for folder in ws.folders.values():
            path = to_fs_path(folder.uri)
            if path:
                return Path(path)
        root = ws.root_path
        return Path(root) if root else None

    async def fetch_client_config(self) -> None:
        caps = self.client_capabilities.workspace
        if caps is None or not caps.configuration:
            return
        try:
            result = await self.workspace_configuration_async(
                types.ConfigurationParams(items=[types.ConfigurationItem(section=SECTION)])
            )
        except Exception as exc:  # a client may answer with an error: keep what we have
            log.warning("workspace/configuration failed: %s", exc)
            return
        if result:
            self.client_config = result[0]
        self.recompute_settings()

    # -- the connection ----------------------------------------------------------

    def start_io(self, stdin: BinaryIO | None = None, stdout: BinaryIO | None = None) -> None:
        """Serve on stdio until `exit` or the end of input (`transport.serve`, not pygls')."""
        self._stop_event = threading.Event()
        self.protocol.set_writer(StdoutWriter(stdout or sys.stdout.buffer))
        reader = FrameReader(stdin or sys.stdin.buffer, lambda: self.options.max_message_bytes)
        protocol = cast(KenningProtocol, self.protocol)
        try:
            asyncio.run(serve(reader, protocol, self._stop_event, self._tell))
        except BrokenPipeError:
            log.error("the editor closed the connection (broken pipe): stopping")
        except (KeyboardInterrupt, SystemExit):
            pass
        finally:
            self.shutdown()  # type: ignore[no-untyped-call]

    def _tell(self, message: str) -> None:
        """A warning window message (the transport has logged it already)."""
        self.window_show_message(
            types.ShowMessageParams(type=types.MessageType.Warning, message=message)
        )

    # -- messages --------------------------------------------------------------

    def say(self, message: str, kind: types.MessageType = types.MessageType.Info) -> None:
        log.log(logging.WARNING if kind <= types.MessageType.Warning else logging.INFO, message)
        self.window_show_message(types.ShowMessageParams(type=kind, message=message))

    # -- documents and rules ---------------------------------------------------

    def doc(self, uri: str) -> DocInfo:
        """What the server knows of a document; -32602 when it is not open and unreadable."""
        document = self.workspace.get_text_document(uri)
        try:
            path = Path(to_fs_path(uri) or document.path)
            if unquote(uri) not in self.workspace.text_documents:
                self._readable(uri, path)
            source = document.source  # read from disk when the editor did not open it
        except (OSError, ValueError) as exc:
            raise invalid_params(
                f"{uri} is not open in the editor and cannot be read ({exc})",
                fix="send textDocument/didOpen first",
            ) from exc
        return self.docs.get(uri, document.version, path, document.language_id, source)

    def _readable(self, uri: str, path: Path) -> None:
        """A file the editor did not open is read only when it is a file of a sane size."""
        st = path.stat()
        if not stat.S_ISREG(st.st_mode):
            raise invalid_params(f"{uri} is not open in the editor and is not a regular file")
        limit = self.options.max_message_bytes
        if st.st_size > limit:
            raise invalid_params(
                f"{uri} is not open in the editor and is {_mb(st.st_size)}, above "
                f"lsp.max_message_bytes ({_mb(limit)}): kenning does not read it",
                fix="raise lsp.max_message_bytes (editor setting kenning.maxMessageBytes)",
            )

    def rules_for(self, info: DocInfo) -> RuleSet | None:
        try:
            ruleset = self.rulebook.get(info.root)
        except KenningError as exc:
            if self._broken != exc.message:
                self._broken = exc.message
                self.say(f"kenning: {exc.message} Fix: {exc.fix}", types.MessageType.Error)
            return None
        self._broken = None
        return ruleset

    # -- hover -----------------------------------------------------------------

    def hover(self, params: types.HoverParams) -> types.Hover | None:
        if not self.options.hover:
            return None
        info = self.doc(params.text_document.uri)
        ruleset = self.rules_for(info)
        if ruleset is None:
            return None
        line = info.line(params.position.line, MAX_LINE_CHARS)
        col = from_client_col(line, params.position.character, self.encoding)
        if len(line) == MAX_LINE_CHARS and col == len(line):
            return None  # past the part of a very long line that is read
        start, end = col, col
        while start > 0 and line[start - 1] in _WORD_CHARS:
            start -= 1
        while end < len(line) and line[end] in _WORD_CHARS:
            end += 1
        word = line[start:end] or None
        matches = ruleset.index.relevant(
            line, info.ctx, cursor_word=word, limit=self.options.max_hover_rules
        )
        # a proposal only below the rules, one at most, and marked as one
        proposals = (
            ruleset.proposals.relevant(line, info.ctx, cursor_word=word, limit=1)
            if self.options.hover_proposals
            else []
        )
        if not matches and not proposals:
            return None
        n = params.position.line
        rng = types.Range(
            start=types.Position(line=n, character=to_client_col(line, start, self.encoding)),
            end=types.Position(line=n, character=to_client_col(line, end, self.encoding)),
        )
        plain = self.hover_kind == types.MarkupKind.PlainText
        text = hover_plaintext(matches, proposals) if plain else hover_markdown(matches, proposals)
        return types.Hover(
            contents=types.MarkupContent(kind=self.hover_kind, value=text),
            range=rng if word else None,
        )

    def matches_at(self, info: DocInfo, line_no: int) -> list[Match]:
        ruleset = self.rules_for(info)
        if ruleset is None:
            return []
        return ruleset.index.relevant(
            info.line(line_no, MAX_LINE_CHARS), info.ctx, limit=self.options.max_hover_rules
        )

    def proposals_at(self, info: DocInfo, line_no: int) -> list[Match]:
        """The proposal the hover of this line shows (one at most), for its code actions."""
        ruleset = self.rules_for(info) if self.options.hover_proposals else None
        if ruleset is None:
            return []
        return ruleset.proposals.relevant(info.line(line_no), info.ctx, limit=1)

    # -- diagnostics -------------------------------------------------------------

    def diagnostics(self, uri: str) -> list[types.Diagnostic]:
        if not self.options.diagnostics:
            return []
        info = self.doc(uri)
        ruleset = self.rules_for(info)
        if ruleset is None:
            return []
        text = self.workspace.get_text_document(uri).source
        limit = self.options.max_file_bytes
        max_chars = len(text)
        if len(text) > limit // 4:  # only measure bytes when it could matter
            # a character is at least one byte: the first limit + 1 tell (never the whole text)
            raw = text[: limit + 1].encode("utf-8", errors="surrogatepass")
            if len(raw) > limit:
                max_chars = len(raw[:limit].decode("utf-8", errors="ignore"))
        result = check_document(ruleset.checks, text, info.ctx, max_chars=max_chars)
        severity = _SEVERITY[self.options.severity]
        out: list[types.Diagnostic] = []
        if result.truncated_at is not None:
            size = _utf8_size(text)
            note = (
                f"kenning checked only the first {_mb(limit)} of this file ({_mb(size)}): "
                "raise lsp.max_file_bytes (editor setting kenning.maxFileBytes) to check all of it"
            )
            log.warning("%s: %s", info.path, note)
            out.append(
                types.Diagnostic(
                    range=types.Range(
                        start=types.Position(line=0, character=0),
                        end=types.Position(line=0, character=0),
                    ),
                    message=note,
                    severity=types.DiagnosticSeverity.Information,
                    source=SOURCE,
                    code="file-too-large",
                )
            )
        for f in result.findings:
            line, end_line = f.line - 1, f.end_line - 1  # the engine counts from 1, LSP from 0
            # only the part before the column: a long line is not copied whole
            first, last = info.line(line, f.start), info.line(end_line, f.end)
            anchor = ruleset.anchors.get(f.rule_id)
            out.append(
                types.Diagnostic(
                    range=types.Range(
                        start=types.Position(
                            line=line, character=to_client_col(first, f.start, self.encoding)
                        ),
                        end=types.Position(
                            line=end_line, character=to_client_col(last, f.end, self.encoding)
                        ),
                    ),
                    message=diagnostic_message(f),
                    severity=severity,
                    source=SOURCE,
                    code=f.rule_id,
                    code_description=types.CodeDescription(
                        href=f"{from_fs_path(str(anchor[0]))}#L{anchor[1]}"
                    )
                    if anchor
                    else None,
                    tags=[types.DiagnosticTag.Deprecated] if f.kind == "tombstone" else None,
                    data={"ruleId": f.rule_id, "kind": f.kind},
                )
            )
        return out

    def publish(self, uri: str) -> None:
        """Push diagnostics for one document (push clients only)."""
        if self.pull:
            return
        try:
            version = self.workspace.get_text_document(uri).version
        except Exception:
            return
        diagnostics = self.diagnostics(uri)
        if len(self.workspace.text_documents) <= 1:
            # the only open document is now checked against the current rules
            self._checked_loads = self.rulebook.loads
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics, version=version)
        )

    def schedule(self, uri: str) -> None:
        """Publish after `debounce_ms` of quiet (each change restarts the wait)."""
        if self.pull:
            return
        pending = self._debounce.pop(uri, None)
        if pending is not None:
            pending.cancel()
        delay = self.options.debounce_ms / 1000

        async def later() -> None:
            await asyncio.sleep(delay)
            self._debounce.pop(uri, None)
            self.publish(uri)

        self._debounce[uri] = asyncio.ensure_future(later())

    def refresh_all(self) -> None:
        """Rules or settings changed: re-check every open document."""
        self._checked_loads = self.rulebook.loads
        if self.pull:
            caps = self.client_capabilities.workspace
            if caps and caps.diagnostics and caps.diagnostics.refresh_support:
                self.workspace_diagnostic_refresh(None)
            return
        for uri in list(self.workspace.text_documents):
            self.publish(uri)

    async def poll(self) -> None:
        """Watch the playbook (database counter, repo file) and re-check on change."""
        while True:
            await asyncio.sleep(POLL_SECONDS)
            try:
                for root in self.rulebook.changed():
                    self.rulebook.get(root)
            except Exception as exc:  # a locked or vanished database: try again later
                log.debug("poll: %s", exc)
                continue
            if self.rulebook.loads != self._checked_loads and self.workspace.text_documents:
                log.info("playbook changed: re-checking open documents")
                try:
                    self.refresh_all()
                except Exception:  # keep polling: one bad document must not stop it
                    log.exception("re-checking open documents failed")

    def reset(self, *, reopen: bool) -> None:
        self.rulebook.reload(reopen=reopen)
        self.docs.clear()


def _utf8_size(text: str) -> int:
    """len(text.encode()) without the copy of a large text."""
    if text.isascii():
        return len(text)
    step = 1 << 20
    return sum(
        len(text[i : i + step].encode("utf-8", errors="surrogatepass"))
        for i in range(0, len(text), step)
    )


def _mb(n: int) -> str:
    return f"{n / (1024 * 1024):.1f} MB" if n >= 1024 * 1024 else f"{n // 1024} KB"


def _client_pulls(caps: types.ClientCapabilities) -> bool:
    td = caps.text_document
    return td is not None and td.diagnostic is not None


def _hover_kind(caps: types.ClientCapabilities) -> types.MarkupKind:
    """The hover format the client prefers (the first of its `contentFormat` kenning writes).

    Markdown when the client says nothing; plain text when it lists plain text first
    (eglot without markdown-mode asks for `["plaintext"]` only)."""
    td = caps.text_document
    formats = td.hover.content_format if td is not None and td.hover is not None else None
    for kind in formats or ():
        if kind in (types.MarkupKind.Markdown, types.MarkupKind.PlainText):
            return types.MarkupKind(kind)
    return types.MarkupKind.Markdown


def build_server() -> KenningServer:
    """A server with every feature registered (not started)."""
    server = KenningServer()

    @server.feature(types.INITIALIZE)
    def initialize(ls: KenningServer, params: types.InitializeParams) -> None:
        ls.init_options = params.initialization_options
        # the negotiated unit of `character` offsets ("utf-16" unless the client offers more)
        encoding = ls.workspace.position_encoding or "utf-16"
        ls.encoding = str(getattr(encoding, "value", encoding))
        ls.load_base()
        ls.recompute_settings()
        ls.pull = _client_pulls(params.capabilities)
        ls.hover_kind = _hover_kind(params.capabilities)
        log.info("diagnostics mode: %s", "pull" if ls.pull else "push")
        if ls.pull:

            @server.feature(
                types.TEXT_DOCUMENT_DIAGNOSTIC,
                types.DiagnosticOptions(
                    identifier=SOURCE, inter_file_dependencies=False, workspace_diagnostics=False
                ),
            )
            def pull_diagnostics(
                ls: KenningServer, params: types.DocumentDiagnosticParams
            ) -> types.RelatedFullDocumentDiagnosticReport:
                return types.RelatedFullDocumentDiagnosticReport(
                    items=ls.diagnostics(params.text_document.uri)
                )

    @server.feature(types.INITIALIZED)
    async def initialized(ls: KenningServer, params: types.InitializedParams) -> None:
        ls._poller = asyncio.ensure_future(ls.poll())
        await ls.fetch_client_config()

    @server.feature(types.SHUTDOWN)
    def shutdown(ls: KenningServer, params: None) -> None:
        if ls._poller is not None:
            ls._poller.cancel()
        ls.rulebook.close()

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: KenningServer, params: types.DidOpenTextDocumentParams) -> None:
        ls.publish(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: KenningServer, params: types.DidChangeTextDocumentParams) -> None:
        ls.schedule(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: KenningServer, params: types.DidSaveTextDocumentParams) -> None:
        ls.schedule(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: KenningServer, params: types.DidCloseTextDocumentParams) -> None:
        ls.docs.drop(params.text_document.uri)
        if not ls.pull:
            ls.text_document_publish_diagnostics(
                types.PublishDiagnosticsParams(uri=params.text_document.uri, diagnostics=[])
            )

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    def hover(ls: KenningServer, params: types.HoverParams) -> types.Hover | None:
        return ls.hover(params)

    @server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)
    async def did_change_configuration(
        ls: KenningServer, params: types.DidChangeConfigurationParams
    ) -> None:
        sent = params.settings
        if isinstance(sent, dict) and isinstance(sent.get(SECTION), dict):
            ls.client_config = sent[SECTION]
            ls.recompute_settings()
        else:  # the client only says "something changed": ask for our section
            await ls.fetch_client_config()
        ls.refresh_all()

    register_actions(server)
    return server


def main(log_file: Path | None = None, level: str = "INFO") -> None:
    """Run the server on stdio until the editor says `exit`."""
    handler: logging.Handler = (
        logging.FileHandler(log_file, encoding="utf-8")
        if log_file
        else logging.StreamHandler(sys.stderr)
    )
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(level.upper())
    if level.upper() != "DEBUG":
        # pygls logs every message at INFO, with the whole initialize payload
        logging.getLogger("pygls").setLevel(logging.WARNING)
    server = build_server()
    server.start_io()
