"""The fixed look-alikes of held-out 48 (`bench/secret_kinds_heldout48_look.py`).

Texts written once: masked values as old systems and people write them
(`PASSWORD=********`, an ISPF field of `XXXXXXXX`, `PW Status saved`, a
WebSphere `{xor}` of nothing, `<password>*****</password>`); references to a
secret by name (a JCL symbol `&PW`, Control-M's `%%FTP-PASS`, WildFly's
`${VAULT::...}` and `${env.X}`, Tomcat's `${keystore.pass}`,
`hdbuserstore`'s key name in `-U`, `sqlplus /@PRODDB` through a wallet,
`ldapsearch -y` and `-W`, `sssd`'s log naming `ldap_default_authtok`,
`aspnet_regiis` on a section without its content); documented placeholders
(`<must-be-changed>`, `AutoGenerate,IsolateApps`, `[your password]`,
`YOUR_PASSWORD`); listings that name credentials without them (`hdbuserstore
LIST`, `mkstore -listCredential`, RACF's `LISTUSER`, `runmqsc DISPLAY
AUTHINFO` with `LDAPPWD( )`, Tomcat's startup log); error messages
(`ORA-01017`, `ICH408I`, `AMQ5540E`, `RFC_ERROR_LOGON_FAILURE`); public
names and numbers (transaction codes, SAP clients, Oracle SIDs, queue
managers, LDAP DNs, OIDs, SNMP's `public` in a product's documentation
example, MAC addresses); and people in this set's chat languages saying
where a password is, that it changed, or that it is in a vault, without it.
"""

from __future__ import annotations

__all__ = ["FIXED"]

_MASKED: list[tuple[str, str]] = [
    ("jcl_password_masked", "//PAYRL01  JOB (ACCT),'PAYROLL',USER=PAYBAT1,PASSWORD=********"),
    ("ispf_password_field_x", " Userid    ===> OPSBAT2\n Password  ===> XXXXXXXX"),
    ("tso_password_nodisplay", "IKJ56700A ENTER PASSWORD FOR OPSBAT2 -\n(non-display field)"),
    ("sm59_pw_status_saved", "Logon & Security: User RFC_BATCH  Password ******** PW Status saved"),
    ("was_xor_empty", '<authDataEntries alias="cellMgr/Unused" userId="" password="{xor}"/>'),
    ("xml_password_stars", "<password>*****</password>"),
    ("weblogic_console_masked", "Password: ••••••••   Confirm Password: ••••••••   [Save]"),
    ("sapgui_password_blank", "[User]\nName=FIREFIGHT01\nPassword=\nLanguage=EN"),
    (
        "webconfig_password_redacted",
        'connectionString="Server=SQLPRD01;User Id=orders_web;Password=[REDACTED];"',
    ),
    (
        "mq_ldappwd_blank",
        "AMQ8566I: Display authentication information details.\n   AUTHINFO(LDAP.AUTH) "
        "LDAPUSER(cn=mqbind,ou=svc,dc=example,dc=com)\n   LDAPPWD( )",
    ),
    ("jboss_cli_masked", '"password" => "*****",\n"user-name" => "legacy_app"'),
    (
        "glassfish_masked_list",
        "asadmin list-password-aliases\nlegacydb\nCommand list-password-aliases executed "
        "successfully.",
    ),
    ("controlm_masked_var", "%%FTP-PASS = ******** (hidden by Control-M)"),
    (
        "autosys_jil_no_password",
        "insert_job: FIN_FTP_PUT   job_type: FTP\nftp_user_name: finxfer\nowner: finxfer@agent01",
    ),
    (
        "odbc_dsn_no_pwd",
        "[ODBC]\nDRIVER=SQL Server\nSERVER=SQLPRD01\nTrusted_Connection=Yes\nDATABASE=Inventory",
    ),
    (
        "sqlplus_prompted",
        "$ sqlplus app_user@PRODDB\nEnter password:\nConnected to:\nOracle Database 19c "
        "Enterprise Edition",
    ),
    (
        "ldapsearch_prompt_w",
        "ldapsearch -x -H ldaps://ldap.example.com -D 'cn=admin,dc=example,dc=com' -W -b "
        "dc=example,dc=com\nEnter LDAP Password:",
    ),
    (
        "masked_chat_english",
        "the JOB card had PASSWORD=... I blanked it before pasting, it's in CyberArk as PAYBAT1",
    ),
    (
        "iis_password_hidden_gui",
        "Application Pool Identity: Custom account CORP\\svc-legacy (password set)",
    ),
    (
        "zowe_secure_array",
        '{"profiles": {"lpar1": {"properties": {"host": "zos1.example.com", "port": 443}, '
        '"secure": ["user", "password"]}}}',
    ),
]

_REFS: list[tuple[str, str]] = [
    (
        "jcl_symbol_password",
        "//PAYRL01  JOB (ACCT),'PAYROLL',USER=PAYBAT1,PASSWORD=&PW\n//  SET PW=&SYSPW",
    ),
    ("controlm_var_reference", "ftp_put.sh -u %%FTP-USER -p %%FTP-PASS"),
    ("wildfly_vault_expression", "<password>${VAULT::ds_LegacyDS::password::1}</password>"),
    ("wildfly_env_expression", "<password>${env.LEGACY_DB_PASSWORD}</password>"),
    ("elytron_credential_reference", '<credential-reference store="cs" alias="legacydb"/>'),
    ("tomcat_property_reference", 'keystorePass="${keystore.pass}" keyAlias="tomcat"'),
    ("hdbsql_userstore_key", "hdbsql -U BACKUPKEY \"BACKUP DATA USING FILE ('COMPLETE')\""),
    ("sqlplus_wallet_external", "sqlplus /@PRODDB   # credentials from the wallet in $TNS_ADMIN"),
    (
        "sqlnet_wallet_location",
        "WALLET_LOCATION = (SOURCE = (METHOD = FILE)(METHOD_DATA = (DIRECTORY = "
        "/u01/app/oracle/wallet)))\nSQLNET.WALLET_OVERRIDE = TRUE",
    ),
    (
        "ldapsearch_y_file",
        "ldapsearch -x -D cn=admin,dc=example,dc=com -y /etc/ldap.secret -b dc=example,dc=com",
    ),
    ("webconfig_configsource", '<connectionStrings configSource="connectionStrings.config" />'),
    (
        "aspnet_regiis_pe_command",
        'aspnet_regiis -pe "connectionStrings" -app "/legacy" -prov '
        '"DataProtectionConfigurationProvider"',
    ),
    (
        "machinekey_autogenerate",
        '<machineKey validationKey="AutoGenerate,IsolateApps" '
        'decryptionKey="AutoGenerate,IsolateApps" validation="HMACSHA256" />',
    ),
    (
        "machinekey_doc_placeholder",
        '<machineKey validationKey="[your 128 hex character validation key]" '
        'decryptionKey="[your 64 hex character decryption key]" />',
    ),
    (
        "tomcat_users_shipped_placeholder",
        '<!--\n  <user username="admin" password="<must-be-changed>" roles="manager-gui"/>\n-->',
    ),
    ("ansible_var_reference", 'weblogic_admin_password: "{{ vault_weblogic_admin_password }}"'),
    (
        "powershell_get_credential",
        "$cred = Get-Credential -UserName 'CORP\\svc-ops' -Message 'Legacy admin'",
    ),
    ("powershell_secret_management", "$pw = Get-Secret -Name LegacySqlSa -Vault CorpVault"),
    ("batch_password_from_env", "sqlcmd -S SQLPRD01 -U %DBUSER% -P %DBPASS% -i nightly.sql"),
    ("cobol_password_from_copybook", "           MOVE CRED-PASSWORD OF CREDREC TO WS-DB-PASSWORD"),
    (
        "rpg_password_from_dtaara",
        "in wPass *dtaara(CREDLIB/DBPASS);  // read at run time, locked to the job's user",
    ),
    (
        "zowe_auth_login_apiml",
        "zowe auth login apiml --host apiml.example.com --port 7554\nLogin successful. The "
        "authentication token is stored in the 'base' profile",
    ),
    (
        "sap_secure_store_key_name",
        "rsecssfx list\n| Record Key                     | Status  |\n| "
        "DB_CONNECT/DEFAULT_DB_PASSWORD | Encrypted |",
    ),
    (
        "mkstore_command_no_args",
        "mkstore -wrl /u01/app/oracle/wallet -createCredential PRODDB app_user   (prompts for "
        "both passwords)",
    ),
    ("websphere_placeholder_template", "com.ibm.SOAP.loginPassword=YOUR_PASSWORD_HERE"),
    (
        "odbc_placeholder",
        "Driver={ODBC Driver 17 for SQL Server};Server=SQLPRD01;Uid=<user>;Pwd=<password>;",
    ),
    (
        "soap_usernametoken_placeholder",
        "<wsse:Username>?</wsse:Username>\n<wsse:Password "
        'Type="...#PasswordText">?</wsse:Password>',
    ),
    (
        "autosys_secure_list",
        "autosys_secure -q\nUSER finxfer@ftp.partner.example  (password stored)",
    ),
    (
        "as2_profile_cert_only",
        "[partner:ACME-RETAIL]\nas2_id=ACMERETAIL01\nhttp_auth=none\n"
        "signing_cert_alias=acme-sign-2026\nencryption_cert_alias=acme-enc-2026",
    ),
    (
        "ldif_password_policy_only",
        "dn: cn=default,ou=policies,dc=example,dc=com\nobjectClass: pwdPolicy\npwdAttribute: "
        "userPassword\npwdMaxAge: 7776000\npwdMinLength: 12",
    ),
]

_OUTPUT: list[tuple[str, str]] = [
    (
        "hdbuserstore_list_output",
        "$ hdbuserstore LIST\nDATA FILE       : /usr/sap/HDB/home/.hdb/hana01/SSFS_HDB.DAT\nKEY "
        "FILE        : /usr/sap/HDB/home/.hdb/hana01/SSFS_HDB.KEY\n\nKEY BACKUPKEY\n  ENV : "
        "hana-prd.example.com:30015@SYSTEMDB\n  USER: BACKUP_OP",
    ),
    (
        "mkstore_list_credential",
        "$ mkstore -wrl /u01/wallet -listCredential\nList credential (index: connect_string "
        "username)\n1: PRODDB app_user\n2: STAGEDB stage_ld",
    ),
    ("ora_01017", "ORA-01017: invalid username/password; logon denied"),
    (
        "ora_28000",
        "ORA-28000: The account is locked.\nAction: Wait for PASSWORD_LOCK_TIME or contact your "
        "DBA.",
    ),
    (
        "racf_ich408i",
        "ICH408I USER(OPSBAT2 ) GROUP(OPSGRP  ) NAME(BATCH OPS           )\n  LOGON/JOB "
        "INITIATION - INVALID PASSWORD\nIRR012I  VERIFICATION FAILED. INVALID PASSWORD GIVEN.",
    ),
    (
        "mq_amq5540e",
        "AMQ5540E: Application 'amqsputc' did not supply a user ID and password\nAMQ5541E: The "
        "failed authentication check was caused by the queue manager CONNAUTH CHCKCLNT(REQDADM) "
        "configuration.",
    ),
    (
        "sap_rfc_logon_failure",
        "RFC_ERROR_LOGON_FAILURE: Name or password is incorrect (repeat logon)\nKey: "
        "RFC_ERROR_LOGON_FAILURE, Group: 3",
    ),
    (
        "weblogic_boot_failure",
        "<BEA-090402> <Authentication denied: Boot identity not valid. The user name or password "
        "or both from the boot identity file (boot.properties) is not valid.>",
    ),
    (
        "tomcat_startup_log",
        "INFO [main] org.apache.catalina.startup.Catalina.load Server initialization in [812] "
        "milliseconds\nINFO [main] org.apache.coyote.AbstractProtocol.start Starting "
        'ProtocolHandler ["https-jsse-nio-8443"]',
    ),
    (
        "jboss_vault_initialized",
        "INFO  [org.jboss.security] (MSC service thread 1-2) PBOX00361: Default Security Vault "
        "Implementation Initialized and Ready",
    ),
    (
        "was_security_log",
        "SECJ0369E: Authentication failed when using LTPA. The exception is "
        "com.ibm.websphere.security.PasswordCheckFailedException: Password check failed for "
        "user: wasadmin",
    ),
    (
        "db2_sql30082n",
        'SQL30082N  Security processing failed with reason "24" ("USERNAME AND/OR PASSWORD '
        'INVALID").  SQLSTATE=08001',
    ),
    (
        "ldap_invalid_credentials",
        "ldap_bind: Invalid credentials (49)\n\tadditional info: 80090308: LdapErr: "
        "DSID-0C090447, comment: AcceptSecurityContext error, data 52e, v3839",
    ),
    ("ftp_530", "331 Send password please.\n530 PASS command failed\nLogin failed."),
    (
        "sftp_permission_denied",
        "edixfer@edi.partner.example: Permission denied (publickey,password).\nConnection closed",
    ),
    (
        "iis_401_substatus",
        "2026-12-01 02:14:09 10.0.4.12 GET /legacy/ - 443 - 10.9.8.7 - 401 2 5 12",
    ),
    ("aspnet_regiis_succeeded", "Encrypting configuration section...\nSucceeded!"),
    (
        "schtasks_query",
        "TaskName: \\LegacyExport\nNext Run Time: 12/2/2026 2:00:00 AM\nRun As User: "
        "CORP\\svc-export\nLogon Mode: Interactive/Background",
    ),
    (
        "net_use_listing",
        "Status       Local     Remote                    Network\nOK           Z:        "
        "\\\\fs01\\exports          Microsoft Windows Network",
    ),
    (
        "controlm_job_log",
        "FINXFER OID=0A3F7 RUN 1 ENDED OK  cmd: ftp_put.sh -u %%FTP-USER -p %%FTP-PASS  rc=0",
    ),
    (
        "tws_conman_listing",
        "%sj AGENT01#NIGHTLY\nCPU    Schedule  SchedTime  Job       State Pr Start  Elapse "
        "RetCode\nAGENT01 NIGHTLY  0200 12/01 FINXFER  SUCC  10 02:00  00:03        0",
    ),
    (
        "biztalk_event_log",
        'The adapter "FTP" raised an error message. Details "Unable to connect to the remote '
        'server. Check the user name and password."',
    ),
    (
        "tibco_ems_startup",
        "2026-12-01 02:00:11.402 Server name: 'EMS-PRD'.\n2026-12-01 02:00:11.402 Server "
        "authorization is enabled.\n2026-12-01 02:00:11.402 Accepting connections on "
        "tcp://ems-prd:7222.",
    ),
    (
        "slapd_start_log",
        'slapd starting\nmdb_db_open: database "dc=example,dc=com": dbenv_open(/var/lib/ldap).',
    ),
    (
        "sssd_log_authtok_named",
        "[be[corp]] [sdap_cli_auth_step] (0x1000): the connection will expire at 1764554400\n"
        "(ldap_default_authtok read from sssd.conf, 0600 root:root)",
    ),
    (
        "sapcontrol_getprocesslist",
        "GetProcessList\nOK\nname, description, dispstatus, textstatus, starttime, elapsedtime, "
        "pid\ndisp+work, Dispatcher, GREEN, Running, 2026 12 01 02:00:11, 24:12:03, 4121",
    ),
    (
        "dataPower_show_users",
        "show usergroups\n  sysadmin  (up)\n  devops    (up)\nshow users\n  admin  privileged  "
        "enabled\n  devops privileged  enabled",
    ),
]

_PUBLIC: list[tuple[str, str]] = [
    (
        "sap_transaction_codes",
        "Open SM59, then SE37 for Z_ORDER_POST, then SU01 to unlock RFC_BATCH (client 100).",
    ),
    (
        "sap_client_and_sid",
        "SID PRD, client 100, instance 00, message server sapprd-ms:3600, logon group PUBLIC",
    ),
    (
        "oracle_sids_services",
        "ORACLE_SID=PROD1\nservice_names=ORCLPDB1.example.com\ndb_unique_name=PROD_DG1",
    ),
    (
        "mq_object_names",
        "QMGR(QM_PROD01) CHANNEL(APP.SVRCONN) XMITQ(QM_PARTNER.XMIT) QLOCAL(ORDERS.IN)",
    ),
    (
        "dataset_names",
        "PROD.PAYROLL.MASTER\nPROD.EDI.OUT.D261201\nSYS1.PARMLIB(IEASYS00)\n"
        "OPSBAT2.JCL.CNTL(PAYRL01)",
    ),
    (
        "ldap_dns",
        "uid=svc-legacy,ou=services,dc=example,dc=com\nCN=svc-tomcat,OU=Service,DC=corp,DC=example",
    ),
    (
        "snmp_public_doc_example",
        "# example from the product guide: snmpwalk -v2c -c public localhost SNMPv2-MIB::sysDescr",
    ),
    (
        "oid_list",
        "1.3.6.1.4.1.2.6.158 (IBM MQ)\n1.3.6.1.4.1.42.2.27.8.1 (password policy)\n2.5.4.3 "
        "(commonName)",
    ),
    ("mac_addresses", "OSA port MAC 02:00:00:3A:1F:07, LPAR2 vNIC 02:00:00:3A:1F:08"),
    (
        "wsdl_soap_action",
        '<soap:operation soapAction="urn:legacy:orders:PostOrder" style="document"/>',
    ),
    (
        "ws_policy_namespace",
        'xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.'
        '0.xsd"',
    ),
    (
        "dotnet_framework_public_token",
        '<bindingRedirect oldVersion="0.0.0.0-4.0.0.0" newVersion="4.0.0.0" /> <!-- System.Web '
        "PublicKeyToken=b03f5f7f11d50a3a -->",
    ),
    (
        "dpapi_provider_name",
        'configProtectionProvider="DataProtectionConfigurationProvider" (keyed to the machine)',
    ),
    (
        "weblogic_security_realm",
        "<realm>myrealm</realm><default-realm>myrealm</default-realm><name>DefaultAuthenticator</"
        "name>",
    ),
    (
        "cert_subject_issuer",
        "Subject: CN=as2.acme-retail.example, O=Acme Retail, C=US\nIssuer: CN=Example Issuing CA "
        "2, O=Example PKI",
    ),
    (
        "oftp2_odette_id",
        "ODETTE-ID O0013000123456789PARTNER  (public, printed on the partner sheet)",
    ),
    ("edi_gln_and_duns", "GLN 4012345000009, DUNS 150483782, ISA qualifier ZZ"),
    ("sap_note_and_kernel", "Apply SAP Note 3089413 and kernel 7.89 PL 200 before enabling SNC"),
    ("ibm_apar_numbers", "PH54321 (z/OS 3.1), UI98765, APAR OA12345: RACF KDFAES conversion"),
]

_CHAT: list[tuple[str, str]] = [
    ("chat_kashubian_vault", "Hasło do PAYBAT1 je w CyberArk, nie wklejaj gò tuwò."),
    (
        "chat_lombard_changed",
        "La password del schema FIN_APP l'hann cambiada ier, la nœuva l'è in del vault.",
    ),
    ("chat_romani_no_pw", "O password le mqapp naj man, pučh e adminiske."),
    ("chat_bemba_where", "Password ya LegacyDS ili mu vault, te mu standalone.xml iyo."),
    ("chat_mizo_locked", "OPSBAT2 chu RACF-ah a revoke tawh, password thar a la ngai."),
    ("chat_navajo_none", "ZOWEADM bi pass phrase doo shił bééhózin da, admin bich'į' hodíílnih."),
    (
        "chat_sranan_vault",
        "A password fu orders_web de na ini Key Vault, no na ini a web.config moro.",
    ),
    ("chat_picard_where", "Ch'mot d'passe, i est din ch'coffre KeePass, pas din l'script."),
    (
        "chat_english_rotate_no_value",
        "RFC_BATCH password was rotated during cutover; the new one is in the SAP basis vault, "
        "ticket CHG0042177.",
    ),
    (
        "chat_english_asks_for_secret",
        "can you read the password from the Control-M variable %%FTP-PASS instead of hard-coding "
        "it?",
    ),
    (
        "chat_english_xor_explained",
        "WebSphere's {xor} is just obfuscation, so I removed those lines from security.xml "
        "before sending you the file.",
    ),
    (
        "chat_english_weblogic_default_user",
        "the admin user is weblogic, the password is whatever was set at domain creation, ask "
        "Priya",
    ),
]

_MORE: list[tuple[str, str]] = [
    (
        "cobol_copybook_layout",
        "       01  CREDREC.\n           05  CRED-USER      PIC X(08).\n           05  "
        "CRED-PASSWORD  PIC X(08).\n           05  CRED-EXPIRES   PIC 9(08).",
    ),
    (
        "jcl_proc_symbols",
        "//PAYPROC  PROC HLQ=PROD,GEN=0\n//STEP010  EXEC PGM=PAYR100,PARM='&HLQ,&GEN'",
    ),
    (
        "racf_setropts_password_rules",
        "SETROPTS PASSWORD(RULE1(LENGTH(8) ALPHANUM(1:8))) PASSWORD(INTERVAL(90) HISTORY(12))",
    ),
    ("racf_permit_command", "PERMIT PROD.PAYROLL.** ID(PAYBAT1) ACCESS(UPDATE) GENERIC"),
    ("db2_grant_statement", "GRANT EXECUTE ON PACKAGE COLL1.PAYR100 TO PAYBAT1;"),
    (
        "oracle_create_user_external",
        "CREATE USER ops$batch IDENTIFIED EXTERNALLY;\nCREATE USER app_sso IDENTIFIED GLOBALLY "
        "AS 'CN=app_sso,OU=svc,DC=example,DC=com';",
    ),
    (
        "oracle_profile_limits",
        "ALTER PROFILE app_profile LIMIT PASSWORD_LIFE_TIME 90 FAILED_LOGIN_ATTEMPTS 5 "
        "PASSWORD_REUSE_MAX 12;",
    ),
    (
        "abap_authority_check",
        "AUTHORITY-CHECK OBJECT 'S_RFC' ID 'RFC_NAME' FIELD 'Z_ORDER_POST' ID 'ACTVT' FIELD '16'.",
    ),
    (
        "sap_su01_user_type",
        "User RFC_BATCH  User type: System  Password status: productive  Last logon: 01.12.2026",
    ),
    (
        "webconfig_membership_hashed_format",
        '<add name="AspNetSqlMembershipProvider" passwordFormat="Hashed" '
        'minRequiredPasswordLength="12" />',
    ),
    ("iis_anonymous_auth_app_pool", '<anonymousAuthentication enabled="true" userName="" />'),
    (
        "tomcat_realm_lockout",
        '<Realm className="org.apache.catalina.realm.LockOutRealm" failureCount="5" '
        'lockOutTime="300">',
    ),
    (
        "wildfly_https_listener_ref",
        '<https-listener name="https" socket-binding="https" ssl-context="legacySSC"/>',
    ),
    (
        "mq_chlauth_rules",
        "SET CHLAUTH('APP.SVRCONN') TYPE(ADDRESSMAP) ADDRESS('10.20.*') USERSRC(CHANNEL) "
        "CHCKCLNT(REQUIRED)",
    ),
    (
        "ldap_acl_slapd",
        "access to attrs=userPassword\n    by self write\n    by anonymous auth\n    by * none",
    ),
    ("ad_uac_flags", "userAccountControl: 66048  (NORMAL_ACCOUNT, DONT_EXPIRE_PASSWORD)"),
    (
        "vba_connection_windows_auth",
        'cn.Open "Provider=MSOLEDBSQL;Server=SQLPRD01;Database=Orders;Integrated Security=SSPI;"',
    ),
    (
        "cron_defaults_extra_file",
        "15 2 * * * mysqldump --defaults-extra-file=/etc/legacy/backup.cnf erp | gzip > "
        "/backup/erp.sql.gz",
    ),
    (
        "expect_reads_env",
        'spawn sftp edixfer@edi.partner.example\nexpect "password:"\nsend "$env(SFTP_PASS)\\r"',
    ),
    (
        "jetty_obf_command",
        "java -cp jetty-util.jar org.eclipse.jetty.util.security.Password legacyuser   # prints "
        "OBF:, MD5: and CRYPT: forms",
    ),
]

FIXED: list[tuple[str, str]] = [*_MASKED, *_REFS, *_OUTPUT, *_PUBLIC, *_CHAT, *_MORE]
