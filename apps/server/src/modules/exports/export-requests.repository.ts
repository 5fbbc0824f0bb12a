import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { DATA_BUNDLE_FEATURE } from '@backoffice/contracts/account-deletion';
import type { Queryable } from '../../db/database.js';
import { businesses, exportRequests, files, outlets } from '../../db/schema/index.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { OutletReach } from '../../platform/auth/outlet-reach.js';
import { inBusiness, outletListWithinReach } from '../../platform/auth/tenant-scope.js';

type Business = Pick<Caller, 'businessId'>;

/** The export, while it is still IN_PROGRESS: what every move of a run (finish, renew its lease) acts on. */
const stillInProgress = (business: Business, id: string) =>
  and(
    inBusiness(exportRequests.businessId, business),
    eq(exportRequests.id, id),
    eq(exportRequests.status, 'IN_PROGRESS'),
  );
export type ExportRequestRow = typeof exportRequests.$inferSelect;

/** The outlets fixed on the request, read back by the job (no caller then: the reach was checked when asked). */
export async function listOutletsByIds(db: Queryable, business: Business, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: outlets.id, name: outlets.name, timeZone: outlets.timeZone })
    .from(outlets)
    .where(and(inBusiness(outlets.businessId, business), sql`${outlets.id} in ${ids}`))
    .orderBy(outlets.id);
}

export async function insertExportRequest(
  db: Queryable,
  row: Omit<typeof exportRequests.$inferInsert, 'id' | 'status'>,
): Promise<ExportRequestRow> {
  const [inserted] = await db.insert(exportRequests).values(row).returning();
  return inserted!;
}

/** The export by id, for the job that writes it. */
export async function findExportRequest(db: Queryable, business: Business, id: string) {
  const [row] = await db
    .select()
    .from(exportRequests)
    .where(and(inBusiness(exportRequests.businessId, business), eq(exportRequests.id, id)));
  return row;
}

/**
 * The export by id as a person may see it: only one all of whose outlets they reach. An export that also covers
 * an outlet beyond their reach holds that outlet's sales, so it is missing to them (issue 27).
 */
export async function findReachableExportRequest(db: Queryable, caller: Business & OutletReach, id: string) {
  const [row] = await db
    .select()
    .from(exportRequests)
    .where(
      and(
        inBusiness(exportRequests.businessId, caller),
        eq(exportRequests.id, id),
        outletListWithinReach(caller, exportRequests.outletIds),
      ),
    );
  return row;
}

/** The export, locked until the caller's transaction ends: one finisher at a time. */
export async function lockExportRequest(db: Queryable, business: Business, id: string) {
  const [row] = await db
    .select()
    .from(exportRequests)
    .where(and(inBusiness(exportRequests.businessId, business), eq(exportRequests.id, id)))
    .for('update');
  return row;
}

/** Moves an export out of IN_PROGRESS; false when it already was (a second finisher changes nothing). */
export async function finishExportRequest(
  db: Queryable,
  business: Business,
  id: string,
  outcome: { status: 'SUCCESS'; fileId: string } | { status: 'FAILURE'; errorMessage: string },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(exportRequests)
    .set({
      status: outcome.status,
      fileId: outcome.status === 'SUCCESS' ? outcome.fileId : null,
      errorMessage: outcome.status === 'FAILURE' ? outcome.errorMessage : null,
      completedAt: now,
    })
    .where(stillInProgress(business, id))
    .returning({ id: exportRequests.id });
  return rows.length === 1;
}

export interface ExportPosition {
  createdAt: string;
  id: string;
}

/** A page of the business's exports, newest first, with the outlet's name. */
export async function listExportRequestPage(
  db: Queryable,
  caller: Business & OutletReach,
  page: { after?: ExportPosition; limit: number; features: readonly string[] },
) {
  return db
    .select({
      request: exportRequests,
      createdAtKey: sql<string>`${exportRequests.createdAt}::text`,
      outletName: outlets.name,
    })
    .from(exportRequests)
    .leftJoin(
      outlets,
      and(eq(outlets.businessId, exportRequests.businessId), eq(outlets.id, exportRequests.outletId)),
    )
    .where(
      and(
        inBusiness(exportRequests.businessId, caller),
        // An export covering an outlet beyond the caller's reach holds that outlet's sales (issue 27).
        outletListWithinReach(caller, exportRequests.outletIds),
        // Data bundles are the owner's, on the account deletion page (decision 0088), not the report exports'.
        ne(exportRequests.featureName, DATA_BUNDLE_FEATURE),
        inArray(exportRequests.featureName, [...page.features]),
        page.after
          ? sql`(${exportRequests.createdAt}, ${exportRequests.id}) < (${page.after.createdAt}::timestamptz, ${page.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(exportRequests.createdAt), desc(exportRequests.id))
    .limit(page.limit);
}

/** Files of exports finished before `before`, oldest first: the age-out deletes them. */
export async function listAgedExportFiles(db: Queryable, before: Date, limit: number) {
  return db
    .select({ businessId: files.businessId, id: files.id, storageKey: files.storageKey })
    .from(exportRequests)
    .innerJoin(
      files,
      and(eq(files.businessId, exportRequests.businessId), eq(files.id, exportRequests.fileId)),
    )
    .where(lt(exportRequests.completedAt, before))
    .orderBy(exportRequests.completedAt)
    .limit(limit);
}

/** Deletes a file row; the export keeps its status and loses its file_id (ON DELETE SET NULL). */
export async function deleteFileRow(db: Queryable, businessId: number, fileId: string): Promise<void> {
  await db.delete(files).where(and(eq(files.businessId, businessId), eq(files.id, fileId)));
}

/** The business's latest data bundle (decision 0088). */
export async function findLatestDataBundle(db: Queryable, business: Business) {
  const [row] = await db
    .select()
    .from(exportRequests)
    .where(
      and(
        inBusiness(exportRequests.businessId, business),
        eq(exportRequests.featureName, DATA_BUNDLE_FEATURE),
      ),
    )
    .orderBy(desc(exportRequests.createdAt), desc(exportRequests.id))
    .limit(1);
  return row;
}

/** Locks the business row until the transaction ends: one data bundle request at a time per business. */
export async function lockBusiness(db: Queryable, business: Business): Promise<void> {
  await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, business.businessId))
    .for('update');
}

/**
 * Starts a run of the export: it must still be IN_PROGRESS and held by no live run (no lease, or a lease past). The
 * one conditional update is the guarantee that one export runs once at a time (decision 0060).
 */
export async function claimExportRun(
  db: Queryable,
  business: Business,
  id: string,
  now: Date,
  leaseUntil: Date,
): Promise<ExportRequestRow | undefined> {
  const [row] = await db
    .update(exportRequests)
    .set({ leaseUntil, runs: sql`${exportRequests.runs} + 1` })
    .where(
      and(
        stillInProgress(business, id),
        or(isNull(exportRequests.leaseUntil), lt(exportRequests.leaseUntil, now)),
      ),
    )
    .returning();
  return row;
}

/** The running export's heartbeat; false once the export is finished. */
export async function renewExportLease(
  db: Queryable,
  business: Business,
  id: string,
  leaseUntil: Date,
): Promise<boolean> {
  const rows = await db
    .update(exportRequests)
    .set({ leaseUntil })
    .where(stillInProgress(business, id))
    .returning({ id: exportRequests.id });
  return rows.length === 1;
}

/**
 * Exports of every business whose run stopped beating (its process died): their lease is cleared, so the job sent
 * for each in the same transaction can claim it. One sweeper gets each row, however many run the sweep.
 */
export async function releaseStaleExports(db: Queryable, now: Date) {
  return db
    .update(exportRequests)
    .set({ leaseUntil: null })
    .where(and(eq(exportRequests.status, 'IN_PROGRESS'), lt(exportRequests.leaseUntil, now)))
    .returning({ businessId: exportRequests.businessId, id: exportRequests.id });
}

/** The business's name, printed at the top of a report's PDF (decision 0265). */
export async function findBusinessName(db: Queryable, business: Business): Promise<string> {
  const [row] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, business.businessId));
  return row?.name ?? '';
}
