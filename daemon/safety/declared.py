"""A declaration's own syntax between a name and its value, read as `=`. Round 39 of issue
27 (held-out 41: secrets in the source code of many languages).

Every rule reads a name then `=`, `:` or `:=` then a value. Many languages put more between
them: a type (Move's and Rust's `NAME: vector<u8> = …`, PL/SQL's `l_pwd VARCHAR2(30) := …`,
VBA's and VB's `Const NAME As String = …`), a clause (COBOL's `01 NAME PIC X(20) VALUE …`), a
constant's `::` (Odin, Jai), a default's mark (CUE's `name: string | *"…"`), nothing but a
blank (a Lisp or Clojure keyword and its value: `:password "…"`, `(getf cfg :api-token)
"…"`), Tcl's environment array (`set ::env(SMTP_PASSWORD) "…"`), a C array's `[]` (`char
pw[] = "…"`), or an address (gdb's
`pw = 0x55d3a0 "…"` for a `char *`), or an environment variable's read with its
default (`System.getenv("X") ?: "…"`, `process.env.X || "…"`, `?? "…"`, round 40).
`declarations` is a view of
the text in `escapes.decoded`'s form with each of those read as a blank or `=`, which the
sanitizer scans like its other views (`sanitize._scan_view`): every rule then reads the
name and the value as it reads `NAME = "…"`.

Speed: the view is made only where a mark of it stands (`DECLARATION_MARKS`, which the gates'
one pass finds in an ASCII text; `may_declare` tests them in any other); the marks are the
forms' own literals (`) :=`, ` as string`, ` pic x`, `:: "`, `| *"`, a keyword of a
secret's name after `:`, `= 0x`, `> = `, `set ::env(`, a default's operator and its quote
`?? "`, `|| '`, `) or "`, `unwrap_or(`: an environment's read alone opened the view on 3,108
of the corpus's 17,726 texts, +30 % of its CPU).
"""

from __future__ import annotations

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.escapes import Decoding

__all__ = ["DECLARATION_MARKS", "declarations", "may_declare"]

#: a Lisp keyword that names a secret (lower case, after its `:`)
_KEYWORDS = ("pass", "pwd", "api", "token", "secret", "auth", "key", "access", "private", "client")
#: a default's operator before its literal (lower case; round 40): the view opens on these,
#: not on an environment's read alone (`process.env`, `environ`: common in code without one)
_DEFAULT_MARKS = (
    *(
        f"{op}{blank}{quote}"
        for op in ("?:", "??", "||", "//")
        for blank in ("", " ")
        for quote in ("'", '"', '\\"')
    ),
    *(f"{close} or {quote}" for close in ")]}" for quote in ("'", '"')),
    "unwrap_or(",
    "getorelse(",
    "orelse(",
)
#: the literals (lower case) one of which stands in every form the view reads
DECLARATION_MARKS = (
    ") :=",
    " as string",
    " pic x",
    " pic is x",
    " picture x",
    ':: "',
    ":: '",
    '| *"',
    "| *'",
    "= 0x",
    "> = ",
    "set ::env(",
    '[] = "',
    "[] = '",
    *(f"{sep}:{word}" for sep in (" ", "(", "'") for word in _KEYWORDS),
    *_DEFAULT_MARKS,
)
#: an environment variable's read, then the operator of its default, up to the literal's quote
#: (round 40): `System.getenv("X") ?: `, `process.env.X || `, `environment["X"] ?? `,
#: `$ENV{X} // `, `os.environ.get("X") or `, `env::var("X").unwrap_or(`, `.getOrElse(`
_ENV_DEFAULT = (
    r"(?:[\w$]{1,40}(?:\.|::)){0,3}\$?"
    r"(?i:getenv|env|environ|environment|getenvironmentvariable|getproperty|var|fetch)"
    r"[^\n;\"']{0,4}(?:\([ \t]*)?(?:[\[{][ \t]*)?[\"']?[\w.$-]{1,80}[\"']?[ \t]*[)\]}]?[ \t]*"
    r"(?:\?:|\?\?|\|\||//|\bor\b|\.(?:unwrap_or|getOrElse|orElse|or)\()[ \t]*(?=\\?[\"'])"
)
#: each form's part read as a blank (`blank`) or as `=` (`equals`)
_DECLARATION = lazy_compile(
    # a type with parameters between a name and its `=` (`: vector<u8> =`, `: [u8; 32] =`)
    r"(?<=[\w\]])(?P<blank>[ \t]*:[ \t]*[\w.:]{1,40}(?:<[^<>\n]{1,40}>|\[[^\[\]\n]{1,20}\])"
    r"[ \t]*)(?=:?=[ \t]*\w{0,3}[\"'])"
    # PL/SQL's and SQL's string types before `:=`
    r"|(?<=\w)(?P<sql>[ \t]+(?i:n?varchar2?|n?char|text|string|clob|raw)"
    r"(?:[ \t]*\(\d{1,5}(?:[ \t]+(?i:char|byte))?\))?[ \t]*)(?=:=)"
    # VBA's, VB's `As Type` before `=`
    r"|(?<=\w)(?P<as>[ \t]+(?i:as)[ \t]+\w{1,30}[ \t]*)(?==)"
    # COBOL's picture clause and `VALUE` (`PIC X(20) VALUE IS '…'`)
    r"|(?<=[\w-])(?P<cobol>[ \t]+(?i:pic(?:ture)?)[ \t]+(?:(?i:is)[ \t]+)?[\w()$.,+-]{1,30}"
    r"(?:[ \t]+(?i:usage[ \t]+(?:is[ \t]+)?)?[\w-]{1,20})?[ \t]+(?i:value)(?:[ \t]+(?i:is))?)"
    r"(?=[ \t]+[\"'])"
    # a constant's `::` (Odin, Jai) before a string
    r"|(?<=[\w ])(?P<odin>::)(?=[ \t]*[\"'`])"
    # CUE's type and default mark (`string | *"…"`)
    r"|(?<=:)(?P<cue>[ \t]*\w{1,20}[ \t]*\|[ \t]*\*)(?=[\"'])"
    # a Lisp keyword then its value (`:password "…"`, `:api-token) "…"`)
    r"|(?<=[(\s']):[A-Za-z][\w-]{1,40}(?P<keyword>\)?[ \t]+)(?=\")"
    # Tcl's environment array (`set ::env(SMTP_PASSWORD) "…"`): its `::env(` as a blank, its
    # `)` as `=`
    r"|(?<=set )[ \t]*(?P<tclenv>::env\()\w{1,60}(?P<tclclose>\))(?=[ \t]+[\"{])"
    # an environment variable's read then its default (round 40): Kotlin's and Groovy's
    # `System.getenv("X") ?: "…"`, C#'s and Swift's `?? "…"`, JavaScript's `|| "…"`, Perl's
    # `$ENV{X} // '…'`, Python's `or "…"`, Rust's `.unwrap_or("…")`, Scala's
    # `.getOrElse("…")`, Java's `.orElse("…")`: the literal is the name's value when the
    # variable is unset, written in the file
    r"|(?<=[=:])(?P<envdefault>[ \t]*" + _ENV_DEFAULT + ")"
    r"|(?<=[ \t])(?P<envread>" + _ENV_DEFAULT + ")"
    # a C array's brackets before its string (`char pw[] = "…"`, round 47)
    r"|(?<=\w)(?P<carray>\[\])(?=[ \t]*=[ \t]*[\"'])"
    # gdb's address before a `char *`'s string (`pw = 0x55d3a0 "…"`)
    r"|(?<==)(?P<address>[ \t]*0x[0-9a-fA-F]{4,16}[ \t]+)(?=\")"
)
_EQUALS = frozenset({"cobol", "odin", "keyword", "tclclose"})


def may_declare(low: str) -> bool:
    """Whether the lower case `low` of a text outside ASCII holds a mark of the view (in an
    ASCII text the gates' pass finds them)."""
    return any(mark in low for mark in DECLARATION_MARKS)


def declarations(text: str) -> tuple[str, list[int], list[int]] | None:
    """`text` with each declaration's part between a name and its value (see the module)
    read as one blank, or as `=` where nothing else would join them; None without any."""
    view = Decoding(text)
    for m in _DECLARATION.finditer(text):
        group = m.lastgroup
        if group is None:
            continue
        if group == "tclclose":
            lo, hi = m.span("tclenv")
            if lo >= view.last:
                view.put(lo, hi, " ")
        lo, hi = m.span(group)
        if lo >= view.last and hi > lo:
            view.put(lo, hi, "=" if group in _EQUALS else " ")
    return view.view()
