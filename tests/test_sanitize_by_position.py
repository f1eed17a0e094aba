"""Passwords a command takes by place: every flag of the command, positional words, the
value fed to a reader by a here-string or a process substitution, and what a script types
at a password's prompt (commands.py `_CliRule`, `_StdinRule`, `_SentAtPromptRule`;
positional.py `_ByPositionRule`). Each class with forms of several tools, and look-alikes
of the same shape that must come through unchanged."""

from __future__ import annotations

import pytest

from kenning.daemon.safety.sanitize import default_sanitizer

# (text, the secret(s) it holds)
SECRETS = [
    # every password flag of the command, not only its first
    (
        "snmpset -v3 -u ops -A Hq4vT8mZ2r -X Wn7pK3sD9x 10.2.0.7 sysName.0 s x",
        ["Hq4vT8mZ2r", "Wn7pK3sD9x"],
    ),
    (
        "ssh-keygen -p -P Old4mRt7xQ -N New8vWz2kL -f ~/.ssh/id_ed25519",
        ["Old4mRt7xQ", "New8vWz2kL"],
    ),
    (
        "snmpget -v3 -l authPriv -u mon -a SHA -A 'Kd8s!x2Lq9' -x AES -X 'Zt5#wR1pV6' sw1",
        ["Kd8s!x2Lq9", "Zt5#wR1pV6"],
    ),
    # a password by its place among the command's words
    ("htpasswd -b -c /etc/nginx/.htpasswd ops Rz4tW8qN2m", ["Rz4tW8qN2m"]),
    ("htpasswd -cbB passwords.txt alice Pm9xK2vT7w", ["Pm9xK2vT7w"]),
    ("htpasswd -B -C 12 -b .htpasswd bob Gv3nQ8zL5t", ["Gv3nQ8zL5t"]),
    ("docker run --rm httpd:2.4 htpasswd -nbB admin 'Tx6!mP2wq9' > auth/htpasswd", ["Tx6!mP2wq9"]),
    ("mosquitto_passwd -b /etc/mosquitto/passwd sensor Lk2vB7xN4q", ["Lk2vB7xN4q"]),
    ("openssl passwd -6 -salt Qm2x Yw8rT4kZ1p", ["Yw8rT4kZ1p"]),
    ('usermod --password "$(openssl passwd -apr1 Fj5tR9wL2c)" deploy', ["Fj5tR9wL2c"]),
    ("net use Y: \\\\files01\\projects Hs7kW2qP9v /user:ACME\\jdoe /persistent:no", ["Hs7kW2qP9v"]),
    ("NET USE \\\\10.0.4.2\\IPC$ /USER:backup Bn4rX8tM1z", ["Bn4rX8tM1z"]),
    ("net user svc_build Cq9mV3xT6p /add /y", ["Cq9mV3xT6p"]),
    # fed by a here-string to a reader of passwords
    ("sudo -S systemctl reload haproxy <<< 'Mv2xQ8rT5k'", ["Mv2xQ8rT5k"]),
    ('passwd --stdin deploy <<< "Ut7wK3pZ9m"', ["Ut7wK3pZ9m"]),
    ("gpg --batch --passphrase-fd 0 -d backup.tar.gpg <<< Rq5nT8vW2x > backup.tar", ["Rq5nT8vW2x"]),
    ("podman login --password-stdin -u ci quay.io <<< 'Jz4kM9pX2t'", ["Jz4kM9pX2t"]),
    # fed by a process substitution named for a secret
    ("rsync -a --password-file=<(echo Wp6tZ2mK8r) src/ rsync://bk@nas/vol", ["Wp6tZ2mK8r"]),
    ("restic backup --password-file <(printf '%s' 'Xk3vN7qR1t') /srv", ["Xk3vN7qR1t"]),
    ('borg create --passcommand "cat <(echo Lm8wR2tQ6z)" ::today /srv', []),
    # typed at a password's prompt by a script
    (
        'expect -c \'spawn sftp ops@h; expect "*assword:*"; send "Vq7mT3xK9w\\r"; interact\'',
        ["Vq7mT3xK9w"],
    ),
    (
        "p = pexpect.spawn('ssh root@10.0.0.3')\np.expect('password: ')\np.sendline('Hz2wQ8nV5r')",
        ["Hz2wQ8nV5r"],
    ),
    (
        'expect {\n  "Enter passphrase" { send "Tk9vM2xR7q\\r"; exp_continue }\n  eof\n}',
        ["Tk9vM2xR7q"],
    ),
]

LOOK_ALIKES = [
    "htpasswd -c /etc/nginx/.htpasswd ops",
    "htpasswd -D .htpasswd bob",
    "htpasswd -v .htpasswd alice",
    "openssl passwd -6 -stdin < new-password.txt",
    "net use Z: \\\\files01\\share /user:ACME\\jdoe *",
    "net use Z: /delete /y",
    "net user svc_build /domain",
    'grep -c error <<< "$log_output"',
    "bc -l <<< '2^64 + 17'",
    "cat <<< 'release 2024-11 build 7f3a9c1'",
    'sudo -S reboot <<< "$SUDO_PASS"',
    "diff <(echo a1b2c3d4e5f6) <(sort list.txt)",
    "p.expect('password: ')\np.sendline(password)",
    'expect "$ "\nsend "ls -la\\r"',
    'expect "login:"\nsend "admin\\r"',
    "snmpwalk -v2c -c public 10.0.0.1 system",
]


@pytest.mark.parametrize(("text", "secrets"), SECRETS)
def test_a_password_given_by_place_is_redacted(text: str, secrets: list[str]) -> None:
    out = default_sanitizer().redact(text)
    for secret in secrets:
        assert secret not in out, out


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_what_only_looks_like_it_comes_through(text: str) -> None:
    assert default_sanitizer().redact(text) == text
