"""Held-out 48's .NET Framework, IIS and Windows admin kinds (`bench/secret_kinds_heldout48.py`).

A `web.config`'s `connectionStrings` (SQL Server, Oracle's ODP.NET, an OLE
DB provider), its `machineKey` (a live site's `validationKey` and
`decryptionKey` forge and read its ViewState and forms tickets: secrets),
`appSettings` keys, an impersonated identity, SMTP's network password, forms
credentials in clear, a section `aspnet_regiis -pdf` decrypted, a
DPAPI-protected section's `CipherValue` (reversible on the machine: a
secret), IIS `applicationHost.config` with an application pool's identity
and a virtual directory's user, `appcmd set apppool` and `appcmd list`, Web
Deploy and an FTP publish profile, batch files with `net use` and `set`,
`schtasks /RP`, `sc config ... password=`, VBScript's `ADODB.Connection` and
`WScript.Network.MapNetworkDrive`, PowerShell 2's `ConvertTo-SecureString
-AsPlainText` and `PSCredential`, `osql`/`sqlcmd -P`, an ODBC `.dsn` and a
`.udl` file, Excel VBA macros with connection strings, Access linked tables,
a classic ASP include, VB6's `SaveSetting` and Winlogon's `DefaultPassword`
in a registry export.
"""

from __future__ import annotations

import base64
import random

from bench.secret_kinds import Kind, b64, hexs, pw
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout48_host import L

__all__ = ["WIN_KINDS"]


def _validation_key(r: random.Random) -> str:
    return hexs(r, 128).upper()


def _decryption_key(r: random.Random) -> str:
    return hexs(r, 48).upper()


def _dpapi(r: random.Random) -> str:
    return "AQAAANCMnd8BFdERjHoAwE/Cl+s" + b64(r, 120)


def _utf16_b64(r: random.Random) -> str:
    """A password as `-EncodedCommand` would carry it, UTF-16LE in base64 (reversible)."""
    return base64.b64encode(f"$p='{pw(r)}'".encode("utf-16-le")).decode()


_WEBCONFIG: tuple[Kind, ...] = (
    k(
        "webconfig_connectionstrings_sql",
        "config",
        L(
            "<connectionStrings>",
            '  <add name="LegacyDb" providerName="System.Data.SqlClient"',
            '       connectionString="Data Source=SQLPRD01;Initial Catalog=Orders;'
            'User ID=orders_web;Password={v};" />',
            "</connectionStrings>",
        ),
    ),
    k(
        "webconfig_connectionstrings_odp",
        "config",
        '<add name="Fin" connectionString="User Id=fin_web;Password={v};Data Source=FINDB" '
        'providerName="Oracle.ManagedDataAccess.Client" />',
    ),
    k(
        "webconfig_oledb_provider",
        "dsn",
        "Provider=SQLOLEDB.1;Persist Security Info=True;User ID=sa;Password={v};"
        "Initial Catalog=LegacyERP;Data Source=ERPSQL\\PROD",
    ),
    k(
        "webconfig_machinekey_validation",
        "key",
        L(
            '<machineKey validationKey="{v}"',
            '  decryptionKey="{h48}" validation="SHA1" decryption="AES" />',
        ),
        value=_validation_key,
    ),
    k(
        "webconfig_machinekey_decryption",
        "key",
        '<machineKey decryptionKey="{v}" validation="HMACSHA256" decryption="AES" '
        'validationKey="AutoGenerate,IsolateApps" />',
        value=_decryption_key,
    ),
    k(
        "webconfig_appsettings_api_password",
        "config",
        L(
            "<appSettings>",
            '  <add key="LegacySoapUser" value="svc_orders" />',
            '  <add key="LegacySoapPassword" value="{v}" />',
            "</appSettings>",
        ),
    ),
    k(
        "webconfig_dpapi_ciphervalue",
        "key",
        L(
            '<connectionStrings configProtectionProvider="DataProtectionConfigurationProvider">',
            "  <EncryptedData>",
            "    <CipherData>",
            "      <CipherValue>{v}</CipherValue>",
            "    </CipherData>",
            "  </EncryptedData>",
            "</connectionStrings>",
        ),
        value=_dpapi,
    ),
    k(
        "webconfig_identity_impersonate",
        "config",
        '<identity impersonate="true" userName="CORP\\svc-legacyweb" password="{v}" />',
    ),
    k(
        "webconfig_smtp_network",
        "config",
        '<smtp from="noreply@example.com"><network host="mail.example.com" port="587" '
        'userName="noreply" password="{v}" /></smtp>',
    ),
    k(
        "webconfig_forms_credentials_clear",
        "config",
        L(
            '<forms loginUrl="login.aspx"><credentials passwordFormat="Clear">',
            '  <user name="admin" password="{v}" />',
            "</credentials></forms>",
        ),
    ),
    k(
        "aspnet_regiis_decrypt_output",
        "output",
        L(
            "> aspnet_regiis -pdf connectionStrings C:\\inetpub\\legacy",
            "Decrypting configuration section...",
            "Succeeded!",
            "> type C:\\inetpub\\legacy\\web.config | findstr Password",
            '  connectionString="Server=SQLPRD01;Database=Legacy;User Id=legacy;Password={v}"',
        ),
    ),
)

_IIS: tuple[Kind, ...] = (
    k(
        "iis_applicationhost_apppool_identity",
        "config",
        L(
            '<add name="LegacyPool" managedRuntimeVersion="v4.0">',
            '  <processModel identityType="SpecificUser" userName="CORP\\svc-legacy"',
            '                password="{v}" />',
            "</add>",
        ),
    ),
    k(
        "iis_applicationhost_vdir_user",
        "config",
        '<virtualDirectory path="/reports" physicalPath="\\\\fs01\\reports" '
        'userName="CORP\\svc-reports" password="{v}" />',
    ),
    k(
        "iis_appcmd_set_apppool",
        "cli",
        'appcmd set apppool "LegacyPool" /processModel.identityType:SpecificUser '
        "/processModel.userName:CORP\\svc-legacy /processModel.password:{v}",
    ),
    k(
        "iis_appcmd_list_config_output",
        "output",
        L(
            '> appcmd list apppool "LegacyPool" /text:*',
            "  [processModel]",
            '    identityType:"SpecificUser"',
            '    userName:"CORP\\svc-legacy"',
            '    password:"{v}"',
        ),
    ),
    k(
        "iis_webdeploy_msdeploy_password",
        "cli",
        'msdeploy -verb:sync -source:package=legacy.zip -dest:auto,computerName="https://iis01:'
        '8172/msdeploy.axd",userName="deploy",password="{v}",authType="Basic" -allowUntrusted',
    ),
    k(
        "iis_ftp_site_publish_profile",
        "config",
        L(
            '<publishData><publishProfile profileName="Legacy - FTP" publishMethod="FTP"',
            '  publishUrl="ftp://iis01.example.com/site/wwwroot" userName="legacy\\$deploy"',
            '  userPWD="{v}" /></publishData>',
        ),
    ),
)

_SCRIPTS: tuple[Kind, ...] = (
    k(
        "batch_net_use_password",
        "code",
        L(
            "@echo off",
            "net use Z: \\\\fs01\\exports {v} /user:CORP\\svc-export /persistent:no",
            "xcopy C:\\exports\\*.csv Z:\\ /Y",
        ),
    ),
    k(
        "batch_set_password_var",
        "code",
        L(
            "@echo off",
            "set DBUSER=orders_etl",
            "set DBPASS={v}",
            "sqlcmd -S SQLPRD01 -U %DBUSER% -P %DBPASS% -i nightly.sql",
        ),
    ),
    k(
        "schtasks_create_rp",
        "cli",
        'schtasks /Create /TN "LegacyExport" /TR C:\\jobs\\export.cmd /SC DAILY /ST 02:00 '
        "/RU CORP\\svc-export /RP {v}",
    ),
    k(
        "sc_config_service_password",
        "cli",
        'sc.exe config LegacyBridge obj= "CORP\\svc-bridge" password= "{v}"',
    ),
    k(
        "osql_sqlcmd_p",
        "cli",
        'osql -S LEGACYSQL -U sa -P {v} -Q "EXEC sp_who2"',
        'sqlcmd -S SQLPRD01,1433 -U sa -P "{v}" -d master -Q "SELECT @@VERSION"',
    ),
    k(
        "vbscript_adodb_connection",
        "code",
        L(
            'Set conn = CreateObject("ADODB.Connection")',
            'conn.Open "Provider=SQLOLEDB;Data Source=SQLPRD01;Initial Catalog=HR;" & _',
            '  "User Id=hr_report;Password={v};"',
        ),
    ),
    k(
        "vbscript_map_network_drive",
        "code",
        L(
            'Set net = CreateObject("WScript.Network")',
            'net.MapNetworkDrive "R:", "\\\\fs01\\reports", False, "CORP\\svc-rpt", "{v}"',
        ),
    ),
    k(
        "powershell2_securestring_plain",
        "code",
        L(
            '$pw = ConvertTo-SecureString "{v}" -AsPlainText -Force',
            "$cred = New-Object System.Management.Automation.PSCredential('CORP\\svc-ops', $pw)",
            "Invoke-Command -ComputerName APP01 -Credential $cred -ScriptBlock { iisreset }",
        ),
    ),
    k(
        "powershell_encodedcommand_password",
        "cli",
        "powershell.exe -NoProfile -EncodedCommand {v}",
        value=_utf16_b64,
    ),
    k(
        "powershell_net_webclient_credentials",
        "code",
        L(
            "$wc = New-Object System.Net.WebClient",
            '$wc.Credentials = New-Object System.Net.NetworkCredential("svc-dl", "{v}", "CORP")',
            '$wc.DownloadFile("http://legacy-intranet/export.csv", "C:\\temp\\export.csv")',
        ),
    ),
    k(
        "odbc_dsn_file",
        "config",
        L(
            "[ODBC]",
            "DRIVER=SQL Server",
            "SERVER=SQLPRD01",
            "UID=access_link",
            "PWD={v}",
            "DATABASE=Inventory",
        ),
    ),
    k(
        "udl_file",
        "config",
        L(
            "[oledb]",
            "; Everything after this line is an OLE DB initstring",
            "Provider=MSDAORA.1;Password={v};User ID=rpt_ro;Data Source=FINDB;"
            "Persist Security Info=True",
        ),
    ),
    k(
        "excel_vba_connection_string",
        "code",
        L(
            "Sub RefreshOrders()",
            "    Dim cn As New ADODB.Connection",
            '    cn.Open "Driver={SQL Server};Server=SQLPRD01;Database=Orders;" & _',
            '            "Uid=xl_report;Pwd={v};"',
        ),
    ),
    k(
        "excel_vba_oracle_const",
        "code",
        L(
            'Private Const ORA_USER As String = "fin_xl"',
            'Private Const ORA_PASS As String = "{v}"',
            'Private Const ORA_TNS As String = "FINDB"',
        ),
    ),
    k(
        "excel_querytable_connection",
        "code",
        L(
            "With ActiveSheet.QueryTables.Add(Connection:= _",
            '    "ODBC;DSN=LegacyDW;UID=dw_xl;PWD={v};", Destination:=Range("A1"))',
            "    .Refresh BackgroundQuery:=False",
            "End With",
        ),
    ),
    k(
        "access_linked_table_connect",
        "output",
        L(
            '? CurrentDb.TableDefs("dbo_Invoices").Connect',
            "ODBC;DRIVER=SQL Server;SERVER=SQLPRD01;UID=access_link;PWD={v};DATABASE=Billing",
        ),
    ),
    k(
        "classic_asp_include_conn",
        "code",
        L(
            "<%",
            'Const DB_CONN = "Provider=SQLOLEDB;Server=SQLPRD01;Database=Shop;UID=asp_web;PWD={v}"',
            "%>",
        ),
    ),
    k(
        "vb6_registry_savesetting_password",
        "code",
        'SaveSetting "LegacyClient", "Db", "Password", "{v}"',
    ),
    k(
        "windows_autologon_reg_export",
        "output",
        L(
            "[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]",
            '"AutoAdminLogon"="1"',
            '"DefaultUserName"="kiosk"',
            '"DefaultPassword"="{v}"',
        ),
    ),
)

WIN_KINDS: tuple[Kind, ...] = (*_WEBCONFIG, *_IIS, *_SCRIPTS)
