"""The second part of held-out 12's kinds (`bench/secret_kinds_heldout12.py`).

Vendors no earlier set used, grouped by what a team builds with them: feature
flags (Unleash, Flagsmith, ConfigCat, Statsig, GrowthBook), headless CMSs
(Sanity, Storyblok, Strapi, Contentstack, DatoCMS), LLM gateways (Portkey,
LiteLLM, Helicone, Cloudflare's AI Gateway), vector databases (Qdrant,
Turbopuffer, Chroma), single sign-on (Auth0, Keycloak, Okta's OIDC apps,
python3-saml, Zitadel, Authentik), e-signature (DocuSign, Dropbox Sign),
telephony (Sinch, Africa's Talking, Exotel, RingCentral), maps and search
(HERE, ArcGIS, Radar), games and streaming (Steam, PlayFab, Agora, Mux,
Twitch, Roblox), banking sandboxes (TrueLayer, Tink, GoCardless's bank data,
Wise, Mercury, Brex, Modern Treasury, Dwolla), regional clouds (IONOS,
STACKIT, NHN, Contabo, Hetzner DNS), device management (Workspace ONE,
Kandji, Fleet) and password managers' CLIs (KeePassXC, LastPass, Keeper) —
written in Go, Rust, Java, C#, PHP, Ruby, Kotlin, Swift, Elixir and Groovy,
and in chat in languages no earlier set used.

It also holds the value makers the other two files share.
"""

from __future__ import annotations

import json
import random
import string

from bench.secret_kinds import Gen, Kind, alnum, b64, hexs, lower_alnum, pick, pw, urlsafe, uuid4

__all__ = [
    "MORE_KINDS",
    "WORDS",
    "azure_secret",
    "jwt",
    "kind12",
    "oci_auth_token",
    "passphrase",
    "pick",
    "uuid8",
]


class _Extras(dict[str, str]):
    """The filled-in extras of a form: each `{h8}`, `{h32}` or `{uuid}` drawn afresh."""

    def __init__(self, r: random.Random, v: str) -> None:
        super().__init__(v=v)
        self.r = r

    def __missing__(self, key: str) -> str:
        if key == "h8":
            return hexs(self.r, 8)
        if key == "h32":
            return hexs(self.r, 32)
        if key == "uuid":
            return uuid8(self.r)
        raise KeyError(key)


def kind12(name: str, group: str, *forms: str, value: Gen = pw) -> Kind:
    """A kind written in one of `forms`, `{v}` its secret, each extra a fresh value."""

    def make(r: random.Random) -> tuple[str, str]:
        v = value(r)
        return v, r.choice(forms).format_map(_Extras(r, v))

    return Kind(name, group, make)


def uuid8(r: random.Random) -> str:
    """A random UUID with held-out 12's own variant digit."""
    return uuid4(r, "8")


#: words a passphrase generator picks from
# fmt: off
WORDS = [
    "amber", "anchor", "apricot", "arctic", "aspen", "atlas", "autumn", "badger", "bamboo",
    "basil", "beacon", "birch", "bison", "blossom", "bramble", "breeze", "bronze", "cactus",
    "canyon", "cargo", "cedar", "cello", "chalk", "cherry", "cider", "cinder", "clover",
    "cobalt", "comet", "copper", "coral", "cosmic", "cotton", "crane", "crimson", "cypress",
    "dagger", "delta", "denim", "desert", "dingo", "dolphin", "dune", "eagle", "ember",
    "falcon", "fennel", "fern", "fiddle", "fjord", "flint", "fossil", "gable", "garnet",
    "gecko", "ginger", "glacier", "granite", "gravel", "harbor", "hazel", "heron", "hollow",
    "indigo", "iris", "ivory", "jasper", "juniper", "kestrel", "kettle", "lagoon", "lantern",
    "larch", "lemon", "lilac", "linen", "lotus", "lunar", "magnet", "mango", "maple", "marble",
    "meadow", "mesa", "millet", "mint", "mocha", "nectar", "nickel", "nutmeg", "oasis",
    "obsidian", "ocean", "olive", "onyx", "orchid", "otter", "oyster", "paddle", "papaya",
    "pebble", "pepper", "pigeon", "pillow", "pine", "plum", "polar", "poppy", "prairie",
    "quartz", "quill", "raven", "reef", "ribbon", "river", "robin", "saffron", "salmon",
    "sapphire", "scarlet", "sequoia", "shadow", "sierra", "silver", "sparrow", "spruce",
    "summit", "tango", "thistle", "thunder", "timber", "topaz", "tulip", "tundra", "velvet",
    "violet", "walnut", "willow", "winter", "yarrow", "zephyr", "zinc",
]
# fmt: on


def passphrase(r: random.Random, n: int, sep: str) -> str:
    return sep.join(r.choice(WORDS) for _ in range(n))


def jwt(r: random.Random) -> str:
    """A signed JWT (an access or refresh token) with random claims and signature."""
    return (
        "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6Ij"
        + urlsafe(r, 20)
        + "."
        + "eyJ"
        + urlsafe(r, 120)
        + "."
        + urlsafe(r, 86)
    )


def azure_secret(r: random.Random) -> str:
    """An Entra ID app's client secret: three characters, a digit, `Q~`, then 34."""
    return (
        alnum(r, 3)
        + r.choice(string.digits)
        + "Q~"
        + pick(r, string.ascii_letters + string.digits + "_-.~", 34)
    )


def oci_auth_token(r: random.Random) -> str:
    """An Oracle Cloud auth token: 20 characters with punctuation in them."""
    while True:
        v = pick(r, string.ascii_letters + string.digits + ";:()[]<>+.#_", 20)
        if any(c in ";:()[]<>+#" for c in v) and any(c.isdigit() for c in v):
            return v


def _unleash(r: random.Random) -> str:
    return r.choice(("*:*.", "default:production.", "web:development.")) + hexs(r, 64)


def _configcat(r: random.Random) -> str:
    return "configcat-sdk-1/" + urlsafe(r, 22) + "/" + urlsafe(r, 22)


def _helicone(r: random.Random) -> str:
    return "sk-helicone-" + "-".join(lower_alnum(r, 7) for _ in range(4))


def _mercury(r: random.Random) -> str:
    return "secret-token:mercury_production_wma_" + alnum(r, 40) + "_yrucrem"


def _zitadel_key(r: random.Random) -> tuple[str, str]:
    body = "MIIEowIBAAKCAQEA" + b64(r, 60)
    doc = {
        "type": "serviceaccount",
        "keyId": str(r.randrange(10**17, 10**18)),
        "key": f"-----BEGIN RSA PRIVATE KEY-----\n{body}\n{b64(r, 64)}\n-----END RSA "
        "PRIVATE KEY-----\n",
        "userId": str(r.randrange(10**17, 10**18)),
    }
    return body, json.dumps(doc)


def _saml_settings(r: random.Random) -> tuple[str, str]:
    key = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + b64(r, 120)
    cert = "MIIDazCCAlOgAwIBAgIUQ" + b64(r, 80)
    text = (
        '"sp": {\n    "entityId": "https://app.corp.dev/saml/metadata",\n'
        f'    "x509cert": "{cert}",\n    "privateKey": "{key}"\n}}'
    )
    return key, text


def _stackit_key(r: random.Random) -> tuple[str, str]:
    token = jwt(r)
    doc = {
        "id": str(uuid8(r)),
        "publicKey": "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkq" + b64(r, 40),
        "credentials": {"kid": uuid8(r), "iss": "ci@sa.stackit.cloud", "privateKey": None},
        "validUntil": "2027-11-29T00:00:00Z",
    }
    return token, (
        f"stackit auth activate-service-account --service-account-token {token}\n"
        f"# key file for later: {json.dumps(doc)}"
    )


_FLAGS_CMS_LLM: tuple[Kind, ...] = (
    kind12(
        "unleash_client_token_header",
        "header",
        "curl https://unleash.corp.dev/api/client/features -H 'Authorization: {v}'",
        "UNLEASH_API_TOKEN={v}",
        value=_unleash,
    ),
    kind12(
        "flagsmith_server_key_go",
        "code",
        'client := flagsmith.NewClient("{v}", '
        'flagsmith.WithBaseURL("https://flags.corp.dev/api/v1/"))',
        value=lambda r: "ser." + alnum(r, 22),
    ),
    kind12(
        "configcat_sdk_key_kotlin",
        "code",
        'val client = ConfigCatClient.get("{v}") {{ pollingMode = autoPoll() }}',
        value=_configcat,
    ),
    kind12(
        "growthbook_secret_admin",
        "header",
        "curl https://api.growthbook.io/api/v1/features -u {v}:",
        "GROWTHBOOK_API_KEY={v}",
        value=lambda r: "secret_admin_" + alnum(r, 40),
    ),
    kind12(
        "sanity_token_env",
        "config",
        "SANITY_STUDIO_PROJECT_ID=k3x9q2mw\nSANITY_API_WRITE_TOKEN={v}",
        value=lambda r: "sk" + alnum(r, 180),
    ),
    kind12(
        "storyblok_management_token",
        "code",
        "const client = new StoryblokClient({{ oauthToken: '{v}' }})",
        value=lambda r: alnum(r, 22) + "-" + str(r.randrange(10000, 99999)) + "-" + alnum(r, 20),
    ),
    kind12(
        "strapi_env_secrets",
        "config",
        "HOST=0.0.0.0\nPORT=1337\nAPP_KEYS={v},{h32}\nAPI_TOKEN_SALT={h32}\nADMIN_JWT_SECRET={h32}",
        value=lambda r: b64(r, 22) + "==",
    ),
    kind12(
        "strapi_api_token_bearer",
        "header",
        "await fetch(`${{STRAPI_URL}}/api/articles`, {{ headers: {{ Authorization: `bearer "
        "{v}` }} }})",
        value=lambda r: hexs(r, 256),
    ),
    kind12(
        "contentstack_management_token",
        "header",
        "curl https://eu-api.contentstack.com/v3/content_types -H 'api_key: blt{h8}{h8}' "
        "-H 'authorization: {v}'",
        value=lambda r: "cs" + hexs(r, 32),
    ),
    kind12(
        "datocms_api_token_ruby",
        "code",
        "client = Dato::Site::Client.new('{v}')",
        value=lambda r: hexs(r, 30),
    ),
    kind12(
        "portkey_header_python",
        "code",
        'client = OpenAI(base_url="https://api.portkey.ai/v1", '
        'default_headers={{"x-portkey-api-key": "{v}", "x-portkey-provider": "openai"}})',
        value=lambda r: b64(r, 32),
    ),
    kind12(
        "litellm_master_key_yaml",
        "config",
        "model_list:\n  - model_name: gpt-4o\n    litellm_params:\n      model: azure/gpt-4o\n"
        "general_settings:\n  master_key: {v}\n  database_url: os.environ/DATABASE_URL",
        value=lambda r: "sk-" + urlsafe(r, 22),
    ),
    kind12(
        "helicone_auth_header",
        "header",
        'default_headers={{"Helicone-Auth": "Bearer {v}"}}',
        value=_helicone,
    ),
    kind12(
        "cf_aig_authorization",
        "header",
        "curl https://gateway.ai.cloudflare.com/v1/{h32}/corp/openai/chat/completions "
        "-H 'cf-aig-authorization: Bearer {v}' -H 'Content-Type: application/json'",
        value=lambda r: urlsafe(r, 40),
    ),
    kind12(
        "qdrant_rust_api_key",
        "code",
        'let client = Qdrant::from_url("https://{h8}.eu-central.aws.cloud.qdrant.io:6334")\n'
        '    .api_key("{v}")\n    .build()?;',
        value=lambda r: urlsafe(r, 43),
    ),
    kind12(
        "turbopuffer_key_env",
        "config",
        "TURBOPUFFER_API_KEY={v}\nTURBOPUFFER_REGION=gcp-europe-west3",
        value=lambda r: "tpuf_" + alnum(r, 32),
    ),
    kind12(
        "chroma_cloud_client",
        "code",
        "client = chromadb.CloudClient(tenant='{uuid}', database='docs', api_key='{v}')",
        value=lambda r: (
            "ck-" + pick(r, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 44)
        ),
    ),
)

_SSO_SIGN_PHONE: tuple[Kind, ...] = (
    kind12(
        "auth0_cli_login",
        "cli",
        "auth0 login --domain corp.eu.auth0.com --client-id {h32} --client-secret {v}",
        value=lambda r: urlsafe(r, 64),
    ),
    kind12(
        "keycloak_client_secret_output",
        "output",
        "$ kcadm.sh get clients/{uuid}/client-secret -r ops\n"
        '{{\n  "type" : "secret",\n  "value" : "{v}"\n}}',
        value=lambda r: alnum(r, 32),
    ),
    kind12(
        "kcadm_config_credentials",
        "cli",
        "kcadm.sh config credentials --server https://sso.corp.dev --realm master --user admin "
        "--password {v}",
    ),
    kind12(
        "csharp_oidc_options",
        "code",
        ".AddOpenIdConnect(options =>\n{{\n    options.Authority = "
        '"https://corp.okta.com/oauth2/default";\n'
        '    options.ClientId = "0oa{h8}";\n    options.ClientSecret = "{v}";\n}});',
        value=lambda r: urlsafe(r, 40),
    ),
    Kind("saml_settings_private_key", "key", _saml_settings),
    Kind("zitadel_machine_key_json", "key", _zitadel_key),
    kind12(
        "authentik_compose_env",
        "config",
        "environment:\n  AUTHENTIK_SECRET_KEY: {v}\n  AUTHENTIK_POSTGRESQL__HOST: postgresql",
        value=lambda r: b64(r, 60),
    ),
    kind12(
        "docusign_secret_key_java",
        "code",
        'apiClient.setOAuthBasePath("account-d.docusign.com");\n'
        'String auth = Base64.getEncoder().encodeToString((integrationKey + ":" + '
        '"{v}").getBytes());',
        value=uuid8,
    ),
    kind12(
        "dropbox_sign_php",
        "code",
        "$config = Dropbox\\Sign\\Configuration::getDefaultConfiguration();\n"
        '$config->setUsername("{v}");',
        value=lambda r: hexs(r, 64),
    ),
    kind12(
        "sinch_java_builder",
        "code",
        "SinchClient sinch = new SinchClient(Configuration.builder()\n"
        '    .setProjectId("{uuid}")\n    .setKeyId("{uuid}")\n    .setKeySecret("{v}")\n  '
        "  .build());",
        value=lambda r: urlsafe(r, 26),
    ),
    kind12(
        "africastalking_key",
        "config",
        "AT_USERNAME=sandbox\nAT_API_KEY={v}",
        "africastalking.initialize(username='sandbox', api_key='{v}')",
        value=lambda r: "atsk_" + hexs(r, 64),
    ),
    kind12(
        "exotel_url_userinfo",
        "dsn",
        "curl -X POST https://{h8}{h8}:{v}@api.exotel.com/v1/Accounts/corp1/Calls/connect "
        "-d From=0XXXXXX4890 -d CallerId=0XXXXXX3064",
        value=lambda r: hexs(r, 40),
    ),
    kind12(
        "ringcentral_jwt_env",
        "config",
        "RC_SERVER_URL=https://platform.ringcentral.com\nRC_CLIENT_ID={h8}{h8}\nRC_USER_JWT={v}",
        value=jwt,
    ),
)

_MAPS_GAMES_BANKS: tuple[Kind, ...] = (
    kind12(
        "here_credentials_properties",
        "config",
        "here.user.id=HERE-{uuid}\nhere.client.id={h8}\nhere.access.key.id={h8}{h8}\n"
        "here.access.key.secret={v}\n"
        "here.token.endpoint.url=https://account.api.here.com/oauth2/token",
        value=lambda r: urlsafe(r, 86),
    ),
    kind12(
        "arcgis_api_key_swift",
        "code",
        'ArcGISEnvironment.apiKey = APIKey("{v}")',
        value=lambda r: "AAPK" + hexs(r, 32) + urlsafe(r, 64),
    ),
    kind12(
        "radar_secret_key",
        "header",
        "curl https://api.radar.io/v1/users -H 'Authorization: {v}'",
        value=lambda r: "prj_live_sk_" + hexs(r, 40),
    ),
    kind12(
        "steam_web_api_key_url",
        "form",
        "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key={v}&steamids=76561198012345678",
        value=lambda r: hexs(r, 32).upper(),
    ),
    kind12(
        "playfab_secret_header",
        "header",
        "POST https://{h8}.playfabapi.com/Server/GetUserData\nX-SecretKey: {v}\n"
        "Content-Type: application/json",
        value=lambda r: pick(r, string.ascii_uppercase + string.digits, 52),
    ),
    kind12(
        "agora_certificate_positional",
        "code",
        'token = RtcTokenBuilder.buildTokenWithUid("{h32}", "{v}", channel, 0, '
        "Role_Publisher, expire_ts)",
        value=lambda r: hexs(r, 32),
    ),
    kind12(
        "mux_token_secret_elixir",
        "code",
        'config :mux,\n  access_token_id: "{uuid}",\n  access_token_secret: "{v}"',
        value=lambda r: b64(r, 75),
    ),
    kind12(
        "twitch_cli_configure",
        "cli",
        "twitch configure -i {h8}{h8}abcdefghijklmn -s {v}",
        value=lambda r: lower_alnum(r, 30),
    ),
    kind12(
        "roblox_open_cloud_key",
        "header",
        'curl -X POST https://apis.roblox.com/universes/v1/{h8}/topics/events -H "x-api-key: {v}"',
        value=lambda r: b64(r, 200),
    ),
    kind12(
        "truelayer_client_secret_cs",
        "code",
        "services.AddTrueLayer(configuration, options =>\n{{\n    options.ClientId = "
        '"sandbox-corp-{h8}";\n'
        '    options.ClientSecret = "{v}";\n    options.UseSandbox = true;\n}});',
        value=uuid8,
    ),
    kind12(
        "tink_client_secret_form",
        "form",
        "curl -X POST https://api.tink.com/api/v1/oauth/token "
        "-d 'client_id={h32}&client_secret={v}&grant_type=client_credentials&scope=accounts:read'",
        value=lambda r: hexs(r, 32),
    ),
    kind12(
        "gocardless_bank_secret_key",
        "code",
        'resp = requests.post("https://bankaccountdata.gocardless.com/api/v2/token/new/", '
        'json={{"secret_id": "{uuid}", "secret_key": "{v}"}})',
        value=lambda r: hexs(r, 128),
    ),
    kind12(
        "wise_token_go",
        "code",
        'req.Header.Set("Authorization", "Bearer "+"{v}")',
        value=uuid8,
    ),
    kind12(
        "mercury_token_env",
        "config",
        "MERCURY_API_TOKEN={v}",
        "mercury = Mercury::Client.new(token: '{v}')",
        value=_mercury,
    ),
    kind12(
        "brex_token_kotlin",
        "code",
        'private const val BREX_TOKEN = "{v}"',
        value=lambda r: "bxt_" + alnum(r, 40),
    ),
    kind12(
        "modern_treasury_basic",
        "header",
        "curl -u {uuid}:{v} https://app.moderntreasury.com/api/payment_orders",
        value=lambda r: "live-" + alnum(r, 48),
    ),
    kind12(
        "dwolla_client_ruby",
        "code",
        '$dwolla = DwollaV2::Client.new(key: "{h8}{h8}", secret: "{v}") do |config|\n'
        "  config.environment = :sandbox\nend",
        value=lambda r: alnum(r, 50),
    ),
)

_CLOUDS_MDM_VAULTS: tuple[Kind, ...] = (
    kind12(
        "ionos_token_env",
        "config",
        "IONOS_TOKEN={v}\nIONOS_API_URL=https://api.ionos.com/cloudapi/v6",
        value=jwt,
    ),
    Kind("stackit_sa_token", "cli", _stackit_key),
    kind12(
        "nhn_secretkey_short",
        "config",
        '[nhn]\nappkey = "{h8}{h8}"\nsecretkey = "{v}"',
        value=lambda r: alnum(r, 8),
    ),
    kind12(
        "contabo_cntb_credentials",
        "cli",
        "cntb config set-credentials --oauth2-clientid=INT-{h8} --oauth2-client-secret={v} "
        "--oauth2-user=ops@corp.dev --oauth2-password='{h8}'",
        value=lambda r: alnum(r, 32),
    ),
    kind12(
        "hetzner_dns_auth_header",
        "header",
        'curl "https://dns.hetzner.com/api/v1/zones" -H "Auth-API-Token: {v}"',
        value=lambda r: alnum(r, 32),
    ),
    kind12(
        "workspace_one_tenant_code",
        "header",
        "curl https://as1831.awmdm.com/API/mdm/devices/search -H 'aw-tenant-code: {v}' "
        "-H 'Accept: application/json;version=2'",
        value=lambda r: alnum(r, 43) + "=",
    ),
    kind12(
        "kandji_token_swift",
        "code",
        'var request = URLRequest(url: URL(string: "https://corp.api.kandji.io/api/v1/devices")!)\n'
        'request.setValue("Bearer {v}", forHTTPHeaderField: "Authorization")',
        value=uuid8,
    ),
    kind12(
        "fleet_enroll_secret",
        "cli",
        "fleetctl package --type=pkg --fleet-url=https://fleet.corp.dev --enroll-secret={v}",
        value=lambda r: b64(r, 32),
    ),
    kind12(
        "munki_plist_basic_header",
        "config",
        "<key>AdditionalHttpHeaders</key>\n<array>\n    <string>Authorization: Basic "
        "{v}</string>\n</array>",
        value=lambda r: b64(r, 30) + "=",
    ),
    kind12(
        "keepassxc_cli_show",
        "output",
        "$ keepassxc-cli show -s ~/vault.kdbx ops/router\nEnter password to unlock "
        "/home/dev/vault.kdbx: \n"
        "Title: router\nUserName: admin\nPassword: {v}\nURL: https://192.168.1.1\nNotes: ",
    ),
    kind12(
        "lpass_show_output",
        "output",
        "$ lpass show 'Shared-Ops/jira-bot'\nShared-Ops/jira-bot [id: {h8}]\nUsername: "
        "jira-bot@corp.dev\n"
        "Password: {v}\nURL: https://corp.atlassian.net",
    ),
    kind12(
        "keeper_login_password",
        "cli",
        "keeper login ops@corp.dev --password '{v}' && keeper get 'Prod DB' --format json",
    ),
    kind12(
        "groovy_signing_config",
        "code",
        "signingConfigs {{\n    release {{\n        storeFile file('upload.jks')\n"
        "        storePassword '{v}'\n        keyAlias 'upload'\n    }}\n}}",
    ),
    kind12(
        "kotlin_build_config_field",
        "code",
        'buildConfigField("String", "TOMTOM_KEY", "\\"{v}\\"")',
        value=lambda r: alnum(r, 32),
    ),
    kind12(
        "jenkinsfile_withenv",
        "code",
        "withEnv(['SONAR_HOST=https://sonar.corp.dev', 'WOODPECKER_TOKEN={v}']) {{\n  sh "
        "'./deploy.sh'\n}}",
        value=lambda r: jwt(r),
    ),
    kind12(
        "nektos_act_secret_flag",
        "cli",
        "act pull_request -s NPM_TOKEN={v} -W .github/workflows/release.yml",
        value=lambda r: "npm_" + alnum(r, 36),
    ),
    kind12(
        "earthly_secret_flag",
        "cli",
        "earthly --secret TURSO_AUTH_TOKEN={v} +migrate",
        value=jwt,
    ),
    kind12(
        "laravel_http_with_token",
        "code",
        "$res = Http::withToken('{v}')->get('https://api.corp.dev/v2/orders');",
        value=lambda r: alnum(r, 40),
    ),
    kind12(
        "rust_basic_auth_some",
        "code",
        'let res = client.get(url).basic_auth("etl", Some("{v}")).send().await?;',
    ),
    kind12(
        "elixir_req_bearer",
        "code",
        'req = Req.new(base_url: "https://api.corp.dev", auth: {{:bearer, "{v}"}})',
        value=lambda r: urlsafe(r, 40),
    ),
)

_PROSE: tuple[Kind, ...] = (
    kind12("chat_irish", "prose", "Seo an pasfhocal don fhreastalaí: {v}"),
    kind12("chat_maltese", "prose", "Il-password tas-server hija {v} — tibgħatha lil ħadd"),
    kind12("chat_luxembourgish", "prose", "D'Passwuert fir den Datebankserver ass {v}"),
    kind12("chat_belarusian", "prose", "Пароль ад сервера: {v}, не пашырайце яго"),
    kind12("chat_punjabi", "prose", "ਸਰਵਰ ਦਾ ਪਾਸਵਰਡ {v} ਹੈ"),
    kind12("chat_gujarati", "prose", "API કી આ છે: {v}", value=lambda r: alnum(r, 32)),
    kind12("chat_kannada", "prose", "ಡೇಟಾಬೇಸ್ ಪಾಸ್‌ವರ್ಡ್ {v} ಆಗಿದೆ"),
    kind12("chat_burmese", "prose", "ဆာဗာ စကားဝှက်က {v} ပါ"),
    kind12("chat_lao", "prose", "ລະຫັດຜ່ານຂອງເຊີບເວີແມ່ນ {v}"),
    kind12("chat_hausa", "prose", "Kalmar sirri ta uwar garken ita ce {v}"),
    kind12(
        "chat_somali",
        "prose",
        "Furaha API-ga waa {v}, ha la wadaagin",
        value=lambda r: urlsafe(r, 36),
    ),
    kind12("chat_kinyarwanda", "prose", "Ijambo ry'ibanga rya seriveri ni {v}"),
    kind12("chat_esperanto", "prose", "La pasvorto por la datumbazo estas {v}"),
    kind12("chat_haitian_creole", "prose", "Modpas sèvè a se {v}"),
    kind12("chat_maori", "prose", "Ko te kupuhipa mō te tūmau ko {v}"),
    kind12("chat_pashto", "prose", "د سرور پټنوم دا دی: {v}"),
    kind12("chat_kurmanji", "prose", "Şîfreya serverê {v} e"),
    kind12(
        "chat_value_first_then_word",
        "prose",
        "{v} ← that's the sandbox client secret, the prod one is in the vault",
        value=lambda r: urlsafe(r, 40),
    ),
    kind12(
        "chat_paste_into_field",
        "prose",
        "paste {v} into the Client Secret field on the settings page and hit save",
        value=lambda r: alnum(r, 32),
    ),
    kind12(
        "chat_pin_is",
        "prose",
        "it asks for the SIM PUK now, mine is {v}",
        value=lambda r: str(r.randrange(10_000_000, 99_999_999)),
    ),
    kind12(
        "chat_curly_quotes",
        "prose",
        "the Wi-Fi at the office is “CorpGuest” and the code is “{v}”",
    ),
    kind12(
        "chat_recovery_code_worked",
        "prose",
        "recovery code {v} worked, I'm back in the admin account",
        value=lambda r: f"{lower_alnum(r, 4)}-{lower_alnum(r, 4)}-{lower_alnum(r, 4)}",
    ),
)

MORE_KINDS: tuple[Kind, ...] = (
    *_FLAGS_CMS_LLM,
    *_SSO_SIGN_PHONE,
    *_MAPS_GAMES_BANKS,
    *_CLOUDS_MDM_VAULTS,
    *_PROSE,
)
