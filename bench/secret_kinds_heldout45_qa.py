"""Held-out 45's test and QA artefact kinds (`bench/secret_kinds_heldout45.py`).

What a tester pastes: a HAR file's request headers (`Authorization`, a
`Cookie` of a session), its `postData` of a login form, a `curl -d` password
grant, a response body's `access_token` and a `Set-Cookie`; VCR and Betamax
cassettes with the header not filtered and a token in a recorded body, a
Polly.js recording, WireMock's stub with an expected `Authorization`; API
clients' exports (Postman's environment with a `"type": "secret"` value, a
collection's `auth` block with a `bearer` and an `apikey`, `newman --env-var`,
a Postman API key `PMAK-…`, Insomnia's export, Bruno's `.bru` file and its
`.env`, Hoppscotch's environment JSON, a `.http` file for REST Client and
JetBrains' `http-client.private.env.json`); browser tests' state (Playwright's
`storageState` cookies and `localStorage`, `cypress.env.json`, Cypress's
`--record --key`, a Playwright `.env`, Selenium's remote URL with a
BrowserStack key, Sauce Labs' access key); load tests (k6's header in `params`
and its cloud token, JMeter's `.jmx` `HTTPArgument` and a `-J` property,
Locust's `on_start` login, Gatling's `.basicAuth`, Artillery's
`config.variables`, Vegeta's target file); pytest (`conftest.py` fixtures with
a literal, `pytest --db-password` options, `pytest.ini`'s `env`, a `tox.ini`
`setenv`), snapshots (a Jest `__snapshots__` entry holding a token, a syrupy
`.ambr` and an `insta` `.snap`), a Testcontainers' password printed in a test
log, Allure's `environment.properties` and a ReportPortal API key in
`pytest.ini`.
"""

from __future__ import annotations

import base64
import random

from bench.secret_kinds import Kind, alnum, hexs, pw, uuid4
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout45_nb import hex40, jwt, tok

__all__ = ["QA_KINDS"]


def _session(r: random.Random) -> str:
    return alnum(r, 32)


def _basic(r: random.Random) -> str:
    return base64.b64encode(f"qa-bot:{pw(r)}".encode()).decode()


def _pmak(r: random.Random) -> str:
    return "PMAK-" + hexs(r, 24) + "-" + hexs(r, 34)


_HAR: tuple[Kind, ...] = (
    k(
        "har_request_authorization_header",
        "header",
        '{"name": "Authorization", "value": "Bearer {v}"},\n{"name": "Accept", "value": '
        '"application/json"}',
        '        "headers": [\n          {\n            "name": "authorization",\n'
        '            "value": "Bearer {v}"\n          },',
        value=jwt,
    ),
    k(
        "har_request_cookie_session",
        "header",
        '{"name": "Cookie", "value": "_ga=GA1.1.{d9}.{d10}; sessionid={v}; csrftoken={k32}"}',
        '"cookies": [{"name": "connect.sid", "value": "s%3A{v}.{k43}", "httpOnly": true}]',
        value=_session,
    ),
    k(
        "har_post_data_login",
        "form",
        '"postData": {"mimeType": "application/x-www-form-urlencoded", "text": "username=qa%40'
        'acme.test&password={v}&remember=1"}',
        '"postData": {"mimeType": "application/json", "text": "{\\"email\\":\\"qa@acme.test\\",'
        '\\"password\\":\\"{v}\\"}"}',
    ),
    k(
        "curl_form_password_grant",
        "form",
        "curl -s -X POST https://auth.staging.corp/oauth/token -d 'grant_type=password&"
        "client_id=e2e&username=qa-admin&password={v}'",
        "curl --data-urlencode 'password={v}' --data-urlencode 'username=qa' "
        "https://staging.corp/api/login",
    ),
    k(
        "har_response_content_text_access_token",
        "output",
        '"content": {"size": 412, "mimeType": "application/json", "text": "{\\"access_token\\":'
        '\\"{v}\\",\\"token_type\\":\\"Bearer\\",\\"expires_in\\":3600}"}',
        value=jwt,
    ),
    k(
        "har_response_set_cookie",
        "header",
        '{"name": "Set-Cookie", "value": "__Host-session={v}; Path=/; Secure; HttpOnly; '
        'SameSite=Lax"}',
        value=_session,
    ),
    k(
        "vcr_cassette_authorization",
        "header",
        "interactions:\n- request:\n    body: null\n    headers:\n      Authorization:\n"
        "      - Bearer {v}\n    method: GET\n    uri: https://api.vendor.example/v2/orders",
        "    headers:\n      X-Api-Key:\n      - {v}\n      User-Agent:\n"
        "      - python-requests/2.32",
        value=tok,
    ),
    k(
        "vcr_cassette_body_token",
        "output",
        '  response:\n    body:\n      string: \'{"access_token": "{v}", "expires_in": 3599, '
        '"token_type": "Bearer"}\'\n    status:\n      code: 200',
        value=lambda r: "ya29.a0" + alnum(r, 120),
    ),
    k(
        "betamax_cassette_basic",
        "header",
        '{"request": {"headers": {"Authorization": ["Basic {v}"]}, "method": "GET", "uri": '
        '"https://ci.corp/api/json"}}',
        value=_basic,
    ),
    k(
        "pollyjs_recording_header",
        "header",
        '"request": {"headers": [{"_fromType": "array", "name": "x-auth-token", "value": "{v}"}], '
        '"method": "POST", "url": "https://api.corp/v1/events"}',
        value=tok,
    ),
    k(
        "wiremock_stub_authorization",
        "header",
        '{"request": {"method": "GET", "url": "/api/v1/me", "headers": {"Authorization": '
        '{"equalTo": "Bearer {v}"}}}, "response": {"status": 200}}',
        value=tok,
    ),
)

_CLIENTS: tuple[Kind, ...] = (
    k(
        "postman_environment_secret_value",
        "config",
        '{"id": "{uuid}", "name": "staging", "values": [{"key": "baseUrl", "value": '
        '"https://staging.corp", "enabled": true}, {"key": "apiKey", "value": "{v}", "type": '
        '"secret", "enabled": true}]}',
        value=tok,
    ),
    k(
        "postman_collection_auth_bearer",
        "config",
        '"auth": {"type": "bearer", "bearer": [{"key": "token", "value": "{v}", "type": '
        '"string"}]}',
        '"auth": {"type": "apikey", "apikey": [{"key": "value", "value": "{v}"}, {"key": "key", '
        '"value": "X-API-Key"}]}',
        value=tok,
    ),
    k(
        "newman_env_var_flag",
        "cli",
        'newman run api-tests.json -e staging.json --env-var "password={v}" --reporters cli,junit',
        "npx newman run smoke.postman_collection.json --env-var token={v}",
    ),
    k(
        "postman_api_key",
        "header",
        "curl -H 'X-Api-Key: {v}' https://api.getpostman.com/collections",
        "postman login --with-api-key {v}",
        value=_pmak,
    ),
    k(
        "insomnia_export_environment",
        "config",
        '{"_type": "environment", "name": "Prod", "data": {"base_url": "https://api.corp", '
        '"password": "{v}", "username": "qa-bot"}}',
        "  - _type: request\n    authentication:\n      type: basic\n      username: qa\n"
        "      password: {v}",
    ),
    k(
        "bruno_bru_auth",
        "config",
        "meta {\n  name: get orders\n  type: http\n}\n\nget {\n  url: {{baseUrl}}/orders\n}\n\n"
        "auth:bearer {\n  token: {v}\n}",
        "vars:secret [\n  apiToken\n]\n\n# .env\napiToken={v}",
        value=tok,
    ),
    k(
        "hoppscotch_environment_json",
        "config",
        '[{"name": "staging", "variables": [{"key": "token", "value": "{v}", "secret": false}]}]',
        value=jwt,
    ),
    k(
        "rest_client_http_file_token_and_body",
        "header",
        "@host = https://api.corp\n@token = {v}\n\n### list orders\nGET {{host}}/orders\n"
        "Authorization: Bearer {{token}}",
        "### login\nPOST https://api.corp/login\nContent-Type: application/json\n\n"
        '{"user": "qa", "password": "{v}"}',
        value=tok,
    ),
    k(
        "jetbrains_http_client_private_env",
        "config",
        '{"dev": {"password": "{v}", "client_secret": "{k32}"}}',
    ),
)

_BROWSER: tuple[Kind, ...] = (
    k(
        "playwright_storage_state_session_cookie",
        "config",
        '{"cookies": [{"name": "session", "value": "{v}", "domain": "app.corp", "path": "/", '
        '"expires": 1796000000, "httpOnly": true, "secure": true, "sameSite": "Lax"}], '
        '"origins": []}',
        value=_session,
    ),
    k(
        "playwright_storage_state_local_storage",
        "config",
        '"origins": [{"origin": "https://app.corp", "localStorage": [{"name": "auth.token", '
        '"value": "{v}"}]}]',
        value=jwt,
    ),
    k(
        "cypress_env_json_admin_password",
        "config",
        '{\n  "ADMIN_EMAIL": "qa@acme.test",\n  "ADMIN_PASSWORD": "{v}"\n}',
        "CYPRESS_ADMIN_PASSWORD={v} npx cypress run --spec cypress/e2e/admin.cy.ts",
    ),
    k(
        "cypress_run_record_key_uuid",
        "cli",
        "npx cypress run --record --key {v} --parallel --ci-build-id $GITHUB_RUN_ID",
        "CYPRESS_RECORD_KEY={v}",
        value=lambda r: uuid4(r, "b"),
    ),
    k(
        "playwright_dotenv",
        "config",
        "BASE_URL=https://staging.corp\nE2E_USER=qa@acme.test\nE2E_PASSWORD={v}",
        "export PLAYWRIGHT_TEST_PASSWORD='{v}'\nnpx playwright test --project=chromium",
    ),
    k(
        "selenium_remote_browserstack",
        "dsn",
        "driver = webdriver.Remote(command_executor='https://qa{d3}:{v}@hub-cloud.browserstack."
        "com/wd/hub', options=opts)",
        "BROWSERSTACK_ACCESS_KEY={v} npx browserstack-node-sdk playwright test",
        value=lambda r: alnum(r, 20),
    ),
    k(
        "saucelabs_access_key",
        "config",
        "SAUCE_USERNAME=qa-acme\nSAUCE_ACCESS_KEY={v}",
        "saucectl run --config .sauce/config.yml --region eu-central --access-key {v}",
        value=lambda r: uuid4(r, "b"),
    ),
)

_LOAD: tuple[Kind, ...] = (
    k(
        "k6_script_header",
        "code",
        "export default function () {\n  const params = { headers: { Authorization: 'Bearer {v}' "
        "} };\n  http.get('https://api.corp/v1/items', params);\n}",
        value=tok,
    ),
    k(
        "k6_cloud_token",
        "cli",
        "k6 cloud login --token {v}",
        "K6_CLOUD_TOKEN={v} k6 cloud run load.js",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "jmeter_jmx_http_argument",
        "config",
        '<elementProp name="password" elementType="HTTPArgument">\n  <boolProp name="HTTPArgument.'
        'always_encode">false</boolProp>\n  <stringProp name="Argument.value">{v}</stringProp>\n'
        '  <stringProp name="Argument.name">password</stringProp>\n</elementProp>',
    ),
    k(
        "jmeter_j_property",
        "cli",
        "jmeter -n -t checkout.jmx -Jusers=200 -Japi_token={v} -l results.jtl",
        value=tok,
    ),
    k(
        "locust_on_start_login",
        "code",
        "class Shopper(HttpUser):\n    def on_start(self):\n"
        "        self.client.post('/login', json={'username': 'load1', 'password': '{v}'})",
    ),
    k(
        "gatling_basic_auth",
        "code",
        'val httpProtocol = http.baseUrl("https://api.corp").basicAuth("perf", "{v}")',
        '.header("X-Api-Key", "{v}")',
    ),
    k(
        "artillery_config_variables",
        "config",
        'config:\n  target: https://api.corp\n  variables:\n    apiKey: "{v}"\n  phases:\n'
        "    - duration: 60\n      arrivalRate: 20",
        value=tok,
    ),
    k(
        "vegeta_targets_header",
        "header",
        "GET https://api.corp/v1/search?q=shoes\nAuthorization: Bearer {v}\n\nGET "
        "https://api.corp/v1/cart",
        value=jwt,
    ),
)

_PYTEST: tuple[Kind, ...] = (
    k(
        "conftest_fixture_literal",
        "code",
        "@pytest.fixture(scope='session')\ndef warehouse():\n    return connect(host='dw-test', "
        "user='tests', password='{v}')",
        '@pytest.fixture\ndef api_client():\n    return Client(api_key="{v}")',
    ),
    k(
        "pytest_option_db_password",
        "cli",
        "pytest tests/integration --db-url postgresql://ci:{v}@localhost:5432/ci -x",
        "python -m pytest -m e2e --admin-password '{v}'",
    ),
    k(
        "pytest_ini_env",
        "config",
        "[pytest]\nenv =\n    DATABASE_URL=postgresql://test:{v}@localhost/test\n"
        "    D:STRIPE_KEY=sk_test_{k24}",
        "[testenv]\nsetenv =\n    SNOWFLAKE_PASSWORD = {v}\ncommands = pytest {posargs}",
    ),
    k(
        "jest_snapshot_token",
        "output",
        'exports[`auth client signs requests 1`] = `\n{\n  "headers": {\n    "Authorization": '
        '"Bearer {v}",\n  },\n}\n`;',
        value=jwt,
    ),
    k(
        "syrupy_insta_snapshot",
        "output",
        "# name: test_connection_settings\n  dict({\n    'password': '{v}',\n    'user': "
        "'loader',\n  })\n# ---",
        '---\nsource: tests/config.rs\nexpression: settings\n---\nDatabase {\n    user: "app",\n'
        '    password: "{v}",\n}',
    ),
    k(
        "testcontainers_log_password",
        "output",
        "INFO  tc.postgres:16 - Container postgres:16 started in PT2.1S\nINFO  test - JDBC URL: "
        "jdbc:postgresql://localhost:{d5}/test?user=test&password={v}",
        value=lambda r: alnum(r, 16),
    ),
    k(
        "allure_env_properties",
        "config",
        "Browser=Chrome\nStand=staging\nAdmin.Password={v}\nBuild={d5}",
    ),
    k(
        "reportportal_uuid_token",
        "config",
        "[pytest]\nrp_endpoint = https://rp.corp\nrp_api_key = {v}\nrp_project = web",
        value=lambda r: "qa_" + hex40(r),
    ),
)

QA_KINDS: tuple[Kind, ...] = (*_HAR, *_CLIENTS, *_BROWSER, *_LOAD, *_PYTEST)
