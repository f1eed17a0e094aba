"""`kenning audit --staged` answered by a running daemon, without the CLI's start-up.

Standard library and orjson only. The console script offers argv here first;
anything this does not handle (other options, no daemon, a daemon error)
returns False and the full command runs in-process, as before. Output and exit
codes are the full command's: the report on stderr in a hook (stdout
otherwise), `--json` on stdout, 1 only when a finding blocks.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

_HANDLED = {"--staged", "--hook", "--json"}


def fast_main(argv: Sequence[str]) -> bool:
    """Answer `kenning audit --staged [--hook] [--json]` from the daemon; False to fall back."""
    opts = set(argv[1:])
    if not argv or argv[0] != "audit" or "--staged" not in opts or not opts <= _HANDLED:
        return False
    from kenning.daemon.core.client import DaemonClient
    from kenning.daemon.core.paths import resolve_paths

    socket = resolve_paths().socket
    if not socket.exists():
        return False
    env = {k: v for k, v in os.environ.items() if k.startswith(("GIT_", "KENNING_"))}
    env["PATH"] = os.environ.get("PATH", "")
    env["HOME"] = os.environ.get("HOME", "")
    result = DaemonClient(socket, timeout=30.0).try_call("audit", {"cwd": os.getcwd(), "env": env})
    if not isinstance(result, dict) or "code" not in result:
        return False
    hook = "--hook" in opts
    if "--json" in opts:
        import orjson

        sys.stdout.write(
            orjson.dumps(
                result["report"], option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS
            ).decode()
            + "\n"
        )
    elif result["findings"] or result["notes"] or not hook:
        out = sys.stderr if hook else sys.stdout
        for note in result["notes"]:
            sys.stderr.write(f"kenning audit: {note}\n")
        out.write(result["text"] + "\n")
    sys.stdout.flush()
    sys.exit(int(result["code"]))
