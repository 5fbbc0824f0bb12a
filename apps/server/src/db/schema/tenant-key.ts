import { foreignKey, integer, primaryKey, type PgColumn } from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.js';

/** The tenant key every tenant table carries and leads its keys and indexes with (docs/architecture.md, Tenancy). */
export const businessId = () =>
  integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });

interface TenantRow {
  businessId: PgColumn;
  id: PgColumn;
}

/**
 * A tenant row is known by `(business_id, id)`: the key every reference to it names, and what a distribution by
 * business (Citus) needs every unique key to contain.
 */
export const tenantPrimaryKey = (t: TenantRow) => primaryKey({ columns: [t.businessId, t.id] });

/**
 * A reference to another row of the same business: `(business_id, x_id)` → `(business_id, id)`. The database then
 * refuses a row that names another business's outlet, user or order, whatever the code above it does. A null
 * `x_id` is no reference (MATCH SIMPLE). `set null` is written as `SET NULL (x_id)` in the migration, so that the
 * tenant key itself is never cleared (decision 0024).
 */
export const tenantReference = (
  name: string,
  t: { businessId: PgColumn },
  column: PgColumn,
  target: () => TenantRow,
) =>
  foreignKey({ name, columns: [t.businessId, column], foreignColumns: [target().businessId, target().id] });
