"""The tenth held-out half of the wide secret corpus: written blind, before the rules of its round.

Written (issue 27, round 10) by a helper who never read the redactor's code,
tables or documentation, from what people paste into a coding agent that the
first nine sets did not imagine: shell history (zsh's extended form), GitHub
Actions logs, `curl -v` transcripts, IDE run configurations (IntelliJ, VS
Code, Visual Studio's launchSettings, REST-client files), mobile app configs
(Info.plist, xcconfig, Flutter and Expo commands, Apple app-specific
passwords), deploy commands of the clouds' own CLIs (Lambda, Cloud Run, App
Service, CloudFormation, CDK, Railway, Infisical, chamber), object dumps of
many languages (PHP `var_dump` and `print_r`, Perl's Data::Dumper, Lombok's
`toString`, Go's `%+v`, macOS `defaults read`), SQL that stores a credential
(foreign-data user mappings, scoped credentials, external stages, ClickHouse's
`s3()` arguments, DuckDB secrets), network gear (SNMP communities, TACACS and
RADIUS keys), IoT sketches and configs, Symfony-style DSNs with a token as the
user, stream keys in RTMP URLs, join tokens of cluster tools, chat in
languages the earlier sets left out and in English forms they did not use,
vendors of mail, payments, messaging, AI, observability, CI, registries,
databases, auth and wallets that no earlier set names, and encodings: JWTs,
PASETO tokens and PASERK keys, PEM bodies with escaped newlines or per-line
log prefixes, base64 literals decoded in code, `\\u0022` and `&quot;` quoting, Gmail's spaced
app passwords, UUID-shaped and one-case keys, hex key dumps.

Its look-alikes (`bench/secret_kinds_heldout10_look.py`) are what the same
places hold that is no secret: commit ids, lockfile integrity hashes, image
digests, certificates and public keys, encrypted values meant to be committed
(Ansible Vault, SOPS, sealed secrets, Pulumi), request signatures, trace ids,
placeholders, masked values, record ids of many services. It is measured once
before the round's rules ("first sight") and never tuned on.
"""

from __future__ import annotations

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    b64,
    hexs,
    kind_of,
    lower_alnum,
    samples,
    upper32,
    urlsafe,
)
from bench.secret_kinds_heldout10_look import LOOK_ALIKES
from bench.secret_kinds_heldout10_more import (
    MORE_KINDS,
    app_password,
    k3s,
    pem_kind,
    swarm,
    twitch_stream,
    uuid8,
    yt_stream,
)

__all__ = ["KINDS", "LOOK_ALIKES", "heldout10_samples"]


KINDS: tuple[Kind, ...] = (
    # shell history and terminals
    kind_of(
        "zsh_history_extended",
        "cli",
        ": 1732780411:0;kcat -b kafka:9092 -X sasl.username=etl -X sasl.password={v} -L",
    ),
    kind_of(
        "bash_history_numbered",
        "cli",
        "  1041  openstack --os-username admin --os-password {v} server list\n"
        "  1042  history | tail",
    ),
    kind_of(
        "snmpwalk_v3_auth",
        "cli",
        "snmpwalk -v3 -l authPriv -u monitor -a SHA -A {v} -x AES -X priv0nly 10.0.0.1",
    ),
    kind_of(
        "b2_authorize_positional",
        "cli",
        "b2 account authorize 005{h8}0000000003 {v}",
        value=lambda r: "K005" + alnum(r, 27),
    ),
    kind_of(
        "kopia_connect_s3",
        "cli",
        "kopia repository connect s3 --bucket=bk --access-key={aws} --secret-access-key={v}",
        value=lambda r: b64(r, 40),
    ),
    kind_of(
        "security_add_generic",
        "cli",
        "security add-generic-password -a ci -s notary -w {v} -U",
        value=app_password,
    ),
    kind_of(
        "altool_app_password",
        "cli",
        'xcrun altool --upload-app -f App.ipa -u dev@corp.com -p "{v}"',
        value=app_password,
    ),
    kind_of(
        "fastlane_match_password",
        "cli",
        "MATCH_PASSWORD={v} bundle exec fastlane match appstore --readonly",
    ),
    kind_of(
        "flutter_dart_define",
        "cli",
        "flutter run --release --dart-define=ENV=prod --dart-define=BACKEND_SECRET={v}",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "eas_secret_create",
        "cli",
        "eas secret:create --scope project --name SENTRY_AUTH --value {v} --type string",
        value=lambda r: hexs(r, 64),
    ),
    kind_of(
        "bundletool_ks_pass",
        "cli",
        "bundletool build-apks --bundle=app.aab --ks=release.jks --ks-pass=pass:{v} "
        "--output=app.apks",
    ),
    kind_of(
        "qpdf_decrypt_password",
        "cli",
        "qpdf --decrypt --password={v} statement.pdf plain.pdf",
    ),
    kind_of(
        "msoffcrypto_password",
        "cli",
        "msoffcrypto-tool -p {v} payroll.xlsx decrypted.xlsx",
    ),
    kind_of(
        "kubectl_run_env",
        "cli",
        "kubectl run debug --rm -it --image=alpine --env=UPSTREAM_KEY={v} -- sh",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "cfn_parameter_overrides",
        "cli",
        "aws cloudformation deploy --stack-name api --template-file t.yml "
        "--parameter-overrides Stage=prod DbMasterPassword={v}",
    ),
    kind_of(
        "cdk_parameters",
        "cli",
        "npx cdk deploy ApiStack --parameters ApiStack:WebhookSigningKey={v}",
        value=lambda r: urlsafe(r, 43),
    ),
    kind_of(
        "lambda_env_variables",
        "cli",
        "aws lambda update-function-configuration --function-name ingest "
        '--environment "Variables={{MODE=prod,UPSTREAM_AUTH={v}}}"',
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "gcloud_run_set_env",
        "cli",
        "gcloud run deploy api --image gcr.io/corp/api --set-env-vars=MODE=prod,PARTNER_KEY={v}",
        value=lambda r: alnum(r, 36),
    ),
    kind_of(
        "az_appsettings_set",
        "cli",
        "az webapp config appsettings set -g rg -n web --settings SIGNING={v} MODE=prod",
        value=lambda r: urlsafe(r, 44),
    ),
    kind_of(
        "railway_variables_set",
        "cli",
        'railway variables --set "MAILER_KEY={v}"',
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "infisical_secrets_set",
        "cli",
        "infisical secrets set STRIPE_WEBHOOK={v} --env=prod",
        value=lambda r: "whsec_" + alnum(r, 32),
    ),
    kind_of(
        "chamber_write_positional",
        "cli",
        "chamber write api partner_token {v}",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "sops_set_value",
        "cli",
        'sops --set \'["db"]["password"] "{v}"\' secrets.enc.yaml',
    ),
    kind_of(
        "drone_secret_add",
        "cli",
        "drone secret add --repository corp/api --name registry_pass --data {v}",
    ),
    kind_of(
        "act_secret_flag",
        "cli",
        "act push -s GITHUB_TOKEN={v} -s DEPLOY_ENV=staging",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "conan_remote_login",
        "cli",
        "conan remote login corp ci -p {v}",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "nextcloudcmd_password",
        "cli",
        "nextcloudcmd -u bob -p {v} --non-interactive ~/Nextcloud https://cloud.corp",
    ),
    kind_of(
        "oathtool_totp_seed",
        "cli",
        "oathtool --totp -b {v}",
        value=lambda r: upper32(r, 32),
    ),
    kind_of(
        "zkcli_addauth_digest",
        "cli",
        "[zk: localhost:2181(CONNECTED) 0] addauth digest admin:{v}",
    ),
    kind_of(
        "ffmpeg_rtmp_youtube",
        "cli",
        "ffmpeg -re -i talk.mp4 -c copy -f flv rtmp://a.rtmp.youtube.com/live2/{v}",
        value=yt_stream,
    ),
    kind_of(
        "obs_twitch_stream_key",
        "config",
        '{{"settings": {{"server": "rtmp://live.twitch.tv/app", "key": "{v}"}}}}',
        value=twitch_stream,
    ),
    # cluster and network join secrets
    kind_of(
        "k3s_agent_token",
        "cli",
        "curl -sfL https://get.k3s.io | K3S_URL=https://10.0.0.1:6443 K3S_TOKEN={v} sh -",
        value=k3s,
    ),
    kind_of(
        "swarm_join_token",
        "cli",
        "docker swarm join --token {v} 10.0.0.1:2377",
        value=swarm,
    ),
    kind_of(
        "microk8s_join_path",
        "cli",
        "microk8s join 10.0.0.1:25000/{v}/{h8}1234",
        value=lambda r: hexs(r, 32),
    ),
    kind_of(
        "netbird_setup_key",
        "cli",
        "netbird up --setup-key {v} --management-url https://nb.corp",
        value=lambda r: uuid8(r).upper(),
    ),
    kind_of(
        "frpc_auth_token",
        "config",
        'serverAddr = "relay.corp"\nserverPort = 7000\nauth.method = "token"\nauth.token = "{v}"',
        value=lambda r: alnum(r, 32),
    ),
    # GitHub Actions logs and CI files
    kind_of(
        "gha_add_mask_literal",
        "cli",
        'echo "::add-mask::{v}"',
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "gha_log_command_line",
        "output",
        "2026-11-28T10:04:12.4471093Z [command]/usr/bin/docker login ghcr.io -u bot --password {v}",
        value=lambda r: alnum(r, 40),
    ),
    pem_kind("gha_log_pem_lines", "log"),
    # curl -v and HTTP transcripts
    kind_of(
        "curl_v_set_cookie",
        "output",
        "< HTTP/2 200\n< set-cookie: __Secure-authjs.session-token={v}; Path=/; HttpOnly\n"
        "< content-type: application/json",
        value=lambda r: urlsafe(r, 64),
    ),
    kind_of(
        "curl_v_custom_header",
        "output",
        "> GET /v1/metrics HTTP/2\n> Host: api.corp\n> x-hasura-admin-secret: {v}\n> accept: */*",
        value=lambda r: alnum(r, 32),
    ),
    kind_of(
        "httpie_header_output",
        "output",
        "GET /api/v2/projects HTTP/1.1\nAccept: application/json\nPRIVATE-TOKEN: {v}\n"
        "User-Agent: HTTPie/3.2.4",
        value=lambda r: alnum(r, 20),
    ),
    kind_of(
        "auth_key_scheme",
        "header",
        'curl https://queue.fal.run/fal-ai/flux -H "Authorization: Key {v}"',
        value=lambda r: uuid8(r) + ":" + hexs(r, 32),
    ),
    # IDE run configurations and request files
    kind_of(
        "idea_runconfig_env",
        "config",
        '<envs>\n  <env name="SPRING_PROFILES_ACTIVE" value="dev" />\n'
        '  <env name="LEDGER_API_SECRET" value="{v}" />\n</envs>',
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "vscode_launch_env",
        "config",
        '"configurations": [{{\n  "type": "debugpy",\n  "program": "app.py",\n'
        '  "env": {{"DJANGO_DEBUG": "1", "PAYPAL_SECRET": "{v}"}}\n}}]',
        value=lambda r: "E" + urlsafe(r, 79),
    ),
    kind_of(
        "launchsettings_env",
        "config",
        '"environmentVariables": {{\n  "ASPNETCORE_ENVIRONMENT": "Development",\n'
        '  "Graph__ClientSecret": "{v}"\n}}',
        value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 34),
    ),
    kind_of(
        "vscode_sqltools_password",
        "config",
        '"sqltools.connections": [{{"driver": "PostgreSQL", "server": "db", '
        '"username": "app", "password": "{v}"}}]',
    ),
    kind_of(
        "jetbrains_http_env",
        "config",
        '{{\n  "prod": {{\n    "host": "https://api.corp",\n    "auth": "{v}"\n  }}\n}}',
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "rest_client_variable",
        "config",
        "@host = https://api.corp\n@apiKey = {v}\n\nGET {{{{host}}}}/me\nx-api-key: {{{{apiKey}}}}",
        value=lambda r: alnum(r, 40),
    ),
    # mobile app configs
    kind_of(
        "plist_key_string",
        "config",
        "<key>RevenueCatSecret</key>\n<string>{v}</string>",
        value=lambda r: "sk_" + alnum(r, 32),
    ),
    kind_of(
        "xcconfig_secret",
        "config",
        "PRODUCT_BUNDLE_IDENTIFIER = com.corp.app\nBACKEND_HMAC = {v}",
        value=lambda r: hexs(r, 64),
    ),
    kind_of(
        "expo_extra_object",
        "code",
        "export default {{\n  expo: {{\n    name: 'corp',\n"
        "    extra: {{ adminToken: '{v}' }},\n  }},\n}};",
        value=lambda r: alnum(r, 40),
    ),
    # dotfiles and tool configs in no earlier set
    kind_of(
        "curlrc_user",
        "config",
        '$ cat ~/.curlrc\nuser = "svc:{v}"\nsilent',
    ),
    kind_of(
        "transmission_rpc_password",
        "config",
        '    "rpc-authentication-required": true,\n    "rpc-password": "{v}",\n'
        '    "rpc-username": "admin",',
    ),
    kind_of(
        "hub_config_oauth",
        "config",
        "github.com:\n- user: bob\n  oauth_token: {v}\n  protocol: https",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "offlineimap_remotepass",
        "config",
        "[Repository remote]\ntype = IMAP\nremotehost = imap.fastmail.com\n"
        "remoteuser = bob@corp.com\nremotepass = {v}",
        value=lambda r: lower_alnum(r, 16),
    ),
    kind_of(
        "mbsync_pass_line",
        "config",
        "IMAPAccount work\nHost imap.corp.com\nUser bob\nPass {v}\nSSLType IMAPS",
    ),
    kind_of(
        "kaggle_json",
        "config",
        '$ cat ~/.kaggle/kaggle.json\n{{"username":"bobdata","key":"{v}"}}',
        value=lambda r: hexs(r, 32),
    ),
    kind_of(
        "bunfig_scope_token",
        "config",
        '[install.scopes]\n"@corp" = {{ token = "{v}", url = "https://npm.corp/" }}',
        value=lambda r: urlsafe(r, 40),
    ),
    kind_of(
        "goproxy_userinfo",
        "cli",
        "GOPROXY=https://ci:{v}@athens.corp,direct go mod download",
        value=lambda r: alnum(r, 32),
    ),
    kind_of(
        "all_proxy_socks",
        "config",
        "ALL_PROXY=socks5h://bob:{v}@proxy.corp:1080",
    ),
    kind_of(
        "ansible_inventory_ssh_pass",
        "config",
        "[web]\nweb1 ansible_host=10.0.0.5 ansible_user=deploy ansible_ssh_pass={v}",
    ),
    kind_of(
        "erb_env_fetch_default",
        "config",
        'production:\n  password: <%= ENV.fetch("DB_PASS") {{ "{v}" }} %>',
    ),
    kind_of(
        "quarkus_profile_secret",
        "config",
        "%prod.quarkus.oidc.credentials.secret={v}",
        value=lambda r: alnum(r, 32),
    ),
    kind_of(
        "macos_defaults_read",
        "output",
        '$ defaults read com.corp.agent\n{{\n    apiBase = "https://api.corp";\n'
        "    apiToken = {v};\n}}",
        value=lambda r: alnum(r, 40),
    ),
    # object dumps and stack traces
    kind_of(
        "php_var_dump",
        "output",
        'array(2) {{\n  ["user"]=>\n  string(3) "app"\n  ["password"]=>\n  string(14) "{v}"\n}}',
    ),
    kind_of(
        "php_print_r",
        "output",
        "Array\n(\n    [driver] => mysql\n    [secret] => {v}\n)",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "perl_data_dumper",
        "output",
        "$VAR1 = {{\n          'db_user' => 'app',\n          'db_pass' => '{v}'\n        }};",
    ),
    kind_of(
        "lombok_tostring",
        "output",
        "DEBUG c.c.sync.Client - using SmtpSettings(host=smtp.corp, port=587, username=alerts, "
        "password={v})",
    ),
    kind_of(
        "go_struct_plusv",
        "output",
        "config: &{{Addr:redis:6379 Username:default Password:{v} DB:0}}",
    ),
    kind_of(
        "pydantic_repr_plain",
        "output",
        "Settings(debug=False, database_url='postgresql://db/app', signing_token='{v}')",
        value=lambda r: urlsafe(r, 43),
    ),
    *MORE_KINDS,
)


def heldout10_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the tenth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout10", SESSION_PLACES8)
