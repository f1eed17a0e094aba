"""The fixed look-alikes of held-out 28 (`bench/secret_kinds_heldout28_look.py` draws the rest).

What the set's places hold with no secret in them, in the set's languages:
keys and ids the set's vendors publish for browsers and apps (a Kakao
JavaScript key given to `Kakao.init`, Toss Payments' `live_ck_` client key,
PortOne's store id and channel key, a Razorpay `rzp_live_` key id in
checkout options, a Culqi and an Openpay `pk_` key, a Paymob `egy_pk_`
public key, a Tap `pk_live_` key, a HyperPay `entityId`, a LINE LIFF id, a
Naver Maps client id); config files of every format of the set with the
secret read from the environment or a store, in each language's own call
(`os.getenv("MAT_KHAU")`, `System.getenv("SENHA_BD")`, `ENV["HIMITSU_KAGI"]`,
`Sys.getenv`, `System.get_env`, `(System/getenv ...)`, `lookupEnv`,
`ProcessInfo`, `$(API_SEGREDO)`, `%CONTRASENA_FTP%`, `$ENV{SENHA}`, SAS's
`&chave_api`, `${DB_PASSWORD}`, `@Microsoft.KeyVault(...)`, `vault:`);
placeholders in templates in the set's languages (`<tu-clave>`,
`tu_clave_aqui`, `changeme`, `xxxxxxxx`, `<입력하세요>`, `请填写`, `ここに入力`);
masked and truncated values as the set's tools print them; ENV VAR NAMES in
those languages with no value; an Arduino sketch and an ESP-IDF `sdkconfig`
with no password set, a Godot `export_presets.cfg` with empty passwords,
an Android `strings.xml` with only the app's name; code that checks a
password's length or hashes it; error messages that name a password and
give none (`ORA-01017`, MySQL's `ERRO 1045`, a Spring `Acesso negado`);
commit messages that say a key was rotated; and chat in the set's languages
that names a secret without giving it.
"""

from __future__ import annotations

import random

from bench.secret_kinds import alnum, digits, hexs, lower_alnum, uuid4

__all__ = ["FIXED"]

_r = random.Random("kenning-wide-heldout28-look2")

_PUBLISHED: list[tuple[str, str]] = [
    (
        "kakao_js_key",
        f"<script>Kakao.init('{hexs(_r, 32)}'); // JavaScript 키 (도메인 제한)</script>",
    ),
    (
        "toss_client_key",
        f"const clientKey = 'live_ck_{alnum(_r, 20)}'; // 클라이언트 키는 공개돼도 됨",
    ),
    (
        "portone_store_channel",
        f"PortOne.requestPayment({{ storeId: 'store-{uuid4(_r, '8')}', "
        f"channelKey: 'channel-key-{uuid4(_r, '8')}' }})",
    ),
    (
        "razorpay_key_id",
        f'var options = {{ "key": "rzp_live_{alnum(_r, 14)}", '
        '"amount": 50000, "currency": "INR" };',
    ),
    ("culqi_public_key", f"Culqi.publicKey = 'pk_live_{alnum(_r, 16)}';"),
    ("openpay_public_key", f"OpenPay.setApiKey('pk_{hexs(_r, 32)}');"),
    ("paymob_public_key", f"public_key: egy_pk_live_{alnum(_r, 32)}"),
    ("tap_public_key", f"tap = Tapjsli('pk_live_{alnum(_r, 24)}');"),
    ("hyperpay_entity_id", f"entityId={hexs(_r, 32)}"),
    ("line_liff_id", f"liff.init({{ liffId: '{digits(_r, 10)}-{alnum(_r, 8)}' }})"),
    (
        "naver_maps_client_id",
        '<script src="https://oapi.map.naver.com/openapi/v3/maps.js'
        f'?ncpKeyId={lower_alnum(_r, 10)}"></script>',
    ),
    ("wechat_mch_serial", f"商户API证书序列号: {hexs(_r, 40).upper()}"),
    ("eos_client_id_alone", f"ClientId=xyza{alnum(_r, 28)}  (el ClientSecret va en el servidor)"),
]

_FROM_ENV: list[tuple[str, str]] = [
    ("py_getenv_vi", 'mat_khau = os.getenv("MAT_KHAU")'),
    ("java_getenv_pt", 'String senha = System.getenv("SENHA_BD");'),
    ("ruby_env_ja", 'himitsu_kagi = ENV["HIMITSU_KAGI"]'),
    ("r_getenv_es", 'clave <- Sys.getenv("CLAVE_API_INE")'),
    ("elixir_get_env", 'password: System.get_env("SENHA_DO_BANCO")'),
    ("clojure_getenv", '(def contrasena (System/getenv "CONTRASENA"))'),
    ("haskell_lookup_env", 'senha <- lookupEnv "SENHA"'),
    ("swift_process_info", 'let chave = ProcessInfo.processInfo.environment["API_SEGREDO"] ?? ""'),
    ("xcconfig_reference", "API_SEGREDO = $(API_SEGREDO_CI)"),
    ("batch_reference", "ftp -s:subir.txt -u tienda -p %CONTRASENA_FTP%"),
    ("perl_env", "my $senha = $ENV{SENHA};"),
    (
        "sas_macro_reference",
        'filename resp url "https://api.ibge.example/v1/dados?chave=&chave_api";',
    ),
    ("yaml_ru_placeholder_var", "база_данных:\n  пароль: ${DB_PASSWORD}"),
    ("yaml_zh_placeholder_var", "数据库:\n  密码: ${MYSQL_PASSWORD}"),
    ("helm_id", "kata_sandi: {{ .Values.db.password }}"),
    (
        "keyvault_reference",
        "Contrasena=@Microsoft.KeyVault(SecretUri=https://kv-nomina.vault.azure.net/secrets/sql-pass/)",
    ),
    ("vault_reference_de", "Kennwort=vault:secret/data/buchhaltung#passwort"),
    ("powershell_env", "$pw = ConvertTo-SecureString $env:CONTRASENA_SQL -AsPlainText -Force"),
    ("kotlin_build_config_use", "val senha = BuildConfig.SENHA_API"),
    ("godot_os_env", 'var clave = OS.get_environment("CLAVE_API")'),
    ("unity_player_prefs", 'string clave = PlayerPrefs.GetString("clave_servidor", "");'),
    ("arduino_secret_include", '#include "arduino_secrets.h"\nchar pass[] = SECRET_PASS;'),
    ("esp_idf_kconfig_ref", "wifi_config.sta.password = CONFIG_ESP_WIFI_PASSWORD;"),
    ("platformio_env_flag", 'build_flags = -DMQTT_PASS=\\"${sysenv.MQTT_PASS}\\"'),
    (
        "emacs_auth_source",
        '(setq gptel-api-key (auth-source-pick-first-password :host "api.openai.com"))',
    ),
    ("applescript_keychain", 'do shell script "security find-generic-password -s loja -w"'),
]

_PLACEHOLDERS: list[tuple[str, str]] = [
    ("es_template", "# .env.ejemplo\nCLAVE_API=<tu-clave>\nCONTRASEÑA_BD=tu_clave_aqui"),
    ("pt_template", "senha: changeme  # troque antes de subir"),
    ("fr_template", "mot_de_passe: xxxxxxxx"),
    ("de_template", "Kennwort=<hier eintragen>"),
    ("it_template", "chiave.segreta=INSERISCI_LA_CHIAVE"),
    ("ko_template", '{"비밀번호": "<입력하세요>"}'),
    ("zh_template", "密钥: 请填写你的密钥"),
    ("ja_template", "パスワード: ここに入力"),
    ("tr_template", 'SIFRE=""'),
    ("ru_template", "PAROL_BD=ваш_пароль"),
    ("empty_godot_presets", 'keystore/release_user=""\nkeystore/release_password=""'),
    ("empty_sdkconfig", 'CONFIG_ESP_WIFI_SSID="myssid"\nCONFIG_ESP_WIFI_PASSWORD="mypassword"'),
    (
        "android_strings_no_key",
        '<resources>\n    <string name="app_name">Mi Tienda</string>\n</resources>',
    ),
    ("fastlane_template", "FASTLANE_USER=\nFASTLANE_PASSWORD=\nFASTLANE_TEAM_ID="),
]

_MASKED: list[tuple[str, str]] = [
    ("masked_es", "contraseña: ****"),
    ("masked_pt", "senha=•••••••• (oculta)"),
    ("masked_zh", "密钥: sk-****abcd（已隐藏）"),
    ("masked_ru", "Пароль: ********"),
    ("masked_ko", "토큰: ...f3a9 (마지막 4자리)"),
    ("masked_ja", "アクセスキー: AKID****************（マスク済み）"),
    ("masked_tr", "şifre: [GİZLENDİ]"),
]

_NAMES: list[tuple[str, str]] = [
    ("env_names_es", "Define estas variables: CLAVE_API, CONTRASEÑA_BD y URL_BASE."),
    ("env_names_pt", "Faltam as variáveis SENHA_DO_BANCO e TOKEN_DE_ACESSO no servidor."),
    ("env_names_mixed", "export PAROL_BD MIMA HIMITSU_KAGI BIMILBEONHO KATA_SANDI_DB"),
    (
        "code_length_check",
        'if len(contraseña) < 12:\n    raise ValueError("la contraseña es demasiado corta")',
    ),
    ("code_hash_call", "senha_hash = bcrypt.hashpw(senha.encode(), bcrypt.gensalt(rounds=12))"),
    ("ora_01017", "ORA-01017: nombre de usuario/contraseña no válidos; conexión denegada"),
    (
        "mysql_1045",
        "ERRO 1045 (28000): Acesso negado para o usuário 'erp'@'10.1.2.3' (usando senha: SIM)",
    ),
    ("pg_28p01", 'FATAL:  password authentication failed for user "buh" (SQLSTATE 28P01)'),
    ("commit_rotated_es", 'git commit -m "rota la clave de la API (la nueva está en el gestor)"'),
    ("commit_rotated_zh", 'git commit -m "移除硬编码的密钥，改为读取环境变量"'),
    ("commit_rotated_de", 'git commit -m "Passwort aus der Konfiguration entfernt"'),
]

_CHAT: list[tuple[str, str]] = [
    ("chat_es", "la contraseña está en el gestor de contraseñas, no la pongas aquí"),
    ("chat_pt", "a senha foi rotacionada ontem, pega no cofre"),
    ("chat_fr", "le mot de passe est dans Vault, chemin secret/compta"),
    ("chat_de", "Das Passwort steht im KeePass unter 'Buchhaltung'"),
    ("chat_it", "la chiave API è scaduta, ne ho chiesto una nuova all'amministratore"),
    ("chat_nl", "het wachtwoord staat in 1Password, kluis Financiën"),
    ("chat_pl", "hasło jest w menedżerze haseł, nie wklejaj go tutaj"),
    ("chat_cs", "heslo je v trezoru, zeptej se Petra"),
    ("chat_tr", "şifre kasada, Slack'e yazma lütfen"),
    ("chat_ru", "пароль лежит в Vault, не пиши его в чат"),
    ("chat_uk", "ключ API змінили, новий у менеджері паролів"),
    ("chat_el", "ο κωδικός είναι στο KeePass, μην τον στέλνεις"),
    ("chat_ar", "كلمة المرور موجودة في الخزنة، لا ترسلها هنا"),
    ("chat_he", "הסיסמה נמצאת בכספת, אל תשלח אותה בצ'אט"),
    ("chat_fa", "رمز عبور در خزانه است، اینجا ننویس"),
    ("chat_hi", "पासवर्ड वॉल्ट में है, यहाँ मत भेजो"),
    ("chat_id", "kata sandinya ada di Bitwarden, jangan ditempel di sini"),
    ("chat_vi", "mật khẩu để trong Vault nhé, đừng dán vào đây"),
    ("chat_th", "รหัสผ่านอยู่ใน Vault นะ อย่าส่งในแชท"),
    ("chat_zh", "密码在密码管理器里，别发群里"),
    ("chat_pinyin", "mima zai mimaguanliqi li, bie fa qun li"),
    ("chat_ja", "パスワードは1Passwordに入っています。ここには貼らないでください"),
    ("chat_romaji", "pasuwaado wa 1Password ni aru yo"),
    ("chat_ko", "비밀번호는 금고에 있어요, 여기 쓰지 마세요"),
    ("chat_ko_roman", "bimilbeonho neun geumgo e isseoyo"),
    (
        "chat_es_key_shape",
        "la clave empieza con live_sk_ y tiene 28 caracteres, ¿es el formato correcto?",
    ),
    ("chat_pt_rotation", "troquei a chave da Asaas hoje às 14h; a antiga já foi revogada"),
    ("chat_ja_expired", "LINEのチャネルシークレットを再発行したので、古いのは使えません"),
    ("chat_ru_length", "ключ Яндекса начинается с AQVN, но целиком я его сюда не вставлю"),
    ("chat_zh_where", "阿里云的 AccessKey Secret 只在创建时显示一次，丢了就重新建一个"),
    ("chat_de_pin", "die PIN für die Kasse bekommst du von der Filialleitung"),
    ("chat_fr_otp", "le code à usage unique arrive par SMS, il expire en 5 minutes"),
    ("chat_ko_error", "401 에러가 나요. 키를 헤더에 넣어야 하나요, 쿼리에 넣어야 하나요?"),
    ("chat_tr_support", "destek talebi #48213 açtım, şifre sıfırlama linki gelmedi"),
    ("chat_vi_otp", "mã OTP gồm 6 chữ số, hết hạn sau 60 giây"),
]

FIXED: list[tuple[str, str]] = [
    *_PUBLISHED,
    *_FROM_ENV,
    *_PLACEHOLDERS,
    *_MASKED,
    *_NAMES,
    *_CHAT,
]
