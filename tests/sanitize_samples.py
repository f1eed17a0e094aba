"""Secrets and look-alikes for tests/test_sanitize.py: the table the sanitizer must pass.

The secrets are made up in the shape of real ones; several are the vendors'
own documented examples.
"""

from __future__ import annotations

import base64

from .sanitize_samples_rounds import ROUND_POSITIVE

# Built by concatenation so that no scanner (and no pre-commit audit) sees a
# whole secret in this file.
GHP = "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
GHO = "gho_" + "16C7e42F292c6912E7710c838347Ae178B4a"
GHU = "ghu_" + "9aZ8yX7wV6uT5sR4qP3oN2mL1kJ0iH9gF8eD"
GHS = "ghs_" + "Zx81Qw0aBc3De4Fg5Hi6Jk7Lm8No9Pq0Rs1T"
GHR = "ghr_" + "1B4a2e77838347a7E420ce178F2E7c6912E1"
GH_PAT = (
    "github_pat_"
    + "11ABCDEFG0123456789abc_"
    + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0u1V2w3X4y5Z6a7B8c9D0"
)
OPENAI_PROJ = "sk-proj-" + "Zx81Qw0aBc3De4Fg5Hi6Jk7Lm8No9Pq0Rs1Tu2Vw3Xy4T3BlbkFJ"
OPENAI_OLD = "sk-" + "4fGh8JkLmN0pQrStUvWxYz1234567890AbCdEfGhIjKlMn"
OPENAI_SVC = "sk-svcacct-" + "Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56"
ANTHROPIC = (
    "sk-ant-api03-"
    + "Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv1Wx2Yz3-_aB4cD5eF6gH7iJ8kL9mN0oP1qR2sT3uV4wX5yZ6AA"
)
ANTHROPIC_ADMIN = "sk-ant-admin01-" + "Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0Pp9Oo8Nn7"
GOOGLE = "AIza" + "SyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe"
AWS_ID = "AKIA" + "Q3EGRTZ5NX7WUB2C"
AWS_STS = "ASIA" + "Y34FZKBOKMUTVV7A"
AWS_SECRET = "kT8vQ2mZ9xW4nB7cR1pL5sJ/" + "hF6gD0yE2uA9iO4w"
# AWS's own documentation examples: placeholders, kept
AWS_DOC_ID = "AKIA" + "IOSFODNN7EXAMPLE"
AWS_DOC_SECRET = "wJalrXUtnFEMI/K7MDENG/" + "bPxRfiCYEXAMPLEKEY"
SLACK_BOT = "xoxb-" + "123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx"
SLACK_USER = "xoxp-" + "123456789012-123456789012-123456789012-0123456789abcdef0123456789abcdef"
SLACK_APP = "xapp-" + "1-A0123BCDEF-1234567890123-abcdef0123456789"
SLACK_HOOK = "T04B7QK2Z/B05C9LM3X/" + "q8Zr2LmX9vB4nC7tK1pW5sYd"
STRIPE_SK = "sk_live_" + "4eC39HqLyjWDarjtT1zdp7dc"
STRIPE_RK = "rk_live_" + "51H8abcDEF0123456789xyz"
STRIPE_PK = "pk_test_" + "TYooMQauvdEDq54NiTphI7jx"
STRIPE_WH = "whsec_" + "5f8a9b7c6d5e4f3a2b1c0d9e8f7a6b5c"
JWT = (
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9."
    "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ."
    "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
)
GITLAB = "glpat-" + "xR4bC9dE2fG7hJ1kL0mN"
NPM = "npm_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
HF = "hf_" + "aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789"
PYPI = "pypi-AgEIcHlwaS5vcmc" + "CJGE4ZjM2NzctMmM0Zi00YmU0LWFkOGMtNTk5ZjQ1NWVhZmY2"
TWILIO_SID = "AC" + "3f9a1c0e5b7d2468ace13579bdf02468"
TWILIO_KEY = "SK" + "0d2b4f6a8c1e3579bdf02468ace13579"
SENDGRID = "SG." + "Xk9mP2vL8qWzR4tY6uI0oA.bC3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7dE9f"
DISCORD_BOT = "MTA4NzQ1MjM2NTg3NDk2MzQ1Ng" + ".GhT2xQ.Zk9qL2m8Xw4vB7nC1tR5yU3iO6pA0sD4fG7hJ"
GOOGLE_OAUTH = "ya29." + "a0AfB_byC3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5bC7dE9fG1hJ3"
MAILGUN = "key-" + "3ax6xnjp29jd6fds4gc373sgvjxteol0"
DO_TOKEN = "dop_v1_" + "0f3a9c1d5e7b2468ace13579bdf024680f3a9c1d5e7b2468ace13579bdf02468"
VAULT = "hvs." + "CAESIJ3kR9mXq2LwP8vN5tY7zB4cD6fGhHh0aWmUbtTRlQOX"
ATLASSIAN = (
    "ATATT3xFfGF0" + "T3kR9mXq2LwP8vN5tY7zB4cD6fG1hJ3kL5mN7pQ9rS1tU3vW5xY7zA9bC1dE3fG5hJ7kL9mN1pQ3"
)
SK_HEX = "sk-" + "0f3a9c1d5e7b2468ace13579bdf02468"
SIGNER_PK = "0x" + "8c1f4a9e2d7b3065" + "f1e9a4c7b2d08653" + "a9e1c4f7d2b06385" + "e7c2a9f4b1d83650"
HF_LETTERS = "hf_" + "aBcDeFgHiJkLmNoPqRsTuVwXyZaBcDeFgH"
DOCKER_AUTH = "ZGVwbG95OlMzY3IzdC1QYXNz"  # base64 of a user:password pair

PEM_BODY = (
    "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun\n"
    "VTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK\n"
    "LxoS2tFczGkPLPgizskuemMghRniWaoLcyehkd3qqGElvW/VDL5AaWTg0nLVkjRo9z+40RQzuVaE8AkAFmxZzow3x+VJYKdjykkJ0iT9wCS0DRTXu269V264Vf/3jvredZiKRkgwlL9xNAwxXFg0x/XFw005UWVRIkdgcKWTjpBP2dPwVZ4WWC+9aGVd+Gyn1o0CLelf4rEjGoXbAAEgAqeGUxrcIlbjXfbcmwIDAQAB\n"
)
PEM_RSA = "-----BEGIN RSA PRIVATE KEY-----\n" + PEM_BODY + "-----END RSA PRIVATE KEY-----"
PEM_PKCS8 = "-----BEGIN PRIVATE KEY-----\n" + PEM_BODY + "-----END PRIVATE KEY-----"
PEM_EC = "-----BEGIN EC PRIVATE KEY-----\n" + PEM_BODY + "-----END EC PRIVATE KEY-----"
PEM_SSH = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + PEM_BODY + "-----END OPENSSH PRIVATE KEY-----"
# a PEM in base64, as kubeconfig's client-key-data holds it, and a certificate's
PEM_B64 = base64.b64encode(PEM_RSA.encode()).decode()
CERT_B64 = base64.b64encode(
    b"-----BEGIN CERTIFICATE-----\nMIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUF\n"
    b"-----END CERTIFICATE-----\n"
).decode()
PEM_ENC = (
    "-----BEGIN ENCRYPTED PRIVATE KEY-----\n" + PEM_BODY + "-----END ENCRYPTED PRIVATE KEY-----"
)
PEM_PGP = (
    "-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + PEM_BODY + "-----END PGP PRIVATE KEY BLOCK-----"
)
PEM_ESCAPED = PEM_RSA.replace("\n", "\\n")
# a key quoted in markdown the way aider logs what the user typed
PEM_QUOTED = "  \n".join("#### " + line for line in PEM_RSA.splitlines())
# a key pasted into source code, one string literal per line
PEM_IN_SOURCE = "\n".join(f'"{line}\\n"' for line in PEM_RSA.splitlines())


# (text, secret value that must disappear, kind, context that must survive)
POSITIVE: list[tuple[str, str, str, tuple[str, ...]]] = [
    # AWS
    (f"aws_access_key_id = {AWS_ID}", AWS_ID, "aws_access_key", ("aws_access_key_id = ",)),
    (f"found {AWS_STS} in the STS reply", AWS_STS, "aws_access_key", ("found ", " in the STS")),
    (f'"AccessKeyId": "{AWS_ID}",', AWS_ID, "aws_access_key", ('"AccessKeyId": "',)),
    (
        f"aws_secret_access_key = {AWS_SECRET}",
        AWS_SECRET,
        "aws_secret_key",
        ("aws_secret_access_key = ",),
    ),
    (
        f'AWS_SECRET_ACCESS_KEY="{AWS_SECRET}"',
        AWS_SECRET,
        "aws_secret_key",
        ('AWS_SECRET_ACCESS_KEY="',),
    ),
    (
        f'{{"aws_secret_access_key": "{AWS_SECRET}"}}',
        AWS_SECRET,
        "aws_secret_key",
        ('{"aws_secret_access_key": "',),
    ),
    # OpenAI and Anthropic
    (
        f'client = OpenAI(api_key="{OPENAI_PROJ}")',
        OPENAI_PROJ,
        "openai_key",
        ("client = OpenAI(api_key=", '")'),
    ),
    (f"key: {OPENAI_OLD} (old style)", OPENAI_OLD, "openai_key", ("key: ", " (old style)")),
    (f"export OPENAI_API_KEY={OPENAI_SVC}", OPENAI_SVC, "openai_key", ("export OPENAI_API_KEY=",)),
    (f"ANTHROPIC_API_KEY={ANTHROPIC}", ANTHROPIC, "anthropic_key", ("ANTHROPIC_API_KEY=",)),
    (f"admin key {ANTHROPIC_ADMIN}.", ANTHROPIC_ADMIN, "anthropic_key", ("admin key ",)),
    (f"x-api-key: {ANTHROPIC}", ANTHROPIC, "anthropic_key", ("x-api-key: ",)),
    # Google
    (f"maps_key: {GOOGLE}", GOOGLE, "google_api_key", ("maps_key: ",)),
    (
        f"https://maps.googleapis.com/maps/api/geocode/json?key={GOOGLE}&address=x",
        GOOGLE,
        "google_api_key",
        ("https://maps.googleapis.com/", "&address=x"),
    ),
    # GitHub
    (f"token {GHP} expires soon", GHP, "github_token", ("token ", " expires soon")),
    (f"GH_TOKEN={GHO}", GHO, "github_token", ("GH_TOKEN=",)),
    (f"the app sent {GHU}", GHU, "github_token", ("the app sent ",)),
    (f'"token": "{GHS}"', GHS, "github_token", ('"token": "',)),
    (f"refresh with {GHR}", GHR, "github_token", ("refresh with ",)),
    (f"export GITHUB_TOKEN={GH_PAT}", GH_PAT, "github_token", ("export GITHUB_TOKEN=",)),
    (
        f"git clone https://x-access-token:{GHS}@github.com/o/r.git",
        GHS,
        "github_token",
        ("git clone https://x-access-token:", "@github.com/o/r.git"),
    ),
    # Slack
    (f"SLACK_BOT_TOKEN={SLACK_BOT}", SLACK_BOT, "slack_token", ("SLACK_BOT_TOKEN=",)),
    (f"user token {SLACK_USER} rotated", SLACK_USER, "slack_token", ("user token ", " rotated")),
    (f"app-level: {SLACK_APP}", SLACK_APP, "slack_token", ("app-level: ",)),
    (
        f"post to https://hooks.slack.com/services/{SLACK_HOOK} now",
        SLACK_HOOK,
        "slack_webhook",
        ("https://hooks.slack.com/services/", " now"),
    ),
    # Stripe
    (f"stripe.api_key = '{STRIPE_SK}'", STRIPE_SK, "stripe_key", ("stripe.api_key = '",)),
    (f"restricted {STRIPE_RK}", STRIPE_RK, "stripe_key", ("restricted ",)),
    (f"STRIPE_WEBHOOK_SECRET={STRIPE_WH}", STRIPE_WH, "stripe_key", ("STRIPE_WEBHOOK_SECRET=",)),
    # other vendors
    (f"gitlab: {GITLAB}", GITLAB, "gitlab_token", ("gitlab: ",)),
    (
        f"//registry.npmjs.org/:_authToken={NPM}",
        NPM,
        "npm_token",
        ("//registry.npmjs.org/:_authToken=",),
    ),
    (
        f"huggingface-cli login --token {HF}",
        HF,
        "huggingface_token",
        ("huggingface-cli login --token ",),
    ),
    (f"password = {PYPI}", PYPI, "pypi_token", ("password = ",)),
    # JWT and authorization headers
    (f"id_token={JWT}&state=xyz", JWT, "jwt", ("id_token=", "&state=xyz")),
    (f"Cookie: session={JWT}; Path=/", JWT, "jwt", ("Cookie: session=", "; Path=/")),
    (f"Authorization: Bearer {JWT}", JWT, "jwt", ("Authorization: Bearer ",)),
    (
        "Authorization: Bearer 8f14e45fceea167a5a36dedd4bea2543",
        "8f14e45fceea167a5a36dedd4bea2543",
        "authorization_header",
        ("Authorization: Bearer ",),
    ),
    (
        'curl -H "Authorization: Bearer ya29.a0AfH6SMBx3kQ9z" https://api.x.io',
        "ya29.a0AfH6SMBx3kQ9z",
        "authorization_header",
        ('curl -H "Authorization: Bearer ', '" https://api.x.io'),
    ),
    (
        'headers = {"Authorization": "Bearer Zk9qL2m8Xw4vB7nC1tR5"}',
        "Zk9qL2m8Xw4vB7nC1tR5",
        "authorization_header",
        ('headers = {"Authorization": "Bearer ', '"}'),
    ),
    (
        "Authorization: Basic dXNlcjpodW50ZXIy",
        "dXNlcjpodW50ZXIy",
        "authorization_header",
        ("Authorization: Basic ",),
    ),
    (
        "authorization: token 7c3e9a1f5b2d8e4a6c0f",
        "7c3e9a1f5b2d8e4a6c0f",
        "authorization_header",
        ("authorization: token ",),
    ),
    (
        "sent Bearer 4f9a8b7c6d5e4f3a2b1c with the request",
        "4f9a8b7c6d5e4f3a2b1c",
        "bearer_token",
        ("sent Bearer ", " with the request"),
    ),
    # PEM private keys
    (f"key:\n{PEM_RSA}\nend", PEM_RSA, "private_key", ("key:\n", "\nend")),
    (PEM_PKCS8, PEM_PKCS8, "private_key", ()),
    (
        f"#### use this:  \n{PEM_QUOTED}  \n\nok",
        PEM_QUOTED[5:],
        "private_key",
        ("#### use this:", "ok"),
    ),
    (f"ec = '''{PEM_EC}'''", PEM_EC, "private_key", ("ec = '''", "'''")),
    (PEM_SSH, PEM_SSH, "private_key", ()),
    (PEM_ENC, PEM_ENC, "private_key", ()),
    (PEM_PGP, PEM_PGP, "private_key", ()),
    (f'{{"key": "{PEM_ESCAPED}"}}', PEM_ESCAPED, "private_key", ('{"key": "', '"}')),
    (f"KEY = ({PEM_IN_SOURCE})\n", PEM_IN_SOURCE[1:-3], "private_key", ("KEY = (", ")\n")),
    # an Ethereum signer's key under a short name (wallets.py, round 33)
    (f'DEPLOYER_PK = "{SIGNER_PK}"', SIGNER_PK, "private_key", ('DEPLOYER_PK = "',)),
    # the rounds' structural forms (sanitize_samples_rounds.py)
    *ROUND_POSITIVE,
    # credentials in URLs
    (
        "postgres://bob:hunter2@db:5432/app",
        "hunter2",
        "url_credentials",
        ("postgres://bob:", "@db:5432/app"),
    ),
    (
        "DATABASE_URL=mysql://root:S3cr3t!@localhost:3306/shop",
        "S3cr3t!",
        "url_credentials",
        ("mysql://root:", "@localhost:3306/shop"),
    ),
    (
        "redis://:p4ssw0rd@cache:6379/0",
        "p4ssw0rd",
        "url_credentials",
        ("redis://:", "@cache:6379/0"),
    ),
    (
        "mongodb+srv://admin:Tr0ub4dor@cluster0.mongodb.net/test",
        "Tr0ub4dor",
        "url_credentials",
        ("mongodb+srv://admin:", "@cluster0.mongodb.net/test"),
    ),
    (
        "amqp://guest:guest123@rabbit:5672/",
        "guest123",
        "url_credentials",
        ("amqp://guest:", "@rabbit:5672/"),
    ),
    (
        "https://deploy:p@ss#w0rd@git.example.com/repo",
        "p@ss#w0rd",
        "url_credentials",
        ("https://deploy:", "@git.example.com/repo"),
    ),
    # name = value
    ("password=hunter2", "hunter2", "password_assignment", ("password=",)),
    ('password = "hunter2"', "hunter2", "password_assignment", ('password = "',)),
    ("PASSWORD: 's3cret!'", "s3cret!", "password_assignment", ("PASSWORD: '",)),
    (
        '{"password": "correct horse battery staple"}',
        "correct horse battery staple",
        "password_assignment",
        ('{"password": "', '"}'),
    ),
    ("db_password: hunter2", "hunter2", "password_assignment", ("db_password: ",)),
    (
        "database:\n  password: letmein\n  user: app",
        "letmein",
        "password_assignment",
        ("  password: ", "  user: app"),
    ),
    (
        "mysql --user=root --password=S3cret123 shop",
        "S3cret123",
        "password_assignment",
        ("--password=", " shop"),
    ),
    ("passwd=toor1234", "toor1234", "password_assignment", ("passwd=",)),
    ('passphrase: "blue-horse-42"', "blue-horse-42", "password_assignment", ("passphrase: ",)),
    (
        "2024-01-01 login user=bob password=hunter2 ip=10.0.0.1",
        "hunter2",
        "password_assignment",
        ("user=bob", "ip=10.0.0.1"),
    ),
    ("'password' => 'Pa55word!',", "Pa55word!", "password_assignment", ("'password' => '",)),
    ('password := "gopher42"', "gopher42", "password_assignment", ("password := ",)),
    ('if password == "letmein123":', "letmein123", "password_assignment", ("if password == ",)),
    ('password: str = "hunter2"', "hunter2", "password_assignment", ("password: str = ",)),
    ("pin_password: 123456", "123456", "password_assignment", ("pin_password: ",)),
    (
        '"{\\"password\\": \\"hunter2\\"}"',
        "hunter2",
        "password_assignment",
        ('"{\\"password\\": \\"',),
    ),
    ("secret=abc123def", "abc123def", "secret_assignment", ("secret=",)),
    ('client_secret = "9f8e7d6c5b4a"', "9f8e7d6c5b4a", "secret_assignment", ("client_secret = ",)),
    (
        "SECRET_KEY = 'django-insecure-7x!k2@9s#q'",
        "django-insecure-7x!k2@9s#q",
        "secret_assignment",
        ("SECRET_KEY = '",),
    ),
    (
        'private_key: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"',
        "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC",
        "secret_assignment",
        ("private_key: ",),
    ),
    ("access_key=Q2FzdGxlQmxhY2s5", "Q2FzdGxlQmxhY2s5", "secret_assignment", ("access_key=",)),
    ("token=abc123def456", "abc123def456", "token_assignment", ("token=",)),
    (
        'access_token: "ya29.A0ARrdaM-kq"',
        "ya29.A0ARrdaM-kq",
        "token_assignment",
        ("access_token: ",),
    ),
    (
        '{"token": "a8f5f167f44f4964e6c998dee827110c"}',
        "a8f5f167f44f4964e6c998dee827110c",
        "token_assignment",
        ('{"token": "',),
    ),
    ("auth_token=8f14e45fceea", "8f14e45fceea", "token_assignment", ("auth_token=",)),
    (
        '"refresh_token": "1//0gLm3-xyz"',
        "1//0gLm3-xyz",
        "token_assignment",
        ('"refresh_token": "',),
    ),
    ("api_key=1234567890abcdef", "1234567890abcdef", "api_key_assignment", ("api_key=",)),
    ("apikey: 7c4a8d09ca3762af61e5", "7c4a8d09ca3762af61e5", "api_key_assignment", ("apikey: ",)),
    (
        "X-Api-Key: 7c3e9a1f5b2d8e4a6c0f",
        "7c3e9a1f5b2d8e4a6c0f",
        "api_key_assignment",
        ("X-Api-Key: ",),
    ),
    (
        'os.environ["API_KEY"] = "abc123xyz789"',
        "abc123xyz789",
        "api_key_assignment",
        ('os.environ["API_KEY"] = "',),
    ),
    # JSON-encoded text: an escape ends a bare value
    (
        '{"content": "DB_PASSWORD=hunter2\\nAPI_TOKEN=abc123def456\\n"}',
        "hunter2",
        "password_assignment",
        ('{"content": "DB_PASSWORD=', "\\nAPI_TOKEN="),
    ),
    (
        '"content": "password: s3cr3t99\\n  user: bob"',
        "s3cr3t99",
        "password_assignment",
        ('"content": "password: ', "\\n  user: bob"),
    ),
    # .env lines
    (
        "APP_NAME=kenning\nAPP_DEBUG=true\nDB_PASSWORD=supersecret\n",
        "supersecret",
        "password_assignment",
        ("APP_NAME=kenning\nAPP_DEBUG=true\nDB_PASSWORD=",),
    ),
    ("SMTP_PASS=mailpass99", "mailpass99", "password_assignment", ("SMTP_PASS=",)),
    ("export FOO_KEY=zx81qw0abc", "zx81qw0abc", "env_secret", ("export FOO_KEY=",)),
    ("ENCRYPTION_KEY=b64:AAAAAAAAAA", "b64:AAAAAAAAAA", "secret_assignment", ("ENCRYPTION_KEY=",)),
    ("DB_PWD=hunter22", "hunter22", "password_assignment", ("DB_PWD=",)),
    ("ENV API_TOKEN=abc123xyz", "abc123xyz", "token_assignment", ("ENV API_TOKEN=",)),
    (
        'SENTRY_AUTH_TOKEN="sntrys_eyJpYXQiOjE3MDAwMDAwMDB9"',
        "sntrys_eyJpYXQiOjE3MDAwMDAwMDB9",
        "token_assignment",
        ('SENTRY_AUTH_TOKEN="',),
    ),
    # vendors without a rule before
    (f"api key sid {TWILIO_KEY} rotated", TWILIO_KEY, "twilio_key", ("api key sid ", " rotated")),
    (f"mail with {SENDGRID} now", SENDGRID, "sendgrid_key", ("mail with ", " now")),
    (f"client.run('{DISCORD_BOT}')", DISCORD_BOT, "discord_bot_token", ("client.run('", "')")),
    (f"gcloud printed {GOOGLE_OAUTH}", GOOGLE_OAUTH, "google_oauth_token", ("gcloud printed ",)),
    (f"mailgun {MAILGUN}.", MAILGUN, "mailgun_key", ("mailgun ",)),
    (f"doctl auth init -t {DO_TOKEN}", DO_TOKEN, "digitalocean_token", ("doctl auth init -t ",)),
    (f"VAULT_TOKEN={VAULT}", VAULT, "vault_token", ("VAULT_TOKEN=",)),
    (f"jira: {ATLASSIAN}", ATLASSIAN, "atlassian_token", ("jira: ",)),
    (f"aider --api-key deepseek={SK_HEX}", SK_HEX, "openai_key", ("aider --api-key deepseek=",)),
    (f"HF_TOKEN={HF_LETTERS}", HF_LETTERS, "huggingface_token", ("HF_TOKEN=",)),
    # cookies
    (
        "Cookie: csrftoken=x1; sessionid=k2j3h4g5f6d7s8a9q0w1e2r3t4y5u6i7",
        "k2j3h4g5f6d7s8a9q0w1e2r3t4y5u6i7",
        "session_cookie",
        ("Cookie: csrftoken=x1; sessionid=",),
    ),
    (
        "Set-Cookie: connect.sid=s%3AaB3dE5fG7hJ9.Zx8Yw7Vu6Ts5; Path=/; HttpOnly",
        "s%3AaB3dE5fG7hJ9.Zx8Yw7Vu6Ts5",
        "session_cookie",
        ("Set-Cookie: connect.sid=", "; Path=/; HttpOnly"),
    ),
    ("PHPSESSID=9k2j3h4g5f6d7s8a9q0w1e2r3t", "9k2j3h4g5f6d7s8a9q0w1e2r3t", "session_cookie", ()),
    (
        'curl -b "session=9f8e7d6c5b4a39281706f5e4d3c2b1a0" https://x',
        "9f8e7d6c5b4a39281706f5e4d3c2b1a0",
        "session_cookie",
        ('curl -b "session=',),
    ),
    (
        '{"Cookie": "lang=en; sid=9f8e7d6c5b4a39281706f5e4d3c2b1a0"}',
        "9f8e7d6c5b4a39281706f5e4d3c2b1a0",
        "session_cookie",
        ('{"Cookie": "lang=en; sid=',),
    ),
    # command lines and credential files
    ("curl -u admin:S3cr3t-Pass https://ci", "S3cr3t-Pass", "curl_credentials", ("admin:",)),
    ("mysql -uroot -pS3cr3tPass shop", "S3cr3tPass", "mysql_password", ("-uroot -p", " shop")),
    ("mysql -u root -p Hunter2x shop", "Hunter2x", "mysql_password", (" -p ", " shop")),
    ("sshpass -p 'S3cr3t Pass' ssh h", "S3cr3t Pass", "sshpass_password", ("sshpass -p '",)),
    ("docker login -u ci -p S3cr3tPass reg", "S3cr3tPass", "login_password", ("-p ", " reg")),
    ("redis-cli -h cache -a S3cr3tPass ping", "S3cr3tPass", "redis_password", ("-a ", " ping")),
    ("openssl rsa -passin pass:S3cr3tPass", "S3cr3tPass", "openssl_password", ("pass:",)),
    ("db.internal:5432:shop:app:S3cr3tPass", "S3cr3tPass", "pgpass", ("db.internal:5432:",)),
    (
        f'{{"auths": {{"ghcr.io": {{"auth": "{DOCKER_AUTH}"}}}}}}',
        DOCKER_AUTH,
        "docker_auth",
        ('"auth": "',),
    ),
    (
        # a key's id travels with its key in a pasted key file (alone it is an id:
        # vendor_ids.py)
        '{"type": "service_account", "private_key_id": "0f3a9c1d5e7b2468ace13579bdf0246801234567"}',
        "0f3a9c1d5e7b2468ace13579bdf0246801234567",
        "secret_assignment",
        ('"private_key_id": "',),
    ),
    ("deploy --token abc123def456ghi", "abc123def456ghi", "token_assignment", ("--token ",)),
    ("app login --password S3cretPass", "S3cretPass", "password_assignment", ("--password ",)),
    ("scan --api-key 7c4a8d09ca37 -v", "7c4a8d09ca37", "api_key_assignment", (" -v",)),
    ("keytool -storepass S3cretPass -v", "S3cretPass", "password_assignment", ("-storepass ",)),
    ("Set-X -SecretKey Ab12Cd34Ef56", "Ab12Cd34Ef56", "secret_assignment", ("-SecretKey ",)),
    # values that used to read as code
    ("DB_PASSWORD=p4ss.w0rd", "p4ss.w0rd", "password_assignment", ("DB_PASSWORD=",)),
    (
        "password=correct.horse.battery.staple",
        "correct.horse.battery.staple",
        "password_assignment",
        ("password=",),
    ),
    ('{"password": "Xk9mP2vL8qWz', "Xk9mP2vL8qWz", "password_assignment", ('{"password": "',)),
    ("DB_PASSWORD: mY_v0MmUbtTRlQOX", "mY_v0MmUbtTRlQOX", "password_assignment", ()),
    ("DB_PASSWORD: mYvMmUbtTRlQOXkp", "mYvMmUbtTRlQOXkp", "password_assignment", ()),
    ("DB_PASSWORD: SuperSecretPass", "SuperSecretPass", "password_assignment", ()),
    ("RELEASE_KEY_PASSWORD=CI4qO5_KyIr.MDEl", "CI4qO5_KyIr.MDEl", "env_secret", ()),
    (
        "cd app && SMTP_PASS=Gcnb0kS3Ycov ./send",
        "Gcnb0kS3Ycov",
        "password_assignment",
        (" ./send",),
    ),
    (
        '$pw = ConvertTo-SecureString "S3cr3tPw" -AsPlainText -Force',
        "S3cr3tPw",
        "powershell_password",
        ('ConvertTo-SecureString "',),
    ),
    ("twine upload -u me -p S3cr3tPw dist/*", "S3cr3tPw", "login_password", (" dist/*",)),
    (
        'document.cookie = "session=9f8e7d6c5b4a39281706f5e4d3c2b1a0"',
        "9f8e7d6c5b4a39281706f5e4d3c2b1a0",
        "session_cookie",
        ('document.cookie = "session=',),
    ),
    # Python: a dict with single quotes, a bytes literal
    (
        "requests.get(url, headers={'Cookie': 'sid=9f8e7d6c5b4a39281706f5e4d3c2b1a0'})",
        "9f8e7d6c5b4a39281706f5e4d3c2b1a0",
        "session_cookie",
        ("headers={'Cookie': 'sid=", "'})"),
    ),
    ("app.secret_key = b'Zk9qL2m8Xw4vB7nC'", "Zk9qL2m8Xw4vB7nC", "secret_assignment", ("= b'",)),
    # a secret handed to a command: sudo's pipe, config commands, gh secret
    (
        "echo 'S3cr3tPassw0rd' | sudo -S apt-get update",
        "S3cr3tPassw0rd",
        "login_password",
        ("' | sudo -S apt-get update",),
    ),
    (
        f"aws configure set aws_secret_access_key {AWS_SECRET}",
        AWS_SECRET,
        "config_secret",
        ("aws configure set aws_secret_access_key ",),
    ),
    (
        "npm config set //registry.npmjs.org/:_authToken a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6",
        "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6",
        "config_secret",
        ("//registry.npmjs.org/:_authToken ",),
    ),
    (
        "gh secret set DEPLOY_TOKEN --body 9f8e7d6c5b4a39281706f5e4d3c2b1a0",
        "9f8e7d6c5b4a39281706f5e4d3c2b1a0",
        "config_secret",
        ("gh secret set DEPLOY_TOKEN --body ",),
    ),
    (f"    client-key-data: {PEM_B64}", PEM_B64, "private_key", ("client-key-data: ",)),
    # ~/.netrc, on one line and a token per line
    (
        "machine api.example.com login deploy password Tr0ub4dor3xQ",
        "Tr0ub4dor3xQ",
        "password_assignment",
        ("machine api.example.com login deploy password ",),
    ),
    (
        "machine api.heroku.com\n  login me@example.com\n  password 0a1b2c3d-4e5f-6789-abcd\n",
        "0a1b2c3d-4e5f-6789-abcd",
        "password_assignment",
        ("  login me@example.com\n  password ",),
    ),
    # HTTP basic auth in code
    (
        "requests.post(url, auth=HTTPBasicAuth('user', 'S3cr3tPassw0rd'))",
        "S3cr3tPassw0rd",
        "password_assignment",
        ("HTTPBasicAuth('user', '", "'))"),
    ),
    ("r = get(u, auth=('admin', 'Tr0ub4dor3x'))", "Tr0ub4dor3x", "password_assignment", ()),
    # markup: Maven settings.xml, .NET app.config, Spring / Ant properties
    (
        "<server><id>nexus</id><password>S3cr3tPassw0rd</password></server>",
        "S3cr3tPassw0rd",
        "password_assignment",
        ("<id>nexus</id><password>", "</password></server>"),
    ),
    (
        '<add key="StripeApiKey" value="Zx81Qw0aBc3De4Fg5Hi6" />',
        "Zx81Qw0aBc3De4Fg5Hi6",
        "api_key_assignment",
        ('<add key="StripeApiKey" value="', '" />'),
    ),
    (
        '<property name="jdbc.password" value="Tr0ub4dor3x"/>',
        "Tr0ub4dor3x",
        "password_assignment",
        ('<property name="jdbc.password" value="',),
    ),
    (
        '<entry key="api.token">a8f5f167f44f4964e6c998dee827110c</entry>',
        "a8f5f167f44f4964e6c998dee827110c",
        "token_assignment",
        ('<entry key="api.token">', "</entry>"),
    ),
]

# Text that must come out unchanged.
NEGATIVE: list[str] = [
    # a Twilio account's SID names the account (its auth token is the secret)
    f"TWILIO_ACCOUNT_SID={TWILIO_SID}",
    # a publishable key is public by design (Stripe puts it in web pages): not a secret
    f"publishable: {STRIPE_PK}",
    # markup without a secret: references, empty values, names that are not secrets
    "<password>${env.MAVEN_PASSWORD}</password>",
    "<password></password>",
    "<key>value</key>",
    '<add key="PageSize" value="50" />',
    "<token>{{ token }}</token>",
    '<property name="password.minLength" value="12"/>',
    '<input type="password" name="password" value="">',
    "<passwordPolicy>strict</passwordPolicy>",
    "<secret>true</secret>",
    '<add key="TokenLifetimeMinutes" value="60"/>',
    "password = b",
    'token = r"[-!#$%&\'*+.^_`|~0-9a-zA-Z]+"',  # a raw string is a regex, not a secret
    "headers={'Cookie': 'theme=dark'}",
    "httpx.get(url, auth=(user, password))",
    "git config --global user.name 'Ada Lovelace'",
    "git config --global user.signingkey 3AA5C34371567BD2",
    "aws configure set region eu-west-1",
    'gh secret set API_TOKEN --body "$TOKEN"',
    "echo hello | sudo tee /etc/motd",
    f"    client-certificate-data: {CERT_B64}",
    "the default password is admin until the machine is set up",
    "By default password authentication is disabled",
    "machine x login y password $NETRC_PASSWORD",
    "auth=('admin', os.environ['PW'])",
    "requests.get(url, auth=('user', '<password>'))",
    # documentation keys and placeholders
    f"export AWS_ACCESS_KEY_ID={AWS_DOC_ID}",
    f"aws_secret_access_key = {AWS_DOC_SECRET}",
    "OPENAI_API_KEY=sk-...your-key...",
    "export OPENAI_API_KEY=sk-xxxxxxxxxxxxxxxxxxxxxxxx",
    "token: <your-token>",
    "API_KEY=${API_KEY}",
    "password=xxxx",
    "password=changeme",
    "keystore_password: changeit",
    # code and commands that look like credentials
    'password = request.form["password"]',
    "def check_password(password: str) -> bool:",
    "password=config.db.password",
    "DB_PASSWORD=settings.DB_PASSWORD",
    "login(user, password=user.profile.secret_word)",
    "mkdir -p build/dist",
    "docker run -p 8080:80 nginx",
    "mysql -u root -p",
    "mysql -u root -p shop < dump.sql",
    "unzip -p archive.zip notes.txt",
    "curl -u $USER:$PASS https://ci",
    "tool --token-file ~/.config/tool/token",
    "llm --max-tokens 4096",
    "echo $PASSWORD | docker login -u ci --password-stdin",
    "Set-Cookie: theme=dark; Path=/; Max-Age=3600",
    "Cookie: lang=en-US; tz=UTC",
    '{"auth": true, "mode": "none"}',
    '{"auth": "anonymous"}',
    "the connect.sid cookie is set by express-session",
    "12:34:56 job finished in 00:01:02",
    "listening on [2001:db8::1]:5432",
    "msg.content = session.summary",
    "a key-value store with key-based lookups",
    "session_id=6fa459ea-ee8a-3ca4-894e-db77e160355e",
    # vendors' documentation placeholders
    "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
    "GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "stripe.api_key = 'sk_live_xxxxxxxxxxxxxxxxxxxxxxxx'",
    "SENDGRID_API_KEY=SG.xxxxxxxxxxxxxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "docker build --secret id=npmrc,src=$HOME/.npmrc .",
    "sessionid=undefined",
    '"sessionid": request.cookies.get("sessionid"),',
    "pass them with the --username and --password options",
    '"Password: must be at least 8 characters long"',
    "curl -u user:password https://example.com",
    "com.MyVeryLongPackageNameFoo1.module.SomeVeryLongClassNameWithDigits",
    # hashes, ids, encodings
    "commit 3f786850e387550fdab836ed7e6dc881de23001b",
    "sha256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "git checkout 3f78685 && git log -1 "
    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    "id 123e4567-e89b-12d3-a456-426614174000 created",
    "UUID('6fa459ea-ee8a-3ca4-894e-db77e160355e')",
    "![x](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==)",
    '<img src="data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgF'
    'BQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/">',
    "VGhlIHF1aWNrIGJyb3duIGZveCBqdW1wcyBvdmVyIHRoZSBsYXp5IGRvZyBhbmQga2VlcHMgcnVubmluZw==",
    "integrity sha512-z4PhNX7vuL3xVChQ1m2AB9Yg5AULVxXcg/SpIdNs6c5H0NE8XYXysP+DGNKHfuwvY7kxvUdBeoG"
    "lODJ6+SfaPg==",
    "docker pull python@sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "version 1.2.3-rc.1+build.5",
    # prose
    "Bearer of bad news: the build is red again.",
    "the password field is required",
    "We use a token bucket algorithm for rate limiting.",
    "set the api_key option in settings",
    "Enter your password:",
    "Password: must be at least 8 characters long",
    "The secret: keep the tests fast.",
    "Reset your password using the link we sent.",
    "Tokens: 1234 used of 4096",
    "key: value pairs are stored in a dict",
    "Never commit your private key or your .env file.",
    "Bearer tokens are sent in the Authorization header.",
    "Authorization header is missing",
    "The AKIA prefix marks an AWS access key id.",
    "use sk_test_ keys in development",
    "a task-1234-fix-login-flow-in-the-auth-module branch",
    "| key | value |\n| --- | --- |",
    "secret sauce, token gesture, key insight",
    # placeholders and templates
    "password=<your password>",
    "password=${PASSWORD}",
    "PASSWORD=$DB_PASSWORD",
    'api_key: "${OPENAI_API_KEY}"',
    "token: ${{ secrets.GITHUB_TOKEN }}",
    'password: "********"',
    "password=xxx",
    'api_key="YOUR_API_KEY"',
    'api_key = "your-api-key-here"',
    'password = ""',
    "password=''",
    "token = None",
    "password: null",
    '{"password": null, "token": ""}',
    "Authorization: Bearer $TOKEN",
    "Authorization: Bearer <token>",
    'curl -H "Authorization: Bearer ${API_TOKEN}" https://api.x.io',
    "export OPENAI_API_KEY=sk-...",
    "postgres://user:${DB_PASSWORD}@db/app",
    "mysql://root:<password>@localhost/db",
    "xoxb-your-token",
    "ghp_example",
    # code
    'api_key = os.environ["API_KEY"]',
    'token = os.getenv("TOKEN")',
    "password = getpass.getpass()",
    "def login(username: str, password: str) -> bool:",
    "login(user, password=password)",
    "self.password = password",
    "const token = req.headers.authorization;",
    "  password: hashedPassword,",
    "let apiKey = config.apiKey;",
    "max_tokens=4096",
    "num_tokens: 12",
    "tokens = tokenizer(text)",
    "for key, value in items.items():",
    'PRIMARY_KEY = "id"',
    "primary_key=True",
    "PRAGMA foreign_keys = ON",
    'sort_key: "name"',
    'cache_key = f"user:{uid}"',
    "if password == confirm_password:",
    "password_hash = bcrypt.hash(pw)",
    '<input type="password" name="password">',
    'eos_token = "</s>"',
    'pad_token="[PAD]"',
    "secret: true",
    "is_secret=False",
    'Password string `json:"password"`',
    "const { password, ...rest } = user;",
    "token => token.trim()",
    "Token::new(kind)",
    "sk-button-primary-large",
    "npm_config_cache=/tmp/npm",
    "hf_hub_download(repo_id, filename)",
    "    key=key,\n    scope_key=bullet.scope_key,\n    key=lambda b: b.score,",
    '"aws_secret_key": "aws_secret_access_key={}",',
    'f"Authorization: Bearer {token}"',
    '{"password": 20786, "secret": 3595, "token": 42}',
    '"max_tokens = 4096\\ntemperature = 0.2\\n"',
    "# scheme://user:password@host is the shape of a database URL",
    # environment that is not secret
    "OLDPWD=/home/user",
    "PWD=/home/user/project",
    "export PATH=/usr/local/bin:/usr/bin",
    "TOKENIZERS_PARALLELISM=false",
    "GOOGLE_APPLICATION_CREDENTIALS=/secrets/sa.json",
    "SSH_KEY_PATH=~/.ssh/id_rsa",
    "private_key_path: ./keys/dev.pem",
    "DEBUG=True",
    "RETRY_PASS=3",
    # URLs without credentials
    "https://github.com/org/repo",
    "git@github.com:org/repo.git",
    "ssh://git@github.com/org/repo",
    "http://localhost:8080/path?x=1",
    "https://user@example.com/",
    "http://[::1]:8000/",
    "postgres://localhost/db",
    "redis://cache:6379/0",
    # keys that are not private
    "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n"
    "-----END PUBLIC KEY-----",
    "the file starts with -----BEGIN RSA PRIVATE KEY----- and nothing else here",
    'lines = ["-----BEGIN OPENSSH PRIVATE KEY-----", *body, "-----END OPENSSH PRIVATE KEY-----"]',
    "-----BEGIN CERTIFICATE-----\n"
    "MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJ\n"
    "-----END CERTIFICATE-----",
]
