"""Held-out 44's monitoring, config management and console kinds (`..._heldout44.py`).

Monitoring: Nagios `resource.cfg` (`$USER3$=`), a `check_snmp -C` and a
`check_ldap -P` command definition, NRPE's `check_mysql -p` argument,
Icinga 2's `ApiUser` `password` and a `curl -u` to its API, Zabbix (an agent's
PSK file, `zabbix_sender --tls-psk-file` written by `echo`, an API token in
a `curl`'s JSON body, `DBPassword` in `zabbix_server.conf`, a `{$SNMP_COMMUNITY}`
macro's value), LibreNMS `config.php`, an `alertmanager.yml` SMTP
`auth_password`, Grafana's `admin_password`, Netdata's claim token and a
Smokeping secrets file. Config management: Ansible (inventory
`ansible_password`, `ansible_become_pass`, `-e ansible_ssh_pass=…`, a
`vault_password_file` written with `echo`, `ansible-vault` with
`--vault-password-file <(echo …)`, a vault password left in a comment
of `ansible.cfg`, a `group_vars` with a `net_` connection
password), Salt (a pillar `sls`, `salt-ssh` roster `passwd`), Puppet
(hiera YAML in clear, `eyaml` keys are secrets but their `ENC[…]` values are
look-alikes), Chef (a data bag item JSON in clear, an
`encrypted_data_bag_secret` file's text, `knife` with `--secret`). Consoles
and automation: `expect` scripts that `send` a password, a `minicom`/`screen`
session log with a config typed at the prompt, `sshpass`, a `conserver.cf`,
Netmiko and NAPALM scripts, Oxidized and RANCID (`.cloginrc`) credentials,
`nornir` hosts files, Terraform providers for network gear.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, b64, hexs
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout44_net import community, psk

__all__ = ["OPS_KINDS"]


def _zbx_token(r: random.Random) -> str:
    return hexs(r, 64)


_MONITOR: tuple[Kind, ...] = (
    k(
        "nagios_resource_cfg_user_macro",
        "config",
        "# /usr/local/nagios/etc/resource.cfg\n$USER1$=/usr/lib/nagios/plugins\n$USER3$={v}",
        "$USER5$={v}\n$USER6$=svc-nagios",
    ),
    k(
        "nagios_check_snmp_command",
        "config",
        "define command {\n    command_name check_if\n    command_line $USER1$/check_snmp -H "
        "$HOSTADDRESS$ -C {v} -o ifOperStatus.$ARG1$\n}",
        value=community,
    ),
    k(
        "nagios_check_ldap_password",
        "config",
        "define command {\n  command_name check_ad_bind\n  command_line $USER1$/check_ldap -H "
        "$HOSTADDRESS$ -b dc=corp,dc=example -D cn=nagios,dc=corp,dc=example -P '{v}' -3\n}",
    ),
    k(
        "nrpe_check_mysql_password",
        "config",
        "command[check_mysql]=/usr/lib/nagios/plugins/check_mysql -H localhost -u nagios -p {v}",
    ),
    k(
        "icinga_api_user_password",
        "config",
        'object ApiUser "director" {\n  password = "{v}"\n  permissions = [ "*" ]\n}',
    ),
    k(
        "icinga_api_curl_basic",
        "cli",
        "curl -k -s -u 'root:{v}' -H 'Accept: application/json' "
        "'https://icinga2.lan:5665/v1/objects/hosts'",
    ),
    k(
        "zabbix_psk_file_echo",
        "cli",
        "openssl rand -hex 32\n# {v}\necho {v} > /etc/zabbix/zabbix_agentd.psk",
        "echo '{v}' | sudo tee /etc/zabbix/agent2.psk",
        value=_zbx_token,
    ),
    k(
        "zabbix_sender_tls_psk",
        "cli",
        "zabbix_sender -z zbx.lan -s web01 -k app.queue -o 12 --tls-connect psk "
        "--tls-psk-identity PSK-web01 --tls-psk-file <(echo {v})",
        value=_zbx_token,
    ),
    k(
        "zabbix_api_token_json",
        "cli",
        'curl -s -X POST -H \'Content-Type: application/json-rpc\' -d \'{"jsonrpc":"2.0",'
        '"method":"host.get","params":{"output":["hostid"]},"auth":"{v}",'
        '"id":1}\' http://zbx.lan/api_jsonrpc.php',
        "curl -H 'Authorization: Bearer {v}' -d @req.json http://zabbix/api_jsonrpc.php",
        value=_zbx_token,
    ),
    k(
        "zabbix_server_conf_dbpassword",
        "config",
        "DBHost=localhost\nDBName=zabbix\nDBUser=zabbix\nDBPassword={v}\nStartPollers=10",
    ),
    k(
        "zabbix_macro_snmp_community",
        "output",
        "Macros\n{$SNMP_COMMUNITY}   {v}   Text\n{$IFCONTROL}   1   Text",
        value=community,
    ),
    k(
        "librenms_config_php_snmp",
        "code",
        "$config['snmp']['community'] = ['{v}'];\n$config['snmp']['v3'][0]['authpass'] = '{k16}';",
        value=community,
    ),
    k(
        "alertmanager_smtp_auth_password",
        "config",
        "global:\n  smtp_smarthost: 'smtp.office365.com:587'\n  smtp_from: 'alerts@example.org'\n"
        "  smtp_auth_username: 'alerts@example.org'\n  smtp_auth_password: '{v}'",
    ),
    k(
        "grafana_ini_admin_password",
        "config",
        "[security]\nadmin_user = admin\nadmin_password = {v}\nsecret_key = {k20}",
    ),
    k(
        "netdata_claim_token",
        "cli",
        "wget -O ./netdata-kickstart.sh https://get.netdata.cloud/kickstart.sh && sh "
        "./netdata-kickstart.sh --claim-token {v} --claim-rooms {uuid}",
        value=lambda r: alnum(r, 20) + "-" + alnum(r, 10) + "_" + alnum(r, 40),
    ),
    k(
        "smokeping_slave_secret",
        "config",
        "# /etc/smokeping/smokeping_secrets.dist\nslave-eu:{v}\nslave-us:{k16}",
    ),
)

_CONFIG_MGMT: tuple[Kind, ...] = (
    k(
        "ansible_inventory_password",
        "config",
        "[switches]\nsw-core-01 ansible_host=10.0.0.2\n\n[switches:vars]\nansible_network_os="
        "cisco.ios.ios\nansible_user=netops\nansible_password={v}\nansible_become_password={k14}",
        "all:\n  hosts:\n    rtr1:\n      ansible_host: 10.1.0.1\n      ansible_password: '{v}'",
    ),
    k(
        "ansible_become_pass_extra_vars",
        "cli",
        "ansible-playbook site.yml -i hosts -e 'ansible_become_pass={v}'",
        "ansible all -i inv.ini -m ping -e ansible_ssh_pass={v} -u pi",
    ),
    k(
        "ansible_vault_password_file_echo",
        "cli",
        "echo '{v}' > ~/.vault_pass && ansible-playbook -i prod deploy.yml "
        "--vault-password-file ~/.vault_pass",
        "ansible-vault view group_vars/all/vault.yml --vault-password-file <(echo {v})",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "ansible_group_vars_enable_secret",
        "config",
        "# group_vars/ios.yml\nansible_connection: ansible.netcommon.network_cli\n"
        "ansible_become: true\nansible_become_method: enable\nansible_become_password: {v}",
    ),
    k(
        "ansible_cfg_vault_identity_literal",
        "config",
        "[defaults]\ninventory = ./hosts\nvault_identity_list = prod@prompt\n# prod vault pw: {v}",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "salt_pillar_sls_password",
        "config",
        "# /srv/pillar/mysql.sls\nmysql:\n  server:\n    root_password: '{v}'\n  "
        "user:\n    zabbix:\n      password: {k16}",
    ),
    k(
        "salt_ssh_roster_passwd",
        "config",
        "# /etc/salt/roster\nedge1:\n  host: 10.0.5.1\n  user: root\n  passwd: {v}\n  sudo: True",
    ),
    k(
        "puppet_hiera_clear_password",
        "config",
        "---\nprofile::snmp::ro_community: '{k14}'\nprofile::ldap::bind_password: '{v}'\n"
        "profile::ntp::servers:\n  - 0.pool.ntp.org",
    ),
    k(
        "puppet_eyaml_private_key_line",
        "output",
        "$ cat /etc/puppetlabs/puppet/eyaml/private_key.pkcs7.pem\n-----BEGIN RSA PRIVATE KEY-----"
        "\n{v}\n{k64}",
        value=lambda r: b64(r, 64),
    ),
    k(
        "chef_data_bag_clear",
        "code",
        '{\n  "id": "switches",\n  "username": "netops",\n  "password": "{v}",\n  '
        '"enable": "{k12}"\n}',
    ),
    k(
        "chef_encrypted_data_bag_secret",
        "cli",
        "echo '{v}' > /etc/chef/encrypted_data_bag_secret\nknife data bag show creds snmp "
        "--secret-file /etc/chef/encrypted_data_bag_secret",
        "knife data bag create creds bmc --secret '{v}'",
        value=lambda r: b64(r, 64),
    ),
)

_CONSOLE: tuple[Kind, ...] = (
    k(
        "expect_send_password",
        "code",
        '#!/usr/bin/expect -f\nspawn ssh admin@10.0.0.1\nexpect "assword:"\nsend "{v}\\r"\n'
        'expect "#"\nsend "show version\\r"',
        'spawn telnet 192.168.0.254\nexpect "Username:" { send "cisco\\r" }\nexpect '
        '"Password:" { send "{v}\\r" }',
    ),
    k(
        "expect_enable_secret",
        "code",
        'expect ">"\nsend "enable\\r"\nexpect "Password:"\nsend "{v}\\r"\nexpect "#"',
        value=psk,
    ),
    k(
        "minicom_capture_config_typed",
        "output",
        "$ cat minicom.cap\nSwitch>en\nSwitch#conf t\nSwitch(config)#username admin privilege 15 "
        "secret {v}\nSwitch(config)#crypto key generate rsa modulus 2048",
    ),
    k(
        "screen_log_wifi_key_set",
        "output",
        "$ tail screenlog.0\nBusyBox v1.36.1 built-in shell (ash)\nroot@OpenWrt:~# uci set "
        "wireless.default_radio0.key='{v}'\nroot@OpenWrt:~# uci commit wireless",
    ),
    k(
        "openwrt_uci_show_key",
        "output",
        "root@OpenWrt:~# uci show wireless | grep key\nwireless.default_radio0.key='{v}'\n"
        "wireless.default_radio1.encryption='sae-mixed'",
    ),
    k(
        "sshpass_switch_backup",
        "cli",
        "sshpass -p '{v}' ssh -o StrictHostKeyChecking=no admin@sw-acc-{d2} 'show run' > "
        "backup/sw.cfg",
        "SSHPASS='{v}' sshpass -e scp admin@fw01:/cf/conf/config.xml .",
    ),
    k(
        "conserver_cf_password",
        "config",
        "default full { rw *; }\nconsole rtr-core { master localhost; type host; host "
        "ts01; port 7001; }\naccess * { trusted 127.0.0.1; }\n# ts01 login: admin / {v}",
    ),
    k(
        "netmiko_device_dict",
        "code",
        "from netmiko import ConnectHandler\n\ndevice = {\n    'device_type': 'cisco_ios',\n"
        "    'host': '10.0.0.2',\n    'username': 'netops',\n    'password': '{v}',\n"
        "    'secret': '{k12}',\n}\nconn = ConnectHandler(**device)",
    ),
    k(
        "napalm_get_network_driver",
        "code",
        "driver = get_network_driver('junos')\nwith driver('10.0.0.3', 'automation', '{v}') as dev:"
        "\n    print(dev.get_facts())",
    ),
    k(
        "oxidized_config_password",
        "config",
        "# ~/.config/oxidized/config\nusername: oxidized\npassword: {v}\nmodel: ios\ninterval: "
        "3600",
        "groups:\n  mikrotik:\n    username: backup\n    password: {v}",
    ),
    k(
        "rancid_cloginrc",
        "config",
        "# ~/.cloginrc\nadd user * rancid\nadd password sw-* {{v}} {{k12}}\nadd method * ssh",
    ),
    k(
        "nornir_hosts_yaml",
        "config",
        "---\nedge-rtr-1:\n  hostname: 10.0.0.1\n  platform: iosxr\n  username: nornir\n"
        "  password: {v}\n  groups:\n    - core",
    ),
    k(
        "terraform_routeros_provider",
        "config",
        'provider "routeros" {\n  hosturl  = "https://192.168.88.1"\n  username = "terraform"\n'
        '  password = "{v}"\n  insecure = true\n}',
    ),
    k(
        "terraform_fortios_token",
        "config",
        'provider "fortios" {\n  hostname = "fgt.lan"\n  token    = "{v}"\n  insecure = "true"\n}',
        value=lambda r: alnum(r, 30),
    ),
)

OPS_KINDS: tuple[Kind, ...] = (*_MONITOR, *_CONFIG_MGMT, *_CONSOLE)
