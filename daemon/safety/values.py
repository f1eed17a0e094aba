"""Judging a candidate secret's value and name, for the rules of `secret_rules.py` and `names.py`.

A value found next to a secret's name may as well be code (`password=pw`,
`config.db.password`), a placeholder (`<your token>`, `sk-...your-key...`,
`AKIAIOSFODNN7EXAMPLE`) or prose as a secret; these functions tell them apart.
`classify_key` says whether a name names a secret, and how strongly.
"""

from __future__ import annotations

import base64
import binascii
import functools
import itertools
import string
from collections.abc import Callable

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.sayable import sayable
from kenning.daemon.safety.stand_in_tables import (
    PLACEHOLDER_EXAMPLE,
    PLACEHOLDER_REFERENCE,
    documented_seed,
)

__all__ = [
    "BASE64_CHARS",
    "CAMEL_WORDS",
    "DOTTED",
    "EXAMPLE",
    "IDENT",
    "MARKER_PREFIX",
    "MARKER_RE",
    "PLACEHOLDER_INSIDE",
    "UUID",
    "UUID_RE",
    "ascii_digit",
    "auth_value_real",
    "bare_value_ok",
    "base64_run",
    "base64_text",
    "basic_placeholder",
    "classify_key",
    "credential_like",
    "docker_auth_ok",
    "grouped_at",
    "has_digit",
    "has_grouped",
    "has_upper_lower_digit",
    "hex_key",
    "is_code",
    "is_placeholder",
    "is_plain_word",
    "is_uuid",
    "is_word",
    "line_start",
    "looks_random",
    "marker",
    "mixed_case",
    "named_digest",
    "not_placeholder",
    "placeholder_uuid",
    "quoted_value_ok",
    "tokenish",
    "value_tail",
    "weak_token_ok",
]

#: the standard base64 alphabet (padding aside): what a run of base64 is made of
BASE64_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")

MARKER_PREFIX = "[REDACTED:"
MARKER_RE = lazy_compile(r"\[REDACTED:[a-z0-9_]+\]")


def marker(kind: str) -> str:
    """The text that replaces a secret of `kind`: `[REDACTED:<kind>]`."""
    return f"{MARKER_PREFIX}{kind}]"


#: a name's words in any casing (`apiKey`, `API_KEY2`, `X-Api-Key`): capitals with their digits,
#: a capital and small letters with theirs, digits
CAMEL_WORDS = lazy_compile(r"[A-Z]+\d*(?![a-z])|[A-Z]?[a-z]+\d*|\d+")


# -- a UUID ---------------------------------------------------------------------------

#: a UUID's form (8-4-4-4-12 hex digits, either case): the one pattern the rules embed
UUID = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
UUID_RE = lazy_compile(UUID)


def is_uuid(value: str, *, lower: bool = False) -> bool:
    """Whether `value` is a UUID; with `lower`, one in small letters only (a generated id's
    form: a UUID in capitals there is a word's or a vendor key's part)."""
    if UUID_RE.fullmatch(value) is None:
        return False
    return not lower or not any("A" <= c <= "F" for c in value)


def placeholder_uuid(value: str) -> bool:
    """A UUID of three hex digits or fewer (`00000000-0000-…`, `11111111-2222-…`): a
    placeholder's, not an id or a key."""
    return len(set(value) - {"-"}) <= 3


# -- judging values -----------------------------------------------------------------

IDENT = lazy_compile(r"[A-Za-z_][A-Za-z0-9_]*")
# attribute chains and lookups written without brackets: self.password, process.env.TOKEN
DOTTED = lazy_compile(r"[A-Za-z_$][\w$]*(?:(?:\??\.|->|::)[A-Za-z_$][\w$]*)+")
# /run/secrets/db, ~/.ssh/id_rsa, ./key.pem (two parts, or a file extension)
_PATH = lazy_compile(r"(?:~|\.{1,2})?(?:/[\w.~-]+){2,}/?|(?:~|\.{1,2})?/[\w~-]+\.[A-Za-z]{1,5}")
_FILLER = lazy_compile(r"(?i)x{3,}|\*{3,}|\.{3,}|…|-{3,}|_{3,}|#{3,}|0{6,}")
_TEMPLATE = lazy_compile(r"\{[A-Za-z_0-9.\[\]]{0,40}\}|%\(\w{1,40}\)s|%s")
EXAMPLE = lazy_compile(
    r"(?i)[_\s.-](?:here|goes[_\s.-]here)$"
    r"|^(?:changeit_?placeholder|n/?a|\*+)$"
    # well-known defaults that tools ship and docs tell you to replace (documented), words
    # asking for a value, a value masked as a tool prints it (`Password: PROTECTED`): the
    # rules' part of stand_in_tables' tables
    "|" + PLACEHOLDER_EXAMPLE
)
# `your_api_key`, `my-secret-token`, `xoxb-your-bot-token`: words only; `mY_v0MmUbtTRlQOX`
# is a real value; and a secret's word run into `my` or `your` (`mypassword`, `YourApiKey`:
# an example's default)
_EXAMPLE_PREFIX = lazy_compile(
    r"(?i)(?:your|my|some|insert|enter|put)[_\s.-][A-Za-z_\s.-]{0,60}"
    # the same after a vendor's prefix (`xoxb-your-bot-token`, `sk_my_api_key`): docs' form
    r"|[a-z]{2,8}[_.-](?:your|my)[_.-][A-Za-z_.-]{0,60}"
    r"|(?:your|my)(?:password|passwd|passphrase|pass|pwd|secret|token|api_?key|key)s?"
    # a template's password, its letters written as symbols and a count after it (a password
    # manager's item template: `myp@ssword123`)
    r"|(?:your|my)p[a@4][s$]{2}(?:w[o0]rd)?(?:1|12|123|1234)?"
)
# a placeholder written inside a value: `sk-...your-key...`, `sk-xxxx…`, `ghp_<token>`
#: a filler inside a value: `x`s in one case or alternating (`xxxx`, `XXXX`, `XxXx`; a run
#: such as `xXxx` is a draw's: one in a thousand base64 keys of 512 bytes holds one), an
#: ellipsis, stars, a `<name>`
PLACEHOLDER_INSIDE = lazy_compile(
    r"x{4,}|X{4,}|(?:Xx){2,}|(?:xX){2,}|\.{3}|…|\*{4,}|<[^<>\s]{1,40}>"
)
# values that are code, not data: literals and type names
_CODE_WORDS = frozenset(
    (  # noqa: SIM905  (a word list reads better as one string)
        "none null nil true false undefined yes no on off str string int integer bytes bool "
        "boolean any object secretstr secretbytes optional char number void self this required "
        "text varchar password secret token key"
    ).split()
)


# the YAML tags of config tools that read a value from elsewhere (Home Assistant, Ansible,
# CloudFormation, pyyaml-include, envyaml): the value is a reference
_YAML_TAG = lazy_compile(
    r"(?i)!(?:env(?:_?var)?|vault|ref|sub|getatt|secret|include|importvalue|join|select"
    r"|findinmap|base64|split|encrypted)"
)
# a value that is only the name of what goes there
_SECRET_NAMES = frozenset(
    ["password", "passwd", "passphrase", "secret", "token", "apikey", "api_key"]
)


#: the value judges below are pure functions of a short string that recurs (`api_key`,
#: `os.environ["API_KEY"]`, `forms.CharField(...)` come back in every session): values up
#: to this length are memoised, longer ones judged each time (the cache stays small)
_MEMO_LEN = 160


def is_placeholder(value: str) -> bool:
    """Empty values, templates and examples (`<your token>`, `${PW}`, `xxx`, `your_key_here`)."""
    return _placeholder_memo(value) if len(value) <= _MEMO_LEN else _is_placeholder(value)


def _is_placeholder(value: str) -> bool:
    v = value.strip()
    if not v or not any(c.isalnum() for c in v):
        return True  # nothing, or punctuation only: `" + "` between two string literals
    if v[0] in "<[{" and v[-1] in ">]}":
        return True
    if v.startswith(("${", "$(", "{{", "%(", "%s", "&lt;", "#{")):
        return True
    if v[0] == "$" and IDENT.fullmatch(v[1:]):
        return True  # shell/PHP variable
    if PLACEHOLDER_REFERENCE.fullmatch(v.rstrip("!")):
        return True  # where the secret is kept: `op://vault/item/field`, `%env(API_KEY)%`
        # (TypeScript's non-null `!` after it: `process.env.API_KEY!`)
    if "," in v and len(v) <= 200 and all(_is_placeholder(p) for p in v.split(",")):
        return True  # a list of them: `toBeModified1,toBeModified2`
    if v.startswith(("pk_test_", "pk_live_")):
        return True  # a publishable key (Stripe's, Clerk's): public by design, not a secret
    if v[0] == "?" and v[1:].isalpha():
        return True  # the message of a shell default: `${DB_PASSWORD:?set it}`
    if v[0] == "!" and _YAML_TAG.fullmatch(v):
        return True  # a YAML tag whose value follows it: `!env_var DB_PASSWORD`, `!Ref Pw`
    if len(v) > 2 and v[0] == v[-1] == "@" and IDENT.fullmatch(v[1:-1]):
        return True  # an autoconf or build template: `@DB_PASSWORD@`
    if v.rstrip(",.;:").lower() in _SECRET_NAMES:
        return True  # `curl -u user:password`, `--token TOKEN`: the shape, in docs
    if _TEMPLATE.search(v):
        return True  # a format string: "password={}", f"Bearer {token}", "%(pw)s"
    if v.endswith(("...", "…")) and len(v.rstrip(".…")) <= 8:
        return True  # an abbreviation in prose or docs: `sk-...`, `ghp_…`
    if "EXAMPLE" in v or PLACEHOLDER_INSIDE.search(v):
        return True  # AKIAIOSFODNN7EXAMPLE, …EXAMPLEKEY, sk-...your-key..., SG.xxxx.xxxx
    if len(v) > 64:
        return False  # examples are short; do not pay for long values
    if v[:2] in ("0x", "0X"):
        v = v[2:]  # `0xYOUR_PRIVATE_KEY`: a hex key's placeholder
    return bool(
        _FILLER.fullmatch(v) or EXAMPLE.search(v) or _EXAMPLE_PREFIX.fullmatch(v) or _counted(v)
    ) or documented_seed(v)


_ALPHABET = "abcdefghijklmnopqrstuvwxyz"
_COUNT = "1234567890"
_COUNT_RUN = lazy_compile(r"[A-Za-z]{3,26}[0-9]{3,10}")


def _counted(v: str) -> bool:
    """The alphabet's first letters, then counted digits: a documentation's stand-in
    (`ABCDE12345`, `abc123`; digits first, `1234567890abcdef`, is a hex key's draw too)."""
    if _COUNT_RUN.fullmatch(v) is None:
        return False
    low = v.lower()
    letters = "".join(c for c in low if c.isalpha())
    digits = "".join(c for c in low if c.isdigit())
    return _ALPHABET.startswith(letters) and (
        _COUNT.startswith(digits) or ("0" + _COUNT).startswith(digits)
    )


def is_code(value: str, *, config_line: bool = False) -> bool:
    """An unquoted value that reads as an expression: a call, a subscript, an attribute.

    A dotted value is an attribute chain (`self.password`, `config.db.token`)
    unless it reads as data (`p4ss.w0rd`, `CI4qO5_KyIr.MDEl`; on a line that
    is only `name=value`, `correct.horse.battery.staple` too): see `_dotted_is_data`.
    """
    if len(value) <= _MEMO_LEN:
        return _code_memo(value, config_line)
    return _is_code(value, config_line)


#: the alphabet of a generated key with symbols (Django's `get_random_secret_key`)
_SYMBOL_KEY_CHARS = frozenset(string.ascii_letters + string.digits + "!@#$%^&*(-_=+)")
_KEY_SYMBOLS = frozenset("!@#$%^&*(-_=+)")


def _symbol_key(value: str) -> bool:
    """Whether `value` reads as a key generated of letters, digits and symbols: 32 characters
    or more of that alphabet alone (no quote, dot or slash, which code has), four symbols or
    more of three kinds, and digits."""
    if len(value) < 32 or not _SYMBOL_KEY_CHARS.issuperset(value):
        return False
    symbols = [c for c in value if c in _KEY_SYMBOLS]
    return len(symbols) >= 4 and len(set(symbols)) >= 3 and any(c.isdigit() for c in value)


def _is_code(value: str, config_line: bool) -> bool:
    if "(" in value or "[" in value or "{" in value:
        # (a key generated of letters, digits and symbols, Django's `…m^3(fdj+y4…&k*5@y(#*jd`,
        # holds a bracket as one of its symbols: no call, round 47)
        return not _symbol_key(value)
    if value.lower() in _CODE_WORDS:
        return True
    if value.startswith(("/", "~/", "./", "../")) and _PATH.fullmatch(value):
        return True  # a file path: where a secret lives, not the secret
    return bool(DOTTED.fullmatch(value)) and not _dotted_is_data(value, config_line)


# the usual roots of attribute chains in code and CI files: `config.db.password` is code
_CODE_ROOTS = frozenset(
    (  # noqa: SIM905
        "self this cls super os sys process env environ config conf cfg settings options opts "
        "args argv kwargs params props state ctx context app request req res response form "
        "data body payload input inputs vars values secrets credentials creds user obj item "
        "model window document module exports github steps needs matrix runner job vault "
        "keyring parameters import"
    ).split()
)
_SECRET_WORDS = ("pass", "pwd", "secret", "token", "key", "auth", "cred")


def _dotted_is_data(value: str, config_line: bool) -> bool:
    """Whether a dotted value (`a.b`) is data rather than an attribute chain."""
    if "->" in value or "::" in value or "?." in value or "$" in value:
        return False
    parts = value.split(".")
    if parts[0].lower() in _CODE_ROOTS:
        return False
    last = parts[-1].lower()
    if any(word in last for word in _SECRET_WORDS) or last in _CODE_WORDS:
        return False  # `cfg.db_password`, `opts.token`: where the secret is read from
    if any(has_digit(p) for p in parts) or any(looks_random(p) for p in parts):
        return True  # identifiers in code rarely carry digits: `p4ss.w0rd`
    # plain words joined by dots: a passphrase on a config line, an attribute chain inline
    return config_line


def decode_base64(value: str, *, strict: bool = False) -> bytes | None:
    """`value`'s bytes as base64, padded: the standard alphabet, else the URL-safe one.

    The URL-safe reading skips a character of neither alphabet, as
    `base64.urlsafe_b64decode` does; `strict` fails the value on one instead (a reader
    that must know the whole value is base64: a key's bytes, a blob's text).
    """
    v = value.rstrip("=")
    v += "=" * (-len(v) % 4)
    try:
        return base64.b64decode(v, validate=True)
    except (binascii.Error, ValueError):
        pass
    if strict and "-" not in v and "_" not in v:
        return None  # the URL-safe reading differs only in these two
    try:
        if strict:
            return base64.b64decode(v.replace("-", "+").replace("_", "/"), validate=True)
        return base64.urlsafe_b64decode(v)
    except (binascii.Error, ValueError):
        return None


def base64_run(text: str, start: int, end: int, reach: int | None = None) -> tuple[int, int]:
    """The run of base64 characters (`BASE64_CHARS`, its padding not in it) around
    `text[start:end]`, at most `reach` characters before `start` and after `end` (None:
    the whole run). With `base64_text`, the one reading of a base64 blob around a place
    (carried.py's secret's name in base64, bare.py's run of a config's base64)."""
    floor = 0 if reach is None else max(0, start - reach)
    ceiling = len(text) if reach is None else min(len(text), end + reach)
    while start > floor and text[start - 1] in BASE64_CHARS:
        start -= 1
    while end < ceiling and text[end] in BASE64_CHARS:
        end += 1
    return start, end


@functools.lru_cache(maxsize=256)
def base64_text(run: str) -> str | None:
    """The text a base64 run (`base64_run`'s) decodes to, as UTF-8, or None: no base64
    (`decode_base64`, strict; its padding, if any, is not read), or bytes of no UTF-8.
    Memoised: the rules that read a blob's text read the same blob's."""
    raw = decode_base64(run, strict=True)
    if raw is None:
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


#: a typed object id: two capitals of its type, then 32 hex (Twilio's `AC…`, `SM…`, `PN…`);
#: an object's name, public
TYPED_HEX = lazy_compile(r"[A-Z]{2}[0-9a-fA-F]{32}")

#: words joined by `-`, `_` or `.`, then a digest: a CI cache's key (`node-modules-<sha256>`,
#: `Linux-pip-<sha256>`), an artefact's name and its hash
_NAMED_DIGEST = lazy_compile(r"[A-Za-z][a-z]+(?:[-_.][A-Za-z][a-z]+)*[-_.][0-9a-f]{16,}")


def named_digest(value: str) -> bool:
    """Whether `value` is a name and a digest (`Linux-pip-<sha256>`): a cache key, no secret."""
    return _NAMED_DIGEST.fullmatch(value) is not None


def looks_random(value: str) -> bool:
    """Mixed case with no words in it: `mYvMmUbtTRlQOX`, not `hashedPassword` or `XMLHttpRequest`.

    In an identifier nearly every letter belongs to a lower-case run of three or
    more (with the capital before it); in a random string few do.
    """
    if len(value) < 10:
        return False
    return _random_memo(value) if len(value) <= _MEMO_LEN else _looks_random(value)


def _looks_random(value: str) -> bool:
    if not value.isascii():
        return False
    wordy = run = 0
    for i, c in enumerate(value + " "):
        if c.islower():
            run += 1
            continue
        # the run and the capital that may start it, when its letters read as a word
        if run >= 3:
            start = i - run - (i > run and value[i - run - 1].isupper())
            if sayable(value[start:i]):
                wordy += run + 1
        run = 0
    letters = sum(1 for c in value if c.isalpha())
    if letters < 8 or not mixed_case(value):
        return False
    flips = sum(
        1
        for a, b in itertools.pairwise(value)
        if a.isalpha() and b.isalpha() and a.isupper() != b.isupper()
    )
    return flips >= 4 and wordy * 2 < letters


_placeholder_memo = functools.lru_cache(maxsize=4096)(_is_placeholder)
_code_memo = functools.lru_cache(maxsize=4096)(_is_code)
_random_memo = functools.lru_cache(maxsize=4096)(_looks_random)


def is_word(value: str) -> bool:
    """A bare word or identifier (no digits, no symbols): `letmein`, `hashedPassword`."""
    return value.isalpha() or bool(IDENT.fullmatch(value) and not any(c.isdigit() for c in value))


def is_plain_word(value: str) -> bool:
    """One word that is not a code identifier: no `_`, no inner capital (`letmein`, `Secret`)."""
    return value.isalpha() and (value[1:].islower() or value.isupper())


def tokenish(value: str, min_len: int = 12) -> bool:
    """Whether a string looks machine-generated: letters mixed with digits, or long mixed case."""
    if len(value) < min_len or any(c.isspace() for c in value):
        return False
    has_digit = any(c.isdigit() for c in value)
    has_alpha = any(c.isalpha() for c in value)
    if has_digit and has_alpha:
        return True
    return len(value) >= 32 and value != value.lower() and value != value.upper()


_WORD_PARTS = lazy_compile(r"[._-]")


def weak_token_ok(value: str) -> bool:
    """A value given to a bare `token` key (also an NLP or parser term): must look random."""
    if len(value) < 8 or value.isdigit() or any(c.isspace() for c in value):
        return False
    if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
        return True
    if value.islower() and all(p.isalpha() for p in _WORD_PARTS.split(value)):
        return False  # words joined: `header.payload.signature`, a JWT's shape in docs
    return len(value) >= 16 and not IDENT.fullmatch(value)


# -- assignment keys ---------------------------------------------------------------

_STRONG_TOKEN = lazy_compile(
    r"(?:access|auth|refresh|bearer|api|session|csrf|xsrf|oauth|bot|app|secret|private|security"
    r"|personal|github|gh|gitlab|slack|npm|pypi|hf|discord|telegram|[_.-]id)[_.-]?tokens?$"
)
_ENCODINGS: tuple[str, ...] = (
    *("b32", "b64", "b58", "b64url", "base32", "base64", "base64url", "base58", "hex"),
    *("encoded", "value", "string"),
)
#: an encoding's name at the end of a secret's (`_b32`, `_base64`, `-hex`, `B64`), or a word
#: that says the value itself (`AccessKeyValue`, `SecretString`)
_ENCODING_SUFFIX = lazy_compile(
    r"[_.-]?(?:b32|b64|b58|b64url|base32|base64|base64url|base58|hex|encoded|value|string)$"
)
#: a piece of a secret at the end of its name (`_PART1`, `-half-2`, `Chunk3`)
_PIECE_SUFFIX = lazy_compile(r"[_.-]?(?:part|half|piece|chunk)[_.-]?[0-9]$")
_SECRET_KEY = lazy_compile(
    r"(?:api|access|secret|private|auth|client|encryption|signing|master|license|subscription"
    r"|service|account|consumer|webhook|server|admin|openai|anthropic|stripe|google|aws|app"
    r"|merchant|salt|unseal|recovery|application)"
    r"[_.-]?keys?$"
)


#: a code's or OAuth's verifier (`code_verifier`, `codeVerifier`, `oauth_verifier`)
_REDEEMS = lazy_compile(r"(?:code|oauth|pkce)[_.-]?verifier$")
_SPLIT_PASSWORDS = lazy_compile(r"(?:^|[^a-z])pass[_.-](?:phrase|word)\Z")


def _split_password(key: str) -> bool:
    """`pass_phrase`, `db.pass-word`: the word in parts (not `bypass_word`)."""
    return "pass" in key and _SPLIT_PASSWORDS.search(key) is not None


def classify_key(name: str) -> tuple[str, bool] | None:
    """The finding kind for a value named `name`, and whether the name alone proves a secret.

    Returns None for names that do not name a secret (`primary_key`, `OLDPWD`).
    A weak name (`token`, `next_token`) needs a random-looking value.
    """
    key = name.lower()
    piece = _PIECE_SUFFIX.search(key) if key[-1:].isdigit() else None
    if piece is not None and piece.start() > 0:
        key = key[: piece.start()]  # a piece of the secret (`API_KEY_PART1`): the secret's
    encoding = _ENCODING_SUFFIX.search(key) if key.endswith(_ENCODINGS) else None
    if encoding is not None and encoding.start() > 0:
        # the secret's name, then the encoding it is written in (`DB_PASS_B32`,
        # `apiKeyBase64`, `SECRET_HEX`) or `value` (`AccessKeyValue`): the secret's value
        key = key[: encoding.start()]
    if key.endswith(("password", "passwd", "passphrase")) or _split_password(key):
        return "password_assignment", True
    if key.endswith(("_pwd", "-pwd", ".pwd", "passwort")) or key == "passe":
        return "password_assignment", True  # DB_PWD, Passwort, "mot de passe : …"
    if key.endswith(("passcode", "pass_code", "pass-code")):
        return "password_assignment", True  # a vendor's `X-…-Passcode` header, DOOR_PASSCODE
    if key == "psk" or key.endswith(("_psk", "-psk", ".psk")):
        return "password_assignment", True  # a Wi-Fi or IPsec pre-shared key
    if key.endswith("pass"):
        # DB_PASS, ansible_become_pass, user_pass, SSHPASS, `-o user=bob,pass=…`; but a pass
        # is also a round (RETRY_PASS=3), a bypass: the value must look like a credential
        return "password_assignment", False
    if key.endswith("secret"):
        if key.endswith(("existingsecret", "existing_secret", "existing-secret")):
            return None  # Helm's `auth.existingSecret=NAME` names a Kubernetes Secret
        return "secret_assignment", True
    if key.endswith(("token", "tokens")):
        return "token_assignment", bool(_STRONG_TOKEN.search(key))
    if key.endswith("verifier") and _REDEEMS.search(key):
        # PKCE's code verifier, OAuth 1's verifier: what redeems a code for a token (a
        # value of its own form: a digest's or a SCRAM verifier's is judged as a value)
        return "secret_assignment", False
    if key.endswith("private_key_id"):
        return "secret_assignment", True  # a Google service account's key id
    if key.endswith(("apikey", "apikeys")) or _SECRET_KEY.search(key):
        kind = "api_key_assignment" if "api" in key else "secret_assignment"
        return kind, True
    if key in ("authorization", "proxy-authorization"):
        return "authorization_header", True
    if key == "auth":
        return "docker_auth", False  # judged by `docker_auth_ok`: base64 of user:password
    if key in _COOKIE_KEYS or key.endswith(("sessionid", "sessid")):
        return "session_cookie", True
    return None


_COOKIE_KEYS = frozenset(["cookie", "set-cookie", "connect.sid"])


def _keyword(key: str) -> str:
    low = key.lower()
    for word in ("password", "passwd", "passphrase", "pwd", "secret", "token", "key"):
        if word in low:
            return word
    return low


def quoted_value_ok(value: str, key: str, strong: bool) -> bool:
    """Judge a quoted value (a string literal is data: it is a secret unless it is an example)."""
    if key.lower() == "auth":
        return docker_auth_ok(value)
    if is_placeholder(value) or value.startswith(MARKER_PREFIX):
        return False
    if " " in value.strip() and _keyword(key) in value.lower():
        return False  # a message about the field: "The password field is required."
    return True if strong else weak_token_ok(value)


def bare_value_ok(value: str, key: str, strong: bool, config: Callable[[], bool]) -> bool:
    """Judge an unquoted value, which may as well be code (`password=pw`) as data.

    `config` tells whether the assignment is a configuration line (or a shell
    assignment); it is asked only when the answer matters (a word, a number, a
    dotted value), as it looks around the value.
    """
    if is_placeholder(value):
        return False
    if DOTTED.fullmatch(value):
        if is_code(value, config_line=strong and config()):
            return False
    elif is_code(value):
        return False
    if not strong:
        return weak_token_ok(value)
    norm_value = value.lower().replace("_", "").replace("-", "")
    if norm_value and key.lower().replace("_", "").replace("-", "").endswith(norm_value):
        return False  # password=password, api_key=key: the variable, not its content
    if looks_random(value):
        return True  # `mYvMmUbtTRlQOX` is a generated value, not a variable name
    if is_word(value):
        # a bare word is a secret only where it cannot be code: alone on a config line;
        # an identifier too under an upper-case name (`DB_PASSWORD: SuperSecretPass`:
        # code names its keys in lower or camel case, `password: hashedPassword,`)
        plain = is_plain_word(value) or (key.isupper() and key[:1].isalpha())
        return plain and len(value) >= 4 and config()
    if value.isdigit():
        return len(value) >= 4 or config()
    return len(value) >= 3


def ascii_digit(text: str) -> bool:
    """Whether `text` holds a digit 0 to 9 (moved from places.py: ten substring searches,
    each a fast scan in C, cost less than one regex pass)."""
    for d in "0123456789":  # noqa: SIM110  (a loop: no generator on this path)
        if d in text:
            return True
    return False


def has_upper_lower_digit(value: str) -> bool:
    return (
        any(c.isupper() for c in value)
        and any(c.islower() for c in value)
        and any(c.isdigit() for c in value)
    )


def hex_key(value: str) -> bool:
    """32 or more hex digits, mixing digits and letters (not `0000…`, not a word)."""
    return (
        len(value) >= 32
        and all(c in string.hexdigits for c in value)
        and has_digit(value)
        and any(c.isalpha() for c in value)
    )


def mixed_case(value: str) -> bool:
    return any(c.isupper() for c in value) and any(c.islower() for c in value)


def has_digit(value: str) -> bool:
    return any(c.isdigit() for c in value)


def docker_auth_ok(value: str) -> bool:
    """Whether `value` is base64 of `user:password`, as Docker's `config.json` stores it."""
    if len(value) < 8 or len(value) > 4000:
        return False
    try:
        raw = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        return False
    user, colon, password = raw.partition(b":")
    return bool(colon and user and password and raw.isascii())


def not_placeholder(value: str) -> bool:
    return not is_placeholder(value) and not value.startswith(MARKER_PREFIX)


def basic_placeholder(value: str) -> bool:
    """Base64 of `user:password` whose password is a placeholder: `dXNlcjpwYXNzd29yZA==`."""
    if len(value) > 80 or len(value) < 8:
        return False
    try:
        raw = base64.b64decode(value + "=" * (-len(value) % 4), validate=True)
    except (binascii.Error, ValueError):
        return False
    _, colon, password = raw.partition(b":")
    if not colon or not all(32 <= b < 127 for b in raw):
        return False
    return is_placeholder(password.decode())


def auth_value_real(value: str) -> bool:
    """An `Authorization` credential that is no placeholder, plain or in base64."""
    return not_placeholder(value) and not basic_placeholder(value)


_SYMBOLS = frozenset("!#$%&*+,-./:;=?@^_~|")


def credential_like(value: str) -> bool:
    """Whether a string literal read as a password or a key could be one.

    Not a placeholder, a path or code; no blank inside; and not a plain word
    or identifier: a digit, a symbol, or random-looking letters.
    """
    if len(value) < 6 or len(value) > 400 or value.startswith(MARKER_PREFIX):
        return False
    if any(c.isspace() for c in value) or is_placeholder(value) or is_code(value):
        return False
    if is_word(value):
        return looks_random(value)
    return has_digit(value) or any(c in _SYMBOLS for c in value) or looks_random(value)


#: a key told in groups: four or more of 3 to 8 letters and digits split by one blank,
#: dash or dot (`41Xc RGz7 2WK1 …`, `q7aR-2Kra-…`, `Ab3x.9KqL.…`)
_GROUPED = lazy_compile(
    r"(?P<v>[A-Za-z0-9]{3,8}(?P<s>[ .-])[A-Za-z0-9]{3,8}(?:(?P=s)[A-Za-z0-9]{3,8}){2,14})"
    r"(?![\w-]|\.\w)"
)
_INTRODUCED_GROUPS = lazy_compile(
    r"(?:[:=\uff1a]|\bis|\bwas|->)[ \t]*[\"'`]?"
    r"(?P<v>[A-Za-z0-9]{3,8}(?P<s>[ .-])[A-Za-z0-9]{3,8}(?:(?P=s)[A-Za-z0-9]{3,8}){2,14})"
)
#: what each of `_INTRODUCED_GROUPS`'s introducers holds (`was`'s `as` is not `is`)
_GROUP_INTRODUCERS = (":", "=", "\uff1a", "is", "was", "->")
_HEX_DIGITS = lazy_compile(r"[0-9A-Fa-f]+")
#: a line that says what such groups are, when they are no key
_NOT_A_KEY_LINE = lazy_compile(r"(?i)fingerprint|thumbprint|\bhash|checksum|serial|iban|\bmac\b")


def grouped_at(text: str, start: int) -> int | None:
    """The end of a key told in groups at `start`: all of one length but the last (no
    longer), joined mixing both cases and digits or reading as random, neither hex (a
    fingerprint) nor digits alone (a card's number), on a line that says no fingerprint,
    hash or serial."""
    m = _GROUPED.match(text, start)
    if m is None:
        return None
    groups = m.group("v").split(m.group("s"))
    size = len(groups[0])
    if any(len(g) != size for g in groups[:-1]) or len(groups[-1]) > size:
        return None
    joined = "".join(groups)
    if len(joined) < 16 or joined.isdigit() or _HEX_DIGITS.fullmatch(joined):
        return None
    if not (has_upper_lower_digit(joined) or (has_digit(joined) and looks_random(joined))):
        return None
    line = text.rfind("\n", 0, start) + 1
    return None if _NOT_A_KEY_LINE.search(text, line, m.end()) else m.end()


def has_grouped(window: str) -> bool:
    """Whether `window` may hold a key told in groups, introduced (`: `, `=`, `is`) and with
    a digit: a cheap test before `grouped_at` (words in a row are no such run). A window
    without any introducer's characters is passed over before the search (which tries
    each of its places: most windows after a noun in code and logs hold none)."""
    for mark in _GROUP_INTRODUCERS:
        if mark in window:
            return any(ascii_digit(m.group("v")) for m in _INTRODUCED_GROUPS.finditer(window))
    return False


def line_start(text: str, start: int, reach: int) -> int:
    """The start of `start`'s line, looked for at most `reach` characters back (a text of
    one long line and many hits stays linear): `start - reach` when the line starts further."""
    floor = max(0, start - reach)
    return max(floor, text.rfind("\n", floor, start) + 1)


# After a bare value stopped at one of these, the run that follows (to the next
# blank or stop), and a parameter's name there (`&user=`, `;Path=`, `|a=`)
_TAIL_STOPS = frozenset("&;|'\"`")
_TAIL_RUN = lazy_compile(r"""[^\s"'`,;&|)}\]\\<>]{1,400}""")
_TAIL_PARAM = lazy_compile(r"(?:amp;)?[\w.\[\]-]{1,60}=")
# a command word after `;` or `|` in a shell line: `PW=x;echo ok`, `TOKEN=x|tee log`
_TAIL_COMMAND = lazy_compile(r"[a-z][a-z0-9_.-]{0,30}(?=[ \t])")


def value_tail(text: str, start: int, end: int) -> int:
    """Where a bare value at `start` that a reader stopped at `end` really ends.

    A reader stops a bare value at `&`, `;`, `|` or a quote, which is right in
    a URL's query (`?password=x&user=bob`), a shell line (`PW=x; ./run`) or a
    quoted string (`'--password=x'`), and wrong in a password that holds one
    (`ADMIN_PASSWORD=Tr0ub4dor&3x`, `db_pass: Ab;9xQ|7`, `pw: it's9X`). The
    value goes on past such a character when a value character follows it and
    no parameter's name (`&user=`), a shell's next command (`;echo ok`, `&&`)
    or the end of a quote opened before the value on its line (`'…pw=x'`) is
    there. In a URL's query (the name right after `?` or `&`) `&` and `;` always
    end it.
    """
    n = len(text)
    query = None
    limit = start + 400
    while end < n - 1 and end < limit and text[end] in _TAIL_STOPS:
        c = text[end]
        run = _TAIL_RUN.match(text, end + 1)
        if run is None or (c == "&" and text[end + 1] == "&"):
            break
        if _TAIL_PARAM.match(text, end + 1) is not None:
            break
        if query is None:
            query = _in_query(text, start)
        if query and c in "&;":
            break
        if c in ";|" and _TAIL_COMMAND.match(text, end + 1) is not None:
            break
        if c in "'\"`" and text.count(c, line_start(text, start, 400), start) % 2:
            break
        end = run.end()
    return end


def _in_query(text: str, start: int) -> bool:
    """Whether the value at `start` is a URL's or a form's parameter: `?name=` or `&name=`."""
    i = start - 1
    while i >= 0 and text[i] in " \t=:\"'":
        i -= 1
    while i >= 0 and (text[i].isalnum() or text[i] in "_.-[]%"):
        i -= 1
    return i >= 0 and text[i] in "?&"
