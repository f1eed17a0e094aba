"""The look-alikes of held-out 41 (`bench/secret_kinds_heldout41.py`): no secret in any of them.

What source code holds that looks like a secret and is not, in this set's
shapes. This file holds the drawn ones (three draws each). Diffs and
history: `index` lines, commit and tree ids, Gerrit's `Change-Id`, blame
lines of code that reads a variable, pseudo-versions. Lockfiles and build
files in many languages: npm and pnpm `integrity`, `go.sum`, `Cargo.lock`,
pip `--hash`, `mix.lock`, `rebar.lock`, `Package.resolved`, Julia's
`git-tree-sha1` and package uuids, `renv.lock`, `pubspec.lock`, Nix and
Bazel and CMake and Homebrew hashes, Dhall's integrity imports, Gradle's
verification metadata, `jsonnetfile.lock.json`, image digests in a
`FROM`. Ids code is full of: COM class GUIDs in C#, C and IDL, WiX
upgrade codes, solution project GUIDs, Xcode object ids, Unity `.meta`
guids, `serialVersionUID`s, notebook cell and widget ids, contract
addresses, transaction hashes and package ids. Public material: PEM public
keys and pinned hashes in code, Ed25519 verify keys named so, publishable
and site keys meant for the browser, LaunchDarkly client-side ids. Shapes:
minified identifiers and content-hashed bundle names, source map
`mappings`, `data:` URIs of icons and fonts, masked tokens, variables read
from the environment, and stack frames whose locals hold request ids.
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
from bench.secret_kinds_heldout41_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_HEXU = "0123456789ABCDEF"
_VLQ = string.ascii_letters + string.digits + "+/"


def _uuid(r: random.Random) -> str:
    return uuid4(r, "b")


def _guid_upper(r: random.Random) -> str:
    return _uuid(r).upper()


def _b64_of(r: random.Random, n: int) -> str:
    return base64.b64encode(r.randbytes(n)).decode()


def _sri(r: random.Random) -> str:
    return "sha512-" + _b64_of(r, 64)


def _vlq(r: random.Random) -> str:
    return ",".join(pick(r, _VLQ, r.randrange(4, 9)) for _ in range(12))


def _history_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "diff_index_header",
            f"diff --git a/src/api.py b/src/api.py\nindex {hexs(r, 7)}..{hexs(r, 7)} 100644\n"
            "--- a/src/api.py\n+++ b/src/api.py\n@@ -10,7 +10,7 @@ def call(self):",
        ),
        (
            "diff_env_read",
            '@@ -4,3 +4,3 @@\n-API_KEY = os.environ["API_KEY"]\n'
            '+API_KEY = os.environ.get("API_KEY")',
        ),
        (
            "git_show_header",
            f"commit {hexs(r, 40)}\nMerge: {hexs(r, 7)} {hexs(r, 7)}\n"
            f"Author: Dana Ruiz <dana@acme.io>\n\n    bump deps\n\n    Change-Id: I{hexs(r, 40)}",
        ),
        (
            "git_blame_env_line",
            f"{hexs(r, 8)} (Lee Park 2026-01-09 09:01:03 +0900 17) "
            '\tsecret := os.Getenv("WEBHOOK_SECRET")',
        ),
        ("git_cat_file_tree", f"100644 blob {hexs(r, 40)}\tsecrets.example.yaml"),
        ("go_pseudo_version", f"\tgithub.com/acme/sdk v0.0.0-2025{digits(r, 10)}-{hexs(r, 12)}"),
        (
            "merge_conflict_versions",
            f'<<<<<<< HEAD\n    "version": "2.{digits(r, 1)}.0",\n=======\n'
            f'    "version": "2.{digits(r, 1)}.1",\n>>>>>>> release',
        ),
        ("submodule_status", f" {hexs(r, 40)} vendor/protobuf (v{digits(r, 1)}.25.1)"),
    ]


def _lock_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "npm_lock_integrity",
            f'"node_modules/ms": {{\n  "version": "2.1.3",\n  "resolved": '
            f'"https://registry.npmjs.org/ms/-/ms-2.1.3.tgz",\n  "integrity": "{_sri(r)}"\n}}',
        ),
        ("pnpm_lock_resolution", f"  /debug@4.3.4:\n    resolution: {{integrity: {_sri(r)}}}"),
        ("go_sum_line", f"golang.org/x/net v0.2{digits(r, 1)}.0 h1:{_b64_of(r, 32)}"),
        (
            "cargo_lock_checksum",
            f'name = "serde"\nversion = "1.0.19{digits(r, 1)}"\nchecksum = "{hexs(r, 64)}"',
        ),
        ("pip_hash_line", f"requests==2.32.3 \\\n    --hash=sha256:{hexs(r, 64)}"),
        (
            "mix_lock_entry",
            f'"jason": {{:hex, :jason, "1.4.1", "{hexs(r, 64)}", [:mix], [],'
            f' "hexpm", "{hexs(r, 64)}"}},',
        ),
        ("rebar_lock_hash", f'{{<<"cowboy">>, <<"{hexs(r, 64).upper()}">>}},'),
        (
            "swift_package_resolved",
            '"identity" : "swift-argument-parser",\n"state" : {\n'
            f'  "revision" : "{hexs(r, 40)}",\n'
            '  "version" : "1.3.0"\n}',
        ),
        ("julia_manifest", f'[[deps.JSON]]\ngit-tree-sha1 = "{hexs(r, 40)}"\nuuid = "{_uuid(r)}"'),
        ("renv_lock_hash", f'"Package": "dplyr",\n"Version": "1.1.4",\n"Hash": "{hexs(r, 32)}"'),
        ("pubspec_lock_sha", f'      sha256: "{hexs(r, 64)}"\n      url: "https://pub.dev"'),
        (
            "nix_fetch_hash",
            'src = fetchFromGitHub {\n  owner = "acme";\n  repo = "tool";\n'
            f'  rev = "{hexs(r, 40)}";\n'
            f'  hash = "sha256-{_b64_of(r, 32)}";\n}};',
        ),
        (
            "bazel_archive_sha",
            f'http_archive(\n    name = "rules_go",\n    sha256 = "{hexs(r, 64)}",\n)',
        ),
        (
            "cmake_fetchcontent",
            f"FetchContent_Declare(fmt\n  GIT_TAG {hexs(r, 40)}\n  URL_HASH SHA256={hexs(r, 64)})",
        ),
        (
            "homebrew_formula_sha",
            f'  url "https://github.com/acme/cli/archive/v1.{digits(r, 1)}.tar.gz"\n'
            f'  sha256 "{hexs(r, 64)}"',
        ),
        (
            "dhall_integrity_import",
            "let Prelude = https://prelude.dhall-lang.org/v21.1.0/package.dhall\n"
            f"  sha256:{hexs(r, 64)}",
        ),
        (
            "gradle_verification",
            '<component group="com.squareup.okio" name="okio" version="3.6.0">\n'
            f'  <sha256 value="{hexs(r, 64)}"/>',
        ),
        ("jsonnet_lock_sum", json.dumps({"version": hexs(r, 40), "sum": _b64_of(r, 32)})),
        ("dockerfile_from_digest", f"FROM node:20-alpine@sha256:{hexs(r, 64)}"),
        ("conda_lock_md5", f"    md5: {hexs(r, 32)}\n    sha256: {hexs(r, 64)}"),
        ("deps_edn_git_sha", f'io.github.acme/lib {{:git/tag "v0.3.1" :git/sha "{hexs(r, 7)}"}}'),
    ]


def _id_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "csharp_com_guid",
            f'[ComVisible(true)]\n[Guid("{_guid_upper(r)}")]\npublic class ShellExt',
        ),
        (
            "c_define_guid",
            "DEFINE_GUID(CLSID_Acme, 0x"
            + hexs(r, 8)
            + ", 0x"
            + hexs(r, 4)
            + ", 0x"
            + hexs(r, 4)
            + ");",
        ),
        ("idl_uuid", f"[\n  object,\n  uuid({_uuid(r)}),\n  dual\n]\ninterface IAcme : IDispatch"),
        (
            "wix_upgrade_code",
            f'<Package Name="Acme" UpgradeCode="{_guid_upper(r)}" Version="1.2.0">',
        ),
        (
            "sln_project_guid",
            'Project("{FAE04EC0-301F-11D3-BF4B-00C04F79EFBC}") = "Acme", "Acme\\Acme.csproj", '
            f'"{{{_guid_upper(r)}}}"',
        ),
        (
            "xcode_object_id",
            f"\t\t{pick(r, _HEXU, 24)} /* AppDelegate.swift in Sources */ = "
            f"{{isa = PBXBuildFile; fileRef = {pick(r, _HEXU, 24)}; }};",
        ),
        ("unity_meta_guid", f"fileFormatVersion: 2\nguid: {hexs(r, 32)}\nMonoImporter:"),
        ("java_serial_uid", f"private static final long serialVersionUID = {digits(r, 18)}L;"),
        (
            "notebook_cell_id",
            f'"id": "{lower_alnum(r, 8)}",\n'
            '"metadata": {"colab": {"base_uri": "https://localhost:8080/"}}',
        ),
        ("notebook_widget_model", f'"model_id": "{hexs(r, 32)}",\n"version_major": 2'),
        ("contract_address", f"IERC20 constant USDC = IERC20(0x{hexs(r, 40)});"),
        ("tx_hash_in_test", f"const txHash = '0x{hexs(r, 64)}'; // mainnet deploy tx"),
        ("move_package_id", f"use 0x{hexs(r, 64)}::coin::Coin;"),
        (
            "android_bundle_id",
            f'applicationId "io.acme.app{lower_alnum(r, 4)}"\nversionCode {digits(r, 3)}',
        ),
        ("build_id_note", f"Build ID: {hexs(r, 40)}"),
        (
            "feature_flag_key",
            f"if (ldClient.variation('checkout-v{digits(r, 1)}-{lower_alnum(r, 6)}', user, false))"
            " {",
        ),
        (
            "launchdarkly_client_side_id",
            f"const ld = LDClient.initialize('{hexs(r, 24)}', context);",
        ),
        (
            "arn_in_code",
            f'ROLE_ARN = "arn:aws:iam::{digits(r, 12)}:role/deploy-{lower_alnum(r, 6)}"',
        ),
        (
            "secrets_manager_arn_ref",
            f'secret_arn = "arn:aws:secretsmanager:eu-west-1:{digits(r, 12)}'
            f':secret:prod/db-{alnum(r, 6)}"',
        ),
        ("aws_resource_ids", f'subnet_ids = ["subnet-0{hexs(r, 16)}", "subnet-0{hexs(r, 16)}"]'),
        ("tf_state_lineage", f'"serial": {digits(r, 3)},\n"lineage": "{_uuid(r)}"'),
        ("actions_cache_key", f"key: ${{{{ runner.os }}}}-cargo-{hexs(r, 64)}"),
    ]


def _public_rounds(r: random.Random) -> list[tuple[str, str]]:
    pem = "\\n".join(b64(r, 64) for _ in range(3))
    return [
        (
            "pem_public_key_in_code",
            f'const PUBLIC_KEY = "-----BEGIN PUBLIC KEY-----\\n{pem}\\n-----END PUBLIC KEY-----";',
        ),
        ("ed25519_verify_key", f'VERIFY_KEY_HEX = "{hexs(r, 64)}"  # public half, safe to ship'),
        ("okhttp_pin", f'.add("api.acme.io", "sha256/{_b64_of(r, 32)}")'),
        ("stripe_publishable", f"const stripe = Stripe('pk_live_{alnum(r, 24)}');"),
        (
            "recaptcha_site_key",
            f'<div class="g-recaptcha" data-sitekey="6L{urlsafe_(r, 38)}"></div>',
        ),
        (
            "ssh_public_key_const",
            f'DEPLOY_PUBKEY = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(r, 43)} ci@acme"',
        ),
        (
            "cert_fingerprint",
            "SHA256 Fingerprint=" + ":".join(pick(r, _HEXU, 2) for _ in range(32)),
        ),
        ("age_recipient", f"# recipient: age1{pick(r, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}"),
    ]


def urlsafe_(r: random.Random, n: int) -> str:
    return pick(r, string.ascii_letters + string.digits + "-_", n)


def _shape_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "minified_identifiers",
            f"var a=function(e,t){{return e.{lower_alnum(r, 3)}(t)}},"
            f'b="{lower_alnum(r, 6)}",c=a(b,0);',
        ),
        (
            "hashed_bundle_name",
            f'<script src="/static/js/main.{hexs(r, 8)}.js"></script>\n'
            f'<link href="/static/css/main.{hexs(r, 8)}.css">',
        ),
        (
            "sourcemap_mappings",
            json.dumps({"version": 3, "sources": ["src/app.ts"], "mappings": _vlq(r)}),
        ),
        (
            "icon_data_uri",
            f'const ICON = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ{b64(r, 60)}";',
        ),
        (
            "font_base64_css",
            f"src: url(data:font/woff2;base64,d09GMgABAAAAA{b64(r, 80)}) format('woff2');",
        ),
        ("masked_token_in_log", f'token = "ghp_{"*" * 32}{alnum(r, 4)}"'),
        ("masked_in_frame", f"    api_key = '********{alnum(r, 4)}'\n    retries = 3"),
        ("frame_locals_ids", f"    request_id = '{_uuid(r)}'\n    etag = '\"{hexs(r, 32)}\"'"),
        ("env_read_go", f'key := os.Getenv("ACME_API_KEY_{digits(r, 1)}")'),
        ("pdb_print_hash", f"(Pdb) p digest\n'{hexs(r, 64)}'"),
        ("snapshot_test_hash", f'exports[`renders header 1`] = `"{hexs(r, 32)}"`;'),
        (
            "webpack_chunk_map",
            f'{{{digits(r, 3)}:"{hexs(r, 20)}",{digits(r, 3)}:"{hexs(r, 20)}"}}[e]+".js"',
        ),
        ("random_seed_const", f"np.random.seed({digits(r, 6)})\nSEED = 0x{hexs(r, 16)}"),
        ("test_uuid_fixture", f'USER_ID = UUID("{_uuid(r)}")'),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        *_history_rounds(r),
        *_lock_rounds(r),
        *_id_rounds(r),
        *_public_rounds(r),
        *_shape_rounds(r),
    ]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes("kenning-wide-heldout41-look", _rounds, FIXED)
