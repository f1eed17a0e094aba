"""The second part of held-out 29's kinds (`bench/secret_kinds_heldout29.py`): AI vendors.

The kind maker the set's files use (`kind29`: a form with `{v}` its secret
and named extras, each a fresh value: `{h8}`…`{h64}` hex, `{d4}`…`{d10}`
digits, `{k12}`/`{k20}` letters and digits, `{l10}` lower case, `{U8}`
capitals and digits, `{uuid}`; any other brace stays as it stands, so JSON
and code are written as they are), and vendors of the AI and ML trades no
set's docstring names, each key as people building with models paste it
into a coding agent: experiment trackers and ML platforms (Weights &
Biases, Neptune, ClearML, MLflow behind basic auth, DVC remotes, DagsHub,
Polyaxon), GPU clouds and serverless inference (CoreWeave, Crusoe,
TensorDock, SaladCloud, Cerebrium, Inferless, FriendliAI, Featherless,
Nscale, kluster.ai, Parasail, Chutes, Hyperstack, FluidStack, Prime
Intellect, Shadeform, NVIDIA's `nvapi-` keys), self-hosted model UIs and
servers (Open WebUI, Flowise, Langflow, AnythingLLM, LocalAI, a llama.cpp
server's `--api-key`, vLLM's `VLLM_API_KEY`), LLM routers and gateways
(Keywords AI, Martian, Not Diamond, Unify, Requesty, Cloudflare's AI Gateway
`cf-aig-authorization`, Vercel's AI Gateway, TrueFoundry, Javelin, Glama),
vector stores (Astra DB's `AstraCS:` token, Marqo, MyScale, Activeloop
Deep Lake, Momento), agent frameworks and platforms (CrewAI Enterprise,
AutoGen's `OAI_CONFIG_LIST`, Mastra Cloud, Agno, deepset Cloud, Relevance
AI), prompt registries and eval and tracing (PromptLayer, Agenta, Pezzo,
Vellum, Lunary, Laminar, HoneyHive, Parea, Langtrace, OpenLIT, Opik,
Galileo, Confident AI, Promptfoo, Guardrails AI), model and dataset hubs
and labelling (ModelScope, Civitai, OpenML, Ultralytics HUB, Encord, V7
Darwin, SuperAnnotate, Argilla), fine-tuning (OpenPipe, Lamini), model
security (HiddenLayer, Pangea), and model APIs (Qwen on DashScope's
international endpoint, Baichuan, StepFun, Kling's access and secret key
pair, Tavus, Synthesia, Pipecat Cloud), plus Anthropic's `sk-ant-oat01-`
OAuth token of Claude Code and OpenAI's `sk-svcacct-` service account key.
"""

from __future__ import annotations

import base64
import random
import re
import string
from collections.abc import Callable

from bench.secret_kinds import Gen, Kind, alnum, b64, digits, hexs, lower_alnum, pick, pw, urlsafe
from bench.secret_kinds import uuid4 as _uuid4

__all__ = ["VENDOR_KINDS", "kind29", "pre", "uuid29"]

_UP = string.ascii_uppercase + string.digits
_EXTRA = re.compile(r"\{(v|h\d+|d\d+|k\d+|l\d+|U\d+|uuid)\}")


def uuid29(r: random.Random) -> str:
    """A random UUID with this set's variant digit."""
    return _uuid4(r, "b")


def _extra(r: random.Random, name: str) -> str:
    if name == "uuid":
        return uuid29(r)
    n = int(name[1:])
    maker = {"h": hexs, "k": alnum, "l": lower_alnum}.get(name[0])
    if maker is not None:
        return maker(r, n)
    return digits(r, n) if name[0] == "d" else pick(r, _UP, n)


def kind29(name: str, group: str, *forms: str, value: Gen = pw) -> Kind:
    """A kind written in one of `forms`: `{v}` its secret, each named extra a fresh value."""

    def make(r: random.Random) -> tuple[str, str]:
        v = value(r)
        form = r.choice(forms)
        return v, _EXTRA.sub(lambda m: v if m[1] == "v" else _extra(r, m[1]), form)

    return Kind(name, group, make)


def pre(prefix: str, maker: Callable[[random.Random, int], str], n: int) -> Gen:
    """A vendor value: `prefix` then `n` of `maker`'s letters."""
    return lambda r: prefix + maker(r, n)


def _k(n: int) -> Gen:
    return lambda r: alnum(r, n)


def _h(n: int) -> Gen:
    return lambda r: hexs(r, n)


_TRACKERS: tuple[Kind, ...] = (
    kind29(
        "wandb_login",
        "vendor",
        "$ wandb login --relogin {v}\nwandb: Appending key for api.wandb.ai to your netrc file",
        "import wandb\nwandb.login(key='{v}')\nrun = wandb.init(project='lora-sweep')",
        "WANDB_API_KEY={v} WANDB_PROJECT=rag-evals python train.py --epochs 3",
        value=_h(40),
    ),
    kind29(
        "neptune_token_b64",
        "vendor",
        "NEPTUNE_API_TOKEN={v}\nNEPTUNE_PROJECT=acme/finetune-{l10}",
        "run = neptune.init_run(project='acme/cv', api_token=\"{v}\")",
        value=lambda r: base64.b64encode(
            (
                '{"api_address":"https://app.neptune.ai","api_url":"https://app.neptune.ai",'
                f'"api_key":"{uuid29(r)}"}}'
            ).encode()
        ).decode(),
    ),
    kind29(
        "clearml_conf",
        "vendor",
        'api {\n  web_server: https://app.clear.ml\n  credentials {\n    "access_key" = "{U8}'
        '{U8}{U8}"\n    "secret_key" = "{v}"\n  }\n}',
        "CLEARML_API_ACCESS_KEY={U8}{U8}{U8} CLEARML_API_SECRET_KEY={v} clearml-agent daemon",
        value=_k(50),
    ),
    kind29(
        "mlflow_basic_auth",
        "vendor",
        "export MLFLOW_TRACKING_URI=https://mlflow.internal.example\n"
        "export MLFLOW_TRACKING_USERNAME=ml-ci\nexport MLFLOW_TRACKING_PASSWORD={v}",
        "mlflow.set_tracking_uri('https://ml-ci:{v}@mlflow.internal.example')",
    ),
    kind29(
        "dvc_remote_secret",
        "vendor",
        "$ dvc remote modify --local storage secret_access_key {v}",
        "['remote \"storage\"']\n    url = s3://ml-datasets/dvc\n"
        "    access_key_id = AKIA{U8}{U8}\n    secret_access_key = {v}",
        value=lambda r: b64(r, 40),
    ),
    kind29(
        "dagshub_token",
        "vendor",
        "dagshub login --token {v}",
        "git remote add origin https://ml-bot:{v}@dagshub.com/acme/churn.git",
        value=_h(40),
    ),
    kind29(
        "polyaxon_token",
        "vendor",
        "polyaxon config set --host=https://px.acme.example\npolyaxon login --token {v}",
        value=_k(48),
    ),
)

_GPU: tuple[Kind, ...] = (
    kind29(
        "coreweave_kubeconfig_token",
        "vendor",
        "users:\n- name: cw-acme\n  user:\n    token: {v}\nclusters:\n- name: cw-las1",
        value=lambda r: f"{lower_alnum(r, 16)}.{alnum(r, 32)}",
    ),
    kind29(
        "crusoe_keys",
        "vendor",
        '[default]\naccess_key_id="{k20}"\nsecret_key="{v}"\ndefault_project="{uuid}"',
        value=_k(22),
    ),
    kind29(
        "tensordock_api",
        "vendor",
        "curl -X POST https://dashboard.tensordock.com/api/v2/instances "
        "-H 'Authorization: Bearer {v}' -d @h100.json",
        value=_k(40),
    ),
    kind29(
        "salad_api_key",
        "vendor",
        "SALAD_API_KEY={v}\nSALAD_ORG=acme-ai\nSALAD_PROJECT=whisper-batch",
        "requests.get(url, headers={'Salad-Api-Key': '{v}'})",
        value=lambda r: "salad_cloud_user_" + alnum(r, 48),
    ),
    kind29(
        "cerebrium_jwt",
        "vendor",
        "curl https://api.cortex.cerebrium.ai/v4/p-{h8}/llama-70b/run "
        "-H 'Authorization: Bearer {v}' -d '{\"prompt\": \"hi\"}'",
        value=lambda r: (
            "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9." + urlsafe(r, 120) + "." + urlsafe(r, 86)
        ),
    ),
    kind29(
        "inferless_key",
        "vendor",
        "inferless login --key-id {k12} --key {v}",
        value=_k(64),
    ),
    kind29(
        "friendli_token",
        "vendor",
        "export FRIENDLI_TOKEN={v}\nfriendli deployment list",
        value=lambda r: "flp_" + alnum(r, 40),
    ),
    kind29(
        "featherless_key",
        "vendor",
        "client = OpenAI(base_url='https://api.featherless.ai/v1', api_key='{v}')",
        value=lambda r: "rc_" + hexs(r, 64),
    ),
    kind29(
        "nscale_token",
        "vendor",
        "NSCALE_SERVICE_TOKEN={v}\nNSCALE_BASE_URL=https://inference.api.nscale.com/v1",
        value=_k(56),
    ),
    kind29(
        "kluster_key",
        "vendor",
        "const client = new OpenAI({ baseURL: 'https://api.kluster.ai/v1', apiKey: '{v}' });",
        value=uuid29,
    ),
    kind29(
        "parasail_key",
        "vendor",
        "PARASAIL_API_KEY={v} python batch_embed.py --model BAAI/bge-m3",
        value=lambda r: "psk-" + alnum(r, 8) + "-" + hexs(r, 32),
    ),
    kind29(
        "chutes_key",
        "vendor",
        'export CHUTES_API_KEY={v}\ncurl https://llm.chutes.ai/v1/models -H "Authorization: '
        'Bearer $CHUTES_API_KEY"',
        value=lambda r: "cpk_" + hexs(r, 32) + "." + hexs(r, 32) + "." + alnum(r, 32),
    ),
    kind29(
        "hyperstack_key",
        "vendor",
        "curl -H 'api_key: {v}' https://infrahub-api.nexgencloud.com/v1/core/virtual-machines",
        value=uuid29,
    ),
    kind29(
        "fluidstack_key",
        "vendor",
        "fluidstack configure --api-key {v}",
        value=_k(32),
    ),
    kind29(
        "prime_intellect_key",
        "vendor",
        "prime config set-api-key {v}\nprime pods create --gpu H100_80GB --count 8",
        value=lambda r: "pit_" + alnum(r, 44),
    ),
    kind29(
        "shadeform_key",
        "vendor",
        "requests.post('https://api.shadeform.ai/v1/instances/create', "
        "headers={'X-API-KEY': '{v}'}, json=spec)",
        value=_k(32),
    ),
    kind29(
        "nvidia_nim_key",
        "vendor",
        "docker login nvcr.io -u '$oauthtoken' -p {v}",
        "export NGC_API_KEY={v}\ndocker run --gpus all -e NGC_API_KEY nvcr.io/nim/meta/llama3-8b",
        value=lambda r: "nvapi-" + urlsafe(r, 64),
    ),
)

_SELF_HOSTED: tuple[Kind, ...] = (
    kind29(
        "open_webui_env",
        "vendor",
        "docker run -d -p 3000:8080 -e WEBUI_SECRET_KEY={v} -e OLLAMA_BASE_URL=http://ollama:11434 "
        "ghcr.io/open-webui/open-webui:main",
        value=_k(32),
    ),
    kind29(
        "open_webui_api_key",
        "vendor",
        "curl http://localhost:3000/api/chat/completions -H 'Authorization: Bearer {v}'",
        value=lambda r: "sk-" + hexs(r, 32),
    ),
    kind29(
        "flowise_password",
        "vendor",
        "FLOWISE_USERNAME=admin\nFLOWISE_PASSWORD={v}\nFLOWISE_SECRETKEY_OVERWRITE={k20}",
    ),
    kind29(
        "langflow_superuser",
        "vendor",
        "LANGFLOW_AUTO_LOGIN=False\nLANGFLOW_SUPERUSER=admin\nLANGFLOW_SUPERUSER_PASSWORD={v}",
    ),
    kind29(
        "langflow_api_key",
        "vendor",
        "curl -X POST http://localhost:7860/api/v1/run/{uuid} -H 'x-api-key: {v}'",
        value=lambda r: "sk-" + urlsafe(r, 43),
    ),
    kind29(
        "anythingllm_key",
        "vendor",
        "curl http://localhost:3001/api/v1/workspaces -H 'Authorization: Bearer {v}'",
        value=lambda r: "-".join(pick(r, _UP, 7) for _ in range(4)),
    ),
    kind29(
        "localai_api_key",
        "vendor",
        "local-ai run --api-keys {v} --models-path /models",
        "environment:\n  - API_KEY={v}\n  - MODELS_PATH=/models",
        value=_k(40),
    ),
    kind29(
        "llamacpp_server_key",
        "vendor",
        "./llama-server -m qwen2.5-7b-q4_k_m.gguf --host 0.0.0.0 --port 8080 --api-key {v}",
        value=_k(24),
    ),
    kind29(
        "vllm_api_key",
        "vendor",
        "vllm serve meta-llama/Llama-3.1-8B-Instruct --api-key {v} --max-model-len 8192",
        "VLLM_API_KEY={v} python -m vllm.entrypoints.openai.api_server --model /models/m",
        value=_k(32),
    ),
)

_ROUTERS: tuple[Kind, ...] = (
    kind29(
        "keywordsai_key",
        "vendor",
        "client = OpenAI(base_url='https://api.keywordsai.co/api/', api_key='{v}')",
        value=lambda r: alnum(r, 8) + "." + alnum(r, 32),
    ),
    kind29(
        "martian_key",
        "vendor",
        "MARTIAN_API_KEY={v}\nOPENAI_BASE_URL=https://withmartian.com/api/openai/v1",
        value=lambda r: "sk-" + alnum(r, 48),
    ),
    kind29(
        "notdiamond_key",
        "vendor",
        'from notdiamond import NotDiamond\nclient = NotDiamond(api_key="{v}")',
        value=lambda r: "sk-" + urlsafe(r, 40),
    ),
    kind29(
        "unify_key",
        "vendor",
        "unify.Unify('gpt-4o@openai', api_key='{v}')",
        value=lambda r: b64(r, 43) + "=",
    ),
    kind29(
        "requesty_key",
        "vendor",
        "baseURL: 'https://router.requesty.ai/v1',\n  apiKey: '{v}',",
        value=lambda r: "sk-" + urlsafe(r, 60),
    ),
    kind29(
        "cf_ai_gateway_auth",
        "vendor",
        "curl https://gateway.ai.cloudflare.com/v1/{h32}/prod/openai/chat/completions "
        "-H 'cf-aig-authorization: Bearer {v}' -H \"Authorization: Bearer $OPENAI_API_KEY\"",
        value=urlsafe,
    ),
    kind29(
        "vercel_ai_gateway_key",
        "vendor",
        "AI_GATEWAY_API_KEY={v}\n# used by the AI SDK: model: 'anthropic/claude-sonnet-4'",
        value=lambda r: "vck_" + alnum(r, 56),
    ),
    kind29(
        "truefoundry_key",
        "vendor",
        "tfy login --host https://acme.truefoundry.cloud --api-key {v}",
        value=lambda r: "eyJ" + urlsafe(r, 60) + "." + urlsafe(r, 40),
    ),
    kind29(
        "javelin_key",
        "vendor",
        "headers = {'x-javelin-apikey': '{v}', 'x-javelin-route': 'openai_univ'}",
        value=_k(40),
    ),
    kind29(
        "glama_key",
        "vendor",
        '"glama": {"baseURL": "https://glama.ai/api/gateway/openai/v1", "apiKey": "{v}"}',
        value=lambda r: "glama_" + urlsafe(r, 40),
    ),
)

_VECTOR_AGENT: tuple[Kind, ...] = (
    kind29(
        "astra_db_token",
        "vendor",
        "ASTRA_DB_APPLICATION_TOKEN={v}\nASTRA_DB_API_ENDPOINT=https://{uuid}-us-east1.apps.astra."
        "datastax.com",
        value=lambda r: f"AstraCS:{alnum(r, 24)}:{hexs(r, 64)}",
    ),
    kind29(
        "marqo_key",
        "vendor",
        "mq = marqo.Client(url='https://api.marqo.ai', api_key='{v}')",
        value=_k(48),
    ),
    kind29(
        "myscale_dsn",
        "dsn",
        "clickhouse://acme_ai:{v}@msc-{h8}.us-east-1.aws.myscale.com:443/default?secure=true",
        value=lambda r: alnum(r, 20),
    ),
    kind29(
        "activeloop_token",
        "vendor",
        "activeloop login --token {v}",
        "ACTIVELOOP_TOKEN={v}\nDEEPLAKE_PATH=hub://acme/docs-v3",
        value=lambda r: "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0." + urlsafe(r, 90) + ".",
    ),
    kind29(
        "momento_key",
        "vendor",
        "MOMENTO_API_KEY={v}\nMOMENTO_CACHE=semantic-cache",
        value=lambda r: "eyJlbmRwb2ludCI6ImNlbGwtNC11cy13ZXN0LTIt" + urlsafe(r, 150),
    ),
    kind29(
        "crewai_token",
        "vendor",
        "$ crewai login\nSuccessfully authenticated. Token saved: {v}",
        "curl https://my-crew-{h8}.crewai.com/kickoff -H 'Authorization: Bearer {v}'",
        value=_h(40),
    ),
    kind29(
        "autogen_oai_config_list",
        "code",
        'OAI_CONFIG_LIST=[{"model": "gpt-4o", "api_key": "{v}"}, {"model": "llama3", '
        '"base_url": "http://localhost:11434/v1", "api_key": "ollama"}]',
        "config_list = [{'model': 'gpt-4o-mini', 'api_key': '{v}', 'api_type': 'azure', "
        "'base_url': 'https://acme.openai.azure.com'}]",
        value=_h(32),
    ),
    kind29(
        "mastra_cloud_token",
        "vendor",
        "MASTRA_CLOUD_ACCESS_TOKEN={v} npx mastra deploy",
        value=lambda r: "msk_" + alnum(r, 40),
    ),
    kind29(
        "agno_key",
        "vendor",
        "export AGNO_API_KEY={v}\nagno ws up --env prd",
        value=lambda r: "ag-" + urlsafe(r, 40),
    ),
    kind29(
        "deepset_cloud_key",
        "vendor",
        "DEEPSET_CLOUD_API_KEY={v}\nDEEPSET_WORKSPACE_NAME=legal-rag",
        value=lambda r: "api_" + urlsafe(r, 48),
    ),
    kind29(
        "relevance_ai_key",
        "vendor",
        "Authorization: {uuid}:{v}\nPOST"
        " https://api-d7b62b.stack.tryrelevance.com/latest/agents/trigger",
        value=lambda r: "sk-" + b64(r, 42),
    ),
)

_PROMPTS_EVALS: tuple[Kind, ...] = (
    kind29(
        "promptlayer_key",
        "vendor",
        'from promptlayer import PromptLayer\npl = PromptLayer(api_key="{v}")',
        value=lambda r: "pl_" + hexs(r, 32),
    ),
    kind29(
        "agenta_key",
        "vendor",
        "AGENTA_API_KEY={v}\nAGENTA_HOST=https://cloud.agenta.ai",
        value=lambda r: alnum(r, 8) + "." + hexs(r, 64),
    ),
    kind29(
        "pezzo_key",
        "vendor",
        "const pezzo = new Pezzo({ apiKey: '{v}', projectId: '{k20}', environment: 'Production'"
        " });",
        value=lambda r: "pez_" + hexs(r, 32),
    ),
    kind29(
        "vellum_key",
        "vendor",
        "VELLUM_API_KEY={v} vellum workflows push 'support-triage'",
        value=_k(48),
    ),
    kind29(
        "lunary_key",
        "vendor",
        "lunary.init(app_id='{uuid}', api_url='https://api.lunary.ai')\nLUNARY_PRIVATE_KEY={v}",
        value=uuid29,
    ),
    kind29(
        "laminar_key",
        "vendor",
        'from lmnr import Laminar\nLaminar.initialize(project_api_key="{v}")',
        value=_k(64),
    ),
    kind29(
        "honeyhive_key",
        "vendor",
        "HoneyHiveTracer.init(api_key='{v}', project='support-bot', source='prod')",
        value=lambda r: "hh_" + alnum(r, 40),
    ),
    kind29(
        "parea_key",
        "vendor",
        'p = Parea(api_key="{v}", project_name="rag")',
        value=_k(40),
    ),
    kind29(
        "langtrace_key",
        "vendor",
        "langtrace.init(api_key='{v}')",
        value=_h(64),
    ),
    kind29(
        "openlit_otlp_header",
        "header",
        "openlit.init(otlp_endpoint='https://otlp.acme.example', "
        "otlp_headers='Authorization=Basic {v}')",
        value=lambda r: b64(r, 52) + "==",
    ),
    kind29(
        "opik_configure",
        "vendor",
        'import opik\nopik.configure(api_key="{v}", workspace="acme-ml")',
        "$ opik configure\nPlease enter your API key: {v}\nOPIK: configuration saved to"
        " ~/.opik.config",
        value=_k(25),
    ),
    kind29(
        "galileo_key",
        "vendor",
        "GALILEO_API_KEY={v}\nGALILEO_CONSOLE_URL=https://console.galileo.ai",
        value=lambda r: urlsafe(r, 43),
    ),
    kind29(
        "confident_ai_key",
        "vendor",
        "deepeval login --confident-api-key {v}",
        value=lambda r: "confident_us_" + b64(r, 44),
    ),
    kind29(
        "promptfoo_provider_key",
        "config",
        "providers:\n  - id: openrouter:meta-llama/llama-3.3-70b\n    config:\n"
        "      apiKey: {v}\n      temperature: 0",
        value=lambda r: "sk-or-v1-" + hexs(r, 64),
    ),
    kind29(
        "guardrails_hub_token",
        "vendor",
        "guardrails configure --token {v} --disable-metrics",
        value=lambda r: (
            "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9." + urlsafe(r, 100) + "." + urlsafe(r, 60)
        ),
    ),
)

_HUBS_MODELS: tuple[Kind, ...] = (
    kind29(
        "modelscope_token",
        "vendor",
        "modelscope login --token {v}",
        "from modelscope.hub.api import HubApi\nHubApi().login('{v}')",
        value=lambda r: "ms-" + uuid29(r),
    ),
    kind29(
        "civitai_token",
        "vendor",
        "wget 'https://civitai.com/api/download/models/{d6}?token={v}' -O lora.safetensors",
        value=_h(32),
    ),
    kind29(
        "openml_apikey",
        "vendor",
        "import openml\nopenml.config.apikey = '{v}'",
        value=_h(32),
    ),
    kind29(
        "ultralytics_hub",
        "vendor",
        "from ultralytics import hub\nhub.login('{v}')\nmodel ="
        " YOLO('https://hub.ultralytics.com/models/{k20}')",
        value=lambda r: hexs(r, 42),
    ),
    kind29(
        "encord_ssh_key",
        "key",
        'ENCORD_SSH_KEY="-----BEGIN OPENSSH PRIVATE KEY-----\\nb3BlbnNzaC1rZXktdjEAAAAA{v}\\n'
        '-----END OPENSSH PRIVATE KEY-----"',
        value=lambda r: b64(r, 64),
    ),
    kind29(
        "v7_darwin_key",
        "vendor",
        "darwin authenticate --api_key {v} --default_team acme",
        value=lambda r: alnum(r, 7) + "." + alnum(r, 32),
    ),
    kind29(
        "superannotate_token",
        "vendor",
        "sa = SAClient(token='{v}')",
        value=lambda r: hexs(r, 60) + "t=" + digits(r, 5),
    ),
    kind29(
        "argilla_key",
        "vendor",
        "client = rg.Argilla(api_url='https://acme-argilla.hf.space', api_key='{v}')",
        value=lambda r: urlsafe(r, 43),
    ),
    kind29(
        "openpipe_key",
        "vendor",
        "from openpipe import OpenAI\nclient = OpenAI(openpipe={'api_key': '{v}'})",
        value=lambda r: "opk_" + hexs(r, 42),
    ),
    kind29(
        "lamini_key",
        "vendor",
        'import lamini\nlamini.api_key = "{v}"',
        value=_h(64),
    ),
    kind29(
        "hiddenlayer_client",
        "vendor",
        "HL_CLIENT_ID={uuid}\nHL_CLIENT_SECRET={v}",
        value=_k(44),
    ),
    kind29(
        "pangea_token",
        "vendor",
        "PANGEA_AI_GUARD_TOKEN={v}\nPANGEA_DOMAIN=aws.us.pangea.cloud",
        value=lambda r: "pts_" + lower_alnum(r, 32),
    ),
    kind29(
        "dashscope_intl",
        "vendor",
        "client = OpenAI(api_key='{v}', "
        "base_url='https://dashscope-intl.aliyuncs.com/compatible-mode/v1')",
        value=lambda r: "sk-" + hexs(r, 32),
    ),
    kind29(
        "baichuan_key",
        "vendor",
        'curl https://api.baichuan-ai.com/v1/chat/completions -H "Authorization: Bearer {v}"',
        value=lambda r: "sk-" + hexs(r, 32),
    ),
    kind29(
        "stepfun_key",
        "vendor",
        "STEPFUN_API_KEY={v}\nSTEP_MODEL=step-2-16k",
        value=_k(64),
    ),
    kind29(
        "kling_key_pair",
        "vendor",
        "KLING_ACCESS_KEY={k20}{k12}\nKLING_SECRET_KEY={v}",
        "token = jwt.encode({'iss': '{k20}{k12}', 'exp': exp}, '{v}', algorithm='HS256')",
        value=_k(32),
    ),
    kind29(
        "tavus_key",
        "vendor",
        "curl -X POST https://tavusapi.com/v2/conversations -H 'x-api-key: {v}'",
        value=_h(32),
    ),
    kind29(
        "synthesia_key",
        "vendor",
        "requests.post('https://api.synthesia.io/v2/videos', headers={'Authorization': '{v}'})",
        value=_h(32),
    ),
    kind29(
        "pipecat_cloud_key",
        "vendor",
        "pcc auth login\npcc secrets set voice-bot-secrets DAILY_API_KEY={v}",
        value=_h(64),
    ),
    kind29(
        "claude_code_oauth_token",
        "vendor",
        "CLAUDE_CODE_OAUTH_TOKEN={v} claude -p 'review the diff'",
        "      - uses: anthropics/claude-code-action@v1\n        with:\n"
        "          claude_code_oauth_token: {v}",
        value=lambda r: "sk-ant-oat01-" + urlsafe(r, 95) + "AA",
    ),
    kind29(
        "openai_svcacct_key",
        "vendor",
        "OPENAI_API_KEY={v}\nOPENAI_ORG_ID=org-{k20}{l10}",
        value=lambda r: "sk-svcacct-" + urlsafe(r, 74) + "T3BlbkFJ" + urlsafe(r, 74),
    ),
)

VENDOR_KINDS: tuple[Kind, ...] = (
    *_TRACKERS,
    *_GPU,
    *_SELF_HOSTED,
    *_ROUTERS,
    *_VECTOR_AGENT,
    *_PROMPTS_EVALS,
    *_HUBS_MODELS,
)
