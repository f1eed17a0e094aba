"""The look-alikes of held-out 29 (`bench/secret_kinds_heldout29.py`): no secret in any of them.

What the set's places and vendors hold that must come through unchanged.
This file holds the drawn ones (three draws each): ids of every object the
set's AI vendors return, in their own forms (OpenAI `batch_`, `file-`,
`ftjob-`, `ft:` model names, `run_` and `step_`, `vs_` and `chatcmpl-`
ids, Anthropic `msg_01`, `msgbatch_01`, `toolu_01` and `req_` ids, a Gemini
`cachedContents/` and `tunedModels/` name, a Bedrock inference profile ARN,
a Vertex endpoint's resource name, W&B run URLs and sweep ids, an MLflow
`runs:/` model URI, a Neptune run URL, a ClearML task id, a DVC file's
`md5`, a Hugging Face `revision`, a Replicate prediction id, Modal app and
function call ids, a RunPod pod id, LangSmith run URLs, a W3C `traceparent`
and OpenTelemetry trace and span ids, a Pinecone index host, Qdrant point
ids, a Milvus collection id, a CrewAI kickoff id, LangGraph thread and
checkpoint ids, an MCP JSON-RPC request id, a Jupyter kernel id, a notebook
cell id, a Kaggle kernel slug, a Triton model version, a Ray job and node
id, a vLLM request id, GGUF and safetensors sha256s, GPU UUIDs), and what
security work prints that is not a credential (CVE and GHSA ids, CWE
numbers, MITRE ATT&CK technique ids, nuclei findings, a Burp issue type,
ZAP alert refs, Sigma rule ids, Splunk search ids, Sentinel incidents,
CrowdStrike detection ids, VirusTotal analysis ids, IOC hashes (MD5, SHA-1,
SHA-256 of samples), JA3 and JA4 fingerprints, bcrypt and sha512-crypt
hashes being cracked with no plain text, a NetNTLMv2 response captured with
no password recovered, SSH host key and GPG fingerprints, X.509 serials, a
JWK's `kid`, Vault lease ids and token accessors, KMS key ARNs and aliases,
PKCS#11 object ids, `age1` recipients, certificate SHA-256 fingerprints,
onion addresses, IP ranges, ports, MAC addresses, and ticket and order
numbers).
"""

from __future__ import annotations

import random
import string

from bench.secret_kinds import alnum, b32, digits, hexs, lower_alnum, pick, urlsafe
from bench.secret_kinds_heldout29_more import uuid29

__all__ = ["rounds"]

_UP = string.ascii_uppercase + string.digits
_UPHEX = "0123456789ABCDEF"
_BECH = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _ai_ids(r: random.Random) -> list[tuple[str, str]]:
    return [
        ("openai_batch_id", f'"id": "batch_{hexs(r, 32)}", "status": "completed"'),
        ("openai_file_id", f"uploaded train.jsonl -> file-{alnum(r, 22)} (purpose=fine-tune)"),
        ("openai_ftjob_id", f"ftjob-{alnum(r, 24)} succeeded, trained tokens: {digits(r, 6)}"),
        ("openai_ft_model", f"model: ft:gpt-4o-mini-2024-07-18:acme::{alnum(r, 8)}"),
        ("openai_run_step", f"run_{alnum(r, 24)} step_{alnum(r, 24)} status=in_progress"),
        ("openai_vector_store", f"vector store vs_{alnum(r, 24)} now has 14 files"),
        ("openai_cmpl_id", f'"id": "chatcmpl-{alnum(r, 29)}", "object": "chat.completion"'),
        (
            "anthropic_msg_id",
            f'"id": "msg_01{alnum(r, 22)}", "type": "message", "role": "assistant"',
        ),
        ("anthropic_batch_id", f"msgbatch_01{alnum(r, 22)} ended: 998 succeeded, 2 errored"),
        ("anthropic_request_id", f"request-id: req_011C{alnum(r, 20)}"),
        ("anthropic_tool_use_id", f'"tool_use_id": "toolu_01{alnum(r, 22)}"'),
        ("gemini_cached_content", f"cachedContents/{lower_alnum(r, 16)} expires in 3600s"),
        ("gemini_tuned_model", f"tunedModels/support-bot-{lower_alnum(r, 12)}"),
        (
            "bedrock_profile_arn",
            f"arn:aws:bedrock:us-east-1:"
            f"{digits(r, 12)}:application-inference-profile/{lower_alnum(r, 12)}",
        ),
        (
            "vertex_endpoint",
            f"projects/acme-genai/locations/europe-west4/endpoints/{digits(r, 19)}",
        ),
        (
            "wandb_run_path",
            f"wandb: View run at https://wandb.ai/acme/lora-sweep/runs/{lower_alnum(r, 8)}",
        ),
        ("wandb_sweep_id", f"wandb: Created sweep with ID: {lower_alnum(r, 8)}"),
        ("mlflow_run_id", f"mlflow.register_model('runs:/{hexs(r, 32)}/model', 'churn')"),
        ("neptune_run_id", f"https://app.neptune.ai/acme/cv/e/CV-{digits(r, 4)}"),
        ("clearml_task_id", f"ClearML Task: created new task id={hexs(r, 32)}"),
        ("dvc_md5", f"outs:\n- md5: {hexs(r, 32)}.dir\n  size: {digits(r, 9)}\n  path: data/raw"),
        ("hf_revision", f"snapshot_download('meta-llama/Llama-3.1-8B', revision='{hexs(r, 40)}')"),
        ("replicate_prediction", f"prediction {lower_alnum(r, 26)} succeeded in 4.2s"),
        ("modal_ids", f"app ap-{alnum(r, 22)} deployed; call fc-{alnum(r, 26)} running"),
        ("runpod_pod_id", f"pod {lower_alnum(r, 14)} (A100 80GB) is RUNNING"),
        ("langsmith_run_id", f"https://smith.langchain.com/o/{uuid29(r)}/r/{uuid29(r)}"),
        ("traceparent", f"traceparent: 00-{hexs(r, 32)}-{hexs(r, 16)}-01"),
        ("otel_span_id", f'"traceId": "{hexs(r, 32)}", "spanId": "{hexs(r, 16)}"'),
        ("pinecone_host", f"https://docs-{lower_alnum(r, 7)}.svc.aped-4627-b74a.pinecone.io"),
        ("qdrant_point_id", f'PointStruct(id="{uuid29(r)}", vector=emb, payload={{"doc": 12}})'),
        ("milvus_collection_id", f"collection_id: {digits(r, 18)} shards: 2"),
        ("crewai_kickoff_id", f'{{"kickoff_id": "{uuid29(r)}"}}'),
        (
            "langgraph_checkpoint",
            f'"thread_id": "{uuid29(r)}", "checkpoint_id": "1ef{hexs(r, 5)}-{hexs(r, 4)}"',
        ),
        ("mcp_jsonrpc_id", f'{{"jsonrpc": "2.0", "id": {digits(r, 3)}, "method": "tools/list"}}'),
        ("jupyter_kernel_id", f"Kernel started: {uuid29(r)}, name: python3"),
        ("colab_cell_id", f'"id": "{alnum(r, 12)}", "cell_type": "code"'),
        ("kaggle_kernel_slug", f"kaggle kernels pull acme/{lower_alnum(r, 10)}-baseline"),
        (
            "triton_model_version",
            f"I1130 05:11:{digits(r, 2)} model 'bge_m3' version {digits(r, 1)} is READY",
        ),
        ("ray_job_id", f"Job 'raysubmit_{alnum(r, 16)}' succeeded, node {hexs(r, 56)}"),
        ("vllm_request_id", f"INFO: Received request chatcmpl-{hexs(r, 32)}: prompt tokens 812"),
        ("gguf_sha256", f"qwen2.5-7b-instruct-q4_k_m.gguf  sha256: {hexs(r, 64)}"),
        (
            "safetensors_shard",
            f"model-0000{r.randrange(1, 5)}-of-00004.safetensors  oid sha256:{hexs(r, 64)}",
        ),
        ("gpu_uuid", f"GPU 0: NVIDIA H100 80GB HBM3 (UUID: GPU-{uuid29(r)})"),
    ]


def _sec_ids(r: random.Random) -> list[tuple[str, str]]:
    return [
        (
            "cve_ghsa",
            f"CVE-2026-{digits(r, 5)} (GHSA-{lower_alnum(r, 4)}-"
            f"{lower_alnum(r, 4)}-{lower_alnum(r, 4)})",
        ),
        ("attack_technique", f"T1{digits(r, 3)}.{digits(r, 3)} observed; CWE-{digits(r, 3)}"),
        (
            "nuclei_template_id",
            f"[CVE-2026-{digits(r, 4)}] [http] [critical] https://10.0.4."
            f"{r.randrange(2, 250)}:8443/",
        ),
        ("burp_issue_type", f"Issue type: 0x{hexs(r, 8)} (SQL injection) serial {digits(r, 19)}"),
        ("zap_alert_ref", f"alertRef: {digits(r, 5)}-{r.randrange(1, 9)} pluginId: {digits(r, 5)}"),
        ("sigma_rule_id", f"id: {uuid29(r)}\nstatus: experimental\nlevel: high"),
        (
            "splunk_sid",
            f"sid=scheduler__admin__search__RMD5{hexs(r, 16)}_at_{digits(r, 10)}_{digits(r, 4)}",
        ),
        ("sentinel_incident", f"Incident {digits(r, 5)} - {uuid29(r)} assigned to tier2"),
        ("falcon_detection_id", f"ldt:{hexs(r, 32)}:{digits(r, 12)}"),
        ("vt_analysis_id", f"analysis id: {urlsafe(r, 24)}== queued"),
        ("ioc_md5", f"IOC md5 {hexs(r, 32)} dropper.dll"),
        ("ioc_sha1", f"IOC sha1 {hexs(r, 40)} loader.exe"),
        ("ioc_sha256", f"sha256: {hexs(r, 64)} (VT 54/72)"),
        ("ja3_ja4", f"ja3={hexs(r, 32)} ja4=t13d1516h2_{hexs(r, 12)}_{hexs(r, 12)}"),
        (
            "bcrypt_uncracked",
            f"admin:$2b$12${urlsafe(r, 22).replace('-', '.').replace('_', '/')}"
            f"{urlsafe(r, 31).replace('-', '.').replace('_', '/')} (not cracked after 6h)",
        ),
        ("sha512crypt_hash", f"$6${alnum(r, 16)}${alnum(r, 86)} -> status: Exhausted"),
        (
            "netntlmv2_uncracked",
            f"[SMB] NTLMv2-SSP Hash: jdoe::ACME:{hexs(r, 16)}:{hexs(r, 32).upper()}:0101000000"
            f" (not cracked)",
        ),
        (
            "ssh_host_fingerprint",
            f"ED25519 key fingerprint is SHA256:"
            f"{urlsafe(r, 43).replace('-', '+').replace('_', '/')}.",
        ),
        ("gpg_fingerprint", f"pub   ed25519 2026-01-04 [SC]\n      {hexs(r, 40).upper()}"),
        (
            "x509_serial_ski",
            f"Serial Number: {':'.join(hexs(r, 32)[i : i + 2] for i in range(0, 32, 2))}",
        ),
        ("jwk_kid", f'{{"kty": "EC", "crv": "P-256", "kid": "{hexs(r, 16)}", "use": "sig"}}'),
        ("vault_lease", f"lease_id  database/creds/readonly/{alnum(r, 24)}\nlease_duration 1h"),
        ("vault_accessor", f"token_accessor  {alnum(r, 24)}"),
        (
            "kms_key_id",
            f"arn:aws:kms:eu-west-1:{digits(r, 12)}:key/{uuid29(r)} (alias/ml-artifacts)",
        ),
        (
            "pkcs11_object_id",
            f"Private Key Object; RSA\n  label: signer\n  ID: {hexs(r, 8)}\n  Usage: sign",
        ),
        ("age_recipient", f"age -r age1{pick(r, _BECH, 58)} -o out.age in.txt"),
        ("cert_sha256_fp", f"SHA256 Fingerprint={':'.join(pick(r, _UPHEX, 2) for _ in range(32))}"),
        (
            "ip_cidr_port",
            f"10.{r.randrange(0, 255)}.{r.randrange(0, 255)}.0/24 tcp/{r.randrange(1, 65535)} open",
        ),
        ("ticket_numbers", f"IR-{digits(r, 4)} / PT-2026-{digits(r, 3)} / SEC-{digits(r, 5)}"),
        ("base32_nonsecret", f"onion: {b32(r, 56)}.onion (C2 listed in the report)"),
        (
            "mac_address",
            f"MAC {':'.join(pick(r, _UPHEX, 2) for _ in range(6))} on VLAN {digits(r, 3)}",
        ),
        ("order_number", f"Order #{pick(r, _UP, 3)}-{digits(r, 6)} for 4x H100 SXM"),
    ]


def rounds(r: random.Random) -> list[tuple[str, str]]:
    """One draw of the set's generated look-alikes."""
    return [*_ai_ids(r), *_sec_ids(r)]
