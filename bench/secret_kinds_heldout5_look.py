"""The look-alikes of held-out 5 (`bench/secret_kinds_heldout5.py`): no secret in any of them.

The public halves of the encodings the set's keys use (`xpub`, `npub`,
Bitcoin addresses, with valid checksums), transaction and block hashes,
digests, UUIDs in paths, commit ids, base64 of non-secrets, placeholders,
test fixtures, and chat that names a secret without giving it.
"""

from __future__ import annotations

import random

from bench.secret_kinds import (
    B58,
    LookAlike,
    alnum,
    b64,
    b64_of,
    hexs,
    lower_alnum,
    uuid4,
)
from bench.secret_kinds_heldout5 import BECH32, b58check, bech32, extended_key

__all__ = ["LOOK_ALIKES"]

_NIX32 = "0123456789abcdfghijklmnpqrsvwxyz"
_VARIANT = "9"  # the UUID variant digit of held-out 5, as its kinds write it
_XPUB = bytes.fromhex("0488B21E")  # the version bytes of a mainnet extended public key


def _look_alikes() -> tuple[LookAlike, ...]:
    r = random.Random("kenning-wide-look-alikes-heldout5")
    items: list[tuple[str, str]] = []
    for _ in range(3):
        tx = "0x" + hexs(r, 64)
        items += [
            ("tx_hash", f"tx hash: {tx}"),
            ("tx_url", f"https://etherscan.io/tx/{tx}"),
            ("block_hash", f'"blockHash": "0x{hexs(r, 64)}", "blockNumber": "0x{hexs(r, 6)}"'),
            ("eth_address", f"send 0.1 ETH to 0x{hexs(r, 40)}"),
            ("xpub", extended_key(r, _XPUB, False)),
            (
                "xpub_watch",
                f"watch-only wallet: {extended_key(r, _XPUB, False)}",
            ),
            ("npub", f"follow me on nostr: {bech32('npub', r.randbytes(32))}"),
            ("btc_address", f"pay to {bech32('bc', r.randbytes(20), witness=0)}"),
            ("btc_legacy_address", f"address {b58check(bytes([0]) + r.randbytes(20))}"),
            ("ipfs_cid", f"ipfs://Qm{''.join(r.choice(B58) for _ in range(44))}"),
            ("solana_pubkey", f"program id {''.join(r.choice(B58) for _ in range(44))}"),
            (
                "nix_store",
                f"/nix/store/{''.join(r.choice(_NIX32) for _ in range(32))}-python3-3.11.9",
            ),
            ("git_lfs", f"oid sha256:{hexs(r, 64)}\nsize {r.randrange(10**6)}"),
            ("uuid_path", f"GET /api/v2/orders/{uuid4(r, _VARIANT)}/items HTTP/1.1"),
            ("uuid_s3", f"s3://corp-uploads/{uuid4(r, _VARIANT)}/avatar.png"),
            ("commit_range", f"git diff {hexs(r, 40)}..{hexs(r, 40)} -- src/"),
            ("git_merge", f"Merge: {hexs(r, 7)} {hexs(r, 7)}"),
            ("sha1_fingerprint", f"SHA1: {':'.join(hexs(r, 2).upper() for _ in range(20))}"),
            ("ssh_fingerprint", f"ED25519 key fingerprint is SHA256:{b64(r, 43)}."),
            ("b64_yaml", b64_of(f"replicas: {r.randrange(9)}\nimage: web:{r.randrange(99)}\n")),
            ("b64_png_header", f"iVBORw0KGgoAAAANSUhEUgAA{b64(r, 40)}"),
            ("yarn_checksum", f"  checksum: {hexs(r, 128)}"),
            (
                "docker_image_id",
                f"Successfully built {hexs(r, 12)}\nwriting image sha256:{hexs(r, 64)}",
            ),
            ("sentry_event", f"Event ID: {hexs(r, 32)}"),
            ("aws_request_id", f"RequestId: {uuid4(r, _VARIANT)}"),
            ("tf_lineage", f'"lineage": "{uuid4(r, "9")}",\n  "serial": {r.randrange(300)}'),
            ("pytest_seed", f"Using --randomly-seed={r.randrange(10**9, 4 * 10**9)}"),
            ("stripe_pk", f"publishable key for the test mode: pk_test_{alnum(r, 24)}"),
            (
                "google_client_id",
                f"{r.randrange(10**11, 10**12)}-{lower_alnum(r, 32)}.apps.googleusercontent.com",
            ),
            ("wg_public", f"[Peer]\nPublicKey = {b64(r, 43)}=\nAllowedIPs = 10.0.0.2/32"),
            (
                "age_recipient",
                f"age -r age1{''.join(r.choice(BECH32) for _ in range(58))} -o s.age s.txt",
            ),
            ("jwt_header_only", "alg header: eyJhbGciOiJFUzI1NiIsImtpZCI6IjEifQ"),
            ("build_hash", f"webpack compiled, hash {hexs(r, 20)}"),
        ]
    items += [
        ("words", "seed the database with the fixtures in tests/data before you run it"),
        ("words", "random seed: 42, epochs: 10, learning rate: 3e-4"),
        ("words", "recovery phrase is written on paper in the office safe"),
        ("words", "mnemonic: see the hardware wallet, never type it here"),
        ("words", "abandon the branch and start again from main, the rebase is too messy"),
        ("prose", "the password is stored in Vault under kv/shop/db"),
        ("prose", "the password is required"),
        ("prose", "pw: see 1Password"),
        ("prose", "password: ********"),
        ("prose", "the password must be at least 12 characters long"),
        ("prose", "I reset the admin password to the default, see the runbook"),
        ("prose", "the key is to retry with backoff"),
        ("prose", "the token is expired, run gh auth login again"),
        ("prose", "private key: see ~/.ssh/id_ed25519"),
        ("prose", "salasana on vanhentunut"),
        ("prose", "passordet er feil"),
        ("prose", "das Passwort ist abgelaufen"),
        ("prose", "la contraseña es incorrecta"),
        ("prose", "sign in with bob / your SSO password"),
        ("prose", "wifi password: ask the front desk"),
        ("placeholder", 'password = "changeme"'),
        ("placeholder", "DB_PASSWORD=${DB_PASSWORD:?set it}"),
        ("placeholder", 'password: "{{ vault_db_password }}"'),
        ("placeholder", "API_SECRET=<your-secret-here>"),
        ("placeholder", "ETH_PRIVATE_KEY=0xYOUR_PRIVATE_KEY"),
        ("placeholder", 'MNEMONIC="test test test test test test test test test test test junk"'),
        ("placeholder", "Authorization: Bearer <token>"),
        ("placeholder", 'secret_key = "REDACTED"'),
        ("placeholder", "xprv..."),
        ("fixture", 'assert hash_password("") == ""'),
        ("fixture", "def test_login_rejects_empty_password(client):"),
        ("fixture", "with pytest.raises(ValueError, match='password'):"),
        ("code", "password = getpass.getpass('DB password: ')"),
        ("code", "token = os.environ['GH_TOKEN']"),
        ("code", "wallet = ethers.Wallet.createRandom()"),
        ("code", "const key = await crypto.subtle.generateKey(alg, true, ['sign'])"),
        ("code", "with pysftp.Connection(host, username=user, password=password) as s:"),
        ("code", 'cfg := mysql.Config{User: user, Passwd: os.Getenv("DB_PASS")}'),
        ("command", "bw unlock --passwordenv BW_PASSWORD"),
        ("command", "vault operator unseal"),
        ("command", "gh secret set DB_PASSWORD < pw.txt"),
        ("command", "doctl auth init --context ci"),
        ("command", "forge script Deploy.s.sol --rpc-url $RPC --account deployer --broadcast"),
        ("command", "cast wallet new-mnemonic --words 12"),
        ("command", "kinit -kt /etc/krb5.keytab svc@CORP.COM"),
        ("command", "sudo -S true < /dev/null"),
        ("command", "solana-keygen new --outfile ~/.config/solana/id.json --no-bip39-passphrase"),
        ("command", "curl https://api.telegram.org/bot$TELEGRAM_TOKEN/getMe"),
        ("config", '<user username="deployer" password="${TOMCAT_PW}" roles="manager-script"/>'),
        ("config", '<add key="LogLevel" value="Information" />'),
        ("config", "name,url,username,password\n"),
        ("config", "| env | user | password |\n|---|---|---|\n| prod | app | (in vault) |"),
        ("config", "INSERT INTO users (email, password) VALUES ($1, $2);"),
        ("config", "accounts: [process.env.DEPLOYER_KEY]"),
        ("url", "https://mainnet.infura.io/v3/${INFURA_PROJECT_ID}"),
        ("url", "https://www.googleapis.com/customsearch/v1?q=kenning"),
        ("url", "otpauth://totp/Corp:bob@corp.com?issuer=Corp"),
    ]
    return tuple(LookAlike(kind, text) for kind, text in items)


LOOK_ALIKES: tuple[LookAlike, ...] = _look_alikes()
