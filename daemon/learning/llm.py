"""Optional LLM providers, behind hard budget caps.

kenning never needs an LLM: diaries and reflection are deterministic without
one. A configured provider only makes them richer. Two wire protocols cover
every provider people run:

- OpenAI-compatible `POST {base}/chat/completions` (OpenAI, Ollama, vLLM,
  llama.cpp, LM Studio);
- Anthropic `POST {base}/v1/messages`.

Every prompt is sanitized before it leaves the process. Every call is checked
against the daily and monthly caps *before* it is sent (with the worst-case
cost of its output) and recorded after, in the `llm_usage` table. A provider
on localhost is exempt only when `llm.local_exempt` says so. Timeouts and
retries with exponential backoff on 429/5xx and connection errors.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Protocol, TypeVar
from urllib.parse import urlparse

import orjson
from pydantic import BaseModel, ValidationError

from kenning.daemon.core.config import LlmConfig
from kenning.daemon.core.errors import KenningError
from kenning.daemon.core.models import to_iso, utcnow
from kenning.daemon.store import learning as learning_rows
from kenning.daemon.store.db import Store

log = logging.getLogger(__name__)

T = TypeVar("T", bound=BaseModel)

DEFAULT_BASE = {
    "openai": "https://api.openai.com/v1",
    "ollama": "http://127.0.0.1:11434/v1",
    "anthropic": "https://api.anthropic.com",
}
#: USD per million tokens (input, output) of common models; anything else
#: costs UNKNOWN_PRICE unless the config names a price
PRICES: dict[str, tuple[float, float]] = {
    "gpt-4o-mini": (0.15, 0.6),
    "gpt-4o": (2.5, 10.0),
    "gpt-4.1-mini": (0.4, 1.6),
    "claude-3-5-haiku-latest": (0.8, 4.0),
    "claude-haiku-4-5": (1.0, 5.0),
    "claude-sonnet-4-5": (3.0, 15.0),
}
UNKNOWN_PRICE = (15.0, 75.0)
_RETRY_STATUS = {408, 409, 425, 429, 500, 502, 503, 504, 529}


class LlmError(KenningError):
    """The LLM call failed (network, HTTP status, or unusable output)."""

    kind = "llm"


class BudgetExceeded(LlmError):
    """The call would exceed the daily or monthly budget."""

    kind = "llm_budget"


@dataclass(frozen=True)
class LlmReply:
    text: str
    model: str
    input_tokens: int
    output_tokens: int
    cost_usd: float


class Transport(Protocol):
    """POST JSON, get (status, JSON). Tests keep the real one and run a local server."""

    def __call__(
        self, url: str, headers: dict[str, str], body: dict[str, Any], timeout: float
    ) -> tuple[int, Any]: ...


def http_post(
    url: str, headers: dict[str, str], body: dict[str, Any], timeout: float
) -> tuple[int, Any]:
    import httpx

    response = httpx.post(url, headers=headers, content=orjson.dumps(body), timeout=timeout)
    try:
        data = response.json()
    except ValueError:
        data = {"raw": response.text[:500]}
    return response.status_code, data


def is_local(base_url: str) -> bool:
    host = urlparse(base_url).hostname or ""
    return host in ("localhost", "::1") or host.startswith("127.")


def _price(config: LlmConfig, model: str) -> tuple[float, float]:
    if config.price_in_per_mtok is not None and config.price_out_per_mtok is not None:
        return config.price_in_per_mtok, config.price_out_per_mtok
    return PRICES.get(model, UNKNOWN_PRICE)


def _cost(price: tuple[float, float], tokens_in: int, tokens_out: int) -> float:
    return (tokens_in * price[0] + tokens_out * price[1]) / 1_000_000


def _estimate_tokens(text: str) -> int:
    return len(text) // 3 + 1  # generous: ~3 characters a token


class LlmClient:
    """One configured provider with its budget guard. Build it with `get_llm`."""

    def __init__(
        self,
        config: LlmConfig,
        store: Store,
        *,
        api_key: str | None,
        redact: Callable[[str], str],
        transport: Transport = http_post,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.config = config
        self.store = store
        self.provider = config.provider
        self.base_url = (config.base_url or DEFAULT_BASE[config.provider]).rstrip("/")
        self.model = config.model or ("llama3.1" if self.provider == "ollama" else "gpt-4o-mini")
        if self.provider == "anthropic" and not config.model:
            self.model = "claude-haiku-4-5"
        self.api_key = api_key
        self.redact = redact
        self.transport = transport
        self.sleep = sleep
        self.exempt = config.local_exempt and is_local(self.base_url)

    # -- budget ------------------------------------------------------------------

    def spent(self, now: datetime | None = None) -> tuple[float, float]:
        """USD spent (non-exempt calls) today and this month, UTC."""
        now = now or utcnow()
        day = to_iso(datetime(now.year, now.month, now.day, tzinfo=UTC))
        month = to_iso(datetime(now.year, now.month, 1, tzinfo=UTC))
        return learning_rows.spent_since(self.store, day, month)

    def _check_budget(self, estimate: float) -> None:
        if self.exempt:
            return
        today, month = self.spent()
        cfg = self.config
        if today + estimate > cfg.daily_budget_usd:
            raise BudgetExceeded(
                f"the LLM daily budget would be exceeded (spent ${today:.4f} of "
                f"${cfg.daily_budget_usd:.2f}; this call may cost up to ${estimate:.4f})",
                fix="raise llm.daily_budget_usd in the config, or wait until tomorrow (UTC); "
                "kenning falls back to its deterministic path meanwhile",
            )
        if month + estimate > cfg.monthly_budget_usd:
            raise BudgetExceeded(
                f"the LLM monthly budget would be exceeded (spent ${month:.4f} of "
                f"${cfg.monthly_budget_usd:.2f})",
                fix="raise llm.monthly_budget_usd in the config",
            )

    def _record(self, purpose: str, tokens_in: int, tokens_out: int, cost: float, ok: bool) -> None:
        with self.store.transaction():
            learning_rows.add_llm_usage(
                self.store,
                (
                    self.provider,
                    self.model,
                    purpose,
                    tokens_in,
                    tokens_out,
                    cost,
                    int(self.exempt),
                    int(ok),
                    to_iso(utcnow()),
                ),
            )

    # -- the call -----------------------------------------------------------------

    def _request(
        self, system: str, prompt: str, max_tokens: int
    ) -> tuple[str, dict[str, str], dict[str, Any]]:
        headers = {"content-type": "application/json"}
        if self.provider == "anthropic":
            if self.api_key:
                headers["x-api-key"] = self.api_key
            headers["anthropic-version"] = "2023-06-01"
            body: dict[str, Any] = {
                "model": self.model,
                "max_tokens": max_tokens,
                "system": system,
                "messages": [{"role": "user", "content": prompt}],
            }
            return f"{self.base_url}/v1/messages", headers, body
        if self.api_key:
            headers["authorization"] = f"Bearer {self.api_key}"
        body = {
            "model": self.model,
            "max_tokens": max_tokens,
            "temperature": 0,
            "messages": [
                {"role": "system", "content": system},
                {"role": "user", "content": prompt},
            ],
        }
        return f"{self.base_url}/chat/completions", headers, body

    def _parse(self, data: Any) -> tuple[str, int, int]:
        try:
            if self.provider == "anthropic":
                text = "".join(
                    part.get("text", "") for part in data["content"] if isinstance(part, dict)
                )
                usage = data.get("usage") or {}
                return text, int(usage.get("input_tokens", 0)), int(usage.get("output_tokens", 0))
            text = data["choices"][0]["message"]["content"] or ""
            usage = data.get("usage") or {}
            return (
                str(text),
                int(usage.get("prompt_tokens", 0)),
                int(usage.get("completion_tokens", 0)),
            )
        except (KeyError, IndexError, TypeError, AttributeError, ValueError) as exc:
            raise LlmError(f"the LLM answered in an unexpected shape: {str(data)[:200]}") from exc

    def complete(
        self, system: str, prompt: str, *, purpose: str = "general", max_tokens: int | None = None
    ) -> LlmReply:
        """One completion. Sanitized, budget-checked, retried, recorded.

        Raises:
            BudgetExceeded: the call would pass a cap (nothing was sent).
            LlmError: the provider failed after the retries, or answered nonsense.
        """
        system, prompt = self.redact(system), self.redact(prompt)
        max_tokens = max_tokens or self.config.max_output_tokens
        price = _price(self.config, self.model)
        self._check_budget(_cost(price, _estimate_tokens(system + prompt), max_tokens))
        url, headers, body = self._request(system, prompt, max_tokens)
        attempts = self.config.max_retries + 1
        last = "no attempt"
        for attempt in range(attempts):
            try:
                status, data = self.transport(url, headers, body, self.config.timeout_s)
            except Exception as exc:  # connection refused, timeout, DNS: retry
                status, data, last = 0, None, f"{type(exc).__name__}: {exc}"
            else:
                last = f"HTTP {status}: {str(data)[:200]}"
            if status == 200:
                text, tokens_in, tokens_out = self._parse(data)
                cost = _cost(price, tokens_in, tokens_out)
                self._record(purpose, tokens_in, tokens_out, cost, True)
                return LlmReply(text, self.model, tokens_in, tokens_out, cost)
            if status and status not in _RETRY_STATUS:
                break
            if attempt + 1 < attempts:
                self.sleep(min(8.0, 0.5 * 2**attempt))
        self._record(purpose, 0, 0, 0.0, False)
        raise LlmError(
            f"the LLM at {self.base_url} failed: {last}",
            fix="check llm.base_url, llm.model and the API key variable (`kenning config show`)",
        )

    def complete_json(
        self, system: str, prompt: str, schema: type[T], *, purpose: str = "general"
    ) -> T:
        """A completion parsed into `schema`; invalid output is retried once, then LlmError."""
        instruction = (
            f"{system}\n\nAnswer with one JSON object only, matching this JSON "
            f"schema:\n{orjson.dumps(schema.model_json_schema()).decode()}"
        )
        problem = ""
        for _ in range(2):
            reply = self.complete(instruction, prompt + problem, purpose=purpose)
            text = reply.text.strip()
            if text.startswith("```"):
                text = text.strip("`").removeprefix("json").strip()
            try:
                return schema.model_validate_json(text)
            except ValidationError as exc:
                problem = (
                    f"\n\nYour previous answer was invalid ({exc.error_count()} errors); "
                    "answer again with valid JSON only."
                )
                log.info("LLM output failed validation for %s: %s", purpose, exc)
        raise LlmError(f"the LLM gave no valid {schema.__name__} after a retry")


def get_llm(
    config: LlmConfig,
    store: Store,
    *,
    redact: Callable[[str], str],
    transport: Transport = http_post,
    environ: dict[str, str] | None = None,
) -> LlmClient | None:
    """The configured LLM, or None when `llm.provider` is "none" (the default).

    Raises:
        LlmError: a hosted provider is configured but its API key variable is unset.
    """
    if config.provider == "none":
        return None
    env = os.environ if environ is None else environ
    key = env.get(config.api_key_env) if config.api_key_env else None
    base = config.base_url or DEFAULT_BASE[config.provider]
    if key is None and not is_local(base):
        variable = config.api_key_env or (
            "ANTHROPIC_API_KEY" if config.provider == "anthropic" else "OPENAI_API_KEY"
        )
        key = env.get(variable)
        if key is None:
            raise LlmError(
                f"llm.provider is {config.provider!r} but no API key is set",
                fix=f"export {variable}=... (or set llm.api_key_env to the variable's name), "
                'or set llm.provider = "none"',
            )
    return LlmClient(config, store, api_key=key, redact=redact, transport=transport)
