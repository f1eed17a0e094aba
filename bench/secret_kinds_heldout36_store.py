"""Held-out 36's storage, sync, DNS, registrars and CDNs (`bench/secret_kinds_heldout36.py`).

rclone's config (S3 keys, B2, a Dropbox or Drive `token =` JSON, an
obscured WebDAV, SFTP, MEGA or crypt password, `rclone obscure` and `config
show`), S3-compatible stores' clients (s3cmd, MinIO's `mc`, R2, Wasabi,
Backblaze B2's `authorize-account`, Garage, Ceph's `radosgw-admin`,
SeaweedFS), WebDAV and sync (davfs2's secrets, a Nextcloud app password,
`nextcloudcmd`, Nextcloud's `config.php`, Syncthing's API key, a CIFS
credentials file, `smbclient -U user%pass`), DNS providers and registrars
(Cloudflare's global key with its e-mail, Porkbun's pair, Namecheap's query
string, GoDaddy's `sso-key`, Gandi, DNSimple, Hetzner DNS, deSEC, DuckDNS,
ddclient, acme.sh's saved keys, certbot's credentials ini and an RFC 2136
TSIG secret, BIND's `key` clause, `nsupdate -y`, PowerDNS), and CDNs' signed
schemes with several parts (Akamai's `.edgerc`, an EdgeGrid header, OVH's
signed request's application secret, Fastly, Bunny, CloudFront's signing
key, Gcore, Tencent's TC3 and Alibaba's signed requests' secrets).
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, digits, hexs, lower_alnum, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout30_more import pem_line, uuid30

__all__ = ["STORE_KINDS"]


def _obscured(r: random.Random) -> str:
    return urlsafe(r, 40)


def _s3secret(r: random.Random) -> str:
    return b64(r, 40)


_RCLONE: tuple[Kind, ...] = (
    k(
        "rclone_s3_secret",
        "config",
        "[wasabi]\ntype = s3\nprovider = Wasabi\naccess_key_id = {U20}\n"
        "secret_access_key = {v}\nendpoint = s3.eu-central-1.wasabisys.com",
        value=_s3secret,
    ),
    k(
        "rclone_b2_key",
        "config",
        "[b2]\ntype = b2\naccount = 005{h22}\nkey = {v}\nhard_delete = true",
        value=lambda r: "K005" + b64(r, 27),
    ),
    k(
        "rclone_dropbox_token_json",
        "config",
        '[dropbox]\ntype = dropbox\ntoken = {"access_token":"{v}","token_type":"bearer",'
        '"refresh_token":"{k43}","expiry":"2026-11-30T21:02:11.4Z"}',
        value=lambda r: "sl.B" + urlsafe(r, 140),
    ),
    k(
        "rclone_drive_refresh",
        "config",
        '[gdrive]\ntype = drive\nscope = drive\ntoken = {"access_token":"ya29.a0A{k60}",'
        '"token_type":"Bearer","refresh_token":"{v}","expiry":"2026-11-30T20:01:00Z"}',
        value=lambda r: "1//03" + urlsafe(r, 98),
    ),
    k(
        "rclone_onedrive_token",
        "config",
        '[onedrive]\ntype = onedrive\ntoken = {"access_token":"EwB4A{k80}","refresh_token":'
        '"{v}","expiry":"2026-11-30T20:01:00Z"}\ndrive_type = personal',
        value=lambda r: "M.C5" + urlsafe(r, 200),
    ),
    k(
        "rclone_webdav_obscured",
        "config",
        "[nextcloud]\ntype = webdav\nurl = https://cloud.acme.dev/remote.php/dav/files/ana\n"
        "vendor = nextcloud\nuser = ana\npass = {v}",
        value=_obscured,
    ),
    k(
        "rclone_crypt_passwords",
        "config",
        "[secret]\ntype = crypt\nremote = b2:acme-backup/enc\npassword = {v}\npassword2 = {k40}",
        value=_obscured,
    ),
    k(
        "rclone_sftp_pass",
        "config",
        "[nas]\ntype = sftp\nhost = nas.lan\nuser = backup\npass = {v}\nshell_type = unix",
        value=_obscured,
    ),
    k(
        "rclone_obscure_output",
        "output",
        "$ rclone obscure '{k14}'\n{v}",
        value=_obscured,
    ),
    k(
        "rclone_config_pass_env",
        "cli",
        "RCLONE_CONFIG_PASS='{v}' rclone sync ~/Photos secret:photos",
    ),
    k(
        "rclone_connection_string",
        "cli",
        'rclone ls ":s3,provider=Cloudflare,access_key_id={h32},secret_access_key={v},'
        'endpoint=https://{h32}.r2.cloudflarestorage.com:bucket"',
        value=lambda r: hexs(r, 64),
    ),
)

_S3: tuple[Kind, ...] = (
    k(
        "s3cmd_s3cfg",
        "config",
        "[default]\naccess_key = {U20}\nhost_base = s3.fr-par.scw.cloud\n"
        "host_bucket = %(bucket)s.s3.fr-par.scw.cloud\nsecret_key = {v}\nuse_https = True",
        value=lambda r: uuid30(r),
    ),
    k(
        "mc_alias_set",
        "cli",
        "mc alias set homelab http://10.0.0.20:9000 minioadmin {v}",
        "mc alias set r2 https://{h32}.r2.cloudflarestorage.com {h32} {v}",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "mc_config_json",
        "config",
        '{\n  "version": "10",\n  "aliases": {\n    "prod": {\n      "url": '
        '"https://minio.acme.dev",\n      "accessKey": "{k20}",\n      "secretKey": "{v}",\n'
        '      "api": "s3v4",\n      "path": "auto"\n    }\n  }\n}',
        value=lambda r: alnum(r, 40),
    ),
    k(
        "r2_token_created_page",
        "output",
        "Access Key ID\n{h32}\nSecret Access Key\n{v}\nUse jurisdiction-specific endpoints "
        "for S3 clients:\nhttps://{h32}.r2.cloudflarestorage.com",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "b2_authorize_account",
        "cli",
        "b2 account authorize 005{h22} {v}",
        "b2 authorize-account 005{h22} {v}",
        value=lambda r: "K005" + b64(r, 27),
    ),
    k(
        "garage_key_create",
        "output",
        "$ garage key create photos-app\nKey name: photos-app\nKey ID: GK{h24}\n"
        "Secret key: {v}\nCan create buckets: false",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "radosgw_user_create",
        "output",
        '    "keys": [\n        {\n            "user": "backup",\n            "access_key": '
        '"{U20}",\n            "secret_key": "{v}"\n        }\n    ],',
        value=_s3secret,
    ),
    k(
        "seaweedfs_s3_json",
        "config",
        '{"identities": [{"name": "app", "credentials": [{"accessKey": "{k20}", '
        '"secretKey": "{v}"}], "actions": ["Read", "Write"]}]}',
        value=lambda r: alnum(r, 40),
    ),
    k(
        "spaces_keys_in_s3fs_passwd",
        "output",
        "$ cat ~/.passwd-s3fs\n{U20}:{v}",
        value=_s3secret,
    ),
)

_DAV_SYNC: tuple[Kind, ...] = (
    k(
        "davfs2_secrets",
        "config",
        "# /etc/davfs2/secrets\nhttps://cloud.acme.dev/remote.php/dav/files/ana ana {v}",
    ),
    k(
        "nextcloud_app_password",
        "output",
        "New app password\nUse the credentials below to configure your app or device.\n"
        "Username: ana\nPassword: {v}",
        value=lambda r: "-".join(alnum(r, 5) for _ in range(5)),
    ),
    k(
        "nextcloudcmd_password",
        "cli",
        "nextcloudcmd -u ana -p '{v}' --non-interactive ~/Cloud https://cloud.acme.dev",
    ),
    k(
        "nextcloud_config_php_secret",
        "config",
        "$CONFIG = array (\n  'instanceid' => 'oc{l10}',\n  'passwordsalt' => '{k30}',\n"
        "  'secret' => '{v}',\n  'dbtype' => 'pgsql',",
        value=lambda r: b64(r, 48),
    ),
    k(
        "syncthing_api_key",
        "config",
        '<gui enabled="true" tls="false">\n    <address>127.0.0.1:8384</address>\n'
        "    <apikey>{v}</apikey>\n    <theme>default</theme>\n</gui>",
        'curl -H "X-API-Key: {v}" http://127.0.0.1:8384/rest/system/status',
        value=lambda r: alnum(r, 32),
    ),
    k(
        "cifs_credentials_file",
        "output",
        "$ sudo cat /etc/samba/creds-nas\nusername=backup\npassword={v}\ndomain=WORKGROUP",
    ),
    k(
        "mount_cifs_password_option",
        "cli",
        "sudo mount -t cifs //nas/media /mnt/media -o username=ana,password={v},uid=1000",
    ),
    k(
        "smbclient_user_percent",
        "cli",
        "smbclient //fs01/finance -U 'ACME\\ana%{v}' -c 'ls'",
    ),
    k(
        "sshfs_password_stdin",
        "cli",
        "echo '{v}' | sshfs backup@nas.lan:/volume1 /mnt/nas -o password_stdin",
    ),
)

_DNS: tuple[Kind, ...] = (
    k(
        "cloudflare_global_key_headers",
        "cli",
        'curl https://api.cloudflare.com/client/v4/zones -H "X-Auth-Email: ana@acme.dev" '
        '-H "X-Auth-Key: {v}"',
        value=lambda r: hexs(r, 37),
    ),
    k(
        "porkbun_api_pair",
        "code",
        'requests.post("https://api.porkbun.com/api/json/v3/dns/retrieve/acme.dev", '
        'json={"apikey": "pk1_{h64}", "secretapikey": "{v}"})',
        value=lambda r: "sk1_" + hexs(r, 64),
    ),
    k(
        "namecheap_query_api_key",
        "cli",
        'curl "https://api.namecheap.com/xml.response?ApiUser=ana&ApiKey={v}&UserName=ana'
        '&Command=namecheap.domains.dns.getHosts&ClientIp=203.0.113.9&SLD=acme&TLD=dev"',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "godaddy_sso_key",
        "cli",
        'curl -H "Authorization: sso-key {k34}:{v}" '
        "https://api.godaddy.com/v1/domains/acme.dev/records",
        value=lambda r: alnum(r, 22),
    ),
    k(
        "gandi_pat_header",
        "cli",
        'curl -H "Authorization: Bearer {v}" https://api.gandi.net/v5/livedns/domains',
        value=lambda r: hexs(r, 40),
    ),
    k(
        "dnsimple_token",
        "config",
        "DNSIMPLE_TOKEN={v}\nDNSIMPLE_ACCOUNT={d6}",
        value=lambda r: "dnsimple_a_" + alnum(r, 32),
    ),
    k(
        "hetzner_dns_header",
        "cli",
        'curl "https://dns.hetzner.com/api/v1/zones" -H "Auth-API-Token: {v}"',
        value=lambda r: alnum(r, 32),
    ),
    k(
        "desec_token",
        "cli",
        'curl https://desec.io/api/v1/domains/ --header "Authorization: Token {v}"',
        value=lambda r: urlsafe(r, 28),
    ),
    k(
        "duckdns_update_url",
        "config",
        "*/5 * * * * curl -s 'https://www.duckdns.org/update?domains=acmehome&token={v}&ip=' "
        ">/dev/null",
        value=uuid30,
    ),
    k(
        "ddclient_conf_password",
        "config",
        "protocol=dyndns2\nuse=web\nserver=dynupdate.no-ip.com\nlogin=ana@acme.dev\n"
        "password='{v}'\nhome.ddns.net",
    ),
    k(
        "acme_sh_account_conf",
        "config",
        "$ cat ~/.acme.sh/account.conf\nSAVED_CF_Token='{v}'\nSAVED_CF_Account_ID='{h32}'\n"
        "USER_PATH='/usr/bin:/bin'",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "acme_sh_godaddy_saved",
        "config",
        "SAVED_GD_Key='{k34}'\nSAVED_GD_Secret='{v}'",
        value=lambda r: alnum(r, 22),
    ),
    k(
        "certbot_cloudflare_ini",
        "config",
        "# ~/.secrets/certbot/cloudflare.ini\ndns_cloudflare_api_token = {v}",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "certbot_rfc2136_ini",
        "config",
        "dns_rfc2136_server = 192.0.2.53\ndns_rfc2136_name = certbot.\n"
        "dns_rfc2136_secret = {v}\ndns_rfc2136_algorithm = HMAC-SHA512",
        value=lambda r: b64(r, 86) + "==",
    ),
    k(
        "bind_tsig_key_clause",
        "config",
        'key "xfer-key" {\n\talgorithm hmac-sha256;\n\tsecret "{v}";\n};',
        value=lambda r: b64(r, 43) + "=",
    ),
    k(
        "nsupdate_y_key",
        "cli",
        "nsupdate -y hmac-sha256:ddns-key:{v} <<'EOF'\nupdate add home.acme.dev 60 A 203.0.113.5"
        "\nsend\nEOF",
        value=lambda r: b64(r, 43) + "=",
    ),
    k(
        "powerdns_api_key",
        "config",
        "api=yes\napi-key={v}\nwebserver-address=127.0.0.1",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "dynadot_api_key_url",
        "cli",
        "curl 'https://api.dynadot.com/api3.json?key={v}&command=set_dns2&domain=acme.dev'",
        value=lambda r: alnum(r, 46),
    ),
    k(
        "name_com_basic",
        "cli",
        "curl -u 'ana:{v}' https://api.name.com/v4/domains",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "inwx_password_python",
        "code",
        "api = ApiClient(api_url=ApiClient.API_LIVE_URL)\nresult = api.login('ana', '{v}')",
    ),
)

_CDN: tuple[Kind, ...] = (
    k(
        "akamai_edgerc",
        "config",
        "[default]\nclient_secret = {v}\nhost = akab-{l16}-{l16}.luna.akamaiapis.net\n"
        "access_token = akab-{l16}-{l16}\nclient_token = akab-{l16}-{l16}",
        value=lambda r: b64(r, 43) + "=",
    ),
    k(
        "akamai_edgerc_access_token",
        "config",
        "[ccu]\nhost = akab-{l16}-{l16}.purge.akamaiapis.net\nclient_token = akab-{l16}-{l16}\n"
        "access_token = {v}\nclient_secret = {k43}=",
        value=lambda r: f"akab-{lower_alnum(r, 16)}-{lower_alnum(r, 16)}",
    ),
    k(
        "ovh_signed_request_secret",
        "code",
        'AS = "{v}"\nCK = "{k32}"\nsig = "$1$" + hashlib.sha1("+".join([AS, CK, "GET", url, '
        "body, ts]).encode()).hexdigest()",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "fastly_key_header",
        "cli",
        'curl -X POST -H "Fastly-Key: {v}" https://api.fastly.com/service/{k22}/purge_all',
        value=lambda r: urlsafe(r, 32),
    ),
    k(
        "bunny_access_key",
        "cli",
        'curl -X POST "https://api.bunny.net/pullzone/{d6}/purgeCache" -H "AccessKey: {v}"',
        value=lambda r: uuid30(r) + "-" + uuid30(r)[:18],
    ),
    k(
        "cloudfront_signing_key_env",
        "config",
        "CLOUDFRONT_KEY_PAIR_ID=K{U13}\nCLOUDFRONT_PRIVATE_KEY={v}",
        value=lambda r: (
            "-----BEGIN RSA PRIVATE KEY-----\\n"
            + "\\n".join(pem_line(r) for _ in range(5))
            + "\\n-----END RSA PRIVATE KEY-----"
        ),
    ),
    k(
        "gcore_apikey_header",
        "cli",
        "curl -H 'Authorization: APIKey {v}' https://api.gcore.com/cdn/resources",
        value=lambda r: f"{digits(r, 5)}${hexs(r, 64)}",
    ),
    k(
        "tencent_tc3_secret_code",
        "code",
        'secret_id = "AKID{k32}"\nsecret_key = "{v}"\nsecret_date = sign(("TC3" + secret_key)'
        '.encode("utf-8"), date)',
        value=lambda r: alnum(r, 32),
    ),
    k(
        "alibaba_signature_secret_code",
        "code",
        'AccessKeyId = "LTAI5t{k18}"\nAccessKeySecret = "{v}"\nsigned = hmac.new((AccessKeySecret '
        '+ "&").encode(), string_to_sign.encode(), hashlib.sha1)',
        value=lambda r: alnum(r, 30),
    ),
    k(
        "keycdn_api_key_basic",
        "cli",
        "curl -u {v}: -X DELETE https://api.keycdn.com/zones/purge/{d5}.json",
        value=lambda r: "sk_prod_" + alnum(r, 24),
    ),
)

STORE_KINDS: tuple[Kind, ...] = (*_RCLONE, *_S3, *_DAV_SYNC, *_DNS, *_CDN)
