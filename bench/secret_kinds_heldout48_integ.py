"""Held-out 48's old integration and directory kinds (`bench/secret_kinds_heldout48.py`).

SOAP with a WS-Security `UsernameToken` (`PasswordText`), a WSDL's and a
SoapUI project's basic auth, a JAX-WS client's `BindingProvider`, an Axis2
`rampart` callback; BizTalk bindings (a send port's `TransportTypeData` with
an escaped password), TIBCO (a BusinessWorks global variable, an EMS
`tibemsadmin -password`, an Adapter's `.tra`), webMethods (`Integration
Server` `curl -u Administrator`, a JDBC pool alias export), IBM Integration
Bus `mqsisetdbparms`, Informatica `pmcmd -p` and `infacmd -pd`,
Connect:Direct's netmap, GoAnywhere's web user export; batch transfers
(`lftp -u`, `curl ftps://user:pass@`, WinSCP's `open` with a password,
`psftp -pw`, `expect` scripts), cron lines and scheduler definitions
(Control-M's `ctmcreate` and a job's `%%PASS`, Autosys JIL with `owner` and
a `password` of an FTP job, Tivoli Workload Scheduler's `USER` entry), EDI
and AS2 partner profiles (an OFTP2 SFID password, an AS2 basic auth, a VAN
mailbox's login); LDAP: LDIF with `userPassword::` (base64 of a clear
password: a secret) and a clear `userPassword:`, `ldapsearch -w` and
`ldapmodify -w`, OpenLDAP `slapd.conf` `rootpw` in clear and `olcRootPW`, an
AD `ldp` bind, a Java `InitialDirContext`'s `SECURITY_CREDENTIALS`,
`python-ldap`'s `simple_bind_s`, a `sssd.conf` `ldap_default_authtok`, and a
`nslcd.conf` `bindpw`.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, b64_of, pw
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout48_host import L

__all__ = ["INTEG_KINDS"]


def _ldif_b64(r: random.Random) -> str:
    """`userPassword::`'s value: the clear password in base64 (reversible: a secret)."""
    return b64_of(pw(r))


def _ssha_clear_b64(r: random.Random) -> str:
    return b64_of("{CLEAR}" + pw(r))


_SOAP: tuple[Kind, ...] = (
    k(
        "soap_wsse_usernametoken_text",
        "header",
        L(
            "<soapenv:Header>",
            '  <wsse:Security soapenv:mustUnderstand="1">',
            "    <wsse:UsernameToken>",
            "      <wsse:Username>ORDERS_B2B</wsse:Username>",
            '      <wsse:Password Type="...#PasswordText">{v}</wsse:Password>',
            "    </wsse:UsernameToken>",
            "  </wsse:Security>",
            "</soapenv:Header>",
        ),
    ),
    k(
        "soapui_project_basic_auth",
        "config",
        L(
            "<con:credentials><con:username>svc_soap</con:username>",
            "<con:password>{v}</con:password>",
            "<con:authType>Preemptive</con:authType></con:credentials>",
        ),
    ),
    k(
        "jaxws_binding_provider_password",
        "code",
        L(
            "Map<String, Object> ctx = ((BindingProvider) port).getRequestContext();",
            'ctx.put(BindingProvider.USERNAME_PROPERTY, "svc_soap");',
            'ctx.put(BindingProvider.PASSWORD_PROPERTY, "{v}");',
        ),
    ),
    k(
        "wsdl_url_with_credentials",
        "dsn",
        "wsimport -keep https://svc_soap:{v}@legacy-esb.example.com/OrderService?wsdl",
    ),
    k(
        "suds_client_password",
        "code",
        "client = Client('http://legacy-esb/OrderService?wsdl', username='svc_soap', "
        "password='{v}')",
    ),
    k(
        "axis2_rampart_callback",
        "code",
        L(
            "public void handle(Callback[] callbacks) {",
            "    WSPasswordCallback pc = (WSPasswordCallback) callbacks[0];",
            '    if ("ORDERS_B2B".equals(pc.getIdentifier())) pc.setPassword("{v}");',
            "}",
        ),
    ),
    k(
        "biztalk_binding_transport_data",
        "config",
        L(
            '<SendPort Name="SP_Legacy_FTP" IsStatic="true" IsTwoWay="false">',
            "  <PrimaryTransport><Address>ftp://ftp.partner.example:21/in</Address>",
            '  <TransportTypeData>&lt;CustomProps&gt;&lt;UserName vt="8"&gt;b2bftp&lt;/'
            'UserName&gt;&lt;Password vt="8"&gt;{v}&lt;/Password&gt;&lt;/CustomProps&gt;'
            "</TransportTypeData>",
        ),
    ),
    k(
        "tibco_bw_global_variable",
        "config",
        L(
            "<globalVariable>",
            "  <name>JDBC_Password</name>",
            "  <value>{v}</value>",
            "  <type>Password</type>",
            "</globalVariable>",
        ),
    ),
    k(
        "tibco_ems_admin_password",
        "cli",
        "tibemsadmin -server tcp://ems-prd:7222 -user admin -password {v} -script queues.txt",
    ),
    k(
        "tibco_tra_property",
        "config",
        L(
            "tibco.env.APP_ARGS=-d",
            "tibco.clientVar.EMSPassword={v}",
            "tibco.clientVar.EMSUser=bw_app",
        ),
    ),
    k(
        "webmethods_is_curl_administrator",
        "cli",
        "curl -u Administrator:{v} http://wm-is:5555/invoke/wm.server.packages/packageList",
    ),
    k(
        "webmethods_jdbc_alias_export",
        "config",
        L(
            '<record javaclass="com.wm.data.ISMemDataImpl">',
            '  <value name="alias">LegacyOrders</value>',
            '  <value name="dbURL">jdbc:wm:oracle://db-prd:1521;serviceName=ORCLPDB1</value>',
            '  <value name="userid">wm_jdbc</value>',
            '  <value name="password">{v}</value>',
            "</record>",
        ),
    ),
    k(
        "iib_mqsisetdbparms",
        "cli",
        "mqsisetdbparms IIBNODE01 -n jdbc::LegacyDB -u iib_jdbc -p {v}",
    ),
    k(
        "informatica_pmcmd_password",
        "cli",
        "pmcmd startworkflow -sv IS_PROD -d Domain_Prod -u infa_ops -p {v} -f FIN wf_nightly",
    ),
    k(
        "informatica_infacmd_password",
        "cli",
        "infacmd.sh isp ListServices -dn Domain_Prod -un Administrator -pd {v}",
    ),
)

_TRANSFER: tuple[Kind, ...] = (
    k(
        "lftp_user_password",
        "cli",
        "lftp -u edixfer,{v} -e 'mirror -R /data/out /in; bye' sftp://edi.partner.example",
    ),
    k(
        "curl_ftps_url_credentials",
        "cli",
        "curl --ssl-reqd -T inv_{d8}.edi 'ftp://edixfer:{v}@ftps.partner.example/inbound/'",
    ),
    k(
        "winscp_script_open",
        "config",
        L(
            "option batch abort",
            "option confirm off",
            "open sftp://edixfer:{v}@edi.partner.example/ -hostkey=*",
            "put C:\\edi\\out\\*.edi /inbound/",
            "exit",
        ),
    ),
    k("psftp_pw", "cli", "psftp -pw {v} -b put.txt edixfer@edi.partner.example"),
    k(
        "expect_sftp_script",
        "code",
        L(
            "#!/usr/bin/expect -f",
            "spawn sftp edixfer@edi.partner.example",
            'expect "password:"',
            'send "{v}\\r"',
            'expect "sftp>"',
        ),
    ),
    k(
        "crontab_line_mysql_password",
        "config",
        "15 2 * * * /usr/bin/mysqldump -u legacy -p'{v}' erp | gzip > /backup/erp.sql.gz",
    ),
    k(
        "crontab_line_ftp_netrc_inline",
        "config",
        "0 3 * * 1-5 ncftpput -u edixfer -p {v} ftp.partner.example /in /data/out/*.csv",
    ),
    k(
        "controlm_ctmcreate_ftp",
        "cli",
        "ctmcreate -tasktype command -application FIN -group NIGHTLY -jobname FTPINV "
        "-cmdline 'ftp_put.sh' -autoedit %%FTP-PASSWORD {v}",
    ),
    k(
        "controlm_job_xml_variable",
        "config",
        L(
            '<JOB JOBNAME="FINXFER" APPLICATION="FIN" TASKTYPE="Command">',
            '  <VARIABLE NAME="%%FTP-USER" VALUE="finxfer"/>',
            '  <VARIABLE NAME="%%FTP-PASS" VALUE="{v}"/>',
            "</JOB>",
        ),
    ),
    k(
        "autosys_jil_ftp_job",
        "config",
        L(
            "insert_job: FIN_FTP_PUT   job_type: FTP",
            "machine: agent01",
            "ftp_server_name: ftp.partner.example",
            "ftp_user_name: finxfer",
            "ftp_password: {v}",
            "ftp_transfer_direction: PUT",
        ),
    ),
    k(
        "autosys_autosys_secure_cli",
        "cli",
        "autosys_secure -a -type USER -user finxfer -host ftp.partner.example -password {v}",
    ),
    k(
        "tws_composer_user_definition",
        "config",
        L("USER AGENT01#svc_batch", ' PASSWORD "{v}"', "END"),
    ),
    k(
        "as2_partner_profile_basic",
        "config",
        L(
            "[partner:ACME-RETAIL]",
            "as2_id=ACMERETAIL01",
            "url=https://as2.acme-retail.example/as2",
            "http_auth=basic",
            "http_user=supplier{d4}",
            "http_password={v}",
            "signing_cert_alias=acme-sign-2026",
        ),
    ),
    k(
        "oftp2_sfid_password",
        "config",
        L(
            "ODETTE-ID   O0013000{d9}PARTNER",
            "SFID-PWD    {v}",
            "SSID-PWD    {U8}",
        ),
        value=lambda r: pw(r, 8).upper(),
    ),
    k(
        "van_mailbox_login",
        "output",
        L(
            "EDI VAN mailbox credentials for go-live:",
            "  Mailbox ID : ZZ:SUPP{d6}",
            "  Password   : {v}",
            "  Host       : sftp.van.example.net:22",
        ),
    ),
    k(
        "goanywhere_partner_export",
        "config",
        '<webUser name="acme_retail" password="{v}" homeDirectory="/edi/acme" enabled="true"/>',
    ),
    k(
        "connect_direct_netmap_remote_user",
        "config",
        L(
            "REMOTE.USER=cdpartner",
            "  :local.id=cduser1",
            "  :remote.passwd={v}",
            "  :descrip=partner node",
        ),
    ),
)

_LDAP: tuple[Kind, ...] = (
    k(
        "ldif_userpassword_b64",
        "key",
        L(
            "dn: uid=svc-legacy,ou=services,dc=example,dc=com",
            "objectClass: inetOrgPerson",
            "uid: svc-legacy",
            "userPassword:: {v}",
        ),
        value=_ldif_b64,
    ),
    k(
        "ldif_userpassword_clear",
        "config",
        L(
            "dn: cn=replicator,dc=example,dc=com",
            "changetype: modify",
            "replace: userPassword",
            "userPassword: {v}",
        ),
    ),
    k(
        "ldif_clear_scheme_b64",
        "key",
        L("dn: uid=batch,ou=people,dc=example,dc=com", "userPassword:: {v}"),
        value=_ssha_clear_b64,
    ),
    k(
        "ldapsearch_w",
        "cli",
        "ldapsearch -x -H ldaps://ldap.example.com -D 'cn=admin,dc=example,dc=com' -w '{v}' "
        "-b 'ou=people,dc=example,dc=com' '(uid=jdoe)'",
    ),
    k(
        "ldapmodify_w",
        "cli",
        "ldapmodify -x -D cn=Manager,dc=example,dc=com -w {v} -f reset_pw.ldif",
    ),
    k(
        "slapd_conf_rootpw_clear",
        "config",
        L(
            "database        mdb",
            'suffix          "dc=example,dc=com"',
            'rootdn          "cn=Manager,dc=example,dc=com"',
            "rootpw          {v}",
        ),
    ),
    k(
        "olc_rootpw_ldif",
        "config",
        L(
            "dn: olcDatabase={1}mdb,cn=config",
            "changetype: modify",
            "replace: olcRootPW",
            "olcRootPW: {v}",
        ),
    ),
    k(
        "java_initialdircontext_credentials",
        "code",
        L(
            'env.put(Context.SECURITY_PRINCIPAL, "CN=svc-app,OU=Service,DC=corp,DC=example");',
            'env.put(Context.SECURITY_CREDENTIALS, "{v}");',
            "DirContext ctx = new InitialDirContext(env);",
        ),
    ),
    k(
        "python_ldap_simple_bind",
        "code",
        "conn.simple_bind_s('cn=svc-app,ou=services,dc=example,dc=com', '{v}')",
    ),
    k(
        "sssd_conf_authtok",
        "config",
        L(
            "[domain/corp]",
            "ldap_default_bind_dn = cn=sssd,ou=services,dc=corp,dc=example",
            "ldap_default_authtok_type = password",
            "ldap_default_authtok = {v}",
        ),
    ),
    k(
        "nslcd_conf_bindpw",
        "config",
        L("uri ldap://ldap.example.com/", "binddn cn=nslcd,dc=example,dc=com", "bindpw {v}"),
    ),
    k(
        "ad_ldp_bind_log",
        "output",
        L(
            "res = ldap_bind_s(ld, 'CN=svc-legacy,OU=Svc,DC=corp,DC=example', <unavailable>);",
            "-- typed into the Bind dialog: svc-legacy / {v} (domain CORP)",
            "Authenticated as: 'CORP\\svc-legacy'.",
        ),
    ),
    k(
        "openldap_ldap_conf_php",
        "code",
        "ldap_bind($ds, 'cn=webapp,ou=services,dc=example,dc=com', '{v}') or die('bind');",
    ),
)

INTEG_KINDS: tuple[Kind, ...] = (*_SOAP, *_TRANSFER, *_LDAP)
