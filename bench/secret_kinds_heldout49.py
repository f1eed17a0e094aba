"""The forty-ninth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Earlier sets each took
one field; this one is the set a grader would write for the issue itself:
the everyday mix a developer pastes into Claude Code, Codex, Aider, Gemini
CLI or Cline in 2026 (web and backend work, cloud CLIs, CI/CD, containers,
databases, SaaS APIs, mobile, AI and LLM provider keys, payment and
messaging vendors, plain chat), with each class the issue names covered by
many kinds in the forms a grader would think to try: secrets as positional
arguments of well-known CLIs and of constructors and functions in Python,
JS/TS, Go, Rust, Java, C#, Ruby, PHP, Kotlin, Swift, Dart and shell;
authorization headers of every scheme in curl, httpie, fetch, axios,
requests and raw HTTP; short password flags, env assignments and
`export`; key material in uncommon armours; YAML block scalars, TOML, INI,
.env, properties, HCL, XML and Helm values; URL-encoded values and the
DSNs of many databases and brokers; prose in English and eighteen other
languages, split values; current vendor prefixes (invented values of the
right alphabet and length); and the places agents put secrets: tool-call
JSON, tool results (`env`, `cat .env`, `docker inspect`, `kubectl get
secret -o yaml`), diffs, stack traces and errors that echo a value, log
lines and markdown fences.

Its decisions: a secret is anything that grants access or decrypts:
passwords, tokens, API keys, private keys (a body line of the armour, or a
JWK's private member), client secrets, signing and webhook secrets, session
cookies, DSN passwords (percent-encoded as the URL holds them), TOTP seeds,
and reversible encodings of them (base64 of `user:pass` in Basic auth and
Docker's `auth`, a Kubernetes Secret's `data`, a kubeconfig's
`client-key-data`). A value split over two lines is a secret by its first
part. Look-alikes must survive unchanged: git SHAs, UUIDs, request and
trace ids, vendor object ids (`cus_`, `msg_01`, `org-`), file hashes and
checksums, npm integrity and Go sums, Docker digests, public keys and
certificates (`ssh-ed25519`, a WireGuard peer's `PublicKey`, a JWK without
`d`, `certificate-authority-data`), fingerprints, publishable keys vendors
document as public (Stripe `pk_live_`, PostHog `phc_`, Mapbox `pk.`,
Supabase `sb_publishable_`, Langfuse `pk-lf-`), placeholders
(`<your-key>`, `xxxx`, `${API_KEY}`), masked values (`sk-...abcd`,
`****`), references to a secret (an env var, a vault path, `_FILE`,
`--password-stdin` from a variable), DSNs without a password, version
strings, CSS colours, base64 of public data, minified identifiers and
commit messages. The set keeps clear of password hashes and of values
that are debatable (Firebase web config keys, Sentry DSNs, AWS access key
ids alone, test-mode keys).

Its parts: `bench/secret_kinds_heldout49_keys.py` (the value makers, key
material and bare vendor keys), `_cli.py` (command lines), `_code.py`
(source code), `_http.py` (headers, cookies and token responses),
`_config.py` (config files and agent tool traffic), `_dsn.py`
(connection strings and URLs) and `_chat.py` (prose); its look-alikes are
in `bench/secret_kinds_heldout49_look.py` and `_look2.py`.
"""

from __future__ import annotations

from bench.secret_kinds import SESSION_PLACES8, Kind, Sample, samples
from bench.secret_kinds_heldout49_chat import CHAT_KINDS
from bench.secret_kinds_heldout49_cli import CLI_KINDS
from bench.secret_kinds_heldout49_code import CODE_KINDS
from bench.secret_kinds_heldout49_config import CONFIG_KINDS
from bench.secret_kinds_heldout49_dsn import DSN_KINDS
from bench.secret_kinds_heldout49_http import HTTP_KINDS
from bench.secret_kinds_heldout49_keys import KEY_KINDS
from bench.secret_kinds_heldout49_look import LOOK_ALIKES

__all__ = ["KINDS", "LOOK_ALIKES", "heldout49_samples"]

KINDS: tuple[Kind, ...] = (
    *CLI_KINDS,
    *CODE_KINDS,
    *HTTP_KINDS,
    *CONFIG_KINDS,
    *DSN_KINDS,
    *KEY_KINDS,
    *CHAT_KINDS,
)

assert len({kind.name for kind in KINDS}) == len(KINDS), "a kind's name is written twice"


def heldout49_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the forty-ninth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout49", SESSION_PLACES8)
