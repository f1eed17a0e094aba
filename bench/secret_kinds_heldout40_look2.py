"""Held-out 40's fixed look-alikes (`bench/secret_kinds_heldout40_look.py`): no secret in any.

Placeholders, example values and redacted or masked values in this set's
shapes (a quoted-printable body, an ICS invite, a Slack export, an HTML
form, a wiki table, a `.docx` run, a CSV, a QR payload, a reset link),
documented public examples (the Authenticator wiki's `otpauth` sample, the
jwt.io token, RFC 6238's test seed, AWS's `EXAMPLE` keys), mangled text
that holds no secret (smart quotes round a placeholder, a fullwidth
placeholder, a homoglyph name with a variable, a hostname spelled aloud),
and people in this set's languages saying where a secret was without
quoting it.

Ciphertext kept at rest on purpose is a look-alike here, and this is the
decision the set makes: a SOPS file's `ENC[AES256_GCM,...]` values, an
Ansible Vault blob, a Sealed Secret's `encryptedData` and a PGP message to
a recipient are each a secret's ciphertext, written to be committed,
mailed and shared, readable only with a private key that is not in the
text. Redacting them protects nothing and breaks the file a person is
editing; the secret is the key that opens them, and that key is what must
not be stored.
"""

from __future__ import annotations

import base64
import random

from bench.secret_kinds import alnum, b64, digits, hexs, urlsafe

__all__ = ["FIXED"]

_r = random.Random("kenning-wide-heldout40-fixed")


def _sops(name: str, n: int) -> str:
    data = base64.b64encode(_r.randbytes(n)).decode()
    iv = base64.b64encode(_r.randbytes(32)).decode()
    tag = base64.b64encode(_r.randbytes(16)).decode()
    return f"{name}: ENC[AES256_GCM,data:{data},iv:{iv},tag:{tag},type:str]"


def _vault() -> str:
    lines = "\n".join(hexs(_r, 80) for _ in range(4))
    return f"$ANSIBLE_VAULT;1.1;AES256\n{lines}"


_ENCRYPTED: list[tuple[str, str]] = [
    (
        "sops_yaml_values",
        f"{_sops('db_password', 18)}\n{_sops('api_key', 32)}\nsops:\n  age:\n    - recipient: age1"
        "ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p\n  lastmodified: "
        '"2026-11-30T09:14:02Z"\n  version: 3.9.1',
    ),
    ("sops_json_value", '{"token": "' + _sops("x", 40).split(": ", 1)[1] + '"}'),
    ("ansible_vault_blob", "db_password: !vault |\n  " + _vault().replace("\n", "\n  ")),
    (
        "sealed_secret_encrypted_data",
        "apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nspec:\n  encryptedData:\n"
        f"    password: AgB{b64(_r, 120)}==",
    ),
    (
        "pgp_message_to_recipient",
        f"-----BEGIN PGP MESSAGE-----\n\nhF4D{b64(_r, 60)}\n{b64(_r, 64)}\n{b64(_r, 64)}\n="
        f"{alnum(_r, 4)}\n-----END PGP MESSAGE-----",
    ),
]

_PLACEHOLDERS: list[tuple[str, str]] = [
    (
        "qp_placeholder",
        "Content-Transfer-Encoding: quoted-printable\n\nAPI_KEY=3D<your-api-key>=0A",
    ),
    ("qp_template_var", "Your temporary password is: {{temp_password}}=0A=0AChange it soon.=0A"),
    (
        "eml_redacted_body",
        "Subject: SFTP for the auditor\n\nhost sftp.acme.io, user auditor, password [REDACTED]",
    ),
    ("mime_header_placeholder", "X-Relay-Auth: user=billing@acme.io;\n\tpass=${RELAY_PASSWORD}"),
    ("ics_masked_passcode", "LOCATION:Bridge https://meet.confbridge.io/r/standup?passcode=••••••"),
    (
        "ics_no_password_meeting",
        "DESCRIPTION:Join: https://us02web.zoom.us/j/81234567890\\nNo passcode required",
    ),
    ("vcard_note_placeholder", "NOTE:admin login admin / <see the vault item 'Lobby door'>"),
    ("sms_template", "Your {{brand}} verification link: {{magic_link}} (expires in 15 min)"),
    ("slack_export_masked", '"text": "prod read replica pw: ********* (in 1Password)"'),
    ("slack_export_variable", '"text": "set `DATABASE_URL` from the vault, not from here"'),
    (
        "teams_env_reference",
        "[30/11/2026 09:05] Jonas: the secret is in Key Vault as `sp-reports-secret`",
    ),
    ("discord_masked_token", '"content": "bot token for the staging guild: MT...REDACTED...0Q"'),
    ("irc_identify_placeholder", "[09:14:22] <jkl> use /msg NickServ IDENTIFY <password>"),
    (
        "matrix_token_var",
        '"body": "set MATRIX_ACCESS_TOKEN=$(pass show matrix/bot) before starting"',
    ),
    ("html_input_empty", '<input type="password" name="password" value="" placeholder="Password">'),
    ("html_input_placeholder", '<input name="api_key" placeholder="sk-...your key..." value="">'),
    (
        "html_entity_placeholder",
        "<p>Set <code>API_TOKEN&#x3D;&lt;token&gt;</code> in the environment.</p>",
    ),
    ("html_pre_env_var", '<pre><code>export STRIPE_SECRET_KEY="$STRIPE_SECRET_KEY"</code></pre>'),
    (
        "confluence_placeholder_cell",
        "<tr><td><p>UAT</p></td><td><p>see Vault: secret/uat/db</p></td></tr>",
    ),
    ("mediawiki_placeholder", "| nas01 || admin || ''(in KeePass)''\n|}"),
    (
        "jira_code_placeholder",
        "{code:bash}\ncurl -H 'X-Api-Key: $API_KEY' https://api.acme.io/v2/orders\n{code}",
    ),
    ("rst_placeholder", ".. code-block:: ini\n\n   [auth]\n   client_secret = <CLIENT_SECRET>\n"),
    ("asciidoc_attribute_ref", "[source,yaml]\n----\nauth:\n  token: {gitlab-token}\n----"),
    ("org_placeholder", "| bastion| ops  | =pass show bastion= |"),
    (
        "latex_placeholder",
        "The evaluation server accepts the token \\texttt{<TEAM-TOKEN>} for each team.",
    ),
    ("rtf_placeholder", "{\\rtf1\\ansi Router admin password: (printed on the label)\\par}"),
    (
        "docx_placeholder_run",
        "<w:r><w:t>Service key: </w:t></w:r><w:r><w:t>XXXX-XXXX-XXXX</w:t></w:r>",
    ),
    ("pdf_redacted_line", "Password: ████████████    Security desk: ext. 4410"),
    (
        "csv_masked",
        'name,url,username,password\n"Intranet","https://intra.acme.io","ana","********"',
    ),
    ("tsv_header_only", "system\tlogin\tsecret\tupdated"),
    ("excel_formula_reference", '=CONCAT("Bearer ", Secrets!B2)'),
    ("xlsx_shared_placeholders", "<si><t>password</t></si><si><t>&lt;rotate-me&gt;</t></si>"),
    ("markdown_table_placeholder", "| Service | Key |\n|---|---|\n| Maps | `AIza...` (ask Ana) |"),
    ("notion_masked", "> 🔑 Shared Figma token: figd_•••••••••••• (rotated 2026-11-02)"),
    ("wifi_qr_masked", "WIFI:T:WPA;S:Acme-Office-5G;P:********;H:false;;"),
    ("wifi_qr_open", "WIFI:T:nopass;S:Cafe-Guest;;"),
    ("wifi_qr_template", "WIFI:T:WPA;S:${SSID};P:${PSK};;"),
    (
        "reset_link_template",
        "Reset your password: https://id.acme.io/reset-password?uid={uid}&token={token}",
    ),
    ("magic_link_masked", "https://app.linearflow.io/auth/magic?token=<redacted>"),
    ("deep_link_no_token", "acmeapp://auth/callback?error=access_denied&state=login"),
    (
        "oauth_error_redirect",
        "https://app.acme.io/cb#error=invalid_request&error_description=Missing+code",
    ),
    (
        "url_encoded_variable",
        "https://console.acme.io/import?secret=%24%7BAWS_SECRET_ACCESS_KEY%7D",
    ),
    (
        "json_in_json_placeholder",
        '{"name": "reports", "config": "{\\"client_secret\\": \\"<secret>\\"}"}',
    ),
    ("data_uri_hello", "data:text/plain;base64,SGVsbG8sIFdvcmxkIQ=="),
    ("form_body_masked", "grant_type=client_credentials&client_id=reports&client_secret=***"),
    ("punycode_no_credentials", "git clone https://xn--bcher-kva.example/repo.git"),
    (
        "mailto_no_secret",
        '<a href="mailto:it@acme.io?subject=VPN%20access&amp;body=Please%20reset">mail IT</a>',
    ),
    (
        "presigned_url_expired_masked",
        "https://acme-exports.s3.amazonaws.com/dump.sql.gz?X-Amz-Signature=…(expired)",
    ),
]

_PUBLIC: list[tuple[str, str]] = [
    (
        "authentication_results",
        "Authentication-Results: mx.google.com;\n       dkim=pass header.i=@acme.io "
        f"header.s=google header.b={alnum(_r, 8)};\n       spf=pass (google.com: domain of "
        "ops@acme.io designates 203.0.113.7 as permitted sender) smtp.mailfrom=ops@acme.io",
    ),
    (
        "bimi_indicator",
        "BIMI-Indicator: "
        + base64.b64encode(
            b'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny-ps">'
            b'<title>Acme</title><rect width="64" height="64" fill="#1a73e8"/></svg>'
        ).decode(),
    ),
    (
        "autocrypt_header",
        "Autocrypt: addr=ana@acme.io; prefer-encrypt=mutual; "
        f"keydata=mDMEZ{b64(_r, 70)}\n {b64(_r, 76)}",
    ),
    (
        "smime_signature_part",
        "Content-Type: application/pkcs7-signature; name=smime.p7s\n"
        "Content-Transfer-Encoding: base64\n\n"
        f"MIAGCSqGSIb3DQEHAqCAMIACAQExDzANBglghkgBZQMEAgEFADCABgkqhkiG9w0BBwEAAKCCA{b64(_r, 40)}",
    ),
    (
        "ics_ms_cdo_ids",
        f"X-MICROSOFT-CDO-OWNERAPPTID:-1{digits(_r, 9)}\nX-MICROSOFT-CDO-BUSYSTATUS:BUSY",
    ),
    ("discord_public_invite", "Join our community server: https://discord.gg/acme-dev"),
    ("matrix_to_room_link", "Chat with us at https://matrix.to/#/#ops:acme.io"),
    ("stripe_publishable_key", f"const stripe = Stripe('pk_live_{alnum(_r, 99)}');"),
    (
        "mapbox_public_token",
        "mapboxgl.accessToken = "
        f"'pk.eyJ1IjoiYWNtZSIsImEiOiJj{alnum(_r, 20)}In0.{urlsafe(_r, 22)}';",
    ),
    ("vcard_photo", f"PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAA{b64(_r, 60)}"),
    (
        "rtf_pict_hex",
        "{\\pict\\pngblip\\picw64\\pich64 89504e470d0a1a0a0000000d49484452" + hexs(_r, 64) + "}",
    ),
    (
        "pdf_xmp_document_id",
        f"<xmpMM:DocumentID>uuid:{hexs(_r, 8)}-{hexs(_r, 4)}-4{hexs(_r, 3)}-a{hexs(_r, 3)}-"
        f"{hexs(_r, 12)}</xmpMM:DocumentID>",
    ),
    (
        "docx_image_relationship",
        '<Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
        'relationships/image" Target="media/image1.png"/>',
    ),
    (
        "csv_request_ids",
        f"time,request_id,status\n2026-11-30T09:14:02Z,{hexs(_r, 32)},200\n"
        f"2026-11-30T09:14:03Z,{hexs(_r, 32)},404",
    ),
]

_EXAMPLES: list[tuple[str, str]] = [
    (
        "otpauth_wiki_example",
        "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example",
    ),
    ("rfc6238_test_seed", "RFC 6238 test vector seed (SHA1): GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"),
    (
        "jwt_io_example",
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwia"
        "WF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    ),
    (
        "aws_example_in_mail",
        "Content-Transfer-Encoding: quoted-printable\n\naws_access_key_id =3D AKIAIOSFODNN7EXAMPLE"
        "=0Aaws_secret_access_key =3D wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY=0A",
    ),
    ("basic_auth_rfc_example", "Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=="),
    ("example_dsn_in_html", "<code>postgres://user:password@localhost:5432/mydb</code>"),
    ("example_smtp_placeholder", "smtp://user:pass@smtp.example.com:587"),
    ("rfc2045_boundary_example", 'Content-Type: multipart/mixed; boundary="simple boundary"'),
    (
        "sha256_empty_string",
        "sha256 of an empty file: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    ),
    (
        "md5_in_ics_attach",
        "ATTACH;FMTTYPE=application/pdf;X-MD5=9e107d9d372bb6826bd81d3542a419d6:https://acme.io/a.pdf",
    ),
]

_MANGLED: list[tuple[str, str]] = [
    ("smart_quotes_placeholder", "DB_PASSWORD=“<set me>”"),
    ("smart_quotes_variable", "export API_KEY=‘$API_KEY’"),
    ("nbsp_placeholder", "password:\u00a0(ask the on-call)"),
    ("zero_width_in_variable", "token: \u200b${GITHUB_TOKEN}"),
    ("fullwidth_placeholder", "ＡＰＩ＿ＫＥＹ＝ｘｘｘｘｘｘｘｘ"),
    ("fullwidth_date_and_version", "バージョン：２．４．１　リリース日：２０２６年１１月３０日"),
    ("homoglyph_name_variable", "раsswоrd=${DB_PASSWORD}"),
    ("soft_hyphen_in_word", "Con\u00adfigu\u00adra\u00adtion of the re\u00adverse proxy"),
    (
        "spoken_hostname",
        "He spelled the host: whiskey echo bravo dash zero four dot acme dot io, port eight four "
        "four three.",
    ),
    ("spoken_ticket_number", "the ticket is india november charlie four two one nine"),
    ("ocr_masked_field", "OCR of screenshot.png:\nSecret Key\n••••••••••••••••\nCopy  Regenerate"),
    ("ocr_label_only", "OCR result: Passvvord: [hidden]  Usemame: admin"),
    (
        "reply_chain_no_value",
        "> > > the root password was rotated\n> > where is it?\n> in the vault\nok",
    ),
    (
        "wrapped_docs_url",
        "see https://docs.acme.io/guides/authentication/\n> service-accounts#rotating-keys",
    ),
    ("en_dash_flags", "mysql –u root –p –h db.acme.io   # prompts for the password"),
    ("emoji_no_value", "🔐 staging master key moved to Vault 🔐"),
]

_CHAT: list[tuple[str, str]] = [
    ("chat_su_no_value", "Kecap aksés aya dina email nu diteruskeun, tapi kuring geus ngagentos."),
    ("chat_sn_no_value", "Kiyi yeAPI yaiva muPDF, ndaichinja kare."),
    ("chat_ny_no_value", "Mawu achinsinsi anali mu SMS, ndawasintha kale."),
    ("chat_st_no_value", "Phasewete e ne e le ho QR ya Wi-Fi, re e fetotse."),
    ("chat_om_no_value", "Tokeeniin suuraa keessa ture, jijjiireera."),
    ("chat_ku_no_value", "Şîfre di derxistina Slackê de bû, min guherand."),
    ("chat_ckb_no_value", "کلیلەکە لە ئیمەیڵەکەدا بوو، گۆڕیمان."),
    ("chat_ba_no_value", "Серһүҙ календарь саҡырыуында ине, мин уны алмаштырҙым."),
    ("chat_sah_no_value", "Кистэлэҥ тыл Word докумуоҥҥа этэ, уларыттым."),
    ("chat_cv_no_value", "Вăрттăн сăмах Teams çырăвĕнчеччĕ, улăштартăм."),
    ("chat_oc_no_value", "Lo senhal èra dins lo corrièl, l'ai cambiat."),
    ("chat_br_no_value", "An alc'hwez a oa war ar bajenn Confluence, cheñchet eo bet."),
    ("chat_fy_no_value", "It wachtwurd stie yn de PDF, ik haw it feroare."),
    ("chat_sm_no_value", "Sa i ai le upu faalilolilo i le imeli, ua ou suia."),
    ("chat_haw_no_value", "Aia ka ʻōlelo huna ma ka leo leka, ua hoʻololi au."),
    ("chat_to_no_value", "Naʻe ʻi ai ʻa e kī ʻi he tēpile wiki, kuo u liliu ia."),
    ("chat_gn_no_value", "Ñe'ẽ ñemi oĩ va'ekue WhatsApp-pe, amoambue."),
    ("chat_yi_no_value", "דאָס פּאַראָל איז געווען אינעם בליצבריוו, איך האָב עס געביטן."),
    ("chat_chr_no_value", "ᎯᎠ ᎤᏕᎵᏛ ᎧᏃᎮᏗ ᎠᏂ ᏗᎪᏪᎵ ᎤᏓᏁᏟᏴᏍᏔᏅ."),
    ("chat_sa_no_value", "गुप्तशब्दः पीडीएफ्-पत्रे आसीत्, मया परिवर्तितः।"),
    ("chat_ilo_no_value", "Adda ti token iti SMS, sinukatak metten."),
    ("chat_ln_no_value", "Token ezalaki na export ya Discord, nabongoli yango."),
    ("chat_lg_no_value", "Ekigambo ekyekusifu kyali mu bbaluwa, nkikyusizza."),
    ("chat_wo_no_value", "Baatu jàll bi nekkoon na ci email bi, soppi naa ko."),
    ("chat_rm_no_value", "Il pled-clav era en l'invitaziun, jau l'hai midà."),
    ("chat_co_no_value", "A parolla d'intrata era in a nota RTF, l'aghju cambiata."),
    ("chat_tpi_no_value", "Password i stap long imel, mi senisim pinis."),
    (
        "chat_en_commit_hash",
        "the commit that removed the token from the mail template is "
        "9c4e1a7b3f2d8e6a5b1c0d9f8e7a6b5c4d3e2f1a",
    ),
    ("chat_en_masked_last4", "the leaked webhook secret ended in …9f3a; it's rotated now"),
    (
        "chat_en_where_not_what",
        "the key was in the quoted-printable part of the forwarded mail, I removed it",
    ),
]

FIXED: list[tuple[str, str]] = [
    *_ENCRYPTED,
    *_PLACEHOLDERS,
    *_PUBLIC,
    *_EXAMPLES,
    *_MANGLED,
    *_CHAT,
]
