"""Held-out 38's documents (`bench/secret_kinds_heldout38.py`).

A secret in a document's own layout: markdown tables (aligned, with code
spans, with a key in a cell beside its name), CSV and TSV with quoted cells
(a password with a comma, an escaped quote), a spreadsheet pasted as TSV,
LaTeX (a `tabular`, a `verbatim`, a `\\newcommand`), reStructuredText (a
grid table, a field list, a `code-block`), org-mode (a table, a property
drawer), wiki tables (MediaWiki, Confluence and Jira markup), AsciiDoc and
HTML tables, a notebook's markdown cell, a reply quoting an e-mail,
definition lists, footnotes and a README image's private link.
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import Kind, alnum, b64, hexs, pick, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout38_objects import gh_token, live_key, slack_bot

__all__ = ["DOC_KINDS"]

_UPD = string.ascii_uppercase + string.digits


def _u(r: random.Random) -> str:
    return urlsafe(r, 40)


def _comma_pw(r: random.Random) -> str:
    p = pw(r, 14)
    return p[:6] + "," + p[6:]


_MD: tuple[Kind, ...] = (
    k(
        "markdown_table_password_cell",
        "prose",
        "| Service | User | Password |\n|---------|------|----------|\n| Grafana | admin | {v} |\n"
        "| Kibana  | elastic | (see vault) |",
        "| env | login | pass |\n|:--|:--|:--|\n| staging | ops | `{v}` |",
    ),
    k(
        "markdown_table_token_column",
        "prose",
        "| Bot | Token | Scope |\n| --- | --- | --- |\n| deploy-bot | {v} | chat:write |",
        value=slack_bot,
    ),
    k(
        "markdown_aligned_env_table",
        "prose",
        "| Variable          | Value                                    |\n| ----------------- | "
        "---------------------------------------- |\n| `STRIPE_SECRET`   | `{v}` |\n| `STRIPE_MODE`"
        "     | live                                     |",
        value=live_key,
    ),
    k(
        "markdown_definition_list_key",
        "prose",
        "API key\n: {v}\n\nRegion\n: eu-west-1",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "markdown_footnote_password",
        "prose",
        "Log in to the router[^1] and reboot it.\n\n[^1]: admin / {v}",
    ),
    k(
        "markdown_quoted_email_reply",
        "prose",
        "> On Mon, Nov 30, 2026 at 9:12 AM Ana <ana@acme.io> wrote:\n> here is the SFTP login:\n"
        "> user: partner-upload\n> pass: {v}\n\nThanks, it works.",
    ),
    k(
        "readme_image_private_raw_token",
        "prose",
        "![architecture](https://raw.githubusercontent.com/acme/platform-private/main/docs/arch."
        "png?token={v})",
        value=lambda r: "A" + pick(r, _UPD, 28),
    ),
    k(
        "markdown_details_block_secret",
        "prose",
        "<details><summary>staging creds</summary>\n\n```\nclient_id: web-staging\nclient_secret: "
        "{v}\n```\n</details>",
        value=_u,
    ),
    k(
        "notebook_markdown_cell_key",
        "prose",
        '{"cell_type": "markdown", "metadata": {}, "source": ["## Setup\\n", "Use key `{v}` for '
        'the sandbox.\\n"]}',
        value=lambda r: hexs(r, 32),
    ),
)

_CSV: tuple[Kind, ...] = (
    k(
        "csv_quoted_password_comma",
        "prose",
        'name,url,username,password,notes\n"Router","http://192.168.1.1","admin","{v}",""',
        value=_comma_pw,
    ),
    k(
        "csv_escaped_quote_password",
        "prose",
        'service,login,secret\nftp,partner,"{v}"""\n',
    ),
    k(
        "csv_password_manager_export",
        "prose",
        "url,username,password,totp,extra,name,grouping,fav\nhttps://vpn.acme.io,ana,{v},,,VPN,"
        "Work,0",
    ),
    k(
        "tsv_spreadsheet_paste",
        "prose",
        "Client\tEnvironment\tAPI key\tOwner\nNorthwind\tprod\t{v}\tana\nContoso\tsandbox\t"
        "(pending)\tbo",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "tsv_secrets_inventory",
        "prose",
        "name\tkind\tvalue\trotated\nslack-alerts\tbot token\t{v}\t2026-10-02",
        value=slack_bot,
    ),
    k(
        "csv_semicolon_excel_export",
        "prose",
        "Konto;Benutzer;Kennwort;Bemerkung\nDATEV;buchhaltung;{v};nicht teilen",
    ),
    k(
        "csv_iam_credentials_file",
        "prose",
        "User name,Password,Access key ID,Secret access key,Console login link\nci-bot,,AKIA{U16},"
        "{v},https://123456789012.signin.aws.amazon.com/console",
        value=lambda r: b64(r, 40),
    ),
)

_TEX_RST_ORG: tuple[Kind, ...] = (
    k(
        "latex_tabular_password",
        "prose",
        "\\begin{tabular}{|l|l|}\n\\hline\nHost & lab-gpu-01 \\\\\nUser & student \\\\\nPassword & "
        "\\texttt{{v}} \\\\\n\\hline\n\\end{tabular}",
        value=lambda r: alnum(r, 14),
    ),
    k(
        "latex_verbatim_token",
        "prose",
        "\\begin{verbatim}\nexport HF_TOKEN={v}\n\\end{verbatim}",
        value=lambda r: "hf_" + alnum(r, 34),
    ),
    k(
        "latex_newcommand_key",
        "prose",
        "\\newcommand{\\apikey}{{v}}\n% used in the appendix",
        value=lambda r: hexs(r, 32),
    ),
    k(
        "rst_grid_table_password",
        "prose",
        "+----------+--------------------+\n| Account  | Password           |\n+==========+======"
        "==============+\n| root     | {v}     |\n+----------+--------------------+",
    ),
    k(
        "rst_field_list_token",
        "prose",
        ":Endpoint: https://api.acme.io\n:Token: {v}\n:Owner: platform team",
        value=_u,
    ),
    k(
        "rst_code_block_dsn",
        "prose",
        ".. code-block:: ini\n\n   [database]\n   url = mysql://wiki:{v}@db/wiki",
    ),
    k(
        "org_table_password",
        "prose",
        "| host     | user  | password |\n|----------+-------+----------|\n| nas.lan  | admin | "
        "{v} |",
    ),
    k(
        "org_property_drawer_secret",
        "prose",
        "* Mail server\n  :PROPERTIES:\n  :HOST:     mail.acme.io\n  :PASSWORD: {v}\n  :END:",
    ),
    k(
        "org_src_block_key",
        "prose",
        "#+begin_src shell\nexport OPENAI_API_KEY={v}\n#+end_src",
        value=lambda r: "sk-" + alnum(r, 48),
    ),
)

_WIKI: tuple[Kind, ...] = (
    k(
        "mediawiki_table_password",
        "prose",
        '{| class="wikitable"\n! System !! Login !! Password\n|-\n| Jenkins || admin || {v}\n|}',
    ),
    k(
        "confluence_wiki_table_secret",
        "prose",
        "||Service||Client ID||Client secret||\n|SSO|web-portal|{v}|",
        value=_u,
    ),
    k(
        "jira_noformat_block_token",
        "prose",
        "{noformat}\nnpm config set //registry.npmjs.org/:_authToken {v}\n{noformat}",
        value=lambda r: "npm_" + alnum(r, 36),
    ),
    k(
        "asciidoc_table_password",
        "prose",
        '[cols="1,1,1"]\n|===\n|Host |User |Password\n\n|ftp.acme.io\n|upload\n|{v}\n|===',
    ),
    k(
        "html_table_secret_cell",
        "prose",
        "<table><tr><th>Name</th><th>Secret</th></tr><tr><td>webhook</td><td>{v}</td></tr></table>",
        value=lambda r: "whsec_" + alnum(r, 32),
    ),
    k(
        "dokuwiki_table_password",
        "prose",
        "^ Gerät ^ Benutzer ^ Passwort ^\n| Switch core | admin | {v} |",
    ),
    k(
        "notion_export_toggle_key",
        "prose",
        "- Sandbox keys\n    - Publishable: pk_test_{k24}\n    - Secret: {v}",
        value=lambda r: "sk_test_" + alnum(r, 24),
    ),
    k(
        "slack_mrkdwn_code_span_token",
        "prose",
        "*Prod deploy token* (do not share): `{v}`",
        value=gh_token,
    ),
)

DOC_KINDS: tuple[Kind, ...] = (*_MD, *_CSV, *_TEX_RST_ORG, *_WIKI)
