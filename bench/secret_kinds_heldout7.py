"""The seventh held-out half of the wide secret corpus: written before the rules of its round.

Written (issue 27, item 6, round 7) before any rule of that round changed, from
the classes held-out 5 and 6 still leak and not from what the rules do: bare
positional arguments of commands kenning does not know, keys in a URL's path,
vendor prefixes in no table, bare keys, a value printed alone by a command
that prints credentials, here-strings and pipes into a login, package-manager
config commands, base64 of a credential, `read`/`printf` into a variable,
short passwords in prose after cues of several languages, and key bytes as a
number array; each with other commands, vendors, formats and languages than
the earlier halves, in the agents' session shapes. Its look-alikes are the
same places holding what is not a secret: document and commit ids in URL
paths, digests and ids printed alone, identifiers, base64 of text and of
cursors, placeholders, environment references and test fixtures. It is
measured once before the round's rules ("first sight") and never tuned on.
"""

from __future__ import annotations

import json
import random

from bench.secret_kinds import (
    B32,
    SESSION_PLACES,
    Gen,
    Kind,
    LookAlike,
    Sample,
    alnum,
    b58,
    b64,
    b64_of,
    hexs,
    kind_of,
    lower_alnum,
    made,
    pw,
    samples,
    upper32,
    urlsafe,
    uuid4,
    vendor,
)

__all__ = ["KINDS", "LOOK_ALIKES", "heldout7_samples"]


def _uuid(r: random.Random) -> str:
    return uuid4(r, "9")


def _v(name: str, make: Gen) -> Kind:
    """A vendor's key with no name beside it, in the places a person pastes one."""
    return vendor(
        name,
        make,
        "SERVICE_KEY={v}",
        "got it: {v}",
        "client = Client({v!r})",
        "{v}",
        '  "auth": "{v}"',
    )


def _printed(name: str, command: str, value: Gen = pw, before: str = "") -> Kind:
    """A command that prints a credential, and its output: the value alone on a line."""
    return Kind(name, "cli", made(f"$ {command}\n{before}{{v}}\n$ ", value=value))


def _cloudflared_token(r: random.Random) -> str:
    body = {"a": hexs(r, 32), "t": _uuid(r), "s": b64_of(alnum(r, 32))}
    return b64_of(json.dumps(body, separators=(",", ":"))).rstrip("=")


def _dockerconfig(r: random.Random) -> str:
    auth = b64_of("bob:" + pw(r))
    return b64_of(json.dumps({"auths": {"reg.corp": {"auth": auth}}}))


def _glc(r: random.Random) -> str:
    body = {"o": str(r.randrange(10**6)), "n": "ci-deploy", "k": alnum(r, 24), "m": {"r": "eu"}}
    return "glc_" + b64_of(json.dumps(body, separators=(",", ":"))).rstrip("=")


def _byte_list(r: random.Random, n: int) -> str:
    return ", ".join(str(r.randrange(256)) for _ in range(n))


def _k8s_bootstrap(r: random.Random) -> str:
    return lower_alnum(r, 6) + "." + lower_alnum(r, 16)


KINDS: tuple[Kind, ...] = (
    # positional arguments of commands kenning has no table for
    kind_of(
        "ngrok_add_authtoken",
        "cli",
        "ngrok config add-authtoken {v}",
        value=lambda r: alnum(r, 27) + "_" + alnum(r, 21),
    ),
    kind_of("snyk_auth_positional", "cli", "snyk auth {v}", value=_uuid),
    kind_of(
        "yc_config_token", "cli", "yc config set token {v}", value=lambda r: "y0_" + urlsafe(r, 55)
    ),
    kind_of(
        "tccli_secret", "cli", "tccli configure set secretKey {v}", value=lambda r: alnum(r, 32)
    ),
    kind_of(
        "mc_alias_set",
        "cli",
        "mc alias set prod https://s3.corp AKPROD7TQ2 {v}",
        value=lambda r: alnum(r, 40),
    ),
    kind_of("cf_auth_positional", "cli", "cf auth deployer {v}"),
    kind_of("zrok_enable", "cli", "zrok enable {v}", value=lambda r: alnum(r, 12)),
    kind_of("consul_kv_put_pw", "cli", "consul kv put app/prod/db_password {v}"),
    kind_of(
        "etcdctl_put_secret",
        "cli",
        "etcdctl put /config/payments/api_secret {v}",
        value=lambda r: urlsafe(r, 36),
    ),
    kind_of(
        "aws_configure_set_secret",
        "cli",
        "aws configure set aws_secret_access_key {v} --profile ci",
        value=lambda r: b64(r, 40),
    ),
    kind_of("composer_http_basic", "cli", "composer config --global http-basic.repo.corp bob {v}"),
    kind_of(
        "composer_github_oauth",
        "cli",
        "composer config -g github-oauth.github.com {v}",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "npm_config_authtoken", "cli", "npm config set //npm.corp/:_authToken {v}", value=_uuid
    ),
    kind_of(
        "yarn_npm_auth_token",
        "cli",
        "yarn config set npmAuthToken {v} -H",
        value=lambda r: alnum(r, 36),
    ),
    kind_of("bundle_config_creds", "cli", "bundle config set --global gems.corp bob:{v}"),
    kind_of(
        "dotnet_nuget_source",
        "cli",
        "dotnet nuget add source https://nuget.corp/v3/index.json -n corp -u bob -p {v} "
        "--store-password-in-clear-text",
    ),
    kind_of(
        "helm_repo_add_password",
        "cli",
        "helm repo add corp https://charts.corp --username bob --password {v}",
    ),
    kind_of(
        "ibmcloud_apikey",
        "cli",
        "ibmcloud login --apikey {v} -r eu-de",
        value=lambda r: urlsafe(r, 44),
    ),
    kind_of(
        "rancher_login_token",
        "cli",
        "rancher login https://rancher.corp --token token-ab12c:{v}",
        value=lambda r: lower_alnum(r, 54),
    ),
    kind_of(
        "cloudflared_run_token",
        "cli",
        "cloudflared tunnel run --token {v}",
        value=_cloudflared_token,
    ),
    kind_of("redis_auth_command", "cli", "127.0.0.1:6379> AUTH default {v}"),
    kind_of(
        "vault_login_positional", "cli", "vault login {v}", value=lambda r: "s." + alnum(r, 24)
    ),
    kind_of("nomad_acl_flag", "cli", "nomad job status -token {v}", value=_uuid),
    kind_of(
        "kubeadm_join_token",
        "cli",
        "kubeadm join 10.0.0.5:6443 --token {v} --discovery-token-ca-cert-hash sha256:{h32}",
        value=_k8s_bootstrap,
    ),
    kind_of(
        "fastly_profile_token",
        "cli",
        "doppler setup && fastly profile create ci --token {v}",
        value=lambda r: urlsafe(r, 32),
    ),
    kind_of(
        "supabase_login_positional",
        "cli",
        "supabase login --token {v}",
        value=lambda r: "sbp_" + hexs(r, 40),
    ),
    kind_of(
        "terraform_login_echo",
        "cli",
        "echo {v} | terraform login app.terraform.io",
        value=lambda r: alnum(r, 14) + ".atlasv1." + alnum(r, 60),
    ),
    # here-strings, pipes and heredocs into a login
    kind_of(
        "docker_login_herestring", "cli", "docker login -u bob --password-stdin reg.corp <<< '{v}'"
    ),
    kind_of(
        "echo_pipe_podman_login", "cli", "echo '{v}' | podman login -u bob --password-stdin quay.io"
    ),
    kind_of(
        "heredoc_login",
        "cli",
        "cat <<EOF | nerdctl login --password-stdin -u bob reg.corp\n{v}\nEOF",
    ),
    kind_of(
        "wrangler_herestring",
        "cli",
        "wrangler secret put STRIPE_KEY <<< {v}",
        value=lambda r: alnum(r, 32),
    ),
    kind_of("printf_pipe_pass_insert", "cli", "printf '%s\\n' '{v}' | pass insert -e infra/db"),
    kind_of("sudo_echo_pipe", "cli", "echo '{v}' | sudo -S systemctl restart nginx"),
    kind_of("passwd_printf_twice", "cli", "printf '{v}\\n{v}\\n' | passwd deploy"),
    kind_of("expect_send", "cli", 'expect "assword:"\nsend "{v}\\r"'),
    kind_of(
        "ifs_read_herestring",
        "cli",
        'IFS= read -r API_TOKEN <<< "{v}"',
        value=lambda r: alnum(r, 40),
    ),
    kind_of("export_subshell_echo", "cli", 'export DB_PASS="$(echo {v})"'),
    # a credential printed alone by the command that prints it
    _printed("openssl_rand_output", "openssl rand -base64 32", value=lambda r: b64(r, 43) + "="),
    _printed("pwgen_output", "pwgen -s 20 1", value=lambda r: alnum(r, 20)),
    _printed(
        "kubectl_secret_decode",
        "kubectl get secret db -o jsonpath='{{.data.password}}' | base64 -d",
    ),
    _printed(
        "secretsmanager_text",
        "aws secretsmanager get-secret-value --secret-id prod/db"
        " --query SecretString --output text",
    ),
    _printed("op_read_output", "op read op://Infra/db/password"),
    _printed("pass_show_output", "pass show infra/db"),
    _printed("security_find_output", "security find-generic-password -s deploy -w"),
    _printed("bw_get_password", "bw get password prod-db"),
    _printed(
        "doppler_plain", "doppler secrets get STRIPE_KEY --plain", value=lambda r: alnum(r, 32)
    ),
    _printed(
        "firebase_login_ci",
        "firebase login:ci --no-localhost",
        value=lambda r: "1//0" + urlsafe(r, 100),
        before="✔  Success! Use this token to login on a CI server:\n\n",
    ),
    _printed("heroku_auth_token", "heroku auth:token", value=_uuid),
    _printed("openssl_rand_hex_output", "openssl rand -hex 24", value=lambda r: hexs(r, 48)),
    # keys in a URL's path
    kind_of(
        "quicknode_path",
        "form",
        "RPC_URL=https://few-tiny-pond.quiknode.pro/{v}/",
        value=lambda r: hexs(r, 40),
    ),
    kind_of(
        "ankr_path",
        "form",
        "curl -X POST https://rpc.ankr.com/eth/{v} -d @req.json",
        value=lambda r: hexs(r, 64),
    ),
    kind_of(
        "getblock_path",
        "form",
        "const url = 'https://go.getblock.io/{v}/';",
        value=lambda r: hexs(r, 32),
    ),
    kind_of(
        "ifttt_maker_key",
        "form",
        "curl https://maker.ifttt.com/trigger/door/with/key/{v}",
        value=lambda r: urlsafe(r, 22),
    ),
    kind_of(
        "teams_webhook",
        "form",
        "https://corp.webhook.office.com/webhookb2/{uuid}@{uuid}/IncomingWebhook/{v}/{uuid}",
        value=lambda r: hexs(r, 32),
    ),
    kind_of(
        "firebase_db_auth",
        "form",
        "curl 'https://app-prod.firebaseio.com/users.json?auth={v}'",
        value=lambda r: alnum(r, 40),
    ),
    kind_of(
        "telegram_file_path",
        "form",
        "https://api.telegram.org/file/bot{v}/photos/file_1.jpg",
        value=lambda r: f"{r.randrange(10**9, 10**10)}:AA{urlsafe(r, 33)}",
    ),
    kind_of(
        "matrix_path_token",
        "form",
        "GET /_matrix/client/v3/sync?access_token={v}",
        value=lambda r: "syt_" + alnum(r, 40),
    ),
    kind_of(
        "pushover_path",
        "form",
        "https://api.pushover.net/1/messages.json?token={v}&user=u",
        value=lambda r: lower_alnum(r, 30),
    ),
    kind_of(
        "webhook_site_secret",
        "form",
        "POST https://hooks.corp/hook/{v}/notify",
        value=lambda r: alnum(r, 40),
    ),
    # base64 of a credential
    kind_of("dockerconfigjson", "config", "data:\n  .dockerconfigjson: {v}", value=_dockerconfig),
    kind_of(
        "npmrc_password_b64",
        "config",
        "//npm.corp/:username=bob\n//npm.corp/:_password={v}",
        value=lambda r: b64_of(pw(r)),
    ),
    kind_of(
        "smtp_auth_plain",
        "config",
        "C: AUTH PLAIN {v}\nS: 235 2.7.0 Authentication successful",
        value=lambda r: b64_of("\0bob@corp.com\0" + pw(r)),
    ),
    kind_of(
        "k8s_secret_yaml_b64",
        "config",
        "apiVersion: v1\nkind: Secret\ndata:\n  db-pass: {v}\n",
        value=lambda r: b64_of(pw(r)),
    ),
    kind_of(
        "basic_auth_env_b64", "config", "PROXY_BASIC={v}", value=lambda r: b64_of("svc:" + pw(r))
    ),
    kind_of(
        "git_extraheader_b64",
        "cli",
        'git -c http.extraHeader="AUTHORIZATION: basic {v}" clone https://git.corp/a.git',
        value=lambda r: b64_of("x-access-token:" + alnum(r, 36)),
    ),
    # vendor prefixes in no table
    _v("glc_policy_token", _glc),
    _v("cloudflared_tunnel_token", _cloudflared_token),
    _v("fb_page_token", lambda r: "EAAG" + alnum(r, 180)),
    _v("instagram_token", lambda r: "IGQV" + urlsafe(r, 150)),
    _v("lob_live", lambda r: "live_" + hexs(r, 35)),
    _v("contentful_pat", lambda r: "CFPAT-" + urlsafe(r, 43)),
    _v("clojars_token", lambda r: "CLOJARS_" + hexs(r, 60)),
    _v(
        "age_secret_key",
        lambda r: "AGE-SECRET-KEY-1" + "".join(r.choice(B32) for _ in range(58)).upper(),
    ),
    _v("dnkey", lambda r: "dnkey-" + upper32(r, 26) + "-" + upper32(r, 52)),
    _v("octopus_api", lambda r: "API-" + upper32(r, 26)),
    _v("intra42", lambda r: "s-s4t2ud-" + hexs(r, 64)),
    _v("rubygems_key", lambda r: "rubygems_" + hexs(r, 48)),
    _v("elevenlabs_key", lambda r: "sk_" + hexs(r, 48)),
    _v("sentry_org_token", lambda r: "sntrys_eyJpYXQiOjE3" + urlsafe(r, 60) + "_" + urlsafe(r, 43)),
    _v("tailscale_api", lambda r: "tskey-api-" + alnum(r, 17) + "-" + alnum(r, 32)),
    _v("pscale_token", lambda r: "pscale_tkn_" + urlsafe(r, 43)),
    _v("yandex_iam", lambda r: "t1.9euelZ" + urlsafe(r, 80) + "." + urlsafe(r, 86)),
    _v("scaleway_access", lambda r: "SCW" + upper32(r, 17)),
    _v("harness_pat", lambda r: "pat." + alnum(r, 22) + "." + hexs(r, 24) + "." + alnum(r, 20)),
    _v("azure_devops_new", lambda r: lower_alnum(r, 52)),
    _v("mistral_bare", lambda r: alnum(r, 32)),
    _v("wandb_bare", lambda r: hexs(r, 40)),
    _v("k8s_bootstrap_token", _k8s_bootstrap),
    # key bytes as numbers
    kind_of(
        "rust_key_bytes",
        "key",
        "const SIGNING_KEY: [u8; 32] = [{v}];",
        value=lambda r: _byte_list(r, 32),
    ),
    kind_of("python_bytes_seed", "key", "seed = bytes([{v}])", value=lambda r: _byte_list(r, 32)),
    kind_of(
        "keypair_json_file",
        "key",
        "$ cat ~/.config/solana/deployer.json\n[{v}]",
        value=lambda r: _byte_list(r, 64),
    ),
    kind_of(
        "go_byte_key",
        "key",
        "var hmacKey = []byte{{{v}}}",
        value=lambda r: ", ".join(f"0x{r.randrange(256):02x}" for _ in range(32)),
    ),
    kind_of(
        "near_ed25519",
        "key",
        '{{"account_id": "bob.near", "private_key": "ed25519:{v}"}}',
        value=lambda r: b58(r, 88),
    ),
    kind_of(
        "sui_privkey",
        "key",
        "sui keytool import {v} ed25519",
        value=lambda r: (
            "suiprivkey1q"
            + "".join(r.choice("qpzry9x8gf2tvdw0s3jn54khce6mua7l") for _ in range(58))
        ),
    ),
    # prose, cues not taken before
    kind_of("prose_pass_for_is", "prose", "the pass for the staging db is {v}"),
    kind_of(
        "prose_code_for_alarm",
        "prose",
        "door code for the office alarm is {v}",
        value=lambda r: str(r.randrange(100000, 999999)) + alnum(r, 2),
    ),
    kind_of("prose_wifi_network", "prose", "wifi is CorpGuest, pw {v}"),
    kind_of(
        "prose_secret_you_need",
        "prose",
        "the client secret you want is {v}",
        value=lambda r: urlsafe(r, 32),
    ),
    kind_of(
        "prose_token_for_staging", "prose", "token for staging → {v}", value=lambda r: alnum(r, 36)
    ),
    kind_of("prose_my_key_s", "prose", "my openrouter key's {v}", value=lambda r: alnum(r, 40)),
    kind_of("prose_try_logging", "prose", "try logging in with admin and {v}"),
    kind_of("prose_spanish_contra", "prose", "la contra del router es {v}"),
    kind_of("prose_portuguese_senha_do", "prose", "a senha do wifi é {v}"),
    kind_of("prose_german_pw_fuer", "prose", "das PW für den Server lautet {v}"),
    kind_of("prose_french_code", "prose", "le code d'accès est {v}"),
    kind_of("prose_italian_pass", "prose", "la pass del db è {v}"),
    kind_of("prose_dutch_ww", "prose", "het ww van de nas is {v}"),
    kind_of("prose_polish_haslo_do", "prose", "hasło do bazy to {v}"),
    kind_of("prose_russian_parol_ot", "prose", "пароль от сервера: {v}"),
    kind_of("prose_japanese_key", "prose", "APIキーは {v} です", value=lambda r: alnum(r, 32)),
    kind_of("prose_chinese_token", "prose", "令牌是 {v}", value=lambda r: alnum(r, 32)),
    kind_of("prose_turkish_sifre", "prose", "sunucunun şifresi {v}"),
    kind_of("prose_swahili", "prose", "nenosiri ni {v}"),
    kind_of("prose_tagalog", "prose", "ang password ay {v}"),
    kind_of("prose_credentials_colon_pair", "prose", "creds for jenkins -- admin:{v}"),
)


def _look_alikes() -> tuple[LookAlike, ...]:
    r = random.Random("kenning-wide-look-alikes-heldout7")
    items: list[tuple[str, str]] = []
    for _ in range(3):
        items += [
            ("gdoc_path", f"https://docs.google.com/document/d/{urlsafe(r, 44)}/edit"),
            ("gdrive_path", f"https://drive.google.com/file/d/{urlsafe(r, 33)}/view"),
            ("figma_path", f"https://www.figma.com/file/{alnum(r, 22)}/Checkout-flow"),
            ("gist_path", f"https://gist.github.com/bob/{hexs(r, 32)}"),
            ("commit_url", f"https://github.com/corp/web/commit/{hexs(r, 40)}"),
            ("notion_page", f"https://www.notion.so/corp/Runbook-{hexs(r, 32)}"),
            ("spotify_track", f"https://open.spotify.com/track/{alnum(r, 22)}"),
            ("s3_object", f"s3://corp-uploads/avatars/{_uuid(r)}.png"),
            ("rev_parse_output", f"$ git rev-parse HEAD\n{hexs(r, 40)}\n$ "),
            ("uuidgen_output", f"$ uuidgen\n{_uuid(r)}\n$ "),
            ("docker_run_output", f"$ docker run -d nginx\n{hexs(r, 64)}\n$ "),
            ("docker_build_q", f"$ docker build -q .\nsha256:{hexs(r, 64)}\n$ "),
            ("sha256sum_output", f"$ sha256sum dist.tar.gz\n{hexs(r, 64)}  dist.tar.gz\n$ "),
            (
                "b64_cursor",
                '"next_cursor": "'
                + b64_of(json.dumps({"id": r.randrange(10**6), "dir": "next"}))
                + '"',
            ),
            ("b64_text", b64_of("hello from the build server, run " + str(r.randrange(999)))),
            ("b64_pair_text", "ENCODED=" + b64_of(f"report-{r.randrange(99)}:weekly summary")),
            ("rust_symbol", f"_ZN4core3fmt5write17h{hexs(r, 16)}E"),
            ("camel_ident", "getUserAccountSettingsByOrganizationId" + str(r.randrange(9))),
            (
                "byte_shape",
                f"input shape: [1, 3, {r.choice([224, 256, 512])}, {r.choice([224, 256, 512])}]",
            ),
            ("pixel_row", "row = [" + ", ".join(str(r.choice([0, 255])) for _ in range(16)) + "]"),
            ("tx_sig", f"signature {b58(r, 87)} finalized"),
            ("yt_id", f"https://youtu.be/{urlsafe(r, 11)}"),
            ("k8s_rs", f"deployment.apps/web-{lower_alnum(r, 10)} rolled out"),
            ("npm_integrity", f"integrity sha512-{b64(r, 86)}=="),
            ("version_pair", f"consul kv put app/prod/replicas {r.randrange(2, 9)}"),
            ("sri_hash", f'<script src="app.js" integrity="sha384-{b64(r, 64)}"></script>'),
            (
                "ulid",
                "order "
                + "".join(r.choice("0123456789ABCDEFGHJKMNPQRSTVWXYZ") for _ in range(26))
                + " shipped",
            ),
            ("session_line", f"[{hexs(r, 8)}] GET /api/v1/orders 200 12ms"),
        ]
    items += [
        ("command", "ngrok config add-authtoken $NGROK_AUTHTOKEN"),
        ("command", "snyk auth"),
        ("command", "yc config set folder-id b1g2h3j4k5l6m7n8p9q0"),
        ("command", "tccli configure set region ap-guangzhou"),
        ("command", "mc alias set local http://localhost:9000 $MINIO_USER $MINIO_PASSWORD"),
        ("command", 'cf auth deployer "$CF_PASSWORD"'),
        ("command", "consul kv put app/prod/db_host db-01.corp"),
        ("command", "etcdctl put /config/payments/region eu-west-1"),
        ("command", "aws configure set region eu-west-1 --profile ci"),
        ("command", 'aws configure set aws_secret_access_key "$AWS_SECRET" --profile ci'),
        ("command", 'composer config --global http-basic.repo.corp bob "$REPO_PW"'),
        ("command", "npm config set //npm.corp/:_authToken '${NPM_TOKEN}'"),
        ("command", "yarn config set npmRegistryServer https://npm.corp"),
        ("command", "helm repo add bitnami https://charts.bitnami.com/bitnami"),
        ("command", "ibmcloud login --sso -r eu-de"),
        ("command", "cloudflared tunnel run --token-file /etc/cf/token"),
        ("command", "vault login -method=oidc"),
        (
            "command",
            "kubeadm join 10.0.0.5:6443 --token <token>"
            " --discovery-token-ca-cert-hash sha256:<hash>",
        ),
        ("command", 'docker login -u bob --password-stdin reg.corp <<< "$REG_PW"'),
        ("command", 'echo "$TOKEN" | podman login -u bob --password-stdin quay.io'),
        ("command", "wrangler secret put STRIPE_KEY"),
        ("command", "printf '%s\\n' \"$PW\" | pass insert -e infra/db"),
        ("command", "echo 'deploy finished' | mail -s done ops@corp.com"),
        ("command", 'IFS= read -r line <<< "$input"'),
        ("command", 'export DB_HOST="$(echo db-01.corp)"'),
        (
            "command",
            'git -c http.extraHeader="AUTHORIZATION: basic $B64" clone https://git.corp/a.git',
        ),
        ("command", "redis-cli -h cache-01 INFO replication"),
        ("output", "$ pass show infra/\ninfra\n├── db\n└── api\n$ "),
        ("output", "$ kubectl get secret db -o jsonpath='{.type}'\nOpaque\n$ "),
        ("output", "$ op read op://Infra/db/username\ndeploy\n$ "),
        ("output", "$ heroku auth:whoami\nbob@corp.com\n$ "),
        ("output", "$ openssl rand -base64 32 > key.bin\n$ ls\nkey.bin\n$ "),
        ("output", "$ aws sts get-caller-identity --query Account --output text\n123456789012\n$ "),
        ("output", "$ date +%s\n1732800000\n$ "),
        ("output", "$ hostname\nweb-prod-01\n$ "),
        ("config", "data:\n  .dockerconfigjson: ${DOCKER_CONFIG_B64}"),
        ("config", "//npm.corp/:_password=${NPM_PASSWORD_B64}"),
        ("config", "apiVersion: v1\nkind: ConfigMap\ndata:\n  log-level: debug\n"),
        ("config", "PROXY_BASIC=<base64 of user:pass>"),
        ("code", "const SIGNING_KEY_LEN: usize = 32;"),
        ("code", "seed = bytes(range(32))"),
        ("code", 'var hmacKey = []byte(os.Getenv("HMAC_KEY"))'),
        ("code", "weights = [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233]"),
        ("code", "assert redact('token=abc123') == 'token=[REDACTED]'"),
        ("code", "API_KEY = 'YOUR_API_KEY_HERE'"),
        ("code", "client = Client('xxxxxxxxxxxxxxxxxxxxxxxx')"),
        ("code", "SERVICE_KEY=<paste your key>"),
        ("prose", "the pass for the staging db is in the vault"),
        ("prose", "door code for the office alarm is on the wiki"),
        ("prose", "wifi is CorpGuest, pw on the whiteboard"),
        ("prose", "the client secret you want is the one from the prod app"),
        ("prose", "token for staging → ask in #infra"),
        ("prose", "my openrouter key's expired"),
        ("prose", "try logging in with admin and the usual password"),
        ("prose", "la contra del router es la de siempre"),
        ("prose", "a senha do wifi é a mesma"),
        ("prose", "das PW für den Server lautet wie immer"),
        ("prose", "le code d'accès est expiré"),
        ("prose", "hasło do bazy to samo co wczoraj"),
        ("prose", "the key is to restart the daemon before the migration"),
        ("prose", "the token is refreshed every 15 minutes"),
    ]
    return tuple(LookAlike(kind, text) for kind, text in items)


LOOK_ALIKES: tuple[LookAlike, ...] = _look_alikes()


def heldout7_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the seventh held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout7", SESSION_PLACES)
