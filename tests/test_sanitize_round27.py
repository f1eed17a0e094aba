"""Round 27 (issue 27): the leak classes held-out 33 showed, each by its mechanism.

A password given as a keyword operand in parentheses (a mainframe's, a midrange
system's), moved into a field named for it, alone on its line in a script of FTP
commands, in an EDI interchange's header, as a call's positional argument. Each class
is written here in forms and for systems the held-out sets do not hold, with look-alikes
of the same shape that must stay. The values are generated from a fixed seed: none is a
real key.
"""

from __future__ import annotations

import string

from .fake_values import DRAWS, FILLER, Values, kept, stays_linear, taken

V = Values("kenning-tests-round27")
_CAPS = string.ascii_uppercase + string.digits


def _mainframe() -> str:
    """Eight capitals and digits, two digits at least (a mainframe's password)."""
    while True:
        v = "".join(V.random.choice(_CAPS) for _ in range(8))
        digits = sum(c.isdigit() for c in v)
        if digits >= 2 and 8 - digits >= 2 and not FILLER.search(v):
            return v


# -- a keyword operand in parentheses ------------------------------------------------------


def test_a_keyword_operand_password_is_taken() -> None:
    for _ in range(DRAWS):
        pw, mixed = _mainframe(), V.rand(10)
        for text, secret in (
            (f"ADDUSER KLEE OWNER(SYS1) PASSWORD({pw}) DFLTGRP(PAYROLL)", pw),
            (f"CRTUSRPRF USRPRF(WEBSVC) PASSWORD({pw}) USRCLS(*USER)", pw),
            (f"TSS REPLACE(OPS01) PASSWORD({pw},30)", pw),
            (f"SET PASSWORD = PASSWORD('{mixed}')", mixed),
            (f"  CHANGE BATCH7 PWD({pw}) ", pw),
            ("ALTUSER ETLJOB PASSPHRASE('north river cabin 41!')", "north river cabin 41!"),
        ):
            assert taken(text, secret), text


def test_a_keyword_operand_of_no_password_is_kept() -> None:
    for text in (
        "CRTUSRPRF USRPRF(QSECOFR2) PASSWORD(*NONE)",
        "CHGUSRPRF USRPRF(&USR) PASSWORD(&NEWPW)",
        "ALTUSER KLEE NOPASSWORD PHRASE(&PHRASE)",
        "ALTUSER KLEE PASSWORD(EXPIRED)",
        "PASSWORD(8)",
        "hashed = password(user_input)",
    ):
        assert kept(text), text


# -- a literal moved into a field named for a password -------------------------------------


def test_a_literal_moved_into_a_password_field_is_taken() -> None:
    for _ in range(DRAWS):
        pw, mixed = _mainframe(), V.rand(10)
        for text, secret in (
            (f"           MOVE '{pw}' TO LK-PASSWD.", pw),
            (f'           MOVE "{mixed}" TO SQL-PASSWORD', mixed),
            (f"       05 DB2-PSWD        PIC X(8) VALUE '{pw}'.", pw),
            (f"           MOVE '{pw}'\n               TO WS-FTP-PWD.", pw),
            (f"       01 WS-PASSPHRASE PIC X(20) VALUE '{mixed}'.", mixed),
        ):
            assert taken(text, secret), text


def test_a_move_of_no_password_is_kept() -> None:
    for text in (
        "           MOVE SPACES TO WS-PASSWORD.",
        "           MOVE 'Y' TO WS-PASSWORD-FLAG.",
        "           MOVE 'EXPIRED' TO WS-PASSWORD-STATUS.",
        "           MOVE WS-INPUT TO WS-PASSWORD.",
        f"           MOVE '{_mainframe()}' TO WS-CUSTOMER-ID.",
        "       01 WS-PASSWORD PIC X(8) VALUE SPACES.",
    ):
        assert kept(text), text


# -- a password alone on its line in a script of FTP commands ------------------------------


def test_a_password_in_a_script_of_ftp_commands_is_taken() -> None:
    for _ in range(DRAWS):
        pw, mixed = _mainframe(), V.rand(12, string.ascii_letters + string.digits + "!#")
        for text, secret in (
            (
                f"C:\\> type cmds.txt | ftp -s:cmds.txt\nopen 10.0.0.8\nbatch\n{mixed}\nbinary\n",
                mixed,
            ),
            (f"//SYSIN DD *\n* PGM=FTP\nhost.example.net\nfeeds\n{pw}\ncd /in\nput 'A.B'\n", pw),
            (
                f"ftp -i -n <<'EOF'\nopen files.example.org\nuser\nuploader\n{mixed}\nprompt\n",
                mixed,
            ),
            (f"# nightly ftp script\nreports\n{pw}\nlcd /data\nmput *.csv\nbye\n", pw),
            (f"sftp? no, plain ftp:\n  edi01\n  {mixed}\n  ascii\n  get ORDERS\n", mixed),
        ):
            assert taken(text, secret), text


def test_an_ftp_script_of_no_password_is_kept() -> None:
    for text in (
        "ftp -n host <<EOF\nanonymous\nguest@example.com\nbinary\nget README\nbye\nEOF",
        "ftp> ls\nREADME2\nCHANGES9\ncd pub\n",
        "ftp -s:cmds.txt\nopen host\nbatch\nreport.csv\nput report.csv\n",
        "ftp host\nbinary\nascii\nquit\n",
    ):
        assert kept(text), text


# -- a password in an EDI interchange's header ---------------------------------------------


def _isa(sep: str, q1: str, auth: str, q2: str, pw: str) -> str:
    fields = ["ISA", q1, auth.ljust(10), q2, pw.ljust(10), "ZZ", "SENDER".ljust(15)]
    return sep.join([*fields, "ZZ", "RECEIVER".ljust(15), "261201", "0930", "U", "00401"]) + "~"


def test_a_password_in_an_edi_header_is_taken() -> None:
    for _ in range(DRAWS):
        pw, other = _mainframe(), _mainframe()
        for text, secret in (
            (_isa("*", "00", "", "01", pw), pw),
            (_isa("|", "00", "", "01", pw), pw),
            (_isa("^", "03", other, "00", ""), other),
            ("x\n" + _isa("*", "03", other, "01", pw), pw),
            (f"UNB+UNOA:2+SHIPPER01:ZZ+CARRIER:14+261201:0930+77+{pw}'", pw),
            (f"UNA:+.? 'UNB+UNOC:4+5412345000013:14+CARRIER:ZZ+261201:0930+1+{pw}:BB+INVOIC'", pw),
        ):
            assert taken(text, secret), text


def test_an_edi_header_with_no_password_is_kept() -> None:
    for text in (
        _isa("*", "00", "", "00", ""),
        _isa("|", "00", "", "01", "0000000000"),
        "UNB+UNOC:3+SENDER:ZZ+RECEIVER:ZZ+261201:0930+545589'",
        "UNB+UNOC:3+SENDER:ZZ+RECEIVER:ZZ+261201:0930+545589++ORDERS'",
        "the ISA segment and UNB+ header carry the partners' ids",
    ):
        assert kept(text), text


# -- a password as a call's positional argument --------------------------------------------


def test_a_password_as_a_positional_argument_is_taken() -> None:
    for _ in range(DRAWS):
        pw, key = V.rand(10), V.hex(24).upper()
        for text, secret in (
            (f'opc.SetUserPassword("{pw}");', pw),
            (f"conn.set_pin('{pw}')", pw),
            (f'mgr.setCredentials("ops", "{pw}")', pw),
            (f"client.authenticate('ACC-3371', '{key}')", key),
            (f'FtpClient ftp = new FtpClient("ftp.example.org", "uploader", "{pw}");', pw),
            (f"db = pymysql.connect('10.20.0.5', 'report', '{pw}', 'sales')", pw),
            (
                f"session = Portal('98765', 'tenant-admin', '{pw}', 'https://portal.example.com')",
                pw,
            ),
        ):
            assert taken(text, secret), text


def test_positional_arguments_of_no_password_are_kept() -> None:
    for text in (
        'pw = keyring.get_password("payroll", "bob")',
        "secret = vault.read_password('db/prod')",
        "user.setPassword(password)",
        'r = fetch("https://api.example.com", "GET", "v1.2.3")',
        'copy("files.example.org", "backup", "report2.csv")',
        'log.info("db.example.com", "connected", "ok")',
        "spin('abcd1234')",
    ):
        assert kept(text), text


def test_the_new_rules_stay_linear() -> None:
    for text in (
        "PASSWORD(" * 4000,
        "MOVE '" * 4000,
        "ftp\nuser\n" * 3000,
        "ISA*00*" * 3000,
        "UNB+" * 4000,
        'set_password("' * 3000,
        '("a", "b", ' * 3000,
    ):
        assert stays_linear(text), text[:40]
