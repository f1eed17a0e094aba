# ruff: noqa: E501
"""Held-out split of the learning corpus: venue-booking (PHP/Laravel), part 2 of 2.

Data for a fair test: not tuned to any extractor, and not read by the people
tuning the learning code."""

from __future__ import annotations

from .heldout_outputs import phpunit
from .heldout_venue import BOOKING_MODEL, no_such_table
from .model import Edit, Read, Run, Scenario, Write
from .model import aider as _ai
from .model import assistant as _a
from .model import claude_code as _cc
from .model import codex as _cx
from .model import user as _u

SCENARIOS: list[Scenario] = [
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
                    phpunit(
                        "E",
                        0.412,
                        no_such_table(
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
                    phpunit(".", 0.588),
                ),
                _u("nice. run the whole thing"),
                Run("vendor/bin/phpunit", phpunit("." * 39, 1.902)),
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
                Read("app/Models/Booking.php", BOOKING_MODEL),
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
                    phpunit(
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
                Run("vendor/bin/phpunit --filter BookingApiTest", phpunit("......", 0.871)),
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
