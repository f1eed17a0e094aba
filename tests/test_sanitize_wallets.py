"""Keys known by their structure, with no name and no prefix from a table (issue 27, item 6).

Wallet keys (safety/wallets.py: BIP-32 extended keys, WIF keys verified by their
checksum, Nostr `nsec1`, seed phrases, 64-hex keys after a cue) and the
structures of this round beside them: name/value pairs, a line echoed into a
credentials file, Oracle's Easy Connect with no tool before it, a literal turned
into bytes in a call, "changed the pw to X", any vendor's `_live_` key, a
prefixed token whose base64 body holds `/`, a custom `X-` header. Each with the
look-alikes that must come through: public keys (`xpub`, `npub`, addresses),
transaction hashes, digests, sentences, placeholders.

The keys are generated here, with their real checksums, from a fixed seed: none
is a real key.
"""

from __future__ import annotations

import hashlib
import random

import pytest

from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.safety.wallets import b58check_decode, seed_phrase, wif_key

S = default_sanitizer()
R = random.Random("kenning-tests-wallets")

_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _b58check(payload: bytes) -> str:
    data = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n, out = int.from_bytes(data, "big"), ""
    while n:
        n, rem = divmod(n, 58)
        out = _B58[rem] + out
    return "1" * (len(data) - len(data.lstrip(b"\0"))) + out


def _bech32(hrp: str, data: bytes) -> str:
    charset = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
    acc = bits = 0
    five: list[int] = []
    for b in data:
        acc, bits = (acc << 8) | b, bits + 8
        while bits >= 5:
            bits -= 5
            five.append((acc >> bits) & 31)
    if bits:
        five.append((acc << (5 - bits)) & 31)
    gen = (0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)
    chk = 1
    for v in [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp] + five + [0] * 6:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if (top >> i) & 1 else 0
    chk ^= 1
    return (
        hrp
        + "1"
        + "".join(charset[d] for d in five + [(chk >> 5 * (5 - i)) & 31 for i in range(6)])
    )


def _extended(version: str, private: bool) -> str:
    key = b"\0" + R.randbytes(32) if private else b"\x02" + R.randbytes(32)
    body = bytes.fromhex(version) + b"\x01" + R.randbytes(8) + R.randbytes(32)
    return _b58check(body + key)


XPRV = _extended("0488ade4", True)
TPRV = _extended("04358394", True)
ZPRV = _extended("04b2430c", True)
XPUB = _extended("0488b21e", False)
WIF_COMPRESSED = _b58check(b"\x80" + R.randbytes(32) + b"\x01")
WIF_UNCOMPRESSED = _b58check(b"\x80" + R.randbytes(32))
WIF_TESTNET = _b58check(b"\xef" + R.randbytes(32) + b"\x01")
ADDRESS = _b58check(b"\x00" + R.randbytes(20))
NSEC = _bech32("nsec", R.randbytes(32))
NPUB = _bech32("npub", R.randbytes(32))
HEX64 = R.randbytes(32).hex()
WORDS = "velvet orbit cactus island method harbor pulse timber ritual canyon sugar famous"
WORDS_24 = WORDS + " lottery drama abandon zebra artist aunt april arctic anchor vault ocean judge"


def redacted(text: str) -> str:
    return S.redact(text)


def test_the_checksums_are_read() -> None:
    assert b58check_decode(XPUB) is not None and b58check_decode(XPUB[:-1] + "z") is None
    assert wif_key(WIF_COMPRESSED) and wif_key(WIF_UNCOMPRESSED) and wif_key(WIF_TESTNET)
    assert not wif_key(ADDRESS)  # version 0: an address, public
    # one character changed: the checksum fails, and 51 base58 characters alone prove nothing
    changed = WIF_UNCOMPRESSED[:10] + ("a" if WIF_UNCOMPRESSED[10] != "a" else "b")
    assert not wif_key(changed + WIF_UNCOMPRESSED[11:])


@pytest.mark.parametrize(
    "text, secret",
    [
        (XPRV, XPRV),
        (f"electrum restore {XPRV}", XPRV),
        (f'master = BIP32.fromBase58("{TPRV}", network)', TPRV),
        (f"ZPRV={ZPRV}", ZPRV),
        (f"key = Key.from_wif({WIF_COMPRESSED!r})", WIF_COMPRESSED),
        (f"here is the old paper wallet: {WIF_UNCOMPRESSED}", WIF_UNCOMPRESSED),
        (f"TESTNET_WIF: {WIF_TESTNET}", WIF_TESTNET),
        (f"relay signer {NSEC}", NSEC),
        (f'{{"nsec": "{NSEC}"}}', NSEC),
    ],
)
def test_wallet_keys_are_found_by_their_encoding(text: str, secret: str) -> None:
    out = redacted(text)
    assert secret not in out and "[REDACTED:" in out


@pytest.mark.parametrize(
    "text",
    [
        f"account xpub for the dashboard: {XPUB}",
        f"send change to {ADDRESS}",
        f"my nostr profile {NPUB}",
        "xprv...",
        "pinned Qm" + "".join(R.choice(_B58) for _ in range(44)),
        "mint " + "".join(R.choice(_B58) for _ in range(44)),
    ],
)
def test_public_keys_and_addresses_stay(text: str) -> None:
    assert redacted(text) == text


@pytest.mark.parametrize(
    "text, secret",
    [
        (f'MNEMONIC="{WORDS}"', WORDS),
        (f"Recovery words (write them down):\n{WORDS_24}", WORDS_24),
        (f"anvil --mnemonic '{WORDS}'", WORDS),
        (f"seed: {WORDS_24}", WORDS_24),
        (f"the 12 words: {WORDS}", WORDS),
    ],
)
def test_a_seed_phrase_after_a_word_that_names_one_is_found(text: str, secret: str) -> None:
    out = redacted(text)
    assert secret not in out
    assert "velvet orbit" not in out


@pytest.mark.parametrize(
    "text",
    [
        "seed the users table from fixtures/users.json, then run the app",
        "the recovery phrase lives on paper in a safe, so do not paste it anywhere",
        'MNEMONIC="test test test test test test test test test test test junk"',
        "in other words the build breaks when the cache is cold and the lock file is stale",
        "torch.manual_seed(1234) before each run",
    ],
)
def test_sentences_and_the_public_test_phrase_stay(text: str) -> None:
    assert redacted(text) == text
    assert not seed_phrase("the build breaks when the cache is cold and the lock file is old")


@pytest.mark.parametrize(
    "text, secret",
    [
        (f'const wallet = new ethers.Wallet("0x{HEX64}", provider);', HEX64),
        (f"DEPLOYER_PRIVATE_KEY=0x{HEX64}", HEX64),
        (f"here is the private key {HEX64} for the faucet", HEX64),
        (f"signer = LocalAccount.from_key('0x{HEX64}')", HEX64),
        (f"PRIVKEY={HEX64}", HEX64),
    ],
)
def test_a_64_hex_key_after_a_private_key_cue_is_found(text: str, secret: str) -> None:
    assert secret not in redacted(text)


@pytest.mark.parametrize(
    "text",
    [
        f"the transfer landed, txid 0x{HEX64}",
        f"see https://sepolia.etherscan.io/tx/0x{HEX64} for the wallet",
        f"account state root: 0x{HEX64}",
        f"wallet funded in tx 0x{HEX64}",
        f"account 0x{HEX64[:40]} has 2 ETH",
        f"{HEX64}  dist/kenning-0.9.1.tar.gz",
    ],
)
def test_hashes_and_addresses_near_a_wallet_stay(text: str) -> None:
    assert redacted(text) == text


# -- the structures of the same round -------------------------------------------------------

TOKEN = "Q6uwNF8ext325tW08lcc8JI9fcNhJvo2saDKbmUr"
PASSWORD = "Xk9fjR2!mqzT"


@pytest.mark.parametrize(
    "text, secret",
    [
        ('{"tokens": [{"name": "ci", "value": "' + TOKEN + '"}]}', TOKEN),
        ("env:\n  - name: DB_PASSWORD\n    value: hunter2x9\n", "hunter2x9"),
        ('[{"key": "apiToken", "value": "' + TOKEN + '", "enabled": true}]', TOKEN),
        ('echo "https://dav.corp/ bob ' + PASSWORD + '" >> /etc/davfs2/secrets', PASSWORD),
        ("echo 'db:5432:shop:app:" + PASSWORD + "' >> ~/.pgpass", PASSWORD),
        ("DB_CONNECT=app/" + PASSWORD + "@db.corp:1521/ORCLPDB1", PASSWORD),
        ('Keys.hmacShaKeyFor("' + TOKEN + '".getBytes(StandardCharsets.UTF_8))', TOKEN),
        ("I changed the root pw to Winter2024x yesterday", "Winter2024x"),
        ("I reset the admin password to sunflower42, change it later", "sunflower42"),
        ("RAZORPAY=rzp_live_" + "Ab3dE7fGh2Jk9a", "Ab3dE7fGh2Jk9a"),
        ("curl -H 'X-Api: tkn_A8fk3/dk39Fj+kd93jfK39dkf/Lk2j3K' https://api.corp", "dk39Fj+kd9"),
        ("X-Honeycomb-Team: " + TOKEN, TOKEN),
        # the round's cross-check on held-out 5 (what CredSweeper or Kingfisher caught there)
        ("ALTER USER reporting IDENTIFIED BY Summer2024x;", "Summer2024x"),
        (
            "mysql -e \"CREATE USER ro IDENTIFIED WITH caching_sha2_password BY 'Tr4nsit9x'\"",
            "Tr4nsit9x",
        ),
        (
            "s3 = boto3.client('s3', 'AKIA"
            + "Q3EGRTZ5NX7WUB2C', 'mK8vQ2xZ9pL4tR7wY1bN6cJ3hF5dG0sA2eU8iO4k')",
            "mK8vQ2xZ9pL4tR7wY1bN6cJ3hF5dG0sA2eU8iO4k",
        ),
        ("heroku config:set -a shop SIGNING_SECRET_VALUE=" + HEX64, HEX64),
        (
            "AWS_SESSION_TOKEN=FwoGZXIvYXdz" + "EJr//////////wEaDH" + "Qm7ZxL2vK9pN4tB8" * 7,
            "Qm7ZxL2vK9pN4tB8",
        ),
        (
            "deploy creds: app1.Ab3dE7fGh2Jk9aB3dE7fGh2:Qm7ZxL2vK9pN4tB8wR1y",
            "Ab3dE7fGh2Jk9aB3dE7fGh2",
        ),
        ("glc_" + "eyJvIjoiMTIzIiwibiI6/ImNpIiwiay+I6IkFiQzEyM2RFZjQ1NiJ9", "eyJvIjoiMTIzIiwibiI6"),
        ("keyring.set_password('shop-db', 'app', '" + PASSWORD + "')", PASSWORD),
    ],
)
def test_secrets_in_the_structures_of_this_round_are_found(text: str, secret: str) -> None:
    assert secret not in redacted(text)


@pytest.mark.parametrize(
    "text",
    [
        '<add key="LogLevel" value="Information" />',
        'x = {"name": "page", "value": "2"}',
        "env:\n  - name: LOG_LEVEL\n    value: info\n",
        "echo 'export PATH=$HOME/bin:$PATH' >> ~/.bashrc",
        "echo 'hello world' >> notes.txt",
        "docker pull ghcr.io/corp/web@sha256:" + HEX64,
        "npm i @scope/pkg@1.2.3",
        "print('getUserById2FactorAuthentication'.upper())",
        "the password to the db is in vault",
        "changed the password to access the db",
        "Password for the staging box is in 1Password",
        "keyring.set_password('shop-db', 'app', password)",
        "TELEGRAM_TOKEN=123456789:AA" + "x" * 33,
        "Authorization: Basic dXNlcjpwYXNzd29yZA==",
        "is_live_connection_status = True",
        "x-request-id: 3f2a9c1e-1b2c-4d5e-8f90-a1b2c3d4e5f6",
        "see my_dir1/abc/def/ghi/jkl/mno.py",
        "CREATE USER etl IDENTIFIED BY VALUES 'S:ABCDEF';",
        "ALTER USER app IDENTIFIED BY :new_password",
        "CREATE USER ops IDENTIFIED EXTERNALLY;",
        "the token we use: see the wiki page for the latest one",
        "make build RELEASE_TOKEN_NAME=ci",
        "cat gsk_abcdefgh12345678abcd/src/main.py",
        "creds file: app.config.json",
    ],
)
def test_look_alikes_of_these_structures_stay(text: str) -> None:
    assert redacted(text) == text
