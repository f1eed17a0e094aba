"""The fixed look-alikes of held-out 33 (`bench/secret_kinds_heldout33_look.py` draws the rest).

Public and placeholder values in the set's contexts: Windows' published KMS
client keys, `unattend.xml` with an empty or a `*SENSITIVE*DATA*DELETED*`
password, Group Policy Preferences with an empty `cpassword`, a `cmdkey
/list`'s output, `ConvertTo-SecureString` reading a prompt, `kinit -kt`
with a keytab's path, an LDAP bind by SASL/GSSAPI, `sqlplus /nolog` and
`/ as sysdba`, an Oracle wallet's `-auto_login` listing, `tnsnames.ora` and
`sqlnet.ora`, MQ channel definitions and `CHLAUTH` rules, SAP's
`sapnwrfc.ini` with `USE_SAPGUI`, JCL with `&SYSUID`, a RACF `PERMIT`,
LoRaWAN's well-known test and all-zero keys' names, cloud-init's
`lock_passwd`, kickstart's `rootpw --lock` and `--iscrypted` with no value,
preseed's hashed password's placeholder, OPC UA's anonymous login, MQTT's
`allow_anonymous`, UDS service bytes, an OCPP `BootNotification`, Postman's
`{{token}}` variables, Bruno's `vars:secret` names, a REST Client request
variable, HAR `[REDACTED]` values, curl with `$TOKEN`, Wireshark frame
headers, FIX with no password, EDI's blank security fields, example and
documentation values, and chat about secrets with no value in fourteen
languages.
"""

from __future__ import annotations

_LEGACY: list[tuple[str, str]] = [
    ("kms_client_key_public", "slmgr /ipk W269N-WFGWX-YVC9B-4J6C9-T83GX"),
    ("kms_client_key_server", "slmgr.vbs /ipk VDYBN-27WPP-V4HQT-9VMD4-VMK7H\nslmgr.vbs /ato"),
    ("slmgr_skms", "slmgr /skms kms.corp.example:1688"),
    (
        "unattend_sensitive_deleted",
        "<AdministratorPassword>\n  <Value>*SENSITIVE*DATA*DELETED*</Value>\n"
        "  <PlainText>true</PlainText>\n</AdministratorPassword>",
    ),
    (
        "unattend_empty_password",
        "<Password>\n  <Value></Value>\n  <PlainText>true</PlainText>\n</Password>",
    ),
    (
        "gpp_empty_cpassword",
        '<Properties action="U" userName="LocalAdmin" cpassword="" acctDisabled="1"/>',
    ),
    (
        "cmdkey_list_output",
        "Currently stored credentials:\n\n    Target: Domain:target=fileserver01\n"
        "    Type: Domain Password\n    User: CORP\\svc_backup",
    ),
    ("securestring_from_prompt", "$pw = Read-Host -AsSecureString 'Password for svc_sql'"),
    ("get_credential", "$cred = Get-Credential -UserName 'CORP\\svc_sql' -Message 'SQL login'"),
    (
        "kinit_keytab_path",
        "kinit -kt /etc/security/keytabs/hive.service.keytab hive/_HOST@CORP.EXAMPLE",
    ),
    ("ldap_gssapi_bind", "ldapsearch -Y GSSAPI -H ldap://dc01.corp.example -b DC=corp,DC=example"),
    ("ldap_bind_prompt", "ldapsearch -x -D cn=admin,dc=corp,dc=example -W -b dc=corp,dc=example"),
    ("sqlplus_nolog", "sqlplus /nolog\nSQL> connect / as sysdba\nConnected."),
    ("sqlplus_wallet_alias", "sqlplus /@FINPROD"),
    (
        "tnsnames_entry",
        "FINPROD =\n  (DESCRIPTION =\n    (ADDRESS = (PROTOCOL = TCP)(HOST = db01.corp.example)"
        "(PORT = 1521))\n    (CONNECT_DATA = (SERVICE_NAME = finprod.corp.example))\n  )",
    ),
    (
        "sqlnet_wallet_location",
        "WALLET_LOCATION = (SOURCE = (METHOD = FILE) (METHOD_DATA = (DIRECTORY = "
        "/u01/app/oracle/wallet)))\nSQLNET.WALLET_OVERRIDE = TRUE",
    ),
    (
        "mkstore_list",
        "List credential (index: connect_string username)\n1: FINPROD fin_batch",
    ),
    (
        "mq_channel_def",
        "DEFINE CHANNEL('APP.SVRCONN') CHLTYPE(SVRCONN) TRPTYPE(TCP) MCAUSER('app') "
        "SSLCIPH(TLS_AES_256_GCM_SHA384)",
    ),
    (
        "mq_chlauth_rule",
        "SET CHLAUTH('APP.SVRCONN') TYPE(ADDRESSMAP) ADDRESS('10.0.*') USERSRC(CHANNEL)",
    ),
    (
        "sapnwrfc_sso",
        "DEST=QAS_SSO\nASHOST=sapqas01\nSYSNR=01\nCLIENT=200\nUSE_SAPGUI=0\nSNC_MODE=1\n"
        "SNC_PARTNERNAME=p:CN=QAS, O=Corp, C=DE",
    ),
    ("jcl_sysuid", "//BACKUP   JOB (ACCT),'NIGHTLY',CLASS=A,NOTIFY=&SYSUID"),
    ("racf_permit", "PERMIT 'PROD.PAYROLL.**' ID(PAYGRP) ACCESS(READ) GENERIC"),
    ("racf_setropts", "SETROPTS PASSWORD(INTERVAL(90) HISTORY(12) MINCHANGE(1))"),
    ("cobol_password_field", "       01 WS-DB-PASSWORD  PIC X(8) VALUE SPACES."),
    ("as400_dspusrprf", "DSPUSRPRF USRPRF(APIUSER) TYPE(*BASIC)"),
    (
        "hdbuserstore_list",
        "hdbuserstore LIST BACKUP\nKEY BACKUP\n  ENV : hana01:30015\n  USER: SYSTEM",
    ),
    ("weblogic_encrypted_placeholder", "password={AES256}..."),
    (
        "machinekey_autogenerate",
        '<machineKey validationKey="AutoGenerate,IsolateApps" '
        'decryptionKey="AutoGenerate,IsolateApps" />',
    ),
    (
        "iis_apppool_identity",
        "appcmd set apppool /apppool.name:Orders "
        "/processModel.identityType:ApplicationPoolIdentity",
    ),
    ("net_use_prompt", "net use Z: \\\\fs01\\finance /user:CORP\\jdoe *"),
    (
        "schtasks_system",
        'schtasks /create /tn "Nightly Export" /tr C:\\jobs\\export.cmd /sc daily /ru SYSTEM',
    ),
    (
        "racadm_getsysinfo_output",
        "System Model = PowerEdge R750\nService Tag = 7XK2L93\nBIOS Version = 1.9.2",
    ),
]

_PLANT: list[tuple[str, str]] = [
    (
        "opcua_anonymous",
        'client = Client("opc.tcp://plc01.plant.local:4840")  # anonymous, SecurityMode None',
    ),
    ("mosquitto_allow_anonymous", "listener 1883 127.0.0.1\nallow_anonymous true"),
    (
        "mosquitto_password_file_path",
        "password_file /etc/mosquitto/passwd\nacl_file /etc/mosquitto/acl",
    ),
    ("mosquitto_acl", "user line3\ntopic readwrite plant/line3/#\npattern read sensors/%c/#"),
    ("uds_service_bytes", "27 01 -> request seed, 27 02 -> send key, 67 02 -> access granted"),
    ("uds_nrc", "7F 27 35 (invalidKey), 7F 27 36 (exceededNumberOfAttempts)"),
    (
        "ocpp_boot_notification",
        '[2,"19223201","BootNotification",{"chargePointVendor":"ACME","chargePointModel":"AC22"}]',
    ),
    ("lorawan_zero_join_eui", "--join-eui 0000000000000000"),
    ("lorawan_app_key_placeholder", "AT+APPKEY=<your 32 hex digit AppKey>"),
    (
        "lmic_appeui_zero",
        "static const u1_t PROGMEM APPEUI[8] = { 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00 };",
    ),
    (
        "cloud_init_lock_passwd",
        "users:\n  - name: ops\n    lock_passwd: true\n    sudo: ALL=(ALL) NOPASSWD:ALL",
    ),
    (
        "kickstart_rootpw_lock",
        'rootpw --lock\nsshkey --username=root "ssh-ed25519 '
        'AAAAC3NzaC1lZDI1NTE5AAAAIExampleOnlyNotAKey ops"',
    ),
    ("preseed_crypted_placeholder", "d-i passwd/root-password-crypted password [crypt(3) hash]"),
    (
        "pxe_menu",
        "LABEL rocky9\n  KERNEL rocky9/vmlinuz\n  APPEND initrd=rocky9/initrd.img "
        "inst.ks=http://pxe.corp.example/ks/rocky9.cfg ip=dhcp",
    ),
    ("sdkconfig_no_secret", 'CONFIG_ESP_WIFI_SSID="Plant-IoT"\nCONFIG_ESP_WIFI_AUTH_WPA2_PSK=y'),
    ("modbus_unit_ids", "mbpoll -m tcp -a 17 -r 40001 -c 8 10.0.5.40"),
    ("bacnet_object_ids", "analog-input,3 present-value 21.5 device,260001"),
    ("plc_firmware_version", "Firmware V3.1.2, order no. 6ES7 516-3AN02-0AB0"),
    (
        "can_dbc_line",
        "BO_ 2364540158 EEC1: 8 Vector__XXX\n SG_ EngineSpeed : 24|16@1+ (0.125,0) [0|8031.875] "
        '"rpm" Vector__XXX',
    ),
    ("ttn_device_listing", "ttn-lw-cli end-devices list plant-app --dev-eui --join-eui"),
]

_CLIENTS: list[tuple[str, str]] = [
    ("postman_variable_ref", '{"key": "token", "value": "{{accessToken}}", "type": "string"}'),
    (
        "postman_env_empty_secret",
        '{"key": "apiKey", "value": "", "type": "secret", "enabled": true}',
    ),
    ("bruno_vars_secret_names", "vars:secret [\n  partnerKey,\n  accessToken\n]"),
    ("bruno_process_env", "auth:bearer {\n  token: {{process.env.PARTNER_TOKEN}}\n}"),
    ("rest_client_request_var", "@token = {{login.response.body.$.access_token}}"),
    ("rest_client_env_ref", "Authorization: Bearer {{$dotenv PARTNER_TOKEN}}"),
    ("har_redacted", '{"name": "authorization", "value": "[REDACTED]"}'),
    ("curl_env_token", 'curl -H "Authorization: Bearer $TOKEN" https://api.corp.example/v1/ledger'),
    ("httpie_session_null_auth", '"auth": {"type": null, "raw_auth": null}'),
    (
        "wireshark_frame_header",
        "Frame 1187: 412 bytes on wire (3296 bits), 412 bytes captured (3296 bits) on interface "
        "eth0, id 0",
    ),
    ("smtp_auth_prompts_only", "334 VXNlcm5hbWU6\r\n334 UGFzc3dvcmQ6"),
    ("grpcurl_describe", "grpcurl -plaintext localhost:50051 describe orders.v1.OrderService"),
    ("graphql_headers_empty", '{\n  "Authorization": "Bearer <token>"\n}'),
    (
        "postman_schema_url",
        '"schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"',
    ),
    (
        "insomnia_template_tag",
        '"apiToken": '
        "\"{% response 'body', 'req_login', 'b64::JC5hY2Nlc3NfdG9rZW4=::46b', 'never', 60 %}\"",
    ),
    ("jmeter_variable", '<stringProp name="Argument.value">${PASSWORD}</stringProp>'),
    ("soapui_property_expansion", "<con:password>${#Project#password}</con:password>"),
    (
        "fetch_no_auth",
        'fetch("https://app.corp.example/api/health", {"method": "GET", "mode": "cors"});',
    ),
]

_TRADE: list[tuple[str, str]] = [
    (
        "fix_logon_no_password",
        "8=FIX.4.4|9=70|35=A|34=1|49=ACMECAP|56=BRKR|98=0|108=30|141=Y|10=062|",
    ),
    ("fix_heartbeat", "8=FIX.4.2^A9=51^A35=0^A34=12^A49=FUNDX^A56=EXCH^A10=201^A"),
    (
        "isa_blank_security",
        "ISA*00*          *00*          *ZZ*ACMEFOODS      *ZZ*BIGRETAIL      "
        "*261130*0800*U*00401*000000912*0*P*>~",
    ),
    ("unb_no_password", "UNB+UNOC:3+ACMEFOODS:ZZ+BIGRETAIL:ZZ+261130:0800+000912'"),
    ("test_card_number", "ccnumber=4111111111111111&ccexp=1230&cvv=999 (sandbox test card)"),
    ("iban_example", "IBAN: DE89 3704 0044 0532 0130 00"),
    ("cusip", "CUSIP 037833100"),
    ("sedol", "SEDOL B0YBKJ7"),
    ("hs_code", "HS code 8471.30.0100, country of origin CN"),
    ("gl_account", "GL 4000-100-2200 Revenue: Services"),
    (
        "sandbox_key_doc",
        "Sandbox merchants use the test key shown in the portal, e.g. security_key=<your key>",
    ),
    ("payroll_employee_id", "EMP-004512, cost centre CC-3100, pay group MONTHLY"),
    ("as2_message_id", "Message-ID: <OPENAS2-30112026080012+0000-2119@ACME_BIGRETAIL>"),
    ("mdn_mic", "Received-Content-MIC: 9Ynl9aPnC3HdzyQ7qIyOyHGf8rKQ/aKeDOF9/NhqZgE=, sha-256"),
    ("swift_uetr", "UETR: 8a562c67-ca16-48ba-b074-65581be6f011"),
    ("fix_spec_doc", "Tag 554 (Password) is required when 553 (Username) is present."),
]

_CHAT: list[tuple[str, str]] = [
    ("chat_es_no_value", "la contraseña del SAP te la paso por teléfono"),
    ("chat_pt_no_value", "a senha do CLP está no cofre, pasta Manutenção"),
    ("chat_fr_no_value", "le mot de passe SFTP est dans le coffre partagé, pas ici"),
    ("chat_de_no_value", "Das FIX-Passwort bekommst du vom Broker per Brief."),
    ("chat_it_no_value", "la password del terminale te la dico di persona"),
    ("chat_nl_no_value", "het wachtwoord van de PLC staat in de kluis"),
    ("chat_pl_no_value", "hasło do brokera MQTT zmieniłem wczoraj"),
    ("chat_tr_no_value", "şifreyi kasadaki zarfta bulabilirsin"),
    ("chat_ru_no_value", "пароль от AS/400 спроси у Ивана"),
    ("chat_ar_no_value", "سأرسل لك كلمة المرور عبر الهاتف"),
    ("chat_hi_no_value", "पासवर्ड वॉल्ट में है, वहीं से लेना"),
    ("chat_ja_no_value", "鍵の成分は金庫の封筒に入っています。"),
    ("chat_ko_no_value", "비밀번호는 금고에 있는 봉투에 있습니다"),
    ("chat_zh_no_value", "密码我会当面告诉你"),
    ("chat_en_rotated", "we rotated the FIX password on Friday; the new one is with the desk head"),
    ("chat_en_keytab", "the keytab lives in /etc/security/keytabs, don't paste it here"),
]

FIXED: list[tuple[str, str]] = [*_LEGACY, *_PLANT, *_CLIENTS, *_TRADE, *_CHAT]
