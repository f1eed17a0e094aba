"""The thirty-eighth held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is the shape a
secret takes once a program or a terminal has printed or wrapped it; vendor
names matter little here, shapes do. This file holds what tools print of
their own configuration and environment: `declare -x` from `export -p`,
`set` and `env` listings, `git config --list` with a credential in a
remote's URL, `pip config list`, `npm config list`, `systemctl show`'s
`Environment=`, `docker compose config`, `helm get values`, an Ansible
`debug` task's output, `terraform output` and Make's `$(info …)`.

Its other parts: `bench/secret_kinds_heldout38_objects.py` (objects as
languages, REPLs and debuggers print them), `bench/secret_kinds_heldout38_term.py`
(terminal rendering: tables, ANSI colours, wrapped values, captures, trees),
`bench/secret_kinds_heldout38_enc.py` (escapings and encodings),
`bench/secret_kinds_heldout38_logs.py` (structured logs, traces and wire
dumps), `bench/secret_kinds_heldout38_docs.py` (documents' tables and
markup), `bench/secret_kinds_heldout38_chat.py` (chat in many languages and
split values); its look-alikes are in `bench/secret_kinds_heldout38_look.py`
and `_look2.py`.
"""

from __future__ import annotations

import random

from bench.secret_kinds import SESSION_PLACES8, Kind, Sample, alnum, b64, hexs, samples, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout38_chat import CHAT_KINDS
from bench.secret_kinds_heldout38_docs import DOC_KINDS
from bench.secret_kinds_heldout38_enc import ENC_KINDS
from bench.secret_kinds_heldout38_logs import LOG_KINDS
from bench.secret_kinds_heldout38_look import LOOK_ALIKES
from bench.secret_kinds_heldout38_objects import OBJECT_KINDS, gh_token, live_key
from bench.secret_kinds_heldout38_term import TERM_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout38_samples"]


def _u(r: random.Random) -> str:
    return urlsafe(r, 40)


_PRINTED_CONFIG: tuple[Kind, ...] = (
    k(
        "export_p_declare_x",
        "output",
        '$ export -p | grep -i tok\ndeclare -x GITHUB_TOKEN="{v}"\ndeclare -x TOKENIZERS_'
        'PARALLELISM="false"',
        value=gh_token,
    ),
    k(
        "bash_set_listing_password",
        "output",
        "$ set | grep PASS\nPGPASSWORD={v}\n_=PGPASSWORD",
        "$ set | grep PASS\nPGPASSWORD='{v}'",
    ),
    k(
        "env_sorted_listing_key",
        "output",
        "$ env | sort\nHOME=/home/ana\nLANG=C.UTF-8\nMAILGUN_SIGNING_KEY={v}\nPATH=/usr/bin",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "git_config_list_remote_credential",
        "output",
        "$ git config --list --show-origin\nfile:.git/config\tremote.origin.url=https://oauth2:{v}"
        "@gitlab.acme.io/platform/api.git\nfile:.git/config\tbranch.main.remote=origin",
        value=lambda r: "glpat-" + urlsafe(r, 20),
    ),
    k(
        "pip_config_list_index_url",
        "output",
        "$ pip config list\nglobal.index-url='https://__token__:{v}@pypi.acme.io/simple/'\n"
        "global.timeout='60'",
        value=lambda r: "pypi-" + urlsafe(r, 80),
    ),
    k(
        "npm_config_list_auth",
        "output",
        '$ npm config list\n; "user" config from /home/ana/.npmrc\n\n//npm.pkg.github.com/:_'
        'authToken = "{v}"\n@acme:registry = "https://npm.pkg.github.com/"',
        value=gh_token,
    ),
    k(
        "systemctl_show_environment",
        "output",
        "$ systemctl show -p Environment api.service\nEnvironment=NODE_ENV=production PORT=3000 "
        "JWT_SECRET={v}",
        value=lambda r: b64(r, 44),
    ),
    k(
        "docker_compose_config_output",
        "output",
        "$ docker compose config\nservices:\n  db:\n    environment:\n      POSTGRES_PASSWORD: {v}"
        "\n      POSTGRES_USER: app\n    image: postgres:16",
    ),
    k(
        "helm_get_values_output",
        "output",
        "$ helm get values api -n prod\nUSER-SUPPLIED VALUES:\nauth:\n  adminPassword: {v}\n"
        "image:\n  tag: 1.4.2",
    ),
    k(
        "ansible_debug_task_output",
        "output",
        "TASK [debug] *******************************************************************\nok: "
        '[web01] => {\n    "msg": "token is {v}"\n}',
        'ok: [db01] => {\n    "mysql_root_password": "{v}"\n}',
        value=lambda r: alnum(r, 32),
    ),
    k(
        "terraform_output_json_sensitive",
        "output",
        '$ terraform output -json\n{\n  "api_key": {\n    "sensitive": true,\n    "type": "string",'
        '\n    "value": "{v}"\n  }\n}',
        value=live_key,
    ),
    k(
        "make_info_echo_token",
        "output",
        "$ make release\nusing registry token {v}\ndocker push registry.acme.io/api:1.4.2",
        value=_u,
    ),
)

KINDS: tuple[Kind, ...] = (
    *_PRINTED_CONFIG,
    *OBJECT_KINDS,
    *TERM_KINDS,
    *ENC_KINDS,
    *LOG_KINDS,
    *DOC_KINDS,
    *CHAT_KINDS,
)

assert len({kind.name for kind in KINDS}) == len(KINDS), "a kind's name is written twice"


def heldout38_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the thirty-eighth held-out half; the same on every
    run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout38", SESSION_PLACES8)
