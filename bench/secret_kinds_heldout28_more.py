"""The second part of held-out 28's kinds (`bench/secret_kinds_heldout28.py`): vendors.

The kind maker the set's files use (`kind28`: a form with `{v}` its secret
and extras `{h8}` hex, `{d6}` digits, `{U12}` capitals and digits, `{k20}`
letters and digits, `{l16}` lower case, `{uuid}`, each a fresh value; any
other brace is left as it stands, so code is written as it is), and vendors
no set's docstring names, of the markets whose engineers do not write in
English, each key as they paste it, under names and comments in their own
language: China (Tencent Cloud, Alibaba Cloud's AccessKey, Huawei Cloud,
Qiniu, a WeChat mini program's AppSecret, WeChat Pay's APIv3 key, a DingTalk
robot, Feishu, WeCom, JPush, Youzan, Getui), Japan (LINE Messaging API,
Chatwork, kintone, freee, SmartHR, Sakura Cloud, ConoHa, Rakuten RMS, GMO
Payment Gateway, KOMOJU, Mackerel), Korea (Kakao, Naver, NAVER Cloud, Toss
Payments, PortOne, Solapi, Channel Talk, Cafe24, Aligo), Russia and Ukraine
(Yandex Cloud, Yandex OAuth, VK, YooKassa, T-Bank Invest, amoCRM, Bitrix24,
1C's OData, monobank, PrivatBank), Brazil and Spanish America (Asaas,
PagBank, Pagar.me, Iugu, RD Station, Omie, Bling, Nuvemshop, Zenvia, Culqi,
Openpay, Siigo, Alegra, Kushki, Redsys), Europe (Qonto, Pennylane, PayPlug,
OVHcloud, sevDesk, lexoffice, SumUp, sipgate, Billomat, Fatture in Cloud,
bunq, Moneybird, Buckaroo, Przelewy24, Allegro, SMSAPI, Fakturownia, Fio
banka, GoPay, Comgate, Packeta, Shoptet). The other markets are in
`bench/secret_kinds_heldout28_trades.py`.
"""

from __future__ import annotations

import base64
import random
import re
import string

from bench.secret_kinds import (
    Gen,
    Kind,
    alnum,
    b64,
    digits,
    hexs,
    lower_alnum,
    pick,
    pw,
    urlsafe,
    uuid4,
)

__all__ = ["VENDOR_KINDS", "kind28", "upper_alnum"]

_UP = string.ascii_uppercase + string.digits
_EXTRA = re.compile(r"\{(v|uuid|[hdUkl]\d+)\}")


def upper_alnum(r: random.Random, n: int) -> str:
    """Capitals and digits, with at least one of each."""
    while True:
        v = pick(r, _UP, n)
        if any(c.isdigit() for c in v) and any(c.isalpha() for c in v):
            return v


_MAKERS = {"h": hexs, "d": digits, "U": upper_alnum, "k": alnum, "l": lower_alnum}


def kind28(name: str, group: str, *forms: str, value: Gen = pw) -> Kind:
    """A kind written in one of `forms`: `{v}` its secret, each extra a fresh value."""

    def make(r: random.Random) -> tuple[str, str]:
        v = value(r)
        form = r.choice(forms)

        def fill(m: re.Match[str]) -> str:
            key = m.group(1)
            if key == "v":
                return v
            if key == "uuid":
                return uuid4(r, "b")
            return _MAKERS[key[0]](r, int(key[1:]))

        return v, _EXTRA.sub(fill, form)

    return Kind(name, group, make)


def _b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def _basic(r: random.Random, user: str) -> str:
    return _b64(f"{user}:{alnum(r, 24)}")


_CHINA: tuple[Kind, ...] = (
    kind28(
        "tencent_cloud_secret_key",
        "vendor",
        "# 腾讯云 API 密钥\nTENCENTCLOUD_SECRET_ID=AKID{k32}\nTENCENTCLOUD_SECRET_KEY={v}",
        'cred = credential.Credential("AKID{k32}", "{v}")  # 密钥别提交',
        value=lambda r: alnum(r, 32),
    ),
    kind28(
        "aliyun_access_key_secret",
        "vendor",
        "aliyun configure set --mode AK --access-key-id LTAI5t{k18} --access-key-secret {v}",
        "阿里云:\n  AccessKeyId: LTAI5t{k18}\n  AccessKeySecret: {v}  # 生产环境",
        value=lambda r: alnum(r, 30),
    ),
    kind28(
        "huawei_cloud_sdk_sk",
        "vendor",
        "export HUAWEICLOUD_SDK_AK={U20}\nexport HUAWEICLOUD_SDK_SK={v}",
        "华为云访问密钥 AK={U20} SK={v}",
        value=lambda r: alnum(r, 40),
    ),
    kind28(
        "qiniu_secret_key",
        "vendor",
        "q = qiniu.Auth('{k40}', '{v}')  # 七牛 AK/SK",
        "七牛云存储\naccess_key = {k40}\nsecret_key = {v}",
        value=lambda r: urlsafe(r, 40),
    ),
    kind28(
        "wechat_miniprogram_appsecret",
        "vendor",
        '{"appid": "wx{h16}", "appsecret": "{v}", "备注": "小程序正式版"}',
        "GET https://api.weixin.qq.com/sns/jscode2session?appid=wx{h16}&secret={v}"
        "&js_code={k32}&grant_type=authorization_code",
        value=lambda r: hexs(r, 32),
    ),
    kind28(
        "wechat_pay_apiv3_key",
        "vendor",
        "商户号: 16{d8}\nAPIv3密钥: {v}\n证书序列号: {U40}",
        "wechatpay:\n  mchid: '16{d8}'\n  apiv3-key: {v}\n  serial-no: {U40}",
        value=lambda r: alnum(r, 32),
    ),
    kind28(
        "dingtalk_robot_sign_secret",
        "vendor",
        "钉钉机器人加签密钥: SEC{v}",
        "DINGTALK_WEBHOOK=https://oapi.dingtalk.com/robot/send?access_token={h64}\n"
        "DINGTALK_SECRET=SEC{v}",
        value=lambda r: hexs(r, 64),
    ),
    kind28(
        "feishu_app_secret",
        "vendor",
        "FEISHU_APP_ID=cli_{h16}\nFEISHU_APP_SECRET={v}",
        "飞书应用凭证 App ID: cli_{h16} App Secret: {v}",
        value=lambda r: alnum(r, 32),
    ),
    kind28(
        "wecom_corpsecret",
        "vendor",
        "curl 'https://qyapi.weixin.qq.com/cgi-bin/gettoken?corpid=ww{h16}&corpsecret={v}'",
        "企业微信 corpid=ww{h16}\n应用 Secret={v}",
        value=lambda r: urlsafe(r, 43),
    ),
    kind28(
        "jpush_master_secret",
        "vendor",
        "_jpush = jpush.JPush('{h24}', '{v}')",
        "极光推送 AppKey {h24} / Master Secret {v}",
        value=lambda r: hexs(r, 24),
    ),
    kind28(
        "youzan_client_secret",
        "vendor",
        '$client = new YouzanClient("{h16}", "{v}"); // 有赞开放平台',
        "有赞 client_id={h16} client_secret={v} kdt_id={d8}",
        value=lambda r: hexs(r, 32),
    ),
    kind28(
        "getui_master_secret",
        "vendor",
        "个推配置: AppID={k22} AppKey={k22} MasterSecret={v}",
        "GETUI_MASTER_SECRET={v}",
        value=lambda r: alnum(r, 22),
    ),
)

_JAPAN: tuple[Kind, ...] = (
    kind28(
        "line_channel_secret",
        "vendor",
        "# LINE Messaging API（本番）\nLINE_CHANNEL_ID=16{d8}\nLINE_CHANNEL_SECRET={v}",
        "チャネルシークレット: {v}（再発行済み）",
        value=lambda r: hexs(r, 32),
    ),
    kind28(
        "line_channel_access_token",
        "vendor",
        "curl -X POST https://api.line.me/v2/bot/message/push -H 'Authorization: Bearer {v}' "
        "-H 'Content-Type: application/json' -d @msg.json",
        value=lambda r: b64(r, 171) + "=",
    ),
    kind28(
        "chatwork_api_token",
        "vendor",
        "curl -H 'X-ChatWorkToken: {v}' https://api.chatwork.com/v2/rooms/{d9}/messages",
        "チャットワークのAPIトークン {v} をSlack通知に使っています",
        value=lambda r: hexs(r, 32),
    ),
    kind28(
        "kintone_api_token",
        "vendor",
        "const resp = await fetch(url, { headers: { 'X-Cybozu-API-Token': '{v}' } });",
        "kintone アプリ {d3} の APIトークン: {v}",
        value=lambda r: alnum(r, 40),
    ),
    kind28(
        "kintone_password_auth",
        "vendor",
        "X-Cybozu-Authorization: {v}",
        value=lambda r: _basic(r, "tanaka"),
    ),
    kind28(
        "freee_client_secret",
        "vendor",
        "FREEE_CLIENT_ID={h64}\nFREEE_CLIENT_SECRET={v}",
        value=lambda r: urlsafe(r, 43),
    ),
    kind28(
        "smarthr_access_token",
        "vendor",
        "curl https://{l8}.smarthr.jp/api/v1/crews -H 'Authorization: Token {v}'",
        value=lambda r: "shr_" + hexs(r, 4) + "_" + alnum(r, 40),
    ),
    kind28(
        "sakura_cloud_token_secret",
        "vendor",
        "SAKURACLOUD_ACCESS_TOKEN={uuid}\nSAKURACLOUD_ACCESS_TOKEN_SECRET={v}\n"
        "SAKURACLOUD_ZONE=is1a",
        value=lambda r: alnum(r, 64),
    ),
    kind28(
        "conoha_api_password",
        "vendor",
        "ConoHa: テナントID {h32} / APIユーザー gncu{d8} / APIパスワード {v}",
    ),
    kind28(
        "rakuten_rms_esa",
        "vendor",
        "Authorization: ESA {v}",
        value=lambda r: _b64(f"SP{digits(r, 6)}_{alnum(r, 16)}:SL{digits(r, 6)}_{alnum(r, 16)}"),
    ),
    kind28(
        "gmo_pg_shop_pass",
        "vendor",
        "curl -d 'ShopID=tshop{d8}&ShopPass={v}&OrderID={d10}&Amount=1200' "
        "https://pt01.mul-pay.jp/payment/EntryTran.idPass",
        "GMO-PG ショップパスワード: {v}",
        value=lambda r: lower_alnum(r, 8),
    ),
    kind28(
        "komoju_secret_key",
        "vendor",
        "curl -u {v}: https://komoju.com/api/v1/payments",
        value=lambda r: "sk_live_" + lower_alnum(r, 24),
    ),
    kind28(
        "mackerel_api_key",
        "vendor",
        "mackerel-agent init -apikey={v}",
        '[mackerel]\napikey = "{v}"',
        value=lambda r: alnum(r, 44),
    ),
)

_KOREA: tuple[Kind, ...] = (
    kind28(
        "kakao_rest_api_key",
        "vendor",
        "curl -H 'Authorization: KakaoAK {v}' 'https://dapi.kakao.com/v2/local/search/"
        "address.json?query=판교역로'",
        "카카오 REST API 키: {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind28(
        "naver_client_secret",
        "vendor",
        "X-Naver-Client-Id: {k20}\nX-Naver-Client-Secret: {v}",
        "네이버 검색 API client id={k20}, 시크릿={v}",
        value=lambda r: alnum(r, 10),
    ),
    kind28(
        "ncloud_secret_key",
        "vendor",
        "NCLOUD_ACCESS_KEY={k20}\nNCLOUD_SECRET_KEY={v}\nNCLOUD_REGION=KR",
        value=lambda r: alnum(r, 40),
    ),
    kind28(
        "toss_payments_secret_key",
        "vendor",
        "토스페이먼츠 시크릿 키: {v}",
        "const secretKey = '{v}'; // 토스 결제 승인용",
        value=lambda r: "live_sk_" + alnum(r, 20),
    ),
    kind28(
        "portone_api_secret",
        "vendor",
        "PORTONE_API_SECRET={v}\nPORTONE_STORE_ID=store-{uuid}",
        value=lambda r: alnum(r, 80),
    ),
    kind28(
        "solapi_api_secret",
        "vendor",
        "const messageService = new SolapiMessageService('NCS{U13}', '{v}');",
        value=lambda r: upper_alnum(r, 32),
    ),
    kind28(
        "channel_talk_access_secret",
        "vendor",
        "x-access-key: {h24}\nx-access-secret: {v}",
        "채널톡 Open API 시크릿 {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind28(
        "cafe24_client_secret",
        "vendor",
        "카페24 앱 client_id={k22}\nclient_secret={v}",
        value=lambda r: alnum(r, 22),
    ),
    kind28(
        "aligo_sms_key",
        "vendor",
        "curl -d 'key={v}&user_id=shopadmin&sender=0212345678&receiver=01012345678"
        "&msg=인증번호 안내' https://apis.aligo.in/send/",
        value=lambda r: lower_alnum(r, 32),
    ),
)

_CIS: tuple[Kind, ...] = (
    kind28(
        "yandex_cloud_api_key",
        "vendor",
        "curl -H 'Authorization: Api-Key {v}' https://llm.api.cloud.yandex.net/foundation"
        "Models/v1/completion",
        "# ключ сервисного аккаунта\nYC_API_KEY={v}",
        value=lambda r: "AQVN" + urlsafe(r, 36),
    ),
    kind28(
        "yandex_oauth_token",
        "vendor",
        "yc config set token {v}",
        "Токен Яндекс OAuth: {v}",
        value=lambda r: "y0_" + urlsafe(r, 55),
    ),
    kind28(
        "vk_access_token",
        "vendor",
        "vk_session = vk_api.VkApi(token='{v}')  # токен сообщества",
        value=lambda r: "vk1.a." + urlsafe(r, 120),
    ),
    kind28(
        "yookassa_secret_key",
        "vendor",
        "Configuration::setAuth('{d6}', '{v}');",
        "ЮKassa: shopId {d6}, секретный ключ {v}",
        value=lambda r: "live_" + urlsafe(r, 43),
    ),
    kind28(
        "tbank_invest_token",
        "vendor",
        "TINKOFF_INVEST_TOKEN={v}",
        "with Client('{v}') as client:  # токен только на чтение? нет, полный доступ",
        value=lambda r: "t." + urlsafe(r, 86),
    ),
    kind28(
        "amocrm_client_secret",
        "vendor",
        "AMO_CLIENT_ID={uuid}\nAMO_CLIENT_SECRET={v}\nAMO_REDIRECT=https://crm.example.ru/amo",
        value=lambda r: alnum(r, 64),
    ),
    kind28(
        "bitrix24_inbound_webhook",
        "vendor",
        "curl https://kompania.bitrix24.ru/rest/1/{v}/crm.lead.add.json -d 'fields[TITLE]=Заявка'",
        "входящий вебхук: https://kompania.bitrix24.ru/rest/17/{v}/",
        value=lambda r: lower_alnum(r, 16),
    ),
    kind28(
        "onec_odata_password",
        "vendor",
        "curl -u 'Администратор:{v}' 'http://1c.local/buh/odata/standard.odata/Catalog_Контрагенты'",
        "Пользователь 1С: ОбменСайт, пароль: {v}",
    ),
    kind28(
        "monobank_token",
        "vendor",
        "curl -H 'X-Token: {v}' https://api.monobank.ua/personal/client-info",
        "токен monobank (особистий) {v}",
        value=lambda r: urlsafe(r, 44),
    ),
    kind28(
        "privatbank_merchant_password",
        "vendor",
        "<merchant><id>{d6}</id><signature>{h40}</signature></merchant>\n"
        "<!-- пароль мерчанта: {v} -->",
        value=lambda r: alnum(r, 32),
    ),
)

_LATAM: tuple[Kind, ...] = (
    kind28(
        "asaas_api_key",
        "vendor",
        "curl -H 'access_token: {v}' https://api.asaas.com/v3/customers",
        "ASAAS_CHAVE_API='{v}'",
        value=lambda r: "$aact_" + b64(r, 88),
    ),
    kind28(
        "pagbank_token",
        "vendor",
        "PAGSEGURO_TOKEN={v}\nPAGSEGURO_EMAIL=financeiro@loja.com.br",
        value=lambda r: uuid4(r, "b") + hexs(r, 64),
    ),
    kind28(
        "pagarme_secret_key",
        "vendor",
        "pagarme:\n  chave_secreta: {v}\n  chave_publica: pk_{h32}",
        value=lambda r: "sk_" + hexs(r, 32),
    ),
    kind28(
        "iugu_api_token",
        "vendor",
        'Iugu.api_key = "{v}" # token de produção',
        value=lambda r: hexs(r, 32).upper(),
    ),
    kind28(
        "rd_station_private_token",
        "vendor",
        "RDSTATION_TOKEN_PRIVADO={v}",
        "token privado da RD Station: {v}",
        value=lambda r: alnum(r, 32),
    ),
    kind28(
        "omie_app_secret",
        "vendor",
        '{"call": "ListarClientes", "app_key": "{d13}", "app_secret": "{v}", "param": []}',
        value=lambda r: hexs(r, 32),
    ),
    kind28(
        "bling_client_secret",
        "vendor",
        "BLING_CLIENT_ID={h40}\nBLING_CLIENT_SECRET={v}",
        value=lambda r: hexs(r, 64),
    ),
    kind28(
        "nuvemshop_access_token",
        "vendor",
        "curl -H 'Authentication: bearer {v}' -H 'User-Agent: Minha App (dev@loja.com.br)' "
        "https://api.nuvemshop.com.br/v1/{d7}/products",
        value=lambda r: hexs(r, 40),
    ),
    kind28(
        "zenvia_api_token",
        "vendor",
        "curl -H 'X-API-TOKEN: {v}' https://api.zenvia.com/v2/channels/whatsapp/messages",
        value=lambda r: urlsafe(r, 40),
    ),
    kind28(
        "culqi_secret_key",
        "vendor",
        "Culqi llave secreta: {v} (la pública empieza con pk_live_)",
        value=lambda r: "sk_live_" + alnum(r, 16),
    ),
    kind28(
        "openpay_private_key",
        "vendor",
        "openpay = Openpay(id_comercio='m{l19}', llave_privada='{v}', produccion=True)",
        value=lambda r: "sk_" + hexs(r, 32),
    ),
    kind28(
        "siigo_access_key",
        "vendor",
        '{"username": "api@empresa.com.co", "access_key": "{v}"}',
        value=lambda r: b64(r, 60) + "==",
    ),
    kind28(
        "alegra_token",
        "vendor",
        "curl -u contabilidad@empresa.co:{v} https://api.alegra.com/api/v1/invoices",
        value=lambda r: hexs(r, 20),
    ),
    kind28(
        "kushki_private_merchant_id",
        "vendor",
        "Private-Merchant-Id: {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind28(
        "redsys_secret_key",
        "vendor",
        "# Redsys TPV virtual, clave secreta de comercio (SHA-256)\n"
        "REDSYS_FUC=3{d8}\nREDSYS_CLAVE={v}",
        value=lambda r: alnum(r, 32),
    ),
)

_EUROPE: tuple[Kind, ...] = (
    kind28(
        "qonto_secret_key",
        "vendor",
        "curl -H 'Authorization: ma-societe-{l4}:{v}' https://thirdparty.qonto.com/v2/organization",
        value=lambda r: hexs(r, 32),
    ),
    kind28(
        "pennylane_api_token",
        "vendor",
        "PENNYLANE_JETON_API={v}",
        value=lambda r: urlsafe(r, 43),
    ),
    kind28(
        "payplug_secret_key",
        "vendor",
        "payplug.set_secret_key('{v}')  # clé secrète de prod",
        value=lambda r: "sk_live_" + alnum(r, 40),
    ),
    kind28(
        "ovh_application_secret",
        "vendor",
        "[default]\nendpoint=ovh-eu\n\n[ovh-eu]\napplication_key={k16}\n"
        "application_secret={v}\nconsumer_key={k32}",
        value=lambda r: alnum(r, 32),
    ),
    kind28(
        "sevdesk_api_token",
        "vendor",
        "curl -H 'Authorization: {v}' https://my.sevdesk.de/api/v1/Invoice",
        value=lambda r: hexs(r, 32),
    ),
    kind28(
        "lexoffice_api_key",
        "vendor",
        "LEXOFFICE_SCHLUESSEL={v}",
        "der lexoffice-Schlüssel ist {v}",
        value=lambda r: urlsafe(r, 48),
    ),
    kind28(
        "sumup_api_key",
        "vendor",
        "curl -H 'Authorization: Bearer {v}' https://api.sumup.com/v0.1/me",
        value=lambda r: "sup_sk_" + alnum(r, 32),
    ),
    kind28(
        "sipgate_pat",
        "vendor",
        "curl -u token-{U6}:{v} https://api.sipgate.com/v2/history",
        value=lambda r: uuid4(r, "b"),
    ),
    kind28(
        "billomat_api_key",
        "vendor",
        "X-BillomatId: meinefirma\nX-BillomatApiKey: {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind28(
        "fatture_in_cloud_token",
        "vendor",
        "FIC_TOKEN_ACCESSO={v}",
        value=lambda r: "a/" + b64(r, 110),
    ),
    kind28(
        "bunq_api_key",
        "vendor",
        '{"api_key": "{v}", "omgeving": "PRODUCTION"}',
        value=lambda r: hexs(r, 64),
    ),
    kind28(
        "moneybird_token",
        "vendor",
        "curl -H 'Authorization: Bearer {v}' https://moneybird.com/api/v2/{d18}/sales_invoices.json",
        value=lambda r: hexs(r, 64),
    ),
    kind28(
        "buckaroo_secret_key",
        "vendor",
        "BUCKAROO_WEBSITE_KEY={k10}\nBUCKAROO_GEHEIME_SLEUTEL={v}",
        value=lambda r: alnum(r, 20),
    ),
    kind28(
        "przelewy24_keys",
        "vendor",
        "p24:\n  merchant_id: {d6}\n  crc: {h16}\n  klucz_api: {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind28(
        "allegro_client_secret",
        "vendor",
        "ALLEGRO_CLIENT_ID={h32}\nALLEGRO_CLIENT_SECRET={v}",
        value=lambda r: alnum(r, 64),
    ),
    kind28(
        "smsapi_token",
        "vendor",
        "client = SmsApiPlClient(access_token='{v}')",
        value=lambda r: alnum(r, 40),
    ),
    kind28(
        "fakturownia_api_token",
        "vendor",
        "curl 'https://firma.fakturownia.pl/invoices.json?api_token={v}/firma'",
        value=lambda r: alnum(r, 20),
    ),
    kind28(
        "fio_banka_token",
        "vendor",
        "curl https://fioapi.fio.cz/v1/rest/periods/{v}/2026-11-01/2026-11-30/transactions.json",
        "FIO_TOKEN={v}  # jen pro čtení",
        value=lambda r: alnum(r, 64),
    ),
    kind28(
        "gopay_client_secret",
        "vendor",
        "GoPay: goid {d10}, clientId {d10}, clientSecret {v}",
        value=lambda r: alnum(r, 8),
    ),
    kind28(
        "comgate_secret",
        "vendor",
        "curl -d 'merchant={d6}&secret={v}&price=10000&curr=CZK' https://payments.comgate.cz/v1.0/create",
        value=lambda r: alnum(r, 32),
    ),
    kind28(
        "packeta_api_password",
        "vendor",
        "<createPacket><apiPassword>{v}</apiPassword><packetAttributes/></createPacket>",
        value=lambda r: hexs(r, 32),
    ),
    kind28(
        "shoptet_private_token",
        "vendor",
        "Shoptet-Private-API-Token: {v}",
        value=lambda r: f"{digits(r, 6)}-p-{digits(r, 6)}-{lower_alnum(r, 32)}",
    ),
)

VENDOR_KINDS: tuple[Kind, ...] = (
    *_CHINA,
    *_JAPAN,
    *_KOREA,
    *_CIS,
    *_LATAM,
    *_EUROPE,
)
