"""Built-in sanitizer rules for secrets known by where they are written.

`secret_rules.py` recognises a secret by its own shape (`ghp_…`), `names.py` by
the name it is given (`password=…`, `--api-key X`). The rules here read the
place around it instead:

* command lines whose password flag has no secret word in it: `curl -u
  user:pass`, `mysql -pPASS`, `sshpass -p PASS`, `docker login -p PASS`,
  `redis-cli -a PASS`, `sqlcmd -P PASS`, `zip -P PASS`, `ldapsearch -w PASS`,
  `smbclient -U user%PASS`, `openssl … -passin pass:PASS` (every such flag of the
  command: `snmpwalk -A AUTH -X PRIV`);
* a password fed to a command that reads it: `echo PASS | docker login
  --password-stdin`, `sudo -S … <<< PASS`, `--password-file=<(echo PASS)`; typed
  at a password's prompt by a script (expect's `send`, pexpect's `sendline`);
* secrets handed to a config command: `aws configure set …secret… X`, `npm
  config set …:_authToken X`, `git config --global …token X`, `gh secret set
  NAME --body X`;
* session cookies: `Cookie:` and `Set-Cookie:` headers, `sessionid=…`,
  `PHPSESSID=…`, `connect.sid=…` (a record's readable id of words and a number,
  `order-7157156`, is none);
* credential files: `.pgpass` lines (`host:port:db:user:password`), `~/.netrc`
  entries, the `"auth"` entry of a Docker `config.json` (base64 of
  `user:password`), a PEM private key in base64 (kubeconfig's
  `client-key-data`);
* HTTP basic auth in code: `auth=("user", "PASS")`, `HTTPBasicAuth("user", "PASS")`.

Speed: every command-line rule shares one gate, the probe `@dash` (which also
stops at a flag such as ` -p` or ` --user`), and then needs its command's name
in the text (`needles`), so a message without a flag costs nothing more.
"""

from __future__ import annotations

import base64
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.secret_rules import (
    MARKER_PREFIX,
    Hit,
    RegexRule,
    SecretRule,
    docker_auth_ok,
    not_placeholder,
)
from kenning.daemon.safety.values import classify_key, credential_like, quoted_value_ok

__all__ = ["COMMAND_RULES"]

# A flag's value: quoted (the quotes stay; escaped too, inside JSON-encoded text) or
# a bare shell word.
_CLI_VALUE = (
    r"""(?:\\?'(?P<sq>[^'\\\r\n]{1,200})\\?'|\\?"(?P<dq>[^"\\\r\n]{1,200})\\?\""""
    r"""|(?P<v>[^\s'"`;&|()<>\\-][^\s'"`;&|()<>\\]{0,200}))"""
)
_GROUPS = ("sq", "dq", "v")
# from the command to its flag: the rest of the command (not past `|`, `;`, `&`, a line)
_ARGS = r"[^\n|;&]{0,300}?[ \t]"


def _encoded_private_key(value: str) -> bool:
    """Does this base64 start with a PEM private key's header (not a certificate's)?"""
    head = value[:84]
    try:
        text = base64.b64decode(head[: len(head) // 4 * 4]).decode("ascii", "replace")
    except ValueError:
        return False
    return "PRIVATE KEY" in text.split("\n", 1)[0]


def _cli_ok(value: str) -> bool:
    """A flag's value is a secret unless it is a variable, a placeholder or a marker."""
    return not_placeholder(value) and not value.startswith(("$", "%", "-"))


def _community_ok(value: str) -> bool:
    return _cli_ok(value) and value.lower() not in ("public", "private")


def _not_db_name(value: str) -> bool:
    # `mysql -p shop` prompts for the password and opens database `shop`, and so does a
    # name of words in lower case joined by `_`, numbered or not (`shop_dev_32`); a value
    # with capitals, symbols or digits mixed into a word after a spaced `-p` is a password
    # typed there
    return _cli_ok(value) and not re.fullmatch(r"[a-z_]+|[a-z]+(?:_[a-z0-9]+)+", value)


# where a command's words end: a pipe, a list, a line (a quoted value may hold one)
_COMMAND_END = lazy_compile(r"[\n|;&]")


@dataclass(frozen=True)
class _CliRule:
    """A password given to a command after one of its flags, at every such flag.

    The command's words run from its name to the first `|`, `;`, `&` or line end
    (its flags start within 300 characters of the name); each flag there is read,
    so `snmpwalk -A AUTH -X PRIV` gives both (one regex from the name to the
    flag took the first alone).
    """

    kind: str
    command: re.Pattern[str]
    flag: re.Pattern[str]
    needles: tuple[str, ...]
    judge: Callable[[str], bool] = _cli_ok
    gates: tuple[str, ...] = ("@dash",)
    priority: int = 0

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        pos = 0
        while (m := self.command.search(text, pos)) is not None:
            stop = _COMMAND_END.search(text, m.end(), m.end() + 301)
            end = m.end() + 301 if stop is None else stop.start()
            # a flag that starts before the end may hold a quoted value past it
            for f in self.flag.finditer(text, m.end(), min(len(text), end + 210)):
                if f.start() >= end:
                    break
                group = next(g for g in _GROUPS if f.start(g) >= 0)
                if self.judge(f.group(group)):
                    yield Hit(self.kind, f.start(group), f.end(group), self.priority)
            pos = max(end, m.end())


def _cli_rule(
    kind: str,
    command: str,
    flag: str,
    needles: tuple[str, ...],
    judge: Callable[[str], bool] = _cli_ok,
) -> _CliRule:
    """A password given to `command` (a regex) after `flag` (a regex ending at the value)."""
    return _CliRule(
        kind,
        lazy_compile(r"\b(?:" + command + r")\b"),
        lazy_compile(r"[ \t]" + flag + _CLI_VALUE),
        needles,
        judge,
    )


_MYSQL = r"mysql(?:dump|admin|import|check|sh|slap)?|mariadb(?:-dump|-admin|dump)?"

_CLI_RULES: tuple[RegexRule | _CliRule, ...] = (
    RegexRule(
        "curl_credentials",
        # curl -u user:password, --user "user:password", --proxy-user / -U (the user stays)
        lazy_compile(
            r"\bcurl\b"
            + _ARGS
            + r"""(?:-[uU][ \t]*|--(?:proxy-)?user[ \t=]{1,4})\\?['"]?(?P<u>[^\s:'"\\]{0,100}):"""
            # not the user's own name again (`admin:admin`, `guest:guest`: a default docs print)
            r"""(?!(?P=u)(?![^\s'"`\\]))(?P<v>[^\s'"`\\]{1,200})"""
        ),
        gates=("@dash",),
        needles=("curl",),
        judge=_cli_ok,
    ),
    # mysql -pPASS (attached), and -p PASS when PASS cannot be a database name
    _cli_rule("mysql_password", _MYSQL, r"-p", ("mysql", "mariadb")),
    _cli_rule("mysql_password", _MYSQL, r"-p[ \t]{1,4}", ("mysql", "mariadb"), judge=_not_db_name),
    _cli_rule("sshpass_password", r"sshpass", r"-p[ \t]{0,4}", ("sshpass",)),
    _cli_rule(
        "session_cookie",
        r"curl",
        r"""(?:-b|--cookie)[ \t]{1,4}['"]?[^\s=;'"]{1,100}=""",
        ("curl",),
        judge=lambda v: _cli_ok(v) and _cookie_value_ok("session", v),
    ),
    _cli_rule(
        "login_password",
        r"(?:docker|podman|nerdctl|buildah|skopeo|oras|helm|az|oc|cf)\b[^\n|;&]{0,60}?[ \t]login",
        r"-p[ \t]{1,4}",
        ("login",),
    ),
    _cli_rule(
        "mongo_password",
        r"mongo(?:sh|dump|restore|import|export|stat|top|files)?",
        r"-p[ \t]{1,4}",
        ("mongo",),
    ),
    _cli_rule(
        "redis_password",
        r"(?:redis|valkey|keydb)-cli",
        r"-a[ \t]{1,4}",
        ("redis-cli", "valkey-cli", "keydb-cli"),
    ),
    _cli_rule("login_password", r"twine", r"-p[ \t]{1,4}", ("twine",)),
    # mysqladmin … password NEW (a positional word after the flags)
    _cli_rule("mysql_password", r"mysqladmin", r"password[ \t]{1,4}", ("mysqladmin",)),
    # HTTPie and xh: -a user:PASS, --auth user:PASS
    _cli_rule(
        "curl_credentials",
        r"https?|xhs?",
        r"""(?:-a|--auth)[ \t=]{1,4}['"]?[^\s:'"]{1,100}:""",
        ("http", "xh"),
    ),
    _cli_rule("ldap_password", r"ldappasswd", r"-s[ \t]{1,4}", ("ldappasswd",)),
    # short password flags of other commands (the flag is a password only for these)
    _cli_rule(
        "login_password", r"rdesktop|ncftp(?:put|get|ls)?", r"-p[ \t]{1,4}", ("rdesktop", "ncftp")
    ),
    _cli_rule("login_password", r"ipmitool", r"-P[ \t]{1,4}", ("ipmitool",)),
    _cli_rule("login_password", r"mosquitto_(?:pub|sub|rr)", r"-P[ \t]{1,4}", ("mosquitto_",)),
    _cli_rule("login_password", r"plink|pscp|psftp", r"-pw[ \t]{1,4}", ("plink", "pscp", "psftp")),
    _cli_rule("login_password", r"u?n?rar", r"-p(?!-)", ("rar",)),
    _cli_rule("login_password", r"snmp[a-z]{2,12}", r"-[AX][ \t]{1,4}", ("snmp",)),
    _cli_rule("openssl_password", r"openssl", r"-k[ \t]{1,4}", ("openssl",)),
    _cli_rule("ssh_passphrase", r"ssh-keygen", r"-[NP][ \t]{1,4}", ("ssh-keygen",)),
    _cli_rule("login_password", r"lftp", r"""-u[ \t]{1,4}['"]?[^\s,'"]{1,100},""", ("lftp",)),
    _cli_rule(
        "login_password",
        r"jenkins-cli(?:\.jar)?",
        r"-auth[ \t]{1,4}[^\s:@]{1,100}:",
        ("jenkins-cli",),
    ),
    RegexRule(
        "powershell_password",
        # ConvertTo-SecureString "PASS" -AsPlainText: the password in clear on the line
        lazy_compile(
            r"(?i)\bConvertTo-SecureString[ \t]{1,4}(?:-String[ \t]{1,4})?"
            r"""(?:'(?P<sq>[^'\r\n]{1,200})'|"(?P<dq>[^"\r\n]{1,200})")"""
            r"[^\n|;]{0,100}?-AsPlainText"
        ),
        gates=("@dash",),
        needles=("ConvertTo-SecureString", "convertto-securestring"),
        judge=_cli_ok,
        group=("sq", "dq"),
    ),
    _cli_rule(
        "sqlcmd_password",
        r"sqlcmd|bcp|osql|isql",
        r"-P[ \t]{0,4}",
        ("sqlcmd", "bcp", "osql", "isql"),
    ),
    _cli_rule("zip_password", r"zip|unzip|zipcloak", r"-P[ \t]{1,4}", ("zip",)),
    _cli_rule("zip_password", r"7z[azr]?", r"-p", ("7z",)),
    _cli_rule(
        "ldap_password",
        r"ldap(?:search|add|modify|delete|passwd|whoami|compare|modrdn|exop)",
        r"-w[ \t]{0,4}",
        ("ldap",),
    ),
    RegexRule(
        "smb_password",
        lazy_compile(
            r"\bsmbclient\b" + _ARGS + r"""(?:-U|--user)[ \t=]{0,4}['"]?[^\s%'"]{1,100}%"""
            r"""(?P<v>[^\s'"`]{1,200})"""
        ),
        gates=("@dash",),
        needles=("smbclient",),
        judge=_cli_ok,
    ),
    RegexRule(
        "openssl_password",
        # openssl … -passin pass:PASS (env:VAR and file:PATH name where it is, and stay)
        lazy_compile(r"""-pass(?:in|out|word)?[ \t]{1,4}['"]?pass:(?P<v>[^\s'"`]{1,200})"""),
        gates=("pass",),
        needles=("pass:",),
        judge=_cli_ok,
    ),
)


# -- cookies ----------------------------------------------------------------------------

# cookie names that carry a session or a credential
_SESSION_NAME = lazy_compile(
    r"(?i)sess|sid$|auth|token|jwt|login|remember|identity|credential|secret|key$|^_?csrf|xsrf"
)
_HEADER = lazy_compile(
    r"""(?i)(?P<set>set-)?cookie['"]?(?:[ \t]{0,8}[:=][ \t]{0,8}|[ \t]{1,4}(?=['"]))['"]?"""
)
_PAIR = lazy_compile(r"""[ \t]{0,8}(?P<n>[^=;,\s"'\\]{1,100})=(?P<v>[^;,\s"'\\]{0,4000});?""")


_NOT_COOKIES = frozenset(["deleted", "null", "undefined", "none", "expired", "invalid"])
#: a value of words and a number (`order-7157156`, `checkout_2024_11`): a record's readable
#: id, which no server hands out as a session's credential (those are random)
_WORDS_AND_NUMBER = lazy_compile(r"[a-z]{3,}(?:[-_][a-z]{3,})*(?:[-_][0-9]{1,12})+")


def _cookie_value_ok(name: str, value: str) -> bool:
    if len(value) < 6 or not not_placeholder(value) or value.lower() in _NOT_COOKIES:
        return False
    if _WORDS_AND_NUMBER.fullmatch(value):
        return False
    if any(c in "()[]{}<>$" for c in value):
        return False  # code: `"sessionid": request.cookies.get(…)`
    if _SESSION_NAME.search(name):
        return True
    # any other cookie holding a long random value: a tracking or session id
    digits = any(c.isdigit() for c in value)
    return len(value) >= 20 and digits and any(c.isalpha() for c in value)


@dataclass(frozen=True)
class _CookieHeaderRule:
    """`Cookie: a=1; sessionid=…` (every pair) and `Set-Cookie: sid=…; Path=/` (the first)."""

    # `Cookie:` (the colon probe), `document.cookie =` (the dot probe), `--cookie X`
    gates: tuple[str, ...] = ("@colon", "@dot", "@dash")
    needles: tuple[str, ...] = ("ookie", "OOKIE")
    kind: str = "session_cookie"
    priority: int = 1

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        i = low.find("cookie")
        while i >= 0:
            start = i - 4 if low.startswith("set-", max(0, i - 4)) else i
            header = _HEADER.match(text, start)
            if header is not None:
                yield from self._pairs(text, header.end(), once=bool(header.group("set")))
            i = low.find("cookie", i + 1)

    def _pairs(self, text: str, pos: int, *, once: bool) -> Iterator[Hit]:
        for _ in range(1 if once else 60):
            m = _PAIR.match(text, pos)
            if m is None:
                return
            if _cookie_value_ok(m.group("n"), m.group("v")):
                yield Hit(self.kind, m.start("v"), m.end("v"), self.priority)
            pos = m.end()


_SHAPE_RULES: tuple[RegexRule, ...] = (
    RegexRule(
        "private_key",
        # a PEM private key in base64 (kubeconfig's client-key-data, a Kubernetes
        # Secret's data, CI variables): "-----BEGIN" is `LS0tLS1CRUdJTi` in base64
        lazy_compile(r"LS0tLS1CRUdJTi[A-Za-z0-9+/]{40,20000}={0,2}"),
        # under a name holding `key` (client-key-data, tls.key, SSH_PRIVATE_KEY): the
        # gate every message is searched for already
        gates=("key",),
        needles=("LS0tLS1CRUdJTi",),
        judge=_encoded_private_key,
    ),
    RegexRule(
        "session_cookie",
        # a session cookie written out of a header: sessionid=…, PHPSESSID=…, connect.sid=…
        lazy_compile(
            r"(?i)(?<![A-Za-z0-9_.-])(?:[A-Za-z0-9_]{0,20}sess(?:ion)?id|connect\.sid)"
            r"""['"]?[ \t]{0,8}[=:][ \t]{0,8}['"]?(?P<v>[^\s;,&'"\\]{6,4000})"""
        ),
        gates=("@sessid", "@dot"),
        judge=lambda v: _cookie_value_ok("sessionid", v) and not v.startswith(MARKER_PREFIX),
        priority=1,
    ),
    RegexRule(
        "pgpass",
        # host:port:database:user:password, one per line of ~/.pgpass
        lazy_compile(
            r"""(?:(?<![^\s"'>])|(?<=\\n))(?:[A-Za-z0-9._-]{1,253}|\*|\[[0-9A-Fa-f:]{2,45}\])"""
            r""":(?:\d{1,5}|\*):[^:\s"'\\]{1,100}:[^:\s"'\\]{1,100}:(?P<v>[^\s"'\\]{1,400})"""
        ),
        # where the text names the file, or on PostgreSQL's port
        gates=("pass", "@colon"),
        needles=("pgpass", "PGPASS", ":5432:"),
        judge=not_placeholder,
    ),
    RegexRule(
        "docker_auth",
        # "auths": {"registry": {"auth": "base64(user:password)"}}, also escaped in a string
        lazy_compile(r""""auth\\?"[ \t]{0,8}:[ \t]{0,8}\\?"(?P<v>[A-Za-z0-9+/=]{8,4000})"""),
        gates=("@colon",),
        judge=docker_auth_ok,
    ),
    RegexRule(
        "password_assignment",
        # ~/.netrc (curl, git, pip, heroku): machine HOST login USER password PW, on one
        # line or a token per line (the login is required: prose says "default password")
        lazy_compile(
            r"\b(?:machine[ \t]+[^\s]{1,253}|default)\s{1,20}"
            r"(?:(?:account|port)[ \t]+[^\s]{1,200}\s{1,20})?login[ \t]+[^\s]{1,200}"
            r"(?:\s{1,20}(?:account|port)[ \t]+[^\s]{1,200}){0,2}"
            r"\s{1,20}password[ \t]+(?P<v>[^\s]{1,400})"
        ),
        gates=("pass",),
        needles=("machine",),
        judge=lambda v: quoted_value_ok(v, "password", True),
    ),
    RegexRule(
        "password_assignment",
        # HTTP basic auth in code: requests' auth=("user", "pw"), HTTPBasicAuth("user", "pw"),
        # aiohttp's BasicAuth("user", "pw"), httpx's auth=("user", "pw"); tried at each
        # `auth` (the gate) instead of searched through the text
        lazy_compile(
            r"""(?i:auth[ \t]{0,4}=[ \t]{0,4}\(|auth\()"""
            r"""[ \t]{0,4}(?P<uq>["'])[^"'\r\n]{1,100}(?P=uq)[ \t]{0,4},[ \t]{0,4}"""
            r"""(?P<pq>["'])(?P<v>[^"'\r\n]{1,400})(?P=pq)[ \t]{0,4}\)"""
        ),
        gates=("auth",),
        anchor="auth",
        judge=lambda v: quoted_value_ok(v, "password", True),
    ),
    RegexRule(
        "config_secret",
        # `gh secret set NAME --body X`, `az keyvault secret set … --value X`, `aws ssm
        # put-parameter … --type SecureString --value X`: whatever its name, a secret
        lazy_compile(
            r"(?:secret[ \t]{1,4}set[ \t]{1,4}[\w-]{1,100}[^\n|;&]{0,100}?"
            r"[ \t](?:--body|-b|--value)"
            r"|ssm[ \t]{1,4}put-parameter(?=[^\n]{0,300}SecureString)[^\n|;&]{0,200}?[ \t]--value)"
            r"[ \t=]{1,4}" + _CLI_VALUE
        ),
        gates=("secret", "securestring"),
        needles=("secret set", "put-parameter"),
        judge=_cli_ok,
        group=_GROUPS,
    ),
)


@dataclass(frozen=True)
class _CommandLineRules:
    """The command-line rules behind one gate, the probe `@dash` (a flag after a space).

    A quarter of agent messages hold a flag; few name one of these commands, so
    each rule's command names (its needles) are looked for before its pattern runs.
    """

    rules: tuple[RegexRule | _CliRule, ...]
    gates: tuple[str, ...] = ("@dash",)
    needles: tuple[str, ...] = ()

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        for rule in self.rules:
            for needle in rule.needles:
                if needle in text:
                    yield from rule.scan(text, low, first)
                    break


# a setting given to a tool's config command: `aws configure set aws_secret_access_key X`,
# `npm config set //registry.npmjs.org/:_authToken X`, `git config --global github.token X`
# (a `set` or a scope flag: `git config core.x y` without one is left to the other rules)
_CONFIG_SET = lazy_compile(
    r"config(?:ure)?[ \t]{1,4}(?:set[ \t]{1,4}|--(?:global|local|system)[ \t]{1,4})"
    r"""['"]?(?P<name>[^\s='"]{1,120})['"]?[ \t]{1,4}""" + _CLI_VALUE
)


#: settings whose names sound secret but hold public values (git's GPG key id)
_PUBLIC_SETTINGS = frozenset({"user.signingkey"})


@dataclass(frozen=True)
class _ConfigSetRule:
    """A secret handed to a config command, judged by the setting's name.

    The name names a secret, so the rule is behind the gates of secret names,
    which every message is searched for already, and one needle.
    """

    gates: tuple[str, ...] = ("pass", "secret", "token", "key")
    needles: tuple[str, ...] = ("config",)
    kind: str = "config_secret"
    priority: int = 1
    # `_CONFIG_SET`'s head, for the one RE2 pass: `config` alone is in most texts of code
    requires: tuple[str, ...] = (r"config(?:ure)?[ \t]+(?:set|--global|--local|--system)[ \t]",)

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        for m in _CONFIG_SET.finditer(text):
            # `//registry.npmjs.org/:_authToken`: the setting is the last segment
            name = re.split(r"[:/]", m.group("name"))[-1].lstrip("_")
            if classify_key(name) is None or name.lower() in _PUBLIC_SETTINGS:
                continue
            group = next(g for g in _GROUPS if m.start(g) >= 0)
            if _cli_ok(m.group(group)):
                yield Hit(self.kind, m.start(group), m.end(group), self.priority)


# a password piped to a command that reads it from its input: echo PASS | docker login …
# --password-stdin, | sudo -S, | passwd --stdin, | gpg --passphrase-fd 0, | gh auth login
# --with-token, | vncpasswd -f, | wrangler secret put NAME, | vercel env add NAME
_STDIN_READER = lazy_compile(
    r"[^\n|;&]{0,200}?(?:--password-stdin|--stdin\b|[ \t]-S\b|--passphrase-fd"
    r"|--with-token|vncpasswd|secret[ \t]{1,4}(?:put|set)\b|env[ \t]{1,4}add\b"
    r"|-passin[ \t]{1,4}stdin"
    # a key's or a password's file given as `-`, the input (`sign_update --ed-key-file -`,
    # `--password-file=-`), and a decoder writing a key store (`base64 -d > release.jks`),
    # round 40
    r"|[ \t]--?[\w-]{0,20}(?:key|pass|secret|token)[\w-]{0,20}(?:[ \t]{1,4}|=)-(?![^ \t\n])"
    r"|\bbase64[ \t]{1,4}(?:-d|-D|--decode)\b[^\n|;&>]{0,40}>[ \t]{0,4}[^\s;&|]{0,120}"
    r"\.(?:jks|keystore|p12|pfx|p8|pem|key|ppk)\b)"
)
_ECHOED = lazy_compile(
    r"\b(?:echo|printf)[ \t]{1,4}(?:-[ne][ \t]{1,4})?"
    # printf's format first: printf '%s\n' PASS
    r"""(?:['"]%s(?:\\n)?['"][ \t]{1,4})?""" + _CLI_VALUE + r"[ \t]{0,4}$"
)


# a here-string's value (`sudo -S cmd <<< 'PASS'`, `vncpasswd -f <<< PASS`)
_HERE_STRING = lazy_compile(r"<<<[ \t]{0,4}" + _CLI_VALUE)
# a value echoed into a file the command reads as its secret: `--password-file=<(echo PASS)`
_SUBSTITUTED = lazy_compile(
    r"(?i)(?:pass|secret|token|key|cred|auth)[\w-]{0,30}[ \t=]{1,4}<\([ \t]{0,4}"
    r"""(?:echo|printf)[ \t]{1,4}(?:-[ne][ \t]{1,4})?(?:['"]%s(?:\\n)?['"][ \t]{1,4})?"""
    + _CLI_VALUE
    + r"[ \t]{0,4}\)"
)


@dataclass(frozen=True)
class _StdinRule:
    """The value fed to a reader that takes a password from its input.

    Fed by a pipe (`echo PASS | docker login --password-stdin`), by a here-string
    (`sudo -S apt update <<< 'PASS'`: the reader is the command before `<<<` on its
    line), or by a process substitution named for a secret (`--password-file=<(echo
    PASS)`).
    """

    # (a here-string, a key's file as `-` and a decoder to a key store: round 40)
    gates: tuple[str, ...] = (
        *("@dash", "secret", "pass", "<<<", "key-file", "key_file"),
        *("base64 -d", "base64 -D", "base64 --decode"),
    )
    needles: tuple[str, ...] = ("|", "<<<", "<(")  # one memchr each; then each is read
    kind: str = "login_password"
    priority: int = 1

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        pipe = text.find("|")
        while pipe >= 0:
            if _STDIN_READER.match(text, pipe + 1) is not None:
                m = _ECHOED.search(text, max(0, pipe - 230), pipe)
                if m is not None:
                    yield from self._value(m)
            pipe = text.find("|", pipe + 1)
        here = text.find("<<<")
        while here >= 0:
            start = max(text.rfind(c, max(0, here - 230), here) for c in "\n|;&") + 1
            if _STDIN_READER.match(text, start, here) is not None:
                m = _HERE_STRING.match(text, here)
                if m is not None:
                    yield from self._value(m)
            here = text.find("<<<", here + 3)
        if "<(" in text:
            for m in _SUBSTITUTED.finditer(text):
                yield from self._value(m)

    def _value(self, m: re.Match[str]) -> Iterator[Hit]:
        group = next(g for g in _GROUPS if m.start(g) >= 0)
        if _cli_ok(m.group(group)):
            yield Hit(self.kind, m.start(group), m.end(group), self.priority)


# -- a password typed at a prompt by a script --------------------------------------------

# expect's `expect "*assword:*"` then `send "PASS\r"`, pexpect's `child.expect('Password:')`
# then `child.sendline('PASS')`: the value sent right after a password's prompt
_SENT_AT_PROMPT = lazy_compile(
    # (in an `expect { "password:" { send … } }` block the prompt starts its own line)
    r"""(?i)(?:expect[ \t]{0,4}\(?[ \t]{0,4}(?:-re[ \t]{1,4})?|\n[ \t]{0,40})(?P<q>\\?['"{])"""
    r"""[^'"}\n]{0,40}(?:assw|passphrase|\bpin\b|\bsecret\b)[^'"}\n]{0,40}\\?['"}]\)?"""
    r"""(?:[ \t]{0,4}(?:;|\\n|\n|\{)[ \t]{0,40}|[ \t]{1,4})(?:[\w.]{1,40}\.)?send(?:line)?"""
    r"""[ \t]{0,4}\(?[ \t]{0,4}(?:--[ \t]{1,4})?\\?['"]"""
    r"""(?P<v>[^'"\\\s]{1,200})(?:\\\\?[rn])?\\?['"]"""
)


@dataclass(frozen=True)
class _SentAtPromptRule:
    """The value a script sends right after it waits for a password's prompt."""

    gates: tuple[str, ...] = ("send",)
    needles: tuple[str, ...] = ("xpect",)
    kind: str = "login_password"
    priority: int = 1

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        for m in _SENT_AT_PROMPT.finditer(text):
            if _cli_ok(m.group("v")):
                yield Hit(self.kind, m.start("v"), m.end("v"), self.priority)


# -- a password flag of any command ----------------------------------------------------

# `-p`, `-P`, `-pw`, `--pw`, `--pwd`, `--pass`, `--passwd` of a command in no table: the
# flag means a password often enough, but also a port, a project, a parallelism or a
# path, so the value must read as a password: digits, letters, and capitals or symbols
_ANY_PASSWORD_FLAG = lazy_compile(
    r"-(?<![\w-]-)(?:p|P|pw|pwd|pass|passwd|-pw|-pwd|-pass|-passwd)(?:[ \t]{1,4}|=|(?=['\"]))"
    + _CLI_VALUE
)
_NOT_A_PASSWORD = lazy_compile(r"[/\\:~{}$]|^HEAD|\.[A-Za-z]{1,5}$|^[\d.,-]+$")


def _password_looking(value: str) -> bool:
    """A flag's value that can only be a password: mixed, with a digit, no path or port."""
    if not credential_like(value) or _NOT_A_PASSWORD.search(value):
        return False
    digits = any(c.isdigit() for c in value)
    letters = any(c.isalpha() for c in value)
    marked = any(c.isupper() for c in value) or any(c in "!#&*+=?@" for c in value)
    return digits and letters and marked


_ANY_FLAG_RULE = RegexRule(
    "password_flag",
    _ANY_PASSWORD_FLAG,
    gates=("@dash",),
    judge=_password_looking,
    group=_GROUPS,
    priority=3,
)


# -- a line appended to a credentials file: the secret is its last field -----------------

# `echo "https://dav.corp/ bob PASS" >> /etc/davfs2/secrets`, `echo 'db:5432:*:app:PASS' >>
# ~/.pgpass`, `printf '%s\n' "bob * PASS *" >> chap-secrets`: the file's name says what the
# line holds, and a credentials line ends with (or, for PPP, holds third) the secret
_APPENDED = lazy_compile(
    r"""\b(?:echo|printf)[ \t]{1,4}(?:-[a-z]{1,3}[ \t]{1,4})?(?P<q>["'])"""
    r"""(?P<line>[^"'\r\n]{3,300})(?P=q)[ \t]{0,4}"""
    r"""(?:\|[ \t]{0,4}(?:sudo[ \t]{1,4})?tee[ \t]{1,4}(?:-a[ \t]{1,4})?|>>?)"""
    r"""[ \t]{0,4}(?P<path>[^\s;|&<>]{1,200})"""
)
_CREDENTIAL_FILE = lazy_compile(
    r"(?i)secrets?$|credentials?$|passw(?:or)?d$|pgpass$|netrc$|passfile$"
)


@dataclass(frozen=True)
class _AppendedLineRule:
    """The last field of a line echoed into a file named for credentials."""

    # an append (`>>`, `tee`) or a write under `/etc` or the home: the line goes to a file
    gates: tuple[str, ...] = (">>", "tee ", "> /etc/", "> ~/", ">/etc/", ">~/")
    needles: tuple[str, ...] = ("echo", "printf")
    priority: int = 2

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        for m in _APPENDED.finditer(text):
            name = m.group("path").rstrip("/").rpartition("/")[2]
            if not _CREDENTIAL_FILE.search(name):
                continue
            line_start, line_end = m.span("line")
            line = m.group("line").rstrip()
            fields = line.split()
            if len(fields) == 1:
                fields = line.split(":")  # `host:port:db:user:PASS` (.pgpass)
            if len(fields) < 2:
                continue
            value = fields[-1]
            if value in ("*", "-") and len(fields) >= 3:
                value = fields[-2]  # PPP's `user server secret addresses`
            value = value.strip("\"'")
            if not credential_like(value):
                continue
            at = text.rfind(value, line_start, line_end)
            if at >= 0:
                yield Hit("password_assignment", at, at + len(value), self.priority)


COMMAND_RULES: tuple[SecretRule, ...] = (
    _CommandLineRules(_CLI_RULES),
    # FreeRDP's `/p:PASS` has no dash: the `:` probe stops at `/p:`
    replace(
        _cli_rule("login_password", r"[a-z]{0,4}freerdp[0-9]?", r"/p:", ("freerdp",)),
        gates=("@colon",),
    ),
    # an SNMP v1/v2c community, quoted too (`-c 'X'`; `public` and `private` are defaults):
    # `-c` opens no `@dash` probe (`bash -c`, `python -c`), so the command's name is the gate
    replace(
        _cli_rule("snmp_community", r"snmp[a-z]{2,12}", r"-c[ \t]{1,4}", ("snmp",), _community_ok),
        gates=("snmp",),
    ),
    _CookieHeaderRule(),
    _ConfigSetRule(),
    *_SHAPE_RULES,
    _ANY_FLAG_RULE,
    _StdinRule(),
    _SentAtPromptRule(),
    _AppendedLineRule(),
)
