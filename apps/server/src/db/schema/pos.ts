import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './access.js';
import { outlets } from './tenancy.js';
import { businessId, tenantPrimaryKey, tenantReference } from './tenant-key.js';

/**
 * A cashier device paired to one outlet (decision 0070). Its credential is shown once when paired; only its
 * SHA-256 is kept (the credential is 32 random bytes, so a slow hash adds nothing). Revoking keeps the row, so the
 * orders it sent still name it.
 */
export const posDevices = pgTable(
  'pos_devices',
  {
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    businessId: businessId(),
    outletId: integer('outlet_id').notNull(),
    name: text('name').notNull(),
    /** hex SHA-256 of the credential. */
    credentialHash: text('credential_hash').notNull(),
    /** The credential's last four characters, so a merchant can tell two devices apart. */
    credentialHint: text('credential_hint').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('pos_devices_outlet_fk', t, t.outletId, () => outlets).onDelete('cascade'),
    tenantReference('pos_devices_created_by_fk', t, t.createdBy, () => users),
    // A device request arrives with its credential alone: `tenant_routes` names the business (and keeps the
    // credential unique across the product); here it is unique per business (decision 0107).
    uniqueIndex('pos_devices_credential_uq').on(t.businessId, t.credentialHash),
    index('pos_devices_outlet_idx').on(t.businessId, t.outletId),
    index('pos_devices_active_idx')
      .on(t.businessId, t.outletId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
