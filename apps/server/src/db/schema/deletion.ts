import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businessId, tenantPrimaryKey } from './tenant-key.js';

/**
 * Account deletion requests (issue 18, decisions 0085–0087). A ticket stays after the purge: it is the record of
 * who asked, when, and when the data went. At most one open ticket per business; a second request answers with it.
 */
export const businessDeletionTickets = pgTable(
  'business_deletion_tickets',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    ticketNumber: text('ticket_number').notNull(),
    /** One of the four reasons of the contract, as the request named it. */
    reason: text('reason').notNull(),
    notes: text('notes'),
    /** Not a reference: the user is purged with the business, the ticket is not. */
    requestedBy: integer('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first day the purge may run: 30 working days after the request. */
    purgeOn: date('purge_on').notNull(),
    status: text('status', { enum: ['open', 'purging', 'purged', 'cancelled'] })
      .notNull()
      .default('open'),
    purgeStartedAt: timestamp('purge_started_at', { withTimezone: true }),
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey(t),
    // A ticket number is unique across the product through `tenant_routes` (decision 0107), which support's
    // commands look it up in.
    uniqueIndex('business_deletion_tickets_number_uq').on(t.businessId, t.ticketNumber),
    // One request in progress per business: the second of two racing requests meets this and reads the first.
    uniqueIndex('business_deletion_tickets_open_uq')
      .on(t.businessId)
      .where(sql`${t.status} in ('open', 'purging')`),
    index('business_deletion_tickets_due_idx').on(t.status, t.purgeOn),
  ],
);
