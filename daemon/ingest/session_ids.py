"""Finding a session from what a person types: the full id, an old id, or the agent's own id.

Ids are `<agent>:<native id>`. People copy the native id alone (a Claude Code
uuid from a file name, a Codex session id), or an id quoted before a rename
(Codex sessions were named by file path until migration m008, which kept the
old ids in `session_aliases`). Tried in order, the first unique answer wins:

1. the full id;
2. an old id (`session_aliases`);
3. the agent's own id (`native_id`), when one session has it;
4. a prefix of the full id or of the native id, when one session starts so.
"""

from __future__ import annotations

import sqlite3

from kenning.daemon.core.errors import SessionNotFound, UsageError
from kenning.daemon.store.db import Store
from kenning.daemon.store.sessions import SessionRepo

__all__ = ["find_session"]


def find_session(store: Store, text: str) -> sqlite3.Row:
    """The session row `text` names.

    Raises:
        SessionNotFound: no session has that id.
        UsageError: several do (the message lists a few of them).
    """
    repo = SessionRepo(store)
    wanted = text.strip()
    row = repo.session(wanted) or repo.session_by_alias(wanted)
    if row is not None:
        return row
    for find in (repo.sessions_by_native_id, repo.sessions_by_prefix):
        rows = find(wanted, 5)
        if len(rows) == 1:
            return rows[0]
        if rows:
            shown = ", ".join(r["id"] for r in rows[:3])
            raise UsageError(
                f"{wanted!r} names {'several' if len(rows) > 3 else len(rows)} sessions: {shown}",
                fix="give the full id (agent:native-id) from `kenning sessions list`",
            )
    raise SessionNotFound(
        f"no session {wanted!r}",
        fix="`kenning sessions list` shows the ids (agent:native-id)",
    )
