"""The look-alikes of held-out 42 (`bench/secret_kinds_heldout42.py`): no secret in any of them.

What an app's build, signing and shipping print and hold that looks like a
secret and is not, in this set's shapes. This file holds the drawn ones
(three draws each).

Values public by design, and the decisions the set makes about them: the
Firebase config an app ships (`google-services.json`'s `current_key`,
`GoogleService-Info.plist`'s `API_KEY`, a Flutter `firebase_options.dart`)
is compiled into every copy of the app and names a project, it does not
open one (rules and App Check guard the data), so it is a look-alike; a Maps
SDK key in an `AndroidManifest.xml` `meta-data` is shipped in every APK and
restricted to the app's package and signing certificate, so it is a
look-alike in that place (the same key in a server's `.env` is not in this
set); a Sentry DSN in a mobile app's config is a public client key by
Sentry's design; RevenueCat's `appl_`/`goog_` SDK keys and Stripe's `pk_`
keys are public keys meant for the app. Identifiers: bundle and application
ids, team ids, App Store Connect key ids and issuer ids without their key,
provisioning profile UUIDs and names, Xcode object ids, Firebase app ids,
OAuth client ids of installed apps and their reversed schemes, version codes
and build numbers, notarization submission ids, device serials, MACs, IMEIs
and UDIDs of test devices, LoRaWAN DevEUI and JoinEUI, IoT certificate ARNs
and ids, BLE service UUIDs. Fingerprints and hashes: SHA-1 and SHA-256
certificate fingerprints from `keytool`, `apksigner`, `signingReport` and
`codesign`, `security find-identity` hashes, `signtool /sha1` thumbprints,
lockfiles of Gradle, CocoaPods, SwiftPM, pub and npm, firmware image hashes
from `esptool`/`idf.py`/`imgtool`, Yocto `SRCREV` and checksums, and public
keys of updaters (Sparkle's `SUPublicEDKey`, Tauri's `pubkey`, MCUboot's
public key array, a secure boot key's digest).
"""

from __future__ import annotations

import base64
import json
import random
import string

from bench.secret_kinds import (
    LookAlike,
    alnum,
    b64,
    digits,
    hexs,
    look_alikes,
    pick,
    urlsafe,
    uuid4,
)
from bench.secret_kinds_heldout42_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_UP = string.ascii_uppercase + string.digits


def _uuid(r: random.Random) -> str:
    return uuid4(r, "b")


def _UUID(r: random.Random) -> str:
    return _uuid(r).upper()


def _team(r: random.Random) -> str:
    return pick(r, _UP, 10)


def _fp(r: random.Random, n: int) -> str:
    h = hexs(r, n * 2).upper()
    return ":".join(h[i : i + 2] for i in range(0, len(h), 2))


def _mac(r: random.Random) -> str:
    h = hexs(r, 12)
    return ":".join(h[i : i + 2] for i in range(0, 12, 2))


def _imei(r: random.Random) -> str:
    return "35" + digits(r, 13)


def _gkey(r: random.Random) -> str:
    return "AIza" + urlsafe(r, 35)


def _sri(r: random.Random) -> str:
    return "sha512-" + base64.b64encode(r.randbytes(64)).decode()


def _minisign_pub(r: random.Random) -> str:
    """A Tauri updater's public key: base64 of minisign's two public lines."""
    text = f"untrusted comment: minisign public key: {hexs(r, 16).upper()}\nRWQ{b64(r, 53)}\n"
    return base64.b64encode(text.encode()).decode()


def _android_rounds(r: random.Random) -> list[tuple[str, str]]:
    pkg = f"com.acme.{pick(r, string.ascii_lowercase, 6)}"
    num = digits(r, 12)
    return [
        (
            "google_services_json_firebase_key",
            json.dumps(
                {
                    "project_info": {
                        "project_number": num,
                        "project_id": f"acme-{pick(r, string.ascii_lowercase, 5)}",
                        "storage_bucket": "acme-app.appspot.com",
                    },
                    "client": [
                        {
                            "client_info": {
                                "mobilesdk_app_id": f"1:{num}:android:{hexs(r, 16)}",
                                "android_client_info": {"package_name": pkg},
                            },
                            "api_key": [{"current_key": _gkey(r)}],
                        }
                    ],
                },
                indent=2,
            ),
        ),
        (
            "manifest_maps_key_restricted",
            f'<meta-data\n    android:name="com.google.android.geo.API_KEY"\n'
            f'    android:value="{_gkey(r)}" />',
        ),
        (
            "application_id_gradle",
            f'defaultConfig {{\n    applicationId "{pkg}"\n'
            f"    versionCode {digits(r, 5)}\n"
            f'    versionName "2.{digits(r, 1)}.{digits(r, 1)}"\n'
            f"}}",
        ),
        (
            "keytool_list_fingerprints",
            f"Alias name: upload\nCreation date: Mar 3, 2025\nEntry type: PrivateKeyEntry\n"
            f"Certificate fingerprints:\n\t SHA1: {_fp(r, 20)}\n\t SHA256: {_fp(r, 32)}\n"
            f"Signature algorithm name: SHA384withRSA",
        ),
        (
            "signing_report_output",
            f"> Task :app:signingReport\n"
            f"Variant: release\nConfig: release\n"
            f"Store: /ci/release.jks\n"
            f"Alias: upload\n"
            f"MD5: {_fp(r, 16)}\nSHA1: {_fp(r, 20)}\n"
            f"SHA-256: {_fp(r, 32)}\n"
            f"Valid until: Tuesday, 1 March 2050",
        ),
        (
            "apksigner_verify_certs",
            f"Signer #1 certificate DN: CN=Acme, O=Acme GmbH, C=DE\n"
            f"Signer #1 certificate SHA-256 digest: {hexs(r, 64)}\n"
            f"Signer #1 certificate SHA-1 digest: {hexs(r, 40)}\n"
            f"Signer #1 certificate MD5 digest: {hexs(r, 32)}",
        ),
        (
            "assetlinks_json_fingerprint",
            json.dumps(
                [
                    {
                        "relation": ["delegate_permission/common.handle_all_urls"],
                        "target": {
                            "namespace": "android_app",
                            "package_name": pkg,
                            "sha256_cert_fingerprints": [_fp(r, 32)],
                        },
                    }
                ]
            ),
        ),
        (
            "gradle_verification_metadata",
            f'<component group="com.squareup.okhttp3" name="okhttp" version="4.12.0">\n'
            f'   <artifact name="okhttp-4.12.0.jar">\n'
            f'      <sha256 value="{hexs(r, 64)}" origin="Generated by Gradle"/>\n'
            f"   </artifact>\n</component>",
        ),
        (
            "gradle_wrapper_checksum",
            f"distributionSha256Sum={hexs(r, 64)}\n"
            f"distributionUrl=https\\://services.gradle.org/distributions/gradle-8.9-bin.zip",
        ),
        (
            "adb_devices_serials",
            f"$ adb devices -l\nList of devices attached\n"
            f"{pick(r, _UP, 14)}   device usb:1-1 product:husky model:Pixel_8_Pro\n"
            f"emulator-5554  device",
        ),
        (
            "adb_getprop_serial_imei",
            f"$ adb shell getprop ro.serialno\n"
            f"{pick(r, _UP, 12)}\n$ adb shell service call iphonesubinfo 1 # IMEI {_imei(r)}",
        ),
        (
            "logcat_glide_cache_key",
            f"11-30 14:02:11.{digits(r, 3)} D/Glide: Finished loading BitmapDrawable from "
            f"DATA_DISK_CACHE for key {hexs(r, 64)}",
        ),
        (
            "crashlytics_mapping_id",
            f"> Task :app:uploadCrashlyticsMappingFileRelease\n"
            f"Mapping file ID: {hexs(r, 32)}\n"
            f"Uploaded to Crashlytics (build id {_uuid(r)})",
        ),
        (
            "firebase_app_id_cli",
            f"firebase appdistribution:distribute app.apk --app 1:{num}:android:{hexs(r, 16)} "
            f"--groups qa",
        ),
        (
            "oauth_installed_client_id",
            f'<string name="default_web_client_id" translatable="false">'
            f"{num}-{pick(r, string.ascii_lowercase + string.digits, 32)}."
            f"apps.googleusercontent.com</string>",
        ),
        (
            "ks_pass_from_env",
            f"apksigner sign --ks release.jks --ks-pass env:KS_PASS_{digits(r, 2)} --key-pass "
            f"file:key.pass app.apk",
        ),
        (
            "play_edit_id_output",
            f"Edit id: {digits(r, 19)}\n"
            f"Uploaded bundle versionCode {digits(r, 6)} (sha256 {hexs(r, 64)})",
        ),
    ]


def _apple_rounds(r: random.Random) -> list[tuple[str, str]]:
    team = _team(r)
    bundle = f"com.acme.{pick(r, string.ascii_lowercase, 5)}"
    gid = f"{digits(r, 12)}-{pick(r, string.ascii_lowercase + string.digits, 32)}"
    return [
        (
            "googleservice_info_plist_key",
            f"<key>API_KEY</key>\n<string>{_gkey(r)}</string>\n"
            f"<key>GCM_SENDER_ID</key>\n"
            f"<string>{digits(r, 12)}</string>\n"
            f"<key>BUNDLE_ID</key>\n"
            f"<string>{bundle}</string>\n"
            f"<key>GOOGLE_APP_ID</key>\n"
            f"<string>1:{digits(r, 12)}:ios:{hexs(r, 22)}</string>",
        ),
        (
            "reversed_client_id_url_scheme",
            f"<key>CFBundleURLSchemes</key>\n"
            f"<array>\n\t<string>com.googleusercontent.apps.{gid}</string>\n"
            f"</array>",
        ),
        (
            "xcconfig_team_and_bundle",
            f"DEVELOPMENT_TEAM = {team}\n"
            f"PRODUCT_BUNDLE_IDENTIFIER = {bundle}\n"
            f"CURRENT_PROJECT_VERSION = {digits(r, 4)}\n"
            f"MARKETING_VERSION = 3.1.0",
        ),
        (
            "provisioning_profile_uuid",
            f"PROVISIONING_PROFILE = {_UUID(r)}\n"
            f"PROVISIONING_PROFILE_SPECIFIER = match AppStore {bundle}",
        ),
        (
            "pbxproj_object_ids",
            f"\t\t{hexs(r, 24).upper()} /* AppDelegate.swift in Sources */ = {{isa = PBXBuildFile;"
            f" fileRef = {hexs(r, 24).upper()} /* AppDelegate.swift */; }};",
        ),
        (
            "codesign_dv_output",
            f"Executable=/Applications/Acme.app/Contents/MacOS/Acme\n"
            f"Identifier={bundle}\n"
            f"Format=app bundle with Mach-O universal (x86_64 arm64)\n"
            f"CodeDirectory v=20500 size=1234 flags=0x10000(runtime) hashes=27+7 location=embedded"
            f"\n"
            f"CDHash={hexs(r, 40)}\n"
            f"Authority=Developer ID Application: Acme GmbH ({team})\n"
            f"TeamIdentifier={team}",
        ),
        (
            "security_find_identity",
            f"$ security find-identity -v -p codesigning\n"
            f'  1) {hexs(r, 40).upper()} "Apple Distribution: Acme GmbH ({team})"\n'
            f"     1 valid identities found",
        ),
        (
            "notarytool_submission_id",
            f"Conducting pre-submission checks for Acme.zip and initiating connection to the "
            f"Apple notary service...\n"
            f"Submission ID received\n"
            f"  id: {_uuid(r)}\nSuccessfully uploaded file\n"
            f"  status: Accepted",
        ),
        (
            "asc_key_ids_without_key",
            json.dumps(
                {"key_id": _team(r), "issuer_id": _uuid(r), "key_filepath": "./AuthKey.p8"},
                indent=2,
            ),
        ),
        (
            "podfile_lock_checksums",
            f"SPEC CHECKSUMS:\n  Alamofire: {hexs(r, 40)}\n"
            f"  Firebase: {hexs(r, 40)}\n"
            f"\nPODFILE CHECKSUM: {hexs(r, 40)}\n"
            f"\nCOCOAPODS: 1.15.2",
        ),
        (
            "package_resolved_revision",
            json.dumps(
                {
                    "identity": "swift-collections",
                    "kind": "remoteSourceControl",
                    "location": "https://github.com/apple/swift-collections.git",
                    "state": {"revision": hexs(r, 40), "version": "1.1.4"},
                },
                indent=2,
            ),
        ),
        (
            "sparkle_public_ed_key",
            f"<key>SUPublicEDKey</key>\n"
            f"<string>{base64.b64encode(r.randbytes(32)).decode()}</string>\n"
            f"<key>SUFeedURL</key>\n"
            f"<string>https://acme.io/appcast.xml</string>",
        ),
        (
            "appcast_ed_signature",
            f'<enclosure url="https://acme.io/Acme-3.1.zip" sparkle:version="{digits(r, 4)}" '
            f'sparkle:edSignature="{base64.b64encode(r.randbytes(64)).decode()}" '
            f'length="{digits(r, 8)}"'
            f' type="application/octet-stream"/>',
        ),
        (
            "udid_test_device",
            f"Devices registered: iPhone 15 (QA) {hexs(r, 8).upper()}-{hexs(r, 16).upper()}",
        ),
        (
            "apns_topic_and_team",
            f"APNS_TOPIC={bundle}\n"
            f"APNS_TEAM_ID={team}\n"
            f"APNS_KEY_ID={_team(r)}\n"
            f"APNS_KEY_PATH=/run/secrets/apns.p8",
        ),
        ("revenuecat_public_sdk_key", f'Purchases.configure(withAPIKey: "appl_{alnum(r, 27)}")'),
        (
            "xcresult_and_derived_data_hash",
            f"/Users/ci/Library/Developer/Xcode/DerivedData/Acme-"
            f"{pick(r, string.ascii_lowercase, 28)}/"
            f"Build/Products",
        ),
    ]


def _cross_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "firebase_options_dart",
            f"static const FirebaseOptions android = FirebaseOptions(\n"
            f"    apiKey: '{_gkey(r)}',\n"
            f"    appId: '1:{digits(r, 12)}:android:{hexs(r, 16)}',\n"
            f"    messagingSenderId: '{digits(r, 12)}',\n    projectId: 'acme-app',\n  );",
        ),
        (
            "pubspec_lock_sha256",
            f'  http:\n    dependency: "direct main"\n'
            f"    description:\n      name: http\n"
            f'      sha256: "{hexs(r, 64)}"\n'
            f'      url: "https://pub.dev"\n'
            f'    source: hosted\n    version: "1.2.2"',
        ),
        (
            "package_lock_integrity",
            f'"node_modules/electron": {{\n'
            f'  "version": "33.2.0",\n'
            f'  "resolved": "https://registry.npmjs.org/electron/-/electron-33.2.0.tgz",\n'
            f'  "integrity": "{_sri(r)}"\n'
            f"}}",
        ),
        (
            "expo_project_id",
            json.dumps(
                {
                    "expo": {
                        "extra": {"eas": {"projectId": _uuid(r)}},
                        "updates": {"url": f"https://u.expo.dev/{_uuid(r)}"},
                        "runtimeVersion": {"policy": "appVersion"},
                    }
                },
                indent=2,
            ),
        ),
        (
            "eas_build_id_output",
            f"Build details: https://expo.dev/accounts/acme/projects/app/builds/{_uuid(r)}\n"
            f"✔ Build finished\n🤖 Android app: https://expo.dev/artifacts/eas/{alnum(r, 22)}.aab",
        ),
        (
            "dart_define_non_secret",
            f"flutter build ios --release --dart-define=FLAVOR=prod "
            f"--dart-define=BUILD_SHA={hexs(r, 40)} "
            f"--build-number={digits(r, 4)}",
        ),
        (
            "tauri_conf_pubkey",
            json.dumps(
                {
                    "plugins": {
                        "updater": {
                            "pubkey": _minisign_pub(r),
                            "endpoints": [
                                "https://releases.acme.io/{{target}}/{{current_version}}"
                            ],
                        }
                    }
                },
                indent=2,
            ),
        ),
        (
            "electron_latest_yml_sha512",
            f"version: 3.1.0\nfiles:\n"
            f"  - url: Acme-Setup-3.1.0.exe\n"
            f"    sha512: {base64.b64encode(r.randbytes(64)).decode()}\n"
            f"    size: {digits(r, 8)}\n"
            f"path: Acme-Setup-3.1.0.exe\n"
            f"releaseDate: '2026-11-30T10:02:11.000Z'",
        ),
        (
            "signtool_sha1_thumbprint",
            f"signtool sign /sha1 {hexs(r, 40).upper()} /fd SHA256 /tr http://timestamp.digicert.c"
            f'om /td SHA256 "dist\\Acme Setup.exe"',
        ),
        (
            "msix_publisher_and_family",
            f'<Identity Name="Acme.Desktop" Publisher="CN={_UUID(r)}" Version="3.1.{digits(r, 3)}.'
            f'0" />\n'
            f"PackageFamilyName: Acme.Desktop_"
            f"{pick(r, string.ascii_lowercase + string.digits, 13)}",
        ),
        (
            "csproj_project_guid",
            f"<ProjectGuid>{{{_UUID(r)}}}</ProjectGuid>\n"
            f"<ApplicationId>com.acme.maui</ApplicationId>\n"
            f"<ApplicationVersion>{digits(r, 3)}</ApplicationVersion>",
        ),
        (
            "ci_secret_reference_yaml",
            f"      env:\n        CSC_KEY_PASSWORD: ${{{{ secrets.CSC_KEY_PASSWORD }}}}\n"
            f"        WIN_CSC_LINK: ${{{{ secrets.WIN_CSC_LINK_{digits(r, 1)} }}}}",
        ),
        (
            "unity_meta_and_cloud_ids",
            f"cloudProjectId: {_uuid(r)}\n"
            f"projectName: Acme\norganizationId: acme-{digits(r, 5)}\n"
            f"productGUID: {hexs(r, 32)}",
        ),
        (
            "stripe_publishable_key_app",
            f'StripeAPI.defaultPublishableKey = "pk_live_{alnum(r, 99)}"',
        ),
        (
            "sentry_dsn_mobile",
            f"SentrySDK.start {{ options in\n"
            f'    options.dsn = "https://{hexs(r, 32)}'
            f'@o{digits(r, 6)}.ingest.sentry.io/{digits(r, 7)}"'
            f"\n}}",
        ),
    ]


def _device_rounds(r: random.Random) -> list[tuple[str, str]]:
    mac = _mac(r)
    return [
        (
            "esptool_flash_output",
            f"esptool.py v4.7.0\nSerial port /dev/ttyUSB0\n"
            f"Chip is ESP32-D0WD-V3 (revision v3.1)\n"
            f"MAC: {mac}\n"
            f"Wrote 912384 bytes (579021 compressed) at 0x00010000 in 13.4 seconds\n"
            f"Hash of data verified.",
        ),
        (
            "idf_image_sha256",
            f"I (29) boot: ESP-IDF v5.2.1 2nd stage bootloader\n"
            f"I (86) esp_image: segment 0: paddr=00010020 vaddr=3f400020\n"
            f"App ELF file SHA256: {hexs(r, 64)}",
        ),
        (
            "secure_boot_key_digest",
            f"Secure boot: public key digest {hexs(r, 64)}\n"
            f"espsecure.py digest_sbv2_public_key output written to digest.bin",
        ),
        (
            "imgtool_public_key_array",
            "const unsigned char ecdsa_pub_key[] = {\n    "
            + ", ".join("0x" + hexs(r, 2) for _ in range(16))
            + ",\n};\nconst unsigned int ecdsa_pub_key_len = 91;",
        ),
        (
            "sdkconfig_non_secret",
            f'CONFIG_IDF_TARGET="esp32s3"\n'
            f'CONFIG_APP_PROJECT_VER="{digits(r, 1)}.{digits(r, 1)}.0"\n'
            f'CONFIG_ESP_WIFI_SSID="AcmeLab"\n'
            f'CONFIG_ESP_WIFI_PASSWORD=""',
        ),
        (
            "esphome_secret_reference",
            f"wifi:\n  ssid: !secret wifi_ssid\n"
            f"  password: !secret wifi_password\n"
            f"api:\n  encryption:\n"
            f"    key: !secret api_key_{digits(r, 2)}",
        ),
        (
            "platformio_lib_deps_hash",
            f"[env:esp32dev]\nlib_deps =\n"
            f"    knolleary/PubSubClient@^2.8\n"
            f"    https://github.com/acme/sensors.git#{hexs(r, 40)}",
        ),
        (
            "lorawan_dev_eui_join_eui",
            f"DevEUI: {hexs(r, 16).upper()}\n"
            f"JoinEUI: {hexs(r, 16).upper()}\n"
            f"DevAddr: {hexs(r, 8).upper()}",
        ),
        (
            "ble_service_uuids",
            f'#define SERVICE_UUID        "{_uuid(r)}"\n#define CHARACTERISTIC_UUID "{_uuid(r)}"',
        ),
        (
            "yocto_srcrev_checksums",
            f'SRCREV = "{hexs(r, 40)}"\n'
            f'SRC_URI[sha256sum] = "{hexs(r, 64)}"\n'
            f'LIC_FILES_CHKSUM = "file://LICENSE;md5={hexs(r, 32)}"',
        ),
        (
            "buildroot_hash_file",
            f"# Locally calculated\n"
            f"sha256  {hexs(r, 64)}  mosquitto-2.0.18.tar.gz\n"
            f"sha256  {hexs(r, 64)}  LICENSE.txt",
        ),
        (
            "aws_iot_cert_arn_id",
            f"certificateArn: arn:aws:iot:eu-central-1:{digits(r, 12)}:cert/{hexs(r, 64)}\n"
            f"certificateId: {hexs(r, 64)}",
        ),
        (
            "west_manifest_revisions",
            f"projects:\n  - name: zephyr\n"
            f"    revision: {hexs(r, 40)}\n"
            f"  - name: hal_nordic\n"
            f"    revision: {hexs(r, 40)}",
        ),
        (
            "serial_boot_ids",
            f"U-Boot 2024.01 (Nov 30 2026)\n"
            f"CPU:   i.MX8MM rev1.0\n"
            f"Serial: {hexs(r, 16)}\n"
            f"eth0: ethernet@30be0000, MAC {mac}\n"
            f"board_id={_uuid(r)}",
        ),
        (
            "mqtt_client_id_topic",
            f"mosquitto_sub -h broker.acme.io -t 'devices/{hexs(r, 12)}/telemetry' "
            f"-i sub-{hexs(r, 8)} "
            f'-u $MQTT_USER -P "$MQTT_PASS"',
        ),
        (
            "firmware_sha256sum",
            f"$ sha256sum build/zephyr/zephyr.signed.bin\n"
            f"{hexs(r, 64)}  build/zephyr/zephyr.signed.bin",
        ),
        (
            "uf2_family_and_board_ids",
            f"uf2conv.py -c -f 0x{hexs(r, 8)} -b 0x{hexs(r, 5)} firmware.bin\n"
            f"UF2 family id: 0x{hexs(r, 8)} (board serial {hexs(r, 16).upper()})",
        ),
        (
            "masked_wifi_in_log",
            f"I (622) app: connecting to AcmeLab with pass '{'*' * 12}'\n"
            f"I (1843) wifi:connected, rssi:-{digits(r, 2)}",
        ),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        *_android_rounds(r),
        *_apple_rounds(r),
        *_cross_rounds(r),
        *_device_rounds(r),
    ]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes("kenning-wide-heldout42-look", _rounds, FIXED)
