"""Held-out 30's hard shapes and chat (`bench/secret_kinds_heldout30.py` holds the places).

The shapes (`SHAPE_KINDS`), in the set's app releases and data work: a
keystore password split over two chat messages, a Snowflake password split
over two lines of a Gradle log wrapped at its width, a keystore password
read aloud in words ("capital T, seven, lower k…"), a replica's password
dictated with "double" and "dash", an App Store Connect account's TOTP seed
in the `otpauth://` URL of its QR code, base64 of a whole
`keystore.properties`, a JDBC URL URL-encoded inside a BI tool's link, a
password quoted in an email reply (`> `), a Markdown table of environments
with a password column, a unified diff of a dbt `profiles.yml` rotation, a
correction ("sorry, wrong one, it's …"), keys under names that do not say
secret (`auth`, `creds`, `sig`, `k`, `pw`, `pass_phrase`, a `hash` that is
a webhook's HMAC key), a password as Kotlin `byteArrayOf` of hex, as a C#
`FromBase64String` literal, `SNOWSQL_PWD=` before a command, a `psql`
`\\set` then `ALTER ROLE … PASSWORD :'pw'`, a keystore prompt answered in
a terminal recording, and a Kafka JAAS line inside a heredoc.

The chat (`CHAT_KINDS`): developers of apps and data people telling a
secret in languages no set's docstring names (Cantonese, Hokkien, Swiss
German, Bavarian, Alsatian, Kölsch, Plautdietsch, Jamaican Patois, Krio,
Sranan Tongo, Mapudungun, Kʼicheʼ, Yucatec Maya, Zapotec, Inuktitut,
Cherokee, Navajo, Mizo, Santali, Maithili, Newar, Shan, Acehnese, Banjar,
Dholuo, Bemba, Mooré, Zarma, Afar, Kalmyk, Avar, Erzya, Mari, Latgalian,
Võro, Piedmontese, Lombard, Ligurian, Mirandese, Picard), in varied
sentence forms, and English forms of the trade (a store review's
"demo account", a release checklist, a stand-up note).
"""

from __future__ import annotations

import base64
import random
from urllib.parse import quote

from bench.secret_kinds import Kind, alnum, b32, hexs, pw, upper32, urlsafe
from bench.secret_kinds_heldout30_more import kind30

__all__ = ["CHAT_KINDS", "SHAPE_KINDS"]

_WORDS = {
    **{c: f"capital {c}" for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"},
    **{c: f"lower {c}" for c in "abcdefghijklmnopqrstuvwxyz"},
    **{
        str(i): w
        for i, w in enumerate(
            ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
        )
    },
}


def _split_messages(r: random.Random) -> tuple[str, str]:
    a, b = alnum(r, 10), alnum(r, 10)
    return a, (
        f"[10:02] mira: upload keystore pass, first half: {a}\n"
        "[10:02] mira: hang on, slack cut it\n"
        f"[10:03] mira: second half: {b}\n[10:03] mira: no space between them"
    )


def _wrapped_log(r: random.Random) -> tuple[str, str]:
    v = pw(r, 18)
    line = (
        f"> Task :app:snowflakeSync -Psf.user=GRADLE_SYNC -Psf.password={v} -Psf.account=tidepool"
    )
    cut = line.index(v) + 9
    return v[:9], line[:cut] + "\n" + line[cut:] + "\nBUILD SUCCESSFUL in 41s"


def _read_aloud(r: random.Random) -> tuple[str, str]:
    raw = alnum(r, 12)
    v = ", ".join(_WORDS[c] for c in raw)
    return v, f"ok reading the store password off the sticky note: {v}. that's it, no spaces"


def _double_dash(r: random.Random) -> tuple[str, str]:
    a, b = hexs(r, 6), hexs(r, 6)
    spoken = " ".join(a) + " dash " + " ".join(b)
    return spoken, f"replica password, I'll say it slowly: {spoken} - all lower case"


def _otpauth(r: random.Random) -> tuple[str, str]:
    v = upper32(r, 32)
    return v, (
        "decoded the QR from the shared Apple account setup:\n"
        f"otpauth://totp/Apple%20Developer:release%40studio.example?secret={v}"
        "&issuer=Apple%20Developer&algorithm=SHA1&digits=6&period=30"
    )


def _b64_properties(r: random.Random) -> tuple[str, str]:
    props = f"storePassword={pw(r)}\nkeyPassword={pw(r)}\nkeyAlias=upload\nstoreFile=upload.jks\n"
    blob = base64.b64encode(props.encode()).decode()
    return blob, f"- run: echo '{blob}' | base64 -d > android/key.properties"


def _encoded_jdbc(r: random.Random) -> tuple[str, str]:
    v = pw(r, 14) + "&"
    enc = quote(v, safe="")
    return enc, (
        "https://bi.studio.example/connect?driver=postgres&url="
        f"jdbc%3Apostgresql%3A%2F%2Freplica%3A5432%2Forders%3Fuser%3Dbi_ro%26password%3D{enc}"
        "&name=orders"
    )


def _quoted_reply(r: random.Random) -> tuple[str, str]:
    v = pw(r, 16)
    return v, (
        "Thanks, that worked for the reader account.\n\n"
        "On Mon, 30 Nov 2026 at 09:12, Data Platform <data@studio.example> wrote:\n"
        "> Your Snowflake reader account is ready.\n> Login: PARTNER_ADMIN\n"
        f"> Temporary password: {v}\n> Please change it at first login."
    )


def _table_cell(r: random.Random) -> tuple[str, str]:
    v = pw(r, 15)
    return v, (
        "| env     | host                  | user   | password       |\n"
        "|---------|-----------------------|--------|----------------|\n"
        f"| staging | pg-stg.orders.internal | api    | {v} |\n"
        "| prod    | pg.orders.internal    | api    | (in vault)     |"
    )


def _profiles_diff(r: random.Random) -> tuple[str, str]:
    old, new = pw(r, 14), pw(r, 14)
    return new, (
        "--- a/profiles.yml\n+++ b/profiles.yml\n@@ -6,7 +6,7 @@ tidepool:\n"
        "       type: postgres\n       user: dbt_runner\n"
        f"-      password: {old}\n+      password: {new}\n       host: warehouse.internal"
    )


def _correction(r: random.Random) -> tuple[str, str]:
    wrong, right = pw(r, 14), pw(r, 14)
    return right, (
        f"keystore password is {wrong}\n"
        f"sorry, wrong one, that's the debug keystore. the upload one is {right}"
    )


def _kotlin_bytes(r: random.Random) -> tuple[str, str]:
    raw = alnum(r, 16).encode()
    v = ", ".join(f"0x{b:02x}" for b in raw)
    return (
        v,
        f"private val storePass = String(byteArrayOf({v}).map {{ it.toInt().toChar() "
        f"}}.toCharArray())",
    )


def _csharp_b64(r: random.Random) -> tuple[str, str]:
    v = base64.b64encode(pw(r, 16).encode()).decode()
    return v, f'var dbPass = Encoding.UTF8.GetString(Convert.FromBase64String("{v}"));'


def _keytool_prompt(r: random.Random) -> tuple[str, str]:
    v = pw(r, 14)
    return v, (
        "Script started on 2026-11-30 09:40:11+00:00\n"
        "$ keytool -genkeypair -v -keystore upload.jks -alias upload -keyalg RSA -keysize 2048\n"
        f"Enter keystore password:  {v}\nRe-enter new password: {v}\n"
        "What is your first and last name?\n  [Unknown]:  Tidepool Release"
    )


def _heredoc_jaas(r: random.Random) -> tuple[str, str]:
    v = pw(r, 18)
    return v, (
        "cat > client.properties "
        "<<'EOF'\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\n"
        "sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required "
        f'username="ingest" password="{v}";\nEOF\nkafka-topics.sh --list --command-config ./'
        "client.properties"
    )


SHAPE_KINDS: tuple[Kind, ...] = (
    Kind("split_two_messages", "form", _split_messages),
    Kind("wrapped_gradle_log", "form", _wrapped_log),
    Kind("read_aloud_case_words", "prose", _read_aloud),
    Kind("dictated_dash", "prose", _double_dash),
    Kind("otpauth_apple_account", "key", _otpauth),
    Kind("base64_key_properties", "form", _b64_properties),
    Kind("urlencoded_jdbc_in_link", "form", _encoded_jdbc),
    Kind("quoted_email_reply", "prose", _quoted_reply),
    Kind("markdown_env_table", "form", _table_cell),
    Kind("profiles_yml_diff", "form", _profiles_diff),
    Kind("correction_wrong_one", "prose", _correction),
    Kind("kotlin_byte_array", "code", _kotlin_bytes),
    Kind("csharp_from_base64", "code", _csharp_b64),
    Kind("keytool_prompt_typed", "cli", _keytool_prompt),
    Kind("heredoc_kafka_jaas", "cli", _heredoc_jaas),
    kind30(
        "name_auth",
        "form",
        "crash_upload:\n  endpoint: https://crashes.studio.example/api/minidump\n  auth: {v}",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "name_creds",
        "form",
        'REPLICA = {"host": "pg-replica", "creds": "replicator:{v}"}',
        "creds={v} ./bin/load_fixtures --target staging",
    ),
    kind30(
        "name_sig",
        "form",
        "PLAY_RTDN_SIG={v}  # we HMAC the pubsub push body with this",
        value=lambda r: hexs(r, 64),
    ),
    kind30(
        "name_k",
        "form",
        'const k = "{v}";\nconst res = await fetch(`https://api.ads.example/report?k=${k}`);',
        value=lambda r: urlsafe(r, 40),
    ),
    kind30(
        "name_pw",
        "form",
        "hana:\n  host: hana01\n  user: ETL\n  pw: {v}",
        "pw={v} python sync_orders.py --since 2026-11-01",
    ),
    kind30(
        "name_pass_phrase",
        "form",
        "signing:\n  key_file: keys/release.p12\n  pass_phrase: {v}",
    ),
    kind30(
        "name_hash_is_key",
        "form",
        "# the 'hash' is what we sign deep link params with (HMAC-SHA256), not a digest\n"
        "deeplinks:\n  hash: {v}",
        value=lambda r: b32(r, 40),
    ),
    kind30(
        "snowsql_pwd_prefix",
        "cli",
        "SNOWSQL_PWD='{v}' snowsql -a {l7}-eu_west_1 -u LOADER -q 'PUT file://orders.csv @stage'",
    ),
    kind30(
        "psql_set_alter_role",
        "code",
        "\\set pw '{v}'\nALTER ROLE app_rw WITH LOGIN PASSWORD :'pw';",
    ),
)


def _chat(name: str, *forms: str) -> Kind:
    return kind30(name, "prose", *forms)


CHAT_KINDS: tuple[Kind, ...] = (
    _chat(
        "chat_cantonese", "個 keystore 密碼係 {v}，唔好貼去 group 度", "Play Console 嗰個密碼: {v}"
    ),
    _chat("chat_hokkien", "keystore ê bi̍t-bé sī {v}, mài kā lâng kóng"),
    _chat("chat_swiss_german", "s Passwort für dr Keystore isch {v}, bitte nöd wiitergää"),
    _chat("chat_bavarian", "as Passwort fia d'Datenbank is {v}, gell"),
    _chat("chat_alsatian", "s Passwort fer d Datebank isch {v}"),
    _chat("chat_kolsch", "Et Passwood för de Replica es {v}, nit wigger sage"),
    _chat("chat_plautdietsch", "daut Passwuat fa dee Datenbank es {v}"),
    _chat("chat_jamaican_patois", "di password fi di reader account a {v}, nuh share it"),
    _chat("chat_krio", "di paswɔd fɔ di database na {v}"),
    _chat("chat_sranan", "a pasword fu a database na {v}"),
    _chat("chat_mapudungun", "ti password ñi database ta {v} ngey"),
    _chat("chat_kiche", "ri ewal tzij rech ri database are {v}"),
    _chat("chat_yucatec", "u password le database leti' {v}"),
    _chat("chat_zapotec", "password stiʼ database naa {v}"),
    _chat("chat_inuktitut", "ᐱᒋᐊᕐᓇᖅ password {v} keystore-mut"),
    _chat("chat_cherokee", "ᎦᏬᏂᎯᏍᏗ password ᎯᎠ {v}"),
    _chat("chat_navajo", "database bee ééhózin password éí {v} át'é"),
    _chat("chat_mizo", "database password chu {v} a ni, midang hriat tir suh"),
    _chat("chat_santali", "database reaḱ password doe {v}"),
    _chat("chat_maithili", "डेटाबेसक पासवर्ड {v} अछि, ककरो नहि कहब"),
    _chat("chat_newar", "डाटाबेसया पासवर्ड {v} ख"),
    _chat("chat_shan", "ၵႂၢမ်းလပ်ႉ database ၼၼ်ႉ {v}"),
    _chat("chat_acehnese", "password database nyan {v}, bèk neupeugah bak gob"),
    _chat("chat_banjar", "password database tu {v}, jangan dibari ka urang"),
    _chat("chat_dholuo", "password mar database en {v}, kik inyis ngʼato"),
    _chat("chat_bemba", "password ya database ni {v}"),
    _chat("chat_moore", "database password yaa {v}"),
    _chat("chat_zarma", "database password ga ti {v}"),
    _chat("chat_afar", "database password {v} kinni"),
    _chat("chat_kalmyk", "базын нууц үг {v}"),
    _chat("chat_avar", "базаялъул пароль {v} буго"),
    _chat("chat_erzya", "базань салавань валось {v}"),
    _chat("chat_mari", "базын шолып мут {v}"),
    _chat("chat_latgalian", "datubazys paroļs ir {v}"),
    _chat("chat_voro", "andmõbaasi salasõna om {v}"),
    _chat("chat_piedmontese", "la ciav dla database a l'é {v}"),
    _chat("chat_lombard", "la password del database l'è {v}, dìghel a nissun"),
    _chat("chat_ligurian", "a password do database a l'é {v}"),
    _chat("chat_mirandese", "la palabra-passe de la base de dados ye {v}"),
    _chat("chat_picard", "ch' mot d' passe d' el base ch' est {v}"),
    _chat(
        "chat_store_review_demo_account",
        "for App Review notes: demo account review@tidepool.example, password {v} - it has a test "
        "subscription",
    ),
    _chat(
        "chat_release_checklist",
        "release checklist:\n- [x] bump versionCode\n- [x] upload keystore pass = {v}\n- [ ] "
        "submit for review",
    ),
    _chat(
        "chat_standup_note",
        "standup: rotated the warehouse loader creds yesterday, new one is {v}, old one dies "
        "friday",
    ),
)
