import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceDetailSchema, publicInvoiceSchema } from '@backoffice/contracts/invoices';
import { priceOrder } from '../src/domain/order-pricing.js';
import { orders } from '../src/db/schema/index.js';
import { receiptMail, receiptMoney } from '../src/modules/receipts/receipt-mail.js';
import { bearer, signIn } from './identity-fixtures.js';
import { completedOrder, pairDevice, sendBatchOk } from './pos-fixtures.js';
import { useTestApp } from './test-context.js';

const SIGNED_IN = '/api/order-reporting/backoffice/v1/invoices';
const PUBLIC = '/api/order-reporting/v1/public/invoices';

/**
 * An order whose PB1 is inside its prices (decision 0155) on the invoice (decision 0221): the total is what was
 * paid, PB1 is not added to it, and the invoice states it apart as included, with its amount.
 */
describe('transactions: an invoice with a tax included in the price', () => {
  const context = useTestApp();
  let owner: string;
  let token: string;

  // Two Rp55.000 lines with PB1 10 % inside their prices and PPN 11 % added on top, priced by the domain.
  const priced = priceOrder({
    lines: [{ unitPrice: 55_000, modifierAmount: 0, quantity: 2, itemDiscount: null, promo: null }],
    orderDiscounts: [],
    cartPromos: [],
    redemption: null,
    gratuityPercentage: null,
    taxPercentage: 11,
    includedTaxPercentage: 10,
    includeGratuityTax: false,
    rounding: { multiple: 100, mode: 'down' },
  });

  beforeAll(async () => {
    const { a } = context.fx;
    owner = (await signIn(context.app, a.owner.email)).access_token;
    const { credential } = await pairDevice(context.app, owner, a.outletIds[0]!);
    const order = completedOrder('2026-11-24T12:00:00+07:00', {
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
      gratuities: [],
      taxes: [
        { name: 'PB1', percentage: 10, amount: priced.includedTaxTotal, is_included: true },
        { name: 'PPN', percentage: 11, amount: priced.taxTotal },
      ],
      include_gratuity_tax: false,
      subtotal: priced.subtotal,
      discount_total: priced.discountTotal,
      gratuity_total: 0,
      tax_total: priced.taxTotal,
      rounding_amount: priced.roundingAmount,
      net_sales: priced.netSales,
      total: priced.totalCollected,
      payments: [
        { uuid: randomUUID(), method_code: 'cash', method_name: 'Cash', amount: priced.totalCollected },
      ],
    });
    expect(await sendBatchOk(context.app, credential, [order])).toMatchObject({ accepted: 1 });
    const [row] = await context.database.db
      .select({ token: orders.orderToken })
      .from(orders)
      .where(and(eq(orders.businessId, a.id), eq(orders.uuid, order.uuid)));
    token = row!.token;
  });

  it('keeps the included tax out of the sum and states it apart, on the detail and on the printable invoice', async () => {
    // 110.000 holds 10.000 of PB1; PPN 12.100 on top; 122.100 paid.
    expect([priced.includedTaxTotal, priced.taxTotal, priced.totalCollected]).toEqual([
      10_000, 12_100, 122_100,
    ]);
    const detail = await context.app.inject({
      method: 'GET',
      url: `${SIGNED_IN}/${token}`,
      headers: bearer(owner),
    });
    const printable = await context.app.inject({ method: 'GET', url: `${PUBLIC}/${token}` });
    expect([detail.statusCode, printable.statusCode]).toEqual([200, 200]);
    for (const body of [
      invoiceDetailSchema.parse(detail.json()),
      publicInvoiceSchema.parse(printable.json()),
    ]) {
      expect(body).toMatchObject({
        subtotal: 110_000,
        total_discount: 0,
        total_tax: 12_100,
        total_rounding_amount: 0,
        total_collected_amount: 122_100,
      });
      expect(
        body.subtotal -
          body.total_discount +
          body.total_gratuity +
          body.total_tax +
          body.total_rounding_amount,
      ).toBe(body.total_collected_amount);
      // Only what the total holds is a tax line of the sum.
      expect(body.order_taxes).toEqual([{ name: 'PPN', percentage: 11, amount: 12_100 }]);
      expect(body.included_taxes).toEqual([{ name: 'PB1', percentage: 10, amount: 10_000 }]);
    }
  });

  it('states it after the total on the receipt mail too, in both languages', async () => {
    const detail = await context.app.inject({
      method: 'GET',
      url: `${SIGNED_IN}/${token}`,
      headers: bearer(owner),
    });
    const invoice = invoiceDetailSchema.parse(detail.json());
    for (const [language, label] of [
      ['en', 'PB1 10% (included)'],
      ['id', 'PB1 10% (sudah termasuk)'],
    ] as const) {
      const lines = receiptMail(invoice, language).text.split('\n');
      const total = lines.indexOf(`Total  ${receiptMoney(122_100)}`);
      expect(total, language).toBeGreaterThan(0);
      expect(lines[total + 1]?.trim()).toBe(`${label}  ${receiptMoney(10_000)}`);
      expect(lines.filter((line) => line.includes('PB1'))).toHaveLength(1);
    }
  });
});
