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
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from lsprotocol.types import ResponseError
from pygls.exceptions import JsonRpcException, JsonRpcInvalidParams, JsonRpcInvalidRequest
from pygls.protocol import LanguageServerProtocol

__all__ = ["KenningProtocol", "Unreadable", "invalid_params"]

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


def _valid_id(value: Any) -> bool:
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


class KenningProtocol(LanguageServerProtocol):
    """pygls' protocol, answering unreadable requests instead of dropping them."""

    def structure_message(self, data: dict[str, Any]) -> Any:
        try:
            return super().structure_message(data)
        except JsonRpcException as exc:
            method = data.get("method")
            if "id" not in data or not isinstance(method, str):
                raise  # a notification or a response: nobody waits for an answer
            if not _valid_id(data["id"]):
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
            # `_send_response` is pygls' own way to answer a request by id
            self._send_response(message.id, error=message.error)  # type: ignore[arg-type]
            return
        super().handle_message(message)
