import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceDetailSchema, publicInvoiceSchema } from '@backoffice/contracts/invoices';
import { items, orderItems } from '../src/db/schema/index.js';
import { bearer, signIn } from './identity-fixtures.js';
import { writeDemoLikeOrder } from './invoice-fixtures.js';
import { useTestApp } from './test-context.js';
import { insertOrder, JAKARTA } from './transaction-fixtures.js';

const BASE = '/api/order-reporting/backoffice/v1/invoices';

/**
 * Issue 26 item 13: the invoice carries every field of the entity "Invoice and payment detail", filled from the
 * stored order; the fields whose data comes with later work (bundles, loyalty options) are present and empty.
 */
describe('transactions: every field of the invoice', () => {
  const context = useTestApp();
  let owner: string;
  let invoice: { id: number; token: string };

  const read = async (token: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `${BASE}/${token}`,
      headers: bearer(owner),
    });
    expect(response.statusCode).toBe(200);
    return invoiceDetailSchema.parse(response.json());
  };

  beforeAll(async () => {
    const { db } = context.database;
    const { a } = context.fx;
    owner = (await signIn(context.app, a.owner.email)).access_token;
    invoice = await writeDemoLikeOrder(db, a.id, a.outletIds[0]!, a.owner.id);
    // Kopi Susu is a catalogue item that keeps stock; the other lines name no catalogue item.
    const [kopi] = await db
      .insert(items)
      .values({ businessId: a.id, name: 'Kopi Susu', trackStock: true })
      .returning({ id: items.id });
    await db
      .update(orderItems)
      .set({ itemId: kopi!.id })
      .where(and(eq(orderItems.businessId, a.id), like(orderItems.uuid, 'kopi-%')));
  });

  it('names the invoice: guid, name, status description and due date', async () => {
    const body = await read(invoice.token);
    expect(body).toMatchObject({
      guid: body.uuid,
      name: 'INV-0001',
      invoice_status: 'paid',
      status_description: 'Paid',
      invoice_due_date: '2024-03-02',
    });
  });

  it('calls a bill still owing after its day Overdue, and one of today Unpaid', async () => {
    const { db } = context.database;
    const { a } = context.fx;
    const base = { businessId: a.id, outletId: a.outletIds[0]!, zone: JAKARTA, status: 'open' as const };
    const old = await insertOrder(db, { ...base, at: new Date('2024-03-04T03:00:00Z') });
    // An hour ahead: its day has not passed even if the outlet's midnight falls while the test runs.
    const today = await insertOrder(db, { ...base, at: new Date(Date.now() + 60 * 60 * 1000) });
    expect(await read(old.token)).toMatchObject({
      invoice_status: 'unpaid',
      status_description: 'Overdue',
      invoice_due_date: '2024-03-04',
    });
    expect((await read(today.token)).status_description).toBe('Unpaid');
    const printable = publicInvoiceSchema.parse(
      (
        await context.app.inject({
          method: 'GET',
          url: `/api/order-reporting/v1/public/invoices/${old.token}`,
        })
      ).json(),
    );
    expect(printable.status_description).toBe('Overdue');
  });

  it('carries bundle components, promo requirement and reward ids, and the loyalty options', async () => {
    const body = await read(invoice.token);
    for (const item of body.order_items.flatMap((group) => group.items)) {
      expect(item.bundle_components).toEqual([]);
    }
    expect(body.promos[0]!.items).toEqual([
      expect.objectContaining({
        promo_item_status: 'REQUIREMENT',
        promo_requirement_id: 41,
        promo_reward_id: null,
      }),
      expect.objectContaining({
        promo_item_status: 'REWARD',
        promo_requirement_id: null,
        promo_reward_id: 52,
      }),
    ]);
    expect(body.loyalty).toMatchObject({
      new_member_points: 0,
      redemption_options: [],
      redemption: { reward: 'Diskon Member', reward_checkout_title: null, reward_type: null },
    });
  });

  it("gives each line's refundable shares by the refund's own rule, with its stock and type", async () => {
    const body = await read(invoice.token);
    const byItem = Object.fromEntries(body.refund_availability.map((line) => [line.item, line]));
    // Net before the bill's shares: Kopi 45 000, Roti 15 000, Es Teh 0, Nasi 30 000. The bill discount (3 000) and
    // redemption (2 000) go by those nets, gratuity (4 250) and tax (8 925) by the nets after them (85 000).
    expect(byItem['Kopi Susu']).toMatchObject({
      discount: 5_000,
      redemption: 1_000,
      net: 42_500,
      gratuity: 2_125,
      tax: 4_462,
      quantity: 2,
      tracks_stock: true,
      item_type: 'ITEM',
      parent_order_item_uuid: null,
      bundle_id: null,
    });
    expect(byItem['Nasi Goreng']).toMatchObject({
      redemption: 667,
      net: 28_333,
      gratuity: 1_417,
      tax: 2_975,
    });
    // Refunded in full before: nothing left to give back.
    expect(byItem['Roti Bakar']).toMatchObject({ quantity: 0, redemption: 0, gratuity: 0, tax: 0, net: 0 });
    // Given free by the promo: its gross is all discount, so it carries no net, gratuity or tax.
    expect(byItem['Es Teh']).toMatchObject({ net: 0, gratuity: 0, tax: 0, tracks_stock: false });
    // What the lines still hold adds up to the bill less what the Roti Bakar line held (all its units went back).
    const rows = body.refund_availability;
    const sum = (pick: (line: (typeof rows)[number]) => number) =>
      rows.reduce((total, line) => total + pick(line), 0);
    const roti = await rotiShares();
    expect(sum((line) => line.gratuity)).toBe(body.total_gratuity - roti.gratuity);
    expect(sum((line) => line.tax)).toBe(body.total_tax - roti.tax);
    expect(sum((line) => line.net)).toBe(body.net_sales - roti.net);
    expect(sum((line) => line.redemption)).toBe(body.total_redeem_amount - roti.redemption);
  });

  /** The Roti Bakar line's full shares, read as the invoice read them before it was refunded. */
  async function rotiShares() {
    const { db } = context.database;
    const { a } = context.fx;
    await db
      .update(orderItems)
      .set({ refundedQuantity: 0 })
      .where(and(eq(orderItems.businessId, a.id), like(orderItems.uuid, 'roti-%')));
    const line = (await read(invoice.token)).refund_availability.find((row) => row.item === 'Roti Bakar')!;
    await db
      .update(orderItems)
      .set({ refundedQuantity: 1 })
      .where(and(eq(orderItems.businessId, a.id), like(orderItems.uuid, 'roti-%')));
    return line;
  }
});
