"""Secrets in the structural forms the redactor's later rounds read, for tests/sanitize_samples.py's
`POSITIVE` (the same tuples: text, secret, kind, pieces kept): each puts a rule that declares
`requires` to the test in tests/test_sanitize_requires.py, whose corpora hold no other such text."""

from __future__ import annotations

ROUND_POSITIVE: list[tuple[str, str, str, tuple[str, ...]]] = [
    # a key handed to an installer's one-letter flag and a server SDK's first argument
    # (launched.py, round 35): the `requires` check's only hits of these rules but here
    # are in the wide corpus, which the suite reads one sample of each kind of
    (
        "curl -fsSL https://get.example.net/agent.sh | sudo bash -s -- "
        "-k 9f3c2a7be41d8065c7fa93d2e05b17c4 -r eu",
        "9f3c2a7be41d8065c7fa93d2e05b17c4",
        "api_key_argument",
        ("| sudo bash -s -- -k ", " -r eu"),
    ),
    (
        "tracker.init('4be1c9a07d3f5e28b6a1c0d97e4f2a35', environment='staging')",
        "4be1c9a07d3f5e28b6a1c0d97e4f2a35",
        "api_key_argument",
        ("tracker.init('", "', environment='staging')"),
    ),
    # a disk's master key dumped in hex groups, and a random string's id (records.py, round 35)
    (
        "MK dump:\t4a 7f 91 c3 2e 88 d0 1b 5c 63 a9 f2 07 bd 44 e1\n"
        "\t\t9c 3a 58 b6 f0 12 7d ae 21 c9 65 0f 8b d3 4e 97\n",
        "4a 7f 91 c3 2e 88 d0 1b 5c 63 a9 f2 07 bd 44 e1",
        "private_key",
        ("MK dump:\t",),
    ),
    (
        '{"type": "random_string", "name": "db", "instances": [{"attributes": '
        '{"id": "Tq7pLm2vR9wKzX4nB8cD1fGh", "length": 24, "result": "Tq7pLm2vR9wKzX4nB8cD1fGh"}}]}',
        "Tq7pLm2vR9wKzX4nB8cD1fGh",
        "unnamed_key",
        ('"type": "random_string"', '"length": 24'),
    ),
    # a setting named by its attribute, its value the child element (columns.py, 2026-12-01)
    (
        '<setting name="SmtpPassword" serializeAs="String">\n  <value>Vb7nQ2xLp9Rk4Tz</value>\n',
        "Vb7nQ2xLp9Rk4Tz",
        "secret_assignment",
        ('<setting name="SmtpPassword" serializeAs="String">', "</value>"),
    ),
    # a QR code's Wi-Fi password, an authenticator's export, base64 of an env file (carried.py,
    # round 38)
    (
        "WIFI:T:WPA;S:Acme Lab;P:Rq7vL2xNp9Tk;H:false;;",
        "Rq7vL2xNp9Tk",
        "password_assignment",
        ("WIFI:T:WPA;S:Acme Lab;P:", ";H:false;;"),
    ),
    (
        "otpauth-migration://offline?data=CjEKCkhlbGxvId6tvu8SEWFsaWNlQGV4YW1wbGUuY29t",
        "CjEKCkhlbGxvId6tvu8SEWFsaWNlQGV4YW1wbGUuY29t",
        "encoded_secret",
        ("otpauth-migration://offline?data=",),
    ),
    (
        "ENV_B64=REJfSE9TVD1kYgpEQl9QQVNTV09SRD1YazI5ZmpRcEw3dkIyblEjMQo=",
        "REJfSE9TVD1kYgpEQl9QQVNTV09SRD1YazI5ZmpRcEw3dkIyblEjMQo=",
        "encoded_secret",
        ("ENV_B64=",),
    ),
    # a password remarked in a sentence, a quoted name then `is`, T-SQL's login procedure
    # (remarked.py, round 39)
    (
        "Inte el test ghe xe la password vera: Qx7vB2nL.p9RkT4z",
        "Qx7vB2nL.p9RkT4z",
        "password_assignment",
        ("la password vera: ",),
    ),
    (
        "the value of `DB_PASS` in the Jenkinsfile is Qx7vB2nL.p9RkT4z if you need it",
        "Qx7vB2nL.p9RkT4z",
        "secret_in_words",
        ("the value of `DB_PASS` in the Jenkinsfile is ", " if you need it"),
    ),
    (
        "09:15 <jkl> /oper netadmin Qx7vB2nL-p9RkT4z",
        "Qx7vB2nL-p9RkT4z",
        "password_assignment",
        ("09:15 <jkl> /oper netadmin ",),
    ),
    (
        "EXEC sp_addlogin 'etl', 'Qx7vB2nL-p9RkT4z';",
        "Qx7vB2nL-p9RkT4z",
        "password_assignment",
        ("EXEC sp_addlogin 'etl', '", "';"),
    ),
    # a password given to a signing tool's own flag (signing_flags.py, round 40)
    (
        "signtool sign /f release.pfx /p Qx7vB2nL-p9RkT4z /fd sha256 App.msix",
        "Qx7vB2nL-p9RkT4z",
        "password_flag",
        ("signtool sign /f release.pfx /p ", " /fd sha256 App.msix"),
    ),
    # a password typed by desktop automation, then Enter; an AutoHotkey hotstring's
    # replacement (typed.py, round 40c)
    (
        'WshShell.SendKeys "Qx7vB2nL-p9RkT4z{ENTER}"',
        "Qx7vB2nL-p9RkT4z",
        "password_assignment",
        ('WshShell.SendKeys "', '{ENTER}"'),
    ),
    (
        ":*:]vpn::Qx7vB2nL-p9RkT4z",
        "Qx7vB2nL-p9RkT4z",
        "password_assignment",
        (":*:]vpn::",),
    ),
    # a robot CLI's client secret after `-S`; the password as isql's third argument
    # (run_lines.py, round 40c)
    (
        'uipcli job run Billing "https://cloud.uipath.com/" acme -A acme -I app '
        '-S "Qx7vB2nL-p9RkT4z"',
        "Qx7vB2nL-p9RkT4z",
        "secret_assignment",
        ("uipcli job run Billing", '-S "', '"'),
    ),
    (
        "isql -v Reporting sa Qx7vB2nL-p9RkT4z",
        "Qx7vB2nL-p9RkT4z",
        "sqlcmd_password",
        ("isql -v Reporting sa ",),
    ),
    # a sign-in link's token, where no parameter or path names it (sign_in_links.py, round 40b)
    (
        "Your sign-in link: https://app.example.org/m/Qx7vB2nLp9RkT4zWm3Yc8Hd5Fj6Ks1Ag",
        "Qx7vB2nLp9RkT4zWm3Yc8Hd5Fj6Ks1Ag",
        "url_token",
        ("Your sign-in link: https://app.example.org/m/",),
    ),
    # a key under a bare `value` (valued.py), a credentials array's item and a stub's answer
    # for a secret's call (built.py, round 40b)
    (
        '      "value": "9f3c2a7b1e4d8f6a0c5b2e9d7a1f3c8e",',
        "9f3c2a7b1e4d8f6a0c5b2e9d7a1f3c8e",
        "secret_assignment",
        ('      "value": "', '",'),
    ),
    (
        'CREDS=("deploy" "Qx7vB2nL-p9RkT4z")',
        "Qx7vB2nL-p9RkT4z",
        "password_assignment",
        ('CREDS=("deploy" "', '")'),
    ),
    (
        'when(vault.read("db/creds")).thenReturn("Qx7vB2nL-p9RkT4z");',
        "Qx7vB2nL-p9RkT4z",
        "secret_assignment",
        ('when(vault.read("db/creds")).thenReturn("', '");'),
    ),
    # what administrators paste (administered.py, round 42): an SNMP community under its
    # name, keys after their algorithm, a security association's key, a keys file's line,
    # an SNMP command's flag, a value echoed into a key file, FortiOS' reversible `ENC`, a
    # device's secret directive, a secrets file's typed entry
    (
        'telegraf_community = "hq7rt2_Vb9nQx4"',
        "hq7rt2_Vb9nQx4",
        "secret_assignment",
        ('telegraf_community = "', '"'),
    ),
    (
        "snmp-server user mon grp v3 auth md5 Lp9Rk4TzVb7nQ2 priv des Qx7vB2nLp9RkT4z",
        "Lp9Rk4TzVb7nQ2",
        "secret_assignment",
        ("snmp-server user mon grp v3 auth md5 ", " priv des "),
    ),
    (
        "ip xfrm state add src 10.0.0.1 dst 10.0.0.2 proto esp enc 'cbc(aes)' "
        "0x7f3c2a9b1e4d8f6a0c5b2e9d7a1f3c8e",
        "7f3c2a9b1e4d8f6a0c5b2e9d7a1f3c8e",
        "key_bytes",
        ("proto esp enc 'cbc(aes)' 0x",),
    ),
    (
        "# /etc/chrony.keys\n3 SHA512 HEX:9f3c2a7b1e4d8f6a0c5b2e9d7a1f3c8e9f3c2a7b",
        "9f3c2a7b1e4d8f6a0c5b2e9d7a1f3c8e9f3c2a7b",
        "unnamed_key",
        ("# /etc/chrony.keys\n3 SHA512 HEX:",),
    ),
    (
        "check_snmp_int.pl -H sw1 -C hq7rt2_Vb9nQx4 -n eth0",
        "hq7rt2_Vb9nQx4",
        "secret_assignment",
        ("check_snmp_int.pl -H sw1 -C ", " -n eth0"),
    ),
    (
        'echo "7f3c2a9b1e4d8f6a0c5b2e9d7a1f3c8e7f3c2a9b1e4d8f6a0c5b2e9d7a1f3c8e" > /etc/a.psk',
        "7f3c2a9b1e4d8f6a0c5b2e9d7a1f3c8e7f3c2a9b1e4d8f6a0c5b2e9d7a1f3c8e",
        "secret_assignment",
        ('echo "', '" > /etc/a.psk'),
    ),
    (
        "    set passwd ENC q8Zk3T0vNw9YpR2mX7cL4bF1sJ6hD5gA0eU3iO8yK2tW9nM4zQ7xV1rB6+/a",
        "q8Zk3T0vNw9YpR2mX7cL4bF1sJ6hD5gA0eU3iO8yK2tW9nM4zQ7xV1rB6+/a",
        "secret_assignment",
        ("    set passwd ENC ",),
    ),
    (
        "set security ike policy p1 pre-shared-key ascii-text Vb7nQ2xLp9Rk4Tz",
        "Vb7nQ2xLp9Rk4Tz",
        "secret_assignment",
        ("set security ike policy p1 pre-shared-key ascii-text ",),
    ),
    (
        '%any gw.example.net : PSK "Vb7nQ2xLp9Rk4Tz"',
        "Vb7nQ2xLp9Rk4Tz",
        "password_assignment",
        ('%any gw.example.net : PSK "', '"'),
    ),
    # a password's setting named in a sentence of any language (tongues.py), a call of a name
    # and a password (arguments.py), a value continued by PowerShell's backtick (split.py;
    # round 41)
    (
        "Ti signingPassword ket Vb7nQ2x@Lp9Rk4Tz, alaen mo",
        "Vb7nQ2x@Lp9Rk4Tz",
        "password_assignment",
        ("Ti signingPassword ket ", ", alaen mo"),
    ),
    (
        'modem.attach("Workshop 5G", "Vb7nQ2x@Lp9Rk4T");',
        "Vb7nQ2x@Lp9Rk4T",
        "password_assignment",
        ('modem.attach("Workshop 5G", "', '");'),
    ),
    (
        '$env:API_TOKEN = "Tq7pLm2vR9wKz`\n    X4nB8cD1fGh2Jk"',
        "X4nB8cD1fGh2Jk",
        "secret_assignment",
        ("$env:API_TOKEN = ",),
    ),
    # a constant under a name of one or two letters, a decompiler's or a minifier's (unnamed.py,
    # round 41b)
    (
        'internal const string q = "Tb8mW_qZ3vLx.Rn5Kp";',
        "Tb8mW_qZ3vLx.Rn5Kp",
        "secret_assignment",
        ("internal const string q = ", '";'),
    ),
    # PKCE's code verifier (credential_ids.py, round 41b)
    (
        "PKCE exchange: code_verifier=Hq3vN8xK2mLpW9zRt4bY7cJd1fGs6Qa5Ve0Xu",
        "Hq3vN8xK2mLpW9zRt4bY7cJd1fGs6Qa5Ve0Xu",
        "oauth_code",
        ("PKCE exchange: code_verifier=",),
    ),
]
