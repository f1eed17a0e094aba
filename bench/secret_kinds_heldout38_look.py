"""The look-alikes of held-out 38 (`bench/secret_kinds_heldout38.py`): no secret in any of them.

What programs and terminals print that looks like a secret and is not, in
this set's shapes. This file holds the drawn ones (three draws each).
Objects: Go structs with pointers, a masked password and a trace id, Rust's
`[REDACTED]` of a secret wrapper and a commit id in a `Debug`, Java and
Kotlin `toString()`s with `******`, an id and a hash code, a settings repr
with `SecretStr('**********')`, a dataclass with a wheel's sha256, a
record's UUID, Ruby's filtered parameters and object ids, PHP's dumps of
an ETag, Perl's dump of checksums, Elixir's references and an Ecto
changeset's `**redacted**`, Node's `ObjectId` and `Buffer`, gdb's addresses,
a Jupyter cell printing a digest beside its input. Terminal: image digests
and pod names in tables, `sha256sum` output, a masked key in a rich table,
an SSH key's fingerprint and randomart, GPG fingerprints, coloured commit
ids, hashed asset names in a tree. Encodings: a PNG's and a gzip's
hexdumps, Rust's mangled symbol hashes in `strings`, an environment with no
secret, a PKCE challenge in a query string, SMTP's base64 prompts, a data
URL of an image, XML-DSig digests, a script's SRI hash, audit's hex
`proctitle`. Logs: request, trace and span ids, `traceparent`, masked
fields, a DSN printed with `***`, S3's request ids, ETags, Java hash codes.
Documents: checksums files, IDs in CSV, org-mode `:ID:`s, a DOI, a commit
in LaTeX, a publishable key, redacted cells.
"""

from __future__ import annotations

import base64
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
    urlsafe,
    uuid4,
)
from bench.secret_kinds_heldout38_enc import xxd
from bench.secret_kinds_heldout38_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_UPD = string.ascii_uppercase + string.digits
E = "\x1b"


def _uuid(r: random.Random) -> str:
    return uuid4(r, "8")


def _object_rounds(r: random.Random) -> list[tuple[str, str]]:
    trace = hexs(r, 32)
    return [
        (
            "go_plusv_masked_password",
            f"loaded config: {{Host:db.internal Port:{r.randrange(5000, 6000)} User:billing "
            "Password:****** SSLMode:require}",
        ),
        (
            "go_sharpv_pointers_ids",
            f'main.Job{{ID:"{_uuid(r)}", conn:(*net.TCPConn)(0xc{hexs(r, 9)}), Attempt:2}}',
        ),
        ("go_plusv_trace_id", f"span: {{TraceID:{trace} SpanID:{hexs(r, 16)} Sampled:true}}"),
        (
            "rust_debug_secret_wrapper",
            'Config { url: "https://api.acme.io", token: Secret([REDACTED alloc::string::String])'
            f", retries: {r.randrange(1, 99)} }}",
        ),
        ("rust_debug_commit_id", f'Commit {{ id: "{hexs(r, 40)}", author: "ana", parents: 1 }}'),
        (
            "java_tostring_masked",
            f"DataSourceProperties{{url='jdbc:postgresql://db:5432/orders', username='orders', "
            f"password='******', id={digits(r, 6)}}}",
        ),
        (
            "java_object_hash_code",
            f"com.acme.cache.Entry@{hexs(r, 8)} [key=user:{digits(r, 7)}, etag={hexs(r, 32)}]",
        ),
        (
            "kotlin_data_class_ids",
            f"Order(id={_uuid(r)}, customerId=cus_{alnum(r, 14)}, total=42.0)",
        ),
        (
            "pydantic_secretstr_repr",
            f"AppSettings(api_key=SecretStr('**********'), env='prod', build='{hexs(r, 7)}')",
        ),
        (
            "python_dataclass_sha256",
            f"Wheel(name='numpy-2.1.3-cp312-cp312-manylinux_2_17_x86_64.whl', sha256='"
            f"{hexs(r, 64)}', size={digits(r, 8)})",
        ),
        (
            "python_repr_uuid_object",
            f"UUID('{_uuid(r)}')",
        ),
        (
            "rails_filtered_parameters",
            f'Parameters: {{"authenticity_token"=>"[FILTERED]", "user"=>{{"email"=>"ana@acme.io",'
            f' "password"=>"[FILTERED]"}}, "commit"=>"Log in"}} request_id={_uuid(r)}',
        ),
        (
            "ruby_inspect_object_id",
            f'#<User:0x0000{hexs(r, 12)} id: {digits(r, 5)}, role: "admin">',
        ),
        ("php_var_dump_etag", f'["etag"]=>\n  string(34) "\\"{hexs(r, 32)}\\""'),
        (
            "perl_dumper_checksums",
            f"$VAR1 = {{\n          'md5' => '{hexs(r, 32)}',\n          'sha1' => '{hexs(r, 40)}'"
            "\n        };",
        ),
        ("elixir_reference_pid", f"#Reference<0.{digits(r, 10)}.{digits(r, 10)}.{digits(r, 6)}>"),
        (
            "ecto_changeset_redacted",
            f"#Ecto.Changeset<action: :insert, changes: %{{id: {digits(r, 6)}, password: "
            "**redacted**}, errors: [], valid?: true>",
        ),
        ("node_objectid_print", f"{{ _id: new ObjectId('{hexs(r, 24)}'), name: 'ana' }}"),
        (
            "node_buffer_inspect",
            f"<Buffer {' '.join(hexs(r, 2) for _ in range(12))} ... 52 more bytes>",
        ),
        ("gdb_address_print", f'(gdb) p name\n$1 = 0x{hexs(r, 12)} "billing-worker"'),
        (
            "jupyter_digest_beside_input",
            f"In [4]: hashlib.sha256(b'hello').hexdigest()\nOut[4]: '{hexs(r, 64)}'",
        ),
        ("swift_dump_uuid", f'▿ Device\n  - id: {_uuid(r).upper()}\n  - name: "ana\'s iPhone"'),
    ]


def _term_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "docker_images_digests",
            f"REPOSITORY   TAG     DIGEST                                                     "
            f"                    IMAGE ID\nacme/api     1.4.2   sha256:{hexs(r, 64)}   "
            f"{hexs(r, 12)}",
        ),
        (
            "kubectl_pods_hashed_names",
            f"NAME                        READY   STATUS    RESTARTS   AGE\napi-{lower_alnum(r, 9)}"
            f"-{lower_alnum(r, 5)}   1/1     Running   0          3d",
        ),
        ("sha256sum_output", f"{hexs(r, 64)}  terraform_1.9.8_linux_amd64.zip"),
        (
            "rich_table_masked_key",
            "┃ OPENAI_API_KEY       ┃ sk-…" + alnum(r, 4) + "                                  ┃",
        ),
        (
            "ssh_keygen_fingerprint",
            f"256 SHA256:{b64(r, 43)} ana@laptop (ED25519)",
        ),
        (
            "gpg_fingerprint_line",
            f"      {hexs(r, 40).upper()}\nuid           [ultimate] Ana <ana@acme.io>",
        ),
        (
            "git_log_coloured_ids",
            f"{E}[33m{hexs(r, 7)}{E}[m {E}[33m({E}[1;36mHEAD -> {E}[1;32mmain{E}[33m){E}[m fix: "
            "retry on 503",
        ),
        (
            "tree_hashed_assets",
            f"dist\n├── index.html\n└── assets\n    ├── index-{urlsafe(r, 8)}.js\n    └── "
            f"index-{hexs(r, 8)}.css",
        ),
        (
            "aws_table_instance_ids",
            f"|  i-{hexs(r, 17)} |  ami-{hexs(r, 17)} |  running  |",
        ),
        ("column_t_uuids", f"tenant-eu   {_uuid(r)}   active\ntenant-us   {_uuid(r)}   active"),
        (
            "psql_table_checksums",
            f" version |                             checksum\n---------+--------------------"
            f"-------"
            f"-----------------------------------------\n 42      | {hexs(r, 64)}\n(1 row)",
        ),
        (
            "ansi_coloured_request_id",
            f"{E}[2m10:01:02{E}[0m {E}[32mINFO{E}[0m request_id={E}[36m{_uuid(r)}{E}[0m done",
        ),
    ]


def _enc_rounds(r: random.Random) -> list[tuple[str, str]]:
    blob = bytes(r.randrange(256) for _ in range(40))
    return [
        ("xxd_random_bytes", xxd(b"\x89PNG\r\n\x1a\n" + blob)),
        ("hexdump_gzip_header", xxd(b"\x1f\x8b\x08\x00" + blob, canonical=True)),
        ("strings_rust_mangled_hash", f"_ZN4core3fmt5write17h{hexs(r, 16)}E"),
        (
            "proc_environ_no_secret",
            f"PATH=/usr/local/bin:/usr/bin\x00HOSTNAME=api-{lower_alnum(r, 9)}\x00NODE_ENV=pr"
            f"oduction"
            "\x00",
        ),
        (
            "pkce_challenge_query",
            f"https://id.acme.io/authorize?response_type=code&client_id=web&code_challenge="
            f"{urlsafe(r, 43)}&code_challenge_method=S256&state={hexs(r, 16)}",
        ),
        ("xmldsig_digest_value", f"<ds:DigestValue>{b64(r, 43)}=</ds:DigestValue>"),
        (
            "sri_integrity_hash",
            f'<script src="/app.{hexs(r, 8)}.js" integrity="sha384-{b64(r, 64)}" crossorigin='
            '"anonymous"></script>',
        ),
        (
            "image_data_url",
            "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAYAAAAf8/9h" + b64(r, 60),
        ),
        (
            "audit_proctitle_hex",
            "type=PROCTITLE msg=audit(1764496862.113:4412): proctitle="
            + f"/usr/bin/python3 -m http.server {r.randrange(8000, 9999)}".encode().hex().upper(),
        ),
        (
            "json_in_json_etag",
            f'{{"body":"{{\\"id\\":\\"{_uuid(r)}\\",\\"etag\\":\\"{hexs(r, 32)}\\"}}"}}',
        ),
        (
            "urlencoded_search_form",
            f"q=hexdump%20of%20a%20file&page=2&sort=created_at&cursor={hexs(r, 24)}",
        ),
        (
            "base64_public_json",
            base64.b64encode(
                f'{{"alg":"RS256","kid":"{hexs(r, 16)}","typ":"JWT"}}'.encode()
            ).decode(),
        ),
    ]


def _log_rounds(r: random.Random) -> list[tuple[str, str]]:
    trace = hexs(r, 32)
    return [
        (
            "json_log_trace_ids",
            f'{{"level":"info","msg":"GET /v1/items 200","trace_id":"{trace}","span_id":"'
            f'{hexs(r, 16)}","request_id":"{_uuid(r)}"}}',
        ),
        ("traceparent_header", f"traceparent: 00-{trace}-{hexs(r, 16)}-01"),
        (
            "logfmt_masked_fields",
            f"level=info msg=auth user=ana token=*** api_key=sk-…{alnum(r, 4)} ok=true",
        ),
        (
            "sqlalchemy_masked_dsn",
            f"Engine(postgresql+psycopg://etl:***@dw-{digits(r, 2)}:5432/warehouse)",
        ),
        (
            "s3_request_ids",
            f'< x-amz-request-id: {pick(r, _UPD, 16)}\n< x-amz-id-2: {b64(r, 76)}=\n< ETag: "'
            f'{hexs(r, 32)}"',
        ),
        (
            "java_stack_hash_code",
            f"\tat com.acme.Worker$$Lambda$412/0x0000{hexs(r, 12)}.run(Unknown Source)",
        ),
        ("cf_ray_header", f"< cf-ray: {hexs(r, 16)}-FRA\n< cf-cache-status: HIT"),
        (
            "har_entry_ids",
            f'{{"_requestId": "{digits(r, 5)}.{digits(r, 3)}", "pageref": "page_1", '
            f'"_etag": "W/\\"{hexs(r, 20)}\\""}}',
        ),
        ("sentry_event_id_log", f"Sent event {hexs(r, 32)} to Sentry (level=error)"),
        ("git_sha_in_deploy_log", f"deploy: rev={hexs(r, 40)} image=acme/api@sha256:{hexs(r, 64)}"),
        (
            "kafka_config_hidden",
            f"\tsasl.jaas.config = [hidden]\n\tclient.id = producer-{digits(r, 1)}\n\tssl.key"
            f".password = null",
        ),
        (
            "postgres_log_uuid_query",
            f"LOG:  duration: 1.204 ms  statement: SELECT * FROM orders WHERE id = '{_uuid(r)}'",
        ),
    ]


def _doc_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("checksums_file", f"SHA256 ({'app-' + digits(r, 1)}.tar.gz) = {hexs(r, 64)}"),
        ("csv_order_ids", f"order_id,customer,amount\nord_{alnum(r, 14)},cus_{alnum(r, 14)},42.00"),
        (
            "org_id_property",
            f"* Meeting notes\n  :PROPERTIES:\n  :ID:       {_uuid(r).upper()}\n  :END:",
        ),
        (
            "latex_commit_macro",
            f"\\newcommand{{\\commit}}{{{hexs(r, 7)}}} % results from this commit",
        ),
        (
            "markdown_table_hashes",
            f"| file | sha256 |\n|---|---|\n| model.onnx | `{hexs(r, 64)}` |",
        ),
        (
            "rst_field_list_ids",
            f":Ticket: OPS-{digits(r, 4)}\n:Build: {hexs(r, 12)}\n:Owner: platform",
        ),
        (
            "tsv_tracking_numbers",
            f"carrier\ttracking\nDHL\t{digits(r, 10)}\nUPS\t1Z{pick(r, _UPD, 16)}",
        ),
        (
            "mediawiki_revision_ids",
            f'{{| class="wikitable"\n! Rev !! Hash\n|-\n| {digits(r, 6)} || {hexs(r, 40)}\n|}}',
        ),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [*_object_rounds(r), *_term_rounds(r), *_enc_rounds(r), *_log_rounds(r), *_doc_rounds(r)]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes("kenning-wide-heldout38-look", _rounds, FIXED)
