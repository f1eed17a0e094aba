"""Second dev split of the learning corpus: infra-scripts (shell / CI), part 2 of 2.

Data, not tuned to any extractor."""

from __future__ import annotations

from .model import Edit, Read, Run, Scenario, Session, Write
from .model import assistant as _a
from .model import user as _u

SCENARIOS: list[Scenario] = [
    Scenario(
        id="gha-fetch-depth-tags",
        kind="error_fix",
        stack="shell",
        project="infra-scripts",
        sessions=(
            Session(
                agent="codex",
                day=8,
                steps=(
                    _u(
                        "the release workflow should stamp the version from the last git tag "
                        "into VERSION before building the tarball"
                    ),
                    Read(
                        ".github/workflows/release.yml",
                        """name: release
on:
  push:
    tags: ["v*"]

jobs:
  tarball:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - name: Build
        run: make dist
      - uses: softprops/action-gh-release@v2
        with:
          files: dist/*.tar.gz
""",
                    ),
                    Edit(
                        ".github/workflows/release.yml",
                        """      - uses: actions/checkout@v4
      - name: Build""",
                        """      - uses: actions/checkout@v4
      - name: Stamp version
        run: git describe --tags --abbrev=0 > VERSION
      - name: Build""",
                    ),
                    Run(
                        "git commit -am 'release: stamp VERSION from tag' && git push && "
                        "git tag v2.4.0-rc1 && git push origin v2.4.0-rc1",
                        """[main 0c9e4f2] release: stamp VERSION from tag
 1 file changed, 2 insertions(+)
To github.com:acme-ops/infra-scripts.git
   6b1d0a3..0c9e4f2  main -> main
 * [new tag]         v2.4.0-rc1 -> v2.4.0-rc1""",
                    ),
                    Run(
                        "sleep 60; gh run list -w release -L 1 && gh run view --log-failed $(gh "
                        "run list -w release -L 1 --json databaseId -q '.[0].databaseId')",
                        """STATUS  TITLE                          WORKFLOW  BRANCH      EVENT  \
ID           ELAPSED  AGE
X       release: stamp VERSION from tag  release   v2.4.0-rc1  push   11880042713  14s      1m
tarball	Stamp version	2026-10-11T15:02:37.4410Z ##[group]Run git describe --tags --abbrev=0 > \
VERSION
tarball	Stamp version	2026-10-11T15:02:37.4412Z git describe --tags --abbrev=0 > VERSION
tarball	Stamp version	2026-10-11T15:02:37.4602Z shell: /usr/bin/bash -e {0}
tarball	Stamp version	2026-10-11T15:02:37.4603Z ##[endgroup]
tarball	Stamp version	2026-10-11T15:02:37.4751Z fatal: No names found, cannot describe anything.
tarball	Stamp version	2026-10-11T15:02:37.4790Z ##[error]Process completed with exit code 128.""",
                        exit_code=1,
                    ),
                    _a(
                        "actions/checkout does a shallow clone with no tags by default, so "
                        "`git describe` finds nothing. Fetch the full history in that job:"
                    ),
                    Edit(
                        ".github/workflows/release.yml",
                        """      - uses: actions/checkout@v4
      - name: Stamp version""",
                        """      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
      - name: Stamp version""",
                    ),
                    Run(
                        "git commit -am 'release: full clone for git describe' && git push && "
                        "git tag -f v2.4.0-rc1 && git push -f origin v2.4.0-rc1 && gh run watch "
                        "--exit-status",
                        """[main 3ad71b8] release: full clone for git describe
 1 file changed, 2 insertions(+)
Updated tag 'v2.4.0-rc1' (was 0c9e4f2)
 + 0c9e4f2...3ad71b8 v2.4.0-rc1 -> v2.4.0-rc1 (forced update)
✓ v2.4.0-rc1 release · 11880101950
JOBS
✓ tarball in 41s (ID 33421180043)""",
                    ),
                    _a(
                        "The release job checks out with `fetch-depth: 0` and VERSION now reads "
                        "v2.4.0-rc1."
                    ),
                ),
            ),
            Session(
                agent="claude_code",
                day=35,
                steps=(
                    _u(
                        "The docs site should show a changelog. Add a step to the docs workflow "
                        "that writes the commit subjects since the previous tag to "
                        "docs/CHANGES.md."
                    ),
                    Read(
                        ".github/workflows/docs.yml",
                        """name: docs
on:
  push:
    branches: [main]
    paths: ["docs/**", "mkdocs.yml"]

jobs:
  publish:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: "3.12"
      - run: pip install mkdocs-material==9.5.39
      - run: mkdocs gh-deploy --force
""",
                    ),
                    Edit(
                        ".github/workflows/docs.yml",
                        """      - run: pip install mkdocs-material==9.5.39""",
                        """      - name: Changelog since last tag
        run: |
          prev=$(git describe --tags --abbrev=0)
          { echo "# Changes since $prev"; echo; git log --format='- %s' "$prev"..HEAD; } > \
docs/CHANGES.md
      - run: pip install mkdocs-material==9.5.39""",
                    ),
                    Run("actionlint .github/workflows/docs.yml", ""),
                    Run(
                        "git commit -am 'docs: changelog page' && git push && gh run watch "
                        "--exit-status",
                        """[main a4402fe] docs: changelog page
 1 file changed, 4 insertions(+)
X main docs · 11902266613
JOBS
X publish in 19s (ID 33458820971)
  ✓ Set up job
  ✓ Run actions/checkout@v4
  ✓ Run actions/setup-python@v5
  X Changelog since last tag

ANNOTATIONS
X Process completed with exit code 128.
publish: .github#L1""",
                        exit_code=1,
                    ),
                    Run(
                        "gh run view 11902266613 --log-failed | grep -v '##\\[group\\]' | tail -3",
                        """publish	Changelog since last tag	2026-11-07T10:31:02.1180Z shell: \
/usr/bin/bash -e {0}
publish	Changelog since last tag	2026-11-07T10:31:02.1290Z fatal: No names found, cannot \
describe anything.
publish	Changelog since last tag	2026-11-07T10:31:02.1322Z ##[error]Process completed with exit \
code 128.""",
                    ),
                    _a(
                        "Same as the release job: the default checkout is depth 1 without "
                        "tags. Setting `fetch-depth: 0` on the checkout step."
                    ),
                    Edit(
                        ".github/workflows/docs.yml",
                        """      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5""",
                        """      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
      - uses: actions/setup-python@v5""",
                    ),
                    Run(
                        "git commit -am 'docs: full history for changelog' && git push && gh run "
                        "watch --exit-status",
                        """[main e19b0c7] docs: full history for changelog
 1 file changed, 2 insertions(+)
✓ main docs · 11902310870
JOBS
✓ publish in 58s (ID 33458901234)""",
                    ),
                    _a("Green. The changelog page lists the 23 commits since v2.6.1."),
                    _u("nice"),
                ),
            ),
        ),
        lesson=(
            "Workflows that run git describe or read tags/history need actions/checkout with "
            "fetch-depth: 0; the default shallow clone has no tags."
        ),
        expect=(("fetch-depth",),),
        task="add a CI job that drafts release notes from the commits since the previous tag",
    ),
    Scenario(
        id="compose-postgres-major-revert",
        kind="revert",
        stack="shell",
        project="infra-scripts",
        sessions=(
            Session(
                agent="aider",
                day=22,
                steps=(
                    Read(
                        "compose.dev.yml",
                        """services:
  db:
    image: postgres:15.8
    environment:
      POSTGRES_PASSWORD: dev
    volumes:
      - pgdata:/var/lib/postgresql/data
    ports: ["5432:5432"]
  cache:
    image: redis:7.2
    ports: ["6379:6379"]

volumes:
  pgdata:
""",
                    ),
                    _u("bump postgres to 16 and redis to 7.4 in the dev stack"),
                    Edit("compose.dev.yml", "    image: postgres:15.8", "    image: postgres:16.4"),
                    Edit("compose.dev.yml", "    image: redis:7.2", "    image: redis:7.4"),
                    Run(
                        "docker compose -f compose.dev.yml up -d && sleep 5 && docker compose -f "
                        "compose.dev.yml ps -a",
                        """[+] Running 3/3
 ✔ db Pulled                                                                          11.2s
 ✔ Container infra-scripts-cache-1  Started                                            0.6s
 ✔ Container infra-scripts-db-1     Started                                            0.7s
NAME                    IMAGE          COMMAND                  SERVICE   STATUS
infra-scripts-cache-1   redis:7.4      "docker-entrypoint.s…"   cache     Up 5 seconds
infra-scripts-db-1      postgres:16.4  "docker-entrypoint.s…"   db        Exited (1) 4 seconds \
ago""",
                    ),
                    Run(
                        "docker compose -f compose.dev.yml logs db",
                        """db-1  |
db-1  | PostgreSQL Database directory appears to contain a database; Skipping initialization
db-1  |
db-1  | 2026-10-25 08:12:40.118 UTC [1] FATAL:  database files are incompatible with server
db-1  | 2026-10-25 08:12:40.118 UTC [1] DETAIL:  The data directory was initialized by \
PostgreSQL version 15, which is not compatible with this version 16.4 (Debian 16.4-1.pgdg120+1).""",
                    ),
                    _a(
                        "The existing `pgdata` volume was initialised by Postgres 15; 16 can't "
                        "open it. Options: drop the volume and re-seed, or dump with 15 and "
                        "restore into 16."
                    ),
                    _u("/undo"),
                    _u(
                        "everyone's dev volume is on 15 with data they care about. a major "
                        "postgres bump needs a dump/restore plan, not just a new image tag. "
                        "keep the redis bump though"
                    ),
                    Edit("compose.dev.yml", "    image: redis:7.2", "    image: redis:7.4"),
                    Run(
                        "docker compose -f compose.dev.yml up -d && docker compose -f "
                        "compose.dev.yml ps",
                        """[+] Running 2/2
 ✔ Container infra-scripts-db-1     Started                                            0.5s
 ✔ Container infra-scripts-cache-1  Running                                            0.0s
NAME                    IMAGE          COMMAND                  SERVICE   STATUS
infra-scripts-cache-1   redis:7.4      "docker-entrypoint.s…"   cache     Up 2 minutes
infra-scripts-db-1      postgres:15.8  "docker-entrypoint.s…"   db        Up 1 second""",
                    ),
                    _u("/commit"),
                ),
            ),
        ),
        lesson=(
            "Don't bump the dev stack's postgres to a new major version by changing the image "
            "tag: existing volumes are on 15 and need a dump/restore (pg_upgrade) plan."
        ),
        expect=(
            ("postgres",),
            ("major", "dump", "pg_upgrade", "image tag", "volume", "16"),
        ),
        task="refresh the image versions in the local compose stack",
    ),
    Scenario(
        id="sh-rename-tmp-var",
        kind="none",
        stack="shell",
        project="infra-scripts",
        distractor="one-off",
        sessions=(
            Session(
                agent="claude_code",
                day=40,
                steps=(
                    _u(
                        "in scripts/cleanup-runners.sh, rename `tmp` to `workdir` in "
                        "clean_cache(), it's confusing next to the real /tmp"
                    ),
                    Read(
                        "scripts/cleanup-runners.sh",
                        """#!/usr/bin/env bash
set -euo pipefail

clean_cache() {
  local tmp
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' RETURN
  docker image prune -af --filter "until=168h" > "$tmp/pruned.txt"
  wc -l < "$tmp/pruned.txt"
}

clean_cache
""",
                    ),
                    Edit(
                        "scripts/cleanup-runners.sh",
                        """  local tmp
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' RETURN
  docker image prune -af --filter "until=168h" > "$tmp/pruned.txt"
  wc -l < "$tmp/pruned.txt\"""",
                        """  local workdir
  workdir=$(mktemp -d)
  trap 'rm -rf "$workdir"' RETURN
  docker image prune -af --filter "until=168h" > "$workdir/pruned.txt"
  wc -l < "$workdir/pruned.txt\"""",
                    ),
                    Run("shellcheck scripts/cleanup-runners.sh", ""),
                    Run(
                        "git diff --stat",
                        """ scripts/cleanup-runners.sh | 10 +++++-----
 1 file changed, 5 insertions(+), 5 deletions(-)""",
                    ),
                    _a("Renamed `tmp` to `workdir` in clean_cache(); shellcheck is clean."),
                    _u(
                        "and make the first heading in README.md just 'infra-scripts', drop the "
                        "emoji"
                    ),
                    Edit("README.md", "# 🛠️ infra-scripts", "# infra-scripts"),
                    _a("Done."),
                    _u("ok cool, that's it for now"),
                ),
            ),
        ),
        lesson="",
        expect=(),
        task="tidy up the runner cleanup script",
    ),
    Scenario(
        id="gha-pin-actions-sha",
        kind="convention",
        stack="shell",
        project="infra-scripts",
        sessions=(
            Session(
                agent="codex",
                day=46,
                steps=(
                    _u(
                        "add a workflow that builds the log-shipper image and pushes it to ghcr "
                        "on tags. heads-up, since the org-wide change last week: actions are "
                        "pinned to a full commit SHA with the version in a comment after it, "
                        "tags like @v3 get rejected by the org settings"
                    ),
                    Run(
                        "grep -rn 'uses:' .github/workflows | head -6",
                        """.github/workflows/integration.yml:11:      - uses: \
actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2
.github/workflows/release.yml:10:      - uses: \
actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2
.github/workflows/release.yml:16:      - uses: \
softprops/action-gh-release@c062e08bd532815e2082a85e87e3ef29c3e6d191 # v2.0.8
.github/workflows/docs.yml:11:      - uses: \
actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2
.github/workflows/docs.yml:14:      - uses: \
actions/setup-python@f677139bbe7f9c59b41e40162b753c062f5d49a3 # v5.2.0""",
                    ),
                    Run(
                        "gh api repos/docker/login-action/git/ref/tags/v3.3.0 -q .object.sha && "
                        "gh api repos/docker/build-push-action/git/ref/tags/v6.9.0 -q .object.sha",
                        """9780b0c442fbb1117ed29e0efdff1e18412f7567
4f58ea79222b3b9dc2c8bbdd6debcef730109a75""",
                    ),
                    Write(
                        ".github/workflows/log-shipper-image.yml",
                        """name: log-shipper image
on:
  push:
    tags: ["log-shipper-v*"]

permissions:
  contents: read
  packages: write

jobs:
  image:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@11bd71901bbe5b1630ceea73d27597364c9af683 # v4.2.2
      - uses: docker/login-action@9780b0c442fbb1117ed29e0efdff1e18412f7567 # v3.3.0
        with:
          registry: ghcr.io
          username: ${{ github.actor }}
          password: ${{ secrets.GITHUB_TOKEN }}
      - uses: docker/build-push-action@4f58ea79222b3b9dc2c8bbdd6debcef730109a75 # v6.9.0
        with:
          context: .
          file: images/log-shipper/Dockerfile
          push: true
          tags: ghcr.io/acme-ops/log-shipper:${{ github.ref_name }}
""",
                    ),
                    Run("actionlint .github/workflows/log-shipper-image.yml", ""),
                    Run(
                        "git add .github/workflows/log-shipper-image.yml && git commit -m 'ci: "
                        "build and push log-shipper image on tags' && git push",
                        """[main 8b03e6f] ci: build and push log-shipper image on tags
 1 file changed, 27 insertions(+)
 create mode 100644 .github/workflows/log-shipper-image.yml""",
                    ),
                    Run(
                        "git tag log-shipper-v0.3.0 && git push origin log-shipper-v0.3.0 && "
                        "gh run watch --exit-status",
                        """ * [new tag]         log-shipper-v0.3.0 -> log-shipper-v0.3.0
✓ log-shipper-v0.3.0 log-shipper image · 11915523108
JOBS
✓ image in 1m48s (ID 33480027719)""",
                    ),
                    _a(
                        "The new workflow pins checkout, login-action and build-push-action to "
                        "full commit SHAs with the version in a trailing comment. The "
                        "log-shipper-v0.3.0 run pushed ghcr.io/acme-ops/log-shipper:"
                        "log-shipper-v0.3.0."
                    ),
                    _u("👌 ty"),
                ),
            ),
        ),
        lesson=(
            "Pin every GitHub Action to a full commit SHA with the version in a trailing comment "
            "(uses: owner/action@<sha> # vX.Y.Z); tag refs like @v3 are rejected by org policy."
        ),
        expect=(
            ("sha", "commit hash"),
            ("pin", "uses:", "action"),
        ),
        task="add a workflow that runs the shell lint on every pull request",
    ),
]
