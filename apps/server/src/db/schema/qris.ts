import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './access.js';
import { paymentMethods } from './checkout.js';
import { files } from './files.js';
import { businessId, tenantPrimaryKey, tenantReference } from './tenant-key.js';
import { outlets } from './tenancy.js';

/**
 * Banks a QRIS settlement account may be at (`GET /business-service/v1/business/banks`). Not tenant data:
 * one list for every business, filled by the seed (decision 0082).
 */
export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull().unique(),
});

/**
 * A business's QRIS registration (issue 17, decision 0081): at most one, the fields of the product's entity description in `details`
 * (validated by the contract before they get here), the review state beside them.
 */
export const qrisRegistrations = pgTable(
  'qris_registrations',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    typeOfBusiness: text('type_of_business', { enum: ['INDIVIDUAL', 'CORPORATE'] }).notNull(),
    status: text('status', { enum: ['pending', 'rejected', 'approved'] })
      .notNull()
      .default('pending'),
    details: jsonb('details').notNull(),
    submittedBy: integer('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('qris_registrations_business_uq').on(t.businessId),
    tenantReference('qris_registrations_submitted_by_fk', t, t.submittedBy, () => users).onDelete('set null'),
  ],
);

/** The outlets a registration is for: QRIS is offered at these once approved. */
export const qrisRegistrationOutlets = pgTable(
  'qris_registration_outlets',
  {
    businessId: businessId(),
    registrationId: integer('registration_id').notNull(),
    outletId: integer('outlet_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.registrationId, t.outletId] }),
    tenantReference(
      'qris_registration_outlets_registration_fk',
      t,
      t.registrationId,
      () => qrisRegistrations,
    ).onDelete('cascade'),
    tenantReference('qris_registration_outlets_outlet_fk', t, t.outletId, () => outlets).onDelete('cascade'),
  ],
);

/** One document of a registration, with its own review status (decision 0081). */
export const qrisDocuments = pgTable(
  'qris_documents',
  {
    businessId: businessId(),
    registrationId: integer('registration_id').notNull(),
    kind: text('kind', { enum: ['ktp', 'npwp', 'sk_pendirian', 'sk_perubahan', 'siup'] }).notNull(),
    fileId: uuid('file_id').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: ['pending', 'rejected', 'approved'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.registrationId, t.kind] }),
    tenantReference('qris_documents_registration_fk', t, t.registrationId, () => qrisRegistrations).onDelete(
      'cascade',
    ),
    // A document's file is kept while the registration names it.
    tenantReference('qris_documents_file_fk', t, t.fileId, () => files).onDelete('restrict'),
    check('qris_documents_reason_ck', sql`(${t.status} = 'rejected') = (${t.rejectionReason} is not null)`),
  ],
);

/** The unfinished form, saved to resume in any browser: one per business. */
export const qrisDrafts = pgTable(
  'qris_drafts',
  {
    businessId: businessId().primaryKey(),
    step: smallint('step').notNull().default(0),
    values: jsonb('values').notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantReference('qris_drafts_updated_by_fk', t, t.updatedBy, () => users).onDelete('set null')],
);

/** A request to switch on a payment method that needs the provider (spec `POST /payment/v1/activation-request/`). */
export const paymentActivationRequests = pgTable(
  'payment_activation_requests',
  {
    id: serial('id').notNull(),
    businessId: businessId(),
    paymentMethodId: integer('payment_method_id').notNull(),
    requestedBy: integer('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('payment_activation_requests_method_uq').on(t.businessId, t.paymentMethodId),
    tenantReference(
      'payment_activation_requests_method_fk',
      t,
      t.paymentMethodId,
      () => paymentMethods,
    ).onDelete('cascade'),
    tenantReference('payment_activation_requests_by_fk', t, t.requestedBy, () => users).onDelete('set null'),
    index('payment_activation_requests_created_idx').on(t.businessId, t.createdAt),
  ],
);
