"""The third part of held-out 15's kinds (`bench/secret_kinds_heldout15.py`): labs and back rooms.

Vendors no earlier set used, in the trades the brief of issue 27 named last:
science data portals (Copernicus CDS, Earthdata, NCBI, NASA, Zenodo,
Figshare, Materials Project, NOAA, Sentinel Hub, ORCID, Synapse, Globus,
Dataverse, Scopus), self-hosted tools (Immich, Paperless-ngx, Gotify,
Authelia, Pi-hole, Firefly III, Matomo, listmonk, Mastodon, GLPI, Chatwoot,
Frappe, Odoo, Healthchecks, BookStack, Miniflux) and enterprise middleware
(IBM MQ, TIBCO EMS, WebLogic, WebSphere, WildFly, SAP RFC, MuleSoft, Apigee,
Boomi, Solace, Tyk).
"""

from __future__ import annotations

import string

from bench.secret_kinds import Kind, alnum, b64, hexs, pick, urlsafe
from bench.secret_kinds_heldout12_more import jwt
from bench.secret_kinds_heldout15_more import kind15, uuid15

__all__ = ["LAB_KINDS"]

_SCIENCE: tuple[Kind, ...] = (
    kind15(
        "cdsapirc_uuid_key",
        "config",
        "$ cat ~/.cdsapirc\nurl: https://cds.climate.copernicus.eu/api\nkey: {v}",
        value=uuid15,
    ),
    kind15(
        "earthdata_wget_bearer",
        "cli",
        'wget --header "Authorization: Bearer {v}" '
        "https://data.lpdaac.earthdatacloud.nasa.gov/lp-prod-protected/HLSL30.020/x.tif",
        value=jwt,
    ),
    kind15(
        "ncbi_entrez_api_key",
        "code",
        'from Bio import Entrez\nEntrez.email = "lab@corp.edu"\nEntrez.api_key = "{v}"',
        value=lambda r: hexs(r, 36),
    ),
    kind15(
        "nasa_api_key_query",
        "form",
        "curl 'https://api.nasa.gov/planetary/apod?date=2026-11-28&api_key={v}'",
        value=lambda r: alnum(r, 40),
    ),
    kind15(
        "zenodo_params_access_token",
        "code",
        'r = requests.post("https://zenodo.org/api/deposit/depositions", '
        'params={{"access_token": "{v}"}}, json={{}})',
        value=lambda r: alnum(r, 60),
    ),
    kind15(
        "figshare_token_scheme",
        "header",
        "GET /v2/account/articles HTTP/1.1\nHost: api.figshare.com\nAuthorization: token {v}",
        value=lambda r: hexs(r, 128),
    ),
    kind15(
        "materials_project_positional",
        "code",
        'from mp_api.client import MPRester\nwith MPRester("{v}") as mpr:\n'
        '    docs = mpr.materials.summary.search(elements=["Li", "Fe", "O"])',
        value=lambda r: alnum(r, 32),
    ),
    kind15(
        "noaa_cdo_token_header",
        "code",
        'requests.get("https://www.ncei.noaa.gov/cdo-web/api/v2/datasets", '
        'headers={{"token": "{v}"}})',
        value=lambda r: alnum(r, 32),
    ),
    kind15(
        "sentinelhub_config_attr",
        "code",
        'config = SHConfig()\nconfig.sh_client_id = "{uuid}"\nconfig.sh_client_secret = "{v}"',
        value=lambda r: alnum(r, 32),
    ),
    kind15(
        "orcid_spring_yaml",
        "config",
        "orcid:\n  client-id: APP-{U16}\n  client-secret: {v}\n  sandbox: false",
        value=uuid15,
    ),
    kind15(
        "synapse_login_auth_token",
        "code",
        'import synapseclient\nsyn = synapseclient.login(authToken="{v}")',
        value=jwt,
    ),
    kind15(
        "globus_confidential_positional",
        "code",
        'client = globus_sdk.ConfidentialAppAuthClient(\n    "{uuid}", "{v}"\n)',
        value=lambda r: b64(r, 43) + "=",
    ),
    kind15(
        "dataverse_key_header",
        "header",
        'curl -H "X-Dataverse-key: {v}" -X POST '
        '"https://dataverse.corp.edu/api/dataverses/lab/datasets" --upload-file dataset.json',
        value=uuid15,
    ),
    kind15(
        "scopus_els_apikey",
        "header",
        "GET /content/search/scopus?query=AU-ID(57190000000) HTTP/1.1\n"
        "Host: api.elsevier.com\nX-ELS-APIKey: {v}\nAccept: application/json",
        value=lambda r: hexs(r, 32),
    ),
)

_SELF_HOSTED: tuple[Kind, ...] = (
    kind15(
        "immich_x_api_key",
        "code",
        'r = requests.get(f"{{IMMICH}}/api/assets/statistics", headers={{"x-api-key": "{v}"}})',
        value=lambda r: alnum(r, 43),
    ),
    kind15(
        "paperless_token_scheme",
        "header",
        "curl -H 'Authorization: Token {v}' https://paper.home.arpa/api/documents/?query=invoice",
        value=lambda r: hexs(r, 40),
    ),
    kind15(
        "gotify_token_query",
        "form",
        'curl "https://push.home.arpa/message?token={v}" -F "title=Backup" -F "message=done"',
        value=lambda r: "A" + pick(r, string.ascii_letters + string.digits + ".-_", 14),
    ),
    kind15(
        "authelia_jwt_secret_yaml",
        "config",
        "identity_validation:\n  reset_password:\n    jwt_secret: '{v}'\n"
        "session:\n  cookies:\n    - domain: home.arpa",
        value=lambda r: alnum(r, 64),
    ),
    kind15(
        "pihole_docker_webpassword",
        "cli",
        "docker run -d --name pihole -e TZ=Europe/Berlin -e FTLCONF_webserver_api_password='{v}' "
        "-p 53:53/udp pihole/pihole:2024.07.0",
    ),
    kind15(
        "firefly_ha_rest_headers",
        "config",
        "sensor:\n  - platform: rest\n    resource: https://money.home.arpa/api/v1/summary/basic\n"
        '    headers:\n      Authorization: "Bearer {v}"',
        value=jwt,
    ),
    kind15(
        "matomo_token_auth_query",
        "form",
        "https://stats.corp.dev/index.php?module=API&method=VisitsSummary.get&idSite=3"
        "&period=day&date=today&format=JSON&token_auth={v}",
        value=lambda r: hexs(r, 32),
    ),
    kind15(
        "listmonk_api_user",
        "cli",
        "curl -u 'api_sync:{v}' 'https://lists.corp.dev/api/subscribers?per_page=all'",
        value=lambda r: alnum(r, 32),
    ),
    kind15(
        "mastodon_py_access_token",
        "code",
        'm = Mastodon(access_token="{v}", api_base_url="https://social.corp.dev")',
        value=lambda r: urlsafe(r, 43),
    ),
    kind15(
        "glpi_user_token_scheme",
        "header",
        "curl -H 'App-Token: {k40}' -H 'Authorization: user_token {v}' "
        "https://helpdesk.corp.dev/apirest.php/initSession",
        value=lambda r: alnum(r, 40),
    ),
    kind15(
        "chatwoot_access_token_header",
        "header",
        "curl https://chat.corp.dev/api/v1/accounts/2/conversations -H 'api_access_token: {v}'",
        value=lambda r: alnum(r, 24),
    ),
    kind15(
        "frappe_token_key_secret",
        "header",
        "curl https://erp.corp.dev/api/resource/Employee -H 'Authorization: token {h15}:{v}'",
        value=lambda r: hexs(r, 15),
    ),
    kind15(
        "odoo_execute_kw_positional",
        "code",
        "ids = models.execute_kw(db, uid, '{v}', 'res.partner', 'search', "
        "[[['is_company', '=', True]]])",
        value=lambda r: hexs(r, 40),
    ),
    kind15(
        "healthchecks_ping_path",
        "form",
        "0 3 * * * /usr/local/bin/backup.sh && curl -fsS -m 10 --retry 5 https://hc-ping.com/{v}",
        value=uuid15,
    ),
    kind15(
        "bookstack_token_id_secret",
        "header",
        "curl -H 'Authorization: Token {k32}:{v}' https://wiki.corp.dev/api/books",
        value=lambda r: alnum(r, 32),
    ),
    kind15(
        "miniflux_x_auth_token",
        "header",
        "curl -H 'X-Auth-Token: {v}' https://rss.home.arpa/v1/entries?status=unread",
        value=lambda r: urlsafe(r, 44),
    ),
)

_MIDDLEWARE: tuple[Kind, ...] = (
    kind15(
        "ibm_mq_jms_password",
        "code",
        'cf.setStringProperty(WMQConstants.USERID, "app");\n'
        'cf.setStringProperty(WMQConstants.PASSWORD, "{v}");',
    ),
    kind15(
        "tibemsadmin_password_flag",
        "cli",
        "tibemsadmin -server tcp://ems01.corp.dev:7222 -user admin -password {v} -script purge.ems",
    ),
    kind15(
        "wlst_connect_positional",
        "code",
        "connect('weblogic', '{v}', 't3://wls-admin.corp.dev:7001')\ndomainRuntime()",
    ),
    kind15(
        "wsadmin_password_flag",
        "cli",
        "./wsadmin.sh -lang jython -conntype SOAP -user wasadmin -password {v} -f deploy_ear.py",
    ),
    kind15(
        "wildfly_add_user",
        "cli",
        "./bin/add-user.sh -a -u jmsuser -p '{v}' -g guest",
    ),
    kind15(
        "pyrfc_connection_passwd",
        "code",
        'conn = Connection(ashost="sap-erp.corp.dev", sysnr="00", client="100",\n'
        '                  user="RFC_USER", passwd="{v}")',
    ),
    kind15(
        "sapnwrfc_ini",
        "config",
        "DEST=ERP\nASHOST=sap-erp.corp.dev\nSYSNR=00\nCLIENT=100\nUSER=RFC_USER\n"
        "PASSWD={v}\nLANG=EN",
    ),
    kind15(
        "mule_secure_key_maven",
        "cli",
        "mvn clean deploy -DmuleDeploy -Dsecure.key={v} -Danypoint.env=Production",
        value=lambda r: alnum(r, 16),
    ),
    kind15(
        "apigee_kvm_entry",
        "config",
        '{{"name": "backend-creds", "encrypted": true, "entry": [\n'
        '  {{"name": "username", "value": "svc-orders"}},\n'
        '  {{"name": "password", "value": "{v}"}}\n]}}',
    ),
    kind15(
        "boomi_token_user",
        "cli",
        "curl -u 'BOOMI_TOKEN.ops@corp.dev:{v}' "
        "https://api.boomi.com/api/rest/v1/corp-{U6}/Atom/query -d '{{}}'",
        value=uuid15,
    ),
    kind15(
        "solace_jcsmp_password",
        "code",
        'properties.setProperty(JCSMPProperties.USERNAME, "orders-svc");\n'
        'properties.setProperty(JCSMPProperties.PASSWORD, "{v}");',
    ),
    kind15(
        "tyk_authorization_header",
        "header",
        "curl http://tyk-gw.corp.dev:8080/tyk/apis -H 'x-tyk-authorization: {v}'",
        value=lambda r: hexs(r, 32),
    ),
)

LAB_KINDS: tuple[Kind, ...] = (*_SCIENCE, *_SELF_HOSTED, *_MIDDLEWARE)
