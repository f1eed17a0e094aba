"""Held-out 42's cross-platform and desktop kinds (`bench/secret_kinds_heldout42.py`).

Flutter (`--dart-define` on the command line, `--dart-define-from-file`'s
JSON, `String.fromEnvironment` with a real default, `key.properties`
read by Gradle), React Native and Expo (`app.json`/`app.config.js`
`extra`, `eas.json` build `env`, `eas secret:create --value`, `eas
env:create`, `.env` read by `react-native-config`, CodePush deployment
keys), Capacitor and Cordova (`capacitor.config.ts` server headers,
`config.xml` preferences, `build.json` signing passwords), Electron
(`electron-builder.yml`, `CSC_KEY_PASSWORD`, `WIN_CSC_LINK` with a
base64 `.p12`, `GH_TOKEN` for auto-update publishing, `APPLE_ID_PASSWORD`
for `@electron/notarize`), Tauri (`TAURI_SIGNING_PRIVATE_KEY` and its
password, `tauri signer generate` output), .NET MAUI and Xamarin
(`.csproj` `AndroidSigningKeyPass`, `dotnet publish -p:` properties),
Qt's installer framework repository credentials, Windows `signtool /p`,
`New-SelfSignedCertificate` with `ConvertTo-SecureString -AsPlainText`,
MSIX packaging tool passwords, `makeappx`/`msstore` with a client secret,
Sparkle's EdDSA private key, an update server's HMAC, Unity's and
Godot's Android keystore fields, and Kotlin Multiplatform's `local.properties`.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import Kind, alnum, b64, hexs, pick, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout42_android import api_key40, hex40, ks_pw, store_pw
from bench.secret_kinds_heldout42_apple import app_pw

__all__ = ["CROSS_KINDS", "minisign_key", "p12_b64"]


def p12_b64(r: random.Random) -> str:
    """A `.p12` file in base64, as `WIN_CSC_LINK`/`CSC_LINK` take it."""
    return (
        "MIIQ"
        + pick(r, "ABCDEFGHIJ", 1)
        + "QIBAzCCEF8GCSqGSIb3DQEHAaCCEFAEghBMMIIQSDCC"
        + b64(r, 160)
    )


def minisign_key(r: random.Random) -> str:
    """A Tauri updater's private key as `tauri signer generate` prints it (base64 of minisign's)."""
    raw = "untrusted comment: rsign encrypted secret key\nRWRTY0Iy" + b64(r, 204) + "\n"
    return base64.b64encode(raw.encode()).decode()


def ed25519_seed_b64(r: random.Random) -> str:
    return base64.b64encode(r.randbytes(32)).decode()


def eas_token(r: random.Random) -> str:
    return urlsafe(r, 40)


_FLUTTER: tuple[Kind, ...] = (
    k(
        "flutter_dart_define_cli",
        "cli",
        "flutter build apk --release --dart-define=API_SECRET={v} --dart-define=ENV=prod",
        "flutter run --dart-define SUPABASE_SERVICE_ROLE={v}",
        value=api_key40,
    ),
    k(
        "flutter_dart_define_from_file_json",
        "config",
        '{\n  "ENV": "prod",\n'
        '  "BACKEND_URL": "https://api.acme.io",\n'
        '  "BACKEND_SECRET": "{v}"\n'
        "}",
        value=api_key40,
    ),
    k(
        "dart_from_environment_default",
        "code",
        "const apiSecret = String.fromEnvironment('API_SECRET', defaultValue: '{v}');",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "dart_envied_plain_field",
        "code",
        "@Envied(path: '.env')\n"
        "abstract class Env {\n"
        "  @EnviedField(varName: 'OPENAI_KEY', obfuscate: false)\n"
        "  static const String openAiKey = '{v}';\n}",
        value=lambda r: "sk-proj-" + urlsafe(r, 56),
    ),
    k(
        "flutter_build_log_echo_define",
        "prose",
        "Running Gradle task 'bundleRelease'...\n"
        "[   +88 ms] executing: /opt/flutter/bin/cache/dart-sdk/bin/dart "
        "--define=API_SECRET={v} lib/main.dart",
        value=api_key40,
    ),
    k(
        "codemagic_yaml_inline_var",
        "config",
        "workflows:\n  android-release:\n"
        "    environment:\n      vars:\n"
        "        CM_KEYSTORE_PASSWORD: {v}\n"
        "        CM_KEY_ALIAS: upload",
        value=store_pw,
    ),
    k(
        "pubspec_private_hosted_token",
        "cli",
        "dart pub token add https://pub.acme.io --env-var=PUB_TOKEN && PUB_TOKEN={v} flutter "
        "pub get",
        value=lambda r: alnum(r, 48),
    ),
)

_RN: tuple[Kind, ...] = (
    k(
        "expo_app_json_extra_secret",
        "config",
        '{\n  "expo": {\n    "name": "acme",\n'
        '    "slug": "acme",\n'
        '    "extra": {\n      "adminToken": "{v}"\n'
        "    }\n  }\n}",
        value=api_key40,
    ),
    k(
        "app_config_js_literal",
        "code",
        "export default ({ config }) => ({\n  ...config,\n  extra: { stripeSecret: '{v}' },\n});",
        value=lambda r: "sk_live_" + alnum(r, 32),
    ),
    k(
        "eas_json_build_env",
        "config",
        '{\n  "build": {\n    "production": {\n'
        '      "env": {\n        "SENTRY_AUTH_TOKEN": "{v}"\n'
        "      }\n    }\n  }\n"
        "}",
        value=lambda r: "sntrys_" + alnum(r, 110),
    ),
    k(
        "eas_secret_create",
        "cli",
        "eas secret:create --scope project --name API_SECRET --value {v} --type string",
        "eas env:create --name BACKEND_KEY --value '{v}' --environment production --visibility "
        "secret",
        value=api_key40,
    ),
    k(
        "expo_token_env_ci",
        "cli",
        "EXPO_TOKEN={v} eas build --platform all --non-interactive",
        value=eas_token,
    ),
    k(
        "eas_submit_asc_password",
        "config",
        '"submit": {\n  "production": {\n    "ios": {\n      "appleId": "release@acme.io",\n'
        '      "ascAppId": "{d10}",\n      "appSpecificPassword": "{v}"\n    }\n  }\n}',
        value=app_pw,
    ),
    k(
        "react_native_config_env",
        "config",
        "# .env.production (react-native-config)\nAPI_URL=https://api.acme.io\nAPI_SECRET={v}",
        value=api_key40,
    ),
    k(
        "codepush_deployment_key_production",
        "cli",
        "appcenter codepush release-react -a acme/app-ios -d Production --token {v}",
        value=hex40,
    ),
    k(
        "rn_metro_log_token",
        "prose",
        ' LOG  [auth] session restored {"accessToken": "{v}", "expiresIn": 3600}',
        value=lambda r: alnum(r, 48),
    ),
    k(
        "rn_android_gradle_properties_upload",
        "config",
        "MYAPP_RELEASE_STORE_FILE=my-upload-key.keystore\nMYAPP_RELEASE_KEY_ALIAS=my-key-alias\n"
        "MYAPP_RELEASE_STORE_PASSWORD={v}\nMYAPP_RELEASE_KEY_PASSWORD={v}",
        value=store_pw,
    ),
)

_HYBRID: tuple[Kind, ...] = (
    k(
        "capacitor_config_server_header",
        "code",
        "const config: CapacitorConfig = {\n"
        "  appId: 'com.acme.app',\n"
        "  plugins: {\n    CapacitorHttp: { enabled: true },\n"
        "    AcmeSync: { secret: '{v}' },\n  },\n};",
        value=api_key40,
    ),
    k(
        "cordova_config_xml_preference",
        "config",
        '<widget id="com.acme.app" version="1.4.0">\n'
        '    <preference name="AcmeApiSecret" value="{v}" />\n'
        "</widget>",
        value=api_key40,
    ),
    k(
        "cordova_build_json_passwords",
        "config",
        '{\n  "android": {\n    "release": {\n'
        '      "keystore": "release.keystore",\n'
        '      "storePassword": "{v}",\n'
        '      "alias": "release",\n      "password": "{v}"\n    }\n  }\n}',
        value=store_pw,
    ),
    k(
        "cordova_cli_storepassword",
        "cli",
        "cordova build android --release -- --keystore=release.keystore --storePassword={v} "
        "--alias=release --password={v}",
        value=store_pw,
    ),
    k(
        "ionic_appflow_token",
        "cli",
        "IONIC_TOKEN={v} ionic deploy build --commit=HEAD",
        value=lambda r: "ion_" + alnum(r, 40),
    ),
)

_ELECTRON: tuple[Kind, ...] = (
    k(
        "electron_csc_key_password_env",
        "cli",
        "CSC_LINK=certs/win.p12 CSC_KEY_PASSWORD='{v}' npx electron-builder --win --publish never",
        value=store_pw,
    ),
    k(
        "electron_win_csc_link_base64",
        "config",
        "WIN_CSC_LINK={v}\nWIN_CSC_KEY_PASSWORD=see-vault",
        value=p12_b64,
    ),
    k(
        "electron_win_csc_key_password",
        "config",
        "WIN_CSC_LINK=./build/codesign.pfx\nWIN_CSC_KEY_PASSWORD={v}",
        value=store_pw,
    ),
    k(
        "electron_builder_yml_password",
        "config",
        "appId: com.acme.desktop\n"
        "win:\n  certificateFile: build/cert.pfx\n"
        "  certificatePassword: {v}\n"
        "  target: nsis",
        value=store_pw,
    ),
    k(
        "electron_publish_gh_token",
        "cli",
        "GH_TOKEN={v} npx electron-builder --mac --publish always",
        value=lambda r: "ghp_" + alnum(r, 36),
    ),
    k(
        "electron_notarize_options",
        "code",
        "await notarize({\n  appPath,\n"
        "  appleId: 'dev@acme.io',\n"
        "  appleIdPassword: '{v}',\n"
        "  teamId: '{U10}',\n});",
        value=app_pw,
    ),
    k(
        "electron_forge_osx_notarize",
        "code",
        "osxNotarize: {\n  tool: 'notarytool',\n"
        "  appleId: process.env.APPLE_ID,\n"
        "  appleIdPassword: '{v}',\n"
        "}",
        value=app_pw,
    ),
    k(
        "electron_updater_private_repo_token",
        "code",
        "autoUpdater.setFeedURL({ provider: 'github', owner: 'acme', repo: 'desktop', private: "
        "true, token: '{v}' });",
        value=lambda r: "ghp_" + alnum(r, 36),
    ),
    k(
        "electron_builder_log_password",
        "prose",
        "  • signing         file=dist\\win-unpacked\\Acme.exe certificateFile=build\\cert.pfx\n"
        "  ⨯ SignTool Error: The specified PFX password is not correct. password={v}",
        value=store_pw,
    ),
)

_TAURI: tuple[Kind, ...] = (
    k(
        "tauri_signing_private_key_env",
        "config",
        "TAURI_SIGNING_PRIVATE_KEY={v}\nTAURI_SIGNING_PRIVATE_KEY_PASSWORD=",
        value=minisign_key,
    ),
    k(
        "tauri_signing_key_password",
        "cli",
        "TAURI_SIGNING_PRIVATE_KEY_PASSWORD='{v}' TAURI_SIGNING_PRIVATE_KEY=~/.tauri/acme.key "
        "npm run tauri build",
        value=ks_pw,
    ),
    k(
        "tauri_signer_generate_output",
        "prose",
        "$ npm run tauri signer generate -- -w ~/.tauri/acme.key\n"
        "Your keypair was generated successfully\n"
        "Private: {v}\nPublic: dW50cnVzdGVkIGNvbW1lbnQ6IG1pbmlzaWduIHB1YmxpYyBrZXk6",
        value=minisign_key,
    ),
    k(
        "sparkle_eddsa_private_key",
        "key",
        "$ ./bin/generate_keys -x sparkle_private.key && cat sparkle_private.key\n{v}",
        'SPARKLE_PRIVATE_KEY="{v}" ./bin/sign_update Acme-2.4.1.zip',
        value=ed25519_seed_b64,
    ),
    k(
        "sign_update_ed_key_flag",
        "cli",
        "./bin/sign_update --ed-key-file - Acme.dmg <<< '{v}'",
        value=ed25519_seed_b64,
    ),
    k(
        "update_server_hmac_secret",
        "config",
        '# update-server.toml\n[release]\nchannel = "stable"\nhmac_secret = "{v}"',
        value=lambda r: hexs(r, 64),
    ),
    k(
        "qt_ifw_repository_password",
        "config",
        "<Repository>\n    <Url>https://updates.acme.io/repo</Url>\n"
        "    <Username>installer</Username>\n"
        "    <Password>{v}</Password>\n</Repository>",
        value=pw,
    ),
)

_WIN: tuple[Kind, ...] = (
    k(
        "signtool_p_flag",
        "cli",
        "signtool sign /f codesign.pfx /p {v} /fd SHA256 /tr http://timestamp.digicert.com "
        '/td SHA256 "dist\\Acme Setup.exe"',
        "& signtool.exe sign /f $pfx /p '{v}' /fd sha256 build\\Acme.msix",
        value=store_pw,
    ),
    k(
        "powershell_securestring_plaintext",
        "cli",
        '$pwd = ConvertTo-SecureString -String "{v}" -Force -AsPlainText\n'
        "Export-PfxCertificate -Cert cert:\\CurrentUser\\My\\{h40} -FilePath codesign.pfx "
        "-Password $pwd",
        value=store_pw,
    ),
    k(
        "maui_csproj_signing_pass",
        "config",
        "<PropertyGroup Condition=\"'$(Configuration)' == 'Release'\">\n"
        "  <AndroidKeyStore>True</AndroidKeyStore>\n"
        "  <AndroidSigningKeyStore>acme.keystore</AndroidSigningKeyStore>\n"
        "  <AndroidSigningStorePass>{v}</AndroidSigningStorePass>\n"
        "  <AndroidSigningKeyPass>{v}</AndroidSigningKeyPass>\n</PropertyGroup>",
        value=store_pw,
    ),
    k(
        "dotnet_publish_signing_property",
        "cli",
        "dotnet publish -f net8.0-android -c Release -p:AndroidKeyStore=true -p:AndroidSigningKeyS"
        "tore=acme.keystore "
        "-p:AndroidSigningKeyAlias=acme -p:AndroidSigningKeyPass={v} -p:AndroidSigningStorePass={v"
        "}",
        value=store_pw,
    ),
    k(
        "xamarin_ios_codesign_p12_password",
        "config",
        "<PropertyGroup>\n  <CodesignKey>Apple Distribution: Acme GmbH ({U10})</CodesignKey>\n"
        "  <CodesignP12Password>{v}</CodesignP12Password>\n</PropertyGroup>",
        value=store_pw,
    ),
    k(
        "msix_packaging_certificate_password",
        "config",
        "<PropertyGroup>\n  <PackageCertificateKeyFile>Acme_TemporaryKey.pfx</PackageCertificateKe"
        "yFile>\n"
        "  <PackageCertificatePassword>{v}</PackageCertificatePassword>\n</PropertyGroup>",
        value=store_pw,
    ),
    k(
        "msstore_reconfigure_client_secret",
        "cli",
        "msstore reconfigure --tenantId {uuid} --sellerId {d8} --clientId {uuid} --clientSecret "
        "{v}",
        value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 34),
    ),
    k(
        "winget_create_token",
        "cli",
        "wingetcreate update Acme.Desktop -u https://dl.acme.io/Acme-2.4.1.msi -v 2.4.1 -t "
        "{v} --submit",
        value=lambda r: "ghp_" + alnum(r, 36),
    ),
    k(
        "azure_trusted_signing_secret_env",
        "config",
        "AZURE_TENANT_ID={uuid}\nAZURE_CLIENT_ID={uuid}\nAZURE_CLIENT_SECRET={v}",
        value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 34),
    ),
    k(
        "nsis_script_password_define",
        "code",
        '!define LICENSE_SERVER_SECRET "{v}"\n'
        'Section "Install"\n  WriteRegStr HKLM "Software\\Acme" "Secret" "${LICENSE_SERVER_SECRET}'
        '"\nSectionEnd',
        value=api_key40,
    ),
    k(
        "inno_setup_password_directive",
        "config",
        "[Setup]\nAppName=Acme\nPassword={v}\nEncryption=yes",
        value=pw,
    ),
    k(
        "osslsigncode_pass",
        "cli",
        "osslsigncode sign -pkcs12 codesign.p12 -pass '{v}' -n Acme -t http://timestamp.sectigo.co"
        "m -in Acme.exe -out Acme-signed.exe",
        value=store_pw,
    ),
)

_ENGINES: tuple[Kind, ...] = (
    k(
        "unity_project_settings_keystore_pass",
        "config",
        "  AndroidKeystoreName: '{inproject}/user.keystore'\n  AndroidKeyaliasName: release\n"
        "  androidKeystorePass: {v}\n  androidKeyaliasPass: {v}",
        value=store_pw,
    ),
    k(
        "unity_build_script_keystore_pass",
        "code",
        'PlayerSettings.Android.keystorePass = "{v}";\n'
        'PlayerSettings.Android.keyaliasPass = "{v}";',
        value=store_pw,
    ),
    k(
        "godot_export_presets_password",
        "config",
        '[preset.0.options]\nkeystore/release="res://release.keystore"\n'
        'keystore/release_user="release"\n'
        'keystore/release_password="{v}"',
        value=store_pw,
    ),
    k(
        "unity_license_serial_ci",
        "cli",
        "unity-editor -batchmode -quit -serial {v} -username ci@acme.io -password '{{PASSWORD}}'",
        value=lambda r: "-".join(
            pick(r, string.ascii_uppercase + string.digits, 4) for _ in range(6)
        ),
    ),
    k(
        "kmp_local_properties_secret",
        "config",
        "sdk.dir=/Users/dev/Library/Android/sdk\nkmp.backend.secret={v}",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "steam_build_password_script",
        "cli",
        "steamcmd +login acme_builder {v} +run_app_build ../scripts/app_build_{d6}.vdf +quit",
        value=pw,
    ),
    k(
        "itch_butler_api_key",
        "cli",
        "BUTLER_API_KEY={v} butler push build/win acme/game:windows --userversion 2.4.1",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "snapcraft_store_credentials_env",
        "config",
        "SNAPCRAFT_STORE_CREDENTIALS={v}",
        value=lambda r: base64.b64encode(
            ('{"t": "u", "v": "' + b64(r, 120) + '"}').encode()
        ).decode(),
    ),
    k(
        "flathub_repo_token",
        "cli",
        "flat-manager-client --token {v} push --commit $BUILD_ID repo",
        value=lambda r: (
            "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9." + urlsafe(r, 120) + "." + urlsafe(r, 43)
        ),
    ),
)

CROSS_KINDS: tuple[Kind, ...] = (*_FLUTTER, *_RN, *_HYBRID, *_ELECTRON, *_TAURI, *_WIN, *_ENGINES)
