"""Round 40 (issue 27): held-out 42's destroyed look-alikes, each kept by what makes it
public, with secrets of the same shapes that must still be taken; then its leaks, each
class written for tools and forms the held-out set does not hold.

Values come from a fixed seed: none is a real key.
"""

from __future__ import annotations

import pytest

from kenning.daemon.safety.sanitize import default_sanitizer

from .fake_values import DRAWS, Values, kept, stays_linear, taken

V = Values("kenning-tests-round40")

_URL_SAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"


def _google_key() -> str:
    return "AIza" + V.rand(35, _URL_SAFE)


def _byte_rows(n: int = 16) -> str:
    digits = V.hex(2 * n)
    return ", ".join(f"0x{digits[i : i + 2]}" for i in range(0, 2 * n, 2))


# == the look-alikes (vendor_ids.py, published.py, documented.py, stand_in_tables.py) ==


def test_a_google_key_an_app_ships_in_its_config_is_kept() -> None:
    for _ in range(DRAWS):
        key = _google_key()
        for text in (
            f'<meta-data\n    android:name="com.google.android.maps.v2.API_KEY"\n'
            f'    android:value="{key}" />',
            f'<meta-data android:name="com.google.android.nearby.messages.API_KEY" '
            f'android:value="{key}"/>',
            f"  static const FirebaseOptions ios = FirebaseOptions(\n    apiKey: '{key}',\n"
            f"    appId: '1:4471:ios:9f0c',\n    messagingSenderId: '4471',\n"
            f"    projectId: 'shop-4',\n    iosBundleId: 'io.shop.app',\n  );",
        ):
            assert kept(text), text


def test_a_google_key_in_code_or_chat_is_still_taken() -> None:
    for _ in range(DRAWS):
        key = _google_key()
        for text in (
            f"final opts = FirebaseOptions(apiKey: '{key}', region: 'eu');",
            f'MAPS_KEY="{key}" ./gradlew assembleRelease',
            f"the android:value of the maps key is {key}, keep it out of git",
            f'<string name="maps_server_key">{key}</string>',
        ):
            assert taken(text, key), text


def test_a_public_key_as_a_c_byte_array_is_kept() -> None:
    for _ in range(DRAWS):
        rows = _byte_rows()
        for text in (
            f"const unsigned char ecdsa_pub_key[] = {{\n    {rows},\n}};",
            f"static const uint8_t ed25519_public_key[32] = {{\n  {rows}\n}};",
            f"const uint8_t update_verify_key[] = {{ {rows} }};",
            f"static const unsigned char rsa_pubkey[PUBKEY_LEN] = {{\n\t{rows},\n}};",
        ):
            assert kept(text), text


def test_a_private_key_as_a_c_byte_array_is_taken() -> None:
    for _ in range(DRAWS):
        rows = _byte_rows()
        for text in (
            f"const unsigned char ecdsa_priv_key[] = {{\n    {rows},\n}};",
            f"static const uint8_t signing_key[32] = {{\n  {rows}\n}};",
            f"static const uint8_t pub_secret_key[] = {{\n  {rows}\n}};",
        ):
            assert taken(text, rows[:24]), text


def test_a_published_key_written_as_bytes_is_kept() -> None:
    fips = (
        "0x2B, 0x7E, 0x15, 0x16, 0x28, 0xAE, 0xD2, 0xA6, "
        "0xAB, 0xF7, 0x15, 0x88, 0x09, 0xCF, 0x4F, 0x3C"
    )
    for text in (
        f"static const u1_t PROGMEM APPKEY[16] = {{ {fips} }};",
        f"uint8_t aes_key[] = {{ {fips.lower()} }};  // FIPS-197 appendix A.1",
    ):
        assert kept(text), text
    for _ in range(DRAWS):
        rows = _byte_rows()
        text = f"static const u1_t PROGMEM APPKEY[16] = {{ {rows} }};"
        assert taken(text, rows[:24]), text


def test_templates_defaults_and_documented_passwords_are_kept() -> None:
    for text in (
        '{\n  "key_id": "D383SF739",\n  "key": "-----BEGIN PRIVATE KEY-----\\nMIG...\\n'
        '-----END PRIVATE KEY-----"\n}',
        "-----BEGIN EC PRIVATE KEY-----\n…\n-----END EC PRIVATE KEY-----",
        'signingConfigs { debug { storePassword "android"; keyPassword "android" } }',
        "keytool -list -keystore ~/.android/debug.keystore -storepass android",
        'private const val FAKE_PASSWORD = "not-a-real-password"',
        'TEST_TOKEN = "not_a_real_token"',
        'xcrun notarytool store-credentials "AC_PASSWORD" --password "abcd-efgh-ijkl-mnop"',
        "APP_SPECIFIC_PASSWORD=abcd.efgh.ijkl.mnop",
    ):
        assert kept(text), text


def test_a_real_key_armour_or_password_of_those_shapes_is_taken() -> None:
    for _ in range(DRAWS):
        body = V.rand(64)
        pw = "-".join("".join(V.random.sample("abcdefghijklmnopqrstuvwxyz", 4)) for _ in range(4))
        word = V.rand(10)
        for text, secret in (
            (f'"key": "-----BEGIN PRIVATE KEY-----\\n{body}...\\n-----END PRIVATE KEY-----"', body),
            (f'xcrun notarytool store-credentials --password "{pw}"', pw),
            (f'storePassword = "android{word}"', word),
            (f'FAKE_PASSWORD = "{word}"', word),
        ):
            assert taken(text, secret), text


def test_round40_look_alike_checks_stay_linear() -> None:
    assert stays_linear("x[] = {" * 500)
    assert stays_linear("-----BEGIN PRIVATE KEY-----\nMIG...\n-----END PRIVATE KEY-----\n" * 300)
    assert stays_linear('android:name="a" android:value="' * 300)


# == the leaks ==

# -- a password stated in a sentence of another language (spoken.py, tongues.py) --


def _password() -> str:
    return V.rand(8) + V.random.choice("#@.") + V.rand(8)


def test_a_password_a_few_words_before_its_verb_is_taken() -> None:
    for _ in range(DRAWS):
        pw = _password()
        for text in (
            f"Het wachtwoord van de signing key is {pw}, zet het niet in git",
            f"'t Wachwoord vanne server is {pw}, neet deile",
            f"Hasło do keystore'a produkcyjnego to {pw}, nie wrzucaj tego",
            f"La contraseña del keystore de release es {pw}, no lo subas",
            f"E kontraseña di e server di prueba ta {pw}, no pone esaki den git",
            f"Heslo k serveru v laborce je {pw}, nikomu to neposílej",
        ):
            assert taken(text, pw), text


def test_a_secret_word_of_more_languages_before_a_code_is_taken() -> None:
    for _ in range(DRAWS):
        pw = _password()
        for text in (
            f"In tlahtolichtacayotl ica servidor ye {pw}, amo xiquihcuilo",
            f"Ri ewan tzij rech ri servidor are {pw}, man ka'oq'ej ta",
            f"ꯁꯔꯚꯔ ꯄꯥꯁꯋꯥꯔꯗ ꯑꯁꯤ {pw} ꯑꯣꯏꯔꯤ",
            f"ߞߎߡߊߘߋ߲߫ ߘߏ߲ߠߌ߲ ߦߋ߫ {pw} ߘߌ߫",
        ):
            assert taken(text, pw), text


def test_a_sentences_comma_after_the_password_stays() -> None:
    s = default_sanitizer()
    for _ in range(DRAWS):
        pw = _password()
        out = s.redact(f"hasło do panelu OVH to {pw}, zmień je po wdrożeniu")
        assert pw not in out and "], zmień" in out, out


def test_a_sentence_about_a_password_without_one_is_kept() -> None:
    for text in (
        "het wachtwoord van de server is veranderd gisteren",
        "Hasło do serwera to jest problem, zmień je jutro",
        "La contraseña del usuario de pruebas es incorrecta otra vez",
    ):
        assert kept(text), text


# -- a password given to a signing or provisioning tool's own flag (signing_flags.py) --


def test_a_password_given_to_a_signing_tools_flag_is_taken() -> None:
    for _ in range(DRAWS):
        pw = _password()
        for text in (
            f"signtool.exe sign /fd sha256 /f cert.pfx /p {pw} /t http://ts.example App.exe",
            f"& signtool sign /f $pfx /p '{pw}' build\\App.msix",
            f"pvk2pfx -pvk app.pvk -spc app.spc -pfx app.pfx -pi {pw} -po {pw}",
            f'pvk2pfx /pvk app.pvk /pi "{pw}" /spc app.spc /pfx app.pfx',
            f"certutil -f -p {pw} -importpfx My signing.pfx",
            f"osslsigncode sign -pkcs12 cert.p12 -pass {pw} -in app.exe -out signed.exe",
            f"nuget sign pkg.nupkg -CertificatePath cert.pfx -CertificatePassword {pw}",
            f"dotnet nuget sign pkg.nupkg --certificate-password {pw}",
            f"security unlock-keychain -p {pw} build.keychain",
            f"security set-key-partition-list -S apple: -s -k {pw} ci.keychain",
            f"security import dist.p12 -k ci.keychain -P {pw} -T /usr/bin/codesign",
            f"esp_prov.py --transport ble --sec_ver 1 --pop {pw} --ssid Lab",
            f"python esp_prov.py --transport softap --ssid Lab --passphrase {pw}",
        ):
            assert taken(text, pw), text


def test_a_password_cut_by_cmds_caret_is_taken_whole() -> None:
    for _ in range(DRAWS):
        head, tail = V.rand(11), V.rand(11)
        text = f"signtool sign /f codesign.pfx /p {head}^\n{tail} /fd SHA256 Setup.exe"
        assert taken(text, head) and taken(text, tail), text


def test_a_signing_tools_flag_given_a_variable_or_a_path_is_kept() -> None:
    for text in (
        "signtool sign /f cert.pfx /p $env:PFX_PASSWORD /fd sha256 App.exe",
        "signtool sign /f cert.pfx /p %PFX_PASS% App.exe",
        'security import dist.p12 -k build.keychain -P "$P12_PASSWORD" -A',
        'security create-keychain -p "$KEYCHAIN_PASSWORD" build.keychain',
        "esp_prov.py --transport softap --pop abcd1234 --ssid <ssid>",
        "the security team signed off; signtool is in the SDK's bin folder",
    ):
        assert kept(text), text


# -- an environment variable's read with its default (declared.py's view) --


def test_an_environment_reads_default_literal_is_taken() -> None:
    for _ in range(DRAWS):
        pw = _password()
        for text in (
            f"storePassword System.getenv('KS_PASS') ?: '{pw}'",
            f'keyPassword = System.getenv("KEY_PASSWORD") ?: "{pw}"',
            f'const dbPassword = process.env.DB_PASS || "{pw}";',
            f'var password = Environment.GetEnvironmentVariable("PW") ?? "{pw}";',
            f'let token = ProcessInfo.processInfo.environment["API_TOKEN"] ?? "{pw}"',
            f"my $pass = $ENV{{DB_PASS}} // '{pw}';",
            f'api_key = os.environ.get("API_KEY") or "{pw}"',
            f'let secret = std::env::var("APP_SECRET").unwrap_or("{pw}".into());',
            f"$password = getenv('DB_PASSWORD') ?: '{pw}';",
            f'val apiToken = sys.env.get("API_TOKEN").getOrElse("{pw}")',
        ):
            assert taken(text, pw), text


def test_an_environment_reads_default_in_json_keeps_its_quotes() -> None:
    s = default_sanitizer()
    for _ in range(DRAWS):
        pw = _password()
        out = s.redact(f'"new_string": "const dbPassword = process.env.DB_PASS || \\"{pw}\\";"')
        assert pw not in out and out.endswith(']\\";"'), out


def test_an_environment_reads_default_that_is_no_secret_is_kept() -> None:
    for text in (
        'const region = process.env.REGION || "eu-west-1";',
        'log_level = os.environ.get("LOG_LEVEL") or "info"',
        "storePassword System.getenv('KS_PASS') ?: ''",
        'val host = System.getenv("DB_HOST") ?: "localhost"',
    ):
        assert kept(text), text


# -- a Wi-Fi key's and a package registry's token's names (layouts.py, public.py) --


def test_a_wifi_psk_and_a_pub_token_are_taken() -> None:
    for _ in range(DRAWS):
        pw, token = _password(), V.rand(48)
        for text, secret in (
            (f'WIFI_SSID = "Lab"\nWIFI_PSK = "{pw}"', pw),
            (f'CONFIG_WIFI_PSK="{pw}"', pw),
            (f'wifi_psk: "{pw}"', pw),
            (f"cd app && PUB_TOKEN={token} flutter pub get", token),
            (f"export PUB_HOSTED_TOKEN={token}", token),
        ):
            assert taken(text, secret), text


def test_a_public_key_under_pub_stays_kept() -> None:
    for _ in range(DRAWS):
        key = V.hex(64)
        for text in (f'PUB_KEY = "{key}"', f"ssh_pub_key: {key}"):
            assert kept(text), text


# -- a key fed to a command's input: a key file given as `-`, a decoder to a key store --


def test_a_key_fed_to_a_key_file_of_dash_or_decoded_to_a_key_store_is_taken() -> None:
    for _ in range(DRAWS):
        key = V.rand(43) + "="
        blob = "MIIK" + V.rand(120, _URL_SAFE.replace("_", "+").replace("-", "/"))
        for text, secret in (
            (f"./bin/sign_update --ed-key-file - App.dmg <<< '{key}'", key),
            (f"echo '{key}' | minisign -S -m app.zip --secret-key-file -", key),
            (f"tool sign --password-file=- build.zip <<< {key}", key),
            (f"echo '{blob}' | base64 -d > app/release.jks", blob),
            (f'echo "{blob}" | base64 --decode > ios/dist.p12', blob),
            (f"printf '%s' '{blob}' | base64 -D > signing.keystore", blob),
        ):
            assert taken(text, secret), text


def test_a_variable_fed_or_text_decoded_to_another_file_is_kept() -> None:
    for text in (
        'echo "$KEYSTORE_B64" | base64 -d > app/release.jks',
        "echo 'aGVsbG8gd29ybGQK' | base64 --decode > notes.txt",
        "cat key.txt | sign_update --ed-key-file - App.dmg",
        'sign_update --ed-key-file - App.dmg <<< "$SPARKLE_KEY"',
    ):
        assert kept(text), text


@pytest.mark.slow
def test_round40_leak_rules_stay_linear() -> None:
    assert stays_linear("signtool /p " * 500)
    assert stays_linear("security unlock-keychain -p x " * 300)
    assert stays_linear("x = System.getenv('A') ?: " * 300)
    assert stays_linear("hasło do a b c d e " * 300)
    assert stays_linear("x --key-file - <<< a " * 300)
    assert stays_linear("echo a | base64 -d > " * 300)
