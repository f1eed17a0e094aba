"""Secrets in objects as a program, a REPL or a debugger prints them.

Round 36 of issue 27 (held-out 38's leaks). The printout holds the value, and its name
stands apart from it, or stands nowhere:

* **a REPL's echo** (`In [7]: api_key` then `Out[7]: '…'`; `>>> token` then `'…'`;
  `irb> ENV["STRIPE_SECRET"]` then `=> "…"`; R's `Sys.getenv("API_TOKEN")` then `[1]
  "…"`; `scala> apiKey` then `val res0: String = …`; a debugger's `(gdb) p api_key` then
  `$1 = (char *) 0x… "…"`, `(lldb) p apiKey` then `(String) $R0 = "…"`): the name the
  input asked for (the last identifier, or the last quoted name: an environment
  variable's) and the value printed on the next line are read as `name = value`;
* **a type word between a name and its value** (R's `str()`: ` $ secret: chr "…"`,
  OCaml's `val api_key : string = "…"`, Julia's `apikey::String = "…"`): read without it;
* **a Go struct printed with `%v`** (`{eu-west-1 <id> <key> true}`): fields apart by
  blanks in braces, no field's name; a field that reads as generated (`bare.random_key`,
  or `clauses.generated_value` of 24 token characters or more; not hex) among two or more
  fields is taken;
* **a map's member keyed by a service's name** (`Map(2) { 'discord' => '…' }`, `{"stripe":
  "…"}`, `%{"openai" => "…"}`): the value of a key that names a service whose tokens
  are secrets, when it reads as generated (a status word stays: `'github' => 'pending'`).

Each rule is of the last priority (10): where another rule takes the same value, its kind
stays. Speed: each rule's gates are literals of the one RE2 set, and its `requires` leaves it
out of an ASCII text without its form.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import random_key
from kenning.daemon.safety.clauses import generated_value
from kenning.daemon.safety.rendered import assigned
from kenning.daemon.safety.secret_rules import SpanRule, with_lower

__all__ = ["PRINTED_RULES"]

_Spans = Iterator[tuple[int, int]]


# -- a REPL's echo ---------------------------------------------------------------------------

#: a prompt, a debugger's print command, the expression; then the next line's value after
#: what the REPL prints before it
_ECHO = lazy_compile(
    r"(?m)^[ \t]*(?:In[ \t]?\[\d{1,5}\]:|>>>|>|[\w.-]{1,20}>|[\w-]{1,10}\([\w]{0,20}\)"
    r"(?::\d{1,5}){0,2}[>*]|\((?:gdb|lldb|Pdb|pdb)\)|ipdb>|\(byebug\)|\[\d{1,5}\][ \t]?pry"
    r"\([^)\n]{0,30}\)>)[ \t]*(?:(?:p|print|po|call|display|pp|puts)[ \t]+(?:/[a-z][ \t]+)?)?"
    r"(?P<x>[^\n]{1,160}?)[ \t]*\r?\n[ \t]*"
    r"(?:Out\[\d{1,5}\]:[ \t]*|=>[ \t]*|\[1\][ \t]*|\$\d{1,5}[ \t]*=[ \t]*"
    r"|\([^()\n]{1,40}\)[ \t]*\$R?\d{1,5}[ \t]*=[ \t]*"
    r"|val[ \t]+\w+:[ \t]*[\w\[\].]{1,40}[ \t]*=[ \t]*"
    r"|res\d{1,4}:[ \t]*[\w\[\].]{1,40}[ \t]*=[ \t]*)?"
    r"(?:\([\w :*]{1,40}\)[ \t]*)?(?:0x[0-9a-fA-F]{4,16}[ \t]+)?"
    r"""(?P<v>"[^"\n]{1,400}"|'[^'\n]{1,400}'|[^\s"'{}\[\]()<>]{8,400})[ \t]*$"""
)
_ECHO_REQUIRES = (
    r"(?m)^[ \t]*(?:In ?\[\d+\]:|>|[\w.-]+>|[\w-]+\(\w*\)(?::\d+)*[>*]"
    r"|\((?:gdb|lldb|Pdb|pdb|byebug)\)|\[\d+\] ?pry\()",
)
#: the name an expression asks for: its last quoted name, else its last identifier
_QUOTED_NAME = lazy_compile(r"""["']([A-Za-z_][\w.-]{0,80})["']""")
_IDENT = lazy_compile(r"[A-Za-z_]\w{0,80}")
#: the prompts (not `>` alone, in most texts: R's echo is known by its `[1]`)
_ECHO_GATES = (
    "in [", ">>>", "[1] ", "irb(", "pry(", "iex(", "scala>", "julia>", "ghci>", "(gdb)",
    "(lldb)", "pdb)", "ipdb>", "(byebug)",
)  # fmt: skip


def _echoes(text: str, low: str) -> _Spans:
    for m in _ECHO.finditer(text):
        expr = m.group("x")
        if "=" in expr.replace("==", "") or expr.rstrip().endswith((":", "{", ",")):
            continue  # an assignment or a statement: its own line is read by the name rules
        quoted = _QUOTED_NAME.findall(expr)
        names = quoted or _IDENT.findall(expr)
        if not names:
            continue
        at = m.start("x") + (expr.rfind(names[-1]))
        yield from assigned(text, (at, at + len(names[-1])), m.span("v"))


# -- a type word between a name and its value -----------------------------------------------

_TYPED = lazy_compile(
    # R's `str()`: ` $ secret: chr "…"`
    r"""(?m)^[ \t]*(?:\.\.[ \t]*)*\$[ \t]?(?P<n>[\w.]{1,80})[ \t]*:[ \t]*"""
    r"""(?:chr|num|int|logi|cplx|Factor)[ \t]+(?P<v>"[^"\n]{1,400}")"""
    # OCaml's toplevel: `val api_key : string = "…"`; Julia's `apikey::String = "…"`
    r"""|(?:^|[\s#])val[ \t]+(?P<o>\w{1,80})[ \t]*:[ \t]*[\w. ]{1,40}?[ \t]*=[ \t]*"""
    r"""(?P<w>"[^"\n]{1,400}")|(?P<j>\b\w{1,80})::[\w{}]{1,40}[ \t]*=[ \t]*(?P<u>"[^"\n]{1,400}")"""
)
_TYPED_GATES = (": chr ", ":chr ", ": string", "::string", ":: string")
_TYPED_REQUIRES = (r"\$[ \t]?[\w.]+[ \t]*:[ \t]*(?:chr|num|int|logi|cplx|Factor)", r"\bval\b", "::")


def _typed(text: str, low: str) -> _Spans:
    for m in _TYPED.finditer(text):
        name, value = ("n", "v") if m.group("n") else ("o", "w") if m.group("o") else ("j", "u")
        yield from assigned(text, m.span(name), m.span(value))


# -- a Go struct printed with `%v` -----------------------------------------------------------

_STRUCT = lazy_compile(r"(?<![\w$%{])&?\{(?P<f>[^{}\n=,;\"'`|<>()\\]{20,600})\}(?!\})")
#: `_STRUCT` for RE2: a JSON object's quotes and commas leave it out
_STRUCT_REQUIRES = (r"\{[^{}\n=,;\"'`|<>()\\]{20,600}\}",)
_FIELD = lazy_compile(r"[^\s]+")
_HEX = lazy_compile(r"[0-9a-fA-F-]+")
_TOKEN = lazy_compile(r"[A-Za-z0-9_-]+")
_HOST_PORT = lazy_compile(r"[a-z][a-z0-9+.-]{0,20}://[^\s]+|[\w.-]{1,100}:\d{1,5}")


def _generated_field(field: str) -> bool:
    """A field of token characters (no escape: `string\\n41\\tPartnerRefID` is a listing's
    code in a JSON string) that reads as generated: random (`bare.random_key`), or 24 or
    more the clause rule calls generated (a dash between random runs)."""
    if _TOKEN.fullmatch(field) is None:
        return False
    return random_key(field) or (len(field) >= 24 and generated_value(field))


def _go_structs(text: str, low: str) -> _Spans:
    for m in _STRUCT.finditer(text):
        body = m.group("f")
        if body[:1].isspace() or body[-1:].isspace():
            continue  # `{ a b }`, `{\n…}`: code's braces, not a printed struct's
        fields = list(_FIELD.finditer(text, *m.span("f")))
        if len(fields) < 2:
            continue
        # a colon only in a URL or a host's port: not `key: value` pairs
        if any(":" in f.group(0) and _HOST_PORT.fullmatch(f.group(0)) is None for f in fields):
            continue
        for f in fields:
            # (hex digits and UUIDs are commits', digests' and ids' as often: the name rules'
            # where a name says a key)
            field = f.group(0)
            if _HEX.fullmatch(field) is None and _generated_field(field):
                yield f.span()


# -- a map's member keyed by a service's name ----------------------------------------------

#: services whose API tokens are secrets: a map of tokens by service holds their names
_SERVICES = frozenset(
    "discord github gitlab bitbucket slack telegram stripe openai anthropic cohere mistral "  # noqa: SIM905
    "groq huggingface replicate twilio sendgrid mailgun mailchimp postmark heroku vercel "
    "netlify cloudflare digitalocean linode datadog sentry pagerduty newrelic shopify "
    "twitter facebook instagram linkedin notion airtable asana trello jira atlassian "
    "dropbox zoom paypal square mapbox algolia pinecone supabase firebase npm pypi "
    "dockerhub docker circleci travis gemini deepseek perplexity openrouter twitch spotify "
    "reddit youtube google azure aws gcp".split()
)
_MEMBER = lazy_compile(
    r"""(?P<q>["'])(?P<k>[a-z][a-z0-9]{1,20})(?P=q)[ \t]*(?:=>|:|->)[ \t]*(?P<r>["'])"""
    r"""(?P<v>[^"'\s]{20,400})(?P=r)"""
)
#: `@key24`'s run: 24 token characters or more, one beyond `f`
_KEY_RUN = lazy_compile(r"(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]{24})[A-Za-z0-9_-]*[g-zG-Z_]")
_MEMBER_REQUIRES = (
    rf"""["'](?:{"|".join(sorted(_SERVICES))})["'][ \t]*(?:=>|:|->)[ \t]*["'][^"'\s]{{20}}""",
)


def _service_members(text: str, low: str) -> _Spans:
    for m in _MEMBER.finditer(text):
        if m.group("k") not in _SERVICES:
            continue
        value = m.group("v")
        if _KEY_RUN.search(value) is None:
            continue  # no run of 24 token characters (`@key24`, the rule's gate)
        # a bot's token of dotted parts (`MT….G….…`): each part judged
        parts = re.split(r"[.]", value)
        if random_key(value) or generated_value(value) or any(random_key(p) for p in parts):
            yield m.span("v")


PRINTED_RULES: tuple[SpanRule, ...] = (
    SpanRule(
        "secret_assignment",
        with_lower(_echoes),
        gates=_ECHO_GATES,
        needles=("\n",),
        priority=10,
        requires=_ECHO_REQUIRES,
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_typed),
        gates=_TYPED_GATES,
        priority=10,
        requires=_TYPED_REQUIRES,
    ),
    SpanRule(
        "secret_assignment",
        with_lower(_go_structs),
        # (a generated field is a run the sanitizer's pass sees: not `{`, in every JSON text)
        gates=("@key24",),
        needles=("{",),
        priority=10,
        requires=_STRUCT_REQUIRES,
        requires_beyond_ascii=True,
    ),
    SpanRule(
        "token_assignment",
        with_lower(_service_members),
        gates=("@key24",),
        priority=10,
        requires=_MEMBER_REQUIRES,
        requires_beyond_ascii=True,
    ),
)
