"""Short secrets people state: PINs, recovery codes, one-time-password seeds, passphrases.

These have no vendor's shape and are too short or too plain for the rules that
judge a value by its characters (a PIN is eight digits, a recovery code
`ba80b-09c3e`, a passphrase `pigeon-polar-fiddle-otter`). The word before
them says what they are:

* **a PIN or PUK**: 4 to 12 digits given to a flag named so (`--pin`,
  `--new-pin`, `--puk`) or stated after the word in a clause ("the SIM PUK
  …, mine is 48712861", "PIN: 4711 0815"; round 19: dictated in groups of three or
  four, "the PIN is 459-135-856", "PIN: 845 229 301"; a pin header's `pin: 12 13` stays);
* **recovery and backup codes**: grouped codes (`ba80b-09c3e`, `igj3-e0y7-m2z5`,
  letters and digits in two to four dashed groups, a digit in them) after
  "recovery code(s)", "backup code(s)" or "scratch code(s)", in the same
  sentence or on the lines below (a file of them printed by `cat`);
* **a one-time-password seed**: base32 in groups of four (`ptrm v7r4 hmiq …`,
  six groups or more) in a line that says 2FA, TOTP, MFA, OTP, authenticator,
  seed, a setup key or a QR code (the key an app shows beside the code it
  could not scan), and a base32 run of 32 characters or more printed alone on the line
  after a command or sentence that says so (`aws iam
  create-virtual-mfa-device … Base32StringSeed`); round 29: the groups alone on the
  line after the cue (four or more, under "can't scan? enter this key"), a base32 run
  of 16 or more in capitals inside a sentence that says 2FA, TOTP, MFA, OTP or seed, in
  any language (digits, letters beyond hex's; an AWS id stays), and the cells of a CSV
  export's column named for it (`totp`, `login_totp`, `otp_secret`, `TOTP`);
* **a door's code**: 4 to 12 digits (a letter or two at the end, and the `#`
  or `*` a keypad ends them with, left in place) stated after a door's, a
  gate's, an alarm's, a garage's or a lock box's code ("the door code for the
  server room changed, it's 810022# now"), or after `code` later in the
  sentence of a lock's word ("in the lockbox on the gate, code 8830", "if the
  alarm goes off the disarm code is 97132"; the word before `code`, if any, a
  lock's, an action's on it or an article: `error code`, `shows code` stay);
* **a CSV column of codes**: a header whose field names a lock's code or a PIN
  (`door_pin`, `alarm_code`, `passcode`), and under it, in every line with as
  many fields, the field's 4 to 12 digits;
* **a passphrase of words**: four to twelve lower-case words joined by dashes
  stated after a passphrase's or a phrase's word ("the vault unlock phrase is
  pigeon-polar-fiddle-otter-falcon"), or joined by blanks up to the line's or
  the sentence's end, none of them a sentence's word (`the`, `stored`, `never`,
  a word in `-ing` or `-ly`).

Speed: the gates are few short literals of the sanitizer's one RE2 set (`pin `,
`pin:`, `-pin`, `puk`, `recovery`, `backup`, `2fa`, `otp`, `mfa`, `phrase`, `door`,
`alarm`, `keypad`, `lockbox`, `lock box`, `disarm`, and a CSV header's `_pin,`,
`_code,`, …; a garage's code is read where one of them stands),
none of the common credential words: a part runs only in a text holding one of
its own, and reads only the stretch around each of its words (a seed's line and
the line after it). So a PIN is read after `pin` or `puk` (a `passcode` alone
is not), and a seed on a line that says 2FA, OTP, TOTP or MFA.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.secret_rules import Hit, SecretRule
from kenning.daemon.safety.values import ascii_digit

__all__ = ["CODE_RULES", "code_secrets"]

# -- PINs ---------------------------------------------------------------------------------

_PIN_FLAG = lazy_compile(
    r"(?i)(?<![\w-])--?(?:new-|old-|current-)?(?:pin|puk|passcode|pin-code)(?:[ \t]+|=)"
    r"""["']?(?P<v>\d{4,12})(?![\w.-])"""
)
_PIN_STATED = lazy_compile(
    r"(?i)(?:\b|_)(?:pin|puk|passcode|pin code|pin-code|pin number)\b(?P<gap>[^.!?\n\d]{0,40}?)"
    r"""(?:\bis|\bwas|:|=|->)[ \t]*["'“`]?(?P<v>\d{4,12}(?:[ -]\d{4,12})?"""
    r"""|\d{3,4}(?:[ .-]\d{3,4}){1,3})(?![\w.:/-]|,\d)"""
)

# a one-time code sent to log in, stated ("your verification code is 613877", "OTP: 482913",
# "el código de verificación es 5521"): 4 to 8 digits (or two groups of three) after the
# code's words, with a verb or a separator, or right after them; a count of seconds or
# digits after the number makes it no code ("the code expires in 3600 seconds")
_ONE_TIME_CODE = lazy_compile(
    r"(?i)(?:\b|_)(?:(?:verification|verify|one[- ]time|sms|text|login|log-in|sign[- ]?in"
    r"|security|confirmation|authentication|authenticator|auth|two[- ]factor|2-step|2fa|mfa"
    r"|otp|totp)[ _-]?(?:code|pin|passcode)s?|otp|totp|2fa|mfa"
    r"|(?:c[oó]digo|code)[ \t]+de[ \t]+(?:verificaci[oó]n|verifica[cç][aã]o|v[eé]rification"
    r"|confirmaci[oó]n|confirma[cç][aã]o|s[eé]curit[eé]|seguridad|seguran[cç]a|acceso|acesso)"
    r"|(?:best[aä]tigungs|verifizierungs|sicherheits|anmelde|einmal)code)\b"
    r"(?:(?P<gap>[^.!?\n\d]{0,40}?)(?:\bis|\bwas|\bes|\bé|\best|\bist|\blautet|:|=|->)"
    r"|[ \t]*[:=]?)"
    r"[ \t]*[\"'“`*]{0,2}(?P<v>\d{4,8}|\d{3}[ -]\d{3})(?=[\"'”`*]{0,2}(?![\w:/-]|[.,]\d))"
    r"(?![ \t]+(?:lines|bytes|characters|chars|digits|bits|ms|seconds|secs|minutes|mins|hours"
    r"|days|times|rows|items|attempts|tries|usd|eur|gbp|dollars|euros|users|km|kb|mb)\b)"
)

# a code that opens a door, a gate, an alarm panel or a lock box, stated: digits (with a
# letter or two at the end, as some panels take) and the `#` or `*` a keypad ends them with
_DOOR_CODE = lazy_compile(
    r"(?i)(?:\b|_)(?:door|gate|alarm|garage|keypad|lockbox|lock ?box|key ?safe|entry|installer"
    r"|master|padlock|lock|safe)[ _-]?"
    r"(?:code|pin|combo|combination|disarm)s?\b(?P<gap>[^.!?\n]{0,60}?)"
    r"(?:\bis|\bwas|\bit's|\bit is|\bnow|:|=|->|[ \t][-–—][ \t])[ \t]*[\"'“`]?"
    r"(?P<v>\d{4,12}[A-Za-z0-9]{0,2}|\d{1,3}(?:-\d{1,3}){2,3})(?=[#*]?(?![\w:/-]|[.,]\w))"
)

# the same, the code named later in the sentence ("the key is in the lockbox on the gate, code
# 8830", "if the alarm goes off the disarm code is 97132"): `code` and its digits after a
# lock's word, the word before `code` no error's, status's or place's
_CODE_LATER = lazy_compile(
    r"(?i)(?<![\w-])(?:(?P<pre>[a-z]{2,20})[ \t]+)?codes?\b[ \t]*(?:is\b|was\b|:|=|->|it's|[-–—])?"
    r"[ \t]*"
    r"[\"'“`]?(?P<v>\d{4,12})(?=[#*]?(?![\w:/-]|[.,]\w))"
)
# and the code named first ("the code for the lockbox is 4321", "the combination to the
# safe is 12-34-56"): `code`, `combination` or `pin` for, to or of a lock's word
_CODE_FOR_LOCK = lazy_compile(
    r"(?i)(?<![\w-])(?:(?P<pre>[a-z]{2,20})[ \t]+)?(?:code|combination|combo|pin)[ \t]+"
    r"(?:for|to|of|on|into)[ \t]+(?:[a-z][a-z'-]{0,20}[ \t]+){0,3}?"
    r"(?:door|gate|alarm|garage|keypad|lockbox|lock box|key ?safe|padlock|lock|(?<!thread[ -])safe"
    r"|locker|cabinet|vault|hatch|shed|cage|storeroom|store ?room|server ?room|entrance|lobby"
    r"|building|compound|kiosk|shutter|barrier|turnstile)s?\b"
    # (a room's or a unit's short number may stand between: `in room B12`)
    r"(?:[^.!?\n\d]|(?<!\d)\d{1,3}(?!\d)){0,40}?(?:\bis|\bwas|\bit's|:|=|->)[ \t]*[\"'“`]?"
    r"(?P<v>\d{4,12}[A-Za-z0-9]{0,2}|\d{1,3}(?:-\d{1,3}){2,3})(?=[#*]?(?![\w:/-]|[.,]\w))"
    r"(?![ \t]+(?:lines|bytes|characters|chars|digits|bits|ms|seconds|minutes|hours|days"
    r"|times|rows|items)\b)"
)
# digits a keypad takes, ended by its `#` or `*` ("enter 4471# at the side door", "keypad:
# 4471#"), near a lock's word: the key that ends them says they are typed, no number read
_KEYPAD_ENTRY = lazy_compile(r"(?<![\w#*.,:/-])(?P<v>\d{4,12})[#*](?![\w#*])")
#: the words that may stand before such a `code` (a lock's, an action's on it, an article);
#: another (`error code`, `shows code 3012`) makes it no lock's
_LOCK_CODE_WORDS = frozenset(
    (  # noqa: SIM905  (a word list reads better as one string)
        "disarm disarming arm arming access entry unlock door gate alarm keypad lockbox box "
        "safe master user guest new the its my our their your padlock garage lock combination "
        "key pin security"
    ).split()
)

# a CSV column of codes: a header whose field names a lock's code or a PIN (`door_pin`,
# `alarm_code`, `passcode`), and under it, in every line with as many fields, its digits
_CSV_HEAD = lazy_compile(
    r"[A-Za-z_][\w .-]{0,40}(?:,[A-Za-z_][\w .-]{0,40}){1,30}\r?"
    r"|[A-Za-z_][\w .-]{0,40}(?:\t[A-Za-z_][\w .-]{0,40}){1,30}\r?"
)
_CODE_COLUMN = lazy_compile(
    r"(?i)(?:door|gate|alarm|garage|keypad|lockbox|lock|safe|entry|access|unlock|disarm|master"
    r"|guest|keybox)[ _.-]?(?:codes?|pins?|combo|combination)"
    r"|(?:[a-z]{1,20}[ _.-])?(?:pins?|passcodes?)"
)
_CODE_CELL = lazy_compile(r"[ \t]*(?:\d{4,12}[#*]?|\d{1,3}(?:-\d{1,3}){2,3})[ \t]*\r?")
_CSV_GATES = (
    *("pin,", "pin\t", "pin\n", "pin\r", "code,", "code\t", "code\n", "code\r"),
    *("combo,", "combo\t", "combo\n", "combo\r"),
)
#: how many lines under a header are read
_CSV_ROWS = 200


def _csv_codes(text: str, low: str, words: tuple[str, ...]) -> Iterator[tuple[int, int]]:
    """The cells of a CSV column named for a lock's code or a PIN (see `_CODE_COLUMN`), under
    a header that holds one of `words` (of `_CSV_GATES`)."""
    seen: set[int] = set()
    for at in word_spots(low, words):
        start = text.rfind("\n", 0, at) + 1
        end = text.find("\n", at)
        end = len(text) if end < 0 else end
        if start in seen or _CSV_HEAD.fullmatch(text, start, end) is None:
            continue
        seen.add(start)
        sep = "," if "," in text[start:end] else "\t"
        fields = text[start:end].rstrip("\r").split(sep)
        cols = {i for i, f in enumerate(fields) if _CODE_COLUMN.fullmatch(f.strip())}
        row = end + 1
        for _ in range(_CSV_ROWS if cols else 0):
            if row >= len(text):
                break
            stop = text.find("\n", row)
            stop = len(text) if stop < 0 else stop
            cells = text[row:stop].split(sep)
            if len(cells) != len(fields):
                break
            offset = row
            for i, cell in enumerate(cells):
                if i in cols and _CODE_CELL.fullmatch(cell):
                    digits = cell.strip().rstrip("#*")
                    yield offset + cell.index(digits), offset + cell.index(digits) + len(digits)
                offset += len(cell) + 1
            row = stop + 1


# -- recovery codes -----------------------------------------------------------------------

_RECOVERY = lazy_compile(
    r"(?i)(?:recovery|backup|scratch|one-time)(?:[ _-](?:verification|security|login))?[ _-]?"
    r"codes?\b|(?:recovery|backup)-codes"
)
# Google's and others' backup codes: two groups of four digits, one to a numbered line
_DIGIT_PAIR = lazy_compile(r"(?m)^[ \t]*\d{1,2}[.)][ \t]+(?P<v>\d{4} \d{4})[ \t]*$")
_GROUPED = lazy_compile(r"(?<![\w-])(?P<v>[A-Za-z0-9]{4,6}(?:-[A-Za-z0-9]{4,6}){1,3})(?![\w-])")
# how far after the words the codes are read: a file of them is a few lines
_RECOVERY_REACH = 600

# -- one-time-password seeds ---------------------------------------------------------------

_OTP_CUE = lazy_compile(
    r"(?i)2fa|\btotp\b|\bmfa\b|\botp\b|authenticator|\bseed\b|two[- ]factor|seed\b"
)
_SPACED_B32 = lazy_compile(
    r"(?<![\w])(?P<v>[a-z2-7]{4}(?: [a-z2-7]{4}){5,15}(?: [a-z2-7]{1,4})?"
    r"|[A-Z2-7]{4}(?: [A-Z2-7]{4}){5,15}(?: [A-Z2-7]{1,4})?)(?![\w])"
)
_B32_LINE = lazy_compile(r"\n[ \t]*(?P<v>[A-Z2-7]{32,128}={0,6})[ \t]*(?:\r?\n|$)")
#: the same seed in groups alone on the line after the cue (the key an app shows under
#: "can't scan?")
_SPACED_LINE = lazy_compile(
    r"\n[ \t]*(?P<v>[a-z2-7]{4}(?: [a-z2-7]{4}){3,15}|[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,15})"
    r"[ \t]*(?:\r?\n|$)"
)
#: a base32 seed in capitals inside the cue's line, in a sentence of any language
_B32_RUN = lazy_compile(r"(?<![\w/+=-])(?P<v>[A-Z2-7]{16,128})={0,6}(?![\w/+=-])")
#: an AWS id is base32 of its own kind (`AIDA…`, `AROA…`, `AKIA…`: 20 or 21 characters)
_AWS_ID = lazy_compile(r"A(?:KI|SI|ID|RO|NP|GP|IP|NV|PK|SC|CC)A[A-Z2-7]{12,17}")
#: a CSV export's header field for a one-time password's seed (`totp`, `login_totp`,
#: `OTPAuth`, `mfa_secret`, `2FA Key`)
_OTP_FIELD = lazy_compile(
    r"(?i)(?:[\w ]{0,20}[_ -])?(?:t?otp(?:auth)?|mfa|2fa|two[_ -]factor)"
    r"(?:[_ -]?(?:secret|seed|key|code))?"
)
_CSV_LINE = lazy_compile(r"[^,\r\n]{0,80}(?:,[^,\r\n]{0,80}){1,40}")
#: the word a field of `_OTP_FIELD` starts with, after no letter or digit (in a line of a
#: hex digest, `…d2faf…`, there is none: the line is not split and matched field by field)
_OTP_FIELD_WORD = lazy_compile(r"(?i)(?<![A-Za-z0-9])(?:t?otp|mfa|2fa|two[_ -]factor)")

# -- passphrases of words --------------------------------------------------------------------

_PHRASE = lazy_compile(
    r"(?i)(?:phrase)\b[^.!?\n]{0,30}?"
    r"""(?:\bis|:|=|->)[ \t]*["'“`]?(?P<v>[a-z]{3,10}(?:-[a-z]{3,10}){3,11})(?![\w-])"""
)
# the same words spaced ("the backup passphrase is: magnet birch willow sierra"), up to
# the line's or the sentence's end, none of a sentence's words among them
_SPACED_PHRASE = lazy_compile(
    r"(?im)(?:phrase|password)\b[^.!?\n]{0,30}?"
    r"""(?:\bis|:|=|->)[ \t]*["'“`]?(?P<v>[a-z]{3,10}(?: [a-z]{3,10}){3,11})"""
    r"""(?=["'”`]?[ \t]*(?:[.,;)]|\r?$))"""
)
_SENTENCE_WORDS = frozenset(
    (  # noqa: SIM905  (a word list reads better as one string)
        "the and for with that this you are was were from have has had not but its into "
        "your our they them then than when what will can must should would there their "
        "these those which been she him her his who how why does did don just also only "
        "very more most some such other over under after before while where here never "
        "always same stored saved kept written shown sent set changed rotated required "
        "needed given empty blank unknown missing wrong correct valid invalid long short "
        "strong weak secret hidden private public vault manager file see use used using "
        "per each every any all one two three four five words word characters letters"
    ).split()
)


#: a phrase's word, and a password's where words may follow (`password is`, `password was`,
#: a quote after its colon); `password:` alone, in a tenth of `bench sanitize`'s mixed
#: messages (configs), opened the rule for nothing
_PHRASE_GATES = ("phrase", "password is", "password was", 'password: "', "password: '")


def _spaced_phrase(value: str) -> bool:
    words = value.lower().split()
    return not any(w in _SENTENCE_WORDS or w.endswith(("ing", "ly")) for w in words)


def _one_code(value: str) -> bool:
    return any(c.isdigit() for c in value) and any(c.isalpha() for c in value)


def _b32_ok(value: str) -> bool:
    plain = value.replace(" ", "").rstrip("=")
    digits = sum(c.isdigit() for c in plain)
    return digits >= 2 and len(plain) - digits >= 8


def _bare_seed(value: str) -> bool:
    """A base32 run in a sentence: a seed's length, digits and letters beyond hex's, no
    AWS id."""
    beyond_hex = sum(c > "F" for c in value)
    return _b32_ok(value) and beyond_hex >= 3 and _AWS_ID.fullmatch(value) is None


def _otp_column(text: str, ls: int, le: int) -> Iterator[tuple[int, int]]:
    """The cells under a CSV header's one-time-password field (a password manager's
    export), from the header at `ls`..`le`, while the rows keep its number of fields."""
    # a header's field is one of the words after a separator, a blank or a quote, or none
    if _OTP_FIELD_WORD.search(text, ls, le) is None or _CSV_LINE.fullmatch(text, ls, le) is None:
        return
    fields = text[ls:le].rstrip("\r").split(",")
    cols = {i for i, f in enumerate(fields) if _OTP_FIELD.fullmatch(f.strip().strip('"'))}
    at, size = le + 1, len(text)
    for _ in range(_CSV_ROWS if cols else 0):
        end = text.find("\n", at)
        end = size if end < 0 else end
        cells = text[at:end].rstrip("\r").split(",")
        if at >= size or len(cells) != len(fields):
            return
        offset = at
        for i, cell in enumerate(cells):
            m = _B32_RUN.fullmatch(cell.strip().strip('"')) if i in cols else None
            if m is not None and _b32_ok(m.group("v")):
                lead = cell.index(m.group("v"))
                yield offset + lead, offset + lead + len(m.group("v"))
            offset += len(cell) + 1
        at = end + 1


#: what an app says over the key it shows when its QR code cannot be scanned
_SCAN_WORDS = ("t scan", "unable to scan", "enter this key", "enter the key", "manual entry")

# few and short literals (each a gate of the one RE2 set, whose automaton a cold pass
# builds), none of the words every text is searched for (`pass`, `auth`, `seed` opened
# the rule on most texts)
_OTP_WORDS = (
    "2fa", "otp", "mfa", "authenticator", "seed", "two-factor", "two factor",
    "setup key", "qr code", "the qr", *_SCAN_WORDS,
)  # fmt: skip
_PIN_WORDS = ("pin ", "pin:", "pin=", "-pin", "puk", "passcode")
_PIN_GATES = frozenset(("pin ", "pin:", "pin=", "-pin", "puk"))
_RECOVERY_GATES = frozenset(("recovery", "backup"))
_OTP_GATES = frozenset(("2fa", "otp", "mfa", "setup key", "qr code", "the qr", *_SCAN_WORDS))
_ONE_TIME_WORDS = (
    "verification", "verify code", "one-time", "one time", "sms code", "text code",
    "login code", "log-in code", "sign-in code", "sign in code", "signin code",
    "security code", "confirmation code", "auth code", "authentication code",
    "authenticator code", "two-factor", "two factor", "2-step", "2fa", "mfa", "otp",
    "digo de", "code de v", "code de s", "tigungscode", "fizierungscode",
    "sicherheitscode", "anmeldecode", "einmalcode",
)  # fmt: skip
#: the words above found inside a longer word (`código de`, `Bestätigungscode`)
_INSIDE_WORDS = frozenset(("digo de", "tigungscode", "fizierungscode"))


def _one_time_spots(low: str, words: tuple[str, ...] = _ONE_TIME_WORDS) -> Iterator[int]:
    """The offsets of a one-time code's `words` that stand as words (`2fa` inside a hex
    digest, `otp` inside `hotpath`, are none)."""
    for word in words:
        for at in word_spots(low, (word,)):
            end = at + len(word)
            if word in _INSIDE_WORDS or (
                (at == 0 or not low[at - 1].isalnum())
                and (end >= len(low) or not low[end].isalnum() or len(word) > 3)
            ):
                yield at


_DOOR_WORDS = (
    "door",
    "gate",
    "alarm",
    "garage",
    "keypad",
    "lockbox",
    "lock box",
    "key safe",
    "entry",
    "installer",
    "padlock",
    "combo",
    "combination",
    "disarm",
    "code for ",
    "code to the ",
)
_DOOR_GATES = frozenset(
    ("door", "alarm", "keypad", "gate code", "installer", "padlock",
     "lockbox", "lock box", "disarm", "combination", "code for ", "code to the ")
)  # fmt: skip


def word_spots(low: str, words: frozenset[str] | tuple[str, ...], cap: int = 16) -> list[int]:
    """The offsets of `words` in `low`, at most `cap` of each, in order."""
    out: list[int] = []
    for word in words:
        at, n = low.find(word), 0
        while at >= 0 and n < cap:
            out.append(at)
            n += 1
            at = low.find(word, at + len(word))
    return sorted(out)


def windows(spots: list[int], before: int, after: int, size: int) -> list[tuple[int, int]]:
    """The stretches `before`/`after` each spot, merged, within a text of `size`."""
    out: list[tuple[int, int]] = []
    for at in spots:
        lo, hi = max(0, at - before), min(size, at + after)
        if out and lo <= out[-1][1]:
            out[-1] = (out[-1][0], max(hi, out[-1][1]))
        else:
            out.append((lo, hi))
    return out


#: the rule's gates: those in a text are all in the `first` it is handed
_GATE_WORDS = (
    *_PIN_GATES, *_RECOVERY_GATES, *_OTP_GATES, *_DOOR_GATES, *_PHRASE_GATES, *_CSV_GATES,
    *_ONE_TIME_WORDS,
)  # fmt: skip
_GATES = frozenset(_GATE_WORDS)


def code_secrets(
    text: str, low: str, first: Mapping[str, int] | None = None
) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of PINs, recovery codes, OTP seeds and passphrases in `text`
    (`first`: the gates found in it, as the sanitizer hands them, each of the rule's that
    `low` holds; None: every part). Each part reads only around its own words; of those,
    a gate the sanitizer did not find is not searched for again."""
    gates = set(first) if first is not None else None
    size = len(text)

    def held(words: tuple[str, ...]) -> tuple[str, ...]:
        return words if gates is None else tuple(w for w in words if w in gates or w not in _GATES)

    if gates is None or not gates.isdisjoint(_PIN_GATES):
        for lo, hi in windows(word_spots(low, held(_PIN_WORDS)), 16, 96, size):
            for m in _PIN_FLAG.finditer(text, lo, hi):
                yield "pin", m.start("v"), m.end("v")
            for m in _PIN_STATED.finditer(text, lo, hi):
                yield "pin", m.start("v"), m.end("v")
    if gates is None or not gates.isdisjoint(_RECOVERY_GATES):
        for lo, hi in windows(
            word_spots(low, held(("recovery", "backup", "scratch"))), 0, 40, size
        ):
            for m in _RECOVERY.finditer(text, lo, hi):
                end = min(size, m.end() + _RECOVERY_REACH)
                for c in _GROUPED.finditer(text, m.end(), end):
                    if _one_code(c.group("v")):
                        yield "recovery_code", c.start("v"), c.end("v")
                for c in _DIGIT_PAIR.finditer(text, m.end(), end):
                    yield "recovery_code", c.start("v"), c.end("v")
    if gates is None or not gates.isdisjoint(_OTP_GATES):
        seen: set[int] = set()
        for at in word_spots(low, held(_OTP_WORDS)):
            ls = text.rfind("\n", 0, at) + 1
            if ls in seen:
                continue
            seen.add(ls)
            le = text.find("\n", at)
            le = size if le < 0 else le
            # a spaced seed holds at least five spaces: a line's rest with fewer (a base64
            # blob whose letters spell `2fa` or `otp`, often a long one) is not searched
            if text.count(" ", at, le) >= 5:
                for m in _SPACED_B32.finditer(text, at, le):
                    if _b32_ok(m.group("v")):
                        yield "otp_seed", m.start("v"), m.end("v")
            m2 = _B32_LINE.match(text, le) if le < size else None
            if m2 is not None and _b32_ok(m2.group("v")):
                yield "otp_seed", m2.start("v"), m2.end("v")
            m3 = _SPACED_LINE.match(text, le) if le < size else None
            if m3 is not None and _b32_ok(m3.group("v")):
                yield "otp_seed", m3.start("v"), m3.end("v")
            if _OTP_CUE.search(text, ls, le) is not None:
                for m in _B32_RUN.finditer(text, ls, le):
                    if _bare_seed(m.group("v")):
                        yield "otp_seed", m.start("v"), m.end("v")
            for s, e in _otp_column(text, ls, le):
                yield "otp_seed", s, e
    if gates is None or not gates.isdisjoint(_ONE_TIME_WORDS):
        # only where digits follow the words: most mentions of a code hold none
        # each word is a gate: those the sanitizer found are all that occur in `low`
        words = (
            _ONE_TIME_WORDS if gates is None else tuple(w for w in _ONE_TIME_WORDS if w in gates)
        )
        spots = sorted(at for at in _one_time_spots(low, words) if ascii_digit(low[at : at + 100]))
        for lo, hi in windows(spots, 24, 120, size):
            for m in _ONE_TIME_CODE.finditer(text, lo, hi):
                yield "one_time_code", m.start("v"), m.end("v")
    if gates is None or not gates.isdisjoint(_DOOR_GATES):
        for lo, hi in windows(word_spots(low, held(_DOOR_WORDS)), 40, 120, size):
            for m in _KEYPAD_ENTRY.finditer(text, lo, hi):
                yield "pin", m.start("v"), m.end("v")
            for m in _CODE_FOR_LOCK.finditer(text, lo, hi):
                pre = m.group("pre")
                if pre is None or pre.lower() in _LOCK_CODE_WORDS:
                    yield "pin", m.start("v"), m.end("v")
            for m in _DOOR_CODE.finditer(text, lo, hi):
                yield "pin", m.start("v"), m.end("v")
            for m in _CODE_LATER.finditer(text, lo, hi):
                pre = m.group("pre")
                if pre is None or pre.lower() in _LOCK_CODE_WORDS:
                    yield "pin", m.start("v"), m.end("v")
    if gates is None or not gates.isdisjoint(_CSV_GATES):
        for s, e in _csv_codes(text, low, held(_CSV_GATES)):
            yield "pin", s, e
    if gates is None or not gates.isdisjoint(_PHRASE_GATES):
        for lo, hi in windows(word_spots(low, held(_PHRASE_GATES)), 8, 160, size):
            for m in _PHRASE.finditer(text, lo, hi):
                yield "password_assignment", m.start("v"), m.end("v")
            for m in _SPACED_PHRASE.finditer(text, lo, hi):
                if _spaced_phrase(m.group("v")):
                    yield "password_assignment", m.start("v"), m.end("v")


@dataclass(frozen=True)
class _CodeRule:
    kind: str = "pin"
    gates: tuple[str, ...] = _GATE_WORDS
    needles: tuple[str, ...] = ()
    priority: int = 9

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        return (Hit(kind, s, e, self.priority) for kind, s, e in code_secrets(text, low, first))


CODE_RULES: tuple[SecretRule, ...] = (_CodeRule(),)
