"""The thirty-second held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is the places
secrets live outside the mainstream of software: research and science
infrastructure, regulated sectors, the home and its media, and the ways a
secret travels outside code. This file holds research and science: HPC
schedulers and their portals (a Slurm `slurmdbd.conf` `StoragePass`, a
`sacctmgr` line, `AuthAltParameters` jwt key, a PBS `qsub -v` argument, a
Globus client secret and `globus login` output, Open OnDemand's OIDC
client secret, JupyterHub's `api_token`, `cookie_secret` and a server's
`?token=` URL, a Dask dashboard, an MLflow tracking password), lab
instruments and LIMS (a Benchling key, a LabKey `apikey|`, a SENAITE login,
an instrument's FTP export settings, an ELN's `.ini`, OMERO's login line),
bioinformatics (Nextflow's `secrets set` and a `nextflow.config` AWS pair,
Snakemake's profile and a remote provider's keys, Galaxy's `id_secret` and
an admin key, BioBlend, NCBI's `api_key=` in an E-utilities URL and
`NCBI_API_KEY`, Entrez's `email`/`api_key` in Biopython, an Ensembl
MySQL login, a Seven Bridges auth token, DNAnexus `dx login --token`, a
Terra bearer, a BaseSpace access token, a Synapse `authToken`, a REDCap API
token), notebooks (an `.ipynb` cell's source and its saved output, a
`%env` magic, papermill parameters, Colab's `userdata`), R (`.Renviron`,
`keyring::key_set_with_value`, `Sys.setenv`, `DBI::dbConnect`, rsconnect's
`setAccountInfo`, `httr::authenticate`), MATLAB (`weboptions` credentials,
`database()` call), Julia (`ENV[...]`, `LibPQ.Connection`), Stata
(`global` macro and `copy` with a token URL), SAS (`libname` with `pw=`)
and SPSS.

Its other parts: `bench/secret_kinds_heldout32_more.py` (regulated sectors:
health, education, government, legal and insurance),
`bench/secret_kinds_heldout32_home.py` (the home and media: home automation,
cameras, streaming, podcasts and game servers),
`bench/secret_kinds_heldout32_travel.py` (how secrets travel outside code:
mail, invites, tickets, OCR, voice, PDF text, and chat in many languages);
its look-alikes are in `bench/secret_kinds_heldout32_look.py` and `_look2.py`.
"""

from __future__ import annotations

import random

from bench.secret_kinds import (
    SESSION_PLACES8,
    Kind,
    Sample,
    alnum,
    b64,
    hexs,
    lower_alnum,
    samples,
    urlsafe,
)
from bench.secret_kinds_heldout30_more import kind30
from bench.secret_kinds_heldout32_home import HOME_KINDS, dashed
from bench.secret_kinds_heldout32_look import LOOK_ALIKES
from bench.secret_kinds_heldout32_more import REGULATED_KINDS
from bench.secret_kinds_heldout32_travel import TRAVEL_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout32_samples"]


def _jwtish(r: random.Random) -> str:
    return "eyJhbGciOiJIUzI1NiJ9." + urlsafe(r, 42) + "." + urlsafe(r, 43)


_HPC: tuple[Kind, ...] = (
    kind30(
        "slurmdbd_storage_pass",
        "config",
        "# slurmdbd.conf\nAuthType=auth/munge\nDbdHost=head01\nStorageType=accounting_storage/mysql"
        "\nStorageUser=slurm\nStoragePass={v}\nStorageLoc=slurm_acct_db",
    ),
    kind30(
        "slurm_jwt_key_b64",
        "cli",
        "echo '{v}' | base64 -d > /var/spool/slurm/statesave/jwt_hs256.key && chmod 0600 "
        "/var/spool/slurm/statesave/jwt_hs256.key",
        value=lambda r: b64(r, 44),
    ),
    kind30(
        "slurm_rest_token_env",
        "output",
        "$ scontrol token lifespan=7200\nSLURM_JWT={v}",
        'export SLURM_JWT={v}\ncurl -H "X-SLURM-USER-TOKEN: $SLURM_JWT" '
        "http://head01:6820/slurm/v0.0.40/jobs",
        value=_jwtish,
    ),
    kind30(
        "sbatch_script_db_password",
        "config",
        "#!/bin/bash\n#SBATCH --job-name=align\n#SBATCH --time=04:00:00\n#SBATCH --mem=32G\n"
        "export PGPASSWORD='{v}'\npsql -h db.lab.internal -U pipeline -c 'select 1'",
    ),
    kind30(
        "pbs_qsub_v_password",
        "cli",
        "qsub -l select=1:ncpus=8 -v DB_USER=runner,DB_PASS={v} run_models.pbs",
        value=lambda r: alnum(r, 16),
    ),
    kind30(
        "globus_client_secret",
        "config",
        'GLOBUS_CLIENT_ID = "{uuid}"\nGLOBUS_CLIENT_SECRET = "{v}"\n'
        "client = globus_sdk.ConfidentialAppAuthClient(GLOBUS_CLIENT_ID, GLOBUS_CLIENT_SECRET)",
        value=lambda r: b64(r, 44),
    ),
    kind30(
        "globus_refresh_token_json",
        "output",
        '$ cat ~/.globus/tokens.json\n{"transfer.api.globus.org": {"access_token": "Ag{k40}", '
        '"refresh_token": "{v}", "expires_at_seconds": 17{d8}}}',
        value=lambda r: "Ag" + alnum(r, 64),
    ),
    kind30(
        "ood_oidc_client_secret",
        "config",
        "# /etc/ood/config/ood_portal.yml\nservername: ondemand.hpc.example.edu\nauth:\n"
        "  - 'AuthType openid-connect'\noidc_uri: /oidc\noidc_provider_metadata_url: "
        "https://idp.example.edu/.well-known/openid-configuration\noidc_client_id: ondemand\n"
        'oidc_client_secret: "{v}"',
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "jupyterhub_service_api_token",
        "config",
        "c.JupyterHub.services = [\n    {\n        'name': 'idle-culler',\n"
        "        'api_token': '{v}',\n    }\n]",
        "c.JupyterHub.services = [{'name': 'grader', 'api_token': '{v}', 'admin': True}]",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "jupyterhub_cookie_secret_hex",
        "cli",
        "echo {v} > /srv/jupyterhub/jupyterhub_cookie_secret && chmod 600 "
        "/srv/jupyterhub/jupyterhub_cookie_secret",
        value=lambda r: hexs(r, 64),
    ),
    kind30(
        "jupyter_server_url_token",
        "output",
        "[I 2026-11-28 10:12:44.120 ServerApp] Jupyter Server 2.14.2 is running at:\n"
        "[I 2026-11-28 10:12:44.120 ServerApp] http://cn042:8888/lab?token={v}\n"
        "[I 2026-11-28 10:12:44.120 ServerApp]     http://127.0.0.1:8888/lab?token={v}",
        "ssh -L 8888:cn042:8888 me@login.hpc && open 'http://localhost:8888/tree?token={v}'",
        value=lambda r: hexs(r, 48),
    ),
    kind30(
        "jupyterhub_api_token_header",
        "cli",
        "curl -H 'Authorization: token {v}' https://hub.lab.example.org/hub/api/users",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "jupyter_notebook_password_set",
        "config",
        "c.ServerApp.token = '{v}'\nc.ServerApp.ip = '0.0.0.0'\nc.ServerApp.open_browser = False",
        value=lambda r: alnum(r, 24),
    ),
    kind30(
        "dask_gateway_password",
        "code",
        'from dask_gateway import Gateway, BasicAuth\ngateway = Gateway("https://dask.lab.example",'
        ' auth=BasicAuth("analyst", "{v}"))',
    ),
    kind30(
        "mlflow_tracking_password",
        "cli",
        "MLFLOW_TRACKING_USERNAME=lab MLFLOW_TRACKING_PASSWORD={v} python train.py "
        "--experiment cryo",
    ),
    kind30(
        "htcondor_pool_password",
        "cli",
        "condor_store_cred add -c -p {v}",
        "condor_store_cred -f /etc/condor/passwords.d/POOL -p '{v}'",
        value=lambda r: alnum(r, 20),
    ),
    kind30(
        "irods_password_env",
        "config",
        '{\n  "irods_host": "irods.lab.example.org",\n  "irods_port": 1247,\n'
        '  "irods_user_name": "rods",\n  "irods_zone_name": "labZone"\n}\n'
        "$ iinit\nEnter your current iRODS password: {v}",
    ),
    kind30(
        "openstack_rc_password",
        "config",
        "export OS_AUTH_URL=https://keystone.cloud.uni.example:5000/v3\nexport OS_USERNAME=grp-"
        "astro\nexport OS_PASSWORD='{v}'\nexport OS_PROJECT_NAME=astro-sims",
    ),
    kind30(
        "openstack_app_credential_secret",
        "config",
        "clouds:\n  uni:\n    auth_type: v3applicationcredential\n    auth:\n      auth_url: "
        "https://keystone.uni.example:5000\n      application_credential_id: {h32}\n"
        "      application_credential_secret: {v}",
        value=lambda r: urlsafe(r, 86),
    ),
    kind30(
        "cvmfs_s3_secret",
        "config",
        "CVMFS_S3_HOST=s3.cern-like.example\nCVMFS_S3_ACCESS_KEY={U20}\nCVMFS_S3_SECRET_KEY={v}"
        "\nCVMFS_S3_BUCKET=sw-repo",
        value=lambda r: b64(r, 40),
    ),
)

_LAB: tuple[Kind, ...] = (
    kind30(
        "benchling_api_key",
        "code",
        "from benchling_sdk.benchling import Benchling\nfrom benchling_sdk.auth.api_key_auth "
        'import ApiKeyAuth\nbenchling = Benchling(url="https://lab.benchling.com", '
        'auth_method=ApiKeyAuth("{v}"))',
        value=lambda r: "sk_" + alnum(r, 30),
    ),
    kind30(
        "labkey_apikey",
        "config",
        "machine labkey.lab.example.org\nlogin apikey\npassword {v}",
        'api = APIWrapper("labkey.lab.example.org", "Immunology", api_key="{v}")',
        value=lambda r: "apikey|" + hexs(r, 32),
    ),
    kind30(
        "senaite_lims_login",
        "cli",
        "curl -u labmanager:{v} https://lims.lab.example/senaite/@@API/senaite/v1/AnalysisRequest",
    ),
    kind30(
        "instrument_ftp_export",
        "config",
        "[Export]\nProtocol=FTP\nHost=192.168.40.12\nPort=21\nUser=qpcr_export\nPassword={v}"
        "\nRemoteDir=/runs/QuantStudio5",
        value=lambda r: alnum(r, 12),
    ),
    kind30(
        "eln_ini_api_secret",
        "config",
        "[eln]\nbase_url = https://eln.lab.example/api/v2\nteam = 4\napi_key = {v}\n"
        "verify_ssl = true",
        value=lambda r: "3-" + hexs(r, 84),
    ),
    kind30(
        "omero_login_w",
        "cli",
        "omero login -s omero.imaging.example -u jbloggs -w {v}",
        "omero login root@omero.imaging.example:4064 -w '{v}'",
    ),
    kind30(
        "opentrons_robot_key",
        "config",
        'ROBOT_IP = "169.254.41.3"\nSLACK_WEBHOOK = "https://hooks.slack.com/services/T{U8}/B{U8}'
        '/{v}"\nprotocol_name = "PCR setup"',
        value=lambda r: alnum(r, 24),
    ),
    kind30(
        "lims_odbc_connection",
        "config",
        "[LIMS]\nDriver=ODBC Driver 18 for SQL Server\nServer=limsdb01\nDatabase=LabVantage\n"
        "UID=lv_reader\nPWD={v}",
    ),
    kind30(
        "quartzy_access_token",
        "cli",
        "curl -H 'Access-Token: {v}' https://api.quartzy.com/order-requests",
        value=lambda r: alnum(r, 40),
    ),
    kind30(
        "protocols_io_token",
        "code",
        'headers = {"Authorization": "Bearer {v}"}\nr = requests.get("https://www.protocols.io'
        '/api/v3/session/protocols", headers=headers)',
        value=lambda r: hexs(r, 64),
    ),
)

_BIO: tuple[Kind, ...] = (
    kind30(
        "nextflow_secrets_set",
        "cli",
        "nextflow secrets set TOWER_ACCESS_TOKEN {v}",
        "nextflow secrets set NCBI_KEY '{v}' && nextflow run nf-core/fetchngs -profile docker",
        value=lambda r: "eyJ0aWQiOiA" + alnum(r, 60),
    ),
    kind30(
        "nextflow_config_aws_pair",
        "config",
        "aws {\n    accessKey = 'AKIA{U16}'\n    secretKey = '{v}'\n    region = 'eu-west-1'\n}"
        "\nprocess.executor = 'awsbatch'",
        value=lambda r: b64(r, 40),
    ),
    kind30(
        "tower_access_token_env",
        "cli",
        "export TOWER_ACCESS_TOKEN={v}\nnextflow run nf-core/rnaseq -with-tower",
        value=lambda r: "eyJ0aWQiOiA" + alnum(r, 60) + "=",
    ),
    kind30(
        "snakemake_profile_password",
        "config",
        "# profiles/cluster/config.yaml\nexecutor: slurm\njobs: 200\ndefault-resources:\n"
        "  - slurm_account=genomics\nstorage-s3-access-key: {U20}\nstorage-s3-secret-key: {v}",
        value=lambda r: b64(r, 40),
    ),
    kind30(
        "snakemake_ftp_remote",
        "code",
        'FTP = FTPRemoteProvider(username="seqcore", password="{v}")\nrule fetch:\n    input: '
        'FTP.remote("ftp.seqcore.example/run42/reads.fq.gz")',
    ),
    kind30(
        "galaxy_id_secret",
        "config",
        "galaxy:\n  database_connection: postgresql:///galaxy?host=/var/run/postgresql\n"
        "  id_secret: {v}\n  admin_users: admin@lab.example",
        value=lambda r: alnum(r, 40),
    ),
    kind30(
        "galaxy_bootstrap_admin_key",
        "config",
        "galaxy:\n  bootstrap_admin_api_key: {v}\n  allow_user_creation: false",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "bioblend_galaxy_key",
        "code",
        'from bioblend.galaxy import GalaxyInstance\ngi = GalaxyInstance(url="https://usegalaxy.'
        'example", key="{v}")',
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "ncbi_eutils_url_key",
        "cli",
        "curl 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils/esearch.fcgi?db=pubmed&term=crispr"
        "&retmax=200&api_key={v}'",
        value=lambda r: hexs(r, 36),
    ),
    kind30(
        "ncbi_api_key_env",
        "config",
        "# ~/.bashrc\nexport NCBI_API_KEY={v}\nexport PATH=$HOME/edirect:$PATH",
        value=lambda r: hexs(r, 36),
    ),
    kind30(
        "biopython_entrez_key",
        "code",
        'from Bio import Entrez\nEntrez.email = "p.ortiz@lab.example.edu"\nEntrez.api_key = '
        '"{v}"\nhandle = Entrez.efetch(db="nucleotide", id="NM_000546", rettype="fasta")',
        value=lambda r: hexs(r, 36),
    ),
    kind30(
        "ensembl_private_mysql",
        "cli",
        "mysql -h ensdb.genomics.example -P 3306 -u ens_rw -p{v} homo_sapiens_core_112_38",
        value=lambda r: alnum(r, 14),
    ),
    kind30(
        "sevenbridges_auth_token",
        "config",
        "[default]\napi_endpoint = https://cgc-api.sbgenomics.com/v2\nauth_token = {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "dnanexus_dx_login_token",
        "cli",
        "dx login --token {v} --noprojects",
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "terra_bearer_gcloud",
        "output",
        '$ gcloud auth print-access-token\n{v}\n$ curl -H "Authorization: Bearer $(gcloud auth '
        'print-access-token)" https://api.firecloud.org/api/workspaces',
        value=lambda r: "ya29.a0" + urlsafe(r, 150),
    ),
    kind30(
        "basespace_access_token",
        "config",
        "apiServer   = https://api.basespace.illumina.com\naccessToken = {v}",
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "synapse_auth_token",
        "config",
        "[authentication]\nusername = lab-bot\nauthtoken = {v}",
        value=_jwtish,
    ),
    kind30(
        "redcap_api_token",
        "cli",
        "curl -X POST https://redcap.med.example.edu/api/ -d token={v} -d content=record -d "
        "format=csv -d type=flat",
        "redcap <- redcapConnection(url = 'https://redcap.med.example.edu/api/', token = '{v}')",
        value=lambda r: hexs(r, 32).upper(),
    ),
    kind30(
        "cbioportal_data_access_token",
        "config",
        "dat.method=jwt\ndat.jwt.secret.key={v}\ndat.ttl_seconds=2592000",
        value=lambda r: b64(r, 44),
    ),
    kind30(
        "zenodo_token",
        "cli",
        "curl -H 'Content-Type: application/json' -X POST "
        "'https://zenodo.org/api/deposit/depositions?access_token={v}' -d '{}'",
        value=lambda r: alnum(r, 60),
    ),
    kind30(
        "figshare_token",
        "code",
        'FIGSHARE_TOKEN = "{v}"\nrequests.get("https://api.figshare.com/v2/account/articles", '
        'headers={"Authorization": f"token {FIGSHARE_TOKEN}"})',
        value=lambda r: hexs(r, 128),
    ),
    kind30(
        "osf_personal_token",
        "cli",
        "export OSF_TOKEN={v}\nosf -p abc12 clone",
        value=lambda r: alnum(r, 70),
    ),
    kind30(
        "orcid_client_secret",
        "config",
        "ORCID_CLIENT_ID=APP-{U16}\nORCID_CLIENT_SECRET={v}\nORCID_SANDBOX=false",
        value=lambda r: dashed(r, "", ""),
    ),
)

_NOTEBOOKS: tuple[Kind, ...] = (
    kind30(
        "ipynb_source_cell_key",
        "config",
        '{\n "cell_type": "code",\n "execution_count": 3,\n "metadata": {},\n "outputs": [],\n'
        ' "source": [\n  "import openai\\n",\n  "client = openai.OpenAI(api_key=\\"{v}\\")\\n"\n'
        " ]\n}",
        value=lambda r: "sk-proj-" + urlsafe(r, 48),
    ),
    kind30(
        "ipynb_saved_output_env",
        "config",
        ' "outputs": [\n  {\n   "name": "stdout",\n   "output_type": "stream",\n   "text": [\n'
        '    "HOME=/home/jovyan\\n",\n    "WANDB_API_KEY={v}\\n",\n    "SHELL=/bin/bash\\n"\n'
        "   ]\n  }\n ],",
        value=lambda r: hexs(r, 40),
    ),
    kind30(
        "ipynb_output_repr_password",
        "config",
        ' "outputs": [\n  {\n   "data": {\n    "text/plain": [\n     "{\'host\': \'db.lab\', '
        "'user': 'analyst', 'password': '{v}'}\"\n    ]\n   },\n   \"execution_count\": 7,\n"
        '   "output_type": "execute_result"\n  }\n ],',
    ),
    kind30(
        "ipython_env_magic",
        "chat",
        "In [4]: %env HF_TOKEN={v}\nenv: HF_TOKEN={v}",
        value=lambda r: "hf_" + alnum(r, 34),
    ),
    kind30(
        "papermill_parameter",
        "cli",
        "papermill analysis.ipynb out/analysis-2026-11.ipynb -p db_password '{v}' -p cohort 2024",
    ),
    kind30(
        "colab_userdata_fallback",
        "code",
        "try:\n    from google.colab import userdata\n    KEY = userdata.get('GEMINI_API_KEY')\n"
        "except ImportError:\n    KEY = '{v}'",
        value=lambda r: "AIza" + urlsafe(r, 35),
    ),
    kind30(
        "renviron_line",
        "config",
        "# ~/.Renviron\nR_LIBS_USER=~/R/library\nGITHUB_PAT={v}\nCENSUS_API_KEY={h40}",
        value=lambda r: "ghp_" + alnum(r, 36),
    ),
    kind30(
        "renviron_custom_key",
        "config",
        "# .Renviron\nOPENALEX_MAILTO=lab@uni.example\nQUALTRICS_API_KEY={v}\nQUALTRICS_BASE_URL="
        "uni.eu.qualtrics.com",
        value=lambda r: alnum(r, 40),
    ),
    kind30(
        "r_keyring_set_with_value",
        "code",
        'keyring::key_set_with_value(service = "ipums", password = "{v}")',
        value=lambda r: hexs(r, 56),
    ),
    kind30(
        "r_sys_setenv",
        "code",
        'Sys.setenv(OPENAI_API_KEY = "{v}")\nlibrary(ellmer)',
        'Sys.setenv("EARTHDATA_PASS" = "{v}")',
        value=lambda r: "sk-" + alnum(r, 48),
    ),
    kind30(
        "r_dbi_connect",
        "code",
        'con <- DBI::dbConnect(RPostgres::Postgres(), host = "pg.stats.example", dbname = '
        '"survey", user = "analyst", password = "{v}")',
    ),
    kind30(
        "rsconnect_set_account_info",
        "code",
        "rsconnect::setAccountInfo(name='labdash', token='{U32}', secret='{v}')",
        value=lambda r: b64(r, 40),
    ),
    kind30(
        "r_httr_authenticate",
        "code",
        'resp <- httr::GET("https://api.lab.example/v1/samples", httr::authenticate("svc-r", '
        '"{v}"))',
    ),
    kind30(
        "matlab_weboptions",
        "code",
        "opts = weboptions('Username','instr01','Password','{v}','Timeout',30);\n"
        "data = webread('https://daq.lab.example/api/last', opts);",
    ),
    kind30(
        "matlab_database_call",
        "code",
        "conn = database('LabDB','matlab_ro','{v}','Vendor','PostgreSQL','Server',"
        "'pg.lab.example');",
    ),
    kind30(
        "julia_env_assign",
        "code",
        'ENV["AWS_SECRET_ACCESS_KEY"] = "{v}"\nusing AWS, AWSS3',
        value=lambda r: b64(r, 40),
    ),
    kind30(
        "julia_libpq_connection",
        "code",
        'conn = LibPQ.Connection("host=pg.hpc.example dbname=sims user=julia password={v}")',
    ),
    kind30(
        "stata_global_token",
        "code",
        'global api_token "{v}"\ncopy "https://data.bank.example/api/v1/series.csv?token='
        '$api_token" series.csv, replace',
        value=lambda r: alnum(r, 32),
    ),
    kind30(
        "stata_odbc_connectionstring",
        "code",
        'odbc load, exec("SELECT * FROM visits") connectionstring("DRIVER={PostgreSQL};'
        'SERVER=pg.clinic.example;DATABASE=visits;UID=stata;PWD={v}")',
    ),
    kind30(
        "sas_libname_pw",
        "code",
        "libname trial oracle user=sas_reader pw=\"{v}\" path='CLINPROD' schema=trial01;",
    ),
    kind30(
        "spss_python_connection",
        "code",
        "BEGIN PROGRAM PYTHON3.\nimport pyodbc\ncn = pyodbc.connect('DSN=survey;UID=spss;PWD="
        "{v}')\nEND PROGRAM.",
    ),
    kind30(
        "wandb_netrc",
        "config",
        "machine api.wandb.ai\n  login user\n  password {v}",
        value=lambda r: hexs(r, 40),
    ),
    kind30(
        "earthdata_netrc",
        "config",
        "machine urs.earthdata.nasa.gov login climate_lab password {v}",
    ),
    kind30(
        "copernicus_cdsapirc",
        "config",
        "url: https://cds.climate.copernicus.eu/api\nkey: {v}",
        value=lambda r: dashed(r, "4", "a"),
    ),
    kind30(
        "kaggle_json",
        "config",
        '{"username":"mlopez","key":"{v}"}',
        value=lambda r: hexs(r, 32),
    ),
    kind30(
        "dataverse_api_token_header",
        "cli",
        'curl -H "X-Dataverse-key:{v}" -X POST \'https://dataverse.uni.example/api/'
        "dataverses/lab/datasets' --upload-file dataset.json",
        value=lambda r: dashed(r, "4", "8"),
    ),
    kind30(
        "ckan_api_key",
        "code",
        "ckan = RemoteCKAN('https://opendata.city.example', apikey='{v}')",
        value=lambda r: lower_alnum(r, 40),
    ),
)

KINDS: tuple[Kind, ...] = (
    *_HPC,
    *_LAB,
    *_BIO,
    *_NOTEBOOKS,
    *REGULATED_KINDS,
    *HOME_KINDS,
    *TRAVEL_KINDS,
)


def heldout32_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the thirty-second held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout32", SESSION_PLACES8)
