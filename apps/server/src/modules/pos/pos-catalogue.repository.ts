import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { PosCatalogue } from '@backoffice/contracts/pos';
import type { Queryable } from '../../db/database.js';
import {
  catalogueChanges,
  catalogueVersions,
  customers,
  loyaltyMembers,
  loyaltyPrograms,
  loyaltyRewards,
  outlets,
  paymentMethods,
  users,
} from '../../db/schema/index.js';
import type { DeviceCaller } from '../../platform/auth/device.repository.js';

/** What a device receives whole in every catalogue answer: these lists carry no version (decision 0175). */
export type PosCatalogueLists = Pick<
  PosCatalogue,
  'outlet' | 'payment_methods' | 'staff_ids' | 'customers' | 'loyalty'
>;

/**
 * The device's outlet, its payment methods, and the staff, customers and loyalty program a cashier attaches to a
 * bill, read in a handful of indexed queries.
 */
export async function readPosCatalogueLists(db: Queryable, device: DeviceCaller): Promise<PosCatalogueLists> {
  const b = device.businessId;
  const [outlet] = await db
    .select({ id: outlets.id, name: outlets.name, timeZone: outlets.timeZone })
    .from(outlets)
    .where(and(eq(outlets.businessId, b), eq(outlets.id, device.outletId)));
  // The methods the outlet's tills offer, as Payment Methods lists them: QRIS only at an outlet of the approved
  // registration (decisions 0084, 0135).
  const methods = await db
    .select({
      id: paymentMethods.id,
      code: paymentMethods.code,
      name: paymentMethods.name,
      kind: paymentMethods.kind,
    })
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

/** The business's catalogue version (0 before its first catalogue write, decision 0150). */
export async function readCatalogueVersion(db: Queryable, businessId: number): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersions.version })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.businessId, businessId));
  return row ? Number(row.version) : 0;
}

/** The entities changed above a version, by kind as the triggers name them (`item`, `sales_type`, …). */
export async function readChangesSince(
  db: Queryable,
  businessId: number,
  since: number,
): Promise<Map<string, number[]>> {
  const rows = await db
    .select({ kind: catalogueChanges.kind, id: catalogueChanges.entityId })
    .from(catalogueChanges)
    .where(and(eq(catalogueChanges.businessId, businessId), gt(catalogueChanges.version, since)))
    .orderBy(asc(catalogueChanges.kind), asc(catalogueChanges.entityId));
  const byKind = new Map<string, number[]>();
  for (const row of rows) {
    const list = byKind.get(row.kind) ?? [];
    list.push(row.id);
    byKind.set(row.kind, list);
  }
  return byKind;
}
