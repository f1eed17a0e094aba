"""Held-out 35's fixed look-alikes (`bench/secret_kinds_heldout35_look.py` draws the others).

Texts of the set's places that name a secret without holding one: a
reference to a store (`vault kv get -field=`, `op://`, `doppler run`, an
ExternalSecret's `remoteRef`, Concourse's `((var))`, a Jenkins
`credentials('id')`, a Helm `{{ .Values }}`), an environment variable or a
file read in its place, an empty or stock value (Redis' `# requirepass
foobared` comment, RabbitMQ's `guest`, Neo4j's first `neo4j/neo4j`, a
`CHANGEME`), web3's public fixtures (the development chains' well-known
recovery phrase, Substrate's `//Alice`, the zero address), placeholders in
MCP and editor configs (`${env:…}`, `<your-key>`, `${input:…}`), the
documented example keys some vendors print, and chat in many languages that
says where a secret is without saying it.
"""

from __future__ import annotations

__all__ = ["FIXED"]

_STORES: list[tuple[str, str]] = [
    ("vault_kv_get_field", "vault kv get -field=password secret/payments/db"),
    ("vault_token_from_file", "export VAULT_TOKEN=$(cat ~/.vault-token)"),
    ("vault_login_oidc", "vault login -method=oidc role=dev"),
    ("vault_agent_sink", 'sink "file" {\n  config = { path = "/home/vault/.vault-token" }\n}'),
    (
        "vault_operator_init_cmd",
        "vault operator init -key-shares=5 -key-threshold=3 -format=json > init.json",
    ),
    ("vault_unseal_prompt", "$ vault operator unseal\nUnseal Key (will be hidden): "),
    (
        "vault_seal_status",
        "Sealed          true\nTotal Shares    5\nThreshold       3\nUnseal Progress 1/3",
    ),
    ("op_reference", "DATABASE_PASSWORD=op://Prod/postgres/password"),
    ("op_run", "op run --env-file=.env.tpl -- npm start"),
    ("doppler_run_no_token", "doppler run --project api --config prd -- ./server"),
    (
        "external_secret_ref",
        "data:\n  - secretKey: password\n    remoteRef:\n      key: prod/db\n"
        "      property: password",
    ),
    ("concourse_var_ref", "registry-password: ((registry.password))"),
    ("jenkins_credentials_ref", "environment {\n  NEXUS = credentials('nexus-deployer')\n}"),
    ("helm_values_ref", "password: {{ .Values.redis.auth.password | quote }}"),
    ("sops_encrypt_cmd", "sops --encrypt --age age1example --in-place secrets.yaml"),
    (
        "kubeseal_fetch_cert",
        "kubeseal --fetch-cert --controller-namespace kube-system > pub-cert.pem",
    ),
    (
        "argocd_password_cmd",
        'argocd account update-password --current-password "$OLD" --new-password "$NEW"',
    ),
    (
        "flux_secret_from_file",
        "flux create secret git repo-auth --url=ssh://git@gitlab.acme.com/infra/fleet "
        "--private-key-file=./id_ed25519",
    ),
    ("buildkite_token_path", "token-path=/run/secrets/buildkite-agent-token"),
    ("drone_secret_from_env", "DRONE_RPC_SECRET=${DRONE_RPC_SECRET:?set it in the host env}"),
    ("woodpecker_from_secret", "environment:\n  PASSWORD:\n    from_secret: registry_password"),
    (
        "tekton_secret_key_ref",
        "env:\n  - name: TOKEN\n    valueFrom:\n"
        "      secretKeyRef: { name: git-basic, key: password }",
    ),
    (
        "cert_manager_secret_ref",
        "apiTokenSecretRef:\n  name: cloudflare-api-token\n  key: api-token",
    ),
    ("consul_token_file", "consul acl set-agent-token agent @agent-token.txt"),
]

_DB: list[tuple[str, str]] = [
    ("redis_stock_comment", "# requirepass foobared"),
    ("redis_requirepass_env", "requirepass ${REDIS_PASSWORD}"),
    ("redis_cli_no_pass", "redis-cli -h cache.acme.internal --askpass PING"),
    ("redis_acl_nopass", "user healthcheck on nopass ~health:* +ping"),
    ("redis_acl_hashed", "user app on #" + "a" * 64 + " ~app:* +@all"),
    ("rabbit_guest_default", "default_user = guest\ndefault_pass = guest"),
    ("neo4j_initial", "The default login is neo4j/neo4j; you must change it on first login."),
    ("mongo_env_ref", 'mongosh "mongodb://app:${MONGO_PASSWORD}@mongo:27017/shop"'),
    (
        "kafka_jaas_file_ref",
        "KAFKA_OPTS=-Djava.security.auth.login.config=/etc/kafka/kafka_server_jaas.conf",
    ),
    (
        "kafka_password_placeholder",
        'sasl.jaas.config=...PlainLoginModule required username="<api-key>" '
        'password="<api-secret>";',
    ),
    ("clickhouse_password_file", '<password_sha256_hex from_env="CH_ETL_PASSWORD_SHA"/>'),
    ("cqlsh_prompted", "cqlsh -u cassandra   # prompts for the password"),
    ("es_reset_interactive", "bin/elasticsearch-reset-password -u elastic -i"),
    ("es_keystore_add", "bin/elasticsearch-keystore add s3.client.default.secret_key"),
    ("pgbackrest_cipher_env", "PGBACKREST_REPO1_CIPHER_PASS=${PGBR_CIPHER:?}"),
    ("restic_password_file", "restic -r /srv/restic --password-file /etc/restic/pass snapshots"),
    ("borg_passcommand", "export BORG_PASSCOMMAND='pass show backup/borg'"),
    ("pgpass_permissions", "chmod 0600 ~/.pgpass   # psql ignores it otherwise"),
    (
        "primary_conninfo_passfile",
        "primary_conninfo = 'host=pg-primary user=replicator passfile=/var/lib/postgresql/.pgpass'",
    ),
    ("nats_creds_flag", "nats --creds ~/.nkeys/creds/acme/orders.creds sub 'orders.>'"),
    ("mysql_prompt_flag", "mysqldump -h db-1 -u backup -p --all-databases > all.sql"),
]

_WEB3: list[tuple[str, str]] = [
    (
        "dev_chain_mnemonic",
        'anvil --mnemonic "test test test test test test test test test test test junk"',
    ),
    ("substrate_dev_account", "subkey inspect //Alice"),
    ("zero_address", "owner: 0x0000000000000000000000000000000000000000"),
    ("dead_address", "burned to 0x000000000000000000000000000000000000dEaD"),
    (
        "private_key_env_ref",
        "forge script script/Deploy.s.sol --broadcast --private-key $PRIVATE_KEY",
    ),
    (
        "cast_wallet_account",
        "forge script script/Deploy.s.sol --broadcast --account deployer "
        "--sender 0xAbC0000000000000000000000000000000000001",
    ),
    ("infura_placeholder", "MAINNET_RPC_URL=https://mainnet.infura.io/v3/<YOUR_PROJECT_ID>"),
    ("alchemy_env_ref", "url: `https://eth-mainnet.g.alchemy.com/v2/${process.env.ALCHEMY_KEY}`"),
    ("mnemonic_placeholder", 'MNEMONIC="your twelve word seed phrase goes here"'),
    ("derivation_path", "path: m/44'/60'/0'/0/0"),
    ("chain_ids", "chainId: 11155111  // sepolia; 8453 base; 42161 arbitrum"),
    (
        "ccxt_env",
        "exchange = ccxt.kraken({'apiKey': os.environ['KRAKEN_KEY'], "
        "'secret': os.environ['KRAKEN_SECRET']})",
    ),
    (
        "keystore_password_prompt",
        "cast wallet import deployer --interactive\nEnter private key:\nEnter password:",
    ),
]

_GAMES: list[tuple[str, str]] = [
    ("rcon_empty", "enable-rcon=false\nrcon.password="),
    ("rcon_env_ref", "RCON_PASSWORD=${RCON_PASSWORD}"),
    ("source_sv_password_empty", 'sv_password ""'),
    ("stream_key_masked", "Stream key: live_************************ (click to reveal)"),
    (
        "obs_service_empty",
        '{"settings":{"key":"","server":"auto","service":"Twitch"},"type":"rtmp_common"}',
    ),
    ("rtmp_server_only", "Server: rtmp://live.twitch.tv/app"),
    (
        "steam_key_ref",
        'curl "https://api.steampowered.com/ISteamUser/GetPlayerSummaries/v2/?key=$STEAM_KEY&steamids=76561197960287930"',
    ),
    ("modrinth_token_ref", 'token = System.getenv("MODRINTH_TOKEN")'),
    ("patreon_sig_header", "X-Patreon-Signature header is an HMAC-MD5 of the body"),
    ("kofi_example", '{"verification_token": "<your-verification-token>", "type": "Donation"}'),
]

_TOOLS: list[tuple[str, str]] = [
    (
        "mcp_env_placeholder",
        '"env": {\n  "GITHUB_PERSONAL_ACCESS_TOKEN": "${env:GITHUB_TOKEN}"\n}',
    ),
    ("mcp_input_ref", '"env": { "BRAVE_API_KEY": "${input:brave_key}" }'),
    (
        "mcp_your_key",
        '"args": ["-y", "firecrawl-mcp"],\n"env": { "FIRECRAWL_API_KEY": "<your-api-key>" }',
    ),
    ("claude_mcp_add_plain", "claude mcp add playwright -- npx @playwright/mcp@latest"),
    ("api_key_helper_script", '{"apiKeyHelper": "~/bin/get-anthropic-key.sh"}'),
    ("aider_key_env", "aider --model sonnet   # reads ANTHROPIC_API_KEY from the environment"),
    ("continue_secret_ref", "apiKey: ${{ secrets.ANTHROPIC_API_KEY }}"),
    ("llm_keys_set", "llm keys set mistral"),
    ("litellm_env_ref", "master_key: os.environ/LITELLM_MASTER_KEY"),
    ("sk_placeholder", "OPENAI_API_KEY=sk-..."),
    ("ollama_no_key", "OPENAI_API_BASE=http://localhost:11434/v1\nOPENAI_API_KEY=ollama"),
    ("jupyter_no_token", "jupyter lab --IdentityProvider.token='' --ip=127.0.0.1"),
    ("kernel_file_path", "Connection file: ~/.local/share/jupyter/runtime/kernel-12345.json"),
    (
        "ngrok_config_check",
        "ngrok config check\nValid configuration file at ~/.config/ngrok/ngrok.yml",
    ),
    (
        "tailscale_up_interactive",
        "tailscale up --ssh\nTo authenticate, visit: https://login.tailscale.com/a/1a2b3c4d5e6f",
    ),
    ("cloudflared_login", "cloudflared tunnel login\ncloudflared tunnel create devbox"),
    ("code_server_env_ref", "password: ${CODE_SERVER_PASSWORD}"),
]

_CHAT: list[tuple[str, str]] = [
    (
        "chat_en_no_value",
        "the unseal keys are split between Ana, Bo and Chen; none of them is in this chat",
    ),
    ("chat_es_no_value", "la contraseña de Redis está en Vault, ruta secret/redis/prod"),
    ("chat_pt_no_value", "a seed phrase da carteira fica só no papel, no cofre"),
    ("chat_fr_no_value", "la clé de stream est dans le gestionnaire de mots de passe"),
    ("chat_de_no_value", "Das RCON-Passwort habe ich dir per Signal geschickt."),
    ("chat_it_no_value", "la chiave privata del deployer è nel keystore, non nel .env"),
    ("chat_nl_no_value", "het Kafka-wachtwoord komt uit de Doppler-config"),
    ("chat_pl_no_value", "hasło do borga jest w 1Password w sejfie Infra"),
    ("chat_cs_no_value", "token pro ngrok si vygeneruj sám na dashboardu"),
    ("chat_tr_no_value", "Binance anahtarlarını Vault'a koydum"),
    ("chat_ru_no_value", "пароль от ClickHouse лежит в sops-файле"),
    ("chat_uk_no_value", "ключ Steam API в секретах CI, не в коді"),
    ("chat_ar_no_value", "كلمة مرور قاعدة البيانات في الخزنة"),
    ("chat_he_no_value", "הסיסמה של RabbitMQ נמצאת בכספת"),
    ("chat_fa_no_value", "رمز Elasticsearch توی Vault هست"),
    ("chat_hi_no_value", "stream key 1Password में है"),
    ("chat_ja_no_value", "Vault のアンシールキーは三人で分けて保管しています"),
    ("chat_ko_no_value", "지갑 복구 문구는 종이에만 적어 두었습니다"),
    ("chat_zh_no_value", "RCON 密码在保险库里，别发到群里"),
    ("chat_vi_no_value", "token Tailscale nằm trong kho bí mật"),
    ("chat_id_no_value", "password Redis ada di Vault"),
    ("chat_th_no_value", "รหัสผ่านอยู่ในตู้เซฟ"),
    ("chat_sv_no_value", "lösenordet till restic ligger i valvet"),
    (
        "chat_en_rotated",
        "rotated the Buildkite agent token after the leak; agents pick it up from SSM",
    ),
    (
        "chat_en_length",
        "the cipher pass needs at least 32 characters, generate it with openssl rand -base64 48",
    ),
]

FIXED: list[tuple[str, str]] = [*_STORES, *_DB, *_WEB3, *_GAMES, *_TOOLS, *_CHAT]
