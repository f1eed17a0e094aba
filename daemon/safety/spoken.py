"""Passwords named in other languages, and credentials stated as `user:password` in prose.

The name rule's words all hold `pass`, `secret`, `token` or `key`, which
covers English, German (`Passwort`), French (`mot de passe`) and Italian; the
words of other languages for a password (`пароль`, `密码`, `パスワード`,
`wachtwoord`, `contraseña`, `senha`, `hasło`, `şifre`, `lösenord`, …; a stem
where the word inflects: `парол` for `паролі` and `пароля`, `jelsz` for `jelszava`,
`κωδικ`) are gates of their own here, followed by a colon, a verb or a space and a value
that must read as a password (`values.credential_like`); or one or two words and
then the verb (`lozinka servera je …`: the verb must be there). And a person's "creds
are bob:X", "login: bob / X" names a user and then the password.

Speed: every gate is a literal of the sanitizer's one RE2 set, so a text
holds none of these words at the cost of none; non-ASCII words cost an ASCII
text nothing at all.
"""

from __future__ import annotations

import re

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.secret_rules import RegexRule, SecretRule
from kenning.daemon.safety.values import credential_like, has_digit

__all__ = ["LANGUAGE_RULES", "PASSWORD_WORDS"]

#: the word for a password in languages where it holds no `pass` (lower case)
PASSWORD_WORDS = (
    "пароль",  # Russian, Ukrainian (a gate places.py reads too)
    "парол",  # and a stem for the forms it takes (`паролі`, `пароля`, Bulgarian `парола`)
    "密码",  # Chinese (simplified)
    "密碼",  # Chinese (traditional)
    "口令",
    "パスワード",  # Japanese
    "비밀번호",  # Korean
    "암호",
    "wachtwoord",  # Dutch
    "wachwoord",  # Limburgish (round 40)
    "wagwoord",  # Afrikaans
    "contraseña",  # Spanish
    "contrasena",
    "contrasenya",  # Catalan
    "kontraseña",  # Papiamento (round 40; `contraseña` too)
    "senha",  # Portuguese
    "hasło",  # Polish
    "haslo",
    "heslo",  # Czech, Slovak
    "hesło",  # Sorbian
    "geslo",  # Slovenian
    "lozinka",  # Croatian, Serbian, Bosnian
    "лозинка",  # Serbian, Macedonian
    "şifre",  # Turkish
    "sifre",
    "şifrə",  # Azerbaijani
    "lösenord",  # Swedish
    "losenord",
    "passord",  # Norwegian (holds no `pass` word boundary: `passord`)
    "adgangskode",  # Danish
    "lykilor",  # Icelandic (`lykilorð`)
    "salasana",  # Finnish
    "salasõna",  # Estonian
    "parool",
    "parol",  # Uzbek, Romanian (`parolă`), Latvian (`parole`)
    "slaptažod",  # Lithuanian (`slaptažodis`)
    "slaptazod",
    "jelszó",  # Hungarian
    "jelsz",  # and a stem (`jelszava`, `jelszót`)
    "fjalëkalim",  # Albanian
    "fjalekalim",
    "cyfrinair",  # Welsh
    "pasahitz",  # Basque
    "nenosiri",  # Swahili
    "κωδικός",  # Greek
    "κωδικ",  # and a stem (`κωδικού`, `κωδικό`)
    "סיסמה",  # Hebrew
    "كلمة المرور",  # Arabic
    "كلمة مرور",  # and without the article (`كلمة مرور الخادم`: the server's password)
    "كلمة السر",
    "كلمة سر",
    "رمز عبور",  # Persian
    "گذرواژه",
    "وشەی نهێنی",  # Sorani
    "پاس ورڈ",  # Urdu
    "पासवर्ड",  # Hindi
    "পাসওয়ার্ড",  # Bengali
    "கடவுச்சொல்",  # Tamil
    "პაროლ",  # Georgian
    "գաղտնաբառ",  # Armenian
    "құпия сөз",  # Kazakh
    "нууц үг",  # Mongolian
    "የይለፍ ቃል",  # Amharic
    "mật khẩu",  # Vietnamese
    "kata sandi",  # Indonesian
    "kata laluan",  # Malay
    "รหัสผ่าน",  # Thai
)

_WORD = "(?:" + "|".join(PASSWORD_WORDS) + ")"
# after a preposition, a word is what the password is for, not the password (`пароль от
# AS/400 спроси у …`, `the password for db01 is in the vault`)
# (not `to`: Polish's copula, `hasło to …`)
_PREPOSITIONS = ("от", "для", "к", "на", "for", "of", "für", "zu", "pour", "para", "dla", "voor")
_NOT_FOR = "".join(rf"(?<!\b{w})" for w in _PREPOSITIONS)
# the word, maybe a few words (`пароль от сервера`, `数据库密码`), a colon, a verb or a
# space, and the value (any case)
_IN_WORDS = lazy_compile(
    _WORD + r"[^\n:：=]{0,24}?"
    r"(?:[ \t]{0,4}[:：=][ \t]{0,4}"
    r"|[ \t]{0,4}(?:是|为|為|は|es|é|is|ist|er|on|jest|je|est)[ \t]{0,4}|"
    + _NOT_FOR
    + r"[ \t]{1,4})"
    r"[`\"'«“「]?(?P<v>[^\s`\"'»”」，。]{6,64})",
    re.IGNORECASE,
)

# the word, one to five words (`lozinka servera je …`, `heslo k serveru je …`, `hasło do
# keystore'a to …`, `contraseña di e keystore di release ta …`: a word may hold an
# apostrophe, a dot or a hyphen, `.p12`), then a verb between blanks: the verb must be
# there, since a word alone after the name is read as the value above (and skipping it
# took prose in Chinese: no blanks, no verb of these); `ta` is Papiamento's (round 40)
_WORDS_THEN_VERB = lazy_compile(
    _WORD + r"\w{0,12}(?:[ \t]+(?:[^\W\d_]|\.)[\w'’.-]{0,23}){1,5}?[ \t]+"
    r"(?:je|es|é|is|ist|er|är|on|jest|to|est|este|ir|ja|ni|ta|е|є|ε[ίι]ναι|هي|هو|היא|הוא)[ \t]+"
    # (not the sentence's comma or stop after the value)
    r"[`\"'«“]?(?P<v>[^\s`\"'»”，。]{5,63}[^\s`\"'»”，。.,;:)])",
    re.IGNORECASE,
)


#: letters of scripts written without spaces (kana, CJK, hangul, Thai): a run of them after
#: a password's word is the rest of a sentence ("パスワードは12文字以上です"); the value is
#: what stands before it (round 47)
_UNSPACED_SCRIPT = lazy_compile(r"[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{2}")


def _password_ok(value: str) -> bool:
    value = value.rstrip(".,;:)!?")
    if not value.isascii() and (cut := _UNSPACED_SCRIPT.search(value)) is not None:
        value = value[: cut.start()]  # what stands before the sentence goes on
        if len(value) < 6:
            return False
    return credential_like(value) and has_digit(value)


_LANGUAGE_RULE = RegexRule(
    "password_assignment",
    _IN_WORDS,
    gates=PASSWORD_WORDS,
    judge=_password_ok,
    priority=4,
)

# "creds are bob:X", "the creds: admin:X", "login: bob / X"
_CREDS = lazy_compile(
    r"\b(?:creds?|credentials|login|user(?:name)?)\b[ \t]{0,4}(?:are|is|:|=)?[ \t]{0,4}"
    r"[\w.@+-]{1,64}[ \t]{0,2}(?::|/)[ \t]{0,2}(?P<v>[^\s/,;:]{6,64})(?![^\s/,;])",
    re.IGNORECASE,
)
_CREDS_RULE = RegexRule(
    "password_assignment",
    _CREDS,
    # the forms themselves, not `cred`/`login` alone (common in code): rare literals
    gates=("creds", "credentials are", "credentials:", "login:", "user:", "username:"),
    judge=_password_ok,
    priority=4,
)

_WORDS_THEN_VERB_RULE = RegexRule(
    "password_assignment",
    _WORDS_THEN_VERB,
    gates=PASSWORD_WORDS,
    judge=_password_ok,
    priority=4,
)

LANGUAGE_RULES: tuple[SecretRule, ...] = (_LANGUAGE_RULE, _WORDS_THEN_VERB_RULE, _CREDS_RULE)
