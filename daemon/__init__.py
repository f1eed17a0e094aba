"""kenning's engine: it owns all data and logic; the CLI, LSP and hooks are its clients.

The public API for Python agent loops is listed in `__all__` (docs/middleware.md
has examples). Its members are imported on first use, so `import kenning.daemon`
stays cheap (the git hook and the `kenning context` fast path import it).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

__all__ = [
    "ContextResult",
    "MemoryMiddleware",
    "__version__",
    "build_context",
    "format_memory_context",
]

#: public name → the module that defines it
_LAZY = {
    "ContextResult": ".retrieval.briefing",
    "build_context": ".retrieval.context",
    "MemoryMiddleware": ".api.middleware",
    "format_memory_context": ".api.middleware",
}

if TYPE_CHECKING:
    from kenning.daemon.api.middleware import MemoryMiddleware, format_memory_context
    from kenning.daemon.retrieval.briefing import ContextResult
    from kenning.daemon.retrieval.context import build_context


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
