"""The fixed look-alikes of held-out 31 (`bench/secret_kinds_heldout31_look.py` draws the rest).

What the set's places hold with no secret in them: configs that read the
secret from elsewhere (WordPress's `getenv`, Drupal's `getenv`, Magento's
empty password, Laravel's `env()`, Elixir's `System.fetch_env!`, EDN's
`#env`, Nix's `passwordFile` and agenix `.path`, Dhall's `env:`, CUE's
`@tag`, Jsonnet's `std.extVar`, a Nomad `{{ with secret }}` template,
Packer's `var.`, an Ansible `{{ vault_… }}` and `lookup`, Hiera's
`lookup`, Chef's `data_bag_item`, a Salt `pillar[...]`, systemd's
`LoadCredential=` and `EnvironmentFile=`, `ldapsearch -W` and `-y`, `kinit
-k -t`, WireGuard's `PostUp` reading a key file, OpenVPN's prompt,
strongSwan's `: RSA`), documented placeholders (`put your unique phrase
here`, `<your-api-key>`, `YOUR_SECRET_KEY`, `changeme` in a sample file,
SNMP's `public` community in a tutorial), masked values as the set's tools
print them (Plesk, `wg show`, Django's debug page, Sentry's `[Filtered]`, a
HAR exporter's `[REDACTED]`, Laravel Telescope, phpMyAdmin, WHMCS, Cisco's
`<removed>`), ENV VAR NAMES with no value, error messages that name a
password and give none (MySQL 1045, WordPress, Asterisk's `Wrong password`,
`kinit`, `ldap_bind`, OpenVPN `AUTH_FAILED`, a PSK mismatch, iyzico,
Paystack, a 535 from SMTP), codes that are not credentials (VAT ids, the
documentation IBAN, BIC, a GSTIN, tracking numbers, test card numbers,
invoice numbers, SKUs, HTTP codes, extension numbers), and chat in the
set's languages that names a secret without giving it.
"""

from __future__ import annotations

__all__ = ["FIXED"]

_FROM_ELSEWHERE: list[tuple[str, str]] = [
    ("wp_getenv", "define( 'DB_PASSWORD', getenv( 'WORDPRESS_DB_PASSWORD' ) );"),
    ("drupal_getenv", "$databases['default']['default']['password'] = getenv('MYSQL_PASSWORD');"),
    ("magento_empty_password", "'password' => '',\n'model' => 'mysql4',"),
    ("laravel_env_call", "'password' => env('MAIL_PASSWORD'),\n'timeout' => null,"),
    ("elixir_fetch_env", 'password: System.fetch_env!("DATABASE_PASSWORD"),'),
    ("edn_env_tag", '{:db {:user "florist" :password #env DB_PASSWORD}}'),
    ("nix_password_file", "services.nextcloud.config.adminpassFile = config.age.secrets.nc.path;"),
    (
        "nix_environment_file",
        'systemd.services.shop.serviceConfig.EnvironmentFile = "/run/secrets/shop";',
    ),
    ("dhall_env", 'let password = env:DB_PASSWORD as Text in { user = "shop", password }'),
    ("cue_tag", "password: string @tag(db_password)"),
    ("jsonnet_extvar", "local password = std.extVar('db_password');"),
    (
        "nomad_secret_template",
        '{{ with secret "kv/data/shop" }}DB_PASSWORD={{ .Data.data.password }}{{ end }}',
    ),
    ("packer_var", "winrm_password = var.winrm_password"),
    ("ansible_vault_var", 'mysql_root_password: "{{ vault_mysql_root_password }}"'),
    (
        "ansible_lookup",
        "db_pass: \"{{ lookup('community.hashi_vault.hashi_vault', 'secret=kv/data/db:pw') }}\"",
    ),
    ("hiera_lookup", "root_password => lookup('profile::mysql::root_password'),"),
    ("chef_data_bag_item", "smtp = data_bag_item('creds', 'smtp')\npassword smtp['password']"),
    ("salt_pillar_ref", "- password: {{ pillar['mysql']['root_password'] }}"),
    ("systemd_load_credential", "[Service]\nLoadCredential=db-password:/etc/shop/db-password"),
    ("systemd_environment_file", "EnvironmentFile=-/etc/default/booking"),
    (
        "ldapsearch_prompt",
        "ldapsearch -x -D cn=admin,dc=agency,dc=example -W -b dc=agency,dc=example",
    ),
    ("ldapsearch_passfile", "ldapsearch -x -D cn=admin,dc=agency,dc=example -y /etc/ldap.secret"),
    ("kinit_keytab", "kinit -k -t /etc/krb5.keytab host/web1.clinic.lan@CLINIC.LAN"),
    ("wireguard_postup_keyfile", "PostUp = wg set %i private-key /etc/wireguard/%i.key"),
    ("openvpn_prompt", "auth-user-pass\nauth-nocache"),
    ("strongswan_rsa_ref", ": RSA office.key.pem"),
    ("sasl_passwd_map", "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd"),
    ("vm_args_env_cookie", "-setcookie ${RELEASE_COOKIE}"),
]

_PLACEHOLDERS: list[tuple[str, str]] = [
    ("wp_salt_placeholder", "define( 'AUTH_KEY',         'put your unique phrase here' );"),
    (
        "api_key_angle",
        "curl -H 'X-Postmark-Server-Token: <your-server-token>' https://api.postmarkapp.com/server",
    ),
    ("your_secret_key", "IYZICO_SECRET_KEY=YOUR_SECRET_KEY"),
    ("changeme_sample", "# .env.example\nDB_PASSWORD=changeme\nMAIL_PASSWORD="),
    ("snmp_public_tutorial", "snmpwalk -v2c -c public localhost system"),
    ("xxx_placeholder", "SPARKPOST_API_KEY=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
    ("dots_placeholder", "password: ••••••••  (click to reveal)"),
    ("template_braces", "secret={{ radius_secret }}"),
]

_MASKED: list[tuple[str, str]] = [
    ("plesk_masked", "Password: ******** (hidden, use 'plesk bin admin --show-password')"),
    ("wg_hidden", "private key: (hidden)"),
    (
        "django_debug_masked",
        "DATABASES = {'default': {'ENGINE': 'django.db.backends.mysql', 'PASSWORD': "
        "'********************', 'USER': 'shop'}}",
    ),
    ("sentry_filtered", '"headers": {"Authorization": "[Filtered]", "Cookie": "[Filtered]"}'),
    ("har_redacted", '{"name": "authorization", "value": "[REDACTED]"}'),
    ("telescope_masked", '"password": "********", "password_confirmation": "********"'),
    ("whmcs_masked", "API Secret: ************************ (regenerate)"),
    ("cisco_removed", "username netadmin privilege 15 secret 9 <removed>"),
]

_NAMES: list[tuple[str, str]] = [
    (
        "env_var_names",
        "Set MAIL_PASSWORD, PAYSTACK_SECRET_KEY and VONAGE_API_SECRET in Forge's environment tab.",
    ),
    ("setting_names", "Settings > Payments > Razorpay: fill Key Id and Key Secret, then Save."),
    ("systemd_cred_name", "systemd-creds cat db-password"),
    ("asterisk_setting_doc", "secret: the password the phone must send when registering."),
]

_ERRORS_CODES: list[tuple[str, str]] = [
    (
        "mysql_1045",
        "SQLSTATE[HY000] [1045] Access denied for user 'wp_bakery'@'localhost' (using "
        "password: YES)",
    ),
    ("wp_db_error", "Error establishing a database connection"),
    (
        "asterisk_wrong_password",
        "NOTICE[1822]: chan_sip.c:28311 handle_request_register: Registration from "
        "'\"201\" <sip:201@10.0.0.2>' failed for '203.0.113.99:5060' - Wrong password",
    ),
    ("kinit_incorrect", "kinit: Password incorrect while getting initial credentials"),
    (
        "ldap_bind_49",
        "ldap_bind: Invalid credentials (49)\n\tadditional info: 80090308: LdapErr: "
        "DSID-0C09044E, comment: AcceptSecurityContext error, data 52e, v4563",
    ),
    ("openvpn_auth_failed", "AUTH: Received control message: AUTH_FAILED"),
    (
        "psk_mismatch",
        "parsed IKE_AUTH response 1 [ N(AUTH_FAILED) ]\nreceived AUTHENTICATION_FAILED "
        "notify error",
    ),
    (
        "iyzico_error",
        '{"status": "failure", "errorCode": "1001", "errorMessage": "api bilgileri '
        'bulunamadı", "locale": "tr"}',
    ),
    ("paystack_invalid_key", '{"status": false, "message": "Invalid key"}'),
    ("smtp_535", "535 5.7.3 Authentication unsuccessful [FR2P281CA0012.DEUP281.PROD.OUTLOOK.COM]"),
    ("vat_ids", "USt-IdNr.: DE123456789, NIF: ESB12345678"),
    ("doc_iban", "IBAN: DE89 3704 0044 0532 0130 00  BIC: COBADEFFXXX"),
    ("gstin", "GSTIN 27AAPFU0939F1ZV, HSN 6109"),
    ("tracking_numbers", "UPS 1Z999AA10123456784, DHL 00340434161094042557"),
    (
        "test_cards",
        "Test cards: 4111 1111 1111 1111, 5555 5555 5555 4444, CVC 123, any future date",
    ),
    ("invoice_numbers", "Invoice INV-2026-0142 for order #10482 (SKU TIL-30x60-GRY), HTTP 402"),
    ("extension_numbers", "Reception 201, kitchen 202, fax 209; queue 600 rings 201-203"),
    ("mpesa_test_shortcode", "Use shortcode 174379 and phone 254708374149 in the sandbox"),
]

_CHAT: list[tuple[str, str]] = [
    ("chat_turkish_no_value", "şifreyi telefonda söylerim, buraya yazmayalım"),
    ("chat_portuguese_no_value", "a senha eu te passo pelo WhatsApp, não por aqui"),
    ("chat_spanish_no_value", "la contraseña está en el sobre en la caja registradora"),
    ("chat_german_no_value", "Das Passwort schicke ich dir per Signal, nicht hier."),
    ("chat_polish_no_value", "hasło jest w menedżerze haseł, folder Klienci"),
    ("chat_indonesian_no_value", "password-nya sudah saya ganti, nanti saya kirim lewat telepon"),
    ("chat_japanese_no_value", "パスワードは別途お電話でお伝えします"),
    ("chat_russian_no_value", "пароль сменил, новый скину в личку"),
    ("chat_hindi_no_value", "पासवर्ड मैंने बदल दिया है, फोन पर बताऊँगा"),
    ("chat_french_no_value", "le mot de passe est dans le coffre-fort Bitwarden de l'agence"),
    (
        "chat_english_policy",
        "the new policy: 14+ characters, no reuse, rotate the shop admin every quarter",
    ),
    (
        "chat_english_rotation",
        "I rotated the Mailgun key and the Paystack secret this morning, both stored in 1Password",
    ),
]

FIXED: list[tuple[str, str]] = [
    *_FROM_ELSEWHERE,
    *_PLACEHOLDERS,
    *_MASKED,
    *_NAMES,
    *_ERRORS_CODES,
    *_CHAT,
]
