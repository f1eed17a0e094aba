"""Held-out 42's Apple kinds (`bench/secret_kinds_heldout42.py`).

What building, signing and shipping for Apple's platforms puts in front of a
person or an agent: `.xcconfig` files and `Info.plist`/`.entitlements`/
`.plist` XML with a secret in a `<string>`, a `Secrets.swift` and an
Objective-C constant, fastlane's `Appfile`, `Matchfile`, `Fastfile` and its
`.env` (`MATCH_PASSWORD`, `FASTLANE_PASSWORD`, the app-specific password,
`FASTLANE_SESSION` cookies), App Store Connect API keys (the `.p8` PEM, the
JSON fastlane reads, the JWT made from them), `xcrun notarytool` and
`altool` command lines with `--password`/`-p`, `security` keychain commands
(`create-keychain -p`, `unlock-keychain -p`, `import -P`,
`add-generic-password -w`, `find-generic-password -w` output), a
`.p12`'s password given to `openssl` or to a CI step, `xcodebuild` with a
secret build setting, CocoaPods trunk and private spec repo credentials, a
Carthage/SwiftPM netrc, APNs auth keys and a push `curl` with its JWT,
Sign in with Apple client secrets, the output of `codesign`/`xcodebuild`
printing a setting, and a TestFlight upload log echoing a password.
"""

from __future__ import annotations

import base64
import json
import random
import string

from bench.secret_kinds import Kind, alnum, b64, hexs, pick, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout42_android import api_key40, hex40, ks_pw, store_pw

__all__ = ["APPLE_KINDS", "app_pw", "asc_jwt", "p8_key"]

_UP = string.ascii_uppercase + string.digits


def app_pw(r: random.Random) -> str:
    """An Apple app-specific password: four groups of four lower-case letters."""
    return "-".join(pick(r, string.ascii_lowercase, 4) for _ in range(4))


def p8_key(r: random.Random) -> str:
    """An App Store Connect or APNs `.p8` key: a PKCS#8 EC key's PEM."""
    body = "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + b64(r, 16)
    lines = [body, b64(r, 64), b64(r, 24)]
    return "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----"


def _b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def asc_jwt(r: random.Random) -> str:
    """A JWT signed with an App Store Connect key (ES256): its signature makes it a secret."""
    kid = pick(r, _UP, 10)
    head = _b64url(json.dumps({"alg": "ES256", "kid": kid, "typ": "JWT"}).encode())
    body = _b64url(
        json.dumps(
            {
                "iss": f"{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
                "iat": 1764500000 + r.randrange(10**5),
                "exp": 1764501200 + r.randrange(10**5),
                "aud": "appstoreconnect-v1",
            }
        ).encode()
    )
    return f"{head}.{body}.{urlsafe(r, 86)}"


def _session(r: random.Random) -> str:
    return "DAWTKNV3" + hexs(r, 96)


_XC: tuple[Kind, ...] = (
    k(
        "xcconfig_api_secret",
        "config",
        "// Release.xcconfig\nPRODUCT_BUNDLE_IDENTIFIER = com.acme.app\nAPI_SECRET = {v}\n",
        '#include "Shared.xcconfig"\nBACKEND_CLIENT_SECRET = {v}',
        value=api_key40,
    ),
    k(
        "xcconfig_slash_escape_url",
        "dsn",
        "API_BASE = https:/$()/admin:{v}@api.acme.io/v1",
        value=store_pw,
    ),
    k(
        "info_plist_string_secret",
        "config",
        "<key>CFBundleShortVersionString</key>\n"
        "<string>2.4.1</string>\n"
        "<key>AcmeApiSecret</key>\n"
        "<string>{v}</string>",
        "\t<key>BRANCH_SECRET</key>\n\t<string>{v}</string>",
        value=api_key40,
    ),
    k(
        "plist_buildtime_variable_literal",
        "config",
        "<key>StripeSecretKey</key>\n<string>{v}</string>",
        value=lambda r: "sk_live_" + alnum(r, 32),
    ),
    k(
        "entitlements_with_keychain_secret_comment",
        "config",
        "<key>keychain-access-groups</key>\n"
        "<array>\n\t<string>$(AppIdentifierPrefix)com.acme.shared</string>\n"
        "</array>\n"
        "<!-- temp: shared keychain item password {v} -->",
        value=pw,
    ),
    k(
        "plutil_print_secret",
        "prose",
        "$ plutil -p Config.plist\n"
        '{\n  "Environment" => "production"\n'
        '  "ServerSecret" => "{v}"\n'
        "}",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "defaults_read_secret",
        "prose",
        "$ defaults read com.acme.app\n"
        '{\n    "auth.refreshToken" = "{v}";\n'
        '    lastSync = "2026-11-30 08:12:44 +0000";\n'
        "}",
        value=lambda r: urlsafe(r, 56),
    ),
    k(
        "secrets_swift_enum",
        "code",
        'enum Secrets {\n    static let apiKey = "{v}"\n}',
        'struct Keys {\n    static let revenueCatSecret: String = "{v}"\n}',
        value=lambda r: "sk_" + alnum(r, 32),
    ),
    k(
        "objc_define_secret",
        "code",
        '#define kAcmeClientSecret @"{v}"',
        'static NSString * const kServerToken = @"{v}";',
        value=api_key40,
    ),
    k(
        "xcode_scheme_env_var",
        "config",
        "<EnvironmentVariable\n"
        '   key = "ACME_ADMIN_TOKEN"\n'
        '   value = "{v}"\n   isEnabled = "YES">\n'
        "</EnvironmentVariable>",
        value=api_key40,
    ),
    k(
        "xcodebuild_setting_on_command_line",
        "cli",
        "xcodebuild -workspace App.xcworkspace -scheme App -configuration Release archive "
        "API_SECRET={v} -archivePath build/App.xcarchive",
        value=api_key40,
    ),
    k(
        "xcodebuild_showsettings_output",
        "prose",
        "$ xcodebuild -showBuildSettings -scheme App | grep SECRET\n"
        "    SENTRY_AUTH_TOKEN = {v}\n"
        "    SWIFT_VERSION = 5.0",
        value=lambda r: "sntrys_" + alnum(r, 110),
    ),
)

_FASTLANE: tuple[Kind, ...] = (
    k(
        "fastlane_env_match_password",
        "config",
        "# fastlane/.env.default\n"
        "MATCH_GIT_URL=git@github.com:acme/certificates.git\n"
        "MATCH_PASSWORD={v}\nMATCH_TYPE=appstore",
        value=ks_pw,
    ),
    k(
        "fastlane_env_fastlane_password",
        "config",
        "FASTLANE_USER=release@acme.io\nFASTLANE_PASSWORD={v}\nFASTLANE_ITC_TEAM_ID={d9}",
        value=pw,
    ),
    k(
        "fastlane_app_specific_password_env",
        "config",
        "FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD={v}",
        value=app_pw,
    ),
    k(
        "fastlane_app_specific_password_export",
        "cli",
        "export FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD='{v}' && bundle exec fastlane beta",
        value=app_pw,
    ),
    k(
        "matchfile_git_basic_auth",
        "code",
        'git_url("https://github.com/acme/certs.git")\n'
        'git_basic_authorization("{v}")\n'
        'storage_mode("git")',
        value=lambda r: base64.b64encode(f"release-bot:ghp_{alnum(r, 36)}".encode()).decode(),
    ),
    k(
        "matchfile_git_url_token",
        "dsn",
        'git_url("https://x-access-token:{v}@github.com/acme/ios-certificates.git")',
        value=lambda r: "ghs_" + alnum(r, 36),
    ),
    k(
        "fastfile_match_password_literal",
        "code",
        'lane :certs do\n  match(type: "appstore", readonly: true, keychain_password: "{v}")\nend',
        '  ENV["MATCH_PASSWORD"] = \'{v}\'\n  sync_code_signing(type: "development")',
        value=ks_pw,
    ),
    k(
        "fastfile_create_keychain_password",
        "code",
        'create_keychain(\n  name: "ci",\n'
        '  password: "{v}",\n  default_keychain: true,\n'
        "  unlock: true\n)",
        value=store_pw,
    ),
    k(
        "fastfile_import_certificate_password",
        "code",
        "import_certificate(\n"
        '  certificate_path: "dist.p12",\n'
        '  certificate_password: "{v}",\n'
        '  keychain_name: "ci"\n'
        ")",
        value=store_pw,
    ),
    k(
        "fastfile_api_key_inline_content",
        "code",
        "app_store_connect_api_key(\n"
        '  key_id: "{U10}",\n  issuer_id: "{uuid}",\n'
        '  key_content: "{v}"\n'
        ")",
        value=lambda r: p8_key(r).replace("\n", "\\n"),
    ),
    k(
        "fastlane_session_cookie_env",
        "config",
        "FASTLANE_SESSION='---\\n- !ruby/object:HTTP::Cookie\\n  name: myacinfo\\n  value: "
        "{v}\\n  domain: apple.com\\n'",
        value=_session,
    ),
    k(
        "appfile_with_password_comment",
        "code",
        'app_identifier("com.acme.app")\napple_id("release@acme.io") # pw: {v}\nteam_id("{U10}")',
        value=pw,
    ),
    k(
        "fastlane_pilot_output_password",
        "prose",
        "[08:14:02]: $ xcrun altool --upload-app -f App.ipa -u release@acme.io -p {v} --output-for"
        "mat xml\n"
        "[08:14:40]: No errors uploading 'App.ipa'",
        value=app_pw,
    ),
    k(
        "fastlane_spaceauth_output",
        "prose",
        "Pass the following via the FASTLANE_SESSION environment variable:\n"
        "---\n- !ruby/object:HTTP::Cookie\n"
        '  name: myacinfo\n  value: {v}\n  domain: apple.com\n  for_domain: true\n  path: "/"',
        value=_session,
    ),
)

_ASC: tuple[Kind, ...] = (
    k(
        "asc_p8_key_file",
        "key",
        "$ cat ~/private_keys/AuthKey_{U10}.p8\n{v}",
        value=p8_key,
    ),
    k(
        "asc_api_key_json",
        "key",
        '{\n  "key_id": "{U10}",\n'
        '  "issuer_id": "{uuid}",\n'
        '  "key": "{v}",\n  "in_house": false\n'
        "}",
        value=lambda r: p8_key(r).replace("\n", "\\n"),
    ),
    k(
        "asc_api_jwt_curl",
        "header",
        'curl -H "Authorization: Bearer {v}" https://api.appstoreconnect.apple.com/v1/apps',
        value=asc_jwt,
    ),
    k(
        "asc_jwt_printed_by_script",
        "prose",
        "$ ruby make_token.rb\n{v}\n(valid 20 minutes)",
        value=asc_jwt,
    ),
    k(
        "apns_p8_in_server_env",
        "config",
        'APNS_KEY_ID={U10}\nAPNS_TEAM_ID={U10}\nAPNS_PRIVATE_KEY="{v}"',
        value=lambda r: p8_key(r).replace("\n", "\\n"),
    ),
    k(
        "apns_push_curl_jwt",
        "header",
        'curl -v --http2 -H "apns-topic: com.acme.app" -H "authorization: bearer {v}" '
        '-d \'{"aps":{"alert":"hi"}}\' https://api.sandbox.push.apple.com/3/device/{h64}',
        value=asc_jwt,
    ),
    k(
        "apns_cert_p12_password_node",
        "code",
        "const provider = new apn.Provider({\n"
        "  pfx: 'certs/push.p12',\n"
        "  passphrase: '{v}',\n"
        "  production: true\n});",
        value=store_pw,
    ),
    k(
        "sign_in_with_apple_client_secret",
        "config",
        "APPLE_CLIENT_ID=com.acme.app.signin\nAPPLE_CLIENT_SECRET={v}",
        value=asc_jwt,
    ),
    k(
        "app_store_shared_secret_receipts",
        "config",
        "IAP_SHARED_SECRET={v}",
        'appStoreSharedSecret: "{v}"',
        value=lambda r: hexs(r, 32),
    ),
)

_CLI: tuple[Kind, ...] = (
    k(
        "notarytool_password_flag",
        "cli",
        "xcrun notarytool submit App.zip --apple-id release@acme.io --team-id {U10} --password "
        "{v} --wait",
        value=app_pw,
    ),
    k(
        "notarytool_store_credentials",
        "cli",
        'xcrun notarytool store-credentials "AC_NOTARY" --apple-id dev@acme.io --team-id {U10} '
        '--password "{v}"',
        value=app_pw,
    ),
    k(
        "altool_password_flag",
        "cli",
        "xcrun altool --notarize-app --primary-bundle-id com.acme.mac -u dev@acme.io -p '{v}' "
        "--file App.dmg",
        "xcrun altool --upload-app --type ios --file build/App.ipa --username ci@acme.io --passwor"
        "d {v}",
        value=app_pw,
    ),
    k(
        "security_create_keychain_p",
        "cli",
        "security create-keychain -p {v} build.keychain && security default-keychain -s build.keyc"
        "hain",
        value=store_pw,
    ),
    k(
        "security_unlock_keychain_p",
        "cli",
        'security unlock-keychain -p "{v}" ~/Library/Keychains/login.keychain-db',
        value=pw,
    ),
    k(
        "security_import_p12_P",
        "cli",
        "security import dist.p12 -k build.keychain -P '{v}' -T /usr/bin/codesign",
        value=store_pw,
    ),
    k(
        "security_set_key_partition_list",
        "cli",
        "security set-key-partition-list -S apple-tool:,apple:,codesign: -s -k {v} build.keychain",
        value=store_pw,
    ),
    k(
        "security_add_generic_password_w",
        "cli",
        'security add-generic-password -a "$USER" -s "AC_PASSWORD" -w "{v}"',
        value=app_pw,
    ),
    k(
        "security_find_generic_password_output",
        "prose",
        '$ security find-generic-password -s "acme-deploy" -w\n{v}',
        value=pw,
    ),
    k(
        "openssl_p12_export_passout",
        "cli",
        "openssl pkcs12 -export -inkey dist.key -in dist.pem -out dist.p12 -passout pass:{v}",
        value=store_pw,
    ),
    k(
        "ci_p12_password_env_inline",
        "config",
        "  - name: Install certificate\n"
        "    env:\n      P12_PASSWORD: {v}\n"
        "      BUILD_CERTIFICATE_BASE64: ${{ secrets.BUILD_CERTIFICATE_BASE64 }}",
        value=store_pw,
    ),
    k(
        "pod_trunk_session_netrc",
        "config",
        "machine trunk.cocoapods.org\n  login release@acme.io\n  password {v}",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "private_spec_repo_token_url",
        "dsn",
        "pod repo add acme-specs https://oauth2:{v}@gitlab.acme.io/ios/specs.git",
        value=lambda r: "glpat-" + urlsafe(r, 20),
    ),
    k(
        "spm_netrc_binary_target",
        "config",
        "machine api.github.com\n  login x-access-token\n  password {v}",
        value=lambda r: "ghp_" + alnum(r, 36),
    ),
    k(
        "carthage_github_token_env",
        "cli",
        "GITHUB_ACCESS_TOKEN={v} carthage bootstrap --use-xcframeworks --platform iOS",
        value=lambda r: "ghp_" + alnum(r, 36),
    ),
    k(
        "xcode_cloud_ci_script_secret",
        "code",
        "#!/bin/sh\n# ci_scripts/ci_post_clone.sh\n"
        'echo "SECRET_KEY = {v}" > $CI_PRIMARY_REPOSITORY_PATH/Secrets.xcconfig',
        value=api_key40,
    ),
    k(
        "codesign_error_with_keychain_pass",
        "prose",
        "error: The following build commands failed:\n\tCodeSign /Users/ci/Build/App.app\n"
        "+ security unlock-keychain -p {v} ci.keychain\nerrSecInternalComponent",
        value=store_pw,
    ),
    k(
        "testflight_external_tester_password",
        "prose",
        "Beta App Review sign-in: user demo@acme.io / password {v} (review notes in ASC)",
        value=pw,
    ),
    k(
        "ios_app_group_shared_secret_hex",
        "code",
        'let hmacKey = Data(hex: "{v}")!  // app group handshake',
        value=lambda r: hexs(r, 64),
    ),
    k(
        "revenuecat_secret_key_server",
        "config",
        "REVENUECAT_SECRET_API_KEY={v}",
        value=lambda r: "sk_" + alnum(r, 32),
    ),
    k(
        "onesignal_rest_api_key",
        "header",
        "curl https://onesignal.com/api/v1/notifications -H 'Authorization: Basic {v}' -d "
        "@push.json",
        value=lambda r: pick(r, string.ascii_letters + string.digits, 48),
    ),
    k(
        "hex40_push_server_key",
        "config",
        "PUSH_SERVER_SECRET={v}",
        value=hex40,
    ),
)

APPLE_KINDS: tuple[Kind, ...] = (*_XC, *_FASTLANE, *_ASC, *_CLI)
