import { bigint, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './access.js';
import { businessId, tenantPrimaryKey, tenantReference } from './tenant-key.js';

// Sessions: refresh-token families and e-mail sign-in codes.

/** Rotating opaque refresh tokens; a family is one sign-in, so reuse of a rotated token revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    businessId: businessId(),
    userId: integer('user_id').notNull(),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    authType: text('auth_type', { enum: ['username', 'email', 'one-time-code'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** users.token_version when the family began; a bumped version ends the family at its next refresh. */
    tokenVersion: integer('token_version').notNull().default(0),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('refresh_tokens_user_fk', t, t.userId, () => users).onDelete('cascade'),
    // A refresh token carries its business (`<business id>.<random>`, decision 0107): it is found in one business.
    uniqueIndex('refresh_tokens_hash_uq').on(t.businessId, t.tokenHash),
    // Tokens issued before they carried their business are found by their hash alone until their family expires.
    index('refresh_tokens_hash_ix').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.businessId, t.familyId),
  ],
);

/**
 * E-mail sign-in codes. Only an HMAC of the code is kept (six digits are too few for a plain hash to hide them);
 * a code is spent by a successful sign-in, by its fifth wrong try, or by a newer code for the same user.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    businessId: businessId(),
    userId: integer('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code signs in, is burnt by wrong tries, or is replaced by a newer one. */
    spentAt: timestamp('spent_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey(t),
    tenantReference('one_time_codes_user_fk', t, t.userId, () => users).onDelete('cascade'),
    index('one_time_codes_user_idx').on(t.businessId, t.userId, t.createdAt),
  ],
);
