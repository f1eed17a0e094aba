"""The forty-eighth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is secrets in
legacy enterprise systems and middleware, as a developer modernising or
operating an old estate pastes them into a coding agent: mainframe and
midrange work (JCL with `PASSWORD=` on a JOB card, FTP and Connect:Direct
cards, RACF, ACF2 and Top Secret commands, TSO and ISPF screens, CICS, IMS
and DB2 definitions, Zowe and z/OSMF, IBM i commands, COBOL, RPG, REXX and
Natural with embedded credentials), SAP (`sapnwrfc.ini`, SM59, JCo and
NCo, `hdbuserstore` and `hdbsql`, SAP GUI files and scripting, ABAP, PI/PO
channels, BTP destinations, the Cloud Connector, the secure store),
Oracle (`sqlplus user/pass@db`, Data Pump, `orapwd`, `mkstore`, `orapki`,
database links, scheduler credentials, WebLogic's `boot.properties`,
`config.xml` and `{AES}` values, WLST, Forms, EBS, GoldenGate), IBM
middleware (MQ, WebSphere's `{xor}` values, Liberty's `{aes}`, DataPower,
Db2 LUW, Domino), Java EE servers (WildFly and JBoss, Tomcat, GlassFish,
Payara, Jetty's `OBF:`, Resin), .NET Framework and IIS (`web.config`'s
connection strings and `machineKey`, DPAPI-protected sections,
`applicationHost.config`, `appcmd`, Web Deploy), Windows batch, VBScript,
PowerShell 2, Excel VBA, Access and classic ASP, old integration (SOAP
`UsernameToken`, SoapUI, JAX-WS, BizTalk, TIBCO, webMethods, IIB,
Informatica, FTP, FTPS and SFTP batch jobs, cron, Control-M, Autosys,
Tivoli Workload Scheduler, AS2, OFTP2 and VAN mailboxes), LDAP (LDIF's
`userPassword::`, `ldapsearch -w`, `slapd.conf`'s `rootpw`, `sssd`,
`nslcd`, binds in Java, Python and PHP), people handing an old system's
login to an agent and split values. Shapes matter more than vendors:
fixed columns, JCL, XML, properties, INI, LDIF, command output and prose.

Its decisions: a reversible form is a secret (WebSphere's `{xor}`,
WebLogic's `{AES}` and `{AES256}` with the domain's key beside them,
Liberty's `{aes}`, Jetty's `OBF:`, JBoss vault's `MASK-`, a DPAPI
`CipherValue` on its machine, `userPassword::` base64 of a clear password,
UTF-16 base64 in `-EncodedCommand`); a live `machineKey` is a secret; a
password echoed by a screen capture or typed at a prompt is a secret. A
masked value (`********`), an empty `{xor}`, a reference to a secret (a
vault expression, a JCL symbol, a scheduler variable's name, a wallet's
alias), a listing that names a credential without it (`hdbuserstore
LIST`, `mkstore -listCredential`, `LISTUSER`), and the ids of this world
(dataset names, job ids, SAP clients, transports and IDoc numbers, Oracle
SIDs, `SQL_ID`s and `ROWID`s, MQ message ids, certificate labels, LDAP
DNs, `objectGUID`s, COM CLSIDs, public key tokens, ViewState generators,
EDI control numbers, AS2 MICs) are look-alikes; the set keeps clear of
password hashes, which are neither.

Its parts: `bench/secret_kinds_heldout48_host.py` (mainframe and IBM i;
and the value makers), `_erp.py` (SAP and Oracle), `_mw.py` (IBM
middleware and Java EE servers), `_win.py` (.NET Framework, IIS and
Windows admin scripts, Office macros), `_integ.py` (SOAP, integration
brokers, file transfer, schedulers, EDI and LDAP) and `_chat.py` (people
in languages the chats of held-out 27 and 36 to 47 did not use, English
handovers, and split values); its look-alikes are in
`bench/secret_kinds_heldout48_look.py` and `_look2.py`.
"""

from __future__ import annotations

from bench.secret_kinds import SESSION_PLACES8, Kind, Sample, samples
from bench.secret_kinds_heldout48_chat import CHAT_KINDS
from bench.secret_kinds_heldout48_erp import ERP_KINDS
from bench.secret_kinds_heldout48_host import HOST_KINDS
from bench.secret_kinds_heldout48_integ import INTEG_KINDS
from bench.secret_kinds_heldout48_look import LOOK_ALIKES
from bench.secret_kinds_heldout48_mw import MW_KINDS
from bench.secret_kinds_heldout48_win import WIN_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout48_samples"]

KINDS: tuple[Kind, ...] = (
    *HOST_KINDS,
    *ERP_KINDS,
    *MW_KINDS,
    *WIN_KINDS,
    *INTEG_KINDS,
    *CHAT_KINDS,
)

assert len({kind.name for kind in KINDS}) == len(KINDS), "a kind's name is written twice"


def heldout48_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the forty-eighth held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout48", SESSION_PLACES8)
