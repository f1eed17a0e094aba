# ruff: noqa: E501
"""Held-out split of the learning corpus: clinic-portal (C#/.NET).

Data for a fair test: not tuned to any extractor, and not read by the people
tuning the learning code."""

from __future__ import annotations

from .heldout_outputs import dotnet_build, dotnet_test
from .model import Edit, Read, Run, Scenario, Write
from .model import aider as _ai
from .model import assistant as _a
from .model import claude_code as _cc
from .model import codex as _cx
from .model import user as _u

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


SCENARIOS: list[Scenario] = [
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
                    dotnet_test(_CS, 61),
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
                Run("dotnet build src/Clinic.Api", dotnet_build(_CS, _CS_PROJECTS, 6.12)),
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
                    dotnet_test(_CS, 7),
                ),
                _u("good. also the sms text says 'appt' — spell it out, 'appointment'"),
                Edit(
                    "src/Clinic.Api/Reminders/Texts.cs",
                    '$"Reminder: your appt on {a.StartsAt:ddd d MMM} at {a.StartsAt:HH:mm}"',
                    '$"Reminder: your appointment on {a.StartsAt:ddd d MMM} at {a.StartsAt:HH:mm}"',
                ),
                Run("dotnet test", dotnet_test(_CS, 63)),
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
                Run("dotnet build", dotnet_build(_CS, _CS_PROJECTS, 7.48)),
                Run(
                    "dotnet test",
                    dotnet_test(_CS, 58),
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
                    dotnet_build(
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
                Run("dotnet build", dotnet_build(_CS, _CS_PROJECTS, 6.03)),
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
                Run("dotnet test", dotnet_test(_CS, 52)),
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
                    dotnet_build(
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
                Run("dotnet build src/Clinic.Api", dotnet_build(_CS, _CS_PROJECTS, 4.12)),
                Run(
                    'dotnet test --filter "FullyQualifiedName~Referral"',
                    dotnet_test(_CS, 4),
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
                    dotnet_test(
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
                Run("dotnet test", dotnet_test(_CS, 62)),
                _u("and the cancel endpoint should accept the reason too"),
                Edit(
                    "src/Clinic.Api/Endpoints/AppointmentEndpoints.cs",
                    "record CancelRequest(string? Note);",
                    "record CancelRequest(CancellationReason Reason, string? Note);",
                ),
                Run("dotnet test", dotnet_test(_CS, 63)),
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
                    dotnet_test(
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
                Run("dotnet test", dotnet_test(_CS, 63)),
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
                    dotnet_test(
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
                Run("dotnet restore && dotnet test", dotnet_test(_CS, 62)),
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
                Run("dotnet test", dotnet_test(_CS, 65)),
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
