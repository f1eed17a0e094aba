"""The sanitizer's cheap tests in front of its searches decide as the searches they spare.

`PROBE_ALONE` (secret_rules.py): where the RE2 pass found only one of a probe's
patterns, what is left of the probe matches exactly where the whole probe does.
`PROBE_RE2`: a probe's search without look-around matches exactly where the probe does.
`_may_state` (places.py): where it says no, the stated rule's word-by-word
reading takes no value either, so the sanitizer finds the same with it or without.
The needles found by the one RE2 pass of an ASCII text (gates.py's `GateFinder.run`) open the
rules their `str` searches would; the credential pairs' pattern tried at its words
(credential_ids.py) and the one-time code's words among the gates (codes.py) find what
the searches they spare find.
"""

from __future__ import annotations

import random

import pytest
import re2

from kenning.daemon.safety import places
from kenning.daemon.safety.sanitize import Sanitizer
from kenning.daemon.safety.secret_rules import (
    LOWER_PROBES,
    PROBE_ALONE,
    PROBE_PREFILTERS,
    PROBE_RE2,
    PROBES,
    requires_of,
)

from .sanitize_samples import GHP, NEGATIVE, POSITIVE


def _random_texts(alphabet: str, count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(1, 90))) for _ in range(count)]


_UNDERSCORES = [
    "file_path",
    "tool_use_id toolu_01ABCDEFGHIJKLMNOPQRSTUV",
    "x_" + "a" * 30 + "1",
    "x_" + "a" * 48 + "1" * 30,
    "_abc1 and _abc1defghijklmnopqrstu",
    "snake_case_name_2 __init__ dckr_pat_" + "Ab1Cd2Ef3Gh4Ij5Kl6Mn7",
    "DB_PWD=hunter2 sk_" + "live_Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8",
    f"token {GHP}",
]


@pytest.mark.slow
@pytest.mark.parametrize(("gate", "place"), sorted(PROBE_ALONE))
def test_what_is_left_of_a_probe_matches_where_the_probe_does(gate: str, place: int) -> None:
    patterns = [re2.compile(p) for p in PROBE_PREFILTERS[gate]]
    alone, whole = PROBE_ALONE[(gate, place)], PROBES[gate]
    texts = [
        *_UNDERSCORES,
        *NEGATIVE,
        *(p[0] for p in POSITIVE),
        *_random_texts("_aZk9-+/ .:", 20_000, 1),
        *_random_texts("_abcxyzABC0123-", 20_000, 2),
    ]
    outcomes = set()
    for text in texts:
        found = [n for n, p in enumerate(patterns) if p.search(text) is not None]
        if found != [place]:
            continue  # the whole probe is searched there
        matched = whole.search(text) is not None
        assert (alone.search(text) is not None) == matched, text
        outcomes.add(matched)
    assert outcomes == {True, False}  # both answers were put to the test


def _runs(count: int, seed: int) -> list[str]:
    """Runs of token characters of every length around 24, beside other characters."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        parts = []
        for _ in range(rng.randint(1, 4)):
            body = rng.choice(("0123456789abcdef-", "0123456789abcdefABCDEF", "gZ_x9a-"))
            run = [rng.choice(body) for _ in range(rng.randint(18, 30))]
            if rng.random() < 0.3:  # one letter beyond `f` at any place
                run[rng.randrange(len(run))] = rng.choice("gzGZ_")
            parts.append("".join(run))
        out.append("".join(p + rng.choice((" ", ".", "/", "é", "")) for p in parts))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("gate", sorted(PROBE_RE2))
def test_a_probes_re2_search_matches_where_the_probe_does(gate: str) -> None:
    from bench.sanitize_bench import corpus

    fast, probe = re2.compile(PROBE_RE2[gate]), PROBES[gate]
    texts = [
        *_UNDERSCORES,
        *NEGATIVE,
        *(p[0] for p in POSITIVE),
        *corpus(300_000),
        *_runs(20_000, 5),
        *_random_texts("_aZk9-+/ .:g", 20_000, 6),
    ]
    outcomes = set()
    for text in texts:
        matched = probe.search(text) is not None
        assert (fast.search(text) is not None) == matched, text
        outcomes.add(matched)
    assert outcomes == {True, False}


_HEX64 = "0123456789abcdef" * 4


@pytest.mark.slow
@pytest.mark.parametrize("gate", sorted(PROBE_PREFILTERS))
def test_a_probe_matches_only_where_one_of_its_patterns_does(gate: str) -> None:
    # the RE2 pass looks for the patterns: a probe it found none of is never searched
    patterns = [re2.compile(p) for p in PROBE_PREFILTERS[gate]]
    probe = PROBES[gate]
    texts = [
        *_UNDERSCORES,
        *NEGATIVE,
        *(p[0] for p in POSITIVE),
        "pat" + "AbCdEfGhIjKlMn." + _HEX64,  # an Airtable token: 14 characters, a dot, 64 hex
        "x.patAbCdEfGhIjKlMn." + _HEX64.upper() + " and patAbCdEf." + _HEX64,
        "key = [" + ", ".join(str(n * 7) for n in range(20)) + "]",  # key bytes
        "seed: " + ",".join(f"0x{n:02x}" for n in range(16)),
        *_random_texts("_aZk9-+/ .:@(\"'", 5_000, 4),
    ]
    matched = 0
    for text in texts:
        on = text.lower() if gate in LOWER_PROBES else text
        if probe.search(on) is None:
            continue
        matched += 1
        assert any(p.search(on) is not None for p in patterns), text
    assert matched


_NOUNS = ["password", "pass", "pw", "secret", "token", "key", "passwd", "mot de passe"]
_BETWEEN = [" is ", ": ", "=", " ", " for the box was ", " yesterday and the commit is ", ") // "]
_VALUES = [
    "copperpot7185",
    "Xy7kLm9pQ2",
    "abc",
    "12345678",
    "retry 3",
    "snake_case_2x",
    "3f9a0c1d2e4b5a6c7d8e9f0a1b2c3d4e5f6a7b8c",
    "sha256:0a1b2c3d4e5f",
    "notifier0, err := s.store.Fetch(ctx, key)",
    "`Zq81Wx0aBc3`.",
    "on host db1 it is Zq81Wx0aBc3",
]


def _stated_texts() -> list[str]:
    texts = [f"the {n}{b}{v}" for n in _NOUNS for b in _BETWEEN for v in _VALUES]
    texts += [
        f"{n.upper()}{b}{v} more words here" for n in _NOUNS for b in _BETWEEN for v in _VALUES
    ]
    texts += [*NEGATIVE, *(p[0] for p in POSITIVE)]
    words = ["key", "token", "pass", "is", "=", ":", "the", "abc12345", "x9", "Zq81Wx0aBc3", "\n"]
    rng = random.Random(3)
    texts += [" ".join(rng.choice(words) for _ in range(rng.randint(2, 14))) for _ in range(3000)]
    return texts


@pytest.mark.slow
def test_the_stated_rule_finds_the_same_with_its_prefilter_and_without(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    texts = _stated_texts()
    sanitizer = Sanitizer()
    with_it = [sanitizer.find(t) for t in texts]
    monkeypatch.setattr(places, "_may_state", lambda window, noun: True)
    without = [sanitizer.find(t) for t in texts]
    assert with_it == without
    stated = sum(f.kind == "secret_in_words" for found in with_it for f in found)
    assert stated >= 50  # the rule took values here: the comparison is not of empty lists


@pytest.mark.slow
def test_only_the_long_s_and_the_kelvin_sign_fold_to_ascii_in_re2() -> None:
    # the gate set read on ASCII text leaves out the gates that cannot occur there
    # (gates.py's `_in_ascii`): true only if no other character folds to an ASCII one
    from kenning.daemon.safety.gates import _FOLDS_TO_ASCII, _in_ascii

    ascii_text = "".join(map(chr, range(128)))
    folding = {
        chr(cp)
        for cp in range(0x80, 0x10000)
        if not 0xD800 <= cp < 0xE000
        and re2.search("(?i)" + re2.escape(chr(cp)), ascii_text) is not None
    }
    assert folding == _FOLDS_TO_ASCII
    assert _in_ascii("key\u017f") and not _in_ascii("пароль") and _in_ascii("password")
    sanitizer = Sanitizer()
    for text in ("пароль: Zq81Wx0aBc3Lm", "密码 Zq81Wx0aBc3Lm", "the password is Zq81Wx0aBc3Lm"):
        assert sanitizer.redact(text) != text


def _needle_texts() -> list[str]:
    from bench.sanitize_bench import corpus

    texts = corpus(200_000)
    texts += [*NEGATIVE, *(p[0] for p in POSITIVE)]
    # every needle of every rule, alone, in another case and beside others
    needles = sorted({n for rule in Sanitizer().rules for n in rule.needles})
    texts += [f"x {n} y" for n in needles] + [f"x {n.upper()} y" for n in needles]
    texts += [
        f"{n}{m} key secret token pass" for n, m in zip(needles, reversed(needles), strict=True)
    ]
    return texts


@pytest.mark.slow
def test_the_one_pass_finds_the_needles_the_str_searches_find() -> None:
    # gates.py's `GateFinder.run`, from the needles found by the RE2 pass of an ASCII text, runs
    # the rules its `str` searches of each rule's needles would (the path of other texts), of
    # those with `requires` the ones a search of each pattern alone finds
    sanitizer = Sanitizer()
    compared = 0
    for text in _needle_texts():
        low = text.lower()
        first, found = sanitizer._finder.found(text, low)
        assert (found is None) == (not text.isascii())
        if found is None or not first:
            continue
        gates = tuple(first)
        # and, for a rule that declares `requires`, one of them matched by a search of its own
        searched = [
            rule
            for rule, needles, low_needles, _ in sanitizer._finder.select(gates)
            if (
                (not needles and not low_needles)
                or any(n in text for n in needles)
                or any(n in low for n in low_needles)
            )
            and (not requires_of(rule) or any(re2.search(p, text) for p in requires_of(rule)))
        ]
        assert list(sanitizer._finder.run(gates, found)) == searched, text[:80]
        compared += 1
    assert compared > 500


def test_the_one_pass_finds_the_view_marks_the_str_searches_find() -> None:
    # sanitize.py's views of hex bytes and of quoted lines open, in an ASCII text, on the
    # marks the gates' pass found (`GateFinder.marked`): where the substring tests say so
    from kenning.daemon.safety.escapes import HEX_MARKS, may_be_hex_text

    sanitizer = Sanitizer()
    texts = [*_needle_texts()[:400], "", "plain text", "\n>", "#### "]
    texts += [f"a {m} b" for m in HEX_MARKS] + [f"{m.upper()}" for m in HEX_MARKS]
    texts += ["x\n> quoted reply", "#### aider's line", "6b 65 79 \n> #### ", "hex(2):6c,00"]
    rng = random.Random(5)
    texts += _random_texts("6bB5e 79x(:=h#\n>4a", 3000, 5)
    texts += [rng.choice(texts[:400]) + rng.choice(HEX_MARKS) for _ in range(50)]
    seen = {"hex": 0, "quoted": 0}
    for text in texts:
        low = text.lower()
        _, found = sanitizer._finder.found(text, low)
        assert found is not None
        hexed, quoted = may_be_hex_text(low), "#### " in text or "\n>" in text
        assert sanitizer._finder.marked(found, "hex") == hexed, text[:80]
        assert sanitizer._finder.marked(found, "quoted") == quoted, text[:80]
        seen["hex"] += hexed
        seen["quoted"] += quoted
    assert min(seen.values()) > 20


def test_the_one_pass_cut_in_sets_finds_what_one_set_finds() -> None:
    # gates.py's `_split_sets`: the literals in one set, each wide pattern in one of its
    # own, the other patterns a group to a set; their answers' union is the answer of one
    # set of them all, on every text
    from kenning.daemon.safety import gates

    wide = "(?i)token[^\\n]{0,80}\\?"  # a count of 80 alive at every step: 733 instructions
    patterns = [
        "(?i)password",
        "(?i)key",
        "(?i)\\:\\=",
        gates._NOTHING,
        "[A-Za-z][0-9]|[0-9][A-Za-z]",
        "(?i)token[^\\n]{0,20}\\?",
        wide,
        "[A-Za-z0-9_-]{24}",
        *(f"(?i)w{i}[a-z]{{2,4}}[0-9]" for i in range(2 * gates.SET_GROUP)),
        "(?i)secret",
    ]
    sets = gates._split_sets(patterns)
    # 2 groups and 3 narrow patterns that are no literal: two sets (the nearest whole
    # number of `SET_GROUP`s, spread evenly), not three with 3 in the last (each set is
    # one more pass); the wide pattern alone
    narrow = 2 * gates.SET_GROUP + 3
    assert len(sets) == 4
    assert [patterns[i] for i in sets[1][1]] == [wide]
    assert [len(ids) for _, ids in sets[2:]] == [narrow // 2, narrow - narrow // 2]
    assert sorted(i for _, ids in sets for i in ids) == list(range(len(patterns)))
    assert {patterns[i] for i in sets[0][1]} == {
        "(?i)password", "(?i)key", "(?i)\\:\\=", gates._NOTHING, "(?i)secret",
    }  # fmt: skip
    whole = re2.Set.SearchSet(re2.Options())
    for p in patterns:
        whole.Add(p)
    whole.Compile()
    texts = [*_needle_texts()[:300], "", "w7abc9 W12xy0 token is it?", "pass key:= secret"]
    texts += _random_texts("aZ09_- ?\n:=tokenw1", 2000, 11)
    for text in texts:
        union = sorted(ids[j] for matcher, ids in sets for j in matcher.Match(text) or [])
        assert union == sorted(whole.Match(text) or []), text[:80]


@pytest.mark.slow
def test_the_sets_a_text_skips_change_no_rule_that_runs_and_a_batch_finds_the_same() -> None:
    # gates.py's `_later`: a set of needles and `requires` runs on an ASCII text only where its
    # gates open a rule that reads one; the rules `run` opens are those every set's answer
    # opens. `found_all` of a batch answers as `found` of each text
    finder = Sanitizer()._finder
    assert finder._later  # the built-in rules have such sets
    texts = [t for t in _needle_texts() if t.isascii()]
    texts += _random_texts("key pass token:=\n@_-xAZ09\"'()", 2000, 13)
    compared = skipped = 0
    for text in texts:
        low = text.lower()
        first, found = finder.found(text, low)
        assert found is not None
        data = text.encode()
        every = sorted(
            i - finder._needle_split
            for matcher, ids in finder._ascii_sets
            for i in (ids[j] for j in matcher.Match(data) or [])
            if i >= finder._needle_split
        )
        assert set(found) <= set(every)
        skipped += set(found) != set(every)
        gates = tuple(first)
        if gates or finder.ungated:
            assert finder.run(gates, found) == finder.run(gates, tuple(every)), text[:80]
            compared += 1
    assert compared > 500
    assert skipped > 100  # (a set's answer left out where no rule reads it)
    for start in range(0, len(texts), 700):
        batch = texts[start : start + 700]
        lows = [t.lower() for t in batch]
        assert finder.found_all(batch, lows) == [
            finder.found(t, low) for t, low in zip(batch, lows, strict=True)
        ]


def test_the_credential_pairs_pattern_tried_at_its_words_matches_as_finditer() -> None:
    # credential_ids.py's `_pair_ends` tries the pattern only where one of its words starts
    from kenning.daemon.safety.credential_ids import _PAIR_END, _pair_ends

    pieces = [
        "credentials",
        "creds",
        "auth",
        "info",
        "cred",
        ": ",
        "=",
        '"',
        "u:",
        "Xk9mP2vL8q",
        " ",
    ]
    rng = random.Random(5)
    texts = [
        *NEGATIVE,
        *(p[0] for p in POSITIVE),
        "authinfo=a:Xk9mP2vL8qWz infoinfo: b:Zq81Wx0aBc3",
    ]
    texts += ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 30))) for _ in range(3000)]
    matched = 0
    for text in texts:
        low = text.lower()
        spans = [m.span() for m in _pair_ends(low)]
        assert spans == [m.span() for m in _PAIR_END.finditer(low)], text[:80]
        matched += bool(spans)
    assert matched > 100


def test_a_one_time_codes_words_among_the_gates_are_the_words_in_the_text() -> None:
    # codes.py reads only the one-time code's words the sanitizer found as gates: the same
    # offsets as all of its words searched
    from kenning.daemon.safety.codes import _ONE_TIME_WORDS, _one_time_spots

    sanitizer = Sanitizer()
    phrases = ["your verification code is 482913", "sms code: 1234", "Security Code 99", "ok"]
    rng = random.Random(9)
    texts = [" and ".join(rng.sample(phrases, rng.randint(1, 4))) for _ in range(200)]
    for text in texts:
        low = text.lower()
        first = sanitizer._finder.gates(text, low)
        words = tuple(w for w in _ONE_TIME_WORDS if w in first)
        assert list(_one_time_spots(low, words)) == list(_one_time_spots(low)), text
    assert (
        sanitizer.redact("your verification code is 482913") != "your verification code is 482913"
    )


def test_the_built_calls_re2_search_finds_a_call_wherever_the_pattern_does() -> None:
    # sdk_calls.py's `_built` is read only where its `requires`, `_BUILT_REQUIRES` (RE2, no
    # look-around), finds a call, in any text: it must find one wherever `_BUILT_CALL` does
    from kenning.daemon.safety.sdk_calls import _BUILT_CALL, _BUILT_REQUIRES

    built_calls = re2.compile(_BUILT_REQUIRES)

    pieces = [
        "=",
        " new ",
        "new",
        " ",
        "\t",
        "x",
        "_",
        ".",
        "::",
        "(",
        "Client",
        "Vendor",
        "Ab",
        "start",
        "Init",
        "initialize",
        "WithKey",
        "get_",
        "factory",
        "sdk",
        "Options",
        "Config",
        '"Xk9mP2vL8qWz"',
        ")",
        "9",
        "é",
        "Ω",
        "\u00a0",
        "ſ",
    ]
    rng = random.Random(11)
    texts = [*NEGATIVE, *(p[0] for p in POSITIVE)]
    texts += ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 30))) for _ in range(8000)]
    found = 0
    for text in texts:
        if _BUILT_CALL.search(text) is not None:
            found += 1
            assert built_calls.search(text) is not None, text
    assert found > 200


@pytest.mark.slow
def test_the_name_rules_plain_assignment_matches_as_the_whole_pattern() -> None:
    # names.py's `_at` matches `_ASSIGN_PLAIN` (a bare value without backslashes) and
    # `_ASSIGN` only where a backslash ends the bare value: every group's span the same
    from kenning.daemon.safety.names import _ASSIGN, _ASSIGN_PLAIN

    pieces = ["password", "api_key", "token", "=", ": ", " ", "x9", "\\", "\\n", '\\"', '"', "'"]
    pieces += ["a" * 150, ",", "|", "\n", "- ", "[", "b'", "\t", "str"]
    rng = random.Random(13)
    texts = [*NEGATIVE, *(p[0] for p in POSITIVE)]
    texts += ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 14))) for _ in range(20_000)]
    groups = range(_ASSIGN.groups + 1)
    backslashed = matched = 0
    for text in texts:
        low = text.lower()
        for at in range(len(low)):
            m = _ASSIGN_PLAIN.match(low, at)
            if m is not None and m.start("bare") >= 0 and low.startswith("\\", m.end("bare")):
                backslashed += 1
                m = _ASSIGN.match(low, at)
            whole = _ASSIGN.match(low, at)
            assert (m is None) == (whole is None), text
            if m is not None and whole is not None:
                matched += 1
                assert [m.span(g) for g in groups] == [whole.span(g) for g in groups], text
    assert backslashed > 100
    assert matched > 1000


def test_the_labelled_key_parentheses_search_in_c_finds_what_its_loop_finds() -> None:
    # labelled.py reads an ASCII text's key words before a `(` (`_WORD_PAREN`) in one
    # finditer: the same places as the loop over each `(` that reads any other text
    from kenning.daemon.safety import labelled

    pieces = ["key", "Key", "KEY", "api", "_", "-", ".", "=", ": ", " ", "'", '"', "\t", "\n"]
    pieces += ["a" * 50, "Zq81Wx0aBc3L", "(", ")", "token", "secrets", "s", "passcode", "x"]
    rng = random.Random(17)
    texts = [*NEGATIVE, *(p[0] for p in POSITIVE)]
    texts += ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 24))) for _ in range(20_000)]
    parens = 0
    for text in (t for t in texts if t.isascii()):
        low = text.lower()
        worded = [
            i
            for i in range(len(text))
            if text[i] == "(" and labelled._PAREN_WORD.search(low, max(0, i - 16), i)
        ]
        assert list(labelled._key_parens(text, low)) == worded, text
        parens += len(worded)
    assert parens > 1000


@pytest.mark.slow
def test_the_table_rule_reads_a_text_from_its_first_nouns_gate() -> None:
    # tables.py looks for headers' nouns in an ASCII text from the first of the gates the
    # sanitizer found (each noun holds one): the same words as from the text's start
    from kenning.daemon.safety import tables

    sanitizer = Sanitizer()
    rule = next(r for r in sanitizer.rules if isinstance(r, tables._TableColumnRule))
    pieces = ["key", "Secret", "TOKEN", "password", "passwd", "pwd", "pass", "x", " ", "_", "|"]
    pieces += ["passphrase", "monkey", "\n", "tokens", "Passcode", "  "]
    rng = random.Random(23)
    texts = [*NEGATIVE, *(p[0] for p in POSITIVE)]
    texts += ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 20))) for _ in range(5000)]
    compared = 0
    for text in (t for t in texts if t.isascii()):
        low = text.lower()
        first = sanitizer._finder.gates(text, low)
        start = min((first[g] for g in rule.gates if g in first), default=0)
        words = list(tables._header_words(text, low))
        assert list(tables._header_words(text, low, start)) == words, text
        compared += bool(words) and start > 0
    assert compared > 500


def test_the_credential_kind_objects_found_by_find_are_the_pattern_s() -> None:
    # unnamed.py finds `"bearer": {`, `"github-oauth": {`, `tokens: {` by a `find` per word
    # and a match of its tail, not by a pattern tried at every place of the text: the same
    # places as that pattern's
    import re as _re

    from kenning.daemon.safety import unnamed

    pattern = _re.compile(r"(?<![a-z0-9_])(?:bearer|oauth|tokens?)[\"']?[ \t]*:[ \t]*\{")
    pieces = ["bearer", "oauth", "token", "tokens", "s", "x", "_", "-", "9", "é", '"', "'"]
    pieces += [":", " ", "\t", "{", "}", "\n", "github-", "bearers", "Token"]
    pieces += ['": {', ": {", "':{", ":\t{", '" : {'] * 3
    rng = random.Random(29)
    texts = [*NEGATIVE, *(p[0] for p in POSITIVE)]
    texts += ["".join(rng.choice(pieces) for _ in range(rng.randint(1, 16))) for _ in range(20_000)]
    found = 0
    for text in texts:
        low = text.lower()
        expected = [m.end() for m in pattern.finditer(low)]
        assert unnamed._kind_objects(low) == expected, text
        found += len(expected)
    assert found > 3000
