import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { businesses, featureSubscriptions, outlets, roles, users } from '../../db/schema/index.js';

export type ProfileUserRow = typeof users.$inferSelect & { roleName: string; isOwner: boolean };
export type BusinessRow = typeof businesses.$inferSelect;
export type OutletRow = typeof outlets.$inferSelect;
export type FeatureSubscriptionRow = typeof featureSubscriptions.$inferSelect;

export async function findProfileUser(
  db: Queryable,
  businessId: number,
  userId: number,
): Promise<ProfileUserRow | undefined> {
  const [row] = await db
    .select({ user: users, roleName: roles.name, isOwner: roles.isOwner })
    .from(users)
    .innerJoin(roles, and(eq(roles.businessId, users.businessId), eq(roles.id, users.roleId)))
    .where(and(eq(users.businessId, businessId), eq(users.id, userId)));
  return row ? { ...row.user, roleName: row.roleName, isOwner: row.isOwner } : undefined;
}

export async function findBusiness(db: Queryable, businessId: number): Promise<BusinessRow | undefined> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  return row;
}

export async function listBusinessOutlets(db: Queryable, businessId: number): Promise<OutletRow[]> {
  return db.select().from(outlets).where(eq(outlets.businessId, businessId)).orderBy(asc(outlets.id));
}

export async function listFeatureSubscriptions(
  db: Queryable,
  businessId: number,
): Promise<FeatureSubscriptionRow[]> {
  return db.select().from(featureSubscriptions).where(eq(featureSubscriptions.businessId, businessId));
}
