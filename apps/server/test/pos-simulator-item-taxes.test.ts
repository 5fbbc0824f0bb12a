import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PosCatalogue } from '@backoffice/contracts/pos';
import { priceItemTaxes } from '../src/domain/item-taxes.js';
import { priceOrder } from '../src/domain/order-pricing.js';
import {
  items,
  itemOutlets,
  itemTaxes,
  itemVariants,
  orders,
  orderTaxes,
  taxes,
  taxOutlets,
} from '../src/db/schema/index.js';
import { buildSale } from '../src/pos-simulator/sale-builder.js';
import { bearer, signIn } from './identity-fixtures.js';
import { pairDevice, sendBatchOk } from './pos-fixtures.js';
import { seeded } from './pos-catalogue-edits.js';
import { useTestApp } from './test-context.js';

/**
 * The simulator charges each item the taxes the catalogue lists for it (decision 0220), and order ingestion takes
 * those bills: an item whose price holds PB1 and one that has PPN added, each priced by the domain.
 */
describe('pos simulator: each item’s own taxes, as the catalogue lists them', () => {
  const context = useTestApp();

  it('sells an item with an included tax and one with an added tax, and the stored totals are the domain’s', async () => {
    const { a } = context.fx;
    const db = context.database.db;
    const outletId = a.outletIds[0]!;
    const owner = (await signIn(context.app, a.owner.email)).access_token;
    const { credential } = await pairDevice(context.app, owner, outletId);

    const [pb1, ppn] = await db
      .insert(taxes)
      .values([
        { businessId: a.id, name: 'PB1 Uji', percentage: 10, isIncluded: true },
        { businessId: a.id, name: 'PPN Uji', percentage: 11, isIncluded: false },
      ])
      .returning({ id: taxes.id });
    await db.insert(taxOutlets).values([
      { businessId: a.id, taxId: pb1!.id, outletId },
      { businessId: a.id, taxId: ppn!.id, outletId },
    ]);
    const sold = [
      { name: 'Pajakuji Es Teh', price: 11_000, taxId: pb1!.id },
      { name: 'Pajakuji Nasi Uduk', price: 23_500, taxId: ppn!.id },
    ];
    for (const entry of sold) {
      const [item] = await db
        .insert(items)
        .values({ businessId: a.id, name: entry.name })
        .returning({ id: items.id });
      await db
        .insert(itemVariants)
        .values({ businessId: a.id, itemId: item!.id, name: '', price: entry.price });
      await db.insert(itemOutlets).values({ businessId: a.id, itemId: item!.id, outletId });
      await db.insert(itemTaxes).values({ businessId: a.id, itemId: item!.id, taxId: entry.taxId });
    }

    const response = await context.app.inject({
      method: 'GET',
      url: '/api/pos/v1/catalogue',
      headers: bearer(credential),
    });
    expect(response.statusCode).toBe(200);
    const catalogue = response.json<PosCatalogue>();
    const random = seeded(29);
    const bills = Array.from({ length: 40 }, (_, i) =>
      buildSale(catalogue, {
        random,
        at: new Date(Date.parse('2026-11-26T05:00:00Z') + i * 60_000),
        receiptNumber: `TAX-${i}`,
        balances: new Map(),
        itemName: 'pajakuji',
      }),
    );
    const kinds = new Set(bills.map((b) => (b.taxes ?? []).map((t) => t.name).join('+')));
    expect(kinds).toEqual(new Set(['PB1 Uji', 'PPN Uji', 'PB1 Uji+PPN Uji']));

    const result = await sendBatchOk(context.app, credential, bills);
    expect(result).toMatchObject({ accepted: bills.length, refused: 0 });

    const stored = await db
      .select({
        id: orders.id,
        uuid: orders.uuid,
        netSales: orders.netSales,
        taxTotal: orders.taxTotal,
        rounding: orders.roundingAmount,
        total: orders.totalCollected,
      })
      .from(orders)
      .where(
        and(
          eq(orders.businessId, a.id),
          inArray(
            orders.uuid,
            bills.map((b) => b.uuid),
          ),
        ),
      );
    expect(stored).toHaveLength(bills.length);
    const storedTaxes = await db
      .select({
        orderId: orderTaxes.orderId,
        name: orderTaxes.name,
        amount: orderTaxes.amount,
        included: orderTaxes.isIncluded,
      })
      .from(orderTaxes)
      .where(
        and(
          eq(orderTaxes.businessId, a.id),
          inArray(
            orderTaxes.orderId,
            stored.map((o) => o.id),
          ),
        ),
      )
      .orderBy(asc(orderTaxes.id));

    const taxOf = new Map(sold.map((s) => [s.name, s.taxId === pb1!.id ? 'PB1 Uji' : 'PPN Uji']));
    for (const bill of bills) {
      // What the domain computes for this bill: net sales, then each tax on the lines whose item carries it.
      const priced = priceOrder({
        lines: bill.items.map((l) => ({
          unitPrice: l.unit_price,
          modifierAmount: 0,
          quantity: l.quantity,
          itemDiscount: l.discount_amount ? { type: 'cash', value: l.discount_amount } : null,
          promo: null,
        })),
        orderDiscounts: [],
        cartPromos: [],
        redemption: bill.redeem_amount ? { type: 'cash', value: bill.redeem_amount } : null,
        gratuityPercentage: null,
        taxPercentage: null,
        includeGratuityTax: false,
        rounding: { multiple: 100, mode: 'down' },
      });
      const carrying = (name: string) =>
        bill.items.flatMap((l, i) => (taxOf.get(l.item_name) === name ? [i] : []));
      const taxed = priceItemTaxes(
        priced.lines.map((l) => l.net),
        [
          { percentage: 10, isIncluded: true, lines: carrying('PB1 Uji') },
          { percentage: 11, isIncluded: false, lines: carrying('PPN Uji') },
        ],
      );
      const expectedTaxes = [
        { name: 'PB1 Uji', amount: taxed.amounts[0], included: true },
        { name: 'PPN Uji', amount: taxed.amounts[1], included: false },
      ].filter((t) => carrying(t.name).length > 0);
      const beforeRounding = priced.netSales + taxed.taxTotal;
      const total = Math.floor(beforeRounding / 100) * 100;

      const order = stored.find((o) => o.uuid === bill.uuid)!;
      expect(order, bill.receipt_number).toMatchObject({
        netSales: priced.netSales,
        taxTotal: taxed.taxTotal,
        rounding: total - beforeRounding,
        total,
      });
      expect(
        storedTaxes
          .filter((t) => t.orderId === order.id)
          .map(({ name, amount, included }) => ({ name, amount, included })),
        bill.receipt_number,
      ).toEqual(expectedTaxes);
    }
  });
});
