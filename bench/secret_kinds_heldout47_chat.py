"""Held-out 47's chat and split values (`bench/secret_kinds_heldout47.py`).

People handing a leaked secret to a coding agent for triage ("this key
leaked, is it live, what does it reach, revoke it"), in languages and
scripts the chats of held-out 27 and 36 to 46 did not use: Livonian, Inari
Sami, Lule Sami, Hill Mari (Cyrillic), Ripuarian (Kölsch), Zeelandic,
Norman, Extremaduran and Talysh; Tachelhit and Tarifit (Latin letters),
Hassaniya (Arabic script), Turoyo; Mòoré, Ga, Runyankole, Umbundu,
Kimbundu, Comorian, Tiv and Ibibio; Isan and Northern Thai (Thai script),
Ainu (katakana), Kokborok, Garo and Rohingya (Latin letters); Cape Verdean
Creole, Belizean Kriol, Louisiana Creole, Kristang, Pitkern and Australian
Kriol; and English handovers of an incident and of a pentest's findings.
Then values split: a leaked token over two incident-channel messages, a
Kerberos ticket wrapped by Rubeus, a Splunk `_raw` cell wrapped by its
viewer, an `xxd` ASCII column over two lines, a proof of concept's adjacent
Python literals, a PowerShell `-join`, a report that quotes a key in two
halves and a `curl -v` header wrapped by a terminal.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, pw, split_kind
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout46_mcp import gh_classic, hvs, sk_ant, sk_proj, xoxb
from bench.secret_kinds_heldout47_alert import aiza, glpat, nt_hash, sendgrid, stripe_live

__all__ = ["CHAT_KINDS"]


def _said(name: str, *forms: str, value: Callable[[random.Random], str] = pw) -> Kind:
    return k(name, "prose", *forms, value=value)


def _half(r: random.Random) -> str:
    return alnum(r, 14)


def _xxd_split(r: random.Random) -> tuple[str, str]:
    """A 32-letter key in `xxd`: its first half's letters end one line, the rest the next."""
    a, b = alnum(r, 16), alnum(r, 16)

    def line(offset: str, part: str) -> str:
        raw = part.encode().hex()
        return f"{offset}: " + " ".join(raw[i : i + 4] for i in range(0, 32, 4)) + f"  {part}"

    return a, line("00000000", a) + "\n" + line("00000010", b)


_EUROPE: tuple[Kind, ...] = (
    _said(
        "chat_livonian_github",
        "Vȱtim, mis lekkiz, um {v}; vaņţ, kas ta veļ tīeb, ja pan tǭmõ kinnõ.",
        value=gh_classic,
    ),
    _said("chat_inari_sami_db", "Tiätuvuáđu peesânsääni lii {v}, tot luovâi, tärhist tom."),
    _said(
        "chat_lule_sami_slack",
        "Slack-tokena mij luojttalij lij {v}, gæhttja jus dat ájn doajmmá.",
        value=xoxb,
    ),
    _said(
        "chat_hill_mari_key",
        "Лӓктӹн кешӹ OpenAI ключ {v}, ончы, тӹдӹ эче пӓшӓлӓ ма.",
        value=sk_proj,
    ),
    _said(
        "chat_kolsch_stripe",
        "Dä Stripe-Schlössel {v} es em Internet opjedouch, luur ens, ov dä noch jeit.",
        value=stripe_live,
    ),
    _said(
        "chat_zeelandic_server", "t Wachtwoord van de server is {v}, kiek effen of 't uutlekt is."
    ),
    _said(
        "chat_norman_gitlab",
        "Le jeton GitLab qu'a fichu l'camp ch'est {v}, r'garde s'il marche acouo.",
        value=glpat,
    ),
    _said(
        "chat_extremaduran_anthropic",
        "La clavi d'Anthropic que s'á filtrau es {v}, mira si entavía vali.",
        value=sk_ant,
    ),
    _said("chat_talysh_db", "Bazə parol {v}-e, çəy bıvində ki hələ kar kardə."),
)

_AFRICA_MENA: tuple[Kind, ...] = (
    _said(
        "chat_tachelhit_sendgrid",
        "Tasarut n SendGrid lli iffɣn d {v}, ẓṛ is mazal tskar.",
        value=sendgrid,
    ),
    _said("chat_tarifit_server", "Awal n uzrug n server d {v}, ẓar ma mazal itteddu."),
    _said("chat_hassaniya_key", "المفتاح اللي طاح برّ هو {v}، شوف كان مازال إخدم.", value=aiza),
    _said(
        "chat_turoyo_vault", "Ŝarbo d-Vault d-npiq-le l-bar ko-howe {v}, ḥzay en kŝoġel.", value=hvs
    ),
    _said(
        "chat_moore_db", "Database wã password sẽn yi taoorã yaa {v}, ges y bãng a sã n ket tʋmda."
    ),
    _said(
        "chat_ga_github",
        "GitHub token ni ajie kpo lɛ ji {v}, kwɛmɔ kɛji ekɛ nitsumɔ.",
        value=gh_classic,
    ),
    _said(
        "chat_runyankole_server",
        "Password ya server ekyarugire aheeru ni {v}, reeba yaaba kikiri kukora.",
    ),
    _said(
        "chat_umbundu_stripe",
        "Esapi lia Stripe lia tundila konjo lia {v}, tala nda li kasi oku talavaya.",
        value=stripe_live,
    ),
    _said(
        "chat_kimbundu_db",
        "Password ia database ia tundu ku kanga ia {v}, tala se kia kale mu kalakala.",
    ),
    _said("chat_comorian_slack", "Token ya Slack ilio tsoka ni {v}, lola ka itsoha.", value=xoxb),
    _said(
        "chat_tiv_server",
        "Password u server u i due ken gbenda la ka {v}, nenge se i ngu eren tom.",
    ),
    _said(
        "chat_ibibio_key",
        "Ukpọhọ Anthropic emi ọwọrọde ke an̄wa edi {v}, se m̀mê enye osụk anam utom.",
        value=sk_ant,
    ),
)

_ASIA: tuple[Kind, ...] = (
    _said("chat_isan_db", "รหัสผ่านฐานข้อมูลที่หลุดออกไปคือ {v} เบิ่งแหน่ว่ายังใช้ได้บ่"),
    _said(
        "chat_northern_thai_gitlab",
        "โตเก็น GitLab ตี้หลุดออกไปเป๋น {v} ผ่อหื้อแน่ว่ายังใจ้ได้ก่อ",
        value=glpat,
    ),
    _said("chat_ainu_server", "サーバ パスワード {v} アン、エネ アン ヤ カ ヌカㇻ ワ エンコレ。"),
    _said(
        "chat_kokborok_key",
        "OpenAI chabi {v} tong, bo tabuk sal mani kwlaiya nukdi.",
        value=sk_proj,
    ),
    _said("chat_garo_db", "Database-ni password {v} ong·a, da·o jakkalna man·gen ma nibo."),
    _said(
        "chat_rohingya_github",
        "GitHub token ku {v} oile, bair ot gesegoi, saibo ekhon o sole ni.",
        value=gh_classic,
    ),
)

_CREOLES: tuple[Kind, ...] = (
    _said(
        "chat_cape_verdean_stripe",
        "Kel xavi di Stripe ki vaza é {v}, djobe si inda ta funsiona.",
        value=stripe_live,
    ),
    _said(
        "chat_belizean_kriol_server", "Di server passwod weh leak da {v}, chek if ih stil di wok."
    ),
    _said(
        "chat_louisiana_creole_db", "Mo-de-pas database-la ki sòrti sé {v}, gèt si li march toujou."
    ),
    _said(
        "chat_kristang_vault",
        "Token di Vault ja sai fora teng {v}, olá si inda ta sebí.",
        value=hvs,
    ),
    _said("chat_pitkern_key", "Dem Slack token es {v}, yu check ef ih still gud.", value=xoxb),
    _said(
        "chat_australian_kriol_server", "Det paswed blanga seba im {v}, yu jekim ba im still wek."
    ),
)

_ENGLISH: tuple[Kind, ...] = (
    _said(
        "chat_english_incident_handover",
        "handing over INC-{d4}: leaked key is {v}, first seen on a public gist at 03:10 UTC. "
        "please check CloudTrail for its use and draft the revoke PR",
        "can you check if this is still live before I page the payments team? {v}",
        value=stripe_live,
    ),
    _said(
        "chat_english_pentest_findings",
        "from the pentest: the svc_backup NT hash is {v}, it works for pass-the-hash on "
        "every file server, write that up as finding 3",
        value=nt_hash,
    ),
    _said(
        "chat_english_on_call_paste",
        "on call here, prod db password got pasted in #general by accident: {v} - what do I "
        "rotate first?",
    ),
)

_SPLITS: tuple[Kind, ...] = (
    split_kind(
        "split_incident_channel_two_messages",
        "ana  10:02  the leaked token starts {a}\nana  10:02  …and ends {b}\nbo   10:03  revoking",
        _half,
    ),
    split_kind(
        "split_rubeus_wrapped_ticket",
        "[*] base64(ticket.kirbi):\n\n      doIF{a}\n      {b}\n\n  ServiceName : krbtgt",
        lambda r: alnum(r, 60),
    ),
    split_kind(
        "split_splunk_raw_wrapped",
        "_raw\nPOST /api/login user=ana password={a}\n{b} status=200",
        _half,
    ),
    Kind("split_xxd_ascii_two_lines", "form", _xxd_split),
    split_kind(
        "split_poc_python_adjacent_literals",
        'API_KEY = ("{a}"\n           "{b}")\nrequests.get(URL, headers={{"X-Api-Key": API_KEY}})',
        _half,
    ),
    split_kind(
        "split_powershell_join",
        "$tok = -join ('{a}', '{b}')\nInvoke-RestMethod -Headers @{{Authorization = \"Bearer "
        '$tok"}} -Uri https://api.acme.dev/me',
        _half,
    ),
    split_kind(
        "split_report_two_halves",
        "Evidence: the key is `{a}` + `{b}` (pasted in two halves so the scanner stays quiet).",
        _half,
    ),
    split_kind(
        "split_curl_verbose_wrapped",
        "> Authorization: Bearer {a}\n{b}\n> User-Agent: curl/8.5.0",
        _half,
    ),
)

CHAT_KINDS: tuple[Kind, ...] = (*_EUROPE, *_AFRICA_MENA, *_ASIA, *_CREOLES, *_ENGLISH, *_SPLITS)
