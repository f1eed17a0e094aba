"""The fixed look-alikes of held-out 32 (`bench/secret_kinds_heldout32_look.py`).

Texts where a secret's name stands beside no secret: a value read from the
environment, a keyring, a `!secret` reference, a file path, a prompt or a
placeholder; documentation's example values; public identifiers of the
set's places (a Slurm `AuthType`, a Globus public client id, a FHIR
server's public metadata URL, an LTI tool's public JWKS URL, an RTMP server
without key, a game server's public port and world name); and chat in the
set's languages that names a secret without giving it.
"""

from __future__ import annotations

__all__ = ["FIXED"]

_FROM_ELSEWHERE: list[tuple[str, str]] = [
    ("ha_secret_reference", "wifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password"),
    ("ha_token_placeholder", "headers:\n  authorization: !secret ha_bearer"),
    ("esphome_secret_ref", "api:\n  encryption:\n    key: !secret api_key_porch"),
    ("renviron_reference", 'key <- Sys.getenv("CENSUS_API_KEY")\nif (key == "") stop("set it")'),
    ("r_keyring_get", 'pw <- keyring::key_get("ipums")'),
    ("r_askpass", "con <- dbConnect(RPostgres::Postgres(), password = askpass::askpass())"),
    ("matlab_getenv", "pw = getenv('LAB_DB_PASSWORD');"),
    ("julia_env_read", 'key = ENV["AWS_SECRET_ACCESS_KEY"]'),
    ("stata_local_prompt", 'display "Enter token:" _request(tok)'),
    (
        "nextflow_secrets_ref",
        "process {\n  secret 'NCBI_KEY'\n  script: 'esearch -api_key $NCBI_KEY'\n}",
    ),
    ("nextflow_secrets_list", "$ nextflow secrets list\nNCBI_KEY\nTOWER_ACCESS_TOKEN"),
    ("snakemake_envvars", 'envvars:\n    "S3_ACCESS_KEY",\n    "S3_SECRET_KEY"'),
    (
        "jupyterhub_env_token",
        "c.JupyterHub.services = [{'name': 'culler', 'api_token': os.environ['CULLER_TOKEN']}]",
    ),
    ("jupyter_token_empty", "c.ServerApp.token = ''\nc.ServerApp.password = ''"),
    ("slurm_authtype", "AuthType=auth/munge\nCryptoType=crypto/munge\nAuthAltTypes=auth/jwt"),
    ("slurmdbd_pass_from_file", "StoragePass=$(cat /etc/slurm/dbpass)"),
    ("galaxy_id_secret_doc", "# id_secret: USING THE DEFAULT IS NOT SECURE!\n#id_secret: null"),
    ("ncbi_key_doc_placeholder", "esearch.fcgi?db=pubmed&term=cancer&api_key=ABCDE12345"),
    (
        "globus_public_client",
        "# Globus CLI native app client id (public)\nCLIENT_ID = 'native-app-public'",
    ),
    ("ipynb_output_redacted", '"text": ["WANDB_API_KEY=<set in environment>\\n"]'),
    ("dicom_aet_port", "AET: ORTHANC  Port: 4242  Modality: CT"),
    ("fhir_metadata_url", "curl https://hapi.fhir.org/baseR4/metadata"),
    (
        "smart_config_url",
        'GET /.well-known/smart-configuration\n"token_endpoint": "https://fhir.example/oauth2/token"',
    ),
    ("mirth_password_prompt", "$ ./mccommand -a https://localhost:8443 -u admin\nPassword: "),
    ("orthanc_users_env", '"RegisteredUsers": {"radiology": "${ORTHANC_RADIOLOGY_PW}"}'),
    ("moodle_dbpass_env", "$CFG->dbpass = getenv('MOODLE_DB_PASS');"),
    ("lti_jwks_public_url", "Public JWK URL: https://tool.example/.well-known/jwks.json"),
    (
        "lti_consumer_key_public",
        "Consumer key: canvas-tool-demo\nShared secret: (stored in the vault)",
    ),
    ("docusign_demo_base", "DOCUSIGN_BASE_PATH=https://demo.docusign.net/restapi"),
    ("gst_public_gstin", "Supplier GSTIN: 29AAACB1234F1Z5, Buyer GSTIN: 07AAACC9876K1ZQ"),
    (
        "nfe_cert_path_only",
        "NFE_CERTIFICADO=/certs/empresa.pfx\nNFE_SENHA_CERTIFICADO=${NFE_SENHA}",
    ),
    (
        "sunat_test_user",
        "# usuario de pruebas de la documentación de SUNAT\nSUNAT_USUARIO_SOL=MODDATOS",
    ),
    ("zatca_env_sandbox", "ZATCA_ENV=simulation\nZATCA_CSID_SECRET_FILE=/run/secrets/zatca"),
    ("kaggle_json_path", "chmod 600 ~/.kaggle/kaggle.json"),
    ("minecraft_rcon_disabled", "enable-rcon=false\nrcon.password=\nrcon.port=25575"),
    ("valheim_password_var", './valheim_server.x86_64 -name "$NAME" -password "$SERVER_PASS"'),
    ("factorio_token_blank", '"username": "",\n"token": "",\n"game_password": ""'),
    ("mcrcon_env", 'mcrcon -H 127.0.0.1 -P 25575 -p "$RCON_PASSWORD" list'),
    ("obs_key_placeholder", '"key": "<your stream key>"'),
    ("rtmp_key_env", 'ffmpeg -i in.mp4 -f flv "rtmp://live.twitch.tv/app/${TWITCH_STREAM_KEY}"'),
    (
        "rtsp_env_cred",
        "rtsp://{FRIGATE_RTSP_USER}:{FRIGATE_RTSP_PASSWORD}@192.168.1.64:554/stream1",
    ),
    ("mosquitto_passwd_prompt", "mosquitto_passwd -c /mosquitto/config/passwd hass\nPassword:"),
    ("twitch_irc_docs", "PASS oauth:<your oauth token>\nNICK <your bot name>"),
    ("icecast_changeme", "<source-password>hackme</source-password>"),
    ("ics_no_passcode", "DESCRIPTION:Meeting ID 812 4471 9020\\nNo passcode required"),
    (
        "email_password_reset_link_text",
        "Click the link below to reset your password. If you did not ask for it, ignore this "
        "email.",
    ),
    (
        "ticket_password_mentioned",
        'OPS-1182,Reset VPN password,"User says the password expired, reset sent by SMS"',
    ),
    ("ocr_label_no_value", "[OCR] Passw0rd : ********\nForgot password?"),
    (
        "voice_transcript_no_secret",
        "Transcript: hi it's Marco, I reset the door code, I'll text it to you, bye",
    ),
    (
        "pdf_password_policy",
        "Passwords must be at least 12 characters and contain one digit.\nPage 3 of 9",
    ),
]

_PUBLIC: list[tuple[str, str]] = [
    (
        "slurm_conf_public",
        "ClusterName=hydra\nSlurmctldHost=head01\nSlurmctldPort=6817\nMpiDefault=pmix",
    ),
    ("jupyter_url_no_token", "http://127.0.0.1:8888/lab/tree/analysis.ipynb"),
    ("galaxy_tool_id", "toolshed.g2.bx.psu.edu/repos/iuc/bwa_mem2/bwa_mem2/2.2.1+galaxy1"),
    ("nf_core_revision", "nextflow run nf-core/rnaseq -r 3.14.0 -profile singularity"),
    ("gene_sequence", ">sp|P04637|P53_HUMAN\nMEEPQSDPSVEPPLSQETFSDLWKLLPENNVLSPLPSQAMDDLMLSPDDIEQ"),
    (
        "sha256sums_release",
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  empty.txt",
    ),
    (
        "openstack_public_ids",
        "OS_PROJECT_ID=0b2f5c7a1e6d4e9c8a3b2d1f0e9c8b7a\nOS_REGION_NAME=RegionOne",
    ),
    (
        "ensembl_public_mysql",
        "mysql -h ensembldb.ensembl.org -P 3306 -u anonymous homo_sapiens_core_112_38",
    ),
    ("loinc_code_list", "8480-6 Systolic blood pressure\n8462-4 Diastolic blood pressure"),
    ("icd10_codes", "Diagnoses: E11.9, I10, Z79.4"),
    ("hl7_ack", "MSH|^~\\&|EHR|HOSP|LAB|HOSP|20261129||ACK|ACK0001|P|2.5.1\nMSA|AA|MSG00001234"),
    (
        "lti_message_type",
        '"https://purl.imsglobal.org/spec/lti/claim/message_type": "LtiResourceLinkRequest"',
    ),
    ("iban_example", "IBAN: DE89 3704 0044 0532 0130 00  BIC: COBADEFFXXX"),
    ("cfdi_rfc_generic", "RFC receptor: XAXX010101000 (público en general)"),
    ("policy_wording", "The insured's password-protected portal is available 24/7."),
    ("hue_bridge_id", '"bridgeid": "001788FFFE6A2B3C", "modelid": "BSB002"'),
    ("zigbee_channel_list", "channel: 15\nchannel_mask: [11, 15, 20, 25]"),
    ("esphome_board", "esp32:\n  board: esp32dev\n  framework:\n    type: esp-idf"),
    ("youtube_rtmps_server", "Server: rtmps://a.rtmps.youtube.com:443/live2"),
    (
        "twitch_ingest_list",
        "Ingest servers: rtmp://fra05.contribute.live-video.net/app/{stream_key}",
    ),
    (
        "minecraft_whitelist_json",
        '[{"uuid": "069a79f4-44e9-4726-a5be-fca90e38aaf5", "name": "Notch"}]',
    ),
    (
        "ark_public_settings",
        "[ServerSettings]\nServerPVE=True\nDifficultyOffset=1.0\nMaxPlayers=10",
    ),
    ("teamspeak_public", "ts3server://ts.friends.example?port=9987"),
    ("cs2_map_workshop", "+host_workshop_map 3070244462 +game_type 0 +game_mode 1"),
    ("podcast_rss_public", "https://feeds.buzzsprout.com/1234567.rss"),
    ("pin_code_homekit_doc", "Homebridge setup code format: XXX-XX-XXX (shown on the first run)"),
]

_CHAT: list[tuple[str, str]] = [
    ("chat_es_no_value", "la clave del router te la mando por Signal, no por aquí"),
    ("chat_pt_no_value", "a senha do Wi-Fi está colada na geladeira"),
    ("chat_fr_no_value", "le mot de passe est dans le coffre-fort KeePass, section Labo"),
    ("chat_de_no_value", "Das Passwort steht im Passwortmanager unter „Praxis-Server“."),
    ("chat_it_no_value", "la password te la dico a voce domani"),
    ("chat_nl_no_value", "het wachtwoord is hetzelfde als vorig jaar, vraag het aan Sanne"),
    ("chat_pl_no_value", "hasło jest w menedżerze haseł, folder Serwery"),
    ("chat_tr_no_value", "şifreyi sana telefonla söyleyeceğim"),
    ("chat_ru_no_value", "пароль лежит в Bitwarden, в папке Лаборатория"),
    ("chat_uk_no_value", "пароль я надішлю окремим повідомленням"),
    ("chat_ar_no_value", "كلمة السر موجودة في مدير كلمات المرور"),
    ("chat_hi_no_value", "पासवर्ड मैं आपको फ़ोन पर बताऊँगा"),
    ("chat_id_no_value", "kata sandinya ada di brankas tim, folder Keuangan"),
    ("chat_vi_no_value", "mật khẩu mình gửi qua Zalo nhé"),
    ("chat_ja_no_value", "パスワードは後で電話で伝えます。"),
    ("chat_ko_no_value", "비밀번호는 노션 비공개 페이지에 있어요"),
    ("chat_zh_no_value", "密码在 1Password 的「实验室」保险库里"),
    ("chat_sw_no_value", "nenosiri nitakutumia kwa simu"),
    ("chat_el_no_value", "τον κωδικό θα σου τον πω από κοντά"),
    ("chat_en_password_word", "I changed my password yesterday and now the notebook won't start"),
    (
        "chat_en_key_rotated",
        "we rotated the Canvas developer key this morning, the old one is dead",
    ),
    ("chat_en_stream_key_where", "where do I find the stream key in OBS? Settings > Stream?"),
    ("chat_en_door_code_no_value", "the new door code will be posted on the staff board"),
    ("chat_en_rcon_port", "rcon is on port 25575, password is in the panel"),
]

FIXED: list[tuple[str, str]] = [*_FROM_ELSEWHERE, *_PUBLIC, *_CHAT]
