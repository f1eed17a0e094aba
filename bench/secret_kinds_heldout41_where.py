"""Held-out 41's code where an agent meets it (`bench/secret_kinds_heldout41.py`).

A secret in code as the agent sees the code: unified diff hunks (added and
removed lines under `@@` headers), merge conflict markers, `git show`,
`git blame` and `git log -p` output, `git grep` hits, code review comments
quoting a line, a notebook cell's JSON `source` array and its outputs,
commented-out lines (`// token = …`, `# TODO remove`), docstrings and doc
comments that hold a real value, test fixtures and mocks set to a live
value, decompiled and minified code, source maps' `sourcesContent`, stack
frames with their locals printed beside the code line, a debugger's
watch, a linter's report quoting the line, and an editor's hover.
"""

from __future__ import annotations

import json
import random

from bench.secret_kinds import Kind, alnum, hexs
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout39_state import (
    aws_secret,
    gh_token,
    google_key,
    jwt,
    openai_key,
    slack_bot,
    stripe_live,
)
from bench.secret_kinds_heldout41_lit import anthropic_key, key40, plain_pw

__all__ = ["WHERE_KINDS"]


def _notebook_cell(r: random.Random) -> tuple[str, str]:
    v = openai_key(r)
    cell = {
        "cell_type": "code",
        "execution_count": int(r.randrange(1, 40)),
        "metadata": {},
        "outputs": [],
        "source": [
            "import openai\n",
            f'openai.api_key = "{v}"\n',
            "resp = openai.chat.completions.create(model=MODEL, messages=msgs)",
        ],
    }
    return v, json.dumps(cell, indent=1)


def _notebook_output(r: random.Random) -> tuple[str, str]:
    v = aws_secret(r)
    cell = {
        "cell_type": "code",
        "source": ["!cat ~/.aws/credentials"],
        "outputs": [
            {
                "name": "stdout",
                "output_type": "stream",
                "text": [
                    "[default]\n",
                    f"aws_access_key_id = AKIA{hexs(r, 16).upper()}\n",
                    f"aws_secret_access_key = {v}\n",
                ],
            }
        ],
    }
    return v, json.dumps(cell, indent=1)


def _notebook_env_cell(r: random.Random) -> tuple[str, str]:
    v = "hf_" + alnum(r, 34)
    src = ["import os\n", f"os.environ['HF_TOKEN'] = '{v}'\n", "from huggingface_hub import login"]
    return v, '"source": ' + json.dumps(src)


def _sourcemap(r: random.Random) -> tuple[str, str]:
    v = stripe_live(r)
    content = f"export const stripe = new Stripe('{v}', {{ apiVersion: '2024-06-20' }});\n"
    body = {
        "version": 3,
        "sources": ["src/pay.ts"],
        "sourcesContent": [content],
        "mappings": "AAAA",
    }
    return v, json.dumps(body)


_DIFF: tuple[Kind, ...] = (
    k(
        "diff_added_line",
        "code",
        "diff --git a/src/client.py b/src/client.py\nindex {h7}..{h7} 100644\n"
        "--- a/src/client.py\n+++ b/src/client.py\n@@ -12,6 +12,7 @@ class Client:\n"
        '     def __init__(self):\n+        self.token = "{v}"\n         self.base = BASE_URL',
        value=gh_token,
    ),
    k(
        "diff_removed_line",
        "code",
        '@@ -3,7 +3,7 @@\n import os\n-API_KEY = "{v}"\n+API_KEY = os.environ["API_KEY"]\n',
        value=openai_key,
    ),
    k(
        "diff_changed_value",
        "code",
        '@@ -1,4 +1,4 @@\n-STRIPE_SECRET_KEY="sk_test_{k24}"\n+STRIPE_SECRET_KEY="{v}"\n',
        value=stripe_live,
    ),
    k(
        "diff_yaml_hunk",
        "code",
        "--- a/deploy/values.yaml\n+++ b/deploy/values.yaml\n@@ -20,3 +20,4 @@ redis:\n"
        "   host: redis-master\n+  password: {v}\n   port: 6379",
        value=plain_pw,
    ),
    k(
        "diff_env_example_mistake",
        "code",
        "diff --git a/.env.example b/.env.example\n@@ -1,2 +1,2 @@\n"
        "-SLACK_BOT_TOKEN=xoxb-your-token\n"
        "+SLACK_BOT_TOKEN={v}",
        value=slack_bot,
    ),
    k(
        "diff_word_diff",
        "code",
        'token = [-"changeme"-]{+"{v}"+}',
        value=key40,
    ),
    k(
        "diff_side_by_side",
        "code",
        "api_key = os.getenv('KEY')                    |  api_key = '{v}'",
        value=key40,
    ),
    k(
        "merge_conflict_ours_theirs",
        "code",
        '<<<<<<< HEAD\nDATABASE_PASSWORD = "{v}"\n=======\n'
        'DATABASE_PASSWORD = os.environ["DATABASE_PASSWORD"]\n>>>>>>> feature/env-config',
        value=plain_pw,
    ),
    k(
        "merge_conflict_diff3",
        "code",
        "<<<<<<< ours\n  token: {v}\n||||||| base\n  token: ''\n=======\n"
        "  token: ${{ secrets.TOKEN }}\n>>>>>>> theirs",
        value=gh_token,
    ),
    k(
        "git_show_commit",
        "code",
        "commit {h40}\nAuthor: Dana Ruiz <dana@acme.io>\nDate:   Mon Nov 30 17:02:11 2026 +0100\n\n"
        "    wire up mailer\n\ndiff --git a/mailer.rb b/mailer.rb\n@@ -0,0 +1,3 @@\n"
        "+SMTP_PASSWORD = '{v}'\n+SMTP_USER = 'alerts'",
        value=plain_pw,
    ),
    k(
        "git_log_p_removed",
        "code",
        "commit {h40}\n    remove hard-coded key\n\n--- a/app.js\n+++ b/app.js\n@@ -8 +8 @@\n"
        "-const GOOGLE_KEY = '{v}';\n+const GOOGLE_KEY = process.env.GOOGLE_KEY;",
        value=google_key,
    ),
    k(
        "git_blame_line",
        "code",
        '^{h7} (Dana Ruiz 2025-03-14 10:12:44 +0100 41)     client_secret = "{v}"',
        '{h8} src/auth.go (Lee Park 2026-01-09 09:01:03 +0900 17) \tconst secret = "{v}"',
        value=key40,
    ),
    k(
        "git_grep_hit",
        "code",
        "config/initializers/sentry.rb:4:  config.auth_token = '{v}'",
        "src/settings.py:88:SECRET_KEY = '{v}'",
        value=key40,
    ),
    k(
        "git_stash_show_p",
        "code",
        "$ git show stash@{0}\n--- a/.env\n+++ b/.env\n@@ -1 +1,2 @@\n APP_ENV=dev\n"
        "+ANTHROPIC_API_KEY={v}",
        value=anthropic_key,
    ),
    k(
        "patch_email_body",
        "code",
        "Subject: [PATCH 2/3] ci: log in to registry\n\n---\n .gitlab-ci.yml | 1 +\n\n"
        "+  - docker login -u ci -p {v} registry.acme.io",
        value=plain_pw,
    ),
    k(
        "cline_search_replace_code",
        "code",
        "<<<<<<< SEARCH\nconst key = process.env.MAPS_KEY;\n=======\nconst key = '{v}';\n"
        ">>>>>>> REPLACE",
        value=google_key,
    ),
    k(
        "aider_whole_file_block",
        "code",
        "config.py\n```python\nBROKER_URL = 'redis://:{v}@redis:6379/0'\n```",
        value=plain_pw,
    ),
    k(
        "gitlab_suggestion_block",
        "code",
        '```suggestion:-0+0\napi_key = "{v}"\n```',
        value=key40,
    ),
)

_REVIEW: tuple[Kind, ...] = (
    k(
        "review_comment_quoting_line",
        "code",
        "src/pay.ts line 14:\n> const key = '{v}';\n"
        "Please move this to the secret store before merging.",
        value=stripe_live,
    ),
    k(
        "github_review_thread",
        "code",
        "**dana** commented on `lib/s3.rb` L22:\n```ruby\nsecret_access_key: '{v}',\n```\n"
        "This is the prod key!",
        value=aws_secret,
    ),
    k(
        "gerrit_inline_comment",
        "code",
        'Patch Set 3:\n\n(1 comment)\n\nFile sync/client.go:\n\nLine 40: token := "{v}"\n'
        "> Done, rotated.",
        value=gh_token,
    ),
    k(
        "linter_report_quote",
        "code",
        'app/settings.py:31:1: S105 Possible hardcoded password assigned to: "DB_PASS"\n'
        '   |\n31 | DB_PASS = "{v}"\n   | ^^^^^^^ S105',
        value=plain_pw,
    ),
    k(
        "compiler_error_context",
        "code",
        "error[E0308]: mismatched types\n --> src/main.rs:9:23\n  |\n"
        '9 |     let key: u32 = "{v}";\n'
        "  |              ---   ^^^^ expected `u32`, found `&str`",
        value=key40,
    ),
    k(
        "tsc_error_context",
        "code",
        "src/api.ts:7:7 - error TS2322: Type 'string' is not assignable to type 'number'.\n\n"
        "7 const token: number = '{v}';\n        ~~~~~",
        value=jwt,
    ),
)

_COMMENTS: tuple[Kind, ...] = (
    k(
        "commented_out_slash",
        "code",
        "// const token = '{v}';\nconst token = process.env.TOKEN;",
        '  // apiKey: "{v}", // old key',
        value=gh_token,
    ),
    k(
        "commented_out_hash_todo",
        "code",
        '# TODO remove before release\n# PASSWORD = "{v}"\nPASSWORD = os.environ["PASSWORD"]',
        value=plain_pw,
    ),
    k(
        "commented_out_sql_dash",
        "code",
        "-- ALTER USER app WITH PASSWORD '{v}';",
        value=plain_pw,
    ),
    k(
        "commented_out_lisp_semicolon",
        "code",
        ';; (setq openai-key "{v}")',
        value=openai_key,
    ),
    k(
        "commented_block_c",
        "code",
        "/*\n * old credentials, kept for the migration:\n * user: migrator\n * pass: {v}\n */",
        value=plain_pw,
    ),
    k(
        "html_comment_in_template",
        "code",
        '<!-- maps key for staging: {v} -->\n<div id="map"></div>',
        value=google_key,
    ),
    k(
        "python_docstring_example",
        "code",
        'def connect(token=None):\n    """Connect to the API.\n\n    Example:\n'
        '        >>> connect(token="{v}")\n    """',
        value=key40,
    ),
    k(
        "javadoc_with_key",
        "code",
        "/**\n * Calls the billing API.\n * @param key the key, e.g. {v}\n */",
        value=stripe_live,
    ),
    k(
        "rustdoc_example",
        "code",
        '/// ```\n/// let c = Client::new("{v}");\n/// ```\npub fn new(key: &str) -> Self {',
        value=key40,
    ),
    k(
        "xml_doc_comment",
        "code",
        "/// <summary>Uses the service account; password is {v}</summary>",
        value=plain_pw,
    ),
    k(
        "readme_code_block_real",
        "code",
        "## Quick start\n\n```bash\nexport ACME_API_KEY={v}\nacme deploy\n```",
        value=key40,
    ),
)

_FIXTURES: tuple[Kind, ...] = (
    k(
        "pytest_fixture_live_token",
        "code",
        '@pytest.fixture\ndef client():\n    return Client(token="{v}")',
        value=gh_token,
    ),
    k(
        "jest_mock_env",
        "code",
        "beforeAll(() => {\n  process.env.OPENAI_API_KEY = '{v}';\n});",
        value=openai_key,
    ),
    k(
        "rspec_let_secret",
        "code",
        "let(:api_key) { '{v}' }",
        value=key40,
    ),
    k(
        "go_test_table",
        "code",
        'tests := []struct{ name, token string }{\n\t{"prod", "{v}"},\n}',
        value=gh_token,
    ),
    k(
        "junit_properties",
        "code",
        '@TestPropertySource(properties = {"spring.datasource.password={v}"})',
        value=plain_pw,
    ),
    k(
        "vcr_cassette_header",
        "code",
        "    headers:\n      Authorization:\n      - Bearer {v}\n      User-Agent:\n"
        "      - Faraday v2.7.4",
        value=key40,
    ),
    k(
        "mockito_when_return",
        "code",
        'when(vault.read("db/creds")).thenReturn("{v}");',
        value=plain_pw,
    ),
    k(
        "wiremock_stub_json",
        "code",
        '{"request": {"headers": {"X-Api-Key": {"equalTo": "{v}"}}}, "response": {"status": 200}}',
        value=key40,
    ),
    k(
        "factory_bot_attribute",
        "code",
        'factory :integration do\n  access_token { "{v}" }\nend',
        value=slack_bot,
    ),
)

_DECOMPILED: tuple[Kind, ...] = (
    k(
        "minified_var_chain",
        "code",
        'var a="{v}",b="https://api.acme.io",c=function(){return a};',
        '!function(){var e="{v}";fetch(t,{headers:{"x-api-key":e}})}();',
        value=key40,
    ),
    k(
        "webpack_module_define",
        "code",
        '/***/ "./src/config.js":\n/***/ ((module) => {\nmodule.exports={apiSecret:"{v}"}\n'
        "/***/ })",
        value=stripe_live,
    ),
    k(
        "jadx_decompiled_java",
        "code",
        '    /* renamed from: a */\n    public static final String f12a = "{v}";',
        value=google_key,
    ),
    k(
        "smali_const_string",
        "code",
        'const-string v0, "{v}"\ninvoke-static {v0}, Lcom/acme/Api;->init(Ljava/lang/String;)V',
        value=key40,
    ),
    k(
        "ilspy_decompiled_csharp",
        "code",
        'private static readonly string _k = "{v}";',
        value=plain_pw,
    ),
    k(
        "strings_on_binary",
        "code",
        "$ strings -n 20 ./agent | grep -i key\nAPI_KEY_HEADER\n{v}",
        value=key40,
    ),
    k(
        "pyc_disassembly",
        "code",
        "  3           4 LOAD_CONST               1 ('{v}')\n"
        "              6 STORE_NAME               1 (TOKEN)",
        value=gh_token,
    ),
)

_FRAMES: tuple[Kind, ...] = (
    k(
        "python_traceback_locals",
        "code",
        'File "app/sync.py", line 42, in push\n    resp = session.post(url, headers=hdrs)\n'
        "    hdrs = {'Authorization': 'Bearer {v}'}\n    url = 'https://api.acme.io/push'",
        value=key40,
    ),
    k(
        "pdb_print_local",
        "code",
        "(Pdb) l\n 40  \t    token = load_token()\n 41  ->\t    return call(token)\n"
        "(Pdb) p token\n'{v}'",
        value=gh_token,
    ),
    k(
        "gdb_frame_locals",
        "code",
        "#1  0x000055d3 in connect (cfg=0x7ffd) at db.c:88\n88\t    rc = login(cfg->user, pw);\n"
        '(gdb) info locals\npw = 0x55d3a0 "{v}"',
        value=plain_pw,
    ),
    k(
        "lldb_frame_variable",
        "code",
        '(lldb) frame variable\n(NSString *) apiKey = 0x0000600003 @"{v}"',
        value=key40,
    ),
    k(
        "node_inspect_repl",
        "code",
        "debug> exec apiKey\n'{v}'\nbreak in src/pay.js:12\n 12 const s = new Stripe(apiKey);",
        value=stripe_live,
    ),
    k(
        "rust_backtrace_debug_struct",
        "code",
        "thread 'main' panicked at src/main.rs:30:5:\n"
        'config: Config { endpoint: "https://api.acme.io", token: "{v}" }',
        value=key40,
    ),
    k(
        "vscode_debug_hover",
        "code",
        "VARIABLES\n  Locals\n    secret: '{v}'\n    retries: 3",
        value=plain_pw,
    ),
    k(
        "sentry_frame_vars",
        "code",
        '"vars": {"self": "<Client>", "api_key": "{v}", "attempt": 2},\n'
        '"context_line": "    r = post(url, key=api_key)"',
        value=key40,
    ),
)

_NB: tuple[Kind, ...] = (
    Kind("notebook_source_array", "code", _notebook_cell),
    Kind("notebook_stream_output", "code", _notebook_output),
    Kind("notebook_env_source", "code", _notebook_env_cell),
    Kind("sourcemap_sources_content", "code", _sourcemap),
)

WHERE_KINDS: tuple[Kind, ...] = (
    *_DIFF,
    *_REVIEW,
    *_COMMENTS,
    *_FIXTURES,
    *_DECOMPILED,
    *_FRAMES,
    *_NB,
)
