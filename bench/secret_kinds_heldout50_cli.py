"""Held-out 50's command-line kinds (`bench/secret_kinds_heldout50.py`), and its helpers.

Secrets as a developer or an agent types them to well-known CLIs in 2026:
positional arguments (`htpasswd -b`, `rabbitmqctl add_user`, `cargo login`,
`vault login`, `ngrok config add-authtoken`, `mc alias set`, `wandb login`,
`neo4j-admin ... set-initial-password`), short password flags glued and
spaced (`mysql -p…`, `7z -p…`, `sqlcmd -P`, `sshpass -p`, `cqlsh -p`,
`redis-cli -a`), long ones (`--pass`, `--password`, `--token`,
`--api-key`, `--authkey`, `--access-token`), `-e` and `-var` pairs,
`--from-literal`, `pass:` and `env` forms, `export`, `set -gx`,
`$env:` and `setx`, each placed as the agents record a call: a Claude Code
`Bash` tool call's JSON, a Codex `bash -lc` argv, a Gemini CLI
`run_shell_command`, an Aider `/run` line or a bare shell line.

The helpers the set's parts share are here too: the session wrappers
(`cc_bash`, `cc_result`, `codex`, `gemini_sh`, `gemini_write`, `aider`,
`cline`), `L` to join lines, and value makers for shapes the common makers
lack (an Azure client secret, an Apple app-specific password, a JWT, a
Google refresh token).
"""

from __future__ import annotations

import base64
import json
import random
import string
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, hexs, lower_alnum, pick, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k

__all__ = [
    "CLI_KINDS",
    "Gen",
    "L",
    "aider",
    "app_pw",
    "azure_secret",
    "cc_bash",
    "cc_result",
    "cline",
    "codex",
    "fill",
    "gemini_sh",
    "gemini_write",
    "jwt",
    "pre",
    "refresh_1",
]

#: a maker of one secret value
Gen = Callable[[random.Random], str]

_URLSAFE = string.ascii_letters + string.digits + "-_"


def L(*lines: str) -> str:
    """Lines joined as a file or a terminal holds them."""
    return "\n".join(lines)


def _j(obj: object) -> str:
    return json.dumps(obj, ensure_ascii=False)


def cc_bash(command: str, description: str = "Run the command") -> str:
    """A Claude Code `Bash` tool call as its transcript stores it."""
    return _j(
        {
            "type": "tool_use",
            "id": "toolu_01{k22}",
            "name": "Bash",
            "input": {"command": command, "description": description},
        }
    )


def cc_result(output: str) -> str:
    """A Claude Code tool result (a command's output) as its transcript stores it."""
    return _j({"type": "tool_result", "tool_use_id": "toolu_01{k22}", "content": output})


def codex(command: str, workdir: str = "/home/dev/src/app") -> str:
    """A Codex `shell` call: its argv runs `bash -lc`."""
    return _j({"command": ["bash", "-lc", command], "workdir": workdir, "timeout_ms": 120000})


def gemini_sh(command: str, description: str = "Runs the command.") -> str:
    """A Gemini CLI `run_shell_command` call."""
    return _j(
        {"name": "run_shell_command", "args": {"command": command, "description": description}}
    )


def gemini_write(path: str, content: str) -> str:
    """A Gemini CLI `write_file` call."""
    return _j({"name": "write_file", "args": {"file_path": path, "content": content}})


def aider(*lines: str) -> str:
    """Lines a person typed into Aider (`#### ` before each)."""
    return "\n".join(f"#### {line}" for line in lines)


def cline(path: str, search: str, replace: str) -> str:
    """A Cline `replace_in_file` edit with one SEARCH/REPLACE block."""
    return L(
        "<replace_in_file>",
        f"<path>{path}</path>",
        "<diff>",
        "<<<<<<< SEARCH",
        search,
        "=======",
        replace,
        ">>>>>>> REPLACE",
        "</diff>",
        "</replace_in_file>",
    )


def fill(r: random.Random, text: str) -> str:
    """`text` with its `{k22}` slots (a tool call's id) filled, for makers written by hand."""
    while "{k22}" in text:
        text = text.replace("{k22}", alnum(r, 22), 1)
    return text


def pre(prefix: str, maker: Callable[[random.Random, int], str], n: int) -> Gen:
    """A vendor's shape: `prefix` and `n` letters of `maker`."""
    return lambda r: prefix + maker(r, n)


def azure_secret(r: random.Random) -> str:
    """An Entra ID client secret: three letters, `8Q~` and 34 more."""
    return alnum(r, 3) + "8Q~" + alnum(r, 2) + pick(r, _URLSAFE + "~.", 32)


def app_pw(r: random.Random) -> str:
    """An Apple app-specific password: four groups of four small letters."""
    return "-".join(pick(r, string.ascii_lowercase, 4) for _ in range(4))


def _b64u(obj: object) -> str:
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def jwt(r: random.Random) -> str:
    """A signed JWT with a fresh subject, issue time and signature."""
    head = _b64u({"alg": "HS256", "typ": "JWT"})
    body = _b64u(
        {"sub": lower_alnum(r, 12), "iat": 1767000000 + r.randrange(9_000_000), "role": "svc"}
    )
    return f"{head}.{body}.{urlsafe(r, 43)}"


def refresh_1(r: random.Random) -> str:
    """A Google OAuth refresh token (`1//0…`)."""
    return "1//0" + pick(r, string.ascii_letters, 1) + urlsafe(r, 98)


def _ghp(r: random.Random) -> str:
    return "ghp_" + alnum(r, 36)


def _pypi(r: random.Random) -> str:
    return "pypi-AgEIcHlwaS5vcmcCJD" + urlsafe(r, 140)


_DB: tuple[Kind, ...] = (
    k(
        "cc_bash_mysql_glued_p_dump",
        "cli",
        cc_bash(
            "mysqldump -h 127.0.0.1 -P 3307 -u shop_rw -p{v} shop orders > /tmp/orders.sql",
            "Dump the orders table",
        ),
        cc_bash("mysql -ushop_rw -p{v} -h db.internal shop -e 'SHOW TABLES'"),
    ),
    k(
        "codex_mysqladmin_quoted_p",
        "cli",
        codex("mysqladmin -u root -p'{v}' -h 127.0.0.1 processlist"),
        codex('mariadb -uroot -p"{v}" -e "SELECT VERSION()"'),
    ),
    k(
        "gemini_sqlcmd_capital_p",
        "cli",
        gemini_sh('sqlcmd -S tcp:localhost,1433 -U sa -P "{v}" -C -Q "SELECT @@VERSION"'),
        "sqlcmd -S sql-dev.database.windows.net -d appdb -U sqladmin -P '{v}' -i seed.sql",
    ),
    k(
        "bcp_loader_capital_p",
        "cli",
        "bcp dbo.Events in events.csv -S sql01 -d telemetry -U loader -P {v} -c -t,",
    ),
    k(
        "redis_cli_a_with_port_p",
        "cli",
        cc_bash("redis-cli -h cache.internal -p 6380 -a '{v}' --no-auth-warning INFO keyspace"),
        "redis-cli -p 6379 -a {v} --tls --cacert ca.pem PING",
    ),
    k(
        "redis_cli_user_pass_long",
        "cli",
        "redis-cli --user worker --pass {v} -h 10.0.3.14 LLEN queue:emails",
    ),
    k(
        "mongosh_short_p_authdb",
        "cli",
        codex('mongosh "mongodb://db01:27017/app" -u admin -p {v} --authenticationDatabase admin'),
        "mongosh --host rs0/m1,m2,m3 --username ops --password '{v}' --eval 'rs.status()'",
    ),
    k(
        "pgpassword_inline_pg_dump",
        "cli",
        gemini_sh("PGPASSWORD='{v}' pg_dump -h db.internal -U billing -Fc billing > billing.dump"),
        "PGPASSWORD={v} psql -h localhost -U postgres -c '\\l'",
    ),
    k(
        "cqlsh_short_p",
        "cli",
        "cqlsh cass01.internal 9042 -u app_rw -p {v} -k telemetry -e 'DESCRIBE TABLES'",
    ),
    k(
        "clickhouse_client_password_value",
        "cli",
        cc_bash(
            "clickhouse-client --host ch.internal --user analyst --password {v} "
            "--query 'SELECT count() FROM events'"
        ),
    ),
    k(
        "cypher_shell_p",
        "cli",
        "cypher-shell -a neo4j://graph.internal:7687 -u neo4j -p '{v}' 'MATCH (n) RETURN count(n)'",
    ),
    k(
        "neo4j_admin_initial_password",
        "cli",
        "neo4j-admin dbms set-initial-password {v}",
        codex(
            "docker exec neo4j neo4j-admin dbms set-initial-password '{v}' --require-password-chang"
            "e=false"
        ),
    ),
    k(
        "rabbitmqctl_add_user_positional",
        "cli",
        "rabbitmqctl add_user orders_svc '{v}' && rabbitmqctl set_permissions -p / orders_svc '.*' "
        "'.*' '.*'",
        "rabbitmqctl change_password guest {v}",
    ),
    k(
        "nats_cli_user_password",
        "cli",
        'nats --server nats://nats.internal:4222 --user billing --password "{v}" '
        "pub orders.created '{}'",
    ),
)

_SHELL: tuple[Kind, ...] = (
    k(
        "sshpass_short_p_scp",
        "cli",
        "sshpass -p '{v}' scp -P 2222 build.tar.gz deploy@staging.example.net:/srv/app/",
        cc_bash("sshpass -p {v} ssh -o StrictHostKeyChecking=no pi@192.168.1.40 'sudo reboot'"),
    ),
    k(
        "htpasswd_batch_positional",
        "cli",
        "htpasswd -b -c /etc/nginx/.htpasswd grafana {v}",
        codex("htpasswd -bB ./auth/htpasswd registry {v}"),
    ),
    k(
        "seven_zip_glued_p",
        "cli",
        "7z a -p{v} -mhe=on backup-2026-01.7z ./exports",
        "7z x -p{v} customer-dump.7z -o./tmp",
    ),
    k("zip_capital_p_password", "cli", "zip -r -P {v} handoff.zip ./reports"),
    k(
        "openssl_pass_colon",
        "cli",
        "openssl enc -aes-256-cbc -pbkdf2 -in db.sql -out db.sql.enc -pass pass:{v}",
        "openssl pkcs12 -export -in tls.crt -inkey tls.key -out tls.p12 -passout pass:{v}",
    ),
    k(
        "gpg_loopback_passphrase_pipe_tar",
        "cli",
        "gpg --batch --pinentry-mode loopback --passphrase '{v}' -d secrets.tar.gpg | tar x",
    ),
    k(
        "keytool_importcert_storepass_noprompt",
        "cli",
        "keytool -importcert -alias corp-ca -file ca.crt -keystore truststore.jks "
        "-storepass {v} -noprompt",
    ),
    k(
        "lftp_u_comma_mirror_reverse",
        "cli",
        "lftp -u deploy,{v} sftp://files.example.org -e 'mirror -R ./dist /www; bye'",
    ),
    k(
        "wget_http_user_password_artifact",
        "cli",
        "wget --http-user=ci --http-password={v} https://artifacts.internal/builds/app.tgz",
    ),
    k(
        "restic_borg_env_prefix",
        "cli",
        "RESTIC_PASSWORD='{v}' restic -r s3:s3.amazonaws.com/acme-backups snapshots",
        "BORG_PASSPHRASE='{v}' borg create ::'{hostname}-{now}' /home",
    ),
    k(
        "set_x_trace_export",
        "cli",
        L("+ export GROQ_API_KEY={v}", "+ python eval.py --model llama-3.3-70b"),
        value=pre("gsk_", alnum, 52),
    ),
    k(
        "fish_set_gx_key",
        "cli",
        "set -gx ANTHROPIC_API_KEY {v}",
        value=lambda r: "sk-ant-api03-" + urlsafe(r, 93) + "AA",
    ),
    k(
        "powershell_env_assign",
        "cli",
        '$env:GEMINI_API_KEY = "{v}"',
        "[Environment]::SetEnvironmentVariable('GEMINI_API_KEY', '{v}', 'User')",
        value=pre("AIza", urlsafe, 35),
    ),
    k(
        "cmd_setx_token",
        "cli",
        "setx HF_TOKEN {v}",
        "set HF_TOKEN={v}&& python train.py",
        value=lambda r: "hf_" + pick(r, string.ascii_letters, 34),
    ),
    k(
        "codex_export_then_run",
        "cli",
        codex("export OPENAI_API_KEY={v} && npm run eval"),
        value=lambda r: "sk-proj-" + urlsafe(r, 74) + "T3BlbkFJ" + urlsafe(r, 74),
    ),
)

_DEV: tuple[Kind, ...] = (
    k(
        "docker_login_short_p",
        "cli",
        "docker login -u gitlab-ci-token -p {v} registry.gitlab.com",
        value=pre("glcbt-", urlsafe, 20),
    ),
    k(
        "docker_login_password_stdin_echo",
        "cli",
        cc_bash('echo "{v}" | docker login ghcr.io -u octo-bot --password-stdin'),
        value=_ghp,
    ),
    k(
        "helm_registry_login_password",
        "cli",
        "helm registry login harbor.example.com --username 'robot$ci' --password {v}",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "gh_auth_herestring",
        "cli",
        "gh auth login --with-token <<< {v}",
        value=lambda r: "gho_" + alnum(r, 36),
    ),
    k(
        "codex_gh_secret_set_body_stripe",
        "cli",
        codex("gh secret set STRIPE_SECRET_KEY --repo acme/shop --body {v}"),
        value=lambda r: "sk_live_51" + alnum(r, 97),
    ),
    k(
        "npm_config_set_authtoken_scope",
        "cli",
        "npm config set //registry.npmjs.org/:_authToken {v}",
        "pnpm config set '//npm.pkg.github.com/:_authToken' {v}",
        value=pre("npm_", alnum, 36),
    ),
    k(
        "twine_upload_short_p",
        "cli",
        "twine upload -u __token__ -p {v} dist/*",
        "uv publish --token {v}",
        value=_pypi,
    ),
    k("poetry_config_pypi_token", "cli", "poetry config pypi-token.pypi {v}", value=_pypi),
    k(
        "cargo_login_positional",
        "cli",
        "cargo login {v}",
        value=pre("cio", alnum, 32),
    ),
    k(
        "dotnet_nuget_push_k",
        "cli",
        "dotnet nuget push bin/Release/Acme.Core.3.2.0.nupkg -k {v} "
        "-s https://api.nuget.org/v3/index.json",
        value=pre("oy2", lower_alnum, 43),
    ),
    k(
        "gemini_npx_vercel_deploy_token",
        "cli",
        gemini_sh("npx vercel deploy --prod --yes --token {v}"),
        value=lambda r: alnum(r, 24),
    ),
    k(
        "netlify_auth_flag",
        "cli",
        "netlify deploy --dir=dist --prod --auth {v} --site {uuid}",
        value=pre("nfp_", alnum, 36),
    ),
    k(
        "flyctl_access_token",
        "cli",
        "fly deploy --remote-only --access-token {v}",
        value=pre("fo1_", urlsafe, 43),
    ),
    k(
        "doctl_auth_init_context_t",
        "cli",
        "doctl auth init --context acme -t {v}",
        value=pre("dop_v1_", hexs, 64),
    ),
    k(
        "az_login_sp_short_p",
        "cli",
        "az login --service-principal -u {uuid} -p '{v}' --tenant {uuid}",
        codex("az login --service-principal --username {uuid} --password={v} --tenant {uuid}"),
        value=azure_secret,
    ),
    k(
        "aws_configure_set_secret_profile_flag",
        "cli",
        "aws configure set aws_secret_access_key {v} --profile staging",
        value=lambda r: alnum(r, 2) + pick(r, string.ascii_letters + string.digits + "+/", 38),
    ),
    k(
        "kubectl_from_literal",
        "cli",
        "kubectl -n payments create secret generic stripe --from-literal=api-key={v}",
        "kubectl create secret generic pg --from-literal=username=app --from-literal=password={v}",
    ),
    k(
        "kubectl_set_credentials_jwt_token",
        "cli",
        "kubectl config set-credentials ci-bot --token={v}",
        value=jwt,
    ),
    k(
        "vault_login_hvs_no_print",
        "cli",
        "vault login {v}",
        cc_bash("VAULT_ADDR=https://vault.internal:8200 vault login -no-print {v}"),
        value=lambda r: "hvs." + alnum(r, 90),
    ),
    k(
        "vault_kv_put_pair",
        "cli",
        "vault kv put -mount=secret apps/checkout stripe_key={v} region=eu",
        value=lambda r: "rk_live_51" + alnum(r, 97),
    ),
    k(
        "terraform_var_flag",
        "cli",
        "terraform apply -var 'db_password={v}' -var env=prod -auto-approve",
        'terraform plan -var="admin_password={v}"',
    ),
    k(
        "ansible_e_become_pass_inventory",
        "cli",
        "ansible-playbook -i inventory/prod site.yml -e ansible_become_pass={v}",
        'ansible-playbook deploy.yml --extra-vars "db_password={v} app_version=2.4.1"',
    ),
    k(
        "docker_podman_run_e_db_password",
        "cli",
        "docker run -d --name pg -p 5432:5432 -e POSTGRES_PASSWORD={v} postgres:17",
        "podman run -e MYSQL_ROOT_PASSWORD='{v}' -p 3306:3306 docker.io/library/mysql:8.4",
    ),
    k(
        "argocd_login_grpc_web_password",
        "cli",
        "argocd login argocd.example.com --username admin --password '{v}' --grpc-web",
    ),
    k(
        "mc_alias_set_positional",
        "cli",
        "mc alias set local http://localhost:9000 minioadmin {v}",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "ngrok_config_add_authtoken_2x",
        "cli",
        "ngrok config add-authtoken {v}",
        value=lambda r: "2" + alnum(r, 26) + "_" + alnum(r, 21),
    ),
    k(
        "tailscale_up_authkey_tags_ci",
        "cli",
        "sudo tailscale up --authkey={v} --advertise-tags=tag:ci",
        value=lambda r: "tskey-auth-k" + alnum(r, 16) + "-" + alnum(r, 33),
    ),
    k(
        "wandb_login_positional",
        "cli",
        "wandb login {v}",
        aider("/run wandb login --relogin {v}"),
        value=lambda r: hexs(r, 40),
    ),
    k(
        "hf_cli_login_token",
        "cli",
        "huggingface-cli login --token {v} --add-to-git-credential",
        "hf auth login --token {v}",
        value=lambda r: "hf_" + pick(r, string.ascii_letters, 34),
    ),
    k(
        "notarytool_submit_app_specific_pw",
        "cli",
        "xcrun notarytool submit MyApp.zip --apple-id dev@example.com --team-id 8XK2Q4M9ZT "
        "--password {v} --wait",
        value=app_pw,
    ),
    k(
        "firebase_deploy_token_flag",
        "cli",
        'firebase deploy --only hosting --token "{v}"',
        value=refresh_1,
    ),
    k(
        "supabase_login_token",
        "cli",
        "supabase login --token {v}",
        value=pre("sbp_", hexs, 40),
    ),
    k(
        "stripe_listen_forward_api_key",
        "cli",
        "stripe listen --forward-to localhost:3000/api/webhooks --api-key {v}",
        value=lambda r: "sk_test_51" + alnum(r, 97),
    ),
    k(
        "sentry_cli_sntryu_releases_finalize",
        "cli",
        "sentry-cli --auth-token {v} releases finalize web@4.12.0",
        value=pre("sntryu_", hexs, 64),
    ),
    k(
        "git_credential_approve_stdin",
        "cli",
        L(
            "git credential approve <<EOF",
            "protocol=https",
            "host=github.com",
            "username=x-access-token",
            "password={v}",
            "EOF",
        ),
        value=lambda r: "ghs_" + alnum(r, 36),
    ),
    k(
        "git_config_insteadof_token",
        "cli",
        'git config --global url."https://{v}@github.com/".insteadOf "https://github.com/"',
        value=lambda r: "github_pat_11" + alnum(r, 20) + "_" + alnum(r, 59),
    ),
    k(
        "op_item_create_assignment",
        "cli",
        "op item create --category=login --title='Prod DB' --vault=Ops username=app 'password={v}'",
    ),
    k(
        "jenkins_cli_auth_pair",
        "cli",
        "java -jar jenkins-cli.jar -s https://ci.internal/ -auth admin:{v} build deploy-prod",
        value=lambda r: "11" + hexs(r, 32),
    ),
    k(
        "eas_token_env_prefix",
        "cli",
        "EXPO_TOKEN={v} eas build --platform ios --non-interactive",
        value=lambda r: urlsafe(r, 40),
    ),
)

CLI_KINDS: tuple[Kind, ...] = (*_DB, *_SHELL, *_DEV)
