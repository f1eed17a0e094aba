"""The thirty-fifth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is where
secrets are kept and moved rather than used: secret stores and cloud-native
plumbing, databases' and queues' own admin formats, web3 wallets and
exchanges, games, streaming and creators' platforms, and the editors and AI
tools around coding agents. This file holds secret stores and cloud-native
plumbing: Vault (an `operator init` printout's unseal keys and root token,
`hvs.`/`hvb.` and legacy `s.` tokens, a wrapped token in a response, an
AppRole `secret_id`, a `kv get` table, an agent's token sink, an auto-unseal
stanza), SOPS and age (an age identity file, `SOPS_AGE_KEY`, a `.sops.yaml`
next to a plain key), Bitnami sealed-secrets' controller key and a plain
Secret beside a SealedSecret, 1Password Connect and service account tokens,
Doppler, Infisical, Akeyless, Conjur, Bitwarden Secrets Manager's access
token, GitOps repository credentials (Argo CD's repository Secret, `argocd
login`, an account token, Flux's `create secret git`, a Helm repository's
basic auth, the image automation's registry secret), service meshes and
certificates (Consul's gossip key and ACL tokens, Nomad's token, Istio's
plugged CA key, Linkerd's issuer key, cert-manager's ACME EAB HMAC and DNS-01
solver credentials, step-ca's provisioner password), and CI systems beyond
the mainstream (Buildkite's agent and API tokens, TeamCity's access token and
a Kotlin DSL's token, Drone's and Woodpecker's RPC and agent secrets,
Concourse's `fly` login and `vars.yml`, Tekton's basic-auth Secret, Jenkins'
JCasC `credentials:`, a `credentials.xml` in plain text, `jenkins-cli` with
an API token, GoCD, Bamboo, Harness, Semaphore, Earthly and Dagger Cloud).

Its other parts: `bench/secret_kinds_heldout35_db.py` (databases and queues),
`bench/secret_kinds_heldout35_web3.py` (web3 and wallets, games, streaming and
creators), `bench/secret_kinds_heldout35_tools.py` (editors and AI tooling
around agents, chat in many languages, split values); its look-alikes are in
`bench/secret_kinds_heldout35_look.py` and `_look2.py`.
"""

from __future__ import annotations

import random
from collections.abc import Callable

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
from bench.secret_kinds_heldout35_db import DB_KINDS
from bench.secret_kinds_heldout35_look import LOOK_ALIKES
from bench.secret_kinds_heldout35_tools import TOOL_KINDS
from bench.secret_kinds_heldout35_web3 import WEB3_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout35_samples"]

_BECH32_UP = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def _unseal(r: random.Random) -> str:
    return b64(r, 43) + "="


def _hvs(r: random.Random) -> str:
    return "hvs." + alnum(r, 24)


def _hvs_long(r: random.Random) -> str:
    return "hvs.CAESI" + urlsafe(r, 86)


def _age_key(r: random.Random) -> str:
    return "AGE-SECRET-KEY-1" + pick(r, _BECH32_UP, 58)


def _jwt(r: random.Random) -> str:
    return f"eyJhbGciOiJ{urlsafe(r, 30)}.eyJ{urlsafe(r, 120)}.{urlsafe(r, 43)}"


def _doppler(r: random.Random) -> str:
    return "dp.st.prd." + alnum(r, 40)


def _infisical(r: random.Random) -> str:
    return f"st.{uuid30(r)}.{hexs(r, 32)}.{hexs(r, 32)}"


def _bws(r: random.Random) -> str:
    return f"0.{uuid30(r)}.{alnum(r, 30)}:{b64(r, 22)}=="


def _glpat(r: random.Random) -> str:
    return "glpat-" + urlsafe(r, 20)


def _ghp(r: random.Random) -> str:
    return "ghp_" + alnum(r, 36)


def _bk_agent(r: random.Random) -> str:
    return hexs(r, 50)


def _bkua(r: random.Random) -> str:
    return "bkua_" + hexs(r, 40)


def _tc_token(r: random.Random) -> str:
    return f"eyJ0eXAiOiAiVENWMiJ9.{urlsafe(r, 36)}.{urlsafe(r, 48)}"


def _jenkins_api(r: random.Random) -> str:
    return "11" + hexs(r, 32)


def _lower(n: int) -> Callable[[random.Random], str]:
    return lambda r: lower_alnum(r, n)


_VAULT: tuple[Kind, ...] = (
    k(
        "vault_operator_init_output",
        "output",
        "Unseal Key 1: {v}\nUnseal Key 2: " + "{k43}=\nUnseal Key 3: {k43}=\n\n"
        "Initial Root Token: hvs.{k24}\n\nVault initialized with 5 key shares and a key "
        "threshold of 3.",
        value=_unseal,
    ),
    k(
        "vault_root_token_from_init",
        "output",
        "Unseal Key 1: {k43}=\n\nInitial Root Token: {v}\n\nVault initialized with 1 key shares",
        "$ vault operator init -key-shares=1 -key-threshold=1 -format=json"
        " | jq -r .root_token\n{v}",
        value=_hvs,
    ),
    k(
        "vault_unseal_command",
        "cli",
        "vault operator unseal {v}",
        "kubectl exec -n vault vault-0 -- vault operator unseal '{v}'",
        value=_unseal,
    ),
    k(
        "vault_init_json_keys_b64",
        "output",
        '{\n  "unseal_keys_b64": [\n    "{v}"\n  ],\n  "unseal_keys_hex": [\n    "{h64}"\n'
        '  ],\n  "unseal_shares": 1,\n  "unseal_threshold": 1,\n  "recovery_keys_b64": [],\n'
        '  "root_token": "hvs.{k24}"\n}',
        value=_unseal,
    ),
    k(
        "vault_token_env",
        "config",
        "export VAULT_ADDR=https://vault.acme.internal:8200\nexport VAULT_TOKEN={v}",
        "VAULT_TOKEN={v} vault kv get -mount=secret app/prod",
        value=_hvs_long,
    ),
    k(
        "vault_legacy_token_file",
        "output",
        "$ cat ~/.vault-token\n{v}",
        "vault login -method=token token={v}",
        value=lambda r: "s." + alnum(r, 24),
    ),
    k(
        "vault_batch_token_header",
        "cli",
        "curl -s -H 'X-Vault-Token: {v}' https://vault.acme.internal:8200/v1/database/creds/ro",
        value=lambda r: "hvb.AAAAAQ" + urlsafe(r, 110),
    ),
    k(
        "vault_wrapped_token_response",
        "output",
        '{\n  "request_id": "",\n  "wrap_info": {\n    "token": "{v}",\n    "accessor": '
        '"{k24}",\n    "ttl": 300,\n    "creation_path": "auth/approle/role/ci/secret-id"\n  }\n}',
        value=_hvs,
    ),
    k(
        "vault_approle_secret_id",
        "output",
        "Key                   Value\n---                   -----\nsecret_id             {v}\n"
        "secret_id_accessor    {uuid}\nsecret_id_num_uses    0\nsecret_id_ttl         0s",
        "vault write auth/approle/login role_id={uuid} secret_id={v}",
        value=uuid30,
    ),
    k(
        "vault_kv_get_table",
        "output",
        "====== Data ======\nKey         Value\n---         -----\nusername    app_rw\n"
        "password    {v}",
    ),
    k(
        "vault_kv_put_command",
        "cli",
        "vault kv put secret/payments/stripe api_key={v} webhook=whsec_{k32}",
        value=lambda r: "rk_live_" + alnum(r, 40),
    ),
    k(
        "vault_agent_template_render",
        "output",
        "$ cat /vault/secrets/db.env\nDB_USER=v-approle-app-rw-{k12}\nDB_PASS={v}",
        value=lambda r: "A1a-" + alnum(r, 20),
    ),
    k(
        "vault_transit_seal_token",
        "config",
        'seal "transit" {\n  address = "https://vault-core.acme.internal:8200"\n'
        '  token = "{v}"\n  key_name = "autounseal"\n  mount_path = "transit/"\n}',
        value=_hvs,
    ),
    k(
        "vault_awskms_seal_keys",
        "config",
        'seal "awskms" {\n  region     = "eu-west-1"\n  access_key = "AKIA{U16}"\n'
        '  secret_key = "{v}"\n  kms_key_id = "{uuid}"\n}',
        value=lambda r: b64(r, 40).replace("+", "x"),
    ),
)

_SOPS_SEALED: tuple[Kind, ...] = (
    k(
        "age_keys_txt",
        "output",
        "$ cat ~/.config/sops/age/keys.txt\n# created: 2026-11-02T10:14:55+01:00\n"
        "# public key: age1{l58}\n{v}",
        value=_age_key,
    ),
    k(
        "sops_age_key_env",
        "config",
        "export SOPS_AGE_KEY={v}\nsops -d secrets/prod.enc.yaml",
        "- name: decrypt\n  run: sops -d k8s/secrets.enc.yaml | kubectl apply -f -\n"
        "  env:\n    SOPS_AGE_KEY: {v}",
        value=_age_key,
    ),
    k(
        "age_keygen_output",
        "output",
        "$ age-keygen\n# created: 2026-11-30T09:12:01Z\n# public key: age1{l58}\n{v}",
        value=_age_key,
    ),
    k(
        "sealed_secrets_key_backup",
        "config",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: sealed-secrets-key{l5}\n"
        "  namespace: kube-system\n  labels:\n    sealedsecrets.bitnami.com/sealed-secrets-key:"
        " active\ntype: kubernetes.io/tls\ndata:\n  tls.crt: LS0tLS1CRUdJTi{k40}\n"
        "  tls.key: {v}",
        value=lambda r: "LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQo" + b64(r, 120),
    ),
    k(
        "plain_secret_before_kubeseal",
        "cli",
        "kubectl create secret generic db-creds --from-literal=username=app "
        "--from-literal=password={v} --dry-run=client -o yaml | kubeseal -o yaml > sealed.yaml",
    ),
    k(
        "sops_decrypted_output",
        "output",
        "$ sops -d secrets/prod.enc.yaml\ndatabase:\n  user: app\n  password: {v}\n"
        "redis:\n  url: redis://redis:6379/0",
    ),
    k(
        "external_secrets_fake_provider",
        "config",
        "spec:\n  provider:\n    fake:\n      data:\n        - key: /prod/api\n"
        '          value: "{v}"\n          version: v1',
    ),
)

_STORES: tuple[Kind, ...] = (
    k(
        "onepassword_connect_token",
        "config",
        "OP_CONNECT_HOST=http://onepassword-connect:8080\nOP_CONNECT_TOKEN={v}",
        "helm install connect 1password/connect --set-file connect.credentials="
        "1password-credentials.json --set operator.create=true --set operator.token.value={v}",
        value=_jwt,
    ),
    k(
        "onepassword_service_account",
        "config",
        "export OP_SERVICE_ACCOUNT_TOKEN={v}\nop read 'op://Prod/db/password'",
        value=lambda r: "ops_eyJzaWduSW5BZGRyZXNzIjoi" + urlsafe(r, 140),
    ),
    k(
        "doppler_service_token",
        "cli",
        "doppler run --token {v} -- npm start",
        "DOPPLER_TOKEN={v} doppler secrets download --no-file --format env",
        value=_doppler,
    ),
    k(
        "doppler_token_in_dockerfile",
        "config",
        "FROM node:22-slim\nRUN curl -Ls https://cli.doppler.com/install.sh | sh\n"
        'ENV DOPPLER_TOKEN={v}\nCMD ["doppler", "run", "--", "node", "server.js"]',
        value=lambda r: "dp.sa." + alnum(r, 40),
    ),
    k(
        "infisical_service_token",
        "cli",
        "infisical export --env=prod --token={v} > .env",
        "INFISICAL_TOKEN={v} infisical run --env=staging -- ./start.sh",
        value=_infisical,
    ),
    k(
        "infisical_universal_auth",
        "cli",
        "infisical login --method=universal-auth --client-id={uuid} --client-secret={v}",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "akeyless_access_key",
        "config",
        "akeyless:\n  gateway: https://akl-gw.acme.internal:8000\n  access_id: p-{l12}\n"
        "  access_key: {v}",
        value=lambda r: b64(r, 43) + "=",
    ),
    k(
        "conjur_api_key",
        "cli",
        "conjur login -i host/ci/jenkins -p {v}",
        "CONJUR_AUTHN_API_KEY={v}\nCONJUR_AUTHN_LOGIN=host/ci/jenkins",
        value=_lower(55),
    ),
    k(
        "bitwarden_sm_access_token",
        "config",
        "export BWS_ACCESS_TOKEN={v}\nbws secret list",
        value=_bws,
    ),
    k(
        "bitwarden_cli_session",
        "output",
        "$ bw unlock\n? Master password: [hidden]\nYour vault is now unlocked!\n\n"
        '$ export BW_SESSION="{v}"',
        value=lambda r: b64(r, 86) + "==",
    ),
    k(
        "gopass_show_output",
        "output",
        "$ gopass show -o infra/grafana/admin\n{v}",
        "$ pass show prod/postgres\n{v}\nuser: postgres\nurl: db.acme.internal",
    ),
    k(
        "keepassxc_cli_show",
        "output",
        "$ keepassxc-cli show -s vault.kdbx 'Infra/Router'\nTitle: Router\nUserName: admin\n"
        "Password: {v}\nURL: https://192.168.1.1\nNotes: ",
    ),
)

_GITOPS: tuple[Kind, ...] = (
    k(
        "argocd_repo_secret",
        "config",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: repo-platform\n  namespace: argocd\n"
        "  labels:\n    argocd.argoproj.io/secret-type: repository\nstringData:\n  type: git\n"
        "  url: https://gitlab.acme.com/platform/deploy.git\n  username: argocd\n"
        "  password: {v}",
        value=_glpat,
    ),
    k(
        "argocd_login_password",
        "cli",
        "argocd login argocd.acme.dev --username admin --password '{v}' --grpc-web",
    ),
    k(
        "argocd_initial_admin_output",
        "output",
        "$ argocd admin initial-password -n argocd\n{v}\n\n This password must be only used "
        "for first time login.",
        value=lambda r: urlsafe(r, 16),
    ),
    k(
        "argocd_account_token",
        "config",
        "ARGOCD_SERVER=argocd.acme.dev\nARGOCD_AUTH_TOKEN={v}",
        value=_jwt,
    ),
    k(
        "argocd_repo_add_cli",
        "cli",
        "argocd repo add https://github.com/acme/deploy --username x-access-token --password {v}",
        value=_ghp,
    ),
    k(
        "flux_create_secret_git",
        "cli",
        "flux create secret git flux-system --url=https://gitlab.acme.com/infra/fleet "
        "--username=flux --password={v}",
        value=_glpat,
    ),
    k(
        "flux_bootstrap_token",
        "cli",
        "GITLAB_TOKEN={v} flux bootstrap gitlab --owner=infra --repository=fleet "
        "--branch=main --path=clusters/prod --token-auth",
        value=_glpat,
    ),
    k(
        "flux_helmrepo_basic_auth",
        "config",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: charts-auth\n  namespace: flux-system\n"
        "stringData:\n  username: charts\n  password: {v}",
    ),
    k(
        "dockerconfigjson_for_image_automation",
        "config",
        "data:\n  .dockerconfigjson: {v}\ntype: kubernetes.io/dockerconfigjson",
        value=lambda r: b64_of(
            '{"auths":{"ghcr.io":{"auth":"' + b64_of("flux:" + "ghp_" + alnum(r, 36)) + '"}}}'
        ),
    ),
    k(
        "helm_repo_add_password",
        "cli",
        "helm repo add internal https://charts.acme.internal --username ci --password {v}",
    ),
)

_MESH_CERTS: tuple[Kind, ...] = (
    k(
        "consul_gossip_key",
        "config",
        'datacenter = "eu1"\nencrypt = "{v}"\nverify_incoming = true',
        "consul agent -server -bootstrap-expect=3 -encrypt={v} -data-dir=/opt/consul",
        value=lambda r: b64(r, 43) + "=",
    ),
    k(
        "consul_bootstrap_acl_output",
        "output",
        "$ consul acl bootstrap\nAccessorID:       {uuid}\nSecretID:         {v}\n"
        "Description:      Bootstrap Token (Global Management)\nLocal:            false",
        value=uuid30,
    ),
    k(
        "consul_http_token_env",
        "config",
        "CONSUL_HTTP_ADDR=https://consul.acme.internal:8501\nCONSUL_HTTP_TOKEN={v}",
        value=uuid30,
    ),
    k(
        "nomad_token_header",
        "cli",
        "curl --header 'X-Nomad-Token: {v}' https://nomad.acme.internal:4646/v1/jobs",
        value=uuid30,
    ),
    k(
        "istio_cacerts_secret",
        "cli",
        "kubectl create secret generic cacerts -n istio-system --from-file=ca-cert.pem "
        "--from-literal=ca-key.pem='-----BEGIN RSA PRIVATE KEY-----\n{v}\n"
        "-----END RSA PRIVATE KEY-----' --from-file=root-cert.pem",
        value=pem_line,
    ),
    k(
        "linkerd_issuer_key",
        "config",
        "identity:\n  issuer:\n    tls:\n      crtPEM: |\n        -----BEGIN CERTIFICATE-----\n"
        "        MIIBsjCCAVigAwIBAgIQ{k44}\n        -----END CERTIFICATE-----\n      keyPEM: |\n"
        "        -----BEGIN EC PRIVATE KEY-----\n        {v}\n        -----END EC PRIVATE KEY-----",
        value=lambda r: "MHcCAQEEI" + b64(r, 55),
    ),
    k(
        "cert_manager_eab_hmac",
        "config",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: zerossl-eab\nstringData:\n  secret: {v}",
        "certbot register --eab-kid {k22} --eab-hmac-key {v} --server "
        "https://acme.zerossl.com/v2/DV90",
        value=lambda r: urlsafe(r, 86),
    ),
    k(
        "cert_manager_cloudflare_token",
        "config",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: cloudflare-api-token\n"
        "  namespace: cert-manager\ntype: Opaque\nstringData:\n  api-token: {v}",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "cert_manager_route53_secret",
        "config",
        "solvers:\n  - dns01:\n      route53:\n        region: eu-west-1\n"
        "        accessKeyID: AKIA{U16}\n        secretAccessKeySecretRef:\n"
        "          name: r53\n          key: secret\n---\nstringData:\n  secret: {v}",
        value=lambda r: b64(r, 40).replace("+", "Q"),
    ),
    k(
        "step_ca_provisioner_password",
        "cli",
        "step ca certificate svc.acme.internal svc.crt svc.key --provisioner admin "
        "--password-file <(echo '{v}')",
        "echo '{v}' > /run/step/password && step-ca /etc/step-ca/config/ca.json "
        "--password-file /run/step/password",
    ),
    k(
        "envoy_sds_inline_key",
        "config",
        "tls_certificate:\n  certificate_chain: { filename: /etc/envoy/tls.crt }\n"
        '  private_key:\n    inline_string: "-----BEGIN PRIVATE KEY-----\\n{v}\\n'
        '-----END PRIVATE KEY-----"',
        value=pem_line,
    ),
)

_CI: tuple[Kind, ...] = (
    k(
        "buildkite_agent_cfg_token",
        "config",
        'token="{v}"\nname="%hostname-%spawn"\ntags="queue=default,os=linux"\n'
        'build-path="/var/lib/buildkite-agent/builds"',
        value=_bk_agent,
    ),
    k(
        "buildkite_agent_start_token",
        "cli",
        "buildkite-agent start --token {v} --tags queue=deploy",
        "docker run -e BUILDKITE_AGENT_TOKEN={v} buildkite/agent:3",
        value=_bk_agent,
    ),
    k(
        "buildkite_api_token",
        "cli",
        "curl -H 'Authorization: Bearer {v}' https://api.buildkite.com/v2/organizations/acme/"
        "pipelines",
        value=_bkua,
    ),
    k(
        "teamcity_access_token",
        "cli",
        "curl -H 'Authorization: Bearer {v}' https://tc.acme.dev/app/rest/builds?locator=running:true",
        "TEAMCITY_TOKEN={v} teamcity-cli run --config Deploy_Prod",
        value=_tc_token,
    ),
    k(
        "teamcity_kotlin_dsl_password",
        "config",
        'params {\n    password("env.DEPLOY_KEY", "{v}", display = ParameterDisplay.HIDDEN)\n}',
    ),
    k(
        "drone_rpc_secret",
        "config",
        "DRONE_GITEA_SERVER=https://git.acme.dev\nDRONE_RPC_SECRET={v}\nDRONE_SERVER_HOST=ci.acme.dev",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "drone_cli_token",
        "config",
        "export DRONE_SERVER=https://ci.acme.dev\nexport DRONE_TOKEN={v}\ndrone build ls acme/api",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "woodpecker_agent_secret",
        "config",
        "services:\n  woodpecker-agent:\n    image: woodpeckerci/woodpecker-agent:v3\n"
        "    environment:\n      - WOODPECKER_SERVER=woodpecker-server:9000\n"
        "      - WOODPECKER_AGENT_SECRET={v}",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "woodpecker_secret_add",
        "cli",
        "woodpecker-cli repo secret add --repository acme/api --name registry_password --value {v}",
    ),
    k(
        "concourse_fly_login",
        "cli",
        "fly -t main login -c https://ci.acme.dev -u admin -p '{v}'",
    ),
    k(
        "concourse_vars_file",
        "config",
        "# vars.yml, passed with fly set-pipeline -l vars.yml\ngit-private-key: ((git_key))\n"
        "registry-username: concourse\nregistry-password: {v}",
    ),
    k(
        "concourse_local_user",
        "config",
        "CONCOURSE_ADD_LOCAL_USER=admin:{v}\nCONCOURSE_MAIN_TEAM_LOCAL_USER=admin",
    ),
    k(
        "tekton_basic_auth_secret",
        "config",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: git-basic\n  annotations:\n"
        "    tekton.dev/git-0: https://github.com\ntype: kubernetes.io/basic-auth\n"
        "stringData:\n  username: tekton-bot\n  password: {v}",
        value=_ghp,
    ),
    k(
        "jenkins_casc_credentials",
        "config",
        "credentials:\n  system:\n    domainCredentials:\n      - credentials:\n"
        "          - usernamePassword:\n              scope: GLOBAL\n              id: nexus\n"
        '              username: deployer\n              password: "{v}"',
    ),
    k(
        "jenkins_credentials_xml_plain",
        "config",
        "<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n"
        "  <scope>GLOBAL</scope>\n  <id>artifactory</id>\n  <username>ci</username>\n"
        "  <password>{v}</password>\n"
        "</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>",
    ),
    k(
        "jenkins_string_credential_xml",
        "config",
        "<org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>\n"
        "  <id>sonar-token</id>\n  <secret>{v}</secret>\n"
        "</org.jenkinsci.plugins.plaincredentials.impl.StringCredentialsImpl>",
        value=lambda r: "squ_" + hexs(r, 40),
    ),
    k(
        "jenkins_cli_api_token",
        "cli",
        "java -jar jenkins-cli.jar -s https://jenkins.acme.dev -auth ci-bot:{v} "
        "build deploy -p ENV=prod",
        "curl -X POST -u admin:{v} https://jenkins.acme.dev/job/deploy/buildWithParameters?ENV=prod",
        value=_jenkins_api,
    ),
    k(
        "gocd_access_token",
        "cli",
        "curl 'https://gocd.acme.dev/go/api/pipelines/deploy/schedule' -H 'Accept: "
        "application/vnd.go.cd+json' -H 'Authorization: bearer {v}' -X POST",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "bamboo_pat",
        "cli",
        "curl -H 'Authorization: Bearer {v}' https://bamboo.acme.dev/rest/api/latest/plan",
        value=lambda r: "NDk" + urlsafe(r, 41),
    ),
    k(
        "harness_api_key",
        "config",
        "HARNESS_ACCOUNT_ID={k22}\nHARNESS_PLATFORM_API_KEY={v}",
        value=lambda r: f"pat.{urlsafe(r, 22)}.{hexs(r, 24)}.{alnum(r, 20)}",
    ),
    k(
        "semaphore_api_token",
        "cli",
        "sem connect acme.semaphoreci.com {v}",
        value=lambda r: alnum(r, 20),
    ),
    k(
        "earthly_token",
        "config",
        "EARTHLY_TOKEN={v}\nearthly --ci --push +release",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "dagger_cloud_token",
        "config",
        "env:\n  DAGGER_CLOUD_TOKEN: {v}\nsteps:\n  - run: dagger call test",
        value=lambda r: "dag_acme_" + alnum(r, 40),
    ),
)

KINDS: tuple[Kind, ...] = (
    *_VAULT,
    *_SOPS_SEALED,
    *_STORES,
    *_GITOPS,
    *_MESH_CERTS,
    *_CI,
    *DB_KINDS,
    *WEB3_KINDS,
    *TOOL_KINDS,
)

assert len({kind.name for kind in KINDS}) == len(KINDS), "a kind's name is written twice"


def heldout35_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the thirty-fifth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout35", SESSION_PLACES8)
