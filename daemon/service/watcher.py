"""The watch loop: file events under the agents' roots, debounced, fed to ingest.

Each root that exists is watched by a thread of its own, so one root that
cannot be watched natively (the OS refuses more inotify instances or
watches) falls back to polling alone and says so (`kenning daemon status`),
while the others keep native events. A root may be a folder (watched with
everything below it) or a single file, such as an Aider history given in
`agents.aider.roots` (its folder is watched, not recursively, for that file).
Roots that do not exist yet are re-checked every `recheck_s` seconds, so an
agent installed after the daemon started is picked up.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

log = logging.getLogger(__name__)


@dataclass
class WatchStatus:
    """What the watcher is doing, for `kenning daemon status`."""

    watching: list[str] = field(default_factory=list)
    waiting_for: list[str] = field(default_factory=list)
    #: roots watched by polling, and why
    polled: dict[str, str] = field(default_factory=dict)
    batches: int = 0
    last_error: str | None = None

    @property
    def polling(self) -> bool:
        """Whether any root is polled."""
        return bool(self.polled)

    @property
    def polling_reason(self) -> str | None:
        """Every polled root and why, in one line."""
        return "; ".join(f"{root}: {why}" for root, why in sorted(self.polled.items())) or None


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
        self._force_polling = force_polling
        self.stop_event = threading.Event()
        self.status = WatchStatus()
        self._lock = threading.Lock()  # status and the per-root threads
        self._threads: dict[Path, tuple[threading.Thread, threading.Event]] = {}
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self.run, name="kenning-watcher", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        """Stop every watching thread, waiting at most `timeout` seconds in all."""
        deadline = time.monotonic() + timeout
        self.stop_event.set()
        with self._lock:
            threads = list(self._threads.values())
        for _thread, stop in threads:
            stop.set()
        if self._thread is not None:
            self._thread.join(max(deadline - time.monotonic(), 0.0))
        for thread, _stop in threads:
            thread.join(max(deadline - time.monotonic(), 0.0))

    def run(self) -> None:
        """Keep one watching thread per existing root until `stop` (re-checks the roots)."""
        while not self.stop_event.is_set():
            roots = list(dict.fromkeys(self._roots()))
            existing = [r for r in roots if r.exists()]
            with self._lock:
                for root, (thread, stop) in list(self._threads.items()):
                    if root not in existing or not thread.is_alive():
                        stop.set()  # gone, or no longer a root: its thread ends
                        del self._threads[root]
                for root in existing:
                    if root not in self._threads:
                        stop = threading.Event()
                        thread = threading.Thread(
                            target=self._watch_root,
                            args=(root, stop),
                            name=f"kenning-watch {root.name}",
                            daemon=True,
                        )
                        self._threads[root] = (thread, stop)
                        thread.start()
                self.status.watching = [str(p) for p in existing]
                self.status.waiting_for = [str(p) for p in roots if p not in existing]
                for gone in set(self.status.polled) - set(self.status.watching):
                    del self.status.polled[gone]
            self.stop_event.wait(self._recheck_ms / 1000)
        with self._lock:
            for _thread, stop in self._threads.values():
                stop.set()

    def _poll(self, root: Path, why: str) -> None:
        with self._lock:
            self.status.polled[str(root)] = why

    def _watch_root(self, root: Path, stop: threading.Event) -> None:
        """Watch one root until it goes away or the watcher stops; poll it if native fails."""
        from watchfiles import watch

        polling = self._force_polling
        if polling:
            self._poll(root, "configured (ingest.force_polling)")

        def only_the_file(_change: object, path: str) -> bool:
            return path == str(root)

        # a single file: its folder is watched, not recursively, for that file alone
        single = not root.is_dir()
        target = root.parent if single else root
        watch_filter = only_the_file if single else None
        # watchfiles asks its stop event every `step` ms: a plain Event (set by
        # `stop` and by the main loop), so that call stays cheap while idle
        while not stop.is_set() and root.exists():
            armed = False
            try:
                for changes in watch(
                    target,
                    watch_filter=watch_filter,
                    debounce=self._debounce_ms,
                    step=50,
                    stop_event=stop,
                    rust_timeout=self._recheck_ms,
                    yield_on_timeout=True,
                    raise_interrupt=False,
                    force_polling=polling,
                    poll_delay_ms=500,
                    recursive=not single,
                    ignore_permission_denied=True,
                ):
                    paths = {Path(path) for _change, path in changes}
                    if not armed:
                        # armed by the first yield (a change, or `rust_timeout`): a
                        # file written while the watch was being set up (after the
                        # daemon's catch-up scan listed the root) has no event, so
                        # the whole root is looked at once (unchanged files: a stat)
                        armed = True
                        paths.add(root)
                    if paths:
                        with self._lock:
                            self.status.batches += 1
                        try:
                            self._on_changes(paths)
                        except Exception as exc:  # the loop must outlive a bad batch
                            log.exception("ingesting a batch of changes failed")
                            self.status.last_error = repr(exc)
                    if not root.exists():
                        break  # gone: the main loop waits for it to come back
            except Exception as exc:
                # the OS refuses more watches or instances, or the root vanished
                # mid-arm: poll this root rather than stop watching it
                if not polling and root.exists():
                    polling = True
                    self._poll(root, f"native watching failed: {exc}")
                    log.warning("watching %s failed (%s); polling it instead", root, exc)
                else:
                    self.status.last_error = repr(exc)
                    log.exception("watching %s failed; retrying", root)
                    stop.wait(self._recheck_ms / 1000)
