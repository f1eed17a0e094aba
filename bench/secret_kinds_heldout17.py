"""The seventeenth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set from what people paste into
coding agents, with places, vendors and trades no earlier set used. This file
holds the places and shapes: dotfiles and service configs pasted whole
(`~/.authinfo`, `~/.my.cnf`, a BIND TSIG key, keepalived's VRRP password,
`chrony.keys`, `grafana.ini`, Mercurial's `[auth]`, a `.condarc` channel with a
token in its path, `flyway.conf`, a log4j2 SMTP appender, MediaWiki's
`LocalSettings.php`, Joomla's `configuration.php`, a Vagrantfile), terminals of
infrastructure people (`govc` exports, a MikroTik console, a Junos SNMPv3 user,
`uci show wireless`, a mitmproxy flow), values printed by code (a Kotlin data
class's `toString()`, Rust's `{:#?}`, a notebook's printed output), a
`git log -p`, a Markdown checklist, JSON with escaped slashes, a form
URL-encoded inside a log line, a key as a C byte array, and shapes: a SIM PIN,
numbered backup codes, a till's manager override code, a key split over a JSON
array, escaped quotes over ssh, an exchange's listen key in a WebSocket path,
and chat in languages no set used.

Its second part (`bench/secret_kinds_heldout17_more.py`) is vendors of trades no
set reached; its look-alikes (`bench/secret_kinds_heldout17_look.py`) are what
the same places hold that is no secret.
"""

from __future__ import annotations

import base64
import json
import random

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    b32,
    digits,
    hexs,
    samples,
    split_kind,
    urlsafe,
)
from bench.secret_kinds_heldout17_look import LOOK_ALIKES
from bench.secret_kinds_heldout17_more import VENDOR_KINDS, kind17, uuid17

__all__ = ["KINDS", "LOOK_ALIKES", "heldout17_samples"]


def _tsig(r: random.Random) -> str:
    return base64.b64encode(bytes(r.randrange(256) for _ in range(32))).decode()


def _c_bytes(r: random.Random) -> str:
    return ", ".join(
        "0x" + "".join(r.choice("0123456789abcdef") for _ in range(2)) for _ in range(16)
    )


def _notebook_output(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 40)
    cell = {
        "cell_type": "code",
        "execution_count": 3,
        "source": ["client = connect()\n", "print(client.session_token)"],
        "outputs": [{"name": "stdout", "output_type": "stream", "text": [f"{v}\n"]}],
    }
    return v, json.dumps({"cells": [cell], "metadata": {}, "nbformat": 4}, indent=1)


def _escaped_slashes(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 32)
    return v, json.dumps({"webhook": f"https://hooks.printshop.example/t/{v}/orders"}).replace(
        "/", "\\/"
    )


def _backup_codes(r: random.Random) -> tuple[str, str]:
    codes = [digits(r, 8) for _ in range(5)]
    lines = "\n".join(f" {i}. {c}" for i, c in enumerate(codes, 1))
    return codes[0], f"Bitstamp backup codes, each works once:\n{lines}"


def _pin(r: random.Random) -> str:
    while True:
        v = digits(r, 4)
        if len(set(v)) > 2:
            return v


_FILES: tuple[Kind, ...] = (
    kind17(
        "authinfo_imap_smtp_lines",
        "form",
        "$ cat ~/.authinfo\nmachine imap.mailhost.example login ana@acme.example port 993 "
        "password {v}\nmachine smtp.mailhost.example login ana@acme.example port 587 password {v}",
    ),
    kind17(
        "my_cnf_client_quoted",
        "form",
        '[client]\nuser=reporting\npassword="{v}"\nhost=db-ro.internal\n',
    ),
    kind17(
        "bind_tsig_key_block",
        "key",
        'key "xfr-secondary" {{\n\talgorithm hmac-sha256;\n\tsecret "{v}";\n}};',
        value=_tsig,
    ),
    kind17(
        "keepalived_vrrp_auth_pass",
        "form",
        "vrrp_instance VI_1 {{\n    state MASTER\n    interface eth0\n    virtual_router_id 51\n"
        "    authentication {{\n        auth_type PASS\n        auth_pass {v}\n    }}\n}}",
        value=lambda r: alnum(r, 8),
    ),
    kind17(
        "chrony_keys_hex",
        "key",
        "$ sudo cat /etc/chrony.keys\n# id  type    key\n1 SHA256 HEX:{v}",
        value=lambda r: hexs(r, 64).upper(),
    ),
    kind17(
        "grafana_ini_admin_password",
        "form",
        "[security]\nadmin_user = admin\nadmin_password = {v}\ncookie_secure = true",
    ),
    kind17(
        "hgrc_auth_password",
        "form",
        "[auth]\nbb.prefix = https://hg.acme.example\nbb.username = ci\nbb.password = {v}",
    ),
    kind17(
        "condarc_token_in_path",
        "dsn",
        "channels:\n  - https://conda.acme.example/t/{v}/acme-internal\n  - conda-forge",
        value=lambda r: urlsafe(r, 36),
    ),
    kind17(
        "flyway_conf_password",
        "form",
        "flyway.url=jdbc:postgresql://pg01:5432/ledger\nflyway.user=migrator\n"
        "flyway.password={v}\nflyway.schemas=public",
    ),
    kind17(
        "log4j2_smtp_appender",
        "code",
        '<SMTP name="Mail" subject="prod error" to="oncall@acme.example" '
        'smtpHost="smtp.acme.example" smtpPort="587" smtpUsername="alerts" smtpPassword="{v}" />',
    ),
    kind17(
        "mediawiki_localsettings_db",
        "code",
        '$wgDBserver = "db01";\n$wgDBname = "wiki";\n$wgDBuser = "wikiuser";\n'
        '$wgDBpassword = "{v}";',
    ),
    kind17(
        "joomla_configuration_php",
        "code",
        "class JConfig {{\n\tpublic $user = 'joomla';\n\tpublic $password = '{v}';\n"
        "\tpublic $db = 'parish_site';\n}}",
    ),
    kind17(
        "vagrantfile_winrm_password",
        "code",
        'config.vm.box = "acme/win2022"\nconfig.winrm.username = "vagrant"\n'
        'config.winrm.password = "{v}"',
    ),
)

_TERMINALS: tuple[Kind, ...] = (
    kind17(
        "govc_env_exports",
        "cli",
        "export GOVC_URL=vcsa01.lab.example\nexport GOVC_USERNAME=administrator@vsphere.local\n"
        "export GOVC_PASSWORD='{v}'\nexport GOVC_INSECURE=1",
    ),
    kind17(
        "mikrotik_user_add",
        "cli",
        '[admin@gw01] > /user add name=noc group=full password="{v}"',
    ),
    kind17(
        "junos_snmpv3_auth_password",
        "cli",
        "set snmp v3 usm local-engine user nms authentication-sha authentication-password {v}",
        value=lambda r: alnum(r, 16),
    ),
    kind17(
        "uci_show_wireless_key",
        "cli",
        "$ uci show wireless\nwireless.default_radio0.ssid='Shop-Staff'\n"
        "wireless.default_radio0.encryption='psk2'\nwireless.default_radio0.key='{v}'",
    ),
    kind17(
        "mitmproxy_flow_auth_token",
        "header",
        "10.0.0.5:51234: POST https://api.deploy.example/v1/deploy\n"
        "    Host: api.deploy.example\n    X-Auth-Token: {v}\n    Content-Type: application/json",
        value=lambda r: urlsafe(r, 40),
    ),
    kind17(
        "kotlin_data_class_tostring",
        "code",
        "I/OrderSync: config=PrintConfig(storeId={d7}, token={v}, timeoutMs=3000)",
        value=lambda r: alnum(r, 40),
    ),
    kind17(
        "rust_pretty_debug_config",
        "code",
        'Config {{\n    endpoint: "https://api.imagery.example",\n    api_secret: "{v}",\n'
        "    retries: 3,\n}}",
        value=lambda r: urlsafe(r, 40),
    ),
    Kind("notebook_stdout_token", "code", _notebook_output),
    kind17(
        "git_log_p_added_key",
        "code",
        "commit {h40}\nAuthor: Ana Souza <ana@acme.example>\n\n    wire the imagery client\n\n"
        "diff --git a/.env.example b/.env.example\n@@ -1,2 +1,3 @@\n IMAGERY_URL=https://api.example\n"
        "+IMAGERY_KEY={v}",
        value=lambda r: hexs(r, 48),
    ),
    kind17(
        "markdown_checklist_rotated",
        "prose",
        "- [x] rotate the Slurm accounting DB password, new one: `{v}`\n- [ ] restart slurmdbd",
    ),
    Kind("json_escaped_slashes_path_token", "dsn", _escaped_slashes),
    kind17(
        "urlencoded_form_in_log",
        "form",
        "2026-11-29 07:02:11 DEBUG POST /login body=username%3Dana%40acme.example%26password%3D{v}"
        "%26remember%3D1",
        value=lambda r: alnum(r, 12),
    ),
    kind17(
        "ota_aes_key_c_array",
        "key",
        "static const uint8_t ota_aes_key[16] = {{ {v} }};",
        value=_c_bytes,
    ),
)

_SHAPES: tuple[Kind, ...] = (
    kind17(
        "sim_pin_prose",
        "prose",
        "the SIM PIN for the router's LTE backup is {v}, PUK is on the card in the drawer",
        value=_pin,
    ),
    Kind("exchange_backup_codes_numbered", "prose", _backup_codes),
    kind17(
        "till_manager_override_code",
        "form",
        "pos:\n  store: 0042\n  manager_override: {v}\n  receipt_footer: Thanks!",
        value=_pin,
    ),
    split_kind(
        "key_split_json_array",
        '{{"signing_key_parts": ["{a}", "{b}"]}}',
        lambda r: alnum(r, 24),
    ),
    kind17(
        "ssh_escaped_quotes_export",
        "cli",
        'ssh ops@hpc01 "export ARCHIVE_TOKEN=\\"{v}\\"; ./sync.sh --full"',
        value=lambda r: alnum(r, 36),
    ),
    kind17(
        "listen_key_ws_path",
        "dsn",
        "wss://stream.exchange.example:9443/ws/{v}",
        value=lambda r: alnum(r, 60),
    ),
    kind17(
        "totp_seed_lower_b32_named",
        "key",
        "MFA_SEED_EXCHANGE_SUB={v}",
        value=lambda r: b32(r, 32),
    ),
    kind17(
        "keystore_pass_gradle_cli",
        "cli",
        "./gradlew assembleRelease -Pandroid.injected.signing.store.password={v} "
        "-Pandroid.injected.signing.key.alias=upload",
    ),
    kind17(
        "uuid_secret_named_yaml",
        "form",
        "anticheat:\n  project: arena\n  server_secret: {v}",
        value=uuid17,
    ),
)

_CHAT: tuple[Kind, ...] = (
    kind17("chat_sakha", "prose", "сиэрбэр кистэлэҥ тыла {v}"),
    kind17("chat_chechen", "prose", "серверан къайлаха дош {v} ду"),
    kind17("chat_ossetian", "prose", "серверы сусæг дзырд у {v}"),
    kind17("chat_udmurt", "prose", "серверлэн пароле {v}"),
    kind17("chat_twi", "prose", "server no ho password ne {v}"),
    kind17("chat_ewe", "prose", "server la ƒe nya ɣaɣla enye {v}"),
    kind17("chat_luganda", "prose", "ekigambo eky'ekyama ekya server kiri {v}"),
    kind17("chat_bambara", "prose", "server ka gundo kuma ye {v} ye"),
    kind17("chat_sardinian", "prose", "sa crae de su server est {v}"),
    kind17("chat_friulian", "prose", "la peraule clâf dal server e je {v}"),
    kind17("chat_asturian", "prose", "la contraseña del sirvidor ye {v}"),
    kind17("chat_low_german", "prose", "dat Passwoort vun'n Server is {v}"),
    kind17("chat_kashubian", "prose", "parola do serwera to je {v}"),
    kind17("chat_northern_sami", "prose", "servera beassansátni lea {v}"),
    kind17("chat_bislama", "prose", "pasword blong server hemi {v}"),
    kind17("chat_tetum", "prose", "liafuan-segredu server nian mak {v}"),
    kind17(
        "chat_lab_manager_note",
        "prose",
        "for the HPLC PC in room 3.14 log in as qc-analyst, pass {v}, don't save it in the browser",
    ),
    kind17(
        "chat_dispatcher_note",
        "prose",
        "new forwarder portal login from today: ops.acme / {v} (same for the customs filer)",
    ),
)

KINDS: tuple[Kind, ...] = (*_FILES, *_TERMINALS, *_SHAPES, *_CHAT, *VENDOR_KINDS)


def heldout17_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the seventeenth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout17", SESSION_PLACES8)
