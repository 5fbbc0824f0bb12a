import { type ParsedPosOrder, posOrderSchema } from '@backoffice/contracts/pos';
import { createHash } from 'node:crypto';
import { includedPartOf } from '../../domain/rounding.js';

export interface OrderFieldError {
  field: string;
  message: string;
}

export type CheckedOrder =
  | { ok: true; order: ParsedPosOrder; hash: string }
  | { ok: false; uuid: string | null; errors: OrderFieldError[] };

/** Clock skew a device may have: an order stamped later than this after the server's now is refused. */
const FUTURE_TOLERANCE_MS = 10 * 60_000;

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * JSON with object keys sorted, so that the same order sent twice hashes the same whatever order its keys came in.
 */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The fingerprint of an order as sent, for telling a replay (same) from a conflict (another body, same uuid). */
export function orderFingerprint(raw: unknown): string {
  return createHash('sha256').update(canonical(raw)).digest('base64url');
}

function uuidOf(raw: unknown): string | null {
  if (
    raw &&
    typeof raw === 'object' &&
    'uuid' in raw &&
    typeof raw.uuid === 'string' &&
    raw.uuid.length <= 64
  ) {
    return raw.uuid;
  }
  return null;
}

/**
 * Checks one order as a device sent it: its shape (the contract), then its arithmetic, each wrong figure named by
 * its field (decision 0071). The sums are the ones the back office reports from, so an order accepted here adds up
 * on every screen.
 */
export function checkPosOrder(raw: unknown, context: { now: Date; outletId: number }): CheckedOrder {
  const parsed = posOrderSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      uuid: uuidOf(raw),
      errors: parsed.error.issues.map((issue) => ({
        field: issue.path.map(String).join('.') || 'order',
        message: issue.message,
      })),
    };
  }
  const order = parsed.data;
  const errors: OrderFieldError[] = [];
  const expect = (field: string, actual: number, expected: number, rule: string) => {
    if (actual !== expected) errors.push({ field, message: `Must be ${expected} (${rule}), not ${actual}.` });
  };

  if (order.outlet_id !== undefined && order.outlet_id !== context.outletId) {
    errors.push({ field: 'outlet_id', message: 'This device is paired to another outlet.' });
  }
  const createdAt = new Date(order.created_at);
  if (createdAt.getTime() > context.now.getTime() + FUTURE_TOLERANCE_MS) {
    errors.push({ field: 'created_at', message: 'Must not be in the future.' });
  }

  const itemUuids = new Set<string>();
  order.items.forEach((item, i) => {
    if (itemUuids.has(item.uuid))
      errors.push({ field: `items.${i}.uuid`, message: 'Appears twice in the order.' });
    itemUuids.add(item.uuid);
    const modifiers = sum((item.modifiers ?? []).map((m) => m.price));
    expect(
      `items.${i}.gross_amount`,
      item.gross_amount,
      (item.unit_price + modifiers) * item.quantity,
      '(unit_price + modifiers) × quantity',
    );
    expect(
      `items.${i}.discount_amount`,
      item.discount_amount,
      sum((item.discounts ?? []).map((d) => d.discount_amount)),
      'sum of the item discounts',
    );
    if (item.discount_amount > item.gross_amount) {
      errors.push({
        field: `items.${i}.discount_amount`,
        message: 'Must not exceed the line’s gross amount.',
      });
    }
  });
  (order.voids ?? []).forEach((v, i) => {
    expect(`voids.${i}.total_price`, v.total_price, v.unit_price * v.quantity, 'unit_price × quantity');
  });

  const promoTotal = order.promo_total ?? 0;
  const redeem = order.redeem_amount ?? 0;
  const gratuity = order.gratuity_total ?? 0;
  const tax = order.tax_total ?? 0;
  const rounding = order.rounding_amount ?? 0;
  expect('subtotal', order.subtotal, sum(order.items.map((i) => i.gross_amount)), 'sum of the items’ gross');
  expect(
    'promo_total',
    promoTotal,
    sum((order.promos ?? []).map((p) => p.reward_amount)),
    'sum of the promos',
  );
  expect(
    'discount_total',
    order.discount_total,
    sum(order.items.map((i) => i.discount_amount)) +
      sum((order.discounts ?? []).map((d) => d.amount)) +
      promoTotal +
      redeem,
    'item discounts + order discounts + promos + redemption',
  );
  expect('net_sales', order.net_sales, order.subtotal - order.discount_total, 'subtotal − discount_total');
  expect(
    'gratuity_total',
    gratuity,
    sum((order.gratuities ?? []).map((g) => g.amount)),
    'sum of the gratuities',
  );
  // A tax included in the price is inside net_sales already: only the added ones make tax_total (decision 0155).
  const taxes = order.taxes ?? [];
  expect(
    'tax_total',
    tax,
    sum(taxes.filter((t) => !t.is_included).map((t) => t.amount)),
    'sum of the taxes added to the price',
  );
  const taxedBase = order.net_sales + (order.include_gratuity_tax ? gratuity : 0);
  taxes.forEach((t, i) => {
    if (!t.is_included) return;
    const most = includedPartOf(taxedBase, t.percentage);
    if (t.amount > most) {
      errors.push({
        field: `taxes.${i}.amount`,
        message: `Must not exceed ${most} (the part of what was taxed that a ${t.percentage}% included tax is), not ${t.amount}.`,
      });
    }
  });
  expect(
    'total',
    order.total,
    order.net_sales + gratuity + tax + rounding,
    'net_sales + gratuity + tax + rounding',
  );

  const payments = order.payments ?? [];
  const paymentUuids = new Set<string>();
  payments.forEach((p, i) => {
    if (paymentUuids.has(p.uuid))
      errors.push({ field: `payments.${i}.uuid`, message: 'Appears twice in the order.' });
    paymentUuids.add(p.uuid);
    if (p.tendered_amount != null && p.tendered_amount < p.amount) {
      errors.push({ field: `payments.${i}.tendered_amount`, message: 'Must be at least the amount paid.' });
    }
  });
  if (order.status === 'completed') {
    if (!order.completed_at)
      errors.push({ field: 'completed_at', message: 'A completed order needs its time.' });
    else if (new Date(order.completed_at) < createdAt) {
      errors.push({ field: 'completed_at', message: 'Must not be before created_at.' });
    }
    if (order.items.length === 0) errors.push({ field: 'items', message: 'A completed order has items.' });
    expect('payments', sum(payments.map((p) => p.amount)), order.total, 'the payments add up to total');
  } else {
    if (!order.cancelled_at)
      errors.push({ field: 'cancelled_at', message: 'A cancelled order needs its time.' });
    else if (new Date(order.cancelled_at) < createdAt) {
      errors.push({ field: 'cancelled_at', message: 'Must not be before created_at.' });
    }
    if (!order.cancel_reason?.trim())
      errors.push({ field: 'cancel_reason', message: 'Say why the bill was cancelled.' });
    if (payments.length > 0) errors.push({ field: 'payments', message: 'A cancelled bill has no payments.' });
  }

  if (errors.length > 0) return { ok: false, uuid: order.uuid, errors };
  return { ok: true, order, hash: orderFingerprint({ outlet: context.outletId, order: raw }) };
}
