"""Secrets known by the layout that holds them, whatever their name or vendor.

`names.py` reads `name=value`; these rules read the structures around a
value that a name alone does not reach:

* the parameters of an `Authorization:` scheme that is a list (`Digest …
  response="…"`, `AWS4-HMAC-SHA256 … Signature=…`, `Token token=…`, OAuth 1's
  `oauth_signature="…"`); the single-credential schemes are `secret_rules.py`'s;
* a signature in a URL's query (`?…&sig=…`, `X-Amz-Signature=…`), as in
  Azure SAS links and S3 pre-signed URLs;
* a YAML block scalar under a secret's name (`password: |` and the
  indented lines after it);
* a list under a plural secret's name (`"api_keys": ["…", "…"]`,
  `ALLOWED_TOKENS = [...]`, a YAML list of `- …` lines);
* the private members of a JSON Web Key (`"d"`, `"p"`, `"q"`, `"dp"`, `"dq"`,
  `"qi"`, an `oct` key's `"k"`) in an object that has a `"kty"` or an `"alg"`;
* key armours other than PEM's: PuTTY's `.ppk` (`Private-Lines:`), the
  SSH2/RFC 4716 `---- BEGIN SSH2 ENCRYPTED PRIVATE KEY ----`, age's
  `AGE-SECRET-KEY-1…`;
* the password of an ODBC connection string (`Pwd=…;`);
* a mail relay's password: a relay map's line (Postfix's `sasl_passwd`, Exim's
  `passwd.client`), a URL whose user is an e-mail address (`smtps://a@b.org:…@host`),
  and an app password shown as four groups of four letters under a password's setting;
* a framework's application key printed with its `base64:` prefix (32 bytes);
* an Erlang VM's cookie as an args file's line (`-setcookie <cookie>`), and one of 20
  capitals (as RabbitMQ makes it) after its name in a sentence of any language;
* a CMS's salt or key generated of every printable character, blanks among them
  (`define('LOGGED_IN_SALT', '…')`, `$settings['hash_salt'] = '…'`).

Speed: each rule rides on gates every text is searched for already (`key`,
`secret`, `token`, `pass`, `authorization`, the `:` and `-` probes) and then
needs a needle (`": |"`, `"kty"`, `PuTTY-User-Key-File`, …), so they cost a
few substring tests on the texts that open those gates.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.secret_rules import Hit, RegexRule, SecretRule
from kenning.daemon.safety.values import (
    MARKER_PREFIX,
    is_code,
    is_placeholder,
    looks_random,
    not_placeholder,
    weak_token_ok,
)

__all__ = ["LAYOUT_RULES", "block_hit", "list_hits"]

_SECRET_GATES = ("pass", "secret", "token", "key")

# -- authorization parameters --------------------------------------------------------

_AUTH_PARAMS = lazy_compile(
    r"""authorization(?:\\?["'])?[ \t]{0,8}[:=][ \t]{0,8}(?:\\?["'])?[ \t]{0,8}"""
    r"[A-Za-z][\w-]{1,40}[ \t]{1,8}(?P<params>[^\r\n]{1,4000})",
    re.IGNORECASE,
)
_PARAM = lazy_compile(
    r"""(?:^|[\s,;])(?P<n>response|signature|sig|token|oauth_signature|oauth_token|password"""
    r"""|secret|key|credentials?)[ \t]{0,4}=[ \t]{0,4}\\?["']?(?P<v>[^\s"',\\;]{6,4000})""",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class _AuthParamsRule:
    """The secret parameters of an `Authorization:` credential written as a list."""

    gates: tuple[str, ...] = ("authorization",)
    needles: tuple[str, ...] = ("=",)
    kind: str = "authorization_header"
    priority: int = 1

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        i = first.get("authorization", -1)
        while i >= 0:
            m = _AUTH_PARAMS.match(text, i)
            if m is not None:
                base = m.start("params")
                for p in _PARAM.finditer(m.group("params")):
                    value = p.group("v")
                    if value.lower().startswith("credential") or not not_placeholder(value):
                        continue
                    if p.group("n").lower().startswith("credential"):
                        continue  # AWS's Credential=AKIA…/date/region: the id is its own rule's
                    yield Hit(self.kind, base + p.start("v"), base + p.end("v"), self.priority)
            # the next header is looked for after these parameters: each line is read once
            i = low.find("authorization", m.end() if m is not None else i + 1)


# -- a signature in a URL's query ---------------------------------------------------------

_QUERY_SIGNATURE = RegexRule(
    "url_signature",
    lazy_compile(
        r"[?&](?i:sig|signature|x-amz-signature|x-goog-signature|x-amz-security-token"
        r"|access_token|auth_token)=(?P<v>[A-Za-z0-9%._~+/=-]{16,4000})"
    ),
    # a URL's (`://`), or a SAS token's `sig` alone (`SharedAccessSignature sr=…&sig=…`)
    gates=("@colon", "&sig="),
    needles=("sig=", "ignature=", "_token=", "Token="),
    judge=not_placeholder,
    priority=1,
)

# -- YAML block scalars -------------------------------------------------------------------

_BLOCK_LINE = lazy_compile(r"(?P<indent>[ \t]*)(?P<v>[^\r\n]{0,8000})(?:\r?\n|$)")
_INDICATOR_END = lazy_compile(r"[ \t]*(?:#[^\r\n]*)?\r?\n")


def block_hit(
    text: str, name_start: int, indicator_end: int, kind: str, strong: bool
) -> Hit | None:
    """The lines of the YAML block scalar whose indicator (`|`, `>-`) ends at `indicator_end`.

    The block is the lines indented deeper than the line of its name; its
    content, from the first line's first character to the last line's last, is
    one finding. None when the block is empty, a placeholder (`{{ vault_pw }}`)
    or, under a weak name, no random-looking value.
    """
    line_start = text.rfind("\n", 0, name_start) + 1
    outer = len(text[line_start:name_start]) - len(text[line_start:name_start].lstrip(" \t-"))
    head = _INDICATOR_END.match(text, indicator_end)
    if head is None:
        return None
    pos, first, last = head.end(), -1, -1
    for _ in range(400):
        line = _BLOCK_LINE.match(text, pos)
        if line is None or line.end() == pos:
            break
        value = line.group("v").rstrip()
        if value and len(line.group("indent").expandtabs()) <= outer:
            break  # the block ends where a line is indented no more than its name
        pos = line.end()
        if not value:
            continue
        if first < 0:
            if is_placeholder(value) or value.startswith(MARKER_PREFIX):
                return None  # `{{ vault_password }}`: the block names where the secret is
            if not strong and not weak_token_ok(value):
                return None
            first = line.start("v")
        last = line.start("v") + len(value)
    return Hit(kind, first, last, 2) if first >= 0 else None


# -- lists under a plural secret's name ---------------------------------------------------

_LIST_ITEM = lazy_compile(
    r"""[ \t,]*(?:\r?\n[ \t]*)?(?:\\?"(?P<dq>[^"\\\r\n]{1,4000})\\?"|'(?P<sq>[^'\r\n]{1,4000})'"""
    r"""|(?P<num>-?[\d.]+))"""
)
_YAML_ITEM = lazy_compile(
    r"""\r?\n[ \t]*-[ \t]+["']?(?P<v>[^\s"'#]{1,4000})["']?[ \t]*(?=\r?\n|$)"""
)


def _list_value_ok(value: str, strong: bool) -> bool:
    if is_placeholder(value) or is_code(value) or value.startswith(MARKER_PREFIX):
        return False
    if " " in value.strip():
        return False
    return weak_token_ok(value) and (strong or looks_random(value) or len(value) >= 16)


def list_hits(text: str, pos: int, bracket: bool, kind: str, strong: bool) -> list[Hit]:
    """The strings of the list under a plural secret's name that opens at `pos`.

    `bracket`: a `[…]` list (JSON, Python, JS, TOML) whose `[` is just before
    `pos`; else the `- item` lines of a YAML list starting at `pos`. Numbers
    (token ids) end the list; each string is judged as a value of that name.
    """
    hits: list[Hit] = []
    for _ in range(200):
        if bracket:
            item = _LIST_ITEM.match(text, pos)
            if item is None or item.group("num") is not None:
                break
            group = "dq" if item.group("dq") is not None else "sq"
        else:
            item = _YAML_ITEM.match(text, pos)
            if item is None:
                break
            group = "v"
        if _list_value_ok(item.group(group), strong):
            hits.append(Hit(kind, item.start(group), item.end(group), 2))
        pos = item.end()
        if bracket and not text[pos : pos + 8].lstrip(" \t\r\n").startswith(","):
            break
    return hits


# -- JSON Web Keys ----------------------------------------------------------------------

_JWK_PRIVATE = lazy_compile(
    r'''\\?"(?:d|p|q|dp|dq|qi|k)\\?"[ \t]{0,4}:[ \t]{0,4}\\?"(?P<v>[A-Za-z0-9_-]{16,8000})\\?"'''
)
_JWK_PRIVATE_RULE = RegexRule(
    "private_key",
    _JWK_PRIVATE,
    gates=("@colon",),
    # a key's type, or the algorithm a symmetric key is for (`{"kid": …, "alg": "HS256",
    # "k": …}`, a JWK written without its `kty`)
    needles=('"kty"', '\\"kty\\"', '"alg"', '\\"alg\\"'),
)

# -- key armours other than PEM ---------------------------------------------------------

_ARMOUR_RULES: tuple[RegexRule, ...] = (
    RegexRule(
        "private_key",
        # PuTTY's .ppk: the lines after `Private-Lines: N` (and the MAC after them)
        lazy_compile(
            r"Private-Lines:[ \t]*\d{1,3}[ \t]*\r?\n(?P<v>(?:[A-Za-z0-9+/=]{1,200}\r?\n?){1,100})"
        ),
        gates=("@dash",),
        needles=("PuTTY-User-Key-File",),
    ),
    RegexRule(
        "private_key",
        # RFC 4716 / SSH.com armour: four dashes and spaces; headers such as Comment: inside
        lazy_compile(
            r"---- ?BEGIN[ A-Z0-9]{0,40}PRIVATE KEY ?----"
            r"""(?:[A-Za-z0-9+/=:,.\s"'@\\-]){0,20000}?---- ?END[ A-Z0-9]{0,40}PRIVATE KEY ?----"""
        ),
        gates=("@dash",),
        needles=("PRIVATE KEY",),
    ),
    RegexRule(
        "private_key",
        # age's secret keys: Bech32, upper case
        lazy_compile(r"AGE-SECRET-KEY-1[0-9A-Z]{50,70}"),
        gates=("@dash",),
        needles=("AGE-SECRET-KEY-1",),
    ),
)

# -- ODBC ---------------------------------------------------------------------------------

_ODBC_PWD = RegexRule(
    "password_assignment",
    # `…;Uid=sa;Pwd=…;` (a value in braces may hold `;`); `PWD=/home/…` alone is the shell's
    lazy_compile(
        r"(?i);[ \t]{0,4}pwd[ \t]{0,4}=[ \t]{0,4}(?P<v>\{[^}\r\n]{1,400}\}|[^;\s\"'{}]{1,400})"
    ),
    gates=("@pwd",),
    judge=lambda v: not_placeholder(v.strip("{}")),
)


# -- configuration directives whose argument is a password -----------------------------

_DIRECTIVE = RegexRule(
    "password_assignment",
    # redis.conf `requirepass X`, `masterauth X`, sentinel `auth-pass NAME X`, Redis'
    # `AUTH [user] X`; ipsec.secrets `: PSK "X"`, `psk=`, `WIFI_PSK =`; Cisco `password 0 X`
    # / `secret 0 X`
    lazy_compile(
        r"(?m)(?:^[ \t]*(?:requirepass|masterauth)[ \t]+"
        r"|\bsentinel[ \t]+auth-pass[ \t]+[\w.-]{1,64}[ \t]+"
        r"|\b(?:redis-cli|valkey-cli)\b[^\n|;&]{0,120}?[ \t]AUTH[ \t]+(?:[\w.-]{1,64}[ \t]+)?"
        # (a Wi-Fi pre-shared key's name ending so too: Yocto's `WIFI_PSK = "…"`, Kconfig's
        # `CONFIG_WIFI_PSK=`, round 40)
        r"|:[ \t]*PSK[ \t]+|(?<![A-Za-z0-9])(?i:psk)[ \t]*[=:][ \t]*"
        r"|\b(?:password|secret)[ \t]+[0-7][ \t]+)"
        r"""(?:"(?P<dq>[^"\r\n]{1,200})"|'(?P<sq>[^'\r\n]{1,200})'|(?P<v>[^\s"'#]{1,200}))"""
    ),
    # rare words, each a literal of the sanitizer's RE2 set: no text without one pays
    gates=(
        "requirepass",
        "masterauth",
        "auth-pass",
        "redis-cli",
        "valkey-cli",
        "psk",
        "password 0 ",
        "password 7 ",
        "secret 0 ",
        "secret 5 ",
        "secret 8 ",
        "secret 9 ",
    ),
    judge=lambda v: not_placeholder(v) and v not in ('""', "''"),
    group=("dq", "sq", "v"),
)


# -- a mail relay's password ----------------------------------------------------------------


#: a version (`2.15.2`, `1.0-SNAPSHOT`): a package's coordinates' last field, not a password
_VERSION = lazy_compile(r"v?\d+(?:\.\d+)+(?:[.\-+][\w.\-+]*)?")


def _relay_password(value: str) -> bool:
    """A password's field, not a port, a version, a path, more fields or a placeholder."""
    if value.isdigit() or "/" in value or ":" in value or _VERSION.fullmatch(value):
        return False
    return not_placeholder(value)


#: a relay map's line, alone on its line: Postfix's `sasl_passwd` (`[host]:port user:password`,
#: `host user@domain:password`) and Exim's `passwd.client` (`host:user@domain:password`,
#: `*.domain:user:password`; a plain host's `host:user:password` opens no gate of the rule):
#: the field after the user is the password
_RELAY_MAP = RegexRule(
    "password_assignment",
    lazy_compile(
        r"(?m)^[ \t]*(?:\[[A-Za-z0-9.-]{3,253}\](?::\d{1,5})?[ \t]+[^\s:@\[\]]{1,64}"
        r"(?:@[A-Za-z0-9.-]{3,253})?"
        r"|[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+(?::\d{1,5})?[ \t]+[^\s:@]{1,64}"
        r"@[A-Za-z0-9.-]{3,253}"
        r"|(?:\*\.)?[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+:"
        r"(?:[^\s:@]{1,64}@[A-Za-z0-9.-]{3,253}|[A-Za-z][\w.+-]{0,63}))"
        r":(?P<v>\S{6,256}?)[ \t]*$"
    ),
    # (an `@`, a bracketed host or a wildcard host: a colon alone would open every JSON)
    gates=("@at", "]:", "] ", "]\t", "*."),
    judge=_relay_password,
    priority=10,  # (the last: where another rule takes the value, its kind names it)
    requires=(
        r"[^\s@]@[A-Za-z0-9.-]+:\S{6}",
        r"\][ \t:0-9]*[ \t][^\s:@]+:\S{6}",
        r"[A-Za-z0-9]\.[A-Za-z0-9-]+:[A-Za-z][\w.+-]*:\S{6}",
    ),
)

#: a URL whose user is an e-mail address (`smtps://ana@example.org:<password>@smtp.…`, as
#: mutt's `smtp_url` and fetchmail's write it): the password between the user and the host
_EMAIL_USER_URL = RegexRule(
    "url_credentials",
    lazy_compile(
        r"\b[A-Za-z][A-Za-z0-9+.-]{1,15}://[^\s:/@\"'<>]{1,64}@[A-Za-z0-9.-]{3,253}"
        r":(?P<v>[^\s/@\"'<>]{1,256})@[A-Za-z0-9\[]"
    ),
    gates=("@colon",),
    judge=_relay_password,
    priority=10,  # (the last: where another rule takes the value, its kind names it)
    requires=(r"://[^\s:/@]+@[^\s:/@]+:[^\s/@]+@",),
    requires_beyond_ascii=True,
)

#: an app password as a mail provider shows it, four groups of four letters (`abcd efgh ijkl
#: mnop`), under a password's setting and ending its line
_APP_PASSWORD = RegexRule(
    "password_assignment",
    lazy_compile(
        r"(?im)(?:pass(?:word|wd)?|pwd)[\"']?[ \t]{0,8}[:=][ \t]{0,8}[\"']?"
        r"(?-i:(?P<v>[a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4}))(?=[\"'\\,]|[ \t]*$)"
    ),
    gates=("pass", "pwd"),
    judge=not_placeholder,
    priority=10,
    # its head, where four words alone (prose) opened it on 2,429 of the bench corpus's texts
    requires=(r"(?i:pass(?:word|wd)?|pwd)[\"']?[ \t]*[:=][ \t]*[\"']?[a-z]{4} [a-z]{4} ",),
    requires_beyond_ascii=True,
)


#: a framework's application key as its generator prints it, `base64:` and 32 bytes (Laravel's
#: and its kin's `key:generate --show`, the `[base64:…]` of its message): a key by its form
_APP_KEY = RegexRule(
    "secret_assignment",
    lazy_compile(r"(?<![\w/+.-])base64:(?P<v>[A-Za-z0-9+/]{43}=)(?![A-Za-z0-9+/=])"),
    gates=("base64:",),
    judge=not_placeholder,
    priority=10,
    requires=(r"base64:[A-Za-z0-9+/]{43}=",),
    requires_beyond_ascii=True,
)


#: an Erlang VM's cookie as an args file's line (`vm.args`: one flag a line, `-setcookie <cookie>`
#: or `--cookie`): the shared secret of a cluster's nodes, no command before it
_VM_ARGS_COOKIE = RegexRule(
    "secret_assignment",
    lazy_compile(
        r"(?m)^[ \t]*(?:-setcookie|--cookie)[ \t]+(?P<v>[A-Za-z0-9_+/=.@-]{6,256})[ \t]*$"
    ),
    gates=("-setcookie", "--cookie"),
    judge=lambda v: not_placeholder(v) and "/" not in v and not v.endswith((".txt", ".cookie")),
    priority=10,
    requires=(r"-(?:setcookie|-cookie)[ \t]+[A-Za-z0-9_+/=.@-]{6}",),
    requires_beyond_ascii=True,
)

#: an Erlang cluster's cookie as its tools make it (20 capitals: RabbitMQ's `.erlang.cookie`)
#: after its name in a sentence of any language (`Erlang cookie нь <cookie> байна`)
_ERLANG_COOKIE = RegexRule(
    "secret_assignment",
    lazy_compile(
        r"(?i:(?:erlang|rabbitmq)[ \t._-]{0,3}cookie|cookie[ \t._-]{0,3}(?:d'|de |of )?"
        r"(?:erlang|rabbitmq))[^\n]{0,40}?(?<![A-Za-z0-9])(?P<v>[A-Z]{20})(?![A-Za-z0-9])"
    ),
    gates=("cookie",),
    # (a random one's vowels are a quarter of it; a word's, near half)
    judge=lambda v: len(set(v)) >= 8 and sum(c in "AEIOUY" for c in v) <= 8,
    priority=10,
    requires=(
        r"(?i)(?:(?:erlang|rabbitmq)[ \t._-]{0,3}cookie|cookie[^\n]{0,8}(?:erlang|rabbitmq))",
    ),
    requires_beyond_ascii=True,
)

#: a CMS's salt or key in its config (`define('LOGGED_IN_SALT', '…')`, `$settings['hash_salt']
#: = '…'`, `'secret' => '…'`): generated of every printable character, a blank or two among
#: them, which the rules that end a value at a blank cut short
_CMS_SALT = RegexRule(
    "secret_assignment",
    lazy_compile(
        r"""["'](?P<n>[A-Za-z_]{0,40}(?i:salt|key|secret))["'][ \t]*(?:,|\][ \t]*=|=>)[ \t]*"""
        r"""(?:'(?P<v>[^'\n]{32,200})'|"(?P<w>[^"\n]{32,200})")"""
    ),
    gates=("salt'", 'salt"', "key'", 'key"', "secret'", 'secret"'),
    judge=lambda v: _generated_salt(v),
    group=("v", "w"),
    priority=10,
    requires=(r"""(?i)(?:salt|key|secret)["'][ \t]*(?:,|\][ \t]*=|=>)[ \t]*["'][^\n]{32}""",),
    requires_beyond_ascii=True,
)
_SALT_SYMBOLS = frozenset("!#$%&()*+,-./:;<=>?@[]^_`{|}~")


def _generated_salt(value: str) -> bool:
    """Letters of both cases, digits and six symbols or more of several kinds; at most three
    blanks (WordPress's generator draws from every printable character)."""
    symbols = [c for c in value if c in _SALT_SYMBOLS]
    return (
        len(symbols) >= 6
        and len(set(symbols)) >= 4
        and value.count(" ") <= 3
        and any(c.isupper() for c in value)
        and any(c.islower() for c in value)
        and any(c.isdigit() for c in value)
        # (not `is_placeholder`: a salt's `<…>`, `{…}` and `$x` read as a template's there)
        and "your" not in value.lower()
    )


LAYOUT_RULES: tuple[SecretRule, ...] = (
    _AuthParamsRule(),
    _QUERY_SIGNATURE,
    _JWK_PRIVATE_RULE,
    *_ARMOUR_RULES,
    _ODBC_PWD,
    _DIRECTIVE,
    _RELAY_MAP,
    _EMAIL_USER_URL,
    _APP_PASSWORD,
    _APP_KEY,
    _VM_ARGS_COOKIE,
    _ERLANG_COOKIE,
    _CMS_SALT,
)
