"""Held-out 46's tool results that print a secret (`bench/secret_kinds_heldout46.py`).

What an agent's own tool calls print back into its context: environment
dumps (`env`, `printenv NAME` printing the bare value, bash's `set` with
quoted values, `export -p`'s `declare -x`, PowerShell's `Get-ChildItem
Env:` table, cmd's `set`), containers (`docker inspect`'s `Env` array, its
`--format '{{json .Config.Env}}'`, `docker compose config`, `kubectl get
secret -o yaml` with base64 `data`, a `jsonpath | base64 -d`, `kubectl
describe pod` with literal env, `helm get values`), GitHub and Git (`gh auth
status -t`, `gh auth token`, `git config --list --show-origin` with an
`insteadOf` URL and an `http.extraheader`, `git remote -v`), package
managers (`npm config get` of an `_authToken`, `pip config list`, `poetry
config --list`, `cat` of `.netrc`, `.pypirc`, `.npmrc` with `_auth` and
`_authToken`, `.git-credentials`, Docker's `config.json` `auths`,
`.gem/credentials`, Cargo's `credentials.toml`, Composer's `auth.json`,
Maven's `settings.xml`) and clouds (`aws configure export-credentials`,
`aws configure get`, `az account get-access-token`, `gcloud auth
print-access-token`, `heroku auth:token`).
"""

from __future__ import annotations

import base64
import random

from bench.secret_kinds import Kind, alnum, b64, b64_of, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout46_mcp import (
    aws_secret,
    b64_pair,
    gh_classic,
    gh_fine,
    gh_oauth,
    jwt46,
    npm_tok,
    pct_pw,
    sk_proj,
    tok,
)

__all__ = ["DUMP_KINDS", "b64_pw"]


def b64_pw(r: random.Random) -> str:
    """Base64 of a password alone, as a Kubernetes Secret's `data` and npm's `_password` hold it."""
    return b64_of(pw(r))


def _ya29(r: random.Random) -> str:
    return "ya29.a0" + urlsafe(r, 150)


def _pypi(r: random.Random) -> str:
    return "pypi-AgEIcHlwaS5vcmcCJ" + urlsafe(r, 140)


def _extraheader(r: random.Random) -> str:
    return base64.b64encode(f"x-access-token:{gh_oauth(r)}".encode()).decode()


_ENV: tuple[Kind, ...] = (
    k(
        "env_dump_among_many",
        "output",
        "$ env | sort\nHOME=/home/dev\nHOSTNAME=devbox\nLANG=C.UTF-8\nOPENAI_API_KEY={v}\n"
        "PATH=/usr/local/bin:/usr/bin:/bin\nPWD=/repo\nSHLVL=2\nTERM=xterm-256color",
        value=sk_proj,
    ),
    k(
        "printenv_bare_value",
        "output",
        "$ printenv GITHUB_TOKEN\n{v}",
        "$ echo $GH_TOKEN\n{v}\n$ gh api user -q .login\nana-dev",
        value=gh_fine,
    ),
    k(
        "bash_set_quoted_value",
        "output",
        "$ set | grep -i -A1 -B1 pass\nOPTERR=1\nPGPASSWORD='{v}'\nPIPESTATUS=([0]=\"0\")",
    ),
    k(
        "export_p_declare_x",
        "output",
        '$ export -p\ndeclare -x COLORTERM="truecolor"\ndeclare -x DATADOG_API_KEY="{v}"\n'
        'declare -x EDITOR="nvim"',
        value=lambda r: alnum(r, 32).lower(),
    ),
    k(
        "powershell_env_table",
        "output",
        "PS C:\\repo> Get-ChildItem Env: | Where-Object Name -like '*TOKEN*'\n\nName"
        "                           Value\n----                           -----\nAZURE_DEVOPS_EX"
        "T_PAT"
        "           {v}\nGITHUB_TOKEN_PATH              C:\\Users\\ana\\.ghtoken",
        value=lambda r: alnum(r, 52).lower(),
    ),
    k(
        "cmd_set_prefix_listing",
        "output",
        "C:\\repo>set SQL\nSQLCMDPASSWORD={v}\nSQLCMDSERVER=sql01.corp\nSQLCMDUSER=sa",
    ),
)

_CONTAINERS: tuple[Kind, ...] = (
    k(
        "docker_inspect_env_array",
        "output",
        '$ docker inspect api-1\n[\n    {\n        "Id": "{h64}",\n        "Config": {\n'
        '            "Hostname": "{h12}",\n            "Env": [\n                "PATH=/usr/local'
        '/sbin:/usr/local/bin:/usr/sbin:/usr/bin",\n                "POSTGRES_PASSWORD={v}",\n'
        '                "PGDATA=/var/lib/postgresql/data"\n            ],',
    ),
    k(
        "docker_inspect_format_json_env",
        "output",
        '$ docker inspect --format \'{{json .Config.Env}}\' worker\n["NODE_ENV=production","'
        'REDIS_URL=redis://:{v}@redis:6379/0","PORT=8080"]',
        value=pct_pw,
    ),
    k(
        "docker_compose_config_resolved",
        "output",
        "$ docker compose config\nname: shop\nservices:\n  api:\n    environment:\n      "
        "JWT_SECRET: {v}\n      NODE_ENV: production\n    image: shop-api:dev",
        value=lambda r: b64(r, 44),
    ),
    k(
        "kubectl_get_secret_yaml_data",
        "output",
        "$ kubectl get secret db-creds -o yaml\napiVersion: v1\ndata:\n  password: {v}\n  "
        "username: YXBw\nkind: Secret\nmetadata:\n  name: db-creds\n  namespace: shop\ntype: "
        "Opaque",
        value=b64_pw,
    ),
    k(
        "kubectl_jsonpath_base64_decoded",
        "output",
        "$ kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{.data.password}'"
        " | base64 -d\n{v}",
        value=lambda r: urlsafe(r, 16),
    ),
    k(
        "kubectl_describe_pod_env_literal",
        "output",
        "Containers:\n  api:\n    Image:          shop-api:1.4.2\n    Environment:\n      "
        "NODE_ENV:      production\n      STRIPE_KEY:    {v}\n      DB_HOST:       "
        "<set to the key 'host' in secret 'db'>  Optional: false",
        value=lambda r: "rk_live_" + alnum(r, 99),
    ),
    k(
        "helm_get_values_output",
        "output",
        "$ helm get values grafana -n monitoring\nUSER-SUPPLIED VALUES:\nadminPassword: {v}\n"
        "persistence:\n  enabled: true",
    ),
)

_GIT: tuple[Kind, ...] = (
    k(
        "gh_auth_status_show_token",
        "output",
        "$ gh auth status -t\ngithub.com\n  ✓ Logged in to github.com account ana-dev (keyring)\n"
        "  - Active account: true\n  - Git operations protocol: https\n  - Token: {v}\n  - Token "
        "scopes: 'gist', 'read:org', 'repo', 'workflow'",
        value=gh_oauth,
    ),
    k(
        "gh_auth_token_bare",
        "output",
        "$ gh auth token\n{v}",
        "$ GH_TOKEN=$(gh auth token); echo $GH_TOKEN\n{v}",
        value=gh_oauth,
    ),
    k(
        "git_config_list_insteadof",
        "output",
        "$ git config --list --show-origin\nfile:/home/dev/.gitconfig\tuser.name=Ana\n"
        "file:/home/dev/.gitconfig\turl.https://x-access-token:{v}@github.com/.insteadof="
        "https://github.com/\nfile:.git/config\tcore.bare=false",
        value=gh_classic,
    ),
    k(
        "git_config_http_extraheader",
        "output",
        "$ git config --local --list\ncore.repositoryformatversion=0\nhttp.https://github.com/"
        ".extraheader=AUTHORIZATION: basic {v}\nremote.origin.url=https://github.com/acme/shop",
        value=_extraheader,
    ),
    k(
        "git_remote_v_token_url",
        "output",
        "$ git remote -v\norigin\thttps://oauth2:{v}@gitlab.acme.dev/shop/api.git (fetch)\n"
        "origin\thttps://oauth2:{v}@gitlab.acme.dev/shop/api.git (push)",
        value=lambda r: "glpat-" + urlsafe(r, 20),
    ),
    k(
        "git_credentials_file",
        "output",
        "$ cat ~/.git-credentials\nhttps://ana-dev:{v}@github.com\nhttps://build:{k20}@"
        "bitbucket.org",
        value=gh_fine,
    ),
    k(
        "gitconfig_credential_store_user_password",
        "config",
        '[credential "https://git.acme.dev"]\n\tusername = ana\n\thelper = "!f() { echo '
        'username=ana; echo password={v}; }; f"',
    ),
)

_PKG: tuple[Kind, ...] = (
    k(
        "npm_config_get_auth_token",
        "output",
        "$ npm config get //npm.pkg.github.com/:_authToken\n{v}",
        value=gh_classic,
    ),
    k(
        "npmrc_auth_token_line",
        "config",
        "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken={v}\n"
        "always-auth=true",
        "//registry.npmjs.org/:_authToken={v}",
        value=npm_tok,
    ),
    k(
        "npmrc_legacy_auth_base64",
        "config",
        "registry=https://nexus.acme.dev/repository/npm-all/\n_auth={v}\nemail=ci@acme.test",
        value=b64_pair,
    ),
    k(
        "npmrc_password_base64",
        "config",
        "//nexus.acme.dev/repository/npm-all/:username=ci\n//nexus.acme.dev/repository/npm-all/"
        ":_password={v}",
        value=b64_pw,
    ),
    k(
        "pip_config_list_index_url",
        "output",
        "$ pip config list\nglobal.index-url='https://ci:{v}@nexus.acme.dev/repository/pypi/"
        "simple'\nglobal.timeout='60'",
        value=pct_pw,
    ),
    k(
        "poetry_config_list_http_basic",
        "output",
        '$ poetry config --list\ncache-dir = "/home/dev/.cache/pypoetry"\nhttp-basic.acme.'
        'password = "{v}"\nhttp-basic.acme.username = "ci"',
    ),
    k(
        "netrc_machine_line",
        "output",
        "$ cat ~/.netrc\nmachine api.github.com login ana-dev password {v}\nmachine "
        "uploads.github.com login ana-dev password {v}",
        "machine git.acme.dev\n  login ana\n  password {v}",
        value=gh_classic,
    ),
    k(
        "pypirc_token",
        "config",
        "[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\npassword = {v}",
        value=_pypi,
    ),
    k(
        "docker_config_json_auths",
        "output",
        '$ cat ~/.docker/config.json\n{\n\t"auths": {\n\t\t"ghcr.io": {\n\t\t\t"auth": "{v}"\n'
        '\t\t}\n\t},\n\t"credsStore": ""\n}',
        value=b64_pair,
    ),
    k(
        "gem_credentials_yaml",
        "config",
        "---\n:rubygems_api_key: {v}",
        value=lambda r: "rubygems_" + alnum(r, 48).lower(),
    ),
    k(
        "cargo_credentials_toml",
        "config",
        '[registry]\ntoken = "{v}"\n\n[registries.acme]\ntoken = "Bearer {k32}"',
        value=lambda r: "cio" + alnum(r, 32),
    ),
    k(
        "composer_auth_json",
        "config",
        '{\n    "github-oauth": {\n        "github.com": "{v}"\n    },\n    "http-basic": {}\n}',
        value=gh_oauth,
    ),
    k(
        "maven_settings_xml_server",
        "config",
        "<servers>\n  <server>\n    <id>acme-releases</id>\n    <username>deployer</username>\n"
        "    <password>{v}</password>\n  </server>\n</servers>",
    ),
)

_CLOUD: tuple[Kind, ...] = (
    k(
        "aws_export_credentials_env",
        "output",
        "$ aws configure export-credentials --profile dev --format env\nexport AWS_ACCESS_KEY_ID="
        "AKIA{U16}\nexport AWS_SECRET_ACCESS_KEY={v}",
        value=aws_secret,
    ),
    k(
        "aws_configure_get_secret",
        "output",
        "$ aws configure get aws_secret_access_key --profile prod\n{v}",
        value=aws_secret,
    ),
    k(
        "az_get_access_token_json",
        "output",
        '$ az account get-access-token\n{\n  "accessToken": "{v}",\n  "expiresOn": "2026-12-02 '
        '11:04:12.000000",\n  "subscription": "{uuid}",\n  "tokenType": "Bearer"\n}',
        value=jwt46,
    ),
    k(
        "gcloud_print_access_token",
        "output",
        "$ gcloud auth print-access-token\n{v}",
        'curl -H "Authorization: Bearer {v}" https://cloudresourcemanager.googleapis.com/v1/'
        "projects",
        value=_ya29,
    ),
    k(
        "heroku_auth_token_output",
        "output",
        "$ heroku auth:token\n ›   Warning: token will expire 12/31/2026\n {v}",
        value=lambda r: "HRKU-AA" + urlsafe(r, 58),
    ),
    k(
        "openai_key_in_curl_verbose",
        "output",
        "> POST /v1/chat/completions HTTP/2\n> Host: api.openai.com\n> authorization: Bearer {v}\n"
        "> content-type: application/json\n>\n< HTTP/2 200",
        value=sk_proj,
    ),
    k(
        "curl_u_flag_in_tool_call",
        "cli",
        "curl -su admin:{v} https://grafana.acme.dev/api/datasources | jq '.[].name'",
    ),
    k(
        "token_file_cat_output",
        "output",
        "$ cat ~/.config/acme/token\n{v}\n$ ls -l ~/.config/acme/token\n-rw------- 1 dev dev 41 "
        "Dec  1 18:02 /home/dev/.config/acme/token",
        value=tok,
    ),
)

DUMP_KINDS: tuple[Kind, ...] = (*_ENV, *_CONTAINERS, *_GIT, *_PKG, *_CLOUD)
