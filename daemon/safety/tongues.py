"""A key told in a sentence of any language, after the word for it.

`spoken.py` and `clauses.py` know the words for a password, a key and a
token in many languages. Here are more of them (`SECRET_WORDS`: a
secret, a password, a key in the languages of Africa, South and Southeast
Asia, Central Asia and the Pacific that those lists lack), and the rule that
reads them:

* **after a word of `SECRET_WORDS`**: the first token within 64 characters
  on the line that reads as a code (eight characters or more, letters and
  digits, or a password's shape), whatever words stand between (a vendor's
  name, a particle, a verb);
* **after a setting's name for a password, in a sentence of any language**
  (round 41): an identifier whose last part is a password's word after another
  part, joined by camel case, `_`, `.` or `-` (`keyPassword`, `KEY_PASSWORD`,
  `signing.storePassword`), then a blank: a setting named in prose, and the first
  token on its line within 80 characters, after a blank, that reads as a password
  (both cases and a digit, or a password's symbols), whatever words stand between
  ("the keyPassword is …", "keyPassword na upload key et …"); no sentence's end, no
  word of another value (`commit`, `id`, `hash`) between, no hex run (a commit).

Speed: the words are literals of the sanitizer's one RE2 set. A key in a
chat line with no word for it is `relayed.py`'s.
"""

from __future__ import annotations

from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import _wordy
from kenning.daemon.safety.clauses import _NOT_SECRET
from kenning.daemon.safety.codes import word_spots
from kenning.daemon.safety.secret_rules import SecretRule, SpanRule
from kenning.daemon.safety.shapes import password_shaped
from kenning.daemon.safety.values import has_upper_lower_digit, hex_key, is_placeholder

__all__ = ["ADDRESS", "MORE_WORDS", "SECRET_WORDS", "TONGUE_RULES", "is_code", "is_symbol_password"]

#: a secret, a password or a key in languages the other lists lack (lower case)
SECRET_WORDS = (
    "gizlin söz",  # Turkmen: secret word
    "açar söz",  # Turkmen: password
    "jecha icciitii",  # Oromo
    "jecha darbii",
    "upu faalilolilo",  # Samoan
    "upu fa'alilolilo",
    "ڳجھو لفظ",  # Sindhi
    "پاسورڊ",
    "ñe'ẽ ñemi",  # Guarani
    "ñe'ẽñemi",
    "kalmar sirri",  # Hausa
    "kalmar wucewa",
    "ọ̀rọ̀ aṣínà",  # Yoruba
    "ọrọ aṣina",
    "ọ̀rọ̀ìgbaniwọlé",
    "ọrọigbaniwọle",
    "okwuntughe",  # Igbo
    "iphasiwedi",  # Zulu
    "igama lokugqitha",  # Xhosa
    "isitshixo",  # Xhosa: key (`Isitshixo se-API ngu …`)
    "ukhiye",  # Zulu: key
    "senotlolo",  # Sesotho, Setswana: key
    "imfihlo",  # Xhosa, Zulu: secret
    "ijambobanga",  # Kinyarwanda
    "erayga sirta",  # Somali
    "furaha sirta",
    "tenimiafina",  # Malagasy
    "mawu achinsinsi",  # Chichewa
    "gundo daɲɛ",  # Bambara: the secret word (round 39)
    "gundodaɲɛ",
    "nyagbe ɣaɣla",  # Ewe: the secret word
    "nyagbeɣaɣla",
    "peraule segrete",  # Friulian: the secret word
    "peraule clâf",  # Friulian: the key word
    "parola segreta",  # Venetian, Italian: the secret word
    "paroła segreta",  # Venetian written with its `ł`
    "parola d'ordine",
    "tlahtolichtacayotl",  # Nahuatl: the secret word (round 40)
    "ichtacatlahtolli",
    "ewan tzij",  # K'iche', Kaqchikel: the hidden word
    "ꯄꯥꯁꯋꯥꯔꯗ",  # Meitei (Manipuri): password
    "ߞߎߡߊߘߋ߲߫ ߘߏ߲ߠߌ߲",  # Manding in N'Ko: the word of entry (a password)
    "ߞߎߡߊߘߋ߲ ߘߏ߲ߠߌ߲",
    "ਪਾਸਵਰਡ",  # Punjabi
    "పాస్‌వర్డ్",  # Telugu
    "పాస్వర్డ్",
    "પાસવર્ડ",  # Gujarati
    "ಪಾಸ್‌ವರ್ಡ್",  # Kannada
    "ಪಾಸ್ವರ್ಡ್",
    "പാസ്‌വേഡ്",  # Malayalam
    "പാസ്വേഡ്",
    "ପାସୱାର୍ଡ",  # Odia
    "গুপ্ত",  # Bengali: secret
    "গোপন",
    "गुप्त",  # Hindi, Marathi, Nepali: secret
    "कुंजी",  # Hindi: key
    "मुरपद",
    "මුරපදය",  # Sinhala
    "စကားဝှက်",  # Burmese
    "ពាក្យសម្ងាត់",  # Khmer
    "ລະຫັດຜ່ານ",  # Lao
    "시크릿",  # Korean: secret (the loanword)
    "토큰",  # Korean: token (round 32)
    "비밀키",  # Korean: secret key
    "비밀 키",
    "シークレット",  # Japanese: secret (the loanword)
    "پټنوم",  # Pashto
    "پاسورډ",
    "خفیہ",  # Urdu: secret
    "سری",  # Persian: secret
    "کلید",  # Persian: key
    "توکن",  # Persian: token (round 32)
    "المفتاح",  # Arabic: the key
    "مفتاح",
    "السري",
    "מפתח",  # Hebrew: key
    "סוד",
    "сырсөз",  # Kyrgyz
    "серсүз",  # Tatar
    "гузарвожа",  # Tajik
    "нууц",  # Mongolian: secret
    "құпия",  # Kazakh: secret
    "maxfiy",  # Uzbek: secret
    "gizli",  # Turkish, Azerbaijani: secret
    "rahasia",  # Indonesian, Malay: secret
    "tembung sandhi",  # Javanese
    "kecap konci",  # Sundanese
    "lihim",  # Tagalog: secret
    "kupuhipa",  # Maori
    "modpas",  # Haitian Creole
    "pasfhocal",  # Irish
    "facal-faire",  # Scottish Gaelic
    "pasvorto",  # Esperanto
    "khóa bí mật",  # Vietnamese: secret key
    "bí mật",
    "คีย์",  # Thai: key
    "ความลับ",  # Thai: secret
    "ምስጢር",  # Amharic, Tigrinya: secret
    "ምስጢራዊ",
    "մաղտնի",  # Armenian
    "საიდუმლო",  # Georgian: secret
    "секретн",  # Russian, Ukrainian: secret (a stem)
    "таємн",  # Ukrainian: secret
    "segreto",  # Italian: secret
    "secreto",  # Spanish
    "segredo",  # Portuguese
    "geheim",  # German, Dutch
    "hemlig",  # Swedish
    "salainen",  # Finnish
    "titkos",  # Hungarian
    "tajn",  # Polish, Czech (`tajny`, `tajný`, `tajné`)
    "sekret",  # Polish, Albanian
    # round 40c (held-out 43's chats)
    "passwird",  # Scots
    "нюуса үгэ",  # Buryat: the secret word
    "kato sandi",  # Minangkabau: the password word
    "ᱯᱟᱥᱣᱟᱨᱰ",  # Santali in Ol Chiki: password
)

#: the Estonian, Finnish, Latvian, Norwegian, Georgian and Mongolian words (round 34), read by
#: a rule of the last priority (10): where another rule (native_names.py, spoken.py) knows the word
#: too, its kind names the value
MORE_WORDS = (
    "võti",  # Estonian: key
    "parool",  # Estonian: password
    "salasõna",
    "avain",  # Finnish: key (`PSK-avain`, `API-avain`)
    "salasana",  # Finnish: password
    "žetons",  # Latvian: token
    "atslēga",  # Latvian: key
    "parole",  # Latvian: password
    "passord",  # Norwegian: password (`passordet`, `app-passord`)
    "nøkkel",  # Norwegian: key (`nøkkelen`)
    "hemmelig",  # Norwegian, Danish: secret
    "გასაღები",  # Georgian: key
    "პაროლი",  # Georgian: password
    "ტოკენი",  # Georgian: token
    "нууц үг",  # Mongolian: password
    "түлхүүр",  # Mongolian: key
    # round 35
    "khóa",  # Vietnamese: key (`khóa API`)
    "bí mật",  # Vietnamese: secret
    "กุญแจ",  # Thai: key
    "raktas",  # Lithuanian: key (`API raktas`, `raktą`, `rakto`)
    "raktą",
    "rakto",
    "slaptasis",  # Lithuanian: secret
    "գաղտնի",  # Armenian: secret
    # round 47
    "รหัส",  # Thai: a code (`รหัสแอดมิน`: the admin's; `รหัสผ่าน` is spoken.py's)
    "عبارة مرور",  # Arabic: a passphrase
    "عبارة المرور",
)

_TOKEN = lazy_compile(r"[^\s'\"`«»“”„()\[\]{}<>,;:|=：，。、]{8,200}")


#: a key's bytes in base64 (round 32): a `+` or padding says so, where a path has neither
_BASE64_KEY = lazy_compile(r"[A-Za-z0-9+/]{24,}(?:\+[A-Za-z0-9+/]*={0,2}|={1,2})")


#: 20 hex digits or more with a digit and a letter (a join token's `<id>.<secret>` joined)
_HEX_RUN = lazy_compile(r"(?=[0-9a-fA-F]*[a-fA-F])(?=[0-9a-fA-F]*[0-9])[0-9a-fA-F]{20,}")


#: the characters a code holds between its letters and digits (dropped before they are counted)
_JOINERS = str.maketrans("", "", "-_.@#$%&*!^~+")


def _code(value: str) -> bool:
    """A token that reads as a key or a password: eight letters and digits or more (one
    digit will do in 12 of both cases), few letters in runs that read as words; base64 of
    a key's bytes (both cases and a digit); parts joined by dots (a join token's
    `<id>.<secret>`, round 32) read as one."""
    value = value.rstrip(".!?")
    # (`//` in a path; in padded base64 too: one key's bytes in 70 print it)
    if _BASE64_KEY.fullmatch(value) is not None and ("//" not in value or value[-1] == "="):
        return has_upper_lower_digit(value) and not is_placeholder(value)
    if len(value) < 8 or is_placeholder(value) or "/" in value or "\\" in value:
        return False
    # (a password's symbols inside it, `Falcon083$DwS9`, `Z99K7tj@xl…`: round 40)
    plain = value.translate(_JOINERS)
    digits = sum(c.isdigit() for c in plain)
    letters = sum(c.isascii() and c.isalpha() for c in plain)
    if password_shaped(value) or hex_key(value) or _HEX_RUN.fullmatch(plain) is not None:
        return True
    if not (plain.isascii() and plain.isalnum()) or digits == 0 or letters < 2:
        return False
    mixed = plain.lower() != plain and plain.upper() != plain
    if mixed and len(plain) >= 16:
        return True
    return (digits >= 2 or (mixed and len(plain) >= 12)) and _wordy(plain) * 2 < letters


#: a password's symbols that `shapes.password_shaped` leaves out (`@`, `#`, `$`) or wants
#: with small letters too (`*`, `!`)
_SYMBOLS = frozenset("!@#$%^&*~+=?")
#: a mail address (a login beside a password, not one: pairs.py and typed.py ask it too)
ADDRESS = lazy_compile(r"[^@\s]+@[\w-]+(?:\.[\w-]+)+")


def _symbol_password(value: str) -> bool:
    """After a secret's word (round 40c): a token of four letters or more, two digits or more
    and a password's symbol (`WDSLV8B*81YECV`, `OQhls9YK2e@679`), no address, path or
    placeholder."""
    if not 8 <= len(value) <= 64 or "/" in value or "\\" in value or not value.isascii():
        return False
    if not any(c in _SYMBOLS for c in value) or sum(c.isdigit() for c in value) < 2:
        return False
    if sum(c.isalpha() for c in value) < 4:
        return False
    return ADDRESS.fullmatch(value) is None and not is_placeholder(value)


#: (remarked.py reads a value after a password's words so too; arguments.py a call's)
is_code = _code
is_symbol_password = _symbol_password


def _after_words(text: str, low: str, words: tuple[str, ...]) -> Iterator[tuple[int, int]]:
    for at in word_spots(low, words, 8):
        le = text.find("\n", at)
        end = min(len(text) if le < 0 else le, at + 96)
        for m in _TOKEN.finditer(text, at, end):
            value = m.group().rstrip(".!?")
            if text.startswith("=", m.end()) and value == m.group():
                value += "==" if text.startswith("==", m.end()) else "="  # base64's padding
            if _code(value) or _symbol_password(value):
                yield m.start(), m.start() + len(value)
                break


def _words_rule(text: str, words: tuple[str, ...] = SECRET_WORDS) -> Iterator[tuple[int, int]]:
    low = text.lower()
    if len(low) == len(text):  # a few letters lower to two characters: offsets would shift
        yield from _after_words(text, low, words)


def _more_words_rule(text: str) -> Iterator[tuple[int, int]]:
    return _words_rule(text, MORE_WORDS)


# -- a setting's name for a password, in a sentence (round 41) ---------------------------------

#: a password's words, a setting's name's last part (lower case)
_PASSWORD_PARTS = ("password", "passwd", "passphrase")
#: the characters of a setting's name (`signing.keyPassword`, `KEY_PASSWORD`, `db-passwd`)
_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")
#: what may stand before such a name in prose: a blank, a bracket, a quote or a mark, not a
#: variable's sigil (`$KEY_PASSWORD` names where the value comes from) or a path's slash
_NOT_BEFORE_NAME = frozenset("$%{/\\@")
#: a word of a sentence (`_TOKEN`'s characters, of any length), the letters of a word, a
#: hex run (a commit beside a setting's name)
_WORD = lazy_compile(r"[^\s'\"`«»“”„()\[\]{}<>,;:|=：，。、]{1,200}")
_WORD_IN = lazy_compile(r"[^\W\d_]+")
_HEX_ONLY = lazy_compile(r"[0-9a-fA-F]+")
#: how far after the name its value may stand, on its line
_NAMED_REACH = 80


def _named_setting(text: str, at: int, word: str) -> int:
    """Where the setting's name ending in `word` at `at` ends (a blank follows it), or -1
    when the word is no setting's last part after another (`password`, `passwords`,
    `passwordHash`, `$KEY_PASSWORD`)."""
    end = at + len(word)
    if end >= len(text) or text[end] not in " \t" or at == 0:
        return -1
    prev = text[at - 1]
    if prev in "_.-":
        joined = at >= 2 and text[at - 2].isalnum()
    else:  # camel case: `keyPassword`, `storePassword`
        joined = text[at].isupper() and (prev.islower() or prev.isdigit())
    if not joined:
        return -1
    lo = at - 1
    while lo > 0 and text[lo - 1] in _NAME_CHARS:
        lo -= 1
    if lo > 0 and text[lo - 1] in _NOT_BEFORE_NAME:
        return -1
    return end


def _password_valued(value: str) -> bool:
    """A token that reads as a password: a password's symbols (`_symbol_password`), or a
    code (`_code`) with capitals, small letters and digits; no hex run alone."""
    if _HEX_ONLY.fullmatch(value) is not None:
        return False
    return _symbol_password(value) or (has_upper_lower_digit(value) and _code(value))


def _setting_told(text: str) -> Iterator[tuple[int, int]]:
    """A setting's name for a password in a sentence, then its value (see the module)."""
    low = text.lower()
    if len(low) != len(text):
        return
    for at in word_spots(low, _PASSWORD_PARTS, 8):
        word = next(w for w in _PASSWORD_PARTS if low.startswith(w, at))
        end = _named_setting(text, at, word)
        if end < 0:
            continue
        le = text.find("\n", end)
        hi = min(len(text) if le < 0 else le, end + _NAMED_REACH)
        for m in _WORD.finditer(text, end, hi):
            if text[m.start() - 1] not in " \t":
                continue  # a field's value (`id=…`), a part of something else
            value = m.group().rstrip(".!?")
            if _password_valued(value):
                yield m.start(), m.start() + len(value)
                break
            said = {w.lower() for w in _WORD_IN.findall(value)}
            if value != m.group() or not said.isdisjoint(_NOT_SECRET):
                break  # a sentence ends, or another value is named (`commit`, `id`)


# -- English's word for a password in another language's sentence (round 47) -----------------

#: English's words for a password that other languages borrow ("password chu X a ni")
_BORROWED = ("password", "passphrase", "pass phrase", "passcode")
#: a particle of a sentence: one to four letters in lower case, any script (`chu`, `wa`, `éí`)
_PARTICLE = lazy_compile(r"[^\W\d_A-Z]{1,4}")
#: English's short words that may follow a password's word in English: the sentence is
#: English's, which `spoken.py` and `clauses.py` read by their own forms
_ENGLISH_SHORT = frozenset(
    (  # noqa: SIM905
        "a an the is was are were be been am for of to in on at by as and or nor not no "
        "set it its my our your his her their new old has had have will can may must now "
        "so if then with from hash ok via per into like than that this too also just only "
        "used use we you he she they i me all any each file list text type rule age len "
        "min max db pw pwd key keys only ever here once got get gets sent send stay kept "
        "goes went when what why how who whom does did do done is'nt isnt wont cant dont "
        "yet but than then there where which while over under upon out off up down left "
        "due till until else i'm im"
    ).split()
)
#: how many particles may stand between the word and its value
_PARTICLES = 3


def _borrowed_told(text: str) -> Iterator[tuple[int, int]]:
    """English's word for a password in a sentence of another language: the word after a
    blank or the line's start, then at most three particles that are no English word, then a
    value that reads as a password or a key (`_code`, no hex run alone): "OPSBAT2 password
    chu X a ni", "password wa X desu", "pass phrase éí X át'é". In English ("the password
    reset ticket is INC…", "password is …") the words between are English's, or longer."""
    low = text.lower()
    if len(low) != len(text):
        return
    for at in word_spots(low, _BORROWED, 8):
        if at and not text[at - 1].isspace():
            continue  # a name's part (`db_password`), a quote, a path
        word = next(w for w in _BORROWED if low.startswith(w, at))
        i, n = at + len(word), 0
        le = text.find("\n", i)
        end = min(len(text) if le < 0 else le, i + 96)
        while i < end and n <= _PARTICLES:
            if text[i] not in " \t":
                break
            while i < end and text[i] in " \t":
                i += 1
            m = _WORD.match(text, i, end)
            if m is None:
                break
            token = m.group()
            if _PARTICLE.fullmatch(token) is not None:
                if token in _ENGLISH_SHORT or token in _NOT_SECRET:
                    break
                n += 1
                i = m.end()
                continue
            value = token.rstrip(".!?")
            if (
                n
                and _HEX_ONLY.fullmatch(value) is None
                and (_code(value) or _symbol_password(value))
            ):
                yield m.start(), m.start() + len(value)
            break


TONGUE_RULES: tuple[SecretRule, ...] = (
    SpanRule("secret_in_words", _words_rule, gates=SECRET_WORDS, priority=2),
    SpanRule(
        "secret_in_words",
        _more_words_rule,
        gates=MORE_WORDS,
        priority=10,
        # (an ASCII text holds only the words in ASCII)
        requires=("(?i)" + "|".join(w for w in MORE_WORDS if w.isascii()),),
    ),
    SpanRule(
        "password_assignment",
        _setting_told,
        gates=_PASSWORD_PARTS,
        priority=10,
        # the name's part before the word, joined to it, and a blank after it
        requires=(r"(?:[a-z0-9]P|[A-Za-z0-9][._-][Pp])(?i:assword|asswd|assphrase)[ \t]",),
    ),
    SpanRule(
        "secret_in_words",
        _borrowed_told,
        gates=("password", "passphrase", "pass phrase", "passcode"),
        priority=10,
        # the word after a blank, then a blank and a particle of lower-case letters
        requires=(r"(?:^|\s)(?i:pass(?:word|phrase| phrase|code))[ \t]+[^\W\d_A-Z]{1,4}[ \t]",),
    ),
)
