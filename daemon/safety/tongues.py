"""A key told in a sentence of any language: by the word for it, or by its shape alone.

`spoken.py` and `clauses.py` know the words for a password, a key and a
token in many languages. Here are more of them (`SECRET_WORDS`: a
secret, a password, a key in the languages of Africa, South and Southeast
Asia, Central Asia and the Pacific that those lists lack), and a rule for
the languages no list holds:

* **after a word of `SECRET_WORDS`**: the first token within 64 characters
  on the line that reads as a code (eight characters or more, letters and
  digits, or a password's shape), whatever words stand between (a vendor's
  name, a particle, a verb);
* **in a sentence, with no word for it** (written, not yet turned on: see the
  note above `TONGUE_RULES`): a token of a key's shape standing
  among words (hex of 32 digits or more that is not a commit's 40, a
  generated token of 24 or more (a prefixed key is its vendor's rule's);
  not an address `0x…` nor capitals before hex such as Twilio's
  `SM…`), on a line that reads as prose: two
  words of letters or more, none of code's marks (`=`, `{`, `/`, `<`, `|`,
  `;`, `$`, `@`, …), no clock time, no file's name or version (a dot inside a
  word), no columns (two blanks, a tab), no command's flag, and no word that says the token is
  something else (`id`, `hash`, `commit`, `sha`, `md5`, `uuid`, `request`,
  `trace`, `order`, `build`, `version`, a transaction, a block, a wallet's
  words such as `send`, `deposit` or `program`, data printed: `hex`, `bytes`,
  `dump`, an example).
  A line of one token and no words is the
  bare key rule's (`bare.py`).

Speed: the words are literals of the sanitizer's one RE2 set; the shape rule
opens on `@run24` (24 token characters in a row) and reads only the lines
that hold such a run.
"""

from __future__ import annotations

import string
from collections.abc import Iterator

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.bare import _wordy, random_key
from kenning.daemon.safety.codes import word_spots
from kenning.daemon.safety.secret_rules import SecretRule, SpanRule
from kenning.daemon.safety.shapes import password_shaped
from kenning.daemon.safety.values import hex_key, is_placeholder

__all__ = ["SECRET_WORDS", "TONGUE_RULES"]

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
    "ijambobanga",  # Kinyarwanda
    "erayga sirta",  # Somali
    "furaha sirta",
    "tenimiafina",  # Malagasy
    "mawu achinsinsi",  # Chichewa
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
    "پټنوم",  # Pashto
    "پاسورډ",
    "خفیہ",  # Urdu: secret
    "سری",  # Persian: secret
    "کلید",  # Persian: key
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
)

_TOKEN = lazy_compile(r"[^\s'\"`«»“”„()\[\]{}<>,;:|=：，。、]{8,200}")


def _code(value: str) -> bool:
    """A token that reads as a key or a password: eight letters and digits or more (one
    digit will do in 12 of both cases), few letters in runs that read as words."""
    value = value.rstrip(".!?")
    if len(value) < 8 or is_placeholder(value) or "/" in value or "\\" in value:
        return False
    plain = value.replace("-", "").replace("_", "")
    digits = sum(c.isdigit() for c in plain)
    letters = sum(c.isascii() and c.isalpha() for c in plain)
    if password_shaped(value) or hex_key(value):
        return True
    if not (plain.isascii() and plain.isalnum()) or digits == 0 or letters < 2:
        return False
    mixed = plain.lower() != plain and plain.upper() != plain
    if mixed and len(plain) >= 16:
        return True
    return (digits >= 2 or (mixed and len(plain) >= 12)) and _wordy(plain) * 2 < letters


def _after_words(text: str, low: str) -> Iterator[tuple[int, int]]:
    for at in word_spots(low, SECRET_WORDS, 8):
        le = text.find("\n", at)
        end = min(len(text) if le < 0 else le, at + 96)
        for m in _TOKEN.finditer(text, at, end):
            value = m.group().rstrip(".!?")
            if _code(value):
                yield m.start(), m.start() + len(value)
                break


# -- a key in a sentence, with no word for it -------------------------------------------------

_CANDIDATE = lazy_compile(r"(?<![\w+/=.:@#$%&~-])(?P<v>[A-Za-z0-9]{24,200})(?![\w+/=@#$%&~-]|\.\w)")
_HEX = frozenset(string.hexdigits)
#: code's marks: a line that holds one is no sentence
_CODE_MARKS = frozenset("=/{}<>\\|[];$@#*&")
_CLOCK = lazy_compile(r"\d{1,2}:\d{2}")
_WORD = lazy_compile(r"(?<![\w-])[^\W\d_]{2,}(?![\w-])")
#: words that say a token is something else than a key (a lowered line's words)
_OTHER_THING = lazy_compile(
    r"(?<![a-z])(?:ids?|hash(?:es)?|sha\d*|md5|digest|checksum|commit|uuid|guid|request|trace"
    r"|span|build|version|etag|fingerprint|order|invoice|transaction|tx|txid|block|object"
    r"|file|image|container|pod|node|run|job|issue|ticket|revision|rev|cid|ref|nonce|salt"
    r"|signature|public|pub|address|wallet|example|sample|fake|dummy|test|placeholder"
    r"|redacted|masked|account|user|customer|device|record|row|message|event|session|program"
    r"|invoked|mint|deposit|withdraw|send|sent|transfer|pay|paid|sol|btc|eth|usdt|usdc|hex|bytes"
    r"|data|dump|raw|trailer|header|offset)s?"
    r"(?![a-z])"
)


#: an object's id or an address: capitals before hex (Twilio's `SM…`), `0x` and hex (an
#: address); base58 addresses (Bitcoin, Solana) are told by the words beside them
_NOT_KEY = lazy_compile(r"[A-Z]{1,4}[0-9a-f]{32,}|0x[0-9a-fA-F]+")


def _key_shape(value: str) -> bool:
    if _NOT_KEY.fullmatch(value):
        return False
    head, sep, body = value.partition("_")
    core = body if sep else value
    if sep and len(head) > 3:
        return False
    if all(c in _HEX for c in core):
        return len(core) >= 32 and len(core) != 40 and hex_key(core)
    return not sep and random_key(core)


#: a file's name, a version or a host (a dot inside a word), a column's gap (two blanks),
#: a command's flag (`-1`, `--all`)
_LISTING = lazy_compile(r"\w\.\w|\S  +\S|\t|(?<!\S)--?[A-Za-z0-9]")


def _prose_line(line: str, value: str) -> bool:
    rest = line.replace(value, " ")
    if any(c in _CODE_MARKS for c in rest) or _CLOCK.search(rest) or _LISTING.search(line):
        return False
    if len(_WORD.findall(rest)) < 2:
        return False
    return _OTHER_THING.search(rest.lower()) is None


def _in_sentences(text: str) -> Iterator[tuple[int, int]]:
    for m in _CANDIDATE.finditer(text):
        value = m.group("v")
        if not _key_shape(value):
            continue
        # the line, 400 characters at most (looked for no further: a long line is no
        # sentence, and a search to its ends for each token would cost its length)
        lo, hi = max(0, m.start() - 400), min(len(text), m.end() + 400)
        ls = text.rfind("\n", lo, m.start()) + 1
        le = text.find("\n", m.end(), hi)
        if (ls == 0 and lo > 0) or (le < 0 and hi < len(text)):
            continue
        line = text[ls : hi if le < 0 else le]
        if len(line) <= 400 and _prose_line(line, value):
            yield m.span("v")


def _words_rule(text: str) -> Iterator[tuple[int, int]]:
    low = text.lower()
    if len(low) == len(text):  # a few letters lower to two characters: offsets would shift
        yield from _after_words(text, low)


# `_in_sentences` is not among the rules: on the bench corpus it cost about a quarter of
# the sanitizer's CPU, and its hits took the kind of a vendor's own rule (`api_token`,
# `authorization_header`) on the same span. Kept to be made cheap, then turned on.
TONGUE_RULES: tuple[SecretRule, ...] = (
    SpanRule("secret_in_words", _words_rule, gates=SECRET_WORDS, priority=2),
)
