"""The thirty-fourth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is the plumbing
around a team's work: chat-ops and notifications, marketing, analytics, CRM
and ads, build tools, package managers and dev environments, and identity
providers and SSO. This file holds chat-ops and notifications: the webhooks
and bots of chat platforms (Slack's incoming webhook, bot, app-level and
user tokens, a signing secret, a Bolt app's environment; Teams' incoming
webhook and a Bot Framework app password; Discord's webhook and bot token;
Mattermost's hook and personal token; Rocket.Chat's integration URL and the
`X-Auth-Token` pair; Zulip's `zuliprc`; Matrix access tokens in a `curl`,
an Element login response and a bridge's registration; XMPP in a
`sendxmpp` rc and a Prosody account; IRC's NickServ `IDENTIFY`, a ZNC user
and a `weechat` server password; Google Chat's webhook key and token;
Telegram bots; Lark/Feishu and DingTalk signed bots), SMS and voice gateways
(Twilio, Vonage, Plivo, MessageBird, Sinch, Telnyx, Infobip, Africa's
Talking, Clickatell, an SMPP bind, a Kannel `sendsms` URL, Gammu), push
(APNs `.p8` keys and fastlane's environment, FCM's legacy server key and a
service account's private key, web-push VAPID private keys, OneSignal,
Pushover, ntfy, Gotify, Pusher, Ably), status pages and on-call tools
(PagerDuty's routing key and API token, Opsgenie's `GenieKey`, Statuspage,
Better Stack, incident.io, Squadcast, Grafana OnCall, Alertmanager's
receivers, Uptime Kuma, healthchecks.io, Cronitor), and the notification
libraries' URLs (Apprise, shoutrrr).

Its other parts: `bench/secret_kinds_heldout34_market.py` (marketing,
analytics, CRM and ads), `bench/secret_kinds_heldout34_build.py` (build
tools, package managers and dev environments),
`bench/secret_kinds_heldout34_idp.py` (identity providers and SSO, chat in
many languages, split values); its look-alikes are in
`bench/secret_kinds_heldout34_look.py` and `_look2.py`.
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    b64,
    digits,
    hexs,
    lower_alnum,
    pick,
    samples,
    urlsafe,
)
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout30_more import pem_line
from bench.secret_kinds_heldout34_build import BUILD_KINDS
from bench.secret_kinds_heldout34_idp import IDP_KINDS
from bench.secret_kinds_heldout34_look import LOOK_ALIKES
from bench.secret_kinds_heldout34_market import MARKET_KINDS, dashed_uuid

__all__ = ["KINDS", "LOOK_ALIKES", "heldout34_samples"]

_UP = string.ascii_uppercase + string.digits


def _slack_bot(r: random.Random) -> str:
    return f"xoxb-{digits(r, 12)}-{digits(r, 13)}-{alnum(r, 24)}"


def _slack_user(r: random.Random) -> str:
    return f"xoxp-{digits(r, 12)}-{digits(r, 12)}-{digits(r, 13)}-{hexs(r, 32)}"


def _slack_app(r: random.Random) -> str:
    return f"xapp-1-A{pick(r, _UP, 10)}-{digits(r, 13)}-{hexs(r, 64)}"


def _slack_hook_path(r: random.Random) -> str:
    return f"T{pick(r, _UP, 10)}/B{pick(r, _UP, 10)}/{alnum(r, 24)}"


def _discord_bot(r: random.Random) -> str:
    return f"{b64(r, 24).replace('+', 'x').replace('/', 'y')}.{urlsafe(r, 6)}.{urlsafe(r, 38)}"


def _discord_hook_token(r: random.Random) -> str:
    return urlsafe(r, 68)


def _matrix(r: random.Random) -> str:
    return f"syt_{b64(r, 12).replace('+', 'a').replace('/', 'b')}_{alnum(r, 20)}_{alnum(r, 6)}"


def _twilio_token(r: random.Random) -> str:
    return hexs(r, 32)


def _fcm_legacy(r: random.Random) -> str:
    return f"AAAA{alnum(r, 7)}:APA91b{urlsafe(r, 134)}"


def _vapid(r: random.Random) -> str:
    return urlsafe(r, 43)


def _p8_body(r: random.Random) -> str:
    return "MIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg" + b64(r, 16)


def _pd_token(r: random.Random) -> str:
    return "u+" + urlsafe(r, 18)


def _pusher_secret(r: random.Random) -> str:
    return hexs(r, 20)


def _ably(r: random.Random) -> str:
    return f"{alnum(r, 6)}.{alnum(r, 6)}:{urlsafe(r, 43)}"


_CHAT_PLATFORMS: tuple[Kind, ...] = (
    k(
        "slack_incoming_webhook_curl",
        "cli",
        "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy done\"}' "
        "https://hooks.slack.com/services/{v}",
        value=_slack_hook_path,
    ),
    k(
        "slack_webhook_in_alertmanager",
        "config",
        "receivers:\n  - name: team-ops\n    slack_configs:\n      - channel: '#ops-alerts'\n"
        "        api_url: https://hooks.slack.com/services/{v}\n        send_resolved: true",
        value=_slack_hook_path,
    ),
    k(
        "slack_bot_token_env",
        "config",
        "SLACK_BOT_TOKEN={v}\nSLACK_APP_TOKEN=\nSLACK_CHANNEL=C{U10}",
        "export SLACK_BOT_TOKEN={v}",
        value=_slack_bot,
    ),
    k(
        "slack_user_token_python",
        "code",
        'from slack_sdk import WebClient\nclient = WebClient(token="{v}")\n'
        'client.chat_postMessage(channel="#releases", text="v2.3.1 is out")',
        value=_slack_user,
    ),
    k(
        "slack_app_level_token_bolt",
        "code",
        'const app = new App({\n  token: process.env.SLACK_BOT_TOKEN,\n  appToken: "{v}",\n'
        "  socketMode: true,\n});",
        value=_slack_app,
    ),
    k(
        "slack_signing_secret",
        "config",
        "SLACK_SIGNING_SECRET={v}\nSLACK_CLIENT_ID={d12}.{d13}",
        'slack:\n  client_id: "{d12}.{d13}"\n  signing_secret: {v}',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "slack_client_secret_manifest",
        "output",
        "App Credentials\nApp ID  A{U10}\nClient ID  {d12}.{d13}\nClient Secret  {v}\n"
        "Signing Secret  ••••••••\nVerification Token  (deprecated)",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "teams_incoming_webhook",
        "cli",
        "Invoke-RestMethod -Method Post -ContentType 'application/json' -Body $card -Uri "
        "'https://contoso.webhook.office.com/webhookb2/{uuid}@{uuid}/IncomingWebhook/{v}/{uuid}'",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "teams_workflow_webhook_sig",
        "config",
        "TEAMS_WEBHOOK_URL=https://prod-27.westeurope.logic.azure.com:443/workflows/{h32}"
        "/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun"
        "&sv=1.0&sig={v}",
        value=lambda r: urlsafe(r, 43),
    ),
    k(
        "bot_framework_app_password",
        "config",
        '{\n  "MicrosoftAppType": "MultiTenant",\n  "MicrosoftAppId": "{uuid}",\n'
        '  "MicrosoftAppPassword": "{v}"\n}',
        value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 34),
    ),
    k(
        "discord_webhook_url",
        "code",
        'WEBHOOK = "https://discord.com/api/webhooks/{d19}/{v}"\n'
        'requests.post(WEBHOOK, json={"content": "build failed"})',
        value=_discord_hook_token,
    ),
    k(
        "discord_bot_token_py",
        "code",
        "intents = discord.Intents.default()\nbot = commands.Bot(command_prefix='!', "
        "intents=intents)\nbot.run('{v}')",
        value=_discord_bot,
    ),
    k(
        "discord_bot_token_env",
        "config",
        "DISCORD_TOKEN={v}\nGUILD_ID={d18}",
        value=_discord_bot,
    ),
    k(
        "mattermost_incoming_hook",
        "cli",
        "curl -i -X POST -H 'Content-Type: application/json' -d '{\"text\": \"nightly ok\"}' "
        "https://chat.acme.example/hooks/{v}",
        value=lambda r: lower_alnum(r, 26),
    ),
    k(
        "mattermost_personal_token",
        "cli",
        "mmctl auth login https://chat.acme.example --name prod --access-token {v}",
        "curl -H 'Authorization: Bearer {v}' https://chat.acme.example/api/v4/users/me",
        value=lambda r: lower_alnum(r, 26),
    ),
    k(
        "rocketchat_integration_url",
        "config",
        "ROCKETCHAT_URL=https://rocket.acme.example/hooks/{l17}/{v}",
        value=lambda r: alnum(r, 48),
    ),
    k(
        "rocketchat_auth_token_header",
        "cli",
        "curl -H 'X-Auth-Token: {v}' -H 'X-User-Id: {k17}' "
        "https://rocket.acme.example/api/v1/channels.list",
        value=lambda r: urlsafe(r, 43),
    ),
    k(
        "zuliprc_key",
        "config",
        "[api]\nemail=deploy-bot@acme.zulipchat.com\nkey={v}\nsite=https://acme.zulipchat.com",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "zulip_curl_basic",
        "cli",
        "curl -sSX POST https://acme.zulipchat.com/api/v1/messages "
        "-u notify-bot@acme.zulipchat.com:{v} --data-urlencode type=stream",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "matrix_access_token_curl",
        "cli",
        'curl -XPUT -H \'Authorization: Bearer {v}\' -d \'{"msgtype":"m.text","body":"hi"}\' '
        "'https://matrix.acme.example/_matrix/client/v3/rooms/!{k18}:acme.example/send/"
        "m.room.message/{d6}'",
        value=_matrix,
    ),
    k(
        "matrix_login_response",
        "output",
        '{\n  "user_id": "@alertbot:acme.example",\n  "access_token": "{v}",\n'
        '  "home_server": "acme.example",\n  "device_id": "{U10}"\n}',
        value=_matrix,
    ),
    k(
        "matrix_appservice_registration",
        "config",
        "id: telegram\nurl: http://localhost:29317\nas_token: {v}\nhs_token: {k64}\n"
        "sender_localpart: telegrambot\nnamespaces:\n  users:\n    - regex: '@telegram_.*'",
        value=lambda r: alnum(r, 64),
    ),
    k(
        "synapse_registration_shared_secret",
        "config",
        'server_name: "acme.example"\nregistration_shared_secret: "{v}"\n'
        "enable_registration: false",
        value=lambda r: urlsafe(r, 50),
    ),
    k(
        "sendxmpp_rc",
        "config",
        "# ~/.sendxmpprc\nbuildbot@xmpp.acme.example {v}",
        "buildbot@xmpp.acme.example:5222 {v}",
    ),
    k(
        "prosodyctl_adduser_pipe",
        "cli",
        "printf '{v}\\n{v}\\n' | prosodyctl adduser monitor@xmpp.acme.example",
    ),
    k(
        "irc_nickserv_identify",
        "chat",
        "/msg NickServ IDENTIFY {v}",
        "/quote PRIVMSG NickServ :IDENTIFY ci-bot {v}",
    ),
    k(
        "irc_bot_config_nickserv",
        "config",
        "[irc]\nserver = irc.libera.chat\nport = 6697\nnick = acme-ci\n"
        "nickserv_password = {v}\nchannels = #acme-dev",
    ),
    k(
        "znc_user_password",
        "config",
        "<User admin>\n\tPass = sha256#{h64}#{k20}#\n\tNick = admin\n</User>\n"
        "# network login\n<Network libera>\n\tServer = irc.libera.chat +6697 {v}\n</Network>",
    ),
    k(
        "weechat_server_password",
        "cli",
        '/set irc.server.libera.sasl_password "{v}"',
        "/server add bouncer znc.acme.example/6697 -ssl -password=admin/libera:{v}",
    ),
    k(
        "google_chat_webhook",
        "config",
        "GCHAT_WEBHOOK=https://chat.googleapis.com/v1/spaces/AAAA{k7}/messages?key={v}&token={k43}",
        value=lambda r: "AIzaSy" + urlsafe(r, 33),
    ),
    k(
        "telegram_bot_token_curl",
        "cli",
        'curl -s "https://api.telegram.org/bot{v}/sendMessage?chat_id=-100{d10}&text=done"',
        value=lambda r: f"{digits(r, 10)}:AA{urlsafe(r, 33)}",
    ),
    k(
        "feishu_bot_secret",
        "code",
        'WEBHOOK = "https://open.feishu.cn/open-apis/bot/v2/hook/{uuid}"\n'
        'SECRET = "{v}"\nsign = gen_sign(int(time.time()), SECRET)',
        value=lambda r: alnum(r, 22),
    ),
    k(
        "dingtalk_robot_secret",
        "config",
        "dingtalk:\n  webhook: https://oapi.dingtalk.com/robot/send?access_token={h64}\n"
        "  secret: {v}",
        value=lambda r: "SEC" + hexs(r, 64),
    ),
)

_SMS_VOICE: tuple[Kind, ...] = (
    k(
        "twilio_auth_token_env",
        "config",
        "TWILIO_ACCOUNT_SID=AC{h32}\nTWILIO_AUTH_TOKEN={v}\nTWILIO_FROM=+1415555{d4}",
        value=_twilio_token,
    ),
    k(
        "twilio_curl_basic",
        "cli",
        "curl -X POST https://api.twilio.com/2010-04-01/Accounts/AC{h32}/Messages.json "
        "--data-urlencode 'Body=Your code is 4821' -u AC{h32}:{v}",
        value=_twilio_token,
    ),
    k(
        "twilio_api_key_secret",
        "code",
        "client = Client('SK{h32}', '{v}', 'AC{h32}')",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "vonage_api_secret",
        "code",
        "const vonage = new Vonage({ apiKey: '{h8}', apiSecret: '{v}' });",
        'vonage = vonage.Client(key="{h8}", secret="{v}")',
        value=lambda r: alnum(r, 16),
    ),
    k(
        "plivo_auth_token",
        "config",
        "PLIVO_AUTH_ID=MA{U18}\nPLIVO_AUTH_TOKEN={v}",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "messagebird_access_key",
        "cli",
        "curl -X POST https://rest.messagebird.com/messages -H 'Authorization: AccessKey {v}' "
        "-d recipients=31612345678 -d originator=Acme -d body='OTP 551902'",
        value=lambda r: alnum(r, 25),
    ),
    k(
        "sinch_service_plan_token",
        "cli",
        "curl -X POST https://us.sms.api.sinch.com/xms/v1/{h32}/batches "
        "-H 'Authorization: Bearer {v}' -H 'Content-Type: application/json'",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "telnyx_api_key",
        "config",
        "TELNYX_API_KEY={v}\nTELNYX_MESSAGING_PROFILE_ID={uuid}",
        value=lambda r: "KEY01" + pick(r, _UP, 26) + "_" + alnum(r, 22),
    ),
    k(
        "infobip_app_key",
        "cli",
        "curl -L -g 'https://y3q9k.api.infobip.com/sms/2/text/advanced' "
        "-H 'Authorization: App {v}' -H 'Content-Type: application/json'",
        value=lambda r: hexs(r, 32) + "-" + dashed_uuid(r),
    ),
    k(
        "africastalking_api_key",
        "code",
        "username = 'acme_prod'\napi_key = '{v}'\nafricastalking.initialize(username, api_key)",
        value=lambda r: "atsk_" + hexs(r, 64),
    ),
    k(
        "clickatell_http_key",
        "cli",
        "curl 'https://platform.clickatell.com/messages/http/send?apiKey={v}"
        "&to=27999123456&content=Test'",
        value=lambda r: urlsafe(r, 22) + "==",
    ),
    k(
        "smpp_bind_password",
        "config",
        "[smpp]\nhost = smsc.carrier.example\nport = 2775\nsystem_id = acme01\n"
        "password = {v}\nsystem_type = \nbind = transceiver",
        value=lambda r: alnum(r, 8),
    ),
    k(
        "kannel_sendsms_url",
        "output",
        '10.0.4.12 - - [30/Nov/2026:08:12:01 +0000] "GET /cgi-bin/sendsms?username=otp'
        '&password={v}&to=447700900123&text=Code+8812 HTTP/1.1" 202 26',
        value=lambda r: alnum(r, 12),
    ),
    k(
        "kannel_sendsms_user_conf",
        "config",
        "group = sendsms-user\nusername = otp\npassword = {v}\nconcatenation = true",
    ),
    k(
        "asterisk_pjsip_auth",
        "config",
        "[trunk-auth]\ntype=auth\nauth_type=userpass\nusername=acme_trunk\npassword={v}",
    ),
    k(
        "freeswitch_gateway_password",
        "config",
        '<gateway name="voip-provider">\n  <param name="username" value="31205550123"/>\n'
        '  <param name="password" value="{v}"/>\n'
        '  <param name="realm" value="sip.provider.example"/>'
        "\n</gateway>",
    ),
    k(
        "sip_uri_with_password",
        "config",
        "register => 31205550123:{v}@sip.provider.example/31205550123",
    ),
)

_PUSH: tuple[Kind, ...] = (
    k(
        "apns_p8_key_file",
        "config",
        "-----BEGIN PRIVATE KEY-----\n{v}\n{k64}\n{k56}\n-----END PRIVATE KEY-----",
        value=_p8_body,
    ),
    k(
        "apns_p8_in_env_oneline",
        "config",
        'APNS_KEY_ID={U10}\nAPNS_TEAM_ID={U10}\nAPNS_PRIVATE_KEY="-----BEGIN PRIVATE KEY-----\\n'
        '{v}\\n{k64}\\n-----END PRIVATE KEY-----"',
        value=_p8_body,
    ),
    k(
        "fastlane_api_key_json",
        "config",
        '{\n  "key_id": "{U10}",\n  "issuer_id": "{uuid}",\n  "key": "-----BEGIN PRIVATE KEY-----'
        '\\n{v}\\n-----END PRIVATE KEY-----",\n  "in_house": false\n}',
        value=_p8_body,
    ),
    k(
        "fcm_legacy_server_key",
        "cli",
        "curl -X POST -H 'Authorization: key={v}' -H 'Content-Type: application/json' "
        "https://fcm.googleapis.com/fcm/send -d @payload.json",
        value=_fcm_legacy,
    ),
    k(
        "fcm_service_account_key",
        "config",
        '{\n  "type": "service_account",\n  "project_id": "acme-push",\n'
        '  "private_key_id": "{h40}",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n'
        'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC{v}\\n-----END PRIVATE KEY-----\\n",\n'
        '  "client_email": "firebase-adminsdk-x1@acme-push.iam.gserviceaccount.com"\n}',
        value=lambda r: b64(r, 64),
    ),
    k(
        "vapid_private_key_env",
        "config",
        "VAPID_PUBLIC_KEY=B{k86}\nVAPID_PRIVATE_KEY={v}\nVAPID_SUBJECT=mailto:ops@acme.example",
        value=_vapid,
    ),
    k(
        "vapid_webpush_python",
        "code",
        "webpush(subscription_info=sub, data=json.dumps(msg),\n"
        '        vapid_private_key="{v}",\n'
        '        vapid_claims={"sub": "mailto:ops@acme.example"})',
        value=_vapid,
    ),
    k(
        "web_push_generate_output",
        "output",
        "$ npx web-push generate-vapid-keys\n=======================================\n\n"
        "Public Key:\nB{k86}\n\nPrivate Key:\n{v}\n\n=======================================",
        value=_vapid,
    ),
    k(
        "onesignal_rest_key",
        "cli",
        "curl --request POST --url https://api.onesignal.com/notifications "
        "--header 'Authorization: Key {v}' --header 'content-type: application/json'",
        value=lambda r: "os_v2_app_" + pick(r, string.ascii_lowercase + "234567", 112),
    ),
    k(
        "pushover_app_token",
        "cli",
        "curl -s --form-string 'token={v}' --form-string 'user=u{l29}' "
        "--form-string 'message=backup finished' https://api.pushover.net/1/messages.json",
        value=lambda r: "a" + lower_alnum(r, 29),
    ),
    k(
        "ntfy_access_token",
        "cli",
        "curl -H 'Authorization: Bearer {v}' -d 'disk 91% full' https://ntfy.acme.example/alerts",
        value=lambda r: "tk_" + lower_alnum(r, 29),
    ),
    k(
        "gotify_app_token",
        "cli",
        'curl "https://gotify.acme.example/message?token={v}" -F "title=Backup" -F "message=ok"',
        value=lambda r: "A" + urlsafe(r, 14),
    ),
    k(
        "pusher_app_secret",
        "config",
        "PUSHER_APP_ID={d7}\nPUSHER_APP_KEY={h20}\nPUSHER_APP_SECRET={v}\nPUSHER_APP_CLUSTER=eu",
        value=_pusher_secret,
    ),
    k(
        "ably_api_key",
        "code",
        "const ably = new Ably.Realtime({ key: '{v}' });",
        value=_ably,
    ),
    k(
        "expo_access_token",
        "config",
        "EXPO_TOKEN={v}",
        value=lambda r: urlsafe(r, 40),
    ),
)

_ONCALL: tuple[Kind, ...] = (
    k(
        "pagerduty_routing_key_alertmanager",
        "config",
        "receivers:\n  - name: pagerduty-critical\n    pagerduty_configs:\n"
        "      - routing_key: {v}\n        severity: critical",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "pagerduty_events_curl",
        "cli",
        "curl -X POST https://events.pagerduty.com/v2/enqueue -H 'Content-Type: application/json' "
        '-d \'{"routing_key":"{v}","event_action":"trigger","payload":{"summary":"db down",'
        '"source":"db01","severity":"critical"}}\'',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "pagerduty_rest_token",
        "cli",
        "curl -H 'Authorization: Token token={v}' -H 'Accept: application/vnd.pagerduty+json;"
        "version=2' https://api.pagerduty.com/incidents",
        value=_pd_token,
    ),
    k(
        "opsgenie_genie_key",
        "cli",
        "curl -X POST https://api.opsgenie.com/v2/alerts -H 'Authorization: GenieKey {v}' "
        "-H 'Content-Type: application/json' -d '{\"message\": \"queue backlog\"}'",
        value=dashed_uuid,
    ),
    k(
        "opsgenie_alertmanager",
        "config",
        "global:\n  opsgenie_api_key: {v}\n  opsgenie_api_url: https://api.eu.opsgenie.com/",
        value=dashed_uuid,
    ),
    k(
        "statuspage_api_key",
        "cli",
        "curl https://api.statuspage.io/v1/pages/{l12}/incidents -H 'Authorization: OAuth {v}' "
        "-d 'incident[name]=Degraded API'",
        value=dashed_uuid,
    ),
    k(
        "betterstack_heartbeat_token",
        "config",
        "BETTERSTACK_API_TOKEN={v}\nHEARTBEAT_URL=https://uptime.betterstack.com/api/v1/"
        "heartbeat/{k24}",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "incident_io_api_key",
        "code",
        'headers = {"Authorization": "Bearer {v}"}\n'
        'requests.post("https://api.incident.io/v2/incidents", headers=headers, json=body)',
        value=lambda r: "inc_" + hexs(r, 64),
    ),
    k(
        "squadcast_refresh_token",
        "config",
        "squadcast:\n  region: eu\n  refresh_token: {v}",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "grafana_oncall_integration_url",
        "config",
        "ONCALL_WEBHOOK=https://oncall-prod-eu-west-0.grafana.net/oncall/integrations/v1/"
        "alertmanager/{v}/",
        value=lambda r: alnum(r, 25),
    ),
    k(
        "alertmanager_webhook_bearer",
        "config",
        "  - name: ops-webhook\n    webhook_configs:\n      - url: https://hooks.acme.example/am\n"
        "        http_config:\n          authorization:\n            credentials: {v}",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "uptime_kuma_push_token",
        "cli",
        "curl -fsS 'https://status.acme.example/api/push/{v}?status=up&msg=OK&ping='",
        value=lambda r: alnum(r, 10),
    ),
    k(
        "healthchecks_api_key",
        "cli",
        "curl -H 'X-Api-Key: {v}' https://healthchecks.io/api/v3/checks/",
        value=lambda r: urlsafe(r, 32),
    ),
    k(
        "cronitor_api_key",
        "config",
        "CRONITOR_API_KEY={v}",
        "cronitor.api_key = '{v}'",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "apprise_url_with_token",
        "cli",
        "apprise -vv -t 'Backup' -b 'done' "
        "'tgram://{v}/-100{d10}' 'mailto://alerts:{k16}@mail.acme.example'",
        value=lambda r: f"{digits(r, 10)}:AA{urlsafe(r, 33)}",
    ),
    k(
        "apprise_mailto_password",
        "config",
        "urls:\n  - mailtos://alerts:{v}@smtp.acme.example?to=ops@acme.example",
    ),
    k(
        "shoutrrr_smtp_url",
        "config",
        "WATCHTOWER_NOTIFICATION_URL=smtp://watchtower:{v}@smtp.acme.example:587/"
        "?from=wt@acme.example&to=ops@acme.example",
    ),
    k(
        "smtp_relay_for_alerts",
        "config",
        "[smtp]\nenabled = true\nhost = smtp.sendgrid.net:587\nuser = apikey\npassword = {v}",
        value=lambda r: "SG." + urlsafe(r, 22) + "." + urlsafe(r, 43),
    ),
    k(
        "pem_in_notification_gateway",
        "config",
        "tls:\n  key: |\n    -----BEGIN EC PRIVATE KEY-----\n    {v}\n    {k56}\n"
        "    -----END EC PRIVATE KEY-----",
        value=pem_line,
    ),
)

KINDS: tuple[Kind, ...] = (
    *_CHAT_PLATFORMS,
    *_SMS_VOICE,
    *_PUSH,
    *_ONCALL,
    *MARKET_KINDS,
    *BUILD_KINDS,
    *IDP_KINDS,
)


def heldout34_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the thirty-fourth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout34", SESSION_PLACES8)
