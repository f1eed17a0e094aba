"""The twenty-first held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set from what people paste into
coding agents, with places, trades and shapes no earlier set used. This file
holds the places and shapes: mail and calendar clients (Thunderbird's
`prefs.js`, aerc's `accounts.conf` with the password in an IMAP URL, `.mbsyncrc`,
`offlineimaprc`, a vdirsyncer CalDAV storage, a `.ics` invite with a bridge
passcode, an EWS `NetworkCredential`), desktop apps' settings (a DBeaver
credentials file decrypted, a HeidiSQL settings export, `WinSCP.ini`, an Azure
Data Studio connection, a Bruno environment, an `.rdp` file's DPAPI blob, an
mRemoteNG `confCons.xml`, Transmission's `settings.json`, an OBS stream key),
browser devtools output (Copy as fetch, Copy as PowerShell with a session
cookie, Copy as cURL for `cmd` with `^` escapes, a `localStorage` dump, a
`document.cookie` line, the request headers pane), spreadsheet formulas
(`WEBSERVICE`, `IMPORTDATA` with a joined string, `IMPORTXML` with
`CONCATENATE`, an Apps Script property, an `.odc` connection), database
consoles (`mongosh` `createUser`, `mysqlsh` `\\connect`, `cqlsh -p`, `sqlcmd
-P`, DuckDB `CREATE SECRET`, `cypher-shell -p`, SQLCipher's `PRAGMA key`,
Firebird `isql -password`, `surreal sql --pass`, InfluxQL `CREATE USER`, a
Trino password in its variable), notebooks no set used (marimo, Livebook,
R Markdown, Quarto params, Pluto.jl, an Observable cell, IPython's `%env`,
Wolfram's `URLRead`); shapes: a hotel's room-safe master code, a gym's locker
combination, a dealership's key cabinet PIN, an exam paper safe code, an
e-discovery production's zip password, a payroll file's password told in a
sentence, a password written backwards, in ROT13, in hex and in base64 told
in a sentence, split in two messages, as a Java `char[]`, as a JavaScript
`Uint8Array`, in JSON `\\u` escapes, in an `smb://` URL with a domain, dictated
in the NATO alphabet; and chat in languages of Europe, the Caucasus, Central
Asia and the Pacific no set used; and two trades' vendors: nonprofits (CiviCRM,
Classy, Virtuous, Funraise, Raisely, Beacon, Action Network, Mobilize) and
retail loyalty (Smile.io, LoyaltyLion, Antavo, Talon.One, Voucherify, Open
Loyalty, Retail Pro Prism, Capillary).

Its second part (`bench/secret_kinds_heldout21_more.py`) is vendors of trades no
set reached; its look-alikes (`bench/secret_kinds_heldout21_look.py`) are what
the same places hold that is no secret.
"""

from __future__ import annotations

import base64
import codecs
import json
import random

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    digits,
    hexs,
    lower_alnum,
    pw,
    samples,
    urlsafe,
)
from bench.secret_kinds_heldout21_look import LOOK_ALIKES
from bench.secret_kinds_heldout21_more import VENDOR_KINDS, kind21, uuid21

__all__ = ["KINDS", "LOOK_ALIKES", "heldout21_samples"]

_NATO = {
    "a": "alfa", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot",
    "g": "golf", "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima",
    "m": "mike", "n": "november", "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo",
    "s": "sierra", "t": "tango", "u": "uniform", "v": "victor", "w": "whiskey", "x": "x-ray",
    "y": "yankee", "z": "zulu",
}  # fmt: skip


def pick_lower(r: random.Random, n: int) -> str:
    return "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(n))


def _letters_digits(r: random.Random, n: int = 10) -> str:
    return alnum(r, n).lower()


def _nato(r: random.Random) -> tuple[str, str]:
    raw = _letters_digits(r, 10)
    v = " ".join(_NATO.get(c, c) for c in raw)
    return v, f"reading the Wi-Fi controller admin password to you: {v}. got it?"


def _backwards(r: random.Random) -> tuple[str, str]:
    v = pw(r, 14)[::-1]
    return v, f"the payroll SFTP password, written backwards so it's not searchable: {v}"


def _rot13(r: random.Random) -> tuple[str, str]:
    v = codecs.encode(alnum(r, 16), "rot13")
    return v, f"rot13 of the booking engine key (decode before use): {v}"


def _hex_told(r: random.Random) -> tuple[str, str]:
    v = pw(r, 14).encode().hex()
    return v, f"the DMS admin password hex-encoded, as the vendor sent it: {v}"


def _b64_told(r: random.Random) -> tuple[str, str]:
    v = base64.b64encode(pw(r, 16).encode()).decode()
    return v, f"gym portal password in base64 (run base64 -d): {v}"


def _split_two(r: random.Random) -> tuple[str, str]:
    a, b = alnum(r, 12), alnum(r, 12)
    return a, (
        f"[09:14] Mele: first half of the loyalty API secret: {a}\n"
        f"[09:15] Mele: second half by SMS, glue them together: {b}"
    )


def _char_array(r: random.Random) -> tuple[str, str]:
    raw = pw(r, 12)
    v = ", ".join(f"'{c}'" for c in raw)
    return v, f"char[] keystorePass = {{{v}}};\nks.load(in, keystorePass);"


def _uint8(r: random.Random) -> tuple[str, str]:
    raw = bytes(r.randrange(256) for _ in range(24))
    v = ", ".join(str(b) for b in raw)
    return v, f"const tillSigningKey = new Uint8Array([{v}]);"


def _unicode_escaped(r: random.Random) -> tuple[str, str]:
    raw = alnum(r, 20)
    v = "".join(f"\\u{ord(c):04x}" for c in raw)
    return v, '{"pms": {"host": "opera.hotel.example", "apiSecret": "' + v + '"}}'


def _smb_url(r: random.Random) -> tuple[str, str]:
    v = pw(r, 13)
    return v, f"mount -t cifs smb://LAWFIRM;litsupport:{v}@fs02/Productions /mnt/prod"


def _localstorage(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 48)
    return v, (
        "> localStorage\n< Storage {theme: 'dark', 'auth.refresh': '"
        + v
        + "', lastClub: '4411', length: 3}"
    )


def _dbeaver(r: random.Random) -> tuple[str, str]:
    v = pw(r, 15)
    doc = {f"postgres-jdbc-{hexs(r, 11)}-{hexs(r, 16)}": {"#connection": {
        "user": "ledger_ro", "password": v}}}  # fmt: skip
    return v, "$ dbeaver-decrypt credentials-config.json\n" + json.dumps(doc, indent=2)


def _marimo(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 32)
    return v, (
        "@app.cell\ndef _():\n    import os\n"
        f'    os.environ["FX_RATES_KEY"] = "{v}"\n    return (os,)'
    )


_CLIENTS: tuple[Kind, ...] = (
    kind21(
        "thunderbird_prefs_password",
        "code",
        'user_pref("mail.smtpserver.smtp2.username", "frontdesk@hotel-alpina.example");\n'
        'user_pref("mail.smtpserver.smtp2.password", "{v}");',
    ),
    kind21(
        "aerc_imap_url_password",
        "dsn",
        "[Reception]\nsource = "
        "imaps://reception%40hotel-alpina.example:{v}@imap.hotel-alpina.example\n"
        "outgoing = smtp+plain://reception%40hotel-alpina.example@smtp.hotel-alpina.example:587",
    ),
    kind21(
        "mbsyncrc_pass",
        "code",
        "IMAPAccount school\nHost outlook.office365.com\nUser bursar@school.example\nPass {v}\n"
        "SSLType IMAPS",
    ),
    kind21(
        "offlineimap_remotepass",
        "code",
        "[Repository firm-remote]\ntype = IMAP\nremotehost = mail.lawfirm.example\n"
        "remoteuser = paralegal2\nremotepass = {v}",
    ),
    kind21(
        "vdirsyncer_caldav_password",
        "code",
        '[storage club_cal_remote]\ntype = "caldav"\nurl = "https://dav.fitclub.example/"\n'
        'username = "trainer07"\npassword = "{v}"',
    ),
    kind21(
        "ics_invite_passcode",
        "prose",
        "BEGIN:VEVENT\nSUMMARY:Q4 close - treasury sync\nLOCATION:Bridge +44 20 7946 0000\n"
        "DESCRIPTION:Dial in and enter the host passcode {v} when asked\\nAgenda attached\n"
        "END:VEVENT",
        value=lambda r: digits(r, 8),
    ),
    kind21(
        "ews_network_credential",
        "code",
        '$svc.Credentials = New-Object System.Net.NetworkCredential("concierge", "{v}", '
        '"HOTELGRP")',
    ),
)

_DESKTOP: tuple[Kind, ...] = (
    Kind("dbeaver_credentials_decrypted", "code", _dbeaver),
    kind21(
        "heidisql_settings_export",
        "code",
        "Servers\\Payroll MSSQL\\Host<|||>1<|||>sql-pay01\n"
        "Servers\\Payroll MSSQL\\User<|||>1<|||>payroll_etl\n"
        "Servers\\Payroll MSSQL\\Password<|||>1<|||>{v}",
        value=lambda r: hexs(r, 34) + str(r.randrange(1, 9)),
    ),
    kind21(
        "winscp_ini_password",
        "code",
        "[Sessions\\bankfeed@sftp.bank.example]\nHostName=sftp.bank.example\nUserName=bankfeed\n"
        "Password={v}\nPortNumber=22",
        value=lambda r: "A35C" + hexs(r, 60).upper(),
    ),
    kind21(
        "azure_data_studio_connection",
        "code",
        '"mssql.connections": [{{\n  "server": "tcp:dealer-dms.database.windows.net",\n'
        '  "database": "dms", "authenticationType": "SqlLogin", "user": "report_ro",\n'
        '  "password": "{v}", "savePassword": true\n}}]',
    ),
    kind21(
        "bruno_environment_var",
        "code",
        "vars {{\n  baseUrl: https://api.payroll-bureau.example\n  bureauToken: {v}\n}}",
        value=lambda r: urlsafe(r, 40),
    ),
    kind21(
        "rdp_file_dpapi_password",
        "key",
        "full address:s:ts01.dealer.local\nusername:s:DEALER\\\\svc_scan\npassword 51:b:{v}",
        value=lambda r: "01000000D08C9DDF0115D1118C7A00C04FC297EB" + hexs(r, 120).upper(),
    ),
    kind21(
        "mremoteng_node_password",
        "code",
        '<Node Name="Switch core" Type="Connection" Protocol="SSH2" Hostname="10.1.0.2" '
        'Username="noc" Password="{v}" Port="22" />',
        value=lambda r: base64.b64encode(bytes(r.randrange(256) for _ in range(48))).decode(),
    ),
    kind21(
        "transmission_rpc_password",
        "code",
        '{{\n  "rpc-authentication-required": true,\n  "rpc-username": "media",\n'
        '  "rpc-password": "{v}",\n  "rpc-port": 9091\n}}',
    ),
    kind21(
        "obs_stream_key",
        "code",
        '{{"settings": {{"server": "rtmp://live.club-tv.example/app", "key": "{v}"}}, '
        '"type": "rtmp_custom"}}',
        value=lambda r: "live_" + digits(r, 9) + "_" + alnum(r, 30),
    ),
)

_DEVTOOLS: tuple[Kind, ...] = (
    kind21(
        "devtools_copy_as_fetch",
        "header",
        'fetch("https://hr.portal.example/api/v3/payslips?year=2026", {{\n  "headers": {{\n'
        '    "accept": "application/json",\n    "x-session-token": "{v}"\n  }},\n'
        '  "method": "GET",\n  "mode": "cors"\n}});',
        value=lambda r: urlsafe(r, 48),
    ),
    kind21(
        "devtools_copy_as_powershell_cookie",
        "header",
        "$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession\n"
        '$session.Cookies.Add((New-Object System.Net.Cookie("MoodleSession", "{v}", "/", '
        '"vle.college.example")))',
        value=lambda r: pick_lower(r, 26),
    ),
    kind21(
        "devtools_copy_as_curl_cmd",
        "header",
        'curl ^"https://dms.dealer.example/api/deals/open^" ^\n'
        '  -H ^"accept: application/json^" ^\n  -H ^"authorization: Bearer {v}^" ^\n  --compressed',
        value=lambda r: urlsafe(r, 44),
    ),
    Kind("devtools_localstorage_dump", "code", _localstorage),
    kind21(
        "devtools_document_cookie",
        "header",
        "> document.cookie\n< '_ga=GA1.1.{d9}.{d10}; lang=et; rms_sid={v}; consent=1'",
        value=lambda r: hexs(r, 40),
    ),
    kind21(
        "devtools_request_headers_pane",
        "header",
        ":authority: pms.resort.example\n:method: POST\n:path: /api/folios/close\n"
        "content-type: application/json\nx-property-key: {v}\nreferer: https://pms.resort.example/",
        value=lambda r: alnum(r, 36),
    ),
)

_SHEETS: tuple[Kind, ...] = (
    kind21(
        "excel_webservice_formula",
        "code",
        '=WEBSERVICE("https://fx.rates.example/v1/latest?base=EUR&apikey={v}")',
        value=lambda r: hexs(r, 32),
    ),
    kind21(
        "sheets_importdata_concat",
        "code",
        '=IMPORTDATA("https://listings.agency.example/export.csv?token="&"{v}")',
        value=lambda r: alnum(r, 32),
    ),
    kind21(
        "sheets_importxml_concatenate",
        "code",
        '=IMPORTXML(CONCATENATE("https://feed.dealer.example/stock.xml?key=", "{v}"), '
        '"//vehicle/price")',
        value=lambda r: urlsafe(r, 36),
    ),
    kind21(
        "apps_script_property",
        "code",
        "function syncMembers() {{\n  const CLUB_KEY = '{v}';\n"
        "  const res = UrlFetchApp.fetch(URL, {{headers: {{'X-Club-Key': CLUB_KEY}}}});\n}}",
        value=lambda r: alnum(r, 40),
    ),
    kind21(
        "odc_connection_password",
        "dsn",
        "<odc:ConnectionString>Provider=SQLOLEDB.1;Data Source=fin-dw;Initial Catalog=GL;"
        "User ID=excel_ro;Password={v};</odc:ConnectionString>",
    ),
)

_CONSOLES: tuple[Kind, ...] = (
    kind21(
        "mongosh_create_user",
        "code",
        'loyalty> db.createUser({{ user: "points_api", pwd: "{v}", roles: [{{ role: "readWrite", '
        'db: "loyalty" }}] }})\n{{ ok: 1 }}',
    ),
    kind21(
        "mysqlsh_connect_uri",
        "dsn",
        " MySQL  JS > \\connect dms_ro:{v}@db.dealer.local:3306\nCreating a session to "
        "'dms_ro@db.dealer.local:3306'",
    ),
    kind21(
        "cqlsh_password_flag",
        "cli",
        "$ cqlsh -u booking_svc -p '{v}' cass1.hotel.internal 9042",
    ),
    kind21(
        "sqlcmd_password_flag",
        "cli",
        'sqlcmd -S sql-hr01 -d Payroll -U hr_etl -P "{v}" -Q "SELECT COUNT(*) FROM dbo.Payslip"',
    ),
    kind21(
        "duckdb_create_secret",
        "code",
        "D CREATE SECRET lake (TYPE S3, KEY_ID 'AKIA{u16}', SECRET '{v}', REGION 'eu-central-1');",
        value=lambda r: urlsafe(r, 40),
    ),
    kind21(
        "cypher_shell_password",
        "cli",
        "cypher-shell -a neo4j+s://{h8}.databases.neo4j.io -u neo4j -p {v} -f matters.cypher",
    ),
    kind21(
        "sqlcipher_pragma_key",
        "code",
        "sqlite> PRAGMA key = '{v}';\nsqlite> SELECT count(*) FROM members;\n4411",
    ),
    kind21(
        "firebird_isql_password",
        "cli",
        "isql -user SYSDBA -password {v} localhost:/var/lib/firebird/data/SCHOOL.FDB",
    ),
    kind21(
        "surreal_sql_pass",
        "cli",
        "surreal sql --endpoint http://127.0.0.1:8000 --user root --pass {v} --ns crm --db donors",
    ),
    kind21(
        "influxql_create_user",
        "code",
        '> CREATE USER "noc_grafana" WITH PASSWORD \'{v}\'\n> GRANT READ ON "olt_metrics" TO '
        '"noc_grafana"',
    ),
    kind21(
        "trino_password_env",
        "cli",
        "TRINO_PASSWORD='{v}' trino --server https://trino.desk.example --user risk_ro --password",
    ),
)

_NOTEBOOKS: tuple[Kind, ...] = (
    Kind("marimo_cell_env", "code", _marimo),
    kind21(
        "livebook_put_env",
        "code",
        '```elixir\nSystem.put_env("LB_REAPIT_SECRET", "{v}")\n```',
        value=lambda r: alnum(r, 40),
    ),
    kind21(
        "rmarkdown_setenv_chunk",
        "code",
        '```{{r setup}}\nSys.setenv(EODHD_KEY = "{v}")\nlibrary(tidyquant)\n```',
        value=lambda r: alnum(r, 24),
    ),
    kind21(
        "quarto_params_key",
        "code",
        '---\ntitle: "Occupancy report"\nparams:\n  pms_url: https://pms.example\n'
        '  pms_key: "{v}"\n---',
        value=lambda r: hexs(r, 40),
    ),
    kind21(
        "pluto_env_cell",
        "code",
        '# ╔═╡ {uuid}\nENV["BROADWORKS_PASSWORD"] = "{v}"',
    ),
    kind21(
        "observable_cell_key",
        "code",
        'dealerFeed = fetch(`https://feed.dealer.example/v2/stock?key=${{"{v}"}}`).then(r => '
        "r.json())",
        value=lambda r: alnum(r, 32),
    ),
    kind21(
        "ipython_env_magic",
        "cli",
        "In [3]: %env SKYWARD_CLIENT_SECRET={v}\nenv: SKYWARD_CLIENT_SECRET={v}",
        value=lambda r: alnum(r, 36),
    ),
    kind21(
        "wolfram_urlread_header",
        "code",
        'URLRead[HTTPRequest["https://api.fund.example/navs", <|"Headers" -> {{"X-Api-Key" -> '
        '"{v}"}}|>]]',
        value=lambda r: hexs(r, 32),
    ),
)


_SHAPES: tuple[Kind, ...] = (
    kind21(
        "hotel_safe_master_code",
        "prose",
        "housekeeping lead: the in-room safe master override is {v}, don't give it to night staff",
        "Safe override (all floors): {v}#",
        value=lambda r: digits(r, 6),
    ),
    kind21(
        "gym_locker_combination",
        "prose",
        "the combination for the staff locker in the men's changing room is {v}",
        value=lambda r: "-".join(digits(r, 2) for _ in range(3)),
    ),
    kind21(
        "dealer_key_cabinet_pin",
        "prose",
        "KeyTrak cabinet in the service lane opens with {v}; change it Monday",
        value=lambda r: digits(r, 5),
    ),
    kind21(
        "exam_safe_code",
        "prose",
        "Exams officer: the code for the papers safe in room B12 is {v} until the 14th",
        value=lambda r: digits(r, 4),
    ),
    kind21(
        "ediscovery_zip_password",
        "prose",
        "Production VOL003 is attached as an encrypted zip; the password follows under "
        "separate cover: {v}",
    ),
    kind21(
        "payroll_file_password_sentence",
        "prose",
        "November payroll export is protected - open it with {v} and delete this message",
    ),
    Kind("nato_dictated_password", "prose", _nato),
    Kind("password_written_backwards", "prose", _backwards),
    Kind("rot13_key_told", "prose", _rot13),
    Kind("hex_password_told", "prose", _hex_told),
    Kind("b64_password_told", "prose", _b64_told),
    Kind("split_over_two_messages", "form", _split_two),
    Kind("java_char_array_password", "key", _char_array),
    Kind("js_uint8array_key", "key", _uint8),
    Kind("json_unicode_escaped_secret", "form", _unicode_escaped),
    Kind("smb_url_domain_password", "dsn", _smb_url),
    kind21(
        "uuid_told_as_license",
        "prose",
        "the licence server's admin secret is {v} (it looks like an id but it's the password)",
        value=uuid21,
    ),
)

_CHAT: tuple[Kind, ...] = (
    kind21("chat_ladin", "prose", "la parola segreta dl server ie {v}"),
    kind21("chat_friulian", "prose", "la peraule segrete dal server e je {v}"),
    kind21("chat_upper_sorbian", "prose", "hesło za serwer je {v}"),
    kind21("chat_kashubian", "prose", "hasło do serwera to je {v}, nie zgùbi gò"),
    kind21("chat_latgalian", "prose", "servera paroļs ir {v}"),
    kind21("chat_voro", "prose", "serveri salasõna om {v}"),
    kind21("chat_northern_sami", "prose", "servera beassansátni lea {v}"),
    kind21("chat_manx", "prose", "she {v} fockle follit y server"),
    kind21("chat_cornish", "prose", "an ger-tremena rag an servyer yw {v}"),
    kind21("chat_faroese", "prose", "loyniorðið til ambætaran er {v}"),
    kind21("chat_chechen", "prose", "серверан къайлаха дош {v} ду"),
    kind21("chat_ossetian", "prose", "серверы сусæг дзырд у {v}"),
    kind21("chat_avar", "prose", "сервералъул хъулухъалъул раг1и {v} буго"),
    kind21("chat_abkhaz", "prose", "асервер ажәамаӡа {v} ауп"),
    kind21("chat_mingrelian", "prose", "სერვერიშ პაროლი რე {v}"),
    kind21("chat_karakalpak", "prose", "serverdiń paroli {v}"),
    kind21("chat_turkmen", "prose", "serweriň açar sözi {v}"),
    kind21("chat_kyrgyz", "prose", "сервердин сырсөзү {v}"),
    kind21("chat_tajik", "prose", "рамзи сервер {v} аст"),
    kind21("chat_samoan", "prose", "o le upu faalilolilo o le server o le {v}"),
    kind21("chat_tongan", "prose", "ko e lea fufū ki he server ko {v}"),
    kind21("chat_fijian", "prose", "na vosa vuni ni server e {v}"),
    kind21("chat_tok_pisin", "prose", "pasword bilong server em {v}"),
    kind21("chat_bislama", "prose", "pasword blong server hemi {v}"),
    kind21("chat_chamorro", "prose", "i password para i server guiya {v}"),
    kind21("chat_marshallese", "prose", "password eo an server eo ej {v}"),
    kind21("chat_tahitian", "prose", "te parau huna o te server o {v} ia"),
)

_NONPROFITS: tuple[Kind, ...] = (
    kind21(
        "civicrm_api_and_site_key",
        "vendor",
        "curl 'https://crm.charity.example/civicrm/ajax/api4/Contact/get' "
        "-H 'X-Civi-Auth: Bearer {v}' -H 'X-Civi-Key: {a32}'",
        value=lambda r: alnum(r, 32),
    ),
    kind21(
        "classy_client_secret",
        "vendor",
        "CLASSY_CLIENT_ID={a16}\nCLASSY_CLIENT_SECRET={v}\nCLASSY_ORG_ID={d5}",
        value=lambda r: alnum(r, 40),
    ),
    kind21(
        "virtuous_api_token",
        "vendor",
        "virtuous = Virtuous::Client.new(api_key: '{v}')\nvirtuous.find_contact_by_email(email)",
        value=lambda r: urlsafe(r, 86),
    ),
    kind21(
        "funraise_api_key",
        "vendor",
        "headers: {{ 'X-Api-Key': '{v}', 'X-Organization-Id': '{uuid}' }}",
        value=lambda r: hexs(r, 32),
    ),
    kind21(
        "raisely_secret_key",
        "vendor",
        "RAISELY_SECRET_KEY={v} npm run sync:donations",
        value=lambda r: "raisely_" + lower_alnum(r, 40),
    ),
    kind21(
        "beacon_crm_api_key",
        "vendor",
        "BEACON_ACCOUNT_ID={d5}\nBEACON_API_KEY={v}",
        value=lambda r: alnum(r, 48),
    ),
    kind21(
        "action_network_api_key",
        "vendor",
        "curl -H 'OSDI-API-Token: {v}' https://actionnetwork.org/api/v2/people",
        value=lambda r: hexs(r, 32),
    ),
    kind21(
        "mobilize_api_key",
        "vendor",
        "mobilize:\n  organization_id: {d4}\n  api_key: {v}",
        value=lambda r: urlsafe(r, 32),
    ),
)

_LOYALTY: tuple[Kind, ...] = (
    kind21(
        "smile_io_private_key",
        "vendor",
        "SMILE_PRIVATE_KEY={v}\nSMILE_PUBLISHABLE_KEY=pub_{a32}",
        value=lambda r: "priv_" + alnum(r, 40),
    ),
    kind21(
        "loyaltylion_secret",
        "vendor",
        "curl -u {a32}:{v} https://api.loyaltylion.com/v2/customers?email=a%40b.example",
        value=lambda r: hexs(r, 32),
    ),
    kind21(
        "antavo_api_secret",
        "vendor",
        "antavo = Antavo(region='st2', api_key='{u20}', api_secret='{v}')",
        value=lambda r: alnum(r, 40),
    ),
    kind21(
        "talon_one_management_key",
        "vendor",
        "Authorization: ManagementKey-v1 {v}",
        value=lambda r: hexs(r, 64),
    ),
    kind21(
        "voucherify_app_token",
        "vendor",
        "X-App-Id: {uuid}\nX-App-Token: {v}",
        value=uuid21,
    ),
    kind21(
        "open_loyalty_api_key",
        "vendor",
        "OPENLOYALTY_API_URL=https://acme.openloyalty.io/api\nOPENLOYALTY_X_AUTH_TOKEN={v}",
        value=lambda r: hexs(r, 40),
    ),
    kind21(
        "retail_pro_prism_password",
        "vendor",
        "prism_login = requests.get('http://rpserver/v1/rest/auth', "
        "headers={{'Auth-Nonce-Response': nonce_resp}}, params={{'usr': 'sysadmin', 'pwd': "
        "'{v}'}})",
    ),
    kind21(
        "capillary_till_password",
        "vendor",
        "CAPILLARY_TILL=store.{d4}.till1\nCAPILLARY_TILL_PASSWORD_MD5={v}",
        value=lambda r: hexs(r, 32),
    ),
)

KINDS: tuple[Kind, ...] = (
    *_CLIENTS,
    *_DESKTOP,
    *_DEVTOOLS,
    *_SHEETS,
    *_CONSOLES,
    *_NOTEBOOKS,
    *_SHAPES,
    *_CHAT,
    *_NONPROFITS,
    *_LOYALTY,
    *VENDOR_KINDS,
)


def heldout21_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the twenty-first held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout21", SESSION_PLACES8)
