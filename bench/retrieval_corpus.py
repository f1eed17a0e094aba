"""A corpus of coding-agent sessions with known answers, for retrieval benchmarks.

Background sessions are generated from templates over a shared vocabulary
(tests, databases, CI, docker, git, CSS, dependencies...), so the words of
every needle also appear in many unrelated messages. Each `Needle` is one
fact stated once in one session (an error and its later fix, a preference,
a decision) with three queries of rising difficulty:

- `exact`: an identifier or error string copied from the session;
- `keyword`: a question sharing some words with the answer;
- `paraphrase`: the same question in other words (few or none shared).

The answer is the message holding the fact; a query counts as answered at k
when that message is among the first k hits.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass


@dataclass(frozen=True)
class Needle:
    setup: str  # the user message that opens the exchange
    answer: str  # the message a search must find
    exact: str
    keyword: str
    paraphrase: str


NEEDLES: list[Needle] = [
    Needle(
        "CI fails: psycopg.OperationalError connection refused on localhost:5432",
        "Fixed it: the CI job started before the postgres service was healthy; "
        "I added a pg_isready wait loop to the workflow.",
        "pg_isready",
        "how did we fix postgres connection refused in CI",
        "database wasn't up yet when the pipeline began, what was the remedy",
    ),
    Needle(
        "Please always use tabs for indentation in Go files, never spaces.",
        "Understood: Go files use tabs for indentation; gofmt enforces it.",
        "gofmt",
        "which indentation does the user want in Go files",
        "preferred whitespace style for golang source",
    ),
    Needle(
        "npm start crashes with ERR_OSSL_EVP_UNSUPPORTED on Node 18",
        "Set NODE_OPTIONS=--openssl-legacy-provider in the start script; "
        "webpack 4 hashes with md4 which OpenSSL 3 dropped.",
        "ERR_OSSL_EVP_UNSUPPORTED",
        "node 18 openssl error when starting webpack",
        "javascript dev server dies because of a crypto algorithm removal",
    ),
    Needle(
        "The flaky test test_checkout_total fails one run in ten.",
        "The flake came from dict ordering in the price fixture; sorting the "
        "line items before summing made test_checkout_total deterministic.",
        "test_checkout_total",
        "why was the checkout total test flaky",
        "intermittent failure in the cart sum spec, root cause",
    ),
    Needle(
        "I want every commit message to follow Conventional Commits.",
        "Noted: commit messages use Conventional Commits (feat:, fix:, chore:).",
        "Conventional Commits",
        "what commit message format should we use",
        "how should I title changes when saving them to version control",
    ),
    Needle(
        "docker build is slow, it reinstalls all pip packages on every change",
        "Copy requirements.txt and run pip install before COPY . so the layer "
        "cache keeps dependencies; builds went from 4 minutes to 20 seconds.",
        "requirements.txt",
        "speed up docker build reinstalling pip packages",
        "container image creation takes ages because libraries download each time",
    ),
    Needle(
        "mypy complains: Module 'yaml' has no attribute 'CSafeLoader'",
        "Installed types-PyYAML and guarded CSafeLoader with getattr, falling "
        "back to SafeLoader when libyaml is missing.",
        "CSafeLoader",
        "mypy yaml attribute error fix",
        "type checker rejects the fast YAML parser class, workaround",
    ),
    Needle(
        "Don't ever run migrations against the production database from a laptop.",
        "Agreed: production migrations only run from the deploy pipeline, never locally.",
        "production migrations",
        "where are we allowed to run database migrations",
        "is it ok to change the live schema from my own machine",
    ),
    Needle(
        "The React list re-renders every row when one item changes.",
        "Wrapped Row in React.memo and gave each item a stable key instead of "
        "the array index; only the changed row re-renders now.",
        "React.memo",
        "react list rerender every row fix",
        "UI redraws the whole table after a single entry update",
    ),
    Needle(
        "git push rejected: refusing to allow an OAuth App to create or update workflow",
        "The token lacked the workflow scope; regenerated it with workflow "
        "permission and the push of .github/workflows went through.",
        "workflow scope",
        "git push rejected OAuth app workflow",
        "remote refuses my upload of the automation config, missing permission",
    ),
    Needle(
        "Our API returns 504 Gateway Timeout for large CSV exports.",
        "Moved the CSV export to a background job that streams to object "
        "storage and emails a link; the request returns 202 immediately.",
        "504 Gateway Timeout",
        "large csv export timeout fix",
        "big spreadsheet downloads were cut off by the proxy, what changed",
    ),
    Needle(
        "I prefer pytest fixtures over unittest setUp methods.",
        "Will do: new tests use pytest fixtures, no unittest.TestCase classes.",
        "unittest.TestCase",
        "does the user prefer pytest fixtures or unittest",
        "which testing style should new specs follow",
    ),
    Needle(
        "Celery workers leak memory until the OOM killer kills them.",
        "Set worker_max_tasks_per_child=200 so Celery recycles worker processes; "
        "resident memory now stays under 400 MB.",
        "worker_max_tasks_per_child",
        "celery worker memory leak oom",
        "background job processes grow until the kernel terminates them",
    ),
    Needle(
        "The login page is blank in Safari but fine in Chrome.",
        "Safari lacked support for the regex lookbehind in our email validator; "
        "replaced it with a split-based check and Safari renders again.",
        "lookbehind",
        "login page blank in safari",
        "sign-in screen empty on apple's browser only",
    ),
    Needle(
        "Use uv instead of pip for installing dependencies in this repo.",
        "OK: dependencies are installed with uv (uv pip install -r requirements.txt).",
        "uv pip install",
        "which tool installs python dependencies here",
        "what package manager does the project want",
    ),
    Needle(
        "Timestamps in the report are off by one hour after the DST change.",
        "We stored naive local datetimes; converted to timezone-aware UTC at "
        "ingest and only localise for display. The report is correct now.",
        "timezone-aware UTC",
        "timestamps off by one hour after dst",
        "times shifted when clocks moved in spring, how was it solved",
    ),
    Needle(
        "Rust build fails: error[E0502] cannot borrow `self.items` as mutable",
        "Collected the indices first and mutated in a second loop, which ends "
        "the immutable borrow before the mutable one; E0502 is gone.",
        "E0502",
        "rust cannot borrow as mutable error fix",
        "borrow checker complained about changing a vector while reading it",
    ),
    Needle(
        "Keep the public API of the sdk package backwards compatible; no breaking renames.",
        "Understood: the sdk public API stays backwards compatible; renames get "
        "deprecated aliases first.",
        "deprecated aliases",
        "can we rename functions in the sdk public api",
        "rules for changing names that external users import",
    ),
    Needle(
        "The nightly job sends duplicate emails to customers.",
        "Two cron schedulers ran the job; added an advisory lock "
        "(pg_try_advisory_lock) so only one instance sends emails.",
        "pg_try_advisory_lock",
        "nightly job duplicate emails fix",
        "customers got the same message twice overnight, why",
    ),
    Needle(
        "Terraform plan wants to recreate the database every time.",
        "The password attribute came from a random provider without keepers; "
        "added lifecycle ignore_changes on password and the plan is clean.",
        "ignore_changes",
        "terraform plan recreates database each time",
        "infrastructure tool keeps wanting to rebuild the storage server",
    ),
    Needle(
        "Please write docstrings in Google style, not NumPy style.",
        "Noted: docstrings follow the Google style (Args:, Returns:, Raises:).",
        "Google style",
        "which docstring style does the user want",
        "format for documenting functions in this codebase",
    ),
    Needle(
        "The Kubernetes pod is stuck in CrashLoopBackOff after the deploy.",
        "The liveness probe hit /health before the app warmed up; raised "
        "initialDelaySeconds to 30 and the pod stays Running.",
        "initialDelaySeconds",
        "kubernetes pod crashloopbackoff after deploy",
        "cluster keeps restarting the new release because checks fail early",
    ),
    Needle(
        "Search is slow: the LIKE '%term%' query scans the whole messages table.",
        "Replaced the LIKE scan with an FTS5 virtual table and bm25 ranking; "
        "queries dropped from 900 ms to 4 ms.",
        "bm25",
        "slow like query full table scan fix",
        "text lookup was sluggish until we switched to a proper index",
    ),
    Needle(
        "Sentry shows UnicodeDecodeError when users upload CSV files from Excel.",
        "Excel writes UTF-16 or cp1252; we now sniff the encoding with "
        "charset-normalizer and decode accordingly.",
        "charset-normalizer",
        "unicodedecodeerror csv upload excel",
        "spreadsheet files from office break the importer with byte errors",
    ),
    Needle(
        "Never commit .env files; secrets go in the vault.",
        "Agreed: .env is in .gitignore and secrets are read from Vault at start-up.",
        "Vault",
        "where should secrets be stored instead of env files",
        "how do we keep credentials out of the repository",
    ),
    Needle(
        "The Go service deadlocks under load; goroutines pile up.",
        "A mutex was held while sending on an unbuffered channel; released the "
        "lock before the send and the deadlock disappeared.",
        "unbuffered channel",
        "go service deadlock goroutines pile up",
        "the backend freezes with many concurrent requests, what was wrong",
    ),
    Needle(
        "Webpack bundle is 4 MB; first load is slow on mobile.",
        "Lazy-loaded the chart library with dynamic import() and enabled "
        "splitChunks; the main bundle is 700 KB now.",
        "splitChunks",
        "webpack bundle too big slow first load",
        "the site's script download is heavy for phones, how was it reduced",
    ),
    Needle(
        "Our feature flags should default to off in production.",
        "Will do: every new feature flag defaults to off in production and on in staging.",
        "feature flag defaults",
        "what should feature flags default to in production",
        "initial state of toggles on the live environment",
    ),
    Needle(
        "SQLAlchemy raises DetachedInstanceError in the background task.",
        "The task used an object from a closed session; we now pass the id and "
        "reload it in the task's own session.",
        "DetachedInstanceError",
        "sqlalchemy detachedinstanceerror background task",
        "ORM object unusable after the request finished, how we handled it",
    ),
    Needle(
        "The iOS app crashes on launch only in release builds.",
        "Swift optimisation removed a retain on the delegate; made the delegate "
        "a strong property and release builds launch fine.",
        "strong property",
        "ios release build crashes on launch",
        "phone app dies at startup only when compiled for the store",
    ),
]

_TOPICS = {
    "tests": ["pytest", "fixture", "test", "assert", "coverage", "mock", "flaky", "suite"],
    "db": ["postgres", "migration", "index", "query", "schema", "transaction", "sqlite"],
    "ci": ["CI", "workflow", "pipeline", "job", "runner", "cache", "artifact", "build"],
    "docker": ["docker", "image", "container", "layer", "compose", "volume", "kubernetes"],
    "git": ["git", "commit", "branch", "rebase", "merge", "push", "tag", "history"],
    "web": ["React", "component", "CSS", "page", "render", "state", "webpack", "browser"],
    "deps": ["dependency", "pip", "npm", "version", "lockfile", "package", "upgrade"],
    "perf": ["latency", "memory", "profile", "slow", "cache", "timeout", "load"],
    "api": ["endpoint", "request", "response", "JSON", "status", "auth", "token", "error"],
}
_USER = [
    "Can you look at the {a} {b}? Something about the {c} seems off.",
    "Please update the {a} so the {b} handles the {c} case.",
    "Why does the {a} fail when the {b} changes?",
    "Add a {a} for the {b} and make sure the {c} still works.",
    "The {a} is slow again, maybe the {b} or the {c}.",
    "Refactor the {a} module; the {b} logic is duplicated in the {c}.",
    "I see an error in the {a} output after the {b} update.",
    "Let's clean up the {a} and remove the old {b} code.",
]
_ASSISTANT = [
    "I checked the {a}: the {b} was fine, the {c} needed a small change.",
    "Updated the {a} and the {b}; all {c} checks pass now.",
    "The {a} reads the {b} before the {c} is ready, so I reordered them.",
    "Ran the {a} again with the new {b}; the {c} output looks right.",
    "I added logging around the {a} to see why the {b} misbehaves with the {c}.",
    "Done. The {a} now uses the {b} helper and the {c} tests are green.",
    "There were two places touching the {a}; I merged them into the {b} module.",
    "The error came from the {a} config, not the {b}; fixed the {c} path.",
]
_TOOL = [
    "$ make test\n{n} passed, 0 failed in {s}s",
    "Traceback (most recent call last):\n  File \"app/{a}.py\", line {n}\nKeyError: '{b}'",
    "diff --git a/{a}.py b/{a}.py\n-    {b} = load_{c}()\n+    {b} = load_{c}(strict=True)",
    "$ git log --oneline -3\n{h} {a}: fix {b}\n{h} {c}: tidy",
]


def _fill(template: str, rng: random.Random) -> str:
    topic = _TOPICS[rng.choice(list(_TOPICS))]
    a, b, c = rng.sample(topic, 3)
    return template.format(
        a=a, b=b, c=c, n=rng.randint(1, 900), s=rng.randint(1, 60), h=f"{rng.getrandbits(28):07x}"
    )


def background_message(rng: random.Random) -> tuple[str, str]:
    """One (role, text) pair of filler conversation."""
    roll = rng.random()
    if roll < 0.4:
        return "user", _fill(rng.choice(_USER), rng)
    if roll < 0.85:
        return "assistant", _fill(rng.choice(_ASSISTANT), rng)
    return "tool", _fill(rng.choice(_TOOL), rng)


def sessions(
    n_background: int, per_session: int = 10, seed: int = 7
) -> Iterator[tuple[str, list[tuple[str, str]], int | None]]:
    """Yield (session id, messages, needle index or None); each needle gets one session.

    A needle session wraps its setup and answer in filler, with a few
    unrelated turns in between (the fix comes later than the error).
    """
    rng = random.Random(seed)
    total = n_background + len(NEEDLES)
    needle_at = dict(zip(rng.sample(range(total), len(NEEDLES)), range(len(NEEDLES)), strict=True))
    for n in range(total):
        needle = needle_at.get(n)
        messages = [background_message(rng) for _ in range(per_session)]
        if needle is not None:
            item = NEEDLES[needle]
            messages[1] = ("user", item.setup)
            messages[1 + rng.randint(2, per_session - 2)] = ("assistant", item.answer)
        yield f"bench:{n:06d}", messages, needle
