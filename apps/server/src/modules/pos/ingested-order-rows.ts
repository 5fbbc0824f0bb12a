import type { ParsedPosOrder } from '@backoffice/contracts/pos';
import { localDate } from '../../domain/local-time.js';
import type { DeviceCaller } from '../../platform/auth/device.repository.js';
import {
  cancelledOrderEffect,
  completedOrderEffect,
  type DailySalesEffect,
  voidItemEffect,
} from '../../sales/daily-sales.repository.js';
import type { NewOrder, OrderChildren } from './pos-orders.repository.js';

/*
 * The rows and rollup effects an accepted device order writes (decision 0071): the order's own row, its child rows
 * and what it adds to its outlet's days, each on the outlet's local date of its own time.
 */

export function orderRow(device: DeviceCaller, order: ParsedPosOrder, hash: string): NewOrder {
  const createdAt = new Date(order.created_at);
  return {
    outletId: device.outletId,
    uuid: order.uuid,
    receiptNumber: order.receipt_number,
    status: order.status,
    salesTypeId: order.sales_type_id ?? null,
    customerId: order.customer_id ?? null,
    createdBy: order.created_by ?? null,
    collectedBy: order.collected_by ?? null,
    tableName: order.table_name ?? null,
    pax: order.pax ?? null,
    note: order.note ?? null,
    createdAt,
    businessDate: localDate(device.timeZone, createdAt),
    completedAt: order.status === 'completed' && order.completed_at ? new Date(order.completed_at) : null,
    subtotal: order.subtotal,
    discountTotal: order.discount_total,
    promoTotal: order.promo_total ?? 0,
    redeemAmount: order.redeem_amount ?? 0,
    gratuityTotal: order.gratuity_total ?? 0,
    taxTotal: order.tax_total ?? 0,
    roundingAmount: order.rounding_amount ?? 0,
    totalCollected: order.total,
    netSales: order.net_sales,
    grossSales: order.subtotal,
    includeGratuityTax: order.include_gratuity_tax ?? false,
    loyalty: order.loyalty ?? null,
    pointsEarned: order.points_earned ?? 0,
    pointsRedeemed: order.points_redeemed ?? 0,
    cancelledAt: order.status === 'cancelled' && order.cancelled_at ? new Date(order.cancelled_at) : null,
    cancelledBy: order.status === 'cancelled' ? (order.cancelled_by ?? null) : null,
    cancelReason: order.status === 'cancelled' ? (order.cancel_reason ?? null) : null,
    deviceId: device.deviceId,
    ingestHash: hash,
  };
}

export function addChildren(
  children: OrderChildren,
  device: DeviceCaller,
  orderId: number,
  order: ParsedPosOrder,
): void {
  const businessId = device.businessId;
  order.items.forEach((item, position) => {
    children.items.push({
      businessId,
      orderId,
      uuid: item.uuid,
      position,
      itemId: item.item_id ?? null,
      variantId: item.variant_id ?? null,
      categoryId: item.category_id ?? null,
      categoryName: item.category_name ?? null,
      salesTypeId: order.sales_type_id ?? null,
      itemName: item.item_name,
      variantName: item.variant_name ?? '',
      quantity: item.quantity,
      unitPrice: item.unit_price,
      unitCost: item.unit_cost ?? 0,
      modifierAmount: (item.modifiers ?? []).reduce((a, m) => a + m.price, 0),
      modifiers: item.modifiers?.length
        ? item.modifiers.map((m) => ({
            modifier_id: m.modifier_id ?? 0,
            modifier_name: m.modifier_name,
            modifier_option_id: m.modifier_option_id ?? 0,
            modifier_option_name: m.modifier_option_name,
            price: m.price,
          }))
        : null,
      grossAmount: item.gross_amount,
      discountAmount: item.discount_amount,
      discounts: item.discounts?.length
        ? item.discounts.map((d) => ({
            discount_id: d.discount_id ?? null,
            discount_name: d.discount_name,
            discount_type: d.discount_type,
            discount_percentage: d.discount_percentage ?? null,
            discount_amount: d.discount_amount,
          }))
        : null,
      note: item.note ?? null,
    });
  });
  for (const d of order.discounts ?? []) {
    children.discounts.push({
      businessId,
      orderId,
      discountId: d.discount_id ?? null,
      name: d.name,
      type: d.type,
      percentage: d.percentage ?? null,
      amount: d.amount,
    });
  }
  for (const p of order.promos ?? []) {
    children.promos.push({
      businessId,
      orderId,
      promoId: p.promo_id ?? null,
      promoName: p.promo_name,
      promoTypeId: p.promo_type_id ?? 1,
      rewardDiscountType: p.reward_discount_type,
      count: p.count ?? 1,
      rewardAmount: p.reward_amount,
      items: p.items ?? [],
    });
  }
  for (const t of order.taxes ?? []) {
    children.taxes.push({
      businessId,
      orderId,
      taxId: t.id ?? null,
      name: t.name,
      percentage: t.percentage,
      amount: t.amount,
      isIncluded: t.is_included ?? false,
    });
  }
  for (const g of order.gratuities ?? []) {
    children.gratuities.push({
      businessId,
      orderId,
      gratuityId: g.id ?? null,
      name: g.name,
      percentage: g.percentage,
      amount: g.amount,
    });
  }
  const paidAt = order.completed_at ? new Date(order.completed_at) : null;
  for (const p of paidAt ? (order.payments ?? []) : []) {
    children.payments.push({
      businessId,
      outletId: device.outletId,
      orderId,
      uuid: p.uuid,
      paymentMethodId: p.payment_method_id ?? null,
      methodCode: p.method_code,
      methodName: p.method_name,
      amount: p.amount,
      tenderedAmount: p.tendered_amount ?? null,
      createdAt: paidAt!,
      businessDate: localDate(device.timeZone, paidAt!),
    });
  }
  for (const v of order.voids ?? []) {
    const at = new Date(v.voided_at);
    children.voids.push({
      businessId,
      outletId: device.outletId,
      orderId,
      uuid: v.uuid,
      itemId: v.item_id ?? null,
      variantId: v.variant_id ?? null,
      itemName: v.item_name,
      variantName: v.variant_name ?? '',
      quantity: v.quantity,
      unitPrice: v.unit_price,
      totalPrice: v.total_price,
      reason: v.reason,
      voidBy: v.void_by ?? null,
      cancelledTime: at,
      businessDate: localDate(device.timeZone, at),
    });
  }
}

/** What the order adds to its outlet's days: the sale (or the cancellation) and each voided line on its own day. */
export function effectsOf(device: DeviceCaller, order: ParsedPosOrder): DailySalesEffect[] {
  const effects: DailySalesEffect[] = [];
  const createdAt = new Date(order.created_at);
  if (order.status === 'completed') {
    effects.push(
      completedOrderEffect({
        outletId: device.outletId,
        businessDate: localDate(device.timeZone, createdAt),
        grossSales: order.subtotal,
        netSales: order.net_sales,
        totalCollected: order.total,
        costOfGoods: order.items.reduce((a, i) => a + (i.unit_cost ?? 0) * i.quantity, 0),
        discountTotal: order.discount_total,
        gratuityTotal: order.gratuity_total ?? 0,
        taxTotal: order.tax_total ?? 0,
        roundingAmount: order.rounding_amount ?? 0,
      }),
    );
  } else if (order.cancelled_at) {
    effects.push(
      cancelledOrderEffect(
        { outletId: device.outletId, cancelledAt: new Date(order.cancelled_at), totalCollected: order.total },
        device.timeZone,
      ),
    );
  }
  for (const v of order.voids ?? []) {
    effects.push(
      voidItemEffect({
        outletId: device.outletId,
        businessDate: localDate(device.timeZone, new Date(v.voided_at)),
        quantity: v.quantity,
        totalPrice: v.total_price,
      }),
    );
  }
  return effects;
}
