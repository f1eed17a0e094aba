"""The thirty-third held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is where
secrets sit in old and unglamorous systems: legacy enterprise, industrial and
device fleets, the exports of API clients, and finance, trading and
logistics. This file holds legacy enterprise: the mainframe (a JCL job card's
`PASSWORD=`, an FTP step's `SYSIN`, RACF `ALTUSER` with a password and a
phrase, a Zowe profile and its config, DB2's `CONNECT ... USING` and a JDBC
URL, a COBOL `MOVE` of a literal and a REXX variable), the AS/400 (a CL
`CHGUSRPRF`, `RUNRMTCMD`'s `RMTPWD`, a jt400 `AS400` object, an ODBC string),
SAP (`sapnwrfc.ini`, pyrfc, JCo properties, `hdbuserstore`, `hdbsql -p`, a
BTP destination and service key, `rsecssfx`, `sapcontrol`), Oracle (`sqlplus`
and `expdp` with `user/pass@`, `mkstore`, `orapki -pwd`, `IDENTIFIED BY` in
a user and a database link, python-oracledb), IBM MQ and ACE (Spring's
`ibm.mq.password`, a JMS property, pymqi, `runmqakm -pw`,
`mqsisetdbparms`), Lotus Domino (one-touch setup JSON, a Java session),
Windows provisioning (`unattend.xml` plain and encoded, a domain join,
Group Policy Preferences' `cpassword`, `.reg` exports of Winlogon and VNC,
`cmdkey`, `net use`, `net user`, `schtasks /rp`, `sc.exe config`, an IIS
app pool, a `machineKey`, `ConvertTo-SecureString` and `PSCredential`, a
credential manager cmdlet), LDAP binds (`ldapsearch -w`, sssd, nslcd,
python-ldap, ldap3, Spring), Kerberos (a keytab in base64, `ktutil`'s hex
key, `klist -k -K`, `kinit` from a pipe, `kadmin -w`), and the old servers
and tools around them (WebLogic's `boot.properties`, WebSphere's
`soap.client.props`, Tomcat users, a JBoss datasource, PeopleSoft's
`psappsrv.cfg`, Informatica's `pmcmd`, DataStage's `dsjob`, Control-M,
Sybase `isql`, OpenEdge, an Access database and an Excel sheet's password,
TSM's `dsmadmc`, iDRAC and IPMI, WinSCP's and FileZilla's saved sessions,
mRemoteNG, an `.rdp` file).

Its other parts: `bench/secret_kinds_heldout33_plant.py` (industrial,
automotive and device fleets, and OS image provisioning),
`bench/secret_kinds_heldout33_clients.py` (API clients and their exports),
`bench/secret_kinds_heldout33_trade.py` (finance, trading and logistics,
chat in many languages, split values); its look-alikes are in
`bench/secret_kinds_heldout33_look.py` and `_look2.py`.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    b64,
    b64_of,
    hexs,
    pick,
    pw,
    samples,
)
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout33_clients import CLIENT_KINDS
from bench.secret_kinds_heldout33_look import LOOK_ALIKES
from bench.secret_kinds_heldout33_plant import PLANT_KINDS
from bench.secret_kinds_heldout33_trade import TRADE_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout33_samples"]


def host_pw(r: random.Random) -> str:
    """A mainframe or midrange password: eight capitals and digits, one digit at least."""
    while True:
        v = pick(r, string.ascii_uppercase + string.digits + "#@$", 8)
        if v[0].isalpha() and any(c.isdigit() for c in v):
            return v


def _phrase(r: random.Random) -> str:
    words = ["amber", "lantern", "copper", "harbor", "violet", "granite", "meadow", "falcon"]
    return " ".join(r.sample(words, 3)) + " " + str(r.randint(10, 99)) + r.choice("!?#")


def _unattend_b64(r: random.Random) -> str:
    return base64.b64encode((pw(r) + "AdministratorPassword").encode("utf-16-le")).decode()


def _reg_hex(r: random.Random) -> str:
    return ",".join(hexs(r, 2) for _ in range(8))


def _keytab(r: random.Random) -> str:
    return "BQIAAA" + b64(r, 86)


_MAINFRAME: tuple[Kind, ...] = (
    k(
        "jcl_job_card_password",
        "config",
        "//PAYRL01 JOB (ACCT01),'NIGHTLY PAYROLL',CLASS=A,MSGCLASS=X,\n"
        "//             USER=BATCH01,PASSWORD={v},NOTIFY=&SYSUID\n//STEP1    EXEC PGM=PAYR100",
        value=host_pw,
    ),
    k(
        "jcl_ftp_sysin_pass",
        "config",
        "//FTPSTEP  EXEC PGM=FTP,PARM='partner.example.com (EXIT'\n//SYSPRINT DD SYSOUT=*\n"
        "//INPUT    DD *\nedixfer\n{v}\nascii\nput 'PROD.EDI.OUTBOUND' outbound.txt\nquit\n/*",
        value=host_pw,
    ),
    k(
        "racf_altuser_password",
        "cli",
        "ALTUSER JSMITH PASSWORD({v}) NOEXPIRED RESUME",
        'tsocmd "ALTUSER OPSAUTO PASSWORD({v}) NOEXPIRED"',
        value=host_pw,
    ),
    k(
        "racf_altuser_phrase",
        "cli",
        "ALTUSER BATCH02 PHRASE('{v}') NOEXPIRED",
        value=_phrase,
    ),
    k(
        "zowe_profile_password",
        "cli",
        "zowe profiles create zosmf-profile lpar1 --host mvs1.corp.example --port 443 "
        "--user IBMUSER --password '{v}' --reject-unauthorized false",
        'zowe zos-files list data-set "PROD.*" --host mvs1.corp.example --user OPS01 '
        "--password {v}",
        value=host_pw,
    ),
    k(
        "zowe_config_json_password",
        "config",
        '{\n  "profiles": {\n    "lpar1": {\n      "type": "zosmf",\n      "properties": {\n'
        '        "host": "mvs1.corp.example",\n        "port": 10443,\n        "user": "OPS01",\n'
        '        "password": "{v}"\n      }\n    }\n  }\n}',
        value=host_pw,
    ),
    k(
        "db2_clp_connect_using",
        "cli",
        "db2 CONNECT TO DSNPROD USER db2adm USING {v}",
        'db2 "connect to SAMPLE user db2inst1 using {v}"',
    ),
    k(
        "db2_jdbc_url_password",
        "dsn",
        "jdbc:db2://zos.corp.example:446/DSNLOC1:user=DB2BAT;password={v};currentSchema=PAYROLL;",
        value=host_pw,
    ),
    k(
        "cobol_move_password_literal",
        "code",
        "       WORKING-STORAGE SECTION.\n       01 WS-DB-USER      PIC X(8) VALUE 'CICSUSR'.\n"
        "       01 WS-DB-PASSWORD  PIC X(8).\n       PROCEDURE DIVISION.\n"
        "           MOVE '{v}' TO WS-DB-PASSWORD.",
        value=host_pw,
    ),
    k(
        "rexx_password_variable",
        "code",
        "/* REXX */\nuserid = 'FTPAUTO'\npassword = '{v}'\n"
        'queue userid password\n"FTP partner.example.com"',
        value=host_pw,
    ),
    k(
        "as400_chgusrprf_password",
        "cli",
        'system "CHGUSRPRF USRPRF(APIUSER) PASSWORD({v}) PWDEXP(*NO)"',
        "CHGUSRPRF USRPRF(QPGMR) PASSWORD({v}) STATUS(*ENABLED)",
        value=host_pw,
    ),
    k(
        "as400_runrmtcmd_rmtpwd",
        "cli",
        "RUNRMTCMD CMD('dir c:\\edi') RMTLOCNAME('10.20.0.15' *IP) RMTUSER(ediadmin) RMTPWD('{v}')",
    ),
    k(
        "jt400_as400_object",
        "code",
        'AS400 system = new AS400("as400.corp.example", "APIUSER", "{v}");\n'
        "CommandCall cmd = new CommandCall(system);",
        value=host_pw,
    ),
    k(
        "ibmi_odbc_connection",
        "dsn",
        "DRIVER={IBM i Access ODBC Driver};SYSTEM=as400.corp.example;UID=ODBCRD;PWD={v};"
        "NAM=1;DBQ=PRODLIB",
        value=host_pw,
    ),
)

_SAP: tuple[Kind, ...] = (
    k(
        "sapnwrfc_ini_passwd",
        "config",
        "DEST=PRD_RFC\nASHOST=sapprd01.corp.example\nSYSNR=00\nCLIENT=100\nUSER=RFC_BATCH\n"
        "PASSWD={v}\nLANG=EN\nTRACE=0",
    ),
    k(
        "pyrfc_connection_passwd",
        "code",
        "conn = Connection(ashost='10.11.2.30', sysnr='00', client='100', user='RFC_PY', "
        "passwd='{v}')",
    ),
    k(
        "sap_jco_properties_passwd",
        "config",
        "jco.client.ashost=sapqas.corp.example\njco.client.sysnr=01\njco.client.client=200\n"
        "jco.client.user=JCO_USER\njco.client.passwd={v}\njco.client.lang=de",
    ),
    k(
        "hana_hdbuserstore_set",
        "cli",
        "hdbuserstore SET BACKUP hana01.corp.example:30015 SYSTEM {v}",
        'hdbuserstore -i SET MONITOR hana01:30013@SYSTEMDB MONUSER "{v}"',
    ),
    k(
        "hana_hdbsql_password",
        "cli",
        'hdbsql -n hana01:30015 -u SYSTEM -p {v} "SELECT * FROM M_DATABASE"',
        "hdbsql -i 00 -d SYSTEMDB -u SYSTEM -p '{v}' -x \"BACKUP DATA USING FILE ('full')\"",
    ),
    k(
        "sap_btp_destination_password",
        "config",
        '{\n  "Name": "S4H_ODATA",\n  "Type": "HTTP",\n  "URL": "https://s4h.corp.example:44300",'
        '\n  "Authentication": "BasicAuthentication",\n  "ProxyType": "OnPremise",\n'
        '  "User": "BTP_COMM",\n  "Password": "{v}"\n}',
    ),
    k(
        "sap_btp_service_key_clientsecret",
        "config",
        '{\n  "uaa": {\n    "clientid": "sb-orders!t{d5}",\n    "clientsecret": "{v}",\n'
        '    "url": "https://corp.authentication.eu10.hana.ondemand.com"\n  }\n}',
        value=lambda r: (
            f"{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}$" + b64(r, 43) + "="
        ),
    ),
    k(
        "sap_rsecssfx_put",
        "cli",
        "rsecssfx put DB_CONNECT/DEFAULT_DB_PASSWORD {v} -plain",
    ),
    k(
        "sapcontrol_user_password",
        "cli",
        "sapcontrol -nr 00 -host sapprd01 -user prdadm {v} -function GetProcessList",
    ),
)

_ORACLE: tuple[Kind, ...] = (
    k(
        "sqlplus_user_slash_password",
        "cli",
        "sqlplus system/{v}@//db01.corp.example:1521/ORCLPDB1",
        'sqlplus -s app_owner/"{v}"@PRODDB @migrate.sql',
    ),
    k(
        "oracle_expdp_password",
        "cli",
        "expdp system/{v}@FINPROD schemas=GL directory=DPUMP dumpfile=gl_%U.dmp parallel=4",
    ),
    k(
        "oracle_mkstore_credential",
        "cli",
        "mkstore -wrl /u01/app/oracle/wallet -createCredential FINPROD fin_batch '{v}'",
    ),
    k(
        "oracle_orapki_wallet_pwd",
        "cli",
        "orapki wallet create -wallet /u01/app/oracle/wallet -pwd {v} -auto_login",
        "orapki wallet add -wallet ./wallet -trusted_cert -cert ca.crt -pwd '{v}'",
    ),
    k(
        "oracle_identified_by",
        "code",
        'ALTER USER system IDENTIFIED BY "{v}" ACCOUNT UNLOCK;',
        "CREATE USER report_ro IDENTIFIED BY {v} DEFAULT TABLESPACE users;",
    ),
    k(
        "oracle_db_link_identified_by",
        "code",
        "CREATE DATABASE LINK fin_link CONNECT TO fin_ro IDENTIFIED BY \"{v}\" USING 'FINPROD';",
    ),
    k(
        "python_oracledb_connect",
        "code",
        'conn = oracledb.connect(user="hr", password="{v}", dsn="db01.corp.example/ORCLPDB1")',
    ),
)

_MIDDLEWARE: tuple[Kind, ...] = (
    k(
        "spring_ibm_mq_password",
        "config",
        "ibm.mq.queueManager=QMPROD\nibm.mq.channel=APP.SVRCONN\n"
        "ibm.mq.connName=mq01.corp.example(1414)\nibm.mq.user=appuser\nibm.mq.password={v}",
    ),
    k(
        "jms_wmq_password_property",
        "code",
        'cf.setStringProperty(WMQConstants.USERID, "orders");\n'
        'cf.setStringProperty(WMQConstants.PASSWORD, "{v}");',
    ),
    k(
        "pymqi_connect_password",
        "code",
        "qmgr = pymqi.connect('QM1', 'DEV.APP.SVRCONN', 'mq01(1414)', user='app', password='{v}')",
    ),
    k(
        "mq_runmqakm_keydb_pw",
        "cli",
        "runmqakm -keydb -create -db /var/mqm/qmgrs/QM1/ssl/key.kdb -pw {v} -type cms -stash",
    ),
    k(
        "ace_mqsisetdbparms",
        "cli",
        "mqsisetdbparms -w /home/aceuser/ace-server -n jdbc::ORADB -u ace_app -p {v}",
        "mqsisetdbparms BRK1 -n odbc::ORDERSDB -u orders -p '{v}'",
    ),
    k(
        "domino_one_touch_json",
        "config",
        '{\n  "serverSetup": {\n    "server": {"type": "first", "name": "domino01", '
        '"domainName": "CorpDom"},\n    "idVault": {"name": "O=Vault", "password": "{v}"}\n  }\n}',
    ),
    k(
        "notes_java_session",
        "code",
        'Session s = NotesFactory.createSession("domino01.corp.example", "Admin/Corp", "{v}");',
    ),
    k(
        "weblogic_boot_properties",
        "config",
        "# servers/AdminServer/security/boot.properties\nusername=weblogic\npassword={v}",
    ),
    k(
        "websphere_soap_client_props",
        "config",
        "com.ibm.SOAP.securityEnabled=true\ncom.ibm.SOAP.loginUserid=wasadmin\n"
        "com.ibm.SOAP.loginPassword={v}",
    ),
    k(
        "wsadmin_password_flag",
        "cli",
        "./wsadmin.sh -lang jython -user wasadmin -password {v} -f deploy_ear.py",
    ),
    k(
        "tomcat_users_xml",
        "config",
        '<tomcat-users>\n  <role rolename="manager-gui"/>\n'
        '  <user username="deployer" password="{v}" roles="manager-gui,manager-script"/>\n'
        "</tomcat-users>",
    ),
    k(
        "jboss_datasource_password",
        "config",
        '<datasource jndi-name="java:/OrdersDS" pool-name="OrdersDS">\n'
        "  <connection-url>jdbc:oracle:thin:@db01:1521/ORCL</connection-url>\n"
        "  <security>\n    <user-name>orders</user-name>\n    <password>{v}</password>\n"
        "  </security>\n</datasource>",
    ),
    k(
        "peoplesoft_psappsrv_cfg",
        "config",
        "[Startup]\nDBName=HRPRD\nDBType=ORACLE\nUserId=PS\nUserPswd={v}\nConnectId=people\n"
        "ConnectPswd=peop1e",
    ),
    k(
        "informatica_pmcmd_password",
        "cli",
        "pmcmd startworkflow -sv IS_PROD -d Domain_Prod -u Administrator -p {v} -f FINANCE "
        "wf_load_gl",
    ),
    k(
        "datastage_dsjob_password",
        "cli",
        "dsjob -domain isdomain:9443 -user dsadm -password {v} -server IIS-ENGINE -run -wait "
        "DWH LoadCustomers",
    ),
    k(
        "controlm_env_add",
        "cli",
        "ctm env add prod https://ctm.corp.example:8443/automation-api emadmin {v}",
    ),
    k(
        "sybase_isql_password",
        "cli",
        "isql -Usa -P{v} -SSYBPROD -w 200 -i nightly.sql",
        "isql -U sa -P '{v}' -S ASE16 <<< 'sp_who'",
    ),
    k(
        "openedge_connect_password",
        "cli",
        "proserve sports2020 -S 20931 -H db01\nmpro -db sports2020 -H db01 -S 20931 -U sysprogress "
        "-P {v}",
    ),
    k(
        "tsm_dsmadmc_password",
        "cli",
        'dsmadmc -id=admin -password={v} -dataonly=yes "query session"',
    ),
    k(
        "idrac_racadm_password",
        "cli",
        "racadm -r 10.40.0.21 -u root -p {v} serveraction powercycle",
    ),
    k(
        "ipmitool_password",
        "cli",
        "ipmitool -I lanplus -H 10.40.0.22 -U ADMIN -P '{v}' chassis power status",
    ),
)

_WINDOWS: tuple[Kind, ...] = (
    k(
        "unattend_admin_password_plain",
        "config",
        "<UserAccounts>\n  <AdministratorPassword>\n    <Value>{v}</Value>\n"
        "    <PlainText>true</PlainText>\n  </AdministratorPassword>\n</UserAccounts>",
    ),
    k(
        "unattend_autologon_password",
        "config",
        "<AutoLogon>\n  <Password>\n    <Value>{v}</Value>\n    <PlainText>true</PlainText>\n"
        "  </Password>\n  <Enabled>true</Enabled>\n  <LogonCount>1</LogonCount>\n"
        "  <Username>Administrator</Username>\n</AutoLogon>",
    ),
    k(
        "unattend_password_encoded",
        "config",
        "<AdministratorPassword>\n  <Value>{v}</Value>\n  <PlainText>false</PlainText>\n"
        "</AdministratorPassword>",
        value=_unattend_b64,
    ),
    k(
        "autounattend_domain_join",
        "config",
        '<component name="Microsoft-Windows-UnattendedJoin" processorArchitecture="amd64">\n'
        "  <Identification>\n    <Credentials>\n      <Domain>CORP</Domain>\n"
        "      <Username>svc_join</Username>\n      <Password>{v}</Password>\n"
        "    </Credentials>\n    <JoinDomain>corp.example</JoinDomain>\n  </Identification>\n"
        "</component>",
    ),
    k(
        "gpp_groups_xml_cpassword",
        "config",
        '<Groups clsid="{3125E937-EB16-4b4c-9934-544FC6D24D26}">\n'
        '  <User clsid="{DF5F1855-51E5-4d24-8B1A-D9BDE98BA1D1}" name="LocalAdmin">\n'
        '    <Properties action="U" newName="" fullName="" cpassword="{v}" '
        'changeLogon="0" noChange="1" neverExpires="1" userName="LocalAdmin"/>\n'
        "  </User>\n</Groups>",
        value=lambda r: b64(r, 43),
    ),
    k(
        "reg_winlogon_default_password",
        "config",
        "Windows Registry Editor Version 5.00\n\n"
        "[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n"
        '"AutoAdminLogon"="1"\n"DefaultUserName"="kiosk"\n"DefaultPassword"="{v}"',
    ),
    k(
        "reg_vnc_password_hex",
        "config",
        '[HKEY_LOCAL_MACHINE\\SOFTWARE\\TightVNC\\Server]\n"Password"=hex:{v}\n'
        '"RfbPort"=dword:0000170c',
        value=_reg_hex,
    ),
    k(
        "cmdkey_add_pass",
        "cli",
        "cmdkey /add:fileserver01.corp.example /user:CORP\\svc_backup /pass:{v}",
        'cmdkey /generic:TERMSRV/rds01 /user:"CORP\\jdoe" /pass:"{v}"',
    ),
    k(
        "net_use_password",
        "cli",
        "net use Z: \\\\fs01\\finance /user:CORP\\jdoe {v} /persistent:yes",
    ),
    k(
        "net_user_add_password",
        "cli",
        "net user svc_scan {v} /add /domain /passwordchg:no",
    ),
    k(
        "schtasks_run_as_password",
        "cli",
        'schtasks /create /tn "Nightly Export" /tr C:\\jobs\\export.cmd /sc daily /st 02:00 '
        "/ru CORP\\svc_export /rp {v}",
    ),
    k(
        "sc_config_obj_password",
        "cli",
        'sc.exe config OrdersSvc obj= "CORP\\svc_orders" password= "{v}"',
    ),
    k(
        "iis_apppool_password",
        "cli",
        "%windir%\\system32\\inetsrv\\appcmd set apppool /apppool.name:Orders "
        "/processModel.identityType:SpecificUser /processModel.userName:CORP\\svc_web "
        "/processModel.password:{v}",
    ),
    k(
        "aspnet_machine_key",
        "config",
        '<system.web>\n  <machineKey validationKey="{v}" decryptionKey="{h48}" '
        'validation="HMACSHA256" decryption="AES" />\n</system.web>',
        value=lambda r: hexs(r, 128).upper(),
    ),
    k(
        "powershell_convertto_securestring",
        "code",
        "$pw = ConvertTo-SecureString '{v}' -AsPlainText -Force",
        "Set-ADAccountPassword -Identity jdoe -Reset -NewPassword (ConvertTo-SecureString "
        '-AsPlainText "{v}" -Force)',
    ),
    k(
        "powershell_pscredential",
        "code",
        "$cred = New-Object System.Management.Automation.PSCredential('CORP\\svc_sql', "
        '(ConvertTo-SecureString "{v}" -AsPlainText -Force))\n'
        "Invoke-Command -ComputerName sql01 -Credential $cred -ScriptBlock { Get-Service }",
    ),
    k(
        "powershell_new_stored_credential",
        "cli",
        "New-StoredCredential -Target fs01 -UserName CORP\\svc_copy -Password '{v}' "
        "-Persist LocalMachine",
    ),
    k(
        "vba_excel_unprotect",
        "code",
        'Sub Refresh()\n    Worksheets("Payroll").Unprotect Password:="{v}"\n'
        "    ActiveWorkbook.RefreshAll\nEnd Sub",
    ),
    k(
        "access_mdb_pwd",
        "code",
        'Set db = DBEngine.OpenDatabase("\\\\fs01\\data\\ledger.mdb", False, False, ";PWD={v}")',
    ),
    k(
        "winscp_ini_session_password",
        "config",
        "[Sessions\\edi@sftp.partner.example]\nHostName=sftp.partner.example\nUserName=edi\n"
        "Password={v}\nPortNumber=22",
        value=lambda r: "A35C" + hexs(r, 72).upper(),
    ),
    k(
        "filezilla_sitemanager_pass",
        "config",
        "<Server>\n  <Host>ftp.partner.example</Host>\n  <Port>21</Port>\n  <User>upload</User>\n"
        '  <Pass encoding="base64">{v}</Pass>\n</Server>',
        value=lambda r: b64_of(pw(r)),
    ),
    k(
        "mremoteng_confcons_password",
        "config",
        '<Node Name="sql01" Type="Connection" Hostname="sql01.corp.example" Protocol="RDP" '
        'Username="admin" Domain="CORP" Password="{v}" />',
        value=lambda r: b64(r, 64),
    ),
    k(
        "rdp_file_password_blob",
        "config",
        "full address:s:rds01.corp.example\nusername:s:CORP\\jdoe\npassword 51:b:{v}",
        value=lambda r: "01000000D08C9DDF0115D1118C7A00C04FC297EB01000000" + hexs(r, 200).upper(),
    ),
)

_DIRECTORY: tuple[Kind, ...] = (
    k(
        "ldapsearch_bind_w",
        "cli",
        'ldapsearch -x -H ldaps://dc01.corp.example -D "CN=svc_ldap,OU=Service,DC=corp,'
        'DC=example" -w \'{v}\' -b "DC=corp,DC=example" "(sAMAccountName=jdoe)"',
        "ldapmodify -H ldap://ldap01 -D cn=admin,dc=corp,dc=example -w {v} -f add_group.ldif",
    ),
    k(
        "sssd_ldap_default_authtok",
        "config",
        "[domain/corp.example]\nid_provider = ldap\nldap_uri = ldaps://ldap01.corp.example\n"
        "ldap_default_bind_dn = cn=sssd,ou=svc,dc=corp,dc=example\n"
        "ldap_default_authtok_type = password\nldap_default_authtok = {v}",
    ),
    k(
        "nslcd_bindpw",
        "config",
        "uri ldap://ldap01.corp.example/\nbase dc=corp,dc=example\n"
        "binddn cn=nslcd,ou=svc,dc=corp,dc=example\nbindpw {v}",
    ),
    k(
        "python_ldap_simple_bind",
        "code",
        'conn.simple_bind_s("cn=admin,dc=corp,dc=example", "{v}")',
    ),
    k(
        "ldap3_ntlm_connection",
        "code",
        "conn = Connection(server, user='CORP\\\\svc_audit', password='{v}', "
        "authentication=NTLM, auto_bind=True)",
    ),
    k(
        "spring_ldap_password",
        "config",
        "spring.ldap.urls=ldaps://dc01.corp.example:636\n"
        "spring.ldap.username=CN=svc_app,OU=Service,DC=corp,DC=example\n"
        "spring.ldap.password={v}",
    ),
    k(
        "keytab_base64_decode",
        "cli",
        "echo '{v}' | base64 -d > /etc/security/keytabs/hive.service.keytab",
        value=_keytab,
    ),
    k(
        "keytab_k8s_secret_data",
        "config",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: airflow-keytab\ntype: Opaque\n"
        "data:\n  airflow.keytab: {v}",
        value=_keytab,
    ),
    k(
        "ktutil_hex_key",
        "output",
        "ktutil:  addent -key -p HTTP/web01.corp.example@CORP.EXAMPLE -k 3 -e "
        "aes256-cts-hmac-sha1-96\nKey for HTTP/web01.corp.example@CORP.EXAMPLE (hex): {v}",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "klist_k_K_key",
        "output",
        "$ klist -k -K -e /etc/krb5.keytab\nKeytab name: FILE:/etc/krb5.keytab\n"
        "KVNO Principal\n---- --------------------------------------------------------------\n"
        "   3 host/app01.corp.example@CORP.EXAMPLE (aes256-cts-hmac-sha1-96)  (0x{v})",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "kinit_password_pipe",
        "cli",
        "echo '{v}' | kinit svc_etl@CORP.EXAMPLE",
        "printf '%s\\n' '{v}' | kinit -c /tmp/krb5cc_etl etl@CORP.EXAMPLE",
    ),
    k(
        "kadmin_w_password",
        "cli",
        'kadmin -p admin/admin -w {v} -q "addprinc -randkey HTTP/web02.corp.example"',
    ),
)

KINDS: tuple[Kind, ...] = (
    *_MAINFRAME,
    *_SAP,
    *_ORACLE,
    *_MIDDLEWARE,
    *_WINDOWS,
    *_DIRECTORY,
    *PLANT_KINDS,
    *CLIENT_KINDS,
    *TRADE_KINDS,
)


def heldout33_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the thirty-third held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout33", SESSION_PLACES8)
