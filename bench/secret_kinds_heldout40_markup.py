"""Held-out 40's markup and rich text (`bench/secret_kinds_heldout40.py`).

A secret as a page, a wiki, a document or a spreadsheet holds it, pasted from
its source or from what a tool extracted: HTML mail and web pages (entities
such as `&amp;` and `&#x3D;`, `<code>`, `<pre>`, `<input value=...>`),
Confluence's storage format, MediaWiki, Jira, Textile, reStructuredText,
AsciiDoc and Org-mode tables and code blocks, LaTeX, RTF, a `.docx` paragraph
whose value is split over `<w:t>` runs, text a PDF extractor gave back
(hyphenation, ligatures, columns), CSV and TSV with their quoting, Excel
formulas, and an `.xlsx` file's shared strings.
"""

from __future__ import annotations

import random

from bench.secret_kinds import Kind, alnum, hexs, pw, urlsafe
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout39_state import (
    aws_secret,
    gh_token,
    google_key,
    jwt,
    npm_token,
    openai_key,
    stripe_live,
)
from bench.secret_kinds_heldout40_mail import key32, made_by, sg_key, url_pw

__all__ = ["MARKUP_KINDS"]


def _docx_runs(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 40)
    head, tail = v[:24], v[24:]
    p, a, b = (hexs(r, 8).upper() for _ in range(3))
    text = (
        f'<w:p w14:paraId="{p}"><w:r><w:t xml:space="preserve">Service key: </w:t></w:r>'
        f'<w:r w:rsidR="{a}"><w:t>{head}</w:t></w:r><w:r w:rsidR="{b}"><w:t>{tail}</w:t></w:r>'
        "</w:p>"
    )
    return head, text


def _pdf_hyphen(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 44)
    head, tail = v[:26], v[26:]
    text = (
        "3.2 Access to the reporting API\nUse the client secret below in the Authorization head-\n"
        f"er of every request: {head}-\n{tail}. The secret is rotated every 90 days."
    )
    return head, text


def _pdf_columns(r: random.Random) -> tuple[str, str]:
    v = pw(r, 16)
    text = (
        "Administrator account                Emergency contacts\n"
        f"User: sysadmin                       Facilities: +44 20 7946 0018\nPassword: {v}"
        "                 Security desk: ext. 4410\n"
    )
    return v, text


def _xlsx_shared(r: random.Random) -> tuple[str, str]:
    v = urlsafe(r, 40)
    text = (
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="6" '
        'uniqueCount="6"><si><t>system</t></si><si><t>user</t></si><si><t>password</t></si>'
        f"<si><t>billing-api</t></si><si><t>svc_billing</t></si><si><t>{v}</t></si></sst>"
    )
    return v, text


def _excel_concat(r: random.Random) -> tuple[str, str]:
    v = alnum(r, 36)
    a, b = v[:18], v[18:]
    return a, f'=CONCAT("Bearer ", "{a}", "{b}")'


MARKUP_KINDS: tuple[Kind, ...] = (
    k(
        "html_entity_amp_in_link",
        "output",
        '<a href="https://files.acme.io/share?id={d8}&amp;key={v}&amp;dl=1">Download the report'
        "</a>",
        value=lambda r: urlsafe(r, 40),
    ),
    k(
        "html_hex_entity_equals",
        "output",
        "<p>Set <code>API_TOKEN&#x3D;{v}</code> in the environment.</p>",
        value=key32,
    ),
    k(
        "html_decimal_entity_colon",
        "output",
        "<td>admin&#58;{v}&#64;10.0.8.4</td>",
        value=url_pw,
    ),
    k(
        "html_pre_block_env",
        "output",
        '<pre><code class="language-bash">export STRIPE_SECRET_KEY={v}\nnpm run seed</code></pre>',
        value=stripe_live,
    ),
    k(
        "html_input_value_password",
        "output",
        '<label for="pw">Password</label>\n<input id="pw" type="password" name="password" '
        'value="{v}" autocomplete="off">',
    ),
    k(
        "html_data_attribute_key",
        "output",
        '<div id="map" data-provider="tiles" data-secret="{v}" data-zoom="12"></div>',
        value=key32,
    ),
    k(
        "html_table_credentials",
        "output",
        "<table><tr><th>Service</th><th>User</th><th>Password</th></tr>\n<tr><td>FTP</td><td>"
        "upload</td><td>{v}</td></tr></table>",
    ),
    k(
        "html_mail_button_token",
        "output",
        '<td align="center" bgcolor="#1a73e8"><a href="https://app.acme.io/verify?token={v}" '
        'style="color:#fff">Verify</a></td>',
        value=jwt,
    ),
    k(
        "html_nbsp_entity_before_value",
        "output",
        "<p>Key:&nbsp;<strong>{v}</strong></p>",
        value=openai_key,
    ),
    k(
        "html_comment_left_in_page",
        "output",
        '<!-- TODO remove before go-live: api key {v} -->\n<script src="/app.js"></script>',
        value=google_key,
    ),
    k(
        "html_script_inline_config",
        "code",
        "<script>window.__CFG__ = {apiBase: '/api', adminToken: '{v}'};</script>",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "html_meta_refresh_token",
        "output",
        '<meta http-equiv="refresh" content="0; url=https://sso.acme.io/callback?access_token={v}">',
        value=lambda r: urlsafe(r, 44),
    ),
    k(
        "confluence_storage_code_macro",
        "config",
        '<ac:structured-macro ac:name="code" ac:schema-version="1" ac:macro-id="{uuid}">'
        '<ac:parameter ac:name="language">bash</ac:parameter><ac:plain-text-body><![CDATA[export '
        "GITHUB_TOKEN={v}]]></ac:plain-text-body></ac:structured-macro>",
        value=gh_token,
    ),
    k(
        "confluence_storage_table_cell",
        "config",
        "<table><tbody><tr><th><p>Env</p></th><th><p>Password</p></th></tr><tr><td><p>UAT</p></td>"
        "<td><p>{v}</p></td></tr></tbody></table>",
    ),
    k(
        "confluence_status_and_panel",
        "config",
        '<ac:structured-macro ac:name="info"><ac:rich-text-body><p>Root password for the '
        "hypervisor: <code>{v}</code></p></ac:rich-text-body></ac:structured-macro>",
    ),
    k(
        "mediawiki_table_row",
        "config",
        '{| class="wikitable"\n! Host !! Login !! Password\n|-\n| nas01 || admin || {v}\n|}',
    ),
    k(
        "mediawiki_code_tag",
        "config",
        '== Deploy ==\n<syntaxhighlight lang="bash">\nNPM_TOKEN={v} npm publish\n'
        "</syntaxhighlight>",
        value=npm_token,
    ),
    k(
        "jira_wiki_code_block",
        "output",
        "h3. Repro\n{code:bash}\ncurl -H 'X-Api-Key: {v}' https://api.acme.io/v2/orders\n{code}",
        value=key32,
    ),
    k(
        "jira_wiki_table",
        "output",
        "||System||User||Password||\n|Kafka UI|admin|{v}|\n|Airflow|admin|see vault|",
    ),
    k(
        "jira_noformat_block",
        "output",
        "{noformat}\nspring.datasource.password={v}\nspring.datasource.username=svc\n{noformat}",
    ),
    k(
        "textile_table",
        "config",
        "|_. service |_. secret |\n| webhook | @{v}@ |",
        value=lambda r: "whsec_" + alnum(r, 32),
    ),
    k(
        "rst_code_block",
        "config",
        "Configuration\n-------------\n\n.. code-block:: ini\n\n"
        "   [auth]\n   client_secret = {v}\n",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "rst_grid_table",
        "config",
        "+----------+----------------------+\n"
        "| Key      | Value                |\n"
        "+==========+======================+\n"
        "| password | {v}       |\n"
        "+----------+----------------------+",
    ),
    k(
        "rst_field_list",
        "config",
        ":host: mq.acme.io\n:user: events\n:password: {v}\n",
    ),
    k(
        "asciidoc_source_block",
        "config",
        "[source,yaml]\n----\nauth:\n  token: {v}\n----",
        value=lambda r: "glpat-" + urlsafe(r, 20),
    ),
    k(
        "asciidoc_table",
        "config",
        '[cols="1,2"]\n|===\n|User |Password\n\n|ci-bot\n|{v}\n|===',
    ),
    k(
        "org_mode_table",
        "config",
        "* Servers\n| host   | user | pass |\n|--------+------+------|\n| bastion| ops  | {v} |",
    ),
    k(
        "org_mode_src_block",
        "config",
        "#+begin_src shell\nexport OPENAI_API_KEY={v}\n#+end_src",
        value=openai_key,
    ),
    k(
        "org_mode_property_drawer",
        "config",
        "** Staging DB\n:PROPERTIES:\n:HOST: 10.3.0.7\n:PASSWORD: {v}\n:END:",
    ),
    k(
        "latex_texttt",
        "config",
        "\\paragraph{Access} The evaluation server accepts the token \\texttt{{v}} for all "
        "participants.",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "latex_verbatim",
        "config",
        "\\begin{verbatim}\nexport HF_TOKEN={v}\n\\end{verbatim}",
        value=lambda r: "hf_" + alnum(r, 34),
    ),
    k(
        "latex_lstlisting_newcommand",
        "config",
        "\\newcommand{\\apikey}{{v}}\n% used in the appendix listings",
        value=key32,
    ),
    k(
        "rtf_body_password",
        "config",
        "{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Calibri;}}\\f0\\fs22 "
        "Router admin password: {v}\\par\n}",
        value=url_pw,
    ),
    made_by("docx_value_split_over_runs", "form", _docx_runs),
    k(
        "docx_xml_single_run",
        "config",
        '<w:p><w:r><w:rPr><w:rFonts w:ascii="Consolas"/></w:rPr><w:t>AZURE_CLIENT_SECRET={v}'
        "</w:t></w:r></w:p>",
        value=lambda r: alnum(r, 40),
    ),
    k(
        "odt_content_xml",
        "config",
        '<text:p text:style-name="P1">VPN pre-shared key: <text:span text:style-name="T1">{v}'
        "</text:span></text:p>",
        value=lambda r: alnum(r, 32),
    ),
    made_by("pdf_extract_hyphenated_secret", "form", _pdf_hyphen),
    made_by("pdf_extract_two_columns", "output", _pdf_columns),
    k(
        "pdf_extract_ligature_name",
        "output",
        "Conﬁguration of the oﬃce printer\nAdmin password: {v}\nPage 4 of 12",
    ),
    k(
        "pdftotext_layout_table",
        "output",
        "   Environment     Username        Secret\n   Production      svc_reports     {v}\n",
        value=lambda r: alnum(r, 28),
    ),
    k(
        "csv_quoted_with_comma",
        "config",
        'name,url,username,password,note\n"Intranet","https://intra.acme.io","ana","{v}","has, '
        'a comma"',
    ),
    k(
        "csv_doubled_quotes",
        "config",
        'key,value\napi,"{""token"": ""{v}""}"',
        value=key32,
    ),
    k(
        "tsv_export_row",
        "config",
        "system\tlogin\tsecret\tupdated\nsendgrid\tapikey\t{v}\t2026-11-02",
        value=sg_key,
    ),
    k(
        "password_manager_csv_export",
        "config",
        "url,username,password,totp,extra,name,grouping,fav\nhttps://aws.amazon.com,root@acme.io,"
        "{v},,,AWS root,Infra,0",
    ),
    made_by("excel_concat_formula", "form", _excel_concat),
    k(
        "excel_formula_hyperlink",
        "code",
        '=HYPERLINK("https://portal.acme.io/login?user=ops&pass={v}", "Open portal")',
        value=url_pw,
    ),
    made_by("xlsx_shared_strings", "config", _xlsx_shared),
    k(
        "xlsx_inline_string_cell",
        "config",
        '<c r="C7" t="inlineStr"><is><t>{v}</t></is></c><c r="D7" s="3"><v>45992</v></c>',
        value=aws_secret,
    ),
    k(
        "google_sheets_copy_paste",
        "output",
        "Vendor\tPortal\tLogin\tPassword\nFreightCo\tportal.freightco.com\tacme-ops\t{v}",
    ),
    k(
        "markdown_table_wiki",
        "config",
        "| Service | Key |\n|---|---|\n| Maps | `{v}` |\n| Search | in vault |",
        value=google_key,
    ),
    k(
        "markdown_details_block",
        "config",
        "<details><summary>creds (click)</summary>\n\n```\nuser: qa\npass: {v}\n```\n</details>",
    ),
    k(
        "notion_export_md",
        "config",
        "# Onboarding\n\nCreated: November 30, 2026\nTags: infra\n\n> 🔑 Shared Figma token: {v}",
        value=lambda r: "figd_" + urlsafe(r, 40),
    ),
    k(
        "bbcode_forum_post",
        "prose",
        "[quote=admin]use this for the test server[/quote]\n[code]RCON_PASSWORD={v}[/code]",
    ),
    k(
        "dokuwiki_code",
        "config",
        "===== Backup =====\n<code bash>\nexport RESTIC_PASSWORD='{v}'\n</code>",
    ),
    k(
        "pandoc_html_from_md",
        "output",
        '<pre class="sourceCode sh"><code class="sourceCode bash"><span id="cb1-1">'
        '<span class="bu">export</span> <span class="va">REDIS_PASSWORD</span><span class="op">='
        "</span>{v}</span></code></pre>",
        value=lambda r: alnum(r, 32),
    ),
    k(
        "svg_text_element",
        "config",
        '<svg xmlns="http://www.w3.org/2000/svg"><text x="10" y="20" font-family="monospace">'
        "token: {v}</text></svg>",
        value=lambda r: alnum(r, 36),
    ),
    k(
        "soap_wsse_password_text",
        "output",
        '<wsse:UsernameToken><wsse:Username>integration</wsse:Username><wsse:Password Type="'
        "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#"
        'PasswordText">{v}</wsse:Password></wsse:UsernameToken>',
    ),
    k(
        "xml_escaped_inside_soap_string",
        "output",
        "<ns:config>&lt;db&gt;&lt;password&gt;{v}&lt;/password&gt;&lt;/db&gt;</ns:config>",
    ),
    k(
        "html_textarea_prefilled",
        "output",
        '<textarea name="ssh_config" rows="4">Host build\n  User ci\n  # token {v}</textarea>',
        value=gh_token,
    ),
    k(
        "html_hidden_input_api_key",
        "output",
        '<form action="/upload" method="post"><input type="hidden" name="api_key" value="{v}">',
        value=lambda r: alnum(r, 40),
    ),
    k(
        "xliff_source_with_key",
        "config",
        '<trans-unit id="err.auth"><source>Auth failed for key {v}</source><target state="new"/>'
        "</trans-unit>",
        value=key32,
    ),
    k(
        "markdown_front_matter_key",
        "config",
        "---\ntitle: Store locator\nmaps_api_key: {v}\ndraft: false\n---\n\n# Our stores",
        value=google_key,
    ),
)
