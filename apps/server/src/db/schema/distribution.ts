// How each table is placed when the database is distributed by business (Citus, decision 0107). Not exported from
// `index.ts`: this is a description of the schema, not part of it. Every table of the schema that is not named here
// is a tenant table, distributed by `business_id` beside its business; `citus-readiness.test.ts` holds each one to
// that (the key and every unique index contain `business_id`, references to tenant rows name it).

/** The tenant root: distributed by its own id, every tenant table is colocated with it. */
export const TENANT_ROOT = { table: 'businesses', column: 'id' } as const;

/** Global tables read by every business: copied to every node, so tenant rows may reference them. */
export const REFERENCE_TABLES: Readonly<Record<string, string>> = {
  permissions: 'the permission catalogue every role names (role_permissions references it)',
  feature_flags: 'product-wide flags, read on every request of every business',
  banks: 'the banks a QRIS settlement account may be at, one list for every business',
  package_deals: 'the subscription price list every business is billed from',
  billing_coupons: 'coupon codes are the product’s, and a code is used by whichever business types it',
  billing_invoice_counters:
    'one invoice-number sequence per year across the product, locked in the paying transaction of any business',
  tenant_routes:
    'resolves a key unique across the product (gateway order id, device credential, ticket number, invoice token, sign-in e-mail or username) to its business',
};

/** Platform tables that stay on the coordinator only (`citus_add_local_table_to_metadata`). */
export const COORDINATOR_LOCAL_TABLES: Readonly<Record<string, string>> = {
  rate_limit_events: 'sign-in attempts are counted by address and account before any business is known',
  mail_outbox:
    'the development outbox (only without SMTP_URL), also for mail to no business yet; its business_id is a plain column',
};

/**
 * Global unique indexes still on tenant tables. Each would block the distribution of its table until its key moved
 * to `tenant_routes` like the others (decision 0107); the readiness test allows exactly these. None is left.
 */
export const PENDING_GLOBAL_UNIQUE_INDEXES: Readonly<Record<string, string>> = {};
