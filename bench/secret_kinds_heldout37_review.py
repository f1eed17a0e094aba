"""Held-out 37's code-review trail (`bench/secret_kinds_heldout37.py`).

Secrets as the history and the review of a change carry them: hunks of `git
log -p`, `git show` and `git diff` (an added line, a removed one, a JSON and
a YAML line, a word diff), a `format-patch` mail, a plain `diff -u`, `svn
diff` and `hg diff`, `git add -p`'s question, a review comment quoting a line
(GitHub, GitLab's suggestion, Gerrit), `git blame` (plain and porcelain),
`grep -rn`, `rg` and `git grep` output, merge-conflict markers from a merge
and a cherry-pick, a revert, a commit message holding a value, `git log -S`
searching for it, a history rewrite's replacement list, secret scanners'
findings printed in full, and CI logs that print a value (a `set -x` trace
with timestamps, a literal workflow `env:`, a Jenkins `sh` step, a Travis
export, an URL-encoded form the mask did not know, a second line of a
multi-line secret after the masked first one, an `echo` of a token minted in
the job).
"""

from __future__ import annotations

import random
import urllib.parse

from bench.secret_kinds import Kind, alnum, b64, hexs, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout30_more import pem_line

__all__ = ["REVIEW_KINDS"]


def _stripe(r: random.Random) -> str:
    return "sk_live_" + alnum(r, 99)


def _ghp(r: random.Random) -> str:
    return "ghp_" + alnum(r, 36)


def _vault(r: random.Random) -> str:
    return "hvs." + urlsafe(r, 92)


def _quoted_pw(r: random.Random) -> str:
    return urllib.parse.quote(pw(r) + "/" + alnum(r, 4) + "@", safe="")


_HISTORY: tuple[Kind, ...] = (
    k(
        "git_log_p_added_env_line",
        "output",
        "commit {h40}\nAuthor: Ana Silva <ana@acme.io>\nDate:   Tue Oct 6 14:11:09 2026 +0200\n\n"
        "    wire payments\n\ndiff --git a/.env.production b/.env.production\nindex {h7}..{h7} "
        "100644\n--- a/.env.production\n+++ b/.env.production\n@@ -2,3 +2,4 @@ APP_ENV=production\n"
        " APP_URL=https://shop.acme.io\n+STRIPE_SECRET_KEY={v}\n LOG_CHANNEL=stack",
        value=_stripe,
    ),
    k(
        "git_show_removed_password_line",
        "output",
        "$ git show {h7} -- config/database.yml\n@@ -8,7 +8,7 @@ production:\n   adapter: "
        "postgresql\n   username: shop\n-  password: {v}\n+  password: <%= ENV['DB_PASSWORD'] %>\n"
        "   host: db.internal",
    ),
    k(
        "git_diff_json_client_secret",
        "output",
        'diff --git a/appsettings.json b/appsettings.json\n@@ -11,6 +11,7 @@\n   "AzureAd": {\n'
        '     "Instance": "https://login.microsoftonline.com/",\n     "ClientId": "{uuid}",\n'
        '+    "ClientSecret": "{v}",\n     "TenantId": "{uuid}"',
        value=lambda r: alnum(r, 3) + "8Q~" + urlsafe(r, 34),
    ),
    k(
        "git_diff_word_diff_token",
        "output",
        "$ git diff --word-diff\n@@ -4 +4 @@ slack:\n  bot_token: [-xoxb-old-value-]{+{v}+}",
        value=lambda r: (
            f"xoxb-{r.randrange(10**11, 10**12)}-{r.randrange(10**12, 10**13)}-{alnum(r, 24)}"
        ),
    ),
    k(
        "git_log_p_yaml_values",
        "output",
        "diff --git a/charts/api/values-prod.yaml b/charts/api/values-prod.yaml\n@@ -20,6 +20,9 @@ "
        "ingress:\n   enabled: true\n+redis:\n+  auth:\n+    password: {v}\n"
        " resources:\n   limits:",
    ),
    k(
        "format_patch_mail",
        "output",
        "From {h40} Mon Sep 17 00:00:00 2001\nFrom: Ana Silva <ana@acme.io>\nDate: Mon, 30 Nov "
        "2026 "
        "10:02:11 +0100\nSubject: [PATCH 2/3] mailer: use relay\n\n---\n config/mail.php | 2 +-\n "
        "1 file changed, 1 insertion(+), 1 deletion(-)\n\ndiff --git a/config/mail.php "
        "b/config/mail.php\n@@ -40 +40 @@\n-            'password' => env('MAIL_PASSWORD'),\n"
        "+            'password' => env('MAIL_PASSWORD', '{v}'),\n-- \n2.47.0",
    ),
    k(
        "plain_diff_u_env_files",
        "output",
        "$ diff -u .env.example .env\n--- .env.example\t2026-11-02 09:14:22.000000000 +0100\n"
        "+++ .env\t2026-11-30 10:01:57.000000000 +0100\n@@ -5,2 +5,2 @@\n-OPENAI_API_KEY=\n"
        "+OPENAI_API_KEY={v}\n MODEL=gpt-4o-mini",
        value=lambda r: "sk-proj-" + urlsafe(r, 156),
    ),
    k(
        "svn_diff_properties",
        "output",
        "Index: conf/app.properties\n==================================================="
        "================\n--- conf/app.properties\t(revision 4812)\n+++ conf/app.properties\t"
        "(working copy)\n@@ -3 +3 @@\n-ldap.bind.password=\n+ldap.bind.password={v}",
    ),
    k(
        "hg_diff_ini",
        "output",
        "diff -r {h12} deploy/secrets.ini\n--- a/deploy/secrets.ini\tMon Nov 30 09:40:12 2026 "
        "+0100\n"
        "+++ b/deploy/secrets.ini\tMon Nov 30 10:02:55 2026 +0100\n@@ -1,2 +1,2 @@\n [smtp]\n"
        "-password = old\n+password = {v}",
    ),
    k(
        "git_add_p_hunk",
        "output",
        "diff --git a/docker-compose.yml b/docker-compose.yml\n@@ -14,4 +14,5 @@ services:\n"
        "     environment:\n       POSTGRES_USER: app\n+      POSTGRES_PASSWORD: {v}\n"
        "(1/1) Stage this hunk [y,n,q,a,d,e,?]?",
    ),
    k(
        "git_stash_show_p",
        "output",
        "$ git stash show -p stash@{0}\ndiff --git a/local.settings.json b/local.settings.json\n"
        '@@ -3 +3 @@\n-    "ApiKey": "",\n+    "ApiKey": "{v}",',
        value=lambda r: hexs(r, 32),
    ),
    k(
        "git_revert_commit_hunk",
        "output",
        'commit {h40}\n    Revert "config: inline the sendgrid key"\n\n    This reverts commit '
        "{h40}.\n\ndiff --git a/config/mail.yml b/config/mail.yml\n@@ -2 +2 @@\n"
        "-  api_key: {v}\n+  api_key: <%= ENV['SENDGRID_API_KEY'] %>",
        value=lambda r: f"SG.{urlsafe(r, 22)}.{urlsafe(r, 43)}",
    ),
    k(
        "commit_message_with_token",
        "cli",
        'git commit -am "staging: use temporary token {v} until vault is back"',
        value=_ghp,
    ),
    k(
        "git_log_s_search",
        "cli",
        "git log -S'{v}' --all --oneline -- config/",
        "git log -G '{v}' -p --all",
    ),
    k(
        "filter_repo_replace_text",
        "config",
        "$ cat expressions.txt\n{v}==>***REMOVED***\nregex:AKIA[0-9A-Z]{16}==>***AKIA***\n"
        "$ git filter-repo --replace-text expressions.txt",
    ),
    k(
        "bfg_passwords_file",
        "cli",
        "printf '%s\\n' '{v}' > passwords.txt && java -jar bfg.jar --replace-text passwords.txt "
        "repo.git",
    ),
)

_REVIEW: tuple[Kind, ...] = (
    k(
        "github_review_comment_quote",
        "prose",
        "**ana-silva** commented on `src/notify.ts` line 18:\n> +const WEBHOOK_SECRET = '{v}';\n\n"
        "This must not land in the repo, please read it from the environment.",
        value=lambda r: "whsec_" + b64(r, 32),
    ),
    k(
        "gitlab_suggestion_note",
        "prose",
        "```suggestion:-0+0\nAPI_TOKEN: ${API_TOKEN}\n```\nreplaces `API_TOKEN: {v}` — this one "
        "is a live project token",
        value=lambda r: "glpat-" + urlsafe(r, 20),
    ),
    k(
        "gerrit_inline_comment",
        "prose",
        "Patch Set 3:\n\n(1 comment)\n\nsrc/main/resources/application-prod.properties:\n\n"
        "Line 14: > spring.datasource.password={v}\n\nPlease move to the vault before submit.",
    ),
    k(
        "bitbucket_pr_description",
        "prose",
        "## How to test\n\n```\ncurl -H 'X-Api-Key: {v}' https://staging.acme.io/api/v2/orders\n"
        "```\n\nReviewers: @ana @joao",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "git_blame_line",
        "output",
        "$ git blame -L 40,42 settings/prod.py\n{h8} (Ana Silva 2026-10-02 14:11:09 +0200 40) "
        "CACHES = {'default': {\n{h8} (Ana Silva 2026-10-02 14:11:09 +0200 41)     'LOCATION': "
        "'redis://:{v}@cache.internal:6379/1',",
    ),
    k(
        "git_blame_porcelain",
        "output",
        "{h40} 17 17 1\nauthor Joao Costa\nauthor-mail <joao@acme.io>\nauthor-time 1764500000\n"
        "summary add ftp sync\nfilename scripts/sync.sh\n\tlftp -u backup,{v} sftp://files.acme.io",
    ),
    k(
        "grep_rn_output",
        "output",
        '$ grep -rn "password" config/\nconfig/ldap.yml:7:  bind_dn: "cn=svc,dc=acme,dc=io"\n'
        'config/ldap.yml:8:  password: "{v}"\nconfig/app.yml:3:password_min_length: 12',
    ),
    k(
        "ripgrep_heading_output",
        "output",
        '$ rg -n token\nscripts/deploy.sh\n12:export DO_TOKEN={v}\n40:curl -H "Authorization: '
        'Bearer $DO_TOKEN" https://api.digitalocean.com/v2/droplets',
        value=lambda r: "dop_v1_" + hexs(r, 64),
    ),
    k(
        "git_grep_rev_output",
        "output",
        "$ git grep -n secret_key_base $(git rev-list --all | head -50)\n{h40}:config/secrets.yml:"
        "22:  secret_key_base: {v}",
        value=lambda r: hexs(r, 128),
    ),
    k(
        "merge_conflict_markers",
        "output",
        "<<<<<<< HEAD\nREDIS_URL=rediss://default:{v}@eu1-happy-cat-3311.upstash.io:6379\n=======\n"
        "REDIS_URL=redis://localhost:6379\n>>>>>>> feature/cache",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "cherry_pick_conflict_both_sides",
        "output",
        "CONFLICT (content): Merge conflict in deploy/.env.staging\n$ cat deploy/.env.staging\n"
        "<<<<<<< HEAD\nSENTRY_AUTH_TOKEN=\n=======\nSENTRY_AUTH_TOKEN={v}\n>>>>>>> {h7} (ci: "
        "upload "
        "sourcemaps)",
        value=lambda r: "sntrys_" + b64(r, 120),
    ),
)

_SCANNERS_CI: tuple[Kind, ...] = (
    k(
        "gitleaks_finding_unredacted",
        "output",
        "Finding:     AWS_SECRET_ACCESS_KEY={v}\nSecret:      {v}\nRuleID:      generic-api-key\n"
        "Entropy:     4.9\nFile:        deploy/.env\nLine:        4\nCommit:      {h40}",
        value=lambda r: b64(r, 40),
    ),
    k(
        "trufflehog_raw_result",
        "output",
        "Found unverified result 🐷🔑❓\nDetector Type: Slack\nDecoder Type: PLAIN\n"
        "Raw result: {v}\nFile: ops/notify.py\nLine: 9",
        value=lambda r: (
            f"xoxp-{r.randrange(10**11, 10**12)}-{r.randrange(10**11, 10**12)}-"
            f"{r.randrange(10**12, 10**13)}-{hexs(r, 32)}"
        ),
    ),
    k(
        "ci_set_x_trace_timestamped",
        "output",
        "2026-11-30T10:01:02.4471093Z + curl -fsS -u deploy:{v} "
        "https://nexus.acme.io/repository/raw/app.tgz --upload-file app.tgz\n"
        "2026-11-30T10:01:03.0125512Z   % Total    % Received",
    ),
    k(
        "github_actions_literal_env",
        "output",
        "##[group]Run ./scripts/release.sh\n./scripts/release.sh\nshell: /usr/bin/bash -e {0}\n"
        "env:\n  NPM_TOKEN: {v}\n  NODE_VERSION: 20\n##[endgroup]",
        value=lambda r: "npm_" + alnum(r, 36),
    ),
    k(
        "jenkins_console_docker_login",
        "output",
        "[Pipeline] sh\n+ docker login -u ci -p {v} registry.acme.io\nWARNING! Using --password "
        "via "
        "the CLI is insecure. Use --password-stdin.\nLogin Succeeded",
    ),
    k(
        "travis_env_export_log",
        "output",
        "Setting environment variables from .travis.yml\n$ export HEROKU_API_KEY={v}\n"
        "$ export RAILS_ENV=test",
        value=lambda r: "HRKU-AA" + urlsafe(r, 58),
    ),
    k(
        "ci_log_urlencoded_password",
        "output",
        "Cloning into 'infra'...\nfatal: unable to access 'https://ci-bot:{v}@git.acme.io/ops/"
        "infra.git/': The requested URL returned error: 403",
        value=_quoted_pw,
    ),
    k(
        "ci_log_second_line_unmasked",
        "output",
        '$ echo "$DEPLOY_KEY" | head -3\n-----BEGIN OPENSSH PRIVATE KEY-----\n***\n{v}',
        value=lambda r: pem_line(r)[:70],
    ),
    k(
        "ci_echo_minted_vault_token",
        "output",
        "$ export VAULT_TOKEN=$(vault write -field=token auth/jwt/login role=ci jwt=$CI_JOB_JWT)\n"
        "$ echo $VAULT_TOKEN\n{v}\n$ vault kv get -field=dsn secret/app",
        value=_vault,
    ),
    k(
        "azure_devops_sqlcmd_log",
        "output",
        "Generating script.\n========================== Starting Command Output "
        "===========================\n/usr/bin/bash --noprofile --norc /home/vsts/work/_temp/"
        "{uuid}.sh\nsqlcmd -S tcp:acme-sql.database.windows.net,1433 -d shop -U dbadmin -P {v} "
        "-i migrate.sql",
    ),
    k(
        "gitlab_ci_printenv_dump",
        "output",
        "$ printenv | sort\nCI_COMMIT_SHA={h40}\nCI_JOB_ID={d10}\nCI_PROJECT_PATH=acme/api\n"
        "DEPLOY_SSH_PASSPHRASE={v}\nHOME=/root",
    ),
)

REVIEW_KINDS: tuple[Kind, ...] = (*_HISTORY, *_REVIEW, *_SCANNERS_CI)
