"""The forty-seventh held-out half of the wide secret corpus: written blind, before its round.

Written (issue 27) by a helper who never read the redactor's code, tables or
documentation, as a grader would write a fresh set. Its theme is secrets in
security work itself: incident response, secret-leak triage, security
review and forensics, as a security engineer or an on-call developer
pastes them into a coding agent. Leak alerts and scanners' reports
(GitHub's and GitLab's secret scanning, GitGuardian, gitleaks, trufflehog,
detect-secrets, semgrep, Nosey Parker, a cloud's and a vendor's "exposed
key" mail, tickets, bug-bounty and pentest reports), rotations and
revocations (clouds' key creation output, a revoke call that names the
token, runbooks and tickets with old and new values), log searches and
the lines they return (Splunk, Elasticsearch and Kibana, Datadog, Loki,
CloudWatch, Azure Monitor, Cloud Logging, access logs, database and host
logs, CI logs, a Kubernetes audit event), HTTP captures (HAR, Burp, ZAP,
mitmproxy, `curl -v`, cookie jars, DevTools' copies, Postman, packet
captures), JWT, SAML and OAuth debugging, pentest and CTF tool output
(online guessing, cracking, captured hashes and tickets, GPP and DPAPI,
Wi-Fi keys, loot), memory, disk and repository forensics, and people
handing a leaked key to an agent in a sentence. Shapes matter more than
vendors: log formats, JSON reports, SARIF, CSV, tables, HTTP messages,
encoded forms (base64 of a whole request, of `\\0user\\0pass`, of UTF-16,
hex in an audit record and in a registry export, an `xxd` column) and prose.

Its decisions: a value a scanner, a log or a capture prints in full is a
secret wherever it stands, and so is one in a revoke command (the text
cannot show it is dead); a reversible form (base64, hex, GPP's
`cpassword`, a VNC password) is a secret; an NT hash, a Kerberos ticket, a
DPAPI master key and a NetNTLMv2 response (it cracks offline) are secrets;
a SAML response and an OAuth authorization code are bearer values and are
secrets; a password typed into sshd's user prompt is a secret. A hash of a
finding, a masked value (`AKIA****WXYZ`, `sk-...abcd`), an id of a key
without the key (an access key id in a listing, a GCP key id, a Vault
accessor), indicators of compromise, rule and advisory ids, request and
trace ids, nonces, public keys and certificates, published test vectors
(RFC 4226 and 6238's seed) and the hashes of empty values are look-alikes.

Its parts: `bench/secret_kinds_heldout47_alert.py` (leak alerts, scanners'
reports, tickets and bug-bounty reports; and the value makers),
`_rotate.py` (rotations, revocations and runbooks), `_siem.py` (log
searches and log lines), `_http.py` (HTTP captures, JWT, SAML and OAuth
debugging), `_pentest.py` (pentest, red team and CTF tool output),
`_forensic.py` (memory, disk and repository forensics) and `_chat.py`
(people in languages the chats of held-out 27 and 36 to 46 did not use,
English handovers, and split values); its look-alikes are in
`bench/secret_kinds_heldout47_look.py` and `_look2.py`.
"""

from __future__ import annotations

from bench.secret_kinds import SESSION_PLACES8, Kind, Sample, samples
from bench.secret_kinds_heldout47_alert import ALERT_KINDS
from bench.secret_kinds_heldout47_chat import CHAT_KINDS
from bench.secret_kinds_heldout47_forensic import FORENSIC_KINDS
from bench.secret_kinds_heldout47_http import HTTP_KINDS
from bench.secret_kinds_heldout47_look import LOOK_ALIKES
from bench.secret_kinds_heldout47_pentest import PENTEST_KINDS
from bench.secret_kinds_heldout47_rotate import ROTATE_KINDS
from bench.secret_kinds_heldout47_siem import SIEM_KINDS

__all__ = ["KINDS", "LOOK_ALIKES", "heldout47_samples"]

KINDS: tuple[Kind, ...] = (
    *ALERT_KINDS,
    *ROTATE_KINDS,
    *SIEM_KINDS,
    *HTTP_KINDS,
    *PENTEST_KINDS,
    *FORENSIC_KINDS,
    *CHAT_KINDS,
)

assert len({kind.name for kind in KINDS}) == len(KINDS), "a kind's name is written twice"


def heldout47_samples(per_kind: int = 3) -> tuple[Sample, ...]:
    """`per_kind` samples of each kind of the forty-seventh held-out half; the same on every run."""
    return samples(KINDS, per_kind, "kenning-wide-secrets-heldout47", SESSION_PLACES8)
