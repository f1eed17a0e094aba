# ruff: noqa: E501
"""Held-out split of the learning corpus: tool output shapes.

Data for a fair test: not tuned to any extractor, and not read by the people
tuning the learning code."""

from __future__ import annotations


def dotnet_build(
    root: str,
    projects: tuple[str, ...],
    seconds: float,
    diagnostics: tuple[str, ...] = (),
) -> str:
    """`dotnet build`: restore, one line per built project, the diagnostics, the summary."""
    errors = [d for d in diagnostics if ": error " in d]
    warnings = [d for d in diagnostics if ": warning " in d]
    lines = ["  Determining projects to restore...", "  All projects are up-to-date for restore."]
    failed = {d.split("[", 1)[-1].rstrip("]") for d in errors}
    for p in projects:
        csproj = f"{root}/{p}/{p.rsplit('/', 1)[-1]}.csproj"
        if csproj in failed:
            continue
        name = p.rsplit("/", 1)[-1]
        lines.append(f"  {name} -> {root}/{p}/bin/Debug/net8.0/{name}.dll")
    lines += diagnostics
    lines.append("")
    lines.append("Build FAILED." if errors else "Build succeeded.")
    lines += ["", *diagnostics] if diagnostics else []
    lines += [f"    {len(warnings)} Warning(s)", f"    {len(errors)} Error(s)", ""]
    lines.append(f"Time Elapsed 00:00:{seconds:05.2f}")
    return "\n".join(lines) + "\n"


def dotnet_test(root: str, passed: int, failures: str = "", failed: int = 0) -> str:
    """`dotnet test`: build lines, the VSTest banner, failures, the one-line summary."""
    dll = f"{root}/tests/Clinic.Tests/bin/Debug/net8.0/Clinic.Tests.dll"
    lines = [
        "  Determining projects to restore...",
        "  All projects are up-to-date for restore.",
        f"  Clinic.Domain -> {root}/src/Clinic.Domain/bin/Debug/net8.0/Clinic.Domain.dll",
        f"  Clinic.Data -> {root}/src/Clinic.Data/bin/Debug/net8.0/Clinic.Data.dll",
        f"  Clinic.Api -> {root}/src/Clinic.Api/bin/Debug/net8.0/Clinic.Api.dll",
        f"  Clinic.Tests -> {dll}",
        f"Test run for {dll} (.NETCoreApp,Version=v8.0)",
        "VSTest version 17.11.1 (x64)",
        "",
        "Starting test execution, please wait...",
        "A total of 1 test files matched the specified pattern.",
    ]
    if failures:
        lines.append(failures.rstrip("\n"))
    total = passed + failed
    verdict = "Failed!" if failed else "Passed!"
    lines.append(
        f"{verdict}  - Failed: {failed:>5}, Passed: {passed:>5}, Skipped:     0, "
        f"Total: {total:>5}, Duration: {1 + total // 20} s - Clinic.Tests.dll (net8.0)"
    )
    return "\n".join(lines) + "\n"


def phpunit(dots: str, seconds: float, problems: str = "", summary: str = "") -> str:
    """`vendor/bin/phpunit`: banner, progress, problems, the verdict."""
    n = len(dots)
    lines = [
        "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.",
        "",
        "Runtime:       PHP 8.3.12",
        "Configuration: /var/www/venue-booking/phpunit.xml",
        "",
        f"{dots}{' ' * (63 - n)}{n} / {n} (100%)",
        "",
        f"Time: 00:{seconds:06.3f}, Memory: 46.50 MB",
        "",
    ]
    if problems:
        lines += [problems.rstrip("\n"), "", summary or "ERRORS!"]
    else:
        lines.append(f"OK ({n} test{'s' * (n > 1)}, {n * 2 + 3} assertions)")
    return "\n".join(lines) + "\n"


def mix_test(
    tests: int,
    seconds: float,
    failures: str = "",
    failed: int = 0,
    compiled: int = 0,
    seed: int = 418203,
) -> str:
    """`mix test`: compile lines, the seed, dots and failures, the summary."""
    lines: list[str] = []
    if compiled:
        lines += [f"Compiling {compiled} file{'s' * (compiled > 1)} (.ex)", "Generated rota app"]
    lines += [f"Running ExUnit with seed: {seed}, max_cases: 4", ""]
    lines.append("." * (tests - failed - 3) + "F" * failed + "...")
    if failures:
        lines += ["", failures.rstrip("\n")]
    lines += [
        "",
        f"Finished in {seconds:.1f} seconds ({seconds / 4:.1f}s async, {seconds * 3 / 4:.1f}s sync)",
        f"{tests} tests, {failed} failure{'s' * (failed != 1)}",
    ]
    return "\n".join(lines) + "\n"


def gradle(tasks: tuple[str, ...], seconds: int, failure: str = "", failed_task: str = "") -> str:
    """`./gradlew …`: the task lines, then BUILD SUCCESSFUL or the failure block."""
    lines = [f"> Task {t}" for t in tasks]
    tests, sep, rest = failure.partition("FAILURE:")
    if failed_task:
        # the task's own output (failed tests), then its FAILED line, then the summary
        lines += [f"> Task {failed_task}", "", tests.rstrip("\n"), ""]
        lines.append(f"> Task {failed_task} FAILED")
        if sep:
            lines += ["", (sep + rest).rstrip("\n")]
    elif failure:
        lines += ["", failure.rstrip("\n")]
    executed = len(tasks) // 3 + 1
    if failed_task:
        lines += [
            "",
            "* Try:",
            "> Run with --stacktrace option to get the stack trace.",
            "> Run with --info or --debug option to get more log output.",
            "> Run with --scan to get full insights.",
            "> Get more help at https://help.gradle.org.",
            "",
            f"BUILD FAILED in {seconds}s",
        ]
    else:
        lines += ["", f"BUILD SUCCESSFUL in {seconds}s"]
    lines.append(
        f"{len(tasks) + 1} actionable tasks: {executed} executed, {len(tasks) + 1 - executed} up-to-date"
    )
    return "\n".join(lines) + "\n"


def tf_plan(changes: str, add: int, change: int, destroy: int, refreshed: tuple[str, ...]) -> str:
    """`terraform plan`: state refresh lines, the diff, the plan summary."""
    lines = [
        f"{r}: Refreshing state... [id={r.split('.')[-1].replace('_', '-')}]" for r in refreshed
    ]
    lines += [
        "",
        "Terraform used the selected providers to generate the following execution",
        "plan. Resource actions are indicated with the following symbols:",
        "  + create",
        "  ~ update in-place",
        "",
        "Terraform will perform the following actions:",
        "",
        changes.rstrip("\n"),
        "",
        f"Plan: {add} to add, {change} to change, {destroy} to destroy.",
        "",
        "─────────────────────────────────────────────────────────────────────────────",
        "",
        "Note: You didn't use the -out option to save this plan, so Terraform can't",
        'guarantee to take exactly these actions if you run "terraform apply" now.',
    ]
    return "\n".join(lines) + "\n"
