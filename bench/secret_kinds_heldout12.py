"""The twelfth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27, after round 10) by a helper who never read the redactor's
code, tables or documentation, from what a user pastes into a coding agent
when something does not work: the terminal as it stood (a prompt, a command,
its answer), the dumps of an environment (`env | sort`, `docker exec … env`,
`git config --list`, Python's and Ruby's REPLs), the files under a home
directory that tools write (`~/.aws/sso/cache`, `~/.kube/config` with OIDC,
`~/.boto`, `~/.oci/config`, acme.sh's `account.conf`, certbot's DNS plugin
files, a Steam authenticator's `.maFile`), the answers of cloud CLIs (`gcloud
auth print-access-token`, `az account get-access-token`, `az storage account
keys list`, `az acr credential show`, `aws iam create-virtual-mfa-device`),
Windows and PowerShell (`net use`, `[Environment]::SetEnvironmentVariable`),
config formats of game servers, streaming servers and home networks
(Minecraft, Valheim, Counter-Strike, Factorio, Palworld, Icecast,
Liquidsoap, ddclient, DuckDNS), data as a tool prints it (MySQL's `\\G`, a
SQLite `.dump` of a settings table, a CSV of OAuth apps), HTTP requests and
the errors that echo them (Axios, Guzzle, Feign, Faraday), diff hunks and
markdown, and shapes with no prefix at all: short secrets under a name that
says so, passphrases of words, PINs, recovery codes, TOTP seeds, hex,
base64url, and values wrapped over lines.

Its second part (`bench/secret_kinds_heldout12_more.py`) is vendors no set
used, written in code of many languages and in prose of languages no set used;
its look-alikes (`bench/secret_kinds_heldout12_look.py`) are what the same
places hold that is no secret.
"""

from __future__ import annotations

import base64
import json
import random

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    b64,
    hexs,
    lower_alnum,
    samples,
    split_kind,
    upper32,
    urlsafe,
)
from bench.secret_kinds_heldout12_look import LOOK_ALIKES
from bench.secret_kinds_heldout12_more import (
    MORE_KINDS,
    azure_secret,
    jwt,
    kind12,
    oci_auth_token,
    passphrase,
    pick,
    uuid8,
)

__all__ = ["KINDS", "LOOK_ALIKES", "heldout12_samples"]


def _ya29(r: random.Random) -> str:
    return "ya29.a0AfB_by" + urlsafe(r, 150)


def _aoa(r: random.Random) -> str:
    """An AWS SSO access token as the CLI caches it."""
    return "aoaAAAAAGV" + b64(r, 180)


def _pem_b64(r: random.Random) -> str:
    """A private key's PEM, base64-encoded whole (kubeconfig's `client-key-data`)."""
    pem = (
        "-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA"
        + b64(r, 64)
        + "\n"
        + b64(r, 64)
        + "\n-----END RSA PRIVATE KEY-----\n"
    )
    return base64.b64encode(pem.encode()).decode()


def _gcs_hmac_secret(r: random.Random) -> str:
    return b64(r, 40)


def _ma_file(r: random.Random) -> tuple[str, str]:
    shared = b64(r, 27) + "="
    doc = {
        "shared_secret": shared,
        "serial_number": str(r.randrange(10**18, 10**19)),
        "revocation_code": "R" + str(r.randrange(10000, 99999)),
        "account_name": "corp_builder",
        "identity_secret": b64(r, 27) + "=",
    }
    return shared, "$ cat maFiles/76561198012345678.maFile\n" + json.dumps(doc)


def _recovery_codes(r: random.Random) -> tuple[str, str]:
    codes = [f"{hexs(r, 5)}-{hexs(r, 5)}" for _ in range(8)]
    body = "\n".join(codes)
    return codes[0], f"$ cat ~/Downloads/github-recovery-codes.txt\n{body}"


def _mysql_vertical(r: random.Random) -> tuple[str, str]:
    v = "SG." + urlsafe(r, 22) + "." + urlsafe(r, 43)
    text = (
        "mysql> SELECT * FROM integrations WHERE id = 3\\G\n"
        "*************************** 1. row ***************************\n"
        "        id: 3\n"
        "  provider: sendgrid\n"
        f"   api_key: {v}\n"
        "created_at: 2026-10-02 09:14:55\n"
        "1 row in set (0.00 sec)"
    )
    return v, text


def _oauth_csv(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 48)
    text = (
        "Name,Client ID,Client Secret,Redirect URI,Created\n"
        f'"Billing portal",{lower_alnum(r, 24)},{v},https://billing.corp/callback,2026-09-14\n'
        f'"Wiki",{lower_alnum(r, 24)},{urlsafe(r, 48)},https://wiki.corp/oauth,2026-10-01'
    )
    return v, text


def _wrapped_b64(r: random.Random) -> tuple[str, str]:
    """A base64 key wrapped at 64 columns inside a quoted env value."""
    first = b64(r, 64)
    text = f'SAML_SP_KEY="{first}\n{b64(r, 64)}\n{b64(r, 40)}=="'
    return first, text


KINDS: tuple[Kind, ...] = (
    # the terminal as it stood: prompts, commands, their answers
    kind12(
        "prompt_export_then_curl",
        "cli",
        "dev@box:~/shop$ export TYPESENSE_API_KEY={v}\n"
        "dev@box:~/shop$ curl -s localhost:8108/health\n"
        '{{"ok":true}}',
        value=lambda r: alnum(r, 32),
    ),
    kind12(
        "ps_prompt_env_assign",
        "cli",
        'PS C:\\Users\\dev\\repo> $env:QDRANT__SERVICE__API_KEY = "{v}"\n'
        "PS C:\\Users\\dev\\repo> docker compose up -d",
        value=lambda r: urlsafe(r, 43),
    ),
    kind12(
        "python_repl_client",
        "code",
        ">>> import weaviate\n>>> from weaviate.classes.init import Auth\n"
        ">>> c = weaviate.connect_to_weaviate_cloud("
        '"https://x1.c0.europe-west3.gcp.weaviate.cloud", Auth.api_key("{v}"))\n'
        ">>> c.is_ready()\nTrue",
        value=lambda r: alnum(r, 40),
    ),
    kind12(
        "irb_assign",
        "code",
        "irb(main):001:0> Typesense.configure {{ |c| c.api_key = '{v}' }}\n=> nil",
        value=lambda r: alnum(r, 32),
    ),
    kind12(
        "iex_put_env",
        "code",
        'iex(1)> System.put_env("POSTMARK_SERVER_TOKEN", "{uuid}")\n:ok\n'
        'iex(2)> System.put_env("HELLOSIGN_API_KEY", "{v}")\n:ok',
        value=lambda r: hexs(r, 64),
    ),
    kind12(
        "starship_prompt_inline_env",
        "cli",
        "❯ MEILI_MASTER_KEY='{v}' ./meilisearch --env production\n"
        "2026-11-29T02:00:00Z INFO  meilisearch: starting",
        value=lambda r: urlsafe(r, 32),
    ),
    kind12(
        "meilisearch_master_key_flag",
        "cli",
        "./meilisearch --db-path ./data.ms --master-key {v} --http-addr 0.0.0.0:7700",
        value=lambda r: hexs(r, 64),
    ),
    # environment dumps
    kind12(
        "env_sort_dump",
        "output",
        "$ env | sort\nHOME=/home/dev\nHOSTNAME=build-7\nLANG=C.UTF-8\n"
        "PANDADOC_API_KEY={v}\nPATH=/usr/local/bin:/usr/bin\nPWD=/srv/app\nSHLVL=1",
        value=lambda r: hexs(r, 40),
    ),
    kind12(
        "docker_exec_env",
        "output",
        "$ docker exec -it api env\nPATH=/usr/local/sbin:/usr/local/bin\nHOSTNAME={h8}\n"
        "NODE_ENV=production\nKEYCLOAK_CLIENT_SECRET={v}\nNODE_VERSION=20.11.1",
        value=lambda r: alnum(r, 32),
    ),
    kind12(
        "git_config_list_insteadof",
        "output",
        "$ git config --list --show-origin | grep url\n"
        "file:/home/dev/.gitconfig\turl.https://ci-bot:{v}@git.corp.dev/.insteadof=https://git.corp.dev/",
        value=lambda r: urlsafe(r, 20),
    ),
    kind12(
        "git_config_remote_x_access",
        "output",
        "$ git config -l\ncore.bare=false\n"
        "remote.origin.url=https://x-access-token:{v}@github.com/corp/infra.git\n"
        "remote.origin.fetch=+refs/heads/*:refs/remotes/origin/*",
        value=lambda r: "ghs_" + alnum(r, 36),
    ),
    # files under a home directory that tools write
    kind12(
        "aws_sso_cache_json",
        "config",
        '$ cat ~/.aws/sso/cache/{h32}.json\n{{"startUrl": "https://corp.awsapps.com/start", '
        '"region": "eu-west-1", "accessToken": "{v}", "expiresAt": "2026-11-29T10:00:00Z"}}',
        value=_aoa,
    ),
    kind12(
        "kubeconfig_client_key_data",
        "config",
        "users:\n- name: admin@prod\n  user:\n    client-certificate-data: "
        "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSUM\n"
        "    client-key-data: {v}",
        value=_pem_b64,
    ),
    kind12(
        "kubeconfig_oidc_refresh",
        "config",
        "    auth-provider:\n      name: oidc\n      config:\n        client-id: kubernetes\n"
        "        idp-issuer-url: https://sso.corp.dev/realms/ops\n"
        "        refresh-token: {v}",
        value=lambda r: jwt(r),
    ),
    kind12(
        "boto_gs_hmac",
        "config",
        "[Credentials]\ngs_access_key_id = GOOG1E{h8}{h8}\ngs_secret_access_key = {v}\n"
        "[GSUtil]\ndefault_project_id = corp-data",
        value=_gcs_hmac_secret,
    ),
    kind12(
        "oci_config_pass_phrase",
        "config",
        "[DEFAULT]\nuser=ocid1.user.oc1..aaaaaaaa{h8}\n"
        "fingerprint=3c:1a:9f:00:5e:7b:22:4d:ab:cd:ef:12:34:56:78:90\n"
        "key_file=~/.oci/oci_api_key.pem\npass_phrase={v}\nregion=eu-frankfurt-1",
    ),
    kind12(
        "acme_sh_account_conf",
        "config",
        "$ tail -3 ~/.acme.sh/account.conf\nSAVED_CF_Account_ID='{h32}'\n"
        "SAVED_CF_Token='{v}'\nUSER_PATH='/usr/local/bin:/usr/bin'",
        value=lambda r: urlsafe(r, 40),
    ),
    kind12(
        "certbot_dns_ini",
        "config",
        "# /etc/letsencrypt/digitalocean.ini\ndns_digitalocean_token = {v}",
        value=lambda r: hexs(r, 64),
    ),
    Kind("steam_mafile_shared_secret", "config", _ma_file),
    kind12(
        "wrangler_default_toml",
        "config",
        '# ~/.wrangler/config/default.toml\noauth_token = "{v}"\n'
        'expiration_time = "2026-11-29T03:12:44.120Z"',
        value=lambda r: urlsafe(r, 43) + "." + urlsafe(r, 43),
    ),
    # cloud CLIs' answers
    kind12(
        "gcloud_print_access_token",
        "output",
        "$ gcloud auth print-access-token\n{v}",
        value=_ya29,
    ),
    kind12(
        "az_get_access_token",
        "output",
        '$ az account get-access-token\n{{\n  "accessToken": "{v}",\n'
        '  "expiresOn": "2026-11-29 04:10:11.000000",\n  "subscription": "{uuid}",\n'
        '  "tenant": "{uuid}",\n  "tokenType": "Bearer"\n}}',
        value=lambda r: jwt(r),
    ),
    kind12(
        "az_storage_keys_list",
        "output",
        "$ az storage account keys list -g rg-data -n corpdatalake\n[\n  {{\n"
        '    "creationTime": "2026-03-01T10:00:00+00:00",\n    "keyName": "key1",\n'
        '    "permissions": "FULL",\n    "value": "{v}"\n  }}\n]',
        value=lambda r: b64(r, 86) + "==",
    ),
    kind12(
        "az_acr_credential_show",
        "output",
        '$ az acr credential show -n corpreg\n{{\n  "passwords": [\n    {{\n'
        '      "name": "password",\n      "value": "{v}"\n    }}\n  ],\n  "username": '
        '"corpreg"\n}}',
        value=lambda r: b64(r, 52),
    ),
    kind12(
        "aws_virtual_mfa_seed",
        "output",
        "$ aws iam create-virtual-mfa-device --virtual-mfa-device-name ci "
        "--outfile /dev/stdout --bootstrap-method Base32StringSeed\n{v}",
        value=lambda r: upper32(r, 64),
    ),
    # Windows
    kind12(
        "net_use_drive",
        "cli",
        "C:\\> net use Z: \\\\files01\\finance {v} /user:CORP\\svc-backup /persistent:yes",
    ),
    kind12(
        "ps_set_environment_variable",
        "code",
        "[System.Environment]::SetEnvironmentVariable('AUTH0_CLIENT_SECRET', '{v}', 'User')",
        value=lambda r: urlsafe(r, 64),
    ),
    kind12(
        "appsettings_azuread_secret",
        "config",
        '"AzureAd": {{\n  "Instance": "https://login.microsoftonline.com/",\n'
        '  "TenantId": "{uuid}",\n  "ClientId": "{uuid}",\n  "ClientSecret": "{v}"\n}}',
        value=azure_secret,
    ),
    # game servers, streaming servers, home networks
    kind12(
        "minecraft_server_properties",
        "config",
        "enable-rcon=true\nrcon.port=25575\nrcon.password={v}\nmotd=Corp LAN",
        value=lambda r: alnum(r, 12),
    ),
    kind12("mcrcon_p", "cli", "mcrcon -H 10.0.0.5 -P 25575 -p {v} 'whitelist add sam'"),
    kind12(
        "valheim_password_arg",
        "cli",
        './valheim_server.x86_64 -name "Corp Vikings" -port 2456 -world "Midgard" '
        '-password "{v}" -public 0',
        value=lambda r: alnum(r, 9),
    ),
    kind12(
        "cs2_server_cfg",
        "config",
        '// server.cfg\nhostname "corp scrims"\nrcon_password "{v}"\nsv_password ""',
    ),
    kind12(
        "factorio_server_settings",
        "config",
        '{{\n  "name": "corp",\n  "username": "corp_ops",\n  "token": "{v}",\n'
        '  "game_password": "",\n  "require_user_verification": true\n}}',
        value=lambda r: hexs(r, 30),
    ),
    kind12(
        "palworld_settings_ini",
        "config",
        "[/Script/Pal.PalGameWorldSettings]\n"
        'OptionSettings=(Difficulty=None,ServerName="Corp",AdminPassword="{v}",'
        'ServerPassword="",PublicPort=8211)',
    ),
    kind12(
        "icecast_xml_source",
        "config",
        "<authentication>\n    <source-password>{v}</source-password>\n"
        "    <relay-password>hackme</relay-password>\n</authentication>",
    ),
    kind12(
        "liquidsoap_output_icecast",
        "code",
        'output.icecast(%mp3, host="radio.corp", port=8000, password="{v}", mount="live", radio)',
    ),
    kind12(
        "ddclient_conf",
        "config",
        "protocol=cloudflare\nzone=corp.dev\nlogin=token\npassword={v}\nhome.corp.dev",
        value=lambda r: urlsafe(r, 40),
    ),
    kind12(
        "duckdns_update_url",
        "form",
        'echo url="https://www.duckdns.org/update?domains=corplab&token={v}&ip=" | curl -k '
        "-o ~/duckdns/duck.log -K -",
        value=uuid8,
    ),
    # data as a tool prints it
    Kind("mysql_vertical_row", "output", _mysql_vertical),
    kind12(
        "sqlite_dump_settings_row",
        "output",
        "sqlite> .dump settings\nCREATE TABLE settings(k TEXT PRIMARY KEY, v TEXT);\n"
        "INSERT INTO settings VALUES('site_name','Corp Docs');\n"
        "INSERT INTO settings VALUES('openai_key','{v}');",
        value=lambda r: "sk-proj-" + urlsafe(r, 64),
    ),
    kind12(
        "sql_json_config_update",
        "code",
        'UPDATE integrations SET config = \'{{"region": "eu", "api_secret": "{v}"}}\' '
        "WHERE name = 'sinch';",
        value=lambda r: alnum(r, 26),
    ),
    Kind("oauth_apps_csv", "form", _oauth_csv),
    # HTTP requests and the errors that echo them
    kind12(
        "http_token_token_scheme",
        "header",
        "GET /api/v2/tickets.json HTTP/1.1\nHost: corp.example.com\n"
        'Authorization: Token token="{v}", email="ops@corp.dev"\nAccept: application/json',
        value=lambda r: alnum(r, 24),
    ),
    kind12(
        "http_sso_key_scheme",
        "header",
        "curl -s https://api.godaddy.com/v1/domains/corp.dev/records "
        '-H "Authorization: sso-key {h8}{h8}_{h8}:{v}"',
        value=lambda r: alnum(r, 22),
    ),
    kind12(
        "http_mediabrowser_scheme",
        "header",
        'Authorization: MediaBrowser Client="Jellyfin Web", Device="Firefox", '
        'DeviceId="{h32}", Version="10.9.7", Token="{v}"',
        value=lambda r: hexs(r, 32),
    ),
    kind12(
        "http_oauth_yandex",
        "header",
        "GET /v1/disk/resources?path=app:/ HTTP/1.1\nHost: cloud-api.yandex.net\n"
        "Authorization: OAuth {v}",
        value=lambda r: "y0_AgAAAAB" + urlsafe(r, 48),
    ),
    kind12(
        "axios_error_headers",
        "output",
        "AxiosError: Request failed with status code 403\n    at settle "
        "(node_modules/axios/lib/core/settle.js:19:12)\n"
        "  config: {{\n    headers: Object [AxiosHeaders] {{\n      Accept: 'application/json',\n"
        "      'x-portkey-api-key': '{v}',\n      'User-Agent': 'axios/1.7.2'\n    }},",
        value=lambda r: b64(r, 32),
    ),
    kind12(
        "guzzle_client_exception",
        "output",
        "PHP Fatal error:  Uncaught GuzzleHttp\\Exception\\ClientException: Client error: "
        "`GET https://api.tomtom.com/search/2/geocode/berlin.json?key={v}&limit=1` "
        "resulted in a `403 Forbidden` response",
        value=lambda r: alnum(r, 32),
    ),
    kind12(
        "feign_exception_url",
        "output",
        "feign.FeignException$Unauthorized: [401 Unauthorized] during [GET] to "
        "[https://api.geoapify.com/v1/geocode/search?text=Berlin&apiKey={v}] "
        '[GeoClient#search(String)]: [{{"statusCode":401}}]',
        value=lambda r: hexs(r, 32),
    ),
    kind12(
        "faraday_error_inspect",
        "output",
        "Faraday::UnauthorizedError: the server responded with status 401\n"
        '  request: {{:method=>:get, :url=>"https://api.pandadoc.com/public/v1/documents", '
        ':headers=>{{"Authorization"=>"API-Key {v}", "User-Agent"=>"Faraday v2.9.0"}}}}',
        value=lambda r: hexs(r, 40),
    ),
    # diffs and markdown
    kind12(
        "diff_appsettings_secret",
        "form",
        "diff --git a/src/Api/appsettings.Production.json b/src/Api/appsettings.Production.json\n"
        '@@ -12,7 +12,7 @@\n   "Okta": {{\n     "ClientId": "0oa{h8}{h8}",\n'
        '-    "ClientSecret": "",\n+    "ClientSecret": "{v}",\n     "Authority": '
        '"https://corp.okta.com"',
        value=lambda r: urlsafe(r, 40),
    ),
    kind12(
        "diff_properties_removed",
        "form",
        "--- a/src/main/resources/application-prod.properties\n"
        "+++ b/src/main/resources/application-prod.properties\n@@ -3,3 +3,3 @@\n"
        " here.access.key.id={h8}\n-here.access.key.secret={v}\n"
        "+here.access.key.secret=${{HERE_SECRET}}",
        value=lambda r: urlsafe(r, 86),
    ),
    kind12(
        "rails_credentials_show",
        "output",
        "$ bin/rails credentials:show --environment production\n"
        "secret_key_base: {v}\nactive_record_encryption:\n  primary_key: {h32}",
        value=lambda r: hexs(r, 128),
    ),
    kind12(
        "md_table_code_spans",
        "form",
        "| Env | Variable | Value |\n|---|---|---|\n| staging | `STATSIG_SERVER_SECRET` | `{v}` |\n"
        "| staging | `STATSIG_CLIENT_KEY` | `client-{h8}` |",
        value=lambda r: "secret-" + alnum(r, 43),
    ),
    # shapes with no prefix: short, words, PINs, codes, seeds, wrapped
    kind12(
        "short_admin_pass_env",
        "config",
        "ADMIN_USER=ops\nADMIN_PASS={v}\nADMIN_EMAIL=ops@corp.dev",
        value=lambda r: alnum(r, 9),
    ),
    kind12(
        "passphrase_words_keystore",
        "config",
        "storeFile=release.jks\nstorePassword='{v}'\nkeyAlias=upload",
        value=lambda r: passphrase(r, 4, " "),
    ),
    kind12(
        "passphrase_words_dashed",
        "prose",
        "the vault unlock phrase is {v} — please store it somewhere safe",
        value=lambda r: passphrase(r, 5, "-"),
    ),
    kind12(
        "ykman_new_pin",
        "cli",
        "ykman piv access change-pin --pin 123456 --new-pin {v}",
        value=lambda r: str(r.randrange(10_000_000, 99_999_999)),
    ),
    kind12(
        "ykman_management_key",
        "cli",
        "ykman piv access change-management-key --management-key "
        "010203040506070801020304050607080102030405060708 "
        "--new-management-key {v} --protect",
        value=lambda r: hexs(r, 48),
    ),
    Kind("github_recovery_codes", "output", _recovery_codes),
    kind12(
        "totp_seed_spaced",
        "prose",
        "the 2FA setup page could not show the QR, it says: enter this key manually {v}",
        value=lambda r: " ".join(pick(r, "abcdefghijklmnopqrstuvwxyz234567", 4) for _ in range(8)),
    ),
    kind12(
        "bare_b64url_after_label",
        "output",
        "Creating API key... done\n\nName:    ci-deploy\nScopes:  write:artifacts\nKey:     {v}\n\n"
        "This is the only time the key will be shown.",
        value=lambda r: urlsafe(r, 43),
    ),
    kind12(
        "oci_auth_token_docker",
        "cli",
        "docker login fra.ocir.io -u 'frxyz12/oracleidentitycloudservice/ops@corp.dev' -p '{v}'",
        value=oci_auth_token,
    ),
    Kind("env_wrapped_b64_key", "form", _wrapped_b64),
    split_kind(
        "split_key_two_vars",
        'HERE_KEY_PART1="{a}"\nHERE_KEY_PART2="{b}"\nexport '
        'HERE_API_KEY="$HERE_KEY_PART1$HERE_KEY_PART2"',
        lambda r: urlsafe(r, 22),
    ),
    kind12(
        "escaped_quotes_json_in_shell",
        "cli",
        'curl -X POST https://api.flagsmith.com/api/v1/flags/ -d "{{\\"environment_key\\": '
        '\\"{v}\\"}}"',
        value=lambda r: "ser." + alnum(r, 22),
    ),
    kind12(
        "pw_value_with_spaces_quoted",
        "config",
        '[smtp]\nhost = "smtp.corp.dev"\nuser = "alerts"\npassword = "{v}"',
        value=lambda r: passphrase(r, 3, " ") + " " + str(r.randrange(10, 99)),
    ),
    *MORE_KINDS,
)


def heldout12_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the twelfth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout12", SESSION_PLACES8)
