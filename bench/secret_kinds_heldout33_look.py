"""The look-alikes of held-out 33 (`bench/secret_kinds_heldout33.py`): no secret in any of them.

What the set's mainframes, plants, API clients and trading desks hold that
must come through unchanged. This file holds the drawn ones (three draws
each). Legacy: JES job ids and `$HASP` lines, RACF `LISTUSER` output with
its dates and no password, dataset names, an AS/400 job's qualified name,
SAP transport requests and 32-hex GUIDs, an Oracle `SQL_ID`, ROWID and
DBID, IBM MQ message and correlation ids, Windows SIDs and GPO GUIDs, a
`.reg` export's binary setting, LDAP `objectGUID::` and `objectSid::`,
`klist` tickets without keys, a keytab's listing without `-K`. Plants:
OPC UA node ids and a certificate thumbprint, Modbus register dumps, a
`candump` of a seed (a seed is public: the key is what is secret), VINs,
DevEUIs, JoinEUIs and DevAddrs, a LoRaWAN uplink's encrypted payload in
base64, firmware SHA-256s and build ids, a Yocto `SRCREV`, cloud-init's
`ssh_authorized_keys` public key and `instance-id`, a PXE menu's MAC file
name, an Ignition file's `verification` hash. API clients: Postman's
`_postman_id` and `exporter_id`, HAR timings, `etag`, `x-request-id`,
`traceparent`, Google Analytics cookies, a Cloudflare ray, a persisted
GraphQL query's `sha256Hash`. Trade: FIX orders (`11=`, `17=`, `10=`),
ISINs, CUSIPs, LEIs, FIGIs, BICs, order ids, tracking numbers, SSCCs,
EORIs, a key's check value alone, terminal and merchant ids, a payment's
authorisation code and retrieval reference.
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import LookAlike, alnum, b64, digits, hexs, look_alikes, pick, uuid4
from bench.secret_kinds_heldout33_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_UP = string.ascii_uppercase + string.digits


def _guid(r: random.Random) -> str:
    return uuid4(r, "b")


def _eui(r: random.Random) -> str:
    return hexs(r, 16).upper()


def _legacy_rounds(r: random.Random) -> list[tuple[str, str]]:
    job = digits(r, 5)
    return [
        ("jes_job_id", f"$HASP165 PAYRL01  ENDED AT N1  MAXCC=0000 CN(INTERNAL)\nJOB{job}"),
        (
            "racf_listuser_no_password",
            f"USER=JSMITH  NAME=JOHN SMITH  OWNER=HR  CREATED=24.{r.randint(100, 365)}\n"
            f" PASSDATE=26.{r.randint(100, 333)} PASS-INTERVAL= 90 PHRASEDATE=N/A\n"
            " ATTRIBUTES=NONE",
        ),
        ("dataset_name", f"//SYSUT1   DD DSN=PROD.PAYROLL.G{digits(r, 4)}V00,DISP=SHR"),
        ("as400_job_name", f"Job {digits(r, 6)}/QUSER/QZDASOINIT started on 11/30/26"),
        ("sap_transport_request", f"Transport request DEVK9{digits(r, 5)} released to QAS"),
        ("sap_guid_32hex", f"<PurchaseOrderUUID>{hexs(r, 32).upper()}</PurchaseOrderUUID>"),
        (
            "oracle_sql_id",
            f"SQL_ID  {pick(r, 'abcdfghjkmnpqrstuvwxyz0123456789', 13)}, child number 0",
        ),
        ("oracle_rowid", f"ROWID: AAAR{alnum(r, 2)}AAEAAAA{alnum(r, 3)}AA{pick(r, 'ABCDEF', 1)}"),
        ("oracle_dbid", f"connected to target database: FINPROD (DBID={digits(r, 10)})"),
        (
            "mq_message_id",
            f"MsgId : X'414D5120514D31202020202020202020{hexs(r, 16).upper()}'",
        ),
        ("mq_correl_id", f"CorrelId : X'{hexs(r, 48).upper()}'"),
        (
            "windows_sid",
            f"S-1-5-21-{digits(r, 10)}-{digits(r, 10)}-{digits(r, 9)}-{r.randint(1000, 9999)}",
        ),
        (
            "gpo_path_guid",
            f"\\\\corp.example\\SYSVOL\\corp.example\\Policies\\{{{_guid(r).upper()}}}"
            "\\Machine\\Preferences\\Groups",
        ),
        (
            "reg_binary_setting",
            "[HKEY_CURRENT_USER\\Software\\Microsoft\\Windows\\CurrentVersion\\Explorer]\n"
            f'"ShellState"=hex:24,00,00,00,{",".join(hexs(r, 2) for _ in range(12))}',
        ),
        ("ldap_object_guid", f"objectGUID:: {b64(r, 22)}=="),
        ("ldap_object_sid", f"objectSid:: AQUAAAAAAAUVAAAA{b64(r, 16)}"),
        (
            "klist_ticket",
            "Ticket cache: FILE:/tmp/krb5cc_1000\nDefault principal: jdoe@CORP.EXAMPLE\n\n"
            f"11/30/26 08:{r.randint(10, 59)}:01  11/30/26 18:00:01  "
            "krbtgt/CORP.EXAMPLE@CORP.EXAMPLE",
        ),
        (
            "klist_k_no_keys",
            f"KVNO Principal\n---- ----\n   {r.randint(2, 9)} HTTP/web01.corp.example@CORP.EXAMPLE",
        ),
        ("ad_user_dn", f"CN=svc_app{digits(r, 2)},OU=Service Accounts,DC=corp,DC=example"),
        ("windows_update_kb", f"Installed KB50{digits(r, 5)} (2026-11 cumulative update)"),
    ]


def _plant_rounds(r: random.Random) -> list[tuple[str, str]]:
    seed = " ".join(hexs(r, 2).upper() for _ in range(4))
    return [
        (
            "opcua_node_id",
            f'node = client.get_node("ns=2;s=Line{r.randint(1, 9)}.Press.Temperature")',
        ),
        ("opcua_numeric_node", f"ns=3;i={digits(r, 4)}"),
        ("opcua_cert_thumbprint", f"Trusted certificate thumbprint: {hexs(r, 40).upper()}"),
        (
            "modbus_register_dump",
            "holding registers 40001-40008: "
            f"{' '.join(str(r.randint(0, 65535)) for _ in range(8))}",
        ),
        ("candump_seed_response", f"  can0  7E8   [8]  06 67 01 {seed} 00"),
        ("can_frame_log", f"(1764489600.{digits(r, 6)}) can0 18FEF100#{hexs(r, 16).upper()}"),
        ("vin", f"VIN: WDB{pick(r, _UP.replace('O', '').replace('I', '').replace('Q', ''), 14)}"),
        ("lorawan_dev_eui", f"DevEUI: 70B3D57ED0{hexs(r, 6).upper()}"),
        ("lorawan_join_eui", f'"join_eui": "{_eui(r)}"'),
        ("lorawan_dev_addr", f"DevAddr 260B{hexs(r, 4).upper()} joined, FCnt up 1"),
        (
            "lorawan_uplink_payload",
            f'{{"fPort": 2, "fCnt": {r.randint(1, 9000)}, "data": "{b64(r, 24)}", "rssi": -'
            f"{r.randint(60, 120)}}}",
        ),
        ("firmware_sha256", f"app.bin  sha256={hexs(r, 64)}  size={r.randint(100000, 900000)}"),
        ("gnu_build_id", f"Build ID: {hexs(r, 40)}"),
        ("yocto_srcrev", f'SRCREV = "{hexs(r, 40)}"'),
        ("esp_mac", f"I (312) wifi: mac: {':'.join(hexs(r, 2) for _ in range(6))}"),
        (
            "cloud_init_public_key",
            f"ssh_authorized_keys:\n  - ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(r, 43)} "
            "ops@bastion",
        ),
        ("cloud_init_instance_id", f"instance-id: iid-{hexs(r, 16)}"),
        ("pxe_mac_menu", f"pxelinux.cfg/01-{'-'.join(hexs(r, 2) for _ in range(6))}"),
        ("ignition_verification", f"verification:\n  hash: sha512-{hexs(r, 128)}"),
        ("plc_serial", f"CPU 1516-3 PN/DP serial S C-{pick(r, _UP, 10)}"),
    ]


def _client_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "postman_ids",
            f'"info": {{\n  "_postman_id": "{_guid(r)}",\n  "name": "Orders",\n'
            f'  "_exporter_id": "{digits(r, 8)}"\n}}',
        ),
        (
            "har_timings",
            f'"timings": {{"blocked": {r.random():.3f}, "dns": -1, "ssl": -1, '
            f'"send": 0.1, "wait": {r.randint(20, 400)}.12}}',
        ),
        ("etag_header", f'etag: W/"{hexs(r, 40)}"'),
        ("request_id_header", f"x-request-id: {_guid(r)}"),
        ("traceparent_header", f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01"),
        (
            "ga_cookie",
            f"cookie: _ga=GA1.1.{digits(r, 9)}.{digits(r, 10)}; _gid=GA1.2.{digits(r, 9)}",
        ),
        ("cf_ray", f"cf-ray: {hexs(r, 16)}-FRA"),
        (
            "graphql_persisted_query",
            f'"extensions": {{"persistedQuery": {{"version": 1, "sha256Hash": "{hexs(r, 64)}"}}}}',
        ),
        (
            "grpc_status_trailer",
            f"grpc-status: 0\ngrpc-message: \nx-envoy-upstream-service-time: {r.randint(2, 90)}",
        ),
        ("b3_trace_id", f"X-B3-TraceId: {hexs(r, 16)}\nX-B3-SpanId: {hexs(r, 16)}"),
        ("content_md5", f"Content-MD5: {b64(r, 22)}=="),
        ("insomnia_request_id", f'"_id": "req_{hexs(r, 32)}", "_type": "request"'),
        (
            "har_page_ref",
            f'"pageref": "page_{r.randint(1, 9)}", "startedDateTime": '
            f'"2026-11-30T08:00:00.{digits(r, 3)}Z"',
        ),
    ]


def _trade_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "fix_new_order",
            f"8=FIX.4.4|9=148|35=D|34={r.randint(2, 900)}|49=ACMECAP|56=BRKR|11=ORD{digits(r, 8)}|"
            f"55=MSFT|54=1|38=100|40=2|44=412.50|10={digits(r, 3)}|",
        ),
        (
            "fix_exec_report",
            f"35=8|37={alnum(r, 12)}|17=EXEC{digits(r, 10)}|150=F|39=2|14=100|6=412.48|",
        ),
        ("isin", f"ISIN US{digits(r, 9)}{r.randint(0, 9)} settled T+1"),
        ("lei", f"LEI: 5493{pick(r, _UP, 14)}{digits(r, 2)}"),
        ("figi", f"FIGI BBG00{pick(r, 'BCDFGHJKLMNPQRSTVWXYZ0123456789', 7)}"),
        ("bic", f"BIC: {pick(r, string.ascii_uppercase, 6)}2LXXX"),
        ("exchange_order_id", f'"orderId": {digits(r, 11)}, "clientOrderId": "web_{hexs(r, 32)}"'),
        ("ups_tracking", f"Tracking number: 1Z{pick(r, _UP, 6)}03{digits(r, 8)}"),
        ("sscc", f"(00) 3{digits(r, 16)}{r.randint(0, 9)}"),
        ("eori", f"EORI DE{digits(r, 12)}"),
        ("kcv_alone", f"Key check value: {hexs(r, 6).upper()}"),
        ("terminal_ids", f"TID {digits(r, 8)}  MID {digits(r, 15)}"),
        (
            "receipt_codes",
            f"AUTH CODE: {pick(r, _UP, 6)}\nRRN: {digits(r, 12)}\nCARD: **** **** **** "
            f"{digits(r, 4)}",
        ),
        ("invoice_number", f"Invoice INV-2026-{digits(r, 6)} due 2026-12-30"),
        ("x12_control_number", f"IEA*1*{digits(r, 9)}~"),
        ("tx_hash", f"tx 0x{hexs(r, 64)} confirmed"),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return _legacy_rounds(r) + _plant_rounds(r) + _client_rounds(r) + _trade_rounds(r)


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes("kenning-heldout33-look", _rounds, FIXED)
