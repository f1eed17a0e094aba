"""Credentials a command takes by its verb: `zrok enable <token>`, `<cli> configure -s <key>`.

Two forms of a command line no table names, read by what the command does:

* **a verb that takes a credential as its one argument**: `enable`, `activate`,
  `register`, `redeem`, `claim`, `login`, `authenticate` given a single word
  that ends the command (`zrok enable <token>`, `<cli> activate <licence
  key>`); the word is taken when it reads as generated: 20 characters or more
  of a random token, or 10 or more of both cases and digits changing class all
  through (`systemctl enable nginx`, `… register MyApp2` stay);
* **a secret's short flag on a line that configures or logs in**: `-s`, `-k`,
  `-t` or `-p` (a secret, a key, a token, a password) on a line holding
  `configure`, `login`, `auth`, `init`, `setup` or `connect`, given a key of one
  case with digits all through (`twitch configure -i <client id> -s <secret>`)
  or a random token; the flags of ids (`-i`, `-u`, `-c`) keep theirs.

* **a setting set by name**: a `set` verb or flag given a setting whose last
  part names a secret, then its value (`settings set golioth/psk <value>`,
  `--ch-set psk base64:<key>`, `--set auth.password <value>`): the value is
  taken as the name rule takes one (a strong name: any value of 6 characters or
  more that is no reference, placeholder or plain word, `psk default` being the
  default's name; a weak one: a random token or a password's shape); an
  encoding's name before it (`base64:`) is read past.

* **a cipher's raw key** in hex after `-K` (`openssl enc -aes-256-cbc -K <hex>`).

Speed: literal gates of the sanitizer's one RE2 set (the verbs with a blank after
them, the configuring words); each pattern runs only on the lines holding its word.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.secret_rules import Hit, RegexRule, SecretRule
from kenning.daemon.safety.shapes import one_case_key, password_shaped, random_token
from kenning.daemon.safety.values import MARKER_PREFIX, classify_key, hex_key, is_placeholder

__all__ = ["VERB_RULES", "verb_secrets"]

_VERBS = ("enable", "activate", "register", "redeem", "claim", "login", "authenticate")
_VERB_ARG = lazy_compile(
    r"(?:^|(?<=[\s;&|(]))[A-Za-z][\w.-]{0,30}(?:[ \t]+[a-z][\w-]{0,20})?[ \t]+"
    r"(?:enable|activate|register|redeem|claim|login|authenticate)[ \t]+"
    r"""["']?(?P<v>[A-Za-z0-9_-]{10,200})["']?[ \t]*(?=$|[\n;&|#)])"""
)
_CONFIGURING = ("configure", "login", "auth", "init ", "setup", "connect")
_SHORT_FLAG = lazy_compile(
    r"""(?:^|(?<=[ \t]))-[sktp](?:[ \t]+|=)["']?(?P<v>[A-Za-z0-9_-]{16,200})["']?(?=$|[\s;&|)])"""
)


def _classes(value: str) -> list[str]:
    return ["u" if c.isupper() else "l" if c.islower() else "d" for c in value if c.isalnum()]


@functools.lru_cache(maxsize=1024)
def _verb_token(value: str) -> bool:
    """A credential's word: a random token, or both cases and digits changing all through."""
    if value.startswith(MARKER_PREFIX) or is_placeholder(value):
        return False
    if len(value) >= 20 and random_token(value):
        return True
    classes = _classes(value)
    if classes.count("u") < 2 or classes.count("l") < 2 or "d" not in classes:
        return False
    changes = sum(1 for a, b in itertools.pairwise(classes) if a != b)
    return changes >= 5 and changes * 3 >= len(classes)


@functools.lru_cache(maxsize=1024)
def _one_case_key(value: str) -> bool:
    """16 to 64 letters and digits of one case, digits all through: a short generated key."""
    return one_case_key(value, 64, 6)


def _flag_value_ok(value: str) -> bool:
    if value.startswith(MARKER_PREFIX) or is_placeholder(value):
        return False
    return _one_case_key(value) or random_token(value) or password_shaped(value)


def _lines(text: str, low: str, words: tuple[str, ...]) -> Iterator[tuple[int, int]]:
    """The lines of `text` holding one of `words` (in `low`), each once, in order."""
    starts: set[int] = set()
    for word in words:
        at = low.find(word)
        while at >= 0:
            starts.add(text.rfind("\n", 0, at) + 1)
            at = low.find(word, at + len(word))
    for start in sorted(starts):
        end = text.find("\n", start)
        yield start, len(text) if end < 0 else end


# a setting given by name and value to a `set` verb or flag: `settings set <ns>/psk <v>`,
# `--ch-set psk <v>`, `--set auth.password <v>` (config commands' `config set` is commands.py's)
_SETTING = lazy_compile(
    r"""(?:(?<![\w-])set|--?[a-z][\w-]{0,20}-set)[ \t]{1,4}["']?(?P<name>[\w./:-]{2,120}?)"""
    r"""["']?(?:[ \t]{1,4}|=)(?:(?P<q>["'])(?P<qv>[^\s"'`]{4,400})(?P=q)"""
    r"""|(?P<v>[^\s"'`;&|()<>\\-][^\s"'`;&|()<>\\]{3,400}))"""
)
_SETTING_WORDS = ("psk", "pass", "pwd", "secret", "token", "key")
#: an encoding named before a value (`base64:…`, `hex:…`): the value is what follows
_ENCODING = lazy_compile(r"(?:base64|b64|hex|base32):")


def setting_secrets(text: str, low: str) -> Iterator[tuple[int, int]]:
    """Values given to a `set` verb or flag after a setting named for a secret."""
    for lo, hi in _lines(text, low, ("set ", "-set ")):
        for m in _SETTING.finditer(text, lo, hi):
            name = re.split(r"[./:]", m.group("name"))[-1].lstrip("_-")
            verdict = classify_key(name) if name else None
            if verdict is None or (name.lower() in _PUBLIC_SETTINGS):
                continue
            group = "qv" if m.group("q") else "v"
            value = m.group(group)
            encoding = _ENCODING.match(value)
            body = value[encoding.end() :] if encoding is not None else value
            if value.startswith(("$", "%", "{", MARKER_PREFIX)) or is_placeholder(body):
                continue
            strong = verdict[1]
            # a strong name takes a value that is no plain word (`psk default`: the default)
            if (
                (strong and len(body) >= 6 and not body.isalpha())
                or random_token(body)
                or password_shaped(body)
            ):
                yield m.span(group)


_PUBLIC_SETTINGS = frozenset(("signingkey", "keyid", "key_id", "keyfile", "key_file"))


def verb_secrets(text: str, low: str | None = None) -> Iterator[tuple[int, int]]:
    """The spans of credentials given to a verb that takes one or to a secret's short flag."""
    if low is None or len(low) != len(text):
        low = text.lower()
    yield from _verb_args(text, low)
    yield from setting_secrets(text, low)
    yield from _short_flags(text, low)


def _verb_args(text: str, low: str) -> Iterator[tuple[int, int]]:
    for lo, hi in _lines(text, low, _VERB_GATES):
        for m in _VERB_ARG.finditer(text, lo, hi):
            if _verb_token(m.group("v")):
                yield m.span("v")


def _short_flags(text: str, low: str) -> Iterator[tuple[int, int]]:
    for lo, hi in _lines(text, low, _CONFIGURING):
        for m in _SHORT_FLAG.finditer(text, lo, hi):
            if _flag_value_ok(m.group("v")):
                yield m.span("v")


_VERB_GATES = tuple(v + " " for v in _VERBS)


# three rules, each opened by its own words and needles (a rule called for nothing costs a
# prose text more than its search: `set ` and `connect` are common words)
@dataclass(frozen=True)
class _VerbArgRule:
    kind: str = "secret_argument"
    gates: tuple[str, ...] = _VERB_GATES
    needles: tuple[str, ...] = _VERB_GATES
    priority: int = 7

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        return (Hit(self.kind, s, e, self.priority) for s, e in _verb_args(text, low))


@dataclass(frozen=True)
class _ShortFlagRule:
    kind: str = "secret_argument"
    gates: tuple[str, ...] = _CONFIGURING
    needles: tuple[str, ...] = (" -s", " -k", " -t", " -p", "\t-s", "\t-k", "\t-t", "\t-p")
    priority: int = 7

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        return (Hit(self.kind, s, e, self.priority) for s, e in _short_flags(text, low))


@dataclass(frozen=True)
class _SettingRule:
    kind: str = "secret_argument"
    # the verb or the flag, not the secret's words (in most texts: the rule was called for
    # nothing there, a tenth of prose's time)
    gates: tuple[str, ...] = ("-set ", "s set ")
    needles: tuple[str, ...] = ()
    priority: int = 7

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        return (Hit(self.kind, s, e, self.priority) for s, e in setting_secrets(text, low))


# a cipher's raw key in hex after openssl's `-K` (a capital: `-k` is a password or a
# client's `--insecure`)
_RAW_KEY = RegexRule(
    "secret_argument",
    lazy_compile(r"(?<![\w-])-K[ \t]+(?P<v>[0-9a-fA-F]{32,128})(?![\w-])"),
    gates=("-k ",),
    needles=("-K",),
    judge=hex_key,
    priority=7,
)

VERB_RULES: tuple[SecretRule, ...] = (_VerbArgRule(), _ShortFlagRule(), _SettingRule(), _RAW_KEY)
