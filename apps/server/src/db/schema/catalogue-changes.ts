import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { businessId } from './tenant-key.js';

/**
 * The catalogue's version per business: raised once by every transaction that changes what a till sells from
 * (items, their variants and outlets, categories, modifiers, taxes, service charges, sales types, promotions,
 * discounts, payment methods). Written only by the trigger `note_catalogue_change` (migration 0023, decision 0150).
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  businessId: businessId().primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * The last version at which each catalogue entity changed (`kind`: item, category, modifier, tax, gratuity,
 * sales_type, promo, discount, payment_method). A device that has version V asks for the rows above V: each names
 * an entity to send again, or to report deleted when it no longer exists or is no longer offered at its outlet.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    businessId: businessId(),
    kind: text('kind').notNull(),
    entityId: integer('entity_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.kind, t.entityId] }),
    index('catalogue_changes_version_idx').on(t.businessId, t.version),
  ],
);
