"""Round 20's classes (issue 27): the shapes held-out 25 showed, each written as its class.

Look-alikes first: an id of a session, a conversation or a trace under its key in JSON,
YAML or a header; a token that marks a place (progress, a page, a sync); an object's id
by its form (two nouns run together, a short noun its neighbourhood names, a two-letter
id beside ids of one vendor); a reference to a secret by its name (Kubernetes, Helm, a
secret store's command); a type's name printed in a value's place (idents.py,
references.py). Then the leaks: a key in a remote MCP server's path, a link's base64
config, a value a log echoes (linked.py), a key header's name and value in code
(beside.py), a token word of another language (places.py), a bare authorization with a
word's prefix (placed.py), a secret store's `--value` (commands.py). Each is written in
forms the set does not hold, each with look-alikes that must come through, and keys
beside them that must still be taken. The values are generated here from a fixed seed:
none is a real key.
"""

from __future__ import annotations

import base64
import json
import string
from urllib.parse import quote

import pytest

from .fake_values import DRAWS, Values, kept, stays_linear, taken

V = Values("kenning-tests-round20")


def _base62(n: int) -> str:
    return V.rand(n)


def _keyish(n: int) -> str:
    """A key's body as its vendor draws it: four digits or more among the letters."""
    while True:
        v = V.rand(n)
        if sum(c.isdigit() for c in v) >= 4:
            return v


# -- ids under their key ------------------------------------------------------------------


def test_a_session_s_id_under_its_key_is_kept_in_json_yaml_and_headers() -> None:
    for _ in range(DRAWS):
        u = V.uuid()
        for text in (
            f'{{"sessionId":"{u}","cwd":"/repo","version":"2.0.14"}}',
            f'{{"jsonrpc":"2.0","id":7,"result":{{"sessionId":"{u}"}}}}',
            f"sessionId: {u}",
            f"Mcp-Session-Id: {u}",
            f'{{"parentUuid":"{V.uuid()}","sessionId":"{u}","type":"user"}}',
        ):
            assert kept(text), text
    assert kept('{"sessionId":"ses_01HQ2mLk3Pz7RtYw1VbN8cD4"}')


def test_a_session_cookie_and_a_session_s_token_are_still_taken() -> None:
    for _ in range(DRAWS):
        u = V.uuid()
        r = V.rand(32)
        assert taken(f"Cookie: theme=dark; sessionId={u}", u)
        assert taken(f"Set-Cookie: JSESSIONID={u}; Path=/", u)
        assert taken(f'{{"sessionToken": "{r}"}}', r)
        assert taken(f"sessionid={r}", r)


def test_a_token_that_marks_a_place_is_kept() -> None:
    for _ in range(DRAWS):
        t = V.rand(16)
        page = base64.urlsafe_b64encode(V.rand(30).encode()).decode().rstrip("=")
        for text in (
            f'{{"method":"notifications/progress","params":{{"progressToken":"{t}","progress":3}}}}',
            f'{{"nextPageToken": "{page}"}}',
            f"next_page_token: {page}",
            f'{{"continuationToken": "{page}"}}',
            f'{{"jsonrpc":"2.0","method":"$/progress","params":{{"token":"{t}","value":{{}}}}}}',
            f'{{"method":"window/workDoneProgress/create","params":{{"token":"{V.uuid()}"}}}}',
            f'{{"partialResultToken": "{t}"}}',
        ):
            assert kept(text), text


def test_a_token_of_a_login_beside_those_is_still_taken() -> None:
    for _ in range(DRAWS):
        r = V.rand(32)
        assert taken(f'{{"token": "{r}", "method": "login"}}', r)
        assert taken(f'{{"refreshToken": "{r}"}}', r)
        assert taken(f'{{"pageToken": "sk-ant-api03-{r}"}}', r)


# -- objects' ids by their form ----------------------------------------------------------


def test_two_object_nouns_run_together_make_an_object_s_id() -> None:
    for _ in range(DRAWS):
        body = _base62(22)
        for text in (
            f"batch msgbatch_01{body} ended: 120 succeeded",
            f'client.beta.messages.batches.retrieve("msgbatch_01{body}")',
            f'{{"id": "vectorstore_{body}", "status": "completed"}}',
            f"jobrun_{body} finished",
        ):
            assert kept(text), text


def test_object_ids_of_new_nouns_are_kept() -> None:
    for _ in range(DRAWS):
        body = _base62(24)
        for text in (
            f"run_{body} started for job_{_base62(20)}",
            f"evt_1{body} delivered",
            f"req_011C{body} failed with 529",
            f'"trace": "trace_{body}"',
        ):
            assert kept(text), text


def test_a_short_noun_s_id_named_by_the_words_around_it_is_kept() -> None:
    for _ in range(DRAWS):
        body = _base62(24)
        for text in (
            f"vector store vs_{body} is ready",
            f'{{"payment_intent": "pi_3{body}", "amount": 2000}}',
            f"checkout session cs_test_a1{body} expired",
            f'{{"object":"vector_store.file_batch","id":"vsfb_{body}"}}',
        ):
            assert kept(text), text


def test_a_two_letter_id_beside_one_vendor_s_ids_is_kept() -> None:
    for _ in range(DRAWS):
        a, t, v = _base62(24), _base62(24), _base62(24)
        for text in (
            f"asst_{a} on thread_{t} with vs_{v}",
            f"attached vs_{v} to asst_{a}",
            f"- thread_{t}\tvs_{v}",
        ):
            assert kept(text), text


@pytest.mark.slow
def test_a_key_of_a_short_prefix_is_still_taken_beside_ids() -> None:
    for _ in range(DRAWS):
        a = _base62(24)
        k = _keyish(28)  # another length than the ids beside it
        assert taken(f"use lk_{k} for asst_{a}", k)
        k24 = _keyish(24)
        # a credential's word before it, or its prefix a key's (`sk_`, `hf_`)
        assert taken(f"new api key: ak_{k24} for thread_{a}", k24)
        assert taken(f'api_key = "vs_{k24}"  # for asst_{a}', k24)
        assert taken(f"client secret cs_{k24}", k24)
        hf = _keyish(34)
        assert taken(f"hf_{hf} with asst_{a}", hf)


def test_letters_inside_a_generated_id_spell_no_prefix_s_noun() -> None:
    # `lk_`'s initials are spelled only by pieces of the id beside it (`...7lcTHl2kB...`):
    # those are no words, so the key is no object's id
    k = "ePCIh0UgjkvAnIqUwOwqG3VaHZ57"
    assert taken(f"use lk_{k} for asst_XbEwqB5lcTHl2kBVT6T7X3Um", k)
    # words of the line still name an object whose initials its prefix holds
    assert kept(f"the vector store vs_{V.rand(24)} holds asst_{V.rand(24)}")


# -- references to a secret by its name ---------------------------------------------------


def test_a_kubernetes_secret_s_name_or_key_is_kept() -> None:
    for text in (
        "    Environment:\n      DB_PASSWORD:  <set to the key 'password' in secret 'db-creds'>"
        "  Optional: false",
        "auth:\n  existingSecret: keycloak-admin\n  passwordSecretKey: admin-password",
        "auth:\n  existingSecret: pg-auth\n  existingSecretPasswordKey: postgres-password",
        "spec:\n  tls:\n    - hosts: [api.corp.dev]\n      secretName: api-corp-dev-tls",
        "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n"
        "        name: postgres-credentials\n        key: postgres-password",
        'MountVolume.SetUp failed for volume "tls" : secret "api-tls-cert" not found',
        'Error from server (NotFound): secrets "stripe-api-key" not found',
        "gcloud secrets versions access latest --secret=stripe-api-key",
        "az keyvault secret show --vault-name corp-kv --name stripe-api-key",
        "apiKeySecretName: openai-api-key",
    ):
        assert kept(text), text


def test_a_secret_s_value_under_such_names_is_still_taken() -> None:
    for _ in range(DRAWS):
        r = V.rand(20)
        assert taken(
            f'the secret "{r.lower()}" is the password, not found anywhere else', r.lower()
        )
        assert taken(f"MINIO_SECRET_KEY={r}", r)
        assert taken(f"passwordSecretKey: {r}", r)
        assert taken(f"az keyvault secret set --vault-name kv --name db --value '{r}'", r)
    assert taken("MINIO_SECRET_KEY=minio-admin-pass", "minio-admin-pass")


def test_a_type_s_name_in_a_value_s_place_is_kept() -> None:
    for text in (
        "UserName       : etl\nPassword       : System.Security.SecureString",
        "Credential : System.Management.Automation.PSCredential",
        "password=[C@6d06d69c",
        "PS> $cred | Format-List\nPassword : System.Security.SecureString",
    ):
        assert kept(text), text
    assert taken("password: Summer.Winter.Spring9", "Summer.Winter.Spring9")
    assert taken("password: System.Admin2024", "System.Admin2024")


def test_a_content_api_s_key_handed_to_its_client_is_kept_and_an_admin_s_taken() -> None:
    for _ in range(DRAWS):
        h = V.hex(26)
        for text in (
            f"const api = new GhostContentAPI({{ url: 'https://news.corp.dev', key: '{h}' }});",
            f'const c = new GhostContentAPI({{url: "https://b.dev", key: "{h}", version: "v5"}})',
            f"client = new AcmeContentClient({{ key: '{h}' }})",
        ):
            assert kept(text), text
        admin = f"{V.hex(24)}:{V.hex(64)}"
        assert taken(
            f"const a = new GhostAdminAPI({{ url: 'https://x.dev', key: '{admin}' }});", admin[25:]
        )


# -- keys a link carries or a log echoes ---------------------------------------------------


def test_a_key_in_a_remote_mcp_server_s_path_is_taken() -> None:
    for _ in range(DRAWS):
        k = V.rand(48, string.ascii_letters + string.digits + "_-")
        for text in (
            f'{{"mcpServers": {{"zapier": {{"url": "https://mcp.zapier.com/api/mcp/s/{k}/mcp"}}}}}}',
            f"claude mcp add --transport sse tools https://mcp.corp.dev/{k}/sse",
            f"url = 'https://api.corp.dev/mcp/{k}'",
            f"wss://tools.corp.dev/{k}/sse",
        ):
            assert taken(text, k), text


def test_an_mcp_server_s_address_of_names_and_ids_is_kept() -> None:
    for text in (
        '"url": "https://mcp.linear.app/sse"',
        "claude mcp add --transport http notion https://mcp.notion.com/mcp",
        "https://mcp.example.com/v1/servers/github-mcp-server-2024/sse",
        f"https://mcp.corp.dev/mcp/sessions/{V.uuid()}",
        "https://github.com/acme/mcp/commit/4bf92f3577b34da6a3ce929d0e0e4736abcdef12",
        "https://docs.mcp.example.com/guides/ConnectingYourServerToClaudeDesktop2025",
        "https://mcp.example.com/sse/Kx_ReleaseNotes_v2_Final",
    ):
        assert kept(text), text


def _config(env: dict[str, str], indent: int | None = None) -> str:
    cfg = {"command": "npx", "args": ["-y", "@acme/mcp"], "env": env}
    return base64.b64encode(json.dumps(cfg, indent=indent).encode()).decode()


def test_a_key_in_a_link_s_base64_config_is_taken() -> None:
    for _ in range(DRAWS):
        k = V.rand(32)
        plain = _config({"TODOIST_TOKEN": k})
        spaced = _config({"ACME_API_KEY": k}, indent=2)
        headers = {"url": "https://api.acme.dev/mcp", "headers": {"Authorization": f"Bearer {k}"}}
        urlsafe = base64.urlsafe_b64encode(json.dumps(headers).encode()).decode().rstrip("=")
        for text, carrier in (
            (f"cursor://anysphere.cursor-deeplink/mcp/install?name=t&config={plain}", plain),
            (f"cursor://anysphere.cursor-deeplink/mcp/install?name=a&config={spaced}", spaced),
            (f"[Add](cursor://x/mcp/install?name=a&config={quote(plain)})", quote(plain)),
            (f"https://cursor.com/en/install-mcp?name=a&config={urlsafe}", urlsafe),
        ):
            assert taken(text, carrier), text


def test_a_link_s_config_with_no_key_is_kept() -> None:
    for config in (
        _config({"ACME_API_KEY": "${ACME_API_KEY}"}),
        _config({"ACME_API_KEY": "your-api-key-here"}),
        base64.b64encode(json.dumps({"url": "https://mcp.acme.dev/sse"}).encode()).decode(),
        _config({"LOG_LEVEL": "debug"}),
    ):
        text = f"cursor://anysphere.cursor-deeplink/mcp/install?name=acme&config={config}"
        assert kept(text), text


@pytest.mark.slow
def test_a_value_a_log_echoes_is_taken() -> None:
    for _ in range(DRAWS):
        v = V.rand(24)
        for text in (
            f'$ echo "deploying with $OVH_APPLICATION_SECRET"\ndeploying with {v}\n$ ls',
            f'Run echo "DB pass is $DB_PASSWORD"\nDB pass is {v}',
            f"> echo $env:AZURE_CLIENT_SECRET\n{v}",
            f'[job 4] $ echo "API key: ${{OPENAI_API_KEY}}"\n[job 4] API key: {v}',
            f"+ echo 'Using key: '\"$DEPLOY_KEY\"\nUsing key: {v}",
        ):
            assert taken(text, v), text


def test_an_echo_of_a_mask_a_name_or_nothing_is_kept() -> None:
    for text in (
        '$ echo "token=$GITLAB_TOKEN"\ntoken=[MASKED]',
        '$ echo "deploying with $OVH_APPLICATION_SECRET"\ndeploying with ****',
        '$ echo "region is $AWS_REGION"\nregion is eu-west-1a-zone',
        "$ echo $API_TOKEN\n$ ls -la",
        '$ echo "key name is $SECRET_NAME"\nkey name is stripe-api-key',
        '$ echo "password set: $PASSWORD_SET"\npassword set: true',
    ):
        assert kept(text), text


@pytest.mark.slow
def test_a_key_header_s_name_and_value_in_code_are_taken() -> None:
    for _ in range(DRAWS):
        u = V.uuid()
        for text in (
            f"requests.post(url, headers={{'x-gladia-key': '{u}'}}, files=files)",
            f"headers = {{'x-key': '{u}', 'accept': 'application/json'}}",
            f'headers["Authorization-Key"] = "{u}"',
            f'req.Header.Set("X-Auth-Key", "{u}")',
            f"x-key: {u}",
        ):
            assert taken(text, u), text


def test_a_lookup_header_s_uuid_in_code_is_kept() -> None:
    for _ in range(DRAWS):
        u = V.uuid()
        for text in (
            f"headers={{'Idempotency-Key': '{u}'}}",
            f'{{"X-Request-Id": "{u}"}}',
            f"cache_key = '{u}'",
            f'{{"key": "{u}", "name": "widget"}}',
        ):
            assert kept(text), text


def test_a_token_told_in_another_language_with_its_encoding_is_taken() -> None:
    for _ in range(DRAWS):
        v = V.rand(7) + "%20" + V.rand(5)
        for text in (
            f"токен мына: {v}",
            f"мой токен: {v}",
            f"le jeton : {v}",
            f"ключ API: {v}",
        ):
            assert taken(text, v), text


@pytest.mark.slow
def test_a_bare_authorization_with_a_word_s_prefix_is_taken() -> None:
    letters = string.ascii_letters
    for _ in range(DRAWS):
        chars = [V.random.choice(letters) for _ in range(47)]
        chars.insert(V.random.randrange(48), V.random.choice(string.digits))
        body = "".join(chars)
        for noun in ("org", "user", "team"):
            value = f"{noun}_{body}"
            for text in (
                f"curl -H 'authorization: {value}' https://api.corp.dev/v1/calls",
                f"Authorization: {value}",
            ):
                assert taken(text, value), text


def test_a_secret_store_s_value_flag_is_taken_and_a_plain_parameter_kept() -> None:
    for _ in range(DRAWS):
        v = V.rand(16)
        assert taken(f"az keyvault secret set --vault-name kv --name db-password --value '{v}'", v)
        assert taken(
            f"aws ssm put-parameter --name /prod/db/password --type SecureString --value '{v}'", v
        )
    assert kept(
        "aws ssm put-parameter --name /prod/app/instance-type --type String --value t3.micro"
    )


@pytest.mark.slow
def test_the_new_forms_stay_linear_on_a_text_of_many() -> None:
    # four times the text costs at most six times the CPU (a quadratic scan costs sixteen)
    for unit in (
        "https://mcp.x.dev/aB3dE7fGh2Jk9aB3dE7fGh2Jk9/sse ",
        "{'x-key': 'aB3dE7fGh2Jk9aB3dE7f', ",
        '$ echo "key $API_KEY"\nkey aB3dE7fGh2Jk9aB3dE7f\n',
        "?config=eyJhYmMiOiAiZGVmIn0",
        '{"sessionId":"0d2f1c3a-5b4e-4c6d-8e7f-9a0b1c2d3e4f",',
    ):
        assert stays_linear(unit * 250), unit
