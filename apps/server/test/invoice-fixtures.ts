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
  voidItems,
  type OrderLoyaltySnapshot,
} from '../src/db/schema/index.js';

export const loyalty: OrderLoyaltySnapshot = {
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
export async function writeDemoLikeOrder(
  db: Queryable,
  businessId: number,
  outletId: number,
  userId: number,
) {
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
        promo_requirement_id: 41,
        amount: 0,
        total_rewarded: 0,
      },
      {
        order_item_uuid: `esteh-${businessId}`,
        promo_item_status: 'REWARD',
        promo_reward_id: 52,
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
