"""The fixed look-alikes of held-out 39 (`bench/secret_kinds_heldout39_look.py`).

Placeholders, masked values, references and public values in this set's
shapes: bundles and decompiled apps holding an empty or a placeholder key,
state files holding `null`s, sensitive markers and references, credential
files holding environment references, histories reading a secret from a
variable or a prompt, OS files holding paths to where a secret lives, and
serialisation formats holding examples. Ciphertexts made to be committed
(SOPS' `ENC[…]`, Ansible Vault, a SealedSecret, Pulumi's `secure:`) are
look-alikes here: each is what the tool writes so that a repository can hold
it in public, useless without a key kept elsewhere (a KMS key, an age or
vault key, the cluster's sealing key). Last, people in this set's languages
saying where a secret was found without giving it.
"""

from __future__ import annotations

__all__ = ["FIXED"]

_BUILT: list[tuple[str, str]] = [
    ("bundle_empty_key", 'var e={apiKey:"",authDomain:"",projectId:"demo-project"};'),
    ("bundle_placeholder_key", 'const o=process.env.API_KEY||"YOUR_API_KEY_HERE";'),
    ("bundle_env_lookup", 'headers:{Authorization:"Bearer "+window.__ENV__.TOKEN}'),
    ("vite_define_public_vars", 'const Hb={BASE_URL:"/",MODE:"production",DEV:!1,PROD:!0,SSR:!1};'),
    (
        "sourcemap_env_reference",
        '"sourcesContent":["export const key = process.env.NEXT_PUBLIC_KEY;\\n"]',
    ),
    (
        "smali_const_string_name",
        '    const-string v0, "api_key"\n    invoke-static {v0}, Lcom/acme/Prefs;->get(Ljava/lang'
        "/String;)Ljava/lang/String;",
    ),
    ("strings_xml_placeholder", '<string name="maps_api_key">${MAPS_API_KEY}</string>'),
    ("info_plist_variable", "<key>ApiKey</key>\n<string>$(API_KEY)</string>"),
    ("jadx_buildconfig_empty", 'public static final String API_SECRET = "";'),
    ("google_services_example", '"api_key": [{"current_key": "<your-key>"}]'),
    (
        "binary_strings_format",
        "$ strings ./agent | grep -i token\ntoken=%s\ninvalid token: %w\nTOKEN_FILE",
    ),
    (
        "docker_history_env_names",
        "<missing>   /bin/sh -c #(nop)  ENV DB_PASSWORD_FILE=/run/secrets/db_password",
    ),
    (
        "docker_history_arg_no_value",
        "<missing>   ARG NPM_TOKEN\n<missing>   RUN |1 NPM_TOKEN /bin/sh -c npm ci",
    ),
    (
        "docker_inspect_secret_mount",
        '"Mounts": [{"Type": "bind", "Source": "/run/secrets/api_key", "Destination": "/run/secre'
        'ts/api_key"}]',
    ),
    (
        "helm_values_masked",
        "$ helm get values api\nauth:\n  adminPassword: '*****'\n  existingSecret: api-auth",
    ),
    (
        "helm_set_file_reference",
        "helm upgrade api ./chart --set-file tls.key=./certs/tls.key --reuse-values",
    ),
    ("pyc_strings_names", "$ strings settings.cpython-312.pyc\nSECRET_KEY\nos\nenviron\nget"),
    ("ldflags_version_only", '-ldflags="-s -w -X main.version=1.4.2 -X main.commit=3f2a9c1"'),
]

_STATE: list[tuple[str, str]] = [
    (
        "tfstate_password_null",
        '"attributes": {\n  "password": null,\n  "manage_master_user_password": true\n}',
    ),
    (
        "tfstate_sensitive_attributes",
        '"sensitive_attributes": [[{"type": "get_attr", "value": "password"}]]',
    ),
    ("tfplan_sensitive_value", '  + password = (sensitive value)\n  + username = "app"'),
    ("terraform_output_sensitive", 'db_password = <sensitive>\nendpoint = "db.internal:5432"'),
    (
        "pulumi_secret_marker",
        'Outputs:\n    apiToken: [secret]\n    url     : "https://api.acme.io"',
    ),
    (
        "pulumi_secure_config",
        "config:\n  api:dbPassword:\n    secure: v1:ZW5jcnlwdGVkLWV4YW1wbGU=:Q2lwaGVydGV4dEV4YW1w"
        "bGVPbmx5QmFzZTY0",
    ),
    (
        "ansible_fact_cache_no_secret",
        '{"ansible_hostname": "db01", "ansible_distribution": "Debian", "ansible_memtotal_mb": 79'
        "61}",
    ),
    (
        "kubeconfig_exec_plugin",
        "users:\n- name: eks\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/"
        "v1beta1\n      command: aws\n      args: [eks, get-token, --cluster-name, prod]",
    ),
    ("npmrc_env_reference", "//registry.npmjs.org/:_authToken=${NPM_TOKEN}"),
    ("pypirc_keyring", "[pypi]\nusername = __token__\n# password comes from keyring"),
    ("netrc_placeholder", "machine api.example.com login USERNAME password PASSWORD"),
    (
        "docker_config_creds_store",
        '{\n  "auths": {"ghcr.io": {}},\n  "credsStore": "osxkeychain"\n}',
    ),
    (
        "gh_hosts_keyring",
        "github.com:\n    git_protocol: https\n    users:\n        ana:\n    user: ana",
    ),
    (
        "cargo_credentials_provider",
        '[registry]\nglobal-credential-providers = ["cargo:token", "cargo:libsecret"]',
    ),
    ("maven_settings_encrypted_ref", "<password>${env.DEPLOY_PASSWORD}</password>"),
    ("gradle_properties_reference", "artifactoryPassword=${System.getenv('ARTIFACTORY_PASSWORD')}"),
    (
        "sqlite_schema_only",
        "CREATE TABLE oauth_tokens (id INTEGER PRIMARY KEY, provider TEXT, token TEXT NOT NULL);",
    ),
    ("redis_monitor_auth_masked", '1764553010.112233 [0 10.0.3.7:51522] "AUTH" "(redacted)"'),
    ("localstorage_no_token", '{"theme":"dark","sidebar":"collapsed","locale":"en-GB"}'),
    (
        "cookies_txt_header_only",
        "# Netscape HTTP Cookie File\n# https://curl.se/docs/http-cookies.html\n# This file was g"
        "enerated by libcurl! Edit at your own risk.",
    ),
    (
        "copy_as_curl_env_token",
        "curl 'https://api.acme.io/me' -H \"authorization: Bearer $TOKEN\" --compressed",
    ),
    (
        "copy_as_fetch_no_auth",
        'fetch("https://acme.io/api/health", {"headers": {"accept": "application/json"}, "method"'
        ': "GET"});',
    ),
    (
        "launch_json_env_file",
        '"envFile": "${workspaceFolder}/.env.local",\n"env": {"DB_PASSWORD": "${env:DB_PASSWORD}"}',
    ),
    ("idea_workspace_masked_env", '<env name="API_KEY" value="********" />'),
    ("har_header_redacted", '{ "name": "Authorization", "value": "[REDACTED]" }'),
]

_HIST: list[tuple[str, str]] = [
    (
        "zsh_history_op_read",
        ': 1764551200:0;export OPENAI_API_KEY=$(op read "op://dev/openai/credential")',
    ),
    ("bash_history_vault_read", "#1764553000\nexport VAULT_TOKEN=$(vault print token)"),
    (
        "powershell_history_get_credential",
        "$cred = Get-Credential -UserName svc_sql -Message 'SQL'",
    ),
    ("git_log_s_no_match", "$ git log -p -S SLACK_BOT_TOKEN\n$ # nothing: never committed"),
    ("git_diff_placeholder", "-API_KEY=changeme\n+API_KEY=${API_KEY}"),
    (
        "git_config_credential_helper",
        '[credential]\n\thelper = osxkeychain\n[credential "https://dev.azure.com"]\n\tuseHttpPat'
        "h = true",
    ),
    (
        "git_remote_no_credential",
        "origin\thttps://github.com/acme/infra.git (fetch)\norigin\thttps://github.com/acme/infra"
        ".git (push)",
    ),
    ("python_history_getpass", ">>> import getpass\n>>> pw = getpass.getpass()"),
    ("psql_history_masked", "ALTER ROLE reporting WITH PASSWORD '********';"),
    ("mysql_history_env", "_HiStOrY_V2_\nSHOW\\040GRANTS;"),
    ("jupyter_env_get", '"source": ["key = os.environ[\\"HF_TOKEN\\"]\\n"]'),
    (
        "vim_swap_file_listing",
        'Swap file ".config.yml.swp" already exists!\n[O]pen Read-Only, (E)dit anyway, (R)ecover,'
        " (Q)uit, (A)bort:",
    ),
    (
        "crash_report_env_masked",
        "Environment:\n  HOME=/home/svc\n  REDIS_PASSWORD=<hidden>\n  LANG=C.UTF-8",
    ),
    (
        "history_timestamps_only",
        "  511  2026-11-30 14:02:11 ls -la\n  512  2026-11-30 14:02:40 history",
    ),
]

_OS: list[tuple[str, str]] = [
    (
        "cmdkey_list_output",
        "Currently stored credentials:\n\n    Target: LegacyGeneric:target=git:https://github.com"
        "\n    Type: Generic\n    User: PersonalAccessToken\n    Local machine persistence",
    ),
    (
        "reg_export_empty_password",
        '[HKEY_CURRENT_USER\\Software\\SimonTatham\\PuTTY\\Sessions\\prod]\n"ProxyPassword"=""',
    ),
    (
        "security_find_without_g",
        'keychain: "/Users/ana/Library/Keychains/login.keychain-db"\nclass: "genp"\nattributes:\n'
        '    "svce"<blob>="acme-cli"',
    ),
    ("defaults_read_no_secret", "{\n    SUEnableAutomaticChecks = 1;\n    launchAtLogin = 1;\n}"),
    (
        "systemd_load_credential",
        "[Service]\nLoadCredential=db:/etc/credstore/db\nEnvironmentFile=-/etc/default/api",
    ),
    ("systemd_environment_public", "Environment=NODE_ENV=production PORT=3000 TZ=UTC"),
    ("crontab_config_path", "@daily /usr/local/bin/backup --config /etc/backup.conf --quiet"),
    (
        "launchd_plist_label",
        "<key>Label</key>\n<string>com.acme.syncd</string>\n<key>RunAtLoad</key>\n<true/>",
    ),
    ("redis_conf_commented", "# requirepass foobared\nbind 127.0.0.1"),
    ("wpa_supplicant_hashed_ref", 'network={\n    ssid="guest"\n    key_mgmt=NONE\n}'),
    ("nm_connection_agent_owned", "[wifi-security]\nkey-mgmt=wpa-psk\npsk-flags=1"),
    (
        "fstab_credentials_file",
        "//nas/media /mnt/media cifs credentials=/etc/samba/media.cred,uid=1000 0 0",
    ),
    (
        "kubectl_secret_keys_only",
        "$ kubectl describe secret api\nData\n====\nDB_PASS:  24 bytes\nDB_USER:  3 bytes",
    ),
    (
        "sealed_secret_ciphertext",
        "spec:\n  encryptedData:\n    DB_PASS: AgBy3i4OJSWK+PiTySYZZA9rO43cGDEq7wYNtgbdSw7vBPtsjM"
        "1nUbM4ZmVlT2JhckJhelF1eEV4YW1wbGU=",
    ),
]

_SER: list[tuple[str, str]] = [
    (
        "sops_enc_value",
        "db_password: ENC[AES256_GCM,data:bm90LWEtc2VjcmV0LWV4YW1wbGU=,iv:YWJjZGVmZ2hpamtsbW5vcA==,"
        "tag:ZXhhbXBsZS10YWctMTY=,type:str]",
    ),
    (
        "sops_metadata_age",
        "sops:\n    age:\n        - recipient: age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5"
        "sfn9aqmcac8p\n"
        '    lastmodified: "2026-11-30T10:00:00Z"\n    version: 3.9.1',
    ),
    (
        "ansible_vault_blob",
        "$ANSIBLE_VAULT;1.1;AES256\n6231336539666234306139346433616338376437376461363365363430623"
        "1386433626436623361\n"
        "6538643932613265393565303937353065333730316634300a",
    ),
    ("protobuf_text_placeholder", 'credentials {\n  user: "app"\n  password: "<set at deploy>"\n}'),
    (
        "yaml_anchor_env_ref",
        "x-db: &db\n  password: ${DB_PASSWORD}\nservices:\n  api:\n    environment: *db",
    ),
    ("yaml_null_secret", "auth:\n  token: ~\n  token_file: /var/run/secrets/token"),
    ("toml_env_reference", '[remote.auth]\ntoken = { env = "ACME_TOKEN" }'),
    ("ini_empty_password", "[smtp]\nhost = localhost\nuser =\npassword ="),
    (
        "properties_unicode_message",
        "login.error=\\u041d\\u0435\\u0432\\u0435\\u0440\\u043d\\u044b\\u0439 \\u043f\\u0430\\u04"
        "40\\u043e\\u043b\\u044c",
    ),
    ("properties_placeholder", "spring.datasource.password=${DB_PASSWORD:}"),
    (
        "dotenv_example_file",
        "# .env.example\nSTRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx\nDATABASE_URL=postgre"
        "s://user:password@localhost:5432/app",
    ),
    ("dotenv_export_empty", "export API_KEY=\nexport DEBUG=1"),
    (
        "hcl_variable_sensitive",
        'variable "db_password" {\n  type      = string\n  sensitive = true\n}',
    ),
    (
        "hcl_heredoc_policy",
        'policy = <<EOT\n{"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "s'
        '3:GetObject"}]}\nEOT',
    ),
    (
        "xml_namespace_urls",
        '<settings xmlns="http://maven.apache.org/SETTINGS/1.0.0" xmlns:xsi="http://www.w3.org/20'
        '01/XMLSchema-instance">',
    ),
    ("msgpack_hex_public", '81 a4 6e 61 6d 65 a3 61 70 69   # {"name": "api"}'),
    ("pickle_repr_masked", "{'user': 'ana', 'token': '***', 'expires': None}"),
    (
        "jwt_public_jwks",
        '{"keys": [{"kty": "OKP", "crv": "Ed25519", "kid": "k1", "x": "11qYAYKxCrfVS_7TyWQHOg7hcv'
        'PapiMlrwIaaPcHURo"}]}',
    ),
    (
        "public_key_pem",
        "-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo="
        "\n-----END PUBLIC KEY-----",
    ),
    (
        "ssh_public_key_line",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFsGLNGxyzwgE1xJqzT9WIiUXp1RkFvF5B3pL8c7qXb2 ana@lap"
        "top",
    ),
    (
        "cert_sha256_fingerprint",
        "SHA256 Fingerprint=3A:1F:9C:07:4E:B2:66:D1:0A:8C:53:E7:2B:91:F4:6D:C8:05:7A:3E:19:B4:60:"
        "DD:82:5F:0C:A9:E1:37:4B:F6",
    ),
    (
        "aws_example_keys",
        "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/"
        "bPxRfiCYEXAMPLEKEY",
    ),
    ("stripe_test_placeholder", "STRIPE_KEY=sk_test_...  # get yours at dashboard.stripe.com"),
]

_CHAT: list[tuple[str, str]] = [
    ("chat_ti_no_value", "ፓስዎርድ ኣብ terraform.tfstate ኣሎ፡ ግን ኣብዚ ኣይጽሕፎን እየ።"),
    ("chat_or_no_value", "ଟୋକେନ୍ .zsh_history ରେ ଥିଲା, ମୁଁ ତାହା ହଟାଇ ଦେଲି"),
    ("chat_bo_no_value", "docker history ནང་ལ་གསང་ཚིག་ཡོད། ང་ཚོས་བསྒྱུར་ཟིན།"),
    ("chat_ug_no_value", "ئاچقۇچ git log ئىچىدە بار ئىدى، ئالماشتۇردۇم"),
    ("chat_so_no_value", "Furaha sirta ah wuxuu ku jiray .bash_history, waan beddelay"),
    ("chat_eo_no_value", "La pasvorto estis en la kaŝmemoro de pip; mi forigis ĝin"),
    ("chat_la_no_value", "Tessera secreta in historia zsh erat; eam mutavi"),
    ("chat_mi_no_value", "I roto te kupuhipa i te kōnae .netrc, kua whakakorea e au"),
    ("chat_ht_no_value", "Modpas la te nan launch.json, mwen retire l"),
    ("chat_tt_no_value", "Серсүз .psql_history эчендә иде, мин аны бетердем"),
    (
        "chat_jv_commit_hash",
        "Commit sing mbusak token iku 3f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a39",
    ),
    (
        "chat_en_digest_question",
        "why does docker pull print sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca49599"
        "1b7852b855?",
    ),
    ("chat_en_masked_key", "the leaked key ended in …7f2c; it is revoked and rotated now"),
]

FIXED: list[tuple[str, str]] = [*_BUILT, *_STATE, *_HIST, *_OS, *_SER, *_CHAT]
