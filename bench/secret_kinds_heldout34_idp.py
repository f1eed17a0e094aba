"""Held-out 34's identity providers and SSO, chat and split values (`..._heldout34.py`).

Keycloak (a realm export's client `secret` and SMTP password, an identity
provider's `clientSecret`, `kcadm.sh` with `--password`, the admin's
bootstrap environment), Okta (an SSWS API token, an app's client secret in
`okta.yaml` and Spring), Auth0 (a Management API client secret in a deploy
CLI config, the Terraform provider), Entra ID (an app registration's client
secret in `az ad app credential reset` output and MSAL config, a
certificate's private key), SAML (a signing key in an SP's settings, a
`python3-saml` settings JSON, simpleSAMLphp's `authsources.php`), ADFS (a
relying party's token signing certificate exported with a password), SCIM
bearer tokens (an IdP's provisioning page, a `curl`), OIDC clients' secrets
beside their public discovery, Dex's static client, oauth2-proxy's cookie
and client secrets, Authelia and Authentik secrets, LDAP sync jobs (Azure AD
Connect's service account, a GitLab `ldap_sync` block, Keycloak's LDAP
federation bind credential), RADIUS shared secrets (`clients.conf`, a switch
and a firewall), TOTP seeds in `otpauth://` URIs and `oathtool`, and backup
recovery codes. Then chat stating a secret in a sentence in twenty-four human
languages, and values split over lines and messages.
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, b32, b64, digits, hexs, pick, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout30_more import pem_line
from bench.secret_kinds_heldout34_market import dashed_uuid

__all__ = ["IDP_KINDS"]


def _okta(r: random.Random) -> str:
    return "00" + urlsafe(r, 40)


def _entra(r: random.Random) -> str:
    return alnum(r, 3) + "8Q~" + urlsafe(r, 34)


def _totp(r: random.Random) -> str:
    return b32(r, 32).upper()


def _recovery(r: random.Random) -> str:
    return "  ".join(
        f"{pick(r, string.ascii_lowercase + string.digits, 5)}-"
        f"{pick(r, string.ascii_lowercase + string.digits, 5)}"
        for _ in range(4)
    )


def _kc_secret(r: random.Random) -> str:
    return alnum(r, 32)


_IDP: tuple[Kind, ...] = (
    k(
        "keycloak_realm_export_client_secret",
        "config",
        '{\n  "clientId": "grafana",\n  "enabled": true,\n  "clientAuthenticatorType": '
        '"client-secret",\n  "secret": "{v}",\n  "redirectUris": ["https://grafana.acme.example/*"]'
        "\n}",
        value=_kc_secret,
    ),
    k(
        "keycloak_realm_smtp_password",
        "config",
        '"smtpServer": {\n  "host": "smtp.acme.example",\n  "port": "587",\n  "auth": "true",\n'
        '  "user": "keycloak@acme.example",\n  "password": "{v}"\n},',
    ),
    k(
        "keycloak_idp_client_secret",
        "config",
        '"identityProviders": [{\n  "alias": "google",\n  "providerId": "google",\n  "config": {\n'
        '    "clientId": "{d12}-{l32}.apps.googleusercontent.com",\n'
        '    "clientSecret": "{v}"\n  }\n}]',
        value=lambda r: "GOCSPX-" + urlsafe(r, 28),
    ),
    k(
        "kcadm_config_credentials",
        "cli",
        "kcadm.sh config credentials --server https://sso.acme.example --realm master "
        "--user admin --password '{v}'",
    ),
    k(
        "keycloak_bootstrap_admin_env",
        "config",
        "KC_BOOTSTRAP_ADMIN_USERNAME=admin\nKC_BOOTSTRAP_ADMIN_PASSWORD={v}\nKC_DB=postgres",
    ),
    k(
        "keycloak_client_credentials_curl",
        "cli",
        "curl -s -d grant_type=client_credentials -d client_id=billing-svc -d client_secret={v} "
        "https://sso.acme.example/realms/acme/protocol/openid-connect/token",
        value=_kc_secret,
    ),
    k(
        "okta_ssws_token",
        "cli",
        "curl -H 'Authorization: SSWS {v}' https://acme.okta.com/api/v1/users?limit=25",
        value=_okta,
    ),
    k(
        "okta_yaml_client",
        "config",
        "okta:\n  client:\n    orgUrl: https://acme.okta.com\n    token: {v}",
        value=_okta,
    ),
    k(
        "okta_spring_client_secret",
        "config",
        "okta.oauth2.issuer=https://acme.okta.com/oauth2/default\nokta.oauth2.client-id=0oa{k17}\n"
        "okta.oauth2.client-secret={v}",
        value=lambda r: urlsafe(r, 64),
    ),
    k(
        "auth0_deploy_cli_config",
        "config",
        '{\n  "AUTH0_DOMAIN": "acme.eu.auth0.com",\n  "AUTH0_CLIENT_ID": "{k32}",\n'
        '  "AUTH0_CLIENT_SECRET": "{v}",\n  "AUTH0_ALLOW_DELETE": false\n}',
        value=lambda r: urlsafe(r, 64),
    ),
    k(
        "auth0_terraform_provider",
        "code",
        'provider "auth0" {\n  domain        = "acme.eu.auth0.com"\n  client_id     = "{k32}"\n'
        '  client_secret = "{v}"\n}',
        value=lambda r: urlsafe(r, 64),
    ),
    k(
        "entra_credential_reset_output",
        "output",
        "$ az ad app credential reset --id {uuid} --append\n{\n"
        '  "appId": "{uuid}",\n  "password": "{v}",\n  "tenant": "{uuid}"\n}',
        value=_entra,
    ),
    k(
        "entra_msal_config",
        "code",
        'app = msal.ConfidentialClientApplication(\n    client_id="{uuid}",\n'
        '    authority="https://login.microsoftonline.com/{uuid}",\n'
        '    client_credential="{v}",\n)',
        value=_entra,
    ),
    k(
        "entra_appsettings_client_secret",
        "config",
        '"AzureAd": {\n  "Instance": "https://login.microsoftonline.com/",\n'
        '  "TenantId": "{uuid}",\n  "ClientId": "{uuid}",\n  "ClientSecret": "{v}"\n}',
        value=_entra,
    ),
    k(
        "saml_sp_private_key_settings",
        "config",
        '{\n  "sp": {\n    "entityId": "https://app.acme.example/saml/metadata",\n'
        '    "x509cert": "MIIC{k60}",\n    "privateKey": "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC{v}"\n'
        "  }\n}",
        value=lambda r: b64(r, 80),
    ),
    k(
        "simplesamlphp_authsource_key",
        "code",
        "'default-sp' => [\n    'saml:SP',\n    'privatekey' => 'saml.pem',\n"
        "    'privatekey_pass' => '{v}',\n    'idp' => 'https://sso.acme.example/adfs/services/trust',"
        "\n],",
    ),
    k(
        "saml_signing_key_pem",
        "config",
        "# signing key for the SAML IdP (matches the cert in metadata.xml)\n"
        "-----BEGIN RSA PRIVATE KEY-----\n{v}\n{k64}\n-----END RSA PRIVATE KEY-----",
        value=pem_line,
    ),
    k(
        "adfs_export_pfx_password",
        "cli",
        "Export-PfxCertificate -Cert Cert:\\LocalMachine\\My\\{h40} -FilePath C:\\tmp\\signing.pfx "
        "-Password (ConvertTo-SecureString -String '{v}' -Force -AsPlainText)",
    ),
    k(
        "scim_bearer_token_curl",
        "cli",
        "curl -H 'Authorization: Bearer {v}' -H 'Content-Type: application/scim+json' "
        "https://app.acme.example/scim/v2/Users?filter=userName%20eq%20%22jdoe%22",
        value=lambda r: urlsafe(r, 48),
    ),
    k(
        "scim_token_provisioning_page",
        "output",
        "Provisioning\nTenant URL: https://app.acme.example/scim/v2\nSecret Token: {v}\n"
        "Test Connection ✓",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "oidc_client_secret_env",
        "config",
        "OIDC_ISSUER=https://sso.acme.example/realms/acme\nOIDC_CLIENT_ID=wiki\n"
        "OIDC_CLIENT_SECRET={v}",
        value=_kc_secret,
    ),
    k(
        "dex_static_client_secret",
        "config",
        "staticClients:\n  - id: argo-cd\n    name: Argo CD\n    redirectURIs:\n"
        "      - https://argo.acme.example/auth/callback\n    secret: {v}",
        value=lambda r: urlsafe(r, 32),
    ),
    k(
        "oauth2_proxy_cookie_secret",
        "config",
        'provider = "oidc"\nclient_id = "oauth2-proxy"\nclient_secret = "{k32}"\n'
        'cookie_secret = "{v}"',
        value=lambda r: urlsafe(r, 43) + "=",
    ),
    k(
        "authelia_jwt_and_session_secret",
        "config",
        "identity_validation:\n  reset_password:\n    jwt_secret: {v}\nsession:\n  secret: {k64}",
        value=lambda r: alnum(r, 64),
    ),
    k(
        "authentik_secret_key",
        "config",
        "AUTHENTIK_SECRET_KEY={v}\nAUTHENTIK_POSTGRESQL__PASSWORD={k24}",
        value=lambda r: b64(r, 60),
    ),
    k(
        "aadconnect_service_account",
        "chat",
        "AAD Connect sync account is CORP\\svc-aadsync, password {v} — set in the wizard",
    ),
    k(
        "gitlab_ldap_sync_bind",
        "config",
        "gitlab_rails['ldap_servers'] = {\n  'main' => {\n    'host' => 'dc01.corp.example',\n"
        "    'bind_dn' => 'CN=svc-gitlab,OU=Svc,DC=corp,DC=example',\n"
        "    'password' => '{v}',\n  }\n}",
    ),
    k(
        "keycloak_ldap_bind_credential",
        "config",
        '"config": {\n  "connectionUrl": ["ldaps://dc01.corp.example"],\n'
        '  "bindDn": ["CN=svc-keycloak,OU=Svc,DC=corp,DC=example"],\n'
        '  "bindCredential": ["{v}"]\n}',
    ),
    k(
        "freeradius_clients_conf",
        "config",
        "client wlc-hq {\n\tipaddr = 10.0.10.5\n\tsecret = {v}\n\tshortname = wlc-hq\n}",
    ),
    k(
        "switch_radius_server_key",
        "config",
        "radius server ISE-1\n address ipv4 10.0.0.21 auth-port 1812 acct-port 1813\n key {v}",
    ),
    k(
        "firewall_radius_cli",
        "cli",
        'set system radius-server 10.0.0.21 secret "{v}"',
    ),
    k(
        "otpauth_uri",
        "chat",
        "otpauth://totp/Acme:ops@acme.example?secret={v}&issuer=Acme&algorithm=SHA1&digits=6",
        value=_totp,
    ),
    k(
        "totp_seed_oathtool",
        "cli",
        "oathtool --totp -b {v}",
        value=_totp,
    ),
    k(
        "totp_seed_in_password_manager_export",
        "config",
        "name,url,username,password,totp\nAWS root,https://console.aws.amazon.com,root@acme.example,"
        "{k16},{v}",
        value=_totp,
    ),
    k(
        "recovery_codes_file",
        "config",
        "GitHub recovery codes (acme-admin)\n{v}\nKeep these in a safe place.",
        value=_recovery,
    ),
)

_CHAT: tuple[Kind, ...] = (
    k(
        "chat_en_slack_token",
        "prose",
        "here's the bot token for the alerts app: {v}",
        value=lambda r: f"xoxb-{digits(r, 12)}-{digits(r, 13)}-{alnum(r, 24)}",
    ),
    k(
        "chat_es_okta_secret",
        "prose",
        "El client secret de la app en Okta es {v}, no lo compartas",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "chat_pt_twilio_token",
        "prose",
        "O token do Twilio de produção é {v}",
        value=lambda r: hexs(r, 32),
    ),
    k("chat_fr_nexus_password", "prose", "Le mot de passe du compte Nexus de la CI : {v}"),
    k("chat_de_keycloak_admin", "prose", "Das Keycloak-Admin-Passwort lautet {v}, bitte ändern."),
    k(
        "chat_it_hubspot_token",
        "prose",
        "il token dell'app privata HubSpot è {v}",
        value=lambda r: "pat-eu1-" + dashed_uuid(r),
    ),
    k("chat_nl_radius_secret", "prose", "Het RADIUS-geheim voor de nieuwe switches is {v}"),
    k("chat_pl_discord_token", "prose", "Token bota na Discordzie: {v} — nie wrzucaj do repo"),
    k("chat_tr_sms_password", "prose", "SMS sağlayıcısının API şifresi {v} olarak güncellendi"),
    k("chat_ru_maven_password", "prose", "Пароль деплойщика в Nexus: {v}"),
    k(
        "chat_uk_pagerduty_key",
        "prose",
        "Ключ інтеграції PagerDuty: {v}",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "chat_ar_mailchimp_key",
        "prose",
        "مفتاح Mailchimp الخاص بالحملة هو {v}",
        value=lambda r: hexs(r, 32) + "-us14",
    ),
    k("chat_hi_vpn_password", "prose", "रेडियस का shared secret {v} है, किसी को मत बताना"),
    k(
        "chat_id_google_ads",
        "prose",
        "Developer token Google Ads kita: {v}",
        value=lambda r: urlsafe(r, 22),
    ),
    k("chat_vi_entra_secret", "prose", "Client secret của app trên Entra là {v} nhé", value=_entra),
    k(
        "chat_ja_npm_token",
        "prose",
        "社内 npm レジストリのトークンは {v} です。",
        value=lambda r: "npm_" + alnum(r, 36),
    ),
    k(
        "chat_ko_segment_key",
        "prose",
        "세그먼트 write key 는 {v} 입니다 (서버용)",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "chat_zh_wechat_secret",
        "prose",
        "企业微信机器人的 Secret 是 {v}，别外传",
        value=lambda r: urlsafe(r, 43),
    ),
    k("chat_zh_tw_ldap_password", "prose", "LDAP 同步帳號的密碼是 {v}"),
    k("chat_th_otp_seed", "prose", "seed ของ 2FA บัญชีแอดมินคือ {v} ครับ", value=_totp),
    k("chat_sv_gradle_password", "prose", "Lösenordet för Gradle-publiceringen är {v}"),
    k(
        "chat_he_matrix_token",
        "prose",
        "הטוקן של הבוט במטריקס: {v}",
        value=lambda r: "syt_" + alnum(r, 16) + "_" + alnum(r, 20) + "_" + alnum(r, 6),
    ),
    k("chat_fa_sso_password", "prose", "رمز ادمین SSO عوض شد، رمز جدید {v} است"),
    k(
        "chat_sw_sms_key",
        "prose",
        "Ufunguo wa API wa SMS ni {v}, usiushiriki",
        value=lambda r: "atsk_" + hexs(r, 64),
    ),
    k(
        "chat_el_recovery_code",
        "prose",
        "Ο κωδικός ανάκτησης για τον λογαριασμό είναι {v}",
        value=lambda r: (
            f"{pick(r, string.ascii_lowercase + string.digits, 5)}-"
            f"{pick(r, string.ascii_lowercase + string.digits, 5)}"
        ),
    ),
)


def _split(name: str, template: str, value: Callable[[random.Random], str], cut: int) -> Kind:
    """A value written over two pieces (`{a}`, `{b}`): the first `cut` letters are the secret."""

    def make(r: random.Random) -> tuple[str, str]:
        v = value(r)
        a, b = v[:cut], v[cut:]
        return a, template.replace("{a}", a).replace("{b}", b)

    return Kind(name, "form", make)


_SPLIT: tuple[Kind, ...] = (
    _split(
        "slack_hook_in_two_strings",
        'SLACK_HOOK = ("https://hooks.slack.com/services/T0A1B2C3D4E/B0F5G6H7I8J/"\n'
        '              "{a}"\n              "{b}")',
        lambda r: alnum(r, 24),
        12,
    ),
    _split(
        "p8_key_pasted_over_messages",
        "[10:02] ana: apns key, part 1: {a}\n[10:03] ana: part 2: {b}",
        lambda r: "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + b64(r, 60),
        70,
    ),
    _split(
        "npmrc_token_line_continued",
        'RUN echo "//npm.pkg.github.com/:_authToken={a}\\\n{b}" > .npmrc',
        lambda r: "ghp_" + alnum(r, 36),
        20,
    ),
    _split(
        "client_secret_yaml_folded",
        "oidc:\n  client_id: portal\n  client_secret: >-\n    {a}\n    {b}",
        lambda r: urlsafe(r, 64),
        32,
    ),
    _split(
        "recovery_codes_two_columns",
        "Recovery codes:\n  {a}    {b}",
        lambda r: f"{hexs(r, 5)}-{hexs(r, 5)}" + f"{hexs(r, 5)}-{hexs(r, 5)}",
        11,
    ),
    _split(
        "otp_seed_grouped",
        "Can't scan? Enter this key instead:\n{a}{b}",
        lambda r: " ".join(b32(r, 4).upper() for _ in range(8)),
        19,
    ),
    _split(
        "maven_password_env_concat",
        'export NEXUS_PW_1="{a}"\nexport NEXUS_PW_2="{b}"\n'
        'mvn deploy -Dnexus.password="$NEXUS_PW_1$NEXUS_PW_2"',
        lambda r: alnum(r, 32),
        16,
    ),
)

IDP_KINDS: tuple[Kind, ...] = (*_IDP, *_CHAT, *_SPLIT)
