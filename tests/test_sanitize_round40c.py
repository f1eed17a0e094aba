"""Round 40c (issue 27): held-out 43's destroyed look-alikes, each kept by what makes it
public, with secrets of the same shapes that must still be taken; then its leaks, each
class written for tools and forms the held-out set does not hold.

Values come from a fixed seed: none is a real key.
"""

from __future__ import annotations

import string

from .fake_values import ALNUM, DRAWS, Values, kept, stays_linear, taken

V = Values("kenning-tests-round40c")


# == the look-alikes (tool_ids.py, stand_in_tables.py) ==


def test_a_tools_documented_id_is_kept() -> None:
    for _ in range(DRAWS):
        for text in (
            f"stripe webhook_endpoints list → evt_{V.rand(24)} delivered to the endpoint",
            f"Customer: cus_{V.rand(14)}  (created 2026-11-02)",
            f"web app: https://script.google.com/macros/s/AKfycb{V.rand(60, ALNUM + '-_')}/exec",
            f"airtable_base = 'app{V.rand(14)}'  # table tbl{V.rand(14)}, view viw{V.rand(14)}",
            f"const table = 'native-table-{V.rand(20)}'",
        ):
            assert kept(text), text


def test_a_secret_beside_a_tools_id_prefix_is_taken() -> None:
    for _ in range(DRAWS):
        key = f"key{V.rand(14)}"  # Airtable's legacy API key: not an id
        assert taken(f"AIRTABLE_API_KEY={key}", key)
        cs = f"pi_{V.rand(24)}_secret_{V.rand(25)}"  # a payment's client secret
        assert taken(f"client_secret: {cs}", cs)
        pw = f"app{V.rand(14)}"
        assert taken(f"DB_PASSWORD={pw}", pw)
        # other vendors' keys under a prefix of a Stripe object (Resend's `re_`, `prod_`)
        for key in (f"re_{V.rand(32)}", f"prod_{V.hex(32)}"):
            assert taken(f'railway variables --set "MAIL_API_KEY={key}"', key)


def test_a_devtools_target_on_a_loopback_host_is_kept() -> None:
    for _ in range(DRAWS):
        for text in (
            f"DevTools listening on ws://localhost:9222/devtools/browser/{V.uuid()}",
            f'"webSocketDebuggerUrl": "ws://[::1]:9229/devtools/page/{V.hex(32).upper()}"',
        ):
            assert kept(text), text


def test_a_key_in_a_remote_url_path_is_still_taken() -> None:
    for _ in range(DRAWS):
        key = V.rand(32)
        assert taken(f"WEBHOOK_URL=https://hooks.acme.io/devtools/browser/{key}", key)


def test_an_item_of_a_list_under_an_ids_name_is_kept() -> None:
    for _ in range(DRAWS):
        a, b = V.rand(33, ALNUM + "-_"), V.rand(44, ALNUM + "-_")
        for text in (
            f'{{"fileIds": ["{a}", "{b}"]}}',
            f'{{\n  "parentId": [\n    "{b}"\n  ],\n  "rootDir": "dist"\n}}',
        ):
            assert kept(text), text


def test_an_item_of_a_list_under_a_secrets_name_is_taken() -> None:
    for _ in range(DRAWS):
        key = V.rand(40)
        assert taken(f'{{"apiKeys": ["{key}"]}}', key)


def test_a_value_compared_with_an_id_is_kept() -> None:
    for _ in range(DRAWS):
        uid = V.rand(28)
        for text in (
            f'if (user.id === "{uid}") {{ return true; }}',
            f"allow write: if '{uid}' == request.auth.uid;",
            f"WHERE owner_uid != '{uid}'",
        ):
            assert kept(text), text


def test_a_value_compared_with_a_secret_is_taken() -> None:
    for _ in range(DRAWS):
        pw = V.rand(16)
        assert taken(f'if password == "{pw}":', pw)
        token = V.rand(32)
        assert taken(f"if api_token == '{token}':", token)


def test_a_tools_blank_value_sentinel_is_kept() -> None:
    for _ in range(DRAWS):
        for text in (
            f'"apiKey": "__n8n_BLANK_VALUE_{V.uuid()}"',
            'password: "__EMPTY_VALUE__"',
        ):
            assert kept(text), text


def test_a_values_description_or_a_test_word_is_kept() -> None:
    for text in (
        "SESSION_SECRET=a-long-random-string",
        "COOKIE_SECRET=some_unique_phrase",
        "JWT_SECRET=demopassword",
        "API_TOKEN=testtoken",
        "ADMIN_PASSWORD=changeme",
    ):
        assert kept(text), text


def test_a_password_of_words_is_still_taken() -> None:
    for text, pw in (
        ("DB_PASSWORD=correct-horse-battery-staple", "correct-horse-battery-staple"),
        ("JWT_SECRET=teststring42secret", "teststring42secret"),
    ):
        assert taken(text, pw), text


def test_the_tool_ids_stay_linear() -> None:
    assert stays_linear('{"parentId": [' + '"a", ' * 3000)
    assert stays_linear("x.uid == '" * 3000)
    assert stays_linear("ws://127.0.0.1/devtools/browser/" * 1000)


# == the leaks ==

# -- a password column of a `;`- or tab-separated sheet (pairs.py) --


def test_a_password_column_of_a_semicolon_or_tab_sheet_is_taken() -> None:
    for _ in range(DRAWS):
        pw = V.rand(10) + "#" + str(V.random.randrange(100, 1000))
        for text in (
            f"name;email;temp_password\nAna;ana@acme.io;x\nBen;ben@acme.io;{pw}\n",
            f"account;user;Password;notes\nwiki;bot;{pw};rotate monthly",
            f"Host\tUser\tInitialPassword\tRole\nsql01\tsa\t{pw}\tadmin",
        ):
            assert taken(text, pw), text


def test_a_sheet_of_logins_without_passwords_is_kept() -> None:
    for text in (
        "system;login;password;owner\nVPN;ops;see vault;IT\nWiki;ana@acme.io;in 1Password;IT",
        "Name\tEmail\tPasswordHint\nAna\tana@acme.io\tfavourite dog",
        "id;name;price;currency\n1;Widget;12.50;EUR\n2;Gadget;7.00;EUR",
    ):
        assert kept(text), text


def test_the_semicolon_sheet_stays_linear() -> None:
    assert stays_linear("a;b;password\n" + "x;y;Abc123#xyz\n" * 2000)


# -- a password typed by desktop automation (typed.py) --


def test_a_password_typed_then_enter_is_taken() -> None:
    for _ in range(DRAWS):
        pw = V.rand(13)
        a, b = V.rand(9), V.rand(9)
        for text, secrets in (
            (
                f'tell application "System Events"\n keystroke "{pw}"\n keystroke return\nend tell',
                [pw],
            ),
            (f"xdotool type --delay 50 '{pw}'\nxdotool key Return", [pw]),
            (f"pyautogui.write('{pw}')\npyautogui.press('enter')", [pw]),
            (f"[System.Windows.Forms.SendKeys]::SendWait('{pw}{{ENTER}}')", [pw]),
            (f"SendRaw, {pw}\nSend, {{Enter}}", [pw]),
            (f'SendInput "admin{{Tab}}{a}"\nSleep 100\nSendInput "{b}{{Enter}}"', [a, b]),
        ):
            for s in secrets:
                assert taken(text, s), text


def test_text_typed_that_is_no_password_is_kept() -> None:
    for text in (
        'WshShell.SendKeys "notepad.exe{ENTER}"',
        'keystroke "Hello from the robot"\nkeystroke return',
        "Send, ops@acme.io{Tab}",
        "xdotool type 'C:\\Reports\\2024\\q3.xlsx'\nxdotool key Return",
        "Please send the report, then press {Enter}",
        'SendKeys "Invoice2024{ENTER}"',
    ):
        assert kept(text), text


def test_a_hotstring_typing_a_password_is_taken() -> None:
    for _ in range(DRAWS):
        pw = V.rand(12) + "!"
        for text in (f":*:]pw::{pw}", f"::@@db::{pw}\n::@@addr::Main Street 12"):
            assert taken(text, pw), text


def test_a_hotstring_typing_words_is_kept() -> None:
    for text in ("::btw::by the way", "::@@mail::ops@acme.io", ":*:sig::Kind-regards"):
        assert kept(text), text


def test_the_typing_rules_stay_linear() -> None:
    assert stays_linear('SendKeys "' + "a{TAB}" * 3000 + '{ENTER}"')
    assert stays_linear("Send, x\n" * 3000 + "Send {Enter}")
    assert stays_linear("::a::" * 3000)


# -- a robot CLI's short secret flag, isql's third argument (run_lines.py) --


def test_a_robot_clis_short_secret_flag_is_taken() -> None:
    for _ in range(DRAWS):
        secret = V.rand(20)
        for text in (
            f"uipcli job run Billing https://cloud.uipath.com/ acme -I {V.uuid()} -S '{secret}'",
            f'uipcli test run "https://cloud.uipath.com/" acme -A acme -S {secret} -I {V.uuid()}',
        ):
            assert taken(text, secret), text


def test_a_robot_clis_secret_flag_from_a_variable_is_kept() -> None:
    for text in (
        'uipcli job run Billing "https://cloud.uipath.com/" acme -I app -S "$env:UIP_SECRET"',
        "uipcli package pack ./project -o ./out -S ${{ secrets.UIPATH_SECRET }}",
    ):
        assert kept(text), text


def test_isqls_third_argument_is_taken() -> None:
    for _ in range(DRAWS):
        pw = V.rand(12)
        for text in (f"isql -b -v Reporting sa {pw} < query.sql", f'iusql Sales etl_user "{pw}"'):
            assert taken(text, pw), text


def test_isql_without_a_password_is_kept() -> None:
    for text in ("isql -v Reporting", "isql Reporting sa", "isql -v Reporting sa $DB_PASS"):
        assert kept(text), text


def test_the_run_line_rules_stay_linear() -> None:
    assert stays_linear("uipcli " + "-S " * 3000)
    assert stays_linear("isql " + "-v " * 3000 + "a b")


# -- a password told in Scots, Buryat, Minangkabau and Santali (tongues.py) --


def test_a_password_told_in_four_more_languages_is_taken() -> None:
    for _ in range(DRAWS):
        letters = "".join(V.random.choice(string.ascii_letters) for _ in range(8))
        pw = letters + str(V.random.randrange(10, 100)) + "#" + str(V.random.randrange(100, 1000))
        caps = V.rand(7).upper() + "*" + str(V.random.randrange(10, 100)) + "QX"
        for text, secret in (
            (f"Ah've chynged the passwird tae {pw} for the shared inbox", pw),
            (f"Сервериин нюуса үгэ: {pw}", pw),
            (f"Kato sandi wifi kantua {pw} yo", pw),
            (f"ᱥᱚᱨᱵᱷᱚᱨ ᱨᱮᱭᱟᱜ ᱯᱟᱥᱣᱟᱨᱰ {caps}", caps),
        ):
            assert taken(text, secret), text


def test_a_sentence_with_the_word_and_no_password_is_kept() -> None:
    for text in (
        "Ah forgot ma passwird again, send a reset tae ops@acme.io please",
        "Kato sandi harus panjang, minimal 12 karakter",
    ):
        assert kept(text), text
