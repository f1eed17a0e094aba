"""The look-alikes of held-out 20 (`bench/secret_kinds_heldout20.py`): no secret in any of them.

What the same places and trades hold that must come through unchanged: PLC
tag addresses, OPC UA node ids and Modbus registers, work orders, lot and
serial numbers of a plant, MES and CMMS asset ids; parcel labels, tracking
numbers, UN/LOCODEs, booking numbers and vessel voyage codes of a carrier;
flight numbers, aircraft registrations, METAR lines, NOTAM ids, drone serials
and Remote ID numbers; field ids, ear tags and crop fields of a farm;
meter numbers, MPANs, inverter serials and tariff codes of a utility; 311
request ids, parcel numbers, permit numbers and RUC/RUT tax ids of a city;
sample barcodes, plate wells, instrument serials, DOIs and OSF project ids of
a lab; HTCondor cluster ids, LSF job ids, `sacct`-like rows and Sylabs
image digests of research computing; Steam app ids, Unity `.meta` GUIDs, Perforce
changelists and build numbers of a game studio; SMPTE timecodes, EIDR ids,
Ad-ID codes, stream names and SRT stream ids of a broadcaster; the build,
deploy, scheduler, device and serial console places with nothing secret in
them (U-Boot `ethaddr`, AT replies, BMC sensor output, `set -x` traces of a
masked value); keys that are public by design (a minisign public key, a WireGuard
public key, an SSH host key fingerprint, an ESPHome config with `!secret`);
hashes and digests; masked values, references to a secret store in each
tool's syntax, placeholders; measurements and error codes; and chat in the
set's languages that names a secret without giving it.
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import LookAlike, digits, hexs, look_alikes, lower_alnum, pick

__all__ = ["LOOK_ALIKES"]

_UP = string.ascii_uppercase + string.digits
_UPL = string.ascii_uppercase


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-b{h[17:20]}-{h[20:]}"


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("plc_tag", f"Read tag Program:Line{r.randint(1, 9)}.Conveyor_{r.randint(10, 99)}.Speed"),
        ("opcua_node", f"ns=2;s=Plant/Press{r.randint(1, 20)}/Hydraulics/Pressure_bar"),
        ("work_order", f"WO-{digits(r, 7)} closed: bearing swap on PUMP-{digits(r, 3)}"),
        ("lot_number", f"lot L{digits(r, 6)}-{pick(r, _UPL, 2)} released, expiry 2027-03"),
        ("cmms_asset", f"asset_id: {_uuid(r)}\nasset_tag: AST-{digits(r, 6)}"),
        ("tracking_number", f"1Z{pick(r, _UP, 16)} delivered to dock 4"),
        ("booking_number", f"carrierBookingReference: {digits(r, 9)}\nvoyage: {digits(r, 3)}W"),
        ("container_seal", f"seal no. {pick(r, _UPL, 2)}{digits(r, 7)} on container check"),
        ("flight_status", f"KQ{r.randint(100, 999)} NBO-AMS departed 23:{r.randint(10, 59)}"),
        ("tail_number", f"aircraft 5Y-{pick(r, _UPL, 3)} msn {digits(r, 5)} in C-check"),
        ("drone_serial", f"Remote ID serial: 1581F{pick(r, _UP, 15)}"),
        ("ear_tag", f"EID 982 000{digits(r, 9)} weighed {r.randint(350, 650)} kg"),
        ("field_id", f"field_id={_uuid(r)} crop=maize "
         f"area_ha={r.randint(5, 90)}.{r.randint(0, 9)}"),
        ("mpan", f"MPAN 00 801 {digits(r, 3)} 10 {digits(r, 4)} {digits(r, 4)} {digits(r, 3)}"),
        ("inverter_serial", f"inverter SN: {pick(r, _UP, 3)}{digits(r, 10)} fw 3.14.2"),
        ("request_311", f"SR-{digits(r, 8)}: pothole at "
         f"41.88{digits(r, 3)}, -87.63{digits(r, 3)}"),
        ("parcel_apn", f"APN {digits(r, 3)}-{digits(r, 3)}-{digits(r, 3)} "
         f"permit BLD2026-{digits(r, 5)}"),
        ("sample_barcode", f"tube SMP{digits(r, 8)} plate P{digits(r, 4)} "
         f"well {pick(r, 'ABCDEFGH', 1)}{r.randint(1, 12)}"),
        ("instrument_serial", f"Serial: {pick(r, _UPL, 2)}{digits(r, 8)} (QExactive HF)"),
        ("condor_cluster", f"{r.randint(100000, 999999)} job(s) submitted to "
         f"cluster {r.randint(10000, 99999)}."),
        ("sylabs_digest", f"library://lab/default/align:sha256.{hexs(r, 64)}"),
        ("unity_meta_guid", f"fileFormatVersion: 2\nguid: {hexs(r, 32)}\nTextureImporter:"),
        ("p4_change", f"Change {r.randint(100000, 999999)} on 2026/11/28 "
         "by build_farm@bf-ue5-main"),
        ("timecode", f"TC IN 10:{r.randint(10, 59)}:{r.randint(10, 59)}:{r.randint(10, 24)} "
         f"clip A{digits(r, 3)}_C{digits(r, 3)}"),
        ("eidr", "EIDR 10.5240/" + "-".join(hexs(r, 4).upper() for _ in range(5)) + "-C"),
        ("git_sha", f"deployed {hexs(r, 40)} to plant-edge"),
        ("image_digest", f"ghcr.io/acme/scada-ui@sha256:{hexs(r, 64)}"),
        ("request_id", f"x-request-id: {_uuid(r)}"),
        ("build_number", f"Build #{r.randint(1000, 9999)} ({lower_alnum(r, 8)}) passed in 14m"),
        ("job_id_lsf", f"Job <{r.randint(1000000, 9999999)}> is submitted to queue <gpu>."),
    ]  # fmt: skip


_FIXED: list[tuple[str, str]] = [
    # build and deploy places with nothing secret in them
    (
        "bazelrc_no_key",
        "build:remote --remote_cache=grpcs://remote.buildbuddy.io\n"
        "build:remote --remote_header=x-buildbuddy-api-key=$BUILDBUDDY_API_KEY",
    ),
    ("pants_env_ref", 'remote_store_headers = { "authorization" = "%(env.PANTS_TOKEN)s" }'),
    ("capistrano_ssh", 'set :repo_url, "git@git.plant.example:mes/line-ui.git"'),
    (
        "kamal_secrets_ref",
        "KAMAL_REGISTRY_PASSWORD=$KAMAL_REGISTRY_PASSWORD\n"
        "RAILS_MASTER_KEY=$(cat config/master.key)",
    ),
    ("octo_env_key", 'octo create-release --project "Port Gate OCR" --apiKey $env:OCTOPUS_API_KEY'),
    ("argocd_sso", "argocd login argocd.city.example --sso --grpc-web"),
    ("fly_login_browser", "fly -t lab login -c https://ci.lab.example  # opens a browser"),
    (
        "drone_secret_file",
        "drone secret add --repository media/playout --name ftp_password --data @ftp_password.txt",
    ),
    ("buildkite_token_path", 'token-path="/run/secrets/buildkite-agent-token"'),
    (
        "jenkins_cli_env",
        "java -jar jenkins-cli.jar -s https://jenkins.hangar.example/ "
        "-auth @/home/ci/.jenkins-auth build firmware-release",
    ),
    ("fastlane_match_ref", "MATCH_PASSWORD: ${{ secrets.MATCH_PASSWORD }}"),
    ("codemagic_group", "environment:\n  groups:\n    - app_store_credentials"),
    ("earthly_secret_ref", "RUN --secret MAPBOX_TOKEN=+secrets/mapbox_token ./fetch_tiles.sh"),
    ("dagger_env_ref", "dagger call publish --token=env:RENDER_KEY --src=."),
    (
        "gradle_version",
        "distributionUrl=https\\://services.gradle.org/distributions/gradle-8.10.2-bin.zip",
    ),
    (
        "npm_integrity",
        "integrity sha512-"
        "p3cB6nZbQ1VbJp6d2mZw9LxXvMv0mEeHnG5FcRr1P6vZl6Gg3Gx9CmQyWJw1tO4t6h0y6bH0y0H1Xo2cX9aQ==",
    ),
    # schedulers
    (
        "condor_submit_plain",
        "universe = vanilla\nexecutable = run_sim.sh\n"
        'environment = "OMP_NUM_THREADS=8 SIM_SEED=20261129"\nqueue 100',
    ),
    ("bsub_env_plain", 'bsub -q gpu -n 4 -env "all, CUDA_VISIBLE_DEVICES=0,1" python train.py'),
    ("qsub_plain", "qsub -V -l h_rt=04:00:00 -pe smp 8 align.sh"),
    ("airflow_conn_uri_env", 'airflow connections add sftp_port --conn-uri "$SFTP_CONN_URI"'),
    ("crontab_plain", "*/5 * * * * /usr/local/bin/push_reads --netrc /etc/meterbot.netrc"),
    (
        "nomad_vault_template",
        'template {\n  data = "{{ with secret \\"kv/data/radar\\" }}'
        'RADAR_FEED_TOKEN={{ .Data.data.token }}{{ end }}"\n}',
    ),
    ("sacct_like_row", "4581123  align  gpu  acme  8  COMPLETED  0:0"),
    # device configs and serial consoles
    (
        "edgeos_encrypted",
        "set system login user ops authentication encrypted-password "
        "'$6$Qw3rTy$5b8c1e7f0a2d4b6c8e0f1a3b5c7d9e1f3a5b7c9d1e3f5a7b9c1d3e5f7a9b1c3d5e7f9a1b3c5d"
        "7e9f1a3b5c7d9e1f3a5b7c'",
    ),
    (
        "fortigate_show",
        'config system admin\n    edit "noc"\n        set accprofile "super_admin"\n'
        "        set trusthost1 10.0.0.0 255.0.0.0\n    next\nend",
    ),
    ("aruba_show_users", "(Aruba7010) # show mgmt-user\nUSER  ROLE  STATUS\nfieldtech root ACTIVE"),
    ("axis_param_list", "curl 'http://10.20.0.31/axis-cgi/param.cgi?action=list&group=Brand'"),
    (
        "esphome_secret_refs",
        "api:\n  encryption:\n    key: !secret api_key\nota:\n"
        "  - platform: esphome\n    password: !secret ota_password",
    ),
    ("tasmota_status", "Backlog MqttHost 10.1.1.5; MqttUser silo3; Restart 1"),
    ("uboot_ethaddr", "=> printenv ethaddr serverip\nethaddr=00:04:9f:05:a1:3c\nserverip=10.0.0.2"),
    ("at_ok_reply", "AT+QCCID\r\n+QCCID: 89882280666027595893\r\n\r\nOK"),
    ("at_cgdcont", 'AT+CGDCONT=1,"IP","iot.carrier.example"\r\nOK'),
    (
        "micropython_ifconfig",
        ">>> w.ifconfig()\n('192.168.4.17', '255.255.255.0', '192.168.4.1', '8.8.8.8')",
    ),
    (
        "esp_idf_boot",
        "I (29) boot: ESP-IDF v5.2.1 2nd stage bootloader\n"
        "I (29) boot: compile time Nov 28 2026 10:14:07",
    ),
    (
        "ipmitool_sensors",
        "CPU1 Temp        | 54.000     | degrees C  | ok\n"
        "FAN3             | 8400.000   | RPM        | ok",
    ),
    ("racadm_env_pw", 'racadm -r idrac-node042.hpc.example -u root -p "$IDRAC_PW" getsysinfo'),
    (
        "ssh_host_fp",
        "ED25519 key fingerprint is SHA256:Y2pq0jv8r0bP9kzV6yq8mA1m0yXcT6Y2+3rYB3c4c1E.",
    ),
    (
        "minisign_pub",
        "untrusted comment: minisign public key 8A1C3E5F7B9D0A2C\n"
        "RWQsHl9xSkxXxGmCk4UeBGs7sXj0o3yT0cP2xVw1T5Qk7vXcH3m9pRz1",
    ),
    ("wg_pubkey", "PublicKey = 3gPlJ9vYzK1mQ2nR5sT8uV0wX4yZ6aB7cD9eF1gH2iJ="),
    # code with nothing secret in it
    ("elixir_env", 'config :port_ops, PortOps.Tos, password: System.fetch_env!("TOS_PASSWORD")'),
    ("fsharp_env", 'let labApiSecret = Environment.GetEnvironmentVariable "LAB_API_SECRET"'),
    ("kotlin_props", 'password = providers.gradleProperty("studioMavenPassword").get()'),
    ("perl_dbi_env", "my $dbh = DBI->connect($dsn, $ENV{HIST_USER}, $ENV{HIST_PASS});"),
    ("r_getenv", 'key <- Sys.getenv("CDSAPI_SECRET")'),
    (
        "matlab_getenv",
        "opts = weboptions('Username', 'instrument', 'Password', getenv('INST_PW'));",
    ),
    (
        "twincat_empty",
        "VAR\n    sMqttPassword : STRING(40);  // set from the HMI at start\nEND_VAR",
    ),
    (
        "glsl_noise",
        "#define NOISE_SEED 43758.5453123\nfloat rand(vec2 co){ return fract(sin(dot(co, "
        "vec2(12.9898, 78.233))) * NOISE_SEED); }",
    ),
    ("unreal_guid", "ProjectID=8F3E2A1B4C5D6E7F8091A2B3C4D5E6F7"),
    ("godot_uid", '[gd_scene load_steps=4 format=3 uid="uid://b8x2k4q7n1m3p"]'),
    ("lua_hash", 'local MOD_HASH = "9c1185a5c5e9fc54612808977ee8f548b2258d31" -- sha1 of the pak'),
    ("java_char_sep", "char[] separators = new char[] { ',', ';', '|', '\\t' };"),
    ("go_magic_bytes", "var pngMagic = []byte{0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a}"),
    ("json_unicode_greeting", '{"greeting": "\\u0048\\u0061\\u006c\\u006c\\u006f"}'),
    ("html_entities_text", "<p>Caf&#233; &amp; r&#233;sum&#233; &#8212; 3&#8211;5 pm</p>"),
    ("ps_char_sep", "$sep = [char]44; $parts = $line -split $sep"),
    ("b32_public_onion", "http://duckduckgogg42xjoc72x3sjasowoarfbgcmvfimaftt6twagswzczad.onion/"),
    # masked values and references
    ("masked_stars", "SCADA_PASSWORD=********"),
    ("masked_tail", "api key: ****************************a7f2 (last 4 shown)"),
    ("vault_ref", "password: vault:secret/data/plant/historian#password"),
    ("aws_sm_ref", "arn:aws:secretsmanager:af-south-1:123456789012:secret:port/edi-AbC123"),
    ("op_ref", "OPENSKY_PASSWORD=op://Aviation/OpenSky/password"),
    ("k8s_secret_ref", "valueFrom:\n  secretKeyRef:\n    name: weatherlink\n    key: api-secret"),
    (
        "azure_kv_ref",
        "@Microsoft.KeyVault(SecretUri=https://city-kv.vault.azure.net/secrets/accela/)",
    ),
    ("placeholder_angle", "SHIPPO_TOKEN=<your shippo live token>"),
    ("placeholder_x", "EZ_API_KEY=EZAKxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"),
    ("placeholder_dots", "steam web api key: ..."),
    ("placeholder_changeme_doc", "# set ICECAST_SOURCE_PASSWORD before first start (no default)"),
    (
        "gha_masked_log",
        "Run ./deploy.sh\n  MATCH_PASSWORD: ***\n  FASTLANE_USER: ci@studio.example",
    ),
    ("set_x_masked", "+ export RESCALE_TOKEN=***\n+ rescale-cli status -j 42"),
    # codes that are no credentials, measurements and errors
    ("unlocode", "POL: KEMBA (Mombasa)  POD: NLRTM (Rotterdam)  transship: LKCMB"),
    ("hs_and_incoterm", "HS 0902.30 black tea, FOB Mombasa, 19,800 kg net"),
    ("metar", "METAR HKJK 291100Z 06012KT 9999 FEW025 24/13 Q1021 NOSIG"),
    ("notam", "A1234/26 NOTAMN Q) HKNA/QMRLC/IV/NBO/A/000/999 RWY 06/24 CLSD"),
    ("squawk", "squawk 7000, QNH 1021, climb FL120"),
    ("soil_readings", "pH 6.4, EC 1.8 dS/m, N 42 ppm, moisture 23.7 %"),
    ("meter_reading", "meter 04731926 read 018734.2 m3 at 2026-11-29T06:00Z"),
    ("tariff_code", "tariff E7-2026-NOV, unit rate 24.50 p/kWh, standing 53.35 p/day"),
    ("error_code_plc", "Fault F0x8007 on axis 3: following error exceeded (limit 0.5 mm)"),
    ("j1939_code", "SPN 110 FMI 0 engine coolant temperature high, count 3"),
    ("http_error", "HTTP 401 Unauthorized: missing X-Api-Key header (code AUTH_0042)"),
    ("postal_codes", "depots: 00100 Nairobi, 400001 Mumbai, 10110 Bangkok, 01310-100 São Paulo"),
    ("order_numbers", "PO 4500187342, SO 7100042211, invoice INV-2026-004518"),
    ("ruc_tax_id", "RUC 20100070970, RUT 76.086.428-5 (emisor)"),
    ("doi_and_osf", "data: https://doi.org/10.17605/OSF.IO/X7K2Q and osf.io/x7k2q"),
    ("rrid", "antibody RRID:AB_2536611, cell line RRID:CVCL_0030"),
    ("ad_id_code", "Ad-ID ACME0001000H, ISCI ACME1234"),
    (
        "srt_streamid_plain",
        "srt://ingest.broadcast.example:9000?mode=caller&streamid=#!::r=live/night",
    ),
    ("rtmp_no_key", "rtmp://live.restream.io/live/  (stream key goes in OBS settings)"),
    ("steam_app_ids", "appid 2357570, depot 2357571, build 16294533"),
    ("semver_list", "Unity 6000.0.23f1, UE 5.4.4, Godot 4.3-stable, OBS 30.2.3"),
    (
        "sha256_checksum",
        "sha256  3f0b5c2e9a7d41f68e2c0b9d7a5f3e1c8b6d4a2f0e9c7b5a3d1f8e6c4b2a0d9f  "
        "firmware-3.2.1.bin",
    ),
    ("md5_checksum", "MD5 (skyward-1.4.0.pak) = 9e107d9d372bb6826bd81d3542a419d6"),
    ("mac_addresses", "eth0 84:f7:03:1a:22:90, wlan0 84:f7:03:1a:22:91"),
    ("iccid_imei", "ICCID 8988228066602759589 IMEI 356938035643809"),
    # chat that names a secret without giving it
    ("chat_wolof_ref", "baatu jàll bi mu ngi ci vault bi"),
    ("chat_twi_ref", "ahintasɛm no wɔ 1Password mu"),
    ("chat_kinyarwanda_ref", "ijambo ry'ibanga riri muri vault"),
    ("chat_somali_ref", "furaha sirta ah wuxuu ku jiraa vault-ka"),
    ("chat_sinhala_ref", "මුරපදය vault එකේ තියෙනවා"),
    ("chat_nepali_ref", "पासवर्ड vault मा छ, म पठाउँदिन"),
    ("chat_khmer_ref", "ពាក្យសម្ងាត់នៅក្នុង vault"),
    ("chat_cebuano_ref", "ang password naa sa vault, dili nako i-paste diri"),
    ("chat_quechua_ref", "pakasqa siminqa vault ukhupi kachkan"),
    ("chat_haitian_ref", "modpas la nan vault la, m p ap voye l isit"),
    ("chat_guarani_ref", "ñe'ẽñemi oĩ vault-pe"),
    ("chat_swahili_ref", "nenosiri jipya liko kwenye vault, usiliweke hapa"),
    ("chat_hinglish_ref", "password vault me hai, Slack pe mat bhejna"),
    ("chat_spanish_ref", "la clave del riego está en el gestor, no la pongo aquí"),
    ("chat_rotated", "I rotated the Maersk consumer key and the Shippo token; both in Vault now"),
    ("chat_pin_policy", "the cold-store door code changes every Monday; ask the shift lead"),
    ("chat_nato_callsign", "tower, this is Kilo Quebec one zero zero, ready for departure"),
    ("chat_timecode_said", "cut at ten, fourteen, twenty-two and eight frames"),
    ("chat_no_key_asked", "which header does CMA CGM want the key in, KeyId or x-api-key?"),
]


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout20", _rounds, _FIXED
)
