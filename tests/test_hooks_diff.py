from __future__ import annotations

from pathlib import Path

from kenning.daemon.core.git import parse_diff, staged_diff

from .gitrepo import Repo


def _by_path(repo: Repo) -> dict[str, object]:
    return {d.path: d for d in staged_diff(repo.path)}


def test_repo_with_no_commits_yet(tmp_path: Path) -> None:
    repo = Repo(tmp_path / "r")
    repo.write("a.py", "x = 1\ny = 2\n")
    repo.git("add", ".")
    diffs = list(staged_diff(repo.path))
    assert [(d.path, d.status, d.added) for d in diffs] == [
        ("a.py", "added", [(1, "x = 1"), (2, "y = 2")])
    ]


def test_added_lines_have_new_file_line_numbers(tmp_path: Path) -> None:
    repo = Repo(tmp_path / "r")
    repo.write("a.py", "".join(f"line {i}\n" for i in range(1, 11)))
    repo.commit()
    text = (repo.path / "a.py").read_text().replace("line 5\n", "line 5\nnew five\n")
    repo.write("a.py", text + "tail\n")
    repo.git("add", "a.py")
    (d,) = staged_diff(repo.path)
    assert d.added == [(6, "new five"), (12, "tail")]


def test_unstaged_changes_are_not_audited(tmp_path: Path) -> None:
    repo = Repo(tmp_path / "r")
    repo.write("a.py", "a\n")
    repo.commit()
    repo.write("a.py", "a\nstaged\n")
    repo.git("add", "a.py")
    repo.write("a.py", "a\nstaged\nnot staged\n")
    (d,) = staged_diff(repo.path)
    assert d.added == [(2, "staged")]


def test_binary_rename_delete_and_non_utf8(tmp_path: Path) -> None:
    repo = Repo(tmp_path / "r")
    repo.write("old name.txt", "same content here\n" * 5)
    repo.write("gone.txt", "bye\n")
    repo.commit()
    repo.git("mv", "old name.txt", "new name.txt")
    repo.git("rm", "-q", "gone.txt")
    repo.write("img.bin", bytes(range(256)) * 4)
    repo.write("latin.txt", "caf\xe9 = 1\n".encode("latin-1"))
    repo.git("add", ".")
    diffs = _by_path(repo)
    assert diffs["new name.txt"].status == "renamed"  # type: ignore[attr-defined]
    assert diffs["new name.txt"].added == []  # type: ignore[attr-defined]
    assert diffs["gone.txt"].status == "deleted"  # type: ignore[attr-defined]
    assert diffs["img.bin"].status == "binary"  # type: ignore[attr-defined]
    assert diffs["latin.txt"].added == [(1, "caf\ufffd = 1")]  # type: ignore[attr-defined]


def test_added_line_that_looks_like_a_header() -> None:
    data = (
        b"diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,0 +2,2 @@\n+++ not a header\n+--- nor this\n"
    )
    (d,) = parse_diff(data)
    assert d.path == "x"
    assert d.added == [(2, "++ not a header"), (3, "--- nor this")]


def test_quoted_path_with_special_characters(tmp_path: Path) -> None:
    repo = Repo(tmp_path / "r")
    repo.write('we"ird\tname.py', "x\n")
    repo.git("add", ".")
    (d,) = staged_diff(repo.path)
    assert d.path == 'we"ird\tname.py'
