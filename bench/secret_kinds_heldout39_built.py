"""Held-out 39's built and shipped code (`bench/secret_kinds_heldout39.py`).

A secret compiled into what was shipped: minified bundles on one long line,
source maps' escaped `sourcesContent`, a bundler's `define` results, built
config under `.next` or `dist`, decompiled mobile apps (smali
`const-string`, `strings.xml`, `Info.plist`, `google-services.json`, jadx's
Java), an Electron `app.asar` extract, `strings` of a `.pyc` or a binary.
"""

from __future__ import annotations

import base64
import random

from bench.secret_kinds import Kind, alnum, b64, hexs, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout39_state import (
    alnum_of,
    aws_secret,
    google_key,
    jwt,
    openai_key,
    pem_key,
    slack_bot,
    stripe_live,
)

__all__ = ["BUILT_KINDS"]


def _sentry_dsn_key(r: random.Random) -> str:
    return hexs(r, 32)


def _twilio(r: random.Random) -> str:
    return hexs(r, 32)


BUILT_KINDS: tuple[Kind, ...] = (
    k(
        "minified_bundle_apikey_prop",
        "code",
        '!function(){"use strict";var e={apiKey:"{v}",authDomain:"acme-prod.firebaseapp.com",'
        'projectId:"acme-prod"},t=Object(n.a)(e);window.__APP__=t}();',
        value=google_key,
    ),
    k(
        "minified_bundle_secret_assignment",
        "code",
        'const r=require("axios"),o="{v}";module.exports=function(e){return r.get(e,{headers:'
        '{Authorization:"Bearer "+o}})};',
        value=openai_key,
    ),
    k(
        "minified_bundle_stripe_literal",
        "code",
        'var Xe=function(){return Ye("{v}",{apiVersion:"2024-06-20"})},Je=Xe();',
        value=stripe_live,
    ),
    k(
        "minified_chunk_grep_hit",
        "output",
        "$ grep -o 'secret[^,]*' dist/assets/index-{h8}.js\nsecret:\"{v}\"",
        value=alnum_of(40),
    ),
    k(
        "sourcemap_sources_content_escaped",
        "output",
        '{"version":3,"file":"main.js","sources":["webpack://app/./src/config.ts"],'
        '"sourcesContent":["export const config = {\\n  sentryToken: \\"{v}\\",\\n  env: '
        '\\"production\\"\\n};\\n"],"mappings":"AAAA,OAAO"}',
        value=lambda r: "sntrys_" + alnum(r, 60),
    ),
    k(
        "sourcemap_jq_sources_content",
        "output",
        "$ jq -r '.sourcesContent[3]' main.{h8}.js.map | grep -n KEY\n12:const MAPS_KEY = '{v}';",
        value=google_key,
    ),
    k(
        "webpack_define_plugin_result",
        "code",
        "/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ({\n  api: "
        '"https://api.acme.io",\n  token: "{v}"\n});',
        value=alnum_of(32),
    ),
    k(
        "vite_import_meta_env_inlined",
        "code",
        'const Hb={BASE_URL:"/",MODE:"production",DEV:!1,PROD:!0,SSR:!1,'
        'VITE_SUPABASE_SERVICE_KEY:"{v}"};',
        value=jwt,
    ),
    k(
        "next_build_server_chunk",
        "output",
        "$ grep -rn DATABASE_URL .next/server/chunks/\n.next/server/chunks/{d3}.js:1:"
        '...process.env.DATABASE_URL||"postgres://app:{v}@db.acme.io:5432/app"...',
    ),
    k(
        "next_required_server_files_env",
        "config",
        '{"version":1,"config":{"env":{"CMS_PREVIEW_SECRET":"{v}"},"distDir":".next"}}',
        value=alnum_of(32),
    ),
    k(
        "dist_config_json_copied",
        "config",
        '$ cat dist/config.json\n{\n  "apiBase": "https://api.acme.io",\n  "mapboxToken": "{v}"\n}',
        value=lambda r: "sk." + urlsafe(r, 60) + "." + urlsafe(r, 22),
    ),
    k(
        "angular_environment_prod_js",
        "code",
        "export const environment = { production: true, algoliaAdminKey: '{v}' };",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "smali_const_string",
        "code",
        ".method static constructor <clinit>()V\n    .locals 1\n\n"
        '    const-string v0, "{v}"\n\n    sput-object v0, Lcom/acme/app/BuildConfig;->API_SECRET:'
        "Ljava/lang/String;",
        value=alnum_of(40),
    ),
    k(
        "smali_grep_output",
        "output",
        "$ grep -rn 'const-string.*sk_' out/smali/\nout/smali/com/acme/pay/Client.smali:88:"
        '    const-string v1, "{v}"',
        value=stripe_live,
    ),
    k(
        "apktool_strings_xml",
        "config",
        '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="app_name">Acme'
        '</string>\n    <string name="twitter_consumer_secret">{v}</string>\n</resources>',
        value=alnum_of(50),
    ),
    k(
        "google_services_json_oauth_client_secret",
        "config",
        '"oauth_client": [\n  {\n    "client_id": "{d12}-{l32}.apps.googleusercontent.com",\n'
        '    "client_type": 3,\n    "client_secret": "{v}"\n  }\n],',
        value=lambda r: "GOCSPX-" + urlsafe(r, 28),
    ),
    k(
        "info_plist_secret_key",
        "config",
        "<key>CFBundleIdentifier</key>\n<string>io.acme.app</string>\n<key>RevenueCatSecretKey"
        "</key>\n<string>{v}</string>",
        value=lambda r: "sk_" + alnum(r, 32),
    ),
    k(
        "plutil_p_info_plist",
        "output",
        '$ plutil -p Payload/Acme.app/Info.plist | grep -i key\n  "AppCenterSecret" => "{uuid}"\n'
        '  "SegmentWriteKey" => "{v}"',
        value=alnum_of(32),
    ),
    k(
        "jadx_java_static_final",
        "code",
        "public final class ApiConfig {\n    public static final String BASE_URL = "
        '"https://api.acme.io/";\n    private static final String CLIENT_SECRET = "{v}";\n}',
        value=alnum_of(40),
    ),
    k(
        "jadx_buildconfig_fields",
        "code",
        'public final class BuildConfig {\n    public static final String AWS_ACCESS_KEY = "AKIA'
        '{U16}";\n    public static final String AWS_SECRET_KEY = "{v}";\n    public static final '
        "boolean DEBUG = false;\n}",
        value=aws_secret,
    ),
    k(
        "dex_strings_grep",
        "output",
        "$ strings -a classes.dex | grep -E '^[A-Za-z0-9]{32,}$' | head -3\n{h32}\n{v}\n{k40}",
        value=lambda r: "xoxp-" + hexs(r, 10) + "-" + alnum(r, 30),
    ),
    k(
        "asar_extract_config_js",
        "output",
        "$ npx asar extract app.asar out && cat out/config.js\nmodule.exports = {\n  updateServer:"
        " 'https://updates.acme.io',\n  githubToken: '{v}'\n}",
        value=lambda r: "ghp_" + alnum(r, 36),
    ),
    k(
        "electron_preload_minified",
        "code",
        'contextBridge.exposeInMainWorld("cfg",{pusherKey:"{h20}",pusherSecret:"{v}"});',
        value=lambda r: hexs(r, 20),
    ),
    k(
        "pyc_strings_output",
        "output",
        "$ strings __pycache__/settings.cpython-312.pyc\nDEBUG\nSECRET_KEY\n{v}\nALLOWED_HOSTS\n"
        "django.db.backends.postgresql",
        value=lambda r: "django-insecure-" + urlsafe(r, 50).lower(),
    ),
    k(
        "uncompyle_decompiled_constant",
        "code",
        "# uncompyle6 version 3.9.1\n# Decompiled from: Python 3.8.18\nAPI_USER = 'svc'\nAPI_PASS"
        " = '{v}'\n",
    ),
    k(
        "binary_strings_grep_token",
        "output",
        "$ strings ./agent-linux-amd64 | grep -i token=\ntoken={v}\nGODEBUG=madvdontneed=1",
        value=alnum_of(40),
    ),
    k(
        "go_ldflags_x_baked",
        "output",
        '$ go version -m ./bin/api | grep ldflags\n\tbuild\t-ldflags="-X main.version=1.4.2 -X '
        'main.licenseKey={v}"',
        value=alnum_of(32),
    ),
    k(
        "rust_binary_env_macro_strings",
        "output",
        "$ strings target/release/syncd | grep -A1 HONEYCOMB\nHONEYCOMB_API_KEY\n{v}",
        value=lambda r: "hcaik_" + alnum(r, 58),
    ),
    k(
        "java_jar_properties_inside",
        "output",
        "$ unzip -p app.jar BOOT-INF/classes/application.properties\nspring.datasource.username="
        "app\nspring.datasource.password={v}\nserver.port=8080",
    ),
    k(
        "war_web_xml_context_param",
        "config",
        "<context-param>\n  <param-name>ldapBindPassword</param-name>\n  <param-value>{v}"
        "</param-value>\n</context-param>",
    ),
    k(
        "dotnet_appsettings_published",
        "config",
        '$ cat bin/Release/net8.0/publish/appsettings.Production.json\n{\n  "ConnectionStrings":'
        ' {\n    "Default": "Server=sql.acme.io;Database=app;User Id=app;Password={v};"\n  }\n}',
    ),
    k(
        "wasm_strings_data_segment",
        "output",
        "$ wasm-objdump -s -j data pkg/app_bg.wasm | tail -2\n - 0104c0: {h8} {h8}  ..\n"
        "$ strings pkg/app_bg.wasm | grep key\napi_key={v}",
        value=alnum_of(36),
    ),
    k(
        "flutter_libapp_strings",
        "output",
        "$ strings lib/arm64-v8a/libapp.so | grep -i supabase\nhttps://{l20}.supabase.co\n{v}",
        value=jwt,
    ),
    k(
        "react_native_bundle_grep",
        "output",
        '$ grep -o \'twilioAuthToken:"[^"]*"\' index.android.bundle\ntwilioAuthToken:"{v}"',
        value=_twilio,
    ),
    k(
        "chrome_extension_crx_background",
        "code",
        'const SLACK="{v}";chrome.runtime.onMessage.addListener((m)=>fetch(m.u,{headers:'
        "{Authorization:`Bearer ${SLACK}`}}));",
        value=slack_bot,
    ),
    k(
        "sentry_release_artifact_config",
        "code",
        'Sentry.init({dsn:"https://{h32}@o{d6}.ingest.sentry.io/{d7}",tracesSampleRate:.1});'
        '\n/* and auth */ const SENTRY_AUTH="{v}";',
        value=_sentry_dsn_key,
    ),
    k(
        "ios_ipa_grep_aws_pair",
        "output",
        "$ grep -a -o 'AKIA[A-Z0-9]*.\\{0,80\\}' Payload/Acme.app/Acme\nAKIA{U16}\\x00{v}",
        value=aws_secret,
    ),
    k(
        "pem_key_in_bundle_string",
        "code",
        'const signer=createSign("RSA-SHA256"),KEY=`{v}`;',
        value=pem_key,
    ),
    k(
        "php_phar_extract_config",
        "output",
        '$ php -r \'$p=new Phar("app.phar");echo file_get_contents($p["config/db.php"]);\'\n'
        "<?php return ['user' => 'app', 'pass' => '{v}'];",
    ),
    k(
        "jar_manifest_custom_attribute",
        "output",
        "$ unzip -p plugin.jar META-INF/MANIFEST.MF\nManifest-Version: 1.0\nImplementation-Version:"
        " 2.3.1\nX-Update-Token: {v}",
        value=lambda r: b64(r, 44),
    ),
    k(
        "unity_streaming_assets_json",
        "config",
        '{"playfabTitleId":"{U5}","playfabSecretKey":"{v}"}',
        value=lambda r: alnum(r, 52).upper(),
    ),
    k(
        "static_site_build_html_meta",
        "output",
        "$ grep -o '<meta name=\"algolia-[^>]*>' public/index.html\n<meta name=\"algolia-admin-ke"
        'y" '
        'content="{v}">',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "webpack_stats_json_env",
        "output",
        '"modules": [{"name": "./src/env.js", "source": "export default {\\"MAILGUN_KEY\\": '
        '\\"key-{v}\\"}"}]',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "serverless_zip_env_dump",
        "output",
        "$ unzip -p .serverless/api.zip .env\nNODE_ENV=production\nAWS_ACCESS_KEY_ID=AKIA{U16}\n"
        "STRIPE_WEBHOOK_SECRET={v}",
        value=lambda r: "whsec_" + alnum(r, 32),
    ),
    k(
        "lambda_layer_zip_config",
        "output",
        "$ unzip -l layer.zip | grep cfg && unzip -p layer.zip python/cfg.py\n      312  python/c"
        "fg.py"
        '\nDB_PASSWORD = "{v}"',
    ),
    k(
        "pkg_nexe_binary_snapshot",
        "output",
        "$ strings -n 20 dist/cli-linux | grep -m2 KEY\nconst KEY = process.env.KEY || '{v}';",
        value=alnum_of(36),
    ),
    k(
        "base64_in_bundle_basic_auth",
        "code",
        'headers:{Authorization:"Basic {v}"},timeout:3e4',
        value=lambda r: base64.b64encode(f"api:{pw(r)}".encode()).decode(),
    ),
    k(
        "aws_pair_in_compiled_config",
        "code",
        'var cfg={region:"eu-west-1",accessKeyId:"AKIA{U16}",secretAccessKey:"{v}"};',
        value=aws_secret,
    ),
)
