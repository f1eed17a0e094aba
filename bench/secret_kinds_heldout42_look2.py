"""Held-out 42's fixed look-alikes (`bench/secret_kinds_heldout42_look.py`): no secret in any.

Values the set decides are public by design: the Android SDK's
`debug.keystore` is made by every SDK with the store and key password
`android` and the alias `androiddebugkey`, printed in Android's own
documentation; it signs nothing a store accepts, so `-storepass android`
and a `signingConfigs.debug` block holding it are look-alikes. Published
defaults and test vectors are look-alikes too, as held-out 41 decided: the
FIPS-197 AES key that LoRaWAN examples ship as their default AppKey, the
Nordic UART service UUID and the ESP32 BLE examples' UUIDs. Ciphertext kept
at rest on purpose is a look-alike: SOPS's `ENC[…]` values in a fastlane
`.env` or an ESPHome `secrets.yaml`, and fastlane match's encrypted
certificates repository (openssl `Salted__` blobs), are written to be
committed; only the password that opens them (never in these texts) must
not be stored.

Then placeholders and example values in this set's shapes (`gradle.
properties`, `xcconfig`, `Matchfile`, `.env.default`, `arduino_secrets.h`,
`sdkconfig`, `eas.json`, `electron-builder.yml`, `platformio.ini`),
masked and redacted values as tools print them, secrets referred to by
name (`$MATCH_PASSWORD`, `${{ secrets.X }}`, `env:KS_PASS`, `!secret`,
`System.getenv`, `@keychain:`), build numbers and dates, and people in this
set's languages pointing at where a secret lives without giving it.
"""

from __future__ import annotations

import base64
import random
import uuid

__all__ = ["FIXED"]

_r = random.Random("kenning-wide-heldout42-fixed")


def _sops(name: str, n: int) -> str:
    data = base64.b64encode(_r.randbytes(n)).decode()
    iv = base64.b64encode(_r.randbytes(32)).decode()
    tag = base64.b64encode(_r.randbytes(16)).decode()
    return f"{name}=ENC[AES256_GCM,data:{data},iv:{iv},tag:{tag},type:str]"


def _salted() -> str:
    raw = b"Salted__" + _r.randbytes(8) + _r.randbytes(120)
    body = base64.b64encode(raw).decode()
    return "\n".join(body[i : i + 64] for i in range(0, len(body), 64))


_DEBUG: list[tuple[str, str]] = [
    (
        "debug_keystore_keytool",
        "keytool -list -v -keystore ~/.android/debug.keystore -alias androiddebugkey -storepass "
        "android -keypass android",
    ),
    (
        "debug_signing_config_groovy",
        "signingConfigs {\n    debug {\n"
        "        storeFile file('debug.keystore')\n"
        "        storePassword 'android'\n"
        "        keyAlias 'androiddebugkey'\n        keyPassword 'android'\n    }\n}",
    ),
    (
        "debug_signing_config_kts",
        'getByName("debug") {\n'
        '    storeFile = file("${System.getProperty("user.home")}/.android/debug.keystore")\n'
        '    storePassword = "android"\n'
        '    keyAlias = "androiddebugkey"\n'
        '    keyPassword = "android"\n'
        "}",
    ),
    (
        "debug_apksigner",
        "apksigner sign --ks ~/.android/debug.keystore --ks-pass pass:android --ks-key-alias "
        "androiddebugkey app-debug.apk",
    ),
    (
        "debug_keystore_chat",
        "the debug keystore's password is just `android` (alias androiddebugkey), it's the "
        "SDK default",
    ),
    (
        "debug_keystore_jarsigner",
        "jarsigner -keystore ~/.android/debug.keystore -storepass android -keypass android "
        "app.apk androiddebugkey",
    ),
]

_PUBLISHED: list[tuple[str, str]] = [
    (
        "lmic_default_appkey_fips197",
        "// LMIC example default, replace before deploying\n"
        "static const u1_t PROGMEM APPKEY[16] = { 0x2B, 0x7E, 0x15, 0x16, 0x28, 0xAE, 0xD2, "
        "0xA6, 0xAB, 0xF7, 0x15, 0x88, 0x09, 0xCF, 0x4F, 0x3C };",
    ),
    (
        "nordic_uart_uuids",
        '#define NUS_SERVICE_UUID "6E400001-B5A3-F393-E0A9-E50E24DCCA9E"\n'
        '#define NUS_RX_UUID      "6E400002-B5A3-F393-E0A9-E50E24DCCA9E"\n'
        '#define NUS_TX_UUID      "6E400003-B5A3-F393-E0A9-E50E24DCCA9E"',
    ),
    (
        "esp32_ble_example_uuids",
        '#define SERVICE_UUID        "4fafc201-1fb5-459e-8fcc-c5c9c331914b"\n'
        '#define CHARACTERISTIC_UUID "beb5483e-36e1-4688-b7f5-ea07361b26a8"',
    ),
    (
        "android_platform_uid_names",
        'android:sharedUserId="android.uid.system"\nLOCAL_CERTIFICATE := platform',
    ),
]

_ENCRYPTED: list[tuple[str, str]] = [
    (
        "sops_fastlane_env",
        f"{_sops('MATCH_PASSWORD', 20)}\n{_sops('FASTLANE_PASSWORD', 16)}\nsops_version=3.9.1",
    ),
    (
        "sops_esphome_secrets",
        "wifi_password: "
        + _sops("x", 18).split("=", 1)[1]
        + "\nota_password: "
        + _sops("x", 24).split("=", 1)[1],
    ),
    (
        "match_encrypted_cert_repo",
        "$ git -C certs show HEAD:certs/distribution/ABCDE12345.cer | head -4\n" + _salted(),
    ),
    (
        "match_encrypted_profile_file",
        "$ head -c 200 profiles/appstore/AppStore_com.acme.app.mobileprovision | base64\n"
        + _salted(),
    ),
    ("sops_eas_env_json", '{\n  "EXPO_TOKEN": "' + _sops("x", 30).split("=", 1)[1] + '"\n}'),
]

_PLACEHOLDERS: list[tuple[str, str]] = [
    (
        "gradle_properties_placeholder",
        "MYAPP_UPLOAD_STORE_FILE=my-upload-key.keystore\n"
        "MYAPP_UPLOAD_KEY_ALIAS=my-key-alias\n"
        "MYAPP_UPLOAD_STORE_PASSWORD=*****\n"
        "MYAPP_UPLOAD_KEY_PASSWORD=*****",
    ),
    (
        "key_properties_template",
        "storePassword=<password from previous step>\n"
        "keyPassword=<password from previous step>\n"
        "keyAlias=upload\nstoreFile=<keystore-file-location>",
    ),
    (
        "xcconfig_placeholder",
        "API_SECRET = YOUR_API_SECRET_HERE\nSENTRY_AUTH_TOKEN = <your-sentry-token>",
    ),
    (
        "matchfile_template",
        'git_url("https://github.com/<org>/<certificates-repo>")\n'
        'storage_mode("git")\n'
        'type("development")\n'
        '# app_identifier(["tools.fastlane.app", "tools.fastlane.app2"])\n'
        '# username("user@fastlane.tools")',
    ),
    (
        "fastlane_env_default_placeholder",
        "MATCH_PASSWORD=changeme\n"
        "FASTLANE_USER=you@example.com\n"
        "FASTLANE_PASSWORD=your-apple-id-password",
    ),
    ("arduino_secrets_template", '#define SECRET_SSID ""\n#define SECRET_PASS ""'),
    (
        "arduino_sketch_placeholder",
        'const char* ssid = "YOUR_SSID";\nconst char* password = "YOUR_PASSWORD";',
    ),
    (
        "sdkconfig_defaults_placeholder",
        'CONFIG_EXAMPLE_WIFI_SSID="myssid"\nCONFIG_EXAMPLE_WIFI_PASSWORD="mypassword"',
    ),
    (
        "platformio_placeholder_flags",
        'build_flags =\n    -DWIFI_SSID=\\"${sysenv.WIFI_SSID}\\"\n'
        '    -DWIFI_PASS=\\"${sysenv.WIFI_PASS}\\"',
    ),
    (
        "eas_json_secret_reference",
        '{\n  "build": {\n    "production": {\n'
        '      "env": { "API_URL": "https://api.acme.io" }\n'
        '    }\n  },\n  "submit": { "production": { "ios": { "ascApiKeyPath": "./keys/AuthKey.p8" '
        "} } }\n}",
    ),
    (
        "electron_builder_placeholder",
        "win:\n  certificateFile: build/cert.pfx\n"
        "  certificatePassword: ${env.WIN_CSC_KEY_PASSWORD}\n"
        "mac:\n  notarize: true",
    ),
    (
        "asc_api_key_json_template",
        '{\n  "key_id": "D383SF739",\n'
        '  "issuer_id": "6053b7fe-68a8-4acb-89be-165aa6465141",\n'
        '  "key": "-----BEGIN PRIVATE KEY-----\\nMIG...\\n-----END PRIVATE KEY-----",\n'
        '  "in_house": false\n'
        "}",
    ),
    (
        "wpa_supplicant_placeholder",
        'network={\n    ssid="YOUR_NETWORK"\n    psk="YOUR_PASSPHRASE"\n}',
    ),
    (
        "yocto_local_conf_template",
        'INHERIT += "extrausers"\n'
        "# EXTRA_USERS_PARAMS = \"usermod -p '$(openssl passwd -6 <password>)' root;\"",
    ),
    (
        "buildroot_empty_root_password",
        'BR2_TARGET_GENERIC_ROOT_PASSWD=""\nBR2_TARGET_ENABLE_ROOT_LOGIN=y',
    ),
    (
        "signtool_help_usage",
        "/p <pass.>  Specify a password to use when opening a PFX file.\n"
        "/f <file>   Specify the signing cert in a file.",
    ),
    (
        "apksigner_help",
        "--ks-pass       KeyStore password (default: prompt). Supported formats: pass:<password>, "
        "env:<name>, file:<file>, stdin",
    ),
    (
        "keytool_doc_example",
        "keytool -genkeypair -keystore keystore.jks -alias mykey -storepass <storepass> -keypass "
        "<keypass>",
    ),
    (
        "notarytool_doc_example",
        'xcrun notarytool submit MyApp.zip --apple-id "user@example.com" --team-id "TEAMID1234" '
        '--password "abcd-efgh-ijkl-mnop" --wait',
    ),
    (
        "app_specific_password_format_doc",
        "An app-specific password looks like xxxx-xxxx-xxxx-xxxx; generate one at appleid.apple.co"
        "m",
    ),
    (
        "mosquitto_example_doc",
        "mosquitto_pub -h test.mosquitto.org -t test/topic -u <user> -P <password> -m hello",
    ),
    (
        "esphome_ota_docs",
        "ota:\n  - platform: esphome\n"
        "    password: !secret ota_password  # generate with: openssl rand -hex 16",
    ),
    (
        "dart_define_from_env_doc",
        "flutter run --dart-define-from-file=config/prod.json  # the file is in .gitignore",
    ),
    (
        "codemagic_env_group_reference",
        "environment:\n  groups:\n"
        "    - keystore_credentials\n"
        "  vars:\n    CM_KEYSTORE_PATH: $CM_BUILD_DIR/keystore.keystore",
    ),
    (
        "test_fixture_fake_password",
        'private const val FAKE_PASSWORD = "not-a-real-password"\n'
        "@Test fun rejectsWrongPassword() = assertFalse(vault.unlock(FAKE_PASSWORD))",
    ),
]

_MASKED: list[tuple[str, str]] = [
    (
        "fastlane_masked_password",
        "[08:14:02]: $ xcrun altool --upload-app -f App.ipa -u release@acme.io -p ******** "
        "--output-format xml",
    ),
    (
        "gradle_masked_property",
        "> Task :app:printSigning\nstorePassword=[hidden]\nkeyPassword=[hidden]\nkeyAlias=upload",
    ),
    (
        "ci_log_masked",
        "Run ./gradlew bundleRelease -PRELEASE_STORE_PASSWORD=*** -PRELEASE_KEY_PASSWORD=***",
    ),
    (
        "eas_secret_list_masked",
        "Secrets for this account and project:\n"
        "┌──────────────┬────────┬─────────┐\n"
        "│ Name         │ Type   │ Scope   │\n"
        "│ API_SECRET   │ string │ project │\n"
        "│ SENTRY_TOKEN │ string │ account │\n"
        "└──────────────┴────────┴─────────┘",
    ),
    (
        "eas_env_list_masked",
        "Variables for this project:\n"
        "API_SECRET=***** (secret, production)\n"
        "API_URL=https://api.acme.io (plaintext, all)",
    ),
    (
        "bitrise_masked",
        "Signing with keystore: $BITRISEIO_ANDROID_KEYSTORE_URL\nKeystore password: [REDACTED]",
    ),
    ("redacted_chat_keystore", "the release keystore pass is <redacted>, ask Ana in DM"),
    ("sdkconfig_masked", 'CONFIG_ESP_WIFI_PASSWORD="********"'),
    (
        "esphome_log_masked",
        "[14:02:11][C][wifi:416]:   SSID: [redacted]\n"
        "[14:02:11][C][wifi:417]:   Password: [redacted]",
    ),
    ("serial_console_masked", "[    4.812390] acme-provision: cloud token=<hidden> (len 40)"),
    ("logcat_masked_header", "I okhttp.OkHttpClient: Authorization: ██"),
    (
        "security_prompt_no_value",
        "security: SecKeychainSearchCopyNext: The specified item could not be found in the "
        "keychain.",
    ),
    (
        "keytool_prompt_no_echo",
        "Enter keystore password:\n"
        "Re-enter new password:\n"
        "What is your first and last name?\n"
        "  [Unknown]:  Acme Release",
    ),
    ("masked_p12_password_ui", "P12_PASSWORD: ●●●●●●●●●●"),
    ("truncated_token_log", "Using EXPO_TOKEN ending in …a91f (robot user: ci-bot)"),
]

_BY_NAME: list[tuple[str, str]] = [
    (
        "match_password_reference",
        'match(type: "appstore", readonly: is_ci, keychain_password: ENV["KEYCHAIN_PASSWORD"])\n'
        "# MATCH_PASSWORD comes from $MATCH_PASSWORD",
    ),
    (
        "github_actions_secrets",
        "      - run: bundle exec fastlane beta\n"
        "        env:\n          MATCH_PASSWORD: ${{ secrets.MATCH_PASSWORD }}\n"
        "          ASC_KEY: ${{ secrets.ASC_API_KEY_P8 }}",
    ),
    (
        "gradle_getenv",
        'storePassword = System.getenv("STORE_PASSWORD")\n'
        'keyPassword = System.getenv("KEY_PASSWORD")',
    ),
    (
        "gradle_findproperty",
        "storePassword project.findProperty('RELEASE_STORE_PASSWORD') ?: ''\n"
        "keyPassword keystoreProperties['keyPassword']",
    ),
    (
        "kts_keystore_properties",
        'val keystoreProperties = Properties().apply { load(rootProject.file("key.properties").inp'
        'utStream()) }\nstorePassword = keystoreProperties["storePassword"] as String',
    ),
    (
        "notarytool_keychain_profile",
        'xcrun notarytool submit Acme.zip --keychain-profile "AC_NOTARY" --wait',
    ),
    (
        "altool_keychain_reference",
        'xcrun altool --upload-app -f App.ipa -u release@acme.io -p "@keychain:AC_PASSWORD"',
    ),
    (
        "apksigner_env_and_stdin",
        "apksigner sign --ks release.jks --ks-pass env:KS_PASS --key-pass stdin app.apk",
    ),
    (
        "signtool_env_reference",
        "signtool sign /f codesign.pfx /p %PFX_PASSWORD% /fd SHA256 Acme.exe",
    ),
    (
        "powershell_read_host_secure",
        '$pwd = Read-Host -AsSecureString "PFX password"\n'
        "Export-PfxCertificate -Cert $cert -FilePath codesign.pfx -Password $pwd",
    ),
    (
        "tauri_env_reference",
        "TAURI_SIGNING_PRIVATE_KEY=$(cat ~/.tauri/acme.key) TAURI_SIGNING_PRIVATE_KEY_PASSWORD=$TA"
        "URI_KEY_PASS npm run tauri build",
    ),
    (
        "electron_env_reference",
        "CSC_LINK=$WIN_CSC_LINK CSC_KEY_PASSWORD=$WIN_CSC_KEY_PASSWORD npx electron-builder --win",
    ),
    (
        "esphome_secret_bang",
        "ota:\n  - platform: esphome\n"
        "    password: !secret ota_password\n"
        "wifi:\n  password: !secret wifi_password",
    ),
    (
        "dart_from_environment_no_default",
        "const apiSecret = String.fromEnvironment('API_SECRET');\n"
        "assert(apiSecret.isNotEmpty, 'pass --dart-define=API_SECRET=...');",
    ),
    (
        "xcconfig_variable_reference",
        "API_SECRET = $(ACME_API_SECRET)\nSENTRY_AUTH_TOKEN = ${SENTRY_AUTH_TOKEN}",
    ),
    ("eas_secret_push_from_file", "eas env:push --environment production --path .env.production"),
    (
        "security_keychain_lookup_cmd",
        'export MATCH_PASSWORD="$(security find-generic-password -s match -w)"',
    ),
    ("platformio_sysenv", "upload_flags = --auth=${sysenv.OTA_PASSWORD}"),
    ("yocto_var_reference", "EXTRA_USERS_PARAMS = \"usermod -p '${ROOT_PASSWORD_HASH}' root;\""),
    (
        "maui_msbuild_property_reference",
        "<AndroidSigningStorePass>env:ANDROID_STORE_PASS</AndroidSigningStorePass>\n"
        "<AndroidSigningKeyPass>file:key.pass</AndroidSigningKeyPass>",
    ),
]

_MORE: list[tuple[str, str]] = [
    (
        "sparkle_generate_keys_public_output",
        "A key has been generated and saved in your keychain. Add the `SUPublicEDKey` key "
        "to the Info.plist of each app:\n"
        "\n    <key>SUPublicEDKey</key>\n"
        "    <string>" + base64.b64encode(_r.randbytes(32)).decode() + "</string>",
    ),
    (
        "openssl_rand_advice",
        "generate a fresh one with `openssl rand -base64 32` and store it as MATCH_PASSWORD "
        "in the CI settings",
    ),
    (
        "idf_partition_table_csv",
        "# Name,   Type, SubType,  Offset,   Size,  Flags\n"
        "nvs,      data, nvs,      0x9000,   0x6000,\n"
        "nvs_keys, data, nvs_keys, 0xf000,   0x1000, encrypted\n"
        "factory,  app,  factory,  0x10000,  1M,",
    ),
    (
        "expo_push_token_placeholder",
        'await sendPush({ to: "ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]", title: "hi" })',
    ),
    (
        "xcode_cloud_env_names",
        "CI_BUILD_NUMBER=4812\nCI_WORKFLOW=Release\nCI_XCODE_SCHEME=Acme\nCI_PRODUCT_PLATFORM=iOS",
    ),
    (
        "signing_report_debug_variant",
        "Variant: debug\nConfig: debug\n"
        "Store: /home/dev/.android/debug.keystore\n"
        "Alias: AndroidDebugKey\n"
        "SHA1: "
        + ":".join(_r.randbytes(20).hex().upper()[i : i + 2] for i in range(0, 40, 2))
        + "\nValid until: Friday, 20 November 2054",
    ),
    (
        "gitignore_signing_files",
        "# signing\n*.jks\n*.keystore\n"
        "!debug.keystore\nkey.properties\n"
        "fastlane/.env*\nAuthKey_*.p8\n"
        "secrets.h\narduino_secrets.h",
    ),
    (
        "provisioning_profile_decode",
        "$ security cms -D -i Acme_AppStore.mobileprovision | plutil -extract UUID raw -\n"
        + str(uuid.UUID(bytes=_r.randbytes(16), version=4)).upper(),
    ),
]

_NUMBERS: list[tuple[str, str]] = [
    (
        "build_numbers",
        "CURRENT_PROJECT_VERSION = 20261130.1402\nversionCode 2026113014\nCFBundleVersion 4812",
    ),
    ("agvtool_output", "$ agvtool what-version\nCurrent version of project Acme is:\n    4812"),
    (
        "play_console_release_line",
        "Release 3.1.0 (2026113014) rolled out to 20% on 2026-11-30T14:02:11Z",
    ),
    ("zephyr_build_id_line", "*** Booting Zephyr OS build v3.7.0-2411-g1a2b3c4d5e6f ***"),
    (
        "esp_chip_efuse_summary",
        "BLOCK_KEY0 (BLOCK4)  Purpose: XTS_AES_128_KEY = ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? "
        "?? ?? ?? ?? ?? -/-",
    ),
    (
        "ios_device_log_ids",
        "Nov 30 14:02:11 iPhone Acme(Foundation)[612] <Notice>: session 7 started, build 4812, "
        "locale de_DE",
    ),
]

_CHAT: list[tuple[str, str]] = [
    ("chat_pap_no_secret", "E contraseña di e keystore ta den 1Password, bóbeda 'Android release'"),
    ("chat_dsb_no_secret", "Gronidło za match jo w CI ako MATCH_PASSWORD, pšosym jo tam pśeglědaj"),
    ("chat_nah_no_secret", "In tlahtolichtacayotl ica Wi-Fi ye ipan secrets.yaml, amo ipan repo"),
    ("chat_nso_no_secret", "Phasewete ya Apple e bolokilwe go keychain ka leina AC_PASSWORD"),
    ("chat_pag_no_secret", "Say keyPassword et walad GitHub secrets, KEY_PASSWORD so ngaran to"),
    ("chat_kaa_no_secret", "Sentry tokeni CI sırlarında SENTRY_AUTH_TOKEN atı menen saqlanǵan"),
    (
        "chat_li_no_secret",
        "'t Wachwoord steit in Bitwarden ónger 'Play upload key', neet in de repo",
    ),
    ("chat_szl_no_secret", "Hasło je we vaultcie pod secret/android/keystore, wyciōng se go sōm"),
    ("chat_tyv_no_secret", "MQTT чажыт сөзү Vault-та: secret/mqtt/node"),
    ("chat_mni_no_secret", "ꯀꯤꯁ꯭ꯇꯣꯔ ꯄꯥꯁꯋꯥꯔꯗ ꯑꯁꯤ 1Password ꯗꯥ ꯂꯩ"),
    ("chat_aii_no_secret", "ܡܠܬܐ ܕܥܘܠܐ ܝܠܗ ܓܘ 1Password ܬܚܘܬ ܫܡܐ tauri-key"),
    ("chat_nqo_no_secret", "ߞߎߡߊߘߋ߲߫ ߘߏ߲ߠߌ߲ ߦߋ߫ secrets.yaml ߞߣߐ߫"),
    (
        "chat_en_fingerprint",
        "for Google sign-in add the release SHA-1 to Firebase: it's the one `./gradlew signingRepo"
        "rt` prints under Variant: release",
    ),
    (
        "chat_en_debug_password",
        "stuck? the debug keystore is ~/.android/debug.keystore with storepass android, nothing "
        "secret about it",
    ),
    (
        "chat_en_firebase_key_public",
        "the AIza key in google-services.json ships in every APK, that's fine, lock the data "
        "down with rules and App Check instead",
    ),
    (
        "chat_en_where_p8",
        "the ASC .p8 is in the team vault as 'AuthKey App Manager'; key id and issuer id are "
        "in the README",
    ),
]

FIXED: list[tuple[str, str]] = [
    *_DEBUG,
    *_PUBLISHED,
    *_ENCRYPTED,
    *_PLACEHOLDERS,
    *_MASKED,
    *_BY_NAME,
    *_MORE,
    *_NUMBERS,
    *_CHAT,
]
