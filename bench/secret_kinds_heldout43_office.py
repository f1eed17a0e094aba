"""Held-out 43's office and sheet scripting kinds (`bench/secret_kinds_heldout43.py`).

Google Apps Script (`PropertiesService` set from a literal, `UrlFetchApp`
headers, a basic auth built with `Utilities.base64Encode`, `Jdbc.getConnection`
with a password, a `clasp` login's `.clasprc.json`), VBA macros (`WinHttp`
`SetCredentials`, `MSXML2` with a header, `ADODB` connection strings to SQL
Server, Access and Oracle, `Workbook.Password`, an FTP `Shell` line), Office
Scripts (`fetch` with a key), Excel Power Query M (`Web.Contents` with
`Headers` and `Query`, `Sql.Database` beside a pasted password, an
`Odbc.DataSource` string), connection files (`.odc`, `.iqy`, `.dqy`, a
`.udl`), `odbc.ini` and `freetds.conf` style DSNs, LibreOffice Basic
(`com.sun.star` connections, a `Shell` to `curl`), spreadsheet formulas
(`IMPORTDATA`, `IMPORTXML`, `WEBSERVICE`, `IMAGE` with a key, a custom
`=IMPORTJSON`), CSV exports of credential columns (a browser's password
export, a password manager's export, a sheet of shared logins), Word
mail-merge data sources, and an Outlook rule's script.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, hexs, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout43_flows import api32, at_pat, bot_pw, notion_key, slack_bot

__all__ = ["OFFICE_KINDS"]


def _oauth_refresh(r: random.Random) -> str:
    return "1//0" + urlsafe(r, 99)


_APPS_SCRIPT: tuple[Kind, ...] = (
    k(
        "apps_script_set_property_literal",
        "code",
        "function setup() {\n  PropertiesService.getScriptProperties().setProperty('CRM_TOKEN', "
        "'{v}');\n}",
        "PropertiesService.getUserProperties().setProperties({\n  'OPENAI_KEY': '{v}',\n  "
        "'MODEL': 'gpt-4o'\n});",
        value=lambda r: "sk-proj-" + urlsafe(r, 48),
    ),
    k(
        "apps_script_urlfetch_header",
        "code",
        "const res = UrlFetchApp.fetch('https://api.acme.io/v1/invoices', {\n"
        "  method: 'get',\n  headers: { 'Authorization': 'Bearer {v}' },\n"
        "  muteHttpExceptions: true\n});",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "apps_script_basic_auth_base64encode",
        "code",
        "var auth = Utilities.base64Encode('svc-sheets:' + '{v}');\n"
        "UrlFetchApp.fetch(url, { headers: { Authorization: 'Basic ' + auth } });",
        value=pw,
    ),
    k(
        "apps_script_jdbc_password",
        "code",
        "var conn = Jdbc.getConnection('jdbc:mysql://10.20.0.5:3306/crm', 'sheets', '{v}');",
        value=pw,
    ),
    k(
        "apps_script_const_api_key_top",
        "code",
        "// Code.gs\nconst AIRTABLE_TOKEN = '{v}';\nconst BASE = 'app{k14}';\n",
        value=at_pat,
    ),
    k(
        "apps_script_slack_post",
        "code",
        "function notify(msg) {\n  UrlFetchApp.fetch('https://slack.com/api/chat.postMessage', {\n"
        "    method: 'post', contentType: 'application/json',\n"
        "    headers: { Authorization: 'Bearer {v}' },\n"
        "    payload: JSON.stringify({ channel: 'C{U10}', text: msg })\n  });\n}",
        value=slack_bot,
    ),
    k(
        "clasprc_refresh_token",
        "output",
        '$ cat ~/.clasprc.json\n{"token":{"access_token":"ya29.{k60}","refresh_token":"{v}",'
        '"scope":"https://www.googleapis.com/auth/script.projects","token_type":"Bearer",'
        '"expiry_date":1764600000000},"oauth2ClientSettings":{"clientId":"{d12}-{l32}.apps.googleusercontent.com",'
        '"clientSecret":"GOCSPX-{k28}"}}',
        value=_oauth_refresh,
    ),
    k(
        "apps_script_oauth_client_secret",
        "code",
        "var service = OAuth2.createService('xero')\n  .setClientId('{U32}')\n"
        "  .setClientSecret('{v}')\n  .setCallbackFunction('authCallback');",
        value=lambda r: urlsafe(r, 48),
    ),
)

_VBA: tuple[Kind, ...] = (
    k(
        "vba_winhttp_set_credentials",
        "code",
        'Set http = CreateObject("WinHttp.WinHttpRequest.5.1")\n'
        'http.Open "GET", "https://intranet.acme.local/api/stock", False\n'
        'http.SetCredentials "ACME\\svc_excel", "{v}", 0\nhttp.Send',
        value=pw,
    ),
    k(
        "vba_open_with_user_password",
        "code",
        'http.Open "POST", "https://erp.acme.local/api/orders", False, "excelbot", "{v}"',
        value=pw,
    ),
    k(
        "vba_msxml_header_token",
        "code",
        'Dim req As Object\nSet req = CreateObject("MSXML2.ServerXMLHTTP.6.0")\n'
        'req.Open "GET", "https://api.acme.io/v1/rates", False\n'
        'req.setRequestHeader "X-API-KEY", "{v}"\nreq.send',
        value=api32,
    ),
    k(
        "vba_adodb_sqlserver_connection",
        "dsn",
        'cn.ConnectionString = "Provider=SQLOLEDB;Data Source=SQL01\\REPORTS;Initial Catalog=Sales;'
        'User ID=xl_report;Password={v};"\ncn.Open',
        value=pw,
    ),
    k(
        "vba_adodb_access_database_password",
        "dsn",
        'cn.Open "Provider=Microsoft.ACE.OLEDB.12.0;Data Source=\\\\fs01\\share\\stock.accdb;'
        'Jet OLEDB:Database Password={v};"',
        value=pw,
    ),
    k(
        "vba_adodb_oracle_pwd",
        "dsn",
        'strConn = "Driver={Oracle in OraClient19Home1};Dbq=ERP;Uid=XLREAD;Pwd={v};"',
        value=pw,
    ),
    k(
        "vba_workbook_protect_password",
        "code",
        'ThisWorkbook.Worksheets("Prices").Protect Password:="{v}", UserInterfaceOnly:=True',
        'ActiveWorkbook.SaveAs Filename:="Q4.xlsx", Password:="{v}"',
        value=pw,
    ),
    k(
        "vba_shell_ftp_script",
        "code",
        'Open "C:\\temp\\ftp.txt" For Output As #1\nPrint #1, "open ftp.acme.io"\n'
        'Print #1, "user upload {v}"\nPrint #1, "put report.csv"\nPrint #1, "bye"\nClose #1\n'
        'Shell "ftp -n -s:C:\\temp\\ftp.txt"',
        value=pw,
    ),
    k(
        "vba_const_smtp_password_cdo",
        "code",
        "With cdoConf.Fields\n  "
        '.Item("http://schemas.microsoft.com/cdo/configuration/sendusername") = "reports@acme.io"\n'
        '  .Item("http://schemas.microsoft.com/cdo/configuration/sendpassword") = "{v}"\n  '
        ".Update\nEnd With",
        value=pw,
    ),
    k(
        "vbs_script_private_const",
        "code",
        'Private Const API_SECRET As String = "{v}"\nPrivate Const API_URL As String = '
        '"https://api.acme.io"',
        value=lambda r: hexs(r, 40),
    ),
)

_OFFICE_SCRIPTS_PQ: tuple[Kind, ...] = (
    k(
        "office_script_fetch_key",
        "code",
        "async function main(workbook: ExcelScript.Workbook) {\n"
        "  const res = await fetch('https://api.acme.io/v1/fx?base=EUR', {\n"
        "    headers: { 'x-api-key': '{v}' }\n  });\n  const data: Rates = await res.json();\n}",
        value=api32,
    ),
    k(
        "power_query_web_contents_headers",
        "code",
        'let\n    Source = Json.Document(Web.Contents("https://api.acme.io/v2/orders", '
        '[Headers=[Authorization="Bearer {v}", Accept="application/json"]]))\nin\n    Source',
        value=lambda r: urlsafe(r, 44),
    ),
    k(
        "power_query_query_record_key",
        "code",
        'Source = Csv.Document(Web.Contents("https://data.acme.io/export", '
        '[Query=[format="csv", apikey="{v}"]]))',
        value=api32,
    ),
    k(
        "power_query_url_with_token",
        "code",
        'Source = Json.Document(Web.Contents("https://api.acme.io/report?token={v}&days=30"))',
        value=lambda r: hexs(r, 40),
    ),
    k(
        "power_query_odbc_connection_string",
        "dsn",
        'Source = Odbc.DataSource("driver={PostgreSQL Unicode};server=pg01;port=5432;'
        'database=bi;uid=powerbi;pwd={v}", [HierarchicalNavigation=true])',
        value=pw,
    ),
    k(
        "power_bi_gateway_datasource_json",
        "config",
        '"credentialDetails": {\n  "credentialType": "Basic",\n'
        '  "credentials": '
        '"{\\"credentialData\\":[{\\"name\\":\\"username\\",\\"value\\":\\"pbi\\"},'
        '{\\"name\\":\\"password\\",\\"value\\":\\"{v}\\"}]}",\n  "encryptedConnection": '
        '"Encrypted"\n}',
        value=pw,
    ),
)

_CONN_FILES: tuple[Kind, ...] = (
    k(
        "odc_file_connection_string",
        "dsn",
        '<odc:Connection odc:Type="OLEDB">\n  <odc:ConnectionString>Provider=SQLOLEDB.1;'
        "Persist Security Info=True;User ID=bi_reader;Password={v};Initial Catalog=Finance;"
        "Data Source=SQL02</odc:ConnectionString>\n  <odc:CommandType>Table</odc:CommandType>\n"
        "</odc:Connection>",
        value=pw,
    ),
    k(
        "iqy_web_query_key",
        "config",
        "WEB\n1\nhttps://reports.acme.io/export/daily.html?user=xl&key={v}\n\n"
        "Selection=AllTables\nFormatting=None",
        value=api32,
    ),
    k(
        "dqy_odbc_query_pwd",
        "dsn",
        "XLODBC\n1\nDSN=Sales;UID=xl_query;PWD={v};APP=Microsoft "
        "Office;WSID=PC-114;DATABASE=sales\n"
        "SELECT region, SUM(total) FROM orders GROUP BY region",
        value=pw,
    ),
    k(
        "udl_file_password",
        "dsn",
        "[oledb]\n; Everything after this line is an OLE DB initstring\n"
        "Provider=SQLOLEDB.1;Password={v};Persist Security Info=True;User ID=sa;"
        "Initial Catalog=Legacy;Data Source=OLDSQL",
        value=pw,
    ),
    k(
        "odbc_ini_password_line",
        "dsn",
        "[Warehouse]\nDriver      = PostgreSQL Unicode\nServername  = dwh.acme.internal\n"
        "Port        = 5432\nDatabase    = dwh\nUsername    = excel\nPassword    = {v}\nSSLmode   "
        "  = require",
        value=pw,
    ),
    k(
        "odbc_ini_mysql_pwd",
        "dsn",
        "[crm]\nDRIVER=MySQL ODBC 8.0 Unicode Driver\nSERVER=10.0.4.12\nUSER=report\nPWD={v}\n"
        "DATABASE=crm",
        value=pw,
    ),
    k(
        "isql_command_line_dsn",
        "cli",
        "isql -v Warehouse excel '{v}'",
        value=pw,
    ),
    k(
        "freetds_tsql_password",
        "cli",
        "tsql -S MSSQL01 -U report -P '{v}' -D Sales",
        value=pw,
    ),
)

_LIBRE: tuple[Kind, ...] = (
    k(
        "libreoffice_basic_connection",
        "code",
        'oDataSource = oDBContext.getByName("Stock")\n'
        'oConn = oDataSource.getConnection("lobase", "{v}")',
        value=pw,
    ),
    k(
        "libreoffice_basic_shell_curl",
        "code",
        'Shell("curl", 0, "-s -u calc:{v} -o /tmp/rates.csv https://erp.acme.local/rates.csv", '
        "True)",
        value=pw,
    ),
    k(
        "libreoffice_python_macro_key",
        "code",
        'import uno\nimport urllib.request\n\nAPI_KEY = "{v}"\n\ndef refresh(*args):\n'
        "    req = urllib.request.Request(URL, headers={'apikey': API_KEY})",
        value=api32,
    ),
)

_FORMULAS: tuple[Kind, ...] = (
    k(
        "sheet_importdata_api_key",
        "code",
        '=IMPORTDATA("https://api.acme.io/v1/export.csv?api_key={v}&from="&TEXT(A1,"yyyy-mm-dd"))',
        value=api32,
    ),
    k(
        "excel_webservice_token",
        "code",
        '=FILTERXML(WEBSERVICE("https://rates.acme.io/xml?token={v}&base="&B2),"//rate")',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "sheet_importxml_key",
        "code",
        '=IMPORTXML("https://api.acme.io/stock.xml?key={v}&sku="&A2, "//qty")',
        value=api32,
    ),
    k(
        "sheet_importjson_custom_function_key",
        "code",
        '=IMPORTJSON("https://api.acme.io/v1/leads", "/name,/email", "noHeaders", "{v}")',
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "formula_cell_dump_token",
        "output",
        'Sheet1!D2: =IMPORTDATA("https://crm.acme.io/export?auth={v}")\nSheet1!D3: =ROWS(D2:D)',
        value=lambda r: urlsafe(r, 36),
    ),
)

_CSV: tuple[Kind, ...] = (
    k(
        "csv_browser_password_export",
        "output",
        "$ head -3 'Chrome Passwords.csv'\nname,url,username,password,note\n"
        "erp.acme.local,https://erp.acme.local/login,j.doe,{v},\n"
        "flows.acme.io,https://flows.acme.io/signin,ops@acme.io,{k12}x,",
        value=pw,
    ),
    k(
        "csv_password_manager_export",
        "output",
        "url,username,password,totp,extra,name,grouping,fav\n"
        "https://make.com,automation@acme.io,{v},,,Make,Automation,0",
        value=pw,
    ),
    k(
        "csv_shared_logins_sheet",
        "config",
        "system;login;password;owner\nRetool;retool-admin@acme.io;{v};IT\nVPN;ops;see vault;IT",
        value=bot_pw,
    ),
    k(
        "csv_api_keys_column",
        "output",
        "client_id,client_name,api_key,created\n{d5},Acme Retail,{v},2026-10-02",
        value=lambda r: "live_" + alnum(r, 32),
    ),
    k(
        "mail_merge_datasource_password",
        "config",
        "FirstName\tLastName\tEmail\tTempPassword\nAna\tSilva\tana@acme.io\t{v}",
        value=bot_pw,
    ),
)

_OUTLOOK: tuple[Kind, ...] = (
    k(
        "outlook_vba_graph_client_secret",
        "code",
        'body = "client_id=" & CLIENT_ID & '
        '"&client_secret={v}&scope=https%3A%2F%2Fgraph.microsoft.com%2F.default'
        '&grant_type=client_credentials"',
        value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 34),
    ),
    k(
        "excel_vba_notion_header",
        "code",
        'req.setRequestHeader "Authorization", "Bearer {v}"\nreq.setRequestHeader '
        '"Notion-Version", "2022-06-28"',
        value=notion_key,
    ),
)

OFFICE_KINDS: tuple[Kind, ...] = (
    *_APPS_SCRIPT,
    *_VBA,
    *_OFFICE_SCRIPTS_PQ,
    *_CONN_FILES,
    *_LIBRE,
    *_FORMULAS,
    *_CSV,
    *_OUTLOOK,
)
