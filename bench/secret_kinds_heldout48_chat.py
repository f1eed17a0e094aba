"""Held-out 48's chat and split values (`bench/secret_kinds_heldout48.py`).

People handing a coding agent the login of an old system in a sentence (a
mainframe batch user's password, an SAP RFC user's, an Oracle schema's,
WebLogic's `weblogic`, an MQ channel's, an FTP partner's, an LDAP bind's,
a service account's that an IIS pool runs as), in languages the chats of
held-out 27 and 36 to 47 did not use: Kashubian, Mirandese, Lombard,
Ligurian, Romani, Võro, Aranese, Picard, Tarantino and Plautdietsch;
Bemba, Nuer, Dinka, Maasai, Kalenjin and Lusoga; Mizo, Sherpa, Shughni and
Wakhi (Latin letters), Brahui and Lepcha (Latin letters); Navajo, Plains
Cree, Mohawk, Inupiaq, Isthmus Zapotec, Mixtec, Otomi, Purépecha and
Cheyenne; Nauruan and Sranan Tongo; and English handovers of an old estate
by the one who is leaving. Then values split: a COBOL literal continued on
a `-` line, a JCL parameter continued past column 71, a VBA string joined
with `& _`, an LDIF value folded at 76 columns, an Oracle `||`, a batch
file's two `set`s, a password read out over two chat messages and a
fixed-column record cut by a viewer's width.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, b64_of, pw, split_kind
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout48_host import host_pw, phrase

__all__ = ["CHAT_KINDS"]


def _said(name: str, *forms: str, value: Callable[[random.Random], str] = pw) -> Kind:
    return k(name, "prose", *forms, value=value)


def _half(r: random.Random) -> str:
    return alnum(r, 12)


def _ldif_folded(r: random.Random) -> tuple[str, str]:
    """`userPassword::` folded by an LDIF writer at 76 columns: the cut falls in the value."""
    value = b64_of(pw(r, 66))
    line = "userPassword:: " + value
    head, tail = line[:76], line[76:]
    return head[
        len("userPassword:: ") :
    ], f"dn: uid=batch,ou=svc,dc=example,dc=com\n{head}\n {tail}"


def _fixed_record(r: random.Random) -> tuple[str, str]:
    """An 80-column credentials record shown by a 40-column viewer: the password is cut."""
    pwd = host_pw(r) + host_pw(r)
    rec = f"{'EDIXFER':<8}{'PARTNER01':<10}{'SFTP':<6}{'':<6}{pwd:<16}".ljust(80)
    return pwd[:10], "\n".join(rec[i : i + 40] for i in range(0, 80, 40))


_EUROPE: tuple[Kind, ...] = (
    _said(
        "chat_kashubian_racf",
        "Hasło bacznégò brëkòwnika PAYBAT1 na mainframie to {v}, zmieni je w JCL.",
        value=host_pw,
    ),
    _said(
        "chat_mirandese_sap",
        "La palabra-passe de l outelizador RFC_BATCH ne l SAP ye {v}; bota-la ne l sapnwrfc.ini.",
    ),
    _said(
        "chat_lombard_oracle",
        "La password del schema FIN_APP in sul Oracle vecc l'è {v}, mettela in del tnsnames.",
    ),
    _said(
        "chat_ligurian_weblogic",
        "A pasuòrd de weblogic in sciô server de produçión a l'é {v}, no a dî a nisciùn.",
    ),
    _said(
        "chat_romani_mq",
        "O password le kanaloske APP.SVRCONN ando MQ si {v}, na sikav les khanikaske.",
    ),
    _said(
        "chat_voro_ftp",
        "Partneri FTP kasutaja om edixfer ja salasõna {v}, pandku tuu skripti sisse.",
    ),
    _said(
        "chat_aranese_ldap",
        "Eth mot de pas deth bind LDAP cn=admin ei {v}; cambia-lo dempús dera migracion.",
    ),
    _said(
        "chat_picard_iis",
        "Ech mot d'passe du conte svc-legacy pour ch'pool IIS, ch'est {v}, mets-le din l'config.",
    ),
    _said(
        "chat_tarantino_db2",
        "'A password d'u DB2 p'u utente db2inst1 jè {v}, mìttele jndr'a 'u db2dsdriver.cfg.",
    ),
    _said(
        "chat_plautdietsch_tomcat",
        "Daut Passwuat fa dän Tomcat manager deployer es {v}, schriew daut nich enn't Wiki.",
    ),
)

_AFRICA: tuple[Kind, ...] = (
    _said(
        "chat_bemba_jboss",
        "Password ya datasource LegacyDS pa JBoss ni {v}, mwibika mu standalone.xml.",
    ),
    _said(
        "chat_nuer_controlm",
        "Password FTP-PASS ɛ Control-M ɛ {v}, kä jɔ̱b FINXFER.",
    ),
    _said(
        "chat_dinka_hana",
        "Password de SYSTEM në HANA ee {v}, ye tääu thïn hdbuserstore.",
    ),
    _said(
        "chat_maasai_ad",
        "Password oo svc-export te CORP naa {v}; inchoo schtasks.",
    ),
    _said(
        "chat_kalenjin_sftp",
        "Password ne bo edixfer ab SFTP ko {v}, ingen ak ketes ab WinSCP script.",
    ),
    _said(
        "chat_lusoga_was",
        "Password ya wasadmin ku WebSphere eri {v}, ogiteke mu wsadmin.",
    ),
)

_ASIA: tuple[Kind, ...] = (
    _said(
        "chat_mizo_zos",
        "Mainframe-a OPSBAT2 password chu {v} a ni, Zowe profile-ah dah rawh.",
        value=host_pw,
    ),
    _said(
        "chat_sherpa_oracle_sys",
        "PRODDB gi sys password di {v} yin, rman script la chuk.",
    ),
    _said(
        "chat_shughni_tibco",
        "TIBCO EMS admin password yu {v}, tibemsadmin-ard xoy.",
    ),
    _said(
        "chat_wakhi_informatica",
        "Informatica infa_ops password {v}-ət, pmcmd-ər gəxtəy.",
    ),
    _said(
        "chat_brahui_domino",
        "Domino server ID nā password {v} e, docker run aṭ tikh.",
    ),
    _said(
        "chat_lepcha_ibmi",
        "IBM i QSECOFR sa password {v} bam, CHGUSRPRF nun ka lyang.",
        value=host_pw,
    ),
)

_AMERICAS: tuple[Kind, ...] = (
    _said(
        "chat_navajo_racf_phrase",
        "ZOWEADM bi pass phrase éí {v} át'é, profile biiʼ íłní.",
        value=phrase,
    ),
    _said(
        "chat_cree_weblogic",
        "weblogic kâ-isiyihkâtêk password ana {v}, boot.properties ohci.",
    ),
    _said(
        "chat_mohawk_sapgui",
        "FIREFIGHT01 raonhá:ke password {v} ne SAP GUI ne tsi shortcut.",
    ),
    _said(
        "chat_inupiaq_mq",
        "mqadmin password-a {v}, MQ REST API-mun atuġniaqtutin.",
    ),
    _said(
        "chat_zapotec_datapower",
        "Password stiʼ admin lu DataPower nga {v}, biree ni lu export.",
    ),
    _said(
        "chat_mixtec_glassfish",
        "Password AS_ADMIN nuu GlassFish kúu {v}, chuun ña nuu passwordfile.",
    ),
    _said(
        "chat_otomi_biztalk",
        "Rá password ya b2bftp ha BizTalk ge {v}, hñäki ha rá binding.",
    ),
    _said(
        "chat_purepecha_ldap",
        "Password ka cn=Manager jinkoni slapd ísï {v} jarhasti, rootpw-rhu.",
    ),
    _said(
        "chat_cheyenne_as2",
        "AS2 http_password tsé-hešė'ta {v}, ACME-RETAIL partner.",
    ),
)

_OTHER: tuple[Kind, ...] = (
    _said(
        "chat_nauruan_autosys",
        "Password ñan finxfer ijo Autosys {v}, JIL file.",
    ),
    _said(
        "chat_sranan_webconfig",
        "A password fu orders_web na ini a web.config na {v}, no poti en na ini git.",
    ),
)

_ENGLISH: tuple[Kind, ...] = (
    _said(
        "chat_english_estate_handover",
        "I'm out Friday, so for the old estate: the night batch runs as PAYBAT1 with {v} "
        "on the JOB card, nobody else knows it.",
        value=host_pw,
    ),
    _said(
        "chat_english_sap_handover",
        "RFC_BATCH on PRD client 100 is the one the interfaces use; password is {v}, and it "
        "never expires (productive user type).",
    ),
    _said(
        "chat_english_weblogic_console",
        "console is at :7001/console, log in as weblogic / {v}. Don't restart the managed "
        "servers during month end.",
    ),
    _said(
        "chat_english_spoken_letters",
        "the sa password for LEGACYSQL, read out over the phone: {v} (all one word).",
    ),
)

_SPLIT: tuple[Kind, ...] = (
    split_kind(
        "split_cobol_continuation",
        "       01  WS-PASS  PIC X(24) VALUE '{a}\n      -    '{b}'.",
        _half,
    ),
    split_kind(
        "split_jcl_parm_continued",
        "//STEP1   EXEC PGM=LEGXFER,PARM='USER=EDIXFER,PASS={a}\n//             {b}'",
        _half,
    ),
    split_kind(
        "split_vba_line_continuation",
        'Const PWD As String = "{a}" & _\n    "{b}"',
        _half,
    ),
    Kind("split_ldif_folded", "form", _ldif_folded),
    split_kind(
        "split_oracle_concat",
        "EXECUTE IMMEDIATE 'ALTER USER app_owner IDENTIFIED BY ' || '\"{a}' || '{b}\"';",
        _half,
    ),
    split_kind(
        "split_batch_two_sets",
        "set P1={a}\nset P2={b}\nnet use Z: \\\\fs01\\out %P1%%P2% /user:CORP\\svc-out",
        _half,
    ),
    split_kind(
        "split_chat_two_messages",
        "[09:12] the AS400 password is {a}\n[09:12] sorry, enter pressed, rest: {b}",
        _half,
    ),
    Kind("split_fixed_record_viewer", "form", _fixed_record),
)

CHAT_KINDS: tuple[Kind, ...] = (
    *_EUROPE,
    *_AFRICA,
    *_ASIA,
    *_AMERICAS,
    *_OTHER,
    *_ENGLISH,
    *_SPLIT,
)
