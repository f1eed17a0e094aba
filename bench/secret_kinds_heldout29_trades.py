"""The third part of held-out 29's kinds (`bench/secret_kinds_heldout29.py`): security vendors.

Vendors of security work no set's docstring names, each key as a pentester,
a threat-intel analyst or an incident responder pastes it into an agent,
written with `kind29` of `bench/secret_kinds_heldout29_more.py`: internet
scanners and threat intel (Shodan, Censys, VirusTotal, AbuseIPDB, GreyNoise,
urlscan.io, Hybrid Analysis, ANY.RUN, AlienVault OTX, SecurityTrails,
IPinfo, BinaryEdge, FOFA, ZoomEye, Netlas, LeakIX, Intelligence X,
Pulsedive, abuse.ch's `Auth-Key`), EDR and SIEM (CrowdStrike Falcon,
SentinelOne, Microsoft Defender's app secret, Wazuh's API user, Sumo
Logic, Google SecOps' ingestion key), case and intel platforms (TheHive,
MISP, OpenCTI), automation (Tines, Torq), cloud and vulnerability scanners
(Wiz, Orca, Lacework, Tenable, Qualys, Rapid7 InsightVM, Nessus, Acunetix,
Detectify, Intruder), bug bounty platforms (HackerOne, Bugcrowd,
Intigriti), ProjectDiscovery's cloud key and an Interactsh token, and
red-team servers (a Metasploit `msfrpcd` password, a Cobalt Strike team
server password, a Sliver operator config, Mythic's admin password, a
Havoc profile, MITRE Caldera's API keys, BloodHound CE's token pair).
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, hexs, lower_alnum, urlsafe
from bench.secret_kinds_heldout29_more import kind29, uuid29

__all__ = ["SECURITY_VENDOR_KINDS"]


def _k(n: int):  # type: ignore[no-untyped-def]
    return lambda r: alnum(r, n)


def _h(n: int):  # type: ignore[no-untyped-def]
    return lambda r: hexs(r, n)


_INTEL: tuple[Kind, ...] = (
    kind29(
        "shodan_init",
        "vendor",
        "$ shodan init {v}\nSuccessfully initialized",
        "api = shodan.Shodan('{v}')\nresults = api.search('product:\"Ollama\" port:11434')",
        value=_k(32),
    ),
    kind29(
        "censys_pair",
        "vendor",
        "$ censys config\nCensys API ID: {uuid}\nCensys API Secret: {v}\nSuccessfully"
        " authenticated",
        "CENSYS_API_ID={uuid}\nCENSYS_API_SECRET={v}",
        value=_k(32),
    ),
    kind29(
        "virustotal_key",
        "vendor",
        "vt init --apikey {v}",
        "curl -s https://www.virustotal.com/api/v3/files/{h64} -H 'x-apikey: {v}' | jq"
        " .data.attributes.last_analysis_stats",
        value=_h(64),
    ),
    kind29(
        "abuseipdb_key",
        "vendor",
        "curl -G https://api.abuseipdb.com/api/v2/check --data-urlencode"
        " 'ipAddress=203.0.113.{d2}' "
        "-H 'Key: {v}' -H 'Accept: application/json'",
        value=_h(80),
    ),
    kind29(
        "greynoise_key",
        "vendor",
        "greynoise setup --api-key {v}",
        "GN_API_KEY={v} python enrich_alerts.py --since 24h",
        value=_k(64),
    ),
    kind29(
        "urlscan_key",
        "vendor",
        "curl -X POST https://urlscan.io/api/v1/scan/ -H 'API-Key: {v}' "
        '-H \'Content-Type: application/json\' -d \'{"url": "https://login-micros0ft.example",'
        ' "visibility": "private"}\'',
        value=uuid29,
    ),
    kind29(
        "hybrid_analysis_key",
        "vendor",
        "curl -H 'api-key: {v}' -H 'User-Agent: Falcon Sandbox' "
        "https://www.hybrid-analysis.com/api/v2/search/hash -d hash={h64}",
        value=_k(64),
    ),
    kind29(
        "anyrun_key",
        "vendor",
        "headers = {'Authorization': 'API-Key {v}'}\nr ="
        " requests.post('https://api.any.run/v1/analysis', headers=headers, files=f)",
        value=_k(36),
    ),
    kind29(
        "otx_key",
        "vendor",
        "otx = OTXv2('{v}')\npulses = otx.getall()",
        value=_h(64),
    ),
    kind29(
        "securitytrails_key",
        "vendor",
        "curl https://api.securitytrails.com/v1/domain/acme.example/subdomains -H 'APIKEY: {v}'",
        value=_k(32),
    ),
    kind29(
        "ipinfo_token",
        "vendor",
        "curl ipinfo.io/198.51.100.{d2}?token={v}",
        "IPINFO_TOKEN={v}",
        value=lambda r: lower_alnum(r, 14),
    ),
    kind29(
        "binaryedge_key",
        "vendor",
        "curl https://api.binaryedge.io/v2/query/ip/192.0.2.{d2} -H 'X-Key: {v}'",
        value=uuid29,
    ),
    kind29(
        "fofa_key",
        "vendor",
        "fofa -email hunter@acme.example -key {v} 'app=\"ComfyUI\"'",
        "FOFA_EMAIL=hunter@acme.example\nFOFA_KEY={v}",
        value=_h(32),
    ),
    kind29(
        "zoomeye_key",
        "vendor",
        "zoomeye init -apikey {v}",
        value=lambda r: uuid29(r).upper(),
    ),
    kind29(
        "netlas_key",
        "vendor",
        "netlas savekey {v}",
        value=_k(32),
    ),
    kind29(
        "leakix_key",
        "vendor",
        "curl -H 'api-key: {v}'"
        " 'https://leakix.net/search?scope=leak&q=%2Bplugin%3AGitConfigHttpPlugin'",
        value=_k(48),
    ),
    kind29(
        "intelx_key",
        "vendor",
        "intelx.py -apikey {v} -search acme.example -buckets leaks.private",
        value=uuid29,
    ),
    kind29(
        "pulsedive_key",
        "vendor",
        "https://pulsedive.com/api/info.php?indicator=evil.example&key={v}",
        value=_h(64),
    ),
    kind29(
        "abusech_auth_key",
        "vendor",
        "curl -X POST https://mb-api.abuse.ch/api/v1/ -H 'Auth-Key: {v}' -d"
        " 'query=get_recent&selector=time'",
        value=_h(48),
    ),
)

_EDR_SIEM: tuple[Kind, ...] = (
    kind29(
        "crowdstrike_pair",
        "vendor",
        "falcon = OAuth2(client_id='{h32}', client_secret='{v}', base_url='us-2')",
        "FALCON_CLIENT_ID={h32}\nFALCON_CLIENT_SECRET={v}",
        value=_k(40),
    ),
    kind29(
        "sentinelone_token",
        "vendor",
        "curl -H 'Authorization: ApiToken {v}'"
        " https://usea1-acme.sentinelone.net/web/api/v2.1/threats",
        value=_k(80),
    ),
    kind29(
        "defender_app_secret",
        "vendor",
        "$body = @{ client_id='{uuid}'; client_secret='{v}';"
        " scope='https://api.securitycenter.microsoft.com/.default' }",
        value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 34),
    ),
    kind29(
        "wazuh_api_user",
        "vendor",
        "curl -u wazuh-wui:{v} -k -X POST"
        " 'https://wazuh.acme.lan:55000/security/user/authenticate?raw=true'",
    ),
    kind29(
        "sumo_access_pair",
        "vendor",
        "SUMO_ACCESS_ID=su{k12}\nSUMO_ACCESS_KEY={v}",
        value=_k(64),
    ),
    kind29(
        "secops_ingestion_key",
        "vendor",
        "curl -X POST 'https://malachiteingestion-pa.googleapis.com/v2/unstructuredlogentries:batc"
        "hCreate?key={v}'",
        value=lambda r: "AIza" + urlsafe(r, 35),
    ),
    kind29(
        "thehive_key",
        "vendor",
        "api = TheHiveApi('https://hive.acme.lan', '{v}')",
        value=_k(32),
    ),
    kind29(
        "misp_authkey",
        "vendor",
        "misp = PyMISP('https://misp.acme.lan', '{v}', ssl=False)",
        "curl -H 'Authorization: {v}' -H 'Accept: application/json'"
        " https://misp.acme.lan/events/index",
        value=_k(40),
    ),
    kind29(
        "opencti_token",
        "vendor",
        "OPENCTI_URL=http://opencti:8080\nOPENCTI_TOKEN={v}\nCONNECTOR_ID={uuid}",
        value=uuid29,
    ),
    kind29(
        "tines_webhook_secret",
        "vendor",
        "curl -X POST https://acme.tines.com/webhook/{h32}/{v} -d @alert.json",
        value=_h(32),
    ),
    kind29(
        "torq_pair",
        "vendor",
        "TORQ_CLIENT_ID={uuid}\nTORQ_CLIENT_SECRET={v}",
        value=_k(48),
    ),
)

_SCANNERS: tuple[Kind, ...] = (
    kind29(
        "wiz_pair",
        "vendor",
        "wizcli auth --id {k20}{k12}{k12}{k12} --secret {v}",
        value=_k(64),
    ),
    kind29(
        "orca_token",
        "vendor",
        "orca-cli --api-token {v} iac scan --path ./terraform",
        value=lambda r: alnum(r, 44) + "==",
    ),
    kind29(
        "lacework_keys",
        "vendor",
        "[default]\naccount = acme\napi_key = ACME_{h32}{h8}\napi_secret = _{v}",
        value=_h(32),
    ),
    kind29(
        "tenable_keys",
        "vendor",
        "tio = TenableIO('{h64}', '{v}')",
        "X-ApiKeys: accessKey={h64}; secretKey={v};",
        value=_h(64),
    ),
    kind29(
        "qualys_basic",
        "vendor",
        "curl -u 'acme_sa3:{v}' -H 'X-Requested-With: curl' "
        "'https://qualysapi.qg2.apps.qualys.com/api/2.0/fo/scan/?action=list'",
    ),
    kind29(
        "insightvm_key",
        "vendor",
        "curl -H 'X-Api-Key: {v}' https://us.api.insight.rapid7.com/vm/v4/integration/assets",
        value=uuid29,
    ),
    kind29(
        "nessus_keys",
        "vendor",
        "X-ApiKeys: accessKey={h64}; secretKey={v}\nGET https://nessus.acme.lan:8834/scans",
        value=_h(64),
    ),
    kind29(
        "acunetix_key",
        "vendor",
        "curl -k -H 'X-Auth: {v}' https://acunetix.acme.lan:3443/api/v1/targets",
        value=lambda r: "1986ad8c0a5b3df4d7028d5f3c06e936c" + hexs(r, 32),
    ),
    kind29(
        "detectify_key",
        "vendor",
        "DETECTIFY_API_KEY={v}\nDETECTIFY_SECRET={k20}",
        value=_h(32),
    ),
    kind29(
        "intruder_token",
        "vendor",
        "curl -H 'Authorization: Bearer {v}' https://api.intruder.io/v1/targets/",
        value=_h(40),
    ),
    kind29(
        "hackerone_token",
        "vendor",
        "curl 'https://api.hackerone.com/v1/hackers/me/reports' -u 'tbrown:{v}'",
        value=lambda r: b64(r, 44) + "=",
    ),
    kind29(
        "bugcrowd_token",
        "vendor",
        "curl -H 'Authorization: Token {k20}:{v}' -H 'Accept: application/vnd.bugcrowd+json' "
        "https://api.bugcrowd.com/submissions",
        value=_k(40),
    ),
    kind29(
        "intigriti_token",
        "vendor",
        "INTIGRITI_TOKEN={v}\n# researcher API, read-only scope",
        value=_h(64),
    ),
    kind29(
        "pdcp_key",
        "vendor",
        "PDCP_API_KEY={v} nuclei -l hosts.txt -t http/cves/ -cloud-upload",
        "$ pdtm -auth\n[INF] enter PDCP API key: {v}\n[INF] Successfully logged in as (@tbrown)",
        value=uuid29,
    ),
    kind29(
        "interactsh_token",
        "vendor",
        "interactsh-client -s oast.acme.example -t {v} -v",
        value=_k(32),
    ),
)

_RED_TEAM: tuple[Kind, ...] = (
    kind29(
        "msfrpcd_password",
        "cli",
        "msfrpcd -P {v} -U msf -a 127.0.0.1 -p 55553 -S",
        "client = MsfRpcClient('{v}', port=55553, ssl=True)",
    ),
    kind29(
        "cobaltstrike_teamserver",
        "cli",
        "sudo ./teamserver 10.10.14.{d2} {v} profiles/amazon.profile",
    ),
    kind29(
        "sliver_operator_config",
        "key",
        '{"operator":"tbrown","token":"{v}","lhost":"10.10.14.7","lport":31337,'
        '"ca_certificate":"-----BEGIN CERTIFICATE-----\\nMIIB..."}',
        value=_h(64),
    ),
    kind29(
        "mythic_admin",
        "config",
        "MYTHIC_ADMIN_USER=mythic_admin\nMYTHIC_ADMIN_PASSWORD={v}\nMYTHIC_SERVER_PORT=7443",
        value=_k(30),
    ),
    kind29(
        "havoc_profile",
        "config",
        'Teamserver {\n    Host = "0.0.0.0"\n    Port = 40056\n}\nOperators {\n'
        '    user "5pider" {\n        Password = "{v}"\n    }\n}',
    ),
    kind29(
        "caldera_api_key",
        "config",
        "api_key_blue: {k20}\napi_key_red: {v}\ncrypt_salt: REPLACE_WITH_RANDOM_VALUE",
        value=_k(43),
    ),
    kind29(
        "bloodhound_ce_token",
        "vendor",
        "BHE_TOKEN_ID={uuid}\nBHE_TOKEN_KEY={v}",
        value=lambda r: b64(r, 86) + "==",
    ),
)


def b64(r: random.Random, n: int) -> str:
    """Base64 letters (`+` and `/` kept rare so that the value reads as one token)."""
    return alnum(r, n - 1) + r.choice("+/")


SECURITY_VENDOR_KINDS: tuple[Kind, ...] = (*_INTEL, *_EDR_SIEM, *_SCANNERS, *_RED_TEAM)
