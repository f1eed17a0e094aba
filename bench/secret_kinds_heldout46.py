"""The forty-sixth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is secrets in
a developer's own tooling around coding agents: MCP server configs, agent
settings and hooks, what an agent's own tool calls print back (environment
dumps, `docker inspect`, `kubectl get secret`, `gh auth status -t`, `git
config --list`, package managers' credentials files), password managers'
and keychains' command lines and what they print, dotfiles managers,
remote development and tunnels, shell histories and terminal recordings,
and people handing a key to an agent in a sentence. Shapes matter more
than vendors: config syntaxes (JSON, JSONC with comments, TOML, YAML, INI,
shell), JSON inside JSON strings and inside shell strings, command flags
and positional arguments, printed tables and key-value listings, escaped
forms (`\\040` in a MySQL history, JSON-escaped colour codes in a cast,
raw escape codes in a typescript), base64 (`user:pass` of a registry's
`auth`, a Kubernetes Secret's `data`, a tunnel's token) and prose.

Its decisions: a value an agent's tool prints back is a secret however it
is printed (bare on a line after `op read`, `gh auth token` or `printenv`);
an obscured but reversible password (WinSCP's, rclone's) is a secret; a
tool's own masking (`(protected)`, `****`, `[hidden]`), a reference to a
secret by name (`${env:…}`, `${input:…}`, `op://…`, `{{ onepasswordRead
… }}`, `${localEnv:…}`, an `apiKeyHelper` that runs a password manager) and
a documented placeholder (`ghp_xxxx…`, `<your-token>`, `YOUR_API_KEY`) are
not. Public keys, fingerprints, key ids and key listings without the keys
(`ssh-add -l`, `gpg -K`, `op item list`, `coder tokens list`), values a
key encrypts (sops, Ansible Vault), content hashes, image digests,
container, commit, session and request ids, a Vault mount's accessor, node
keys of a tailnet and tunnel ids are look-alikes.

Its parts: `bench/secret_kinds_heldout46_mcp.py` (MCP server configs of
Claude Code, Claude Desktop, Codex, Cursor, Windsurf, VS Code, Zed,
Continue, Gemini CLI, Cline, Roo, Goose, opencode, Amazon Q and LibreChat;
`claude mcp`, `codex mcp`, `gemini mcp`, the Inspector, Smithery and
Docker's MCP Toolkit; and the value makers), `_agent.py` (agent settings,
hooks, status lines, slash commands, `AGENTS.md` notes, Aider, Codex,
Gemini CLI, opencode, Copilot, Continue, LiteLLM, Sourcegraph and Tabby
settings, `.envrc` and `.env`), `_dump.py` (tool results: environment
dumps, containers and Kubernetes, GitHub and Git, package managers'
credential files, clouds' CLIs), `_vault.py` (1Password, Bitwarden, `pass`,
`gopass`, KeePassXC, `security`, `secret-tool`, `cmdkey`,
SecretManagement, Vault, Infisical, Doppler, sops and age, clouds' secret
managers, LastPass, `rbw`), `_remote.py` (chezmoi, yadm, stow'd dotfiles,
fish; ssh configs, `sshpass`, `plink`, WinSCP, rclone; Cloudflare tunnels,
ngrok, frp, bore, zrok; devcontainers, Codespaces, Gitpod, Coder,
Tailscale), `_hist.py` (shell and REPL histories, asciinema casts,
`script` typescripts, tmux, VHS and screen) and `_chat.py` (people in
languages the chats of held-out 27 and 36 to 45 did not use, English
handovers, and split values); its look-alikes are in
`bench/secret_kinds_heldout46_look.py` and `_look2.py`.
"""

from __future__ import annotations

from bench.secret_kinds import SESSION_PLACES8, Kind, Sample, samples
from bench.secret_kinds_heldout46_agent import AGENT_KINDS
from bench.secret_kinds_heldout46_chat import CHAT_KINDS
from bench.secret_kinds_heldout46_dump import DUMP_KINDS
from bench.secret_kinds_heldout46_hist import HIST_KINDS
from bench.secret_kinds_heldout46_look import LOOK_ALIKES
from bench.secret_kinds_heldout46_mcp import MCP_KINDS
from bench.secret_kinds_heldout46_remote import REMOTE_KINDS
from bench.secret_kinds_heldout46_vault import VAULT_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout46_samples"]

KINDS: tuple[Kind, ...] = (
    *MCP_KINDS,
    *AGENT_KINDS,
    *DUMP_KINDS,
    *VAULT_KINDS,
    *REMOTE_KINDS,
    *HIST_KINDS,
    *CHAT_KINDS,
)

assert len({kind.name for kind in KINDS}) == len(KINDS), "a kind's name is written twice"


def heldout46_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the forty-sixth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout46", SESSION_PLACES8)
