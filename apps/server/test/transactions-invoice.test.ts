import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceDetailSchema, type InvoiceDetail } from '@backoffice/contracts/invoices';
import type { Queryable } from '../src/db/database.js';
import { addInvoiceTokenRoutes } from '../src/db/tenant-routes.js';
import {
  customers,
  orderDiscounts,
  orderGratuities,
  orderItems,
  orderPromos,
  orders,
  orderTaxes,
  payments,
  refundItems,
  refunds,
  users,
  voidItems,
  type OrderLoyaltySnapshot,
} from '../src/db/schema/index.js';
import { bearer, limitToOutlets, signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';
import { insertOrder, JAKARTA } from './transaction-fixtures.js';

const BASE = '/api/order-reporting/backoffice/v1/invoices';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const loyalty: OrderLoyaltySnapshot = {
  type: 'REDEMPTION',
  program_id: 7,
  member_id: 11,
  member_since: '2023-05-01',
  current_balance: 120,
  new_earned_points: 9,
  closing_balance: 109,
  earning_rule: { type: 'SPENDING', amount: 10_000, point: 1 },
  redemption: {
    reward_id: 3,
    reward: 'Diskon Member',
    redeem_points: 20,
    discount: 2_000,
    discount_type: 'cash',
  },
};

/**
 * A bill like the demo's: two sales types and a line without one, a modifier, an item discount, a bill discount, a
 * promo reward, a loyalty redemption, gratuity, tax, cash rounding, a split payment, a voided line and a partial
 * refund. Amounts (Rupiah):
 *   subtotal 103 000 = Kopi Susu 2 × (20 000 + 5 000) + Roti Bakar 15 000 + Es Teh 8 000 + Nasi Goreng 30 000
 *   discounts 18 000 = item 5 000 + bill 3 000 + promo 8 000 + redemption 2 000; net 85 000
 *   gratuity 4 250 + tax 8 925 + rounding −75 → collected 98 100 = cash 50 000 + QRIS 48 100
 *   refund of the Roti Bakar: −16 170 (net −14 000, gratuity −700, tax −1 470)
 */
async function writeDemoLikeOrder(db: Queryable, businessId: number, outletId: number, userId: number) {
  const at = new Date('2024-03-02T05:30:00Z');
  const paidAt = new Date('2024-03-02T06:10:00Z');
  const [customer] = await db
    .insert(customers)
    .values({ businessId, name: 'Sari Wulandari', email: 'sari@example.com', phone: '+628123456789' })
    .returning({ id: customers.id });
  const [order] = await db
    .insert(orders)
    .values({
      businessId,
      outletId,
      uuid: `invoice-order-${businessId}`,
      receiptNumber: 'INV-0001',
      status: 'completed',
      customerId: customer!.id,
      createdBy: userId,
      collectedBy: userId,
      tableName: 'T5',
      pax: 3,
      createdAt: at,
      businessDate: '2024-03-02',
      completedAt: paidAt,
      subtotal: 103_000,
      discountTotal: 18_000,
      promoTotal: 8_000,
      redeemAmount: 2_000,
      gratuityTotal: 4_250,
      taxTotal: 8_925,
      roundingAmount: -75,
      netSales: 85_000,
      grossSales: 103_000,
      totalCollected: 98_100,
      refundedAmount: 16_170,
      loyalty,
      receiptCount: 2,
    })
    .returning({ id: orders.id, token: orders.orderToken });
  const orderId = order!.id;
  await addInvoiceTokenRoutes(db, businessId, [orderId]);
  const line = (uuid: string, fields: Partial<typeof orderItems.$inferInsert>) => ({
    businessId,
    orderId,
    uuid: `${uuid}-${businessId}`,
    itemName: uuid,
    quantity: 1,
    ...fields,
  });
  const items = await db
    .insert(orderItems)
    .values([
      line('kopi', {
        position: 0,
        itemName: 'Kopi Susu',
        variantName: 'Large',
        salesTypeName: 'Dine In',
        categoryName: 'Coffee',
        quantity: 2,
        unitPrice: 20_000,
        modifierAmount: 5_000,
        modifiers: [
          {
            modifier_id: 1,
            modifier_name: 'Shot',
            modifier_option_id: 2,
            modifier_option_name: 'Extra',
            price: 5_000,
          },
        ],
        grossAmount: 50_000,
        discountAmount: 5_000,
        discounts: [
          {
            discount_id: null,
            discount_name: 'Happy Hour',
            discount_type: 'percentage',
            discount_percentage: 10,
            discount_amount: 5_000,
          },
        ],
        note: 'less sugar',
      }),
      line('roti', {
        position: 1,
        itemName: 'Roti Bakar',
        salesTypeName: 'Dine In',
        unitPrice: 15_000,
        grossAmount: 15_000,
        refundedQuantity: 1,
      }),
      line('esteh', {
        position: 2,
        itemName: 'Es Teh',
        salesTypeName: 'Take Away',
        unitPrice: 8_000,
        grossAmount: 8_000,
      }),
      line('nasi', { position: 3, itemName: 'Nasi Goreng', unitPrice: 30_000, grossAmount: 30_000 }),
    ])
    .returning({ id: orderItems.id, uuid: orderItems.uuid });
  const roti = items.find((item) => item.uuid.startsWith('roti'))!;
  await db
    .insert(orderDiscounts)
    .values({ businessId, orderId, name: 'Member', type: 'cash', amount: 3_000 });
  await db.insert(orderPromos).values({
    businessId,
    orderId,
    promoName: 'Free Es Teh',
    rewardDiscountType: 'PERCENTAGE',
    rewardAmount: 8_000,
    items: [
      {
        order_item_uuid: `kopi-${businessId}`,
        promo_item_status: 'REQUIREMENT',
        amount: 0,
        total_rewarded: 0,
      },
      {
        order_item_uuid: `esteh-${businessId}`,
        promo_item_status: 'REWARD',
        amount: 8_000,
        total_rewarded: 8_000,
      },
    ],
  });
  await db
    .insert(orderGratuities)
    .values({ businessId, orderId, name: 'Service', percentage: 5, amount: 4_250 });
  await db.insert(orderTaxes).values({ businessId, orderId, name: 'PB1', percentage: 10, amount: 8_925 });
  const paid = { businessId, outletId, orderId, createdAt: paidAt, businessDate: '2024-03-02' };
  await db.insert(payments).values([
    {
      ...paid,
      uuid: `pay-cash-${businessId}`,
      methodCode: 'cash',
      methodName: 'Cash',
      amount: 50_000,
      tenderedAmount: 50_000,
    },
    { ...paid, uuid: `pay-qris-${businessId}`, methodCode: 'qris', methodName: 'QRIS', amount: 48_100 },
  ]);
  await db.insert(voidItems).values({
    businessId,
    outletId,
    orderId,
    uuid: `void-${businessId}`,
    itemName: 'Es Jeruk',
    quantity: 1,
    unitPrice: 7_000,
    totalPrice: 7_000,
    reason: 'Wrong item',
    voidBy: userId,
    cancelledTime: at,
    businessDate: '2024-03-02',
  });
  const [refund] = await db
    .insert(refunds)
    .values({
      businessId,
      outletId,
      orderId,
      uuid: `refund-${businessId}`,
      reason: 'Other',
      customReason: 'Burnt toast',
      refundedBy: userId,
      refundedAt: new Date('2024-03-03T02:00:00Z'),
      businessDate: '2024-03-03',
      subtotal: -15_000,
      totalDiscount: -1_000,
      totalGratuity: -700,
      totalTax: -1_470,
      refundAmount: -16_170,
      totalNetSales: -14_000,
      totalGrossSales: -15_000,
      taxes: [{ tax_id: null, name: 'PB1', amount: -1_470 }],
      gratuities: [{ tax_id: null, name: 'Service', amount: -700 }],
    })
    .returning({ id: refunds.id });
  await db.insert(refundItems).values({
    businessId,
    refundId: refund!.id,
    orderItemId: roti.id,
    itemName: 'Roti Bakar',
    quantity: 1,
    grossAmount: -15_000,
    discountAmount: -1_000,
    gratuityAmount: -700,
    taxAmount: -1_470,
    netAmount: -14_000,
  });
  return { id: orderId, token: order!.token };
}

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
