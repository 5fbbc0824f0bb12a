import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { businesses, featureFlags } from '../../db/schema/index.js';

export type FlagRow = typeof featureFlags.$inferSelect;
export type NewFlagRow = typeof featureFlags.$inferInsert;

export async function listFlagRows(db: Queryable): Promise<FlagRow[]> {
  return db.select().from(featureFlags).orderBy(featureFlags.name);
}

/**
 * Creates missing flags with their defaults and refreshes what the code owns (description, expiry, authors,
 * audience); the state an operator set (enabled, variant) is kept.
 */
export async function upsertFlagDefinition(db: Queryable, row: NewFlagRow): Promise<void> {
  await db
    .insert(featureFlags)
    .values(row)
    .onConflictDoUpdate({
      target: featureFlags.name,
      set: {
        description: sql`excluded.description`,
        expiry: sql`excluded.expiry`,
        authors: sql`excluded.authors`,
        cleanupTicket: sql`excluded.cleanup_ticket`,
        businessIds: sql`excluded.business_ids`,
        businessCategoryIds: sql`excluded.business_category_ids`,
        emails: sql`excluded.emails`,
      },
    });
}

export async function updateFlagState(
  db: Queryable,
  name: string,
  state: Partial<Pick<FlagRow, 'enabled' | 'variant'>>,
): Promise<boolean> {
  const updated = await db
    .update(featureFlags)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(featureFlags.name, name))
    .returning({ name: featureFlags.name });
  return updated.length > 0;
}

export async function findBusinessCategory(db: Queryable, businessId: number): Promise<number | null> {
  const [row] = await db
    .select({ categoryId: businesses.businessCategoryId })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.categoryId ?? null;
}
