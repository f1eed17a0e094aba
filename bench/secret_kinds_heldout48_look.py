"""The look-alikes of held-out 48 (`bench/secret_kinds_heldout48.py`): no secret in any of them.

What an old estate prints and pastes that looks like a secret and is not,
in this set's shapes. This file holds the drawn ones (three draws each);
`_look2.py` the fixed ones.

The decisions the set makes: the ids and names of mainframe work are
look-alikes (dataset names and generations, JES job ids, volume serials,
PTF and APAR numbers, DB2 consistency tokens, an IBM i job's number, a
RACF `LISTUSER` without its password), and so are SAP's (transport
requests, IDoc numbers, an RFC's transaction id, SAP GUI's landscape
`uuid`s, `hdbuserstore LIST`), Oracle's (SIDs and service names in
`tnsnames.ora`, `SQL_ID`s, plan hash values, `ROWID`s, a DBID,
`mkstore -listCredential`), IBM MQ's (message and correlation ids,
channel and queue manager names, certificate labels), .NET's (a COM
CLSID, a strong name's public key token, `__VIEWSTATEGENERATOR`, an
IIS log line), integration's (a WS-Addressing message id, an X.509
`BinarySecurityToken` — a certificate, public —, BizTalk's tracking ids,
an EDI interchange with empty authorisation fields and its control
numbers, an AS2 MIC, a host key's fingerprint, Control-M order ids) and
LDAP's (an `objectGUID::` and `objectSid::` in base64, DNs, timestamps),
with public certificates, keystore listings and install media checksums.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import LookAlike, b64, digits, hexs, look_alikes, lower_alnum, pick
from bench.secret_kinds_heldout48_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_UP = string.ascii_uppercase
_UPD = string.ascii_uppercase + string.digits


def _guid(r: random.Random) -> str:
    h = hexs(r, 32).upper()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def _raw64(r: random.Random, n: int) -> str:
    return base64.b64encode(bytes(r.randrange(256) for _ in range(n))).decode()


def _colon_hex(r: random.Random, n: int) -> str:
    return ":".join(hexs(r, 2).upper() for _ in range(n))


def _pem_body(r: random.Random, lines: int) -> str:
    return "\n".join(b64(r, 64) for _ in range(lines))


def _host_rounds(r: random.Random) -> list[tuple[str, str]]:
    gen = f"G{r.randrange(1, 9999):04d}V00"
    job = f"JOB{digits(r, 5)}"
    return [
        (
            "jcl_job_card_no_password",
            f"//PAYRL{digits(r, 2)}  JOB (ACCT{digits(r, 4)}),'NIGHTLY PAYROLL',CLASS=A,"
            "MSGCLASS=X,\n//             NOTIFY=&SYSUID,REGION=0M\n"
            f"//IN       DD DSN=PROD.PAYROLL.D{digits(r, 6)}.{gen},DISP=SHR",
        ),
        (
            "jes_job_listing",
            f"$ zowe zos-jobs list jobs --owner OPSBAT2\n{job} PAYRL01  CC 0000 OUTPUT\n"
            f"JOB{digits(r, 5)} EDIXFER  CC 0004 OUTPUT\nJOB{digits(r, 5)} DB2REORG ABEND S322",
        ),
        (
            "racf_listuser_output",
            "USER=OPSBAT2  NAME=BATCH OPS  OWNER=SYS1  "
            f"CREATED={digits(r, 2)}.{r.randrange(1, 365):03d}"
            "\n DEFAULT-GROUP=OPSGRP PASSDATE=26.335 PASS-INTERVAL= 90 PHRASEDATE=N/A\n"
            " ATTRIBUTES=NONE\n LAST-ACCESS=26.335/07:12:55",
        ),
        (
            "db2_consistency_token",
            f"DSNT408I SQLCODE = -805, ERROR: DBRM OR PACKAGE NAME DB2PLOC.COLL1.PAYR100."
            f"{pick(r, _UPD, 16)} NOT FOUND IN PLAN PAYRPLAN\n CONTOKEN X'{hexs(r, 16).upper()}'",
        ),
        (
            "volser_and_ptf",
            f"VOL=SER=PRD{digits(r, 3)}  UNIT=3390\nSMP/E APPLY PTF UI{digits(r, 5)} "
            f"(APAR PH{digits(r, 5)}) FMID HDBCC10",
        ),
        (
            "ibmi_job_number",
            f"Job {digits(r, 6)}/QUSER/QZDASOINIT started on 12/01/26 at 02:00:{digits(r, 2)} "
            "in subsystem QUSRWRK",
        ),
        (
            "cics_transaction_ids",
            f"CEMT I TRAN(ORD*)\n Tra(ORD1) Pri( 001 ) Pro(ORDP{digits(r, 3)}) Tcl( DFHTCL00 ) "
            f"Ena Sta\n Tra(ORD2) Pri( 001 ) Pro(ORDP{digits(r, 3)}) Ena Sta",
        ),
        (
            "smf_record_summary",
            f"SMF type 30 subtype 5 job {job} step STEP010 CPU {r.randrange(1, 999)}.{digits(r, 2)}"
            f" EXCP {digits(r, 6)} token {hexs(r, 16).upper()}",
        ),
    ]


def _erp_rounds(r: random.Random) -> list[tuple[str, str]]:
    sql_id = pick(r, "0123456789abcdfghjkmnpqrstuvwxyz", 13)
    return [
        (
            "sap_transport_request",
            f"Transport PRDK9{digits(r, 5)} (client 100) released by DEV_JDOE; import queue of "
            f"QAS: PRDK9{digits(r, 5)}, PRDK9{digits(r, 5)}",
        ),
        (
            "sap_idoc_number",
            f"IDoc {digits(r, 16)} status 51 (Application document not posted), message type "
            "ORDERS05, partner LS/LEGACY01",
        ),
        (
            "sap_rfc_tid",
            f"SM58: tRFC {'0A141E' + hexs(r, 18).upper()} function Z_ORDER_POST destination "
            "PRD_RFC status: Connection closed",
        ),
        (
            "sap_gui_landscape_uuid",
            f'<Service type="SAPGUI" uuid="{_guid(r).lower()}" name="PRD" '
            f'systemid="PRD" msid="{_guid(r).lower()}" server="sapprd-ms:3600"/>',
        ),
        (
            "hana_backup_id",
            f"backup catalog: BACKUP_ID={digits(r, 13)} ENTRY_TYPE=complete data backup "
            f"DESTINATION=/hana/backup/data/COMPLETE_DATA_BACKUP_databackup_0_1 "
            f"SIZE={digits(r, 10)}",
        ),
        (
            "oracle_sql_id_plan_hash",
            f"SQL_ID  {sql_id}, child number 0\nPlan hash value: {digits(r, 10)}\n"
            f"| Id  | Operation         | Name     |\n|   0 | SELECT STATEMENT  |          |",
        ),
        (
            "oracle_rowid_dbid",
            f"DBID={digits(r, 10)}\nROWID: AAAR{pick(r, string.ascii_letters + string.digits, 2)}"
            f"AAE{pick(r, _UP, 3)}ACX{pick(r, _UP, 3)}  ORDER_ID={digits(r, 7)}",
        ),
        (
            "tnsnames_entry",
            "PRODDB =\n  (DESCRIPTION =\n    (ADDRESS = (PROTOCOL = TCP)(HOST = "
            f"db-prd{r.randrange(1, 9)}"
            ".example.com)(PORT = 1521))\n    (CONNECT_DATA = (SERVICE_NAME = ORCLPDB1)"
            f"(INSTANCE_NAME = PROD{r.randrange(1, 4)})))",
        ),
        (
            "weblogic_domain_uid",
            f"<domain><name>legacy_domain</name><domain-version>14.1.1.0.0</domain-version>"
            f"<configuration-version>14.1.1.0.0</configuration-version><admin-server-name>"
            f"AdminServer</admin-server-name></domain>\n<!-- uuid {_guid(r).lower()} -->",
        ),
    ]


def _mw_rounds(r: random.Random) -> list[tuple[str, str]]:
    qm = "QM_PROD01"
    return [
        (
            "mq_message_id",
            f"MsgId : X'414D5120{qm.encode().hex().upper()}20{hexs(r, 14).upper()}'\n"
            f"CorrelId : X'{hexs(r, 48).upper()}'",
        ),
        (
            "mq_cert_label",
            f"runmqakm -cert -list -db key.kdb -stashed\nCertificates found\n* default, - personal"
            f"\n-\tibmwebspheremq{qm.lower()}\n!\tpartner-ca-{digits(r, 4)}",
        ),
        (
            "mq_display_chstatus",
            f"AMQ8417I: Display Channel Status details.\n   CHANNEL(APP.SVRCONN) CHLTYPE(SVRCONN)"
            f"\n   CONNAME(10.20.{r.randrange(1, 254)}.{r.randrange(1, 254)}) CURRENT\n"
            f"   STATUS(RUNNING) SUBSTATE(RECEIVE) MCAUSER(mqapp)",
        ),
        (
            "was_xmi_ids",
            f'<security:Security xmi:id="Security_{digits(r, 13)}" enabled="true">\n'
            f'  <authMechanisms xmi:type="security:LTPA" xmi:id="LTPA_{digits(r, 13)}" '
            'timeout="120"/>',
        ),
        (
            "jboss_deployment_sha1",
            f'<deployment name="legacy.war" runtime-name="legacy.war">\n  <content sha1="'
            f'{hexs(r, 40)}"/>\n</deployment>',
        ),
        (
            "keytool_list_fingerprint",
            f"Alias name: tomcat\nCreation date: Dec 1, 2026\nEntry type: PrivateKeyEntry\n"
            f"Certificate fingerprint (SHA-256): {_colon_hex(r, 32)}",
        ),
        (
            "certificate_pem_partner",
            "-----BEGIN CERTIFICATE-----\n" + _pem_body(r, 4) + "\n-----END CERTIFICATE-----",
        ),
        (
            "cert_serial_and_oid",
            f"Serial Number: {_colon_hex(r, 16).lower()}\nPolicy: "
            f"1.3.6.1.4.1.{r.randrange(1000, 60000)}"
            f".{r.randrange(1, 9)}.{r.randrange(1, 9)}",
        ),
    ]


def _win_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "com_clsid_registry",
            f"[HKEY_CLASSES_ROOT\\CLSID\\{{{_guid(r)}}}\\InprocServer32]\n"
            '@="C:\\\\Legacy\\\\OrdersCom.dll"\n"ThreadingModel"="Apartment"',
        ),
        (
            "public_key_token",
            f'<add assembly="Legacy.Orders, Version=4.2.0.0, Culture=neutral, '
            f'PublicKeyToken={hexs(r, 16)}" />',
        ),
        (
            "viewstate_generator",
            f'<input type="hidden" name="__VIEWSTATEGENERATOR" id="__VIEWSTATEGENERATOR" '
            f'value="{hexs(r, 8).upper()}" />',
        ),
        (
            "iis_log_line",
            f"2026-12-01 02:14:{digits(r, 2)} 10.0.4.{r.randrange(2, 250)} POST /Orders.asmx - 443 "
            f"- 10.9.8.{r.randrange(2, 250)} - 200 0 0 {r.randrange(10, 900)}",
        ),
        (
            "msi_product_code",
            f"msiexec /x {{{_guid(r)}}} /qn /l*v uninstall.log  (UpgradeCode {{{_guid(r)}}})",
        ),
        (
            "webconfig_integrated_security",
            f'<add name="Legacy" connectionString="Data Source=SQLPRD0{r.randrange(1, 9)};'
            'Initial Catalog=Orders;Integrated Security=SSPI;" '
            'providerName="System.Data.SqlClient"/>',
        ),
        (
            "windows_event_logon_failure",
            f"An account failed to log on.\n Account Name: svc-legacy\n Failure Reason: Unknown "
            f"user name or bad password.\n Logon ID: 0x{hexs(r, 8).upper()}\n Process ID: "
            f"0x{hexs(r, 4)}",
        ),
    ]


def _integ_rounds(r: random.Random) -> list[tuple[str, str]]:
    ctl = digits(r, 9)
    return [
        (
            "wsa_message_id",
            f"<wsa:MessageID>urn:uuid:{_guid(r).lower()}</wsa:MessageID>\n<wsu:Timestamp "
            f'wsu:Id="TS-{hexs(r, 32).upper()}"><wsu:Created>2026-12-01T02:00:00Z</wsu:Created>'
            "</wsu:Timestamp>",
        ),
        (
            "wsse_binary_security_token_cert",
            '<wsse:BinarySecurityToken EncodingType="...#Base64Binary" ValueType="...#X509v3" '
            f'wsu:Id="X509-{hexs(r, 16).upper()}">MIID'
            + b64(r, 120)
            + "</wsse:BinarySecurityToken>",
        ),
        (
            "biztalk_tracking_ids",
            f"MessageInstanceId {{{_guid(r)}}} ServiceInstanceId {{{_guid(r)}}} "
            "Suspended (resumable): SP_Legacy_FTP",
        ),
        (
            "edi_isa_segment",
            f"ISA*00*          *00*          *ZZ*SUPP{digits(r, 6)}     *ZZ*ACMERETAIL01   *"
            f"261201*0200*U*00401*{ctl}*0*P*>~\n"
            f"GS*PO*SUPP*ACME*20261201*0200*{digits(r, 4)}*X*004010~",
        ),
        (
            "as2_mdn_mic",
            "Disposition: automatic-action/MDN-sent-automatically; processed\n"
            "Received-Content-MIC:"
            f" {_raw64(r, 32)}, sha-256\nOriginal-Message-ID: <{hexs(r, 20)}@as2.example>",
        ),
        (
            "winscp_hostkey_fingerprint",
            f'open sftp://edixfer@edi.partner.example/ -privatekey=C:\\keys\\edi.ppk -hostkey="'
            f'ssh-ed25519 255 {_raw64(r, 32).rstrip("=")}"',
        ),
        (
            "controlm_order_id",
            f"ctmpsm -LISTALL\nOrderID {pick(r, _UPD, 5)} FINXFER Ended OK run 1\nOrderID "
            f"{pick(r, _UPD, 5)} FINLOAD Wait Condition",
        ),
        (
            "ldif_objectguid_sid",
            f"dn: CN=svc-legacy,OU=Service,DC=corp,DC=example\nobjectGUID:: {_raw64(r, 16)}\n"
            f"objectSid:: AQUAAAAAAAUVAAAA{_raw64(r, 15)}\npwdLastSet: 1339{digits(r, 14)}",
        ),
        (
            "install_media_checksum",
            f"$ sha256sum fmw_14.1.1.0.0_wls_lite_generic.jar\n{hexs(r, 64)}  "
            "fmw_14.1.1.0.0_wls_lite_generic.jar",
        ),
        (
            "ticket_ids",
            f"INC{digits(r, 7)} / CHG{digits(r, 7)}: rotate RFC_BATCH after cutover; "
            f"ref {lower_alnum(r, 10)}",
        ),
    ]


def _more_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "ssh_public_key_partner",
            f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{b64(r, 120)} edixfer@partner",
        ),
        (
            "pgp_public_key_block",
            "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n"
            + _pem_body(r, 3)
            + "\n="
            + b64(r, 4)
            + "\n-----END PGP PUBLIC KEY BLOCK-----",
        ),
        (
            "oracle_session_ids",
            f"SID,SERIAL#: {r.randrange(10, 999)},{digits(r, 5)}  AUDSID {digits(r, 8)}  "
            f"SQL_EXEC_ID {digits(r, 8)}  MODULE ORDERS.fmx",
        ),
        (
            "db2_appl_ids",
            f"Auth Id  Application Name  Appl. Handle  Application Id\nDB2BAT1  db2bp  "
            f"{digits(r, 5)}  *LOCAL.db2inst1.26120102{digits(r, 4)}",
        ),
        (
            "sap_bp_guid",
            f"BUT000 PARTNER {digits(r, 10)} PARTNER_GUID {hexs(r, 32).upper()} TYPE 2",
        ),
        (
            "ebs_concurrent_request",
            f"Concurrent request {digits(r, 8)} (Payables Open Interface Import) completed "
            f"Normal; log o{digits(r, 8)}.out",
        ),
        (
            "migration_commit_sha",
            f"commit {hexs(r, 40)}\nAuthor: Legacy Team <legacy@example.com>\n\n"
            "    move RFC destinations to sapnwrfc.ini templates (no values)",
        ),
        (
            "weblogic_ini_checksum",
            f"$ sha1sum security/SerializedSystemIni.dat\n{hexs(r, 40)}  "
            "security/SerializedSystemIni.dat",
        ),
        (
            "keytool_serial_validity",
            f"Owner: CN=legacy.example.com\nSerial number: {hexs(r, 32)}\n"
            "Valid from: Mon Dec 01 00:00:00 UTC 2026 until: Tue Dec 01 23:59:59 UTC 2027",
        ),
        (
            "mq_qmid",
            f"QMID(QM_PROD01_2026-12-01_02.00.{digits(r, 2)}) CLUSTER(LEGACY) "
            f"CLUSQMGR(QM_PROD01) TYPE(CLUSRCVR)",
        ),
        (
            "jes_hasp_messages",
            f"$HASP373 PAYRL01  STARTED - INIT 4    - CLASS A        - SYS ZOS1\n"
            f"$HASP395 PAYRL01  ENDED - RC=0000\n$HASP165 PAYRL01  ENDED AT N1  MAXCC=0000 "
            f"JOB{digits(r, 5)}",
        ),
        (
            "vbproj_project_guid",
            f"<ProjectGuid>{{{_guid(r)}}}</ProjectGuid>\n<RootNamespace>LegacyOrders"
            "</RootNamespace>",
        ),
        (
            "ldap_entry_uuid_csn",
            f"entryUUID: {_guid(r).lower()}\nentryCSN: 20261201020011.{digits(r, 6)}Z#000000#000"
            "#000000",
        ),
        (
            "klist_keytab_no_keys",
            f"$ klist -k /etc/legacy.keytab\nKVNO Principal\n---- ----------------\n"
            f"   {r.randrange(2, 9)} HTTP/legacy.corp.example@CORP.EXAMPLE",
        ),
        (
            "soap_etag_and_request_id",
            f'HTTP/1.1 200 OK\nETag: "{hexs(r, 32)}"\nX-Request-ID: {_guid(r).lower()}\n'
            "Content-Type: text/xml; charset=utf-8",
        ),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        *_host_rounds(r),
        *_erp_rounds(r),
        *_mw_rounds(r),
        *_win_rounds(r),
        *_integ_rounds(r),
        *_more_rounds(r),
    ]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes("kenning-wide-heldout48-look", _rounds, FIXED)
