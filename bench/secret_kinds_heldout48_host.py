"""Held-out 48's mainframe and midrange kinds (`bench/secret_kinds_heldout48.py`), and makers.

What a developer modernising or running an IBM Z or an IBM i estate pastes
into a coding agent: JCL with `PASSWORD=` on a JOB card, an FTP step's input
cards, a `.netrc` data set, a Connect:Direct `SIGNON`, `sshpass` under
BPXBATCH, RACF (`ALTUSER ... PASSWORD`, `PHRASE`, a `PASSTICKET` key in
`RDEFINE PTKTDATA`), ACF2's `CHANGE ... PASSWORD`, Top Secret's `TSS
REPLACE`, a TSO logon and an ISPF screen capture, CICS connection
definitions (`DB2CONN`, an `IPCONN`'s user, a `WEB SEND`'s basic auth, IMS
Connect's RACF password), DB2 `CONNECT ... USING`, a `SYSIBM.USERNAMES`
outbound row, Zowe CLI profiles and `zowe` commands, z/OSMF REST calls, IBM
i `CRTUSRPRF` and `CHGUSRPRF`, an RPG's, a COBOL's and a Natural program's
embedded credentials, a JT400 and an ODBC connection, a CL's `STRTCPFTP`
script, a 3270 emulator's macro, and a REXX exec. The values are eight
capitals and digits (the old RACF limit) or a pass phrase.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import Kind, alnum, b64, pick, pw
from bench.secret_kinds_heldout30_more import kind30 as k

__all__ = ["HOST_KINDS", "L", "aes_b64", "host_pw", "phrase", "xor_was"]

_UPD = string.ascii_uppercase + string.digits


def L(*lines: str) -> str:
    """Lines written one to a string, joined as a file holds them."""
    return "\n".join(lines)


def host_pw(r: random.Random) -> str:
    """A mainframe password: eight capitals and digits, with two digits at least."""
    while True:
        v = pick(r, string.ascii_uppercase, 1) + pick(r, _UPD, 7)
        if sum(c.isdigit() for c in v) >= 2:
            return v


def phrase(r: random.Random) -> str:
    """A RACF pass phrase: words and digits, 16 to 24 letters."""
    return f"{alnum(r, 6)}-{alnum(r, 5)}-{alnum(r, 6)}"


def aes_b64(r: random.Random) -> str:
    """The body of a WebLogic `{AES}` or `{AES256}` value: reversible with the domain's key."""
    return b64(r, 44)


def xor_was(r: random.Random) -> str:
    """The body of a WebSphere `{xor}` value: a password XOR `_`, in base64 (reversible)."""
    raw = bytes(ord(c) ^ 0x5F for c in pw(r))
    return base64.b64encode(raw).decode()


_JCL: tuple[Kind, ...] = (
    k(
        "jcl_job_card_password",
        "config",
        L(
            "//PAYRL01  JOB (ACCT{d4}),'NIGHTLY PAYROLL',CLASS=A,MSGCLASS=X,",
            "//             USER=PAYBAT1,PASSWORD={v},NOTIFY=&SYSUID",
            "//STEP010  EXEC PGM=PAYR100",
        ),
        value=host_pw,
    ),
    k(
        "jcl_job_card_password_newpass",
        "config",
        L(
            "//CHGPW    JOB (0000),'ROTATE',CLASS=A,",
            "//             USER=OPSBAT2,PASSWORD=(OLD{d4},{v})",
            "//IEFBR14  EXEC PGM=IEFBR14",
        ),
        value=host_pw,
    ),
    k(
        "jcl_ftp_input_card",
        "config",
        L(
            "//FTPSTEP  EXEC PGM=FTP,PARM='(EXIT TIMEOUT 60'",
            "//SYSPRINT DD SYSOUT=*",
            "//INPUT    DD *",
            "partner-sftp.example.com",
            "edixfer",
            "{v}",
            "PUT 'PROD.EDI.OUT.D{d6}' outbound/inv.edi",
            "QUIT",
            "/*",
        ),
        value=host_pw,
    ),
    k(
        "jcl_netrc_dataset",
        "config",
        L(
            "//NETRC    DD DSN=OPSBAT.NETRC,DISP=SHR",
            " EDIT OPSBAT.NETRC",
            "000001 machine gateway.example.com login opsbat password {v}",
        ),
        value=host_pw,
    ),
    k(
        "jcl_db2_dsnti_parm_connect",
        "code",
        L(
            "//SYSTSIN  DD *",
            "  DSN SYSTEM(DB2P)",
            "  RUN PROGRAM(DSNTEP2) PLAN(DSNTEP12)",
            "//SYSIN    DD *",
            "  CONNECT TO DB2PLOC USER BATCHDB USING '{v}';",
        ),
        value=host_pw,
    ),
    k(
        "jcl_sftp_bpxbatch_sshpass",
        "cli",
        L(
            "//SFTP     EXEC PGM=BPXBATCH",
            "//STDPARM  DD *",
            "SH export SSHPASS='{v}'; sshpass -e sftp -b /u/opsbat/put.txt",
            "  xfer@edi.example.net",
        ),
    ),
    k(
        "jcl_connect_direct_signon",
        "config",
        L(
            "//DMBATCH  EXEC PGM=DMBATCH,PARM=(YYSLYNN)",
            "//SYSIN    DD *",
            "  SIGNON USERID=(CDUSER1,{v}) NODE=CD.PROD.NODE1",
            "  SUBMIT PROC=SENDPAY SNODE=CD.PARTNER.NODE",
            "  SIGNOFF",
        ),
        value=host_pw,
    ),
)

_SECURITY: tuple[Kind, ...] = (
    k(
        "racf_altuser_password",
        "cli",
        "ALTUSER PAYBAT1 PASSWORD({v}) NOEXPIRED RESUME",
        "READY\n altuser opsbat2 password({v}) noexpired\nREADY",
        value=host_pw,
    ),
    k(
        "racf_altuser_phrase",
        "cli",
        "ALTUSER ZOWEADM PHRASE('{v}') NOEXPIRED",
        value=phrase,
    ),
    k(
        "racf_adduser_password",
        "cli",
        L(
            "ADDUSER CICSRGN1 DFLTGRP(STCGRP) OWNER(SYS1) PASSWORD({v}) +",
            "  NAME('CICS REGION PROD') TSO(ACCTNUM({d4}))",
        ),
        value=host_pw,
    ),
    k(
        "racf_ptktdata_key",
        "cli",
        L(
            "RDEFINE PTKTDATA IRRZOWE SSIGNON(KEYMASKED({v})) APPLDATA('NO REPLAY PROTECTION')",
            "SETROPTS RACLIST(PTKTDATA) REFRESH",
        ),
        value=lambda r: pick(r, "0123456789ABCDEF", 16),
    ),
    k(
        "tso_logon_password_echoed",
        "output",
        L(
            "ICH70001I OPSBAT2  LAST ACCESS AT 07:12:55 ON TUESDAY, DECEMBER 1, 2026",
            "IKJ56700A ENTER PASSWORD FOR OPSBAT2 -",
            "{v}",
            "ICH70008I IBM RACF PROCESSED SMF TYPE 80 RECORD",
        ),
        value=host_pw,
    ),
    k(
        "acf2_change_password",
        "cli",
        L("ACF", " CHANGE PAYBAT1 PASSWORD({v}) NOPSWD-EXP", " END"),
        value=host_pw,
    ),
    k(
        "acf2_insert_logonid",
        "cli",
        "INSERT OPSBAT3 NAME(BATCH OPS) PASSWORD({v}) JOB TSO NO-SMC",
        value=host_pw,
    ),
    k(
        "top_secret_replace_password",
        "cli",
        "TSS REPLACE(DB2BAT1) PASSWORD({v},90,EXP)",
        "TSS CREATE(MQBAT01) TYPE(USER) NAME('MQ BATCH') DEPT(OPS) PASSWORD({v},0)",
        value=host_pw,
    ),
    k(
        "tso_logon_screen_capture",
        "output",
        L(
            "------------------------------- TSO/E LOGON -----------------------------------",
            " Enter LOGON parameters below:                   RACF LOGON parameters:",
            " Userid    ===> OPSBAT2",
            " Password  ===> {v}                         New Password ===>",
            " Procedure ===> ISPFPROC                         Group Ident  ===>",
        ),
        value=host_pw,
    ),
    k(
        "ispf_edit_member_credentials",
        "output",
        L(
            " EDIT       PROD.PARMLIB(FTPCRED) - 01.03               Columns 00001 00072",
            " ****** ***************************** Top of Data ******************************",
            " 000100 USERID=EDIXFER",
            " 000200 PASSWD={v}",
            " ****** **************************** Bottom of Data ****************************",
        ),
        value=host_pw,
    ),
    k(
        "x3270_script_login",
        "code",
        L(
            'String("OPSBAT2") Tab()',
            'String("{v}") Enter()',
            'Wait(InputField) String("ISPF") Enter()',
        ),
        value=host_pw,
    ),
    k(
        "rexx_exec_hardcoded_password",
        "code",
        L(
            "/* REXX - nightly extract */",
            "user = 'DB2BAT1'",
            "pass = '{v}'",
            "address tso \"ALLOC F(SYSIN) DA('PROD.EXTRACT.SQL') SHR\"",
        ),
        value=host_pw,
    ),
)

_DB2_CICS: tuple[Kind, ...] = (
    k(
        "db2_connect_using_clp",
        "cli",
        "db2 connect to DB2PLOC user db2bat1 using {v}",
        "db2 \"connect to SAMPLEZ user batchdb using '{v}'\"",
    ),
    k(
        "db2_sysibm_usernames_insert",
        "code",
        L(
            "INSERT INTO SYSIBM.USERNAMES (TYPE, AUTHID, LINKNAME, NEWAUTHID, PASSWORD)",
            "  VALUES ('O', ' ', 'DRDALNK1', 'REMUSR01', '{v}');",
        ),
        value=host_pw,
    ),
    k(
        "db2_jcc_url_password",
        "dsn",
        "jdbc:db2://zos-prod.example.com:446/DB2PLOC:user=DB2BAT1;password={v};"
        "securityMechanism=3;",
    ),
    k(
        "db2_dsntiaul_cli_ini",
        "config",
        L("[DB2PLOC]", "Database=DB2PLOC", "Protocol=TCPIP", "UID=db2rdr", "PWD={v}"),
    ),
    k(
        "cics_db2conn_csd_listing",
        "output",
        L(
            "DEFINE DB2CONN(DB2P) GROUP(DB2GRP)",
            "       DB2ID(DB2P) AUTHTYPE(USERID) AUTHID(CICSDB2)",
            "* connection test from the region: signon CICSDB2 / {v} OK",
        ),
        value=host_pw,
    ),
    k(
        "cics_ipconn_cemt_esmreason_with_pw",
        "output",
        L(
            "DFHXS1111 12/01/2026 09:14:02 CICSPRD1 Security violation by user CICSUSR1",
            "  password {v} rejected for IPCONN(SAPGW01) - EXPIRED",
        ),
        value=host_pw,
    ),
    k(
        "cics_web_client_basic_auth",
        "code",
        L(
            "       01 WS-USER      PIC X(8)  VALUE 'WEBBAT1'.",
            "       01 WS-PASS      PIC X(8)  VALUE '{v}'.",
            "           EXEC CICS WEB SEND GET CHARACTERSET('UTF-8')",
            "                AUTHENTICATE(BASICAUTH) USERNAME(WS-USER) PASSWORD(WS-PASS)",
        ),
        value=host_pw,
    ),
    k(
        "ims_connect_java_password",
        "code",
        L(
            "TmInteraction ti = conn.createInteraction();",
            'ti.setRacfUserId("IMSBAT01");',
            'ti.setRacfPassword("{v}");',
        ),
        value=host_pw,
    ),
)

_ZOWE: tuple[Kind, ...] = (
    k(
        "zowe_profile_create_password",
        "cli",
        "zowe profiles create zosmf-profile prod --host zosmf.example.com --port 443 "
        "--user OPSBAT2 --password {v} --reject-unauthorized false",
        value=host_pw,
    ),
    k(
        "zowe_config_json_secure_plain",
        "config",
        L(
            "{",
            '  "profiles": {',
            '    "lpar1": {',
            '      "properties": {"host": "zos1.example.com", "port": 443,',
            '        "user": "OPSBAT2", "password": "{v}"},',
            '      "secure": []',
            "    }",
            "  }",
            "}",
        ),
        value=host_pw,
    ),
    k(
        "zowe_env_password",
        "cli",
        "export ZOWE_OPT_USER=OPSBAT2 ZOWE_OPT_PASSWORD='{v}' && zowe zos-jobs list jobs",
        value=host_pw,
    ),
    k(
        "zosmf_curl_basic",
        "cli",
        "curl -k -u OPSBAT2:{v} -H 'X-CSRF-ZOSMF-HEADER: true' "
        "https://zosmf.example.com/zosmf/restjobs/jobs?owner=OPSBAT2",
        value=host_pw,
    ),
    k(
        "zowe_ssh_profile_passphrase",
        "cli",
        "zowe profiles create ssh-profile uss --host zos1.example.com --user OPSBAT2 "
        "--privateKey ~/.ssh/zos_rsa --keyPassphrase '{v}'",
        value=phrase,
    ),
    k(
        "ftp_zos_session_transcript",
        "output",
        L(
            "$ ftp zos1.example.com",
            "220-FTPD1 IBM FTP CS V2R5 at ZOS1.EXAMPLE.COM, 09:02:11 on 2026-12-01.",
            "Name (zos1.example.com:dev): OPSBAT2",
            "331 Send password please.",
            "Password: {v}",
            '230 OPSBAT2 is logged on.  Working directory is "OPSBAT2.".',
        ),
        value=host_pw,
    ),
    k(
        "python_ftplib_zos_login",
        "code",
        L(
            "ftp = FTP('zos1.example.com')",
            "ftp.login('OPSBAT2', '{v}')",
            "ftp.sendcmd('SITE FILETYPE=JES')",
        ),
        value=host_pw,
    ),
)

_IBMI: tuple[Kind, ...] = (
    k(
        "ibmi_crtusrprf",
        "cli",
        "CRTUSRPRF USRPRF(EDIBATCH) PASSWORD({v}) USRCLS(*USER) PWDEXP(*NO) TEXT('EDI batch')",
        value=host_pw,
    ),
    k(
        "ibmi_chgusrprf",
        "cli",
        "CHGUSRPRF USRPRF(QSECOFR) PASSWORD({v}) STATUS(*ENABLED)",
        value=host_pw,
    ),
    k(
        "ibmi_cl_strtcpftp_script",
        "config",
        L("EDIXFER {v}", "BIN", "PUT /QSYS.LIB/EDILIB.LIB/OUTQ.FILE inv.edi", "QUIT"),
        value=host_pw,
    ),
    k(
        "ibmi_jt400_connection",
        "code",
        'AS400 system = new AS400("ibmi-prod.example.com", "JAVABAT", "{v}");',
        value=host_pw,
    ),
    k(
        "ibmi_odbc_connection_string",
        "dsn",
        "DRIVER={IBM i Access ODBC Driver};SYSTEM=ibmi-prod.example.com;UID=RPTUSER;"
        "PWD={v};DBQ=SALESLIB",
        value=host_pw,
    ),
    k(
        "rpgle_embedded_sql_connect",
        "code",
        L(
            "**free",
            "dcl-s wUser char(10) inz('REMUSR01');",
            "dcl-s wPass char(10) inz('{v}');",
            "exec sql connect to REMOTEDB user :wUser using :wPass;",
        ),
        value=host_pw,
    ),
    k(
        "cobol_working_storage_password",
        "code",
        L(
            "       WORKING-STORAGE SECTION.",
            "       01  WS-DB-USER        PIC X(08) VALUE 'DB2BAT1 '.",
            "       01  WS-DB-PASSWORD    PIC X(08) VALUE '{v}'.",
            "           EXEC SQL CONNECT :WS-DB-USER IDENTIFIED BY :WS-DB-PASSWORD",
        ),
        value=host_pw,
    ),
    k(
        "cobol_microfocus_odbc_connect",
        "code",
        L(
            "           MOVE 'DSN=LEGACYDW;UID=cobrun;PWD={v}'",
            "             TO WS-CONN-STRING",
            "           EXEC SQL CONNECT USING :WS-CONN-STRING END-EXEC",
        ),
    ),
    k(
        "natural_adabas_security_password",
        "code",
        L(
            "DEFINE DATA LOCAL",
            "1 #PSW (A8) INIT <'{v}'>",
            "END-DEFINE",
            "CALLNAT 'USR1030N' #USERID #PSW #NEWPSW",
        ),
        value=host_pw,
    ),
)

HOST_KINDS: tuple[Kind, ...] = (*_JCL, *_SECURITY, *_DB2_CICS, *_ZOWE, *_IBMI)
