"""Second dev split of the learning corpus: infra-scripts (shell / CI), part 1 of 2.

Data, not tuned to any extractor."""

from __future__ import annotations

from .model import Edit, Read, Run, Scenario, Session, Write
from .model import assistant as _a
from .model import user as _u

_INTEGRATION_YML = """name: integration
on:
  pull_request:
  push:
    branches: [main]

jobs:
  integration:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - name: Start services
        run: docker compose -f compose.ci.yml up -d db
      - name: Wait for db
        run: sleep 15
      - name: Integration tests
        run: make test-integration
        env:
          DATABASE_URL: postgres://ci:ci@localhost:5432/ci
"""


SCENARIOS: list[Scenario] = [
    Scenario(
        id="sh-poll-not-sleep",
        kind="correction",
        stack="shell",
        project="infra-scripts",
        sessions=(
            Session(
                agent="claude_code",
                day=3,
                steps=(
                    _u(
                        "The integration workflow fails maybe one run in five with "
                        "'connection refused' on the first test. Can you look?"
                    ),
                    Read(".github/workflows/integration.yml", _INTEGRATION_YML),
                    Run(
                        "gh run view 11873310042 --log-failed | tail -8",
                        """integration	Integration tests	2026-10-06T09:14:51.2231Z \
./scripts/run-integration.sh
integration	Integration tests	2026-10-06T09:14:52.0114Z psql: error: connection to server at \
"localhost" (127.0.0.1), port 5432 failed: Connection refused
integration	Integration tests	2026-10-06T09:14:52.0116Z 	Is the server running on that host \
and accepting TCP/IP connections?
integration	Integration tests	2026-10-06T09:14:52.0170Z make: *** [Makefile:41: \
test-integration] Error 2
integration	Integration tests	2026-10-06T09:14:52.0391Z ##[error]Process completed with \
exit code 2.""",
                    ),
                    _a(
                        "Postgres is sometimes slower than 15s to accept connections on the "
                        "shared runners. I'll give it more headroom."
                    ),
                    Edit(
                        ".github/workflows/integration.yml",
                        "        run: sleep 15",
                        "        run: sleep 45",
                    ),
                    _u(
                        "rather than sleeping longer, poll pg_isready until it answers, with a "
                        "timeout so a dead db fails the job fast. 45s of sleep on every run adds "
                        "up"
                    ),
                    Write(
                        "scripts/wait-for-pg.sh",
                        """#!/usr/bin/env bash
set -euo pipefail

host="${PGHOST:-localhost}"
port="${PGPORT:-5432}"
timeout="${WAIT_TIMEOUT:-60}"

for ((i = 0; i < timeout; i++)); do
  if pg_isready -h "$host" -p "$port" -q; then
    echo "postgres on $host:$port ready after ${i}s"
    exit 0
  fi
  sleep 1
done

echo "postgres on $host:$port not ready after ${timeout}s" >&2
exit 1
""",
                    ),
                    Run("chmod +x scripts/wait-for-pg.sh && shellcheck scripts/wait-for-pg.sh", ""),
                    Edit(
                        ".github/workflows/integration.yml",
                        """      - name: Wait for db
        run: sleep 45""",
                        """      - name: Wait for db
        run: ./scripts/wait-for-pg.sh
        env:
          WAIT_TIMEOUT: "60\"""",
                    ),
                    Run(
                        "docker compose -f compose.ci.yml up -d db && ./scripts/wait-for-pg.sh",
                        """[+] Running 2/2
 ✔ Network infra-scripts_default  Created                                              0.1s
 ✔ Container infra-scripts-db-1   Started                                              0.4s
postgres on localhost:5432 ready after 3s""",
                    ),
                    Run(
                        "git commit -am 'ci: poll pg_isready instead of sleeping' && git push && "
                        "gh run watch --exit-status",
                        """[fix-integration-wait 52ac0d4] ci: poll pg_isready instead of sleeping
 2 files changed, 21 insertions(+), 1 deletion(-)
 create mode 100755 scripts/wait-for-pg.sh
✓ fix-integration-wait integration · 11874020157
JOBS
✓ integration in 2m11s (ID 33401998120)""",
                    ),
                    _a(
                        "The job now waits with scripts/wait-for-pg.sh, which polls pg_isready "
                        "every second for up to 60s and fails with a clear message if postgres "
                        "never comes up. The run is green and the wait step took 4s."
                    ),
                    _u("👍"),
                ),
            ),
        ),
        lesson=(
            "In CI, wait for a service by polling its readiness (pg_isready, a health endpoint) "
            "with a timeout instead of a fixed sleep."
        ),
        expect=(
            ("poll", "pg_isready", "readiness", "until", "health"),
            ("sleep", "wait", "ready"),
        ),
        task="the end-to-end job has to wait for the redis service before its tests run",
    ),
    Scenario(
        id="docker-non-root-ci",
        kind="correction",
        stack="shell",
        project="infra-scripts",
        sessions=(
            Session(
                agent="codex",
                day=10,
                steps=(
                    _u(
                        "package scripts/log_shipper.py as an image so the nightly CI job can "
                        "run it. it only needs requests and boto3"
                    ),
                    Read(
                        "scripts/log_shipper.py",
                        """#!/usr/bin/env python3
\"\"\"Ship yesterday's job logs from the runners' cache to S3.\"\"\"
import os
import sys

import boto3
import requests


def main() -> int:
    bucket = os.environ["LOG_BUCKET"]
    ...
    return 0


if __name__ == "__main__":
    sys.exit(main())
""",
                    ),
                    Write(
                        "images/log-shipper/Dockerfile",
                        """FROM python:3.12-slim

WORKDIR /app
RUN pip install --no-cache-dir requests==2.32.3 boto3==1.35.24
COPY scripts/log_shipper.py /app/log_shipper.py

CMD ["python", "/app/log_shipper.py"]
""",
                    ),
                    Run(
                        "docker build -f images/log-shipper/Dockerfile -t log-shipper:dev .",
                        """#0 building with "default" instance using docker driver
#5 [1/4] FROM docker.io/library/python:3.12-slim@sha256:\
ad48727987b259854d52241fac3bc633574364867b8e20aec305e6e7f4028b26
#6 [2/4] WORKDIR /app
#7 [3/4] RUN pip install --no-cache-dir requests==2.32.3 boto3==1.35.24
#7 9.812 Successfully installed boto3-1.35.24 botocore-1.35.24 requests-2.32.3 s3transfer-0.10.2
#8 [4/4] COPY scripts/log_shipper.py /app/log_shipper.py
#9 exporting to image
#9 naming to docker.io/library/log-shipper:dev done
#9 DONE 0.4s""",
                    ),
                    _u(
                        "we can't run containers as root on the CI runners, the admission "
                        "policy rejects them. it needs its own unprivileged user, switched to "
                        "with USER before the CMD"
                    ),
                    Edit(
                        "images/log-shipper/Dockerfile",
                        """COPY scripts/log_shipper.py /app/log_shipper.py

CMD ["python", "/app/log_shipper.py"]""",
                        """COPY scripts/log_shipper.py /app/log_shipper.py

RUN useradd --system --uid 10001 --no-create-home shipper
USER 10001

CMD ["python", "/app/log_shipper.py"]""",
                    ),
                    Run(
                        "docker build -q -f images/log-shipper/Dockerfile -t log-shipper:dev . "
                        "&& docker run --rm --entrypoint id log-shipper:dev",
                        """sha256:0f3ce1a7b42d9e8d55a1f0c2b6e4d8a93c71f5e0d2b4a6c8e0f1a3b5c7d9e1f3
uid=10001(shipper) gid=65534(nogroup) groups=65534(nogroup)""",
                    ),
                    Run(
                        "make policy",
                        """conftest test --policy policy/ images/*/Dockerfile
4 tests, 4 passed, 0 warnings, 0 failures, 0 exceptions""",
                    ),
                    _a(
                        "The image now creates a system user `shipper` (uid 10001) and runs as "
                        "it. `id` in the container shows uid 10001 and the conftest policy "
                        "checks pass."
                    ),
                    _u("thx. add it to the nightly workflow tomorrow"),
                ),
            ),
        ),
        lesson=(
            "CI runners reject root containers: every image must create an unprivileged user "
            "(useradd) and switch to it with USER before CMD."
        ),
        expect=(
            ("non-root", "nonroot", "unprivileged", "useradd", "adduser", "as root"),
            ("docker", "container", "image"),
        ),
        task="build an image for the backup verification script",
    ),
    Scenario(
        id="make-no-sudo-local-bin",
        kind="convention",
        stack="shell",
        project="infra-scripts",
        sessions=(
            Session(
                agent="aider",
                day=15,
                steps=(
                    Read(
                        "Makefile",
                        """SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
SCRIPTS := $(wildcard scripts/*.sh)

.PHONY: lint test-integration

lint:
\tshellcheck $(SCRIPTS)

test-integration:
\t./scripts/run-integration.sh
""",
                    ),
                    _u(
                        "add a `tools` target that installs shellcheck and actionlint, and make "
                        "lint run actionlint on the workflows too. Never use sudo in the "
                        "Makefile, the runners don't have it: tools go into ./bin and targets "
                        "call them from there. Also every script in scripts/ begins with "
                        "`set -euo pipefail`."
                    ),
                    Edit(
                        "Makefile",
                        """SCRIPTS := $(wildcard scripts/*.sh)

.PHONY: lint test-integration

lint:
\tshellcheck $(SCRIPTS)
""",
                        """SCRIPTS := $(wildcard scripts/*.sh)
BIN := $(CURDIR)/bin
SHELLCHECK_VERSION := 0.10.0
ACTIONLINT_VERSION := 1.7.3

.PHONY: lint test-integration tools

tools: $(BIN)/shellcheck $(BIN)/actionlint

$(BIN)/shellcheck:
\tmkdir -p $(BIN)
\tcurl -fsSL https://github.com/koalaman/shellcheck/releases/download/v$(SHELLCHECK_VERSION)/\\
shellcheck-v$(SHELLCHECK_VERSION).linux.x86_64.tar.xz | tar -xJ -C $(BIN) --strip-components=1 \\
shellcheck-v$(SHELLCHECK_VERSION)/shellcheck

$(BIN)/actionlint:
\tmkdir -p $(BIN)
\tcurl -fsSL https://github.com/rhysd/actionlint/releases/download/v$(ACTIONLINT_VERSION)/\\
actionlint_$(ACTIONLINT_VERSION)_linux_amd64.tar.gz | tar -xz -C $(BIN) actionlint

lint: tools
\t$(BIN)/shellcheck $(SCRIPTS)
\t$(BIN)/actionlint
""",
                    ),
                    Edit(
                        ".gitignore",
                        "/tmp/\n",
                        "/tmp/\n/bin/\n",
                    ),
                    Run(
                        "make tools",
                        """mkdir -p /src/infra-scripts/bin
curl -fsSL https://github.com/koalaman/shellcheck/releases/download/v0.10.0/shellcheck-v0.10.0.\
linux.x86_64.tar.xz | tar -xJ -C /src/infra-scripts/bin --strip-components=1 \
shellcheck-v0.10.0/shellcheck
mkdir -p /src/infra-scripts/bin
curl -fsSL https://github.com/rhysd/actionlint/releases/download/v1.7.3/actionlint_1.7.3_linux_\
amd64.tar.gz | tar -xz -C /src/infra-scripts/bin actionlint""",
                    ),
                    Run(
                        "make lint",
                        """/src/infra-scripts/bin/shellcheck scripts/prune-artifacts.sh \
scripts/run-integration.sh scripts/wait-for-pg.sh
/src/infra-scripts/bin/actionlint""",
                    ),
                    Run(
                        "grep -L 'set -euo pipefail' scripts/*.sh",
                        "",
                    ),
                    _a(
                        "The `tools` target downloads pinned shellcheck and actionlint into "
                        "./bin with no sudo, and `lint` depends on it and calls both from "
                        "./bin. bin/ is gitignored. All scripts already begin with "
                        "`set -euo pipefail`."
                    ),
                    _u("/commit"),
                ),
            ),
        ),
        lesson=(
            "Never use sudo in the Makefile (CI runners have none): install tools into ./bin and "
            "call them from there; scripts begin with set -euo pipefail."
        ),
        expect=(
            ("sudo",),
            ("make", "./bin", "bin/"),
        ),
        task="add a make target that installs hadolint for linting the Dockerfiles",
    ),
    Scenario(
        id="sh-shellcheck-sc2086-quote",
        kind="error_fix",
        stack="shell",
        project="infra-scripts",
        sessions=(
            Session(
                agent="claude_code",
                day=5,
                steps=(
                    _u(
                        "Write scripts/prune-artifacts.sh: delete files older than N days "
                        "(default 14) under a directory given as first argument, print what it "
                        "deletes. CI runs it on the artifact cache."
                    ),
                    Write(
                        "scripts/prune-artifacts.sh",
                        """#!/usr/bin/env bash
set -euo pipefail

ARTIFACT_DIR=${1:?usage: prune-artifacts.sh DIR [DAYS]}
DAYS=${2:-14}

echo "pruning files older than $DAYS days in $ARTIFACT_DIR"
find $ARTIFACT_DIR -type f -mtime +$DAYS -print -delete
""",
                    ),
                    Run(
                        "chmod +x scripts/prune-artifacts.sh && make lint",
                        """shellcheck scripts/prune-artifacts.sh scripts/run-integration.sh

In scripts/prune-artifacts.sh line 8:
find $ARTIFACT_DIR -type f -mtime +$DAYS -print -delete
     ^-----------^ SC2086 (info): Double quote to prevent globbing and word splitting.
                                   ^---^ SC2086 (info): Double quote to prevent globbing and \
word splitting.

Did you mean:
find "$ARTIFACT_DIR" -type f -mtime +"$DAYS" -print -delete

For more information:
  https://www.shellcheck.net/wiki/SC2086 -- Double quote to prevent globbing ...
make: *** [Makefile:8: lint] Error 1""",
                        exit_code=2,
                    ),
                    _a("Quoting the expansions, as shellcheck says."),
                    Edit(
                        "scripts/prune-artifacts.sh",
                        "find $ARTIFACT_DIR -type f -mtime +$DAYS -print -delete",
                        'find "$ARTIFACT_DIR" -type f -mtime +"$DAYS" -print -delete',
                    ),
                    Run(
                        "make lint",
                        "shellcheck scripts/prune-artifacts.sh scripts/run-integration.sh",
                    ),
                    Run(
                        "mkdir -p /tmp/pa/'with space' && touch -d '20 days ago' "
                        "/tmp/pa/'with space'/old.tar && touch /tmp/pa/'with space'/new.tar && "
                        "./scripts/prune-artifacts.sh '/tmp/pa/with space'",
                        """pruning files older than 14 days in /tmp/pa/with space
/tmp/pa/with space/old.tar""",
                    ),
                    _a(
                        "scripts/prune-artifacts.sh is lint-clean and works on paths with "
                        "spaces; it deleted only the 20-day-old file."
                    ),
                    _u("can you also make the echo go to stderr? keeps stdout as just the list"),
                    Edit(
                        "scripts/prune-artifacts.sh",
                        'echo "pruning files older than $DAYS days in $ARTIFACT_DIR"',
                        'echo "pruning files older than $DAYS days in $ARTIFACT_DIR" >&2',
                    ),
                    Run(
                        "make lint",
                        "shellcheck scripts/prune-artifacts.sh scripts/run-integration.sh",
                    ),
                ),
            ),
            Session(
                agent="aider",
                day=27,
                steps=(
                    Read(
                        "scripts/sync-backups.sh",
                        """#!/usr/bin/env bash
set -euo pipefail

SRC=/var/backups/pg
""",
                    ),
                    _u(
                        "finish this: rsync SRC to the host given as $1 under /srv/backups/<our "
                        "hostname>, with --delete, and log a line with the duration"
                    ),
                    Edit(
                        "scripts/sync-backups.sh",
                        """SRC=/var/backups/pg
""",
                        """SRC=/var/backups/pg
TARGET_HOST=${1:?usage: sync-backups.sh HOST}
DEST=/srv/backups/$(hostname -s)

start=$(date +%s)
rsync -a --delete $SRC/ $TARGET_HOST:$DEST/
echo "synced $SRC to $TARGET_HOST:$DEST in $(( $(date +%s) - start ))s"
""",
                    ),
                    Run(
                        "make lint",
                        """/src/infra-scripts/bin/shellcheck scripts/prune-artifacts.sh \
scripts/run-integration.sh \
scripts/sync-backups.sh scripts/wait-for-pg.sh

In scripts/sync-backups.sh line 9:
rsync -a --delete $SRC/ $TARGET_HOST:$DEST/
                  ^--^ SC2086 (info): Double quote to prevent globbing and word splitting.
                        ^----------^ SC2086 (info): Double quote to prevent globbing and word \
splitting.
                                     ^---^ SC2086 (info): Double quote to prevent globbing and \
word splitting.

Did you mean:
rsync -a --delete "$SRC"/ "$TARGET_HOST":"$DEST"/

For more information:
  https://www.shellcheck.net/wiki/SC2086 -- Double quote to prevent globbing ...
make: *** [Makefile:31: lint] Error 1""",
                    ),
                    _a("shellcheck wants the expansions quoted:"),
                    Edit(
                        "scripts/sync-backups.sh",
                        "rsync -a --delete $SRC/ $TARGET_HOST:$DEST/",
                        'rsync -a --delete "$SRC/" "$TARGET_HOST:$DEST/"',
                    ),
                    Run(
                        "make lint",
                        """/src/infra-scripts/bin/shellcheck scripts/prune-artifacts.sh \
scripts/run-integration.sh \
scripts/sync-backups.sh scripts/wait-for-pg.sh""",
                    ),
                    Run(
                        "./scripts/sync-backups.sh backup-02",
                        "synced /var/backups/pg to backup-02:/srv/backups/ci-runner-3 in 7s",
                    ),
                    _u("/commit"),
                ),
            ),
        ),
        lesson=(
            'Double-quote variable expansions in shell scripts ("$VAR"): shellcheck SC2086 fails '
            "the lint on unquoted ones because of word splitting and globbing."
        ),
        expect=(
            ("quote", "quoting", '"$'),
            ("sc2086", "word splitting", "globbing", "variable", "expansion", "shellcheck"),
        ),
        task="write a script that compresses and rotates old nginx logs in a given directory",
    ),
]
