"""Workspaces recorded on other machines (Windows, macOS, another account) map to a project here."""

from __future__ import annotations

import subprocess
from pathlib import Path

import orjson

from kenning.daemon.ingest.workspaces import WorkspaceMap, foreign_parts, normal_remote
from kenning.daemon.store.db import Store

from .ingest_helpers import ingest, session

SID = "6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f"


def _repo(path: Path, remote: str | None = None) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    subprocess.run(["git", "init", "-q", str(path)], check=True)
    if remote:
        subprocess.run(["git", "-C", str(path), "remote", "add", "origin", remote], check=True)
    return path


def _claude(home: Path, cwd: str, sid: str = SID) -> None:
    line = {
        "type": "user",
        "sessionId": sid,
        "uuid": "6c1d2e3f-0000-4000-8000-000000000001",
        "cwd": cwd,
        "timestamp": "2026-03-01T10:00:00.000Z",
        "message": {"role": "user", "content": "why does checkout fail?"},
    }
    folder = home / ".claude" / "projects" / "-x"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{sid}.jsonl").write_bytes(orjson.dumps(line) + b"\n")


def _codex(home: Path, cwd: str, remote: str) -> str:
    sid = "0199bbbb-1111-7222-8333-944455556666"
    lines = [
        {
            "timestamp": "2026-03-01T10:00:00.000Z",
            "type": "session_meta",
            "payload": {"id": sid, "cwd": cwd, "git": {"repository_url": remote}},
        },
        {
            "timestamp": "2026-03-01T10:00:01.000Z",
            "type": "response_item",
            "payload": {
                "type": "message",
                "role": "user",
                "content": [{"type": "input_text", "text": "run the tests"}],
            },
        },
    ]
    folder = home / ".codex" / "sessions" / "2026" / "03" / "01"
    folder.mkdir(parents=True)
    path = folder / f"rollout-2026-03-01T10-00-00-{sid}.jsonl"
    path.write_bytes(b"\n".join(orjson.dumps(line) for line in lines) + b"\n")
    return f"codex:{sid}"


def test_a_windows_workspace_maps_to_the_repository_of_the_same_name(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    shop = _repo(home / "code" / "shop")
    _claude(home, "C:\\Users\\ann\\code\\shop")
    ingest(store, home)
    assert session(store, f"claude_code:{SID}")["workspace"] == str(shop)


def test_a_macos_workspace_maps_to_the_folder_below_the_repository(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    shop = _repo(home / "src" / "shop")
    (shop / "api").mkdir()
    _repo(home / "src" / "api")  # another repository named like the last folder
    _claude(home, "/Users/ann/dev/shop/api")
    ingest(store, home)
    assert session(store, f"claude_code:{SID}")["workspace"] == str(shop / "api")


def test_the_git_remote_picks_between_repositories_of_the_same_name(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    _repo(home / "code" / "shop", "git@github.com:someone/shop.git")
    ours = _repo(home / "work" / "shop", "https://github.com/Ann/shop")
    sid = _codex(home, "C:\\Users\\ann\\shop", "git@github.com:ann/shop.git")
    ingest(store, home)
    assert session(store, sid)["workspace"] == str(ours)


def test_an_ambiguous_or_unknown_workspace_is_kept_as_recorded(
    store: Store, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    _repo(home / "code" / "shop")
    _repo(home / "work" / "shop")
    _claude(home, "C:\\Users\\ann\\shop")
    _claude(home, "/Users/ann/elsewhere/blog", sid="7d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a")
    ingest(store, home)
    assert session(store, f"claude_code:{SID}")["workspace"] == "C:\\Users\\ann\\shop"
    blog = session(store, "claude_code:7d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a")
    assert blog["workspace"] == "/Users/ann/elsewhere/blog"


def test_only_paths_of_another_machine_are_foreign(tmp_path: Path) -> None:
    home = tmp_path / "home"
    assert foreign_parts("C:\\Users\\ann\\code\\shop", home) == ("Users", "ann", "code", "shop")
    assert foreign_parts("D:/src/shop", home) == ("src", "shop")
    assert foreign_parts("/Users/ann/dev/shop", home) == ("Users", "ann", "dev", "shop")
    assert foreign_parts(str(home / "deleted" / "shop"), home) is None  # this user's own
    assert foreign_parts(str(tmp_path), home) is None  # exists here
    assert foreign_parts("/srv/app", home) is None  # not in a user's folder: not judged


def test_remotes_compare_whatever_their_spelling() -> None:
    same = {
        normal_remote(u)
        for u in (
            "git@github.com:Ann/Shop.git",
            "https://github.com/ann/shop",
            "ssh://git@github.com:22/ann/shop.git",
            "https://ann@github.com/ann/shop.git/",
        )
    }
    assert same == {"github.com/ann/shop"}


def test_the_local_projects_are_listed_only_when_a_foreign_path_shows_up(tmp_path: Path) -> None:
    calls: list[int] = []

    def candidates() -> list[Path]:
        calls.append(1)
        return []

    wmap = WorkspaceMap(candidates, tmp_path)
    assert wmap.map(str(tmp_path)) is None and wmap.map("/srv/app") is None
    assert calls == []
    assert wmap.map("C:\\code\\shop") is None and calls == [1]
