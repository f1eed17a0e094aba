"""Round 46 (issue 27): the classes held-out 48 (legacy enterprise systems and middleware)
left, each written for more forms than the held-out set holds (legacy.py): a password in a
reversible form, a keyword's operand of JCL and RACF, an SQL connection's and Oracle's
password, a panel's field, a directory's password in base64, a password echoed after its
prompt, a declaration's initial value in RPG, COBOL and Natural, a listing in columns; and
the look-alikes it destroyed (one_way.py): an XML `Id`, a directory's binary ids, a
certificate a WS-Security header carries, a Windows path.

Values come from a fixed seed: none is a real key.
"""

from __future__ import annotations

import base64
import random
import string

from .fake_values import DRAWS, Values, kept, stays_linear, taken

V = Values("kenning-tests-round46")
B64 = string.ascii_letters + string.digits + "+/"


def _racf(rng: random.Random) -> str:
    """A password of a host's alphabet: eight capitals and digits, a digit among them."""
    while True:
        value = "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(8))
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def test_a_password_in_a_reversible_form_is_taken_but_an_empty_one() -> None:
    for _ in range(DRAWS):
        xor = base64.b64encode(V.random.randbytes(14)).decode()
        aes = base64.b64encode(V.random.randbytes(32)).decode()
        dpapi = "AQAAANCMnd8BFdERjHoAwE/Cl+s" + V.rand(120, B64)
        obf = "".join(V.random.choice("0123456789abcdefghijklmnopqrstuvwxyz") for _ in range(24))
        for text, secret in (
            (f'<authDataEntries alias="db" userId="db2inst1" password="{{xor}}{xor}"/>', xor),
            (f"com.ibm.SOAP.loginPassword={{xor}}{xor}", xor),
            (f'<dataSource><properties password="{{aes}}{aes}"/></dataSource>', aes),
            (f"password={{AES256}}{aes}", aes),
            (f"<password-encrypted>{{AES}}{aes}</password-encrypted>", aes),
            (f"<CipherData><CipherValue>{dpapi}</CipherValue></CipherData>", dpapi),
            (f"jetty.sslContext.keyStorePassword=OBF:{obf}", obf),
        ):
            assert taken(text, secret), text
    assert kept('<authDataEntries alias="db" userId="db2inst1" password="{xor}"/>')


def test_a_hosts_password_is_taken_where_its_syntax_says_one_stands() -> None:
    rng = V.random
    for _ in range(DRAWS):
        old, new, masked = _racf(rng), _racf(rng), V.hex(16).upper()
        for text, secret in (
            (f"//JOB1  JOB (0000),'X',CLASS=A,\n//   USER=OPSBAT2,PASSWORD=({old},{new})", new),
            (f"//JOB1  JOB (0000),'X',USER=BATCH1,PASSWORD={old}", old),
            (f" altuser opsbat2 password({new}) noexpired", new),
            (f"RDEFINE PTKTDATA APPL1 SSIGNON(KEYMASKED({masked}))", masked),
            (f"  SIGNON USERID=(CDUSER1,{new}) NODE=CD.PROD", new),
            (f"  CONNECT TO DB2LOC USER BATCHDB USING '{new}';", new),
            (f"USERID=system/{new}@STAGEDB\nDIRECTORY=DP_DIR", new),
            (f"$ expdp hr/{new}@ORCL schemas=HR", new),
            (f"FNDCPASS apps/{new} 0 Y system/{old} SYSTEM APPLSYS NEWPW", new),
            (f" Userid    ===> OPSBAT2\n Password  ===> {new}      New Password ===>", new),
            (f"IKJ56700A ENTER PASSWORD FOR OPSBAT2 -\n{new}\nREADY", new),
            (f"SFID-PWD    {new}\nSSID-PWD    {old}", old),
        ):
            assert taken(text, secret), text


def test_what_those_forms_hold_when_no_password_is_kept() -> None:
    for text in (
        "SETROPTS PASSWORD(INTERVAL(90) HISTORY(12) MINCHANGE(1))",
        " altuser opsbat2 nopassword",
        "//JOB1  JOB (0000),'X',USER=BATCH1,PASSWORD=&PW",
        "password = os.getenv('DB_PASSWORD')",
        "ssh.connect(host, username=user, password=getpass())",
        "  CONNECT TO DB2LOC USER BATCHDB USING :WPASS;",
        "kubectl create secret generic db --from-file=password=./pw.txt",
        " Password  ===> ________      New Password ===>",
        "ENTER PASSWORD FOR OPSBAT2 -\nREADY",
    ):
        assert kept(text), text


def test_a_directorys_password_a_declarations_value_are_taken_but_a_hash() -> None:
    rng = V.random
    for _ in range(DRAWS):
        pw = _racf(rng)
        clear = base64.b64encode(f"{{CLEAR}}{pw}".encode()).decode()
        plain = base64.b64encode(f"{pw}x!{V.rand(4)}".encode()).decode()
        for text, secret in (
            (f"dn: uid=batch,ou=people,dc=corp\nuserPassword:: {clear}", clear),
            (f"dn: uid=batch,ou=people,dc=corp\nuserPassword:: {plain}", plain),
            (f"dcl-s wPass char(10) inz('{pw}');", pw),
            (f"       01  WS-PASSWORD  PIC X(8) VALUE '{pw}'.", pw),
            (f"1 #PASSWORD (A8) INIT <'{pw}'>", pw),
        ):
            assert taken(text, secret), text
    hashed = base64.b64encode(b"{SSHA}" + V.random.randbytes(24)).decode()
    for text in (
        f"dn: uid=batch,ou=people,dc=corp\nuserPassword:: {hashed}",
        "dcl-s wUser char(10) inz('REMUSR01');",
        "       01  WS-PASS-LEN  PIC 9(2) VALUE 8.",
    ):
        assert kept(text), text


def test_ids_a_certificate_and_a_path_beside_credentials_are_kept() -> None:
    cert = "MIID" + V.rand(300, B64)
    for text in (
        f'<wsu:Timestamp wsu:Id="TS-{V.hex(32).upper()}"><wsu:Created>2026</wsu:Created>',
        f"dn: CN=svc,OU=S,DC=corp\nobjectGUID:: {base64.b64encode(V.random.randbytes(16)).decode()}"
        f"\nobjectSid:: {base64.b64encode(V.random.randbytes(24)).decode()}",
        f'<wsse:BinarySecurityToken ValueType="...#X509v3" wsu:Id="X509-1">{cert}'
        "</wsse:BinarySecurityToken>",
        'open sftp://edi@edi.example/ -privatekey=C:\\keys\\edi.ppk -hostkey="ssh-ed25519 255 x"',
    ):
        assert kept(text), text
    key = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + V.rand(300, B64)
    assert taken(f'{{"x509cert": "{cert}",\n "privateKey": "{key}"}}', key)


def test_the_new_forms_stay_linear() -> None:
    for unit in (
        f"{{xor}}{V.rand(20, B64)} ",
        f"PASSWORD=({V.rand(8)},{V.rand(8)}) ",
        f"password({V.rand(8)}1) ",
        f"USER U USING '{V.rand(8)}1' ",
        f"userid=a/{V.rand(8)}1@DB ",
        f"Password ===> {V.rand(8)}1\n",
        f"SFID-PWD    {V.rand(8)}1\n",
        f"dcl-s wPass char(10) inz('{V.rand(8)}1');\n",
        f'wsu:Id="TS-{V.hex(16)}" ',
    ):
        assert stays_linear(unit * 200), unit
