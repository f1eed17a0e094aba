"""The watch loop: file events under the agents' roots, debounced, fed to ingest.

Runs in its own thread. Roots that do not exist yet are re-checked every
`recheck_s` seconds, so an agent installed after the daemon started is picked
up. When the OS refuses more inotify watches, the loop falls back to polling
and says so in its status (`kenning daemon status`).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

log = logging.getLogger(__name__)


@dataclass
class WatchStatus:
    """What the watcher is doing, for `kenning daemon status`."""

    watching: list[str] = field(default_factory=list)
    waiting_for: list[str] = field(default_factory=list)
    polling: bool = False
    polling_reason: str | None = None
    batches: int = 0
    last_error: str | None = None


class Watcher:
    """Watch `roots()` and call `on_changes(paths)` with each debounced batch."""

    def __init__(
        self,
        roots: Callable[[], list[Path]],
        on_changes: Callable[[set[Path]], None],
        *,
        debounce_ms: int = 500,
        recheck_s: float = 2.0,
        force_polling: bool = False,
    ) -> None:
        self._roots = roots
        self._on_changes = on_changes
        self._debounce_ms = debounce_ms
        self._recheck_ms = int(recheck_s * 1000)
        self.stop_event = threading.Event()
        self.status = WatchStatus(polling=force_polling)
        if force_polling:
            self.status.polling_reason = "configured (ingest.force_polling)"
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self.run, name="kenning-watcher", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        self.stop_event.set()
        if self._thread is not None:
            self._thread.join(timeout)

    def _split_roots(self) -> tuple[list[Path], list[Path]]:
        existing: list[Path] = []
        missing: list[Path] = []
        for root in dict.fromkeys(self._roots()):
            (existing if root.is_dir() else missing).append(root)
        return existing, missing

    def run(self) -> None:
        from watchfiles import watch

        while not self.stop_event.is_set():
            existing, missing = self._split_roots()
            self.status.watching = [str(p) for p in existing]
            self.status.waiting_for = [str(p) for p in missing]
            if not existing:
                self.stop_event.wait(self._recheck_ms / 1000)
                continue
            try:
                for changes in watch(
                    *existing,
                    watch_filter=None,
                    debounce=self._debounce_ms,
                    step=50,
                    stop_event=self.stop_event,
                    rust_timeout=self._recheck_ms,
                    yield_on_timeout=True,
                    raise_interrupt=False,
                    force_polling=self.status.polling,
                    poll_delay_ms=500,
                    ignore_permission_denied=True,
                ):
                    if changes:
                        self.status.batches += 1
                        try:
                            self._on_changes({Path(path) for _change, path in changes})
                        except Exception as exc:  # the loop must outlive a bad batch
                            log.exception("ingesting a batch of changes failed")
                            self.status.last_error = repr(exc)
                    now_existing, _ = self._split_roots()
                    if now_existing != existing:
                        log.info("watched roots changed; re-arming the watcher")
                        break
            except Exception as exc:
                # notify refuses more watches (inotify limit), or a root vanished
                # mid-arm: fall back to polling rather than stop watching
                if not self.status.polling:
                    self.status.polling = True
                    self.status.polling_reason = f"native watching failed: {exc}"
                    log.warning("file watching failed (%s); falling back to polling", exc)
                else:
                    self.status.last_error = repr(exc)
                    log.exception("polling watcher failed; retrying")
                    self.stop_event.wait(self._recheck_ms / 1000)
