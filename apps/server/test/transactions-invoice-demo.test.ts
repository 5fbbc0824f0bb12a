import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceDetailSchema } from '@backoffice/contracts/invoices';
import type { DatabaseHandle } from '../src/db/database.js';
import { queryRows } from '../src/demo/bulk-insert.js';
import { DEMO_PASSWORD } from '../src/demo/demo-accounts.js';
import { seedDemo } from '../src/demo/seed-demo.js';
import { bearer, signIn } from './identity-fixtures.js';
import { createTestApp } from './test-app.js';
import { createTestDatabase } from './test-database.js';

type App = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The invoices of the demo's own orders, priced and refunded by the domain's rules: every refunded order's invoice
 * adds up, its refunds are what the order says was given back, and what is left to refund is what was not.
 */
describe('transactions: invoices of demo orders', () => {
  let database: DatabaseHandle;
  let app: App;
  let owner: string;
  let tokens: { order_token: string; refunded_amount: number }[];

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database, { days: 7, now: new Date('2026-03-15T03:00:00Z') });
    app = await createTestApp(database);
    owner = (await signIn(app, 'owner@demo.test', DEMO_PASSWORD)).access_token;
    tokens = await queryRows(
      database.db,
      sql`select o.order_token, o.refunded_amount::int as refunded_amount from orders o
            join users u on u.business_id = o.business_id and u.email = 'owner@demo.test'
           where o.status = 'completed' and o.refunded_amount > 0 order by o.id limit 20`,
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('adds up on every refunded demo order', async () => {
    expect(tokens.length).toBeGreaterThan(0);
    for (const { order_token: token, refunded_amount: refunded } of tokens) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/order-reporting/backoffice/v1/invoices/${token}`,
        headers: bearer(owner),
      });
      expect(response.statusCode).toBe(200);
      const body = invoiceDetailSchema.parse(response.json());
      expect(body.order_token).toBe(token);
      expect(
        body.subtotal -
          body.total_discount +
          body.total_gratuity +
          body.total_tax +
          body.total_rounding_amount,
      ).toBe(body.total_collected_amount);
      const lines = body.order_items.flatMap((group) => group.items);
      expect(lines.reduce((sum, line) => sum + line.gross_amount, 0)).toBe(body.subtotal);
      expect(body.split_payment_details.reduce((sum, payment) => sum + payment.amount, 0)).toBe(
        body.total_collected_amount,
      );
      expect(body.order_refunds.length).toBeGreaterThan(0);
      expect(body.total_refund).toBe(-refunded);
      expect(body.total_collected_amount + body.total_refund).toBeGreaterThanOrEqual(0);
      for (const refund of body.order_refunds) {
        expect(
          refund.subtotal -
            refund.total_discount +
            refund.total_gratuity +
            refund.total_tax +
            refund.total_rounding_amount,
        ).toBe(refund.refund_amount);
        expect(refund.order_items.reduce((sum, line) => sum + line.gross_amount, 0)).toBe(refund.subtotal);
      }
      const refundedUnits = body.order_refunds
        .flatMap((refund) => refund.order_items)
        .reduce((n, l) => n + l.quantity, 0);
      const left = body.refund_availability.reduce((n, line) => n + line.quantity, 0);
      expect(left + refundedUnits).toBe(lines.reduce((n, line) => n + line.quantity, 0));
    }
  });
});
