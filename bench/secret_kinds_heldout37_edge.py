"""Held-out 37's serverless, edge and PaaS places (`bench/secret_kinds_heldout37.py`).

Functions' environment as their platforms print and take it (Lambda's
`get-function-configuration` and `--environment "Variables={…}"`, a
Serverless Framework `environment:`, SAM's `parameter_overrides`, an SSM
parameter read with decryption, Cloud Functions' `--set-env-vars`, Cloud
Run's exported YAML, Azure Functions' `local.settings.json`, its app
settings list and function keys and an invoke URL's `code=`), edge workers
(wrangler's `[vars]` and `.dev.vars`, a secret piped into `wrangler secret
put`, Deno Deploy, Fastly Compute, Vercel's pulled env file and `--token`,
an Edge Config connection string, Netlify's env list and `netlify.toml`),
app platforms (Heroku's `config` and `config:get`, Fly's `secrets set` and a
machine's `printenv`, Dokku, CapRover, Render's blueprint, Railway's table,
DigitalOcean's app spec, Cloud Foundry's `set-env` and `VCAP_SERVICES`, App
Engine's `app.yaml`, Elastic Beanstalk's `printenv` and `.ebextensions`,
OpenFaaS), buildpacks (`pack build --env`) and Procfile-era config (a
foreman `.env`, a Procfile line with a value).
"""

from __future__ import annotations

from bench.secret_kinds import Kind, alnum, b64, hexs, lower_alnum, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout30_more import uuid30
from bench.secret_kinds_heldout37_mail import sendgrid_key

__all__ = ["EDGE_KINDS"]


_FUNCTIONS: tuple[Kind, ...] = (
    k(
        "lambda_get_function_configuration",
        "output",
        "$ aws lambda get-function-configuration --function-name orders-api\n{\n"
        '    "FunctionName": "orders-api",\n    "Runtime": "nodejs20.x",\n    "Environment": {\n'
        '        "Variables": {\n            "DB_HOST": "orders.cluster-{l12}.eu-west-1.rds.'
        'amazonaws.com",\n            "DB_PASSWORD": "{v}"\n        }\n    }\n}',
    ),
    k(
        "lambda_update_env_cli",
        "cli",
        "aws lambda update-function-configuration --function-name notifier "
        '--environment "Variables={SLACK_TOKEN={v},STAGE=prod}"',
        value=lambda r: (
            f"xoxb-{r.randrange(10**11, 10**12)}-{r.randrange(10**12, 10**13)}-{alnum(r, 24)}"
        ),
    ),
    k(
        "serverless_yml_environment",
        "config",
        "provider:\n  name: aws\n  runtime: python3.12\n  environment:\n"
        "    SLACK_SIGNING_SECRET: {v}\n    TABLE_NAME: ${self:service}-${sls:stage}",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "sam_parameter_overrides",
        "config",
        'version = 0.1\n[default.deploy.parameters]\nstack_name = "billing"\n'
        'parameter_overrides = "Stage=\\"prod\\" DbPassword=\\"{v}\\""',
        value=lambda r: alnum(r, 20),
    ),
    k(
        "ssm_get_parameter_decrypted",
        "output",
        "$ aws ssm get-parameter --name /prod/api/jwt-secret --with-decryption\n{\n"
        '    "Parameter": {\n        "Name": "/prod/api/jwt-secret",\n        "Type": '
        '"SecureString",\n        "Value": "{v}",\n        "Version": 3\n    }\n}',
        value=lambda r: b64(r, 44),
    ),
    k(
        "gcloud_functions_set_env_vars",
        "cli",
        "gcloud functions deploy resize --gen2 --runtime=go122 --trigger-http "
        "--set-env-vars=BUCKET=acme-img,IMGPROXY_KEY={v}",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "cloud_run_export_yaml_env",
        "output",
        "$ gcloud run services describe api --format export\n    spec:\n      containers:\n"
        "      - env:\n        - name: JWT_SECRET\n          value: {v}\n"
        "        image: europe-docker.pkg.dev/acme/api/api:1.42.0",
        value=lambda r: urlsafe(r, 48),
    ),
    k(
        "azure_functions_local_settings",
        "config",
        '{\n  "IsEncrypted": false,\n  "Values": {\n    "AzureWebJobsStorage": '
        '"DefaultEndpointsProtocol=https;AccountName=acmefn;AccountKey={v};'
        'EndpointSuffix=core.windows.net",\n    "FUNCTIONS_WORKER_RUNTIME": "python"\n  }\n}',
        value=lambda r: b64(r, 86) + "==",
    ),
    k(
        "az_functionapp_appsettings_list",
        "output",
        '$ az functionapp config appsettings list -n acme-fn -g rg-prod\n[\n  {\n    "name": '
        '"SENDGRID_API_KEY",\n    "slotSetting": false,\n    "value": "{v}"\n  }\n]',
        value=sendgrid_key,
    ),
    k(
        "az_functionapp_keys_list",
        "output",
        '$ az functionapp keys list -n acme-fn -g rg-prod\n{\n  "functionKeys": {\n    "default": '
        '"{v}"\n  },\n  "masterKey": "{k54}=="\n}',
        value=lambda r: urlsafe(r, 54) + "==",
    ),
    k(
        "azure_function_url_code",
        "cli",
        'curl "https://acme-fn.azurewebsites.net/api/resize?code={v}&name=cat.png"',
        value=lambda r: urlsafe(r, 54) + "==",
    ),
    k(
        "openfaas_login_password",
        "cli",
        "faas-cli login --gateway https://faas.acme.io --username admin --password {v}",
        value=lambda r: hexs(r, 40),
    ),
)

_EDGE: tuple[Kind, ...] = (
    k(
        "wrangler_toml_vars_secret",
        "config",
        'name = "edge-auth"\nmain = "src/index.ts"\ncompatibility_date = "2026-10-01"\n\n'
        '[vars]\nENVIRONMENT = "production"\nJWT_SIGNING_KEY = "{v}"',
        value=lambda r: b64(r, 44),
    ),
    k(
        "wrangler_dev_vars",
        "config",
        "$ cat .dev.vars\nOPENAI_API_KEY={v}\nTURNSTILE_SECRET=1x0000000000000000000000000000000AA",
        value=lambda r: "sk-proj-" + urlsafe(r, 156),
    ),
    k(
        "wrangler_secret_put_pipe",
        "cli",
        'echo "{v}" | npx wrangler secret put STRIPE_WEBHOOK_SECRET --env production',
        value=lambda r: "whsec_" + alnum(r, 32),
    ),
    k(
        "deployctl_token",
        "cli",
        "deployctl deploy --project=acme-edge --prod --token={v} main.ts",
        value=lambda r: "ddp_" + alnum(r, 36),
    ),
    k(
        "fastly_compute_publish_token",
        "cli",
        "FASTLY_API_TOKEN={v} fastly compute publish --service-id {k22}",
        value=lambda r: urlsafe(r, 32),
    ),
    k(
        "vercel_env_pull_file",
        "output",
        "$ vercel env pull .env.local\n$ cat .env.local\n# Created by Vercel CLI\n"
        'POSTGRES_URL="postgres://default:{v}@ep-{l12}-pooler.eu-central-1.aws.neon.tech:5432/'
        'verceldb?sslmode=require"\nVERCEL_ENV="development"',
        value=lambda r: alnum(r, 12),
    ),
    k(
        "vercel_cli_token_flag",
        "cli",
        "vercel deploy --prod --token {v} --scope acme",
        value=lambda r: alnum(r, 24),
    ),
    k(
        "vercel_edge_config_connection",
        "config",
        "EDGE_CONFIG=https://edge-config.vercel.com/ecfg_{l28}?token={v}",
        value=uuid30,
    ),
    k(
        "netlify_env_list_plain",
        "output",
        "$ netlify env:list --plain --context production\nFAUNA_SECRET={v}\nNODE_VERSION=20",
        value=lambda r: "fnA" + urlsafe(r, 37),
    ),
    k(
        "netlify_toml_context_env",
        "config",
        '[build]\n  command = "npm run build"\n[context.production.environment]\n'
        '  ALGOLIA_ADMIN_KEY = "{v}"\n  NODE_ENV = "production"',
        value=lambda r: hexs(r, 32),
    ),
)

_PLATFORMS: tuple[Kind, ...] = (
    k(
        "heroku_config_listing",
        "output",
        "$ heroku config -a acme-api\n=== acme-api Config Vars\nDATABASE_URL: postgres://"
        "u{l13}:{v}@c{l8}.cluster-{l12}.eu-west-1.rds.amazonaws.com:5432/d{l13}\n"
        "RAILS_ENV:    production",
        value=lambda r: "p" + hexs(r, 63),
    ),
    k(
        "heroku_config_get_redis",
        "output",
        "$ heroku config:get REDIS_URL -a acme-api\nrediss://:{v}@ec2-52-{d2}-{d3}-{d2}.eu-west-1."
        "compute.amazonaws.com:7480",
        value=lambda r: "p" + hexs(r, 63),
    ),
    k(
        "heroku_config_set",
        "cli",
        "heroku config:set MAILCHIMP_API_KEY={v} -a acme-marketing",
        value=lambda r: hexs(r, 32) + "-us21",
    ),
    k(
        "fly_secrets_set_url",
        "cli",
        "fly secrets set DATABASE_URL=postgres://postgres:{v}@acme-db.flycast:5432/acme?sslmode="
        "disable -a acme-api",
        value=lambda r: alnum(r, 16),
    ),
    k(
        "fly_ssh_printenv",
        "output",
        "$ fly ssh console -a acme-api -C printenv\nConnecting to "
        "fdaa:0:{h4}:a7b:{h3}:{h4}:{h4}:2... "
        "complete\nFLY_APP_NAME=acme-api\nSECRET_KEY_BASE={v}\nPRIMARY_REGION=ams",
        value=lambda r: hexs(r, 128),
    ),
    k(
        "dokku_config_set",
        "cli",
        "dokku config:set --no-restart shop STRIPE_SECRET_KEY={v}",
        value=lambda r: "sk_live_" + alnum(r, 99),
    ),
    k(
        "caprover_deploy_password",
        "cli",
        "caprover deploy -h https://captain.apps.acme.io -p '{v}' -a storefront -b main",
    ),
    k(
        "render_yaml_env_value",
        "config",
        "services:\n  - type: web\n    name: api\n    runtime: node\n    envVars:\n"
        "      - key: RESEND_API_KEY\n        value: {v}\n      - key: NODE_ENV\n"
        "        value: production",
        value=lambda r: "re_" + alnum(r, 8) + "_" + alnum(r, 24),
    ),
    k(
        "railway_variables_table",
        "output",
        "$ railway variables\n╔══════════════ Variables for api ══════════════╗\n"
        "║ DATABASE_URL │ postgresql://postgres:{v}@postgres.railway.internal:5432/railway ║\n"
        "║ PORT         │ 8080 ║",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "do_app_spec_env",
        "config",
        "name: acme-web\nservices:\n- name: web\n  envs:\n  - key: SESSION_SECRET\n"
        "    scope: RUN_TIME\n    type: SECRET\n    value: {v}",
        value=lambda r: hexs(r, 64),
    ),
    k(
        "cf_set_env",
        "cli",
        "cf set-env payments SMTP_PASSWORD '{v}' && cf restage payments",
    ),
    k(
        "cf_env_vcap_services",
        "output",
        '$ cf env payments\nSystem-Provided:\nVCAP_SERVICES: {\n  "elephantsql": [\n   {\n'
        '    "credentials": {\n     "uri": "postgres://{l8}:{v}@kandula.db.elephantsql.com/{l8}"'
        '\n    },\n    "name": "payments-db"\n   }\n  ]\n}',
        value=lambda r: urlsafe(r, 32),
    ),
    k(
        "app_engine_env_variables",
        "config",
        "runtime: python312\nentrypoint: gunicorn -b :$PORT main:app\nenv_variables:\n"
        "  FLASK_SECRET_KEY: '{v}'\n  BUCKET: acme-uploads",
        value=lambda r: hexs(r, 48),
    ),
    k(
        "eb_printenv",
        "output",
        "$ eb printenv\n Environment Variables:\n     RDS_USERNAME = ebroot\n     RDS_PASSWORD = "
        "{v}\n"
        "     RDS_PORT = 5432",
    ),
    k(
        "ebextensions_option_settings",
        "config",
        "option_settings:\n  aws:elasticbeanstalk:application:environment:\n"
        "    STRIPE_KEY: {v}\n    DJANGO_SETTINGS_MODULE: shop.settings.prod",
        value=lambda r: "sk_live_" + alnum(r, 99),
    ),
    k(
        "pack_build_env_token",
        "cli",
        "pack build registry.acme.io/api:1.4 --builder paketobuildpacks/builder-jammy-base "
        '--env "BP_NODE_VERSION=20" --env "NPM_TOKEN={v}"',
        value=lambda r: "npm_" + alnum(r, 36),
    ),
    k(
        "foreman_env_file",
        "config",
        "$ cat .env\nPORT=5000\nSECRET_KEY_BASE={v}\nREDIS_URL=redis://localhost:6379\n$ foreman "
        "start",
        value=lambda r: hexs(r, 128),
    ),
    k(
        "procfile_inline_value",
        "config",
        "web: bundle exec puma -C config/puma.rb\nworker: SIDEKIQ_WEB_PASSWORD={v} bundle exec "
        "sidekiq",
    ),
    k(
        "supabase_secrets_set",
        "cli",
        "supabase secrets set RESEND_API_KEY={v} --project-ref {l20}",
        value=lambda r: "re_" + alnum(r, 8) + "_" + alnum(r, 24),
    ),
    k(
        "upstash_rest_token_env",
        "config",
        "UPSTASH_REDIS_REST_URL=https://eu1-brave-lynx-41203.upstash.io\n"
        "UPSTASH_REDIS_REST_TOKEN={v}",
        value=lambda r: "A" + urlsafe(r, 4) + "AAIjcD" + lower_alnum(r, 40) + alnum(r, 12),
    ),
)

EDGE_KINDS: tuple[Kind, ...] = (*_FUNCTIONS, *_EDGE, *_PLATFORMS)
