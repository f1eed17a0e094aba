"""The look-alikes of held-out 21 (`bench/secret_kinds_heldout21.py`): no secret in any of them.

What the same places and trades hold that must come through unchanged:
ISINs, CUSIPs, SEDOLs, LEIs, FIX ClOrdIDs and execution ids, SWIFT
references and BICs, IBANs of test accounts, GL account codes and journal
batch ids; matter and docket numbers, Bates ranges, custodian ids and MD5
and SHA-1 hashes of produced documents; employee numbers, payroll run ids,
tax codes and pay grades; unit, lease and parcel numbers, MLS-like listing
ids; reservation and folio numbers, IATA booking references, flight
numbers, room numbers, rate plan codes; membership numbers, class ids and
locker numbers; VINs, stock numbers and deal numbers of a dealership;
circuit ids, ONT serials, MAC addresses, IMSIs (test PLMN) and SIP trunk
groups of an ISP; student ids, course section codes and ISBNs; donor and
campaign ids, EINs; loyalty card numbers, SKUs, EANs and coupon codes
printed for everyone; what the places of the set hold that is no secret (a
Thunderbird pref with no password, a `.ics` UID, a DBeaver data source id,
a devtools trace id or ETag, a spreadsheet formula reading a named cell, a
`mongosh` ObjectId, an `.rdp` file's host lines, a notebook cell's id, a
Wolfram expression); base64 of no secret; masked values; references to a
secret store; placeholders; versions; measurements and error codes; and
chat in the set's languages that names a secret without giving it.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import LookAlike, alnum, digits, hexs, look_alikes, lower_alnum, pick

__all__ = ["LOOK_ALIKES"]

_UP = string.ascii_uppercase + string.digits
_UPL = string.ascii_uppercase
_UPHEX = "0123456789ABCDEF"
_VIN = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-b{h[17:20]}-{h[20:]}"


def _mac(r: random.Random) -> str:
    return ":".join(hexs(r, 12)[i : i + 2] for i in range(0, 12, 2)).upper()


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        # trading desks and back office
        ("isin", f"position ISIN DE000{pick(r, _UP, 6)}{digits(r, 1)} qty 1200 @ 101.25"),
        ("cusip", f"CUSIP {digits(r, 3)}{pick(r, _UP, 5)}{digits(r, 1)} settled T+1"),
        ("lei", f"counterparty LEI 5299{pick(r, _UP, 14)}{digits(r, 2)}"),
        ("fix_clordid", f"8=FIX.4.4|35=D|11=ORD-{digits(r, 8)}|55=VOD.L|54=1|38=500|40=2|"),
        ("fix_execid", f"ExecID={hexs(r, 16).upper()} OrderID={digits(r, 12)} LastPx=2.4415"),
        ("swift_reference", f":20:FT{digits(r, 5)}{pick(r, _UP, 7)}\n:32A:261130EUR12500,00"),
        ("gl_journal_batch", f"GL 4010-{digits(r, 3)} batch JB-{digits(r, 7)} posted by recon_bot"),
        ("coupa_invoice_id", f"Coupa invoice {digits(r, 6)} approved (PO {digits(r, 8)})"),
        ("brex_expense_id", f"expense expense_{lower_alnum(r, 26)} categorized as travel"),
        # legal and e-discovery
        (
            "matter_number",
            f"Matter {digits(r, 5)}-{digits(r, 4)} (Harlow v. Smith), docket "
            f"2:26-cv-{digits(r, 5)}",
        ),
        ("bates_range", f"Bates ACME{digits(r, 7)} - ACME{digits(r, 7)}"),
        ("doc_md5", f"DOC-{digits(r, 6)}.pdf MD5 {hexs(r, 32)}"),
        ("custodian_id", f"custodian CUST-{digits(r, 4)} collected {digits(r, 4)} items"),
        ("imanage_doc_id", f"iManage doc ACTIVE!{digits(r, 7)}.{r.randrange(1, 9)}"),
        # HR and payroll
        ("employee_number", f"employee E{digits(r, 6)} moved to cost centre CC-{digits(r, 4)}"),
        ("payroll_run_id", f"payroll run PR-2026-11-{digits(r, 4)} closed, 412 payslips"),
        (
            "tax_code",
            f"tax code {r.randrange(1000, 1300)}L, NI category A, pay grade G{r.randrange(1, 9)}",
        ),
        ("personio_employee_id", f"GET /v1/company/employees/{digits(r, 8)} 200 OK"),
        # real estate
        (
            "parcel_number",
            f"APN {digits(r, 3)}-{digits(r, 3)}-{digits(r, 3)}, unit 4B, lease L-{digits(r, 6)}",
        ),
        ("listing_id", f"listing {pick(r, _UPL, 2)}{digits(r, 8)} price reduced"),
        ("rightmove_property_id", f"propertyId={digits(r, 9)} branchId={digits(r, 5)}"),
        # hotels and travel
        (
            "folio_number",
            f"reservation {digits(r, 9)} folio F{digits(r, 7)} room {r.randrange(101, 950)}",
        ),
        ("pnr_locator", f"PNR {pick(r, _UPL, 6)} flight LH{r.randrange(100, 2999)} seat 14C"),
        ("duffel_offer_id", f"offer off_{alnum(r, 26)} expires in 20 min"),
        ("rate_plan_code", f"rate plan BAR-{pick(r, _UPL, 3)} {r.randrange(80, 400)}.00 EUR"),
        # clubs
        ("membership_number", f"member M{digits(r, 8)} checked in, class {_uuid(r)}"),
        ("glofox_branch_id", f"branch_id={hexs(r, 24)} (public, shown in the booking widget URL)"),
        # dealerships
        ("vin", f"VIN {pick(r, _VIN, 17)} stock #{digits(r, 5)}"),
        ("deal_number", f"deal {digits(r, 6)} funded by RouteOne, contract {pick(r, _UP, 10)}"),
        # telecom OSS/BSS
        (
            "circuit_id",
            f"circuit {digits(r, 2)}/KQGN/{digits(r, 6)}/ /LGT ONT "
            f"{pick(r, _UP, 4)}{hexs(r, 8).upper()}",
        ),
        ("mac_address", f"ONT MAC {_mac(r)} on OLT slot 3 port {r.randrange(1, 16)}"),
        ("imsi_test", f"IMSI 00101{digits(r, 10)} attached, APN internet"),
        ("iccid", f"ICCID 8944{digits(r, 15)}"),
        # schools
        (
            "student_id",
            f"student S{digits(r, 7)} enrolled in "
            f"MATH-{r.randrange(100, 499)}-0{r.randrange(1, 9)}",
        ),
        ("isbn", f"ISBN 978-{digits(r, 1)}-{digits(r, 3)}-{digits(r, 5)}-{digits(r, 1)}"),
        ("moodle_course_id", f"core_course_get_courses ids[0]={digits(r, 4)} (200 OK)"),
        # nonprofits
        ("donor_id", f"donor D-{digits(r, 7)} gave to campaign CMP-{digits(r, 4)}"),
        ("ein", f"EIN {digits(r, 2)}-{digits(r, 7)}"),
        # retail and loyalty
        ("loyalty_card_number", f"loyalty card **** **** {digits(r, 4)}, points 1 240"),
        ("ean", f"EAN {digits(r, 13)} SKU {pick(r, _UP, 8)}"),
        ("receipt_number", f"receipt {digits(r, 4)}-{digits(r, 6)} till 3 store 0{digits(r, 3)}"),
        # places of the set with nothing secret
        ("ics_uid", f"UID:{_uuid(r)}@calendar.example\nDTSTART:20261201T090000Z"),
        (
            "dbeaver_datasource_id",
            f'"postgres-jdbc-{hexs(r, 11)}-{hexs(r, 16)}": {{"name": "ledger"}}',
        ),
        ("devtools_etag", f'etag: W/"{hexs(r, 32)}"\nx-request-id: {_uuid(r)}'),
        ("devtools_traceparent", f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01"),
        ("mongosh_objectid", f"{{ _id: ObjectId('{hexs(r, 24)}'), tier: 'gold' }}"),
        ("notebook_cell_id", f'"id": "{hexs(r, 8)}", "cell_type": "code", "execution_count": 4'),
        ("pluto_cell_uuid", f"# ╔═╡ {_uuid(r)}\nocc = mean(rooms.occupied)"),
        ("git_commit", f"commit {hexs(r, 40)} bump payroll exporter"),
        ("image_digest", f"image sha256:{hexs(r, 64)} pulled"),
        (
            "b64_of_no_secret",
            "layout=" + base64.b64encode(f"rows=4;cols={r.randrange(2, 9)}".encode()).decode(),
        ),
        ("sheet_cell_ref", f"=VLOOKUP(A{r.randrange(2, 999)}, Rates!A:C, 3, FALSE)"),
        ("ssh_host_key_fp", f"ED25519 key fingerprint is SHA256:{alnum(r, 43)}."),
    ]


_FIXED: tuple[tuple[str, str], ...] = (
    (
        "thunderbird_no_password",
        'user_pref("mail.smtpserver.smtp2.username", "frontdesk@hotel-alpina.example");',
    ),
    ("mbsync_passcmd", 'PassCmd "pass show mail/bursar"'),
    (
        "vdirsyncer_fetch",
        'password.fetch = ["command", "secret-tool", "lookup", "service", "caldav"]',
    ),
    ("offlineimap_keyring", "remotepasseval = get_keyring_password('firm-remote')"),
    (
        "winscp_no_password",
        "[Sessions\\bankfeed@sftp.bank.example]\nHostName=sftp.bank.example\nUserName=bankfeed",
    ),
    (
        "rdp_host_lines",
        "full address:s:ts01.dealer.local\nprompt for credentials:i:1\nscreen mode id:i:2",
    ),
    ("ads_no_save", '"authenticationType": "AzureMFA", "savePassword": false'),
    (
        "obs_placeholder",
        '{"settings": {"server": "rtmp://live.example/app", "key": "<stream key>"}}',
    ),
    (
        "curl_placeholder",
        'curl -H "Authorization: Bearer $DUFFEL_TOKEN" https://api.duffel.com/air/airlines',
    ),
    ("env_reference", "TRADIER_TOKEN=${{ secrets.TRADIER_TOKEN }}"),
    ("vault_reference", "client_secret: vault:secret/data/kyriba#client_secret"),
    ("op_reference", 'PERSONIO_CLIENT_SECRET="op://HR/Personio API/credential"'),
    ("masked_value", "PAYCHEX_CLIENT_SECRET=************************ (hidden)"),
    ("masked_tail", "Smile.io private key: priv_••••••••••••3f9a"),
    ("sqlcmd_integrated", 'sqlcmd -S sql-hr01 -d Payroll -E -Q "SELECT COUNT(*) FROM dbo.Payslip"'),
    ("cqlsh_prompt", "$ cqlsh -u booking_svc cass1.hotel.internal 9042\nPassword:"),
    ("duckdb_credential_chain", "CREATE SECRET lake (TYPE S3, PROVIDER credential_chain);"),
    ("pragma_cipher_info", "sqlite> PRAGMA cipher_version;\n4.6.1 community"),
    (
        "excel_named_cell",
        '=WEBSERVICE("https://fx.rates.example/v1/latest?base=EUR&apikey="&ApiKeyCell)',
    ),
    (
        "apps_script_props",
        "const KEY = PropertiesService.getScriptProperties().getProperty('CLUB_KEY');",
    ),
    ("version_strings", "Thunderbird 128.5.0esr, DBeaver 24.2.5, WinSCP 6.3.5, mongosh 2.3.3"),
    ("error_codes", "HTTP 401 Unauthorized (error E_AUTH_4011), retry in 30 s"),
    ("measurements", "Lane 4: 25.00 m, water 27.5 C, chlorine 1.2 mg/L, pH 7.4"),
    ("postal_codes", "deliver to 1010 Wien, SW1A 1AA London, 96799 Pago Pago"),
    ("coupon_public", "This week's flyer: use code WINTER25 at the till for 25 % off"),
    (
        "totp_policy",
        "Safe codes are 6 digits and change every Monday; ask the duty manager in person.",
    ),
    ("public_key_pem_head", "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE"),
    ("chat_samoan_ref", "o le upu faalilolilo o loo i le vault"),
    ("chat_kyrgyz_ref", "сырсөз vault'та турат"),
    ("chat_faroese_ref", "loyniorðið er í vault"),
    ("chat_tok_pisin_ref", "pasword i stap long vault"),
    ("chat_rotated", "I rotated the Tekion and Fortellis secrets; both are in 1Password now"),
    ("chat_will_call", "the locker combination changed, I'll tell you at the front desk, not here"),
)


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout21", _rounds, _FIXED
)
