"""Secrets known by the place they stand in: no vendor, no table, a shape scored there.

The other rules know a secret by its vendor's prefix, its name, a flag or a call. Many stand
where only a secret stands, whatever its vendor, and a shape settles it there (`token_value`: a
random token, 32 hex digits or more, a UUID, a long lower-case key, a password's shape):

* **a value printed alone by a command that prints credentials** (and each value printed alone
  on the lines after it, up to the next prompt): the line after `$ <command>` when the command
  names a password, a secret or a token or makes one (`aws ecr get-login-password`, `op read …`,
  `pwgen`, `openssl rand`, `cat <name>.key`, a login exported: `export-login`, `login
  --export`), and the line is one value that is no word; or, after a line or two of status in
  words, one value of 40 characters or more;
* **an argument after a credential word in a command**: `snyk auth X`, `vault operator unseal
  X`, `civo apikey save main X`, `poetry config pypi-token.corp X`, `composer config
  github-oauth.github.com X`: within a few words of an argument naming a credential (auth,
  token, secret, key, unseal, oauth, password…), the line a command, not a sentence;
* **a here-string, a piped `echo`/`printf` or a heredoc into such a command**: `gh auth login
  --with-token <<< X`, `read -s DB_PW <<< X`, `printf '%s' X | pass insert …`, `cat <<EOF | …`;
* **a URL's path where the key stands**: after a segment naming a key, token, hook or bot, in
  a blockchain RPC provider's URL (whose key is the path), or a query member named `auth`;
* **base64 of a credential**: `user:password` or `\\0user\\0password` after an
  `auth`/`basic`/`plain` word or a `::` LDIF value; and the judge of base64 of a JSON
  object with a key or secret member (`eyJrIjoi…`, `json_secret_b64`), which
  encoded.py's one reader of base64 JSON asks first, wherever the blob stands;
* **key bytes as numbers**: 32 or 64 numbers from 0 to 255 with a key word
  before them, or a bare JSON array of 64 (a Solana keypair file).

Look-alikes stay: a value printed by a command that names no credential (`git
rev-parse HEAD`), a word printed (`Opaque`, `deploy`), environment references
and placeholders, document and commit ids in a URL's path (no key word before
them), base64 of text or of a cursor, short number lists and pixel rows.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.secret_rules import Hit, SecretRule
from kenning.daemon.safety.shapes import random_token
from kenning.daemon.safety.token_values import (
    B64_RUN,
    b64_credential,
    json_secret,
    printed_ok,
    token_value,
)
from kenning.daemon.safety.values import (
    ascii_digit,
    credential_like,
    decode_base64,
    grouped_at,
    has_grouped,
    hex_key,
    is_word,
    named_digest,
)

__all__ = ["PLACE_RULES", "SHARED_WORDS", "json_secret_b64"]

# -- a value printed alone by a command that prints credentials -------------------------------

_PROMPT_LINE = lazy_compile(
    r"(?m)^(?:#### )?\$ (?P<cmd>[^\n]{1,400})\n(?:#### )?(?P<v>[^\s]{8,4000})[ \t]*(?:\n|$)"
)
_PRINTS_CREDENTIAL = lazy_compile(
    r"(?i)pass(?:word|wd|phrase)?\b|secret|token|api[-_]?key|credential|private[-_]?key"
    r"|\brand\b|\bpwgen\b|\bapg\b|\bop read\b|\bbw get\b|\bgopass\b|--plain\b|--reveal\b"
    r"|base64 (?:-d|--decode)|\.(?:key|secret|token)\b"
    # a login exported to the terminal (`<store-cli> export-login -`, `login --export -`)
    r"|export[-_]?login\b|\blogin\b[^\n]{0,80}--export\b"
    # round 32: a private key's file (`id_ed25519`, not `.pub`); a key made (`genkey`, `keys new`)
    r"|\bid_(?:rsa|dsa|ecdsa|ed25519)(?:_sk)?\b(?!\.pub)|\bgen-?key\b"
    r"|keys? (?:create|generate|new)\b"
    # round 44: a secret store read to the terminal (a password manager's `get`, a value
    # decrypted: `rbw get`, `keepassxc-cli show`, `ssm get-parameter --with-decryption`,
    # PowerShell's `Get-Secret … -AsPlainText`)
    r"|\b(?:rbw|lpass|keepassxc-cli|chamber|doppler|infisical|bws?)\b[^\n]{0,60}"
    r"\b(?:get|show|read|export)\b|decrypt|-asplaintext\b"
)
#: or, after the command, a line or two of its status in words, then one long value (a
#: login exported, `Login exported, printed below`, then the credential)
_PROMPT_STATUS = lazy_compile(
    r"(?m)^(?:#### )?\$ (?P<cmd>[^\n]{1,400})\n(?:(?:#### )?[^\n$]{0,200}[A-Za-z][ \t]"
    r"[^\n]{0,200}\n){1,2}(?:#### )?(?P<v>[^\s]{40,4000})[ \t]*(?:\n|$)"
)


#: the same after PowerShell's prompt (`PS> `, `PS C:\\Users\\ana> `)
_PS_PROMPT_LINE = lazy_compile(
    r"(?m)^(?:#### )?PS(?: [^\n>]{1,200})?> (?P<cmd>[^\n]{1,400})\n(?:#### )?"
    r"(?P<v>[^\s]{8,4000})[ \t]*(?:\n|$)"
)


_PRINTED_NEXT = lazy_compile(r"\n(?:#### )?(?P<v>[^\s$][^\s]{7,4000})[ \t]*(?=\n|$)")


def _printed_after(text: str, at: int, priority: int) -> Iterator[Hit]:
    """The values printed alone on the lines after `at`, at most 8, up to a prompt."""
    for _ in range(8):  # a key file of two lines: a key and its secret
        m = _PRINTED_NEXT.match(text, at)
        if m is None or not printed_ok(m.group("v")):
            return
        yield Hit("printed_secret", m.start("v"), m.end("v"), priority)
        at = m.end("v")


@dataclass(frozen=True)
class _PrintedRule:
    gates: tuple[str, ...] = ("$ ", "ps>", "ps ")
    needles: tuple[str, ...] = ()
    priority: int = 5

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        i = first.get("$ ", -1)
        while i >= 0:
            start = text.rfind("\n", 0, i) + 1
            m = _PROMPT_LINE.match(text, start) if i - start in (0, 5) else None
            if m is None and i - start in (0, 5):
                m = _PROMPT_STATUS.match(text, start)
            if m is not None:
                yield from self._printed(text, m)
            i = low.find("$ ", i + 2)
        if text.startswith(("PS", "#### PS")) or "\nPS" in text or "\n#### PS" in text:
            for m in _PS_PROMPT_LINE.finditer(text):
                yield from self._printed(text, m)

    def _printed(self, text: str, m: re.Match[str]) -> Iterator[Hit]:
        # what prints is the last command of a line of several (`… > pub; cat key`)
        cmd = re.split(r";|&&|\|\|", m.group("cmd"))[-1].rstrip()
        if (
            ">" not in cmd.replace("2>&1", "")
            and _PRINTS_CREDENTIAL.search(cmd)
            and printed_ok(m.group("v"))
        ):
            yield Hit("printed_secret", m.start("v"), m.end("v"), self.priority)
            yield from _printed_after(text, m.end("v"), self.priority)


# -- an argument after a credential word in a command ------------------------------------------

#: a word naming a credential, as a command's argument or a part of one
_CRED_PART = lazy_compile(
    r"(?i)(?:^|[-_.:/])(?:auth|authtoken|oauth|token|apikey|api-?key|secret|secret-?key|unseal"
    r"|access-?key|private-?key|master-?key|passw(?:or)?d|pass|pw|credentials?|basic|login)"
    r"(?:$|[-_.:])"
    r"|(?i:apikey|secretkey|authtoken|password|token|secret)$"
)
#: words of a sentence: a line with one of them is prose, not a command
_PROSE = frozenset(
    "the a an is are was were for of to in on at with this that it be by from and or "  # noqa: SIM905
    "but not my your our their here there".split()
)
_DIGIT = lazy_compile(r"[0-9]")
_COMMAND = lazy_compile(r"[a-z][a-z0-9._-]{0,30}")
_ARG = lazy_compile(r"""(?:'[^'\n]*'|"[^"\n]*"|[^\s'"|;&<>]+)""")


def _not_a_path(value: str) -> bool:
    """No `/`, or base64 whose `/` separate no folder or file names (`…0/q4f3…=`): its
    padding says base64 whatever its parts are (`p/9iJ…Vg=`)."""
    if "/" not in value:
        return True
    if not B64_RUN.fullmatch(value):
        return False
    if value.endswith("=") and len(value) % 4 == 0:
        return True
    # (a `+` is base64's, no file's: `…/6ery3rh+b` is no folder)
    return not any(
        (seg.islower() and "+" not in seg) or "." in seg for seg in value.split("/") if seg
    )


def _unquote(value: str) -> str:
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        return value[1:-1]
    return value


_CRED_GATES = frozenset(("auth", "token", "secret", "unseal", "apikey", "api-key", "pass", "login",
                        "basic", "credential", "_pw", "pw "))  # fmt: skip


#: a secret scanner's verbs on a finding: what follows names the finding, not the secret
_FINDING_VERBS = frozenset(("ignore", "dismiss", "suppress", "allowlist", "unignore"))


@dataclass(frozen=True)
class _CredentialArgumentRule:
    """An argument after a credential word, on a line that reads as a command."""

    gates: tuple[str, ...] = tuple(sorted(_CRED_GATES))
    needles: tuple[str, ...] = ()
    priority: int = 5

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        if _DIGIT.search(text) is None:
            return  # every value this rule takes holds a digit
        done: set[int] = set()
        for gate in _CRED_GATES.intersection(first):
            i = first[gate]
            while i >= 0:
                line_start = text.rfind("\n", 0, i) + 1
                end = text.find("\n", i)
                end = len(text) if end < 0 else end
                if line_start not in done:
                    done.add(line_start)
                    yield from self._line(text, line_start, end)
                i = low.find(gate, max(end, i + len(gate)))  # the next line with the word

    def _line(self, text: str, start: int, end: int) -> Iterator[Hit]:
        # every value this rule takes holds a digit: a line without one is passed over
        line = text[start:end]
        if end - start > 2000 or not ascii_digit(line):
            return
        offset = start
        # a prompt's or a quote's mark, then an agent's command to run one (aider's `/run`,
        # `/test`, `/git`; a `!` of a chat's shell mode), round 47
        for lead in ("#### ", "$ ", "> ", "/run ", "/test ", "/git ", "! "):
            if line.startswith(lead):
                line, offset = line[len(lead) :], offset + len(lead)
        # here-strings: `… <<< X` after a command with a credential word
        here = line.find("<<<")
        if here > 0:
            arg = _ARG.match(
                line, here + 3 + (len(line[here + 3 :]) - len(line[here + 3 :].lstrip()))
            )
            before = [a.group(0) for a in _ARG.finditer(line, 0, here)]
            if arg is not None and any(_CRED_PART.search(w) for w in before[1:]):
                value = _unquote(arg.group(0))
                if printed_ok(value) or token_value(value):
                    s = offset + arg.start() + (arg.group(0) != value)
                    yield Hit("token_argument", s, s + len(value), self.priority)
        if "(" in line or " = " in line or "{" in line:
            return  # code, not a command line
        plain = line.lower().split()
        if len(plain) < 3 or not _PROSE.isdisjoint(plain) or not _COMMAND.fullmatch(plain[0]):
            return
        if line[:1].isupper() and line[1:].islower():
            return  # a sentence in any language (a capital, then small letters only), no command
        words = list(_ARG.finditer(line))
        last_cred = -10
        for n, w in enumerate(words[1:], 1):
            word = w.group(0)
            if word.startswith("-"):
                if _CRED_PART.search(word.lstrip("-")) or word in ("-t", "-k", "-p"):
                    last_cred = n
                continue
            if _CRED_PART.search(word):
                last_cred = n
                # `pypi-token.corp X`, `http-basic.repo bob X`: the value comes after
                continue
            if word.lower() in _FINDING_VERBS:
                last_cred = -10  # `ggshield secret ignore <sha>`: a finding's id (round 45)
                continue
            if n - last_cred <= 3:
                value = _unquote(word)
                # a UUID right after the word only (`snyk auth <uuid>`; `az login --tenant
                # <uuid>` names a tenant)
                if (
                    token_value(value, uuid=n - last_cred == 1)
                    and _not_a_path(value)
                    and ("=" not in value.rstrip("="))
                ):
                    s = offset + w.start() + (word != value)
                    yield Hit("token_argument", s, s + len(value), self.priority)


# -- a value piped or written into a command with a credential word ----------------------------

_PIPED = lazy_compile(
    r"""(?:echo|printf)(?:[ \t]+-[ne]{1,2})*(?:[ \t]+'%s(?:\\n)?')?[ \t]+(?P<q>['"]?)"""
    r"""(?P<v>[^\s'"|]{6,200})(?P=q)[ \t]*\|[ \t]*(?P<cmd>[^\n;&|]{1,300})"""
)
_READS_SECRET = lazy_compile(
    r"(?i)login|auth|token|secret|passw|pass (?:insert|add)|--stdin|-S\b|unseal|key|cred"
)
_HEREDOC = lazy_compile(
    r"""<<-?[ \t]*(?P<q>['"]?)(?P<tag>[A-Za-z_]{1,20})(?P=q)(?P<cmd>[^\n]{0,300})\n"""
    r"(?P<body>(?:[^\n]{0,400}\n){1,3}?)(?P=tag)\b"
)


@dataclass(frozen=True)
class _PipedRule:
    gates: tuple[str, ...] = ("echo", "printf", "<<")
    needles: tuple[str, ...] = ()
    priority: int = 5

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        for gate in ("echo", "printf"):
            i = first.get(gate, -1)
            while i >= 0:
                m = _PIPED.match(text, i)
                if m is not None and _READS_SECRET.search(m.group("cmd")):
                    v = m.group("v")
                    if printed_ok(v) or token_value(v):
                        yield Hit("piped_secret", m.start("v"), m.end("v"), self.priority)
                i = low.find(gate, i + len(gate))
        i = first.get("<<", -1)
        while i >= 0:
            m = _HEREDOC.match(text, i) if not text.startswith("<<<", i) else None
            if m is not None:
                line_start = text.rfind("\n", 0, i) + 1
                command = text[line_start:i] + m.group("cmd")
                if _READS_SECRET.search(command):
                    pos = m.start("body")
                    for line in m.group("body").splitlines(keepends=True):
                        v = line.strip()
                        # a value alone on its line (`KEY=value` lines are the name rules')
                        if (
                            v
                            and " " not in v
                            and "=" not in v.rstrip("=")
                            and (printed_ok(v) or token_value(v))
                        ):
                            s = pos + line.index(v)
                            yield Hit("piped_secret", s, s + len(v), self.priority)
                        pos += len(line)
            i = low.find("<<", i + 2)


# -- a URL's path where the key stands ------------------------------------------------------

_URL = lazy_compile(
    r"""(?i)\b(?:https?|wss?)://(?P<host>[A-Za-z0-9.-]{1,200})(?::\d{1,5})?(?P<path>/[^\s'"<>`)\]]{0,1000})?"""
)
_KEY_SEGMENT = frozenset(
    "key keys token tokens secret secrets apikey api_key api-key hook hooks webhook webhooks "  # noqa: SIM905
    "webhookb2 incomingwebhook trigger triggers".split()
)
_RPC_HOST = lazy_compile(r"(?i)rpc|node|infura|alchemy|block|chain|mainnet|testnet|web3")
_BOT_SEGMENT = lazy_compile(r"bot(?P<v>\d{6,12}:[A-Za-z0-9_-]{30,60})")
_QUERY_AUTH = lazy_compile(r"[?&](?:auth|key|sig)=(?P<v>[A-Za-z0-9_.+-]{16,400})")


@dataclass(frozen=True)
class _UrlPathKeyRule:
    gates: tuple[str, ...] = ("://",)
    needles: tuple[str, ...] = ()
    priority: int = 5

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        for m in _URL.finditer(text, max(0, first.get("://", 0) - 6)):
            path = m.group("path")
            if not path:
                continue
            base = m.start("path")
            query = path.find("?")
            segments_part = path if query < 0 else path[:query]
            rpc = bool(_RPC_HOST.search(m.group("host")))
            pos = 0
            keyed = False
            for seg in segments_part.split("/"):
                here = base + pos
                pos += len(seg) + 1
                if not seg:
                    continue
                b = _BOT_SEGMENT.fullmatch(seg)
                if b is not None:
                    yield Hit("url_path_key", here + b.start("v"), here + b.end("v"), self.priority)
                elif (keyed and token_value(seg, uuid=False)) or (
                    rpc and (hex_key(seg) or random_token(seg))
                ):
                    yield Hit("url_path_key", here, here + len(seg), self.priority)
                # the segment after a key's word, or after a number after it (`/webhooks/<id>/…`)
                keyed = seg.lower() in _KEY_SEGMENT or (keyed and seg.isdigit())
            if query >= 0:
                for q in _QUERY_AUTH.finditer(path, query):
                    if token_value(q.group("v")):
                        yield Hit(
                            "url_path_key", base + q.start("v"), base + q.end("v"), self.priority
                        )


# -- base64 of a credential -------------------------------------------------------------------

_B64_AFTER_CUE = lazy_compile(
    r"""(?i)(?:auth|basic|plain|dockerconfigjson|::)[A-Za-z_]{0,20}["']?[ \t]{0,4}(?:::?|=|:)?"""
    r"""[ \t]{0,4}["']?(?P<v>[A-Za-z0-9+/_-]{12,800}={0,2})(?![A-Za-z0-9+/=_-])"""
)


@dataclass(frozen=True)
class _Base64CredentialRule:
    gates: tuple[str, ...] = ("auth", "basic", "plain", "::")
    needles: tuple[str, ...] = ()
    priority: int = 5

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        for gate in ("auth", "basic", "plain", "::"):
            i = first.get(gate, -1)
            while i >= 0:
                m = _B64_AFTER_CUE.match(text, i)
                if m is not None and (
                    b64_credential(m.group("v")) is not None
                    or (gate in ("auth", "basic") and _user_then_bytes(m.group("v")))
                    or (
                        gate == "::"
                        and _password_attribute(text, i)
                        and _b64_password(m.group("v"))
                    )
                ):
                    yield Hit("encoded_secret", m.start("v"), m.end("v"), self.priority)
                i = low.find(gate, i + len(gate))


#: a user's name and its colon at the start of decoded bytes (`ci-bot:`)
_USER_HEAD = re.compile(rb"[A-Za-z0-9_.@+-]{2,64}:")


def _user_then_bytes(value: str) -> bool:
    """Whether base64 `value`, after `auth` or `basic`, decodes to a user's name, a colon
    and six bytes or more that do not print (a pair whose password is bytes, or a text
    cut where its encoder wrapped it): a credential's pair all the same (round 47)."""
    if len(value) < 16:
        return False
    raw = decode_base64(value)
    if raw is None:
        return False
    m = _USER_HEAD.match(raw)
    return m is not None and len(raw) - m.end() >= 6


def _password_attribute(text: str, colons: int) -> bool:
    """Whether the name before an LDIF `::` names a password (`userPassword::`)."""
    start = text.rfind("\n", 0, colons) + 1
    return bool(re.search(r"(?i)pass|pwd|secret", text[start:colons]))


def _b64_password(value: str) -> bool:
    raw = decode_base64(value)
    if raw is None or not all(32 < b < 127 for b in raw):
        return False
    return credential_like(raw.decode("ascii"))


_SECRET_FIRST_MEMBER = re.compile(r'\{\s*"(?:k|s|key|secret|token|password|auth|apikey)"\s*:\s*"')


def json_secret_b64(value: str, raw: bytes | None = None) -> bool:
    """Whether base64 `value` (`raw`, decoded already, or None) is a JSON object whose
    members name a secret (encoded.py's reader of base64 JSON asks it)."""
    raw = decode_base64(value) if raw is None else raw
    if raw is None or not raw.startswith(b"{"):
        return False
    text = raw.decode("latin-1")
    if _SECRET_FIRST_MEMBER.match(text) and len(value) >= 40:
        # a key whose first member is its secret (Grafana's legacy `eyJrIjoi…`): its value
        # is whatever the member holds, readable or not
        return True
    return text.isascii() and json_secret(text) is not None


# -- key bytes as numbers ---------------------------------------------------------------------

_NUMBER_RUN = lazy_compile(
    r"(?:0x[0-9a-fA-F]{2}|\d{1,3})(?:[ \t]*,[ \t]*(?:0x[0-9a-fA-F]{2}|\d{1,3})){15,80}"
)
_KEY_WORD = lazy_compile(r"(?i)key|seed|secret|priv|sign|keypair|wallet|hmac|nonce")


@dataclass(frozen=True)
class _KeyBytesRule:
    gates: tuple[str, ...] = ("@bytes",)
    needles: tuple[str, ...] = ()
    priority: int = 5

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        for m in _NUMBER_RUN.finditer(text):
            items = [x.strip() for x in m.group(0).split(",")]
            values = [int(x, 16) if x.startswith("0x") else int(x) for x in items]
            n = len(values)
            if n not in (32, 64) or max(values) > 255 or len(set(values)) < n // 2:
                continue
            before = text[max(0, m.start() - 60) : m.start()]
            bare = before.rstrip().endswith("[") and (
                not before.rstrip()[:-1].strip() or before.rstrip()[:-1].endswith("\n")
            )
            if (n == 64 and bare) or _KEY_WORD.search(before.rsplit("\n", 1)[-1]):
                yield Hit("key_bytes", m.start(), m.end(), self.priority)


# -- a short secret stated in a sentence ----------------------------------------------------

#: nouns for a credential a person tells another, in the languages the prose cues cover
_NOUNS = (
    "pass", "pw", "secret", "token", "key", "kennwort", "contraseña", "contrasena", "senha",
    "mot de passe", "mdp", "parola", "wachtwoord", "hasło", "haslo", "пароль", "парола",
    "slaptažodis", "lozinka", "geslo", "parool", "heslo", "salasana", "jelszó", "şifre", "sifre",
    "lösenord", "passord", "adgangskode", "κωδικός", "סיסמה", "كلمة المرور", "كلمة مرور",
    "كلمة السر", "كلمة سر", "mật khẩu",
    "kata sandi", "токен", "ключ", "jeton", "clé", "schlüssel", "clave", "chave", "chiave",
    "unseal share", "recovery share", "shamir share",  # a key's share among people (round 33)
)  # fmt: skip
_NOUN_SET = frozenset(_NOUNS)
#: a case ending written after an apostrophe (Turkish: `key'i`, `token'ı`, `şifre'yi`)
_CASE_SUFFIX = lazy_compile(r"'(?:[a-zçğıöşü]{1,4})(?![\w'])")
#: what may stand right before a noun in a sentence
_BEFORE_NOUN = frozenset(" \t\n(*`[")
#: the longer words a gate above starts (one gate, one look, for `pass`, `password`, …)
_LONGER = {
    "pass": ("word", "wd", "code", "phrase", "wort"),
    "pw": ("d",),
}
#: the nouns a value may follow with only a space between ("wifi pass snowbird594")
_PASSWORD_NOUNS = frozenset(n for n in _NOUNS if n not in ("secret", "token", "key", "pin"))
#: words before a noun that make it another thing (`public key`, `primary key`)
_NOT_SECRET_BEFORE = frozenset("public primary foreign sort partition cache hash gpg pgp".split())  # noqa: SIM905
#: a verb or a separator that introduces the value
_INTRODUCERS = frozenset(
    "is was are es est ist è é je ni ay lautet to هي هو היא הוא = -> → => - : , — ＝ ：".split()  # noqa: SIM905
)
_WORD = lazy_compile(r"\S+")
#: a subject whose value is public by nature: a value introduced after one of these
#: ("… and the commit is 3f9a…") is that subject's, not the credential's named before
_PUBLIC_SUBJECTS = frozenset(
    "commit commits sha hash digest checksum revision fingerprint".split()  # noqa: SIM905
)

#: words after the noun that make it another thing (`pass rate`, `key point`, `token count`)
_NOT_A_CREDENTIAL = frozenset(
    "rate rates count counts limit limits size length type types name names id ids file files "  # noqa: SIM905
    "path field fields hash policy policies format expiry expires expired ttl usage budget "
    "budgets manager store vault rotation reset prompt mode level fingerprint fingerprints".split()
)


_DIGEST = lazy_compile(r"(?i)(?:sha-?\d{0,3}|md5|blake\w{0,3}|xxh\w{0,4})[:=-]")


def _stated_ok(value: str) -> bool:
    value = value.rstrip(".,;:!?)")
    if len(value) < 8 or not credential_like(value) or is_word(value):
        return False
    if _DIGEST.match(value):
        return False  # `SHA256:…`, `md5:…`: a fingerprint or a digest
    if "_" in value and value.replace("_", "").isalnum() and value.islower():
        return False  # a snake_case name (`f0_conv2d_relu_cast`), not a typed password
    if named_digest(value):
        return False  # a name and a digest: a CI cache's key (`node-modules-<sha256>`)
    digits = sum(c.isdigit() for c in value)
    letters = sum(c.isalpha() for c in value)
    if token_value(value, uuid=False):
        return True
    # a person's password: letters and digits both (`copperpot7185`), no path or version
    return digits >= 2 and letters >= 3 and not any(c in value for c in "/\\.@")


@dataclass(frozen=True)
class _StatedRule:
    """A credential noun, a few words, `is` or a separator, then a value of letters and digits."""

    gates: tuple[str, ...] = _NOUNS
    needles: tuple[str, ...] = ()
    priority: int = 6

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        if _DIGIT.search(text) is None:
            return  # every value this rule takes holds a digit
        seen: set[int] = set()
        for noun in _NOUN_SET.intersection(first):
            i = first[noun]
            while i >= 0:
                # a noun inside a name (`api_key`, `max_tokens`), base64 (`…/pW…`) or quotes
                # (`'key': …`, a member: the name rules') is passed over here
                if i == 0 or low[i - 1] in _BEFORE_NOUN:
                    hit = self._after(text, low, i, noun)
                    if hit is not None and hit.start not in seen:
                        seen.add(hit.start)
                        yield hit
                i = low.find(noun, i + len(noun))

    def _after(self, text: str, low: str, i: int, noun: str) -> Hit | None:
        if i > 0 and (low[i - 1].isalnum() or low[i - 1] == "_"):
            return None
        end = i + len(noun)
        for longer in _LONGER.get(noun, ()):
            if low.startswith(longer, end):
                end += len(longer)
                break
        if end < len(low) and low[end] == "s":
            end += 1
        elif end < len(low) and low[end] == "'" and (suffix := _CASE_SUFFIX.match(low, end)):
            end = suffix.end()  # Turkish's case ending after an apostrophe (`key'i`, round 47)
        if end < len(low) and (low[end].isalnum() or low[end] in "_/+'\""):
            return None
        stop = low.find("\n", end, end + 200)
        window = text[end : end + 200 if stop < 0 else stop]
        groups_only = not _may_state(window, noun)  # then a key in groups only, or none
        if groups_only and not (ascii_digit(window) and has_grouped(window)):
            return None
        before = low[max(0, i - 12) : i].split()
        if before and before[-1] in _NOT_SECRET_BEFORE:
            return None
        previous = subject = noun
        for k, m in enumerate(_WORD.finditer(text, end, end + 200 if stop < 0 else stop)):
            if k >= 8:
                break
            word = m.group(0)
            introduced = previous.endswith((":", "=", "：")) or previous.lower() in _INTRODUCERS
            if introduced and subject.lower().strip("`\"'*,") in _PUBLIC_SUBJECTS:
                return None
            if word.startswith((":", "=", "：")):  # `passwd=…`: the separator, then the value
                word, introduced = word.lstrip(":=："), True
            # (a value that closes a JSON string and its object, `…="}`, ends at its quote)
            value = (
                word.strip("`\"'«»“”*").rstrip(".,;:!?)]}").rstrip("`\"'«»“”*").rstrip(".,;:!?)")
            )
            if k == 0 and word.lower() in _NOT_A_CREDENTIAL:
                return None
            at = m.end() - len(word) + word.index(value) if value else m.start()
            if introduced and (tail := grouped_at(text, at)) is not None:
                return Hit("secret_in_words", at, tail, self.priority)
            if (
                (introduced or (k == 0 and noun in _PASSWORD_NOUNS))
                and not groups_only
                and _DIGIT.search(value) is not None
                and _stated_ok(value)
            ):
                start = m.end() - len(word) + word.index(value)
                return Hit("secret_in_words", start, start + len(value), self.priority)
            if word.endswith((".", "?", "!")):
                return None
            subject, previous = previous, m.group(0)
        return None


# -- a value under a key named `auth` ----------------------------------------------------------

_AUTH_MEMBER = lazy_compile(
    r"""(?<![A-Za-z0-9_])auth["']?[ \t]{0,4}[:=][ \t]{0,4}["'](?P<v>[^\s"',;]{16,400})["']"""
)


def _auth_ok(value: str) -> bool:
    """A member `auth` holds a scheme (`oauth2`), a flag or a credential: long, with digits."""
    if token_value(value) or b64_credential(value) is not None:
        return True
    return (
        any(c.isdigit() for c in value)
        and sum(c.isalpha() for c in value) >= 6
        and credential_like(value)
        and not any(c in value for c in "/@")
    )


@dataclass(frozen=True)
class _AuthMemberRule:
    """`"auth": "…"`: Docker's is base64 of `user:password`; others' a token of any shape."""

    gates: tuple[str, ...] = ("auth",)
    needles: tuple[str, ...] = ()
    priority: int = 5

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        i = first.get("auth", -1)
        while i >= 0:
            m = _AUTH_MEMBER.match(text, i)
            if m is not None and _auth_ok(m.group("v")):
                yield Hit("secret_assignment", m.start("v"), m.end("v"), self.priority)
            i = low.find("auth", i + 4)


_WORDED: tuple[SecretRule, ...] = (
    _PrintedRule(),
    _CredentialArgumentRule(),
    _PipedRule(),
    _UrlPathKeyRule(),
    _Base64CredentialRule(),
    _StatedRule(),
    _AuthMemberRule(),
)
#: the parts' words that other rules have as gates (names.py, spoken.py, …)
SHARED_WORDS = frozenset(
    (
        *(  # noqa: SIM905  (a word list reads better as one string)
            "adgangskode auth contrasena contraseña haslo hasło heslo jelszó key lösenord pass "
            "passord pw salasana secret senha sifre token wachtwoord şifre κωδικός пароль סיסמה"
        ).split(),
        "kata sandi",
        "mật khẩu",
        "كلمة المرور",
    )
)
#: for each word, the parts it opens, as bits of their place in `_WORDED`
_PART_BITS: dict[str, int] = {}
for _n, _part in enumerate(_WORDED):
    for _gate in _part.gates:
        _PART_BITS[_gate] = _PART_BITS.get(_gate, 0) | 1 << _n
#: for the one RE2 pass (`requires_of`): a part's word, ASCII (those that hold another left out)
_WORDS = [w for w in _PART_BITS if w.isascii()]
_WORDS_PATTERN = "(?i)" + "|".join(sorted(
    "".join(c if c.isalnum() or c in " _-" else f"[{c}]" for c in w) for w in _WORDS
    if not any(o != w and o in w for o in _WORDS)))  # fmt: skip


def _may_state(window: str, noun: str) -> bool:
    """Whether `_StatedRule._after`'s reading of the words after `noun` could take a value.

    It reads the first 8 words (`\\S+`) of `window` and takes a value only inside a word
    of 8 characters or more (`_stated_ok`) with a digit, introduced (the word before it
    ends in a separator or is an `_INTRODUCERS` verb, or the word starts with a
    separator) or right after a password's noun. Where no word is such, it reads
    nothing more: the same words, one `str.split` (its whitespace is `\\s`'s) instead of
    a match object and a dozen string tests per word (`key) // retry 3 …`, most of the
    nouns of logs and code, take no value).
    """
    previous = noun
    for k, word in enumerate(window.split(None, 8)[:8]):
        if (
            len(word) >= 8
            and ascii_digit(word)
            and (
                previous.endswith((":", "=", "："))
                or word.startswith((":", "=", "："))
                or previous.lower() in _INTRODUCERS
                or (k == 0 and noun in _PASSWORD_NOUNS)
            )
        ):
            return True
        previous = word
    return False


@dataclass(frozen=True)
class _PlacesRule:
    """The rules above as one: every value they take holds a digit, so a text without one
    costs a single search, and a rule call instead of seven (the call is most of the cost
    of a rule on a short message)."""

    # Opened by the probe and by the parts' words no other rule has: the words other rules
    # have (`key`, `token`, `pass`, `secret`, `auth`, …: `SHARED_WORDS`) are in `first`
    # whenever they are in the text, as every gate found is, and are not gates here, so
    # that the rule is not called for every message that says `key` (most of them), only
    # where the RE2 pass saw a letter beside a digit (tests/test_sanitize_places.py checks
    # that each shared word is still another rule's gate) and, in ASCII, a word (2,587 of
    # the bench corpus's 4,405 texts with the first had none); key bytes: a rule before it
    gates: tuple[str, ...] = ("@ld", *sorted({g for p in _WORDED for g in p.gates} - SHARED_WORDS))
    needles: tuple[str, ...] = ()
    priority: int = 5
    requires: tuple[str, ...] = (_WORDS_PATTERN,)

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        hits: list[Hit] = []
        if "@ld" not in first:
            return iter(hits)
        if len(low) != len(text):
            # a character whose lower case is longer (`İ`): offsets must be the text's
            low = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
            first = {g: (at if g.startswith("@") else low.find(g)) for g, at in first.items()}
            first = {g: at for g, at in first.items() if at >= 0}
        opened = 0  # a bit per part whose word is in the text
        for gate in _PART_BITS.keys() & first.keys():
            opened |= _PART_BITS[gate]
        for n, part in enumerate(_WORDED):
            if opened >> n & 1:
                hits.extend(part.scan(text, low, first))
        return iter(hits)


PLACE_RULES: tuple[SecretRule, ...] = (_KeyBytesRule(), _PlacesRule())
