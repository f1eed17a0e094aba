"""Held-out 42's embedded and device-build kinds (`bench/secret_kinds_heldout42.py`).

Arduino sketches and their `secrets.h`/`arduino_secrets.h` (`#define
SECRET_PASS`, `const char* password`), PlatformIO's `platformio.ini`
(`build_flags = -DWIFI_PASS=\\"…\\"`, `upload_flags = --auth=`),
ESPHome's YAML (`api: encryption: key:`, `ota: password:`, `wifi:`),
ESP-IDF's `sdkconfig` (`CONFIG_ESP_WIFI_PASSWORD`, the example's
`CONFIG_EXAMPLE_WIFI_PASSWORD`, an MQTT broker's password), `idf.py`
and `esptool` output (an NVS partition's CSV of credentials, `idf.py
menuconfig`'s saved value, a flash encryption key written in hex),
Zephyr's `prj.conf` (`CONFIG_NET_CONFIG_...`, a TLS PSK), Yocto's
`local.conf` (`EXTRA_USERS_PARAMS` with a clear `usermod -P`, a
`SRC_URI` with a user and a token), Buildroot's `BR2_TARGET_GENERIC_ROOT_
PASSWD`, OTA signing keys (MCUboot's `imgtool` PEM, an ESP secure boot
key, a SWUpdate key's passphrase, Mender's tenant token), serial consoles
printing credentials at boot, `mosquitto_pub` with `-P`, Particle's and
balena's CLI tokens, AWS IoT device keys printed at provisioning, LoRaWAN
AppKeys, a Home Assistant `secrets.yaml`, and U-Boot's `setenv`.
"""

from __future__ import annotations

import base64
import random
import string

from bench.secret_kinds import Kind, alnum, b64, hexs, pick, pw
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout42_android import api_key40, hex40, pem_pk, store_pw

__all__ = ["DEVICE_KINDS", "wifi_pw"]


def wifi_pw(r: random.Random) -> str:
    """A Wi-Fi passphrase people choose: words and digits, sometimes a symbol."""
    words = [
        "Kiwi",
        "Orbit",
        "Maple",
        "Sunny",
        "Falcon",
        "Harbor",
        "Cobalt",
        "Lantern",
        "Pepper",
        "Tundra",
    ]
    return (
        r.choice(words)
        + r.choice(words).lower()
        + pick(r, string.digits, 3)
        + r.choice(["", "!", "#", "$"])
        + alnum(r, 4)
    )


def hex_bytes(r: random.Random) -> str:
    return ", ".join("0x" + hexs(r, 2) for _ in range(16))


def esphome_key(r: random.Random) -> str:
    return base64.b64encode(r.randbytes(32)).decode()


_ARDUINO: tuple[Kind, ...] = (
    k(
        "arduino_secrets_h_define",
        "code",
        '#define SECRET_SSID "AcmeLab"\n#define SECRET_PASS "{v}"',
        value=wifi_pw,
    ),
    k(
        "arduino_const_char_password",
        "code",
        'const char* ssid = "Workshop-2G";\n'
        'const char* password = "{v}";\n'
        "\nvoid setup() {\n  WiFi.begin(ssid, password);\n"
        "}",
        value=wifi_pw,
    ),
    k(
        "arduino_wifi_begin_literal",
        "code",
        '  WiFi.begin("FactoryFloor", "{v}");\n  while (WiFi.status() != WL_CONNECTED) delay(500);',
        value=wifi_pw,
    ),
    k(
        "arduino_mqtt_connect_literal",
        "code",
        'if (client.connect("sensor-{d4}", "sensor", "{v}")) {\n'
        '  client.subscribe("plant/cmd");\n'
        "}",
        value=pw,
    ),
    k(
        "arduino_ota_set_password",
        "code",
        'ArduinoOTA.setHostname("greenhouse");\nArduinoOTA.setPassword("{v}");',
        value=pw,
    ),
    k(
        "arduino_blynk_auth_token",
        "code",
        '#define BLYNK_TEMPLATE_ID "TMPL{k8}"\n#define BLYNK_AUTH_TOKEN "{v}"',
        value=lambda r: alnum(r, 32),
    ),
    k(
        "arduino_thingspeak_write_key",
        "code",
        'const char* writeAPIKey = "{v}";\nThingSpeak.writeField(channelID, 1, t, writeAPIKey);',
        value=lambda r: pick(r, string.ascii_uppercase + string.digits, 16),
    ),
    k(
        "arduino_aws_iot_private_key_literal",
        "key",
        'static const char AWS_CERT_PRIVATE[] PROGMEM = R"KEY(\n{v}\n)KEY";',
        value=lambda r: (
            pem_pk(r)
            .replace("BEGIN PRIVATE", "BEGIN RSA PRIVATE")
            .replace("END PRIVATE", "END RSA PRIVATE")
        ),
    ),
    k(
        "arduino_cli_config_build_property",
        "cli",
        'arduino-cli compile --fqbn esp32:esp32:esp32 --build-property "build.extra_flags=-DWIFI_P'
        'ASS=\\"{v}\\"" sketch',
        value=wifi_pw,
    ),
    k(
        "arduino_hmac_key_bytes",
        "code",
        "const uint8_t hmacKey[16] = { {v} };",
        value=hex_bytes,
    ),
)

_PIO: tuple[Kind, ...] = (
    k(
        "platformio_build_flags_wifi",
        "config",
        "[env:esp32dev]\nplatform = espressif32\nboard = esp32dev\nframework = arduino\n"
        'build_flags =\n    -DWIFI_SSID=\\"AcmeLab\\"\n    -DWIFI_PASS=\\"{v}\\"',
        value=wifi_pw,
    ),
    k(
        "platformio_upload_flags_auth",
        "config",
        "[env:ota]\nupload_protocol = espota\n"
        "upload_port = 192.168.4.{d2}\n"
        "upload_flags =\n    --auth={v}",
        value=pw,
    ),
    k(
        "platformio_mqtt_password_flag",
        "config",
        'build_flags = -DMQTT_HOST=\\"mqtt.acme.io\\" -DMQTT_USER=\\"node\\" -DMQTT_PASSWORD=\\"{v'
        '}\\"',
        value=pw,
    ),
    k(
        "pio_run_env_override",
        "cli",
        "PLATFORMIO_BUILD_FLAGS='-DAPI_TOKEN=\\\"{v}\\\"' pio run -e nodemcuv2 -t upload",
        value=api_key40,
    ),
    k(
        "espota_command_auth",
        "cli",
        "python3 espota.py -i 192.168.1.{d2} -p 3232 --auth={v} -f .pio/build/esp32dev/firmware.bi"
        "n",
        value=pw,
    ),
)

_ESPHOME: tuple[Kind, ...] = (
    k(
        "esphome_api_encryption_key",
        "config",
        "api:\n  encryption:\n"
        '    key: "{v}"\n\nota:\n'
        "  - platform: esphome\n"
        "    password: !secret ota_password",
        value=esphome_key,
    ),
    k(
        "esphome_ota_password_literal",
        "config",
        'ota:\n  - platform: esphome\n    password: "{v}"',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "esphome_wifi_literal",
        "config",
        'wifi:\n  ssid: "Shed"\n'
        '  password: "{v}"\n  ap:\n'
        '    ssid: "Shed Fallback"\n'
        '    password: "{k12}"',
        value=wifi_pw,
    ),
    k(
        "home_assistant_secrets_yaml",
        "config",
        "# secrets.yaml\nwifi_ssid: Home\nwifi_password: {v}\nota_password: {h32}",
        value=wifi_pw,
    ),
    k(
        "esphome_logs_wifi_pw",
        "prose",
        "[14:02:11][C][wifi:416]:   SSID: 'Shed'\n[14:02:11][C][wifi:417]:   Password: '{v}'",
        value=wifi_pw,
    ),
)

_IDF: tuple[Kind, ...] = (
    k(
        "sdkconfig_wifi_password",
        "config",
        'CONFIG_EXAMPLE_WIFI_SSID="AcmeLab"\n'
        'CONFIG_EXAMPLE_WIFI_PASSWORD="{v}"\n'
        "CONFIG_EXAMPLE_WIFI_AUTH_WPA2_PSK=y",
        'CONFIG_ESP_WIFI_SSID="plant-net"\nCONFIG_ESP_WIFI_PASSWORD="{v}"',
        value=wifi_pw,
    ),
    k(
        "sdkconfig_mqtt_password",
        "config",
        'CONFIG_BROKER_URL="mqtts://broker.acme.io:8883"\n'
        'CONFIG_BROKER_USERNAME="dev-{d4}"\n'
        'CONFIG_BROKER_PASSWORD="{v}"',
        value=pw,
    ),
    k(
        "sdkconfig_defaults_broker_uri_password",
        "dsn",
        'CONFIG_BROKER_URI="mqtt://node:{v}@10.0.0.{d2}:1883"',
        value=store_pw,
    ),
    k(
        "nvs_partition_csv_credentials",
        "config",
        "key,type,encoding,value\nwifi,namespace,,\nssid,data,string,AcmeLab\npass,data,string,{v}",
        value=wifi_pw,
    ),
    k(
        "nvs_partition_csv_api_key",
        "config",
        "key,type,encoding,value\n"
        "cloud,namespace,,\ndevice_id,data,string,dev-{d6}\n"
        "api_key,data,string,{v}",
        value=api_key40,
    ),
    k(
        "flash_encryption_key_hex_dump",
        "key",
        "$ espsecure.py generate_flash_encryption_key my_flash_encryption_key.bin\n"
        "$ xxd -p my_flash_encryption_key.bin | tr -d '\\n'\n"
        "{v}",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "secure_boot_signing_key_pem",
        "key",
        "$ cat secure_boot_signing_key.pem\n{v}",
        value=lambda r: (
            "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEI"
            + b64(r, 55)
            + "\n"
            + b64(r, 64)
            + "\n"
            + b64(r, 12)
            + "==\n-----END EC PRIVATE KEY-----"
        ),
    ),
    k(
        "idf_monitor_boot_log_password",
        "prose",
        "I (612) wifi:mode : sta (24:0a:c4:{h2}:{h2}:{h2})\n"
        "I (622) app: connecting to AcmeLab with pass '{v}'\n"
        "I (1843) wifi:connected with AcmeLab",
        value=wifi_pw,
    ),
    k(
        "idf_py_build_define",
        "cli",
        'idf.py -DWIFI_PASSWORD="{v}" -DSDKCONFIG_DEFAULTS="sdkconfig.defaults" build flash '
        "monitor",
        value=wifi_pw,
    ),
    k(
        "esp_hosted_provisioning_pop",
        "cli",
        "python esp_prov.py --transport softap --service_name PROV_{h6} --sec_ver 1 --pop "
        "{v} --ssid AcmeLab --passphrase {v}",
        value=wifi_pw,
    ),
)

_ZEPHYR_LINUX: tuple[Kind, ...] = (
    k(
        "zephyr_prj_conf_wifi_psk",
        "config",
        "CONFIG_WIFI=y\nCONFIG_WIFI_CREDENTIALS_STATIC=y\n"
        'CONFIG_WIFI_CREDENTIALS_STATIC_SSID="AcmeLab"\n'
        'CONFIG_WIFI_CREDENTIALS_STATIC_PASSWORD="{v}"',
        value=wifi_pw,
    ),
    k(
        "zephyr_tls_psk_hex",
        "config",
        "CONFIG_MBEDTLS_KEY_EXCHANGE_PSK_ENABLED=y\n"
        'CONFIG_APP_TLS_PSK_IDENTITY="dev-{d4}"\n'
        'CONFIG_APP_TLS_PSK="{v}"',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "zephyr_lwm2m_psk_shell",
        "cli",
        "uart:~$ lwm2m write 0/0/5 -s {v}",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "yocto_local_conf_usermod_clear",
        "config",
        'INHERIT += "extrausers"\n'
        'EXTRA_USERS_PARAMS = "usermod -P {v} root; useradd -P {v} service;"',
        value=store_pw,
    ),
    k(
        "yocto_src_uri_token",
        "dsn",
        'SRC_URI = "git://gitlab.acme.io/fw/sensor.git;protocol=https;branch=main;user=ci:{v}"',
        value=lambda r: "glpat-" + alnum(r, 20),
    ),
    k(
        "yocto_local_conf_wifi_recipe_var",
        "config",
        'WIFI_SSID = "FactoryFloor"\nWIFI_PSK = "{v}"\nIMAGE_INSTALL:append = " wpa-supplicant"',
        value=wifi_pw,
    ),
    k(
        "buildroot_root_password",
        "config",
        'BR2_TARGET_GENERIC_ROOT_PASSWD="{v}"\nBR2_TARGET_GENERIC_GETTY_PORT="ttyS0"',
        value=store_pw,
    ),
    k(
        "wpa_supplicant_conf_psk",
        "config",
        "ctrl_interface=DIR=/var/run/wpa_supplicant\n"
        'network={\n    ssid="AcmeLab"\n'
        '    psk="{v}"\n    key_mgmt=WPA-PSK\n'
        "}",
        value=wifi_pw,
    ),
    k(
        "wpa_supplicant_hashed_psk",
        "config",
        'network={\n    ssid="FactoryFloor"\n    psk={v}\n}',
        value=lambda r: hexs(r, 64),
    ),
    k(
        "uboot_setenv_password",
        "cli",
        "=> setenv bootargs console=ttyS0,115200 root=/dev/mmcblk0p2 acme.pin={v}\n=> saveenv",
        value=lambda r: pick(r, string.digits, 8),
    ),
    k(
        "serial_console_boot_credentials",
        "prose",
        "[    4.812331] acme-provision: device enrolled\n"
        "[    4.812390] acme-provision: cloud token={v}\n"
        "[    4.9] random: crng init done",
        value=api_key40,
    ),
    k(
        "serial_console_factory_login",
        "prose",
        "Welcome to AcmeOS 3.2 (ttyS0)\nfactory-test login: root\nPassword: {v}\n# uname -a",
        value=store_pw,
    ),
)

_OTA: tuple[Kind, ...] = (
    k(
        "mcuboot_imgtool_key_pem",
        "key",
        "$ imgtool keygen -k root-ec-p256.pem -t ecdsa-p256 && cat root-ec-p256.pem\n{v}",
        value=lambda r: (
            "-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg"
            + b64(r, 16)
            + "\n"
            + b64(r, 64)
            + "\n"
            + b64(r, 36)
            + "\n-----END PRIVATE KEY-----"
        ),
    ),
    k(
        "imgtool_sign_key_password_env",
        "cli",
        "IMGTOOL_KEY_PASSWORD={v} imgtool sign --key root-rsa-2048.pem --header-size 0x200 "
        "--align 8 --version 1.2.0 --slot-size 0x60000 zephyr.bin signed.bin",
        value=store_pw,
    ),
    k(
        "swupdate_signing_passphrase",
        "cli",
        "openssl dgst -sha256 -sign swupdate-priv.pem -passin pass:{v} sw-description > sw-descrip"
        "tion.sig",
        value=store_pw,
    ),
    k(
        "mender_tenant_token",
        "config",
        '{\n  "ServerURL": "https://hosted.mender.io",\n  "TenantToken": "{v}"\n}',
        value=lambda r: (
            "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9."
            + b64(r, 140).replace("+", "-").replace("/", "_")
            + "."
            + alnum(r, 86)
        ),
    ),
    k(
        "hawkbit_gateway_token",
        "config",
        "hawkbit.server.url=https://ota.acme.io\nhawkbit.gateway.token={v}",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "rauc_signing_key_passphrase",
        "cli",
        "RAUC_KEY_PASSPHRASE='{v}' rauc bundle --cert=dev.cert.pem --key=dev.key.pem rootfs/ "
        "update.raucb",
        value=store_pw,
    ),
    k(
        "uf2_or_bin_aes_key",
        "config",
        "FIRMWARE_AES_KEY={v}\nFIRMWARE_IV={h32}",
        value=lambda r: hexs(r, 64),
    ),
)

_CLOUD: tuple[Kind, ...] = (
    k(
        "mosquitto_pub_password_flag",
        "cli",
        "mosquitto_pub -h broker.acme.io -p 8883 --capath /etc/ssl/certs -u node-{d3} -P '{v}' "
        "-t plant/telemetry -m 21.4",
        value=pw,
    ),
    k(
        "mosquitto_passwd_clear_line",
        "cli",
        "mosquitto_passwd -b /etc/mosquitto/passwd sensor {v}",
        value=pw,
    ),
    k(
        "particle_cli_access_token",
        "cli",
        "particle flash --token {v} my-argon firmware.bin",
        "PARTICLE_ACCESS_TOKEN={v} particle call plant-{d2} reset",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "balena_api_key_cli",
        "cli",
        "balena login --token {v} && balena push acme/fleet",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "lorawan_app_key",
        "code",
        "// OTAA\nstatic const u1_t PROGMEM DEVEUI[8] = { 0x{h2}, 0x{h2}, 0x{h2}, 0x{h2}, "
        "0x{h2}, 0x{h2}, 0x{h2}, 0x{h2} };\n"
        'const char *appKey = "{v}";',
        value=lambda r: hexs(r, 32).upper(),
    ),
    k(
        "ttn_cli_device_app_key",
        "cli",
        "ttn-lw-cli end-devices set acme-app node-{d3} --root-keys.app-key.key {v}",
        value=lambda r: hexs(r, 32).upper(),
    ),
    k(
        "aws_iot_provision_output_private_key",
        "key",
        "$ aws iot create-keys-and-certificate --set-as-active\n"
        '{\n    "certificateArn": "arn:aws:iot:eu-central-1:{d12}:cert/{h64}",\n'
        '    "keyPair": {\n        "PrivateKey": "{v}"\n    }\n}',
        value=lambda r: pem_pk(r).replace("\n", "\\n"),
    ),
    k(
        "azure_iot_device_connection_string",
        "dsn",
        'const char* connectionString = "HostName=acme-hub.azure-devices.net;DeviceId=sensor-{d3};'
        'SharedAccessKey={v}";',
        value=lambda r: b64(r, 43) + "=",
    ),
    k(
        "golioth_psk_shell",
        "cli",
        "uart:~$ settings set golioth/psk-id dev-{d4}@acme\nuart:~$ settings set golioth/psk {v}",
        value=pw,
    ),
    k(
        "tasmota_backlog_mqtt_password",
        "cli",
        "Backlog MqttHost mqtt.local; MqttUser tasmota; MqttPassword {v}; WebPassword {v}",
        value=pw,
    ),
    k(
        "esptool_read_flash_strings_credentials",
        "prose",
        "$ esptool.py read_flash 0x9000 0x6000 nvs.bin && strings nvs.bin | head\n"
        "wifi\nAcmeLab\n{v}\ncloud",
        value=wifi_pw,
    ),
    k(
        "openocd_jtag_unlock_key",
        "cli",
        'openocd -f interface/stlink.cfg -f target/stm32f4x.cfg -c "init; stm32f4x unlock '
        '0; acme_unlock {v}; exit"',
        value=hex40,
    ),
)

DEVICE_KINDS: tuple[Kind, ...] = (
    *_ARDUINO,
    *_PIO,
    *_ESPHOME,
    *_IDF,
    *_ZEPHYR_LINUX,
    *_OTA,
    *_CLOUD,
)
