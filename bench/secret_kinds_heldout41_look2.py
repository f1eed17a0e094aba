"""Held-out 41's fixed look-alikes (`bench/secret_kinds_heldout41_look.py`): no secret in any.

Constants code is full of: hash functions' initial values and round
constants (SHA-256, SHA-1, MD5), CRC polynomials, FNV, MurmurHash, xxHash
and SipHash constants, the golden ratio, encoding alphabets, well-known
event topics and interface ids. Placeholders, example values and redacted
or masked values in this set's shapes (a Rust raw string, a PHP nowdoc, a
COBOL `VALUE`, a PowerShell `-AsPlainText` of a placeholder, a diff of an
`.env.example`, a notebook's JSON, a Jest mock), values read from the
environment or a secret store by name in many languages, obviously fake
fixtures, and people in this set's languages pointing at a line that holds
no secret.

Test vectors published in standards are look-alikes here, and this is the
decision the set makes: RFC 4231's HMAC keys, FIPS-197's and SP 800-38A's
AES keys, RFC 8032's first Ed25519 test key, RFC 7515's HMAC example key,
BIP-32's first test seed and the default first account of the Hardhat and
Anvil local chains are printed in standards and in every crypto library's
tests; they open nothing anyone guards, and a redactor that hides them
breaks the test files a person is editing. Ciphertext kept at rest on
purpose (SOPS's `ENC[…]` values, Ansible Vault) is a look-alike too, as in
held-out 40: it is written to be committed, and only the key that opens it
(never in the text) must not be stored.
"""

from __future__ import annotations

import random

from bench.secret_kinds import hexs
from bench.secret_kinds_heldout40_look2 import _sops

__all__ = ["FIXED"]

_r = random.Random("kenning-wide-heldout41-fixed")


def _vault() -> str:
    body = hexs(_r, 640)
    lines = [body[i : i + 80] for i in range(0, len(body), 80)]
    return "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + "\n  ".join(lines)


_CONSTANTS: list[tuple[str, str]] = [
    (
        "sha256_initial_values",
        "static const uint32_t H0[8] = {\n  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,\n"
        "  0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19\n};",
    ),
    (
        "sha256_round_constants",
        "K = [0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,\n"
        "     0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3]",
    ),
    (
        "sha1_initial_values",
        "h0, h1, h2, h3, h4 = 0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0",
    ),
    ("md5_t_constants", "const T: [u32; 4] = [0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee];"),
    ("crc32_polynomial", "#define CRC32_POLY 0xEDB88320u\n#define CRC32C_POLY 0x82F63B78u"),
    (
        "crc32_table_head",
        "static const uint32_t crc_table[256] = {\n"
        "  0x00000000, 0x77073096, 0xee0e612c, 0x990951ba,\n"
        "  0x076dc419, 0x706af48f, 0xe963a535, 0x9e6495a3,",
    ),
    (
        "fnv_constants",
        "const FNV_OFFSET_BASIS: u64 = 0xcbf29ce484222325;\nconst FNV_PRIME: u64 = 0x100000001b3;",
    ),
    ("murmur_constants", "const uint64_t m = 0xc6a4a7935bd1e995ULL;\nconst int r = 47;"),
    (
        "xxhash_primes",
        "PRIME64_1 = 0x9E3779B185EBCA87\nPRIME64_2 = 0xC2B2AE3D27D4EB4F\n"
        "PRIME64_3 = 0x165667B19E3779F9",
    ),
    (
        "siphash_init",
        "v0 = 0x736f6d6570736575 ^ k0\nv1 = 0x646f72616e646f6d ^ k1\n"
        "v2 = 0x6c7967656e657261 ^ k0\nv3 = 0x7465646279746573 ^ k1",
    ),
    ("golden_ratio_const", "const GOLDEN_GAMMA: u64 = 0x9E3779B97F4A7C15; // splitmix64"),
    (
        "base64_alphabet",
        'ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"',
    ),
    (
        "base58_alphabet",
        "const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';",
    ),
    ("zbase32_alphabet", 'const zbase32 = "ybndrfg8ejkmcpqxot1uwisza345h769"'),
    (
        "erc20_transfer_topic",
        "bytes32 constant TRANSFER_TOPIC =\n"
        "    0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef;",
    ),
    ("erc721_interface_id", "bytes4 private constant _INTERFACE_ID_ERC721 = 0x80ac58cd;"),
    ("solidity_role_hash", 'bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");'),
    (
        "empty_sha256",
        'EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"',
    ),
    ("empty_md5", "if digest == 'd41d8cd98f00b204e9800998ecf8427e':  # md5 of b''"),
    ("git_empty_tree", "EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904'"),
    ("com_excel_clsid", 'Attribute VB_Base = "0{00020820-0000-0000-C000-000000000046}"'),
    ("ole_iunknown_iid", "// IID_IUnknown {00000000-0000-0000-C000-000000000046}"),
    (
        "admob_test_app_id",
        '<meta-data android:name="com.google.android.gms.ads.APPLICATION_ID"\n'
        '    android:value="ca-app-pub-3940256099942544~3347511713"/>',
    ),
    ("ieee754_magic", "i = 0x5f3759df - (i >> 1);  // fast inverse square root"),
]

_VECTORS: list[tuple[str, str]] = [
    (
        "rfc4231_hmac_case1",
        "# RFC 4231 test case 1\nkey = bytes.fromhex('0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b')\n"
        "data = b'Hi There'",
    ),
    ("rfc4231_hmac_case2", 'hmac.new(b"Jefe", b"what do ya want for nothing?", hashlib.sha256)'),
    ("fips197_aes_key", 'let key = hex!("000102030405060708090a0b0c0d0e0f"); // FIPS-197 C.1'),
    ("sp80038a_aes_key", 'KEY = "2b7e151628aed2a6abf7158809cf4f3c"  # NIST SP 800-38A F.1.1'),
    (
        "rfc8032_test1",
        "// RFC 8032 section 7.1, TEST 1\nconst SECRET_KEY: &str =\n"
        '    "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60";',
    ),
    (
        "rfc7515_hmac_example",
        '// the HMAC key of RFC 7515 appendix A.1\n{"kty":"oct",\n'
        ' "k":"AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-'
        'EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow"}',
    ),
    (
        "bip32_test_seed",
        'seed = bytes.fromhex("000102030405060708090a0b0c0d0e0f")  # BIP-32 test vector 1',
    ),
    (
        "hardhat_default_account",
        "// Hardhat/Anvil account #0, known to everyone: never send real funds\n"
        "const LOCAL_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';",
    ),
    ("rfc6238_seed", 'totp = pyotp.TOTP("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ")  # RFC 6238 test seed'),
    (
        "aws_doc_example",
        'aws_access_key_id = "AKIAIOSFODNN7EXAMPLE"\n'
        'aws_secret_access_key = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"',
    ),
    (
        "jwt_io_example",
        "const token = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6Ik"
        "pvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';"
        " // jwt.io",
    ),
]

_PLACEHOLDERS: list[tuple[str, str]] = [
    ("rust_raw_placeholder", 'const API_TOKEN: &str = r#"<your-token-here>"#;'),
    ("csharp_verbatim_empty", 'private const string ConnectionPassword = @"";'),
    ("php_nowdoc_placeholder", "$apiKey = <<<'KEY'\nREPLACE_WITH_YOUR_KEY\nKEY;"),
    ("ruby_heredoc_env", "TOKEN = <<~T.strip\n  #{ENV.fetch('TOKEN')}\nT"),
    ("cobol_value_spaces", "       01 WS-DB-PASSWORD     PIC X(20) VALUE SPACES."),
    ("powershell_read_host", '$pw = Read-Host "Password" -AsSecureString'),
    ("powershell_placeholder", '$pw = ConvertTo-SecureString "<password>" -AsPlainText -Force'),
    ("lua_long_bracket_env", 'local api_key = os.getenv("API_KEY") or [[]]'),
    ("elixir_system_env", 'config :my_app, api_key: System.fetch_env!("API_KEY")'),
    ("erlang_os_getenv", 'Token = os:getenv("API_TOKEN"),'),
    ("clojure_env", '(def api-key (System/getenv "API_KEY"))'),
    ("haskell_lookup_env", 'token <- lookupEnv "API_TOKEN"'),
    ("java_getenv", 'String secret = System.getenv("CLIENT_SECRET");'),
    ("csharp_configuration", 'var key = builder.Configuration["Stripe:SecretKey"];'),
    ("deno_env_get", 'const key = Deno.env.get("OPENAI_API_KEY");'),
    ("laravel_config", "'secret' => env('STRIPE_SECRET'),"),
    ("rails_credentials", "Rails.application.credentials.dig(:aws, :secret_access_key)"),
    ("gha_secret_ref", "        env:\n          NPM_TOKEN: ${{ secrets.NPM_TOKEN }}"),
    ("helm_template_ref", "  password: {{ .Values.redis.password | b64enc | quote }}"),
    (
        "terraform_var_ref",
        "  password = var.db_password\n"
        "  secret   = data.aws_secretsmanager_secret_version.db.secret_string",
    ),
    ("onepassword_ref", 'export DB_PASSWORD="op://Engineering/Postgres/password"'),
    ("vault_path_ref", "password: vault:secret/data/app#db_password"),
    (
        "nix_secret_file",
        'services.grafana.settings.security.admin_password = "$__file{/run/secrets/grafana}";',
    ),
    ("python_percent_placeholder", 'DB_URL = "postgresql://app:%(password)s@db/app"'),
    (
        "env_example_diff",
        "diff --git a/.env.example b/.env.example\n@@ -1 +1,2 @@\n API_KEY=\n"
        "+SLACK_BOT_TOKEN=xoxb-your-token",
    ),
    (
        "fake_fixture_test_token",
        '@pytest.fixture\ndef client():\n    return Client(token="test-token")',
    ),
    ("jest_dummy_key", "process.env.OPENAI_API_KEY = 'dummy';"),
    ("changeme_password", 'DB_PASSWORD = "changeme"  # set in prod via vault'),
    ("xxx_placeholder", "const apiKey = 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx';"),
    ("angle_placeholder", 'headers = {"Authorization": "Bearer <YOUR_API_KEY>"}'),
    ("redacted_literal", 'api_key = "[REDACTED]"'),
    ("stars_masked", "password: '********'"),
    ("masked_middle", "Using key sk-proj-…3f9A (from keychain)"),
    ("docstring_placeholder", '"""Example:\n    >>> connect(token="YOUR_TOKEN")\n"""'),
    ("mock_returns_fake", 'when(vault.read("db/creds")).thenReturn("fake-password");'),
    ("sequential_fake", 'TEST_KEY = "0123456789abcdef0123456789abcdef"'),
    ("all_zero_key", "let key = [0u8; 32]; // all-zero key for the unit test"),
    ("deadbeef_key", "uint8_t key[16] = {0xde, 0xad, 0xbe, 0xef, 0xde, 0xad, 0xbe, 0xef};"),
    (
        "git_crypt_binary_note",
        "$ git diff config/prod.env\nBinary files a/config/prod.env and b/config/prod.env differ",
    ),
    (
        "stack_frame_no_secret",
        'File "app/sync.py", line 42, in push\n    resp = session.post(url, headers=hdrs)\n'
        "    hdrs = {'Authorization': '[FILTERED]'}",
    ),
    (
        "notebook_cell_env",
        '"source": [\n  "import os\\n",\n  "key = os.environ[\\"OPENAI_API_KEY\\"]\\n"\n]',
    ),
    (
        "linter_report_env",
        'app/settings.py:31:1: S105 Possible hardcoded password assigned to: "DB_PASS"\n'
        '31 | DB_PASS = os.environ["DB_PASS"]',
    ),
]

_AT_REST: list[tuple[str, str]] = [
    ("sops_value", _sops("api_key", 32)),
    ("sops_value_two", _sops("db_password", 18)),
    ("ansible_vault_blob", _vault()),
]

_CHAT: list[tuple[str, str]] = [
    ("chat_fj_no_value", "E tiko ena laini 12 ni config.py na kii ni API, au sa veisautaka oti"),
    ("chat_ty_commit", "Ua taui au i te tāpa'o i roto i te commit 3f9a2c1, a hi'o"),
    ("chat_sc_env", "Sa crae immoe est in os.environ, no in su codighe"),
    ("chat_vec_fake", "El fixture dei test el dopara 'test-token', no xe na password vera"),
    ("chat_wa_rotated", "L' clé del constante API_KEY a stî candjeye ayir"),
    ("chat_hsb_vault", "Hesło je nětko we vault, nic wjace w kodźe"),
    ("chat_ts_removed", "Ndzi susile xihluvo eka layini ya 41, sweswi xi le ka vault"),
    ("chat_ki_mock", "Mock ya test ĩkoragwo na 'dummy' tu, ndũrĩ na token ya ma"),
    ("chat_tet_removed", "Ha'u hasai ona xave API husi heredoc, agora iha .env"),
    ("chat_gom_env", "की आतां environment variable OPENAI_API_KEY ांत आसा, कोडांत ना"),
    ("chat_ks_rotated", "یہ API کی بدلنہٕ آیہِ، کمٹ a41c9e2 وچھِو"),
    ("chat_zgh_vault", "ⴰⵙⴰⵔⵓ ⵏ API ⵉⵍⵍⴰ ⴳ vault"),
    (
        "chat_en_hash",
        "the blob id in that diff header is 9fceb02d0ae598e95dc970b74767f19372d61af8 fwiw",
    ),
    (
        "chat_en_rfc_vector",
        "that hex in test_hmac.py is just RFC 4231 case 1, 0x0b repeated, not a real key",
    ),
]

FIXED: list[tuple[str, str]] = [*_CONSTANTS, *_VECTORS, *_PLACEHOLDERS, *_AT_REST, *_CHAT]
