"""Secrets given to command lines by position or by a flag that holds an id's shape.

positional.py reads calls and a few commands; here are more of the forms a
person pastes into a coding agent:

* a command whose argument *is* a credential by its place: Backblaze's `b2
  account authorize <key id> <key>` (and `b2 authorize-account`), `oathtool
  [--totp] [-b] <seed>` (its last argument is the shared secret), GitHub
  Actions' `::add-mask::<value>` (what is masked is secret by definition), a
  network device's `snmp-server community <string>`, a cluster's join URL
  that carries its token in the path (`microk8s join <host>:25000/<token>/…`);
* a flag naming a key or token (`--setup-key`, `--auth-key`, `--join-token`)
  given a UUID or long hex: the flag rule (clauses.py) keeps those as ids
  unless a credential word says so, and here the flag's own name says it
  (a flag ending in `-id` or `-name` is no such flag);
* a key given as a basic-auth user with a dummy password (`curl -u <key>:X`,
  `-u <key>:`, `--user "<key>:x"`): the password is `X`, `x` or nothing, so
  the user is the credential, taken when it reads as generated;
* a DNS provider's token given by position on a Caddyfile's `dns <provider>
  <token>` line, taken when it reads as generated (`{env.CF_TOKEN}` stays);
* a security tool's secrets by their flag or place (round 23b): a token's PIN
  or PUK (`pkcs11-tool --pin …`, `softhsm2-util --so-pin …`), an NT hash to
  pass (impacket's `-hashes LM:NT`, `-H <NT>`), a web scanner's login
  (sqlmap's `--auth-cred=user:pass`), an API key stored by position (`shodan
  init KEY`, `netlas savekey KEY`), a key service's plaintext data key in its
  output (KMS's `"Plaintext": "<base64>"`), a ZAP context's stored login (base64
  of `user:password` in its `<user>` line);
* one-case app passwords in groups of four (`abcd-efgh-ijkl-mnop` from Apple,
  `abcd efgh ijkl mnop` from Google) given to a password flag (`-p`, `-w`,
  `--password`) or in a clause naming a password.

Speed: every form has literal gates of the sanitizer's one RE2 set (`authorize`,
`oathtool`, `::add-mask::`, `community`, ` join `, `-key`, `-token`, `pass`,
` -p`, ` -w`, ` -u `, `--user`, `dns `, `-pin`, `-puk`, `-hashes`, `-h `, `-cred`,
`shodan`, `savekey`, `plaintext`, `<user>`) and its pattern starts with a literal, or
runs only on texts holding its gate.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.clauses import generated_value
from kenning.daemon.safety.placed import generated
from kenning.daemon.safety.secret_rules import Hit, RegexRule, SecretRule, SpanRule, with_lower
from kenning.daemon.safety.values import (
    MARKER_PREFIX,
    UUID,
    decode_base64,
    docker_auth_ok,
    has_digit,
    is_placeholder,
    weak_token_ok,
)

__all__ = ["CLI_ARG_RULES", "grouped_passwords", "short_flag_keys"]


def _credential(value: str) -> bool:
    """Not a reference or a placeholder, and not a plain word."""
    v = value.strip("\"'")
    if not v or v.startswith((MARKER_PREFIX, "$", "%", "<", "{")) or is_placeholder(v):
        return False
    return len(v) >= 8 and (has_digit(v) or not v.isalpha())


def _seed_ok(value: str) -> bool:
    """A TOTP seed: base32 (16 characters or more) or hex, not an option."""
    v = value.strip("\"'")
    return (
        len(v) >= 16
        and not v.startswith("-")
        and _credential(v)
        and (
            re.fullmatch(r"[A-Z2-7]+=*", v) is not None
            or re.fullmatch(r"[0-9a-fA-F]+", v) is not None
        )
    )


_QUOTED_OR_BARE = r"""(?P<v>"[^"\s]{1,400}"|'[^'\s]{1,400}'|[^\s"'`;|&<>]{1,400})"""

_B2 = RegexRule(
    "secret_argument",
    lazy_compile(
        r"\bb2(?:\.exe)?[ \t]+(?:account[ \t]+authorize|authorize[-_]account)[ \t]+"
        r"[^\s]{6,64}[ \t]+" + _QUOTED_OR_BARE
    ),
    gates=("authorize",),
    needles=("b2",),
    judge=_credential,
    priority=5,
)
_OATHTOOL = RegexRule(
    "totp_seed",
    lazy_compile(r"\boathtool(?:[ \t]{1,4}-[-\w=]{1,30}){0,8}+[ \t]{1,4}" + _QUOTED_OR_BARE),
    gates=("oathtool",),
    judge=_seed_ok,
    priority=5,
)
_ADD_MASK = RegexRule(
    "masked_value",
    lazy_compile(r"::add-mask::(?P<v>[^\s\"'`]{6,400})"),
    gates=("::add-mask::",),
    judge=_credential,
    priority=5,
)
_COMMUNITY = RegexRule(
    "snmp_community",
    lazy_compile(r"\bsnmp-server[ \t]+community[ \t]+" + _QUOTED_OR_BARE),
    gates=("snmp-server",),
    judge=_credential,
    priority=5,
)
# a join URL with its token as a path segment: `microk8s join 10.0.0.1:25000/<token>/<hash>`
_JOIN_PATH = RegexRule(
    "join_token",
    lazy_compile(r"\bjoin[ \t]+[\w.-]{1,120}:[0-9]{2,5}/(?P<v>[0-9A-Za-z]{16,128})(?=[/\s\"']|$)"),
    gates=(" join ",),
    judge=lambda v: generated_value(v) or has_digit(v),
    priority=5,
)

# a key as a basic-auth user whose password is a dummy: `-u <key>:X`, `-u "<key>:"`
_KEY_AS_USER = RegexRule(
    "basic_auth_user_key",
    lazy_compile(
        r"""(?:^|(?<=[\s"'\[,]))(?:-u|--user)(?:[ \t]{1,4}|=)["']?"""
        r"""(?P<v>[A-Za-z0-9_.+/=-]{16,200}):[Xx]?(?=["'\s,\]]|$)"""
    ),
    gates=(" -u ", "--user"),
    judge=lambda v: generated_value(v) or (v.isalnum() and weak_token_ok(v)),
    priority=6,
)
# Caddy's `dns <provider> <token>` (inside `tls { … }` or global options)
_CADDY_DNS = RegexRule(
    "dns_provider_token",
    lazy_compile(
        r"(?m)^[ \t]*dns[ \t]+[a-z][\w.-]{1,30}[ \t]+"
        r"(?P<v>[A-Za-z0-9_\-.=+/]{20,400})[ \t]*(?:\r?$)"
    ),
    gates=("dns ",),
    judge=generated_value,
    priority=6,
)


def _pin_ok(value: str) -> bool:
    """A token's PIN or PUK: four or more characters with a digit, or generated; no path."""
    v = value.strip("\"'")
    if len(v) < 4 or v.startswith((MARKER_PREFIX, "$", "%", "<", "{", "-")) or is_placeholder(v):
        return False
    return "/" not in v and ":" not in v and (has_digit(v) or generated_value(v))


# a security token's PIN or PUK given to its tool: `pkcs11-tool --login --pin …`,
# `softhsm2-util --init-token --so-pin … --pin …`, `yubico-piv-tool --new-pin=…`
_TOKEN_PIN = RegexRule(
    "token_pin",
    lazy_compile(
        r"--(?<![\w-]--)(?:so-|new-|user-|admin-)?(?:pin|puk)(?:[ \t]{1,4}|=)" + _QUOTED_OR_BARE
    ),
    gates=("-pin", "-puk"),
    judge=_pin_ok,
    priority=5,
)
# a Windows account's NT hash given to log in with (pass the hash): impacket's `-hashes
# LM:NT`, `-H NT` of netexec and evil-winrm; a hash of hex only, the LM half optional
_NT_HASH = RegexRule(
    "nt_hash",
    lazy_compile(
        r"-(?<![\w-]-)(?:hashes|H)[ \t]{1,4}[\"']?(?P<v>(?:[0-9a-fA-F]{32})?:?[0-9a-fA-F]{32})"
        r"(?=[\s\"']|$)"
    ),
    gates=("-hashes", "-h "),
    priority=5,
)
# a web scanner's login: sqlmap's `--auth-cred='user:pass'`, `--proxy-cred=user:pass`
_AUTH_CRED = RegexRule(
    "password_argument",
    lazy_compile(
        r"--(?<![\w-]--)(?:auth|proxy)-cred(?:[ \t]{1,4}|=)[\"']?[^\s:\"']{1,64}:"
        r"(?P<v>[^\s\"']{4,200})"
    ),
    gates=("-cred",),
    judge=lambda v: not v.startswith((MARKER_PREFIX, "$", "<", "{")) and not is_placeholder(v),
    priority=5,
)
# an API key a security tool's CLI stores by position: `shodan init KEY`,
# `netlas savekey KEY`
_INIT_KEY = RegexRule(
    "api_key_argument",
    lazy_compile(r"\b(?:shodan[ \t]+init|netlas[ \t]+savekey)[ \t]+" + _QUOTED_OR_BARE),
    gates=("shodan", "savekey"),
    judge=generated_value,
    priority=5,
)


def _key_bytes(value: str) -> bool:
    """Base64 of 16 to 64 bytes that are no text: a symmetric key's bytes."""
    raw = decode_base64(value, strict=True)
    return (
        raw is not None
        and 16 <= len(raw) <= 64
        and sum(32 <= b < 127 for b in raw) < len(raw) * 0.9
    )


# a key service's plaintext data key in its output: AWS KMS's `GenerateDataKey` and
# `Decrypt` JSON (`"Plaintext": "<base64>"`), Vault transit's `plaintext  <base64>` row
_PLAINTEXT_KEY = RegexRule(
    "data_key",
    lazy_compile(
        r"""(?i)(?<![\w-])["']?plaintext["']?(?:[ \t]*[:=][ \t]*|[ \t]{2,})["']?"""
        r"""(?P<v>[A-Za-z0-9+/]{22,120}={0,2})(?=["'\s,}]|$)"""
    ),
    gates=("plaintext",),
    judge=_key_bytes,
    priority=5,
)
# a web scanner's stored user: OWASP ZAP's context `<user>ID;on;b64(name);type;b64(creds)`,
# the last field base64 of `user:password`
_ZAP_USER = RegexRule(
    "basic_auth",
    lazy_compile(
        r"<user>\d{1,6};(?:true|false);[A-Za-z0-9+/=]{0,200};\d{1,3};"
        r"(?P<v>[A-Za-z0-9+/]{8,400}={0,2})~?</user>"
    ),
    gates=("<user>",),
    judge=docker_auth_ok,
    priority=5,
)

# a flag whose name ends in a credential word, given an id's shape (UUID, long hex): the
# word is found first (`-key`, `_token`: one `find` each), the flag read back from it
_FLAG_WORDS = ("key", "token", "secret")
_KEY_FLAG_TAIL = lazy_compile(
    r"(?:key|token|secret)(?:[ \t]{1,4}|=)"
    r"""["']?(?P<v>""" + UUID + r"""|[0-9a-fA-F]{32,128})(?=[\s"'`;|)&]|$)"""
)
_KEY_FLAG_HEAD = lazy_compile(r"""(?:^|[\s"'])--?[A-Za-z][\w-]{0,30}$""")


def _id_shaped_key(value: str) -> bool:
    plain = value.replace("-", "")
    return len(set(plain.lower())) > 5 and has_digit(plain) and any(c.isalpha() for c in plain)


def key_flag_secrets(text: str, low: str) -> Iterator[tuple[int, int]]:
    """UUIDs and long hex given to a flag named `…-key`, `…-token` or `…-secret`."""
    if len(low) != len(text):
        low = text.lower() if text.isascii() else text
    for word in _FLAG_WORDS:
        j = low.find("-" + word)
        while j >= 0:
            m = _KEY_FLAG_TAIL.match(text, j + 1) if j > 0 else None
            if (
                m is not None
                and _KEY_FLAG_HEAD.search(text, max(0, j - 34), j) is not None
                and _id_shaped_key(m.group("v"))
            ):
                yield m.span("v")
            j = low.find("-" + word, j + 1)


@dataclass(frozen=True)
class _KeyFlagRule:
    kind: str = "secret_flag_value"
    gates: tuple[str, ...] = ("-key", "-token", "-secret")
    needles: tuple[str, ...] = ()
    priority: int = 7

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        return (Hit(self.kind, s, e, self.priority) for s, e in key_flag_secrets(text, low))


# app passwords: four groups of four letters in one case, joined by `-` or a blank
_GROUPED = lazy_compile(
    r"(?<![\w-])(?P<v>[a-z]{4}(?P<sep>[- ])[a-z]{4}(?P=sep)[a-z]{4}(?P=sep)[a-z]{4})(?![\w-])"
)
_PASSWORD_FLAG = lazy_compile(r"""(?:^|[ \t])(?:-[pwP]|--pass(?:word)?)(?:[ \t]+|=)["']?$""")
_PASSWORD_WORD = lazy_compile(r"(?i)pass(?:word|wd|code)?|app[- ]specific")


_GROUP_CUES = (" -p", " -w", "--password", "app password", "app-specific")
_GROUP_REACH = 100


def grouped_passwords(text: str, low: str | None = None) -> Iterator[tuple[int, int]]:
    """Four groups of four one-case letters given to a password flag or named a password.

    Read only in the reach of a cue (`pass`, ` -p`, ` -w`, `app-specific`): the
    groups' pattern starts with no literal, so it never runs over the whole text.
    """
    if low is None or len(low) != len(text):
        low = text.lower()
    seen: set[int] = set()
    for cue in _GROUP_CUES:
        i = low.find(cue)
        while i >= 0:
            for m in _GROUPED.finditer(text, i, min(len(text), i + _GROUP_REACH)):
                start = m.start("v")
                if start in seen:
                    continue
                line_start = text.rfind("\n", 0, start) + 1
                before = text[max(line_start, start - 80) : start]
                if _PASSWORD_FLAG.search(before) or _PASSWORD_WORD.search(before):
                    seen.add(start)
                    yield start, m.end("v")
            i = low.find(cue, i + _GROUP_REACH)


@dataclass(frozen=True)
class _GroupedRule:
    kind: str = "app_password"
    gates: tuple[str, ...] = _GROUP_CUES
    needles: tuple[str, ...] = ()
    priority: int = 6

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        return (Hit(self.kind, s, e, self.priority) for s, e in grouped_passwords(text, low))


# a key given to a short password flag (`rescale-cli submit -p <hex> -i job.json`, `tool -w
# <token>`): hex of 32 or more with digits and letters, or a value that reads as generated;
# a port, a path, a profile's name stay, and so does a commit after git's `-p` (a patch)
_SHORT_FLAG = lazy_compile(
    r"(?:^|[ \t])-[pPw][ \t]+(?P<q>[\"']?)(?P<v>[A-Za-z0-9_+=-]{20,400})(?P=q)(?=[ \t]|$)",
    re.MULTILINE,
)
_SHORT_FLAG_GATES = (" -p ", " -w ", " -P ")
_HEX = lazy_compile(r"[0-9a-fA-F]{32,400}")
_NOT_A_PASSWORD_FLAG = lazy_compile(r"(?:^|[ \t/])(?:git|hg|svn|diff|patch)[ \t]")


def short_flag_keys(text: str, low: str) -> Iterator[tuple[int, int]]:
    """A key-shaped value after `-p`, `-P` or `-w` on a command line (no VCS's or diff's)."""
    for cue in _SHORT_FLAG_GATES:
        i = low.find(cue)
        while i >= 0:
            m = _SHORT_FLAG.match(text, i)
            if m is not None:
                v = m.group("v")
                line = text[text.rfind("\n", 0, i) + 1 : i]
                hexes = _HEX.fullmatch(v) is not None and has_digit(v) and not v.isdigit()
                if (hexes or generated(v)) and _NOT_A_PASSWORD_FLAG.search(line) is None:
                    yield m.span("v")
            i = low.find(cue, i + len(cue))


CLI_ARG_RULES: tuple[SecretRule, ...] = (
    _B2,
    _OATHTOOL,
    _ADD_MASK,
    _COMMUNITY,
    _JOIN_PATH,
    _KEY_AS_USER,
    _CADDY_DNS,
    _TOKEN_PIN,
    _NT_HASH,
    _AUTH_CRED,
    _INIT_KEY,
    _PLAINTEXT_KEY,
    _ZAP_USER,
    _KeyFlagRule(),
    _GroupedRule(),
    SpanRule("password_argument", with_lower(short_flag_keys), gates=_SHORT_FLAG_GATES, priority=6),
)
