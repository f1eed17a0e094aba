"""Credentials of legacy enterprise systems and middleware, by the forms those systems write.

Round 46 of issue 27 (held-out 48: mainframes, SAP, Oracle, IBM middleware, Java EE servers,
.NET Framework, old integration). Their passwords are often eight capitals and digits (a
RACF password's alphabet), which a value's own look does not tell from an id, so they are
taken where the syntax says a password stands:

* **a password in a reversible form**: WebSphere's `{xor}…`, Liberty's `{aes}…`, WebLogic's
  `{AES}…` and `{AES256}…`, Jetty's `OBF:…`, a DPAPI blob in base64 (`AQAAANCMnd8BFdERjHoAwE/
  Cl+s…`, as `aspnet_regiis` writes a protected section's `CipherValue`): each decodes
  back to the password with a key every installation shares or the machine holds; an
  empty one (`{xor}`) stays;
* **a keyword's operand** as JCL, RACF, TSO and Connect:Direct write one:
  `PASSWORD=(OLD,NEW)`, `PASSWORD=X`, `password(X)`, `NEWPASS=X`, `KEYMASKED(<hex>)` (a
  PassTicket's key), `SIGNON USERID=(USER,PASS)`;
* **an SQL connection's password**: `CONNECT TO db USER u USING '<password>'` (a host
  variable, `:pw`, stays);
* **Oracle's `user/password`** after a tool's name or `USERID=` (`impdp`, `expdp`, `sqlldr`,
  `rman`, `exp`, `imp`, `FNDCPASS`, a parameter file's `USERID=system/…@DB`);
* **a panel's password field** (ISPF's and CICS's `Password  ===> X`);
* **a directory's password in base64** (LDIF's `userPassword:: <base64>`), unless it
  decodes to a hash's scheme (`{SSHA}…`);
* **a declaration's initial value under a secret's name** in the languages of these
  systems: RPG's `dcl-s wPass char(10) inz('…')`, COBOL's `01 WS-PASS PIC X(8) VALUE '…'`,
  Natural's `1 #PASSWORD (A8) INIT <'…'>`;
* **a listing of names and values in columns** whose name, in capitals, ends in a password's
  (`SFID-PWD    <value>`, as an EDI or a host's configuration prints one);
* **a password echoed after its prompt** (`ENTER PASSWORD FOR OPSBAT2 -`, then the value
  alone on the next line, as a captured TSO session shows it).

A value is a password when it has 4 to 64 characters with a digit (a RACF password's
rule, and no word of code or prose has one), and is no placeholder, JCL symbol (`&PW`),
mask (`********`) or word the syntax allows there (`NOPASSWORD`, `NO`). The keywords are
JCL's in capitals and without blanks (`PASSWORD=X`, not code's `password = f(x)`), RACF's
operand closed by its bracket (`password(X)`, not `SETROPTS PASSWORD(INTERVAL(90))`).

Speed: each form's words are literals of the one RE2 pass, and its layout a `requires`
pattern.
"""

from __future__ import annotations

from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.secret_rules import SecretRule, SpanRule, classify_key, with_lower
from kenning.daemon.safety.values import base64_text, is_placeholder

__all__ = ["LEGACY_RULES"]

_Spans = Iterator[tuple[int, int]]

# -- a password in a reversible form ---------------------------------------------------------

_REVERSIBLE = lazy_compile(
    r"(?i)(?<![\w{])\{(?:xor|aes|aes128|aes256|3des|des)\}([A-Za-z0-9+/]{4,4000}={0,2})"
    r"|(?<![\w-])OBF:([0-9a-z]{8,400})(?![\w])"
    r"|(?<![A-Za-z0-9+/])(AQAAANCMnd8BFdERjHoAwE/Cl\+s[A-Za-z0-9+/]{20,8000}={0,2})"
)


def _reversible(text: str, low: str) -> _Spans:
    for m in _REVERSIBLE.finditer(text):
        g = 1 if m.start(1) >= 0 else 2 if m.start(2) >= 0 else 3
        yield m.span(g)


# -- a keyword's operand, an SQL connection's, Oracle's, a panel's field -----------------------

_PW_CHARS = r"[A-Za-z0-9@#$%^!*+_-]{4,64}"
_OPERAND = lazy_compile(
    # JCL's and Connect:Direct's keywords, in capitals: `PASSWORD=(OLD,NEW)`, `NEWPASS=X`
    r"(?<![\w&.-])(?:PASSWORD|PASSWD|NEWPASS|NEWPASSWORD|PASSPHRASE)=\(?(" + _PW_CHARS + ")"
    r"(?:,(" + _PW_CHARS + r"))?(?=[),\s]|$)"
    # RACF's and TSO's operands, in any case: `password(X)`, `KEYMASKED(<hex>)`
    r"|(?i:(?<![\w&.-])(?:password|passwd|newpass|phrase|keymasked)\((" + _PW_CHARS + r")\))"
    r"|(?<![\w-])USERID=\([^\s,()]{1,40},(" + _PW_CHARS + r")\)"
)
_USING = lazy_compile(r"(?i)\bUSER[ \t]+\S{1,40}[ \t]+USING[ \t]+'([^'\s]{4,64})'")
_ORACLE = lazy_compile(
    r"(?i)(?:\buserid[ \t]*=[ \t]*|(?<![\w-])(?:impdp|expdp|sqlldr|rman|exp|imp|fndcpass)"
    r"(?:\.exe)?[ \t]+(?:-\w+[ \t]+)*(?:userid=)?)"
    r"[A-Za-z_][\w$#]{0,30}/([^\s@/\"']{4,64})(?=@|\s|$)"
)
_PANEL = lazy_compile(r"(?i)\b(?:password|passwort|new password)[ \t]*===>[ \t]*([^\s_]{4,64})")
#: words a password's operand may be that are none: `NOPASSWORD`, a yes or a no, a mask
_NOT_VALUES = frozenset(("nopassword", "yes", "no", "none", "null", "expired", "noexpired"))


def _value(value: str) -> bool:
    low = value.lower()
    return (
        low not in _NOT_VALUES
        and any(c.isdigit() for c in value)
        and not value.startswith(("&", "*", "%", "$", ":", "?", "<", "{"))
        and not is_placeholder(value)
        and any(c.isalnum() for c in value)
    )


def _operands(text: str, low: str) -> _Spans:
    for pattern in (_OPERAND, _USING, _ORACLE, _PANEL):
        for m in pattern.finditer(text):
            for g in range(1, (m.re.groups or 0) + 1):
                if m.start(g) >= 0 and _value(m.group(g)):
                    yield m.span(g)


_OPERAND_WORDS = ("password", "passwd", "newpass", "keymasked", "passphrase", "phrase", "userid")
_ORACLE_WORDS = ("impdp", "expdp", "sqlldr", "rman", "exp ", "imp ", "fndcpass", "userid")

# -- a directory's password in base64, a password echoed after its prompt ---------------------

_LDIF_PASSWORD = lazy_compile(r"(?im)^userPassword::[ \t]*([A-Za-z0-9+/]{8,400}={0,2})[ \t]*$")
#: a hash's scheme, as a directory keeps one (`{SSHA}…`): the password is not in it
_HASH_SCHEME = lazy_compile(r"(?i)\{(?:s?sha\d*|s?md5|crypt|pbkdf2[\w-]*|argon2\w*|bcrypt|sasl)\}")
_PROMPT_ECHO = lazy_compile(
    r"(?im)enter (?:the |your |new )?password(?: for [^\s]{1,40})?[ \t]*-?[ \t]*\r?\n"
    r"[ \t]*(" + _PW_CHARS + r")[ \t]*$"
)


#: a listing of names and values in columns, a password's name in capitals (`SFID-PWD    X`)
_COLUMN = lazy_compile(
    r"(?m)^[ \t]*[A-Z][A-Z0-9_-]{0,30}(?:PWD|PASSWORD|PASSWD|PASS)[ \t]{2,}("
    + _PW_CHARS
    + r")[ \t]*$"
)


def _directory(text: str, low: str) -> _Spans:
    for m in _COLUMN.finditer(text):
        if _value(m.group(1)):
            yield m.span(1)
    for m in _LDIF_PASSWORD.finditer(text):
        plain = base64_text(m.group(1).rstrip("="))
        if plain and not _HASH_SCHEME.match(plain) and len(plain) >= 4:
            yield m.span(1)
    for m in _PROMPT_ECHO.finditer(text):
        if _value(m.group(1)):
            yield m.span(1)


# -- a declaration's initial value in RPG, COBOL and Natural -------------------------------------

_DECLARED = lazy_compile(
    r"(?im)(?:\bdcl-[sc][ \t]+([\w#@$]{1,40})[^;\n]{0,60}?\binz\([ \t]*'([^'\n]{4,64})'"
    # (COBOL's literal closed on its line, or continued on the next: `-` in its indicator
    # column, then the literal's rest after a quote)
    r"|^[ \t]*\d{2}[ \t]+([\w-]{1,40})[ \t]+PIC[ \t]+[^\n]{1,30}?\bVALUE[ \t]+'([^'\n]{4,64})"
    r"(?:'|[ \t]*\r?\n[ \t]*-[ \t]+')"
    r"|^[ \t]*\d[ \t]+#([\w-]{1,40})[ \t]*\([^)\n]{1,12}\)[ \t]*INIT[ \t]*<[ \t]*'([^'\n]{4,64})')"
)


def _declared(text: str, low: str) -> _Spans:
    for m in _DECLARED.finditer(text):
        g = 1 if m.start(1) >= 0 else 3 if m.start(3) >= 0 else 5
        if classify_key(m.group(g)) is not None and _value(m.group(g + 1)):
            yield m.span(g + 1)


LEGACY_RULES: tuple[SecretRule, ...] = (
    SpanRule(
        "password_assignment",
        with_lower(_reversible),
        gates=("{xor}", "{aes", "{3des}", "{des}", "obf:", "aqaaancmnd8bfderjhoawe/cl+s"),
        priority=6,
        requires=(r"(?i)\{(?:xor|aes\d*|3des|des)\}[A-Za-z0-9+/]{4}|OBF:[0-9a-z]{8}|AQAAANCMnd8B",),
    ),
    SpanRule(
        "password_assignment",
        with_lower(_operands),
        gates=(*_OPERAND_WORDS, *_ORACLE_WORDS, "using '", "===>"),
        priority=6,
        requires=(
            r"(?i)(?:password|passwd|newpass|keymasked|passphrase|phrase)(?:=|\()"
            r"|userid[ \t]*=|USING[ \t]+'|===>"
            r"|(?:impdp|expdp|sqlldr|rman|exp|imp|fndcpass)\S*[ \t]",
        ),
    ),
    SpanRule(
        "password_assignment",
        with_lower(_directory),
        gates=("userpassword::", "password", "pwd ", "passwd ", "pass "),
        priority=6,
        requires=(
            r"(?i)userPassword::|enter (?:the |your |new )?password"
            r"|(?-i:(?:PWD|PASSWORD|PASSWD|PASS)[ \t][ \t])",
        ),
    ),
    SpanRule(
        "password_assignment",
        with_lower(_declared),
        gates=("inz(", " value '", "init"),
        priority=6,
        requires=(r"(?i)\binz\([ \t]*'|\bPIC[ \t][^\n]*\bVALUE[ \t]+'|\bINIT[ \t]*<",),
    ),
)
