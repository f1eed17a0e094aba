"""The fourth part of held-out 33's kinds (`bench/secret_kinds_heldout33.py`): trade and talk.

Finance, trading and logistics: FIX session logons (tag 554 with `|` and
with `^A` for the separator, a QuickFIX log line, a new password in tag
925), exchange and broker keys through ccxt (a secret of base64, a
passphrase), an IBC `config.ini`, a broker's secret beside its public key
id, a bearer of two hex halves, a platform session's password grant,
MetaTrader's `initialize`; payment terminals and gateways (a terminal's
local encryption passphrase, a key ceremony's component beside its check
value, an XML `transactionKey`, a gateway's `ssl_pin` and `security_key` in
a form body, a REST secret key in properties); EDI and partners (an X12
`ISA` security field, an EDIFACT `UNB` password, an AS2 keystore password
attribute, an OFTP2 password, `lftp -u user,pass`, `sshpass -p`);
carriers, customs and tax (an OAuth client secret in a `-u` pair, a form
body's `client_secret`, an API key header, a legacy XML user credential, a
tax engine's licence key, a customs portal's certificate password); banking
and accounting (an OFX `USERPASS`, a FinTS PIN, an EBICS keyring password,
a Sage ODBC string, an ERP's OAuth 1 token secret, a CSV export's key
column, a payroll SFTP in YAML). Then chat stating a secret in a sentence
in twenty human languages, and values split over lines (a COBOL
continuation, a keytab wrapped at 76 columns, a PowerShell string joined
with `+`, a key sent in two messages, key components on two lines, a JCL
continuation).
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, b64, digits, hexs, pick, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k

__all__ = ["TRADE_KINDS"]

_UP = string.ascii_uppercase + string.digits


def _up(n: int) -> Callable[[random.Random], str]:
    return lambda r: pick(r, _UP, n - 1) + r.choice(string.digits)


_MARKETS: tuple[Kind, ...] = (
    k(
        "fix_logon_554_pipe",
        "output",
        "8=FIX.4.4|9=118|35=A|34=1|49=ACMECAP|56=BRKR|52=20261130-08:00:00.123|98=0|108=30|"
        "141=Y|553=acme_trader|554={v}|10={d3}|",
    ),
    k(
        "fix_logon_554_soh_caret",
        "output",
        "8=FIX.4.2^A9=97^A35=A^A34=1^A49=FUNDX^A56=EXCH^A98=0^A108=20^A553=FUNDX01^A554={v}"
        "^A10={d3}^A",
    ),
    k(
        "quickfix_log_logon",
        "output",
        "<20261130-08:00:00.412, FIX.4.4:ACMECAP->BRKR, outgoing> (8=FIX.4.4\x019=102\x0135=A"
        "\x0134=1\x0149=ACMECAP\x0156=BRKR\x0198=0\x01108=30\x01553=acme\x01554={v}\x0110={d3}"
        "\x01)",
    ),
    k(
        "fix_new_password_925",
        "output",
        "35=A|49=DESK7|56=PRIME|553=desk7|554=Winter2026!|925={v}|10={d3}|",
    ),
    k(
        "ccxt_exchange_secret",
        "code",
        "exchange = ccxt.kraken({\n    'apiKey': '{k56}',\n    'secret': '{v}',\n"
        "    'enableRateLimit': True,\n})",
        value=lambda r: b64(r, 86) + "==",
    ),
    k(
        "ccxt_exchange_passphrase",
        "code",
        "okx = ccxt.okx({'apiKey': '{uuid}', 'secret': '{h32}', 'password': '{v}'})",
    ),
    k(
        "ibc_config_ini_password",
        "config",
        "# IBC config.ini\nIbLoginId=acmetrader\nIbPassword={v}\nTradingMode=live\n"
        "AcceptNonBrokerageAccountWarning=yes",
    ),
    k(
        "broker_secret_beside_key_id",
        "config",
        "APCA_API_BASE_URL=https://api.alpaca.markets\nAPCA_API_KEY_ID=AK{U18}\n"
        "APCA_API_SECRET_KEY={v}",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "fx_bearer_two_hex_halves",
        "header",
        'curl -H "Authorization: Bearer {v}" https://api-fxtrade.oanda.com/v3/accounts',
        value=lambda r: hexs(r, 32) + "-" + hexs(r, 32),
    ),
    k(
        "platform_session_password_grant",
        "code",
        "session = rdp.open_platform_session(\n    '{h40}',\n"
        "    rdp.GrantPassword(username='GE-A-{d8}-3-{d4}', password='{v}')\n)",
    ),
    k(
        "metatrader_initialize_password",
        "code",
        'mt5.initialize(login={d8}, server="BrokerCo-Live", password="{v}")',
    ),
    k(
        "terminal_local_passphrase",
        "config",
        '"SecurityKey": {\n  "KeyIdentifier": "shopkey",\n  "KeyVersion": 1,\n'
        '  "AdyenCryptoVersion": 1,\n  "Passphrase": "{v}"\n}',
    ),
    k(
        "key_ceremony_component",
        "prose",
        "ZMK component 2 of 3 (custodian B): {v}\nKCV: {h6}",
        value=lambda r: " ".join(hexs(r, 4).upper() for _ in range(8)),
    ),
    k(
        "gateway_transaction_key_xml",
        "config",
        "<merchantAuthentication>\n  <name>{k9}</name>\n  <transactionKey>{v}</transactionKey>\n"
        "</merchantAuthentication>",
        value=lambda r: alnum(r, 16),
    ),
    k(
        "gateway_ssl_pin_form",
        "form",
        "ssl_merchant_id={d6}&ssl_user_id=webpage&ssl_pin={v}&ssl_transaction_type=ccsale",
        value=_up(64),
    ),
    k(
        "gateway_security_key_form",
        "form",
        "curl -d 'security_key={v}&type=sale&amount=12.50&ccnumber=4111111111111111' "
        "https://secure.gateway.example/api/transact.php",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "gateway_rest_secret_properties",
        "config",
        "merchantID=acme_store\nrunEnvironment=api.gateway.example\nmerchantKeyId={uuid}\n"
        "merchantsecretKey={v}",
        value=lambda r: b64(r, 43) + "=",
    ),
)

_PARTNERS: tuple[Kind, ...] = (
    k(
        "x12_isa_security_information",
        "output",
        "ISA*00*          *01*{v}*ZZ*ACMEFOODS      *ZZ*BIGRETAIL      *261130*0800*U*00401*"
        "{d9}*0*P*>~\nGS*PO*ACMEFOODS*BIGRETAIL*20261130*0800*{d4}*X*004010~",
        value=_up(10),
    ),
    k(
        "edifact_unb_password",
        "output",
        "UNA:+.? '\nUNB+UNOC:3+ACMEFOODS:ZZ+BIGRETAIL:ZZ+261130:0800+{d6}+{v}:AA'\n"
        "UNH+1+ORDERS:D:96A:UN'",
        value=_up(8),
    ),
    k(
        "as2_keystore_password_attr",
        "config",
        '<certificates classname="org.openas2.cert.PKCS12CertificateFactory" '
        'filename="%home%/as2_certs.p12" password="{v}" interval="300"/>',
    ),
    k(
        "oftp2_ssid_password",
        "config",
        "[partner.BIGAUTO]\nodette_id = O0013000{d6}BIGAUTO\nhost = oftp.bigauto.example\n"
        "port = 6619\nssid_password = {v}",
        value=_up(8),
    ),
    k(
        "lftp_user_comma_pass",
        "cli",
        "lftp -u edi_acme,'{v}' sftp://sftp.partner.example -e 'mirror -R outbound /in; bye'",
    ),
    k(
        "sshpass_sftp_password",
        "cli",
        "sshpass -p '{v}' sftp -oBatchMode=no -b upload.batch payroll@sftp.bank.example",
    ),
    k(
        "carrier_oauth_u_pair",
        "cli",
        'curl -X POST https://onlinetools.carrier.example/security/v1/oauth/token -u "{k48}:{v}" '
        "-d grant_type=client_credentials",
        value=lambda r: alnum(r, 64),
    ),
    k(
        "carrier_form_client_secret",
        "form",
        "grant_type=client_credentials&client_id=l7{h30}&client_secret={v}",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "carrier_api_key_header",
        "header",
        "curl -H 'DHL-API-Key: {v}' 'https://api-eu.dhl.com/track/shipments?"
        "trackingNumber=00340434{d10}'",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "carrier_legacy_user_credential",
        "config",
        "<WebAuthenticationDetail>\n  <UserCredential>\n    <Key>{k16}</Key>\n"
        "    <Password>{v}</Password>\n  </UserCredential>\n</WebAuthenticationDetail>",
        value=lambda r: alnum(r, 25),
    ),
    k(
        "tax_engine_license_key",
        "code",
        'client = AvataxClient("erp-sync", "1.0", "erp01", "production")\n'
        'client.add_credentials("{d10}", "{v}")',
        value=lambda r: hexs(r, 16).upper(),
    ),
    k(
        "customs_portal_cert_password",
        "config",
        "customs:\n  endpoint: https://customs.gateway.example/ics2\n  eori: DE{d12}\n"
        "  client_cert: /etc/customs/acme.p12\n  client_cert_password: {v}",
    ),
    k(
        "ofx_userpass",
        "config",
        "<SIGNONMSGSRQV1>\n<SONRQ>\n<DTCLIENT>20261130080000\n<USERID>acme_treasury\n"
        "<USERPASS>{v}\n<LANGUAGE>ENG\n</SONRQ>\n</SIGNONMSGSRQV1>",
    ),
    k(
        "fints_pin",
        "code",
        "f = FinTS3PinTanClient('{d8}', 'acme-buchhaltung', '{v}', "
        "'https://banking.bank.example/fints')",
        value=lambda r: digits(r, 5) + alnum(r, 3),
    ),
    k(
        "ebics_keyring_password",
        "code",
        "keyring = EbicsKeyRing(keys='~/ebics/acme.keys', passphrase='{v}')\n"
        "bank = EbicsBank(keyring=keyring, hostid='BANKHOST', url='https://ebics.bank.example')",
    ),
    k(
        "sage_odbc_string",
        "dsn",
        "DSN=SageLine50v30;UID=manager;PWD={v};",
    ),
    k(
        "erp_oauth1_token_secret",
        "code",
        "auth = OAuth1Session(client_key='{h64}', client_secret='{h64}', "
        "resource_owner_key='{h64}', resource_owner_secret='{v}', realm='{d7}', "
        "signature_method='HMAC-SHA256')",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "csv_export_key_column",
        "output",
        "name,endpoint,api_key,owner\nbank-feed,https://feeds.bank.example/v2,{v},treasury\n"
        "fx-rates,https://rates.example/api,,finance",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "payroll_sftp_yaml",
        "config",
        "payroll_export:\n  schedule: '0 2 * * 5'\n  sftp:\n    host: sftp.payroll.example\n"
        '    username: acme_hr\n    password: "{v}"\n    remote_dir: /inbound/acme',
    ),
)

_CHAT: tuple[Kind, ...] = (
    k("chat_es_sap_password", "prose", "La contraseña del usuario RFC en producción es {v}"),
    k("chat_pt_plc_password", "prose", "A senha do CLP da linha 3 ficou {v}, não mexe nela."),
    k("chat_fr_sftp_password", "prose", "Le mot de passe SFTP du partenaire EDI : {v}"),
    k("chat_de_fix_password", "prose", "Das FIX-Passwort für die Testumgebung lautet {v}."),
    k("chat_it_keytab_password", "prose", "la password dell'utente di servizio è {v}, grazie"),
    k("chat_nl_domain_join", "prose", "Wachtwoord voor het domein-joinaccount: {v}"),
    k("chat_pl_mqtt_password", "prose", "Hasło do brokera MQTT na hali to {v}"),
    k(
        "chat_tr_terminal_password",
        "prose",
        "POS terminalinin yönetici şifresi {v} olarak ayarlandı.",
    ),
    k("chat_ru_oracle_password", "prose", "Пароль от схемы в Oracle: {v} — никому не пересылай"),
    k("chat_uk_router_password", "prose", "Пароль до шлюзу Modbus: {v}"),
    k("chat_ar_server_password", "prose", "كلمة المرور لخادم الإنتاج هي {v}"),
    k("chat_hi_admin_password", "prose", "एडमिन का पासवर्ड {v} है, इसे किसी को मत बताना"),
    k("chat_id_api_key", "prose", "API key untuk ekspedisi: {v}", value=lambda r: alnum(r, 32)),
    k("chat_vi_vpn_password", "prose", "Mật khẩu VPN của nhà máy là {v} nhé"),
    k("chat_ja_as400_password", "prose", "AS/400 の QSECOFR のパスワードは {v} です。"),
    k(
        "chat_ko_broker_secret",
        "prose",
        "증권사 API 시크릿은 {v} 입니다",
        value=lambda r: alnum(r, 36),
    ),
    k("chat_zh_sap_password", "prose", "SAP 生产系统的密码是 {v}，用完请改掉"),
    k("chat_th_wifi_password", "prose", "รหัสผ่าน Wi-Fi โรงงานคือ {v} ครับ"),
    k("chat_sv_ldap_password", "prose", "Lösenordet till LDAP-kontot är {v}"),
    k("chat_cs_ftp_password", "prose", "Heslo k FTP účtu dodavatele je {v}"),
    k("chat_he_token", "prose", "הטוקן של ה-API הוא {v}", value=lambda r: alnum(r, 40)),
    k("chat_fa_password", "prose", "رمز عبور سرور انبار {v} است"),
)


def _split(name: str, template: str, value: Callable[[random.Random], str], cut: int) -> Kind:
    """A value written over two pieces: the first `cut` letters are the secret kept apart."""

    def make(r: random.Random) -> tuple[str, str]:
        v = value(r)
        a, b = v[:cut], v[cut:]
        return a, template.format(a=a, b=b)

    return Kind(name, "form", make)


_SPLIT: tuple[Kind, ...] = (
    _split(
        "cobol_continued_literal",
        "           MOVE 'ACMEAPIKEY={a}\n      -    '{b}' TO WS-AUTH-HEADER.",
        lambda r: alnum(r, 40),
        24,
    ),
    _split(
        "keytab_wrapped_76",
        "$ base64 svc_etl.keytab\n{a}\n{b}",
        lambda r: "BQIAAA" + b64(r, 130),
        76,
    ),
    _split(
        "powershell_plus_joined_key",
        '$apiKey = "{a}" +\n          "{b}"\nInvoke-RestMethod -Headers @{{"X-Api-Key" = $apiKey}} '
        "-Uri https://api.partner.example/v1/orders",
        lambda r: alnum(r, 48),
        24,
    ),
    _split(
        "key_in_two_messages",
        "[09:14] ops: first half of the exchange secret: {a}\n"
        "[09:15] ops: second half, in a separate message as agreed: {b}",
        lambda r: alnum(r, 64),
        32,
    ),
    _split(
        "components_on_two_lines",
        "TPK (under ZMK), printed by the HSM:\n  {a}\n  {b}\nKCV 3F9A21",
        lambda r: hexs(r, 64).upper(),
        32,
    ),
    _split(
        "jcl_parm_continued",
        "//GETFILE  EXEC PGM=SFTPBAT,PARM=('HOST=sftp.bank.example,USER=ACMEPAY,PASS={a}',\n"
        "//             '{b}')",
        lambda r: alnum(r, 24),
        12,
    ),
)

TRADE_KINDS: tuple[Kind, ...] = (*_MARKETS, *_PARTNERS, *_CHAT, *_SPLIT)
