"""Keys of wallets and signers: known by their encoding, their checksum, or the words before them.

A wallet's key rarely has a name beside it that the name rule knows, and no
vendor prefix: it is pasted alone, given to a constructor, or kept in a
config under `accounts` or `mnemonic`. Its structure says what it is:

* **extended private keys** (BIP-32): `xprv`, `tprv`, `yprv`, `zprv`, `uprv`,
  `vprv`, `Yprv`, `Zprv` and about 107 base58 characters. The version bytes
  say private or public: `xpub…` (a watch-only wallet) is meant to be shared
  and stays;
* **WIF private keys**: base58check with the version byte 0x80 (or 0xEF on
  testnet) and 32 bytes of key: `5…`, `K…`, `L…`, `c…`, `9…`. Fifty-odd base58
  characters are common enough (IPFS ids, Solana addresses), so the checksum
  is verified (a double SHA-256: one random string in four billion passes)
  and the version byte read: an address (version 0 or 5) is public;
* **Nostr secret keys**: `nsec1…` (bech32; `npub1…` is the public key);
* **seed phrases**: 12 to 24 lower-case words of three to eight letters (the
  BIP-39 words' length) after a word that names one (`seed`, `mnemonic`,
  `recovery`, `phrase`, `words`, and those of other languages: `palavras`,
  `frase`, `Wörter`, `слов`, `助记词`, …), on one line or wrapped over a few
  (two words a line or more: a word a line is a list, unless numbered in order from 1 as a
  wallet shows it, round 47): a sentence has short function words and
  punctuation, which break the run; a phrase of one repeated word (Hardhat's
  public `test test … junk`) is a placeholder;
* **raw 256-bit keys**: 64 hex digits (with `0x` or not) after a word that
  names a private key or a wallet (`private key`, `privkey`, `wallet`,
  `signer`, `accounts`), with no word of a hash between them: a transaction
  hash (`tx hash: 0x…`), a block hash or a digest has the same shape and stays;
  `0x` and 64 hex digits under a short name of a key (`PK =`, `deployer_sk:`,
  round 33: a `pk` or `sk` with no `0x` is as often a table's key holding a digest).

Speed: every gate is a literal of the sanitizer's one RE2 set: `prv`,
`nsec1`, the cue words. A WIF key has no literal, and a pass over every text
for 51 base58 characters would cost ingestion a tenth of its speed: it is
looked for where a word in the text says what it is (`wif`, `priv`, `wallet`,
`bitcoin`, `btc`, `sweep`, `electrum`): a WIF key pasted with none of them
stays (`key` and `secret` are in too many texts to pay for the pass).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from kenning.daemon.core.lazy_regex import lazy_compile
from kenning.daemon.safety.secret_rules import Hit, RegexRule, SecretRule, SpanRule
from kenning.daemon.safety.values import hex_key, is_placeholder

__all__ = ["WALLET_RULES", "b58check_decode", "seed_phrase", "wif_key"]

_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_B58_INDEX = {c: i for i, c in enumerate(_B58)}


def b58check_decode(value: str) -> bytes | None:
    """The payload of a base58check string whose checksum holds, else None."""
    if not value or len(value) > 120:
        return None
    n = 0
    for c in value:
        digit = _B58_INDEX.get(c)
        if digit is None:
            return None
        n = n * 58 + digit
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    raw = b"\0" * (len(value) - len(value.lstrip("1"))) + raw
    if len(raw) < 5:
        return None
    payload, check = raw[:-4], raw[-4:]
    if hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4] != check:
        return None
    return payload


def wif_key(value: str) -> bool:
    """A private key in Wallet Import Format: version 0x80/0xEF, 32 bytes, maybe 0x01."""
    payload = b58check_decode(value)
    if payload is None or payload[0] not in (0x80, 0xEF):
        return False
    return len(payload) == 33 or (len(payload) == 34 and payload[-1] == 1)


#: version bytes of BIP-32 extended private keys (mainnet and testnet, every script type)
_PRIVATE_VERSIONS = frozenset(
    bytes.fromhex(v)
    for v in (
        *("0488ade4", "04358394", "049d7878", "044a4e28", "04b2430c", "045f18bc"),
        *("0295b005", "024285b5", "02aa7a99", "02575048"),
    )
)


def _extended_ok(value: str) -> bool:
    payload = b58check_decode(value)
    if payload is None:
        # no checksum to read (a key cut or mistyped): the prefix and the length say it
        return not is_placeholder(value) and sum(c.isdigit() for c in value) >= 4
    return payload[:4] in _PRIVATE_VERSIONS


_EXTENDED = RegexRule(
    "private_key",
    lazy_compile(r"(?<![A-Za-z0-9])[xtyzuvYZ]prv[A-Za-z0-9]{100,112}(?![A-Za-z0-9])"),
    gates=("prv",),
    judge=_extended_ok,
    priority=1,
)

#: the words in whose text a WIF key is looked for (a pass over every text for 51 base58
#: characters would cost ingestion a tenth of its speed)
_WIF_CUES = ("wif", "priv", "wallet", "bitcoin", "btc", "sweep", "electrum")
_WIF = RegexRule(
    "private_key",
    lazy_compile(
        r"[5KLc9](?<![A-Za-z0-9+/=_-][5KLc9])[1-9A-HJ-NP-Za-km-z]{50,51}(?![A-Za-z0-9+/=_-])"
    ),
    gates=_WIF_CUES,
    judge=wif_key,
    priority=1,
)

_NSEC = RegexRule(
    "private_key",
    lazy_compile(r"(?<![A-Za-z0-9])nsec1[a-z0-9]{58}(?![A-Za-z0-9])"),
    gates=("nsec1",),
    judge=lambda v: sum(c.isdigit() for c in v) >= 4,
    priority=1,
)

# -- seed phrases ------------------------------------------------------------------------

#: the words that name a seed phrase (lower case; the gates), in English and in the
#: languages people write in (the phrase's own words are English whatever the sentence's)
_SEED_CUES = (
    "seed",
    "mnemonic",
    "recovery",
    "phrase",
    "words",
    "palavras",  # Portuguese words
    "palabras",  # Spanish words
    "frase",  # Portuguese, Spanish, Italian phrase
    "semente",  # Portuguese seed
    "semilla",  # Spanish seed
    "mots",  # French words
    "parole",  # Italian words
    "wörter",  # German words
    "woorden",  # Dutch words
    "kelime",  # Turkish word
    "słów",  # Polish words
    "slova",  # Czech words
    "слов",  # Russian words
    "фраз",  # Russian phrase
    "助记词",  # Chinese mnemonic
    "ニーモニック",  # Japanese mnemonic
    "니모닉",  # Korean mnemonic
)
#: short words of every sentence, in no seed phrase's run of lower-case words
_FUNCTION_WORDS = frozenset(
    (  # noqa: SIM905  (a word list reads better as one string)
        "the and for with that this you are was were from have has had not but its into "
        "your our they them then than when what will can must should would there their "
        "these those which been she him her his who how why does did don just also only "
        "very more most some such other over under after before while where here"
    ).split()
)
# a run of 12 or more lower-case words of three to eight letters (found wherever a cue is),
# maybe wrapped over lines (a chat's, a note's: `melody thunder zebra\n actor cousin …`)
_RUN = lazy_compile(
    r"(?<![A-Za-z0-9_])[a-z]{3,8}(?:(?:[ \t]{1,2}|[ \t]?\r?\n[ \t]{0,2})[a-z]{3,8}){11,}"
    r"(?![A-Za-z0-9_])"
)
_WORD = lazy_compile(r"[a-z]+")
# a cue in the characters before the run: on its line, or at the end of the line above
_CUE_BEFORE = lazy_compile("|".join(_SEED_CUES))
_CUE_REACH = 64


def seed_phrase(value: str) -> bool:
    """12 to 24 words, no sentence's function words, not one word repeated (a placeholder)."""
    words = value.split()
    if not 12 <= len(words) <= 24 or not all(w.islower() for w in words):
        return False
    if sum(w in _FUNCTION_WORDS for w in words) > 1:
        return False
    return len(set(words)) * 3 >= len(words) * 2


@dataclass(frozen=True)
class _SeedPhraseRule:
    """A run of 12 to 24 lower-case words after a word that names a seed phrase."""

    gates: tuple[str, ...] = _SEED_CUES
    needles: tuple[str, ...] = ()
    priority: int = 1

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        if len(low) != len(text):
            return  # (a text whose lower case changes its length: offsets would not agree)
        cue = max(0, min(first[g] for g in _SEED_CUES if g in first))
        if "1" in text:
            yield from numbered_seed(text, low, cue)
        for m in _RUN.finditer(text, cue):
            words = [(w.start(), w.end()) for w in _WORD.finditer(text, m.start(), m.end())]
            if text.count("\n", m.start(), m.end()) * 2 > len(words):
                continue  # a word a line is a list (of names, of a file's words), no phrase
            # the cue may open the run itself (`seed words abandon …`): the phrase follows it
            k = 0
            for i, (a, _) in enumerate(words[:3]):
                if _CUE_BEFORE.match(text, a):
                    k = i + 1
            if (
                k == 0
                and _CUE_BEFORE.search(low, max(0, m.start() - _CUE_REACH), m.start()) is None
            ):
                continue
            # the longest run that reads as a phrase: 24 words, 21, … or 12
            for n in (24, 21, 18, 15, 12):
                chosen = words[k : k + n]
                if len(chosen) == n and seed_phrase(" ".join(text[a:b] for a, b in chosen)):
                    yield Hit("private_key", chosen[0][0], chosen[-1][1], self.priority)
                    break


#: a seed phrase as a wallet shows it, its words numbered one a line (`1. gravity`, `2) tornado`)
_NUMBERED_WORDS = lazy_compile(
    r"(?m)^[ \t]*1[.)][ \t]*[a-z]{3,8}[ \t]*"
    r"(?:\r?\n[ \t]*\d{1,2}[.)][ \t]*[a-z]{3,8}[ \t]*){11,23}$"
)
_NUMBERED_WORD = lazy_compile(r"(?m)^[ \t]*(?P<n>\d{1,2})[.)][ \t]*(?P<w>[a-z]{3,8})")


def numbered_seed(text: str, low: str, start: int) -> Iterator[Hit]:
    """A seed phrase of 12 to 24 words numbered in order, one a line, after a cue (round
    47): from its first word to its last."""
    for m in _NUMBERED_WORDS.finditer(text, start):
        items = list(_NUMBERED_WORD.finditer(text, m.start(), m.end()))
        if [int(i.group("n")) for i in items] != list(range(1, len(items) + 1)):
            continue
        if len(items) not in (12, 15, 18, 21, 24):
            continue
        if _CUE_BEFORE.search(low, max(0, m.start() - _CUE_REACH), m.start()) is None:
            continue
        if seed_phrase(" ".join(i.group("w") for i in items)):
            yield Hit("private_key", items[0].start("w"), items[-1].end("w"), 1)


def _cue_offsets(low: str, first: Mapping[str, int], cues: tuple[str, ...]) -> list[int]:
    """Every offset in `low` where one of `cues` starts, in order."""
    out: list[int] = []
    for cue in cues:
        i = first.get(cue, -1)
        while i >= 0:
            out.append(i)
            i = low.find(cue, i + 1)
    return sorted(out)


# -- raw 256-bit keys after a word that names a private key or a wallet --------------------

_KEY_CUES = ("priv", "wallet", "signer", "account")
_HEX_KEY = lazy_compile(
    r"(?:priv|wallet|signer|account)[^\n]{0,60}?(?<![0-9A-Za-z])(?P<v>(?:0x)?[0-9a-fA-F]{64})"
    r"(?![0-9A-Za-z])",
    re.IGNORECASE,
)
#: words of a hash, an id or a digest between the cue and the value: not a key
_HASH_WORDS = lazy_compile(
    r"(?i)hash|\btx|txid|digest|sha|checksum|block|topic|commit|root|nonce|\bid\b|address|public"
)


@dataclass(frozen=True)
class _HexKeyRule:
    """64 hex digits after `private key`, `privkey`, `wallet`, `signer` or `accounts`."""

    gates: tuple[str, ...] = _KEY_CUES
    needles: tuple[str, ...] = ()
    priority: int = 1

    def scan(self, text: str, low: str, first: Mapping[str, int]) -> Iterator[Hit]:
        if len(low) != len(text):
            return
        done = 0
        for at in _cue_offsets(low, first, _KEY_CUES):
            if at < done:
                continue
            m = _HEX_KEY.match(text, at)
            if m is None:
                continue
            value = m.group("v")
            digits = value[2:] if value[:2] in ("0x", "0X") else value
            if not hex_key(digits) or _HASH_WORDS.search(text, m.start(), m.start("v")):
                continue
            done = m.end()
            yield Hit("private_key", m.start("v"), m.end("v"), self.priority)


# -- a raw 256-bit key under a short name of a private key (round 33) -------------------------

#: `PK`, `SK`, `deployer_pk`, `SIGNER_SK` assigned `0x` and 64 hex digits (an Ethereum
#: signer's key; without `0x`, a `pk` or an `sk` is as often a table's primary or sort key
#: holding a digest)
_SHORT_NAMED = lazy_compile(
    r"(?i)(?<![A-Za-z0-9])(?:[A-Za-z0-9]{1,30}_)?[ps]k[\"']?[ \t]*(?::=|=|:)[ \t]*\(?[ \t]*"
    r"[\"']?(?P<v>0x[0-9a-fA-F]{64})(?![0-9A-Za-z])"
)
_SHORT_NAMED_GATES = tuple(f"{n}{s}" for n in ("pk", "sk") for s in ("=", " =", ":", '"', "'"))


def _short_named(text: str) -> Iterator[tuple[int, int]]:
    for m in _SHORT_NAMED.finditer(text):
        if hex_key(m.group("v")[2:]):
            yield m.span("v")


WALLET_RULES: tuple[SecretRule, ...] = (
    _EXTENDED,
    _WIF,
    _NSEC,
    _SeedPhraseRule(),
    _HexKeyRule(),
    SpanRule(
        "private_key",
        _short_named,
        gates=_SHORT_NAMED_GATES,
        priority=1,
        requires=(r"""(?i)[ps]k["']?[ \t]*(?::=|=|:)[ \t]*\(?[ \t]*["']?0x""",),
        requires_beyond_ascii=True,
    ),
)
