"""The third part of held-out 14's kinds (`bench/secret_kinds_heldout14.py`): more vendors.

Email and SMS (SparkPost, Mailtrap, SES over swaks, ZeptoMail, MSG91,
Gupshup, Termii, Clickatell, 46elks, SignalWire), crypto exchanges (Binance,
Kraken, Bybit, OKX, Upbit, Deribit, Gate, Luno) and internal tools (n8n,
Hasura, Directus, Appwrite, PocketBase, Teleport, Portainer, Guacamole,
NetBox, AWX, Rundeck, Backstage, Temporal, Redash, Windmill, Zulip, Outline,
NocoDB, Harbor, Forgejo), and a block of two-factor recovery codes.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, digits, hexs, lower_alnum, urlsafe
from bench.secret_kinds_heldout12_more import jwt
from bench.secret_kinds_heldout14_more import kind14, recovery_code

__all__ = ["TOOL_KINDS"]


def _kraken(r: random.Random) -> tuple[str, str]:
    key, secret = b64(r, 56), b64(r, 86) + "=="
    return (
        secret,
        f"$ cat ~/.config/kraken.key\n{key}\n{secret}\n$ python bot.py --keyfile ~/.config/"
        f"kraken.key",
    )


_MESSAGING: tuple[Kind, ...] = (
    kind14(
        "sparkpost_positional",
        "code",
        "from sparkpost import SparkPost\nsp = SparkPost('{v}')\n"
        "sp.transmissions.send(recipients=['ops@corp.dev'], template='weekly')",
        value=lambda r: hexs(r, 40),
    ),
    kind14(
        "mailtrap_api_token_header",
        "header",
        "curl https://send.api.mailtrap.io/api/send -H 'Api-Token: {v}' "
        "-H 'Content-Type: application/json' --data @mail.json",
        value=lambda r: hexs(r, 32),
    ),
    kind14(
        "ses_swaks_auth_password",
        "cli",
        "swaks --to ops@corp.dev --from noreply@corp.dev --server "
        "email-smtp.eu-west-1.amazonaws.com:587 -tls --auth-user {aws} --auth-password '{v}'",
        value=lambda r: "B" + b64(r, 43),
    ),
    kind14(
        "zeptomail_enczapikey",
        "header",
        "curl https://api.zeptomail.eu/v1.1/email -H 'Authorization: Zoho-enczapikey {v}' "
        "-d @mail.json",
        value=lambda r: "yA6KbHsO" + b64(r, 110) + "==",
    ),
    kind14(
        "msg91_authkey_header",
        "header",
        "POST /api/v5/flow/ HTTP/1.1\nHost: control.msg91.com\nauthkey: {v}\n"
        "content-type: application/json",
        value=lambda r: digits(r, 6) + alnum(r, 18),
    ),
    kind14(
        "gupshup_apikey_header",
        "header",
        "curl -X POST https://api.gupshup.io/wa/api/v1/msg -H 'apikey: {v}' "
        "-d 'channel=whatsapp&source=917834811114&destination=919812345678'",
        value=lambda r: lower_alnum(r, 32),
    ),
    kind14(
        "termii_json_body",
        "code",
        'const body = {{ to: "2348109077743", from: "Corp", sms: "Your code is 4821", '
        'type: "plain", channel: "dnd", api_key: "{v}" }};',
        value=lambda r: "TL" + alnum(r, 60),
    ),
    kind14(
        "clickatell_raw_auth_header",
        "header",
        "curl -X POST https://platform.clickatell.com/messages/http/send -H "
        '\'Authorization: {v}\' -d \'{{"content": "hi", "to": ["27999000111"]}}\'',
        value=lambda r: urlsafe(r, 22) + "==",
    ),
    kind14(
        "elks46_auth_tuple",
        "code",
        'requests.post("https://api.46elks.com/a1/sms", auth=("u{h32}", "{v}"), '
        'data={{"from": "Corp", "to": "+46700000000", "message": "deploy done"}})',
        value=lambda r: hexs(r, 32).upper(),
    ),
    kind14(
        "signalwire_ruby_positional",
        "code",
        "@client = Signalwire::REST::Client.new '{uuid}', '{v}', "
        'signalwire_space_url: "corp.signalwire.com"',
        value=lambda r: "PT" + hexs(r, 48),
    ),
)

_EXCHANGES: tuple[Kind, ...] = (
    kind14(
        "binance_client_positional",
        "code",
        'from binance.client import Client\nclient = Client("{k64}", "{v}")\n'
        'print(client.get_asset_balance(asset="USDT"))',
        value=lambda r: alnum(r, 64),
    ),
    Kind("kraken_key_file", "key", _kraken),
    kind14(
        "bybit_ccxt_secret",
        "code",
        "exchange = ccxt.bybit({{'apiKey': '{k18}', 'secret': '{v}', 'enableRateLimit': True}})",
        value=lambda r: alnum(r, 36),
    ),
    kind14(
        "okx_passphrase_header",
        "header",
        "GET /api/v5/account/balance HTTP/1.1\nHost: www.okx.com\nOK-ACCESS-KEY: {uuid}\n"
        "OK-ACCESS-SIGN: {b44}\nOK-ACCESS-TIMESTAMP: 2026-11-29T05:40:12.123Z\n"
        "OK-ACCESS-PASSPHRASE: {v}",
    ),
    kind14(
        "upbit_hmac_java",
        "code",
        'Algorithm algorithm = Algorithm.HMAC256("{v}");\nString jwtToken = JWT.create()'
        '.withClaim("access_key", accessKey).withClaim("nonce", nonce).sign(algorithm);',
        value=lambda r: alnum(r, 40),
    ),
    kind14(
        "deribit_auth_query",
        "form",
        "GET https://www.deribit.com/api/v2/public/auth?client_id={k8}&client_secret={v}"
        "&grant_type=client_credentials",
        value=lambda r: urlsafe(r, 43),
    ),
    kind14(
        "gate_go_struct",
        "code",
        "ctx := context.WithValue(context.Background(), gateapi.ContextGateAPIV4, "
        'gateapi.GateAPIV4{{\n\tKey:    "{h32}",\n\tSecret: "{v}",\n}})',
        value=lambda r: hexs(r, 64),
    ),
    kind14(
        "luno_basic_pair",
        "cli",
        "curl -u {k13}:{v} https://api.luno.com/api/1/balance",
        value=lambda r: urlsafe(r, 43),
    ),
)

_INTERNAL: tuple[Kind, ...] = (
    kind14(
        "n8n_api_key_header",
        "header",
        "curl -H 'X-N8N-API-KEY: {v}' https://n8n.corp.dev/api/v1/workflows?active=true",
        value=jwt,
    ),
    kind14(
        "hasura_admin_secret",
        "header",
        "curl https://gql.corp.dev/v1/graphql -H 'x-hasura-admin-secret: {v}' "
        '-d \'{{"query": "{{ orders(limit: 1) {{ id }} }}"}}\'',
    ),
    kind14(
        "directus_env_secret",
        "config",
        "KEY={uuid}\nSECRET={v}\nDB_CLIENT=pg\nPUBLIC_URL=https://cms.corp.dev",
        value=lambda r: urlsafe(r, 32),
    ),
    kind14(
        "appwrite_key_header",
        "header",
        "curl https://cloud.appwrite.io/v1/users -H 'X-Appwrite-Project: corp-prod' "
        "-H 'X-Appwrite-Key: {v}'",
        value=lambda r: "standard_" + hexs(r, 256),
    ),
    kind14(
        "pocketbase_admin_login",
        "code",
        "await pb.admins.authWithPassword('admin@corp.dev', '{v}');",
    ),
    kind14(
        "teleport_join_token",
        "cli",
        "tctl tokens add --type=node --value={v} --ttl=1h",
        value=lambda r: hexs(r, 32),
    ),
    kind14(
        "portainer_api_key",
        "header",
        "curl -H 'X-API-Key: {v}' https://portainer.corp.dev/api/endpoints/2/docker/"
        "containers/json",
        value=lambda r: "ptr_" + b64(r, 43) + "=",
    ),
    kind14(
        "guacamole_user_mapping",
        "config",
        '<user-mapping>\n  <authorize username="ops" password="{v}">\n'
        '    <connection name="db01"><protocol>ssh</protocol></connection>\n'
        "  </authorize>\n</user-mapping>",
    ),
    kind14(
        "netbox_token_scheme",
        "header",
        "curl -H 'Authorization: Token {v}' -H 'Accept: application/json; indent=4' "
        "https://netbox.corp.dev/api/dcim/devices/?site=fra1",
        value=lambda r: hexs(r, 40),
    ),
    kind14(
        "awx_conf_token",
        "cli",
        "awx --conf.host https://awx.corp.dev --conf.token {v} job_templates launch 14 --monitor",
        value=lambda r: alnum(r, 30),
    ),
    kind14(
        "rundeck_auth_header",
        "header",
        "curl -H 'X-Rundeck-Auth-Token: {v}' -H 'Accept: application/json' "
        "https://rundeck.corp.dev/api/45/project/ops/jobs",
        value=lambda r: alnum(r, 32),
    ),
    kind14(
        "backstage_static_token",
        "config",
        "backend:\n  auth:\n    externalAccess:\n      - type: static\n        options:\n"
        "          token: {v}\n          subject: ci-catalog-sync",
        value=lambda r: b64(r, 32),
    ),
    kind14(
        "temporal_cloud_api_key",
        "cli",
        "temporal workflow list --address corp-prod.a2dd6.tmprl.cloud:7233 "
        "--namespace corp-prod.a2dd6 --api-key {v}",
        value=jwt,
    ),
    kind14(
        "redash_csv_url",
        "form",
        "df = pd.read_csv('https://redash.corp.dev/api/queries/412/results.csv?api_key={v}')",
        value=lambda r: alnum(r, 40),
    ),
    kind14(
        "windmill_workspace_add",
        "cli",
        "wmill workspace add corp corp https://wm.corp.dev/ --token {v}",
        value=lambda r: alnum(r, 32),
    ),
    kind14(
        "zuliprc_key",
        "config",
        "[api]\nemail=deploy-bot@corp.zulipchat.com\nkey={v}\nsite=https://corp.zulipchat.com",
        value=lambda r: alnum(r, 32),
    ),
    kind14(
        "outline_api_key",
        "code",
        'headers = {{"Authorization": f"Bearer {{OUTLINE_TOKEN}}"}}\nOUTLINE_TOKEN = "{v}"',
        value=lambda r: "ol_api_" + alnum(r, 38),
    ),
    kind14(
        "nocodb_xc_token",
        "header",
        "curl -H 'xc-token: {v}' https://app.nocodb.com/api/v2/tables/m3x1/records?limit=25",
        value=lambda r: urlsafe(r, 40),
    ),
    kind14(
        "harbor_robot_login",
        "cli",
        "echo '{v}' | docker login harbor.corp.dev -u 'robot$ci+push' --password-stdin",
        value=lambda r: alnum(r, 32),
    ),
    kind14(
        "forgejo_runner_register",
        "cli",
        "forgejo-runner register --no-interactive --instance https://git.corp.dev "
        "--token {v} --name build-02 --labels docker",
        value=lambda r: alnum(r, 40),
    ),
    kind14(
        "recovery_codes_block",
        "prose",
        "Two-factor recovery codes for ops@corp.dev — keep them somewhere safe:\n\n"
        "{v}\n{r2}\n{r3}\n{r4}",
        value=recovery_code,
    ),
)

TOOL_KINDS: tuple[Kind, ...] = (*_MESSAGING, *_EXCHANGES, *_INTERNAL)
