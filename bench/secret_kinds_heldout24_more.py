"""The second part of held-out 24's kinds (`bench/secret_kinds_heldout24.py`): vendors.

The edit envelopes both files use (`edit24`): a `git diff`, a Codex
`apply_patch` envelope (update and add), Aider's SEARCH/REPLACE block, a
Cursor code block with `... existing code ...`, a Roo Code `apply_diff`, a
Cline `write_to_file`, a Claude Code `MultiEdit`, an OpenHands
`str_replace_editor` call, a Copilot `insert_edit_into_file`, a Jupyter cell
and a `NotebookEdit`, a PR `suggestion` block, a `git format-patch` mail, a
shell heredoc, a PowerShell here-string, `sed -i ... a`, Python's
`Path.write_text`.

Vendors of mainstream trades no set reached, as agents write their keys into
code: agents' tool APIs (Tavily, Exa, Firecrawl, SerpApi, E2B, Browserbase,
Composio), background jobs and webhooks (Inngest, Trigger.dev, Svix,
Hookdeck), captchas (hCaptcha, Turnstile, reCAPTCHA, Friendly Captcha),
media pipelines (Cloudinary, ImageKit, Uploadcare, UploadThing, imgix),
in-app notifications (Knock, Novu, MagicBell), collaboration SDKs
(Liveblocks, PartyKit), blockchain RPC (Alchemy, Infura, QuickNode, Helius,
Etherscan), storefronts (WooCommerce, BigCommerce, commercetools, Saleor),
object stores beside S3 (Backblaze B2, Wasabi, Cloudflare R2, Bunny Storage),
registrars and DNS (Porkbun, Namecheap, DNSimple), geocoding, weather and
rates (OpenCage, OpenWeatherMap, Tomorrow.io, Open Exchange Rates), GPU
clouds and model APIs (RunPod, Modal, fal, DeepSeek, xAI, Cerebras,
DashScope), LLM evals (Braintrust, Portkey) and database clouds
(PlanetScale, MongoDB Atlas, Tinybird, ClickHouse Cloud).

It also holds the rows of the set's one-sentence chat (`CHAT_ROWS`: a
password told after a correction or a rotation in mainstream languages,
code-switched and romanized chat, and languages no set used), which the
first file turns into kinds beside its other chat.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable

from bench.secret_kinds import Gen, Kind, alnum, b64, hexs, lower_alnum, pick, pw, urlsafe, uuid4
from bench.secret_kinds_heldout15_more import kind15 as kind24

__all__ = ["CHAT_ROWS", "ENVELOPES", "VENDOR_KINDS", "edit24", "kind24"]

#: an edit envelope: the text an agent writes, wrapped as its tool sends it
Envelope = Callable[[str], str]


def _plus(text: str) -> str:
    return "".join(f"+{line}\n" for line in text.splitlines())


def udiff(path: str, old: str) -> Envelope:
    """A `git diff` that replaces `old` with the text."""

    def wrap(text: str) -> str:
        n = len(text.splitlines())
        return (
            f"diff --git a/{path} b/{path}\nindex 3f1c2a9..8d0e4b7 100644\n--- a/{path}\n"
            f"+++ b/{path}\n@@ -12,3 +12,{n + 2} @@\n \n-{old}\n{_plus(text)} \n"
        )

    return wrap


def patch(path: str, old: str) -> Envelope:
    """A Codex `apply_patch` envelope that updates `path`."""
    return lambda text: (
        f"*** Begin Patch\n*** Update File: {path}\n@@\n-{old}\n{_plus(text)}*** End Patch"
    )


def patch_add(path: str) -> Envelope:
    """A Codex `apply_patch` envelope that adds `path`, run from the shell."""
    return lambda text: (
        f"apply_patch <<'PATCH'\n*** Begin Patch\n*** Add File: {path}\n{_plus(text)}"
        "*** End Patch\nPATCH"
    )


def aider(path: str, lang: str, old: str) -> Envelope:
    """Aider's SEARCH/REPLACE block."""
    return lambda text: (
        f"{path}\n```{lang}\n<<<<<<< SEARCH\n{old}\n=======\n{text}\n>>>>>>> REPLACE\n```"
    )


def cursor(path: str, lang: str, note: str = "//") -> Envelope:
    """A Cursor edit block: the changed lines between `... existing code ...` marks."""
    mark = f"{note} ... existing code ..."
    return lambda text: f"```{lang}:{path}\n{mark}\n{text}\n{mark}\n```"


def roo(path: str, old: str) -> Envelope:
    """A Roo Code `apply_diff` message."""
    return lambda text: (
        f"<apply_diff>\n<path>{path}</path>\n<diff>\n<<<<<<< SEARCH\n:start_line:7\n-------\n"
        f"{old}\n=======\n{text}\n>>>>>>> REPLACE\n</diff>\n</apply_diff>"
    )


def write_xml(path: str) -> Envelope:
    """A Cline `write_to_file` message."""
    return lambda text: (
        f"<write_to_file>\n<path>{path}</path>\n<content>\n{text}\n</content>\n"
        f"<line_count>{len(text.splitlines())}</line_count>\n</write_to_file>"
    )


def multiedit(path: str, old: str) -> Envelope:
    """A Claude Code `MultiEdit` call's input."""
    return lambda text: json.dumps(
        {
            "file_path": path,
            "edits": [
                {"old_string": "import os", "new_string": "import os\nimport sys"},
                {"old_string": old, "new_string": text},
            ],
        },
        indent=2,
    )


def str_replace(path: str, old: str) -> Envelope:
    """An OpenHands `str_replace_editor` call."""
    return lambda text: json.dumps(
        {"command": "str_replace", "path": path, "old_str": old, "new_str": text}
    )


def copilot(path: str, note: str = "//") -> Envelope:
    """A Copilot `insert_edit_into_file` call."""
    return lambda text: json.dumps(
        {
            "filePath": path,
            "explanation": "Wire the client into the service",
            "code": f"{note} ...existing code...\n{text}\n{note} ...existing code...",
        }
    )


def nb_cell(text: str) -> str:
    """A Jupyter code cell as the `.ipynb` JSON holds it."""
    lines = text.splitlines()
    source = [line + "\n" for line in lines[:-1]] + lines[-1:]
    cell = {"cell_type": "code", "execution_count": 3, "id": "7c1e9a40", "metadata": {}}
    return json.dumps({**cell, "outputs": [], "source": source}, indent=1)


def nb_edit(text: str) -> str:
    """A Claude Code `NotebookEdit` call."""
    return json.dumps(
        {"notebook_path": "notebooks/explore.ipynb", "cell_id": "cell-4", "new_source": text}
    )


def suggestion(text: str) -> str:
    """A pull request review comment with a `suggestion` block."""
    return f"**agent** commented on `config/service.ts` line 18:\n```suggestion\n{text}\n```"


def format_patch(path: str, old: str) -> Envelope:
    """A `git format-patch` mail."""

    def wrap(text: str) -> str:
        return (
            "From 5b0c7d21e4a3f9c8b6d2e1a0f7c4b3a2d1e0f9c8 Mon Sep 17 00:00:00 2001\n"
            "From: coding-agent <agent@localhost>\nSubject: [PATCH] wire up the client\n\n---\n"
            f" {path} | 2 +-\n 1 file changed\n\n" + udiff(path, old)(text) + "--\n2.47.1\n"
        )

    return wrap


def heredoc(path: str) -> Envelope:
    return lambda text: f"cat > {path} <<'EOF'\n{text}\nEOF"


def ps_here(path: str) -> Envelope:
    return lambda text: f"Set-Content -Path {path} -Value @'\n{text}\n'@"


def sed_append(path: str, after: str) -> Envelope:
    return lambda text: f"sed -i '/^{after}/a {text}' {path} && git diff --stat"


def py_write(path: str) -> Envelope:
    return lambda text: (
        f"python3 - <<'PY'\nimport pathlib\npathlib.Path({path!r}).write_text('''{text}\n''')\nPY"
    )


ENVELOPES = (udiff, patch, patch_add, aider, cursor, roo, write_xml, multiedit, str_replace)


def edit24(name: str, group: str, wrap: Envelope, *forms: str, value: Gen = pw) -> Kind:
    """A kind written in one of `forms` (`kind24`), then wrapped by an edit envelope."""
    inner = kind24(name, group, *forms, value=value)

    def make(r: random.Random) -> tuple[str, str]:
        v, text = inner.make(r)
        return v, wrap(text)

    return Kind(name, group, make)


def _ven(name: str, wrap: Envelope, form: str, value: Gen) -> Kind:
    return edit24(name, "vendor", wrap, form, value=value)


def _v(prefix: str, body: Gen) -> Gen:
    return lambda r: prefix + body(r)


_UPD = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def _uuid(r: random.Random) -> str:
    return uuid4(r, "b")


_AGENT_TOOLS: tuple[Kind, ...] = (
    _ven(
        "tavily_client_ts",
        cursor("src/tools/search.ts", "ts"),
        'const tavily = tavily({{ apiKey: "{v}" }});',
        _v("tvly-", lambda r: alnum(r, 32)),
    ),
    _ven(
        "exa_py_client",
        aider("agent/search.py", "python", "exa = Exa()"),
        'exa = Exa(api_key="{v}")',
        _uuid,
    ),
    _ven(
        "firecrawl_env_diff",
        udiff(".env.example", "FIRECRAWL_API_KEY="),
        "FIRECRAWL_API_KEY={v}",
        _v("fc-", lambda r: hexs(r, 32)),
    ),
    _ven(
        "serpapi_go_query",
        patch("search/serp.go", 'q.Set("engine", "google")'),
        'q.Set("engine", "google")\nq.Set("api_key", "{v}")',
        lambda r: hexs(r, 64),
    ),
    _ven(
        "e2b_sandbox_ts",
        multiedit("sandbox.ts", "const sbx = await Sandbox.create()"),
        'const sbx = await Sandbox.create({{ apiKey: "{v}" }})',
        _v("e2b_", lambda r: hexs(r, 40)),
    ),
    _ven(
        "browserbase_py",
        str_replace("scrape.py", "bb = Browserbase()"),
        'bb = Browserbase(api_key="{v}")',
        _v("bb_live_", lambda r: urlsafe(r, 27)),
    ),
    _ven(
        "composio_toolset",
        nb_cell,
        'toolset = ComposioToolSet(api_key="{v}")\ntools = toolset.get_tools(apps=[App.GITHUB])',
        lambda r: lower_alnum(r, 22),
    ),
)

_JOBS: tuple[Kind, ...] = (
    _ven(
        "inngest_signing_key_env",
        patch_add("apps/web/.env.local"),
        "INNGEST_EVENT_KEY={k40}\nINNGEST_SIGNING_KEY={v}",
        _v("signkey-prod-", lambda r: hexs(r, 64)),
    ),
    _ven(
        "trigger_dev_secret_ts",
        cursor("trigger.config.ts", "ts"),
        'export const TRIGGER_SECRET_KEY = "{v}";',
        _v("tr_prod_", lambda r: alnum(r, 20)),
    ),
    _ven(
        "svix_webhook_secret_go",
        udiff("webhooks/verify.go", 'wh, err := svix.NewWebhook(os.Getenv("SVIX_SECRET"))'),
        'wh, err := svix.NewWebhook("{v}")',
        _v("whsec_", lambda r: b64(r, 32)),
    ),
    _ven(
        "hookdeck_header_py",
        roo("relay/client.py", 'headers = {"Accept": "application/json"}'),
        'headers = {{"Accept": "application/json", "Authorization": "Bearer {v}"}}',
        lambda r: alnum(r, 40),
    ),
)

_CAPTCHA: tuple[Kind, ...] = (
    _ven(
        "hcaptcha_secret_php",
        aider(
            "app/Http/Controllers/ContactController.php",
            "php",
            "$secret = config('services.hcaptcha.secret');",
        ),
        "$secret = '{v}';",
        _v("0x", lambda r: hexs(r, 40)),
    ),
    _ven(
        "turnstile_secret_worker",
        patch("worker/src/index.ts", "const SECRET_KEY = env.TURNSTILE_SECRET;"),
        "const SECRET_KEY = '{v}';",
        _v("0x4AAAAAAA", lambda r: urlsafe(r, 25)),
    ),
    _ven(
        "recaptcha_secret_django",
        udiff("site/settings/base.py", 'RECAPTCHA_PRIVATE_KEY = env("RECAPTCHA_PRIVATE_KEY")'),
        'RECAPTCHA_PRIVATE_KEY = "{v}"',
        _v("6L", lambda r: urlsafe(r, 38)),
    ),
    _ven(
        "friendly_captcha_java",
        cursor("src/main/java/app/Captcha.java", "java"),
        'private static final String FRC_API_KEY = "{v}";',
        _v("A1", lambda r: pick(r, _UPD, 54)),
    ),
)

_MEDIA: tuple[Kind, ...] = (
    _ven(
        "cloudinary_url_env",
        sed_append(".env", "NODE_ENV"),
        "CLOUDINARY_URL=cloudinary://{d15}:{v}@acme-media",
        lambda r: urlsafe(r, 27),
    ),
    _ven(
        "imagekit_private_key_node",
        write_xml("lib/imagekit.js"),
        'const imagekit = new ImageKit({{\n  publicKey: "public_{k28}=",\n'
        '  privateKey: "{v}",\n  urlEndpoint: "https://ik.imagekit.io/acme"\n}});',
        _v("private_", lambda r: b64(r, 27) + "="),
    ),
    _ven(
        "uploadcare_secret_rb",
        patch(
            "config/initializers/uploadcare.rb",
            "Uploadcare.config.secret_key = ENV['UPLOADCARE_SECRET_KEY']",
        ),
        "Uploadcare.config.secret_key = '{v}'",
        lambda r: hexs(r, 20),
    ),
    _ven(
        "uploadthing_secret_next",
        udiff(".env.local", "UPLOADTHING_SECRET="),
        "UPLOADTHING_SECRET={v}",
        _v("sk_live_", lambda r: hexs(r, 64)),
    ),
    _ven(
        "imgix_token_swift",
        copilot("Sources/Media/Imgix.swift"),
        'let builder = ImgixURLBuilder(domain: "acme.imgix.net", secureUrlToken: "{v}")',
        lambda r: alnum(r, 16),
    ),
)

_NOTIFY: tuple[Kind, ...] = (
    _ven(
        "knock_secret_py",
        multiedit("notify/service.py", "knock = Knock()"),
        'knock = Knock(api_key="{v}")',
        _v("sk_test_", lambda r: urlsafe(r, 40)),
    ),
    _ven(
        "novu_api_key_ts",
        str_replace("src/notify.ts", "const novu = new Novu(process.env.NOVU_API_KEY!);"),
        "const novu = new Novu('{v}');",
        lambda r: hexs(r, 32),
    ),
    _ven(
        "magicbell_headers_kotlin",
        aider(
            "app/src/main/kotlin/Bell.kt",
            "kotlin",
            '.addHeader("X-MAGICBELL-API-KEY", BuildConfig.MB_KEY)',
        ),
        '.addHeader("X-MAGICBELL-API-KEY", "{h40}")\n.addHeader("X-MAGICBELL-API-SECRET", "{v}")',
        lambda r: alnum(r, 40),
    ),
    _ven(
        "liveblocks_secret_ts",
        patch(
            "app/api/liveblocks-auth/route.ts",
            "const liveblocks = new Liveblocks({ secret: process.env.LIVEBLOCKS_SECRET_KEY! });",
        ),
        'const liveblocks = new Liveblocks({{ secret: "{v}" }});',
        _v("sk_prod_", lambda r: urlsafe(r, 64)),
    ),
    _ven(
        "partykit_env_toml",
        cursor("partykit.json", "json"),
        '"vars": {{ "PARTY_SECRET": "{v}", "ROOM_LIMIT": "50" }},',
        lambda r: alnum(r, 36),
    ),
)

_CHAIN: tuple[Kind, ...] = (
    _ven(
        "alchemy_rpc_url_ts",
        udiff("hardhat.config.ts", "url: process.env.MAINNET_RPC_URL,"),
        'url: "https://eth-mainnet.g.alchemy.com/v2/{v}",',
        lambda r: urlsafe(r, 32),
    ),
    _ven(
        "infura_project_rs",
        patch("src/chain.rs", 'let url = env::var("RPC_URL")?;'),
        'let url = "https://mainnet.infura.io/v3/{v}".to_string();',
        lambda r: hexs(r, 32),
    ),
    _ven(
        "quicknode_endpoint_py",
        nb_edit,
        'w3 = Web3(Web3.HTTPProvider("https://old-frost-{d4}.solana-mainnet.quiknode.pro/{v}/"))',
        lambda r: hexs(r, 40),
    ),
    _ven(
        "helius_query_go",
        cursor("rpc/helius.go", "go"),
        'const rpcURL = "https://mainnet.helius-rpc.com/?api-key={v}"',
        _uuid,
    ),
    _ven(
        "etherscan_hardhat_verify",
        aider("hardhat.config.js", "js", "etherscan: { apiKey: process.env.ETHERSCAN_KEY },"),
        'etherscan: {{ apiKey: "{v}" }},',
        lambda r: pick(r, _UPD, 34),
    ),
)

_SHOPS: tuple[Kind, ...] = (
    _ven(
        "woocommerce_consumer_secret_php",
        udiff("sync/woo.php", "$woo = new Client($url, $key, $secret, $opts);"),
        "$woo = new Client('https://shop.example', 'ck_{h40}', '{v}', ['version' => 'wc/v3']);",
        _v("cs_", lambda r: hexs(r, 40)),
    ),
    _ven(
        "bigcommerce_auth_token_cs",
        patch(
            "Sync/BigCommerceClient.cs",
            '_http.DefaultRequestHeaders.Add("X-Auth-Token", _opts.Token);',
        ),
        '_http.DefaultRequestHeaders.Add("X-Auth-Token", "{v}");',
        lambda r: lower_alnum(r, 31),
    ),
    _ven(
        "commercetools_client_java",
        write_xml("src/main/java/shop/Ct.java"),
        'ClientCredentials creds = ClientCredentials.of()\n    .withClientId("{k24}")\n'
        '    .withClientSecret("{v}")\n    .build();',
        lambda r: urlsafe(r, 32),
    ),
    _ven(
        "saleor_app_token_py",
        roo("saleor_sync/client.py", "SALEOR_TOKEN = os.environ['SALEOR_TOKEN']"),
        "SALEOR_TOKEN = '{v}'",
        lambda r: alnum(r, 30),
    ),
)

_STORES: tuple[Kind, ...] = (
    _ven(
        "b2_application_key_py",
        udiff("backup/b2.py", "b2_api.authorize_account('production', KEY_ID, APP_KEY)"),
        "b2_api.authorize_account('production', '005{h21}', '{v}')",
        _v("K005", lambda r: b64(r, 27)),
    ),
    _ven(
        "wasabi_rclone_edit",
        patch_add("deploy/rclone.conf"),
        "[wasabi]\ntype = s3\nprovider = Wasabi\naccess_key_id = {U20}\n"
        "secret_access_key = {v}\nendpoint = s3.eu-central-1.wasabisys.com",
        lambda r: alnum(r, 40),
    ),
    _ven(
        "r2_secret_ts",
        multiedit("src/storage.ts", "credentials: getR2Credentials(),"),
        'credentials: {{ accessKeyId: "{h32}", secretAccessKey: "{v}" }},',
        lambda r: hexs(r, 64),
    ),
    _ven(
        "bunny_storage_dart",
        cursor("lib/storage.dart", "dart"),
        "final headers = {{'AccessKey': '{v}'}};",
        lambda r: (
            hexs(r, 8) + "-" + hexs(r, 4) + "-" + hexs(r, 4) + "-" + hexs(r, 4) + "-" + hexs(r, 18)
        ),
    ),
)

_DNS: tuple[Kind, ...] = (
    _ven(
        "porkbun_keys_json",
        str_replace("scripts/ddns.py", "payload = load_keys()"),
        'payload = {{"apikey": "pk1_{h64}", "secretapikey": "{v}"}}',
        _v("sk1_", lambda r: hexs(r, 64)),
    ),
    _ven(
        "namecheap_api_url",
        udiff("scripts/dns.sh", 'URL="$NC_API"'),
        'URL="https://api.namecheap.com/xml.response?ApiUser=acme&ApiKey={v}&UserName=acme&Command=namecheap.domains.dns.getHosts"',
        lambda r: hexs(r, 32),
    ),
    _ven(
        "dnsimple_token_rb",
        aider(
            "lib/dns.rb",
            "ruby",
            "client = Dnsimple::Client.new(access_token: ENV.fetch('DNSIMPLE_TOKEN'))",
        ),
        "client = Dnsimple::Client.new(access_token: '{v}')",
        _v("dnsimple_a_", lambda r: alnum(r, 32)),
    ),
)

_DATA: tuple[Kind, ...] = (
    _ven(
        "opencage_key_kotlin",
        patch("app/src/main/java/geo/Geocoder.kt", "private val key = BuildConfig.OPENCAGE_KEY"),
        'private val key = "{v}"',
        lambda r: hexs(r, 32),
    ),
    _ven(
        "openweather_appid_swift",
        udiff(
            "Weather/Client.swift",
            'let appid = Bundle.main.object(forInfoDictionaryKey: "OWM_KEY")',
        ),
        'let url = URL(string: "https://api.openweathermap.org/data/2.5/weather?q=Lyon&appid={v}")!',
        lambda r: hexs(r, 32),
    ),
    _ven(
        "tomorrow_io_fixture_json",
        write_xml("tests/fixtures/weather.json"),
        '{{"provider": "tomorrow.io", "apikey": "{v}", "location": "45.76,4.83"}}',
        lambda r: alnum(r, 32),
    ),
    _ven(
        "openexchangerates_app_id",
        cursor("src/rates.py", "python", "#"),
        'RATES_URL = "https://openexchangerates.org/api/latest.json?app_id={v}"',
        lambda r: hexs(r, 32),
    ),
)

_MODELS: tuple[Kind, ...] = (
    _ven(
        "runpod_key_py",
        udiff("infer/pod.py", 'runpod.api_key = os.getenv("RUNPOD_API_KEY")'),
        'runpod.api_key = "{v}"',
        _v("rpa_", lambda r: pick(r, _UPD, 40)),
    ),
    _ven(
        "modal_token_secret_toml",
        patch_add(".modal.toml"),
        '[acme]\ntoken_id = "ak-{k22}"\ntoken_secret = "{v}"\nactive = true',
        _v("as-", lambda r: alnum(r, 22)),
    ),
    _ven(
        "fal_key_ts",
        aider("lib/fal.ts", "ts", "fal.config({ credentials: process.env.FAL_KEY });"),
        'fal.config({{ credentials: "{uuid}:{v}" }});',
        lambda r: hexs(r, 32),
    ),
    _ven(
        "deepseek_base_url_py",
        multiedit("llm/providers.py", 'client = OpenAI(base_url="https://api.deepseek.com")'),
        'client = OpenAI(base_url="https://api.deepseek.com", api_key="{v}")',
        _v("sk-", lambda r: hexs(r, 32)),
    ),
    _ven(
        "xai_key_go",
        cursor("llm/xai.go", "go"),
        'req.Header.Set("Authorization", "Bearer {v}")',
        _v("xai-", lambda r: alnum(r, 80)),
    ),
    _ven(
        "cerebras_key_env_patch",
        patch(".env", "CEREBRAS_API_KEY="),
        "CEREBRAS_API_KEY={v}",
        _v("csk-", lambda r: lower_alnum(r, 48)),
    ),
    _ven(
        "dashscope_key_java",
        roo("src/main/java/ai/Qwen.java", '.apiKey(System.getenv("DASHSCOPE_API_KEY"))'),
        '.apiKey("{v}")',
        _v("sk-", lambda r: hexs(r, 32)),
    ),
    _ven(
        "braintrust_key_nb",
        nb_cell,
        'import braintrust\nbraintrust.login(api_key="{v}")',
        _v("sk-", lambda r: alnum(r, 48)),
    ),
    _ven(
        "portkey_headers_ts",
        copilot("src/gateway.ts"),
        'defaultHeaders: {{ "x-portkey-api-key": "{v}", "x-portkey-provider": "openai" }},',
        lambda r: urlsafe(r, 32),
    ),
)

_DBS: tuple[Kind, ...] = (
    edit24(
        "planetscale_password_dsn",
        "dsn",
        udiff("db/connect.ts", "const url = process.env.DATABASE_URL!;"),
        'const url = "mysql://{k12}:{v}@aws.connect.psdb.cloud/shop?sslaccept=strict";',
        value=_v("pscale_pw_", lambda r: urlsafe(r, 43)),
    ),
    _ven(
        "atlas_private_key_tf",
        patch("infra/atlas.tf", "private_key = var.atlas_private_key"),
        'private_key = "{v}"',
        _uuid,
    ),
    _ven(
        "tinybird_token_py",
        aider("analytics/tb.py", "python", "TB_TOKEN = os.environ['TB_TOKEN']"),
        "TB_TOKEN = '{v}'",
        lambda r: "p.eyJ1IjogIj" + b64(r, 90),
    ),
    _ven(
        "clickhouse_cloud_secret_go",
        str_replace("store/ch.go", 'Password: os.Getenv("CH_PASSWORD"),'),
        'Password: "{v}",',
        lambda r: alnum(r, 14) + "~" + alnum(r, 6),
    ),
)

VENDOR_KINDS: tuple[Kind, ...] = (
    *_AGENT_TOOLS,
    *_JOBS,
    *_CAPTCHA,
    *_MEDIA,
    *_NOTIFY,
    *_CHAIN,
    *_SHOPS,
    *_STORES,
    *_DNS,
    *_DATA,
    *_MODELS,
    *_DBS,
)


#: a password told in one sentence, one language or mix a row (`{v}` the password)
CHAT_ROWS: tuple[tuple[str, str], ...] = (
    ("chat_es_correction", "perdón, me equivoqué de clave. la buena es {v}"),
    ("chat_pt_use_instead", "usa essa no lugar da outra: {v}"),
    ("chat_zh_void_old", "刚才那个作废了，用这个：{v}"),
    ("chat_ja_correction", "さっきのは間違いでした。正しいパスワードは {v} です"),
    ("chat_ko_replace", "이걸로 바꿔서 써 주세요: {v}"),
    ("chat_hi_new_password", "पुराना वाला हटा दो, नया पासवर्ड {v} है"),
    ("chat_ar_instead", "استخدم هذا بدلاً منه: {v}"),
    ("chat_tr_typo", "yanlış yazmışım, doğrusu {v}"),
    ("chat_pl_new_one", "stare hasło wygasło, nowe to {v}"),
    ("chat_vi_use_this", "dùng cái này thay thế nhé: {v}"),
    ("chat_spanglish", "ok so el password del staging es {v}, lo cambié ayer"),
    ("chat_taglish", "eto yung bagong password: {v}, pakipalitan na lang sa env"),
    ("chat_arabizi", "el password el gdeed howa {v} 3ashan el adeem et2afal"),
    ("chat_romaji", "pasuwaado wa {v} desu, yoroshiku"),
    ("chat_ru_translit", "vot parol ot bazy: {v}, ne teryai"),
    ("chat_pinyin", "shujuku mima shi {v}, bie fa gei bieren"),
    ("chat_icelandic", "lykilorðið að gagnagrunninum er {v}"),
    ("chat_estonian", "andmebaasi parool on {v}"),
    ("chat_latvian", "datubāzes parole ir {v}"),
    ("chat_lithuanian", "duomenų bazės slaptažodis yra {v}"),
    ("chat_slovenian", "geslo za bazo je {v}"),
    ("chat_croatian", "lozinka za bazu je {v}"),
    ("chat_serbian", "лозинка за базу је {v}"),
    ("chat_bulgarian", "паролата за базата е {v}"),
    ("chat_albanian", "fjalëkalimi i bazës është {v}"),
    ("chat_catalan", "la contrasenya de la base de dades és {v}"),
    ("chat_basque", "datu-basearen pasahitza {v} da"),
    ("chat_galician", "o contrasinal da base de datos é {v}"),
    ("chat_welsh", "cyfrinair y gronfa ddata yw {v}"),
    ("chat_irish", "is é pasfhocal an bhunachair ná {v}"),
    ("chat_maltese", "il-password tad-database hija {v}"),
    ("chat_afrikaans", "die databasis se wagwoord is {v}"),
    ("chat_zulu", "iphasiwedi ye-database ithi {v}"),
    ("chat_amharic", "የዳታቤዙ የይለፍ ቃል {v} ነው"),
    ("chat_georgian", "ბაზის პაროლი არის {v}"),
    ("chat_armenian", "տվյալների բազայի գաղտնաբառը {v} է"),
    ("chat_mongolian", "өгөгдлийн сангийн нууц үг нь {v}"),
    ("chat_khmer", "ពាក្យសម្ងាត់មូលដ្ឋានទិន្នន័យគឺ {v}"),
    ("chat_esperanto", "la pasvorto de la datumbazo estas {v}"),
)
