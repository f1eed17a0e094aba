"""The look-alikes of held-out 40 (`bench/secret_kinds_heldout40.py`): no secret in any of them.

What mail, messengers, markup, mangled text and layered encodings hold that
looks like a secret and is not, in this set's shapes. This file holds the
drawn ones (three draws each). Mail: Message-IDs, MIME boundaries, DKIM and
ARC signatures and body hashes (signatures anyone who gets the mail can
read), Outlook's Thread-Index, Exchange's tenant and message ids, Received
ids, quoted-printable style attributes, the base64 of an inline image,
calendar and vCard UIDs, shipment texts. Messengers: Slack, Discord, Teams
and Matrix ids, timestamps and permalinks, IRC cloaks. Markup: SRI
integrity strings, site verification tags, reCAPTCHA site keys, hashed
asset names, Confluence macro ids, `.docx` revision ids, an `.xlsx` row's
UID, a PDF's `/ID`, RTF revision tables, DOIs, commit hashes in CSV and
spreadsheet formulas, image digests in tables, Org ids. Mangled text: a
commit id after a non-breaking space, a fullwidth order number, a hostname
spelled aloud, a quoted reply with a commit and a PR. Encodings: a redirect
URL-encoded twice, ids inside a JSON string inside JSON, the base64 of a
public settings file, `data:` URIs of images and fonts, punycode hosts,
an open network's Wi-Fi QR, deep links with product ids, ad click ids,
tracking pixels. And the usual public strings in these shapes: lockfile
integrity, layer digests, Terraform serials and lineages, ARNs, cache keys,
blob ids, history timestamps, public keys and fingerprints, masked values,
`age` recipients, SOPS and Ansible Vault ciphertexts (see `_look2.py`).
"""

from __future__ import annotations

import base64
import json
import random
import string
from urllib.parse import quote

from bench.secret_kinds import (
    LookAlike,
    alnum,
    b32,
    b64,
    digits,
    hexs,
    look_alikes,
    lower_alnum,
    pick,
    urlsafe,
    uuid4,
)
from bench.secret_kinds_heldout40_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_UPD = string.ascii_uppercase + string.digits
_HEXU = "0123456789ABCDEF"
_FULL = {c: chr(ord(c) + 0xFEE0) for c in _UPD}


def _uuid(r: random.Random) -> str:
    return uuid4(r, "b")


def _b64raw(r: random.Random, n: int) -> str:
    return base64.b64encode(r.randbytes(n)).decode()


def _png(r: random.Random) -> str:
    return "iVBORw0KGgoAAAANSUhEUgAA" + b64(r, 60)


def _mail_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("message_id_header", f"Message-ID: <CAF{alnum(r, 20)}+{alnum(r, 12)}@mail.gmail.com>"),
        (
            "mime_boundary",
            'Content-Type: multipart/alternative; boundary="000000000000'
            + hexs(r, 12)
            + '"\n\n--000000000000'
            + hexs(r, 12),
        ),
        (
            "dkim_signature",
            "DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=acme.io; s=google;\n"
            "        h=to:subject:message-id:date:from:mime-version;\n"
            f"        bh={_b64raw(r, 32)};\n"
            f"        b={_b64raw(r, 48)}\n         {_b64raw(r, 48)}",
        ),
        (
            "arc_seal",
            f"ARC-Seal: i=1; a=rsa-sha256; t=1764{digits(r, 6)}; cv=none; d=google.com;"
            " s=arc-20240605;"
            f"\n        b={_b64raw(r, 54)}",
        ),
        ("outlook_thread_index", f"Thread-Topic: Q4 roadmap\nThread-Index: AQH{b64(r, 38)}=="),
        (
            "exchange_ids",
            f"X-MS-Exchange-CrossTenant-Id: {_uuid(r)}\n"
            f"X-MS-Exchange-Organization-Network-Message-Id: {_uuid(r)}",
        ),
        (
            "received_smtp_id",
            f"Received: by 2002:a05:6{hexs(r, 3)}:{hexs(r, 4)} with SMTP id {lower_alnum(r, 10)}csp"
            f"{digits(r, 6)};\n        Mon, 30 Nov 2026 01:14:02 -0800 (PST)",
        ),
        ("google_smtp_source", f"X-Google-Smtp-Source: AGHT+I{b64(r, 70)}"),
        (
            "qp_html_style",
            f'<td style=3D"color:#{hexs(r, 6)};padding:0 12px" class=3D"m_{digits(r, 19)}cell">',
        ),
        (
            "mime_inline_png",
            f"Content-Type: image/png\nContent-Transfer-Encoding: base64\n\n{_png(r)}",
        ),
        ("ics_uid_dtstamp", f"UID:{_uuid(r)}\nDTSTAMP:20261130T091400Z\nSEQUENCE:2"),
        ("vcard_uid", f"UID:urn:uuid:{_uuid(r)}\nREV:20261130T091400Z"),
        (
            "sms_shipping",
            f"Acme: your order {pick(r, _UPD, 8)} has shipped. Track: 1Z{pick(r, _UPD, 16)}",
        ),
        (
            "slack_export_ids",
            f'"client_msg_id": "{_uuid(r)}",\n"user": "U0{pick(r, _UPD, 9)}",\n'
            f'"team": "T0{pick(r, _UPD, 9)}",\n"ts": "1764{digits(r, 6)}.00{digits(r, 4)}"',
        ),
        (
            "slack_permalink",
            f"https://acme.slack.com/archives/C0{pick(r, _UPD, 9)}/p1764{digits(r, 12)}",
        ),
        (
            "discord_message_link",
            f"https://discord.com/channels/{digits(r, 18)}/{digits(r, 19)}/{digits(r, 19)}",
        ),
        (
            "matrix_event_and_room",
            f'"event_id": "${urlsafe(r, 43)}",\n"room_id": "!{alnum(r, 18)}:matrix.org"',
        ),
        (
            "irc_cloak",
            f":irc.libera.chat 396 jkl user/jkl/x-{lower_alnum(r, 12)} :is now your hidden host",
        ),
        ("teams_thread_id", f"19:{hexs(r, 32)}@thread.tacv2;messageid=1764{digits(r, 9)}"),
    ]


def _markup_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "html_sri",
            '<script src="https://cdn.jsdelivr.net/npm/htmx.org@2.0.3" '
            f'integrity="sha384-{b64(r, 64)}"'
            ' crossorigin="anonymous"></script>',
        ),
        (
            "site_verification",
            f'<meta name="google-site-verification" content="{urlsafe(r, 43)}" />',
        ),
        (
            "recaptcha_site_key",
            f'<div class="g-recaptcha" data-sitekey="6L{urlsafe(r, 38)}"></div>',
        ),
        ("hashed_asset", f'<link rel="stylesheet" href="/assets/index-{urlsafe(r, 8)}.css">'),
        (
            "confluence_macro_id",
            f'<ac:structured-macro ac:name="toc" ac:schema-version="1" ac:macro-id="{_uuid(r)}" '
            f'ac:local-id="{_uuid(r)}"/>',
        ),
        (
            "docx_rsid",
            f'<w:p w:rsidR="{hexs(r, 8).upper()}" w:rsidRDefault="{hexs(r, 8).upper()}" '
            f'w14:paraId="{hexs(r, 8).upper()}" w14:textId="{hexs(r, 8).upper()}">',
        ),
        ("xlsx_row_uid", f'<row r="2" spans="1:6" xr:uid="{{{_uuid(r).upper()}}}">'),
        (
            "pdf_trailer_id",
            f"trailer\n<< /Size 42 /Root 1 0 R /ID [<{hexs(r, 32)}> <{hexs(r, 32)}>] >>",
        ),
        ("rtf_rsid_table", f"{{\\*\\rsidtbl \\rsid{digits(r, 7)}\\rsid{digits(r, 7)}}}"),
        ("latex_doi", f"\\href{{https://doi.org/10.1145/{digits(r, 7)}.{digits(r, 7)}}}{{doi}}"),
        (
            "csv_commits",
            f"sha,author,date\n{hexs(r, 40)},ana,2026-11-30\n{hexs(r, 40)},bo,2026-11-29",
        ),
        (
            "excel_commit_link",
            f'=HYPERLINK("https://github.com/acme/app/commit/{hexs(r, 40)}", "{hexs(r, 7)}")',
        ),
        ("md_digest_table", f"| image | digest |\n|---|---|\n| api | `sha256:{hexs(r, 64)}` |"),
        ("org_id_property", f":PROPERTIES:\n:ID:       {_uuid(r).upper()}\n:END:"),
        ("wiki_oldid", f"https://wiki.acme.io/index.php?title=Runbook&oldid={digits(r, 7)}"),
    ]


def _mangle_rounds(r: random.Random) -> list[tuple[str, str]]:
    order = pick(r, _UPD, 10)
    return [
        ("nbsp_commit", f"commit\u00a0{hexs(r, 40)}"),
        ("fullwidth_order_number", "注文番号：" + "".join(_FULL[c] for c in order)),
        (
            "zero_width_in_prose",
            f"see PR\u200b #{digits(r, 4)} for the fix (build {hexs(r, 8)})",
        ),
        (
            "quoted_reply_commit",
            f"> > fixed in {hexs(r, 40)}\n"
            f"> see https://github.com/acme/app/pull/{digits(r, 4)}\nthanks!",
        ),
        (
            "wrapped_blob_url",
            f"https://github.com/acme/app/blob/{hexs(r, 40)}/src/\nmain.rs#L{digits(r, 3)}",
        ),
        ("smart_quoted_digest", f"image “sha256:{hexs(r, 64)}” pulled"),
        (
            "ocr_receipt",
            f"OCR: Receipt No. {pick(r, _UPD, 12)}  Terminal {digits(r, 8)}  Total 42.10",
        ),
    ]


def _enc_rounds(r: random.Random) -> list[tuple[str, str]]:
    settings = json.dumps({"theme": "dark", "lang": "en", "build": hexs(r, 8)})
    inner = json.dumps({"order_id": "ord_" + alnum(r, 14), "sha": hexs(r, 40)})
    return [
        (
            "url_encoded_twice_redirect",
            "/login?next="
            + quote(quote(f"/dashboard?tab=billing&id={digits(r, 6)}", safe=""), safe=""),
        ),
        ("json_in_json_ids", json.dumps({"event": "order.paid", "body": inner})),
        ("base64_public_settings", f"PREFS={base64.b64encode(settings.encode()).decode()}"),
        ("data_uri_png", f'<img src="data:image/png;base64,{_png(r)}" alt="logo">'),
        (
            "data_uri_font",
            f"src: url(data:font/woff2;base64,d09GMgABAAAA{b64(r, 80)}) format('woff2');",
        ),
        ("punycode_url", f"https://xn--mller-kva.de/impressum?ref={hexs(r, 8)}"),
        (
            "deep_link_product",
            f"acmeapp://product/{digits(r, 8)}?utm_source=mail&utm_campaign={lower_alnum(r, 10)}",
        ),
        ("ad_click_id", f"https://shop.acme.io/?gclid=Cj0KCQiA{urlsafe(r, 60)}"),
        (
            "tracking_pixel",
            f'<img src="https://t.acme-mail.io/o/{hexs(r, 32)}.gif" width="1" height="1">',
        ),
        ("sri_lockfile", f'"integrity": "sha512-{_b64raw(r, 64)}"'),
        (
            "layer_digest",
            f"{hexs(r, 12)}: Pull complete\nDigest: sha256:{hexs(r, 64)}",
        ),
        ("tf_serial_lineage", f'"serial": {digits(r, 3)},\n"lineage": "{_uuid(r)}"'),
        ("arn_role", f"arn:aws:iam::{digits(r, 12)}:role/github-actions-{lower_alnum(r, 6)}"),
        ("actions_cache_key", f"Cache restored from key: Linux-node-{hexs(r, 64)}"),
        ("git_index_line", f"index {hexs(r, 7)}..{hexs(r, 7)} 100644"),
        ("history_timestamp", f": 1764{digits(r, 6)}:0;git log --oneline -5"),
        ("ssh_public_key", f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(r, 43)} ana@laptop"),
        (
            "cert_fingerprint",
            "SHA256 Fingerprint=" + ":".join(pick(r, _HEXU, 2) for _ in range(32)),
        ),
        (
            "pgp_fingerprint",
            "Key fingerprint = "
            + "  ".join(" ".join(pick(r, _HEXU, 4) for _ in range(5)) for _ in range(2)),
        ),
        ("masked_key", f"sk_live_••••••••••••{alnum(r, 4)}"),
        ("age_recipient", f"# public key: age1{b32(r, 58)}"),
        ("request_id", f"x-request-id: {_uuid(r)}\nx-amz-cf-id: {urlsafe(r, 40)}=="),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [*_mail_rounds(r), *_markup_rounds(r), *_mangle_rounds(r), *_enc_rounds(r)]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes("kenning-wide-heldout40-look", _rounds, FIXED)
