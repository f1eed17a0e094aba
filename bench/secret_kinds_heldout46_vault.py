"""Held-out 46's password managers, keychains and secret stores (`bench/secret_kinds_heldout46.py`).

Their command lines and what they print: 1Password's `op read` (a bare
value), `op item get --format json` (a field's `value`), `--fields
password --reveal`, `op inject` output, `op run --no-masking`, `op signin
--raw`, a service account token and a Connect token; Bitwarden's `bw get
password`, `bw get item` JSON with `login.password` and a `totp` seed,
`bw unlock` printing `BW_SESSION`, a Secrets Manager access token and `bws
secret get`; `pass show` (first line and metadata), `pass insert -m` fed
a heredoc, `gopass show -o` and `gopass cat`; `keepassxc-cli show -s`; the
macOS `security` tool (`find-generic-password -w`, `find-internet-password
-g` printing `password:` on stderr, `add-generic-password -w`); GNOME's
`secret-tool` (`lookup`, `store` fed by `echo`); Windows' `cmdkey /add` and
SecretManagement's `Get-Secret -AsPlainText` and `Set-Secret`; Vault (`kv
get` table and JSON, `kv put`, `vault login` output, `read
database/creds`, an AppRole `secret_id`); Infisical, Doppler, `sops -d`,
an age identity, AWS Secrets Manager's `SecretString`, Google Secret
Manager's `versions access`, Azure Key Vault's `secret show`, LastPass's
`lpass show`, `rbw get`.
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import Kind, alnum, b32, b64, pick, upper32, urlsafe, uuid4
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout46_mcp import aws_secret, gh_fine, hvs, jwt46, tok

__all__ = ["VAULT_KINDS", "age_key"]


def age_key(r: random.Random) -> str:
    """An age identity (its secret key), Bech32 in capitals."""
    return "AGE-SECRET-KEY-1" + pick(r, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)


def _age_pub(r: random.Random) -> str:
    """An age recipient (a public key): `age1` and 58 letters of Bech32."""
    return "age1" + pick(r, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)


def _sops_out(r: random.Random) -> tuple[str, str]:
    v = tok(r)
    return v, (
        f"$ sops -d secrets.enc.yaml\napi:\n  key: {v}\nsops:\n  age:\n    - recipient: "
        + _age_pub(r)
    )


def _age_keys_txt(r: random.Random) -> tuple[str, str]:
    v = age_key(r)
    return v, f"# created: 2026-11-30T10:12:44Z\n# public key: {_age_pub(r)}\n{v}"


def _ops(r: random.Random) -> str:
    return "ops_eyJzaWduSW5BZGRyZXNzIjoi" + b64(r, 300).replace("/", "_").replace("+", "-")


def _bw_session(r: random.Random) -> str:
    return b64(r, 86) + "=="


def _bws(r: random.Random) -> str:
    return f"0.{uuid4(r, 'b')}.{alnum(r, 30)}:{b64(r, 22)}=="


def _totp_seed(r: random.Random) -> str:
    return upper32(r, 32)


def _op_session(r: random.Random) -> str:
    return urlsafe(r, 43)


def _gen_pw(r: random.Random) -> str:
    """A password a manager generates: long, with punctuation."""
    body = pick(r, string.ascii_letters + string.digits + "!#%*-_.", 24)
    return body[:8] + r.choice("!#%*") + r.choice(string.digits) + body[8:]


_ONEPASSWORD: tuple[Kind, ...] = (
    k(
        "op_read_bare_value",
        "output",
        '$ op read "op://Private/GitHub PAT/credential"\n{v}',
        "$ export GITHUB_TOKEN=$(op read op://dev/github/token) && echo $GITHUB_TOKEN\n{v}",
        value=gh_fine,
    ),
    k(
        "op_item_get_json_field_value",
        "output",
        '$ op item get "Prod DB" --format json\n{\n  "id": "{l26}",\n  "title": "Prod DB",\n'
        '  "category": "DATABASE",\n  "fields": [\n    {\n      "id": "password",\n      "type":'
        ' "CONCEALED",\n      "label": "password",\n      "value": "{v}"\n    }\n  ]\n}',
        value=_gen_pw,
    ),
    k(
        "op_item_get_fields_reveal",
        "output",
        "$ op item get Stripe --vault Work --fields label=secret_key --reveal\n{v}",
        value=lambda r: "rk_live_" + alnum(r, 99),
    ),
    k(
        "op_inject_output",
        "output",
        "$ op inject -i config.tpl.yml\ndatabase:\n  host: db.acme.dev\n  user: app\n  password: "
        "{v}",
        value=_gen_pw,
    ),
    k(
        "op_run_no_masking_env",
        "output",
        "$ op run --env-file=.env --no-masking -- printenv DB_PASSWORD\n{v}",
        value=_gen_pw,
    ),
    k(
        "op_signin_raw_session",
        "output",
        "$ op signin --account acme --raw\n{v}",
        "$ eval $(op signin)\n$ env | grep OP_SESSION\nOP_SESSION_acme={v}",
        value=_op_session,
    ),
    k(
        "op_service_account_token_env",
        "config",
        "export OP_SERVICE_ACCOUNT_TOKEN={v}",
        "      - name: Load secrets\n        uses: 1password/load-secrets-action@v2\n        env:"
        "\n          OP_SERVICE_ACCOUNT_TOKEN: {v}",
        value=_ops,
    ),
    k(
        "op_connect_token_env",
        "config",
        "OP_CONNECT_HOST=http://op-connect:8080\nOP_CONNECT_TOKEN={v}",
        value=jwt46,
    ),
)

_BITWARDEN: tuple[Kind, ...] = (
    k(
        "bw_get_password_bare",
        "output",
        "$ bw get password github.com\n{v}",
        value=_gen_pw,
    ),
    k(
        "bw_get_item_json_login",
        "output",
        '$ bw get item "acme vpn" | jq .login\n{\n  "uris": [{"match": null, "uri": '
        '"https://vpn.acme.dev"}],\n  "username": "ana",\n  "password": "{v}",\n  "totp": null\n}',
        value=_gen_pw,
    ),
    k(
        "bw_get_item_totp_seed",
        "output",
        '"login": {"username": "ana@acme.test", "password": null, "totp": "otpauth://totp/'
        'Acme:ana?secret={v}&issuer=Acme"}',
        value=_totp_seed,
    ),
    k(
        "bw_unlock_session_export",
        "output",
        "$ bw unlock\n? Master password: [hidden]\nYour vault is now unlocked!\n\nTo unlock your "
        "vault, set your session key to the `BW_SESSION` environment variable. ex:\n$ export "
        'BW_SESSION="{v}"',
        value=_bw_session,
    ),
    k(
        "bws_access_token_env",
        "config",
        "export BWS_ACCESS_TOKEN={v}\nbws secret list {uuid}",
        value=_bws,
    ),
    k(
        "bws_secret_get_json",
        "output",
        '$ bws secret get {uuid}\n{\n  "object": "secret",\n  "id": "{uuid}",\n  "key": '
        '"DATABASE_PASSWORD",\n  "value": "{v}",\n  "note": ""\n}',
        value=_gen_pw,
    ),
    k(
        "rbw_get_output",
        "output",
        "$ rbw get --full gitlab\n{v}\nUsername: ana\nURI: https://gitlab.acme.dev",
        value=_gen_pw,
    ),
    k(
        "lpass_show_password",
        "output",
        "$ lpass show --password 'Shared-Infra/jenkins admin'\n{v}",
        value=_gen_pw,
    ),
)

_UNIX: tuple[Kind, ...] = (
    k(
        "pass_show_multiline",
        "output",
        "$ pass show work/aws-console\n{v}\nlogin: ana@acme.test\nurl: https://acme.signin.aws."
        "amazon.com",
        value=_gen_pw,
    ),
    k(
        "pass_insert_multiline_heredoc",
        "cli",
        "pass insert -m infra/grafana <<'EOF'\n{v}\nuser: admin\nEOF",
        value=_gen_pw,
    ),
    k(
        "gopass_show_o",
        "output",
        "$ gopass show -o websites/npmjs.com/ana\n{v}",
        value=_gen_pw,
    ),
    k(
        "gopass_cat_secret",
        "output",
        "$ gopass cat infra/ssh-ca-passphrase\n{v}",
    ),
    k(
        "keepassxc_cli_show_s",
        "output",
        "$ keepassxc-cli show -s ~/vault.kdbx 'Servers/db01'\nEnter password to unlock "
        "/home/dev/vault.kdbx:\nTitle: db01\nUserName: root\nPassword: {v}\nURL: ssh://db01\n"
        "Notes: ",
        value=_gen_pw,
    ),
    k(
        "keepassxc_cli_attribute_password",
        "output",
        "$ keepassxc-cli show -s -a Password vault.kdbx GitLab\n{v}",
        value=_gen_pw,
    ),
    k(
        "secret_tool_lookup_output",
        "output",
        "$ secret-tool lookup service nextcloud user ana\n{v}",
        value=_gen_pw,
    ),
    k(
        "secret_tool_store_from_echo",
        "cli",
        "echo -n '{v}' | secret-tool store --label='restic repo' service restic repo b2:backups",
        value=_gen_pw,
    ),
)

_OS: tuple[Kind, ...] = (
    k(
        "security_find_generic_password_w",
        "output",
        "$ security find-generic-password -s 'openai' -a \"$USER\" -w\n{v}",
        value=lambda r: "sk-proj-" + urlsafe(r, 120),
    ),
    k(
        "security_find_internet_password_g",
        "output",
        '$ security find-internet-password -gs github.com\nkeychain: "/Users/ana/Library/'
        'Keychains/login.keychain-db"\nclass: "inet"\nattributes:\n    "acct"<blob>="ana-dev"\n'
        '    "srvr"<blob>="github.com"\npassword: "{v}"',
        value=gh_fine,
    ),
    k(
        "security_add_generic_password_w",
        "cli",
        "security add-generic-password -U -a ana -s anthropic-api-key -w '{v}'",
        value=lambda r: "sk-ant-api03-" + urlsafe(r, 93) + "AA",
    ),
    k(
        "cmdkey_add_pass",
        "cli",
        "cmdkey /add:fileserver01 /user:CORP\\ana /pass:{v}",
        'cmdkey /generic:"git:https://dev.azure.com" /user:ana /pass:"{v}"',
    ),
    k(
        "powershell_get_secret_plaintext",
        "output",
        "PS> Get-Secret -Name AzDoPat -Vault LocalStore -AsPlainText\n{v}",
        value=lambda r: alnum(r, 52).lower(),
    ),
    k(
        "powershell_set_secret_literal",
        "cli",
        "Set-Secret -Name OpenAIKey -Secret '{v}' -Vault LocalStore",
        value=lambda r: "sk-proj-" + urlsafe(r, 120),
    ),
)

_SERVERS: tuple[Kind, ...] = (
    k(
        "vault_kv_get_table",
        "output",
        "$ vault kv get secret/shop/db\n== Secret Path ==\nsecret/data/shop/db\n\n======= "
        "Metadata =======\nKey                Value\n---                -----\nversion            "
        "{d1}\n\n====== Data ======\nKey         Value\n---         -----\npassword    {v}\n"
        "username    shop",
        value=_gen_pw,
    ),
    k(
        "vault_kv_get_json",
        "output",
        '$ vault kv get -format=json secret/ci/npm | jq .data.data\n{\n  "token": "{v}"\n}',
        value=lambda r: "npm_" + alnum(r, 36),
    ),
    k(
        "vault_kv_put_command",
        "cli",
        "vault kv put secret/shop/stripe api_key={v} webhook_secret=whsec_{k32}",
        value=lambda r: "rk_live_" + alnum(r, 99),
    ),
    k(
        "vault_login_output_token",
        "output",
        "$ vault login -method=oidc\nSuccess! You are now authenticated.\n\nKey                  "
        "Value\n---                  -----\ntoken                {v}\ntoken_accessor       "
        "{k24}\ntoken_duration       8h",
        value=hvs,
    ),
    k(
        "vault_token_env_export",
        "config",
        "export VAULT_ADDR=https://vault.acme.dev:8200\nexport VAULT_TOKEN={v}",
        value=hvs,
    ),
    k(
        "vault_read_database_creds",
        "output",
        "$ vault read database/creds/readonly\nKey                Value\n---                "
        "-----\nlease_id           database/creds/readonly/{k24}\nlease_duration     1h\n"
        "password           {v}\nusername           v-oidc-ana-readonly-{k20}",
        value=lambda r: alnum(r, 20),
    ),
    k(
        "vault_approle_login_secret_id",
        "cli",
        "vault write auth/approle/login role_id={uuid} secret_id={v}",
        value=lambda r: uuid4(r, "b"),
    ),
    k(
        "infisical_secrets_get_table",
        "output",
        "$ infisical secrets get STRIPE_KEY --env=prod\n┌────────────┬──────────────────────┐\n"
        "│ SECRET NAME│ SECRET VALUE         │\n├────────────┼──────────────────────┤\n│ STRIPE_"
        "KEY │"
        " {v} │\n└────────────┴──────────────────────┘",
        value=tok,
    ),
    k(
        "doppler_secrets_get_plain",
        "output",
        "$ doppler secrets get DATABASE_URL --plain\npostgres://app:{v}@db.acme.dev:5432/shop",
        value=_gen_pw,
    ),
    Kind("sops_decrypt_output", "output", _sops_out),
    Kind("age_identity_keys_txt", "key", _age_keys_txt),
    k(
        "aws_secretsmanager_secret_string",
        "output",
        '$ aws secretsmanager get-secret-value --secret-id prod/shop/db\n{\n    "ARN": "arn:aws:'
        'secretsmanager:eu-west-1:{d12}:secret:prod/shop/db-{k6}",\n    "Name": "prod/shop/db",'
        '\n    "SecretString": "{\\"username\\":\\"shop\\",\\"password\\":\\"{v}\\"}"\n}',
        value=lambda r: alnum(r, 24),
    ),
    k(
        "gcloud_secrets_versions_access",
        "output",
        "$ gcloud secrets versions access latest --secret=sendgrid-key\n{v}",
        value=lambda r: "SG." + urlsafe(r, 22) + "." + urlsafe(r, 43),
    ),
    k(
        "az_keyvault_secret_show_value",
        "output",
        '$ az keyvault secret show --vault-name kv-shop --name db-pass\n{\n  "attributes": {\n'
        '    "enabled": true\n  },\n  "id": "https://kv-shop.vault.azure.net/secrets/db-pass/'
        '{h32}",\n  "name": "db-pass",\n  "value": "{v}"\n}',
        value=_gen_pw,
    ),
    k(
        "aws_ssm_get_parameter_decrypted",
        "output",
        "$ aws ssm get-parameter --name /shop/prod/jwt --with-decryption --query Parameter.Value "
        "--output text\n{v}",
        value=lambda r: b64(r, 64),
    ),
    k(
        "chamber_exec_env_printed",
        "output",
        '$ chamber export shop --format dotenv\nDB_PASSWORD="{v}"\nLOG_LEVEL="info"',
        value=_gen_pw,
    ),
    k(
        "vault_operator_init_recovery_key",
        "output",
        "Recovery Key 1: {v}\nRecovery Key 2: {k44}\n\nSuccess! Vault is initialized",
        value=lambda r: b64(r, 42) + "=",
    ),
    k(
        "aws_sts_session_secret_key",
        "output",
        '$ aws sts get-session-token --output json\n{\n    "Credentials": {\n        '
        '"AccessKeyId": "ASIA{U16}",\n        "SecretAccessKey": "{v}",\n        "SessionToken": '
        '"IQoJb3JpZ2luX2Vj{k60}"\n    }\n}',
        value=aws_secret,
    ),
    k(
        "pass_otp_uri_show",
        "output",
        "$ pass show totp/github\notpauth://totp/GitHub:ana-dev?secret={v}&issuer=GitHub",
        value=lambda r: b32(r, 32).upper(),
    ),
)

VAULT_KINDS: tuple[Kind, ...] = (*_ONEPASSWORD, *_BITWARDEN, *_UNIX, *_OS, *_SERVERS)
