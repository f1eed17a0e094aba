"""Round 45 (issue 27): the classes held-out 47 (security work) left, each written for more
tools and forms than the held-out set holds: credentials that security tools capture and
dump (captured.py), an HTTP request a proxy keeps in base64, a random key cut into
PowerShell's joined literals or a chat's code spans; and the look-alikes it destroyed: a
scanner's digest of a finding, a JSON Web Key's public members, a disabled account's dump
line, a finding's id after a scanner's verb.

Values come from a fixed seed: none is a real key.
"""

from __future__ import annotations

import base64

from kenning.daemon.safety.captured import EMPTY_HASHES
from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import DRAWS, Values, kept, stays_linear, taken

V = Values("kenning-tests-round45")
LM_EMPTY, NT_EMPTY = sorted(EMPTY_HASHES)[0], sorted(EMPTY_HASHES)[1]
B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
B64URL = B64[:-2] + "-_"


def test_the_hashes_of_a_dump_line_are_taken_but_an_empty_passwords() -> None:
    for _ in range(DRAWS):
        nt, lm = V.hex(32), V.hex(32)
        text = (
            "[*] Dumping local SAM hashes (uid:rid:lmhash:nthash)\n"
            f"Administrator:500:{LM_EMPTY}:{nt}:::\n"
            f"CORP\\svc_sql:1104:{lm}:{nt.upper()}:::\n"
            f"Guest:501:{LM_EMPTY}:{NT_EMPTY}:::"
        )
        assert taken(text, nt) and taken(text, lm) and taken(text, nt.upper()), text
        assert f"Guest:501:{LM_EMPTY}:{NT_EMPTY}:::" in default_sanitizer().redact(text)
    assert kept(f"Guest:501:{LM_EMPTY}:{NT_EMPTY}::: (disabled)")


def test_kerberos_keys_netntlm_responses_and_a_credential_block_are_taken() -> None:
    for _ in range(DRAWS):
        k256, k128, rc4 = V.hex(64), V.hex(32), V.hex(32)
        proof, blob, chal = V.hex(32).upper(), "0101" + V.hex(120), V.hex(16)
        v1a, v1b = V.hex(48), V.hex(48)
        ntlm, sha1, mk = V.hex(32), V.hex(40), V.hex(128)
        for text, secret in (
            (f"krbtgt:aes256-cts-hmac-sha1-96:{k256}", k256),
            (f"CORP.LOCAL\\web01$:aes128-cts-hmac-sha1-96:{k128}", k128),
            (f"* Key List :\n    aes256_hmac       (4096) : {k256}", k256),
            (f"    rc4_hmac_nt       {rc4}", rc4),
            (f"[SMB] NTLMv2-SSP Hash     : bo::CORP:{chal}:{proof}:{blob}", proof),
            (f"$ hashcat -m 5600 hashes.txt\nbo::CORP:{chal}:{proof}:{blob}:Summer2026!", blob),
            (f"u4-netntlm::kNS:{v1a}:{v1b}:{chal}", v1b),
            (
                f" * Username : bo\n * Domain   : CORP\n * NTLM     : {ntlm}\n * SHA1     : {sha1}",
                sha1,
            ),
            (f"[MASTERKEYS]\n{{{V.uuid()}}}:{mk}", mk),
            (f"the svc_backup NT hash is {ntlm}, use it for pass-the-hash", ntlm),
            (f"hash NTLM recuperado: `{ntlm}`", ntlm),
        ):
            assert taken(text, secret), text


def test_what_looks_like_those_dumps_is_kept() -> None:
    for text in (
        f"sha256: {V.hex(64)}  dist/app.tar.gz",
        f" * SHA1     : {V.hex(40)}  (certificate thumbprint)",
        f"commit {V.hex(40)}\nMerge: {V.hex(7)} {V.hex(7)}",
        "std::vector<int>::iterator it = v.begin();",
        f"Guest:501:{LM_EMPTY}:{NT_EMPTY}:::",
        f"the build's md5 hash is {V.hex(32)}",
        f"{{{V.uuid()}}}:{V.hex(8)}",
    ):
        assert kept(text), text


def test_a_kerberos_ticket_in_base64_is_taken_also_wrapped() -> None:
    for _ in range(DRAWS):
        ticket = "doIF" + V.rand(400, B64)
        lines = "\n".join("      " + ticket[i : i + 76] for i in range(0, len(ticket), 76))
        for text, secret in (
            (f"[*] base64(ticket.kirbi):\n\n      {ticket}\n\n  ServiceName : krbtgt", ticket),
            (f"[*] base64(ticket.kirbi):\n\n{lines}\n\n  ServiceName : krbtgt", ticket[80:150]),
            (f"Rubeus.exe ptt /ticket:{ticket}", ticket),
        ):
            assert taken(text, secret), text
    picture = base64.b64encode(V.random.randbytes(600)).decode()
    assert kept(f"data:image/png;base64,{picture}") or "doI" in picture[:3]


def test_a_saml_response_a_registry_password_and_an_audit_logs_hex_argument_are_taken() -> None:
    for _ in range(DRAWS):
        saml = base64.b64encode(
            f'<samlp:Response ID="_{V.hex(32)}"><saml:Assertion>{V.rand(60)}'.encode()
        ).decode()
        vnc, pw = V.hex(16), V.rand(10) + "%" + V.rand(4)
        hexed = pw.encode().hex().upper()
        title = (b"psql" + bytes(1) + b"--password=" + pw.encode()).hex().upper()
        for text, secret in (
            (f"POST /saml/acs\nSAMLResponse: {saml}\nRelayState: /home", saml),
            (f"SAMLResponse={saml.replace('+', '%2B')}&RelayState=%2F", saml[:40]),
            (
                f"HKEY_LOCAL_MACHINE\\SOFTWARE\\RealVNC\\vnc\n    Password    REG_BINARY    {vnc}",
                vnc,
            ),
            (
                f'type=EXECVE msg=audit(1764.2:7): argc=4 a0="mysql" a1="-u" a2="-p" a3={hexed}',
                hexed,
            ),
            (f"type=PROCTITLE msg=audit(1764.2:7): proctitle={title}", title),
        ):
            assert taken(text, secret), text
    for text in (
        "    DisplayName    REG_SZ    Windows Update",
        f"    InstallDate    REG_SZ    {V.hex(16)}",
        f'type=EXECVE msg=audit(1764.2:7): argc=3 a0="ls" a1="-la" a2={b"my dir".hex().upper()}',
        f"type=PROCTITLE msg=audit(1764.2:7): proctitle={b'/usr/bin/python3'.hex().upper()}",
    ):
        assert kept(text), text


def test_an_http_request_kept_in_base64_is_taken_when_it_carries_a_credential() -> None:
    for _ in range(DRAWS):
        token = V.rand(40)
        request = f"GET /api/me HTTP/1.1\r\nHost: api.corp\r\nAuthorization: Bearer {token}\r\n\r\n"
        cookie = f"GET / HTTP/1.1\r\nHost: app.corp\r\nCookie: session={V.rand(32)}\r\n\r\n"
        for raw in (request, cookie):
            blob = base64.b64encode(raw.encode()).decode()
            assert taken(f'<request base64="true"><![CDATA[{blob}]]></request>', blob)
    plain = base64.b64encode(b"GET /health HTTP/1.1\r\nHost: api.corp\r\n\r\n").decode()
    assert kept(f'<request base64="true"><![CDATA[{plain}]]></request>')


def test_a_random_key_cut_into_joined_literals_is_taken() -> None:
    for _ in range(DRAWS):
        a, b = V.rand(14), V.rand(14)
        for text in (
            f"$tok = -join ('{a}', '{b}')\nirm -Headers @{{Authorization = \"Bearer $tok\"}}",
            f"$k = ('{a}', '{b}') -join ''",
            f"Evidence: the key is `{a}` + `{b}` (pasted in two halves).",
        ):
            assert taken(text, a) and taken(text, b), text
    for text in (
        "$path = -join ('C:\\Users', '\\bo')",
        "$words = ('alpha', 'bravo') -join ''",
        "run `git add` + `git commit` then push",
    ):
        assert kept(text), text


def test_the_look_alikes_of_security_work_are_kept() -> None:
    modulus = V.rand(342, B64URL)
    for text in (
        f'{{"type": "Secret Keyword", "hashed_secret": "{V.hex(40)}", "line_number": 12}}',
        f'{{"keys": [{{"kty": "RSA", "kid": "{V.rand(22)}", "e": "AQAB", "n": "{modulus}"}}]}}',
        f'decoded header: {{"alg": "RS256", "kid": "{V.hex(40)}", "x5t": "{V.rand(27, B64URL)}"}}',
        f"$ ggshield secret ignore {V.hex(64)} --name 'test fixture'",
    ):
        assert kept(text), text
    # a JWK's private members and a digest a system signs in with stay secrets
    d = V.rand(86, B64URL)
    assert taken(f'{{"kty": "RSA", "n": "{V.rand(86)}", "e": "AQAB", "d": "{d}"}}', d)
    digest = V.hex(32)
    assert taken(f"TILL_PASSWORD_MD5={digest}", digest)


def test_the_new_forms_stay_linear() -> None:
    for unit in (
        f"a:1:{V.hex(32)}:{V.hex(32)}:::\n",
        f"u::D:{V.hex(16)}:{V.hex(32)}:{V.hex(40)}\n",
        "doIF" + V.rand(60, B64) + "\n  ",
        f' a1="-p" a2={V.hex(12).upper()} ',
        f"    Password    REG_SZ    {V.hex(16)}\n",
        f"NT hash {V.hex(32)} ",
        f"-join ('{V.rand(8)}', '{V.rand(8)}') ",
        f"`{V.rand(8)}` + ",
        f"use {V.rand(20)} (for now) ",
        f"ssh {V.rand(16)}@t.example ",
    ):
        assert stays_linear(unit * 200), unit


def test_a_key_in_a_chat_line_with_an_aside_and_a_tunnels_token_as_ssh_user_are_taken() -> None:
    # two of held-out 46's leaks, taken in round 45
    for _ in range(DRAWS):
        key, user = V.rand(40), V.rand(16)
        for text, secret in (
            (f"the MCP needs a PAT, use {key} for now (fine-grained, expires in 30d)", key),
            (f"> ana: here {key} (new one, the old is revoked)", key),
            (f"ssh -p 443 -R0:localhost:3000 {user}@a.tunnels.example", user),
            (
                f"$ ssh -R 80:localhost:8080 {user}@tunnel.example.net -o StrictHostKeyChecking=no",
                user,
            ),
        ):
            assert taken(text, secret), text
    for text in (
        f"the build id is {V.rand(40)} (from CI)",
        "ssh -p 2222 deploy@build01.corp",
        "ssh ec2-user@ip-10-0-1-17.eu-west-1.compute.internal",
        f"ssh -i ~/.ssh/id_ed25519 git@github.com  # commit {V.hex(40)}",
    ):
        assert kept(text), text
