"""Every request gets an answer, even one whose params cannot be read.

pygls turns a message into lsprotocol types while parsing it; when a
request's params do not fit (`"params": "x"`, a negative or out-of-range
position) the error is raised before the request's id is known, so the
request is dropped and the editor waits forever for its answer. This
protocol catches that, keeps the id, and answers -32602 (Invalid Params)
with what did not fit. A notification has no answer: it is logged.

Params that fit the types but cannot be used (a command's arguments, a
document neither open nor on disk) are the handlers' to refuse: they raise
`invalid_params(message, fix)`, which pygls answers as -32602 too.

Two of pygls' built-in handlers are narrowed here: `initialize` makes the
workspace keep documents as `text.Document` (lines by offset, edits without
splitting the text), and a `didChange` for a document that is not open (its
`didOpen` was dropped as too large, or never sent) is logged and ignored
instead of failing with a KeyError shown to the user on every keystroke.
A request after `shutdown` is answered InvalidRequest (pygls drops it).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any
from urllib.parse import unquote

from lsprotocol import types
from lsprotocol.types import ResponseError
from pygls.exceptions import JsonRpcException, JsonRpcInvalidParams, JsonRpcInvalidRequest
from pygls.protocol import LanguageServerProtocol
from pygls.protocol.language_server import lsp_method

from .text import DocumentWorkspace

__all__ = ["KenningProtocol", "Unreadable", "invalid_params", "valid_id"]

log = logging.getLogger(__name__)

#: the most of a cattrs explanation put in an error message
MAX_DETAIL = 400


@dataclass(frozen=True)
class Unreadable:
    """A request whose params could not be read, and the error to answer it with."""

    id: int | str | None
    method: str
    error: ResponseError


def _detail(exc: BaseException) -> str:
    """What did not fit, in cattrs' words: `params.position: invalid value`."""
    cause = exc.__cause__
    if cause is None:
        return ""
    try:
        from cattrs import transform_error

        lines = transform_error(cause, path="message")
    except Exception:  # not a cattrs validation error
        return str(cause)[:MAX_DETAIL]
    parts = []
    for line in lines:  # "invalid value @ message.params.position"
        what, _sep, where = line.rpartition(" @ message.")
        parts.append(f"{where}: {what}" if what else line)
    return "; ".join(parts)[:MAX_DETAIL]


def invalid_params(message: str, fix: str | None = None) -> JsonRpcInvalidParams:
    """The -32602 answer for a request whose params are well-formed but unusable."""
    return JsonRpcInvalidParams(f"{message} Fix: {fix}" if fix else message)


def valid_id(value: Any) -> bool:
    """A JSON-RPC request id: a string or an integer."""
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


class KenningProtocol(LanguageServerProtocol):
    """pygls' protocol, answering unreadable requests instead of dropping them."""

    #: called with a document's uri before an edit is applied to it: the server
    #: drops what it keeps of the old text, so the old text can be freed during the edit
    before_change: Callable[[str], None] | None = None

    def structure_message(self, data: dict[str, Any]) -> Any:
        try:
            return super().structure_message(data)
        except JsonRpcException as exc:
            method = data.get("method")
            if "id" not in data or not isinstance(method, str):
                raise  # a notification or a response: nobody waits for an answer
            if not valid_id(data["id"]):
                bad_id = JsonRpcInvalidRequest("the request's id must be a string or an integer")
                return Unreadable(None, method, bad_id.to_response_error())
            detail = _detail(exc) or "they do not match the protocol"
            error = JsonRpcInvalidParams(f"invalid params for {method}: {detail}")
            return Unreadable(data["id"], method, error.to_response_error())

    def handle_message(self, message: Any) -> None:
        if isinstance(message, Unreadable):
            log.warning(
                "answered %s (id %r) with an error: %s",
                message.method,
                message.id,
                message.error.message,
            )
            self.send_error(message.id, message.error.code, message.error.message)
            return
        method = getattr(message, "method", None)
        if self._shutdown and method not in (None, types.EXIT) and hasattr(message, "id"):
            # pygls drops it unanswered; the protocol says: an InvalidRequest error
            self.send_error(message.id, -32600, f"{method}: the server is shutting down")
            return
        super().handle_message(message)

    def send_error(self, msg_id: int | str | None, code: int, message: str) -> None:
        """Answer request `msg_id` with an error; id null when it could not be read.

        (pygls' own responses leave `id` out when it is None: JSON-RPC wants null.)
        """
        error = {"code": code, "message": message}
        self._send_data({"jsonrpc": "2.0", "id": msg_id, "error": error})

    @lsp_method(types.INITIALIZE)
    def lsp_initialize(self, params: types.InitializeParams) -> Generator[Any, Any, Any]:
        result = yield from super().lsp_initialize(params)
        # the workspace pygls made, keeping documents as text.Document (no state of its own)
        self.workspace.__class__ = DocumentWorkspace
        return result

    @lsp_method(types.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(
        self, params: types.DidChangeTextDocumentParams
    ) -> Generator[Any, Any, None]:
        uri = params.text_document.uri
        if unquote(uri) not in self.workspace.text_documents:
            log.info("ignored a change to %s: it is not open", uri)
            return None
        if self.before_change is not None:
            self.before_change(uri)
        yield from super().lsp_text_document__did_change(params)
        return None
