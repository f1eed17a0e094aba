"""The secret sanitizer: a table of secrets and look-alikes, JSON, extra patterns, properties.

The table itself is in sanitize_samples.py.
"""

from __future__ import annotations

import json
import re
import time

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kenning.daemon.core.config import SanitizeConfig
from kenning.daemon.core.errors import SanitizerError
from kenning.daemon.safety import sanitize
from kenning.daemon.safety.builtin import BUILTIN_RULES
from kenning.daemon.safety.regex_safety import unsafe_reason
from kenning.daemon.safety.sanitize import Finding, Sanitizer, default_sanitizer, marker
from kenning.daemon.safety.secret_rules import RegexRule

from .sanitize_samples import (
    AWS_ID,
    GHP,
    NEGATIVE,
    OPENAI_PROJ,
    PEM_BODY,
    PEM_EC,
    PEM_RSA,
    POSITIVE,
)

S = default_sanitizer()


def _id(text: str) -> str:
    return text.replace("\n", "⏎")[:48]


def test_the_table_is_big_enough() -> None:
    assert len(POSITIVE) >= 50 and len(NEGATIVE) >= 50
    assert len(POSITIVE) + len(NEGATIVE) >= 100


@pytest.mark.parametrize(
    ("text", "secret", "kind", "keep"), POSITIVE, ids=[_id(p[0]) for p in POSITIVE]
)
def test_secret_is_redacted(text: str, secret: str, kind: str, keep: tuple[str, ...]) -> None:
    out = S.redact(text)
    assert secret not in out
    assert marker(kind) in out, out
    for part in keep:
        assert part in out, f"context {part!r} lost: {out!r}"
    findings = S.find(text)
    assert any(f.kind == kind and secret in text[f.start : f.end] for f in findings), findings
    assert S.contains_secret(text)


@pytest.mark.parametrize("text", NEGATIVE, ids=[_id(t) for t in NEGATIVE])
def test_look_alike_is_kept(text: str) -> None:
    assert S.find(text) == []
    assert S.redact(text) == text
    assert not S.contains_secret(text)


@pytest.mark.parametrize("text", [p[0] for p in POSITIVE], ids=[_id(p[0]) for p in POSITIVE])
def test_redaction_is_idempotent(text: str) -> None:
    once = S.redact(text)
    assert S.redact(once) == once
    assert S.find(once) == []


def test_marker_never_matches() -> None:
    kinds = {p[2] for p in POSITIVE} | {"custom_pattern", "env_secret"}
    for kind in kinds:
        for text in (
            marker(kind),
            f"password={marker(kind)}",
            f'"token": "{marker(kind)}"',
            f"postgres://bob:{marker(kind)}@db:5432",
            f"Authorization: Bearer {marker(kind)}",
            f"API_KEY={marker(kind)}",
        ):
            assert S.find(text) == [], text


def test_surrounding_text_is_kept_exactly() -> None:
    assert S.redact("password=hunter2") == "password=[REDACTED:password_assignment]"
    assert (
        S.redact("postgres://bob:pass@db:5432")
        == "postgres://bob:[REDACTED:url_credentials]@db:5432"
    )
    text = f"line one\nuse {GHP} here\nline three"
    assert S.redact(text) == "line one\nuse [REDACTED:github_token] here\nline three"


def test_findings_carry_offsets_and_lines() -> None:
    text = f"first line\nsecond {AWS_ID}\nthird\npassword=hunter2\n"
    findings = S.find(text)
    assert findings == [
        Finding("aws_access_key", text.index(AWS_ID), text.index(AWS_ID) + len(AWS_ID), 2),
        Finding("password_assignment", text.index("hunter2"), text.index("hunter2") + 7, 4),
    ]


def test_multiline_pem_block_is_redacted_whole_and_context_kept() -> None:
    text = f"Here is the deploy key:\n\n{PEM_RSA}\n\nand the rest of the message."
    out = S.redact(text)
    assert out == (
        "Here is the deploy key:\n\n[REDACTED:private_key]\n\nand the rest of the message."
    )
    for line in PEM_BODY.splitlines():
        assert line not in out
    (finding,) = S.find(text)
    assert finding.line == 3 and text[finding.start : finding.end] == PEM_RSA


def test_truncated_pem_block_is_still_redacted() -> None:
    lines = PEM_BODY.splitlines()
    text = "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines[:2])  # cut mid-key
    out = S.redact(text)
    assert all(line not in out for line in lines[:2])
    assert out.startswith("[REDACTED:private_key]")


def test_two_pem_blocks_stay_separate() -> None:
    text = f"{PEM_RSA}\nbetween\n{PEM_EC}"
    assert S.redact(text) == "[REDACTED:private_key]\nbetween\n[REDACTED:private_key]"


def test_overlapping_rules_fuse_into_one_marker() -> None:
    # the value is both an OpenAI key (by shape) and an api_key assignment (by name)
    text = f"api_key={OPENAI_PROJ}"
    assert S.redact(text) == "api_key=[REDACTED:openai_key]"
    assert [f.kind for f in S.find(text)] == ["openai_key"]


# -- redact_json --------------------------------------------------------------------------


def test_redact_json_walks_nested_tool_arguments() -> None:
    call = {
        "type": "tool_use",
        "name": "bash",
        "input": {
            "command": f"curl -H 'Authorization: Bearer {GHP}' https://api.github.com/user",
            "env": {"DB_PASSWORD": "hunter2", "PGUSER": "app", "max_tokens": 4096},
            "files": [
                {"path": ".env", "content": f"OPENAI_API_KEY={OPENAI_PROJ}\nDEBUG=1\n"},
                {"path": "README.md", "content": "the password field is required"},
            ],
            "headers": {"Authorization": "Bearer Zk9qL2m8Xw4vB7nC1tR5", "Accept": "json"},
            "login": {"user": "bob", "password": "letmein", "pin_password": 1234},
            "token": "",
            "count": 3,
            "ok": True,
            "nothing": None,
            "pair": ("password=hunter2", "plain"),
        },
    }
    out = S.redact_json(call)
    assert out == {
        "type": "tool_use",
        "name": "bash",
        "input": {
            "command": "curl -H 'Authorization: Bearer [REDACTED:github_token]' "
            "https://api.github.com/user",
            "env": {
                "DB_PASSWORD": "[REDACTED:password_assignment]",
                "PGUSER": "app",
                "max_tokens": 4096,
            },
            "files": [
                {"path": ".env", "content": "OPENAI_API_KEY=[REDACTED:openai_key]\nDEBUG=1\n"},
                {"path": "README.md", "content": "the password field is required"},
            ],
            "headers": {
                "Authorization": "Bearer [REDACTED:authorization_header]",
                "Accept": "json",
            },
            "login": {
                "user": "bob",
                "password": "[REDACTED:password_assignment]",
                "pin_password": "[REDACTED:password_assignment]",
            },
            "token": "",
            "count": 3,
            "ok": True,
            "nothing": None,
            "pair": ("password=[REDACTED:password_assignment]", "plain"),
        },
    }
    assert call["input"]["env"]["DB_PASSWORD"] == "hunter2"  # type: ignore[index]  # input not mutated
    assert S.redact_json(out) == out


def test_redact_json_redacts_lists_under_plural_secret_names() -> None:
    value = {"passwords": ["hunter2", "letmein"], "secrets": {"API_KEY": "abc123xyz789"}}
    assert S.redact_json(value) == {
        "passwords": ["[REDACTED:password_assignment]", "[REDACTED:password_assignment]"],
        "secrets": {"API_KEY": "[REDACTED:api_key_assignment]"},
    }


def test_redact_json_keeps_placeholders_under_secret_keys() -> None:
    value = {"password": "${DB_PASSWORD}", "api_key": "<your key>", "token": "next"}
    assert S.redact_json(value) == value


def test_redact_json_returns_a_clean_value_as_it_is() -> None:
    # no gate word anywhere in its JSON: no walk, no copy
    call = {"command": ["bash", "-lc", "make lint"], "workdir": "/home/dev/site", "n": [1, 2.5]}
    assert S.redact_json(call) is call
    assert S.redact_json(call, encoded=orjson.dumps(call)) is call  # the caller's JSON reused
    dirty = {"cmd": f"echo {GHP}"}
    assert S.redact_json(dirty, encoded=orjson.dumps(dirty)) == {
        "cmd": "echo [REDACTED:github_token]"
    }
    # a secret-naming key is enough to walk it (its value is judged by the key)
    assert S.redact_json({"pin_password": 1234}) == {
        "pin_password": "[REDACTED:password_assignment]"
    }
    # not plain JSON (a non-string key): walked as before
    assert S.redact_json({1: f"x {GHP}"}) == {1: "x [REDACTED:github_token]"}


def test_redact_json_takes_no_shortcut_past_a_gate_only_a_view_spells() -> None:
    # `may_hold_secret` asks about every view `_scan` reads (one list: `_views`): here a
    # gate with a line's end, which the JSON text writes `\\n` and only its escaped lines'
    # view spells, so the shortcut that returns the value as it is would keep the secret
    rule = RegexRule("custom_pattern", re.compile(r"^pin: (?P<v>\d{6})$", re.M), gates=("\npin:",))
    sanitizer = Sanitizer(rules=(rule,))
    value = {"doc": "---\nuser: x\npin: 482913"}
    assert "\npin:" not in orjson.dumps(value).decode()
    assert sanitizer.may_hold_secret(orjson.dumps(value).decode())
    assert sanitizer.redact_json(value) == {"doc": "---\nuser: x\npin: [REDACTED:custom_pattern]"}
    assert not sanitizer.may_hold_secret(orjson.dumps({"doc": "---\nuser: x"}).decode())


def test_redact_json_on_scalars() -> None:
    assert S.redact_json("password=hunter2") == "password=[REDACTED:password_assignment]"
    assert S.redact_json(42) == 42
    assert S.redact_json(None) is None
    assert S.redact_json([f"x {GHP}"]) == ["x [REDACTED:github_token]"]


# -- extra patterns -----------------------------------------------------------------------


def test_extra_pattern_redacts_the_named_group_or_the_match() -> None:
    custom = Sanitizer.from_config(
        SanitizeConfig(extra_patterns=[r"CORP-[A-Z0-9]{12}", r"employee_id=(?P<v>\d{6})"])
    )
    out = custom.redact("ticket CORP-AB12CD34EF56 for employee_id=123456, and password=hunter2")
    assert out == (
        "ticket [REDACTED:custom_pattern] for employee_id=[REDACTED:custom_pattern], "
        "and password=[REDACTED:password_assignment]"
    )
    assert custom.redact(out) == out
    # the built-in sanitizer does not know the custom format
    assert S.redact("CORP-AB12CD34EF56") == "CORP-AB12CD34EF56"


def test_extra_pattern_group_one_is_the_value() -> None:
    custom = Sanitizer.from_config(SanitizeConfig(extra_patterns=[r"pin ([0-9]{4})\b"]))
    assert custom.redact("my pin 1234.") == "my pin [REDACTED:custom_pattern]."


@pytest.mark.parametrize(
    "pattern",
    [
        r"(a+)+$",
        r"(.*)*x",
        r"(\w+\s?)*$",
        r"(\d{1,3})+z",
        r"(a|ab)+c",
        r"(\w\d|a\d)*!",
        r"(x|)*y",
        r"token=\w+\w+",
        r"(?:[\w.]+\.)+com",
        r"((ab)*)+c",
    ],
)
def test_catastrophic_extra_pattern_is_refused(pattern: str) -> None:
    with pytest.raises(SanitizerError) as info:
        Sanitizer.from_config(SanitizeConfig(extra_patterns=["ok-[0-9]{8}", pattern]))
    err = info.value
    assert pattern in err.message
    assert "sanitize.extra_patterns[1]" in err.message
    assert err.fix is not None and "sanitize.extra_patterns" in err.fix
    assert err.kind == "sanitizer"


@pytest.mark.parametrize(
    "pattern",
    [
        r"(?:[a-z]+\.)+internal",
        r"(\d+\.){3}\d+",
        r"(?:foo|bar)+baz",
        r"tok_(?:live|test)_\w{10,}",
        r"a++b",
        r"(?>a+)+b",
        r"(?i)internal_[a-f0-9]{32}",
    ],
)
def test_safe_extra_pattern_is_accepted(pattern: str) -> None:
    Sanitizer.from_config(SanitizeConfig(extra_patterns=[pattern]))


@pytest.mark.parametrize(
    ("pattern", "words"),
    [
        ("(unclosed", "not a valid regular expression"),
        ("x" * 301, "over the limit"),
        ("a*", "matches empty text"),
        (r"\[REDACTED:\w+\]", "own marker"),
        ("", "non-empty"),
    ],
)
def test_invalid_extra_pattern_is_refused_with_the_reason(pattern: str, words: str) -> None:
    with pytest.raises(SanitizerError) as info:
        Sanitizer.from_config(SanitizeConfig(extra_patterns=[pattern]))
    assert words in info.value.message
    assert "sanitize.extra_patterns" in str(info.value)


def test_default_sanitizer_is_shared_and_has_no_extras() -> None:
    assert default_sanitizer() is default_sanitizer()
    assert Sanitizer.from_config(SanitizeConfig()).rules == default_sanitizer().rules


def test_public_surface() -> None:
    assert set(sanitize.__all__) == {
        "MARKER_PREFIX",
        "Finding",
        "Sanitizer",
        "default_sanitizer",
        "marker",
    }


# -- robustness -----------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize(
    "text",
    [
        "a" * 200_000,
        "password=" * 20_000,
        "-" * 200_000,
        "_" * 200_000,
        "://" + "a:" * 50_000,
        "-----BEGIN RSA PRIVATE KEY-----\n" + "A" * 200_000,
        "eyJ" + "a" * 100_000 + "." + "b" * 100_000,
        "Bearer " * 30_000,
        "key" * 60_000,
        "token: " + "x" * 200_000,
        "\u0130" * 1000 + " password=hunter2",  # lower() changes the length
        '\\"' * 100_000,  # escaped quotes: the unquoted view, once per level
        "\\" * 200_000 + '"password\\": \\"hunter2',
        '{\\"Cookie\\": \\"' + "a=1; " * 40_000,
        ('<a key="password" ' + "t " * 90 + ">") * 2000 + "value=",  # markup entries
        ('<entry key="token" ' + "q" * 190 + ">") * 3000 + "</",
        ("<password>" + "x" * 300) * 2000 + "</",
        ("machine h login u " + "\n " * 15) * 5000 + "password",  # .netrc
    ],
    ids=lambda t: _id(t)[:20],
)
def test_adversarial_text_stays_fast(text: str) -> None:
    start = time.process_time()
    out = S.redact(text)
    # generous: the point is linear time, not a benchmark (the machine may be busy)
    assert time.process_time() - start < 5.0
    assert S.redact(out) == out


def test_non_ascii_text_keeps_offsets_right() -> None:
    text = "\u0130\u0130 naïve café password=hunter2 ünïcödé"
    assert (
        S.redact(text) == "\u0130\u0130 naïve café password=[REDACTED:password_assignment] ünïcödé"
    )


_FRAGMENTS = [p[0] for p in POSITIVE] + NEGATIVE + [" ", "\n", "=", ":", '"', "'", "@", "://"]

_KEYS = ["command", "password", "api_key", "Authorization", "tokens", "path", "pin_password"]
_json_leaf = st.one_of(
    st.sampled_from(_FRAGMENTS), st.text(max_size=12), st.integers(), st.booleans(), st.none()
)


def _json_text(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def _json_nest(inner: st.SearchStrategy[object]) -> st.SearchStrategy[object]:
    """Lists and objects of `inner`, and a JSON document of one held in a string."""
    return st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.one_of(st.sampled_from(_KEYS), st.text(max_size=6)), inner, max_size=4),
        # a JSON document held in a string (a curl body, a tool's JSON output): escaped quotes
        st.builds(_json_text, inner),
    )


_json_value = st.recursive(_json_leaf, _json_nest, max_leaves=12)


@pytest.mark.parametrize(
    ("text", "secret", "kind"),
    [
        # a JSON document printed as a string: keys and values between escaped quotes
        (
            r"{\"Cookie\": \"lang=en; sid=9f8e7d6c5b4a39281706f5e4d3c2b1a0\"}",
            "9f8e7d6c5b4a",
            "session_cookie",
        ),
        (
            r"body: {\"sessionid\": \"k2j3h4g5f6d7s8a9q0w1e2r3t4y5u6i7\"}",
            "k2j3h4g5",
            "session_cookie",
        ),
        # two levels: a JSON string inside a JSON string
        (r"{\\\"password\\\": \\\"hunter2hunter\\\"}", "hunter2hunter", "password_assignment"),
        (
            r'{"arguments": "{\"cmd\": \"curl -H \\\"Cookie: '
            r'sid=9f8e7d6c5b4a39281706f5e4d3c2b1a0\\\"\"}"}',
            "9f8e7d6c5b4a",
            "session_cookie",
        ),
    ],
    ids=["cookie-key", "sessionid-key", "two-levels", "codex-arguments"],
)
def test_secrets_inside_escaped_quotes_are_found_at_their_place(
    text: str, secret: str, kind: str
) -> None:
    findings = S.find(text)
    assert [f.kind for f in findings] == [kind]
    assert text[findings[0].start : findings[0].end].startswith(secret)
    out = S.redact(text)
    assert secret not in out
    assert f"[REDACTED:{kind}]" in out
    assert S.redact(out) == out
    # the rest of the text is kept, escapes included
    assert out.replace(f"[REDACTED:{kind}]", "") == text.replace(
        text[findings[0].start : findings[0].end], ""
    )


@pytest.mark.parametrize(
    "text",
    [
        r"say \"hi\" and leave",
        r"print(\"C:\\\\temp\\\\\")",
        r"{\"auth\": true, \"mode\": \"none\"}",
    ],
)
def test_escaped_quotes_without_a_secret_are_left_alone(text: str) -> None:
    assert S.redact(text) == text


def test_redact_json_reads_a_json_document_held_in_a_string() -> None:
    # the fast path read `{\"Cookie\": …}` as JSON spells it and missed the cookie
    value = ['{"Cookie": "lang=en; sid=9f8e7d6c5b4a39281706f5e4d3c2b1a0"}']
    assert S.redact_json(value) == ['{"Cookie": "lang=en; sid=[REDACTED:session_cookie]"}']
    cookie = {"Cookie": "sessionid=a8f5f167f44f4964e6c998dee827110c"}
    nested = {"body": orjson.dumps({"auth": cookie}).decode()}
    assert "a8f5f167" not in orjson.dumps(S.redact_json(nested)).decode()


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(_json_value)
def test_redact_json_fast_path_equals_the_walk(value: object) -> None:
    # the shortcut for values with no gate word must never change what is redacted
    assert S.redact_json(value) == S._redact_value(value, None)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(st.text())
def test_redact_never_raises_and_is_idempotent_on_random_text(text: str) -> None:
    once = S.redact(text)
    assert S.redact(once) == once


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(st.sampled_from(_FRAGMENTS), st.text(max_size=8)), max_size=8))
def test_redact_is_idempotent_on_mixed_fragments(parts: list[str]) -> None:
    text = "".join(parts)
    once = S.redact(text)
    assert S.redact(once) == once
    assert S.find(once) == []
    for finding in S.find(text):
        assert 0 <= finding.start < finding.end <= len(text)
        assert finding.line == text.count("\n", 0, finding.start) + 1


def _regex_rules(rules: object) -> list[RegexRule]:
    out: list[RegexRule] = []
    for rule in rules:  # type: ignore[attr-defined]
        if isinstance(rule, RegexRule):
            out.append(rule)
        elif hasattr(rule, "rules"):  # a group of rules behind one gate
            out += _regex_rules(rule.rules)
    return out


def test_builtin_patterns_cannot_backtrack_catastrophically() -> None:
    # the same static check as the user's extra patterns; the PEM block (a bounded
    # repeat of lines, tested on 200 kB above) is the one documented exception
    checked = [r for r in _regex_rules(BUILTIN_RULES) if r.kind != "private_key"]
    assert len(checked) >= 40
    unsafe = {r.kind: unsafe_reason(r.pattern.pattern) for r in checked}
    assert {k: v for k, v in unsafe.items() if v} == {}


@pytest.mark.slow
@pytest.mark.parametrize(
    "text",
    [
        "curl " + "-u a" * 30_000,
        "mysql " + " -p" * 60_000,
        "Cookie: " + "a=b; " * 40_000,
        "sessionid=" * 20_000,
        "." * 200_000,
        ("x" * 23 + ".") * 8_000,
        "--password " * 20_000,
        "a:5432:" * 30_000,
        '"auth": "' * 20_000,
        "SG." * 60_000,
    ],
    ids=lambda t: _id(t)[:20],
)
def test_adversarial_text_for_the_new_rules_stays_fast(text: str) -> None:
    start = time.process_time()
    out = S.redact(text)
    assert time.process_time() - start < 5.0
    assert S.redact(out) == out


def test_a_lone_surrogate_is_read_around_not_raised_on() -> None:
    # a JSON `\ud800` escape read alone leaves a surrogate no UTF-8 holds (RE2 reads UTF-8):
    # the secret beside it is still taken, the surrogate kept, and every entry agrees
    s = Sanitizer()
    short = "pasted \ud800 then password=Qx7vB2nL-p9RkT4z"
    long = "x" * 400 + " \udcff export GITHUB_TOKEN=ghp_" + "a1B2" * 9
    for text in (short, long, "only \udbff here, héllo"):
        out = s.redact(text)
        assert s.redact_all([text]) == [out]
        assert "Qx7vB2nL-p9RkT4z" not in out and "a1B2a1B2" not in out
        assert out.count("\ud800") == text.count("\ud800")
        assert s.may_hold_secret(text) or out == text
    assert s.redact_json({"k": short}) == {"k": s.redact(short)}
