"""The twenty-eighth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is code and
config written by people who do not work in English, and the long tail of
languages and platforms. This file holds the places and shapes in human
languages: `.env`, YAML, JSON, INI, Java properties, TOML and XML whose keys
are named in Spanish (`CLAVE_API`, `contraseña`), Portuguese (`senha`),
French (`mot_de_passe`), German (`Kennwort`), Italian (`chiave_segreta`),
Dutch (`geheime_sleutel`), Polish (`hasło`), Czech (`heslo`), Turkish
(`şifre`), Russian and Ukrainian in Cyrillic (`пароль`, `ключ_доступу`) and
transliterated (`PAROL_BD`), Greek (`κωδικός`), Arabic (`كلمة_المرور`), Hebrew
(`סיסמה`), Persian (`رمز_عبور`, `RAMZ_OBOOR`), Hindi (`कुंजी`, `gupt_kunji`),
Indonesian (`kata_sandi`), Vietnamese (`mật_khẩu`), Thai (`รหัสผ่าน`),
Chinese in characters (`密码`, `密钥`) and pinyin (`MIMA`), Japanese in kana
(`パスワード`) and romaji (`himitsu_kagi`), Korean in Hangul (`비밀번호`) and
romanised (`bimilbeonho`); mixed English and other names in code
(`api_clave`, `TOKEN_DE_ACESSO`, `passwortNeu`, `senhaAdmin`,
`MOT_DE_PASSE_BDD`, `chiaveApi`, `apiSleutel`, `haslo_do_bazy`, `sifreYeni`,
`klyuchApi`); log lines and error messages in those languages that print a
secret; commit messages that name the new key; a README or a wiki page in
the language that gives a key; and the hard shapes a grader writes next,
in those languages: a key split over two messages and over two config
lines, a key dictated character by character, an `otpauth://` URL with a
percent-encoded issuer, a base64 blob of JSON with Portuguese names, a
password percent-encoded in a login URL with a Spanish parameter name and
with a Cyrillic one, a `> ` quoted reply, a table cell, a config diff, a
correction in French and in German, and keys under names that do not say
secret (`auth`, `creds`, `sig`, `k`, `pw`, `pass_phrase`, a `hash` that is a
key).

Its other parts: `bench/secret_kinds_heldout28_langs.py` (code in the long
tail of programming languages and platforms), `bench/secret_kinds_heldout28_more.py`
and `_trades.py` (the kind maker and vendors of markets no set reached); its
look-alikes are in `bench/secret_kinds_heldout28_look.py` and `_look2.py`.
"""

from __future__ import annotations

import base64
import json
import random
from urllib.parse import quote

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    hexs,
    pw,
    samples,
    upper32,
    urlsafe,
)
from bench.secret_kinds_heldout28_langs import LANG_KINDS
from bench.secret_kinds_heldout28_look import LOOK_ALIKES
from bench.secret_kinds_heldout28_more import VENDOR_KINDS, kind28
from bench.secret_kinds_heldout28_trades import TRADE_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout28_samples"]


def _key(r: random.Random) -> str:
    return alnum(r, 32)


_CONFIG: tuple[Kind, ...] = (
    kind28(
        "env_spanish_clave_api",
        "code",
        "# Configuración de producción\nURL_BASE=https://api.tienda.mx\nCLAVE_API={v}\n",
        "CLAVE_SECRETA={v}\nMODO=produccion",
        value=_key,
    ),
    kind28(
        "yaml_spanish_contrasena",
        "code",
        "base_de_datos:\n  usuario: facturacion\n  contraseña: {v}\n  puerto: 5432",
    ),
    kind28(
        "yaml_portuguese_senha",
        "code",
        "banco_de_dados:\n  usuario: app\n  senha: {v}\n  porta: 5432",
        "smtp:\n  servidor: smtp.empresa.com.br\n  senha_do_email: {v}",
    ),
    kind28(
        "json_french_mot_de_passe",
        "code",
        '{"utilisateur": "admin", "mot_de_passe": "{v}", "hôte": "bdd.interne"}',
        '{"cle_api": "{v}", "région": "eu-west-3"}',
    ),
    kind28(
        "ini_german_kennwort",
        "code",
        "[Datenbank]\nBenutzer=buchhaltung\nKennwort={v}\nServer=sql01",
        "[Zugang]\nZugangsschlüssel = {v}\nUmgebung = Produktion",
    ),
    kind28(
        "properties_italian_chiave",
        "code",
        "db.utente=gestionale\ndb.url=jdbc:mysql://db01/magazzino\nchiave.segreta={v}",
        "servizio.parola_d_ordine={v}",
        value=_key,
    ),
    kind28(
        "toml_dutch_geheime_sleutel",
        "code",
        '[betaling]\ngeheime_sleutel = "{v}"\nomgeving = "productie"',
        '[database]\ngebruiker = "boekhouding"\nwachtwoord = "{v}"',
    ),
    kind28(
        "env_polish_haslo",
        "code",
        "HASLO_BAZY={v}\nUZYTKOWNIK_BAZY=sklep",
        "baza:\n  użytkownik: sklep\n  hasło: {v}",
    ),
    kind28(
        "yaml_czech_heslo",
        "code",
        "pripojeni:\n  uzivatel: sklad\n  heslo: {v}",
        "TAJNY_KLIC={v}",
    ),
    kind28(
        "json_turkish_sifre",
        "code",
        '{"kullanici_adi": "muhasebe", "şifre": "{v}"}',
        "SIFRE={v}\nKULLANICI=muhasebe",
        '{"erisim_anahtari": "{v}", "bolge": "istanbul"}',
    ),
    kind28(
        "yaml_russian_cyrillic_parol",
        "code",
        "база_данных:\n  пользователь: бухгалтер\n  пароль: {v}",
        "секретный_ключ: {v}",
    ),
    kind28(
        "env_russian_translit",
        "code",
        "PAROL_BD={v}\nPOLZOVATEL_BD=buh",
        "SEKRETNYI_KLYUCH={v}",
        value=_key,
    ),
    kind28(
        "json_ukrainian_klyuch",
        "code",
        '{"ключ_доступу": "{v}", "середовище": "прод"}',
        '{"kliuch_dostupu": "{v}"}',
        value=_key,
    ),
    kind28(
        "ini_greek_kodikos",
        "code",
        "[σύνδεση]\nχρήστης = διαχειριστής\nκωδικός = {v}",
        "kodikos_prosvasis={v}",
    ),
    kind28(
        "yaml_arabic_kalimat_murur",
        "code",
        "قاعدة_البيانات:\n  المستخدم: admin\n  كلمة_المرور: {v}",
        "مفتاح_API: {v}",
    ),
    kind28(
        "json_hebrew_sisma",
        "code",
        '{"שם_משתמש": "admin", "סיסמה": "{v}"}',
        '{"mafteach_sodi": "{v}"}',
    ),
    kind28(
        "persian_ramz",
        "code",
        '{"نام_کاربری": "admin", "رمز_عبور": "{v}"}',
        "RAMZ_OBOOR={v}",
    ),
    kind28(
        "hindi_kunji",
        "code",
        "सेटिंग:\n  उपयोगकर्ता: admin\n  कुंजी: {v}",
        "gupt_kunji: {v}",
        value=_key,
    ),
    kind28(
        "env_indonesian_kata_sandi",
        "code",
        "KATA_SANDI_DB={v}\nNAMA_PENGGUNA=toko",
        "kunci_rahasia: {v}",
    ),
    kind28(
        "vietnamese_mat_khau",
        "code",
        '{"tên_đăng_nhập": "quantri", "mật_khẩu": "{v}"}',
        "MAT_KHAU={v}",
    ),
    kind28(
        "ini_thai_rahat_phan",
        "code",
        "[ฐานข้อมูล]\nผู้ใช้ = admin\nรหัสผ่าน = {v}",
        "rahat_phan={v}",
    ),
    kind28(
        "yaml_chinese_mima",
        "code",
        "数据库:\n  用户名: root\n  密码: {v}",
        '{"密钥": "{v}", "地域": "cn-hangzhou"}',
    ),
    kind28(
        "env_chinese_pinyin",
        "code",
        "MIMA={v}\nYONGHUMING=root",
        "miyao: {v}",
        value=_key,
    ),
    kind28(
        "yaml_japanese_kana",
        "code",
        "接続:\n  ユーザー: admin\n  パスワード: {v}",
        'アクセスキー = "{v}"',
    ),
    kind28(
        "env_japanese_romaji",
        "code",
        "HIMITSU_KAGI={v}",
        "anshou_bangou: {v}",
    ),
    kind28(
        "yaml_korean_hangul",
        "code",
        "데이터베이스:\n  사용자: admin\n  비밀번호: {v}",
        '{"비밀키": "{v}"}',
    ),
    kind28(
        "env_korean_romanised",
        "code",
        "BIMILBEONHO={v}",
        "bimil_ki: {v}",
    ),
    kind28(
        "xml_spanish_clave",
        "code",
        "<conexion>\n  <usuario>ventas</usuario>\n  <clave>{v}</clave>\n</conexion>",
    ),
)

_MIXED: tuple[Kind, ...] = (
    kind28("mixed_api_clave", "code", "api_clave: {v}", "API_CLAVE = '{v}'", value=_key),
    kind28(
        "mixed_token_de_acesso",
        "code",
        "TOKEN_DE_ACESSO={v}",
        "const tokenDeAcceso = '{v}';",
        value=lambda r: urlsafe(r, 40),
    ),
    kind28("mixed_passwort_neu", "code", 'passwortNeu = "{v}"', 'val passwortNeu = "{v}"'),
    kind28("mixed_senha_admin", "code", 'const senhaAdmin = "{v}";'),
    kind28(
        "mixed_mot_de_passe_bdd",
        "code",
        'private static final String MOT_DE_PASSE_BDD = "{v}";',
    ),
    kind28("mixed_chiave_api", "code", "export const chiaveApi = '{v}';", value=_key),
    kind28("mixed_api_sleutel", "code", 'var apiSleutel = "{v}"', value=_key),
    kind28("mixed_haslo_do_bazy", "code", 'haslo_do_bazy = "{v}"'),
    kind28("mixed_sifre_yeni", "code", 'sifreYeni := "{v}"'),
    kind28("mixed_klyuch_api", "code", "klyuchApi = '{v}'", value=_key),
    kind28(
        "code_japanese_comment",
        "code",
        'KEY = "{v}"  # 本番のキー。絶対にコミットしないこと',
        value=lambda r: hexs(r, 40),
    ),
    kind28(
        "code_chinese_comment",
        "code",
        'String k = "{v}"; // 支付回调签名密钥，勿外传',
        value=_key,
    ),
)

_LOGS: tuple[Kind, ...] = (
    kind28(
        "log_spanish_auth_failed",
        "prose",
        "ERROR 2026-11-29 10:22:04 autenticación fallida para usuario=api con contraseña={v}",
    ),
    kind28(
        "log_german_exception",
        "prose",
        "Ausnahme: Verbindung fehlgeschlagen (Benutzer=etl, Passwort={v})",
    ),
    kind28(
        "log_russian_dsn",
        "dsn",
        "[ОШИБКА] не удалось подключиться: postgres://etl:{v}@10.0.3.4:5432/uchet",
    ),
    kind28(
        "log_chinese_signature",
        "prose",
        "[错误] 签名校验失败，使用的密钥: {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind28(
        "log_japanese_auth",
        "prose",
        "エラー: 認証に失敗しました (token={v})",
        value=lambda r: urlsafe(r, 40),
    ),
    kind28(
        "log_portuguese_cause",
        "prose",
        "Causado por: java.sql.SQLException: Acesso negado para 'erp'@'10.1.2.3' "
        "(senha informada: {v})",
    ),
    kind28(
        "log_french_smtp",
        "prose",
        "DEBUG connexion SMTP: utilisateur=contact@atelier.fr mot de passe={v}",
    ),
    kind28(
        "log_korean_expired",
        "prose",
        "[오류] API 호출 실패: 키 {v} 가 만료되었습니다",
        value=_key,
    ),
    kind28(
        "error_turkish_invalid_key",
        "prose",
        'Hata: geçersiz API anahtarı "{v}"',
        value=_key,
    ),
    kind28(
        "error_polish_token",
        "prose",
        "Błąd: nieprawidłowy token dostępu {v}",
        value=lambda r: urlsafe(r, 36),
    ),
    kind28(
        "commit_spanish_key",
        "prose",
        "commit {h40}\nAuthor: Lucía <lucia@tienda.mx>\n\n"
        "    cambia la clave de la API a {v} (la anterior se filtró)",
        value=_key,
    ),
    kind28(
        "commit_chinese_key",
        "cli",
        'git commit -am "更新支付密钥为 {v}"',
        value=_key,
    ),
    kind28(
        "commit_german_password",
        "cli",
        'git commit -m "Zugangsdaten aktualisiert: neues Passwort {v}"',
    ),
)

_DOCS: tuple[Kind, ...] = (
    kind28(
        "readme_spanish",
        "prose",
        "## Configuración\n\nCopia `.env.ejemplo` y pon la clave de pruebas: `{v}`\n",
        value=_key,
    ),
    kind28(
        "readme_portuguese",
        "prose",
        "### Acesso ao servidor\n\nUsuário: deploy\nSenha: {v}\n",
    ),
    kind28(
        "readme_chinese",
        "prose",
        "## 配置\n\n测试环境的 API 密钥是 `{v}`，上线前替换。",
        value=_key,
    ),
    kind28(
        "readme_japanese",
        "prose",
        "## 開発環境\n\n検証用のトークンは `{v}` です。",
        value=lambda r: urlsafe(r, 40),
    ),
    kind28("wiki_russian", "prose", "== Доступы ==\n* Логин: admin\n* Пароль: {v}"),
    kind28("readme_korean", "prose", "## 설치\n\n테스트 키: {v}", value=_key),
    kind28("wiki_indonesian", "prose", "Kata sandi server staging: {v}"),
    kind28("readme_vietnamese", "prose", "Mật khẩu cơ sở dữ liệu: {v}"),
    kind28("readme_arabic", "prose", "مفتاح الواجهة البرمجية للاختبار هو {v}", value=_key),
    kind28("readme_hebrew", "prose", "הסיסמה לשרת הבדיקות היא {v}"),
    kind28("readme_persian", "prose", "کلید دسترسی سرور آزمایشی: {v}", value=_key),
    kind28("readme_hindi", "prose", "टेस्ट सर्वर का पासवर्ड {v} है"),
    kind28("readme_thai", "prose", "รหัสผ่านเซิร์ฟเวอร์ทดสอบคือ {v}"),
    kind28("readme_greek", "prose", "Ο κωδικός του διακομιστή δοκιμών είναι {v}"),
    kind28(
        "readme_italian",
        "prose",
        "Il token di accesso per l'ambiente di prova è {v}",
        value=lambda r: urlsafe(r, 40),
    ),
    kind28("readme_dutch", "prose", "Het wachtwoord van de testserver is {v}"),
    kind28("readme_french", "prose", "Le jeton d'accès de la recette est {v}", value=_key),
    kind28(
        "chat_pinyin",
        "prose",
        "mima shi {v}, bie fa dao qun li",
        "miyao gai le, xin de shi {v}",
    ),
)


def _split_es(r: random.Random) -> tuple[str, str]:
    a, b = alnum(r, 20), alnum(r, 20)
    return (
        a,
        "[10:02] Marta: la clave es muy larga, te la paso en dos\n"
        f"[10:02] Marta: {a}\n[10:03] Marta: {b}",
    )


def _split_zh(r: random.Random) -> tuple[str, str]:
    a, b = alnum(r, 24), alnum(r, 24)
    return a, f"# 密钥太长，拆成两段\nMIYAO_PART1={a}\nMIYAO_PART2={b}"


def _dictated(r: random.Random) -> tuple[str, str]:
    v = "-".join(alnum(r, 14))
    return v, f"te la dicto letra por letra, ojo con las mayúsculas: {v}"


def _otpauth(r: random.Random) -> tuple[str, str]:
    v = upper32(r, 32)
    issuer = quote("社内VPN")
    return v, f"otpauth://totp/{issuer}:tanaka?secret={v}&issuer={issuer}&digits=6"


def _b64_json_pt(r: random.Random) -> tuple[str, str]:
    doc = {"usuario": "integracao", "senha": pw(r), "ambiente": "producao"}
    v = base64.b64encode(json.dumps(doc, ensure_ascii=False).encode()).decode()
    return v, f"credenciais: {v}"


def _url_es(r: random.Random) -> tuple[str, str]:
    v = quote(pw(r) + "@#", safe="")
    return v, f"https://intranet.local/acceso?usuario=maria&contrase%C3%B1a={v}"


def _url_ru(r: random.Random) -> tuple[str, str]:
    v = quote(pw(r) + "/&", safe="")
    name = quote("пароль")
    return v, f"GET /vhod?login=buh&{name}={v} HTTP/1.1"


def _table_cell(r: random.Random) -> tuple[str, str]:
    v = pw(r)
    return v, (
        "| Servicio | Usuario | Contraseña |\n|---|---|---|\n"
        f"| FTP | tienda | {v} |\n| Correo | ventas | (pedir a Juan) |"
    )


def _config_diff(r: random.Random) -> tuple[str, str]:
    old, v = pw(r), pw(r)
    return v, (
        "--- a/config/banco.yml\n+++ b/config/banco.yml\n@@ -3,3 +3,3 @@\n"
        f"   usuario: app\n-  senha: {old}\n+  senha: {v}\n   porta: 5432"
    )


_SHAPES: tuple[Kind, ...] = (
    Kind("split_two_messages_spanish", "form", _split_es),
    Kind("split_two_lines_chinese", "form", _split_zh),
    Kind("dictated_spanish", "prose", _dictated),
    Kind("otpauth_percent_issuer", "key", _otpauth),
    Kind("base64_json_portuguese", "form", _b64_json_pt),
    Kind("url_encoded_spanish_param", "form", _url_es),
    Kind("url_encoded_cyrillic_param", "form", _url_ru),
    Kind("table_cell_spanish", "form", _table_cell),
    Kind("config_diff_portuguese", "form", _config_diff),
    kind28(
        "quoted_reply_spanish",
        "prose",
        "> la contraseña nueva del panel es {v}\n\n¡gracias! ya funciona",
        "> Von: Jonas\n> das neue Passwort ist {v}\n\nDanke, klappt.",
    ),
    kind28(
        "correction_french",
        "prose",
        "ah non pardon, c'est pas celle-là. le bon mot de passe c'est {v}",
    ),
    kind28(
        "correction_german",
        "prose",
        "Korrektur: falsches Token kopiert, das richtige ist {v}",
        value=lambda r: urlsafe(r, 40),
    ),
    kind28("name_auth", "key", '{"auth": "{v}", "región": "mx-central"}', value=_key),
    kind28("name_creds", "key", 'creds = ("facturacion", "{v}")  # prod'),
    kind28(
        "name_sig", "key", "firma:\n  sig: {v}\n  algoritmo: HS256", value=lambda r: hexs(r, 64)
    ),
    kind28("name_k", "key", 'k := "{v}" // chave do webhook', value=_key),
    kind28("name_pw", "cli", "./sync.sh --host nas.local --user backup --pw {v}"),
    kind28(
        "name_pass_phrase",
        "key",
        'pass_phrase: "{v}"  # 証明書の',
        value=lambda r: "-".join(alnum(r, 6) for _ in range(4)),
    ),
    kind28(
        "name_hash_is_key",
        "key",
        '{"hash_firma": "{v}"}  // clave HMAC con la que se firman los pedidos',
        value=lambda r: hexs(r, 64),
    ),
)

KINDS: tuple[Kind, ...] = (
    *_CONFIG,
    *_MIXED,
    *_LOGS,
    *_DOCS,
    *_SHAPES,
    *LANG_KINDS,
    *VENDOR_KINDS,
    *TRADE_KINDS,
)


def heldout28_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the twenty-eighth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout28", SESSION_PLACES8)
