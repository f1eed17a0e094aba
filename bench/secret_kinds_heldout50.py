"""The fiftieth held-out half of the wide secret corpus: written blind, before its round.

Written by a helper who never read the redactor's code, tables, tests or
documentation, as a second, independent grader would write a set for the
issue: the everyday mix a developer pastes into Claude Code, Codex, Aider,
Gemini CLI or Cline in 2026 (web and backend work, cloud CLIs, CI/CD,
containers, databases, SaaS APIs, mobile, AI providers' keys, payment and
messaging vendors, plain chat), each class of the issue covered by many
different kinds, in the shapes the agents record: a Claude Code `Bash`
call's JSON and its tool result, a Codex `bash -lc` argv and
`apply_patch`, an Aider `####` turn and `/run` line, a Gemini CLI
`run_shell_command` or `write_file`, a Cline SEARCH/REPLACE, a `Write` or
`Edit` call, an MCP tool call, and plain chat with typos and mixed
languages.

Its decisions: a secret is anything that grants access or decrypts —
passwords, tokens, API keys, private keys (any armour: OpenSSH, PuTTY,
PGP, PKCS#8 encrypted or not, a JWK's `d`, base64 of a PEM, a keypair's
JSON array, a mnemonic), client secrets, signing and webhook secrets,
session cookies, DSN passwords, TOTP seeds and unseal keys — and so is a
reversible encoding of one: base64 of `user:pass` in Basic auth or a
Docker `auths` entry, a Kubernetes Secret's `data:`, a URL-encoded
password or STS token (the encoded form, as the text holds it, is the
value checked). A value split over two lines or two messages is a secret
in each part (its first part is checked). Where a kind holds several
secrets, one is checked and the others should go too. Klaviyo's private
keys begin `pk_` and are secrets; Stripe's `pk_`, Clerk's `pk_`, a Sentry
DSN, PostHog's `phc_`, Langfuse's `pk-lf-` and Supabase's
`sb_publishable_` are public by their vendors' word and are look-alikes.
So are git SHAs, UUIDs, request, trace and tool-call ids (`toolu_`,
`call_`, `msg_`, `req_`, `chatcmpl-`), hashes and checksums of files and
lockfiles, public keys, certificates and fingerprints, placeholders,
masked values, references to a secret by name (`${{ secrets.X }}`,
`${DB_PASSWORD}`, a vault path, a file path), version pins, digests,
base64 of ordinary JSON, test vectors from RFCs, colours, resource ids
(ARNs, account, project, customer and price ids, a Twilio account SID),
webhook signatures (an HMAC of one body, not the key), minified code and
commit messages, and sentences that talk about passwords and keys
without giving one. The set keeps clear of password hashes and of
ciphertexts whose key is elsewhere (Ansible Vault, SOPS, Rails'
`credentials.yml.enc`), which graders count either way.

Its parts: `bench/secret_kinds_heldout50_cli.py` (command lines: short,
glued and long password flags, positional secrets, env prefixes and
`export`; and the session wrappers and value makers the parts share),
`_code.py` (constructors and functions in Python, JS/TS, Go, Rust, Java,
Kotlin, C#, Ruby, PHP, Swift, Dart, Elixir and Lua), `_http.py`
(authorization of every scheme, SigV4's session token, SAS, cookies, keys
in URLs), `_config.py` (`.env`, `env` and `docker inspect` output,
Kubernetes Secrets, YAML blocks, TOML, INI, properties, XML, HCL, Helm,
CI files, diffs), `_dsn.py` (connection strings of databases and
brokers), `_keys.py` (key material, then vendor keys by prefix) and
`_chat.py` (prose in twenty languages, split values, tool calls, stack
traces, logs and markdown); its look-alikes are in
`bench/secret_kinds_heldout50_look.py` and `_look2.py`.
"""

from __future__ import annotations

from bench.secret_kinds import SESSION_PLACES8, Kind, Sample, samples
from bench.secret_kinds_heldout50_chat import CHAT_KINDS
from bench.secret_kinds_heldout50_cli import CLI_KINDS
from bench.secret_kinds_heldout50_code import CODE_KINDS
from bench.secret_kinds_heldout50_config import CONFIG_KINDS
from bench.secret_kinds_heldout50_dsn import DSN_KINDS
from bench.secret_kinds_heldout50_http import HTTP_KINDS
from bench.secret_kinds_heldout50_keys import KEY_KINDS, VENDOR_KINDS
from bench.secret_kinds_heldout50_look import LOOK_ALIKES

__all__ = ["KINDS", "LOOK_ALIKES", "heldout50_samples"]

KINDS: tuple[Kind, ...] = (
    *CLI_KINDS,
    *CODE_KINDS,
    *HTTP_KINDS,
    *CONFIG_KINDS,
    *DSN_KINDS,
    *KEY_KINDS,
    *VENDOR_KINDS,
    *CHAT_KINDS,
)

assert len({kind.name for kind in KINDS}) == len(KINDS), "a kind's name is written twice"


def heldout50_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the fiftieth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout50", SESSION_PLACES8)
