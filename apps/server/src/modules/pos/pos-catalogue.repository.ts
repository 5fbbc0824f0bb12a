import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PosCatalogue } from '@backoffice/contracts/pos';
import type { Queryable } from '../../db/database.js';
import {
  customers,
  itemOutlets,
  items,
  itemVariants,
  loyaltyMembers,
  loyaltyPrograms,
  loyaltyRewards,
  outlets,
  paymentMethods,
  salesTypes,
  taxes,
  taxOutlets,
  users,
} from '../../db/schema/index.js';
import type { DeviceCaller } from '../../platform/auth/device.repository.js';

/**
 * The device's outlet's catalogue and checkout lists, with the customers and the loyalty program a cashier attaches
 * to a bill, read in a handful of indexed queries.
 */
export async function readPosCatalogue(db: Queryable, device: DeviceCaller): Promise<PosCatalogue> {
  const b = device.businessId;
  const [outlet] = await db
    .select({ id: outlets.id, name: outlets.name, timeZone: outlets.timeZone })
    .from(outlets)
    .where(and(eq(outlets.businessId, b), eq(outlets.id, device.outletId)));
  const variantRows = await db
    .select({
      itemId: items.id,
      itemName: items.name,
      categoryId: items.categoryId,
      variantId: itemVariants.id,
      variantName: itemVariants.name,
      price: itemVariants.price,
      cost: itemVariants.cost,
    })
    .from(itemOutlets)
    .innerJoin(items, and(eq(items.businessId, itemOutlets.businessId), eq(items.id, itemOutlets.itemId)))
    .innerJoin(
      itemVariants,
      and(eq(itemVariants.businessId, items.businessId), eq(itemVariants.itemId, items.id)),
    )
    .where(
      and(eq(itemOutlets.businessId, b), eq(itemOutlets.outletId, device.outletId), eq(items.isActive, true)),
    )
    .orderBy(asc(items.id), asc(itemVariants.position), asc(itemVariants.id));
  const byItem = new Map<number, PosCatalogue['items'][number]>();
  for (const row of variantRows) {
    const item = byItem.get(row.itemId) ?? {
      item_id: row.itemId,
      item_name: row.itemName,
      category_id: row.categoryId,
      variants: [],
    };
    item.variants.push({
      variant_id: row.variantId,
      name: row.variantName,
      price: row.price,
      cost: row.cost,
    });
    byItem.set(row.itemId, item);
  }
  const taxRows = await db
    .select({ id: taxes.id, name: taxes.name, percentage: taxes.percentage })
    .from(taxOutlets)
    .innerJoin(taxes, and(eq(taxes.businessId, taxOutlets.businessId), eq(taxes.id, taxOutlets.taxId)))
    .where(and(eq(taxOutlets.businessId, b), eq(taxOutlets.outletId, device.outletId)));
  const sales = await db
    .select({ id: salesTypes.id, name: salesTypes.name })
    .from(salesTypes)
    .where(and(eq(salesTypes.businessId, b), eq(salesTypes.isActive, true)))
    .orderBy(asc(salesTypes.position));
  // The methods the outlet's tills offer, as Payment Methods lists them: QRIS only at an outlet of the approved
  // registration (decisions 0084, 0135).
  const methods = await db
    .select({ id: paymentMethods.id, code: paymentMethods.code, name: paymentMethods.name })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.businessId, b),
        eq(paymentMethods.isActive, true),
        sql`(${paymentMethods.kind} <> 'qris' or exists (
          select 1 from qris_registration_outlets ro
            join qris_registrations r on r.business_id = ro.business_id and r.id = ro.registration_id
           where ro.business_id = ${b} and ro.outlet_id = ${device.outletId} and r.status = 'approved'))`,
      ),
    )
    .orderBy(asc(paymentMethods.position));
  const staff = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.businessId, b))
    .orderBy(asc(users.id));
  const [program] = await db
    .select({
      id: loyaltyPrograms.id,
      spend: loyaltyPrograms.earnSpendAmount,
      points: loyaltyPrograms.earnPoints,
    })
    .from(loyaltyPrograms)
    .where(and(eq(loyaltyPrograms.businessId, b), eq(loyaltyPrograms.isActive, true)))
    .orderBy(asc(loyaltyPrograms.id))
    .limit(1);
  const rewards = program
    ? await db
        .select()
        .from(loyaltyRewards)
        .where(
          and(
            eq(loyaltyRewards.businessId, b),
            eq(loyaltyRewards.programId, program.id),
            eq(loyaltyRewards.isActive, true),
          ),
        )
        .orderBy(asc(loyaltyRewards.redeemPoints))
    : [];
  const customerRows = await db
    .select({
      id: customers.id,
      name: customers.name,
      memberId: loyaltyMembers.id,
      memberSince: loyaltyMembers.memberSince,
      balance: loyaltyMembers.pointsBalance,
    })
    .from(customers)
    .leftJoin(
      loyaltyMembers,
      and(
        eq(loyaltyMembers.businessId, customers.businessId),
        eq(loyaltyMembers.customerId, customers.id),
        eq(loyaltyMembers.programId, program?.id ?? 0),
      ),
    )
    .where(eq(customers.businessId, b))
    .orderBy(desc(customers.id))
    .limit(200);
  return {
    outlet: { id: outlet!.id, name: outlet!.name, time_zone: outlet!.timeZone },
    items: [...byItem.values()],
    taxes: taxRows,
    sales_types: sales,
    payment_methods: methods,
    staff_ids: staff.map((s) => s.id),
    customers: customerRows.map((c) => ({
      id: c.id,
      name: c.name,
      member:
        c.memberId !== null && c.memberSince !== null && c.balance !== null
          ? { member_id: c.memberId, member_since: c.memberSince.toISOString(), points_balance: c.balance }
          : null,
    })),
    loyalty: program
      ? {
          program_id: program.id,
          earn_spend_amount: program.spend,
          earn_points: program.points,
          rewards: rewards.map((r) => ({
            id: r.id,
            name: r.name,
            redeem_points: r.redeemPoints,
            discount_type: r.discountType,
            discount_amount: r.discountAmount,
            max_discount_amount: r.maxDiscountAmount,
            min_purchase_amount: r.minPurchaseAmount,
          })),
        }
      : null,
  };
}
