"""The third part of held-out 28's kinds (`bench/secret_kinds_heldout28.py`): more vendors.

Vendors no set's docstring names, of the markets whose engineers do not
write in English, each key as they paste it, written with `kind28` of
`bench/secret_kinds_heldout28_more.py`: Turkey and Greece (iyzico, PayTR,
Netgsm, Trendyol, Paraşüt, Viva Wallet), Israel and the Arab world
(Tranzila, Cardcom, Morning, Tap, HyperPay, Tabby, Fawry, Paymob, Unifonic,
Aramex), Iran (Kavenegar, ArvanCloud), India (Razorpay, Paytm, Cashfree,
PhonePe, Instamojo, Exotel) and Southeast Asia (DOKU, Tripay, Duitku, MoMo,
VNPay, ZaloPay, GHN, 2C2P, eSMS).
"""

from __future__ import annotations

import base64

from bench.secret_kinds import Kind, alnum, b64, hexs, pw, urlsafe, uuid4
from bench.secret_kinds_heldout28_more import kind28, upper_alnum

__all__ = ["TRADE_KINDS"]


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


_MIDEAST: tuple[Kind, ...] = (
    kind28(
        "iyzico_secret_key",
        "vendor",
        'options.setSecretKey("{v}"); // iyzico gizli anahtar',
        "IYZICO_GIZLI_ANAHTAR={v}",
        value=lambda r: "sandbox-" + alnum(r, 32),
    ),
    kind28(
        "paytr_merchant_key",
        "vendor",
        "$merchant_id = '{d6}';\n$merchant_key = '{v}';\n$merchant_salt = '{k16}';",
        value=lambda r: alnum(r, 16),
    ),
    kind28(
        "netgsm_password",
        "vendor",
        "curl 'https://api.netgsm.com.tr/sms/send/get?usercode=850{d7}&password={v}"
        "&gsmno=905{d9}&message=Kodunuz&msgheader=FIRMA'",
    ),
    kind28(
        "trendyol_basic",
        "vendor",
        "Authorization: Basic {v}\nUser-Agent: {d6} - SelfIntegration",
        value=lambda r: _b64(f"{alnum(r, 20)}:{alnum(r, 20)}"),
    ),
    kind28(
        "parasut_client_secret",
        "vendor",
        "PARASUT_CLIENT_SECRET={v}\nPARASUT_FIRMA_NO={d6}",
        value=lambda r: hexs(r, 64),
    ),
    kind28(
        "viva_wallet_api_key",
        "vendor",
        "curl -u {uuid}:{v} https://www.vivapayments.com/api/orders",
        value=lambda r: pw(r, 12),
    ),
    kind28(
        "tranzila_password",
        "vendor",
        "https://secure5.tranzila.com/cgi-bin/tranzila71u.cgi?supplier=store{d3}&TranzilaPW={v}"
        "&sum=100&currency=1",
    ),
    kind28(
        "cardcom_api_password",
        "vendor",
        '{"TerminalNumber": {d6}, "ApiName": "{k12}", "ApiPassword": "{v}"}',
        value=lambda r: alnum(r, 20),
    ),
    kind28(
        "morning_api_secret",
        "vendor",
        '{"id": "{uuid}", "secret": "{v}"}  // מפתח API של חשבונית ירוקה',
        value=lambda r: urlsafe(r, 22),
    ),
    kind28(
        "tap_payments_secret",
        "vendor",
        "curl -H 'Authorization: Bearer {v}' https://api.tap.company/v2/charges",
        value=lambda r: "sk_live_" + alnum(r, 24),
    ),
    kind28(
        "hyperpay_access_token",
        "vendor",
        "curl https://eu-prod.oppwa.com/v1/checkouts -H 'Authorization:Bearer {v}' "
        "-d 'entityId={h32}'",
        value=lambda r: _b64(hexs(r, 48)),
    ),
    kind28(
        "tabby_secret_key",
        "vendor",
        "TABBY_SECRET_KEY={v}",
        value=lambda r: "sk_" + uuid4(r, "b"),
    ),
    kind28(
        "fawry_secure_key",
        "vendor",
        "fawry:\n  merchantCode: {k24}\n  secureKey: {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind28(
        "paymob_api_key",
        "vendor",
        'curl -d \'{"api_key": "{v}"}\' https://accept.paymob.com/api/auth/tokens',
        value=lambda r: "ZXlKaGJHY2lPaUpJVXpVeE1pSXNJblI1Y0NJNklrcFhWQ0o5" + b64(r, 120),
    ),
    kind28(
        "unifonic_app_sid",
        "vendor",
        "curl -d 'AppSid={v}&SenderID=Shop&Recipient=9665{d8}&Body=رمز التحقق' "
        "https://el.cloud.unifonic.com/rest/SMS/messages",
        value=lambda r: alnum(r, 30),
    ),
    kind28(
        "aramex_client_info",
        "vendor",
        '"ClientInfo": {"UserName": "ops@shop.ae", "Password": "{v}", "AccountNumber": "{d8}", '
        '"AccountPin": "{d6}", "AccountEntity": "DXB"}',
    ),
    kind28(
        "kavenegar_api_key",
        "vendor",
        "curl 'https://api.kavenegar.com/v1/{v}/sms/send.json?receptor=0912{d7}&message=کد'",
        "کلید API کاوه نگار: {v}",
        value=lambda r: alnum(r, 64),
    ),
    kind28(
        "arvancloud_api_key",
        "vendor",
        "curl -H 'Authorization: Apikey {v}' https://napi.arvancloud.ir/cdn/4.0/domains",
        value=lambda r: uuid4(r, "b"),
    ),
)

_SOUTH_ASIA: tuple[Kind, ...] = (
    kind28(
        "razorpay_key_secret",
        "vendor",
        "client = razorpay.Client(auth=('rzp_live_{k14}', '{v}'))",
        "RAZORPAY_KEY_ID=rzp_live_{k14}\nRAZORPAY_KEY_SECRET={v}",
        value=lambda r: alnum(r, 24),
    ),
    kind28(
        "paytm_merchant_key",
        "vendor",
        "PAYTM_MID={k20}\nPAYTM_MERCHANT_KEY={v}",
        value=lambda r: pw(r, 16),
    ),
    kind28(
        "cashfree_client_secret",
        "vendor",
        "curl -H 'x-client-id: {d6}{h26}' -H 'x-client-secret: {v}' "
        "https://api.cashfree.com/pg/orders",
        value=lambda r: f"cfsk_ma_prod_{hexs(r, 32)}_{hexs(r, 8)}",
    ),
    kind28(
        "phonepe_salt_key",
        "vendor",
        "phonepe:\n  merchantId: M{U12}\n  saltKey: {v}\n  saltIndex: 1",
        value=lambda r: uuid4(r, "b"),
    ),
    kind28(
        "instamojo_auth_token",
        "vendor",
        "X-Api-Key: {h32}\nX-Auth-Token: {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind28(
        "exotel_api_token",
        "vendor",
        "curl -X POST https://{h40}:{v}@api.exotel.com/v1/Accounts/firm{d3}/Calls/connect",
        value=lambda r: hexs(r, 40),
    ),
)

_SEA: tuple[Kind, ...] = (
    kind28(
        "doku_secret_key",
        "vendor",
        "DOKU_CLIENT_ID=BRN-{d4}-{d13}\nDOKU_SECRET_KEY={v}",
        value=lambda r: "SK-" + alnum(r, 20),
    ),
    kind28(
        "tripay_private_key",
        "vendor",
        "$privateKey = '{v}';",
        value=lambda r: "-".join(alnum(r, 5) for _ in range(5)),
    ),
    kind28(
        "duitku_merchant_key",
        "vendor",
        "duitku:\n  merchantCode: D{d4}\n  kunci_merchant: {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind28(
        "momo_secret_key",
        "vendor",
        '{"partnerCode": "MOMO{U10}", "accessKey": "{k16}", "secretKey": "{v}"}',
        value=lambda r: alnum(r, 32),
    ),
    kind28(
        "vnpay_hash_secret",
        "vendor",
        "vnp_TmnCode={U8}\nvnp_HashSecret={v}",
        "khóa bí mật VNPay (vnp_HashSecret) là {v}",
        value=lambda r: upper_alnum(r, 32),
    ),
    kind28(
        "zalopay_key1",
        "vendor",
        'config = {"app_id": 2553, "key1": "{v}", "key2": "{k32}"}',
        value=lambda r: alnum(r, 32),
    ),
    kind28(
        "ghn_token",
        "vendor",
        "curl -H 'Token: {v}' -H 'ShopId: {d6}' https://online-gateway.ghn.vn/shiip/public-api/"
        "master-data/province",
        value=lambda r: uuid4(r, "b"),
    ),
    kind28(
        "twoc2p_secret_key",
        "vendor",
        "merchantID=JT{d2}\nsecretKey={v}",
        value=lambda r: hexs(r, 64).upper(),
    ),
    kind28(
        "esms_secret_key",
        "vendor",
        "https://rest.esms.vn/MainService.svc/json/SendMultipleMessage_V4_get?Phone=09{d8}"
        "&ApiKey={U32}&SecretKey={v}&SmsType=2",
        value=lambda r: hexs(r, 32).upper(),
    ),
)

TRADE_KINDS: tuple[Kind, ...] = (*_MIDEAST, *_SOUTH_ASIA, *_SEA)
