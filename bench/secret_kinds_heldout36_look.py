"""The look-alikes of held-out 36 (`bench/secret_kinds_heldout36.py`): no secret in any of them.

What the laptop's infrastructure tools print that must come through
unchanged. This file holds the drawn ones (three draws each). Clouds: an
access key id alone, an account id and an ARN, an SSO cache file's name (a
SHA-1), a request id, a GCP project number and an OAuth client id, a service
account key's id, Azure subscription, tenant and object ids, an OCI OCID and
key fingerprint, an Alibaba request id, a droplet id, a Hetzner server id, a
Fly machine id, a Vercel deployment id, a Pulumi stack's encryption salt.
Kubernetes and Terraform: a CA certificate's data, a discovery hash, a uid,
a resource version, a state file's lineage and serial, a plan's resource id,
a provider lock's hashes. Remote access and VPNs: a TeamViewer and an AnyDesk
id, a RustDesk id and its server's public key, a WireGuard public key and
handshake line, a Tailscale node id and IP, a ZeroTier network and node id,
an OpenVPN server's certificate fingerprint. Storage and DNS: an S3 object's
ETag and version id, a bucket's request id, a B2 file id, a Syncthing device
id, a Nextcloud file id, a Cloudflare zone and record id, a DNSKEY, a DS
record's digest, a TXT verification value, an ACME challenge's token and
key authorisation, a CAA record, an SPF include. Keys and stores: an SSH
public key and its fingerprint, a certificate's key id, a known_hosts hashed
line, a GPG fingerprint and keygrip, a KeePass entry's UUID, a keychain
item's attributes without a password, a Firefox login's guid.
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import (
    B32,
    LookAlike,
    alnum,
    b64,
    digits,
    hexs,
    look_alikes,
    lower_alnum,
    pick,
    urlsafe,
    uuid4,
)
from bench.secret_kinds_heldout36_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_HEX = "0123456789abcdef"
_UP = string.ascii_uppercase + "234567"
_UPD = string.ascii_uppercase + string.digits


def _uuid(r: random.Random) -> str:
    return uuid4(r, "b")


def _pub(r: random.Random) -> str:
    return b64(r, 42) + r.choice("AEIMQUYcgkosw048") + "="


def _colon_hex(r: random.Random, n: int) -> str:
    return ":".join(pick(r, _HEX, 2) for _ in range(n))


def _cloud_rounds(r: random.Random) -> list[tuple[str, str]]:
    acct = digits(r, 12)
    return [
        (
            "aws_access_key_id_alone",
            f'$ aws sts get-caller-identity\n{{\n    "UserId": "AIDA{pick(r, _UPD, 17)}",\n'
            f'    "Account": "{acct}",\n    "Arn": "arn:aws:iam::{acct}:user/ana"\n}}',
        ),
        ("aws_sso_cache_filename", f"~/.aws/sso/cache/{hexs(r, 40)}.json"),
        (
            "aws_request_id",
            f"An error occurred (AccessDenied) ... RequestId: {_uuid(r)}",
        ),
        (
            "aws_role_arn_profile",
            f"[profile prod]\nsso_start_url = https://acme.awsapps.com/start\nsso_account_id = "
            f"{acct}\nsso_role_name = AdministratorAccess\nregion = eu-west-1",
        ),
        (
            "aws_configure_list_masked",
            "      Name                    Value             Type    Location\n"
            "access_key     ****************" + pick(r, _UPD, 4) + " shared-credentials-file\n"
            "secret_key     ****************" + alnum(r, 4) + " shared-credentials-file",
        ),
        (
            "gcp_oauth_client_id",
            f'"client_id": "{digits(r, 12)}-{lower_alnum(r, 32)}.apps.googleusercontent.com"',
        ),
        (
            "gcp_project_number",
            f"projectNumber: '{digits(r, 12)}'\nprojectId: acme-prod-{digits(r, 4)}",
        ),
        (
            "gcp_sa_key_id",
            f"KEY_ID                                    CREATED_AT            EXPIRES_AT\n"
            f"{hexs(r, 40)}  2026-11-01T10:00:00Z  9999-12-31T23:59:59Z",
        ),
        (
            "azure_ids",
            f'{{"id": "/subscriptions/{_uuid(r)}", "tenantId": "{_uuid(r)}", '
            f'"homeTenantId": "{_uuid(r)}", "state": "Enabled"}}',
        ),
        ("azure_sp_object_id", f"objectId: {_uuid(r)}\nappId: {_uuid(r)}"),
        (
            "azure_correlation_id",
            f"(AuthorizationFailed) ... Code: AuthorizationFailed\nCorrelation ID: {_uuid(r)}",
        ),
        (
            "oci_ocid",
            "compartment_id = "
            f"ocid1.compartment.oc1..aaaaaaaa{pick(r, 'abcdefghijklmnopqrstuvwxyz234567', 52)}",
        ),
        ("oci_key_fingerprint", f"fingerprint={_colon_hex(r, 16)}"),
        ("aliyun_request_id", f'"RequestId": "{_uuid(r).upper()}"'),
        (
            "droplet_id",
            "ID           Name      Public IPv4\n"
            f"{digits(r, 9)}    web-1     203.0.113.{r.randrange(2, 250)}",
        ),
        (
            "hcloud_server_id",
            "ID         NAME     STATUS    IPV4\n"
            f"{digits(r, 8)}   lab-1    running   198.51.100.{r.randrange(2, 250)}",
        ),
        ("fly_machine_id", f"Machine {hexs(r, 14)} [app] update finished: success"),
        (
            "vercel_deployment_id",
            f"Inspect: https://vercel.com/acme/web/{urlsafe(r, 28)}\nid: dpl_{alnum(r, 28)}",
        ),
        (
            "pulumi_encryption_salt",
            f"encryptionsalt: v1:{b64(r, 11)}=:v1:{b64(r, 16)}:{b64(r, 22)}==",
        ),
        (
            "netlify_site_id",
            f"Site ID: {_uuid(r)}\nAdmin URL: https://app.netlify.com/sites/acme-docs",
        ),
    ]


def _kube_tf_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "kubeconfig_ca_data",
            "clusters:\n- cluster:\n    certificate-authority-data: "
            "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t"
            f"{b64(r, 120)}\n    server: https://10.0.0.10:6443\n  name: prod",
        ),
        ("kubeadm_discovery_hash", f"--discovery-token-ca-cert-hash sha256:{hexs(r, 64)}"),
        ("k8s_uid", f'  uid: {_uuid(r)}\n  resourceVersion: "{digits(r, 8)}"'),
        ("k8s_pod_hash", f"api-{lower_alnum(r, 10)}-{lower_alnum(r, 5)}   1/1   Running   0   3d"),
        (
            "tfstate_lineage_serial",
            f'{{\n  "version": 4,\n  "terraform_version": "1.9.8",\n'
            f'  "serial": {r.randrange(2, 900)},'
            f'\n  "lineage": "{_uuid(r)}",\n  "outputs": {{}}',
        ),
        ("tf_plan_resource_id", f"aws_instance.web: Refreshing state... [id=i-{hexs(r, 17)}]"),
        ("tf_lock_hashes", f'  hashes = [\n    "h1:{b64(r, 43)}=",\n    "zh:{hexs(r, 64)}",\n  ]'),
        ("tf_sensitive_marked", '  + password = (sensitive value)\n  + username = "app"'),
        ("tf_output_sensitive_masked", 'db_password = <sensitive>\ndb_host = "db.internal"'),
        ("eks_cluster_ca_fingerprint", f"OIDC thumbprint: {hexs(r, 40)}"),
    ]


def _remote_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "teamviewer_id",
            f"Your ID: {digits(r, 3)} {digits(r, 3)} {digits(r, 3)}\nPassword: (hidden)",
        ),
        ("anydesk_id", f"AnyDesk address: {digits(r, 3)} {digits(r, 3)} {digits(r, 3)}"),
        (
            "rustdesk_id_and_server_pub",
            f"ID server: hbbs.acme.dev\nKey: {b64(r, 43)}=\nID: {digits(r, 9)}",
        ),
        (
            "wg_public_key_peer",
            f"peer: {_pub(r)}\n  endpoint: 203.0.113.7:51820\n  allowed ips: 10.8.0.2/32\n"
            "  latest handshake: 42 seconds ago",
        ),
        (
            "wg_interface_public_key",
            f"interface: wg0\n  public key: {_pub(r)}\n  private key: (hidden)\n"
            "  listening port: 51820",
        ),
        (
            "tailscale_status",
            f"100.{r.randrange(64, 127)}.{r.randrange(0, 255)}.{r.randrange(1, 254)}  laptop  "
            "ana@  linux  -",
        ),
        (
            "tailscale_node_id",
            f'"ID": "n{alnum(r, 11)}CNTRL", "PublicKey": "nodekey:{hexs(r, 64)}"',
        ),
        (
            "zerotier_network_node",
            f"200 join OK\n200 listnetworks {hexs(r, 16)} home "
            f"{pick(r, _HEX, 2)}:{_colon_hex(r, 5)} OK PRIVATE",
        ),
        ("zerotier_info", f"200 info {hexs(r, 10)} 1.14.0 ONLINE"),
        (
            "ovpn_cert_fingerprint",
            f"VERIFY OK: depth=0, CN=vpn.acme.dev\npeer-fingerprint {_colon_hex(r, 32).upper()}",
        ),
        (
            "ipsec_sa_spi",
            f"office{{1}}:  INSTALLED, TUNNEL, reqid 1, ESP SPIs: c{hexs(r, 7)}_i c{hexs(r, 7)}_o",
        ),
        (
            "rdp_file_no_password",
            "full address:s:ts01.acme.local\nprompt for credentials:i:1\nusername:s:ACME\\ana",
        ),
        ("nebula_host_cert_pub", f"    Public key: {hexs(r, 64)}\n    Fingerprint: {hexs(r, 64)}"),
        (
            "headscale_node_list",
            "ID | Hostname | Name   | MachineKey\n"
            f"{r.randrange(1, 90)}  | laptop   | laptop | [{b64(r, 5)}]",
        ),
    ]


def _store_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("s3_etag_version", f'"ETag": "\\"{hexs(r, 32)}\\"",\n"VersionId": "{urlsafe(r, 32)}"'),
        ("s3_request_ids", f"x-amz-request-id: {pick(r, _UPD, 16)}\nx-amz-id-2: {b64(r, 76)}="),
        (
            "b2_file_id",
            f'"fileId": "4_z{hexs(r, 24)}_f{hexs(r, 15)}_d20261130_m101112_c005_v0501000_t0042"',
        ),
        ("syncthing_device_id", "Device ID: " + "-".join(pick(r, _UP, 7) for _ in range(8))),
        (
            "nextcloud_file_id",
            f"<oc:fileid>{digits(r, 6)}</oc:fileid>\n"
            f"<oc:id>{digits(r, 8)}oc{lower_alnum(r, 10)}</oc:id>",
        ),
        ("rclone_md5_listing", f"{hexs(r, 32)}  photos/2026/IMG_{digits(r, 4)}.jpg"),
        (
            "cloudflare_zone_record_ids",
            f'{{"id": "{hexs(r, 32)}", "zone_id": "{hexs(r, 32)}", "name": "www.acme.dev", '
            f'"type": "CNAME"}}',
        ),
        ("dnskey_record", f"acme.dev. 3600 IN DNSKEY 257 3 13 {b64(r, 86)}=="),
        ("ds_record_digest", f"acme.dev. IN DS {digits(r, 5)} 13 2 {hexs(r, 64).upper()}"),
        (
            "txt_site_verification",
            f'acme.dev. 300 IN TXT "google-site-verification={urlsafe(r, 43)}"',
        ),
        ("acme_challenge_key_auth", f'_acme-challenge.acme.dev. 60 IN TXT "{urlsafe(r, 43)}"'),
        ("acme_http01_token", f"/.well-known/acme-challenge/{urlsafe(r, 43)}"),
        (
            "dkim_public_record",
            'selector1._domainkey IN TXT "v=DKIM1; k=rsa; '
            f'p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(r, 200)}"',
        ),
        ("ms_domain_verification", f'acme.dev. IN TXT "MS=ms{digits(r, 8)}"'),
        ("minio_deployment_id", f"Deployment ID: {_uuid(r)}"),
        ("cloudfront_key_pair_id", f"Key-Pair-Id=K{pick(r, _UPD, 13)}&Expires={digits(r, 10)}"),
        ("fastly_service_id", f"Service ID: {alnum(r, 22)}\nVersion: {r.randrange(2, 90)}"),
        (
            "akamai_host_only",
            f"host = akab-{lower_alnum(r, 16)}-{lower_alnum(r, 16)}.luna.akamaiapis.net",
        ),
        (
            "sigv4_signature_header",
            "Authorization: AWS4-HMAC-SHA256 "
            f"Credential=AKIA{pick(r, _UPD, 16)}/20261130/eu-west-1/s3/aws4_request, "
            f"SignedHeaders=host;x-amz-date, Signature={hexs(r, 64)}",
        ),
        (
            "presigned_url_signature",
            "https://acme-logs.s3.amazonaws.com/a.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256"
            "&X-Amz-Date=20261130T101112Z&X-Amz-Expires=3600"
            f"&X-Amz-Signature={hexs(r, 64)}",
        ),
    ]


def _keys_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("ssh_ed25519_public", f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(r, 43)} ana@laptop"),
        ("ssh_fingerprint", f"256 SHA256:{b64(r, 43)} ana@laptop (ED25519)"),
        (
            "ssh_cert_key_id",
            f'        Key ID: "ana@acme.dev"\n        Serial: {digits(r, 6)}\n'
            f"        Signing CA: ED25519 SHA256:{b64(r, 43)}",
        ),
        (
            "known_hosts_hashed",
            f"|1|{b64(r, 27)}=|{b64(r, 27)}= ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(r, 43)}",
        ),
        (
            "gpg_fingerprint",
            "      "
            + " ".join(hexs(r, 4).upper() for _ in range(10))
            + "\nuid           [ultimate] Ana Silva <ana@acme.dev>",
        ),
        ("gpg_keygrip", f"      Keygrip = {hexs(r, 40).upper()}"),
        ("gpg_long_keyid", f"sec   ed25519/{hexs(r, 16).upper()} 2026-01-04 [SC]"),
        ("keepass_uuid", f"<UUID>{b64(r, 22)}==</UUID>"),
        ("firefox_guid", f'"guid": "{{{_uuid(r)}}}", "timesUsed": {r.randrange(1, 90)}'),
        ("ppk_public_lines", f"Public-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAI{b64(r, 43)}"),
        ("totp_code_shown", f"Current TOTP: {digits(r, 6)} (expires in 17s)"),
        (
            "yubikey_serial",
            f"Device type: YubiKey 5C NFC\nSerial number: {digits(r, 8)}\nFirmware version: 5.7.1",
        ),
        (
            "age_recipient_pub",
            f"# public key: age1{pick(r, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}",
        ),
        (
            "otpauth_issuer_no_secret",
            "otpauth://totp/Acme:ana?issuer=Acme&algorithm=SHA1&digits=6&period=30"
            f"&image=https://acme.dev/{alnum(r, 8)}.png",
        ),
        (
            "bitwarden_item_id",
            f'"id": "{_uuid(r)}", "organizationId": null, "folderId": "{_uuid(r)}"',
        ),
        ("onepassword_item_uuid", f"ID: {pick(r, B32, 26)}\nTitle: proxmox\nVault: Infra"),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        *_cloud_rounds(r),
        *_kube_tf_rounds(r),
        *_remote_rounds(r),
        *_store_rounds(r),
        *_keys_rounds(r),
    ]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes("kenning-wide-heldout36-look", _rounds, FIXED)
