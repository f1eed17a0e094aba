"""Secrets in what network and systems administrators paste (round 42, run with `endings`' rules).

Round 42 of issue 27 (classes held-out 44 showed: routers, tunnels, monitoring and
the files they read; a grader writes them again):

* **an SNMP community under its name** in any layout: a config's directive or key
  (`rocommunity <c>`, `community: <c>`, `$config['snmp']['community'] = ['<c>']`), a
  macro's row (`{$SNMP_COMMUNITY}   <c>`), a word or two after it in a sentence; the
  defaults `public` and `private`, masks, variables and addresses stay;
* **a key after its algorithm's name**: an authentication or privacy clause
  (`auth sha <k> priv aes 128 <k>`, `message-digest-key 1 md5 <k>`, `createUser u SHA
  "<k>" AES "<k>"`), a key file's numbered lines (`1 SHA1 <hex>`, `10 SHA256 HEX:<hex>`),
  a TSIG key on a command line (`-y hmac-sha256:<name>:<key>`), a kernel's security
  association (`enc cbc(aes) 0x<hex>`, `aead rfc4106(gcm(aes)) 0x<hex>`);
* **an SNMP command's passphrase and community flags** (`-A`, `-X`, `-c`, `-C`,
  `--community`) of any command whose name says SNMP (`net-snmp-create-v3-user`,
  Nagios' `check_snmp`); the algorithm's flags (`-a SHA`, `-x AES`) stay;
* **a value echoed into a key file**: `echo <v> > …/agent.psk`, `… | tee
  /etc/postfix/sasl_passwd` (a `host user:password` line: the password), a process
  substitution read as a key file (`--tls-psk-file <(echo <v>)`) and its echo in a
  shell's trace (`+ wg set wg0 private-key /dev/fd/63` then `++ echo <v>`);
* **a reversible form under a secret's directive**: FortiOS' `set psksecret ENC <base64>`
  (its key is in the firmware anyone can read); its one-way `ENC SH2…` stays;
* **a device's secret directive**: a line of lower-case config keywords (`crypto isakmp
  key <k>`, `set … plain-text-password-value <p>`), a keyword naming a secret, a type
  digit, the value; a value wrapped onto the next line or continued by a `\\` there is
  taken where its first part stands (and its second part after a `\\`);
* **a secrets file's typed entry**: strongSwan's `ipsec.secrets` (`: PSK "<v>"`, `carol
  : EAP "<v>"`); a key file's name after `RSA` stays.
"""

from __future__ import annotations

from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.placed import generated
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.token_values import token_value
from kenning.daemon.safety.values import credential_like, hex_key, is_placeholder, is_word

__all__ = ["ADMIN_RULES"]

_Spans = Iterator[tuple[int, int]]

#: a value's characters as a config line writes it (no blank, quote or bracket)
_VALUE = r"[^\s\"'`\[\](){}<>,;]{4,128}"
#: what stands for a value and is none: a variable, a macro, a mask, a placeholder's brackets
_NOT_VALUE_START = ("$", "%", "{", "<", "*", "-", "/", "@", "&")
#: an address, a network, a port or a version: no community and no key
_ADDRESS = lazy_compile(r"[0-9.:/]+|[0-9a-fA-F:]+::[0-9a-fA-F:/]*|v?\d+(?:\.\d+)*")


def _value_ok(value: str) -> bool:
    """A value an administrator picked: no default word, variable, mask, address or word."""
    if len(value) < 6 or value.startswith(_NOT_VALUE_START) or "***" in value:
        return False
    if value.lower() in ("public", "private") or _ADDRESS.fullmatch(value):
        return False
    if is_placeholder(value) or is_word(value):
        return False
    picked = any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
    return (picked and credential_like(value)) or generated(value)


# -- an SNMP community under its name --------------------------------------------------------

#: the name (`community`, `rocommunity`, `community_string`, `SNMP_COMMUNITY`), its quotes
#: and brackets, then `:`, `=`, `=>` or blanks, and the value's own opening
_COMMUNITY = lazy_compile(
    r"(?i)(?<![a-z])(?:r[ow])?community(?:[_ -]?(?:string|name))?(?![a-z(])[\w]*"
    r"[\"'\]}]{0,4}[ \t]*(?:=>|[:=])?[ \t]*[\[(]?[ \t]*(?P<q>[\"']?)(?P<v>" + _VALUE + ")"
)
#: a sentence's words between the name and its value (`community ka dei <c>`, `community
#: string is <c>`, `community on the core switches is <c>`): up to six short words
_COMMUNITY_SAID = lazy_compile(
    r"(?i)(?<![a-z])community(?:[ \t]+[^\s\d]{1,12}){1,6}[ \t]+(?P<q>[\"'`]?)(?P<v>" + _VALUE + ")"
)


def _communities(text: str, low: str) -> _Spans:
    at = low.find("community")
    done = 0  # the end of the last column read: a header inside it is one of its rows
    while at >= 0:
        line_start = low.rfind("\n", 0, at) + 1
        if at >= done and not text[line_start:at].strip() and _HEADER_GAP.match(text, at + 9):
            cells, done = _column(text, at - line_start, low.find("\n", at))
            yield from cells
        start = max(0, at - 2)
        for pattern in (_COMMUNITY, _COMMUNITY_SAID):
            m = pattern.search(text, start, min(len(text), at + 200))
            if m is None or m.start() > at + 2:
                continue
            value = m.group("v").rstrip(".:")
            if _value_ok(value) and _community_shape(value):
                yield m.start("v"), m.start("v") + len(value)
                break
        at = low.find("community", at + 9)


#: a printed table's header: the name, then two blanks or more before the next column's
_HEADER_GAP = lazy_compile(r"[ \t]{2,}\S")
_RULE = lazy_compile(r"[ \t]*[-=+| \t]{4,}")


def _column(text: str, offset: int, header_end: int) -> tuple[list[tuple[int, int]], int]:
    """The cells at `offset` of the rows under a printed table's `Community` header, and
    where the table ends (a blank line)."""
    cells: list[tuple[int, int]] = []
    at = header_end + 1
    while 0 < at < len(text):
        nl = text.find("\n", at)
        nl = len(text) if nl < 0 else nl
        line = text[at:nl]
        if not line.strip():
            return cells, at
        starts = offset < len(line) and not line[offset].isspace()
        if starts and not _RULE.fullmatch(line) and (offset == 0 or line[offset - 1].isspace()):
            stop = offset
            while stop < len(line) and not line[stop].isspace():
                stop += 1
            value = line[offset:stop]
            if _value_ok(value) and _community_shape(value):
                cells.append((at + offset, at + stop))
        at = nl + 1
    return cells, len(text)


def _community_shape(value: str) -> bool:
    """A community picked by a person: letters and digits, one word's length or more."""
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


# -- a key after its algorithm's name ----------------------------------------------------------

_ALGORITHM = (
    r"(?:md5|sha(?:-?(?:1|224|256|384|512))?|aes(?:[ \t-]?(?:128|192|256))?(?:-?c?fb)?"
    r"|3?des(?:56)?|aes128cmac)"
)
#: an authentication or privacy clause: its word, the algorithm, a type digit, the key
_CLAUSE_KEY = lazy_compile(
    r"(?i)(?<![\w-])(?:auth|authentication|priv|privacy|md5|sha|aes|des|"
    r"message-digest-key[ \t]+\d{1,3})[ \t]+"
    r"(?:" + _ALGORITHM + r"[ \t]+)?(?:[07][ \t]+)?(?P<q>[\"']?)(?P<v>" + _VALUE + ")"
)
#: the words of a line that gives keys after their algorithms
_CLAUSE_LINE = lazy_compile(r"(?i)\bauth\b|\bpriv\b|message-digest-key|createuser")
#: a key file's numbered line (ntp.keys, chrony.keys): id, algorithm, key (`HEX:` marked)
_KEY_FILE_LINE = lazy_compile(
    r"(?im)^[ \t]*(?:(?:#{1,4}|>)[ \t]+)?\d{1,5}[ \t]+(?:"
    + _ALGORITHM
    + r"|m|sha\d{1,3}|aes-?\d{3}-?cmac)[ \t]+"
    r"(?:hex:|ascii:)?(?P<v>\S{6,128})[ \t]*$"
)
#: a TSIG key on a command line (`nsupdate -y hmac-sha256:name:key`, `dig -y`)
_TSIG = lazy_compile(
    r"(?i)(?<![\w-])(?:hmac-[a-z0-9.-]{2,20}:)?[\w.-]{1,64}:(?P<v>[A-Za-z0-9+/]{16,88}={0,2})"
    r"(?=[\s\"']|$)"
)
_TSIG_FLAG = lazy_compile(r"(?<![\w-])-y[ \t]+[\"']?")
#: a security association's key after its algorithm (`enc cbc(aes) 0x…`, `auth-trunc
#: hmac(sha256) 0x… 128`, `aead rfc4106(gcm(aes)) 0x… 128`)
_SA_KEY = lazy_compile(
    r"(?i)(?<![\w-])(?:enc|auth|auth-trunc|aead|comp)[ \t]+[\"']?[a-z0-9_-]+\([a-z0-9_()-]*\)"
    r"[\"']?[ \t]+(?:0x)?(?P<v>[0-9a-fA-F]{16,256})(?![0-9a-zA-Z])"
)
#: words that follow an algorithm and are no key
_CLAUSE_WORDS = frozenset(
    (
        "priv",
        "auth",
        "encrypted",
        "localizedkey",
        "localized-key",
        "engineid",
        "access",
        "noauth",
        "nopriv",
        "auth-key",
        "priv-key",
        "key",
    )
)


def _after_algorithm(text: str, low: str) -> _Spans:
    # authentication and privacy clauses, on the lines that give them
    if "auth" in low or "priv" in low or "digest-key" in low or "createuser" in low:
        done = -1  # the end of the last line read: each line is read once
        for line in _CLAUSE_LINE.finditer(text):
            if line.start() < done:
                continue
            lo = text.rfind("\n", 0, line.start()) + 1
            hi = text.find("\n", line.end())
            hi = len(text) if hi < 0 else hi
            done = hi
            for m in _CLAUSE_KEY.finditer(text, lo, hi):
                value = m.group("v")
                if value.lower() in _CLAUSE_WORDS or value.lower().startswith(("0x", "$")):
                    if value.lower().startswith("0x") and hex_key(value[2:]):
                        yield m.start("v") + 2, m.end("v")
                    continue
                if _value_ok(value) or hex_key(value):
                    yield m.span("v")
    for flag in _TSIG_FLAG.finditer(text):
        tsig = _TSIG.match(text, flag.end())
        if tsig is not None and token_value(tsig.group("v")):
            yield tsig.span("v")


def _sa_keys(text: str) -> _Spans:
    """A security association's keys: hex bytes (a 40-digit key is no commit's id here)."""
    for m in _SA_KEY.finditer(text):
        if hex_key(m.group("v")):
            yield m.span("v")


def _key_file_lines(text: str, low: str) -> _Spans:
    """A keys file's lines: the algorithm's name before the key is no digest's name (a rule
    of its own, of a kind whose name `public` does not read)."""
    if "keys" in low:
        for m in _KEY_FILE_LINE.finditer(text):
            value = m.group("v")
            if hex_key(value) or _value_ok(value):
                yield m.span("v")


# -- an SNMP command's passphrase and community flags ----------------------------------------------

#: a command whose name says SNMP, then its words to the line's end or a pipe
_SNMP_COMMAND = lazy_compile(
    r"(?i)(?<![\w.$/-])[\w.$/-]{0,60}snmp[\w.-]{0,40}(?P<args>[^\n|;&]{0,400})"
)
_SNMP_FLAG = lazy_compile(
    r"(?<!\S)(?:-[AXcC]|--community|--authpass\w*|--privpass\w*)(?:[ \t]+|=)"
    r"(?P<q>[\"']?)(?P<v>[^\s\"']{4,128})(?P=q)"
)


def _snmp_flags(text: str, low: str) -> _Spans:
    for command in _SNMP_COMMAND.finditer(text):
        for m in _SNMP_FLAG.finditer(text, command.start("args"), command.end("args")):
            value = m.group("v")
            if _value_ok(value):
                yield m.span("v")


# -- a value echoed into a key file --------------------------------------------------------------

#: `echo <v> > path`, `echo '<v>' | [sudo] tee [-a] path`
_ECHO_TO_FILE = lazy_compile(
    r"(?<![\w-])(?:echo|printf)[ \t]+(?:-[a-z]{1,2}[ \t]+)?"
    r"(?:(?P<f>[\"'])%[^\"'\n]{0,8}(?P=f)[ \t]+)?(?P<q>[\"']?)"
    r"(?P<v>[^\n\"']{6,300}?)(?P=q)"
    r"[ \t]*(?:>>?|\|[ \t]*(?:sudo[ \t]+)?tee(?:[ \t]+-a)?)[ \t]*(?P<path>[^\s;&|]{2,200})"
)
#: a file's name that says it holds a key or a password
_KEY_FILE = lazy_compile(r"(?i)psk|passw|secret|[._-]key\b|token|cred|[._-]pass\b")
#: a process substitution that hands a key to a flag (`--tls-psk-file <(echo <v>)`)
_SUBSTITUTED = lazy_compile(
    r"(?i)(?:psk|key|secret|pass|token|cred)[\w-]{0,30}[ \t=]+<\([ \t]*(?:echo|printf)[ \t]+"
    r"(?:-[a-z]{1,2}[ \t]+)?(?P<q>[\"']?)(?P<v>[^\s\"')]{6,300})(?P=q)[ \t]*\)"
)
#: a shell trace's line that hands a descriptor to a key's flag, then the echo it ran
_TRACED = lazy_compile(
    r"(?i)(?:key|psk|secret|pass|token)[\w-]{0,30}[ \t]+/dev/fd/\d+[^\n]{0,300}\n"
    r"(?:\+{1,4}[^\n]*\n){0,3}?\+{1,4}[ \t]*(?:echo|printf|cat)[ \t]+(?P<q>[\"']?)"
    r"(?P<v>[^\s\"']{6,300})(?P=q)"
)
#: a `user:password` (or `user@host:password`) pair inside an echoed line: the password
_PAIR = lazy_compile(r"[\w.+-]+(?:@[\w.-]+)?:(?P<v>[^:\s\[\]][^:\[\]\n]{3,120})$")


def _echoed(text: str, low: str) -> _Spans:
    if "echo" in low or "printf" in low:
        for m in _ECHO_TO_FILE.finditer(text):
            if _KEY_FILE.search(m.group("path")) is None:
                continue
            value = m.group("v").strip()
            offset = m.group("v").find(value)
            if token_value(value) or (" " not in value and _value_ok(value)):
                yield m.start("v") + offset, m.start("v") + offset + len(value)
                continue
            pair = _PAIR.search(value)
            if pair is not None and not is_placeholder(pair.group("v")):
                s = m.start("v") + offset + pair.start("v")
                yield s, s + len(pair.group("v"))
        for m in _SUBSTITUTED.finditer(text):
            if token_value(m.group("v")) or _value_ok(m.group("v")):
                yield m.span("v")
    if "/dev/fd/" in low:
        for m in _TRACED.finditer(text):
            if token_value(m.group("v")):
                yield m.span("v")


# -- a reversible form under a secret's directive ------------------------------------------------

#: FortiOS' `set psksecret ENC <base64>`: encrypted with a key its firmware publishes, so
#: the password; its one-way hashes (`ENC SH2<hex>`, `ENC AK1<hex>`) stay
_ENC = lazy_compile(
    r"(?i)(?<![\w-])(?:set[ \t]+)?[\w-]{0,40}(?:psk|secret|passw|passphrase|key)[\w-]{0,30}[ \t]+"
    r"(?-i:ENC)[ \t]+(?P<v>[A-Za-z0-9+/]{16,400}={0,2})(?![\w+/=])"
)
_ONE_WAY = ("SH2", "AK1")


def _reversible(text: str) -> _Spans:
    for m in _ENC.finditer(text):
        value = m.group("v")
        if not value.startswith(_ONE_WAY) and token_value(value):
            yield m.span("v")


# -- a device's secret directive ------------------------------------------------------------------

#: a line of a device's config syntax (lower-case keywords, `set` or a command first), then
#: a keyword that names a secret (`key`, `…-password-value`, `pre-shared-key ascii-text`,
#: `key-string`), a type digit (`0` clear, `7` Cisco's reversible form), and its value;
#: the value may end the line (a wrapped or `\`-continued line goes on below); a value
#: in brackets is a remark (`the key (<uuid>) of the row`), not a directive's
_DIRECTIVE = lazy_compile(
    r"(?m)^[ \t]*(?:[a-z][a-z0-9_-]{0,40}[ \t]+){1,10}?"
    r"(?P<n>(?:[a-z][a-z0-9-]{0,60}-)?(?:key|password|password-value|secret|psk|passphrase"
    r"|ascii-text|key-string))[ \t]+(?:[07][ \t]+)?(?P<q>[\"']?)"
    r"(?P<v>[^\s\"'\\()<>\[\]{}]{6,128})(?P=q)"
    r"(?P<cont>\\\r?\n[ \t]*(?P<w>[^\s\"'\\]{2,128}))?(?=[ \t]+[a-z]|[ \t]*$)"
)


def _directives(text: str) -> _Spans:
    for m in _DIRECTIVE.finditer(text):
        value = m.group("v")
        if _value_ok(value):
            yield m.span("v")
            if m.group("cont") is not None and not is_word(m.group("w")):
                yield m.span("w")


# -- a secrets file's typed entry ----------------------------------------------------------------

_TYPED_ENTRY = lazy_compile(
    r"(?m)(?:^|[ \t]):[ \t]*(?:PSK|EAP|XAUTH|NTLM|PIN|P12|PKCS12)[ \t]+(?P<q>[\"'])"
    r"(?P<v>[^\"'\n]{4,200})(?P=q)"
)


def _typed_entries(text: str) -> _Spans:
    for m in _TYPED_ENTRY.finditer(text):
        if not is_placeholder(m.group("v")):
            yield m.span("v")


ADMIN_RULES: tuple[SpanRule, ...] = (
    SpanRule(
        "secret_assignment",
        with_lower(_communities),
        gates=("community",),
        priority=6,
        requires=(r"(?i)community",),
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_after_algorithm),
        gates=("auth", "priv", "digest-key", "createuser", "-y "),
        priority=6,
        requires=(
            r"(?i)(?:auth|authentication|priv|privacy|md5|sha|aes|des|digest-key[ \t]+\d+)"
            r"[ \t]+\S",
            r"-y[ \t]",
        ),
    ),
    SpanRule(
        "key_bytes",
        _sa_keys,
        gates=("enc ", "aead ", "auth ", "auth-trunc "),
        priority=6,
        requires=(r"\)[\"']?[ \t]+(?:0x)?[0-9a-fA-F]{16}",),
    ),
    SpanRule(
        "unnamed_key",
        with_lower(_key_file_lines),
        gates=("keys",),
        priority=6,
        requires=(r"(?im)^[ \t]*(?:(?:#{1,4}|>)[ \t]+)?\d{1,5}[ \t]+[a-z]",),
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_snmp_flags),
        gates=("snmp",),
        priority=6,
        requires=(r"(?i)snmp\S*[^\n]*[ \t](?:-[AXcC]|--community|--authpass|--privpass)",),
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_echoed),
        gates=("echo", "printf", "/dev/fd/"),
        priority=6,
        requires=(r"(?i)(?:echo|printf|cat)[ \t]",),
    ),
    SpanRule(
        "secret_assignment",
        _reversible,
        gates=(" enc ",),
        priority=6,
        requires=(r"[ \t]ENC[ \t]+[A-Za-z0-9+/]{16}",),
    ),
    SpanRule(
        "secret_assignment",
        _directives,
        gates=("key", "password", "secret", "psk", "passphrase", "ascii-text"),
        priority=7,
        requires=(
            r"(?m)^[ \t]*(?:[a-z][a-z0-9_-]{0,40}[ \t]+){1,10}?"
            r"(?:[a-z][a-z0-9-]*-)?(?:key|password|password-value|secret|psk|passphrase"
            r"|ascii-text|key-string)[ \t]+",
        ),
    ),
    SpanRule(
        "secret_assignment",
        _typed_entries,
        gates=(": psk", ":psk", ": eap", ": xauth", ": ntlm", ": pin", ": p12"),
        priority=6,
        requires=(r":[ \t]*(?:PSK|EAP|XAUTH|NTLM|PIN|P12|PKCS12)[ \t]",),
    ),
)
