"""The settings models: every section of the configuration, its types, bounds and defaults.

These pydantic models are the definition of what a valid configuration is.
Loading the cascade (daemon/core/config.py) does not build them on the hot path:
it checks values against `config_schema.FIELDS`, a plain table generated from
these models (`python -m kenning.daemon.core.config_gen` after changing one),
and builds `Settings` only when a caller asks for it (or a value needs
pydantic to judge it).

Even then most commands never validate a value: the table's values are
pydantic's already, so `trusted_settings` builds the models from them
without a validator, and the models defer building theirs (`defer_build`)
until something validates (pydantic's schemas for these classes cost
~25 ms of every command that reads a setting).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from pydantic import BaseModel, ConfigDict, Field

__all__ = [
    "AgentConfig",
    "AuditConfig",
    "AuditFinding",
    "BackupConfig",
    "CurationConfig",
    "DaemonConfig",
    "EmbedConfig",
    "IngestConfig",
    "LearningConfig",
    "LlmConfig",
    "LspConfig",
    "SanitizeConfig",
    "ScoringConfig",
    "SearchConfig",
    "Settings",
    "trusted_settings",
]


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True, defer_build=True)


class ScoringConfig(_Section):
    half_life_days: float = Field(90.0, gt=0)
    harmful_multiplier: float = Field(4.0, ge=0)
    stale_days: int = Field(90, ge=1)


class CurationConfig(_Section):
    #: word-overlap (Jaccard over content words) at or above which a new rule
    #: reinforces an existing one instead of being added
    dedup_threshold: float = Field(0.8, gt=0, le=1)
    #: word overlap at or above which a new rule is refused for resembling a
    #: toxic (forgotten) one
    toxic_threshold: float = Field(0.8, gt=0, le=1)
    #: closeness in meaning (cosine of the embedding model's vectors) at or above which
    #: a learned rule is refused for saying what a proposal rejected in review said;
    #: measured for all-MiniLM-L6-v2 on pairs of rewordings and of related, different
    #: rules (`python -m bench rejected`): 0.70 catches 78 % of rewordings and refuses
    #: 6 % of the different rules
    rejected_meaning_threshold: float = Field(0.70, gt=0, le=1)
    #: core-word overlap (polarity words removed) at or above which a rule of
    #: opposite polarity ("always X" vs "never X") is recorded as a conflict
    conflict_threshold: float = Field(0.6, gt=0, le=1)


class SanitizeConfig(_Section):
    #: extra regular expressions to redact (validated: no nested quantifiers)
    extra_patterns: list[str] = Field(default_factory=list)


class AgentConfig(_Section):
    enabled: bool = True
    roots: list[str] = Field(default_factory=list)  # extra roots to watch
    exclude: list[str] = Field(default_factory=list)  # glob patterns on paths/workspaces


class IngestConfig(_Section):
    debounce_ms: int = Field(500, ge=0)
    max_json_bytes: int = Field(64 * 1024 * 1024, ge=1024)
    max_line_bytes: int = Field(32 * 1024 * 1024, ge=1024)
    exclude: list[str] = Field(default_factory=list)
    diary_idle_minutes: int = Field(30, ge=1)
    #: poll instead of OS file events (network file systems, inotify limits)
    force_polling: bool = False
    #: more folders holding your projects, walked for the sessions agents keep in
    #: the project (Aider, SpecStory) besides ~/code, ~/src, ~/projects, ~/dev,
    #: ~/work, ~/git, ~/repos and the workspaces of ingested sessions (ingest/discovery.py)
    project_folders: list[str] = Field(default_factory=list)
    #: folders never walked for projects, nor anything below them (e.g. "~/work")
    exclude_folders: list[str] = Field(default_factory=list)
    #: how many folders below a walked folder a project may be
    project_depth: int = Field(3, ge=1, le=10)
    #: read a symlinked session file whose target lies outside the watched
    #: folders (off: such a link could pull any file of yours into the store)
    follow_symlinks: bool = False


class EmbedConfig(_Section):
    backend: Literal["auto", "fastembed", "hashing"] = "auto"
    model: str = "sentence-transformers/all-MiniLM-L6-v2"
    #: cores embedding uses (calls side by side on a converted model, else the
    #: ONNX threads of one call); 0: one per core
    threads: int = Field(0, ge=0, le=64)
    dim: int = Field(384, ge=8)
    #: the daemon embeds new messages and rules in the background
    background: bool = True
    #: where `kenning models install` puts models (default: the per-user cache
    #: folder, one copy per machine); KENNING_MODELS_DIR overrides it
    models_dir: str | None = None


class SearchConfig(_Section):
    # hybrid fusion (fusion.py), tuned on the development half of
    # `python -m bench retrieval`: "score" adds normalised scores, "rrf" is
    # weighted reciprocal rank fusion (uses rrf_k)
    fusion: Literal["score", "rrf"] = "score"
    lexical_weight: float = Field(1.0, ge=0)
    dense_weight: float = Field(0.5, ge=0)
    #: dense weight when the embedder is the hashing fallback (it finds words,
    #: not meaning, so it may only nudge the BM25 ranking)
    hashing_dense_weight: float = Field(0.25, ge=0)
    rrf_k: int = Field(10, ge=1)
    #: each side's first `keep` hits stay in the results ("score" fusion)
    keep: int = Field(2, ge=0, le=10)
    #: the time prior of a question with a date: a bonus for messages of its
    #: days, halving every `time_half_life_days` away from them
    time_weight: float = Field(0.8, ge=0)
    time_half_life_days: float = Field(3.0, gt=0)
    #: a turn also draws on the turns beside it in its session (hybrid): this
    #: share of the score of the turn before it (the question it answers)...
    neighbour_before: float = Field(0.3, ge=0, le=1)
    #: ...and this share of the score of the turn after it
    neighbour_after: float = Field(0.1, ge=0, le=1)
    #: a question asking for several things ("What books has Nate read?"): each
    #: hit's score is multiplied by this for every hit of its session before it
    list_session_decay: float = Field(0.7, gt=0, le=1)
    #: a question asking for several things scales each of its first 40 rows
    #: holding fewer than `list_thin_words` words of substance (not the
    #: speaker's name, not function words; a number counts) down by up to this:
    #: "Oh wow, tell me more!" names no item. 0: off (measured in
    #: docs/search.md, "A sixth held-back bank")
    list_thin: float = Field(0.7, ge=0, le=1)
    list_thin_words: int = Field(6, ge=1)
    #: a natural-language question whose lexical side's best row holds less
    #: than this share of its words (weighted by their rarity among the
    #: ranked rows) has its lexical weight scaled by coverage / this: 0 when
    #: the rows share only words most of them hold (a name). 0: off
    lexical_cover: float = Field(0.5, ge=0, le=1)
    #: a hit whose text is the same as a better hit's (the same small talk,
    #: "Thanks!", said in many sessions) is moved below the distinct hits
    #: (hybrid); off: they keep their places
    collapse_repeats: bool = True
    #: a question asking when ("When did ...?") multiplies the score of each
    #: ranked turn that tells a time ("on thursday", "last night", "the 5th
    #: of June") by 1 + this (hybrid); 0: off
    when_boost: float = Field(0.25, ge=0)
    #: a question naming a speaker whose label opens some of its lexical rows
    #: ("Zainab: ...") is embedded as itself plus this many times itself
    #: without the name (hybrid): what was asked weighs more than who; 0: off
    speaker_free_weight: float = Field(2.0, ge=0)


class LspConfig(_Section):
    max_hover_rules: int = Field(3, ge=1, le=20)
    severity: Literal["error", "warning", "information", "hint"] = "information"
    debounce_ms: int = Field(300, ge=0)
    max_file_bytes: int = Field(2 * 1024 * 1024, ge=1024)
    #: a message from the editor larger than this (a `didOpen` of a huge file)
    #: is read in chunks and dropped, never held in memory
    max_message_bytes: int = Field(64 * 1024 * 1024, ge=64 * 1024)
    #: the hover shows a matching proposal (marked, below the rules) with code actions
    #: to accept or reject it; off: proposals stay out of the editor
    hover_proposals: bool = True


AuditFinding = Literal["secret", "pinned", "proven", "anti_pattern", "tombstone", "rule"]


def _default_block() -> list[AuditFinding]:
    return ["secret", "pinned", "proven"]


class AuditConfig(_Section):
    #: which findings block a commit; the rest warn
    block: list[AuditFinding] = Field(default_factory=_default_block)


class LlmConfig(_Section):
    """An optional LLM that makes diaries and reflection richer (never required)."""

    #: "openai" covers every OpenAI-compatible server (OpenAI, vLLM, llama.cpp,
    #: LM Studio); "ollama" is the same protocol at Ollama's default address
    provider: Literal["none", "openai", "anthropic", "ollama"] = "none"
    base_url: str | None = None
    model: str | None = None
    #: the NAME of the environment variable that holds the API key (never the key)
    api_key_env: str | None = None
    daily_budget_usd: float = Field(1.0, ge=0)
    monthly_budget_usd: float = Field(10.0, ge=0)
    #: a provider on localhost costs nothing: exempt it from the caps (opt-in)
    local_exempt: bool = False
    timeout_s: float = Field(60.0, gt=0)
    max_retries: int = Field(2, ge=0, le=10)
    #: USD per million tokens; unset → a table of known models, else a
    #: deliberately high default so an unknown model cannot overspend
    price_in_per_mtok: float | None = Field(None, ge=0)
    price_out_per_mtok: float | None = Field(None, ge=0)
    max_output_tokens: int = Field(2048, ge=16)


class LearningConfig(_Section):
    """The learning loop (diaries, reflection, automatic feedback)."""

    #: automatic (AUTO) feedback events recorded per session, at most
    auto_feedback_cap: int = Field(3, ge=0, le=50)
    #: weight of an automatic event (a manual mark weighs 1.0)
    auto_weight: float = Field(0.5, gt=0, le=1)
    #: minutes between the daemon's catch-up sweeps (reflection over every
    #: session idle `ingest.diary_idle_minutes`, then the facts of MEMORY.md)
    reflect_every_minutes: int = Field(60, ge=1)
    #: seconds a session must go without new writes before the daemon reflects
    #: on it alone (at once when the agent's end marker is seen, e.g. `/exit`);
    #: 0 turns this off, leaving the sweep
    quiet_seconds: int = Field(120, ge=0, le=86400)
    #: after each reflection the daemon also re-exports the kenning section of the
    #: AGENTS.md / CLAUDE.md files that already have one, in the projects reflected on
    refresh_exports: bool = False


class BackupConfig(_Section):
    """Backups of the database (daemon/store/backup.py)."""

    #: the running daemon backs the database up once a day
    daily: bool = True
    #: days a backup is kept before the daemon deletes it (the newest always stays)
    keep_days: int = Field(7, ge=1, le=3650)


class DaemonConfig(_Section):
    """The background daemon (daemon/service/daemon.py)."""

    #: a command that needs warm state (search, context, similar) starts the
    #: daemon in the background when none runs (answering by words meanwhile)
    autostart: bool = True


class Settings(_Section):
    """The whole effective configuration."""

    scoring: ScoringConfig = Field(default_factory=ScoringConfig)
    curation: CurationConfig = Field(default_factory=CurationConfig)
    sanitize: SanitizeConfig = Field(default_factory=SanitizeConfig)
    agents: dict[str, AgentConfig] = Field(default_factory=dict)
    ingest: IngestConfig = Field(default_factory=IngestConfig)
    embed: EmbedConfig = Field(default_factory=EmbedConfig)
    search: SearchConfig = Field(default_factory=SearchConfig)
    lsp: LspConfig = Field(default_factory=LspConfig)
    audit: AuditConfig = Field(default_factory=AuditConfig)
    llm: LlmConfig = Field(default_factory=LlmConfig)
    learning: LearningConfig = Field(default_factory=LearningConfig)
    backup: BackupConfig = Field(default_factory=BackupConfig)
    daemon: DaemonConfig = Field(default_factory=DaemonConfig)

    def agent(self, name: str) -> AgentConfig:
        """The settings of one agent (defaults when the file says nothing of it)."""
        return self.agents.get(name) or AgentConfig()


_S = TypeVar("_S", bound=_Section)


def _trusted(cls: type[_S], values: Mapping[str, Any], **fixed: Any) -> _S:
    given: dict[str, Any] = {}
    for name, info in cls.model_fields.items():
        kind = info.annotation
        value = values.get(name)
        if isinstance(kind, type) and issubclass(kind, _Section):
            # every section is given: a default factory would validate (and build a schema)
            given[name] = _trusted(kind, value if isinstance(value, Mapping) else {})
        elif name in values:
            given[name] = list(value) if isinstance(value, list) else value
    return cast(_S, cls.model_construct(**{**given, **fixed}))


def trusted_settings(values: Mapping[str, Any]) -> Settings:
    """The `Settings` of values `config_schema.check` has converted, without validating them.

    `check` gives only pydantic's own result for a value (tests/test_config_schema.py
    holds the two to it), so validating again would only cost time. Values of any
    other origin go through `Settings.model_validate`.
    """
    agents = values.get("agents")
    configs = agents.items() if isinstance(agents, Mapping) else ()
    return _trusted(
        Settings, values, agents={name: _trusted(AgentConfig, c) for name, c in configs}
    )
