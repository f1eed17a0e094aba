"""Round 32 (issue 27): the classes of held-out 36's leaked kinds, each taken by class
with look-alikes of the same shapes that must stay.

Written here for tools and forms the held-out sets do not hold. Values come from a fixed
seed: none is a real key.
"""

from __future__ import annotations

import base64

from .fake_values import DRAWS, Values, kept, taken

V = Values("kenning-tests-round32")


def _b64(n: int) -> str:
    return base64.b64encode(V.random.randbytes(n)).decode()


# -- a key printed alone by a command that prints a private key's file or makes a key -----


def test_a_key_printed_by_a_command_on_a_private_key_or_making_one_is_taken() -> None:
    for _ in range(DRAWS):
        key, token = _b64(64), V.rand(40)
        assert taken(f"$ cat ~/.ssh/id_ecdsa\n{key}", key)
        assert taken(f"$ cat /srv/relay/id_rsa\n{key}", key)
        # the last of several commands prints: the first's output went to a file
        assert taken(f"$ umask 077 && openssl rand -base64 32 > k.bin; cat k.bin.key\n{key}", key)
        assert taken(f"$ netbird setup-keys create --reusable\n{token}", token)
        assert taken(f"$ innernet gen-key\n{key}", key)


def test_a_public_key_or_what_another_command_prints_is_kept() -> None:
    for _ in range(DRAWS):
        # the key went to a file; the last command prints something else
        assert kept(f"$ wg genkey > wg.key; git rev-parse HEAD\n{V.hex(40)}")
        assert kept(f"$ cat ~/.ssh/id_ed25519.pub; git rev-parse HEAD\n{V.hex(40)}")
    assert kept("$ tailscale keys create --json\nCreated.")


# -- a CSV column whose header names a secret, wherever the word stands in its cell -------


def test_a_csv_cell_under_a_secret_header_anywhere_in_its_cell_is_taken() -> None:
    for _ in range(DRAWS):
        key, token, pw = V.rand(40), V.rand(32), V.rand(8) + "!" + V.rand(8)
        assert taken(f"Name,Created,API Key\nci,2026-01-02,{key}\n", key)
        assert taken(f"login\tcreated\tAccess Token\nbot\t2026-02-03\t{token}", token)
        assert taken(f"email,Password Hint,Password Value\nana@example.org,dog,{pw}", pw)


def test_a_csv_column_of_ids_or_public_keys_is_kept() -> None:
    for _ in range(DRAWS):
        key_id, public = V.rand(20).upper(), V.rand(40)
        assert kept(f"User Name,Access Key Id,Public Key\nci,{key_id},{public}\n")
        assert kept(f"table,partition key,sort key\norders,{V.uuid()},{V.hex(40)}")
        assert kept(f"name,token name,created\nci,{V.rand(24)},2026-01-02")


# -- a property list's key named for a secret, then its string or its data ----------------


def test_a_plist_secret_as_data_is_taken() -> None:
    for _ in range(DRAWS):
        blob, pw = _b64(18), V.rand(20)
        assert taken(f"<key>PSKSharedSecret</key>\n<data>\n\t{blob}\n\t</data>", blob)
        assert taken(f"<key>EAPPassword</key>\n  <data>{blob}</data>", blob)
        assert taken(f"<key>KeychainPassphrase</key><string>{pw}</string>", pw)


def test_a_plist_public_key_or_payload_data_is_kept() -> None:
    for _ in range(DRAWS):
        blob = _b64(64)
        assert kept(f"<key>PublicKey</key>\n<data>{blob}</data>")
        assert kept(f"<key>PayloadUUID</key>\n<string>{V.uuid().upper()}</string>")
        assert kept("<key>TokenType</key><string>Bearer</string>")


# -- a bare `key` beside the display name of the credential it is ------------------------


def test_a_bare_key_beside_a_display_name_is_taken() -> None:
    for _ in range(DRAWS):
        key = V.rand(40)
        assert taken(f'{{"displayName": "backup-bot", "id": "{V.uuid()}", "key": "{key}"}}', key)
        assert taken(f"{{'display_name': 'ci', 'key': '{key}', 'created': '2026-11-30'}}", key)


def test_a_key_beside_a_display_name_that_is_no_secret_is_kept() -> None:
    for _ in range(DRAWS):
        assert kept(f'{{"displayName": "Orders", "key": "orders-v2", "id": "{V.uuid()}"}}')
        assert kept('{"display-name": "ci", "key": "${ACCESS_KEY}"}')
        # the key's name and its id, listed: no value of the key
        assert kept(f'{{"display-name": "s3", "key-id": "{V.hex(40)}"}}')


# -- a key element's data (records.py) ----------------------------------------------------


def _groups(hexdigits: str) -> str:
    return " ".join(hexdigits[i : i + 8].upper() for i in range(0, len(hexdigits), 8))


def test_a_key_elements_data_is_taken() -> None:
    for _ in range(DRAWS):
        grouped, blob = _groups(V.hex(64)), _b64(32)
        assert taken(
            f'<Key>\n  <Data Hash="{V.hex(8)}">\n    {grouped}\n  </Data>\n</Key>', grouped
        )
        assert taken(f"<PrivateKey><Value>{blob}</Value></PrivateKey>", blob)
        digits = V.hex(40)
        assert taken(f"<client:secret>\n<data>{digits}</data>\n</client:secret>", digits)


def test_a_public_key_elements_data_or_words_are_kept() -> None:
    for _ in range(DRAWS):
        assert kept(f"<PublicKey><Value>{_b64(32)}</Value></PublicKey>")
        assert kept("<Key>\n  <Data>Set this to your own key file</Data>\n</Key>")
        assert kept("<Key><Value>${KEYFILE_DATA}</Value></Key>")


# -- a record typed as a password (records.py) --------------------------------------------


def test_a_record_typed_as_a_password_gives_its_value() -> None:
    for _ in range(DRAWS):
        pw = V.rand(10) + "]" + V.rand(9)
        record = '{"type": "random:index/randomPassword:RandomPassword", "outputs": {"result": '
        assert taken(f'{record}"{pw}"}}}}', pw)
        assert taken(f'[{{"kind": "Secret", "name": "smtp", "value": "{pw}"}}]', pw)
        assert taken(f'{{"type": "password", "id": "admin-pw",\n "value": "{pw}"}}', pw)


def test_a_record_of_another_type_or_a_template_is_kept() -> None:
    for _ in range(DRAWS):
        assert kept(f'{{"type": "random_id", "result": "{V.rand(20)}"}}')
        assert kept('{"type": "password", "value": "${DB_PASSWORD}"}')
        assert kept('{"type": "password", "label": "Your password", "value": "changeme"}')
        assert kept('{"kind": "SecretList", "result": "3 items listed"}')


# -- a binary blob beside the password that opens it (records.py) -------------------------


def _der(n: int) -> str:
    return "MII" + base64.b64encode(V.random.randbytes(n)).decode()[3:]


def test_a_blob_beside_the_password_that_opens_it_is_taken() -> None:
    for _ in range(DRAWS):
        blob, pw = _der(600), V.rand(16)
        assert taken(f"ANDROID_KEYSTORE={blob}\nANDROID_KEYSTORE_PASSWORD={pw}", blob)
        assert taken(f'{{"clientCert": "{blob}",\n "clientCertPassphrase": "{pw}"}}', blob)
        assert taken(f"identity:\n  pfx: {blob}\n  pfx_pin: '{pw}'", blob)


def test_a_certificate_with_no_password_of_its_own_is_kept() -> None:
    for _ in range(DRAWS):
        blob = _der(600)
        assert kept(f"ROOT_CA_CERT={blob}\nLOG_LEVEL=info")
        # a password beside it, for something else
        assert kept(f"TLS_CERT={blob}\nSMTP_PASSWORD=${{SMTP_PASSWORD}}")


# -- a secret changed on a command line (records.py) -------------------------------------


def test_the_new_secret_of_a_command_that_changes_one_is_taken() -> None:
    for _ in range(DRAWS):
        pin, key, pw = str(V.random.randrange(10**7, 10**8)), V.hex(48), V.rand(14)
        assert taken(f"pivy-tool change-pin --old-pin 246810 --new-pin {pin}", pin)
        assert taken(f"hsmctl unblock-pin --puk 13572468 -n {pin}", pin)
        assert taken(f"tokenadm change-management-key --management-key {V.hex(48)} -n {key}", key)
        assert taken(f"vaultctl user set-password ana --new-password '{pw}'", pw)


def test_a_changed_secret_given_as_a_variable_or_a_prompt_is_kept() -> None:
    assert kept("pivy-tool change-pin --new-pin $NEW_PIN")
    assert kept("hsmctl change-pin -n <new-pin>")
    assert kept("gpg --change-pin")
    # the current value's flag: docs give the default there
    assert kept(
        "tokenadm change-management-key -m 010203040506070801020304050607080102030405060708"
    )
    assert kept("kubectl set-context -n default")


# -- a key told after its word in Korean, Persian or Hebrew (tongues.py) ----------------


def test_a_key_told_after_its_word_in_another_language_is_taken() -> None:
    for _ in range(DRAWS):
        tok, key = f"{V.hex(6)}.{V.hex(16)}", _b64(32)
        assert taken(f"깃랩 러너 등록 토큰은 {tok} 이에요", tok)
        bot = V.rand(35)
        assert taken(f"توکن ربات تلگرام من {bot} هست", bot)
        assert taken(f"המפתח הפרטי של השרת: {key}", key)


def test_a_word_for_a_key_with_a_path_or_a_version_after_it_is_kept() -> None:
    assert kept("토큰은 만료되었습니다. 다시 로그인하세요.")
    assert kept("토큰 파일은 /etc/kubernetes/pki/ca.crt 에 있어요")
    assert kept("کلید در /home/ana/.ssh/id_ed25519 است")
    assert kept("토큰 라이브러리 버전은 v1.2.3 입니다")


# -- the first key a dump prints (records.py) ----------------------------------------------


def test_the_first_key_a_dump_prints_is_taken() -> None:
    for _ in range(DRAWS):
        private, public = _b64(32), _b64(32)
        dump = f"$ sudo wg show all dump\nwg1\t{private}\t{public}\t51820\toff\n"
        assert taken(dump, private)
        shown = f"$ meshctl node show --show-secrets\n{private}\t{public}\t10.0.0.4\n"
        assert taken(shown, private)


def test_a_dump_without_a_key_first_or_sent_to_a_file_is_kept() -> None:
    for _ in range(DRAWS):
        assert kept(f"$ sudo wg show wg0 dump > state.txt\n{V.hex(8)}\t10.8.0.2/32\toff\n")
        assert kept("$ sqlite3 app.db .dump\nPRAGMA foreign_keys=OFF;\tBEGIN;\tCOMMIT;\n")
        assert kept(f"$ conntrack --dump\ntcp\t6\t{V.random.randrange(100, 999)}\tESTABLISHED\n")
