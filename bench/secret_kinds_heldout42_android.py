"""Held-out 42's Android kinds (`bench/secret_kinds_heldout42.py`), and the set's value makers.

What a person or an agent meets building and shipping an Android app:
`gradle.properties`, `local.properties` and `keystore.properties` holding
signing passwords, `signingConfigs` blocks in Groovy and in the Kotlin DSL
(literal, or read with a default that is the real value), `keytool`,
`apksigner`, `jarsigner` and `bundletool` command lines with their
password flags (`-storepass`, `--ks-pass pass:`, `--key-pass env:` next to a
literal), Gradle's `-P` properties on the command line, a Play Console
service account's JSON key, upload tokens of crash reporters in build files
(Sentry's auth token in `sentry.properties`, Bugsnag, Crashlytics' legacy
API key beside its build secret), a Maven repository's credentials for a
private SDK, `adb shell` and logcat output printing a token or a password,
an emulator's console auth token, a Gradle build scan's access key, a
release script's `expect`, an `.aab` upload with `curl` and a bearer, and a
CI workflow writing the keystore from a base64 variable set inline.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, b64, hexs, pick, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k

__all__ = [
    "ANDROID_KINDS",
    "api_key40",
    "hex40",
    "ks_pw",
    "pem_pk",
    "sa_json_key",
    "store_pw",
    "token_of",
]

Gen = Callable[[random.Random], str]


def store_pw(r: random.Random) -> str:
    """A keystore password a person typed: letters, digits and one of `-_.#@`."""
    body = alnum(r, 16)
    return body[:7] + r.choice("-_.#@") + body[7:]


def ks_pw(r: random.Random) -> str:
    """A password a generator printed for a signing key."""
    return pw(r, 20)


def api_key40(r: random.Random) -> str:
    return alnum(r, 40)


def hex40(r: random.Random) -> str:
    return hexs(r, 40)


def token_of(prefix: str, n: int, maker: Callable[[random.Random, int], str] = alnum) -> Gen:
    return lambda r: prefix + maker(r, n)


def pem_pk(r: random.Random) -> str:
    """A PKCS#8 private key's PEM: the whole block is the secret."""
    body = "\n".join(b64(r, 64) for _ in range(5))
    head = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + b64(r, 32)
    return f"-----BEGIN PRIVATE KEY-----\n{head}\n{body}\n-----END PRIVATE KEY-----"


def sa_json_key(r: random.Random) -> str:
    """The private key of a service account's JSON, as JSON writes it (`\\n` escaped)."""
    body = "\\n".join(b64(r, 64) for _ in range(4))
    head = "MIIEvgIBADANBgkqhkiG9w0B" + b64(r, 40)
    return f"-----BEGIN PRIVATE KEY-----\\n{head}\\n{body}\\n-----END PRIVATE KEY-----\\n"


def _b64_blob(r: random.Random) -> str:
    return "MIIKpAIBAzCCCl4GCSqGSIb3DQEHAaCCCk8Egg" + b64(r, 120)


_LOW = string.ascii_lowercase + string.digits

_GRADLE: tuple[Kind, ...] = (
    k(
        "gradle_properties_store_password",
        "config",
        "org.gradle.jvmargs=-Xmx4g\n"
        "MYAPP_UPLOAD_STORE_FILE=upload.keystore\n"
        "MYAPP_UPLOAD_KEY_ALIAS=upload\n"
        "MYAPP_UPLOAD_STORE_PASSWORD={v}\n",
        "android.useAndroidX=true\nRELEASE_STORE_PASSWORD={v}\nRELEASE_KEY_ALIAS=release",
        value=store_pw,
    ),
    k(
        "gradle_properties_key_password",
        "config",
        "MYAPP_UPLOAD_KEY_ALIAS=upload\nMYAPP_UPLOAD_KEY_PASSWORD={v}",
        "signing.keyAlias=prod\nsigning.keyPassword={v}\nsigning.storeFile=../keys/prod.jks",
        value=store_pw,
    ),
    k(
        "local_properties_signing",
        "config",
        "## This file must *NOT* be checked into Version Control Systems,\n"
        "sdk.dir=/Users/dev/Library/Android/sdk\n"
        "storePassword={v}\nkeyAlias=key0",
        "sdk.dir=C\\:\\\\Users\\\\dev\\\\AppData\\\\Local\\\\Android\\\\Sdk\n"
        "release.storePassword={v}",
        value=store_pw,
    ),
    k(
        "keystore_properties_file",
        "config",
        "storePassword={v}\nkeyPassword={v}\n"
        "keyAlias=upload\nstoreFile=/home/ci/upload-keystore.jks",
        "# key.properties (Flutter)\nstorePassword={v}\nkeyPassword=same-as-store\nkeyAlias=upload",
        value=ks_pw,
    ),
    k(
        "signing_config_groovy_literal",
        "code",
        "android {\n    signingConfigs {\n"
        "        release {\n            storeFile file('release.jks')\n"
        "            storePassword '{v}'\n"
        "            keyAlias 'release'\n"
        "            keyPassword '{v}'\n"
        "        }\n    }\n}",
        'signingConfigs {\n    release {\n        storeFile file("../release.keystore")\n'
        '        storePassword "{v}"\n        keyAlias "app"\n    }\n}',
        value=store_pw,
    ),
    k(
        "signing_config_kts_literal",
        "code",
        'signingConfigs {\n    create("release") {\n        storeFile = file("release.jks")\n'
        '        storePassword = "{v}"\n'
        '        keyAlias = "release"\n'
        '        keyPassword = "{v}"\n'
        "    }\n}",
        'getByName("release") {\n    keyPassword = "{v}"\n}',
        value=store_pw,
    ),
    k(
        "signing_config_env_default",
        "code",
        'storePassword = System.getenv("STORE_PASSWORD") ?: "{v}"',
        "storePassword System.getenv('KS_PASS') ?: '{v}'",
        'keyPassword = providers.environmentVariable("KEY_PASS").getOrElse("{v}")',
        value=store_pw,
    ),
    k(
        "signing_config_key_password_only",
        "code",
        "        keyAlias 'androiddebugkey'\n        keyPassword '{v}'",
        '        keyPassword = "{v}" // TODO move to CI',
        value=ks_pw,
    ),
    k(
        "keytool_genkey_storepass",
        "cli",
        "keytool -genkeypair -v -keystore upload.jks -keyalg RSA -keysize 2048 -validity 10000 "
        '-alias upload -storepass {v} -keypass {v} -dname "CN=Dev, O=Acme, C=DE"',
        "keytool -genkey -v -keystore my-release-key.keystore -alias my-key-alias -storepass '{v}' "
        "-keyalg RSA -validity 10000",
        value=store_pw,
    ),
    k(
        "keytool_list_storepass",
        "cli",
        "keytool -list -v -keystore app/release.jks -alias release -storepass {v}",
        "keytool -exportcert -alias upload -keystore upload.jks -storepass '{v}' | openssl "
        "sha1 -binary",
        value=store_pw,
    ),
    k(
        "keytool_importkeystore_srcstorepass",
        "cli",
        "keytool -importkeystore -srckeystore old.jks -destkeystore new.p12 -deststoretype pkcs12 "
        "-srcstorepass {v} -deststorepass {v}",
        value=store_pw,
    ),
    k(
        "apksigner_ks_pass_pass",
        "cli",
        "apksigner sign --ks release.jks --ks-key-alias release --ks-pass pass:{v} --out app-signe"
        "d.apk app.apk",
        "$ANDROID_HOME/build-tools/34.0.0/apksigner sign --ks upload.jks --ks-pass 'pass:{v}' "
        "--key-pass pass:{v} app-release-unsigned.apk",
        value=store_pw,
    ),
    k(
        "apksigner_key_pass_only",
        "cli",
        "apksigner sign --ks release.jks --ks-pass env:KS_PASS --key-pass pass:{v} app.apk",
        value=ks_pw,
    ),
    k(
        "jarsigner_storepass",
        "cli",
        "jarsigner -verbose -sigalg SHA256withRSA -digestalg SHA-256 -keystore my.keystore "
        "-storepass {v} app-release-unsigned.apk alias_name",
        "jarsigner -keystore release.jks -storepass '{v}' -keypass '{v}' app.aab upload",
        value=store_pw,
    ),
    k(
        "bundletool_build_apks_pass",
        "cli",
        "java -jar bundletool.jar build-apks --bundle=app.aab --output=app.apks --ks=release.jks "
        "--ks-pass=pass:{v} --ks-key-alias=release --key-pass=pass:{v}",
        value=store_pw,
    ),
    k(
        "gradlew_p_property_password",
        "cli",
        "./gradlew bundleRelease -Pandroid.injected.signing.store.file=release.jks "
        "-Pandroid.injected.signing.store.password={v} -Pandroid.injected.signing.key.alias=releas"
        "e",
        "./gradlew assembleRelease -PRELEASE_STORE_PASSWORD='{v}' -PRELEASE_KEY_ALIAS=release",
        value=store_pw,
    ),
    k(
        "gradlew_output_echoing_password",
        "prose",
        "> Task :app:validateSigningRelease FAILED\nFAILURE: Build failed with an exception.\n"
        "* What went wrong:\nExecution failed for task ':app:packageRelease'.\n"
        '> Failed to read key release from store "/ci/release.jks": Keystore was tampered with, '
        "or password was incorrect (storePassword={v})",
        value=store_pw,
    ),
    k(
        "pepk_encrypt_key_command",
        "cli",
        "java -jar pepk.jar --keystore=release.jks --alias=release --output=encrypted_key.zip "
        "--include-cert --rsa-aes-encryption --encryption-key-path=enc.pem --keystore-pass={v}",
        value=store_pw,
    ),
)

_PLAY: tuple[Kind, ...] = (
    k(
        "play_service_account_json",
        "key",
        '{\n  "type": "service_account",\n'
        '  "project_id": "api-{d13}-{d6}",\n'
        '  "private_key_id": "{h40}",\n'
        '  "private_key": "{v}",\n'
        '  "client_email": "play-publisher@api-{d13}-{d6}.iam.gserviceaccount.com"\n'
        "}",
        value=sa_json_key,
    ),
    k(
        "play_service_account_key_id",
        "key",
        '"type": "service_account",\n'
        '"private_key_id": "{v}",\n'
        '"private_key": "-----BEGIN PRIVATE KEY-----\\n..."',
        value=hex40,
    ),
    k(
        "gradle_play_publisher_inline_json",
        "code",
        'play {\n    serviceAccountCredentials.set(file("play.json"))\n}\n'
        '// play.json: {"type":"service_account","private_key":"{v}"}',
        value=sa_json_key,
    ),
    k(
        "supply_json_key_data_env",
        "cli",
        'export SUPPLY_JSON_KEY_DATA=\'{"type":"service_account","private_key":"{v}"}\'',
        value=sa_json_key,
    ),
    k(
        "play_upload_curl_bearer",
        "header",
        "curl -X POST -H \"Authorization: Bearer {v}\" -H 'Content-Type: application/octet-stream' "
        "--data-binary @app-release.aab "
        "'https://androidpublisher.googleapis.com/upload/androidpublisher/v3/applications/com.acme"
        ".app/edits/{d19}/bundles'",
        value=token_of("ya29.a0A", 140, urlsafe),
    ),
    k(
        "play_refresh_token_in_script",
        "code",
        "REFRESH_TOKEN = '{v}'\nCLIENT_ID = '{d12}-{l32}.apps.googleusercontent.com'",
        value=token_of("1//0", 99, urlsafe),
    ),
)

_REPORT: tuple[Kind, ...] = (
    k(
        "sentry_properties_auth_token",
        "config",
        "defaults.url=https://sentry.io/\n"
        "defaults.org=acme\ndefaults.project=android\n"
        "auth.token={v}",
        value=token_of("sntrys_", 120, alnum),
    ),
    k(
        "sentry_gradle_plugin_authtoken",
        "code",
        'sentry {\n    org.set("acme")\n'
        '    projectName.set("android")\n'
        '    authToken.set("{v}")\n'
        "    autoUploadProguardMapping.set(true)\n"
        "}",
        value=token_of("sntryu_", 64, hexs),
    ),
    k(
        "bugsnag_upload_api_key_manifest",
        "config",
        '<meta-data android:name="com.bugsnag.android.API_KEY" android:value="{v}"/>\n'
        "<!-- same key used by the upload task: bugsnag { uploadApiKey } -->",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "crashlytics_build_secret",
        "config",
        "# fabric.properties\napiSecret={v}\napiKey={h40}",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "instabug_upload_token_gradle",
        "code",
        "instabug {\n    appToken = '{h32}'\n    mappingUploadToken = '{v}'\n}",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "datadog_ci_api_key_upload_mapping",
        "cli",
        "DATADOG_API_KEY={v} ./gradlew uploadMappingRelease",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "appcenter_api_token_upload",
        "cli",
        "appcenter distribute release --app acme/android -f app-release.apk -g Testers --token {v}",
        value=hex40,
    ),
    k(
        "firebase_ci_token_distribute",
        "cli",
        "firebase appdistribution:distribute app-release.apk --app 1:{d12}:android:{h16} "
        '--groups qa --token "{v}"',
        value=token_of("1//0g", 98, urlsafe),
    ),
)

_REPO: tuple[Kind, ...] = (
    k(
        "maven_repo_credentials_gradle",
        "code",
        'maven {\n    url = uri("https://maven.pkg.github.com/acme/sdk-android")\n'
        "    credentials {\n"
        '        username = "ci-bot"\n        password = "{v}"\n    }\n}',
        value=token_of("ghp_", 36),
    ),
    k(
        "maven_repo_password_groovy",
        "code",
        "maven {\n    url 'https://repo.acme-sdk.io/releases'\n"
        "    credentials { username 'partner'; password '{v}' }\n"
        "}",
        value=ks_pw,
    ),
    k(
        "gradle_properties_repo_password",
        "config",
        "acmeMavenUser=partner-4411\nacmeMavenPassword={v}",
        "gpr.user=dev\ngpr.key={v}",
        value=api_key40,
    ),
    k(
        "mapbox_downloads_token_gradle_properties",
        "config",
        "MAPBOX_DOWNLOADS_TOKEN={v}",
        value=lambda r: "sk.eyJ1Ijoi" + urlsafe(r, 40) + "." + urlsafe(r, 22),
    ),
    k(
        "signing_gpg_key_password_publish",
        "config",
        "signing.keyId=24875D73\n"
        "signing.password={v}\n"
        "signing.secretKeyRingFile=/home/dev/.gnupg/secring.gpg",
        "ORG_GRADLE_PROJECT_signingInMemoryKeyPassword={v}",
        value=ks_pw,
    ),
    k(
        "sonatype_central_token_gradle",
        "config",
        "mavenCentralUsername={k8}\nmavenCentralPassword={v}",
        value=lambda r: urlsafe(r, 44),
    ),
)

_DEVICE: tuple[Kind, ...] = (
    k(
        "adb_shell_prefs_token",
        "prose",
        "$ adb shell run-as com.acme.app cat shared_prefs/auth.xml\n"
        "<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n"
        '<map>\n    <string name="refresh_token">{v}</string>\n'
        '    <long name="expires" value="1764{d9}" />\n'
        "</map>",
        value=lambda r: urlsafe(r, 48),
    ),
    k(
        "logcat_okhttp_authorization",
        "header",
        "11-30 14:02:11.{d3}  {d5}  {d5} I okhttp.OkHttpClient: --> GET https://api.acme.io/v2/me\n"
        "11-30 14:02:11.{d3}  {d5}  {d5} I okhttp.OkHttpClient: Authorization: Bearer {v}",
        value=lambda r: alnum(r, 48),
    ),
    k(
        "logcat_debug_password",
        "prose",
        "D/LoginViewModel( {d5}): submit user=qa-tester@acme.io password={v}",
        '11-30 09:41:07.{d3} {d5} {d5} D LoginRepo: login("qa@acme.io", "{v}")',
        value=pw,
    ),
    k(
        "adb_shell_am_start_extra_token",
        "cli",
        "adb shell am start -n com.acme.app/.DebugActivity --es api_token {v}",
        "adb shell am broadcast -a com.acme.SET_TOKEN --es token '{v}'",
        value=api_key40,
    ),
    k(
        "emulator_console_auth_token",
        "prose",
        "$ cat ~/.emulator_console_auth_token\n{v}\n$ telnet localhost 5554\nauth {v}",
        value=lambda r: b64(r, 16),
    ),
    k(
        "adb_wifi_pairing_code",
        "cli",
        "adb pair 192.168.1.{d2}:{d5} {v}",
        value=lambda r: pick(r, string.digits, 6),
    ),
    k(
        "android_wifi_config_in_adb",
        "cli",
        "adb shell cmd wifi connect-network \"AcmeLab\" wpa2 '{v}'",
        value=pw,
    ),
)

_BUILDFILES: tuple[Kind, ...] = (
    k(
        "build_config_field_secret",
        "code",
        'buildConfigField("String", "API_SECRET", "\\"{v}\\"")',
        "buildConfigField 'String', 'CLIENT_SECRET', '\"{v}\"'",
        value=api_key40,
    ),
    k(
        "res_value_string_secret",
        "code",
        'resValue("string", "backend_secret", "{v}")',
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "strings_xml_client_secret",
        "config",
        '<resources>\n    <string name="app_name">Acme</string>\n'
        '    <string name="oauth_client_secret" translatable="false">{v}</string>\n'
        "</resources>",
        value=lambda r: "GOCSPX-" + urlsafe(r, 28),
    ),
    k(
        "manifest_placeholder_secret",
        "code",
        'manifestPlaceholders["auth0Domain"] = "acme.eu.auth0.com"\n'
        'manifestPlaceholders["authClientSecret"] = "{v}"',
        value=lambda r: urlsafe(r, 64),
    ),
    k(
        "secrets_gradle_plugin_properties",
        "config",
        "# secrets.properties (secrets-gradle-plugin)\nBACKEND_HMAC_KEY={v}",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "ci_decode_keystore_inline",
        "cli",
        "echo '{v}' | base64 -d > app/release.jks",
        value=_b64_blob,
    ),
    k(
        "github_actions_env_keystore_password",
        "config",
        "    - name: Build release\n"
        "      run: ./gradlew bundleRelease\n"
        "      env:\n        KEYSTORE_PASSWORD: {v}\n"
        "        KEY_ALIAS: upload",
        value=store_pw,
    ),
    k(
        "bitrise_secret_env_yml",
        "config",
        "app:\n  envs:\n  - BITRISEIO_ANDROID_KEYSTORE_PASSWORD: {v}\n"
        "    opts:\n      is_expand: false",
        value=store_pw,
    ),
    k(
        "expect_script_keystore_prompt",
        "code",
        "spawn keytool -genkey -keystore release.jks -alias release\n"
        'expect "Enter keystore password:"\n'
        'send "{v}\\r"\nexpect "Re-enter new password:"\n'
        'send "{v}\\r"',
        value=store_pw,
    ),
    k(
        "keytool_prompt_echoed_in_terminal",
        "prose",
        "Enter keystore password:  {v}\n"
        "Re-enter new password: {v}\n"
        "What is your first and last name?\n"
        "  [Unknown]:  Acme",
        value=store_pw,
    ),
    k(
        "pkcs12_to_pem_passin",
        "cli",
        "openssl pkcs12 -in upload.p12 -nodes -passin pass:{v} -out upload.pem",
        value=store_pw,
    ),
    k(
        "upload_key_pem_pasted",
        "key",
        "here is the upload key pem the Play support asked about:\n{v}",
        value=pem_pk,
    ),
)

ANDROID_KINDS: tuple[Kind, ...] = (*_GRADLE, *_PLAY, *_REPORT, *_REPO, *_DEVICE, *_BUILDFILES)
