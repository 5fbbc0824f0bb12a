import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PairedPosDevice, PosOrder, PosOrderBatchResult } from '@backoffice/contracts/pos';
import { bearer } from './identity-fixtures.js';

/** Pairs a device as the given user (an owner's token) and answers the device and its credential. */
export async function pairDevice(
  app: FastifyInstance,
  ownerToken: string,
  outletId: number,
  name = 'Kasir 1',
): Promise<PairedPosDevice> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/pos/v1/devices',
    headers: bearer(ownerToken),
    payload: { outlet_id: outletId, name },
  });
  if (response.statusCode !== 201) throw new Error(`pairing failed: ${response.body}`);
  return response.json();
}

export function sendBatch(app: FastifyInstance, credential: string, orders: unknown[]) {
  return app.inject({
    method: 'POST',
    url: '/api/pos/v1/orders:batch',
    headers: bearer(credential),
    payload: { orders },
  });
}

export async function sendBatchOk(
  app: FastifyInstance,
  credential: string,
  orders: unknown[],
): Promise<PosOrderBatchResult> {
  const response = await sendBatch(app, credential, orders);
  if (response.statusCode !== 200) throw new Error(`batch failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/**
 * A completed order that adds up: two lines (one with a modifier and a 10 % discount), PB1 10 %, a service charge,
 * cash rounding to Rp100 and a split payment (cash and debit card; QRIS only where approved, decision 0135).
 */
export function completedOrder(createdAt: string, overrides: Partial<PosOrder> = {}): PosOrder {
  // Line 1: (25,000 + 2,000) × 2 = 54,000, 10 % off = 5,400. Line 2: 18,000 × 1.
  const subtotal = 54_000 + 18_000;
  const discount = 5_400;
  const net = subtotal - discount; // 66,600
  const gratuity = 3_330; // 5 %
  const tax = 6_993; // 10 % of net + gratuity
  const before = net + gratuity + tax; // 76,923
  const rounding = -23;
  const total = before + rounding; // 76,900
  const completedAt = new Date(new Date(createdAt).getTime() + 15 * 60_000).toISOString();
  return {
    uuid: randomUUID(),
    status: 'completed',
    receipt_number: `T-${Math.floor(Math.random() * 1e9)}`,
    created_at: createdAt,
    completed_at: completedAt,
    items: [
      {
        uuid: randomUUID(),
        item_name: 'Es Kopi Susu',
        variant_name: 'Large',
        quantity: 2,
        unit_price: 25_000,
        unit_cost: 9_000,
        modifiers: [{ modifier_name: 'Sugar', modifier_option_name: 'Less', price: 2_000 }],
        discounts: [
          {
            discount_name: 'Member',
            discount_type: 'percentage',
            discount_percentage: 10,
            discount_amount: 5_400,
          },
        ],
        gross_amount: 54_000,
        discount_amount: 5_400,
      },
      {
        uuid: randomUUID(),
        item_name: 'Roti Bakar',
        quantity: 1,
        unit_price: 18_000,
        unit_cost: 6_000,
        gross_amount: 18_000,
        discount_amount: 0,
      },
    ],
    gratuities: [{ name: 'Service', percentage: 5, amount: gratuity }],
    taxes: [{ name: 'PB1', percentage: 10, amount: tax }],
    include_gratuity_tax: true,
    subtotal,
    discount_total: discount,
    gratuity_total: gratuity,
    tax_total: tax,
    rounding_amount: rounding,
    net_sales: net,
    total,
    payments: [
      {
        uuid: randomUUID(),
        method_code: 'cash',
        method_name: 'Cash',
        amount: 50_000,
        tendered_amount: 50_000,
      },
      { uuid: randomUUID(), method_code: 'debit_card', method_name: 'Debit Card', amount: total - 50_000 },
    ],
    ...overrides,
  };
}

/** An open bill of one Rp30,000 line, cancelled; one other line was voided before. */
export function cancelledOrder(createdAt: string, cancelledAt: string): PosOrder {
  return {
    uuid: randomUUID(),
    status: 'cancelled',
    receipt_number: `C-${Math.floor(Math.random() * 1e9)}`,
    created_at: createdAt,
    cancelled_at: cancelledAt,
    cancel_reason: 'Pelanggan batal pesan',
    items: [
      {
        uuid: randomUUID(),
        item_name: 'Nasi Goreng',
        quantity: 1,
        unit_price: 30_000,
        gross_amount: 30_000,
        discount_amount: 0,
      },
    ],
    voids: [
      {
        uuid: randomUUID(),
        item_name: 'Teh Manis',
        quantity: 2,
        unit_price: 8_000,
        total_price: 16_000,
        reason: 'Salah input',
        voided_at: createdAt,
      },
    ],
    subtotal: 30_000,
    discount_total: 0,
    net_sales: 30_000,
    total: 30_000,
  };
}
