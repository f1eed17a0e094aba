"""Round 23b (issue 27): held-out 29's look-alikes kept, then its largest leak classes.

Look-alikes: an object's id after its noun (`run ab-…`), a TLS or SSH client's
fingerprint under its field's name, a token's accessor, a placeholder of x's after
a vendor's prefix. Leaks: a security tool's secrets by their flag or place (a
token's PIN, an NT hash to pass, a scanner's login, an API key stored by
position), a key service's plaintext data key, a ZAP context's stored login, a
private key after a cut certificate in one JSON. Each class is written here in
forms other than the held-out set's. The values are generated from a fixed seed:
none is a real key.
"""

from __future__ import annotations

import base64

from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round23b")
_S = default_sanitizer()
_DRAWS = DRAWS


def test_an_object_id_after_its_noun_is_kept() -> None:
    for _ in range(_DRAWS):
        a, b, c = V.rand(22), V.rand(26), V.rand(18)
        for text in (
            f"started run rn-{a} on the pool",
            f"function fu-{b} is warm",
            f"the container co-{c} exited 0",
            f"deployment dp-{a} rolled out",
        ):
            assert kept(text), text


def test_a_key_after_an_object_noun_is_still_taken() -> None:
    for _ in range(_DRAWS):
        r = V.rand(32)
        for text, secret in (
            (f"run with sk-{r}", f"sk-{r}"),  # a secret's head
            (f"FIRECRAWL_API_KEY=fc-{r}", r),  # a key's name
            (f"job token: {r}", r),  # no prefix: the name decides
        ):
            assert taken(text, secret), text


def test_a_client_fingerprint_under_its_field_is_kept() -> None:
    for _ in range(_DRAWS):
        h32 = V.hex(32)
        ja4 = f"t13d1715h2_{V.hex(12)}_{V.hex(12)}"
        jarm = V.hex(62)
        for text in (
            f"ja3_hash={h32} ja4={ja4}",
            f'{{"ja4": "{ja4}", "ja3": "{h32}"}}',
            f"jarm: {jarm}",
            f"hassh={h32} hassh_server={V.hex(32)}",
            f"client ja4 {ja4} seen twice",
        ):
            assert kept(text), text


def test_a_token_accessor_is_kept_and_the_token_beside_it_taken() -> None:
    for _ in range(_DRAWS):
        acc, tok = V.rand(24), V.rand(24)
        assert kept(f"accessor      {acc}")
        assert kept(f'{{"accessor": "{acc}", "policies": ["default"]}}')
        text = f"token           hvs.{tok}\ntoken_accessor  {acc}"
        out = _S.redact(text)
        assert tok not in out and acc in out, text


def test_a_placeholder_of_x_after_a_prefix_is_kept() -> None:
    for text in (
        "huggingface-cli login --token hf_xxx",
        "export OPENAI_API_KEY=sk-XXX",
        "curl -H 'Authorization: Bearer gsk_xxxx' …",
        "perplexity: PPLX_API_KEY=pplx-xxx",
    ):
        assert kept(text), text
    for _ in range(_DRAWS):
        r = V.rand(6)
        assert taken(f"--token hf_{r}", r)


def test_a_token_pin_given_to_its_tool_is_taken() -> None:
    for _ in range(_DRAWS):
        pin, so = V.rand(10), V.rand(12)
        digits = "".join(V.random.choice("0123456789") for _ in range(6))
        for text, secret in (
            (f"pkcs11-tool --module opensc-pkcs11.so -l --pin {pin} -O", pin),
            (f"softhsm2-util --init-token --free --label ca --so-pin {so} --pin {pin}", so),
            (f"softhsm2-util --init-token --free --label ca --so-pin {so} --pin {pin}", pin),
            (f"yubico-piv-tool -a change-pin --pin={digits} --new-pin={pin}", pin),
            (f"yubico-piv-tool -a change-pin --pin={digits} --new-pin={pin}", digits),
            (f'ykman piv access change-puk --puk "{digits}" --new-puk "{so}"', so),
        ):
            assert taken(text, secret), text
    for text in ("pkcs11-tool --pin $HSM_PIN -O", "tool --pin <your-pin>", "git --pin-file x"):
        assert kept(text), text


def test_an_nt_hash_to_pass_is_taken() -> None:
    for _ in range(_DRAWS):
        lm, nt = V.hex(32), V.hex(32)
        for text in (
            f"impacket-secretsdump -hashes {lm}:{nt} corp/svc@10.1.2.3",
            f"wmiexec.py -hashes :{nt} corp/admin@dc01",
            f"evil-winrm -i 10.1.2.3 -u Administrator -H {nt}",
            f"nxc smb 10.1.2.0/24 -u admin -H '{nt}'",
        ):
            assert taken(text, nt), text
    assert kept('curl -H "Accept: text/html" https://example.org')


def test_a_scanner_login_and_an_init_key_are_taken() -> None:
    for _ in range(_DRAWS):
        pw, key = V.rand(14), V.rand(32)
        for text, secret in (
            (f"sqlmap -r req.txt --auth-type=Digest --auth-cred=admin:{pw}", pw),
            (f'sqlmap -u "$U" --proxy-cred "bob:{pw}" --level 3', pw),
            (f"shodan init {key}", key),
            (f"$ netlas savekey {key}", key),
        ):
            assert taken(text, secret), text
    for text in ("sqlmap --auth-cred='user:<password>'", "shodan init YOUR_API_KEY"):
        assert kept(text), text


def test_a_plaintext_data_key_in_a_key_service_output_is_taken() -> None:
    for _ in range(_DRAWS):
        raw = base64.b64encode(bytes.fromhex(V.hex(64))).decode()
        for text in (
            f'{{"KeyId": "alias/app", "Plaintext": "{raw}", "CiphertextBlob": "AQID"}}',
            f"Key          Value\n---          -----\nplaintext    {raw}",
            f"plaintext: '{raw}'",
        ):
            assert taken(text, raw), text
    assert kept('"plaintext": "the message before it is sealed"')


def test_a_zap_stored_login_is_taken() -> None:
    for _ in range(_DRAWS):
        pw = V.rand(16)
        creds = base64.b64encode(f"qa-user:{pw}".encode()).decode()
        name = base64.b64encode(b"qa-user").decode()
        text = f"<users>\n<user>7;false;{name};2;{creds}~</user>\n</users>"
        assert taken(text, creds), text


def test_a_private_key_after_a_cut_certificate_is_taken() -> None:
    for _ in range(_DRAWS):
        body = V.rand(64)
        text = (
            '{"cert":"-----BEGIN CERTIFICATE-----\\nMIIB...",'
            f'"key":"-----BEGIN RSA PRIVATE KEY-----\\n{body}\\n-----END RSA PRIVATE KEY-----\\n"}}'
        )
        assert taken(text, body), text
    cert = "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ0x\n-----END CERTIFICATE-----"
    assert kept(cert)


def test_a_key_of_printable_letters_written_as_its_bytes_is_taken() -> None:
    for _ in range(_DRAWS):
        key = V.rand(20)
        codes = ", ".join(str(ord(c)) for c in key)
        for text in (
            f"const SIGNING_KEY: &[u8] = &[{codes}];",
            f"let secret: [u8; 20] = [{codes}];",
            f"static uint8_t api_key[] = {{{codes}}};",
        ):
            out = _S.redact(text)
            assert codes not in out and "[REDACTED:" in out, text
    words = ", ".join(str(ord(c)) for c in "hello_world_keys")
    assert kept(f"let key: [u8; 16] = [{words}];")
    assert kept(f"static BANNER: &[u8] = &[{codes}];")
