"""A name and its value that a format sets apart: in two elements, two lines or two columns.

Round 37 of issue 27 (held-out 39: secrets baked into artefacts and state). Each form below
is read back as `<name> = <value>` (rendered.py's `assigned`), and the built-in rules judge
that line: a value is taken only where a secret's name and a secret's value stand together.

* **two elements** (`<key>LicenseKey</key><string>…</string>` in a property list,
  `<param-name>…</param-name><param-value>…` in a `web.xml`, Hadoop's and Maven's
  `<name>…</name><value>…</value>`, `<Key>`/`<Value>`), or an element named by its `name`
  attribute and its value the child (`<setting name="DbPassword"><value>…</value>`);
* **a parameter's default** (a CloudFormation parameter's `Default:` or `"Default":`, a
  Terraform `variable "…" { default = … }`, an ARM template's `defaultValue`) read under
  the parameter's name, in JSON, YAML or HCL;
* **two lines of a binary's strings** (`strings settings.pyc`: a name alone on its line, its
  value alone on the next);
* **a query's columns** (`SELECT id, secret FROM …` then sqlite's `57|…` rows, psql's and
  mysql's `|`-separated tables under their header): each cell read under its column's name.

Each rule is of the last priority (10): where another rule takes the same value, its kind
stays. Speed: the gates are the forms' words (`<key>`, `default`, `strings `, `select`),
and each rule's `requires` leaves it out of an ASCII text without its form.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.rendered import View, assigned
from kenning.daemon.safety.secret_rules import SpanRule, with_lower

__all__ = ["COLUMNS_RULES"]

_Spans = Iterator[tuple[int, int]]

# -- two elements ------------------------------------------------------------------------------

_ELEMENTS = lazy_compile(
    r"<(?P<t>key|Key|param-name|name|Name)>[ \t]*(?P<n>[^<>\n]{1,120}?)[ \t]*</(?P=t)>\s{0,40}"
    r"<(?P<u>string|param-value|value|Value|data)>[ \t]*(?P<v>[^<>\n]{1,800}?)[ \t]*</(?P=u)>"
)
#: a plist key naming the key an app ships to identify itself (its secret has its own name)
_APP_KEYS = ("appkey", "app_key", "applicationkey")
_ELEMENT_GATES = ("<key>", "<param-name>", "<name>")
_ELEMENT_REQUIRES = (r"(?i)<(?:key|param-name|name)>[^<>\n]+</",)


def _elements(text: str, low: str) -> _Spans:
    for m in _ELEMENTS.finditer(text):
        if m.group("t") in ("key", "Key") and m.group("n").lower().endswith(_APP_KEYS):
            continue  # an app's key in its bundle's plist (`developmentAppKey`): shipped
        yield from assigned(text, m.span("n"), m.span("v"), after="\n")


#: an element named by its `name` attribute, its value the first child element
#: (`<setting name="DbPassword" serializeAs="String"><value>…</value>`: .NET's settings,
#: Ant's and Jenkins' `<property name=…><value>`, `<entry name=…><value>`)
_NAMED_ELEMENT = lazy_compile(
    r"""<[A-Za-z][\w:.-]{0,40}[ \t][^<>]{0,200}?(?<![\w-])(?i:name)=(?P<q>["'])"""
    r"""(?P<n>[^"'<>\n]{1,120})(?P=q)[^<>]{0,200}(?<!/)>\s{0,40}"""
    r"""<(?P<u>value|Value|string|secret)>[ \t]*(?P<v>[^<>\n]{1,800}?)[ \t]*</(?P=u)>"""
)
_NAMED_GATES = ("<value>", "<string>", "<secret>")
_NAMED_REQUIRES = (r"""(?i)name=["'][^"'<>\n]+["'][^<>]*>\s*<(?:value|string|secret)>""",)


def _named_elements(text: str, low: str) -> _Spans:
    for m in _NAMED_ELEMENT.finditer(text):
        yield from assigned(text, m.span("n"), m.span("v"), after="\n")


# -- a parameter's default ------------------------------------------------------------------

#: the name's run possessive (`{0,80}+`): what follows it (a quote, a blank, `:`, `{`) is none
#: of its characters, so a shorter name never matches where the longest failed, and `re` does
#: not try each (a text's every word is a name's start: half the rule's time on real sessions)
_DEFAULT = lazy_compile(
    r"""["']?(?P<n>[A-Za-z_][\w.-]{0,80}+)["']?[ \t]*(?::[ \t]*\{|\{|:[ \t]*\r?\n)"""
    r"""(?P<b>(?:[^{}:]|:(?![ \t]*\r?\n)){0,400}?)"""
    r"""(?<![\w-])["']?(?:Default|default|defaultValue)["']?[ \t]*[:=][ \t]*"""
    r"""(?P<q>["']?)(?P<v>[^"'\s,{}\[\]]{1,400})(?P=q)"""
)
_DEFAULT_GATES = ("default",)
#: `_DEFAULT`'s words and separator, in any text (`requires_beyond_ascii`: 439 real sessions'
#: pieces with a word `default` and a character beyond ASCII, 22 with one set: 0.02 s read,
#: 0.37 s not)
_DEFAULT_REQUIRES = (r"(?i)default(?:value)?[\"']?[ \t]*[:=]",)


def _defaults(text: str, low: str) -> _Spans:
    for m in _DEFAULT.finditer(text):
        yield from assigned(text, m.span("n"), m.span("v"), after="\n")


# -- two lines of a binary's strings ----------------------------------------------------------

_STRINGS_CMD = lazy_compile(r"(?m)^[^\n]{0,40}\bstrings[ \t]+[^\n]{1,200}\n")
_NAME_LINE = lazy_compile(r"[A-Za-z_][\w.-]{1,80}")
_VALUE_LINE = lazy_compile(r"[^\s]{8,400}")
_STRINGS_REQUIRES = (r"strings[ \t][^\n]+\n",)


def _strings_lines(text: str, low: str) -> _Spans:
    for m in _STRINGS_CMD.finditer(text):
        at = m.end()
        lines: list[tuple[int, int]] = []
        while at < len(text) and len(lines) < 400:
            end = text.find("\n", at)
            end = len(text) if end < 0 else end
            if text.startswith("$ ", at):
                break  # the next command
            lines.append((at, end))
            at = end + 1
        for (ns, ne), (vs, ve) in itertools.pairwise(lines):
            if _NAME_LINE.fullmatch(text, ns, ne) and _VALUE_LINE.fullmatch(text, vs, ve):
                yield from assigned(text, (ns, ne), (vs, ve), after="\n")


# -- a query's columns ------------------------------------------------------------------------

_SELECT = lazy_compile(r"(?i)\bselect[ \t]+(?P<c>[\w., \t]{1,300}?)[ \t]+from\b[^\n]*\n")
_RULE_LINE = lazy_compile(r"[ \t]*[+|]?-{2,}[-+|]*[ \t]*")
_ROW = lazy_compile(r"[^\n]*\|[^\n]*")
#: the query's line, rule lines of dashes alone (`_RULE_LINE`), then a line of cells
_SELECT_REQUIRES = (r"(?i)select[ \t][^\n]+[ \t]from\b[^\n]*\n(?:[ \t]*-[- \t]*\n)*[^\n]*[|+]",)


def _cells(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The spans of a row's cells (`a|b|c`, `| a | b |`), blanks around each left out."""
    line = text[start:end]
    stripped = line.strip()
    lead = start + line.index(stripped[:1]) if stripped else start
    inner = stripped
    if inner.startswith("|"):
        inner, lead = inner[1:], lead + 1
    if inner.endswith("|"):
        inner = inner[:-1]
    cells = []
    at = lead
    for part in inner.split("|"):
        s = at + len(part) - len(part.lstrip())
        e = at + len(part.rstrip())
        cells.append((s, e))
        at += len(part) + 1
    return cells


def _query_rows(text: str, low: str) -> _Spans:
    for m in _SELECT.finditer(text):
        names = [c.strip().split(".")[-1].split()[-1] for c in m.group("c").split(",") if c.strip()]
        at = m.end()
        for _ in range(50):
            end = text.find("\n", at)
            end = len(text) if end < 0 else end
            if at >= end and at >= len(text):
                break
            if _RULE_LINE.fullmatch(text, at, end):
                at = end + 1
                continue
            if not _ROW.fullmatch(text, at, end):
                break
            cells = _cells(text, at, end)
            header = [text[s:e] for s, e in cells]
            if names == ["*"] or [h.lower() for h in header] == [n.lower() for n in names]:
                names = header  # psql's and mysql's header row
            elif len(cells) == len(names):
                for name, (s, e) in zip(names, cells, strict=True):
                    if e > s:
                        yield from _named(text, name, s, e)
            at = end + 1


def _named(text: str, name: str, start: int, end: int) -> _Spans:
    """The secrets of the view `<name> = <cell>` (the name put in, the cell kept)."""
    view = View()
    view.put(name + " = ")
    view.keep(text, start, end)
    view.put("\n")
    return view.secrets()


COLUMNS_RULES: tuple[SpanRule, ...] = (
    SpanRule(
        "secret_assignment",
        with_lower(_elements),
        gates=_ELEMENT_GATES,
        priority=10,
        requires=_ELEMENT_REQUIRES,
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_named_elements),
        gates=_NAMED_GATES,
        priority=10,
        requires=_NAMED_REQUIRES,
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_defaults),
        gates=_DEFAULT_GATES,
        priority=10,
        requires=_DEFAULT_REQUIRES,
        requires_beyond_ascii=True,
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_strings_lines),
        gates=("strings ",),
        priority=10,
        requires=_STRINGS_REQUIRES,
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_query_rows),
        gates=("select",),
        needles=("|",),
        priority=10,
        requires=_SELECT_REQUIRES,
    ),
)
