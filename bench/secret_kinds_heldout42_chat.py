"""Held-out 42's chat and split values (`bench/secret_kinds_heldout42.py`).

People stating a secret they met while building an app (a keystore's or a
key's password, `MATCH_PASSWORD`, an app-specific password, a Wi-Fi
passphrase baked into a board, an OTA password, a build's upload token, a
`.p12`'s password), in languages and scripts the chats of held-out 36 to 41
did not use: Papiamento, Lower Sorbian, Nahuatl, Sepedi (Northern Sotho),
Kapampangan, Pangasinan, Karakalpak, K'iche', Limburgish, Silesian, Ojibwe,
Tuvan (Cyrillic), Meitei (Meitei Mayek script), Assyrian Neo-Aramaic
(Syriac script), Maninka (N'Ko script) and Pular (Adlam script); a person
pasting a failed build that prints a password and asking why; and an English
handover to a teammate. Then values split by a medium: a keystore password
sent over two chat messages, a `signtool` line continued with `^` in
`cmd`, a Gradle property continued with `\\`, an Xcode log line wrapped by
its viewer, a `.p8` key pasted over two messages, and a Ruby `Fastfile`
that joins `MATCH_PASSWORD` from two literals.
"""

from __future__ import annotations

from bench.secret_kinds import Kind, alnum, pw
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout35_tools import _cut as cut
from bench.secret_kinds_heldout42_android import api_key40, ks_pw, store_pw
from bench.secret_kinds_heldout42_apple import app_pw, p8_key
from bench.secret_kinds_heldout42_device import wifi_pw

__all__ = ["CHAT_KINDS"]

_CHAT: tuple[Kind, ...] = (
    k(
        "chat_pap_keystore",
        "prose",
        "E contraseña di e keystore di release ta {v}, no pone esaki den git por fabor",
        value=store_pw,
    ),
    k(
        "chat_dsb_match_password",
        "prose",
        "Gronidło za fastlane match jo {v} — pšosym jano w CI zapisaś",
        value=ks_pw,
    ),
    k(
        "chat_nah_wifi_board",
        "prose",
        "In tlahtolichtacayotl ica Wi-Fi tlen ESP32 ye {v}, amo xiquihcuilo ipan repo",
        value=wifi_pw,
    ),
    k(
        "chat_nso_app_specific",
        "prose",
        "Phasewete ya app-specific ya Apple ke {v}, e šomiše fela go notarytool",
        value=app_pw,
    ),
    k(
        "chat_pam_ota",
        "prose",
        "Ing password ning OTA king greenhouse board ya ing {v}, e me ipabalu king aliwa",
        value=pw,
    ),
    k(
        "chat_pag_keypass",
        "prose",
        "Say keyPassword na upload key et {v}, agmo ibaga ed sakey ya tao",
        value=store_pw,
    ),
    k(
        "chat_kaa_sentry",
        "prose",
        "Sentry jüklew tokeni: {v} — onı tek CI sırlarına qosıń",
        value=lambda r: "sntrys_" + alnum(r, 110),
    ),
    k(
        "chat_quc_p12",
        "prose",
        "Ri ewan tzij rech ri .p12 are {v}, man ka'oq'ej ta chi kiwach ri winaq",
        value=store_pw,
    ),
    k(
        "chat_li_signing",
        "prose",
        "'t Wachwoord vanne signing key is {v}, zèt 't neet in de gradle.properties",
        value=store_pw,
    ),
    k(
        "chat_szl_storepass",
        "prose",
        "Hasło do keystore'a to {v}, niy wrzucej tego do repo, bo nos zabijōm",
        value=store_pw,
    ),
    k(
        "chat_oj_eas_token",
        "prose",
        "Aaniin, EXPO_TOKEN: {v} — gego wiindamaaken awiiyag",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "chat_tyv_mqtt",
        "prose",
        "MQTT брокерниң чажыт сөзү: {v}, ону кымга-даа чугаалава",
        value=pw,
    ),
    k(
        "chat_mni_keystore",
        "prose",
        "ꯀꯤꯁ꯭ꯇꯣꯔ ꯄꯥꯁꯋꯥꯔꯗ ꯑꯁꯤ {v} ꯑꯣꯏꯔꯤ, ꯀꯅꯥꯒꯨꯝꯕ ꯑꯃꯠꯇꯥ ꯍꯥꯌꯒꯅꯨ",
        value=store_pw,
    ),
    k(
        "chat_aii_tauri",
        "prose",
        "ܡܠܬܐ ܕܥܘܠܐ ܕ TAURI_SIGNING_PRIVATE_KEY_PASSWORD ܝܠܗ {v} ܠܐ ܟܬܘܒ ܠܗ ܓܘ repo",
        value=ks_pw,
    ),
    k(
        "chat_nqo_firmware",
        "prose",
        "ߞߎߡߊߘߋ߲߫ ߘߏ߲ߠߌ߲ ߞߊ߲߬ ߝߊ߰ߡߋ߲ ߦߋ߫ {v} ߘߌ߫، ߊ߬ ߡߊ߬ ߝߐ߫ ߡߐ߰ ߕߐ߭ ߦߋ߫",
        value=wifi_pw,
    ),
    k(
        "chat_ff_adlam_api",
        "prose",
        "𞤂𞤭𞤥𞤮𞤪𞤫 𞤸𞤵𞤬𞤮𞤪𞤫 API 𞤢𞤨𞥆 𞤢𞤲𞤣𞤪𞤮𞤴𞤣 𞤮𞥅 𞤱𞤮𞤲𞤭 {v} — 𞤱𞤮𞥅𞤼𞤢 𞤱𞤭𞤴 𞤲𞤫𞤯𞥆𞤮",
        value=api_key40,
    ),
    k(
        "chat_en_build_failure_paste",
        "prose",
        "CI broke again, here's the tail:\n"
        "```\n> Task :app:signReleaseBundle FAILED\n"
        "java.io.IOException: "
        "Keystore was tampered with, or password was incorrect\n"
        "  storePassword: {v}\n"
        "```\nis the keystore corrupt?",
        value=store_pw,
    ),
    k(
        "chat_en_handover",
        "prose",
        "[16:40] maria: handing over the iOS release before my leave — match repo is acme/certs, "
        "MATCH_PASSWORD is {v}, the ASC key is in 1Password\n[16:41] tom: got it, thanks",
        value=ks_pw,
    ),
    k(
        "chat_en_wifi_firmware",
        "prose",
        "fyi the demo boards are flashed with the office wifi baked in (SSID AcmeGuest, pass {v}), "
        "please reflash before the expo",
        value=wifi_pw,
    ),
)

_SPLIT: tuple[Kind, ...] = (
    cut(
        "split_keystore_two_messages",
        "[10:02] dev-li: keystore pass part 1: <A>\n[10:02] dev-li: part 2: <B> (don't ask)",
        lambda r: alnum(r, 24),
        12,
    ),
    cut(
        "split_signtool_caret_continuation",
        "signtool sign /f codesign.pfx /p <A>^\n"
        '<B> /fd SHA256 /tr http://timestamp.digicert.com "Acme Setup.exe"',
        lambda r: alnum(r, 22),
        11,
    ),
    cut(
        "split_gradle_property_backslash",
        "RELEASE_STORE_PASSWORD=<A>\\\n    <B>\nRELEASE_KEY_ALIAS=release",
        lambda r: alnum(r, 24),
        12,
    ),
    cut(
        "split_xcode_log_wrapped",
        "    export SENTRY_AUTH_TOKEN\\=<A>\n<B>\n    export SWIFT_VERSION\\=5.0",
        lambda r: "sntrys_" + alnum(r, 110),
        60,
    ),
    cut(
        "split_p8_two_messages",
        "[11:20] ana: the AuthKey .p8, first half:\n<A>\n[11:21] ana: rest:\n<B>",
        p8_key,
        90,
    ),
    cut(
        "split_fastfile_join",
        'ENV["MATCH_PASSWORD"] = "<A>" +\n  "<B>"',
        lambda r: alnum(r, 26),
        13,
    ),
)

CHAT_KINDS: tuple[Kind, ...] = (*_CHAT, *_SPLIT)
