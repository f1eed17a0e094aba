"""The forty-third held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is secrets in
automation, low-code and office scripting: what a person or an agent meets
wiring tools together without a "real" codebase. Shapes matter more than
vendors.

Its parts: `bench/secret_kinds_heldout43_flows.py` (workflow exports and
flows: n8n, Node-RED, Make, Zapier, Power Automate, Pipedream, incoming
webhooks with a key in the path or query, cron and `curl`, GitHub Actions
dispatches, other orchestrators; and the value makers), `_office.py` (Google
Apps Script, VBA, Office Scripts, Power Query M, `.odc`/`.iqy`/`.dqy`/`.udl`
files, `odbc.ini`, LibreOffice Basic, formulas that call APIs, CSV exports of
credential columns), `_nocode.py` (Retool, Appsmith, Budibase and other
internal-tool builders, Airtable, Notion, Coda, Baserow and kin, Supabase and
Firebase service keys, Bubble, Glide and app builders, request collections),
`_rpa.py` (AutoHotkey, AppleScript and JXA, PowerShell and Windows
credentials, Keyboard Maestro, Alfred, Raycast and Shortcuts exports, UiPath,
Automation Anywhere, Blue Prism and Robot Framework, Selenium and Playwright,
`expect`, `.netrc` written by a script, phone automation), `_fail.py`
(automation failures pasted with what they printed) and `_chat.py` (people
in languages held-out 36 to 42 did not use, handovers of a bot account, and
split values); its look-alikes are in `bench/secret_kinds_heldout43_look.py`
and `_look2.py`.
"""

from __future__ import annotations

from bench.secret_kinds import SESSION_PLACES8, Kind, Sample, samples
from bench.secret_kinds_heldout43_chat import CHAT_KINDS
from bench.secret_kinds_heldout43_fail import FAIL_KINDS
from bench.secret_kinds_heldout43_flows import FLOW_KINDS
from bench.secret_kinds_heldout43_look import LOOK_ALIKES
from bench.secret_kinds_heldout43_nocode import NOCODE_KINDS
from bench.secret_kinds_heldout43_office import OFFICE_KINDS
from bench.secret_kinds_heldout43_rpa import RPA_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout43_samples"]

KINDS: tuple[Kind, ...] = (
    *FLOW_KINDS,
    *OFFICE_KINDS,
    *NOCODE_KINDS,
    *RPA_KINDS,
    *FAIL_KINDS,
    *CHAT_KINDS,
)

assert len({kind.name for kind in KINDS}) == len(KINDS), "a kind's name is written twice"


def heldout43_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the forty-third held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout43", SESSION_PLACES8)
