"""The look-alikes of held-out 28 (`bench/secret_kinds_heldout28.py`): no secret in any of them.

What the set's places, vendors and languages hold that must come through
unchanged. This file holds the drawn ones (three draws each): ids of every
object the set's vendors return, in their own forms (Tencent Cloud and
Alibaba Cloud `RequestId`s, an Alibaba `AccessKeyId` on its own, WeChat
`appid`s, `openid`s, `prepay_id`s and pay `transaction_id`s, Feishu
`open_id`/`chat_id`/`message_id`, a DingTalk `userid`, LINE user ids and
message ids, kintone record ids and revisions, Kakao user ids, PortOne
`imp_uid`s, Yandex Cloud folder, service account and operation ids,
YooKassa payment ids and idempotence keys, Bitrix24 and amoCRM lead ids,
Asaas `cus_`/`pay_` ids, Pagar.me `or_`/`ch_` ids, Iugu invoice ids (32
capital hex), Mercado Livre item ids, Culqi `chr_` ids, Redsys `Ds_Order`
and `Ds_Signature`, Qonto transaction ids, SumUp transaction codes, bunq
account ids, Przelewy24 session ids and `sign` digests, Allegro offer and
checkout-form ids, GoPay payment ids, Comgate `transId`s, Packeta barcodes,
iyzico payment and conversation ids, Trendyol package ids, Viva order codes,
Tap `chg_` ids, HyperPay checkout ids, Paymob order ids and `hmac`s, Aramex
waybills, Kavenegar message ids, Razorpay `order_`/`pay_` ids and
`razorpay_signature`s, Paytm `CHECKSUMHASH`es, Instamojo payment request ids
(32 hex), Exotel `CallSid`s, MoMo request ids and `signature`s, VNPay
`vnp_SecureHash`es, ZaloPay `app_trans_id`s and `mac`s, GHN order codes);
what the set's languages and platforms hold (a Unity `.meta` guid, a Godot
`uid://`, an EOS product and deployment id, a Delphi `ProjectGuid`, an Xcode
team id and provisioning profile UUID, an Android `versionCode`, a Qt
`@ByteArray` geometry, an R `renv.lock` hash, a Julia `git-tree-sha1`, a
`mix.lock` hash, a Clojure `:git/sha`, ESP32 MAC addresses); public
identifiers in the set's countries (a Chinese unified social credit code, a
Japanese corporate number, a Korean business number, a Brazilian CNPJ, a
Mexican RFC, a boleto's typed line, a Pix copy-and-paste payload); commit
ids and image digests; and order numbers, postal codes and measurements
written in the set's languages.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import (
    LookAlike,
    alnum,
    digits,
    hexs,
    look_alikes,
    lower_alnum,
    pick,
    urlsafe,
    uuid4,
)
from bench.secret_kinds_heldout28_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_UP = string.ascii_uppercase + string.digits


def _uuid(r: random.Random) -> str:
    return uuid4(r, "8")


def _up(r: random.Random, n: int) -> str:
    return pick(r, _UP, n)


def _vendor_ids(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("tencent_request_id", f'{{"Response": {{"RequestId": "{_uuid(r)}", "TotalCount": 3}}}}'),
        ("aliyun_request_id", f"RequestId: {_uuid(r).upper()}  Code: OK  Message: 成功"),
        (
            "aliyun_access_key_id_alone",
            f"当前使用的 AccessKey ID: LTAI5t{alnum(r, 18)}（密钥已在 KMS 中）",
        ),
        ("wechat_appid", f"小程序 appid: wx{hexs(r, 16)}"),
        ("wechat_openid", f'{{"openid": "o{urlsafe(r, 27)}", "session_key_present": true}}'),
        ("wechat_prepay_id", f"prepay_id=wx{digits(r, 14)}{hexs(r, 20)}{digits(r, 4)}"),
        ("wechat_pay_transaction_id", f"微信支付订单号: 42000{digits(r, 23)}"),
        ("feishu_open_id", f"open_id: ou_{hexs(r, 32)}"),
        ("feishu_chat_id", f'{{"chat_id": "oc_{hexs(r, 32)}", "msg_type": "text"}}'),
        ("feishu_message_id", f"消息已发送 message_id=om_{hexs(r, 32)}"),
        ("dingtalk_userid", f"钉钉 userid: manager{digits(r, 4)}, unionid: {alnum(r, 24)}iE"),
        ("line_user_id", f'"source": {{"type": "user", "userId": "U{hexs(r, 32)}"}}'),
        ("line_message_id", f"LINE messageId {digits(r, 18)} を受信しました"),
        (
            "kintone_record",
            f'{{"record": {{"$id": {{"value": "{digits(r, 4)}"}}, '
            f'"$revision": {{"value": "{r.randrange(2, 40)}"}}}}}}',
        ),
        ("kakao_user_id", f"카카오 회원번호 {digits(r, 10)} 로그인 성공"),
        ("portone_imp_uid", f"imp_uid=imp_{digits(r, 12)}&merchant_uid=order_{digits(r, 8)}"),
        ("yandex_folder_id", f"yc resource-manager folder get b1g{lower_alnum(r, 17)}"),
        ("yandex_sa_id", f"service_account_id: aje{lower_alnum(r, 17)}"),
        ("yandex_operation_id", f"операция d9{lower_alnum(r, 18)} завершена"),
        (
            "yookassa_payment_id",
            f'{{"id": "2{hexs(r, 7)}-000f-5000-{r.choice("89ab")}000-1{hexs(r, 11)}", '
            '"status": "succeeded"}',
        ),
        ("yookassa_idempotence", f"Idempotence-Key: {_uuid(r)}"),
        (
            "bitrix24_lead_id",
            f'{{"result": {digits(r, 5)}, "time": {{"duration": 0.0{digits(r, 3)}}}}}',
        ),
        ("amocrm_lead_id", f"сделка #{digits(r, 8)} перешла в этап «Оплачено»"),
        ("asaas_customer_id", f'{{"object": "customer", "id": "cus_0000{digits(r, 8)}"}}'),
        ("asaas_payment_id", f"cobrança pay_{lower_alnum(r, 16)} confirmada"),
        ("pagarme_order_id", f"pedido or_{alnum(r, 16)} / cobrança ch_{alnum(r, 16)}"),
        ("iugu_invoice_id", f"Fatura {hexs(r, 32).upper()} paga em 29/11/2026"),
        ("mercadolivre_item_id", f"anúncio MLB{digits(r, 10)} pausado"),
        ("culqi_charge_id", f'{{"object": "charge", "id": "chr_live_{alnum(r, 16)}"}}'),
        ("redsys_order", f"Ds_Order={digits(r, 12)}&Ds_AuthorisationCode={digits(r, 6)}"),
        (
            "redsys_signature",
            f"Ds_Signature={base64.urlsafe_b64encode(bytes.fromhex(hexs(r, 64))).decode()}",
        ),
        ("qonto_transaction_id", f"transaction_id: {_uuid(r)}  montant: 120,00 EUR"),
        ("sumup_transaction_code", f"SumUp transaction_code: T{_up(r, 9)}"),
        ("bunq_account_id", f"monetary-account/{digits(r, 7)}/payment/{digits(r, 9)}"),
        ("p24_session", f"sessionId=zamowienie-{digits(r, 7)}&sign={hexs(r, 96)}"),
        ("allegro_offer", f"oferta {digits(r, 11)}, checkout-form {_uuid(r)}"),
        ("gopay_payment_id", f"GoPay platba {digits(r, 10)} ve stavu PAID"),
        ("comgate_trans_id", f"transId={_up(r, 4)}-{_up(r, 4)}-{_up(r, 4)}"),
        ("packeta_barcode", f"zásilka Z {digits(r, 3)} {digits(r, 4)} {digits(r, 3)}"),
        ("iyzico_ids", f'{{"paymentId": "{digits(r, 8)}", "conversationId": "{_uuid(r)}"}}'),
        ("trendyol_package", f"shipmentPackageId: {digits(r, 10)}, orderNumber: {digits(r, 10)}"),
        ("viva_order_code", f"orderCode={digits(r, 16)}"),
        (
            "tap_charge_id",
            f'{{"id": "chg_TS0{digits(r, 1)}A{alnum(r, 20)}", "status": "CAPTURED"}}',
        ),
        (
            "hyperpay_checkout_id",
            f'{{"id": "{hexs(r, 32).upper()}.uat01-vm-tx0{r.randrange(1, 5)}"}}',
        ),
        (
            "paymob_hmac",
            f"?id={digits(r, 9)}&order={digits(r, 9)}&success=true&hmac={hexs(r, 128)}",
        ),
        ("aramex_awb", f"رقم الشحنة {digits(r, 11)}"),
        ("kavenegar_messageid", f'{{"messageid": {digits(r, 10)}, "status": 1}}'),
        (
            "razorpay_ids",
            f'{{"razorpay_order_id": "order_{alnum(r, 14)}", '
            f'"razorpay_payment_id": "pay_{alnum(r, 14)}"}}',
        ),
        ("razorpay_signature", f"razorpay_signature={hexs(r, 64)}"),
        ("paytm_checksum", f"CHECKSUMHASH={base64.b64encode(bytes.fromhex(hexs(r, 80))).decode()}"),
        ("instamojo_request_id", f"payment_request id: {hexs(r, 32)}"),
        ("exotel_call_sid", f"<CallSid>{hexs(r, 32)}</CallSid>"),
        (
            "momo_ids",
            f'{{"requestId": "{_uuid(r)}", "orderId": "MM{digits(r, 13)}", '
            f'"signature": "{hexs(r, 64)}"}}',
        ),
        ("vnpay_secure_hash", f"vnp_TxnRef={digits(r, 8)}&vnp_SecureHash={hexs(r, 128)}"),
        ("zalopay_trans", f"app_trans_id=261130_{digits(r, 6)}&mac={hexs(r, 64)}"),
        ("ghn_order_code", f"mã vận đơn GHN: {_up(r, 6)}"),
        ("doku_request_id", f"Request-Id: {_uuid(r)}\nRequest-Timestamp: 2026-11-30T02:11:09Z"),
    ]


def _platform_ids(r: random.Random) -> list[tuple[str, str]]:
    mac = ":".join(hexs(r, 12)[i : i + 2] for i in range(0, 12, 2)).upper()
    qt = base64.b64encode(bytes.fromhex("01d9d0cb0003" + hexs(r, 40))).decode()
    return [
        ("unity_meta_guid", f"fileFormatVersion: 2\nguid: {hexs(r, 32)}\nMonoImporter:"),
        (
            "godot_uid",
            f'[ext_resource type="Script" uid="uid://{lower_alnum(r, 13)}" '
            'path="res://jugador.gd" id="1"]',
        ),
        (
            "eos_ids",
            f"ProductId={hexs(r, 32)}\nSandboxId={hexs(r, 32)}\nDeploymentId={hexs(r, 32)}",
        ),
        ("delphi_project_guid", f"<ProjectGuid>{{{_uuid(r).upper()}}}</ProjectGuid>"),
        ("xcode_team_id", f"DEVELOPMENT_TEAM = {_up(r, 10)}"),
        ("provisioning_uuid", f"PROVISIONING_PROFILE_SPECIFIER = {_uuid(r).upper()}"),
        (
            "android_version_code",
            f'versionCode {digits(r, 7)}\nversionName "3.{r.randrange(1, 20)}.0"',
        ),
        ("qt_geometry", f"[MainWindow]\ngeometry=@ByteArray({qt})"),
        ("renv_hash", f'"Hash": "{hexs(r, 32)}"'),
        ("julia_tree_sha", f'git-tree-sha1 = "{hexs(r, 40)}"'),
        (
            "mix_lock",
            f'"jason": {{:hex, :jason, "1.4.4", "{hexs(r, 64)}", [:mix], [], '
            f'"hexpm", "{hexs(r, 64)}"}},',
        ),
        ("clojure_git_sha", f'io.github.equipo/util {{:git/tag "v0.3.1" :git/sha "{hexs(r, 7)}"}}'),
        ("esp32_mac", f"I (312) wifi:mode : sta ({mac.lower()})"),
        ("commit_sha", f"[main {hexs(r, 7)}] corrige la validación del formulario"),
        ("image_digest", f"registry.example/loja/api@sha256:{hexs(r, 64)}"),
        ("sas_job_id", f"NOTE: Job {digits(r, 5)} (SAS_EG) concluído em 00:01:{digits(r, 2)}"),
    ]


def _public_ids(r: random.Random) -> list[tuple[str, str]]:
    d = digits
    return [
        (
            "china_credit_code",
            f"统一社会信用代码: 91{d(r, 6)}MA{_up(r, 8)}{r.choice(string.ascii_uppercase)}",
        ),
        ("japan_corporate_number", f"法人番号 {d(r, 13)}"),
        ("korea_business_number", f"사업자등록번호 {d(r, 3)}-{d(r, 2)}-{d(r, 5)}"),
        ("brazil_cnpj", f"CNPJ {d(r, 2)}.{d(r, 3)}.{d(r, 3)}/0001-{d(r, 2)}"),
        (
            "mexico_rfc",
            f"RFC del receptor: {pick(r, string.ascii_uppercase, 3)}{d(r, 6)}{_up(r, 3)}",
        ),
        (
            "boleto_line",
            f"Linha digitável: 23790.{d(r, 5)} {d(r, 5)}.{d(r, 6)} "
            f"{d(r, 5)}.{d(r, 6)} 1 {d(r, 14)}",
        ),
        (
            "pix_copia_cola",
            f"000201010212{d(r, 4)}br.gov.bcb.pix0136{_uuid(r)}5204000053039865406"
            f"{d(r, 3)}.005802BR5913LOJA EXEMPLO6009SAO PAULO62070503***6304"
            f"{hexs(r, 4).upper()}",
        ),
        ("order_es", f"Pedido nº {d(r, 6)} enviado a 28013 Madrid"),
        ("order_ja", f"注文番号: {d(r, 3)}-{d(r, 7)}-{d(r, 7)}（〒150-0002）"),
        ("order_ko", f"주문번호 2026113{d(r, 1)}-{d(r, 7)} 배송 시작"),
        ("order_ru", f"Заказ № {d(r, 7)} оплачен, индекс 1{d(r, 5)}"),
        ("invoice_fr", f"Facture FAC-2026-{d(r, 5)} — 1 234,50 €"),
        ("measurement_de", f"Gewicht: {r.randrange(2, 60)},{d(r, 1)} kg, Temperatur 21,4 °C"),
        ("tracking_pt", f"Código de rastreio: {_up(r, 2)}{d(r, 9)}BR"),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return _vendor_ids(r) + _platform_ids(r) + _public_ids(r)


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes("kenning-wide-heldout28-look", _rounds, FIXED)
