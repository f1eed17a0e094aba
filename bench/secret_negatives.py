"""Generated negatives for the learned token scorer: the blobs real sessions hold and the sets lack.

The scorer of `bench/secret_scorer.py`, trained on the wide corpus's samples and
look-alikes only, took hundreds of real-log texts: base64 lines of images,
certificates and encrypted payloads, paths and hashes. None of those is in a set.
This module writes such text, seeded, in the forms tools print it: data URIs of
images and fonts, PEM certificate and public-key bodies wrapped at 64, MIME
attachments wrapped at 76, `integrity="sha512-…"` and lockfile hashes, source maps,
minified JavaScript, encrypted fields that the text says are encrypted, gzip and
protobuf dumps, paths and URLs with long segments, content hashes and build ids.
Random bytes are drawn from one `random.Random(seed)`, so every run writes the same
texts. Nothing here is copied from a real log.
"""

from __future__ import annotations

import base64
import random
import string
from collections.abc import Callable

_ALNUM = string.ascii_letters + string.digits
_LOWER = string.ascii_lowercase + string.digits
_WORDS = (
    "app",
    "main",
    "vendor",
    "index",
    "chunk",
    "runtime",
    "polyfills",
    "styles",
    "common",
    "core",
    "utils",
    "build",
    "dist",
    "assets",
    "static",
    "media",
    "fonts",
    "icons",
    "images",
    "logo",
    "banner",
    "avatar",
    "header",
    "footer",
    "layout",
    "theme",
    "bundle",
    "client",
    "server",
    "worker",
    "module",
    "component",
    "page",
    "route",
    "store",
    "model",
    "view",
    "service",
    "helper",
)
_EXTS = ("js", "css", "map", "png", "jpg", "svg", "woff2", "wasm", "json", "whl", "tar.gz")


def _b64(rng: random.Random, n: int, urlsafe: bool = False) -> str:
    raw = bytes(rng.getrandbits(8) for _ in range(n))
    out = base64.urlsafe_b64encode(raw) if urlsafe else base64.b64encode(raw)
    return out.decode()


def _hex(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def _wrap(s: str, width: int) -> str:
    return "\n".join(s[i : i + width] for i in range(0, len(s), width))


def _word(rng: random.Random) -> str:
    return rng.choice(_WORDS)


def _data_uri(rng: random.Random) -> str:
    mime, head = rng.choice(
        [("image/png", b"\x89PNG\r\n\x1a\n"), ("image/jpeg", b"\xff\xd8\xff\xe0"),
         ("image/gif", b"GIF89a"), ("font/woff2", b"wOF2"), ("image/webp", b"RIFF"),
         ("application/font-woff", b"wOFF"), ("image/svg+xml", b"<svg xmlns=")]
    )  # fmt: skip
    body = base64.b64encode(head + bytes(rng.getrandbits(8) for _ in range(rng.randint(60, 900))))
    uri = f"data:{mime};base64,{body.decode()}"
    return rng.choice([
        f'<img src="{uri}" alt="{_word(rng)}">',
        f"  background-image: url({uri});",
        f"@font-face {{ font-family: {_word(rng).title()}; src: url('{uri}') format('woff2'); }}",
        f'{{"type": "image", "source": {{"type": "base64", "media_type": "{mime}", '
        f'"data": "{body.decode()}"}}}}',
        f"![{_word(rng)}]({uri})",
    ])  # fmt: skip


def _pem(rng: random.Random) -> str:
    label = rng.choice(["CERTIFICATE", "PUBLIC KEY", "CERTIFICATE REQUEST", "X509 CRL",
                        "RSA PUBLIC KEY", "PKCS7"])  # fmt: skip
    body = _wrap(_b64(rng, rng.choice([270, 294, 550, 900, 1200])), 64)
    pem = f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"
    return rng.choice([
        pem,
        f"$ cat /etc/ssl/certs/{_word(rng)}.pem\n{pem}",
        "ca_cert: |\n  " + pem.replace("\n", "\n  "),
        f"Server certificate chain:\n{pem}\nsubject=CN = {_word(rng)}.example.com",
    ])  # fmt: skip


def _ssh_public(rng: random.Random) -> str:
    kind, n = rng.choice([("ssh-rsa", 279), ("ssh-ed25519", 51), ("ecdsa-sha2-nistp256", 104)])
    key = f"{kind} {_b64(rng, n)} {_word(rng)}@{_word(rng)}-laptop"
    return rng.choice([key, f"cat ~/.ssh/id_ed25519.pub\n{key}", f"authorized_keys:\n  - {key}"])


def _mime(rng: random.Random) -> str:
    body = _wrap(_b64(rng, rng.randint(200, 1400)), 76)
    name = f"{_word(rng)}.{rng.choice(['pdf', 'png', 'zip', 'docx'])}"
    return (f'Content-Type: application/octet-stream; name="{name}"\n'
            f"Content-Transfer-Encoding: base64\n\n{body}")  # fmt: skip


def _integrity(rng: random.Random) -> str:
    name = f"{_word(rng)}-{_word(rng)}"
    ver = f"{rng.randint(0, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}"
    sha = f"sha512-{_b64(rng, 64)}"
    return rng.choice([
        f'<script src="https://cdn.example.net/{name}@{ver}/dist/{name}.min.js" '
        f'integrity="{sha}" crossorigin="anonymous"></script>',
        f'    "node_modules/{name}": {{\n      "version": "{ver}",\n      "resolved": '
        f'"https://registry.npmjs.org/{name}/-/{name}-{ver}.tgz",'
        f'\n      "integrity": "{sha}"\n    }},',
        f'{name}@^{ver}:\n  version "{ver}"\n  resolved "https://registry.yarnpkg.com/{name}/-/'
        f'{name}-{ver}.tgz#{_hex(rng, 40)}"\n  integrity {sha}',
        f'  checksum: {_hex(rng, 128)}\n  languageName: node',
        f'{{file = "{name.replace("-", "_")}-{ver}-py3-none-any.whl"'
        f', hash = "sha256:{_hex(rng, 64)}"}},',
        f'[[package]]\nname = "{name}"\nversion = "{ver}"\nchecksum = "{_hex(rng, 64)}"',
        f"github.com/{_word(rng)}/{name} v{ver} h1:{_b64(rng, 32)}",
        f"{name}=={ver} \\\n    --hash=sha256:{_hex(rng, 64)}",
        f'"sha": "{_hex(rng, 40)}", "size": {rng.randint(100, 99999)}',
    ])  # fmt: skip


def _vlq(rng: random.Random, n: int) -> str:
    segs = []
    for _ in range(n):
        seg = "".join(
            rng.choice(string.ascii_letters + string.digits + "+/")
            for _ in range(rng.choice([4, 4, 5, 6, 8]))
        )
        segs.append(seg)
    return ",".join(segs) + ";"


def _source_map(rng: random.Random) -> str:
    mappings = "".join(_vlq(rng, rng.randint(3, 12)) for _ in range(rng.randint(2, 8)))
    return rng.choice([
        f"//# sourceMappingURL=data:application/json;charset=utf-8;"
        f"base64,{_b64(rng, rng.randint(200, 700))}",
        f'{{"version":3,"file":"{_word(rng)}.js","sources":["../src/{_word(rng)}.ts"],"names":[],'
        f'"mappings":"{mappings}"}}',
        f"//# sourceMappingURL={_word(rng)}.{_hex(rng, 8)}.js.map",
    ])  # fmt: skip


def _ident(rng: random.Random) -> str:
    return rng.choice([
        "_0x" + _hex(rng, rng.choice([4, 6])),
        rng.choice(string.ascii_letters)
        + "".join(rng.choice(_ALNUM) for _ in range(rng.randint(0, 2))),
    ])  # fmt: skip


def _minified(rng: random.Random) -> str:
    parts = []
    for _ in range(rng.randint(4, 10)):
        a, b, c = _ident(rng), _ident(rng), _ident(rng)
        parts.append(rng.choice([
            f"function {a}({b},{c}){{return {b}.{_word(rng)}({c})}}",
            f"var {a}={b}[{rng.randint(0, 999)}]||{c};",
            f'{a}.exports="{_b64(rng, rng.randint(12, 40))}";',
            f"{a}=[{','.join(str(rng.randint(0, 65535)) for _ in range(5))}];",
            f'"{_hex(rng, 8)}":function({b},{c},{a}){{"use strict";{a}.r({c})}},',
        ]))  # fmt: skip
    return "".join(parts)


def _encrypted(rng: random.Random) -> str:
    fernet = "gAAAAAB" + _b64(rng, rng.randint(80, 600), urlsafe=True)
    jwe = ".".join(_b64(rng, n, urlsafe=True).rstrip("=") for n in (60, 256, 12, 300, 16))
    return rng.choice([
        f'{{"type": "reasoning", "encrypted_content": "{fernet}"}}',
        f'"ciphertext": "{_b64(rng, rng.randint(32, 400))}", "iv": "{_b64(rng, 12)}", '
        f'"tag": "{_b64(rng, 16)}"',
        f"The payload is encrypted (AES-GCM); the stored blob is {_b64(rng, rng.randint(48, 300))}",
        f"encrypted JWE token: {jwe}",
        f'  "encryptedData": "{_b64(rng, rng.randint(64, 500))}",',
        f"sops:\n    data: ENC[AES256_GCM,data:{_b64(rng, 40)}"
        f",iv:{_b64(rng, 32)},tag:{_b64(rng, 16)},type:str]",
        "$ANSIBLE_VAULT;1.1;AES256\n" + _wrap(_hex(rng, rng.randint(200, 600)), 80),
    ])  # fmt: skip


def _dump(rng: random.Random) -> str:
    gz = base64.b64encode(
        b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03"
        + bytes(rng.getrandbits(8) for _ in range(rng.randint(60, 500)))
    )
    proto = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(rng.randint(30, 300))))
    return rng.choice([
        f"echo '{gz.decode()}' | base64 -d | gunzip",
        f"protobuf payload (base64): {proto.decode()}",
        f'"body": "{proto.decode()}", "isBase64Encoded": true',
        "  value: !!binary |\n    " + _wrap(gz.decode(), 72).replace("\n", "\n    "),
        f"b'{_b64(rng, 40)}'",
    ])  # fmt: skip


def _paths(rng: random.Random) -> str:
    w = _word
    ver = f"{rng.randint(0, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}"
    nix = "".join(rng.choice("0123456789abcdfghijklmnpqrsvwxyz") for _ in range(32))
    return rng.choice([
        f"/home/{w(rng)}/.cache/pip/wheels/{_hex(rng, 2)}/{_hex(rng, 2)}"
        f"/{_hex(rng, 60)}/{w(rng)}-{ver}-py3-none-any.whl",
        f"/nix/store/{nix}-python3-{ver}/bin/python3",
        f"node_modules/.pnpm/@babel+{w(rng)}@{ver}_{w(rng)}-{w(rng)}@{ver}/node_modules/@babel/{w(rng)}/lib/index.js",
        f"https://cdn.example.com/assets/{w(rng)}-{''.join(rng.choice(_ALNUM) for _ in range(8))}"
        f".{rng.choice(_EXTS)}",
        f"https://github.com/{w(rng)}/{w(rng)}/blob/{_hex(rng, 40)}"
        f"/src/{w(rng)}/{w(rng)}.py#L{rng.randint(1, 900)}",
        f"/_next/static/chunks/pages/{w(rng)}-{_hex(rng, 16)}.js",
        f"/_next/static/{''.join(rng.choice(_ALNUM + '_-') for _ in range(21))}/_buildManifest.js",
        f"dist/{w(rng)}.{_hex(rng, 20)}.{rng.choice(['js', 'css'])}",
        f"~/.gradle/caches/modules-2/files-2.1/com.{w(rng)}/{w(rng)}/{ver}"
        f"/{_hex(rng, 40)}/{w(rng)}-{ver}.jar",
        f"/var/lib/docker/overlay2/{_hex(rng, 64)}/merged/usr/lib",
        f"/tmp/pytest-of-{w(rng)}/pytest-{rng.randint(0, 99)}/test_{w(rng)}0/{w(rng)}.db",
        f"C:\\Users\\{w(rng)}\\AppData\\Local\\Temp\\{_hex(rng, 8)}-{_hex(rng, 4)}-{_hex(rng, 4)}"
        f"\\{w(rng)}.tmp",
        f"https://{w(rng)}.s3.amazonaws.com/{w(rng)}/{_hex(rng, 32)}/{w(rng)}.{rng.choice(_EXTS)}",
        f"bazel-out/k8-fastbuild/bin/{w(rng)}/{w(rng)}_test.runfiles/{w(rng)}/{_hex(rng, 12)}",
    ])  # fmt: skip


def _hashes(rng: random.Random) -> str:
    return rng.choice([
        f"Successfully built {_hex(rng, 12)}\nSuccessfully tagged {_word(rng)}:latest",
        f"digest: sha256:{_hex(rng, 64)} size: {rng.randint(500, 9000)}",
        f"{_word(rng)}@sha256:{_hex(rng, 64)}",
        f"BuildID[sha1]={_hex(rng, 40)}, for GNU/Linux 3.2.0, stripped",
        f"commit {_hex(rng, 40)}\nAuthor: {_word(rng).title()} <{_word(rng)}@example.org>",
        f"  build id: {''.join(rng.choice(_ALNUM) for _ in range(rng.choice([20, 21, 26])))}",
        f"sha256sum: {_hex(rng, 64)}  {_word(rng)}.tar.gz",
        f"ETag: \"{_hex(rng, 32)}\"",
        f"x-request-id: {_hex(rng, 8)}-{_hex(rng, 4)}-{_hex(rng, 4)}"
        f"-{_hex(rng, 4)}-{_hex(rng, 12)}",
        f"Run ID: {rng.randint(10**9, 10**10)}  cache key: {_word(rng)}-{_hex(rng, 64)}",
        f'"msg_{"".join(rng.choice(_ALNUM) for _ in range(24))}"',
        f"tool_use_id: toolu_{''.join(rng.choice(_ALNUM) for _ in range(24))}",
        f"call_id=call_{''.join(rng.choice(_ALNUM) for _ in range(24))}",
        f"ipfs://{''.join(rng.choice(_LOWER) for _ in range(59))}",
    ])  # fmt: skip


_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
_B32 = "abcdefghijklmnopqrstuvwxyz234567"
_CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"


def _draw(rng: random.Random, chars: str, n: int) -> str:
    return "".join(rng.choice(chars) for _ in range(n))


def _random_value(rng: random.Random) -> str:
    """A generated value of a common form: base62, nanoid, base64url, ULID, prefixed."""
    return rng.choice([
        _draw(rng, _ALNUM, rng.randint(24, 40)),
        _draw(rng, _ALNUM + "_-", rng.choice([21, 24, 32])),
        _b64(rng, rng.choice([18, 24, 33]), urlsafe=True).rstrip("="),
        _draw(rng, _CROCKFORD, 26),
        f"{rng.choice(['req', 'run', 'job', 'evt', 'trc', 'pb', 'bld'])}_"
        + _draw(rng, _ALNUM, rng.randint(20, 28)),
    ])  # fmt: skip


def _fixture(rng: random.Random) -> str:
    """Random values in test code: a fixture, a sample, an expected value, a seeded draw."""
    name = rng.choice(["fixture", "sample", "payload", "expected", "blob", "raw", "encoded",
                       "value", "original", "data", "body", "text", "message", "FIXTURE",
                       "SAMPLE_ID", "fake", "dummy", "random_string", "ident", "slug"])  # fmt: skip
    v, w = _random_value(rng), _random_value(rng)
    fn = _word(rng)
    return rng.choice([
        f"def test_{fn}_round_trip():\n    {name} = '{v}'\n"
        f"    assert decode(encode({name})) == {name}",
        f"def test_{fn}_kept(tmp_path):\n    {name} = \"{v}\"\n"
        f"    out = redact({name})\n    assert {name} in out",
        f"@pytest.mark.parametrize(\"{name}\", [\"{v}\", \"{w}\"])\n"
        f"def test_{fn}({name}):\n    assert parse({name}).ok",
        f"it('keeps the {fn} id', () => {{\n  const {name} = '{v}';\n"
        f"  expect(render({name})).toContain({name});\n}});",
        f"    {name} = \"{v}\"\n    self.assertEqual(store.get({name}), {name})",
        f"    fixture = {{\"id\": \"{v}\", \"owner\": \"{w}\"}}",
        f"func Test{fn.title()}(t *testing.T) {{\n\t{name} := \"{v}\"\n"
        f"\tif got := Parse({name}); got != {name} {{ t.Fatal(got) }}\n}}",
    ])  # fmt: skip


def _object_id(rng: random.Random) -> str:
    """An id after the noun of the object it names: a request, a trace, a playback, a run."""
    noun = rng.choice(["request", "trace", "playback", "build", "run", "job",
                       "span", "correlation", "execution", "delivery", "upload", "asset",
                       "deployment", "workflow", "task", "message", "event", "order",
                       "invoice", "video", "stream", "conversation", "thread"])  # fmt: skip
    v = _random_value(rng)
    cap = noun.title()
    return rng.choice([
        f"{noun}_id={v}",
        f'"{noun}Id": "{v}"',
        f"{cap} ID: {v}",
        f"x-{noun}-id: {v}",
        f"the {noun} {v} finished in {rng.randint(2, 900)} s",
        f"{noun} id {v} (status: {rng.choice(['ok', 'failed', 'queued'])})",
        f"GET /v1/{noun}s/{v} 200",
        f"Created {noun} {v}",
        f"{cap} {v} not found",
        f"https://stream.example.com/{v}.m3u8  # {noun} id",
        f"{noun}: {v}",
    ])  # fmt: skip


def _b58check_like(rng: random.Random, head: str, n: int) -> str:
    return head + _draw(rng, _B58, n)


def _public_keys(rng: random.Random) -> str:
    """Public keys and extended public keys of wallets and signers, in their documented forms."""
    xpub = _b58check_like(rng, rng.choice(["xpub6", "ypub6", "zpub6", "tpubD", "vpub5"]), 106)
    sol = _draw(rng, _B58, rng.choice([43, 44]))
    wg = _b64(rng, 32)
    onion = _draw(rng, _B32, 56) + ".onion"
    return rng.choice([
        f"xpub: {xpub}",
        f"Account extended public key: {xpub}",
        f"wallet descriptor: wpkh([{_hex(rng, 8)}/84h/0h/0h]{xpub}/0/*)",
        f"Public key: {sol}",
        f"pubkey = \"{sol}\"",
        f"Program Id: {sol}",
        f"[Peer]\nPublicKey = {wg}\nAllowedIPs = 10.0.0.{rng.randint(2, 254)}/32",
        f"minisign public key: RWS{_b64(rng, 39)}",
        f"  verification_key: {_b64(rng, 32, urlsafe=True)}",
        f"hidden service: http://{onion}/",
        f"signer public key (ed25519): {_b64(rng, 32)}",
    ])  # fmt: skip


def _hosts(rng: random.Random) -> str:
    """Host names with a random label: preview deployments, tunnels, gateways, docs sites."""
    label = _draw(rng, _LOWER, rng.randint(20, 32))
    mixed = _draw(rng, _ALNUM, rng.randint(22, 30))
    app = f"{_word(rng)}-{_word(rng)}"
    host = rng.choice([
        f"docs.{label}.com",
        f"docs.{mixed}.io",
        f"{app}-{_draw(rng, _LOWER, 9)}-{_word(rng)}s-projects.vercel.app",
        f"{label}.ngrok-free.app",
        f"{_draw(rng, _LOWER, 10)}.execute-api.us-east-1.amazonaws.com",
        f"{label}.lambda-url.eu-west-1.on.aws",
        f"{_draw(rng, _LOWER, 20)}.supabase.co",
        f"{label}.trycloudflare.com",
        f"{mixed}.cloudfront.net",
        f"{app}-{label}.a.run.app",
    ])  # fmt: skip
    return rng.choice([
        f"https://{host}/",
        f"Preview: https://{host}",
        f"curl -sS https://{host}/health",
        f"Forwarding https://{host} -> http://localhost:{rng.randint(3000, 9000)}",
        f"ping {host}",
        f'  "baseUrl": "https://{host}/api"',
    ])  # fmt: skip


#: the forms, each a function of the generator
FORMS: dict[str, Callable[[random.Random], str]] = {
    "data_uri": _data_uri,
    "pem": _pem,
    "ssh_public": _ssh_public,
    "mime": _mime,
    "integrity": _integrity,
    "source_map": _source_map,
    "minified": _minified,
    "encrypted": _encrypted,
    "dump": _dump,
    "paths": _paths,
    "hashes": _hashes,
    "fixture": _fixture,
    "object_id": _object_id,
    "public_keys": _public_keys,
    "hosts": _hosts,
}


def negatives(per_form: int = 60, seed: int = 47) -> list[str]:
    """`per_form` texts of every form, the same on every run."""
    rng = random.Random(seed)
    return [make(rng) for name, make in sorted(FORMS.items()) for _ in range(per_form)]
