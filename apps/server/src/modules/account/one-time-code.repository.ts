import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { oneTimeCodes } from '../../db/schema/index.js';

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

/** A new code replaces the older ones: only the latest code sent can sign in. */
export async function spendOpenCodes(
  db: Queryable,
  businessId: number,
  userId: number,
  at: Date,
): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ spentAt: at })
    .where(
      and(
        eq(oneTimeCodes.businessId, businessId),
        eq(oneTimeCodes.userId, userId),
        isNull(oneTimeCodes.spentAt),
      ),
    );
}

export async function insertCode(
  db: Queryable,
  code: { businessId: number; userId: number; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(oneTimeCodes).values(code);
}

export async function lockOpenCode(
  db: Queryable,
  businessId: number,
  userId: number,
  now: Date,
): Promise<OneTimeCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.businessId, businessId),
        eq(oneTimeCodes.userId, userId),
        isNull(oneTimeCodes.spentAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
    .limit(1)
    .for('update');
  return row;
}

export async function updateCode(
  db: Queryable,
  businessId: number,
  id: number,
  change: { failedAttempts?: number; spentAt?: Date },
): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set(change)
    .where(and(eq(oneTimeCodes.businessId, businessId), eq(oneTimeCodes.id, id)));
}

/** Housekeeping across businesses: expired codes cannot sign in and are kept a day only for investigation. */
export async function deleteCodesExpiredBefore(db: Queryable, before: Date): Promise<number> {
  const rows = await db
    .delete(oneTimeCodes)
    .where(lte(oneTimeCodes.expiresAt, before))
    .returning({ id: oneTimeCodes.id });
  return rows.length;
}
