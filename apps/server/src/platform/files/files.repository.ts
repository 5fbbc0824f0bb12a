import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { files } from '../../db/schema/index.js';

export type StoredFileRow = typeof files.$inferSelect;
export type NewStoredFileRow = typeof files.$inferInsert & { id: string };

export async function insertFile(db: Queryable, row: NewStoredFileRow): Promise<StoredFileRow> {
  const [inserted] = await db.insert(files).values(row).returning();
  return inserted!;
}

/** One file of one business; the business is always the caller's, or the one a signed link names. */
export async function findFile(
  db: Queryable,
  businessId: number,
  fileId: string,
): Promise<StoredFileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.businessId, businessId), eq(files.id, fileId)))
    .limit(1);
  return row ?? null;
}
