import type { DatabaseHandle } from '../../db/database.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { setTicketStatus, type DeletionTicketRow } from './deletion.repository.js';
import { KEPT_TABLES, tenantTablesInPurgeOrder } from './purge-tables.js';

export const PURGE_BATCH_ROWS = 500;

export interface PurgeOptions {
  batchRows?: number;
  /** Stops after this many batches that deleted rows, as a crash would (tests); the next run goes on from what is left. */
  stopAfterBatches?: number;
  now?: () => Date;
}

function quoted(table: string): string {
  return `"${table.replaceAll('"', '""')}"`;
}

/**
 * Deletes a frozen business's data (decision 0086). Every batch is a statement of its own, committed on its own,
 * and what is left is the only state: a run that dies halfway (a killed worker, a deploy) is simply run again and
 * goes on where the rows stop. Stored files go before their rows, so no file outlives the row that names it.
 * Returns 'stopped' when `stopAfterBatches` ran out first.
 */
export async function purgeBusiness(
  deps: { database: DatabaseHandle; store: FileStore },
  ticket: Pick<DeletionTicketRow, 'businessId' | 'id' | 'status'>,
  options: PurgeOptions = {},
): Promise<'done' | 'stopped'> {
  const { database } = deps;
  const now = options.now ?? (() => new Date());
  const batchRows = options.batchRows ?? PURGE_BATCH_ROWS;
  let batchesLeft = options.stopAfterBatches ?? Number.POSITIVE_INFINITY;
  const businessId = ticket.businessId;
  if (ticket.status === 'open') {
    await setTicketStatus(database.db, ticket, { status: 'purging', purgeStartedAt: now() });
  }

  // Batches of one table until it is empty; false when the batch allowance ran out.
  const drain = async (table: string, condition = 'true'): Promise<boolean> => {
    for (;;) {
      if (batchesLeft <= 0) return false;
      if (table === 'files') {
        const { rows } = await database.executeSql(
          `select id, storage_key from files where business_id = $1 limit ${batchRows}`,
          [businessId],
        );
        if (rows.length === 0) return true;
        batchesLeft -= 1;
        for (const row of rows) await deps.store.remove(String(row.storage_key));
        await database.executeSql(`delete from files where business_id = $1 and id = any($2::uuid[])`, [
          businessId,
          rows.map((row) => String(row.id)),
        ]);
        continue;
      }
      const { rows } = await database.executeSql(
        `delete from ${quoted(table)} where ctid = any(array(
           select ctid from ${quoted(table)} where business_id = $1 and (${condition}) limit ${batchRows}
         )) returning 1 as gone`,
        [businessId],
      );
      if (rows.length === 0) return true;
      batchesLeft -= 1;
    }
  };

  for (const table of await tenantTablesInPurgeOrder(database)) {
    if (KEPT_TABLES.includes(table)) continue;
    if (!(await drain(table))) return 'stopped';
  }
  // The law keeps invoices that were paid (refunded ones too: the refund is part of their record); attempts that
  // never paid are not invoices and go.
  if (!(await drain('billing_invoices', `status not in ('paid', 'refunded')`))) return 'stopped';
  // Routes of what went: the orders' invoice tokens, the devices, the users' sign-in identifiers, and the attempts
  // that never paid.
  const goneRoutes = `kind in ('invoice_token', 'device_credential', 'sign_in_email', 'sign_in_username') or (kind = 'billing_order' and not exists (
    select 1 from billing_invoices i where i.business_id = tenant_routes.business_id and i.order_id = tenant_routes.key))`;
  if (!(await drain('tenant_routes', goneRoutes))) return 'stopped';
  await database.executeSql(
    `update billing_invoices
        set calculation = calculation - 'outlets', outlet_ids = '[]'::jsonb, coupon_code = null,
            redirect_url = null, gateway_status = null
      where business_id = $1`,
    [businessId],
  );
  await database.executeSql(
    `update businesses
        set name = 'Deleted business', address = null, city = null, province = null, postal_code = null,
            kecamatan = null, description = null, email = null, phone = null, logo_url = null, website = null,
            twitter = null, facebook = null, instagram = null, latitude = null, longitude = null,
            referral_code = null, purged_at = $2, updated_at = $2
      where id = $1`,
    [businessId, now()],
  );
  await setTicketStatus(database.db, ticket, { status: 'purged', purgedAt: now() });
  return 'done';
}
