"""The fixed look-alikes of held-out 34 (`bench/secret_kinds_heldout34_look.py`).

Texts written once: placeholders and variable references where a secret
would go (`${env.NEXUS_PASSWORD}`, `${NPM_TOKEN}`, `<your-token>`,
`xoxb-your-token`, a masked `**********`), documentation's example values,
public discovery documents and metadata, a public Nix cache key, commands
that read a secret from a file or a prompt, and chat in many languages that
speaks of a secret without stating one.
"""

from __future__ import annotations

__all__ = ["FIXED"]

_CHATOPS: list[tuple[str, str]] = [
    ("slack_env_placeholder", "SLACK_BOT_TOKEN=xoxb-your-bot-token\nSLACK_SIGNING_SECRET="),
    (
        "slack_webhook_doc",
        "Webhook URL: https://hooks.slack.com/services/T00000000/B00000000/"
        "XXXXXXXXXXXXXXXXXXXXXXXX",
    ),
    ("slack_token_from_env", 'client = WebClient(token=os.environ["SLACK_BOT_TOKEN"])'),
    ("discord_token_from_env", "bot.run(os.getenv('DISCORD_TOKEN'))"),
    ("discord_invite", "join us: https://discord.gg/acmedev"),
    ("matrix_user_id", "@alertbot:acme.example invited @ana:acme.example to !ops:acme.example"),
    ("irc_nickserv_register_doc", "/msg NickServ REGISTER <password> <email>"),
    ("irc_nickserv_help", "/msg NickServ HELP IDENTIFY"),
    ("twilio_test_numbers", "Use the magic number +15005550006 as the From in test credentials."),
    ("pagerduty_ref_secret", "routing_key: ${PAGERDUTY_ROUTING_KEY}"),
    ("alertmanager_file_ref", "        api_url_file: /etc/alertmanager/secrets/slack-url"),
    ("opsgenie_key_file", "      api_key_file: /run/secrets/opsgenie"),
    (
        "vapid_public_only",
        "VAPID_PUBLIC_KEY is safe to ship to the browser; the private one stays on the server.",
    ),
    ("apns_key_path", "APNS_KEY_PATH=./AuthKey_ABC123DEFG.p8\nAPNS_KEY_ID=ABC123DEFG"),
    ("fcm_topic", '{"message": {"topic": "news", "notification": {"title": "Hi"}}}'),
    ("statuspage_public_url", "Status: https://status.acme.example (powered by Atlassian)"),
    ("ntfy_topic_public", "curl -d 'backup ok' ntfy.sh/acme-backups-public"),
    ("sms_template", "Your Acme verification code is {{code}}. It expires in 10 minutes."),
    ("sip_uri_no_password", "sip:31205550123@sip.provider.example;transport=tls"),
    ("smpp_pdu_log", "submit_sm_resp: command_status=0x00000000 message_id=1a2b3c4d"),
]

_MARKET: list[tuple[str, str]] = [
    (
        "google_ads_yaml_template",
        "developer_token: INSERT_DEVELOPER_TOKEN_HERE\n"
        "client_id: INSERT_CLIENT_ID_HERE\n"
        "refresh_token: INSERT_REFRESH_TOKEN_HERE",
    ),
    ("hubspot_token_env_ref", "Authorization: Bearer ${HUBSPOT_ACCESS_TOKEN}"),
    (
        "mailchimp_key_doc",
        "Your API key looks like <key>-us21; the part after the dash is the data centre.",
    ),
    ("segment_snippet_placeholder", 'analytics.load("YOUR_WRITE_KEY");'),
    ("utm_link_plain", "https://acme.example/blog?utm_source=linkedin&utm_medium=social"),
    ("meta_graph_version", "https://graph.facebook.com/v21.0/me?fields=id,name"),
    ("salesforce_instance_url", "instance_url: https://acme.my.salesforce.com"),
    (
        "salesforce_connected_app_doc",
        "Copy the Consumer Key and Consumer Secret from Setup > App Manager > View.",
    ),
    ("crm_field_names", "Email, Lifecycle Stage, HubSpot Score, Original Source, Owner"),
    (
        "klaviyo_public_key_doc",
        "Your public API key (site ID) is the 6 character code in Settings > API keys.",
    ),
    ("email_unsubscribe", "https://acme.us21.list-manage.com/unsubscribe?u=a1b2c3&id=d4e5f6"),
    (
        "affiliate_deeplink",
        "https://www.awin1.com/cread.php?awinmid=1234&awinaffid=56789"
        "&ued=https%3A%2F%2Facme.example",
    ),
    ("ga4_event_debug", "page_view | page_location: /pricing | engagement_time_msec: 1200"),
]

_BUILD: list[tuple[str, str]] = [
    (
        "maven_env_placeholder",
        "<server>\n  <id>nexus</id>\n  <username>${env.NEXUS_USER}"
        "</username>\n  <password>${env.NEXUS_PASSWORD}</password>\n"
        "</server>",
    ),
    ("npmrc_env_ref", "//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}"),
    ("gradle_property_ref", 'password = providers.gradleProperty("acmeMavenPassword").get()'),
    (
        "gradle_findproperty",
        'password = findProperty("ossrhPassword") ?: System.getenv("OSSRH_PASSWORD")',
    ),
    (
        "nix_public_cache_key",
        "trusted-public-keys = cache.nixos.org-1:6NCHdD59X431o0gWypbMrAURkbJ16ZPMQFGspcDShjY=",
    ),
    ("nix_substituters", "substituters = https://cache.nixos.org https://acme.cachix.org"),
    (
        "bazelrc_cred_helper",
        "build --credential_helper=*.acme.example=%workspace%/tools/credential-helper",
    ),
    (
        "bazelrc_remote_no_header",
        "build --remote_cache=grpcs://remote.buildbuddy.io\n"
        "build --remote_upload_local_results=true",
    ),
    ("goproxy_public", "GOPROXY=https://proxy.golang.org,direct\nGONOSUMDB=git.acme.example/*"),
    ("composer_auth_template", '{\n  "github-oauth": {\n    "github.com": "<your-token>"\n  }\n}'),
    ("pip_index_public", "pip install --index-url https://pypi.org/simple requests"),
    ("pip_extra_index_env", 'pip install --extra-index-url "$PIP_EXTRA_INDEX_URL" acme-core'),
    (
        "cargo_registry_index",
        '[registries.acme]\nindex = "sparse+https://cargo.acme.example/index/"',
    ),
    (
        "cargo_credential_provider",
        '[registry]\nglobal-credential-providers = ["cargo:token", "cargo:libsecret"]',
    ),
    ("envrc_dotenv", "# .envrc\ndotenv_if_exists .env.local\nuse flake"),
    ("devcontainer_secret_ref", '"remoteEnv": { "GITHUB_TOKEN": "${localEnv:GITHUB_TOKEN}" }'),
    (
        "codespaces_secret_list",
        "NAME            UPDATED       VISIBILITY\nDB_PASSWORD     about 1 day ago  selected",
    ),
    ("gh_secret_set_stdin", "gh secret set NPM_TOKEN < token.txt"),
    (
        "docker_login_stdin_file",
        "cat ~/.nexus-pass | docker login nexus.acme.example -u ci --password-stdin",
    ),
    ("nuget_password_env", '<add key="ClearTextPassword" value="%NUGET_PASSWORD%" />'),
    ("poetry_config_prompt", "poetry config http-basic.acme ci   # prompts for the password"),
    (
        "mvn_encrypted_doc",
        "Encrypted passwords look like {COQLCE6DU6GtcS5P=}; the master "
        "password lives in settings-security.xml.",
    ),
    (
        "jf_config_show_masked",
        "Server ID:  acme\nJFrog Platform URL:  https://acme.jfrog.io/\n"
        "User:  ci\nAccess token:  ***",
    ),
    ("homebrew_token_doc", "Set HOMEBREW_GITHUB_API_TOKEN to avoid GitHub's API rate limit."),
    (
        "ssh_config_identityfile",
        "Host devbox\n  HostName devbox.internal\n  User dev\n  IdentityFile ~/.ssh/id_ed25519",
    ),
]

_IDP: list[tuple[str, str]] = [
    (
        "oidc_discovery",
        '{\n  "issuer": "https://sso.acme.example/realms/acme",\n'
        '  "authorization_endpoint": "https://sso.acme.example/realms/acme/'
        'protocol/openid-connect/auth",\n  "jwks_uri": "https://sso.acme.example/'
        'realms/acme/protocol/openid-connect/certs"\n}',
    ),
    ("keycloak_masked_secret", '"clientId": "grafana",\n"secret": "**********",'),
    ("keycloak_vault_ref", '"secret": "${vault.grafana_client_secret}"'),
    ("okta_env_ref", "okta.oauth2.client-secret=${OKTA_CLIENT_SECRET}"),
    ("entra_secret_hint", "Client secret: Ab1~••••••••••• (expires 2027-05-30)"),
    (
        "saml_metadata_entity",
        '<md:EntityDescriptor entityID="https://app.acme.example/saml/metadata">',
    ),
    ("saml_nameid_format", "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress"),
    (
        "otpauth_doc_example",
        "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example",
    ),
    ("recovery_code_format_doc", "Recovery codes have the form xxxxx-xxxxx and work once each."),
    (
        "radius_secret_ref",
        "client wlc-hq {\n\tipaddr = 10.0.10.5\n\tsecret = $ENV{RADIUS_SECRET}\n}",
    ),
    ("ldap_bind_dn_only", "bind_dn: CN=svc-gitlab,OU=Svc,DC=corp,DC=example"),
    ("scim_endpoint", "SCIM base URL: https://app.acme.example/scim/v2 (token in the vault)"),
    (
        "kcadm_prompt",
        "kcadm.sh config credentials --server https://sso.acme.example --realm "
        "master --user admin   # asks for the password",
    ),
    ("oauth2_proxy_file_ref", 'client_secret_file = "/etc/oauth2-proxy/client-secret"'),
    ("authelia_secret_file_env", "AUTHELIA_SESSION_SECRET_FILE=/run/secrets/session"),
]

_CHAT: list[tuple[str, str]] = [
    ("chat_en_no_value", "the Slack bot token is in 1Password under 'alerts bot'"),
    ("chat_es_no_value", "el token de HubSpot está en el gestor de secretos"),
    ("chat_pt_no_value", "a senha do Nexus eu mando por mensagem privada"),
    ("chat_fr_no_value", "le secret client Okta a été renouvelé ce matin"),
    ("chat_de_no_value", "Das RADIUS-Geheimnis steht im Tresor, nicht im Wiki."),
    ("chat_it_no_value", "il token di Discord l'ho rigenerato, prendilo dal vault"),
    ("chat_nl_no_value", "de API-sleutel van Twilio staat in de kluis"),
    ("chat_pl_no_value", "token do npm jest w sekretach CI"),
    ("chat_tr_no_value", "Keycloak yönetici şifresi kasada"),
    ("chat_ru_no_value", "токен бота лежит в Vault, в чат не кидай"),
    ("chat_uk_no_value", "пароль до Nexus я змінив, він у сховищі"),
    ("chat_ar_no_value", "المفتاح السري موجود في الخزنة"),
    ("chat_hi_no_value", "टोकन वॉल्ट में है, चैट में मत डालना"),
    ("chat_ja_no_value", "トークンは 1Password に入れました。"),
    ("chat_ko_no_value", "토큰은 금고에 저장했습니다"),
    ("chat_zh_no_value", "机器人的密钥放在保险库里了"),
    ("chat_vi_no_value", "mật khẩu LDAP đã được đổi, xem trong kho"),
    ("chat_id_no_value", "token Segment ada di vault, jangan ditempel di sini"),
    ("chat_sw_no_value", "nenosiri liko kwenye hifadhi ya siri"),
    ("chat_el_no_value", "ο κωδικός είναι στο θησαυροφυλάκιο"),
    ("chat_en_code_sent", "I've sent you the 2FA code by SMS, it's only valid for a minute"),
    ("chat_en_rotated", "rotated the PagerDuty key after the incident; new one is in Vault"),
]

FIXED: list[tuple[str, str]] = [*_CHATOPS, *_MARKET, *_BUILD, *_IDP, *_CHAT]
