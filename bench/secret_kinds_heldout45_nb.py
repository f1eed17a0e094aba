"""Held-out 45's notebook and dbt kinds (`bench/secret_kinds_heldout45.py`), and the value makers.

What an analyst pastes from a notebook: a Jupyter cell's JSON source (an
`.ipynb` read raw) with a password in a string, its printed output (a
`print(conn_params)`, an `os.environ` dump, a DataFrame repr and a Polars
table holding a credentials column, a SQLAlchemy engine echoing its URL,
`%env` and `%set_env` magics, `!` shell lines), a notebook server's token in
the URL Jupyter prints and in `jupyter server list`, papermill parameters
(`-p`, `-y` YAML and a `parameters` cell), Colab's `userdata` set up by a
literal, Kaggle's `kaggle.json` and `KAGGLE_KEY`, a Voila and a marimo
environment, and `nbconvert --execute` run with a password in its
environment; then dbt: `profiles.yml` targets for Postgres, Snowflake
(password, a key pair's passphrase), Redshift, BigQuery (a keyfile's JSON
pasted inline), Databricks, ClickHouse, Trino and SQL Server, a `--vars`
flag, `dbt debug` printing a profile it was passed, `DBT_ENV_SECRET_`
variables, a `dbt_cloud.yml` with its token, a private package's git
token in `packages.yml` and a DSN in a source's `meta`.

Value makers the set's other parts use live here too.
"""

from __future__ import annotations

import base64
import json
import random
from urllib.parse import quote

from bench.secret_kinds import Kind, alnum, b64, b64_of, hexs, lower_alnum, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout30_more import pem_line

__all__ = [
    "NB_KINDS",
    "aws_secret",
    "b64url",
    "dapi",
    "enc_pw",
    "gocspx",
    "hex40",
    "jwt",
    "pem_line",
    "sa_json",
    "sas_sig",
    "tok",
]


def dapi(r: random.Random) -> str:
    """A Databricks personal access token."""
    return "dapi" + hexs(r, 32)


def aws_secret(r: random.Random) -> str:
    """An AWS secret access key: 40 characters of base64's alphabet."""
    return b64(r, 40)


def hex40(r: random.Random) -> str:
    """A 40-hex token (W&B, Label Studio, a notebook server's token is 48)."""
    return hexs(r, 40)


def tok(r: random.Random) -> str:
    """A generated API token with no vendor prefix."""
    return alnum(r, r.randrange(28, 44))


def gocspx(r: random.Random) -> str:
    """A Google OAuth client's secret."""
    return "GOCSPX-" + urlsafe(r, 28)


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def jwt(r: random.Random) -> str:
    """A signed token (Pulsar, a service role, a session) with a fresh payload and signature."""
    head = b64url(b'{"alg":"HS256","typ":"JWT"}')
    body = b64url(
        json.dumps({"sub": "svc-" + lower_alnum(r, 8), "iat": 1764600000 + r.randrange(9999)})
        .replace(" ", "")
        .encode()
    )
    return f"{head}.{body}.{b64url(bytes(r.randrange(256) for _ in range(32)))}"


def enc_pw(r: random.Random) -> str:
    """A password with URL-special characters, percent-encoded as it stands in a DSN."""
    plain = alnum(r, 6) + r.choice("@:/#?") + alnum(r, 5) + r.choice("@%&+") + alnum(r, 4)
    return quote(plain, safe="")


def sas_sig(r: random.Random) -> str:
    """The `sig` of an Azure SAS: an HMAC in base64, percent-encoded in the URL."""
    return quote(base64.b64encode(bytes(r.randrange(256) for _ in range(32))).decode(), safe="")


def sa_json(r: random.Random) -> str:
    """A service account's JSON key with its private key, base64-encoded as a tool takes it."""
    key = "\\n".join(pem_line(r) for _ in range(3))
    text = (
        '{"type": "service_account", "project_id": "analytics-prod", "private_key_id": "'
        + hexs(r, 40)
        + '", "private_key": "-----BEGIN PRIVATE KEY-----\\n'
        + key
        + '\\n-----END PRIVATE KEY-----\\n", "client_email": "dbt@analytics-prod.iam.'
        'gserviceaccount.com"}'
    )
    return b64_of(text)


def _nbtoken(r: random.Random) -> str:
    return hexs(r, 48)


def _kaggle(r: random.Random) -> str:
    return hexs(r, 32)


_NOTEBOOK: tuple[Kind, ...] = (
    k(
        "ipynb_cell_source_password",
        "code",
        '{"cell_type": "code", "execution_count": 3, "id": "{h8}", "metadata": {}, '
        '"outputs": [], "source": ["import snowflake.connector\\n", "conn = snowflake.connector.'
        "connect(user='ANALYST', password='{v}', account='xy{d5}.eu-west-1')\"]}",
        '"source": [\n    "engine = create_engine(\\"postgresql://analyst:{v}@warehouse:5432/dw'
        '\\")"\n   ]',
    ),
    k(
        "ipynb_output_print_conn_params",
        "output",
        '"outputs": [{"name": "stdout", "output_type": "stream", "text": ["{\'host\': '
        "'dw.internal', 'user': 'etl', 'password': '{v}', 'port': 5439}\\n\"]}]",
        "In [7]: print(conn_params)\n{'host': 'dw.internal', 'user': 'etl', 'password': '{v}', "
        "'dbname': 'analytics'}",
    ),
    k(
        "ipynb_output_os_environ",
        "output",
        "In [2]: dict(os.environ)\nOut[2]:\n{'HOME': '/home/jovyan',\n 'PGPASSWORD': '{v}',\n "
        "'JUPYTER_IMAGE': 'jupyter/scipy-notebook'}",
        "In [4]: os.environ['WAREHOUSE_PASSWORD']\nOut[4]: '{v}'",
    ),
    k(
        "dataframe_repr_credentials_column",
        "output",
        "In [11]: creds_df\nOut[11]:\n      source    username           password\n0   "
        "postgres     etl_ro  {v}\n1      mysql    reader  {k14}",
        "   conn_id  login  password\n0  dw_prod  loader  {v}\n\n[1 rows x 3 columns]",
    ),
    k(
        "polars_table_secret_column",
        "output",
        "shape: (1, 3)\n┌─────────┬─────────┬──────────────────┐\n│ name    ┆ user    ┆ "
        "api_key          │\n│ ---     ┆ ---     ┆ ---              │\n│ str     ┆ str     ┆ str"
        "              │\n╞═════════╪═════════╪══════════════════╡\n│ fivetran┆ svc     ┆ {v} │\n"
        "└─────────┴─────────┴──────────────────┘",
        value=tok,
    ),
    k(
        "sqlalchemy_engine_repr_url",
        "output",
        "In [5]: engine.url.render_as_string(hide_password=False)\n"
        "Out[5]: 'postgresql+psycopg2://analyst:{v}@dw.internal:5432/analytics'",
        "2026-12-02 09:12:03,114 INFO sqlalchemy.engine.Engine connecting to "
        "mysql+pymysql://report:{v}@10.2.0.{d2}/sales",
    ),
    k(
        "jupyter_env_magic",
        "code",
        "%env SNOWFLAKE_PASSWORD={v}\n%env SNOWFLAKE_USER=ANALYST",
        "%set_env REDSHIFT_PASSWORD={v}",
    ),
    k(
        "jupyter_bang_shell_export",
        "code",
        "!export PGPASSWORD='{v}' && psql -h dw.internal -U analyst -c 'select 1'",
        "!mysql -h 10.0.3.{d2} -u report -p'{v}' sales -e 'show tables'",
    ),
    k(
        "jupyter_server_list_and_url_token",
        "output",
        "    To access the server, open this file in a browser:\n        file:///home/ana/.local/"
        "share/jupyter/runtime/jpserver-{d5}-open.html\n    Or copy and paste one of these URLs:\n"
        "        http://127.0.0.1:8888/lab?token={v}",
        "$ jupyter server list\nCurrently running servers:\nhttp://localhost:8888/?token={v} :: "
        "/home/ana/notebooks",
        value=_nbtoken,
    ),
    k(
        "jupyter_config_token_password",
        "config",
        "c.ServerApp.token = '{v}'\nc.ServerApp.ip = '0.0.0.0'\nc.ServerApp.open_browser = False",
        "c.NotebookApp.token = '{v}'\nc.NotebookApp.allow_origin = '*'",
        value=_nbtoken,
    ),
    k(
        "papermill_p_flag",
        "cli",
        "papermill reports/daily.ipynb out/daily-{d8}.ipynb -p run_date 2026-12-01 -p db_password "
        "{v}",
        "papermill etl.ipynb - -p api_token {v} -k python3 --log-output",
    ),
    k(
        "papermill_yaml_parameters",
        "cli",
        'papermill in.ipynb out.ipynb -y "{source: s3, aws_secret_access_key: {v}, bucket: '
        'raw-events}"',
        "papermill -f params.yaml nb.ipynb out.ipynb\n$ cat params.yaml\nwarehouse_user: loader\n"
        "warehouse_password: {v}\n",
        value=pw,
    ),
    k(
        "papermill_injected_parameters_cell",
        "code",
        '{"cell_type": "code", "metadata": {"tags": ["injected-parameters"]}, "source": ["# '
        'Parameters\\n", "db_password = \\"{v}\\"\\n", "run_date = \\"2026-12-01\\"\\n"]}',
        '# Parameters\nrun_date = "2026-12-01"\nclickhouse_password = "{v}"\n',
    ),
    k(
        "colab_userdata_literal_fallback",
        "code",
        "from google.colab import userdata\ntry:\n    HF = userdata.get('HF_TOKEN')\nexcept "
        "userdata.SecretNotFoundError:\n    OPENAI_KEY = 'sk-proj-{v}'",
        "import os\nos.environ['WANDB_API_KEY'] = '{v}'  # colab secrets did not work",
        value=tok,
    ),
    k(
        "kaggle_json_cat_and_inline",
        "config",
        '{"username":"ana{d3}","key":"{v}"}',
        '$ cat ~/.kaggle/kaggle.json\n{"username": "datateam", "key": "{v}"}',
        value=_kaggle,
    ),
    k(
        "kaggle_env_key",
        "cli",
        "export KAGGLE_USERNAME=ana{d3}\nexport KAGGLE_KEY={v}\nkaggle datasets download -d "
        "owner/retail-sales",
        "KAGGLE_KEY={v} kaggle competitions submit -c titanic -f sub.csv -m v3",
        value=_kaggle,
    ),
    k(
        "kaggle_secrets_literal",
        "code",
        "from kaggle_secrets import UserSecretsClient\n# secret = UserSecretsClient()."
        "get_secret('bq')\nbq_password = '{v}'",
    ),
    k(
        "voila_marimo_env",
        "cli",
        "DB_PASSWORD={v} voila dashboards/sales.ipynb --port=8866 --no-browser",
        "MOTHERDUCK_TOKEN={v} marimo run app.py --host 0.0.0.0",
        value=jwt,
    ),
    k(
        "nbconvert_execute_env",
        "cli",
        "env PGPASSWORD={v} jupyter nbconvert --to html --execute reports/kpi.ipynb",
        "SNOWFLAKE_PASSWORD='{v}' jupyter nbconvert --execute --inplace monthly.ipynb",
    ),
    k(
        "ipynb_stderr_output_url",
        "output",
        '{"name": "stderr", "output_type": "stream", "text": ["OperationalError: could not '
        'connect to server via postgresql://etl:{v}@10.9.0.{d2}:5432/dw\\n"]}',
    ),
)

_DBT: tuple[Kind, ...] = (
    k(
        "dbt_profiles_postgres_password",
        "config",
        "analytics:\n  target: dev\n  outputs:\n    dev:\n      type: postgres\n      host: "
        "localhost\n      user: dbt\n      password: {v}\n      port: 5432\n      dbname: "
        "analytics\n      schema: dbt_ana\n      threads: 4",
        'jaffle_shop:\n  outputs:\n    prod:\n      type: postgres\n      pass: "{v}"\n'
        "      user: transformer",
    ),
    k(
        "dbt_profiles_snowflake_password",
        "config",
        "snowflake_prj:\n  target: prod\n  outputs:\n    prod:\n      type: snowflake\n"
        "      account: xy{d5}.eu-central-1\n      user: DBT_PROD\n      password: '{v}'\n"
        "      role: TRANSFORMER\n      warehouse: TRANSFORMING\n      database: ANALYTICS",
    ),
    k(
        "dbt_profiles_snowflake_key_passphrase",
        "config",
        "      type: snowflake\n      user: DBT_CI\n      private_key_path: /ci/rsa_key.p8\n"
        "      private_key_passphrase: {v}\n      authenticator: snowflake_jwt",
    ),
    k(
        "dbt_profiles_snowflake_inline_key",
        "key",
        "      type: snowflake\n      private_key: |\n        -----BEGIN PRIVATE KEY-----\n"
        "        {v}\n        {k64}\n        -----END PRIVATE KEY-----",
        value=pem_line,
    ),
    k(
        "dbt_profiles_redshift_password",
        "config",
        "      type: redshift\n      host: dw.{l10}.eu-west-1.redshift.amazonaws.com\n"
        "      user: dbt\n      password: {v}\n      port: 5439\n      dbname: prod",
    ),
    k(
        "dbt_profiles_bigquery_keyfile_json",
        "key",
        "      type: bigquery\n      method: service-account-json\n      project: analytics-prod\n"
        "      keyfile_json:\n        type: service_account\n        private_key_id: {h40}\n"
        '        private_key: "-----BEGIN PRIVATE KEY-----\\n{v}\\n-----END PRIVATE KEY-----\\n"',
        value=pem_line,
    ),
    k(
        "dbt_profiles_databricks_token",
        "config",
        "      type: databricks\n      host: adb-{d16}.7.azuredatabricks.net\n      http_path: "
        "/sql/1.0/warehouses/{h16}\n      token: {v}\n      schema: silver",
        value=dapi,
    ),
    k(
        "dbt_profiles_clickhouse_trino",
        "config",
        "      type: clickhouse\n      host: ch.internal\n      user: dbt\n      password: '{v}'\n"
        "      secure: true",
        "      type: trino\n      method: ldap\n      user: ana\n      password: {v}\n"
        "      host: trino.internal\n      port: 443",
    ),
    k(
        "dbt_profiles_sqlserver",
        "config",
        "      type: sqlserver\n      driver: 'ODBC Driver 18 for SQL Server'\n      server: "
        "sql01.corp\n      user: dbt_sa\n      password: {v}\n      encrypt: true",
    ),
    k(
        "dbt_vars_flag_secret",
        "cli",
        'dbt run --select staging --vars \'{"api_key": "{v}", "start": "2026-11-01"}\'',
        "dbt run-operation load_raw --args '{password: {v}, table: events}'",
        value=tok,
    ),
    k(
        "dbt_env_secret_variable",
        "cli",
        "export DBT_ENV_SECRET_GIT_TOKEN={v}\ndbt deps",
        "DBT_ENV_SECRET_SNOWFLAKE_PW='{v}' dbt build --target prod",
        value=lambda r: "ghp_" + alnum(r, 36),
    ),
    k(
        "dbt_debug_printed_profile",
        "output",
        "$ dbt debug --profiles-dir .\nConnection:\n  host: dw.internal\n  port: 5432\n  user: "
        "dbt\n  database: analytics\n  password: {v}\n  Connection test: [ERROR]",
    ),
    k(
        "dbt_cloud_yml_token",
        "config",
        'version: "1"\ncontext:\n  active-project: "{d6}"\nprojects:\n  - project-id: "{d6}"\n'
        '    account-host: "cloud.getdbt.com"\n    token-value: "{v}"',
        value=lambda r: "dbtu_" + alnum(r, 40),
    ),
    k(
        "dbt_packages_private_git_token",
        "config",
        'packages:\n  - git: "https://oauth2:{v}@gitlab.corp/data/dbt-utils-internal.git"\n'
        '    revision: "1.3.0"',
        value=lambda r: "glpat-" + urlsafe(r, 20),
    ),
    k(
        "dbt_source_freshness_dsn_var",
        "config",
        "sources:\n  - name: raw\n    meta:\n      loader_dsn: "
        '"postgres://loader:{v}@raw-db:5432/raw"',
        value=enc_pw,
    ),
)

NB_KINDS: tuple[Kind, ...] = (*_NOTEBOOK, *_DBT)
