"""Held-out 31's vendors (`bench/secret_kinds_heldout31.py` holds the places).

Keys of the services small businesses pay for, each as its owner or agency
pastes it: mail and newsletters (Postmark's server token header, a Mailgun
key as Basic `api:` user and its webhook signing key, SparkPost's bare
`Authorization`, Mailjet's key pair, Brevo's SMTP key, MailerLite,
Sendinblue's old v2 key, Elastic Email, SMTP2GO, MailerSend, Moosend,
Acumbamail, CleverReach, rapidmail, Klaviyo's private key), SMS and
telephony (Vonage's secret, Plivo's auth token as a constructor argument,
MessageBird's `AccessKey` scheme, Infobip's `App` scheme, Africa's Talking,
Termii, Clickatell's bare header, Textmagic, 46elks, SMSAPI, Sinch, Esendex,
BulkSMS, Zadarma, sipgate's personal access token, Telnyx), payments of many
countries (iyzico, Paystack, Flutterwave, Razorpay's key tuple, Mollie,
Adyen's API key and HMAC key, PayFast's passphrase, Midtrans as Basic user,
Xendit, PayU India's salt, Paytm's merchant key, Mercado Pago, PagSeguro's
token in a query, Przelewy24's CRC key, PayU Poland's second key, Klarna,
Vipps, Sofort's config key, Nets Easy, Datatrans, Computop, Toss Payments,
WeChat Pay's API v3 key, M-Pesa's passkey, Paymob's HMAC, Moyasar, Tap,
Yoco, SumUp, Square) and booking, POS and accounting tools (Loyverse,
Lightspeed, Clover's token in a query, Revel's key:secret header,
Acuity's Basic pair, Mindbody, ERPNext's `token key:secret` scheme,
Dolibarr's `DOLAPIKEY`, Zoho's `Zoho-oauthtoken` scheme, sevDesk's bare
header, Holded, lexoffice, Invoice Ninja, e-conomic's two tokens, Fortnox,
Billy, Moneybird, Tripletex's session token as a Basic password).
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import Kind, alnum, digits, hexs, lower_alnum, pick, pw, urlsafe, uuid4
from bench.secret_kinds_heldout30_more import kind30
from bench.secret_kinds_heldout31_more import mailgun_key

__all__ = ["TRADE_KINDS"]

_UP = string.ascii_uppercase + string.digits


def _uuid(r: random.Random) -> str:
    return uuid4(r, "b")


def _midtrans(r: random.Random) -> tuple[str, str]:
    key = "Mid-server-" + urlsafe(r, 24)
    basic = base64.b64encode(f"{key}:".encode()).decode()
    return basic, (
        "curl -X POST https://app.midtrans.com/snap/v1/transactions \\\n"
        f"  -H 'Authorization: Basic {basic}' \\\n  -H 'Content-Type: application/json' \\\n"
        '  -d \'{"transaction_details": {"order_id": "INV-7781", "gross_amount": 250000}}\''
    )


def _mpesa_password(r: random.Random) -> tuple[str, str]:
    passkey = hexs(r, 64)
    return passkey, (
        "shortcode = '174379'\n"
        f"passkey = '{passkey}'\n"
        "timestamp = datetime.now().strftime('%Y%m%d%H%M%S')\n"
        "password = base64.b64encode((shortcode + passkey + timestamp).encode()).decode()"
    )


def _tripletex(r: random.Random) -> tuple[str, str]:
    token = "eyJ0b2tlbklkIjo" + urlsafe(r, 60)
    basic = base64.b64encode(f"0:{token}".encode()).decode()
    return basic, (
        "curl -s https://tripletex.no/v2/invoice?invoiceDateFrom=2026-11-01 "
        f"-H 'Authorization: Basic {basic}'"
    )


def _klarna(r: random.Random) -> tuple[str, str]:
    user = f"K{digits(r, 6)}_{hexs(r, 12)}"
    v = "klarna_live_api_" + urlsafe(r, 40)
    basic = base64.b64encode(f"{user}:{v}".encode()).decode()
    return basic, f"Authorization: Basic {basic}\nKlarna-Idempotency-Key: {_uuid(r)}"


_MAIL: tuple[Kind, ...] = (
    kind30(
        "postmark_server_token_header",
        "header",
        "curl 'https://api.postmarkapp.com/email' -X POST -H 'Accept: application/json' "
        "-H 'X-Postmark-Server-Token: {v}' -d @receipt.json",
        value=_uuid,
    ),
    kind30(
        "mailgun_basic_api_user",
        "header",
        "curl -s --user 'api:{v}' https://api.eu.mailgun.net/v3/mg.bakery.example/messages "
        "-F from='Bakery <orders@bakery.example>' -F to=test@bakery.example -F subject=Test",
        value=mailgun_key,
    ),
    kind30(
        "mailgun_webhook_signing_key",
        "config",
        "MAILGUN_DOMAIN=mg.bakery.example\nMAILGUN_WEBHOOK_SIGNING_KEY={v}",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "sparkpost_bare_authorization",
        "header",
        "curl -X POST https://api.eu.sparkpost.com/api/v1/transmissions -H 'Authorization: {v}' "
        "-H 'Content-Type: application/json' -d @mail.json",
        value=lambda r: hexs(r, 40),
    ),
    kind30(
        "mailjet_key_pair",
        "header",
        'curl -s -X POST --user "{h32}:{v}" https://api.mailjet.com/v3.1/send '
        "-H 'Content-Type: application/json' -d @message.json",
        "mailjet = Client(auth=('{h32}', '{v}'), version='v3.1')",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "brevo_smtp_key",
        "config",
        "MAIL_HOST=smtp-relay.brevo.com\nMAIL_PORT=587\nMAIL_USERNAME={h8}@smtp-brevo.com\n"
        "MAIL_PASSWORD={v}",
        value=lambda r: "xsmtpsib-" + hexs(r, 64) + "-" + alnum(r, 16),
    ),
    kind30(
        "mailerlite_token",
        "header",
        "curl https://connect.mailerlite.com/api/subscribers -H 'Authorization: Bearer {v}'",
        value=lambda r: (
            "eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.eyJhdWQiOiI0IiwianRpIjoi"
            + urlsafe(r, 200)
            + "."
            + urlsafe(r, 300)
        ),
    ),
    kind30(
        "elastic_email_apikey_form",
        "form",
        "curl -X POST https://api.elasticemail.com/v2/email/send -d 'apikey={v}' "
        "-d 'from=shop@tiles.example' -d 'to=client@example.org' -d 'subject=Invoice'",
        value=lambda r: hexs(r, 96).upper(),
    ),
    kind30(
        "smtp2go_api_key",
        "config",
        '{\n  "api_key": "{v}",\n  "to": ["<orders@salon.example>"],\n'
        '  "sender": "<noreply@salon.example>",\n  "subject": "New booking"\n}',
        value=lambda r: "api-" + hexs(r, 32).upper(),
    ),
    kind30(
        "mailersend_token",
        "config",
        "MAILERSEND_API_KEY={v}\nMAIL_FROM_ADDRESS=hello@florist.example",
        value=lambda r: "mlsn." + hexs(r, 64),
    ),
    kind30(
        "cleverreach_client_secret",
        "form",
        "curl -u '{k10}:{v}' -d 'grant_type=client_credentials' "
        "https://rest.cleverreach.com/oauth/token.php",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "klaviyo_private_key_header",
        "header",
        "curl --request GET --url https://a.klaviyo.com/api/profiles/ "
        "--header 'Authorization: Klaviyo-API-Key {v}' --header 'revision: 2024-10-15'",
        value=lambda r: "pk_" + hexs(r, 34),
    ),
)

_SMS: tuple[Kind, ...] = (
    kind30(
        "vonage_api_secret",
        "config",
        "VONAGE_API_KEY={h8}\nVONAGE_API_SECRET={v}\nVONAGE_SMS_FROM=Praxis",
        "vonage auth set --api-key={h8} --api-secret={v}",
        value=lambda r: alnum(r, 16),
    ),
    kind30(
        "plivo_client_positional",
        "code",
        "client = plivo.RestClient('MA{U18}', '{v}')\n"
        "client.messages.create(src='+4930123456', dst='+4917012345678', text='Reminder')",
        value=lambda r: alnum(r, 40),
    ),
    kind30(
        "messagebird_accesskey_scheme",
        "header",
        "curl -X POST https://rest.messagebird.com/messages -H 'Authorization: AccessKey {v}' "
        "-d 'recipients=31612345678' -d 'originator=Salon' -d 'body=See you tomorrow'",
        value=lambda r: alnum(r, 25),
    ),
    kind30(
        "infobip_app_scheme",
        "header",
        "curl -L 'https://{l6}.api.infobip.com/sms/2/text/advanced' -H 'Authorization: App {v}' "
        "-H 'Content-Type: application/json' -d @sms.json",
        value=lambda r: hexs(r, 32) + "-" + _uuid(r),
    ),
    kind30(
        "africastalking_api_key",
        "code",
        "africastalking.initialize(username='bakery_ke', api_key='{v}')\nsms = africastalking.SMS",
        value=lambda r: "atsk_" + hexs(r, 64),
    ),
    kind30(
        "termii_api_key_body",
        "form",
        '{"to": "2348031234567", "from": "Shop", "sms": "Your order is ready", "type": "plain", '
        '"channel": "generic", "api_key": "{v}"}',
        value=lambda r: "TL" + alnum(r, 58),
    ),
    kind30(
        "clickatell_bare_header",
        "header",
        "curl -i -X POST https://platform.clickatell.com/messages/http/send -H "
        '\'Authorization: {v}\' -d \'{"content": "Test", "to": ["27821234567"]}\'',
        value=lambda r: urlsafe(r, 22) + "==",
    ),
    kind30(
        "textmagic_headers",
        "header",
        "curl -X POST https://rest.textmagic.com/api/v2/messages -H 'X-TM-Username: salon' "
        "-H 'X-TM-Key: {v}' -d 'text=Reminder&phones=447700900123'",
        value=lambda r: alnum(r, 30),
    ),
    kind30(
        "elks46_basic_pair",
        "header",
        "curl https://api.46elks.com/a1/sms -u u{h32}:{v} -d from=Frisor -d to=+46701234567 "
        "-d message='Välkommen imorgon'",
        value=lambda r: hexs(r, 32).upper(),
    ),
    kind30(
        "smsapi_token",
        "config",
        "SMSAPI_TOKEN={v}\nSMSAPI_SENDER=Gabinet",
        value=lambda r: alnum(r, 40),
    ),
    kind30(
        "sinch_service_plan_token",
        "header",
        "curl -X POST 'https://eu.sms.api.sinch.com/xms/v1/{h32}/batches' -H "
        "'Authorization: Bearer {v}' -d @batch.json",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "bulksms_basic",
        "header",
        "curl -u 'salon_ops:{v}' -H 'Content-Type: application/json' "
        'https://api.bulksms.com/v1/messages -d \'{"to": "+27821234567", "body": "Hi"}\'',
    ),
    kind30(
        "zadarma_key_secret",
        "code",
        "from zadarma import api\nz_api = api.ZadarmaAPI(key='{h20}', secret='{v}')",
        value=lambda r: hexs(r, 20),
    ),
    kind30(
        "sipgate_pat_basic",
        "header",
        "curl -u token-{U6}:{v} https://api.sipgate.com/v2/history",
        value=_uuid,
    ),
)

_PAY: tuple[Kind, ...] = (
    kind30(
        "iyzico_secret_key_java",
        "code",
        'Options options = new Options();\noptions.setApiKey("{k32}");\n'
        'options.setSecretKey("{v}");\noptions.setBaseUrl("https://api.iyzipay.com");',
        "IYZICO_API_KEY={k32}\nIYZICO_SECRET_KEY={v}",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "paystack_secret_key",
        "header",
        "curl https://api.paystack.co/transaction/verify/T{d15} -H 'Authorization: Bearer {v}'",
        value=lambda r: "sk_live_" + hexs(r, 40),
    ),
    kind30(
        "flutterwave_secret_key",
        "config",
        "FLW_PUBLIC_KEY=FLWPUBK-{h32}-X\nFLW_SECRET_KEY={v}\nFLW_ENCRYPTION_KEY={h12}",
        value=lambda r: "FLWSECK-" + hexs(r, 32) + "-X",
    ),
    kind30(
        "razorpay_auth_tuple",
        "code",
        'client = razorpay.Client(auth=("rzp_live_{k14}", "{v}"))\n'
        'order = client.order.create({"amount": 50000, "currency": "INR"})',
        value=lambda r: alnum(r, 24),
    ),
    kind30(
        "mollie_set_api_key",
        "code",
        '$mollie = new \\Mollie\\Api\\MollieApiClient();\n$mollie->setApiKey("{v}");',
        value=lambda r: "live_" + alnum(r, 30),
    ),
    kind30(
        "adyen_api_key_header",
        "header",
        "curl https://checkout-test.adyen.com/v71/paymentMethods -H 'x-API-key: {v}' "
        "-H 'content-type: application/json' -d '{\"merchantAccount\": \"SalonECOM\"}'",
        value=lambda r: "AQE" + urlsafe(r, 40) + "=-" + urlsafe(r, 44) + "=-" + alnum(r, 20),
    ),
    kind30(
        "adyen_hmac_key",
        "config",
        "ADYEN_MERCHANT_ACCOUNT=SalonECOM\nADYEN_HMAC_KEY={v}",
        value=lambda r: hexs(r, 64).upper(),
    ),
    kind30(
        "payfast_passphrase",
        "code",
        "$data = ['merchant_id' => '10{d6}', 'merchant_key' => '{l13}', 'amount' => '120.00'];"
        "\n$passPhrase = '{v}';\n$signature = generateSignature($data, $passPhrase);",
    ),
    Kind("midtrans_server_key_basic", "header", _midtrans),
    kind30(
        "xendit_secret_basic_user",
        "header",
        "curl https://api.xendit.co/v2/invoices -X POST -u {v}: -d external_id=INV-1042 "
        "-d amount=150000",
        value=lambda r: "xnd_production_" + alnum(r, 60),
    ),
    kind30(
        "payu_india_salt",
        "code",
        "key = '{k6}'\nsalt = '{v}'\nhash_string = f\"{key}|{txnid}|{amount}|{productinfo}|"
        '{firstname}|{email}|||||||||||{salt}"\nhashh = hashlib.sha512(hash_string.encode())'
        ".hexdigest()",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "paytm_merchant_key",
        "code",
        'checksum = PaytmChecksum.generateSignature(json.dumps(body), "{v}")',
        value=lambda r: alnum(r, 12) + r.choice("#@&%") + alnum(r, 3),
    ),
    kind30(
        "mercadopago_access_token",
        "code",
        'sdk = mercadopago.SDK("{v}")\npreference = sdk.preference().create(data)',
        value=lambda r: f"APP_USR-{digits(r, 16)}-{digits(r, 6)}-{hexs(r, 32)}-{digits(r, 9)}",
    ),
    kind30(
        "pagseguro_token_query",
        "form",
        "curl -X POST 'https://ws.pagseguro.uol.com.br/v2/checkout?email=loja@doceria.example&"
        "token={v}' -d @checkout.xml",
        value=lambda r: pick(r, _UP, 32),
    ),
    kind30(
        "przelewy24_crc",
        "config",
        "P24_MERCHANT_ID={d6}\nP24_POS_ID={d6}\nP24_CRC={v}\nP24_API_KEY={h32}",
        value=lambda r: hexs(r, 16),
    ),
    kind30(
        "payu_pl_second_key",
        "config",
        "payu:\n  pos_id: {d6}\n  second_key: {v}\n  oauth_client_id: {d6}\n"
        "  oauth_client_secret: {h32}",
        value=lambda r: hexs(r, 32),
    ),
    Kind("klarna_basic_credentials", "header", _klarna),
    kind30(
        "vipps_subscription_key",
        "header",
        "curl -X POST https://api.vipps.no/accesstoken/get -H 'client_id: {uuid}' "
        "-H 'client_secret: {v}' -H 'Ocp-Apim-Subscription-Key: {h32}'",
        value=lambda r: urlsafe(r, 40),
    ),
    kind30(
        "sofort_config_key",
        "config",
        "SOFORT_CONFIG_KEY={d6}:{d6}:{v}",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "nets_easy_secret_key",
        "header",
        "curl https://api.dibspayment.eu/v1/payments -H 'Authorization: {v}' "
        "-H 'Content-Type: application/json' -d @order.json",
        value=lambda r: "live-secret-key-" + hexs(r, 32),
    ),
    kind30(
        "datatrans_hmac_key",
        "config",
        "datatrans:\n  merchant_id: 1100{d6}\n  sign_key: {v}",
        value=lambda r: hexs(r, 128),
    ),
    kind30(
        "computop_hmac_password",
        "config",
        "COMPUTOP_MERCHANT_ID=Salon_Test\nCOMPUTOP_BLOWFISH_PASSWORD={k8}\nCOMPUTOP_HMAC_KEY={v}",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "toss_secret_key_basic",
        "code",
        "const encoded = Buffer.from('{v}' + ':').toString('base64');\n"
        "await fetch('https://api.tosspayments.com/v1/payments/confirm', { headers: { "
        "Authorization: `Basic ${encoded}` } });",
        value=lambda r: "live_gsk_" + alnum(r, 32),
    ),
    kind30(
        "wechatpay_apiv3_key",
        "config",
        "wechatpay:\n  mch_id: '16{d8}'\n  serial_no: {U40}\n  api_v3_key: {v}",
        value=lambda r: alnum(r, 32),
    ),
    Kind("mpesa_passkey", "code", _mpesa_password),
    kind30(
        "paymob_hmac_secret",
        "config",
        "PAYMOB_INTEGRATION_ID={d7}\nPAYMOB_IFRAME_ID={d6}\nPAYMOB_HMAC={v}",
        value=lambda r: pick(r, string.ascii_uppercase + string.digits, 32),
    ),
    kind30(
        "moyasar_basic_user",
        "header",
        "curl https://api.moyasar.com/v1/payments -u {v}:",
        value=lambda r: "sk_live_" + alnum(r, 40),
    ),
    kind30(
        "yoco_secret_key",
        "header",
        "curl -X POST https://payments.yoco.com/api/checkouts -H 'Authorization: Bearer {v}' "
        '-d \'{"amount": 9900, "currency": "ZAR"}\'',
        value=lambda r: "sk_live_" + hexs(r, 36),
    ),
    kind30(
        "sumup_api_key",
        "config",
        "SUMUP_MERCHANT_CODE=M{U7}\nSUMUP_API_KEY={v}",
        value=lambda r: "sup_sk_" + alnum(r, 32),
    ),
    kind30(
        "square_access_token",
        "code",
        "client = Client(access_token='{v}', environment='production')",
        value=lambda r: "EAAA" + urlsafe(r, 60),
    ),
)

_BOOKS: tuple[Kind, ...] = (
    kind30(
        "loyverse_token",
        "header",
        "curl -H 'Authorization: Bearer {v}' 'https://api.loyverse.com/v1.0/receipts?limit=50'",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "lightspeed_refresh_token",
        "form",
        "curl -X POST https://cloud.lightspeedapp.com/auth/oauth/token -d client_id={h32} "
        "-d client_secret={h32} -d refresh_token={v} -d grant_type=refresh_token",
        value=lambda r: hexs(r, 40),
    ),
    kind30(
        "clover_token_query",
        "form",
        "curl 'https://api.eu.clover.com/v3/merchants/{U13}/orders?access_token={v}'",
        value=_uuid,
    ),
    kind30(
        "revel_key_secret_header",
        "header",
        "curl -H 'API-AUTHENTICATION: {h32}:{v}' https://cafe.revelup.com/resources/Order/",
        value=lambda r: hexs(r, 64),
    ),
    kind30(
        "acuity_basic_pair",
        "header",
        "curl -u {d8}:{v} 'https://acuityscheduling.com/api/v1/appointments?max=20'",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "mindbody_usertoken_issue",
        "form",
        "curl -X POST https://api.mindbodyonline.com/public/v6/usertoken/issue -H 'Api-Key: "
        '{h32}\' -H \'SiteId: -99\' -d \'{"Username": "owner", "Password": "{v}"}\'',
    ),
    kind30(
        "erpnext_token_scheme",
        "header",
        "curl https://erp.carpentry.example/api/resource/Sales%20Invoice -H "
        "'Authorization: token {h15}:{v}'",
        value=lambda r: hexs(r, 15),
    ),
    kind30(
        "dolibarr_dolapikey",
        "header",
        "curl -H 'DOLAPIKEY: {v}' https://erp.bakery.example/api/index.php/invoices?limit=10",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "zoho_oauthtoken_scheme",
        "header",
        "curl https://www.zohoapis.eu/books/v3/invoices?organization_id={d9} "
        "-H 'Authorization: Zoho-oauthtoken {v}'",
        value=lambda r: "1000." + hexs(r, 32) + "." + hexs(r, 32),
    ),
    kind30(
        "sevdesk_bare_header",
        "header",
        "curl -H 'Authorization: {v}' https://my.sevdesk.de/api/v1/Invoice?limit=20",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "holded_key_header",
        "header",
        "curl -H 'key: {v}' https://api.holded.com/api/invoicing/v1/documents/invoice",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "lexoffice_api_key",
        "config",
        "LEXOFFICE_API_KEY={v}",
        value=lambda r: urlsafe(r, 44),
    ),
    kind30(
        "invoiceninja_token",
        "header",
        "curl -H 'X-API-TOKEN: {v}' -H 'X-Requested-With: XMLHttpRequest' "
        "https://invoicing.agency.example/api/v1/clients",
        value=lambda r: alnum(r, 64),
    ),
    kind30(
        "economic_token_pair",
        "header",
        "curl https://restapi.e-conomic.com/invoices/booked -H 'X-AppSecretToken: {v}' "
        "-H 'X-AgreementGrantToken: {k43}'",
        value=lambda r: alnum(r, 43),
    ),
    kind30(
        "fortnox_client_secret",
        "config",
        "FORTNOX_CLIENT_ID={k12}\nFORTNOX_CLIENT_SECRET={v}",
        value=lambda r: alnum(r, 10),
    ),
    kind30(
        "billy_access_token",
        "header",
        "curl -H 'X-Access-Token: {v}' https://api.billysbilling.com/v2/invoices",
        value=lambda r: hexs(r, 40),
    ),
    kind30(
        "moneybird_token",
        "header",
        "curl -H 'Authorization: Bearer {v}' "
        "https://moneybird.com/api/v2/{d18}/sales_invoices.json",
        value=lambda r: lower_alnum(r, 43),
    ),
    Kind("tripletex_session_basic", "header", _tripletex),
    kind30(
        "booking_channel_manager_password",
        "form",
        '<OTA_HotelAvailNotifRQ>\n  <POS><Source><RequestorID ID="hotel_{d5}" '
        'MessagePassword="{v}"/></Source></POS>',
        value=pw,
    ),
)

TRADE_KINDS: tuple[Kind, ...] = (*_MAIL, *_SMS, *_PAY, *_BOOKS)
