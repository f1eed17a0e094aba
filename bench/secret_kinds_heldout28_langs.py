"""Held-out 28's code in the long tail of languages and platforms (see `..._heldout28.py`).

Each kind is a secret in a language or platform file as agents read and
write it, in that language's own string forms, with names and comments often
in the author's own language: SAS (`libname ... password=`, `%let`),
Haskell (a record), Clojure (an EDN keyword map, `def`), Elixir (a keyword
list in `config`, an `~S` sigil), Erlang (`sys.config` with a char list),
Objective-C (an `NSString` constant, a byte array), Delphi and Pascal (a
FireDAC `.dfm`'s `Params.Strings`, a `const` joined with `+`), VB.NET (a
connection string joined with `&`, `app.config` `appSettings`), PowerShell
DSC (a `PSCredential` from `ConvertTo-SecureString`), SQL stored procedures
(T-SQL `OPEN SYMMETRIC KEY ... DECRYPTION BY PASSWORD`, PL/pgSQL
`dblink_connect`, a MySQL procedure's `SET`), Octave's `sprintf`, Julia's
`HTTP.get` header pairs, R's `Sys.setenv`, Kotlin Multiplatform's
BuildKonfig; mobile (Android `local.properties`, `strings.xml`, a
`buildConfigField` in `build.gradle.kts`, an iOS `.xcconfig`, Fastlane's
`.env.default`); embedded (an Arduino `arduino_secrets.h`, ESP-IDF
`sdkconfig`, PlatformIO `build_flags`, Zephyr `prj.conf`); game engines (a
Unity `MonoBehaviour`'s serialized field in a C# verbatim string, Unreal's
`DefaultEngine.ini`, a Godot `.tres` resource and `export_presets.cfg`,
Roblox Luau headers, GameMaker's GML, Ren'Py's `define`); desktop app
settings (a Qt `QSettings` INI, an Electron `config.json`); and scripting
tails (AppleScript's `do shell script ... password`, VBScript's ADO
`Open`, a Windows batch `set`, Visual FoxPro's `SQLSTRINGCONNECT`, Progress
ABL's `CONNECT -P`, Emacs Lisp `setq`, Vim script `let g:`, Guile's
`define`, a Perl heredoc, awk's `-v`, Swift's raw string `#"..."#`).
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, hexs, pw, urlsafe
from bench.secret_kinds_heldout28_more import kind28

__all__ = ["LANG_KINDS"]


def _key(r: random.Random) -> str:
    return alnum(r, 32)


def _bytes(r: random.Random) -> str:
    h = hexs(r, 32)
    return ", ".join(f"0x{h[i : i + 2]}" for i in range(0, 32, 2))


_DATA: tuple[Kind, ...] = (
    kind28(
        "sas_libname_password",
        "code",
        'libname vendas odbc dsn="DW_PROD" user=sasetl password="{v}" schema=comercial;',
        "libname erp oracle user=relatorios password={v} path=ERPPRD;",
    ),
    kind28(
        "sas_let_macro_var",
        "code",
        '%let chave_api = {v};\nfilename resp url "https://api.ibge.example/v1/dados?chave=&chave_api";',
        value=_key,
    ),
    kind28(
        "octave_sprintf_url",
        "code",
        "url = sprintf('https://api.meteo.example/v2/datos?clave=%s&estacion=%d', '{v}', 3195);",
        value=_key,
    ),
    kind28(
        "julia_http_header_pairs",
        "code",
        'resp = HTTP.get(url, ["Authorization" => "Bearer {v}", "Accept" => "application/json"])',
        value=lambda r: urlsafe(r, 40),
    ),
    kind28(
        "r_sys_setenv_spanish",
        "code",
        'Sys.setenv(CLAVE_API_INE = "{v}")\ndatos <- ine_get("IPC251856")',
        value=_key,
    ),
    kind28(
        "tsql_proc_symmetric_key",
        "code",
        "CREATE PROCEDURE dbo.usp_LeerTarjetas AS\nBEGIN\n"
        "  OPEN SYMMETRIC KEY ClaveTarjetas DECRYPTION BY PASSWORD = '{v}';\n"
        "  SELECT Id, CONVERT(varchar, DecryptByKey(Numero)) FROM dbo.Tarjetas;\nEND",
    ),
    kind28(
        "plpgsql_dblink",
        "code",
        "CREATE FUNCTION sincronizar() RETURNS void AS $$\nBEGIN\n"
        "  PERFORM dblink_connect('remoto',"
        " 'host=10.2.0.8 dbname=vendas user=sync password={v}');\n"
        "END;\n$$ LANGUAGE plpgsql;",
    ),
    kind28(
        "mysql_proc_set",
        "code",
        "DELIMITER //\nCREATE PROCEDURE notificar()\nBEGIN\n"
        "  SET @clave_webhook = '{v}';\n  CALL http_post(@url, @clave_webhook);\nEND //",
        value=_key,
    ),
)

_FUNCTIONAL: tuple[Kind, ...] = (
    kind28(
        "haskell_record",
        "code",
        'defaultConfig = Config\n  { cfgUsuario = "integracao"\n  , cfgSenha = "{v}"\n'
        "  , cfgPorta = 5432\n  }",
    ),
    kind28(
        "clojure_edn_keyword_map",
        "code",
        '{:db {:usuario "ventas" :contrasena "{v}" :host "10.0.0.4"}}',
        '{:pagos {:clave-secreta "{v}"}}',
    ),
    kind28("clojure_def", "code", '(def ^:private api-schluessel "{v}")', value=_key),
    kind28(
        "elixir_keyword_config",
        "code",
        'config :tienda, Tienda.Repo,\n  username: "tienda",\n  password: "{v}",\n'
        '  hostname: "db.interno"',
        'config :loja, :pagamento, chave_secreta: "{v}", ambiente: :producao',
    ),
    kind28(
        "elixir_sigil",
        "code",
        'def token, do: ~S"{v}"',
        value=lambda r: urlsafe(r, 40),
    ),
    kind28(
        "erlang_sys_config_charlist",
        "code",
        '[{loja, [{usuario, "api"}, {senha, "{v}"}, {porta, 8443}]}].',
    ),
    kind28(
        "guile_define",
        "code",
        '(define mot-de-passe "{v}")\n(connect-db "compta" mot-de-passe)',
    ),
    kind28(
        "emacs_lisp_setq",
        "code",
        '(setq gptel-api-key "{v}")',
        value=lambda r: "sk-" + alnum(r, 40),
    ),
)

_NATIVE: tuple[Kind, ...] = (
    kind28(
        "objc_nsstring_constant",
        "code",
        'static NSString *const kClaveServidor = @"{v}";',
        value=_key,
    ),
    kind28(
        "objc_byte_array",
        "key",
        "// 加密密钥 (AES-128)\nstatic const unsigned char kMiyao[16] = {{v}};",
        value=_bytes,
    ),
    kind28(
        "delphi_firedac_dfm",
        "code",
        "object FDConnection1: TFDConnection\n  Params.Strings = (\n    'Database=ESTOQUE'\n"
        "    'User_Name=sysdba'\n    'Password={v}'\n    'DriverID=FB')\nend",
    ),
    kind28(
        "pascal_const_concat",
        "code",
        "const\n  Senha = '{v}';\n  Conexao = 'Server=sql01;User=erp;Password=' + Senha + ';';",
    ),
    kind28(
        "vbnet_connection_concat",
        "code",
        'Dim cadena As String = "Server=sql01;Database=Nomina;User Id=nomina;Password=" '
        '& "{v}" & ";"',
    ),
    kind28(
        "vbnet_app_config",
        "code",
        '<appSettings>\n  <add key="Usuario" value="nomina" />\n'
        '  <add key="Contrasena" value="{v}" />\n</appSettings>',
    ),
    kind28(
        "powershell_dsc_credential",
        "code",
        '$pw = ConvertTo-SecureString "{v}" -AsPlainText -Force\n'
        "$cred = New-Object PSCredential('CONTOSO\\svc-sql', $pw)\n"
        "Configuration ServidorSql { Node 'SQL01' { SqlSetup Inst { SQLSvcAccount = $cred } } }",
    ),
    kind28(
        "swift_raw_string",
        "code",
        'let chave = #"{v}"#',
        value=lambda r: pw(r, 18),
    ),
    kind28(
        "kmp_buildkonfig",
        "code",
        'buildkonfig {\n    packageName = "br.com.loja"\n    defaultConfigs {\n'
        '        buildConfigField(STRING, "CHAVE_API", "{v}")\n    }\n}',
        value=_key,
    ),
)

_MOBILE: tuple[Kind, ...] = (
    kind28(
        "android_local_properties",
        "code",
        "sdk.dir=/Users/kenji/Library/Android/sdk\nMAPS_API_KEY={v}\nkeystore.password=release",
        "sdk.dir=C\\:\\\\Users\\\\ana\\\\AppData\\\\Local\\\\Android\\\\Sdk\nclave.firma={v}",
        value=_key,
    ),
    kind28(
        "android_strings_xml",
        "code",
        '<resources>\n    <string name="app_name">Mi Tienda</string>\n'
        '    <string name="clave_servidor" translatable="false">{v}</string>\n</resources>',
        value=_key,
    ),
    kind28(
        "android_build_config_field",
        "code",
        'buildConfigField("String", "SENHA_API", "\\"{v}\\"")',
        value=_key,
    ),
    kind28(
        "ios_xcconfig",
        "code",
        "// Segredos.xcconfig (não commitar)\nAPI_HOST = api.loja.com.br\nAPI_SEGREDO = {v}",
        value=_key,
    ),
    kind28(
        "fastlane_env_default",
        "code",
        "FASTLANE_USER=ios@empresa.jp\nFASTLANE_PASSWORD={v}\nFASTLANE_TEAM_ID={U10}",
    ),
)

_EMBEDDED: tuple[Kind, ...] = (
    kind28(
        "arduino_secrets_h",
        "code",
        '#define SECRET_SSID "Oficina-2G"\n#define SECRET_PASS "{v}"',
        '// contraseña del wifi del invernadero\nchar pass[] = "{v}";',
    ),
    kind28(
        "esp_idf_sdkconfig",
        "code",
        'CONFIG_ESP_WIFI_SSID="Werkstatt"\nCONFIG_ESP_WIFI_PASSWORD="{v}"\nCONFIG_ESP_MAXIMUM_RETRY=5',
    ),
    kind28(
        "platformio_build_flags",
        "code",
        "[env:esp32dev]\nplatform = espressif32\nboard = esp32dev\nbuild_flags =\n"
        '    -DMQTT_USER=\\"sensor\\"\n    -DMQTT_PASS=\\"{v}\\"',
    ),
    kind28(
        "zephyr_prj_conf",
        "code",
        'CONFIG_WIFI=y\nCONFIG_WIFI_CREDENTIALS_STATIC=y\nCONFIG_WIFI_CREDENTIALS_STATIC_SSID="Labor"\n'
        'CONFIG_WIFI_CREDENTIALS_STATIC_PASSWORD="{v}"',
    ),
)

_GAMES: tuple[Kind, ...] = (
    kind28(
        "unity_monobehaviour_serialized",
        "code",
        "public class Ranking : MonoBehaviour {\n"
        '    [SerializeField] private string claveServidor = @"{v}";\n}',
        value=_key,
    ),
    kind28(
        "unreal_default_engine_ini",
        "code",
        '[/Script/OnlineSubsystemEOS.EOSSettings]\n+Artifacts=(ArtifactName="Juego",'
        'ClientId="xyza{k28}",ClientSecret="{v}",ProductId="{h32}")',
        value=lambda r: urlsafe(r, 43),
    ),
    kind28(
        "godot_tres_resource",
        "code",
        '[gd_resource type="Resource" script_class="Ajustes" load_steps=2 format=3]\n\n'
        '[resource]\nservidor = "https://api.juego.example"\nclave_api = "{v}"',
        value=_key,
    ),
    kind28(
        "godot_export_presets",
        "code",
        '[preset.0.options]\nkeystore/release="res://release.keystore"\n'
        'keystore/release_user="juego"\nkeystore/release_password="{v}"',
    ),
    kind28(
        "roblox_luau_header",
        "code",
        'local resp = HttpService:RequestAsync({\n\tUrl = URL,\n\tMethod = "POST",\n'
        '\tHeaders = { ["x-api-key"] = "{v}" },\n})',
        value=_key,
    ),
    kind28("gamemaker_gml_global", "code", 'global.clave_tabla = "{v}";', value=_key),
    kind28("renpy_define", "code", 'define persistent_api_kagi = "{v}"', value=_key),
)

_DESKTOP: tuple[Kind, ...] = (
    kind28(
        "qt_qsettings_ini",
        "code",
        "[General]\nidioma=es\n\n[Servidor]\nusuario=caja1\ncontrasena={v}",
    ),
    kind28(
        "electron_store_config",
        "code",
        '{\n  "tema": "oscuro",\n  "cuenta": {"correo": "ana@tienda.mx", "token": "{v}"}\n}',
        value=lambda r: urlsafe(r, 48),
    ),
    kind28(
        "applescript_do_shell_password",
        "code",
        'do shell script "launchctl kickstart -k system/com.loja.sync" user name "admin" '
        'password "{v}" with administrator privileges',
    ),
    kind28(
        "vbscript_ado_open",
        "code",
        'Set conn = CreateObject("ADODB.Connection")\n'
        'conn.Open "Provider=SQLOLEDB;Data Source=SRV01;User ID=caixa;Password={v};"',
    ),
    kind28("batch_set", "cli", "set CONTRASENA_FTP={v}\nftp -s:subir.txt ftp.tienda.mx"),
    kind28(
        "foxpro_sqlstringconnect",
        "code",
        'lnHandle = SQLSTRINGCONNECT("Driver={SQL Server};Server=SRV01;UID=vendas;PWD={v}")',
    ),
    kind28(
        "progress_abl_connect",
        "code",
        'CONNECT -db estoque -H 10.1.1.5 -S 20931 -U abl -P "{v}".',
    ),
    kind28(
        "vimscript_let",
        "code",
        "let g:chatgpt_api_key = '{v}'",
        value=lambda r: "sk-" + alnum(r, 40),
    ),
    kind28(
        "perl_heredoc",
        "code",
        "my $config = <<~'FIM';\n    usuario = backup\n    senha   = {v}\n    FIM",
    ),
    kind28(
        "awk_v_flag",
        "cli",
        "awk -v token={v} 'BEGIN { print \"Authorization: Bearer \" token }' > cabecera.txt",
        value=lambda r: urlsafe(r, 40),
    ),
)

LANG_KINDS: tuple[Kind, ...] = (
    *_DATA,
    *_FUNCTIONAL,
    *_NATIVE,
    *_MOBILE,
    *_EMBEDDED,
    *_GAMES,
    *_DESKTOP,
)
