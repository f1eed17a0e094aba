"""Secret redaction, applied before anything is persisted, exported or shown.

A `Sanitizer` runs the built-in rules (builtin.py lists them, in order: secrets known by
their shape, such as `ghp_…` or a PEM block, in `secret_rules.py`; secrets known by their
name, such as `password=…`, in `names.py`; and those of `commands.py`, `markup.py`,
`pasted.py` and the other rule modules) plus the user's `sanitize.extra_patterns`, each
checked by `regex_safety.py` so that none can backtrack catastrophically.

Only the secret *value* is replaced, by `[REDACTED:<kind>]`; the name, the
quotes and the rest of the text stay, so a redacted transcript still reads.
When rules overlap, the union of their spans is replaced once, with the kind
of the more specific rule. The marker never matches a rule, and `redact`
repeats until nothing is found, so redacting twice changes nothing.
"""

from __future__ import annotations

import bisect
import contextlib
import functools
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import orjson

from kenning.daemon.core.errors import SanitizerError
from kenning.daemon.safety.builtin import BUILTIN_RULES
from kenning.daemon.safety.declared import DECLARATION_MARKS, declarations, may_declare
from kenning.daemon.safety.diff_lines import changed_lines, may_be_diff
from kenning.daemon.safety.encoded import read_back_with
from kenning.daemon.safety.escapes import (
    HEX_MARKS,
    QUOTING_MARKS,
    ZIG_MARK,
    byte_escaped,
    escaped_lines,
    hex_text,
    mail_decoded,
    markup,
    may_be_hex_text,
    may_be_mail_encoded,
    may_be_markup,
    may_escape_bytes,
    may_quote,
    may_render,
    original_end,
    original_offset,
    quoted_lines,
    quoting,
    rendered,
    script_split,
    slashes_unescaped,
    typographic,
    url_decoded,
)
from kenning.daemon.safety.escapes import decoded as escapes_decoded
from kenning.daemon.safety.gates import GateFinder
from kenning.daemon.safety.joined import JOINED_MARKS, joined, may_join
from kenning.daemon.safety.public import drop_public, public_name, public_value
from kenning.daemon.safety.references import drop_references
from kenning.daemon.safety.repeated import with_repeats
from kenning.daemon.safety.secret_rules import (
    MARKER_PREFIX,
    MARKER_RE,
    Hit,
    RegexRule,
    SecretRule,
    classify_key,
    marker,
    not_placeholder,
    quoted_value_ok,
)
from kenning.daemon.safety.unbroken import may_be_broken, unbroken

if TYPE_CHECKING:
    from kenning.daemon.core.settings import SanitizeConfig


__all__ = [
    "MARKER_PREFIX",
    "Finding",
    "Sanitizer",
    "default_sanitizer",
    "marker",
]


@dataclass(frozen=True)
class Finding:
    """One secret found in a text."""

    kind: str  # e.g. "aws_access_key", "github_token", "password_assignment"
    start: int  # offset of the secret value's first character
    end: int  # offset just past the value
    line: int  # 1-based line number of `start`


# -- the sanitizer ----------------------------------------------------------------------


def _compile_extra(index: int, pattern: object) -> RegexRule:
    # imported here: only a config with extra patterns pays for the checker
    from kenning.daemon.safety.regex_safety import MAX_PATTERN_LENGTH, unsafe_reason

    where = f"sanitize.extra_patterns[{index}]"
    fix_base = (
        f"correct or remove entry {index} of `sanitize.extra_patterns` in your kenning config "
        "(`kenning config show` names the file that sets it)"
    )
    if not isinstance(pattern, str) or not pattern:
        raise SanitizerError(f"{where} is not a non-empty string: `{pattern!r}`", fix=fix_base)
    if len(pattern) > MAX_PATTERN_LENGTH:
        raise SanitizerError(
            f"{where} is {len(pattern)} characters long, over the limit of {MAX_PATTERN_LENGTH}: "
            f"`{pattern[:60]}…`",
            fix=fix_base + "; match the secret's distinctive prefix instead of spelling it out",
        )
    try:
        compiled = re.compile(pattern)
    except re.error as exc:
        raise SanitizerError(
            f"{where} `{pattern}` is not a valid regular expression: {exc}", fix=fix_base
        ) from exc
    reason = unsafe_reason(pattern)
    if reason:
        raise SanitizerError(
            f"{where} `{pattern}` is unsafe: {reason}",
            fix=fix_base
            + "; repeat a plain character class instead of a group (`[\\w.]+`, not `(\\w+\\.?)+`), "
            "give each repetition a separator the inner part cannot match (`(?:[a-z]+\\.)+`), "
            "or make the inner repeat possessive (`a++`)",
        )
    if compiled.search("") is not None:
        raise SanitizerError(
            f"{where} `{pattern}` matches empty text, so it would mark nothing and everything",
            fix=fix_base + "; require at least one character, e.g. `+` instead of `*`",
        )
    if compiled.search(marker("custom_pattern")) is not None:
        raise SanitizerError(
            f"{where} `{pattern}` matches kenning's own marker `{marker('custom_pattern')}`, "
            "so redacting would never settle",
            fix=fix_base + "; make the pattern specific to the secret's format",
        )
    # the value is group `v` if named so, else group 1, else the whole match
    group: str | int = "v" if "v" in compiled.groupindex else 1 if compiled.groups else 0
    return RegexRule("custom_pattern", compiled, priority=0, group=group)


@dataclass(frozen=True)
class Sanitizer:
    """Finds and redacts secrets in text and JSON-like values."""

    rules: Sequence[SecretRule] = field(default=BUILTIN_RULES)
    # derived from `rules`: which rules a text opens (gates.py)
    _finder: GateFinder = field(init=False, repr=False, compare=False)
    # `redact` of the short texts, which repeat (tool names, `yes`, the values of a
    # connector's id maps): redaction is a function of the text, so memoised (`SHORT_MEMO`)
    _short: dict[str, str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        setattr_ = object.__setattr__  # frozen dataclass: derived fields are set once here
        setattr_(self, "_finder", GateFinder(self.rules, _VIEW_MARKS))
        setattr_(self, "_short", {})

    @classmethod
    def from_config(cls, config: SanitizeConfig) -> Sanitizer:
        """The built-in rules plus the user's `sanitize.extra_patterns`.

        Raises:
            SanitizerError: an extra pattern does not compile, is too long, matches
                empty text or could backtrack catastrophically; the message names the
                pattern and the config key to fix.
        """
        extra = tuple(_compile_extra(i, p) for i, p in enumerate(config.extra_patterns))
        return cls(rules=(*extra, *BUILTIN_RULES))

    def may_hold_secret(self, text: str, depth: int = 0) -> bool:
        """False when no rule can match anywhere in `text`: no gate word, no probe, no ungated
        rule, in it or in any view of it `_scan` reads (`_views`).

        False guarantees `redact(text) == text`, and, for JSON text, that no
        key in it names a secret (every secret-naming key holds a gate word),
        so `redact_json` of the value it encodes changes nothing.
        """
        finder = self._finder
        low = text.lower()
        try:
            first, needles_found = finder.found(text, low)
        except UnicodeEncodeError:  # a lone surrogate: read as `_hits` reads it
            return self.may_hold_secret(_SURROGATE.sub("\ufffd", text), depth)
        if first or finder.ungated:
            return True
        return any(
            self.may_hold_secret(view, depth + 1)
            for view, _ in self._views(text, low, depth, needles_found)
        )

    def _scan(
        self,
        text: str,
        depth: int = 0,
        given: _Found | None = None,
        read: dict[tuple[str, int], list[Hit]] | None = None,
    ) -> list[Hit]:
        """The rules' hits in `text` and in its unquoted views (`_unquoted`), unmerged.

        `given`: `text`'s lower case and what the gates' pass found in it, when that
        pass has run already (`redact_all`). `read`: the views read so far under one
        text, by view and depth: two views of a view often make the same text (a long
        message's typographic quotes straightened, then its quoted lines unmarked, and the
        other way round), which is read once (a 158 KB message of a real session was read
        647 times as 154 texts: 78 s)."""
        finder = self._finder
        if given is None:
            low = text.lower()
            first, needles_found = finder.found(text, low)
        else:
            low, (first, needles_found) = given
        hits: list[Hit] = []
        if (first or finder.ungated) and needles_found is not None:
            # an ASCII text: the one pass found its needles too
            gates = tuple(first)
            run = finder.runs.get((gates, needles_found))
            if run is None:
                run = finder.run(gates, needles_found)
            for rule in run:
                hits.extend(rule.scan(text, low, first))
        elif first or finder.ungated:
            gates = tuple(first)
            rules = finder.selection.get(gates) or finder.select(gates)
            held: frozenset[int] | None = None  # the `requires` found, once one is asked
            for rule, needles, low_needles, required in rules:
                if needles or low_needles:
                    for needle in needles:  # a loop, not any(): this runs for most messages
                        if needle in text:
                            break
                    else:
                        for needle in low_needles:
                            if needle in low:
                                break
                        else:
                            continue
                if required:
                    if held is None:
                        held = finder.required(text, low)
                    if held.isdisjoint(required):
                        continue
                hits.extend(rule.scan(text, low, first))
        for view, back in self._views(text, low, depth, needles_found):
            if read is None:
                read = {}
            in_view = read.get((view, depth + 1))
            if in_view is None:
                in_view = read[view, depth + 1] = self._scan(view, depth + 1, None, read)
            hits.extend(in_view if back is None else back(in_view))
        return hits

    def _views(
        self, text: str, low: str, depth: int, needles_found: tuple[int, ...] | None
    ) -> Iterator[tuple[str, _Back | None]]:
        """The views of `text` (its lower case `low`) that the rules read again, in order,
        each with what maps a hit in it back to `text` (None: the same offsets). `_scan`
        reads them, `may_hold_secret` asks whether one holds a gate: one list for both.

        `needles_found`: the gates' pass's answer for an ASCII text (None: not ASCII), whose
        marks decide some views (`GateFinder.marked`)."""
        if depth >= NESTED_QUOTES:
            return
        finder = self._finder
        # a text with an escaped quote is read again as `_unquoted` shows it
        # (a backslash first: one memchr, ten times as fast as the search for the pair,
        # settles most texts)
        slash = "\\" in text
        if slash and '\\"' in text:
            unquoted = _unquoted(text)
            if unquoted is not None:
                yield unquoted[0], functools.partial(_unshifted, unquoted[1])
        # and a text with URL-encoded separators (`password%3D…%26`, `%22token%22%3A…`) as
        # it reads decoded (`%` first: one memchr settles nearly every text)
        if "%" in text and ("%3" in text or "%2" in text):
            yield from _decoded_view(url_decoded(text))
        # and a URL whose slashes are escaped (`https:\\/\\/…`, an xcconfig's `https:/$()/…`)
        # with its slashes (escapes.py)
        if (slash and "\\/\\/" in text) or "/$()/" in text:
            yield from _decoded_view(slashes_unescaped(text))
        # and a text with quotes escaped as `\u0022` or `&quot;` as it would print (escapes.py)
        # (substring tests inline: a call per text costs more than they do)
        if (slash and "\\u00" in text) or (
            "&" in text and ("&quot;" in text or "&#" in text or "&lt;" in text)
        ):
            yield from _decoded_view(escapes_decoded(text))
        # and a document kept in a one-line string (`'---\\n  name: …\\n  value: …'`) with its
        # `\\n` escapes read as lines' ends: one character for one (escapes.py); not a
        # string of JSON in a string (`\\"`: its lines are code a value would run into)
        if depth == 0 and slash and "\\n" in text and '\\"' not in text:
            lines = escaped_lines(text)
            if lines is not None:
                yield lines, None
        # and a text with typographic quotes (`“…”`) as it reads with straight ones: one
        # character for one, so its hits' spans are the text's (escapes.py)
        if not text.isascii():
            straight = typographic(text)
            if straight is not None:
                yield straight, None
            # and with a suffix of another script joined to a Latin value apart (escapes.py)
            split = script_split(text)
            if split is not None:
                yield split, None
        # and a text with bytes written as escapes (`\\040`, `\\x70\\x61`, `\\0`) as they print
        if slash and may_escape_bytes(text):
            yield from _decoded_view(byte_escaped(text))
        # and a text with hex bytes (`61 70 69`, `hex(2):61,00`, `h'…'`) as the text they
        # encode, when a secret's name is written so or a value's mark stands (escapes.py;
        # in an ASCII text the gates' pass found the marks)
        if may_be_hex_text(low) if needles_found is None else finder.marked(needles_found, "hex"):
            yield from _decoded_view(hex_text(text))
        # and a text as a terminal or a document shows it: without colour codes and CDATA
        # marks (escapes.py; `[` first: one memchr settles most texts)
        if "[" in text and may_render(text, slash):
            yield from _decoded_view(rendered(text))
        # and a mail's encoded words and base64 parts as their text (escapes.py)
        if may_be_mail_encoded(text, low):
            yield from _decoded_view(mail_decoded(text))
        # and a document's text without its inline markup (`<span>`, `\\texttt{`: escapes.py)
        if ("</" in text or slash) and may_be_markup(text, slash):
            yield from _decoded_view(markup(text))
        # and a text whose lines are quoted (aider's `#### `, Markdown's `> `) without the
        # marks, so that what reads a line's start reads it (escapes.py)
        if (
            ("#### " in text or "\n>" in text)
            if needles_found is None
            else finder.marked(needles_found, "quoted")
        ):
            yield from _decoded_view(quoted_lines(text))
        # and a language's own quoting (`[==[…]==]`, `qq{…}`, `~s{…}`, `''…''`, `x"…"`, a Zig
        # `\\\\` line, Tcl's braces) as a double-quoted string (escapes.py)
        if (
            may_quote(low)
            if needles_found is None
            else finder.marked(needles_found, "quoting")
            or (slash and "\\\\" in text and finder.marked(needles_found, "zig"))
        ):
            yield from _decoded_view(quoting(text))
        # and a declaration's type, clause or mark between a name and its value as `=`
        # (`NAME: vector<u8> =`, `PIC X(20) VALUE`, `As String =`, `:password "…"`: declared.py)
        if may_declare(low) if needles_found is None else finder.marked(needles_found, "declared"):
            yield from _decoded_view(declarations(text))
        # and literals joined in code (`'a' || 'b'`, `"a" + "b"`, `"".join([…])`) as the one
        # literal they make (joined.py)
        if may_join(low) if needles_found is None else finder.marked(needles_found, "joined"):
            yield from _decoded_view(joined(text))
        # and a diff's changed lines without their `+`/`-` marks (diff_lines.py)
        if may_be_diff(text):
            yield from _decoded_view(changed_lines(text))
        # and a value broken over two lines at a dash (a PDF's hyphen, an OCR'd key's group)
        # read whole (unbroken.py)
        if may_be_broken(text):
            yield from _decoded_view(unbroken(text))

    def _hits(self, text: str, given: _Found | None = None) -> list[Hit]:
        if not text:
            return []
        try:
            hits = self._scan(text, 0, given)
        except UnicodeEncodeError:
            # a lone surrogate (a JSON `\ud800` escape read alone): RE2 reads UTF-8, which
            # cannot hold one; the text is read with U+FFFD in its place, one character for
            # one, so the hits' offsets are the text's own
            return self._hits(_SURROGATE.sub("\ufffd", text))
        if not hits:
            return hits
        # a value public by its name or its form (public.py) is not a secret, nor one that
        # names where a secret comes from (references.py)
        hits = drop_references(text, drop_public(text, hits))
        # the same value written elsewhere in the text is the same secret (repeated.py)
        if hits:
            hits = with_repeats(text, hits)
        if hits and MARKER_PREFIX in text:
            # a value overlapping an earlier marker is that marker, not a new secret
            spans = [m.span() for m in MARKER_RE.finditer(text)]
            starts = [s for s, _ in spans]
            hits = [h for h in hits if not _overlaps(h, spans, starts)]
        return _merge(hits)

    def find(self, text: str) -> list[Finding]:
        """Every secret in `text`, in order, overlapping matches merged.

        Args:
            text: any text (a message, a diff, a file).

        Returns:
            One `Finding` per secret value, with character offsets into `text`.
        """
        hits = self._hits(text)
        if not hits:
            return []
        findings: list[Finding] = []
        line, pos = 1, 0
        for h in hits:  # in order: count the newlines between one finding and the next
            line += text.count("\n", pos, h.start)
            pos = h.start
            findings.append(Finding(h.kind, h.start, h.end, line))
        return findings

    def redact(self, text: str) -> str:
        """`text` with each secret value replaced by `[REDACTED:<kind>]`.

        The rest of the text is kept. Redaction repeats until nothing more is
        found (rarely more than once), so `redact(redact(x)) == redact(x)`; it ends
        because each round turns at least one unmarked character into a marker.
        """
        if len(text) <= SHORT_CHARS:
            memo = self._short
            found = memo.get(text)
            if found is None:
                found = self._redact(text)
                if len(memo) >= SHORT_MEMO:
                    memo.clear()  # a new batch of texts: the old ones rarely come back
                memo[text] = found
            return found
        return self._redact(text)

    def redact_all(self, texts: Sequence[str]) -> list[str]:
        """`redact` of each of `texts`, in order: the same texts, in less time.

        The gates' pass (gates.py) runs over a batch of them back to back, then
        the rules read each. The pass's automaton spans megabytes of states;
        between one text and the next the rules' own work pushes them out of the
        processor's caches, and the pass over a text costs several times what it
        costs right after the pass over another (bench/README.md, "The
        redactor's first pass on Hyperscan"). The ingest writer redacts a
        session's messages so.
        """
        finder = self._finder
        redacted: list[str] = []
        start = 0
        while start < len(texts):
            # a batch: up to `BATCH_TEXTS` texts, and `BATCH_CHARS` characters (their
            # lower cases are kept until the rules have read them); short texts are
            # left to `redact`'s memo
            found: dict[str, _Found] = {}
            ascii_texts: dict[str, str] = {}  # an ASCII text -> its lower case
            end, chars = start, 0
            while end < len(texts) and end - start < BATCH_TEXTS and chars < BATCH_CHARS:
                text = texts[end]
                end += 1
                if len(text) > SHORT_CHARS and text not in found and text not in ascii_texts:
                    low = text.lower()
                    if text.isascii():
                        ascii_texts[text] = low
                    else:
                        with contextlib.suppress(UnicodeEncodeError):  # `_hits` reads it alone
                            found[text] = (low, finder.found(text, low))
                    chars += len(text)
            if ascii_texts:
                # the ASCII ones together: each of the gates' sets over all of them in turn
                answers = finder.found_all(list(ascii_texts), list(ascii_texts.values()))
                for (text, low), answer in zip(ascii_texts.items(), answers, strict=True):
                    found[text] = (low, answer)
            for text in texts[start:end]:
                given = found.get(text)
                redacted.append(self.redact(text) if given is None else self._redact(text, given))
            start = end
        return redacted

    def _redact(self, text: str, given: _Found | None = None) -> str:
        hits = self._hits(text, given)
        while hits:
            parts: list[str] = []
            pos = 0
            for h in hits:
                parts.append(text[pos : h.start])
                parts.append(marker(h.kind))
                pos = h.end
            parts.append(text[pos:])
            text = "".join(parts)
            hits = self._hits(text)
        return text

    def contains_secret(self, text: str) -> bool:
        """Whether `text` holds at least one secret."""
        return bool(self._hits(text))

    def redact_json(
        self,
        value: object,
        *,
        encoded: bytes | None = None,
        shortcut: bool = True,
        redact: Callable[[str], str] | None = None,
    ) -> object:
        """A copy of a JSON-like value with secrets redacted in every string.

        Dict keys are kept; a string under a key that names a secret (`"password"`,
        `"api_key"`, `"Authorization"`) is redacted as a whole, unless it is an
        empty value or a placeholder. Other strings go through `redact`. Numbers
        under a strong secret name (`pin_password`) become the marker too.

        A dict or list whose JSON text holds no gate word (`may_hold_secret`)
        is returned as it is, without a copy: one pass of the gate automaton
        over its serialisation instead of a walk in Python.
        A caller that has serialised `value` already with `orjson.dumps(value)`
        passes it as `encoded`, so it is not done twice. A caller whose values
        often hold a gate word, or hold short strings (memoised by `redact`),
        passes `shortcut=False`: the walk alone, without a pass over the whole
        text that would often only find it needed, after which the strings are
        searched a second time (the ingest writer, for tool inputs and the
        connectors' checkpoint state). The result is the same: the shortcut is
        taken only where the walk changes nothing. `redact` stands for `self.redact` on
        each string the walk hands on (a caller's memo of the texts it met before).
        """
        if shortcut and isinstance(value, dict | list) and not self._finder.ungated:
            if encoded is None:
                # not JSON (a non-string key, a surrogate) or nested too deep: walked
                with contextlib.suppress(TypeError):
                    encoded = orjson.dumps(value)
            if encoded is not None and not self.may_hold_secret(encoded.decode()):
                return value
        return self._redact_value(value, None, redact or self.redact)

    def _redact_value(
        self, value: object, key: str | None, redact: Callable[[str], str] | None = None
    ) -> object:
        if redact is None:
            redact = self.redact
        if isinstance(value, str):
            verdict = _json_key_verdict(key)
            if verdict is not None and not public_name(key or "", value):
                kind, strong = verdict
                if kind == "authorization_header":
                    scheme = re.match(r"(?i)(?:bearer|basic|token|digest|apikey)\s+", value)
                    rest = value[scheme.end() :] if scheme else value
                    if not_placeholder(rest) and not rest.startswith(MARKER_PREFIX):
                        return (scheme.group(0) if scheme else "") + marker(kind)
                elif quoted_value_ok(value, key or "", strong) and not public_value(
                    value, key or ""
                ):
                    return marker(kind)
            return redact(value)
        if isinstance(value, dict):
            # a string under a key that names no secret is `redact`ed: said here, not in
            # a call per member (most members of tool inputs and connectors' id maps)
            out: dict[Any, object] = {}
            for k, v in value.items():
                if isinstance(v, str) and isinstance(k, str) and _key_verdict(k) is None:
                    out[k] = redact(v)
                else:
                    out[k] = self._redact_value(v, k if isinstance(k, str) else None, redact)
            return out
        if isinstance(value, list):
            return [self._redact_value(v, key, redact) for v in value]
        if isinstance(value, tuple):
            return tuple(self._redact_value(v, key, redact) for v in value)
        if isinstance(value, int | float) and not isinstance(value, bool):
            verdict = _json_key_verdict(key)
            if verdict is not None and verdict[1]:
                return marker(verdict[0])
        return value


#: texts up to this long are redacted once per `Sanitizer` (`Sanitizer.redact`): on the
#: bench's ingest corpus 142,000 of 210,000 calls were such repeats, of 6,200 texts
SHORT_CHARS = 64
#: and at most this many of them are kept (under 3 MB)
SHORT_MEMO = 8192
#: `Sanitizer.redact_all`'s batch: the gates' pass runs over this many texts at most, and
#: over about this many characters, before the rules read them (on the bench corpus, at
#: a load of 6-8: the pass 0.52-0.66 -> 0.38-0.42 s of CPU in a run, the run 1.61 ->
#: 1.46 s, the median of 8 taken in turns; 4,096 texts did no better)
BATCH_TEXTS = 512
BATCH_CHARS = 1 << 20

#: the literals that decide whether `_scan` reads a view of a text, which the gates' one
#: pass over an ASCII text finds with its gates (`GateFinder.marked`): a secret's name in hex
#: bytes or a registry value's mark (escapes.py), a line quoted by aider or Markdown, a
#: literal of a language's own quoting (escapes.py), a declaration's syntax (declared.py),
#: literals joined in code (joined.py)
_VIEW_MARKS = {
    "hex": HEX_MARKS,
    "quoted": ("#### ", "\n>"),
    "quoting": QUOTING_MARKS,
    "zig": (ZIG_MARK,),
    "declared": DECLARATION_MARKS,
    "joined": JOINED_MARKS,
}

#: a text's lower case and what the gates' pass found in it (`GateFinder.found`)
_Found = tuple[str, tuple[dict[str, int], tuple[int, ...] | None]]

#: how many levels of escaped quotes the sanitizer reads through (`_unquoted`): a
#: JSON document in a string of a JSON document in a string is two
NESTED_QUOTES = 3
#: a backslash escaping a quote or a backslash, as JSON and most languages write them
_QUOTE_ESCAPE = re.compile(r'\\([\\"])')


def _unquoted(text: str) -> tuple[str, list[int]] | None:
    """`text` with `\\"` and `\\\\` unescaped, or None when it has no escaped quote.

    A JSON document held in a string (a curl body, a tool's JSON output
    printed as a string, a Codex call's arguments) is spelt `{\\"Cookie\\":
    \\"sid=…\\"}`: the rules read keys and values between quotes and miss it.
    The sanitizer reads such text a second time as this view (and the view's
    own view, one level of nesting each). `shifts[j]` is where the j-th
    removed backslash's next character sits in the view, so a view offset `i`
    is `i + bisect_right(shifts, i)` in `text`.
    """
    if '\\"' not in text:
        return None
    shifts = [m.start() - j for j, m in enumerate(_QUOTE_ESCAPE.finditer(text))]
    return _QUOTE_ESCAPE.sub(r"\1", text), shifts


#: what maps the hits in a view of a text back to the text (`Sanitizer._views`)
_Back = Callable[[list[Hit]], list[Hit]]


def _unshifted(shifts: list[int], hits: list[Hit]) -> list[Hit]:
    """`hits` in an `_unquoted` view, at their offsets in its text (`shifts`: `_unquoted`'s)."""
    back: list[Hit] = []
    for h in hits:
        start = h.start + bisect.bisect_right(shifts, h.start)
        end = h.end - 1 + bisect.bisect_right(shifts, h.end - 1) + 1
        back.append(Hit(h.kind, start, end, h.priority))
    return back


def _decoded_back(at: Sequence[float], extra: list[int], hits: list[Hit]) -> list[Hit]:
    """`hits` in a decoded view of a text (escapes.py's form: `at`, `extra`), at their
    offsets in the text."""
    return [
        Hit(h.kind, original_offset(h.start, at, extra), original_end(h.end, at, extra), h.priority)
        for h in hits
    ]


def _decoded_view(
    view: tuple[str, Sequence[float], list[int]] | None,
) -> Iterator[tuple[str, _Back]]:
    """A decoded view (escapes.py's form), if any, as `Sanitizer._views` yields it."""
    if view is not None:
        plain, at, extra = view
        yield plain, functools.partial(_decoded_back, at, extra)


def _json_key_verdict(key: str | None) -> tuple[str, bool] | None:
    """`classify_key` for a JSON key, which may be plural: `{"passwords": ["…"]}`."""
    if key is None:
        return None
    return _key_verdict(key)


@functools.lru_cache(maxsize=4096)
def _key_verdict(key: str) -> tuple[str, bool] | None:
    # keys repeat (`command`, `file_path`): a pure function of the key, so memoised
    verdict = classify_key(key)
    if verdict is None and key.endswith("s"):
        verdict = classify_key(key[:-1])
    return verdict


def _overlaps(hit: Hit, spans: list[tuple[int, int]], starts: list[int]) -> bool:
    i = bisect.bisect_right(starts, hit.start)
    if i > 0 and spans[i - 1][1] > hit.start:
        return True
    return i < len(spans) and spans[i][0] < hit.end


def _merge(hits: list[Hit]) -> list[Hit]:
    """Sort hits and fuse overlapping ones: the union of the spans, the kind of the best rule."""
    hits.sort(key=lambda h: (h.start, h.priority, -h.end))
    merged: list[Hit] = []
    for h in hits:
        if merged and h.start < merged[-1].end:
            last = merged[-1]
            best = last if last.priority <= h.priority else h
            merged[-1] = Hit(best.kind, last.start, max(last.end, h.end), best.priority)
        else:
            merged.append(h)
    return merged


#: a UTF-16 surrogate standing alone in a text (no UTF-8 can hold one)
_SURROGATE = re.compile("[\ud800-\udfff]")


@functools.cache
def default_sanitizer() -> Sanitizer:
    """The sanitizer with the built-in rules only (built once, then shared)."""
    return Sanitizer()


# a quoted-printable mail is read back and searched with the built-in rules (encoded.py)
read_back_with(lambda text: ((f.start, f.end) for f in default_sanitizer().find(text)))
