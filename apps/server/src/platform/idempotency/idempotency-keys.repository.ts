import { and, eq, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { idempotencyKeys } from '../../db/schema/index.js';

interface KeyName {
  businessId: number;
  scope: string;
  key: string;
}

const named = (name: KeyName) =>
  and(
    eq(idempotencyKeys.businessId, name.businessId),
    eq(idempotencyKeys.scope, name.scope),
    eq(idempotencyKeys.key, name.key),
  );

export async function findIdempotencyKey(db: Queryable, name: KeyName) {
  const [row] = await db.select().from(idempotencyKeys).where(named(name));
  return row;
}

/**
 * Claims the key for this request. On a key another transaction has claimed but not committed, PostgreSQL waits for
 * it; false when the key was already there (the caller then reads the stored answer).
 */
export async function claimIdempotencyKey(
  db: Queryable,
  name: KeyName & { requestHash: string },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...name, responseStatus: 0, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function storeIdempotentResponse(
  db: Queryable,
  name: KeyName & { status: number; response: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: name.status, response: name.response })
    .where(named(name));
}

export async function deleteIdempotencyKeysBefore(db: Queryable, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
