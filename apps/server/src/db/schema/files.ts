import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './access.js';
import { businessId, tenantPrimaryKey, tenantReference } from './tenant-key.js';
import { outlets } from './tenancy.js';

/**
 * Files a business stored (decision 0058): uploads (campaign images, QRIS documents) and files the server wrote
 * (exports). The bytes live in the file store under `storage_key`; this row says whose they are and what they are.
 * The id is random (gen_random_uuid), so a public file's address cannot be guessed from another's.
 */
export const files = pgTable(
  'files',
  {
    businessId: businessId(),
    id: uuid('id').notNull().defaultRandom(),
    outletId: integer('outlet_id'),
    createdBy: integer('created_by'),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    privateAccess: boolean('private_access').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('files_outlet_fk', t, t.outletId, () => outlets).onDelete('set null'),
    tenantReference('files_created_by_fk', t, t.createdBy, () => users).onDelete('set null'),
    index('files_business_created_idx').on(t.businessId, t.createdAt),
    check('files_byte_size_ck', sql`${t.byteSize} >= 0`),
  ],
);
