import type { ItemExportFilters, ReportExportFilters } from '@backoffice/contracts/exports';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './access.js';
import { files } from './files.js';
import { businessId, tenantPrimaryKey, tenantReference } from './tenant-key.js';
import { outlets } from './tenancy.js';

/**
 * Exports a business requested (decision 0060): what was asked, where the job is, and the file it wrote. The id is
 * random, like a file's, so one export's id says nothing about another's.
 */
export const exportRequests = pgTable(
  'export_requests',
  {
    businessId: businessId(),
    id: uuid('id').notNull().defaultRandom(),
    featureName: text('feature_name').notNull(),
    format: text('format').notNull(),
    status: text('status').notNull().default('IN_PROGRESS'),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** The outlet asked for; null is "All Outlet". */
    outletId: integer('outlet_id'),
    /** The outlets the caller reached when asking, fixed then: the job runs without the caller. */
    outletIds: jsonb('outlet_ids').$type<number[]>().notNull(),
    /** The Item list's filters an `items` export was asked with (decision 0215); null for other exports. */
    itemFilters: jsonb('item_filters').$type<ItemExportFilters>(),
    /** A `sales-report` export's report, period and outlets asked for (decision 0231); null for other exports. */
    reportFilters: jsonb('report_filters').$type<ReportExportFilters>(),
    fileId: uuid('file_id'),
    errorMessage: text('error_message'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * Until when the run writing the export holds it; its heartbeat moves it on. Null while queued; past, the run
     * is presumed dead and the export is queued again (decision 0060).
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Runs started so far; an export that needed more than its allowance ends FAILURE. */
    runs: integer('runs').notNull().default(0),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('export_requests_outlet_fk', t, t.outletId, () => outlets).onDelete('set null'),
    tenantReference('export_requests_file_fk', t, t.fileId, () => files).onDelete('set null'),
    tenantReference('export_requests_created_by_fk', t, t.createdBy, () => users).onDelete('set null'),
    index('export_requests_business_created_idx').on(t.businessId, t.createdAt.desc(), t.id.desc()),
    check('export_requests_status_ck', sql`${t.status} in ('IN_PROGRESS', 'SUCCESS', 'FAILURE')`),
    check(
      'export_requests_feature_ck',
      sql`${t.featureName} in ('order-export-transaction', 'order-export-item-detail', 'order-export-cancelled', 'order-export-void', 'items', 'sales-report', 'account-data-bundle')`,
    ),
    check('export_requests_format_ck', sql`${t.format} in ('xlsx', 'csv', 'pdf')`),
  ],
);
