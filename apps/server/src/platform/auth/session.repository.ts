import type { AuthType } from '@backoffice/contracts/account';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { refreshTokens, users } from '../../db/schema/index.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export interface NewRefreshToken {
  businessId: number;
  userId: number;
  familyId: string;
  tokenHash: string;
  authType: AuthType;
  tokenVersion: number;
  createdAt: Date;
  expiresAt: Date;
  familyExpiresAt: Date;
}

export async function insertRefreshToken(db: Queryable, token: NewRefreshToken): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

/**
 * Unlocked lookup, only to learn the token's family, which the rotation then locks. A token names its business
 * (decision 0107); one issued before tokens did (`businessId` null) is found by its hash alone.
 */
export async function findRefreshTokenByHash(
  db: Queryable,
  businessId: number | null,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(
      and(
        businessId === null ? undefined : eq(refreshTokens.businessId, businessId),
        eq(refreshTokens.tokenHash, tokenHash),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Locks the session: its family's first token stands for it (pruning removes a family whole, so the first row lives
 * as long as the family). Every rotation and the logout of a family take this lock first, so they run one after the
 * other, while other sessions of the business, and other businesses, are not held up.
 */
export async function lockFamily(db: Queryable, businessId: number, familyId: string): Promise<void> {
  await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.businessId, businessId), eq(refreshTokens.familyId, familyId)))
    .orderBy(refreshTokens.id)
    .limit(1)
    .for('update');
}

export async function lockRefreshToken(
  db: Queryable,
  businessId: number,
  id: number,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.businessId, businessId), eq(refreshTokens.id, id)))
    .for('update');
  return row;
}

export async function markRotated(db: Queryable, businessId: number, id: number, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.businessId, businessId), eq(refreshTokens.id, id)));
}

export async function revokeFamily(
  db: Queryable,
  businessId: number,
  familyId: string,
  at: Date,
): Promise<number> {
  const revoked = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.businessId, businessId),
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  return revoked.length;
}

/** The tokens issued in a family after the given one (its successors), oldest first. */
export async function listLaterFamilyTokens(
  db: Queryable,
  businessId: number,
  familyId: string,
  afterId: number,
): Promise<Pick<RefreshTokenRow, 'id' | 'rotatedAt' | 'revokedAt'>[]> {
  return db
    .select({ id: refreshTokens.id, rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.businessId, businessId),
        eq(refreshTokens.familyId, familyId),
        gt(refreshTokens.id, afterId),
      ),
    )
    .orderBy(refreshTokens.id);
}

export async function revokeTokens(
  db: Queryable,
  businessId: number,
  ids: number[],
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.businessId, businessId), inArray(refreshTokens.id, ids)));
}

export async function revokeUserFamilies(
  db: Queryable,
  businessId: number,
  userId: number,
  at: Date,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(
      and(
        eq(refreshTokens.businessId, businessId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

export async function findTokenVersion(
  db: Queryable,
  businessId: number,
  userId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(and(eq(users.businessId, businessId), eq(users.id, userId)));
  return row?.tokenVersion;
}

export async function bumpTokenVersion(db: Queryable, businessId: number, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(users.businessId, businessId), eq(users.id, userId)));
}

/**
 * Housekeeping across businesses: a family past its absolute expiry can no longer be renewed, so its rows (kept
 * until then to recognise a replayed token) have no use left.
 */
export async function deleteFamiliesExpiredBefore(db: Queryable, before: Date): Promise<number> {
  const rows = await db
    .delete(refreshTokens)
    .where(lte(refreshTokens.familyExpiresAt, before))
    .returning({ id: refreshTokens.id });
  return rows.length;
}
