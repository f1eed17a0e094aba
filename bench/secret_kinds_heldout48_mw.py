"""Held-out 48's IBM middleware and Java EE server kinds (`bench/secret_kinds_heldout48.py`).

IBM MQ (`runmqsc` defining an `AUTHINFO`'s `LDAPPWD`, a client's
`mqccred.ini`, `amqsputc` fed on its input, a JMS `.bindings`' password,
Java's and XMS's connection factories, `runmqakm -pw`, the REST API by `curl
-u`), WebSphere (`security.xml`'s, `soap.client.props`' and
`resources.xml`'s `{xor}` values, reversible: secrets; `wsadmin -password`
and an auth alias created in Jython, IHS's `gskcapicmd -pw`), DataPower
(`user-password` in an export, a `ssh` CLI session), Db2 LUW (`db2 catalog`
then `connect ... using`, `db2dsdriver.cfg`), Domino (`notes.ini`'s LDAP
bind password, a server ID's password in `docker run`, LotusScript's
`Initialize`), JBoss and WildFly (`standalone.xml` datasources, `vault.sh`,
`jboss-cli` `add-user.sh`, an Elytron credential store), Tomcat
(`tomcat-users.xml`, `server.xml`'s keystore and a JNDI `Resource` in
`context.xml`, the manager's `curl`), GlassFish and Payara (a
`--passwordfile`'s `AS_ADMIN_PASSWORD`, `asadmin
create-jdbc-connection-pool` with a password property), and WebSphere
Liberty's `server.xml` with an `{aes}` value.
"""

from __future__ import annotations

from bench.secret_kinds import Kind
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout48_host import L, aes_b64, xor_was

__all__ = ["MW_KINDS"]

_MQ: tuple[Kind, ...] = (
    k(
        "runmqsc_authinfo_ldappwd",
        "output",
        L(
            "$ runmqsc QM_PROD01",
            "DEFINE AUTHINFO(LDAP.AUTH) AUTHTYPE(IDPWLDAP) CONNAME('ldap.example.com(636)')",
            "  LDAPUSER('cn=mqbind,ou=svc,dc=example,dc=com') LDAPPWD('{v}') SECCOMM(YES)",
            "     1 : DEFINE AUTHINFO(LDAP.AUTH) ...",
            "AMQ8563I: IBM MQ authentication information object created.",
        ),
    ),
    k(
        "mq_mqccred_ini",
        "config",
        L(
            "AllQueueManagers:",
            "  User=mqapp",
            "  Password={v}",
            "QueueManager:",
            "  Name=QM_PROD01",
            "  User=mqadmin",
            "  Password={k12}",
        ),
    ),
    k(
        "mq_amqsputc_env",
        "cli",
        "MQSAMP_USER_ID=mqapp MQSERVER='APP.SVRCONN/TCP/mq01(1414)' "
        "echo '{v}' | amqsputc ORDERS.IN QM_PROD01",
    ),
    k(
        "mq_runmqakm_pw",
        "cli",
        "runmqakm -keydb -create -db /var/mqm/qmgrs/QM_PROD01/ssl/key.kdb -pw {v} -stash",
    ),
    k(
        "mq_jms_bindings_password",
        "config",
        L(
            "ConnFactory/RefAddr/7/Type=PASSWORD",
            "ConnFactory/RefAddr/7/Encoding=String",
            "ConnFactory/RefAddr/7/Content={v}",
        ),
    ),
    k(
        "mq_java_connection_factory",
        "code",
        L(
            'cf.setStringProperty(WMQConstants.USERID, "mqapp");',
            'cf.setStringProperty(WMQConstants.PASSWORD, "{v}");',
            "cf.setBooleanProperty(WMQConstants.USER_AUTHENTICATION_MQCSP, true);",
        ),
    ),
    k(
        "mq_dotnet_xms_properties",
        "code",
        L(
            'cf.SetStringProperty(XMSC.USERID, "mqnet");',
            'cf.SetStringProperty(XMSC.PASSWORD, "{v}");',
        ),
    ),
    k(
        "mq_rest_api_curl",
        "cli",
        "curl -k -u mqadmin:{v} -H 'ibm-mq-rest-csrf-token: x' "
        "https://mqweb.example.com:9443/ibmmq/rest/v2/admin/qmgr/QM_PROD01/queue",
    ),
)

_WAS: tuple[Kind, ...] = (
    k(
        "websphere_security_xml_xor",
        "config",
        L(
            '<authDataEntries xmi:id="JAASAuthData_{d13}" alias="cellMgr/LegacyDB"',
            '    userId="db2inst1" password="{xor}{v}" description="legacy DB"/>',
        ),
        value=xor_was,
    ),
    k(
        "websphere_soap_client_props_xor",
        "config",
        L(
            "com.ibm.SOAP.securityEnabled=true",
            "com.ibm.SOAP.loginUserid=wasadmin",
            "com.ibm.SOAP.loginPassword={xor}{v}",
        ),
        value=xor_was,
    ),
    k(
        "websphere_resources_xml_xor",
        "config",
        '<resourceProperties name="password" type="java.lang.String" value="{xor}{v}"/>',
        value=xor_was,
    ),
    k(
        "websphere_wsadmin_password",
        "cli",
        "./wsadmin.sh -lang jython -conntype SOAP -host was-dmgr -port 8879 -user wasadmin "
        "-password {v} -f deploy.py",
    ),
    k(
        "websphere_wsadmin_create_auth_alias",
        "code",
        "AdminTask.createAuthDataEntry('[-alias LegacyDB -user db2inst1 -password {v} "
        "-description legacy]')",
    ),
    k(
        "websphere_liberty_server_xml_aes",
        "config",
        L(
            '<dataSource id="legacyDS" jndiName="jdbc/legacy">',
            '  <properties.db2.jcc databaseName="LEGACY" serverName="db2-prd" portNumber="50000"',
            '      user="db2inst1" password="{aes}{v}"/>',
            "</dataSource>",
        ),
        value=aes_b64,
    ),
    k(
        "websphere_liberty_keystore_plain",
        "config",
        '<keyStore id="defaultKeyStore" location="key.p12" type="PKCS12" password="{v}"/>',
    ),
    k(
        "websphere_ihs_stash_gskcapicmd",
        "cli",
        "gskcapicmd -keydb -create -db /opt/IBM/HTTPServer/ssl/key.kdb -pw {v} -stash",
    ),
    k(
        "datapower_export_user_password",
        "config",
        L(
            '<User name="devops" xmlns:env="http://www.w3.org/2003/05/soap-envelope">',
            "  <mAdminState>enabled</mAdminState>",
            "  <Password>{v}</Password>",
            "  <AccessLevel>privileged</AccessLevel>",
            "</User>",
        ),
    ),
    k(
        "datapower_cli_session",
        "output",
        L(
            "$ ssh dp-prod01",
            "(unknown)",
            "Unauthorized access prohibited.",
            "login: admin",
            "Password: {v}",
            "Welcome to IBM DataPower Gateway console configuration.",
        ),
    ),
    k(
        "datapower_roma_curl",
        "cli",
        "curl -k -u admin:{v} https://dp-prod01:5554/mgmt/config/default/XMLManager",
    ),
    k(
        "db2_luw_catalog_connect",
        "output",
        L(
            "$ db2 catalog tcpip node LEGNODE remote db2-prd server 50000",
            "DB20000I  The CATALOG TCPIP NODE command completed successfully.",
            "$ db2 connect to LEGACY user db2inst1 using {v}",
            "   Database server        = DB2/LINUXX8664 11.5.8.0",
        ),
    ),
    k(
        "db2dsdriver_cfg_password",
        "config",
        L(
            "<configuration><dsncollection>",
            '  <dsn alias="LEGACY" name="LEGACY" host="db2-prd" port="50000">',
            '    <parameter name="UserID" value="db2inst1"/>',
            '    <parameter name="Password" value="{v}"/>',
            "  </dsn>",
            "</dsncollection></configuration>",
        ),
    ),
    k(
        "domino_notes_ini_ldap_bind",
        "config",
        L(
            "[Notes]",
            "Directory=/local/notesdata",
            "LDAPBindPassword={v}",
            "ServerKeyFileName=server.id",
        ),
    ),
    k(
        "domino_server_id_password_docker",
        "cli",
        "docker run -e SERVERSETUP_SERVER_NAME=prod01 -e SERVERSETUP_SERVER_IDFILEPASSWORD='{v}' "
        "hclcom/domino:14.0",
    ),
    k(
        "domino_rest_lotusscript_password",
        "code",
        L(
            "Dim s As New NotesSession",
            'Call s.Initialize("{v}")',
            'Set db = s.GetDatabase("prod01/Acme", "names.nsf")',
        ),
    ),
)

_JEE: tuple[Kind, ...] = (
    k(
        "wildfly_standalone_xml_datasource",
        "config",
        L(
            '<datasource jndi-name="java:jboss/datasources/LegacyDS" pool-name="LegacyDS">',
            "  <connection-url>jdbc:oracle:thin:@db-prd:1521/ORCLPDB1</connection-url>",
            "  <security>",
            "    <user-name>legacy_app</user-name>",
            "    <password>{v}</password>",
            "  </security>",
            "</datasource>",
        ),
    ),
    k(
        "jboss_vault_sh_add",
        "output",
        L(
            "$ ./vault.sh -k vault.keystore -p {v} -e vault/ -i 50 -s {d8} -v vault "
            "-b ds -a password -x legacydb",
            "Secured attribute value has been stored in Vault.",
            "Please make note of the following:",
            "Vault Block:ds",
            "Attribute Name:password",
        ),
    ),
    k(
        "jboss_vault_masked_keystore_password",
        "config",
        L(
            '<vault-option name="KEYSTORE_PASSWORD" value="MASK-{v}"/>',
            '<vault-option name="SALT" value="{d8}"/>',
            '<vault-option name="ITERATION_COUNT" value="50"/>',
        ),
        value=lambda r: aes_b64(r)[:22],
    ),
    k(
        "jboss_cli_add_datasource",
        "cli",
        'jboss-cli.sh --connect --command="data-source add --name=LegacyDS '
        "--jndi-name=java:/LegacyDS --driver-name=oracle --user-name=legacy_app "
        '--password={v} --connection-url=jdbc:oracle:thin:@db-prd:1521/ORCLPDB1"',
    ),
    k(
        "jboss_add_user_sh",
        "cli",
        "./add-user.sh -u mgmtadmin -p '{v}' -g admin -r ManagementRealm",
    ),
    k(
        "elytron_credential_store_add_alias",
        "cli",
        '/subsystem=elytron/credential-store=cs:add-alias(alias=legacydb, secret-value="{v}")',
    ),
    k(
        "tomcat_users_xml",
        "config",
        L(
            "<tomcat-users>",
            '  <role rolename="manager-script"/>',
            '  <user username="deployer" password="{v}" roles="manager-script"/>',
            "</tomcat-users>",
        ),
    ),
    k(
        "tomcat_context_xml_jndi",
        "config",
        L(
            '<Resource name="jdbc/LegacyDB" auth="Container" type="javax.sql.DataSource"',
            '   driverClassName="oracle.jdbc.OracleDriver" '
            'url="jdbc:oracle:thin:@db-prd:1521:PROD"',
            '   username="legacy_app" password="{v}" maxTotal="20"/>',
        ),
    ),
    k(
        "tomcat_server_xml_keystore",
        "config",
        L(
            '<Connector port="8443" protocol="org.apache.coyote.http11.Http11NioProtocol"',
            '   SSLEnabled="true" keystoreFile="conf/legacy.jks" keystorePass="{v}"',
            '   keyAlias="tomcat"/>',
        ),
    ),
    k(
        "tomcat_manager_curl_deploy",
        "cli",
        "curl -u deployer:{v} -T build/legacy.war "
        "'http://tomcat-prd:8080/manager/text/deploy?path=/legacy&update=true'",
    ),
    k(
        "tomcat_realm_ldap_connection_password",
        "config",
        L(
            '<Realm className="org.apache.catalina.realm.JNDIRealm"',
            '  connectionURL="ldaps://ad.example.com:636"',
            '  connectionName="CN=svc-tomcat,OU=Service,DC=example,DC=com"',
            '  connectionPassword="{v}" userSearch="(sAMAccountName={0})"/>',
        ),
    ),
    k(
        "glassfish_password_file",
        "config",
        L("AS_ADMIN_PASSWORD={v}", "AS_ADMIN_MASTERPASSWORD=changeit"),
    ),
    k(
        "glassfish_create_jdbc_pool",
        "cli",
        "asadmin create-jdbc-connection-pool --datasourceclassname "
        "oracle.jdbc.pool.OracleDataSource --restype javax.sql.DataSource "
        "--property user=legacy_app:password={v}:url=jdbc\\:oracle\\:thin\\:@db-prd\\:1521\\:PROD "
        "LegacyPool",
    ),
    k(
        "payara_asadmin_password_alias",
        "output",
        L(
            "$ asadmin create-password-alias legacydb",
            "Enter the alias password> {v}",
            "Enter the alias password again> {v}",
            "Command create-password-alias executed successfully.",
        ),
    ),
    k(
        "jetty_obf_password",
        "config",
        "jetty.sslContext.keyStorePassword=OBF:{v}",
        value=lambda r: "".join(f"{r.randrange(1000, 2000):04d}" for _ in range(7)),
    ),
    k(
        "resin_conf_database_password",
        "config",
        L(
            "<database jndi-name='jdbc/legacy'>",
            "  <driver type='oracle.jdbc.pool.OracleConnectionPoolDataSource'>",
            "    <url>jdbc:oracle:thin:@db-prd:1521:PROD</url><user>legacy</user>",
            "    <password>{v}</password>",
            "  </driver>",
            "</database>",
        ),
    ),
)

MW_KINDS: tuple[Kind, ...] = (*_MQ, *_WAS, *_JEE)
