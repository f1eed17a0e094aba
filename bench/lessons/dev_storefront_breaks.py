# ruff: noqa: E501
"""Dev scenarios of `storefront` where something breaks (errors fixed, a reverted upgrade), and two with nothing to learn."""

from __future__ import annotations

from .dev_storefront import VITEST_OK, A, P, U, raw_output
from .model import Edit, Read, Run, Scenario, Session, Write
from .outputs import pnpm, tsc

SCENARIOS = [
    Scenario(
        id="ts-prisma-generate-after-schema",
        kind="error_fix",
        stack="typescript",
        project=P,
        lesson="After changing prisma/schema.prisma, run `pnpm prisma generate` (tsc TS2339/TS2353 on the new field means the client is stale).",
        expect=(("prisma generate",), ("schema", "ts2339", "ts2353", "client", "field")),
        task="add a gift message to orders and show it on the confirmation page",
        sessions=(
            Session(
                "claude_code",
                21,
                (
                    U(
                        "Orders need an internal note field staff can edit in the admin. Schema, "
                        "migration, and the admin form."
                    ),
                    Read(
                        "prisma/schema.prisma",
                        """model Order {
  id        String      @id @default(cuid())
  email     String
  status    OrderStatus @default(PENDING)
  total     Int
  createdAt DateTime    @default(now())
  items     OrderItem[]
}
""",
                    ),
                    Edit(
                        "prisma/schema.prisma",
                        "  total     Int\n",
                        "  total     Int\n  staffNote String?\n",
                    ),
                    Run(
                        "pnpm prisma migrate dev --name order_staff_note --create-only",
                        """Environment variables loaded from .env
Prisma schema loaded from prisma/schema.prisma
Datasource "db": PostgreSQL database "storefront", schema "public" at "localhost:5432"

Prisma Migrate created the following migration without applying it 20260922101544_order_staff_note

You can now edit it and apply it by running prisma migrate dev.
""",
                    ),
                    Edit(
                        "src/app/admin/orders/[id]/actions.ts",
                        "export async function updateOrder(",
                        "export async function saveStaffNote(id: string, staffNote: string) {\n"
                        "  await db.order.update({ where: { id }, data: { staffNote } });\n"
                        "  revalidatePath(`/admin/orders/${id}`);\n}\n\nexport async function updateOrder(",
                    ),
                    Run(
                        "pnpm typecheck",
                        pnpm(
                            P,
                            "typecheck",
                            "tsc --noEmit",
                            tsc(
                                [
                                    (
                                        "src/app/admin/orders/[id]/actions.ts",
                                        9,
                                        53,
                                        "TS2353",
                                        "Object literal may only specify known properties, and 'staffNote' does not exist in type "
                                        "'(Without<OrderUpdateInput, OrderUncheckedUpdateInput> & OrderUncheckedUpdateInput) | "
                                        "(Without<...> & OrderUpdateInput)'.",
                                        "  await db.order.update({ where: { id }, data: { staffNote } });",
                                    )
                                ]
                            ),
                            2,
                        ),
                        2,
                    ),
                    A(
                        "The generated Prisma client doesn't know `staffNote` yet: the schema changed but "
                        "the client wasn't regenerated."
                    ),
                    Run(
                        "pnpm prisma generate",
                        """Environment variables loaded from .env
Prisma schema loaded from prisma/schema.prisma

✔ Generated Prisma Client (v5.22.0) to ./node_modules/@prisma/client in 118ms
""",
                    ),
                    Run("pnpm typecheck", pnpm(P, "typecheck", "tsc --noEmit", "")),
                    Run("pnpm test", pnpm(P, "test", "vitest run", VITEST_OK)),
                    A(
                        "Added `staffNote` (nullable) with migration 20260922101544_order_staff_note and a "
                        "`saveStaffNote` server action; typecheck and tests pass after regenerating the client."
                    ),
                ),
            ),
            Session(
                "codex",
                44,
                (
                    U(
                        "products get a `badge` (string, optional) to show 'new' / 'sale' on the card"
                    ),
                    Run(
                        "sed -n '1,40p' prisma/schema.prisma",
                        """model Product {
  id       String    @id @default(cuid())
  slug     String    @unique
  name     String
  price    Int
  variants Variant[]
}
""",
                    ),
                    Edit(
                        "prisma/schema.prisma",
                        "  price    Int\n",
                        "  price    Int\n  badge    String?\n",
                    ),
                    Run(
                        "pnpm prisma migrate dev --name product_badge",
                        """Environment variables loaded from .env
Prisma schema loaded from prisma/schema.prisma
Datasource "db": PostgreSQL database "storefront", schema "public" at "localhost:5432"

Applying migration `20261014093012_product_badge`

The following migration(s) have been created and applied from new schema changes:

migrations/
  └─ 20261014093012_product_badge/
    └─ migration.sql

Your database is now in sync with your schema.
""",
                    ),
                    Edit(
                        "src/components/ProductCard.tsx",
                        '      <h3 className="font-medium">{product.name}</h3>\n',
                        "      {product.badge && <Badge tone={product.badge}>{product.badge}</Badge>}\n"
                        '      <h3 className="font-medium">{product.name}</h3>\n',
                    ),
                    Run(
                        "pnpm typecheck",
                        pnpm(
                            P,
                            "typecheck",
                            "tsc --noEmit",
                            tsc(
                                [
                                    (
                                        "src/components/ProductCard.tsx",
                                        18,
                                        18,
                                        "TS2339",
                                        "Property 'badge' does not exist on type '{ id: string; slug: string; name: string; price: number; }'.",
                                        "      {product.badge && <Badge tone={product.badge}>{product.badge}</Badge>}",
                                    )
                                ]
                            ),
                            2,
                        ),
                        2,
                    ),
                    A(
                        "The Prisma client types are stale (the migration ran in a shell where generation was "
                        "skipped). Regenerating the client."
                    ),
                    Run(
                        "pnpm prisma generate",
                        "Prisma schema loaded from prisma/schema.prisma\n\n"
                        "✔ Generated Prisma Client (v5.22.0) to ./node_modules/@prisma/client in 131ms\n",
                    ),
                    Run("pnpm typecheck", pnpm(P, "typecheck", "tsc --noEmit", "")),
                    A(
                        "ProductCard shows the optional badge; typecheck is clean after `pnpm prisma generate`."
                    ),
                ),
            ),
        ),
    ),
    Scenario(
        id="ts-vitest-jsdom",
        kind="error_fix",
        stack="typescript",
        project=P,
        lesson="Component tests fail with `document is not defined`: give the test file the jsdom environment (`// @vitest-environment jsdom`).",
        expect=(("jsdom",), ("environment", "document", "vitest", "component")),
        task="write a unit test for the coupon input component",
        sessions=(
            Session(
                "claude_code",
                23,
                (
                    U("CartDrawer should close on Escape. Implement and test it."),
                    Read(
                        "src/components/CartDrawer.tsx",
                        """export function CartDrawer({ open, onClose }: Props) {
  return (
    <aside role="dialog" aria-modal="true" hidden={!open}>
      <CartLines />
      <button onClick={onClose}>Close</button>
    </aside>
  );
}
""",
                    ),
                    Edit(
                        "src/components/CartDrawer.tsx",
                        "export function CartDrawer({ open, onClose }: Props) {\n",
                        "export function CartDrawer({ open, onClose }: Props) {\n  useEffect(() => {\n"
                        '    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();\n'
                        '    window.addEventListener("keydown", onKey);\n'
                        '    return () => window.removeEventListener("keydown", onKey);\n  }, [onClose]);\n',
                    ),
                    Write(
                        "src/components/CartDrawer.test.tsx",
                        """import { fireEvent, render } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import { CartDrawer } from "./CartDrawer";

it("closes on Escape", () => {
  const onClose = vi.fn();
  render(<CartDrawer open onClose={onClose} />);
  fireEvent.keyDown(window, { key: "Escape" });
  expect(onClose).toHaveBeenCalledOnce();
});
""",
                    ),
                    Run(
                        "pnpm vitest run src/components/CartDrawer.test.tsx",
                        raw_output(
                            """
 RUN  v2.1.4 .

 ❯ src/components/CartDrawer.test.tsx (1 test | 1 failed) 6ms
   × closes on Escape 4ms
     → document is not defined

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/components/CartDrawer.test.tsx > closes on Escape
ReferenceError: document is not defined
 ❯ render node_modules/@testing-library/react/dist/pure.js:257:5
 ❯ src/components/CartDrawer.test.tsx:7:3

 Test Files  1 failed (1)
      Tests  1 failed (1)
   Duration  612ms""",
                            1,
                        ),
                        1,
                    ),
                    A(
                        "vitest runs in the node environment by default here; this test renders DOM, so it "
                        "needs jsdom. Adding the per-file environment pragma."
                    ),
                    Edit(
                        "src/components/CartDrawer.test.tsx",
                        'import { fireEvent, render } from "@testing-library/react";\n',
                        '// @vitest-environment jsdom\nimport { fireEvent, render } from "@testing-library/react";\n',
                    ),
                    Run(
                        "pnpm vitest run src/components/CartDrawer.test.tsx",
                        raw_output(
                            " ✓ src/components/CartDrawer.test.tsx (1 test) 41ms\n\n Test Files  1 passed (1)\n      Tests  1 passed (1)"
                        ),
                    ),
                    A("Escape closes the drawer; the test passes with the jsdom environment."),
                ),
            ),
            Session(
                "aider",
                42,
                (
                    Read("src/components/QuantityStepper.tsx", ""),
                    U("write a test that the stepper never goes below 1"),
                    A("Here's a test rendering the stepper and clicking minus at 1."),
                    Write(
                        "src/components/QuantityStepper.test.tsx",
                        """import { fireEvent, render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { QuantityStepper } from "./QuantityStepper";

it("does not go below 1", () => {
  render(<QuantityStepper initial={1} />);
  fireEvent.click(screen.getByRole("button", { name: "Decrease" }));
  expect(screen.getByRole("spinbutton")).toHaveValue(1);
});
""",
                    ),
                    Run(
                        "pnpm vitest run src/components/QuantityStepper.test.tsx",
                        raw_output(
                            """
 FAIL  src/components/QuantityStepper.test.tsx > does not go below 1
ReferenceError: document is not defined
 ❯ render node_modules/@testing-library/react/dist/pure.js:257:5
 ❯ src/components/QuantityStepper.test.tsx:6:3

 Test Files  1 failed (1)
      Tests  1 failed (1)""",
                            1,
                        ),
                    ),
                    A(
                        "The test needs a DOM: add the jsdom environment comment at the top of the file."
                    ),
                    Edit(
                        "src/components/QuantityStepper.test.tsx",
                        'import { fireEvent, render, screen } from "@testing-library/react";\n',
                        '// @vitest-environment jsdom\nimport { fireEvent, render, screen } from "@testing-library/react";\n',
                    ),
                    Run(
                        "pnpm vitest run src/components/QuantityStepper.test.tsx",
                        raw_output(
                            " ✓ src/components/QuantityStepper.test.tsx (1 test) 38ms\n\n Test Files  1 passed (1)"
                        ),
                    ),
                ),
            ),
        ),
    ),
    Scenario(
        id="ts-stay-on-next-14",
        kind="revert",
        stack="typescript",
        project=P,
        lesson="Don't bump Next.js to 15 in storefront yet: the pages' synchronous params typing breaks the build.",
        expect=(
            (
                "next.js",
                "nextjs",
                "next 1",
                "next@",
                "`next`",
                "next past",
                "next beyond",
                "upgrade next",
                "bump next",
            ),
            ("14", "15"),
        ),
        task="update the npm dependencies for the monthly maintenance",
        sessions=(
            Session(
                "aider",
                33,
                (
                    Run(
                        "pnpm outdated",
                        """┌──────────────────┬─────────┬────────┐
│ Package          │ Current │ Latest │
├──────────────────┼─────────┼────────┤
│ next             │ 14.2.15 │ 15.0.3 │
├──────────────────┼─────────┼────────┤
│ eslint-config-next │ 14.2.15 │ 15.0.3 │
├──────────────────┼─────────┼────────┤
│ vitest           │ 2.1.3   │ 2.1.4  │
└──────────────────┴─────────┴────────┘""",
                    ),
                    U("bump next and eslint-config-next to latest in package.json"),
                    A("Updating both to ^15.0.3."),
                    Edit("package.json", '    "next": "14.2.15",\n', '    "next": "^15.0.3",\n'),
                    Edit(
                        "package.json",
                        '    "eslint-config-next": "14.2.15",\n',
                        '    "eslint-config-next": "^15.0.3",\n',
                    ),
                    Run(
                        "pnpm install && pnpm build",
                        pnpm(
                            P,
                            "build",
                            "next build",
                            """  ▲ Next.js 15.0.3

   Creating an optimized production build ...
 ✓ Compiled successfully
   Linting and checking validity of types  ..Failed to compile.

src/app/products/[slug]/page.tsx
Type error: Type '{ params: { slug: string; }; }' does not satisfy the constraint 'PageProps'.
  Types of property 'params' are incompatible.
    Type '{ slug: string; }' is missing the following properties from type 'Promise<any>': then, catch, finally, [Symbol.toStringTag]

Next.js build worker exited with code: 1 and signal: null""",
                            1,
                        ),
                    ),
                    U("/undo"),
                    U(
                        "ok revert that, we stay on next 14 until the params refactor is done. bump only vitest"
                    ),
                    Edit("package.json", '    "vitest": "2.1.3",\n', '    "vitest": "2.1.4",\n'),
                    Run("pnpm install && pnpm test", pnpm(P, "test", "vitest run", VITEST_OK)),
                ),
            ),
        ),
    ),
    Scenario(
        id="ts-one-off-badge-color",
        kind="none",
        stack="typescript",
        project=P,
        distractor="one-off",
        lesson="",
        expect=(),
        task="change the wording of the empty cart message",
        sessions=(
            Session(
                "claude_code",
                25,
                (
                    U("make the status badge blue instead of grey on the orders page"),
                    Read(
                        "src/components/StatusBadge.tsx",
                        """const tones = {
  PENDING: "bg-gray-100 text-gray-700",
  PAID: "bg-green-100 text-green-800",
  SHIPPED: "bg-gray-100 text-gray-700",
};
""",
                    ),
                    Edit(
                        "src/components/StatusBadge.tsx",
                        '  SHIPPED: "bg-gray-100 text-gray-700",\n',
                        '  SHIPPED: "bg-blue-100 text-blue-800",\n',
                    ),
                    A("SHIPPED badges are blue now; PENDING stays grey. Want PENDING blue too?"),
                    U("no that's right. and rename subtotal to subtotalCents in CartSummary"),
                    Read(
                        "src/components/CartSummary.tsx",
                        """export function CartSummary({ lines }: { lines: CartLine[] }) {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.qty, 0);
  return <Row label="Subtotal" value={formatPrice(subtotal)} />;
}
""",
                    ),
                    Edit(
                        "src/components/CartSummary.tsx",
                        "  const subtotal = lines.reduce((sum, l) => sum + l.unitPrice * l.qty, 0);\n"
                        '  return <Row label="Subtotal" value={formatPrice(subtotal)} />;\n',
                        "  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPrice * l.qty, 0);\n"
                        '  return <Row label="Subtotal" value={formatPrice(subtotalCents)} />;\n',
                    ),
                    Run("pnpm typecheck", pnpm(P, "typecheck", "tsc --noEmit", "")),
                    U("Never mind the rest, I think I get it now. thanks"),
                ),
            ),
        ),
    ),
    Scenario(
        id="ts-explore-cart-state",
        kind="none",
        stack="typescript",
        project=P,
        distractor="exploration",
        lesson="",
        expect=(),
        task="add a quantity stepper to the cart line items",
        sessions=(
            Session(
                "codex",
                28,
                (
                    U(
                        "where does the cart state live and how does it get to the server? just explain, "
                        "don't change anything"
                    ),
                    Run(
                        'rg -n "useCart" src --type ts -l',
                        "src/hooks/useCart.ts\nsrc/components/CartDrawer.tsx\n"
                        "src/components/CartSummary.tsx\nsrc/app/(shop)/layout.tsx\n",
                    ),
                    Run(
                        "sed -n '1,80p' src/hooks/useCart.ts",
                        """import { create } from "zustand";
import { persist } from "zustand/middleware";

export const useCart = create(persist<CartState>((set) => ({
  lines: [],
  add: (line) => set((s) => ({ lines: merge(s.lines, line) })),
  remove: (sku) => set((s) => ({ lines: s.lines.filter((l) => l.sku !== sku) })),
}), { name: "cart" }));
""",
                    ),
                    Run(
                        'rg -n "lines" src/app/api/checkout/route.ts src/lib/orders.ts',
                        "src/lib/orders.ts:12:  const items = input.items.map(toOrderItem);\n",
                    ),
                    Run(
                        "sed -n '1,40p' src/lib/orders.ts",
                        """export async function createOrder(input: CheckoutInput) {
  const items = input.items.map(toOrderItem);
  return db.order.create({ data: { email: input.email, items: { create: items }, total: sum(items) } });
}
""",
                    ),
                    A(
                        "The cart is a zustand store persisted to localStorage (`useCart`, key `cart`). "
                        "Nothing is sent until checkout: the checkout form posts the lines as `items` to "
                        "`/api/checkout`, and `createOrder` recomputes the total server-side from the items."
                    ),
                    U("and the total shown in the drawer, is that the server's number?"),
                    A(
                        "No: the drawer shows `CartSummary`'s client-side sum of unit price × qty. The "
                        "server recomputes it at checkout, so a stale price in localStorage can't be "
                        "charged."
                    ),
                    U("ok makes sense, thanks"),
                ),
            ),
        ),
    ),
]
