"""The LLM providers against a real local HTTP server that speaks both protocols."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import orjson
import pytest
from pydantic import BaseModel

from kenning.daemon.core.config import LlmConfig
from kenning.daemon.learning.llm import BudgetExceeded, LlmError, get_llm
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store

SECRET = "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789ABCD"


class Fake:
    """A scripted OpenAI-compatible and Anthropic endpoint on 127.0.0.1."""

    def __init__(self) -> None:
        self.requests: list[tuple[str, dict[str, str], Any]] = []
        self.script: list[tuple[int, Any]] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = orjson.loads(self.rfile.read(int(self.headers["content-length"])))
                fake.requests.append((self.path, dict(self.headers), body))
                status, payload = fake.script.pop(0) if fake.script else (500, {"e": "empty"})
                data = orjson.dumps(payload)
                self.send_response(status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def openai(self, text: str, tokens: tuple[int, int] = (100, 20)) -> tuple[int, Any]:
        return 200, {
            "choices": [{"message": {"role": "assistant", "content": text}}],
            "usage": {"prompt_tokens": tokens[0], "completion_tokens": tokens[1]},
        }

    def anthropic(self, text: str) -> tuple[int, Any]:
        return 200, {
            "content": [{"type": "text", "text": text}],
            "usage": {"input_tokens": 50, "output_tokens": 10},
        }


@pytest.fixture
def fake() -> Iterator[Fake]:
    server = Fake()
    yield server
    server.server.shutdown()
    server.server.server_close()


def _client(store: Store, fake: Fake, price: float = 1.0, **cfg: Any) -> Any:
    config = LlmConfig(
        provider=cfg.pop("provider", "openai"),
        base_url=cfg.pop("base", fake.url),
        model="test-model",
        price_in_per_mtok=price,
        price_out_per_mtok=price,
        api_key_env="TEST_KEY",
        **cfg,
    )
    llm = get_llm(
        config, store, redact=default_sanitizer().redact, environ={"TEST_KEY": "local-key"}
    )
    assert llm is not None
    llm.sleep = lambda _s: None
    return llm


def test_openai_compatible_call_is_sanitized_and_recorded(store: Store, fake: Fake) -> None:
    fake.script.append(fake.openai("a diary"))
    llm = _client(store, fake)
    reply = llm.complete("system", f"the user pasted {SECRET} here", purpose="diary")
    assert reply.text == "a diary" and reply.input_tokens == 100
    path, headers, body = fake.requests[0]
    assert path == "/chat/completions" and headers["authorization"] == "Bearer local-key"
    assert SECRET not in orjson.dumps(body).decode()
    row = store.query("SELECT purpose, input_tokens, output_tokens, ok FROM llm_usage")[0]
    assert tuple(row) == ("diary", 100, 20, 1)


def test_anthropic_protocol(store: Store, fake: Fake) -> None:
    fake.script.append(fake.anthropic("hello"))
    llm = _client(store, fake, provider="anthropic")
    assert llm.complete("sys", "hi").text == "hello"
    path, headers, body = fake.requests[0]
    assert path == "/v1/messages" and headers["x-api-key"] == "local-key"
    assert headers["anthropic-version"] and body["system"] == "sys"


def test_retries_with_backoff_then_succeeds(store: Store, fake: Fake) -> None:
    fake.script += [(503, {"e": "busy"}), (429, {"e": "slow down"}), fake.openai("ok")]
    llm = _client(store, fake)
    assert llm.complete("s", "p").text == "ok"
    assert len(fake.requests) == 3


def test_gives_up_on_client_errors_without_retrying(store: Store, fake: Fake) -> None:
    fake.script.append((401, {"error": "bad key"}))
    llm = _client(store, fake)
    with pytest.raises(LlmError, match="HTTP 401"):
        llm.complete("s", "p")
    assert len(fake.requests) == 1


def test_budget_caps_are_enforced_before_sending(store: Store, fake: Fake) -> None:
    # $1000 per million tokens: 2,000 tokens cost about $2
    fake.script += [fake.openai("one", (1000, 1000))]
    llm = _client(
        store, fake, 1000.0, daily_budget_usd=3.0, monthly_budget_usd=100.0, max_output_tokens=100
    )
    llm.complete("s", "p")
    assert llm.spent()[0] == pytest.approx(2.0)
    with pytest.raises(BudgetExceeded, match="daily budget"):
        llm.complete("s", "x" * 6000)  # ~2,000 prompt tokens would pass the cap
    assert len(fake.requests) == 1  # refused before anything was sent


def test_local_exemption_only_when_asked(store: Store, fake: Fake) -> None:
    fake.script += [fake.openai("a", (1000, 1000)), fake.openai("b", (1000, 1000))]
    strict = _client(store, fake, 1000.0, daily_budget_usd=2.05, max_output_tokens=100)
    strict.complete("s", "p")
    with pytest.raises(BudgetExceeded):
        strict.complete("s", "p")
    exempt = _client(
        store, fake, 1000.0, daily_budget_usd=2.05, max_output_tokens=100, local_exempt=True
    )
    assert exempt.complete("s", "p").text == "b"


class Diary(BaseModel):
    status: str
    learnings: list[str]


def test_json_output_retried_once_then_falls_back(store: Store, fake: Fake) -> None:
    good = '{"status": "success", "learnings": ["run the linter first"]}'
    fake.script += [fake.openai("not json at all"), fake.openai(f"```json\n{good}\n```")]
    llm = _client(store, fake)
    assert llm.complete_json("s", "p", Diary).learnings == ["run the linter first"]
    fake.script += [fake.openai("garbage"), fake.openai('{"status": 3}')]
    with pytest.raises(LlmError, match="no valid Diary"):
        llm.complete_json("s", "p", Diary)


def test_hosted_provider_without_key_is_a_clear_error(store: Store) -> None:
    with pytest.raises(LlmError) as info:
        get_llm(LlmConfig(provider="anthropic"), store, redact=str, environ={})
    assert "ANTHROPIC_API_KEY" in (info.value.fix or "")
    assert get_llm(LlmConfig(), store, redact=str) is None
