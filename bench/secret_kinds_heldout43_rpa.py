"""Held-out 43's desktop automation and RPA kinds (`bench/secret_kinds_heldout43.py`).

AutoHotkey (`Send` and `SendInput` of a password, `ControlSetText`, a
hotstring that types one), AppleScript (`keystroke`, `do shell script ...
with administrator privileges` and a `password`, `security` called from a
script), JXA (`systemEvents.keystroke`), PowerShell (`SendKeys`,
`ConvertTo-SecureString -AsPlainText`, `New-Object PSCredential`, `Invoke-RestMethod`
with a header), Windows `cmdkey /pass:`, `runas` with a saved password,
`net use` with a password, Keyboard Maestro's macro plist (`Insert Text`),
Alfred workflows' `info.plist` variables, Raycast script commands and
snippets, Apple Shortcuts exported as plist with a header dictionary,
Hammerspoon and Automator, UiPath (a `.xaml` `TypeInto` with a plain
`Text`, `Config.xlsx` exported to CSV, an Orchestrator client secret in
`uipcli`), Automation Anywhere and Blue Prism, Power Automate Desktop's
robin script, Robot Framework (`Input Password` with a literal, a
`*** Variables ***` `${PASSWORD}` line, `robot --variable`), Selenium and
Playwright login scripts (`send_keys`, `fill`, a `storageState` with a
session cookie), Puppeteer, Cypress `cypress.env.json`, expect scripts
(`send` after a password prompt), a `.netrc` written by a script, `sshpass`
in a macro, xdotool, and Tasker and MacroDroid on a phone.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, hexs, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout43_flows import api32, bot_pw, ha_token

__all__ = ["RPA_KINDS"]


def _session_cookie(r: random.Random) -> str:
    return "s%3A" + urlsafe(r, 32) + "." + urlsafe(r, 43)


def _uipath_secret(r: random.Random) -> str:
    return alnum(r, 16) + r.choice("!$(") + alnum(r, 3)


_AHK: tuple[Kind, ...] = (
    k(
        "ahk_send_password",
        "code",
        '#HotIf WinActive("SAP Logon")\n^!p::\n{\n    Send "ops_batch{Tab}"\n    Send '
        '"{v}{Enter}"\n}',
        "^!l::\n    SendInput, admin{Tab}{v}{Enter}\nreturn",
        value=pw,
    ),
    k(
        "ahk_controlsettext_password",
        "code",
        'ControlSetText "Edit2", "{v}", "Citrix Receiver"\nControlClick "Button1", "Citrix '
        'Receiver"',
        value=pw,
    ),
    k(
        "ahk_hotstring_password",
        "code",
        "::@@vpn::{v}\n::@@mail::ops@acme.io",
        value=bot_pw,
    ),
    k(
        "ahk_runas_credentials",
        "code",
        'RunAs "svc_print", "{v}", "ACME"\nRun "mmc.exe printmanagement.msc"\nRunAs',
        value=pw,
    ),
)

_MAC: tuple[Kind, ...] = (
    k(
        "applescript_keystroke_password",
        "code",
        'tell application "System Events"\n    keystroke "{v}"\n    delay 0.2\n'
        "    key code 36\nend tell",
        value=pw,
    ),
    k(
        "applescript_admin_privileges_password",
        "code",
        'do shell script "launchctl kickstart -k system/com.acme.agent" user name "admin" '
        'password "{v}" with administrator privileges',
        value=pw,
    ),
    k(
        "osascript_one_liner_password",
        "cli",
        'osascript -e \'tell application "System Events" to keystroke "{v}"\' -e \'tell '
        'application "System Events" to key code 36\'',
        value=pw,
    ),
    k(
        "jxa_keystroke_password",
        "code",
        "const se = Application('System Events');\nse.keystroke('{v}');\nse.keyCode(36);",
        value=pw,
    ),
    k(
        "keyboard_maestro_insert_text_plist",
        "config",
        "<dict>\n\t<key>Action</key>\n\t<string>ByTyping</string>\n\t<key>MacroActionType</key>\n"
        "\t<string>InsertText</string>\n\t<key>Text</key>\n\t<string>{v}</string>\n</dict>",
        value=pw,
    ),
    k(
        "alfred_workflow_variable_plist",
        "config",
        "<key>variables</key>\n<dict>\n\t<key>todoist_token</key>\n\t<string>{v}</string>\n</dict>",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "raycast_script_command_token",
        "code",
        "#!/bin/bash\n# @raycast.schemaVersion 1\n# @raycast.title Create Linear issue\n"
        'LINEAR_KEY="{v}"\ncurl -s -H "Authorization: $LINEAR_KEY" https://api.linear.app/graphql '
        '-d "$1"',
        value=lambda r: "lin_api_" + alnum(r, 40),
    ),
    k(
        "raycast_snippet_export",
        "config",
        '[{"name":"prod db pass","text":"{v}","keyword":";pdb"}]',
        value=pw,
    ),
    k(
        "shortcuts_plist_header_dict",
        "config",
        "<key>WFHTTPHeaders</key>\n<dict>\n\t<key>Value</key>\n\t<dict>\n"
        "\t\t<key>WFDictionaryFieldValueItems</key>\n"
        "\t\t<array>\n\t\t\t<dict>\n\t\t\t\t<key>WFKey</key><string>Authorization</string>\n"
        "\t\t\t\t<key>WFValue</key><string>Bearer {v}</string>\n\t\t\t</dict>\n\t\t</array>\n"
        "\t</dict>\n</dict>",
        value=ha_token,
    ),
    k(
        "hammerspoon_lua_password",
        "code",
        'hs.hotkey.bind({"cmd","alt"}, "P", function()\n  hs.eventtap.keyStrokes("{v}")\nend)',
        value=pw,
    ),
    k(
        "automator_run_shell_security",
        "cli",
        "security add-generic-password -a ops -s \"acme-nas\" -w '{v}' -U",
        value=pw,
    ),
)

_WINDOWS: tuple[Kind, ...] = (
    k(
        "powershell_sendkeys_password",
        "code",
        "$wshell = New-Object -ComObject wscript.shell\n$wshell.AppActivate('Remote Desktop')\n"
        "Start-Sleep 1\n$wshell.SendKeys('{v}{ENTER}')",
        value=lambda r: alnum(r, 14),
    ),
    k(
        "powershell_securestring_plaintext",
        "code",
        "$pass = ConvertTo-SecureString '{v}' -AsPlainText -Force\n"
        "$cred = New-Object System.Management.Automation.PSCredential('ACME\\svc_rpa', $pass)",
        value=pw,
    ),
    k(
        "powershell_invoke_restmethod_header",
        "code",
        "$headers = @{ 'Authorization' = 'Bearer {v}' }\n"
        "Invoke-RestMethod -Uri https://api.acme.io/v1/shipments -Headers $headers",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "cmdkey_add_pass",
        "cli",
        "cmdkey /add:fs01.acme.local /user:ACME\\scanner /pass:{v}",
        'cmdkey /generic:TERMSRV/rds01 /user:ops /pass:"{v}"',
        value=pw,
    ),
    k(
        "net_use_password",
        "cli",
        "net use Z: \\\\fs01\\scans {v} /user:ACME\\scanner /persistent:yes",
        value=pw,
    ),
    k(
        "batch_file_set_password",
        "code",
        "@echo off\nset FTP_USER=upload\nset FTP_PASS={v}\n"
        'winscp.com /command "open ftp://%FTP_USER%:%FTP_PASS%@ftp.acme.io/" "put *.csv" "exit"',
        value=pw,
    ),
    k(
        "vbs_sendkeys_password",
        "code",
        'Set WshShell = WScript.CreateObject("WScript.Shell")\nWshShell.SendKeys "{v}"\n'
        'WshShell.SendKeys "{ENTER}"',
        value=lambda r: alnum(r, 13),
    ),
    k(
        "pad_robin_script_password",
        "code",
        "UIAutomation.PopulateTextField TextField: appmask['Login']['Password'] Text: $'''{v}''' "
        "Mode: UIAutomation.PopulateMode.Replace",
        value=pw,
    ),
)

_RPA: tuple[Kind, ...] = (
    k(
        "uipath_xaml_typeinto_plain",
        "config",
        '<ui:TypeInto DisplayName="Type Into \'Password\'" Text="{v}" ClickBeforeTyping="True">\n'
        "  <ui:TypeInto.Target>\n    <ui:Target Selector=\"&lt;webctrl id='pwd' /&gt;\" />\n"
        "  </ui:TypeInto.Target>\n</ui:TypeInto>",
        value=pw,
    ),
    k(
        "uipath_config_settings_csv",
        "config",
        "Name,Value,Description\nOrchestratorQueueName,Invoices,\nSAP_User,RPA_BOT01,\n"
        "SAP_Password,{v},TODO move to asset",
        value=pw,
    ),
    k(
        "uipcli_client_secret",
        "cli",
        'uipcli package deploy out\\Invoices.nupkg "https://cloud.uipath.com/" acme -A acme -I '
        "{uuid} "
        '-S "{v}" --applicationScope "OR.Folders OR.Execution" -o Shared',
        value=_uipath_secret,
    ),
    k(
        "uipath_orchestrator_token_curl",
        "cli",
        "curl -X POST https://cloud.uipath.com/identity_/connect/token -d "
        "grant_type=client_credentials "
        "-d client_id={uuid} -d client_secret='{v}' -d scope=OR.Queues",
        value=_uipath_secret,
    ),
    k(
        "automation_anywhere_cr_api_key",
        "cli",
        "curl -X POST https://acme.my.automationanywhere.digital/v1/authentication "
        '-d \'{"username":"bot_runner","apiKey":"{v}"}\'',
        value=lambda r: alnum(r, 40),
    ),
    k(
        "blue_prism_autologin_password",
        "cli",
        '"C:\\Program Files\\Blue Prism Limited\\Blue Prism Automate\\AutomateC.exe" /user admin '
        "{v} "
        '/run "Invoice Intake" /resource RPA-VM03',
        value=pw,
    ),
    k(
        "robot_input_password_literal",
        "code",
        "*** Test Cases ***\nLogin To ERP\n    Open Browser    https://erp.acme.local    chrome\n"
        "    Input Text    id:user    robot\n    Input Password    id:pass    {v}\n    Click "
        "Button    Login",
        value=pw,
    ),
    k(
        "robot_variables_password",
        "code",
        "*** Variables ***\n${USER}        rpa_bot\n${PASSWORD}    {v}\n${URL}         "
        "https://erp.acme.local",
        value=pw,
    ),
    k(
        "robot_cli_variable_password",
        "cli",
        "robot --variable PASSWORD:{v} --variable ENV:prod --outputdir results tests/erp.robot",
        value=pw,
    ),
    k(
        "rpaframework_vault_json",
        "config",
        '{\n  "erp": {\n    "username": "robot",\n    "password": "{v}"\n  }\n}',
        value=bot_pw,
    ),
)

_BROWSER: tuple[Kind, ...] = (
    k(
        "selenium_send_keys_password",
        "code",
        'driver.find_element(By.ID, "username").send_keys("ops@acme.io")\n'
        'driver.find_element(By.ID, "password").send_keys("{v}")\n'
        'driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()',
        value=pw,
    ),
    k(
        "playwright_fill_password",
        "code",
        "await page.goto('https://portal.supplier.com/login');\n"
        "await page.getByLabel('Email').fill('buyer@acme.io');\n"
        "await page.getByLabel('Password').fill('{v}');\nawait page.getByRole('button', { name: "
        "'Sign in' }).click();",
        value=pw,
    ),
    k(
        "playwright_storage_state_cookie",
        "output",
        '$ cat auth/state.json\n{\n  "cookies": [\n    {\n      "name": "connect.sid",\n'
        '      "value": "{v}",\n      "domain": "portal.supplier.com",\n      "path": "/",\n'
        '      "httpOnly": true\n    }\n  ],\n  "origins": []\n}',
        value=_session_cookie,
    ),
    k(
        "puppeteer_type_password",
        "code",
        "await page.type('#login_field', 'acme-bot');\nawait page.type('#password', '{v}', { "
        "delay: 40 });",
        value=pw,
    ),
    k(
        "cypress_env_json",
        "config",
        '{\n  "baseUrl": "https://staging.acme.io",\n  "adminUser": "qa-admin",\n  '
        '"adminPassword": "{v}"\n}',
        value=pw,
    ),
    k(
        "selenium_ide_side_file",
        "config",
        '{"id":"{uuid}","command":"type","target":"id=password","targets":[],"value":"{v}"}',
        value=pw,
    ),
)

_TERMINAL: tuple[Kind, ...] = (
    k(
        "expect_send_password",
        "code",
        '#!/usr/bin/expect -f\nspawn ssh admin@switch01\nexpect "assword:"\nsend "{v}\\r"\n'
        'expect "#"\nsend "show run\\r"',
        value=pw,
    ),
    k(
        "expect_one_liner_cli",
        "cli",
        'expect -c \'spawn sftp upload@ftp.acme.io; expect "password:"; send "{v}\\r"; interact\'',
        value=pw,
    ),
    k(
        "netrc_written_by_script",
        "code",
        "cat > ~/.netrc <<EOF\nmachine api.acme.io\n  login bot\n  password {v}\nEOF\nchmod 600 "
        "~/.netrc",
        value=lambda r: alnum(r, 28),
    ),
    k(
        "printf_netrc_one_line",
        "cli",
        "printf 'machine nexus.acme.io login ci password %s\\n' '{v}' >> ~/.netrc",
        value=pw,
    ),
    k(
        "sshpass_in_macro",
        "cli",
        "sshpass -p '{v}' rsync -az ./export/ backup@nas.local:/volume1/export/",
        value=pw,
    ),
    k(
        "xdotool_type_password",
        "cli",
        "xdotool search --name 'KeePassXC' windowactivate --sync type --delay 50 '{v}'",
        value=pw,
    ),
    k(
        "ydotool_script_password",
        "code",
        "#!/bin/sh\nsleep 2\nwtype '{v}'\nwtype -k Return",
        value=pw,
    ),
)

_PHONE: tuple[Kind, ...] = (
    k(
        "tasker_http_request_header",
        "config",
        '<Action sr="act0" ve="7">\n<code>339</code>\n<Str sr="arg1" '
        've="3">https://ha.local:8123/api/services/light/toggle</Str>\n'
        '<Str sr="arg2" ve="3">Authorization:Bearer {v}</Str>\n</Action>',
        value=ha_token,
    ),
    k(
        "macrodroid_http_export",
        "config",
        '{"m_classType":"HttpRequestAction","m_url":"https://api.acme.io/checkin?key={v}",'
        '"m_requestType":0}',
        value=api32,
    ),
    k(
        "ifttt_applet_filter_code_key",
        "code",
        "// Filter code\nconst key = '{v}';\n"
        "MakerWebhooks.makeWebRequest.setUrl(`https://api.acme.io/log?k=${key}`);",
        value=api32,
    ),
)

RPA_KINDS: tuple[Kind, ...] = (
    *_AHK,
    *_MAC,
    *_WINDOWS,
    *_RPA,
    *_BROWSER,
    *_TERMINAL,
    *_PHONE,
)
