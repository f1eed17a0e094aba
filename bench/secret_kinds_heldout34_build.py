"""Held-out 34's build tools, package managers and dev environments (`..._heldout34.py`).

Nix (`access-tokens =` in `nix.conf` and `NIX_CONFIG`, a `netrc-file`, a
Cachix auth token, an Attic token, a binary cache's signing key), Bazel (a
remote cache header in `.bazelrc` and on the command line, a credential
helper's JSON, BuildBuddy's API key), Gradle (`gradle.properties`, an init
script's repository credentials, `ORG_GRADLE_PROJECT_` variables, a signing
key's password, the Gradle Enterprise access key), Maven (`settings.xml`'s
server password, plain and `{…}`-encrypted, and `settings-security.xml`'s
master password, `-Dgpg.passphrase`), sbt (`.credentials`, `credentials +=`),
Conan (`conan remote login -p`, `CONAN_PASSWORD`), vcpkg binary caches (a
NuGet source, an Azure blob SAS, `x-gha`), Cargo (`credentials.toml`, a
registry's `token`, `CARGO_REGISTRIES_..._TOKEN`), Go (`GOPROXY` and
`GOPRIVATE` with a user and token in the URL, `.netrc` for a Git host, a
`GOFLAGS` insteadOf), Composer (`auth.json`'s http-basic, github-oauth,
gitlab-token, bearer; `COMPOSER_AUTH`), pip (`--extra-index-url` with a
token, `pip.conf`, `PIP_INDEX_URL`, Poetry's `http-basic`, uv's
`UV_INDEX_..._PASSWORD`, twine's `.pypirc`), npm (`.npmrc` scoped registries'
`_authToken` and `_auth`, Yarn Berry's `npmAuthToken`, pnpm), Homebrew
(`HOMEBREW_GITHUB_API_TOKEN`), NuGet (`nuget.config` `ClearTextPassword`,
`dotnet nuget add source -p`), RubyGems (`~/.gem/credentials`, Bundler's
`BUNDLE_` mirror credentials), CocoaPods trunk, Artifactory's `jf c add`,
Nexus, mise/asdf/direnv `.envrc`, devcontainers (`remoteEnv`, a feature's
option), Codespaces and Gitpod variables printed by a CLI, and remote
development over SSH (a VS Code tunnel, an `sshpass`, a JetBrains Gateway
link, a `ProxyCommand` with a token).
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, hexs, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k

__all__ = ["BUILD_KINDS"]


def _ghp(r: random.Random) -> str:
    return "ghp_" + alnum(r, 36)


def _glpat(r: random.Random) -> str:
    return "glpat-" + urlsafe(r, 20)


def _mvn_enc(r: random.Random) -> str:
    return "{" + b64(r, 44) + "=}"


def _npm(r: random.Random) -> str:
    return "npm_" + alnum(r, 36)


def _jfrog(r: random.Random) -> str:
    return "cmVmdGtuOjAxOjE3" + alnum(r, 48)


_NIX_BAZEL: tuple[Kind, ...] = (
    k(
        "nix_conf_access_tokens",
        "config",
        "experimental-features = nix-command flakes\n"
        "access-tokens = github.com={v} gitlab.acme.example=PAT:{k20}",
        value=_ghp,
    ),
    k(
        "nix_config_env_access_token",
        "cli",
        'NIX_CONFIG="access-tokens = github.com={v}" nix flake update',
        value=_ghp,
    ),
    k(
        "nix_netrc_file",
        "config",
        "# /etc/nix/netrc (netrc-file = /etc/nix/netrc)\n"
        "machine cache.acme.example\nlogin nix\npassword {v}",
    ),
    k(
        "cachix_auth_token",
        "cli",
        "cachix authtoken {v} && cachix push acme-ci ./result",
        value=lambda r: "eyJhbGciOiJIUzI1NiJ9." + urlsafe(r, 96) + "." + urlsafe(r, 43),
    ),
    k(
        "attic_login_token",
        "cli",
        "attic login acme https://attic.acme.example {v}",
        value=lambda r: "eyJhbGciOiJIUzI1NiJ9." + urlsafe(r, 140) + "." + urlsafe(r, 43),
    ),
    k(
        "nix_binary_cache_signing_key",
        "config",
        "# /etc/nix/cache-priv-key.pem\ncache.acme.example-1:{v}",
        value=lambda r: b64(r, 86) + "==",
    ),
    k(
        "bazelrc_remote_header",
        "config",
        "build --remote_cache=grpcs://remote.buildbuddy.io\n"
        "build --remote_header=x-buildbuddy-api-key={v}\nbuild --remote_timeout=3600",
        value=lambda r: alnum(r, 20),
    ),
    k(
        "bazel_cli_remote_header_auth",
        "cli",
        "bazel build //... --remote_cache=https://cache.acme.example "
        "--remote_header='Authorization=Bearer {v}'",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "bazel_credential_helper_output",
        "output",
        '$ echo \'{"uri":"https://cache.acme.example"}\' | tools/credential-helper get\n'
        '{"headers":{"Authorization":["Basic {v}"]}}',
        value=lambda r: b64(r, 36) + "=",
    ),
    k(
        "bazel_remote_basic_in_url",
        "config",
        "build:ci --remote_cache=https://ci:{v}@bazel-cache.acme.example",
    ),
)

_JVM: tuple[Kind, ...] = (
    k(
        "gradle_properties_repo_password",
        "config",
        "# ~/.gradle/gradle.properties\nacmeMavenUser=ci\nacmeMavenPassword={v}\n"
        "org.gradle.jvmargs=-Xmx4g",
    ),
    k(
        "gradle_signing_password",
        "config",
        "signing.keyId={U8}\nsigning.password={v}\nsigning.secretKeyRingFile=/home/ci/.gnupg/"
        "secring.gpg\nossrhUsername=acme\nossrhPassword={k24}",
    ),
    k(
        "gradle_init_script_credentials",
        "code",
        "allprojects {\n  repositories {\n    maven {\n      url 'https://nexus.acme.example/"
        "repository/maven-public/'\n      credentials {\n        username 'gradle'\n"
        "        password '{v}'\n      }\n    }\n  }\n}",
    ),
    k(
        "gradle_kts_credentials",
        "code",
        'maven("https://maven.pkg.github.com/acme/libs") {\n    credentials {\n'
        '        username = "acme-ci"\n        password = "{v}"\n    }\n}',
        value=_ghp,
    ),
    k(
        "gradle_project_env_var",
        "cli",
        "ORG_GRADLE_PROJECT_artifactoryPassword='{v}' ./gradlew publish",
    ),
    k(
        "gradle_enterprise_access_key",
        "config",
        "GRADLE_ENTERPRISE_ACCESS_KEY=ge.acme.example={v}",
        "DEVELOCITY_ACCESS_KEY=develocity.acme.example={v}",
        value=lambda r: alnum(r, 52).lower(),
    ),
    k(
        "maven_settings_server_plain",
        "config",
        "<servers>\n  <server>\n    <id>acme-releases</id>\n    <username>deployer</username>\n"
        "    <password>{v}</password>\n  </server>\n</servers>",
    ),
    k(
        "maven_settings_encrypted_password",
        "config",
        "<server>\n  <id>central</id>\n  <username>acme</username>\n"
        "  <password>{v}</password>\n</server>",
        value=_mvn_enc,
    ),
    k(
        "maven_settings_security_master",
        "config",
        "<settingsSecurity>\n  <master>{v}</master>\n</settingsSecurity>",
        value=_mvn_enc,
    ),
    k(
        "maven_encrypt_password_output",
        "output",
        "$ mvn --encrypt-master-password\nMaster password: \n{v}",
        value=_mvn_enc,
    ),
    k(
        "maven_gpg_passphrase_cli",
        "cli",
        "mvn -B deploy -P release -Dgpg.passphrase='{v}' -DskipTests",
    ),
    k(
        "maven_server_token_github",
        "config",
        "<server>\n  <id>github</id>\n  <username>acme-bot</username>\n"
        "  <password>{v}</password>\n</server>",
        value=_ghp,
    ),
    k(
        "sbt_credentials_file",
        "config",
        "realm=Sonatype Nexus Repository Manager\nhost=nexus.acme.example\nuser=sbt\npassword={v}",
    ),
    k(
        "sbt_credentials_inline",
        "code",
        'credentials += Credentials("Artifactory Realm", "acme.jfrog.io", "sbt-ci", "{v}")',
        value=_jfrog,
    ),
)

_NATIVE: tuple[Kind, ...] = (
    k(
        "conan_remote_login",
        "cli",
        "conan remote login acme-conan ci-user -p {v}",
        "conan remote login -p '{v}' artifactory admin",
    ),
    k(
        "conan_password_env",
        "config",
        "CONAN_LOGIN_USERNAME_ACME=ci\nCONAN_PASSWORD_ACME={v}",
    ),
    k(
        "vcpkg_nuget_binary_source",
        "cli",
        "nuget sources add -Name vcpkg-cache -Source https://pkgs.dev.azure.com/acme/_packaging/"
        "vcpkg/nuget/v3/index.json -UserName ci -Password {v} -StorePasswordInClearText",
        value=lambda r: lower_52(r),
    ),
    k(
        "vcpkg_binary_sources_sas",
        "config",
        'VCPKG_BINARY_SOURCES="clear;x-azblob,https://acmecache.blob.core.windows.net/vcpkg,'
        'sv=2022-11-02&ss=b&srt=co&sp=rwl&se=2027-01-01T00:00:00Z&sig={v},readwrite"',
        value=lambda r: urlsafe(r, 43).replace("-", "%2B").replace("_", "%2F") + "%3D",
    ),
    k(
        "cargo_credentials_toml",
        "config",
        '# ~/.cargo/credentials.toml\n[registry]\ntoken = "{v}"',
        value=lambda r: "cio" + alnum(r, 32),
    ),
    k(
        "cargo_private_registry_token",
        "config",
        '[registries.acme]\ntoken = "Bearer {v}"',
        value=lambda r: urlsafe(r, 48),
    ),
    k(
        "cargo_registry_env_token",
        "cli",
        "CARGO_REGISTRIES_ACME_TOKEN='{v}' cargo publish --registry acme",
        value=lambda r: urlsafe(r, 48),
    ),
    k(
        "goproxy_with_credentials",
        "cli",
        "export GOPROXY=https://go:{v}@athens.acme.example,https://proxy.golang.org,direct\n"
        "export GONOSUMDB=git.acme.example/*",
    ),
    k(
        "goprivate_netrc_gitlab",
        "config",
        "# ~/.netrc for GOPRIVATE=gitlab.acme.example\nmachine gitlab.acme.example login "
        "oauth2 password {v}",
        value=_glpat,
    ),
    k(
        "go_git_insteadof_token",
        "cli",
        'git config --global url."https://acme-ci:{v}@github.com/acme/".insteadOf '
        '"https://github.com/acme/"',
        value=_ghp,
    ),
)

_SCRIPTING: tuple[Kind, ...] = (
    k(
        "composer_auth_http_basic",
        "config",
        '{\n  "http-basic": {\n    "repo.packagist.com": {\n      "username": "token",\n'
        '      "password": "{v}"\n    }\n  }\n}',
        value=lambda r: hexs(r, 40),
    ),
    k(
        "composer_auth_github_oauth",
        "config",
        '{\n  "github-oauth": {\n    "github.com": "{v}"\n  }\n}',
        value=_ghp,
    ),
    k(
        "composer_auth_gitlab_token",
        "config",
        '{\n  "gitlab-token": {\n    "gitlab.acme.example": "{v}"\n  }\n}',
        value=_glpat,
    ),
    k(
        "composer_auth_env",
        "cli",
        'COMPOSER_AUTH=\'{"bearer": {"satis.acme.example": "{v}"}}\' composer install --no-dev',
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "composer_config_cli",
        "cli",
        "composer config --global http-basic.nova.laravel.com ops@acme.example {v}",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "pip_extra_index_url_token",
        "cli",
        "pip install --extra-index-url https://__token__:{v}@gitlab.acme.example/api/v4/"
        "projects/42/packages/pypi/simple acme-core==3.2.0",
        value=_glpat,
    ),
    k(
        "pip_conf_index_url",
        "config",
        "[global]\nindex-url = https://ci:{v}@acme.jfrog.io/artifactory/api/pypi/pypi/simple\n"
        "timeout = 60",
        value=_jfrog,
    ),
    k(
        "pip_index_url_dockerfile",
        "config",
        "FROM python:3.12-slim\nARG PIP_INDEX_URL=https://build:{v}@pypi.acme.example/simple\n"
        "RUN pip install -r requirements.txt",
    ),
    k(
        "poetry_http_basic_env",
        "cli",
        "POETRY_HTTP_BASIC_ACME_USERNAME=ci POETRY_HTTP_BASIC_ACME_PASSWORD='{v}' poetry install",
    ),
    k(
        "poetry_config_cli",
        "cli",
        "poetry config http-basic.acme ci {v}",
        "poetry config pypi-token.pypi {v}",
        value=lambda r: "pypi-AgEIcHlwaS5vcmc" + urlsafe(r, 120),
    ),
    k(
        "uv_index_password_env",
        "config",
        "UV_INDEX_ACME_USERNAME=aws\nUV_INDEX_ACME_PASSWORD={v}",
        value=lambda r: "eyJ2IjoyLCJwIjoi" + b64(r, 200),
    ),
    k(
        "pypirc_password",
        "config",
        "[distutils]\nindex-servers =\n    acme\n\n[acme]\nrepository = "
        "https://upload.pypi.acme.example/\nusername = releaser\npassword = {v}",
    ),
    k(
        "npmrc_scoped_authtoken",
        "config",
        "@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken={v}",
        value=_ghp,
    ),
    k(
        "npmrc_auth_base64",
        "config",
        "registry=https://nexus.acme.example/repository/npm-group/\n"
        "//nexus.acme.example/repository/npm-group/:_auth={v}\nalways-auth=true",
        value=lambda r: b64(r, 28) + "==",
    ),
    k(
        "npmrc_registry_password",
        "config",
        "//npm.acme.example/:username=ci\n//npm.acme.example/:_password={v}\n"
        "//npm.acme.example/:email=ci@acme.example",
        value=lambda r: b64(r, 20) + "=",
    ),
    k(
        "npm_config_cli",
        "cli",
        'npm config set "//registry.npmjs.org/:_authToken" "{v}"',
        value=_npm,
    ),
    k(
        "yarnrc_npm_auth_token",
        "config",
        'npmScopes:\n  acme:\n    npmRegistryServer: "https://npm.acme.example"\n'
        '    npmAuthToken: "{v}"',
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "homebrew_github_token",
        "config",
        "export HOMEBREW_GITHUB_API_TOKEN={v}\nexport HOMEBREW_NO_ANALYTICS=1",
        value=_ghp,
    ),
    k(
        "nuget_config_cleartext",
        "config",
        '<packageSourceCredentials>\n  <acme>\n    <add key="Username" value="ci" />\n'
        '    <add key="ClearTextPassword" value="{v}" />\n  </acme>\n</packageSourceCredentials>',
        value=lambda r: lower_52(r),
    ),
    k(
        "dotnet_nuget_add_source",
        "cli",
        "dotnet nuget add source https://nuget.pkg.github.com/acme/index.json -n github "
        "-u acme-ci -p {v} --store-password-in-clear-text",
        value=_ghp,
    ),
    k(
        "gem_credentials_file",
        "config",
        "---\n:rubygems_api_key: {v}\n:github: Bearer {k20}",
        value=lambda r: "rubygems_" + hexs(r, 48),
    ),
    k(
        "bundler_mirror_credentials",
        "config",
        '---\nBUNDLE_GEMS__CONTRIBSYS__COM: "{v}"\nBUNDLE_JOBS: "4"',
        value=lambda r: hexs(r, 8) + ":" + hexs(r, 8),
    ),
    k(
        "bundle_config_cli",
        "cli",
        "bundle config set --global gems.acme.example ci:{v}",
    ),
    k(
        "cocoapods_trunk_session",
        "config",
        "machine trunk.cocoapods.org\n  login ios@acme.example\n  password {v}",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "jfrog_cli_config_add",
        "cli",
        "jf c add acme --url=https://acme.jfrog.io --user=ci --access-token={v} "
        "--interactive=false",
        value=_jfrog,
    ),
    k(
        "nexus_docker_login_stdin",
        "cli",
        "echo '{v}' | docker login nexus.acme.example:8443 -u ci --password-stdin",
    ),
)

_DEV_ENVS: tuple[Kind, ...] = (
    k(
        "envrc_direnv_export",
        "config",
        "# .envrc\nuse flake\nexport DATABASE_URL=postgres://app@localhost/app\n"
        "export STRIPE_API_KEY={v}",
        value=lambda r: "rk_live_" + alnum(r, 99),
    ),
    k(
        "envrc_dotenv_password",
        "config",
        "# .envrc\nlayout python3\nexport PGPASSWORD='{v}'",
    ),
    k(
        "mise_toml_env",
        "config",
        '[tools]\nnode = "22"\n\n[env]\nSENTRY_AUTH_TOKEN = "{v}"',
        value=lambda r: "sntrys_" + b64(r, 120),
    ),
    k(
        "asdf_plugin_env_token",
        "cli",
        "GITHUB_API_TOKEN={v} asdf install terraform 1.9.8",
        value=_ghp,
    ),
    k(
        "devcontainer_remote_env",
        "config",
        '{\n  "name": "acme-api",\n  "image": "mcr.microsoft.com/devcontainers/python:3.12",\n'
        '  "remoteEnv": {\n    "OPENAI_API_KEY": "{v}"\n  }\n}',
        value=lambda r: "sk-proj-" + urlsafe(r, 120),
    ),
    k(
        "devcontainer_container_env_password",
        "config",
        '  "containerEnv": {\n    "POSTGRES_PASSWORD": "{v}",\n    "POSTGRES_USER": "app"\n  },',
    ),
    k(
        "devcontainer_feature_option_token",
        "config",
        '"features": {\n  "ghcr.io/acme/features/private-registry:1": {\n'
        '    "registry": "npm.acme.example",\n    "token": "{v}"\n  }\n}',
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "codespaces_secret_set",
        "cli",
        "gh secret set DB_PASSWORD --app codespaces --body '{v}' --repos acme/api",
    ),
    k(
        "codespaces_env_printed",
        "output",
        "@octocat ➜ /workspaces/api (main) $ env | grep -i acme\nACME_API_URL=https://api.acme."
        "example\nACME_API_TOKEN={v}",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "gitpod_env_set",
        "cli",
        "gp env NPM_TOKEN={v}",
        value=_npm,
    ),
    k(
        "gitpod_yml_tasks_token",
        "config",
        'tasks:\n  - init: |\n      echo "//registry.npmjs.org/:_authToken={v}" > ~/.npmrc\n'
        "      npm ci",
        value=_npm,
    ),
    k(
        "vscode_tunnel_token",
        "cli",
        "code tunnel --accept-server-license-terms --name acme-gpu user login --provider github "
        "--access-token {v}",
        value=lambda r: "gho_" + alnum(r, 36),
    ),
    k(
        "sshpass_remote_dev",
        "cli",
        "sshpass -p '{v}' ssh -o StrictHostKeyChecking=no dev@10.20.0.15 'cd ~/api && make dev'",
    ),
    k(
        "ssh_proxycommand_token",
        "config",
        "Host devbox\n  HostName devbox.internal\n  User dev\n"
        "  ProxyCommand cloudflared access ssh --hostname %h --service-token-id {h32}.access "
        "--service-token-secret {v}",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "jetbrains_gateway_link_token",
        "chat",
        "jetbrains-gateway://connect#type=ssh&deploy=false&projectPath=/home/dev/api&host="
        "10.20.0.15&port=22&user=dev&authToken={v}",
        value=lambda r: urlsafe(r, 43),
    ),
)


def lower_52(r: random.Random) -> str:
    """An Azure DevOps personal access token: 52 lower-case letters and digits."""
    return alnum(r, 52).lower()


BUILD_KINDS: tuple[Kind, ...] = (*_NIX_BAZEL, *_JVM, *_NATIVE, *_SCRIPTING, *_DEV_ENVS)
