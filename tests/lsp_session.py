"""Drive the real `kenning lsp` process over stdio with pytest-lsp's client."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Union

from lsprotocol import types
from pytest_lsp import LanguageClient, client_capabilities
from pytest_lsp.client import make_test_lsp_client

from .conftest import KENNING

#: Neovim 0.7 has no pull diagnostics (push client); 0.11 has them (pull client)
PUSH_CLIENT = "neovim@v0.7.0"
PULL_CLIENT = "neovim@v0.11.0"


#: what each running client's server answered to `initialize`
SERVER_CAPS: dict[int, types.ServerCapabilities] = {}


def server_caps(lc: LanguageClient) -> types.ServerCapabilities:
    return SERVER_CAPS[id(lc)]


def uri_of(path: Path) -> str:
    return path.resolve().as_uri()


def _fix_code_action_hook(lc: LanguageClient) -> None:
    """Decode `(Command | CodeAction)[]` by the type of `command`, as the spec says.

    lsprotocol's client-side hook takes any item with a `command` key for a
    Command, so a CodeAction that carries a command would come back mangled.
    """
    converter = lc.protocol._converter

    def hook(obj: Any, _: Any) -> types.Command | types.CodeAction:
        if isinstance(obj.get("command"), str):
            return converter.structure(obj, types.Command)
        return converter.structure(obj, types.CodeAction)

    converter.register_structure_hook(types.Command | types.CodeAction, hook)
    converter.register_structure_hook(Union[types.Command, types.CodeAction], hook)  # noqa: UP007


@asynccontextmanager
async def lsp(
    root: Path,
    *,
    client: str | types.ClientCapabilities = PUSH_CLIENT,
    init_options: Any = None,
    configuration: dict[str, Any] | None = None,
    features: dict[str, Callable[..., Any]] | None = None,
    args: tuple[str, ...] = (),
) -> AsyncIterator[LanguageClient]:
    """A started and initialised server for the workspace `root` (inherits KENNING_HOME)."""
    lc = make_test_lsp_client()
    _fix_code_action_hook(lc)
    if configuration is not None:
        lc.set_configuration(configuration, section="kenning")
    for method, handler in (features or {}).items():
        lc.feature(method)(handler)
    await lc.start_io(KENNING, "lsp", "--stdio", *args)
    caps = client_capabilities(client) if isinstance(client, str) else client
    result = await lc.initialize_session(
        types.InitializeParams(
            capabilities=caps,
            root_uri=uri_of(root),
            workspace_folders=[types.WorkspaceFolder(uri=uri_of(root), name=root.name)],
            initialization_options=init_options,
        )
    )
    SERVER_CAPS[id(lc)] = result.capabilities
    try:
        yield lc
    finally:
        SERVER_CAPS.pop(id(lc), None)
        await lc.shutdown_session()
        await lc.stop()  # type: ignore[no-untyped-call]


def open_doc(lc: LanguageClient, path: Path, text: str, language: str = "python") -> str:
    uri = uri_of(path)
    lc.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id=language, version=1, text=text
            )
        )
    )
    return uri


def change_doc(lc: LanguageClient, uri: str, version: int, text: str) -> None:
    lc.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


async def hover(lc: LanguageClient, uri: str, line: int, character: int) -> str | None:
    result = await lc.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=line, character=character),
        )
    )
    if result is None:
        return None
    contents = result.contents
    assert isinstance(contents, types.MarkupContent)
    return contents.value


async def published(
    lc: LanguageClient, uri: str, check: Callable[[list[types.Diagnostic]], bool]
) -> list[types.Diagnostic]:
    """Wait (10 s at most) for pushed diagnostics of `uri` that satisfy `check`."""
    deadline = time.monotonic() + 10
    while True:
        current = list(lc.diagnostics.get(uri, []))
        if uri in lc.diagnostics and check(current):
            return current
        left = deadline - time.monotonic()
        if left <= 0:
            raise AssertionError(f"no matching diagnostics for {uri}; last: {current}")
        try:
            await asyncio.wait_for(
                lc.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), left
            )
        except TimeoutError:
            continue


async def execute(lc: LanguageClient, command: str, *args: Any) -> Any:
    return await lc.workspace_execute_command_async(
        types.ExecuteCommandParams(command=command, arguments=list(args))
    )


async def until(fn: Callable[[], Awaitable[bool]], what: str, timeout: float = 10) -> None:
    """Poll an async condition with a deadline (for changes made by another process)."""
    deadline = time.monotonic() + timeout
    while not await fn():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.05)
