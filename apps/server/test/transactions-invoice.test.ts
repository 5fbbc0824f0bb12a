import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceDetailSchema, type InvoiceDetail } from '@backoffice/contracts/invoices';
import { addInvoiceTokenRoutes } from '../src/db/tenant-routes.js';
import { orders, users } from '../src/db/schema/index.js';
import { loyalty, writeDemoLikeOrder } from './invoice-fixtures.js';
import { bearer, limitToOutlets, signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';
import { insertOrder, JAKARTA } from './transaction-fixtures.js';

const BASE = '/api/order-reporting/backoffice/v1/invoices';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

describe('transactions: invoice detail by token', () => {
  const context = useTestApp();
  let owner: string;
  let stranger: string;
  let invoice: { id: number; token: string };
  let foreignToken: string;

  const read = (bearerToken: string, token: string) =>
    context.app.inject({ method: 'GET', url: `${BASE}/${token}`, headers: bearer(bearerToken) });

  beforeAll(async () => {
    const { db } = context.database;
    const { a, b } = context.fx;
    await db.update(users).set({ firstName: 'Budi', lastName: 'Santoso' }).where(eq(users.id, a.owner.id));
    owner = (await signIn(context.app, a.owner.email)).access_token;
    stranger = (await signIn(context.app, b.owner.email)).access_token;
    invoice = await writeDemoLikeOrder(db, a.id, a.outletIds[0]!, a.owner.id);
    foreignToken = (await writeDemoLikeOrder(db, b.id, b.outletIds[0]!, b.owner.id)).token;
  });

  it('gives every order a random base64url token of 32 bytes, distinct across businesses', () => {
    expect(invoice.token).toMatch(TOKEN_SHAPE);
    expect(foreignToken).toMatch(TOKEN_SHAPE);
    expect(foreignToken).not.toBe(invoice.token);
  });

  it('answers the whole invoice, and its amounts add up', async () => {
    const response = await read(owner, invoice.token);
    expect(response.statusCode).toBe(200);
    const body: InvoiceDetail = invoiceDetailSchema.parse(response.json());

    expect(
      body.subtotal - body.total_discount + body.total_gratuity + body.total_tax + body.total_rounding_amount,
    ).toBe(body.total_collected_amount);
    expect(body.total_collected_amount).toBe(98_100);
    const lines = body.order_items.flatMap((group) => group.items);
    expect(lines.reduce((sum, item) => sum + item.gross_amount, 0)).toBe(body.subtotal);
    const itemDiscounts = lines.reduce((sum, item) => sum + item.discount_amount, 0);
    const billDiscounts = body.order_discounts.reduce((sum, discount) => sum + discount.discount_amount, 0);
    const promoRewards = body.promos.reduce((sum, promo) => sum + promo.reward_amount, 0);
    expect(itemDiscounts + billDiscounts + promoRewards + body.total_redeem_amount).toBe(body.total_discount);
    expect(body.order_gratuities.reduce((sum, line) => sum + line.amount, 0)).toBe(body.total_gratuity);
    expect(body.order_taxes.reduce((sum, line) => sum + line.amount, 0)).toBe(body.total_tax);
    expect(body.split_payment_details.reduce((sum, payment) => sum + payment.amount, 0)).toBe(98_100);
    expect(body.invoice_payment_records.reduce((sum, record) => sum + record.amount_received, 0)).toBe(
      98_100,
    );
    expect(body.total_refund).toBe(-16_170);
    expect(body.order_refunds.reduce((sum, refund) => sum + refund.refund_amount, 0)).toBe(body.total_refund);
    expect(body.total_collected_amount + body.total_refund).toBe(81_930);
    for (const refund of body.order_refunds) {
      expect(
        refund.subtotal -
          refund.total_discount +
          refund.total_gratuity +
          refund.total_tax +
          refund.total_rounding_amount,
      ).toBe(refund.refund_amount);
    }
    expect(body.total_amount_due).toBe(0);
  });

  it('groups the items by sales type with their modifiers, discounts and the promo reward', async () => {
    const body = invoiceDetailSchema.parse((await read(owner, invoice.token)).json());
    expect(
      body.order_items.map((group) => [group.sales_type_name, group.items.map((item) => item.item_name)]),
    ).toEqual([
      ['Dine In', ['Kopi Susu', 'Roti Bakar']],
      ['Take Away', ['Es Teh']],
      [null, ['Nasi Goreng']],
    ]);
    const [kopi] = body.order_items[0]!.items;
    expect(kopi).toMatchObject({
      item_variant_name: 'Large',
      quantity: 2,
      price: 25_000,
      gross_amount: 50_000,
      note: 'less sugar',
      modifiers: [{ modifier_name: 'Shot', modifier_option_name: 'Extra', price: 5_000 }],
      discounts: [
        {
          discount_name: 'Happy Hour',
          discount_type: 'percentage',
          discount_percentage: 10,
          discount_amount: 5_000,
        },
      ],
      is_program_item: false,
    });
    expect(body.order_items[1]!.items[0]!.is_program_item).toBe(true);
    expect(body.promos[0]).toMatchObject({ promo_name: 'Free Es Teh', reward_amount: 8_000, count: 1 });
  });

  it('names the parties, payments, refund, void and loyalty', async () => {
    const body = invoiceDetailSchema.parse((await read(owner, invoice.token)).json());
    expect(body).toMatchObject({
      order_id: 'INV-0001',
      invoice_no: 'INV-0001',
      invoice_status: 'paid',
      status: 'completed',
      // The order's one time (decision 0110): when it was rung up, not when it was paid.
      created_at: '2024-03-02T05:30:00.000Z',
      bill_created_at: '2024-03-02T05:30:00.000Z',
      receipt_count: 2,
      table_name: 'T5',
      pax: 3,
      server_name: 'Budi Santoso',
      collector_name: 'Budi Santoso',
      customer_name: 'Sari Wulandari',
      customer_email: 'sari@example.com',
      customer_phone: '+628123456789',
      time_zone: JAKARTA,
      payment_type: 'split',
      refundable: true,
      loyalty,
    });
    expect(body.business_name).not.toBe('');
    expect(
      body.split_payment_details.map((payment) => [payment.payment_type, payment.tendered_amount]),
    ).toEqual([
      ['cash', 50_000],
      ['qris', null],
    ]);
    expect(body.void_items).toEqual([
      {
        item_name: 'Es Jeruk',
        item_variant_name: '',
        quantity: 1,
        price: 7_000,
        void_reason: 'Wrong item',
        void_by: 'Budi Santoso',
        voided_at: '2024-03-02T05:30:00.000Z',
      },
    ]);
    expect(body.order_refunds).toHaveLength(1);
    expect(body.order_refunds[0]).toMatchObject({
      refunded_by: 'Budi Santoso',
      refunded_reason: 'Burnt toast',
      refund_amount: -16_170,
      order_items: [{ item_name: 'Roti Bakar', quantity: 1, net_amount: -14_000 }],
      order_taxes: [{ name: 'PB1', amount: -1_470 }],
      order_gratuities: [{ name: 'Service', amount: -700 }],
    });
  });

  it('offers for refund only the units not refunded yet', async () => {
    const body = invoiceDetailSchema.parse((await read(owner, invoice.token)).json());
    expect(
      body.refund_availability.map((line) => [line.item, line.quantity, line.price, line.discount]),
    ).toEqual([
      ['Kopi Susu', 2, 25_000, 5_000],
      ['Roti Bakar', 0, 15_000, 0],
      ['Es Teh', 1, 8_000, 0],
      ['Nasi Goreng', 1, 30_000, 0],
    ]);
    expect(body.refund_availability[0]).toMatchObject({
      category: 'Coffee',
      sales_type: 'Dine In',
      variant: 'Large',
    });
  });

  it('shows a cancelled bill as cancelled, with nothing to refund', async () => {
    const { db } = context.database;
    const { a } = context.fx;
    const cancelled = await insertOrder(db, {
      businessId: a.id,
      outletId: a.outletIds[0]!,
      zone: JAKARTA,
      at: new Date('2024-03-04T03:00:00Z'),
      status: 'cancelled',
    });
    const body = invoiceDetailSchema.parse((await read(owner, cancelled.token)).json());
    expect(body).toMatchObject({ invoice_status: 'cancelled', refundable: false, refund_availability: [] });
    expect(body.cancel_reason).toBe('Customer left');
  });

  it("never opens another business's invoice", async () => {
    expect((await read(owner, foreignToken)).statusCode).toBe(404);
    expect((await read(stranger, invoice.token)).statusCode).toBe(404);
    expect((await read(stranger, foreignToken)).statusCode).toBe(200);
  });

  it('refuses a second order with a token another business already has', async () => {
    const { db } = context.database;
    const { b } = context.fx;
    // Written as every writer of orders writes them: the row and its token's route in one transaction; the route's
    // key is what is unique across businesses (decision 0107).
    await expect(
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({
            businessId: b.id,
            outletId: b.outletIds[0]!,
            uuid: 'token-clash',
            orderToken: invoice.token,
            receiptNumber: 'CLASH',
            status: 'open',
            createdAt: new Date('2024-03-02T05:00:00Z'),
            businessDate: '2024-03-02',
          })
          .returning({ id: orders.id });
        await addInvoiceTokenRoutes(tx, b.id, [row!.id]);
      }),
    ).rejects.toThrow();
    const clash = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.businessId, b.id), eq(orders.uuid, 'token-clash')));
    expect(clash).toEqual([]);
  });

  it('hides the invoice from a manager who does not reach its outlet', async () => {
    const { db } = context.database;
    const { a } = context.fx;
    await limitToOutlets(db, a.id, a.manager.id, [a.outletIds[1]!]);
    const manager = (await signIn(context.app, a.manager.email)).access_token;
    expect((await read(manager, invoice.token)).statusCode).toBe(404);
  });

  it('answers 400 for a malformed token and 404 for an unknown one, never a 5xx', async () => {
    for (const malformed of ['a%20b', 'x'.repeat(129), '%00', 'a.b', '%F0%9F%98%80']) {
      const response = await read(owner, malformed);
      expect(response.statusCode, malformed).toBe(400);
    }
    expect((await read(owner, 'A'.repeat(43))).statusCode).toBe(404);
  });

  it('opens nothing once the token is revoked', async () => {
    const { db } = context.database;
    const { a } = context.fx;
    expect((await read(owner, invoice.token)).statusCode).toBe(200);
    await db
      .update(orders)
      .set({ orderTokenRevokedAt: new Date() })
      .where(and(eq(orders.businessId, a.id), eq(orders.id, invoice.id)));
    const response = await read(owner, invoice.token);
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe((await read(owner, 'A'.repeat(43))).body);
  });
});
