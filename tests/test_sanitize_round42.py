"""Round 42 (issue 27): what network and systems administrators paste, each class written
for forms and places the held-out sets do not hold, with look-alikes of the same shapes kept.

Values come from a fixed seed: none is a real key.
"""

from __future__ import annotations

import base64

import pytest

from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import DRAWS, Values, kept, stays_linear, taken

V = Values("kenning-tests-round42")
_S = default_sanitizer()


def _community() -> str:
    head = "".join(V.random.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(5))
    return head + str(V.random.randrange(10)) + "_" + V.rand(7)


def _b64(n: int) -> str:
    return base64.b64encode(V.random.randbytes(n)).decode()


# == an SNMP community under its name (administered.py) ==


def test_a_community_is_taken_in_any_layout() -> None:
    for _ in range(DRAWS):
        c = _community()
        for text in (
            f'[[inputs.snmp]]\n  agents = ["udp://10.2.0.1:161"]\n  community = "{c}"',
            f"rwcommunity {c} 10.1.0.0/16",
            f"SNMP_COMMUNITY={c}",
            f"{{$SNMP_COMMUNITY_RW}}\t{c}\tText macro",
            f"the community on the core switches is {c}, keep it to yourself",
            f"Community      Access   View\n---------      ------   ----\n{c}   rw       all",
        ):
            assert taken(text, c), text


def test_a_communitys_defaults_masks_and_variables_are_kept() -> None:
    for text in (
        'community = "public"',
        "rocommunity public localhost",
        "community: {{ snmp_community }}",
        "{$SNMP_COMMUNITY}   ******   Secret text",
        "snmpwalk -v2c -c $COMMUNITY 10.0.0.1",
        "the community edition 2.3 ships it",
        "Community      Access\n---------      ------\npublic         ro",
    ):
        assert kept(text), text


# == a key after its algorithm's name ==


def test_a_key_after_its_algorithm_is_taken() -> None:
    for _ in range(DRAWS):
        a, p, h, k = V.rand(14), V.rand(16), V.hex(40), V.hex(32)
        tsig = _b64(32)
        for text, secrets in (
            (f"snmp-server user mon grp v3 auth md5 {a} priv des {p}", (a, p)),
            (f"createUser backup MD5 {a} DES {p}", (a, p)),
            (f" ip ospf message-digest-key 2 md5 {a}", (a,)),
            (f"# /etc/chrony.keys\n3 SHA512 HEX:{h}\n4 MD5 ASCII:{a}", (h, a)),
            (f"dig -y hmac-sha512:xfr-key:{tsig} axfr example.org @ns1", (tsig,)),
            (f"ip xfrm state add src 10.0.0.1 dst 10.0.0.2 proto esp enc 'cbc(aes)' 0x{k}", (k,)),
        ):
            for secret in secrets:
                assert taken(text, secret), text


def test_algorithms_words_and_digests_are_kept() -> None:
    for text in (
        "snmp-server group MON v3 priv",
        " ip ospf authentication message-digest",
        "area 0 authentication message-digest",
        "auth sha priv aes 128",
    ):
        assert kept(text), text


# == an SNMP command's passphrase and community flags ==


def test_an_snmp_commands_flags_are_taken() -> None:
    for _ in range(DRAWS):
        c, a, p = _community(), V.rand(14), V.rand(14)
        assert taken(f"check_snmp_int.pl -H sw1 -C {c} -n eth0 -w 80,90", c)
        text = f"net-snmp-config --create-snmpv3-user -ro -A {a} -X {p} -a SHA -x AES mon"
        assert taken(text, a) and taken(text, p), text


def test_an_snmp_commands_algorithms_and_files_are_kept() -> None:
    for text in (
        "snmpd -c /etc/snmp/snmpd.conf -Lsd",
        "net-snmp-create-v3-user -ro -a SHA -x AES mon",
    ):
        assert kept(text), text


# == a value echoed into a key file ==


def test_a_value_echoed_into_a_key_file_is_taken() -> None:
    for _ in range(DRAWS):
        h, p = V.hex(64), V.rand(18)
        for text, secret in (
            (f'echo "{h}" > /etc/telegraf/agent.psk', h),
            (f"printf '%s' {p} | sudo tee /root/.vault_pass", p),
            (f"stunnel-client --psk-file <(echo {h}) gw.example.net", h),
            (f"+ ipsec-tool set tun0 secret-key /dev/fd/62\n++ echo {h}\nfailed", h),
            (f"echo 'mail.example.org:587 bot@example.org:{p}' | tee /etc/msmtp/passwd", p),
        ):
            assert taken(text, secret), text


def test_echoes_into_other_files_are_kept() -> None:
    for text in (
        'echo "hello world" > notes.txt',
        "echo $TOKEN > token.txt",
        "echo 1 > /proc/sys/net/ipv4/ip_forward",
    ):
        assert kept(text), text


# == a reversible form, a directive, a secrets file ==


def test_reversible_directives_and_typed_entries_are_taken() -> None:
    for _ in range(DRAWS):
        enc, k, w = _b64(48), V.rand(16), V.rand(12)
        for text, secret in (
            (f"config user local\n    edit guest\n        set passwd ENC {enc}\n    next", enc),
            (f"crypto isakmp key {k}\n{w} address 198.51.100.7", k),
            (f"set security ike policy p1 pre-shared-key ascii-text {k}", k),
            (f"set system login user ops authentication plain-text-password-value {k}\\\n{w}", k),
            (f'%any gw.example.net : PSK "{k}"', k),
            (f'alice : XAUTH "{k}"', k),
        ):
            assert taken(text, secret), text


def test_one_way_forms_are_kept() -> None:
    salt = "Ab3dEf5hIj7lMn"
    body = "Qr9tUv1xYz3bCd5fGh7jKl9nOp1rSt3vWx5zAb7dEf9"
    for text in (
        f"username ops privilege 15 secret 9 $9${salt}${body}",
        f"enable algorithm-type sha256 secret 8 $8${salt}${body}",
        "    set password ENC SH2" + "0a1b2c3d4e5f" * 5,
        "userPassword: {SSHA512}Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZg==",
        "Encryption key: 0A1B2C3D4E5F6A7B",
        " UUID                                   Usage\n"
        "--------------------------------------------------------\n"
        f" {V.uuid()}   ceph client.admin secret",
        '"module_args": {"become_password": "VALUE_SPECIFIED_IN_NO_LOG_PARAMETER"}',
        "set password ENC AK1" + "f0e1d2c3b4a5" * 4,
    ):
        assert kept(text), text


def test_junos_reversible_nine_stays_taken() -> None:
    value = "$9$Ab3dEf5hIj7lMnQr9tUv1xYz"
    assert taken(f'set system login user ops authentication encrypted-password "{value}"', value)


# == a secret written again (repeated.py) ==


def test_a_value_found_once_is_taken_where_it_is_written_again() -> None:
    for _ in range(DRAWS):
        h = V.hex(64)
        text = f"$ openssl rand -hex 32\n{h}\n$ echo {h} > /etc/agent/tls.psk\nsaved {h}."
        out = _S.redact(text)
        assert h not in out, text
        assert "openssl rand -hex 32" in out and "saved [REDACTED:" in out


def test_a_repeated_value_inside_a_longer_token_is_not_cut_out() -> None:
    h = V.hex(40)
    text = f"echo {h} > /etc/agent/tls.psk\nref: build-{h}x"
    out = _S.redact(text)
    assert f"build-{h}x" in out


@pytest.mark.slow
def test_the_rules_stay_linear() -> None:
    c, h = _community(), V.hex(64)
    for text in (
        f"community {c}\n" * 200,
        f"auth sha {c} priv aes 128 {c}\n" * 200,
        f"echo {h} > /etc/a.psk\n" * 200,
        "set a b c d e f g h i j k key " * 200,
        "Community      Access\n---------      ------\n" + f"{c}   rw\n" * 300,
    ):
        assert stays_linear(text)
