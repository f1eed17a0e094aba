"""The fixed look-alikes of held-out 36 (`bench/secret_kinds_heldout36_look.py`).

Texts of the set's theme written once: the vendors' documented example
values and placeholders, config files that point at a secret rather than
hold it (a `credential_process`, an `exec` plugin, a `key_file`, a
`PasswordCommand`, a `--password-file`), commands with the secret read from a
prompt or a store, redacted printouts, public material (a WireGuard public
key, an SSH certificate, a certificate block), field names with no value,
and chat in many languages that speaks of a secret without giving it.
"""

from __future__ import annotations

__all__ = ["FIXED"]

_CLOUD: list[tuple[str, str]] = [
    (
        "aws_doc_example_pair",
        "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\n"
        "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    ),
    (
        "aws_credential_process_ref",
        "[profile prod]\ncredential_process = /usr/local/bin/aws-vault exec prod --json\n"
        "region = eu-west-1",
    ),
    (
        "aws_sso_profile_no_secret",
        "[profile dev]\nsso_session = acme\nsso_account_id = 111122223333\n"
        "sso_role_name = ReadOnly\n[sso-session acme]\n"
        "sso_start_url = https://acme.awsapps.com/start\nsso_region = eu-west-1",
    ),
    (
        "aws_env_placeholders",
        "AWS_ACCESS_KEY_ID=<your-access-key-id>\nAWS_SECRET_ACCESS_KEY=<your-secret-access-key>",
    ),
    (
        "aws_cli_prompt",
        "$ aws configure\nAWS Access Key ID [None]: \nAWS Secret Access Key [None]: \n"
        "Default region name [None]: eu-west-1",
    ),
    (
        "gcloud_adc_external_account",
        '{"type": "external_account", "audience": '
        '"//iam.googleapis.com/projects/123456789012/locations/global/'
        'workloadIdentityPools/gh/providers/gh", "subject_token_type": '
        '"urn:ietf:params:oauth:token-type:jwt", "token_url": "https://sts.googleapis.com/v1/token",'
        ' "credential_source": {"file": "/var/run/token"}}',
    ),
    (
        "gcloud_config_list",
        "[core]\naccount = ana@acme.dev\ndisable_usage_reporting = True\nproject = acme-prod\n\n"
        "Your active configuration is: [default]",
    ),
    (
        "azure_sp_secret_placeholder",
        'az login --service-principal -u "$AZURE_CLIENT_ID" -p "$AZURE_CLIENT_SECRET" --tenant '
        '"$AZURE_TENANT_ID"',
    ),
    (
        "azure_wellknown_cli_client",
        "client id 04b07795-8ddb-461a-bbee-02f9e1bf7b46 is the Azure CLI's public application",
    ),
    (
        "azurite_doc_key",
        "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;",
    ),
    (
        "oci_config_no_passphrase",
        "[DEFAULT]\nuser=ocid1.user.oc1..aaaaaaaaexample\n"
        "fingerprint=20:3b:97:13:55:1c:1c:0d:d3:37:d8:50:21:c1:1b:81\n"
        "key_file=~/.oci/oci_api_key.pem\ntenancy=ocid1.tenancy.oc1..aaaaaaaaexample\n"
        "region=eu-frankfurt-1",
    ),
    (
        "doctl_auth_init_prompt",
        "$ doctl auth init --context staging\n"
        "Please authenticate doctl for use with your DigitalOcean account. You can generate a "
        "token in the control panel at https://cloud.digitalocean.com/account/api/tokens\n\n"
        "Enter your access token: \nValidating token... ✔",
    ),
    ("hcloud_context_list", "ACTIVE   NAME\n*        prod\n         lab"),
    (
        "pulumi_secure_config",
        "config:\n  aws:region: eu-west-1\n  app:dbPassword:\n"
        "    secure: AAABAHg7dXa5tM4wVwhiI8zS4lRNEtKiM6y4+3FA5IDJ0bnVtvV0gv3a",
    ),
    (
        "vercel_env_ls",
        "> Environment Variables found for acme/web [120ms]\n\n"
        " name            value        environments\n"
        " DATABASE_URL    Encrypted    Production, Preview",
    ),
    (
        "fly_secrets_list",
        "NAME            DIGEST                  CREATED AT\n"
        "DATABASE_URL    0e7b3f5c2a9d8e61        2026-11-12T10:00:00Z",
    ),
]

_KUBE_TF: list[tuple[str, str]] = [
    (
        "kubeconfig_exec_plugin",
        "users:\n- name: eks\n  user:\n    exec:\n"
        "      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n"
        "      args: [eks, get-token, --cluster-name, prod]",
    ),
    (
        "kubeconfig_gke_plugin",
        "users:\n- name: gke\n  user:\n    exec:\n      command: gke-gcloud-auth-plugin\n"
        "      provideClusterInfo: true",
    ),
    (
        "kubeconfig_redacted_view",
        "users:\n- name: kind-dev\n  user:\n    client-certificate-data: DATA+OMITTED\n"
        "    client-key-data: DATA+OMITTED",
    ),
    ("kubeadm_doc_token", "kubeadm join --token abcdef.0123456789abcdef 192.168.0.10:6443"),
    (
        "kubectl_get_secret_names",
        "NAME                  TYPE                                  DATA   AGE\n"
        "default-token-x7k2p   kubernetes.io/service-account-token   3      41d\n"
        "registry-creds        kubernetes.io/dockerconfigjson        1      12d",
    ),
    ("tf_var_declaration", 'variable "db_password" {\n  type      = string\n  sensitive = true\n}'),
    (
        "tf_random_password_resource",
        'resource "random_password" "db" {\n  length  = 24\n  special = true\n}',
    ),
    (
        "tf_plan_summary",
        "Plan: 4 to add, 1 to change, 0 to destroy.\n\nChanges to Outputs:\n"
        "  + admin_password = (sensitive value)",
    ),
    (
        "tf_backend_partial",
        'terraform init -backend-config="storage_account_name=tfstateacme" '
        '-backend-config="container_name=tfstate" -backend-config="key=prod.tfstate"',
    ),
    ("tfc_token_placeholder", '{"credentials": {"app.terraform.io": {"token": "<TFC_TOKEN>"}}}'),
]

_REMOTE: list[tuple[str, str]] = [
    (
        "wg_conf_public_only",
        "[Peer]\n# ana's phone\nPublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=\n"
        "AllowedIPs = 10.8.0.4/32",
    ),
    (
        "wg_conf_postup_file",
        "[Interface]\nAddress = 10.8.0.1/24\nListenPort = 51820\n"
        "PostUp = wg set %i private-key /etc/wireguard/%i.key",
    ),
    ("wg_placeholder", "PrivateKey = <contents-of-client-privatekey>"),
    (
        "ovpn_auth_user_pass_ref",
        "client\nremote vpn.acme.dev 1194\nauth-user-pass /etc/openvpn/client/auth.txt\n"
        "remote-cert-tls server",
    ),
    (
        "ovpn_ca_cert_block",
        "<ca>\n-----BEGIN CERTIFICATE-----\n"
        "MIIDSzCCAjOgAwIBAgIUbm8gc2VjcmV0IGhlcmUgYXQgYWxsIGp1c3QgYSBjZXJ0MA0G\n"
        "-----END CERTIFICATE-----\n</ca>",
    ),
    ("ipsec_secrets_rsa_ref", ": RSA /etc/ipsec.d/private/gw.key"),
    ("tailscale_up_no_key", "tailscale up --ssh --advertise-exit-node --accept-routes"),
    ("tailscale_authkey_env_ref", "tailscale up --authkey=${TS_AUTHKEY} --hostname=ci-runner"),
    ("anydesk_password_prompt", 'echo "$ANYDESK_PW" | anydesk --set-password'),
    ("xfreerdp_prompt", "xfreerdp /v:ts01 /u:ana /d:ACME +auth-only /from-stdin"),
    (
        "remmina_no_password",
        "[remmina]\nname=ts01\nprotocol=RDP\nserver=ts01.acme.local\nusername=ana\npassword=\n",
    ),
    ("vnc_default_port", "vncviewer 10.20.0.14:5901 -passwd ~/.vnc/passwd"),
    (
        "openconnect_servercert",
        "openconnect --servercert pin-sha256:r9mXcHqZVnG2PLoE9dGKRcCMAhL7rPSl8DCuZhWDpXU= "
        "vpn.acme.dev",
    ),
    ("fortigate_psk_enc", "        set psksecret ENC"),
]

_STORE: list[tuple[str, str]] = [
    (
        "rclone_config_redacted",
        "$ rclone config redacted\n[b2]\ntype = b2\naccount = XXX\nkey = XXX",
    ),
    ("rclone_env_auth", "[s3]\ntype = s3\nprovider = AWS\nenv_auth = true\nregion = eu-west-1"),
    (
        "rclone_pass_command",
        'rclone --password-command "pass show rclone/config" sync ~/docs secret:docs',
    ),
    (
        "mc_alias_placeholders",
        "mc alias set myminio https://minio.example.net ACCESS_KEY SECRET_KEY",
    ),
    (
        "minio_default_creds_doc",
        "The default root credentials are minioadmin:minioadmin; change them before exposing the "
        "server.",
    ),
    ("s3cmd_cfg_empty", "[default]\naccess_key = \nsecret_key = \nhost_base = s3.amazonaws.com"),
    ("davfs2_secrets_comment", "# /etc/davfs2/secrets\n# server/mount point    user    password"),
    (
        "cifs_credentials_ref",
        "//nas/media /mnt/media cifs credentials=/etc/samba/creds-nas,uid=1000,iocharset=utf8 0 0",
    ),
    (
        "certbot_ini_template",
        "# Cloudflare API token used by Certbot\n"
        "dns_cloudflare_api_token = 0123456789abcdef0123456789abcdef01234567",
    ),
    ("nsupdate_k_keyfile", "nsupdate -k /etc/bind/ddns.key update.txt"),
    ("bind_include_key", 'include "/etc/bind/tsig.key";\nallow-update { key "ddns-key"; };'),
    (
        "acme_sh_dns_cf_env_ref",
        'export CF_Token="$(pass show cf/dns-token)"\nacme.sh --issue --dns dns_cf -d acme.dev',
    ),
    ("spf_include", 'acme.dev. IN TXT "v=spf1 include:_spf.google.com include:mailgun.org ~all"'),
    ("caa_record", 'acme.dev. IN CAA 0 issue "letsencrypt.org"'),
    (
        "edgerc_template",
        "[default]\nclient_secret = xxxx\nhost = xxxx.luna.akamaiapis.net\naccess_token = xxxx\n"
        "client_token = xxxx",
    ),
    ("nextcloud_occ_list", "$ occ user:list\n  - admin: admin\n  - ana: Ana Silva"),
]

_STORES_KEYS: list[tuple[str, str]] = [
    (
        "security_find_no_w",
        "$ security find-generic-password -s acme-vpn\n"
        'keychain: "/Users/ana/Library/Keychains/login.keychain-db"\nclass: "genp"\nattributes:\n'
        '    "acct"<blob>="ana"\n    "svce"<blob>="acme-vpn"',
    ),
    (
        "secret_tool_store_prompt",
        "$ secret-tool store --label='restic b2' service restic\nPassword: ",
    ),
    (
        "pass_ls_tree",
        "Password Store\n├── infra\n│   ├── ipmi\n│   │   └── r740-01\n│   └── vpn\n"
        "└── websites\n    └── hetzner.com",
    ),
    (
        "cmdkey_list",
        "Currently stored credentials:\n\n    Target: Domain:interactive=fs01.acme.local\n"
        "    Type: Domain Password\n    User: ACME\\ana",
    ),
    (
        "get_credential_prompt",
        "$cred = Get-Credential -UserName 'ACME\\svc-deploy' -Message 'deploy account'",
    ),
    ("securestring_read_host", "$pw = Read-Host -AsSecureString 'Password'"),
    (
        "bitwarden_csv_header_only",
        "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp",
    ),
    (
        "keepassxc_cli_no_show",
        "$ keepassxc-cli show ~/vault.kdbx Servers/pve01\nTitle: pve01\nUserName: root\n"
        "Password: PROTECTED\nURL: https://10.0.0.4:8006",
    ),
    (
        "op_reference",
        "DB_PASSWORD=op://Infra/postgres/password\nop run --env-file=.env -- ./migrate",
    ),
    (
        "bw_get_template",
        "$ bw get template item.login\n"
        '{"uris":[],"username":"jdoe","password":"myp@ssword123","totp":"JBSWY3DPEHPK3PXP"}',
    ),
    (
        "otpauth_doc_example",
        "otpauth://totp/Example:alice@google.com?secret=JBSWY3DPEHPK3PXP&issuer=Example",
    ),
    (
        "ssh_config_identity",
        "Host bastion\n  HostName bastion.acme.dev\n  User ana\n"
        "  IdentityFile ~/.ssh/id_ed25519\n  IdentitiesOnly yes",
    ),
    (
        "ssh_cert_pub",
        "ssh-ed25519-cert-v01@openssh.com "
        "AAAAIHNzaC1lZDI1NTE5LWNlcnQtdjAxQG9wZW5zc2guY29tAAAAIFb3c2VjcmV0bm90aGVyZWp1c3RhY2VydA "
        "ana@laptop",
    ),
    (
        "ssh_keygen_prompt",
        "Enter passphrase (empty for no passphrase): \nEnter same passphrase again: \n"
        "Your identification has been saved in /home/ana/.ssh/id_ed25519",
    ),
    (
        "ppk_v3_header_only",
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: aes256-cbc\nComment: ana@laptop",
    ),
    (
        "gpg_list_secret_keys",
        "sec   ed25519 2026-01-04 [SC] [expires: 2028-01-04]\n"
        "      4F1A2B3C4D5E6F708192A3B4C5D6E7F809A1B2C3\n"
        "uid           [ultimate] Ana Silva <ana@acme.dev>\nssb   cv25519 2026-01-04 [E]",
    ),
    (
        "gpg_public_block_head",
        "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\nmDMEZZa1ZhYJKwYBBAHaRw8BAQdA",
    ),
    (
        "gpg_passphrase_file_ref",
        "gpg --batch --pinentry-mode loopback --passphrase-file ~/.config/release.pass -d "
        "secrets.tar.gpg",
    ),
    (
        "minisign_public_key",
        "untrusted comment: minisign public key 3F1A6B2C9D0E4F87\n"
        "RWSHT0nZLB5vMGh0dHBzOi8vZXhhbXBsZS5jb20vbm90YXNlY3JldA",
    ),
    (
        "ykman_default_pin_doc",
        "The default PIV PIN is 123456 and the default PUK is 12345678; change both.",
    ),
    (
        "winscp_ini_no_password",
        "[Sessions\\ana@sftp.acme.dev]\nHostName=sftp.acme.dev\nUserName=ana\nFSProtocol=2",
    ),
]

_CHAT: list[tuple[str, str]] = [
    (
        "chat_en_no_value",
        "the WireGuard private key stays on the laptop; send me only the public key",
    ),
    ("chat_es_no_value", "la contraseña del VNC está en el gestor de contraseñas del equipo"),
    ("chat_pt_no_value", "a senha do rclone crypt está no Bitwarden, pasta Backup"),
    ("chat_fr_no_value", "le mot de passe AnyDesk est dans le coffre KeePass, pas ici"),
    ("chat_de_no_value", "den IPsec-PSK schicke ich dir per Signal, nicht in den Chat"),
    ("chat_it_no_value", "la master password del KeePass la conosce solo Marco"),
    ("chat_nl_no_value", "het DigitalOcean-token staat in 1Password onder Terraform"),
    ("chat_pl_no_value", "hasło do RDP dostaniesz od działu IT"),
    ("chat_cs_no_value", "token do Hetzneru si vygeneruj v konzoli, starý jsem zrušil"),
    ("chat_tr_no_value", "TeamViewer ID'im 1 234 567 890, şifreyi telefonla söyleyeceğim"),
    ("chat_ru_no_value", "пароль от OpenVPN лежит в pass, ветка infra/vpn"),
    ("chat_uk_no_value", "парольна фраза GPG у сейфі, не в репозиторії"),
    ("chat_ar_no_value", "كلمة مرور Synology محفوظة في مدير كلمات المرور"),
    ("chat_he_no_value", "הסיסמה ל-VPN נמצאת בכספת של הצוות"),
    ("chat_fa_no_value", "کلید وایرگارد رو توی Bitwarden گذاشتم"),
    ("chat_hi_no_value", "AWS secret key Vault में है, यहाँ मत डालो"),
    ("chat_ja_no_value", "PuTTY の鍵のパスフレーズは 1Password に入れてあります"),
    ("chat_ko_no_value", "조인 토큰은 24시간 뒤에 만료됩니다, 새로 만드세요"),
    ("chat_zh_no_value", "阿里云的 AccessKey 放在密码管理器里了"),
    ("chat_vi_no_value", "mật khẩu NAS anh để trong KeePass nhé"),
    ("chat_id_no_value", "password RustDesk ada di Bitwarden tim"),
    ("chat_th_no_value", "รหัสผ่านเราเตอร์อยู่ในตู้เซฟนะครับ"),
    ("chat_sv_no_value", "Bitwarden-lösenordet finns bara i huvudet på Eva"),
    ("chat_el_no_value", "το auth key του Tailscale λήγει σε 90 μέρες"),
    ("chat_ro_no_value", "parola pentru WebDAV e în managerul de parole"),
    (
        "chat_en_rotation",
        "rotated the rclone B2 key after the laptop was stolen; the old key id is revoked",
    ),
    (
        "chat_en_length",
        "the PSK needs at least 32 characters, generate it with openssl rand -base64 32",
    ),
]

FIXED: list[tuple[str, str]] = [*_CLOUD, *_KUBE_TF, *_REMOTE, *_STORE, *_STORES_KEYS, *_CHAT]
