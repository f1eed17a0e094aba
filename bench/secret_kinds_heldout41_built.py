"""Held-out 41's strings built by code (`bench/secret_kinds_heldout41.py`).

A secret that no single literal holds whole: concatenated over lines in
each language's operator (`+`, `..`, `.`, `<>`, `++`, `&`), adjacent
literals joined by the compiler (C, Python), a `join` of parts, a format or
an interpolation with the value in a variable just above, arrays of chars
or bytes, `String.fromCharCode`, `bytes.fromhex`, escaped literals (`\\x..`,
`\\u....`, octal), reversed or rot13'd strings, base64 and hex decoded at
run time, and a value split across two constants. Where code holds the
secret in pieces, the first piece is the secret (what a redactor must not
let through); where it holds the secret's characters encoded, the encoded
text is the secret.
"""

from __future__ import annotations

import base64
import codecs
import random
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, pw
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout39_state import aws_secret, gh_token, openai_key, stripe_live
from bench.secret_kinds_heldout41_lit import key40, plain_pw

__all__ = ["BUILT_KINDS"]


Gen = Callable[[random.Random], str]
Make = Callable[[random.Random], tuple[str, str]]


def _by(name: str, make: Make) -> Kind:
    return Kind(name, "code", make)


def _halves(v: str) -> tuple[str, str]:
    n = len(v) // 2
    return v[:n], v[n:]


def _concat(name: str, template: str, value: Gen = key40) -> Kind:
    """`template` with `<A>` and `<B>` the two halves of a value: the first half is the secret."""

    def make(r: random.Random) -> tuple[str, str]:
        a, b = _halves(value(r))
        return a, template.replace("<A>", a).replace("<B>", b)

    return _by(name, make)


def _encoded(name: str, template: str, encode: Callable[[str], str], value: Gen = key40) -> Kind:
    """`template` with `<E>` the value encoded by `encode`: the encoded text is the secret."""

    def make(r: random.Random) -> tuple[str, str]:
        e = encode(value(r))
        return e, template.replace("<E>", e)

    return _by(name, make)


def _b64(v: str) -> str:
    return base64.b64encode(v.encode()).decode()


def _hex(v: str) -> str:
    return v.encode().hex()


def _go_bytes(v: str) -> str:
    return ", ".join(f"0x{b:02x}" for b in v.encode())


def _java_chars(v: str) -> str:
    return ", ".join(f"'{c}'" for c in v)


def _char_codes(v: str) -> str:
    return ", ".join(str(ord(c)) for c in v)


def _x_escaped(v: str) -> str:
    return "".join(f"\\x{b:02x}" for b in v.encode())


def _u_escaped(v: str) -> str:
    return "".join(f"\\u{ord(c):04x}" for c in v)


def _octal(v: str) -> str:
    return "".join(f"\\{b:03o}" for b in v.encode())


def _reversed(v: str) -> str:
    return v[::-1]


def _rot13(v: str) -> str:
    return codecs.encode(v, "rot13")


def _rust_bytes(v: str) -> str:
    return ", ".join(f"{b}u8" if i == 0 else str(b) for i, b in enumerate(v.encode()))


_CONCAT: tuple[Kind, ...] = (
    _concat("java_plus_over_lines", 'String apiKey = "<A>"\n        + "<B>";'),
    _concat("js_plus_over_lines", "const secret =\n  '<A>' +\n  '<B>';", gh_token),
    _concat("lua_dotdot_concat", 'local token = "<A>" ..\n    "<B>"'),
    _concat("php_dot_concat", "$key = '<A>'\n     . '<B>';", stripe_live),
    _concat("perl_dot_concat", 'my $secret = "<A>"\n  . "<B>";'),
    _concat("elixir_diamond_concat", 'token = "<A>" <>\n  "<B>"'),
    _concat("haskell_plusplus_concat", 'apiKey = "<A>"\n      ++ "<B>"'),
    _concat("vba_ampersand_concat", 'sKey = "<A>" & _\n       "<B>"'),
    _concat(
        "c_adjacent_literals",
        'static const char *api_key = "<A>"\n                            "<B>";',
    ),
    _concat("python_adjacent_in_parens", 'API_KEY = (\n    "<A>"\n    "<B>"\n)', openai_key),
    _concat("go_plus_concat", 'var token = "<A>" +\n\t"<B>"', gh_token),
    _concat("swift_plus_concat", 'let key = "<A>" + "<B>"'),
    _concat("ocaml_caret_concat", 'let secret = "<A>" ^ "<B>"'),
    _concat("sql_pipe_concat", "SELECT set_config('app.key', '<A>' || '<B>', false);"),
    _concat("fortran_slash_concat", "key = '<A>' // &\n      '<B>'"),
    _concat("powershell_plus_concat", "$token = '<A>' +\n    '<B>'", gh_token),
    _concat("rust_concat_macro", 'const KEY: &str = concat!("<A>", "<B>");'),
    _concat("kotlin_plus_concat", 'val secret = "<A>" +\n    "<B>"', stripe_live),
    _concat("python_join_list", 'API_KEY = "".join([\n    "<A>",\n    "<B>",\n])'),
    _concat("js_array_join", "const k = ['<A>', '<B>'].join('');"),
    _concat("ruby_array_join", "TOKEN = %w[<A> <B>].join"),
    _concat("csharp_string_concat", 'var key = string.Concat("<A>", "<B>");'),
    _concat("split_across_constants", 'KEY_A = "<A>"\nKEY_B = "<B>"\nAPI_KEY = KEY_A + KEY_B'),
    _concat(
        "java_stringbuilder", 'sb.append("<A>");\nsb.append("<B>");\nString key = sb.toString();'
    ),
    _concat("bash_string_pieces", 'P1="<A>"\nP2="<B>"\nexport API_TOKEN="${P1}${P2}"'),
)

_FORMAT: tuple[Kind, ...] = (
    k(
        "python_fstring_var_above",
        "code",
        'token = "{v}"\nheaders = {"Authorization": f"Bearer {token}"}',
        value=gh_token,
    ),
    k(
        "js_template_var_above",
        "code",
        "const password = '{v}';\nconst url = `postgres://app:${password}@db:5432/app`;",
        value=plain_pw,
    ),
    k(
        "rust_format_macro_var",
        "code",
        'let key = "{v}";\nlet auth = format!("Token {}", key);',
        value=key40,
    ),
    k(
        "go_sprintf_var",
        "code",
        'secret := "{v}"\ndsn := fmt.Sprintf("user=app password=%s host=db", secret)',
        value=plain_pw,
    ),
    k(
        "csharp_interpolated",
        "code",
        'var apiKey = "{v}";\nclient.DefaultRequestHeaders.Add("X-Api-Key", $"{apiKey}");',
        value=key40,
    ),
    k(
        "ruby_interpolation",
        "code",
        "pass = '{v}'\nurl = \"amqp://worker:#{pass}@rabbit:5672/\"",
        value=plain_pw,
    ),
    k(
        "kotlin_interpolation",
        "code",
        'val token = "{v}"\nval header = "Bearer $token"',
        value=key40,
    ),
    k(
        "swift_interpolation",
        "code",
        'let secret = "{v}"\n'
        'request.setValue("Bearer \\(secret)", forHTTPHeaderField: "Authorization")',
        value=key40,
    ),
    k(
        "php_sprintf",
        "code",
        "$pw = '{v}';\n$dsn = sprintf('mysql:host=db;user=app;password=%s', $pw);",
        value=plain_pw,
    ),
    k(
        "python_percent_format",
        "code",
        'PASSWORD = "{v}"\nDB_URL = "postgresql://app:%s@db/app" % PASSWORD',
        value=plain_pw,
    ),
    k(
        "python_str_format",
        "code",
        'key = "{v}"\nurl = "https://api.acme.io/v1?key={}".format(key)',
        value=key40,
    ),
    k(
        "java_string_format",
        "code",
        'String secret = "{v}";\nString auth = String.format("Basic %s", secret);',
        value=key40,
    ),
    k(
        "elixir_interpolation",
        "code",
        'token = "{v}"\nheaders = [{"authorization", "Bearer #{token}"}]',
        value=key40,
    ),
    k(
        "shell_var_then_curl",
        "code",
        'TOKEN="{v}"\ncurl -H "Authorization: Bearer $TOKEN" https://api.acme.io/v1/me',
        value=gh_token,
    ),
    k(
        "scala_s_interpolator",
        "code",
        'val pw = "{v}"\nval jdbc = s"jdbc:postgresql://db/app?user=app&password=$pw"',
        value=plain_pw,
    ),
)

_ENCODED: tuple[Kind, ...] = (
    _encoded("go_byte_slice_hex", "var key = []byte{<E>}", _go_bytes),
    _encoded("java_char_array", "char[] password = new char[]{<E>};", _java_chars, plain_pw),
    _encoded("js_fromcharcode", "const k = String.fromCharCode(<E>);", _char_codes),
    _encoded("python_bytes_fromhex", 'KEY = bytes.fromhex("<E>").decode()', _hex),
    _encoded("c_hex_escaped_literal", 'static const char k[] = "<E>";', _x_escaped),
    _encoded("js_unicode_escaped_literal", 'const secret = "<E>";', _u_escaped),
    _encoded("c_octal_escaped_literal", 'char pw[] = "<E>";', _octal, plain_pw),
    _encoded(
        "reversed_at_runtime",
        'API_KEY = "<E>"[::-1]',
        _reversed,
        gh_token,
    ),
    _encoded(
        "js_split_reverse_join",
        "const t = '<E>'.split('').reverse().join('');",
        _reversed,
    ),
    _encoded("python_rot13_decode", 'key = codecs.decode("<E>", "rot13")', _rot13, stripe_live),
    _encoded("js_atob", "const key = atob('<E>');", _b64, openai_key),
    _encoded("python_b64decode", 'SECRET = base64.b64decode("<E>").decode()', _b64, aws_secret),
    _encoded("node_buffer_base64", "const pw = Buffer.from('<E>', 'base64').toString();", _b64),
    _encoded("node_buffer_hex", "const key = Buffer.from('<E>', 'hex').toString('utf8');", _hex),
    _encoded(
        "csharp_frombase64",
        'var key = Encoding.UTF8.GetString(Convert.FromBase64String("<E>"));',
        _b64,
    ),
    _encoded(
        "java_base64_decoder",
        'String pw = new String(Base64.getDecoder().decode("<E>"), UTF_8);',
        _b64,
        plain_pw,
    ),
    _encoded(
        "go_base64_decode", 'tok, _ := base64.StdEncoding.DecodeString("<E>")', _b64, gh_token
    ),
    _encoded("rust_byte_array", "const KEY: [u8; 40] = [<E>];", _rust_bytes),
    _encoded("shell_base64_d", "export API_KEY=$(echo '<E>' | base64 -d)", _b64),
    _encoded(
        "powershell_frombase64",
        "$k = [Text.Encoding]::UTF8.GetString([Convert]::FromBase64String('<E>'))",
        _b64,
    ),
    _encoded("php_base64_decode", "$secret = base64_decode('<E>');", _b64, stripe_live),
    _encoded("ruby_unpack1", "KEY = '<E>'.unpack1('m')", _b64),
    _encoded("python_hex_escaped_bytes", 'k = b"<E>"', _x_escaped),
    _encoded("python_unhexlify", 'k = binascii.unhexlify("<E>")', _hex, plain_pw),
)


def _xor_obfuscated(r: random.Random) -> tuple[str, str]:
    v = key40(r)
    mask = r.randrange(1, 255)
    body = ", ".join(str(ord(c) ^ mask) for c in v)
    return body, f"KEY = bytes(b ^ {mask} for b in [{body}]).decode()"


def _char_array_c(r: random.Random) -> tuple[str, str]:
    v = plain_pw(r)
    body = ", ".join(f"'{c}'" for c in v)
    return body, f"static const char pw[] = {{{body}, '\\0'}};"


def _pieces_three(r: random.Random) -> tuple[str, str]:
    v = gh_token(r)
    a, b, c = v[:14], v[14:28], v[28:]
    return a, f'TOKEN_PARTS = ["{a}", "{b}", "{c}"]\nTOKEN = "".join(TOKEN_PARTS)'


def _env_default(r: random.Random) -> tuple[str, str]:
    v = pw(r, 16)
    return v, f'password = os.environ.get("DB_PASSWORD", "{v}")'


def _getenv_fallback_js(r: random.Random) -> tuple[str, str]:
    v = stripe_live(r)
    return v, f"const stripeKey = process.env.STRIPE_KEY || '{v}';"


_ODD: tuple[Kind, ...] = (
    _by("xor_masked_bytes", _xor_obfuscated),
    _by("c_char_initialiser", _char_array_c),
    _by("join_of_three_parts", _pieces_three),
    _by("python_getenv_default", _env_default),
    _by("js_env_fallback", _getenv_fallback_js),
    k(
        "alnum_helper_named",
        "code",
        'def _k():\n    return "{v}"',
        value=lambda r: alnum(r, 48),
    ),
)

BUILT_KINDS: tuple[Kind, ...] = (*_CONCAT, *_FORMAT, *_ENCODED, *_ODD)
