"""Lines run on another host, errors whose line leaves the cause to the next, and a setting put
before a retried line that then failed otherwise.

An agent deploying runs `ssh host "cd /srv && git clone … && ls"`: the work is the remote
line's, read step by step as a local chain is. A line that ends with a colon (`… exit status
128:`, `startup failed:`) says what failed and leaves why to the line under it. And when the
same work is retried with a step put before it (`git config … && git clone …`) and now fails
otherwise, that step dealt with the first error. Sessions are ingested for real.
"""

from __future__ import annotations

from pathlib import Path

from kenning.daemon.core.command_line import passed_before
from kenning.daemon.learning.diary import build_diary
from kenning.daemon.learning.errors.signature import error_signature
from kenning.daemon.learning.lessons import Lesson
from kenning.daemon.learning.trace import command_families, failing_step
from kenning.daemon.safety.sanitize import default_sanitizer
from kenning.daemon.store.db import Store

from .learning_sessions import Step, ingest_home, write_session


def _fixes(store: Store, sid: str) -> list[Lesson]:
    diary, _ = build_diary(store, sid, redact=default_sanitizer().redact, save=False)
    return [x for x in diary.lessons if x.kind == "error_fix"]


def test_a_line_that_ends_with_a_colon_leaves_its_cause_to_the_next_line() -> None:
    fetched = (
        "go: downloading example.org/corp/metrics v1.4.0\n"
        "internal/log/log.go:8:2: reading example.org/corp/metrics/go.mod at revision "
        "v1.4.0: git ls-remote -q origin in /home/dev/go/pkg/mod/cache/vcs/3f2a: exit status 128:\n"
        "\tfatal: could not read Username for 'https://example.org': terminal prompts disabled\n"
        "FAIL\texample.org/corp/app/internal/log [setup failed]\n"
    )
    sig = error_signature("go test ./internal/...", fetched)
    assert sig is not None
    assert sig.message == (
        "fatal: could not read Username for 'https://example.org': terminal prompts disabled"
    )
    built = (
        "FAILURE: Build failed with an exception.\n\n* What went wrong:\n"
        "Could not compile build file '/home/dev/shop/build.gradle'.\n> startup failed:\n"
        "  General error during conversion: Unsupported class file major version 68\n"
    )
    sig = error_signature("./gradlew build", built)
    assert sig is not None and sig.message.startswith("General error during conversion")
    # a list under the colon is no cause: the line stays as it was
    switched = (
        "error: Your local changes to the following files would be overwritten by checkout:\n"
        "\tnotes/today.md\nPlease commit your changes or stash them before you switch branches.\n"
    )
    sig = error_signature("git switch main", switched)
    assert sig is not None and "would be overwritten by checkout" in sig.message


def test_a_line_run_on_another_host_is_read_for_its_steps() -> None:
    line = (
        "ssh -i ~/.ssh/deploy.pem ops@203.0.113.9 "
        '"cd /srv && git clone https://x.example/a.git 2>&1 | tail -3 && ls a"'
    )
    assert command_families(line) == ["git clone", "ls"]
    clone = error_signature(line, "Cloning into 'a'...\nfatal: early EOF\n")
    assert failing_step(line, clone) == "git clone https://x.example/a.git 2>&1"
    retried = line.replace("cd /srv", "git config --global http.version HTTP/1.1 && cd /srv")
    assert passed_before(retried, "git clone https://x.example/a.git 2>&1") == [
        "git config --global http.version HTTP/1.1",
        "cd /srv",
    ]


REMOTE = (
    'ssh ops@build.example "{}cd /srv && '
    'git clone https://git.example.org/team/site.git 2>&1 | tail -3 && ls site"'
)
NO_SITE = "ls: cannot access 'site': No such file or directory"


def _deployed(store: Store, tmp_path: Path, steps: list[Step]) -> list[Lesson]:
    """The error fixes of a deploy session made of `steps`, ingested for real."""
    home = tmp_path / "user-home"
    _, sid = write_session(home, "deploy", [("user", "deploy the site on the build box"), *steps])
    ingest_home(store, home)
    return _fixes(store, sid)


def test_a_setting_put_before_the_retried_work_fixed_the_first_error(
    store: Store, tmp_path: Path
) -> None:
    lessons = _deployed(store, tmp_path, [
        ("bash", REMOTE.format(""), "Cloning into 'site'...\nerror: RPC failed; curl 92 "
         "HTTP/2 stream 5 was not closed cleanly: PROTOCOL_ERROR (err 1)\n"
         f"fatal: early EOF\n{NO_SITE}", True),
        ("assistant", "The clone breaks in HTTP/2 framing on this host; I'll force HTTP/1.1."),
        ("bash", REMOTE.format("git config --global http.version HTTP/1.1 && "),
         "Cloning into 'site'...\nfatal: unable to access "
         "'https://git.example.org/team/site.git/': Failed to connect to git.example.org "
         f"port 443 after 130001 ms: Couldn't connect\n{NO_SITE}", True),
        ("bash", REMOTE.format("").replace("git.example.org", "mirror.example.org"),
         "Cloning into 'site'...\nREADME.md\nsrc", False),
        ("user", "great"),
    ])  # fmt: skip
    first = [x for x in lessons if x.error and "RPC failed" in x.error]
    assert [x.fix for x in first] == ["run `git config --global http.version HTTP/1.1` first"]
    # the command by its words, not the address it was given
    assert first[0].text.startswith("When `git clone` fails with `RPC failed")


def test_a_folder_removed_before_a_retry_or_other_work_is_no_fix(
    store: Store, tmp_path: Path
) -> None:
    lessons = _deployed(store, tmp_path, [
        ("bash", REMOTE.format(""), "Cloning into 'site'...\nfatal: could not read Username for "
         f"'https://git.example.org': No such device or address\n{NO_SITE}", True),
        ("user", "I made the repository public, go on"),
        # the folder the failed clone may have left, removed: it clears the way, fixes nothing
        ("bash", REMOTE.format("rm -rf /srv/site && "), "Cloning into 'site'...\nerror: RPC "
         f"failed; curl 56 Recv failure: Connection reset by peer\nfatal: early EOF\n{NO_SITE}",
         True),
        # other work retried after a step: the error changed with the work, not by the step
        ("bash", 'ssh ops@build.example "git config --global core.compression 0 && cd /srv && '
         'git fetch --all"', "fatal: not a git repository (or any of the parent directories): .git",
         True),
        ("user", "let's stop here"),
    ])  # fmt: skip
    assert all("rm -rf" not in (x.fix or "") for x in lessons)
    assert all("core.compression" not in (x.fix or "") for x in lessons)
