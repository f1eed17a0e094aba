"""Values in a secret's place that are not a secret: references, masks, defaults, fillers.

A rule finds a value by the name before it (`api_key: …`), its shape or its
place; what stands there is sometimes no secret at all, only something in its
place. `stand_in` is asked, for each hit of a rule (public.py's `public_hit`
asks it first), whether the value is one of those; the sanitizer then drops
the hit. Four families, each a syntax or a vocabulary, never a sample:

* **a reference to a secret** kept elsewhere, in the syntax of a secret
  manager or a configuration system: a secret manager's URI (`op://vault/item/field`,
  `vault://`, `ref+awssecrets://`, `akv://`, `sm://`, `doppler://`, …, or any
  scheme but the web's when every part of its path is words), an AWS ARN
  (`arn:aws:secretsmanager:…`, `arn:aws:ssm:…:parameter/…`), a Google secret's
  resource name (`projects/p/secrets/s/versions/latest`), an Azure Key Vault
  reference (`@Microsoft.KeyVault(…)`), an environment lookup written as a
  value (`%env(NAME)%` and `%NAME%`, `os.environ/NAME`, `env:NAME`,
  `$env:NAME`, `env(NAME)`), a CI server's stored credential
  (`credentialsJSON:<uuid>`, `secretref:name`), Concourse's `((name))` and a
  spreadsheet cell read in a formula or a macro (`Range("Settings!B2")`,
  `… & Settings!B2`);
* **a mask**: what a tool prints in place of a value it hides (`PROTECTED`,
  `hidden`, `masked`, `filtered`, `sensitive`, `concealed`, `omitted`,
  `(sensitive value)`, a run of bullets, a key as a dashboard shows it:
  `sk-proj-••••••3xQz`);
* **a default or a placeholder in a value's position**: words that tell the
  reader to put a value there (`toBeModified1`, `replace-with-a-random-string`,
  `set_me`, `fill-in`), each item of a list so (`a,b`), and passwords that
  tools ship as documented defaults and tell you to change (`hackme`,
  `changeit`, `change_on_install`, `minioadmin`, …);
* **a filler with no information**: one character (`curl -u key:X`, the
  password a vendor's docs write when only the user part counts), a prefix
  and zeros or `x` (`RGAPI-00000000-0000-…`), or a password that repeats
  its user name (`guest:guest@`, `-u admin:admin`: a documented default).

A value only counts when it is that whole: a reference with a random part
after it, a mask word inside a longer password, a default word with a suffix
(`hackme2024`) stay secrets.
"""

from __future__ import annotations

import bisect
import functools
import re

from kenning.daemon.safety.values import looks_random

__all__ = ["References", "stand_in", "stand_in_value"]

# -- references ---------------------------------------------------------------------------

#: schemes of secret managers and secret references (the path may hold ids: an item id
#: in `op://` is a reference, not a secret)
_MANAGER_SCHEMES = (
    r"op|vault|vaults|akv|azurekeyvault|keyvault|azkv|sm|gcpsm|gsm|gcp-secret|gcpsecret|awssm"
    r"|aws-sm|awssecrets|secretsmanager|ssm|awsssm|doppler|infisical|bws|bitwarden|keeper"
    r"|keyring|keychain|pass|gopass|sops|conjur|akeyless|onepassword|1password|lastpass"
    r"|secret|secrets|k8s-secret|kubernetes-secret|envvar|env|file|ref\+[a-z0-9+]+"
)
_MANAGER_URI = re.compile(rf"(?i)(?<![\w+.\-])(?:{_MANAGER_SCHEMES})://(?![^/\s]*@)[^\s\"'`<>]+")
#: a manager's path without `//`: Bank-Vaults' `vault:secret/data/app#KEY`, `awssm:prod/db`
_MANAGER_PATH = re.compile(
    r"(?<![\w+.\-])(?:vault|awssm|gcpsm|azkv|ssm|secretsmanager|sops|doppler|infisical|bws)"
    r":[A-Za-z_][\w\-.]*/[\w\-./]*(?:#[\w\-./]+)?"
)
#: any other scheme (not the web's: a token may sit in a URL's path) whose path is words
_WORDY_URI = re.compile(r"([a-z][a-z0-9+.\-]{1,24})://((?:[A-Za-z_][\w\-. ]{0,60}/?){1,8})")
_WEB_SCHEMES = frozenset({"http", "https", "ws", "wss", "ftp", "ftps", "sftp", "git", "ssh"})
_ARN = re.compile(r"arn:aws[\w\-]*:(?:secretsmanager|ssm|kms|iam|sts|s3):[\w\-]*:\d*:[\w\-/.:+=@]+")
_GCP_SECRET = re.compile(r"projects/[\w\-]+/secrets/[\w\-]+(?:/versions/(?:latest|\d+))?")
_AZURE_REF = re.compile(r"@Microsoft\.KeyVault\([^)\s]{1,300}\)")
#: an environment variable read where a value goes, in a config system's syntax
_ENV_REF = re.compile(
    r"%env\((?:[a-z]+:)*[A-Za-z_]\w*\)%"  # Symfony, with processors: `%env(resolve:X)%`
    r"|%[A-Za-z_][\w.]*%"  # Symfony's parameters and Windows' variables: `%APP_SECRET%`
    r"|(?:os\.environ|environ|process\.env|ENV|env|Env)[/:](?:[A-Za-z]+:)?[A-Za-z_]\w*"
    r"|\$env:[A-Za-z_]\w*"  # PowerShell
    r"|(?i:env)\([\"']?[A-Za-z_]\w*[\"']?\)"  # `env(NAME)` (Laravel's env helper written as
    # a value, HCL's, Dhall's `env:NAME`)
    r"|(?:secretref|secretRef|keyvaultref|secret_ref|vaultref):[\w\-./]+"
    r"|credentialsJSON:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
    r"|\(\([\w.\-/ ]{1,80}\)\)"  # Concourse's `((db_password))`
)
#: a cell of a spreadsheet: `Settings!B2`, `'API keys'!$C$4`, `Sheet1!A1:B2`
_CELL = re.compile(
    r"(?:'[^'\n]{1,60}'|[A-Za-z_][\w.]{0,60})!\$?[A-Z]{1,3}\$?\d{1,7}(?::\$?[A-Z]{1,3}\$?\d{1,7})?"
)
#: what reads a cell: a macro's `Range("…")`, `Sheets("…")`, or a formula's `&`, `=`, `(`
_CELL_READER = re.compile(r"(?:Range|Sheets|Worksheets|Cells|Evaluate)\([\"']\Z|&[ \t]*\Z")
_FORMULA_LINE = re.compile(r"[ \t]*=[ \t]*[A-Z][A-Z0-9.]*\(")

# -- masks, defaults and fillers ------------------------------------------------------------

#: what a tool prints in a value's place when it hides it (KeePassXC's `PROTECTED`,
#: Terraform's `(sensitive value)`, Rails' `[FILTERED]`, a log's `hidden`)
_MASK_WORDS = frozenset(
    (  # noqa: SIM905  (a word list reads better as one string)
        "protected hidden masked mask filtered sensitive concealed omitted withheld "
        "suppressed censored obfuscated elided scrubbed redacted hidden_value "
        "sensitive_value not_shown notshown secured"
    ).split()
)
_MASK_WRAP = re.compile(r"[(\[<*\-_\s]*([A-Za-z ]{4,30}?)[)\]>*\-_\s]*")
_BULLETS = re.compile(r"[•●∙·◦⬤*]{3,}")
_BULLET_RUN = re.compile(r"[•●∙◦⬤]{4,}")
#: words that ask for a value (`toBeModified`, `replace-me`, `set_this`, `fill_in`)
_ASKING = frozenset(
    (  # noqa: SIM905
        "change changed modify modified replace replaced update updated set fill insert enter "
        "put edit configure configured generate generated define defined provide supply paste "
        "changeme replaceme setme fillme todo fixme tbd tba tbc placeholder dummy fake sample "
        "example"
    ).split()
)
#: words that may stand beside them (`to`, `be`, `me`, `your`, `a long random string`)
_FILLER_WORDS = frozenset(
    (  # noqa: SIM905
        "to be me it this that here in with your my our the a an value values key keys secret "
        "secrets password passwd token api app later please own real actual new one something "
        "random long string strong unique phrase base64 hex characters chars of at least "
        "before deploy deployment production prod use using and or by you"
    ).split()
)
#: passwords tools ship and document as defaults to change (Icecast, Java's keystores,
#: Oracle, MinIO, Raspberry Pi OS, Dell iDRAC, Ubiquiti, Vagrant, Kali, DietPi, openHABian,
#: Tomcat's sample `tomcat-users.xml`)
_DEFAULTS = frozenset(
    (  # noqa: SIM905
        "hackme changeit changeme change_on_install must-be-changed minioadmin raspberry "
        "calvin ubnt vagrant toor dietpi openhabian"
    ).split()
)
_WORD = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+")
#: what docs fill a key's body with (`0000…`, `xxxx…`): a run of another character is a
#: (weak) value
_FILL_CHARS = frozenset("0xX")
#: a list's separator inside one value (`APP_KEYS=a,b`)
_ITEMS = re.compile(r"[,;]\s*")
#: a short prefix, then a body: `RGAPI-`, `sk_live_`, `ghp_`
_PREFIX = re.compile(r"(?:[A-Za-z]{1,12}[_\-.])+")


def _asks_for_value(item: str) -> bool:
    """Words only (one or two digits may end it), all of them asking for a value."""
    core = item.rstrip("0123456789")
    if len(item) - len(core) > 2 or len(core) < 4:
        return False
    if core.lower() in _DEFAULTS:
        return True
    if not all(c.isalpha() or c in "_-. " for c in core):
        return False
    words = [w.lower() for w in _WORD.findall(core)]
    if not words or "".join(words) != "".join(c for c in core.lower() if c.isalpha()):
        return False
    return any(w in _ASKING for w in words) and all(
        w in _ASKING or w in _FILLER_WORDS for w in words
    )


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
    m = _MASK_WRAP.fullmatch(value)
    if m is None:
        return False
    words = m.group(1).strip().lower().replace(" ", "_")
    return words in _MASK_WORDS


def _filler(value: str) -> bool:
    """One character, or a prefix and a filler repeated (`RGAPI-0000-0000-…`, `sk_xxxxxx`)."""
    if len(value) == 1:
        return value.isalnum()
    prefix = _PREFIX.match(value)
    body = value[prefix.end() :] if prefix is not None else value
    alnum = {c for c in body if c.isalnum()}
    return len(body) >= 6 and len(alnum) == 1 and alnum <= _FILL_CHARS


@functools.lru_cache(maxsize=4096)
def _alone(value: str) -> bool:
    """Whether `value` is a mask, a default, a placeholder or a filler."""
    v = value.strip().strip("\"'`")
    if not v:
        return False
    if _masked(v) or _filler(v):
        return True
    return len(v) <= 80 and all(_asks_for_value(item) for item in _ITEMS.split(v) if item)


def stand_in_value(value: str) -> bool:
    """Whether `value` alone is a mask, a default, a placeholder, a filler or a reference."""
    if len(value) <= 200 and _alone(value):
        return True
    return References(value).covering(0, len(value))


class References:
    """The references around the hits of one text: each line (up to 300 characters each side
    of a hit) is searched once, however many hits it has; a text's other lines never."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._lines: dict[tuple[int, int], list[tuple[int, int]]] = {}

    def covering(self, start: int, end: int) -> bool:
        """Whether a reference holds `text[start:end]` (overlapping references count as one)."""
        text = self.text
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        if line_end < 0:
            line_end = len(text)
        window = (
            line_start if start - line_start <= 300 else start - 300,
            line_end if line_end - end <= 300 else end + 300,
        )
        spans = self._lines.get(window)
        if spans is None:
            spans = _merged(_reference_spans(text, *window))
            self._lines[window] = spans
        i = bisect.bisect_right(spans, (start, len(text) + 1)) - 1
        return i >= 0 and spans[i][1] >= end


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for s, e in sorted(spans):
        if out and s < out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], e))
        else:
            out.append((s, e))
    return out


def _reference_spans(text: str, lo: int, hi: int) -> list[tuple[int, int]]:
    """Every reference in `text[lo:hi]` (the module's first family)."""
    spans: list[tuple[int, int]] = []
    part = text[lo:hi]
    # the cheap tests first: most lines hold no reference's mark
    for pattern, mark in (
        (_MANAGER_URI, "://"),
        (_MANAGER_PATH, ":"),
        (_ARN, "arn:"),
        (_GCP_SECRET, "/secrets/"),
        (_AZURE_REF, "@Microsoft.KeyVault("),
    ):
        if mark in part:
            spans.extend(m.span() for m in pattern.finditer(text, lo, hi))
    if "://" in part:
        spans.extend(
            m.span()
            for m in _WORDY_URI.finditer(text, lo, hi)
            if _wordy_path(m.group(1), m.group(2))
        )
    if any(c in part for c in "%:/($"):
        spans.extend(
            m.span() for m in _ENV_REF.finditer(text, lo, hi) if not _random_name(m.group(0))
        )
    if "!" in part:
        spans.extend(m.span() for m in _CELL.finditer(text, lo, hi) if _cell_read(text, m.start()))
    return spans


def _random_name(ref: str) -> bool:
    """An environment reference whose name is random: a value after `env:`, not a name."""
    if ref.startswith("credentialsJSON:"):
        return False
    name = re.split(r"[:/(]", ref.strip("%()$"))[-1].strip("\"'()%")
    return looks_random(name) or sum(c.isdigit() for c in name) >= 4


def _wordy_path(scheme: str, path: str) -> bool:
    if scheme.lower() in _WEB_SCHEMES:
        return False
    parts = [p for p in re.split(r"[/.\-_ ]", path) if p]
    # words, not a token that happens to have no digit (Apprise's `pover://<user>/<token>`)
    return bool(parts) and all(p.isalpha() and len(p) <= 24 and not looks_random(p) for p in parts)


def _cell_read(text: str, at: int) -> bool:
    """Whether the cell reference at `at` is read by a macro or a formula."""
    line_start = text.rfind("\n", 0, at) + 1
    before = text[max(line_start, at - 40) : at]
    if _CELL_READER.search(before):
        return True
    return _FORMULA_LINE.match(text, line_start) is not None


def _user_again(text: str, start: int, end: int) -> bool:
    """A password that repeats its user name (`guest:guest@`, `-u admin:admin`): a
    default that tools document, no secret beyond the name."""
    n = end - start
    if not 3 <= n <= 24 or start < n + 1 or text[start - 1] != ":":
        return False
    user = text[start - n - 1 : start - 1]
    if user != text[start:end] or not user.isalnum():
        return False
    before = text[start - n - 2] if start - n - 2 >= 0 else " "
    return not (before.isalnum() or before in "_-.:")


def stand_in(refs: References, start: int, end: int) -> bool:
    """Whether the value a rule found at `start:end` of `refs.text` only stands in a
    secret's place.

    The value alone is judged first (a mask, a default, a filler); a reference is looked
    for around it, since a rule may have taken only a part of one (the id in
    `credentialsJSON:<uuid>`).
    """
    if end - start <= 200 and _alone(refs.text[start:end]):
        return True
    if _user_again(refs.text, start, end):
        return True
    return refs.covering(start, end)
