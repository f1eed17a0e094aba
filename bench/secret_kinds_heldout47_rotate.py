"""Held-out 47's rotations, revocations and runbooks (`bench/secret_kinds_heldout47.py`).

What an on-call developer runs and pastes while rotating a leaked secret:
`aws iam create-access-key` and `aws sts assume-role` output, `aws
configure set`, Secrets Manager's `put-secret-value`, `gcloud iam
service-accounts keys create` and the key file it writes, `gcloud secrets
versions add`, Azure's `az ad sp credential reset` and storage key renewal,
`az keyvault secret set`, `gh secret set`, `npm token create`'s table,
Heroku's `authorizations:rotate`, Slack's token rotation response, Twilio's
key creation, a Vault token create and a revoke command that names the
token, revocation calls of GitHub, Google and Slack that carry the token,
`kubectl create secret --from-literal` and a patch with base64 data, `ALTER
ROLE … PASSWORD`, `openssl rand` printing a new signing secret, and
rotation tickets and runbooks written by people (old and new values in a
table, a checklist, a Confluence step).
"""

from __future__ import annotations

import base64
import random

from bench.secret_kinds import Kind, alnum, b64, hexs, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout46_mcp import gh_classic, gh_oauth, hvs, npm_tok, tok, xoxb
from bench.secret_kinds_heldout47_alert import glpat, sendgrid, stripe_live, tok47

__all__ = ["ROTATE_KINDS"]


def _aws_secret(r: random.Random) -> str:
    return b64(r, 40)


def _session_token(r: random.Random) -> str:
    return "IQoJb3JpZ2luX2VjE" + b64(r, 180)


def _azure_secret(r: random.Random) -> str:
    return alnum(r, 3) + "8Q~" + urlsafe(r, 31).replace("-", "~")


def _storage_key(r: random.Random) -> str:
    return base64.b64encode(bytes(r.randrange(256) for _ in range(64))).decode()


def _b64_pw(r: random.Random) -> str:
    return base64.b64encode(pw(r).encode()).decode()


def _pem_line(r: random.Random) -> str:
    return b64(r, 64)


def _xoxe(r: random.Random) -> str:
    return "xoxe.xoxp-1-" + alnum(r, 140)


_AWS: tuple[Kind, ...] = (
    k(
        "aws_create_access_key_json",
        "output",
        '$ aws iam create-access-key --user-name ci-deploy\n{\n    "AccessKey": {\n        '
        '"UserName": "ci-deploy",\n        "AccessKeyId": "{aws}",\n        "Status": '
        '"Active",\n        "SecretAccessKey": "{v}",\n        "CreateDate": '
        '"2026-12-02T09:41:07+00:00"\n    }\n}',
        value=_aws_secret,
    ),
    k(
        "aws_create_access_key_text",
        "output",
        "$ aws iam create-access-key --user-name backup --output text\nACCESSKEY\t{aws}\t"
        "2026-12-02T09:41:07+00:00\t{v}\tActive\tbackup",
        value=_aws_secret,
    ),
    k(
        "aws_assume_role_ir_session",
        "output",
        "$ aws sts assume-role --role-arn arn:aws:iam::{d12}:role/IncidentResponder "
        '--role-session-name ir-ana\n{\n    "Credentials": {\n        "AccessKeyId": '
        '"ASIA{U16}",\n        "SecretAccessKey": "{v}",\n        "SessionToken": "'
        'IQoJb3JpZ2luX2VjE{k80}",\n        "Expiration": "2026-12-02T10:41:07Z"\n    }\n}',
        value=_aws_secret,
    ),
    k(
        "aws_assume_role_session_token",
        "output",
        '"Credentials": {"AccessKeyId": "ASIA{U16}", "SessionToken": "{v}", "Expiration": '
        '"2026-12-02T10:41:07Z"}',
        value=_session_token,
    ),
    k(
        "rotation_aws_configure_set_secret",
        "cli",
        "aws configure set aws_secret_access_key {v} --profile ir-rotated",
        "aws configure set profile.prod.aws_secret_access_key '{v}'",
        value=_aws_secret,
    ),
    k(
        "aws_secretsmanager_put_value",
        "cli",
        "aws secretsmanager put-secret-value --secret-id prod/db/app --secret-string "
        '\'{"username":"app","password":"{v}"}\'',
    ),
    k(
        "aws_rotation_runbook_env",
        "config",
        "# step 3: switch the app to the new key (old one {aws} goes Inactive in step 4)\n"
        "export AWS_ACCESS_KEY_ID={aws}\nexport AWS_SECRET_ACCESS_KEY={v}",
        value=_aws_secret,
    ),
)

_GCP_AZURE: tuple[Kind, ...] = (
    k(
        "gcloud_keys_create_then_cat",
        "output",
        "$ gcloud iam service-accounts keys create key.json --iam-account=ci@acme-prod."
        "iam.gserviceaccount.com\ncreated key [{h40}] of type [json] as [key.json]\n$ cat "
        'key.json\n{\n  "type": "service_account",\n  "project_id": "acme-prod",\n  '
        '"private_key_id": "{h40}",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvgIB'
        'ADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ{v}\\n{k64}\\n-----END PRIVATE KEY-----\\n",'
        '\n  "client_email": "ci@acme-prod.iam.gserviceaccount.com"\n}',
        value=_pem_line,
    ),
    k(
        "gcloud_secrets_versions_add",
        "cli",
        "printf '%s' '{v}' | gcloud secrets versions add stripe-webhook-secret --data-file=-",
        'echo -n "{v}" | gcloud secrets versions add db-password --data-file=- --project acme-prod',
    ),
    k(
        "az_sp_credential_reset",
        "output",
        '$ az ad sp credential reset --id {uuid}\n{\n  "appId": "{uuid}",\n  "password": '
        '"{v}",\n  "tenant": "{uuid}"\n}',
        value=_azure_secret,
    ),
    k(
        "az_storage_keys_renew",
        "output",
        "$ az storage account keys renew -g prod -n acmeprodlogs --key primary\n[\n  {\n    "
        '"creationTime": "2026-12-02T09:50:11+00:00",\n    "keyName": "key1",\n    '
        '"permissions": "FULL",\n    "value": "{v}"\n  }\n]',
        value=_storage_key,
    ),
    k(
        "az_keyvault_secret_set",
        "cli",
        "az keyvault secret set --vault-name kv-acme-prod --name smtp-password --value '{v}'",
    ),
)

_FORGES: tuple[Kind, ...] = (
    k(
        "rotation_gh_secret_set_body",
        "cli",
        "gh secret set STRIPE_SECRET_KEY --repo acme/shop --body '{v}'",
        'gh secret set STRIPE_SECRET_KEY -b"{v}" --env production',
        value=stripe_live,
    ),
    k(
        "rotation_npm_token_create_table",
        "output",
        "$ npm token create --cidr=10.0.0.0/8\n┌────────────────┬──────────────────────────────"
        "──────────┐\n│ token          │ {v} │\n├────────────────┼────────────────────────────────"
        "────────┤\n│ readonly       │ false                                  │\n│ cidr_whitelist"
        " │ 10.0.0.0/8                             │\n└────────────────┴─────────────────────────"
        "───────────────┘",
        value=npm_tok,
    ),
    k(
        "glab_token_rotate_output",
        "output",
        "$ glab token rotate ci-bot --duration 720h\n{v}",
        value=glpat,
    ),
    k(
        "github_credentials_revoke_api",
        "cli",
        "curl -X POST https://api.github.com/credentials/revoke -H 'Accept: application/vnd."
        'github+json\' -d \'{"credentials": ["{v}"]}\'',
        value=gh_classic,
    ),
    k(
        "github_oauth_app_token_delete",
        "cli",
        "curl -X DELETE -u Iv1.{h16}:{h40} https://api.github.com/applications/Iv1.{h16}/"
        'token -d \'{"access_token": "{v}"}\'',
        value=gh_oauth,
    ),
    k(
        "heroku_authorizations_rotate",
        "output",
        "$ heroku authorizations:rotate {uuid}\nRotating OAuth Authorization... done\nClient:"
        "      <none>\nID:          {uuid}\nDescription: ci\nScope:       global\nToken:       "
        "{v}\nUpdated at:  Wed Dec 02 2026 09:55:01 GMT+0000",
        value=lambda r: "HRKU-AA" + urlsafe(r, 58),
    ),
)

_SAAS: tuple[Kind, ...] = (
    k(
        "slack_tooling_tokens_rotate_response",
        "output",
        '{"ok": true, "token": "{v}", "refresh_token": "xoxe-1-{k100}", "team_id": "T0{U8}", '
        '"user_id": "U0{U8}", "iat": 1764669301, "exp": 1764712501}',
        value=_xoxe,
    ),
    k(
        "slack_auth_revoke_curl",
        "cli",
        "curl -s -X POST https://slack.com/api/auth.revoke -H 'Authorization: Bearer {v}'",
        value=xoxb,
    ),
    k(
        "google_oauth_revoke_curl",
        "cli",
        "curl -d token={v} -H 'Content-type: application/x-www-form-urlencoded' "
        "https://oauth2.googleapis.com/revoke",
        value=lambda r: "1//0" + urlsafe(r, 100),
    ),
    k(
        "twilio_keys_create_output",
        "output",
        "$ twilio api:core:keys:create --friendly-name rotated-2026-12\nSID"
        "                                 Friendly Name     Date Created       Secret\nSK{h32}"
        "  rotated-2026-12   Dec 02 2026 09:58  {v}",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "sendgrid_key_create_response",
        "output",
        '{"api_key": "{v}", "api_key_id": "{k22}", "name": "mailer-rotated", "scopes": '
        '["mail.send"]}',
        value=sendgrid,
    ),
    k(
        "stripe_roll_key_note",
        "prose",
        "rolled the Stripe secret key, old one expires in 12h. new key: {v} - update the "
        "payments service and the webhook worker",
        value=stripe_live,
    ),
    k(
        "okta_api_token_revoke_ssws",
        "header",
        "curl -X DELETE 'https://acme.okta.com/api/v1/api-tokens/00T{k17}' -H 'Authorization:"
        " SSWS {v}'",
        value=lambda r: "00" + urlsafe(r, 40),
    ),
    k(
        "datadog_key_rotate_curl",
        "header",
        "curl -X POST https://api.datadoghq.eu/api/v2/api_keys -H 'DD-API-KEY: {h32}' -H "
        '\'DD-APPLICATION-KEY: {v}\' -d \'{"data": {"type": "api_keys", "attributes": '
        '{"name": "rotated"}}}\'',
        value=lambda r: hexs(r, 40),
    ),
)

_VAULT_K8S_DB: tuple[Kind, ...] = (
    k(
        "vault_token_create_table",
        "output",
        "$ vault token create -policy=ir-readonly -ttl=4h\nKey                  Value\n---"
        "                  -----\ntoken                {v}\ntoken_accessor       {k24}\n"
        "token_duration       4h\ntoken_renewable      true\ntoken_policies       "
        '["default" "ir-readonly"]',
        value=hvs,
    ),
    k(
        "vault_token_revoke_named",
        "cli",
        "vault token revoke {v}",
        "VAULT_TOKEN=$ROOT vault token revoke -mode=orphan {v}",
        value=hvs,
    ),
    k(
        "kubectl_create_secret_literal",
        "cli",
        "kubectl -n payments create secret generic stripe --from-literal=api-key={v} "
        "--dry-run=client -o yaml | kubectl apply -f -",
        value=stripe_live,
    ),
    k(
        "kubectl_patch_secret_b64",
        "cli",
        'kubectl -n shop patch secret db-creds -p \'{"data": {"password": "{v}"}}\'',
        value=_b64_pw,
    ),
    k(
        "postgres_alter_role_password",
        "cli",
        "psql -h db.internal -U postgres -c \"ALTER ROLE app WITH PASSWORD '{v}';\"",
        "ALTER USER reporting PASSWORD '{v}' VALID UNTIL '2027-01-01';",
    ),
    k(
        "mysql_alter_user_identified",
        "cli",
        "mysql -e \"ALTER USER 'app'@'%' IDENTIFIED BY '{v}'; FLUSH PRIVILEGES;\"",
    ),
    k(
        "openssl_rand_new_signing_secret",
        "output",
        "$ openssl rand -hex 32   # new JWT_SIGNING_SECRET after the leak\n{v}",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "openssl_rand_base64_session",
        "output",
        "$ openssl rand -base64 48 | tee /dev/stderr | vault kv put secret/web "
        "session_secret=-\n{v}\nSuccess! Data written to: secret/web",
        value=lambda r: b64(r, 64),
    ),
    k(
        "rotation_redis_config_set_requirepass",
        "cli",
        "redis-cli -h cache.internal -a \"$OLD\" CONFIG SET requirepass '{v}'",
    ),
    k(
        "htpasswd_batch_new_password",
        "cli",
        "htpasswd -bB /etc/nginx/.htpasswd grafana '{v}'",
    ),
)

_TICKETS: tuple[Kind, ...] = (
    k(
        "rotation_ticket_old_new_table",
        "prose",
        "| service | old (revoked) | new | done |\n|---|---|---|---|\n| mailer | SG.{k22}.{k43}"
        " | {v} | ✅ |",
        value=sendgrid,
    ),
    k(
        "rotation_checklist_markdown",
        "prose",
        "- [x] create new GitLab CI token\n- [x] new token: `{v}`\n- [ ] update "
        "`CI_PUSH_TOKEN` in group settings\n- [ ] revoke old token id {d5}",
        value=glpat,
    ),
    k(
        "confluence_runbook_step",
        "prose",
        "Step 4. Log into the bastion with the break-glass account: `ssh breakglass@bastion."
        "acme.dev` (password: {v}). Change it after use and record the new value in the safe.",
    ),
    k(
        "rotation_diff_env",
        "config",
        "--- a/.env.production\n+++ b/.env.production\n@@ -3,3 +3,3 @@\n-WEBHOOK_SECRET=whsec_"
        "{k32}\n+WEBHOOK_SECRET={v}\n APP_URL=https://shop.acme.dev",
        value=lambda r: "whsec_" + alnum(r, 32),
    ),
    k(
        "rotation_terraform_var_file",
        "config",
        '# rotated 2026-12-02 after SEC-{d4}\nrds_master_password = "{v}"\n'
        'rds_instance_class   = "db.r6g.large"',
    ),
    k(
        "rotation_handover_email",
        "prose",
        "Hi team,\nthe FTP partner account was rotated. New credentials:\n  host: sftp.partner"
        ".example.com\n  user: acme_upload\n  password: {v}\nThe old one stops working "
        "tonight.",
    ),
    k(
        "rotation_sed_in_place",
        "cli",
        "sed -i 's/^API_TOKEN=.*/API_TOKEN={v}/' /etc/acme/agent.env && systemctl restart "
        "acme-agent",
        value=tok47,
    ),
    k(
        "rotation_gha_env_update",
        "cli",
        "gh variable set DEPLOY_ENV -b prod && gh secret set DEPLOY_TOKEN -b {v}",
        value=tok,
    ),
    k(
        "rotation_docker_login_new_pat",
        "cli",
        "echo {v} | docker login ghcr.io -u acme-bot --password-stdin",
        value=gh_classic,
    ),
)

ROTATE_KINDS: tuple[Kind, ...] = (*_AWS, *_GCP_AZURE, *_FORGES, *_SAAS, *_VAULT_K8S_DB, *_TICKETS)
