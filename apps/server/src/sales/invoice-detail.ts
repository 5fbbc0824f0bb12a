import type { InvoiceDetail } from '@backoffice/contracts/invoices';
import type { Queryable } from '../db/database.js';
import { localDate } from '../domain/local-time.js';
import {
  listOrderDiscounts,
  listOrderGratuities,
  listOrderPromos,
  listOrderRefundItems,
  listOrderRefunds,
  listOrderTaxes,
  listOrderVoids,
  listStockTrackedItems,
  type OrderByToken,
} from './invoices.repository.js';
import { listOrderItems, listOrderPayments } from './orders.repository.js';
import { orderTimeOf } from './order-time.js';
import { refundAvailability } from './refund-availability.js';

type Found = OrderByToken;
type ItemRow = Awaited<ReturnType<typeof listOrderItems>>[number];

const iso = (value: Date) => value.toISOString();

const chargeLines = (lines: readonly { name: string; percentage: number; amount: number }[]) =>
  lines.map(({ name, percentage, amount }) => ({ name, percentage, amount }));

function invoiceStatus(order: Found['order']): InvoiceDetail['invoice_status'] {
  if (order.status === 'cancelled') return 'cancelled';
  if (order.status === 'open') return 'unpaid';
  return 'paid';
}

const descriptions: Record<InvoiceDetail['invoice_status'], InvoiceDetail['status_description']> = {
  paid: 'Paid',
  partially_paid: 'Partially Paid',
  cancelled: 'Cancelled',
  unpaid: 'Unpaid',
};

/**
 * A bill is due on the day it was rung up, its business date (docs/spec-notes.md); one still owing once that day
 * has passed on its outlet's clock is Overdue.
 */
function statusDescription(found: Found, now: Date): InvoiceDetail['status_description'] {
  const status = invoiceStatus(found.order);
  const owing = status === 'unpaid' || status === 'partially_paid';
  if (owing && localDate(found.outlet.timeZone, now) > found.order.businessDate) return 'Overdue';
  return descriptions[status];
}

function loyaltyOf(order: Found['order']): InvoiceDetail['loyalty'] {
  const snapshot = order.loyalty;
  if (!snapshot) return null;
  const { new_member_points, redemption_options, redemption, ...rest } = snapshot;
  return {
    ...rest,
    new_member_points: new_member_points ?? 0,
    redemption: redemption && {
      ...redemption,
      reward_checkout_title: redemption.reward_checkout_title ?? null,
      reward_type: redemption.reward_type ?? null,
    },
    redemption_options: redemption_options ?? [],
  };
}

/** Lines in bill order, grouped by sales type in the order each type first appears. */
function groupBySalesType(items: ItemRow[], rewarded: Set<string>): InvoiceDetail['order_items'] {
  const groups = new Map<string | null, InvoiceDetail['order_items'][number]>();
  for (const item of items) {
    const key = item.salesTypeName;
    const group = groups.get(key) ?? { sales_type_name: key, items: [] };
    groups.set(key, group);
    group.items.push({
      uuid: item.uuid,
      item_name: item.itemName,
      item_variant_name: item.variantName,
      quantity: item.quantity,
      refunded_quantity: item.refundedQuantity,
      price: item.unitPrice + item.modifierAmount,
      gross_amount: item.grossAmount,
      discount_amount: item.discountAmount,
      modifiers: (item.modifiers ?? []).map((modifier) => ({
        modifier_name: modifier.modifier_name,
        modifier_option_name: modifier.modifier_option_name,
        price: modifier.price,
      })),
      discounts: (item.discounts ?? []).map((discount) => ({
        discount_name: discount.discount_name,
        discount_type: discount.discount_type,
        discount_percentage: discount.discount_percentage,
        discount_amount: discount.discount_amount,
      })),
      note: item.note,
      is_program_item: rewarded.has(item.uuid),
      bundle_components: [],
    });
  }
  return [...groups.values()];
}

/**
 * The invoice and payment detail of an order already found by its token (and so already known to be the caller's,
 * or public). The signed-in read and the printable invoice both assemble it here, so they never disagree by a
 * Rupiah; every query is scoped by the order's own business.
 */
export async function assembleInvoice(db: Queryable, found: Found, now: Date): Promise<InvoiceDetail> {
  const business = { businessId: found.order.businessId };
  const { order } = found;
  const [items, payments, discounts, promos, taxes, gratuities, voids, refunds, refundLines, stockTracked] =
    await Promise.all([
      listOrderItems(db, business, order.id),
      listOrderPayments(db, business, order.id),
      listOrderDiscounts(db, business, order.id),
      listOrderPromos(db, business, order.id),
      listOrderTaxes(db, business, order.id),
      listOrderGratuities(db, business, order.id),
      listOrderVoids(db, business, order.id),
      listOrderRefunds(db, business, order.id),
      listOrderRefundItems(db, business, order.id),
      listStockTrackedItems(db, business, order.id),
    ]);
  const rewarded = new Set(
    promos.flatMap((promo) =>
      promo.items.filter((item) => item.promo_item_status === 'REWARD').map((item) => item.order_item_uuid),
    ),
  );
  const totalRefund = refunds.reduce((sum, { refund }) => sum + refund.refundAmount, 0);
  const [first] = payments;
  return {
    id: order.id,
    uuid: order.uuid,
    guid: order.uuid,
    order_token: order.orderToken,
    order_id: order.receiptNumber,
    invoice_no: order.receiptNumber,
    payment_no: order.receiptNumber,
    invoice_status: invoiceStatus(order),
    status_description: statusDescription(found, now),
    invoice_due_date: order.businessDate,
    status: order.status,
    // One time per order on every screen, mail and export (decision 0110).
    created_at: iso(orderTimeOf(order)),
    bill_created_at: iso(order.createdAt),
    cancelled_at: order.cancelledAt ? iso(order.cancelledAt) : null,
    cancel_reason: order.cancelReason,
    cancelled_by: found.cancelledByName,
    receipt_count: order.receiptCount,
    time_zone: found.outlet.timeZone,
    business_name: found.businessName,
    outlet_id: order.outletId,
    outlet_name: found.outlet.name,
    outlet_address: found.outlet.address,
    outlet_phone: found.outlet.phone,
    name: order.receiptNumber,
    table_name: order.tableName,
    pax: order.pax,
    server_name: found.creatorName,
    collector_name: found.collectorName,
    creator_name: found.creatorName,
    customer_name: found.customer?.name ?? null,
    customer_email: found.customer?.email ?? null,
    customer_phone: found.customer?.phone ?? null,
    payment_type: payments.length > 1 ? 'split' : (first?.methodCode ?? null),
    payment_type_label: payments.length > 1 ? 'Split Payment' : (first?.methodName ?? null),
    split_payment_details: payments.map((payment) => ({
      payment_id: payment.id,
      payment_uuid: payment.uuid,
      payment_type: payment.methodCode,
      payment_type_label: payment.methodName,
      amount: payment.amount,
      tendered_amount: payment.tenderedAmount,
    })),
    refundable: order.status === 'completed' && order.refundedAmount < order.totalCollected,
    subtotal: order.subtotal,
    total_discount: order.discountTotal,
    total_promo: order.promoTotal,
    total_redeem_amount: order.redeemAmount,
    total_gratuity: order.gratuityTotal,
    total_tax: order.taxTotal,
    total_rounding_amount: order.roundingAmount,
    total_collected_amount: order.totalCollected,
    net_sales: order.netSales,
    total_refund: totalRefund,
    total_amount_due: order.status === 'open' ? order.totalCollected : 0,
    include_gratuity_tax: order.includeGratuityTax,
    invoice_payment_records: payments.map((payment) => ({
      payment_date: iso(payment.createdAt),
      amount_received: payment.amount,
    })),
    order_items: groupBySalesType(items, rewarded),
    void_items: voids.map(({ line, voidByName }) => ({
      item_name: line.itemName,
      item_variant_name: line.variantName,
      quantity: line.quantity,
      price: line.totalPrice,
      void_reason: line.reason,
      void_by: voidByName,
      voided_at: iso(line.cancelledTime),
    })),
    order_discounts: discounts.map((discount) => ({
      discount_name: discount.name,
      discount_type: discount.type,
      discount_percentage: discount.percentage,
      discount_amount: discount.amount,
    })),
    order_gratuities: gratuities.map(({ name, percentage, amount }) => ({ name, percentage, amount })),
    order_taxes: chargeLines(taxes.filter((tax) => !tax.isIncluded)),
    included_taxes: chargeLines(taxes.filter((tax) => tax.isIncluded)),
    promos: promos.map((promo) => ({
      promo_id: promo.promoId,
      promo_name: promo.promoName,
      promo_type_id: promo.promoTypeId,
      count: promo.count,
      reward_amount: promo.rewardAmount,
      reward_discount_type: promo.rewardDiscountType,
      items: promo.items.map((item) => ({
        order_item_uuid: item.order_item_uuid,
        promo_item_status: item.promo_item_status,
        promo_requirement_id: item.promo_requirement_id ?? null,
        promo_reward_id: item.promo_reward_id ?? null,
        amount: item.amount,
        total_rewarded: item.total_rewarded,
      })),
    })),
    order_refunds: refunds.map(({ refund, refundedByName }) =>
      refundRecordOf(refund, refundedByName, refundLines),
    ),
    refund_availability: refundAvailability(order, items, promos, stockTracked),
    loyalty: loyaltyOf(order),
  };
}

type RefundRow = Awaited<ReturnType<typeof listOrderRefunds>>[number];

/** One refund as the invoice and the refund call's answer show it: its lines, taxes and gratuities, negative. */
export function refundRecordOf(
  refund: RefundRow['refund'],
  refundedByName: RefundRow['refundedByName'],
  lines: Awaited<ReturnType<typeof listOrderRefundItems>>,
): InvoiceDetail['order_refunds'][number] {
  return {
    id: refund.id,
    uuid: refund.uuid,
    refunded_by: refundedByName,
    refunded_reason: refund.reason === 'Other' ? (refund.customReason ?? refund.reason) : refund.reason,
    refunded_at: iso(refund.refundedAt),
    is_refund_breakdown: refund.isRefundBreakdown,
    subtotal: refund.subtotal,
    total_discount: refund.totalDiscount,
    total_redeem_amount: refund.totalRedeemAmount,
    total_gratuity: refund.totalGratuity,
    total_tax: refund.totalTax,
    total_rounding_amount: refund.totalRoundingAmount,
    refund_amount: refund.refundAmount,
    order_items: lines
      .filter(({ line }) => line.refundId === refund.id)
      .map(({ line }) => ({
        item_name: line.itemName,
        item_variant_name: line.variantName,
        quantity: line.quantity,
        gross_amount: line.grossAmount,
        discount_amount: line.discountAmount,
        gratuity_amount: line.gratuityAmount,
        tax_amount: line.taxAmount,
        net_amount: line.netAmount,
      })),
    order_taxes: refund.taxes.map(({ name, amount }) => ({ name, amount })),
    order_gratuities: refund.gratuities.map(({ name, amount }) => ({ name, amount })),
  };
}
