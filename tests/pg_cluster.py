"""A throw-away PostgreSQL cluster for the team tests and `python -m bench team`.

Debian's `postgresql` package provides initdb and pg_ctl under
/usr/lib/postgresql/<version>/bin. The cluster lives in a temporary folder,
listens only on a Unix socket there (`listen_addresses=''`), runs with fsync
off, and is stopped (immediate mode) however the run ends. initdb refuses to
run as root: as root the cluster belongs to the `postgres` system user and
lives in its home folder. Where the machine has a memory-backed /dev/shm the
cluster lives there instead (every test's CREATE DATABASE copies ~8 MB of files:
on a disk, a suite's worth of them cost seconds of write-back and the final
removal tens of seconds under load; the team bench keeps it on disk:
`in_memory=False`); `drop()` removes a test's database after it.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import subprocess
import tempfile
import uuid
from pathlib import Path

__all__ = ["PgCluster", "find_pg_bin"]

_MISSING = (
    "PostgreSQL server binaries (initdb, pg_ctl) not found: install Debian's `postgresql` "
    "package (apt-get install -y postgresql; .ci/system-deps does it)"
)


def find_pg_bin() -> Path:
    """The folder with initdb and pg_ctl (the newest installed version).

    Raises:
        RuntimeError: the `postgresql` package is not installed (the message names it).
    """
    on_path = shutil.which("initdb")
    if on_path and shutil.which("pg_ctl"):
        return Path(on_path).parent
    root = Path("/usr/lib/postgresql")
    versions = sorted(
        (p for p in root.glob("*/bin") if (p / "initdb").exists()),
        key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0,
    )
    if not versions:
        raise RuntimeError(_MISSING)
    return versions[-1]


def _memory_folder() -> str | None:
    """/dev/shm when it is a writable memory file system (Linux), else None."""
    shm = "/dev/shm"
    if not os.path.isdir(shm) or not os.access(shm, os.W_OK | os.X_OK):
        return None
    try:
        with open("/proc/mounts") as mounts:
            kinds = {line.split()[1]: line.split()[2] for line in mounts if line.count(" ") >= 3}
    except OSError:
        return None
    return shm if kinds.get(shm) == "tmpfs" else None


class PgCluster:
    """One running throw-away cluster; `database()` makes a fresh database in it."""

    def __init__(self, *, in_memory: bool = True) -> None:
        """`in_memory=False` keeps the cluster on disk (the team bench: numbers
        comparable with the runs before the tests moved to /dev/shm)."""
        self.bin = find_pg_bin()
        self._user: pwd.struct_passwd | None = None
        base = _memory_folder() if in_memory else None
        if os.geteuid() == 0:
            # the server runs as `postgres`, which must reach its folder: /dev/shm
            # (anyone may enter it) or its own home, rather than a temp folder it
            # may not be allowed to enter
            self._user = pwd.getpwnam("postgres")
            if base is None and os.path.isdir(self._user.pw_dir):
                base = self._user.pw_dir
        self.root = Path(tempfile.mkdtemp(prefix="kenning-pg-", dir=base))
        self.data = self.root / "data"
        self.socket_dir = self.root / "sock"
        self.socket_dir.mkdir()
        if self._user is not None:
            for path in (self.root, self.socket_dir):
                os.chown(path, self._user.pw_uid, self._user.pw_gid)
        self.role = self._user.pw_name if self._user else pwd.getpwuid(os.geteuid()).pw_name
        self._run("initdb", "-D", str(self.data), "-A", "trust", "-U", self.role, "--no-sync",
                  "-E", "UTF8", "--locale=C")  # fmt: skip
        self.start()

    def _run(self, tool: str, *args: str) -> subprocess.CompletedProcess[str]:
        user = self._user
        return subprocess.run(
            [str(self.bin / tool), *args],
            check=True,
            capture_output=True,
            text=True,
            timeout=60,
            cwd=self.root,
            user=user.pw_uid if user else None,
            group=user.pw_gid if user else None,
            extra_groups=[] if user else None,
        )

    def start(self) -> None:
        opts = f"-c listen_addresses='' -k {self.socket_dir} -c fsync=off -c full_page_writes=off"
        # fsync off is safe for a process crash (the WAL is in the OS's cache);
        # synchronous_commit must stay on: an acknowledged commit has to survive
        # the immediate restart of the restart test
        opts += " -c max_connections=200"
        self._run("pg_ctl", "-D", str(self.data), "-o", opts, "-l", str(self.root / "log"),
                  "-w", "-t", "30", "start")  # fmt: skip

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "-t", "30", "stop")

    def restart(self) -> None:
        self.stop("immediate")
        self.start()

    def url(self, dbname: str = "postgres") -> str:
        return f"postgresql:///{dbname}?host={self.socket_dir}&user={self.role}"

    def database(self) -> str:
        """Create a fresh database; its URL."""
        import psycopg

        name = f"t_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def drop(self, url: str) -> None:
        """Remove a database `database()` made (its sessions are ended first)."""
        import psycopg

        name = url.split("?", 1)[0].rsplit("/", 1)[1]
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def tool(self, name: str) -> Path:
        """A client program of the same PostgreSQL (pg_dump, psql)."""
        return Path(os.path.realpath(self.bin / "initdb")).parent / name

    def member(self, name: str, *, admin: bool = False) -> None:
        """A login role that is a team member (or admin), as docs/team.md creates it
        (once per cluster: roles are the cluster's)."""
        import psycopg

        group = "kenning_admin" if admin else "kenning_member"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            found = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (name,)).fetchone()
            if found is None:
                conn.execute(f'CREATE ROLE "{name}" LOGIN IN ROLE {group}')

    def as_role(self, url: str, role: str) -> str:
        """`url` (of this cluster) logging in as `role`."""
        return url.replace(f"user={self.role}", f"user={role}")

    def close(self) -> None:
        with contextlib.suppress(subprocess.CalledProcessError, subprocess.TimeoutExpired):
            self.stop("immediate")
        shutil.rmtree(self.root, ignore_errors=True)
