# ruff: noqa: E501
"""The held-out split of the labelled learning corpus.

Seven projects in stacks the dev splits do not use: a .NET clinic portal
(ASP.NET Core, EF Core, xUnit), a Laravel venue-booking app (composer,
artisan, phpunit, phpstan), Terraform for an edge platform (tflint, S3
state with DynamoDB locks, Atlantis), a Kotlin Android field-notes app
(gradle, Compose, Room), an Elixir/Phoenix rota app (mix, Ecto,
LiveView), a Django survey service (poetry, celery) and a parcel-tracking
monorepo (npm workspaces, express, zod, jest, plus a Go router service
with sqlc). The lesson of each scenario is one moment inside ordinary
work, among reads, builds, one-off asks and chit-chat.

This file is data for a fair test: it is not tuned to any extractor and
the people tuning the learning code do not read it. Keep it that way.
"""

from __future__ import annotations

from bench.lessons.model import Edit, Read, Run, Say, Scenario, Session, Step, Write

__all__ = ["SCENARIOS", "SPLIT"]

SPLIT = "test"


def _u(text: str) -> Say:
    return Say("user", text)


def _a(text: str) -> Say:
    return Say("assistant", text)


def _cc(day: int, *steps: Step) -> Session:
    return Session("claude_code", day, steps)


def _cx(day: int, *steps: Step) -> Session:
    return Session("codex", day, steps)


def _ai(day: int, *steps: Step) -> Session:
    return Session("aider", day, steps)


# ---------------------------------------------------------------- tool output shapes


def _dotnet_build(
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


def _dotnet_test(root: str, passed: int, failures: str = "", failed: int = 0) -> str:
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


def _phpunit(dots: str, seconds: float, problems: str = "", summary: str = "") -> str:
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


def _mix_test(
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


def _gradle(tasks: tuple[str, ...], seconds: int, failure: str = "", failed_task: str = "") -> str:
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


def _tf_plan(changes: str, add: int, change: int, destroy: int, refreshed: tuple[str, ...]) -> str:
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


# ---------------------------------------------------------------- clinic-portal (C#/.NET)

_CS = "/src/clinic-portal"
_CS_PROJECTS = ("src/Clinic.Domain", "src/Clinic.Data", "src/Clinic.Api")

_APPOINTMENT_CS = """namespace Clinic.Domain.Scheduling;

public class Appointment
{
    public Guid Id { get; set; }
    public Guid PatientId { get; set; }
    public Guid ClinicianId { get; set; }
    public DateTimeOffset StartsAt { get; set; }
    public TimeSpan Length { get; set; }
    public AppointmentStatus Status { get; set; }
    public Patient Patient { get; set; } = null!;
}
"""

_DBCONTEXT_CS = """using Clinic.Domain.Scheduling;
using Microsoft.EntityFrameworkCore;

namespace Clinic.Data;

public class ClinicDbContext(DbContextOptions<ClinicDbContext> options) : DbContext(options)
{
    public DbSet<Patient> Patients => Set<Patient>();
    public DbSet<Appointment> Appointments => Set<Appointment>();
    public DbSet<Clinician> Clinicians => Set<Clinician>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.ApplyConfigurationsFromAssembly(typeof(ClinicDbContext).Assembly);
    }
}
"""

_REMINDER_SVC = """namespace Clinic.Api.Reminders;

public class ReminderScheduler(ClinicDbContext db, ISmsSender sms)
{
    public async Task<int> SendDueAsync(CancellationToken ct)
    {
        var due = await db.Appointments
            .Where(a => a.Status == AppointmentStatus.Booked)
            .ToListAsync(ct);
        var sent = 0;
        foreach (var appt in due)
        {
            await sms.SendAsync(appt.Patient.Phone, Texts.Reminder(appt), ct);
            sent++;
        }
        return sent;
    }
}
"""

_CLINIC: list[Scenario] = [
    Scenario(
        id="cs-ef-migration-script-not-update",
        kind="correction",
        stack="csharp",
        project="clinic-portal",
        sessions=(
            _cc(
                3,
                _u(
                    "Patients need a preferred_language column (nullable, max 8 chars, "
                    "e.g. 'pt-BR'). Add it to the entity and the migration please."
                ),
                Read(
                    "src/Clinic.Domain/Patients/Patient.cs",
                    """namespace Clinic.Domain.Scheduling;

public class Patient
{
    public Guid Id { get; set; }
    public required string GivenName { get; set; }
    public required string FamilyName { get; set; }
    public required string Phone { get; set; }
    public DateOnly BirthDate { get; set; }
}
""",
                ),
                Edit(
                    "src/Clinic.Domain/Patients/Patient.cs",
                    "    public DateOnly BirthDate { get; set; }",
                    "    public DateOnly BirthDate { get; set; }\n"
                    "    public string? PreferredLanguage { get; set; }",
                ),
                Edit(
                    "src/Clinic.Data/Configurations/PatientConfiguration.cs",
                    "        b.Property(p => p.Phone).HasMaxLength(32);",
                    "        b.Property(p => p.Phone).HasMaxLength(32);\n"
                    "        b.Property(p => p.PreferredLanguage).HasMaxLength(8);",
                ),
                Run(
                    "dotnet ef migrations add AddPatientPreferredLanguage "
                    "--project src/Clinic.Data --startup-project src/Clinic.Api",
                    "Build started...\nBuild succeeded.\nDone. To undo this action, use "
                    "'ef migrations remove'\n",
                ),
                Run(
                    "dotnet ef database update --project src/Clinic.Data "
                    "--startup-project src/Clinic.Api",
                    """Build started...
Build succeeded.
Applying migration '20260904101522_AddPatientPreferredLanguage'.
Done.
""",
                ),
                _u(
                    "no, don't point database update at anything from your shell. the "
                    "connection string in appsettings.Development.json is the shared dev "
                    "database. schema changes go out as an idempotent SQL script that lands "
                    "in db/scripts/ and the DBA runs it after review"
                ),
                _a(
                    "Sorry about that. I'll generate the idempotent script for the new "
                    "migration and put it under db/scripts/ instead."
                ),
                Run(
                    "dotnet ef migrations script --idempotent "
                    "--project src/Clinic.Data --startup-project src/Clinic.Api "
                    "-o db/scripts/2026-09-04_AddPatientPreferredLanguage.sql",
                    "Build started...\nBuild succeeded.\n",
                ),
                Run(
                    "tail -n 12 db/scripts/2026-09-04_AddPatientPreferredLanguage.sql",
                    """DO $EF$
BEGIN
    IF NOT EXISTS(SELECT 1 FROM "__EFMigrationsHistory" WHERE "MigrationId" = '20260904101522_AddPatientPreferredLanguage') THEN
    ALTER TABLE patients ADD preferred_language character varying(8);
    END IF;
END $EF$;

DO $EF$
BEGIN
    IF NOT EXISTS(SELECT 1 FROM "__EFMigrationsHistory" WHERE "MigrationId" = '20260904101522_AddPatientPreferredLanguage') THEN
    INSERT INTO "__EFMigrationsHistory" ("MigrationId", "ProductVersion")
    VALUES ('20260904101522_AddPatientPreferredLanguage', '8.0.10');
    END IF;
END $EF$;
""",
                ),
                Run(
                    "dotnet test",
                    _dotnet_test(_CS, 61),
                ),
                _u("ok that's right. ping #db-changes with the file name, I'll let them know"),
                _a(
                    "The script is at db/scripts/2026-09-04_AddPatientPreferredLanguage.sql; "
                    "the entity and configuration changes are in place and all 61 tests pass."
                ),
            ),
        ),
        lesson=(
            "In clinic-portal, don't run `dotnet ef database update` against the shared dev "
            "database: generate an idempotent script with `dotnet ef migrations script "
            "--idempotent` into db/scripts/ for the DBA to apply."
        ),
        expect=(
            ("idempotent", "migrations script"),
            ("database update", "db/scripts", "dba"),
        ),
        task="add an allergies note field to patient records, schema change included",
    ),
    Scenario(
        id="cs-timeprovider-not-utcnow",
        kind="correction",
        stack="csharp",
        project="clinic-portal",
        sessions=(
            _cx(
                17,
                _u(
                    "Reminder SMS should only go out for appointments in the next 24h. "
                    "Right now ReminderScheduler sends for every booked one."
                ),
                Read("src/Clinic.Api/Reminders/ReminderScheduler.cs", _REMINDER_SVC),
                Edit(
                    "src/Clinic.Api/Reminders/ReminderScheduler.cs",
                    "            .Where(a => a.Status == AppointmentStatus.Booked)",
                    "            .Where(a => a.Status == AppointmentStatus.Booked\n"
                    "                && a.StartsAt <= DateTimeOffset.UtcNow.AddHours(24))",
                ),
                Run("dotnet build src/Clinic.Api", _dotnet_build(_CS, _CS_PROJECTS, 6.12)),
                _u(
                    "inject TimeProvider, not DateTimeOffset.UtcNow. the reminder tests fake "
                    "the clock with FakeTimeProvider and this would make them depend on the "
                    "real time of day"
                ),
                _a("Right, switching to an injected `TimeProvider`."),
                Edit(
                    "src/Clinic.Api/Reminders/ReminderScheduler.cs",
                    "public class ReminderScheduler(ClinicDbContext db, ISmsSender sms)\n{\n"
                    "    public async Task<int> SendDueAsync(CancellationToken ct)\n    {\n"
                    "        var due = await db.Appointments\n"
                    "            .Where(a => a.Status == AppointmentStatus.Booked\n"
                    "                && a.StartsAt <= DateTimeOffset.UtcNow.AddHours(24))",
                    "public class ReminderScheduler(ClinicDbContext db, ISmsSender sms, "
                    "TimeProvider clock)\n{\n"
                    "    public async Task<int> SendDueAsync(CancellationToken ct)\n    {\n"
                    "        var horizon = clock.GetUtcNow().AddHours(24);\n"
                    "        var due = await db.Appointments\n"
                    "            .Where(a => a.Status == AppointmentStatus.Booked\n"
                    "                && a.StartsAt <= horizon)",
                ),
                Edit(
                    "tests/Clinic.Tests/Reminders/ReminderSchedulerTests.cs",
                    "    [Fact]\n    public async Task Sends_one_sms_per_booked_appointment()",
                    "    [Fact]\n    public async Task Skips_appointments_more_than_a_day_out()\n"
                    "    {\n"
                    "        var clock = new FakeTimeProvider(At(2026, 9, 18, 8, 0));\n"
                    "        await SeedAsync(Booked(At(2026, 9, 19, 9, 0)), "
                    "Booked(At(2026, 9, 18, 15, 0)));\n"
                    "        var sent = await Scheduler(clock).SendDueAsync(default);\n"
                    "        Assert.Equal(1, sent);\n    }\n\n"
                    "    [Fact]\n    public async Task Sends_one_sms_per_booked_appointment()",
                ),
                Run(
                    'dotnet test --filter "FullyQualifiedName~Reminder"',
                    _dotnet_test(_CS, 7),
                ),
                _u("good. also the sms text says 'appt' — spell it out, 'appointment'"),
                Edit(
                    "src/Clinic.Api/Reminders/Texts.cs",
                    '$"Reminder: your appt on {a.StartsAt:ddd d MMM} at {a.StartsAt:HH:mm}"',
                    '$"Reminder: your appointment on {a.StartsAt:ddd d MMM} at {a.StartsAt:HH:mm}"',
                ),
                Run("dotnet test", _dotnet_test(_CS, 63)),
                _a(
                    "Reminders now only cover the next 24 hours, using the injected "
                    "TimeProvider; new test added, SMS text spelled out. 63 tests pass."
                ),
            ),
        ),
        lesson=(
            "In clinic-portal code, read the current time from an injected TimeProvider "
            "(GetUtcNow), not DateTime(Offset).UtcNow, so tests can fake the clock."
        ),
        expect=(("timeprovider", "time provider"), ("utcnow", "clock", "current time")),
        task="expire unconfirmed bookings after two hours",
    ),
    Scenario(
        id="cs-no-null-forgiving",
        kind="convention",
        stack="csharp",
        project="clinic-portal",
        sessions=(
            _ai(
                9,
                Read(
                    "src/Clinic.Api/Endpoints/ClinicianEndpoints.cs",
                    """namespace Clinic.Api.Endpoints;

public static class ClinicianEndpoints
{
    public static void MapClinicians(this IEndpointRouteBuilder app)
    {
        app.MapGet("/clinicians/{id:guid}", async (Guid id, ClinicDbContext db) =>
        {
            var c = await db.Clinicians.FindAsync(id);
            return c is null ? Results.NotFound() : Results.Ok(ClinicianDto.From(c));
        });
    }
}
""",
                ),
                _u(
                    "add GET /clinicians/{id}/schedule returning the week's appointments. "
                    "heads up on nullable: never use the null-forgiving ! to make a warning "
                    "go away. check for null and return/throw (ArgumentNullException."
                    "ThrowIfNull is fine in services) or make the type nullable. We have "
                    "TreatWarningsAsErrors on so the build tells you"
                ),
                _a(
                    "I'll add the endpoint with an explicit null check on the clinician "
                    "rather than `!`."
                ),
                Edit(
                    "src/Clinic.Api/Endpoints/ClinicianEndpoints.cs",
                    "            return c is null ? Results.NotFound() : "
                    "Results.Ok(ClinicianDto.From(c));\n        });",
                    "            return c is null ? Results.NotFound() : "
                    "Results.Ok(ClinicianDto.From(c));\n        });\n\n"
                    '        app.MapGet("/clinicians/{id:guid}/schedule", async (Guid id, '
                    "DateOnly? week, ClinicDbContext db, TimeProvider clock) =>\n        {\n"
                    "            var clinician = await db.Clinicians.FindAsync(id);\n"
                    "            if (clinician is null)\n                return Results.NotFound();\n"
                    "            var start = Week.Start(week ?? "
                    "DateOnly.FromDateTime(clock.GetUtcNow().UtcDateTime));\n"
                    "            var items = await db.Appointments\n"
                    "                .Where(a => a.ClinicianId == id && a.StartsAt >= start.From "
                    "&& a.StartsAt < start.To)\n"
                    "                .OrderBy(a => a.StartsAt)\n"
                    "                .Select(a => ScheduleItemDto.From(a))\n"
                    "                .ToListAsync();\n"
                    "            return Results.Ok(items);\n        });",
                ),
                Run("dotnet build", _dotnet_build(_CS, _CS_PROJECTS, 7.48)),
                Run(
                    "dotnet test",
                    _dotnet_test(_CS, 58),
                ),
                _u("nice. what's Week.Start do with a sunday?"),
                _a(
                    "It treats Monday as the first day, so a Sunday maps to the Monday six "
                    "days earlier; there's a test for it in WeekTests."
                ),
            ),
        ),
        lesson=(
            "Never silence nullable warnings in clinic-portal with the null-forgiving `!`: "
            "check for null (ArgumentNullException.ThrowIfNull in services) or make the type "
            "nullable."
        ),
        expect=(
            ("null-forgiving", "null forgiving", "`!`", " ! "),
            ("throwifnull", "check for null", "null check", "nullable"),
        ),
        task="add an endpoint that returns a patient's upcoming appointments",
    ),
    Scenario(
        id="cs-cs8618-required-modifier",
        kind="error_fix",
        stack="csharp",
        project="clinic-portal",
        sessions=(
            _cc(
                5,
                _u(
                    "we need a POST /patients endpoint for the front desk. request DTO + validation"
                ),
                Write(
                    "src/Clinic.Api/Contracts/CreatePatientRequest.cs",
                    """namespace Clinic.Api.Contracts;

public class CreatePatientRequest
{
    public string GivenName { get; set; }
    public string FamilyName { get; set; }
    public string Phone { get; set; }
    public DateOnly BirthDate { get; set; }
}
""",
                ),
                Run(
                    "dotnet build",
                    _dotnet_build(
                        _CS,
                        _CS_PROJECTS,
                        5.91,
                        tuple(
                            f"{_CS}/src/Clinic.Api/Contracts/CreatePatientRequest.cs({ln},19): "
                            f"error CS8618: Non-nullable property '{prop}' must contain a "
                            "non-null value when exiting constructor. Consider adding the "
                            "'required' modifier or declaring the property as nullable. "
                            f"[{_CS}/src/Clinic.Api/Clinic.Api.csproj]"
                            for ln, prop in ((5, "GivenName"), (6, "FamilyName"), (7, "Phone"))
                        ),
                    ),
                    exit_code=1,
                ),
                _a(
                    "Warnings are errors in this solution. These fields are mandatory for a "
                    'new patient, so they get the `required` modifier rather than `= ""` '
                    "defaults."
                ),
                Edit(
                    "src/Clinic.Api/Contracts/CreatePatientRequest.cs",
                    "    public string GivenName { get; set; }\n"
                    "    public string FamilyName { get; set; }\n"
                    "    public string Phone { get; set; }",
                    "    public required string GivenName { get; set; }\n"
                    "    public required string FamilyName { get; set; }\n"
                    "    public required string Phone { get; set; }",
                ),
                Run("dotnet build", _dotnet_build(_CS, _CS_PROJECTS, 6.03)),
                Write(
                    "src/Clinic.Api/Endpoints/PatientEndpoints.cs",
                    """namespace Clinic.Api.Endpoints;

public static class PatientEndpoints
{
    public static void MapPatients(this IEndpointRouteBuilder app)
    {
        app.MapPost("/patients", async (CreatePatientRequest req, IValidator<CreatePatientRequest> v, ClinicDbContext db) =>
        {
            var result = await v.ValidateAsync(req);
            if (!result.IsValid)
                return Results.ValidationProblem(result.ToDictionary());
            var p = new Patient { GivenName = req.GivenName, FamilyName = req.FamilyName, Phone = req.Phone, BirthDate = req.BirthDate };
            db.Patients.Add(p);
            await db.SaveChangesAsync();
            return Results.Created($"/patients/{p.Id}", PatientDto.From(p));
        });
    }
}
""",
                ),
                Run("dotnet test", _dotnet_test(_CS, 52)),
                _u("cool, thanks"),
            ),
            _cx(
                22,
                _u(
                    "Add a referral DTO for the inbound referral webhook: referring practice, "
                    "reason, urgency, optional notes"
                ),
                Write(
                    "src/Clinic.Api/Contracts/ReferralPayload.cs",
                    """namespace Clinic.Api.Contracts;

public class ReferralPayload
{
    public string PracticeCode { get; set; }
    public string Reason { get; set; }
    public Urgency Urgency { get; set; }
    public string? Notes { get; set; }
}
""",
                ),
                Run(
                    "dotnet build src/Clinic.Api",
                    _dotnet_build(
                        _CS,
                        _CS_PROJECTS,
                        4.77,
                        tuple(
                            f"{_CS}/src/Clinic.Api/Contracts/ReferralPayload.cs({ln},19): "
                            f"error CS8618: Non-nullable property '{prop}' must contain a "
                            "non-null value when exiting constructor. Consider adding the "
                            "'required' modifier or declaring the property as nullable. "
                            f"[{_CS}/src/Clinic.Api/Clinic.Api.csproj]"
                            for ln, prop in ((5, "PracticeCode"), (6, "Reason"))
                        ),
                    ),
                    exit_code=1,
                ),
                Edit(
                    "src/Clinic.Api/Contracts/ReferralPayload.cs",
                    "    public string PracticeCode { get; set; }\n"
                    "    public string Reason { get; set; }",
                    "    public required string PracticeCode { get; set; }\n"
                    "    public required string Reason { get; set; }",
                ),
                Run("dotnet build src/Clinic.Api", _dotnet_build(_CS, _CS_PROJECTS, 4.12)),
                Run(
                    'dotnet test --filter "FullyQualifiedName~Referral"',
                    _dotnet_test(_CS, 4),
                ),
                _a(
                    "ReferralPayload added; PracticeCode and Reason are `required`, Notes "
                    "stays nullable. Build is clean and the referral tests pass."
                ),
                _u("thanks, commit it please"),
                Run(
                    'git add -A && git commit -m "referral webhook payload"',
                    "[main 6e0a2b4] referral webhook payload\n 2 files changed, 31 insertions(+)\n",
                ),
            ),
        ),
        lesson=(
            "CS8618 (non-nullable property uninitialised) breaks the clinic-portal build "
            "(warnings are errors): mark mandatory DTO properties with the `required` "
            "modifier, or make optional ones nullable."
        ),
        expect=(("required",), ("cs8618", "non-nullable", "nullable")),
        task="add a request contract for rescheduling an appointment",
    ),
    Scenario(
        id="cs-ef-pending-model-changes",
        kind="error_fix",
        stack="csharp",
        project="clinic-portal",
        sessions=(
            _cc(
                12,
                _u(
                    "Appointments need a cancellation reason (enum: PatientRequest, "
                    "ClinicianUnavailable, NoShow, Other). Store it as a string."
                ),
                Read("src/Clinic.Domain/Scheduling/Appointment.cs", _APPOINTMENT_CS),
                Edit(
                    "src/Clinic.Domain/Scheduling/Appointment.cs",
                    "    public AppointmentStatus Status { get; set; }",
                    "    public AppointmentStatus Status { get; set; }\n"
                    "    public CancellationReason? CancellationReason { get; set; }",
                ),
                Write(
                    "src/Clinic.Domain/Scheduling/CancellationReason.cs",
                    "namespace Clinic.Domain.Scheduling;\n\npublic enum CancellationReason\n{\n"
                    "    PatientRequest,\n    ClinicianUnavailable,\n    NoShow,\n    Other,\n}\n",
                ),
                Edit(
                    "src/Clinic.Data/Configurations/AppointmentConfiguration.cs",
                    "        b.Property(a => a.Status).HasConversion<string>().HasMaxLength(24);",
                    "        b.Property(a => a.Status).HasConversion<string>().HasMaxLength(24);\n"
                    "        b.Property(a => a.CancellationReason).HasConversion<string>()"
                    ".HasMaxLength(32);",
                ),
                Run(
                    "dotnet test",
                    _dotnet_test(
                        _CS,
                        48,
                        """[xUnit.net 00:00:02.31]     Clinic.Tests.Scheduling.CancelAppointmentTests.Cancel_sets_reason [FAIL]
  Failed Clinic.Tests.Scheduling.CancelAppointmentTests.Cancel_sets_reason [412 ms]
  Error Message:
   System.InvalidOperationException : An error was generated for warning 'Microsoft.EntityFrameworkCore.Migrations.PendingModelChangesWarning': The model for context 'ClinicDbContext' has pending changes. Add a new migration before updating the database. This exception can be suppressed or logged by passing event ID 'RelationalEventId.PendingModelChangesWarning' to the 'ConfigureWarnings' method in 'DbContext.OnConfiguring' or 'AddDbContext'.
  Stack Trace:
     at Microsoft.EntityFrameworkCore.Diagnostics.EventDefinition`1.Log[TLoggerCategory](IDiagnosticsLogger`1 logger, TParam arg)
     at Microsoft.EntityFrameworkCore.Migrations.Internal.Migrator.Migrate(String targetMigration)
     at Clinic.Tests.Support.DatabaseFixture.InitializeAsync() in /src/clinic-portal/tests/Clinic.Tests/Support/DatabaseFixture.cs:line 31
""",
                        failed=14,
                    ),
                    exit_code=1,
                ),
                _a(
                    "The test fixture migrates a fresh database and EF refuses because the "
                    "model changed without a migration. Adding one."
                ),
                Run(
                    "dotnet ef migrations add AddAppointmentCancellationReason "
                    "--project src/Clinic.Data --startup-project src/Clinic.Api",
                    "Build started...\nBuild succeeded.\nDone. To undo this action, use "
                    "'ef migrations remove'\n",
                ),
                Run("dotnet test", _dotnet_test(_CS, 62)),
                _u("and the cancel endpoint should accept the reason too"),
                Edit(
                    "src/Clinic.Api/Endpoints/AppointmentEndpoints.cs",
                    "record CancelRequest(string? Note);",
                    "record CancelRequest(CancellationReason Reason, string? Note);",
                ),
                Run("dotnet test", _dotnet_test(_CS, 63)),
                _a("Migration added, the cancel endpoint takes a reason, 63 tests pass."),
            ),
            _ai(
                34,
                _u(
                    "clinicians get a room_number (string, optional). add it to the entity and "
                    "the config"
                ),
                Edit(
                    "src/Clinic.Domain/Staff/Clinician.cs",
                    "    public required string Speciality { get; set; }",
                    "    public required string Speciality { get; set; }\n"
                    "    public string? RoomNumber { get; set; }",
                ),
                Edit(
                    "src/Clinic.Data/Configurations/ClinicianConfiguration.cs",
                    "        b.Property(c => c.Speciality).HasMaxLength(64);",
                    "        b.Property(c => c.Speciality).HasMaxLength(64);\n"
                    "        b.Property(c => c.RoomNumber).HasMaxLength(12);",
                ),
                Run(
                    "dotnet test",
                    _dotnet_test(
                        _CS,
                        51,
                        """[xUnit.net 00:00:01.97]     Clinic.Tests.Staff.ClinicianQueriesTests.Lists_active_clinicians [FAIL]
  Failed Clinic.Tests.Staff.ClinicianQueriesTests.Lists_active_clinicians [388 ms]
  Error Message:
   System.InvalidOperationException : An error was generated for warning 'Microsoft.EntityFrameworkCore.Migrations.PendingModelChangesWarning': The model for context 'ClinicDbContext' has pending changes. Add a new migration before updating the database. This exception can be suppressed or logged by passing event ID 'RelationalEventId.PendingModelChangesWarning' to the 'ConfigureWarnings' method in 'DbContext.OnConfiguring' or 'AddDbContext'.
  Stack Trace:
     at Microsoft.EntityFrameworkCore.Migrations.Internal.Migrator.Migrate(String targetMigration)
     at Clinic.Tests.Support.DatabaseFixture.InitializeAsync() in /src/clinic-portal/tests/Clinic.Tests/Support/DatabaseFixture.cs:line 31
""",
                        failed=12,
                    ),
                    exit_code=1,
                ),
                _a(
                    "The model changed but there's no migration for it, so the fixture's "
                    "Migrate() throws. Let's add the migration."
                ),
                Run(
                    "dotnet ef migrations add AddClinicianRoomNumber --project src/Clinic.Data "
                    "--startup-project src/Clinic.Api",
                    "Build started...\nBuild succeeded.\nDone. To undo this action, use "
                    "'ef migrations remove'\n",
                ),
                Run("dotnet test", _dotnet_test(_CS, 63)),
                _u("great"),
            ),
        ),
        lesson=(
            "When clinic-portal tests fail with PendingModelChangesWarning after an entity "
            "change, add the migration (`dotnet ef migrations add <Name> --project "
            "src/Clinic.Data --startup-project src/Clinic.Api`); don't suppress the warning."
        ),
        expect=(
            ("migrations add", "add a migration", "add the migration", "new migration"),
            ("pending", "model", "entity"),
        ),
        task="store which clinician last edited a patient record",
    ),
    Scenario(
        id="cs-efcore9-bump-reverted",
        kind="revert",
        stack="csharp",
        project="clinic-portal",
        sessions=(
            _cc(
                27,
                _u(
                    "dependabot wants EF Core 9, can you bump Microsoft.EntityFrameworkCore.* "
                    "in Clinic.Data and see if it builds"
                ),
                Read(
                    "src/Clinic.Data/Clinic.Data.csproj",
                    """<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
    <Nullable>enable</Nullable>
    <TreatWarningsAsErrors>true</TreatWarningsAsErrors>
  </PropertyGroup>
  <ItemGroup>
    <PackageReference Include="Microsoft.EntityFrameworkCore" Version="8.0.10" />
    <PackageReference Include="Microsoft.EntityFrameworkCore.Relational" Version="8.0.10" />
    <PackageReference Include="Npgsql.EntityFrameworkCore.PostgreSQL" Version="8.0.8" />
    <PackageReference Include="Hangfire.PostgreSql" Version="1.20.9" />
  </ItemGroup>
</Project>
""",
                ),
                Edit(
                    "src/Clinic.Data/Clinic.Data.csproj",
                    '    <PackageReference Include="Microsoft.EntityFrameworkCore" Version="8.0.10" />\n'
                    '    <PackageReference Include="Microsoft.EntityFrameworkCore.Relational" '
                    'Version="8.0.10" />',
                    '    <PackageReference Include="Microsoft.EntityFrameworkCore" Version="9.0.0" />\n'
                    '    <PackageReference Include="Microsoft.EntityFrameworkCore.Relational" '
                    'Version="9.0.0" />',
                ),
                Run(
                    "dotnet restore && dotnet build",
                    f"""  Determining projects to restore...
{_CS}/src/Clinic.Data/Clinic.Data.csproj : error NU1605: Warning As Error: Detected package downgrade: Microsoft.EntityFrameworkCore.Relational from 9.0.0 to 8.0.10. Reference the package directly from the project to select a different version.
{_CS}/src/Clinic.Data/Clinic.Data.csproj : error NU1605:  Clinic.Data -> Npgsql.EntityFrameworkCore.PostgreSQL 8.0.8 -> Microsoft.EntityFrameworkCore.Relational (>= 8.0.10 && < 9.0.0)
  Failed to restore {_CS}/src/Clinic.Data/Clinic.Data.csproj (in 1.42 sec).
""",
                    exit_code=1,
                ),
                _a(
                    "The Npgsql provider 8.x caps EF at < 9. Bumping Npgsql.EntityFrameworkCore."
                    "PostgreSQL to 9.0.1 as well."
                ),
                Edit(
                    "src/Clinic.Data/Clinic.Data.csproj",
                    '<PackageReference Include="Npgsql.EntityFrameworkCore.PostgreSQL" '
                    'Version="8.0.8" />',
                    '<PackageReference Include="Npgsql.EntityFrameworkCore.PostgreSQL" '
                    'Version="9.0.1" />',
                ),
                Run(
                    "dotnet restore && dotnet test",
                    _dotnet_test(
                        _CS,
                        41,
                        """[xUnit.net 00:00:03.02]     Clinic.Tests.Jobs.NightlyExportJobTests.Enqueues_export [FAIL]
  Failed Clinic.Tests.Jobs.NightlyExportJobTests.Enqueues_export [1 s]
  Error Message:
   System.MissingMethodException : Method not found: 'Npgsql.NpgsqlConnection Npgsql.NpgsqlDataSource.CreateConnection()'.
  Stack Trace:
     at Hangfire.PostgreSql.PostgreSqlStorage.CreateAndOpenConnection()
     at Hangfire.PostgreSql.PostgreSqlStorage.UseConnection[T](DbConnection dedicatedConnection, Func`2 func)
""",
                        failed=21,
                    ),
                    exit_code=1,
                ),
                _u(
                    "yeah no. put it back. Hangfire.PostgreSql is built against Npgsql 8 and "
                    "the job storage breaks with the 9 provider. we stay on EF Core 8 until "
                    "hangfire ships a release for it, close the dependabot PR"
                ),
                Run("git checkout -- src/Clinic.Data/Clinic.Data.csproj", ""),
                Run("dotnet restore && dotnet test", _dotnet_test(_CS, 62)),
                Run(
                    "gh pr close 214 --comment 'Blocked on Hangfire.PostgreSql support for Npgsql 9'",
                    "✓ Closed pull request #214 (Bump Microsoft.EntityFrameworkCore from 8.0.10 to 9.0.0)\n",
                ),
                _a("Reverted the csproj; back on EF Core 8, all 62 tests pass, PR #214 closed."),
            ),
        ),
        lesson=(
            "Don't upgrade EF Core / Npgsql.EntityFrameworkCore.PostgreSQL to 9 in "
            "clinic-portal: Hangfire.PostgreSql is built against Npgsql 8 and its job storage "
            "breaks; stay on EF Core 8 until Hangfire supports it."
        ),
        expect=(
            ("ef core", "entityframeworkcore", "npgsql"),
            ("hangfire", "stay on", "don't upgrade", "do not upgrade", "9.0", "8.0"),
        ),
        task="update the NuGet packages of the data layer",
    ),
    Scenario(
        id="cs-plain-search-endpoint",
        kind="none",
        stack="csharp",
        project="clinic-portal",
        distractor="plain",
        sessions=(
            _cx(
                40,
                _u("front desk wants to search patients by phone number suffix (last 4 digits)"),
                Read(
                    "src/Clinic.Api/Endpoints/PatientEndpoints.cs",
                    "namespace Clinic.Api.Endpoints;\n\npublic static class PatientEndpoints\n{\n"
                    "    public static void MapPatients(this IEndpointRouteBuilder app)\n    {\n"
                    '        app.MapPost("/patients", CreatePatient);\n'
                    '        app.MapGet("/patients/{id:guid}", GetPatient);\n    }\n}\n',
                ),
                Edit(
                    "src/Clinic.Api/Endpoints/PatientEndpoints.cs",
                    '        app.MapGet("/patients/{id:guid}", GetPatient);',
                    '        app.MapGet("/patients/{id:guid}", GetPatient);\n'
                    '        app.MapGet("/patients/search", async ([FromQuery] string phoneEnd, '
                    "ClinicDbContext db) =>\n"
                    "            phoneEnd.Length != 4 || !phoneEnd.All(char.IsDigit)\n"
                    '                ? Results.BadRequest("phoneEnd must be 4 digits")\n'
                    "                : Results.Ok(await db.Patients.Where(p => "
                    "p.Phone.EndsWith(phoneEnd))\n"
                    "                    .OrderBy(p => p.FamilyName).Take(20)\n"
                    "                    .Select(p => PatientDto.From(p)).ToListAsync()));",
                ),
                Write(
                    "tests/Clinic.Tests/Patients/PatientSearchTests.cs",
                    """namespace Clinic.Tests.Patients;

public class PatientSearchTests(ApiFactory api) : IClassFixture<ApiFactory>
{
    [Fact]
    public async Task Finds_by_last_four_digits()
    {
        await api.SeedPatient(phone: "+351912345678");
        var hits = await api.Client.GetFromJsonAsync<PatientDto[]>("/patients/search?phoneEnd=5678");
        Assert.NotNull(hits);
        Assert.Single(hits);
    }

    [Fact]
    public async Task Rejects_short_input()
    {
        var res = await api.Client.GetAsync("/patients/search?phoneEnd=56");
        Assert.Equal(HttpStatusCode.BadRequest, res.StatusCode);
    }
}
""",
                ),
                Run("dotnet test", _dotnet_test(_CS, 65)),
                _u("does it need an index?"),
                _a(
                    "EndsWith becomes LIKE '%5678', which a b-tree index can't serve; with "
                    "about 40k patients a sequential scan is a few ms. If it gets slow, a "
                    "trigram index on phone would cover it."
                ),
                _u("fine as is. thanks"),
            ),
        ),
        lesson="(none: plain feature work)",
        expect=(),
        task="let the front desk look up patients by date of birth",
    ),
]


# ---------------------------------------------------------------- venue-booking (PHP/Laravel)

_BOOKING_MODEL = """<?php

namespace App\\Models;

use Illuminate\\Database\\Eloquent\\Factories\\HasFactory;
use Illuminate\\Database\\Eloquent\\Model;
use Illuminate\\Database\\Eloquent\\Relations\\BelongsTo;

class Booking extends Model
{
    use HasFactory;

    protected $fillable = [
        'venue_id',
        'customer_email',
        'starts_at',
        'ends_at',
        'guests',
    ];

    protected function casts(): array
    {
        return ['starts_at' => 'immutable_datetime', 'ends_at' => 'immutable_datetime'];
    }

    public function venue(): BelongsTo
    {
        return $this->belongsTo(Venue::class);
    }
}
"""

_OLD_MIGRATION = """<?php

use Illuminate\\Database\\Migrations\\Migration;
use Illuminate\\Database\\Schema\\Blueprint;
use Illuminate\\Support\\Facades\\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::create('bookings', function (Blueprint $table) {
            $table->id();
            $table->foreignId('venue_id')->constrained()->cascadeOnDelete();
            $table->string('customer_email');
            $table->dateTime('starts_at');
            $table->dateTime('ends_at');
            $table->unsignedSmallInteger('guests');
            $table->timestamps();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('bookings');
    }
};
"""


def _no_such_table(test: str, table: str) -> str:
    return f"""There was 1 error:

1) Tests\\Feature\\{test}
Illuminate\\Database\\QueryException: SQLSTATE[HY000]: General error: 1 no such table: {table} (Connection: sqlite, SQL: insert into "{table}" ("name", "updated_at", "created_at") values (Harbour Loft, 2026-09-07 10:12:03, 2026-09-07 10:12:03))

/var/www/venue-booking/vendor/laravel/framework/src/Illuminate/Database/Connection.php:825
/var/www/venue-booking/vendor/laravel/framework/src/Illuminate/Database/Connection.php:779
/var/www/venue-booking/vendor/laravel/framework/src/Illuminate/Database/Eloquent/Builder.php:1994
/var/www/venue-booking/vendor/laravel/framework/src/Illuminate/Database/Eloquent/Factories/Factory.php:357
/var/www/venue-booking/tests/Feature/{test.split("::")[0].replace(chr(92), "/")}.php:21

Caused by
PDOException: SQLSTATE[HY000]: General error: 1 no such table: {table}
"""


_VENUE: list[Scenario] = [
    Scenario(
        id="php-new-migration-not-edit-old",
        kind="correction",
        stack="php",
        project="venue-booking",
        sessions=(
            _cx(
                8,
                _u(
                    "bookings need a deposit. deposit_cents unsigned int, default 0. wire it "
                    "into the model and the booking form request"
                ),
                Run(
                    "ls database/migrations",
                    "0001_01_01_000000_create_users_table.php\n"
                    "0001_01_01_000001_create_cache_table.php\n"
                    "2025_11_02_091400_create_venues_table.php\n"
                    "2025_11_02_091512_create_bookings_table.php\n"
                    "2026_02_17_140233_add_cancelled_at_to_bookings_table.php\n",
                ),
                Read(
                    "database/migrations/2025_11_02_091512_create_bookings_table.php",
                    _OLD_MIGRATION,
                ),
                Edit(
                    "database/migrations/2025_11_02_091512_create_bookings_table.php",
                    "            $table->unsignedSmallInteger('guests');",
                    "            $table->unsignedSmallInteger('guests');\n"
                    "            $table->unsignedInteger('deposit_cents')->default(0);",
                ),
                Run(
                    "php artisan migrate:fresh --seed",
                    """
  Dropping all tables ........................................... 38.12ms DONE

   INFO  Preparing database.

  Creating migration table ....................................... 6.40ms DONE

   INFO  Running migrations.

  0001_01_01_000000_create_users_table ........................... 9.87ms DONE
  0001_01_01_000001_create_cache_table ........................... 3.02ms DONE
  2025_11_02_091400_create_venues_table .......................... 4.55ms DONE
  2025_11_02_091512_create_bookings_table ........................ 5.31ms DONE
  2026_02_17_140233_add_cancelled_at_to_bookings_table ........... 2.18ms DONE

   INFO  Seeding database.
""",
                ),
                _u(
                    "that's not how we change the schema — we add a new migration. the "
                    "create_bookings one ran in production a year ago, editing it changes "
                    "nothing there, and migrate:fresh just nuked my local seed data, fun"
                ),
                _a(
                    "Sorry — reverting the edit to the old migration and adding a new "
                    "migration for the column."
                ),
                Edit(
                    "database/migrations/2025_11_02_091512_create_bookings_table.php",
                    "            $table->unsignedSmallInteger('guests');\n"
                    "            $table->unsignedInteger('deposit_cents')->default(0);",
                    "            $table->unsignedSmallInteger('guests');",
                ),
                Run(
                    "php artisan make:migration add_deposit_cents_to_bookings_table --table=bookings",
                    "\n   INFO  Migration [database/migrations/2026_09_09_083012_add_deposit_cents_"
                    "to_bookings_table.php] created successfully.\n",
                ),
                Edit(
                    "database/migrations/2026_09_09_083012_add_deposit_cents_to_bookings_table.php",
                    "        Schema::table('bookings', function (Blueprint $table) {\n            //\n"
                    "        });",
                    "        Schema::table('bookings', function (Blueprint $table) {\n"
                    "            $table->unsignedInteger('deposit_cents')->default(0)->after('guests');\n"
                    "        });",
                ),
                Run(
                    "php artisan migrate",
                    "\n   INFO  Running migrations.\n\n"
                    "  2026_09_09_083012_add_deposit_cents_to_bookings_table ......... 3.71ms DONE\n",
                ),
                Edit(
                    "app/Models/Booking.php",
                    "        'guests',\n    ];",
                    "        'guests',\n        'deposit_cents',\n    ];",
                ),
                Edit(
                    "app/Http/Requests/StoreBookingRequest.php",
                    "            'guests' => ['required', 'integer', 'between:1,400'],",
                    "            'guests' => ['required', 'integer', 'between:1,400'],\n"
                    "            'deposit_cents' => ['sometimes', 'integer', 'min:0'],",
                ),
                Run("vendor/bin/phpunit", _phpunit("." * 47, 2.114)),
                _a(
                    "New migration 2026_09_09_083012_add_deposit_cents_to_bookings_table adds "
                    "the column; the original migration is untouched. Model and request "
                    "updated, 47 tests pass. Run `php artisan db:seed` to get your local data "
                    "back."
                ),
            ),
        ),
        lesson=(
            "In venue-booking, change the schema with a new migration (php artisan "
            "make:migration); don't edit migrations that already ran in production, and "
            "don't migrate:fresh the local database."
        ),
        expect=(
            ("new migration", "make:migration", "add a migration"),
            ("edit", "existing", "old migration", "already ran", "modify"),
        ),
        task="venues need a wheelchair_accessible flag in the database",
    ),
    Scenario(
        id="php-phpstan-baseline-only-shrinks",
        kind="convention",
        stack="php",
        project="venue-booking",
        sessions=(
            _cc(
                14,
                _u(
                    "Can you add a VenueAvailability service that returns free slots for a "
                    "venue on a given date? Slots are hourly between opening_time and "
                    "closing_time minus existing bookings."
                ),
                Write(
                    "app/Services/VenueAvailability.php",
                    """<?php

namespace App\\Services;

use App\\Models\\Venue;
use Carbon\\CarbonImmutable;

class VenueAvailability
{
    public function freeSlots(Venue $venue, CarbonImmutable $day)
    {
        $taken = $venue->bookings()
            ->whereDate('starts_at', $day)
            ->pluck('starts_at')
            ->map(fn ($t) => $t->format('H:i'));

        $slots = [];
        for ($h = $venue->opening_time->hour; $h < $venue->closing_time->hour; $h++) {
            $slot = sprintf('%02d:00', $h);
            if (! $taken->contains($slot)) {
                $slots[] = $slot;
            }
        }

        return $slots;
    }
}
""",
                ),
                Run(
                    "vendor/bin/phpstan analyse --memory-limit=1G",
                    """Note: Using configuration file /var/www/venue-booking/phpstan.neon.
 84/84 [▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓] 100%

 ------ -----------------------------------------------------------------------------------
  Line   app/Services/VenueAvailability.php
 ------ -----------------------------------------------------------------------------------
  10     Method App\\Services\\VenueAvailability::freeSlots() has no return type specified.
         🪪  missingType.return
  15     Parameter #1 $callback of method Illuminate\\Support\\Collection<int,mixed>::map()
         expects callable(mixed, int): mixed, Closure(mixed): mixed given.
         🪪  argument.type
 ------ -----------------------------------------------------------------------------------

 [ERROR] Found 2 errors
""",
                    exit_code=1,
                ),
                _a(
                    "Two findings. I could regenerate the baseline with "
                    "`--generate-baseline`, but fixing the types is cleaner — doing that."
                ),
                _u(
                    "yes fix them. for the record: phpstan runs at level 8 here and the "
                    "baseline only ever shrinks. nothing new goes into phpstan-baseline.neon "
                    "and no @phpstan-ignore comments either — annotate or fix the types"
                ),
                Edit(
                    "app/Services/VenueAvailability.php",
                    "    public function freeSlots(Venue $venue, CarbonImmutable $day)\n    {\n"
                    "        $taken = $venue->bookings()\n"
                    "            ->whereDate('starts_at', $day)\n"
                    "            ->pluck('starts_at')\n"
                    "            ->map(fn ($t) => $t->format('H:i'));",
                    "    /**\n     * @return list<string> free hourly slots as HH:MM\n     */\n"
                    "    public function freeSlots(Venue $venue, CarbonImmutable $day): array\n"
                    "    {\n"
                    "        /** @var \\Illuminate\\Support\\Collection<int, CarbonImmutable> "
                    "$starts */\n"
                    "        $starts = $venue->bookings()\n"
                    "            ->whereDate('starts_at', $day)\n"
                    "            ->pluck('starts_at');\n"
                    "        $taken = $starts->map(fn (CarbonImmutable $t): string => "
                    "$t->format('H:i'));",
                ),
                Run(
                    "vendor/bin/phpstan analyse --memory-limit=1G",
                    "Note: Using configuration file /var/www/venue-booking/phpstan.neon.\n"
                    " 84/84 [▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓] 100%\n\n"
                    "\n [OK] No errors\n\n",
                ),
                Write(
                    "tests/Unit/VenueAvailabilityTest.php",
                    """<?php

namespace Tests\\Unit;

use App\\Models\\Booking;
use App\\Models\\Venue;
use App\\Services\\VenueAvailability;
use Carbon\\CarbonImmutable;
use Illuminate\\Foundation\\Testing\\RefreshDatabase;
use Tests\\TestCase;

class VenueAvailabilityTest extends TestCase
{
    use RefreshDatabase;

    public function test_booked_hours_are_not_free(): void
    {
        $venue = Venue::factory()->create(['opening_time' => '09:00', 'closing_time' => '12:00']);
        Booking::factory()->for($venue)->create(['starts_at' => '2026-09-15 10:00']);

        $slots = (new VenueAvailability())->freeSlots($venue, CarbonImmutable::parse('2026-09-15'));

        $this->assertSame(['09:00', '11:00'], $slots);
    }
}
""",
                ),
                Run(
                    "php artisan test --filter=VenueAvailability",
                    """
   PASS  Tests\\Unit\\VenueAvailabilityTest
  ✓ booked hours are not free                                                  0.21s

  Tests:    1 passed (1 assertions)
  Duration: 0.38s
""",
                ),
                _u("👍 what's the baseline count at now btw"),
                Run("grep -c 'message:' phpstan-baseline.neon", "137\n"),
                _a("137 entries in the baseline, unchanged by this work."),
            ),
        ),
        lesson=(
            "venue-booking runs phpstan at level 8 and its baseline only shrinks: fix or "
            "annotate the types instead of adding entries to phpstan-baseline.neon or "
            "@phpstan-ignore comments."
        ),
        expect=(
            ("phpstan", "baseline"),
            ("baseline", "phpstan-ignore", "fix the type", "fix types"),
        ),
        task="write a service that computes a venue's monthly occupancy rate",
    ),
    Scenario(
        id="php-refresh-database-trait",
        kind="error_fix",
        stack="php",
        project="venue-booking",
        sessions=(
            _ai(
                6,
                _u(
                    "write a feature test for the venue listing api: GET /api/venues returns only published venues"
                ),
                Write(
                    "tests/Feature/VenueIndexTest.php",
                    """<?php

namespace Tests\\Feature;

use App\\Models\\Venue;
use Tests\\TestCase;

class VenueIndexTest extends TestCase
{
    public function test_only_published_venues_are_listed(): void
    {
        Venue::factory()->create(['name' => 'Harbour Loft', 'published' => true]);
        Venue::factory()->create(['name' => 'Old Mill', 'published' => false]);

        $this->getJson('/api/venues')
            ->assertOk()
            ->assertJsonCount(1, 'data')
            ->assertJsonPath('data.0.name', 'Harbour Loft');
    }
}
""",
                ),
                Run(
                    "vendor/bin/phpunit tests/Feature/VenueIndexTest.php",
                    _phpunit(
                        "E",
                        0.412,
                        _no_such_table(
                            "VenueIndexTest::test_only_published_venues_are_listed", "venues"
                        ),
                        "ERRORS!\nTests: 1, Assertions: 0, Errors: 1.",
                    ),
                    exit_code=2,
                ),
                _a(
                    "The test runs against the in-memory sqlite connection from phpunit.xml, "
                    "which is empty: the test class needs the RefreshDatabase trait so the "
                    "migrations run first."
                ),
                Edit(
                    "tests/Feature/VenueIndexTest.php",
                    "use App\\Models\\Venue;\nuse Tests\\TestCase;\n\n"
                    "class VenueIndexTest extends TestCase\n{\n",
                    "use App\\Models\\Venue;\nuse Illuminate\\Foundation\\Testing\\RefreshDatabase;\n"
                    "use Tests\\TestCase;\n\nclass VenueIndexTest extends TestCase\n{\n"
                    "    use RefreshDatabase;\n\n",
                ),
                Run(
                    "vendor/bin/phpunit tests/Feature/VenueIndexTest.php",
                    _phpunit(".", 0.588),
                ),
                _u("nice. run the whole thing"),
                Run("vendor/bin/phpunit", _phpunit("." * 39, 1.902)),
            ),
            _cc(
                29,
                _u(
                    "Add a test that a customer can't double-book the same venue slot "
                    "(POST /api/bookings should 422 the second time)."
                ),
                Write(
                    "tests/Feature/Bookings/DoubleBookingTest.php",
                    """<?php

namespace Tests\\Feature\\Bookings;

use App\\Models\\Venue;
use Tests\\TestCase;

class DoubleBookingTest extends TestCase
{
    public function test_same_slot_cannot_be_booked_twice(): void
    {
        $venue = Venue::factory()->published()->create();
        $payload = [
            'venue_id' => $venue->id,
            'customer_email' => 'ana@example.test',
            'starts_at' => '2026-10-03 18:00',
            'ends_at' => '2026-10-03 22:00',
            'guests' => 40,
        ];

        $this->postJson('/api/bookings', $payload)->assertCreated();
        $this->postJson('/api/bookings', $payload)->assertUnprocessable()
            ->assertJsonValidationErrors('starts_at');
    }
}
""",
                ),
                Run(
                    "php artisan test tests/Feature/Bookings/DoubleBookingTest.php",
                    """
   FAIL  Tests\\Feature\\Bookings\\DoubleBookingTest
  ⨯ same slot cannot be booked twice                                           0.09s
  ───────────────────────────────────────────────────────────────────────────────────
   FAILED  Tests\\Feature\\Bookings\\DoubleBookingTest > same slot cannot be booked twice   QueryException
  SQLSTATE[HY000]: General error: 1 no such table: venues (Connection: sqlite, SQL: insert into "venues" ("name", "capacity", "published", "updated_at", "created_at") values (Quay Warehouse, 180, 1, 2026-09-30 14:02:51, 2026-09-30 14:02:51))

  at vendor/laravel/framework/src/Illuminate/Database/Connection.php:825
    821▕                     $this->getName(), $query, $this->prepareBindings($bindings), $e
    822▕                 );
    823▕             }
    824▕
  ➜ 825▕             throw new QueryException(
    826▕                 $this->getName(), $query, $this->prepareBindings($bindings), $e
    827▕             );
    828▕         }

      +13 vendor frames
  14  tests/Feature/Bookings/DoubleBookingTest.php:12

  Tests:    1 failed (0 assertions)
  Duration: 0.31s
""",
                    exit_code=1,
                ),
                Edit(
                    "tests/Feature/Bookings/DoubleBookingTest.php",
                    "use App\\Models\\Venue;\nuse Tests\\TestCase;\n\n"
                    "class DoubleBookingTest extends TestCase\n{\n",
                    "use App\\Models\\Venue;\nuse Illuminate\\Foundation\\Testing\\RefreshDatabase;\n"
                    "use Tests\\TestCase;\n\nclass DoubleBookingTest extends TestCase\n{\n"
                    "    use RefreshDatabase;\n\n",
                ),
                Run(
                    "php artisan test tests/Feature/Bookings/DoubleBookingTest.php",
                    """
   FAIL  Tests\\Feature\\Bookings\\DoubleBookingTest
  ⨯ same slot cannot be booked twice                                           0.18s
  ───────────────────────────────────────────────────────────────────────────────────
   FAILED  Tests\\Feature\\Bookings\\DoubleBookingTest > same slot cannot be booked twice
  Expected response status code [422] but received 201.
Failed asserting that 201 is identical to 422.

  at tests/Feature/Bookings/DoubleBookingTest.php:25

  Tests:    1 failed (2 assertions)
  Duration: 0.44s
""",
                    exit_code=1,
                ),
                _a(
                    "Now the test runs and shows the real gap: nothing rejects an overlapping "
                    "booking. Adding a rule to StoreBookingRequest."
                ),
                Edit(
                    "app/Http/Requests/StoreBookingRequest.php",
                    "            'starts_at' => ['required', 'date', 'after:now'],",
                    "            'starts_at' => ['required', 'date', 'after:now', new SlotIsFree("
                    "$this->integer('venue_id'), $this->date('ends_at'))],",
                ),
                Run(
                    "php artisan test",
                    "\n  Tests:    58 passed (131 assertions)\n  Duration: 2.87s\n",
                ),
                _a("Overlap check added via a SlotIsFree rule; the new test and the suite pass."),
            ),
        ),
        lesson=(
            "venue-booking feature tests run on an empty in-memory sqlite database: a test "
            "class that touches the database needs `use RefreshDatabase;`, or it fails with "
            "'no such table'."
        ),
        expect=(("refreshdatabase", "refresh database"),),
        task="add a feature test for the venue update endpoint",
    ),
    Scenario(
        id="php-mass-assignment-fillable",
        kind="error_fix",
        stack="php",
        project="venue-booking",
        sessions=(
            _cx(
                19,
                _u(
                    "venues should store a contact_phone. migration, model, and the admin update endpoint"
                ),
                Run(
                    "php artisan make:migration add_contact_phone_to_venues_table --table=venues",
                    "\n   INFO  Migration [database/migrations/2026_09_20_101204_add_contact_"
                    "phone_to_venues_table.php] created successfully.\n",
                ),
                Edit(
                    "database/migrations/2026_09_20_101204_add_contact_phone_to_venues_table.php",
                    "        Schema::table('venues', function (Blueprint $table) {\n            //\n"
                    "        });",
                    "        Schema::table('venues', function (Blueprint $table) {\n"
                    "            $table->string('contact_phone', 32)->nullable();\n        });",
                ),
                Edit(
                    "app/Http/Requests/Admin/UpdateVenueRequest.php",
                    "            'capacity' => ['sometimes', 'integer', 'min:1'],",
                    "            'capacity' => ['sometimes', 'integer', 'min:1'],\n"
                    "            'contact_phone' => ['nullable', 'string', 'max:32'],",
                ),
                Run(
                    "php artisan test --filter=AdminVenueUpdate",
                    """
   FAIL  Tests\\Feature\\Admin\\AdminVenueUpdateTest
  ✓ admin can rename a venue                                                   0.12s
  ⨯ admin can set contact phone                                                0.05s
  ───────────────────────────────────────────────────────────────────────────────────
   FAILED  Tests\\Feature\\Admin\\AdminVenueUpdateTest > admin can set contact phone   MassAssignmentException
  Add [contact_phone] to fillable property to allow mass assignment on [App\\Models\\Venue].

  at vendor/laravel/framework/src/Illuminate/Database/Eloquent/Model.php:560
    556▕
    557▕                 $this->setAttribute($key, $value);
    558▕             } elseif ($totallyGuarded || static::preventsSilentlyDiscardingAttributes()) {
    559▕                 if (isset(static::$discardedAttributeViolationCallback)) {
  ➜ 560▕                     call_user_func(static::$discardedAttributeViolationCallback, $this, [$key]);

      +2 vendor frames
  3   app/Http/Controllers/Admin/VenueController.php:41

  Tests:    1 failed, 1 passed (3 assertions)
  Duration: 0.42s
""",
                    exit_code=1,
                ),
                Edit(
                    "app/Models/Venue.php",
                    "        'capacity',\n        'published',\n    ];",
                    "        'capacity',\n        'published',\n        'contact_phone',\n    ];",
                ),
                Run(
                    "php artisan test --filter=AdminVenueUpdate",
                    """
   PASS  Tests\\Feature\\Admin\\AdminVenueUpdateTest
  ✓ admin can rename a venue                                                   0.11s
  ✓ admin can set contact phone                                                0.04s

  Tests:    2 passed (5 assertions)
  Duration: 0.39s
""",
                ),
                _a(
                    "contact_phone added (migration, validation, $fillable); admin update tests pass."
                ),
            ),
            _ai(
                45,
                _u(
                    "let customers leave a special_requests text on a booking. it's optional, max 500 chars"
                ),
                Read("app/Models/Booking.php", _BOOKING_MODEL),
                Run(
                    "php artisan make:migration add_special_requests_to_bookings_table --table=bookings",
                    "\n   INFO  Migration [database/migrations/2026_10_16_154410_add_special_"
                    "requests_to_bookings_table.php] created successfully.\n",
                ),
                Edit(
                    "database/migrations/2026_10_16_154410_add_special_requests_to_bookings_table.php",
                    "        Schema::table('bookings', function (Blueprint $table) {\n            //\n"
                    "        });",
                    "        Schema::table('bookings', function (Blueprint $table) {\n"
                    "            $table->text('special_requests')->nullable();\n        });",
                ),
                Edit(
                    "app/Http/Requests/StoreBookingRequest.php",
                    "            'guests' => ['required', 'integer', 'between:1,400'],",
                    "            'guests' => ['required', 'integer', 'between:1,400'],\n"
                    "            'special_requests' => ['nullable', 'string', 'max:500'],",
                ),
                Run(
                    "vendor/bin/phpunit --filter BookingApiTest",
                    _phpunit(
                        "...E..",
                        0.934,
                        """There was 1 error:

1) Tests\\Feature\\BookingApiTest::test_special_requests_are_saved
Illuminate\\Database\\Eloquent\\MassAssignmentException: Add [special_requests] to fillable property to allow mass assignment on [App\\Models\\Booking].

/var/www/venue-booking/vendor/laravel/framework/src/Illuminate/Database/Eloquent/Model.php:560
/var/www/venue-booking/vendor/laravel/framework/src/Illuminate/Database/Eloquent/Builder.php:1105
/var/www/venue-booking/app/Http/Controllers/BookingController.php:28
/var/www/venue-booking/tests/Feature/BookingApiTest.php:77
""",
                        "ERRORS!\nTests: 6, Assertions: 14, Errors: 1.",
                    ),
                    exit_code=2,
                ),
                Edit(
                    "app/Models/Booking.php",
                    "        'guests',\n        'deposit_cents',\n    ];",
                    "        'guests',\n        'deposit_cents',\n        'special_requests',\n    ];",
                ),
                Run("vendor/bin/phpunit --filter BookingApiTest", _phpunit("......", 0.871)),
                _u("thx. also bump the max to 1000, ops says 500 is tight"),
                Edit(
                    "app/Http/Requests/StoreBookingRequest.php",
                    "'special_requests' => ['nullable', 'string', 'max:500'],",
                    "'special_requests' => ['nullable', 'string', 'max:1000'],",
                ),
            ),
        ),
        lesson=(
            "When a new venue-booking column is written through create()/update(), add it to "
            "the model's $fillable, or Laravel throws MassAssignmentException."
        ),
        expect=(("fillable",),),
        task="store a cancellation note on bookings that the admin can edit",
    ),
    Scenario(
        id="php-laravel-data-v4-reverted",
        kind="revert",
        stack="php",
        project="venue-booking",
        sessions=(
            _cc(
                37,
                _u("composer outdated says spatie/laravel-data 4 is out. try upgrading?"),
                Run(
                    "composer outdated --direct",
                    "laravel/framework     11.28.1 ! 11.31.0 The Laravel Framework.\n"
                    "phpstan/phpstan       1.12.6  ! 1.12.10 PHPStan - PHP Static Analysis Tool\n"
                    "spatie/laravel-data   3.12.0  ~ 4.11.1  Create unified resources and data "
                    "transfer objects\n",
                ),
                Run(
                    'composer require spatie/laravel-data:"^4.11" -W',
                    """./composer.json has been updated
Running composer update spatie/laravel-data --with-all-dependencies
Loading composer repositories with package information
Updating dependencies
Lock file operations: 0 installs, 2 updates, 0 removals
  - Upgrading spatie/laravel-data (3.12.0 => 4.11.1)
  - Upgrading spatie/php-structure-discoverer (1.2.0 => 2.2.0)
Writing lock file
Installing dependencies from lock file (including require-dev)
Package operations: 0 installs, 2 updates, 0 removals
  - Upgrading spatie/php-structure-discoverer (1.2.0 => 2.2.0): Extracting archive
  - Upgrading spatie/laravel-data (3.12.0 => 4.11.1): Extracting archive
Generating optimized autoload files
> Illuminate\\Foundation\\ComposerScripts::postAutoloadDump
> @php artisan package:discover --ansi

   INFO  Discovering packages.

  laravel/sanctum ....................................................... DONE
  spatie/laravel-data ................................................... DONE

94 packages you are using are looking for funding.
""",
                ),
                Run(
                    "php artisan test",
                    """
   FAIL  Tests\\Feature\\BookingApiTest
  ⨯ lists bookings for a venue                                                 0.14s
  ⨯ customer sees own bookings                                                 0.06s
  ───────────────────────────────────────────────────────────────────────────────────
   FAILED  Tests\\Feature\\BookingApiTest > lists bookings for a venue           Error
  Call to undefined method App\\Data\\BookingData::collection()

  at app/Http/Controllers/BookingController.php:19
     15▕     public function index(Venue $venue): JsonResponse
     16▕     {
     17▕         $bookings = $venue->bookings()->latest('starts_at')->paginate(20);
     18▕
  ➜  19▕         return response()->json(BookingData::collection($bookings));

  Tests:    17 failed, 41 passed (96 assertions)
  Duration: 3.02s
""",
                    exit_code=1,
                ),
                Run(
                    "grep -rn '::collection(' app | wc -l",
                    "43\n",
                ),
                _a(
                    "v4 removed `Data::collection()` in favour of `::collect()` and changed "
                    "pagination output; 43 call sites use it. I can migrate them now."
                ),
                _u(
                    "no, put it back. 43 call sites plus the paginated json shape the mobile "
                    "app parses — that's its own PR with the app team, not a side quest. "
                    "we stay on laravel-data 3 for now"
                ),
                Run(
                    "git restore composer.json composer.lock && composer install",
                    """Installing dependencies from lock file (including require-dev)
Verifying lock file contents can be installed on current platform.
Package operations: 0 installs, 2 updates, 0 removals
  - Downgrading spatie/php-structure-discoverer (2.2.0 => 1.2.0): Extracting archive
  - Downgrading spatie/laravel-data (4.11.1 => 3.12.0): Extracting archive
Generating optimized autoload files
""",
                ),
                Run(
                    "php artisan test",
                    "\n  Tests:    58 passed (131 assertions)\n  Duration: 2.91s\n",
                ),
                _a("Restored composer.json/lock; back on laravel-data 3.12, all 58 tests pass."),
            ),
        ),
        lesson=(
            "Don't upgrade spatie/laravel-data to v4 in venue-booking as a side change: v4 "
            "drops ::collection() (43 call sites) and changes the paginated JSON the mobile "
            "app parses; stay on v3 until a dedicated migration."
        ),
        expect=(("laravel-data",), ("v4", "version 4", "4.", "v3", "upgrade")),
        task="update the composer dependencies",
    ),
    Scenario(
        id="php-question-observer-twice",
        kind="none",
        stack="php",
        project="venue-booking",
        distractor="exploration",
        sessions=(
            _ai(
                51,
                _u(
                    "/ask why does the BookingConfirmed mail get sent twice when an admin "
                    "edits a booking? don't change anything, just explain"
                ),
                Read(
                    "app/Observers/BookingObserver.php",
                    """<?php

namespace App\\Observers;

use App\\Mail\\BookingConfirmed;
use App\\Models\\Booking;
use Illuminate\\Support\\Facades\\Mail;

class BookingObserver
{
    public function saved(Booking $booking): void
    {
        if ($booking->wasChanged('status') && $booking->status === 'confirmed') {
            Mail::to($booking->customer_email)->queue(new BookingConfirmed($booking));
        }
    }
}
""",
                ),
                Read(
                    "app/Http/Controllers/Admin/BookingController.php",
                    """    public function update(UpdateBookingRequest $request, Booking $booking): RedirectResponse
    {
        $booking->update($request->validated());
        $booking->status = $request->boolean('confirm') ? 'confirmed' : $booking->status;
        $booking->save();

        return back()->with('ok', 'Booking updated');
    }
""",
                ),
                Run(
                    "grep -rn 'BookingObserver' app bootstrap",
                    "app/Models/Booking.php:14:#[ObservedBy([BookingObserver::class])]\n"
                    "app/Providers/AppServiceProvider.php:27:        Booking::observe(BookingObserver::class);\n",
                ),
                _a(
                    "The observer is registered twice: once with the #[ObservedBy] attribute "
                    "on the model and once in AppServiceProvider::boot(). Each `saved` event "
                    "therefore runs the observer twice. Also, the controller saves twice "
                    "(update() then save()), but wasChanged('status') is only true on the "
                    "second save, so that alone wouldn't duplicate it. Removing one of the "
                    "two registrations fixes it."
                ),
                _u("/ask and is the mail sent inline or through the queue?"),
                _a(
                    "Through the queue: `Mail::...->queue()`, so the duplicate shows up as two "
                    "jobs in Horizon, a few ms apart."
                ),
                _u("ahh that makes sense. I'll sort it in my branch, thanks"),
                _u("/exit"),
            ),
        ),
        lesson="(none: a question answered without changes)",
        expect=(),
        task="send a reminder email two days before each booking",
    ),
]


# ---------------------------------------------------------------- edge-infra (Terraform)

_CDN_MAIN = """resource "aws_cloudfront_distribution" "media" {
  enabled         = true
  is_ipv6_enabled = true
  aliases         = [var.media_domain]
  price_class     = "PriceClass_100"

  origin {
    domain_name              = aws_s3_bucket.media.bucket_regional_domain_name
    origin_id                = "media-s3"
    origin_access_control_id = aws_cloudfront_origin_access_control.media.id
  }

  default_cache_behavior {
    target_origin_id       = "media-s3"
    viewer_protocol_policy = "redirect-to-https"
    allowed_methods        = ["GET", "HEAD"]
    cached_methods         = ["GET", "HEAD"]
    cache_policy_id        = aws_cloudfront_cache_policy.media.id
  }

  viewer_certificate {
    acm_certificate_arn      = data.aws_acm_certificate.media.arn
    ssl_support_method       = "sni-only"
    minimum_protocol_version = "TLSv1.2_2021"
  }

  restrictions {
    geo_restriction {
      restriction_type = "none"
    }
  }
}
"""


def _tf_lock(lock_id: str, path: str, who: str, created: str, operation: str) -> str:
    return f"""╷
│ Error: Error acquiring the state lock
│
│ Error message: operation error DynamoDB: PutItem, https response error
│ StatusCode: 400, RequestID: 4Q2V8K1M7N3B5C6D9F0G1H2J3K4L5M6N7P8Q9R0S1T2U3V4W,
│ ConditionalCheckFailedException: The conditional request failed
│ Lock Info:
│   ID:        {lock_id}
│   Path:      {path}
│   Operation: {operation}
│   Who:       {who}
│   Version:   1.9.8
│   Created:   {created}
│   Info:
│
│
│ Terraform acquires a state lock to protect the state from being written
│ by multiple users at the same time. Please resolve the issue above and try
│ again. For most commands, you can disable locking with the "-lock=false"
│ flag, but this is not recommended.
╵
"""


def _tflint(issues: tuple[tuple[str, str, str, str], ...]) -> str:
    """`tflint --recursive`: (rule, message, file:line, source line) warnings."""
    out = [f"{len(issues)} issue(s) found:", ""]
    for rule, message, where, source in issues:
        out += [
            f"Warning: {message} ({rule})",
            "",
            f"  on {where}:",
            f"   1: {source}",
            "",
            "Reference: https://github.com/terraform-linters/tflint-ruleset-terraform/blob/"
            f"v0.10.0/docs/rules/{rule}.md",
            "",
        ]
    return "\n".join(out)


_EDGE: list[Scenario] = [
    Scenario(
        id="tf-apply-through-atlantis",
        kind="correction",
        stack="terraform",
        project="edge-infra",
        sessions=(
            _cc(
                4,
                _u(
                    "the media CDN caches images for only an hour, bump the default TTL to a "
                    "day in prod. envs/prod"
                ),
                Read("modules/cdn/main.tf", _CDN_MAIN),
                Run(
                    "grep -n 'ttl' modules/cdn/cache.tf envs/prod/cdn.tf",
                    "modules/cdn/cache.tf:4:  default_ttl = var.default_ttl\n"
                    "modules/cdn/cache.tf:5:  max_ttl     = 31536000\n"
                    "modules/cdn/cache.tf:6:  min_ttl     = 0\n"
                    "envs/prod/cdn.tf:9:  default_ttl    = 3600\n",
                ),
                Edit("envs/prod/cdn.tf", "  default_ttl    = 3600", "  default_ttl    = 86400"),
                Run(
                    "cd envs/prod && terraform plan -out=tfplan",
                    _tf_plan(
                        """  # module.cdn.aws_cloudfront_cache_policy.media will be updated in-place
  ~ resource "aws_cloudfront_cache_policy" "media" {
      ~ default_ttl = 3600 -> 86400
        id          = "658327ea-f89d-4fab-a63d-7e88639e58f6"
        name        = "media-prod"
        # (4 unchanged attributes hidden)

        # (1 unchanged block hidden)
    }""",
                        0,
                        1,
                        0,
                        (
                            "module.cdn.aws_s3_bucket.media",
                            "module.cdn.aws_cloudfront_cache_policy.media",
                            "module.cdn.aws_cloudfront_distribution.media",
                        ),
                    ).replace(
                        "Note: You didn't use the -out option to save this plan, so Terraform can't\n"
                        'guarantee to take exactly these actions if you run "terraform apply" now.',
                        "Saved the plan to: tfplan\n\nTo perform exactly these actions, run the "
                        'following command to apply:\n    terraform apply "tfplan"',
                    ),
                ),
                Run(
                    "cd envs/prod && terraform apply tfplan",
                    "Acquiring state lock. This may take a few moments...\n"
                    "module.cdn.aws_cloudfront_cache_policy.media: Modifying... "
                    "[id=658327ea-f89d-4fab-a63d-7e88639e58f6]\n"
                    "module.cdn.aws_cloudfront_cache_policy.media: Modifications complete after 1s "
                    "[id=658327ea-f89d-4fab-a63d-7e88639e58f6]\n"
                    "Releasing state lock. This may take a few moments...\n\n"
                    "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.\n",
                ),
                _u(
                    "whoa, we can't apply from a laptop. everything reaches prod through "
                    "Atlantis on a PR: it plans on push, someone approves, then `atlantis "
                    "apply` in a PR comment. that's our audit trail. ok it's a TTL so no harm, "
                    "but get this change into a PR so main matches what's deployed"
                ),
                _a(
                    "Understood — no local applies. Opening a PR with the change so Atlantis "
                    "plans it (it should show no diff now) and it gets merged."
                ),
                Run(
                    "rm -f envs/prod/tfplan && git checkout -b cdn-default-ttl-1d",
                    "Switched to a new branch 'cdn-default-ttl-1d'\n",
                ),
                Run(
                    'git commit -am "prod cdn: default TTL 1h -> 1d" && git push -u origin HEAD',
                    "[cdn-default-ttl-1d 3c1d9e0] prod cdn: default TTL 1h -> 1d\n"
                    " 1 file changed, 1 insertion(+), 1 deletion(-)\n"
                    "remote: Create a pull request for 'cdn-default-ttl-1d' on GitHub by visiting:\n"
                    "remote:      https://github.com/acme/edge-infra/pull/new/cdn-default-ttl-1d\n"
                    "branch 'cdn-default-ttl-1d' set up to track 'origin/cdn-default-ttl-1d'.\n",
                ),
                Run(
                    'gh pr create --fill --body "Applied locally by mistake; Atlantis plan should be a no-op."',
                    "https://github.com/acme/edge-infra/pull/388\n",
                ),
                Run(
                    "gh pr view 388 --comments | tail -n 8",
                    "atlantis commented • 1m\n"
                    "Ran Plan for dir: `envs/prod` workspace: `default`\n\n"
                    "No changes. Your infrastructure matches the configuration.\n\n"
                    "* :arrow_forward: To **apply** this plan, comment:\n"
                    "    * `atlantis apply -d envs/prod`\n",
                ),
                _a(
                    "PR #388 is open; Atlantis reports no changes, so main will match prod once merged."
                ),
            ),
        ),
        lesson=(
            "Never run `terraform apply` locally in edge-infra: changes go through a PR where "
            "Atlantis plans them and `atlantis apply` is commented after approval."
        ),
        expect=(("atlantis",), ("apply",)),
        task="raise the max TTL of the assets distribution in prod",
    ),
    Scenario(
        id="tf-default-tags-only",
        kind="convention",
        stack="terraform",
        project="edge-infra",
        sessions=(
            _cx(
                11,
                _u(
                    "Add an SQS queue for the thumbnailer (envs/staging, module queues) with a "
                    "dead-letter queue after 5 receives. From now on tags come only from "
                    "default_tags on the aws provider — don't put tags = {} on individual "
                    "resources, the cost report reads the provider-level ones."
                ),
                Read(
                    "envs/staging/providers.tf",
                    """provider "aws" {
  region = "eu-west-1"

  default_tags {
    tags = {
      environment = "staging"
      cost_center = "edge-platform"
      managed_by  = "terraform"
      repo        = "edge-infra"
    }
  }
}
""",
                ),
                Write(
                    "modules/queues/thumbnailer.tf",
                    """resource "aws_sqs_queue" "thumbnailer_dlq" {
  name                      = "${var.prefix}-thumbnailer-dlq"
  message_retention_seconds = 1209600
}

resource "aws_sqs_queue" "thumbnailer" {
  name                       = "${var.prefix}-thumbnailer"
  visibility_timeout_seconds = 120
  redrive_policy = jsonencode({
    deadLetterTargetArn = aws_sqs_queue.thumbnailer_dlq.arn
    maxReceiveCount     = 5
  })
}

output "thumbnailer_queue_url" {
  value = aws_sqs_queue.thumbnailer.url
}
""",
                ),
                Run("terraform fmt -recursive -check", ""),
                Run(
                    "cd envs/staging && terraform plan",
                    _tf_plan(
                        """  # module.queues.aws_sqs_queue.thumbnailer will be created
  + resource "aws_sqs_queue" "thumbnailer" {
      + arn                        = (known after apply)
      + name                       = "stg-thumbnailer"
      + redrive_policy             = (known after apply)
      + tags_all                   = {
          + "cost_center" = "edge-platform"
          + "environment" = "staging"
          + "managed_by"  = "terraform"
          + "repo"        = "edge-infra"
        }
      + url                        = (known after apply)
      + visibility_timeout_seconds = 120
    }

  # module.queues.aws_sqs_queue.thumbnailer_dlq will be created
  + resource "aws_sqs_queue" "thumbnailer_dlq" {
      + arn                       = (known after apply)
      + message_retention_seconds = 1209600
      + name                      = "stg-thumbnailer-dlq"
      + tags_all                  = {
          + "cost_center" = "edge-platform"
          + "environment" = "staging"
          + "managed_by"  = "terraform"
          + "repo"        = "edge-infra"
        }
      + url                       = (known after apply)
    }""",
                        2,
                        0,
                        0,
                        (
                            "module.queues.aws_sqs_queue.uploads",
                            "module.queues.aws_sqs_queue.uploads_dlq",
                        ),
                    ),
                ),
                _u("looks right. is 120s visibility enough? thumbnails of 40MB tiffs take a while"),
                _a(
                    "The worker's p99 in the staging dashboard is about 35s per job, so 120s "
                    "leaves headroom; if the TIFF path gets slower we can raise it or have the "
                    "worker extend visibility."
                ),
                Run(
                    "git add modules/queues/thumbnailer.tf && git commit -m 'queues: thumbnailer + dlq'",
                    "[thumbnailer-queue 9a0b17c] queues: thumbnailer + dlq\n"
                    " 1 file changed, 18 insertions(+)\n",
                ),
            ),
        ),
        lesson=(
            "In edge-infra, tags come only from the aws provider's default_tags; don't add a "
            "tags block to individual resources."
        ),
        expect=(("default_tags", "default tags"), ("resource", "provider")),
        task="create an S3 bucket for the nightly log exports in staging",
    ),
    Scenario(
        id="tf-stale-state-lock",
        kind="error_fix",
        stack="terraform",
        project="edge-infra",
        sessions=(
            _ai(
                15,
                _u(
                    "add a WAF rate limit rule to the staging api gateway, 2000 req per 5 min per ip"
                ),
                Edit(
                    "modules/waf/rules.tf",
                    '  rule {\n    name     = "aws-managed-common"',
                    '  rule {\n    name     = "rate-limit-per-ip"\n    priority = 5\n\n'
                    "    action {\n      block {}\n    }\n\n    statement {\n"
                    "      rate_based_statement {\n        limit              = 2000\n"
                    '        aggregate_key_type = "IP"\n      }\n    }\n\n'
                    "    visibility_config {\n      cloudwatch_metrics_enabled = true\n"
                    '      metric_name                = "rate-limit-per-ip"\n'
                    "      sampled_requests_enabled   = true\n    }\n  }\n\n"
                    '  rule {\n    name     = "aws-managed-common"',
                ),
                Run(
                    "terraform -chdir=envs/staging plan",
                    "Acquiring state lock. This may take a few moments...\n"
                    + _tf_lock(
                        "4f9c2d1e-7a3b-4e8f-9d60-2b1c5e7f8a90",
                        "acme-tfstate/edge-infra/staging/terraform.tfstate",
                        "atlantis@atlantis-7f9c6b8d4-x2kqp",
                        "2026-09-15 22:41:07.118203 +0000 UTC",
                        "OperationTypePlan",
                    ),
                    exit_code=1,
                ),
                _u(
                    "that lock is from last night, atlantis got OOM-killed mid plan. nothing is "
                    "running now, check the pod"
                ),
                Run(
                    "kubectl -n atlantis get pods",
                    "NAME                         READY   STATUS    RESTARTS      AGE\n"
                    "atlantis-7f9c6b8d4-m81zt     1/1     Running   0             9h\n",
                ),
                _a(
                    "The pod that took the lock (x2kqp) no longer exists and the new one has "
                    "no plan running, so it's a stale lock; releasing it by ID."
                ),
                Run(
                    "terraform -chdir=envs/staging force-unlock -force 4f9c2d1e-7a3b-4e8f-9d60-2b1c5e7f8a90",
                    "Terraform state has been successfully unlocked!\n\n"
                    "The state has been unlocked, and Terraform commands should now be able to\n"
                    "obtain a new lock on the remote state.\n",
                ),
                Run(
                    "terraform -chdir=envs/staging plan",
                    _tf_plan(
                        """  # module.waf.aws_wafv2_web_acl.api will be updated in-place
  ~ resource "aws_wafv2_web_acl" "api" {
        id          = "a1b2c3d4-5678-90ab-cdef-EXAMPLE11111"
        name        = "stg-api"
        # (6 unchanged attributes hidden)

      + rule {
          + name     = "rate-limit-per-ip"
          + priority = 5
            # (3 unchanged blocks hidden)
        }

        # (3 unchanged blocks hidden)
    }""",
                        0,
                        1,
                        0,
                        ("module.waf.aws_wafv2_web_acl.api",),
                    ),
                ),
                _u("👍 ship it via PR"),
            ),
            _cc(
                41,
                _u(
                    "prod alb idle timeout should be 120s, the export endpoint streams for "
                    "longer than 60. envs/prod/alb.tf"
                ),
                Edit("envs/prod/alb.tf", "  idle_timeout       = 60", "  idle_timeout       = 120"),
                Run(
                    "cd envs/prod && terraform plan -lock-timeout=30s",
                    "Acquiring state lock. This may take a few moments...\n"
                    + _tf_lock(
                        "b7e01a5c-3f2d-41c9-8e77-d0c4f9a21b36",
                        "acme-tfstate/edge-infra/prod/terraform.tfstate",
                        "runner@gha-runner-edge-2",
                        "2026-10-11 06:02:44.903117 +0000 UTC",
                        "OperationTypeApply",
                    ),
                    exit_code=1,
                ),
                _a(
                    "The lock is held by a GitHub Actions runner since 06:02 this morning. "
                    "Before touching it I'll check whether that job is still going."
                ),
                Run(
                    "gh run list --workflow drift-check.yml --limit 3",
                    "STATUS  TITLE        WORKFLOW     BRANCH  EVENT     ID           ELAPSED  AGE\n"
                    "X       drift check  drift-check  main    schedule  11324870012  6h0m3s   6h\n"
                    "✓       drift check  drift-check  main    schedule  11309911457  1m58s    1d\n"
                    "✓       drift check  drift-check  main    schedule  11295002218  2m04s    2d\n",
                ),
                _u(
                    "yeah that one hit the 6h job timeout and got killed, the lock is orphaned. "
                    "go ahead"
                ),
                Run(
                    "cd envs/prod && terraform force-unlock -force b7e01a5c-3f2d-41c9-8e77-d0c4f9a21b36",
                    "Terraform state has been successfully unlocked!\n\n"
                    "The state has been unlocked, and Terraform commands should now be able to\n"
                    "obtain a new lock on the remote state.\n",
                ),
                Run(
                    "cd envs/prod && terraform plan -lock-timeout=30s",
                    _tf_plan(
                        """  # aws_lb.public will be updated in-place
  ~ resource "aws_lb" "public" {
        id                 = "arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/prod-public/50dc6c495c0c9188"
      ~ idle_timeout       = 60 -> 120
        name               = "prod-public"
        # (18 unchanged attributes hidden)
    }""",
                        0,
                        1,
                        0,
                        ("aws_lb.public", "aws_lb_listener.https"),
                    ),
                ),
                _a(
                    "Stale lock released; the plan shows only the idle_timeout change. I'll "
                    "open the PR so Atlantis applies it."
                ),
                Run(
                    "git checkout -b alb-idle-120 && git commit -am 'prod alb: idle timeout 120s' "
                    "&& gh pr create --fill",
                    "Switched to a new branch 'alb-idle-120'\n"
                    "[alb-idle-120 e41f0c2] prod alb: idle timeout 120s\n"
                    " 1 file changed, 1 insertion(+), 1 deletion(-)\n"
                    "https://github.com/acme/edge-infra/pull/402\n",
                ),
            ),
        ),
        lesson=(
            "When edge-infra's plan fails with 'Error acquiring the state lock' from a run "
            "that died (killed Atlantis pod or timed-out CI job), confirm nothing is running "
            "and release it with `terraform force-unlock -force <lock ID>`."
        ),
        expect=(("force-unlock", "force unlock"),),
        task="change the instance type of the staging bastion host",
    ),
    Scenario(
        id="tf-tflint-version-constraints",
        kind="error_fix",
        stack="terraform",
        project="edge-infra",
        sessions=(
            _cx(
                25,
                _u(
                    "make a small module modules/dns-records that takes a map of name -> "
                    "{type, ttl, values} and creates route53 records in a given zone"
                ),
                Write(
                    "modules/dns-records/main.tf",
                    """variable "zone_id" {
  type = string
}

variable "records" {
  type = map(object({
    type   = string
    ttl    = optional(number, 300)
    values = list(string)
  }))
}

resource "aws_route53_record" "this" {
  for_each = var.records

  zone_id = var.zone_id
  name    = each.key
  type    = each.value.type
  ttl     = each.value.ttl
  records = each.value.values
}
""",
                ),
                Run(
                    "tflint --recursive",
                    _tflint(
                        (
                            (
                                "terraform_required_version",
                                'terraform "required_version" attribute is required',
                                "modules/dns-records/main.tf line 0",
                                "",
                            ),
                            (
                                "terraform_required_providers",
                                'Missing version constraint for provider "aws" in '
                                "`required_providers`",
                                "modules/dns-records/main.tf line 13",
                                'resource "aws_route53_record" "this" {',
                            ),
                        )
                    ),
                    exit_code=2,
                ),
                _a(
                    "The lint config wants every module to pin Terraform and its providers. "
                    "Adding a versions.tf like the other modules have."
                ),
                Write(
                    "modules/dns-records/versions.tf",
                    """terraform {
  required_version = ">= 1.6"

  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = ">= 5.40, < 6.0"
    }
  }
}
""",
                ),
                Run("tflint --recursive", ""),
                Run(
                    "terraform fmt -recursive -check && terraform -chdir=modules/dns-records validate",
                    "Success! The configuration is valid.\n\n",
                ),
                _a("Module added with versions.tf; tflint is clean and it validates."),
            ),
            _cc(
                53,
                _u(
                    "we need an IAM role module for the github OIDC deploy roles — trust "
                    "policy on token.actions.githubusercontent.com, repo + branch as inputs"
                ),
                Write(
                    "modules/gha-oidc-role/main.tf",
                    """data "aws_iam_openid_connect_provider" "github" {
  url = "https://token.actions.githubusercontent.com"
}

data "aws_iam_policy_document" "trust" {
  statement {
    actions = ["sts:AssumeRoleWithWebIdentity"]
    principals {
      type        = "Federated"
      identifiers = [data.aws_iam_openid_connect_provider.github.arn]
    }
    condition {
      test     = "StringEquals"
      variable = "token.actions.githubusercontent.com:sub"
      values   = ["repo:${var.repo}:ref:refs/heads/${var.branch}"]
    }
  }
}

resource "aws_iam_role" "this" {
  name               = var.name
  assume_role_policy = data.aws_iam_policy_document.trust.json
}
""",
                ),
                Write(
                    "modules/gha-oidc-role/variables.tf",
                    'variable "name" {\n  type = string\n}\n\nvariable "repo" {\n  type = string\n}\n\n'
                    'variable "branch" {\n  type    = string\n  default = "main"\n}\n',
                ),
                Run(
                    "tflint --recursive --minimum-failure-severity=warning",
                    _tflint(
                        (
                            (
                                "terraform_required_version",
                                'terraform "required_version" attribute is required',
                                "modules/gha-oidc-role/main.tf line 0",
                                "",
                            ),
                            (
                                "terraform_required_providers",
                                'Missing version constraint for provider "aws" in '
                                "`required_providers`",
                                "modules/gha-oidc-role/main.tf line 1",
                                'data "aws_iam_openid_connect_provider" "github" {',
                            ),
                            (
                                "terraform_standard_module_structure",
                                "Module should include an empty outputs.tf file",
                                "modules/gha-oidc-role line 0",
                                "",
                            ),
                        )
                    ),
                    exit_code=2,
                ),
                Write(
                    "modules/gha-oidc-role/versions.tf",
                    """terraform {
  required_version = ">= 1.6"

  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = ">= 5.40, < 6.0"
    }
  }
}
""",
                ),
                Write(
                    "modules/gha-oidc-role/outputs.tf",
                    'output "role_arn" {\n  value = aws_iam_role.this.arn\n}\n',
                ),
                Run("tflint --recursive --minimum-failure-severity=warning", ""),
                _u("does the sub condition handle environments too?"),
                _a(
                    "Not as written: a job with `environment:` gets a sub of "
                    "`repo:<repo>:environment:<name>`. I can add an optional `environments` "
                    "input that adds those values if you need it."
                ),
                _u("later, not now"),
            ),
        ),
        lesson=(
            "Every edge-infra module needs a versions.tf with required_version and a version "
            "constraint for each provider in required_providers, or tflint fails "
            "(terraform_required_version / terraform_required_providers)."
        ),
        expect=(("required_providers", "required_version", "versions.tf", "version constraint"),),
        task="write a module for the CloudWatch alarms of the api",
    ),
    Scenario(
        id="tf-aws-provider-6-reverted",
        kind="revert",
        stack="terraform",
        project="edge-infra",
        sessions=(
            _cc(
                32,
                _u("let's get the aws provider onto 6.x in envs/prod, 5.x is getting old"),
                Read(
                    "envs/prod/versions.tf",
                    'terraform {\n  required_version = ">= 1.6"\n\n  required_providers {\n'
                    '    aws = {\n      source  = "hashicorp/aws"\n      version = "~> 5.70"\n'
                    "    }\n  }\n}\n",
                ),
                Edit(
                    "envs/prod/versions.tf", '      version = "~> 5.70"', '      version = "~> 6.0"'
                ),
                Run(
                    "cd envs/prod && terraform init -upgrade",
                    """Initializing the backend...
Upgrading modules...
- cdn in ../../modules/cdn
- queues in ../../modules/queues
- waf in ../../modules/waf
Initializing provider plugins...
- Finding hashicorp/aws versions matching "~> 6.0, >= 5.40.0"...
- Installing hashicorp/aws v6.3.0...
- Installed hashicorp/aws v6.3.0 (signed by HashiCorp)

Terraform has made some changes to the provider dependency selections recorded
in the .terraform.lock.hcl file. Review those changes and commit them to your
version control system if they represent changes you intended to make.

Terraform has been successfully initialized!
""",
                ),
                Run(
                    "cd envs/prod && terraform plan",
                    """╷
│ Error: Unsupported argument
│
│   on ../../modules/cdn/bucket.tf line 14, in resource "aws_s3_bucket_acl" "media_logs":
│   14:   acl    = "log-delivery-write"
│
│ Error: Incompatible provider version
│
│ Provider registry.terraform.io/hashicorp/aws v6.3.0 does not have a source
│ compatible with module "waf" constraint ">= 5.40, < 6.0".
╵
""",
                    exit_code=1,
                ),
                _a(
                    "Two problems: the modules pin `< 6.0`, and the media log bucket's ACL "
                    "resource uses an argument 6.x changed. I could loosen the module "
                    "constraints and rewrite the logging bucket to use ownership controls, but "
                    "that replaces the bucket ACL in prod."
                ),
                _u(
                    "no, revert it. replacing the prod log bucket ACL means CloudFront stops "
                    "writing access logs until it's fixed, and the modules are shared with "
                    "staging. the 6.x move needs its own plan module by module"
                ),
                Run(
                    "git checkout -- envs/prod/versions.tf envs/prod/.terraform.lock.hcl && "
                    "cd envs/prod && terraform init",
                    "Initializing the backend...\nInitializing provider plugins...\n"
                    "- Reusing previous version of hashicorp/aws from the dependency lock file\n"
                    "- Using previously-installed hashicorp/aws v5.82.2\n\n"
                    "Terraform has been successfully initialized!\n",
                ),
                Run(
                    "cd envs/prod && terraform plan -detailed-exitcode",
                    "No changes. Your infrastructure matches the configuration.\n\n"
                    "Terraform has compared your real infrastructure against your configuration\n"
                    "and found no differences, so no changes are needed.\n",
                ),
                _a(
                    "Reverted versions.tf and the lock file; prod is back on aws 5.82.2 with no diff."
                ),
            ),
        ),
        lesson=(
            "Don't bump the aws provider to 6.x in edge-infra's prod env as a quick change: "
            "the shared modules pin < 6.0 and 6.x rewrites the log bucket ACL; upgrade module "
            "by module with its own plan."
        ),
        expect=(("aws provider", "hashicorp/aws", "provider"), ("6.", "6.x", "v6", "< 6")),
        task="upgrade the terraform providers in production",
    ),
    Scenario(
        id="tf-explore-cert-selection",
        kind="none",
        stack="terraform",
        project="edge-infra",
        distractor="exploration",
        sessions=(
            _cx(
                47,
                _u("how does the cdn module pick its TLS certificate? I'm new here, just explain"),
                Read("modules/cdn/main.tf", _CDN_MAIN),
                Read(
                    "modules/cdn/data.tf",
                    'data "aws_acm_certificate" "media" {\n  provider    = aws.us_east_1\n'
                    '  domain      = var.certificate_domain\n  statuses    = ["ISSUED"]\n'
                    "  most_recent = true\n}\n",
                ),
                Run(
                    "grep -rn 'certificate_domain' envs",
                    'envs/prod/cdn.tf:6:  certificate_domain = "*.media.acme.example"\n'
                    'envs/staging/cdn.tf:6:  certificate_domain = "*.stg-media.acme.example"\n',
                ),
                Run(
                    "grep -n 'us_east_1' -A3 envs/prod/providers.tf",
                    'provider "aws" {\n  alias  = "us_east_1"\n  region = "us-east-1"\n}\n',
                ),
                _a(
                    "It looks the certificate up rather than creating it: `data.aws_acm_"
                    "certificate.media` finds the most recent ISSUED ACM cert for "
                    "`var.certificate_domain` (a wildcard per env) through the `us_east_1` "
                    "provider alias, because CloudFront only accepts certificates from "
                    "us-east-1. The ARN goes into `viewer_certificate` with SNI only and "
                    "TLS 1.2_2021 as the minimum. Renewals are picked up automatically since "
                    "ACM keeps the same ARN."
                ),
                _u("and who validates the cert when it renews?"),
                _a(
                    "Nobody here: the certificates are created outside this repo with DNS "
                    "validation records in the acme.example zone, so ACM renews them on its "
                    "own. This code only looks them up."
                ),
                _u("perfect, thanks! that alias thing would have bitten me"),
            ),
        ),
        lesson="(none: exploration only)",
        expect=(),
        task="put a new subdomain in front of the media CDN",
    ),
]


# ---------------------------------------------------------------- fieldnotes-android (Kotlin)

_APP_GRADLE = """plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
    alias(libs.plugins.kotlin.compose)
    alias(libs.plugins.ksp)
}

android {
    namespace = "com.acme.fieldnotes"
    compileSdk = 34

    defaultConfig {
        applicationId = "com.acme.fieldnotes"
        minSdk = 26
        targetSdk = 34
        versionCode = 41
        versionName = "1.9.0"
    }
}

dependencies {
    implementation(libs.androidx.core.ktx)
    implementation(libs.androidx.lifecycle.viewmodel.compose)
    implementation(platform(libs.androidx.compose.bom))
    implementation(libs.androidx.compose.material3)
    implementation(libs.androidx.room.runtime)
    ksp(libs.androidx.room.compiler)
    testImplementation(libs.junit)
    testImplementation(libs.kotlinx.coroutines.test)
    testImplementation(libs.turbine)
}
"""

_GRADLE_COMPILE = (
    ":app:preBuild UP-TO-DATE",
    ":app:preDebugBuild UP-TO-DATE",
    ":app:generateDebugResValues UP-TO-DATE",
    ":app:processDebugResources",
    ":app:kspDebugKotlin",
    ":app:compileDebugKotlin",
    ":app:compileDebugJavaWithJavac NO-SOURCE",
)
_GRADLE_UNIT = (
    *_GRADLE_COMPILE,
    ":app:preDebugUnitTestBuild UP-TO-DATE",
    ":app:kspDebugUnitTestKotlin",
    ":app:compileDebugUnitTestKotlin",
)


def _main_dispatcher_failure(cls: str, test: str, line: int) -> str:
    return f"""{cls} > {test} FAILED
    java.lang.IllegalStateException: Module with the Main dispatcher had failed to initialize. For tests Dispatchers.setMain from kotlinx-coroutines-test module can be used
        at kotlinx.coroutines.internal.MissingMainCoroutineDispatcher.missing(MainDispatchers.kt:118)
        at kotlinx.coroutines.internal.MissingMainCoroutineDispatcher.isDispatchNeeded(MainDispatchers.kt:96)
        at kotlinx.coroutines.DispatchedContinuationKt.resumeCancellableWith(DispatchedContinuation.kt:319)
        at androidx.lifecycle.ViewModelKt.getViewModelScope(ViewModel.kt:44)
        at com.acme.fieldnotes.{cls}.{test.replace(" ", "_")}({cls}.kt:{line})

        Caused by:
        java.lang.RuntimeException: Method getMainLooper in android.os.Looper not mocked. See https://developer.android.com/r/studio-ui/build/not-mocked for details.
            at android.os.Looper.getMainLooper(Looper.java)
            ... 42 more

2 tests completed, 2 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:testDebugUnitTest'.
> There were failing tests. See the report at: file:///home/dev/fieldnotes-android/app/build/reports/tests/testDebugUnitTest/index.html
"""


_FIELDNOTES: list[Scenario] = [
    Scenario(
        id="kt-deps-through-version-catalog",
        kind="correction",
        stack="kotlin",
        project="fieldnotes-android",
        sessions=(
            _cc(
                7,
                _u(
                    "Notes can have photos now (the API returns photo_urls). Show the first "
                    "one as a thumbnail in the note list row. Coil is fine for loading."
                ),
                Read("app/build.gradle.kts", _APP_GRADLE),
                Edit(
                    "app/build.gradle.kts",
                    "    implementation(libs.androidx.room.runtime)",
                    "    implementation(libs.androidx.room.runtime)\n"
                    '    implementation("io.coil-kt.coil3:coil-compose:3.0.4")\n'
                    '    implementation("io.coil-kt.coil3:coil-network-okhttp:3.0.4")',
                ),
                Edit(
                    "app/src/main/java/com/acme/fieldnotes/list/NoteRow.kt",
                    "        Column(Modifier.weight(1f)) {",
                    "        note.photoUrls.firstOrNull()?.let { url ->\n"
                    "            AsyncImage(\n                model = url,\n"
                    "                contentDescription = null,\n"
                    "                contentScale = ContentScale.Crop,\n"
                    "                modifier = Modifier.size(56.dp).clip(MaterialTheme.shapes.small),\n"
                    "            )\n            Spacer(Modifier.width(12.dp))\n        }\n"
                    "        Column(Modifier.weight(1f)) {",
                ),
                Run(
                    "./gradlew :app:assembleDebug",
                    _gradle(
                        (
                            *_GRADLE_COMPILE,
                            ":app:mergeDebugResources",
                            ":app:packageDebug",
                            ":app:assembleDebug",
                        ),
                        52,
                    ),
                ),
                _u(
                    "hmm, wrong place: versions live in gradle/libs.versions.toml and the "
                    "module only references libs.* aliases. renovate only bumps the catalog, "
                    "a literal coordinate in build.gradle.kts will just rot"
                ),
                _a("Got it — moving Coil into the version catalog and referencing the aliases."),
                Edit(
                    "gradle/libs.versions.toml",
                    '[versions]\nagp = "8.7.2"',
                    '[versions]\nagp = "8.7.2"\ncoil = "3.0.4"',
                ),
                Edit(
                    "gradle/libs.versions.toml",
                    "[libraries]\n",
                    "[libraries]\n"
                    'coil-compose = { module = "io.coil-kt.coil3:coil-compose", version.ref = "coil" }\n'
                    'coil-network-okhttp = { module = "io.coil-kt.coil3:coil-network-okhttp", '
                    'version.ref = "coil" }\n',
                ),
                Edit(
                    "app/build.gradle.kts",
                    '    implementation("io.coil-kt.coil3:coil-compose:3.0.4")\n'
                    '    implementation("io.coil-kt.coil3:coil-network-okhttp:3.0.4")',
                    "    implementation(libs.coil.compose)\n    implementation(libs.coil.network.okhttp)",
                ),
                Run(
                    "./gradlew :app:assembleDebug :app:testDebugUnitTest",
                    _gradle(
                        (
                            *_GRADLE_UNIT,
                            ":app:testDebugUnitTest",
                            ":app:packageDebug",
                            ":app:assembleDebug",
                        ),
                        71,
                    ),
                ),
                _u("👍 and make the thumbnail corners a bit rounder, 8dp"),
                Edit(
                    "app/src/main/java/com/acme/fieldnotes/list/NoteRow.kt",
                    ".clip(MaterialTheme.shapes.small)",
                    ".clip(RoundedCornerShape(8.dp))",
                ),
                _a(
                    "Coil comes from the catalog now; thumbnail shows with 8dp corners. Build and unit tests pass."
                ),
            ),
        ),
        lesson=(
            "In fieldnotes-android, declare dependencies and their versions in "
            "gradle/libs.versions.toml and reference libs.* aliases from build.gradle.kts; "
            "no literal group:artifact:version coordinates in module build files."
        ),
        expect=(("libs.versions.toml", "version catalog"),),
        task="add a charting library for the weekly activity screen",
    ),
    Scenario(
        id="kt-strings-in-resources",
        kind="convention",
        stack="kotlin",
        project="fieldnotes-android",
        sessions=(
            _ai(
                13,
                _u(
                    "the note list needs an empty state: an icon, 'No notes yet' and a button "
                    "'Create your first note'. one rule for this codebase: always put "
                    "user-visible text in res/values/strings.xml and use stringResource() — "
                    "the translators only get that file"
                ),
                Read(
                    "app/src/main/java/com/acme/fieldnotes/list/NoteListScreen.kt",
                    """@Composable
fun NoteListScreen(state: NoteListState, onCreate: () -> Unit, onOpen: (Long) -> Unit) {
    LazyColumn(Modifier.fillMaxSize()) {
        items(state.notes, key = { it.id }) { note ->
            NoteRow(note, onClick = { onOpen(note.id) })
        }
    }
}
""",
                ),
                _a("I'll add the two strings to strings.xml and an EmptyNotes composable."),
                Edit(
                    "app/src/main/res/values/strings.xml",
                    "</resources>",
                    '    <string name="notes_empty_title">No notes yet</string>\n'
                    '    <string name="notes_empty_action">Create your first note</string>\n'
                    "</resources>",
                ),
                Edit(
                    "app/src/main/java/com/acme/fieldnotes/list/NoteListScreen.kt",
                    "    LazyColumn(Modifier.fillMaxSize()) {",
                    "    if (state.notes.isEmpty()) {\n"
                    "        EmptyNotes(onCreate)\n        return\n    }\n"
                    "    LazyColumn(Modifier.fillMaxSize()) {",
                ),
                Write(
                    "app/src/main/java/com/acme/fieldnotes/list/EmptyNotes.kt",
                    """package com.acme.fieldnotes.list

@Composable
fun EmptyNotes(onCreate: () -> Unit) {
    Column(
        Modifier.fillMaxSize().padding(32.dp),
        verticalArrangement = Arrangement.Center,
        horizontalAlignment = Alignment.CenterHorizontally,
    ) {
        Icon(Icons.Outlined.EditNote, contentDescription = null, Modifier.size(64.dp))
        Spacer(Modifier.height(16.dp))
        Text(stringResource(R.string.notes_empty_title), style = MaterialTheme.typography.titleMedium)
        Spacer(Modifier.height(16.dp))
        Button(onClick = onCreate) { Text(stringResource(R.string.notes_empty_action)) }
    }
}
""",
                ),
                Run(
                    "./gradlew :app:lintDebug",
                    _gradle(
                        (
                            *_GRADLE_COMPILE,
                            ":app:lintAnalyzeDebug",
                            ":app:lintReportDebug",
                            ":app:lintDebug",
                        ),
                        64,
                    ),
                ),
                _u("nice. does the pt-rBR file need anything?"),
                _a(
                    "values-pt-rBR/strings.xml will fall back to English for the two new "
                    "keys until translators add them; lint reports them as MissingTranslation "
                    "warnings only."
                ),
            ),
        ),
        lesson=(
            "In fieldnotes-android, put every user-visible string in res/values/strings.xml "
            "and read it with stringResource(); no hardcoded text in composables."
        ),
        expect=(("strings.xml", "string resource", "stringresource"),),
        task="add a confirmation dialog before deleting a note",
    ),
    Scenario(
        id="kt-main-dispatcher-rule",
        kind="error_fix",
        stack="kotlin",
        project="fieldnotes-android",
        sessions=(
            _cx(
                10,
                _u(
                    "add a unit test for NoteListViewModel: notes from the repository flow "
                    "show up in state, and delete removes one"
                ),
                Write(
                    "app/src/test/java/com/acme/fieldnotes/NoteListViewModelTest.kt",
                    """package com.acme.fieldnotes

class NoteListViewModelTest {
    private val repo = FakeNotesRepository()

    @Test
    fun notes_from_repository_show_in_state() = runTest {
        repo.emit(listOf(note(1), note(2)))
        val vm = NoteListViewModel(repo)
        vm.state.test {
            assertEquals(listOf(1L, 2L), awaitItem().notes.map { it.id })
        }
    }

    @Test
    fun delete_removes_note() = runTest {
        repo.emit(listOf(note(1), note(2)))
        val vm = NoteListViewModel(repo)
        vm.delete(1)
        vm.state.test {
            assertEquals(listOf(2L), awaitItem().notes.map { it.id })
        }
    }
}
""",
                ),
                Run(
                    "./gradlew :app:testDebugUnitTest --tests '*NoteListViewModelTest'",
                    _gradle(
                        _GRADLE_UNIT,
                        41,
                        _main_dispatcher_failure(
                            "NoteListViewModelTest", "delete removes note", 27
                        ),
                        ":app:testDebugUnitTest",
                    ),
                    exit_code=1,
                ),
                Run(
                    "ls app/src/test/java/com/acme/fieldnotes/util",
                    "FakeNotesRepository.kt\nMainDispatcherRule.kt\n",
                ),
                Edit(
                    "app/src/test/java/com/acme/fieldnotes/NoteListViewModelTest.kt",
                    "class NoteListViewModelTest {\n    private val repo = FakeNotesRepository()",
                    "class NoteListViewModelTest {\n"
                    "    @get:Rule\n    val mainDispatcherRule = MainDispatcherRule()\n\n"
                    "    private val repo = FakeNotesRepository()",
                ),
                Run(
                    "./gradlew :app:testDebugUnitTest --tests '*NoteListViewModelTest'",
                    _gradle((*_GRADLE_UNIT, ":app:testDebugUnitTest"), 33),
                ),
                _a(
                    "viewModelScope dispatches on Dispatchers.Main, which doesn't exist on the "
                    "JVM; the test now installs the project's MainDispatcherRule. Both tests "
                    "pass."
                ),
                _u("run the whole unit test task to be sure"),
                Run(
                    "./gradlew :app:testDebugUnitTest",
                    _gradle((*_GRADLE_UNIT, ":app:testDebugUnitTest"), 48),
                ),
            ),
            _cc(
                38,
                _u(
                    "SyncStatusViewModel: when sync fails show the error banner, and retry() "
                    "should clear it. write the tests first"
                ),
                Write(
                    "app/src/test/java/com/acme/fieldnotes/sync/SyncStatusViewModelTest.kt",
                    """package com.acme.fieldnotes.sync

class SyncStatusViewModelTest {
    private val sync = FakeSyncEngine()

    @Test
    fun failure_shows_banner() = runTest {
        val vm = SyncStatusViewModel(sync)
        sync.fail(IOException("offline"))
        assertEquals(Banner.Error("offline"), vm.banner.value)
    }

    @Test
    fun retry_clears_banner() = runTest {
        val vm = SyncStatusViewModel(sync)
        sync.fail(IOException("offline"))
        vm.retry()
        assertNull(vm.banner.value)
    }
}
""",
                ),
                Edit(
                    "app/src/main/java/com/acme/fieldnotes/sync/SyncStatusViewModel.kt",
                    "    val banner: StateFlow<Banner?> = MutableStateFlow(null)",
                    "    private val _banner = MutableStateFlow<Banner?>(null)\n"
                    "    val banner: StateFlow<Banner?> = _banner\n\n"
                    "    init {\n        viewModelScope.launch {\n"
                    '            sync.failures.collect { _banner.value = Banner.Error(it.message ?: "") }\n'
                    "        }\n    }\n\n"
                    "    fun retry() {\n        _banner.value = null\n"
                    "        viewModelScope.launch { sync.runNow() }\n    }",
                ),
                Run(
                    "./gradlew :app:testDebugUnitTest --tests '*SyncStatusViewModelTest'",
                    _gradle(
                        _GRADLE_UNIT,
                        38,
                        _main_dispatcher_failure(
                            "sync.SyncStatusViewModelTest", "failure shows banner", 12
                        ),
                        ":app:testDebugUnitTest",
                    ),
                    exit_code=1,
                ),
                _a(
                    "Same thing as the other ViewModel tests: viewModelScope needs a Main "
                    "dispatcher. Adding the MainDispatcherRule."
                ),
                Edit(
                    "app/src/test/java/com/acme/fieldnotes/sync/SyncStatusViewModelTest.kt",
                    "class SyncStatusViewModelTest {\n    private val sync = FakeSyncEngine()",
                    "class SyncStatusViewModelTest {\n"
                    "    @get:Rule\n    val mainDispatcherRule = MainDispatcherRule()\n\n"
                    "    private val sync = FakeSyncEngine()",
                ),
                Run(
                    "./gradlew :app:testDebugUnitTest --tests '*SyncStatusViewModelTest'",
                    _gradle((*_GRADLE_UNIT, ":app:testDebugUnitTest"), 29),
                ),
                _u("cool. wire the banner into the top bar too"),
                Edit(
                    "app/src/main/java/com/acme/fieldnotes/ui/TopBar.kt",
                    "    TopAppBar(title = { Text(title) })",
                    "    Column {\n        TopAppBar(title = { Text(title) })\n"
                    "        banner?.let { SyncErrorBanner(it, onRetry) }\n    }",
                ),
                Run(
                    "./gradlew :app:assembleDebug",
                    _gradle((*_GRADLE_COMPILE, ":app:packageDebug", ":app:assembleDebug"), 47),
                ),
            ),
        ),
        lesson=(
            "fieldnotes-android ViewModel unit tests need `@get:Rule val mainDispatcherRule = "
            "MainDispatcherRule()` (Dispatchers.setMain), or viewModelScope fails with 'Module "
            "with the Main dispatcher had failed to initialize'."
        ),
        expect=(("maindispatcherrule", "setmain", "main dispatcher"),),
        task="write tests for the note editor's view model",
    ),
    Scenario(
        id="kt-target-sdk-35-undone",
        kind="revert",
        stack="kotlin",
        project="fieldnotes-android",
        sessions=(
            _ai(
                24,
                _u("play console is nagging about target api. bump compileSdk and targetSdk to 35"),
                Edit(
                    "app/build.gradle.kts",
                    "    compileSdk = 34",
                    "    compileSdk = 35",
                ),
                Edit(
                    "app/build.gradle.kts",
                    "        targetSdk = 34",
                    "        targetSdk = 35",
                ),
                Run(
                    "./gradlew :app:assembleDebug",
                    _gradle((*_GRADLE_COMPILE, ":app:packageDebug", ":app:assembleDebug"), 58),
                ),
                Run(
                    "./gradlew :app:verifyRoborazziDebug",
                    _gradle(
                        (*_GRADLE_UNIT,),
                        96,
                        """NoteListScreenshotTest > noteList_populated FAILED
    java.lang.AssertionError: com.acme.fieldnotes.list.NoteListScreenshotTest.noteList_populated.png is changed.
    See the diff at app/build/outputs/roborazzi/noteList_populated_compare.png
        at com.github.takahirom.roborazzi.RoborazziKt.verify(Roborazzi.kt:401)

EditorScreenshotTest > editor_keyboardOpen FAILED
    java.lang.AssertionError: com.acme.fieldnotes.editor.EditorScreenshotTest.editor_keyboardOpen.png is changed.
    See the diff at app/build/outputs/roborazzi/editor_keyboardOpen_compare.png

14 tests completed, 6 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:verifyRoborazziDebug'.
> There were failing tests. See the report at: file:///home/dev/fieldnotes-android/app/build/reports/tests/testDebugUnitTest/index.html
""",
                        ":app:verifyRoborazziDebug",
                    ),
                    exit_code=1,
                ),
                _a(
                    "Targeting 35 enforces edge-to-edge: the top bar now draws under the status "
                    "bar and the editor toolbar under the navigation bar, so six screenshots "
                    "changed. Fixing it means adding WindowInsets padding across the screens."
                ),
                _u(
                    "no, put it back. edge-to-edge is its own ticket (FN-212) with design "
                    "review. we stay on targetSdk 34 until that lands, the play deadline is "
                    "november"
                ),
                _u("/undo"),
                Run(
                    "./gradlew :app:verifyRoborazziDebug",
                    _gradle((*_GRADLE_UNIT, ":app:verifyRoborazziDebug"), 81),
                ),
                _u("ok good, thanks"),
            ),
        ),
        lesson=(
            "Don't raise targetSdk to 35 in fieldnotes-android on its own: it enforces "
            "edge-to-edge and breaks the screenshot tests; stay on 34 until the insets work "
            "(FN-212) lands."
        ),
        expect=(
            ("targetsdk", "target sdk", "sdk 35", "api 35"),
            ("edge-to-edge", "edge to edge", "inset", "34"),
        ),
        task="prepare the app for the Play Store target API requirement",
    ),
    Scenario(
        id="kt-fab-tweak",
        kind="none",
        stack="kotlin",
        project="fieldnotes-android",
        distractor="one-off",
        sessions=(
            _cc(
                44,
                _u(
                    "make the save FAB on the editor use the tertiary container color, design asked"
                ),
                Read(
                    "app/src/main/java/com/acme/fieldnotes/editor/EditorScreen.kt",
                    """        floatingActionButton = {
            FloatingActionButton(onClick = onSave) {
                Icon(Icons.Filled.Check, contentDescription = stringResource(R.string.editor_save))
            }
        },
""",
                ),
                Edit(
                    "app/src/main/java/com/acme/fieldnotes/editor/EditorScreen.kt",
                    "            FloatingActionButton(onClick = onSave) {",
                    "            FloatingActionButton(\n                onClick = onSave,\n"
                    "                containerColor = MaterialTheme.colorScheme.tertiaryContainer,\n"
                    "                contentColor = MaterialTheme.colorScheme.onTertiaryContainer,\n"
                    "            ) {",
                ),
                Run(
                    "./gradlew :app:assembleDebug",
                    _gradle((*_GRADLE_COMPILE, ":app:packageDebug", ":app:assembleDebug"), 44),
                ),
                _u("and the content description should say 'Save note' not 'Save'"),
                Edit(
                    "app/src/main/res/values/strings.xml",
                    '<string name="editor_save">Save</string>',
                    '<string name="editor_save">Save note</string>',
                ),
                _a("Done: tertiary container colors on the FAB, and the label reads 'Save note'."),
                _u("lovely, ty"),
            ),
        ),
        lesson="(none: one-off UI tweak)",
        expect=(),
        task="add a share button to the note detail screen",
    ),
]


# ---------------------------------------------------------------- rota-phx (Elixir/Phoenix)

_SHIFT_LIVE = """defmodule RotaWeb.ShiftLive.Index do
  use RotaWeb, :live_view

  alias Rota.Scheduling

  @impl true
  def mount(_params, _session, socket) do
    team = socket.assigns.current_member.team
    {:ok, assign(socket, team: team, shifts: Scheduling.list_week(team, Date.utc_today()))}
  end
end
"""


def _ownership_error(test: str, module: str, file: str, line: int, pid: str) -> str:
    return f"""  1) test {test} ({module})
     {file}:{line}
     ** (exit) exited in: GenServer.call(#PID<0.{pid}.0>, :flush, 5000)
         ** (EXIT) an exception was raised:
             ** (DBConnection.OwnershipError) cannot find ownership process for #PID<0.{pid}.0>.

     When using ownership, you must manage connections in one
     of the four ways:

     * By explicitly checking out a connection
     * By explicitly allowing a spawned process
     * By running the pool in shared mode
     * By using :caller option with allowed process

     The first two options require every new process to explicitly
     check a connection out or be allowed by calling checkout or
     allow respectively.

     See Ecto.Adapters.SQL.Sandbox docs for more information.
     code: assert :ok = NotificationBatcher.flush(batcher)
     stacktrace:
       (elixir 1.17.3) lib/gen_server.ex:1128: GenServer.call/3
       {file}:{line + 6}: (test)
"""


_ROTA: list[Scenario] = [
    Scenario(
        id="ex-queries-belong-in-context",
        kind="correction",
        stack="elixir",
        project="rota-phx",
        sessions=(
            _cx(
                16,
                _u(
                    "the shifts page should also list open shifts (no member assigned) from "
                    "the whole team for the next 14 days, in a sidebar"
                ),
                Read("lib/rota_web/live/shift_live/index.ex", _SHIFT_LIVE),
                Edit(
                    "lib/rota_web/live/shift_live/index.ex",
                    "    {:ok, assign(socket, team: team, shifts: Scheduling.list_week(team, "
                    "Date.utc_today()))}",
                    "    today = Date.utc_today()\n\n"
                    "    open =\n      from(s in Rota.Scheduling.Shift,\n"
                    "        where: s.team_id == ^team.id and is_nil(s.member_id),\n"
                    "        where: s.starts_on >= ^today and s.starts_on <= ^Date.add(today, 14),\n"
                    "        order_by: [asc: s.starts_on, asc: s.starts_at]\n      )\n"
                    "      |> Rota.Repo.all()\n\n"
                    "    {:ok, assign(socket, team: team, shifts: Scheduling.list_week(team, today), "
                    "open_shifts: open)}",
                ),
                Run(
                    "mix test test/rota_web/live/shift_live_test.exs",
                    _mix_test(9, 0.8, compiled=1),
                ),
                _u(
                    "rather than building queries and calling Repo in the LiveView, put it in "
                    "Rota.Scheduling as a function and call that. the web side only talks to "
                    "contexts, that's what the context tests cover"
                ),
                _a(
                    "Makes sense — moving it into `Scheduling.list_open_shifts/2` with a context test."
                ),
                Edit(
                    "lib/rota/scheduling.ex",
                    "  def list_week(%Team{} = team, %Date{} = day) do",
                    '  @doc "Unassigned shifts of `team` from `from` for `days` days, oldest first."\n'
                    "  def list_open_shifts(%Team{} = team, %Date{} = from, days \\\\ 14) do\n"
                    "    until = Date.add(from, days)\n\n"
                    "    Shift\n    |> where([s], s.team_id == ^team.id and is_nil(s.member_id))\n"
                    "    |> where([s], s.starts_on >= ^from and s.starts_on <= ^until)\n"
                    "    |> order_by([s], asc: s.starts_on, asc: s.starts_at)\n"
                    "    |> Repo.all()\n  end\n\n"
                    "  def list_week(%Team{} = team, %Date{} = day) do",
                ),
                Edit(
                    "lib/rota_web/live/shift_live/index.ex",
                    "    open =\n      from(s in Rota.Scheduling.Shift,\n"
                    "        where: s.team_id == ^team.id and is_nil(s.member_id),\n"
                    "        where: s.starts_on >= ^today and s.starts_on <= ^Date.add(today, 14),\n"
                    "        order_by: [asc: s.starts_on, asc: s.starts_at]\n      )\n"
                    "      |> Rota.Repo.all()\n\n",
                    "    open = Scheduling.list_open_shifts(team, today)\n\n",
                ),
                Edit(
                    "test/rota/scheduling_test.exs",
                    '  describe "list_week/2" do',
                    '  describe "list_open_shifts/3" do\n'
                    '    test "only unassigned shifts inside the window" do\n'
                    "      team = insert(:team)\n"
                    "      open = insert(:shift, team: team, member: nil, starts_on: ~D[2026-09-20])\n"
                    "      insert(:shift, team: team, starts_on: ~D[2026-09-20])\n"
                    "      insert(:shift, team: team, member: nil, starts_on: ~D[2026-10-30])\n\n"
                    "      assert [%{id: id}] = Scheduling.list_open_shifts(team, ~D[2026-09-17])\n"
                    "      assert id == open.id\n    end\n  end\n\n"
                    '  describe "list_week/2" do',
                ),
                Run("mix test", _mix_test(87, 2.4, compiled=2)),
                _u("good. sidebar title should be 'Up for grabs'"),
                Edit(
                    "lib/rota_web/live/shift_live/index.html.heex",
                    '<h2 class="text-sm font-semibold">Open shifts</h2>',
                    '<h2 class="text-sm font-semibold">Up for grabs</h2>',
                ),
                _a(
                    "Open shifts come from `Scheduling.list_open_shifts/3` now, sidebar retitled; 87 tests pass."
                ),
            ),
        ),
        lesson=(
            "In rota-phx, LiveViews and controllers don't build Ecto queries or call Repo: "
            "put the query in the context module (e.g. Rota.Scheduling) and call it from the "
            "web layer."
        ),
        expect=(("context",), ("repo", "query", "queries")),
        task="show each member's total hours this month on the team page",
    ),
    Scenario(
        id="ex-credo-strict-before-done",
        kind="convention",
        stack="elixir",
        project="rota-phx",
        sessions=(
            _cc(
                20,
                _u(
                    "we need a swap request: a member asks to swap a shift with someone, the "
                    "other accepts or declines. schema + context functions, no UI yet. and "
                    "fyi we run mix format --check-formatted and mix credo --strict before "
                    "anything counts as done here, CI rejects otherwise"
                ),
                Run(
                    "mix ecto.gen.migration create_swap_requests",
                    "* creating priv/repo/migrations/20260921091233_create_swap_requests.exs\n",
                ),
                Write(
                    "priv/repo/migrations/20260921091233_create_swap_requests.exs",
                    """defmodule Rota.Repo.Migrations.CreateSwapRequests do
  use Ecto.Migration

  def change do
    create table(:swap_requests) do
      add :shift_id, references(:shifts, on_delete: :delete_all), null: false
      add :from_member_id, references(:members, on_delete: :delete_all), null: false
      add :to_member_id, references(:members, on_delete: :delete_all), null: false
      add :status, :string, null: false, default: "pending"

      timestamps(type: :utc_datetime)
    end

    create index(:swap_requests, [:to_member_id, :status])
  end
end
""",
                ),
                Write(
                    "lib/rota/scheduling/swap_request.ex",
                    """defmodule Rota.Scheduling.SwapRequest do
  use Ecto.Schema
  import Ecto.Changeset

  schema "swap_requests" do
    field :status, Ecto.Enum, values: [:pending, :accepted, :declined], default: :pending
    belongs_to :shift, Rota.Scheduling.Shift
    belongs_to :from_member, Rota.Teams.Member
    belongs_to :to_member, Rota.Teams.Member
    timestamps(type: :utc_datetime)
  end

  def changeset(req, attrs) do
    req
    |> cast(attrs, [:shift_id, :from_member_id, :to_member_id, :status])
    |> validate_required([:shift_id, :from_member_id, :to_member_id])
    |> foreign_key_constraint(:shift_id)
  end
end
""",
                ),
                Edit(
                    "lib/rota/scheduling.ex",
                    "  def list_week(%Team{} = team, %Date{} = day) do",
                    "  def request_swap(shift, from, to) do\n"
                    "    %SwapRequest{}\n"
                    "    |> SwapRequest.changeset(%{shift_id: shift.id, from_member_id: from.id, "
                    "to_member_id: to.id})\n    |> Repo.insert()\n  end\n\n"
                    "  def answer_swap(%SwapRequest{status: :pending} = req, answer) when answer in "
                    "[:accepted, :declined] do\n"
                    "    Multi.new()\n"
                    "    |> Multi.update(:request, Ecto.Changeset.change(req, status: answer))\n"
                    "    |> Multi.run(:shift, fn repo, %{request: r} ->\n"
                    "      if answer == :accepted do\n"
                    "        shift = repo.get!(Shift, r.shift_id)\n"
                    "        repo.update(Ecto.Changeset.change(shift, member_id: r.to_member_id))\n"
                    "      else\n        {:ok, nil}\n      end\n    end)\n"
                    "    |> Repo.transaction()\n  end\n\n"
                    "  def list_week(%Team{} = team, %Date{} = day) do",
                ),
                Run(
                    "mix ecto.migrate && mix test test/rota/scheduling_test.exs",
                    _mix_test(24, 0.9, compiled=2),
                ),
                Run("mix format --check-formatted", ""),
                Run(
                    "mix credo --strict",
                    """Checking 61 source files ...

  Code Readability
┃
┃ [R] → Modules should have a @moduledoc tag.
┃       lib/rota/scheduling/swap_request.ex:1:11 #(Rota.Scheduling.SwapRequest)
┃ [R] ↘ Pipe chain should start with a raw value.
┃       lib/rota/scheduling.ex:88 #(Rota.Scheduling.answer_swap)

Please report incorrect results: https://github.com/rrrene/credo/issues

Analysis took 0.9 seconds (0.05s to load, 0.8s running 55 checks on 61 files)
312 mods/funs, found 2 code readability issues.
""",
                    exit_code=8,
                ),
                Edit(
                    "lib/rota/scheduling/swap_request.ex",
                    "defmodule Rota.Scheduling.SwapRequest do\n  use Ecto.Schema",
                    "defmodule Rota.Scheduling.SwapRequest do\n"
                    '  @moduledoc "A member\'s request to hand a shift to another member."\n'
                    "  use Ecto.Schema",
                ),
                Edit(
                    "lib/rota/scheduling.ex",
                    "    Multi.new()\n    |> Multi.update(:request, Ecto.Changeset.change(req, status: answer))",
                    "    change = Ecto.Changeset.change(req, status: answer)\n\n"
                    "    Multi.new()\n    |> Multi.update(:request, change)",
                ),
                Run(
                    "mix credo --strict",
                    "Checking 61 source files ...\n\nPlease report incorrect results: "
                    "https://github.com/rrrene/credo/issues\n\n"
                    "Analysis took 0.9 seconds (0.05s to load, 0.8s running 55 checks on 61 files)\n"
                    "314 mods/funs, found no issues.\n",
                ),
                _a(
                    "Swap requests are in: migration, schema, `request_swap/3` and "
                    "`answer_swap/2` (accepting reassigns the shift in one transaction). "
                    "Tests pass, format and credo --strict are clean."
                ),
            ),
        ),
        lesson=(
            "Before calling rota-phx work done, run `mix format --check-formatted` and "
            "`mix credo --strict` and fix what they report; CI rejects otherwise."
        ),
        expect=(("credo",),),
        task="add a context function that cancels a member's future shifts when they leave",
    ),
    Scenario(
        id="ex-sandbox-allow-spawned",
        kind="error_fix",
        stack="elixir",
        project="rota-phx",
        sessions=(
            _cc(
                18,
                _u(
                    "shift change notifications go out one by one. batch them: a GenServer "
                    "that collects them per member and flushes every 30s, one email with the "
                    "list"
                ),
                Write(
                    "lib/rota/notifications/batcher.ex",
                    """defmodule Rota.Notifications.Batcher do
  @moduledoc "Collects shift-change notices per member and mails them in one digest."
  use GenServer

  alias Rota.Notifications

  def start_link(opts), do: GenServer.start_link(__MODULE__, opts, name: opts[:name])
  def push(server \\\\ __MODULE__, member_id, notice), do: GenServer.cast(server, {:push, member_id, notice})
  def flush(server \\\\ __MODULE__), do: GenServer.call(server, :flush)

  @impl true
  def init(opts) do
    interval = Keyword.get(opts, :interval, :timer.seconds(30))
    if interval != :manual, do: :timer.send_interval(interval, :flush)
    {:ok, %{}}
  end

  @impl true
  def handle_cast({:push, member_id, notice}, acc),
    do: {:noreply, Map.update(acc, member_id, [notice], &[notice | &1])}

  @impl true
  def handle_call(:flush, _from, acc) do
    Enum.each(acc, fn {member_id, notices} -> Notifications.send_digest(member_id, Enum.reverse(notices)) end)
    {:reply, :ok, %{}}
  end

  @impl true
  def handle_info(:flush, acc), do: {:noreply, elem(handle_call(:flush, nil, acc), 2)}
end
""",
                ),
                Write(
                    "test/rota/notifications/batcher_test.exs",
                    """defmodule Rota.Notifications.BatcherTest do
  use Rota.DataCase, async: true
  import Swoosh.TestAssertions

  alias Rota.Notifications.Batcher

  test "one digest per member on flush" do
    member = insert(:member)
    batcher = start_supervised!({Batcher, interval: :manual})
    Batcher.push(batcher, member.id, "Mon 22 Sep moved to 08:00")
    Batcher.push(batcher, member.id, "Tue 23 Sep cancelled")

    assert :ok = Batcher.flush(batcher)
    assert_email_sent(to: member.email, subject: "2 changes to your shifts")
  end
end
""",
                ),
                Run(
                    "mix test test/rota/notifications/batcher_test.exs",
                    _mix_test(
                        4,
                        0.3,
                        _ownership_error(
                            "one digest per member on flush",
                            "Rota.Notifications.BatcherTest",
                            "test/rota/notifications/batcher_test.exs",
                            7,
                            "612",
                        ),
                        failed=1,
                        compiled=1,
                    ),
                    exit_code=2,
                ),
                _a(
                    "The batcher runs in its own process, which hasn't been allowed to use the "
                    "test's sandboxed connection, so `send_digest` can't read the member. "
                    "Allowing the pid after starting it."
                ),
                Edit(
                    "test/rota/notifications/batcher_test.exs",
                    "    batcher = start_supervised!({Batcher, interval: :manual})\n",
                    "    batcher = start_supervised!({Batcher, interval: :manual})\n"
                    "    Ecto.Adapters.SQL.Sandbox.allow(Rota.Repo, self(), batcher)\n",
                ),
                Run("mix test test/rota/notifications/batcher_test.exs", _mix_test(4, 0.3)),
                Run("mix test", _mix_test(92, 2.6)),
                _u(
                    "nice. 30s is maybe short, make it configurable via config :rota, :digest_interval"
                ),
                Edit(
                    "lib/rota/notifications/batcher.ex",
                    "    interval = Keyword.get(opts, :interval, :timer.seconds(30))",
                    "    interval = Keyword.get(opts, :interval, "
                    "Application.get_env(:rota, :digest_interval, :timer.seconds(30)))",
                ),
            ),
            _ai(
                49,
                _u(
                    "the calendar sync worker (Rota.Calendar.SyncWorker) has no tests. add one "
                    "that checks a shift gets pushed to the member's calendar feed table"
                ),
                Write(
                    "test/rota/calendar/sync_worker_test.exs",
                    """defmodule Rota.Calendar.SyncWorkerTest do
  use Rota.DataCase, async: true

  alias Rota.Calendar.{FeedEntry, SyncWorker}

  test "assigned shift lands in the feed" do
    shift = insert(:shift, starts_on: ~D[2026-10-21])
    {:ok, pid} = SyncWorker.start_link(name: nil, interval: :manual)
    :ok = SyncWorker.sync_now(pid)

    assert [%FeedEntry{shift_id: id}] = Repo.all(FeedEntry)
    assert id == shift.id
  end
end
""",
                ),
                Run(
                    "mix test test/rota/calendar/sync_worker_test.exs",
                    _mix_test(
                        4,
                        0.4,
                        _ownership_error(
                            "assigned shift lands in the feed",
                            "Rota.Calendar.SyncWorkerTest",
                            "test/rota/calendar/sync_worker_test.exs",
                            6,
                            "733",
                        )
                        .replace(
                            "GenServer.call(#PID<0.733.0>, :flush, 5000)",
                            "GenServer.call(#PID<0.733.0>, :sync_now, 5000)",
                        )
                        .replace(
                            "code: assert :ok = NotificationBatcher.flush(batcher)",
                            "code: :ok = SyncWorker.sync_now(pid)",
                        ),
                        failed=1,
                        seed=90115,
                    ),
                    exit_code=2,
                ),
                Edit(
                    "test/rota/calendar/sync_worker_test.exs",
                    "    {:ok, pid} = SyncWorker.start_link(name: nil, interval: :manual)\n",
                    "    {:ok, pid} = SyncWorker.start_link(name: nil, interval: :manual)\n"
                    "    Ecto.Adapters.SQL.Sandbox.allow(Rota.Repo, self(), pid)\n",
                ),
                Run(
                    "mix test test/rota/calendar/sync_worker_test.exs",
                    _mix_test(4, 0.4, seed=90115),
                ),
                _u("run everything"),
                Run("mix test", _mix_test(97, 2.9, seed=90115)),
                _u("ty"),
            ),
        ),
        lesson=(
            "When a rota-phx test starts a GenServer/worker that touches the database, allow "
            "it on the test's sandbox connection with `Ecto.Adapters.SQL.Sandbox.allow(Rota.Repo, "
            "self(), pid)`, or it fails with DBConnection.OwnershipError."
        ),
        expect=(("sandbox.allow", "sandbox allow", "allow("), ("sandbox", "ownership")),
        task="add tests for the reminder scheduler process",
    ),
    Scenario(
        id="ex-liveview-1-0-reverted",
        kind="revert",
        stack="elixir",
        project="rota-phx",
        sessions=(
            _cx(
                30,
                _u("bump phoenix_live_view to 1.0, commit it on its own and run the suite"),
                Read(
                    "mix.exs",
                    """  defp deps do
    [
      {:phoenix, "~> 1.7.14"},
      {:phoenix_ecto, "~> 4.5"},
      {:ecto_sql, "~> 3.12"},
      {:postgrex, ">= 0.0.0"},
      {:phoenix_html, "~> 4.1"},
      {:phoenix_live_view, "~> 0.20.17"},
      {:swoosh, "~> 1.16"},
      {:credo, "~> 1.7", only: [:dev, :test], runtime: false},
      {:ex_machina, "~> 2.8", only: :test}
    ]
  end
""",
                ),
                Edit(
                    "mix.exs",
                    '{:phoenix_live_view, "~> 0.20.17"}',
                    '{:phoenix_live_view, "~> 1.0"}',
                ),
                Run(
                    "mix deps.update phoenix_live_view",
                    "Resolving Hex dependencies...\nResolution completed in 0.214s\nChanged:\n"
                    "  phoenix_live_view 0.20.17 => 1.0.1 (minor)\n"
                    "* Updating phoenix_live_view (Hex package)\n",
                ),
                Run(
                    'git commit -am "deps: phoenix_live_view 1.0"',
                    "[main 7d2e4a1] deps: phoenix_live_view 1.0\n 2 files changed, 3 insertions(+), 3 deletions(-)\n",
                ),
                Run(
                    "mix test",
                    _mix_test(
                        92,
                        3.1,
                        """  1) test shift form shows errors only after the field was touched (RotaWeb.ShiftLive.FormTest)
     test/rota_web/live/shift_live/form_test.exs:33
     Expected truthy, got false
     code: assert has_element?(view, "#shift-form .phx-no-feedback", "can't be blank")
     stacktrace:
       test/rota_web/live/shift_live/form_test.exs:41: (test)

  2) test member invite form hides errors before submit (RotaWeb.InviteLiveTest)
     test/rota_web/live/invite_live_test.exs:18
     Expected truthy, got false
     code: assert has_element?(view, "[phx-feedback-for='invite[email]'].phx-no-feedback")
     stacktrace:
       test/rota_web/live/invite_live_test.exs:24: (test)

warning: the phx-feedback-for attribute is no longer supported in LiveView 1.0, use Phoenix.Component.used_input?/1 instead
  lib/rota_web/components/core_components.ex:302: RotaWeb.CoreComponents.input/1
""",
                        failed=7,
                        compiled=58,
                    ),
                    exit_code=2,
                ),
                _a(
                    "1.0 dropped `phx-feedback-for`; the core input component and seven form "
                    "tests rely on it. Migrating means switching every form to `used_input?/1`."
                ),
                _u(
                    "ugh. revert the commit. the forms rewrite for used_input? is planned with "
                    "the design-system work next month; we stay on 0.20 until then"
                ),
                Run(
                    "git revert --no-edit HEAD",
                    '[main 0c9b3f8] Revert "deps: phoenix_live_view 1.0"\n'
                    " 2 files changed, 3 insertions(+), 3 deletions(-)\n",
                ),
                Run(
                    "mix deps.get && mix test",
                    "Resolving Hex dependencies...\n  phoenix_live_view 1.0.1 => 0.20.17\n"
                    + _mix_test(92, 2.7, compiled=58),
                ),
                _a("Reverted; back on phoenix_live_view 0.20.17 and the suite is green."),
            ),
        ),
        lesson=(
            "Don't bump phoenix_live_view to 1.0 in rota-phx yet: it removes phx-feedback-for, "
            "which the core input component and form tests rely on; stay on 0.20 until the "
            "used_input? rewrite."
        ),
        expect=(
            ("phoenix_live_view", "liveview", "live_view", "live view"),
            ("1.0", "0.20", "phx-feedback-for"),
        ),
        task="upgrade the Phoenix dependencies",
    ),
    Scenario(
        id="ex-hex-timeout-retry",
        kind="none",
        stack="elixir",
        project="rota-phx",
        distractor="flaky",
        sessions=(
            _ai(
                35,
                _u("pulled main, deps are out of date. get them for me?"),
                _a("Sure, fetching them."),
                Run(
                    "mix deps.get",
                    "Resolving Hex dependencies...\n"
                    "** (Mix) Request failed (:timeout)\n\n"
                    "Failed to fetch record for 'hexpm/swoosh' from registry (using cache instead)\n"
                    ":timeout\n",
                    exit_code=1,
                ),
                _u("hex is having a moment. again"),
                Run(
                    "mix deps.get",
                    "Resolving Hex dependencies...\nResolution completed in 0.388s\nUnchanged:\n"
                    "  castore 1.0.9\n  credo 1.7.8\n  ecto 3.12.4\n  ecto_sql 3.12.1\n"
                    "  ex_machina 2.8.0\n  phoenix 1.7.14\n  swoosh 1.17.2\n"
                    "All dependencies are up to date\n",
                ),
                _u("ok. what does Scheduling.list_week do when the week crosses a month?"),
                Read(
                    "lib/rota/scheduling.ex",
                    """  def list_week(%Team{} = team, %Date{} = day) do
    monday = Date.beginning_of_week(day)
    sunday = Date.end_of_week(day)

    Shift
    |> where([s], s.team_id == ^team.id)
    |> where([s], s.starts_on >= ^monday and s.starts_on <= ^sunday)
    |> preload(:member)
    |> Repo.all()
  end
""",
                ),
                _a(
                    "Nothing special: it compares dates between Monday and Sunday of that "
                    "week, so 29 Sep – 5 Oct works the same as any other week."
                ),
                _u("right, thought so"),
            ),
        ),
        lesson="(none: flaky network retried)",
        expect=(),
        task="list shifts for a given month",
    ),
    Scenario(
        id="ex-ical-export-abandoned",
        kind="none",
        stack="elixir",
        project="rota-phx",
        distractor="abandoned",
        sessions=(
            _cc(
                57,
                _u(
                    "let's start on an iCal export of a member's shifts: GET /members/:id/shifts.ics"
                ),
                Run(
                    "grep -rn 'ical\\|ics' mix.exs lib | head",
                    "",
                ),
                _a(
                    "No iCal library yet. Options: generate the VCALENDAR text ourselves "
                    "(simple for VEVENTs without recurrence) or add `ical` from hex. I'd start "
                    "with a small hand-written encoder."
                ),
                Write(
                    "lib/rota/calendar/ics.ex",
                    """defmodule Rota.Calendar.ICS do
  @moduledoc "Minimal iCalendar encoding of shifts."

  def encode(shifts) do
    events = Enum.map_join(shifts, "\\r\\n", &event/1)
    "BEGIN:VCALENDAR\\r\\nVERSION:2.0\\r\\nPRODID:-//rota//EN\\r\\n" <> events <> "\\r\\nEND:VCALENDAR\\r\\n"
  end

  defp event(shift) do
    \"\"\"
    BEGIN:VEVENT\\r
    UID:shift-#{shift.id}@rota\\r
    DTSTART:#{stamp(shift.starts_at)}\\r
    DTEND:#{stamp(shift.ends_at)}\\r
    SUMMARY:#{shift.role}\\r
    END:VEVENT\\
    \"\"\"
  end

  defp stamp(dt), do: Calendar.strftime(dt, "%Y%m%dT%H%M%SZ")
end
""",
                ),
                _u(
                    "actually hold on. product hasn't decided whether it's a feed url or a "
                    "download, and the token story for feeds is unclear. let's park this, "
                    "delete the file"
                ),
                Run("rm lib/rota/calendar/ics.ex && git status --short", ""),
                _a("Removed; nothing else was changed."),
                _u("thanks, sorry for the back and forth"),
            ),
        ),
        lesson="(none: abandoned attempt)",
        expect=(),
        task="let members subscribe to their shifts from Google Calendar",
    ),
]


# ---------------------------------------------------------------- survey-hub (Python/Django)

_DJ = "/srv/survey-hub"


def _dj_tests(n: int, seconds: float, body: str = "", failed: int = 0) -> str:
    """`python manage.py test`: creating the test db, dots, failures, the summary."""
    lines = [
        f"Found {n} test(s).",
        "Creating test database for alias 'default'...",
        "System check identified no issues (0 silenced).",
        "." * (n - failed) + "E" * failed,
    ]
    if body:
        lines += [body.rstrip("\n")]
    lines += [
        "----------------------------------------------------------------------",
        f"Ran {n} tests in {seconds:.3f}s",
        "",
        f"FAILED (errors={failed})" if failed else "OK",
        "Destroying test database for alias 'default'...",
    ]
    return "\n".join(lines) + "\n"


def _conflict(app: str, a: str, b: str) -> str:
    return (
        "CommandError: Conflicting migrations detected; multiple leaf nodes in the migration "
        f"graph: ({a}, {b} in {app}).\n"
        "To fix them run 'python manage.py makemigrations --merge'\n"
    )


_SURVEY: list[Scenario] = [
    Scenario(
        id="py-poetry-not-pip",
        kind="correction",
        stack="python",
        project="survey-hub",
        sessions=(
            _ai(
                2,
                _u(
                    "add filtering to the responses API: ?survey=<id>&submitted_after=<date>. "
                    "django-filter would do it"
                ),
                Read(
                    "surveys/api/views.py",
                    """from rest_framework import viewsets

from surveys.models import Response
from surveys.api.serializers import ResponseSerializer


class ResponseViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = Response.objects.select_related("survey").order_by("-submitted_at")
    serializer_class = ResponseSerializer
""",
                ),
                _a("I'll install django-filter and add a FilterSet."),
                Run(
                    "pip install django-filter",
                    "Collecting django-filter\n"
                    "  Downloading django_filter-24.3-py3-none-any.whl.metadata (5.2 kB)\n"
                    "Requirement already satisfied: Django>=4.2 in ./.venv/lib/python3.12/site-packages "
                    "(from django-filter) (4.2.16)\n"
                    "Downloading django_filter-24.3-py3-none-any.whl (95 kB)\n"
                    "Installing collected packages: django-filter\n"
                    "Successfully installed django-filter-24.3\n",
                ),
                _u(
                    "we're on poetry. a pip install into the venv isn't recorded anywhere, CI "
                    "installs from poetry.lock and this would blow up on deploy. poetry add it"
                ),
                _a("Right — adding it through poetry so pyproject.toml and poetry.lock record it."),
                Run(
                    "poetry add django-filter@^24.3",
                    "Using version ^24.3 for django-filter\n\n"
                    "Updating dependencies\nResolving dependencies... (1.4s)\n\n"
                    "Package operations: 0 installs, 0 updates, 0 removals\n\n"
                    "Writing lock file\n",
                ),
                Write(
                    "surveys/api/filters.py",
                    """import django_filters

from surveys.models import Response


class ResponseFilter(django_filters.FilterSet):
    survey = django_filters.NumberFilter(field_name="survey_id")
    submitted_after = django_filters.IsoDateTimeFilter(field_name="submitted_at", lookup_expr="gte")

    class Meta:
        model = Response
        fields = ["survey", "submitted_after"]
""",
                ),
                Edit(
                    "surveys/api/views.py",
                    "    serializer_class = ResponseSerializer",
                    "    serializer_class = ResponseSerializer\n"
                    "    filter_backends = [DjangoFilterBackend]\n"
                    "    filterset_class = ResponseFilter",
                ),
                Run(
                    "poetry run python manage.py test surveys.tests.test_api",
                    _dj_tests(14, 1.208),
                ),
                _u("good. git diff --stat?"),
                Run(
                    "git diff --stat",
                    " poetry.lock               | 17 ++++++++++++++++-\n"
                    " pyproject.toml            |  1 +\n"
                    " surveys/api/filters.py    | 12 ++++++++++++\n"
                    " surveys/api/views.py      |  4 ++++\n"
                    " 4 files changed, 33 insertions(+), 1 deletion(-)\n",
                ),
            ),
        ),
        lesson=(
            "survey-hub manages dependencies with poetry: add packages with `poetry add` so "
            "pyproject.toml and poetry.lock record them; don't pip install into the venv."
        ),
        expect=(("poetry add", "poetry"), ("pip", "dependenc", "package", "poetry.lock")),
        task="add a library for exporting responses to Excel",
    ),
    Scenario(
        id="py-celery-pass-primary-keys",
        kind="convention",
        stack="python",
        project="survey-hub",
        sessions=(
            _cc(
                21,
                _u(
                    "When a survey closes we should email the owner a summary PDF. Make it a "
                    "celery task triggered from Survey.close(). One thing before you start: "
                    "don't pass model instances to .delay(), pass the primary key and load the "
                    "object inside the task. our broker serializer is json and stale "
                    "instances have bitten us before."
                ),
                Read(
                    "surveys/models.py",
                    """class Survey(models.Model):
    title = models.CharField(max_length=200)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    closes_at = models.DateTimeField(null=True, blank=True)
    closed = models.BooleanField(default=False)

    def close(self):
        self.closed = True
        self.save(update_fields=["closed"])
""",
                ),
                Write(
                    "surveys/tasks.py",
                    """from celery import shared_task
from django.core.mail import EmailMessage

from surveys.models import Survey
from surveys.reports import summary_pdf


@shared_task(bind=True, max_retries=3, default_retry_delay=60)
def send_summary(self, survey_id: int) -> None:
    survey = Survey.objects.select_related("owner").get(pk=survey_id)
    msg = EmailMessage(
        subject=f"Results: {survey.title}",
        body="Your survey has closed. The summary is attached.",
        to=[survey.owner.email],
    )
    msg.attach(f"survey-{survey.pk}.pdf", summary_pdf(survey), "application/pdf")
    msg.send()
""",
                ),
                Edit(
                    "surveys/models.py",
                    '        self.save(update_fields=["closed"])',
                    '        self.save(update_fields=["closed"])\n'
                    "        from surveys.tasks import send_summary\n\n"
                    "        transaction.on_commit(lambda: send_summary.delay(self.pk))",
                ),
                Write(
                    "surveys/tests/test_tasks.py",
                    """from django.core import mail
from django.test import TestCase, override_settings

from surveys.tests.factories import SurveyFactory


@override_settings(CELERY_TASK_ALWAYS_EAGER=True)
class SendSummaryTests(TestCase):
    def test_closing_emails_owner(self):
        survey = SurveyFactory(title="Canteen feedback")
        with self.captureOnCommitCallbacks(execute=True):
            survey.close()
        self.assertEqual(len(mail.outbox), 1)
        self.assertEqual(mail.outbox[0].subject, "Results: Canteen feedback")
        self.assertEqual(mail.outbox[0].attachments[0][2], "application/pdf")
""",
                ),
                Run("poetry run python manage.py test surveys", _dj_tests(63, 4.771)),
                _u("why on_commit?"),
                _a(
                    "If close() runs inside a transaction, a worker could pick the task up "
                    "before the commit and still see closed=False (or no row at all). "
                    "on_commit enqueues only once the change is visible."
                ),
                _u("👍"),
            ),
        ),
        lesson=(
            "Don't pass Django model instances to Celery tasks in survey-hub: pass the primary "
            "key and load the object inside the task (JSON serializer, stale instances)."
        ),
        expect=(("primary key", "pk", " id", "ids"), ("celery", "task", "delay")),
        task="queue a job that recalculates a survey's statistics after each response",
    ),
    Scenario(
        id="py-makemigrations-merge",
        kind="error_fix",
        stack="python",
        project="survey-hub",
        sessions=(
            _cx(
                26,
                _u(
                    "pulled main and migrate is unhappy. fix it, then add a locale field to "
                    "Response (CharField 10, blank ok)"
                ),
                Run(
                    "poetry run python manage.py migrate",
                    _conflict("surveys", "0014_response_channel", "0014_survey_closes_at"),
                    exit_code=1,
                ),
                Run(
                    "ls surveys/migrations | tail -n 4",
                    "0013_question_help_text.py\n0014_response_channel.py\n"
                    "0014_survey_closes_at.py\n__init__.py\n",
                ),
                Run(
                    "poetry run python manage.py makemigrations --merge --noinput",
                    "Merging surveys\n"
                    "  Branch 0014_response_channel\n    + Add field channel to response\n"
                    "  Branch 0014_survey_closes_at\n    + Add field closes_at to survey\n\n"
                    "Created new merge migration "
                    f"{_DJ}/surveys/migrations/0015_merge_20260927_1012.py\n",
                ),
                Run(
                    "poetry run python manage.py migrate",
                    "Operations to perform:\n  Apply all migrations: admin, auth, contenttypes, "
                    "sessions, surveys\nRunning migrations:\n"
                    "  Applying surveys.0014_response_channel... OK\n"
                    "  Applying surveys.0015_merge_20260927_1012... OK\n",
                ),
                Edit(
                    "surveys/models.py",
                    '    channel = models.CharField(max_length=16, default="web")',
                    '    channel = models.CharField(max_length=16, default="web")\n'
                    "    locale = models.CharField(max_length=10, blank=True)",
                ),
                Run(
                    "poetry run python manage.py makemigrations surveys && "
                    "poetry run python manage.py migrate",
                    "Migrations for 'surveys':\n  surveys/migrations/0016_response_locale.py\n"
                    "    + Add field locale to response\n"
                    "Operations to perform:\n  Apply all migrations: admin, auth, contenttypes, "
                    "sessions, surveys\nRunning migrations:\n"
                    "  Applying surveys.0016_response_locale... OK\n",
                ),
                Run("poetry run python manage.py test surveys", _dj_tests(61, 4.402)),
            ),
            _cc(
                55,
                _u(
                    "rebased on main after the holidays, local db won't migrate. can you sort "
                    "it out and run the tests"
                ),
                Run(
                    "poetry run python manage.py migrate",
                    "Traceback (most recent call last):\n"
                    '  File "/srv/survey-hub/manage.py", line 22, in <module>\n'
                    "    main()\n"
                    '  File "/srv/survey-hub/.venv/lib/python3.12/site-packages/django/core/'
                    'management/commands/migrate.py", line 139, in handle\n'
                    "    raise CommandError(\n"
                    + _conflict("accounts", "0007_user_timezone", "0007_orgmembership_role"),
                    exit_code=1,
                ),
                _a(
                    "Two branches each added an 0007 in accounts. Neither touches the other's "
                    "fields, so a merge migration is enough."
                ),
                Run(
                    "poetry run python manage.py makemigrations accounts --merge --noinput",
                    "Merging accounts\n"
                    "  Branch 0007_orgmembership_role\n    + Add field role to orgmembership\n"
                    "  Branch 0007_user_timezone\n    + Add field timezone to user\n\n"
                    "Created new merge migration "
                    f"{_DJ}/accounts/migrations/0008_merge_20261026_0915.py\n",
                ),
                Run(
                    "poetry run python manage.py migrate",
                    "Operations to perform:\n  Apply all migrations: accounts, admin, auth, "
                    "contenttypes, sessions, surveys\nRunning migrations:\n"
                    "  Applying accounts.0007_orgmembership_role... OK\n"
                    "  Applying accounts.0008_merge_20261026_0915... OK\n",
                ),
                Run("poetry run python manage.py test", _dj_tests(118, 8.913)),
                _u("lovely. commit just the merge migration"),
                Run(
                    "git add accounts/migrations/0008_merge_20261026_0915.py && "
                    "git commit -m 'accounts: merge migration'",
                    "[main 5be21c7] accounts: merge migration\n 1 file changed, 13 insertions(+)\n",
                ),
            ),
        ),
        lesson=(
            "When Django reports 'Conflicting migrations detected; multiple leaf nodes' in "
            "survey-hub after a pull/rebase, create a merge migration with `python manage.py "
            "makemigrations --merge` and migrate again."
        ),
        expect=(("--merge", "merge migration"),),
        task="pull the latest main and add a field to the organisation model",
    ),
    Scenario(
        id="py-django-51-reverted",
        kind="revert",
        stack="python",
        project="survey-hub",
        sessions=(
            _cc(
                43,
                _u("can we go to Django 5.1? 4.2 is fine but I'd like the new stuff"),
                Run(
                    "poetry add django@^5.1",
                    "Updating dependencies\nResolving dependencies... (3.2s)\n\n"
                    "Package operations: 0 installs, 1 update, 0 removals\n\n"
                    "  - Updating django (4.2.16 -> 5.1.3)\n\nWriting lock file\n",
                ),
                Run(
                    "poetry run python manage.py check",
                    "Traceback (most recent call last):\n"
                    '  File "/srv/survey-hub/manage.py", line 22, in <module>\n'
                    "    main()\n"
                    '  File "/srv/survey-hub/.venv/lib/python3.12/site-packages/django/db/'
                    'models/base.py", line 143, in __new__\n'
                    '    new_class.add_to_class("_meta", Options(meta, app_label))\n'
                    '  File "/srv/survey-hub/.venv/lib/python3.12/site-packages/django/db/'
                    'models/options.py", line 226, in contribute_to_class\n'
                    "    raise TypeError(\n"
                    "TypeError: 'class Meta' got invalid attribute(s): index_together\n",
                    exit_code=1,
                ),
                Run(
                    "grep -rn 'index_together' --include=models.py .",
                    './surveys/models.py:58:        index_together = [("survey", "submitted_at")]\n'
                    './surveys/models.py:91:        index_together = [("question", "response")]\n',
                ),
                _a(
                    "5.1 removed `Meta.index_together`. Switching to `Meta.indexes` generates "
                    "RenameIndex migrations on surveys_response and surveys_answer."
                ),
                _u(
                    "put it back. surveys_answer is ~80M rows, I'm not renaming indexes on it "
                    "as part of a version bump — that needs a maintenance window. we stay on "
                    "4.2 LTS until the index_together cleanup ships on its own"
                ),
                Run(
                    "git checkout -- pyproject.toml poetry.lock && poetry install --sync",
                    "Installing dependencies from lock file\n\nPackage operations: 0 installs, 1 update, 0 removals\n\n  - Downgrading django (5.1.3 -> 4.2.16)\n\nInstalling the current project: survey-hub (0.1.0)\n",
                ),
                Run("poetry run python manage.py test", _dj_tests(118, 8.771)),
                _a(
                    "Back on Django 4.2.16 (pyproject.toml and poetry.lock restored); 118 tests pass."
                ),
            ),
        ),
        lesson=(
            "Don't upgrade survey-hub to Django 5.x yet: 5.1 drops Meta.index_together and the "
            "switch to Meta.indexes renames indexes on the ~80M-row answers table; stay on 4.2 "
            "LTS until that cleanup ships separately."
        ),
        expect=(("django",), ("index_together", "4.2", "5.1", "5.x")),
        task="upgrade the web framework to the latest release",
    ),
    Scenario(
        id="py-chitchat-docstring",
        kind="none",
        stack="python",
        project="survey-hub",
        distractor="chit-chat",
        sessions=(
            _cx(
                58,
                _u("morning! how's it going"),
                _a("Morning! All good here. What are we working on?"),
                _u(
                    "nothing big. I just realised the docstring on summary_pdf says it "
                    "returns a path, it returns bytes. fix that?"
                ),
                Read(
                    "surveys/reports.py",
                    'def summary_pdf(survey) -> bytes:\n    """Render the survey summary and return '
                    'the path of the PDF."""\n',
                ),
                Edit(
                    "surveys/reports.py",
                    '    """Render the survey summary and return the path of the PDF."""',
                    '    """Render the survey summary and return the PDF as bytes."""',
                ),
                _u("haha thanks. the office coffee machine broke again btw, it's grim"),
                _a("Sounds rough. Good luck with the instant stuff."),
                _u("that's it for today, cheers"),
            ),
        ),
        lesson="(none: chit-chat and a one-off docstring fix)",
        expect=(),
        task="add a chart of answers per day to the survey summary",
    ),
]


# ---------------------------------------------------------------- parcel-track (TypeScript + Go)

_SHIPMENTS_ROUTE = """import { Router } from "express";
import { prisma } from "../db";

export const shipments = Router();

shipments.get("/:id", async (req, res) => {
  const s = await prisma.shipment.findUnique({ where: { id: req.params.id } });
  if (!s) return res.status(404).json({ error: "not_found" });
  res.json(s);
});
"""


def _jest(suites: tuple[tuple[str, bool], ...], tests: int, seconds: float, body: str = "") -> str:
    """`jest`: PASS/FAIL per suite, the failure body, the summary."""
    lines = [f"{'PASS' if ok else 'FAIL'} {path}" for path, ok in suites]
    if body:
        lines += [body.rstrip("\n"), ""]
    bad = sum(1 for _, ok in suites if not ok)
    good = len(suites) - bad
    if bad:
        lines.append(f"Test Suites: {bad} failed, {good} passed, {len(suites)} total")
        lines.append(f"Tests:       {tests} passed, {tests} total")
    else:
        lines.append(f"Test Suites: {good} passed, {good} total")
        lines.append(f"Tests:       {tests} passed, {tests} total")
    lines += ["Snapshots:   0 total", f"Time:        {seconds:.3f} s", "Ran all test suites."]
    return "\n".join(lines) + "\n"


def _npm_fail(pkg: str, script: str, command: str, body: str, where: str) -> str:
    return (
        f"\n> {pkg}@0.4.0 {script}\n> {command}\n\n{body.rstrip()}\n"
        f"npm ERR! Lifecycle script `{script}` failed with error: \n"
        "npm ERR! Error: command failed \n"
        f"npm ERR!   in workspace: {pkg}@0.4.0 \n"
        f"npm ERR!   at location: {where} \n"
    )


def _ts2305(test: str, member: str, line: int) -> str:
    return f"""  ● Test suite failed to run

    {test}:3:10 - error TS2305: Module '"@parcel/contracts"' has no exported member '{member}'.

    3 import {{ {member} }} from "@parcel/contracts";
               {"~" * len(member)}
"""


_PARCEL: list[Scenario] = [
    Scenario(
        id="ts-zod-schemas-in-contracts",
        kind="correction",
        stack="typescript",
        project="parcel-track",
        sessions=(
            _cc(
                9,
                _u(
                    "Add POST /shipments to the api: body has recipient (name, postcode, "
                    "country), weightGrams, and an optional reference. Return 201 with the "
                    "created shipment."
                ),
                Read("packages/api/src/routes/shipments.ts", _SHIPMENTS_ROUTE),
                Edit(
                    "packages/api/src/routes/shipments.ts",
                    'shipments.get("/:id", async (req, res) => {',
                    'shipments.post("/", async (req, res) => {\n'
                    "  const { recipient, weightGrams, reference } = req.body ?? {};\n"
                    '  if (!recipient || typeof recipient.name !== "string" || '
                    'typeof recipient.postcode !== "string") {\n'
                    '    return res.status(400).json({ error: "invalid_recipient" });\n  }\n'
                    '  if (typeof weightGrams !== "number" || weightGrams <= 0) {\n'
                    '    return res.status(400).json({ error: "invalid_weight" });\n  }\n'
                    "  const s = await prisma.shipment.create({ data: { ...recipient, weightGrams, reference } });\n"
                    "  res.status(201).json(s);\n});\n\n"
                    'shipments.get("/:id", async (req, res) => {',
                ),
                Run(
                    "npm test -w packages/api -- shipments",
                    "\n> @parcel/api@0.4.0 test\n> jest shipments\n\n"
                    + _jest((("src/routes/shipments.test.ts", True),), 5, 2.114),
                ),
                _u(
                    "it must be a zod schema, and it lives in packages/contracts — the web app "
                    "imports the same schema for its form, so hand-rolled typeof checks in the "
                    "route drift from it. validate with safeParse and return the flattened "
                    "issues"
                ),
                _a(
                    "Okay — defining `CreateShipmentSchema` in contracts and parsing with it in the route."
                ),
                Edit(
                    "packages/contracts/src/shipments.ts",
                    "export const ShipmentIdSchema = z.string().uuid();",
                    "export const ShipmentIdSchema = z.string().uuid();\n\n"
                    "export const CreateShipmentSchema = z.object({\n"
                    "  recipient: z.object({\n    name: z.string().min(1),\n"
                    "    postcode: z.string().min(3).max(10),\n"
                    "    country: z.string().length(2),\n  }),\n"
                    "  weightGrams: z.number().int().positive().max(30_000),\n"
                    "  reference: z.string().max(64).optional(),\n});\n"
                    "export type CreateShipment = z.infer<typeof CreateShipmentSchema>;",
                ),
                Edit(
                    "packages/api/src/routes/shipments.ts",
                    "  const { recipient, weightGrams, reference } = req.body ?? {};\n"
                    '  if (!recipient || typeof recipient.name !== "string" || '
                    'typeof recipient.postcode !== "string") {\n'
                    '    return res.status(400).json({ error: "invalid_recipient" });\n  }\n'
                    '  if (typeof weightGrams !== "number" || weightGrams <= 0) {\n'
                    '    return res.status(400).json({ error: "invalid_weight" });\n  }\n'
                    "  const s = await prisma.shipment.create({ data: { ...recipient, weightGrams, reference } });",
                    "  const parsed = CreateShipmentSchema.safeParse(req.body);\n"
                    "  if (!parsed.success) {\n"
                    '    return res.status(400).json({ error: "invalid_body", issues: '
                    "parsed.error.flatten() });\n  }\n"
                    "  const { recipient, ...rest } = parsed.data;\n"
                    "  const s = await prisma.shipment.create({ data: { ...recipient, ...rest } });",
                ),
                Run(
                    "npm run build -w packages/contracts && npm test -w packages/api -- shipments",
                    "\n> @parcel/contracts@0.4.0 build\n> tsc -p tsconfig.build.json\n\n"
                    "\n> @parcel/api@0.4.0 test\n> jest shipments\n\n"
                    + _jest((("src/routes/shipments.test.ts", True),), 7, 2.380),
                ),
                _u(
                    "nice, thx. one unrelated thing: README still says yarn, can you change that to npm"
                ),
                Edit("README.md", "yarn install && yarn dev", "npm install && npm run dev"),
            ),
        ),
        lesson=(
            "In parcel-track, validate request bodies with a zod schema defined in "
            "packages/contracts (safeParse in the route), not hand-written typeof checks."
        ),
        expect=(("zod", "schema"), ("contracts",)),
        task="accept a PATCH to change a shipment's delivery address",
    ),
    Scenario(
        id="ts-install-in-workspace",
        kind="convention",
        stack="typescript",
        project="parcel-track",
        sessions=(
            _cx(
                23,
                _u(
                    "the api formats ETAs by hand, let's use date-fns for that. never npm "
                    "install at the repo root in this monorepo — add a dep to the workspace "
                    "that uses it, npm install <pkg> -w packages/api. the root package.json "
                    "is tooling only"
                ),
                Run(
                    "npm install date-fns -w packages/api",
                    "\nadded 1 package, and audited 612 packages in 3s\n\n"
                    "148 packages are looking for funding\n  run `npm fund` for details\n\n"
                    "found 0 vulnerabilities\n",
                ),
                Read(
                    "packages/api/src/eta.ts",
                    "export function formatEta(d: Date): string {\n"
                    '  const pad = (n: number) => String(n).padStart(2, "0");\n'
                    "  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} "
                    "${pad(d.getHours())}:${pad(d.getMinutes())}`;\n}\n",
                ),
                Edit(
                    "packages/api/src/eta.ts",
                    "export function formatEta(d: Date): string {\n"
                    '  const pad = (n: number) => String(n).padStart(2, "0");\n'
                    "  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} "
                    "${pad(d.getHours())}:${pad(d.getMinutes())}`;\n}",
                    'import { format } from "date-fns";\n\n'
                    "export function formatEta(d: Date): string {\n"
                    '  return format(d, "yyyy-MM-dd HH:mm");\n}',
                ),
                Run(
                    "npm test -w packages/api -- eta",
                    "\n> @parcel/api@0.4.0 test\n> jest eta\n\n"
                    + _jest((("src/eta.test.ts", True),), 3, 1.020),
                ),
                Run(
                    "git diff --stat",
                    " package-lock.json          | 13 +++++++++++++\n"
                    " packages/api/package.json  |  1 +\n"
                    " packages/api/src/eta.ts    |  6 +++---\n"
                    " 3 files changed, 17 insertions(+), 3 deletions(-)\n",
                ),
                _a(
                    "date-fns is a dependency of packages/api only; formatEta uses it and "
                    "the eta tests pass."
                ),
                _u("does date-fns pull in locale data for everything?"),
                _a(
                    "Only what you import: `format` without a locale uses en-US, and the "
                    "package is tree-shakeable, so nothing else lands in the api bundle."
                ),
            ),
        ),
        lesson=(
            "In the parcel-track monorepo, add dependencies to the workspace that uses them "
            "(`npm install <pkg> -w packages/<name>`); never install at the repo root."
        ),
        expect=(("-w ", "--workspace", "workspace"), ("root", "install")),
        task="add a library to the api package for generating QR codes on labels",
    ),
    Scenario(
        id="ts-rebuild-contracts-ts2305",
        kind="error_fix",
        stack="typescript",
        project="parcel-track",
        sessions=(
            _ai(
                12,
                _u(
                    "depots: add a DepotSchema (id, name, postcode, openingHours string) to "
                    "contracts and a GET /depots route in the api that validates its output "
                    "with it"
                ),
                Edit(
                    "packages/contracts/src/index.ts",
                    'export * from "./shipments";',
                    'export * from "./shipments";\nexport * from "./depots";',
                ),
                Write(
                    "packages/contracts/src/depots.ts",
                    'import { z } from "zod";\n\nexport const DepotSchema = z.object({\n'
                    "  id: z.string().uuid(),\n  name: z.string(),\n  postcode: z.string(),\n"
                    "  openingHours: z.string(),\n});\n"
                    "export type Depot = z.infer<typeof DepotSchema>;\n",
                ),
                Write(
                    "packages/api/src/routes/depots.test.ts",
                    'import request from "supertest";\nimport { DepotSchema } from '
                    '"@parcel/contracts";\nimport { app } from "../app";\n\n'
                    'test("GET /depots returns valid depots", async () => {\n'
                    '  const res = await request(app).get("/depots").expect(200);\n'
                    "  for (const d of res.body) DepotSchema.parse(d);\n});\n",
                ),
                Run(
                    "npm test -w packages/api",
                    _npm_fail(
                        "@parcel/api",
                        "test",
                        "jest",
                        _jest(
                            (
                                ("src/routes/depots.test.ts", False),
                                ("src/routes/shipments.test.ts", True),
                                ("src/eta.test.ts", True),
                            ),
                            10,
                            3.412,
                            _ts2305("src/routes/depots.test.ts", "DepotSchema", 3),
                        ),
                        "packages/api",
                    ),
                    exit_code=1,
                ),
                _a(
                    "The api resolves @parcel/contracts to its built `dist/`, which predates "
                    "the new export. Building contracts first."
                ),
                Run(
                    "npm run build -w packages/contracts",
                    "\n> @parcel/contracts@0.4.0 build\n> tsc -p tsconfig.build.json\n",
                ),
                Run(
                    "npm test -w packages/api",
                    "\n> @parcel/api@0.4.0 test\n> jest\n\n"
                    + _jest(
                        (
                            ("src/routes/depots.test.ts", True),
                            ("src/routes/shipments.test.ts", True),
                            ("src/eta.test.ts", True),
                        ),
                        11,
                        3.301,
                    ),
                ),
                _u("cool"),
            ),
            _cc(
                39,
                _u(
                    "tracking events: contracts needs a TrackingEventSchema (shipmentId, "
                    "status enum, at ISO datetime, depotId optional) and the api needs a "
                    "webhook POST /tracking-events that accepts it"
                ),
                Write(
                    "packages/contracts/src/tracking.ts",
                    'import { z } from "zod";\n\nexport const TrackingStatus = z.enum(["received", '
                    '"sorted", "out_for_delivery", "delivered", "failed"]);\n\n'
                    "export const TrackingEventSchema = z.object({\n"
                    "  shipmentId: z.string().uuid(),\n  status: TrackingStatus,\n"
                    "  at: z.string().datetime(),\n  depotId: z.string().uuid().optional(),\n});\n",
                ),
                Edit(
                    "packages/contracts/src/index.ts",
                    'export * from "./depots";',
                    'export * from "./depots";\nexport * from "./tracking";',
                ),
                Write(
                    "packages/api/src/routes/tracking.ts",
                    'import { Router } from "express";\nimport { TrackingEventSchema } from '
                    '"@parcel/contracts";\nimport { prisma } from "../db";\n\n'
                    "export const tracking = Router();\n\n"
                    'tracking.post("/", async (req, res) => {\n'
                    "  const parsed = TrackingEventSchema.safeParse(req.body);\n"
                    '  if (!parsed.success) return res.status(400).json({ error: "invalid_body", '
                    "issues: parsed.error.flatten() });\n"
                    "  await prisma.trackingEvent.create({ data: parsed.data });\n"
                    "  res.status(202).end();\n});\n",
                ),
                Run(
                    "npm run typecheck -w packages/api",
                    _npm_fail(
                        "@parcel/api",
                        "typecheck",
                        "tsc --noEmit --pretty false",
                        "src/routes/tracking.ts(2,10): error TS2305: Module '\"@parcel/contracts\"' "
                        "has no exported member 'TrackingEventSchema'.\n",
                        "packages/api",
                    ),
                    exit_code=2,
                ),
                _a(
                    "Same as with depots: the api type-checks against contracts' dist, which "
                    "hasn't been rebuilt since the new export."
                ),
                Run(
                    "npm run build -w packages/contracts",
                    "\n> @parcel/contracts@0.4.0 build\n> tsc -p tsconfig.build.json\n",
                ),
                Run(
                    "npm run typecheck -w packages/api && npm test -w packages/api",
                    "\n> @parcel/api@0.4.0 typecheck\n> tsc --noEmit --pretty false\n\n"
                    "\n> @parcel/api@0.4.0 test\n> jest\n\n"
                    + _jest(
                        (
                            ("src/routes/depots.test.ts", True),
                            ("src/routes/shipments.test.ts", True),
                            ("src/routes/tracking.test.ts", True),
                            ("src/eta.test.ts", True),
                        ),
                        16,
                        3.902,
                    ),
                ),
                _u("do we want a prepare script so this stops happening?"),
                _a(
                    "Could do: a `pretest`/`pretypecheck` in packages/api that runs "
                    "`npm run build -w packages/contracts`, at the cost of ~2s per run. "
                    "Or TS project references. Want me to add one?"
                ),
                _u("not now, let me talk to Priya first"),
            ),
        ),
        lesson=(
            "After adding or changing exports in packages/contracts, rebuild it (`npm run build "
            "-w packages/contracts`) before testing or type-checking packages/api: the api "
            "resolves @parcel/contracts to its built dist, so new exports show as TS2305."
        ),
        expect=(("build",), ("contracts",)),
        task="add a shared schema for return labels and use it in the api",
    ),
    Scenario(
        id="go-sqlc-no-hand-edits",
        kind="correction",
        stack="go",
        project="parcel-track",
        sessions=(
            _cx(
                28,
                _u(
                    "router service: we need a query for the depots within a radius of a "
                    "point (services/router). the haversine is fine in SQL"
                ),
                Run(
                    "ls services/router/internal/db services/router/db/queries",
                    "services/router/db/queries:\ndepots.sql\nroutes.sql\n\n"
                    "services/router/internal/db:\ndb.go\ndepots.sql.go\nmodels.go\n"
                    "querier.go\nroutes.sql.go\n",
                ),
                Read(
                    "services/router/internal/db/depots.sql.go",
                    """// Code generated by sqlc. DO NOT EDIT.
// versions:
//   sqlc v1.27.0
// source: depots.sql

package db

import (
\t"context"
)

const getDepot = `-- name: GetDepot :one
SELECT id, name, lat, lng FROM depots WHERE id = $1
`

func (q *Queries) GetDepot(ctx context.Context, id int64) (Depot, error) {
\trow := q.db.QueryRow(ctx, getDepot, id)
\tvar i Depot
\terr := row.Scan(&i.ID, &i.Name, &i.Lat, &i.Lng)
\treturn i, err
}
""",
                ),
                Edit(
                    "services/router/internal/db/depots.sql.go",
                    "func (q *Queries) GetDepot(",
                    "const depotsNear = `SELECT id, name, lat, lng FROM depots\n"
                    "WHERE 6371 * acos(cos(radians($1)) * cos(radians(lat)) * cos(radians(lng) - "
                    "radians($2)) + sin(radians($1)) * sin(radians(lat))) <= $3`\n\n"
                    "func (q *Queries) DepotsNear(ctx context.Context, lat, lng, km float64) "
                    "([]Depot, error) {\n"
                    "\trows, err := q.db.Query(ctx, depotsNear, lat, lng, km)\n"
                    "\tif err != nil {\n\t\treturn nil, err\n\t}\n\tdefer rows.Close()\n"
                    "\tvar out []Depot\n\tfor rows.Next() {\n\t\tvar i Depot\n"
                    "\t\tif err := rows.Scan(&i.ID, &i.Name, &i.Lat, &i.Lng); err != nil {\n"
                    "\t\t\treturn nil, err\n\t\t}\n\t\tout = append(out, i)\n\t}\n"
                    "\treturn out, rows.Err()\n}\n\n"
                    "func (q *Queries) GetDepot(",
                ),
                Run(
                    "cd services/router && go build ./...",
                    "",
                ),
                _u(
                    "don't touch the generated files in here — the next sqlc generate wipes "
                    "that. the query goes in db/queries/depots.sql with a -- name: comment "
                    "and then you run sqlc generate"
                ),
                _a("Right, reverting the hand edit and doing it through sqlc."),
                Run(
                    "git checkout -- services/router/internal/db/depots.sql.go",
                    "",
                ),
                Edit(
                    "services/router/db/queries/depots.sql",
                    "-- name: GetDepot :one\nSELECT id, name, lat, lng FROM depots WHERE id = $1;",
                    "-- name: GetDepot :one\nSELECT id, name, lat, lng FROM depots WHERE id = $1;\n\n"
                    "-- name: DepotsNear :many\nSELECT id, name, lat, lng FROM depots\n"
                    "WHERE 6371 * acos(cos(radians(@lat::float8)) * cos(radians(lat))\n"
                    "      * cos(radians(lng) - radians(@lng::float8))\n"
                    "      + sin(radians(@lat::float8)) * sin(radians(lat))) <= @km::float8\n"
                    "ORDER BY name;",
                ),
                Run(
                    "cd services/router && sqlc generate && git status --short",
                    " M db/queries/depots.sql\n M internal/db/depots.sql.go\n M internal/db/querier.go\n",
                ),
                Run(
                    "cd services/router && go test ./...",
                    "ok  \texample.com/parcel-track/router/internal/db\t0.412s\n"
                    "ok  \texample.com/parcel-track/router/internal/plan\t0.087s\n"
                    "?   \texample.com/parcel-track/router/cmd/router\t[no test files]\n",
                ),
                _a(
                    "DepotsNear is defined in db/queries/depots.sql and generated by sqlc "
                    "(params struct DepotsNearParams{Lat, Lng, Km}). Build and tests pass."
                ),
            ),
        ),
        lesson=(
            "In parcel-track's Go router, never hand-edit sqlc-generated files under "
            "internal/db: add the query to db/queries/*.sql with a `-- name:` comment and run "
            "`sqlc generate`."
        ),
        expect=(("sqlc generate", "sqlc"), ("generated", "queries", ".sql")),
        task="add a query that lists routes assigned to a driver",
    ),
    Scenario(
        id="go-mod-tidy-missing-sum",
        kind="error_fix",
        stack="go",
        project="parcel-track",
        sessions=(
            _cc(
                14,
                _u(
                    "router service should expose prometheus metrics on :9102/metrics: a "
                    "histogram for plan duration"
                ),
                Edit(
                    "services/router/cmd/router/main.go",
                    '\t"log/slog"\n',
                    '\t"log/slog"\n\n\t"github.com/prometheus/client_golang/prometheus"\n'
                    '\t"github.com/prometheus/client_golang/prometheus/promhttp"\n',
                ),
                Edit(
                    "services/router/cmd/router/main.go",
                    "\tsrv := server.New(cfg, planner)",
                    "\tplanSeconds := prometheus.NewHistogram(prometheus.HistogramOpts{\n"
                    '\t\tName: "router_plan_duration_seconds",\n'
                    '\t\tHelp: "Time to compute a delivery plan.",\n'
                    "\t\tBuckets: prometheus.ExponentialBuckets(0.01, 2, 10),\n\t})\n"
                    "\tprometheus.MustRegister(planSeconds)\n"
                    "\tgo func() {\n\t\tmux := http.NewServeMux()\n"
                    '\t\tmux.Handle("/metrics", promhttp.Handler())\n'
                    '\t\t_ = http.ListenAndServe(":9102", mux)\n\t}()\n\n'
                    "\tsrv := server.New(cfg, planner.Instrument(planSeconds))",
                ),
                Run(
                    "cd services/router && go build ./...",
                    "cmd/router/main.go:9:2: no required module provides package "
                    "github.com/prometheus/client_golang/prometheus; to add it:\n"
                    "\tgo get github.com/prometheus/client_golang/prometheus\n"
                    "cmd/router/main.go:10:2: no required module provides package "
                    "github.com/prometheus/client_golang/prometheus/promhttp; to add it:\n"
                    "\tgo get github.com/prometheus/client_golang/prometheus/promhttp\n",
                    exit_code=1,
                ),
                Run(
                    "cd services/router && go mod tidy",
                    "go: finding module for package github.com/prometheus/client_golang/prometheus\n"
                    "go: finding module for package github.com/prometheus/client_golang/prometheus/promhttp\n"
                    "go: found github.com/prometheus/client_golang/prometheus in "
                    "github.com/prometheus/client_golang v1.20.5\n"
                    "go: found github.com/prometheus/client_golang/prometheus/promhttp in "
                    "github.com/prometheus/client_golang v1.20.5\n",
                ),
                Run(
                    "cd services/router && go build ./... && go test ./...",
                    "ok  \texample.com/parcel-track/router/internal/db\t0.398s\n"
                    "ok  \texample.com/parcel-track/router/internal/plan\t0.102s\n"
                    "?   \texample.com/parcel-track/router/cmd/router\t[no test files]\n",
                ),
                Run(
                    "git diff --stat services/router",
                    " services/router/cmd/router/main.go | 18 ++++++++++++++++--\n"
                    " services/router/go.mod             |  9 +++++++++\n"
                    " services/router/go.sum             | 24 ++++++++++++++++++++++++\n"
                    " 3 files changed, 49 insertions(+), 2 deletions(-)\n",
                ),
                _u("nice. port 9102 is right, ops already scrape it"),
            ),
            _cx(
                46,
                _u(
                    "the planner logs should carry a trace id. use go.opentelemetry.io/otel "
                    "trace and put the span's trace id on the slog logger"
                ),
                Edit(
                    "services/router/internal/plan/planner.go",
                    'import (\n\t"context"\n\t"log/slog"\n',
                    'import (\n\t"context"\n\t"log/slog"\n\n\t"go.opentelemetry.io/otel"\n'
                    '\t"go.opentelemetry.io/otel/trace"\n',
                ),
                Edit(
                    "services/router/internal/plan/planner.go",
                    "func (p *Planner) Plan(ctx context.Context, req Request) (Plan, error) {\n",
                    "func (p *Planner) Plan(ctx context.Context, req Request) (Plan, error) {\n"
                    '\tctx, span := otel.Tracer("router/plan").Start(ctx, "Plan")\n'
                    "\tdefer span.End()\n"
                    '\tlog := p.log.With("trace_id", trace.SpanContextFromContext(ctx).TraceID().String())\n',
                ),
                Run(
                    "cd services/router && go test ./internal/plan/...",
                    "internal/plan/planner.go:7:2: missing go.sum entry for module providing package "
                    "go.opentelemetry.io/otel (imported by example.com/parcel-track/router/internal/plan); "
                    "to add:\n\tgo get example.com/parcel-track/router/internal/plan\n"
                    "FAIL\texample.com/parcel-track/router/internal/plan [setup failed]\n"
                    "FAIL\n",
                    exit_code=1,
                ),
                Run(
                    "cd services/router && go mod tidy",
                    "go: finding module for package go.opentelemetry.io/otel/trace\n"
                    "go: found go.opentelemetry.io/otel in go.opentelemetry.io/otel v1.31.0\n"
                    "go: found go.opentelemetry.io/otel/trace in go.opentelemetry.io/otel/trace v1.31.0\n",
                ),
                Run(
                    "cd services/router && go test ./...",
                    "ok  \texample.com/parcel-track/router/internal/db\t0.405s\n"
                    "ok  \texample.com/parcel-track/router/internal/plan\t0.131s\n"
                    "?   \texample.com/parcel-track/router/cmd/router\t[no test files]\n",
                ),
                _a(
                    "otel added to go.mod/go.sum via go mod tidy; planner logs carry trace_id; tests pass."
                ),
                _u("great. no exporter yet, right? that's for the platform team"),
            ),
        ),
        lesson=(
            "When a Go build in parcel-track's router fails with 'no required module provides "
            "package' or 'missing go.sum entry' after adding an import, run `go mod tidy` in "
            "services/router."
        ),
        expect=(("go mod tidy",),),
        task="add structured error reporting with a third-party Go library to the router",
    ),
    Scenario(
        id="go-oneoff-pagination-fix",
        kind="none",
        stack="go",
        project="parcel-track",
        distractor="one-off",
        sessions=(
            _ai(
                52,
                _u("router plan tests are red on my branch, have a look"),
                _a("Running the plan package tests first."),
                Run(
                    "cd services/router && go test ./internal/plan/...",
                    "--- FAIL: TestStopsPage (0.00s)\n"
                    "    --- FAIL: TestStopsPage/last_page (0.00s)\n"
                    "        stops_test.go:48: got 4 stops, want 5\n"
                    "FAIL\n"
                    "FAIL\texample.com/parcel-track/router/internal/plan\t0.094s\n"
                    "FAIL\n",
                    exit_code=1,
                ),
                _u("the last page drops a stop. look at stops.go"),
                Read(
                    "services/router/internal/plan/stops.go",
                    "func Page(stops []Stop, page, size int) []Stop {\n"
                    "\tstart := page * size\n\tif start >= len(stops) {\n\t\treturn nil\n\t}\n"
                    "\tend := start + size\n\tif end >= len(stops) {\n"
                    "\t\tend = len(stops) - 1\n\t}\n\treturn stops[start:end]\n}\n",
                ),
                _a(
                    "When the page reaches the end, `end` is clamped to `len-1`, which cuts the last stop. It should clamp to `len`."
                ),
                Edit(
                    "services/router/internal/plan/stops.go",
                    "\tif end >= len(stops) {\n\t\tend = len(stops) - 1\n\t}",
                    "\tif end > len(stops) {\n\t\tend = len(stops)\n\t}",
                ),
                Run(
                    "cd services/router && go test ./internal/plan/...",
                    "ok  \texample.com/parcel-track/router/internal/plan\t0.088s\n",
                ),
                _u("thanks!"),
            ),
        ),
        lesson="(none: a one-off bug fix)",
        expect=(),
        task="paginate the list of depots in the router API",
    ),
]

SCENARIOS: list[Scenario] = [
    *_CLINIC,
    *_VENUE,
    *_EDGE,
    *_FIELDNOTES,
    *_ROTA,
    *_SURVEY,
    *_PARCEL,
]
