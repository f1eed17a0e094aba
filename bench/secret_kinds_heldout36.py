"""The thirty-sixth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is the
infrastructure a person reaches from a laptop. This file holds the cloud
command-line tools' own credential, cache and config files and what they
print (an SSO token cache and its registered client, the CLI's assumed-role
cache, a profile with a session token, `export-credentials`, gcloud's
authorized-user files and its HMAC keys, Azure's MSAL token cache and a
service principal's password, OCI's config and auth token, IBM Cloud,
Alibaba, Tencent, Huawei, and the smaller clouds' config files: doctl,
linode-cli, vultr-cli, hcloud, scw, ovh.conf, exoscale, civo, upctl, fly,
Vercel, Netlify, Railway, Render, wrangler, Supabase, Pulumi), kubeconfigs
(client key data, tokens, an OIDC provider's refresh token, an exec plugin's
environment, k3s' node token, `kubeadm join`, Rancher and OpenShift tokens,
an EKS token, a Talos config) and Terraform (a credentials file, state with
passwords, generated keys and access keys, `output -json`, a plan that
prints a value not marked sensitive, tfvars, backend config on the command
line).

Its other parts: `bench/secret_kinds_heldout36_remote.py` (remote access and
VPNs), `bench/secret_kinds_heldout36_store.py` (storage, sync, DNS, registrars
and CDNs), `bench/secret_kinds_heldout36_vault.py` (OS credential stores and
password managers' exports), `bench/secret_kinds_heldout36_keys.py` (SSH and
GPG key material in less common forms, chat in many languages, split
values); its look-alikes are in `bench/secret_kinds_heldout36_look.py` and
`_look2.py`.
"""

from __future__ import annotations

import random

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    b64,
    b64_of,
    hexs,
    lower_alnum,
    pick,
    samples,
    urlsafe,
)
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout30_more import pem_line, uuid30
from bench.secret_kinds_heldout36_keys import KEY_KINDS
from bench.secret_kinds_heldout36_look import LOOK_ALIKES
from bench.secret_kinds_heldout36_remote import REMOTE_KINDS
from bench.secret_kinds_heldout36_store import STORE_KINDS
from bench.secret_kinds_heldout36_vault import VAULT_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout36_samples"]

_UPD = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def _aws_secret(r: random.Random) -> str:
    return b64(r, 40)


def _aws_session(r: random.Random) -> str:
    return "IQoJb3JpZ2luX2VjE" + b64(r, 300)


def _sso_access(r: random.Random) -> str:
    return f"aoaAAAAAG{urlsafe(r, 150)}:MGUCMQ{b64(r, 90)}"


def _jwt(r: random.Random) -> str:
    return f"eyJhbGciOiJSUzI1NiIs{urlsafe(r, 30)}.eyJ{urlsafe(r, 140)}.{urlsafe(r, 86)}"


def _ya29(r: random.Random) -> str:
    return "ya29.a0A" + urlsafe(r, 160)


def _g_refresh(r: random.Random) -> str:
    return "1//0" + urlsafe(r, 99)


def _ms_refresh(r: random.Random) -> str:
    return "1.AQ" + urlsafe(r, 300)


def _az_secret(r: random.Random) -> str:
    return alnum(r, 3) + "8Q~" + urlsafe(r, 34)


def _pem_key(r: random.Random, kind: str = "RSA PRIVATE KEY") -> str:
    body = "\n".join(pem_line(r) for _ in range(6))
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


def _client_key_data(r: random.Random) -> str:
    return b64_of(_pem_key(r) + "\n")


def _k8s_sa(r: random.Random) -> str:
    return f"eyJhbGciOiJSUzI1NiIsImtpZCI6Ik{urlsafe(r, 40)}.eyJ{urlsafe(r, 300)}.{urlsafe(r, 342)}"


def _tfc(r: random.Random) -> str:
    return f"{alnum(r, 14)}.atlasv1.{alnum(r, 67)}"


_AWS: tuple[Kind, ...] = (
    k(
        "aws_sso_cache_access_token",
        "config",
        '{"startUrl": "https://acme.awsapps.com/start", "region": "eu-west-1", '
        '"accessToken": "{v}", "expiresAt": "2026-11-30T20:11:02Z"}',
        "$ cat ~/.aws/sso/cache/{h40}.json\n"
        '{"accessToken": "{v}", "expiresAt": "2026-11-30T20:11:02Z", "region": "us-east-1"}',
        value=_sso_access,
    ),
    k(
        "aws_sso_cache_client_secret",
        "config",
        '{"clientId": "{k22}", "clientSecret": "{v}", '
        '"expiresAt": "2027-02-27T09:00:00Z", "scopes": ["sso:account:access"]}',
        value=_jwt,
    ),
    k(
        "aws_sso_cache_refresh_token",
        "config",
        '{"accessToken": "aoaAAAAAG{k40}", "refreshToken": "{v}", '
        '"clientId": "{k22}", "region": "eu-central-1"}',
        value=lambda r: "aorAAAAAG" + urlsafe(r, 200),
    ),
    k(
        "aws_cli_cache_assumed_role",
        "output",
        '$ cat ~/.aws/cli/cache/{h40}.json\n{"Credentials": {"AccessKeyId": "ASIA{U16}", '
        '"SecretAccessKey": "{v}", "SessionToken": "IQoJb3JpZ2luX2VjE{k80}", '
        '"Expiration": "2026-11-30T19:55:00Z"}, "AssumedRoleUser": {"Arn": '
        '"arn:aws:sts::{d12}:assumed-role/Admin/ana"}}',
        value=_aws_secret,
    ),
    k(
        "aws_profile_session_token",
        "config",
        "[profile-prod]\naws_access_key_id = ASIA{U16}\naws_secret_access_key = {k40}\n"
        "aws_session_token = {v}",
        "[default]\nregion = eu-west-1\naws_access_key_id=ASIA{U16}\naws_session_token={v}",
        value=_aws_session,
    ),
    k(
        "aws_export_credentials_env",
        "output",
        "$ aws configure export-credentials --profile prod --format env-no-export\n"
        "AWS_ACCESS_KEY_ID=ASIA{U16}\nAWS_SECRET_ACCESS_KEY={v}\n"
        "AWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjE{k60}",
        value=_aws_secret,
    ),
    k(
        "aws_configure_get_secret_bare",
        "output",
        "$ aws configure get aws_secret_access_key --profile legacy\n{v}",
        value=_aws_secret,
    ),
    k(
        "aws_credential_process_script",
        "code",
        '#!/bin/sh\n# credential_process for the lab account\necho \'{"Version": 1, '
        '"AccessKeyId": "AKIA{U16}", "SecretAccessKey": "{v}"}\'',
        value=_aws_secret,
    ),
    k(
        "aws_iam_create_access_key_table",
        "output",
        "$ aws iam create-access-key --user-name ci --output table\n"
        "-------------------------------------------------------\n"
        "|                   CreateAccessKey                   |\n"
        "||  AccessKeyId      |  AKIA{U16}            ||\n"
        "||  SecretAccessKey  |  {v}  ||\n||  Status           |  Active                   ||",
        value=_aws_secret,
    ),
    k(
        "aws_configure_set_secret",
        "cli",
        "aws configure set aws_secret_access_key {v} --profile sandbox",
        value=_aws_secret,
    ),
    k(
        "aws_console_federation_signin_token",
        "output",
        '{"SigninToken": "{v}"}\nopen "https://signin.aws.amazon.com/federation?Action=login'
        '&Destination=https%3A%2F%2Fconsole.aws.amazon.com"',
        value=lambda r: urlsafe(r, 400),
    ),
)

_GCP: tuple[Kind, ...] = (
    k(
        "gcloud_adc_authorized_user_refresh",
        "config",
        '{\n  "account": "",\n  "client_id": "{d12}-{l32}.apps.googleusercontent.com",\n'
        '  "refresh_token": "{v}",\n  "type": "authorized_user",\n'
        '  "quota_project_id": "acme-prod"\n}',
        value=_g_refresh,
    ),
    k(
        "gcloud_legacy_credentials_adc",
        "output",
        "$ cat ~/.config/gcloud/legacy_credentials/ana@acme.dev/adc.json\n"
        '{"client_id": "{d12}.apps.googleusercontent.com", "refresh_token": "{v}", '
        '"type": "authorized_user"}',
        value=_g_refresh,
    ),
    k(
        "gcloud_access_tokens_db_dump",
        "output",
        "$ sqlite3 ~/.config/gcloud/access_tokens.db 'select * from access_tokens'\n"
        "ana@acme.dev|{v}|2026-11-30 19:12:40.331204|",
        value=_ya29,
    ),
    k(
        "gcloud_credentials_db_dump",
        "output",
        "$ sqlite3 ~/.config/gcloud/credentials.db .dump\n"
        "INSERT INTO credentials VALUES('ana@acme.dev','{\"client_id\": "
        '"{d12}.apps.googleusercontent.com", "refresh_token": "{v}", '
        '"type": "authorized_user"}\');',
        value=_g_refresh,
    ),
    k(
        "gcloud_print_access_token",
        "output",
        "$ gcloud auth print-access-token\n{v}",
        "$ TOKEN=$(gcloud auth print-access-token); echo $TOKEN\n{v}",
        value=_ya29,
    ),
    k(
        "gcloud_print_identity_token",
        "output",
        "$ gcloud auth print-identity-token --audiences=https://api-{l8}.run.app\n{v}",
        value=_jwt,
    ),
    k(
        "gcs_hmac_key_create",
        "output",
        "$ gcloud storage hmac create ci@acme-prod.iam.gserviceaccount.com\n"
        "accessId: GOOG1E{U55}\nsecret: {v}\nmetadata:\n  state: ACTIVE",
        value=lambda r: b64(r, 40),
    ),
    k(
        "gcloud_sa_key_base64_env",
        "config",
        "GOOGLE_CREDENTIALS_B64={v}",
        "gcp_sa_key: {v}",
        value=lambda r: b64_of(
            '{"type": "service_account", "project_id": "acme", "private_key": "'
            + _pem_key(r, "PRIVATE KEY").replace("\n", "\\n")
            + '"}'
        ),
    ),
    k(
        "gsutil_boto_gs_secret",
        "config",
        "[Credentials]\ngs_access_key_id = GOOG1E{U55}\ngs_secret_access_key = {v}\n\n"
        "[GSUtil]\ndefault_project_id = acme-prod",
        value=lambda r: b64(r, 40),
    ),
)

_AZURE: tuple[Kind, ...] = (
    k(
        "azure_msal_cache_refresh",
        "config",
        '{"RefreshToken": {"{uuid}.{uuid}-login.microsoftonline.com-refreshtoken-'
        '04b07795-8ddb-461a-bbee-02f9e1bf7b46--": {"credential_type": "RefreshToken", '
        '"secret": "{v}", "home_account_id": "{uuid}"}}}',
        value=_ms_refresh,
    ),
    k(
        "azure_get_access_token",
        "output",
        '$ az account get-access-token\n{\n  "accessToken": "{v}",\n  "expiresOn": '
        '"2026-11-30 20:14:03.000000",\n  "subscription": "{uuid}",\n  "tokenType": "Bearer"\n}',
        value=_jwt,
    ),
    k(
        "azure_sp_create_for_rbac",
        "output",
        '$ az ad sp create-for-rbac --name gha-deploy --role contributor\n{\n  "appId": '
        '"{uuid}",\n  "displayName": "gha-deploy",\n  "password": "{v}",\n  "tenant": "{uuid}"\n}',
        value=_az_secret,
    ),
    k(
        "azure_service_principal_entries",
        "config",
        '[{"client_id": "{uuid}", "tenant": "{uuid}", "client_secret": "{v}"}]',
        value=_az_secret,
    ),
    k(
        "azure_login_sp_cli",
        "cli",
        "az login --service-principal -u {uuid} -p {v} --tenant acme.onmicrosoft.com",
        value=_az_secret,
    ),
    k(
        "azure_storage_keys_list",
        "output",
        "$ az storage account keys list -n acmelogs -o table\nCreationTime    KeyName    "
        "Permissions    Value\n2026-10-01      key1       FULL           {v}",
        value=lambda r: b64(r, 86) + "==",
    ),
    k(
        "azure_sas_token_generated",
        "output",
        "$ az storage container generate-sas -n backups --permissions rwdl --expiry 2027-01-01\n"
        '"se=2027-01-01&sp=rwdl&sv=2022-11-02&sr=c&sig={v}"',
        value=lambda r: b64(r, 43).replace("+", "%2B").replace("/", "%2F") + "%3D",
    ),
    k(
        "azcopy_sas_url",
        "cli",
        'azcopy copy ./dist "https://acmeweb.blob.core.windows.net/$web?sv=2022-11-02&ss=b'
        '&srt=co&sp=rwl&se=2026-12-31T00:00:00Z&sig={v}" --recursive',
        value=lambda r: b64(r, 43).replace("+", "%2B").replace("/", "%2F") + "%3D",
    ),
    k(
        "azure_pipelines_sp_secret_yaml",
        "config",
        "variables:\n  ARM_CLIENT_ID: {uuid}\n  ARM_CLIENT_SECRET: {v}\n  ARM_TENANT_ID: {uuid}",
        value=_az_secret,
    ),
)

_OTHER_BIG: tuple[Kind, ...] = (
    k(
        "oci_config_pass_phrase",
        "config",
        "[DEFAULT]\nuser=ocid1.user.oc1..aaaa{l52}\nfingerprint={h2}:{h2}:{h2}:{h2}:{h2}:{h2}\n"
        "key_file=~/.oci/oci_api_key.pem\npass_phrase={v}\ntenancy=ocid1.tenancy.oc1..aaaa{l52}",
    ),
    k(
        "oci_auth_token_create",
        "output",
        "$ oci iam auth-token create --user-id ocid1.user.oc1..aaaa{l52} --description ocir\n"
        '{\n  "data": {\n    "description": "ocir",\n    "lifecycle-state": "ACTIVE",\n'
        '    "token": "{v}"\n  }\n}',
        value=lambda r: alnum(r, 8) + r.choice("};)(") + alnum(r, 6) + r.choice("<>#") + "x",
    ),
    k(
        "oci_customer_secret_key",
        "output",
        '{"data": {"display-name": "s3-compat", "id": "{h40}", "key": "{v}"}}',
        value=lambda r: b64(r, 44),
    ),
    k(
        "oci_session_token_file",
        "output",
        "$ cat ~/.oci/sessions/DEFAULT/token\n{v}",
        value=_jwt,
    ),
    k(
        "ibmcloud_api_key_create",
        "output",
        "$ ibmcloud iam api-key-create ci-key -d 'for CI'\nPlease preserve the API key! It "
        "cannot be retrieved after it's created.\n\nID            ApiKey-{uuid}\n"
        "Name          ci-key\nAPI Key       {v}",
        value=lambda r: urlsafe(r, 44),
    ),
    k(
        "ibmcloud_config_refresh",
        "config",
        '{"IAMToken": "Bearer eyJraWQi{k30}", "IAMRefreshToken": "{v}", "Account": '
        '{"GUID": "{h32}"}}',
        value=lambda r: "OKA" + urlsafe(r, 200),
    ),
    k(
        "aliyun_config_json",
        "config",
        '{"current": "default", "profiles": [{"name": "default", "mode": "AK", '
        '"access_key_id": "LTAI5t{k18}", "access_key_secret": "{v}", "region_id": "cn-hangzhou"}]}',
        value=lambda r: alnum(r, 30),
    ),
    k(
        "aliyun_configure_set",
        "cli",
        "aliyun configure set --profile akProfile --mode AK --region cn-shanghai "
        "--access-key-id LTAI5t{k18} --access-key-secret {v}",
        value=lambda r: alnum(r, 30),
    ),
    k(
        "tencent_tccli_credential",
        "config",
        '{\n    "secretId": "AKID{k32}",\n    "secretKey": "{v}"\n}',
        value=lambda r: alnum(r, 32),
    ),
    k(
        "huawei_credentials_csv",
        "output",
        "User Name,Access Key Id,Secret Access Key\nci-obs,{U20},{v}",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "huawei_hcloud_configure",
        "cli",
        "hcloud configure set --cli-profile=prod --cli-access-key={U20} --cli-secret-key={v}",
        value=lambda r: alnum(r, 40),
    ),
)

_SMALL_CLOUDS: tuple[Kind, ...] = (
    k(
        "doctl_config_yaml",
        "config",
        "access-token: {v}\nauth-contexts:\n  staging: dop_v1_{h64}\ncontext: default",
        value=lambda r: "dop_v1_" + hexs(r, 64),
    ),
    k(
        "linode_cli_config",
        "config",
        "[DEFAULT]\ndefault-user = ana\n\n[ana]\ntoken = {v}\nregion = eu-central\n"
        "type = g6-standard-2",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "vultr_cli_yaml",
        "config",
        "api-key: {v}\noutput: text",
        value=lambda r: pick(r, _UPD, 36),
    ),
    k(
        "hcloud_cli_toml",
        "config",
        'active_context = "prod"\n\n[[contexts]]\n  name = "prod"\n  token = "{v}"',
        value=lambda r: alnum(r, 64),
    ),
    k(
        "scw_config_yaml",
        "config",
        "access_key: SCW{U17}\nsecret_key: {v}\ndefault_organization_id: {uuid}\n"
        "default_region: fr-par",
        value=uuid30,
    ),
    k(
        "ovh_conf_keys",
        "config",
        "[default]\nendpoint=ovh-eu\n\n[ovh-eu]\napplication_key={k16}\n"
        "application_secret={v}\nconsumer_key={k32}",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "exoscale_cli_toml",
        "config",
        'defaultaccount = "acme"\n\n[[accounts]]\n  account = "acme"\n  key = "EXO{h24}"\n'
        '  name = "acme"\n  secret = "{v}"',
        value=lambda r: urlsafe(r, 43),
    ),
    k(
        "civo_json_apikeys",
        "config",
        '{"apikeys": {"work": "{v}"}, "meta": {"current_apikey": "work", "default_region": '
        '"LON1"}}',
        value=lambda r: alnum(r, 50),
    ),
    k(
        "upctl_config_password",
        "config",
        "username: ana-api\npassword: {v}",
    ),
    k(
        "flyctl_config_access_token",
        "config",
        "access_token: {v}\nmetrics_token: fm2_{k40}\nsend_metrics: true",
        value=lambda r: "fm2_" + b64(r, 200),
    ),
    k(
        "vercel_auth_json",
        "output",
        '$ cat ~/.local/share/com.vercel.cli/auth.json\n{\n  "// Note": "This is your Vercel '
        'credentials file. DO NOT SHARE!",\n  "token": "{v}"\n}',
        value=lambda r: alnum(r, 24),
    ),
    k(
        "netlify_cli_config",
        "config",
        '{"telemetryDisabled": false, "userId": "{h24}", "users": {"{h24}": {"id": '
        '"{h24}", "auth": {"token": "{v}", "github": {}}}}}',
        value=lambda r: "nfp_" + alnum(r, 36),
    ),
    k(
        "railway_config_token",
        "config",
        '{"projects": {}, "user": {"token": "{v}"}}',
        value=lambda r: uuid30(r),
    ),
    k(
        "render_cli_yaml",
        "config",
        "version: 1\nworkspace: tea-{l20}\napi:\n  key: {v}\n  host: https://api.render.com/v1/",
        value=lambda r: "rnd_" + alnum(r, 32),
    ),
    k(
        "wrangler_oauth_toml",
        "config",
        'oauth_token = "{v}"\nexpiration_time = "2026-11-30T20:41:07.000Z"\n'
        'refresh_token = "{k43}.{k43}"\nscopes = [ "account:read", "workers:write" ]',
        value=lambda r: f"{urlsafe(r, 43)}.{urlsafe(r, 43)}",
    ),
    k(
        "supabase_access_token_file",
        "output",
        "$ cat ~/.supabase/access-token\n{v}",
        value=lambda r: "sbp_" + hexs(r, 40),
    ),
    k(
        "pulumi_credentials_json",
        "config",
        '{\n  "current": "https://api.pulumi.com",\n  "accessTokens": {\n    '
        '"https://api.pulumi.com": "{v}"\n  },\n  "accounts": {}\n}',
        value=lambda r: "pul-" + hexs(r, 40),
    ),
    k(
        "pulumi_config_passphrase_env",
        "cli",
        "PULUMI_CONFIG_PASSPHRASE='{v}' pulumi up --stack dev --yes",
    ),
    k(
        "heroku_netrc_api",
        "config",
        "machine api.heroku.com\n  login ana@acme.dev\n  password {v}\n"
        "machine git.heroku.com\n  login ana@acme.dev\n  password {v}",
        value=uuid30,
    ),
)

_KUBE: tuple[Kind, ...] = (
    k(
        "kubeconfig_client_key_data",
        "config",
        "users:\n- name: kind-dev\n  user:\n    client-certificate-data: LS0tLS1CRUdJTi{k60}\n"
        "    client-key-data: {v}",
        value=_client_key_data,
    ),
    k(
        "kubeconfig_user_token",
        "config",
        "users:\n- name: ci-deployer\n  user:\n    token: {v}\ncontexts:\n- context:\n"
        "    cluster: prod\n    user: ci-deployer\n  name: prod",
        value=_k8s_sa,
    ),
    k(
        "kubeconfig_oidc_refresh",
        "config",
        "  user:\n    auth-provider:\n      config:\n        client-id: kubernetes\n"
        "        client-secret: {k32}\n        id-token: eyJhbGciOiJSUzI1NiJ9.{k80}.{k43}\n"
        "        idp-issuer-url: https://sso.acme.dev/realms/k8s\n        refresh-token: {v}\n"
        "      name: oidc",
        value=lambda r: (
            f"eyJhbGciOiJIUzI1NiIsInR5cCI{urlsafe(r, 30)}.eyJ{urlsafe(r, 200)}.{urlsafe(r, 43)}"
        ),
    ),
    k(
        "kubeconfig_oidc_client_secret",
        "config",
        "      config:\n        client-id: kubectl\n        client-secret: {v}\n"
        "        idp-issuer-url: https://dex.acme.dev",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "kubeconfig_exec_env_secret",
        "config",
        "    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: "
        "vcluster-auth\n      env:\n      - name: PLATFORM_ACCESS_KEY\n        value: {v}",
        value=lambda r: alnum(r, 48),
    ),
    k(
        "kubectl_set_credentials_token",
        "cli",
        "kubectl config set-credentials deployer --token={v}",
        value=_k8s_sa,
    ),
    k(
        "kubectl_create_token_output",
        "output",
        "$ kubectl -n ci create token deployer --duration=24h\n{v}",
        value=_k8s_sa,
    ),
    k(
        "kubectl_view_raw_basic_password",
        "output",
        "$ kubectl config view --raw\n...\nusers:\n- name: legacy-admin\n  user:\n"
        "    password: {v}\n    username: admin",
    ),
    k(
        "k3s_node_token",
        "output",
        "$ sudo cat /var/lib/rancher/k3s/server/node-token\n{v}",
        "curl -sfL https://get.k3s.io | K3S_URL=https://10.0.0.5:6443 K3S_TOKEN={v} sh -",
        value=lambda r: f"K10{hexs(r, 64)}::server:{hexs(r, 32)}",
    ),
    k(
        "kubeadm_join_token",
        "output",
        "kubeadm join 10.0.0.10:6443 --token {v} \\\n\t--discovery-token-ca-cert-hash sha256:{h64}",
        value=lambda r: f"{lower_alnum(r, 6)}.{lower_alnum(r, 16)}",
    ),
    k(
        "kubeadm_certificate_key",
        "output",
        "kubeadm join 10.0.0.10:6443 --token {l6}.{l16} \\\n\t--discovery-token-ca-cert-hash "
        "sha256:{h64} \\\n\t--control-plane --certificate-key {v}",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "rancher_api_token",
        "output",
        "$ rancher login https://rancher.acme.dev --token {v}",
        "Bearer Token: {v}",
        value=lambda r: f"token-{lower_alnum(r, 5)}:{lower_alnum(r, 54)}",
    ),
    k(
        "openshift_oc_login_token",
        "cli",
        "oc login --token={v} --server=https://api.ocp.acme.dev:6443",
        value=lambda r: "sha256~" + urlsafe(r, 43),
    ),
    k(
        "eks_get_token_output",
        "output",
        '$ aws eks get-token --cluster-name prod\n{"kind": "ExecCredential", "apiVersion": '
        '"client.authentication.k8s.io/v1beta1", "status": {"expirationTimestamp": '
        '"2026-11-30T19:30:00Z", "token": "{v}"}}',
        value=lambda r: "k8s-aws-v1." + urlsafe(r, 400),
    ),
    k(
        "talosconfig_key",
        "config",
        "context: prod\ncontexts:\n  prod:\n    endpoints:\n      - 10.0.0.2\n    ca: "
        "LS0tLS1CRUdJTi{k60}\n    crt: LS0tLS1CRUdJTi{k60}\n    key: {v}",
        value=lambda r: b64_of(_pem_key(r, "ED25519 PRIVATE KEY") + "\n"),
    ),
)

_TERRAFORM: tuple[Kind, ...] = (
    k(
        "terraform_credentials_tfrc",
        "config",
        '{\n  "credentials": {\n    "app.terraform.io": {\n      "token": "{v}"\n    }\n  }\n}',
        value=_tfc,
    ),
    k(
        "terraformrc_credentials_block",
        "config",
        'credentials "tfe.acme.dev" {\n  token = "{v}"\n}',
        value=_tfc,
    ),
    k(
        "tfstate_db_password",
        "output",
        '      "instances": [\n        {\n          "schema_version": 2,\n          '
        '"attributes": {\n            "engine": "postgres",\n            "password": "{v}",\n'
        '            "username": "app"',
    ),
    k(
        "tfstate_random_password_result",
        "output",
        '{\n  "mode": "managed",\n  "type": "random_password",\n  "name": "db",\n  '
        '"instances": [{"attributes": {"length": 24, "result": "{v}", "special": true}}]\n}',
        value=lambda r: alnum(r, 12) + r.choice("!#$%&*()-_=+[]{}<>:?") + alnum(r, 11),
    ),
    k(
        "tfstate_tls_private_key",
        "output",
        '"type": "tls_private_key",\n"attributes": {"algorithm": "RSA", "private_key_pem": "{v}"}',
        value=lambda r: _pem_key(r).replace("\n", "\\n") + "\\n",
    ),
    k(
        "tfstate_iam_access_key_secret",
        "output",
        '"type": "aws_iam_access_key",\n"attributes": {"id": "AKIA{U16}", "secret": "{v}", '
        '"ses_smtp_password_v4": "B{k43}", "status": "Active", "user": "ci"}',
        value=_aws_secret,
    ),
    k(
        "terraform_output_json_sensitive",
        "output",
        '$ terraform output -json\n{\n  "admin_password": {\n    "sensitive": true,\n    '
        '"type": "string",\n    "value": "{v}"\n  }\n}',
    ),
    k(
        "terraform_output_raw",
        "output",
        "$ terraform output -raw grafana_admin_password\n{v}",
    ),
    k(
        "terraform_plan_unmarked_value",
        "output",
        '  # helm_release.redis will be created\n  + resource "helm_release" "redis" {\n'
        '      + set {\n          + name  = "auth.password"\n          + value = "{v}"\n'
        "        }",
    ),
    k(
        "terraform_tfvars_secret",
        "config",
        'region          = "eu-west-1"\ncloudflare_api_token = "{v}"\ninstance_type   = "t3.small"',
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "terraform_backend_config_cli",
        "cli",
        'terraform init -backend-config="access_key={v}" '
        '-backend-config="storage_account_name=tfstateacme"',
        value=lambda r: b64(r, 86) + "==",
    ),
    k(
        "tf_var_env_export",
        "cli",
        "export TF_VAR_hcloud_token={v}\nterraform apply -auto-approve",
        value=lambda r: alnum(r, 64),
    ),
    k(
        "terraform_show_json_password",
        "output",
        '$ terraform show -json | jq ".values.root_module.resources[0].values"\n{\n  '
        '"administrator_login": "sqladmin",\n  "administrator_login_password": "{v}"\n}',
    ),
)

KINDS: tuple[Kind, ...] = (
    *_AWS,
    *_GCP,
    *_AZURE,
    *_OTHER_BIG,
    *_SMALL_CLOUDS,
    *_KUBE,
    *_TERRAFORM,
    *REMOTE_KINDS,
    *STORE_KINDS,
    *VAULT_KINDS,
    *KEY_KINDS,
)

assert len({kind.name for kind in KINDS}) == len(KINDS), "a kind's name is written twice"


def heldout36_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the thirty-sixth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout36", SESSION_PLACES8)
