"""Held-out 36's SSH and GPG key material, chat and split values (`..._heldout36.py`).

SSH and GPG keys in their less common forms: PuTTY's `.ppk` (version 3 and
2, with and without a passphrase), a saved session's proxy password, WinSCP's
obfuscated password and FileZilla's base64 one, an OpenSSH key pasted in a
YAML block, a host's private key read with `sudo cat`, `ssh-keygen -N`, an
`SSH_ASKPASS` script and an `expect` script giving a passphrase, `sshpass`
in an `ssh_config`'s `ProxyCommand`, GPG (an armoured private key block,
`--passphrase` with loopback pinentry, `gpg-preset-passphrase`, a base64
secret key in a CI variable, Maven's GPG passphrase), signify and minisign
secret keys, a JWK's private part, PKCS#12 in base64 with its password, an
encrypted PKCS#8 key beside its passphrase, and a YubiKey's PIV management
key and PIN. Then chat: people stating one of this theme's secrets in a
sentence in many languages. Then values split over lines and messages.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, b64_of, digits, hexs, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout30_more import pem_line
from bench.secret_kinds_heldout35_tools import _cut as cut
from bench.secret_kinds_heldout36_remote import wg_key

__all__ = ["KEY_KINDS"]


def _lines(r: random.Random, n: int) -> str:
    return "\n".join(pem_line(r) for _ in range(n))


def _ppk3(r: random.Random) -> str:
    return f"{b64(r, 64)}\n{b64(r, 22)}=="


_SSH_GPG: tuple[Kind, ...] = (
    k(
        "ppk_v3_private_lines",
        "output",
        "$ cat ana.ppk\nPuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: "
        "ana@laptop\nPublic-Lines: 2\nAAAAC3NzaC1lZDI1NTE5AAAAI{k43}\n{k20}\nPrivate-Lines: 1\n"
        "{v}\nPrivate-MAC: {h64}",
        value=lambda r: b64(r, 43) + "=",
    ),
    k(
        "ppk_v2_rsa_private_lines",
        "config",
        "PuTTY-User-Key-File-2: ssh-rsa\nEncryption: none\nComment: rsa-key-20261130\n"
        "Public-Lines: 1\nAAAAB3NzaC1yc2EAAAADAQABAAAAgQ{k60}\nPrivate-Lines: 8\n{v}\n"
        "Private-MAC: {h40}",
        value=lambda r: _lines(r, 8),
    ),
    k(
        "ppk_v3_encrypted_with_passphrase",
        "prose",
        "the key is encrypted (Argon2id), its passphrase is {v}\nPuTTY-User-Key-File-3: ssh-rsa\n"
        "Encryption: aes256-cbc\nKey-Derivation: Argon2id\nArgon2-Salt: {h32}",
    ),
    k(
        "putty_session_proxy_password",
        "config",
        "Windows Registry Editor Version 5.00\n\n[HKEY_CURRENT_USER\\Software\\SimonTatham\\PuTTY"
        '\\Sessions\\bastion]\n"HostName"="bastion.acme.dev"\n"ProxyUsername"="ana"\n'
        '"ProxyPassword"="{v}"',
    ),
    k(
        "winscp_ini_password",
        "config",
        "[Sessions\\ana@sftp.acme.dev]\nHostName=sftp.acme.dev\nUserName=ana\n"
        "Password={v}\nFSProtocol=2",
        value=lambda r: "A35C" + hexs(r, 80).upper(),
    ),
    k(
        "filezilla_sitemanager_pass",
        "config",
        "<Server>\n\t<Host>ftp.acme.dev</Host>\n\t<Port>21</Port>\n\t<Protocol>0</Protocol>\n\t"
        '<User>deploy</User>\n\t<Pass encoding="base64">{v}</Pass>\n</Server>',
        value=lambda r: b64_of(alnum(r, 14)),
    ),
    k(
        "openssh_key_yaml_block",
        "config",
        "deploy:\n  ssh_private_key: |\n    -----BEGIN OPENSSH PRIVATE KEY-----\n"
        "    b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ{v}\n    -----END OPENSSH PRIVATE KEY-----",
        value=lambda r: b64(r, 150),
    ),
    k(
        "ssh_host_key_sudo_cat",
        "output",
        "$ sudo cat /etc/ssh/ssh_host_ed25519_key\n-----BEGIN OPENSSH PRIVATE KEY-----\n"
        "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n{v}\n"
        "-----END OPENSSH PRIVATE KEY-----",
        value=lambda r: _lines(r, 5),
    ),
    k(
        "ssh_keygen_n_passphrase",
        "cli",
        "ssh-keygen -t ed25519 -C deploy@ci -N '{v}' -f ~/.ssh/deploy_ed25519",
        "ssh-keygen -p -P oldpass -N '{v}' -f ~/.ssh/id_rsa",
    ),
    k(
        "ssh_askpass_script",
        "code",
        "#!/bin/sh\n# ~/.local/bin/askpass.sh\necho '{v}'\n",
        "export SSH_ASKPASS_REQUIRE=force SSH_ASKPASS=\"$HOME/bin/pp\"\necho 'echo {v}' > "
        "$HOME/bin/pp && ssh-add ~/.ssh/id_ed25519",
    ),
    k(
        "expect_ssh_add_passphrase",
        "code",
        'spawn ssh-add /home/ana/.ssh/id_rsa\nexpect "Enter passphrase"\nsend "{v}\\r"\nexpect eof',
    ),
    k(
        "ssh_config_sshpass_proxycommand",
        "config",
        "Host legacy-*\n  User root\n  ProxyCommand sshpass -p '{v}' ssh -W %h:%p jump@10.9.0.1",
    ),
    k(
        "gpg_armored_private_block",
        "output",
        "$ gpg --export-secret-keys --armor ana@acme.dev\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n"
        "\n{v}\n=k{k3}\n-----END PGP PRIVATE KEY BLOCK-----",
        value=lambda r: "lQdGBGV" + b64(r, 57) + "\n" + _lines(r, 6),
    ),
    k(
        "gpg_batch_passphrase",
        "cli",
        "gpg --batch --yes --pinentry-mode loopback --passphrase '{v}' -d secrets.tar.gpg | tar x",
        "echo '{v}' | gpg --batch --passphrase-fd 0 --pinentry-mode loopback --sign release.tar",
    ),
    k(
        "gpg_preset_passphrase",
        "cli",
        "/usr/lib/gnupg/gpg-preset-passphrase --preset -P '{v}' {h40}",
    ),
    k(
        "gpg_secret_key_b64_ci",
        "config",
        "env:\n  GPG_PRIVATE_KEY: {v}\n  GPG_PASSPHRASE: ${{ secrets.GPG_PASSPHRASE }}",
        value=lambda r: b64_of("-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + _lines(r, 4) + "\n"),
    ),
    k(
        "maven_gpg_passphrase",
        "config",
        "<profile>\n  <id>release</id>\n  <properties>\n    <gpg.keyname>{h16}</gpg.keyname>\n"
        "    <gpg.passphrase>{v}</gpg.passphrase>\n  </properties>\n</profile>",
    ),
    k(
        "signify_secret_key",
        "output",
        "$ cat release.sec\nuntrusted comment: signify secret key\n{v}",
        value=lambda r: "RWRCSwAAAA" + b64(r, 138),
    ),
    k(
        "minisign_secret_key",
        "output",
        "$ cat ~/.minisign/minisign.key\nuntrusted comment: minisign encrypted secret key\n{v}",
        value=lambda r: "RWRTY0Iy" + b64(r, 204),
    ),
    k(
        "jwk_private_d",
        "config",
        '{"kty": "OKP", "crv": "Ed25519", "kid": "sig-2026-11", "x": "{k43}", "d": "{v}"}',
        value=lambda r: urlsafe(r, 43),
    ),
    k(
        "pkcs12_b64_with_password",
        "config",
        "SIGNING_CERT_P12={v}\nSIGNING_CERT_PASSWORD={k16}",
        value=lambda r: "MIIK" + b64(r, 400),
    ),
    k(
        "encrypted_pkcs8_passphrase",
        "prose",
        "key.pem is -----BEGIN ENCRYPTED PRIVATE KEY----- and the passphrase is {v}",
    ),
    k(
        "ykman_piv_management_key",
        "cli",
        "ykman piv access change-management-key -m {h48} -n {v}",
        value=lambda r: hexs(r, 48),
    ),
    k(
        "ykman_piv_pin_puk",
        "cli",
        "ykman piv access change-pin -P 123456 -n {v}",
        "ykman piv access change-puk -p 12345678 -n {v}",
        value=lambda r: digits(r, 8),
    ),
)

_CHAT: tuple[Kind, ...] = (
    k(
        "chat_en_wg_key",
        "prose",
        "here's the WireGuard private key for your laptop peer: {v} — import it and delete this",
        value=wg_key,
    ),
    k("chat_es_vnc", "prose", "La contraseña del VNC de la oficina es {v}, no la compartas"),
    k(
        "chat_pt_rclone",
        "prose",
        "A senha do crypt do rclone é {v}, sem ela o backup não abre",
    ),
    k(
        "chat_fr_anydesk",
        "prose",
        "Pour AnyDesk, le mot de passe d'accès sans surveillance est {v}",
    ),
    k(
        "chat_de_psk",
        "prose",
        "Der Pre-Shared-Key für den IPsec-Tunnel zur Zentrale lautet {v}",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "chat_it_keepass",
        "prose",
        "la master password del KeePass del team è {v}, cambiala al primo accesso",
    ),
    k(
        "chat_nl_do_token",
        "prose",
        "het DigitalOcean-token voor Terraform is {v}",
        value=lambda r: "dop_v1_" + hexs(r, 64),
    ),
    k("chat_pl_rdp", "prose", "hasło do RDP na serwer księgowości to {v}"),
    k(
        "chat_cs_hcloud",
        "prose",
        "Token do Hetzner Cloud pro projekt lab: {v}",
        value=lambda r: alnum(r, 64),
    ),
    k("chat_tr_teamviewer", "prose", "TeamViewer şifresi {v}, ID'yi birazdan atıyorum"),
    k(
        "chat_ru_ovpn",
        "prose",
        "Пароль от OpenVPN для пользователя ivan: {v}",
    ),
    k(
        "chat_uk_gpg",
        "prose",
        "Парольна фраза до GPG-ключа для підпису релізів — {v}",
    ),
    k(
        "chat_ar_synology",
        "prose",
        "كلمة مرور حساب admin على Synology هي {v}",
    ),
    k("chat_he_vpn", "prose", "הסיסמה ל-VPN של המשרד היא {v}"),
    k(
        "chat_fa_wg",
        "prose",
        "کلید خصوصی وایرگارد برای گوشیت اینه: {v}",
        value=wg_key,
    ),
    k(
        "chat_hi_aws_secret",
        "prose",
        "AWS secret access key {v} है, इसे किसी को मत भेजना",
        value=lambda r: b64(r, 40),
    ),
    k("chat_ja_ppk", "prose", "PuTTY の鍵のパスフレーズは {v} です。"),
    k(
        "chat_ko_kubeadm",
        "prose",
        "워커 노드 조인 토큰은 {v} 입니다",
        value=lambda r: f"{hexs(r, 6)}.{hexs(r, 16)}",
    ),
    k(
        "chat_zh_aliyun",
        "prose",
        "阿里云的 AccessKey Secret 是 {v}，用完记得禁用",
        value=lambda r: alnum(r, 30),
    ),
    k("chat_vi_nas", "prose", "Mật khẩu NAS Synology là {v} nhé anh"),
    k(
        "chat_id_rustdesk",
        "prose",
        "password RustDesk laptop kantor: {v}",
    ),
    k("chat_th_wifi_router", "prose", "รหัสผ่านเข้าเราเตอร์ MikroTik คือ {v} ครับ"),
    k("chat_sv_bitwarden", "prose", "Huvudlösenordet till Bitwarden-organisationen är {v}"),
    k(
        "chat_el_tailscale",
        "prose",
        "Το auth key του Tailscale για τον νέο server: {v}",
        value=lambda r: f"tskey-auth-k{alnum(r, 11)}CNTRL-{alnum(r, 33)}",
    ),
    k("chat_ro_webdav", "prose", "Parola pentru WebDAV pe Nextcloud este {v}"),
)


_SPLIT: tuple[Kind, ...] = (
    cut(
        "wg_key_in_two_messages",
        "[10:02] ana: wg private key part 1: <A>\n[10:03] ana: part 2: <B>",
        wg_key,
        22,
    ),
    cut(
        "aws_secret_shell_concat",
        'P1="<A>"\nP2="<B>"\nexport AWS_SECRET_ACCESS_KEY="$P1$P2"',
        lambda r: b64(r, 40),
        20,
    ),
    cut(
        "psk_continued_line",
        "set vpn ipsec site-to-site peer 198.51.100.4 authentication pre-shared-secret \\\n"
        "  '<A>\\\n<B>'",
        lambda r: alnum(r, 36),
        18,
    ),
    cut(
        "kubeconfig_token_folded",
        "users:\n- name: ci\n  user:\n    token: >-\n      <A>\n      <B>",
        lambda r: f"eyJhbGciOiJSUzI1NiIs{urlsafe(r, 30)}.eyJ{urlsafe(r, 140)}.{urlsafe(r, 86)}",
        100,
    ),
    cut(
        "rclone_pass_python_concat",
        'RCLONE_PASS = ("<A>"\n               "<B>")',
        lambda r: urlsafe(r, 40),
        20,
    ),
    cut(
        "bw_session_over_two_lines",
        'export BW_SESSION="<A>\\\n<B>"',
        lambda r: b64(r, 86) + "==",
        44,
    ),
)

KEY_KINDS: tuple[Kind, ...] = (*_SSH_GPG, *_CHAT, *_SPLIT)
