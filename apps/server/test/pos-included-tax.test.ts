import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PosOrder } from '@backoffice/contracts/pos';
import { priceOrder } from '../src/domain/order-pricing.js';
import { orders, orderTaxes } from '../src/db/schema/index.js';
import { signIn } from './identity-fixtures.js';
import { completedOrder, pairDevice, sendBatchOk } from './pos-fixtures.js';
import { useTestApp } from './test-context.js';

/** Order ingestion and a tax included in the price (decision 0155). */
describe('pos ingestion: taxes included in the price', () => {
  const context = useTestApp();
  let credential: string;

  beforeAll(async () => {
    const owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    credential = (await pairDevice(context.app, owner, context.fx.a.outletIds[0]!)).credential;
  });

  /** Two Rp55.000 lines, a 5 % service charge, PB1 10 % included and PPN 11 % added, priced by the domain. */
  function mixedOrder(createdAt: string): PosOrder {
    const priced = priceOrder({
      lines: [{ unitPrice: 55_000, modifierAmount: 0, quantity: 2, itemDiscount: null, promo: null }],
      orderDiscounts: [],
      cartPromos: [],
      redemption: null,
      gratuityPercentage: 5,
      taxPercentage: 11,
      includedTaxPercentage: 10,
      includeGratuityTax: true,
      rounding: null,
    });
    return completedOrder(createdAt, {
      items: [
        {
          uuid: randomUUID(),
          item_name: 'Nasi Goreng',
          quantity: 2,
          unit_price: 55_000,
          gross_amount: 110_000,
          discount_amount: 0,
        },
      ],
      gratuities: [{ name: 'Service', percentage: 5, amount: priced.gratuityTotal }],
      taxes: [
        { name: 'PB1', percentage: 10, amount: priced.includedTaxTotal, is_included: true },
        { name: 'PPN', percentage: 11, amount: priced.taxTotal },
      ],
      include_gratuity_tax: true,
      subtotal: priced.subtotal,
      discount_total: priced.discountTotal,
      gratuity_total: priced.gratuityTotal,
      tax_total: priced.taxTotal,
      rounding_amount: 0,
      net_sales: priced.netSales,
      total: priced.totalCollected,
      payments: [
        { uuid: randomUUID(), method_code: 'cash', method_name: 'Cash', amount: priced.totalCollected },
      ],
    });
  }

  it('accepts an order whose PB1 is inside its prices, stores it as included and keeps it out of tax_total', async () => {
    const order = mixedOrder('2026-11-24T12:00:00+07:00');
    // 110 000 + 5 500 service = 115 500 taxed; PB1 inside it 10 500; PPN on top 12 705.
    expect(order.taxes).toEqual([
      { name: 'PB1', percentage: 10, amount: 10_500, is_included: true },
      { name: 'PPN', percentage: 11, amount: 12_705 },
    ]);
    expect(order.total).toBe(128_205);
    const result = await sendBatchOk(context.app, credential, [order]);
    expect(result).toMatchObject({ accepted: 1, refused: 0 });

    const [stored] = await context.database.db
      .select({ id: orders.id, taxTotal: orders.taxTotal, total: orders.totalCollected })
      .from(orders)
      .where(and(eq(orders.businessId, context.fx.a.id), eq(orders.uuid, order.uuid)));
    expect(stored).toMatchObject({ taxTotal: 12_705, total: 128_205 });
    const lines = await context.database.db
      .select({ name: orderTaxes.name, amount: orderTaxes.amount, isIncluded: orderTaxes.isIncluded })
      .from(orderTaxes)
      .where(and(eq(orderTaxes.businessId, context.fx.a.id), eq(orderTaxes.orderId, stored!.id)))
      .orderBy(asc(orderTaxes.id));
    expect(lines).toEqual([
      { name: 'PB1', amount: 10_500, isIncluded: true },
      { name: 'PPN', amount: 12_705, isIncluded: false },
    ]);
  });

  it('refuses an included tax counted in tax_total, or more of it than the taxed amount can hold', async () => {
    const counted = mixedOrder('2026-11-24T13:00:00+07:00');
    counted.tax_total = 10_500 + 12_705;
    counted.total = 110_000 + 5_500 + counted.tax_total;
    counted.payments![0]!.amount = counted.total;
    const tooMuch = mixedOrder('2026-11-24T13:10:00+07:00');
    tooMuch.taxes![0]!.amount = 10_501;
    const onlyIncluded = completedOrder('2026-11-24T13:20:00+07:00', {
      taxes: [{ name: 'PB1', percentage: 10, amount: 6_993, is_included: true }],
    });

    const result = await sendBatchOk(context.app, credential, [counted, tooMuch, onlyIncluded]);
    expect(result).toMatchObject({ accepted: 0, refused: 3 });
    const errors = (i: number) => result.results[i]!.errors;
    expect(errors(0).map((e) => e.field)).toEqual(['tax_total']);
    expect(errors(0)[0]!.message).toBe('Must be 12705 (sum of the taxes added to the price), not 23205.');
    expect(errors(1)).toEqual([
      {
        field: 'taxes.0.amount',
        message: 'Must not exceed 10500 (the part of what was taxed that a 10% included tax is), not 10501.',
      },
    ]);
    // The fixture's PB1 added on top, sent as included: not in tax_total, and more than 69 930 × 10 / 110 = 6 357.
    expect(errors(2).map((e) => e.field)).toEqual(['tax_total', 'taxes.0.amount']);
  });
});
