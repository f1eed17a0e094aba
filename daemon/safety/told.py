"""Short codes told: a credential's noun of any trade, then what it is.

Round 15 of issue 27. Rounds 13 and 14 each took one form of a short code (a
PIN beside its word, a lock's code later in a sentence, a CSV column); the next
set leaked another. The general form is a noun that says a credential, of any
trade, a verb or an operator that says "is", and a short value:

* **a credential's noun told in prose** (kind `pin`): `PIN`, `PUK`, `passcode`,
  `password`, or `code`/`combination` after a word that makes it a credential's
  (`safe`, `override`, `unlock`, `service`, `registration`, `voicemail`, …),
  whatever stands before (`the SIM PIN for the router's backup`, `the pay
  station's service menu PIN on level 2`), then `is`, `was`, `:`, `=`, `->`,
  `changed to`, `set to` or `now` (and `ist`, `est`, `es`, `è`, `é`, `är`, `er`,
  `jest`, `je`: the same verb in other languages), and 4 to 12 digits or three to
  eight lower-case words joined by dashes; the value ends the clause (a comma, a
  full stop, a dash, the line's end: not `1.2`, `12:30`, `1234-5678`). Between the
  noun and the verb no measure's word (`length`, `policy`, `expiry`, `attempts`,
  `version`, …) and no number of three digits or more: `password length: 1024`,
  `PIN attempts are 3`, `the PIN for card 4761 …` stay;
* **the noun right before its digits** where nothing else may stand: `PIN` or
  `PUK` in capitals (`…, PIN 9098`; a GPIO pin is `pin 13`), and the noun after
  `enter` (`enter merchant password 589771 -> Parameters`);
* **a name that says so** (`manager_override: 1878`, `unlock_code=4471`,
  `voicemailPin: 28050`): a key whose last part is `override`, `unlock`,
  `disarm`, `passcode` or a credential's `code`/`pin`, and 4 to 12 digits;
* **numbered codes under their words** ("backup codes, each works once:" then
  ` 1. 80933886` …): six to ten digits, one to a numbered line, in the lines
  after `backup`, `recovery` or `scratch` `code(s)`;
* **words as a secret, on the line under their name** ("Secret Key words:" then
  eight words): a line that ends in `words:`, `phrase:` or `mnemonic:` and names a
  secret's, a recovery's, a seed's or a backup's, and on the next line six to
  twenty-four lower-case words, none of a sentence's.

Speed: the gates are literals of the one RE2 set, none led by a blank: `pin `
(`pin:`…), `puk`, `passcode`, `password is`/`was`/`changed`/`set`, `password 1`,
…, a qualified `code` (`safe code`, `override`, `service code`, …), `codes,`,
`codes:`, `words:`, `phrase:`, `mnemonic:`. Each part reads only the stretch
around its own literal.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.codes import windows, word_spots
from kenning.daemon.safety.prose import PROSE_RULES
from kenning.daemon.safety.secret_rules import SecretRule, SpanRule

__all__ = ["TOLD_RULES", "told_secrets"]

_Spans = Iterator[tuple[int, int]]

#: the words that make a `code` or a `combination` a credential's
_QUALIFIERS = (
    "safe|override|unlock|registration|pairing|activation|voicemail|vault|supervisor|"
    "manager|admin|master|disarm|security|access|entry|alarm|door|gate|keypad|lockbox|"
    "padlock|sim|reset|setup|till|kiosk|installer"
)
#: a menu or a mode only a technician opens: its code is a credential (`service menu code`)
_MENUS = r"(?:service|engineer(?:ing)?|tech(?:nician)?|installer|admin|hidden)[ _-](?:menu|mode)"
#: a word between the qualifier and `code` that makes it a code of another sort
_OTHER_CODE = (
    r"(?!(?:error|status|event|exit|return|reason|response|result|product|item|country|area"
    r"|zip|postal|tax|price|region|part|model|type|zone|fault|trouble|report|log|sku|color"
    r"|colour|class|category|format|language|source|qr|bar)\b)"
)
_NOUN = (
    r"(?:\bpin(?:[ -]?code)?|\bpuk|\bpasscode|\bpasskey|\bpassword|\bpasswort|\bkennwort"
    rf"|\b(?:{_QUALIFIERS})[ _-]override"
    rf"|\b(?:{_QUALIFIERS}|{_MENUS})(?:[ _-]{_OTHER_CODE}[a-z]{{3,12}})?[ _-]?"
    r"(?:code|combination|combo))"
    r"(?![\w-])"
)
_VERB = (
    r"(?:\bis|\bwas|\bare|\bist|\best|\bes|\bè|\bé|\bär|\ber|\bjest|\bje|:|=|->|\bnow"
    r"|\bchanged to|\bset to|\breset to|\bupdated to|\bit's|\bit is)"
)
#: a short value ends its clause: not a decimal, a time, a range, a path, a word
_END = (
    r"(?=[#*]?(?:[ \t]*$|[ \t]*[,;)\]]|[.!?](?!\w)|[ \t]+[-–—>]|[ \t]))"
    r"(?![ \t]+(?:characters|chars|digits|bytes|bits|times|ms|s|sec|seconds|minutes|hours"
    r"|days|long|items|rows|lines|of|per|x|usd|eur|gbp|jpy|inr|dollars?|euros?|hours|hrs"
    r"|px|kb|mb|gb|percent)\b|[ \t]*%)"
)
_TOLD = lazy_compile(
    rf"(?im){_NOUN}(?P<gap>[^.!?\n]{{0,48}}?){_VERB}[ \t]*[\"'“`]?"
    r"(?P<v>\d{4,12}|[a-z]{3,10}(?:-[a-z]{3,10}){2,7})" + _END
)
#: the noun right before its digits: `PIN`/`PUK` in capitals, or after `enter`
_BARE = lazy_compile(
    r"(?m)(?<![\w-])(?:PIN|PUK)[ \t]+(?P<v>\d{4,12})" + _END + r"(?![ \t]+\w)"
    r"|(?i:\benter[ \t]+(?:the[ \t]+)?(?:[a-z]{2,16}[ \t]+){0,2}?"
    r"(?:pin|puk|passcode|password|code))[ \t]+(?P<w>\d{4,12})" + _END + r""
    # a noun that can only be a credential's, right before its digits at the clause's end
    r"|(?i:\b(?:passkey|passcode"
    rf"|(?:{_QUALIFIERS}|{_MENUS})(?:[ -]{_OTHER_CODE}[a-z]{{3,12}})?[ -]code))"
    r"[ \t]+(?P<u>\d{4,12})" + _END + r"(?![ \t]+\w)"
    # digits keyed in and ended by a keypad's key: `enter 1939 then #`, `key in 4471#`
    r"|(?i:\b(?:enter|key[ \t]+in|punch[ \t]+in))[ \t]+(?P<k>\d{4,12})[ \t]*"
    r"(?:(?:then|and)[ \t]+(?:press[ \t]+)?)?[#*](?![\w#*])"
    # what a lock opens with: `the cabinet opens with 80679;`, `unlock it using code 4471.`
    r"|(?i:\b(?:opens|unlocks|disarms|open|unlock|disarm)(?:[ \t]+it)?[ \t]+(?:with|using)"
    r"(?:[ \t]+(?:the[ \t]+)?(?:code|pin|passcode))?)[ \t]+(?!(?:19|20)\d\d\b)(?P<o>\d{4,12})"
    r"(?=[ \t]*(?:[,;.!?)]|$))"
)
#: what between the noun and the verb makes the number a measure, not the code
_MEASURE = lazy_compile(
    r"(?i)\b(?:length|len|size|count|min|max|minimum|maximum|policy|expiry|expires|age"
    r"|attempts?|tries|retries|limit|history|timeout|characters|chars|digits|rounds"
    r"|iterations|bits|cost|version|hash|format|type|field|column|line|order|number of"
    r"|postal|zip|address)\b"
    r"|\d{3}"
)

# a name that says so: `manager_override: 1878`, `unlock_code=4471`, `voicemailPin: 28050`
_NAMED = lazy_compile(
    r"(?i)(?<![\w-])(?P<name>(?:[a-z][a-z0-9]{0,30}[_.-]?)?(?:passcode"
    r"|(?:manager|supervisor|admin|master|till|pos|security|alarm)[_.-]?override"
    rf"(?:[_.-]?(?:code|pin))?|(?:{_QUALIFIERS})[_.-]?(?:code|pin)))"
    r"[\"']?[ \t]*[:=][ \t]*[\"']?(?P<v>\d{4,12})"
    r"(?![\w.:/-])"
)

# numbered codes under their words: ` 1. 80933886`, one to a line
_CODES_HEAD = lazy_compile(r"(?i)(?:backup|recovery|scratch)[ _-]?codes?\b[^\n]{0,80}")
_NUMBERED = lazy_compile(r"(?m)^[ \t]*\d{1,2}[.)][ \t]+(?P<v>\d{6,10})[ \t]*\r?$")
#: a code alone on its line right under the words, in groups or not: `7520 0709`, `a7k2-9xq4`
_CODE_LINE = lazy_compile(
    r"[ \t]*(?:[-*•][ \t]+)?(?P<v>\d{6,10}|\d{3,5}[ -]\d{3,5}(?:[ -]\d{3,5})?"
    r"|[a-z0-9]{4,6}-[a-z0-9]{4,6}(?:-[a-z0-9]{4,6})?)[ \t]*(?:\r?\n|$)"
)
_CODES_REACH = 400

# words as a secret on the line under their name
_WORDS_HEAD = lazy_compile(
    r"(?i)(?:secret|recovery|seed|backup|emergency|master)[^\n]{0,40}?"
    r"(?:words|phrase|mnemonic)[ \t]*:[ \t]*\r?\n"
)
_WORD_LINE = lazy_compile(r"[ \t]*(?P<v>[a-z]{3,10}(?: [a-z]{3,10}){5,23})[ \t]*(?:\r?\n|$)")
_SENTENCE = frozenset(
    (  # noqa: SIM905  (a word list reads better as one string)
        "the and for with that this you are was were from have has had not but its into "
        "your our they them then than when what will can must should would there their "
        "these those which been who how why does did just also only very more most some "
        "such other over under after before while where here never always each every all"
    ).split()
)


_CODE_QUALIFIERS = (
    "safe",
    "registration",
    "pairing",
    "activation",
    "voicemail",
    "vault",
    "supervisor",
    "manager",
    "admin",
    "master",
    "security",
    "access",
    "unlock",
    "reset",
    "setup",
    "till",
    "kiosk",
    "sim",
)
_OPENS = ("opens with", "unlocks with", "disarms with", "it with", "open with", "unlock with")
_TOLD_GATES = (
    "pin ", "pin:", "pin=", "pin-code", "pincode", "puk", "passcode",
    "password is", "password was", "password changed", "password set",
    *(f"password {d}" for d in "0123456789"), *(f"{q} code" for q in _CODE_QUALIFIERS),
    "override", "combination", "passkey", "alarm", "keypad", "lockbox", "padlock", "disarm",
    "menu code", "mode code", "menu pin", "enter ", "key in ", "punch in ", *_OPENS,
)  # fmt: skip
#: where a noun stands right before its digits (`_BARE`)
_BARE_WORDS = (
    "pin ", "puk ", "password ", "passcode ", "passkey ", " code ", "enter ", "key in ",
    "punch in ", *_OPENS,
)  # fmt: skip
_WORDS = tuple(w for w in _TOLD_GATES if not w[-1].isdigit())


def _postal(m: re.Match[str]) -> bool:
    """A `PIN code` of six digits: India's postal code (a Postal Index Number) as often."""
    if len(m.group("v")) != 6 or not m.group("v").isdigit():
        return False
    said = (m.group(0)[: m.start("gap") - m.start()] + m.group("gap")).lower()
    return said.startswith("pin") and said[3:].lstrip(" -").startswith("code")


def _told(text: str, low: str) -> _Spans:
    """A credential's noun, then `is` (or its like) and a short value (see the module)."""
    size = len(text)
    for lo, hi in windows(word_spots(low, _WORDS, 24), 48, 120, size):
        for m in _TOLD.finditer(text, lo, hi):
            if _MEASURE.search(m.group("gap")) is None and not _postal(m):
                yield m.start("v"), m.end("v")
    for lo, hi in windows(word_spots(low, _BARE_WORDS, 24), 48, 40, size):
        for m in _BARE.finditer(text, lo, hi):
            g = next(g for g in ("v", "w", "u", "k", "o") if m.group(g) is not None)
            yield m.start(g), m.end(g)


_NAMED_GATES = (
    "override",
    "unlock",
    "disarm",
    "passcode",
    "code:",
    "code=",
    'code":',
    "pin:",
    "pin=",
    'pin":',
)


def _named(text: str, low: str) -> _Spans:
    """A key whose name says a credential's code, and its digits."""
    for lo, hi in windows(word_spots(low, _NAMED_GATES, 24), 48, 40, len(text)):
        for m in _NAMED.finditer(text, lo, hi):
            yield m.start("v"), m.end("v")


def _numbered(text: str, low: str) -> _Spans:
    """Six to ten digits, one to a numbered line, after `backup`/`recovery` `codes`."""
    for lo, hi in windows(word_spots(low, ("backup", "recovery", "scratch"), 24), 0, 40, len(text)):
        for m in _CODES_HEAD.finditer(text, lo, hi):
            end = min(len(text), m.end() + _CODES_REACH)
            for c in _NUMBERED.finditer(text, m.end(), end):
                yield c.start("v"), c.end("v")
            yield from _code_lines(text, m.end())


def _code_lines(text: str, head_end: int) -> _Spans:
    """The codes one to a line right under a `backup codes` line (two or more, each with
    two digits or more): the run stops at the first line that holds no code."""
    le = text.find("\n", head_end)
    if le < 0 or le - head_end > 80:
        return
    at = le + 1
    found: list[tuple[int, int]] = []
    while at < len(text) and len(found) < 40:
        c = _CODE_LINE.match(text, at)
        if c is None or sum(ch.isdigit() for ch in c.group("v")) < 2:
            break
        found.append(c.span("v"))
        at = c.end()
    if len(found) >= 2:
        yield from found


def _word_lines(text: str, low: str) -> _Spans:
    """A line of six to twenty-four plain words under a line naming a secret's words."""
    for at in word_spots(low, ("words:", "phrase:", "mnemonic:"), 24):
        ls = text.rfind("\n", 0, at) + 1
        m = _WORDS_HEAD.search(text, ls, min(len(text), at + 12))
        if m is None:
            continue
        w = _WORD_LINE.match(text, m.end())
        if w is not None and not any(x in _SENTENCE for x in w.group("v").split()):
            yield w.start("v"), w.end("v")


def _spans(part: Callable[[str, str], _Spans]) -> Callable[[str], _Spans]:
    def find(text: str) -> _Spans:
        return part(text, text.lower())

    return find


def told_secrets(text: str) -> Iterator[tuple[str, int, int]]:
    """(kind, start, end) of the short codes this module finds (see the module)."""
    for rule in _CODE_RULES:
        for start, end in rule.find(text):
            yield rule.kind, start, end


_CODE_RULES: tuple[SpanRule, ...] = (
    SpanRule("pin", _spans(_told), gates=_TOLD_GATES, priority=9),
    SpanRule("pin", _spans(_named), gates=_NAMED_GATES, priority=9),
    SpanRule(
        "recovery_code", _spans(_numbered), gates=("backup", "recovery", "scratch"), priority=9
    ),
    SpanRule(
        "password_assignment",
        _spans(_word_lines),
        gates=("words:", "phrase:", "mnemonic:"),
        priority=9,
    ),
)
#: the codes told, then the short random values stated in prose by their cue (prose.py)
TOLD_RULES: tuple[SecretRule, ...] = (*_CODE_RULES, *PROSE_RULES)
