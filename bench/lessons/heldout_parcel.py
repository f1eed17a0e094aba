# ruff: noqa: E501
"""Held-out split of the learning corpus: parcel-track (TypeScript + Go).

Data for a fair test: not tuned to any extractor, and not read by the people
tuning the learning code."""

from __future__ import annotations

from .model import Edit, Read, Run, Scenario, Write
from .model import aider as _ai
from .model import assistant as _a
from .model import claude_code as _cc
from .model import codex as _cx
from .model import user as _u

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


SCENARIOS: list[Scenario] = [
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
