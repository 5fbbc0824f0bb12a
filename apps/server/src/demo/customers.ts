import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';
import { customers, loyaltyMembers, loyaltyPrograms, loyaltyRewards } from '../db/schema/index.js';
import type { SeededBusiness } from './businesses.js';
import { fullName, mobileNumber, personName, slug, streetAddress } from './names.js';
import type { Random } from './random.js';

const DAY = 86_400_000;

export interface LoyaltyReward {
  id: number;
  name: string;
  redeemPoints: number;
  discountType: 'cash' | 'percentage';
  discountAmount: number;
  maxDiscountAmount: number | null;
  minPurchaseAmount: number;
}

export interface LoyaltyProgram {
  id: number;
  earnSpendAmount: number;
  earnPoints: number;
  rewards: LoyaltyReward[];
}

/** A member's running balance while orders are generated in time order. */
export interface MemberState {
  memberId: number;
  memberSince: Date;
  balance: number;
  lifetime: number;
}

export interface SeededCustomer {
  id: number;
  createdAt: Date;
  /** How often this customer comes back; regulars are picked more often. */
  loyalty: number;
  member: MemberState | null;
}

export interface SeededCustomers {
  /** Sorted by sign-up time, so the customers known on a day are a prefix. */
  customers: SeededCustomer[];
  program: LoyaltyProgram | null;
}

const hasLoyalty = (business: SeededBusiness) =>
  business.spec.featureSubscriptions.some((f) => f === 'Loyalty' || f === 'Loyalty Pro');

/**
 * Customers sign up across the business's life (most before the generated history starts, so the first days have
 * regulars too); four in five of them join the loyalty program when the business has one, with points brought
 * from before the history.
 */
export async function createCustomers(
  db: Queryable,
  business: SeededBusiness,
  context: { now: Date; historyStart: Date; rng: Random },
): Promise<SeededCustomers> {
  const { now, historyStart, rng } = context;
  const businessId = business.id;
  const count = business.spec.customers;
  // Early sign-ups fall between the business's start and the history's start (or a month ago, whichever is
  // sooner); the rest during the history. Never before the business existed, never in the last hour.
  const opened = business.createdAt.getTime();
  const latest = now.getTime() - 3600_000;
  const split = Math.min(
    Math.max(opened, Math.min(historyStart.getTime(), now.getTime() - 30 * DAY)),
    latest,
  );
  const rows = Array.from({ length: count }, () => {
    const name = personName(rng);
    const place = streetAddress(rng);
    const joinedEarly = rng.chance(0.7);
    const createdAt = joinedEarly
      ? new Date(opened + Math.floor(rng.next() * (split - opened)))
      : new Date(split + Math.floor(rng.next() * (latest - split)));
    return {
      businessId,
      name: fullName(name),
      email: rng.chance(0.6) ? `${slug(fullName(name))}${rng.int(1, 999)}@contoh.co.id` : null,
      phone: rng.chance(0.9) ? mobileNumber(rng) : null,
      gender: name.gender,
      birthDate: rng.chance(0.5)
        ? `${rng.int(1965, 2006)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`
        : null,
      address: rng.chance(0.4) ? place.address : null,
      city: rng.chance(0.4) ? place.city : null,
      createdAt,
      updatedAt: createdAt,
    };
  }).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const inserted = count ? await db.insert(customers).values(rows).returning({ id: customers.id }) : [];

  let program: LoyaltyProgram | null = null;
  const seeded: SeededCustomer[] = inserted.map((row, i) => ({
    id: row.id,
    createdAt: (rows[i] as { createdAt: Date }).createdAt,
    loyalty: 0.2 + rng.next() * rng.next() * 4,
    member: null,
  }));
  if (!hasLoyalty(business)) return { customers: seeded, program };

  const stamp = { createdAt: business.createdAt, updatedAt: business.createdAt };
  const [programRow] = await db
    .insert(loyaltyPrograms)
    .values({
      businessId,
      name: `${business.spec.name} Points`,
      earnSpendAmount: 10000,
      earnPoints: 1,
      ...stamp,
    })
    .returning({ id: loyaltyPrograms.id });
  if (!programRow) throw new Error('loyalty program was not inserted');
  const rewardRows = await db
    .insert(loyaltyRewards)
    .values([
      {
        businessId,
        programId: programRow.id,
        name: 'Potongan Rp10.000',
        redeemPoints: 50,
        discountType: 'cash' as const,
        discountAmount: 10000,
        minPurchaseAmount: 50000,
        ...stamp,
      },
      {
        businessId,
        programId: programRow.id,
        name: 'Diskon 20%',
        redeemPoints: 120,
        discountType: 'percentage' as const,
        discountAmount: 20,
        maxDiscountAmount: 30000,
        minPurchaseAmount: 75000,
        ...stamp,
      },
    ])
    .returning();
  program = {
    id: programRow.id,
    earnSpendAmount: 10000,
    earnPoints: 1,
    rewards: rewardRows.map((r) => ({
      id: r.id,
      name: r.name,
      redeemPoints: r.redeemPoints,
      discountType: r.discountType,
      discountAmount: r.discountAmount,
      maxDiscountAmount: r.maxDiscountAmount,
      minPurchaseAmount: r.minPurchaseAmount,
    })),
  };

  const joining = seeded.filter(() => rng.chance(0.8));
  const opening = joining.map((c) => (c.createdAt < historyStart ? rng.int(0, 150) : 0));
  const memberRows = joining.length
    ? await db
        .insert(loyaltyMembers)
        .values(
          joining.map((c, i) => ({
            businessId,
            programId: programRow.id,
            customerId: c.id,
            memberSince: c.createdAt,
            pointsBalance: opening[i] ?? 0,
            lifetimePoints: opening[i] ?? 0,
            createdAt: c.createdAt,
            updatedAt: c.createdAt,
          })),
        )
        .returning({ id: loyaltyMembers.id })
    : [];
  joining.forEach((c, i) => {
    const balance = opening[i] ?? 0;
    c.member = { memberId: memberRows[i]?.id ?? 0, memberSince: c.createdAt, balance, lifetime: balance };
  });
  return { customers: seeded, program };
}

/** Writes the balances reached after the generated orders, in one statement. */
export async function saveMemberBalances(
  db: Queryable,
  businessId: number,
  seeded: SeededCustomers,
  now: Date,
) {
  const members = seeded.customers.flatMap((c) => (c.member ? [c.member] : []));
  if (members.length === 0) return;
  await db.execute(sql`
    update loyalty_members m
       set points_balance = v.balance, lifetime_points = v.lifetime, updated_at = ${now.toISOString()}::timestamptz
      from unnest(${sql.param(members.map((m) => m.memberId))}::int4[],
                  ${sql.param(members.map((m) => m.balance))}::int4[],
                  ${sql.param(members.map((m) => m.lifetime))}::int4[]) as v(id, balance, lifetime)
     where m.business_id = ${businessId} and m.id = v.id`);
}
