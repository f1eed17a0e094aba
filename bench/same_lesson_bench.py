"""One rule per lesson: are two statements of a person the same lesson (learning/sameness.py)?

Labelled pairs of statements as people write them to their agents (and as
reflection words a correction: "… (`uv add x` rather than `pip install x`)"),
each pair the same lesson or not. The hard negatives are the point: the same
sentence about another tool ("pnpm, not npm" against "uv, not pip"), another
subcommand (`make lint` / `make test`), the opposite rule ("always mock" /
"never mock"), a neighbouring practice ("never force-push" / "never push to
main").

`DEV` was written first and the thresholds of sameness.py were chosen on it
(the cosines of every pair are in the rows); `HELD_OUT` was written after
they were fixed and is reported apart. Needs the installed model for the
cosine rows (`kenning models install`); without it, the word-overlap
fallback is scored alone.

    python -m bench same-lesson
"""

from __future__ import annotations

from typing import Any

#: (statement, statement, same lesson?)
Pair = tuple[str, str, bool]

DEV: list[Pair] = [
    # the same lesson in other words
    ("We use uv here, not pip (`uv add httpx` rather than `pip install httpx`).",
     "Always use `uv add` in this repo, never pip install.", True),
    ("We use uv here, not pip.", "Always use `uv add` in this repo.", True),
    ("Never force-push to main.",
     "Don't force push to the main branch, use --force-with-lease on your own branches.", True),
    ("In this repo every migration must be reversible.",
     "Every migration has to have a working downgrade.", True),
    ("Use pnpm, not npm.", "We're a pnpm shop, don't run npm install.", True),
    ("Always run `make lint` before committing.", "Run make lint before you commit anything.",
     True),
    ("Don't use print for logging, use the logger.",
     "Never log with print(); use logging.getLogger.", True),
    ("Tests must not hit the network; mock httpx calls with respx.",
     "No real network calls in tests, use respx to mock httpx.", True),
    ("Use httpx instead of requests in this repo.", "We use httpx here, not requests.", True),
    ("Do not auto commit.", "Don't commit automatically unless I tell you to.", True),
    ("Use pathlib instead of os.path.", "Prefer pathlib over os.path for file paths.", True),
    ("Timestamps are always stored in UTC.", "Always store datetimes in UTC in the database.",
     True),
    ("Use ruff format, not black.", "We format with ruff format here; black is not used.", True),
    ("Run the tests with `uv run pytest`, not bare pytest.",
     "Always invoke pytest through `uv run`.", True),
    ("Never edit generated files under src/gen; regenerate them with `make gen`.",
     "Files in src/gen are generated: run `make gen` instead of editing them.", True),
    ("Handlers must not contain raw SQL; go through the repository layer.",
     "We can't have raw SQL in handlers, use the repositories.", True),
    ("Pin GitHub actions to a commit SHA.", "Heads-up: actions are pinned to a SHA, not a tag.",
     True),
    ("Always use `pnpm prisma migrate dev` to change the schema.",
     "Schema changes go through pnpm prisma migrate dev, never by editing the database.", True),
    ("We use zod for validating request bodies.", "Validate every request body with zod schemas.",
     True),
    ("No mocks in the integration tests; use the real database.",
     "Integration tests never mock the database, they run against a real Postgres.", True),
    # another lesson, however alike
    ("We use uv here, not pip.", "We use pnpm here, not npm.", False),
    ("Always use `uv add` in this repo.", "Always use `poetry add` in this repo.", False),
    ("Never force-push to main.", "Never push directly to main; open a pull request.", False),
    ("Use httpx instead of requests.", "Use aiohttp instead of requests.", False),
    ("Run `make lint` before committing.", "Run `make test` before committing.", False),
    ("Timestamps are stored in UTC.", "Money amounts are stored in integer cents.", False),
    ("Use pathlib instead of os.path.", "Use logging instead of print.", False),
    ("Always use mocks for the payment gateway tests.",
     "Never use mocks for the payment gateway tests.", False),
    ("Use pnpm, not npm.", "Use npm, not pnpm.", False),
    ("Always run `make lint` before committing.", "Always run `make lint` before pushing a tag.",
     False),
    ("Use ruff format, not black.", "Use ruff check --fix before committing.", False),
    ("In this repo every migration must be reversible.",
     "In this repo migrations never drop a column in the same release.", False),
    ("Do not auto commit.", "Auto commit from now on.", False),
    ("Use structlog for logging in the services.", "Use loguru for logging in the scripts.",
     False),
    ("Tests must not hit the network; mock httpx calls with respx.",
     "Tests must not sleep; poll with a timeout instead.", False),
    ("Always use `uv run` to run scripts.", "Always use `uv sync --frozen` in CI.", False),
    ("We use zod for validating request bodies.", "We use yup for validating forms.", False),
    ("Keep handlers thin; business logic goes in services.",
     "Keep components small; state goes in stores.", False),
    ("Never commit .env files.", "Never commit generated files.", False),
    ("Use --force-with-lease, never --force.", "Use --ff-only when pulling.", False),
]  # fmt: skip

HELD_OUT: list[Pair] = [
    ("Use `go test -race ./...` for the test suite.",
     "Always run go test with -race (`go test -race ./...`).", True),
    ("We use yarn here, not npm (`yarn add lodash` rather than `npm install lodash`).",
     "Add packages with `yarn add`, never npm install.", True),
    ("Never call the billing API over plain http.",
     "The billing API must only be called over https.", True),
    ("Don't catch bare Exception in the workers.",
     "No `except Exception:` in worker code; catch the specific error.", True),
    ("Use `cargo nextest run` instead of `cargo test`.",
     "We run the Rust tests with cargo nextest, not cargo test.", True),
    ("Always format Go code with gofmt before committing.",
     "Run gofmt on every Go file you touch.", True),
    ("Feature flags are read through the FlagService, never from env vars directly.",
     "Don't read feature flags from the environment; go through FlagService.", True),
    ("Use Decimal for money, never float.", "Money must never be a float; use Decimal.", True),
    ("Keep secrets out of the repo; load them from the environment.",
     "Never commit secrets, read them from env vars.", True),
    ("Use docker compose, not docker-compose.",
     "We use the `docker compose` plugin here, the old docker-compose binary is gone.", True),
    ("Use `go test -race ./...` for the test suite.", "Use `go vet ./...` before committing.",
     False),
    ("We use yarn here, not npm.", "We use bun here, not node.", False),
    ("Never call the billing API over plain http.",
     "Never call the billing API without an idempotency key.", False),
    ("Use Decimal for money, never float.", "Use UTC for timestamps, never local time.", False),
    ("Use `cargo nextest run` instead of `cargo test`.",
     "Use `cargo clippy -- -D warnings` before pushing.", False),
    ("Always format Go code with gofmt before committing.",
     "Always format Python code with ruff format before committing.", False),
    ("Keep secrets out of the repo; load them from the environment.",
     "Keep the Docker images small; use multi-stage builds.", False),
    ("Use docker compose, not docker-compose.", "Use podman, not docker.", False),
    ("Squash commits when merging a pull request.", "Rebase onto main instead of merging main in.",
     False),
    ("Use alembic for schema changes.", "Use dbmate for schema changes.", False),
]  # fmt: skip


def _score(pairs: list[Pair], embedder: Any) -> dict[str, Any]:
    from kenning.daemon.learning.sameness import cosines, same_lesson

    texts = sorted({t for a, b, _ in pairs for t in (a, b)})
    by_text = {s.text: s for s in cosines(embedder, texts)}
    right = 0
    misses = []
    for a, b, same in pairs:
        got = same_lesson(by_text[a], by_text[b])
        right += got == same
        if got != same:
            misses.append(f"{'same' if same else 'apart'}: {a!r} / {b!r}")
    return {"pairs": len(pairs), "right": right, "misses": misses}


def _cos_rows(pairs: list[Pair], embedder: Any) -> list[dict[str, Any]]:
    from kenning.daemon.learning.sameness import cosines, named, things_agree

    rows = []
    for a, b, same in pairs:
        sa, sb = cosines(embedder, [a, b])
        assert sa.vector is not None and sb.vector is not None
        cos = sum(x * y for x, y in zip(sa.vector, sb.vector, strict=True))
        rows.append(
            {"same": same, "cos": round(cos, 3), "agree": things_agree(named(a), named(b)),
             "a": a[:50], "b": b[:50]}
        )  # fmt: skip
    return rows


def run() -> list[dict[str, Any]]:
    from kenning.daemon.core.config import load_config
    from kenning.daemon.retrieval.embedding.embedder import embedder_status, shared_embedder

    loaded = load_config()
    status = embedder_status(loaded.settings, loaded.paths)
    embedder = None if status.degraded else shared_embedder(loaded.settings, loaded.paths)
    rows: list[dict[str, Any]] = []
    for name, pairs in (("dev", DEV), ("held-out", HELD_OUT)):
        if not pairs:
            continue
        for mode, emb in (("model", embedder), ("words", None)):
            if mode == "model" and emb is None:
                continue
            s = _score(pairs, emb)
            rows.append(
                {"metric": f"{name} pairs right ({mode})", "value": s["right"] / s["pairs"],
                 "unit": "fraction", "pairs": s["pairs"], "misses": s["misses"]}
            )  # fmt: skip
    return rows


if __name__ == "__main__":
    from kenning.daemon.core.config import load_config
    from kenning.daemon.retrieval.embedding.embedder import shared_embedder

    loaded = load_config()
    emb = shared_embedder(loaded.settings, loaded.paths)
    for r in sorted(_cos_rows(DEV + HELD_OUT, emb), key=lambda r: r["cos"]):
        print(r)
    for r in run():
        print(r)
