"""The look-alikes of held-out 39 (`bench/secret_kinds_heldout39.py`): no secret in any of them.

What artefacts, caches, state and histories hold that looks like a secret
and is not, in this set's shapes. This file holds the drawn ones (three draws
each). Built code: content-hashed asset names, source maps' `mappings` and
their inline base64 (of a map with no secret), build and VCS ids baked into
binaries, public app ids in decompiled apps, a base image's public GPG
fingerprint in `docker inspect`, image and layer digests, Helm release
names and revisions. State and caches: Terraform serials, lineages and
resource ids, ARNs, lockfiles' integrity strings and checksums, `go.sum`
lines, cache paths named by hashes, snapshot revisions, ETags and request
ids in a copied request, analytics ids in storage, IntelliJ's project id.
Histories: commit, tree and blob ids, history timestamps, commands that
read a secret from a variable or a prompt, notebooks' PNG outputs, build
ids and UUIDs in crash reports. OS: machine GUIDs, WireGuard public keys,
host keys' fingerprints, NetworkManager's UUIDs. Formats: checksums in
protobuf text, public keys in CBOR, hashes in YAML, TOML and XML.
"""

from __future__ import annotations

import base64
import json
import random
import string

from bench.secret_kinds import (
    LookAlike,
    alnum,
    b64,
    digits,
    hexs,
    look_alikes,
    lower_alnum,
    pick,
    uuid4,
)
from bench.secret_kinds_heldout39_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_UPD = string.ascii_uppercase + string.digits
_VLQ = string.ascii_letters + string.digits + "+/"


def _uuid(r: random.Random) -> str:
    return uuid4(r, "b")


def _sri(r: random.Random) -> str:
    return "sha512-" + base64.b64encode(r.randbytes(64)).decode()


def _vlq(r: random.Random) -> str:
    return ";".join(
        ",".join(pick(r, _VLQ, r.choice((4, 5, 6))) for _ in range(4)) for _ in range(3)
    )


def _built_rounds(r: random.Random) -> list[tuple[str, str]]:
    smap = json.dumps({"version": 3, "sources": ["src/app.ts"], "mappings": _vlq(r)})
    inline = base64.b64encode(smap.encode()).decode()
    return [
        ("asset_content_hash_names", f"dist/assets/index-{lower_alnum(r, 8)}.js   142.31 kB"),
        ("next_build_id", f"$ cat .next/BUILD_ID\n{alnum(r, 21)}"),
        ("sourcemap_mappings", f'{{"version":3,"file":"main.js","mappings":"{_vlq(r)}"}}'),
        ("inline_sourcemap_base64", f"//# sourceMappingURL=data:application/json;base64,{inline}"),
        ("webpack_chunk_hash_map", f'o.u=e=>e+"."+{{{digits(r, 3)}:"{hexs(r, 20)}"}}[e]+".js"'),
        (
            "go_buildinfo_vcs_revision",
            f"\tbuild\tvcs.revision={hexs(r, 40)}\n\tbuild\tvcs.modified=false",
        ),
        (
            "elf_build_id",
            f"$ file ./api\n./api: ELF 64-bit LSB executable, BuildID[sha1]={hexs(r, 40)}",
        ),
        (
            "android_google_app_id",
            f'<string name="google_app_id">1:{digits(r, 12)}:android:{hexs(r, 16)}</string>',
        ),
        (
            "google_services_project_number",
            f'"project_info": {{"project_number": "{digits(r, 12)}", "project_id": "acme-prod"}}',
        ),
        ("smali_const_string_url", f'    const-string v0, "https://cdn.acme.io/v{digits(r, 2)}/"'),
        (
            "jadx_serial_version_uid",
            f"    private static final long serialVersionUID = {digits(r, 18)}L;",
        ),
        (
            "info_plist_bundle_uuid",
            f"<key>DTPlatformBuild</key>\n<string>{_uuid(r).upper()}</string>",
        ),
        (
            "pyc_header_hex",
            f"$ xxd -l 16 mod.pyc\n00000000: cb0d 0d0a 0000 0000 {hexs(r, 4)} {hexs(r, 4)}  ....."
            "...........",
        ),
        (
            "docker_inspect_gpg_fingerprint",
            f'"Env": [\n    "PATH=/usr/local/bin:/usr/bin",\n    "GPG_KEY={hexs(r, 40).upper()}",\n'
            '    "PYTHON_VERSION=3.12.7"\n]',
        ),
        ("docker_image_digest", f"acme/api@sha256:{hexs(r, 64)}"),
        (
            "docker_history_ids",
            f"IMAGE          CREATED        SIZE\n{hexs(r, 12)}   2 days ago     87.4MB",
        ),
        (
            "docker_save_manifest",
            f'[{{"Config":"{hexs(r, 64)}.json","Layers":["{hexs(r, 64)}/layer.tar"]}}]',
        ),
        (
            "helm_history_revisions",
            f"REVISION  UPDATED                   STATUS\n{r.randrange(2, 40)}  Mon Nov 30 10:11:"
            "12 2026  deployed",
        ),
        ("asar_integrity_hash", f'"integrity": {{"algorithm": "SHA256", "hash": "{hexs(r, 64)}"}}'),
    ]


def _state_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "tfstate_lineage_serial",
            f'{{"version": 4, "serial": {r.randrange(1, 900)}, "lineage": "{_uuid(r)}"}}',
        ),
        (
            "tfstate_resource_ids",
            f'"id": "i-0{hexs(r, 16)}",\n"arn": "arn:aws:ec2:eu-west-1:{digits(r, 12)}:instance/i'
            f'-0{hexs(r, 16)}"',
        ),
        (
            "tfstate_sg_vpc_ids",
            f'"vpc_security_group_ids": ["sg-0{hexs(r, 16)}"], "subnet_id": "subnet-{hexs(r, 17)}"',
        ),
        (
            "tfplan_sensitive_marker",
            f'"after_sensitive": {{"password": true}}, "after":'
            f' {{"identifier": "db-{lower_alnum(r, 6)}"}}',
        ),
        (
            "pulumi_urn_and_id",
            '"urn": "urn:pulumi:prod::api::aws:s3/bucket:Bucket::assets", "id": "assets'
            f'-{hexs(r, 7)}"',
        ),
        (
            "package_lock_integrity",
            f'"node_modules/lodash": {{\n  "version": "4.17.21",\n  "integrity": "{_sri(r)}"\n}}',
        ),
        ("pnpm_lock_resolution", f"  /react@18.3.1:\n    resolution: {{integrity: {_sri(r)}}}"),
        ("yarn_berry_checksum", f'"chalk@npm:^5.3.0":\n  checksum: 10c0/{hexs(r, 128)}'),
        (
            "cargo_lock_checksum",
            f'[[package]]\nname = "serde"\nversion = "1.0.215"\nchecksum = "{hexs(r, 64)}"',
        ),
        (
            "poetry_lock_hash",
            f'    {{file = "requests-2.32.3-py3-none-any.whl", hash = "sha256:{hexs(r, 64)}"}},',
        ),
        ("go_sum_line", f"golang.org/x/sys v0.27.0 h1:{b64(r, 43)}="),
        ("pip_hash_requirement", f"certifi==2024.8.30 \\\n    --hash=sha256:{hexs(r, 64)}"),
        (
            "composer_lock_reference",
            f'"source": {{"type": "git", "reference": "{hexs(r, 40)}"}}, "dist": {{"shasum": ""}}',
        ),
        (
            "npm_cacache_path",
            f"~/.npm/_cacache/content-v2/sha512/{hexs(r, 2)}/{hexs(r, 2)}/{hexs(r, 124)}",
        ),
        (
            "hf_cache_snapshot",
            f"~/.cache/huggingface/hub/models--bert-base-uncased/snapshots/{hexs(r, 40)}/config.j"
            "son",
        ),
        (
            "gradle_cache_path",
            f"~/.gradle/caches/modules-2/files-2.1/com.squareup.okio/okio/3.9.0/{hexs(r, 40)}/oki"
            "o-3.9.0.jar",
        ),
        ("pip_cache_http_path", f"~/.cache/pip/http-v2/{hexs(r, 3)}/{hexs(r, 56)}.body"),
        (
            "sqlite_dump_hashes",
            f"INSERT INTO migrations VALUES({r.randrange(1, 99)},'{hexs(r, 32)}','2026-11-01');",
        ),
        (
            "redis_monitor_keys",
            f'{digits(r, 10)}.{digits(r, 6)} [0 127.0.0.1:{r.randrange(40000, 60000)}] "GET" "cac'
            f'he:{hexs(r, 40)}"',
        ),
        ("localstorage_analytics_id", f'{{"ajs_anonymous_id":"\\"{_uuid(r)}\\"","theme":"dark"}}'),
        (
            "cookies_txt_consent",
            f".acme.io\tTRUE\t/\tFALSE\t{digits(r, 10)}\t_ga\tGA1.2.{digits(r, 9)}.{digits(r, 10)}",
        ),
        (
            "curl_copy_etag_request_id",
            f"curl 'https://api.acme.io/v1/items' \\\n  -H 'if-none-match: W/\"{hexs(r, 32)}\"' "
            f"\\\n  -H 'x-request-id: {_uuid(r)}'",
        ),
        ("idea_project_id", f'<component name="ProjectId" id="{alnum(r, 27)}" />'),
        (
            "vscode_workspace_storage_hash",
            f"~/.config/Code/User/workspaceStorage/{hexs(r, 32)}/state.vscdb",
        ),
        (
            "kube_cache_discovery_path",
            f"~/.kube/cache/discovery/10.0.0.1_6443/v1/serverresources.json  {hexs(r, 64)}",
        ),
        ("aws_cli_cache_filename", f"$ ls ~/.aws/cli/cache/\n{hexs(r, 40)}.json"),
    ]


def _hist_rounds(r: random.Random) -> list[tuple[str, str]]:
    png = base64.b64encode(b"\x89PNG\r\n\x1a\n" + r.randbytes(90)).decode()
    return [
        (
            "zsh_history_env_reference",
            f': {digits(r, 10)}:0;curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.githu'
            "b.com/user",
        ),
        (
            "fish_history_read_prompt",
            f"- cmd: read -s DB_PASS; and export DB_PASS\n  when: {digits(r, 10)}",
        ),
        ("bash_history_git_checkout_sha", f"#{digits(r, 10)}\ngit checkout {hexs(r, 40)}"),
        (
            "git_reflog_ids",
            f"{hexs(r, 7)} HEAD@{{0}}: rebase (finish): returning to refs/heads/main"
            f"\n{hexs(r, 7)} HEAD@{{1}}: commit: bump",
        ),
        (
            "git_cat_file_tree",
            f"$ git cat-file -p HEAD^{{tree}}\n100644 blob {hexs(r, 40)}\t.gitignore\n040000 tree"
            f" {hexs(r, 40)}\tsrc",
        ),
        ("git_log_raw_header", f"commit {hexs(r, 40)}\ntree {hexs(r, 40)}\nparent {hexs(r, 40)}"),
        (
            "git_config_ssh_remote",
            f'[remote "origin"]\n\turl = git@github.com:acme/api-{lower_alnum(r, 4)}.git',
        ),
        (
            "git_lfs_pointer",
            f"version https://git-lfs.github.com/spec/v1\noid sha256:{hexs(r, 64)}\nsize"
            f" {digits(r, 7)}",
        ),
        ("python_history_hash", f">>> hashlib.sha256(b'hello').hexdigest()\n'{hexs(r, 64)}'"),
        (
            "psql_history_password_prompt",
            f"\\password app\nSELECT pg_size_pretty(pg_database_size('app'));  -- {digits(r, 4)} "
            "rows",
        ),
        (
            "jupyter_png_output",
            f'"outputs": [{{"data": {{"image/png": "{png}"}}, "output_type": "display_data"}}]',
        ),
        (
            "jupyter_cell_ids",
            f'{{"cell_type": "code", "execution_count": {r.randrange(1, 80)}, '
            f'"id": "{hexs(r, 8)}"}}',
        ),
        (
            "vim_swap_header",
            f"$ strings .main.go.swp | head -3\nb0VIM 9.1\nana\ndev-{lower_alnum(r, 6)}",
        ),
        (
            "crash_report_build_ids",
            f"Binary Images:\n0x10{hexs(r, 7)} - 0x10{hexs(r, 7)} api arm64 <{_uuid(r).upper()}>",
        ),
        (
            "core_dump_addresses",
            f"#0  0x00007f{hexs(r, 10)} in __pthread_kill_implementation () from /lib/libc.so.6",
        ),
        ("sentry_event_ids", f'"event_id": "{hexs(r, 32)}", "trace_id": "{hexs(r, 32)}"'),
    ]


def _os_ser_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "reg_machine_guid",
            f'[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Cryptography]\n"MachineGuid"="{_uuid(r)}"',
        ),
        ("reg_query_install_date", f"    InstallDate    REG_DWORD    0x{hexs(r, 8)}"),
        (
            "defaults_read_window_frame",
            f'    "NSWindow Frame Main" = "{r.randrange(0, 900)} 120 1280 800 0 0 1728 1079 ";\n '
            '   SUFeedURL = "https://acme.io/appcast.xml";',
        ),
        ("dconf_dump_uuid", f"[org/gnome/terminal/legacy/profiles:]\nlist=['{_uuid(r)}']"),
        (
            "nm_connection_uuid",
            f"[connection]\nid=Office\nuuid={_uuid(r)}\ntype=wifi\n[wifi-security]\npsk-flags=1",
        ),
        (
            "wireguard_public_key",
            f"[Peer]\nPublicKey = {b64(r, 43)}=\nEndpoint = vpn.acme.io:51820",
        ),
        (
            "ssh_host_key_fingerprint",
            f"256 SHA256:{b64(r, 43)} root@web{r.randrange(1, 9)} (ED25519)",
        ),
        ("systemd_invocation_id", f"INVOCATION_ID={hexs(r, 32)}\nJOURNAL_STREAM=8:{digits(r, 5)}"),
        (
            "protobuf_text_checksum",
            f'artifact {{\n  name: "model.bin"\n  sha256: "{hexs(r, 64)}"\n}}',
        ),
        (
            "cbor_diag_public_key",
            f"{{1: 2, 3: -7, -1: 1, -2: h'{hexs(r, 64)}', -3: h'{hexs(r, 64)}'}}",
        ),
        ("yaml_anchor_digests", f"x-image: &img\n  digest: sha256:{hexs(r, 64)}\napi:\n  <<: *img"),
        (
            "toml_dotted_hash",
            f'[tool.uv]\nsources.torch.index = "pytorch"\ncache-key = "{hexs(r, 16)}"',
        ),
        (
            "xml_digest_value",
            f'<ds:DigestValue xmlns:ds="http://www.w3.org/2000/09/xmldsig#">{b64(r, 43)}=</ds:Dig'
            "estValue>",
        ),
        (
            "plist_next_uuid",
            f'{{\n    LastOpened = "2026-11-30";\n    DeviceID = "{_uuid(r).upper()}";\n}}',
        ),
        ("pickle_repr_object_id", f"<acme.models.Job object at 0x7f{hexs(r, 10)}>"),
        ("dotenv_build_sha", f"GIT_SHA={hexs(r, 40)}\nBUILD_NUMBER={digits(r, 4)}"),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [*_built_rounds(r), *_state_rounds(r), *_hist_rounds(r), *_os_ser_rounds(r)]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes("kenning-wide-heldout39-look", _rounds, FIXED)
