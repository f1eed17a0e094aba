"""A secret under a name in another language: `KATA_SANDI_DB=…`, `klyuchApi = '…'`.

`names.py` knows a secret by an English name (`password`, `secret`, `token`,
`key`). Code and configuration written by people who do not work in English
name it in their own words, romanised or in their own script: `senha`,
`contrasena`, `klyuch`, `kunji`, `mima`, `пароль`, `密钥`, `시크릿`; or mix the
two (`chave_api`, `token_de_acceso`, `FIC_TOKEN_ACCESSO`). This rule reads:

* **an assignment** (`name = value`, `name: value`, `"name": "value"`,
  `NAME=value`, `$name = '…'`, `name := …`, `name => …`) whose name holds a
  word of `NAME_WORDS` as a whole part of it (split at `_`, `-`, `.` and a
  camel-case step; a word in a script without case may stand inside a longer
  name), or an English secret word beside a foreign word for access;
* **a URL's or a form's parameter** whose percent-encoded name decodes to such
  a name (`contrase%C3%B1a=…`, `%D0%BF%D0%B0%D1%80%D0%BE%D0%BB%D1%8C=…`).

The value must read as a key or a password (`tongues.py`'s test, or key
material, or a credential's shape with a digit), so an id, a word, a user name,
code and placeholders under such a name stay.

Speed: the words, as the lower-cased text holds them, are literals of the
sanitizer's RE2 set; the rule reads only around them.
"""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import unquote

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.codes import word_spots
from kenning.daemon.safety.secret_rules import SecretRule, SpanRule
from kenning.daemon.safety.shapes import key_material
from kenning.daemon.safety.tongues import _code
from kenning.daemon.safety.values import (
    MARKER_PREFIX,
    credential_like,
    is_code,
    is_placeholder,
    value_tail,
)

__all__ = ["NAME_WORDS", "NATIVE_NAME_RULES"]

#: a password, a key or a secret as a part of a name, snake-cased (lower case)
NAME_WORDS = (
    "kata_sandi",  # Indonesian
    "katasandi",
    "kata_laluan",  # Malay
    "kata_kunci",  # Indonesian: key word (a password)
    "klyuch",  # Russian, romanised
    "kliuch",  # Ukrainian
    "kljuch",
    "klyuchi",
    "parol",  # Russian, Uzbek
    "parolya",
    "parola",  # Turkish, Romanian, Italian
    "sifre",  # Turkish
    "şifre",
    "gizli_anahtar",
    "senha",  # Portuguese
    "chave",
    "clave",  # Spanish
    "contrasena",
    "contraseña",
    "contrasenya",  # Catalan
    "contrasinal",  # Galician
    "passwort",  # German
    "kennwort",
    "zugangsdaten",  # German: credentials (a mail's subject: round 38)
    "anmeldedaten",
    "schluessel",
    "schlussel",
    "schlüssel",
    "geheimnis",
    "mot_de_passe",  # French
    "motdepasse",
    "mdp",
    "jeton",
    "chiave",  # Italian
    "wachtwoord",  # Dutch
    "sleutel",
    "haslo",  # Polish
    "hasło",
    "heslo",  # Czech, Slovak
    "jelszo",  # Hungarian
    "jelszó",
    "salasana",  # Finnish
    "losenord",  # Swedish
    "lösenord",
    "passord",  # Norwegian
    "adgangskode",  # Danish
    "lozinka",  # Croatian, Serbian, Bosnian
    "geslo",  # Slovene
    "slaptazodis",  # Lithuanian
    "parole",  # Latvian
    "mima",  # Chinese, romanised
    "miyao",
    "miyue",
    "himitsu",  # Japanese, romanised
    "pasuwado",
    "pasuwaado",
    "bimilbeonho",  # Korean, romanised
    "bimil",
    "amho",
    "kunji",  # Hindi, romanised
    "gupt",
    "mat_khau",  # Vietnamese
    "matkhau",
    "khoa_bi_mat",
    "rahasia",  # Indonesian, Malay
    "kalimat_sir",  # Arabic, romanised
    "kalimat_al_sir",
    "miftah",
    "ramz",
    "sirr",
    "ключ",  # Russian, Ukrainian, Bulgarian
    "пароль",
    "секрет",
    "лозинка",
    "кунжи",
    "密钥",  # Chinese
    "密鑰",
    "秘钥",
    "密码",
    "密碼",
    "口令",
    "令牌",
    "パスワード",  # Japanese
    "秘密鍵",
    "暗号鍵",
    "シークレット",
    "トークン",
    "비밀번호",  # Korean
    "비번",
    "시크릿",
    "암호",
    "토큰",
    "비밀키",
    "कुंजी",  # Hindi
    "पासवर्ड",
    "गुप्त",
    "كلمة_السر",  # Arabic
    "كلمة_المرور",
    "مفتاح",
    "رمز",
    "סיסמה",  # Hebrew
    "מפתח",
    "mật_khẩu",  # Vietnamese
    "mậtkhẩu",
    "รหัสผ่าน",  # Thai
)

#: an English secret word, a secret's name only beside a foreign word for access or use
_ENGLISH = frozenset({"token", "secret", "key", "pass", "password", "api"})
_ACCESS = frozenset(
    {
        "acceso",  # Spanish
        "accesso",  # Italian
        "acesso",  # Portuguese
        "zugang",  # German
        "zugriff",
        "dostupa",  # Russian, romanised
        "dostupu",  # Ukrainian
        "erisim",  # Turkish
        "akses",  # Indonesian
        "toegang",  # Dutch
        "dostepu",  # Polish
        "pristupu",  # Czech
        "доступа",
        "доступу",
        "acceso_api",
    }
)
#: parts that say the named key is no secret: a primary, a foreign, a public key
_NOT_SECRET = frozenset(
    {
        "primaria",
        "primario",
        "foranea",
        "estrangeira",
        "externa",
        "publica",
        "publico",
        "pubblica",
        "public",
        "oeffentlich",
        "hash",
        "cache",
        "id",
        "nombre",
        "nome",
        "name",
        "tipo",
        "type",
        "length",
        "longitud",
        "largo",
        "min",
        "max",
        "len",
        "hint",
        "dica",
        "pista",
        "label",
        "etiqueta",
        "campo",
        "field",
        "input",
        "olvidada",
        "olvido",
        "esqueci",
        "reset",
        "nueva",
        "nova",
        "confirm",
        "confirmar",
        "politica",
        "regex",
        "pattern",
        "primaire",
        "etrangere",
        "publique",
        "oeffentlicher",
        "fremd",
    }
)

_CASELESS = tuple(w for w in NAME_WORDS if w.lower() == w.upper())
_CAMEL = lazy_compile(r"(?<=[a-z0-9])(?=[A-Z])")
_SPLIT = lazy_compile(r"[_.\-]+")
# what may follow a name: a closing quote, `]`, then the assignment's sign
_SIGN = lazy_compile(
    r"""(?:\\?["'])?\]?[ \t]{0,8}(?::=|=>|\?=|=(?!=)|:(?!:))[ \t]{0,8}"""
    r"""(?:"(?P<dq>[^"\\\r\n]{1,400})"|'(?P<sq>[^'\\\r\n]{1,400})'"""
    r"""|\\"(?P<eq>[^"\\\r\n]{1,400})\\"|(?P<bare>[^\s"'`,;&)}\]<>\\]{1,400}))"""
)
# a parameter of a URL or a form whose name is percent-encoded
_PARAM = lazy_compile(
    r"(?:^|(?<=[?&;\s'\"]))(?P<name>(?:%[0-9A-Fa-f]{2}|[\w.\-]){1,160})="
    r"(?P<v>[^&\s#\"'<>]{1,400})"
)
_NAME_CHARS = frozenset("_.-$")


def _gates() -> tuple[str, ...]:
    """The words as the lower-cased text holds them (`KATA_SANDI`, `kataSandi`), and the
    words for access (the sanitizer looks for them)."""
    out: dict[str, None] = {}
    for word in (*NAME_WORDS, *sorted(_ACCESS)):
        out[word] = None
        out[word.replace("_", "")] = None
    return tuple(out)


_GATES = _gates()
_PERCENT_GATES = ("%d0%", "%d1%", "%c3%", "%c4%", "%c5%", "%e5%", "%e6%", "%ec%", "%eb%")


def _parts(name: str) -> list[str]:
    """The lower-cased words of a name, split at `_`, `-`, `.` and camel-case steps."""
    return [p for p in _SPLIT.split(_CAMEL.sub("_", name.strip("$@")).lower()) if p]


def _secret_name(name: str) -> bool:
    """Whether `name` names a secret in another language (see the module's words)."""
    parts = _parts(name)
    if not parts or len(parts) > 8 or _NOT_SECRET.intersection(parts):
        return False
    joined = "_" + "_".join(parts) + "_"
    for word in NAME_WORDS:
        if f"_{word}_" in joined:
            return True
        # `MIYAO_PART1`, `senha2`: a number after the word
        at = joined.find(f"_{word}")
        if at >= 0 and joined[at + len(word) + 1 : at + len(word) + 2].isdigit():
            return True
    if any(w in name for w in _CASELESS):
        return True  # a word of a script without case may stand inside a longer name
    return bool(_ENGLISH.intersection(parts)) and bool(_ACCESS.intersection(parts))


def _value_ok(value: str) -> bool:
    """A value that reads as a key or a password (not an id, a word, code, a placeholder)."""
    value = value.rstrip(",;")
    if len(value) < 6 or value.startswith(MARKER_PREFIX) or is_placeholder(value):
        return False
    if is_code(value, config_line=True) or value.isdigit():
        return False
    if _code(value) or key_material(value):
        return True
    digits = sum(c.isdigit() for c in value)
    if len(value) >= 8 and digits and value.lower() != value and value.upper() != value:
        return credential_like(value)  # both cases and a digit, under a secret's name
    return len(value) >= 8 and digits > 0 and credential_like(value) and not value.isalnum()


def _name_bounds(text: str, at: int) -> tuple[int, int]:
    """The run of name characters around `at` (letters and digits of any script, `_.-$`)."""
    lo = at
    while lo > 0 and at - lo < 80 and (text[lo - 1].isalnum() or text[lo - 1] in _NAME_CHARS):
        lo -= 1
    hi = at
    while hi < len(text) and hi - at < 80 and (text[hi].isalnum() or text[hi] in "_.-"):
        hi += 1
    while hi > at and text[hi - 1] in ".-":
        hi -= 1  # a name does not end in `.` or `-`
    return lo, hi


def _assignments(text: str, low: str) -> Iterator[tuple[int, int]]:
    seen: set[int] = set()
    for at in word_spots(low, _GATES, 8):
        lo, hi = _name_bounds(text, at)
        if lo in seen or hi <= at:
            continue
        seen.add(lo)
        name = text[lo:hi].lstrip(".-")
        if not _secret_name(name):
            continue
        m = _SIGN.match(text, hi)
        if m is None:
            continue
        for group in ("dq", "sq", "eq", "bare"):
            start, end = m.span(group)
            if start >= 0:
                if group == "bare":
                    end = value_tail(text, start, end)
                value = text[start:end].rstrip(",;")
                if _value_ok(value):
                    yield start, start + len(value)
                break


def _params(text: str) -> Iterator[tuple[int, int]]:
    if "%" not in text:
        return
    for m in _PARAM.finditer(text):
        name = m.group("name")
        if "%" not in name:
            continue
        decoded = unquote(name, errors="replace")
        if not (_secret_name(decoded) or _english_name(decoded)):
            continue
        value = m.group("v")
        if _value_ok(unquote(value, errors="replace")) or _value_ok(value):
            yield m.span("v")


def _english_name(name: str) -> bool:
    """A name that says password or secret in English words (a decoded parameter's)."""
    parts = _parts(name)
    return bool({"password", "passwd", "secret", "token"}.intersection(parts))


def _rule(text: str) -> Iterator[tuple[int, int]]:
    low = text.lower()
    if len(low) != len(text):
        return  # a few letters lower to two characters: offsets would shift
    yield from _assignments(text, low)
    yield from _params(text)


NATIVE_NAME_RULES: tuple[SecretRule, ...] = (
    SpanRule("native_name_secret", _rule, gates=_GATES + _PERCENT_GATES, priority=2),
)
