"""Second dev split of the learning corpus: warehouse-db (Postgres, flyway).

Data, not tuned to any extractor."""

from __future__ import annotations

from .model import Edit, Read, Run, Scenario, Session, Write
from .model import assistant as _a
from .model import user as _u

_FLYWAY_BANNER = """Flyway OSS Edition 10.17.3 by Redgate

See release notes here: https://rd.gt/416ObMi
Database: jdbc:postgresql://localhost:5432/warehouse (PostgreSQL 15.8)"""


SCENARIOS: list[Scenario] = [
    Scenario(
        id="sql-flyway-layout",
        kind="correction",
        stack="sql",
        project="warehouse-db",
        sessions=(
            Session(
                agent="aider",
                day=1,
                steps=(
                    _u(
                        "we need a table for bin locations: bins with aisle, shelf, level and a "
                        "capacity in units, plus a unique constraint on aisle/shelf/level"
                    ),
                    Write(
                        "migrations/2026_11_add_bins.sql",
                        """CREATE TABLE bins (
    id        bigserial PRIMARY KEY,
    aisle     text    NOT NULL,
    shelf     integer NOT NULL,
    level     integer NOT NULL,
    capacity  integer NOT NULL CHECK (capacity > 0),
    UNIQUE (aisle, shelf, level)
);
""",
                    ),
                    _u(
                        "we're a flyway shop, nothing reads a migrations/ folder. migrations go "
                        "in db/migration as V<n>__description.sql, next free number is 42"
                    ),
                    Run(
                        "ls db/migration | tail -3",
                        """V39__pick_waves.sql
V40__pick_lines_wave_fk.sql
V41__carriers.sql""",
                    ),
                    Write(
                        "db/migration/V42__create_bins.sql",
                        """CREATE TABLE bins (
    id        bigserial PRIMARY KEY,
    aisle     text    NOT NULL,
    shelf     integer NOT NULL,
    level     integer NOT NULL,
    capacity  integer NOT NULL CHECK (capacity > 0),
    UNIQUE (aisle, shelf, level)
);
""",
                    ),
                    Run("rm migrations/2026_11_add_bins.sql && rmdir migrations", ""),
                    Run(
                        "flyway -configFiles=conf/flyway.conf migrate",
                        _FLYWAY_BANNER
                        + """
Successfully validated 42 migrations (execution time 00:00.087s)
Current version of schema "public": 41
Migrating schema "public" to version "42 - create bins"
Successfully applied 1 migration to schema "public", now at version v42 \
(execution time 00:00.041s)""",
                    ),
                    Run(
                        "psql -d warehouse -c '\\d bins'",
                        """                             Table "public.bins"
  Column  |  Type   | Collation | Nullable |             Default
----------+---------+-----------+----------+----------------------------------
 id       | bigint  |           | not null | nextval('bins_id_seq'::regclass)
 aisle    | text    |           | not null |
 shelf    | integer |           | not null |
 level    | integer |           | not null |
 capacity | integer |           | not null |
Indexes:
    "bins_pkey" PRIMARY KEY, btree (id)
    "bins_aisle_shelf_level_key" UNIQUE CONSTRAINT, btree (aisle, shelf, level)
Check constraints:
    "bins_capacity_check" CHECK (capacity > 0)""",
                    ),
                    _a(
                        "Moved it to db/migration/V42__create_bins.sql; flyway applied it and "
                        "the table is there with the unique constraint."
                    ),
                    _u("/commit"),
                ),
            ),
        ),
        lesson=(
            "warehouse-db uses flyway: new migrations go in db/migration named "
            "V<n>__description.sql with the next free version number, not in a migrations/ folder."
        ),
        expect=(
            ("db/migration",),
            ("__", "v<n>", "versioned", "flyway"),
        ),
        task="add a table that records cycle counts per bin",
    ),
    Scenario(
        id="sql-not-null-backfill",
        kind="error_fix",
        stack="sql",
        project="warehouse-db",
        sessions=(
            Session(
                agent="claude_code",
                day=6,
                steps=(
                    _u(
                        "Shipments need a carrier_code and it must be mandatory. It should be "
                        "filled from carriers via the existing carrier_id."
                    ),
                    Run(
                        "ls db/migration | tail -2",
                        """V42__create_bins.sql
V43__bins_zone.sql""",
                    ),
                    Write(
                        "db/migration/V44__shipments_carrier_code.sql",
                        """ALTER TABLE shipments ADD COLUMN carrier_code text NOT NULL;
""",
                    ),
                    Run(
                        "flyway -configFiles=conf/flyway.conf migrate",
                        _FLYWAY_BANNER
                        + """
Successfully validated 44 migrations (execution time 00:00.091s)
Current version of schema "public": 43
Migrating schema "public" to version "44 - shipments carrier code"
ERROR: Migration of schema "public" to version "44 - shipments carrier code" failed! \
Changes successfully rolled back.
ERROR: Migration V44__shipments_carrier_code.sql failed
----------------------------------------------------
SQL State  : 23502
Error Code : 0
Message    : ERROR: column "carrier_code" of relation "shipments" contains null values
Location   : db/migration/V44__shipments_carrier_code.sql \
(/src/warehouse-db/db/migration/V44__shipments_carrier_code.sql)
Line       : 1
Statement  : ALTER TABLE shipments ADD COLUMN carrier_code text NOT NULL

Caused by: Migration V44__shipments_carrier_code.sql failed
----------------------------------------------------
SQL State  : 23502
Error Code : 0
Message    : ERROR: column "carrier_code" of relation "shipments" contains null values
Caused by: org.postgresql.util.PSQLException: ERROR: column "carrier_code" of relation \
"shipments" contains null values""",
                        exit_code=1,
                    ),
                    _a(
                        "The table already has rows, so the column can't be created NOT NULL "
                        "empty. I'll add it nullable, backfill from carriers, then set NOT NULL."
                    ),
                    Edit(
                        "db/migration/V44__shipments_carrier_code.sql",
                        """ALTER TABLE shipments ADD COLUMN carrier_code text NOT NULL;
""",
                        """ALTER TABLE shipments ADD COLUMN carrier_code text;

UPDATE shipments s
SET carrier_code = c.code
FROM carriers c
WHERE c.id = s.carrier_id;

ALTER TABLE shipments ALTER COLUMN carrier_code SET NOT NULL;
""",
                    ),
                    Run(
                        "flyway -configFiles=conf/flyway.conf migrate",
                        _FLYWAY_BANNER
                        + """
Successfully validated 44 migrations (execution time 00:00.088s)
Current version of schema "public": 43
Migrating schema "public" to version "44 - shipments carrier code"
Successfully applied 1 migration to schema "public", now at version v44 \
(execution time 00:00.512s)""",
                    ),
                    Run(
                        "psql -d warehouse -Atc 'select count(*) from shipments where "
                        "carrier_code is null'",
                        "0",
                    ),
                    _a(
                        "V44 applied: every shipment has its carrier_code and the column is NOT "
                        "NULL."
                    ),
                ),
            ),
            Session(
                agent="codex",
                day=31,
                steps=(
                    _u(
                        "stock_items needs a unit of measure column `uom`, required. Everything "
                        "we have today is counted in eaches, so existing rows are 'EA'."
                    ),
                    Run(
                        "ls db/migration | tail -3",
                        """V49__dock_doors.sql
V50__pallets.sql
V51__pallet_positions.sql""",
                    ),
                    Write(
                        "db/migration/V52__stock_items_uom.sql",
                        """SET lock_timeout = '5s';

ALTER TABLE stock_items
    ADD COLUMN uom varchar(8) NOT NULL
    CHECK (uom IN ('EA', 'BOX', 'PAL', 'KG'));
""",
                    ),
                    Run(
                        "make db-test",
                        """docker compose -f docker-compose.test.yml up -d --wait db
 ✔ Container warehouse-db-test-db-1  Healthy
flyway -configFiles=conf/flyway.conf,conf/flyway.test.conf migrate
"""
                        + _FLYWAY_BANNER.replace("5432", "55432")
                        + """
Successfully validated 52 migrations (execution time 00:00.102s)
Current version of schema "public": 51
Migrating schema "public" to version "52 - stock items uom"
ERROR: Migration of schema "public" to version "52 - stock items uom" failed! Changes \
successfully rolled back.
ERROR: Migration V52__stock_items_uom.sql failed
------------------------------------------------
SQL State  : 23502
Error Code : 0
Message    : ERROR: column "uom" of relation "stock_items" contains null values
Location   : db/migration/V52__stock_items_uom.sql \
(/src/warehouse-db/db/migration/V52__stock_items_uom.sql)
Line       : 3
Statement  : ALTER TABLE stock_items
    ADD COLUMN uom varchar(8) NOT NULL
    CHECK (uom IN ('EA', 'BOX', 'PAL', 'KG'))

make: *** [Makefile:22: db-test] Error 1""",
                        exit_code=2,
                    ),
                    _a(
                        "The test database is seeded with stock_items rows, so a NOT NULL column "
                        "without a value fails. Splitting it: add the column nullable, backfill "
                        "'EA', then SET NOT NULL."
                    ),
                    Edit(
                        "db/migration/V52__stock_items_uom.sql",
                        """ALTER TABLE stock_items
    ADD COLUMN uom varchar(8) NOT NULL
    CHECK (uom IN ('EA', 'BOX', 'PAL', 'KG'));
""",
                        """ALTER TABLE stock_items
    ADD COLUMN uom varchar(8)
    CHECK (uom IN ('EA', 'BOX', 'PAL', 'KG'));

UPDATE stock_items SET uom = 'EA' WHERE uom IS NULL;

ALTER TABLE stock_items ALTER COLUMN uom SET NOT NULL;
""",
                    ),
                    Run(
                        "make db-test",
                        """docker compose -f docker-compose.test.yml up -d --wait db
 ✔ Container warehouse-db-test-db-1  Healthy
flyway -configFiles=conf/flyway.conf,conf/flyway.test.conf migrate
Successfully validated 52 migrations (execution time 00:00.097s)
Current version of schema "public": 51
Migrating schema "public" to version "52 - stock items uom"
Successfully applied 1 migration to schema "public", now at version v52 \
(execution time 00:00.064s)
psql -v ON_ERROR_STOP=1 -f tests/smoke.sql
 check              | ok
--------------------+----
 stock_items_uom    | t
 picks_have_orders  | t
(2 rows)""",
                    ),
                    _a(
                        "V52 adds `uom` in three steps (nullable, backfill 'EA', SET NOT NULL); "
                        "`make db-test` migrates and the smoke checks pass."
                    ),
                ),
            ),
        ),
        lesson=(
            "To add a required column to a table that has rows, add it nullable, backfill it with "
            "an UPDATE, then ALTER ... SET NOT NULL, in the same migration."
        ),
        expect=(
            ("backfill", "update"),
            ("not null", "required", "mandatory"),
        ),
        task="make the dock door number required on inbound deliveries",
    ),
    Scenario(
        id="sql-view-blocks-alter-type",
        kind="error_fix",
        stack="sql",
        project="warehouse-db",
        sessions=(
            Session(
                agent="aider",
                day=12,
                steps=(
                    _u("/add db/migration/V43__bins_zone.sql"),
                    _u(
                        "stock_moves.qty is an integer but we're starting to move loose goods by "
                        "weight. make it numeric(12,3), next migration"
                    ),
                    Write(
                        "db/migration/V45__stock_moves_qty_numeric.sql",
                        """ALTER TABLE stock_moves ALTER COLUMN qty TYPE numeric(12,3);
""",
                    ),
                    Run(
                        "flyway -configFiles=conf/flyway.conf migrate",
                        _FLYWAY_BANNER
                        + """
Successfully validated 45 migrations (execution time 00:00.090s)
Current version of schema "public": 44
Migrating schema "public" to version "45 - stock moves qty numeric"
ERROR: Migration of schema "public" to version "45 - stock moves qty numeric" failed! \
Changes successfully rolled back.
ERROR: Migration V45__stock_moves_qty_numeric.sql failed
-------------------------------------------------------
SQL State  : 0A000
Error Code : 0
Message    : ERROR: cannot alter type of a column used by a view or rule
  Detail: rule _RETURN on view v_stock_on_hand depends on column "qty"
Location   : db/migration/V45__stock_moves_qty_numeric.sql \
(/src/warehouse-db/db/migration/V45__stock_moves_qty_numeric.sql)
Line       : 1
Statement  : ALTER TABLE stock_moves ALTER COLUMN qty TYPE numeric(12,3)""",
                    ),
                    Run(
                        "psql -d warehouse -Atc \"select pg_get_viewdef('v_stock_on_hand', true)\"",
                        """ SELECT m.item_id,
    m.bin_id,
    sum(m.qty) AS on_hand
   FROM stock_moves m
  GROUP BY m.item_id, m.bin_id;""",
                    ),
                    _a(
                        "Postgres won't change the type of a column a view reads. The migration "
                        "has to drop `v_stock_on_hand`, alter the column, and create the view "
                        "again with the same definition:"
                    ),
                    Edit(
                        "db/migration/V45__stock_moves_qty_numeric.sql",
                        """ALTER TABLE stock_moves ALTER COLUMN qty TYPE numeric(12,3);
""",
                        """DROP VIEW v_stock_on_hand;

ALTER TABLE stock_moves ALTER COLUMN qty TYPE numeric(12,3);

CREATE VIEW v_stock_on_hand AS
SELECT m.item_id,
       m.bin_id,
       sum(m.qty) AS on_hand
FROM stock_moves m
GROUP BY m.item_id, m.bin_id;
""",
                    ),
                    Run(
                        "flyway -configFiles=conf/flyway.conf migrate",
                        _FLYWAY_BANNER
                        + """
Successfully validated 45 migrations (execution time 00:00.089s)
Current version of schema "public": 44
Migrating schema "public" to version "45 - stock moves qty numeric"
Successfully applied 1 migration to schema "public", now at version v45 \
(execution time 00:01.204s)""",
                    ),
                    Run(
                        "psql -d warehouse -c 'select * from v_stock_on_hand limit 3'",
                        """ item_id | bin_id | on_hand
---------+--------+---------
    1041 |     12 |  24.000
    1041 |     31 |   6.000
    1187 |     12 | 120.000
(3 rows)""",
                    ),
                    _u("good. /commit"),
                ),
            ),
            Session(
                agent="claude_code",
                day=45,
                steps=(
                    _u(
                        "Same loose-goods change for picking: pick_lines.qty_picked should be "
                        "numeric(12,3) too. Also rename the migration you create to something "
                        "readable, the last few were cryptic."
                    ),
                    Run(
                        "ls db/migration | tail -2",
                        """V53__stock_moves_bin_item_idx.sql
V54__dock_door_required.sql""",
                    ),
                    Write(
                        "db/migration/V55__pick_lines_qty_picked_numeric.sql",
                        """SET lock_timeout = '5s';

ALTER TABLE pick_lines ALTER COLUMN qty_picked TYPE numeric(12,3);
""",
                    ),
                    Run(
                        "make db-test",
                        """docker compose -f docker-compose.test.yml up -d --wait db
 ✔ Container warehouse-db-test-db-1  Healthy
flyway -configFiles=conf/flyway.conf,conf/flyway.test.conf migrate
Successfully validated 55 migrations (execution time 00:00.104s)
Current version of schema "public": 54
Migrating schema "public" to version "55 - pick lines qty picked numeric"
ERROR: Migration of schema "public" to version "55 - pick lines qty picked numeric" failed! \
Changes successfully rolled back.
ERROR: Migration V55__pick_lines_qty_picked_numeric.sql failed
--------------------------------------------------------------
SQL State  : 0A000
Error Code : 0
Message    : ERROR: cannot alter type of a column used by a view or rule
  Detail: rule _RETURN on view v_open_picks depends on column "qty_picked"
Location   : db/migration/V55__pick_lines_qty_picked_numeric.sql \
(/src/warehouse-db/db/migration/V55__pick_lines_qty_picked_numeric.sql)
Line       : 3
Statement  : ALTER TABLE pick_lines ALTER COLUMN qty_picked TYPE numeric(12,3)

make: *** [Makefile:22: db-test] Error 1""",
                        exit_code=2,
                    ),
                    Run(
                        "grep -rln 'VIEW v_open_picks' db/migration",
                        "db/migration/V40__pick_lines_wave_fk.sql",
                    ),
                    Read(
                        "db/migration/V40__pick_lines_wave_fk.sql",
                        """ALTER TABLE pick_lines ADD COLUMN wave_id bigint REFERENCES \
pick_waves (id);

CREATE OR REPLACE VIEW v_open_picks AS
SELECT pl.id, pl.pick_id, pl.item_id, pl.qty_ordered, pl.qty_picked, pw.released_at
FROM pick_lines pl
JOIN pick_waves pw ON pw.id = pl.wave_id
WHERE pl.qty_picked < pl.qty_ordered;
""",
                    ),
                    _a(
                        "`v_open_picks` reads `qty_picked`, so the type change is blocked. I'll "
                        "drop the view first and recreate it after the ALTER, in the same "
                        "migration."
                    ),
                    Edit(
                        "db/migration/V55__pick_lines_qty_picked_numeric.sql",
                        """ALTER TABLE pick_lines ALTER COLUMN qty_picked TYPE numeric(12,3);
""",
                        """DROP VIEW v_open_picks;

ALTER TABLE pick_lines ALTER COLUMN qty_picked TYPE numeric(12,3);

CREATE VIEW v_open_picks AS
SELECT pl.id, pl.pick_id, pl.item_id, pl.qty_ordered, pl.qty_picked, pw.released_at
FROM pick_lines pl
JOIN pick_waves pw ON pw.id = pl.wave_id
WHERE pl.qty_picked < pl.qty_ordered;
""",
                    ),
                    Run(
                        "make db-test",
                        """docker compose -f docker-compose.test.yml up -d --wait db
 ✔ Container warehouse-db-test-db-1  Healthy
flyway -configFiles=conf/flyway.conf,conf/flyway.test.conf migrate
Successfully validated 55 migrations (execution time 00:00.101s)
Current version of schema "public": 54
Migrating schema "public" to version "55 - pick lines qty picked numeric"
Successfully applied 1 migration to schema "public", now at version v55 \
(execution time 00:00.377s)
psql -v ON_ERROR_STOP=1 -f tests/smoke.sql
 check              | ok
--------------------+----
 stock_items_uom    | t
 picks_have_orders  | t
(2 rows)""",
                    ),
                    _a(
                        "V55__pick_lines_qty_picked_numeric.sql drops v_open_picks, changes the "
                        "column to numeric(12,3) and recreates the view unchanged. The test "
                        "database migrates and the smoke checks pass."
                    ),
                ),
            ),
        ),
        lesson=(
            "Postgres refuses to change a column's type while a view reads it: in the migration, "
            "DROP the dependent view, ALTER the column, then recreate the view with its definition."
        ),
        expect=(
            ("view",),
            ("drop", "recreate", "re-create"),
        ),
        task="store parcel weights as numeric kilograms instead of integer grams",
    ),
    Scenario(
        id="sql-lock-timeout-header",
        kind="convention",
        stack="sql",
        project="warehouse-db",
        sessions=(
            Session(
                agent="claude_code",
                day=18,
                steps=(
                    _u(
                        "Add a foreign key from pick_lines.item_id to stock_items. One thing "
                        "about this repo: every migration must begin with "
                        "`SET lock_timeout = '5s';`. A migration must never sit waiting on a "
                        "lock on the pick tables while the floor is working; if it can't get "
                        "the lock in 5s it should fail and we rerun it at night."
                    ),
                    Run(
                        "ls db/migration | tail -2 && head -3 "
                        "db/migration/V45__stock_moves_qty_numeric.sql",
                        """V45__stock_moves_qty_numeric.sql
V46__carriers_scac.sql
DROP VIEW v_stock_on_hand;

ALTER TABLE stock_moves ALTER COLUMN qty TYPE numeric(12,3);""",
                    ),
                    Run(
                        "psql -d warehouse -Atc 'select count(*) from pick_lines pl left join "
                        "stock_items si on si.id = pl.item_id where si.id is null'",
                        "0",
                    ),
                    Write(
                        "db/migration/V47__pick_lines_item_fk.sql",
                        """SET lock_timeout = '5s';

ALTER TABLE pick_lines
    ADD CONSTRAINT pick_lines_item_id_fkey
    FOREIGN KEY (item_id) REFERENCES stock_items (id) NOT VALID;

ALTER TABLE pick_lines VALIDATE CONSTRAINT pick_lines_item_id_fkey;
""",
                    ),
                    Run(
                        "flyway -configFiles=conf/flyway.conf migrate",
                        _FLYWAY_BANNER
                        + """
Successfully validated 47 migrations (execution time 00:00.090s)
Current version of schema "public": 46
Migrating schema "public" to version "47 - pick lines item fk"
Successfully applied 1 migration to schema "public", now at version v47 \
(execution time 00:00.233s)""",
                    ),
                    _a(
                        "V47 starts with `SET lock_timeout = '5s';`. It adds the FK as "
                        "NOT VALID and validates it in a separate statement, so the strong lock "
                        "is held only briefly. There were no orphan rows."
                    ),
                    _u("should we backfill that header into the old ones?"),
                    _a(
                        "No. Applied migrations are checksummed, so editing them makes "
                        "`flyway validate` fail. It only matters for new ones."
                    ),
                    _u("right, ok"),
                ),
            ),
        ),
        lesson=(
            "Every warehouse-db migration starts with SET lock_timeout = '5s'; so it fails fast "
            "instead of waiting on locks on the pick tables."
        ),
        expect=(("lock_timeout", "lock timeout"),),
        task="add a foreign key from stock_moves to bins",
    ),
    Scenario(
        id="sql-materialized-stock-levels-revert",
        kind="revert",
        stack="sql",
        project="warehouse-db",
        sessions=(
            Session(
                agent="codex",
                day=38,
                steps=(
                    _u(
                        "the dock screen query on stock_levels takes 2-3s at peak. can you make "
                        "it fast?"
                    ),
                    Run(
                        "psql -d warehouse -c 'explain analyze select * from stock_levels where "
                        "zone = $$D2$$'",
                        """                                   QUERY PLAN
--------------------------------------------------------------------------------
 HashAggregate  (cost=48211.40..48391.40 rows=18000 width=44) (actual \
time=2214.551..2231.007 rows=1412 loops=1)
   Group Key: m.item_id, b.zone
   ->  Hash Join  (cost=310.00..44113.90 rows=546333 width=20) (actual \
time=3.114..1790.225 rows=551208 loops=1)
         Hash Cond: (m.bin_id = b.id)
         ->  Seq Scan on stock_moves m  (cost=0.00..38122.12 rows=2181212 width=20)
 Planning Time: 0.611 ms
 Execution Time: 2233.419 ms
(7 rows)""",
                    ),
                    Write(
                        "db/migration/V53__materialize_stock_levels.sql",
                        """DROP VIEW stock_levels;

CREATE MATERIALIZED VIEW stock_levels AS
SELECT m.item_id, b.zone, sum(m.qty) AS qty
FROM stock_moves m
JOIN bins b ON b.id = m.bin_id
GROUP BY m.item_id, b.zone;

CREATE UNIQUE INDEX stock_levels_item_zone ON stock_levels (item_id, zone);
""",
                    ),
                    Run(
                        "git add db/migration/V53__materialize_stock_levels.sql && "
                        "git commit -m 'materialize stock_levels'",
                        """[main 7d0c2e1] materialize stock_levels
 1 file changed, 9 insertions(+)""",
                    ),
                    Run(
                        "make db-reset && make smoke",
                        """flyway -configFiles=conf/flyway.conf,conf/flyway.test.conf clean migrate
Successfully cleaned schema "public" (execution time 00:00.140s)
Successfully applied 53 migrations to schema "public", now at version v53 \
(execution time 00:03.811s)
psql -v ON_ERROR_STOP=1 -f tests/dock_screen.sql
psql:tests/dock_screen.sql:14: ERROR:  dock screen shows 40 for item 1041 in D2, expected 52 \
after receiving 12
CONTEXT:  PL/pgSQL function inline_code_block line 9 at RAISE
make: *** [Makefile:31: smoke] Error 3""",
                        exit_code=2,
                    ),
                    _a(
                        "The dock screen test inserts a receipt and reads stock_levels right "
                        "away. With a materialized view it sees the old number until a REFRESH. "
                        "I could refresh it from a trigger on stock_moves..."
                    ),
                    _u(
                        "no, revert that. the dock screens need live numbers, anything that can "
                        "be stale between refreshes is a no-go there. let's look at an index on "
                        "stock_moves instead"
                    ),
                    Run(
                        "git revert --no-edit HEAD",
                        """[main 9a51f08] Revert "materialize stock_levels"
 1 file changed, 9 deletions(-)
 delete mode 100644 db/migration/V53__materialize_stock_levels.sql""",
                    ),
                    Write(
                        "db/migration/V53__stock_moves_bin_item_idx.sql",
                        """SET lock_timeout = '5s';

CREATE INDEX stock_moves_bin_item_idx ON stock_moves (bin_id, item_id) INCLUDE (qty);
""",
                    ),
                    Run(
                        "make db-reset && make smoke",
                        """flyway -configFiles=conf/flyway.conf,conf/flyway.test.conf clean migrate
Successfully cleaned schema "public" (execution time 00:00.132s)
Successfully applied 53 migrations to schema "public", now at version v53 \
(execution time 00:03.694s)
psql -v ON_ERROR_STOP=1 -f tests/dock_screen.sql
DO
psql -v ON_ERROR_STOP=1 -f tests/smoke.sql
 check              | ok
--------------------+----
 picks_have_orders  | t
(1 row)""",
                    ),
                    _a(
                        "Reverted the materialized view. V53 now adds a covering index on "
                        "stock_moves (bin_id, item_id) INCLUDE (qty), so stock_levels stays a "
                        "live view. The dock screen test passes; on the test data the query "
                        "goes from 2.2s to about 180ms."
                    ),
                ),
            ),
        ),
        lesson=(
            "Don't turn stock_levels into a materialized view: the dock screens need live stock "
            "numbers and a materialized view is stale between refreshes; speed it up with indexes."
        ),
        expect=(
            ("materialized",),
            ("stock_levels", "stock levels", "live", "stale", "dock"),
        ),
        task="the stock figures on the loading-dock display are slow to load; improve that",
    ),
    Scenario(
        id="sql-question-repair-vs-baseline",
        kind="none",
        stack="sql",
        project="warehouse-db",
        distractor="question",
        sessions=(
            Session(
                agent="claude_code",
                day=52,
                steps=(
                    _u(
                        "quick question before I set up the new staging db. It's restored from a "
                        "prod dump so the schema is already there. Do I need flyway repair or "
                        "baseline?"
                    ),
                    Read(
                        "conf/flyway.conf",
                        """flyway.url=jdbc:postgresql://localhost:5432/warehouse
flyway.user=warehouse
flyway.locations=filesystem:db/migration
flyway.validateMigrationNaming=true
flyway.cleanDisabled=false
""",
                    ),
                    Run(
                        "flyway -configFiles=conf/flyway.conf info | tail -6",
                        """| Versioned | 52      | stock items uom               | SQL  | \
2026-11-02 | Success |
| Versioned | 53      | stock moves bin item idx      | SQL  | 2026-11-09 | Success |
| Versioned | 54      | dock door required            | SQL  | 2026-11-12 | Success |
| Versioned | 55      | pick lines qty picked numeric | SQL  | 2026-11-16 | Success |
+-----------+---------+-----------------------------+------+------------+---------+""",
                    ),
                    _a(
                        "Neither command, as long as the dump includes the "
                        "`flyway_schema_history` table. A pg_dump of the whole schema does "
                        "include it, and flyway then sees v55 as applied and has nothing to "
                        "do.\n\n"
                        "- `repair` fixes the history table itself: it removes failed entries "
                        "and realigns checksums after someone edited an applied migration.\n"
                        "- `baseline` is for a database that has the schema but no history "
                        "table. It records the version you give it (e.g. `-baselineVersion=55`) "
                        "as the starting point.\n\n"
                        "If the dump left out `flyway_schema_history`, you would need "
                        "`baseline` with version 55."
                    ),
                    _u("it was a schema-only dump with --exclude-table=flyway_schema_history iirc"),
                    Run(
                        'psql -h staging-db.internal -d warehouse -Atc "select '
                        "coalesce(to_regclass('flyway_schema_history')::text, 'missing')\"",
                        "missing",
                    ),
                    _a(
                        "Then run `flyway baseline -baselineVersion=55` against staging once, "
                        "and `migrate` after that works as normal."
                    ),
                    _u("great, thanks"),
                ),
            ),
        ),
        lesson="",
        expect=(),
        task="set up flyway on the new reporting replica database",
    ),
]
