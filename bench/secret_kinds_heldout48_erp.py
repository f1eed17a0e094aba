"""Held-out 48's SAP and Oracle kinds (`bench/secret_kinds_heldout48.py`).

SAP: an RFC destination as SM59 shows it and as `sapnwrfc.ini` and
`RfcDestination` hold it, `hdbuserstore SET` and `hdbsql -u -p`, a SAP GUI
connection's saved logon, an ABAP report with a hard-coded user, a PI/PO
channel's exported config, `sapcontrol -user`, a JCo properties file, a
`pyrfc` call, NCo's config, a Cloud Connector's REST call and a BTP
destination's JSON, the secure store's `rsecssfx put`, a CPI script and
BusinessObjects' CMS logon. Oracle: `sqlplus user/pass@db`, `expdp` and
`impdp`, `orapwd`, `mkstore -createCredential`, a wallet's `-wrl` password,
WebLogic's `boot.properties` and `config.xml` with `{AES}` values
(reversible with the domain's key: a secret), `wlst` `connect()`, its REST
API by `curl`, an `orapki` password, Forms' `userid`, a `DBMS_SCHEDULER`
credential, an `ALTER USER ... IDENTIFIED BY`, a database link, a GoldenGate
credential store, an EBS `FNDCPASS`, `sqlldr`, `rman` and APEX's REST by
`curl`.
"""

from __future__ import annotations

from bench.secret_kinds import Kind
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout48_host import L, aes_b64

__all__ = ["ERP_KINDS"]

_SAP: tuple[Kind, ...] = (
    k(
        "sapnwrfc_ini_dest",
        "config",
        L(
            "DEST=PRD_RFC",
            "ASHOST=sapprd-app01.example.com",
            "SYSNR=00",
            "CLIENT=100",
            "USER=RFC_BATCH",
            "PASSWD={v}",
            "LANG=EN",
        ),
    ),
    k(
        "sap_sm59_logon_security_screen",
        "output",
        L(
            "RFC Destination   Z_LEGACY_BW",
            "Logon & Security  Language EN  Client 300  User RFC_BW  PW Status saved",
            "  Password (entered to test the connection): {v}",
        ),
    ),
    k(
        "sap_jco_destination_properties",
        "config",
        L(
            "jco.client.ashost=sapprd-app01.example.com",
            "jco.client.sysnr=00",
            "jco.client.client=100",
            "jco.client.user=JCO_ORDERS",
            "jco.client.passwd={v}",
            "jco.client.lang=en",
        ),
    ),
    k(
        "sap_pyrfc_connection",
        "code",
        "conn = Connection(ashost='10.20.4.11', sysnr='00', client='100', user='RFC_PY', "
        "passwd='{v}')",
    ),
    k(
        "sap_nco_app_config",
        "config",
        L(
            "<SAP.Middleware.Connector><ClientSettings><DestinationConfiguration><destinations>",
            '  <add NAME="PRD" USER="NCO_BATCH" PASSWD="{v}" CLIENT="100" LANG="EN"',
            '       ASHOST="sapprd-app01" SYSNR="00" POOL_SIZE="5"/>',
            "</destinations></DestinationConfiguration></ClientSettings></SAP.Middleware.Connector>",
        ),
    ),
    k(
        "hdbuserstore_set",
        "cli",
        "hdbuserstore -i SET BACKUPKEY hana-prd.example.com:30015@SYSTEMDB BACKUP_OP {v}",
        "hdbuserstore SET DEFAULT hana01:30013 SYSTEM '{v}'",
    ),
    k(
        "hdbsql_user_password",
        "cli",
        "hdbsql -n hana-prd.example.com:30015 -d HDB -u SYSTEM -p '{v}' "
        '"SELECT * FROM M_DATABASE"',
    ),
    k(
        "sap_hana_python_dbapi",
        "code",
        "conn = dbapi.connect(address='hana-prd', port=30015, user='ETL_USER', password='{v}')",
    ),
    k(
        "sapcontrol_user_password",
        "cli",
        "sapcontrol -nr 00 -host sapprd-app01 -user prdadm {v} -function StopSystem ALL",
    ),
    k(
        "sap_gui_shortcut_sap_file",
        "config",
        L(
            "[System]",
            "Name=PRD",
            "Client=100",
            "[User]",
            "Name=FIREFIGHT01",
            "Password={v}",
            "Language=EN",
            "[Function]",
            "Command=SE16",
        ),
    ),
    k(
        "sap_gui_scripting_vbs",
        "code",
        L(
            'session.findById("wnd[0]/usr/txtRSYST-BNAME").text = "BATCH_GUI"',
            'session.findById("wnd[0]/usr/pwdRSYST-BCODE").text = "{v}"',
            'session.findById("wnd[0]").sendVKey 0',
        ),
    ),
    k(
        "abap_hardcoded_rfc_password",
        "code",
        L(
            "DATA: lv_user TYPE string VALUE 'INTF_LEGACY',",
            "      lv_pass TYPE string VALUE '{v}'.",
            "CALL FUNCTION 'SUSR_USER_CHANGE_PASSWORD_RFC'",
            "  EXPORTING bname = lv_user password = lv_pass.",
        ),
    ),
    k(
        "abap_http_client_authenticate",
        "code",
        L(
            "lo_client->authenticate( username = 'PI_SENDER'",
            "                         password = '{v}' ).",
            "lo_client->send( ).",
        ),
    ),
    k(
        "sap_pi_channel_export",
        "config",
        L(
            "<Channel name='SOAP_Sender_Orders' adapter='SOAP' direction='Sender'>",
            "  <param name='authenticationMode' value='basic'/>",
            "  <param name='user' value='PIAPPLUSER'/>",
            "  <param name='password' value='{v}'/>",
            "</Channel>",
        ),
    ),
    k(
        "sap_btp_destination_json",
        "config",
        L(
            "{",
            '  "Name": "S4_ONPREM",',
            '  "Type": "HTTP",',
            '  "URL": "http://s4-virtual:44300",',
            '  "Authentication": "BasicAuthentication",',
            '  "ProxyType": "OnPremise",',
            '  "User": "BTP_TECH",',
            '  "Password": "{v}"',
            "}",
        ),
    ),
    k(
        "sap_cloud_connector_cli",
        "cli",
        "curl -u Administrator:{v} -X PUT https://scc.example.com:8443/api/v1/configuration"
        "/subaccounts/eu10/{h8}/state -d '{\"connected\": true}'",
    ),
    k(
        "sap_secure_store_rsecssfx",
        "cli",
        "rsecssfx put DB_CONNECT/DEFAULT_DB_PASSWORD {v} -plain",
    ),
    k(
        "sap_cpi_security_material_script",
        "code",
        L(
            "// fallback when the keystore entry is missing",
            'def user = "CPI_OUTBOUND"',
            'def pass = "{v}"',
            'message.setHeader("Authorization", "Basic " + "${user}:${pass}".bytes.encodeBase64())',
        ),
    ),
    k(
        "sap_bo_cms_logon",
        "cli",
        "java -jar biar_export.jar -cms boprd:6400 -username Administrator -password {v} "
        "-authentication secEnterprise",
    ),
)

_ORACLE: tuple[Kind, ...] = (
    k(
        "sqlplus_user_pass_at_db",
        "cli",
        "sqlplus scott_app/{v}@PRODDB",
        "sqlplus -s 'system/{v}@//db-prd.example.com:1521/ORCLPDB1' @patch.sql",
    ),
    k(
        "sqlplus_sysdba_conn",
        "cli",
        "sqlplus /nolog <<EOF\nconnect sys/{v}@PRODDB as sysdba\nshutdown immediate\nEOF",
    ),
    k(
        "expdp_userid",
        "cli",
        "expdp userid=hr_exp/{v}@PRODDB directory=DP_DIR dumpfile=hr_%U.dmp schemas=HR",
    ),
    k(
        "impdp_parfile",
        "config",
        L(
            "USERID=system/{v}@STAGEDB",
            "DIRECTORY=DP_DIR",
            "DUMPFILE=hr_01.dmp",
            "REMAP_SCHEMA=HR:HR_STAGE",
        ),
    ),
    k("orapwd_password", "cli", "orapwd file=$ORACLE_HOME/dbs/orapwPRODDB password={v} entries=10"),
    k(
        "mkstore_create_credential",
        "cli",
        "mkstore -wrl /u01/app/oracle/wallet -createCredential PRODDB app_user {v}",
    ),
    k(
        "mkstore_wallet_password_prompt_echo",
        "output",
        L(
            "$ mkstore -wrl /u01/wallet -listCredential",
            "Oracle Secret Store Tool Release 19.0.0.0.0 - Production",
            "Enter wallet password: {v}",
            "List credential (index: connect_string username)",
            "1: PRODDB app_user",
        ),
    ),
    k(
        "orapki_wallet_create_pwd",
        "cli",
        "orapki wallet create -wallet /u01/ohs/wallet -pwd {v} -auto_login",
    ),
    k(
        "alter_user_identified_by",
        "code",
        'ALTER USER app_owner IDENTIFIED BY "{v}" ACCOUNT UNLOCK;',
    ),
    k(
        "oracle_create_database_link",
        "code",
        "CREATE DATABASE LINK legacy_fin CONNECT TO fin_ro IDENTIFIED BY \"{v}\" USING 'FINDB';",
    ),
    k(
        "oracle_dbms_scheduler_credential",
        "code",
        L(
            "BEGIN",
            "  DBMS_CREDENTIAL.CREATE_CREDENTIAL(credential_name => 'OS_BATCH',",
            "    username => 'oracle', password => '{v}');",
            "END;",
        ),
    ),
    k(
        "weblogic_boot_properties_clear",
        "config",
        L("# servers/AdminServer/security/boot.properties", "username=weblogic", "password={v}"),
    ),
    k(
        "weblogic_boot_properties_aes",
        "config",
        L("username={AES256}{k12}==", "password={AES256}{v}"),
        value=aes_b64,
    ),
    k(
        "weblogic_config_xml_aes",
        "config",
        L(
            "<jdbc-system-resource>",
            "  <name>LegacyDS</name>",
            "  <password-encrypted>{AES}{v}</password-encrypted>",
            "</jdbc-system-resource>",
        ),
        value=aes_b64,
    ),
    k(
        "weblogic_jdbc_xml_aes256",
        "config",
        L(
            "<jdbc-driver-params>",
            "  <url>jdbc:oracle:thin:@//db-prd:1521/ORCLPDB1</url>",
            "  <password-encrypted>{AES256}{v}</password-encrypted>",
            "</jdbc-driver-params>",
        ),
        value=aes_b64,
    ),
    k(
        "wlst_connect_password",
        "code",
        "connect('weblogic', '{v}', 't3://wls-admin.example.com:7001')",
    ),
    k(
        "wlst_cli_args",
        "cli",
        "java weblogic.WLST -skipWLSModuleScanning deploy.py --user weblogic --password {v}",
    ),
    k(
        "weblogic_admin_curl",
        "cli",
        "curl -s -u weblogic:{v} -H 'X-Requested-By: MyClient' "
        "http://wls-admin:7001/management/weblogic/latest/domainRuntime/serverLifeCycleRuntimes",
    ),
    k(
        "oracle_forms_userid_url",
        "output",
        "http://forms.example.com:9001/forms/frmservlet?config=prod&form=ORDERS.fmx"
        "&userid=orders_app/{v}@PRODDB",
    ),
    k(
        "oracle_ebs_fndcpass",
        "cli",
        "FNDCPASS apps/{v} 0 Y system/manager SYSTEM APPLSYS NewAppsPw",
    ),
    k(
        "goldengate_credentialstore_add",
        "cli",
        "ggsci> ALTER CREDENTIALSTORE ADD USER c##ggadmin@PRODDB PASSWORD {v} ALIAS ggsrc",
    ),
    k(
        "oracle_sqlldr_userid",
        "cli",
        "sqlldr userid=stage_ld/{v}@STAGEDB control=orders.ctl log=orders.log direct=true",
    ),
    k(
        "oracle_rman_target",
        "cli",
        "rman target sys/{v}@PRODDB catalog rco/{k12}@RCATDB",
    ),
    k(
        "oracle_apex_rest_basic",
        "cli",
        "curl -u ADMIN:{v} https://apex.example.com/ords/prod/_/db-api/stable/database/",
    ),
)

ERP_KINDS: tuple[Kind, ...] = (*_SAP, *_ORACLE)
