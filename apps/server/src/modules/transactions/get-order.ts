import type { OrderDetail } from '@backoffice/contracts/transactions';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { foundInBusiness } from '../../platform/auth/tenant-scope.js';
import { findOrder, listOrderItems, listOrderPayments } from '../../sales/orders.repository.js';
import { orderTimeOf } from '../../sales/order-time.js';
import { resolveOutletScope, outletById } from '../../sales/transaction-scope.js';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found.';

/** An order of the caller's business at one of their outlets; any other id answers 404. */
export async function getOrder(db: Database, caller: Caller, orderId: number): Promise<OrderDetail> {
  const found = foundInBusiness(await findOrder(db, caller, orderId), ORDER_NOT_FOUND_MESSAGE);
  const { order } = found;
  const scope = resolveOutletScope(caller, [order.outletId]);
  const [items, payments] = await Promise.all([
    listOrderItems(db, caller, order.id),
    listOrderPayments(db, caller, order.id),
  ]);
  const outlet = outletById(scope, order.outletId);
  return {
    id: order.id,
    order_token: order.orderToken,
    receipt_number: order.receiptNumber,
    status: order.status,
    outlet_id: order.outletId,
    outlet_name: outlet.name,
    time_zone: outlet.timeZone,
    created_at: orderTimeOf(order).toISOString(),
    completed_at: order.completedAt?.toISOString() ?? null,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    business_date: order.businessDate,
    table_name: order.tableName,
    pax: order.pax,
    creator_name: found.creatorName,
    collector_name: found.collectorName,
    customer_name: found.customerName,
    receipt_count: order.receiptCount,
    subtotal: order.subtotal,
    discount_total: order.discountTotal,
    gratuity_total: order.gratuityTotal,
    tax_total: order.taxTotal,
    rounding_amount: order.roundingAmount,
    total_collected: order.totalCollected,
    net_sales: order.netSales,
    refunded_amount: order.refundedAmount,
    order_items: items.map((item) => ({
      item_name: item.itemName,
      item_variant_name: item.variantName,
      quantity: item.quantity,
      refunded_quantity: item.refundedQuantity,
      price: item.unitPrice + item.modifierAmount,
      gross_amount: item.grossAmount,
      discount_amount: item.discountAmount,
      sales_type_name: item.salesTypeName,
      note: item.note,
    })),
    payments: payments.map((payment) => ({
      method_code: payment.methodCode,
      payment_type_label: payment.methodName,
      amount: payment.amount,
      created_at: payment.createdAt.toISOString(),
    })),
  };
}
