"""The forty-second held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is secrets in
mobile, desktop and embedded app development: signing, stores and device
builds, what a person or an agent meets building and shipping an app.
Shapes matter more than vendors.

Its parts: `bench/secret_kinds_heldout42_android.py` (Gradle properties and
signing configs, `keytool`/`apksigner`/`jarsigner`/`bundletool` command lines,
Play service accounts, crash reporters' upload tokens, private Maven repos,
`adb` and logcat; and the value makers), `_apple.py` (`xcconfig`, plists,
fastlane's files and environment, App Store Connect and APNs keys and JWTs,
`notarytool`/`altool`, `security` keychain commands, CocoaPods and SwiftPM
credentials), `_cross.py` (Flutter, React Native and Expo, Capacitor and
Cordova, Electron, Tauri and Sparkle, .NET MAUI and Xamarin, Windows signing
and stores, game engines and desktop stores), `_device.py` (Arduino,
PlatformIO, ESPHome, ESP-IDF, Zephyr, Yocto and Buildroot, OTA signing,
serial consoles, MQTT and IoT clouds) and `_chat.py` (people in languages
held-out 36 to 41 did not use, and split values); its look-alikes are in
`bench/secret_kinds_heldout42_look.py` and `_look2.py`.
"""

from __future__ import annotations

from bench.secret_kinds import SESSION_PLACES8, Kind, Sample, samples
from bench.secret_kinds_heldout42_android import ANDROID_KINDS
from bench.secret_kinds_heldout42_apple import APPLE_KINDS
from bench.secret_kinds_heldout42_chat import CHAT_KINDS
from bench.secret_kinds_heldout42_cross import CROSS_KINDS
from bench.secret_kinds_heldout42_device import DEVICE_KINDS
from bench.secret_kinds_heldout42_look import LOOK_ALIKES

__all__ = ["KINDS", "LOOK_ALIKES", "heldout42_samples"]

KINDS: tuple[Kind, ...] = (
    *ANDROID_KINDS,
    *APPLE_KINDS,
    *CROSS_KINDS,
    *DEVICE_KINDS,
    *CHAT_KINDS,
)

assert len({kind.name for kind in KINDS}) == len(KINDS), "a kind's name is written twice"


def heldout42_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the forty-second held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout42", SESSION_PLACES8)
