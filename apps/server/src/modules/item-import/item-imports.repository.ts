import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { itemImports } from '../../db/schema/index.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';

type Business = { businessId: number };
export type ItemImportRow = typeof itemImports.$inferSelect;

export async function insertItemImport(
  db: Queryable,
  row: Omit<typeof itemImports.$inferInsert, 'id' | 'status'>,
): Promise<ItemImportRow> {
  const [inserted] = await db.insert(itemImports).values(row).returning();
  return inserted!;
}

export async function findItemImport(
  db: Queryable,
  business: Business,
  id: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(itemImports)
    .where(and(inBusiness(itemImports.businessId, business), eq(itemImports.id, id)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** Moves the import from one status to the next; undefined when it was not in `from` (another run, a second click). */
export async function moveItemImport(
  db: Queryable,
  business: Business,
  id: string,
  from: readonly ItemImportRow['status'][],
  change: Partial<
    Pick<
      ItemImportRow,
      | 'status'
      | 'processedRows'
      | 'problems'
      | 'refusedRows'
      | 'errorKey'
      | 'completedAt'
      | 'newItems'
      | 'updatedItems'
      | 'newCategories'
    >
  >,
) {
  const [row] = await db
    .update(itemImports)
    .set(change)
    .where(
      and(
        inBusiness(itemImports.businessId, business),
        eq(itemImports.id, id),
        inArray(itemImports.status, [...from]),
      ),
    )
    .returning();
  return row;
}

/** Previews made before `before` that nobody confirmed: the rows of a file the merchant left. */
export async function deleteStalePreviews(db: Queryable, business: Business, before: Date) {
  await db
    .delete(itemImports)
    .where(
      and(
        inBusiness(itemImports.businessId, business),
        eq(itemImports.status, 'PREVIEW'),
        lt(itemImports.createdAt, before),
      ),
    );
}
