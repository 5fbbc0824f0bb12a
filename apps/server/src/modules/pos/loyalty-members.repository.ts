import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';

type Business = { businessId: number };

export interface PointsMove {
  memberId: number;
  earned: number;
  redeemed: number;
}

/**
 * Moves the members' balances by what the accepted orders earned and redeemed, in one statement per batch. A device
 * that was offline may redeem points another till already spent: the balance then stops at zero (decision 0094),
 * the order's own snapshot keeping what the cashier saw.
 */
export async function movePoints(
  db: Queryable,
  business: Business,
  moves: readonly PointsMove[],
  now: Date,
): Promise<void> {
  const byMember = new Map<number, PointsMove>();
  for (const move of moves) {
    const sum = byMember.get(move.memberId) ?? { memberId: move.memberId, earned: 0, redeemed: 0 };
    sum.earned += move.earned;
    sum.redeemed += move.redeemed;
    byMember.set(move.memberId, sum);
  }
  if (byMember.size === 0) return;
  const list = [...byMember.values()].sort((a, b) => a.memberId - b.memberId);
  const values = sql.join(
    list.map((m) => sql`(${m.memberId}::int, ${m.earned}::int, ${m.redeemed}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update loyalty_members m
       set points_balance = greatest(0, m.points_balance + v.earned - v.redeemed),
           lifetime_points = m.lifetime_points + v.earned,
           updated_at = ${now.toISOString()}::timestamptz
      from (values ${values}) as v(member_id, earned, redeemed)
     where m.business_id = ${business.businessId} and m.id = v.member_id`);
}
