"""Held-out 46's dotfiles managers and remote development (`bench/secret_kinds_heldout46.py`).

Dotfiles: a chezmoi config template's `[data]` with a literal, `chezmoi
data` printing it as JSON, `chezmoi cat` and `execute-template` printing a
rendered file, a yadm alternate file, stow'd `.zshrc` and `.bashrc`
exports, fish's `set -gx` and its `fish_variables` (`SETUVAR --export`),
a `.gitconfig` with a token in a URL. Remote development: an ssh config
whose `ProxyCommand` runs `sshpass -p` and one with a key's passphrase in a
comment, an OpenSSH private key written by a `postCreateCommand`, printed
by `cat` and pasted into an Actions `ssh-private-key` block, a PuTTY
`.ppk`'s `Private-Lines`, `sshpass` and `plink -pw`, WinSCP's `Password`,
rclone's obscured `pass`; tunnels (`cloudflared tunnel run --token` and
`service install`, a tunnel's credentials JSON, `TUNNEL_TOKEN` in compose,
`ngrok config add-authtoken`, `ngrok.yml`, `NGROK_AUTHTOKEN`, ngrok's
`--basic-auth`, frp's `auth.token`, bore's `--secret`, zrok's `enable`, a
token as an ssh user name for a tunnel service); dev environments
(devcontainer.json `containerEnv`, `remoteEnv`, `runArgs -e`,
`postCreateCommand`; Codespaces' `gh secret set --app codespaces` and the
`GITHUB_TOKEN` a codespace prints; Gitpod's `gp env` and `.gitpod.yml`;
Coder's `login --token`, `CODER_SESSION_TOKEN`, `tokens create` output and
an agent token in a template); Tailscale (`tailscale up --authkey`,
`TS_AUTHKEY`, an API key, an OAuth client's secret).
"""

from __future__ import annotations

import base64
import random

from bench.secret_kinds import Kind, alnum, b64, hexs, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout46_mcp import (
    cf_tunnel_token,
    gh_classic,
    gh_fine,
    npm_tok,
    sk_ant,
    sk_proj,
    tok,
    tskey,
)

__all__ = ["REMOTE_KINDS", "ngrok_tok"]


def ngrok_tok(r: random.Random) -> str:
    return "2" + alnum(r, 26) + "_" + alnum(r, 21)


def _ossh_line(r: random.Random) -> str:
    """A line of an OpenSSH private key's body (70 characters of base64)."""
    return b64(r, 70)


def _ossh_key(r: random.Random) -> tuple[str, str]:
    line = _ossh_line(r)
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + line
    return (
        line,
        f"-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n{b64(r, 40)}==\n-----END OPENSSH PRIVATE KE"
        "Y-----\n",
    )


def _postcreate_key(r: random.Random) -> tuple[str, str]:
    line, key = _ossh_key(r)
    escaped = key.replace("\n", "\\\\n")
    return line, (
        '"postCreateCommand": "mkdir -p ~/.ssh && printf \'%s\' \\"'
        + escaped
        + '\\" > ~/.ssh/id_ed25519 && chmod 600 ~/.ssh/id_ed25519"'
    )


def _cat_key(r: random.Random) -> tuple[str, str]:
    line, key = _ossh_key(r)
    return (
        line,
        "$ cat ~/.ssh/id_ed25519\n"
        + key
        + "$ ls -l ~/.ssh/id_ed25519\n-rw------- 1 ana ana 411 Dec  1 09:12 id_ed25519",
    )


def _actions_key(r: random.Random) -> tuple[str, str]:
    line, key = _ossh_key(r)
    body = "".join(f"            {row}\n" for row in key.splitlines())
    return line, (
        "      - uses: webfactory/ssh-agent@v0.9.0\n        with:\n          ssh-private-key: |\n"
        + body
    )


def _ppk(r: random.Random) -> tuple[str, str]:
    line = b64(r, 64)
    return line, (
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: deploy@web01\n"
        f"Public-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAI{b64(r, 43)}\n{b64(r, 20)}\n"
        f"Private-Lines: 1\n{line}\nPrivate-MAC: {hexs(r, 64)}"
    )


def _coder(r: random.Random) -> str:
    return alnum(r, 10) + "-" + alnum(r, 22)


def _winscp_obscured(r: random.Random) -> str:
    return hexs(r, 64).upper()


def _rclone_obscured(r: random.Random) -> str:
    return urlsafe(r, 38)


def _cf_creds(r: random.Random) -> str:
    return base64.b64encode(bytes(r.randrange(256) for _ in range(32))).decode()


_DOTFILES: tuple[Kind, ...] = (
    k(
        "chezmoi_toml_tmpl_data",
        "config",
        '# ~/.config/chezmoi/chezmoi.toml\n[data]\n    email = "ana@acme.test"\n    '
        'openai_key = "{v}"',
        value=sk_proj,
    ),
    k(
        "chezmoi_data_json_output",
        "output",
        '$ chezmoi data | jq .\n{\n  "chezmoi": {\n    "os": "linux"\n  },\n  "email": '
        '"ana@acme.test",\n  "github_token": "{v}"\n}',
        value=gh_classic,
    ),
    k(
        "chezmoi_cat_rendered_npmrc",
        "output",
        "$ chezmoi cat ~/.npmrc\n//registry.npmjs.org/:_authToken={v}",
        value=npm_tok,
    ),
    k(
        "chezmoi_execute_template_output",
        "output",
        "$ chezmoi execute-template '{{ onepasswordRead \"op://dev/anthropic/credential\" }}'\n{v}",
        value=sk_ant,
    ),
    k(
        "yadm_alt_gitconfig_token_url",
        "config",
        '# ~/.gitconfig##os.Linux (yadm alt)\n[url "https://ana-dev:{v}@github.com/"]\n\t'
        "insteadOf = https://github.com/",
        value=gh_fine,
    ),
    k(
        "stow_zshrc_export",
        "config",
        "# dotfiles/zsh/.zshrc (stowed)\nexport PATH=$HOME/.local/bin:$PATH\nexport "
        "ANTHROPIC_API_KEY={v}\nsource $ZSH/oh-my-zsh.sh",
        value=sk_ant,
    ),
    k(
        "bashrc_alias_with_token",
        "config",
        "alias deploy='curl -fsS -H \"Authorization: Bearer {v}\" https://deploy.acme.dev/hook'",
        value=tok,
    ),
    k(
        "fish_set_gx",
        "config",
        "# ~/.config/fish/config.fish\nset -gx HF_TOKEN {v}\nset -gx EDITOR nvim",
        value=lambda r: "hf_" + alnum(r, 34),
    ),
    k(
        "fish_variables_setuvar",
        "config",
        "# This file contains fish universal variable definitions.\n# VERSION: 3.0\nSETUVAR "
        "--export GROQ_API_KEY:{v}\nSETUVAR fish_greeting:\\x1d",
        value=lambda r: "gsk_" + alnum(r, 52),
    ),
)

_SSH: tuple[Kind, ...] = (
    k(
        "ssh_config_proxycommand_sshpass",
        "config",
        "Host bastion-legacy\n    HostName 10.20.0.5\n    User ops\n    ProxyCommand sshpass -p "
        "'{v}' ssh -W %h:%p jump@gw.acme.dev",
    ),
    Kind("devcontainer_postcreate_private_key", "key", _postcreate_key),
    Kind("cat_ssh_private_key_output", "key", _cat_key),
    Kind("actions_ssh_agent_private_key_block", "key", _actions_key),
    Kind("putty_ppk_private_lines", "key", _ppk),
    k(
        "ssh_config_comment_passphrase",
        "config",
        "Host prod-db\n    HostName 10.30.1.4\n    User dba\n    # key passphrase: {v}\n"
        "    IdentityFile ~/.ssh/prod_db_ed25519",
    ),
    k(
        "sshpass_p_command",
        "cli",
        "sshpass -p '{v}' rsync -az ./dist/ deploy@web01:/srv/www/",
        "sshpass -p {v} ssh -o StrictHostKeyChecking=no pi@192.168.1.{d2}",
    ),
    k(
        "plink_pw_flag",
        "cli",
        'plink -ssh -batch -pw "{v}" admin@10.0.0.{d2} "sudo systemctl restart app"',
    ),
    k(
        "winscp_ini_password",
        "config",
        "[Sessions\\deploy@web01]\nHostName=web01.acme.dev\nUserName=deploy\nPassword={v}",
        value=_winscp_obscured,
    ),
    k(
        "rclone_config_obscured_pass",
        "config",
        "[nas]\ntype = sftp\nhost = nas.home.arpa\nuser = ana\npass = {v}\nshell_type = unix",
        value=_rclone_obscured,
    ),
)

_TUNNELS: tuple[Kind, ...] = (
    k(
        "cloudflared_run_token",
        "cli",
        "cloudflared tunnel --no-autoupdate run --token {v}",
        "sudo cloudflared service install {v}",
        value=cf_tunnel_token,
    ),
    k(
        "cloudflared_credentials_json",
        "config",
        '{"AccountTag":"{h32}","TunnelSecret":"{v}","TunnelID":"{uuid}","Endpoint":""}',
        value=_cf_creds,
    ),
    k(
        "compose_tunnel_token_env",
        "config",
        "  cloudflared:\n    image: cloudflare/cloudflared:latest\n    command: tunnel run\n"
        "    environment:\n      - TUNNEL_TOKEN={v}",
        value=cf_tunnel_token,
    ),
    k(
        "ngrok_config_add_authtoken",
        "cli",
        "ngrok config add-authtoken {v}",
        value=ngrok_tok,
    ),
    k(
        "ngrok_yml_authtoken",
        "config",
        'version: "3"\nagent:\n  authtoken: {v}\ntunnels:\n  web:\n    proto: http\n    addr: 3000',
        value=ngrok_tok,
    ),
    k(
        "ngrok_env_authtoken_docker",
        "cli",
        "docker run --net=host -it -e NGROK_AUTHTOKEN={v} ngrok/ngrok:latest http 8080",
        value=ngrok_tok,
    ),
    k(
        "ngrok_basic_auth_flag",
        "cli",
        "ngrok http 3000 --basic-auth 'preview:{v}'",
    ),
    k(
        "frpc_toml_auth_token",
        "config",
        'serverAddr = "frp.acme.dev"\nserverPort = 7000\nauth.method = "token"\nauth.token = '
        '"{v}"\n\n[[proxies]]\nname = "web"\ntype = "http"\nlocalPort = 3000',
        value=tok,
    ),
    k(
        "bore_secret_flag",
        "cli",
        "bore local 5173 --to tunnel.acme.dev --secret {v}",
        value=tok,
    ),
    k(
        "zrok_enable_token",
        "cli",
        "zrok enable {v}",
        value=lambda r: alnum(r, 12),
    ),
    k(
        "tunnel_token_as_ssh_user",
        "cli",
        "ssh -p 443 -R0:localhost:3000 {v}@pro.tunnels.example",
        value=lambda r: alnum(r, 16),
    ),
)

_DEVENV: tuple[Kind, ...] = (
    k(
        "devcontainer_container_env",
        "config",
        '{\n  "name": "shop",\n  "image": "mcr.microsoft.com/devcontainers/typescript-node:22",\n'
        '  "containerEnv": {\n    "NPM_TOKEN": "{v}"\n  }\n}',
        value=npm_tok,
    ),
    k(
        "devcontainer_remote_env_jsonc",
        "config",
        '  // for the MCP servers\n  "remoteEnv": {\n    "ANTHROPIC_API_KEY": "{v}", // TODO '
        'use ${localEnv:...}\n    "PATH": "${containerEnv:PATH}:/workspace/bin"\n  },',
        value=sk_ant,
    ),
    k(
        "devcontainer_run_args_env",
        "config",
        '"runArgs": ["--network=host", "-e", "DATABASE_PASSWORD={v}"]',
    ),
    k(
        "gh_secret_set_codespaces_body",
        "cli",
        "gh secret set OPENAI_API_KEY --app codespaces --repos acme/shop --body '{v}'",
        value=sk_proj,
    ),
    k(
        "codespace_env_github_token",
        "output",
        "@ana-dev ➜ /workspaces/shop (main) $ env | grep -i token\nGITHUB_TOKEN={v}\n"
        "CODESPACE_NAME=ana-dev-shop-{l14}",
        value=lambda r: "ghu_" + alnum(r, 36),
    ),
    k(
        "gitpod_gp_env",
        "cli",
        "gp env STRIPE_SECRET_KEY={v}",
        value=lambda r: "rk_test_" + alnum(r, 99),
    ),
    k(
        "gitpod_yml_task_export",
        "config",
        "tasks:\n  - name: api\n    init: |\n      export DB_PASSWORD={v}\n      npm ci\n    "
        "command: npm run dev",
    ),
    k(
        "coder_login_token",
        "cli",
        "coder login https://coder.acme.dev --token {v}",
        "export CODER_SESSION_TOKEN={v}\ncoder ssh dev",
        value=_coder,
    ),
    k(
        "coder_tokens_create_output",
        "output",
        "$ coder tokens create --name ci --lifetime 720h\n{v}",
        value=_coder,
    ),
    k(
        "coder_template_agent_token",
        "code",
        'resource "docker_container" "workspace" {\n  env = ["CODER_AGENT_TOKEN={v}", '
        '"CODER_AGENT_URL=https://coder.acme.dev"]\n}',
        value=lambda r: f"{hexs(r, 8)}-{hexs(r, 4)}-4{hexs(r, 3)}-b{hexs(r, 3)}-{hexs(r, 12)}",
    ),
    k(
        "tailscale_up_authkey",
        "cli",
        "sudo tailscale up --authkey={v} --ssh --hostname=devbox",
        "tailscale up --auth-key {v} --advertise-tags=tag:dev",
        value=tskey,
    ),
    k(
        "tailscale_compose_ts_authkey",
        "config",
        "  tailscale:\n    image: tailscale/tailscale:latest\n    environment:\n      - TS_AUTHKEY="
        "{v}\n      - TS_STATE_DIR=/var/lib/tailscale",
        value=tskey,
    ),
    k(
        "tailscale_api_key_curl",
        "cli",
        "curl -u '{v}:' https://api.tailscale.com/api/v2/tailnet/-/devices",
        value=lambda r: f"tskey-api-{alnum(r, 12)}CNTRL-{alnum(r, 33)}",
    ),
    k(
        "tailscale_oauth_client_secret",
        "config",
        "      - uses: tailscale/github-action@v3\n        with:\n          oauth-client-id: "
        "k{k11}CNTRL\n          oauth-secret: {v}\n          tags: tag:ci",
        value=lambda r: f"tskey-client-{alnum(r, 12)}CNTRL-{alnum(r, 33)}",
    ),
)

REMOTE_KINDS: tuple[Kind, ...] = (*_DOTFILES, *_SSH, *_TUNNELS, *_DEVENV)
