"""The look-alikes of held-out 31 (`bench/secret_kinds_heldout31.py`): no secret in any of them.

What the set's shops, servers and debugging sessions hold that must come
through unchanged. This file holds the drawn ones (three draws each). The
web's long tail: WordPress nonces, `ver=` cache busters, a random
`$table_prefix`, Gravatar hashes, Drupal's `default_config_hash` and its
random `config_sync_directory`, a Magento admin `frontName`, Composer's
`content-hash` and a package's `reference`, npm `integrity`, a Shopify
app's public `client_id`, product GIDs and theme ids, a Ghost Content API
key (public by design), WooCommerce order numbers, public keys of payment
widgets (Paystack `pk_live_`, Flutterwave `FLWPUBK-`, a Razorpay key id,
Midtrans's `Mid-client-`, Xendit's public key, an Adyen client key), payment
references (Mollie `tr_`, Razorpay `order_`/`pay_`, Adyen `pspReference`,
PayFast's `pf_payment_id` and MD5 `signature`, M-Pesa receipt and checkout
ids, WeChat and Alipay trade numbers, iyzico payment ids), mail ids
(Postmark `MessageID`, Mailgun `Message-Id`, SparkPost transmission ids,
a DKIM `b=` signature and a DKIM public key record, site verification TXT
records), telephony ids (Asterisk `Uniqueid`, SIP `Call-ID` and `branch`,
Plivo's auth id and message UUIDs, E.164 numbers), hosting ids (Forge
server and site ids, a deploy's commit, a host key's SHA-256 fingerprint,
an SSH public key). Configuration and network: Nix store paths, SRI
hashes, flake `rev`s and `narHash`, an age recipient, Bazel `sha256`s,
Ansible Vault and sops and eyaml ciphertexts, a Chef encrypted data bag
item, `systemd-creds` output, `INVOCATION_ID`, a WireGuard public key in
`wg show`, OpenVPN peer fingerprints, Kerberos `klist` listings, Windows
SIDs and LDAP `objectGUID`s, SNMP OIDs, MAC addresses, IPsec SPIs, a RADIUS
`Message-Authenticator`. Debugging: `curl -v` TLS lines and response ids,
`traceparent`, HAR timings, memory addresses, `strace`'s `getrandom`
bytes and `mmap` addresses, SQL logs binding ids and SKUs, and `printenv`
lines that are not secrets.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import (
    LookAlike,
    alnum,
    b32,
    b64,
    digits,
    hexs,
    look_alikes,
    pick,
    urlsafe,
    uuid4,
)
from bench.secret_kinds_heldout31_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_UP = string.ascii_uppercase + string.digits
_LOWER_DIGITS = string.ascii_lowercase + string.digits
_NIX32 = "0123456789abcdfghijklmnpqrsvwxyz"


def _uuid(r: random.Random) -> str:
    return uuid4(r, "b")


def _colon_hex(r: random.Random, n: int) -> str:
    return ":".join(hexs(r, 2).upper() for _ in range(n))


def _wg_pub(r: random.Random) -> str:
    return base64.b64encode(r.randbytes(32)).decode()


def _escaped_bytes(r: random.Random, n: int) -> str:
    return "".join(f"\\x{r.randrange(256):02x}" for _ in range(n))


def _web_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "wp_nonce_url",
            f"/wp-admin/post.php?post={digits(r, 4)}&action=edit&_wpnonce={hexs(r, 10)}",
        ),
        (
            "wp_ver_query",
            f'<link rel="stylesheet" href="/wp-content/themes/astra/style.css?ver={hexs(r, 8)}">',
        ),
        (
            "wp_table_prefix",
            f"$table_prefix = 'wp_{pick(r, string.ascii_lowercase + string.digits, 6)}_';",
        ),
        ("gravatar_url", f"https://secure.gravatar.com/avatar/{hexs(r, 32)}?s=96&d=mm&r=g"),
        ("drupal_config_hash", f"_core:\n  default_config_hash: {urlsafe(r, 43)}\nlangcode: de"),
        (
            "drupal_sync_dir",
            f"$settings['config_sync_directory'] = 'sites/default/files/config_{urlsafe(r, 86)}/"
            "sync';",
        ),
        ("drupal_uuid", f"uuid: {_uuid(r)}\nlangcode: en\nstatus: true\nid: article"),
        (
            "magento_frontname",
            f"'backend' => [\n    'frontName' => 'admin_{pick(r, string.ascii_lowercase, 7)}'\n],",
        ),
        ("composer_content_hash", f'"content-hash": "{hexs(r, 32)}",'),
        (
            "composer_reference",
            f'"source": {{"type": "git", "url": "https://github.com/wp-cli/wp-cli.git"'
            f', "reference": "{hexs(r, 40)}"}},',
        ),
        ("npm_integrity", f'"integrity": "sha512-{b64(r, 86)}=="'),
        (
            "shopify_client_id",
            f'client_id = "{hexs(r, 32)}"\nname = "bakery-loyalty"\napplication_url '
            '= "https://loyalty.agency.example"',
        ),
        ("shopify_gid", f"gid://shopify/Product/{digits(r, 13)}"),
        (
            "shopify_theme_id",
            f"shopify theme push --theme {digits(r, 12)} --store bakery.myshopify.com",
        ),
        (
            "ghost_content_key",
            f"const api = new GhostContentAPI({{ url: 'https://journal.florist.example'"
            f", key: '{hexs(r, 26)}', version: 'v5.0' }});",
        ),
        (
            "woo_order_number",
            f"Order #{digits(r, 5)} placed on 30 November 2026 is currently Processing.",
        ),
        (
            "paystack_public_key",
            f"PaystackPop.setup({{ key: 'pk_live_{hexs(r, 40)}', email: customer.email,"
            f" amount: 500000 }})",
        ),
        ("flutterwave_public_key", f'public_key: "FLWPUBK-{hexs(r, 32)}-X",'),
        (
            "razorpay_key_id",
            f'var options = {{ "key": "rzp_live_{alnum(r, 14)}", "amount": "50000", '
            f'"currency": "INR" }};',
        ),
        (
            "midtrans_client_key",
            '<script src="https://app.midtrans.com/snap/snap.js" d'
            f'ata-client-key="Mid-client-{urlsafe(r, 16)}"'
            "></script>",
        ),
        ("xendit_public_key", f"Xendit.setPublishableKey('xnd_public_production_{alnum(r, 40)}');"),
        (
            "adyen_client_key",
            f"const configuration = {{ environment: 'live', clientKey: 'live_{pick(r, _UP, 32)}'"
            f" }};",
        ),
        (
            "mollie_payment_id",
            f"Payment tr_{alnum(r, 10)} is paid (method: ideal, amount: 24.95 EUR)",
        ),
        ("razorpay_ids", f"order_{alnum(r, 14)} captured by pay_{alnum(r, 14)}"),
        ("adyen_psp_reference", f'"pspReference": "{digits(r, 16)}", "resultCode": "Authorised"'),
        (
            "payfast_itn",
            f"m_payment_id=INV{digits(r, 4)}&pf_payment_id={digits(r, 7)}&payment_status="
            f"COMPLETE&signature={hexs(r, 32)}",
        ),
        (
            "mpesa_callback_ids",
            f'"MerchantRequestID": "{digits(r, 5)}-{digits(r, 8)}-1", "CheckoutRequestID"'
            f': "ws_CO_{digits(r, 14)}{digits(r, 9)}", "MpesaRecei'
            f'ptNumber": "{pick(r, string.ascii_uppercase, 3)}{pick(r, _UP, 7)}'
            '"',
        ),
        (
            "wechat_transaction_id",
            f'"transaction_id": "42000{digits(r, 23)}", "trade_state": "SUCCESS"',
        ),
        ("alipay_trade_no", f"trade_no=2026113022001{digits(r, 17)}&trade_status=TRADE_SUCCESS"),
        (
            "iyzico_payment_id",
            f'"paymentId": "{digits(r, 8)}", "conversationId": "{digits(r, 9)}", "status"'
            ': "success"',
        ),
    ]


def _mail_tel_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("postmark_message_id", f'{{"ErrorCode": 0, "Message": "OK", "MessageID": "{_uuid(r)}"}}'),
        ("mailgun_message_id", f"Message-Id: <20261130091402.{hexs(r, 16)}@mg.bakery.example>"),
        (
            "sparkpost_transmission",
            f'{{"results": {{"total_rejected_recipients": 0, "total_accepted_recipients"'
            f': 1, "id": "{digits(r, 18)}"}}}}',
        ),
        (
            "dkim_signature_header",
            "DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=bakery.example;"
            f" s=mail; h=from:to:subject:date; bh={b64(r, 43)}=; b={b64(r, 170)}==",
        ),
        (
            "dkim_public_record",
            'mail._domainkey IN TXT "v=DKIM1; k=rsa; '
            f'p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(r, 200)}IDAQAB"',
        ),
        ("google_site_verification", f'@ 3600 IN TXT "google-site-verification={urlsafe(r, 43)}"'),
        (
            "facebook_domain_verification",
            f'<meta name="facebook-domain-verification" content="{pick(r, _LOWER_DIGITS, 30)}" />',
        ),
        ("brevo_code_txt", f"brevo-code:{hexs(r, 32)}"),
        (
            "asterisk_uniqueid",
            f"Event: Hangup\nChannel: PJSIP/201-0000{hexs(r, 4)}\nU"
            f"niqueid: 17644{digits(r, 5)}.{r.randint(10, 999)}\nCa"
            "use: "
            "16",
        ),
        (
            "sip_call_id",
            f"Call-ID: {hexs(r, 32)}@10.0.0.14\nVia: SIP/2.0/UDP 10.0.0.14:5060;branch="
            f"z9hG4bK{hexs(r, 10)}",
        ),
        ("plivo_auth_id", f"PLIVO_AUTH_ID=MA{pick(r, _UP, 18)}"),
        (
            "plivo_message_uuid",
            f'{{"api_id": "{_uuid(r)}", "message": "message(s) queued", "message_uuid"'
            f': ["{_uuid(r)}"]}}',
        ),
        ("e164_number", f"Reminder sent to +4917{digits(r, 8)} and +23480{digits(r, 8)}"),
        (
            "vonage_application_id",
            f"VONAGE_APPLICATION_ID={_uuid(r)}\nVONAGE_PRIVATE_KEY_PATH=./private.key",
        ),
        (
            "forge_ids",
            f"Deploying site {digits(r, 7)} on server {digits(r, 6)}: commit {hexs(r, 40)} (main)",
        ),
        ("host_key_fingerprint", f"ED25519 key fingerprint is SHA256:{b64(r, 43)}."),
        ("ssh_public_key", f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(r, 43)} forge@agency-web-3"),
        (
            "cpanel_account_list",
            f"bakery    bakery.example    agency_small    {r.randint(100, 900)}M    "
            f"suspended=0    uid={r.randint(1000, 1200)}",
        ),
    ]


def _config_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("nix_store_path", f"/nix/store/{pick(r, _NIX32, 32)}-openssl-3.0.15/lib/libssl.so.3"),
        (
            "nix_sri_hash",
            f'src = fetchFromGitHub {{\n  owner = "wp-cli";\n  repo = "wp-cli";\n  rev '
            f'= "v2.11.0";\n  hash = "sha256-{b64(r, 43)}=";\n}};',
        ),
        (
            "flake_lock_rev",
            f'"locked": {{\n  "narHash": "sha256-{b64(r, 43)}=",\n  "owner": "NixOS"'
            f',\n  "repo": "nixpkgs",\n  "rev": "{hexs(r, 40)}",\n  "type": "github"'
            f"\n}}",
        ),
        (
            "age_recipient",
            f"creation_rules:\n  - path_regex: secrets/.*\\.yaml$\n    age: age1{b32(r, 58)}",
        ),
        (
            "bazel_sha256",
            f'http_archive(\n    name = "rules_php",\n    sha256 = "{hexs(r, 64)}",\n '
            '   strip_prefix = "rules_php-0.4.0",\n)',
        ),
        (
            "ansible_vault_block",
            "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  "
            + "\n  ".join(hexs(r, 80) for _ in range(4)),
        ),
        (
            "sops_enc_value",
            f"smtp_password: ENC[AES256_GCM,data:{b64(r, 24)},iv:{b64(r, 42)}=,tag:{b64(r, 22)}="
            "=,type:str]",
        ),
        (
            "eyaml_pkcs7",
            "profile::mysql::root_password: >\n  ENC[PKCS7,MIIBiQ"
            "YJKoZIhvcNAQcDoIIBejCCAXYCAQAxggEhMIIBHQIBADAFMAACAQ"
            f"Ew{b64(r, 120)}]",
        ),
        (
            "chef_encrypted_item",
            f'{{\n  "id": "smtp",\n  "password": {{\n    "encrypted_data": "{b64(r, 44)}"'
            f',\n    "iv": "{b64(r, 16)}",\n    "auth_tag": "{b64(r, 22)}==",\n    "'
            f'version": 3,\n    "cipher": "aes-256-gcm"\n  }}\n}}',
        ),
        (
            "systemd_creds_encrypted",
            "SetCredentialEncrypted=db-password: \\\n        Whxqh"
            f"t+dQJax1aZeCGLxmiAAAAABAAAADAAAACAAAAAAAAAA{b64(r, 60)}"
            " "
            f"\\\n        {b64(r, 60)}",
        ),
        ("invocation_id", f"INVOCATION_ID={hexs(r, 32)}\nJOURNAL_STREAM=8:{digits(r, 5)}"),
        (
            "wg_show_public",
            f"interface: wg0\n  public key: {_wg_pub(r)}\n  private key: (hidden)\n "
            f" listening port: 51820\n\npeer: {_wg_pub(r)}\n  endpoint: 198.51.100.4:51820",
        ),
        ("openvpn_peer_fingerprint", f"peer-fingerprint {_colon_hex(r, 32)}"),
        (
            "klist_listing",
            "Ticket cache: KEYRING:persistent:1000:1000\nDefault p"
            "rincipal: maria@CLINIC.LAN\n\nValid "
            "starting       Expires              Service principal\n11/30/2026 08:02:11 "
            " 11/30/2026 18:02:11  krbtgt/CLINIC.LAN@CLINIC.LAN\n\trenew until 12/07/"
            "2026 08:02:11",
        ),
        (
            "windows_sid",
            f"S-1-5-21-{digits(r, 10)}-{digits(r, 9)}-{digits(r, 10)}-{r.randint(1100, 1400)}",
        ),
        ("ldap_object_guid", f"objectGUID:: {b64(r, 22)}==\nwhenChanged: 20261130081455.0Z"),
        (
            "mac_address",
            f"link/ether {':'.join(hexs(r, 2) for _ in range(6))} brd ff:ff:ff:ff:ff:ff",
        ),
        (
            "ipsec_spi",
            "ESTABLISHED 12 minutes ago, 203.0.113.10[office]...198.51.100.20[warehouse]\n "
            f" INSTALLED, TUNNEL, reqid 1, ESP SPIs: c{hexs(r, 7)}_i c{hexs(r, 7)}_o",
        ),
        (
            "radius_message_authenticator",
            f"Received Access-Accept Id {r.randint(1, 250)} from 10"
            ".0.0.5:1812\n\tMessage-Authenticator "
            f"= 0x{hexs(r, 32)}",
        ),
        (
            "router_serial",
            f"Processor board ID FTX{digits(r, 4)}{pick(r, string.ascii_uppercase, 1)}"
            f"{digits(r, 1)}{pick(r, string.ascii_uppercase, 2)}",
        ),
    ]


def _debug_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "curl_tls_lines",
            "* SSL connection using TLSv1.3 / TLS_AES_256_GCM_SHA384 / X25519 / id-ecPublicKey\n* "
            "Server certificate:\n*  subject: CN=api.booking.example\n*  expire date: "
            "Feb 27 23:59:59 2027 GMT",
        ),
        (
            "curl_response_ids",
            f'< x-request-id: {_uuid(r)}\n< etag: W/"{hexs(r, 32)}"\n< cf-ray: {hexs(r, 16)}-FRA',
        ),
        ("traceparent", f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01"),
        (
            "har_timings",
            f'"startedDateTime": "2026-11-30T09:14:02.{digits(r, 3)}'
            f'Z", "time": {r.randint(40, 900)}.{digits(r, 3)},'
            f' "_requestId": "{digits(r, 5)}.{r.randint(10, 99)}"',
        ),
        ("python_repr_address", f"<shop.gateways.Payfast object at 0x7f{hexs(r, 10)}>"),
        ("strace_getrandom", f'getrandom("{_escaped_bytes(r, 16)}", 16, GRND_NONBLOCK) = 16'),
        (
            "strace_mmap",
            f"mmap(NULL, {r.randint(100000, 3000000)}, PROT_READ, MAP_PRIVATE, 3, 0)"
            f" = 0x7f{hexs(r, 10)}",
        ),
        (
            "rails_sql_ids",
            '  Product Load (0.3ms)  SELECT "products".* FROM "products" WHERE "products"'
            f'."sku" = $1 LIMIT $2  [["sku", "HW-{digits(r, 4)}"], ["LIMIT", 1]]',
        ),
        (
            "hibernate_id_binding",
            "TRACE o.h.type.descriptor.sql.BasicBinder - binding parameter [1] as [BIGINT] "
            f"- [{digits(r, 6)}]",
        ),
        (
            "printenv_harmless",
            f"TERM_SESSION_ID={_uuid(r)}\nSSH_AGENT_PID={r.randint(1000, 60000)}\nXDG_SESSION_ID="
            f"{r.randint(1, 99)}\nCOLORTERM=truecolor",
        ),
        ("gdb_pointer", f"$2 = (struct order *) 0x{hexs(r, 12)}"),
        (
            "session_cookie_name",
            f"Set-Cookie: wp-settings-time-1={digits(r, 10)}; expires=Tue, 30-Nov-2027 "
            "09:14:02 GMT; path=/",
        ),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return _web_rounds(r) + _mail_tel_rounds(r) + _config_rounds(r) + _debug_rounds(r)


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout31", _rounds, FIXED
)
