"""The second part of held-out 20's kinds (`bench/secret_kinds_heldout20.py`): vendors.

Trades no earlier set reached, as their engineers paste keys into an agent:
plant maintenance and MES add-ons (Fiix, UpKeep, MaintainX, Seeq, Augury,
Katana MRP, MRPeasy, Epicor Kinetic, Infor ION, Plex), industrial remote
access and gateways (HMS Ewon Talk2M, Tosibox, Opto 22 groov, Cognex In-Sight,
a Beckhoff ADS route), additive manufacturing (Markforged Eiger, Formlabs,
UltiMaker Digital Factory), parcel and freight software (EasyPost, Shippo,
Sendcloud, ShipStation, ShipHero, Route4Me, Bringg, Shipwell, Turvo, DAT,
Truckstop, uShip), ocean carriers and ports (Maersk, CMA CGM, Hapag-Lloyd,
MarineTraffic, Vizion, Portcast, a port community system), aviation data and
drones (OpenSky, Aviationstack, AeroDataBox, Cirium, Avinode, Leon,
FlightLogger, DroneDeploy, Auterion, Aloft, a MAVLink signing key), farm
software (Granular, Bushel, Semios, Arable, Davis WeatherLink, FieldClimate,
AgriWebb, Farmbrite, DTN), meters and solar portals (Fronius Solar.web, SMA,
Victron VRM, SolisCloud, GivEnergy, Sense, Emporia, Arcadia, Green Button,
Itron, Badger Meter BEACON), city services (Socrata, SeeClickFix, Open311,
Accela, ArcGIS, GovDelivery, Peru's SUNAT, Chile's SII), lab instruments and
ELNs (CDD Vault, SciNote, OMERO, OSF, protocols.io, Opentrons, Dotmatics,
STARLIMS), research computing (HTCondor, iRODS, Sylabs, ColdFront, Rescale,
BeeGFS), game development (Steamworks, Epic Online Services, itch.io butler,
GameAnalytics, LootLocker, brainCloud, Beamable, Backtrace, BugSplat,
Perforce, Unity's command line, Normcore) and broadcast and media (OBS
WebSocket, vMix, an SRT passphrase, Icecast, AzuraCast, Bitmovin, Frame.io,
iconik, Dacast, Restream, Zixi, and a newsroom system's login told in a
sentence).
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import Kind, alnum, b64, hexs, lower_alnum, pick, pw, urlsafe
from bench.secret_kinds_heldout15_more import kind15 as kind20

__all__ = ["VENDOR_KINDS", "kind20"]

_UP = string.ascii_uppercase + string.digits


def _uuid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-b{h[17:20]}-{h[20:]}"


def _up(n: int) -> object:
    return lambda r: pick(r, _UP, n)


_PLANT: tuple[Kind, ...] = (
    kind20(
        "fiix_secret_key",
        "vendor",
        "FIIX_TENANT=acme-plant2.macmms.com\nFIIX_APP_KEY=macmmsackp{h32}\n"
        "FIIX_ACCESS_KEY=macmmsaak{h32}\nFIIX_SECRET_KEY=macmmsaasp{v}",
        value=lambda r: hexs(r, 48),
    ),
    kind20(
        "upkeep_session_token",
        "vendor",
        'curl -s https://api.onupkeep.com/api/v2/work-orders -H "Session-Token: {v}"',
        value=lambda r: alnum(r, 44),
    ),
    kind20(
        "maintainx_api_key",
        "vendor",
        "const mx = new MaintainX({{ apiKey: '{v}', orgId: {d6} }});",
        value=lambda r: "eyJ" + urlsafe(r, 60),
    ),
    kind20(
        "seeq_access_key",
        "vendor",
        "spy.login(access_key='{k22}', password='{v}', url='https://seeq.plant.example')",
        value=lambda r: alnum(r, 30),
    ),
    kind20(
        "augury_client_secret",
        "vendor",
        "augury:\n  client_id: {uuid}\n  client_secret: {v}\n  site: lines-3-4",
        value=lambda r: urlsafe(r, 48),
    ),
    kind20(
        "katana_mrp_key",
        "vendor",
        "requests.get(KATANA + '/v1/manufacturing_orders', headers={{'Authorization': "
        "'Bearer {v}'}})",
        value=_uuid,
    ),
    kind20(
        "mrpeasy_api_secret",
        "vendor",
        "curl -u {h32}:{v} https://app.mrpeasy.com/rest/v1/stock/inventory",
        value=lambda r: hexs(r, 40),
    ),
    kind20(
        "epicor_kinetic_api_key",
        "vendor",
        "GET /server/api/v2/odata/EPIC06/Erp.BO.JobEntrySvc/JobEntries\nx-api-key: {v}\n"
        "Authorization: Basic {k20}",
        value=lambda r: alnum(r, 64),
    ),
    kind20(
        "infor_ion_ionapi",
        "vendor",
        '{{"ti": "ACME_PRD", "cn": "mes-bridge", "ci": "ACME_PRD~{k40}", "cs": "{v}", '
        '"iu": "https://mingle-ionapi.inforcloudsuite.com", "pu": "https://mingle-sso.'
        'inforcloudsuite.com:443/ACME_PRD/as/", "saak": "ACME_PRD#{k60}", "sask": "{k80}"}}',
        value=lambda r: urlsafe(r, 86),
    ),
    kind20(
        "plex_ux_api_key",
        "vendor",
        "PLEX_CONNECT_URL=https://connect.plex.com/mdm/v1/parts\nX-Plex-Connect-Api-Key={v}",
        value=lambda r: alnum(r, 32),
    ),
    kind20(
        "ewon_talk2m_devkey",
        "vendor",
        "https://m2web.talk2m.com/t2mapi/getewons?t2maccount=acme&t2musername=ops"
        "&t2mpassword={k14}&t2mdevid={v}",
        value=_uuid,
    ),
    kind20(
        "tosibox_api_secret",
        "vendor",
        "tbx-cli login --client-id {k16} --client-secret {v} --region eu",
        value=lambda r: b64(r, 44),
    ),
    kind20(
        "groov_epic_api_key",
        "vendor",
        'curl -k https://groov-epic.local/manage/api/v1/io/local/modules -H "apiKey: {v}"',
        value=lambda r: alnum(r, 32),
    ),
    kind20(
        "cognex_insight_admin_password",
        "vendor",
        ">>> from pycognex import InSight\n>>> cam = InSight('192.168.0.42', user='admin', "
        "password='{v}')\n>>> cam.trigger()",
    ),
    kind20(
        "beckhoff_ads_route_password",
        "vendor",
        "pyads.add_route_to_plc('192.168.1.20.1.1', 'edge-gw', '192.168.1.20', "
        "'Administrator', '{v}')",
    ),
    kind20(
        "markforged_eiger_api_secret",
        "vendor",
        "EIGER_ACCESS_KEY={k20}\nEIGER_SECRET_KEY={v}",
        value=lambda r: alnum(r, 40),
    ),
    kind20(
        "formlabs_client_secret",
        "vendor",
        "curl -X POST https://api.formlabs.com/developer/v1/o/token/ -d grant_type="
        "client_credentials -d client_id={k40} -d client_secret={v}",
        value=lambda r: alnum(r, 128),
    ),
    kind20(
        "ultimaker_pat",
        "vendor",
        "um-cli --token {v} clusters list --org tooling-lab",
        value=lambda r: "umpat_" + lower_alnum(r, 40),
    ),
)

_FREIGHT: tuple[Kind, ...] = (
    kind20(
        "easypost_prod_key",
        "vendor",
        "client = easypost.EasyPostClient('{v}')",
        value=lambda r: "EZAK" + hexs(r, 54),
    ),
    kind20(
        "shippo_live_token",
        "vendor",
        "SHIPPO_TOKEN={v} bundle exec rake labels:batch",
        value=lambda r: "shippo_live_" + hexs(r, 40),
    ),
    kind20(
        "sendcloud_secret",
        "vendor",
        "sendcloud = Sendcloud(public_key='{h32}', secret_key='{v}')",
        value=lambda r: hexs(r, 32),
    ),
    kind20(
        "shipstation_api_secret",
        "vendor",
        "ShipStation:\n  ApiKey: {h32}\n  ApiSecret: {v}\n  StoreId: {d6}",
        value=lambda r: hexs(r, 32),
    ),
    kind20(
        "shiphero_refresh_token",
        "vendor",
        'mutation {{ refreshToken(refresh_token: "{v}") {{ access_token }} }}',
        value=lambda r: urlsafe(r, 43),
    ),
    kind20(
        "route4me_api_key",
        "vendor",
        "https://api.route4me.com/api.v4/optimization_problem.php?api_key={v}&state=4",
        value=lambda r: hexs(r, 32).upper(),
    ),
    kind20(
        "bringg_secret",
        "vendor",
        "bringg_client = Bringg(access_token='{k64}', secret_key='{v}', region='us2')",
        value=lambda r: alnum(r, 40),
    ),
    kind20(
        "shipwell_api_key",
        "vendor",
        "Authorization: Token {v}\nX-Company-Id: {uuid}",
        value=lambda r: hexs(r, 40),
    ),
    kind20(
        "turvo_client_secret",
        "vendor",
        "turvo.oauth.client-secret={v}\nturvo.oauth.client-id=publicapi\nturvo.tenant=acme",
        value=lambda r: alnum(r, 36),
    ),
    kind20(
        "dat_service_password",
        "vendor",
        '{{"username": "loadboard@acme-freight.example", "password": "{v}"}}',
    ),
    kind20(
        "truckstop_integration_id",
        "vendor",
        "<v12:UserName>acme_api</v12:UserName>\n<v12:Password>{v}</v12:Password>\n"
        "<v12:IntegrationId>{d6}</v12:IntegrationId>",
    ),
    kind20(
        "uship_client_secret",
        "vendor",
        "USHIP_CLIENT_ID={k24} USHIP_CLIENT_SECRET={v} npm run quotes",
        value=lambda r: alnum(r, 32),
    ),
    kind20(
        "maersk_consumer_key",
        "vendor",
        'curl "https://api.maersk.com/track-and-trace-private/events?carrierBookingReference='
        '{d9}" -H "Consumer-Key: {v}"',
        value=lambda r: alnum(r, 32),
    ),
    kind20(
        "cmacgm_keyid",
        "vendor",
        "headers = {{'KeyId': '{v}', 'Accept': 'application/json'}}  # CMA CGM schedules",
        value=lambda r: alnum(r, 32),
    ),
    kind20(
        "hapag_client_secret",
        "vendor",
        "X-IBM-Client-Id: {uuid}\nX-IBM-Client-Secret: {v}",
        value=lambda r: alnum(r, 48),
    ),
    kind20(
        "marinetraffic_key",
        "vendor",
        "https://services.marinetraffic.com/api/exportvessels/{v}/v:8/timespan:10/protocol:jsono",
        value=lambda r: hexs(r, 40),
    ),
    kind20(
        "vizion_api_key",
        "vendor",
        'vizion = VizionClient(api_key="{v}")  # container milestones',
        value=lambda r: alnum(r, 40),
    ),
    kind20(
        "portcast_token",
        "vendor",
        "PORTCAST_TOKEN: {v}\nPORTCAST_BASE: https://api.portcast.io/api/v2/eta",
        value=lambda r: lower_alnum(r, 40),
    ),
    kind20(
        "port_community_system_password",
        "vendor",
        "PCS_USER=agent-ws-0412\nPCS_PASSWORD={v}\nPCS_ENDPOINT=https://pcs.port.example/"
        "edifact/vgm",
    ),
)

_SKY: tuple[Kind, ...] = (
    kind20(
        "opensky_password",
        "vendor",
        "curl -s -u adsb_lab:{v} 'https://opensky-network.org/api/states/own'",
    ),
    kind20(
        "aviationstack_key",
        "vendor",
        "http://api.aviationstack.com/v1/flights?access_key={v}&arr_iata=NBO",
        value=lambda r: hexs(r, 32),
    ),
    kind20(
        "aerodatabox_rapidapi_key",
        "vendor",
        '"X-RapidAPI-Key": "{v}",\n"X-RapidAPI-Host": "aerodatabox.p.rapidapi.com"',
        value=lambda r: hexs(r, 10) + "msh" + hexs(r, 21) + "p1" + hexs(r, 10),
    ),
    kind20(
        "cirium_app_key",
        "vendor",
        "https://api.flightstats.com/flex/flightstatus/rest/v2/json/flight/status/KQ/100/dep/"
        "2026/11/29?appId={h8}&appKey={v}",
        value=lambda r: hexs(r, 32),
    ),
    kind20(
        "avinode_api_token",
        "vendor",
        "X-Avinode-ApiToken: {uuid}\nAuthorization: Bearer {v}\nX-Avinode-Product: acme-ops",
        value=lambda r: "eyJ" + urlsafe(r, 80),
    ),
    kind20(
        "leon_refresh_token",
        "vendor",
        "LEON_OPERATOR=bluecharter\nLEON_REFRESH_TOKEN={v}",
        value=lambda r: alnum(r, 64),
    ),
    kind20(
        "flightlogger_api_token",
        "vendor",
        'query = "{{ users {{ id callSign }} }}"\ntoken = "{v}"  # FlightLogger school',
        value=lambda r: hexs(r, 64),
    ),
    kind20(
        "dronedeploy_api_key",
        "vendor",
        "dd = DroneDeploy('{v}')\nplans = dd.plans(project='orchard-east')",
        value=lambda r: hexs(r, 32),
    ),
    kind20(
        "auterion_suite_token",
        "vendor",
        "auterion-cli device connect --token {v} --device skynode-{d4}",
        value=lambda r: "aut_" + urlsafe(r, 40),
    ),
    kind20(
        "aloft_api_key",
        "vendor",
        "ALOFT_API_KEY={v}\nALOFT_ACCOUNT_ID={d7}",
        value=lambda r: alnum(r, 40),
    ),
    kind20(
        "mavlink_signing_key",
        "key",
        "param set-default MAV_SIGN_CFG 1\nsetup_signing key={v} (32 bytes, hex)",
        value=lambda r: hexs(r, 64),
    ),
)

_FARM: tuple[Kind, ...] = (
    kind20(
        "granular_client_secret",
        "vendor",
        "granular:\n  client_id: {uuid}\n  client_secret: {v}",
        value=lambda r: urlsafe(r, 40),
    ),
    kind20(
        "bushel_api_token",
        "vendor",
        "curl https://api.bushelpowered.com/api/v1/contracts -H 'Authorization: Bearer {v}' "
        "-H 'App-Company: coop-riverbend'",
        value=lambda r: alnum(r, 80),
    ),
    kind20(
        "semios_api_key",
        "vendor",
        "SEMIOS_KEY={v} python pull_trap_counts.py --block 17",
        value=lambda r: alnum(r, 36),
    ),
    kind20(
        "arable_api_key",
        "vendor",
        "Authorization: Apikey {v}\nGET /api/v2/data/hourly?device=C00{d4}",
        value=lambda r: hexs(r, 40),
    ),
    kind20(
        "weatherlink_api_secret",
        "vendor",
        "https://api.weatherlink.com/v2/current/{d6}?api-key={k32}\nX-Api-Secret: {v}",
        value=lambda r: lower_alnum(r, 32),
    ),
    kind20(
        "fieldclimate_private_key",
        "vendor",
        "FIELDCLIMATE_PUBLIC={h48}\nFIELDCLIMATE_PRIVATE={v}",
        value=lambda r: hexs(r, 48),
    ),
    kind20(
        "agriwebb_client_secret",
        "vendor",
        "AgriWebb OAuth app 'paddock-sync'\nclient id: {k24}\nclient secret: {v}",
        value=lambda r: alnum(r, 48),
    ),
    kind20(
        "farmbrite_api_key",
        "vendor",
        "$farmbrite = new FarmbriteClient(['api_key' => '{v}']);",
        value=lambda r: lower_alnum(r, 40),
    ),
    kind20(
        "dtn_weather_secret",
        "vendor",
        "DTN_CLIENT_ID={k32}\nDTN_CLIENT_SECRET={v}\nDTN_AUDIENCE=https://weather.api.dtn.com",
        value=lambda r: urlsafe(r, 64),
    ),
)

_GRID: tuple[Kind, ...] = (
    kind20(
        "solarweb_access_key_value",
        "vendor",
        "AccessKeyId: FKIA{U32}\nAccessKeyValue: {v}",
        value=_uuid,
    ),
    kind20(
        "sma_client_secret",
        "vendor",
        "curl -d 'grant_type=client_credentials&client_id=acme_mon&client_secret={v}' "
        "https://auth.smaapis.de/oauth2/token",
        value=lambda r: alnum(r, 32),
    ),
    kind20(
        "victron_vrm_token",
        "vendor",
        "X-Authorization: Token {v}\nGET https://vrmapi.victronenergy.com/v2/installations/"
        "{d6}/stats",
        value=lambda r: hexs(r, 64),
    ),
    kind20(
        "soliscloud_key_secret",
        "vendor",
        "[soliscloud]\nkey_id = {d19}\nkey_secret = {v}\nstation = {d19}",
        value=lambda r: hexs(r, 32),
    ),
    kind20(
        "givenergy_api_token",
        "vendor",
        "givenergy:\n  inverter: FA{d8}\n  api_token: {v}",
        value=lambda r: "eyJ" + urlsafe(r, 120),
    ),
    kind20(
        "sense_password",
        "vendor",
        "sense = Senseable()\nsense.authenticate('energy@farmhouse.example', '{v}')",
    ),
    kind20(
        "emporia_password",
        "vendor",
        "vue = PyEmVue()\nvue.login(username='meter@coop.example', password='{v}', "
        "token_storage_file='keys.json')",
    ),
    kind20(
        "arcadia_client_secret",
        "vendor",
        "ARC_CLIENT_ID={uuid}\nARC_CLIENT_SECRET={v}",
        value=lambda r: alnum(r, 50),
    ),
    kind20(
        "green_button_client_secret",
        "vendor",
        "<espi:client_secret>{v}</espi:client_secret>\n<espi:client_id>"
        "third_party_{d5}</espi:client_id>",
        value=lambda r: hexs(r, 40),
    ),
    kind20(
        "itron_head_end_password",
        "vendor",
        "itron.headend.url=https://ami.water.example/openway\nitron.headend.user=mdm_read\n"
        "itron.headend.pass={v}",
    ),
    kind20(
        "badger_beacon_password",
        "vendor",
        "BEACON_USER=utility-ops BEACON_PASS={v} ./export_reads.sh --route 12",
    ),
)

_CITY: tuple[Kind, ...] = (
    kind20(
        "socrata_app_secret",
        "vendor",
        "client = Socrata('data.cityofx.gov', '{k25}', username='etl@cityofx.gov', password='{v}')",
    ),
    kind20(
        "seeclickfix_client_secret",
        "vendor",
        "SCF_CLIENT_ID={h64}\nSCF_CLIENT_SECRET={v}",
        value=lambda r: hexs(r, 64),
    ),
    kind20(
        "open311_api_key",
        "vendor",
        "POST https://311.cityofx.gov/open311/v2/requests.json\n"
        "api_key={v}&service_code=4fd3b167e750846744000005&lat=41.88&long=-87.63",
        value=lambda r: alnum(r, 32),
    ),
    kind20(
        "accela_app_secret",
        "vendor",
        "x-accela-appid: 63{d16}\nx-accela-appsecret: {v}\nx-accela-agency: CITYX",
        value=lambda r: hexs(r, 32),
    ),
    kind20(
        "arcgis_api_key",
        "vendor",
        'esriConfig.apiKey = "{v}";',
        value=lambda r: "AAPK" + hexs(r, 32) + urlsafe(r, 64),
    ),
    kind20(
        "govdelivery_password",
        "vendor",
        "GOVDELIVERY_ACCOUNT=CITYX\nGOVDELIVERY_USER=alerts@cityx.gov\nGOVDELIVERY_PASSWORD={v}",
    ),
    kind20(
        "sunat_clave_sol",
        "vendor",
        "SUNAT_RUC=20{d9}\nSUNAT_USUARIO_SOL=MODDATOS\nSUNAT_CLAVE_SOL={v}",
    ),
    kind20(
        "sii_certificate_password",
        "vendor",
        "firmador --cert empresa.pfx --cert-pass '{v}' --rut 76{d6}-K dte_33.xml",
    ),
)

_LAB: tuple[Kind, ...] = (
    kind20(
        "cdd_vault_token",
        "vendor",
        "curl -H 'X-CDD-token: {v}' https://app.collaborativedrug.com/api/v1/vaults/{d4}/molecules",
        value=lambda r: b64(r, 48),
    ),
    kind20(
        "scinote_client_secret",
        "vendor",
        "scinote:\n  server: https://eln.lab.example\n  uid: {k43}\n  secret: {v}",
        value=lambda r: urlsafe(r, 43),
    ),
    kind20(
        "omero_password",
        "vendor",
        "omero login -s omero.imaging.example -u microscopy -w {v}",
    ),
    kind20(
        "osf_pat",
        "vendor",
        "osf = OSF(token='{v}')\nproject = osf.project('x7k2q')",
        value=lambda r: alnum(r, 70),
    ),
    kind20(
        "protocols_io_token",
        "vendor",
        "Authorization: Bearer {v}\nGET https://www.protocols.io/api/v4/protocols/{d5}",
        value=lambda r: hexs(r, 64),
    ),
    kind20(
        "opentrons_robot_token",
        "vendor",
        'curl http://ot2-bay3.local:31950/runs -H "opentrons-version: 3" '
        '-H "Authorization: Bearer {v}"',
        value=lambda r: urlsafe(r, 44),
    ),
    kind20(
        "dotmatics_password",
        "vendor",
        "browser.url=https://dotmatics.chem.example/browser/api\nbrowser.user=svc_reg\n"
        "browser.password={v}",
    ),
    kind20(
        "starlims_service_password",
        "vendor",
        '<add key="STARLIMS.ServiceUser" value="LIMSSVC" />\n'
        '<add key="STARLIMS.ServicePassword" value="{v}" />',
    ),
)

_HPC: tuple[Kind, ...] = (
    kind20(
        "htcondor_idtoken",
        "vendor",
        "$ condor_token_create -identity pilot@pool.cluster.example\n{v}",
        value=lambda r: (
            "eyJhbGciOiJIUzI1NiIsImtpZCI6IlBPT0wifQ." + urlsafe(r, 120) + "." + urlsafe(r, 43)
        ),
    ),
    kind20(
        "irods_password",
        "vendor",
        "iinit\nEnter your current iRODS password: {v}\n$ ils /tempZone/home/seqcore",
    ),
    kind20(
        "sylabs_cloud_token",
        "vendor",
        "singularity remote login --tokenfile /dev/stdin SylabsCloud <<< '{v}'",
        value=lambda r: "eyJ" + urlsafe(r, 150),
    ),
    kind20(
        "coldfront_api_token",
        "vendor",
        "COLDFRONT_URL=https://coldfront.hpc.example\nCOLDFRONT_TOKEN={v}",
        value=lambda r: hexs(r, 40),
    ),
    kind20(
        "rescale_api_token",
        "vendor",
        "rescale-cli submit -p {v} -i job.json --extended-output",
        value=lambda r: hexs(r, 40),
    ),
    kind20(
        "beegfs_conn_auth",
        "key",
        "$ cat /etc/beegfs/connauthfile\n{v}\n$ systemctl restart beegfs-client",
        value=lambda r: b64(r, 64),
    ),
)

_GAMES: tuple[Kind, ...] = (
    kind20(
        "steamworks_publisher_key",
        "vendor",
        "https://partner.steam-api.com/ISteamUser/CheckAppOwnership/v2/?key={v}&steamid="
        "7656119{d10}&appid={d6}",
        value=lambda r: hexs(r, 32).upper(),
    ),
    kind20(
        "eos_client_secret",
        "vendor",
        '[/Script/OnlineSubsystemEOS.EOSSettings]\n+Artifacts=(ArtifactName="Live",'
        'ClientId="xyza7891{k24}",ClientSecret="{v}",ProductId="{h32}")',
        value=lambda r: alnum(r, 43),
    ),
    kind20(
        "itch_butler_key",
        "vendor",
        "BUTLER_API_KEY={v} butler push build/linux acme/skyward:linux-beta",
        value=lambda r: alnum(r, 40),
    ),
    kind20(
        "gameanalytics_secret",
        "vendor",
        'GameAnalytics.Initialize("{h32}", "{v}");',
        value=lambda r: hexs(r, 40),
    ),
    kind20(
        "lootlocker_server_key",
        "vendor",
        "curl -X POST https://api.lootlocker.io/server/session -H 'x-server-key: {v}' "
        '-d \'{{"game_version": "1.4.0"}}\'',
        value=lambda r: "prod_" + hexs(r, 32),
    ),
    kind20(
        "braincloud_app_secret",
        "vendor",
        '_bc.Init("{uuid}", "{v}", "1.0.3", "https://api.braincloudservers.com/dispatcherv2");',
        value=_uuid,
    ),
    kind20(
        "beamable_realm_secret",
        "vendor",
        "beam config --cid {d15} --pid DE_{d15} --realm-secret {v}",
        value=_uuid,
    ),
    kind20(
        "backtrace_submit_token",
        "vendor",
        'CrashReportClient.ini:\nDataRouterUrl="https://unreal.backtrace.io/post/acme/{v}"',
        value=lambda r: hexs(r, 64),
    ),
    kind20(
        "bugsplat_client_secret",
        "vendor",
        "symbol-upload -b acmegames -a Skyward -v 1.4.0 -i {k20} -s {v} -d ./pdb",
        value=lambda r: alnum(r, 32),
    ),
    kind20(
        "perforce_p4passwd",
        "vendor",
        "P4PORT=ssl:perforce.studio.example:1666\nP4USER=build_farm\nP4PASSWD={v}\n"
        "P4CLIENT=bf-ue5-main",
    ),
    kind20(
        "unity_batchmode_password",
        "vendor",
        "Unity -quit -batchmode -serial SC-{U4}-{U4}-{U4}-{U4}-{U4} -username "
        "ci@studio.example -password '{v}'",
    ),
    kind20(
        "normcore_app_key",
        "vendor",
        'realtime.normcoreAppSettings.normcoreAppKey = "{v}";',
        value=_uuid,
    ),
)

_MEDIA: tuple[Kind, ...] = (
    kind20(
        "obs_websocket_password",
        "vendor",
        "obs-cmd --websocket obsws://studio-b.local:4455/{v} scene switch 'Lower third'",
        value=lambda r: alnum(r, 16),
    ),
    kind20(
        "vmix_web_password",
        "vendor",
        "curl -u vmix:{v} 'http://vmix-gallery:8088/api/?Function=Cut&Input=3'",
    ),
    kind20(
        "srt_passphrase",
        "vendor",
        "ffmpeg -re -i program.ts -c copy -f mpegts "
        "'srt://ingest.broadcast.example:9000?mode=caller&passphrase={v}&pbkeylen=32'",
        value=lambda r: alnum(r, 24),
    ),
    kind20(
        "icecast_source_password",
        "vendor",
        "<authentication>\n    <source-password>{v}</source-password>\n"
        "    <relay-password>{k12}</relay-password>\n</authentication>",
    ),
    kind20(
        "azuracast_api_key",
        "vendor",
        "X-API-Key: {v}\nGET https://radio.station.example/api/station/1/nowplaying",
        value=lambda r: hexs(r, 16) + ":" + hexs(r, 32),
    ),
    kind20(
        "bitmovin_api_key",
        "vendor",
        "bitmovin_api = BitmovinApi(api_key='{v}', tenant_org_id='{uuid}')",
        value=_uuid,
    ),
    kind20(
        "frameio_dev_token",
        "vendor",
        "FRAMEIO_TOKEN={v} node upload-dailies.js --project 'Ep 104'",
        value=lambda r: "fio-u-" + urlsafe(r, 64),
    ),
    kind20(
        "iconik_auth_token",
        "vendor",
        "App-ID: {uuid}\nAuth-Token: {v}",
        value=lambda r: "eyJ" + urlsafe(r, 100),
    ),
    kind20(
        "dacast_api_key",
        "vendor",
        "curl https://developer.dacast.com/v2/live -H 'X-Api-Key: {v}' -H 'X-Format: default'",
        value=lambda r: alnum(r, 20) + "_" + hexs(r, 20),
    ),
    kind20(
        "restream_stream_key",
        "vendor",
        "rtmp://live.restream.io/live/{v}",
        value=lambda r: "re_" + digits_(r, 7) + "_" + hexs(r, 20),
    ),
    kind20(
        "zixi_feeder_password",
        "vendor",
        "zixi_feeder --input udp://239.1.1.7:5000 --output zixi://ingest.tv.example:2088/"
        "nightnews --password {v} --latency 1200",
    ),
    kind20(
        "news_ingest_pw_said",
        "prose",
        "the ENPS login for the night desk is nightdesk and the password is {v}",
        value=lambda r: pw(r, 12),
    ),
)


def digits_(r: random.Random, n: int) -> str:
    return "".join(r.choice(string.digits) for _ in range(n))


VENDOR_KINDS: tuple[Kind, ...] = (
    *_PLANT,
    *_FREIGHT,
    *_SKY,
    *_FARM,
    *_GRID,
    *_CITY,
    *_LAB,
    *_HPC,
    *_GAMES,
    *_MEDIA,
)
