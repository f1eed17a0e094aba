"""The second part of held-out 33's kinds (`bench/secret_kinds_heldout33.py`): plants and fleets.

Industrial, automotive and device fleets, and the provisioning of OS images:
OPC UA (python-opcua's `set_password`, an `opc.tcp://` URL with a login,
node-opcua's user identity), SCADA and historians (Ignition's API token
header, a Node-RED `credentialSecret`, an AVEVA Historian ODBC string, a PI
Web API login, a Kepware configuration call), PLCs (snap7's session password,
a BACnet reinitialise password, pyads' route), MQTT (`mosquitto_pub -P`, a
bridge's `remote_password`, paho's `username_pw_set`, an EMQX API secret and
`emqx ctl admins passwd`, an IoT hub device's SAS signature), UDS and CAN (a
security-access mask in C, a seed-key constant in Python, a CAPL variable),
telematics and fleets (MyGeotab's login, a fleet API key header, Teltonika's
SMS `setparam`, a Traccar login, Smartcar's client secret, OCPP's
`AuthorizationKey` and a charge point's basic-auth URL, Ewon Talk2M's query),
firmware builds (an ESP-IDF `sdkconfig`, a Zephyr TLS PSK, Buildroot's root
password, Yocto's `usermod -P`, OpenWrt's `uci set`, `fw_setenv`, a signing
step's `-passin pass:`, Particle and Balena tokens, a Memfault project key,
Golioth's PSK), LoRaWAN (`ttn-lw-cli`'s AppKey and NwkKey, an LMIC `APPKEY`
byte array, `AT+APPKEY=` and `AT+APPSKEY=`, a The Things Stack API key, a
ChirpStack bearer) and OS images (kickstart's `rootpw --plaintext` and
`user --password`, preseed's root and user passwords, cloud-init's
`chpasswd` list, `password:` and a netplan Wi-Fi password, a Butane inline
file, an iPXE `set password`, Packer's `winrm_password`, a MAAS API key,
Foreman's hammer config).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, b64, hexs, lower_alnum, pick, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k

__all__ = ["PLANT_KINDS"]


def _upper_hex(n: int) -> Callable[[random.Random], str]:
    return lambda r: hexs(r, n).upper()


def _c_bytes(r: random.Random) -> str:
    return ", ".join("0x" + hexs(r, 2).upper() for _ in range(16))


def _jwtish(r: random.Random) -> str:
    return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + urlsafe(r, 60) + "." + urlsafe(r, 43)


def _maas_key(r: random.Random) -> str:
    return f"{alnum(r, 18)}:{alnum(r, 18)}:{alnum(r, 32)}"


def _ttn_key(r: random.Random) -> str:
    up = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
    return f"NNSXS.{pick(r, up, 39)}.{pick(r, up, 52)}"


_OT: tuple[Kind, ...] = (
    k(
        "opcua_python_set_password",
        "code",
        'client = Client("opc.tcp://plc01.plant.local:4840")\nclient.set_user("operator")\n'
        'client.set_password("{v}")\nclient.connect()',
    ),
    k(
        "opcua_url_with_login",
        "dsn",
        "opc.tcp://engineer:{v}@scada01.plant.local:4840/freeopcua/server/",
    ),
    k(
        "node_opcua_user_identity",
        "code",
        'await client.createSession({\n  type: UserTokenType.UserName,\n  userName: "line3",\n'
        '  password: "{v}",\n});',
    ),
    k(
        "ignition_api_token_header",
        "header",
        'curl -H "X-Ignition-API-Token: historian:{v}" https://ignition.plant.local:8043/data/'
        "api/v1/tags",
        value=lambda r: urlsafe(r, 43),
    ),
    k(
        "node_red_credential_secret",
        "config",
        "module.exports = {\n    flowFile: 'flows.json',\n    credentialSecret: \"{v}\",\n"
        "    uiPort: process.env.PORT || 1880,\n}",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "historian_odbc_pwd",
        "dsn",
        "Driver={SQL Server};Server=hist01\\INSQL;Database=Runtime;UID=wwUser;PWD={v};",
    ),
    k(
        "pi_web_api_basic",
        "cli",
        "curl -u 'PLANT\\piservice:{v}' https://pi01.plant.local/piwebapi/streams/F1Dp{k20}/value",
    ),
    k(
        "snap7_session_password",
        "code",
        'plc = snap7.client.Client()\nplc.set_session_password("{v}")\n'
        'plc.connect("192.168.0.10", 0, 1)',
        value=lambda r: alnum(r, 8),
    ),
    k(
        "bacnet_reinit_password",
        "cli",
        "./bin/bacrd 260001 warmstart {v}",
        value=lambda r: alnum(r, 10),
    ),
    k(
        "pyads_add_route_password",
        "code",
        'pyads.add_route_to_plc("192.168.0.20.1.1", "eng-laptop", "192.168.0.30", '
        '"Administrator", "{v}")',
    ),
    k(
        "mosquitto_pub_password",
        "cli",
        "mosquitto_pub -h broker.plant.local -p 8883 --cafile ca.crt -u line3 -P '{v}' "
        "-t plant/line3/cmd -m start",
        "mosquitto_sub -h 10.0.5.2 -u telemetry -P {v} -t 'sensors/#' -v",
    ),
    k(
        "mosquitto_bridge_remote_password",
        "config",
        "connection cloud-bridge\naddress iot.corp.example:8883\ntopic plant/# out 1\n"
        "remote_username plant01\nremote_password {v}\nbridge_cafile /etc/mosquitto/ca.crt",
    ),
    k(
        "paho_username_pw_set",
        "code",
        'client = mqtt.Client(client_id="press-07")\n'
        'client.username_pw_set("press-07", "{v}")\nclient.connect("10.0.5.2", 1883)',
    ),
    k(
        "emqx_api_key_secret",
        "cli",
        "curl -u {h16}:{v} http://emqx.plant.local:18083/api/v5/clients",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "emqx_ctl_admins_passwd",
        "cli",
        "emqx ctl admins passwd admin {v}",
    ),
    k(
        "iot_hub_sas_signature",
        "header",
        "Authorization: SharedAccessSignature sr=plant-hub.azure-devices.net%2Fdevices%2Fpress-07"
        "&sig={v}&se=1796001234",
        value=lambda r: b64(r, 43).replace("+", "%2B").replace("/", "%2F") + "%3D",
    ),
    k(
        "uds_security_access_mask_c",
        "code",
        "#define SA_LEVEL1_MASK 0x{v}UL\n\nuint32_t compute_key(uint32_t seed) {\n"
        "    return ((seed ^ SA_LEVEL1_MASK) << 3) | (seed >> 29);\n}",
        value=_upper_hex(8),
    ),
    k(
        "uds_seed_key_secret_python",
        "code",
        'SEED_KEY_SECRET = bytes.fromhex("{v}")\n\n'
        "def key_for(seed: bytes) -> bytes:\n    return hmac.new(SEED_KEY_SECRET, seed, "
        "hashlib.sha256).digest()[:4]",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "capl_security_constant",
        "code",
        "variables {\n  dword gSecurityConstant = 0x{v};\n  message 0x7E0 diagReq;\n}",
        value=_upper_hex(8),
    ),
    k(
        "mygeotab_api_login",
        "code",
        'api = mygeotab.API(username="fleet@haulage.example", password="{v}", '
        'database="haulage_co")\napi.authenticate()',
    ),
    k(
        "fleet_api_key_header",
        "header",
        'curl -H "X-Api-Key: {v}" "https://api.fleet.example/v1/vehicles/locations"',
        value=lambda r: f"{hexs(r, 8)}-{hexs(r, 4)}-4{hexs(r, 3)}-a{hexs(r, 3)}-{hexs(r, 12)}",
    ),
    k(
        "teltonika_sms_setparam",
        "prose",
        'SMS to +31612345678: "  setparam 2001:internet.fleet;2002:fleetapn;2003:{v}"',
        value=lambda r: alnum(r, 12),
    ),
    k(
        "traccar_admin_login",
        "cli",
        "curl -u admin@fleet.example:{v} https://traccar.fleet.example/api/devices",
    ),
    k(
        "smartcar_client_secret",
        "code",
        'client = smartcar.AuthClient(client_id="{uuid}", client_secret="{v}", '
        'redirect_uri="https://fleet.example/callback")',
        value=lambda r: f"{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
    ),
    k(
        "ocpp_authorization_key",
        "output",
        '[2,"{h8}","ChangeConfiguration",{"key":"AuthorizationKey","value":"{v}"}]',
        value=lambda r: hexs(r, 40),
    ),
    k(
        "ocpp_basic_auth_url",
        "dsn",
        "wss://CP0042:{v}@csms.charge.example/ocpp/CP0042",
        value=lambda r: alnum(r, 20),
    ),
    k(
        "ewon_talk2m_query",
        "cli",
        "curl 'https://m2web.talk2m.com/t2mapi/getewons?t2maccount=plantco&t2musername=eng"
        "&t2mpassword={v}&t2mdeveloperid={uuid}'",
    ),
)

_FIRMWARE: tuple[Kind, ...] = (
    k(
        "esp_idf_sdkconfig_wifi",
        "config",
        'CONFIG_ESP_WIFI_SSID="Plant-IoT"\nCONFIG_ESP_WIFI_PASSWORD="{v}"\n'
        "CONFIG_ESP_MAXIMUM_RETRY=5",
    ),
    k(
        "zephyr_tls_psk",
        "config",
        "CONFIG_NET_SOCKETS_SOCKOPT_TLS=y\nCONFIG_MBEDTLS_KEY_EXCHANGE_PSK_ENABLED=y\n"
        'CONFIG_NET_SAMPLE_PSK_ID="sensor-17"\nCONFIG_NET_SAMPLE_PSK="{v}"',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "buildroot_root_passwd",
        "config",
        'BR2_TARGET_GENERIC_HOSTNAME="gateway"\nBR2_TARGET_ENABLE_ROOT_LOGIN=y\n'
        'BR2_TARGET_GENERIC_ROOT_PASSWD="{v}"',
    ),
    k(
        "yocto_extrausers_plain",
        "config",
        'INHERIT += "extrausers"\nEXTRA_USERS_PARAMS = "useradd -P {v} service; '
        'usermod -P {v} root;"',
    ),
    k(
        "openwrt_uci_wifi_key",
        "cli",
        "uci set wireless.default_radio0.encryption='psk2'\n"
        "uci set wireless.default_radio0.key='{v}'\nuci commit wireless",
    ),
    k(
        "uboot_fw_setenv_psk",
        "cli",
        "fw_setenv wifi_ssid FieldNet && fw_setenv wifi_psk {v}",
    ),
    k(
        "firmware_sign_passin",
        "cli",
        "openssl dgst -sha256 -sign keys/fw_signing.key -passin pass:{v} -out build/app.sig "
        "build/app.bin",
        "openssl pkcs12 -export -in opcua.crt -inkey opcua.key -out opcua.pfx -passout pass:{v}",
    ),
    k(
        "particle_token_create",
        "output",
        "$ particle token create --expires-in 0\n"
        "New access token never expires\n    {v}\nUse particle token revoke to invalidate it",
        value=lambda r: hexs(r, 40),
    ),
    k(
        "balena_login_token",
        "cli",
        "balena login --token {v}",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "memfault_project_key",
        "config",
        "MEMFAULT_PROJECT_KEY={v}\nMEMFAULT_SOFTWARE_TYPE=gateway-fw\n",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "golioth_settings_psk",
        "cli",
        "uart:~$ settings set golioth/psk-id sensor-17@plant-fleet\n"
        "uart:~$ settings set golioth/psk {v}",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "ttn_cli_app_key",
        "cli",
        "ttn-lw-cli end-devices create plant-app valve-{d3} --dev-eui 70B3D57ED00{U5} "
        "--join-eui 0000000000000000 --frequency-plan-id EU_863_870 --lorawan-version 1.0.3 "
        "--lorawan-phy-version 1.0.3-a --root-keys.app-key.key {v}",
        value=_upper_hex(32),
    ),
    k(
        "ttn_cli_nwk_key",
        "cli",
        "ttn-lw-cli end-devices set plant-app meter-{d3} --root-keys.nwk-key.key {v}",
        value=_upper_hex(32),
    ),
    k(
        "lmic_appkey_bytes",
        "code",
        "static const u1_t PROGMEM APPEUI[8] = { 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, "
        "0x00 };\nstatic const u1_t PROGMEM APPKEY[16] = { {v} };",
        value=_c_bytes,
    ),
    k(
        "lora_at_appkey",
        "cli",
        "AT+DEVEUI=AC1F09FFFE0{U5}\r\nOK\r\nAT+APPEUI=0000000000000000\r\nOK\r\n"
        "AT+APPKEY={v}\r\nOK\r\nAT+JOIN=1:0:10:8",
        value=_upper_hex(32),
    ),
    k(
        "lora_at_appskey",
        "cli",
        "AT+NJM=0\r\nAT+DEVADDR=260B{U4}\r\nAT+APPSKEY={v}\r\nAT+NWKSKEY={h32}",
        value=_upper_hex(32),
    ),
    k(
        "the_things_stack_api_key",
        "header",
        'curl -H "Authorization: Bearer {v}" https://eu1.cloud.thethings.network/api/v3/'
        "applications/plant-app/devices",
        value=_ttn_key,
    ),
    k(
        "chirpstack_grpc_bearer",
        "header",
        "grpcurl -H 'authorization: Bearer {v}' -d '{\"applicationId\": \"{uuid}\"}' "
        "chirpstack.plant.local:8080 api.DeviceService/List",
        value=_jwtish,
    ),
)

_IMAGES: tuple[Kind, ...] = (
    k(
        "kickstart_rootpw_plaintext",
        "config",
        "lang en_US.UTF-8\nkeyboard us\ntimezone Europe/Berlin --utc\nrootpw --plaintext {v}\n"
        "bootloader --location=mbr",
    ),
    k(
        "kickstart_user_password",
        "config",
        "user --name=ops --groups=wheel --password={v} --plaintext\nreboot",
    ),
    k(
        "preseed_root_password",
        "config",
        "d-i passwd/root-login boolean true\nd-i passwd/root-password password {v}\n"
        "d-i passwd/root-password-again password {v}",
    ),
    k(
        "preseed_user_password",
        "config",
        "d-i passwd/user-fullname string Field Ops\nd-i passwd/username string fieldops\n"
        "d-i passwd/user-password password {v}\nd-i passwd/user-password-again password {v}",
    ),
    k(
        "cloud_init_chpasswd_list",
        "config",
        "#cloud-config\nssh_pwauth: true\nchpasswd:\n  expire: false\n  list: |\n"
        "    ubuntu:{v}\n    ops:{v}",
    ),
    k(
        "cloud_init_password_top",
        "config",
        "#cloud-config\npassword: {v}\nchpasswd: { expire: False }\nssh_pwauth: True",
    ),
    k(
        "netplan_wifi_password",
        "config",
        "network:\n  version: 2\n  wifis:\n    wlan0:\n      dhcp4: true\n"
        '      access-points:\n        "Plant-WLAN":\n          password: "{v}"',
    ),
    k(
        "butane_inline_env_file",
        "config",
        "variant: fcos\nversion: 1.5.0\nstorage:\n  files:\n    - path: /etc/rancher/k3s/"
        "agent.env\n      mode: 0600\n      contents:\n        inline: |\n"
        "          K3S_URL=https://10.0.9.1:6443\n          K3S_TOKEN={v}",
        value=lambda r: "K10" + hexs(r, 64) + "::server:" + hexs(r, 32),
    ),
    k(
        "ipxe_set_password",
        "config",
        "#!ipxe\ndhcp\nset username deploy\nset password {v}\n"
        "chain https://pxe.corp.example/boot/${net0/mac}.ipxe",
    ),
    k(
        "packer_winrm_password",
        "config",
        'source "vsphere-iso" "win2022" {\n  communicator   = "winrm"\n'
        '  winrm_username = "Administrator"\n  winrm_password = "{v}"\n}',
    ),
    k(
        "maas_login_api_key",
        "cli",
        "maas login admin http://maas.corp.example:5240/MAAS/ {v}",
        value=_maas_key,
    ),
    k(
        "hammer_cli_config_password",
        "config",
        ":foreman:\n  :host: 'https://foreman.corp.example'\n  :username: 'admin'\n"
        "  :password: '{v}'",
    ),
    k(
        "lower_alnum_provision_token",
        "cli",
        "curl -sfL https://get.fleet.example/agent.sh | sh -s -- --enroll-secret {v} "
        "--fleet-url https://fleet.corp.example",
        value=lambda r: lower_alnum(r, 32),
    ),
)

PLANT_KINDS: tuple[Kind, ...] = (*_OT, *_FIRMWARE, *_IMAGES)
