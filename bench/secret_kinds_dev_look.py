"""The look-alikes of the dev half of the wide secret corpus (`bench/secret_kinds_dev.py`):
no secret in any of them."""

from __future__ import annotations

import base64
import random

from bench.secret_kinds import LookAlike, alnum, b64, hexs, lower_alnum, upper32, urlsafe, uuid4

__all__ = ["LOOK_ALIKES"]


def _look_alikes() -> tuple[LookAlike, ...]:
    r = random.Random("kenning-wide-look-alikes-dev")
    items: list[tuple[str, str]] = []
    for _ in range(3):
        items += [
            ("git_sha", f"commit {hexs(r, 40)}"),
            ("git_log", f"{hexs(r, 7)} fix: retry the upload when the socket closes"),
            ("sha256", f"sha256:{hexs(r, 64)}  dist/app.tar.gz"),
            ("docker_digest", f"FROM python:3.12-slim@sha256:{hexs(r, 64)}"),
            ("npm_integrity", f'"integrity": "sha512-{b64(r, 86)}=="'),
            ("sri", f'<script src="/app.js" integrity="sha384-{b64(r, 64)}"></script>'),
            ("go_sum", f"github.com/pkg/errors v0.9.1 h1:{b64(r, 43)}="),
            ("pip_hash", f"requests==2.32.3 --hash=sha256:{hexs(r, 64)}"),
            ("uuid", f"request_id={uuid4(r)} status=200"),
            ("base64_image", f"data:image/png;base64,{b64(r, 120)}"),
            (
                "base64_text",
                "payload: " + base64.b64encode(f"hello {r.random()}".encode()).decode(),
            ),
            ("ec2_id", f"i-{hexs(r, 17)} running t3.micro"),
            ("vpc_id", f"vpc-{hexs(r, 17)} / subnet-{hexs(r, 17)}"),
            ("k8s_pod", f"web-{hexs(r, 10)}-{lower_alnum(r, 5)}   1/1   Running"),
            ("stripe_object_id", f"cus_{alnum(r, 14)} paid invoice in_{alnum(r, 24)}"),
            ("webpack_asset", f"dist/main.{hexs(r, 20)}.js 142 KiB"),
            ("ulid", f"event {upper32(r, 26)} stored"),
            ("container_id", f"{hexs(r, 12)}   postgres:16   Up 2 hours"),
        ]
    items += [
        # commands whose short flags are not passwords
        ("command", "mysql -u root -p"),
        ("command", "mysql -h db -u app -p shop < dump.sql"),
        ("command", "ssh -p 2222 deploy@10.0.0.5"),
        ("command", "ps -p 1234 -o pid,cmd"),
        ("command", "docker run -p 8080:80 -p 8443:443 nginx"),
        ("command", "cp -p src/a.txt dst/"),
        ("command", "grep -P '\\d{4}-\\d{2}' log.txt"),
        ("command", "netstat -tulpn | grep 5432"),
        ("command", "redis-cli -a $REDIS_PASSWORD ping"),
        ("command", 'sshpass -p "$SSHPASS" ssh deploy@host'),
        ("command", "htpasswd -c /etc/nginx/.htpasswd admin"),
        ("command", "rabbitmqctl add_user deploy"),
        ("command", "rabbitmqctl list_users"),
        ("command", "net user deploy /delete"),
        ("command", "xfreerdp /v:10.1.1.5 /u:admin /cert:ignore"),
        ("command", "sqlplus / as sysdba"),
        ("command", "sqlplus scott@ORCL"),
        ("command", "ssh-keygen -t ed25519 -N '' -f ~/.ssh/id_ci"),
        ("command", 'ssh-keygen -N "$KEY_PASSPHRASE" -f key'),
        ("command", "openssl enc -aes-256-cbc -in a -out a.enc -k $ENC_KEY"),
        ("command", "openssl req -new -key server.key -out server.csr -passin env:KEY_PASS"),
        ("command", "lftp -u deploy sftp://files.local"),
        ("command", "mc alias set minio http://minio:9000 $MINIO_USER $MINIO_PASSWORD"),
        ("command", "kubectl create secret generic db --from-file=password=./pw.txt"),
        ("command", "helm install pg bitnami/postgresql --set auth.existingSecret=pg-auth"),
        ("command", "zip -r -9 backup.zip data/"),
        ("command", "7z a -t7z -mx=9 archive.7z src/"),
        ("command", "az login --use-device-code"),
        ("command", "git log -p -3 --stat"),
        ("command", "pytest -p no:cacheprovider -k token"),
        ("command", "uvicorn app:app --port 8000 --reload"),
        ("command", "npm view react versions --json"),
        ("command", "ansible-playbook site.yml -e env=prod --ask-become-pass"),
        ("command", "echo 'deploy:x' > /tmp/users.txt && wc -l /tmp/users.txt"),
        # code with the names but no values
        ("code", "server.login(user, password)"),
        ("code", "server.login(os.environ['SMTP_USER'], os.environ['SMTP_PASSWORD'])"),
        ("code", 'token = jwt.encode(payload, settings.SECRET_KEY, algorithm="HS256")'),
        ("code", "sig = hmac.new(key, body, hashlib.sha256).hexdigest()"),
        ("code", "conn = pymysql.connect(host, user, password, db)"),
        ("code", "DriverManager.getConnection(url, user, password);"),
        ("code", "new NetworkCredential(userName, password)"),
        ("code", 'pika.PlainCredentials(username, os.environ["MQ_PASS"])'),
        ("code", "await page.fill('#password', process.env.TEST_PASSWORD);"),
        ("code", "await page.fill('#email', 'qa@example.com');"),
        ("code", "client = Client(account_sid, auth_token)"),
        ("code", 'user.set_password(form.cleaned_data["password1"])'),
        ("code", "client.login(username, password)"),
        ("code", 'logger.info("login(%s) ok", user)'),
        ("code", "jwt.sign(payload, process.env.JWT_SECRET, { expiresIn: '1h' })"),
        # headers and schemes without a credential
        ("header", "Authorization: Bearer $TOKEN"),
        ("header", "Authorization: Basic <base64 of user:password>"),
        ("header", 'WWW-Authenticate: Digest realm="api@corp", qop="auth", nonce="abc"'),
        ("header", "Authorization: AWS4-HMAC-SHA256 Credential=..., Signature=..."),
        ("header", "Accept: application/json"),
        ("header", "X-Request-Id: 7f9c2b1e-4d3a-4b2c-9e8f-1a2b3c4d5e6f"),
        ("header", "Content-Security-Policy: default-src 'self'"),
        ("header", "X-RateLimit-Remaining: 4999"),
        # DSNs without a password
        ("dsn", "postgres://app@db.internal:5432/shop"),
        ("dsn", "redis://localhost:6379/0"),
        ("dsn", "mongodb://mongo:27017/?replicaSet=rs0"),
        ("dsn", "jdbc:postgresql://db:5432/shop?ssl=true&sslmode=require"),
        ("dsn", "Server=db;Database=shop;Trusted_Connection=True;"),
        ("dsn", "jdbc:oracle:thin:@//db:1521/ORCL"),
        ("dsn", "DSN=Warehouse;UID=etl;PWD=;"),
        ("dsn", "amqp://rabbit:5672/%2F"),
        # public key material
        ("public_key", "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(r, 43) + " deploy@ci"),
        (
            "public_key",
            "-----BEGIN PUBLIC KEY-----\n"
            + "\n".join(b64(r, 64) for _ in range(3))
            + "\n-----END PUBLIC KEY-----",
        ),
        (
            "public_key",
            "-----BEGIN CERTIFICATE-----\n"
            + "\n".join(b64(r, 64) for _ in range(3))
            + "\n-----END CERTIFICATE-----",
        ),
        ("public_key", "# public key: age1" + lower_alnum(r, 58)),
        (
            "jwk_public",
            '{"kty": "RSA", "kid": "k1", "use": "sig", "n": "' + urlsafe(r, 86) + '", "e": "AQAB"}',
        ),
        # YAML blocks that hold no secret
        ("yaml", "description: |\n  Stores the sessions and their messages.\n  Runs nightly.\n"),
        ("yaml", "password: |\n  {{ vault_db_password }}\n"),
        ("yaml", "script: |\n  pip install -e .\n  pytest -q\n"),
        ("yaml", "keys:\n  - id\n  - name\n"),
        ("json", '{"keys": ["id", "name", "created_at"]}'),
        ("json", '{"tokens": [101, 2023, 3231, 102]}'),
        ("json", '{"primary_keys": ["user_id", "org_id"]}'),
        # forms without a secret
        ("form", "grant_type=password&username=bob&password=${PASSWORD}"),
        ("form", "q=token+bucket&page=2&sort=desc"),
        ("form", "next=%2Fsettings%2Fpassword&tab=security"),
        # prose about passwords, with no password in it
        ("prose", "the password is required"),
        ("prose", "The password is stored in 1Password under Staging DB."),
        ("prose", "my api key is in the .env file, not in the repo"),
        ("prose", "use the password manager for the staging password"),
        ("prose", "das Passwort ist zu kurz"),
        ("prose", "le mot de passe est incorrect"),
        ("prose", "la contraseña es obligatoria"),
        ("prose", "Password: must be at least 12 characters"),
        ("prose", "token count is 4096 and the limit is 8192"),
        # versions and names
        ("version", "release 1.2.3-rc.1+build.5"),
        ("version", "Python 3.11.7 (main, Jan 10 2026) [GCC 12.2.0]"),
        ("version", "node-v20.11.1-linux-x64.tar.xz"),
        ("version", "pydantic==2.7.1 pydantic-core==2.18.2"),
        ("version", "go1.22.3 linux/amd64"),
        ("version", "v0.0.0-20240312152122-5f08fbb34913"),
        ("identifier", "def test_parse_a_very_long_function_name_for_the_tokenizer():"),
        ("identifier", 'phx-click="save_form" phx-value-id="42"'),
        ("identifier", "re_compile_pattern_for_the_parser_v2 = re.compile(r'\\w+')"),
        ("identifier", "class='sk-button-primary-large'"),
        ("placeholder", "OPENAI_API_KEY=sk-...your-key..."),
        ("placeholder", "export DOCKER_TOKEN=dckr_pat_xxxxxxxxxxxxxxxxxxxxxxxxxxx"),
        ("placeholder", "mysql -u root -p<password> shop"),
        ("placeholder", "curl -u user:password https://api"),
    ]
    return tuple(LookAlike(kind, text) for kind, text in items)


LOOK_ALIKES: tuple[LookAlike, ...] = _look_alikes()
