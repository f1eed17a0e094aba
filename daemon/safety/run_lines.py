"""Secrets an automation tool's command line takes by place or by a short flag. Round 40c of
issue 27 (held-out 43: secrets in automation, low-code and office scripting).

* **a client secret after a short flag of a robot's CLI** (`uipcli … -A acme -I <client id>
  -S "<secret>"`, any subcommand): UiPath's CLI gives an external application's id after
  `-I` and its secret after `-S`; the value is judged as a flag's password is (no variable,
  no placeholder);
* **the password as unixODBC's `isql`/`iusql` third argument** (`isql -v DSN USER PASS`):
  the data source, the user, then the password, after any flags;
* **a tunnel's token as `ssh`'s user** (round 45, held-out 46: `ssh -R0:localhost:3000
  <token>@<tunnel host>`, as pinggy-like tunnels sign in): a user of 16 to 64 letters and
  digits, all three classes, the class changing at least once in four characters; a
  user's name (`deploy`, `ec2-user`, `JohnSmith`) has no such mix.

Each rule declares `requires` (its command's name and form) so the sanitizer's one pass
leaves it out of a text without it.
"""

from __future__ import annotations

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import _classes
from kenning.daemon.safety.secret_rules import RegexRule, not_placeholder

__all__ = ["RUN_LINE_RULES"]

#: a value: single- or double-quoted, or a bare shell word
_VALUE = (
    r"""(?:'(?P<sq>[^'\r\n]{1,200})'|"(?P<dq>[^"\r\n]{1,200})"|"""
    r"""(?P<v>[^\s'"`;&|()<>-][^\s'"`;&|()<>]{0,200}))"""
)
_WORD = r"""[^\s'"`;&|()<>-][^\s'"`;&|()<>]{0,200}"""


def _drawn_user(value: str) -> bool:
    """A user that reads as drawn: 16 to 64 characters, capitals, small letters and digits,
    the class changing at least once in four characters."""
    upper, lower, digit, changes = _classes(value)
    return 16 <= len(value) <= 64 and bool(upper and lower and digit) and 4 * changes >= len(value)


def _value_ok(value: str) -> bool:
    """A value given in place is a secret unless a variable, a placeholder or a marker."""
    return not_placeholder(value) and not value.startswith(("$", "%", "-"))


#: both rules' form in one pattern (one more pattern of the gates' pass, not two)
_REQUIRES = (
    r"uipcli[^\n]*[ \t]-S[ \t]|\bi(?:u)?sql[ \t]+[^\n]+[ \t][^\n]+[ \t]"
    r"|\bssh[ \t][^\n]*[ \t][A-Za-z0-9]{16,64}@",
)


RUN_LINE_RULES: tuple[RegexRule, ...] = (
    RegexRule(
        "secret_assignment",
        lazy_compile(r"\buipcli\b[^\n|;&]{0,400}?[ \t]-S[ \t]{1,4}" + _VALUE),
        gates=("uipcli",),
        judge=_value_ok,
        group=("sq", "dq", "v"),
        requires=_REQUIRES,
    ),
    RegexRule(
        "sqlcmd_password",
        lazy_compile(
            r"\bi(?:u)?sql(?:[ \t]+-[A-Za-z][\w=]{0,20})*[ \t]+"
            + _WORD
            + r"[ \t]+"
            + _WORD
            + r"[ \t]+"
            + _VALUE
        ),
        gates=("isql", "iusql"),
        judge=_value_ok,
        group=("sq", "dq", "v"),
        requires=_REQUIRES,
    ),
    RegexRule(
        "secret_assignment",
        lazy_compile(r"\bssh\b[^\n|;&]{0,300}?[ \t](?P<v>[A-Za-z0-9]{16,64})@[A-Za-z0-9.-]{3,}"),
        gates=("ssh ",),
        judge=_drawn_user,
        requires=_REQUIRES,
    ),
)
