import { and, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { DATA_BUNDLE_FEATURE } from '@backoffice/contracts/account-deletion';
import type { Queryable } from '../../db/database.js';
import { addTenantRoute, findRoutedBusiness } from '../../db/tenant-routes.js';
import {
  businessDeletionTickets,
  businesses,
  exportRequests,
  featureSubscriptions,
  outlets,
  refreshTokens,
  users,
} from '../../db/schema/index.js';

/** A request in progress: open (waiting for its day) or purging. */
const IN_PROGRESS = ['open', 'purging'] as const;

export type DeletionTicketRow = typeof businessDeletionTickets.$inferSelect;

/**
 * Stores the ticket unless the business already has one in progress (the partial unique index decides, so of two
 * racing requests exactly one inserts). Returns undefined when the business had one. A stored ticket's number gets
 * its route in the caller's transaction: support looks tickets up by number alone (decision 0107).
 */
export async function insertTicket(
  db: Queryable,
  row: typeof businessDeletionTickets.$inferInsert,
): Promise<DeletionTicketRow | undefined> {
  const [inserted] = await db.insert(businessDeletionTickets).values(row).onConflictDoNothing().returning();
  if (inserted) await addTenantRoute(db, 'deletion_ticket', inserted.ticketNumber, inserted.businessId);
  return inserted;
}

export async function findTicketInProgress(
  db: Queryable,
  businessId: number,
): Promise<DeletionTicketRow | undefined> {
  const [row] = await db
    .select()
    .from(businessDeletionTickets)
    .where(
      and(
        eq(businessDeletionTickets.businessId, businessId),
        inArray(businessDeletionTickets.status, [...IN_PROGRESS]),
      ),
    );
  return row;
}

export async function findTicketByNumber(
  db: Queryable,
  ticketNumber: string,
  options: { forUpdate?: boolean } = {},
): Promise<DeletionTicketRow | undefined> {
  const businessId = await findRoutedBusiness(db, 'deletion_ticket', ticketNumber);
  if (businessId === null) return undefined;
  const query = db
    .select()
    .from(businessDeletionTickets)
    .where(
      and(
        eq(businessDeletionTickets.businessId, businessId),
        eq(businessDeletionTickets.ticketNumber, ticketNumber),
      ),
    );
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export async function listTickets(db: Queryable): Promise<(DeletionTicketRow & { businessName: string })[]> {
  return db
    .select({ ...getTableColumns(businessDeletionTickets), businessName: businesses.name })
    .from(businessDeletionTickets)
    .innerJoin(businesses, eq(businesses.id, businessDeletionTickets.businessId))
    .orderBy(businessDeletionTickets.requestedAt);
}

/** Tickets whose grace period is over (their day has come), oldest first; purging ones resume after a crash. */
export async function listDueTickets(db: Queryable, today: string): Promise<DeletionTicketRow[]> {
  return db
    .select()
    .from(businessDeletionTickets)
    .where(
      and(
        inArray(businessDeletionTickets.status, [...IN_PROGRESS]),
        sql`${businessDeletionTickets.purgeOn} <= ${today}`,
      ),
    )
    .orderBy(businessDeletionTickets.requestedAt);
}

export async function setTicketStatus(
  db: Queryable,
  ticket: Pick<DeletionTicketRow, 'businessId' | 'id'>,
  values: Partial<
    Pick<DeletionTicketRow, 'status' | 'purgeStartedAt' | 'purgedAt' | 'cancelledAt' | 'purgeOn'>
  >,
): Promise<void> {
  await db
    .update(businessDeletionTickets)
    .set(values)
    .where(
      and(
        eq(businessDeletionTickets.businessId, ticket.businessId),
        eq(businessDeletionTickets.id, ticket.id),
      ),
    );
}

export async function setBusinessFrozen(db: Queryable, businessId: number, at: Date | null): Promise<void> {
  await db
    .update(businesses)
    .set({ frozenAt: at, updatedAt: new Date() })
    .where(eq(businesses.id, businessId));
}

/**
 * Remaining subscriptions end with no refund. Recurring billing stops (no further charge is made for a
 * business that is not on recurring billing), every outlet's subscription ends now and the add-ons stop.
 */
export async function endSubscriptions(db: Queryable, businessId: number, at: Date): Promise<void> {
  await db
    .update(businesses)
    .set({ billingMode: 'regular', expiredAt: at, isTrial: false, updatedAt: at })
    .where(eq(businesses.id, businessId));
  await db
    .update(outlets)
    .set({ endDate: at, isActiveSubscription: false, isPaying: false, updatedAt: at })
    .where(eq(outlets.businessId, businessId));
  await db
    .update(featureSubscriptions)
    .set({ isSubscribing: false, updatedAt: at })
    .where(eq(featureSubscriptions.businessId, businessId));
}

/**
 * Every session of every user of the business ends: the token versions move on (so every access token already
 * issued fails its next request, checked by the caller lookup every request makes anyway) and every refresh
 * family is revoked (so no refresh brings one back).
 */
export async function endBusinessSessions(db: Queryable, businessId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: at })
    .where(eq(users.businessId, businessId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.businessId, businessId), isNull(refreshTokens.revokedAt)));
}

export async function findBusinessName(db: Queryable, businessId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.name;
}

/** The file of the business's latest finished data bundle, while it is kept (decision 0088). */
export async function findLatestBundleFile(db: Queryable, businessId: number) {
  const [row] = await db
    .select({ fileId: exportRequests.fileId, completedAt: exportRequests.completedAt })
    .from(exportRequests)
    .where(
      and(
        eq(exportRequests.businessId, businessId),
        eq(exportRequests.featureName, DATA_BUNDLE_FEATURE),
        eq(exportRequests.status, 'SUCCESS'),
      ),
    )
    .orderBy(desc(exportRequests.createdAt), desc(exportRequests.id))
    .limit(1);
  return row?.fileId && row.completedAt ? { fileId: row.fileId, completedAt: row.completedAt } : undefined;
}
