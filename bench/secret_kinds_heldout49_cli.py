"""Held-out 49's command lines (`bench/secret_kinds_heldout49.py`).

Secrets as the arguments of the CLIs an agent runs every day: database
clients with short password flags (`mysql -pXXXX` glued, `-p 'x'`,
`sqlcmd -P`, `redis-cli -a`, `mongosh -p`, `cqlsh -p`, `clickhouse-client
--password`), `PGPASSWORD=` and other env prefixes, `export`, registry
logins (`docker login -p`, `--password-stdin` fed by `echo`, `helm repo add
--password`, `twine -p`, `npm config set ..._authToken`), cloud and deploy
CLIs (`aws configure set`, `az login -p`, `gcloud auth print-access-token`
output, `doctl -t`, `fly secrets set`, `vercel env add`, `wrangler secret
put`, `heroku config:set`, `supabase secrets set`, `netlify --auth`, `gh
secret set --body`, `gh auth login --with-token`), Kubernetes and IaC
(`kubectl create secret --from-literal`, `kubectl --token`, `helm --set`,
`terraform -var`, `ansible -e`, `vault login`, `vault kv put`), the coding
agents' own keys (`codex`, `claude`, `aider --api-key`, `gemini`), tunnels
(`ngrok config add-authtoken`, `tailscale up --authkey`), archive and
keystore passwords (`zip -P`, `7z -p`, `openssl -passout pass:`, `keytool
-storepass`), and remote access (`sshpass -p`, `xfreerdp /p:`, `smbclient
-U user%pass`, `lftp -u`, `mosquitto_pub -P`, `rabbitmqctl add_user`,
`mc alias set`, `htpasswd -b`, `wp user create --user_pass`).
"""

from __future__ import annotations

from bench.secret_kinds import Kind, alnum, b64_user_pass, hexs, lower_alnum, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout49_keys import V

__all__ = ["CLI_KINDS"]

_DB: tuple[Kind, ...] = (
    k(
        "mysql_short_p_glued",
        "cli",
        "mysql -h 127.0.0.1 -P 3306 -u shop -p{v} shop_dev -e 'SHOW TABLES'",
        "mysql -ushop -p'{v}' -h db.internal shop < migrations/0042_orders.sql",
        "docker compose exec db mysql -uroot -p{v} -e 'select count(*) from orders.items'",
        value=lambda r: alnum(r, 16),
    ),
    k(
        "mysqldump_password_equals",
        "cli",
        "mysqldump --user=backup --password={v} --single-transaction shop | gzip > shop.sql.gz",
        "mysqldump -u backup --password='{v}' --routines shop > /tmp/shop.sql",
    ),
    k(
        "pgpassword_env_prefix",
        "cli",
        'PGPASSWORD={v} psql -h localhost -U app -d orders -c "select now()"',
        "PGPASSWORD='{v}' pg_dump -h db.internal -U app -Fc orders > orders.dump",
        "env PGPASSWORD={v} pg_restore -h 127.0.0.1 -U postgres -d app_test dump.pgc",
    ),
    k(
        "redis_cli_a_flag",
        "cli",
        "redis-cli -h cache.internal -p 6379 -a {v} --no-auth-warning ping",
        "redis-cli -u redis://localhost:6379 -a '{v}' KEYS 'session:*'",
        "redis-cli --user default --pass {v} -h 10.0.3.7 INFO memory",
    ),
    k(
        "mongosh_p_flag",
        "cli",
        'mongosh "mongodb://db1:27017/admin" -u admin -p {v} --authenticationDatabase admin',
        "mongosh --host 127.0.0.1 --username root --password '{v}' --eval 'db.stats()'",
    ),
    k(
        "sqlcmd_capital_p",
        "cli",
        "sqlcmd -S tcp:localhost,1433 -U sa -P '{v}' -C -Q \"SELECT @@VERSION\"",
        "/opt/mssql-tools18/bin/sqlcmd -S sql -U sa -P {v} -i seed.sql",
    ),
    k(
        "cqlsh_p_flag",
        "cli",
        "cqlsh cassandra.internal 9042 -u cassandra -p {v} -e 'DESCRIBE KEYSPACES'",
    ),
    k(
        "clickhouse_cli_password_eq",
        "cli",
        "clickhouse-client --host ch.internal --user default --password {v} --query 'SELECT 1'",
        "clickhouse client -h localhost --password='{v}' -q 'SHOW DATABASES'",
    ),
    k(
        "influx_cli_token_flag",
        "cli",
        "influx query 'from(bucket:\"metrics\") |> range(start:-1h)' --org acme -t {v}",
        value=lambda r: urlsafe(r, 86) + "==",
    ),
    k(
        "rabbitmqctl_add_user_pw",
        "cli",
        "rabbitmqctl add_user orders_svc {v} && rabbitmqctl set_user_tags orders_svc monitoring",
        "rabbitmqctl change_password guest '{v}'",
    ),
    k(
        "docker_run_e_postgres_password",
        "cli",
        "docker run -d --name pg -e POSTGRES_PASSWORD={v} -p 5432:5432 postgres:17",
        "docker run --rm -e MYSQL_ROOT_PASSWORD='{v}' -p 3306:3306 mysql:8.4",
        "podman run -e REDIS_PASSWORD={v} docker.io/bitnami/redis:7.4",
    ),
)

_REGISTRY: tuple[Kind, ...] = (
    k(
        "docker_login_p_dckr_pat",
        "cli",
        "docker login -u octobot -p {v}",
        "docker login --username octobot --password {v} docker.io",
        value=V["docker"],
    ),
    k(
        "echo_pipe_password_stdin_ghcr",
        "cli",
        'echo "{v}" | docker login ghcr.io -u octo-ci --password-stdin',
        "echo {v} | helm registry login ghcr.io --username octo-ci --password-stdin",
        value=V["github"],
    ),
    k(
        "helm_repo_add_basic_pass",
        "cli",
        "helm repo add internal https://charts.example.com --username ci --password {v}",
    ),
    k(
        "twine_upload_p_token",
        "cli",
        "twine upload -u __token__ -p {v} dist/*",
        "TWINE_PASSWORD={v} TWINE_USERNAME=__token__ python -m twine upload dist/*",
        "uv publish --token {v}",
        value=V["pypi"],
    ),
    k(
        "npm_config_set_auth_token",
        "cli",
        "npm config set //registry.npmjs.org/:_authToken {v}",
        "pnpm config set '//registry.npmjs.org/:_authToken' '{v}'",
        "yarn config set npmAuthToken {v}",
        value=V["npm"],
    ),
    k(
        "cargo_login_token_arg",
        "cli",
        "cargo login {v}",
        "CARGO_REGISTRY_TOKEN={v} cargo publish --allow-dirty",
        value=V["crates"],
    ),
    k(
        "nuget_push_api_key",
        "cli",
        "dotnet nuget push bin/Release/Acme.Sdk.2.4.0.nupkg --api-key {v} "
        "--source https://api.nuget.org/v3/index.json",
        "nuget push Acme.Sdk.nupkg -ApiKey {v} -Source nuget.org",
        value=V["nuget"],
    ),
)

_CLOUD: tuple[Kind, ...] = (
    k(
        "aws_configure_set_profile_secret",
        "cli",
        "aws configure set aws_secret_access_key {v} --profile staging",
        "AWS_ACCESS_KEY_ID=AKIA{U16} AWS_SECRET_ACCESS_KEY={v} aws s3 ls s3://acme-assets",
        value=V["aws_secret"],
    ),
    k(
        "az_login_sp_p",
        "cli",
        "az login --service-principal -u {uuid} -p {v} --tenant {uuid}",
        "az login --service-principal --username {uuid} --password '{v}' --tenant acme.dev",
        value=V["azure_secret"],
    ),
    k(
        "gcloud_printed_ya29_token",
        "cli",
        "$ gcloud auth print-access-token\n{v}",
        'curl -H "Authorization: Bearer $(gcloud auth print-access-token)" ...\n# printed: {v}',
        value=V["google_access"],
    ),
    k(
        "doctl_auth_init_t",
        "cli",
        "doctl auth init -t {v} --context acme",
        "doctl --access-token {v} kubernetes cluster kubeconfig save prod-ams3",
        value=V["digitalocean"],
    ),
    k(
        "fly_secrets_set_anthropic",
        "cli",
        "fly secrets set ANTHROPIC_API_KEY={v} -a agent-api",
        "flyctl secrets set ANTHROPIC_API_KEY='{v}' --stage",
        value=V["anthropic"],
    ),
    k(
        "vercel_env_add_piped",
        "cli",
        "echo -n {v} | vercel env add OPENAI_API_KEY production",
        "printf '%s' '{v}' | npx vercel env add OPENAI_API_KEY preview",
        value=V["openai"],
    ),
    k(
        "wrangler_secret_put_printf",
        "cli",
        "printf %s '{v}' | npx wrangler secret put STRIPE_SECRET_KEY",
        "echo {v} | wrangler secret put STRIPE_SECRET_KEY --env production",
        value=V["stripe"],
    ),
    k(
        "heroku_config_set_sendgrid",
        "cli",
        "heroku config:set SENDGRID_API_KEY={v} -a shop-api",
        value=V["sendgrid"],
    ),
    k(
        "supabase_secrets_set_resend",
        "cli",
        "supabase secrets set RESEND_API_KEY={v} --project-ref {l20}",
        value=V["resend"],
    ),
    k(
        "netlify_deploy_auth",
        "cli",
        "netlify deploy --prod --dir dist --auth {v} --site {uuid}",
        "NETLIFY_AUTH_TOKEN={v} netlify env:list",
        value=V["netlify"],
    ),
    k(
        "render_api_and_deploy_hook_key",
        "cli",
        "RENDER_API_KEY={v} render services list -o json",
        "curl -s -X POST https://api.render.com/deploy/srv-{l20}?key={v}",
        value=V["render"],
    ),
    k(
        "firebase_functions_config_set",
        "cli",
        'firebase functions:config:set stripe.secret="{v}" stripe.webhook="whsec_..."',
        value=V["stripe_restricted"],
    ),
    k(
        "eas_expo_token_prefix",
        "cli",
        "EXPO_TOKEN={v} eas build --platform ios --non-interactive",
        value=V["expo"],
    ),
)

_CICD: tuple[Kind, ...] = (
    k(
        "gh_secret_set_body_npm",
        "cli",
        "gh secret set NPM_TOKEN --body {v} --repo acme/web",
        'gh secret set NPM_TOKEN -b"{v}" --env production',
        value=V["npm"],
    ),
    k(
        "gh_auth_login_herestring",
        "cli",
        "gh auth login --with-token <<< {v}",
        "echo {v} | gh auth login --with-token --hostname github.com",
        "GH_TOKEN={v} gh pr list --state merged --limit 5",
        value=V["github_fine"],
    ),
    k(
        "glab_auth_login_token",
        "cli",
        "glab auth login --hostname gitlab.com --token {v}",
        "GITLAB_TOKEN={v} glab mr list --assignee=@me",
        value=V["gitlab"],
    ),
    k(
        "gitlab_runner_register_token",
        "cli",
        "gitlab-runner register --non-interactive --url https://gitlab.com "
        "--token {v} --executor docker --docker-image alpine:3.21",
        value=V["gitlab_runner"],
    ),
    k(
        "kubectl_secret_from_literal",
        "cli",
        "kubectl create secret generic api-keys --from-literal=STRIPE_KEY={v} -n shop",
        "kubectl -n shop create secret generic db --from-literal=password='{v}' "
        "--dry-run=client -o yaml | kubectl apply -f -",
    ),
    k(
        "kubectl_token_flag_jwt",
        "cli",
        "kubectl --server https://10.0.0.10:6443 --token={v} get pods -A",
        "kubectl --token {v} --insecure-skip-tls-verify get nodes",
        value=V["jwt"],
    ),
    k(
        "helm_set_secret_value",
        "cli",
        "helm upgrade --install api ./chart --set secrets.openaiKey={v} -n prod",
        "helm install pg bitnami/postgresql --set auth.postgresPassword={v}",
    ),
    k(
        "terraform_var_password",
        "cli",
        'terraform apply -var "db_password={v}" -auto-approve',
        "TF_VAR_db_password='{v}' terraform plan -out plan.tfplan",
    ),
    k(
        "ansible_extra_vars_become",
        "cli",
        'ansible-playbook -i hosts site.yml -e "ansible_become_pass={v}"',
        "ansible all -i inventory -m ping -e ansible_password='{v}'",
    ),
    k(
        "vault_login_token_arg",
        "cli",
        "vault login {v}",
        "VAULT_TOKEN={v} vault kv get -mount=secret app/prod",
        value=V["vault"],
    ),
    k(
        "vault_kv_put_value",
        "cli",
        "vault kv put secret/app/prod db_password={v} db_user=app",
        "vault write auth/userpass/users/ci password='{v}' policies=deploy",
    ),
    k(
        "docker_build_arg_gh_token",
        "cli",
        "docker build --build-arg NPM_TOKEN={v} -t acme/web:dev .",
        "docker buildx build --build-arg GITHUB_TOKEN={v} --platform linux/amd64 .",
        value=V["github"],
    ),
    k(
        "buildkite_cli_token",
        "cli",
        "BUILDKITE_API_TOKEN={v} bk build list --pipeline acme/web",
        "bk configure --org acme --token {v}",
        value=V["buildkite"],
    ),
    k(
        "sonar_scanner_token",
        "cli",
        "sonar-scanner -Dsonar.projectKey=acme-web -Dsonar.token={v}",
        "mvn sonar:sonar -Dsonar.host.url=https://sonar.example.com -Dsonar.login={v}",
        value=V["sonar"],
    ),
    k(
        "pulumi_access_token_env",
        "cli",
        "PULUMI_ACCESS_TOKEN={v} pulumi up --stack prod --yes",
        value=V["pulumi"],
    ),
)

_AGENTS: tuple[Kind, ...] = (
    k(
        "codex_export_openai_key",
        "cli",
        'export OPENAI_API_KEY={v} && codex exec "fix the failing tests"',
        "OPENAI_API_KEY='{v}' codex --full-auto",
        "codex login --api-key {v}",
        value=V["openai"],
    ),
    k(
        "claude_code_env_prefix",
        "cli",
        'ANTHROPIC_API_KEY={v} claude -p "summarise the diff"',
        'export ANTHROPIC_API_KEY="{v}"\nclaude --model opus',
        value=V["anthropic"],
    ),
    k(
        "aider_api_key_flags",
        "cli",
        "aider --model sonnet --api-key anthropic={v}",
        "aider --model sonnet --anthropic-api-key {v}",
        value=V["anthropic"],
    ),
    k(
        "gemini_cli_env_key",
        "cli",
        'GEMINI_API_KEY={v} gemini -p "explain src/router.ts"',
        "export GOOGLE_API_KEY={v}; gemini",
        value=V["google"],
    ),
    k(
        "llm_cli_keys_set_output",
        "cli",
        "$ llm keys set groq\nEnter key: {v}",
        "GROQ_API_KEY={v} llm -m groq/llama-3.3-70b 'hello'",
        value=V["groq"],
    ),
    k(
        "huggingface_cli_login_token",
        "cli",
        "huggingface-cli login --token {v} --add-to-git-credential",
        "hf auth login --token {v}",
        value=V["huggingface"],
    ),
    k(
        "ngrok_config_authtoken_arg",
        "cli",
        "ngrok config add-authtoken {v}",
        "ngrok http 3000 --authtoken {v}",
        value=V["ngrok"],
    ),
    k(
        "tailscale_up_authkey_tag_ci",
        "cli",
        "tailscale up --authkey={v} --hostname=ci-runner-3 --ssh",
        "sudo tailscale up --auth-key {v} --advertise-tags=tag:ci",
        value=V["tailscale"],
    ),
    k(
        "stripe_cli_api_key_flag",
        "cli",
        "stripe listen --api-key {v} --forward-to localhost:3000/api/webhooks",
        "stripe customers list --limit 3 --api-key {v}",
        value=V["stripe"],
    ),
)

_ACCESS: tuple[Kind, ...] = (
    k(
        "sshpass_p_flag",
        "cli",
        "sshpass -p '{v}' ssh -o StrictHostKeyChecking=no deploy@10.0.4.12 'systemctl restart api'",
        "sshpass -p {v} scp build.tar.gz pi@192.168.1.50:/home/pi/",
    ),
    k(
        "xfreerdp_p_colon",
        "cli",
        "xfreerdp /v:10.0.0.5 /u:Administrator /p:{v} /cert:ignore",
        "xfreerdp3 /v:win-build.example.net /u:ci /p:'{v}' +clipboard",
    ),
    k(
        "smbclient_user_percent_pass",
        "cli",
        "smbclient //nas.local/backups -U 'backup%{v}' -c 'ls'",
        "mount -t cifs //nas.local/media /mnt/media -o username=kodi,password={v}",
    ),
    k(
        "lftp_u_user_comma_pass",
        "cli",
        "lftp -u deploy,{v} sftp://files.example.com -e 'mirror -R dist /www; bye'",
        "curl -T site.zip ftp://ftp.example.com/ --user deploy:{v}",
    ),
    k(
        "mosquitto_pub_capital_p",
        "cli",
        "mosquitto_pub -h mqtt.example.com -p 8883 -u sensor01 -P {v} -t home/temp -m 21.5",
        "mosquitto_sub -h broker.local -u admin -P '{v}' -t '#' -v",
    ),
    k(
        "mc_alias_set_secret",
        "cli",
        "mc alias set prod https://s3.example.com minio-admin {v}",
        "mc alias set local http://localhost:9000 minioadmin {v} --api S3v4",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "htpasswd_batch_mode",
        "cli",
        "htpasswd -b -c .htpasswd admin {v}",
        "htpasswd -bB /etc/nginx/.htpasswd grafana '{v}'",
    ),
    k(
        "wp_cli_user_pass",
        "cli",
        "wp user create editor ed@example.com --role=editor --user_pass={v}",
        "wp user update 1 --user_pass='{v}' --skip-email",
    ),
    k(
        "django_superuser_password_prefix",
        "cli",
        "DJANGO_SUPERUSER_PASSWORD={v} python manage.py createsuperuser --noinput "
        "--username admin --email admin@example.com",
    ),
    k(
        "zip_capital_p",
        "cli",
        "zip -P {v} -r handover.zip .env secrets/",
        "unzip -P '{v}' client-export.zip -d /tmp/export",
    ),
    k(
        "sevenzip_p_glued",
        "cli",
        "7z a -p{v} -mhe=on secrets.7z .env config/",
        "7z x -p'{v}' db-backup.7z",
    ),
    k(
        "openssl_passout_pass",
        "cli",
        "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{v}",
        "openssl enc -aes-256-cbc -pbkdf2 -in .env -out .env.enc -k {v}",
        "openssl rsa -in server.key -passin pass:'{v}' -out server.nopass.key",
    ),
    k(
        "keytool_storepass_importcert",
        "cli",
        "keytool -importcert -keystore truststore.jks -storepass {v} -file ca.pem -noprompt",
        "keytool -genkeypair -alias upload -keystore upload.jks -storepass {v} -keypass {v} "
        "-dname 'CN=Acme'",
    ),
    k(
        "git_credential_approve_printf",
        "cli",
        "printf 'protocol=https\\nhost=github.com\\nusername=octo\\npassword={v}\\n' "
        "| git credential approve",
        value=V["github"],
    ),
    k(
        "nats_cli_password",
        "cli",
        "nats --server nats://nats.internal:4222 --user orders --password {v} pub orders.new '{}'",
        "nats context save prod --server nats.example.com --user ops --password '{v}'",
    ),
    k(
        "wget_http_password",
        "cli",
        "wget --user=ci --password={v} https://artifacts.example.com/builds/app-2.4.1.tar.gz",
        "wget --http-user=ci --http-password='{v}' -O app.zip https://nexus.example.com/a.zip",
    ),
    k(
        "rclone_config_create_secret",
        "cli",
        "rclone config create r2 s3 provider Cloudflare access_key_id {h32} "
        "secret_access_key {v} endpoint https://{h32}.r2.cloudflarestorage.com",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "webhook_setter_secret_flag",
        "cli",
        "./scripts/set-webhook.sh --url https://api.example.com/hooks/stripe --secret {v}",
        value=V["stripe_webhook"],
    ),
    k(
        "newman_env_var_apikey",
        "cli",
        "newman run api.postman_collection.json --env-var apiKey={v} --env-var base=https://api",
        value=lambda r: lower_alnum(r, 40),
    ),
    k(
        "proxy_env_basic_in_url",
        "cli",
        "export HTTPS_PROXY=http://jdoe:{v}@proxy.corp.example:3128",
        "npm config set proxy http://build:{v}@10.1.0.8:8080",
    ),
    k(
        "basic_b64_env_for_script",
        "cli",
        "export JIRA_BASIC={v}\n./scripts/jira-sync.sh --since 7d",
        value=b64_user_pass,
    ),
)

CLI_KINDS: tuple[Kind, ...] = (*_DB, *_REGISTRY, *_CLOUD, *_CICD, *_AGENTS, *_ACCESS)
