"""Secrets passed by position: arguments of well-known calls and commands, no name beside them.

`names.py` needs a name (`password=…`, `--token X`); `commands.py` a flag
(`-pPASS`, `-a PASS`). Here the secret is an argument whose meaning is its
place:

* **calls** (`secret_rules.SECRET_CALLS`: the callee and the index of the
  argument): `server.login("bob", "PASS")`, `FTP(host, user, "PASS")`,
  `DriverManager.getConnection(url, "app", "PASS")`, `new
  NetworkCredential("svc", "PASS")`, `jwt.encode(payload, "SECRET")`,
  `hmac.new(b"KEY", …)`, `Minio(host, "AK", "SK")`, `page.fill('#password',
  'PASS')`, `driver.find_element(…"password").send_keys("PASS")`, … Only a
  string literal counts, and it must look like a credential (no plain word,
  no placeholder): `login(user, password)` and `login("admin", "admin")` stay;
* **commands**: `echo 'user:PASS' | chpasswd`, `wpa_passphrase SSID PASS`, and
  "use PASS as the password"; by its place among the command's words (flags set
  aside: `_BY_POSITION`): `htpasswd -b[c] FILE USER PASS`, `openssl passwd -6 PASS`,
  `net use Z: \\\\srv\\share PASS /user:bob`, `net user bob PASS /add`;
  `rabbitmqctl add_user USER PASS` / `change_password USER PASS`;
* **Oracle's `user/password@service`**: `sqlplus scott/PASS@//db:1521/ORCL`,
  `jdbc:oracle:thin:scott/PASS@db:1521/ORCL`; and Go's MySQL DSN
  `user:PASS@tcp(db:3306)/shop`.

Speed: the calls are found by one probe (`@call`) that stops only at a `(`
right after one of the callees' names; the commands ride on gates every text
is searched for already (`pass`, the `_` probe at `add_` and `change_`), and Oracle's form
on the `@` probe.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import _wordy
from kenning.daemon.safety.secret_rules import PROBES, SECRET_CALLS, Hit, RegexRule, SecretRule
from kenning.daemon.safety.values import (
    MARKER_PREFIX,
    credential_like,
    is_placeholder,
)

__all__ = ["POSITIONAL_RULES"]

#: calls whose callee name alone is too common: the qualifier that must precede it
_QUALIFIED = {
    "encode": ("jwt", "jose", "JWT", "Jwts"),
    "decode": ("jwt", "jose", "JWT"),
    "sign": ("jwt", "jose", "JWT", "jsonwebtoken"),
    "new": ("hmac", "AES", "DES", "DES3", "Blowfish", "ARC4", "ChaCha20", "Salsa20", "CAST"),
    "createHmac": ("crypto",),
    "make": ("Hash", "bcrypt"),
    "auth": ("jedis", "client", "redis", "conn", "r", "cluster"),
    "send": ("Transport",),
    "load": ("ks", "keystore", "keyStore", "KeyStore", "store", "trustStore", "truststore"),
    "hashpw": ("bcrypt",),
    "connect": (
        "pymysql",
        "MySQLdb",
        "mysql",
        "connector",
        "psycopg2",
        "pyodbc",
        "ibm_db",
        "cx_Oracle",
        "oracledb",
        "pg8000",
        "mariadb",
    ),
}
#: calls that type into a field: only where the field is a password's
_TYPED = frozenset({"fill", "type", "send_keys", "sendKeys"})
#: calls whose password is the last argument, however many come before it: Django's
#: `user.set_password(PW)`, keyring's `set_password(service, user, PW)`
_LAST = frozenset({"set_password", "setPassword"})
#: the kind of finding for each call whose secret is not a password
_KEY_CALLS = {
    "encode": "secret_assignment",
    "decode": "secret_assignment",
    "sign": "secret_assignment",
    "new": "secret_assignment",
    "HMAC": "secret_assignment",
    "Fernet": "secret_assignment",
    "AzureKeyCredential": "api_key_assignment",
    "StorageSharedKeyCredential": "api_key_assignment",
    "AzureNamedKeyCredential": "api_key_assignment",
    "BasicAWSCredentials": "aws_secret_key",
    "BasicSessionCredentials": "aws_secret_key",
    "Credentials": "secret_assignment",
    "StaticCredentialsProvider": "secret_assignment",
    "Minio": "secret_assignment",
    "ClientSecretCredential": "secret_assignment",
    "Pusher": "secret_assignment",
    "Client": "token_assignment",
    "twilio": "token_assignment",
    "Vimeo": "token_assignment",
    "createHmac": "secret_assignment",
    "SecretKeySpec": "secret_assignment",
}
#: how far a call's arguments are read
_ARGS_LIMIT = 800
_CALLEE = lazy_compile(r"(?:([A-Za-z_$][\w$]*)\.)?([A-Za-z_]\w*)\($")
_CONSTRUCTED = lazy_compile(r"()([A-Za-z_]\w*)(?:->|::)__construct\($")
# what may stand before a string argument: a bytes or raw prefix, and a keyword that names
# the secret (`HMAC(key=b"…")`, `connect(password="…")`)
_LITERAL_PREFIX = lazy_compile(
    r"(?:(?:key|secret|password|passwd|token)[ \t]*=[ \t]*)?(?:[bruf]|rb|br)?"
)


def _args(text: str, start: int, limit: int = _ARGS_LIMIT) -> list[tuple[int, int, bool]]:
    """The top-level arguments of the call whose `(` is just before `start`.

    Each is (start, end, is_string): for a string literal, the span inside its
    quotes (a `b`/`r` prefix skipped); else the span of the expression.
    """
    out: list[tuple[int, int, bool]] = []
    depth = 0
    i, end = start, min(len(text), start + limit)
    arg_start = start
    quote = ""
    q_start = 0
    literal: tuple[int, int] | None = None
    while i < end:
        c = text[i]
        if quote:
            if c == "\\":
                i += 2
                continue
            if c == quote:
                if depth == 0 and literal is None:
                    literal = (q_start, i)
                quote = ""
        elif c in "\"'`":
            quote, q_start = c, i + 1
            if _LITERAL_PREFIX.fullmatch(text[arg_start:i].strip()) is None:
                literal = (-1, -1)  # not a plain literal: `"a" + b`, `x("…")`
        elif c in "([{":
            depth += 1
            literal = (-1, -1) if depth == 1 and literal is None else literal
        elif c in ")]}":
            if depth == 0:
                out.append(_arg(text, arg_start, i, literal))
                return out
            depth -= 1
        elif c == "," and depth == 0:
            out.append(_arg(text, arg_start, i, literal))
            arg_start, literal = i + 1, None
        elif c == "\n" and depth == 0 and i - start > 200:
            break
        i += 1
    return []  # not closed within the limit: not read


def _arg(text: str, start: int, end: int, literal: tuple[int, int] | None) -> tuple[int, int, bool]:
    if literal is not None and literal[0] >= 0:
        rest = text[literal[1] + 1 : end].strip()
        if not rest or rest.startswith(".toCharArray") or rest.startswith(".getBytes"):
            return literal[0], literal[1], True
    return start, end, False


@dataclass(frozen=True)
class _CallRule:
    """A string literal in the secret's place among a known call's arguments."""

    gates: tuple[str, ...] = ("@call",)
    needles: tuple[str, ...] = ()
    priority: int = 2

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        read_to = 0  # each character is read as an argument once: a flood of calls is linear
        for m in PROBES["@call"].finditer(text):
            if m.start() < read_to:
                continue
            head = _CALLEE.search(text, max(0, m.start() - 80), m.end())
            if head is not None and head.group(2) == "__construct":
                # PHP's constructor called by its class (`PDO->__construct(…)` in a stack
                # trace, `parent::__construct(…)`): the class's call
                head = _CONSTRUCTED.search(text, max(0, m.start() - 80), m.end())
            if head is None or head.group(2) not in SECRET_CALLS:
                continue
            qualifier, name = head.group(1) or "", head.group(2)
            allowed = _QUALIFIED.get(name)
            if allowed is not None and qualifier not in allowed:
                continue
            args = _args(text, m.end())
            read_to = args[-1][1] if args else m.end() + _ARGS_LIMIT
            hit = self._secret(text, name, args, m.start())
            if hit is not None:
                yield hit

    def _secret(
        self, text: str, name: str, args: list[tuple[int, int, bool]], at: int
    ) -> Hit | None:
        index = SECRET_CALLS[name]
        typed_into = name in _TYPED and len(args) == 2
        if name in _TYPED or name in _LAST:
            index = len(args) - 1  # `fill(selector, value)`, or `getByLabel(…).fill(value)`
        if index == -1:
            if len(args) < 2:
                return None
            index = len(args) - 1
        if index >= len(args):
            return None
        start, end, is_string = args[index]
        if not is_string:
            return None
        value = text[start:end]
        if name in _TYPED:
            # a field a password is typed into: the selector, or what the line found it by
            where = text[args[0][0] : args[0][1]] if typed_into else text[max(0, at - 120) : at]
            if "pass" not in where.lower():
                return None
        if name in ("Client", "twilio") and not text[args[0][0] : args[0][1]].startswith("AC"):
            return None  # Twilio's Client(account SID, auth token), and Node's twilio(…)
        if not credential_like(value):
            return None
        return Hit(_KEY_CALLS.get(name, "password_assignment"), start, end, self.priority)


# -- commands ------------------------------------------------------------------------------

_VALUE = (
    r"""(?:'(?P<sq>[^'\r\n]{1,200})'"""
    r'|"(?P<dq>[^"\r\n]{1,200})"'
    r"""|(?P<v>[^\s'"`;&|()<>\\-][^\s'"`;&|()<>\\]{0,200}))"""
)
_GROUPS = ("sq", "dq", "v")


def _command_ok(value: str) -> bool:
    return not is_placeholder(value) and not value.startswith(("$", "%", MARKER_PREFIX))


_CHPASSWD = lazy_compile(
    # echo 'user:PASS' | chpasswd (and sudo chpasswd, chpasswd <<< 'user:PASS')
    r"""(?:\becho[ \t]{1,4}(?:-[ne][ \t]{1,4})?['"]?[\w.-]{1,64}:(?P<v>[^\s'"|]{1,200})['"]?"""
    r"""[ \t]{0,4}\|[ \t]{0,4}(?:sudo[ \t]{1,4})?chpasswd"""
    r"""|\bchpasswd[ \t]{0,4}<<<[ \t]{0,4}['"]?[\w.-]{1,64}:(?P<h>[^\s'"]{1,200}))"""
)
# wpa_passphrase SSID PASSPHRASE
_WPA = lazy_compile(
    r"""wpa_passphrase[ \t]{1,4}(?:'[^'\r\n]{1,64}'|"[^"\r\n]{1,64}"|[^\s'"]{1,64})[ \t]{1,4}"""
    + _VALUE
)
# "use X as the password", "try X as the password for staging"
_USE_AS = lazy_compile(
    r"""\b(?i:use|try|with|set)[ \t]{1,4}[`"']?(?P<v>[^\s`"']{6,64})[`"']?[ \t]{1,4}"""
    r"(?i:as[ \t]the[ \t]pass)"
)


def _password_looking(value: str) -> bool:
    """Letters, a digit, and a capital or a symbol: a password, not a tag or a version."""
    return (
        credential_like(value)
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
        and (any(c.isupper() for c in value) or not value.isalnum())
        # `1.2.3`, `v2.1`: versions; a dot inside a value of both cases all through is a
        # password's (`mZNjQo0.FpZdJFH99`), whose pieces no version has
        and (
            "." not in value.strip(".")
            or (
                _DOTTED_PASSWORD.fullmatch(value) is not None
                and _wordy(joined := value.replace(".", "")) * 2 < sum(map(str.isalpha, joined))
                # not `Jane.Doe1`, a mailbox's: under half its letters in a word's runs
            )
        )
    )


#: a password with a dot inside: both cases and a digit, no piece a number alone
_DOTTED_PASSWORD = lazy_compile(
    r"(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?!.*(?:^|\.)\d+(?:\.|$))[^.\s]+(?:\.[^.\s]+)+"
)


def _use_as_ok(value: str) -> bool:
    return credential_like(value.rstrip(".,;:)"))


# Each form is behind a gate that holds `pass` (searched for only where a `pass` is, so it
# costs a text without one nothing), not a needle tested in every text with a `pass`.
_COMMAND_RULES: tuple[SecretRule, ...] = (
    RegexRule(
        "password_assignment",
        _CHPASSWD,
        gates=("chpasswd",),
        judge=_command_ok,
        group=("v", "h"),
    ),
    RegexRule(
        "password_assignment", _WPA, gates=("wpa_passphrase",), judge=_command_ok, group=_GROUPS
    ),
    RegexRule("password_assignment", _USE_AS, gates=("as the pass",), judge=_use_as_ok, priority=4),
    RegexRule(
        "login_password",
        # rabbitmqctl add_user USER PASS, change_password USER PASS
        lazy_compile(
            r"\brabbitmqctl\b[^\n|;&]{0,100}?[ \t](?:add_user|change_password)[ \t]{1,4}"
            r"""(?:'[^'\r\n]{1,100}'|"[^"\r\n]{1,100}"|[^\s'"]{1,100})[ \t]{1,4}""" + _VALUE
        ),
        gates=("@underscore",),  # the probe stops at `add_` and `change_`
        needles=("rabbitmqctl",),
        judge=_command_ok,
        group=_GROUPS,
    ),
    RegexRule(
        "login_password",
        # MinIO's client (`mc`, `mcli` where another mc is installed): ALIAS URL ACCESS SECRET
        lazy_compile(
            r"\bmc(?:li)?[ \t]{1,4}(?:alias[ \t]{1,4}set|config[ \t]{1,4}host[ \t]{1,4}add)"
            # ALIAS URL ACCESS, then the secret (blanks and the rest never overlap)
            r"[ \t]{1,4}[^\s-]\S{0,300}[ \t]{1,4}\S{1,300}[ \t]{1,4}\S{1,300}[ \t]{1,4}" + _VALUE
        ),
        gates=("alias set", "host add"),
        judge=lambda v: _command_ok(v) and credential_like(v),
        group=_GROUPS,
    ),
)

# -- a password by its place among a command's words ------------------------------------


@dataclass(frozen=True)
class _Place:
    """Where a command's password stands among its positional words (flags set aside)."""

    #: which positional word after the command's own words; -1 for the last
    index: int
    #: a letter one of its single-dash flags must hold (htpasswd's `-b`: the password is
    #: on the line; without it the command asks for it)
    needs: str = ""
    #: a flag letter that takes one positional word away (htpasswd's `-n`: no file)
    drops: str = ""
    #: flags followed by a value of their own, which is not positional
    takes: frozenset[str] = frozenset()
    #: count from the word after a `\\host\share` (Windows' `net use`)
    after_share: bool = False
    #: a Windows command: `/x` words are its switches (`/add`, `/user:DOMAIN\\bob`)
    switches: bool = False


_BY_POSITION = {
    # htpasswd -b[c…] FILE USER PASS, htpasswd -nb USER PASS; mosquitto_passwd -b FILE USER PASS
    "htpasswd": _Place(2, needs="b", drops="n", takes=frozenset({"-C", "-r"})),
    "mosquitto_passwd": _Place(2, needs="b"),
    # openssl passwd [-1|-5|-6|-apr1] [-salt SALT] PASS
    "openssl passwd": _Place(-1, takes=frozenset({"-salt", "-in"})),
    # net use Z: \\srv\share PASS /user:DOMAIN\bob (the password may follow /user: too)
    "net use": _Place(0, after_share=True, switches=True),
    # net user bob PASS /add
    "net user": _Place(1, switches=True),
}
_POSITION_COMMAND = lazy_compile(
    r"(?i)(?<![\w.-])(?P<c>htpasswd|mosquitto_passwd|openssl[ \t]{1,4}passwd"
    r"|net(?:\.exe)?[ \t]{1,4}use|net(?:\.exe)?[ \t]{1,4}user)(?![\w.-])"
)
# a shell word: quoted whole, or bare up to a blank or a shell operator
_WORD = lazy_compile(r"""'[^'\n]{0,200}'|"[^"\n]{0,200}"|[^\s'"|;&<>()`]{1,300}""")
# where a command's words end (a `)` closes a `$(…)` it stands in)
_WORDS_END = lazy_compile(r"[\n|;&<>)`]")


def _place_of(command: str) -> _Place:
    key = " ".join(command.lower().replace(".exe", "").split())
    return _BY_POSITION[key]


@dataclass(frozen=True)
class _ByPositionRule:
    """A password that is a command's positional word (`htpasswd -b FILE USER PASS`).

    The command's words are read as the shell splits them, up to a pipe, a list, a
    redirection or the line's end; flags (and the values of the flags that take one)
    are set aside, Windows' `/x` switches too, and the password is the word at its
    place. Only a word that could be a password is taken (no placeholder, no `$VAR`,
    no `*`, which asks for it).
    """

    gates: tuple[str, ...] = ("passwd", "net use", "net user", "net.exe")
    needles: tuple[str, ...] = ()
    kind: str = "login_password"
    priority: int = 2

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        for m in _POSITION_COMMAND.finditer(text):
            place = _place_of(m.group("c"))
            stop = _WORDS_END.search(text, m.end(), m.end() + 600)
            end = m.end() + 600 if stop is None else stop.start()
            words = list(_WORD.finditer(text, m.end(), end))
            hit = self._secret(words, place)
            if hit is not None:
                yield Hit(self.kind, hit[0], hit[1], self.priority)

    @staticmethod
    def _secret(words: list[re.Match[str]], place: _Place) -> tuple[int, int] | None:
        positional: list[re.Match[str]] = []
        letters = ""
        skip = False
        for w in words:
            word = w.group(0)
            if skip:
                skip = False
                continue
            if word.startswith("-") and len(word) > 1:
                if word in place.takes:
                    skip = True
                elif not word.startswith("--"):
                    letters += word[1:]
                continue
            if place.switches and word.startswith("/"):
                continue  # a Windows switch: /add, /user:DOMAIN\\bob, /persistent:no
            positional.append(w)
        if place.needs and place.needs not in letters:
            return None
        if place.after_share:
            shares = [
                i for i, w in enumerate(positional) if w.group(0).lstrip("'\"").startswith("\\\\")
            ]
            if not shares:
                return None
            positional = positional[shares[0] + 1 :]
        index = place.index
        if index >= 0 and place.drops and place.drops in letters:
            index -= 1
        if not positional or index >= len(positional):
            return None
        w = positional[index]
        start, end = w.span()
        if w.group(0)[:1] in "'\"" and end - start >= 2:
            start, end = start + 1, end - 1
        value = w.string[start:end]
        if value == "*" or not _command_ok(value) or not credential_like(value):
            return None
        return start, end


# -- an auth scheme as a string of its own, the credential the next ---------------------

# `paste("Token", "…")` (R), `"Bearer " + "…"`, `("Basic", "…")`: the scheme names the
# string after it, as it would in a header. Tried only at each `token`/`bearer`/`basic`
# (anchored), the quote before it read by a look-behind.
_SCHEME_NEXT = (
    r" ?[\"'][ \t]{0,4}[,+][ \t]{0,4}(?:\r?\n[ \t]{0,16})?"
    r"""(?:"(?P<dq>[^"\s]{16,400})"|'(?P<sq>[^'\s]{16,400})')"""
)


#: for the one RE2 pass (`requires_of`): the scheme's word between quotes, then `,` or `+`,
#: one pattern for the three rules (a word every ASCII text of code says, `token`, opened
#: its rule on 7,011 of the bench corpus's 17,726 texts for no hit)
_SCHEME_QUOTED = r"[\"'](?i:token|bearer|basic) ?[\"'][ \t]*[,+]"


def _scheme_rule(word: str) -> RegexRule:
    return RegexRule(
        "authorization_header",
        lazy_compile(f"(?i:{word})(?<=[\"'][A-Za-z]{{{len(word)}}})" + _SCHEME_NEXT),
        gates=(word,),
        anchor=word,
        judge=lambda v: credential_like(v) and any(c.isdigit() for c in v),
        group=("dq", "sq"),
        requires=(_SCHEME_QUOTED,),
        requires_beyond_ascii=True,
    )


_SCHEME_RULES: tuple[SecretRule, ...] = tuple(_scheme_rule(w) for w in ("token", "bearer", "basic"))

# -- Oracle's user/password@service -----------------------------------------------------

#: what must be in the 260 characters before an Oracle `user/password@` (cheap to test)
_ORACLE_WORDS = ("sql", "thin:", "conn", "userid", "rman", "exp", "imp", "dgmgrl", "tkprof")
# Go's MySQL driver: `user:password@tcp(host:3306)/db` (no scheme; `mailto:` is a scheme
# whose mailbox is no user's password)
_GO_DSN_BEFORE = lazy_compile(
    r"""(?:^|[\s"'`=(>])(?!mailto:)[\w.-]{1,64}:(?P<v>[^\s@/:'"`<>]{1,200})$"""
)
_GO_DSN_AFTER = lazy_compile(r"@(?:tcp|udp|unix)\(")
# and `user:password@host[:port]` with no scheme (mysqlsh, proxies): a host after the `@`;
# a version there (`zlib:x64-linux@1.3.1`, `pkg:npm/left-pad@1.3`) is a package's spec
_HOST_AFTER = lazy_compile(
    r"@(?!sha\d|\d+(?:\.\d+){0,2}(?![\w.-]))"
    r"[A-Za-z0-9][A-Za-z0-9.-]{0,253}(?::\d{2,5})?(?=[/\s\"'`<]|$)"
)
# Oracle's Easy Connect with no tool before it (`DB_CONNECT=app/PASS@db:1521/ORCL`): a
# port or a service after the host, and a value that reads as a password
_EZ_BEFORE = lazy_compile(r"""(?:^|[\s"'`=(])[A-Za-z_][\w$#.]{0,60}/(?P<v>[^\s/@:'"`]{1,200})$""")
_EZ_AFTER = lazy_compile(
    r"@(?!sha\d)[A-Za-z0-9][A-Za-z0-9.-]{0,253}(?::\d{2,5}(?:/[A-Za-z0-9_.]+)?|/[A-Za-z0-9_.]+)"
)
_ORACLE_BEFORE = lazy_compile(
    r"(?:\b(?:sqlplus|sqlcl|sql|rman|expdp|impdp|exp|imp|sqlldr|dgmgrl|tkprof)\b"
    r"[^\n|;&]{0,120}?[ \t=]"
    r"|(?i:conn(?:ect)?)[ \t]{1,4}|thin:|userid=)"
    r"""['"]?(?P<u>[A-Za-z_][\w$#.]{0,60})/(?P<v>[^\s/@'"]{1,200})$"""
)


@dataclass(frozen=True)
class _OracleRule:
    """`scott/PASS@service` after an Oracle tool, `conn`, `thin:` or `userid=`."""

    gates: tuple[str, ...] = ("@at",)
    needles: tuple[str, ...] = ()
    priority: int = 2

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        i = text.find("@")
        while i >= 0:
            # the word before the `@` must hold a `/` or a `:` (an e-mail address does not),
            # and only then is the window before it read
            base = max(0, i - 260)
            word = max(text.rfind(" ", base, i), text.rfind("\n", base, i), base - 1) + 1
            if "/" not in text[word:i] and ":" not in text[word:i]:
                i = text.find("@", i + 1)
                continue
            near = low[base:i]
            m = (
                _ORACLE_BEFORE.search(text, base, i)
                if any(w in near for w in _ORACLE_WORDS)
                else None
            )
            if m is not None and _command_ok(m.group("v")):
                yield Hit("password_assignment", m.start("v"), m.end("v"), self.priority)
            elif _GO_DSN_AFTER.match(text, i) or _HOST_AFTER.match(text, i):
                go = _GO_DSN_BEFORE.search(text, base, i)
                # with no `tcp(` the value must read as a password, not an image's tag
                strict = _GO_DSN_AFTER.match(text, i) is None
                if go is not None and _command_ok(go.group("v")):
                    value = go.group("v")
                    if not strict or _password_looking(value):
                        yield Hit("password_assignment", go.start("v"), go.end("v"), self.priority)
                elif _EZ_AFTER.match(text, i):
                    ez = _EZ_BEFORE.search(text, base, i)
                    value = ez.group("v") if ez is not None else ""
                    if ez is not None and _command_ok(value) and _password_looking(value):
                        yield Hit("password_assignment", ez.start("v"), ez.end("v"), self.priority)
            i = text.find("@", i + 1)


POSITIONAL_RULES: tuple[SecretRule, ...] = (
    _CallRule(),
    *_COMMAND_RULES,
    _ByPositionRule(),
    *_SCHEME_RULES,
    _OracleRule(),
)
