"""The exception tree of kenning.

Every error a person may see says what happened and the exact fix.

    KenningError
    ├── ConfigError            a config file or value is invalid
    ├── StoreError             the database cannot be opened or migrated
    │   └── StoreCorruptError  the database file is damaged (refused until restored)
    ├── PlaybookError          a playbook operation was refused
    │   ├── RuleNotFound       no rule with that id
    │   ├── ToxicRuleError     the rule resembles one the user forgot
    │   └── PlaybookFileError  a `.kenning/playbook.yaml` cannot be read
    ├── SanitizerError         a user-supplied redaction pattern is unsafe
    ├── IngestError            a session source cannot be read
    ├── SessionNotFound        no stored session has the id asked for
    ├── EmbedError             the embedding model cannot be loaded
    ├── DaemonError            the daemon cannot be reached or started
    ├── TeamError              `kenning team` cannot do what was asked
    │   └── TeamServerError    the team's PostgreSQL server cannot be reached or refused
    └── UsageError             a caller passed an invalid argument
"""

from __future__ import annotations


class KenningError(Exception):
    """Base class of every error kenning raises on purpose."""

    #: short machine-readable kind, used in `--json` error objects
    kind: str = "error"

    def __init__(self, message: str, *, fix: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.fix = fix

    def __str__(self) -> str:
        if self.fix:
            return f"{self.message}\nFix: {self.fix}"
        return self.message

    def to_json(self) -> dict[str, str | None]:
        """The error as the JSON object the CLI prints with `--json`."""
        return {"kind": self.kind, "message": self.message, "fix": self.fix}


class ConfigError(KenningError):
    """A config file or value is invalid."""

    kind = "config"


class StoreError(KenningError):
    """The database cannot be opened or migrated."""

    kind = "store"


class StoreCorruptError(StoreError):
    """The database file is damaged; nothing reads or writes it until it is restored."""

    kind = "store_corrupt"


class PlaybookError(KenningError):
    """A playbook operation was refused."""

    kind = "playbook"


class RuleNotFound(PlaybookError):
    """No rule has that id."""

    kind = "not_found"


class ToxicRuleError(PlaybookError):
    """The rule resembles one the user asked kenning to forget."""

    kind = "toxic"


class PlaybookFileError(PlaybookError):
    """A `.kenning/playbook.yaml` file cannot be read."""

    kind = "playbook_file"


class SanitizerError(KenningError):
    """A user-supplied redaction pattern is invalid or unsafe."""

    kind = "sanitizer"


class IngestError(KenningError):
    """A session source cannot be read."""

    kind = "ingest"


class EmbedError(KenningError):
    """The embedding model cannot be loaded."""

    kind = "embed"


class DaemonError(KenningError):
    """The daemon cannot be reached or started."""

    kind = "daemon"


class SessionNotFound(KenningError):
    """No stored session has the id asked for."""

    kind = "session_not_found"


class UsageError(KenningError):
    """A caller passed an invalid argument."""

    kind = "usage"


class TeamError(KenningError):
    """`kenning team` cannot do what was asked (not joined, a bad URL, ...)."""

    kind = "team"


class TeamServerError(TeamError):
    """The team's PostgreSQL server cannot be reached or refused a statement."""

    kind = "team_server"
