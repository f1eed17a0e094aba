"""Held-out 45's chat and split values (`bench/secret_kinds_heldout45.py`).

People handing over a data secret in a sentence (a warehouse's password, a
Databricks token, a dbt Cloud token, a Kafka API secret, a notebook server's
token, a Tableau token's secret, an Airflow connection's password, a W&B key,
a test account's password, an S3 secret key), in languages and scripts the
chats of held-out 27 and 36 to 44 did not use: Nigerian Pidgin, Cameroonian
Pidgin, Solomon Islands Pijin, Swiss German (Alemannic), North Frisian,
Veps, Samogitian, Gascon, Arpitan, Jèrriais, Zazaki, Laz, Mingrelian
(Georgian script), Gilaki, Mazanderani and Hazaragi (Arabic script), Tamang
(Devanagari), Meadow Mari, Kumyk, Nogai, Karachay-Balkar, Ingush and
Adyghe (Cyrillic), Jingpho, Iban, Tausug, Maranao, Sasak, Makassarese,
Betawi, Niuean, Tuvaluan, Cook Islands Māori, Palauan, Chuukese, Rapa Nui,
Q'eqchi', Miskito, Kichwa, Lakota, Efik, Mandinka, Dyula, Dagbani, Northern
Ndebele, siSwati, Oshiwambo, Kamba and Acholi; English handovers of a data
platform and of a QA environment. Then values split: a password built in two
notebook cells, a Python concatenation, an f-string of two halves, a SQL
`||`, a Scala `+` in a Spark job, a YAML list joined by a Jinja filter, a
token sent over two chat messages and a dbt `env_var` default split by a
line wrap.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, pw, split_kind
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout45_etl import confluent_secret
from bench.secret_kinds_heldout45_nb import aws_secret, dapi, hex40, tok

__all__ = ["CHAT_KINDS"]


def _said(name: str, *forms: str, value: Callable[[random.Random], str] = pw) -> Kind:
    return k(name, "prose", *forms, value=value)


def _half(r: random.Random) -> str:
    return alnum(r, 12)


_LANGS: tuple[Kind, ...] = (
    _said(
        "chat_naija_pidgin_warehouse",
        "Di warehouse password na {v}, no give anybody o.",
        "Oga, snowflake password don change, na {v} e be now.",
    ),
    _said("chat_cameroon_pidgin_db", "Di password for database na {v}, no show am for nobody."),
    _said("chat_pijin_token", "Token blong Databricks hem nao {v}, no talem eniwan.", value=dapi),
    _said(
        "chat_swiss_german_dw",
        "S Passwort für s Data Warehouse isch {v}, gib s bitte niemertem wiiter.",
        "Dr neu Airflow-Zuegang: loader / {v} – nöd per Mail schicke gäll.",
    ),
    _said("chat_north_frisian_db", "Dåt paaswurd for e dootebånk as {v}, wis dåt nämen."),
    _said("chat_veps_wh", "Varaston salasana om {v}, ala sanu nikenele."),
    _said("chat_samogitian_db", "Doumenū bazės slaptažuodis īr {v}, nerodīk nikam."),
    _said("chat_gascon_dw", "Lo senhau deu magasin de donadas qu'ei {v}, ne'u balhes pas a digun."),
    _said("chat_arpitan_token", "Lo jeton dbt Cloud est {v}, lo balye a nion.", value=tok),
    _said("chat_jerriais_db", "L'mot d'passe d'la base d'données ch'est {v}, né l'dis à personne."),
    _said("chat_zazaki_kafka", "Sırrê API yê Kafka {v} o, kesi rê meva.", value=confluent_secret),
    _said("chat_laz_db", "Database-şi parola {v} ren, mitis va uzalat."),
    _said("chat_mingrelian_dw", "ბაზაშ პაროლი რე {v}, მითინს ვა უწყუა."),
    _said("chat_gilaki_db", "دیتابیس ِ پسورد {v} ایسه، هیکسی ره نگو."),
    _said("chat_mazanderani_token", "توکن دیتابریکس {v} هسته، هیچکس ره نوواج.", value=dapi),
    _said("chat_hazaragi_wh", "پسورد ویرهاوس {v} استه، د هیچ کس نگی."),
    _said("chat_tamang_db", "डाटाबेसला पासवर्ड {v} हिन्, खालैदा थेन्।"),
    _said("chat_meadow_mari_jupyter", "Jupyter-ын токенже {v}, иктылан ит ойло.", value=hex40),
    _said("chat_kumyk_db", "Базаны паролю {v}, бирев гъа да айтма."),
    _said("chat_nogai_wh", "Складтынъ паролi {v}, ешкимге айтпа."),
    _said("chat_karachay_balkar_db", "Базаны паролу {v}-ды, бир кишиге да айтма."),
    _said("chat_ingush_s3", "S3 къайлаг дош {v} я, цхьанне а ма ала.", value=aws_secret),
    _said("chat_adyghe_db", "Базэм ипароль {v}, зыми емыӏу."),
    _said("chat_jingpho_db", "Database a password gaw {v} re, kadai hpe mung hkum tsun."),
    _said("chat_iban_wandb", "Kunci W&B nya {v}, anang padah ka orang bukai.", value=hex40),
    _said("chat_tausug_db", "In password sin database {v}, ayaw mu ipakita ha kaibanan."),
    _said("chat_maranao_dw", "So password o warehouse na {v}, di nengka ipetiyoon ko salakaw."),
    _said("chat_sasak_db", "Password database nó {v}, ndéq bau bẽng dengan lain."),
    _said("chat_makassarese_test", "Password akun tes-na {v}, teako pau ri tau maraenganna."),
    _said(
        "chat_betawi_airflow",
        "Password koneksi Airflow entu {v}, jangan lu kasih tau orang laen ye.",
    ),
    _said("chat_niuean_db", "Ko e password he database ko {v}, ua talahau ke he taha."),
    _said(
        "chat_tuvaluan_token", "Te token o Tableau ko {v}, sa fakaasi atu ki se tino.", value=tok
    ),
    _said("chat_cook_islands_maori_db", "Ko te password o te database ko {v}, auraka e akakite."),
    _said("chat_palauan_db", "A password er a database a {v}, lak moskak er a bebil."),
    _said("chat_chuukese_db", "Ewe password an ewe database iei {v}, ousap ureni emon."),
    _said("chat_rapanui_db", "Te password o te database ko {v}, ina ko ki ki te nuʻu."),
    _said("chat_qeqchi_db", "Li password re li database aʼan {v}, maakʼaʼ naxkʼe re li jun chik."),
    _said("chat_miskito_db", "Database password ba {v}, upla kumi ra sin wis apia."),
    _said("chat_kichwa_db", "Database-pak password-ka {v} kan, ama pimanpash willankichu."),
    _said("chat_lakota_db", "Database password kiŋ he {v}, tuwéni okíyaka šni yo."),
    _said("chat_efik_db", "Password database edi {v}, kûnam owo efen ọfiọk."),
    _said("chat_mandinka_db", "Database password mu {v} ti, kana a fo mɔɔ kotenke ye."),
    _said("chat_dyula_s3", "S3 gundo kilé ye {v} ye, i kana a fɔ mɔgɔ wɛrɛ ye.", value=aws_secret),
    _said("chat_dagbani_db", "Database password nyɛla {v}, di wuhi so."),
    _said("chat_ndebele_db", "Iphasiwedi ye-database ngu {v}, ungatsheli muntu."),
    _said("chat_siswati_dw", "Iphasiwedi ye-warehouse ngu-{v}, ungamtjeli muntfu."),
    _said(
        "chat_oshiwambo_db",
        "Oshitya shoku patulula database osho {v}, ino shi lombwela nande omuntu.",
    ),
    _said("chat_kamba_db", "Password ya database ni {v}, ndũkamwĩe mũndũ."),
    _said("chat_acholi_db", "Password pa database obedo {v}, pe inyut bot ngatmo."),
    _said(
        "chat_english_data_platform_handover",
        "handover before my leave: snowflake svc user is LOADER, pw {v} (rotate in jan), "
        "airflow admin is in 1password",
        "for the dbt cloud job you need the service token, it's {v} — don't commit it",
        value=tok,
    ),
    _said(
        "chat_english_qa_env_handover",
        "qa env creds for the e2e suite: qa-admin@acme.test / {v}. stripe is test mode",
        "if cypress fails on login the staging admin password is {v}",
    ),
)

_SPLITS: tuple[Kind, ...] = (
    split_kind(
        "split_two_notebook_cells",
        "In [3]: p1 = '{a}'\n\nIn [4]: p2 = '{b}'\n\nIn [5]: conn = connect(user='etl', "
        "password=p1 + p2)",
        _half,
    ),
    split_kind(
        "split_python_concat",
        'SNOWFLAKE_PASSWORD = (\n    "{a}"\n    "{b}"\n)',
        _half,
    ),
    split_kind(
        "split_fstring_halves",
        "head, tail = '{a}', '{b}'\nurl = f'postgresql://etl:{{head}}{{tail}}@dw:5432/dw'",
        _half,
    ),
    split_kind(
        "split_sql_pipes",
        "ALTER USER loader SET PASSWORD = '{a}' || '{b}';",
        _half,
    ),
    split_kind(
        "split_scala_plus",
        'val secret = "{a}" +\n  "{b}"\nspark.conf.set("fs.s3a.secret.key", secret)',
        lambda r: alnum(r, 20),
    ),
    split_kind(
        "split_yaml_list_jinja_join",
        "pw_parts:\n  - {a}\n  - {b}\ndb_password: \"{{{{ pw_parts | join('') }}}}\"",
        _half,
    ),
    split_kind(
        "split_token_two_messages",
        "[09:02] ana: dbt token part 1: {a}\n[09:02] ana: part 2: {b}",
        lambda r: alnum(r, 20),
    ),
    split_kind(
        "split_env_var_default_wrapped",
        "      password: \"{{{{ env_var('DBT_PASSWORD', '{a}\n{b}') }}}}\"",
        _half,
    ),
)

CHAT_KINDS: tuple[Kind, ...] = (*_LANGS, *_SPLITS)
