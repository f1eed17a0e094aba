"""The known secrets the generated corpus is salted with.

Every corpus places each of these at least once (spread over agents and
formats), so a test can assert that none of them reaches the store, an export,
search output or a log. The values are generated here from a fixed seed instead
of being written in the source, so no scanner mistakes this file for a leak and
every run sees the same list whatever the corpus seed.

A sample's `needles` are the substrings that must never appear after
redaction. They are single-line and made of characters JSON does not escape, so
each needle also appears verbatim in the raw corpus bytes.
"""

from __future__ import annotations

import base64
import random
import string
from dataclasses import dataclass

__all__ = ["SECRETS", "Secret"]

_ALNUM = string.ascii_letters + string.digits
_UPPER32 = string.ascii_uppercase + "234567"
_B64 = string.ascii_letters + string.digits + "+/"
_URLSAFE = string.ascii_letters + string.digits + "-_"
_PASSWORD = string.ascii_letters + string.digits + "!#%^*"


@dataclass(frozen=True)
class Secret:
    """One secret sample.

    Attributes:
        id: position in SECRETS, used by the manifest.
        kind: what it imitates (`aws_access_key`, `github_pat`, …).
        text: the text placed in the corpus (may span lines, e.g. a PEM block).
        needles: substrings that must not survive redaction.
        carrier: how it is usually written (`env`, `header`, `url`, `assign`, `pem`, `raw`).
    """

    id: int
    kind: str
    text: str
    needles: tuple[str, ...]
    carrier: str


def _pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _jwt(rng: random.Random) -> str:
    header = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').rstrip(b"=").decode()
    sub = rng.randrange(10**6, 10**7)
    payload_json = f'{{"sub":"{sub}","name":"svc-{sub}","iat":{1700000000 + sub}}}'
    payload = base64.urlsafe_b64encode(payload_json.encode()).rstrip(b"=").decode()
    return f"{header}.{payload}.{_pick(rng, _URLSAFE, 43)}"


def _pem_lines(rng: random.Random) -> list[str]:
    return [_pick(rng, _B64, 64) for _ in range(rng.randrange(3, 6))]


def _make(rng: random.Random, kind: str) -> tuple[str, tuple[str, ...], str]:
    """Text, needles and carrier for one sample of `kind`."""
    if kind == "aws_access_key":
        v = "AKIA" + _pick(rng, _UPPER32, 16)
        return v, (v,), "env"
    if kind == "aws_secret_key":
        v = _pick(rng, _B64, 40)
        return v, (v,), "assign"
    if kind == "github_pat":
        v = "ghp_" + _pick(rng, _ALNUM, 36)
        return v, (v,), "env"
    if kind == "github_fine_grained":
        v = "github_pat_" + _pick(rng, _ALNUM, 22) + "_" + _pick(rng, _ALNUM, 59)
        return v, (v,), "env"
    if kind == "openai":
        v = "sk-proj-" + _pick(rng, _URLSAFE, 74)
        return v, (v,), "env"
    if kind == "anthropic":
        v = "sk-ant-api03-" + _pick(rng, _URLSAFE, 93) + "AA"
        return v, (v,), "env"
    if kind == "google_api":
        v = "AIza" + _pick(rng, _URLSAFE, 35)
        return v, (v,), "raw"
    if kind == "slack":
        v = f"xoxb-{rng.randrange(10**10, 10**11)}-{rng.randrange(10**12, 10**13)}-"
        v += _pick(rng, _ALNUM, 24)
        return v, (v,), "env"
    if kind == "stripe":
        v = "sk_live_" + _pick(rng, _ALNUM, 48)
        return v, (v,), "env"
    if kind == "jwt":
        v = _jwt(rng)
        return v, (v,), "header"
    if kind == "bearer":
        v = _pick(rng, _URLSAFE, 40)
        return v, (v,), "header"
    if kind == "db_url":
        v = _pick(rng, _PASSWORD, 20)
        return v, (v,), "url"
    if kind == "password":
        v = _pick(rng, _PASSWORD, 18)
        return v, (v,), "assign"
    if kind == "pem":
        lines = _pem_lines(rng)
        text = "\n".join(
            ["-----BEGIN OPENSSH PRIVATE KEY-----", *lines, "-----END OPENSSH PRIVATE KEY-----"]
        )
        return text, tuple(lines), "pem"
    raise ValueError(f"unknown secret kind {kind!r}")


KINDS: tuple[str, ...] = (
    "aws_access_key",
    "aws_secret_key",
    "github_pat",
    "github_fine_grained",
    "openai",
    "anthropic",
    "google_api",
    "slack",
    "stripe",
    "jwt",
    "bearer",
    "db_url",
    "password",
    "pem",
)

_PER_KIND = 8


def _build() -> tuple[Secret, ...]:
    rng = random.Random("kenning-bench-secrets-v1")
    out: list[Secret] = []
    for _ in range(_PER_KIND):
        for kind in KINDS:
            text, needles, carrier = _make(rng, kind)
            out.append(Secret(len(out), kind, text, needles, carrier))
    return tuple(out)


#: 112 samples, 8 of each of 14 kinds; identical on every run.
SECRETS: tuple[Secret, ...] = _build()


# -- the hardening corpus ----------------------------------------------------------------
#
# Many kinds of secret, each written the way people and tools write it, placed in
# every part of an agent session; and look-alikes that must come through intact.
# tests/test_secrets_corpus.py ingests them through the real pipeline.

_HEX = "0123456789abcdef"
_LOWER_ALNUM = string.ascii_lowercase + string.digits
_WORDS = (  # noqa: SIM905  (a word list reads better as one string)
    "correct horse battery staple orbit velvet canyon marble tundra pepper lantern quartz "
    "meadow falcon cobalt ember willow harbor saffron"
).split()

#: where a sample is put in a session
PLACES: tuple[str, ...] = (
    "user",
    "assistant",
    "tool_input",
    "tool_output",
    "json",
    "env",
    "command",
)


@dataclass(frozen=True)
class Sample:
    """One secret of the hardening corpus.

    Attributes:
        id: position in `hard_samples()`.
        kind: what it imitates (`twilio_api_key`, `curl_user`, …).
        secret: the value that must not survive anywhere (single-line, no JSON escapes).
        text: how it is written (a line of shell, config, JSON or prose).
        place: where in a session it goes (one of `PLACES`).
    """

    id: int
    kind: str
    secret: str
    text: str
    place: str


@dataclass(frozen=True)
class LookAlike:
    """Text that looks like a secret and is not: it must be stored unchanged."""

    id: int
    kind: str
    text: str


def _pw(rng: random.Random, n: int = 14) -> str:
    """A password: letters, digits and a symbol or two, never a plain word."""
    body = _pick(rng, _ALNUM, n - 2)
    return body[: n // 2] + rng.choice("!%^*") + rng.choice(string.digits) + body[n // 2 :]


def _ident_pw(rng: random.Random) -> str:
    # looks like an identifier: letters, digits and `_` (DB_PASSWORD: mY_v0MmUbtTRlQOX)
    return _pick(rng, string.ascii_letters, 2) + "_" + _pick(rng, _ALNUM, 13)


def _b64_user_pass(rng: random.Random) -> str:
    raw = f"{rng.choice(['deploy', 'ci', 'bot'])}:{_pw(rng)}".encode()
    return base64.b64encode(raw).decode()


def _discord(rng: random.Random) -> str:
    uid = str(rng.randrange(10**17, 10**19)).encode()
    first = base64.urlsafe_b64encode(uid).rstrip(b"=").decode()
    return f"{first}.{_pick(rng, _URLSAFE, 6)}.{_pick(rng, _URLSAFE, 38)}"


def _choose(rng: random.Random, forms: list[str], value: str) -> str:
    return rng.choice(forms).format(v=value)


def _k_hard(kind: str, rng: random.Random) -> tuple[str, str]:
    """(secret, text) for one sample of `kind`."""
    r = rng
    if kind == "aws_access_key":
        v = "AKIA" + _pick(r, _UPPER32, 16)
        return v, _choose(r, ["export AWS_ACCESS_KEY_ID={v}", "aws_access_key_id = {v}"], v)
    if kind == "aws_secret_key":
        v = _pick(r, _ALNUM + "/+", 40)
        return v, _choose(r, ["aws_secret_access_key = {v}", "AWS_SECRET_ACCESS_KEY={v}"], v)
    if kind == "github_pat":
        v = "ghp_" + _pick(r, _ALNUM, 36)
        return v, _choose(r, ["GITHUB_TOKEN={v}", "git push https://x:{v}@github.com/o/r"], v)
    if kind == "gitlab_token":
        v = "glpat-" + _pick(r, _URLSAFE, 20)
        return v, _choose(r, ["use {v} for the registry", "CI_TOKEN={v}"], v)
    if kind == "openai_proj":
        v = "sk-proj-" + _pick(r, _URLSAFE, 64)
        return v, _choose(r, ['client = OpenAI(api_key="{v}")', "OPENAI_API_KEY={v}"], v)
    if kind == "sk_hex":
        v = "sk-" + _pick(r, _HEX, 32)
        return v, _choose(r, ["aider --api-key deepseek={v}", "my key is {v}", "key: {v}"], v)
    if kind == "anthropic":
        v = "sk-ant-api03-" + _pick(r, _URLSAFE, 90) + "AA"
        return v, _choose(r, ["ANTHROPIC_API_KEY={v}", "x-api-key: {v}"], v)
    if kind == "google_api":
        v = "AIza" + _pick(r, _URLSAFE, 35)
        return v, _choose(r, ["maps?key={v}&q=x", "GOOGLE_MAPS={v}"], v)
    if kind == "google_oauth":
        v = "ya29." + _pick(r, _URLSAFE, 120)
        return v, _choose(r, ["token {v} expired", "gcloud printed {v}"], v)
    if kind == "slack_bot":
        v = f"xoxb-{r.randrange(10**11, 10**12)}-{r.randrange(10**12, 10**13)}-"
        v += _pick(r, _ALNUM, 24)
        return v, _choose(r, ["SLACK_BOT_TOKEN={v}", "slack token {v}"], v)
    if kind == "slack_webhook":
        v = f"T{_pick(r, _UPPER32, 8)}/B{_pick(r, _UPPER32, 8)}/{_pick(r, _ALNUM, 24)}"
        return v, f"curl -X POST https://hooks.slack.com/services/{v} -d @msg.json"
    if kind == "stripe":
        v = "sk_live_" + _pick(r, _ALNUM, 40)
        return v, _choose(r, ["stripe.api_key = '{v}'", "STRIPE_SECRET={v}"], v)
    if kind == "twilio_api_key":
        v = "SK" + _pick(r, _HEX, 32)
        return v, _choose(r, ["TWILIO_API_KEY={v}", "api key sid {v}"], v)
    if kind == "twilio_auth_token":
        v = _pick(r, _HEX, 32)
        return v, _choose(r, ["TWILIO_AUTH_TOKEN={v}", 'auth_token = "{v}"'], v)
    if kind == "sendgrid":
        v = f"SG.{_pick(r, _URLSAFE, 22)}.{_pick(r, _URLSAFE, 43)}"
        return v, _choose(r, ["SENDGRID_API_KEY={v}", "mail with {v} now"], v)
    if kind == "discord_bot":
        v = _discord(r)
        return v, _choose(r, ["client.run('{v}')", "DISCORD_TOKEN={v}", "bot token {v}"], v)
    if kind == "discord_webhook":
        v = _pick(r, _URLSAFE, 68)
        return v, f"https://discord.com/api/webhooks/{r.randrange(10**17, 10**18)}/{v}"
    if kind == "mailgun":
        v = "key-" + _pick(r, _HEX, 32)
        return v, _choose(r, ["MAILGUN_API_KEY={v}", "curl -s --user 'api:{v}' https://api"], v)
    if kind == "digitalocean":
        v = r.choice(["dop_v1_", "doo_v1_"]) + _pick(r, _HEX, 64)
        return v, _choose(r, ["doctl auth init -t {v}", "DO_TOKEN={v}"], v)
    if kind == "vault":
        v = r.choice(["hvs.", "hvb."]) + _pick(r, _URLSAFE, 90)
        return v, _choose(r, ["VAULT_TOKEN={v}", "vault login {v}"], v)
    if kind == "atlassian":
        v = "ATATT3xFfGF0" + _pick(r, _URLSAFE, 170) + "=" + _pick(r, _HEX.upper(), 8)
        return v, _choose(r, ["JIRA_API_TOKEN={v}", "atlassian token {v}"], v)
    if kind == "huggingface_letters":
        v = "hf_" + _pick(r, string.ascii_letters, 34)
        return v, _choose(r, ["HF_TOKEN={v}", "huggingface-cli login --token {v}"], v)
    if kind == "npm":
        v = "npm_" + _pick(r, _ALNUM, 36)
        return v, f"//registry.npmjs.org/:_authToken={v}"
    if kind == "jwt":
        v = _jwt(r)
        return v, _choose(r, ["Authorization: Bearer {v}", "id_token={v}"], v)
    if kind == "pem":
        body = _pem_lines(r)
        text = "\n".join(
            ["-----BEGIN RSA PRIVATE KEY-----", *body, "-----END RSA PRIVATE KEY-----"]
        )
        return body[1], text
    if kind == "gcp_service_account":
        v = _pick(r, _HEX, 40)
        key = "\\n".join(
            ["-----BEGIN PRIVATE KEY-----", *_pem_lines(r), "-----END PRIVATE KEY-----"]
        )
        text = (
            '{"type": "service_account", "project_id": "shop-1", '
            f'"private_key_id": "{v}", "private_key": "{key}\\n", '
            '"client_email": "ci@shop-1.iam.gserviceaccount.com"}'
        )
        return v, text
    if kind == "docker_auth":
        v = _b64_user_pass(r)
        host = r.choice(["https://index.docker.io/v1/", "ghcr.io", "registry.gitlab.com"])
        return v, f'{{"auths": {{"{host}": {{"auth": "{v}"}}}}}}'
    if kind == "pgpass":
        v = _pw(r)
        return v, f"db.internal:5432:shop:app:{v}"
    if kind == "curl_user":
        v = _pw(r)
        return v, _choose(
            r, ["curl -u admin:{v} https://ci.local/api", 'curl --user "ci:{v}" x'], v
        )
    if kind == "mysql_p":
        v = _pw(r)
        return v, _choose(r, ["mysql -uroot -p{v} shop", "mysqldump -u app -p'{v}' shop"], v)
    if kind == "sshpass":
        v = _pw(r)
        return v, f"sshpass -p '{v}' ssh deploy@10.0.0.5"
    if kind == "docker_login":
        v = _pw(r)
        return v, f"docker login -u ci -p {v} registry.local"
    if kind == "redis_cli":
        v = _pw(r)
        return v, f"redis-cli -h cache -a {v} ping"
    if kind == "flag_token":
        v = _pick(r, _ALNUM, 30)
        return v, _choose(r, ["deploy --token {v}", "gh-tool --auth-token {v} sync"], v)
    if kind == "flag_password":
        v = _pw(r)
        return v, _choose(r, ["app-cli login --password {v}", "tool --db-password '{v}'"], v)
    if kind == "flag_api_key":
        v = _pick(r, _ALNUM, 32)
        return v, f"scanner --api-key {v} --target prod"
    if kind == "flag_storepass":
        v = _pw(r)
        return v, f"keytool -importcert -keystore app.jks -storepass {v} -noprompt"
    if kind == "flag_secret_key":
        v = _pick(r, _ALNUM + "/+", 40)
        return v, f"Set-AWSCredential -AccessKey AKIA{_pick(r, _UPPER32, 16)} -SecretKey {v}"
    if kind == "cookie_header":
        v = _pick(r, _LOWER_ALNUM, 32)
        return v, _choose(r, ["Cookie: csrftoken=x1; sessionid={v}", "-H 'Cookie: session={v}'"], v)
    if kind == "set_cookie":
        v = "s%3A" + _pick(r, _URLSAFE, 24) + "." + _pick(r, _ALNUM, 30)
        return v, f"Set-Cookie: connect.sid={v}; Path=/; HttpOnly"
    if kind == "php_session":
        v = _pick(r, _LOWER_ALNUM, 26)
        return v, _choose(r, ["PHPSESSID={v}", "JSESSIONID={v}"], v)
    if kind == "db_url":
        v = _pw(r)
        return v, f"DATABASE_URL=postgres://app:{v}@db.internal:5432/shop"
    if kind == "dotted_password":
        v = _pick(r, _ALNUM, 5) + "." + _pick(r, _ALNUM, 6)
        return v, _choose(r, ["DB_PASSWORD={v}", "password: {v}"], v)
    if kind == "passphrase_words":
        v = ".".join(r.sample(_WORDS, 4))
        return v, f"password={v}"
    if kind == "cut_json":
        v = _pick(r, _ALNUM, 12)
        return v, f'{{"user": "app", "password": "{v}'
    if kind == "ident_password":
        v = _ident_pw(r)
        return v, _choose(r, ["DB_PASSWORD: {v}", "RELEASE_KEY_PASSWORD={v}"], v)
    if kind == "dotted_ident_password":
        v = (
            _pick(r, _ALNUM, 6)
            + "_"
            + _pick(r, _ALNUM, 4)
            + "."
            + _pick(r, string.ascii_letters, 4)
        )
        return v, f"RELEASE_KEY_PASSWORD={v}"
    if kind == "bearer":
        v = _pick(r, _URLSAFE, 40)
        return v, f"curl -H 'Authorization: Bearer {v}' https://api.local"
    if kind == "openssl_pass":
        v = _pw(r)
        return v, f"openssl rsa -in key.pem -passin pass:{v} -out plain.pem"
    if kind == "llm_provider_key":
        v = r.choice(["gsk_", "xai-", "pplx-", "r8_", "sk-or-v1-"]) + _pick(r, _ALNUM, 48)
        return v, _choose(r, ["export LLM_KEY={v}", "aider --model x --api-key {v}", "{v}"], v)
    if kind == "service_token":
        prefix = r.choice(["shpat_", "glsa_", "lin_api_", "PMAK-", "NRAK-", "sbp_"])
        v = prefix + _pick(r, _ALNUM, 36)
        return v, _choose(r, ["SERVICE_TOKEN={v}", "using {v} for the sync"], v)
    if kind == "env_pass":
        v = _pw(r)
        return v, f"SMTP_PASS={v}"
    raise ValueError(f"unknown secret kind {kind!r}")


HARD_KINDS: tuple[str, ...] = (
    "aws_access_key", "aws_secret_key", "github_pat", "gitlab_token", "openai_proj", "sk_hex",
    "anthropic", "google_api", "google_oauth", "slack_bot", "slack_webhook", "stripe",
    "twilio_api_key", "twilio_auth_token", "sendgrid", "discord_bot",
    "discord_webhook", "mailgun", "digitalocean", "vault", "atlassian", "huggingface_letters",
    "npm", "jwt", "pem", "gcp_service_account", "docker_auth", "pgpass", "curl_user", "mysql_p",
    "sshpass", "docker_login", "redis_cli", "flag_token", "flag_password", "flag_api_key",
    "flag_storepass", "flag_secret_key", "cookie_header", "set_cookie", "php_session", "db_url",
    "dotted_password", "passphrase_words", "cut_json", "ident_password", "dotted_ident_password",
    "bearer", "openssl_pass", "env_pass", "llm_provider_key", "service_token",
)  # fmt: skip


def hard_samples(per_kind: int = 7, seed: str = "kenning-secret-corpus-v1") -> tuple[Sample, ...]:
    """`per_kind` samples of every kind in `HARD_KINDS`, spread over `PLACES`; deterministic."""
    rng = random.Random(seed)
    out: list[Sample] = []
    for round_ in range(per_kind):
        for k, kind in enumerate(HARD_KINDS):
            secret, text = _k_hard(kind, rng)
            place = PLACES[(round_ + k) % len(PLACES)]
            out.append(Sample(len(out), kind, secret, text, place))
    return tuple(out)


def look_alikes(seed: str = "kenning-look-alikes-v1") -> tuple[LookAlike, ...]:
    """Hashes, ids, encodings, placeholders and code that must all survive redaction."""
    rng = random.Random(seed)
    items: list[tuple[str, str]] = []
    for _ in range(8):
        sha1 = _pick(rng, _HEX, 40)
        items += [
            ("git_sha", f"commit {sha1}"),
            ("sha256", f"sha256:{_pick(rng, _HEX, 64)}  dist/app.tar.gz"),
            ("md5", f"md5 {_pick(rng, _HEX, 32)} ok"),
            ("uuid", f"request_id={_uuid(rng)} status=200"),
            ("session_uuid", f"session_id={_uuid(rng)}"),
            ("base64", f"fixture = '{base64.b64encode(rng.randbytes(30)).decode()}'"),
        ]
    items += [
        # a Twilio account's SID names the account; its auth token is the secret (round 47)
        ("twilio_sid", "TWILIO_ACCOUNT_SID=AC" + "3f9a1c0e5b7d2468ace13579bdf02468"),
        ("aws_doc_key", "export AWS_ACCESS_KEY_ID=AKIA" + "IOSFODNN7EXAMPLE"),
        ("aws_doc_secret", "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCYEXAMPLEKEY"),
        ("placeholder", "OPENAI_API_KEY=sk-...your-key..."),
        ("placeholder", "export OPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxx"),
        ("placeholder", "token: <your-token>"),
        ("placeholder", "API_KEY=${API_KEY}"),
        ("placeholder", "password=xxxx"),
        ("placeholder", "password=changeme"),
        ("placeholder", 'api_key = "YOUR_API_KEY"'),
        ("placeholder", "Authorization: Bearer $TOKEN"),
        ("placeholder", 'password: "********"'),
        ("placeholder", "curl -u $USER:$PASS https://ci.local"),
        ("placeholder", "docker login -u ci -p $REGISTRY_PASSWORD registry.local"),
        ("placeholder", "mysql -u root -p${MYSQL_PWD} shop"),
        ("placeholder", "deploy --token ${{ secrets.DEPLOY_TOKEN }}"),
        ("code", 'password = request.form["password"]'),
        ("code", "def check_password(password: str) -> bool:"),
        ("code", "if not check_password(password):"),
        ("code", "self.password = password"),
        ("code", "password=config.db.password"),
        ("code", "token = tokenizer.next_token()"),
        ("code", "DB_PASSWORD=settings.DB_PASSWORD"),
        ("code", "const { password, ...rest } = user;"),
        ("code", "password: hashedPassword,"),
        ("code", "api_key = os.environ.get('API_KEY')"),
        ("code", "msg.content = session.summary"),
        ("code", 'headers["Cookie"] = cookie_jar.header()'),
        ("prose", "Reset your password using the link we sent."),
        ("prose", "The password field is required."),
        ("prose", "Use a token bucket to rate limit the API."),
        ("prose", "the connect.sid cookie is set by express-session"),
        ("prose", "The session id is shown in the footer."),
        ("command", "mkdir -p build/dist"),
        ("command", "docker run -p 8080:80 nginx"),
        ("command", "git push -u origin main"),
        ("command", "ls -la /etc"),
        ("command", "unzip -p archive.zip notes.txt"),
        ("command", "mysql -u root -p"),
        ("command", "mysql -u root -p shop < dump.sql"),
        ("command", "gh auth login --with-token < token.txt"),
        ("command", "tool --token-file ~/.config/tool/token"),
        ("command", "llm --max-tokens 4096 --model small"),
        ("command", "ssh-keygen -t ed25519 -f ~/.ssh/id_deploy"),
        ("command", "echo $PASSWORD | docker login -u ci --password-stdin"),
        ("cookie", "Set-Cookie: theme=dark; Path=/; Max-Age=3600"),
        ("cookie", "Cookie: lang=en-US; tz=UTC"),
        ("json", '{"auth": true, "retries": 3}'),
        ("json", '{"auth": "none", "mode": "anonymous"}'),
        ("json", '{"password": null, "token": ""}'),
        ("time", "12:34:56 job finished in 00:01:02"),
        ("ipv6", "listening on [2001:db8::1]:5432"),
        ("url", "postgres://app@db.internal:5432/shop"),
        ("url", "https://ghcr.io/v2/org/app/manifests/latest"),
        ("version", "release 1.2.3-rc.1+build.5"),
        ("css", "class='sk-button-primary-large'"),
        ("prose_key", "a key-value store with key-based lookups"),
    ]
    return tuple(LookAlike(i, kind, text) for i, (kind, text) in enumerate(items))


def _uuid(rng: random.Random) -> str:
    h = _pick(rng, _HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:]}"
