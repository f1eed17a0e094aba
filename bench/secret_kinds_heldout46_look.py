"""The look-alikes of held-out 46 (`bench/secret_kinds_heldout46.py`): no secret in any of them.

What a developer's agent tooling prints and holds that looks like a secret
and is not, in this set's shapes. This file holds the drawn ones (three
draws each); `_look2.py` the fixed ones.

The decisions the set makes: public keys and what names them are
look-alikes (an `ssh-ed25519` line, `ssh-add -l` and a host key's
`SHA256:` fingerprint, `gpg -K` fingerprints and keygrips, a WireGuard
peer's public key in `wg show`, a tailnet's `nodekey:`, an age recipient,
a JWKS `n`, a TLS certificate's base64 in a Kubernetes `tls.crt`, an OAuth
client's public id, a PKCE `code_challenge`); values a key encrypts stay
shut without it (a sops `ENC[AES256_GCM,…]`, an Ansible Vault body);
hashes and digests open nothing (npm `integrity`, `uv.lock` and pip
`--hash`es, image and devcontainer feature digests, chezmoi's
`contentsSHA256`, hashed `known_hosts` entries, a keychain's date
attributes written in hex); identifiers are look-alikes (tool-use,
message and request ids, a session's and a transcript's uuid, MCP
JSON-RPC ids, container, commit, run and node ids, 1Password item and user
ids, Bitwarden item ids, Coder's token ids without their secret part, a
Vault cluster id and mount accessor, a tunnel's id, an Infisical
workspace id, systemd's `INVOCATION_ID`, `WT_SESSION`, a Codespace's and a
Gitpod workspace's name, hardware serial numbers and MACs).
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import LookAlike, b64, digits, hexs, look_alikes, lower_alnum, pick
from bench.secret_kinds_heldout46_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_B32UP = string.ascii_uppercase + "234567"
_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-8{h[17:20]}-{h[20:]}"


def _raw64(r: random.Random, n: int) -> str:
    return base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()


def _fp(r: random.Random) -> str:
    return "SHA256:" + _raw64(r, 32).rstrip("=")


def _ed_pub(r: random.Random) -> str:
    return "AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(r, 43)


def _mac(r: random.Random) -> str:
    return ":".join(f"{r.randrange(256):02x}" for _ in range(6))


def _ts(r: random.Random) -> str:
    return f"2026-12-0{r.randrange(1, 3)}T{r.randrange(24):02d}:{r.randrange(60):02d}:" + (
        f"{r.randrange(60):02d}Z"
    )


def _hex_date(r: random.Random) -> str:
    """A keychain item's date as `security` prints it: the ASCII of a timestamp in hex, and it."""
    stamp = f"2026120{r.randrange(1, 3)}{r.randrange(24):02d}{r.randrange(60):02d}" + (
        f"{r.randrange(60):02d}Z"
    )
    return stamp.encode().hex().upper() + f'00  "{stamp}\\000"'


def _caller_identity(r: random.Random) -> str:
    account = digits(r, 12)
    return (
        f'{{\n    "UserId": "AIDA{pick(r, _B32UP, 17)}",\n    "Account": "{account}",\n'
        f'    "Arn": "arn:aws:iam::{account}:user/ana"\n}}'
    )


def _agent_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "claude_tool_use_and_request_ids",
            f'{{"type": "assistant", "uuid": "{_uuid(r)}", "parentUuid": "{_uuid(r)}", '
            f'"sessionId": "{_uuid(r)}", "requestId": "req_011C{pick(r, string.ascii_letters, 20)}'
            f'", "message": {{"id": "msg_01{pick(r, string.ascii_letters + string.digits, 22)}", '
            f'"content": [{{"type": "tool_use", "id": "toolu_01{pick(r, string.ascii_letters, 22)}'
            f'", "name": "Bash"}}]}}}}',
        ),
        (
            "claude_transcript_path",
            f"~/.claude/projects/-home-ana-src-shop/{_uuid(r)}.jsonl",
        ),
        (
            "codex_rollout_file_name",
            f"~/.codex/sessions/2026/12/02/rollout-2026-12-02T09-{r.randrange(10, 59)}-"
            f"{r.randrange(10, 59)}-{_uuid(r)}.jsonl",
        ),
        (
            "mcp_jsonrpc_result_commit",
            f'{{"jsonrpc": "2.0", "id": {r.randrange(2, 90)}, "result": {{"content": [{{"type": '
            f'"text", "text": "Created commit {hexs(r, 40)} on branch feat/login"}}], '
            f'"isError": false}}}}',
        ),
        (
            "mcp_server_package_lock_integrity",
            f'"node_modules/@modelcontextprotocol/server-github": {{\n  "version": "2025.4.8",\n'
            f'  "resolved": "https://registry.npmjs.org/@modelcontextprotocol/server-github/-/'
            f'server-github-2025.4.8.tgz",\n  "integrity": "sha512-{_raw64(r, 64)}"\n}}',
        ),
        (
            "mcp_docker_image_digest",
            f'"args": ["run", "-i", "--rm", "-e", "GITHUB_PERSONAL_ACCESS_TOKEN", '
            f'"ghcr.io/github/github-mcp-server@sha256:{hexs(r, 64)}"]',
        ),
        (
            "claude_json_user_id",
            f'{{"numStartups": {r.randrange(2, 400)}, "userID": "{hexs(r, 64)}", '
            f'"firstStartTime": "{_ts(r)}", "hasCompletedOnboarding": true}}',
        ),
        (
            "cursor_telemetry_machine_id",
            f'"telemetry.machineId": "{hexs(r, 64)}",\n"telemetry.devDeviceId": "{_uuid(r)}"',
        ),
        (
            "mcp_oauth_client_id_public",
            f'"oauth": {{"clientId": "Ov23li{pick(r, string.ascii_letters + string.digits, 14)}",'
            f' "callbackPort": {r.randrange(3000, 9999)}, "scopes": ["repo", "read:org"]}}',
        ),
        (
            "mcp_oauth_authorize_url_pkce",
            "Please open this URL to authorize: https://auth.acme.dev/authorize?response_type=code"
            f"&client_id={lower_alnum(r, 20)}&code_challenge="
            f"{_raw64(r, 32).rstrip('=').replace('+', '-').replace('/', '_')}"
            "&code_challenge_method=S256&redirect_uri=http%3A%2F%2Flocalhost%3A"
            f"{r.randrange(3000, 9999)}%2Fcallback",
        ),
        (
            "openai_response_ids",
            f'{{"id": "chatcmpl-{pick(r, string.ascii_letters + string.digits, 29)}", "object": '
            f'"chat.completion", "created": 17646{digits(r, 5)}, "system_fingerprint": '
            f'"fp_{hexs(r, 10)}"}}',
        ),
        (
            "google_oauth_client_id_public",
            f'"client_id": "{digits(r, 12)}-{lower_alnum(r, 32)}.apps.googleusercontent.com"',
        ),
    ]


def _dump_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "env_dump_session_ids",
            f"INVOCATION_ID={hexs(r, 32)}\nJOURNAL_STREAM=8:{digits(r, 5)}\nWT_SESSION={_uuid(r)}\n"
            f"TERM_SESSION_ID=w0t0p0:{_uuid(r).upper()}\nVSCODE_GIT_IPC_HANDLE=/run/user/1000/"
            f"vscode-git-{hexs(r, 10)}.sock",
        ),
        (
            "env_dump_git_commit_build",
            f"GIT_COMMIT={hexs(r, 40)}\nBUILD_ID={digits(r, 5)}\nCLAUDE_CODE_SSE_PORT="
            f"{r.randrange(10000, 60000)}\nCLAUDECODE=1",
        ),
        (
            "docker_inspect_ids_and_mac",
            f'"Id": "{hexs(r, 64)}",\n"Image": "sha256:{hexs(r, 64)}",\n"NetworkSettings": {{'
            f'"MacAddress": "{_mac(r)}", "IPAddress": "172.17.0.{r.randrange(2, 250)}"}}',
        ),
        (
            "kubectl_secret_tls_crt",
            f"data:\n  tls.crt: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSU{b64(r, 120)}\n"
            f"kind: Secret\nmetadata:\n  name: shop-tls\n  uid: {_uuid(r)}\n  resourceVersion: "
            f'"{digits(r, 7)}"\ntype: kubernetes.io/tls',
        ),
        (
            "git_config_signingkey_id",
            f"user.name=Ana\nuser.email=ana@acme.test\nuser.signingkey={hexs(r, 16).upper()}\n"
            "commit.gpgsign=true\ncredential.helper=osxkeychain",
        ),
        (
            "git_log_oneline",
            f"$ git log --oneline -3\n{hexs(r, 7)} fix: retry MCP connect\n{hexs(r, 7)} chore: "
            f"bump server-github\n{hexs(r, 7)} feat: add .mcp.json",
        ),
        (
            "gh_api_user_ids",
            f'{{"login": "ana-dev", "id": {digits(r, 8)}, "node_id": "U_kgDO'
            f'{pick(r, string.ascii_letters + string.digits, 8)}", "type": "User"}}',
        ),
        (
            "gh_ssh_key_list",
            f"$ gh ssh-key list\ntitle        type            key                              "
            f"   added         id\ndevbox       authentication  ssh-ed25519 {_ed_pub(r)[:24]}... "
            f"about 2 days ago  {digits(r, 9)}",
        ),
        (
            "npm_token_list_truncated",
            f"$ npm token list\n┌────────┬─────────┬────────────┬──────────┐\n│ id     │ token   │"
            f" created    │ readonly │\n├────────┼─────────┼────────────┼──────────┤\n│ "
            f"{hexs(r, 6)} │ {hexs(r, 6)}… │ 2026-11-30 │ no       │",
        ),
        (
            "pip_requirements_hashes",
            f"mcp==1.21.0 \\\n    --hash=sha256:{hexs(r, 64)} \\\n    --hash=sha256:{hexs(r, 64)}",
        ),
        (
            "uv_lock_hash",
            f'[[package]]\nname = "mcp"\nversion = "1.21.0"\nsdist = {{ url = "https://files.'
            f'pythonhosted.org/packages/{hexs(r, 2)}/{hexs(r, 2)}/{hexs(r, 60)}/mcp-1.21.0.tar.gz",'
            f' hash = "sha256:{hexs(r, 64)}" }}',
        ),
        (
            "aws_caller_identity",
            _caller_identity(r),
        ),
        (
            "aws_configure_list_masked",
            f"      Name                    Value             Type    Location\n      ----      "
            f"              -----             ----    --------\n   profile                 dev  "
            f"           manual    --profile\naccess_key     ****************{pick(r, _B32UP, 4)}"
            f" shared-credentials-file\nsecret_key     ****************{pick(r, _B32UP, 4)} "
            "shared-credentials-file",
        ),
        (
            "az_account_show_ids",
            f'{{"id": "{_uuid(r)}", "tenantId": "{_uuid(r)}", "user": {{"name": "ana@acme.test", '
            f'"type": "user"}}, "isDefault": true}}',
        ),
    ]


def _key_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("ssh_ed25519_public_line", f"ssh-ed25519 {_ed_pub(r)} ana@devbox"),
        (
            "ssh_add_l_fingerprint",
            f"$ ssh-add -l\n256 {_fp(r)} ana@devbox (ED25519)\n3072 {_fp(r)} deploy@ci (RSA)",
        ),
        (
            "ssh_host_key_first_connect",
            f"The authenticity of host 'devbox ({r.randrange(1, 254)}.{r.randrange(255)}.0.4)' "
            f"can't be established.\nED25519 key fingerprint is {_fp(r)}.\nThis key is not known "
            "by any other names.",
        ),
        (
            "known_hosts_hashed",
            f"|1|{_raw64(r, 20)}|{_raw64(r, 20)} ssh-ed25519 {_ed_pub(r)}",
        ),
        (
            "gpg_k_fingerprint_keygrip",
            f"sec   ed25519 2025-03-11 [SC]\n      {hexs(r, 40).upper()}\n      Keygrip = "
            f"{hexs(r, 40).upper()}\nuid           [ultimate] Ana <ana@acme.test>",
        ),
        (
            "wg_show_public_keys",
            f"interface: wg0\n  public key: {_raw64(r, 32)}\n  private key: (hidden)\n  listening "
            f"port: 51820\n\npeer: {_raw64(r, 32)}\n  endpoint: 203.0.113.{r.randrange(2, 250)}"
            ":51820\n  allowed ips: 10.8.0.2/32",
        ),
        (
            "tailscale_status_json_nodekey",
            f'"Self": {{"ID": "n{pick(r, string.ascii_letters + string.digits, 16)}CNTRL", '
            f'"PublicKey": "nodekey:{hexs(r, 64)}", "HostName": "devbox", "TailscaleIPs": '
            f'["100.{r.randrange(64, 127)}.{r.randrange(255)}.{r.randrange(255)}"]}}',
        ),
        (
            "age_recipient_public",
            "creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age"
            f"1{pick(r, _BECH, 58)}",
        ),
        (
            "sops_encrypted_values",
            f"db:\n    password: ENC[AES256_GCM,data:{_raw64(r, 18)},iv:{_raw64(r, 32)},tag:"
            f'{_raw64(r, 16)},type:str]\nsops:\n    lastmodified: "{_ts(r)}"\n    mac: '
            f"ENC[AES256_GCM,data:{_raw64(r, 32)},iv:{_raw64(r, 32)},tag:{_raw64(r, 16)},type:str]",
        ),
        (
            "ansible_vault_body",
            f"$ANSIBLE_VAULT;1.1;AES256\n{hexs(r, 80)}\n{hexs(r, 80)}\n{hexs(r, 40)}",
        ),
        (
            "jwks_public_key",
            f'{{"keys": [{{"kty": "RSA", "kid": "{hexs(r, 16)}", "use": "sig", "alg": "RS256", '
            f'"n": "{_raw64(r, 120).rstrip("=").replace("+", "-").replace("/", "_")}", "e": "AQAB"'
            "}]}",
        ),
        (
            "keychain_find_cert_hashes",
            f'SHA-256 hash: {hexs(r, 64).upper()}\nSHA-1 hash: {hexs(r, 40).upper()}\nkeychain: "'
            '/Library/Keychains/System.keychain"\nversion: 512',
        ),
    ]


def _vault_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "op_item_list_ids",
            f"$ op item list --vault dev\nID                            TITLE          VAULT    "
            f"EDITED\n{pick(r, string.ascii_lowercase + '234567', 26)}    GitHub MCP     dev      "
            f"2 days ago\n{pick(r, string.ascii_lowercase + '234567', 26)}    Anthropic      dev  "
            "    3 weeks ago",
        ),
        (
            "op_whoami_user_id",
            f"URL:          https://acme.1password.com\nEmail:        ana@acme.test\nUser ID:      "
            f"{pick(r, _B32UP, 26)}\nUser Type:    HUMAN",
        ),
        (
            "bw_status_json",
            f'{{"serverUrl": "https://vault.bitwarden.eu", "lastSync": "{_ts(r)}", "userEmail": '
            f'"ana@acme.test", "userId": "{_uuid(r)}", "status": "locked"}}',
        ),
        (
            "bw_list_items_ids",
            f'[{{"object": "item", "id": "{_uuid(r)}", "organizationId": null, "folderId": '
            f'"{_uuid(r)}", "name": "ngrok", "revisionDate": "{_ts(r)}"}}]',
        ),
        (
            "keychain_attributes_hex_dates",
            'attributes:\n    "acct"<blob>="ana"\n    "cdat"<timedate>=0x'
            + _hex_date(r)
            + '\n    "svce"<blob>="openai"\n    "crtr"<uint32>=<NULL>',
        ),
        (
            "vault_status_cluster_id",
            f"Key             Value\n---             -----\nSeal Type       shamir\nInitialized    "
            f" true\nSealed          false\nVersion         1.18.{r.randrange(0, 5)}\nCluster I"
            "D    "
            f"  {_uuid(r)}\nHA Enabled      false",
        ),
        (
            "vault_secrets_list_accessors",
            f"Path          Type         Accessor              Description\n----          ----   "
            f"      --------              -----------\nsecret/       kv           kv_{hexs(r, 8)}  "
            f"         n/a\nsys/          system       system_{hexs(r, 8)}       system endpoints",
        ),
        (
            "vault_kv_metadata",
            f"======= Metadata =======\nKey                Value\n---                -----\n"
            f"created_time       {_ts(r)}\ncustom_metadata    <nil>\ndeletion_time      n/a\n"
            f"destroyed          false\nversion            {r.randrange(1, 9)}",
        ),
        (
            "infisical_json_workspace_id",
            f'{{\n    "workspaceId": "{_uuid(r)}",\n    "defaultEnvironment": "dev",\n    '
            '"gitBranchToEnvironmentMapping": null\n}',
        ),
        (
            "keepassxc_entry_uuid",
            f"Title: GitHub\nUserName: ana-dev\nPassword: PROTECTED\nURL: https://github.com\n"
            f"Uuid: {{{hexs(r, 32)}}}",
        ),
        (
            "coder_tokens_list_ids",
            f"$ coder tokens list\nID          NAME  LAST USED             EXPIRES AT            "
            f"CREATED AT\n{pick(r, string.ascii_letters + string.digits, 10)}  ci    {_ts(r)}  "
            f"2027-01-01T00:00:00Z  {_ts(r)}",
        ),
    ]


def _remote_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "cloudflared_tunnel_list",
            f"$ cloudflared tunnel list\nID                                   NAME    CREATED    "
            f"          CONNECTIONS\n{_uuid(r)} devbox  {_ts(r)} 2xAMS, 2xFRA",
        ),
        (
            "cloudflared_config_credentials_path",
            f"tunnel: {_uuid(r)}\ncredentials-file: /home/ana/.cloudflared/{_uuid(r)}.json\n"
            "ingress:\n  - hostname: dev.acme.dev\n    service: http://localhost:3000\n  - "
            "service: http_status:404",
        ),
        (
            "ngrok_public_url",
            f"Forwarding                    https://{hexs(r, 4)}-{r.randrange(2, 250)}-"
            f"{r.randrange(2, 250)}-{r.randrange(2, 250)}.ngrok-free.app -> http://localhost:3000",
        ),
        (
            "codespace_name",
            f"$ gh codespace list\nNAME                                  DISPLAY NAME  REPOSITORY"
            f"  BRANCH  STATE\nana-dev-{pick(r, string.ascii_lowercase, 6)}-space-"
            f"{lower_alnum(r, 14)}  shop          acme/shop   main    Available",
        ),
        (
            "gitpod_workspace_url",
            f"https://acme-shop-{lower_alnum(r, 8)}.ws-eu{r.randrange(100, 120)}.gitpod.io",
        ),
        (
            "devcontainer_lock_digests",
            f'"ghcr.io/devcontainers/features/node:1": {{\n  "version": "1.6.{r.randrange(0, 9)}",'
            f'\n  "resolved": "ghcr.io/devcontainers/features/node@sha256:{hexs(r, 64)}",\n'
            f'  "integrity": "sha256:{hexs(r, 64)}"\n}}',
        ),
        (
            "chezmoi_state_dump_hashes",
            f'"entryState": {{\n  "/home/ana/.zshrc": {{\n    "type": "file",\n    "mode": 420,\n'
            f'    "contentsSHA256": "{hexs(r, 64)}"\n  }}\n}}',
        ),
        (
            "coder_workspace_agent_id",
            f"Agent {_uuid(r)} connected (latency {r.randrange(5, 90)}ms) — workspace ana/dev",
        ),
        (
            "ip_link_mac",
            f"2: eth0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP\n    link/ether"
            f" {_mac(r)} brd ff:ff:ff:ff:ff:ff",
        ),
        (
            "hardware_serial_and_uuid",
            f"      Serial Number (system): C02{pick(r, string.ascii_uppercase + string.digits, 9)}"
            f"\n      Hardware UUID: {_uuid(r).upper()}\n      Provisioning UDID: "
            f"{hexs(r, 8).upper()}-{hexs(r, 16).upper()}",
        ),
        (
            "ykman_info_serial",
            f"Device type: YubiKey 5C NFC\nSerial number: {digits(r, 8)}\nFirmware version: 5.7.1"
            "\nForm factor: Keychain (USB-C)",
        ),
    ]


def _hist_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "zsh_history_harmless_hashes",
            f": 17646{digits(r, 5)}:0;git cherry-pick {hexs(r, 40)}\n: 17646{digits(r, 5)}:0;"
            f"docker pull ghcr.io/acme/api@sha256:{hexs(r, 64)}",
        ),
        (
            "fish_history_harmless",
            f"- cmd: git reset --hard {hexs(r, 12)}\n  when: 17646{digits(r, 5)}\n- cmd: kubectl "
            f"rollout restart deploy/api\n  when: 17646{digits(r, 5)}",
        ),
        (
            "bash_history_uuid_arguments",
            f"  301  gh run view {digits(r, 11)} --log-failed\n  302  kubectl delete pod "
            f"api-{lower_alnum(r, 10)}-{lower_alnum(r, 5)}\n  303  op item get"
            f" {pick(r, 'abcdefghijklmnopqrstuvwxyz234567', 26)}",
        ),
        (
            "asciinema_header_and_ids",
            f'{{"version": 2, "width": 120, "height": 30, "timestamp": 17646{digits(r, 5)}, '
            f'"idle_time_limit": 2.0, "env": {{"SHELL": "/bin/zsh", "TERM": "xterm-256color"}}}}\n'
            f'[0.51, "o", "request id: {_uuid(r)}\\r\\n"]',
        ),
        (
            "typescript_colour_ls_hashes",
            f"\x1b[0m\x1b[01;34m{hexs(r, 2)}\x1b[0m  \x1b[01;34m{hexs(r, 2)}\x1b[0m  "
            f"{hexs(r, 38)}\r\n",
        ),
        (
            "asciinema_output_container_id",
            f'[2.04, "o", "\\u001b[32m✔\\u001b[0m Container shop-api-1  Started  '
            f'{hexs(r, 12)}\\r\\n"]',
        ),
    ]


def _more_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "gh_run_list_ids",
            f"$ gh run list -L 2\nSTATUS  TITLE            WORKFLOW  BRANCH  EVENT  ID           "
            f"ELAPSED\n✓       bump mcp server  ci        main    push   {digits(r, 11)}  2m11s\n"
            f"X       fix hooks        ci        main    push   {digits(r, 11)}  1m02s",
        ),
        (
            "kubectl_get_pods_hash_suffix",
            "NAME                          READY   STATUS    RESTARTS   AGE\napi"
            f"-{lower_alnum(r, 10)}"
            f"-{lower_alnum(r, 5)}   1/1     Running   0          3h",
        ),
        (
            "anthropic_response_headers",
            f"request-id: req_011C{pick(r, string.ascii_letters + string.digits, 20)}\n"
            f"anthropic-ratelimit-requests-remaining: {r.randrange(10, 4000)}\ncf-ray: "
            f"{hexs(r, 16)}-AMS",
        ),
        (
            "openssl_cert_serial",
            f"$ openssl x509 -in dev.crt -noout -serial -fingerprint -sha256\nserial="
            f"{hexs(r, 32).upper()}\nsha256 Fingerprint="
            + ":".join(hexs(r, 2).upper() for _ in range(32)),
        ),
        (
            "docker_ps_ids",
            f"CONTAINER ID   IMAGE                   STATUS\n{hexs(r, 12)}   ghcr.io/github/github-"
            f"mcp-server   Up 2 hours\n{hexs(r, 12)}   postgres:16             Up 2 hours",
        ),
        (
            "mcp_progress_token",
            f'{{"jsonrpc": "2.0", "method": "notifications/progress", "params": {{"progressToken": '
            f'"{_uuid(r)}", "progress": {r.randrange(1, 100)}, "total": 100}}}}',
        ),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        *_agent_rounds(r),
        *_dump_rounds(r),
        *_key_rounds(r),
        *_vault_rounds(r),
        *_remote_rounds(r),
        *_hist_rounds(r),
        *_more_rounds(r),
    ]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes("kenning-wide-heldout46-look", _rounds, FIXED)
