"""Held-out 32's regulated sectors (`bench/secret_kinds_heldout32.py`).

Healthcare (a HAPI FHIR server's datasource password, a SMART on FHIR
backend client's secret and its token request, an Epic sandbox's
non-production client secret, a Cerner/Oracle Health system account
secret, an HL7 v2 MLLP listener's TLS key pass, Mirth Connect's
`mirth.properties` keystore passwords and its CLI login, an Orthanc
`RegisteredUsers` map, a DCM4CHEE LDAP root pass, `storescu` with
`--password`, an OHIF viewer's OIDC secret, a Medplum client secret, a
Canvas Medical key, an Athena key pair, a DrChrono refresh token, a
`pharmacy` e-prescribing key), education (Moodle's `$CFG->dbpass` and a web
service `wstoken`, Canvas LTI 1.1 consumer key/shared secret and a Canvas
developer key, an LTI 1.3 private key id with its JWK `d`, Blackboard's
REST secret, PowerSchool's client pair, Clever's district token, Google
Classroom's service JSON), government and legal (e-signature: DocuSign's
RSA pair and integration key, Adobe Sign integration key, a Yousign and a
Dropbox Sign key, a qualified certificate's PIN; tax and e-invoicing of
many countries: India's GST e-invoice IRP `client_secret` and `AppKey`,
Italy's SdI `.p12` password, Mexico's CFDI PAC password and a CSD `.key`
password, Brazil's NF-e certificate password, Chile's SII, Colombia's DIAN
`SoftwarePin`, Peru's SUNAT SOL user and password, Saudi ZATCA's CSID
secret, Poland's KSeF token, Hungary's NAV `exchangeKey`, Spain's
Verifactu certificate password, Portugal's AT password, Germany's ELSTER
certificate PIN, France's Chorus Pro technical account, Kenya's eTIMS,
Nigeria's FIRS; legal: a Clio refresh token, a PACER login, a court
e-filing key) and insurance (a Guidewire integration user, a Duck Creek
key, a rating API key, an ACORD endpoint's password, a claims portal).
"""

from __future__ import annotations

import base64
import random

from bench.secret_kinds import Kind, alnum, b64, digits, hexs, lower_alnum, urlsafe
from bench.secret_kinds_heldout30_more import kind30

__all__ = ["REGULATED_KINDS"]


def _guid(r: random.Random) -> str:
    h = hexs(r, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-b{h[17:20]}-{h[20:]}"


def _tpa_basic(r: random.Random) -> str:
    return base64.b64encode(f"tpa-{digits(r, 4)}:{alnum(r, 14)}".encode()).decode()


def _pin(r: random.Random) -> str:
    return digits(r, 6)


_HEALTH: tuple[Kind, ...] = (
    kind30(
        "hapi_fhir_datasource",
        "config",
        "spring:\n  datasource:\n    url: 'jdbc:postgresql://fhirdb:5432/hapi'\n    username: "
        "admin\n    password: {v}\n    driverClassName: org.postgresql.Driver\nhapi:\n  fhir:\n"
        "    fhir_version: R4",
    ),
    kind30(
        "smart_backend_client_secret_post",
        "cli",
        "curl -X POST https://fhir.hospital.example/oauth2/token -d grant_type="
        "client_credentials -d client_id=bulk-export -d client_secret={v} -d "
        "scope=system/*.read",
        value=lambda r: urlsafe(r, 43),
    ),
    kind30(
        "epic_nonprod_client_secret",
        "config",
        "EPIC_FHIR_BASE=https://fhir.epic.com/interconnect-fhir-oauth/api/FHIR/R4\n"
        "EPIC_CLIENT_ID={uuid}\nEPIC_CLIENT_SECRET={v}",
        value=lambda r: b64(r, 88),
    ),
    kind30(
        "oracle_health_system_account",
        "code",
        'token = requests.post(TOKEN_URL, auth=("{uuid}", "{v}"), data={"grant_type": '
        '"client_credentials", "scope": "system/Patient.read"})',
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "mirth_properties_keystore",
        "config",
        "# mirth.properties\nhttp.port = 8080\nhttps.port = 8443\nkeystore.path = ${dir.appdata}"
        "/keystore.jks\nkeystore.storepass = {v}\nkeystore.keypass = {v}\ndatabase = postgres",
        value=lambda r: alnum(r, 12),
    ),
    kind30(
        "mirth_cli_login",
        "cli",
        "./mccommand -a https://mirth.hospital.example:8443 -u admin -p '{v}' -s export.txt",
    ),
    kind30(
        "hl7_mllp_tls_keypass",
        "config",
        "<connector>\n  <host>0.0.0.0</host>\n  <port>2575</port>\n  <tls>\n"
        "    <keyStore>/opt/hl7/keystore.p12</keyStore>\n    <keyStorePassword>{v}"
        "</keyStorePassword>\n  </tls>\n</connector>",
    ),
    kind30(
        "orthanc_registered_users",
        "config",
        '{\n  "Name" : "PACS-RAD",\n  "DicomAet" : "ORTHANC",\n  "AuthenticationEnabled" : '
        'true,\n  "RegisteredUsers" : {\n    "radiology" : "{v}"\n  }\n}',
    ),
    kind30(
        "dcm4chee_ldap_root_pass",
        "cli",
        "docker run -d --name ldap -e LDAP_ROOTPASS={v} -e LDAP_CONFIGPASS={k16} "
        "dcm4che/slapd-dcm4chee:2.6.6-33.0",
    ),
    kind30(
        "dicomweb_basic_stow",
        "cli",
        "storescu --url https://pacs.clinic.example/dicom-web/studies --user uploader --password "
        "'{v}' ./CT/",
        "dcm4che-5.31/bin/stowrs --url https://pacs.example/dcm4chee-arc/aets/DCM4CHEE/rs/studies"
        " -u stow:{v} study/*.dcm",
    ),
    kind30(
        "ohif_oidc_secret",
        "code",
        "oidc: [{\n  authority: 'https://keycloak.hospital.example/realms/imaging',\n  client_id: "
        "'ohif-viewer',\n  client_secret: '{v}',\n  redirect_uri: '/callback',\n}],",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "medplum_client_secret",
        "code",
        "await medplum.startClientLogin('{uuid}', '{v}');",
        value=lambda r: hexs(r, 64),
    ),
    kind30(
        "athena_key_pair",
        "config",
        "ATHENA_PRACTICE_ID=195900\nATHENA_KEY={k24}\nATHENA_SECRET={v}",
        value=lambda r: alnum(r, 16),
    ),
    kind30(
        "drchrono_refresh_token",
        "output",
        '{"access_token": "{k30}", "token_type": "Bearer", "expires_in": 172800, '
        '"refresh_token": "{v}", "scope": "patients:read clinical:read"}',
        value=lambda r: alnum(r, 30),
    ),
    kind30(
        "eprescribing_partner_key",
        "config",
        "[surescripts]\nendpoint = https://staging.erx.example/ncpdp\nportal_id = {d8}\n"
        "partner_password = {v}",
    ),
    kind30(
        "ehr_sandbox_shared_login",
        "chat",
        "The OpenEMR sandbox is up: https://demo.emr.clinic.example/ login admin / {v} (change it"
        " after the first run).",
    ),
    kind30(
        "hl7_v2_msh_password_field",
        "output",
        "MSH|^~\\&|LAB|HOSP|EHR|HOSP|20261129101500||ORU^R01|{d8}|P|2.5.1\nPID|1||{d7}^^^HOSP"
        "||DOE^JANE\nZAU|interface_user|{v}",
        value=lambda r: alnum(r, 14),
    ),
    kind30(
        "fhir_bearer_header_curl",
        "cli",
        "curl -H 'Accept: application/fhir+json' -H 'Authorization: Bearer {v}' "
        "https://fhir.clinic.example/r4/Patient?family=Smith",
        value=lambda r: urlsafe(r, 64),
    ),
    kind30(
        "healthgorilla_private_key_pass",
        "cli",
        "openssl pkcs12 -in hie-client.p12 -passin pass:{v} -nodes -out hie-client.pem",
    ),
)

_EDU: tuple[Kind, ...] = (
    kind30(
        "moodle_config_dbpass",
        "config",
        "<?php\nunset($CFG);\nglobal $CFG;\n$CFG = new stdClass();\n$CFG->dbtype    = 'pgsql';"
        "\n$CFG->dbhost    = 'localhost';\n$CFG->dbname    = 'moodle';\n$CFG->dbuser    = "
        "'moodleuser';\n$CFG->dbpass    = '{v}';\n$CFG->wwwroot   = 'https://learn.school."
        "example';",
    ),
    kind30(
        "moodle_wstoken_url",
        "cli",
        "curl 'https://learn.school.example/webservice/rest/server.php?wstoken={v}&wsfunction="
        "core_course_get_courses&moodlewsrestformat=json'",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "moodle_cli_install_adminpass",
        "cli",
        "sudo -u www-data php admin/cli/install_database.php --agree-license --fullname='Escola'"
        " --shortname=esc --adminpass='{v}' --adminemail=ti@escola.example",
    ),
    kind30(
        "lti11_consumer_secret",
        "config",
        "LTI_CONSUMER_KEY=canvas-{l8}\nLTI_SHARED_SECRET={v}\nLTI_LAUNCH_URL=https://tool."
        "example/lti/launch",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "lti11_consumers_dict",
        "code",
        "PYLTI_CONFIG = {\n    'consumers': {\n        'moodle-prod': {'secret': '{v}'},\n    }\n}",
        value=lambda r: hexs(r, 24),
    ),
    kind30(
        "canvas_developer_key",
        "config",
        "CANVAS_BASE_URL=https://canvas.uni.example\nCANVAS_CLIENT_ID=1000000000000{d4}\n"
        "CANVAS_CLIENT_SECRET={v}",
        value=lambda r: alnum(r, 64),
    ),
    kind30(
        "canvas_access_token_header",
        "cli",
        "curl -H 'Authorization: Bearer {v}' 'https://canvas.uni.example/api/v1/courses/"
        "{d5}/assignments?per_page=100'",
        value=lambda r: "7~" + alnum(r, 64),
    ),
    kind30(
        "lti13_jwk_private_d",
        "config",
        '{\n  "kty": "RSA",\n  "kid": "{h16}",\n  "alg": "RS256",\n  "use": "sig",\n'
        '  "n": "{k86}",\n  "e": "AQAB",\n  "d": "{v}"\n}',
        value=lambda r: urlsafe(r, 86),
    ),
    kind30(
        "blackboard_rest_secret",
        "config",
        "bb.rest.application.key={uuid}\nbb.rest.application.secret={v}\nbb.host=https://bb."
        "college.example",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "powerschool_plugin_client",
        "code",
        'auth = base64.b64encode(f"{PS_CLIENT_ID}:{PS_CLIENT_SECRET}".encode())\n'
        'PS_CLIENT_ID = "{uuid}"\nPS_CLIENT_SECRET = "{v}"',
        value=_guid,
    ),
    kind30(
        "clever_district_token",
        "cli",
        "curl -H 'Authorization: Bearer {v}' https://api.clever.com/v3.0/sections",
        value=lambda r: hexs(r, 40),
    ),
    kind30(
        "sis_sftp_roster_push",
        "config",
        "# oneroster export job\nsftp_host: sftp.lms-vendor.example\nsftp_user: district_412\n"
        "sftp_password: {v}\nschedule: '0 2 * * *'",
    ),
    kind30(
        "gradescope_login_form",
        "code",
        "session.post('https://www.gradescope.com/login', data={'session[email]': "
        "'ta@uni.example', 'session[password]': '{v}', 'authenticity_token': tok})",
    ),
)

_GOV: tuple[Kind, ...] = (
    kind30(
        "docusign_integration_rsa",
        "config",
        'DS_INTEGRATION_KEY={uuid}\nDS_USER_ID={uuid}\nDS_PRIVATE_KEY="-----BEGIN RSA PRIVATE '
        'KEY-----\\n{v}\\n-----END RSA PRIVATE KEY-----"',
        value=lambda r: "MIIEow" + b64(r, 58),
    ),
    kind30(
        "docusign_secret_key",
        "config",
        "DOCUSIGN_CLIENT_ID={uuid}\nDOCUSIGN_CLIENT_SECRET={v}\nDOCUSIGN_AUTH_SERVER="
        "account-d.docusign.com",
        value=_guid,
    ),
    kind30(
        "adobe_sign_integration_key",
        "cli",
        "curl -H 'Authorization: Bearer {v}' https://api.na1.adobesign.com/api/rest/v6/agreements",
        value=lambda r: "3AAABL" + urlsafe(r, 60),
    ),
    kind30(
        "yousign_api_key",
        "config",
        "YOUSIGN_BASE_URL=https://api-sandbox.yousign.app/v3\nYOUSIGN_API_KEY={v}",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "dropbox_sign_key_basic",
        "cli",
        "curl -u '{v}:' https://api.hellosign.com/v3/signature_request/list",
        value=lambda r: hexs(r, 64),
    ),
    kind30(
        "qualified_cert_pin",
        "cli",
        "pkcs11-tool --module /usr/lib/libcryptoki.so --login --pin {v} --sign --id 01 -i "
        "contrato.pdf",
        value=_pin,
    ),
    kind30(
        "india_gst_irp_credentials",
        "config",
        "IRP_BASE=https://einv-apisandbox.nic.in\nIRP_CLIENT_ID=AAC{U12}\nIRP_CLIENT_SECRET={v}"
        "\nIRP_GSTIN=29AAACB1234F1Z5\nIRP_USERNAME=shopapi\nIRP_PASSWORD={k12}",
        value=lambda r: alnum(r, 20),
    ),
    kind30(
        "india_eway_bill_password",
        "code",
        'payload = {"action": "ACCESSTOKEN", "username": "mh_trader", "password": "{v}", '
        '"app_key": app_key_b64}',
    ),
    kind30(
        "italy_sdi_p12_password",
        "cli",
        "openssl smime -sign -in IT01234567890_00001.xml -signer firma.pem -inkey firma.key "
        "-passin pass:{v} -outform DER -out IT01234567890_00001.xml.p7m",
    ),
    kind30(
        "mexico_pac_credentials",
        "code",
        "$pac = new Facturador(['usuario' => 'ABC010101AAA', 'password' => '{v}', 'sandbox' => "
        "false]);",
    ),
    kind30(
        "mexico_csd_key_password",
        "cli",
        "openssl pkcs8 -inform DER -in CSD_ABC010101AAA.key -passin pass:{v} -out csd.pem",
    ),
    kind30(
        "brazil_nfe_cert_password",
        "config",
        "NFE_AMBIENTE=2\nNFE_UF=SP\nNFE_CERTIFICADO=/certs/empresa.pfx\nNFE_SENHA_CERTIFICADO={v}",
    ),
    kind30(
        "chile_sii_cert_password",
        "code",
        "firma = FirmaElectronica('certificado.pfx', clave='{v}')\nsii = SII(rut_emisor="
        "'76123456-7', ambiente='certificacion')",
    ),
    kind30(
        "colombia_dian_software_pin",
        "config",
        "<Software>\n  <SoftwareID>{uuid}</SoftwareID>\n  <SoftwarePin>{v}</SoftwarePin>\n"
        "  <TestSetId>{uuid}</TestSetId>\n</Software>",
        value=lambda r: digits(r, 5),
    ),
    kind30(
        "peru_sunat_sol",
        "config",
        "SUNAT_RUC=20123456789\nSUNAT_USUARIO_SOL=MODDATOS\nSUNAT_CLAVE_SOL={v}",
    ),
    kind30(
        "zatca_csid_secret",
        "code",
        'auth = base64.b64encode(f"{binary_security_token}:{secret}".encode())\nsecret = "{v}"',
        value=lambda r: b64(r, 44),
    ),
    kind30(
        "poland_ksef_token",
        "cli",
        "curl -X POST https://ksef-test.mf.gov.pl/api/online/Session/AuthorisationChallenge -H "
        '\'Content-Type: application/json\' -d \'{"contextIdentifier":{"type":"onip",'
        '"identifier":"5260250274"}}\'\nexport KSEF_TOKEN={v}',
        value=lambda r: hexs(r, 64).upper(),
    ),
    kind30(
        "hungary_nav_exchange_key",
        "config",
        "nav:\n  login: navapi{l6}\n  password: {k12}\n  signatureKey: {h8}-{h4}-{h4}-{h16}\n"
        "  exchangeKey: {v}\n  taxNumber: '12345678'",
        value=lambda r: hexs(r, 16),
    ),
    kind30(
        "spain_verifactu_cert",
        "cli",
        "java -jar verifactu-client.jar --cert empresa.p12 --cert-pass '{v}' --entorno pruebas "
        "--alta registro.xml",
    ),
    kind30(
        "portugal_at_password",
        "config",
        "[at]\nnif=509123456\nsubutilizador=509123456/1\nsenha={v}\nambiente=testes",
    ),
    kind30(
        "elster_cert_pin",
        "code",
        'eric.PersoenlicheZertifikat(pfad="elster.pfx", pin="{v}")',
    ),
    kind30(
        "chorus_pro_technical_account",
        "config",
        "PISTE_CLIENT_ID={uuid}\nPISTE_CLIENT_SECRET={uuid}\nCPRO_LOGIN=TECH_{d8}@cpro.fr\n"
        "CPRO_PASSWORD={v}",
    ),
    kind30(
        "kenya_etims_device_key",
        "config",
        '{"tin": "P051234567X", "bhfId": "00", "dvcSrlNo": "VSCU{d6}", "cmcKey": "{v}"}',
        value=lambda r: hexs(r, 64).upper(),
    ),
    kind30(
        "nigeria_firs_api_secret",
        "config",
        "FIRS_API_KEY={uuid}\nFIRS_API_SECRET={v}\nFIRS_ENV=sandbox",
        value=lambda r: alnum(r, 48),
    ),
    kind30(
        "clio_refresh_token",
        "config",
        "CLIO_CLIENT_ID={k40}\nCLIO_REFRESH_TOKEN={v}",
        value=lambda r: alnum(r, 40),
    ),
    kind30(
        "pacer_login_json",
        "cli",
        "curl -X POST https://pacer.login.uscourts.gov/services/cso-auth -H 'Content-Type: "
        'application/json\' -d \'{"loginId": "firmclerk", "password": "{v}"}\'',
    ),
    kind30(
        "efiling_api_key_header",
        "cli",
        "curl -H 'X-Api-Key: {v}' https://efile.courts.example.gov/v2/filings/{d8}/status",
        value=lambda r: lower_alnum(r, 36),
    ),
)

_INSURANCE: tuple[Kind, ...] = (
    kind30(
        "guidewire_integration_user",
        "config",
        "gw.pc.url=https://pc.insurer.example/pc/ws\ngw.pc.username=su_integration\n"
        "gw.pc.password={v}",
    ),
    kind30(
        "rating_engine_api_key",
        "code",
        'quote = requests.post("https://rating.mga.example/v2/quotes", headers={"x-rating-key": '
        '"{v}"}, json=risk)',
        value=lambda r: alnum(r, 36),
    ),
    kind30(
        "acord_soap_password",
        "config",
        "<wsse:UsernameToken>\n  <wsse:Username>agency0421</wsse:Username>\n"
        '  <wsse:Password Type="#PasswordText">{v}</wsse:Password>\n</wsse:UsernameToken>',
    ),
    kind30(
        "claims_portal_basic",
        "config",
        "CLAIMS_API=https://claims.carrier.example/api\nCLAIMS_AUTH=Basic {v}",
        value=_tpa_basic,
    ),
    kind30(
        "duck_creek_client_secret",
        "config",
        '"DuckCreek": {\n  "TokenUrl": "https://auth.dc.example/connect/token",\n  "ClientId": '
        '"policy-sync",\n  "ClientSecret": "{v}"\n}',
        value=lambda r: b64(r, 44),
    ),
)

REGULATED_KINDS: tuple[Kind, ...] = (*_HEALTH, *_EDU, *_GOV, *_INSURANCE)
