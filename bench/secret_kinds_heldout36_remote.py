"""Held-out 36's remote access and VPNs (`bench/secret_kinds_heldout36.py`).

VNC's stored passwords (the obfuscated `passwd` file dumped in hex, a viewer's
`.vnc` file, UltraVNC's ini, `x11vnc -passwd`), RDP (an `.rdp` file's DPAPI
blob, `cmdkey` for a terminal server, `xfreerdp /p:`, Remmina's profile and its
preference secret, mRemoteNG's connection file, Guacamole's user mapping),
remote-support tools' passwords beside their public ids (TeamViewer,
AnyDesk, RustDesk's config and its server key, Chrome Remote Desktop's
PIN, MeshCentral), WireGuard's keys and pre-shared keys in every shape
(`wg0.conf`, `wg show dump`, NetworkManager and systemd-networkd, a
router's CLI), mesh VPNs (Headscale, NetBird, ZeroTier's identity, Nebula's
host key, Tailscale's auth, OAuth and API keys), OpenVPN (an inline key, a
static `tls-crypt` key, an `auth-user-pass` file, Access Server's CLI),
IPsec (`ipsec.secrets`, swanctl, a firewall's pre-shared key, an L2TP
secret, `chap-secrets`, a mobile profile), and SSL VPN clients.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, b64_of, digits, hexs, lower_alnum, pw
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout30_more import pem_line, uuid30

__all__ = ["REMOTE_KINDS", "wg_key"]


def wg_key(r: random.Random) -> str:
    """A WireGuard key: base64 of 32 bytes."""
    return b64(r, 42) + r.choice("AEIMQUYcgkosw048") + "="


def _dpapi(r: random.Random) -> str:
    return "01000000D08C9DDF0115D1118C7A00C04FC297EB01000000" + hexs(r, 300).upper()


def _pin(r: random.Random) -> str:
    return digits(r, 6)


def _ovpn_static(r: random.Random) -> str:
    return "\n".join(hexs(r, 32) for _ in range(16))


_VNC_RDP: tuple[Kind, ...] = (
    k(
        "vnc_passwd_file_hex",
        "output",
        "$ xxd -p ~/.vnc/passwd\n{v}",
        value=lambda r: hexs(r, 16),
    ),
    k(
        "vnc_viewer_file_password",
        "config",
        "[Connection]\nHost=10.20.0.14:5901\nPassword={v}\nSecurityNotificationTimeout=2500",
        "ConnMethod=tcp\nHost=nas.lan\nPassword={v}\nQualityLevel=8",
        value=lambda r: hexs(r, 16),
    ),
    k(
        "ultravnc_ini_passwd",
        "config",
        "[ultravnc]\npasswd={v}\npasswd2={h18}\n[admin]\nUseRegistry=0",
        value=lambda r: hexs(r, 18).upper(),
    ),
    k(
        "x11vnc_passwd_cli",
        "cli",
        "x11vnc -display :0 -forever -passwd {v} -rfbport 5900",
        "x11vnc -storepasswd {v} ~/.vnc/passwd",
    ),
    k(
        "vncpasswd_stdin",
        "cli",
        "printf '{v}\\n{v}\\nn\\n' | vncpasswd",
        value=lambda r: alnum(r, 8),
    ),
    k(
        "rdp_file_password_blob",
        "config",
        "full address:s:jump.acme.local\nusername:s:ACME\\ana\npassword 51:b:{v}\n"
        "screen mode id:i:2",
        value=_dpapi,
    ),
    k(
        "cmdkey_termsrv",
        "cli",
        "cmdkey /generic:TERMSRV/ts01.acme.local /user:ACME\\ana /pass:{v}",
        "cmdkey /add:10.1.2.3 /user:administrator /pass:{v}",
    ),
    k(
        "xfreerdp_password",
        "cli",
        "xfreerdp /v:10.1.2.3 /u:Administrator /p:'{v}' /cert:ignore +clipboard",
        "wlfreerdp /v:ts01 /d:ACME /u:ana /p:{v} /dynamic-resolution",
    ),
    k(
        "remmina_profile_password",
        "config",
        "[remmina]\nname=ts01\nprotocol=RDP\nserver=ts01.acme.local\nusername=ana\n"
        "password={v}\ndomain=ACME",
        value=lambda r: b64(r, 22) + "==",
    ),
    k(
        "remmina_pref_secret",
        "config",
        "[remmina_pref]\nsecret={v}\nsave_view_mode=true\nuse_master_password=false",
        value=lambda r: b64(r, 43) + "=",
    ),
    k(
        "mremoteng_confcons_password",
        "config",
        '<Node Name="dc01" Type="Connection" Hostname="10.1.0.5" Username="administrator" '
        'Domain="ACME" Password="{v}" Protocol="RDP" Port="3389" />',
        value=lambda r: b64(r, 62) + "==",
    ),
    k(
        "guacamole_user_mapping",
        "config",
        '<authorize username="ana" password="{k12}">\n  <connection name="ts01">\n'
        '    <protocol>rdp</protocol>\n    <param name="hostname">10.1.2.3</param>\n'
        '    <param name="password">{v}</param>\n  </connection>\n</authorize>',
    ),
)

_SUPPORT: tuple[Kind, ...] = (
    k(
        "teamviewer_id_and_password_chat",
        "prose",
        "TeamViewer ID: {d3} {d3} {d3}\nPassword: {v}",
        "ID 1 {d3} {d3} {d3}, password {v} — can you connect now?",
        value=lambda r: lower_alnum(r, 6),
    ),
    k(
        "teamviewer_unattended_passwd",
        "cli",
        "sudo teamviewer passwd {v}",
        '"C:\\Program Files\\TeamViewer\\TeamViewer.exe" setup --grant-easy-access --password {v}',
    ),
    k(
        "anydesk_set_password",
        "cli",
        "echo '{v}' | sudo anydesk --set-password",
        'echo {v} | "C:\\Program Files (x86)\\AnyDesk\\AnyDesk.exe" --set-password '
        "_unattended_access",
    ),
    k(
        "rustdesk_password_cli",
        "cli",
        "rustdesk --password '{v}'",
        "sudo rustdesk --password {v} && rustdesk --get-id",
    ),
    k(
        "rustdesk_toml_password",
        "config",
        "$ cat ~/.config/rustdesk/RustDesk.toml\nenc_id = ''\npassword = '{v}'\nsalt = "
        "'{l6}'\nkey_pair = [[], []]",
    ),
    k(
        "rustdesk_server_private_key",
        "output",
        "$ cat /opt/rustdesk/id_ed25519\n{v}",
        value=lambda r: b64(r, 86) + "==",
    ),
    k(
        "chrome_remote_desktop_pin",
        "cli",
        'DISPLAY= /opt/google/chrome-remote-desktop/start-host --code="4/0A{k60}" '
        '--redirect-url="https://remotedesktop.google.com/_/oauthredirect" --name=$(hostname) '
        "--pin={v}",
        value=_pin,
    ),
    k(
        "meshcentral_login_token",
        "output",
        "$ node meshcentral --logintokenkey\n{v}",
        value=lambda r: hexs(r, 160),
    ),
    k(
        "meshcentral_config_session_key",
        "config",
        '{\n  "settings": {\n    "cert": "mesh.acme.dev",\n    "sessionKey": "{v}",\n'
        '    "port": 443\n  }\n}',
        value=lambda r: alnum(r, 32),
    ),
)

_WIREGUARD: tuple[Kind, ...] = (
    k(
        "wg_conf_private_key",
        "config",
        "[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = {v}\nDNS = 1.1.1.1\n\n[Peer]\n"
        "PublicKey = {k43}=\nEndpoint = vpn.acme.dev:51820\nAllowedIPs = 0.0.0.0/0",
        value=wg_key,
    ),
    k(
        "wg_conf_preshared_key",
        "config",
        "[Peer]\nPublicKey = {k43}=\nPresharedKey = {v}\nAllowedIPs = 10.8.0.3/32",
        value=wg_key,
    ),
    k(
        "wg_show_dump",
        "output",
        "$ sudo wg show wg0 dump\n{v}\t{k43}=\t51820\toff\n{k43}=\t(none)\t"
        "203.0.113.7:40211\t10.8.0.2/32\t1732990000\t10412\t88210\toff",
        value=wg_key,
    ),
    k(
        "wg_show_private_key",
        "output",
        "$ sudo wg show wg0 private-key\n{v}",
        "$ wg genkey | tee privatekey | wg pubkey > publickey; cat privatekey\n{v}",
        value=wg_key,
    ),
    k(
        "nmcli_wireguard_private_key",
        "cli",
        'nmcli connection modify wg-office wireguard.private-key "{v}"',
        value=wg_key,
    ),
    k(
        "nm_keyfile_wireguard",
        "config",
        "[connection]\nid=wg-home\ntype=wireguard\ninterface-name=wg0\n\n[wireguard]\n"
        "private-key={v}\n\n[wireguard-peer.{k43}=]\nendpoint=home.example.net:51820",
        value=wg_key,
    ),
    k(
        "systemd_netdev_wireguard",
        "config",
        "[NetDev]\nName=wg0\nKind=wireguard\n\n[WireGuard]\nListenPort=51820\nPrivateKey={v}",
        value=wg_key,
    ),
    k(
        "routeros_wireguard_private_key",
        "cli",
        '/interface wireguard add listen-port=13231 name=wg1 private-key="{v}"',
        value=wg_key,
    ),
    k(
        "opnsense_wireguard_xml",
        "config",
        "<server>\n  <name>wg-road</name>\n  <pubkey>{k43}=</pubkey>\n  <privkey>{v}</privkey>\n"
        "  <port>51820</port>\n</server>",
        value=wg_key,
    ),
    k(
        "wg_easy_password_env",
        "config",
        "services:\n  wg-easy:\n    image: ghcr.io/wg-easy/wg-easy\n    environment:\n"
        "      - WG_HOST=vpn.acme.dev\n      - PASSWORD={v}",
    ),
)

_MESH: tuple[Kind, ...] = (
    k(
        "headscale_preauthkey",
        "output",
        "$ headscale preauthkeys create --user ana --reusable --expiration 24h\n{v}",
        "tailscale up --login-server https://hs.acme.dev --authkey {v}",
        value=lambda r: hexs(r, 48),
    ),
    k(
        "netbird_setup_key",
        "cli",
        "netbird up --management-url https://nb.acme.dev --setup-key {v}",
        value=lambda r: uuid30(r).upper(),
    ),
    k(
        "zerotier_identity_secret",
        "output",
        "$ sudo cat /var/lib/zerotier-one/identity.secret\n{v}",
        value=lambda r: f"{hexs(r, 10)}:0:{hexs(r, 128)}:{hexs(r, 128)}",
    ),
    k(
        "zerotier_central_token",
        "cli",
        'curl -H "Authorization: token {v}" https://api.zerotier.com/api/v1/network',
        value=lambda r: alnum(r, 32),
    ),
    k(
        "nebula_host_key",
        "config",
        "pki:\n  ca: /etc/nebula/ca.crt\n  cert: /etc/nebula/host.crt\n  key: |\n"
        "    -----BEGIN NEBULA X25519 PRIVATE KEY-----\n    {v}\n"
        "    -----END NEBULA X25519 PRIVATE KEY-----",
        value=lambda r: b64(r, 43) + "=",
    ),
    k(
        "nebula_ca_key",
        "output",
        "$ cat ca.key\n-----BEGIN NEBULA ED25519 PRIVATE KEY-----\n{v}\n"
        "-----END NEBULA ED25519 PRIVATE KEY-----",
        value=lambda r: b64(r, 86) + "==",
    ),
    k(
        "tailscale_oauth_client_secret",
        "config",
        "TS_OAUTH_CLIENT_ID={k14}CNTRL\nTS_OAUTH_SECRET={v}",
        value=lambda r: f"tskey-client-k{alnum(r, 11)}CNTRL-{alnum(r, 33)}",
    ),
    k(
        "tailscale_api_key_curl",
        "cli",
        "curl -u '{v}:' https://api.tailscale.com/api/v2/tailnet/-/devices",
        value=lambda r: f"tskey-api-k{alnum(r, 11)}CNTRL-{alnum(r, 33)}",
    ),
    k(
        "tailscale_authkey_cloud_init",
        "config",
        "#cloud-config\nruncmd:\n  - curl -fsSL https://tailscale.com/install.sh | sh\n"
        "  - tailscale up --ssh --authkey={v}",
        value=lambda r: f"tskey-auth-k{alnum(r, 11)}CNTRL-{alnum(r, 33)}",
    ),
)

_OPENVPN_IPSEC: tuple[Kind, ...] = (
    k(
        "ovpn_inline_key",
        "config",
        "client\ndev tun\nremote vpn.acme.dev 1194\n<cert>\n-----BEGIN CERTIFICATE-----\n"
        "MIIB{k60}\n-----END CERTIFICATE-----\n</cert>\n<key>\n-----BEGIN PRIVATE KEY-----\n"
        "{v}\n-----END PRIVATE KEY-----\n</key>",
        value=lambda r: "\n".join(pem_line(r) for _ in range(5)),
    ),
    k(
        "ovpn_tls_crypt_static",
        "config",
        "<tls-crypt>\n-----BEGIN OpenVPN Static key V1-----\n{v}\n"
        "-----END OpenVPN Static key V1-----\n</tls-crypt>",
        value=_ovpn_static,
    ),
    k(
        "ovpn_auth_user_pass_file",
        "output",
        "$ cat /etc/openvpn/client/auth.txt\nana.silva\n{v}",
        "$ printf 'vpnuser\\n{v}\\n' > ~/.config/vpn/creds && chmod 600 ~/.config/vpn/creds",
    ),
    k(
        "ovpn_pkcs12_askpass",
        "cli",
        "echo '{v}' > /tmp/p12pass && openvpn --config office.ovpn --askpass /tmp/p12pass",
    ),
    k(
        "openvpn_as_sacli_password",
        "cli",
        "/usr/local/openvpn_as/scripts/sacli --user openvpn --new_pass '{v}' SetLocalPassword",
    ),
    k(
        "ipsec_secrets_psk",
        "config",
        '# /etc/ipsec.secrets\n203.0.113.10 198.51.100.4 : PSK "{v}"',
        ': PSK "{v}"\nana : XAUTH "{k10}"',
        value=lambda r: b64(r, 32),
    ),
    k(
        "swanctl_secrets_ike",
        "config",
        "secrets {\n    ike-office {\n        id = office.acme.dev\n        secret = "
        '"{v}"\n    }\n}',
        value=lambda r: "0s" + b64(r, 43) + "=",
    ),
    k(
        "asa_tunnel_group_psk",
        "config",
        "tunnel-group 198.51.100.4 type ipsec-l2l\ntunnel-group 198.51.100.4 ipsec-attributes\n"
        " ikev2 remote-authentication pre-shared-key {v}\n ikev2 local-authentication "
        "pre-shared-key {v}",
    ),
    k(
        "fortigate_phase1_psksecret",
        "config",
        'config vpn ipsec phase1-interface\n    edit "to-dc"\n        set interface "wan1"\n'
        "        set remote-gw 198.51.100.4\n        set psksecret {v}\n    next\nend",
    ),
    k(
        "pfsense_ipsec_psk_xml",
        "config",
        "<phase1>\n  <ikeid>1</ikeid>\n  <remote-gateway>198.51.100.4</remote-gateway>\n"
        "  <authentication_method>pre_shared_key</authentication_method>\n"
        "  <pre-shared-key>{v}</pre-shared-key>\n</phase1>",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "l2tp_psk_powershell",
        "cli",
        'Add-VpnConnection -Name "Office" -ServerAddress vpn.acme.dev -TunnelType L2tp '
        '-L2tpPsk "{v}" -AuthenticationMethod MSChapv2 -Force',
    ),
    k(
        "ppp_chap_secrets",
        "config",
        "# client  server  secret  IP addresses\nana     l2tpd   {v}   *",
    ),
    k(
        "mobileconfig_shared_secret",
        "config",
        "<key>IPSec</key>\n<dict>\n  <key>AuthenticationMethod</key>\n  <string>SharedSecret"
        "</string>\n  <key>SharedSecret</key>\n  <data>{v}</data>\n</dict>",
        value=lambda r: b64_of(pw(r, 20)),
    ),
    k(
        "openconnect_passwd_stdin",
        "cli",
        "echo '{v}' | sudo openconnect --protocol=anyconnect --user=ana --passwd-on-stdin "
        "vpn.acme.dev",
    ),
    k(
        "openfortivpn_config",
        "config",
        "host = vpn.acme.dev\nport = 10443\nusername = ana\npassword = {v}\ntrusted-cert = {h64}",
    ),
    k(
        "globalprotect_cookie",
        "cli",
        "echo '{v}' | sudo openconnect --protocol=gp --user=ana --usergroup=portal:"
        "portal-userauthcookie --passwd-on-stdin gp.acme.dev",
        value=lambda r: b64(r, 64),
    ),
    k(
        "vpnc_conf_secret",
        "config",
        "IPSec gateway vpn.acme.dev\nIPSec ID staff\nIPSec secret {v}\nXauth username ana\n"
        "Xauth password {k12}",
    ),
)

REMOTE_KINDS: tuple[Kind, ...] = (
    *_VNC_RDP,
    *_SUPPORT,
    *_WIREGUARD,
    *_MESH,
    *_OPENVPN_IPSEC,
)
