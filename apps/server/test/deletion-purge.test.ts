import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingInvoices, businessDeletionTickets, businesses, files } from '../src/db/schema/index.js';
import { runDeletionCommand } from '../src/modules/deletion/deletion-command.js';
import { purgeBusiness } from '../src/modules/deletion/purge-business.js';
import { insertInvoice } from '../src/modules/billing/payments.repository.js';
import { KEPT_TABLES, tenantTablesInPurgeOrder } from '../src/modules/deletion/purge-tables.js';
import { runDuePurges } from '../src/modules/deletion/run-due-purges.js';
import { bearer, signIn } from './identity-fixtures.js';
import { seedPaymentData, uploadDocument } from './qris-fixtures.js';
import { useTestApp } from './test-context.js';
import { insertOrder, insertRefund, insertVoid } from './transaction-fixtures.js';
import { waitFor } from './wait-for.js';

const TICKETS = '/api/business-service/v1/businesses/business-deletion-tickets';
const FAR_FUTURE = new Date('2099-01-01T00:00:00Z');

/** Issue 18: the purge after the grace period removes every tenant row of the business and nothing of another. */
describe('account deletion purge', () => {
  const context = useTestApp();
  let ticketNumber: string;
  let storageKeyA: string;

  const countsOf = async (businessId: number): Promise<Record<string, number>> => {
    const counts: Record<string, number> = {};
    for (const table of await tenantTablesInPurgeOrder(context.database)) {
      const { rows } = await context.database.executeSql(
        `select count(*)::int as n from "${table}" where business_id = $1`,
        [businessId],
      );
      counts[table] = Number(rows[0]?.n ?? 0);
    }
    return counts;
  };

  async function fillBusiness(business: typeof context.fx.a) {
    const db = context.database.db;
    const outletId = business.outletIds[0]!;
    const zone = 'Asia/Jakarta';
    const owner = await signIn(context.app, business.owner.email);
    await seedPaymentData(db, business.id);
    await uploadDocument(context.app, owner.access_token, outletId, 'image');
    for (const hours of [1, 2, 3]) {
      const at = new Date(Date.now() - hours * 3_600_000);
      const order = await insertOrder(db, {
        businessId: business.id,
        outletId,
        zone,
        at,
        items: ['Kopi', 'Roti'],
      });
      if (hours === 1)
        await insertRefund(db, { businessId: business.id, outletId, zone, orderId: order.id, at, net: 5000 });
      if (hours === 2)
        await insertVoid(db, { businessId: business.id, outletId, zone, orderId: order.id, at });
    }
    for (const [status, invoiceNumber] of [
      ['paid', `INV/${business.id}/1`],
      ['failed', null],
    ] as const) {
      await insertInvoice(db, {
        businessId: business.id,
        orderId: `order-${business.id}-${status}`,
        invoiceNumber,
        status,
        cycle: 12,
        packageDealId: 1,
        couponCode: 'HEMAT',
        calculation: { outlets: [{ outlet_name: 'Kemang' }], final_total_price: 1_200_000 },
        outletIds: [outletId],
        totalAmount: 1_200_000,
        startPeriod: '2026-01-01',
        endPeriod: '2026-12-31',
      });
    }
    return owner;
  }

  beforeAll(async () => {
    const ownerA = await fillBusiness(context.fx.a);
    await fillBusiness(context.fx.b);
    const [file] = await context.database.db
      .select({ storageKey: files.storageKey })
      .from(files)
      .where(eq(files.businessId, context.fx.a.id));
    storageKeyA = file!.storageKey;
    const response = await context.app.inject({
      method: 'POST',
      url: TICKETS,
      headers: bearer(ownerA.access_token),
      payload: { reason: 'Privacy issues', notes: null },
    });
    expect(response.statusCode).toBe(201);
    ticketNumber = response.json().ticket_number;
    // The confirmation mail is delivered weeks before any purge; here, wait for it rather than race it.
    await waitFor(async () => {
      const { rows } = await context.database.executeSql(`select 1 from mail_outbox where business_id = $1`, [
        context.fx.a.id,
      ]);
      return rows.length > 0;
    }, 'the confirmation mail');
  });

  it('waits for the grace period', async () => {
    expect(await context.app.fileStore.open(storageKeyA)).not.toBeNull();
    expect(
      await runDuePurges({ database: context.database, store: context.app.fileStore }, new Date()),
    ).toEqual([]);
    const counts = await countsOf(context.fx.a.id);
    expect(counts.users).toBeGreaterThan(0);
  });

  it('removes every tenant row of the business and none of another, resuming after being stopped halfway', async () => {
    const before = await countsOf(context.fx.a.id);
    const otherBefore = await countsOf(context.fx.b.id);
    // The walk means something only if the business had data in many tables.
    const filled = Object.entries(before)
      .filter(([, n]) => n > 0)
      .map(([table]) => table);
    expect(filled.length).toBeGreaterThanOrEqual(10);
    for (const table of ['orders', 'refunds', 'users', 'outlets', 'files', 'refresh_tokens', 'mail_outbox']) {
      expect(filled).toContain(table);
    }

    // Stopped halfway, as a killed worker would be: some rows are gone, some are left, the ticket says purging.
    const [ticket] = await context.database.db
      .select()
      .from(businessDeletionTickets)
      .where(eq(businessDeletionTickets.ticketNumber, ticketNumber));
    const deps = { database: context.database, store: context.app.fileStore };
    expect(await purgeBusiness(deps, ticket!, { batchRows: 2, stopAfterBatches: 4 })).toBe('stopped');
    const halfway = await countsOf(context.fx.a.id);
    const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    expect(total(halfway)).toBeLessThan(total(before));
    expect(total(halfway)).toBeGreaterThan(0);
    expect(await countsOf(context.fx.b.id)).toEqual(otherBefore);
    const [purging] = await context.database.db
      .select({ status: businessDeletionTickets.status })
      .from(businessDeletionTickets)
      .where(eq(businessDeletionTickets.ticketNumber, ticketNumber));
    expect(purging?.status).toBe('purging');

    // The scheduled run takes it up again and finishes.
    expect(await runDuePurges(deps, FAR_FUTURE)).toEqual([ticketNumber]);
    const after = await countsOf(context.fx.a.id);
    for (const [table, n] of Object.entries(after)) {
      if (KEPT_TABLES.includes(table)) continue;
      expect({ table, n }).toEqual({ table, n: 0 });
    }
    expect(after.business_deletion_tickets).toBe(1);
    // Routes of what is kept stay with it; the orders' tokens and the unpaid attempt's id went with their rows.
    const { rows: routes } = await context.database.executeSql(
      `select kind, key from tenant_routes where business_id = $1 order by kind`,
      [context.fx.a.id],
    );
    expect(routes).toEqual([
      { kind: 'billing_order', key: `order-${context.fx.a.id}-paid` },
      { kind: 'deletion_ticket', key: ticketNumber },
    ]);
    expect(await countsOf(context.fx.b.id)).toEqual(otherBefore);

    // What the law keeps: the paid invoice, anonymised; the business row as its anchor, without its details.
    const kept = await context.database.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.businessId, context.fx.a.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      status: 'paid',
      invoiceNumber: `INV/${context.fx.a.id}/1`,
      couponCode: null,
      outletIds: [],
    });
    expect(kept[0]?.calculation).toEqual({ final_total_price: 1_200_000 });
    const [business] = await context.database.db
      .select()
      .from(businesses)
      .where(eq(businesses.id, context.fx.a.id));
    expect(business).toMatchObject({ name: 'Deleted business', city: null, email: null });
    expect(business?.purgedAt).not.toBeNull();
    const otherInvoices = await context.database.db
      .select()
      .from(billingInvoices)
      .where(and(eq(billingInvoices.businessId, context.fx.b.id)));
    expect(otherInvoices).toHaveLength(2);

    // The stored file went with its row.
    expect(await context.app.fileStore.open(storageKeyA)).toBeNull();
    expect((await runDeletionCommand(deps, ['list'])).join('\n')).toContain(
      `${ticketNumber}  business ${context.fx.a.id} (Deleted business)  purged`,
    );
  });
});

describe('account deletion, support commands', () => {
  const context = useTestApp();

  it('cancels an open request: the business thaws and its users sign in again', async () => {
    const owner = await signIn(context.app, context.fx.a.owner.email);
    const response = await context.app.inject({
      method: 'POST',
      url: TICKETS,
      headers: bearer(owner.access_token),
      payload: { reason: 'Other reasons' },
    });
    const ticket: string = response.json().ticket_number;
    const deps = { database: context.database, store: context.app.fileStore };
    await expect(runDeletionCommand(deps, ['cancel', 'DEL-00000000-NOPE22'])).rejects.toThrow('No ticket');
    expect(await runDeletionCommand(deps, ['cancel', ticket])).toEqual([
      `Ticket ${ticket} cancelled; business unfrozen (its subscriptions stay ended).`,
    ]);
    await signIn(context.app, context.fx.a.manager.email);
    await expect(runDeletionCommand(deps, ['run-now', ticket])).rejects.toThrow('cancelled');
  });
});
