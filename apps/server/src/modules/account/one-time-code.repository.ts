import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { oneTimeCodes, users } from '../../db/schema/index.js';

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;

/**
 * Locks the user's row while a new code replaces the open ones, so that two requests at once leave one open code.
 * `no key update`: sign-ins of the user (rows that reference it) are not held up.
 */
export async function lockUserCodes(db: Queryable, businessId: number, userId: number): Promise<void> {
  await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.businessId, businessId), eq(users.id, userId)))
    .for('no key update');
}

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

/** The latest open code of the user (only that one can sign in); read without a lock, spent conditionally. */
export async function findOpenCode(
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
    .limit(1);
  return row;
}

/**
 * Spends the code if it is still open: of concurrent sign-ins with one code, exactly one gets `true` (the others
 * wait for its row, then find it spent).
 */
export async function spendCode(db: Queryable, businessId: number, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ spentAt: at })
    .where(
      and(eq(oneTimeCodes.businessId, businessId), eq(oneTimeCodes.id, id), isNull(oneTimeCodes.spentAt)),
    )
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/**
 * Counts a wrong try on the code if it is still open, in one statement so that concurrent wrong tries all count;
 * the try that reaches `maxFailedAttempts` burns it.
 */
export async function countWrongTry(
  db: Queryable,
  businessId: number,
  id: number,
  maxFailedAttempts: number,
  at: Date,
): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({
      failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1`,
      spentAt: sql`case when ${oneTimeCodes.failedAttempts} + 1 >= ${maxFailedAttempts} then ${at.toISOString()}::timestamptz end`,
    })
    .where(
      and(eq(oneTimeCodes.businessId, businessId), eq(oneTimeCodes.id, id), isNull(oneTimeCodes.spentAt)),
    );
}

/** Housekeeping across businesses: expired codes cannot sign in and are kept a day only for investigation. */
export async function deleteCodesExpiredBefore(db: Queryable, before: Date): Promise<number> {
  const rows = await db
    .delete(oneTimeCodes)
    .where(lte(oneTimeCodes.expiresAt, before))
    .returning({ id: oneTimeCodes.id });
  return rows.length;
}
