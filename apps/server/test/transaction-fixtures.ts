import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../src/db/database.js';
import { orderItems, orders, outlets, refunds, voidItems } from '../src/db/schema/index.js';
import { addInvoiceTokenRoutes } from '../src/db/tenant-routes.js';
import { localDate } from '../src/domain/local-time.js';
import { bearer } from './identity-fixtures.js';

/**
 * Orders, refunds and voided items written straight into the tables for the transactions tests, with the
 * amounts the schema's arithmetic requires (net = subtotal − discount; collected = net + tax).
 */

export const JAKARTA = 'Asia/Jakarta';
export const MAKASSAR = 'Asia/Makassar';

let sequence = 0;
const next = () => (sequence += 1);

export async function setOutletZone(db: Queryable, businessId: number, outletId: number, zone: string) {
  await db
    .update(outlets)
    .set({ timeZone: zone })
    .where(and(eq(outlets.businessId, businessId), eq(outlets.id, outletId)));
}

export interface OrderLineSpec {
  name: string;
  itemId?: number;
  variant?: string;
}

export interface OrderSpec {
  businessId: number;
  outletId: number;
  zone: string;
  at: Date;
  status?: 'completed' | 'cancelled' | 'open';
  subtotal?: number;
  discount?: number;
  tax?: number;
  receipt?: string;
  /** Lines by name, or with the catalogue item id and variant the line was sold as. */
  items?: (string | OrderLineSpec)[];
  cancelReason?: string;
  userId?: number;
}

export interface WrittenOrder {
  id: number;
  receipt: string;
  token: string;
  totalCollected: number;
  netSales: number;
}

export async function insertOrder(db: Queryable, spec: OrderSpec): Promise<WrittenOrder> {
  const n = next();
  const subtotal = spec.subtotal ?? 10_000;
  const discount = spec.discount ?? 0;
  const tax = spec.tax ?? 0;
  const netSales = subtotal - discount;
  const totalCollected = netSales + tax;
  const status = spec.status ?? 'completed';
  const receipt = spec.receipt ?? `R-${String(n).padStart(6, '0')}`;
  const [row] = await db
    .insert(orders)
    .values({
      businessId: spec.businessId,
      outletId: spec.outletId,
      uuid: `order-${n}-${spec.businessId}`,
      orderToken: `token-${n}-${spec.businessId}`,
      receiptNumber: receipt,
      status,
      createdAt: spec.at,
      businessDate: localDate(spec.zone, spec.at),
      completedAt: status === 'completed' ? spec.at : null,
      cancelledAt: status === 'cancelled' ? spec.at : null,
      cancelReason: status === 'cancelled' ? (spec.cancelReason ?? 'Customer left') : null,
      cancelledBy: status === 'cancelled' ? (spec.userId ?? null) : null,
      collectedBy: status === 'completed' ? (spec.userId ?? null) : null,
      createdBy: spec.userId ?? null,
      subtotal,
      discountTotal: discount,
      taxTotal: tax,
      netSales,
      grossSales: subtotal,
      totalCollected,
    })
    .returning({ id: orders.id, token: orders.orderToken });
  // As every writer of orders does: the token's route, which the public invoice finds the business by.
  await addInvoiceTokenRoutes(db, spec.businessId, [row!.id]);
  const items = spec.items ?? ['Kopi Susu'];
  await db.insert(orderItems).values(
    items.map((line, position) => ({
      businessId: spec.businessId,
      orderId: row!.id,
      uuid: `item-${n}-${position}-${spec.businessId}`,
      position,
      itemName: typeof line === 'string' ? line : line.name,
      itemId: typeof line === 'string' ? null : (line.itemId ?? null),
      variantName: typeof line === 'string' ? '' : (line.variant ?? ''),
      quantity: 1,
      unitPrice: Math.floor(subtotal / items.length),
      grossAmount: Math.floor(subtotal / items.length),
    })),
  );
  return { id: row!.id, receipt, token: row!.token, totalCollected, netSales };
}

/** A refund of `net` net sales (positive number given, stored negative) on an order, at `at`. */
export async function insertRefund(
  db: Queryable,
  spec: { businessId: number; outletId: number; zone: string; orderId: number; at: Date; net: number },
): Promise<number> {
  const n = next();
  const [refund] = await db
    .insert(refunds)
    .values({
      businessId: spec.businessId,
      outletId: spec.outletId,
      orderId: spec.orderId,
      uuid: `refund-${n}-${spec.businessId}`,
      reason: 'Returned Goods',
      refundedAt: spec.at,
      businessDate: localDate(spec.zone, spec.at),
      subtotal: -spec.net,
      refundAmount: -spec.net,
      totalNetSales: -spec.net,
      totalGrossSales: -spec.net,
    })
    .returning({ id: refunds.id });
  await db
    .update(orders)
    .set({ refundedAmount: spec.net })
    .where(and(eq(orders.businessId, spec.businessId), eq(orders.id, spec.orderId)));
  return refund!.id;
}

export async function insertVoid(
  db: Queryable,
  spec: {
    businessId: number;
    outletId: number;
    zone: string;
    orderId: number;
    at: Date;
    itemName?: string;
    quantity?: number;
    unitPrice?: number;
    userId?: number;
  },
): Promise<void> {
  const n = next();
  const quantity = spec.quantity ?? 1;
  const unitPrice = spec.unitPrice ?? 5_000;
  await db.insert(voidItems).values({
    businessId: spec.businessId,
    outletId: spec.outletId,
    orderId: spec.orderId,
    uuid: `void-${n}-${spec.businessId}`,
    itemName: spec.itemName ?? 'Es Teh',
    quantity,
    unitPrice,
    totalPrice: unitPrice * quantity,
    reason: 'Wrong item',
    voidBy: spec.userId ?? null,
    cancelledTime: spec.at,
    businessDate: localDate(spec.zone, spec.at),
  });
}

export function transactionRequests(app: FastifyInstance) {
  const get = (token: string, url: string, query: Record<string, string | string[]> = {}) =>
    app.inject({ method: 'GET', url, query, headers: bearer(token) });
  const base = '/api/order-reporting/backoffice/v1';
  return {
    orders: (token: string, query: Record<string, string | string[]>) => get(token, `${base}/orders`, query),
    summary: (token: string, query: Record<string, string | string[]>) =>
      get(token, `${base}/orders/summary`, query),
    order: (token: string, id: number) => get(token, `${base}/orders/${id}`),
    cancelled: (token: string, query: Record<string, string | string[]>) =>
      get(token, `${base}/cancelled-orders`, query),
    cancelledSummary: (token: string, query: Record<string, string | string[]>) =>
      get(token, `${base}/cancelled-orders/summary`, query),
    cancelledDetail: (token: string, outletId: number, orderId: number) =>
      get(token, `${base}/outlets/${outletId}/cancelled-orders/${orderId}`),
    voids: (token: string, query: Record<string, string | string[]>) =>
      get(token, `${base}/void-items`, query),
    voidSummary: (token: string, query: Record<string, string | string[]>) =>
      get(token, `${base}/void-items/summary`, query),
    paymentMethods: (token: string) => get(token, '/api/payment-config/v1/payment-methods'),
  };
}
