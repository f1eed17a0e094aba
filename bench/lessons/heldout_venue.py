# ruff: noqa: E501
"""Held-out split of the learning corpus: venue-booking (PHP/Laravel), part 1 of 2.

Data for a fair test: not tuned to any extractor, and not read by the people
tuning the learning code."""

from __future__ import annotations

from .heldout_outputs import phpunit
from .model import Edit, Read, Run, Scenario, Write
from .model import assistant as _a
from .model import claude_code as _cc
from .model import codex as _cx
from .model import user as _u

BOOKING_MODEL = """<?php

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


def no_such_table(test: str, table: str) -> str:
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


SCENARIOS: list[Scenario] = [
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
                Run("vendor/bin/phpunit", phpunit("." * 47, 2.114)),
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
]
