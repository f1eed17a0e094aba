"""One table per class of what stands in a secret's place, and the matchers over them.

Three classes of value stand where a secret goes and are none: a reference to
a secret kept elsewhere, a mask a tool prints in a value's place, and a
placeholder or a documented default. Two judges ask them:

* `values.is_placeholder`, inside the rules, for a whole value (and
  `values.EXAMPLE`, which a few rules search a value with);
* `stand_ins.stand_in`, which `public.py` asks for every hit after the rules,
  for a value alone and for a reference around it.

Each class is one table here. The rules' judge takes a narrower part of each,
written first and named (`PLACEHOLDER_…`); `stand_ins` takes the whole table.
The parts stay narrower where folding them would change what is redacted: the
rules' judge runs before a hit exists (it decides what a rule finds, and a few
rules search with `EXAMPLE` inside a longer value), and its forms differ in a
few points `PLACEHOLDER_REFERENCE` and `PLACEHOLDER_EXAMPLE` name. This module
imports nothing of the sanitizer's: `values` and `stand_ins` both import it.
"""

from __future__ import annotations

import base64
import binascii
import functools
import itertools
import re

from kenning.daemon.core.lazy_regex import lazy_compile

__all__ = [
    "ARN",
    "ASKING",
    "AZURE_REF",
    "CELL",
    "CELL_READER",
    "DEFAULTS",
    "DOCUMENTED_CIPHERTEXTS",
    "DOCUMENTED_KEYS",
    "DOCUMENTED_SEEDS",
    "ENV_READERS",
    "ENV_REF",
    "FORMULA_LINE",
    "GCP_SECRET",
    "MANAGER_PATH",
    "MANAGER_SCHEMES",
    "MANAGER_URI",
    "MASK_WORDS",
    "PATH_SCHEMES",
    "PLACEHOLDER_ASKING",
    "PLACEHOLDER_DEFAULTS",
    "PLACEHOLDER_ENV_READERS",
    "PLACEHOLDER_EXAMPLE",
    "PLACEHOLDER_MASKS",
    "PLACEHOLDER_REFERENCE",
    "PLACEHOLDER_SCHEMES",
    "PLACEHOLDER_WORDS",
    "WEB_SCHEMES",
    "WORDY_URI",
    "alone",
    "counted",
    "documented_seed",
]

# -- references to a secret kept elsewhere ---------------------------------------------------

#: the secret managers' schemes `values.is_placeholder` takes a whole value under (`op://…`,
#: a path of words, dots, dashes and slashes)
PLACEHOLDER_SCHEMES = (
    "op",
    "vault",
    "sm",
    "gcpsm",
    "awssm",
    "azkv",
    "akv",
    "ssm",
    "secretsmanager",
    "keyvault",
)
#: schemes of secret managers and secret references (the path may hold ids: an item id
#: in `op://` is a reference, not a secret)
MANAGER_SCHEMES = PLACEHOLDER_SCHEMES + tuple(
    (  # noqa: SIM905  (a word list reads better as one string)
        "vaults azurekeyvault gsm gcp-secret gcpsecret aws-sm awssecrets awsssm doppler "
        "infisical bws bitwarden keeper keyring keychain pass gopass sops conjur akeyless "
        "onepassword 1password lastpass secret secrets k8s-secret kubernetes-secret envvar env "
        "file"
    ).split()
)
#: what reads an environment variable where a value goes (`os.environ/NAME`, `env:NAME`);
#: the first ones `values.is_placeholder` takes, any case, with `.` too (`process.env.X`)
PLACEHOLDER_ENV_READERS = ("os.environ", "process.env")
ENV_READERS = (*PLACEHOLDER_ENV_READERS, "environ", "ENV", "env", "Env")


def _alternatives(words: tuple[str, ...]) -> str:
    return "|".join(re.escape(w) for w in words)


#: a reference written as the whole value, as `values.is_placeholder` takes it; besides
#: its part of the tables, Bitwarden CLI's `bw://` (stand_ins takes `bws://` and a `bw://`
#: path of words) and a `ref+` scheme of letters and digits only; Symfony's `%env(…)%` with
#: any 80 name characters (stand_ins asks for processors and a name)
PLACEHOLDER_REFERENCE = lazy_compile(
    rf"(?i)(?:{_alternatives(PLACEHOLDER_SCHEMES)}|bw|ref\+[a-z0-9]+)://[\w.\-/]+"
    r"|%env\([\w.:\-]{1,80}\)%"
    rf"|(?:{_alternatives(PLACEHOLDER_ENV_READERS)})[/.:][A-Za-z_]\w*"
)

MANAGER_URI = lazy_compile(
    rf"(?i)(?<![\w+.\-])(?:{_alternatives(MANAGER_SCHEMES)}|ref\+[a-z0-9+]+)"
    r"://(?![^/\s]*@)[^\s\"'`<>]+"
)
#: the managers whose path is also written without `//` (lower case only)
PATH_SCHEMES = (
    "vault",
    "awssm",
    "gcpsm",
    "azkv",
    "ssm",
    "secretsmanager",
    "sops",
    "doppler",
    "infisical",
    "bws",
)
#: a manager's path without `//`: Bank-Vaults' `vault:secret/data/app#KEY`, `awssm:prod/db`
MANAGER_PATH = lazy_compile(
    rf"(?<![\w+.\-])(?:{_alternatives(PATH_SCHEMES)})"
    r":[A-Za-z_][\w\-.]*/[\w\-./]*(?:#[\w\-./]+)?"
)
#: any other scheme (not the web's: a token may sit in a URL's path) whose path is words
WORDY_URI = lazy_compile(r"([a-z][a-z0-9+.\-]{1,24})://((?:[A-Za-z_][\w\-. ]{0,60}/?){1,8})")
WEB_SCHEMES = frozenset({"http", "https", "ws", "wss", "ftp", "ftps", "sftp", "git", "ssh"})
ARN = lazy_compile(
    r"arn:aws[\w\-]*:(?:secretsmanager|ssm|kms|iam|sts|s3):[\w\-]*:\d*:[\w\-/.:+=@]+"
)
GCP_SECRET = lazy_compile(r"projects/[\w\-]+/secrets/[\w\-]+(?:/versions/(?:latest|\d+))?")
AZURE_REF = lazy_compile(r"@Microsoft\.KeyVault\([^)\s]{1,300}\)")
#: an environment variable read where a value goes, in a config system's syntax
ENV_REF = lazy_compile(
    r"%env\((?:[a-z]+:)*[A-Za-z_]\w*\)%"  # Symfony, with processors: `%env(resolve:X)%`
    r"|%[A-Za-z_][\w.]*%"  # Symfony's parameters and Windows' variables: `%APP_SECRET%`
    rf"|(?:{_alternatives(ENV_READERS)})[/:](?:[A-Za-z]+:)?[A-Za-z_]\w*"
    r"|\$env:[A-Za-z_]\w*"  # PowerShell
    r"|(?i:env)\([\"']?[A-Za-z_]\w*[\"']?\)"  # `env(NAME)` (Laravel's env helper written as
    # a value, HCL's, Dhall's `env:NAME`)
    r"|(?:secretref|secretRef|keyvaultref|secret_ref|vaultref):[\w\-./]+"
    r"|credentialsJSON:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
    r"|\(\([\w.\-/ ]{1,80}\)\)"  # Concourse's `((db_password))`
    # Grafana's providers (`$__file{/run/secrets/x}`, `$__env{NAME}`, `$__vault{path:key}`):
    # the value read from a file, the environment or a vault when the config loads
    r"|\$__(?:file|env|vault)\{[^{}\s]{1,200}\}"
)
#: a cell of a spreadsheet: `Settings!B2`, `'API keys'!$C$4`, `Sheet1!A1:B2`
CELL = lazy_compile(
    r"(?:'[^'\n]{1,60}'|[A-Za-z_][\w.]{0,60})!\$?[A-Z]{1,3}\$?\d{1,7}(?::\$?[A-Z]{1,3}\$?\d{1,7})?"
)
#: what reads a cell: a macro's `Range("…")`, `Sheets("…")`, or a formula's `&`, `=`, `(`
CELL_READER = lazy_compile(r"(?:Range|Sheets|Worksheets|Cells|Evaluate)\([\"']\Z|&[ \t]*\Z")
FORMULA_LINE = lazy_compile(r"[ \t]*=[ \t]*[A-Z][A-Z0-9.]*\(")

# -- masks a tool prints ----------------------------------------------------------------------

#: the masks `values.is_placeholder` takes as the whole value, any case (KeePassXC's
#: `PROTECTED`, a log's `hidden`)
PLACEHOLDER_MASKS = (
    "protected",
    "hidden",
    "masked",
    "concealed",
    "omitted",
    "sensitive",
    "redacted",
)
#: what a tool prints in a value's place when it hides it (Terraform's `(sensitive value)`,
#: Rails' `[FILTERED]`)
MASK_WORDS = frozenset(PLACEHOLDER_MASKS) | frozenset(
    (  # noqa: SIM905
        "mask filtered withheld suppressed censored obfuscated elided scrubbed "
        "hidden_value sensitive_value not_shown notshown secured"
    ).split()
)
_MASK_WRAP = lazy_compile(r"[(\[<*\-_\s]*([A-Za-z ]{4,30}?)[)\]>*\-_\s]*")
#: a tool's sentence in a value's place, its words joined by `_` (Ansible's
#: `VALUE_SPECIFIED_IN_NO_LOG_PARAMETER`): three words or more, one of them says the value
#: is kept from the log or hidden
_MASK_SENTENCE = lazy_compile(
    r"(?i)(?=(?:[a-z]+_){2,}[a-z]+\Z)(?:[a-z]+_)*?(?:no_log|not_logged|hidden|masked|redacted"
    r"|censored|withheld|suppressed)(?:_[a-z]+)*"
)
_BULLETS = lazy_compile(r"[•●∙·◦⬤*]{3,}")
_BULLET_RUN = lazy_compile(r"[•●∙◦⬤]{4,}")

# -- placeholders and documented defaults -----------------------------------------------------

#: the words asking for a value `values.is_placeholder` takes alone or after `to be`, with up
#: to two digits (`toBeModified1`, `set`)
PLACEHOLDER_ASKING = ("modified", "changed", "replaced", "set")
#: the words `values.is_placeholder` takes as the whole value only (`TODO`, `dummy`)
PLACEHOLDER_WORDS = ("placeholder", "example", "dummy", "todo", "tbd")
#: words that ask for a value (`toBeModified`, `replace-me`, `set_this`, `fill_in`), or say it
#: is a test's or a mock's (`test-key`, `mock_token`, `invalid-token`, `foo-bar`), or not
#: real (`not-a-real-password`, round 40)
ASKING = frozenset(PLACEHOLDER_ASKING + PLACEHOLDER_WORDS) | frozenset(
    (  # noqa: SIM905
        "change modify replace update updated fill insert enter put edit configure configured "
        "generate generated define defined provide supply paste changeme replaceme setme "
        "fillme fixme tba tbc fake sample test testing mock mocked stub demo bogus invalid "
        "wrong foo bar baz qux not"
    ).split()
)
#: words that may stand beside them (`to`, `be`, `me`, `your`, `a long random string`)
_FILLER_WORDS = frozenset(
    (  # noqa: SIM905
        "to be me it this that here in with your my our the a an value values key keys secret "
        "secrets password passwd token api app later please own real actual new one something "
        "random long string strong unique phrase base64 hex characters chars of at least "
        "before deploy deployment production prod use using and or by you credential "
        "credentials auth access client pass pwd bearer jwt webhook signing private user "
        "another some"
    ).split()
)
#: the documented defaults `values.is_placeholder` takes, in two words joined by `_`, `-`
#: or nothing (`change-me`, `hackme`); `change this` is its own (stand_ins asks the words
#: `change` and `this` when they are apart)
PLACEHOLDER_DEFAULTS = (("change", "me"), ("change", "it"), ("change", "this"), ("hack", "me"))
#: passwords tools ship and document as defaults to change (Icecast, Java's keystores,
#: Oracle, MinIO, Raspberry Pi OS, Dell iDRAC, Ubiquiti, Vagrant, Kali, DietPi, openHABian,
#: Tomcat's sample `tomcat-users.xml`; Android's debug keystore, round 40)
DEFAULTS = frozenset(
    "".join(pair) for pair in PLACEHOLDER_DEFAULTS if pair != ("change", "this")
) | frozenset(
    (  # noqa: SIM905
        "change_on_install must-be-changed minioadmin raspberry calvin ubnt vagrant toor dietpi "
        "openhabian android"
    ).split()
)

#: one-time password seeds docs publish, as bytes (`values.is_placeholder` decodes a base32
#: value to compare): an authenticator's wiki example (`Hello!` and `deadbeef`, copied by
#: many libraries' READMEs), the test secrets of RFC 4226 and RFC 6238 (SHA-1, -256, -512)
DOCUMENTED_SEEDS = frozenset(
    {
        b"Hello!\xde\xad\xbe\xef",
        b"12345678901234567890",
        b"12345678901234567890123456789012",
        b"1234567890" * 6 + b"1234",
    }
)

#: a one-time password's seed in base32 (RFC 4648's alphabet, 16 to 64 characters)
_BASE32 = lazy_compile(r"[A-Z2-7]{16,64}")


def documented_seed(v: str) -> bool:
    """Whether `v` is base32 of a seed docs publish (DOCUMENTED_SEEDS), in any padding:
    base32 of other text (an encoded password) is a secret."""
    if _BASE32.fullmatch(v) is None:
        return False
    try:
        raw = base64.b32decode(v + "=" * (-len(v) % 8))
    except (binascii.Error, ValueError):
        return False
    return raw in DOCUMENTED_SEEDS


#: keys a local emulator ships with, the same on every machine and printed in its docs:
#: Azurite's (and the Azure Storage Emulator's) `devstoreaccount1` account key, the Azure
#: Cosmos DB emulator's primary key; and the test secrets a vendor documents for every
#: developer's tests, which pass or fail whatever is sent (reCAPTCHA's always-pass secret
#: and site key; Turnstile's are fillers with a tag: `_TAGGED_FILLER`)
DOCUMENTED_KEYS = frozenset(
    {
        "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
        "C2y6yDjf5/R+ob0N8A7Cgv30VRDJIWEHLM+4QDU5DE2nQ9nDuVTqobD4b8mGGyPMbIZnqyMsEcaGQy67XIw/Jw==",
        "6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe",
        "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI",
    }
)

#: encrypted passwords docs print (`ciphered.py`): Maven's password-encryption guide's
#: server password and master password
DOCUMENTED_CIPHERTEXTS = frozenset(
    {"{COQLCE6DU6GtcS5P=}", "{jSMOWnoPFgsHVpMvz5VrIt5kRbzGpI8u+9EF1iFQyJQ=}"}
)

#: `values.EXAMPLE`'s part from these tables: a documented default, a word asking for a
#: value, a mask, each the whole value in any case (and `secret hidden`, the rules' own)
PLACEHOLDER_EXAMPLE = (
    "^(?:" + "|".join(f"{a}[_-]?{b}" for a, b in PLACEHOLDER_DEFAULTS) + ")$"
    rf"|^(?:to[_-]?be[_-]?)?(?:{_alternatives(PLACEHOLDER_ASKING)})\d{{0,2}}$"
    rf"|^(?:{_alternatives(PLACEHOLDER_MASKS + PLACEHOLDER_WORDS)}|secret[_-]?hidden)$"
)

_WORD = lazy_compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+")
#: what docs fill a key's body with (`0000…`, `xxxx…`): a run of another character is a
#: (weak) value
_FILL_CHARS = frozenset("0xX")
_FILL_LETTERS = frozenset("xX")
#: a list's separator inside one value (`APP_KEYS=a,b`)
_ITEMS = lazy_compile(r"[,;]\s*")
#: a short prefix, then a body: `RGAPI-`, `sk_live_`, `ghp_`
_PREFIX = lazy_compile(r"(?:[A-Za-z]{1,12}[_\-.])+")


def _asks_for_value(item: str) -> bool:
    """Words only (one or two digits may end it), all of them asking for a value."""
    core = item.rstrip("0123456789")
    if len(item) - len(core) > 2 or len(core) < 4:
        return False
    if core.lower() in DEFAULTS:
        return True
    if not all(c.isalpha() or c in "_-. " for c in core):
        return False
    words = [w.lower() for w in _WORD.findall(core)]
    if not words or "".join(words) != "".join(c for c in core.lower() if c.isalpha()):
        return False
    if len(words) == 1 and words[0] not in ASKING:
        words = _joined_words(words[0]) or words
    if not all(w in ASKING or w in _FILLER_WORDS for w in words):
        return False
    # a word that asks (`change-me`), or a value's description (`another-random-string`)
    return any(w in ASKING for w in words) or bool(
        _DESCRIBING.intersection(words) and _DESCRIBED.intersection(words)
    )


#: a description of a value in its place: `random`, `long` … then `string`, `phrase` …
_DESCRIBING = frozenset(("random", "long", "strong", "unique"))
_DESCRIBED = frozenset(("string", "phrase", "characters", "chars"))


def _joined_words(word: str) -> list[str] | None:
    """`word` (lower case) as a word that asks then a filler glued to it (`testsecret`,
    `demopassword`), else None."""
    for i in range(3, len(word) - 2):
        if word[:i] in ASKING and word[i:] in _FILLER_WORDS:
            return [word[:i], word[i:]]
    return None


def _masked(value: str) -> bool:
    if _BULLETS.fullmatch(value):
        return True
    run = _BULLET_RUN.search(value)
    if run is not None:
        # a key as a dashboard shows it: its prefix, bullets, its last few characters
        prefix = _PREFIX.match(value)
        head = prefix.end() if prefix is not None else 0
        shown = value[head : run.start()] + _BULLET_RUN.sub("", value[run.end() :])
        return sum(c.isalnum() for c in shown) <= 6
    if _MASK_SENTENCE.fullmatch(value):
        return True
    m = _MASK_WRAP.fullmatch(value)
    if m is None:
        return False
    words = m.group(1).strip().lower().replace(" ", "_")
    return words in MASK_WORDS


#: a counting run's alphabet: digits, then hex's letters, round again (`0123456789abcdef0…`)
_COUNTING = "0123456789abcdef"
#: a counted value's parts (kubeadm's `abcdef.0123456789abcdef`)
_COUNTED_PARTS = lazy_compile(r"[.\-]")


def counted(value: str) -> bool:
    """Each part (of six characters or more) counted up the hex digits, round and again:
    what docs write where a value goes (`123456`, a PIN's default; `0123456789abcdef01…`, a
    token's shape; kubeadm's `abcdef.0123456789abcdef`), never a drawn key. public.py asks
    it of a key's, a token's or a PIN's value, not a password's (`123456` is a password too
    often to be only docs')."""
    parts = _COUNTED_PARTS.split(value.lower())
    if not all(len(p) >= 6 for p in parts):
        return False
    for part in parts:
        for a, b in itertools.pairwise(part):
            i = _COUNTING.find(a)
            if i < 0 or (b != _COUNTING[(i + 1) % 16] and not (a == "9" and b == "0")):
                return False
    return True


def _filler(value: str) -> bool:
    """One character, or a prefix and a filler repeated (`RGAPI-0000-0000-…`, `sk_xxxxxx`;
    after a prefix, three x's are enough: `hf_xxx` in a docs' command is no key)."""
    if len(value) == 1:
        return value.isalnum()
    prefix = _PREFIX.match(value)
    body = value[prefix.end() :] if prefix is not None else value
    alnum = {c for c in body if c.isalnum()}
    least = 3 if prefix is not None and alnum <= _FILL_LETTERS else 6
    return len(body) >= least and len(alnum) == 1 and alnum <= _FILL_CHARS


#: a filler of 16 or more with a short tag either side: a vendor's documented dummy value
#: (Turnstile's test secrets `1x0000…0AA`, `2x…AA`: which answer the test gets)
_TAGGED_FILLER = lazy_compile(r"[A-Za-z0-9]{0,3}?(?:0{16,}|x{16,}|X{16,})[A-Za-z0-9]{0,3}")


#: a lettered value's separators (Apple's `abcd-efgh-ijkl-mnop`)
_LETTERED_PARTS = lazy_compile(r"[.\-_ ]")


def _lettered(value: str) -> bool:
    """Twelve letters or more, each the alphabet's next, in parts of four or more: what docs
    write where a generated password goes (Apple's app-specific `abcd-efgh-ijkl-mnop`,
    round 40); a drawn password never runs so."""
    parts = _LETTERED_PARTS.split(value.lower())
    letters = "".join(parts)
    if len(letters) < 12 or not all(len(p) >= 4 for p in parts) or not letters.isalpha():
        return False
    return all(ord(b) - ord(a) == 1 for a, b in itertools.pairwise(letters))


@functools.lru_cache(maxsize=4096)
def alone(value: str) -> bool:
    """Whether `value` (stand_ins' wide forms) is a mask, a default, a placeholder or a filler."""
    v = value.strip().strip("\"'`")
    if not v:
        return False
    if _masked(v) or _filler(v) or v in DOCUMENTED_KEYS or documented_seed(v):
        return True
    if len(v) >= 16 and _TAGGED_FILLER.fullmatch(v):
        return True
    if _lettered(v):
        return True
    if len(v) > 80:
        return False
    if all(_asks_for_value(item) for item in _ITEMS.split(v) if item):
        return True
    # the same after a vendor's prefix of one or two small parts (`sk-REPLACE_ME`,
    # `sk-proj-CHANGE_ME`, `ghp_replace_with_your_token`: round 44)
    head = _VENDOR_HEAD.match(v)
    return head is not None and any(
        _asks_for_value(v[m.end() :]) for m in _HEAD_END.finditer(v, 0, head.end())
    )


#: a vendor's prefix of small letters and digits, one or two parts, and where each part ends
_VENDOR_HEAD = lazy_compile(r"(?:[a-z][a-z0-9]{1,7}[_-]){1,2}")
_HEAD_END = lazy_compile(r"[_-]")
