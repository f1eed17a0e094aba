"""Keys with no name at all: a client's constructor argument, an authorizing call's
arguments, a key split over string literals joined by `+`.

Round 18b of issue 27 (the classes held-out 24 showed):

* **a client built with its key** (`new Novu('…')`, `new Stripe("…")`, `new
  MailerSend(…)`): a quoted literal among a constructor's arguments that reads as a
  generated key (`placed.generated`, or 24 characters or more of both cases and a
  digit; hex of 32 or more), or holds one after a `:` (round 19: Ably's
  `new Ably.Rest('<app>.<id>:<secret>')`). A date, a URL, a UUID (also without its
  dashes, or inside a public key: `TEST-<uuid>`), an object's id (24 hex) stays, and so
  do the classes whose argument is data (`Date`, `URL`, `RegExp`, `ObjectId`, an error);
* **a call that authorizes or connects with it** (`b2_api.authorize_account('production',
  '…', '…')`, `client.login(user, '…')`, `ftp.connect('…')`, `setApiKey('…')`, round
  19's `buildTokenWithUid(appId, '…', …)`, `Client.access_token('…')`, Go's
  `ably.WithKey("…")`, Ruby's `Ably::Rest.new('…')`; a bare
  `Client(` or `api(` is too common in code to open a search at each): the same
  literals among the call's arguments. An analytics SDK's `init('…')` or `configure(…)`
  takes a project's public token: those calls stay;
* **a call of a name and a password** (round 41: `WiFi.begin("<ssid>", "<password>")`,
  `connect("svc", "<password>")`, any callee): exactly two string literals, the first a
  name (letters, digits, blanks, `-`, `_`, `.`), the second a password's shape (both cases
  and a digit with a password's symbol inside, or letters, two digits and a symbol:
  `tongues.is_password`); a call that works on text (`replace`, `format`, `sub`, a
  translation, an assertion, a log) stays;
* **a key split over literals joined by `+`** (`KEY = "VKCy…" +` then `"lMuL…";`):
  two literals of twelve characters or more joined by `+`, each generated or of both
  cases and a digit, with a secret's word in the line before or on it: each part.

Speed: the gates are literals of the one RE2 set (`new `, the calls' names, `" +`,
`' +`); each part reads a line around its gate.
"""

from __future__ import annotations

from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.codes import word_spots
from kenning.daemon.safety.placed import generated
from kenning.daemon.safety.secret_rules import SpanRule, with_lower
from kenning.daemon.safety.shapes import password_shaped
from kenning.daemon.safety.tongues import is_symbol_password
from kenning.daemon.safety.values import UUID, has_upper_lower_digit

__all__ = ["ARGUMENT_RULES"]

_Spans = Iterator[tuple[int, int]]

_LITERAL = lazy_compile(r"(?P<q>['\"`])(?P<v>[A-Za-z0-9+/=_.~:-]{20,200})(?P=q)")
_HEXLIKE = lazy_compile(r"[0-9a-fA-F]+")
_UUID_HEX = lazy_compile(r"[0-9a-fA-F]{12}[1-5][0-9a-fA-F]{3}[89abAB][0-9a-fA-F]{15}")
#: a UUID with its dashes inside a value: a public key's or an account's id (`TEST-<uuid>`)
_DASHED_UUID = lazy_compile(UUID.rsplit("[", 1)[0])  # its first four groups


def _arg_key(value: str, hex_key: bool = False) -> bool:
    """A literal argument that reads as a key: generated, no UUID, no short hex id; a key's
    id and its secret joined by `:` (Ably's `app.key:secret`), no URL. `hex_key`: the call
    builds a token with its key, so 32 hex digits are a key even in a UUID's form."""
    if ":" in value:
        if "://" in value:
            return False
        value = value.rsplit(":", 1)[1]
    hexlike = _HEXLIKE.fullmatch(value) is not None
    if hexlike and (len(value) < 32 or (not hex_key and _UUID_HEX.fullmatch(value) is not None)):
        return False
    if _DASHED_UUID.search(value) is not None:
        return False
    return generated(value) or (len(value) >= 24 and has_upper_lower_digit(value))


def _arguments(text: str, start: int, hex_key: bool = False) -> _Spans:
    """The key-like literals in the argument list that opens at `start` (a `(`)."""
    end = text.find(")", start, start + 400)
    nl = text.find("\n", start, start + 400)
    stop = min(x for x in (end, nl, min(len(text), start + 400)) if x >= 0)
    for m in _LITERAL.finditer(text, start, stop):
        if _arg_key(m.group("v"), hex_key):
            yield m.span("v")


_NEW = lazy_compile(r"new[ \t]+(?P<cls>[A-Z][\w.]{1,60})[ \t]*(?:<[^<>()]{0,60}>)?\(")
_DATA_CLASS = lazy_compile(
    r"(?:\w+\.)*(?:Date|URL|URLSearchParams|RegExp|ObjectId|UUID|Uuid|Guid|BigInt|BigNumber"
    r"|Decimal|\w*Error|\w*Exception|Hash|Set|Map|String|Blob|File|Image|Request|Response"
    r"|Headers|Worker|Audio|Event|Promise|Buffer|TextEncoder|TextDecoder|Uint8Array)"
)


def _constructors(text: str, low: str) -> _Spans:
    for at in word_spots(low, ("new ",), 64):
        m = _NEW.match(text, at)
        if m is not None and _DATA_CLASS.fullmatch(m.group("cls")) is None:
            yield from _arguments(text, m.end() - 1)


_AUTH_CALLS = (
    "authorize", "authenticate", "login(", "log_in(", "signin(", "sign_in(", "connect(",
    "credentials(", "setapikey(", "set_api_key(", "setkey(", "set_key(",
    # (round 19: a call that builds a token with its key, an SDK's option or Ruby's `new`)
    "buildtoken", "build_token", "generatetoken", "generate_token", "createtoken",
    "create_token", "access_token(", "accesstoken(", "withkey(", "with_key(", "withapikey(",
    "withtoken(", "with_token(", "settoken(", "set_token(", ".new(",
)  # fmt: skip
_CALL_OPEN = lazy_compile(r"[\w]{0,40}[ \t]*\(")


def _auth_calls(text: str, low: str) -> _Spans:
    for at in word_spots(low, _AUTH_CALLS, 32):
        m = _CALL_OPEN.match(text, at + (text[at] == "."))
        if m is not None:
            builds = "token" in low[at : m.end()]  # `buildTokenWithUid(`, `generate_token(`
            yield from _arguments(text, m.end() - 1, builds)


_JOINED = lazy_compile(
    r"(?P<q>['\"])(?P<a>[A-Za-z0-9+/=_~-]{12,200})(?P=q)[ \t]*\+[ \t]*(?:\r?\n[ \t+]*)?"
    r"(?P<p>['\"])(?P<b>[A-Za-z0-9+/=_~-]{12,200})(?P=p)"
)
_SECRET_WORD = lazy_compile(r"(?i)pass|pwd|secret|token|key|cred|auth|priv|seed|signing")


def _part(value: str) -> bool:
    return generated(value) or has_upper_lower_digit(value)


def _joined(text: str, low: str) -> _Spans:
    for at in word_spots(low, ('" +', "' +", '"+', "'+"), 32):
        q = text.rfind("\n", 0, at)
        ls = text.rfind("\n", 0, max(0, q)) + 1 if q >= 0 else 0
        start = max(text.rfind('"', ls, at - 1), text.rfind("'", ls, at - 1))
        if start < 0:
            continue
        m = _JOINED.match(text, start)
        if m is None or not (_part(m.group("a")) and _part(m.group("b"))):
            continue
        if _SECRET_WORD.search(text, ls, m.start()) is not None:
            yield m.span("a")
            yield m.span("b")


#: a call of two literals: a name, then a value with no blank (round 41)
_NAME_AND_VALUE = lazy_compile(
    r"(?P<f>[A-Za-z_][\w.]{0,60})[ \t]*\([ \t]*(?P<q>[\"'])(?P<n>[\w .-]{1,64})(?P=q)[ \t]*,"
    r"[ \t]*(?P<p>[\"'])(?P<v>[^\"'\s\\]{8,64})(?P=p)[ \t]*\)"
)
#: the call's opening quote (not the comma between: `","` is in every JSON array)
_PAIR_GATES = ('("', "('", '( "', "( '")
#: calls that work on text, whose second literal is text too: a replacement, a format, a
#: translation, an assertion, a log's line
_TEXT_CALL = lazy_compile(
    r"(?i)(?:^|[._])(?:\w*replace\w*|r?sub|format\w*|t|tr|_|gettext|translate\w*|i18n"
    r"|assert\w*|expect|equals?|equal\w*|log\w*|print\w*|warn|error|info|debug|match\w*"
    r"|split|join|strip|startswith|endswith|find|index|contains|includes|set_?header)$"
)


def _name_and_password(text: str, low: str) -> _Spans:
    for gate in _PAIR_GATES:
        at = low.find(gate)
        while at >= 0:
            head = at
            while head > 0 and (text[head - 1].isalnum() or text[head - 1] in "_."):
                head -= 1
            m = _NAME_AND_VALUE.match(text, head) if head < at else None
            if (
                m is not None
                and _TEXT_CALL.search(m.group("f")) is None
                and any(c.isalpha() for c in m.group("n"))
            ):
                value = m.group("v")
                if password_shaped(value) or is_symbol_password(value):
                    yield m.span("v")
            at = low.find(gate, at + len(gate))


ARGUMENT_RULES: tuple[SpanRule, ...] = (
    SpanRule(
        "api_key",
        with_lower(_constructors),
        gates=("new ",),
        priority=5,
        requires=(r"new[ \t]+[A-Z][A-Za-z0-9_.]*[ \t]*[(<]",),  # `_NEW`'s head, not prose's
    ),
    SpanRule("api_key", with_lower(_auth_calls), gates=_AUTH_CALLS, priority=5),
    SpanRule("api_key", with_lower(_joined), gates=('" +', "' +", '"+', "'+"), priority=5),
    SpanRule(
        "password_assignment",
        with_lower(_name_and_password),
        gates=_PAIR_GATES,
        priority=7,
        requires=(
            r"[\w.][ \t]*\([ \t]*[\"'][\w .-]{1,64}[\"'][ \t]*,"
            r"[ \t]*[\"'][^\"'\s\\]{8,64}[\"'][ \t]*\)",
        ),
    ),
)
