"""Held-out 44's chat and split values (`bench/secret_kinds_heldout44.py`).

People handing over a device's or a service's secret in a sentence (a
switch's or a router's login, a firewall's pre-shared key, a Wi-Fi
passphrase, a BMC's root password, an SNMP community, a WireGuard private
key, a backup repository's passphrase, a RADIUS shared secret, a Tailscale
auth key), in languages and scripts the chats of held-out 27 and 36 to 43 did
not use: Rusyn, Komi, Moksha, Lezgian, Kabardian and Abkhaz (Cyrillic),
Aromanian, Karelian, Balochi and Saraiki (Arabic script), Sylheti (Bengali
script), Tulu (Kannada script), Bodo and Newari (Devanagari), Khasi, Zhuang,
Hakka and Shanghainese (Han characters), Okinawan (kana), Madurese, Bugis,
Bikol, Chavacano, Marshallese, Gilbertese, Sango, Kikongo, Tshiluba, Lozi,
Fon, Fante, Dholuo, Mauritian and Seychellois Creole, Gullah, Kaqchikel,
Emilian and West Flemish; and English handovers of a homelab and of an
on-call rota. Then values split: a pre-shared key sent over two chat
messages, a RouterOS script joining two locals, an `expect` script joining
two `set`s, a Cisco line wrapped by a terminal, a WireGuard key sent in two
SMS, an Ansible Jinja expression joining two literals, a shell variable
built from two parts, and a Junos `set` line continued with `\\`.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bench.secret_kinds import Kind, alnum, b64, pw, split_kind
from bench.secret_kinds_heldout30_more import kind30 as k
from bench.secret_kinds_heldout44_net import community, psk, tskey, wg_key

__all__ = ["CHAT_KINDS"]


def _said(name: str, *forms: str, value: Callable[[random.Random], str] = pw) -> Kind:
    return k(name, "prose", *forms, value=value)


def _half(r: random.Random) -> str:
    return alnum(r, 12)


_LANGS: tuple[Kind, ...] = (
    _said("chat_rusyn_switch", "Гесло до світча в серверні: {v} — нікому го не давай."),
    _said(
        "chat_aromanian_router",
        "Parola ti routerlu di la birou easti {v}, s-u ţâni ma ti tini.",
        "Routerlu: admin / {v} — nu u dzâţ a vãrnui.",
    ),
    _said("chat_karelian_wifi", "Langattoman verkon salasana on {v}, älä anna kellenkänä."),
    _said("chat_komi_bmc", "BMC-лӧн root пароль: {v}. Некодлы эн сет."),
    _said("chat_moksha_firewall_psk", "Брандмауэрть PSK-ц {v}, кивенкскаль иля азонда.", value=psk),
    _said("chat_lezgian_server", "Сервердин пароль {v} я, са касдизни лугъумир."),
    _said("chat_kabardian_router", "Роутерым и паролыр {v}-щ, зыми жумыӀэ."),
    _said("chat_abkhaz_nas", "NAS апароль {v} ауп, аӡәгьы иумҳәан."),
    _said("chat_balochi_router", "روتر ءِ پاسورڈ {v} اِنت، کسے ءَ مدئے."),
    _said("chat_saraiki_switch", "سوئچ دا پاس ورڈ {v} ہے، کہیں کوں نہ ڈسیں۔"),
    _said("chat_sylheti_firewall", "ফায়ারওয়ালর পাসওয়ার্ড অইলো {v}, কেউরে দিও না।"),
    _said("chat_tulu_wifi", "ವೈಫೈದ ಪಾಸ್‌ವರ್ಡ್ {v}, ಏರೆಗ್ಲಾ ಪನೊಡ್ಚಿ."),
    _said("chat_bodo_router", "राउटारनि पासवार्ड {v}, सोरबोखौबो होनो नाङा।"),
    _said("chat_newari_idrac", "iDRAC या root पासवर्ड {v} ख, सुयातं बियादी मखु।"),
    _said("chat_khasi_snmp", "Ka SNMP community ka dei {v}, wat ai ia uno uno.", value=community),
    _said("chat_zhuang_router", "Router aen mizmaj dwg {v}, gaej hawj bouxwnq rox."),
    _said("chat_hakka_router", "路由器個密碼係 {v}，毋好分人知。"),
    _said("chat_shanghainese_switch", "交换机个密码是 {v}，侬覅搭别人讲。"),
    _said("chat_okinawan_nas", "NASぬパスワードや {v} やさ。誰んかいん言ちぇーないびらんどー。"),
    _said("chat_madurese_vpn", "Kunci VPN kantor {v}, jha' ebagi ka oreng laen.", value=psk),
    _said("chat_bugis_router", "Password-na router-é {v}, aja' mu bérengngi tau laing."),
    _said(
        "chat_bikol_wg_key",
        "An private key kan WireGuard sa server iyo ini: {v} — dai mo ipag-iriba.",
        value=wg_key,
    ),
    _said("chat_chavacano_firewall", "El password del firewall es {v}, no dale con otro gente."),
    _said("chat_marshallese_wifi", "Password eo an Wi-Fi eo ej {v}, jab lewaj ñan jabdewōt."),
    _said("chat_gilbertese_router", "Te password ibukin te router bon {v}, tai anganna temanna."),
    _said("chat_sango_server", "Password ti serveur ayeke {v}, mo fa na zo oko pëpe."),
    _said(
        "chat_kikongo_restic", "Password ya backup (restic) kele {v}, kupesa muntu ve.", value=alnum
    ),
    _said(
        "chat_tshiluba_radius",
        "Secret wa RADIUS udi {v}, kuambila muntu nansha umwe to.",
        value=psk,
    ),
    _said("chat_lozi_switch", "Password ya switch ki {v}, u si i fi mutu."),
    _said("chat_fon_router", "Router ɔ sín password wɛ nyí {v}, ma na mɛ ɖebu ó."),
    _said(
        "chat_fante_tailscale", "Tailscale auth key no nye {v}, mma nnkyerɛ obiara.", value=tskey
    ),
    _said("chat_dholuo_ups", "Password mar UPS management card en {v}, kik imi ngato."),
    _said("chat_mauritian_router", "Password router-la se {v}, pa donn personn."),
    _said("chat_seychellois_bmc", "Password iLO pour server 3 i {v}, pa donn okenn dimoun."),
    _said("chat_gullah_wifi", "De shop wifi password da {v}, don' tell nobody he."),
    _said(
        "chat_kaqchikel_router",
        "Ri ewan tzij richin ri router ja ri {v}, man tab'ij chi ke ch'aqa' chik.",
    ),
    _said("chat_emilian_switch", "La password dal switch l'è {v}, an la dir a nisún."),
    _said("chat_west_flemish_fw", "t Paswoord van de firewall is {v}, zeg 't tegen niemand."),
    _said(
        "chat_english_homelab_handover",
        "ok handing the homelab over while I'm away: pve root is {v}, the pfsense admin is the "
        "same but with a 2 at the end, and the UPS card is still on the factory login",
        "for the record the proxmox root pw is now {v} (rotated it this morning)",
    ),
    _said(
        "chat_english_oncall_rota",
        "on-call notes: if the core switch locks you out, console in at 9600 8N1 and use "
        "netops / {v}; enable secret is in the vault under net/core",
        "heads up, new RADIUS shared secret for the WLCs is {v} — update both controllers",
    ),
)

_SPLITS: tuple[Kind, ...] = (
    split_kind(
        "split_psk_two_messages",
        "[10:41] the IPsec PSK for the Azure tunnel is {a}\n[10:41] and then {b} (no space, one "
        "string)",
        _half,
    ),
    split_kind(
        "split_routeros_locals",
        ':local p1 "{a}"\n:local p2 "{b}"\n/user set [find name=backup] password=($p1 . $p2)',
        _half,
    ),
    split_kind(
        "split_expect_two_sets",
        'set pw1 "{a}"\nset pw2 "{b}"\nexpect "Password:"\nsend "$pw1$pw2\\r"',
        _half,
    ),
    split_kind(
        "split_cisco_line_wrapped",
        "R1#show run | i isakmp key\ncrypto isakmp key {a}\n{b} address 203.0.113.9",
        _half,
    ),
    split_kind(
        "split_wg_key_two_sms",
        "SMS 1/2: wg key pt1 {a}\nSMS 2/2: pt2 {b}=",
        lambda r: b64(r, 22),
    ),
    split_kind(
        "split_ansible_jinja_join",
        "snmp_v3_auth_pass: \"{{{{ '{a}' ~ '{b}' }}}}\"",
        _half,
    ),
    split_kind(
        "split_shell_var_parts",
        "A='{a}'\nB='{b}'\nipmitool -I lanplus -H 10.0.90.2 -U admin -P \"$A$B\" chassis status",
        _half,
    ),
    split_kind(
        "split_junos_backslash",
        "set system login user ops authentication plain-text-password-value {a}\\\n{b}",
        _half,
    ),
)

CHAT_KINDS: tuple[Kind, ...] = (*_LANGS, *_SPLITS)
