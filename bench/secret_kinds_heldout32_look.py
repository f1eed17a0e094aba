"""The look-alikes of held-out 32 (`bench/secret_kinds_heldout32.py`): no secret in any of them.

What the set's labs, clinics, schools, homes and forwarded mails hold that
must come through unchanged. This file holds the drawn ones (three draws
each). Science: Slurm job ids and `sacct` lines, `squeue` output, PBS job
ids, Globus endpoint and task UUIDs, a Jupyter kernel id and a
`kernel-*.json`'s connection file name, an `.ipynb`'s cell ids and
`image/png` outputs, Nextflow run names and session ids, Snakemake's
`.snakemake` hashes, Galaxy's encoded dataset ids, NCBI accessions and
PubMed ids, Ensembl stable ids, DOIs and ORCID iDs, a sample sheet's index
sequences (DNA barcodes), an MD5 checksum file of FASTQs, a Conda
`explicit` lock with its hashes, R's `renv.lock` hashes, Zenodo record ids,
Kaggle dataset slugs. Regulated: FHIR resource ids and `meta.versionId`,
DICOM UIDs, HL7 control ids, NPIs, LOINC and SNOMED codes, Moodle course
ids, an LTI `deployment_id` and a platform's public `kid`, a DocuSign
envelope id, an IRN (India's 64-hex invoice reference), Mexico's CFDI UUID
(folio fiscal), a Brazil NF-e access key of 44 digits, a ZATCA invoice
hash, a KSeF number, claim and policy numbers. Home and media: Zigbee IEEE
addresses and PAN ids, Home Assistant entity ids and its `unique_id`s, an
ESPHome MAC, Tasmota topics, a Twitch channel id, YouTube video ids, RTMP
URLs with no key, a stream's public playback URL, a podcast's GUIDs and
Apple ids, a Minecraft world seed and player UUIDs, a Steam id, a Discord
snowflake. Mail: Message-IDs, DKIM signatures, calendar UIDs, ticket ids.
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import LookAlike, alnum, b64, digits, hexs, look_alikes, pick, uuid4
from bench.secret_kinds_heldout32_look2 import FIXED

__all__ = ["LOOK_ALIKES"]

_UP = string.ascii_uppercase + string.digits


def _uuid(r: random.Random) -> str:
    return uuid4(r, "8")


def _dna(r: random.Random, n: int) -> str:
    return pick(r, "ACGT", n)


def _mac(r: random.Random) -> str:
    return ":".join(hexs(r, 2) for _ in range(6))


def _science_rounds(r: random.Random) -> list[tuple[str, str]]:
    job = digits(r, 7)
    return [
        ("sbatch_submitted", f"Submitted batch job {job}"),
        (
            "squeue_line",
            f"  JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)\n"
            f"{job}       gpu  align_s2   jdoe  R    1:02:13      1 gpu0{r.randint(1, 9)}",
        ),
        (
            "sacct_line",
            f"{job}.batch      batch              genomics         8  COMPLETED      0:0 "
            f"{r.randint(1000, 90000)}K",
        ),
        ("pbs_job_id", f"{digits(r, 6)}.pbs-head01.hpc.example.edu"),
        ("globus_task_id", f"Task ID: {_uuid(r)}\nMessage: The transfer has been accepted"),
        ("globus_endpoint_id", f"globus ls '{_uuid(r)}:/~/runs/'"),
        (
            "jupyter_kernel_file",
            f"[I 10:12:44 ServerApp] Kernel started: {_uuid(r)}\n"
            f"Connection file: /run/user/1000/jupyter/runtime/kernel-{_uuid(r)}.json",
        ),
        (
            "ipynb_cell_id",
            f'{{\n "cell_type": "code",\n "id": "{hexs(r, 8)}",\n '
            f'"execution_count": {r.randint(1, 40)},\n "metadata": {{}}\n}}',
        ),
        (
            "ipynb_png_output",
            f'"data": {{\n "image/png": "iVBORw0KGgoAAAANSUhEUgAA{b64(r, 60)}",'
            '\n "text/plain": ["<Figure size 640x480 with 1 Axes>"]\n}',
        ),
        (
            "nextflow_run_name",
            f"Launching `main.nf` [{r.choice(['jolly', 'sad', 'tiny'])}_"
            f"{r.choice(['curie', 'turing', 'hopper'])}] DSL2 - revision: {hexs(r, 10)}",
        ),
        (
            "nextflow_session_id",
            f"Session ID: {_uuid(r)}\nwork dir: work/{hexs(r, 2)}/{hexs(r, 30)}",
        ),
        (
            "snakemake_hash_dir",
            f".snakemake/conda/{hexs(r, 32)}_\n.snakemake/metadata/{b64(r, 20)}",
        ),
        (
            "galaxy_dataset_id",
            f"https://usegalaxy.example/datasets/{hexs(r, 16)}/display?preview=True",
        ),
        ("ncbi_accession", f"esearch -db nucleotide -query 'NM_{digits(r, 6)}.{r.randint(1, 9)}'"),
        ("pubmed_id", f"PMID: {digits(r, 8)}  PMCID: PMC{digits(r, 7)}"),
        ("ensembl_id", f"ENSG00000{digits(r, 6)}.{r.randint(1, 20)}\tENST00000{digits(r, 6)}"),
        (
            "doi_orcid",
            f"doi:10.{r.randint(1000, 9999)}/zenodo.{digits(r, 7)}  ORCID "
            f"0000-000{r.randint(1, 3)}-{digits(r, 4)}-{digits(r, 3)}X",
        ),
        (
            "samplesheet_index",
            f"Sample_ID,index,index2\nS{r.randint(1, 96)},{_dna(r, 8)},{_dna(r, 8)}",
        ),
        ("fastq_md5", f"{hexs(r, 32)}  reads_R1.fastq.gz\n{hexs(r, 32)}  reads_R2.fastq.gz"),
        (
            "fastq_header",
            f"@A00{digits(r, 3)}:{r.randint(1, 300)}:H{pick(r, _UP, 8)}:1:1101:"
            f"{r.randint(1000, 30000)}:{r.randint(1000, 30000)} 1:N:0:{_dna(r, 8)}+{_dna(r, 8)}",
        ),
        (
            "conda_explicit_lock",
            "https://conda.anaconda.org/conda-forge/linux-64/samtools-1.20-"
            f"h50ea8bc_0.conda#{hexs(r, 32)}",
        ),
        ("renv_lock_hash", f'"Hash": "{hexs(r, 32)}",\n"Repository": "CRAN"'),
        (
            "zenodo_record",
            f"https://zenodo.org/records/{digits(r, 8)}/files/data.tar.gz?download=1",
        ),
        ("kaggle_dataset", f"kaggle datasets download -d lab{digits(r, 3)}/cohort-{digits(r, 4)}"),
        ("git_annex_key", f"SHA256E-s{digits(r, 7)}--{hexs(r, 64)}.fastq.gz"),
        ("matlab_license_host", f"SERVER license01 {hexs(r, 12)} 27000"),
        (
            "r_session_info",
            f"R version 4.4.{r.randint(0, 2)} (2024-10-31)\nRandom number "
            f"generation:\n RNG: Mersenne-Twister\n set.seed({digits(r, 5)})",
        ),
        (
            "stata_data_signature",
            f"datasignature: {r.randint(100, 9999)}:{r.randint(2, 30)}"
            f"({digits(r, 5)}):{digits(r, 10)}:{digits(r, 10)}",
        ),
    ]


def _regulated_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "fhir_resource_id",
            f'{{"resourceType": "Patient", "id": "{_uuid(r)}", "meta": '
            f'{{"versionId": "{r.randint(1, 9)}", "lastUpdated": "2026-11-29T10:00:00Z"}}}}',
        ),
        (
            "fhir_etag",
            f'ETag: W/"{r.randint(1, 30)}"\nLocation: https://fhir.example/r4/'
            f"Observation/{digits(r, 6)}/_history/2",
        ),
        (
            "dicom_uid",
            f"(0020,000D) UI [1.2.840.113619.2.{digits(r, 3)}.{digits(r, 4)}."
            f"{digits(r, 10)}.{digits(r, 3)}]  # StudyInstanceUID",
        ),
        (
            "hl7_control_id",
            f"MSH|^~\\&|RIS|HOSP|PACS|HOSP|2026112910{digits(r, 4)}||ORM^O01|"
            f"MSG{digits(r, 8)}|P|2.3",
        ),
        ("npi_number", f"Rendering provider NPI: 1{digits(r, 9)}, taxonomy 207Q00000X"),
        (
            "loinc_snomed",
            f"LOINC {r.randint(1000, 99999)}-{r.randint(0, 9)} / SNOMED CT {digits(r, 9)}",
        ),
        (
            "moodle_course_url",
            f"https://learn.school.example/course/view.php?id="
            f"{r.randint(10, 9999)}&section={r.randint(1, 12)}",
        ),
        (
            "lti_deployment_id",
            f'"https://purl.imsglobal.org/spec/lti/claim/deployment_id": '
            f'"{r.randint(1, 999)}:{hexs(r, 40)}"',
        ),
        (
            "lti_public_jwk_kid",
            f'{{"kty": "RSA", "kid": "{hexs(r, 16)}", "e": "AQAB", "n": '
            f'"{b64(r, 86).replace("+", "-").replace("/", "_")}", "use": "sig"}}',
        ),
        (
            "canvas_course_sis",
            f"sis_course_id: 2026FA-BIO-{r.randint(100, 499)}-{r.randint(1, 9):02d}",
        ),
        ("docusign_envelope_id", f"Envelope {uuid4(r, 'b').upper()} sent to 2 recipients"),
        ("india_irn", f'"Irn": "{hexs(r, 64)}",\n"AckNo": 1{digits(r, 14)}'),
        (
            "mexico_cfdi_uuid",
            f'<tfd:TimbreFiscalDigital UUID="{uuid4(r, "a").upper()}" '
            f'FechaTimbrado="2026-11-29T11:02:33"/>',
        ),
        ("brazil_nfe_access_key", f"Chave de acesso: 35{digits(r, 42)}"),
        ("zatca_invoice_hash", f"<ds:DigestValue>{b64(r, 43)}=</ds:DigestValue>"),
        ("ksef_number", f"KSeF: 5260250274-20261129-{pick(r, _UP, 12)}-{pick(r, _UP, 2)}"),
        ("claim_policy_numbers", f"Policy HO-{digits(r, 8)}  Claim CLM-2026-{digits(r, 6)}"),
        (
            "chile_folio",
            f'<TED version="1.0"><DD><RE>76123456-7</RE><TD>33</TD><F>'
            f'{r.randint(1, 99999)}</F></DD><FRMT algoritmo="SHA1withRSA">{b64(r, 86)}=='
            "</FRMT></TED>",
        ),
    ]


def _home_rounds(r: random.Random) -> list[tuple[str, str]]:
    ieee = "0x00124b00" + hexs(r, 8)
    return [
        (
            "zigbee_ieee",
            f"Zigbee2MQTT:info  Device '{ieee}' joined\n'{ieee}': friendly_name: hallway_motion",
        ),
        (
            "zigbee_pan_ext",
            f"pan_id: {r.randint(1000, 65000)}\next_pan_id: "
            f"[{', '.join(str(r.randint(0, 255)) for _ in range(8))}]",
        ),
        ("ha_unique_id", f"- unique_id: {_uuid(r)}\n  entity_id: sensor.kitchen_temperature"),
        (
            "ha_context_id",
            f'"context": {{"id": "01J{pick(r, _UP, 23)}", "parent_id": null, "user_id": null}}',
        ),
        ("esphome_mac", f"[I][wifi:  0]: MAC Address: {_mac(r).upper()}"),
        ("tasmota_topic", f'stat/tasmota_{hexs(r, 6).upper()}/RESULT = {{"POWER":"ON"}}'),
        ("zwave_dsk", f"DSK: {'-'.join(digits(r, 5) for _ in range(8))}"),
        (
            "twitch_channel_id",
            f'{{"broadcaster_id": "{digits(r, 9)}", "broadcaster_login": "lab_live"}}',
        ),
        ("youtube_video_id", f"https://www.youtube.com/watch?v={alnum(r, 11)}&t=42s"),
        ("rtmp_no_key", "rtmp://a.rtmp.youtube.com/live2"),
        ("hls_playback", f"https://stream.example.org/hls/{digits(r, 6)}/index.m3u8"),
        (
            "podcast_guid",
            f'<guid isPermaLink="false">{_uuid(r)}</guid>\n<itunes:episode>'
            f"{r.randint(1, 300)}</itunes:episode>",
        ),
        ("apple_podcast_id", f"https://podcasts.apple.com/us/podcast/id{digits(r, 10)}"),
        ("minecraft_seed", f"level-seed={r.randint(-9 * 10**18, 9 * 10**18)}"),
        ("minecraft_player_uuid", f"[Server thread/INFO]: UUID of player Kiddo2014 is {_uuid(r)}"),
        ("steam_id", f"steamid64: 7656119{digits(r, 10)}"),
        ("discord_snowflake", f"channel_id: {digits(r, 19)}\nguild_id: {digits(r, 18)}"),
        ("rtsp_no_credentials", f"rtsp://192.168.1.{r.randint(2, 250)}:554/stream1"),
        ("camera_serial", f"Device serial: DS-2CD2143G2-I{pick(r, _UP, 4)}{digits(r, 9)}"),
        (
            "factorio_mod_sha1",
            f'"sha1": "{hexs(r, 40)}",\n"file_name": "belt-balancer_2.1.{r.randint(0, 9)}.zip"',
        ),
    ]


def _mail_rounds(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("message_id_header", f"Message-ID: <CA+{alnum(r, 40)}@mail.gmail.com>"),
        (
            "dkim_signature",
            "DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=clinic.example;"
            f" s=sel1;\n h=from:to:subject:date; bh={b64(r, 43)}=;\n b={b64(r, 120)}",
        ),
        ("ics_uid", f"UID:{_uuid(r)}@calendar.example\nDTSTAMP:20261129T101500Z"),
        ("zoom_meeting_id_only", f"Meeting ID: {digits(r, 3)} {digits(r, 4)} {digits(r, 4)}"),
        ("ticket_id_csv", f"id,subject,status\n{digits(r, 5)},Printer jam on floor 3,closed"),
        (
            "received_header",
            f"Received: from mail-{alnum(r, 6).lower()}.example (10.{r.randint(1, 250)}"
            f".{r.randint(1, 250)}.{r.randint(1, 250)}) by mx.example with ESMTPS id "
            f"{alnum(r, 12)}",
        ),
        (
            "ocr_confidence_line",
            f"Recognized text (confidence 0.{r.randint(70, 99)}): Invoice "
            f"INV-{digits(r, 6)} total 1,{r.randint(100, 999)}.00 EUR",
        ),
        ("tracking_number", f"Tracking: 1Z{pick(r, _UP, 16)}"),
    ]


def _rounds(r: random.Random) -> list[tuple[str, str]]:
    return _science_rounds(r) + _regulated_rounds(r) + _home_rounds(r) + _mail_rounds(r)


LOOK_ALIKES: tuple[LookAlike, ...] = look_alikes(
    "kenning-wide-look-alikes-heldout32", _rounds, FIXED
)
