"""Held-out 37's mail, messaging and telephony (`bench/secret_kinds_heldout37.py`).

SMTP relays as their configs hold them (Postfix's `sasl_passwd`, msmtp,
ssmtp, Exim's `passwd.client`, nullmailer's `remotes`, dma's `auth.conf`),
SMTP, IMAP and POP sessions typed by hand (`AUTH PLAIN`, `AUTH LOGIN`'s
base64 lines, `LOGIN`, `PASS`), sending from a command or code (swaks,
curl's `smtps://`, `smtplib`, nodemailer, a transactional API), mail
clients' configs (mbsync, offlineimap, fetchmail, mutt, aerc, a Dovecot
passwd-file), XMPP (prosody, ejabberd, a bot's client, mcabber), Matrix (an
access token in a call, a client's credentials file, Synapse's shared
secrets, an appservice's tokens), IRC (NickServ, SASL, a bouncer's `PASS`,
irssi and HexChat configs), SIP and VoIP (Asterisk's PJSIP, `sip.conf`,
AMI and ARI, FreeSWITCH's directory and vars, Linphone, baresip, coturn),
and SMS gateways and voice APIs (Kannel, Twilio, Vonage, Plivo, Telnyx,
MessageBird, textbelt).
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import Kind, alnum, b64, b64_of, hexs, lower_alnum, pick, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout30_more import uuid30

__all__ = ["MAIL_KINDS", "app_password", "sendgrid_key"]


def app_password(r: random.Random) -> str:
    """A mail provider's app password: four groups of four lower-case letters."""
    return " ".join(pick(r, string.ascii_lowercase, 4) for _ in range(4))


def sendgrid_key(r: random.Random) -> str:
    return f"SG.{urlsafe(r, 22)}.{urlsafe(r, 43)}"


def _ses_smtp(r: random.Random) -> str:
    return "B" + b64(r, 43)


def _auth_plain(r: random.Random) -> str:
    return base64.b64encode(f"\0alerts@acme.io\0{pw(r)}".encode()).decode()


def _matrix(r: random.Random) -> str:
    return f"syt_{b64_of('ana').rstrip('=')}_{alnum(r, 20)}_{alnum(r, 6)}"


_SMTP: tuple[Kind, ...] = (
    k(
        "postfix_sasl_passwd_apikey",
        "config",
        "$ sudo cat /etc/postfix/sasl_passwd\n[smtp.sendgrid.net]:587 apikey:{v}",
        "echo '[smtp.sendgrid.net]:587 apikey:{v}' | sudo tee /etc/postfix/sasl_passwd\n"
        "sudo postmap /etc/postfix/sasl_passwd",
        value=sendgrid_key,
    ),
    k(
        "postfix_sasl_passwd_ses",
        "config",
        "[email-smtp.eu-west-1.amazonaws.com]:587 AKIA{U16}:{v}",
        value=_ses_smtp,
    ),
    k(
        "postfix_sasl_passwd_app_password",
        "config",
        "[smtp.gmail.com]:587    ana.silva@gmail.com:{v}",
        value=lambda r: app_password(r).replace(" ", ""),
    ),
    k(
        "msmtprc_password",
        "config",
        "account fastmail\nhost smtp.fastmail.com\nport 465\ntls on\ntls_starttls off\n"
        "auth on\nuser ana@fastmail.com\nfrom ana@fastmail.com\npassword {v}\n\n"
        "account default : fastmail",
        value=lambda r: alnum(r, 16),
    ),
    k(
        "ssmtp_conf_authpass",
        "config",
        "root=alerts@acme.io\nmailhub=smtp.office365.com:587\nAuthUser=alerts@acme.io\n"
        "AuthPass={v}\nUseSTARTTLS=YES\nFromLineOverride=YES",
    ),
    k(
        "exim_passwd_client",
        "config",
        "# /etc/exim4/passwd.client\n*.mailgun.org:postmaster@mg.acme.io:{v}",
        value=lambda r: hexs(r, 32) + "-" + hexs(r, 8) + "-" + hexs(r, 8),
    ),
    k(
        "nullmailer_remotes_pass",
        "config",
        "smtp.eu.mailgun.org smtp --port=587 --starttls --user=postmaster@mg.acme.io --pass={v}",
    ),
    k(
        "dma_auth_conf",
        "config",
        "# /etc/dma/auth.conf\nalerts@acme.io|smtp.zoho.eu:{v}",
    ),
    k(
        "smtp_auth_plain_transcript",
        "output",
        "$ openssl s_client -starttls smtp -connect smtp.acme.io:587 -quiet\n250 AUTH PLAIN LOGIN\n"
        "AUTH PLAIN {v}\n235 2.7.0 Authentication successful",
        value=_auth_plain,
    ),
    k(
        "smtp_auth_login_transcript",
        "output",
        "AUTH LOGIN\n334 VXNlcm5hbWU6\nYWxlcnRzQGFjbWUuaW8=\n334 UGFzc3dvcmQ6\n{v}\n"
        "235 2.7.0 Authentication successful",
        value=lambda r: b64_of(pw(r)),
    ),
    k(
        "imap_login_transcript",
        "output",
        "$ openssl s_client -connect imap.acme.io:993 -crlf -quiet\n* OK IMAP4rev1 ready\n"
        'a1 LOGIN ana@acme.io "{v}"\na1 OK Logged in',
    ),
    k(
        "pop3_pass_transcript",
        "output",
        "+OK Dovecot ready.\nUSER ana\n+OK\nPASS {v}\n+OK Logged in.\nSTAT\n+OK 3 18244",
    ),
    k(
        "swaks_auth_password",
        "cli",
        "swaks --to ops@acme.io --from alerts@acme.io --server smtp.acme.io:587 --auth LOGIN "
        "--auth-user alerts@acme.io --auth-password '{v}' --tls",
    ),
    k(
        "curl_smtps_user",
        "cli",
        "curl --ssl-reqd --url 'smtps://smtp.gmail.com:465' --mail-from ana@gmail.com "
        "--mail-rcpt ops@acme.io --user 'ana@gmail.com:{v}' -T report.eml",
        value=lambda r: app_password(r).replace(" ", ""),
    ),
    k(
        "python_smtplib_login",
        "code",
        'with smtplib.SMTP_SSL("smtp.acme.io", 465) as s:\n    s.login("alerts@acme.io", "{v}")\n'
        "    s.send_message(msg)",
        "server = smtplib.SMTP('smtp.gmail.com', 587)\nserver.starttls()\n"
        "server.login('ana.silva@gmail.com', '{v}')",
    ),
    k(
        "nodemailer_transport_pass",
        "code",
        "const transporter = nodemailer.createTransport({\n  host: 'smtp.sendgrid.net',\n"
        "  port: 587,\n  auth: { user: 'apikey', pass: '{v}' },\n});",
        value=sendgrid_key,
    ),
    k(
        "mailgun_api_basic_user",
        "cli",
        "curl -s --user 'api:{v}' https://api.eu.mailgun.net/v3/mg.acme.io/messages "
        "-F from='Acme <noreply@mg.acme.io>' -F to=ana@acme.io -F subject=test -F text=hi",
        value=lambda r: hexs(r, 32) + "-" + hexs(r, 8) + "-" + hexs(r, 8),
    ),
    k(
        "postmark_server_token_header",
        "cli",
        'curl "https://api.postmarkapp.com/email" -H "Accept: application/json" '
        '-H "X-Postmark-Server-Token: {v}" -d @mail.json',
        value=uuid30,
    ),
    k(
        "brevo_api_key_env",
        "config",
        "MAIL_MAILER=brevo\nBREVO_API_KEY={v}",
        value=lambda r: "xkeysib-" + hexs(r, 64) + "-" + alnum(r, 16),
    ),
)

_CLIENTS: tuple[Kind, ...] = (
    k(
        "mbsyncrc_pass",
        "config",
        "IMAPAccount work\nHost imap.fastmail.com\nUser ana@acme.io\nPass {v}\nSSLType IMAPS\n\n"
        "IMAPStore work-remote\nAccount work",
        value=lambda r: alnum(r, 16),
    ),
    k(
        "offlineimaprc_remotepass",
        "config",
        "[Repository Gmail-Remote]\ntype = Gmail\nremoteuser = ana.silva@gmail.com\n"
        "remotepass = {v}\nsslcacertfile = /etc/ssl/certs/ca-certificates.crt",
        value=app_password,
    ),
    k(
        "fetchmailrc_password",
        "config",
        'poll pop.acme.io protocol POP3\n  user "ana" there with password "{v}" is "ana" here\n'
        "  ssl fetchall",
    ),
    k(
        "muttrc_imap_pass",
        "config",
        'set imap_user = "ana@acme.io"\nset imap_pass = "{v}"\nset folder = '
        '"imaps://imap.acme.io:993"',
    ),
    k(
        "muttrc_smtp_url_password",
        "config",
        'set smtp_url = "smtps://ana@acme.io:{v}@smtp.acme.io:465/"\nset ssl_force_tls = yes',
        value=lambda r: alnum(r, 18),
    ),
    k(
        "aerc_accounts_source_url",
        "config",
        "[Work]\nsource   = imaps://ana%40acme.io:{v}@imap.acme.io\noutgoing = "
        "smtps+plain://ana%40acme.io@smtp.acme.io\ndefault  = INBOX",
        value=lambda r: alnum(r, 20),
    ),
    k(
        "dovecot_passwd_file_plain",
        "config",
        "ana@acme.io:{PLAIN}{v}:5000:5000::/var/vmail/acme.io/ana::\n"
        "ops@acme.io:{SHA512-CRYPT}$6$round$x::::::",
    ),
    k(
        "doveadm_auth_test",
        "cli",
        "doveadm auth test ana@acme.io '{v}'",
    ),
)

_CHATNET: tuple[Kind, ...] = (
    k("prosodyctl_register", "cli", "sudo prosodyctl register deploybot chat.acme.io '{v}'"),
    k("ejabberdctl_register", "cli", "ejabberdctl register alerts xmpp.acme.io {v}"),
    k(
        "slixmpp_bot_password",
        "code",
        'xmpp = EchoBot("alerts@xmpp.acme.io/bot", "{v}")\nxmpp.connect()\n'
        "xmpp.process(forever=True)",
    ),
    k(
        "mcabberrc_password",
        "config",
        "set jid = ana@xmpp.acme.io\nset password = {v}\nset ssl = 1",
    ),
    k(
        "matrix_access_token_curl",
        "cli",
        'curl -X PUT -H "Authorization: Bearer {v}" '
        '"https://matrix.acme.io/_matrix/client/v3/rooms/%21{k18}:acme.io/send/m.room.message/1" '
        '-d \'{"msgtype": "m.text", "body": "deploy done"}\'',
        value=_matrix,
    ),
    k(
        "matrix_commander_credentials",
        "config",
        '{"homeserver": "https://matrix.acme.io", "device_id": "{U10}", "user_id": '
        '"@ci:acme.io", "room_id": "!{k18}:acme.io", "access_token": "{v}"}',
        value=_matrix,
    ),
    k(
        "synapse_registration_shared_secret",
        "config",
        'registration_shared_secret: "{v}"\nreport_stats: false\nmacaroon_secret_key: "{k50}"',
        value=lambda r: urlsafe(r, 50),
    ),
    k(
        "synapse_form_secret",
        "config",
        'form_secret: "{v}"\nsigning_key_path: "/data/acme.io.signing.key"',
        value=lambda r: urlsafe(r, 50),
    ),
    k(
        "matrix_appservice_as_token",
        "config",
        "id: telegram\nurl: http://bridge:29317\nas_token: {v}\nhs_token: {k64}\n"
        "sender_localpart: telegrambot",
        value=lambda r: alnum(r, 64),
    ),
    k(
        "irc_nickserv_identify",
        "cli",
        "/msg NickServ IDENTIFY ana_dev {v}",
        '/set irc.server.libera.command "/msg nickserv identify {v}"',
    ),
    k(
        "weechat_sasl_password",
        "cli",
        '/set irc.server.libera.sasl_mechanism plain\n/set irc.server.libera.sasl_password "{v}"',
    ),
    k(
        "znc_client_pass_line",
        "config",
        'servers = (\n  { address = "bnc.acme.io"; chatnet = "libera"; port = "6697";\n'
        '    password = "ana/libera:{v}"; use_tls = "yes"; }\n);',
    ),
    k(
        "hexchat_servlist_password",
        "config",
        "N=Libera.Chat\nL=7\nI=ana_dev\nP={v}\nF=23\nS=irc.libera.chat/+6697",
    ),
)

_VOICE: tuple[Kind, ...] = (
    k(
        "pjsip_auth_password",
        "config",
        "[6001]\ntype=auth\nauth_type=userpass\npassword={v}\nusername=6001\n\n"
        "[6001]\ntype=aor\nmax_contacts=2",
    ),
    k(
        "asterisk_sip_conf_secret",
        "config",
        "[trunk-out]\ntype=peer\nhost=sip.provider.net\nusername=4420{d7}\nsecret={v}\n"
        "fromuser=4420{d7}\ninsecure=invite",
    ),
    k(
        "asterisk_manager_secret",
        "config",
        "[general]\nenabled = yes\nport = 5038\n\n[crm]\nsecret = {v}\n"
        "deny = 0.0.0.0/0.0.0.0\npermit = 10.0.0.0/255.0.0.0\nread = call,cdr",
    ),
    k(
        "asterisk_ari_password",
        "config",
        "[general]\nenabled = yes\n\n[ivr-app]\ntype = user\nread_only = no\npassword = {v}",
    ),
    k(
        "freeswitch_directory_user_password",
        "config",
        '<user id="1001">\n  <params>\n    <param name="password" value="{v}"/>\n'
        '    <param name="vm-password" value="{d4}"/>\n  </params>\n</user>',
    ),
    k(
        "freeswitch_vars_default_password",
        "config",
        '<X-PRE-PROCESS cmd="set" data="default_password={v}"/>\n'
        '<X-PRE-PROCESS cmd="set" data="domain=$${local_ip_v4}"/>',
    ),
    k(
        "freeswitch_gateway_password",
        "config",
        '<gateway name="voipms">\n  <param name="username" value="{d6}_ana"/>\n'
        '  <param name="password" value="{v}"/>\n  <param name="proxy" value="montreal.voip.ms"/>\n'
        "</gateway>",
    ),
    k(
        "linphonerc_auth_info",
        "config",
        "[auth_info_0]\nusername=1001\npasswd={v}\nrealm=sip.acme.io\ndomain=sip.acme.io",
    ),
    k(
        "baresip_accounts_auth_pass",
        "config",
        '<sip:1001@sip.acme.io>;auth_pass={v};outbound="sip:sip.acme.io;transport=tls"',
    ),
    k(
        "coturn_static_auth_secret",
        "config",
        "listening-port=3478\nuse-auth-secret\nstatic-auth-secret={v}\nrealm=turn.acme.io",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "coturn_long_term_user",
        "config",
        "lt-cred-mech\nuser=webrtc:{v}\nrealm=turn.acme.io",
    ),
    k(
        "kannel_sendsms_url_password",
        "cli",
        'curl "http://sms-gw:13013/cgi-bin/sendsms?username=alerts&password={v}'
        '&to=%2B351912345678&text=disk+full"',
    ),
    k(
        "kannel_conf_smsc_password",
        "config",
        'group = smsc\nsmsc = smpp\nhost = smpp.carrier.net\nport = 2775\nsmsc-username = "acme"\n'
        'smsc-password = "{v}"\nsystem-type = ""',
        value=lambda r: alnum(r, 8),
    ),
    k(
        "twilio_client_auth_token",
        "code",
        'client = Client("AC{h32}", "{v}")\nclient.messages.create(to="+351912345678", '
        'from_="+15017122661", body="Your code is 482913")',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "twilio_curl_basic",
        "cli",
        'curl -X POST "https://api.twilio.com/2010-04-01/Accounts/AC{h32}/Messages.json" '
        '--data-urlencode "Body=test" --data-urlencode "To=+351912345678" -u AC{h32}:{v}',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "vonage_api_secret",
        "config",
        "VONAGE_API_KEY={h8}\nVONAGE_API_SECRET={v}\nVONAGE_FROM=Acme",
        value=lambda r: alnum(r, 16),
    ),
    k(
        "plivo_auth_token",
        "config",
        "PLIVO_AUTH_ID=MA{U18}\nPLIVO_AUTH_TOKEN={v}",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "telnyx_api_key",
        "cli",
        'curl -X POST https://api.telnyx.com/v2/messages -H "Authorization: Bearer {v}" '
        '-d \'{"from": "+15550101", "to": "+15550102", "text": "hi"}\'',
        value=lambda r: "KEY" + pick(r, "0123456789ABCDEF", 32) + "_" + alnum(r, 22),
    ),
    k(
        "messagebird_access_key",
        "cli",
        'curl -X POST https://rest.messagebird.com/messages -H "Authorization: AccessKey {v}" '
        "-d recipients=31612345678 -d originator=Acme -d body=test",
        value=lambda r: alnum(r, 25),
    ),
    k(
        "textbelt_key",
        "cli",
        "curl -X POST https://textbelt.com/text --data-urlencode phone='5557727420' "
        "--data-urlencode message='server down' -d key={v}",
        value=lambda r: hexs(r, 40) + lower_alnum(r, 8),
    ),
)

MAIL_KINDS: tuple[Kind, ...] = (*_SMTP, *_CLIENTS, *_CHATNET, *_VOICE)
